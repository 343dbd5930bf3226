// An edit is one change to one target file, computed against the file as it is now: a whole
// file, one entry of a JSON(C) or TOML config, or one svc-marked section of a Markdown file.
// Edits never write; the plan collects their outcomes and only src/harness/plan/apply.ts writes.
import { isDeepStrictEqual } from "node:util";
import { Document, isMap, isSeq, parseDocument } from "yaml";
import { FormatError } from "../formats/errors.ts";
import { parseJsonObject, renderJson, type JsonPath } from "../formats/json.ts";
import { editJson, type JsonSplicer } from "../formats/json-splice.ts";
import { stringify as stringifyToml } from "smol-toml";
import { parseToml, renderTable, replaceTables } from "../formats/toml.ts";
import { valueAt } from "../io.ts";

export type EditAction = "create" | "update" | "unchanged" | "conflict" | "delete";

/** What an edit did. */
export interface EditResult {
  action: EditAction;
  /** For conflicts: what is there now, for the report (entry value or file text). */
  current?: string;
  /** For conflicts: why, when it is not the entry's value (the file is one the tool would refuse). */
  why?: string;
}

export interface EditOutcome extends EditResult {
  /** The file's whole text after this edit; for a conflict, what overwriting would give. */
  next: string;
  /** The file is to be written without the byte order mark it has (a tool reading it with JSON.parse refuses one). */
  bom?: false;
}

/** What an edit of a text file may need to know of it beyond its text. */
export interface TextFileInfo {
  /** It starts with a byte order mark (UTF-8's, or UTF-16's), which its text leaves out. */
  bom: boolean;
}

/**
 * The same edit on a big JSON file held as bytes (formats/json-splice.ts). It belongs to the `apply`
 * it was made with: an edit that wraps another and replaces `apply` drops it (and the file is then
 * edited as text) unless it wraps this too, so no wrapper is ever skipped.
 */
export interface LargeJsonEdit {
  apply: Edit["apply"];
  run(doc: JsonSplicer): EditResult;
}

export interface Edit {
  /** Absolute path of the target file. */
  path: string;
  /** Removes the file (svc only deletes what it wrote itself and nobody changed since). */
  remove?: boolean;
  /** What inside the file this edit owns ("mcpServers.github"), or undefined for the whole file. */
  entry?: string;
  /** Binary content (skill resources): compared and written as bytes. */
  bytes?: Uint8Array;
  /**
   * The mode of a file this edit creates (default 0o644; Cline's hook scripts and a skill's scripts
   * are executables). A file that exists keeps its own mode, plus the executable bits asked for here.
   */
  mode?: number;
  /** Computes the outcome from the current text (LF line endings), or null when the file is absent. */
  apply(current: string | null, file?: TextFileInfo): EditOutcome;
  /** For JSON entries: the edit on a big file's bytes. */
  large?: LargeJsonEdit;
}

/** An edit whose outcome another decision changes, on text and on a big JSON file alike. */
export function mapOutcome(edit: Edit, change: <T extends EditResult>(outcome: T, current: string | null | JsonSplicer, file?: TextFileInfo) => T): Edit {
  const apply: Edit["apply"] = (current, file) => change(edit.apply(current, file), current, file);
  const inner = edit.large !== undefined && edit.large.apply === edit.apply ? edit.large : undefined;
  const { large: _dropped, ...rest } = edit;
  return { ...rest, apply, ...(inner ? { large: { apply, run: (doc: JsonSplicer) => change(inner.run(doc), doc) } } : {}) };
}

function sameText(a: string, b: string): boolean {
  return a === b || a.replace(/\s+$/, "") === b.replace(/\s+$/, "");
}

/** The whole file's content. */
export function wholeFile(path: string, content: string): Edit {
  return {
    path,
    apply(current) {
      if (current === null) return { action: "create", next: content };
      if (sameText(current, content)) return { action: "unchanged", next: current };
      return { action: "conflict", next: content, current };
    },
  };
}

