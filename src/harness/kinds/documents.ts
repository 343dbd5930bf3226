// Commands (slash commands / prompts / workflows) and agents (subagents / modes): one file per
// item (Markdown with front matter, TOML or JSON; sometimes a folder per item), or entries of one
// shared YAML list (Roo's .roomodes), mapped field by field through each tool's declaration. A file
// whose every field the target knows under the same name is copied unchanged (exact); otherwise it
// is written from the neutral item and each field the target cannot hold is reported as lost.
import path from "node:path";
import { stringify } from "smol-toml";
import { parseJsonObject } from "../formats/json.ts";
import { parseYamlObject } from "../formats/yaml.ts";
import { parseMarkdown, renderMarkdown, type MarkdownDoc } from "../formats/markdown.ts";
import { multilineString, parseToml } from "../formats/toml.ts";
import { findFiles, parseOrProblem, readParsed, readTextOr } from "../io.ts";
import type { Agent, Command, HarnessItem, ReadProblem } from "../model.ts";
import { wholeFile, yamlListEntry, type Edit } from "../plan/edits.ts";
import {
  isUnsupported,
  resolvePath,
  sourceTool,
  type CommandsSpec,
  type DocumentLocation,
  type DocumentsSpec,
  type FieldMapping,
  type RenderContext,
  type ToolContext,
} from "../tools/types.ts";
import {
  emptyRead,
  extraFor,
  fidelityOf,
  listField,
  ownFieldsOf,
  lostBodySyntax,
  lowerHyphen,
  portableName,
  portablePath,
  uniqueFileNames,
  skippedProblems,
  stringField,
  unsupportedTranslation,
  type ReadResult,
  type Translation,
} from "./common.ts";
import { skillDocument, skillEdits, skillFolderName } from "./skills.ts";

/** Vendors whose files say `model: inherit`; elsewhere leaving the model out means the same. */
const INHERITS = new Set(["anthropic", "cursor"]);

export const NEUTRAL_COMMAND = ["name", "description", "argumentHint", "allowedTools", "model"] as const;
export const NEUTRAL_AGENT = ["name", "description", "tools", "model"] as const;

type Kind = "commands" | "agents";

// ---- reading --------------------------------------------------------------------------------

export async function readDocuments(kind: Kind, spec: DocumentsSpec, context: ToolContext): Promise<ReadResult> {
  const locations = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(locations)) return result;
  const seen = new Set<string>();
  for (const location of locations) {
    for (const entry of await readLocation(location, spec, context, result.problems)) {
      const item = toItem(kind, entry, spec, context);
      if (seen.has(item.name)) item.shadowedBy = [...result.items].find((other) => other.name === item.name)?.origin.path ?? "another";
      seen.add(item.name);
      result.items.push(item);
    }
  }
  return result;
}

interface RawDocument {
  name: string;
  file: string;
  entry?: string;
  fields: Record<string, unknown>;
  body: string;
  /** Each front matter key's value as written (for string fields YAML reads as something else). */
  written: Record<string, string>;
  raw?: string;
  location: DocumentLocation;
}

async function readLocation(location: DocumentLocation, spec: DocumentsSpec, context: ToolContext, problems: ReadProblem[]): Promise<RawDocument[]> {
  const dir = resolvePath(context, location.dir);
  if (location.format === "yaml-list") return readYamlList(dir, location, problems);
  if (location.format === "json-map") return readJsonMap(dir, location, problems);
  const deep = spec.namespaced || location.deep ? "**/" : "";
  const patterns = location.itemFile
    ? [`*/${location.itemFile}`]
    : [location.ext, ...(location.readAlso ? [location.readAlso] : [])].map((ext) => `${deep}*${ext}`);
  const out: RawDocument[] = [];
  for (const found of await findFiles(dir, patterns, { problems })) {
    const text = await readTextOr(found.path, problems);
    if (text === null) continue;
    const parsed = parseOrProblem(found.path, () => parseDocumentText(text, location));
    if (!parsed.ok) {
      problems.push(parsed.problem);
      continue;
    }
    const stem = found.relative.slice(0, -(found.relative.endsWith(location.ext) ? location.ext : (location.readAlso ?? "")).length);
    const name = location.itemFile ? path.dirname(found.relative) : location.deep && !spec.namespaced ? path.posix.basename(stem) : stem;
    const { skipped, ...document } = parsed.value;
    problems.push(...skippedProblems(found.path, { skipped }));
    out.push({ name, file: found.path, ...document, raw: text, location });
  }
  return out;
}

