// fulfil() called directly, in this process (no HTTP request in between): each branch of the money
// path with its exact outcome — what is recorded, what is logged, what is refused and with which
// error. The server's deps are real (the local fake of Stripe, the SQLite store in a temporary
// folder, e-mail written to the outbox folder); only fulfil's own inputs are varied. Fast enough
// for mutation testing (stryker.config.mjs, module commerce) to run once per mutant.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { verifyLicense } from "../../src/license/envelope.ts";
import { Keyring } from "../../src/license/keys.ts";
import { fulfil, type Fulfilment } from "../../src/server/commerce/fulfilment.ts";
import type { CrashPoint, ServerDeps } from "../../src/server/deps.ts";
import { DEV_PUBLIC_KEY } from "../support/cli.ts";
import { paidLinkSession } from "../support/sales.ts";
import { logEntries, startTestServer, type TestServer } from "../support/server.ts";

const NOW = "2026-11-25T12:00:00Z";

/**
 * A payment intent as the agentic checkout makes it, put straight into the fake. Its metadata keys
 * are spelled out (not INTENT_METADATA): intents made by earlier versions carry these very names.
 */
function intent(server: TestServer, id: string, fields: { status?: string; amount?: number; currency?: string; metadata?: Record<string, string> }) {
  const amount = fields.amount ?? 4900;
  server.stripe!.intents.set(id, {
    id,
    object: "payment_intent",
    amount,
    amount_received: amount,
    currency: fields.currency ?? "usd",
    status: fields.status ?? "succeeded",
    metadata: fields.metadata ?? { product_id: "svc_lifetime", buyer_email: "ada@example.com" },
    payment_method: null,
    client_secret: `${id}_secret`,
    created: 0,
    livemode: false,
  });
}

function fulfilled(result: Fulfilment): Extract<Fulfilment, { status: "fulfilled" }> {
  assert.equal(result.status, "fulfilled", JSON.stringify(result));
  return result as Extract<Fulfilment, { status: "fulfilled" }>;
}

function logged(server: TestServer, message: RegExp): Record<string, unknown>[] {
  return logEntries(server)
    .filter((entry) => message.test(String(entry["msg"])))
    .map(({ time: _time, ...entry }) => entry);
}

