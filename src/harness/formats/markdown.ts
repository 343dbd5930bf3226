// Markdown with front matter: `---` YAML `---` then the body. Read with the `yaml` library (errors
// with their line). The tools are more forgiving than YAML: Cursor's .mdc front matter is "not
// strict YAML" (`globs: *.ts` is an alias to YAML), and Claude Code, Copilot and others accept an
// unquoted `: ` inside a description. So when YAML refuses the whole, a lenient reading takes each
// top-level key with its indented lines on its own: YAML where that block parses, else the value as
// written. Nothing the lenient reading cannot place stops the body being read: it is listed.
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
  /** Read front matter as the tools do when YAML refuses it (see above), never failing. */
  lenient?: boolean;
}

/** `text` has LF line endings (see decodeUserText). */
export function parseMarkdown(text: string, options: ParseMarkdownOptions = {}): MarkdownDoc {
  if (!text.startsWith("---\n") && text !== "---") return { fields: {}, frontmatterText: null, body: text };
  const rest = text.slice(4);
  const closing = /(^|\n)---[ \t]*(\n|$)/.exec(rest);
  if (closing === null) {
    const message = "front matter opened with --- is never closed with a --- line";
    if (options.lenient) return { fields: {}, frontmatterText: null, body: text, skipped: [{ line: 1, message: `${message}: the whole file was read as text` }] };
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
  if (error !== undefined) return { message: error.message.split("\n")[0] ?? "", line: error.linePos?.[0]?.line ?? 1 };
  try {
    return { value: document.toJS() }; // an alias without its anchor (`globs: *.ts`) fails only here
  } catch (thrown) {
    return { message: (thrown as Error).message, line: 1 };
  }
}

function parseFrontmatter(source: string, options: ParseMarkdownOptions, skipped: { line: number; message: string }[]): Record<string, unknown> {
  if (source.trim() === "") return {};
  const parsed = yamlValue(source);
  if ("message" in parsed) {
    if (options.lenient) return lenientFields(source, skipped);
    throw new FormatError(`front matter: ${parsed.message}`, parsed.line + 1);
  }
  const value = parsed.value;
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    if (options.lenient) return lenientFields(source, skipped);
    throw new FormatError("front matter is not a set of `key: value` fields", 2);
  }
  return value as Record<string, unknown>;
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
    else if (line.trim() !== "" && !line.startsWith("#")) skipped.push({ line: index + 2, message: `front matter line is not \`key: value\`, left out: ${JSON.stringify(line)}` });
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
    if (continued.length > 0 && "message" in parsed) skipped.push({ line: block.line, message: `front matter \`${block.key}\` is not valid YAML (${parsed.message}): read as the text written` });
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