/**
 * Lines a list file should hold (an ignore file, a rules file, a hook script): the missing ones
 * are appended, nothing is removed. A new file starts with `header` (a shebang, a comment).
 * With `ownHeader`, the lines only make sense after that header (a script's functions): a file
 * without it is someone else's, a conflict, and overwriting replaces it with header and lines.
 */
export function missingLines(
  path: string,
  lines: readonly string[],
  options: { header?: string; ownHeader?: boolean; mode?: number; entry?: string } = {},
): Edit {
  return {
    path,
    entry: options.entry ?? `${lines.length} line${lines.length === 1 ? "" : "s"}`,
    ...(options.mode === undefined ? {} : { mode: options.mode }),
    apply(current) {
      const fresh = `${options.header ?? ""}${lines.join("\n")}\n`;
      if (current === null) return { action: "create", next: fresh };
      if (options.ownHeader && !current.startsWith(options.header ?? "")) return { action: "conflict", next: fresh, current };
      const present = new Set(current.split("\n").map((line) => line.trim()));
      const missing = lines.filter((line) => !present.has(line.trim()));
      if (missing.length === 0) return { action: "unchanged", next: current };
      return { action: "update", next: `${current.replace(/\n*$/, "\n")}${missing.join("\n")}\n` };
    },
  };
}

/** Removing a whole file. */
export function deleteFile(path: string): Edit {
  return {
    path,
    remove: true,
    apply(current) {
      return current === null ? { action: "unchanged", next: "" } : { action: "delete", next: "" };
    },
  };
}

/**
 * The same edit, with a decision made elsewhere (sync's three-way comparison): `update` turns a
 * conflict into an update (the target is known to be unchanged since the last sync), `conflict`
 * turns any change into a conflict (the target changed on its own).
 */
export function decided(edit: Edit, decision: "update" | "conflict"): Edit {
  return mapOutcome(edit, (outcome) => {
    if (decision === "update" && outcome.action === "conflict") return { ...outcome, action: "update" };
    if (decision === "conflict" && (outcome.action === "update" || outcome.action === "create")) return { ...outcome, action: "conflict" };
    return outcome;
  });
}

/** A binary file (compared byte for byte by the planner), with the mode it should have (a script's 0o755). */
export function wholeBytes(path: string, bytes: Uint8Array, mode?: number): Edit {
  return {
    path,
    bytes,
    ...(mode === undefined ? {} : { mode }),
    apply(current) {
      return { action: current === null ? "create" : "unchanged", next: current ?? "" };
    },
  };
}

/** One entry of a JSON or JSONC file, e.g. ["mcpServers", "github"]; the rest stays byte for byte. */
export function jsonEntry(path: string, at: JsonPath, value: unknown, same: (existing: unknown, wanted: unknown) => boolean = isDeepStrictEqual): Edit {
  const edit: Edit = {
    path,
    entry: at.join("."),
    apply(current) {
      if (current === null) {
        let fresh: Record<string, unknown> = {};
        let node = fresh;
        at.forEach((key, index) => {
          const child = index === at.length - 1 ? value : {};
          node[String(key)] = child;
          node = child as Record<string, unknown>;
        });
        return { action: "create", next: renderJson(fresh) };
      }
      const existing = valueAt(parseJsonObject(current), at);
      if (existing === undefined) return { action: "update", next: editJson(current, at, value) };
      if (same(existing, value)) return { action: "unchanged", next: current };
      return { action: "conflict", next: editJson(current, at, value), current: JSON.stringify(existing, null, 2) };
    },
  };
  edit.large = {
    apply: edit.apply,
    run(doc) {
      const existing = doc.get(at);
      if (existing !== undefined && same(existing, value)) return { action: "unchanged" };
      doc.set(at, value);
      return existing === undefined ? { action: "update" } : { action: "conflict", current: JSON.stringify(existing, null, 2) };
    },
  };
  return edit;
}

/**
 * A change to a JSON value that is shared by several items (e.g. a hooks array): `merge` gets the
 * current value at `at` and returns the wanted one plus whether the item was already there, and
 * whether what is there contradicts it.
 */
/** How an item changes a value shared with others: the wanted value, and whether the item was there. */
export type Merge = (existing: unknown) => { value: unknown; state: "present" | "absent" | "different" };

