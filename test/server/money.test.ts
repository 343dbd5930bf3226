// Money paths under retries, crashes and slow mail (issue 15): the real server on 127.0.0.1 (in
// process, and as the bundle killed with SIGKILL), the local fake of Stripe, a real SMTP receiver
// that can answer late or never.
import assert from "node:assert/strict";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, test } from "node:test";
import { tempDir } from "../support/cli.ts";
import { FakeStripe } from "../support/fake-stripe.ts";
import { paidLinkSession, sptCheckout } from "../support/sales.ts";
import { startServe, stripeEnv, type Child } from "../support/serve-process.ts";
import { request, startTestServer, type Answer } from "../support/server.ts";
import { MESSAGE_ID, SmtpReceiver } from "../support/smtp.ts";
import { settledOutbox, storeCounts, testStoreEnv } from "../support/stores.ts";
import { waitUntil } from "../support/wait.ts";

const FOUNDER = "svc_founder_lifetime";

/** Retries with the same key until the answer is not "in progress", honouring Retry-After. */
async function retryUntilDone(send: () => Promise<Answer>, timeoutMs: number): Promise<{ answer: Answer; inProgress: number }> {
  const deadline = Date.now() + timeoutMs;
  let inProgress = 0;
  for (;;) {
    const answer = await send();
    if (answer.status !== 409 || answer.body?.error?.code !== "idempotency_in_progress") return { answer, inProgress };
    inProgress++;
    const retryAfter = Number(answer.headers.get("retry-after"));
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 10, `Retry-After ${answer.headers.get("retry-after")}`);
    if (Date.now() > deadline) assert.fail(`still in progress after ${timeoutMs} ms`);
    await sleep(Math.min(retryAfter * 1000, 1000));
  }
}

