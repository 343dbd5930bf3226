// Checkout (docs/service.md#checkout), the same code for REST now and the remote MCP later:
//   license + processor_payment_link / processor_link / processor_checkout → the payment link
//   team pack + processor_checkout → a dynamic Checkout Session
//   license + processor_spt → hold a seat, confirm a payment intent with the shared payment token,
//   fulfil inline; a decline releases the seat (402)
// An Idempotency-Key makes a retry replay the first answer (and is passed on to the processor,
// namespaced, so even a retry the store never saw cannot charge twice). A shared payment token
// pays once, so processor_spt is also keyed on the token itself (kept as a hash): the same token
// again gets the first answer, with or without a key. Only an answer given after the processor was
// asked is kept: a refusal before it (sold out, an expired quote) leaves the token and key unspent.
import { createHash, randomBytes } from "node:crypto";
import { PAYMENT_MODES, resolvePaymentMode, soldWith, whyNotOffered, type PaymentMode, type Product } from "../../catalog.ts";
import type { ServerDeps } from "../deps.ts";
import { badField, echo, HttpError, StoreUnavailableError } from "../http/errors.ts";
import type { DeliveryStatus } from "../mail/outbox.ts";
import type { StoredMail } from "../store/store.ts";
import { refuseCredentials } from "./credentials.ts";
import { fulfil, INTENT_METADATA, paymentsNotConfigured, signingNotConfigured } from "./fulfilment.ts";
import { installCommands } from "../documents/install.ts";
import { purchaseUrl } from "./products.ts";
import { quotedTerms, requireLiveQuote, requireProduct, type QuoteTerms } from "./quote.ts";
import { soldOut, holdSeat, tierStatus } from "./tiers.ts";
import { FULFILLMENT } from "../../catalog.ts";

export const CHECKOUT_FIELDS = ["product_id", "payment_mode", "shared_payment_granted_token", "buyer_email", "client_reference_id", "quote_id"] as const;
export type CheckoutFields = Partial<Record<(typeof CHECKOUT_FIELDS)[number], string>>;

export interface CheckoutAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The answer is a replay of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const REFERENCE = /^[A-Za-z0-9_-]{1,200}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,255}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

interface Validated {
  product: Product;
  mode: PaymentMode;
  token: string | undefined;
  email: string | undefined;
  reference: string | undefined;
  /** The quote_id as given, and its terms: the price holds while the quote is live. */
  quote: { id: string; terms: QuoteTerms } | null;
  /** What the buyer pays where the server sets the amount: the quoted price, or the catalog's. */
  amountMinor: number;
}

function validate(fields: CheckoutFields): Validated {
  const product = requireProduct(fields.product_id);
  if (fields.payment_mode === undefined || fields.payment_mode === "") throw badField("payment_mode", "missing_field", "payment_mode is required");
  const mode = resolvePaymentMode(fields.payment_mode);
  if (mode === null) {
    throw badField(
      "payment_mode",
      "unknown_payment_mode",
      `unknown payment_mode ${echo(fields.payment_mode)}; modes are ${PAYMENT_MODES.join(", ")} (stripe_* spellings accepted)`,
    );
  }
  const email = fields.buyer_email === undefined || fields.buyer_email === "" ? undefined : fields.buyer_email.trim();
  if (email !== undefined && (email.length > 254 || !EMAIL.test(email))) throw badField("buyer_email", "invalid_email", "buyer_email is not an e-mail address");
  const reference = fields.client_reference_id === undefined || fields.client_reference_id === "" ? undefined : fields.client_reference_id;
  if (reference !== undefined && !REFERENCE.test(reference)) {
    throw badField("client_reference_id", "invalid_client_reference_id", "client_reference_id is 1 to 200 of A-Z, a-z, 0-9, _ and -");
  }
  const token =
    fields.shared_payment_granted_token === undefined || fields.shared_payment_granted_token === "" ? undefined : fields.shared_payment_granted_token;
  if (token !== undefined && !TOKEN.test(token)) throw badField("shared_payment_granted_token", "invalid_token", "shared_payment_granted_token is not a token");
  return { product, mode, token, email, reference, quote: null, amountMinor: product.priceMinor };
}

