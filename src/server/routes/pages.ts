// The HTML pages and the team pack's form (docs/service.md#pages). POST /buy takes the form-encoded
// e-mail, starts the dynamic checkout with the same code as POST /api/v1/checkout, and redirects
// (303) to the hosted checkout page; a problem shows the form again with the reason. A post from
// another site is refused (403, the form again with why) before anything else.
import { isProductId } from "../../catalog.ts";
import type { Handler, Reply, Request, Route } from "../app.ts";
import { checkout } from "../commerce/checkout.ts";
import { readRawBody } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";
import { FORM_REFERRER_POLICY } from "../http/security-headers.ts";
import { buyPage, homePage, refundsPage, supportPage, thanksPage } from "../pages/pages.ts";

function html(text: string, status = 200, headers?: Record<string, string>): Reply {
  return { status, text, contentType: "text/html; charset=utf-8", ...(headers === undefined ? {} : { headers }) };
}

const FORM_FIELDS = ["product", "email"];
/** The one product the form is for. */
const TEAM_PACK = "svc_team_migration_pack";

/**
 * Whether a form post comes from another site, and how the browser said so. Browsers name the
 * page's origin in Origin (and where it stands in Sec-Fetch-Site): the form is accepted from
 * svc's own pages only, that is the public base URL's origin or the host the request was sent to.
 * Without a cross-site form another site cannot start a checkout with an address of its choosing
 * in a visitor's browser (the visitor would pay, and the licenses would go to that address). A
 * client that sends neither header is no browser acting for someone else, and is let through.
 * "hidden": Origin: null without Sec-Fetch-Site: same-origin (a sandboxed page, or an older
 * browser that hides the origin of a page whose referrer policy is no-referrer).
 */
function crossSite(req: Request, baseUrl: string): "hidden" | "other" | null {
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  // A browser that hides the origin (Origin: null) but says the post is the site's own.
  if (origin === "null") return site === "same-origin" ? null : "hidden";
  if (origin !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return "other"; // unreadable
    }
    return parsed.origin !== new URL(baseUrl).origin && parsed.host !== req.headers.host ? "other" : null;
  }
  return site !== undefined && site !== "same-origin" && site !== "none" ? "other" : null;
}

/** What the form page says when it refused a post from elsewhere; nothing was started. */
const CROSS_SITE_REASONS = {
  hidden:
    "Your browser did not say which page this form was sent from, so it was not accepted and nothing was started. Please enter your e-mail address again and send the form from this page.",
  other:
    "This form was sent from another site, so it was not accepted and nothing was started. If you meant to buy, enter your e-mail address again and send the form from this page.",
} as const;

const buyForm: Handler = async (req, deps) => {
  const elsewhere = crossSite(req, deps.config.baseUrl);
  if (elsewhere !== null) {
    // The form again, empty (not the address the other site chose), to be sent from here.
    const page = await buyPage(TEAM_PACK, deps, { error: CROSS_SITE_REASONS[elsewhere], email: "" });
    return html(page.html, 403, FORM_REFERRER_POLICY);
  }
  const type = req.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw new HttpError(415, "unsupported_media_type", "send the form as application/x-www-form-urlencoded");
  const form = new URLSearchParams((await readRawBody(req.raw)).toString("utf8"));
  const product = form.get("product") ?? "";
  const email = (form.get("email") ?? "").trim();
  const unknown = [...form.keys()].find((key) => !FORM_FIELDS.includes(key));
  const again = async (error: string, status = 400, headers?: Record<string, string>): Promise<Reply> => {
    const page = await buyPage(isProductId(product) ? product : null, deps, { error, email });
    return html(page.html, isProductId(product) ? status : 404, { ...FORM_REFERRER_POLICY, ...headers });
  };
  if (unknown !== undefined) return again(`The form has an unknown field "${unknown}".`);
  if (product !== TEAM_PACK) return again("This form is for the Team Migration Pack; licenses are bought through their payment link.");
  if (email === "") return again("Please enter your e-mail address.");
  try {
    const answer = await checkout({ product_id: product, payment_mode: "processor_checkout", buyer_email: email }, undefined, deps);
    const url = answer.body["url"];
    if (typeof url !== "string") throw new Error("the checkout answered no url");
    return { status: 303, text: "", headers: { location: url } };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === 429) throw error;
    const reason =
      error.code === "invalid_email"
        ? "That is not an e-mail address."
        : error.status >= 500
          ? "Checkout is not available right now. Please try again later, or write to us."
          : error.message;
    // A 503 keeps its Retry-After (the database away, payments not configured).
    return again(reason, error.status >= 500 ? 503 : 400, error.status >= 500 ? error.headers : undefined);
  }
};

export const pageRoutes: readonly Route[] = [
  { method: "GET", path: "/", limit: "get", handler: async (_req, deps) => html(await homePage(deps)) },
  {
    method: "GET",
    path: "/buy",
    limit: "get",
    handler: async (req, deps) => {
      const page = await buyPage(req.query.get("product"), deps);
      return html(page.html, page.status, FORM_REFERRER_POLICY);
    },
  },
  { method: "POST", path: "/buy", limit: "post", handler: buyForm },
  { method: "GET", path: "/buy/thanks", limit: "get", handler: async (req, deps) => html(thanksPage(req.query.get("session_id"), deps)) },
  { method: "GET", path: "/support", limit: "get", handler: async (_req, deps) => html(supportPage(deps)) },
  {
    method: "GET",
    path: "/refunds",
    limit: "get",
    // The operator's own terms, when SVC_REFUND_URL names them, replace the default page.
    handler: async (_req, deps) =>
      deps.config.seller.refundUrl === null ? html(refundsPage(deps)) : { status: 302, text: "", headers: { location: deps.config.seller.refundUrl } },
  },
];
