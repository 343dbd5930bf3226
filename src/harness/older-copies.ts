// The target's own copy of an item, kept where an older version of the tool put it (Codex skills
// in ~/.codex/skills, Windsurf rules in .windsurf/rules, Copilot's .chatmode.md agents…). The tool
// still reads it, so it is the target's existing item even though svc writes the item elsewhere
// now: equal, nothing is written; different, it is a conflict (merge refuses), and overwriting
// writes the item at the current place and removes the old copy (backed up), leaving one copy.
// Items svc can move: a rule, command or agent file, a skill folder, an MCP server entry of a JSON
// file, a hook that is a file of its own (Kiro IDE's *.kiro.hook beside the v1 hook files).
import { existsSync } from "node:fs";
import path from "node:path";
import type { Translation } from "./kinds/common.ts";
import { parseJsonObject, removeJson } from "./formats/json.ts";
import { valueAt } from "./io.ts";
import type { HarnessItem } from "./model.ts";
import { deleteFile, markdownSection, type Edit } from "./plan/edits.ts";
import { displayPath } from "./plan/report.ts";
import { isUnsupported, resolvePath, type ToolContext } from "./tools/types.ts";

/** Edits that remove an item svc wrote: its file, its skill folder, or its section. */
export function removalEdits(item: HarnessItem): Edit[] {
  if (item.kind === "mcp" && item.origin.entry !== undefined) return [removeEntry(item.origin.path, item.origin.entry.split("."))];
  if (item.origin.entry?.startsWith("section ")) {
    return [removeSection(item.origin.path, item.origin.entry.slice("section ".length))];
  }
  if (item.kind === "instructions" && item.role === "main") return []; // a tool's main file is never deleted
  if (item.kind === "skills") {
    const folder = path.dirname(item.origin.path);
    return [deleteFile(item.origin.path), ...item.files.map((file) => deleteFile(path.join(folder, ...file.path.split("/"))))];
  }
  return [deleteFile(item.origin.path)];
}

function removeSection(file: string, name: string): Edit {
  const edit = markdownSection(file, { name }, "");
  return {
    ...edit,
    apply(current) {
      if (current === null) return { action: "unchanged", next: "" };
      const lines = current.split("\n");
      const begin = lines.findIndex((line) => line.startsWith("<!-- svc:begin ") && line.includes(JSON.stringify(name).slice(1, -1)));
      const end = lines.findIndex((line, index) => index > begin && line === `<!-- svc:end ${JSON.stringify(name)} -->`);
      if (begin === -1 || end === -1) return { action: "unchanged", next: current };
      const next = [...lines.slice(0, begin), ...lines.slice(end + 1)].join("\n").replace(/\n{3,}/g, "\n\n");
      return { action: "update", next };
    },
  };
}

/** One entry of a JSON(C) file taken out (an MCP server kept in an older file). */
function removeEntry(file: string, at: string[]): Edit {
  return {
    path: file,
    entry: at.join("."),
    apply(current) {
      if (current === null || valueAt(parseJsonObject(current), at) === undefined) return { action: "unchanged", next: current ?? "" };
      return { action: "update", next: removeJson(current, at) };
    },
  };
}

/** A removal that is a conflict: refused under merge, done (after a backup) under overwrite. */
function conflictingRemoval(edit: Edit): Edit {
  return {
    ...edit,
    entry: `${edit.entry === undefined ? "" : `${edit.entry}: `}an older copy of the item, removed`,
    apply(current) {
      const outcome = edit.apply(current);
      const removes = outcome.action === "delete" || (!edit.remove && outcome.action === "update");
      return removes ? { ...outcome, action: "conflict", ...(current === null ? {} : { current }) } : outcome;
    },
  };
}

/** An item svc can move from where it is: a whole file (a rule, command, agent, skill folder) or a JSON entry (an MCP server). */
function isMovable(item: HarnessItem): boolean {
  if (item.local) return false;
  if (item.kind === "mcp") return item.origin.entry !== undefined && !item.name.includes(".") && /\.jsonc?$/.test(item.origin.path);
  if (item.origin.entry !== undefined) return false;
  if (item.kind === "instructions") return item.role === "rule";
  return item.kind === "commands" || item.kind === "agents" || item.kind === "skills" || item.kind === "hooks";
}

/** The kinds svc looks for older copies of. */
export const OLDER_COPY_KINDS = ["instructions", "mcp", "commands", "agents", "skills", "hooks"] as const;

/**
 * A target's own items (not another tool's files it reads too) by name, each with its place in
 * the list: made once per list, which each of a plan's thousands of translations looks in.
 */
const ownByNames = new WeakMap<readonly HarnessItem[], Map<string, { item: HarnessItem; at: number }[]>>();

function ownByName(existing: readonly HarnessItem[]): Map<string, { item: HarnessItem; at: number }[]> {
  let byName = ownByNames.get(existing);
  if (byName !== undefined) return byName;
  byName = new Map();
  existing.forEach((item, at) => {
    if (item.origin.shared !== undefined) return;
    const list = byName.get(item.name);
    if (list === undefined) byName.set(item.name, [{ item, at }]);
    else list.push({ item, at });
  });
  ownByNames.set(existing, byName);
  return byName;
}

/**
 * The target's item of the same name kept somewhere the translation does not write, when the
 * target has none where it does write.
 */
