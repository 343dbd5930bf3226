// The payment processor adapter: the only module that talks to Stripe, through the `stripe` SDK,
// loaded on first use so `svc version` never pays for it. STRIPE_API_BASE points it at another
// host (the tests' local fake). Callers get plain records and three outcomes of an SPT charge.
import type StripeClient from "stripe";
import type { SptParameter, StripeSettings } from "../config.ts";
import { HttpError } from "../http/errors.ts";

export interface CheckoutSessionInfo {
  id: string;
  paymentStatus: string;
  email: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  paymentLink: string | null;
  amountTotal: number | null;
  currency: string | null;
}

export interface PaymentIntentInfo {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export type SptCharge =
  | { outcome: "succeeded" | "processing"; paymentIntent: PaymentIntentInfo }
  /** `needsCustomer`: the payment waits for the customer's own action (3-D Secure, say), which an agent cannot take. */
  | { outcome: "failed"; reason: string; paymentIntentId: string | null; needsCustomer: boolean };

export interface SptChargeInput {
  amountMinor: number;
  currency: string;
  token: string;
  metadata: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface CheckoutSessionInput {
  amountMinor: number;
  currency: string;
  productName: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  email: string | undefined;
  clientReferenceId: string | undefined;
  idempotencyKey: string | undefined;
}

export interface WebhookEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

export interface Processor {
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | null>;
  retrievePaymentLink(id: string): Promise<{ id: string; metadata: Record<string, string> } | null>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentInfo | null>;
  chargeSharedPaymentToken(input: SptChargeInput): Promise<SptCharge>;
  /** Checks Stripe-Signature against the raw body (300 s tolerance); throws WebhookSignatureError. */
  verifyWebhook(raw: Buffer, header: string, nowMs: number): Promise<WebhookEvent>;
}

/** The processor could not be reached or refused our request: a 502 for the client; the detail goes to the log. */
class ProcessorError extends HttpError {
  constructor(detail: string) {
    super(
      502,
      "processor_error",
      "the payment processor failed or could not be reached; try again (a retry with the same shared payment token or Idempotency-Key never charges twice)",
      { detail },
    );
    this.name = "ProcessorError";
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What stripe-node's errors carry (typed loosely: the classes live in the lazily loaded SDK). */
interface StripeErrorShape {
  type?: string;
  statusCode?: number;
  code?: string;
  decline_code?: string;
  param?: string;
  message?: string;
  raw?: { payment_intent?: { id?: string } };
}

function isStripeError(error: unknown): error is StripeErrorShape & Error {
  return error instanceof Error && typeof (error as StripeErrorShape).type === "string" && (error as StripeErrorShape).type!.startsWith("Stripe");
}

/**
 * The parameters that charge a shared payment token. Stripe's documents disagree on the shape
 * (the SPT concept page and Stripe's own mppx send it top level; the 2026-04-22 changelog and the
 * beta SDK nest it under payment_method_data), so STRIPE_SPT_PARAMETER chooses; this is the one
 * place that knows either.
 */
function sptPaymentIntentParams(input: SptChargeInput, shape: SptParameter): Record<string, unknown> {
  const params: Record<string, unknown> = {
    amount: input.amountMinor,
    currency: input.currency,
    confirm: true,
    automatic_payment_methods: { enabled: true, allow_redirects: "never" },
    metadata: input.metadata,
  };
  if (shape === "top_level") params["shared_payment_granted_token"] = input.token;
  else params["payment_method_data"] = { shared_payment_granted_token: input.token };
  return params;
}

export function createStripeProcessor(settings: StripeSettings): Processor {
  let client: Promise<StripeClient> | undefined;
  const stripe = (): Promise<StripeClient> => {
    client ??= import("stripe").then(({ default: Stripe }) => {
      const api = settings.api === null ? {} : { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol };
      return new Stripe(settings.secretKey, { ...api, maxNetworkRetries: 2, timeout: 30_000, telemetry: false, appInfo: { name: "svc" } });
    });
    return client;
  };

  /** Runs a call; a missing object is null, anything else that fails is a ProcessorError. */
  async function call<T>(what: string, work: (client: StripeClient) => Promise<T>): Promise<T | null> {
    const client = await stripe();
    try {
      return await work(client);
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return null;
      throw new ProcessorError(`${what}: ${isStripeError(error) ? `${error.type} ${error.code ?? ""} ${error.message}` : String(error)}`.trim());
    }
  }

  return {
    async createCheckoutSession(input) {
      const session = await call("creating a Checkout Session", (s) =>
        s.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [{ quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountMinor, product_data: { name: input.productName } } }],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
            ...(input.email === undefined ? {} : { customer_email: input.email }),
            ...(input.clientReferenceId === undefined ? {} : { client_reference_id: input.clientReferenceId }),
          },
          input.idempotencyKey === undefined ? undefined : { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (session === null || typeof session.url !== "string") throw new ProcessorError("the processor created a Checkout Session without a URL");
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      const session = await call(`retrieving Checkout Session ${id}`, (s) => s.checkout.sessions.retrieve(id));
      if (session === null) return null;
      return {
        id: session.id,
        paymentStatus: session.payment_status,
        email: session.customer_details?.email ?? session.customer_email ?? null,
        clientReferenceId: session.client_reference_id ?? null,
        metadata: { ...(session.metadata ?? {}) },
        paymentLink: typeof session.payment_link === "string" ? session.payment_link : (session.payment_link?.id ?? null),
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
    },

    async retrievePaymentLink(id) {
      const link = await call(`retrieving payment link ${id}`, (s) => s.paymentLinks.retrieve(id));
      return link === null ? null : { id: link.id, metadata: { ...(link.metadata ?? {}) } };
    },

    async retrievePaymentIntent(id) {
      const intent = await call(`retrieving payment intent ${id}`, (s) => s.paymentIntents.retrieve(id));
      return intent === null ? null : intentInfo(intent);
    },

    async chargeSharedPaymentToken(input) {
      const client = await stripe();
      const params = sptPaymentIntentParams(input, settings.sptParameter) as unknown as StripeClient.PaymentIntentCreateParams;
      try {
        const intent = intentInfo(
          await client.paymentIntents.create(params, {
            apiVersion: settings.sptApiVersion,
            ...(input.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey }),
          }),
        );
        if (intent.status === "succeeded" || intent.status === "processing") return { outcome: intent.status, paymentIntent: intent };
        const reason =
          intent.status === "requires_action"
            ? "the payment needs action by the customer, which an agentic checkout cannot take"
            : `the payment did not go through (status ${intent.status})`;
        return { outcome: "failed", reason, paymentIntentId: intent.id, needsCustomer: intent.status === "requires_action" };
      } catch (error) {
        if (
          isStripeError(error) &&
          (error.type === "StripeCardError" || (error.type === "StripeInvalidRequestError" && (error.param ?? "").includes("shared_payment_granted_token")))
        ) {
          const detail = [error.decline_code ?? error.code, error.message].filter((part) => part !== undefined && part !== "").join(": ");
          return {
            outcome: "failed",
            reason: withoutToken(detail, input.token) || "declined",
            paymentIntentId: error.raw?.payment_intent?.id ?? null,
            needsCustomer: false,
          };
        }
        const hint = isStripeError(error) && error.code === "parameter_unknown" ? " (try the other STRIPE_SPT_PARAMETER shape or STRIPE_SPT_API_VERSION)" : "";
        throw new ProcessorError(
          `charging the shared payment token: ${withoutToken(isStripeError(error) ? `${error.type} ${error.message}` : String(error), input.token)}${hint}`,
        );
      }
    },

    async verifyWebhook(raw, header, nowMs) {
      if (settings.webhookSecret === null) throw new WebhookSignatureError("no webhook secret");
      // stripe-node checks only that a timestamp is not too old; one from the future is refused too.
      const stamp = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
      if (stamp !== undefined && Number(stamp) * 1000 > nowMs + WEBHOOK_TOLERANCE_SECONDS * 1000) {
        throw new WebhookSignatureError(`the timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS} s in the future`);
      }
      const client = await stripe();
      let event;
      try {
        event = await client.webhooks.constructEventAsync(raw, header, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowMs);
      } catch (error) {
        const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
        throw new WebhookSignatureError(message.trim());
      }
      const object = (event as { data?: { object?: unknown } }).data?.object;
      if (typeof event.id !== "string" || typeof event.type !== "string" || typeof object !== "object" || object === null || Array.isArray(object)) {
        throw new HttpError(400, "invalid_event", "the event is signed but is not a Stripe event (id, type and data.object are required)");
      }
      return { id: event.id, type: event.type, object: object as Record<string, unknown> };
    },
  };
}

/**
 * Stripe's messages quote what they refuse ("No such …: '<id>'"). The decline reason is stored
 * (the answer a retry replays) and a processor failure is logged, so the token is cut out first:
 * itself, any id-like word holding it or a long part of it, and any word with its prefix (spt_).
 */
function withoutToken(text: string, token: string): string {
  const prefix = /^[A-Za-z]+_/.exec(token)?.[0];
  return text.replace(/[A-Za-z0-9_-]+/g, (word) =>
    word.includes(token) || (word.length >= 8 && token.includes(word)) || (prefix !== undefined && word.startsWith(prefix)) ? "<token>" : word,
  );
}

function intentInfo(intent: StripeClient.PaymentIntent): PaymentIntentInfo {
  return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency, metadata: { ...(intent.metadata ?? {}) } };
}
