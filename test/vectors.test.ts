// Fixed test vectors: values computed once, outside the code under test, and committed. Every
// other license in the suite is signed by the same code that verifies it, so a change in how the
// kid is derived, how the payload is laid out or how the signature is made would pass those tests
// and still refuse every license already sold. These must never be regenerated to make a test pass.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createStripeProcessor } from "../src/server/commerce/stripe.ts";
import { issueLicense, verifyLicense } from "../src/license/envelope.ts";
import { Keyring, parseSigningKey, trustedKeyFrom } from "../src/license/keys.ts";
import { FakeStripe } from "./support/fake-stripe.ts";
import { DEV_PUBLIC_KEY, DEV_SIGNING_KEY } from "./support/cli.ts";

// RFC 8032 §7.1, TEST 1: the seed and its public key as the RFC prints them.
const RFC_SEED_HEX = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
const RFC_PUBLIC_HEX = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
const RFC_PUBLIC = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo";
const RFC_KID = "If4x36FU";
const DEV_KID = "6BBhjGKm";

const issuedAt = new Date("2026-11-25T12:00:00Z");
const PAYLOAD_JSON = (kid: string): string =>
  `{"v":1,"id":"lic_vector","product_id":"svc_lifetime","email":"ada@example.com","issued_at":"2026-11-25T12:00:00Z","kid":"${kid}","seats":1}`;

const DEV_ENVELOPE =
  "svc1.eyJ2IjoxLCJpZCI6ImxpY192ZWN0b3IiLCJwcm9kdWN0X2lkIjoic3ZjX2xpZmV0aW1lIiwiZW1haWwiOiJhZGFAZXhhbXBsZS5jb20iLCJpc3N1ZWRfYXQiOiIyMDI2LTExLTI1VDEyOjAwOjAwWiIsImtpZCI6IjZCQmhqR0ttIiwic2VhdHMiOjF9" +
  ".bXZkzfWeXX0kqSOdAU0i9OgtRVWP5oxFKYUgGXImunocnGycYja3_MSNulXOXpg2_nNlY9H5VtbGkpTqmo01Cw";
const RFC_ENVELOPE =
  "svc1.eyJ2IjoxLCJpZCI6ImxpY192ZWN0b3IiLCJwcm9kdWN0X2lkIjoic3ZjX2xpZmV0aW1lIiwiZW1haWwiOiJhZGFAZXhhbXBsZS5jb20iLCJpc3N1ZWRfYXQiOiIyMDI2LTExLTI1VDEyOjAwOjAwWiIsImtpZCI6IklmNHgzNkZVIiwic2VhdHMiOjF9" +
  ".wO_Jsy2oqY0rcS7yKbizY5XT6qFyQwrWvqux7oKlXX5RuPKua23d1iGLxQrzepKH48fXdDVVAy-EeD8WfH9FCw";

describe("license test vectors", () => {
  test("the kid of keys/development.pub and of the RFC 8032 test key are fixed", () => {
    assert.equal(DEV_PUBLIC_KEY, "sHwPar07hdWO0E5Jq50dmeQLW0aKU-H8wh-L3woY-3E");
    assert.equal(trustedKeyFrom(DEV_PUBLIC_KEY, "development.pub").kid, DEV_KID);
    assert.equal(trustedKeyFrom(RFC_PUBLIC, "rfc").kid, RFC_KID);
    assert.equal(parseSigningKey(DEV_SIGNING_KEY, "development.key").kid, DEV_KID);
  });

  test("the RFC 8032 seed gives the RFC's public key", () => {
    const key = parseSigningKey(Buffer.from(RFC_SEED_HEX, "hex").toString("base64url"), "rfc seed");
    assert.equal(Buffer.from(key.publicKey).toString("hex"), RFC_PUBLIC_HEX);
    assert.equal(key.kid, RFC_KID);
  });

  for (const [name, seed, kid, envelope] of [
    ["development key", DEV_SIGNING_KEY, DEV_KID, DEV_ENVELOPE],
    ["RFC 8032 test key", Buffer.from(RFC_SEED_HEX, "hex").toString("base64url"), RFC_KID, RFC_ENVELOPE],
  ] as const) {
    test(`issuing with the ${name} gives the committed envelope byte for byte`, () => {
      const issued = issueLicense({ productId: "svc_lifetime", email: "ada@example.com", key: parseSigningKey(seed, name), issuedAt, id: "lic_vector" });
      assert.equal(issued.envelope, envelope);
      assert.equal(Buffer.from(envelope.split(".")[1]!, "base64url").toString("utf8"), PAYLOAD_JSON(kid));
    });

    test(`the committed envelope of the ${name} verifies, with every field`, () => {
      const publicKey = name === "development key" ? DEV_PUBLIC_KEY : RFC_PUBLIC;
      assert.deepEqual(verifyLicense(envelope, Keyring.fromEncoded([publicKey])), { valid: true, license: JSON.parse(PAYLOAD_JSON(kid)) });
    });
  }
});

describe("Stripe webhook test vector", () => {
  // HMAC-SHA256 of "<t>.<payload>" under the secret, computed with
  // `printf '%s' "1764158400.$PAYLOAD" | openssl dgst -sha256 -hmac whsec_test_vector_secret`.
  const secret = "whsec_test_vector_secret";
  const timestamp = 1_764_158_400; // 2025-11-26T12:00:00Z
  const payload =
    '{"id":"evt_vector","object":"event","type":"checkout.session.completed","data":{"object":{"id":"cs_vector","object":"checkout.session","payment_status":"paid","amount_total":1900,"currency":"usd"}}}';
  const header = "t=1764158400,v1=751e4ab4e54e35643895d07a2ce57d470d82f3fe2b720a70b5de0d5175601eca";
  const processor = createStripeProcessor({
    secretKey: "sk_test_vector",
    webhookSecret: secret,
    api: null,
    sptApiVersion: "2026-04-22.preview",
    sptParameter: "top_level",
  });

  test("svc's verifier accepts the committed signature and reads the event", async () => {
    const event = await processor.verifyWebhook(Buffer.from(payload), header, timestamp * 1000 + 10_000);
    assert.equal(event.id, "evt_vector");
    assert.equal(event.type, "checkout.session.completed");
    assert.equal(event.object["id"], "cs_vector");
  });

  test("the same signature over another body, or checked at another secret, is refused", async () => {
    await assert.rejects(processor.verifyWebhook(Buffer.from(`${payload} `), header, timestamp * 1000), { name: "WebhookSignatureError" });
    const other = createStripeProcessor({
      secretKey: "sk_test_vector",
      webhookSecret: `${secret}x`,
      api: null,
      sptApiVersion: "2026-04-22.preview",
      sptParameter: "top_level",
    });
    await assert.rejects(other.verifyWebhook(Buffer.from(payload), header, timestamp * 1000), { name: "WebhookSignatureError" });
  });

  test("the fake Stripe signs the way Stripe does: the committed header", () => {
    assert.equal(FakeStripe.prototype.sign.call({ webhookSecret: secret }, payload, timestamp), header);
  });
});
