// Reading user files as text: UTF-8 with or without BOM, UTF-16 with its BOM, CRLF or LF. What is
// not text (NUL bytes, invalid UTF-8) is refused with the line where it goes wrong, so nothing is
// written from a half-read file. Files we write are UTF-8 without BOM, with LF line endings,
// unless we edit an existing file in place, which keeps its own line endings.
import { FormatError } from "./errors.ts";

export interface DecodedText {
  /** The text with CRLF folded to LF. */
  text: string;
  eol: "\n" | "\r\n";
  bom: boolean;
  encoding: "utf-8" | "utf-16le" | "utf-16be";
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

export function decodeUserText(bytes: Uint8Array): DecodedText {
  let encoding: DecodedText["encoding"] = "utf-8";
  let bom = false;
  let raw: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    encoding = "utf-16le";
    bom = true;
    raw = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    encoding = "utf-16be";
    bom = true;
    raw = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  } else {
    bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = bom ? bytes.subarray(3) : bytes;
    const nul = body.indexOf(0);
    if (nul !== -1) throw new FormatError("binary content (a NUL byte): not a text file", lineAt(body, nul));
    try {
      raw = new TextDecoder("utf-8", { fatal: true }).decode(body);
    } catch {
      throw new FormatError("not valid UTF-8 (save it as UTF-8)", lineAt(body, firstInvalidUtf8(body)));
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

/** Text as svc writes it: UTF-8, no BOM, the given line ending, ending with one newline. */
export function encodeText(text: string, eol: "\n" | "\r\n" = "\n"): Uint8Array {
  const normal = text.endsWith("\n") || text === "" ? text : `${text}\n`;
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