function notAvailable(product: Product, mode: PaymentMode): HttpError {
  const never = whyNotOffered(mode);
  return badField(
    "payment_mode",
    "payment_mode_not_available",
    never !== null ? `${mode} is not offered: ${never}` : `${product.name} is not sold with ${mode}; use ${product.defaultMode}`,
  );
}

export async function checkout(fields: CheckoutFields, idempotencyKey: string | undefined, deps: ServerDeps): Promise<CheckoutAnswer> {
  await refuseCredentials({ ...fields, idempotency_key: idempotencyKey });
  const input = validate(fields);
  const { product, mode } = input;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new HttpError(400, "invalid_idempotency_key", "Idempotency-Key is 1 to 255 printable ASCII characters");
  }
  const isLicense = product.type === "digital_license";
  if (!soldWith(product, mode)) throw notAvailable(product, mode);
  // A quote holds its price until it expires (a payment link charges its own price); whether it
  // has expired is asked only of a purchase that starts, never of a replay.
  if (fields.quote_id !== undefined && fields.quote_id !== "") {
    const terms = quotedTerms(fields.quote_id, product, deps);
    input.quote = { id: fields.quote_id, terms };
    input.amountMinor = terms.amountMinor;
  }
  if (input.token !== undefined && mode !== "processor_spt") {
    throw badField("shared_payment_granted_token", "unexpected_field", "shared_payment_granted_token is only for payment_mode processor_spt");
  }
  if (mode === "processor_spt") {
    if (input.token === undefined)
      throw badField("shared_payment_granted_token", "missing_field", "shared_payment_granted_token is required for processor_spt");
    if (input.email === undefined)
      throw badField("buyer_email", "missing_field", "buyer_email is required for processor_spt (the license is e-mailed there too)");
  }
  if (deps.config.signing === null) throw signingNotConfigured();
  if (deps.processor === null) throw paymentsNotConfigured();

  if (mode !== "processor_spt" && isLicense) {
    requireLiveQuoteOf(input, deps);
    return { status: 200, body: await linkCheckout(product, mode, input, deps), replayed: false };
  }
  const byKey = idempotencyKey === undefined ? null : keyRecord(idempotencyKey, input);
  if (!isLicense) return idempotent(byKey, deps, async (run) => ({ status: 200, ...(await teamSession(product, input, run, deps)) }));
  return idempotent(byKey, deps, (keyRun) => idempotent(tokenRecord(input), deps, (run) => agenticCheckout(product, input, run, deps), keyRun));
}

function requireLiveQuoteOf(input: Validated, deps: ServerDeps): void {
  if (input.quote !== null) requireLiveQuote(input.quote.terms, deps);
}

async function linkCheckout(product: Product, mode: PaymentMode, input: Validated, deps: ServerDeps): Promise<Record<string, unknown>> {
  const link = deps.config.paymentLinks[product.id];
  if (link === undefined) {
    throw new HttpError(503, "payments_not_configured", `no payment link is configured for ${product.id} (SVC_PAYMENT_LINK_${product.id.toUpperCase()})`);
  }
  if (!(await tierStatus(product, deps)).available) throw soldOut(product);
  const url = new URL(link);
  if (input.reference !== undefined) url.searchParams.set("client_reference_id", input.reference);
  if (input.email !== undefined) url.searchParams.set("prefilled_email", input.email);
  return { product_id: product.id, payment_mode: mode, url: url.toString(), fulfillment: FULFILLMENT.link };
}

