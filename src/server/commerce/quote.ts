// Quotes (CONTRACT §2.3): the price of one product for one country, valid 15 minutes. A quote
// holds nothing; a sold-out tier answers 409 sold_out with the next tier.
import { randomFillSync } from "node:crypto";
import { AVAILABLE_COUNTRIES, isProductId, PRODUCT_IDS, productById, salesRegion, type Product } from "../../catalog.ts";
import { isoFormatter } from "../../core/iso-time.ts";
import type { ServerDeps } from "../deps.ts";
import { badField, echo } from "../http/errors.ts";
import { checkoutUrl, purchaseUrl } from "./products.ts";
import { soldOut, tierStatus } from "./tiers.ts";

const QUOTE_TTL_MS = 15 * 60 * 1000;

/** Random bytes drawn a page at a time (as randomUUID does), 16 a quote id. */
const POOL = Buffer.alloc(16 * 256);
let poolAt = POOL.length;

function quoteId(): string {
  if (poolAt === POOL.length) {
    randomFillSync(POOL);
    poolAt = 0;
  }
  poolAt += 16;
  return `qt_${POOL.toString("hex", poolAt - 16, poolAt)}`;
}

const expiryText = isoFormatter();

export interface QuoteInput {
  product_id?: string | undefined;
  country?: string | undefined;
}

/** The product a request names, or a 400 naming the field. */
export function requireProduct(value: string | undefined): Product {
  if (value === undefined || value === "") throw badField("product_id", "missing_field", "product_id is required");
  if (!isProductId(value)) throw badField("product_id", "unknown_product", `unknown product ${echo(value)}; products are ${PRODUCT_IDS.join(", ")}`);
  return productById(value);
}

/**
 * An ISO alpha-2 code in a sales region, upper-cased; EU member codes match EU. Anything else —
 * another country, or a value that is no alpha-2 code at all ("USA", "Germany") — is
 * country_not_available (CONTRACT §2.3).
 */
function requireCountry(value: string): string {
  if (!/^[A-Za-z]{2}$/.test(value)) {
    throw badField("country", "country_not_available", `${echo(value)} is not an ISO 3166 alpha-2 country code; svc is sold in ${AVAILABLE_COUNTRIES.join(", ")} (EU: every member state)`);
  }
  if (salesRegion(value) === null) {
    throw badField("country", "country_not_available", `svc is not sold in ${value.toUpperCase()} yet; it is sold in ${AVAILABLE_COUNTRIES.join(", ")} (EU: every member state)`);
  }
  return value.toUpperCase();
}

export async function quote(input: QuoteInput, deps: Pick<ServerDeps, "config" | "store" | "now">): Promise<Record<string, unknown>> {
  const product = requireProduct(input.product_id);
  const country = input.country === undefined || input.country === "" ? null : requireCountry(input.country);
  const now = deps.now().getTime();
  const status = await tierStatus(product, deps, now);
  if (!status.available) throw soldOut(product);
  return {
    quote_id: quoteId(),
    product_id: product.id,
    name: product.name,
    amount_minor: product.priceMinor,
    currency: product.currency,
    country,
    ...status,
    expires_at: expiryText(now + QUOTE_TTL_MS),
    checkout_url: checkoutUrl(product, deps),
    purchase_url: purchaseUrl(product, deps),
  };
}
