// Fulfilment (docs/promises.md#fulfilment-exactly-once): one idempotent function keyed on the processor's id — the Checkout
// Session (cs_…) or the payment intent (pi_…) — called by the webhook, GET /api/v1/license and
// the agentic checkout alike. It asks the processor whether the order is paid, then records the
// order, its licenses, the tier sale and its e-mails in one store transaction (exactly once per
// key), then hands the e-mails to the outbox, which sends them in the background (no answer waits
// for a mail server). A crash anywhere leaves either nothing (the next event delivery or license
// request starts again) or a recorded order whose e-mails the outbox still holds (sent by its
// timer after the next start).
import { isProductId, productById, type Product } from "../../catalog.ts";
import { issueLicense, newLicenseId } from "../../license/envelope.ts";
import type { ServerDeps } from "../deps.ts";
import { HttpError } from "../http/errors.ts";
import { licenseMail, supportMail, type MailOrder } from "../mail/messages.ts";
import type { DeliveryStatus } from "../mail/outbox.ts";
import type { IssuedLicense, OrderKind, OrderRecord } from "../store/store.ts";
import type { PaymentIntentInfo } from "./stripe.ts";

export interface FulfilmentKey {
  kind: OrderKind;
  id: string;
}

export type Fulfilment =
  /** `delivery` settles when this call's e-mails were handed over (or not): nothing waits for it but whoever wants to. */
  | { status: "fulfilled"; order: OrderRecord; created: boolean; delivery: Promise<Map<string, DeliveryStatus>> }
  | { status: "pending"; reason: string }
  | { status: "unknown" };

/** What the processor says about an order that is paid. */
interface PaidOrder {
  product: Product;
  email: string;
  clientReferenceId: string | null;
  amountMinor: number | null;
  currency: string | null;
  holdId: string | null;
}

export function paymentsNotConfigured(): HttpError {
  return new HttpError(503, "payments_not_configured", "payments are not configured on this server (STRIPE_SECRET_KEY is not set)");
}

export function signingNotConfigured(): HttpError {
  return new HttpError(503, "signing_not_configured", "license signing is not configured on this server (SVC_LICENSE_SIGNING_KEY is not set)");
}

function unfulfillable(message: string): HttpError {
  return new HttpError(409, "unfulfillable", message);
}

/** Metadata keys the agentic checkout puts on its payment intents. */
export const INTENT_METADATA = { product: "product_id", email: "buyer_email", reference: "client_reference_id", hold: "svc_hold_id" } as const;

