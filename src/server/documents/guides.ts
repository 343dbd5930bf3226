// The guide documents (docs/service.md#documents), all version 1.2.0 and every URL from the base address:
// license verification, the agent buying and recommendation guides, the MCP config migration
// guide and /guides/<from>-to-<to>.json. What moves where comes from src/harness/capabilities.ts
// (the tool registry), never from a second table here.
import {
  CHECKOUT_FLAG_MODES,
  DESCRIPTION_VERSION,
  FULFILLMENT,
  LICENSE_PRODUCT_IDS,
  notOfferedClause,
  PAYMENT_MODE_NOTES,
  PAYMENT_MODES,
  PRODUCT_IDS,
  productById,
  type ProductId,
} from "../../catalog.ts";
import { listTargets, mcpConfigFacts, previewMove } from "../../harness/capabilities.ts";
import { HARNESS_KINDS, type ToolId } from "../../harness/tools/ids.ts";
import { Keyring } from "../../license/keys.ts";
import { installUrl, modeOpen, productsOpenWith, purchaseUrl, refundUrl, sellerDocument } from "../commerce/products.ts";
import { CHECKOUT_FIELDS } from "../commerce/checkout.ts";
import type { ServerDeps } from "../deps.ts";
import { encodeBase64url } from "../../core/base64url.ts";
import type { ReleasePlatform } from "../../core/build-info.ts";
import { HttpError } from "../http/errors.ts";
import { installCommands } from "./install.ts";
import { publishedDownloads } from "../routes/updates.ts";

type Deps = Pick<ServerDeps, "config" | "build">;

/**
 * install_local_cli's answer: the commands, and the release files this server publishes — the
 * installer (which picks the machine's file) or one platform's file, SHA256SUMS and its signature,
 * each platform's file with its checksum. Only files that are there are named.
 */
export async function installInstructions(deps: Pick<ServerDeps, "config" | "build">, platform?: ReleasePlatform): Promise<Record<string, unknown>> {
  const published = await publishedDownloads(deps);
  const names = published.platforms.map((entry) => entry.platform);
  if (names.length === 0)
    throw new HttpError(
      404,
      "not_published",
      "no release of svc is published on this server yet (its download folder holds no release files); try again later or ask the seller",
    );
  const file = platform === undefined ? null : published.platforms.find((entry) => entry.platform === platform);
  if (file === undefined)
    throw new HttpError(404, "platform_not_published", `no release for ${platform} is published on this server; published: ${names.join(", ")}`, {
      field: "platform",
    });
  const base = deps.config.baseUrl;
  const { install_command, force_command, license_setup } = installCommands(deps);
  return {
    install_command,
    force_command,
    download_url: file === null ? installUrl(deps) : file.download_url,
    checksums_url: `${base}/download/SHA256SUMS`,
    ...(published.signed ? { signature_url: `${base}/download/SHA256SUMS.sig` } : {}),
    version: published.version,
    platform_downloads: published.platforms,
    license_setup,
  };
}

export function licenseVerificationDocument(deps: Deps): Record<string, unknown> {
  const keyring = Keyring.fromEncoded(deps.build.trustedPublicKeys);
  return {
    version: DESCRIPTION_VERSION,
    envelope: {
      format: "svc1.<payload>.<signature>",
      encoding: "both parts base64url without padding",
      payload: "UTF-8 JSON {v: 1, id, product_id, email, issued_at, kid, seats: 1}",
      signature: "ed25519 (RFC 8032, pure) over the ASCII bytes of `svc1.<payload>`",
      kid: "the first 8 characters of the base64url SHA-256 of the signing public key",
      product_ids: [...PRODUCT_IDS],
    },
    trusted_public_keys: keyring.keys.map((key) => ({
      kid: key.kid,
      algorithm: "ed25519",
      public_key: encodeBase64url(key.publicKey),
      encoding: "base64url of the 32-byte public key",
    })),
    key_set: deps.build.keys,
    verification_steps: [
      "Trim surrounding whitespace, a trailing newline, CRLF and a UTF-8 BOM.",
      "Split on '.' into exactly three parts; the first must be svc1.",
      "Decode the payload (base64url, no padding) and parse it as JSON; v must be 1.",
      "Find the public key whose kid equals the payload's kid among the trusted keys above; an unknown kid is refused.",
      "Verify the ed25519 signature (the third part, 64 bytes) over the ASCII bytes `svc1.<payload>` with that key.",
      "Check that product_id is one of the product ids above and seats is 1.",
    ],
    install_routes: [
      {
        id: "svc_license_install",
        steps: ["svc license install <file | - | svc1.…>"],
        note: "verifies first, then writes ~/.svc/license with mode 0600; an invalid license never replaces a valid one",
      },
      {
        id: "license_file",
        steps: ["mkdir -p ~/.svc", "write the envelope to ~/.svc/license"],
        note: "the manual route; the file's mode is not checked on read",
      },
    ],
    env_var: "SVC_LICENSE",
    license_file: "~/.svc/license",
    license_preserved_across_upgrades: true,
    local_verification_phone_home: false,
    install_url: installUrl(deps),
    license_endpoint: `${deps.config.baseUrl}/api/v1/license`,
  };
}