export function jsonMerge(path: string, at: JsonPath, label: string, merge: Merge): Edit {
  const edit: Edit = {
    path,
    entry: label,
    apply(current) {
      const root = current === null ? {} : parseJsonObject(current);
      const { value, state } = merge(valueAt(root, at));
      const base = current ?? "{}\n";
      const next = state === "present" ? base : editJson(base, at, value);
      const action: EditAction = current === null ? "create" : state === "present" ? "unchanged" : state === "absent" ? "update" : "conflict";
      return { action, next: current === null ? renderJson(parseJsonObject(next)) : next };
    },
  };
  edit.large = {
    apply: edit.apply,
    run(doc) {
      const { value, state } = merge(doc.get(at));
      if (state === "present") return { action: "unchanged" };
      doc.set(at, value);
      return { action: state === "absent" ? "update" : "conflict" };
    },
  };
  return edit;
}

/** One `[table]` of a TOML file with its sub-tables, e.g. ["mcp_servers", "github"]. */
export function tomlTable(path: string, at: string[], value: Record<string, unknown>): Edit {
  return {
    path,
    entry: at.join("."),
    apply(current) {
      const rendered = renderTable(at, value);
      if (current === null) return { action: "create", next: `${rendered}\n` };
      const file = parseToml(current);
      const existing = valueAt(file.value, at);
      if (existing === undefined) return { action: "update", next: replaceTables(current, file, at, rendered) };
      if (isDeepStrictEqual(normalizeToml(existing), normalizeToml(value))) return { action: "unchanged", next: current };
      return { action: "conflict", next: replaceTables(current, file, at, rendered), current: renderTable(at, existing as Record<string, unknown>) };
    },
  };
}

/**
 * One `[[key]]` entry of a TOML array of tables (a Gemini policy file's `[[rule]]`, Codex's
 * `[[hooks.Stop]]`): present when an entry `same` accepts (by default, one equal to `value`) is
 * there already, else appended after the file's other text, which stays as it is. The file must
 * still parse with it (an array the file writes inline cannot take a `[[table]]`).
 */
export function tomlArrayEntry(
  path: string,
  key: string | readonly string[],
  value: Record<string, unknown>,
  options: { entry: string; header?: string; same?: (existing: unknown) => boolean },
): Edit {
  const at = typeof key === "string" ? [key] : [...key];
  const same = options.same ?? ((existing: unknown) => isDeepStrictEqual(normalizeToml(existing), normalizeToml(value)));
  return {
    path,
    entry: options.entry,
    apply(current) {
      let nested: unknown = [value];
      for (const part of [...at].reverse()) nested = { [part]: nested };
      const rendered = stringifyToml(nested as Record<string, unknown>).trim();
      if (current === null) return { action: "create", next: `${options.header ?? ""}${rendered}\n` };
      const existing = valueAt(parseToml(current).value, at);
      if (Array.isArray(existing) && existing.some(same)) return { action: "unchanged", next: current };
      const separator = current === "" || current.endsWith("\n\n") ? "" : current.endsWith("\n") ? "\n" : "\n\n";
      const next = `${current}${separator}${rendered}\n`;
      parseToml(next); // throws with the line where the file cannot take it
      return { action: "update", next };
    },
  };
}

/** TOML integers may come back as bigint; compare them as numbers. */
function normalizeToml(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(normalizeToml);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, normalizeToml(child)]));
  }
  return value;
}

// ---- svc-marked sections of Markdown files ----------------------------------------------------

/** `<!-- svc:begin {json} -->` … `<!-- svc:end name -->`: a rule carried into a single-file tool. */
export interface SectionAttributes {
  name: string;
  [key: string]: unknown;
}

const BEGIN = /^<!-- svc:begin (\{.*\}) -->$/;

function sectionBegin(attributes: SectionAttributes): string {
  return `<!-- svc:begin ${JSON.stringify(attributes).replace(/>/g, "\\u003e")} -->`;
}

