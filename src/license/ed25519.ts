// The only module that touches the ed25519 library. Verification is strict RFC 8032
// (zip215: false), and public keys of small order (the identity point among them) are refused:
// with such a key, a forged signature (R = identity, S = 0) would verify for any message.
import { createHash, randomBytes } from "node:crypto";
import * as ed from "@noble/ed25519";
import { encodeBase64url } from "../core/base64url.ts";

// noble's synchronous API needs a SHA-512; Node's own is the fastest at hand.
ed.hashes.sha512 = (message: Uint8Array) => new Uint8Array(createHash("sha512").update(message).digest());

export const SEED_BYTES = 32;
export const PUBLIC_KEY_BYTES = 32;
export const SIGNATURE_BYTES = 64;

/** Why a public key cannot be trusted, or null when it is a sound key. */
export function publicKeyProblem(publicKey: Uint8Array): string | null {
  if (publicKey.length !== PUBLIC_KEY_BYTES) return `a public key is ${PUBLIC_KEY_BYTES} bytes, this one is ${publicKey.length}`;
  let point: ed.Point;
  try {
    point = ed.Point.fromBytes(publicKey, false);
  } catch {
    return "it is not a point on the ed25519 curve";
  }
  if (point.is0()) return "it is the identity point, which every forged signature matches";
  if (point.isSmallOrder()) return "it is a small-order point, which forged signatures can match";
  return null;
}

export function publicKeyOf(seed: Uint8Array): Uint8Array {
  return ed.getPublicKey(seed);
}

export function sign(message: Uint8Array, seed: Uint8Array): Uint8Array {
  return ed.sign(message, seed);
}

/** Strict verification; false for any malformed input rather than an exception. */
export function verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (publicKeyProblem(publicKey) !== null) return false;
  try {
    return ed.verify(signature, message, publicKey, { zip215: false });
  } catch {
    return false;
  }
}

/** kid: the first 8 characters of the base64url SHA-256 of the raw public key (CONTRACT §3). */
export function kidOf(publicKey: Uint8Array): string {
  return encodeBase64url(new Uint8Array(createHash("sha256").update(publicKey).digest())).slice(0, 8);
}

export function randomSeed(): Uint8Array {
  return new Uint8Array(randomBytes(SEED_BYTES));
}
