// Where the license lives and how it is read and installed (docs/promises.md#where-the-license-is-read).
// SVC_LICENSE (the envelope itself) wins when set, even over a valid file; otherwise
// $SVC_HOME/license. The file's mode is not checked on read, so a hand-written file works.
import { mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "../core/atomic-write.ts";
import { cannotRead, LicenseError, SvcError } from "../core/errors.ts";
import type { Env } from "../core/output.ts";
import { normalizeEnvelopeText, verifyLicense, type InvalidReason, type LicensePayload } from "./envelope.ts";
import type { Keyring } from "./keys.ts";

export const LICENSE_ENV = "SVC_LICENSE";
/** Larger than any envelope by far; a bigger file is certainly not a license. */
const MAX_LICENSE_BYTES = 64 * 1024;

export type LicenseSource = { kind: "env"; name: typeof LICENSE_ENV } | { kind: "file"; path: string };

export type LicenseState =
  | { status: "valid"; source: LicenseSource; license: LicensePayload }
  | { status: "invalid"; source: LicenseSource; reason: InvalidReason | "unreadable"; message: string }
  | { status: "missing"; path: string };

export interface LicenseContext {
  env: Env;
  svcHome: string;
  keyring: Keyring;
}

export function licensePath(svcHome: string): string {
  return path.join(svcHome, "license");
}

/** Where a license was read, for people: the variable, or the file as `show` displays paths. */
export function describeSource(source: LicenseSource, show: (file: string) => string): string {
  return source.kind === "env" ? `the ${source.name} variable` : show(source.path);
}

/** The license this machine would use right now, and whether it is good. */
export async function readLicenseState(context: LicenseContext): Promise<LicenseState> {
  const fromEnv = context.env[LICENSE_ENV];
  if (fromEnv !== undefined && fromEnv.trim() !== "") {
    return judge(fromEnv, { kind: "env", name: LICENSE_ENV }, context.keyring);
  }
  const file = licensePath(context.svcHome);
  const text = await readLicenseFile(file);
  if (text === null) return { status: "missing", path: file };
  if (typeof text !== "string") return { status: "invalid", source: { kind: "file", path: file }, reason: "unreadable", message: text.message };
  return judge(text, { kind: "file", path: file }, context.keyring);
}

/** Verifies the license held in any file (for `svc license verify <file>`). */
export async function readLicenseStateFromFile(file: string, keyring: Keyring): Promise<LicenseState> {
  const text = await readLicenseFile(file);
  if (text === null) return { status: "missing", path: file };
  if (typeof text !== "string") return { status: "invalid", source: { kind: "file", path: file }, reason: "unreadable", message: text.message };
  return judge(text, { kind: "file", path: file }, keyring);
}

export function judge(text: string, source: LicenseSource, keyring: Keyring): LicenseState {
  const verification = verifyLicense(text, keyring);
  if (verification.valid) return { status: "valid", source, license: verification.license };
  return { status: "invalid", source, reason: verification.reason, message: verification.message };
}

/** The file's text; null when it does not exist; an Error describing why it cannot be read. */
async function readLicenseFile(file: string): Promise<string | null | Error> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return new Error("it is not a regular file");
    if (info.size > MAX_LICENSE_BYTES) return new Error(`it is ${info.size} bytes, far too large to be a license`);
    return decodeText(await readFile(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    return new Error(cannotRead(error));
  }
}

/** UTF-8, or UTF-16 with its BOM (what Windows PowerShell's `>` writes). */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  return new TextDecoder("utf-8").decode(bytes);
}

export interface InstallResult {
  path: string;
  license: LicensePayload;
  /** The file already held this license. */
  unchanged: boolean;
  /** Where the license it replaced was kept, if there was a different one. */
  previous: string | null;
}

/**
 * Verifies an envelope and writes it to $SVC_HOME/license (mode 0600, atomically). An invalid
 * envelope throws before anything is touched, so it never replaces a license already there.
 */
export async function installLicense(text: string, context: LicenseContext, from: string): Promise<InstallResult> {
  const envelope = normalizeEnvelopeText(text);
  const verification = verifyLicense(envelope, context.keyring);
  if (!verification.valid) {
    throw new LicenseError(`invalid_license`, `${from} is not a valid license (${verification.reason}): ${verification.message}`, {
      hint: "Nothing was installed; any license already installed is untouched.",
      details: { reason: verification.reason },
      paths: path.isAbsolute(from) ? [from] : [],
    });
  }
  const file = licensePath(context.svcHome);
  await mkdir(context.svcHome, { recursive: true, mode: 0o700 });
  const existing = await readLicenseFile(file);
  if (typeof existing === "string" && normalizeEnvelopeText(existing) === envelope) {
    await writeFileAtomic(file, `${envelope}\n`, { mode: 0o600 }); // same license; make sure of the mode
    return { path: file, license: verification.license, unchanged: true, previous: null };
  }
  let previous: string | null = null;
  if (typeof existing === "string") {
    previous = `${file}.previous`;
    await writeFileAtomic(previous, existing, { mode: 0o600 });
  } else if (existing instanceof Error) {
    throw new SvcError("license_unreadable", `the license file ${file} is there but ${existing.message.replace(/^it /, "")}; not replacing it`, undefined, {
      hint: `Move ${file} aside and run the install again.`,
      paths: [file],
    });
  }
  await writeFileAtomic(file, `${envelope}\n`, { mode: 0o600 });
  return { path: file, license: verification.license, unchanged: false, previous };
}
