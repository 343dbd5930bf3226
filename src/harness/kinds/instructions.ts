// Instructions: a tool's main memory file per folder (CLAUDE.md, AGENTS.md, GEMINI.md…), its rule
// files with their activation (always / glob / model-decided / manual, in the tool's own words:
// rule-format.ts), legacy single files (.cursorrules, .windsurfrules…), and personal local files
// (reported, never carried).
//
// Writing for another tool, each rule keeps its activation where the target can express it;
// otherwise model-decided and manual rules become skills (how Claude Code and Codex express them),
// and the rest go where the tool will read them: a rule file that is always on, or an svc-marked
// section of the main file, with the scope written visibly at the top and recorded in the marker
// so a later migration can read it back.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseMarkdown, renderMarkdown } from "../formats/markdown.ts";
import { parseJsonObject } from "../formats/json.ts";
import { parseToml } from "../formats/toml.ts";
import { parseYamlObject } from "../formats/yaml.ts";
import { findFiles, parseOrProblem, readParsed, readText, readTextOr, valueAt } from "../io.ts";
import type { Activation, HarnessItem, Instruction, ReadProblem } from "../model.ts";
import { markdownOutside, markdownSection, splitSections, wholeFile, type SectionAttributes } from "../plan/edits.ts";
import {
  isUnsupported,
  resolvePath,
  sharedDir,
  sourceTool,
  type InstructionLayout,
  type InstructionsSpec,
  type RenderContext,
  type RuleDir,
  type ToolContext,
} from "../tools/types.ts";
import {
  emptyRead,
  extraFor,
  fidelityOf,
  globsField,
  lostBodySyntax,
  otherFields,
  portablePath,
  skippedProblems,
  stringField,
  uniqueFileNames,
  unsupportedTranslation,
  type ReadResult,
  type Translation,
} from "./common.ts";
import { escapeGeminiImports, expandImports } from "./imports.ts";
import { canWrite, decodeRule, encodeRule } from "./rule-format.ts";
import { besideOwnImport, realPath } from "../shared-files.ts";
import { FallbackFiles } from "./fallback-files.ts";
import { skillDocument, skillEdits, skillFolderName } from "./skills.ts";

/** `[text](mdc:path)`: Cursor's link to a file, its path from the project root. */
const MDC_LINK = /\]\(mdc:([^)\s]+)\)/g;
const LINKS_REWRITTEN = "mdc: links rewritten as relative links";
const MENTIONS_ESCAPED = "@mentions written as \\@ so that Gemini does not take them for imports";

function extensions(rules: RuleDir): readonly string[] {
  return typeof rules.ext === "string" ? [rules.ext] : rules.ext;
}

// ---- reading --------------------------------------------------------------------------------

/** The layout with the main file names a settings key chose (Gemini's context.fileName). */
function effectiveLayout<T extends InstructionLayout | { unsupported: string }>(layout: T, context: ToolContext): T {
  if (isUnsupported(layout) || !("namedBy" in layout) || layout.namedBy === undefined) return layout;
  const names = configuredNames(layout.namedBy, context);
  if (names === null) return layout;
  const rename = (file: string): string[] => names.map((name) => (file.includes("/") ? `${file.slice(0, file.lastIndexOf("/"))}/${name}` : name));
  const main = [...new Set(layout.main.flatMap(rename))];
  const write = layout.write.main === undefined ? layout.write : { ...layout.write, main: rename(layout.write.main)[0] ?? layout.write.main };
  return { ...layout, main, write };
}

function configuredNames(namedBy: { files: string[]; at: string[][] }, context: ToolContext): string[] | null {
  for (const declared of namedBy.files) {
    let settings: Record<string, unknown>;
    try {
      settings = parseJsonObject(readFileSync(resolvePath(context, declared), "utf8"));
    } catch {
      continue; // missing, or reported where the file's other keys are read
    }
    for (const at of namedBy.at) {
      const value = valueAt(settings, at);
      const names = (typeof value === "string" ? [value] : Array.isArray(value) ? value : []).filter(
        (name): name is string => typeof name === "string" && name.trim() !== "" && !name.includes("/"),
      );
      if (names.length > 0) return names;
    }
  }
  return null;
}

export async function readInstructions(spec: InstructionsSpec, context: ToolContext): Promise<ReadResult> {
  const layout = effectiveLayout(spec[context.scope], context);
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  const names = new Set<string>();
  const unique = (wanted: string): string => {
    let name = wanted;
    for (let n = 2; names.has(name); n++) name = `${wanted}-${n}`;
    names.add(name);
    return name;
  };
  const sections: Instruction[] = [];
  await readMains(layout, spec, context, result, unique, sections);
  for (const rules of layout.rules ?? []) await readRuleDir(rules, spec, context, result, unique);
  await readSingles(layout, context, result, unique);
  for (const own of layout.ownOnly ?? []) await readOwnOnly(own, context, result, unique);
  if (layout.ownSetting) await readOwnSetting(layout.ownSetting, context, result, unique);
  if (layout.listed) await readListed(layout.listed, context, result, unique);
  if (layout.setting) await readSetting(layout.setting, context, result, unique);
  if (layout.inline) await readInline(layout.inline, context, result, unique);
  nameSections(sections, result.items, unique);
  return result;
}

/**
 * Sections are named last: a section named like another instruction of the same tool is the copy
 * svc wrote of it into a shared file (Cursor's rule "general" as a section of AGENTS.md, which
 * Cursor reads too). It is listed as that copy and never carried again, so a second migration
 * neither duplicates it (`general-2`) nor takes the rule's own name from it.
 */