describe("a retried purchase (one Idempotency-Key)", () => {
  test("while the first still runs: 409 idempotency_in_progress with Retry-After; after it: the same answer; one charge, one license, one e-mail, one seat", async () => {
    const stripe = await new FakeStripe().start();
    stripe.chargeDelayMs = 1500;
    const smtp = await new SmtpReceiver().start();
    smtp.delayMs = 4000;
    const server = await startTestServer({ stripe, smtp });
    const send = (): Promise<Answer> =>
      server.request("/api/v1/checkout", { json: sptCheckout(FOUNDER, "spt_ok_retry_inflight"), headers: { "idempotency-key": "buy-1" } });
    const first = send();
    // The first holds the key once it charges (the processor answers in 1.5 s).
    await waitUntil("the first request's charge", () => stripe.requests.some((request) => request.path === "/v1/payment_intents"));
    const during = await send();
    assert.equal(during.status, 409, during.text);
    assert.equal(during.body.error.code, "idempotency_in_progress");
    assert.match(during.headers.get("retry-after") ?? "", /^\d+$/);
    const answer = await first;
    assert.equal(answer.status, 200, answer.text);
    const after = await send();
    assert.equal(after.status, 200, after.text);
    assert.equal(after.headers.get("idempotent-replayed"), "true");
    assert.deepEqual(after.body, answer.body);
    assert.equal(stripe.charges.length, 1);
    assert.deepEqual(stripe.problems, []);
    await smtp.waitFor(1, 10_000);
    assert.deepEqual(await settledOutbox(server), { sent: 1 }, "one e-mail, and no second one queued");
    assert.equal(smtp.messages.length, 1);
    assert.equal((await server.request(`/api/v1/quote?product_id=${FOUNDER}`)).body.remaining, 9);
    const counts = await storeCounts(server);
    assert.equal(counts.licenses, 1);
    assert.deepEqual([counts.sold, counts.held], [1, 0]);
  });

  test("while the first sends its e-mail (SMTP answering in 4 s): never 502, the same license, and the seat counted once", async () => {
    const stripe = await new FakeStripe().start();
    const smtp = await new SmtpReceiver().start();
    smtp.delayMs = 4000;
    const server = await startTestServer({ stripe, smtp });
    const send = (): Promise<Answer> =>
      server.request("/api/v1/checkout", { json: sptCheckout(FOUNDER, "spt_ok_retry_mail"), headers: { "idempotency-key": "buy-2" } });
    const first = send();
    // Retried while the mail server holds the first's e-mail (it answers in 4 s).
    await smtp.waitUntil(
      () => smtp.dataSeen >= 1,
      10_000,
      () => "the first's e-mail never reached the mail server",
    );
    const answers: Answer[] = [];
    for (let index = 0; index < 4; index++) answers.push(await send());
    assert.equal(smtp.messages.length, 0, "the retries came while the e-mail was being sent");
    answers.unshift(await first);
    for (const answer of answers) {
      if (answer.status === 409) {
        assert.equal(answer.body.error.code, "idempotency_in_progress", answer.text);
        continue;
      }
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.license, answers[0]!.body.license);
    }
    const later = await send();
    assert.equal(later.status, 200);
    assert.equal(later.body.license, answers[0]!.body.license);
    assert.equal(stripe.charges.length, 1);
    await smtp.waitFor(1, 10_000);
    assert.deepEqual(await settledOutbox(server), { sent: 1 }, "one e-mail, and no second one queued");
    assert.equal(smtp.messages.length, 1);
    assert.equal((await server.request(`/api/v1/quote?product_id=${FOUNDER}`)).body.remaining, 9);
  });

  test("a 5xx from the processor keeps the key and its seat: the retry resumes the same call and holds no second seat", async () => {
    const stripe = await new FakeStripe().start();
    const server = await startTestServer({ stripe });
    const send = (): Promise<Answer> =>
      server.request("/api/v1/checkout", { json: sptCheckout(FOUNDER, "spt_ok_retry_5xx"), headers: { "idempotency-key": "buy-3" } });
    stripe.failing = true;
    const failed = await send();
    assert.equal(failed.status, 502, failed.text);
    assert.equal((await server.request(`/api/v1/quote?product_id=${FOUNDER}`)).body.remaining, 9, "the seat waits for the retry");
    stripe.failing = false;
    const retried = await send();
    assert.equal(retried.status, 200, retried.text);
    assert.equal(stripe.charges.length, 1);
    assert.deepEqual(stripe.problems, []);
    assert.equal((await server.request(`/api/v1/quote?product_id=${FOUNDER}`)).body.remaining, 9);
    const counts = await storeCounts(server);
    assert.deepEqual([counts.sold, counts.held], [1, 0]);
  });

  for (const point of ["after_charge", "before_email"]) {
    test(
      `SIGKILL ${point.replaceAll("_", " ")}: the retry resumes the same hold and processor call (one charge, one license, one e-mail, seats right)`,
      { timeout: 90_000 },
      async () => {
        const home = await tempDir();
        const stripe = await new FakeStripe().start();
        const smtp = await new SmtpReceiver().start();
        const env: Record<string, string> = { ...stripeEnv(stripe), ...(await testStoreEnv()), SMTP_URL: smtp.url, SVC_SUPPORT_EMAIL: "support@svc.test" };
        const body = sptCheckout(FOUNDER, `spt_ok_crash_${point}`);
        const send = (child: Child): Promise<Answer> =>
          request(child.url, "/api/v1/checkout", { json: body, headers: { "idempotency-key": `crash-${point}` } });
        const first = await startServe(home, { ...env, SVC_DEV_CRASH_AT: point });
        await assert.rejects(send(first), "the server died mid-request");
        assert.deepEqual(await first.exited, { code: null, signal: "SIGKILL" });
        assert.equal(stripe.charges.length, 1, "it died after charging");

        const second = await startServe(home, env);
        try {
          const { answer } = await retryUntilDone(() => send(second), 20_000);
          assert.equal(answer.status, 200, answer.text);
          assert.equal(answer.body.status, "succeeded");
          const replay = await send(second);
          assert.deepEqual(replay.body, answer.body);
          assert.equal(stripe.charges.length, 1, "the processor replayed the first call");
          assert.deepEqual(stripe.problems, []);
          await smtp.waitFor(1, 10_000);
          assert.deepEqual(
            await settledOutbox({ dataDir: path.join(home, ".svc", "serve"), databaseUrl: env["SVC_DATABASE_URL"] }),
            { sent: 1 },
            "one e-mail, and no second one queued",
          );
          assert.equal(smtp.messages.length, 1);
          assert.ok(smtp.messages[0]!.parsed.text?.includes(answer.body.license));
          assert.equal((await request(second.url, `/api/v1/quote?product_id=${FOUNDER}`)).body.remaining, 9);
        } finally {
          second.process.kill("SIGTERM");
          await second.exited;
        }
        const counts = await storeCounts({ dataDir: path.join(home, ".svc", "serve"), databaseUrl: env["SVC_DATABASE_URL"] });
        assert.equal(counts.licenses, 1);
        assert.deepEqual([counts.sold, counts.held], [1, 0]);
      },
    );
  }
});

