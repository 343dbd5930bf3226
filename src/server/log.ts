// Structured logs: one JSON object a line. Callers pass only what is safe to keep: method, path
// (never the query string), status, timings, ids. Never a body, a token, a license or an e-mail.
//
// Every request writes a line, so the line is built by hand (the same text JSON.stringify would
// give for `{time, level, msg, ...fields}`) and the time's text is reused within a second; the
// serve command batches the lines of one event-loop turn into one write (batchedSink).
import { isoFormatter } from "../core/iso-time.ts";

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
/** Keys of the line itself: a field with one of these names takes its place, as in an object spread. */
const OWN = new Set(["time", "level", "msg"]);

export function redact(text: string): string {
  return text.replace(SECRETS, "[redacted]");
}

/** What JSON.stringify escapes in a string (quote, backslash, controls; surrogates, to be safe). */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;
/** `,"key":` for the keys seen so far (the few names callers use, so the map stays small). */
const KEY_TEXT = new Map<string, string>();

function keyText(key: string): string {
  let text = KEY_TEXT.get(key);
  if (text === undefined) {
    text = `,${JSON.stringify(key)}:`;
    if (KEY_TEXT.size < 512) KEY_TEXT.set(key, text);
  }
  return text;
}

/** JSON.stringify's text for one field value, quicker for the plain strings and numbers of a log line. */
function jsonValue(value: string | number | boolean | null): string | undefined {
  if (typeof value === "string") return ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  return JSON.stringify(value) as string | undefined;
}

export function createLogger(sink: LogSink, now: () => Date): Logger {
  const time = isoFormatter();
  const write = (level: string, msg: string, fields: LogFields = {}): void => {
    let line = `{"time":"${time(now().getTime())}","level":"${level}","msg":${jsonValue(msg)}`;
    for (const key in fields) {
      if (OWN.has(key)) {
        line = "";
        break;
      }
      let value = fields[key];
      if (value === undefined) continue;
      if (typeof value === "string" && FREE_TEXT.has(key)) value = redact(value);
      const text = jsonValue(value);
      if (text !== undefined) line += `${keyText(key)}${text}`;
    }
    if (line === "") {
      // A field named like the line's own keys: rare, so the plain way.
      const safe: LogFields = {};
      for (const key in fields) {
        const value = fields[key];
        safe[key] = typeof value === "string" && FREE_TEXT.has(key) ? redact(value) : value;
      }
      line = JSON.stringify({ time: time(now().getTime()), level, msg, ...safe });
    } else {
      line += "}";
    }
    sink.write(`${line}\n`);
  };
  return {
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
}

export interface BatchedSink extends LogSink {
  /** Writes whatever is waiting, now. Call it before the process ends. */
  flush(): void;
}

/**
 * Collects lines and hands them to `write` together: those of one event-loop turn at its end, or
 * at once when `maxChars` are waiting. Under load that is one system call for many requests
 * instead of one each; nothing waits longer than the turn it was written in, and flush() empties
 * it on shutdown.
 */
export function batchedSink(write: (text: string) => void, options: { maxChars?: number } = {}): BatchedSink {
  const maxChars = options.maxChars ?? 64 * 1024;
  let waiting = "";
  let scheduled = false;
  const flush = (): void => {
    if (waiting === "") return;
    const text = waiting;
    waiting = "";
    write(text);
  };
  const onTurnEnd = (): void => {
    scheduled = false;
    flush();
  };
  return {
    write(line) {
      waiting += line;
      if (waiting.length >= maxChars) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(onTurnEnd);
      }
    },
    flush,
  };
}