export async function fulfil(key: FulfilmentKey, deps: ServerDeps, known: { paymentIntent?: PaymentIntentInfo } = {}): Promise<Fulfilment> {
  const existing = await deps.store.findOrder(key.id);
  if (existing !== null && existing.status === "fulfilled") {
    // Completes an interrupted fulfilment: e-mails still in the outbox go now.
    return { status: "fulfilled", order: existing, created: false, delivery: deps.outbox.deliver(existing.key) };
  }
  if (deps.processor === null) throw paymentsNotConfigured();
  if (deps.config.signing === null) throw signingNotConfigured();

  const paid = key.kind === "checkout_session" ? await paidSession(key.id, deps) : await paidIntent(key.id, deps, known.paymentIntent);
  if (paid.status !== "paid") return paid.status === "unknown" ? { status: "unknown" } : { status: "pending", reason: paid.reason };
  const { product, email } = paid.order;
  if (paid.order.amountMinor !== null && (paid.order.amountMinor !== product.priceMinor || (paid.order.currency ?? "").toLowerCase() !== "usd")) {
    deps.log.warn("paid amount differs from the catalog price (discount or tax?); fulfilling anyway", {
      order: key.id,
      product_id: product.id,
      amount_minor: paid.order.amountMinor,
      currency: paid.order.currency,
    });
  }

  const now = deps.now();
  const signingKey = deps.config.signing.key;
  const licenses: IssuedLicense[] = [];
  for (let index = 0; index < product.licenses; index++) {
    const { envelope, license } = issueLicense({ productId: product.id, email, key: signingKey, issuedAt: now, id: newLicenseId() });
    licenses.push({ id: license.id, envelope, issuedAt: license.issued_at });
  }
  const mailOrder: MailOrder = {
    key: key.id,
    kind: key.kind,
    product,
    email,
    clientReferenceId: paid.order.clientReferenceId,
    amountMinor: paid.order.amountMinor,
    currency: paid.order.currency,
    licenses,
  };
  const mails = [licenseMail(mailOrder, deps.config)];
  if (product.bundle !== null) mails.push(supportMail(mailOrder, deps.config, now));

  deps.crash("before_fulfilment_commit");
  const { order, created } = await deps.store.recordFulfilment({
    key: key.id,
    kind: key.kind,
    productId: product.id,
    email,
    clientReferenceId: paid.order.clientReferenceId,
    amountMinor: paid.order.amountMinor,
    currency: paid.order.currency,
    tierSeats: product.tier?.seats ?? null,
    holdId: paid.order.holdId,
    licenses,
    mails,
    now: now.getTime(),
  });
  if (created) {
    deps.log.info("order fulfilled", { order: order.key, product_id: order.productId, licenses: order.licenses.length });
    if (order.oversold)
      deps.log.warn("oversell: a tier sale arrived after the tier sold out (a stale payment link?); fulfilled because the buyer paid", {
        order: order.key,
        product_id: order.productId,
      });
  }
  deps.crash("before_email");
  return { status: "fulfilled", order, created, delivery: deps.outbox.deliver(order.key) };
}

type Lookup = { status: "paid"; order: PaidOrder } | { status: "pending"; reason: string } | { status: "unknown" };

async function paidSession(id: string, deps: ServerDeps): Promise<Lookup> {
  const processor = deps.processor!;
  const session = await processor.retrieveCheckoutSession(id);
  if (session === null) return { status: "unknown" };
  if (session.paymentStatus !== "paid" && session.paymentStatus !== "no_payment_required") {
    return { status: "pending", reason: `the checkout session is not paid yet (payment_status ${session.paymentStatus})` };
  }
  // A dynamic session carries the product itself; a payment-link session finds it on its link.
  let productId = session.metadata["product_id"];
  if (productId === undefined && session.paymentLink !== null) {
    const link = await processor.retrievePaymentLink(session.paymentLink);
    productId = link?.metadata["product_id"];
  }
  if (!isProductId(productId)) {
    deps.log.error("paid checkout session names no catalog product; set metadata.product_id on its payment link", {
      order: id,
      payment_link: session.paymentLink,
    });
    throw unfulfillable(`checkout session ${id} is paid but names no product (metadata.product_id on the session or its payment link)`);
  }
  if (session.email === null) throw unfulfillable(`checkout session ${id} is paid but carries no e-mail address`);
  return {
    status: "paid",
    order: {
      product: productById(productId),
      email: session.email,
      clientReferenceId: session.clientReferenceId,
      amountMinor: session.amountTotal,
      currency: session.currency,
      holdId: null,
    },
  };
}

async function paidIntent(id: string, deps: ServerDeps, known: PaymentIntentInfo | undefined): Promise<Lookup> {
  const intent = known ?? (await deps.processor!.retrievePaymentIntent(id));
  const productId = intent?.metadata[INTENT_METADATA.product];
  const email = intent?.metadata[INTENT_METADATA.email];
  // Only intents made by the agentic checkout are orders of ours.
  if (intent === null || intent === undefined || !isProductId(productId) || email === undefined) return { status: "unknown" };
  if (intent.status !== "succeeded") return { status: "pending", reason: `the payment is not complete (status ${intent.status})` };
  return {
    status: "paid",
    order: {
      product: productById(productId),
      email,
      clientReferenceId: intent.metadata[INTENT_METADATA.reference] ?? null,
      amountMinor: intent.amount,
      currency: intent.currency,
      holdId: intent.metadata[INTENT_METADATA.hold] ?? null,
    },
  };
}
