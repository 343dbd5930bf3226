// A small local fake of the Stripe API at the HTTP boundary: only the endpoints svc uses, and it
// checks what it gets (the secret key, form encoding, the SPT parameter in the configured shape,
// the preview API version, the Idempotency-Key). It keeps payment intents, Checkout Sessions and
// payment links in memory, replays idempotent requests like Stripe does (and refuses a key reused
// with other parameters), and signs webhook events with its own HMAC (not the SDK's), so the
// server's verification is checked independently.
import { createHash, createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after } from "node:test";

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  sptApiVersion?: string;
  sptParameter?: "top_level" | "payment_method_data";
}

type Form = { [key: string]: string | Form };

interface Intent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  client_secret: string;
  created: number;
  livemode: false;
}

export interface Session {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete";
  payment_status: "paid" | "unpaid";
  mode: "payment";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string } | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  payment_intent: string | null;
  payment_link: string | null;
  livemode: false;
}

export interface Charge {
  token: string;
  shape: "top_level" | "payment_method_data";
  idempotencyKey: string;
  stripeVersion: string | undefined;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  intentId: string | null;
}

/** Parses Stripe's bracket form encoding (a[b][c]=v) into nested objects. */
export function parseForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        const next = node[part];
        node = typeof next === "object" ? next : (node[part] = {});
      }
    });
  }
  return root;
}

