// The product catalog: data in one place, read by licenses, REST, MCP, pages and pricing.json.

export const PRODUCT_IDS = [
  "svc_founder_lifetime",
  "svc_early_lifetime",
  "svc_lifetime",
  "svc_team_migration_pack",
] as const;

export type ProductId = (typeof PRODUCT_IDS)[number];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (PRODUCT_IDS as readonly string[]).includes(value);
}
