// What a user is told when a license or a key is refused, word for word: `svc license verify`,
// `svc license activate` and the server print these messages, so a changed reason, a wrong
// position or a lost key id is a defect a user sees. Found by mutation testing (make mutate
// MODULE=license): the other license tests check the reason code and leave the words free.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { PRODUCT_IDS } from "../src/catalog.ts";
import { encodeBase64url } from "../src/core/base64url.ts";
import type { SvcError } from "../src/core/errors.ts";
import { kidOf, sign, SIGNATURE_BYTES } from "../src/license/ed25519.ts";
import { issueLicense, verifyLicense } from "../src/license/envelope.ts";
import { Keyring, parseSigningKey, trustedKeyFrom } from "../src/license/keys.ts";

// Read here rather than through support/cli.ts, which loads the whole CLI: this file stays quick
// for the mutation runs, which start it once per mutant.
const DEV_PUBLIC_KEY = readFileSync(new URL("../keys/development.pub", import.meta.url), "utf8").trim();
const DEV_SIGNING_KEY = readFileSync(new URL("../keys/development.key", import.meta.url), "utf8").trim();

const devKey = parseSigningKey(DEV_SIGNING_KEY, "keys/development.key");
const devKeyring = Keyring.fromEncoded([DEV_PUBLIC_KEY]);
const issuedAt = new Date("2026-11-25T12:00:00Z");
const good = issueLicense({ productId: "svc_lifetime", email: "ada@example.com", key: devKey, issuedAt, id: "lic_words" }).envelope;
const [, goodPayload = "", goodSignature = ""] = good.split(".");
const base = { v: 1, id: "lic_x", product_id: "svc_lifetime", email: "a@b.co", issued_at: "2026-11-25T12:00:00Z", kid: devKey.kid, seats: 1 };

/** Signs payload bytes exactly as given (not necessarily JSON, not necessarily UTF-8). */
function signBytes(payload: Uint8Array): string {
  const encoded = encodeBase64url(payload);
  return `svc1.${encoded}.${encodeBase64url(sign(new Uint8Array(Buffer.from(`svc1.${encoded}`, "latin1")), devKey.seed))}`;
}

function signJson(payload: unknown): string {
  return signBytes(new TextEncoder().encode(JSON.stringify(payload)));
}

function refusal(text: string, keyring = devKeyring): { reason: string; message: string } {
  const result = verifyLicense(text, keyring);
  assert.equal(result.valid, false, "expected a refusal");
  return result.valid ? { reason: "valid", message: "" } : { reason: result.reason, message: result.message };
}

function thrown(run: () => unknown): SvcError {
  try {
    run();
  } catch (error) {
    return error as SvcError;
  }
  assert.fail("expected an error");
}

