// GET /openapi.json: OpenAPI 3.1 for every endpoint of the service, version 1.2.0, with the
// payment-mode mapping as x-payment-mode-mapping (docs/service.md). test/server/documents.test.ts
// validates it with a real OpenAPI parser and calls every documented route, checking each answer
// against the schema documented for its status.
import { AVAILABLE_COUNTRIES, DESCRIPTION_VERSION, FULFILLMENT, PAYMENT_MODE_NOTES, PAYMENT_MODES, PRODUCT_IDS } from "../../catalog.ts";
import { RELEASE_PLATFORMS } from "../../core/build-info.ts";
import { HARNESS_KINDS, TOOL_IDS } from "../../harness/tools/ids.ts";
import { AD_EVENTS } from "../routes/ads.ts";
import { DOWNLOAD_NAMES } from "../routes/downloads.ts";
import type { ServerDeps } from "../deps.ts";

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const str: Schema = { type: "string" };
const url: Schema = { type: "string", format: "uri" };
const int: Schema = { type: "integer" };
const bool: Schema = { type: "boolean" };
const strings: Schema = { type: "array", items: str };
const object = (properties: Record<string, Schema>, required: string[] = Object.keys(properties), extra: Schema = {}): Schema => ({
  type: "object",
  properties,
  required,
  ...extra,
});
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: "null" }] });

function jsonAnswer(description: string, schema: Schema): Schema {
  return { description, content: { "application/json": { schema } } };
}

/** References to the shared error answers (components.responses.Error<status>). */
function errors(...statuses: number[]): Record<string, Schema> {
  return Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]));
}

const ERROR_STATUSES: Record<number, string> = {
  400: "bad input (the field at fault is named; a value shaped like a credential, an API key say, is refused as credential_refused and kept nowhere)",
  401: "missing or wrong credentials",
  402: "the payment failed",
  403: "refused: a form posted from another site",
  404: "not found",
  405: "wrong method (Allow names the right ones)",
  406: "the MCP client must accept application/json and text/event-stream",
  408: "the request did not arrive in time",
  409: "state conflict: sold out, pending, idempotency (in progress: Retry-After), a shared payment token already used for another purchase",
  413: "body over 64 KiB",
  415: "the body must be JSON",
  416: "the range is outside the file",
  417: "an Expect other than 100-continue",
  429: "rate limited (Retry-After)",
  431: "request headers too large",
  502: "the payment processor failed",
  503: "not configured (payments, signing, webhook secret), the database not answering (store_unavailable, Retry-After), busy (Retry-After), or not ready (/readyz: the reasons)",
};

/**
 * What any operation may answer before or beside its handler: a malformed request (400), a method
 * the path does not serve (405), a request too slow (408), an unknown Expect (417), headers too
 * large (431). Added where an operation does not list the status itself.
 */
const ANY_ROUTE = [400, 405, 408, 417, 431];

function withCommonStatuses(paths: Record<string, Schema>): Record<string, Schema> {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations as Record<string, Schema>)) {
      const responses = operation["responses"] as Record<string, Schema>;
      for (const status of ANY_ROUTE) responses[String(status)] ??= errors(status)[String(status)]!;
    }
  }
  return paths;
}

function errorResponses(): Record<string, Schema> {
  return Object.fromEntries(Object.entries(ERROR_STATUSES).map(([status, why]) => [`Error${status}`, jsonAnswer(why, ref("Error"))]));
}

const htmlAnswer = (description: string): Schema => ({ description, content: { "text/html": { schema: str } } });

function get(summary: string, responses: Record<string, Schema>, extra: Schema = {}): Schema {
  return { get: { summary, responses: { ...responses, ...errors(429) }, ...extra } };
}

const query = (name: string, description: string, schema: Schema = str, required = false): Schema => ({ name, in: "query", required, description, schema });

