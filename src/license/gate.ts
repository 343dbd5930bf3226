// The one gate every paid command passes (docs/promises.md#free-and-paid-commands): a valid license, or exit 3 with a
// message that says how to buy one and how to install it.
import { serviceBaseUrl } from "../core/base-url.ts";
import { LicenseError } from "../core/errors.ts";
import type { Deps } from "../core/deps.ts";
import { displayPath, labelsAt } from "../core/paths.ts";
import type { LicensePayload } from "./envelope.ts";
import { Keyring } from "./keys.ts";
import { describeSource, LICENSE_ENV, licensePath, readLicenseState } from "./store.ts";

export function keyringOf(deps: Pick<Deps, "build">): Keyring {
  return Keyring.fromEncoded(deps.build.trustedPublicKeys);
}

/** What the license messages need to know: the build's keys and address, and this machine's paths. */
export type LicenseWhere = Pick<Deps, "env" | "build" | "svcHome" | "home" | "cwd"> & { platform?: NodeJS.Platform | undefined };

/** A path as the CLI shows it where svc runs (`~/.svc/license`). */
function shownAt(where: LicenseWhere): (file: string) => string {
  const labels = labelsAt(where);
  return (file) => displayPath(file, labels);
}

/** How to get and install a license: the pricing page, and the real paths of this machine. */
export function howToGetALicense(deps: LicenseWhere): string {
  const base = serviceBaseUrl(deps);
  const shown = shownAt(deps);
  return [
    `Buy one on the pricing page: ${base}/ (an agent can follow ${base}/agent-buying-guide.json).`,
    "Then install it, any of these ways:",
    "  svc license install <file>     (or: svc license install svc1.…, or pipe it: … | svc license install -)",
    `  mkdir -p ${shown(deps.svcHome)} and write the license text to ${shown(licensePath(deps.svcHome))}`,
    `  export ${LICENSE_ENV}=svc1.…`,
    "Check it with: svc license status",
  ].join("\n");
}

/**
 * When an invalid SVC_LICENSE hides a valid installed license file, the one line that fixes it;
 * else "".
 */
export async function hiddenLicenseHint(deps: LicenseWhere): Promise<string> {
  const fromEnv = deps.env[LICENSE_ENV];
  if (fromEnv === undefined || fromEnv.trim() === "") return "";
  const file = await readLicenseState({ env: {}, svcHome: deps.svcHome, keyring: keyringOf(deps) });
  return file.status === "valid" ? `The license installed in ${shownAt(deps)(licensePath(deps.svcHome))} is valid: unset ${LICENSE_ENV} to use it.` : "";
}

export async function requireLicense(deps: Deps, command: string): Promise<LicensePayload> {
  const state = await readLicenseState({ env: deps.env, svcHome: deps.svcHome, keyring: keyringOf(deps) });
  if (state.status === "valid") return state.license;
  const hidden = state.status === "invalid" ? await hiddenLicenseHint(deps) : "";
  const shown = shownAt(deps);
  if (hidden !== "" && state.status === "invalid") {
    throw new LicenseError(
      "license_invalid",
      `svc ${command} needs a license: the license in ${describeSource(state.source, shown)} is invalid (${state.reason}): ${state.message}`,
      {
        hint: hidden,
        details: { reason: state.reason },
      },
    );
  }
  const why =
    state.status === "missing"
      ? `no license is installed (looked for ${LICENSE_ENV} and ${shown(state.path)})`
      : `the license in ${describeSource(state.source, shown)} is invalid (${state.reason}): ${state.message}`;
  throw new LicenseError(state.status === "missing" ? "license_missing" : "license_invalid", `svc ${command} needs a license: ${why}`, {
    hint: howToGetALicense(deps),
    details: state.status === "invalid" ? { reason: state.reason } : {},
  });
}
