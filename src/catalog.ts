// The product catalog: data in one place, read by licenses, REST, MCP, pages and pricing.json
// (docs/service.md#catalog). Nothing here knows HTTP or the store: live figures
// (seats left, configured payment links) are added by src/server/commerce/products.ts.

export const PRODUCT_IDS = ["svc_founder_lifetime", "svc_early_lifetime", "svc_lifetime", "svc_team_migration_pack"] as const;

export type ProductId = (typeof PRODUCT_IDS)[number];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (PRODUCT_IDS as readonly string[]).includes(value);
}

/** Description documents (catalog, pricing.json, openapi.json) carry this version. */
export const DESCRIPTION_VERSION = "1.2.0";

// ---- payment modes --------------------------------------------------------------------------

export const PAYMENT_MODES = [
  "processor_payment_link",
  "processor_link",
  "processor_checkout",
  "processor_spt",
  "processor_acp",
  "machine_payments_x402",
  "mpp_x402",
] as const;

export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The processor is Stripe: `stripe_*` spellings are aliases; answers name the canonical value. */
export function resolvePaymentMode(value: string): PaymentMode | null {
  const canonical = value.startsWith("stripe_") ? `processor_${value.slice("stripe_".length)}` : value;
  return (PAYMENT_MODES as readonly string[]).includes(canonical) ? (canonical as PaymentMode) : null;
}

/** The modes a license product hands to its hosted payment link. */
export const LINK_MODES: readonly PaymentMode[] = ["processor_payment_link", "processor_link", "processor_checkout"];

/** The `checkout` flags, key names exactly as the published interface spells them (brand-bearing). */
export interface CheckoutFlags {
  stripe_payment_link: boolean;
  stripe_link: boolean;
  stripe_checkout: boolean;
  stripe_acp: boolean;
  spt: boolean;
  machine_payments_x402: boolean;
}

/** The payment_mode each checkout flag stands for (mpp_x402 shares machine_payments_x402's flag). */
export const CHECKOUT_FLAG_MODES: Record<keyof CheckoutFlags, PaymentMode> = {
  stripe_payment_link: "processor_payment_link",
  stripe_link: "processor_link",
  stripe_checkout: "processor_checkout",
  stripe_acp: "processor_acp",
  spt: "processor_spt",
  machine_payments_x402: "machine_payments_x402",
};

/** The checkout flag of a payment mode. */
export function checkoutFlagOf(mode: PaymentMode): keyof CheckoutFlags {
  if (mode === "mpp_x402") return "machine_payments_x402";
  return (Object.keys(CHECKOUT_FLAG_MODES) as (keyof CheckoutFlags)[]).find((flag) => CHECKOUT_FLAG_MODES[flag] === mode)!;
}

/**
 * The modes no product is sold with, and why: the one table checkout's refusal, the catalog's
 * summaries, start_checkout's description and the buying guide say it from.
 */
const NOT_OFFERED: readonly { modes: readonly PaymentMode[]; why: string }[] = [
  { modes: ["processor_acp"], why: "the Agentic Commerce Protocol needs a private preview" },
  { modes: ["machine_payments_x402", "mpp_x402"], why: "reserved for future per-call API endpoints (private preview)" },
];

/** Why a mode is never offered, or null for a mode some product is sold with. */
export function whyNotOffered(mode: PaymentMode): string | null {
  return NOT_OFFERED.find((entry) => entry.modes.includes(mode))?.why ?? null;
}

/** The modes never offered with their checkout keys and why, as one clause. */
export function notOfferedClause(): string {
  return NOT_OFFERED.map(({ modes, why }) => `${modes.join(" and ")} (checkout key ${checkoutFlagOf(modes[0]!)}; ${why})`).join(", ");
}

const OFFERED_SUMMARIES: Partial<Record<PaymentMode, string>> = {
  processor_payment_link: "human checkout through the hosted payment link; the license is e-mailed after payment",
  processor_link: "the wallet (Link) inside the hosted payment link, where the account enables it",
  processor_checkout: "license products: the hosted payment link; the team pack: a dynamic hosted Checkout Session",
  processor_spt: "agentic checkout: the server confirms a payment intent with a shared payment token and returns the license inline",
};

export const PAYMENT_MODE_SUMMARIES = Object.fromEntries(
  PAYMENT_MODES.map((mode) => [mode, `${OFFERED_SUMMARIES[mode] ?? `not available: ${whyNotOffered(mode)}`} (checkout key ${checkoutFlagOf(mode)})`]),
) as Record<PaymentMode, string>;