describe("fulfil, checkout sessions", () => {
  test("a payment-link sale at the catalog price: the order as recorded, one license per product license, its e-mail handed over, no warning", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime", { reference: "blog-post" });
    const result = fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, server.deps));
    assert.equal(result.created, true);
    const { licenses, ...order } = result.order;
    assert.deepEqual(order, {
      key: session.id,
      kind: "checkout_session",
      productId: "svc_lifetime",
      email: "grace@example.com",
      status: "fulfilled",
      clientReferenceId: "blog-post",
      amountMinor: 4900,
      currency: "usd",
      oversold: false,
      createdAt: Date.parse(NOW),
      fulfilledAt: Date.parse(NOW),
    });
    assert.equal(licenses.length, 1);
    const verified = verifyLicense(licenses[0]!.envelope, Keyring.fromEncoded([DEV_PUBLIC_KEY]));
    assert.equal(verified.valid, true, JSON.stringify(verified));
    if (verified.valid) {
      assert.deepEqual(
        [verified.license.id, verified.license.product_id, verified.license.email, verified.license.issued_at],
        [licenses[0]!.id, "svc_lifetime", "grace@example.com", NOW],
      );
    }
    assert.equal(licenses[0]!.issuedAt, NOW);
    const delivered = [...(await result.delivery).entries()];
    const mail = await server.deps.store.orderMail(session.id);
    assert.deepEqual(delivered, [[mail[0]!.id, "queued"]]);
    assert.deepEqual(
      mail.map((m) => m.state),
      ["spooled"],
    );
    assert.deepEqual(logged(server, /order fulfilled/), [
      { level: "info", msg: "order fulfilled", order: session.id, product_id: "svc_lifetime", licenses: 1 },
    ]);
    assert.deepEqual(logged(server, /paid amount differs|oversell/), []);
  });

  test("the team pack: ten licenses, the license e-mail and the support e-mail", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_team_migration_pack");
    const result = fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, server.deps));
    assert.equal(result.order.licenses.length, 10);
    assert.equal(new Set(result.order.licenses.map((license) => license.id)).size, 10);
    await result.delivery;
    const claimed = await server.deps.store.orderMail(session.id);
    assert.equal(claimed.length, 2);
    assert.deepEqual(logged(server, /order fulfilled/)[0]?.["licenses"], 10);
  });

  test("a dynamic session names its product itself: its payment link is not asked", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_early_lifetime", { amount: 4900 });
    session.metadata = { product_id: "svc_lifetime" };
    const asked = server.stripe!.requests.length;
    const result = fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, server.deps));
    assert.equal(result.order.productId, "svc_lifetime");
    assert.deepEqual(
      server.stripe!.requests.slice(asked).map((r) => r.path),
      [`/v1/checkout/sessions/${session.id}`],
    );
  });

  test("no_payment_required (a 100% coupon) is fulfilled; unpaid is pending with its payment status; an unknown session is unknown", async () => {
    const server = await startTestServer();
    const free = paidLinkSession(server.stripe!, "svc_lifetime", { amount: 0 });
    (free as { payment_status: string }).payment_status = "no_payment_required";
    assert.equal(fulfilled(await fulfil({ kind: "checkout_session", id: free.id }, server.deps)).order.amountMinor, 0);

    const unpaid = paidLinkSession(server.stripe!, "svc_lifetime");
    unpaid.payment_status = "unpaid";
    assert.deepEqual(await fulfil({ kind: "checkout_session", id: unpaid.id }, server.deps), {
      status: "pending",
      reason: "the checkout session is not paid yet (payment_status unpaid)",
    });
    assert.equal(await server.deps.store.findOrder(unpaid.id), null);
    assert.deepEqual(await fulfil({ kind: "checkout_session", id: "cs_test_nobody" }, server.deps), { status: "unknown" });
  });

  test("a paid session that names no product, or whose link is gone, or that has no e-mail: 409 unfulfillable, logged, nothing recorded", async () => {
    const server = await startTestServer();
    const noProduct = paidLinkSession(server.stripe!, "svc_lifetime");
    noProduct.payment_link = null;
    const asked = server.stripe!.requests.length;
    await assert.rejects(fulfil({ kind: "checkout_session", id: noProduct.id }, server.deps), {
      name: "HttpError",
      status: 409,
      code: "unfulfillable",
      message: `checkout session ${noProduct.id} is paid but names no product (metadata.product_id on the session or its payment link)`,
    });
    assert.deepEqual(logged(server, /names no catalog product/), [
      {
        level: "error",
        msg: "paid checkout session names no catalog product; set metadata.product_id on its payment link",
        order: noProduct.id,
        payment_link: null,
      },
    ]);
    assert.deepEqual(
      server.stripe!.requests.slice(asked).map((r) => r.path),
      [`/v1/checkout/sessions/${noProduct.id}`],
      "a session without a payment link asks for no link",
    );

    const goneLink = paidLinkSession(server.stripe!, "svc_lifetime");
    goneLink.payment_link = "plink_gone";
    await assert.rejects(fulfil({ kind: "checkout_session", id: goneLink.id }, server.deps), { status: 409, code: "unfulfillable" });

    const unknownProduct = paidLinkSession(server.stripe!, "svc_no_such_product", { amount: 4900 });
    await assert.rejects(fulfil({ kind: "checkout_session", id: unknownProduct.id }, server.deps), { status: 409, code: "unfulfillable" });

    const noEmail = paidLinkSession(server.stripe!, "svc_lifetime");
    noEmail.customer_details = null;
    await assert.rejects(fulfil({ kind: "checkout_session", id: noEmail.id }, server.deps), {
      status: 409,
      code: "unfulfillable",
      message: `checkout session ${noEmail.id} is paid but carries no e-mail address`,
    });
    for (const id of [noProduct.id, goneLink.id, unknownProduct.id, noEmail.id]) assert.equal(await server.deps.store.findOrder(id), null);
  });

  test("a paid amount or currency other than the catalog's is fulfilled anyway, with a warning naming both; the catalog price in any letter case is not", async () => {
    const server = await startTestServer();
    const cheaper = paidLinkSession(server.stripe!, "svc_lifetime", { amount: 1900 });
    const euro = paidLinkSession(server.stripe!, "svc_lifetime");
    euro.currency = "eur";
    const upper = paidLinkSession(server.stripe!, "svc_lifetime");
    upper.currency = "USD";
    const noAmount = paidLinkSession(server.stripe!, "svc_lifetime");
    (noAmount as { amount_total: number | null }).amount_total = null;
    (noAmount as { currency: string | null }).currency = null;
    const noCurrency = paidLinkSession(server.stripe!, "svc_lifetime");
    (noCurrency as { currency: string | null }).currency = null;
    for (const session of [cheaper, euro, upper, noAmount, noCurrency]) {
      assert.equal(fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, server.deps)).order.status, "fulfilled");
    }
    const message = "paid amount differs from the catalog price (discount or tax?); fulfilling anyway";
    assert.deepEqual(logged(server, /paid amount differs/), [
      { level: "warn", msg: message, order: cheaper.id, product_id: "svc_lifetime", amount_minor: 1900, currency: "usd" },
      { level: "warn", msg: message, order: euro.id, product_id: "svc_lifetime", amount_minor: 4900, currency: "eur" },
      { level: "warn", msg: message, order: noCurrency.id, product_id: "svc_lifetime", amount_minor: 4900, currency: null },
    ]);
  });
});

