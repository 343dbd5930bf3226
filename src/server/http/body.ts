// Request bodies and fields. A body is read only up to the limit (413 past it, decided from
// Content-Length when given, else by counting); a JSON body needs a JSON content type (415).
// Fields may come from the query string or a JSON body; unknown ones are refused, and one given
// differently in both places is a 400 (CONTRACT §2.1).
import type { IncomingMessage } from "node:http";
import { badField, HttpError } from "./errors.ts";

export const BODY_LIMIT = 64 * 1024;
/** A body over the limit is still read (and dropped) up to this size, so the client gets its 413. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return req.headers["transfer-encoding"] !== undefined;
}

/**
 * Reads the body, keeping at most `keep` bytes, and settles with what `done` makes of them (or
 * throws) once it has ended: the parsing happens in the same turn, with no promise in between.
 * Past `keep` the rest is read and dropped (so the client, still sending, gets its answer) up to
 * DRAIN_LIMIT, beyond which the connection is cut.
 */
function collect<T>(req: IncomingMessage, keep: number, done: (body: Buffer, over: boolean) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT) {
        req.socket.destroy();
        return;
      }
      if (over) return;
      if (size > keep) {
        over = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      try {
        // A small body is one chunk (node:http hands each one over as its own copy): no concat.
        resolve(done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), over));
      } catch (error) {
        reject(error);
      }
    });
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(new HttpError(400, "incomplete_body", "the request body ended early"));
    });
  });
}

/** Reads and drops the body, then fails with `error`. */
function refuse(req: IncomingMessage, error: () => HttpError): Promise<never> {
  return collect(req, 0, () => {
    throw error();
  });
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, "body_too_large", `the request body is larger than ${limit / 1024} KiB`, { headers: { connection: "close" } });
}

/** The body's bytes, made into a value by `parse` as soon as they are all there; 413 past `limit`. */
function readBody<T>(req: IncomingMessage, limit: number, parse: (raw: Buffer) => T): Promise<T> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return refuse(req, () => tooLarge(limit));
  return collect(req, limit, (body, over) => {
    if (over) throw tooLarge(limit);
    return parse(body);
  });
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
    if (!allowed.includes(key)) throw badField(key, "unknown_field", `unknown query parameter ${JSON.stringify(key)}; this endpoint takes ${names.join(", ")}`);
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
    if (!allowed.includes(key)) throw badField(key, "unknown_field", `unknown field ${JSON.stringify(key)}; this endpoint takes ${names.join(", ")}`);
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
