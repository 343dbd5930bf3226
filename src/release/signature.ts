// Release signatures (docs/promises.md#release-signing): SHA256SUMS.sig is the base64url ed25519 signature over the
// exact bytes of SHA256SUMS. scripts/sign-sums.ts writes it at `make dist`; svc upgrade checks it
// against the build's update keys before trusting any checksum in the file.
import { decodeBase64url, encodeBase64url } from "../core/base64url.ts";
import { VerifyError } from "../core/errors.ts";
import { SIGNATURE_BYTES, sign, verify } from "../license/ed25519.ts";
import type { SigningKey } from "../license/keys.ts";
import { trustedKeyFrom } from "../license/keys.ts";

export function signSums(sums: Uint8Array, key: SigningKey): string {
  return encodeBase64url(sign(sums, key.seed));
}

export type SumsCheck = { ok: true; kid: string } | { ok: false; reason: "malformed" | "unknown_key" };

/** Whether `signature` (the text of SHA256SUMS.sig) signs `sums` with one of `trusted` (base64url public keys). */
export function checkSumsSignature(sums: Uint8Array, signature: string, trusted: readonly string[]): SumsCheck {
  const decoded = decodeBase64url(signature.replace(/^\uFEFF/, "").trim());
  if (!decoded.ok || decoded.bytes.length !== SIGNATURE_BYTES) return { ok: false, reason: "malformed" };
  for (const encoded of trusted) {
    const key = trustedKeyFrom(encoded, "a release public key");
    if (key.problem === null && verify(decoded.bytes, sums, key.publicKey)) return { ok: true, kid: key.kid };
  }
  return { ok: false, reason: "unknown_key" };
}

/** The checksum SHA256SUMS lists for `name` ("<hex>  name" or "<hex> *name"), or null. */
export function checksumFor(sums: string, name: string): string | null {
  for (const line of sums.split(/\r?\n/)) {
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line.trim());
    if (match?.[2] === name) return match[1]!;
  }
  return null;
}

/**
 * The SHA-256 a release's SHA256SUMS lists for `name`, believed only once SHA256SUMS.sig signs the
 * file with one of the trusted keys. Each refusal is a VerifyError (exit 5): SHA256SUMS or its
 * signature missing (null), a signature by no trusted key or over other bytes, no line for `name`.
 * svc upgrade and the npm package's install take their checksum from here; `sumsAt` names where
 * SHA256SUMS came from, `outcome` what the refusal left as it was ("nothing was replaced").
 */
export function signedChecksum(
  release: { sums: Uint8Array | null; signature: string | null; sumsAt: string },
  name: string,
  trust: { keys: readonly string[]; build: "development" | "release" },
  outcome: string,
): string {
  const { sums, signature, sumsAt } = release;
  if (sums === null) throw new VerifyError("release_unsigned", `${sumsAt} is missing, so the release cannot be checked: refused, ${outcome}`);
  const refusedHint = { hint: "Do not install this release by hand; report it to support." };
  if (signature === null) throw new VerifyError("release_unsigned", `${sumsAt}.sig is missing: the release is unsigned, refused, ${outcome}`, refusedHint);
  const check = checkSumsSignature(sums, signature, trust.keys);
  if (!check.ok) {
    const why =
      check.reason === "malformed"
        ? "is not a base64url ed25519 signature"
        : `does not match SHA256SUMS with any release key this svc trusts (${trust.build} build)`;
    throw new VerifyError(
      "release_signature_invalid",
      `${sumsAt}.sig ${why}: the release is signed by another key or SHA256SUMS was changed; refused, ${outcome}`,
      refusedHint,
    );
  }
  const listed = checksumFor(new TextDecoder().decode(sums), name);
  if (listed === null) throw new VerifyError("checksum_missing", `the signed SHA256SUMS lists no checksum for ${name}: refused, ${outcome}`, refusedHint);
  return listed;
}
