// JSON and JSONC (comments, trailing commas) through Microsoft's jsonc-parser: parse errors with
// their line, and in-place edits that change only the value at one path, so comments, key order,
// unknown keys and formatting of the rest of a shared config file stay byte for byte.
// (jsonc-parser's own `modify` re-formats the whole line it inserts next to, which rewrote
// one-line entries of users' files; the edit below uses its parse tree and writes text itself.)
import { applyEdits, createScanner, modify, parse, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from "jsonc-parser";
import { FormatError } from "./errors.ts";
import { positionOf } from "./text.ts";

export type JsonPath = (string | number)[];

/** Parses JSON or JSONC; throws a FormatError naming the first problem's line. */
export function parseJsonc(text: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  const first = errors[0];
  if (first) throw new FormatError(`invalid JSON: ${describe(printParseErrorCode(first.error))}`, positionOf(text, first.offset).line);
  return value;
}

function describe(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/** Parses and insists on an object at the top (every config file svc edits is one). */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  const value = parseJsonc(text);
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new FormatError("expected a JSON object at the top level", 1);
  return value as Record<string, unknown>;
}

/** The file's indentation unit (a tab, or the spaces of its first indented line). */
function indentUnit(text: string): string {
  const match = /\n([ \t]+)\S/.exec(text);
  const indent = match?.[1] ?? "  ";
  return indent.startsWith("\t") ? "\t" : indent;
}

function lineStart(text: string, offset: number): number {
  const newline = text.lastIndexOf("\n", offset - 1);
  return newline + 1;
}

function indentAt(text: string, offset: number): string {
  return /^[ \t]*/.exec(text.slice(lineStart(text, offset)))?.[0] ?? "";
}

/** `value` as the path's remaining keys nested around it: nest(["a","b"], 1) = {a: {b: 1}}. */
function nest(path: JsonPath, value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [String(key)]: inner }), value);
}

/**
 * Sets the value at `path`, touching nothing else: the existing value's text is replaced, or a
 * new property is added after the last one (on its own line, indented like its siblings; on the
 * same line for one-line objects). Comments, key order, unknown keys, the file's indentation and
 * line ending are kept. An empty text becomes a new object.
 */
export function editJson(text: string, path: JsonPath, value: unknown): string {
  if (text.trim() === "") return renderJson(nest(path, value));
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (root === undefined || root.type !== "object") throw new FormatError("expected a JSON object at the top level", 1);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const unit = indentUnit(text);
  const pretty = (content: unknown, indent: string): string => JSON.stringify(content, null, unit).split("\n").join(`${eol}${indent}`);

  let node: JsonNode = root;
  let depth = 0;
  for (; depth < path.length; depth++) {
    if (node.type !== "object") {
      throw new FormatError(`${path.slice(0, depth).join(".")} is not an object, so ${path.join(".")} cannot be set`, positionOf(text, node.offset).line);
    }
    const property = node.children?.find((child) => child.children?.[0]?.value === path[depth]);
    const child = property?.children?.[1];
    if (child === undefined) break;
    node = child;
  }
  if (depth === path.length) {
    const indent = indentAt(text, node.offset);
    return text.slice(0, node.offset) + pretty(value, indent) + text.slice(node.offset + node.length);
  }
  if (node.type !== "object") throw new FormatError(`${path.slice(0, depth).join(".")} is not an object`, positionOf(text, node.offset).line);
  const key = JSON.stringify(String(path[depth]));
  const inner = nest(path.slice(depth + 1), value);
  const body = text.slice(node.offset, node.offset + node.length);
  const children = node.children ?? [];
  if (!body.includes("\n")) {
    // A one-line object stays on one line.
    const entry = `${key}: ${JSON.stringify(inner)}`;
    if (children.length === 0) return `${text.slice(0, node.offset)}{ ${entry} }${text.slice(node.offset + node.length)}`;
    const last = children[children.length - 1] as JsonNode;
    const at = last.offset + last.length;
    return `${text.slice(0, at)}, ${entry}${text.slice(at)}`;
  }
  if (children.length === 0) {
    const outer = indentAt(text, node.offset);
    const indent = outer + unit;
    return `${text.slice(0, node.offset)}{${eol}${indent}${key}: ${pretty(inner, indent)}${eol}${outer}}${text.slice(node.offset + node.length)}`;
  }
  const last = children[children.length - 1] as JsonNode;
  const indent = indentAt(text, last.offset);
  let at = last.offset + last.length;
  let cursor = at;
  while (text[cursor] === " " || text[cursor] === "\t") cursor++;
  const trailingComma = text[cursor] === ",";
  // Insert after the last property's line, comments on that line included.
  let lineEnd = text.indexOf("\n", trailingComma ? cursor : at);
  if (lineEnd === -1) lineEnd = text.length;
  if (text[lineEnd - 1] === "\r") lineEnd--;
  if (lineEnd > node.offset + node.length - 1) lineEnd = node.offset + node.length - 1; // `…} }` closing on the same line
  const entry = `${eol}${indent}${key}: ${pretty(inner, indent)}${trailingComma ? "," : ""}`;
  if (trailingComma) return text.slice(0, lineEnd) + entry + text.slice(lineEnd);
  return `${text.slice(0, at)},${text.slice(at, lineEnd)}${entry}${text.slice(lineEnd)}`;
}

