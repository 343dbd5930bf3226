// JSON(C) files of any size, on their bytes: a config file Claude Code keeps growing
// (~/.claude.json, with every project's prompt history, is 5–30 MB on a long-used machine) is
// read and edited without turning its text into a string or a tree. One pass over the bytes
// checks the whole file (JSON with comments and trailing commas, as svc reads every JSON file) and
// indexes the members of the objects near the top; the values svc needs are then found by key and
// parsed alone, and a change is a list of splices — byte ranges replaced by new text — applied
// while the file is written. Strings are skipped whole (their content is not checked: an escape
// or control character inside one is the tool's business), so a file is scanned at memchr speed.
import { parseJsonc, type JsonPath, type JsonSyntax } from "./json.ts";
import { FormatError } from "./errors.ts";

export interface Span {
  start: number;
  end: number;
}

export interface Member {
  key: string;
  keyStart: number;
  valueStart: number;
  valueEnd: number;
  /** The offset of the comma after the value, or -1. */
  comma: number;
}

/** A comment, a trailing comma or a byte order mark: what a strict JSON reader refuses. */
export interface JsonExtension {
  what: "a comment" | "a trailing comma" | "a byte order mark";
  start: number;
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const STAR = 0x2a;
const NEWLINE = 0x0a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** JSON files from this size are read and edited on their bytes (never one string, never one tree). */
export const BIG_JSON = 1 << 20;

/** Objects at this depth or above have their members indexed by the first pass (the root is 1). */
const INDEXED_DEPTH = 2;

interface Frame {
  object: boolean;
  start: number;
  members: Member[] | null;
  key: string;
  keyStart: number;
  valueStart: number;
}

export class JsonBytes {
  readonly bytes: Buffer;
  /** Where the text starts (after a UTF-8 byte order mark). */
  readonly start: number;
  readonly root: Span;
  /** The byte order mark, then every comment and trailing comma, in order (none in a file a tool wrote). */
  readonly extensions: JsonExtension[] = [];
  private readonly members = new Map<number, Member[]>();
  /** False once the first pass is done: later scans (of objects not indexed yet) record nothing again. */
  private recording = true;

  /** Checks the whole text; throws a FormatError with the line of the first problem. */
  constructor(bytes: Uint8Array) {
    this.bytes = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.start = this.bytes[0] === 0xef && this.bytes[1] === 0xbb && this.bytes[2] === 0xbf ? 3 : 0;
    if (this.start === 3) this.extensions.push({ what: "a byte order mark", start: 0, end: 3 });
    const first = this.skipBlank(this.start);
    if (first >= this.bytes.length) throw new FormatError("invalid JSON: the file is empty", this.lineOf(first));
    const end = this.scanValue(first, INDEXED_DEPTH);
    const rest = this.skipBlank(end);
    if (rest < this.bytes.length) throw this.error("end of file expected", rest);
    this.root = { start: first, end };
    this.recording = false;
  }

  /** 1-based line of an offset. */
  lineOf(offset: number): number {
    let line = 1;
    for (let at = this.bytes.indexOf(NEWLINE, this.start); at !== -1 && at < offset; at = this.bytes.indexOf(NEWLINE, at + 1)) line++;
    return line;
  }

  private error(what: string, offset: number): FormatError {
    return new FormatError(`invalid JSON: ${what}`, this.lineOf(offset));
  }

  /** Past spaces, line breaks and comments (each comment recorded once, by the first pass). */
  private skipBlank(offset: number): number {
    const bytes = this.bytes;
    let at = offset;
    for (;;) {
      const byte = bytes[at];
      if (byte === 0x20 || byte === NEWLINE || byte === 0x0d || byte === 0x09) {
        at++;
      } else if (byte === SLASH && bytes[at + 1] === SLASH) {
        const end = bytes.indexOf(NEWLINE, at);
        const stop = end === -1 ? bytes.length : end;
        if (this.recording) this.extensions.push({ what: "a comment", start: at, end: bytes[stop - 1] === 0x0d ? stop - 1 : stop });
        at = stop;
      } else if (byte === SLASH && bytes[at + 1] === STAR) {
        const end = bytes.indexOf("*/", at + 2);
        if (end === -1) throw this.error("a comment is never closed (*/ expected)", at);
        if (this.recording) this.extensions.push({ what: "a comment", start: at, end: end + 2 });
        at = end + 2;
      } else {
        return at;
      }
    }
  }

  /** Past a string starting at `offset` (its opening quote). */
  private skipString(offset: number): number {
    const bytes = this.bytes;
    let at = offset + 1;
    for (;;) {
      const quote = bytes.indexOf(QUOTE, at);
      if (quote === -1) throw this.error("a string is never closed", offset);
      let backslashes = 0;
      while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
      at = quote + 1;
    }
  }