function nameSections(sections: readonly Instruction[], items: readonly HarnessItem[], unique: (name: string) => string): void {
  // A nested folder's file carried into a root-only tool is named with `-` for `/` (services-web-main).
  const flat = (name: string) => name.replace(/\//g, "-");
  const firstNamed = new Map<string, string>();
  for (const item of items) if (!sections.includes(item as Instruction) && !firstNamed.has(flat(item.name))) firstNamed.set(flat(item.name), item.origin.path);
  for (const section of sections) {
    const original = firstNamed.get(flat(section.name));
    if (original !== undefined) section.copyOf = original;
    else firstNamed.set(flat(section.name), section.origin.path);
    section.name = unique(section.name);
  }
}

async function readMains(
  layout: InstructionLayout,
  spec: InstructionsSpec,
  context: ToolContext,
  result: ReadResult,
  unique: (name: string) => string,
  sections: Instruction[],
): Promise<void> {
  const fallback = layout.fallback ?? [];
  const basenames = [...new Set([...layout.main, ...fallback].filter((file) => !file.includes("/")))];
  const rootMains = layout.main.map((file) => resolvePath(context, file));
  const fallbacks = new FallbackFiles(layout, context);
  const folders = new Map<string, { mains: string[]; fallback: string[] }>([["", { mains: rootMains, fallback: fallbacks.filesIn(context.root) }]]);
  if (layout.nested && context.scope === "project") {
    const rootFallback = fallbacks.filesIn(context.root);
    for (const found of await findFiles(
      context.root,
      basenames.map((name) => `**/${name}`),
    )) {
      const location = path.dirname(found.relative);
      // A root main file in a folder (Claude's .claude/CLAUDE.md) is the root's, not a nested folder's.
      if (location === "." || rootMains.includes(found.path) || rootFallback.includes(found.path) || folders.has(location)) continue;
      const at = (names: readonly string[]) => names.filter((file) => !file.includes("/")).map((file) => path.join(context.root, location, file));
      folders.set(location, { mains: at(layout.main), fallback: fallbacks.filesIn(path.join(context.root, location)) });
    }
  }
  for (const [location, folder] of folders) {
    // Where the tool has fallback files, a folder reads them only when neither it nor a folder above it holds one of its own files.
    const fallsBack = folder.fallback.length > 0 && fallbacks.readsAt(location === "" ? context.root : path.join(context.root, location));
    const candidates = fallsBack ? folder.fallback : folder.mains;
    let first: string | null = null;
    for (const file of candidates) {
      if (!isFile(file)) continue;
      const read = await readInstructionFile(file, context, spec.imports !== undefined);
      if ("problem" in read) {
        result.problems.push(read.problem);
        continue;
      }
      result.problems.push(...read.problems);
      // A file the tool skips for having no text neither counts nor hides the next one: listed (as
      // empty, nothing to carry) under its own name, not as the folder's main file.
      const skipped = layout.skipsEmpty === true && read.outside.trim() === "" && read.sections.length === 0;
      const isMain = first === null && !skipped;
      if (read.outside.trim() !== "" || read.sections.length === 0) {
        const item: Instruction = {
          kind: "instructions",
          name: unique(isMain ? (location === "" ? "main" : `${location}/main`) : `${location === "" ? "" : `${location}/`}${stem(file)}`),
          origin: { tool: context.tool.id, scope: context.scope, path: file, ...(fallsBack ? { shared: true as const } : {}) },
          role: isMain ? "main" : "rule",
          activation: "always",
          globs: [],
          location,
          body: read.outside,
          ...(read.expanded === undefined ? {} : { expanded: read.expanded, imports: read.imports ?? [] }),
          ...(fallsBack ? { fallback: true as const } : {}),
        };
        if (!isMain && layout.firstMainOnly && first !== null) item.shadowedBy = first;
        result.items.push(item);
      }
      for (const section of read.sections) {
        const item = sectionItem(section.attributes, section.body, file, location, context);
        sections.push(item);
        result.items.push(item);
      }
      if (!skipped) first ??= file;
    }
  }
  for (const entry of (layout.sharedFiles ?? []).map(sharedDir)) {
    const file = resolvePath(context, entry.dir);
    if (!isFile(file) || result.items.some((item) => item.origin.path === file)) continue;
    const read = await readInstructionFile(file, context, spec.imports !== undefined);
    if ("problem" in read) {
      result.problems.push(read.problem);
      continue;
    }
    result.problems.push(...read.problems);
    if (read.outside.trim() === "" && read.sections.length > 0) continue;
    result.items.push({
      kind: "instructions",
      name: unique(
        entry.dir
          .replace(/^~\//, "")
          .replace(/^\{\w+\}\//, "")
          .replace(/^\./, "")
          .replace(/\.md$/i, "")
          .replace(/\//g, "-"),
      ),
      origin: { tool: context.tool.id, scope: context.scope, path: file, shared: entry.shared },
      role: "rule",
      activation: "always",
      globs: [],
      location: "",
      body: read.outside,
      ...(read.expanded === undefined ? {} : { expanded: read.expanded, imports: read.imports ?? [] }),
    });
  }
}

async function readRuleDir(rules: RuleDir, spec: InstructionsSpec, context: ToolContext, result: ReadResult, unique: (name: string) => string): Promise<void> {
  const ends = extensions(rules);
  const deep = rules.flat ? "" : "**/";
  const dirs: { dir: string; location: string }[] = [{ dir: resolvePath(context, rules.dir), location: "" }];
  if (rules.nestedDirs && context.scope === "project") {
    for (const found of await findFiles(
      context.root,
      ends.map((ext) => `**/${rules.dir}/**/*${ext}`),
    )) {
      const at = found.relative.indexOf(`/${rules.dir}/`);
      const prefix = found.relative.slice(0, at);
      if (at > 0 && !dirs.some((entry) => entry.location === prefix)) dirs.push({ dir: path.join(context.root, prefix, rules.dir), location: prefix });
    }
  }
  for (const { dir, location } of dirs) {
    if (!isDirectory(dir)) continue; // a legacy single file of the same name (.clinerules) is read as one
    const globs = rules.otherFiles ? ["*"] : ends.map((ext) => `*${ext}`);
    const patterns = globs.map((glob) => (rules.perFolder ? `${rules.perFolder.pattern}/${deep}${glob}` : `${deep}${glob}`));
    for (const found of await findFiles(dir, patterns, { problems: result.problems })) {
      if (rules.otherFiles?.except.some((end) => path.basename(found.path).endsWith(end))) continue;
      const text = await readTextOr(found.path, result.problems);
      if (text === null) continue;
      // Cursor's and Windsurf's rule files are read as those tools read them: `key: value` lines, no YAML.
      const parsed = parseOrProblem(found.path, () => parseMarkdown(text, { lenient: rules.format.style === "mdc" ? "raw" : true }));
      if (!parsed.ok) {
        result.problems.push(parsed.problem);
        continue;
      }
      result.problems.push(...skippedProblems(found.path, parsed.value));
      const ext = ends.find((end) => found.relative.endsWith(end)) ?? path.extname(found.relative);
      const decoded = decodeRule(rules.format, parsed.value.fields);
      const ruleName = found.relative.slice(0, found.relative.length - ext.length);
      const item: Instruction = {
        kind: "instructions",
        name: unique(location === "" ? ruleName : `${location}/${ruleName}`),
        origin: { tool: context.tool.id, scope: context.scope, path: found.path, ...(rules.shared === undefined ? {} : { shared: rules.shared }) },
        role: "rule",
        activation: decoded.activation,
        globs: decoded.globs,
        location,
        body: parsed.value.body,
      };
      if (decoded.description !== undefined) item.description = decoded.description;
      const extra = otherFields(parsed.value.fields, decoded.known) ?? {};
      if (rules.perFolder) extra[rules.perFolder.field] = found.relative.split("/")[0]?.replace(rules.perFolder.strip, "");
      if (Object.keys(extra).length > 0) item.extra = { tool: context.tool.id, fields: extra };
      if (spec.imports) {
        const expanded = await expandImports(item.body, found.path, context, [found.path], 1);
        result.problems.push(...expanded.problems);
        if (expanded.changed) {
          item.expanded = expanded.text;
          item.imports = [...new Set(expanded.imported)];
        }
      }
      result.items.push(item);
    }
  }
}

async function readSingles(layout: InstructionLayout, context: ToolContext, result: ReadResult, unique: (name: string) => string): Promise<void> {
  const singles = [...(layout.legacy ?? []).map((file) => [file, false] as const), ...(layout.local ?? []).map((file) => [file, true] as const)];
  for (const [declared, local] of singles) {
    const file = resolvePath(context, declared);
    if (!isFile(file)) continue;
    const text = await readTextOr(file, result.problems);
    if (text === null) continue;
    result.items.push({
      kind: "instructions",
      name: unique(path.basename(file).replace(/^\./, "").replace(/\.md$/, "")),
      origin: { tool: context.tool.id, scope: context.scope, path: file },
      role: "rule",
      activation: "always",
      globs: [],
      location: "",
      body: text,
      ...(local ? { local: true } : {}),
    });
  }
}

async function readOwnOnly(
  own: NonNullable<InstructionLayout["ownOnly"]>[number],
  context: ToolContext,
  result: ReadResult,
  unique: (name: string) => string,
): Promise<void> {
  const dir = resolvePath(context, own.dir);
  for (const found of await findFiles(dir, [`**/*${own.ext}`], { problems: result.problems })) {
    const text = await readTextOr(found.path, result.problems);
    if (text === null) continue;
    // Reported, never carried: its front matter only needs to be set apart from the text.
    const parsed = parseMarkdown(text, { lenient: "raw" });
    const item: Instruction = {
      kind: "instructions",
      name: unique(`${path.basename(own.dir)}/${found.relative.slice(0, -own.ext.length)}`),
      origin: { tool: context.tool.id, scope: context.scope, path: found.path },
      role: "rule",
      activation: "manual",
      globs: [],
      location: "",
      body: parsed.body,
      unmovable: own.unmovable,
    };
    const description = stringField(parsed.fields["description"]);
    if (description !== undefined) item.description = description;
    result.items.push(item);
  }
}

/** The value of a settings key only this tool understands, as one setting item carried nowhere. */
async function readOwnSetting(
  own: NonNullable<InstructionLayout["ownSetting"]>,
  context: ToolContext,
  result: ReadResult,
  unique: (name: string) => string,
): Promise<void> {
  const file = resolvePath(context, own.file);
  // The settings file's own problems are reported by the kinds that read it (hooks, permissions).
  const value = (await readParsed(file, parseJsonObject, []))?.[own.key];
  if (value === undefined || value === null) return;
  const shown = JSON.stringify(value);
  result.items.push({
    kind: "instructions",
    name: unique(own.key),
    origin: { tool: context.tool.id, scope: context.scope, path: file, entry: own.key },
    role: "rule",
    activation: "manual",
    globs: [],
    location: "",
    body: `${own.key}: ${shown}\n`,
    setting: own.key,
    unmovable: `${own.key} is ${shown}: ${own.unmovable}`,
  });
}

/** The rules of `inline`; an entry that is neither text nor a rule with text is a problem naming it. */
async function readInline(
  inline: NonNullable<InstructionLayout["inline"]>,
  context: ToolContext,
  result: ReadResult,
  unique: (name: string) => string,
): Promise<void> {
  const file = resolvePath(context, inline.file);
  const entries = (await readParsed(file, parseYamlObject, result.problems))?.[inline.key];
  if (entries === undefined || entries === null) return;
  if (!Array.isArray(entries)) {
    result.problems.push({ path: file, message: `${inline.key} is not a list of rules` });
    return;
  }
  entries.forEach((entry: unknown, index) => {
    const at = `${inline.key}[${index}]`;
    const fields: Record<string, unknown> =
      typeof entry === "string"
        ? { [inline.bodyKey]: entry }
        : typeof entry === "object" && entry !== null && !Array.isArray(entry)
          ? (entry as Record<string, unknown>)
          : {};
    const body = stringField(fields[inline.bodyKey]);
    if (body === undefined) {
      const hub = stringField(fields["uses"]);
      result.problems.push({
        path: file,
        message: hub
          ? `${at} uses ${hub} from a hub, which svc cannot read offline; copy the rule into .continue/rules/`
          : `${at} has no ${inline.bodyKey} text`,
      });
      return;
    }
    const decoded = decodeRule(inline.format, fields);
    const named = inline.format.nameKey ? stringField(fields[inline.format.nameKey]) : undefined;
    const item: Instruction = {
      kind: "instructions",
      name: unique(named ?? `${path.parse(file).name}-${inline.key}-${index + 1}`),
      origin: { tool: context.tool.id, scope: context.scope, path: file, entry: at },
      role: "rule",
      activation: decoded.activation,
      globs: decoded.globs,
      location: "",
      body: body.endsWith("\n") ? body : `${body}\n`,
    };
    if (decoded.description !== undefined) item.description = decoded.description;
    const extra = otherFields(fields, [...decoded.known, inline.bodyKey]);
    if (extra) item.extra = { tool: context.tool.id, fields: extra };
    result.items.push(item);
  });
}

/** The text of a config key (TOML, or JSON), as an always-on rule named after the key. */
async function readSetting(setting: { file: string; key: string }, context: ToolContext, result: ReadResult, unique: (name: string) => string): Promise<void> {
  const file = resolvePath(context, setting.file);
  const config = await readParsed(file, (text) => (file.endsWith(".toml") ? parseToml(text).value : parseJsonObject(text)), result.problems);
  const value = config?.[setting.key];
  if (value === undefined) return;
  if (typeof value !== "string") {
    result.problems.push({ path: file, message: `${setting.key} is not a string of instructions` });
    return;
  }
  if (value.trim() === "") return;
  result.items.push({
    kind: "instructions",
    name: unique(setting.key),
    origin: { tool: context.tool.id, scope: context.scope, path: file, entry: setting.key },
    role: "rule",
    activation: "always",
    globs: [],
    location: "",
    body: value.endsWith("\n") ? value : `${value}\n`,
    setting: setting.key,
  });
}

/** Files a config names as instructions: paths and globs from the scope's root; URLs are not fetched. */
async function readListed(listed: { file: string; at: string[] }, context: ToolContext, result: ReadResult, unique: (name: string) => string): Promise<void> {
  const config = resolvePath(context, listed.file);
  const entries = valueAt(await readParsed(config, parseJsonObject, result.problems), listed.at);
  if (!Array.isArray(entries)) return;
  const seen = new Set(result.items.map((item) => item.origin.path));
  const base = context.scope === "project" ? context.root : path.dirname(config);
  for (const entry of entries) {
    if (typeof entry !== "string" || /^https?:\/\//.test(entry)) continue; // svc works offline
    const absolute = path.isAbsolute(entry) || entry.startsWith("~/");
    const pattern = entry.startsWith("~/") ? path.join(context.home, entry.slice(2)) : entry;
    const found = absolute ? (isFile(pattern) ? [{ path: pattern }] : []) : await findFiles(base, [entry.replace(/^\.\//, "")]);
    for (const { path: file } of found) {
      if (seen.has(file)) continue;
      seen.add(file);
      const text = await readTextOr(file, result.problems);
      if (text === null) continue;
      const body = parseOrProblem(file, () => parseMarkdown(text, { lenient: true }));
      result.items.push({
        kind: "instructions",
        name: unique(path.relative(base, file).replace(/\.(md|mdc|txt)$/i, "")),
        origin: { tool: context.tool.id, scope: context.scope, path: file, entry: `${listed.at.join(".")}: ${entry}` },
        role: "rule",
        activation: "always",
        globs: [],
        location: "",
        body: body.ok ? body.value.body : text,
      });
    }
  }
}

/** Whether a file holds this text (line endings and the blank lines around it aside). */
function sameText(file: string, text: string): boolean {
  try {
    return readFileSync(file, "utf8").replace(/\r\n/g, "\n").trim() === text.replace(/\r\n/g, "\n").trim();
  } catch {
    return false;
  }
}

function isFile(file: string): boolean {
  try {
    // Asked for every rule written into a folder (is there an AGENTS.override.md?): nothing thrown when there is none.
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** A file with nothing but white space in it (or unreadable: then it is not one the tool reads either). */
function isBlank(file: string): boolean {
  try {
    return readFileSync(file, "utf8").trim() === "";
  } catch {
    return true;
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function stem(file: string): string {
  return path.basename(file).replace(/\.(md|mdc)$/i, "");
}

interface InstructionFile {
  outside: string;
  expanded?: string;
  imports?: string[];
  sections: ReturnType<typeof splitSections>["sections"];
  problems: ReadProblem[];
}

async function readInstructionFile(file: string, context: ToolContext, imports: boolean): Promise<InstructionFile | { problem: ReadProblem }> {
  const read = await readText(file);
  if (read.ok === "missing") return { outside: "", sections: [], problems: [] };
  if (!read.ok) return { problem: read.problem };
  const split = parseOrProblem(file, () => splitSections(read.text));
  if (!split.ok) return { problem: split.problem };
  const out: InstructionFile = { outside: split.value.outside, sections: split.value.sections, problems: [] };
  if (imports) {
    const expanded = await expandImports(out.outside, file, context, [file], 1);
    out.problems.push(...expanded.problems);
    if (expanded.changed) {
      out.expanded = expanded.text;
      out.imports = [...new Set(expanded.imported)];
    }
  }
  return out;
}

/** A section read back as a rule; named by nameSections once every other instruction is read. */
function sectionItem(attributes: SectionAttributes, body: string, file: string, location: string, context: ToolContext): Instruction {
  const activation = (["always", "glob", "model", "manual"] as const).find((value) => value === attributes["activation"]) ?? "always";
  const item: Instruction = {
    kind: "instructions",
    name: attributes.name,
    origin: { tool: context.tool.id, scope: context.scope, path: file, entry: `section ${attributes.name}` },
    role: "rule",
    activation,
    globs: globsField(attributes["globs"]) ?? [],
    location: typeof attributes["location"] === "string" ? attributes["location"] : location,
    body: `${stripScopeLine(body).replace(/\n+$/, "")}\n`,
  };
  const description = stringField(attributes["description"]);
  if (description !== undefined) item.description = description;
  return item;
}

// ---- writing --------------------------------------------------------------------------------

const SCOPE_LINE = /^> svc: (applies when working on files matching|the agent decides when to use this|use only when asked for this)[^\n]*\n\n?/;

function stripScopeLine(body: string): string {
  return body.replace(SCOPE_LINE, "");
}

/** The visible line that tells the agent when a rule applies, where the file itself cannot say. */
function scopeLine(rule: Instruction): string {
  switch (rule.activation) {
    case "glob":
      return `> svc: applies when working on files matching ${rule.globs.map((glob) => `\`${glob}\``).join(", ")}.\n\n`;
    case "model":
      return `> svc: the agent decides when to use this${rule.description ? `: ${rule.description}` : ""}.\n\n`;
    case "manual":
      return "> svc: use only when asked for this rule by name.\n\n";
    case "always":
      return "";
  }
}

/** The leading folders of a glob that has no wildcard (`src/api/**\/*.ts` → `src/api`). */
function globFolder(glob: string): string {
  const parts = glob.split("/");
  const fixed: string[] = [];
  for (const part of parts.slice(0, -1)) {
    if (/[*?[\]{}!]/.test(part)) break;
    fixed.push(part);
  }
  return fixed.join("/");
}

function lostActivation(rule: Instruction): string {
  if (rule.activation === "glob") return `activation: files matching ${rule.globs.join(", ")} (now always loaded, with the scope written at the top)`;
  return `activation: ${rule.activation === "model" ? "model-decided" : "manual"} (now always loaded, with the intent written at the top)`;
}

export function renderInstructions(items: HarnessItem[], spec: InstructionsSpec, context: RenderContext): Translation[] {
  const layout = effectiveLayout(spec[context.scope], context);
  const skills = context.tool.kinds.skills;
  const skillLayout = isUnsupported(skills) ? skills : skills[context.scope];
  const skillDir = isUnsupported(skillLayout) ? null : resolvePath(context, skillLayout.dirs[0] ?? "");
  if (isUnsupported(layout)) return items.map((item) => unsupportedTranslation(item, layout.unsupported));
  const names = new FileNames();
  const render = (): Translation[] => {
    const writer = new RuleWriter(layout, spec, context, skillDir, names);
    const translations = items.map((item) => {
      const rule = item as Instruction;
      // An empty file would be written as an empty one (which Codex skips): there is nothing to carry.
      if (rule.body.trim() === "" && (rule.expanded ?? "").trim() === "")
        return unsupportedTranslation(item, `${path.basename(rule.origin.path)} is empty: there is no text to carry`);
      if (rule.role === "main" && rule.location !== "" && !layout.nested) {
        // The tool reads one main file at the root only: a sub-folder's file becomes a rule for that folder.
        const translation = writer.rule({
          ...rule,
          name: rule.name.replace(/\//g, "-"),
          role: "rule",
          activation: "glob",
          globs: [`${rule.location}/**`],
          location: "",
        });
        return {
          ...translation,
          item: rule,
          note: [`${context.tool.name} reads no instructions file in sub-folders: this one applies to files under ${rule.location}/`, translation.note]
            .filter((note) => note !== "")
            .join("; "),
        };
      }
      return rule.role === "main" && layout.write.main !== undefined ? writer.main(rule) : writer.rule(rule);
    });
    return layout.sizeLimit === undefined ? translations : withinSizeLimit(translations, layout.sizeLimit, writer);
  };
  const first = render();
  // Two rules that want one file (`a:b` and `a-b`, `Style` and `style`) are rendered again apart.
  return names.settle() ? render() : first;
}

/**
 * The file and folder names rules take in one run, unique in each folder as uniqueFileNames makes
 * them. Where a rule goes (a rule file, a skill, and under which name) is known only once it is
 * rendered, so the first rendering records what each wants, and `settle` decides.
 */
class FileNames {
  private readonly wanted = new Map<string, { dir: string; own: string; wanted: { name: string; why?: string } }>();
  private settled: Map<string, { name: string; why?: string }> | null = null;

  /** The name for one rule's file in `dir`: as wanted in the first rendering, as settled after. */
  take(rule: Instruction, dir: string, own: string, wanted: { name: string; why?: string }): { name: string; why?: string } {
    const key = [dir, own, rule.origin.path, rule.origin.entry ?? ""].join("\0");
    if (this.settled !== null) return this.settled.get(key) ?? wanted;
    this.wanted.set(key, { dir, own, wanted });
    return wanted;
  }

  /** Decides every name; true when one differs from what its rule wanted (render again). */
  settle(): boolean {
    const byDir = new Map<string, [string, { own: string; wanted: { name: string; why?: string } }][]>();
    for (const [key, entry] of this.wanted) byDir.set(entry.dir, [...(byDir.get(entry.dir) ?? []), [key, entry]]);
    this.settled = new Map();
    let changed = false;
    for (const entries of byDir.values()) {
      for (const [[key, entry], named] of uniqueFileNames(
        entries,
        ([, entry]) => entry.own,
        ([, entry]) => entry.wanted,
      )) {
        this.settled.set(key, named);
        changed ||= named.name !== entry.wanted.name;
      }
    }
    return changed;
  }
}

/**
 * The translations with the tool's size limit kept: each file is followed as the plan would build
 * it (from what is there now, edit by edit); an item that would take a file past the limit goes
 * into a skill of its own where the tool has skills, else stays and is reported lossy, since the
 * tool will not read it.
 */
function withinSizeLimit(translations: Translation[], limit: NonNullable<InstructionLayout["sizeLimit"]>, writer: RuleWriter): Translation[] {
  const measure = (text: string): number => (limit.unit === "bytes" ? Buffer.byteLength(text, "utf8") : [...text].length);
  const texts = new Map<string, string | null>();
  const current = (file: string): string | null => {
    if (!texts.has(file)) {
      try {
        texts.set(file, readFileSync(file, "utf8").replace(/\r\n/g, "\n"));
      } catch {
        texts.set(file, null);
      }
    }
    return texts.get(file) ?? null;
  };
  const real = new Map<string, string>();
  return translations.map((translation) => {
    const rule = translation.item as Instruction;
    // A memory file that imports the file it would go into is carried as its rest beside it (the
    // shared-files guard does that once every kind is planned): that rest is what takes room.
    const imported = translation.target !== null && (rule.imports ?? []).some((file) => realPath(file, real) === realPath(translation.target ?? "", real));
    const rest = imported ? besideOwnImport(rule, translation.target ?? "", (file) => realPath(file, real)) : null;
    if (rest === null) return fit(translation);
    if (rest.body.trim() === "") return translation;
    const measured = writer.rule(rest);
    const fitted = fit(measured);
    return fitted === measured ? translation : { ...fitted, item: rule };
  });

  function fit(translation: Translation): Translation {
    const rule = translation.item as Instruction;
    const limited = translation.edits.filter(
      (edit) =>
        !edit.bytes &&
        !edit.remove &&
        /\.mdc?$/.test(edit.path) &&
        (limit.files === "all" ||
          (limit.files === "main" ? translation.entry !== undefined || rule.role === "main" : translation.entry === undefined && rule.role === "rule")),
    );
    if (limited.length === 0 || translation.target === null || translation.target.endsWith(`${path.sep}SKILL.md`)) return translation;
    const after = new Map<string, string>();
    let over = 0;
    for (const edit of limited) {
      const next = edit.apply(after.get(edit.path) ?? current(edit.path)).next;
      after.set(edit.path, next);
      const size = measure(next);
      over = Math.max(over, size > limit.max ? size : 0);
    }
    if (over === 0 || limit.warnOnly) for (const [file, text] of after) texts.set(file, text);
    if (over === 0) return translation;
    if (limit.warnOnly) {
      const warning = `warning: ${limit.why}, and this file would be ${over.toLocaleString("en")} ${limit.unit}`;
      return { ...translation, note: [translation.note, warning].filter((note) => note !== "").join("; ") };
    }
    const why = `${limit.why}, and this would pass it`;
    if (rule.role === "rule") {
      const skill = writer.skillForSize(rule, why);
      if (skill !== null) return skill;
    }
    for (const [file, text] of after) texts.set(file, text);
    return { ...translation, fidelity: "lossy", lost: [...translation.lost, `what falls past the limit: ${why}; shorten it or raise the limit`] };
  }
}

/** Where and how one target tool writes instructions. */
class RuleWriter {
  private readonly layout: InstructionLayout;
  private readonly spec: InstructionsSpec;
  private readonly context: RenderContext;
  private readonly skillDir: string | null;
  private readonly rules: RuleDir | undefined;

  private readonly names: FileNames;

  constructor(layout: InstructionLayout, spec: InstructionsSpec, context: RenderContext, skillDir: string | null, names: FileNames) {
    this.names = names;
    this.layout = layout;
    this.spec = spec;
    this.context = context;
    this.skillDir = skillDir;
    this.rules = layout.write.rules === "files" ? layout.rules?.find((entry) => !entry.legacy && !entry.shared) : undefined;
  }

  /** The main file at a location; where only the first main file counts, the one the tool reads. */
  private mainPath(location: string): string | null {
    const main = this.layout.write.main;
    if (main === undefined) return null;
    const { context, layout } = this;
    const folder = context.scope === "global" || location === "" ? null : path.join(context.root, location);
    // In a sub-folder, the main file is one the tool looks for there (Copilot: AGENTS.md, not .github/…).
    const nestedName = main.includes("/") ? (layout.main.find((file) => !file.includes("/")) ?? path.basename(main)) : main;
    const written = folder === null ? resolvePath(context, main) : path.join(folder, nestedName);
    if (!layout.firstMainOnly) return written;
    // A file the tool reads before the one svc writes wins (Codex's AGENTS.override.md, Zed's
    // .rules); files after it lose once it exists, so they are left alone.
    const before = layout.main.slice(0, Math.max(0, layout.main.indexOf(main)));
    const candidates = before.map((file) => (folder === null ? resolvePath(context, file) : path.join(folder, path.basename(file))));
    return candidates.find((candidate) => isFile(candidate) && !(layout.skipsEmpty && isBlank(candidate))) ?? written;
  }

  /** The body for the target; what it says in the source tool's own syntax that the target lacks goes into `lost`. */
  private body(rule: Instruction, notes: string[], lost: string[]): string {
    const source = sourceTool(this.context, rule.origin.tool).kinds.instructions;
    lost.push(...lostBodySyntax(rule.body, isUnsupported(source) ? undefined : source.bodySyntax, this.spec.bodySyntax));
    const sourceImports = isUnsupported(source) ? undefined : source.imports;
    let text = rule.body;
    if (rule.expanded !== undefined && this.spec.imports !== sourceImports) {
      notes.push("@imports inlined");
      text = rule.expanded;
    }
    // What is left of another tool's text is text: no @mention in it may become a Gemini import.
    if (this.spec.imports === "gemini" && sourceImports !== "gemini") {
      const escaped = escapeGeminiImports(text);
      if (escaped !== text) notes.push(MENTIONS_ESCAPED);
      text = escaped;
    }
    return text;
  }

  /**
   * The body with the source tool's file links in a form the target reads: Cursor's `mdc:` links
   * become Markdown links relative to the file written (`[a](mdc:src/a.ts)` in .claude/rules/x.md
   * → `[a](../../src/a.ts)`), which every tool and the agent can follow.
   */
  private linked(rule: Instruction, body: string, target: string, notes: string[]): string {
    const source = sourceTool(this.context, rule.origin.tool).kinds.instructions;
    if (isUnsupported(source) || source.links !== "mdc" || this.spec.links === "mdc" || !body.includes("](mdc:")) return body;
    const root = this.context.scope === "project" ? this.context.root : this.context.home;
    notes.push(LINKS_REWRITTEN);
    return body.replace(MDC_LINK, (_, linked: string) => {
      const relative = path.relative(path.dirname(target), path.join(root, linked)).split(path.sep).join("/");
      return `](${relative === "" ? "." : relative})`;
    });
  }

  main(rule: Instruction): Translation {
    const notes: string[] = [];
    const target = this.mainPath(rule.location) ?? "";
    const { lost } = extraFor(rule, this.context);
    const body = this.keepFallback(rule, target, this.linked(rule, this.body(rule, notes, lost), target, notes), notes);
    if (this.layout.firstMainOnly && path.basename(target) !== path.basename(this.layout.write.main ?? ""))
      notes.push(`${this.context.tool.name} reads only ${path.basename(target)} here`);
    // The same text under the target's file name is exact; inlined imports are a conversion.
    return {
      item: rule,
      target,
      fidelity: fidelityOf(lost, notes.includes("@imports inlined") || notes.includes(LINKS_REWRITTEN) || notes.includes(MENTIONS_ESCAPED)),
      lost,
      note: notes.join("; "),
      edits: [markdownOutside(target, body)],
    };
  }

  /**
   * The main file's text, importing the fallback files the tool reads until a main file is there
   * (Claude Code's AGENTS.md): written without the import, the new file would stop the tool reading
   * them. Every one it switches off is imported (its folder's, those below it, at the root those of
   * the folders above); not one the tool no longer reads (CLAUDE.local.md switched it off already),
   * nor the one this text is (it came from there, imports it, or says the same): importing that too
   * would give the tool the text twice. Kept on later runs while the file svc wrote still imports them.
   */
  private keepFallback(rule: Instruction, target: string, body: string, notes: string[]): string {
    const fallbacks = new FallbackFiles(this.layout, this.context);
    if (!fallbacks.any || this.spec.imports === undefined) return body;
    const folder = path.dirname(target);
    const there = isFile(target) ? readFileSync(target, "utf8") : null;
    const known = new Map<string, string>();
    const own = new Set([rule.origin.path, ...(rule.imports ?? [])].map((file) => realPath(file, known)));
    const imports: string[] = [];
    for (const file of fallbacks.switchedOffBy(folder)) {
      const relative = path.relative(folder, file).split(path.sep).join("/");
      const line = this.spec.imports === "gemini" ? `@./${relative}` : `@${relative}`;
      const present = (text: string) => text.split("\n").some((one) => one.trim() === line);
      if (present(body) || own.has(realPath(file, known)) || sameText(file, body)) continue;
      if (there !== null) {
        if (present(there)) imports.push(line);
        continue;
      }
      if (!fallbacks.readsAt(path.dirname(file))) continue;
      imports.push(line);
      const where = relative.startsWith("../")
        ? " (above the project)"
        : relative.includes("/")
          ? `, now from the start rather than only when working under ${path.posix.dirname(relative)}/`
          : "";
      notes.push(
        `imports ${relative} (${line}), which ${this.context.tool.name} reads only while there is no ${path.basename(target)}, so that it keeps reading it${where}`,
      );
    }
    return imports.length === 0 ? body : `${imports.join("\n")}\n\n${body}`;
  }

  rule(rule: Instruction): Translation {
    const notes: string[] = [];
    const { keep, lost } = extraFor(rule, this.context);
    const body = this.body(rule, notes, lost);
    const activation: Activation = rule.role === "main" ? "always" : rule.activation;
    if (rule.role === "main") notes.push(`${this.context.tool.name} has no main instructions file here: written as an always-on rule`);
    const fits = this.rules !== undefined && canWrite(this.rules.format, activation);
    const wantsSkill = activation === "model" || activation === "manual";
    if (fits && this.rules) return this.ruleFile(rule, { ...rule, activation }, body, keep, lost, notes);
    if (wantsSkill && this.skillDir !== null) return this.asSkill(rule, body, lost, notes);
    if (this.rules && canWrite(this.rules.format, "always")) {
      lost.push(lostActivation(rule));
      return this.ruleFile(rule, { ...rule, activation: "always", globs: [] }, `${scopeLine(rule)}${body}`, keep, lost, notes);
    }
    return this.section(rule, body, lost, notes);
  }

  private ruleFile(rule: Instruction, wanted: Instruction, body: string, keep: Record<string, unknown>, lost: string[], notes: string[]): Translation {
    const rules = this.rules as RuleDir;
    const { context } = this;
    let { globs, activation, location } = wanted;
    if (location !== "" && !rules.nestedDirs) {
      // Rules live at the root only: scope a nested folder's rule by a glob instead.
      if (canWrite(rules.format, "glob")) {
        globs = activation === "glob" ? globs.map((glob) => `${location}/${glob}`) : [`${location}/**`];
        activation = "glob";
        notes.push(`scoped to ${location}/ by a glob`);
      } else lost.push(`location: only under ${location}/ (now for the whole project)`);
      location = "";
    }
    const dir = location === "" ? resolvePath(context, rules.dir) : path.join(context.root, location, rules.dir);
    let leaf =
      rule.role === "main"
        ? rule.location === ""
          ? "main"
          : rule.name.replace(/\//g, "-")
        : rule.name.slice(rule.location === "" ? 0 : rule.location.length + 1);
    if (rules.flat) leaf = leaf.replace(/\//g, "-"); // the tool reads no sub-folders
    const named = this.names.take(rule, dir, leaf, portablePath(leaf, "rule"));
    if (named.name !== leaf) notes.push(`renamed "${leaf}" → "${named.name}" (${named.why ?? "another item has that name"})`);
    leaf = named.name;
    const target = path.join(dir, `${leaf}${extensions(rules)[0] ?? ".md"}`);
    body = this.linked(rule, body, target, notes);
    const fields = { ...encodeRule(rules.format, { activation, globs, description: rule.description, name: leaf }), ...keep };
    return {
      item: rule,
      target,
      // Another tool's rule always changes its front matter dialect.
      fidelity: fidelityOf(lost, rule.origin.tool !== context.tool.id || notes.length > 0),
      lost,
      note: notes.join("; "),
      edits: [wholeFile(target, renderMarkdown(fields, body, rules.format.style))],
    };
  }

  /** A rule too large for the file it would go into, as a skill the agent loads when it needs it; null where the tool has no skills. */
  skillForSize(rule: Instruction, why: string): Translation | null {
    if (this.skillDir === null) return null;
    const notes: string[] = [];
    const { lost } = extraFor(rule, this.context);
    const body = this.body(rule, notes, lost);
    if (rule.activation === "always" || rule.activation === "glob")
      lost.push(
        `activation: ${rule.activation === "glob" ? `files matching ${rule.globs.join(", ")}` : "always"} (now a skill the agent loads when it sees fit: ${why})`,
      );
    const activation = rule.activation === "manual" ? "manual" : "model";
    return { ...this.asSkill({ ...rule, activation }, activation === "model" ? `${scopeLine(rule)}${body}` : body, lost, notes), item: rule };
  }

  private asSkill(rule: Instruction, body: string, lost: string[], notes: string[]): Translation {
    const skills = this.context.tool.kinds.skills;
    const honoured = isUnsupported(skills) ? [] : skills.fields;
    const slug = this.names.take(rule, this.skillDir as string, rule.name, skillFolderName(rule.name)).name;
    const folder = path.join(this.skillDir as string, slug);
    body = this.linked(rule, body, path.join(folder, "SKILL.md"), notes);
    const description = rule.description ?? `Instructions "${rule.name}" (from ${path.basename(rule.origin.path)})`;
    const manualField = honoured === null || honoured.includes("disable-model-invocation");
    const fields = rule.activation === "manual" && manualField ? { "disable-model-invocation": true } : {};
    if (rule.activation === "manual" && !manualField) lost.push(`manual activation (${this.context.tool.name} may use the skill on its own)`);
    notes.push(`carried as the skill "${slug}" (${rule.activation === "model" ? "the agent decides when to use it" : "invoked by name"})`);
    return {
      item: rule,
      target: path.join(folder, "SKILL.md"),
      fidelity: fidelityOf(lost, true),
      lost,
      note: notes.join("; "),
      edits: skillEdits(folder, skillDocument(slug, description, fields, body), []),
    };
  }

  private section(item: Instruction, body: string, lost: string[], notes: string[]): Translation {
    let rule = item;
    if (rule.location !== "" && this.context.scope === "project" && !this.layout.nested) {
      // The tool reads one rules file, at the root: a sub-folder's rule goes there, scoped to its folder.
      notes.push(`${this.context.tool.name} reads no instructions file in sub-folders: written into the root file, for files under ${rule.location}/`);
      rule = {
        ...rule,
        location: "",
        activation: "glob",
        globs: rule.activation === "glob" ? rule.globs.map((glob) => `${item.location}/${glob}`) : [`${item.location}/**`],
      };
    }
    let location = rule.location;
    if (rule.activation === "glob") {
      const folders = [...new Set(rule.globs.map(globFolder))];
      const onlyFolder = folders.length === 1 && folders[0] !== "" && this.context.scope === "project" && this.layout.nested ? folders[0] : undefined;
      if (onlyFolder !== undefined) {
        location = rule.location === "" ? onlyFolder : `${rule.location}/${onlyFolder}`;
        notes.push(`in ${location}/${path.basename(this.layout.write.main ?? "")}, which the tool reads when working under ${location}/`);
        if (rule.globs.some((glob) => !/\/\*\*(\/\*)?$/.test(glob))) lost.push(`activation: only files matching ${rule.globs.join(", ")}`);
      } else lost.push(lostActivation(rule));
    } else if (rule.activation !== "always") lost.push(lostActivation(rule));
    const target = this.mainPath(location);
    if (target === null) return unsupportedTranslation(item, `${this.context.tool.name} has no file for rules here`);
    body = this.linked(rule, body, target, notes);
    const attributes: SectionAttributes = { name: rule.name, activation: rule.activation };
    if (rule.globs.length > 0) attributes["globs"] = rule.globs;
    if (rule.description !== undefined) attributes["description"] = rule.description;
    if (location !== rule.location || rule.location !== "") attributes["location"] = rule.location;
    notes.push(`a marked section of ${path.basename(target)}`);
    return {
      item,
      target,
      entry: `section ${rule.name}`,
      fidelity: fidelityOf(lost, true),
      lost,
      note: notes.join("; "),
      edits: [markdownSection(target, attributes, `${scopeLine(rule)}${body}`)],
    };
  }
}
