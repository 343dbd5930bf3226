// Changes to a JSON(C) file of any size (json-bytes.ts), kept as values by path until the file is
// written: reading a path answers with what the changes so far leave there; writing turns them
// into splices of the file's bytes — a value replaced where it is, a new member after the last one,
// on its own line and indented like its siblings (on the same line in a one-line object), the
// file's own indentation and line ending — so everything a change does not touch stays byte for
// byte. A file held as text (editJson, toStrictJson below) is changed by the same code on its
// bytes, so a big file and a small one are changed alike.
import { FormatError } from "./errors.ts";
import { JsonBytes, type JsonExtension, type Member, type Span } from "./json-bytes.ts";
import { renderJson, type JsonPath, type JsonSyntax } from "./json.ts";

/** A byte range of the original replaced by new text (an insertion when start = end). */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

interface Change {
  path: string[];
  value: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((key, index) => path[index] === key);
}

/** Sets a value at a path inside plain objects (creating objects on the way); false when the way holds no object. */
function setInside(target: Record<string, unknown>, path: readonly string[], value: unknown): boolean {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === undefined) node[key] = {};
    else if (!isObject(next)) return false;
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
  return true;
}

export class JsonSplicer {
  readonly base: JsonBytes;
  /** Values set, in the order first set; no path is a prefix of another. */
  private readonly changes: Change[] = [];
  /** Set: comments and trailing commas are removed too (a strict tool's file, overwritten). */
  private strict: JsonSyntax | null = null;

  constructor(base: JsonBytes) {
    this.base = base;
  }

  get changed(): boolean {
    return this.changes.length > 0 || (this.strict !== null && this.base.refused(this.strict).length > 0);
  }

  /** The value at a path as the changes so far leave it (undefined: absent). */
  get(at: JsonPath): unknown {
    const path = at.map(String);
    const covering = this.changes.find((change) => startsWith(path, change.path));
    if (covering) {
      let node: unknown = covering.value;
      for (const key of path.slice(covering.path.length)) node = isObject(node) ? node[key] : undefined;
      return node === undefined ? undefined : structuredClone(node);
    }
    let value = this.base.valueAt(path);
    for (const change of this.changes) {
      if (!startsWith(change.path, path)) continue;
      if (value === undefined) value = {};
      if (isObject(value)) setInside(value, change.path.slice(path.length), structuredClone(change.value));
    }
    return value;
  }

  /** Sets the value at a path; a FormatError (with its line) when the way there holds no object. */
  set(at: JsonPath, value: unknown): void {
    const path = at.map(String);
    const stored = structuredClone(value);
    const covering = this.changes.find((change) => startsWith(path, change.path));
    if (covering) {
      if (covering.path.length === path.length) covering.value = stored;
      else if (!isObject(covering.value) || !setInside(covering.value, path.slice(covering.path.length), stored)) {
        throw new FormatError(`${path.join(".")} cannot be set: a value on the way is not an object`, 1);
      }
      return;
    }
    const located = this.base.locate(path);
    if (!located.found && !located.object) {
      const where = path.slice(0, located.depth).join(".");
      throw new FormatError(`${where} is not an object, so ${path.join(".")} cannot be set`, this.base.lineOf(located.span.start));
    }
    for (let index = this.changes.length - 1; index >= 0; index--) if (startsWith((this.changes[index] as Change).path, path)) this.changes.splice(index, 1);
    this.changes.push({ path, value: stored });
  }

  /** Also remove what a tool reading with `syntax` refuses (comments, trailing commas). */
  makeStrict(syntax: JsonSyntax): void {
    this.strict = syntax;
  }

