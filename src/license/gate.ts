// The one gate every paid command passes (CONTRACT §1, §3): a valid license, or exit 3 with a
// message that says how to buy one and how to install it.
import { LicenseError } from "../core/errors.ts";
import type { Deps } from "../core/deps.ts";
import type { LicensePayload } from "./envelope.ts";
import { Keyring } from "./keys.ts";
import { describeSource, LICENSE_ENV, licensePath, readLicenseState } from "./store.ts";

export function keyringOf(deps: Pick<Deps, "build">): Keyring {
  return Keyring.fromEncoded(deps.build.trustedPublicKeys);
}

/** The service's public address: the built-in one unless SVC_BASE_URL is set (CONTRACT §5). */
export function serviceBaseUrl(deps: Pick<Deps, "env" | "build">): string {
  const configured = deps.env["SVC_BASE_URL"];
  return (configured !== undefined && configured !== "" ? configured : deps.build.baseUrl).replace(/\/+$/, "");
}

export function howToGetALicense(deps: Pick<Deps, "env" | "build" | "svcHome">): string {
  const base = serviceBaseUrl(deps);
  return [
    `Buy one: see ${base}/pricing.json (prices and payment links; an agent can follow ${base}/agent-buying-guide.json).`,
    "Then install it, any of these ways:",
    "  svc license install <file>     (or: svc license install svc1.…, or pipe it: … | svc license install -)",
    `  mkdir -p ~/.svc and write the license text to ${licensePath(deps.svcHome)}`,
    `  export ${LICENSE_ENV}=svc1.…`,
    "Check it with: svc license status",
  ].join("\n");
}

export async function requireLicense(deps: Deps, command: string): Promise<LicensePayload> {
  const state = await readLicenseState({ env: deps.env, svcHome: deps.svcHome, keyring: keyringOf(deps) });
  if (state.status === "valid") return state.license;
  const why =
    state.status === "missing"
      ? `no license is installed (looked for ${LICENSE_ENV} and ${state.path})`
      : `the license in ${describeSource(state.source)} is invalid (${state.reason}): ${state.message}`;
  throw new LicenseError(state.status === "missing" ? "license_missing" : "license_invalid", `svc ${command} needs a license: ${why}`, {
    hint: howToGetALicense(deps),
    details: state.status === "invalid" ? { reason: state.reason } : {},
  });
}