function schemas(): Record<string, Schema> {
  const product = object({
    id: { type: "string", enum: [...PRODUCT_IDS] },
    type: { type: "string", enum: ["digital_license", "service_bundle"] },
    name: str,
    description: str,
    base_price_minor: int,
    base_currency: { const: "USD" },
    available_countries: { type: "array", items: { enum: [...AVAILABLE_COUNTRIES] } },
    quote_url: url,
    checkout_url: url,
    purchase_url: url,
    refund_url: url,
    checkout: object(
      Object.fromEntries(["stripe_payment_link", "stripe_link", "stripe_checkout", "stripe_acp", "spt", "machine_payments_x402"].map((key) => [key, bool])),
    ),
    entitlement: { const: "signed_ed25519_license" },
    install_url: url,
    available: bool,
    remaining: int,
    max_seats: int,
    includes: strings,
  });
  (product as { required: string[] }).required = (product["required"] as string[]).filter((key) => !["remaining", "max_seats", "includes"].includes(key));
  const tool = { type: "string", enum: [...TOOL_IDS] };
  const fidelity = { type: "string", enum: ["exact", "converted", "lossy", "unsupported"] };
  const scopeCapability = { oneOf: [object({ supported: { const: true }, paths: strings }), object({ supported: { const: false }, note: str })] };
  return {
    Error: object({ error: object({ code: str, message: str, field: str }, ["code", "message"]) }),
    Health: object({ status: { const: "ok" }, version: str, store: str }),
    Alive: object({ status: { const: "ok" } }),
    Ready: object({ status: { const: "ready" }, store: { const: "ok" }, signing_key: nullable(str), version: str }),
    Product: product,
    Products: object({ products: { type: "array", items: ref("Product") } }),
    Catalog: object({
      version: { const: DESCRIPTION_VERSION },
      seller: ref("Seller"),
      products: { type: "array", items: ref("Product") },
      payment_modes: { type: "array", items: object({ mode: { enum: [...PAYMENT_MODES] }, available: bool, summary: str }) },
      payment_mode_notes: object({ agentic_checkout: str, human_checkout: str, team_checkout: str, api_metering_x402: { type: "null" } }),
      fulfillment: { type: "array", items: object({ status: str, applies_to: strings, when: str }) },
      endpoints: { type: "object", additionalProperties: url, required: ["mcp", "catalog", "checkout"] },
    }),
    Seller: object({ homepage: url, name: str, support_email: str }),
    Pricing: object({
      version: { const: DESCRIPTION_VERSION },
      currency: { const: "USD" },
      one_time: { const: true },
      products: {
        type: "array",
        items: object({ id: str, name: str, price_minor: int, available: bool, remaining: int }, ["id", "name", "price_minor", "available"]),
      },
    }),
    QuoteRequest: object({ product_id: { enum: [...PRODUCT_IDS] }, country: str }, ["product_id"], { additionalProperties: false }),
    Quote: object(
      {
        quote_id: str,
        product_id: str,
        name: str,
        amount_minor: int,
        currency: { const: "USD" },
        country: nullable(str),
        available: bool,
        remaining: int,
        expires_at: { type: "string", format: "date-time" },
        checkout_url: url,
        purchase_url: url,
      },
      ["quote_id", "product_id", "name", "amount_minor", "currency", "country", "available", "expires_at", "checkout_url", "purchase_url"],
    ),
    CheckoutRequest: object(
      {
        product_id: { enum: [...PRODUCT_IDS] },
        payment_mode: { type: "string", description: "a processor_* mode; stripe_* spellings are accepted", examples: ["processor_spt"] },
        shared_payment_granted_token: str,
        buyer_email: { type: "string", format: "email" },
        client_reference_id: { type: "string", pattern: "^[A-Za-z0-9_-]{1,200}$" },
        quote_id: {
          type: "string",
          description:
            "a quote's quote_id: the quoted amount is charged until its expires_at (400 invalid_quote or quote_mismatch, 409 quote_expired); a quote holds the price, not a seat",
        },
      },
      ["product_id", "payment_mode"],
      { additionalProperties: false },
    ),
    CheckoutAnswer: {
      anyOf: [
        object({ product_id: str, payment_mode: str, url, fulfillment: { const: FULFILLMENT.link } }),
        object({ product_id: str, payment_mode: { const: "processor_checkout" }, url, session_id: str, fulfillment: { const: FULFILLMENT.link } }),
        object(
          {
            status: { const: "succeeded" },
            product_id: str,
            license: str,
            license_id: str,
            payment_intent_id: str,
            fulfillment: { const: FULFILLMENT.inline },
            email_delivery: {
              enum: ["sent", "queued", "failed"],
              description:
                "sent: the mail server took the license e-mail; queued: it is in the outbox, being sent or, after the mail server refused it, waiting for its retry (email_retry_at). The outbox retries until the mail server takes it, so failed is not answered today; the license is in this answer either way.",
            },
            email_retry_at: { type: "string", format: "date-time", description: "When a refused license e-mail is tried again (only then)." },
            next_steps: {
              type: "array",
              items: object({ step: str, command: str, note: str }),
              description: "install svc, install this license, check it, preview a move: commands to run on the user's machine",
            },
          },
          ["status", "product_id", "license", "license_id", "payment_intent_id", "fulfillment", "email_delivery", "next_steps"],
        ),
      ],
    },
    CheckoutProcessing: object({ status: { const: "processing" }, payment_intent_id: str, license_url: url, next_step: str }),
    LicenseAnswer: object({ status: { const: "fulfilled" }, product_id: str, licenses: strings }),
    Updates: object({
      product: str,
      seller: str,
      current_channel: { const: "latest" },
      latest_version: str,
      included_for_lifetime_buyers: { const: true },
      latest_cli_channel: url,
      latest_cli_downloads: url,
      platform_downloads: {
        type: "array",
        items: object({ platform: { enum: [...RELEASE_PLATFORMS] }, download_url: url, sha256: { type: "string", pattern: "^[0-9a-f]{64}$" } }),
      },
      latest_features: {
        type: "array",
        items: object({ id: str, status: { const: "available" }, included: bool, gate: str, summary: str, commands: strings }),
      },
      license_endpoint: url,
      license_file: str,
      license_preserved_across_upgrades: { const: true },
      local_verification_phone_home: { const: false },
      env_var: { const: "SVC_LICENSE" },
      existing_install_upgrade_command: str,
      agent_upgrade_instruction: str,
      post_upgrade_cli_command: str,
      post_upgrade_cli_alias: str,
      recommended_existing_user_commands: strings,
      updates_endpoint: url,
    }),
    AdEventRequest: object(
      {
        event: { enum: [...AD_EVENTS] },
        ...Object.fromEntries(["campaign", "source", "medium", "placement", "ref"].map((key) => [key, { type: "string", maxLength: 200 }])),
      },
      ["event"],
      { additionalProperties: false },
    ),
    AdEventAccepted: object({ id: int }),
    AdEvents: object({
      events: {
        type: "array",
        items: object({
          id: int,
          event: str,
          campaign: nullable(str),
          source: nullable(str),
          medium: nullable(str),
          placement: nullable(str),
          ref: nullable(str),
          received_at: str,
        }),
      },
      next_cursor: nullable(int),
    }),
    LicenseVerification: object({
      version: { const: DESCRIPTION_VERSION },
      envelope: { type: "object" },
      trusted_public_keys: { type: "array", minItems: 1, items: object({ kid: str, algorithm: { const: "ed25519" }, public_key: str, encoding: str }) },
      verification_steps: strings,
      install_routes: { type: "array", items: object({ id: str, steps: strings, note: str }) },
      local_verification_phone_home: { const: false },
    }),
    Guide: object({ version: { const: DESCRIPTION_VERSION } }),
    McpConfigMigration: object({
      version: { const: DESCRIPTION_VERSION },
      tools: {
        type: "array",
        minItems: TOOL_IDS.length,
        items: object({ id: tool, name: str, ready: bool, format: nullable(str), locations: { type: "object" }, env_reference: nullable(str) }),
      },
    }),
    Move: object({
      kind: { enum: [...HARNESS_KINDS] },
      scope: { enum: ["global", "project"] },
      item: str,
      from_path: nullable(str),
      to_path: nullable(str),
      fidelity,
      lost: strings,
      note: str,
    }),
    MigrationGuide: object({
      version: { const: DESCRIPTION_VERSION },
      from: tool,
      to: tool,
      ready: bool,
      note: str,
      moves: { type: "array", items: ref("Move") },
      local_command: str,
    }),
    Targets: object({
      targets: {
        type: "array",
        items: object({
          id: tool,
          name: str,
          kind: str,
          ready: bool,
          sync: bool,
          distill: bool,
          kinds: { type: "object", additionalProperties: object({ global: scopeCapability, project: scopeCapability }) },
        }),
      },
    }),
    JsonRpcRequest: object({ jsonrpc: { const: "2.0" }, method: str, id: { type: ["string", "integer"] }, params: { type: "object" } }, ["jsonrpc", "method"]),
    JsonRpcResponse: object({ jsonrpc: { const: "2.0" }, id: { type: ["string", "integer", "null"] }, result: { type: "object" }, error: { type: "object" } }, [
      "jsonrpc",
    ]),
    Document: { type: "object" },
  };
}

