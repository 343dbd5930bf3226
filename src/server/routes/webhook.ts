// The processor's webhook (docs/service.md#the-webhook), at /api/processor/webhook and /api/stripe/webhook:
// the signature is checked against the raw body before anything is parsed; an event id is
// handled once; checkout.session.completed (paid) and async_payment_succeeded fulfil the
// session; payment_intent.succeeded fulfils an agentic payment that settled after its 202. An
// event is marked handled only after fulfilment committed, so a crash means the processor's next
// delivery does the work.
import { json, type Handler, type Route } from "../app.ts";
import { fulfil } from "../commerce/fulfilment.ts";
import { WebhookSignatureError } from "../commerce/stripe.ts";
import { isJsonContentType, readRawBody } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";

const FULFILLING = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

const handleWebhook: Handler = async (req, deps) => {
  if (deps.processor === null || deps.config.stripe?.webhookSecret == null) {
    throw new HttpError(503, "payments_not_configured", "webhooks are not configured on this server (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)");
  }
  if (!isJsonContentType(req.headers["content-type"])) throw new HttpError(415, "unsupported_media_type", "a webhook body is JSON");
  const raw = await readRawBody(req.raw);
  const header = req.headers["stripe-signature"];
  if (typeof header !== "string" || header === "") throw new HttpError(400, "missing_signature", "the Stripe-Signature header is missing");
  let event;
  try {
    event = await deps.processor.verifyWebhook(raw, header, deps.now().getTime());
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new HttpError(400, "invalid_signature", `the signature does not verify: ${error.message}`);
    throw error;
  }
  if (await deps.store.hasEvent(event.id)) return json({ received: true, duplicate: true });

  // The id of the event's object: a Checkout Session (cs_…) or a payment intent (pi_…).
  const objectId = typeof event.object["id"] === "string" ? event.object["id"] : null;
  let outcome = "ignored";
  if (FULFILLING.has(event.type) && objectId !== null) {
    if (event.type === "checkout.session.completed" && event.object["payment_status"] === "unpaid") {
      outcome = "awaiting_async_payment";
    } else {
      const result = await fulfil({ kind: "checkout_session", id: objectId }, deps);
      outcome = result.status;
      if (result.status === "unknown") deps.log.warn("webhook names a checkout session the processor does not know", { event: event.id, order: objectId });
    }
  } else if (event.type === "payment_intent.succeeded" && objectId !== null) {
    // An agentic payment that was still processing when the buyer's agent was answered 202 has
    // settled: fulfil it now, so the license is e-mailed even if nobody asks for it. Intents that
    // are not the agentic checkout's (a Checkout Session's own) are none of this path's business.
    const result = await fulfil({ kind: "payment_intent", id: objectId }, deps);
    outcome = result.status === "unknown" ? "ignored" : result.status;
  } else if (event.type === "checkout.session.async_payment_failed") {
    outcome = "payment_failed";
    deps.log.warn("delayed payment failed; nothing fulfilled", { event: event.id, order: objectId });
  }
  await deps.store.recordEvent(event.id, event.type, deps.now().getTime());
  deps.log.info("webhook event", { event: event.id, type: event.type, outcome });
  return json({ received: true });
};

/** A delivery refused or failed is counted by its error code; the processor delivers it again. */
const webhook: Handler = async (req, deps) => {
  try {
    return await handleWebhook(req, deps);
  } catch (error) {
    deps.metrics.webhookFailed(error instanceof HttpError ? error.code : "internal_error");
    throw error;
  }
};

export const webhookRoutes: readonly Route[] = [
  { method: "POST", path: "/api/processor/webhook", limit: null, handler: webhook },
  { method: "POST", path: "/api/stripe/webhook", limit: null, handler: webhook },
];
