// SVC_BASE_URL, the service's public address, checked the same way wherever it is read: by the
// CLI (svc upgrade, the license messages) and by svc serve (written into pages and documents).
import type { Deps } from "./deps.ts";
import { UsageError } from "./errors.ts";

/** What is wrong with a base address, or null: an http(s) origin with an optional plain path. */
export function baseUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `${JSON.stringify(text.slice(0, 200))} is not an http(s) address`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `${JSON.stringify(text.slice(0, 200))} is not an http(s) address`;
  if (url.username !== "" || url.password !== "") return "must not carry credentials (user:password@)";
  if (/["'<>`\\\s]/.test(text)) return "must not contain quotes, angle brackets, backslashes or spaces";
  if (/[?#]/.test(text)) return "must not carry a query or fragment";
  return null;
}

/** The service's public address without a trailing slash: SVC_BASE_URL when set (checked), else the one built in. */
export function serviceBaseUrl(deps: Pick<Deps, "env" | "build">): string {
  const configured = deps.env["SVC_BASE_URL"];
  if (configured === undefined || configured === "") return deps.build.baseUrl.replace(/\/+$/, "");
  const problem = baseUrlProblem(configured);
  if (problem !== null)
    throw new UsageError(`SVC_BASE_URL ${problem}`, { hint: "Set SVC_BASE_URL to the service's address, such as https://svc.example.com, or unset it." });
  return configured.replace(/\/+$/, "");
}