interface ParsedDocument {
  fields: Record<string, unknown>;
  body: string;
  written: Record<string, string>;
  /** Front matter lines a lenient reading left out (the item is read without them). */
  skipped: { line: number; message: string }[];
}

function parseDocumentText(text: string, location: DocumentLocation): ParsedDocument {
  if (location.format === "toml" || location.format === "json") {
    const value = location.format === "toml" ? parseToml(text).value : parseJsonObject(text);
    const bodyKey = location.bodyKey ?? "prompt";
    return { fields: value, body: typeof value[bodyKey] === "string" ? (value[bodyKey] as string) : "", written: {}, skipped: [] };
  }
  const doc = location.format === "prompt" ? parsePromptFile(text) : parseMarkdown(text, { lenient: true });
  return { fields: doc.fields, body: doc.body, written: writtenValues(doc.frontmatterText ?? ""), skipped: doc.skipped ?? [] };
}

/**
 * Continue's `.prompt` file: a YAML preamble (name, description…) and the prompt after a `---`
 * line; without that line the whole file is the prompt. A file that opens with `---` is read as
 * Markdown with front matter.
 */
function parsePromptFile(text: string): MarkdownDoc {
  if (text.startsWith("---\n")) return parseMarkdown(text, { lenient: true });
  const separator = /(^|\n)---[ \t]*\n/.exec(text);
  if (separator === null) return { fields: {}, frontmatterText: null, body: text };
  const frontmatterText = text.slice(0, separator.index + (separator[1]?.length ?? 0));
  const body = text.slice(separator.index + separator[0].length);
  const doc = parseMarkdown(`---\n${frontmatterText}---\n${body}`, { lenient: true });
  // Lines are counted in the file, which has no opening `---`.
  return { ...doc, frontmatterText, ...(doc.skipped ? { skipped: doc.skipped.map((left) => ({ ...left, line: left.line - 1 })) } : {}) };
}

async function readYamlList(file: string, location: DocumentLocation, problems: ReadProblem[]): Promise<RawDocument[]> {
  const list = location.list ?? { key: "items", nameKey: "name" };
  const value = await readParsed(file, parseYamlObject, problems);
  const entries = value?.[list.key];
  if (!Array.isArray(entries)) return [];
  const out: RawDocument[] = [];
  for (const entry of entries) {
    if (typeof entry !== "object" || entry === null) continue;
    const fields = entry as Record<string, unknown>;
    const name = stringField(fields[list.nameKey]);
    if (name === undefined) continue;
    out.push({ name, file, entry: `${list.key}.${name}`, fields, body: stringField(fields[location.bodyKey ?? "prompt"]) ?? "", written: {}, location });
  }
  return out;
}

/** Items defined inline in a tool's config, by name: `"agent": {"review": {"prompt": …}}`. */
async function readJsonMap(file: string, location: DocumentLocation, problems: ReadProblem[]): Promise<RawDocument[]> {
  const key = location.map ?? "";
  const entries = (await readParsed(file, parseJsonObject, problems))?.[key];
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) return [];
  const out: RawDocument[] = [];
  for (const [name, entry] of Object.entries(entries as Record<string, unknown>)) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      problems.push({ path: file, message: `${key}.${name} is not an object` });
      continue;
    }
    const fields = entry as Record<string, unknown>;
    out.push({ name, file, entry: `${key}.${name}`, fields, body: stringField(fields[location.bodyKey ?? "prompt"]) ?? "", written: {}, location });
  }
  return out;
}

