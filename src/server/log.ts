// Structured logs: one JSON object a line. Callers pass only what is safe to keep: method, path
// (never the query string), status, timings, ids. Never a body, a token, a license or an e-mail.

export interface LogSink {
  write(line: string): unknown;
}

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** Free text from elsewhere (error messages) may quote a token, a key, a license or an address. */
const SECRETS = /\b(?:spt|sk|rk|whsec|pi_[A-Za-z0-9]+_secret)_[A-Za-z0-9_]+|svc1\.[A-Za-z0-9_.-]+|[^\s@"'<>]+@[^\s@"'<>]+\.[A-Za-z]{2,}/g;
const FREE_TEXT = new Set(["error", "detail", "stack"]);

export function redact(text: string): string {
  return text.replace(SECRETS, "[redacted]");
}

export function createLogger(sink: LogSink, now: () => Date): Logger {
  const write = (level: string, msg: string, fields: LogFields = {}): void => {
    for (const key of FREE_TEXT) {
      const value = fields[key];
      if (typeof value === "string") fields[key] = redact(value);
    }
    sink.write(`${JSON.stringify({ time: now().toISOString(), level, msg, ...fields })}\n`);
  };
  return {
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
}
