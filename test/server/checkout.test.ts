// Quote and checkout against the real server, the local fake of Stripe and a real SMTP receiver.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { productById } from "../../src/catalog.ts";
import { generateKeyPair } from "../../src/license/keys.ts";
import { deliverySummary, emailDelivery } from "../../src/server/commerce/checkout.ts";
import type { StoredMail } from "../../src/server/store/store.ts";
import { developmentBuild, execSvc, svc, tempDir } from "../support/cli.ts";
import { FakeStripe } from "../support/fake-stripe.ts";
import { sptCheckout } from "../support/sales.ts";
import { startTestServer } from "../support/server.ts";
import { SmtpReceiver } from "../support/smtp.ts";
import { settledOutbox, storeRows } from "../support/stores.ts";

const QUOTE_KEYS = [
  "quote_id",
  "product_id",
  "name",
  "amount_minor",
  "currency",
  "country",
  "available",
  "remaining",
  "expires_at",
  "checkout_url",
  "purchase_url",
];

describe("deliverySummary", () => {
  test("the worst outcome among the order's e-mails: this call's sends, the rest as the store has them", () => {
    const of = (...outcomes: ("sent" | "queued" | "retrying")[]) => new Map(outcomes.map((outcome, index) => [`m${index}`, outcome]));
    const stored = (...states: [StoredMail["state"], boolean][]): StoredMail[] =>
      states.map(([state, failed], index) => ({ id: `m${index}`, state, failed, retryAt: failed ? 30_000 + index : null }));
    assert.equal(deliverySummary(of("sent", "retrying", "queued"), stored(["sent", false], ["pending", true], ["sent", false])), "retrying");
    assert.equal(deliverySummary(of("sent", "queued"), stored(["sent", false], ["spooled", false])), "queued");
    assert.equal(deliverySummary(of("sent", "sent"), stored(["sent", false], ["sent", false])), "sent");
    // Nothing sent in this call: the store's word (sent earlier; claimed by another sender; failed, waiting).
    assert.equal(deliverySummary(new Map(), stored(["sent", false])), "sent");
    assert.equal(deliverySummary(new Map(), stored(["sending", false])), "queued");
    assert.equal(deliverySummary(new Map(), stored(["pending", true])), "retrying");
    assert.equal(deliverySummary(new Map(), stored(["spooled", false])), "queued");
    assert.equal(deliverySummary(new Map(), []), "queued");
  });

  test("the answer says queued, never failed, for an e-mail waiting for its retry, and when the retry is", () => {
    const stored: StoredMail[] = [
      { id: "m0", state: "sent", failed: false, retryAt: null },
      { id: "m1", state: "pending", failed: true, retryAt: Date.parse("2026-11-25T12:00:30Z") },
    ];
    assert.deepEqual(emailDelivery(new Map([["m1", "retrying"]]), stored), { email_delivery: "queued", email_retry_at: "2026-11-25T12:00:30.000Z" });
    assert.deepEqual(emailDelivery(null, stored), { email_delivery: "queued" }, "not waited for: queued, nothing more said");
    assert.deepEqual(emailDelivery(new Map([["m0", "sent"]]), stored.slice(0, 1)), { email_delivery: "sent" });
  });
});

