// Reading user files as text: UTF-8 with or without BOM, UTF-16 with its BOM, CRLF or LF. What is
// not text (NUL bytes, invalid UTF-8) is refused with the line where it goes wrong, so nothing is
// written from a half-read file; a file svc only copies or edits in place may instead be in a
// Windows ANSI code page (a PowerShell 5.1 script), read byte for byte as Latin-1 and written back so. Files we write are UTF-8 without BOM, with LF line endings,
// unless we edit an existing file in place, which keeps its own line endings.
import { FormatError } from "./errors.ts";

export interface DecodedText {
  /** The text with CRLF folded to LF. */
  text: string;
  eol: "\n" | "\r\n";
  bom: boolean;
  encoding: "utf-8" | "utf-16le" | "utf-16be" | "latin1";
}

/** Bytes that are no text: a NUL byte in the first 8 KiB, as git decides. */
export function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 8192);
  for (let index = 0; index < end; index++) if (bytes[index] === 0) return true;
  return false;
}

/** The bytes as text for showing them (a diff), or null when they are binary or not valid UTF-8. */
export function textForDisplay(bytes: Uint8Array): string | null {
  if (looksBinary(bytes)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < bytes.length; index++) if (bytes[index] === 0x0a) line++;
  return line;
}

/**
 * How a text file is stored: UTF-8 without or with a BOM, UTF-16 (always with its BOM), or bytes
 * that are not UTF-8 (a Windows ANSI code page such as Windows-1252), held one character a byte
 * (Latin-1), so that they are written back exactly.
 */
export type StoredEncoding = "utf-8" | "utf-8-bom" | "utf-16le" | "utf-16be" | "latin1";

/** The UTF-16 encoding a BOM names, or null. */
function utf16Of(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

/**
 * A file's text exactly as stored (line endings kept, the BOM taken off) with the encoding to write
 * it back in; null for binary (a NUL byte outside UTF-16). For copies that must stay byte for
 * byte what they were apart from what svc changes (distill's snapshot): bytes that are not valid
 * UTF-8 are read one character a byte (latin1), which encodeStored writes back unchanged.
 */
export function decodeStored(bytes: Uint8Array): { text: string; encoding: StoredEncoding } | null {
  const utf16 = utf16Of(bytes);
  if (utf16 !== null) {
    const text = new TextDecoder(utf16).decode(bytes.subarray(2));
    return text.includes("\0") ? null : { text, encoding: utf16 };
  }
  if (looksBinary(bytes)) return null;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    return { text: new TextDecoder("utf-8", { ignoreBOM: true, fatal: true }).decode(bom ? bytes.subarray(3) : bytes), encoding: bom ? "utf-8-bom" : "utf-8" };
  } catch {
    return { text: Buffer.from(bytes).toString("latin1"), encoding: "latin1" };
  }
}

/** A character a single-byte (latin1) file cannot hold, or null when it can hold all of `text`. */
export function beyondLatin1(text: string): string | null {
  return /[^\u0000-\u00ff]/.exec(text)?.[0] ?? null;
}

/** Text in a stored encoding, BOM included: the inverse of decodeStored. Latin-1 text must fit (beyondLatin1). */
export function encodeStored(text: string, encoding: StoredEncoding): Uint8Array {
  if (encoding === "utf-8") return new TextEncoder().encode(text);
  if (encoding === "latin1") {
    const beyond = beyondLatin1(text);
    if (beyond !== null) throw new Error(`"${beyond}" cannot be written in a single-byte (ANSI) file`);
    return new Uint8Array(Buffer.from(text, "latin1"));
  }
  if (encoding === "utf-8-bom") return new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]));
  const little = Buffer.from(text, "utf16le");
  return new Uint8Array(
    Buffer.concat([Buffer.from(encoding === "utf-16le" ? [0xff, 0xfe] : [0xfe, 0xff]), encoding === "utf-16le" ? little : little.swap16()]),
  );
}

/**
 * A text file as svc reads it. With `singleByte` (a target file edited in place, whose other bytes
 * must stay as they are) bytes that are not UTF-8 are read as latin1 instead of refused.
 */
export function decodeUserText(bytes: Uint8Array, options: { singleByte?: boolean } = {}): DecodedText {
  let encoding: DecodedText["encoding"] = "utf-8";
  let bom = false;
  let raw: string;
  const utf16 = utf16Of(bytes);
  if (utf16 !== null) {
    encoding = utf16;
    bom = true;
    raw = new TextDecoder(utf16).decode(bytes.subarray(2));
  } else {
    bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = bom ? bytes.subarray(3) : bytes;
    const nul = body.indexOf(0);
    if (nul !== -1) throw new FormatError("binary content (a NUL byte): not a text file", lineAt(body, nul));
    try {
      raw = new TextDecoder("utf-8", { fatal: true }).decode(body);
    } catch {
      if (!options.singleByte || bom) throw new FormatError("not valid UTF-8 (save it as UTF-8)", lineAt(body, firstInvalidUtf8(body)));
      raw = Buffer.from(body).toString("latin1");
      encoding = "latin1";
    }
  }
  if (raw.includes("\0")) throw new FormatError("binary content (a NUL character): not a text file", 1);
  // CRLF only when every line ends so; a mixed file is written back with LF.
  const eol = raw.includes("\r\n") && !/(^|[^\r])\n/.test(raw) ? "\r\n" : "\n";
  return { text: raw.replace(/\r\n/g, "\n"), eol, bom, encoding };
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index] ?? 0;
    const length = byte < 0x80 ? 1 : byte >> 5 === 0x6 ? 2 : byte >> 4 === 0xe ? 3 : byte >> 3 === 0x1e ? 4 : 0;
    if (length === 0) return index;
    for (let next = 1; next < length; next++) if (((bytes[index + next] ?? 0) & 0xc0) !== 0x80) return index;
    index += length;
  }
  return index;
}

/**
 * Text as svc writes it: UTF-8, no BOM, the given line ending, ending with one newline unless
 * `finalNewline` is false (an existing file that had none keeps having none: byte for byte).
 */
export function encodeText(text: string, eol: "\n" | "\r\n" = "\n", finalNewline = true): Uint8Array {
  const normal = !finalNewline || text.endsWith("\n") || text === "" ? text : `${text}\n`;
  return new TextEncoder().encode(eol === "\n" ? normal : normal.replace(/\n/g, "\r\n"));
}

/** 1-based line and column of an offset in a text. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text.charCodeAt(index) === 10) {
      line++;
      start = index + 1;
    }
  }
  return { line, column: offset - start + 1 };
}
