// Quotes (docs/service.md#quotes): the price of one product for one country, valid 15 minutes. The quote_id
// carries its terms (product, amount, currency, country, expiry) with a MAC under a key derived
// from the license signing key, so checkout can honour the quoted price until expires_at on any
// replica and after a restart (a price deployed meanwhile does not change a live quote) without
// the store keeping quotes. A quote holds the price, not a seat: a sold-out tier answers 409
// sold_out with the next tier.
import { createHmac, randomBytes, randomFillSync, timingSafeEqual } from "node:crypto";
import { AVAILABLE_COUNTRIES, isProductId, PRODUCT_IDS, productById, salesRegion, type Product, type ProductId } from "../../catalog.ts";
import { isoFormatter } from "../../core/iso-time.ts";
import type { ServerConfig } from "../config.ts";
import type { ServerDeps } from "../deps.ts";
import { badField, echo, HttpError } from "../http/errors.ts";
import { checkoutUrl, purchaseUrl } from "./products.ts";
import { soldOut, tierStatus } from "./tiers.ts";

const QUOTE_TTL_MS = 15 * 60 * 1000;

/** Random bytes drawn a page at a time (as randomUUID does), 8 a quote. */
const POOL = Buffer.alloc(8 * 512);
let poolAt = POOL.length;

function nonce(): string {
  if (poolAt === POOL.length) {
    randomFillSync(POOL);
    poolAt = 0;
  }
  poolAt += 8;
  return POOL.toString("hex", poolAt - 8, poolAt);
}

/** What a quote promises. */
export interface QuoteTerms {
  productId: ProductId;
  amountMinor: number;
  currency: string;
  country: string | null;
  /** ms since the epoch. */
  expiresAt: number;
}

/**
 * The MAC key of this server's quotes: derived from the signing key (replicas share it, and it
 * outlives a restart); without one, a key of this process (checkout answers signing_not_configured
 * then anyway).
 */
const macKeys = new WeakMap<ServerConfig, Buffer>();
function macKey(config: ServerConfig): Buffer {
  let key = macKeys.get(config);
  if (key === undefined) {
    key = config.signing === null ? randomBytes(32) : createHmac("sha256", config.signing.key.seed).update("svc quote_id v1").digest();
    macKeys.set(config, key);
  }
  return key;
}

function mac(payload: string, config: ServerConfig): Buffer {
  return createHmac("sha256", macKey(config)).update(payload).digest().subarray(0, 16);
}

/** qt_<base64url JSON of the terms>.<base64url MAC>. */
function quoteId(terms: QuoteTerms, deps: Pick<ServerDeps, "config">): string {
  const payload = Buffer.from(
    JSON.stringify({ p: terms.productId, a: terms.amountMinor, c: terms.currency, n: terms.country, e: terms.expiresAt, r: nonce() }),
  ).toString("base64url");
  return `qt_${payload}.${mac(payload, deps.config).toString("base64url")}`;
}

const QUOTE_ID = /^qt_([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{22})$/;

/**
 * The terms of a quote_id this server issued, checked against product_id: 400 invalid_quote (not
 * one of ours, or altered), 400 quote_mismatch (another product's). Not the clock: checkout asks
 * requireLiveQuote only for a purchase it starts, so a replay of one bought in time is not refused.
 * It says nothing about seats.
 */
export function quotedTerms(value: string, product: Product, deps: Pick<ServerDeps, "config">): QuoteTerms {
  const match = QUOTE_ID.exec(value);
  // The MAC's text is compared, not its decoded bytes: base64 decoding ignores a last character's spare bits.
  const given = Buffer.from(match?.[2] ?? "");
  if (match === null || !timingSafeEqual(given, Buffer.from(mac(match[1]!, deps.config).toString("base64url")))) {
    throw badField(
      "quote_id",
      "invalid_quote",
      "quote_id is not a quote this server issued (or it was altered); ask quote_lifetime_license (POST /api/v1/quote) for one, or leave quote_id out",
    );
  }
  const raw = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")) as { p: string; a: number; c: string; n: string | null; e: number };
  if (!isProductId(raw.p)) throw badField("quote_id", "invalid_quote", "quote_id names no product this server sells");
  const terms: QuoteTerms = { productId: raw.p, amountMinor: raw.a, currency: raw.c, country: raw.n, expiresAt: raw.e };
  if (terms.productId !== product.id)
    throw badField("quote_id", "quote_mismatch", `quote_id is a quote for ${terms.productId}, not for product_id ${product.id}`);
  return terms;
}

/** 409 quote_expired once the quote's time is up. */
export function requireLiveQuote(terms: QuoteTerms, deps: Pick<ServerDeps, "now">): void {
  if (deps.now().getTime() > terms.expiresAt) {
    throw new HttpError(
      409,
      "quote_expired",
      `the quote expired at ${expiryText(terms.expiresAt)}; ask quote_lifetime_license (POST /api/v1/quote) for a new one, or leave quote_id out to pay the current price`,
      { field: "quote_id" },
    );
  }
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
 * country_not_available (docs/service.md#quotes).
 */
function requireCountry(value: string): string {
  if (!/^[A-Za-z]{2}$/.test(value)) {
    throw badField(
      "country",
      "country_not_available",
      `${echo(value)} is not an ISO 3166 alpha-2 country code; svc is sold in ${AVAILABLE_COUNTRIES.join(", ")} (EU: every member state)`,
    );
  }
  if (salesRegion(value) === null) {
    throw badField(
      "country",
      "country_not_available",
      `svc is not sold in ${value.toUpperCase()} yet; it is sold in ${AVAILABLE_COUNTRIES.join(", ")} (EU: every member state)`,
    );
  }
  return value.toUpperCase();
}

export async function quote(input: QuoteInput, deps: Pick<ServerDeps, "config" | "store" | "now">): Promise<Record<string, unknown>> {
  const product = requireProduct(input.product_id);
  const country = input.country === undefined || input.country === "" ? null : requireCountry(input.country);
  const now = deps.now().getTime();
  const status = await tierStatus(product, deps, now);
  if (!status.available) throw soldOut(product);
  const expiresAt = now + QUOTE_TTL_MS;
  return {
    quote_id: quoteId({ productId: product.id, amountMinor: product.priceMinor, currency: product.currency, country, expiresAt }, deps),
    product_id: product.id,
    name: product.name,
    amount_minor: product.priceMinor,
    currency: product.currency,
    country,
    ...status,
    expires_at: expiryText(expiresAt),
    checkout_url: checkoutUrl(product, deps),
    purchase_url: purchaseUrl(product, deps),
  };
}
