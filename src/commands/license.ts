// svc license status | install | verify | keygen | issue — thin: read input, call src/license, print.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Deps } from "../core/deps.ts";
import type { Answer } from "./answer.ts";
import { cannotRead, EXIT, UsageError } from "../core/errors.ts";
import { displayPath, labelsAt } from "../core/paths.ts";
import { issueLicense, normalizeEnvelopeText, type LicensePayload } from "../license/envelope.ts";
import { hiddenLicenseHint, howToGetALicense, keyringOf } from "../license/gate.ts";
import { generateKeyPair, parseSigningKey } from "../license/keys.ts";
import {
  decodeText,
  describeSource,
  installLicense,
  judge,
  LICENSE_ENV,
  readLicenseState,
  readLicenseStateFromFile,
  type LicenseState,
} from "../license/store.ts";

const SIGNING_KEY_ENV = "SVC_LICENSE_SIGNING_KEY";
const MAX_INPUT_BYTES = 64 * 1024;

interface StateJson {
  status: LicenseState["status"];
  source: string;
  reason?: string;
  message?: string;
  license?: LicensePayload;
  build_keys: "development" | "release";
}

function stateJson(state: LicenseState, deps: Deps): StateJson {
  const build_keys = deps.build.keys;
  switch (state.status) {
    case "valid":
      return { status: "valid", source: describeSource(state.source, (file) => file), license: state.license, build_keys };
    case "invalid":
      return { status: "invalid", source: describeSource(state.source, (file) => file), reason: state.reason, message: state.message, build_keys };
    case "missing":
      return { status: "missing", source: state.path, build_keys };
  }
}

function stateText(state: LicenseState, deps: Deps, hidden: string): string {
  const { bold, green, red, yellow } = deps.out.style;
  const labels = labelsAt(deps);
  const shown = (file: string) => displayPath(file, labels);
  switch (state.status) {
    case "valid": {
      const { license } = state;
      return [
        `${green("valid")} license ${bold(license.product_id)} for ${license.email}`,
        `  id ${license.id}, issued ${license.issued_at}, signed with key ${license.kid}`,
        `  from ${describeSource(state.source, shown)}`,
      ].join("\n");
    }
    case "invalid":
      return [
        `${red("invalid")} license in ${describeSource(state.source, shown)} (${state.reason}): ${state.message}`,
        "",
        hidden || howToGetALicense(deps),
      ].join("\n");
    case "missing":
      return [`${yellow("missing")}: no license found (looked for ${LICENSE_ENV} and ${shown(state.path)})`, "", howToGetALicense(deps)].join("\n");
  }
}

function exitFor(state: LicenseState): number {
  return state.status === "valid" ? EXIT.ok : EXIT.license;
}

export async function status(_options: object, deps: Deps): Promise<Answer> {
  const state = await readLicenseState({ env: deps.env, svcHome: deps.svcHome, keyring: keyringOf(deps) });
  const hidden = state.status === "invalid" ? await hiddenLicenseHint(deps) : "";
  return { data: stateJson(state, deps), text: () => stateText(state, deps, hidden), exit: exitFor(state) };
}

export interface VerifyOptions {
  file?: string;
}

export async function verify(options: VerifyOptions, deps: Deps): Promise<Answer> {
  const keyring = keyringOf(deps);
  let state: LicenseState;
  if (options.file === undefined) {
    state = await readLicenseState({ env: deps.env, svcHome: deps.svcHome, keyring });
  } else if (options.file === "-") {
    state = judge(await deps.readStdin(), { kind: "file", path: "standard input" }, keyring);
  } else {
    state = await readLicenseStateFromFile(path.resolve(deps.cwd, options.file), keyring);
    if (state.status === "missing")
      throw new UsageError(`no such file: ${displayPath(state.path, labelsAt(deps))}`, {
        hint: "Check the path, or give - to read the license from standard input.",
      });
  }
  return { data: stateJson(state, deps), text: () => stateText(state, deps, ""), exit: exitFor(state) };
}

export interface InstallOptions {
  source: string;
}

