// Quote and checkout (docs/service.md#quotes-and-checkout): fields from the query string or a JSON body; a GET of a
// checkout_url sends a person to the purchase page.
import { isProductId, productById } from "../../catalog.ts";
import { json, type Handler, type Route } from "../app.ts";
import { checkout, CHECKOUT_FIELDS } from "../commerce/checkout.ts";
import { purchaseUrl } from "../commerce/products.ts";
import { quote } from "../commerce/quote.ts";
import { tierStatus } from "../commerce/tiers.ts";
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

/**
 * GET of a checkout_url: a person (or an agent) opening the address the catalog prints. Checkout
 * itself is a POST; a GET sends the buyer to the product's purchase_url (its payment link, or its
 * buy page), and a sold-out tier to its buy page, which says so and names the next tier, rather
 * than to a link that would sell a seat that is gone. An unknown product goes to the product list.
 */
const openCheckoutUrl: Handler = async (req, deps) => {
  const id = req.query.get("product_id");
  const base = deps.config.baseUrl;
  let location = `${base}/buy`;
  if (isProductId(id)) {
    const product = productById(id);
    location = (await tierStatus(product, deps)).available ? purchaseUrl(product, deps) : `${base}/buy?product=${product.id}`;
  }
  return { status: 303, text: "", headers: { location } };
};

export const checkoutRoutes: readonly Route[] = [
  { method: "GET", path: "/api/v1/quote", limit: "get", handler: quoteHandler },
  { method: "POST", path: "/api/v1/quote", limit: "post", handler: quoteHandler },
  { method: "POST", path: "/api/v1/checkout", limit: "post", handler: checkoutHandler },
  { method: "GET", path: "/api/v1/checkout", limit: "get", handler: openCheckoutUrl },
];
