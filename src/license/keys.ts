// Key material: the trusted public keys a build pins (a keyring addressed by kid) and the
// operator's signing key. Keys are base64url without padding: 32 bytes each (docs/promises.md#keys-and-kid).
import { decodeBase64url, encodeBase64url } from "../core/base64url.ts";
import { SvcError, UsageError } from "../core/errors.ts";
import { kidOf, PUBLIC_KEY_BYTES, publicKeyOf, publicKeyProblem, randomSeed, SEED_BYTES } from "./ed25519.ts";

export interface TrustedKey {
  kid: string;
  publicKey: Uint8Array;
  /** Why this key must not be used (identity / small-order point), or null. */
  problem: string | null;
}

export class Keyring {
  readonly keys: readonly TrustedKey[];
  private readonly byKidMap: Map<string, TrustedKey>;

  constructor(keys: readonly TrustedKey[]) {
    this.keys = keys;
    this.byKidMap = new Map(keys.map((key) => [key.kid, key]));
  }

  /** Builds a keyring from base64url public keys; a key that cannot be decoded is an error. */
  static fromEncoded(encodedKeys: readonly string[]): Keyring {
    return new Keyring(encodedKeys.map((encoded, index) => trustedKeyFrom(encoded, `trusted key ${index + 1}`)));
  }

  byKid(kid: string): TrustedKey | undefined {
    return this.byKidMap.get(kid);
  }

  get kids(): string[] {
    return this.keys.map((key) => key.kid);
  }
}

export function trustedKeyFrom(encoded: string, label: string): TrustedKey {
  const decoded = decodeBase64url(encoded.trim());
  if (!decoded.ok || decoded.bytes.length !== PUBLIC_KEY_BYTES) {
    throw new SvcError("bad_public_key", `${label} is not a base64url ed25519 public key of ${PUBLIC_KEY_BYTES} bytes`);
  }
  return { kid: kidOf(decoded.bytes), publicKey: decoded.bytes, problem: publicKeyProblem(decoded.bytes) };
}

export interface SigningKey {
  seed: Uint8Array;
  publicKey: Uint8Array;
  kid: string;
}

/**
 * Reads a signing key: base64url of the 32-byte seed, surrounding whitespace and a BOM tolerated.
 * `source` names where it came from, so the error tells the operator what to fix.
 */
export function parseSigningKey(text: string, source: string): SigningKey {
  const cleaned = text.replace(/^\uFEFF/, "").trim();
  const decoded = decodeBase64url(cleaned);
  if (!decoded.ok) {
    const why =
      decoded.problem === "character"
        ? `character ${JSON.stringify(decoded.character)} at position ${(decoded.position ?? 0) + 1} is not base64url`
        : "it is not canonical base64url";
    throw new UsageError(`${source} does not hold a signing key: ${why}`, {
      hint: "A signing key is the base64url (no padding) of a 32-byte ed25519 seed; `svc license keygen` makes one.",
    });
  }
  if (decoded.bytes.length !== SEED_BYTES) {
    throw new UsageError(`${source} does not hold a signing key: it decodes to ${decoded.bytes.length} bytes, a seed is ${SEED_BYTES}`, {
      hint: "`svc license keygen` prints a new key pair; its private key is what goes here.",
    });
  }
  const publicKey = publicKeyOf(decoded.bytes);
  return { seed: decoded.bytes, publicKey, kid: kidOf(publicKey) };
}

export interface EncodedKeyPair {
  kid: string;
  public_key: string;
  private_key: string;
}

export function generateKeyPair(): EncodedKeyPair {
  const seed = randomSeed();
  const publicKey = publicKeyOf(seed);
  return { kid: kidOf(publicKey), public_key: encodeBase64url(publicKey), private_key: encodeBase64url(seed) };
}
