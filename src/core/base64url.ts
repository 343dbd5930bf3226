// Strict base64url (RFC 4648 §5, no padding). Node's decoder silently skips junk characters and
// ignores non-zero trailing bits, so text that decodes is not proof of a canonical encoding; this
// module refuses both, which keeps signed envelopes from having several spellings.

const ALPHABET = /^[A-Za-z0-9_-]*$/;

export type Base64urlResult =
  { ok: true; bytes: Uint8Array } | { ok: false; problem: "character" | "length" | "non_canonical"; position?: number; character?: string };

export function encodeBase64url(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64url");
}

export function decodeBase64url(text: string): Base64urlResult {
  if (!ALPHABET.test(text)) {
    const position = [...text].findIndex((ch) => !/[A-Za-z0-9_-]/.test(ch));
    return { ok: false, problem: "character", position, character: [...text][position] ?? "" };
  }
  // A final group of one character carries only 6 bits: never a whole byte.
  if (text.length % 4 === 1) return { ok: false, problem: "length" };
  const bytes = new Uint8Array(Buffer.from(text, "base64url"));
  if (encodeBase64url(bytes) !== text) return { ok: false, problem: "non_canonical" };
  return { ok: true, bytes };
}
