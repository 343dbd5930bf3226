// Commands (slash commands / prompts) and agents (subagents): one file per item, Markdown with
// front matter or a TOML table, mapped field by field through each tool's declaration. A file
// whose every field the target knows under the same name is copied unchanged (exact); otherwise it
// is written from the neutral item and each field the target cannot hold is reported as lost.
import path from "node:path";
import { stringify } from "smol-toml";
import { parseMarkdown, renderMarkdown } from "../formats/markdown.ts";
import { multilineString, parseToml } from "../formats/toml.ts";
import { findFiles, parseOrProblem, readTextOr } from "../io.ts";
import type { Agent, Command, HarnessItem } from "../model.ts";
import { wholeFile } from "../plan/edits.ts";
import { toolById } from "../tools/index.ts";
import { isUnsupported, resolvePath, type ScopeSpec, type ToolContext } from "../tools/types.ts";
import { emptyRead, extraFor, fidelityOf, listField, skillSlug, stringField, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";
import { skillDocument, skillEdits } from "./skills.ts";

export interface DocumentLayout {
  /** The folder holding one file per item. */
  dir: string;
}

/** How a neutral field is written in the tool's files. */
export interface FieldMapping {
  key: string;
  /** list: YAML list · comma: "a, b" · string · bool. */
  shape?: "string" | "list" | "comma" | "bool";
}

export interface DocumentsSpec extends ScopeSpec<DocumentLayout> {
  format: "markdown" | "toml";
  ext: string;
  /** Sub-folders namespace items ("frontend/review"). */
  namespaced: boolean;
  /** Neutral field name → the tool's field. */
  fields: Record<string, FieldMapping>;
  /** TOML: the key that holds the prompt. */
  bodyKey?: string;
  /** Model names belong to a vendor; they carry only between tools of the same one. */
  modelVendor: string;
}

export interface CommandsSpec extends DocumentsSpec {
  /** Argument placeholders the tool substitutes ($ARGUMENTS, $1…); others are appended text. */
  placeholders: boolean;
  /** Codex's named placeholders ($TITLE, filled from TITLE=… arguments). */
  namedPlaceholders?: boolean;
  /** Claude's `!\`cmd\`` shell injection and `@file` inclusion. */
  inlineShell: boolean;
  /** Where the tool has no commands in a scope but has skills: carry commands as skills. */
  asSkills?: boolean;
}

export type AgentsSpec = DocumentsSpec;

const NEUTRAL_COMMAND = ["description", "argumentHint", "allowedTools", "model"] as const;
const NEUTRAL_AGENT = ["name", "description", "tools", "model"] as const;

type Kind = "commands" | "agents";

// ---- reading --------------------------------------------------------------------------------

export async function readDocuments(kind: Kind, spec: DocumentsSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  const dir = resolvePath(context, layout.dir);
  const pattern = spec.namespaced ? `**/*${spec.ext}` : `*${spec.ext}`;
  for (const found of await findFiles(dir, [pattern])) {
    const text = await readTextOr(found.path, result.problems);
    if (text === null) continue;
    const parsed = parseOrProblem(found.path, () => parseDocumentFile(text, spec));
    if (!parsed.ok) {
      result.problems.push(parsed.problem);
      continue;
    }
    const { fields, body, raw } = parsed.value;
    const neutral = kind === "commands" ? NEUTRAL_COMMAND : NEUTRAL_AGENT;
    const ownKeys = new Set<string>();
    const values: Record<string, unknown> = {};
    for (const field of neutral) {
      const mapping = spec.fields[field];
      if (!mapping || !(mapping.key in fields)) continue;
      ownKeys.add(mapping.key);
      const value = fields[mapping.key];
      // A string field YAML read as something else (Claude's `argument-hint: [message]` is a
      // YAML list): keep the text as the user wrote it.
      values[field] = mapping.shape === "list" || mapping.shape === "comma" ? listField(value) : mapping.shape === "bool" ? value === true : typeof value === "string" ? value : (raw[mapping.key] ?? stringField(value));
    }
    if (spec.bodyKey) ownKeys.add(spec.bodyKey);
    const extraFields = Object.fromEntries(Object.entries(fields).filter(([key]) => !ownKeys.has(key)));
    const stemName = found.relative.slice(0, -spec.ext.length);
    const origin = { tool: context.tool.id, scope: context.scope, path: found.path };
    const extra = Object.keys(extraFields).length > 0 ? { extra: { tool: context.tool.id, fields: extraFields } } : {};
    if (kind === "commands") {
      const item: Command = { kind: "commands", name: stemName, origin, body, raw: text, ...extra };
      if (values["description"] !== undefined) item.description = String(values["description"]);
      if (values["argumentHint"] !== undefined) item.argumentHint = String(values["argumentHint"]);
      if (values["allowedTools"] !== undefined) item.allowedTools = values["allowedTools"] as string[];
      if (values["model"] !== undefined) item.model = String(values["model"]);
      result.items.push(item);
    } else {
      const named = values["name"];
      const item: Agent = { kind: "agents", name: typeof named === "string" && named !== "" ? named : stemName, origin, prompt: body, raw: text, ...extra };
      if (values["description"] !== undefined) item.description = String(values["description"]);
      if (values["tools"] !== undefined) item.tools = values["tools"] as string[];
      if (values["model"] !== undefined) item.model = String(values["model"]);
      result.items.push(item);
    }
  }
  return result;
}

interface ParsedDocument {
  fields: Record<string, unknown>;
  body: string;
  /** Each front matter key's value text as written (for fields YAML reads as non-strings). */
  raw: Record<string, string>;
}

function parseDocumentFile(text: string, spec: DocumentsSpec): ParsedDocument {
  if (spec.format === "toml") {
    const { value } = parseToml(text);
    const bodyKey = spec.bodyKey ?? "prompt";
    const body = typeof value[bodyKey] === "string" ? (value[bodyKey] as string) : "";
    return { fields: value, body, raw: {} };
  }
  const doc = parseMarkdown(text, { lenient: true });
  const raw: Record<string, string> = {};
  for (const line of (doc.frontmatterText ?? "").split("\n")) {
    const match = /^([A-Za-z_][\w-]*)\s*:\s*(.+)$/.exec(line);
    if (match) raw[match[1] ?? ""] = (match[2] ?? "").trim();
  }
  return { fields: doc.fields, body: doc.body, raw };
}

// ---- writing --------------------------------------------------------------------------------

/** What an item's neutral fields become in the target, and what cannot go. */
function mapFields(item: Command | Agent, spec: DocumentsSpec, context: ToolContext): { fields: Record<string, unknown>; lost: string[]; converted: boolean } {
  const fields: Record<string, unknown> = {};
  const lost: string[] = [];
  let converted = false;
  const neutral = item.kind === "commands" ? NEUTRAL_COMMAND : NEUTRAL_AGENT;
  const sourceVendor = modelVendorOf(item);
  for (const field of neutral) {
    const value = field === "name" ? item.name : (item as unknown as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const mapping = spec.fields[field];
    if (!mapping) {
      if (field !== "name") lost.push(`${fieldLabel(item, field)}${field === "model" ? ` (${String(value)})` : ""}`);
      continue;
    }
    if (field === "model" && value !== "inherit" && sourceVendor !== spec.modelVendor) {
      lost.push(`model (${String(value)}: model names differ between vendors; the tool's default is used)`);
      continue;
    }
    fields[mapping.key] = mapping.shape === "comma" && Array.isArray(value) ? value.join(", ") : value;
  }
  const { keep, lost: lostExtra } = extraFor(item, context);
  lost.push(...lostExtra);
  Object.assign(fields, keep);
  if (item.origin.tool !== context.tool.id) converted = true;
  return { fields, lost, converted };
}

function fieldLabel(item: Command | Agent, field: string): string {
  const labels: Record<string, string> = { argumentHint: "argument-hint", allowedTools: "allowed-tools", tools: "tools", description: "description", model: "model" };
  return labels[field] ?? field;
}

/** The source tool's declaration of the same kind (items remember which tool they came from). */
function sourceSpecOf(item: Command | Agent): DocumentsSpec | undefined {
  const spec = toolById(item.origin.tool).kinds[item.kind];
  return isUnsupported(spec) ? undefined : spec;
}

function modelVendorOf(item: Command | Agent): string | undefined {
  return sourceSpecOf(item)?.modelVendor;
}

/** Whether the target reads the source file exactly as the source tool does: same format, same
 * field names for every field present, same model vendor, nothing extra. */
function readsTheSame(item: Command | Agent, spec: DocumentsSpec, context: ToolContext): boolean {
  const source = sourceSpecOf(item);
  if (item.raw === undefined || source === undefined || source.format !== spec.format || source.bodyKey !== spec.bodyKey) return false;
  if (item.extra && item.extra.tool !== context.tool.id) return false;
  const neutral = item.kind === "commands" ? NEUTRAL_COMMAND : NEUTRAL_AGENT;
  return neutral.every((field) => {
    const present = field === "name" ? source.fields["name"] !== undefined : (item as unknown as Record<string, unknown>)[field] !== undefined;
    if (!present) return true;
    if (field === "model" && item.model !== "inherit" && source.modelVendor !== spec.modelVendor) return false;
    return source.fields[field]?.key === spec.fields[field]?.key && source.fields[field]?.shape === spec.fields[field]?.shape;
  });
}

/** Placeholders and inline features of a command body the target does not substitute. */
function bodyLosses(command: Command, spec: CommandsSpec): string[] {
  const body = command.body;
  const source = sourceSpecOf(command) as CommandsSpec | undefined;
  const lost: string[] = [];
  if (!spec.placeholders && /\$(ARGUMENTS|[0-9])/.test(body)) lost.push("argument placeholders ($ARGUMENTS, $1…): the tool appends what you type after the command instead");
  const named = !source?.namedPlaceholders ? [] : [...new Set([...body.matchAll(/\$([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? "").filter((name) => name !== "ARGUMENTS"))];
  if (!spec.namedPlaceholders && named.length > 0) lost.push(`named placeholders (${named.map((name) => `$${name}`).join(", ")})`);
  if (!spec.inlineShell && /!`[^`]+`/.test(body)) lost.push("shell injection (!`command`)");
  return lost;
}

/** Items of one kind in the target's format; commands become skills where the tool says so. */
export function renderDocuments(items: HarnessItem[], spec: DocumentsSpec, context: ToolContext): Translation[] {
  const layout = spec[context.scope];
  return items.map((item) => {
    const doc = item as Command | Agent;
    const commands = doc.kind === "commands" ? (spec as CommandsSpec) : null;
    if (isUnsupported(layout)) {
      if (commands?.asSkills && doc.kind === "commands") return commandAsSkill(doc, context) ?? unsupportedTranslation(item, layout.unsupported);
      return unsupportedTranslation(item, layout.unsupported);
    }
    const notes: string[] = [];
    let name = doc.name;
    if (!spec.namespaced && name.includes("/")) {
      name = name.replace(/\//g, "-");
      notes.push(`renamed "${name}" (the tool has no sub-folders for ${doc.kind})`);
    }
    if (doc.kind === "agents") name = name.replace(/[^A-Za-z0-9._-]+/g, "-");
    const target = path.join(resolvePath(context, layout.dir), `${name}${spec.ext}`);
    const mapped = mapFields(doc, spec, context);
    const body = doc.kind === "commands" ? doc.body : doc.prompt;
    if (commands) mapped.lost.push(...bodyLosses(doc as Command, commands));
    const asIs = mapped.lost.length === 0 && readsTheSame(doc, spec, context);
    const content = asIs && doc.raw !== undefined ? doc.raw : renderDocument(spec, mapped.fields, body);
    return {
      item,
      target,
      fidelity: fidelityOf(mapped.lost, notes.length > 0 || (!asIs && mapped.converted)),
      lost: mapped.lost,
      note: notes.join("; "),
      edits: [wholeFile(target, content)],
    };
  });
}

function renderDocument(spec: DocumentsSpec, fields: Record<string, unknown>, body: string): string {
  if (spec.format === "markdown") return renderMarkdown(fields, body);
  const bodyKey = spec.bodyKey ?? "prompt";
  const head = stringify(Object.fromEntries(Object.entries(fields).filter(([key]) => key !== bodyKey))).trim();
  return `${head === "" ? "" : `${head}\n`}${bodyKey} = ${multilineString(body)}\n`;
}

function commandAsSkill(command: Command, context: ToolContext): Translation | null {
  const skills = context.tool.kinds.skills;
  const layout = isUnsupported(skills) ? skills : skills[context.scope];
  if (isUnsupported(layout)) return null;
  const slug = skillSlug(command.name);
  const folder = path.join(resolvePath(context, layout.dirs[0] ?? ""), slug);
  const lost: string[] = [];
  if (command.argumentHint !== undefined) lost.push("argument-hint");
  if (command.allowedTools !== undefined) lost.push("allowed-tools");
  if (command.model !== undefined) lost.push(`model (${command.model})`);
  if (/\$(ARGUMENTS|[0-9])/.test(command.body)) lost.push("argument placeholders ($ARGUMENTS, $1…): a skill takes no arguments");
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
