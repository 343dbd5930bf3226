// Ignore files: gitignore-style pattern lists with a meaning — "block" (the agent may not read
// these: .cursorignore) or "index" (kept out of the index only: .cursorindexingignore; never
// merged with block). A tool without ignore files may express "block" as read-deny permission
// rules (Claude Code: permissions.deny `Read(./…)`), which the plan reports as a conversion.
import path from "node:path";
import { readTextOr } from "../io.ts";
import type { HarnessItem, IgnoreFile } from "../model.ts";
import { jsonMerge, missingLines, wholeFile } from "../plan/edits.ts";
import { isUnsupported, resolvePath, type IgnoreAsPermissions, type IgnoreLayout, type IgnoreSpec, type ToolContext } from "../tools/types.ts";
import { emptyRead, fidelityOf, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";

function isFileLayout(layout: IgnoreLayout | IgnoreAsPermissions): layout is IgnoreLayout {
  return "files" in layout;
}

export async function readIgnore(spec: IgnoreSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout) || !isFileLayout(layout)) return result;
  for (const { file: declared, meaning } of layout.files) {
    const file = resolvePath(context, declared);
    const text = await readTextOr(file, result.problems);
    if (text === null) continue;
    const patterns = text
      .split("\n")
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));
    result.items.push({ kind: "ignore", name: path.basename(file), origin: { tool: context.tool.id, scope: context.scope, path: file }, meaning, patterns });
  }
  return result;
}

export function renderIgnore(items: HarnessItem[], spec: IgnoreSpec, context: ToolContext): Translation[] {
  const layout = spec[context.scope];
  // Several source files that land in one target file (Windsurf's .codeiumignore and
  // .devinignore) make one list: the first writes all their patterns, the others find theirs there.
  const patternsOf = new Map<string, string[]>();
  const slotOf = (ignore: IgnoreFile) =>
    isUnsupported(layout) || !isFileLayout(layout) ? undefined : layout.files.find((entry) => entry.meaning === ignore.meaning);
  for (const item of items) {
    const slot = slotOf(item as IgnoreFile);
    if (!slot) continue;
    const target = resolvePath(context, slot.file);
    const patterns = patternsOf.get(target) ?? [];
    patternsOf.set(target, [...patterns, ...(item as IgnoreFile).patterns.filter((pattern) => !patterns.includes(pattern))]);
  }
  const written = new Set<string>();
  return items.map((item) => {
    const ignore = item as IgnoreFile;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    if (isFileLayout(layout)) {
      const slot = slotOf(ignore);
      if (!slot) return unsupportedTranslation(item, `${context.tool.name} has no ${ignore.meaning === "index" ? "index-only" : "blocking"} ignore file`);
      const target = resolvePath(context, slot.file);
      const first = !written.has(target);
      written.add(target);
      const sameName = path.basename(target) === path.basename(ignore.origin.path);
      const source = ignore.origin.path;
      return {
        item,
        target,
        fidelity: fidelityOf([], !sameName),
        lost: [],
        note: sameName ? "" : `same patterns as ${path.basename(source)}`,
        edits: [first ? wholeFile(target, `${(patternsOf.get(target) ?? ignore.patterns).join("\n")}\n`) : missingLines(target, ignore.patterns)],
      };
    }
    if (ignore.meaning !== "block") return unsupportedTranslation(item, `${context.tool.name} has no index-only ignore list`);
    const { file, at, rule } = layout.asDenyRules;
    const target = resolvePath(context, file);
    const lost = ignore.patterns.filter((pattern) => pattern.startsWith("!")).map((pattern) => `exception ${pattern} (deny rules cannot re-allow)`);
    const rules = ignore.patterns.filter((pattern) => !pattern.startsWith("!")).map(rule);
    return {
      item,
      target,
      entry: at.join("."),
      fidelity: fidelityOf(lost, true),
      lost,
      note: `as ${rules.length} read-deny permission rule${rules.length === 1 ? "" : "s"}`,
      edits: [
        jsonMerge(target, at, `${at.join(".")}: ${rules.length} rules from ${path.basename(ignore.origin.path)}`, (existing) => {
          const list = Array.isArray(existing) ? (existing as unknown[]) : [];
          const missing = rules.filter((entry) => !list.includes(entry));
          return missing.length === 0 ? { value: existing, state: "present" } : { value: [...list, ...missing], state: "absent" };
        }),
      ],
    };
  });
}