describe("fulfil, payment intents", () => {
  test("a succeeded intent of the agentic checkout: its reference kept, its held seat turned into the sale", async () => {
    const server = await startTestServer();
    const now = server.clock.now().getTime();
    const hold = await server.deps.store.reserveSeat({ productId: "svc_founder_lifetime", seats: 10, now, expiresAt: now + 60_000, holdKey: null });
    assert.ok(hold.ok);
    intent(server, "pi_agentic", {
      amount: 1900,
      metadata: { product_id: "svc_founder_lifetime", buyer_email: "ada@example.com", client_reference_id: "agent-7", svc_hold_id: hold.holdId },
    });
    const result = fulfilled(await fulfil({ kind: "payment_intent", id: "pi_agentic" }, server.deps));
    assert.deepEqual(
      [result.order.kind, result.order.productId, result.order.email, result.order.clientReferenceId, result.order.amountMinor, result.order.currency],
      ["payment_intent", "svc_founder_lifetime", "ada@example.com", "agent-7", 1900, "usd"],
    );
    assert.deepEqual(await server.deps.store.seatCounts("svc_founder_lifetime", now + 1), { sold: 1, held: 0 });
    assert.deepEqual(logged(server, /paid amount differs/), []);
  });

  test("an intent without a reference or a hold: both null, a seat of its own is sold", async () => {
    const server = await startTestServer();
    intent(server, "pi_plain", { amount: 1900, metadata: { product_id: "svc_founder_lifetime", buyer_email: "ada@example.com" } });
    const result = fulfilled(await fulfil({ kind: "payment_intent", id: "pi_plain" }, server.deps));
    assert.equal(result.order.clientReferenceId, null);
    assert.deepEqual(await server.deps.store.seatCounts("svc_founder_lifetime", server.clock.now().getTime()), { sold: 1, held: 0 });
  });

  test("an intent the caller already has is not fetched again", async () => {
    const server = await startTestServer();
    const asked = server.stripe!.requests.length;
    const known = {
      id: "pi_known",
      status: "succeeded",
      amount: 4900,
      currency: "usd",
      metadata: { product_id: "svc_lifetime", buyer_email: "k@example.com" },
    };
    const result = fulfilled(await fulfil({ kind: "payment_intent", id: "pi_known" }, server.deps, { paymentIntent: known }));
    assert.equal(result.order.email, "k@example.com");
    assert.deepEqual(server.stripe!.requests.slice(asked), []);
  });

  test("not ours (no product, an unknown product, no e-mail, no such intent) is unknown; a processing one is pending with its status", async () => {
    const server = await startTestServer();
    intent(server, "pi_no_product", { metadata: { buyer_email: "a@example.com" } });
    intent(server, "pi_other_product", { metadata: { product_id: "prod_elsewhere", buyer_email: "a@example.com" } });
    intent(server, "pi_no_email", { metadata: { product_id: "svc_lifetime" } });
    for (const id of ["pi_no_product", "pi_other_product", "pi_no_email", "pi_missing"]) {
      assert.deepEqual(await fulfil({ kind: "payment_intent", id }, server.deps), { status: "unknown" }, id);
    }
    intent(server, "pi_processing", { status: "processing" });
    assert.deepEqual(await fulfil({ kind: "payment_intent", id: "pi_processing" }, server.deps), {
      status: "pending",
      reason: "the payment is not complete (status processing)",
    });
    assert.equal(await server.deps.store.findOrder("pi_processing"), null);
  });
});