async function teamSession(product: Product, input: Validated, run: IdempotentRun, deps: ServerDeps): Promise<{ body: Record<string, unknown> }> {
  requireLiveQuoteOf(input, deps);
  const base = deps.config.baseUrl;
  run.callingProcessor();
  const session = await deps.processor!.createCheckoutSession({
    amountMinor: input.amountMinor,
    currency: product.currency.toLowerCase(),
    productName: product.name,
    metadata: { product_id: product.id },
    successUrl: `${base}/buy/thanks?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/buy?product=${product.id}`,
    email: input.email,
    clientReferenceId: input.reference,
    idempotencyKey: run.processorKey,
  });
  await deps.store.recordPendingOrder({
    key: session.id,
    kind: "checkout_session",
    productId: product.id,
    email: input.email ?? "",
    clientReferenceId: input.reference ?? null,
    amountMinor: input.amountMinor,
    currency: "usd",
    now: deps.now().getTime(),
  });
  return { body: { product_id: product.id, payment_mode: "processor_checkout", url: session.url, session_id: session.id, fulfillment: FULFILLMENT.link } };
}

/** An idempotent request's view of its key. */
interface IdempotentRun {
  /**
   * The key sent to the processor (and the seat's hold key): the buyer's, namespaced by this
   * request's kind, content and amount; undefined without one.
   */
  processorKey: string | undefined;
  /**
   * Said just before the processor is asked: from then on the run's answer is kept under the key
   * (a 5xx aside). A run that ends before it asked anything leaves the key unused.
   */
  callingProcessor(): void;
}

/** An idempotent request still running renews its lease this often; a crashed one's lapses within IDEMPOTENCY_LEASE_MS. */
const IDEMPOTENCY_LEASE_MS = 10_000;
const RENEW_EVERY_MS = 3_000;

/** What a request is remembered by in the store, and what to say when another request holds it. */
interface IdempotencyRecord {
  storeKey: string;
  /** What the request asks for: the same key with another fingerprint is a conflict. */
  fingerprint: string;
  /** What the processor is asked to charge: part of the processor's key, which the processor refuses to reuse with other parameters. */
  amountMinor: number;
  conflict: () => HttpError;
  /** Whose request is still running, for the in-progress answer ("this Idempotency-Key"). */
  holder: string;
}

function digest(parts: readonly unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}

/** The buyer's Idempotency-Key: the same key with another body (quote_id included) is a conflict. */
function keyRecord(key: string, input: Validated): IdempotencyRecord {
  return {
    storeKey: `checkout ${key}`,
    // quote_id is added only when given, so a body without one keeps the fingerprint it always had.
    fingerprint: digest([input.product.id, input.mode, input.token, input.email, input.reference, ...(input.quote === null ? [] : [input.quote.id])]),
    amountMinor: input.amountMinor,
    conflict: () => new HttpError(409, "idempotency_conflict", "this Idempotency-Key was used for a different request"),
    holder: "a request with this Idempotency-Key",
  };
}

/**
 * The shared payment token, which pays once whatever key comes with it: stored as a hash (never
 * the token), and the same token for another purchase is refused rather than tried again.
 */
function tokenRecord(input: Validated): IdempotencyRecord {
  return {
    storeKey: `spt ${createHash("sha256").update(input.token!).digest("base64url")}`,
    // A quoted price is part of the purchase (added only when quoted, as for keyRecord).
    fingerprint: digest([input.product.id, input.email, input.reference, ...(input.quote === null ? [] : [input.amountMinor])]),
    amountMinor: input.amountMinor,
    conflict: () =>
      new HttpError(
        409,
        "token_already_used",
        "this shared payment token was already used for another purchase (another product, quoted price, buyer_email or client_reference_id), and a token pays once: retry with the fields it was first used with, or ask the user for a new shared payment token",
      ),
    holder: "a checkout with this shared payment token",
  };
}

/** What a run's work answers; `replayed` when it is an inner record's stored answer. */
type RunAnswer = { status: number; body: Record<string, unknown>; replayed?: boolean };