describe("license refusals say exactly what is wrong", () => {
  test("empty, foreign and cut-off text", () => {
    assert.deepEqual(refusal(" \r\n"), { reason: "malformed", message: "the license is empty" });
    assert.deepEqual(refusal("hello there, here is my key"), { reason: "malformed", message: 'a license starts with "svc1." (this starts with "hello th")' });
    assert.deepEqual(refusal(`svc1.${goodPayload}`), {
      reason: "malformed",
      message: "a license has three dot-separated parts (svc1.<payload>.<signature>); this has 2: truncated or damaged",
    });
    assert.deepEqual(
      refusal(`${good}.extra`).message,
      "a license has three dot-separated parts (svc1.<payload>.<signature>); this has 4: truncated or damaged",
    );
  });

  test("a license pasted inside other text is told apart from text that holds none", () => {
    // The license must be a whole word: "xsvc1.a.b" is not a license inside text.
    assert.match(refusal(`see: ${good}`).message, /^the text holds a license \(svc1\.…\) among other text/);
    assert.match(refusal("xsvc1.abc.def").message, /^a license starts with "svc1\." \(this starts with "xsvc1\.ab"\)/);
    assert.match(refusal("see svc1.abc").message, /^a license starts with/);
  });

  test("a bad character is named with its 1-based position, in the part it is in", () => {
    assert.deepEqual(refusal(`svc1.ab+c.${goodSignature}`), {
      reason: "bad_encoding",
      message: 'the payload holds "+" at position 3, which is not a base64url character',
    });
    assert.deepEqual(refusal(`svc1.${goodPayload}.${goodSignature.slice(0, 9)}/${goodSignature.slice(10)}`), {
      reason: "bad_encoding",
      message: 'the signature holds "/" at position 10, which is not a base64url character',
    });
  });

  test("impossible lengths and non-canonical spellings are told apart", () => {
    assert.deepEqual(refusal(`svc1.AAAAA.${goodSignature}`), {
      reason: "malformed",
      message: "the payload has an impossible base64url length: truncated or damaged",
    });
    assert.deepEqual(refusal(`svc1.${goodPayload}.AAAAA`), {
      reason: "malformed",
      message: "the signature has an impossible base64url length: truncated or damaged",
    });
    assert.deepEqual(refusal(`svc1.${goodPayload}.AB`), {
      reason: "bad_encoding",
      message: "the signature is not canonical base64url (stray bits in its last character)",
    });
    assert.deepEqual(refusal(`svc1.${goodPayload}.${goodSignature.slice(0, 84)}`), {
      reason: "malformed",
      message: `the signature is 63 bytes, an ed25519 signature is ${SIGNATURE_BYTES}: truncated or damaged`,
    });
  });

  test("an unknown key names the key and the keys this build trusts", () => {
    const stranger = parseSigningKey(encodeBase64url(new Uint8Array(32).fill(7)), "test");
    const envelope = issueLicense({ productId: "svc_lifetime", email: "ada@example.com", key: stranger, issuedAt }).envelope;
    assert.deepEqual(refusal(envelope), {
      reason: "unknown_key",
      message: `the license was signed with key "${stranger.kid}", which this build of svc does not trust (it trusts: ${devKey.kid})`,
    });
    assert.equal(
      refusal(envelope, new Keyring([])).message,
      `the license was signed with key "${stranger.kid}", which this build of svc does not trust (it trusts: none)`,
    );
    const other = trustedKeyFrom(encodeBase64url(parseSigningKey(encodeBase64url(new Uint8Array(32).fill(9)), "x").publicKey), "x");
    assert.match(refusal(envelope, new Keyring([other, ...devKeyring.keys])).message, new RegExp(`\\(it trusts: ${other.kid}, ${devKey.kid}\\)$`));
    // A kid that is not 8 base64url characters is no key at all: the signature is what fails.
    // A kid that is not a string names no key either, even one that would read as 8 characters.
    assert.equal(refusal(signJson({ ...base, kid: 12345678 }), new Keyring([])).reason, "bad_signature");
    for (const kid of ["short", "abcdefghi"]) {
      assert.deepEqual(
        refusal(signJson({ ...base, kid }), new Keyring([])),
        { reason: "bad_signature", message: "the signature does not match the license: it was altered or damaged" },
        kid,
      );
    }
  });

  test("a weak key is refused by name with the reason", () => {
    const identity = new Uint8Array(32);
    identity[0] = 1;
    const keyring = Keyring.fromEncoded([encodeBase64url(identity)]);
    const forged = new Uint8Array(64);
    forged[0] = 1;
    const payload = encodeBase64url(new TextEncoder().encode(JSON.stringify({ ...base, kid: kidOf(identity) })));
    assert.deepEqual(refusal(`svc1.${payload}.${encodeBase64url(forged)}`, keyring), {
      reason: "weak_key",
      message: `key "${kidOf(identity)}" is refused: it is the identity point, which every forged signature matches`,
    });
  });

  test("a trusted key that is not a point on the curve is refused by name", () => {
    const offCurve = new Uint8Array(32);
    offCurve[0] = 2; // y = 2 has no x on ed25519
    // y = p + 3 spells the point y = 3 a second, non-canonical way (RFC 8032 decoding refuses it).
    const nonCanonical = new Uint8Array(32).fill(0xff);
    nonCanonical[0] = 0xf0;
    nonCanonical[31] = 0x7f;
    for (const key of [offCurve, nonCanonical]) {
      const keyring = Keyring.fromEncoded([encodeBase64url(key)]);
      assert.deepEqual(refusal(signJson({ ...base, kid: kidOf(key) }), keyring), {
        reason: "weak_key",
        message: `key "${kidOf(key)}" is refused: it is not a point on the ed25519 curve`,
      });
    }
  });

  test("a byte-order mark is tolerated only in front: inside the license it is a bad character", () => {
    assert.equal(verifyLicense(`\uFEFF${good}`, devKeyring).valid, true);
    assert.deepEqual(refusal(`svc1.${goodPayload}\uFEFF.${goodSignature}`), {
      reason: "bad_encoding",
      message: `the payload holds "\uFEFF" at position ${goodPayload.length + 1}, which is not a base64url character`,
    });
  });

  test("a signed payload that is not a JSON object, or not UTF-8, is malformed (never read with replacement characters)", () => {
    const notObject = { reason: "malformed", message: "the signed payload is not a JSON object" };
    assert.deepEqual(refusal(signBytes(new TextEncoder().encode("not json"))), notObject);
    assert.deepEqual(refusal(signJson([base])), notObject);
    assert.deepEqual(refusal(signJson(null)), notObject);
    assert.deepEqual(refusal(signJson("svc_lifetime")), notObject);
    const json = new TextEncoder().encode(JSON.stringify({ ...base, email: "a_b@c.co" }));
    json[json.indexOf("_".charCodeAt(0))] = 0xff; // a lone byte that is not UTF-8, inside the e-mail
    assert.deepEqual(refusal(signBytes(json)), notObject);
  });

  test("each wrong field is named", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, v: 2 }, "unsupported license version 2 (this svc reads version 1)"],
      [{ ...base, v: undefined }, "unsupported license version undefined (this svc reads version 1)"],
      [{ ...base, id: "" }, "the payload lacks id"],
      [{ ...base, id: 5, email: "" }, "the payload lacks id, email"],
      [{ ...base, product_id: undefined, issued_at: undefined }, "the payload lacks product_id, issued_at"],
      [{ ...base, issued_at: "soon" }, "issued_at is not a date"],
      [{ ...base, seats: 2 }, "seats must be 1, not 2"],
      [{ ...base, seats: "1" }, 'seats must be 1, not "1"'],
    ];
    for (const [payload, message] of cases) {
      assert.deepEqual(refusal(signJson(payload)), { reason: "malformed", message }, message);
    }
    assert.deepEqual(refusal(signJson({ ...base, product_id: "svc_pro_max" })), {
      reason: "unknown_product",
      message: `product "svc_pro_max" is not one this build of svc knows (${PRODUCT_IDS.join(", ")})`,
    });
  });

  test("a valid license carries only the contract's fields, whatever else the payload holds", () => {
    const result = verifyLicense(signJson({ ...base, note: "extra", admin: true }), devKeyring);
    assert.deepEqual(result, { valid: true, license: base });
  });
});