function olderCopy(translation: Translation, existing: readonly HarnessItem[]): HarnessItem | undefined {
  // Most targets have no items yet: nothing to look for, for each of thousands of translations.
  if (existing.length === 0 || translation.fidelity === "unsupported" || translation.edits.length === 0) return undefined;
  const written = new Set(translation.edits.map((edit) => edit.path));
  const skillFolders = translation.edits.filter((edit) => path.basename(edit.path) === "SKILL.md").map((edit) => path.basename(path.dirname(edit.path)));
  const entryName = translation.item.kind === "mcp" ? translation.entry?.split(".").at(-1) : undefined;
  const names = new Set([translation.item.name, translation.item.name.replace(/\//g, "-"), ...skillFolders, ...(entryName ? [entryName] : [])]);
  const kinds = new Set<string>([translation.item.kind, ...(skillFolders.length > 0 ? ["skills"] : [])]);
  // Another tool's file the target reads too is that tool's: never the target's older copy to move.
  const byName = ownByName(existing);
  const same = [...names]
    .flatMap((name) => byName.get(name) ?? [])
    .filter((entry) => kinds.has(entry.item.kind))
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.item);
  if (same.some((item) => written.has(item.origin.path))) return undefined;
  return same.find(isMovable);
}

/** What a translation's edits write, by path (text or bytes), for comparing two of them. */
function contents(edits: readonly Edit[]): Map<string, string> {
  return new Map(edits.map((edit) => [edit.path, edit.bytes ? Buffer.from(edit.bytes).toString("base64") : edit.apply(null).next.replace(/\s+$/, "")]));
}

/** Whether another copy of the item, written at the current place, would be exactly what the translation writes. */
export function writesTheSame(translation: Translation, older: Translation[]): boolean {
  const wanted = contents(translation.edits);
  const there = contents(older.flatMap((entry) => entry.edits));
  return wanted.size === there.size && [...wanted].every(([file, content]) => there.get(file) === content);
}

export type OlderDecision = "compare" | "update" | "conflict";

/**
 * The translation, told about the target's older copy of its item: `compare` (migrate, or a first
 * sync) decides by content; `update` moves a copy known to be unchanged since the last sync;
 * `conflict` refuses one changed since. `render` writes the older copy as the target writes it now.
 */
export function withOlderCopy(
  translation: Translation,
  existing: readonly HarnessItem[],
  context: ToolContext,
  render: (item: HarnessItem) => Translation[],
  decision: OlderDecision = "compare",
): Translation {
  const older = olderCopy(translation, existing);
  if (older === undefined) return translation;
  const where = displayPath(older.origin.path, { home: context.home, ...(context.scope === "project" ? { repo: context.root } : {}) });
  const join = (note: string) => [translation.note, note].filter((text) => text !== "").join("; ");
  // A place the current release (or a program of it) no longer reads holds no copy it uses: the
  // item is written where it reads, and the older copy is left for whatever older program reads it.
  if (older.notRead !== undefined) return { ...translation, note: join(`the copy in ${where} is left as it is: ${older.notRead}`) };
  if (decision === "compare" && writesTheSame(translation, render(older))) {
    return { ...translation, target: older.origin.path, edits: [], note: join(`already there, where an older ${context.tool.name} keeps it (${where})`) };
  }
  const removals = removalEdits(older);
  if (decision === "update")
    return {
      ...translation,
      edits: [...translation.edits, ...removals],
      note: join(`moved from where an older ${context.tool.name} kept it (${where}, backed up)`),
    };
  return {
    ...translation,
    edits: [...translation.edits, ...removals.map(conflictingRemoval)],
    note: join(
      `${context.tool.name} already has its own "${older.name}" where an older version kept it (${where}); --policy overwrite writes this one here and removes that copy (backed up)`,
    ),
  };
}

/**
 * The translations, with one more for each of the target's own servers kept in a file it reads only
 * while another is missing (the Copilot CLI's .github/mcp.json, read only where there is no
 * .mcp.json) when the plan creates that other file: each is carried into it, or creating it would
 * make the tool stop reading them. A server the plan writes there itself needs no carrying.
 */
export function keptReadable(
  translations: readonly Translation[],
  existing: readonly HarnessItem[],
  context: ToolContext,
  render: (item: HarnessItem) => Translation[],
): Translation[] {
  const spec = context.tool.kinds.mcp;
  const layout = isUnsupported(spec) ? spec : spec[context.scope];
  if (isUnsupported(layout)) return [...translations];
  const carried: Translation[] = [];
  for (const older of layout.legacy ?? []) {
    if (older.onlyWithout === undefined) continue;
    const from = resolvePath(context, older.file);
    const into = resolvePath(context, older.onlyWithout.file);
    const edits = translations.flatMap((translation) => translation.edits).filter((edit) => edit.path === into);
    if (edits.length === 0 || existsSync(into)) continue;
    const written = new Set(edits.map((edit) => edit.entry?.split(".").at(-1)));
    const shown = (file: string) => displayPath(file, { home: context.home, ...(context.scope === "project" ? { repo: context.root } : {}) });
    for (const item of existing) {
      if (item.kind !== "mcp" || item.origin.path !== from || written.has(item.name)) continue;
      for (const translation of render(item)) {
        const note = `carried from ${shown(from)} into ${shown(into)}: ${older.onlyWithout.program} reads ${shown(from)} only while there is no ${shown(into)}`;
        carried.push({ ...translation, note: [translation.note, note].filter((text) => text !== "").join("; ") });
      }
    }
  }
  return [...translations, ...carried];
}