/**
 * Runs the work once per record (null: no record, just run it). A retry while the first still
 * runs gets 409 idempotency_in_progress with Retry-After; after it finished, the first answer;
 * after it died (its lease lapsed) or failed with a 5xx, the retry resumes it: the same seat (held
 * under the processor key), the same processor call (which the processor replays, so one charge).
 * The same key with another body is the record's conflict. A run that fails before it asked the
 * processor anything gives the record up: nothing was spent, so the key (or token) is free again.
 * `outer`: the record this one runs inside, told too when the processor is asked.
 */
async function idempotent(
  record: IdempotencyRecord | null,
  deps: ServerDeps,
  work: (run: IdempotentRun) => Promise<RunAnswer>,
  outer?: IdempotentRun,
): Promise<CheckoutAnswer> {
  if (record === null) {
    const answer = await work({ processorKey: undefined, callingProcessor: () => outer?.callingProcessor() });
    return { ...answer, replayed: answer.replayed ?? false };
  }
  const { storeKey, fingerprint } = record;
  const owner = `run_${randomBytes(12).toString("base64url")}`;
  const { store } = deps;
  const now = deps.now().getTime();
  const begun = await store.beginIdempotent({ key: storeKey, fingerprint, owner, now, leaseUntil: now + IDEMPOTENCY_LEASE_MS });
  if (begun.state === "replay") return { status: begun.status, body: JSON.parse(begun.body) as Record<string, unknown>, replayed: true };
  if (begun.state === "in_progress") {
    const seconds = Math.max(1, Math.ceil(begun.retryAfterMs / 1000));
    throw new HttpError(409, "idempotency_in_progress", `${record.holder} is still being processed; retry in ${seconds} s to get its answer`, {
      headers: { "retry-after": String(seconds) },
      extra: { retry_after: seconds },
    });
  }
  if (begun.state === "conflict") throw record.conflict();

  const renew = setInterval(() => {
    store.renewIdempotent(storeKey, owner, deps.now().getTime() + IDEMPOTENCY_LEASE_MS).catch((error: unknown) => {
      deps.log.warn("could not renew an idempotency lease", { error: String(error) });
    });
  }, RENEW_EVERY_MS).unref();
  let askedProcessor = false;
  const run: IdempotentRun = {
    // Namespaced, so neither another kind of request nor another body under the same key ever
    // shares the processor's call (and its charge) with this one; the amount, so a retry at
    // another price never sends the processor's key with other parameters (which it refuses).
    processorKey: `svc-${createHash("sha256").update(`${storeKey}\n${fingerprint}\n${record.amountMinor}`).digest("base64url")}`,
    callingProcessor: () => {
      askedProcessor = true;
      outer?.callingProcessor();
    },
  };
  try {
    const answer = await work(run);
    await unlessStoreAway(store.finishIdempotent(storeKey, answer.status, JSON.stringify(answer.body)));
    return { ...answer, replayed: answer.replayed ?? false };
  } catch (error) {
    // A final answer is kept; a 5xx, or an inner record still in progress, leaves the next retry
    // free to run; a refusal before the processor was asked leaves nothing behind.
    if (!askedProcessor) await unlessStoreAway(store.abandonIdempotent(storeKey, owner));
    else if (error instanceof HttpError && error.status < 500 && error.code !== "idempotency_in_progress")
      await unlessStoreAway(store.finishIdempotent(storeKey, error.status, JSON.stringify(error.body())));
    else await unlessStoreAway(store.releaseIdempotent(storeKey, owner));
    throw error;
  } finally {
    clearInterval(renew);
  }
}

/**
 * A write that settles an idempotency record, which the database may be too far away to take: the
 * answer (or error) the request has stands, and the record's lease lapses by itself, after which a
 * retry runs the work again (the processor and the store replay what was done).
 */
async function unlessStoreAway(write: Promise<void>): Promise<void> {
  await write.catch((error: unknown) => {
    if (!(error instanceof StoreUnavailableError)) throw error;
  });
}