function toItem(kind: Kind, document: RawDocument, spec: DocumentsSpec, context: ToolContext): Command | Agent {
  const neutral = kind === "commands" ? NEUTRAL_COMMAND : NEUTRAL_AGENT;
  const list = document.location.list;
  // A fixed field is the tool's own only while it holds the fixed value; another value is the user's.
  const fixed = Object.entries(spec.fixed ?? {})
    .filter(([key, value]) => JSON.stringify(document.fields[key]) === JSON.stringify(value))
    .map(([key]) => key);
  const ownKeys = new Set<string>([
    ...(document.location.bodyKey ? [document.location.bodyKey] : []),
    ...(list ? [list.nameKey, ...(list.titleKey ? [list.titleKey] : [])] : []),
    ...fixed,
  ]);
  const values: Record<string, unknown> = {};
  for (const field of neutral) {
    const mapping = spec.fields[field];
    if (!mapping || !(mapping.key in document.fields)) continue;
    ownKeys.add(mapping.key);
    const value = document.fields[mapping.key];
    switch (mapping.shape) {
      case "list":
      case "comma":
        values[field] = listField(value);
        break;
      case "map":
        // A map that turns tools off ({bash: false}) says "all but these", which a list of tools
        // cannot: it stays the tool's own field (reported lost elsewhere, under its own name).
        if (typeof value === "object" && value !== null && Object.values(value).some((on) => on === false)) ownKeys.delete(mapping.key);
        else values[field] = typeof value === "object" && value !== null ? Object.keys(value) : listField(value);
        break;
      case "bool":
        values[field] = value === true;
        break;
      default:
        // A string field YAML read as something else (Claude's `argument-hint: [message]` is a YAML
        // list): keep the text as the user wrote it.
        values[field] = typeof value === "string" ? value : (document.written[mapping.key] ?? stringField(value));
    }
  }
  const extraFields = Object.fromEntries(Object.entries(document.fields).filter(([key]) => !ownKeys.has(key)));
  const shared = document.location.shared;
  const origin = {
    tool: context.tool.id,
    scope: context.scope,
    path: document.file,
    ...(document.entry ? { entry: document.entry } : {}),
    ...(shared === undefined ? {} : { shared }),
  };
  const extra = Object.keys(extraFields).length > 0 ? { extra: { tool: context.tool.id, fields: extraFields } } : {};
  const raw = {
    ...(document.raw === undefined ? {} : { raw: document.raw }),
    ...(document.location.notRead === undefined ? {} : { notRead: document.location.notRead }),
  };
  const named = values["name"];
  if (kind === "commands") {
    // A command is invoked by its name field where the tool has one (Continue), if it is a plain word.
    const name = typeof named === "string" && /^[\w.-]+$/.test(named) ? named : document.name;
    const item: Command = { kind: "commands", name, origin, body: document.body, ...raw, ...extra };
    if (values["description"] !== undefined) item.description = String(values["description"]);
    if (values["argumentHint"] !== undefined) item.argumentHint = String(values["argumentHint"]);
    if (values["allowedTools"] !== undefined) item.allowedTools = values["allowedTools"] as string[];
    if (values["model"] !== undefined) item.model = String(values["model"]);
    return item;
  }
  const item: Agent = {
    kind: "agents",
    name: typeof named === "string" && named !== "" ? named : document.name,
    origin,
    prompt: document.body,
    ...raw,
    ...extra,
  };
  if (values["description"] !== undefined) item.description = String(values["description"]);
  if (values["tools"] !== undefined) item.tools = values["tools"] as string[];
  if (values["model"] !== undefined) item.model = String(values["model"]);
  return item;
}

// ---- writing --------------------------------------------------------------------------------

/** The source tool's declaration of the same kind (items remember which tool they came from). */
function sourceSpecOf(item: Command | Agent, context: RenderContext): DocumentsSpec | undefined {
  const spec = sourceTool(context, item.origin.tool).kinds[item.kind];
  return isUnsupported(spec) ? undefined : spec;
}

