// Markdown with front matter: `---` YAML `---` then the body. Read with the `yaml` library (errors
// with their line); Cursor's .mdc front matter is "not strict YAML" (`globs: *.ts` is an alias to
// YAML), so when YAML refuses it, a lenient `key: value` reading is used instead.
import { Document, parseDocument } from "yaml";
import { FormatError } from "./errors.ts";

export interface MarkdownDoc {
  /** Front matter fields in file order; empty when there is none. */
  fields: Record<string, unknown>;
  /** The front matter exactly as written (without the fences), or null. */
  frontmatterText: string | null;
  body: string;
}

export interface ParseMarkdownOptions {
  /** Fall back to `key: value` lines when YAML refuses the front matter (Cursor .mdc). */
  lenient?: boolean;
}

/** `text` has LF line endings (see decodeUserText). */
export function parseMarkdown(text: string, options: ParseMarkdownOptions = {}): MarkdownDoc {
  if (!text.startsWith("---\n") && text !== "---") return { fields: {}, frontmatterText: null, body: text };
  const rest = text.slice(4);
  const closing = /(^|\n)---[ \t]*(\n|$)/.exec(rest);
  if (closing === null) throw new FormatError("front matter opened with --- is never closed with a --- line", 1);
  const frontmatterText = rest.slice(0, closing.index + (closing[1]?.length ?? 0));
  const body = rest.slice(closing.index + closing[0].length);
  return { fields: parseFrontmatter(frontmatterText, options), frontmatterText, body };
}

function parseFrontmatter(source: string, options: ParseMarkdownOptions): Record<string, unknown> {
  if (source.trim() === "") return {};
  const document = parseDocument(source, { uniqueKeys: true, prettyErrors: false });
  let problem: { message: string; line: number } | null = null;
  let value: unknown;
  const error = document.errors[0];
  if (error !== undefined) problem = { message: error.message.split("\n")[0] ?? "", line: error.linePos?.[0]?.line ?? 1 };
  else {
    try {
      value = document.toJS(); // an alias without its anchor (`globs: *.ts`) fails only here
    } catch (thrown) {
      problem = { message: (thrown as Error).message, line: 1 };
    }
  }
  if (problem !== null) {
    if (options.lenient) return lenientFields(source);
    throw new FormatError(`front matter: ${problem.message}`, problem.line + 1);
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new FormatError("front matter is not a set of `key: value` fields", 2);
  return value as Record<string, unknown>;
}

/** `key: value` per line, values as written (quotes removed), `true`/`false` as booleans. */
function lenientFields(source: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  source.split("\n").forEach((line, index) => {
    if (line.trim() === "" || line.trimStart().startsWith("#")) return;
    const match = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!match) throw new FormatError(`front matter line is not \`key: value\`: ${JSON.stringify(line)}`, index + 2);
    const [, key = "", rawValue = ""] = match;
    const value = rawValue.trim().replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1");
    fields[key] = value === "true" ? true : value === "false" ? false : value;
  });
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
      : new Document(Object.fromEntries(entries)).toString({ lineWidth: 0 }).trimEnd();
  return `---\n${head}\n---\n${body}`;
}
