// The remote MCP endpoint (docs/service.md#the-remote-mcp-endpoint): streamable HTTP, stateless,
// JSON responses, a fresh server and transport per request. Seven discovery and commerce tools;
// every input schema is closed (.strict(): additionalProperties false) and holds only the fields
// the contract names, so no call can carry harness data. What moves where comes from the tool
// registry (src/harness/capabilities.ts); start_checkout runs the same checkout() as REST.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { LICENSE_PRODUCT_IDS, notOfferedClause, PAYMENT_MODES, PRODUCT_IDS, PRODUCTS, productById, soldWith } from "../../catalog.ts";
import { RELEASE_PLATFORMS } from "../../core/build-info.ts";
import { previewBuildSetup, previewMove, STACKS } from "../../harness/capabilities.ts";
import { HARNESS_KINDS } from "../../harness/tools/ids.ts";
import { failure, ok } from "../../mcp/results.ts";
import { LIST_TARGETS, mcpTool, READ_ONLY, registerTools, toolIdEnum, toolOf, type McpTool, type Z } from "../../mcp/tools.ts";
import type { Request } from "../app.ts";
import { checkout } from "../commerce/checkout.ts";
import { openModes, productsDocument, productsOpenWith } from "../commerce/products.ts";
import { quote } from "../commerce/quote.ts";
import { tierStatus } from "../commerce/tiers.ts";
import type { ServerDeps } from "../deps.ts";
import { installInstructions } from "../documents/guides.ts";
import { readJson } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";

function toolIdSchema(z: Z) {
  return toolIdEnum(z).describe("a tool id (claude-code, codex, cursor, …; tool_a/b/c are aliases)");
}

/** Runs a tool body: data becomes structuredContent; an HttpError its error JSON (isError). */
async function answer(deps: ServerDeps, work: () => Promise<Record<string, unknown>> | Record<string, unknown>): Promise<CallToolResult> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof HttpError) return failure(error.code, error.message, error.field === undefined ? error.extra : { field: error.field, ...error.extra });
    deps.log.error("mcp tool failed", { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    return failure("internal_error", "internal error; try again or contact support");
  }
}

/**
 * A failure replayed from the store (a decline kept under its idempotency key or token) as the
 * error it was, so the tool answers isError again rather than the error JSON as structured content.
 */
function storedError(status: number, body: Record<string, unknown>): HttpError {
  const { code, message, ...extra } = body["error"] as Record<string, unknown>;
  return new HttpError(status, String(code), String(message), { extra });
}

/**
 * The payment modes start_checkout offers: those that work on this server for some product, and
 * their stripe_* spellings (accepted everywhere as aliases). With payments not configured at all
 * nothing works; then the modes products are sold with, which answer why not.
 */
function offeredModes(deps: ServerDeps): [string, ...string[]] {
  const open = openModes(deps);
  const modes = open.length > 0 ? open : PAYMENT_MODES.filter((mode) => PRODUCTS.some((product) => soldWith(product, mode)));
  return [...modes, ...modes.map((mode) => mode.replace(/^processor_/, "stripe_"))] as [string, ...string[]];
}