/**
 * The database went away after the processor took the buyer's money: the 503 says the payment went
 * through, and how to get the license without paying again (the retry waits for the lease).
 */
function chargedStoreAway(paymentIntentId: string, deps: ServerDeps): HttpError {
  const seconds = Math.ceil(IDEMPOTENCY_LEASE_MS / 1000);
  return new HttpError(
    503,
    "store_unavailable",
    `the payment went through (${paymentIntentId}, charged once), but the database is not answering, so the license is not recorded yet`,
    {
      headers: { "retry-after": String(seconds) },
      extra: {
        charged: true,
        payment_intent_id: paymentIntentId,
        license_url: `${deps.config.baseUrl}/api/v1/license?payment_intent_id=${paymentIntentId}`,
        retry_after: seconds,
        next_step: `do not ask for a new shared payment token: the user has paid. Send this same checkout again (same token, same idempotency_key) after ${seconds} s, or GET license_url, until it answers the license; neither charges again. The license is e-mailed to buyer_email once it is recorded`,
      },
    },
  );
}

/** How long the answer waits for the license e-mail to be handed over before saying "queued". */
const MAIL_WAIT_MS = 500;

async function agenticCheckout(
  product: Product,
  input: Validated,
  run: IdempotentRun,
  deps: ServerDeps,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const email = input.email!;
  requireLiveQuoteOf(input, deps);
  // The seat is named by the processor key (holdIdOf): a retry finds it held or already sold, or
  // holds it again under the same name after it lapsed, so the processor call it carries is the
  // same; or answers sold_out. Never a payment without a seat.
  const holdId = await holdSeat(product, run.processorKey ?? null, deps);
  const metadata: Record<string, string> = { [INTENT_METADATA.product]: product.id, [INTENT_METADATA.email]: email };
  if (input.reference !== undefined) metadata[INTENT_METADATA.reference] = input.reference;
  if (holdId !== null) metadata[INTENT_METADATA.hold] = holdId;

  // Keyed on the token, so a failure here (the processor unreachable, say) keeps the seat for the
  // retry with the same token, which resumes this call and may find the payment went through;
  // a seat nobody comes back for lapses after ten minutes. A payment that went through while its
  // answer was lost, and whose retry finds the tier sold out, is still fulfilled by its webhook.
  run.callingProcessor();
  const charge = await deps.processor!.chargeSharedPaymentToken({
    amountMinor: input.amountMinor,
    currency: "usd",
    token: input.token!,
    metadata,
    idempotencyKey: run.processorKey,
  });
  if (charge.outcome === "failed") {
    if (holdId !== null) await deps.store.releaseSeat(holdId);
    throw new HttpError(402, "payment_failed", `payment failed: ${charge.reason}`, {
      extra: {
        reason: charge.reason,
        ...(charge.paymentIntentId === null ? {} : { payment_intent_id: charge.paymentIntentId }),
        ...(charge.needsCustomer ? { purchase_url: purchaseUrl(product, deps) } : {}),
        next_step: charge.needsCustomer
          ? "the payment needs the customer's own action, which agentic checkout cannot take: give the user purchase_url to pay there"
          : "this shared payment token is spent: ask the user for a new shared payment token, then call checkout again with it and a new idempotency_key or no idempotency_key (the same key, or the same token, answers this decline again)",
      },
    });
  }
  const intent = charge.paymentIntent;
  if (charge.outcome === "processing") {
    deps.log.info("agentic payment processing", { order: intent.id, product_id: product.id });
    return {
      status: 202,
      body: {
        status: "processing",
        payment_intent_id: intent.id,
        license_url: `${deps.config.baseUrl}/api/v1/license?payment_intent_id=${intent.id}`,
        next_step: "the payment is not settled yet: GET license_url until it answers the license (409 pending until then); it is e-mailed to buyer_email too",
      },
    };
  }
  deps.crash("after_charge");
  const result = await fulfil({ kind: "payment_intent", id: intent.id }, deps, { paymentIntent: intent }).catch((error: unknown) => {
    throw error instanceof StoreUnavailableError ? chargedStoreAway(intent.id, deps) : error;
  });
  if (result.status !== "fulfilled") throw new Error(`payment intent ${intent.id} succeeded but could not be fulfilled (${result.status})`);
  const license = result.order.licenses[0];
  if (license === undefined) throw new Error(`order ${intent.id} has no license`);
  // The e-mail goes in the background: a slow or silent mail server never holds the answer.
  const delivery = await Promise.race([result.delivery, new Promise<null>((resolve) => setTimeout(resolve, MAIL_WAIT_MS, null).unref())]);
  return {
    status: 200,
    body: {
      status: "succeeded",
      product_id: product.id,
      license: license.envelope,
      license_id: license.id,
      payment_intent_id: intent.id,
      fulfillment: FULFILLMENT.inline,
      ...emailDelivery(delivery, delivery === null ? [] : await deps.store.orderMail(result.order.key)),
      next_steps: installSteps(license.envelope, deps),
    },
  };
}