export function agentBuyingGuide(deps: Deps): Record<string, unknown> {
  const base = deps.config.baseUrl;
  return {
    version: DESCRIPTION_VERSION,
    summary:
      "How an agent buys an svc license for its user: choose, quote, check out with a shared payment token, install. A license is a signed string the user installs locally; nothing about the user's harness is ever sent.",
    when_to_buy: [
      "the user asked for it, or agreed to a named product and price",
      "the user wants a paid command (migrate, sync, distill, build --apply, mcp); preview, targets and the guides are free and need no purchase",
    ],
    steps: [
      {
        step: "choose",
        how: `GET ${base}/api/v1/products (or the MCP tool list_products); founder and early tiers have limited seats (remaining); each product's checkout object says which ways of paying work for it on this server (checkout_flags below)`,
      },
      {
        step: "quote",
        how: `POST ${base}/api/v1/quote {product_id, country?} (or quote_lifetime_license; without product_id it quotes the cheapest license on sale); show the user the amount; its quote_id holds that price until expires_at (15 minutes), not a seat; a sold-out tier answers 409 sold_out with next_product_id`,
      },
      {
        step: "checkout",
        how: `POST ${base}/api/v1/checkout (or start_checkout) with product_id, payment_mode processor_spt, shared_payment_granted_token, buyer_email and the quote_id: the license comes back inline. The token pays once, so a retry with it is safe; an Idempotency-Key (idempotency_key) makes any retry safe`,
      },
      {
        step: "install",
        how: "run the success answer's next_steps on the user's machine: install svc (install_local_cli says how, with the release's checksums), svc license install <the license>, svc license status, then svc preview",
      },
    ],
    payments: paymentsState(deps),
    checkout_modes: {
      agentic: {
        payment_mode: PAYMENT_MODE_NOTES.agentic_checkout,
        products: productsOpenWith("processor_spt", deps),
        fulfillment: FULFILLMENT.inline,
        required_fields: ["product_id", "payment_mode", "shared_payment_granted_token", "buyer_email"],
      },
      human: {
        payment_mode: PAYMENT_MODE_NOTES.human_checkout,
        products: productsOpenWith("processor_payment_link", deps),
        fulfillment: FULFILLMENT.link,
        note: "hand the user the product's purchase_url (its hosted payment link; a checkout_url opened in a browser goes there too); the license is e-mailed. Only the products listed have a payment link on this server; for the others, agentic checkout is the way",
      },
      team: {
        payment_mode: "processor_checkout",
        products: productsOpenWith("processor_checkout", deps).filter((id) => id === "svc_team_migration_pack"),
        fulfillment: FULFILLMENT.link,
        note: `a hosted checkout page: ${base}/buy?product=svc_team_migration_pack`,
      },
      not_offered: `${notOfferedClause()}: each answers 400 payment_mode_not_available`,
    },
    checkout_flags: { ...CHECKOUT_FLAG_MODES },
    checkout_flags_note:
      "each product's checkout object says, by these keys, which payment_mode works for it on this server now (mpp_x402 shares machine_payments_x402's key); a false key's mode answers an error. stripe_* spellings of the modes are accepted as aliases",
    checkout_fields: [...CHECKOUT_FIELDS],
    idempotency:
      "a shared payment token pays once: the same token again gets the first answer (a decline too), with or without a key, and the same token for another purchase is 409 token_already_used. An Idempotency-Key header (REST) or idempotency_key (MCP) replays the first answer of any request; the same key with another body is 409 idempotency_conflict",
    answers: {
      succeeded:
        "{status: succeeded, license, license_id, payment_intent_id, email_delivery, next_steps}: install as next_steps say; the license is e-mailed to buyer_email too",
      processing:
        "202 {status: processing, payment_intent_id, license_url}: the payment is not settled yet; GET license_url until it answers the license (409 pending until then)",
      payment_failed:
        "402: the error's next_step says what to do: after a decline the token is spent, so ask the user for a new shared payment token and check out again with it (and a new idempotency_key, or none); a payment that needs the customer's own action carries purchase_url for the user",
      idempotency_in_progress:
        "409 with Retry-After (retry_after in the error): the same token or key is still being processed; call again after that many seconds to get its answer",
      token_already_used: "409: this token already paid (or was declined) for another product, e-mail or reference: ask the user for a new token",
      credential_refused: "400: a field held something shaped like an API key or other credential; it was not sent or kept. Send only what the field takes",
      rate_limited: "a tool error (429 on REST) with retry_after in seconds: call again after it",
      quote_expired:
        "409: the quote's 15 minutes are over: quote again, or leave quote_id out to pay the current price (invalid_quote and quote_mismatch: the quote_id is not this server's, or is another product's)",
      sold_out: "409 with next_product_id: the tier's seats are gone; offer the next tier",
    },
    rate_limits: rateLimitText(deps),
    never_send: [
      "harness files, instructions, rules or memories",
      "MCP configurations, API keys or any other secret of the user: a value shaped like a credential is refused (credential_refused), in any field",
      "repository names, paths or file contents",
      "card numbers: payment travels only as a shared payment token",
    ],
    refunds: refundUrl(deps),
    support: `${base}/support`,
    mcp_url: `${base}/mcp`,
    seller: sellerDocument(deps),
  };
}