function sourceLocation(item: Command | Agent, context: RenderContext): DocumentLocation | undefined {
  const spec = sourceSpecOf(item, context);
  if (!spec) return undefined;
  const locations = [spec.global, spec.project].flatMap((scope) => (isUnsupported(scope) ? [] : scope));
  return locations.find(
    (location) => item.origin.path.endsWith(location.itemFile ?? location.ext) && item.origin.path.includes(location.dir.replace(/^~\/|^\{\w+\}\//, "")),
  );
}

/** Whether the target reads the source file exactly as the source tool does: same format, same
 * field names for every field present, same model vendor, nothing extra. */
function readsTheSame(item: Command | Agent, spec: DocumentsSpec, location: DocumentLocation, context: RenderContext): boolean {
  const source = sourceSpecOf(item, context);
  const from = sourceLocation(item, context);
  if (item.raw === undefined || source === undefined || from === undefined || from.format !== location.format || from.bodyKey !== location.bodyKey)
    return false;
  if (ownFieldsOf(item).some((entry) => entry.tool !== context.tool.id)) return false;
  if (JSON.stringify(source.fixed ?? {}) !== JSON.stringify(spec.fixed ?? {})) return false;
  const neutral = item.kind === "commands" ? NEUTRAL_COMMAND : NEUTRAL_AGENT;
  return neutral.every((field) => {
    const present = field === "name" ? source.fields["name"] !== undefined : (item as unknown as Record<string, unknown>)[field] !== undefined;
    if (!present) return true;
    if (field === "model" && (item.model === "inherit" ? !INHERITS.has(spec.modelVendor) : source.modelVendor !== spec.modelVendor)) return false;
    return source.fields[field]?.key === spec.fields[field]?.key && source.fields[field]?.shape === spec.fields[field]?.shape;
  });
}

/** What an item's neutral fields become in the target, and what cannot go. */
function mapFields(item: Command | Agent, spec: DocumentsSpec, context: RenderContext): { fields: Record<string, unknown>; lost: string[] } {
  const fields: Record<string, unknown> = { ...(spec.fixed ?? {}) };
  const lost: string[] = [];
  const neutral = item.kind === "commands" ? NEUTRAL_COMMAND : NEUTRAL_AGENT;
  const source = sourceSpecOf(item, context);
  const sourceVendor = source?.modelVendor;
  const sourceToolNames = source?.toolNames ?? sourceVendor;
  const toolNames = spec.toolNames ?? spec.modelVendor;
  for (const field of neutral) {
    const value = field === "name" ? item.name : (item as unknown as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (field === "model" && value === "inherit" && !INHERITS.has(spec.modelVendor)) continue; // the tool's default already is the caller's model
    const mapping = spec.fields[field];
    if (!mapping) {
      if (field !== "name") lost.push(`${fieldLabel(field)}${field === "model" ? ` (${String(value)})` : ""}`);
      continue;
    }
    if (field === "model" && value !== "inherit" && sourceVendor !== spec.modelVendor) {
      lost.push(`model (${String(value)}: model names differ between vendors; the tool's default is used)`);
      continue;
    }
    if ((field === "tools" || field === "allowedTools") && sourceToolNames !== toolNames) {
      lost.push(`${fieldLabel(field)} (${(value as string[]).join(", ")}: the tools are named differently here, so the tool's default set applies)`);
      continue;
    }
    fields[mapping.key] = ownValue(mapping, value);
  }
  const { keep, lost: lostExtra } = extraFor(item, context);
  lost.push(...lostExtra);
  Object.assign(fields, keep);
  return { fields, lost };
}

/** A neutral field's value as the tool writes it under its own key (a list as "a, b" or {"a": true}). */
export function ownValue(mapping: FieldMapping, value: unknown): unknown {
  if (Array.isArray(value) && mapping.shape === "comma") return value.join(", ");
  if (Array.isArray(value) && mapping.shape === "map") return Object.fromEntries(value.map((name) => [name, true]));
  return value;
}

function fieldLabel(field: string): string {
  const labels: Record<string, string> = { argumentHint: "argument-hint", allowedTools: "allowed-tools" };
  return labels[field] ?? field;
}

/** A command body in the target's dialect: the arguments token, inline shell; what cannot be said is lost. */
function convertBody(command: Command, spec: CommandsSpec, context: RenderContext): { body: string; lost: string[]; converted: boolean } {
  const source = sourceSpecOf(command, context) as CommandsSpec | undefined;
  let body = command.body;
  const lost: string[] = [];
  let converted = false;
  // A literal `$` written `$$` is no placeholder; a tool without the escape reads it as one `$`.
  const escaped = source?.dollarEscape === true;
  const scanned = escaped ? body.replaceAll("$$", "") : body;
  if (escaped && !spec.dollarEscape && body.includes("$$")) {
    if (spec.positional && /\$\$[0-9]/.test(body)) lost.push("a literal $ before a digit ($$5): the tool has no escape and reads $5 as an argument");
    body = body.replaceAll("$$", "$");
    converted = true;
  }
  const from = source?.arguments ?? "$ARGUMENTS";
  if (scanned.includes(from)) {
    if (spec.arguments === null) lost.push(`argument placeholder (${from}): the tool appends what you type after the command instead`);
    else if (spec.arguments !== from) {
      body = body.split(from).join(spec.arguments);
      converted = true;
    }
  }
  if ((source?.positional ?? true) && !spec.positional && /\$[1-9]/.test(scanned)) lost.push("positional arguments ($1, $2…)");
  if (source?.namedPlaceholders && !spec.namedPlaceholders) {
    const named = [...new Set([...scanned.matchAll(/\$([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? "").filter((name) => name !== "ARGUMENTS"))];
    if (named.length > 0) lost.push(`named placeholders (${named.map((name) => `$${name}`).join(", ")})`);
  }
  lost.push(...lostBodySyntax(body, source?.bodySyntax, spec.bodySyntax));
  const refs = convertFileRefs(body, source?.fileRefs, spec.fileRefs);
  body = refs.body;
  lost.push(...refs.lost);
  converted ||= refs.converted;
  const shellFrom = source?.inlineShell ?? "backtick";
  const pattern = shellFrom === "braces" ? /!\{([^}\n]+)\}/g : /!`([^`\n]+)`/g;
  if (pattern.test(body)) {
    if (spec.inlineShell === null) lost.push(`inline shell commands (${shellFrom === "braces" ? "!{…}" : "!`…`"})`);
    else if (spec.inlineShell !== shellFrom) {
      body = body.replace(pattern, (_, command: string) => (spec.inlineShell === "braces" ? `!{${command}}` : `!\`${command}\``));
      converted = true;
    }
  }
  return { body, lost, converted };
}