function flat(value: string | Form | undefined): Record<string, string> {
  if (value === undefined || typeof value === "string") return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString("hex")}`;
}

export class FakeStripe {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly sptApiVersion: string;
  readonly sptParameter: "top_level" | "payment_method_data";
  readonly intents = new Map<string, Intent>();
  readonly sessions = new Map<string, Session>();
  readonly links = new Map<string, { id: string; object: "payment_link"; active: boolean; url: string; metadata: Record<string, string>; livemode: false }>();
  /** Every SPT charge attempt that reached the charging logic (replays excluded). */
  readonly charges: Charge[] = [];
  /** Every request: method, path, problems the fake found with it. */
  readonly requests: { method: string; path: string; problems: string[]; idempotencyKey: string | undefined }[] = [];
  /** Delay before answering a payment-intent create (to keep a request in flight). */
  chargeDelayMs = 0;
  /** While set, a payment-intent create waits for it (a request held in flight until the test lets it go). */
  chargeGate: Promise<void> | null = null;
  /** Answer every request with a 500 while true (Stripe unreachable: nothing is done). */
  failing = false;
  /**
   * While true, a create is carried out (and kept for its Idempotency-Key) but answered with a 500:
   * the outcome is lost on the way back, as when a connection drops after Stripe did the work.
   */
  losingAnswers = false;
  private readonly used = new Set<string>();
  private readonly idempotent = new Map<string, { hash: string; status: number; body: string }>();
  private server: http.Server | undefined;
  url = "";

  constructor(options: FakeStripeOptions = {}) {
    this.secretKey = options.secretKey ?? "sk_test_fake";
    this.webhookSecret = options.webhookSecret ?? "whsec_fake_secret";
    this.sptApiVersion = options.sptApiVersion ?? "2026-07-29.preview";
    this.sptParameter = options.sptParameter ?? "top_level";
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        void this.handle(req, Buffer.concat(chunks).toString("utf8")).then(({ status, body, headers }) => {
          res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), "stripe-should-retry": "false", ...headers });
          res.end(JSON.stringify(body));
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    after(() => this.stop());
    return this;
  }

  async stop(): Promise<void> {
    if (this.server === undefined) return;
    const server = this.server;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The problems the fake found in requests so far (none expected). */
  get problems(): string[] {
    return this.requests.flatMap((request) => request.problems.map((problem) => `${request.method} ${request.path}: ${problem}`));
  }

  private async handle(req: http.IncomingMessage, body: string): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://fake");
    const problems: string[] = [];
    const key = req.headers["idempotency-key"];
    this.requests.push({ method, path: url.pathname, problems, idempotencyKey: typeof key === "string" ? key : undefined });
    if (req.headers["authorization"] !== `Bearer ${this.secretKey}`) return error(401, "invalid_request_error", "Invalid API Key provided");
    if (this.failing) return error(500, "api_error", "the fake is failing on purpose");
    if (method === "POST" && !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      problems.push("POST body is not form-encoded");
    const form = parseForm(method === "GET" ? url.search.slice(1) : body);
    const parts = url.pathname.split("/").filter(Boolean);

    if (method === "POST" && (url.pathname === "/v1/payment_intents" || url.pathname === "/v1/checkout/sessions")) {
      if (url.pathname === "/v1/payment_intents" && (typeof key !== "string" || key === "")) problems.push("no Idempotency-Key");
      // Stripe keeps a key's first answer for its parameters: the same key with others is refused.
      const hash = createHash("sha256").update(`${url.pathname}\n${body}`).digest("hex");
      const previous = typeof key === "string" ? this.idempotent.get(key) : undefined;
      if (previous !== undefined) {
        if (previous.hash !== hash)
          return error(400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with.");
        return { status: previous.status, body: JSON.parse(previous.body), headers: { "idempotent-replayed": "true" } };
      }
      if (url.pathname === "/v1/payment_intents") {
        if (this.chargeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.chargeDelayMs));
        if (this.chargeGate !== null) await this.chargeGate;
      }
      const answer =
        url.pathname === "/v1/payment_intents"
          ? this.createIntent(form, req.headers, String(key ?? ""), problems)
          : { status: 200, body: this.createSession(form, problems) };
      if (typeof key === "string") this.idempotent.set(key, { hash, status: answer.status, body: JSON.stringify(answer.body) });
      return this.losingAnswers ? error(500, "api_error", "the answer was lost on its way back (the fake, on purpose)") : answer;
    }
    if (method === "GET" && parts[1] === "payment_intents" && parts.length === 3) {
      const intent = this.intents.get(parts[2]!);
      return intent ? { status: 200, body: intent } : error(404, "invalid_request_error", `No such payment_intent: '${parts[2]}'`, "resource_missing");
    }
    if (method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts.length === 4) {
      const session = this.sessions.get(parts[3]!);
      return session ? { status: 200, body: session } : error(404, "invalid_request_error", `No such checkout.session: '${parts[3]}'`, "resource_missing");
    }
    if (method === "GET" && parts[1] === "payment_links" && parts.length === 3) {
      const link = this.links.get(parts[2]!);
      return link ? { status: 200, body: link } : error(404, "invalid_request_error", `No such payment_link: '${parts[2]}'`, "resource_missing");
    }
    problems.push("an endpoint the fake does not serve");
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${url.pathname})`);
  }

  private createIntent(form: Form, headers: http.IncomingHttpHeaders, idempotencyKey: string, problems: string[]): { status: number; body: unknown } {
    const topLevel = form["shared_payment_granted_token"];
    const nested = (form["payment_method_data"] as Form | undefined)?.["shared_payment_granted_token"];
    const shape = typeof topLevel === "string" ? "top_level" : "payment_method_data";
    const token = typeof topLevel === "string" ? topLevel : typeof nested === "string" ? nested : "";
    if (token === "") problems.push("no shared payment token in either shape");
    if (token !== "" && shape !== this.sptParameter) problems.push(`SPT sent as ${shape}, expected ${this.sptParameter}`);
    const version = headers["stripe-version"] as string | undefined;
    if (version !== this.sptApiVersion) problems.push(`Stripe-Version ${version}, expected ${this.sptApiVersion}`);
    if (form["confirm"] !== "true") problems.push("confirm is not true");
    const amount = Number(form["amount"]);
    const currency = String(form["currency"] ?? "");
    if (!Number.isInteger(amount) || amount <= 0 || currency === "") problems.push("bad amount or currency");
    const metadata = flat(form["metadata"]);
    const charge: Charge = { token, shape, idempotencyKey, stripeVersion: version, amount, currency, metadata, intentId: null };
    this.charges.push(charge);

    const intent: Intent = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency,
      status: "requires_payment_method",
      metadata,
      payment_method: null,
      client_secret: "",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString("hex")}`;
    charge.intentId = intent.id;
    // Stripe's refusals quote what they refuse ("No such …: '<id>'"), a token among it.
    if (token.startsWith("spt_missing")) {
      return {
        status: 400,
        body: {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            param: "shared_payment_granted_token",
            message: `No such shared_payment_granted_token: '${token}'`,
          },
        },
      };
    }
    // One that names no parameter (svc takes it for a processor failure), quoting the token in part too.
    if (token.startsWith("spt_garbled")) {
      return {
        status: 400,
        body: { error: { type: "invalid_request_error", message: `Could not read the payment method of ${token} (${token.slice("spt_".length)})` } },
      };
    }
    if (this.used.has(token)) {
      return {
        status: 400,
        body: {
          error: {
            type: "invalid_request_error",
            code: "shared_payment_granted_token_consumed",
            param: "shared_payment_granted_token",
            message: "This shared payment token was already used.",
          },
        },
      };
    }
    this.used.add(token);
    this.intents.set(intent.id, intent);
    if (token.startsWith("spt_decline")) {
      return {
        status: 402,
        body: {
          error: {
            type: "card_error",
            code: "card_declined",
            decline_code: "insufficient_funds",
            message: "Your card has insufficient funds.",
            payment_intent: intent,
          },
        },
      };
    }
    intent.payment_method = id("pm");
    if (token.startsWith("spt_action")) intent.status = "requires_action";
    else if (token.startsWith("spt_processing")) intent.status = "processing";
    else {
      intent.status = "succeeded";
      intent.amount_received = amount;
    }
    return { status: 200, body: intent };
  }

  private createSession(form: Form, problems: string[]): Session {
    for (const field of ["mode", "success_url", "cancel_url"]) if (typeof form[field] !== "string") problems.push(`checkout session without ${field}`);
    const item = (form["line_items"] as Form | undefined)?.["0"] as Form | undefined;
    const priceData = item?.["price_data"] as Form | undefined;
    const amount = Number(priceData?.["unit_amount"]);
    if (!Number.isInteger(amount) || (priceData?.["product_data"] as Form | undefined)?.["name"] === undefined) problems.push("line item without price_data");
    const session = this.newSession({
      amount,
      currency: String(priceData?.["currency"] ?? ""),
      metadata: flat(form["metadata"]),
      email: typeof form["customer_email"] === "string" ? form["customer_email"] : null,
      clientReferenceId: typeof form["client_reference_id"] === "string" ? form["client_reference_id"] : null,
      link: null,
      successUrl: String(form["success_url"] ?? ""),
      cancelUrl: String(form["cancel_url"] ?? ""),
    });
    return session;
  }

  private newSession(input: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    email: string | null;
    clientReferenceId: string | null;
    link: string | null;
    successUrl: string | null;
    cancelUrl: string | null;
  }): Session {
    const sessionId = id("cs_test");
    const session: Session = {
      id: sessionId,
      object: "checkout.session",
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      status: "open",
      payment_status: "unpaid",
      mode: "payment",
      amount_total: input.amount,
      currency: input.currency,
      client_reference_id: input.clientReferenceId,
      customer_email: input.email,
      customer_details: null,
      metadata: input.metadata,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      payment_intent: null,
      payment_link: input.link,
      livemode: false,
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  // ---- controls for tests (what a buyer or Stripe would do) ----------------------------------

  /** A payment link whose metadata names the product, as the operator creates it. */
  addPaymentLink(productId: string | null): { id: string; url: string } {
    const linkId = id("plink");
    const url = `https://buy.stripe.test/${linkId}`;
    this.links.set(linkId, {
      id: linkId,
      object: "payment_link",
      active: true,
      url,
      metadata: productId === null ? {} : { product_id: productId },
      livemode: false,
    });
    return { id: linkId, url };
  }

  /** A buyer opens a payment link: a fresh session (no product in its own metadata). */
  openLink(linkId: string, input: { amount: number; clientReferenceId?: string }): Session {
    return this.newSession({
      amount: input.amount,
      currency: "usd",
      metadata: {},
      email: null,
      clientReferenceId: input.clientReferenceId ?? null,
      link: linkId,
      successUrl: null,
      cancelUrl: null,
    });
  }

  /** The buyer pays (or starts a delayed payment, paid = false). */
  completeSession(sessionId: string, input: { email: string; paid: boolean }): Session {
    const session = this.sessions.get(sessionId);
    if (session === undefined) throw new Error(`no session ${sessionId}`);
    session.status = "complete";
    session.payment_status = input.paid ? "paid" : "unpaid";
    session.customer_details = { email: input.email };
    session.payment_intent ??= id("pi");
    return session;
  }

  /** Stripe forgets idempotency keys after 24 hours. */
  forgetIdempotencyKeys(): void {
    this.idempotent.clear();
  }

  /** A processing payment intent settles. */
  settleIntent(intentId: string): void {
    const intent = this.intents.get(intentId);
    if (intent === undefined) throw new Error(`no intent ${intentId}`);
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
  }

  /** A webhook event about an object, as Stripe would deliver it. */
  event(type: string, object: unknown, eventId = id("evt")): string {
    return JSON.stringify({
      id: eventId,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
    });
  }

  /** Stripe-Signature for a payload: t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload"> under the secret. */
  sign(payload: string, timestampSeconds: number, secret = this.webhookSecret): string {
    const signature = createHmac("sha256", secret).update(`${timestampSeconds}.${payload}`).digest("hex");
    return `t=${timestampSeconds},v1=${signature}`;
  }
}

function error(status: number, type: string, message: string, code?: string): { status: number; body: unknown } {
  return { status, body: { error: { type, message, ...(code === undefined ? {} : { code }) } } };
}
