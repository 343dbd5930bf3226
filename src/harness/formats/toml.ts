// TOML: read with toml-eslint-parser (values plus the source range of every table, and errors
// with their line), written with smol-toml's stringify. Editing replaces only the text of the
// tables being changed, so comments, untouched tables and unknown keys survive a write-back.
import { stringify } from "smol-toml";
import { getStaticTOMLValue, parseTOML } from "toml-eslint-parser";
import { FormatError } from "./errors.ts";

type TomlProgram = ReturnType<typeof parseTOML>;

export interface TomlFile {
  value: Record<string, unknown>;
  ast: TomlProgram;
}

export function parseToml(text: string): TomlFile {
  let ast: TomlProgram;
  try {
    ast = parseTOML(text);
  } catch (error) {
    const failure = error as { message?: string; lineNumber?: number };
    throw new FormatError(`invalid TOML: ${failure.message ?? String(error)}`, failure.lineNumber ?? 1);
  }
  return { value: getStaticTOMLValue(ast) as Record<string, unknown>, ast };
}

/** How a table's key begins, e.g. ["mcp_servers", "github"]. */
function startsWith(key: readonly (string | number)[], prefix: readonly string[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}

export interface TableSpan {
  start: number;
  end: number;
}

/**
 * Where `[prefix]` and its sub-tables (`[prefix.env]`…) are written as tables. Returns null when
 * the key is also set some other way (an inline table, dotted keys), which this editor does not
 * rewrite.
 */
function tableSpans(file: TomlFile, prefix: readonly string[]): TableSpan[] | null {
  const spans: TableSpan[] = [];
  let otherForm = false;
  const top = file.ast.body[0];
  for (const node of top?.body ?? []) {
    if (node.type === "TOMLTable") {
      if (startsWith(node.resolvedKey, prefix)) spans.push({ start: node.range[0], end: node.range[1] });
      else if (prefix.length > 1 && node.resolvedKey.length < prefix.length && startsWith(prefix, node.resolvedKey.map(String))) {
        // [mcp_servers] with `github = {…}` or `github.command = …` inside
        for (const entry of node.body) {
          const key = [...node.resolvedKey.map(String), ...entry.key.keys.map(keyName)];
          if (startsWith(key, prefix)) otherForm = true;
        }
      }
    } else if (node.type === "TOMLKeyValue") {
      if (startsWith(node.key.keys.map(keyName), prefix.slice(0, node.key.keys.length))) otherForm = true;
    }
  }
  return otherForm ? null : spans;
}

function keyName(key: { type: string; name?: string; value?: string }): string {
  return key.type === "TOMLBare" ? (key.name ?? "") : (key.value ?? "");
}

/** `[a.b]` tables (and sub-tables) for a value, as smol-toml writes them. */
export function renderTable(prefix: readonly string[], value: Record<string, unknown>): string {
  let nested: Record<string, unknown> = value;
  for (const part of [...prefix].reverse()) nested = { [part]: nested };
  return stringify(nested).trim();
}

/**
 * Replaces the tables of `prefix` with `replacement` (or removes them when it is null), or
 * appends it at the end when the key has no table yet.
 */
export function replaceTables(text: string, file: TomlFile, prefix: readonly string[], replacement: string | null): string {
  const spans = tableSpans(file, prefix);
  if (spans === null) throw new FormatError(`[${prefix.join(".")}] is written as an inline table or dotted keys; svc edits only [table] form`, 1);
  if (spans.length === 0) {
    if (replacement === null) return text;
    const separator = text === "" ? "" : text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
    return `${text}${separator}${replacement}\n`;
  }
  let result = text;
  // Remove from the end so earlier offsets stay valid; the first span receives the replacement.
  const ordered = [...spans].sort((a, b) => b.start - a.start);
  ordered.forEach((span, index) => {
    const isFirst = index === ordered.length - 1;
    let end = span.end;
    if (!isFirst || replacement === null) {
      // Take the table's trailing newline and one blank line with it.
      while (result[end] === "\n" && end - span.end < 2) end++;
      result = result.slice(0, span.start) + result.slice(end);
    } else {
      result = result.slice(0, span.start) + replacement + result.slice(span.end);
    }
  });
  return result;
}

/** A multi-line TOML basic string, readable for prompts ("""…"""). */
export function multilineString(text: string): string {
  const escaped = text
    .replace(/\\/g, "\\\\")
    .replace(/"""/g, '""\\"')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `"""\n${escaped}${escaped.endsWith('"') ? "\\\n" : ""}"""`;
}