describe("email_delivery says what happened to the order's e-mail", () => {
  test("a retry that sends nothing itself reports the e-mail as the store has it (queued, waiting for its retry, and when), not sent", async () => {
    const stripe = await new FakeStripe().start();
    const smtp = await new SmtpReceiver().start();
    let crashOnce = true;
    const server = await startTestServer({
      stripe,
      smtp,
      // The first request dies after the order is committed, before it hands the e-mail over.
      crash: (point) => {
        if (point === "before_email" && crashOnce) {
          crashOnce = false;
          throw new Error("crash before the e-mail");
        }
      },
    });
    smtp.rejectNext = 1;
    const send = (): Promise<Answer> =>
      server.request("/api/v1/checkout", { json: sptCheckout(FOUNDER, "spt_ok_summary"), headers: { "idempotency-key": "summary-1" } });
    assert.equal((await send()).status, 500);
    // The outbox timer takes the e-mail up, the mail server refuses it: it waits 30 s for a retry.
    const firstSendFailed = async (): Promise<boolean> =>
      (await server.deps.store.orderMail(stripe.charges[0]!.intentId!)).some((mail) => mail.state === "pending" && mail.failed);
    await waitUntil("the first send to fail", firstSendFailed);
    const retried = await send();
    assert.equal(retried.status, 200, retried.text);
    assert.equal(retried.body.status, "succeeded");
    assert.equal(smtp.messages.length, 0, "nothing was sent");
    // Not "failed": the e-mail is in the outbox and goes at its retry (it arrives then).
    assert.equal(retried.body.email_delivery, "queued");
    assert.equal(retried.body.email_retry_at, new Date(server.clock.now().getTime() + 30_000).toISOString());
  });
});

describe("e-mail never holds an answer", () => {
  test("an unresponsive mail server: checkout and the webhook answer while their e-mails are still being sent", { timeout: 60_000 }, async () => {
    const stripe = await new FakeStripe().start();
    const smtp = await new SmtpReceiver().start();
    smtp.stall = true;
    // A send may take 10 minutes: an answer that waited for its e-mail would not come in this test.
    const server = await startTestServer({ stripe, smtp, env: { SVC_SMTP_TIMEOUT: "600" } });
    const unfinished = async (order: string): Promise<string[]> =>
      (await server.deps.store.orderMail(order)).filter((mail) => mail.state !== "sent" && !mail.failed).map((mail) => mail.state);
    const answer = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_stall") });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.email_delivery, "queued");
    assert.ok(typeof answer.body.license === "string");
    assert.equal((await unfinished(answer.body.payment_intent_id)).length, 1, "answered with its e-mail neither sent nor failed");
    await smtp.waitUntil(
      () => smtp.dataSeen >= 1,
      10_000,
      () => "the e-mail never reached the mail server",
    );
    assert.deepEqual(await unfinished(answer.body.payment_intent_id), ["sending"], "the mail server holds it");

    const session = paidLinkSession(stripe, "svc_lifetime", { email: "slow@example.com" });
    const payload = stripe.event("checkout.session.completed", session);
    const delivered = await server.request("/api/processor/webhook", {
      method: "POST",
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": stripe.sign(payload, Math.floor(server.clock.now().getTime() / 1000)) },
    });
    assert.equal(delivered.status, 200, delivered.text);
    assert.equal((await unfinished(session.id)).length, 1, "answered with its e-mail neither sent nor failed");
    assert.equal(smtp.messages.length, 0);
  });

  test("an e-mail cut off mid-send by SIGKILL is delivered once after restart, without any request", { timeout: 90_000 }, async () => {
    const home = await tempDir();
    const stripe = await new FakeStripe().start();
    const smtp = await new SmtpReceiver().start();
    smtp.stall = true;
    const env: Record<string, string> = {
      ...stripeEnv(stripe),
      ...(await testStoreEnv()),
      SMTP_URL: smtp.url,
      SVC_SUPPORT_EMAIL: "support@svc.test",
      SVC_SMTP_TIMEOUT: "5",
    };
    const first = await startServe(home, env);
    const answer = await request(first.url, "/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_midsend") });
    assert.equal(answer.status, 200, answer.text);
    await smtp.waitUntil(
      () => smtp.dataSeen >= 1,
      5000,
      () => "the e-mail never reached the mail server",
    );
    first.process.kill("SIGKILL");
    await first.exited;
    assert.deepEqual((await storeCounts({ dataDir: path.join(home, ".svc", "serve"), databaseUrl: env["SVC_DATABASE_URL"] })).outbox, { sending: 1 });

    smtp.stall = false;
    const second = await startServe(home, env);
    try {
      // The first send's claim lapses 10 s after it began (SVC_SMTP_TIMEOUT 5 s + 5 s); the timer sends it then.
      const [mail] = await smtp.waitFor(1, 30_000);
      assert.ok(mail!.parsed.text?.includes(answer.body.license));
      await smtp.waitUntil(
        async () => (await storeCounts({ dataDir: path.join(home, ".svc", "serve"), databaseUrl: env["SVC_DATABASE_URL"] })).outbox["sent"] === 1,
        10_000,
        () => "the e-mail is not marked sent",
      );
      assert.equal(smtp.messages.length, 1);
    } finally {
      second.process.kill("SIGTERM");
      await second.exited;
    }
  });
});

