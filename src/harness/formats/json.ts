// JSON and JSONC (comments, trailing commas) through Microsoft's jsonc-parser: parse errors with
// their line, and removing one value. Setting a value in place (editJson) and removing what a strict
// tool refuses are done on the text's bytes, by the same code that edits a big file
// (json-splice.ts), so a small file and a big one are changed alike.
import { applyEdits, modify, parse, printParseErrorCode, type ParseError } from "jsonc-parser";
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

/** The text without the value at one path (and its comma); the rest stays as it is. */
export function removeJson(text: string, path: JsonPath): string {
  return applyEdits(text, modify(text, path, undefined, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: text.includes("\r\n") ? "\r\n" : "\n" } }));
}

/** Deterministic JSON for new files: two spaces, LF, final newline. */
export function renderJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * How strictly a tool parses its JSON files (Claude Code's settings.json: a comment makes it ignore
 * the whole file; Gemini CLI allows comments only). `json`: nothing beyond JSON (a byte order mark
 * is skipped); `json-comments`: comments, but no trailing commas; `json-parse`: the file as
 * JSON.parse takes it, so not even a byte order mark (Claude Desktop). What such a tool refuses is
 * found and removed on the file's bytes (json-bytes.ts, json-splice.ts).
 */
export type JsonSyntax = "json" | "json-comments" | "json-parse";
