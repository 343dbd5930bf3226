import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { decodeBase64url, encodeBase64url } from "../src/core/base64url.ts";
import { kidOf, publicKeyProblem, sign } from "../src/license/ed25519.ts";
import { issueLicense, verifyLicense, type Verification } from "../src/license/envelope.ts";
import { generateKeyPair, Keyring, parseSigningKey } from "../src/license/keys.ts";
import { DEV_PUBLIC_KEY, DEV_SIGNING_KEY } from "./support/cli.ts";

const devKey = parseSigningKey(DEV_SIGNING_KEY, "keys/development.key");
const devKeyring = Keyring.fromEncoded([DEV_PUBLIC_KEY]);
const issuedAt = new Date("2026-11-25T12:00:00.123Z");

function issue(productId = "svc_lifetime", key = devKey): string {
  return issueLicense({ productId, email: "ada@example.com", key, issuedAt, id: "lic_test" }).envelope;
}

/** Signs an arbitrary payload, for licenses issueLicense itself would refuse to make. */
function signRaw(payload: Record<string, unknown>, seed: Uint8Array): string {
  const encoded = encodeBase64url(new TextEncoder().encode(JSON.stringify(payload)));
  const signature = sign(new Uint8Array(Buffer.from(`svc1.${encoded}`, "latin1")), seed);
  return `svc1.${encoded}.${encodeBase64url(signature)}`;
}

function reasonOf(result: Verification): string {
  return result.valid ? "valid" : result.reason;
}

function flipBit(text: string, byteIndex: number, bit: number): string {
  const decoded = decodeBase64url(text);
  assert.ok(decoded.ok);
  const bytes = decoded.bytes;
  bytes[byteIndex] = (bytes[byteIndex] ?? 0) ^ (1 << bit);
  return encodeBase64url(bytes);
}

