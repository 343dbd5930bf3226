// The HTTP rules of docs/service.md#conventions on the real server: error bodies and statuses, 405 with Allow,
// HEAD, body limits and content types, request ids and logs, rate limits, no 5xx for bad input.
import assert from "node:assert/strict";
import http from "node:http";
import net from "node:net";
import { describe, test } from "node:test";
import { logEntries, startTestServer } from "../support/server.ts";

/** A raw request, for bodies and headers fetch will not send. */
function raw(
  url: string,
  options: { method: string; path: string; headers?: Record<string, string | number>; body?: Buffer | string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${options.path}`, { method: options.method, headers: options.headers }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("HTTP rules", () => {
  test("404, and 405 with Allow from the route table", async () => {
    const server = await startTestServer();
    const missing = await server.request("/api/v1/nothing");
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, "not_found");
    const putCheckout = await server.request("/api/v1/checkout", { method: "PUT" });
    assert.equal(putCheckout.status, 405);
    assert.equal(putCheckout.headers.get("allow"), "GET, HEAD, POST");
    const postCatalog = await server.request("/api/v1/catalog", { json: {} });
    assert.equal(postCatalog.status, 405);
    assert.equal(postCatalog.headers.get("allow"), "GET, HEAD");
    assert.equal((await server.request("/api/v1/quote", { method: "DELETE" })).headers.get("allow"), "GET, HEAD, POST");
    assert.equal((await server.request("/api/processor/webhook")).headers.get("allow"), "POST");
  });

  test("an absolute-form request target is answered as its path and query (RFC 9112 §3.2.2)", async () => {
    const server = await startTestServer();
    const { port } = new URL(server.url);
    const get = (path: string): Promise<{ status: number; text: string }> =>
      new Promise((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method: "GET", path }, (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on("error", reject);
        req.end();
      });
    const health = await get(`${server.url}/health`);
    assert.equal(health.status, 200, health.text);
    assert.equal(JSON.parse(health.text).status, "ok");
    const quote = await get("http://svc.example.com/api/v1/quote?product_id=svc_lifetime");
    assert.equal(quote.status, 200, quote.text);
    assert.equal((await get("http://svc.example.com?x=1")).status, 200, "no path is the home page");
    assert.equal((await get("http://svc.example.com/download/../health")).status, 404);
  });

  test("a body that trickles in is cut off with 408 after the request timeout; a slow answer is not", async () => {
    const server = await startTestServer({ requestTimeoutMs: 600 });
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write('POST /api/v1/quote HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"product_id"');
      });
      let text = "";
      socket.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      socket.on("close", () => resolve(text));
      socket.on("error", () => {});
      setTimeout(() => {
        socket.destroy();
        resolve(`still open: ${text}`);
      }, 5_000).unref();
    });
    // Only the request timeout answers 408 (the socket is given up at 5 s, "still open").
    assert.match(answer, /^HTTP\/1\.1 408 /, answer);
    server.stripe!.chargeDelayMs = 1_500;
    const slow = await server.request("/api/v1/checkout", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_ok_slow", buyer_email: "ada@example.com" },
    });
    assert.equal(slow.status, 200, slow.text);
    assert.equal((await server.request("/health")).status, 200);
  });

  test("HEAD answers every GET with its headers and no body", async () => {
    const server = await startTestServer();
    for (const path of ["/health", "/api/v1/catalog", "/pricing.json", "/api/v1/updates"]) {
      const get = await raw(server.url, { method: "GET", path });
      const head = await raw(server.url, { method: "HEAD", path });
      assert.equal(head.status, 200, path);
      assert.equal(head.text, "");
      assert.equal(head.headers["content-length"], get.headers["content-length"]);
      assert.equal(head.headers["content-type"], "application/json; charset=utf-8");
    }
  });

  test("bad bodies: 415, 413 for 1 MB, malformed JSON, wrong types, unknown fields, arrays — never a 5xx", async () => {
    const server = await startTestServer();
    const checkout = { method: "POST", path: "/api/v1/checkout" };
    const cases: [{ headers?: Record<string, string | number>; body?: Buffer | string }, number, string][] = [
      [{ headers: { "content-type": "text/plain" }, body: "product_id=svc_lifetime" }, 415, "unsupported_media_type"],
      [{ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "product_id=svc_lifetime" }, 415, "unsupported_media_type"],
      [{ headers: { "content-type": "application/json" }, body: Buffer.alloc(1024 * 1024, 0x20) }, 413, "body_too_large"],
      [{ headers: { "content-type": "application/json", "transfer-encoding": "chunked" }, body: `{"a":"${"x".repeat(70 * 1024)}"}` }, 413, "body_too_large"],
      [{ headers: { "content-type": "application/json" }, body: "{product_id: svc_lifetime}" }, 400, "invalid_json"],
      [{ headers: { "content-type": "application/json" }, body: '["svc_lifetime"]' }, 400, "invalid_body"],
      [{ headers: { "content-type": "application/json" }, body: '{"product_id": 5, "payment_mode": "processor_link"}' }, 400, "invalid_type"],
      [
        { headers: { "content-type": "application/json" }, body: '{"product_id": "svc_lifetime", "payment_mode": "processor_link", "coupon": "FREE"}' },
        400,
        "unknown_field",
      ],
      [{ headers: { "content-type": "application/json" }, body: '{"product_id": ["svc_lifetime"]}' }, 400, "invalid_type"],
      [{ headers: { "content-type": "application/json" }, body: Buffer.from([0x7b, 0xff, 0x7d]) }, 400, "invalid_json"],
    ];
    for (const [input, status, code] of cases) {
      const answer = await raw(server.url, { ...checkout, ...input });
      assert.equal(answer.status, status, `${code}: ${answer.text}`);
      assert.equal(JSON.parse(answer.text).error.code, code);
    }
    const unknownQuery = await server.request("/api/v1/checkout?product_id=svc_lifetime&utm=x", { method: "POST" });
    assert.equal(unknownQuery.status, 400);
    assert.equal(unknownQuery.body.error.field, "utm");
    const repeated = await server.request("/api/v1/quote?product_id=svc_lifetime&product_id=svc_lifetime");
    assert.equal(repeated.body.error.code, "conflicting_field");
    assert.equal((await server.request("/api/v1/ad-event", { json: { event: "click", campaign: 7 } })).body.error.code, "invalid_type");
    assert.equal(logEntries(server).filter((entry) => Number(entry["status"]) >= 500).length, 0);
  });

  test("JSON bodies: a UTF-8 BOM is dropped, a bad byte is 400 and the next body still parses, one chunk or many", async () => {
    const server = await startTestServer();
    const quote = { method: "POST", path: "/api/v1/quote", headers: { "content-type": "application/json" } };
    const withBom = await raw(server.url, { ...quote, body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"product_id": "svc_lifetime"}')]) });
    assert.equal(withBom.status, 200, withBom.text);
    const bad = await raw(server.url, { ...quote, body: Buffer.from([0x7b, 0x22, 0xc3, 0x22, 0x3a, 0x31, 0x7d]) });
    assert.equal(JSON.parse(bad.text).error.code, "invalid_json");
    const after = await raw(server.url, { ...quote, body: '{"product_id": "svc_lifetime", "country": "fr"}' });
    assert.equal(JSON.parse(after.text).country, "FR");
    // Sent in pieces: node:http hands the body over in several chunks.
    const pieces = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const body = JSON.stringify({ product_id: "svc_lifetime", country: "JP" });
      const req = http.request(
        `${server.url}/api/v1/quote`,
        { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
        (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.flushHeaders();
      let at = 0;
      const next = (): void => {
        if (at >= body.length) {
          req.end();
          return;
        }
        req.write(body.slice(at, at + 5));
        at += 5;
        setTimeout(next, 2);
      };
      next();
    });
    assert.equal(pieces.status, 200, pieces.text);
    assert.equal(JSON.parse(pieces.text).country, "JP");
  });

  test("every answer carries the request id, nosniff, no-store and its length; error headers come once", async () => {
    const server = await startTestServer();
    for (const path of ["/api/v1/catalog", "/api/v1/quote?product_id=svc_lifetime", "/nowhere", "/"]) {
      const answer = await raw(server.url, { method: "GET", path });
      assert.match(String(answer.headers["x-request-id"]), /^req_/, path);
      assert.equal(answer.headers["x-content-type-options"], "nosniff", path);
      assert.equal(answer.headers["cache-control"], "no-store", path);
      assert.equal(answer.headers["content-length"], String(Buffer.byteLength(answer.text)), path);
    }
    const limited = await startTestServer({ env: { SVC_RATE_LIMITS: "post=0,get=1,ad=0" } });
    await limited.request("/health");
    const refused = await raw(limited.url, { method: "GET", path: "/health" });
    assert.equal(refused.status, 429);
    assert.equal(typeof refused.headers["retry-after"], "string");
    const wrongMethod = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${server.url}/api/v1/catalog`, { method: "POST", headers: { "content-type": "application/json" } }, resolve);
      req.on("error", reject);
      req.end("{}");
    });
    wrongMethod.resume();
    assert.equal(wrongMethod.statusCode, 405);
    const names = wrongMethod.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    for (const name of ["allow", "cache-control", "content-type", "content-length", "x-request-id"])
      assert.equal(names.filter((each) => each === name).length, 1, name);
  });

  test("request ids in a header and in one JSON log line a request, which never holds a body, token or address", async () => {
    const server = await startTestServer();
    const answer = await server.request("/api/v1/checkout?buyer_email=ada%40example.com", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_ok_secret" },
    });
    assert.equal(answer.status, 200, answer.text);
    const id = answer.headers.get("x-request-id");
    assert.match(id ?? "", /^req_/);
    const declined = await server.request("/api/v1/checkout", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_decline_secret", buyer_email: "bob@example.com" },
    });
    assert.notEqual(declined.headers.get("x-request-id"), id);
    const line = logEntries(server).find((entry) => entry["request_id"] === id);
    assert.deepEqual(Object.keys(line ?? {}), ["time", "level", "msg", "request_id", "method", "path", "status", "ms"]);
    assert.equal(line?.["path"], "/api/v1/checkout");
    const all = server.logs.join("\n");
    for (const secret of ["spt_ok_secret", "spt_decline_secret", "ada@example.com", "bob@example.com", answer.body.license]) {
      assert.equal(all.includes(secret), false, `the logs hold ${secret}`);
    }
  });

  test("an unexpected failure is a 500 naming the request id, with no stack", async () => {
    const server = await startTestServer();
    // A bug, not an outage (a closed or unreachable store is a 503: test/server/outage.test.ts).
    Object.assign(server.deps.store, { seatCounts: async () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'sold')")) });
    const answer = await server.request("/api/v1/catalog");
    assert.equal(answer.status, 500);
    assert.deepEqual(Object.keys(answer.body.error), ["code", "message"]);
    assert.equal(answer.body.error.code, "internal_error");
    assert.ok(answer.body.error.message.includes(answer.headers.get("x-request-id")!));
    assert.doesNotMatch(answer.text, /at .*\.ts:\d+|Error:/);
    assert.ok(logEntries(server).some((entry) => entry["level"] === "error" && typeof entry["stack"] === "string"));
    await server.deps.store.close();
    const health = await server.request("/health");
    assert.equal(health.status, 503);
    assert.equal(health.body.error.code, "store_unavailable");
  });

  test("rate limits per address: 429 with Retry-After; X-Forwarded-For counts only with SVC_TRUST_PROXY=1", async () => {
    const server = await startTestServer({ env: { SVC_RATE_LIMITS: "post=2,get=3,ad=1" } });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await server.request("/api/v1/quote", { json: { product_id: "svc_lifetime" } })).status);
    assert.deepEqual(statuses, [200, 200, 429]);
    const limited = await server.request("/api/v1/quote", { json: { product_id: "svc_lifetime" } });
    assert.equal(limited.body.error.code, "rate_limited");
    assert.ok(Number(limited.headers.get("retry-after")) > 0);
    assert.equal((await server.request("/pricing.json")).status, 200, "GET has its own budget");
    assert.equal((await server.request("/api/v1/ad-event", { json: { event: "click" } })).status, 202);
    assert.equal((await server.request("/api/v1/ad-event", { json: { event: "click" } })).status, 429);
    const forged = await server.request("/api/v1/quote", { json: { product_id: "svc_lifetime" }, headers: { "x-forwarded-for": "203.0.113.9" } });
    assert.equal(forged.status, 429, "without SVC_TRUST_PROXY the header is ignored");
    const webhook = await server.request("/api/processor/webhook", { json: {} });
    assert.equal(webhook.status, 400, "the webhook is not limited");
    server.clock.advance(60_000);
    assert.equal((await server.request("/api/v1/quote", { json: { product_id: "svc_lifetime" } })).status, 200, "a new minute");

    const proxied = await startTestServer({ env: { SVC_RATE_LIMITS: "post=1,get=0,ad=0", SVC_TRUST_PROXY: "1" } });
    const from = (address: string) =>
      proxied.request("/api/v1/quote", { json: { product_id: "svc_lifetime" }, headers: { "x-forwarded-for": `198.51.100.1, ${address}` } });
    assert.equal((await from("203.0.113.1")).status, 200);
    assert.equal((await from("203.0.113.2")).status, 200);
    assert.equal((await from("203.0.113.1")).status, 429);
  });
});
