// The HTTP core (docs/architecture.md#the-service): one route table, handlers that return data, one `send`. Every
// response carries a request id; every request is logged as one JSON line (method, path, status,
// ms); every error is the JSON body of docs/service.md#errors; unknown errors are a 500 naming the request
// id and nothing else. HEAD works for every GET; a known path with the wrong method is a 405
// whose Allow comes from the table.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import { basePathOf } from "./config.ts";
import type { ServerDeps } from "./deps.ts";
import { ClientAbortedError, HttpError } from "./http/errors.ts";
import { RateLimiter, type LimitClass } from "./http/rate-limit.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { UNMATCHED_ROUTE } from "./metrics.ts";

export interface Request {
  id: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** The client address (socket, or X-Forwarded-For with SVC_TRUST_PROXY=1). */
  ip: string;
  raw: IncomingMessage;
  /** Only for handlers that answer themselves (the MCP transport): they return `{ handled: true }`. */
  res: ServerResponse;
  /**
   * Counts one more use of a limit class against this client's address, for what a handler
   * counts itself (the MCP tool calls inside /mcp requests): null when allowed, else the seconds
   * until it may try again.
   */
  rateLimit(kind: LimitClass): number | null;
  /** Whether this client's address has used up a limit class's allowance (without counting a use): null when not, else the seconds to wait. */
  rateLimitReached(kind: LimitClass): number | null;
}

export interface Reply {
  status?: number;
  /** A JSON body, serialised by send. */
  json?: unknown;
  /** A body already serialised (a replayed idempotent answer, a text document). */
  text?: string;
  /** A body already encoded (a cached document): sent as these bytes, never copied. */
  bytes?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** A body streamed from a file (downloads); the handler sets Content-Length in headers. */
  stream?: () => Readable;
  /** The handler has written the whole response itself. */
  handled?: true;
}

export type Handler = (req: Request, deps: ServerDeps) => Promise<Reply>;

export interface Route {
  method: "GET" | "POST";
  path: string;
  /** The route's name in the metrics when many table entries are one route (/guides/{from}-to-{to}.json); else the path. */
  pattern?: string;
  handler: Handler;
  /** Which rate limit applies; null for none (the webhook). */
  limit: LimitClass | null;
}

export function json(body: unknown, status = 200, headers?: Record<string, string>): Reply {
  return headers === undefined ? { status, json: body } : { status, json: body, headers };
}

const ID_PREFIX = randomBytes(6).toString("base64url");
let requestCounter = 0;

function requestId(): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `req_${ID_PREFIX}${requestCounter.toString(36)}`;
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const header = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
    // The operator's proxy appends the address it saw; anything left of it the client can forge.
    const last = header?.split(",").at(-1)?.trim();
    if (last !== undefined && last !== "") return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** The query of a request without one: shared, so it refuses to change. */
class EmptyQuery extends URLSearchParams {
  override append(): never {
    throw new TypeError("a request's query is read-only");
  }
  override delete(): never {
    throw new TypeError("a request's query is read-only");
  }
  override set(): never {
    throw new TypeError("a request's query is read-only");
  }
  override sort(): never {
    throw new TypeError("a request's query is read-only");
  }
}
const EMPTY_QUERY: URLSearchParams = new EmptyQuery();

/**
 * What a handler sees of a request. The query string is parsed and the client address looked up
 * only when a handler (or a rate limit) asks for them: most requests need neither.
 */
class IncomingRequest implements Request {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly raw: IncomingMessage;
  readonly res: ServerResponse;
  readonly #search: string;
  readonly #trustProxy: boolean;
  readonly #limit: (kind: LimitClass, address: string) => number | null;
  readonly #reached: (kind: LimitClass, address: string) => number | null;
  #query: URLSearchParams | undefined;
  #ip: string | undefined;

  constructor(options: {
    id: string;
    method: string;
    path: string;
    search: string;
    raw: IncomingMessage;
    res: ServerResponse;
    trustProxy: boolean;
    limit: (kind: LimitClass, address: string) => number | null;
    reached: (kind: LimitClass, address: string) => number | null;
  }) {
    this.id = options.id;
    this.method = options.method;
    this.path = options.path;
    this.#search = options.search;
    this.headers = options.raw.headers;
    this.raw = options.raw;
    this.res = options.res;
    this.#trustProxy = options.trustProxy;
    this.#limit = options.limit;
    this.#reached = options.reached;
  }

  rateLimit(kind: LimitClass): number | null {
    return this.#limit(kind, this.ip);
  }

  rateLimitReached(kind: LimitClass): number | null {
    return this.#reached(kind, this.ip);
  }

  get query(): URLSearchParams {
    this.#query ??= this.#search === "" ? EMPTY_QUERY : new URLSearchParams(this.#search);
    return this.#query;
  }