describe("fulfil, once per order", () => {
  test("an order already fulfilled is answered from the store, its unsent e-mail handed over, the processor not asked (nor needed)", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime");
    const first = fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, server.deps));
    await first.delivery;
    const asked = server.stripe!.requests.length;
    const withoutProcessor: ServerDeps = { ...server.deps, processor: null, config: { ...server.deps.config, signing: null } };
    const again = fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, withoutProcessor));
    assert.equal(again.created, false);
    assert.deepEqual(again.order, first.order);
    assert.deepEqual([...(await again.delivery).entries()], [], "its e-mail went already");
    assert.deepEqual(server.stripe!.requests.slice(asked), []);
    assert.equal(logged(server, /order fulfilled/).length, 1);

    // Recorded, but its e-mail not sent yet (a crash before the outbox ran): handed over now.
    const now = server.clock.now().getTime();
    await server.deps.store.recordFulfilment({
      key: "pi_recorded",
      kind: "payment_intent",
      productId: "svc_lifetime",
      email: "r@example.com",
      clientReferenceId: null,
      amountMinor: 4900,
      currency: "usd",
      tierSeats: null,
      holdId: null,
      licenses: [],
      mails: [{ id: "mail_recorded", kind: "license", to: "r@example.com", subject: "s", text: "t", attachments: [] }],
      now,
    });
    const resumed = fulfilled(await fulfil({ kind: "payment_intent", id: "pi_recorded" }, withoutProcessor));
    assert.deepEqual([...(await resumed.delivery).entries()], [["mail_recorded", "queued"]]);
  });

  test("a pending order (recorded at checkout) is fulfilled, not taken for a finished one", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime");
    await server.deps.store.recordPendingOrder({
      key: session.id,
      kind: "checkout_session",
      productId: "svc_lifetime",
      email: "grace@example.com",
      clientReferenceId: null,
      amountMinor: 4900,
      currency: "usd",
      now: 0,
    });
    const result = fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, server.deps));
    assert.equal(result.created, true);
    assert.equal(result.order.licenses.length, 1);
  });

  test("two fulfilments of one order at once: one creates it and logs it, the other returns the same order", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime");
    const results = (await Promise.all([1, 2].map(() => fulfil({ kind: "checkout_session", id: session.id }, server.deps)))).map(fulfilled);
    assert.deepEqual(results.map((result) => result.created).sort(), [false, true]);
    assert.deepEqual(results[0]!.order, results[1]!.order);
    assert.equal(logged(server, /order fulfilled/).length, 1);
  });

  test("without a processor or a signing key: 503 naming the missing setting, nothing asked or recorded", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime");
    await assert.rejects(fulfil({ kind: "checkout_session", id: session.id }, { ...server.deps, processor: null }), {
      status: 503,
      code: "payments_not_configured",
      message: "payments are not configured on this server (STRIPE_SECRET_KEY is not set)",
    });
    await assert.rejects(fulfil({ kind: "checkout_session", id: session.id }, { ...server.deps, config: { ...server.deps.config, signing: null } }), {
      status: 503,
      code: "signing_not_configured",
      message: "license signing is not configured on this server (SVC_LICENSE_SIGNING_KEY is not set)",
    });
    assert.equal(await server.deps.store.findOrder(session.id), null);
  });

  test("a crash before the commit leaves nothing; the crash points come in order", async () => {
    const server = await startTestServer();
    const session = paidLinkSession(server.stripe!, "svc_lifetime");
    const points: CrashPoint[] = [];
    const crashing = {
      ...server.deps,
      crash: (point: CrashPoint) => {
        points.push(point);
        if (point === "before_fulfilment_commit") throw new Error("crashed");
      },
    };
    await assert.rejects(fulfil({ kind: "checkout_session", id: session.id }, crashing), /crashed/);
    assert.equal(await server.deps.store.findOrder(session.id), null);
    fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, { ...server.deps, crash: (point: CrashPoint) => void points.push(point) }));
    assert.deepEqual(points, ["before_fulfilment_commit", "before_fulfilment_commit", "before_email"]);
  });

  test("a tier sale past the cap is fulfilled and flagged oversold, with a warning", async () => {
    const server = await startTestServer();
    const now = server.clock.now().getTime();
    for (let index = 0; index < 10; index++) {
      await server.deps.store.recordFulfilment({
        key: `pi_sold_${index}`,
        kind: "payment_intent",
        productId: "svc_founder_lifetime",
        email: "s@example.com",
        clientReferenceId: null,
        amountMinor: 1900,
        currency: "usd",
        tierSeats: 10,
        holdId: null,
        licenses: [],
        mails: [],
        now,
      });
    }
    const session = paidLinkSession(server.stripe!, "svc_founder_lifetime");
    const result = fulfilled(await fulfil({ kind: "checkout_session", id: session.id }, server.deps));
    assert.equal(result.order.oversold, true);
    assert.deepEqual(logged(server, /oversell/), [
      {
        level: "warn",
        msg: "oversell: a tier sale arrived after the tier sold out (a stale payment link?); fulfilled because the buyer paid",
        order: session.id,
        product_id: "svc_founder_lifetime",
      },
    ]);
    assert.deepEqual(await server.deps.store.seatCounts("svc_founder_lifetime", now + 1), { sold: 11, held: 0 });
  });
});
