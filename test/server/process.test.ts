// svc serve as a real process (the bundle dist/svc.cjs): the embedded default, configuration
// errors, graceful shutdown on SIGTERM, and a SIGKILL between payment and e-mail.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, test } from "node:test";
import { BUNDLE, svc, tempDir } from "../support/cli.ts";
import { FakeStripe } from "../support/fake-stripe.ts";
import { paidLinkSession } from "../support/sales.ts";
import { startServe, stripeEnv } from "../support/serve-process.ts";
import { request } from "../support/server.ts";
import { SmtpReceiver } from "../support/smtp.ts";
import { activatedServe, socketActivationMissing } from "../support/socket-activation.ts";
import { freePort } from "../support/ports.ts";
import { settledOutbox } from "../support/stores.ts";

describe("svc serve as a process", () => {
  test("the embedded default: no environment, data in $SVC_HOME/serve, payments 503, a loud warning", async () => {
    const home = await tempDir();
    const child = await startServe(home, {});
    assert.match(child.stderr(), /SIGNING LICENSES WITH THE PUBLIC DEVELOPMENT KEY/);
    assert.match(child.stderr(), /svc serve listening on http:\/\/127\.0\.0\.1:\d+/);
    assert.equal((await request(child.url, "/health")).status, 200);
    assert.ok(existsSync(path.join(home, ".svc", "serve", "svc.sqlite")));
    const checkout = await request(child.url, "/api/v1/checkout", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_1", buyer_email: "a@example.com" },
    });
    assert.equal(checkout.status, 503);
    assert.equal(checkout.body.error.code, "payments_not_configured");
    const catalog = await request(child.url, "/api/v1/catalog");
    assert.equal(catalog.body.products[0].quote_url, `${child.url}/api/v1/quote?product_id=svc_founder_lifetime`, "the base URL follows the port");
    child.process.kill("SIGTERM");
    assert.deepEqual(await child.exited, { code: 0, signal: null });
    assert.doesNotMatch(child.stderr(), /ExperimentalWarning|at .*\.js:\d+/);
  });

  test("bad configuration: exit 1, every bad variable named at once", async () => {
    const home = await tempDir();
    const result = await svc(["serve"], {
      home,
      env: {
        PORT: "http",
        STRIPE_SECRET_KEY: "pk_live_oops",
        SVC_RATE_LIMITS: "post=60,put=3",
        SVC_PAYMENT_LINK_SVC_GOLD: "https://x",
        SMTP_URL: "mail.example.com",
        SVC_TRUST_PROXY: "yes",
      },
    });
    assert.equal(result.code, 1);
    for (const name of ["PORT", "STRIPE_SECRET_KEY", "SVC_RATE_LIMITS", "SVC_PAYMENT_LINK_SVC_GOLD", "SMTP_URL", "SVC_TRUST_PROXY"]) {
      assert.match(result.stderr, new RegExp(`- ${name}: `), name);
    }
    assert.match(result.stderr, /6 bad settings/);
  });

  test("SIGTERM lets a request under way finish, then closes the store cleanly", async () => {
    const home = await tempDir();
    const stripe = await new FakeStripe().start();
    stripe.chargeDelayMs = 600;
    const child = await startServe(home, stripeEnv(stripe));
    const inFlight = request(child.url, "/api/v1/checkout", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_ok_term", buyer_email: "a@example.com" },
    });
    // SIGTERM once the charge has reached the processor (the request is under way), not after a guessed delay.
    const giveUp = Date.now() + 30_000;
    while (!stripe.requests.some((seen) => seen.method === "POST" && seen.path === "/v1/payment_intents")) {
      assert.ok(Date.now() < giveUp, "the checkout never reached the processor");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    child.process.kill("SIGTERM");
    const answer = await inFlight;
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.status, "succeeded");
    assert.deepEqual(await child.exited, { code: 0, signal: null });
    await assert.rejects(request(child.url, "/health"), "no longer listening");
    // The log is written in batches; shutdown flushes it: every request's line, then "stopped".
    const entries = child
      .stderr()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const checkout = entries.filter((entry) => entry["msg"] === "request" && entry["path"] === "/api/v1/checkout");
    assert.equal(checkout.length, 1);
    assert.equal(checkout[0]!["status"], 200);
    const order = entries.map((entry) => entry["msg"]);
    assert.ok(order.indexOf("shutting down") < entries.indexOf(checkout[0]!), "the request finished during shutdown");
    assert.equal(order.at(-1), "stopped");
    const data = path.join(home, ".svc", "serve");
    assert.equal(existsSync(path.join(data, "svc.sqlite-wal")), false, "the store was closed (WAL checkpointed and removed)");
    const db = new DatabaseSync(path.join(data, "svc.sqlite"), { readOnly: true });
    assert.equal((db.prepare("SELECT COUNT(*) AS n FROM licenses").get() as { n: number }).n, 1);
    db.close();
  });

  test(
    "socket activation: svc listens on the socket systemd passes (not PORT), and a request sent while it restarts waits for the next process",
    { skip: socketActivationMissing() },
    async () => {
      const home = await tempDir();
      const unusedPort = await freePort();
      const held = await activatedServe(home, { PORT: String(unusedPort) });
      try {
        assert.equal(held.url, `http://127.0.0.1:${held.port}`, "the passed socket, not PORT");
        await assert.rejects(request(`http://127.0.0.1:${unusedPort}`, "/healthz"), "nothing listens on PORT");
        const catalog = await request(held.url, "/api/v1/catalog");
        assert.equal(catalog.body.products[0].quote_url, `${held.url}/api/v1/quote?product_id=svc_founder_lifetime`, "the base URL is the socket's address");
        const before = await request(held.url, "/readyz");
        assert.equal(before.status, 200);
        assert.deepEqual(await held.stop(), { event: "exited", code: 0, signal: null });
        // No svc process now: the connection waits in the held socket's queue, and is not refused.
        const waiting = request(held.url, "/readyz");
        const { pid } = await held.start();
        const after = await waiting;
        assert.equal(after.status, 200, after.text);
        assert.match(held.stderr(), new RegExp(`svc serve listening on http://127\\.0\\.0\\.1:${held.port}`));
        assert.ok(pid > 0);
      } finally {
        await held.close();
      }
    },
  );

  test("socket activation: variables meant for another process are ignored; more than one socket is refused", async () => {
    const home = await tempDir();
    const other = await startServe(home, { LISTEN_FDS: "1", LISTEN_PID: "1" });
    assert.match(other.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal((await request(other.url, "/healthz")).status, 200, "listens on --port as usual");
    other.process.kill("SIGTERM");
    await other.exited;
    // LISTEN_PID naming svc's own process, as systemd sets it: a shell's pid, which exec keeps.
    const refused = spawn("sh", ["-c", 'LISTEN_PID=$$; export LISTEN_PID; exec "$0" "$@"', process.execPath, BUNDLE, "serve"], {
      env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), LISTEN_FDS: "2" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    refused.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    // A svc that started serving instead would never end by itself.
    const cut = setTimeout(() => refused.kill("SIGTERM"), 30_000);
    const [code] = (await once(refused, "exit")) as [number | null];
    clearTimeout(cut);
    assert.equal(code, 1, stderr);
    assert.match(stderr, /- LISTEN_FDS: "2": svc serve listens on exactly one socket/);
  });

  for (const point of ["before_email", "before_fulfilment_commit"]) {
    test(`SIGKILL ${point.replaceAll("_", " ")}, restart, re-deliver: the license arrives once`, async () => {
      const home = await tempDir();
      const stripe = await new FakeStripe().start();
      const smtp = await new SmtpReceiver().start();
      const env = { ...stripeEnv(stripe), SMTP_URL: smtp.url, SVC_SUPPORT_EMAIL: "support@svc.test" };
      // SVC_DEV_CRASH_AT is honoured by development builds only: the process kills itself there.
      const first = await startServe(home, { ...env, SVC_DEV_CRASH_AT: point });
      const session = paidLinkSession(stripe, "svc_lifetime", { email: "crash@example.com" });
      const payload = stripe.event("checkout.session.completed", session);
      const deliver = (url: string) =>
        request(url, "/api/processor/webhook", {
          method: "POST",
          body: payload,
          headers: { "content-type": "application/json", "stripe-signature": stripe.sign(payload, Math.floor(Date.now() / 1000)) },
        });
      await assert.rejects(deliver(first.url), "the server died mid-request");
      assert.deepEqual(await first.exited, { code: null, signal: "SIGKILL" });
      assert.equal(smtp.messages.length, 0);
      const db = new DatabaseSync(path.join(home, ".svc", "serve", "svc.sqlite"), { readOnly: true });
      const recorded = (db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'").get() as { n: number }).n;
      db.close();
      assert.equal(recorded, point === "before_email" ? 1 : 0, "the crash happened where it was asked to");

      const second = await startServe(home, env);
      const again = await deliver(second.url);
      assert.equal(again.status, 200, again.text);
      const [mail] = await smtp.waitFor(1);
      assert.deepEqual(await settledOutbox({ dataDir: path.join(home, ".svc", "serve") }), { sent: 1 }, "one e-mail, and no second one queued");
      assert.equal(smtp.messages.length, 1);
      assert.equal((await deliver(second.url)).body.duplicate, true);
      const license = await request(second.url, `/api/v1/license?session_id=${session.id}`);
      assert.equal(license.status, 200);
      assert.deepEqual(mail!.to, ["crash@example.com"]);
      assert.equal(mail!.parsed.attachments[0]?.content.toString("utf8").trim(), license.body.licenses[0]);
      second.process.kill("SIGTERM");
      assert.equal((await second.exited).code, 0);
    });
  }
});
