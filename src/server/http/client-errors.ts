// Answers that Node's HTTP layer gives before a request reaches the route table — a malformed
// request (400), headers too large (431), a request too slow (408), an Expect other than
// 100-continue (417), a declared body over the limit sent with Expect: 100-continue (413) — in the
// same JSON error shape and with the same headers as every other answer.
import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../log.ts";
import { BODY_LIMIT } from "./body.ts";
import { securityHeaders } from "./security-headers.ts";

function errorBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

function headerList(security: readonly string[], body: string): string[] {
  return [
    "content-type",
    "application/json; charset=utf-8",
    "content-length",
    String(Buffer.byteLength(body)),
    "connection",
    "close",
    "x-content-type-options",
    "nosniff",
    "cache-control",
    "no-store",
    ...security,
  ];
}

function parserError(code: string | undefined): [number, string, string] {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "request_timeout", "the request did not arrive in time"];
  if (code === "HPE_HEADER_OVERFLOW") return [431, "headers_too_large", "the request headers are too large"];
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return [413, "body_too_large", "the chunk extensions are too large"];
  return [400, "bad_request", "the request is not valid HTTP/1.1"];
}

/** Installs the handlers on a server; `app` is the request listener. */
export function answerClientErrors(server: http.Server, app: (req: IncomingMessage, res: ServerResponse) => void, baseUrl: string, log: Logger): void {
  const security = securityHeaders(baseUrl);

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answering = (socket as { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || error.code === "ECONNRESET" || answering?.headersSent === true) {
      socket.destroy();
      return;
    }
    const [status, code, message] = parserError(error.code);
    const body = errorBody(code, message);
    const head = headerList(security, body);
    let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n`;
    for (let index = 0; index < head.length; index += 2) text += `${head[index]}: ${head[index + 1]}\r\n`;
    socket.end(`${text}\r\n${body}`);
    log.info("request refused by the HTTP parser", { status, code: error.code ?? "unknown" });
  });

  const refuse = (res: ServerResponse, status: number, code: string, message: string): void => {
    const body = errorBody(code, message);
    res.writeHead(status, headerList(security, body));
    res.end(body);
  };

  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    refuse(res, 417, "expectation_failed", `Expect: ${String(req.headers["expect"]).slice(0, 100)} is not supported (only 100-continue)`);
  });

  // Expect: 100-continue: a body declared over the limit is refused before the client sends it.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (Number(req.headers["content-length"] ?? 0) <= BODY_LIMIT) res.writeContinue();
    app(req, res);
  });
}