describe("issuing checks its inputs", () => {
  const issue = (email: string) => issueLicense({ productId: "svc_lifetime", email, key: devKey, issuedAt, id: "lic_i" });

  test("the e-mail is trimmed, and must be one address of at most 254 characters", () => {
    assert.equal(issue("  ada@example.com\n").license.email, "ada@example.com");
    const longest = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    assert.equal(issue(longest).license.email, longest);
    for (const email of [
      `a${longest}`,
      "x ada@example.com",
      "ada@example.com x",
      "ada@examplecom",
      "ada@",
      "@example.com",
      "ada@exa mple.com",
      "ada@@example.com",
    ]) {
      const error = thrown(() => issue(email));
      assert.equal(error.message, `${JSON.stringify(email)} is not an e-mail address`, email);
      assert.deepEqual(error.details, { field: "email" });
    }
  });

  test("an unknown product names the products a license can carry", () => {
    const error = thrown(() => issueLicense({ productId: "svc_pro", email: "a@b.co", key: devKey, issuedAt }));
    assert.equal(error.message, 'unknown product "svc_pro"');
    assert.equal(error.hint, `A license carries one of: ${PRODUCT_IDS.join(", ")}.`);
    assert.deepEqual(error.details, { field: "product_id" });
  });

  test("a license id is lic_ and 16 random base64url characters", () => {
    const ids = new Set([0, 1, 2].map(() => issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: devKey, issuedAt }).license.id));
    assert.equal(ids.size, 3);
    for (const id of ids) assert.match(id, /^lic_[A-Za-z0-9_-]{16}$/);
  });
});

