// Release signatures (CONTRACT §4): SHA256SUMS.sig is the base64url ed25519 signature over the
// exact bytes of SHA256SUMS. scripts/sign-sums.ts writes it at `make dist`; svc upgrade checks it
// against the build's update keys before trusting any checksum in the file.
import { decodeBase64url, encodeBase64url } from "../core/base64url.ts";
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
