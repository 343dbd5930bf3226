// The webhook and GET /api/v1/license: signatures, exactly-once fulfilment, payment-link
// products, the team pack, delayed payments.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { productById } from "../../src/catalog.ts";
import { execSvc, tempDir } from "../support/cli.ts";
import { paidLinkSession } from "../support/sales.ts";
import { logEntries, startTestServer, type TestServer } from "../support/server.ts";
import { SmtpReceiver } from "../support/smtp.ts";
import { settledOutbox } from "../support/stores.ts";

function seconds(server: TestServer): number {
  return Math.floor(server.clock.now().getTime() / 1000);
}

async function deliver(server: TestServer, payload: string, options: { path?: string; signature?: string } = {}) {
  return server.request(options.path ?? "/api/processor/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": options.signature ?? server.stripe!.sign(payload, seconds(server)) },
  });
}

function amountWarnings(server: TestServer): Record<string, unknown>[] {
  return logEntries(server).filter((entry) => /paid amount differs from the catalog price/.test(String(entry["msg"])));
}

describe("webhook", () => {
  test("a payment-link sale: the product comes from the link's metadata; the license is e-mailed and served", async () => {
    const smtp = await new SmtpReceiver().start();
    const server = await startTestServer({ smtp });
    const session = paidLinkSession(server.stripe!, "svc_lifetime", { reference: "blog-post" });
    const answer = await deliver(server, server.stripe!.event("checkout.session.completed", session), { path: "/api/stripe/webhook" });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body, { received: true });
    const [mail] = await smtp.waitFor(1);
    assert.deepEqual(mail!.to, ["grace@example.com"]);
    const license = await server.request(`/api/v1/license?session_id=${session.id}`);
    assert.equal(license.status, 200);
    assert.deepEqual(Object.keys(license.body), ["status", "product_id", "licenses"]);
    assert.equal(license.body.product_id, "svc_lifetime");
    assert.equal(license.body.licenses.length, 1);
    assert.equal(mail!.parsed.attachments[0]?.content.toString("utf8").trim(), license.body.licenses[0]);
    assert.match(mail!.parsed.text ?? "", new RegExp(`api/v1/license\\?session_id=${session.id}`));
    assert.match(mail!.parsed.text ?? "", /write to support@svc\.test from the address on your receipt/);
    const verified = await execSvc(["license", "verify", "-", "--json"], { home: await tempDir(), stdin: license.body.licenses[0] });
    assert.equal(verified.code, 0, verified.stderr);
    assert.equal(JSON.parse(verified.stdout).license.email, "grace@example.com");
    assert.equal((await server.deps.store.findOrder(session.id))?.clientReferenceId, "blog-post");
    assert.deepEqual(server.stripe!.problems, []);
  });

  test("the same event ten times and a second event for the session: one order, one e-mail", async () => {
    const smtp = await new SmtpReceiver().start();
    const server = await startTestServer({ smtp });
    const session = paidLinkSession(server.stripe!, "svc_early_lifetime");
    const payload = server.stripe!.event("checkout.session.completed", session);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(server, payload)));
    for (let index = 0; index < 5; index++) answers.push(await deliver(server, payload));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(10).fill(200),
    );
    assert.ok(
      answers.some((answer) => answer.body.duplicate === true),
      "later deliveries are recognised as duplicates",
    );
    const second = await deliver(server, server.stripe!.event("checkout.session.async_payment_succeeded", session));
    assert.equal(second.status, 200);
    await smtp.waitFor(1);
    assert.deepEqual(await settledOutbox(server), { sent: 1 }, "one e-mail, and no second one queued");
    assert.equal(smtp.messages.length, 1);
    const order = await server.deps.store.findOrder(session.id);
    assert.equal(order?.licenses.length, 1);
    assert.deepEqual(await server.deps.store.seatCounts("svc_early_lifetime", server.clock.now().getTime()), { sold: 1, held: 0 });
  });

  test("a bad signature, an old timestamp, another secret, no signature: 400 and nothing fulfilled", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime");
    const payload = server.stripe!.event("checkout.session.completed", session);
    const now = seconds(server);
    const cases = [
      server.stripe!.sign(payload, now).replace(/v1=(.)/, (_, first: string) => `v1=${first === "0" ? "1" : "0"}`),
      server.stripe!.sign(payload, now - 301),
      server.stripe!.sign(payload, now, "whsec_someone_else"),
      server.stripe!.sign(`${payload} `, now),
    ];
    for (const signature of cases) {
      const answer = await deliver(server, payload, { signature });
      assert.equal(answer.status, 400, signature);
      assert.equal(answer.body.error.code, "invalid_signature");
    }
    assert.match((await deliver(server, payload, { signature: server.stripe!.sign(payload, now - 301) })).body.error.message, /tolerance/);
    const unsigned = await server.request("/api/processor/webhook", { method: "POST", body: payload, headers: { "content-type": "application/json" } });
    assert.equal(unsigned.body.error.code, "missing_signature");
    assert.equal(await server.deps.store.findOrder(session.id), null);
    assert.equal((await deliver(server, payload, { signature: server.stripe!.sign(payload, now - 299) })).status, 200, "inside the tolerance it is accepted");
  });

  test("a delayed payment: completed but unpaid waits (license 409 pending); async_payment_succeeded fulfils", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime", { email: "ada@example.com", paid: false });
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.completed", session))).status, 200);
    assert.equal(await server.deps.store.findOrder(session.id), null);
    const pending = await server.request(`/api/v1/license?session_id=${session.id}`);
    assert.equal(pending.status, 409);
    assert.equal(pending.body.error.code, "pending");
    server.stripe!.completeSession(session.id, { email: "ada@example.com", paid: true });
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.async_payment_succeeded", session))).status, 200);
    assert.equal((await server.deps.store.findOrder(session.id))?.status, "fulfilled");
    assert.equal((await server.request("/api/v1/license?session_id=cs_test_nothing")).status, 404);
  });

  test("the team pack: ten licenses for the buyer and a note to support", async () => {
    const smtp = await new SmtpReceiver().start();
    const server = await startTestServer({ smtp });
    const started = await server.request("/api/v1/checkout", { json: { product_id: "svc_team_migration_pack", payment_mode: "processor_checkout" } });
    const session = server.stripe!.completeSession(started.body.session_id, { email: "lead@example.com", paid: true });
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.completed", session))).status, 200);
    const mails = await smtp.waitFor(2);
    const buyer = mails.find((mail) => mail.to.includes("lead@example.com"));
    const support = mails.find((mail) => mail.to.includes("support@svc.test"));
    assert.ok(buyer && support);
    assert.equal(buyer.parsed.attachments.length, 10);
    assert.match(support.parsed.text ?? "", new RegExp(`Order:\\s+${session.id}`));
    assert.match(support.parsed.text ?? "", /Buyer:\s+lead@example\.com/);
    const license = await server.request(`/api/v1/license?session_id=${session.id}`);
    assert.equal(license.body.licenses.length, 10);
    assert.equal(new Set(license.body.licenses).size, 10);
    const payloads = license.body.licenses.map((envelope: string) => JSON.parse(Buffer.from(envelope.split(".")[1]!, "base64url").toString("utf8")));
    for (const payload of payloads) {
      assert.equal(payload.product_id, "svc_team_migration_pack");
      assert.equal(payload.seats, 1);
      assert.equal(payload.email, "lead@example.com");
    }
  });

  test("a tier sale through a stale link after the tier sold out is still fulfilled, and logged as an oversell", async () => {
    const server = await startTestServer();
    for (let index = 0; index < 10; index++) {
      const answer = await server.request("/api/v1/checkout", {
        json: {
          product_id: "svc_founder_lifetime",
          payment_mode: "processor_spt",
          shared_payment_granted_token: `spt_ok_${index}`,
          buyer_email: `b${index}@example.com`,
        },
      });
      assert.equal(answer.status, 200);
    }
    const session = paidLinkSession(server.stripe!, "svc_founder_lifetime");
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.completed", session))).status, 200);
    assert.equal((await server.deps.store.findOrder(session.id))?.oversold, true);
    assert.ok(logEntries(server).some((entry) => entry["level"] === "warn" && String(entry["msg"]).startsWith("oversell")));
  });

  test("a paid session whose link names no product is refused (the processor retries) and fulfilled once fixed", async () => {
    const server = await startTestServer();
    const link = server.stripe!.addPaymentLink(null);
    const session = server.stripe!.completeSession(server.stripe!.openLink(link.id, { amount: 4900 }).id, { email: "ada@example.com", paid: true });
    const payload = server.stripe!.event("checkout.session.completed", session);
    const refused = await deliver(server, payload);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error.code, "unfulfillable");
    server.stripe!.links.get(link.id)!.metadata["product_id"] = "svc_lifetime";
    assert.equal((await deliver(server, payload)).status, 200, "the redelivery of the same event is not taken for a duplicate");
    assert.equal((await server.deps.store.findOrder(session.id))?.productId, "svc_lifetime");
  });

  test("paid the catalog price: fulfilled with no warning; another amount or currency: fulfilled, recorded and logged", async () => {
    const server = await startTestServer();
    const exact = paidLinkSession(server.stripe!, "svc_early_lifetime", { email: "exact@example.com" });
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.completed", exact))).status, 200);
    assert.equal((await server.deps.store.findOrder(exact.id))?.amountMinor, productById("svc_early_lifetime").priceMinor);
    assert.deepEqual(amountWarnings(server), []);

    const cheaper = paidLinkSession(server.stripe!, "svc_lifetime", { email: "discount@example.com", amount: 1900 });
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.completed", cheaper))).status, 200);
    const euro = paidLinkSession(server.stripe!, "svc_lifetime", { email: "euro@example.com" });
    euro.currency = "eur";
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.completed", euro))).status, 200);
    for (const [session, amount, currency] of [
      [cheaper, 1900, "usd"],
      [euro, 4900, "eur"],
    ] as const) {
      const order = await server.deps.store.findOrder(session.id);
      assert.equal(order?.status, "fulfilled", "the buyer paid: the license is delivered anyway");
      assert.equal(order?.licenses.length, 1);
      assert.deepEqual([order?.amountMinor, order?.currency], [amount, currency]);
    }
    const warnings = amountWarnings(server);
    assert.deepEqual(
      warnings.map((entry) => [entry["order"], entry["product_id"], entry["amount_minor"], entry["currency"]]),
      [
        [cheaper.id, "svc_lifetime", 1900, "usd"],
        [euro.id, "svc_lifetime", 4900, "eur"],
      ],
    );
  });

  test("a session with payment_status no_payment_required (a 100% coupon) is fulfilled", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime", { email: "free@example.com", amount: 0 });
    (session as { payment_status: string }).payment_status = "no_payment_required";
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.completed", session))).status, 200);
    assert.equal((await server.deps.store.findOrder(session.id))?.status, "fulfilled");
    const license = await server.request(`/api/v1/license?session_id=${session.id}`);
    assert.equal(license.status, 200, license.text);
    assert.equal(license.body.licenses.length, 1);
  });

  test("an order already fulfilled is answered from the store: the processor is not asked again", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime");
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.completed", session))).status, 200);
    const licenses = (await server.deps.store.findOrder(session.id))?.licenses.map((license) => license.envelope);
    const asked = server.stripe!.requests.length;
    assert.equal((await deliver(server, server.stripe!.event("checkout.session.async_payment_succeeded", session))).status, 200);
    const answer = await server.request(`/api/v1/license?session_id=${session.id}`);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.licenses, licenses);
    assert.deepEqual(server.stripe!.requests.slice(asked), [], "a fulfilled order needs nothing from the processor");
  });

  test("without STRIPE_WEBHOOK_SECRET the webhook answers 503", async () => {
    const server = await startTestServer({ env: { STRIPE_WEBHOOK_SECRET: "" } });
    const answer = await server.request("/api/processor/webhook", { json: {}, headers: { "stripe-signature": "t=1,v1=00" } });
    assert.equal(answer.status, 503);
  });
});