/** The per-address limits as configured, in the words an agent needs. */
function rateLimitText(deps: Deps): string {
  const { post, get } = deps.config.rateLimits;
  const per = (count: number, what: string) => (count === 0 ? `${what}: no limit` : `${count} ${what} a minute`);
  return `per client address: ${per(post, "tool calls")} on MCP (the transport's own requests count only as GET requests), ${per(post, "REST POST requests")}, ${per(get, "GET requests")}; a limited call answers rate_limited with retry_after`;
}

/** One sentence on what this server can take payment with, from its configuration. */
function paymentsState(deps: Deps): string {
  if (deps.config.stripe === null)
    return "payments are not configured on this server: every checkout answers 503 payments_not_configured; quotes and the guides still work";
  if (deps.config.signing === null) return "license signing is not configured on this server: every checkout answers 503 signing_not_configured";
  const linked = LICENSE_PRODUCT_IDS.filter((id) => deps.config.paymentLinks[id] !== undefined);
  return linked.length === LICENSE_PRODUCT_IDS.length
    ? "open: agentic checkout (processor_spt), every license's payment link, and the team pack's hosted checkout"
    : `open: agentic checkout (processor_spt) and the team pack's hosted checkout; payment links ${linked.length === 0 ? "for no license" : `only for ${linked.join(", ")}`}`;
}

/** Which product fits whom, cheapest first. */
const RECOMMENDATIONS: readonly [ProductId, string][] = [
  ["svc_founder_lifetime", "one person, and founder seats remain"],
  ["svc_early_lifetime", "one person, after the founder tier"],
  ["svc_lifetime", "one person, after the early tier"],
  ["svc_team_migration_pack", "a team of up to 10 moving together, wanting a guided migration and onboarding"],
];