  /** Past a number, true, false or null starting at `offset`. */
  private skipScalar(offset: number): number {
    const bytes = this.bytes;
    for (const word of ["true", "false", "null"]) {
      if (bytes[offset] === word.charCodeAt(0)) {
        for (let index = 1; index < word.length; index++) if (bytes[offset + index] !== word.charCodeAt(index)) throw this.error("value expected", offset);
        return offset + word.length;
      }
    }
    let at = offset;
    let digits = 0;
    for (;;) {
      const byte = bytes[at] ?? 0;
      if (byte >= 0x30 && byte <= 0x39) digits++;
      else if (!(byte === 0x2d || byte === 0x2b || byte === 0x2e || byte === 0x65 || byte === 0x45)) break;
      at++;
    }
    if (digits === 0) throw this.error("value expected", offset);
    return at;
  }

  private keyAt(keyStart: number, keyEnd: number): string {
    const raw = this.bytes.toString("utf8", keyStart + 1, keyEnd - 1);
    if (!raw.includes("\\")) return raw;
    try {
      return JSON.parse(`"${raw}"`) as string;
    } catch {
      // `"C:\Users\me"` written by hand: \U is no escape (the tool's own parser refuses the file too).
      throw this.error(/[\u0000-\u001f]/.test(raw) ? "a control character in a property name" : "invalid escape in a property name", keyStart);
    }
  }

  /**
   * Past the value starting at `offset`, checking it; the members of objects down to `indexDepth`
   * levels (1: this value's own) are indexed on the way. No recursion: a deep file cannot
   * overflow the stack.
   */
  private scanValue(offset: number, indexDepth: number): number {
    const bytes = this.bytes;
    const stack: Frame[] = [];
    let at = offset;
    let afterValue = false;
    const open = (object: boolean): void => {
      const members = object && stack.length < indexDepth ? [] : null;
      stack.push({ object, start: at, members, key: "", keyStart: -1, valueStart: -1 });
      at++;
    };
    for (;;) {
      if (afterValue) {
        const frame = stack[stack.length - 1];
        if (frame === undefined) return at;
        const valueEnd = at;
        at = this.skipBlank(at);
        const byte = bytes[at];
        let comma = -1;
        if (byte === COMMA) {
          comma = at;
          at = this.skipBlank(at + 1);
          const next = bytes[at];
          const closes = next === CLOSE_BRACE || next === CLOSE_BRACKET;
          if (!closes) afterValue = false;
          else if (this.recording) this.extensions.push({ what: "a trailing comma", start: comma, end: comma + 1 });
        }
        if (frame.members !== null && frame.keyStart !== -1) {
          frame.members.push({ key: frame.key, keyStart: frame.keyStart, valueStart: frame.valueStart, valueEnd, comma });
          frame.keyStart = -1;
        }
        if (!afterValue) {
          if (frame.object) at = this.memberKey(frame, at);
          continue;
        }
        const close = bytes[at];
        if (close === (frame.object ? CLOSE_BRACE : CLOSE_BRACKET)) {
          stack.pop();
          if (frame.members !== null) this.members.set(frame.start, frame.members);
          at++;
          continue;
        }
        if (at >= bytes.length) throw this.error(`unexpected end of file (${frame.object ? "}" : "]"} expected)`, at);
        throw this.error(frame.object ? "comma or close brace expected" : "comma or close bracket expected", at);
      }
      at = this.skipBlank(at);
      const byte = bytes[at];
      if (byte === undefined) throw this.error("unexpected end of file (value expected)", at);
      if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        const object = byte === OPEN_BRACE;
        open(object);
        at = this.skipBlank(at);
        const frame = stack[stack.length - 1] as Frame;
        if (bytes[at] === (object ? CLOSE_BRACE : CLOSE_BRACKET)) {
          stack.pop();
          if (frame.members !== null) this.members.set(frame.start, frame.members);
          at++;
          afterValue = true;
        } else if (object) {
          at = this.memberKey(frame, at);
        }
        continue;
      }
      if (byte === QUOTE) at = this.skipString(at);
      else at = this.skipScalar(at);
      afterValue = true;
    }
  }

  /** Reads `"key" :` at `offset` for the object of `frame`; returns where its value starts. */
  private memberKey(frame: Frame, offset: number): number {
    const bytes = this.bytes;
    if (bytes[offset] !== QUOTE) throw this.error(offset >= bytes.length ? "unexpected end of file (} expected)" : "property name expected", offset);
    const keyEnd = this.skipString(offset);
    const colon = this.skipBlank(keyEnd);
    if (bytes[colon] !== COLON) throw this.error("colon expected", colon);
    const valueStart = this.skipBlank(colon + 1);
    if (frame.members !== null) {
      frame.key = this.keyAt(offset, keyEnd);
      frame.keyStart = offset;
      frame.valueStart = valueStart;
    }
    return valueStart;
  }

  /** The members of the object starting at `objectStart`, indexed once. */
  membersOf(objectStart: number): Member[] {
    let members = this.members.get(objectStart);
    if (members === undefined) {
      this.scanValue(objectStart, 1);
      members = this.members.get(objectStart) ?? [];
    }
    return members;
  }

  isObject(span: Span): boolean {
    return this.bytes[span.start] === OPEN_BRACE;
  }

