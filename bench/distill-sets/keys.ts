// Private keys made here, from the run's seed, so the same seed gives the same documents: RSA
// (PKCS#1 and PKCS#8), EC P-256 (SEC1), Ed25519 (PKCS#8 and OpenSSH). node:crypto builds and
// encodes them; the random numbers come from a seeded stream (RSA primes are found with
// Miller-Rabin over BigInt, which is why the RSA keys are 1024 to 2048 bits and few).
import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import type { Random } from "./random.ts";

export type KeyKind = "rsa-pkcs1" | "rsa-pkcs8" | "ec-sec1" | "ed25519-pkcs8" | "openssh-ed25519";
export const KEY_KINDS: readonly KeyKind[] = ["rsa-pkcs1", "rsa-pkcs8", "ec-sec1", "ed25519-pkcs8", "openssh-ed25519"];

function bigFromBytes(bytes: Buffer): bigint {
  return BigInt(`0x${bytes.toString("hex") || "0"}`);
}

function bytesFromBig(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return Buffer.from(hex, "hex");
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

const SMALL_PRIMES = (() => {
  const out: bigint[] = [];
  for (let n = 3; out.length < 300; n += 2) {
    if (out.every((p) => BigInt(n) % p !== 0n)) out.push(BigInt(n));
  }
  return out;
})();

function probablyPrime(n: bigint, random: Random): boolean {
  for (const p of SMALL_PRIMES) if (n % p === 0n) return n === p;
  let d = n - 1n;
  let r = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    r++;
  }
  for (let round = 0; round < 24; round++) {
    const a = 2n + (bigFromBytes(random.bytes(32)) % (n - 4n));
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let i = 1; i < r; i++) {
      x = (x * x) % n;
      if (x === n - 1n) {
        composite = false;
        break;
      }
    }
    if (composite) return false;
  }
  return true;
}

function randomPrime(bits: number, random: Random): bigint {
  for (;;) {
    const bytes = random.bytes(bits / 8);
    bytes[0] = bytes[0]! | 0xc0; // top two bits set: the product has the full length
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! | 1;
    const candidate = bigFromBytes(bytes);
    if ((candidate - 1n) % 65537n !== 0n && probablyPrime(candidate, random)) return candidate;
  }
}

const b64url = (value: bigint): string => bytesFromBig(value).toString("base64url");

function rsaKey(bits: number, random: Random): KeyObject {
  const e = 65537n;
  const p = randomPrime(bits / 2, random);
  let q = randomPrime(bits / 2, random);
  while (q === p) q = randomPrime(bits / 2, random);
  const n = p * q;
  const d = modInverse(e, (p - 1n) * (q - 1n));
  return createPrivateKey({
    key: {
      kty: "RSA",
      n: b64url(n),
      e: b64url(e),
      d: b64url(d),
      p: b64url(p),
      q: b64url(q),
      dp: b64url(d % (p - 1n)),
      dq: b64url(d % (q - 1n)),
      qi: b64url(modInverse(q, p)),
    },
    format: "jwk",
  });
}

const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
// SEC1 ECPrivateKey for P-256 without the optional public key: OpenSSL derives it.
const P256_SEC1 = (d: Buffer): Buffer => Buffer.concat([Buffer.from("30310201010420", "hex"), d, Buffer.from("a00a06082a8648ce3d030107", "hex")]);

function sshString(data: Buffer | string): Buffer {
  const body = typeof data === "string" ? Buffer.from(data) : data;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, body]);
}

/** The OpenSSH private key format (unencrypted), as `ssh-keygen -t ed25519` writes it. */
function openSshEd25519(seed: Buffer, publicKey: Buffer, comment: string, random: Random): string {
  const keyType = "ssh-ed25519";
  const publicBlob = Buffer.concat([sshString(keyType), sshString(publicKey)]);
  const check = random.bytes(4);
  let secret = Buffer.concat([check, check, sshString(keyType), sshString(publicKey), sshString(Buffer.concat([seed, publicKey])), sshString(comment)]);
  const padding: number[] = [];
  for (let i = 1; (secret.length + padding.length) % 8 !== 0; i++) padding.push(i);
  secret = Buffer.concat([secret, Buffer.from(padding)]);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(1);
  const blob = Buffer.concat([
    Buffer.from("openssh-key-v1\0"),
    sshString("none"),
    sshString("none"),
    sshString(""),
    count,
    sshString(publicBlob),
    sshString(secret),
  ]);
  const lines = blob.toString("base64").match(/.{1,70}/g) ?? [];
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join("\n")}\n-----END OPENSSH PRIVATE KEY-----\n`;
}

/** The public half of an Ed25519 key as an `authorized_keys` line body (no comment). */
export function sshPublicKey(random: Random): string {
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, random.bytes(32)]), format: "der", type: "pkcs8" });
  const raw = createPublicKey(key).export({ format: "der", type: "spki" }).subarray(-32);
  return `ssh-ed25519 ${Buffer.concat([sshString("ssh-ed25519"), sshString(raw)]).toString("base64")}`;
}

/** A PEM public key (SPKI), harmless by nature. */
export function publicKeyPem(random: Random): string {
  const d = random.bytes(32);
  const key = createPrivateKey({ key: P256_SEC1(d), format: "der", type: "sec1" });
  return createPublicKey(key).export({ format: "pem", type: "spki" }).toString();
}

/** A fresh private key of `kind` as PEM text (ending in a newline), drawn from `random`. */
export function privateKey(kind: KeyKind, random: Random): string {
  switch (kind) {
    case "rsa-pkcs1":
      return rsaKey(random.pick([1024, 2048]), random)
        .export({ format: "pem", type: "pkcs1" })
        .toString();
    case "rsa-pkcs8":
      return rsaKey(random.pick([1024, 2048]), random)
        .export({ format: "pem", type: "pkcs8" })
        .toString();
    case "ec-sec1": {
      // with its public key, as `openssl ecparam -genkey` writes it
      const d = random.bytes(32);
      const point = createPublicKey(createPrivateKey({ key: P256_SEC1(d), format: "der", type: "sec1" }))
        .export({ format: "der", type: "spki" })
        .subarray(-65);
      const der = Buffer.concat([Buffer.from("30770201010420", "hex"), d, Buffer.from("a00a06082a8648ce3d030107a144034200", "hex"), point]);
      return createPrivateKey({ key: der, format: "der", type: "sec1" }).export({ format: "pem", type: "sec1" }).toString();
    }
    case "ed25519-pkcs8":
      return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, random.bytes(32)]), format: "der", type: "pkcs8" })
        .export({ format: "pem", type: "pkcs8" })
        .toString();
    case "openssh-ed25519": {
      const seed = random.bytes(32);
      const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" });
      const raw = createPublicKey(key).export({ format: "der", type: "spki" }).subarray(-32);
      return openSshEd25519(seed, raw, random.pick(["deploy", "ci", "release-bot", "backup"]), random);
    }
  }
}
