// The catalog as the service shows it (docs/service.md#catalog): the data of src/catalog.ts with every URL
// built from the base address and live seat counts. Used by the catalog, products, pricing and
// quote endpoints now, and by the remote MCP and the pages later.
import {
  AVAILABLE_COUNTRIES,
  CHECKOUT_FLAG_MODES,
  DESCRIPTION_VERSION,
  FULFILLMENT,
  LINK_MODES,
  PAYMENT_MODE_NOTES,
  PAYMENT_MODE_SUMMARIES,
  PAYMENT_MODES,
  PRODUCTS,
  soldWith,
  type CheckoutFlags,
  type PaymentMode,
  type Product,
} from "../../catalog.ts";
import type { ServerDeps } from "../deps.ts";
import { tierStatus } from "./tiers.ts";

type Deps = Pick<ServerDeps, "config" | "store" | "now">;

function quoteUrl(product: Product, deps: Pick<ServerDeps, "config">): string {
  return `${deps.config.baseUrl}/api/v1/quote?product_id=${product.id}`;
}

export function checkoutUrl(product: Product, deps: Pick<ServerDeps, "config">): string {
  return `${deps.config.baseUrl}/api/v1/checkout?product_id=${product.id}&payment_mode=${product.defaultMode}`;
}

/** The payment link for a license product, else {base}/buy?product=<id> (always for the bundle). */
export function purchaseUrl(product: Product, deps: Pick<ServerDeps, "config">): string {
  return deps.config.paymentLinks[product.id] ?? `${deps.config.baseUrl}/buy?product=${product.id}`;
}

export function refundUrl(deps: Pick<ServerDeps, "config">): string {
  return deps.config.seller.refundUrl ?? `${deps.config.baseUrl}/refunds`;
}

export function installUrl(deps: Pick<ServerDeps, "config">): string {
  return `${deps.config.baseUrl}/install.sh`;
}

async function productDocument(product: Product, deps: Deps): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = {
    id: product.id,
    type: product.type,
    name: product.name,
    description: product.description,
    base_price_minor: product.priceMinor,
    base_currency: product.currency,
    available_countries: [...AVAILABLE_COUNTRIES],
    quote_url: quoteUrl(product, deps),
    checkout_url: checkoutUrl(product, deps),
    purchase_url: purchaseUrl(product, deps),
    refund_url: refundUrl(deps),
    checkout: openFlags(product, deps),
    entitlement: "signed_ed25519_license",
    install_url: installUrl(deps),
  };
  if (product.bundle !== null) {
    document["max_seats"] = product.bundle.maxSeats;
    document["includes"] = [...product.bundle.includes];
  }
  return { ...document, ...(await tierStatus(product, deps)) };
}

export async function productsDocument(deps: Deps): Promise<Record<string, unknown>[]> {
  return Promise.all(PRODUCTS.map((product) => productDocument(product, deps)));
}

export function sellerDocument(deps: Pick<ServerDeps, "config">): { homepage: string; name: string; support_email: string } {
  const { seller } = deps.config;
  return { homepage: seller.homepage ?? deps.config.baseUrl, name: seller.name, support_email: seller.supportEmail };
}

/**
 * Whether a checkout of this product with this mode can succeed on this server as configured: it
 * is sold with the mode, the processor and a signing key are configured, and a license's link
 * modes have its payment link. (Seats are another matter: a sold-out tier says so itself.)
 */
export function modeOpen(product: Product, mode: PaymentMode, deps: Pick<ServerDeps, "config">): boolean {
  const { config } = deps;
  if (!soldWith(product, mode) || config.stripe === null || config.signing === null) return false;
  if (product.type === "digital_license" && LINK_MODES.includes(mode)) return config.paymentLinks[product.id] !== undefined;
  return true;
}

/** The product's checkout flags as this server can honour them: each true only where its mode is open. */
function openFlags(product: Product, deps: Pick<ServerDeps, "config">): CheckoutFlags {
  const flags = { ...product.checkout };
  for (const flag of Object.keys(flags) as (keyof CheckoutFlags)[]) flags[flag] = modeOpen(product, CHECKOUT_FLAG_MODES[flag], deps);
  return flags;
}

/** Whether a mode can be used on this server for some product. */
function modeAvailable(mode: PaymentMode, deps: Pick<ServerDeps, "config">): boolean {
  return PRODUCTS.some((product) => modeOpen(product, mode, deps));
}

/** The modes that can be used on this server for some product, in the catalog's order. */
export function openModes(deps: Pick<ServerDeps, "config">): PaymentMode[] {
  return PAYMENT_MODES.filter((mode) => modeAvailable(mode, deps));
}

/** The products a mode is open for on this server, by id. */
export function productsOpenWith(mode: PaymentMode, deps: Pick<ServerDeps, "config">): string[] {
  return PRODUCTS.filter((product) => modeOpen(product, mode, deps)).map((product) => product.id);
}

function endpointsDocument(deps: Pick<ServerDeps, "config">): Record<string, string> {
  const base = deps.config.baseUrl;
  return {
    catalog: `${base}/api/v1/catalog`,
    products: `${base}/api/v1/products`,
    quote: `${base}/api/v1/quote`,
    checkout: `${base}/api/v1/checkout`,
    license: `${base}/api/v1/license`,
    updates: `${base}/api/v1/updates`,
    pricing: `${base}/pricing.json`,
    health: `${base}/health`,
    webhook: `${base}/api/processor/webhook`,
    ad_event: `${base}/api/v1/ad-event`,
    admin_ad_events: `${base}/api/v1/admin/ad-events`,
    mcp: `${base}/mcp`,
    openapi: `${base}/openapi.json`,
    install: `${base}/install.sh`,
    downloads: `${base}/download/`,
    license_verification: `${base}/license-verification.json`,
    agent_buying_guide: `${base}/agent-buying-guide.json`,
    agent_recommendation_guide: `${base}/agent-recommendation-guide.json`,
    mcp_config_migration: `${base}/mcp-config-migration.json`,
    agent_setup_migration: `${base}/agent-setup-migration`,
    support: `${base}/support`,
    refunds: refundUrl(deps),
  };
}

export async function catalogDocument(deps: Deps): Promise<Record<string, unknown>> {
  return {
    version: DESCRIPTION_VERSION,
    seller: sellerDocument(deps),
    products: await productsDocument(deps),
    payment_modes: PAYMENT_MODES.map((mode) => ({ mode, available: modeAvailable(mode, deps), summary: PAYMENT_MODE_SUMMARIES[mode] })),
    payment_mode_notes: { ...PAYMENT_MODE_NOTES },
    fulfillment: [
      {
        status: FULFILLMENT.link,
        applies_to: ["processor_payment_link", "processor_link", "processor_checkout"],
        when: "the license is e-mailed once the processor reports checkout.session.completed (paid); GET /api/v1/license?session_id= returns it too",
      },
      {
        status: FULFILLMENT.inline,
        applies_to: ["processor_spt"],
        when: "the license is returned in the checkout answer as soon as the payment intent is confirmed, and e-mailed as well",
      },
    ],
    endpoints: endpointsDocument(deps),
  };
}

export async function pricingDocument(deps: Deps): Promise<Record<string, unknown>> {
  return {
    version: DESCRIPTION_VERSION,
    currency: "USD",
    one_time: true,
    products: await Promise.all(
      PRODUCTS.map(async (product) => ({ id: product.id, name: product.name, price_minor: product.priceMinor, ...(await tierStatus(product, deps)) })),
    ),
  };
}