/** What the user does with a license bought inline, as commands an agent can run on the user's machine. */
function installSteps(envelope: string, deps: ServerDeps): { step: string; command: string; note: string }[] {
  const { install_command } = installCommands(deps);
  return [
    {
      step: "install svc",
      command: install_command,
      note: "installs to ~/.svc/bin (add it to PATH as the installer says), checked against SHA256SUMS and its signature; skip when svc is installed",
    },
    {
      step: "install the license",
      command: `svc license install ${envelope}`,
      note: "verifies it locally and writes ~/.svc/license (or set SVC_LICENSE to the license)",
    },
    { step: "check it", command: "svc license status", note: "valid, checked locally; nothing is sent anywhere" },
    { step: "preview a move", command: "svc preview --from <tool> --to <tool>", note: "then svc migrate with the same tools; svc targets lists the tool ids" },
  ];
}

/**
 * The answer's word on the license e-mail. `email_delivery` is "sent" once the mail server took
 * every e-mail of the order, else "queued": in the outbox, being sent, or refused and waiting for
 * its retry, in which case `email_retry_at` says when (the outbox retries until the mail server
 * takes it, so none is ever given up). `delivery` null: not waited for.
 */
export function emailDelivery(
  delivery: Map<string, DeliveryStatus> | null,
  stored: readonly StoredMail[],
): { email_delivery: "sent" | "queued"; email_retry_at?: string } {
  if (delivery === null) return { email_delivery: "queued" };
  const summary = deliverySummary(delivery, stored);
  if (summary !== "retrying") return { email_delivery: summary };
  const retries = stored.flatMap((mail) => (mail.retryAt === null ? [] : [mail.retryAt]));
  return retries.length === 0 ? { email_delivery: "queued" } : { email_delivery: "queued", email_retry_at: new Date(Math.min(...retries)).toISOString() };
}

/**
 * The worst outcome among the order's e-mails, each as this call's send left it or, for one this
 * call did not send (sent before, or another sender, the outbox timer or another replica, has it
 * now), as the store has it: "sent" only for a delivery someone saw.
 */
export function deliverySummary(delivery: Map<string, DeliveryStatus>, stored: readonly StoredMail[]): DeliveryStatus {
  const outcomes = new Set(stored.map((mail) => delivery.get(mail.id) ?? storedOutcome(mail)));
  for (const outcome of delivery.values()) outcomes.add(outcome);
  if (outcomes.has("retrying")) return "retrying";
  if (outcomes.has("queued") || outcomes.size === 0) return "queued";
  return "sent";
}

function storedOutcome(mail: StoredMail): DeliveryStatus {
  if (mail.state === "sent") return "sent";
  // Written to the outbox folder, for the operator to send (the folder mailer's "queued").
  if (mail.state === "spooled") return "queued";
  return mail.failed ? "retrying" : "queued";
}
