// Instructions: a tool's main memory file per folder (CLAUDE.md, AGENTS.md…), its rule files with
// their activation (always / glob / model-decided / manual), legacy single files (.cursorrules),
// and personal local files (reported, never carried).
//
// Writing for another tool, each rule keeps its activation where the target can express it;
// otherwise: model-decided and manual rules become skills (which is how Claude Code and Codex
// express them), and single-file tools get svc-marked sections in their main file, with the
// rule's scope written visibly and recorded in the marker so a later migration can read it back.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseMarkdown, renderMarkdown } from "../formats/markdown.ts";
import { findFiles, isFileObserved, parseOrProblem, readText, readTextOr } from "../io.ts";
import type { Activation, HarnessItem, Instruction, ReadProblem } from "../model.ts";
import { markdownOutside, markdownSection, splitSections, wholeFile, type SectionAttributes } from "../plan/edits.ts";
import { isUnsupported, resolvePath, type ScopeSpec, type ToolContext } from "../tools/types.ts";
import { emptyRead, extraFor, fidelityOf, listField, otherFields, skillSlug, stringField, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";
import { skillDocument, skillEdits } from "./skills.ts";

/** claude-rule: YAML `paths:` (a glob rule) or nothing (always). mdc: Cursor's description/globs/alwaysApply. */
export type RuleFormat = "claude-rule" | "mdc";

export interface InstructionLayout {
  /** Main files of a folder, in the tool's order; `~/` or `{folder}/` paths for global scope. */
  main: string[];
  /** Only the first main file present counts (Codex: AGENTS.override.md hides AGENTS.md). */
  firstMainOnly?: boolean;
  /** Main files in sub-folders are read too (project scope). */
  nested?: boolean;
  rules?: { dir: string; format: RuleFormat; ext: string; nestedDirs?: boolean };
  /** Old single files still read (as always-on rules). */
  legacy?: string[];
  /** Personal files: reported, never carried. */
  local?: string[];
  /** Where svc writes the main text, and how it carries the other rules. */
  write: { main: string; rules: "files" | "sections" };
}

export interface InstructionsSpec extends ScopeSpec<InstructionLayout> {
  /** The tool expands `@path` imports (Claude Code); other tools get them inlined. */
  imports?: boolean;
}

// ---- reading --------------------------------------------------------------------------------

const MAX_IMPORT_DEPTH = 5;

export async function readInstructions(spec: InstructionsSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  const names = new Set<string>();
  const unique = (wanted: string): string => {
    let name = wanted;
    for (let n = 2; names.has(name); n++) name = `${wanted}-${n}`;
    names.add(name);
    return name;
  };

  // Main files, at the root and (project scope) in sub-folders.
  const folders = new Map<string, string[]>([["", layout.main.map((file) => resolvePath(context, file))]]);
  if (layout.nested && context.scope === "project") {
    const basenames = [...new Set(layout.main.filter((file) => !file.includes("/")))];
    for (const found of await findFiles(context.root, basenames.map((name) => `**/${name}`))) {
      const location = path.dirname(found.relative);
      if (location === ".") continue;
      const list = folders.get(location) ?? layout.main.filter((file) => !file.includes("/")).map((file) => path.join(context.root, location, file));
      folders.set(location, list);
    }
  }
  for (const [location, candidates] of folders) {
    let first: string | null = null;
    for (const file of candidates) {
      const read = await readInstructionFile(file, context, spec.imports === true);
      if (read === null) continue;
      if ("problem" in read) {
        result.problems.push(read.problem);
        continue;
      }
      result.problems.push(...read.problems);
      const isMain = first === null;
      const mainName = location === "" ? "main" : `${location}/main`;
      if (read.outside.trim() !== "" || read.sections.length === 0) {
        const item: Instruction = {
          kind: "instructions",
          name: unique(isMain ? mainName : `${location === "" ? "" : `${location}/`}${stem(file)}`),
          origin: { tool: context.tool.id, scope: context.scope, path: file },
          role: isMain ? "main" : "rule",
          activation: "always",
          globs: [],
          location,
          body: read.outside,
          ...(read.expanded === undefined ? {} : { expanded: read.expanded, imports: read.imports ?? [] }),
        };
        if (!isMain && layout.firstMainOnly) item.shadowedBy = first ?? undefined;
        result.items.push(item);
      }
      for (const section of read.sections) result.items.push(sectionItem(section.attributes, section.body, file, location, context, unique));
      first ??= file;
    }
  }

  // Rule files.
  if (layout.rules) {
    const rules = layout.rules;
    const dirs: { dir: string; location: string }[] = [{ dir: resolvePath(context, rules.dir), location: "" }];
    if (rules.nestedDirs && context.scope === "project") {
      // Cursor also honours .cursor/rules folders inside sub-folders.
      for (const found of await findFiles(context.root, [`**/${rules.dir}/**/*${rules.ext}`])) {
        const at = found.relative.indexOf(`/${rules.dir}/`);
        const prefix = found.relative.slice(0, at);
        if (at > 0 && !dirs.some((entry) => entry.location === prefix)) dirs.push({ dir: path.join(context.root, prefix, rules.dir), location: prefix });
      }
    }
    for (const { dir, location } of dirs) {
      for (const found of await findFiles(dir, [`**/*${rules.ext}`])) {
        const text = await readTextOr(found.path, result.problems);
        if (text === null) continue;
        const parsed = parseOrProblem(found.path, () => parseMarkdown(text, { lenient: rules.format === "mdc" }));
        if (!parsed.ok) {
          result.problems.push(parsed.problem);
          continue;
        }
        const ruleName = found.relative.slice(0, -rules.ext.length);
        const item = ruleItem(parsed.value.fields, parsed.value.body, rules.format, context);
        item.name = unique(location === "" ? ruleName : `${location}/${ruleName}`);
        item.origin = { tool: context.tool.id, scope: context.scope, path: found.path };
        item.location = location;
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

  // Legacy single files and local files.
  for (const [declared, local] of [...(layout.legacy ?? []).map((file) => [file, false] as const), ...(layout.local ?? []).map((file) => [file, true] as const)]) {
    const file = resolvePath(context, declared);
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
  return result;
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

async function readInstructionFile(file: string, context: ToolContext, imports: boolean): Promise<InstructionFile | { problem: ReadProblem } | null> {
  const read = await readText(file);
  if (read.ok === "missing") return null;
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

function sectionItem(attributes: SectionAttributes, body: string, file: string, location: string, context: ToolContext, unique: (name: string) => string): Instruction {
  const activation = (["always", "glob", "model", "manual"] as const).find((value) => value === attributes["activation"]) ?? "always";
  const item: Instruction = {
    kind: "instructions",
    name: unique(attributes.name),
    origin: { tool: context.tool.id, scope: context.scope, path: file, entry: `section ${attributes.name}` },
    role: "rule",
    activation,
    globs: listField(attributes["globs"]) ?? [],
    location: typeof attributes["location"] === "string" ? attributes["location"] : location,
    body: `${stripScopeLine(body).replace(/\n+$/, "")}\n`,
  };
  const description = stringField(attributes["description"]);
  if (description !== undefined) item.description = description;
  return item;
}

/** A rule file's front matter to activation, globs and description (RuleFormat). */
function ruleItem(fields: Record<string, unknown>, body: string, format: RuleFormat, context: ToolContext): Instruction {
  const description = stringField(fields["description"]);
  let activation: Activation;
  let globs: string[];
  let known: string[];
  if (format === "mdc") {
    globs = listField(fields["globs"]) ?? [];
    activation = fields["alwaysApply"] === true ? "always" : globs.length > 0 ? "glob" : description !== undefined ? "model" : "manual";
    known = ["description", "globs", "alwaysApply"];
  } else {
    globs = listField(fields["paths"]) ?? [];
    activation = globs.length > 0 ? "glob" : "always";
    known = ["paths", "description"];
  }
  const item: Instruction = {
    kind: "instructions",
    name: "",
    origin: { tool: context.tool.id, scope: context.scope, path: "" },
    role: "rule",
    activation,
    globs,
    location: "",
    body,
  };
  if (description !== undefined) item.description = description;
  const extra = otherFields(fields, known);
  if (extra) item.extra = { tool: context.tool.id, fields: extra };
  return item;
}

/**
 * Expands Claude Code `@path` imports (relative, absolute or `~/`), at most five levels deep, not
 * inside code. A mention that is not an existing file stays text; a cycle is a problem.
 */
async function expandImports(
  text: string,
  file: string,
  context: ToolContext,
  stack: string[],
  depth: number,
): Promise<{ text: string; changed: boolean; problems: ReadProblem[]; imported: string[] }> {
  const imported: string[] = [];
  const problems: ReadProblem[] = [];
  let changed = false;
  const lines = text.split("\n");
  let fenced = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || !line.includes("@")) continue;
    const pieces = line.split(/(`[^`]*`)/);
    for (let piece = 0; piece < pieces.length; piece += 2) {
      const segment = pieces[piece] ?? "";
      const replaced: string[] = [];
      let last = 0;
      for (const match of segment.matchAll(/(^|\s)@([^\s]+)/g)) {
        const reference = (match[2] ?? "").replace(/[.,;:)]+$/, "");
        const target = reference.startsWith("~/")
          ? path.join(context.home, reference.slice(2))
          : path.isAbsolute(reference)
            ? reference
            : path.resolve(path.dirname(file), reference);
        if (!isFileObserved(target)) continue;
        if (stack.includes(target)) {
          problems.push({ path: file, line: index + 1, message: `import cycle: ${[...stack, target].map((entry) => path.basename(entry)).join(" → ")}` });
          continue;
        }
        if (depth > MAX_IMPORT_DEPTH) continue;
        const read = await readText(target);
        if (read.ok !== true) {
          if (read.ok === false) problems.push({ ...read.problem, message: `imported from ${file}:${index + 1}: ${read.problem.message}` });
          continue;
        }
        const inner = await expandImports(read.text, target, context, [...stack, target], depth + 1);
        problems.push(...inner.problems);
        imported.push(target, ...inner.imported);
        const start = (match.index ?? 0) + (match[1]?.length ?? 0);
        replaced.push(segment.slice(last, start), inner.text.replace(/\n+$/, ""));
        last = start + 1 + reference.length;
        changed = true;
      }
      if (last > 0) pieces[piece] = replaced.join("") + segment.slice(last);
    }
    lines[index] = pieces.join("");
  }
  return { text: lines.join("\n"), changed, problems, imported };
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

export function renderInstructions(items: HarnessItem[], spec: InstructionsSpec, context: ToolContext): Translation[] {
  const layout = spec[context.scope];
  const skills = context.tool.kinds.skills;
  const skillLayout = isUnsupported(skills) ? skills : skills[context.scope];
  const skillDir = isUnsupported(skillLayout) ? null : resolvePath(context, skillLayout.dirs[0] ?? "");
  return items.map((item) => {
    const rule = item as Instruction;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    const mainPath = (location: string): string => {
      const folderOf = context.scope === "global" || location === "" ? null : path.join(context.root, location);
      const written = folderOf === null ? resolvePath(context, layout.write.main) : path.join(folderOf, path.basename(layout.write.main));
      if (!layout.firstMainOnly) return written;
      // Where only the first main file counts (Codex's AGENTS.override.md), write into the one
      // the tool actually reads, or the text would be ignored.
      const candidates = layout.main.map((file) => (folderOf === null ? resolvePath(context, file) : path.join(folderOf, path.basename(file))));
      return candidates.find((candidate) => existsSync(candidate)) ?? written;
    };
    const sourceUsesImports = rule.expanded !== undefined;
    const body = sourceUsesImports && !spec.imports ? (rule.expanded ?? rule.body) : rule.body;
    const notes: string[] = [];
    if (sourceUsesImports && !spec.imports) notes.push("@imports inlined");
    const { keep, lost } = extraFor(item, context);

    if (rule.role === "main") {
      const target = mainPath(rule.location);
      return {
        item,
        target,
        // The same text under the target's file name is exact; inlined imports are a conversion.
        fidelity: fidelityOf(lost, sourceUsesImports && !spec.imports),
        lost,
        note: notes.join("; "),
        edits: [markdownOutside(target, body)],
      };
    }

    // A rule. Files where the tool has rule files for this activation; else a skill or a section.
    const wantsSkill = rule.activation === "model" || rule.activation === "manual";
    const rules = layout.rules;
    const fileFormatFits = rules !== undefined && layout.write.rules === "files" && (rules.format === "mdc" || !wantsSkill);
    if (fileFormatFits && rules) {
      let globs = rule.globs;
      let activation = rule.activation;
      let location = rule.location;
      if (location !== "" && !rules.nestedDirs) {
        // Rules live at the root only: scope a nested folder's rule by a glob instead.
        globs = activation === "glob" ? globs.map((glob) => `${location}/${glob}`) : [`${location}/**`];
        activation = "glob";
        notes.push(`scoped to ${location}/ by a glob`);
        location = "";
      }
      const dir = location === "" ? resolvePath(context, rules.dir) : path.join(context.root, location, rules.dir);
      const leaf = rule.name.slice(rule.location === "" ? 0 : rule.location.length + 1);
      const target = path.join(dir, `${leaf}${rules.ext}`);
      const fields = ruleFields(rules.format, { ...rule, globs, activation }, keep);
      return {
        item,
        target,
        // Another tool's rule always changes its front matter dialect.
        fidelity: fidelityOf(lost, rule.origin.tool !== context.tool.id || notes.length > 0),
        lost,
        note: notes.join("; "),
        edits: [wholeFile(target, renderMarkdown(fields, body, rules.format === "mdc" ? "mdc" : "yaml"))],
      };
    }
    if (wantsSkill && skillDir !== null) {
      const slug = skillSlug(rule.name);
      const folderPath = path.join(skillDir, slug);
      const description = rule.description ?? `Instructions "${rule.name}" (from ${path.basename(rule.origin.path)})`;
      const fields = rule.activation === "manual" && context.tool.id !== "codex" ? { "disable-model-invocation": true } : {};
      if (rule.activation === "manual" && context.tool.id === "codex") lost.push("manual activation (Codex may use the skill on its own)");
      notes.push(`carried as the skill "${slug}" (${rule.activation === "model" ? "the agent decides when to use it" : "invoked by name"})`);
      return {
        item,
        target: path.join(folderPath, "SKILL.md"),
        fidelity: fidelityOf(lost, true),
        lost,
        note: notes.join("; "),
        edits: skillEdits(folderPath, skillDocument(slug, description, fields, body), []),
      };
    }
    // A section of the main file: Codex, or a tool without rule files for this activation.
    let location = rule.location;
    if (rule.activation === "glob") {
      const folders = [...new Set(rule.globs.map(globFolder))];
      const onlyFolder = folders.length === 1 && folders[0] !== "" && context.scope === "project" ? folders[0] : undefined;
      if (onlyFolder !== undefined) {
        location = rule.location === "" ? onlyFolder : `${rule.location}/${onlyFolder}`;
        notes.push(`in ${location}/${path.basename(layout.write.main)}, which the tool reads when working under ${location}/`);
        if (rule.globs.some((glob) => !/\/\*\*(\/\*)?$/.test(glob))) lost.push(`activation: only files matching ${rule.globs.join(", ")}`);
      } else {
        lost.push(`activation: files matching ${rule.globs.join(", ")} (now always loaded, with the scope written at the top)`);
      }
    } else if (wantsSkill) {
      lost.push(`activation: ${rule.activation === "model" ? "model-decided" : "manual"} (now always loaded, with the intent written at the top)`);
    }
    const target = mainPath(location);
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
  });
}

function ruleFields(format: RuleFormat, rule: Instruction, keep: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (rule.description !== undefined) fields["description"] = rule.description;
  if (format === "mdc") {
    if (rule.activation === "glob") fields["globs"] = rule.globs.join(",");
    fields["alwaysApply"] = rule.activation === "always";
  } else if (rule.activation === "glob") {
    fields["paths"] = rule.globs;
  }
  return { ...fields, ...keep };
}
