// The read endpoints of the catalog (docs/service.md#catalog): health, catalog, products, pricing.
import { json, type Handler, type Reply, type Route } from "../app.ts";
import { catalogDocument, pricingDocument, productsDocument } from "../commerce/products.ts";
import { keptTierStatus, LIMITED_TIERS, seatsLeft } from "../commerce/tiers.ts";
import type { ServerDeps } from "../deps.ts";
import { StoreUnavailableError } from "../http/errors.ts";

/**
 * These documents change only when a tier's seats do (or the base URL, once, at start), and they
 * are the busiest answers: each server keeps the last one, encoded, and reuses its bytes while the
 * seats left of every limited tier and the base URL are the same. The seats are first taken from
 * the counts the store keeps (a second at most), which needs no waiting: most requests are
 * answered without a single await.
 */
function cachedDocument(build: (deps: ServerDeps) => Promise<unknown>): Handler {
  const last = new WeakMap<ServerDeps, { base: string; remaining: number[]; reply: Reply }>();
  return async (_req, deps) => {
    const now = deps.now().getTime();
    let entry = last.get(deps);
    if (
      entry !== undefined &&
      entry.base === deps.config.baseUrl &&
      LIMITED_TIERS.every((product, index) => keptTierStatus(product, deps, now)?.remaining === entry!.remaining[index])
    ) {
      return entry.reply;
    }
    const remaining = await seatsLeft(deps, now);
    if (entry === undefined || entry.base !== deps.config.baseUrl || entry.remaining.some((seats, index) => seats !== remaining[index])) {
      entry = {
        base: deps.config.baseUrl,
        remaining,
        reply: { status: 200, bytes: Buffer.from(JSON.stringify(await build(deps))), contentType: "application/json; charset=utf-8" },
      };
      last.set(deps, entry);
    }
    return entry.reply;
  };
}

export const catalogRoutes: readonly Route[] = [
  {
    method: "GET",
    path: "/health",
    limit: "get",
    handler: async (_req, deps) => {
      try {
        await deps.store.ping();
      } catch (error) {
        // The guard's 503 (with Retry-After) for an outage; any other failure of the ping is one too.
        throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError();
      }
      return json({ status: "ok", version: deps.build.version, store: "ok" });
    },
  },
  { method: "GET", path: "/api/v1/catalog", limit: "get", handler: cachedDocument(catalogDocument) },
  { method: "GET", path: "/api/v1/products", limit: "get", handler: cachedDocument(async (deps) => ({ products: await productsDocument(deps) })) },
  { method: "GET", path: "/pricing.json", limit: "get", handler: cachedDocument(pricingDocument) },
];
