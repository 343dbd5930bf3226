// Bearer tokens of the operator's endpoints (the admin listing, /metrics): compared in constant
// time; an endpoint whose tokens are all unset does not exist (404).
import { createHash, timingSafeEqual } from "node:crypto";
import type { Request } from "../app.ts";
import { HttpError } from "./errors.ts";

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Lets the request through when its `Authorization: Bearer …` is one of `tokens`. Unset tokens
 * (null) are skipped; with none set the path answers 404, otherwise a wrong or missing token 401
 * naming the variables that hold the right ones. Failed tries count against the address's `auth`
 * limit (SVC_RATE_LIMITS, 10 a minute): past it the answer is 429 and the token is not compared at
 * all, so guessing a token (the admin token through /metrics too) goes no faster than that. A
 * client with the right token (a scraper) never fails, so it is never limited.
 */
export function requireBearer(req: Request, tokens: readonly { name: string; value: string | null }[], realm: string): void {
  const set = tokens.filter((token): token is { name: string; value: string } => token.value !== null);
  if (set.length === 0) throw new HttpError(404, "not_found", `nothing at ${req.path}`);
  const waiting = req.rateLimitReached("auth");
  if (waiting !== null) throw tooManyFailures(waiting);
  const header = req.headers["authorization"] ?? "";
  const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? "";
  // Every token is compared, so the time taken does not say which one came close.
  const matches = set.map((token) => sameSecret(given, token.value));
  if (!matches.includes(true)) {
    const wait = req.rateLimit("auth");
    if (wait !== null) throw tooManyFailures(wait);
    throw new HttpError(401, "unauthorized", `send Authorization: Bearer <${set.map((token) => token.name).join(" or ")}>`, {
      headers: { "www-authenticate": `Bearer realm="${realm}"` },
    });
  }
}

function tooManyFailures(seconds: number): HttpError {
  return new HttpError(429, "rate_limited", `too many failed authentications from this address; try again in ${seconds} s`, {
    headers: { "retry-after": String(seconds) },
    extra: { retry_after: seconds },
  });
}
