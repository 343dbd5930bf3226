// Markdown with front matter: `---` YAML `---` then the body. Read with the `yaml` library (errors
// with their line). Two forgivenesses, as the tools' own documentation writes their files: a
// one-line value holding a `: ` (`description: Use this when: …`, which OpenCode reads as text and
// Claude Code's docs write) or bracketed hints side by side (`argument-hint: [pr-number] [priority]`)
// is read as the text written; and Cursor's .mdc front matter is no YAML at all (`globs: *.ts`
// would be an alias to YAML): each `key: value` line is the text written. Anything else YAML
// refuses (`description: [unclosed`, `foo: : bar`, a line that is no `key: value`) Claude Code
// refuses too, loading the file without any of its fields: it is an error with its line, and the
// item is not read half-way.
import { Document, parseDocument } from "yaml";
import { FormatError } from "./errors.ts";
import { simpleYamlMapping, simpleYamlText } from "./simple-yaml.ts";

export interface MarkdownDoc {
  /** Front matter fields in file order; empty when there is none. */
  fields: Record<string, unknown>;
  /** The front matter exactly as written (without the fences), or null. */
  frontmatterText: string | null;
  body: string;
  /** Lenient reading only: what it could not place, with the 1-based line in the file. */
  skipped?: { line: number; message: string }[];
}

export interface ParseMarkdownOptions {
  /**
   * Read front matter as the tools do when YAML refuses it (see above): `true` forgives an
   * unquoted `: ` in a one-line value; `"raw"` (Cursor's .mdc) takes each value as written and
   * never fails, listing what it could not place.
   */
  lenient?: boolean | "raw";
}

/** `text` has LF line endings (see decodeUserText). */
export function parseMarkdown(text: string, options: ParseMarkdownOptions = {}): MarkdownDoc {
  if (!text.startsWith("---\n") && text !== "---") return { fields: {}, frontmatterText: null, body: text };
  const rest = text.slice(4);
  const closing = /(^|\n)---[ \t]*(\n|$)/.exec(rest);
  if (closing === null) {
    const message = "front matter opened with --- is never closed with a --- line";
    // The tools read such a file as text without front matter.
    if (options.lenient)
      return { fields: {}, frontmatterText: null, body: text, skipped: [{ line: 1, message: `${message}: the whole file was read as text` }] };
    throw new FormatError(message, 1);
  }
  const frontmatterText = rest.slice(0, closing.index + (closing[1]?.length ?? 0));
  const body = rest.slice(closing.index + closing[0].length);
  const skipped: { line: number; message: string }[] = [];
  const fields = parseFrontmatter(frontmatterText, options, skipped);
  return { fields, frontmatterText, body, ...(skipped.length > 0 ? { skipped } : {}) };
}

/** The YAML value of a front matter text, or the first problem with its line in the text. */
function yamlValue(source: string): { value: unknown } | { message: string; line: number } {
  // Flat `key: value` fields and simple lists, as most tool files have, without the library.
  const simple = simpleYamlMapping(source);
  if (simple !== null) return { value: simple };
  const document = parseDocument(source, { uniqueKeys: true, prettyErrors: false });
  const error = document.errors[0];
  if (error !== undefined) {
    let line = lineOf(source, error.pos[0]);
    // An unclosed `[` or `{` is found where the next line starts: the line to fix is the one that opened it.
    if (error.code === "BAD_INDENT" && /^Flow (sequence|map)/.test(error.message)) line = lastTopLevelLine(source, line) ?? line;
    return { message: error.message.split("\n")[0] ?? "", line };
  }
  try {
    return { value: document.toJS() }; // an alias without its anchor (`globs: *.ts`) fails only here
  } catch (thrown) {
    return { message: (thrown as Error).message, line: 1 };
  }
}