  /**
   * Where a path leads: the value's span, or the deepest object on the way and how deep it is
   * (`depth` keys of the path exist), or the value that is no object where the path goes on.
   * A key written twice counts as its last writing, as JSON.parse reads it.
   */
  locate(path: JsonPath): { found: true; span: Span; member?: Member } | { found: false; depth: number; span: Span; object: boolean } {
    let span = this.root;
    let member: Member | undefined;
    for (let depth = 0; depth < path.length; depth++) {
      if (!this.isObject(span)) return { found: false, depth, span, object: false };
      const key = String(path[depth]);
      const members = this.membersOf(span.start);
      let next: Member | undefined;
      for (let index = members.length - 1; index >= 0; index--) {
        if ((members[index] as Member).key === key) {
          next = members[index];
          break;
        }
      }
      if (next === undefined) return { found: false, depth, span, object: true };
      member = next;
      span = { start: next.valueStart, end: next.valueEnd };
    }
    return member === undefined ? { found: true, span } : { found: true, span, member };
  }

  /** The value at a path, parsed alone (undefined when absent, or when the way there is no object). */
  valueAt(path: JsonPath): unknown {
    const located = this.locate(path);
    return located.found ? this.parse(located.span) : undefined;
  }

  /** The text of a span. */
  text(span: Span): string {
    return this.bytes.toString("utf8", span.start, span.end);
  }

  /** The value of a span (strings are checked here, where the first pass skipped them whole). */
  parse(span: Span): unknown {
    try {
      return parseJsonc(this.text(span));
    } catch (error) {
      if (error instanceof FormatError) throw new FormatError(error.message, this.lineOf(span.start) + error.line - 1);
      throw error;
    }
  }

  /** The first thing a tool reading with `syntax` refuses, with its line, or null. */
  syntaxIssue(syntax: JsonSyntax): { what: JsonExtension["what"]; line: number } | null {
    const first = this.refused(syntax)[0];
    return first === undefined ? null : { what: first.what, line: this.lineOf(first.start) };
  }

  /** The comments starting at or after `from` and before `to`, in order. */
  comments(from: number, to: number): JsonExtension[] {
    const extensions = this.extensions; // in the order of the text
    let low = 0;
    for (let high = extensions.length; low < high;) {
      const middle = (low + high) >>> 1;
      if ((extensions[middle] as JsonExtension).start < from) low = middle + 1;
      else high = middle;
    }
    const found: JsonExtension[] = [];
    for (let index = low; index < extensions.length && (extensions[index] as JsonExtension).start < to; index++) {
      if ((extensions[index] as JsonExtension).what === "a comment") found.push(extensions[index] as JsonExtension);
    }
    return found;
  }

  /** What a tool reading with `syntax` refuses, in order. */
  refused(syntax: JsonSyntax): JsonExtension[] {
    return this.extensions.filter((extension) => refuses(syntax, extension.what)).sort((a, b) => a.start - b.start);
  }

  /** The file's line ending (that of its first line). */
  eol(): "\n" | "\r\n" {
    const newline = this.bytes.indexOf(NEWLINE, this.start);
    return newline > 0 && this.bytes[newline - 1] === 0x0d ? "\r\n" : "\n";
  }

  /** The file's indentation unit: a tab, or the spaces of its first indented line (else two). */
  indentUnit(): string {
    const bytes = this.bytes;
    for (let at = bytes.indexOf(NEWLINE, this.start); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) {
      let end = at + 1;
      while (bytes[end] === 0x20 || bytes[end] === 0x09) end++;
      if (end > at + 1 && end < bytes.length && bytes[end] !== NEWLINE && bytes[end] !== 0x0d) {
        return bytes[at + 1] === 0x09 ? "\t" : bytes.toString("latin1", at + 1, end);
      }
    }
    return "  ";
  }

  /** The blanks that start the line holding `offset`. */
  indentAt(offset: number): string {
    const bytes = this.bytes;
    const lineStart = bytes.lastIndexOf(NEWLINE, offset - 1) + 1;
    let end = Math.max(lineStart, this.start);
    while (bytes[end] === 0x20 || bytes[end] === 0x09) end++;
    return bytes.toString("latin1", Math.max(lineStart, this.start), end);
  }

  /** Whether a span holds a line break. */
  multiLine(span: Span): boolean {
    const newline = this.bytes.indexOf(NEWLINE, span.start);
    return newline !== -1 && newline < span.end;
  }
}

/** Whether a tool reading with `syntax` refuses this kind of extension. */
export function refuses(syntax: JsonSyntax, what: JsonExtension["what"]): boolean {
  if (what === "a trailing comma") return true;
  if (what === "a comment") return syntax !== "json-comments";
  return syntax === "json-parse";
}

const documents = new WeakMap<Uint8Array, JsonBytes>();

/** The checked document of a file's bytes, made once for the same bytes (readers and the planner share it). */
export function jsonBytesOf(bytes: Uint8Array): JsonBytes {
  let document = documents.get(bytes);
  if (document === undefined) {
    document = new JsonBytes(bytes);
    documents.set(bytes, document);
  }
  return document;
}