describe("a license e-mail sent twice is harmless, and rarely happens", () => {
  test(
    "killed before the mail server's answer came, sent again after restart: both copies carry the order's one Message-ID, on the sender's domain",
    { timeout: 90_000 },
    async () => {
      const home = await tempDir();
      const stripe = await new FakeStripe().start();
      const smtp = await new SmtpReceiver().start();
      smtp.keepWithoutAnswer = true;
      const env: Record<string, string> = {
        ...stripeEnv(stripe),
        ...(await testStoreEnv()),
        SMTP_URL: smtp.url,
        SVC_SUPPORT_EMAIL: "support@svc.test",
        SVC_SMTP_TIMEOUT: "3",
      };
      const first = await startServe(home, env);
      const answer = await request(first.url, "/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_twice") });
      assert.equal(answer.status, 200, answer.text);
      await smtp.waitFor(1, 10_000);
      first.process.kill("SIGKILL");
      await first.exited;

      smtp.keepWithoutAnswer = false;
      const second = await startServe(home, env);
      try {
        // The claim lapses 8 s after the first send began (SVC_SMTP_TIMEOUT 3 s + 5 s); the timer sends it again then.
        await smtp.waitFor(2, 30_000);
      } finally {
        second.process.kill("SIGTERM");
        await second.exited;
      }
      const ids = smtp.messages.map((message) => message.parsed.messageId);
      assert.equal(ids[0], ids[1], "one Message-ID for both copies, so the mailbox shows one");
      assert.match(ids[0] ?? "", MESSAGE_ID);
      assert.match(ids[0] ?? "", /@svc\.test>$/, "on the sending address's domain");
      assert.ok(!ids[0]!.includes(answer.body.payment_intent_id), "the order's id is not spread through mail logs");
    },
  );

  test("a send cut off at its time limit is abandoned, not finished behind the outbox's back: the retry is the one copy", { timeout: 60_000 }, async () => {
    const smtp = await new SmtpReceiver().start();
    // Each step answered within the time limit, the whole send not.
    smtp.stepDelayMs = 700;
    const server = await startTestServer({ smtp, env: { SVC_SMTP_TIMEOUT: "1" } });
    const answer = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_slow_steps") });
    assert.equal(answer.status, 200, answer.text);
    const failedOnce = async (): Promise<boolean> => (await server.deps.store.orderMail(answer.body.payment_intent_id)).some((mail) => mail.failed);
    await smtp.waitUntil(failedOnce, 10_000, () => "the first send did not time out");
    smtp.stepDelayMs = 0;
    // The first send's connection ends: abandoned, or (wrongly) finished, which would make two copies.
    await smtp.waitUntil(
      () => smtp.connectionsClosed >= 1,
      10_000,
      () => "the first send's connection is still open",
    );
    server.clock.advance(31_000);
    await smtp.waitFor(1, 10_000);
    await smtp.waitUntil(
      async () => (await server.deps.store.orderMail(answer.body.payment_intent_id)).every((mail) => mail.state === "sent"),
      10_000,
      () => "not marked sent",
    );
    assert.equal(smtp.messages.length, 1);
  });
});

describe("idempotency keys across endpoints", () => {
  test("the same key with another body is 409 idempotency_conflict (team pack too); keys reach the processor namespaced", async () => {
    const stripe = await new FakeStripe().start();
    const server = await startTestServer({ stripe });
    const team = (email: string): Promise<Answer> =>
      server.request("/api/v1/checkout", {
        json: { product_id: "svc_team_migration_pack", payment_mode: "processor_checkout", buyer_email: email },
        headers: { "idempotency-key": "shared-key" },
      });
    const teamFirst = await team("one@example.com");
    assert.equal(teamFirst.status, 200, teamFirst.text);
    const teamAgain = await team("one@example.com");
    assert.deepEqual(teamAgain.body, teamFirst.body);
    const teamOther = await team("two@example.com");
    assert.equal(teamOther.status, 409, teamOther.text);
    assert.equal(teamOther.body.error.code, "idempotency_conflict");

    const license = await server.request("/api/v1/checkout", {
      json: sptCheckout("svc_lifetime", "spt_ok_ns_1"),
      headers: { "idempotency-key": "client-key" },
    });
    assert.equal(license.status, 200, license.text);
    const sent = stripe.charges[0]!.idempotencyKey;
    assert.notEqual(sent, "client-key");
    assert.match(sent, /^svc-/);
    // A day later the service has forgotten the key; another client picks it for another purchase.
    server.clock.advance(25 * 60 * 60 * 1000);
    const other = await server.request("/api/v1/checkout", {
      json: { ...sptCheckout("svc_lifetime", "spt_ok_ns_2"), buyer_email: "bob@example.com" },
      headers: { "idempotency-key": "client-key" },
    });
    assert.equal(other.status, 200, other.text);
    assert.notEqual(other.body.payment_intent_id, license.body.payment_intent_id);
    assert.equal(stripe.charges.length, 2);
  });
});
