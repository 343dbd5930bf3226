// Graceful shutdown (issue 18, item 5) on the real server: from the moment it begins /readyz says
// 503 and answers carry Connection: close; a send stuck on the mail server does not hold the
// shutdown past its grace, and the claim is given back, due at once for another replica, instead
// of waiting out its lease.
import assert from "node:assert/strict";
import http from "node:http";
import { writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { describe, test } from "node:test";
import type { Request } from "../../src/server/app.ts";
import type { HttpError } from "../../src/server/http/errors.ts";
import { operationRoutes } from "../../src/server/routes/operations.ts";
import { openSqliteStore } from "../../src/server/store/sqlite.ts";
import { downloadFolder } from "../support/downloads.ts";
import { startTestServer } from "../support/server.ts";
import { SmtpReceiver } from "../support/smtp.ts";
import { waitUntil } from "../support/wait.ts";

describe("graceful shutdown", () => {
  test("a send stuck at shutdown gives its outbox claim back: due now, not when the lease lapses", { timeout: 60_000 }, async () => {
    const smtp = await new SmtpReceiver().start();
    smtp.stall = true;
    // A send may take 10 minutes: a shutdown that waited for it would not end in this test.
    const server = await startTestServer({ smtp, env: { SVC_SMTP_TIMEOUT: "600" } });
    const bought = await server.request("/api/v1/checkout", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_ok_shutdown", buyer_email: "ada@example.com" },
    });
    assert.equal(bought.status, 200, bought.text);
    await smtp.waitUntil(
      () => smtp.dataSeen >= 1,
      10_000,
      () => "the license e-mail never reached the mail server",
    );

    await server.running.close(500);
    assert.ok(
      server.logs.some((line) => line.includes("outbox claims given back at shutdown")),
      server.logs.join("\n"),
    );

    const store = await openSqliteStore(server.dataDir);
    try {
      const due = await store.nextMailDue();
      assert.ok(due !== null, "the e-mail is still unsent");
      assert.ok(due <= server.clock.now().getTime(), `due ${(due - server.clock.now().getTime()) / 1000} s from now; the claim was not given back`);
      const [claimed] = await store.claimMail({ now: server.clock.now().getTime(), leaseUntil: server.clock.now().getTime() + 1000 });
      assert.equal(claimed?.attempts, 1, "the send cut short is not counted as an attempt");
    } finally {
      await store.close();
    }
  });

  test("keep-alive clients busy through a shutdown: every request sent on a kept connection is answered, none reset", { timeout: 120_000 }, async (t) => {
    const seen = { answered: 0, closing: 0, refused: 0, reset: [] as string[] };
    for (let round = 0; round < 3; round++) {
      const server = await startTestServer();
      server.stripe!.chargeDelayMs = 700;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const get = (): Promise<{ status: number; connection: string | undefined }> =>
        new Promise((resolve, reject) => {
          const req = http.get(`${server.url}/api/v1/catalog`, { agent }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers["connection"] }));
          });
          req.on("error", (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reused: req.reusedSocket })));
        });
      // A purchase under way holds the shutdown open while the clients go on.
      const slow = server.request("/api/v1/checkout", {
        json: {
          product_id: "svc_lifetime",
          payment_mode: "processor_spt",
          shared_payment_granted_token: `spt_ok_keepalive_${round}`,
          buyer_email: "ada@example.com",
        },
      });
      let closing: Promise<void> | undefined;
      const clients = Array.from({ length: 16 }, async () => {
        for (;;) {
          try {
            const answer = await get();
            assert.equal(answer.status, 200);
            seen.answered++;
            if (answer.connection === "close") seen.closing++;
          } catch (error) {
            const { code, message } = error as NodeJS.ErrnoException;
            // A new connection to a server that stopped listening: the client knows nothing was sent.
            if (code === "ECONNREFUSED" && closing !== undefined) {
              seen.refused++;
              return;
            }
            seen.reset.push(`${code ?? ""} ${message}`);
            return;
          }
        }
      });
      await waitUntil("the purchase's charge to reach the processor", () => server.stripe!.requests.some((request) => request.path === "/v1/payment_intents"), {
        everyMs: 10,
      });
      closing = server.running.close(10_000);
      await Promise.all(clients);
      assert.equal((await slow).status, 200, "the purchase under way was answered");
      await closing;
      agent.destroy();
    }
    t.diagnostic(`${seen.answered} answered (${seen.closing} with Connection: close), ${seen.refused} refused new connections, ${seen.reset.length} reset`);
    assert.deepEqual(seen.reset, [], "a request on a kept connection was cut off");
    assert.ok(seen.closing >= 16, "answers during the shutdown said Connection: close");
  });

  test("requests pipelined on a kept connection during a shutdown: every one that runs is answered, none runs unanswered", async (t) => {
    const server = await startTestServer();
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    socket.setEncoding("latin1");
    let received = "";
    socket.on("data", (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.on("error", () => {});
    socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    await waitUntil("the answer to GET /healthz", () => received.includes('{"status":"ok"}'), { everyMs: 10 });
    received = "";

    // The connection is kept; the shutdown begins, and two requests come on it in one packet.
    const closing = server.running.close(3000);
    const event = (campaign: string): string => {
      const body = JSON.stringify({ event: "click", campaign });
      return `POST /api/v1/ad-event HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    };
    socket.write(event("pipelined-1") + event("pipelined-2"));
    await ended;
    await closing;

    const answers = received.split("HTTP/1.1 ").slice(1);
    assert.ok(answers.length >= 1, `no answer at all: ${received}`);
    for (const answer of answers) assert.match(answer, /^202 /, answer);
    assert.match(answers.at(-1)!, /^connection: close\r$/im, "the last answer says the connection closes");
    const store = await openSqliteStore(server.dataDir);
    try {
      const recorded = (await store.listAdEvents(0, 100)).map((row) => row.campaign).filter((campaign) => campaign?.startsWith("pipelined"));
      t.diagnostic(`${answers.length} of 2 pipelined requests answered (and run); ${recorded.length} ran`);
      assert.equal(recorded.length, answers.length, `${recorded.length} requests ran (${recorded.join(", ")}), ${answers.length} were answered:\n${received}`);
    } finally {
      await store.close();
    }
  });

  test(
    "a request that comes after an answer saying Connection: close, on the same connection, is not run (it could never be answered)",
    { timeout: 60_000 },
    async () => {
      const downloads = await downloadFolder();
      // An answer long enough to be still on its way when the next request comes.
      const size = 48 * 1024 * 1024;
      await writeFile(path.join(downloads, "svc-latest-linux-amd64"), Buffer.alloc(size));
      const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: downloads } });
      const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
      socket.on("error", () => {});
      const chunks: Buffer[] = [];
      let firstChunk: () => void = () => {};
      const answering = new Promise<void>((resolve) => (firstChunk = resolve));
      socket.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (chunks.length === 1) {
          // Read no further for now: the download waits on this client, its Connection: close said.
          socket.pause();
          firstChunk();
        }
      });
      const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));

      const closing = server.running.close(20_000);
      socket.write("GET /download/svc-latest-linux-amd64 HTTP/1.1\r\nHost: x\r\n\r\n");
      await answering;
      const body = JSON.stringify({ event: "click", campaign: "after-close" });
      socket.write(`POST /api/v1/ad-event HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      // The server has read it once it says it did not run it, or once it ran it (the event is stored);
      // then the rest of the download may come.
      while (!server.logs.some((line) => line.includes("request not run")) && (await server.deps.store.listAdEvents(0, 1)).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      socket.resume();
      await ended;
      await closing;

      const received = Buffer.concat(chunks);
      const head = received.subarray(0, received.indexOf("\r\n\r\n")).toString("latin1");
      assert.match(head, /^HTTP\/1\.1 200 /);
      assert.match(head, /^connection: close$/im);
      assert.equal(received.length, head.length + 4 + size, "the download, whole, and nothing after it");
      const store = await openSqliteStore(server.dataDir);
      try {
        assert.deepEqual(
          (await store.listAdEvents(0, 100)).map((row) => row.campaign),
          [],
          "the request after the close was not run",
        );
      } finally {
        await store.close();
      }
    },
  );

  test("while draining /readyz answers 503 and a request under way is answered, with Connection: close", async () => {
    const server = await startTestServer();
    server.stripe!.chargeDelayMs = 800;
    const agent = new http.Agent({ keepAlive: true });
    const slow = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const body = JSON.stringify({
        product_id: "svc_lifetime",
        payment_mode: "processor_spt",
        shared_payment_granted_token: "spt_ok_drain",
        buyer_email: "ada@example.com",
      });
      const req = http.request(
        `${server.url}/api/v1/checkout`,
        { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers["connection"] }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    // Shut down once the charge has reached the processor (the request is under way).
    await waitUntil(
      "the checkout to reach the processor",
      () => server.stripe!.requests.some((seen) => seen.method === "POST" && seen.path === "/v1/payment_intents"),
      { timeoutMs: 30_000, everyMs: 10 },
    );
    const closing = server.running.close(5_000);
    // The listening socket is closed now: the /readyz handler is asked directly.
    const readyz = operationRoutes.find((route) => route.path === "/readyz")!;
    await assert.rejects(readyz.handler({} as Request, server.deps), (error: HttpError) => error.status === 503 && /shutting down/.test(error.message));
    const answered = await slow;
    assert.equal(answered.status, 200);
    assert.equal(answered.connection, "close");
    await closing;
    agent.destroy();
  });
});