function sectionEnd(name: string): string {
  return `<!-- svc:end ${JSON.stringify(name).replace(/>/g, "\\u003e")} -->`;
}

export interface Section {
  attributes: SectionAttributes;
  body: string;
  /** Line offsets (0-based) of the begin and end markers. */
  beginLine: number;
  endLine: number;
}

/** Splits a Markdown text into the part outside svc sections and the sections. */
export function splitSections(text: string): { outside: string; sections: Section[] } {
  const lines = text.split("\n");
  const sections: Section[] = [];
  const outside: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const begin = BEGIN.exec(lines[index] ?? "");
    let attributes: SectionAttributes | null = null;
    if (begin) {
      try {
        const parsed: unknown = JSON.parse(begin[1] ?? "");
        if (typeof parsed === "object" && parsed !== null && typeof (parsed as SectionAttributes).name === "string") attributes = parsed as SectionAttributes;
      } catch {
        attributes = null;
      }
    }
    if (attributes === null) {
      outside.push(lines[index] ?? "");
      continue;
    }
    // The end marker is looked for from here on, not from the top: one pass over the file.
    const endMarker = sectionEnd(attributes.name);
    let end = index + 1;
    while (end < lines.length && lines[end] !== endMarker) end++;
    if (end === lines.length) throw new FormatError(`svc section "${attributes.name}" has no end marker (${endMarker})`, index + 1);
    sections.push({ attributes, body: lines.slice(index + 1, end).join("\n"), beginLine: index, endLine: end });
    index = end;
  }
  // Sections are separated from the rest by one blank line each; drop those when taking them out.
  return { outside: outside.join("\n").replace(/\n{3,}/g, "\n\n"), sections };
}

function renderSection(attributes: SectionAttributes, body: string): string {
  return `${sectionBegin(attributes)}\n${body.replace(/\n+$/, "")}\n${sectionEnd(attributes.name)}`;
}

/** The sections of one text by name, and its line count. */
interface SectionIndex {
  text: string;
  lineCount: number;
  /** The separator a section appended to this text needs (read once: the text may be a rope). */
  separator: string;
  byName: Map<string, Section>;
}

/**
 * The index of the text the last section edit produced. A plan applies every rule of a tool to
 * the same AGENTS.md one after another, each to the text the one before produced: re-reading the
 * whole file for each would make a plan of n rules take n² time, so an appended section updates
 * the index instead (the identical string is recognised by reference, without comparing text).
 */
let lastIndex: SectionIndex | undefined;
/**
 * The index of the last text read whole. A size check (Codex's AGENTS.md limit) tries each rule on
 * the file as it stands, and once the file is full that text stays the same for every later rule:
 * kept, it is not read again for each. An append copies its names rather than extend it.
 */
let readIndex: SectionIndex | undefined;

function sectionIndex(text: string): SectionIndex {
  if (lastIndex !== undefined && lastIndex.text === text) return lastIndex;
  if (readIndex !== undefined && readIndex.text === text) return readIndex;
  const { sections } = splitSections(text);
  const separator = text === "" ? "" : text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
  readIndex = { text, lineCount: countLines(text), separator, byName: new Map(sections.map((section) => [section.attributes.name, section])) };
  return readIndex;
}

function countLines(text: string): number {
  let count = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count;
}

/** One svc section of a Markdown file, added at the end or replaced where it is. */
export function markdownSection(path: string, attributes: SectionAttributes, body: string): Edit {
  return {
    path,
    entry: `section ${attributes.name}`,
    apply(current) {
      const rendered = renderSection(attributes, body);
      if (current === null) return { action: "create", next: `${rendered}\n` };
      const index = sectionIndex(current);
      const existing = index.byName.get(attributes.name);
      if (existing === undefined) {
        const { separator } = index;
        const next = `${current}${separator}${rendered}\n`;
        const beginLine = index.lineCount - 1 + countLines(separator) - 1;
        const endLine = beginLine + countLines(rendered) - 1;
        // The index of an appended text is not needed again (its text is superseded): extended in
        // place. The index of a text read whole may be (readIndex): copied.
        const byName = index === readIndex ? new Map(index.byName) : index.byName;
        byName.set(attributes.name, { attributes, body: body.replace(/\n+$/, ""), beginLine, endLine });
        lastIndex = { text: next, lineCount: endLine + 2, separator: "\n", byName };
        return { action: "update", next };
      }
      const lines = current.split("\n");
      const next = [...lines.slice(0, existing.beginLine), rendered, ...lines.slice(existing.endLine + 1)].join("\n");
      if (sameText(existing.body, body.replace(/\n+$/, "")) && isDeepStrictEqual(existing.attributes, attributes))
        return { action: "unchanged", next: current };
      return { action: "conflict", next, current: existing.body };
    },
  };
}