/** The text without the value at one path (and its comma); the rest stays as it is. */
export function removeJson(text: string, path: JsonPath): string {
  return applyEdits(text, modify(text, path, undefined, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: text.includes("\r\n") ? "\r\n" : "\n" } }));
}

/** Deterministic JSON for new files: two spaces, LF, final newline. */
export function renderJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

// ---- strict JSON ----------------------------------------------------------------------------
// Some tools parse their JSON files strictly (Claude Code's settings.json: a comment makes it
// ignore the whole file) or allow comments only (Gemini CLI). What such a tool would refuse is
// found here, and removed when the user asks svc to overwrite.

/** `json`: nothing beyond JSON; `json-comments`: comments, but no trailing commas. */
export type JsonSyntax = "json" | "json-comments";

/** jsonc-parser's token kinds (a const enum, which this build cannot import). */
const TOKEN = { closeBrace: 2, closeBracket: 4, comma: 5, lineComment: 12, blockComment: 13, lineBreak: 14, trivia: 15, eof: 17 } as const;

interface Extension {
  what: "a comment" | "a trailing comma";
  start: number;
  end: number;
}

/** The comments (unless the syntax allows them) and trailing commas of a JSONC text, in order. */
function extensionsOf(text: string, syntax: JsonSyntax): Extension[] {
  const found: Extension[] = [];
  const scanner = createScanner(text, false);
  let comma: number | null = null;
  for (let token = scanner.scan(); token !== TOKEN.eof; token = scanner.scan()) {
    const start = scanner.getTokenOffset();
    if (token === TOKEN.lineComment || token === TOKEN.blockComment) {
      if (syntax === "json") found.push({ what: "a comment", start, end: start + scanner.getTokenLength() });
      continue;
    }
    if (token === TOKEN.trivia || token === TOKEN.lineBreak) continue;
    if (comma !== null && (token === TOKEN.closeBrace || token === TOKEN.closeBracket)) found.push({ what: "a trailing comma", start: comma, end: comma + 1 });
    comma = token === TOKEN.comma ? start : null;
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The first thing in the text a tool reading it with `syntax` refuses, with its line, or null. */
export function jsonSyntaxIssue(text: string, syntax: JsonSyntax): { what: Extension["what"]; line: number } | null {
  const first = extensionsOf(text, syntax)[0];
  return first === undefined ? null : { what: first.what, line: positionOf(text, first.start).line };
}

/**
 * The text without what `syntax` refuses: each comment (with the blanks before it; a line left
 * empty goes too) and each trailing comma. Everything else stays as it is.
 */
export function toStrictJson(text: string, syntax: JsonSyntax): string {
  let out = "";
  let at = 0;
  for (const extension of extensionsOf(text, syntax)) {
    let start = extension.start;
    let end = extension.end;
    if (extension.what === "a comment") {
      while (start > at && (text[start - 1] === " " || text[start - 1] === "\t")) start--;
      const lineStart = start === 0 || text[start - 1] === "\n";
      const lineEnd = text.startsWith("\r\n", end) ? end + 2 : text[end] === "\n" ? end + 1 : -1;
      if (lineStart && lineEnd !== -1) end = lineEnd;
    }
    out += text.slice(at, start);
    at = end;
  }
  return out + text.slice(at);
}
