// The smaller findings of the outside audit (issue 15): every answer in the error shape (Node's
// own parser errors too), page headers, body limits without 100 Continue, ad-event strings,
// webhook timestamps from the future, license lookups by guessed ids, start-up errors.
import assert from "node:assert/strict";
import net from "node:net";
import { describe, test } from "node:test";
import { svc, tempDir } from "../support/cli.ts";
import { startServe } from "../support/serve-process.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/** Writes raw bytes and returns what came back before the server closed (or `waitMs` passed). */
function rawExchange(server: TestServer, text: string, waitMs = 3000): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(text));
    socket.setEncoding("latin1").on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, waitMs).unref();
  });
}

function jsonError(answer: string): { status: number; code: string } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  assert.match(answer, /content-type: application\/json/i, answer);
  const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
  const parsed = JSON.parse(body) as { error: { code: string; message: string } };
  assert.equal(typeof parsed.error.message, "string");
  return { status, code: parsed.error.code };
}

describe("every error in the JSON shape", () => {
  test("Node's parser errors: a malformed request 400, headers too large 431, an unknown Expect 417, a request too slow 408", async () => {
    const server = await startTestServer({ requestTimeoutMs: 600 });
    assert.deepEqual(jsonError(await rawExchange(server, "GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n")), { status: 400, code: "bad_request" });
    assert.deepEqual(jsonError(await rawExchange(server, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`)), {
      status: 431,
      code: "headers_too_large",
    });
    assert.deepEqual(jsonError(await rawExchange(server, "GET /health HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n\r\n")), {
      status: 417,
      code: "expectation_failed",
    });
    assert.deepEqual(
      jsonError(await rawExchange(server, "POST /api/v1/quote HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{")),
      { status: 408, code: "request_timeout" },
    );
  });

  test("an HTTP/1.1 request without Host: a JSON 400 with the security headers, and the connection closed", async () => {
    const server = await startTestServer();
    const answer = await rawExchange(server, "GET /api/v1/catalog HTTP/1.1\r\n\r\n");
    assert.deepEqual(jsonError(answer), { status: 400, code: "missing_host" });
    for (const header of ["content-security-policy", "x-frame-options", "referrer-policy", "x-content-type-options", "x-request-id"]) {
      assert.match(answer, new RegExp(`^${header}: `, "im"), `${header} is missing:\n${answer}`);
    }
    assert.match(answer, /^connection: close/im);
    // HTTP/1.0 had no Host header: such a request is still answered.
    assert.match(await rawExchange(server, "GET /healthz HTTP/1.0\r\n\r\n"), /^HTTP\/1\.1 200 /);
  });

  test("a client aborting its upload: one info line without a stack per attempt, never an error", async () => {
    const server = await startTestServer();
    for (const path of ["/api/v1/checkout", "/api/processor/webhook", "/api/v1/quote"]) {
      const before = server.logs.length;
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"product_id":`);
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("error", () => {});
      const deadline = Date.now() + 5000;
      while (server.logs.length === before) {
        assert.ok(Date.now() < deadline, `nothing was logged for the aborted upload to ${path}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Anything else it would log comes in the same turn or the next: a request that answers settles it.
      assert.equal((await server.request("/healthz")).status, 200);
      const lines = server.logs
        .slice(before)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry["path"] === path);
      assert.equal(lines.length, 1, lines.map((line) => JSON.stringify(line)).join("\n"));
      assert.equal(lines[0]!["level"], "info", JSON.stringify(lines[0]));
      assert.equal(lines[0]!["stack"], undefined);
      assert.match(String(lines[0]!["msg"]), /aborted/);
    }
  });

  test("a correctly signed event without data is a clean 400", async () => {
    const server = await startTestServer();
    const payload = JSON.stringify({ id: "evt_nodata", object: "event", type: "checkout.session.completed" });
    const answer = await server.request("/api/processor/webhook", {
      method: "POST",
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": server.stripe!.sign(payload, Math.floor(server.clock.now().getTime() / 1000)) },
    });
    assert.equal(answer.status, 400, answer.text);
    assert.equal(answer.body.error.code, "invalid_event");
    assert.doesNotMatch(answer.text, /Cannot read|undefined/);
  });

  test("MCP arguments: null is invalid params in a sentence, not a raw validation dump", async () => {
    const server = await startTestServer();
    const answer = await server.request("/mcp", {
      json: { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "list_products", arguments: null } },
      headers: { accept: "application/json, text/event-stream" },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.id, 7);
    assert.equal(answer.body.error?.code, -32602, answer.text);
    assert.ok(answer.body.error.message.length < 200, answer.body.error.message);
    assert.doesNotMatch(answer.text, /"expected"|received|invalid_type/);
  });

  test("error messages echo at most about 200 characters of the input", async () => {
    const server = await startTestServer();
    const long = "x".repeat(5000);
    for (const [path, json] of [
      ["/api/v1/checkout", { product_id: "svc_lifetime", payment_mode: long }],
      ["/api/v1/quote", { product_id: long }],
      ["/api/v1/quote", { [long]: "1" }],
    ] as const) {
      const answer = await server.request(path, { json });
      assert.equal(answer.status, 400, answer.text);
      assert.ok(!JSON.stringify(answer.body).includes("x".repeat(201)), `${path}: ${answer.text.slice(0, 500)}`);
      assert.ok(answer.text.length < 1000, `${path}: ${answer.text.length} characters`);
    }
  });
});

describe("page headers", () => {
  test("pages and documents carry CSP, frame-ancestors, X-Frame-Options, Referrer-Policy; HSTS only with an https base URL", async () => {
    const plain = await startTestServer();
    for (const path of ["/", "/buy?product=svc_lifetime", "/buy/thanks?session_id=cs_test_referrer", "/openapi.json", "/api/v1/nothing"]) {
      const answer = await plain.request(path);
      assert.match(answer.headers.get("content-security-policy") ?? "", /frame-ancestors 'none'/, path);
      assert.match(answer.headers.get("content-security-policy") ?? "", /default-src 'none'/, path);
      assert.equal(answer.headers.get("x-frame-options"), "DENY", path);
      // No page's address leaves it (the thanks page's holds the order's id, the key to its
      // license, which would reach the proxy's error log as a referrer), but the buy form's: its
      // post must carry its Origin, which POST /buy checks (no-referrer makes browsers send null).
      assert.equal(answer.headers.get("referrer-policy"), path.startsWith("/buy?") ? "same-origin" : "no-referrer", path);
      assert.equal(answer.headers.get("strict-transport-security"), null, path);
    }
    const again = await plain.request("/buy", {
      method: "POST",
      body: "product=svc_team_migration_pack&email=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    assert.equal(again.status, 400, "the form again, with the reason");
    assert.equal(again.headers.get("referrer-policy"), "same-origin", "the form shown again is posted again");
    const secure = await startTestServer({ env: { SVC_BASE_URL: "https://svc.example.com" } });
    assert.match((await secure.request("/")).headers.get("strict-transport-security") ?? "", /^max-age=\d+/);
  });
});

describe("bodies over the limit", () => {
  test("a declared Content-Length over the limit is a 413 at once, without 100 Continue", async () => {
    const server = await startTestServer();
    const head = "POST /api/v1/quote HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n";
    const expecting = await rawExchange(server, `${head}Expect: 100-continue\r\n\r\n`);
    assert.doesNotMatch(expecting, /100 Continue/);
    assert.deepEqual(jsonError(expecting), { status: 413, code: "body_too_large" });
    // 1,000 of 100,000,000 bytes sent: a server waiting for the body would time the request out (408).
    const declared = await rawExchange(server, `${head}\r\n${"x".repeat(1000)}`);
    assert.deepEqual(jsonError(declared), { status: 413, code: "body_too_large" });
  });

  test("a chunked body is cut at the limit and gets 413", async () => {
    const server = await startTestServer();
    const chunk = "x".repeat(16 * 1024);
    let text = "POST /api/v1/quote HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
    for (let index = 0; index < 8; index++) text += `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    const answer = await rawExchange(server, text);
    assert.deepEqual(jsonError(answer), { status: 413, code: "body_too_large" });
  });
});

describe("ad events", () => {
  test("strings with NUL or a lone surrogate are refused, not truncated", async () => {
    const server = await startTestServer();
    for (const body of ['{"event":"click","ref":"a\\u0000b"}', '{"event":"click","campaign":"x\\ud800"}', '{"event":"click","source":"\\udc00y"}']) {
      const answer = await server.request("/api/v1/ad-event", { method: "POST", body, headers: { "content-type": "application/json" } });
      assert.equal(answer.status, 400, body);
      assert.equal(answer.body.error.code, "invalid_value", body);
    }
  });
});

describe("webhook timestamps", () => {
  test("an event stamped more than 300 s in the future is refused", async () => {
    const server = await startTestServer();
    const payload = server.stripe!.event("checkout.session.completed", { id: "cs_test_future", object: "checkout.session", payment_status: "paid" });
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const answer = await server.request("/api/processor/webhook", {
      method: "POST",
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": server.stripe!.sign(payload, now + 301) },
    });
    assert.equal(answer.status, 400, answer.text);
    assert.equal(answer.body.error.code, "invalid_signature");
    const near = await server.request("/api/processor/webhook", {
      method: "POST",
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": server.stripe!.sign(payload, now + 60) },
    });
    assert.equal(near.status, 200, near.text);
  });
});

describe("license lookups by guessed ids", () => {
  test("an unknown session_id is asked of the processor once for a while; lookups have their own rate limit", async () => {
    const server = await startTestServer({ env: { SVC_RATE_LIMITS: "post=0,get=0,ad=0,lookup=5" } });
    const asked = (): number => server.stripe!.requests.filter((request) => request.path.startsWith("/v1/checkout/sessions/")).length;
    for (let index = 0; index < 3; index++) assert.equal((await server.request("/api/v1/license?session_id=cs_test_guess")).status, 404);
    assert.equal(asked(), 1);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push((await server.request(`/api/v1/license?session_id=cs_test_guess${index}`)).status);
    assert.deepEqual(statuses, [404, 404, 429, 429, 429]);
    assert.equal(asked(), 3);
    assert.equal((await server.request("/api/v1/catalog")).status, 200, "other GETs are not held back");
  });
});

describe("start-up", () => {
  test("a busy port is one clear message and exit 1", async () => {
    const home = await tempDir();
    const first = await startServe(home, {});
    try {
      const port = new URL(first.url).port;
      const result = await svc(["serve", "--port", port], { home });
      assert.equal(result.code, 1, result.stderr);
      assert.match(result.stderr, new RegExp(`port ${port}.*in use`, "i"));
      assert.doesNotMatch(result.stderr, /unexpected error|report it/i);
    } finally {
      first.process.kill("SIGTERM");
      await first.exited;
    }
  });

  test("bad HOST, SVC_DATA_DIR under /proc and a bad SVC_BASE_URL are named with what is wrong", async () => {
    const home = await tempDir();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ HOST: "256.1.1.1" }, "HOST", /not an IPv4 address/],
      [{ SVC_DATA_DIR: "/proc/self/svc" }, "SVC_DATA_DIR", /\/proc/],
      [{ SVC_BASE_URL: "https://user:pw@svc.example.com" }, "SVC_BASE_URL", /credentials/],
      [{ SVC_BASE_URL: 'https://svc.example.com/"x' }, "SVC_BASE_URL", /quote/],
      [{ SVC_BASE_URL: "https://svc.example.com/?a=1" }, "SVC_BASE_URL", /query/],
    ];
    for (const [env, name, why] of cases) {
      const result = await svc(["serve"], { home, env });
      assert.equal(result.code, 1, `${JSON.stringify(env)}: ${result.stderr}`);
      assert.match(result.stderr, new RegExp(`- ${name}: .*${why.source}`), JSON.stringify(env));
    }
    const unknownHost = await svc(["serve", "--port", "0"], { home, env: { HOST: "no-such-host.invalid" } });
    assert.equal(unknownHost.code, 1, unknownHost.stderr);
    assert.match(unknownHost.stderr, /no-such-host\.invalid/);
    assert.doesNotMatch(unknownHost.stderr, /unexpected error|report it/i);
  });
});