export function openApiDocument(deps: Pick<ServerDeps, "config">): Record<string, unknown> {
  const base = deps.config.baseUrl;
  const quoteParameters = [query("product_id", "the product", { enum: [...PRODUCT_IDS] }), query("country", "ISO 3166 alpha-2; EU member codes match EU")];
  const checkoutBody = { required: false, content: { "application/json": { schema: ref("CheckoutRequest") } } };
  const checkout = {
    summary: "start a checkout: a payment link (licenses), a Checkout Session (team pack), or agentic checkout (processor_spt, the license inline)",
    parameters: [
      query("product_id", "or in the body", { enum: [...PRODUCT_IDS] }),
      query("payment_mode", "or in the body"),
      query("client_reference_id", "or in the body"),
      query("buyer_email", "or in the body"),
      query("shared_payment_granted_token", "or in the body"),
      query("quote_id", "or in the body"),
      {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        schema: { type: "string", maxLength: 255 },
        description:
          "a retry with the same key replays the first answer and never charges twice; while the first still runs it answers 409 idempotency_in_progress with Retry-After; the same key with another body is 409 idempotency_conflict. A shared payment token pays once whether or not a key comes with it: the same token again replays its first answer, and the same token for another purchase is 409 token_already_used",
      },
    ],
    requestBody: checkoutBody,
    responses: {
      "200": jsonAnswer("the checkout", ref("CheckoutAnswer")),
      "202": jsonAnswer("the payment is still processing", ref("CheckoutProcessing")),
      ...errors(400, 402, 409, 413, 415, 429, 502, 503),
    },
  };
  const webhook = {
    post: {
      summary: "Stripe events, verified by Stripe-Signature against the raw body (300 s tolerance); not rate limited",
      parameters: [{ name: "Stripe-Signature", in: "header", required: true, schema: str }],
      requestBody: { required: true, content: { "application/json": { schema: ref("Document") } } },
      // 409: a paid session that names no product or e-mail; 502: the processor could not be asked.
      responses: { "200": jsonAnswer("the event was handled", ref("Document")), ...errors(400, 409, 413, 415, 502, 503) },
    },
  };
  const guide = (summary: string, schema = "Guide") => get(summary, { "200": jsonAnswer(summary, ref(schema)) });
  const releaseContent = {
    "application/octet-stream": { schema: { type: "string", format: "binary" } },
    "text/plain": { schema: { type: "string", description: "SHA256SUMS" } },
  };
  const download = {
    get: {
      summary: "a release file: the executable of a platform, or SHA256SUMS (ETag, Range, Content-Length)",
      parameters: [
        { name: "file", in: "path", required: true, schema: { type: "string", enum: [...DOWNLOAD_NAMES] } },
        { name: "Range", in: "header", required: false, schema: { type: "string", examples: ["bytes=0-1023"] } },
      ],
      responses: {
        "200": { description: "the file", headers: { ETag: { schema: str }, "Content-Length": { schema: int } }, content: releaseContent },
        "206": { description: "the requested range", headers: { "Content-Range": { schema: str } }, content: releaseContent },
        "304": { description: "not modified (If-None-Match)" },
        ...errors(404, 416, 429),
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "svc: licensing, commerce and local migration service",
      version: DESCRIPTION_VERSION,
      description:
        "The hosted half of svc: catalog, quotes and checkout of lifetime licenses, fulfilment, updates, release downloads, guide documents and a remote MCP endpoint for discovery and commerce. Errors are {error: {code, message, field?}}; JSON bodies are at most 64 KiB and unknown fields are refused. POST routes are limited to 60 requests a minute per address, GET routes to 600, ad events to 120; every /mcp request counts as a GET, and each tool call in one also as a POST (a limited call is the tool error rate_limited with retry_after).",
      contact: { email: deps.config.seller.supportEmail },
    },
    servers: [{ url: base }],
    "x-payment-mode-mapping": { ...PAYMENT_MODE_NOTES },
    paths: withCommonStatuses({
      "/health": guide("health check", "Health"),
      "/healthz": get("liveness: the process answers (not rate limited)", { "200": jsonAnswer("alive", ref("Alive")) }),
      "/readyz": get("readiness: the store answers, a signing key is loaded, not shutting down (not rate limited)", {
        "200": jsonAnswer("ready", ref("Ready")),
        ...errors(503),
      }),
      "/metrics": get(
        "Prometheus text format: requests by route, latency, orders, seats left, outbox, failures (404 unless SVC_METRICS_TOKEN or SVC_ADMIN_TOKEN is set)",
        { "200": { description: "the metrics", content: { "text/plain": { schema: str } } }, ...errors(401, 404) },
        { security: [{ metrics: [] }, { admin: [] }] },
      ),
      "/api/v1/catalog": guide("catalog: products, payment modes, fulfilment, seller, endpoints", "Catalog"),
      "/api/v1/products": guide("the products with live availability", "Products"),
      "/pricing.json": guide("prices, one-time", "Pricing"),
      "/api/v1/quote": {
        get: {
          summary: "a price quote, valid 15 minutes",
          parameters: quoteParameters,
          responses: { "200": jsonAnswer("the quote", ref("Quote")), ...errors(400, 409, 429) },
        },
        post: {
          summary: "a price quote, valid 15 minutes (fields in the query string or the body)",
          parameters: quoteParameters,
          requestBody: { required: false, content: { "application/json": { schema: ref("QuoteRequest") } } },
          responses: { "200": jsonAnswer("the quote", ref("Quote")), ...errors(400, 409, 413, 415, 429) },
        },
      },
      "/api/v1/checkout": {
        post: checkout,
        ...get(
          "a checkout_url opened in a browser: 303 to the product's purchase_url (a sold-out tier to its buy page; an unknown product to the product list). Checkout itself is the POST",
          { "303": { description: "to the purchase page", headers: { Location: { schema: url } } } },
          {
            parameters: [
              query("product_id", "the product", { enum: [...PRODUCT_IDS] }),
              query("payment_mode", "ignored: the purchase page offers what the product is sold with"),
            ],
          },
        ),
      },
      "/api/v1/license": get(
        "the licenses of a paid order (completes an interrupted fulfilment)",
        { "200": jsonAnswer("the licenses", ref("LicenseAnswer")), ...errors(400, 404, 409, 502, 503) },
        { parameters: [query("session_id", "cs_… (one of the two)"), query("payment_intent_id", "pi_… (one of the two)")] },
      ),
      "/api/processor/webhook": webhook,
      "/api/stripe/webhook": webhook,
      "/api/v1/updates": guide("the updates record: latest version, downloads with SHA-256", "Updates"),
      "/api/v1/ad-event": {
        post: {
          summary: "record an ad event (120 a minute per address)",
          requestBody: { required: true, content: { "application/json": { schema: ref("AdEventRequest") } } },
          responses: { "202": jsonAnswer("recorded", ref("AdEventAccepted")), ...errors(400, 413, 415, 429, 503) },
        },
      },
      "/api/v1/admin/ad-events": get(
        "ad events after a cursor, oldest first (404 unless SVC_ADMIN_TOKEN is set)",
        { "200": jsonAnswer("the events", ref("AdEvents")), ...errors(400, 401, 404) },
        { parameters: [query("since", "the cursor", int), query("limit", "1 to 500", int)], security: [{ admin: [] }] },
      ),
      "/mcp": {
        post: {
          summary:
            "remote MCP (streamable HTTP, stateless, JSON responses): preview_move, preview_build_setup, install_local_cli, list_targets, list_products, quote_lifetime_license, start_checkout",
          parameters: [{ name: "Accept", in: "header", required: true, schema: { const: "application/json, text/event-stream" } }],
          requestBody: { required: true, content: { "application/json": { schema: ref("JsonRpcRequest") } } },
          responses: {
            "200": jsonAnswer("the JSON-RPC answer", ref("JsonRpcResponse")),
            "202": { description: "a notification was accepted" },
            ...errors(400, 406, 413, 415, 429),
          },
        },
        get: { summary: "not offered (stateless: no event stream)", responses: errors(405, 429) },
        delete: { summary: "not offered (stateless: no session)", responses: errors(405, 429) },
      },
      "/install.sh": get("the installer (POSIX sh) with this server's address", {
        "200": { description: "the script", content: { "text/x-shellscript": { schema: str } } },
      }),
      "/download/{file}": download,
      "/openapi.json": guide("this document", "Document"),
      "/license-verification.json": guide("how to verify a license locally, with the trusted public keys", "LicenseVerification"),
      "/agent-buying-guide.json": guide("when and how an agent buys, and what it must never send"),
      "/agent-recommendation-guide.json": guide("which product fits which user; what svc does and does not do"),
      "/mcp-config-migration.json": guide("each tool's MCP file, key and variable syntax", "McpConfigMigration"),
      "/guides/{from}-to-{to}.json": get(
        "what moves where between two tools, with fidelity (every ordered pair of the 13 tools)",
        { "200": jsonAnswer("the guide", ref("MigrationGuide")), ...errors(404) },
        {
          parameters: [
            { name: "from", in: "path", required: true, schema: { type: "string", enum: [...TOOL_IDS] } },
            { name: "to", in: "path", required: true, schema: { type: "string", enum: [...TOOL_IDS] } },
          ],
        },
      ),
      "/agent-setup-migration": get("the setup and migration guide: JSON, or HTML when the request prefers text/html", {
        "200": { description: "the guide", content: { "application/json": { schema: ref("Guide") }, "text/html": { schema: str } } },
      }),
      "/": get("home page: what svc is, the price table", { "200": htmlAnswer("the page") }),
      "/buy": {
        ...get(
          "buy a product: its payment link or agentic instructions; for the team pack an e-mail form",
          { "200": htmlAnswer("the page"), "404": htmlAnswer("no such product: the list of products") },
          {
            parameters: [query("product", "the product", { enum: [...PRODUCT_IDS] })],
          },
        ),
        post: {
          summary: "the team pack form: starts the dynamic checkout and redirects to it (303)",
          requestBody: {
            required: true,
            content: {
              "application/x-www-form-urlencoded": {
                schema: object({ product: { enum: ["svc_team_migration_pack"] }, email: { type: "string", format: "email" } }),
              },
            },
          },
          responses: {
            "303": { description: "to the hosted checkout", headers: { Location: { schema: url } } },
            "400": htmlAnswer("the form again, saying what is wrong"),
            "403": htmlAnswer("posted from another site, or by a browser that hid which page: the form again, saying why; nothing started"),
            "404": htmlAnswer("no such product: the page lists the products"),
            ...errors(413, 415, 429),
            "503": htmlAnswer("payments are not configured"),
          },
        },
      },
      "/buy/thanks": get("after a hosted checkout", { "200": htmlAnswer("the page") }, { parameters: [query("session_id", "the Checkout Session")] }),
      "/support": get("support: the retry path for a license e-mail", { "200": htmlAnswer("the page") }),
      "/refunds": get("the refund policy", {
        "200": htmlAnswer("the page"),
        "302": { description: "to SVC_REFUND_URL when it is set", headers: { Location: { schema: url } } },
      }),
    }),
    components: {
      schemas: schemas(),
      responses: errorResponses(),
      securitySchemes: {
        admin: { type: "http", scheme: "bearer", description: "SVC_ADMIN_TOKEN" },
        metrics: { type: "http", scheme: "bearer", description: "SVC_METRICS_TOKEN" },
      },
    },
  };
}