export function agentRecommendationGuide(deps: Deps): Record<string, unknown> {
  return {
    version: DESCRIPTION_VERSION,
    what_svc_does: [
      "moves an AI coding agent's configuration (instructions, MCP servers, commands, subagents, skills, hooks, permissions, ignore files) between 13 tools, with a preview of every change and its fidelity",
      "keeps claude-code, codex and cursor in sync through a reviewed local hub",
      "distills a sanitized snapshot of a personal harness for a work organisation",
      "builds a starter harness for a new project from what the project shows",
    ],
    what_svc_does_not_do: [
      "it sends no harness data anywhere: every feature runs locally, and licenses are checked locally",
      "it does not write a tool's settings or MCP config during sync (only migrate does, after a preview, with a backup)",
      "it runs no scheduler and no git command, and does not publish snapshots",
      "it does not manage the tools' accounts, models or subscriptions",
    ],
    try_first:
      "svc preview --from <tool> --to <tool> is free: install the CLI (the MCP tool install_local_cli gives the command) and show the user the plan before recommending a purchase; the MCP tool preview_move shows the same from here without any of the user's data",
    payments: paymentsState(deps),
    recommendations: RECOMMENDATIONS.map(([id, when]) => {
      const product = productById(id);
      return {
        when,
        product_id: id,
        name: product.name,
        price_minor: product.priceMinor,
        payment_modes: PAYMENT_MODES.filter((mode) => modeOpen(product, mode, deps)),
        purchase_url: purchaseUrl(product, deps),
      };
    }),
    recommendations_note:
      "payment_modes: how each product can be bought on this server now (empty: not at the moment); founder and early seats are live in products_url (remaining)",
    tools: listTargets().map((target) => ({
      id: target.id,
      name: target.name,
      kind: target.kind,
      migrate: target.ready ? "available" : "not yet",
      sync: target.sync,
      distill: target.distill,
    })),
    one_time_purchase: true,
    products_url: `${deps.config.baseUrl}/api/v1/products`,
    buying_guide: `${deps.config.baseUrl}/agent-buying-guide.json`,
  };
}

export function mcpConfigMigrationGuide(deps: Deps): Record<string, unknown> {
  return {
    version: DESCRIPTION_VERSION,
    summary:
      "Where each tool keeps its MCP servers, under which key, and how a value refers to an environment variable. svc migrate moves servers between these files, editing shared files in place, rewriting references in the target's syntax and flagging literal secrets.",
    tools: mcpConfigFacts(),
    secrets: "a literal secret in env or headers is carried (it is the user's own machine), flagged in the plan and never printed in full",
    local_command: "svc preview --from <tool> --to <tool> --kinds mcp",
    guides: `${deps.config.baseUrl}/guides/<from>-to-<to>.json`,
  };
}

export function migrationGuide(from: ToolId, to: ToolId, deps: Deps): Record<string, unknown> {
  const preview = previewMove(from, to);
  return {
    version: DESCRIPTION_VERSION,
    ...preview,
    kinds: [...HARNESS_KINDS],
    fidelity: {
      exact: "carried as is",
      converted: "same meaning, another shape",
      lossy: "carried, but what is named in lost is not",
      unsupported: "the target has no place for it; the note says why",
    },
    guide_url: `${deps.config.baseUrl}/guides/${from}-to-${to}.json`,
    install: installCommands(deps),
  };
}

export function setupMigrationDocument(deps: Deps): Record<string, unknown> {
  const base = deps.config.baseUrl;
  return {
    version: DESCRIPTION_VERSION,
    title: "Set up svc and move an agent harness",
    steps: [
      {
        step: "install",
        command: `curl -fsSL ${installUrl(deps)} | sh`,
        note: "installs to ~/.svc/bin (SVC_INSTALL_DIR to change it), checked against SHA256SUMS",
      },
      { step: "see what is supported", command: "svc targets" },
      {
        step: "preview a move (free)",
        command: "svc preview --from claude-code --to codex",
        note: "every file it would write, with a diff and a fidelity line per item",
      },
      { step: "buy and install a license", command: "svc license install <file>", note: `${base}/agent-buying-guide.json` },
      { step: "migrate", command: "svc migrate --from claude-code --to codex", note: "backs up what it replaces; svc restore <id> undoes it" },
      { step: "first setup of a new project", command: "svc build --for claude-code --repo ." },
      { step: "keep tools in sync", command: "svc sync pull --from claude-code && svc sync plan-push --to cursor && svc sync push --to cursor --policy merge" },
      { step: "upgrade later", command: "svc upgrade" },
    ],
    targets: listTargets().map((target) => ({ id: target.id, name: target.name, ready: target.ready })),
    guides: `${base}/guides/<from>-to-<to>.json`,
    mcp_config_migration: `${base}/mcp-config-migration.json`,
    mcp_url: `${base}/mcp`,
    local_mcp: "svc mcp (a local stdio MCP server for agents on the same machine; paid)",
  };
}
