// The read endpoints of the catalog (CONTRACT §2.2): health, catalog, products, pricing.
import { json, type Route } from "../app.ts";
import { catalogDocument, pricingDocument, productsDocument } from "../commerce/products.ts";
import { HttpError } from "../http/errors.ts";

export const catalogRoutes: readonly Route[] = [
  {
    method: "GET",
    path: "/health",
    limit: "get",
    handler: async (_req, deps) => {
      try {
        deps.store.ping();
      } catch (error) {
        throw new HttpError(503, "store_unavailable", "the store does not answer", { detail: String(error) });
      }
      return json({ status: "ok", version: deps.build.version, store: "ok" });
    },
  },
  { method: "GET", path: "/api/v1/catalog", limit: "get", handler: async (_req, deps) => json(catalogDocument(deps)) },
  { method: "GET", path: "/api/v1/products", limit: "get", handler: async (_req, deps) => json({ products: productsDocument(deps) }) },
  { method: "GET", path: "/pricing.json", limit: "get", handler: async (_req, deps) => json(pricingDocument(deps)) },
];