describe("quote", () => {
  test("a tier product: every field, 15 minutes, URLs from SVC_BASE_URL, EU member codes", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: "https://svc.example.com/" } });
    const answer = await server.request("/api/v1/quote", { json: { product_id: "svc_founder_lifetime", country: "de" } });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(Object.keys(answer.body), QUOTE_KEYS);
    assert.equal(answer.body.amount_minor, 1900);
    assert.equal(answer.body.currency, "USD");
    assert.equal(answer.body.country, "DE");
    assert.equal(answer.body.remaining, 10);
    assert.equal(answer.body.expires_at, "2026-11-25T12:15:00.000Z");
    assert.match(answer.body.quote_id, /^qt_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    const ids = new Set<string>([answer.body.quote_id]);
    for (const [advance, expires] of [
      [7, "2026-11-25T12:15:00.007Z"],
      [993, "2026-11-25T12:15:01.000Z"],
      [61_234, "2026-11-25T12:16:02.234Z"],
    ] as const) {
      server.clock.advance(advance);
      const next = await server.request("/api/v1/quote", { json: { product_id: "svc_lifetime" } });
      assert.equal(next.body.expires_at, expires);
      ids.add(next.body.quote_id);
    }
    assert.equal(ids.size, 4, "every quote has its own id");
    assert.equal(answer.body.checkout_url, "https://svc.example.com/api/v1/checkout?product_id=svc_founder_lifetime&payment_mode=processor_link");
    assert.equal(answer.body.purchase_url, "https://svc.example.com/buy?product=svc_founder_lifetime");
    const viaGet = await server.request("/api/v1/quote?product_id=svc_team_migration_pack&country=EU");
    assert.equal(viaGet.status, 200);
    assert.equal(viaGet.body.amount_minor, 49900);
    assert.equal(viaGet.body.country, "EU");
    assert.equal("remaining" in viaGet.body, false);
    assert.match(viaGet.body.checkout_url, /payment_mode=processor_checkout$/);
  });

  test("countries outside the list, bad codes, unknown products, conflicting fields: 400 naming the field", async () => {
    const server = await startTestServer();
    const cases: [string, Record<string, string>, string, string][] = [
      ["/api/v1/quote?country=BR", { product_id: "svc_lifetime" }, "country_not_available", "country"],
      ["/api/v1/quote", { product_id: "svc_lifetime", country: "Germany" }, "country_not_available", "country"],
      ["/api/v1/quote?product_id=svc_lifetime&country=USA", {}, "country_not_available", "country"],
      ["/api/v1/quote", { product_id: "svc_gold" }, "unknown_product", "product_id"],
      ["/api/v1/quote", {}, "missing_field", "product_id"],
      ["/api/v1/quote?product_id=svc_lifetime", { product_id: "svc_early_lifetime" }, "conflicting_field", "product_id"],
    ];
    for (const [path, body, code, field] of cases) {
      const answer = await server.request(path, { json: body });
      assert.equal(answer.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.equal(answer.body.error.code, code);
      assert.equal(answer.body.error.field, field);
    }
    assert.equal(
      (await server.request("/api/v1/quote?product_id=svc_lifetime", { json: { product_id: "svc_lifetime" } })).status,
      200,
      "the same value twice is no conflict",
    );
  });
});

describe("link checkout and the team session", () => {
  test("license link modes answer the payment link with client_reference_id and prefilled_email", async () => {
    const link = "https://buy.stripe.com/test_abc";
    const server = await startTestServer({ env: { SVC_PAYMENT_LINK_SVC_LIFETIME: link } });
    for (const mode of ["processor_payment_link", "stripe_payment_link", "processor_link", "stripe_checkout"]) {
      const answer = await server.request(`/api/v1/checkout?product_id=svc_lifetime&payment_mode=${mode}`, {
        method: "POST",
        json: { buyer_email: "ada@example.com", client_reference_id: "agent-42_x" },
      });
      assert.equal(answer.status, 200, answer.text);
      assert.deepEqual(answer.body, {
        product_id: "svc_lifetime",
        payment_mode: mode.replace(/^stripe_/, "processor_"),
        url: `${link}?client_reference_id=agent-42_x&prefilled_email=ada%40example.com`,
        fulfillment: "emailed_after_checkout.session.completed",
      });
    }
    const bad = await server.request("/api/v1/checkout", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_link", client_reference_id: "has space" },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.field, "client_reference_id");
    const noLink = await server.request("/api/v1/checkout", { json: { product_id: "svc_early_lifetime", payment_mode: "processor_link" } });
    assert.equal(noLink.status, 503);
    assert.equal(noLink.body.error.code, "payments_not_configured");
    assert.match(noLink.body.error.message, /SVC_PAYMENT_LINK_SVC_EARLY_LIFETIME/);
    const catalog = await server.request("/api/v1/products");
    assert.equal(catalog.body.products.find((p: { id: string }) => p.id === "svc_lifetime").purchase_url, link);
  });

  test("the team pack creates a dynamic Checkout Session; its other modes are refused", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: "https://svc.example.com" } });
    const answer = await server.request("/api/v1/checkout", {
      json: { product_id: "svc_team_migration_pack", payment_mode: "stripe_checkout", buyer_email: "lead@example.com", client_reference_id: "team-1" },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(Object.keys(answer.body), ["product_id", "payment_mode", "url", "session_id", "fulfillment"]);
    assert.equal(answer.body.payment_mode, "processor_checkout");
    const session = server.stripe!.sessions.get(answer.body.session_id);
    assert.ok(session, "the session exists at the processor");
    assert.equal(answer.body.url, session.url);
    assert.deepEqual(session.metadata, { product_id: "svc_team_migration_pack" });
    assert.equal(session.amount_total, 49900);
    assert.equal(session.success_url, "https://svc.example.com/buy/thanks?session_id={CHECKOUT_SESSION_ID}");
    assert.equal(session.cancel_url, "https://svc.example.com/buy?product=svc_team_migration_pack");
    assert.equal(session.customer_email, "lead@example.com");
    assert.equal(session.client_reference_id, "team-1");
    assert.equal((await server.deps.store.findOrder(session.id))?.clientReferenceId, "team-1", "attribution stored with the order");
    for (const mode of ["processor_payment_link", "processor_link", "processor_spt", "processor_acp", "machine_payments_x402"]) {
      const refused = await server.request("/api/v1/checkout", { json: { ...sptCheckout("svc_team_migration_pack", "spt_ok_team"), payment_mode: mode } });
      assert.equal(refused.status, 400, mode);
      assert.equal(refused.body.error.code, "payment_mode_not_available");
    }
    for (const mode of ["processor_acp", "stripe_acp", "mpp_x402"]) {
      const refused = await server.request("/api/v1/checkout", { json: { product_id: "svc_lifetime", payment_mode: mode } });
      assert.equal(refused.body.error.code, "payment_mode_not_available", mode);
    }
    assert.deepEqual(server.stripe!.problems, []);
  });
});