/** The 1-based line of an offset in a text. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

/** The last line before `line` that starts at the left margin (a top-level key), if any. */
function lastTopLevelLine(text: string, line: number): number | undefined {
  const lines = text.split("\n");
  for (let index = Math.min(line - 1, lines.length) - 1; index >= 0; index--) if (/^[^\s#]/.test(lines[index] ?? "")) return index + 1;
  return undefined;
}

function parseFrontmatter(source: string, options: ParseMarkdownOptions, skipped: { line: number; message: string }[]): Record<string, unknown> {
  if (source.trim() === "") return {};
  let parsed = yamlValue(source);
  if ("message" in parsed && options.lenient === "raw") return lenientFields(source, skipped);
  if ("message" in parsed && options.lenient) {
    // Values the tools' documentation writes unquoted, read as the text written.
    const forgiven = forgiveValues(source);
    if (forgiven !== null) {
      const again = yamlValue(forgiven.text);
      parsed = "message" in again ? { message: again.message, line: forgiven.lineOf(again.line) } : again;
    }
  }
  if ("message" in parsed) throw new FormatError(`front matter: ${parsed.message} (quote the value, or fix the YAML)`, parsed.line + 1);
  const value = parsed.value;
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    if (options.lenient === "raw") return lenientFields(source, skipped);
    throw new FormatError("front matter is not a set of `key: value` fields", 2);
  }
  return value as Record<string, unknown>;
}

/** A value's first character that makes it no text to YAML (an anchor, an alias, a tag, a block…). */
const INDICATOR = /^(?:[:?,#&*!|>'"%@`]|- )/;

/** Brackets, braces and parentheses that all close, in order: a value written whole. */
function balanced(value: string): boolean {
  const open: string[] = [];
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  for (const character of value) {
    if (character === "(" || character === "[" || character === "{") open.push(character);
    else if (character in pairs && open.pop() !== pairs[character]) return false;
  }
  return open.length === 0;
}

/**
 * The front matter with each top-level one-line `key: value` that YAML refuses on its own but the
 * tools' own documentation writes unquoted — text holding a `: ` (`description: Use this when: …`),
 * or bracketed hints side by side (`argument-hint: [pr-number] [priority]`) — written as a literal
 * block (`key: |-` and the value indented below), so it reads as the text written; null when there
 * is none. A value that is malformed (`[unclosed`, `: bar`), starts with another YAML indicator or
 * continues on indented lines is left for YAML to refuse. `lineOf` maps a line of the result back.
 */
function forgiveValues(source: string): { text: string; lineOf(line: number): number } | null {
  const lines = source.split("\n");
  const out: string[] = [];
  const origin: number[] = [];
  lines.forEach((line, index) => {
    const match = /^([A-Za-z_][\w-]*)[ \t]*:[ \t]+(.*?)[ \t]*$/.exec(line);
    const value = match?.[2] ?? "";
    const continued = /^[ \t]+\S/.test(lines[index + 1] ?? "");
    if (match && !continued && !INDICATOR.test(value) && balanced(value) && "message" in yamlValue(line)) {
      out.push(`${match[1]}: |-`, `  ${value}`);
      origin.push(index + 1, index + 1);
    } else {
      out.push(line);
      origin.push(index + 1);
    }
  });
  if (out.length === lines.length) return null;
  return { text: out.join("\n"), lineOf: (line) => origin[line - 1] ?? line };
}

/**
 * Each top-level `key:` line with the indented lines below it, read on its own: as YAML where that
 * parses, else the text as written (quotes removed, `true`/`false` as booleans, continuation lines
 * joined by spaces, as a plain YAML scalar would be). A line that belongs to no key is skipped.
 */
function lenientFields(source: string, skipped: { line: number; message: string }[]): Record<string, unknown> {
  const blocks: { key: string; first: string; lines: string[]; line: number }[] = [];
  source.split("\n").forEach((line, index) => {
    const top = /^([A-Za-z_][\w.-]*)[ \t]*:(?:[ \t]+(.*))?$/.exec(line);
    if (top) blocks.push({ key: top[1] ?? "", first: (top[2] ?? "").trim(), lines: [line], line: index + 2 });
    else if (blocks.length > 0 && (line.trim() === "" || /^[ \t]/.test(line))) blocks.at(-1)?.lines.push(line);
    else if (line.trim() !== "" && !line.startsWith("#"))
      skipped.push({ line: index + 2, message: `front matter line is not \`key: value\`, left out: ${JSON.stringify(line)}` });
  });
  const fields: Record<string, unknown> = {};
  for (const block of blocks) {
    const parsed = yamlValue(block.lines.join("\n"));
    if ("value" in parsed && typeof parsed.value === "object" && parsed.value !== null && block.key in parsed.value) {
      fields[block.key] = (parsed.value as Record<string, unknown>)[block.key];
      continue;
    }
    const continued = block.lines.slice(1).filter((line) => line.trim() !== "");
    // One line with a `: ` in its value is what the tools accept; an indented block YAML refuses is worth a word.
    if (continued.length > 0 && "message" in parsed)
      skipped.push({ line: block.line, message: `front matter \`${block.key}\` is not valid YAML (${parsed.message}): read as the text written` });
    const text = [block.first, ...continued.map((line) => line.trim())].filter((part) => part !== "").join(" ");
    const value = text.replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1");
    fields[block.key] = value === "true" ? true : value === "false" ? false : value;
  }
  return fields;
}

export type FrontmatterStyle = "yaml" | "mdc";

/**
 * Front matter + body. YAML style quotes what YAML needs quoted; MDC style writes values raw
 * (Cursor reads `globs: a,b` literally, and quotes would become part of the value).
 */
export function renderMarkdown(fields: Record<string, unknown>, body: string, style: FrontmatterStyle = "yaml"): string {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return body;
  const head =
    style === "mdc"
      ? entries.map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(",") : String(value)}`).join("\n")
      : (simpleYamlText(Object.fromEntries(entries)) ?? new Document(Object.fromEntries(entries)).toString({ lineWidth: 0 }).trimEnd());
  return `---\n${head}\n---\n${body}`;
}