export const PAYMENT_MODE_NOTES = {
  agentic_checkout: "processor_spt",
  human_checkout: "processor_payment_link",
  team_checkout: "dynamic_checkout",
  api_metering_x402: null,
} as const;

export const FULFILLMENT = {
  link: "emailed_after_checkout.session.completed",
  inline: "returned_inline_after_confirmed_payment_intent",
} as const;

// ---- countries ------------------------------------------------------------------------------

export const AVAILABLE_COUNTRIES = ["US", "CA", "GB", "EU", "AU", "JP"] as const;

const EU_MEMBERS = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
]);

/** The sales region a country code falls in (EU members match `EU`), or null when not sold there. */
export function salesRegion(country: string): (typeof AVAILABLE_COUNTRIES)[number] | null {
  const code = country.toUpperCase();
  if (EU_MEMBERS.has(code)) return "EU";
  return (AVAILABLE_COUNTRIES as readonly string[]).includes(code) ? (code as (typeof AVAILABLE_COUNTRIES)[number]) : null;
}

// ---- products -------------------------------------------------------------------------------

/** Whether a product is sold with a mode at all (on a server with payments configured). */
export function soldWith(product: Product, mode: PaymentMode): boolean {
  return product.checkout[checkoutFlagOf(mode)];
}

export interface Product {
  id: ProductId;
  type: "digital_license" | "service_bundle";
  name: string;
  description: string;
  priceMinor: number;
  currency: "USD";
  /** Limited tiers: seats on sale, and the product offered once they are gone. */
  tier: { seats: number; next: ProductId } | null;
  /** The payment_mode in the product's checkout_url. */
  defaultMode: PaymentMode;
  /** The modes it is sold with where payments are configured (the catalog shows what is open on the server). */
  checkout: CheckoutFlags;
  /** Licenses one purchase yields. */
  licenses: number;
  bundle: { maxSeats: number; includes: readonly string[] } | null;
}

const INCLUDED =
  "includes migration, central local sync, distill snapshots, first-setup builds and every future tool of the toolkit at no extra charge. One-time purchase.";

const LICENSE_CHECKOUT: CheckoutFlags = {
  stripe_payment_link: true,
  stripe_link: true,
  stripe_checkout: true,
  stripe_acp: false,
  spt: true,
  machine_payments_x402: false,
};

/** A license product: one license, every license checkout mode, the hosted payment link by default. */
function license(id: ProductId, name: string, description: string, priceMinor: number, tier: Product["tier"]): Product {
  return {
    id,
    type: "digital_license",
    name,
    description: `${description}: ${INCLUDED}`,
    priceMinor,
    currency: "USD",
    tier,
    defaultMode: "processor_link",
    checkout: LICENSE_CHECKOUT,
    licenses: 1,
    bundle: null,
  };
}

export const PRODUCTS: readonly Product[] = [
  license("svc_founder_lifetime", "svc Founder Lifetime License", "Lifetime license for the first 10 buyers", 1900, { seats: 10, next: "svc_early_lifetime" }),
  license("svc_early_lifetime", "svc Early Lifetime License", "Lifetime license for the next 10 buyers", 2900, { seats: 10, next: "svc_lifetime" }),
  license("svc_lifetime", "svc Lifetime License", "Standard lifetime license", 4900, null),
  {
    id: "svc_team_migration_pack",
    type: "service_bundle",
    name: "svc Team Migration Pack",
    description:
      "One guided migration and onboarding for a team of up to 10 people, plus 10 lifetime licenses (each includes migration, central local sync, distill snapshots, first-setup builds and every future tool of the toolkit at no extra charge). One-time purchase.",
    priceMinor: 49900,
    currency: "USD",
    tier: null,
    defaultMode: "processor_checkout",
    checkout: {
      stripe_payment_link: false,
      stripe_link: false,
      stripe_checkout: true,
      stripe_acp: false,
      spt: false,
      machine_payments_x402: false,
    },
    licenses: 10,
    bundle: { maxSeats: 10, includes: ["one_guided_migration", "team_onboarding", "10_lifetime_licenses"] },
  },
];

export function productById(id: ProductId): Product {
  const product = PRODUCTS.find((candidate) => candidate.id === id);
  if (product === undefined) throw new Error(`no catalog entry for ${id}`);
  return product;
}

/** The license products, which alone have hosted payment links. */
export const LICENSE_PRODUCT_IDS: readonly ProductId[] = PRODUCTS.filter((product) => product.type === "digital_license").map((product) => product.id);
