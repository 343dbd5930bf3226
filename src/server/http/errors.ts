// The one error a handler throws to answer a client: status, snake_case code, human message, the
// field at fault, and any extra facts (next_product_id…) that go into the error body (docs/service.md#errors).

export interface HttpErrorOptions {
  field?: string;
  /** Extra keys of the error object. */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** For the log only, never the client: what went wrong inside. */
  detail?: string;
}

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  readonly detail: string | undefined;

  constructor(status: number, code: string, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
    this.detail = options.detail;
  }

  body(): { error: Record<string, unknown> } {
    const error: Record<string, unknown> = { code: this.code, message: this.message };
    if (this.field !== undefined) error["field"] = this.field;
    return { error: { ...error, ...this.extra } };
  }
}

/**
 * The client closed its connection before the whole request arrived (an aborted upload). Its
 * doing, not the server's: logged as one info line without a stack (so it cannot flood the log
 * with errors), and never answered, since nobody is there to read it.
 */
export class ClientAbortedError extends HttpError {
  constructor() {
    super(400, "incomplete_body", "the request body ended early");
    this.name = "ClientAbortedError";
  }
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const STORE_RETRY_AFTER_SECONDS = 2;

/**
 * The store (the database) cannot answer now: it is down, restarting, hanging, out of connections,
 * or locked past the busy timeout. 503 with Retry-After, and a retry is safe. Thrown by the
 * store's guard (store/availability.ts).
 * A checkout whose charge went through before the store went away answers its own 503 instead,
 * naming the payment (commerce/checkout.ts).
 */
export class StoreUnavailableError extends HttpError {
  constructor() {
    super(503, "store_unavailable", "the database is not answering right now; try again shortly", {
      headers: { "retry-after": String(STORE_RETRY_AFTER_SECONDS) },
    });
    this.name = "StoreUnavailableError";
  }
}

export function badField(field: string, code: string, message: string): HttpError {
  return new HttpError(400, code, message, { field: field.length > ECHO_LIMIT ? `${field.slice(0, ECHO_LIMIT)}…` : field });
}

/** How much of a client's input an error message repeats. */
const ECHO_LIMIT = 200;

/** The client's value quoted for an error message, cut to ECHO_LIMIT characters. */
export function echo(value: string): string {
  return value.length > ECHO_LIMIT ? `${JSON.stringify(value.slice(0, ECHO_LIMIT))}… (${value.length} characters)` : JSON.stringify(value);
}
