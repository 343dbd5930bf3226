// Two `svc serve` processes (the bundle) on different ports sharing one PostgreSQL database, as
// two replicas behind a proxy: the founder tier's seats, a webhook delivered to both, and one
// replica killed mid-purchase while the other finishes its outbox. The local fake of Stripe and
// a real SMTP receiver.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { tempDir } from "../support/cli.ts";
import { FakeStripe } from "../support/fake-stripe.ts";
import { freshDatabase, postgresSkip } from "../support/postgres.ts";
import { paidLinkSession } from "../support/sales.ts";
import { startServe, stripeEnv, type Child } from "../support/serve-process.ts";
import { request, type Answer } from "../support/server.ts";
import { SmtpReceiver } from "../support/smtp.ts";
import { settledOutbox, storeCounts } from "../support/stores.ts";

const FOUNDER = "svc_founder_lifetime";

interface Pair {
  replicas: [Child, Child];
  stripe: FakeStripe;
  smtp: SmtpReceiver;
  databaseUrl: string;
}

/** Two replicas on one new database; `crashFirstAt` makes the first die at that point of fulfilment. */
async function startPair(crashFirstAt?: string): Promise<Pair> {
  const stripe = await new FakeStripe().start();
  const smtp = await new SmtpReceiver().start();
  const databaseUrl = await freshDatabase();
  const env = {
    ...stripeEnv(stripe),
    SVC_DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    SVC_SUPPORT_EMAIL: "support@svc.test",
    SVC_RATE_LIMITS: "post=0,get=0,ad=0,lookup=0",
  };
  const replicas: [Child, Child] = [
    await startServe(await tempDir(), { ...env, ...(crashFirstAt === undefined ? {} : { SVC_DEV_CRASH_AT: crashFirstAt }) }),
    await startServe(await tempDir(), env),
  ];
  after(async () => {
    for (const replica of replicas) {
      if (replica.process.exitCode === null && replica.process.signalCode === null) replica.process.kill("SIGTERM");
      await replica.exited;
    }
  });
  return { replicas, stripe, smtp, databaseUrl };
}

function buy(replica: Child, index: number): Promise<Answer> {
  return request(replica.url, "/api/v1/checkout", {
    json: { product_id: FOUNDER, payment_mode: "processor_spt", shared_payment_granted_token: `spt_ok_${index}`, buyer_email: `buyer${index}@example.com` },
    headers: { "idempotency-key": `buyer-${index}` },
  });
}

describe("two replicas sharing one PostgreSQL database", { skip: await postgresSkip() }, () => {
  test("50 concurrent founder buyers spread over both: exactly 10 licenses, the other 40 sold out", { timeout: 180_000 }, async () => {
    const { replicas, stripe, databaseUrl } = await startPair();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => buy(replicas[index % 2]!, index)));
    const sold = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    assert.equal(sold.length, 10, answers.map((answer) => answer.status).join(" "));
    for (const answer of refused) assert.equal(answer.body?.error?.code, "sold_out", answer.text);
    assert.equal(new Set(sold.map((answer) => answer.body.license)).size, 10);
    assert.equal(stripe.charges.length, 10, "only buyers holding a seat were charged");
    const counts = await storeCounts({ dataDir: "", databaseUrl });
    assert.deepEqual([counts.licenses, counts.sold, counts.held], [10, 10, 0]);
    for (const replica of replicas) {
      const quote = await request(replica.url, `/api/v1/quote?product_id=${FOUNDER}`);
      assert.equal(quote.status, 409, "sold out on both replicas");
    }
  });

  test("a webhook delivered to both, ten times each at once: one order, one e-mail", { timeout: 120_000 }, async () => {
    const { replicas, stripe, smtp, databaseUrl } = await startPair();
    const session = paidLinkSession(stripe, "svc_lifetime");
    const payload = stripe.event("checkout.session.completed", session);
    const deliver = (replica: Child): Promise<Answer> =>
      request(replica.url, "/api/processor/webhook", {
        method: "POST",
        body: payload,
        headers: { "content-type": "application/json", "stripe-signature": stripe.sign(payload, Math.floor(Date.now() / 1000)) },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => deliver(replicas[index % 2]!)));
    for (const answer of answers) assert.equal(answer.status, 200, answer.text);
    await smtp.waitFor(1, 30_000);
    assert.deepEqual(await settledOutbox({ dataDir: "", databaseUrl }), { sent: 1 }, "one e-mail, and no second one queued");
    assert.equal(smtp.messages.length, 1);
    assert.deepEqual(smtp.messages[0]!.to, ["grace@example.com"]);
    const counts = await storeCounts({ dataDir: "", databaseUrl });
    assert.deepEqual([counts.orders, counts.licenses], [1, 1]);
    assert.deepEqual(counts.outbox, { sent: 1 });
    const licenses = await Promise.all(replicas.map((replica) => request(replica.url, `/api/v1/license?session_id=${session.id}`)));
    assert.deepEqual(licenses[0]!.body, licenses[1]!.body, "both replicas serve the same license");
  });

  test("one replica killed after recording a purchase, before its e-mail: the other sends it, once", { timeout: 120_000 }, async () => {
    const { replicas, stripe, smtp, databaseUrl } = await startPair("before_email");
    await assert.rejects(buy(replicas[0], 1), "the first replica died mid-request");
    assert.deepEqual(await replicas[0].exited, { code: null, signal: "SIGKILL" });
    assert.equal(stripe.charges.length, 1);
    assert.deepEqual((await storeCounts({ dataDir: "", databaseUrl })).outbox, { pending: 1 }, "recorded, not sent");
    // The second replica's outbox timer finds the e-mail due (within its 15 s period).
    const [mail] = await smtp.waitFor(1, 45_000);
    assert.deepEqual(mail!.to, ["buyer1@example.com"]);
    assert.deepEqual(await settledOutbox({ dataDir: "", databaseUrl }), { sent: 1 }, "one e-mail, and no second one queued");
    assert.equal(smtp.messages.length, 1);
    const counts = await storeCounts({ dataDir: "", databaseUrl });
    assert.deepEqual([counts.licenses, counts.sold, counts.held], [1, 1, 0]);
    assert.ok(mail!.parsed.attachments[0]?.content.toString("utf8").trim().length);
  });
});