/** start_checkout's description: what each offered mode does here, and what the others are. */
function checkoutDescription(deps: ServerDeps): string {
  const open = new Set(openModes(deps));
  const spt = productsOpenWith("processor_spt", deps);
  const linked = productsOpenWith("processor_payment_link", deps);
  const ways = [
    open.has("processor_spt")
      ? `processor_spt (checkout key spt): agentic checkout for ${spt.join(", ")} with shared_payment_granted_token and buyer_email; the signed license comes back inline with next_steps to install it`
      : null,
    linked.length > 0
      ? `processor_payment_link, processor_link, processor_checkout (checkout keys stripe_payment_link, stripe_link, stripe_checkout): the hosted payment link to hand to the user, for ${linked.join(", ")}; the license is e-mailed`
      : "payment links (processor_payment_link, processor_link; checkout keys stripe_payment_link, stripe_link) are not configured on this server",
    open.has("processor_checkout")
      ? "processor_checkout (checkout key stripe_checkout) for svc_team_migration_pack: a hosted Checkout Session (url) for the team pack"
      : null,
  ].filter((way) => way !== null);
  const configured = open.size > 0 ? "" : "Payments are not configured on this server: every checkout answers an error saying so. ";
  return (
    `Starts a checkout, exactly as POST /api/v1/checkout. ${configured}Ways of paying here: ${ways.join("; ")}. ` +
    `Not offered: ${notOfferedClause()}. ` +
    "A shared payment token pays once: the same token again answers the first result, with or without idempotency_key (a key makes any retry safe). " +
    "Pass the quote_id of quote_lifetime_license to be charged the quoted amount until the quote's expires_at. " +
    "Send nothing else: values shaped like API keys or other credentials are refused."
  );
}

/** The cheapest license on sale now: founder while seats remain, then early, then lifetime. */
async function defaultLicense(deps: ServerDeps): Promise<string> {
  for (const id of LICENSE_PRODUCT_IDS) if ((await tierStatus(productById(id), deps)).available) return id;
  return "svc_lifetime";
}

/** One move of preview_move's answer. */
const moveSchema = (z: Z) =>
  z.looseObject({
    kind: z.string(),
    scope: z.string(),
    item: z.string(),
    from_path: z.string().nullable(),
    to_path: z.string().nullable(),
    fidelity: z.string(),
    lost: z.array(z.string()),
    note: z.string(),
  });

