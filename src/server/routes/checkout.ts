// Quote and checkout (CONTRACT §2.3): fields from the query string or a JSON body.
import { json, type Handler, type Route } from "../app.ts";
import { checkout, CHECKOUT_FIELDS } from "../commerce/checkout.ts";
import { quote } from "../commerce/quote.ts";
import { readFields } from "../http/body.ts";

const QUOTE_FIELDS = ["product_id", "country"] as const;

const quoteHandler: Handler = async (req, deps) => {
  const fields = await readFields(req.raw, req.query, QUOTE_FIELDS, { body: req.method === "POST" });
  return json(await quote(fields, deps));
};

const checkoutHandler: Handler = async (req, deps) => {
  const fields = await readFields(req.raw, req.query, CHECKOUT_FIELDS, { body: true });
  const key = req.headers["idempotency-key"];
  const answer = await checkout(fields, Array.isArray(key) ? key.join(",") : key, deps);
  return json(answer.body, answer.status, answer.replayed ? { "idempotent-replayed": "true" } : undefined);
};

export const checkoutRoutes: readonly Route[] = [
  { method: "GET", path: "/api/v1/quote", limit: "get", handler: quoteHandler },
  { method: "POST", path: "/api/v1/quote", limit: "post", handler: quoteHandler },
  { method: "POST", path: "/api/v1/checkout", limit: "post", handler: checkoutHandler },
];