  get ip(): string {
    this.#ip ??= clientAddress(this.raw, this.#trustProxy);
    return this.#ip;
  }
}

/**
 * The path and query of an absolute-form request target (`GET http://host/path?q HTTP/1.1`),
 * which a server must accept (RFC 9112 §3.2.2); anything else (`*`) is left to answer 404.
 */
function originForm(target: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (match === null) return target;
  const rest = target.slice(match[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The node:http request listener for a route table. */
export function createApp(routes: readonly Route[], deps: ServerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const byPath = new Map<string, Map<string, Route>>();
  // The route's pattern, never the raw path, names it in the metrics: the label values stay a fixed set.
  const patternOf = new Map<string, string>();
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? new Map<string, Route>();
    if (methods.has(route.method)) throw new Error(`two routes for ${route.method} ${route.path}`);
    methods.set(route.method, route);
    byPath.set(route.path, methods);
    if (!patternOf.has(route.path)) patternOf.set(route.path, route.pattern ?? route.path);
  }
  const limiter = new RateLimiter(deps.config.rateLimits);
  const trustProxy = deps.config.trustProxy;
  // Behind a proxy that serves svc under a path (SVC_BASE_URL https://example.com/svc), requests
  // may arrive with that path or with it stripped: both are answered.
  const prefix = basePathOf(deps.config.baseUrl);
  const security = securityHeaders(deps.config.baseUrl);
  const limit = (kind: LimitClass, address: string): number | null => (limiter.applies(kind) ? limiter.take(kind, address, deps.now().getTime()) : null);
  const reached = (kind: LimitClass, address: string): number | null => limiter.reached(kind, address, deps.now().getTime());

  // Connections an answer said Connection: close on (a shutdown, a request without Host): Node
  // ends them after that answer, so a request that comes after it on the same connection (sent
  // before the client saw the close) is not run: it could never be answered, and the client,
  // seeing the connection close without its answer, sends it again on a new one (RFC 9112 §9.6).
  const closing = new WeakSet<object>();
  // The last request started on each connection: while draining, the one whose answer comes last
  // (answers go out in the order the requests came) is the one that says Connection: close.
  const lastOn = new WeakMap<object, number>();
  let started = 0;

  return (raw, res) => {
    const connection = raw.socket;
    if (closing.has(connection)) {
      deps.log.info("request not run: its connection closes after an earlier answer", { method: raw.method ?? "GET" });
      return;
    }
    const turn = ++started;
    lastOn.set(connection, turn);
    /** Whether this answer ends the connection; from then on nothing more is run on it. */
    const closes = (reply: Reply): boolean => {
      const close = (deps.lifecycle.draining && lastOn.get(connection) === turn) || reply.headers?.["connection"]?.toLowerCase() === "close";
      if (close) closing.add(connection);
      return close;
    };
    const startedAt = performance.now();
    const id = requestId();
    const method = raw.method ?? "GET";
    let target = raw.url ?? "/";
    if (target.charCodeAt(0) !== 0x2f) target = originForm(target);
    const queryAt = target.indexOf("?");
    let pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    if (prefix !== "" && pathname.startsWith(prefix) && (pathname.length === prefix.length || pathname.charCodeAt(prefix.length) === 0x2f))
      pathname = pathname.slice(prefix.length) || "/";
    const req = new IncomingRequest({
      id,
      method,
      path: pathname,
      search: queryAt === -1 ? "" : target.slice(queryAt + 1),
      raw,
      res,
      trustProxy,
      limit,
      reached,
    });
    res.on("finish", () => {
      const ms = performance.now() - startedAt;
      deps.log.info("request", { request_id: id, method, path: pathname, status: res.statusCode, ms: Math.round(ms * 100) / 100 });
      deps.metrics.observeRequest(patternOf.get(pathname) ?? UNMATCHED_ROUTE, method, res.statusCode, ms / 1000);
    });
    let reply: Promise<Reply>;
    try {
      reply = route(req, byPath, limiter, deps).handler(req, deps);
    } catch (error) {
      reply = Promise.reject(error);
    }
    reply.then(
      (answer) => send(res, req, answer, security, closes),
      (error: unknown) => send(res, req, errorReply(error, req, deps), security, closes),
    );
  };
}

/** The route for a request, after its rate limit; throws the 400 (no Host), 429, 404 or 405. */
function route(req: Request, byPath: Map<string, Map<string, Route>>, limiter: RateLimiter, deps: ServerDeps): Route {
  // HTTP/1.1 requires Host (RFC 9112 §3.2): a request without one is refused, and the connection
  // closed, since what else it sends cannot be trusted to be framed right.
  if (req.headers.host === undefined && req.raw.httpVersionMajor === 1 && req.raw.httpVersionMinor >= 1) {
    throw new HttpError(400, "missing_host", "an HTTP/1.1 request needs a Host header", { headers: { connection: "close" } });
  }
  const methods = byPath.get(req.path);
  const lookup = req.method === "HEAD" ? "GET" : req.method;
  const found = methods?.get(lookup);
  // A wrong method counts against the path's own limit (none for the webhook), an unknown path by its method.
  const owner = found ?? methods?.values().next().value;
  const limit: LimitClass | null = owner !== undefined ? owner.limit : lookup === "GET" ? "get" : "post";
  if (limit !== null && limiter.applies(limit)) {
    const retryAfter = limiter.take(limit, req.ip, deps.now().getTime());
    if (retryAfter !== null) {
      throw new HttpError(429, "rate_limited", `too many requests from this address; try again in ${retryAfter} s`, {
        headers: { "retry-after": String(retryAfter) },
        extra: { retry_after: retryAfter },
      });
    }
  }
  if (methods === undefined) throw new HttpError(404, "not_found", `nothing at ${req.path}`);
  if (found === undefined) {
    const allow = [...methods.keys()];
    if (allow.includes("GET")) allow.push("HEAD");
    allow.sort();
    throw new HttpError(405, "method_not_allowed", `${req.path} answers ${allow.join(", ")}, not ${req.method}`, { headers: { allow: allow.join(", ") } });
  }
  return found;
}

function errorReply(error: unknown, req: Request, deps: ServerDeps): Reply {
  if (error instanceof ClientAbortedError) {
    deps.log.info("request aborted by the client before its body arrived", { request_id: req.id, method: req.method, path: req.path });
    return { status: error.status, json: error.body() };
  }
  if (error instanceof HttpError) {
    if (error.detail !== undefined)
      deps.log.warn("request failed", { request_id: req.id, path: req.path, status: error.status, code: error.code, detail: error.detail });
    return { status: error.status, json: error.body(), headers: error.headers };
  }
  deps.log.error("unhandled error", {
    request_id: req.id,
    method: req.method,
    path: req.path,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return { status: 500, json: { error: { code: "internal_error", message: `internal error; quote request id ${req.id} to support` } } };
}

const JSON_TYPE = "application/json; charset=utf-8";

/** Headers as writeHead's flat list, a reply's own replacing the defaults of the same name. */
function withReplyHeaders(defaults: string[], own: Record<string, string> | undefined): string[] {
  if (own === undefined) return defaults;
  const names = Object.keys(own);
  if (names.length === 0) return defaults;
  const replaced = new Set(names.map((name) => name.toLowerCase()));
  const headers: string[] = [];
  for (let index = 0; index < defaults.length; index += 2) {
    if (!replaced.has(defaults[index]!)) headers.push(defaults[index]!, defaults[index + 1]!);
  }
  for (const name of names) headers.push(name, own[name]!);
  return headers;
}

/**
 * `closes`: whether the answer ends the connection (the server is shutting down, so the client
 * opens its next connection elsewhere; or the reply says so itself): it then says Connection: close.
 */
function send(res: ServerResponse, req: Request, reply: Reply, security: readonly string[], closes: (reply: Reply) => boolean): void {
  if (reply.handled) return;
  if (res.headersSent) {
    res.end();
    return;
  }
  const draining = closes(reply);
  if (reply.stream !== undefined) {
    sendStream(res, req, reply, reply.stream, security, draining);
    return;
  }
  const body = reply.bytes ?? reply.text ?? (reply.json === undefined ? "" : JSON.stringify(reply.json));
  const bytes = typeof body === "string" ? Buffer.byteLength(body) : body.length;
  // One writeHead with a flat list: no per-header bookkeeping of setHeader, and Node writes the
  // head and body in one writev.
  const headers = ["x-request-id", req.id, "x-content-type-options", "nosniff", "cache-control", "no-store", ...security];
  if (bytes > 0 || reply.json !== undefined) headers.push("content-type", reply.contentType ?? JSON_TYPE);
  headers.push("content-length", String(bytes));
  if (draining) headers.push("connection", "close");
  res.writeHead(reply.status ?? 200, withReplyHeaders(headers, reply.headers));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

function sendStream(res: ServerResponse, req: Request, reply: Reply, open: () => Readable, security: readonly string[], draining: boolean): void {
  res.statusCode = reply.status ?? 200;
  res.setHeader("x-request-id", req.id);
  res.setHeader("x-content-type-options", "nosniff");
  for (let index = 0; index < security.length; index += 2) res.setHeader(security[index]!, security[index + 1]!);
  res.setHeader("content-type", reply.contentType ?? "application/octet-stream");
  if (draining) res.setHeader("connection", "close");
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // A file that fails mid-way cannot become an error answer any more: the connection is cut, so
  // the client sees a short body rather than a wrong one.
  pipeline(open(), res).catch(() => res.destroy());
}
