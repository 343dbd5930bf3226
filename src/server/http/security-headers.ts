// The headers every answer carries (pages, documents, JSON, errors alike): no framing, no
// referrer at all (a page's address, such as the thanks page's with the order's id, never leaves
// it, not even to svc's own paths, which a proxy's error log would write down; the buy form's page
// alone says same-origin, FORM_REFERRER_POLICY), a content security policy that allows only the
// pages' own inline style sheet (by its hash) and forms that stay here or lead to https (the
// hosted checkout), and HSTS when the public base URL is https.
import { createHash } from "node:crypto";
import { STYLE } from "../pages/pages.ts";

const HSTS_SECONDS = 180 * 24 * 60 * 60;

/**
 * For a page with a form that posts here (/buy): a browser sends the post's Origin only when the
 * page's policy lets its referrer go somewhere (no-referrer makes it Origin: null), and POST /buy
 * checks that Origin. same-origin still sends nothing to other sites.
 */
export const FORM_REFERRER_POLICY: Readonly<Record<string, string>> = { "referrer-policy": "same-origin" };

const made = new Map<string, string[]>();

/** As a flat name, value list (writeHead's form); made once a base URL. */
export function securityHeaders(baseUrl: string): string[] {
  let headers = made.get(baseUrl);
  if (headers === undefined) {
    headers = make(baseUrl);
    made.set(baseUrl, headers);
  }
  return headers;
}

function make(baseUrl: string): string[] {
  const style = createHash("sha256").update(STYLE).digest("base64");
  const policy = [
    "default-src 'none'",
    `style-src 'sha256-${style}'`,
    "img-src 'self'",
    // The buy form's answer is a redirect to the processor's hosted checkout (another origin),
    // and Chromium applies form-action to where a form's redirect leads: https is allowed.
    "form-action 'self' https:",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers = ["content-security-policy", policy, "x-frame-options", "DENY", "referrer-policy", "no-referrer"];
  if (baseUrl.startsWith("https:")) headers.push("strict-transport-security", `max-age=${HSTS_SECONDS}`);
  return headers;
}