  /** The splices that make the changes, sorted and not overlapping. */
  splices(): Splice[] {
    const base = this.base;
    const eol = base.eol();
    const unit = base.indentUnit();
    const pretty = (value: unknown, indent: string): string => JSON.stringify(value, null, unit).split("\n").join(`${eol}${indent}`);
    const splices: Splice[] = [];
    // New members, by the object they go into, each with its value (changes below one new member merge into it).
    const inserts = new Map<number, { object: Span; members: Map<string, unknown> }>();
    for (const change of this.changes) {
      const located = base.locate(change.path);
      if (located.found) {
        splices.push({ start: located.span.start, end: located.span.end, text: pretty(change.value, base.indentAt(located.span.start)) });
        continue;
      }
      const key = change.path[located.depth] as string;
      const rest = change.path.slice(located.depth + 1);
      let target = inserts.get(located.span.start);
      if (target === undefined) {
        target = { object: located.span, members: new Map() };
        inserts.set(located.span.start, target);
      }
      if (rest.length === 0) target.members.set(key, change.value);
      else {
        const existing = target.members.get(key);
        const merged = isObject(existing) ? existing : {};
        setInside(merged, rest, change.value);
        target.members.set(key, merged);
      }
    }
    for (const { object, members } of inserts.values()) splices.push(...this.insertion(object, [...members], eol, unit, pretty));
    if (this.strict !== null) splices.push(...withoutExtensions(splices, removals(base, base.refused(this.strict))));
    splices.sort((a, b) => a.start - b.start || a.end - b.end);
    for (let index = 1; index < splices.length; index++) {
      const previous = splices[index - 1] as Splice;
      if ((splices[index] as Splice).start < previous.end) throw new Error("overlapping JSON splices");
    }
    return splices;
  }

  /** New members at the end of an object, as editJson writes one after another. */
  private insertion(object: Span, members: [string, unknown][], eol: string, unit: string, pretty: (value: unknown, indent: string) => string): Splice[] {
    const base = this.base;
    const bytes = base.bytes;
    const existing = base.membersOf(object.start);
    // An empty object's comments ("// none yet") stay, unless they are to go anyway (a strict
    // tool's file, overwritten): the new members come after the last of them.
    const inside = existing.length === 0 && this.strict !== "json" ? base.comments(object.start + 1, object.end - 1) : [];
    const lastComment = inside[inside.length - 1];
    if (!base.multiLine(object)) {
      // A one-line object stays on one line.
      const entries = members.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
      if (lastComment !== undefined) return [{ start: lastComment.end, end: lastComment.end, text: ` ${entries.join(", ")}` }];
      if (existing.length === 0) return [{ start: object.start, end: object.end, text: `{ ${entries.join(", ")} }` }];
      const last = existing[existing.length - 1] as Member;
      return [{ start: last.valueEnd, end: last.valueEnd, text: `, ${entries.join(", ")}` }];
    }
    if (existing.length === 0) {
      const outer = base.indentAt(object.start);
      const indent = outer + unit;
      const entries = members.map(([key, value]) => `${indent}${JSON.stringify(key)}: ${pretty(value, indent)}`);
      if (lastComment !== undefined) return [{ start: lastComment.end, end: lastComment.end, text: `${eol}${entries.join(`,${eol}`)}` }];
      return [{ start: object.start, end: object.end, text: `{${eol}${entries.join(`,${eol}`)}${eol}${outer}}` }];
    }
    const last = existing[existing.length - 1] as Member;
    const indent = base.indentAt(last.keyStart);
    // A trailing comma svc is to remove (a strict tool's file, overwritten) is no style to follow.
    const trailingComma = last.comma !== -1 && this.strict === null;
    // After the last member's line, comments on that line included; before a `}` closing on it.
    const after = trailingComma ? last.comma + 1 : last.valueEnd;
    let lineEnd = bytes.indexOf(0x0a, after);
    if (lineEnd === -1) lineEnd = bytes.length;
    if (bytes[lineEnd - 1] === 0x0d) lineEnd--;
    if (lineEnd > object.end - 1) lineEnd = object.end - 1;
    // A block comment that starts on that line and goes on past it (`"a": 1 /* disabled:` … `*/`):
    // the line's end is inside it, so the new members go directly after the value (or its comma).
    if (base.comments(after, lineEnd).some((comment) => comment.end > lineEnd)) lineEnd = after;
    const entries = members.map(([key, value]) => `${eol}${indent}${JSON.stringify(key)}: ${pretty(value, indent)}`);
    if (trailingComma) return [{ start: lineEnd, end: lineEnd, text: entries.map((entry) => `${entry},`).join("") }];
    const text = entries.join(",");
    if (lineEnd === last.valueEnd) return [{ start: lineEnd, end: lineEnd, text: `,${text}` }];
    return [
      { start: last.valueEnd, end: last.valueEnd, text: "," },
      { start: lineEnd, end: lineEnd, text },
    ];
  }
}

