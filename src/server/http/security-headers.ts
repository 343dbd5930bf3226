// The headers every answer carries (pages, documents, JSON, errors alike): no framing, no
// referrer to other sites (same-origin: a page's address, which may hold a checkout session id,
// never leaves; and the pages' own form posts keep their Origin, which POST /buy checks, where
// no-referrer would make browsers send Origin: null), a content security policy that allows only the pages' own inline style sheet (by its
// hash) and forms that stay here or lead to https (the hosted checkout), and HSTS when the public base URL is https.
import { createHash } from "node:crypto";
import { STYLE } from "../pages/pages.ts";

const HSTS_SECONDS = 180 * 24 * 60 * 60;

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
  const headers = ["content-security-policy", policy, "x-frame-options", "DENY", "referrer-policy", "same-origin"];
  if (baseUrl.startsWith("https:")) headers.push("strict-transport-security", `max-age=${HSTS_SECONDS}`);
  return headers;
}