/** `@path` (a path: it has a `/` or a file ending, so `@someone` is no reference) and Gemini's `@{path}`. */
const FILE_REFS = {
  at: /(^|[\s([{"'`])@((?:~\/|\.{1,2}\/|\/)?[\w-][\w.-]*(?:\/[\w.-]+)*)/g,
  braces: /@\{([^}\n]+)\}/g,
} as const;

/** File references in the target's syntax; where it has none, they are lost (written as plain text). */
function convertFileRefs(body: string, from: CommandsSpec["fileRefs"], to: CommandsSpec["fileRefs"]): { body: string; lost: string[]; converted: boolean } {
  if (from === undefined || from === to) return { body, lost: [], converted: false };
  const isPath = (ref: string): boolean => ref.includes("/") || /\.\w+$/.test(ref);
  const found =
    from === "braces"
      ? [...body.matchAll(FILE_REFS.braces)].map((match) => match[1] ?? "")
      : [...body.matchAll(FILE_REFS.at)].map((match) => match[2] ?? "").filter(isPath);
  if (found.length === 0) return { body, lost: [], converted: false };
  const shown = [...new Set(found)].map((ref) => (from === "braces" ? `@{${ref}}` : `@${ref}`)).join(", ");
  if (to === undefined)
    return { body, lost: [`file references (${shown}): the tool does not put a file's content into a command, so they stay plain text`], converted: false };
  if (to === "braces")
    return {
      body: body.replace(FILE_REFS.at, (whole, before: string, ref: string) => (isPath(ref) ? `${before}@{${ref}}` : whole)),
      lost: [],
      converted: true,
    };
  const spaced = found.filter((ref) => /\s/.test(ref));
  const next = body.replace(FILE_REFS.braces, (whole, ref: string) => (/\s/.test(ref) ? whole : `@${ref}`));
  return {
    body: next,
    lost: spaced.length > 0 ? [`file references with spaces (${spaced.map((ref) => `@{${ref}}`).join(", ")}): @path cannot hold them`] : [],
    converted: true,
  };
}

/** Items of one kind in the target's format; commands become skills where the tool says so. */
export function renderDocuments(items: HarnessItem[], spec: DocumentsSpec, context: RenderContext): Translation[] {
  const locations = spec[context.scope];
  const fileNames = documentFileNames(items, spec, isUnsupported(locations) ? undefined : locations.find((entry) => !entry.legacy));
  return items.map((item) => {
    const doc = item as Command | Agent;
    const commands = doc.kind === "commands" ? (spec as CommandsSpec) : null;
    const location = isUnsupported(locations) ? undefined : locations.find((entry) => !entry.legacy && !entry.shared);
    if (location === undefined) {
      if (commands?.asSkills && doc.kind === "commands") return commandAsSkill(doc, context) ?? unsupportedTranslation(item, reasonOf(locations));
      return unsupportedTranslation(item, reasonOf(locations));
    }
    const notes: string[] = [];
    if (spec.note && doc.origin.tool !== context.tool.id) notes.push(spec.note);
    let name = doc.name;
    if (!spec.namespaced && name.includes("/")) {
      name = name.replace(/\//g, "-");
      notes.push(`renamed "${name}" (the tool has no sub-folders for ${doc.kind})`);
    }
    const fileName = fileNames.get(doc);
    const renamed = fileName !== undefined && fileName.name !== name;
    if (fileName !== undefined && renamed) {
      name = fileName.name;
      notes.push(`renamed "${doc.name}" → "${name}" (${fileName.why})`);
    }
    const mapped = mapFields(doc, spec, context);
    const nameKey = spec.fields["name"]?.key;
    if (nameKey !== undefined && mapped.fields[nameKey] !== undefined) mapped.fields[nameKey] = spec.displayName ? doc.name : name.split("/").at(-1);
    let body = doc.kind === "commands" ? doc.body : doc.prompt;
    let converted = doc.origin.tool !== context.tool.id;
    if (commands) {
      const dialect = convertBody(doc as Command, commands, context);
      body = dialect.body;
      mapped.lost.push(...dialect.lost);
      converted ||= dialect.converted;
    }
    const asIs =
      mapped.lost.length === 0 &&
      (!renamed || spec.displayName === true) &&
      body === (doc.kind === "commands" ? doc.body : doc.prompt) &&
      readsTheSame(doc, spec, location, context);
    const dir = resolvePath(context, location.dir);
    if (location.format === "yaml-list") {
      const list = location.list ?? { key: "items", nameKey: "name" };
      const entry = {
        [list.nameKey]: name,
        ...(list.titleKey ? { [list.titleKey]: doc.name } : {}),
        ...Object.fromEntries(Object.entries(mapped.fields).filter(([key]) => key !== list.nameKey)),
        [location.bodyKey ?? "prompt"]: body,
      };
      return {
        item,
        target: dir,
        entry: `${list.key}.${name}`,
        fidelity: fidelityOf(mapped.lost, converted || notes.length > 0),
        lost: mapped.lost,
        note: notes.join("; "),
        edits: [yamlListEntry(dir, list.key, list.nameKey, entry)],
      };
    }
    const target = location.itemFile ? path.join(dir, name, location.itemFile) : path.join(dir, `${name}${location.ext}`);
    const content = asIs && doc.raw !== undefined ? doc.raw : renderDocument(location, mapped.fields, body);
    return {
      item,
      target,
      fidelity: fidelityOf(mapped.lost, notes.length > 0 || (!asIs && converted)),
      lost: mapped.lost,
      note: notes.join("; "),
      edits: [location.format === "markdown" ? keepingFrontMatter(target, content) : wholeFile(target, content)],
    };
  });
}

/**
 * A Markdown item written over a file whose front matter already says the same (a sync that brings
 * an edited body back to the tool it came from): the front matter is kept as written — key order,
 * `argument-hint: [pr-number]` as the YAML list it is — and only the body changes, so the plan's
 * diff and the file show just what changed.
 */
function keepingFrontMatter(target: string, content: string): Edit {
  const whole = wholeFile(target, content);
  return {
    path: target,
    apply(current) {
      if (current === null) return whole.apply(current);
      const now = parseMarkdown(current, { lenient: true });
      const fresh = parseMarkdown(content, { lenient: true });
      if (now.frontmatterText === null || fresh.frontmatterText === null || !sameFields(now, fresh)) return whole.apply(current);
      return wholeFile(target, `---\n${now.frontmatterText}---\n${fresh.body}`).apply(current);
    },
  };
}

/** Whether two front matters hold the same fields and values (a string svc writes may be the text another value was written as). */
function sameFields(now: MarkdownDoc, fresh: MarkdownDoc): boolean {
  const written = writtenValues(now.frontmatterText ?? "");
  const keys = Object.keys(now.fields);
  if (keys.length !== Object.keys(fresh.fields).length) return false;
  return keys.every((key) => {
    if (!(key in fresh.fields)) return false;
    const value = fresh.fields[key];
    return JSON.stringify(now.fields[key]) === JSON.stringify(value) || (typeof value === "string" && written[key] === value);
  });
}

/** Each front matter key's value as written on its line (for string fields YAML reads as something else). */
function writtenValues(frontmatterText: string): Record<string, string> {
  const written: Record<string, string> = {};
  for (const line of frontmatterText.split("\n")) {
    const match = /^([A-Za-z_][\w-]*)\s*:\s*(.+)$/.exec(line);
    if (match) written[match[1] ?? ""] = (match[2] ?? "").trim();
  }
  return written;
}

/**
 * Each item's name in the target, unique in the run (uniqueFileNames): an agent's as lower-case
 * words joined by hyphens, which every tool accepts as a file name and an agent name; a command's
 * (where it becomes a file) each part as every OS can hold it (portablePath).
 */
function documentFileNames(
  items: HarnessItem[],
  spec: DocumentsSpec,
  location: DocumentLocation | undefined,
): Map<HarnessItem, { name: string; why?: string }> {
  const own = (item: HarnessItem) => (spec.namespaced ? item.name : item.name.replace(/\//g, "-"));
  const agents = items.filter((item) => item.kind === "agents");
  const names: Map<HarnessItem, { name: string; why?: string }> = uniqueFileNames<HarnessItem>(
    agents,
    (item) => item.name,
    (item) => {
      const hyphenated = lowerHyphen(own(item), "agent");
      const portable = portableName(hyphenated, "agent");
      return { name: portable.name, why: portable.why ?? "agent names are lower-case words joined by hyphens, one per agent" };
    },
  );
  if (location === undefined || location.format === "yaml-list") return names;
  const commands = items.filter((item) => item.kind === "commands");
  for (const [item, name] of uniqueFileNames(commands, own, (item) => portablePath(own(item), "command"))) names.set(item, name);
  return names;
}

function reasonOf(locations: DocumentLocation[] | { unsupported: string }): string {
  return isUnsupported(locations) ? locations.unsupported : "the tool keeps these only in older locations";
}

function renderDocument(location: DocumentLocation, fields: Record<string, unknown>, body: string): string {
  // A body read from a TOML or JSON string has no final newline; a Markdown file ends with one.
  if (location.format === "markdown") return renderMarkdown(fields, body === "" || body.endsWith("\n") ? body : `${body}\n`);
  const bodyKey = location.bodyKey ?? "prompt";
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== bodyKey));
  if (location.format === "json") return `${JSON.stringify({ ...rest, [bodyKey]: body }, null, 2)}\n`;
  const head = stringify(rest).trim();
  return `${head === "" ? "" : `${head}\n`}${bodyKey} = ${multilineString(body)}\n`;
}

function commandAsSkill(command: Command, context: ToolContext): Translation | null {
  const skills = context.tool.kinds.skills;
  const layout = isUnsupported(skills) ? skills : skills[context.scope];
  if (isUnsupported(layout)) return null;
  const slug = skillFolderName(command.name).name;
  const folder = path.join(resolvePath(context, layout.dirs[0] ?? ""), slug);
  const lost: string[] = [];
  if (command.argumentHint !== undefined) lost.push("argument-hint");
  if (command.allowedTools !== undefined) lost.push("allowed-tools");
  if (command.model !== undefined) lost.push(`model (${command.model})`);
  if (/\$(ARGUMENTS|[0-9])|\{\{args\}\}/.test(command.body)) lost.push("argument placeholders: a skill takes no arguments");
  lost.push(...extraFor(command, context).lost);
  const description = command.description ?? `The /${command.name} command`;
  return {
    item: command,
    target: path.join(folder, "SKILL.md"),
    fidelity: fidelityOf(lost, true),
    lost,
    note: `carried as the skill "${slug}": the tool has no ${context.scope} commands, and it may also use the skill on its own`,
    edits: skillEdits(folder, skillDocument(slug, description, {}, command.body), []),
  };
}