/**
 * The removals that still apply once `changes` are made: none inside a range a change replaces
 * (it is written anew), and a change inserting inside a removed comment is moved before it.
 */
function withoutExtensions(changes: Splice[], removed: Splice[]): Splice[] {
  const replaced = changes.filter((change) => change.end > change.start);
  const kept = removed.filter((removal) => !replaced.some((range) => range.start <= removal.start && removal.end <= range.end));
  for (const change of changes) {
    if (change.end !== change.start) continue;
    const around = kept.find((removal) => removal.start < change.start && change.start < removal.end);
    if (around !== undefined) change.start = change.end = around.start;
  }
  return kept;
}

/** Splices removing comments (with the blanks before them; a line left empty goes too) and trailing commas. */
function removals(base: JsonBytes, refused: readonly JsonExtension[]): Splice[] {
  const bytes = base.bytes;
  return refused.map((extension) => {
    let start = extension.start;
    let end = extension.end;
    if (extension.what === "a comment") {
      while (start > base.start && (bytes[start - 1] === 0x20 || bytes[start - 1] === 0x09)) start--;
      const lineStart = start === base.start || bytes[start - 1] === 0x0a;
      const lineEnd = bytes[end] === 0x0d && bytes[end + 1] === 0x0a ? end + 2 : bytes[end] === 0x0a ? end + 1 : -1;
      if (lineStart && lineEnd !== -1) end = lineEnd;
    }
    return { start, end, text: "" };
  });
}

/** Splices as new bytes: the pieces of the original and the new text, in order. */
export function splicedPieces(bytes: Uint8Array, splices: readonly Splice[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (const splice of splices) {
    if (splice.start > at) pieces.push(bytes.subarray(at, splice.start));
    if (splice.text !== "") pieces.push(Buffer.from(splice.text, "utf8"));
    at = splice.end;
  }
  if (at < bytes.length) pieces.push(bytes.subarray(at));
  return pieces;
}

// ---- the same on a text -----------------------------------------------------------------------

/** The text's bytes after the splices, as text. */
function splicedText(bytes: Buffer, splices: readonly Splice[]): string {
  return splices.length === 0 ? bytes.toString("utf8") : Buffer.concat(splicedPieces(bytes, splices)).toString("utf8");
}

/**
 * Sets the value at `path` in a JSON(C) text, touching nothing else (see JsonSplicer); a key written
 * twice is set where JSON readers take it from, its last writing. An empty text becomes a new object.
 */
export function editJson(text: string, path: JsonPath, value: unknown): string {
  if (text.trim() === "") return renderJson(path.reduceRight<unknown>((inner, key) => ({ [String(key)]: inner }), value));
  const bytes = Buffer.from(text, "utf8");
  const document = new JsonBytes(bytes);
  if (!document.isObject(document.root)) throw new FormatError("expected a JSON object at the top level", document.lineOf(document.root.start));
  const splicer = new JsonSplicer(document);
  splicer.set(path, value);
  return splicedText(bytes, splicer.splices());
}

/** The first thing in the text a tool reading it with `syntax` refuses, with its line, or null. */
export function jsonSyntaxIssue(text: string, syntax: JsonSyntax): { what: JsonExtension["what"]; line: number } | null {
  if (text.trim() === "") return null;
  return new JsonBytes(Buffer.from(text, "utf8")).syntaxIssue(syntax);
}

/**
 * The text without what `syntax` refuses: each comment (with the blanks before it; a line left
 * empty goes too) and each trailing comma. Everything else stays as it is.
 */
export function toStrictJson(text: string, syntax: JsonSyntax): string {
  if (text.trim() === "") return text;
  const bytes = Buffer.from(text, "utf8");
  const document = new JsonBytes(bytes);
  return splicedText(bytes, removals(document, document.refused(syntax)));
}
