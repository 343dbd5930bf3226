// The license envelope (docs/promises.md#the-envelope): `svc1.<payload>.<signature>`, both parts base64url without
// padding. The payload is UTF-8 JSON {v, id, product_id, email, issued_at, kid, seats}; the
// signature is ed25519 over the ASCII bytes `svc1.<payload>` exactly as transmitted, so no JSON
// re-serialisation is ever needed to verify.
import { randomBytes } from "node:crypto";
import { isProductId, PRODUCT_IDS, type ProductId } from "../catalog.ts";
import { decodeBase64url, encodeBase64url, type Base64urlResult } from "../core/base64url.ts";
import { UsageError } from "../core/errors.ts";
import { SIGNATURE_BYTES, sign, verify } from "./ed25519.ts";
import type { Keyring, SigningKey, TrustedKey } from "./keys.ts";

const ENVELOPE_PREFIX = "svc1";

export interface LicensePayload {
  v: 1;
  id: string;
  product_id: ProductId;
  email: string;
  issued_at: string;
  kid: string;
  seats: 1;
}

/** Why a license is refused; each has its own code so users and tests can tell them apart. */
export type InvalidReason = "malformed" | "bad_encoding" | "unknown_key" | "weak_key" | "bad_signature" | "unknown_product";

export type Verification = { valid: true; license: LicensePayload } | { valid: false; reason: InvalidReason; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;

export interface IssueInput {
  productId: string;
  email: string;
  key: SigningKey;
  issuedAt: Date;
  /** Defaults to a fresh random id. */
  id?: string;
}

export function newLicenseId(): string {
  return `lic_${randomBytes(12).toString("base64url")}`;
}

/** Signs a license. Inputs are checked here so the server and the CLI cannot issue a bad one. */
export function issueLicense(input: IssueInput): { envelope: string; license: LicensePayload } {
  if (!isProductId(input.productId)) {
    throw new UsageError(`unknown product ${JSON.stringify(input.productId)}`, {
      hint: `A license carries one of: ${PRODUCT_IDS.join(", ")}.`,
      details: { field: "product_id" },
    });
  }
  const email = input.email.trim();
  if (email.length > MAX_EMAIL || !EMAIL.test(email)) {
    throw new UsageError(`${JSON.stringify(input.email)} is not an e-mail address`, { details: { field: "email" } });
  }
  const license: LicensePayload = {
    v: 1,
    id: input.id ?? newLicenseId(),
    product_id: input.productId,
    email,
    issued_at: input.issuedAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    kid: input.key.kid,
    seats: 1,
  };
  const payload = encodeBase64url(new TextEncoder().encode(JSON.stringify(license)));
  const signed = `${ENVELOPE_PREFIX}.${payload}`;
  const signature = encodeBase64url(sign(ascii(signed), input.key.seed));
  return { envelope: `${signed}.${signature}`, license };
}

/** Surrounding whitespace, a trailing newline, CRLF and a UTF-8 BOM are tolerated (docs/promises.md#where-the-license-is-read). */
export function normalizeEnvelopeText(text: string): string {
  return text.replace(/^\uFEFF/, "").trim();
}

/** Verifies an envelope against the pinned keys. Never throws: every failure is a reason. */
export function verifyLicense(text: string, keyring: Keyring): Verification {
  const envelope = normalizeEnvelopeText(text);
  if (envelope === "") return invalid("malformed", "the license is empty");

  const parts = envelope.split(".");
  if (parts[0] !== ENVELOPE_PREFIX) {
    const inside = /(?:^|[^A-Za-z0-9_-])svc1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.test(envelope);
    return invalid(
      "malformed",
      inside
        ? `the text holds a license (svc1.…) among other text, such as an e-mail; give only the license line, from "${ENVELOPE_PREFIX}." to its end (or the attached svc-license.txt)`
        : `a license starts with "${ENVELOPE_PREFIX}." (this starts with ${JSON.stringify(envelope.slice(0, 8))})`,
    );
  }
  if (parts.length !== 3) {
    return invalid("malformed", `a license has three dot-separated parts (svc1.<payload>.<signature>); this has ${parts.length}: truncated or damaged`);
  }
  const [, payloadText = "", signatureText = ""] = parts;

  const payloadBytes = decodePart(payloadText, "payload");
  if (!payloadBytes.ok) return payloadBytes.failure;
  const signatureBytes = decodePart(signatureText, "signature");
  if (!signatureBytes.ok) return signatureBytes.failure;
  if (signatureBytes.bytes.length !== SIGNATURE_BYTES) {
    return invalid("malformed", `the signature is ${signatureBytes.bytes.length} bytes, an ed25519 signature is ${SIGNATURE_BYTES}: truncated or damaged`);
  }

  const signedBytes = ascii(`${ENVELOPE_PREFIX}.${payloadText}`);
  const claimed = readJson(payloadBytes.bytes);
  const claimedKid = claimed !== null && typeof claimed["kid"] === "string" ? claimed["kid"] : null;

  // Choose the key: the one the payload names; when the payload cannot even be read, try every
  // pinned key, so a damaged payload is reported as a bad signature rather than a parse error.
  let key: TrustedKey | undefined = claimedKid === null ? undefined : keyring.byKid(claimedKid);
  if (key === undefined) {
    const sound = keyring.keys.filter((candidate) => candidate.problem === null);
    key = sound.find((candidate) => verify(signatureBytes.bytes, signedBytes, candidate.publicKey));
    if (key === undefined) {
      if (claimedKid !== null && /^[A-Za-z0-9_-]{8}$/.test(claimedKid)) {
        return invalid(
          "unknown_key",
          `the license was signed with key "${claimedKid}", which this build of svc does not trust (it trusts: ${keyring.kids.join(", ") || "none"})`,
        );
      }
      return invalid("bad_signature", "the signature does not match the license: it was altered or damaged");
    }
  }
  if (key.problem !== null) {
    return invalid("weak_key", `key "${key.kid}" is refused: ${key.problem}`);
  }
  if (!verify(signatureBytes.bytes, signedBytes, key.publicKey)) {
    return invalid("bad_signature", "the signature does not match the license: it was altered or damaged");
  }

  if (claimed === null) return invalid("malformed", "the signed payload is not a JSON object");
  const fieldProblem = payloadProblem(claimed, key.kid);
  if (fieldProblem !== null) return invalid("malformed", fieldProblem);
  if (!isProductId(claimed["product_id"])) {
    return invalid("unknown_product", `product ${JSON.stringify(claimed["product_id"])} is not one this build of svc knows (${PRODUCT_IDS.join(", ")})`);
  }
  const license = claimed as unknown as LicensePayload;
  return {
    valid: true,
    license: {
      v: 1,
      id: license.id,
      product_id: license.product_id,
      email: license.email,
      issued_at: license.issued_at,
      kid: license.kid,
      seats: 1,
    },
  };
}

function payloadProblem(payload: Record<string, unknown>, kid: string): string | null {
  if (payload["v"] !== 1) return `unsupported license version ${JSON.stringify(payload["v"])} (this svc reads version 1)`;
  const missing = ["id", "product_id", "email", "issued_at", "kid"].filter((field) => typeof payload[field] !== "string" || payload[field] === "");
  if (missing.length > 0) return `the payload lacks ${missing.join(", ")}`;
  if (payload["kid"] !== kid) return `the payload names key "${String(payload["kid"])}" but was signed with key "${kid}"`;
  if (Number.isNaN(Date.parse(String(payload["issued_at"])))) return "issued_at is not a date";
  if (payload["seats"] !== 1) return `seats must be 1, not ${JSON.stringify(payload["seats"])}`;
  return null;
}

type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; failure: Verification };

function decodePart(text: string, part: "payload" | "signature"): Decoded {
  const result: Base64urlResult = decodeBase64url(text);
  if (result.ok) return result;
  switch (result.problem) {
    case "character":
      return {
        ok: false,
        failure: invalid(
          "bad_encoding",
          `the ${part} holds ${JSON.stringify(result.character)} at position ${(result.position ?? 0) + 1}, which is not a base64url character`,
        ),
      };
    case "length":
      return { ok: false, failure: invalid("malformed", `the ${part} has an impossible base64url length: truncated or damaged`) };
    case "non_canonical":
      return { ok: false, failure: invalid("bad_encoding", `the ${part} is not canonical base64url (stray bits in its last character)`) };
  }
}

function readJson(bytes: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function ascii(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, "latin1"));
}

function invalid(reason: InvalidReason, message: string): Verification {
  return { valid: false, reason, message };
}