export async function install(options: InstallOptions, deps: Deps): Promise<Answer> {
  const { text: envelope, from } = await readEnvelopeInput(options.source, deps);
  const result = await installLicense(envelope, { env: deps.env, svcHome: deps.svcHome, keyring: keyringOf(deps) }, from);
  const labels = labelsAt(deps);
  const shown = (file: string) => displayPath(file, labels);
  if (deps.env[LICENSE_ENV] !== undefined && deps.env[LICENSE_ENV] !== "") {
    deps.out.warn(`${LICENSE_ENV} is set and takes precedence over ${shown(result.path)}; unset it to use the installed license.`);
  }
  const text = () => {
    const { license } = result;
    const head = result.unchanged
      ? `license ${license.id} was already installed at ${shown(result.path)}`
      : `installed license ${license.id} (${license.product_id}, ${license.email}) at ${shown(result.path)}`;
    return result.previous ? `${head}\n  the license it replaced is kept at ${shown(result.previous)}` : head;
  };
  return { data: { installed: true, path: result.path, unchanged: result.unchanged, previous: result.previous, license: result.license }, text };
}

/** A license given as a file, `-` (standard input) or the envelope itself. */
async function readEnvelopeInput(source: string, deps: Deps): Promise<{ text: string; from: string }> {
  if (source === "-") return { text: await deps.readStdin(), from: "standard input" };
  if (normalizeEnvelopeText(source).startsWith("svc1.")) return { text: source, from: "the license given on the command line" };
  const file = path.resolve(deps.cwd, source);
  const shown = displayPath(file, labelsAt(deps));
  try {
    const info = await stat(file);
    if (!info.isFile())
      throw new UsageError(`${shown} is not a file`, {
        hint: "Give a file holding the license, - to read standard input, or the license text itself (svc1.…).",
      });
    if (info.size > MAX_INPUT_BYTES) throw new UsageError(`${shown} is ${info.size} bytes, far too large to be a license`);
    return { text: decodeText(await readFile(file)), from: file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new UsageError(`no such file: ${shown}`, {
        hint: "Give a file holding the license, - to read standard input, or the license text itself (svc1.…).",
      });
    }
    throw error;
  }
}

export async function keygen(): Promise<Answer> {
  const pair = generateKeyPair();
  const text = () => [`kid          ${pair.kid}`, `public key   ${pair.public_key}`, `private key  ${pair.private_key}`].join("\n");
  const message = [
    "Keep the private key secret: give it to `svc serve` as SVC_LICENSE_SIGNING_KEY (or to",
    "`svc license issue --signing-key <file>`). Build executables that trust the public key with",
    "SVC_RELEASE_PUBLIC_KEYS=<public key> make dist (comma-separate several keys to rotate).",
    "A second pair signs releases: its private key is SVC_RELEASE_SIGNING_KEY and its public key",
    "SVC_UPDATE_PUBLIC_KEYS for make dist (a release build needs both; never the license key).",
  ].join("\n");
  return { data: pair, text, after: { message, when: "always" } };
}

export interface IssueOptions {
  product: string;
  email: string;
  signingKey?: string;
}

export async function issue(options: IssueOptions, deps: Deps): Promise<Answer> {
  let keyText: string;
  let keySource: string;
  if (options.signingKey !== undefined) {
    keySource = path.resolve(deps.cwd, options.signingKey);
    try {
      keyText = await readFile(keySource, "utf8");
    } catch (error) {
      throw new UsageError(`the signing key file ${displayPath(keySource, labelsAt(deps))} ${cannotRead(error)}`);
    }
  } else if (deps.env[SIGNING_KEY_ENV] !== undefined && deps.env[SIGNING_KEY_ENV] !== "") {
    keyText = deps.env[SIGNING_KEY_ENV] ?? "";
    keySource = SIGNING_KEY_ENV;
  } else {
    throw new UsageError("no signing key: give --signing-key <file> or set SVC_LICENSE_SIGNING_KEY", {
      hint: "`svc license keygen` makes a key pair. For local testing with a development build: --signing-key keys/development.key",
    });
  }
  const key = parseSigningKey(keyText, keySource);
  const { envelope, license } = issueLicense({ productId: options.product, email: options.email, key, issuedAt: deps.now() });
  const trusted = keyringOf(deps).byKid(key.kid) !== undefined;
  if (!trusted) {
    deps.out.warn(`this ${deps.build.keys} build of svc does not trust key ${key.kid}; the license verifies only with builds that do.`);
  }
  return {
    data: { envelope, license, trusted_by_this_build: trusted },
    text: envelope,
    after: { message: `issued ${license.id} for ${license.email} (${license.product_id}), signed with key ${license.kid}`, when: "text" },
  };
}