/** The remote endpoint's tools, in the order tools/list gives them. */
const REMOTE_TOOLS: readonly McpTool<ServerDeps>[] = [
  LIST_TARGETS,
  mcpTool({
    name: "preview_move",
    title: "Preview what moves between two tools",
    description:
      "What svc would move from one tool's configuration to another's, per kind and scope: from which file to which, with fidelity (exact, converted, lossy with what is lost, unsupported with why). Computed from the two tools' declarations with sample items; it takes no user data. Run local_command on the user's machine for the real plan.",
    input: (z) =>
      z.object({ from: toolIdSchema(z), to: toolIdSchema(z), kinds: z.array(z.enum(HARNESS_KINDS)).min(1).optional().describe("only these kinds") }).strict(),
    output: (z) =>
      z.looseObject({ from: z.string(), to: z.string(), ready: z.boolean(), note: z.string(), moves: z.array(moveSchema(z)), local_command: z.string() }),
    annotations: READ_ONLY,
    run: async ({ from, to, kinds }, deps: ServerDeps) =>
      answer(deps, () => {
        const source = toolOf(from);
        const target = toolOf(to);
        if (source === target) throw new HttpError(400, "same_tool", "from and to name the same tool", { field: "to" });
        return { ...previewMove(source, target, kinds ?? HARNESS_KINDS) };
      }),
  }),
  mcpTool({
    name: "preview_build_setup",
    title: "Preview a first-setup harness",
    description:
      "The files `svc build --for <tool>` writes for a new project (instructions with the real build, test and lint commands; an ignore file where the tool has one), for the given stacks. Takes no project data: run local_command in the project for the real plan.",
    input: (z) => z.object({ tool: toolIdSchema(z), stack: z.array(z.enum(STACKS)).optional().describe("the project's stacks") }).strict(),
    output: (z) => z.looseObject({ tool: z.string(), files: z.array(z.object({ path: z.string(), purpose: z.string() })), local_command: z.string() }),
    annotations: READ_ONLY,
    run: async ({ tool, stack }, deps: ServerDeps) => answer(deps, () => ({ ...previewBuildSetup(toolOf(tool), stack ?? []) })),
  }),
  mcpTool({
    name: "install_local_cli",
    title: "How to install the svc CLI",
    description:
      "The install command (and the --force form for an existing install), which downloads the release for the machine it runs on and checks it against SHA256SUMS (and its signature where openssl is installed); the download address (the installer, or the file of the platform asked for), the checksums and each published platform's file with its SHA-256; and how to set up the license. The CLI checks the license locally. Only files this server publishes are named: a platform without a release answers platform_not_published.",
    input: (z) =>
      z.object({ platform: z.enum(RELEASE_PLATFORMS).optional().describe("leave out to get the installer, which picks the platform itself") }).strict(),
    output: (z) =>
      z.looseObject({
        install_command: z.string(),
        force_command: z.string(),
        download_url: z.string(),
        checksums_url: z.string(),
        signature_url: z.string().optional(),
        version: z.string(),
        platform_downloads: z.array(z.object({ platform: z.string(), download_url: z.string(), sha256: z.string() })),
        license_setup: z.array(z.string()),
      }),
    annotations: READ_ONLY,
    run: async ({ platform }, deps: ServerDeps) => answer(deps, () => installInstructions(deps, platform)),
  }),
  mcpTool({
    name: "list_products",
    title: "List svc's products",
    description:
      "The lifetime licenses (founder and early tiers have limited seats) and the team migration pack, with prices, availability and purchase links. Each product's checkout object says which ways of paying work for it on this server now, by key: stripe_payment_link = payment_mode processor_payment_link, stripe_link = processor_link, stripe_checkout = processor_checkout, spt = processor_spt (agentic: the license comes back inline), stripe_acp = processor_acp and machine_payments_x402 = machine_payments_x402 (never offered). A false key's mode answers an error.",
    input: (z) => z.object({}).strict(),
    output: (z) =>
      z.looseObject({ products: z.array(z.looseObject({ id: z.string(), name: z.string(), base_price_minor: z.number(), available: z.boolean() })) }),
    annotations: { ...READ_ONLY, openWorldHint: true },
    run: async (_args, deps: ServerDeps) => answer(deps, async () => ({ products: await productsDocument(deps) })),
  }),
  mcpTool({
    name: "quote_lifetime_license",
    title: "Quote a lifetime license",
    description:
      "A price quote valid 15 minutes. Without product_id: the cheapest license on sale now. Pass its quote_id to start_checkout to be charged this amount until expires_at (the quote holds the price, not a seat). A sold-out tier answers sold_out with next_product_id.",
    input: (z) =>
      z
        .object({ product_id: z.enum(PRODUCT_IDS).optional(), country: z.string().max(8).optional().describe("ISO 3166 alpha-2; EU members match EU") })
        .strict(),
    output: (z) =>
      z.looseObject({
        quote_id: z.string(),
        product_id: z.string(),
        amount_minor: z.number(),
        currency: z.string(),
        expires_at: z.string(),
        checkout_url: z.string(),
      }),
    annotations: { ...READ_ONLY, openWorldHint: true },
    run: async ({ product_id, country }, deps: ServerDeps) =>
      answer(deps, async () => quote({ product_id: product_id ?? (await defaultLicense(deps)), country }, deps)),
  }),
  mcpTool({
    name: "start_checkout",
    title: "Start a checkout",
    description: checkoutDescription,
    input: (z, deps) =>
      z
        .object({
          product_id: z.enum(PRODUCT_IDS),
          payment_mode: z
            .enum(offeredModes(deps))
            .describe("a way of paying that works on this server (stripe_* spellings are aliases; answers name the processor_* value)"),
          shared_payment_granted_token: z.string().max(255).optional(),
          buyer_email: z.string().max(254).optional(),
          client_reference_id: z.string().max(200).optional(),
          idempotency_key: z.string().max(255).optional(),
          quote_id: z
            .string()
            .max(700)
            .optional()
            .describe("from quote_lifetime_license: the quoted price is charged until its expires_at (a quote holds the price, not a seat)"),
        })
        .strict(),
    output: (z) =>
      z.looseObject({
        status: z.string().optional(),
        product_id: z.string().optional(),
        payment_mode: z.string().optional(),
        url: z.string().optional(),
        session_id: z.string().optional(),
        license: z.string().optional(),
        license_id: z.string().optional(),
        payment_intent_id: z.string().optional(),
        fulfillment: z.string().optional(),
        email_delivery: z.string().optional(),
        next_steps: z.array(z.object({ step: z.string(), command: z.string(), note: z.string() })).optional(),
        license_url: z.string().optional(),
        next_step: z.string().optional(),
      }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    run: async ({ idempotency_key, ...fields }, deps: ServerDeps) =>
      answer(deps, async () => {
        const done = await checkout(fields, idempotency_key, deps);
        if (done.status >= 400) throw storedError(done.status, done.body);
        return done.body;
      }),
  }),
];

/**
 * The first `__proto__` key anywhere in a parsed body, as a path. JSON.parse makes it an own key,
 * but the SDK copies a call's arguments into a fresh object, where assigning `__proto__` sets the
 * prototype instead: the key would vanish before the closed input schema could refuse it.
 */
function protoKeyPath(value: unknown, path = "body"): string | null {
  if (typeof value !== "object" || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = protoKeyPath(value[index], `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (Object.hasOwn(value, "__proto__")) return `${path}.__proto__`;
  for (const key of Object.keys(value)) {
    const found = protoKeyPath((value as Record<string, unknown>)[key], `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A tools/call whose arguments are there but not an object (null, a list, a string): its id. The
 * body is one JSON object (readJson refuses a batch), and JSON has no undefined: arguments that are
 * there have one of those values or are an object.
 */
function badArguments(message: Record<string, unknown>): { id: unknown } | null {
  const { method, params, id } = message;
  if (method !== "tools/call" || typeof params !== "object" || params === null || !("arguments" in params)) return null;
  const args = (params as { arguments?: unknown }).arguments;
  if (typeof args !== "object" || args === null || Array.isArray(args)) return { id: id ?? null };
  return null;
}

/** POST /mcp: the body read under the REST limits (64 KiB, JSON only), then the SDK transport answers. */
export async function handleMcp(req: Request, deps: ServerDeps): Promise<void> {
  const body = await readJson(req.raw);
  const proto = protoKeyPath(body);
  if (proto !== null)
    throw new HttpError(400, "unknown_field", `unknown field __proto__ (at ${proto}); the tools take only the fields their input schemas name`, {
      field: "__proto__",
    });
  const badCall = badArguments(body);
  if (badCall !== null) {
    // JSON-RPC invalid params, as the SDK answers a wrong field, instead of its raw validation dump.
    req.res.writeHead(200, { "content-type": "application/json" });
    req.res.end(
      JSON.stringify({ jsonrpc: "2.0", id: badCall.id, error: { code: -32602, message: "Invalid params: arguments must be an object (or left out)" } }),
    );
    return;
  }
  if (body["method"] === "tools/call") {
    const retryAfter = req.rateLimit("post");
    if (retryAfter !== null) {
      // A tool error the client can read (the call's result), not a transport failure: the
      // session stays usable and the agent knows when to call again.
      const limited = failure("rate_limited", `too many tool calls from this address; try again in ${retryAfter} s`, { retry_after: retryAfter });
      req.res.writeHead(200, { "content-type": "application/json", "retry-after": String(retryAfter) });
      req.res.end(JSON.stringify({ jsonrpc: "2.0", id: body["id"] ?? null, result: limited }));
      return;
    }
  }
  const sdk = await import("../../mcp/sdk.ts");
  const server = new sdk.McpServer(
    { name: "svc", version: deps.build.version },
    {
      instructions: "Discovery and commerce for svc. These tools take no harness data: never send file contents, configurations, secrets or repository names.",
    },
  );
  registerTools(server, sdk.z, REMOTE_TOOLS, deps);
  const transport = new sdk.StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  req.res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req.raw, req.res, body);
}