describe("license envelope", () => {
  test("a license issued with the development key verifies, with every field", () => {
    const result = verifyLicense(issue(), devKeyring);
    assert.deepEqual(result, {
      valid: true,
      license: {
        v: 1,
        id: "lic_test",
        product_id: "svc_lifetime",
        email: "ada@example.com",
        issued_at: "2026-11-25T12:00:00Z",
        kid: kidOf(Buffer.from(DEV_PUBLIC_KEY, "base64url")),
        seats: 1,
      },
    });
  });

  test("the envelope is svc1.<payload>.<signature>, base64url without padding, payload in contract order", () => {
    const [prefix, payload, signature, ...rest] = issue().split(".");
    assert.equal(prefix, "svc1");
    assert.equal(rest.length, 0);
    assert.match(payload ?? "", /^[A-Za-z0-9_-]+$/);
    assert.match(signature ?? "", /^[A-Za-z0-9_-]{86}$/);
    const json = Buffer.from(payload ?? "", "base64url").toString("utf8");
    assert.deepEqual(Object.keys(JSON.parse(json)), ["v", "id", "product_id", "email", "issued_at", "kid", "seats"]);
  });

  test("every product of the catalog is accepted", () => {
    for (const product of ["svc_founder_lifetime", "svc_early_lifetime", "svc_lifetime", "svc_team_migration_pack"]) {
      assert.equal(reasonOf(verifyLicense(issue(product), devKeyring)), "valid", product);
    }
  });

  test("one flipped bit in the payload's e-mail is a bad signature", () => {
    const [prefix, payload, signature] = issue().split(".");
    const bytes = Buffer.from(payload ?? "", "base64url");
    const at = bytes.indexOf("ada@example.com");
    const tampered = `${prefix}.${flipBit(payload ?? "", at + 1, 0)}.${signature}`;
    assert.equal(reasonOf(verifyLicense(tampered, devKeyring)), "bad_signature");
  });

  test("every single-bit flip anywhere in payload or signature is refused", () => {
    const [prefix, payload = "", signature = ""] = issue().split(".");
    const payloadBytes = Buffer.from(payload, "base64url").length;
    const reasons = new Map<string, number>();
    for (let index = 0; index < payloadBytes; index++) {
      for (let bit = 0; bit < 8; bit++) {
        const reason = reasonOf(verifyLicense(`${prefix}.${flipBit(payload, index, bit)}.${signature}`, devKeyring));
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
    }
    for (let index = 0; index < 64; index++) {
      for (let bit = 0; bit < 8; bit++) {
        const result = verifyLicense(`${prefix}.${payload}.${flipBit(signature, index, bit)}`, devKeyring);
        assert.equal(reasonOf(result), "bad_signature", `signature byte ${index} bit ${bit}`);
      }
    }
    assert.equal(reasons.get("valid"), undefined);
    // Flips inside the kid name a key nobody trusts; all others break the signature.
    assert.deepEqual([...reasons.keys()].sort(), ["bad_signature", "unknown_key"]);
  });

  test("a truncated envelope is malformed", () => {
    const envelope = issue();
    assert.equal(reasonOf(verifyLicense(envelope.slice(0, -10), devKeyring)), "malformed");
    assert.match((verifyLicense(envelope.slice(0, -10), devKeyring) as { message: string }).message, /truncated/);
    assert.equal(reasonOf(verifyLicense(envelope.slice(0, envelope.lastIndexOf(".")), devKeyring)), "malformed");
    assert.equal(reasonOf(verifyLicense(envelope.slice(0, 30), devKeyring)), "malformed");
    assert.equal(reasonOf(verifyLicense("", devKeyring)), "malformed");
    assert.equal(reasonOf(verifyLicense("svc2.abc.def", devKeyring)), "malformed");
  });

  test("a license from a key this build does not pin names an unknown key", () => {
    const stranger = parseSigningKey(generateKeyPair().private_key, "test");
    const result = verifyLicense(issue("svc_lifetime", stranger), devKeyring);
    assert.equal(reasonOf(result), "unknown_key");
    assert.match((result as { message: string }).message, new RegExp(stranger.kid));
  });

  test("an unknown product is refused even with a good signature", () => {
    const envelope = signRaw(
      { v: 1, id: "lic_x", product_id: "svc_pro_max", email: "a@b.co", issued_at: "2026-11-25T12:00:00Z", kid: devKey.kid, seats: 1 },
      devKey.seed,
    );
    assert.equal(reasonOf(verifyLicense(envelope, devKeyring)), "unknown_product");
  });

  test("non-base64url characters are a bad encoding, in either part", () => {
    const [prefix, payload = "", signature = ""] = issue().split(".");
    assert.equal(reasonOf(verifyLicense(`${prefix}.${payload.slice(0, 5)}+${payload.slice(6)}.${signature}`, devKeyring)), "bad_encoding");
    assert.equal(reasonOf(verifyLicense(`${prefix}.${payload}.${signature.slice(0, 10)}/${signature.slice(11)}`, devKeyring)), "bad_encoding");
    assert.equal(reasonOf(verifyLicense(`${prefix}.${payload}=.${signature}`, devKeyring)), "bad_encoding");
    assert.equal(reasonOf(verifyLicense(`${prefix}.${payload}.${signature.slice(0, 40)} ${signature.slice(40)}`, devKeyring)), "bad_encoding");
  });

  test("a non-canonical spelling of the same bytes is a bad encoding", () => {
    const [prefix, payload = "", signature = ""] = issue().split(".");
    // 64 bytes encode to 86 characters whose last one carries 4 unused bits; setting one of them
    // still decodes to the same bytes in a lenient decoder.
    const last = signature.at(-1) ?? "A";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const twin = alphabet[alphabet.indexOf(last) ^ 1] ?? "A";
    const spelled = `${prefix}.${payload}.${signature.slice(0, -1)}${twin}`;
    assert.deepEqual(Buffer.from(spelled.split(".")[2] ?? "", "base64url"), Buffer.from(signature, "base64url"));
    assert.equal(reasonOf(verifyLicense(spelled, devKeyring)), "bad_encoding");
  });

  test("an identity public key is refused, and so is the forgery it would accept", () => {
    const identity = new Uint8Array(32);
    identity[0] = 1; // the identity point (0, 1)
    assert.match(publicKeyProblem(identity) ?? "", /identity/);
    const keyring = Keyring.fromEncoded([encodeBase64url(identity)]);
    const payload = encodeBase64url(
      new TextEncoder().encode(
        JSON.stringify({ v: 1, id: "lic_f", product_id: "svc_lifetime", email: "e@vil.io", issued_at: "2026-01-01T00:00:00Z", kid: kidOf(identity), seats: 1 }),
      ),
    );
    // R = identity, S = 0: verifies for any message under permissive rules.
    const forged = new Uint8Array(64);
    forged[0] = 1;
    const result = verifyLicense(`svc1.${payload}.${encodeBase64url(forged)}`, keyring);
    assert.equal(reasonOf(result), "weak_key");
  });

  test("other small-order public keys are refused too", () => {
    const orderTwo = Buffer.from("ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", "hex");
    const orderFour = Buffer.alloc(32);
    assert.match(publicKeyProblem(new Uint8Array(orderTwo)) ?? "", /small-order/);
    assert.match(publicKeyProblem(new Uint8Array(orderFour)) ?? "", /small-order/);
    assert.equal(publicKeyProblem(new Uint8Array(Buffer.from(DEV_PUBLIC_KEY, "base64url"))), null);
  });

  test("key rotation: a keyring of two keys verifies licenses from either, by kid", () => {
    const next = parseSigningKey(generateKeyPair().private_key, "test");
    const keyring = Keyring.fromEncoded([DEV_PUBLIC_KEY, encodeBase64url(next.publicKey)]);
    assert.equal(reasonOf(verifyLicense(issue("svc_lifetime", devKey), keyring)), "valid");
    assert.equal(reasonOf(verifyLicense(issue("svc_lifetime", next), keyring)), "valid");
    // A release keyring that drops the development key refuses development licenses.
    assert.equal(reasonOf(verifyLicense(issue("svc_lifetime", devKey), Keyring.fromEncoded([encodeBase64url(next.publicKey)]))), "unknown_key");
  });

  test("a payload naming one trusted key but signed by another is a bad signature; naming an unknown key, malformed", () => {
    const other = parseSigningKey(generateKeyPair().private_key, "test");
    const envelope = signRaw(
      { v: 1, id: "lic_x", product_id: "svc_lifetime", email: "a@b.co", issued_at: "2026-11-25T12:00:00Z", kid: other.kid, seats: 1 },
      devKey.seed,
    );
    const keyring = Keyring.fromEncoded([DEV_PUBLIC_KEY, encodeBase64url(other.publicKey)]);
    // The named key does not match the signature: a bad signature (the other trusted key is never tried).
    assert.deepEqual(verifyLicense(envelope, keyring), {
      valid: false,
      reason: "bad_signature",
      message: "the signature does not match the license: it was altered or damaged",
    });
    const mismatched = signRaw(
      { v: 1, id: "x", product_id: "svc_lifetime", email: "a@b.co", issued_at: "2026-11-25T12:00:00Z", kid: "zzzzzzzz!", seats: 1 },
      devKey.seed,
    );
    assert.deepEqual(verifyLicense(mismatched, devKeyring), {
      valid: false,
      reason: "malformed",
      message: `the payload names key "zzzzzzzz!" but was signed with key "${devKey.kid}"`,
    });
  });

  test("signed payloads with wrong fields are malformed, each naming the problem", () => {
    const base = { v: 1, id: "lic_x", product_id: "svc_lifetime", email: "a@b.co", issued_at: "2026-11-25T12:00:00Z", kid: devKey.kid, seats: 1 };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, v: 2 }, /version/],
      [{ ...base, email: undefined }, /email/],
      [{ ...base, seats: 5 }, /seats/],
      [{ ...base, issued_at: "yesterday" }, /issued_at/],
    ];
    for (const [payload, message] of cases) {
      const result = verifyLicense(signRaw(payload, devKey.seed), devKeyring);
      assert.equal(reasonOf(result), "malformed");
      assert.match((result as { message: string }).message, message);
    }
  });

  test("surrounding whitespace, CRLF and a BOM are tolerated", () => {
    const envelope = issue();
    for (const text of [`${envelope}\n`, `\uFEFF${envelope}\r\n`, `  ${envelope}  \n\n`]) {
      assert.equal(reasonOf(verifyLicense(text, devKeyring)), "valid");
    }
  });

  test("a license inside other text (an e-mail body, a numbered line) is refused, saying to give only the license", () => {
    const envelope = issue();
    for (const text of [`Hello,\r\n\r\nYour license:\r\n\r\n${envelope}\r\n\r\nThanks\r\n`, `1. ${envelope}`]) {
      const result = verifyLicense(text, devKeyring);
      assert.equal(reasonOf(result), "malformed");
      assert.match((result as { message: string }).message, /holds a license \(svc1\.…\) among other text.*only the license line/);
    }
    const plain = verifyLicense("hello there", devKeyring);
    assert.match((plain as { message: string }).message, /a license starts with "svc1\."/);
  });

  test("issuing refuses unknown products and bad e-mail addresses", () => {
    assert.throws(() => issue("svc_pro"), /unknown product/);
    assert.throws(() => issueLicense({ productId: "svc_lifetime", email: "not-an-address", key: devKey, issuedAt }), /not an e-mail/);
  });

  test("verification agrees with @noble/ed25519's strict verify on good and tampered signatures", async () => {
    const noble = await import("@noble/ed25519");
    const { publicKeyOf, randomSeed, verify } = await import("../src/license/ed25519.ts");
    for (let i = 0; i < 200; i++) {
      const seed = randomSeed();
      const publicKey = publicKeyOf(seed);
      const message = new Uint8Array([i & 255, i >> 8, 42]);
      const signature = sign(message, seed);
      const tampered = Uint8Array.from(signature, (byte, index) => (index === i % 64 ? byte ^ (1 << (i % 8)) : byte));
      for (const candidate of [signature, tampered]) {
        assert.equal(verify(candidate, message, publicKey), noble.verify(candidate, message, publicKey, { zip215: false }), `case ${i}`);
      }
    }
  });

  test("signing keys: base64url of a 32-byte seed, refused otherwise with the source named", () => {
    assert.equal(parseSigningKey(`\uFEFF ${DEV_SIGNING_KEY}\r\n`, "x").kid, devKey.kid);
    assert.throws(() => parseSigningKey("abc", "SVC_LICENSE_SIGNING_KEY"), /SVC_LICENSE_SIGNING_KEY does not hold a signing key/);
    assert.throws(() => parseSigningKey("a+b/", "key.txt"), /key.txt .*not base64url/);
    const pair = generateKeyPair();
    assert.equal(pair.kid, parseSigningKey(pair.private_key, "x").kid);
    assert.equal(pair.kid.length, 8);
  });
});
