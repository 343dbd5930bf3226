// Request bodies and fields. A body is read only up to the limit (413 past it, decided from
// Content-Length when given, else by counting, and answered at once); a JSON body needs a JSON
// content type (415).
// Fields may come from the query string or a JSON body; unknown ones are refused, and one given
// differently in both places is a 400 (docs/service.md#requests-and-answers).
import type { IncomingMessage } from "node:http";
import { badField, ClientAbortedError, echo, HttpError } from "./errors.ts";

export const BODY_LIMIT = 64 * 1024;

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return req.headers["transfer-encoding"] !== undefined;
}

function tooLarge(limit: number): HttpError {
  // Connection: close, so Node stops reading the rest instead of draining it for keep-alive.
  return new HttpError(413, "body_too_large", `the request body is larger than ${limit / 1024} KiB`, { headers: { connection: "close" } });
}

/**
 * Reads the body, keeping at most `keep` bytes, and settles with what `done` makes of them (or
 * throws) once it has ended: the parsing happens in the same turn, with no promise in between.
 * Past `limit` bytes it settles at once with a 413 and reads no further (the connection closes).
 */
function collect<T>(req: IncomingMessage, keep: number, limit: number, done: (body: Buffer) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (work: () => T): void => {
      if (settled) return;
      settled = true;
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    };
    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        req.pause();
        settle(() => {
          throw tooLarge(limit);
        });
        return;
      }
      if (size <= keep) chunks.push(chunk);
    });
    // A small body is one chunk (node:http hands each one over as its own copy): no concat.
    req.on("end", () => settle(() => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))));
    // Node reports a connection closed mid-body as an 'error' ("aborted", ECONNRESET), then 'close'.
    const aborted = (): void =>
      settle(() => {
        throw new ClientAbortedError();
      });
    req.on("error", aborted);
    req.on("close", () => {
      if (!req.complete) aborted();
    });
  });
}

/** Reads and drops the body (up to the limit), then fails with `error`. */
function refuse(req: IncomingMessage, error: () => HttpError): Promise<never> {
  return collect(req, 0, BODY_LIMIT, () => {
    throw error();
  });
}

/** The body's bytes, made into a value by `parse` as soon as they are all there; 413 past `limit`. */
function readBody<T>(req: IncomingMessage, limit: number, parse: (raw: Buffer) => T): Promise<T> {
  const declared = req.headers["content-length"];
  // Declared too large: answered at once, before any of it is read (and without 100 Continue).
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(tooLarge(limit));
  return collect(req, limit, limit, parse);
}

/** The raw bytes of the body (the webhook signs exactly these). */
export function readRawBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<Buffer> {
  return readBody(req, limit, (raw) => raw);
}

export function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return false;
  if (value === "application/json") return true;
  const type = value.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || (type !== undefined && /^application\/[a-z0-9.+-]+\+json$/.test(type));
}

/** Strict UTF-8 (a bad byte is an error, not U+FFFD); a leading BOM is dropped. One decode call is whole. */
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The JSON object in these bytes, or {} when there are none. */
function parseObject(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(UTF8.decode(raw));
  } catch {
    throw new HttpError(400, "invalid_json", "the body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError(400, "invalid_body", "the body must be a JSON object");
  }
  return value as Record<string, unknown>;
}

/** The JSON object in the body, or {} when there is no body. */
export function readJson(req: IncomingMessage, options: { limit?: number } = {}): Promise<Record<string, unknown>> {
  if (!hasBody(req)) return Promise.resolve({});
  if (!isJsonContentType(req.headers["content-type"])) {
    return refuse(req, () => new HttpError(415, "unsupported_media_type", "send the body as JSON with Content-Type: application/json"));
  }
  return readBody(req, options.limit ?? BODY_LIMIT, parseObject);
}

export interface FieldOptions {
  /** Read a JSON body too (POST). */
  body: boolean;
}

/**
 * The named string fields from the query string and (for POST) the JSON body. Unknown names,
 * repeated query parameters, non-string values and a field given differently in both places are
 * refused with 400. JSON null counts as absent.
 */
export async function readFields<Name extends string>(
  req: IncomingMessage,
  query: URLSearchParams,
  names: readonly Name[],
  options: FieldOptions,
): Promise<Partial<Record<Name, string>>> {
  const allowed: readonly string[] = names;
  const fields: Partial<Record<Name, string>> = {};
  for (const key of query.size === 0 ? [] : new Set(query.keys())) {
    if (!allowed.includes(key)) throw badField(key, "unknown_field", `unknown query parameter ${echo(key)}; this endpoint takes ${names.join(", ")}`);
    const values = query.getAll(key);
    if (values.length > 1) throw badField(key, "conflicting_field", `${key} is given ${values.length} times`);
    fields[key as Name] = values[0];
  }
  if (!options.body) {
    if (hasBody(req)) throw new HttpError(400, "unexpected_body", "this endpoint takes no request body");
    return fields;
  }
  const body = await readJson(req);
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (!allowed.includes(key)) throw badField(key, "unknown_field", `unknown field ${echo(key)}; this endpoint takes ${names.join(", ")}`);
    if (value === null) continue;
    if (typeof value !== "string") throw badField(key, "invalid_type", `${key} must be a string`);
    const fromQuery = fields[key as Name];
    if (fromQuery !== undefined && fromQuery !== value) {
      throw badField(key, "conflicting_field", `${key} is given differently in the query string and the body`);
    }
    fields[key as Name] = value;
  }
  return fields;
}
