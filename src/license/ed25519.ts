// The only module that touches the ed25519 library. Verification is strict RFC 8032: @noble's
// strict decoding of the key and of R (canonical encodings only), S below the group order, and
// public keys of small order refused (with the identity point as key, a forged signature with
// R = identity and S = 0 verifies for any message). The group equation itself is checked by
// Node's native ed25519: @noble's first verification builds a 4,224-point table of the base point
// (measured 60 ms), which every paid command would pay at start-up.
import { createHash, createPublicKey, randomBytes, verify as nativeVerify } from "node:crypto";
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

const GROUP_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/** The DER SubjectPublicKeyInfo of a raw public key, the form openssl reads (install.sh). */
export function spkiOf(publicKey: Uint8Array): Buffer {
  return Buffer.concat([SPKI_PREFIX, publicKey]);
}

/** Strict verification; false for any malformed input rather than an exception. */
export function verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES || publicKeyProblem(publicKey) !== null) return false;
  try {
    ed.Point.fromBytes(signature.subarray(0, 32), false); // R: a canonical point encoding
  } catch {
    return false;
  }
  if (BigInt(`0x${Buffer.from(signature.subarray(32)).reverse().toString("hex")}`) >= GROUP_ORDER) return false; // S: canonical
  try {
    const key = createPublicKey({ key: spkiOf(publicKey), format: "der", type: "spki" });
    return nativeVerify(null, message, key, signature);
  } catch {
    return false;
  }
}

/** kid: the first 8 characters of the base64url SHA-256 of the raw public key (docs/promises.md#keys-and-kid). */
export function kidOf(publicKey: Uint8Array): string {
  return encodeBase64url(new Uint8Array(createHash("sha256").update(publicKey).digest())).slice(0, 8);
}

export function randomSeed(): Uint8Array {
  return new Uint8Array(randomBytes(SEED_BYTES));
}