describe("agentic checkout (processor_spt)", () => {
  test("confirms the payment intent, returns a license that `svc license verify` accepts, and e-mails it", async () => {
    const smtp = await new SmtpReceiver().start();
    const server = await startTestServer({ smtp });
    const answer = await server.request("/api/v1/checkout?payment_mode=stripe_spt", {
      json: sptCheckout("svc_founder_lifetime", "spt_ok_1", { payment_mode: "stripe_spt", client_reference_id: "agent-7" }),
      headers: { "idempotency-key": "order-1" },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(Object.keys(answer.body), [
      "status",
      "product_id",
      "license",
      "license_id",
      "payment_intent_id",
      "fulfillment",
      "email_delivery",
      "next_steps",
    ]);
    assert.equal(answer.body.status, "succeeded");
    assert.equal(answer.body.fulfillment, "returned_inline_after_confirmed_payment_intent");
    // "sent" when the mail server took it at once, else "queued": the answer never waits long for mail.
    assert.ok(["sent", "queued"].includes(answer.body.email_delivery), answer.body.email_delivery);
    const [charge] = server.stripe!.charges;
    assert.equal(server.stripe!.charges.length, 1);
    assert.equal(charge!.token, "spt_ok_1");
    assert.equal(charge!.shape, "top_level");
    assert.match(charge!.idempotencyKey, /^svc-[A-Za-z0-9_-]{43}$/, "the buyer's key, namespaced");
    assert.equal(charge!.stripeVersion, "2026-07-29.preview");
    assert.equal(charge!.amount, 1900);
    assert.equal(charge!.metadata["client_reference_id"], "agent-7");
    assert.deepEqual(server.stripe!.problems, []);

    const home = await tempDir();
    const verified = await execSvc(["license", "verify", "-", "--json"], { home, stdin: answer.body.license });
    assert.equal(verified.code, 0, verified.stderr);
    const license = JSON.parse(verified.stdout).license;
    assert.equal(license.product_id, "svc_founder_lifetime");
    assert.equal(license.email, "ada@example.com");
    assert.equal(license.id, answer.body.license_id);

    const [mail] = await smtp.waitFor(1);
    assert.deepEqual(mail!.to, ["ada@example.com"]);
    assert.ok(mail!.parsed.text?.includes(answer.body.license));
    assert.match(mail!.parsed.text ?? "", /svc license install svc-license\.txt/);
    assert.match(mail!.parsed.text ?? "", /mkdir -p ~\/\.svc/);
    assert.match(mail!.parsed.text ?? "", /install\.sh \| sh/);
    assert.match(mail!.parsed.text ?? "", new RegExp(`/api/v1/license\\?payment_intent_id=${answer.body.payment_intent_id}`));
    assert.equal(mail!.parsed.attachments[0]?.filename, "svc-license.txt");
    assert.equal(mail!.parsed.attachments[0]?.content.toString("utf8").trim(), answer.body.license);

    const quote = await server.request("/api/v1/quote?product_id=svc_founder_lifetime");
    assert.equal(quote.body.remaining, 9, "the sale counts against the tier");
  });

  test("a license signed with an operator key verifies with a build trusting that key", async () => {
    const pair = generateKeyPair();
    const server = await startTestServer({ env: { SVC_LICENSE_SIGNING_KEY: pair.private_key } });
    const answer = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_operator") });
    assert.equal(answer.status, 200, answer.text);
    const home = await tempDir();
    const trusting = await svc(["license", "verify", "-"], {
      home,
      stdin: answer.body.license,
      build: developmentBuild({ keys: "release", trustedPublicKeys: [pair.public_key], developmentSigningKey: null }),
    });
    assert.equal(trusting.code, 0, trusting.stdout);
    const other = await svc(["license", "verify", "-"], { home, stdin: answer.body.license });
    assert.equal(other.code, 3, "the development build does not trust the operator key");
  });

  test("the nested SPT parameter shape, when configured", async () => {
    const stripe = await new FakeStripe({ sptParameter: "payment_method_data", sptApiVersion: "2026-08-26.preview" }).start();
    const server = await startTestServer({ stripe });
    const answer = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_nested") });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(stripe.charges[0]?.shape, "payment_method_data");
    assert.equal(stripe.charges[0]?.stripeVersion, "2026-08-26.preview");
    assert.deepEqual(stripe.problems, []);
  });

  test("a decline answers 402 payment_failed with the reason and releases the seat", async () => {
    const server = await startTestServer();
    for (const token of ["spt_decline_1", "spt_action_1"]) {
      const answer = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", token) });
      assert.equal(answer.status, 402, answer.text);
      assert.equal(answer.body.error.code, "payment_failed");
      assert.match(answer.body.error.reason, token.startsWith("spt_decline") ? /insufficient_funds/ : /action/);
      assert.match(answer.body.error.payment_intent_id, /^pi_/);
    }
    assert.equal((await server.deps.store.seatCounts("svc_founder_lifetime", server.clock.now().getTime())).held, 0);
    assert.equal((await server.request("/api/v1/quote?product_id=svc_founder_lifetime")).body.remaining, 10);
    assert.equal(await server.deps.store.findOrder(server.stripe!.charges[0]!.intentId!), null, "no order for a declined payment");
  });

  test("a processing payment answers 202; its license comes from GET /api/v1/license once it settles", async () => {
    const server = await startTestServer();
    const answer = await server.request("/api/v1/checkout", { json: sptCheckout("svc_early_lifetime", "spt_processing_1") });
    assert.equal(answer.status, 202, answer.text);
    assert.deepEqual(Object.keys(answer.body), ["status", "payment_intent_id", "license_url", "next_step"]);
    assert.equal(answer.body.status, "processing");
    const id = answer.body.payment_intent_id;
    assert.equal((await server.request("/api/v1/quote?product_id=svc_early_lifetime")).body.remaining, 9, "the seat stays held");
    const pending = await server.request(`/api/v1/license?payment_intent_id=${id}`);
    assert.equal(pending.status, 409);
    assert.equal(pending.body.error.code, "pending");
    server.stripe!.settleIntent(id);
    const fulfilled = await server.request(`/api/v1/license?payment_intent_id=${id}`);
    assert.equal(fulfilled.status, 200, fulfilled.text);
    assert.equal(fulfilled.body.status, "fulfilled");
    assert.equal(fulfilled.body.product_id, "svc_early_lifetime");
    assert.equal(fulfilled.body.licenses.length, 1);
    const again = await server.request(`/api/v1/license?payment_intent_id=${id}`);
    assert.deepEqual(again.body.licenses, fulfilled.body.licenses, "asking again returns the same license");
    assert.deepEqual(await server.deps.store.seatCounts("svc_early_lifetime", server.clock.now().getTime()), { sold: 1, held: 0 });
  });

  test("a processing payment that settles is fulfilled and e-mailed by payment_intent.succeeded, once", async () => {
    const smtp = await new SmtpReceiver().start();
    const server = await startTestServer({ smtp });
    const answer = await server.request("/api/v1/checkout", { json: sptCheckout("svc_early_lifetime", "spt_processing_2") });
    assert.equal(answer.status, 202, answer.text);
    const id = answer.body.payment_intent_id;
    server.stripe!.settleIntent(id);
    const deliver = (payload: string) =>
      server.request("/api/processor/webhook", {
        method: "POST",
        body: payload,
        headers: { "content-type": "application/json", "stripe-signature": server.stripe!.sign(payload, Math.floor(server.clock.now().getTime() / 1000)) },
      });
    const intent = { id, object: "payment_intent", status: "succeeded" };
    assert.equal((await deliver(server.stripe!.event("payment_intent.succeeded", intent))).status, 200);
    assert.equal((await deliver(server.stripe!.event("payment_intent.succeeded", intent))).status, 200);
    const [mail] = await smtp.waitFor(1);
    assert.deepEqual(mail!.to, ["ada@example.com"]);
    assert.deepEqual(await settledOutbox(server), { sent: 1 }, "one e-mail, and no second one queued");
    assert.equal(smtp.messages.length, 1);
    assert.equal((await server.deps.store.findOrder(id))?.licenses.length, 1);
    assert.deepEqual(await server.deps.store.seatCounts("svc_early_lifetime", server.clock.now().getTime()), { sold: 1, held: 0 });
    // A payment intent of someone else's (no agentic metadata) is ignored, not an error.
    const other = await deliver(server.stripe!.event("payment_intent.succeeded", { id: "pi_not_ours", object: "payment_intent" }));
    assert.equal(other.status, 200);
    assert.equal(await server.deps.store.findOrder("pi_not_ours"), null);
  });

  test("a retried Idempotency-Key charges once and replays the first answer", async () => {
    const server = await startTestServer();
    const body = sptCheckout("svc_lifetime", "spt_ok_idem");
    const first = await server.request("/api/v1/checkout", { json: body, headers: { "idempotency-key": "retry-me" } });
    const second = await server.request("/api/v1/checkout", { json: body, headers: { "idempotency-key": "retry-me" } });
    assert.equal(first.status, 200, first.text);
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, first.body);
    assert.equal(second.headers.get("idempotent-replayed"), "true");
    assert.equal(server.stripe!.charges.length, 1);
    const reused = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_other"), headers: { "idempotency-key": "retry-me" } });
    assert.equal(reused.status, 409);
    assert.equal(reused.body.error.code, "idempotency_conflict");
    assert.equal(server.stripe!.charges.length, 1);
  });

  test("an Idempotency-Key used again after its 24 hours is a new purchase of a tier seat, not a 500", async () => {
    const server = await startTestServer();
    const first = await server.request("/api/v1/checkout", {
      json: sptCheckout("svc_founder_lifetime", "spt_ok_day1"),
      headers: { "idempotency-key": "agent-order-1" },
    });
    assert.equal(first.status, 200, first.text);
    server.clock.advance(25 * 60 * 60 * 1000);
    server.stripe!.forgetIdempotencyKeys();
    const later = await server.request("/api/v1/checkout", {
      json: sptCheckout("svc_founder_lifetime", "spt_ok_day2"),
      headers: { "idempotency-key": "agent-order-1" },
    });
    assert.equal(later.status, 200, later.text);
    assert.notEqual(later.body.license_id, first.body.license_id);
    assert.deepEqual(await server.deps.store.seatCounts("svc_founder_lifetime", server.clock.now().getTime()), { sold: 2, held: 0 });
  });

  test("50 concurrent buyers of the founder tier: exactly 10 licenses, the rest sold_out with the next tier", async () => {
    const server = await startTestServer();
    server.stripe!.chargeDelayMs = 30; // every payment is still under way when the next buyer arrives
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", `spt_ok_buyer${index}`, { buyer_email: `buyer${index}@example.com` }) }),
      ),
    );
    const succeeded = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    assert.equal(succeeded.length, 10, answers.map((a) => a.status).join(","));
    assert.equal(refused.length, 40);
    for (const answer of refused) {
      assert.equal(answer.body.error.code, "sold_out");
      assert.equal(answer.body.error.next_product_id, "svc_early_lifetime");
    }
    assert.equal(new Set(succeeded.map((answer) => answer.body.license_id)).size, 10);
    assert.equal(server.stripe!.charges.length, 10, "sold-out buyers are never charged");
    assert.deepEqual(await server.deps.store.seatCounts("svc_founder_lifetime", server.clock.now().getTime()), { sold: 10, held: 0 });
    const quote = await server.request("/api/v1/quote?product_id=svc_founder_lifetime");
    assert.equal(quote.status, 409);
    assert.equal(quote.body.error.next_product_id, "svc_early_lifetime");
    const pricing = await server.request("/pricing.json");
    assert.deepEqual(pricing.body.products[0], {
      id: "svc_founder_lifetime",
      name: "svc Founder Lifetime License",
      price_minor: 1900,
      available: false,
      remaining: 0,
    });
  });

  test("missing token or e-mail, a token in a link mode: 400; the processor failing: 502, the seat kept for the retry with the same token", async () => {
    const server = await startTestServer({ env: { SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.com/x" } });
    const cases: [Record<string, string>, string, string][] = [
      [{ product_id: "svc_lifetime", payment_mode: "processor_spt", buyer_email: "a@example.com" }, "missing_field", "shared_payment_granted_token"],
      [{ product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_ok_x" }, "missing_field", "buyer_email"],
      [{ ...sptCheckout("svc_lifetime", "spt_ok_x"), buyer_email: "not-an-address" }, "invalid_email", "buyer_email"],
      [{ ...sptCheckout("svc_lifetime", "spt_ok_x"), payment_mode: "processor_link" }, "unexpected_field", "shared_payment_granted_token"],
      [{ ...sptCheckout("svc_lifetime", "spt_ok_x"), payment_mode: "paypal" }, "unknown_payment_mode", "payment_mode"],
      [{ product_id: "svc_lifetime" }, "missing_field", "payment_mode"],
    ];
    for (const [body, code, field] of cases) {
      const answer = await server.request("/api/v1/checkout", { json: body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.deepEqual([answer.body.error.code, answer.body.error.field], [code, field]);
    }
    server.stripe!.failing = true;
    const failed = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_fail") });
    assert.equal(failed.status, 502);
    assert.equal(failed.body.error.code, "processor_error");
    // The payment may have gone through: the seat waits (at most ten minutes) for the retry with
    // the same token, which resumes the same processor call and holds no second seat.
    const seats = () => server.deps.store.seatCounts("svc_founder_lifetime", server.clock.now().getTime());
    assert.deepEqual(await seats(), { sold: 0, held: 1 });
    server.stripe!.failing = false;
    const retried = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_fail") });
    assert.equal(retried.status, 200, retried.text);
    assert.deepEqual(await seats(), { sold: 1, held: 0 });
    assert.equal(server.stripe!.charges.length, 1);
    server.stripe!.failing = true;
    await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_fail_2") });
    server.clock.advance(10 * 60 * 1000);
    assert.deepEqual(await seats(), { sold: 1, held: 0 }, "a seat nobody comes back for lapses");
  });
});

describe("retries that must not sell, charge or answer twice", () => {
  const seatsOf = (server: {
    deps: { store: { seatCounts(id: "svc_founder_lifetime", now: number): Promise<{ sold: number; held: number }> } };
    clock: { now(): Date };
  }) => server.deps.store.seatCounts("svc_founder_lifetime", server.clock.now().getTime());

  test("a retry more than ten minutes after a 502, when another buyer took the last seat meanwhile: sold_out, never an 11th founder license", async () => {
    const server = await startTestServer();
    for (let buyer = 0; buyer < 9; buyer++) {
      const sold = await server.request("/api/v1/checkout", {
        json: sptCheckout("svc_founder_lifetime", `spt_ok_seat${buyer}`, { buyer_email: `buyer${buyer}@example.com` }),
      });
      assert.equal(sold.status, 200, sold.text);
    }
    server.stripe!.failing = true;
    const failed = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_late") });
    assert.equal(failed.status, 502, failed.text);
    assert.deepEqual(await seatsOf(server), { sold: 9, held: 1 });
    server.stripe!.failing = false;
    server.clock.advance(10 * 60 * 1000);
    assert.deepEqual(await seatsOf(server), { sold: 9, held: 0 }, "the hold lapsed");
    const tenth = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_tenth", { buyer_email: "tenth@example.com" }) });
    assert.equal(tenth.status, 200, tenth.text);
    const retried = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_late") });
    assert.equal(retried.status, 409, retried.text);
    assert.deepEqual([retried.body.error.code, retried.body.error.next_product_id], ["sold_out", "svc_early_lifetime"]);
    assert.deepEqual(await seatsOf(server), { sold: 10, held: 0 });
    assert.equal(server.stripe!.charges.length, 10, "the late token was never charged");
  });

  test("a retry after a lost answer, when the hold lapsed meanwhile: the seat under the same name, the processor's own answer, one charge", async () => {
    const server = await startTestServer();
    const stripe = server.stripe!;
    // The processor charges, the answer is lost; the buyer comes back after the hold lapsed.
    stripe.losingAnswers = true;
    const lost = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_lapsed") });
    assert.equal(lost.status, 502, lost.text);
    stripe.losingAnswers = false;
    server.clock.advance(10 * 60 * 1000);
    const retried = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_lapsed") });
    assert.equal(retried.status, 200, retried.text);
    assert.equal(retried.body.status, "succeeded");
    assert.equal(stripe.charges.length, 1, "the processor replayed its first answer");
    assert.deepEqual(stripe.problems, []);
    assert.deepEqual(await seatsOf(server), { sold: 1, held: 0 });
    const again = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", "spt_ok_lapsed") });
    assert.equal(again.body.license_id, retried.body.license_id);
  });

  test("sold out spends nothing: the same token (and the same key) then buys the next tier, charged once", async () => {
    const server = await startTestServer();
    const now = server.clock.now().getTime();
    for (let seat = 0; seat < 10; seat++)
      await server.deps.store.reserveSeat({ productId: "svc_founder_lifetime", seats: 10, now, expiresAt: now + 600_000, holdKey: null });
    for (const [token, key] of [
      ["spt_ok_next", undefined],
      ["spt_ok_next_keyed", "agent-order-7"],
    ] as const) {
      const headers: Record<string, string> = key === undefined ? {} : { "idempotency-key": key };
      const soldOut = await server.request("/api/v1/checkout", { json: sptCheckout("svc_founder_lifetime", token), headers });
      assert.equal(soldOut.status, 409, soldOut.text);
      assert.equal(soldOut.body.error.code, "sold_out");
      const next = await server.request("/api/v1/checkout", { json: sptCheckout(soldOut.body.error.next_product_id, token), headers });
      assert.equal(next.status, 200, `${token}: ${next.text}`);
      assert.equal(next.body.product_id, "svc_early_lifetime");
    }
    assert.deepEqual(
      server.stripe!.charges.map((charge) => [charge.token, charge.amount]),
      [
        ["spt_ok_next", 2900],
        ["spt_ok_next_keyed", 2900],
      ],
    );
  });

  test("an expired quote spends nothing: the same token without quote_id then pays the current price", async () => {
    const server = await startTestServer();
    const quote = await server.request("/api/v1/quote?product_id=svc_early_lifetime");
    server.clock.advance(15 * 60 * 1000 + 1);
    const expired = await server.request("/api/v1/checkout", { json: sptCheckout("svc_early_lifetime", "spt_ok_requote", { quote_id: quote.body.quote_id }) });
    assert.equal(expired.status, 409, expired.text);
    assert.equal(expired.body.error.code, "quote_expired");
    const bought = await server.request("/api/v1/checkout", { json: sptCheckout("svc_early_lifetime", "spt_ok_requote") });
    assert.equal(bought.status, 200, bought.text);
    assert.equal(server.stripe!.charges.length, 1);
  });

  test("a replay after the quote expired is the first answer; the same key without the quote_id is another request", async () => {
    const server = await startTestServer();
    const quote = await server.request("/api/v1/quote?product_id=svc_lifetime");
    const body = sptCheckout("svc_lifetime", "spt_ok_quoted_replay", { quote_id: quote.body.quote_id });
    const headers = { "idempotency-key": "quoted-1" };
    const first = await server.request("/api/v1/checkout", { json: body, headers });
    assert.equal(first.status, 200, first.text);
    server.clock.advance(15 * 60 * 1000 + 1);
    for (const replay of [await server.request("/api/v1/checkout", { json: body, headers }), await server.request("/api/v1/checkout", { json: body })]) {
      assert.equal(replay.status, 200, replay.text);
      assert.equal(replay.body.license_id, first.body.license_id);
      assert.equal(replay.headers.get("idempotent-replayed"), "true");
    }
    const { quote_id: _, ...unquoted } = body;
    const conflict = await server.request("/api/v1/checkout", { json: unquoted, headers });
    assert.equal(conflict.status, 409, conflict.text);
    assert.equal(conflict.body.error.code, "idempotency_conflict");
    assert.equal(server.stripe!.charges.length, 1);
  });

  test("a retry after a lost answer at another price never reuses the processor's key with other parameters", async () => {
    const server = await startTestServer();
    const stripe = server.stripe!;
    const quote = await server.request("/api/v1/quote?product_id=svc_lifetime");
    const product = productById("svc_lifetime");
    const team = productById("svc_team_migration_pack");
    const [lifetimePrice, teamPrice] = [product.priceMinor, team.priceMinor];
    try {
      // The token: charged at the quoted price, the answer lost; a new price is deployed.
      stripe.losingAnswers = true;
      const lost = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_lost", { quote_id: quote.body.quote_id }) });
      assert.equal(lost.status, 502, lost.text);
      stripe.losingAnswers = false;
      product.priceMinor += 500;
      const otherPrice = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_lost") });
      assert.equal(otherPrice.status, 409, otherPrice.text);
      assert.equal(otherPrice.body.error.code, "token_already_used");
      const resumed = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_lost", { quote_id: quote.body.quote_id }) });
      assert.equal(resumed.status, 200, resumed.text);
      assert.deepEqual(
        stripe.charges.map((charge) => charge.amount),
        [lifetimePrice],
        "charged once, at the quoted price",
      );

      // A team session under one Idempotency-Key, its answer lost, then asked again at a new price.
      const teamBody = { product_id: "svc_team_migration_pack", payment_mode: "processor_checkout", buyer_email: "lead@example.com" };
      stripe.losingAnswers = true;
      assert.equal((await server.request("/api/v1/checkout", { json: teamBody, headers: { "idempotency-key": "team-1" } })).status, 502);
      stripe.losingAnswers = false;
      team.priceMinor += 10_000;
      const session = await server.request("/api/v1/checkout", { json: teamBody, headers: { "idempotency-key": "team-1" } });
      assert.equal(session.status, 200, session.text);
      assert.equal(stripe.sessions.get(session.body.session_id)?.amount_total, teamPrice + 10_000);
      const keys = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").map((request) => request.idempotencyKey);
      assert.equal(keys.length, 2);
      assert.notEqual(keys[0], keys[1], "another amount, another processor key");
    } finally {
      product.priceMinor = lifetimePrice;
      team.priceMinor = teamPrice;
    }
    assert.deepEqual(stripe.problems, []);
  });

  test("a refused token quoted in the processor's error is kept nowhere: not in the answer, the stored answer or the log", async () => {
    const server = await startTestServer();
    const missing = "spt_missing_4f9c2a7be1d04c3a";
    const garbled = "spt_garbled_9d2e61c0ab37f815";
    const refused = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", missing), headers: { "idempotency-key": "refused-1" } });
    assert.equal(refused.status, 402, refused.text);
    assert.equal(refused.body.error.code, "payment_failed");
    assert.match(refused.body.error.reason, /resource_missing: No such shared_payment_granted_token/);
    const failed = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", garbled) });
    assert.equal(failed.status, 502, failed.text);
    const stored = await storeRows(server, "SELECT body FROM idempotency_keys");
    assert.ok(stored.length >= 2, "the decline is stored for its replays");
    const kept = [refused.text, failed.text, ...server.logs, ...stored.map((row) => String(row["body"]))].join("\n");
    assert.match(kept, /Could not read the payment method/, "the processor's detail is logged");
    for (const token of [missing, garbled]) {
      assert.equal(kept.includes(token), false, `${token} is kept`);
      assert.equal(kept.includes(token.slice("spt_".length)), false, `a part of ${token} is kept`);
    }
  });
});

describe("not configured", () => {
  test("without STRIPE_SECRET_KEY: 503 payments_not_configured; quotes still work", async () => {
    const server = await startTestServer({ stripe: false });
    for (const body of [sptCheckout("svc_lifetime", "spt_ok_1"), { product_id: "svc_team_migration_pack", payment_mode: "processor_checkout" }]) {
      const answer = await server.request("/api/v1/checkout", { json: body });
      assert.equal(answer.status, 503);
      assert.equal(answer.body.error.code, "payments_not_configured");
    }
    assert.equal((await server.request("/api/v1/quote?product_id=svc_lifetime")).status, 200);
    assert.equal((await server.request("/api/v1/license?session_id=cs_test_1")).body.error.code, "payments_not_configured");
  });

  test("a release build without SVC_LICENSE_SIGNING_KEY: 503 signing_not_configured", async () => {
    const server = await startTestServer({ build: developmentBuild({ keys: "release", developmentSigningKey: null }) });
    const answer = await server.request("/api/v1/checkout", { json: sptCheckout("svc_lifetime", "spt_ok_1") });
    assert.equal(answer.status, 503);
    assert.equal(answer.body.error.code, "signing_not_configured");
    assert.equal(server.stripe!.charges.length, 0);
  });
});