describe("keys say which key is wrong and how to fix it", () => {
  test("a trusted key that is not 32 bytes of base64url names its place in the list", () => {
    const error = thrown(() => Keyring.fromEncoded([DEV_PUBLIC_KEY, "AAAA"]));
    assert.equal(error.code, "bad_public_key");
    assert.equal(error.message, "trusted key 2 is not a base64url ed25519 public key of 32 bytes");
    assert.equal(
      thrown(() => trustedKeyFrom("not a key!", "SVC_RELEASE_PUBLIC_KEYS")).message,
      "SVC_RELEASE_PUBLIC_KEYS is not a base64url ed25519 public key of 32 bytes",
    );
    // Surrounding whitespace (a key pasted with its newline) is fine.
    assert.equal(trustedKeyFrom(` ${DEV_PUBLIC_KEY}\n`, "x").kid, devKey.kid);
    assert.equal(trustedKeyFrom(DEV_PUBLIC_KEY, "x").problem, null);
  });

  test("a keyring finds keys by kid and lists them in order", () => {
    const other = trustedKeyFrom(encodeBase64url(parseSigningKey(encodeBase64url(new Uint8Array(32).fill(9)), "x").publicKey), "x");
    const keyring = Keyring.fromEncoded([DEV_PUBLIC_KEY, encodeBase64url(other.publicKey)]);
    assert.deepEqual(keyring.kids, [devKey.kid, other.kid]);
    assert.equal(keyring.byKid(other.kid)?.kid, other.kid);
    assert.equal(keyring.byKid("nothing!"), undefined);
  });

  test("a signing key that is not a seed says why, with a hint", () => {
    const character = thrown(() => parseSigningKey("abc+def", "key.txt"));
    assert.equal(character.message, 'key.txt does not hold a signing key: character "+" at position 4 is not base64url');
    assert.equal(character.hint, "A signing key is the base64url (no padding) of a 32-byte ed25519 seed; `svc license keygen` makes one.");
    assert.equal(thrown(() => parseSigningKey("AB", "key.txt")).message, "key.txt does not hold a signing key: it is not canonical base64url");
    assert.equal(thrown(() => parseSigningKey("AAAAA", "key.txt")).message, "key.txt does not hold a signing key: it is not canonical base64url");
    const short = thrown(() => parseSigningKey("AAAA", "SVC_LICENSE_SIGNING_KEY"));
    assert.equal(short.message, "SVC_LICENSE_SIGNING_KEY does not hold a signing key: it decodes to 3 bytes, a seed is 32");
    assert.equal(short.hint, "`svc license keygen` prints a new key pair; its private key is what goes here.");
    // Only a leading BOM is dropped; one inside the key is a bad character.
    assert.match(thrown(() => parseSigningKey(`A\uFEFF${DEV_SIGNING_KEY}`, "x")).message, /character "\uFEFF" at position 2/);
  });
});