/** The part of a Markdown file outside svc sections (a tool's main instruction text). */
export function markdownOutside(path: string, content: string): Edit {
  return {
    path,
    apply(current) {
      if (current === null) return { action: "create", next: content };
      const { outside, sections } = splitSections(current);
      if (sameText(outside.trim(), content.trim())) return { action: "unchanged", next: current };
      const kept = sections.map((section) => renderSection(section.attributes, section.body));
      const next = [content.replace(/\n+$/, ""), ...kept].join("\n\n") + "\n";
      return { action: outside.trim() === "" ? "update" : "conflict", next, current: outside };
    },
  };
}

// ---- entries of a YAML list (Roo's .roomodes) -------------------------------------------------

/**
 * One entry of a list in a YAML (or JSON) file, found by its name key; the rest keeps its comments.
 * `header`: the keys a new file starts with (Continue's config.yaml needs name and version).
 */
export function yamlListEntry(path: string, listKey: string, nameKey: string, value: Record<string, unknown>, header: Record<string, unknown> = {}): Edit {
  const name = String(value[nameKey]);
  return {
    path,
    entry: `${listKey}.${name}`,
    apply(current) {
      if (current === null) return { action: "create", next: new Document({ ...header, [listKey]: [value] }).toString({ lineWidth: 0 }) };
      const document = parseDocument(current);
      const error = document.errors[0];
      if (error) throw new FormatError(`invalid YAML: ${error.message.split("\n")[0]}`, error.linePos?.[0]?.line ?? 1);
      const list = document.get(listKey);
      if (list === undefined || list === null) {
        document.set(listKey, document.createNode([value]));
        return { action: "update", next: document.toString({ lineWidth: 0 }) };
      }
      if (!isSeq(list)) throw new FormatError(`${listKey} is not a list`, 1);
      const index = list.items.findIndex((entry) => isMap(entry) && String(entry.get(nameKey)) === name);
      if (index === -1) {
        list.add(document.createNode(value));
        return { action: "update", next: document.toString({ lineWidth: 0 }) };
      }
      const existing = (list.items[index] as { toJSON(): unknown }).toJSON();
      if (isDeepStrictEqual(existing, value)) return { action: "unchanged", next: current };
      list.set(index, document.createNode(value));
      return { action: "conflict", next: document.toString({ lineWidth: 0 }), current: JSON.stringify(existing, null, 2) };
    },
  };
}

/** jsonMerge for YAML files (Continue's permissions.yaml): the value at `at`, comments elsewhere kept. */
export function yamlMerge(path: string, at: string[], label: string, merge: Merge): Edit {
  return {
    path,
    entry: label,
    apply(current) {
      const document = parseDocument(current ?? "");
      const error = document.errors[0];
      if (error) throw new FormatError(`invalid YAML: ${error.message.split("\n")[0]}`, error.linePos?.[0]?.line ?? 1);
      const existing: unknown = document.getIn(at);
      const plain = existing !== null && typeof existing === "object" && "toJSON" in existing ? (existing as { toJSON(): unknown }).toJSON() : existing;
      const { value, state } = merge(plain);
      if (state === "present") return { action: current === null ? "create" : "unchanged", next: current ?? "" };
      document.setIn(at, document.createNode(value));
      const action: EditAction = current === null ? "create" : state === "absent" ? "update" : "conflict";
      return { action, next: document.toString({ lineWidth: 0 }) };
    },
  };
}
