// A plan: every target file with its content before and after, the action on it, and a line per
// item with its fidelity. Computed from translations against the files as they are now; nothing
// is written here. preview prints plans, migrate/build/sync apply them (src/harness/plan/apply.ts).
import { readFileSync, statSync } from "node:fs";
import { createTwoFilesPatch } from "diff";
import { FormatError } from "../formats/errors.ts";
import { decodeUserText, textForDisplay } from "../formats/text.ts";
import type { Fidelity, Translation } from "../kinds/common.ts";
import type { ReadProblem } from "../model.ts";
import type { HarnessKind, ToolId } from "../tools/ids.ts";
import type { EditAction } from "./edits.ts";
import { cannotRead } from "../../core/errors.ts";

export type Policy = "merge" | "overwrite";
export type FileAction = "create" | "update" | "unchanged" | "conflict" | "delete" | "error";

export interface PlannedFile {
  path: string;
  action: FileAction;
  /** Current content: text with LF line endings, or bytes for binary files; null when absent. */
  before: string | Uint8Array | null;
  /** Content after the change (for conflicts: what overwriting would write); null when nothing changes. */
  after: string | Uint8Array | null;
  /** Line ending to write with (an existing file keeps its own). */
  eol: "\n" | "\r\n";
  bom: boolean;
  /** A UTF-16 file svc edits is written back in UTF-16, with its BOM (absent: UTF-8). */
  encoding?: "utf-16le" | "utf-16be";
  /**
   * False for an existing file that does not end with a newline: it is written without one
   * unless an edit adds it (svc adds one only to files it creates, or that had one).
   */
  finalNewline?: boolean;
  /** Entries (or "whole file") that conflict with what is there. */
  conflicts: string[];
  /** Set when the file could not be edited (unparseable target). */
  error?: string;
  /** The file is to be removed. */
  remove?: boolean;
  /** The mode of a file this plan creates. */
  mode?: number;
}

export interface PlanItem {
  kind: HarnessKind;
  name: string;
  source: string;
  target: string | null;
  entry?: string;
  fidelity: Fidelity;
  lost: string[];
  note: string;
  action: EditAction | "skipped" | "error";
  secrets: string[];
  /** The tool the item is written for, in a plan for several (`svc migrate --to codex,cursor`). */
  to?: ToolId;
}

export interface Plan {
  policy: Policy;
  items: PlanItem[];
  files: PlannedFile[];
  problems: ReadProblem[];
}

interface Current {
  exists: boolean;
  text: string | null;
  bytes: Uint8Array | null;
  eol: "\n" | "\r\n";
  bom: boolean;
  encoding?: "utf-16le" | "utf-16be";
  /** Whether the file's text ends with a newline (true when it is absent: a new file gets one). */
  finalNewline?: boolean;
  error?: string;
}

/**
 * Synchronous for the same reason as io.ts readText: many small files. A file that is not there
 * (most of a big plan's files are new) is found by a stat that throws nothing: an error thrown
 * per missing file cost more than the extra call costs a file that is there.
 */
function loadCurrent(path: string): Current {
  let bytes: Uint8Array;
  try {
    if (statSync(path, { throwIfNoEntry: false }) === undefined) return { exists: false, text: null, bytes: null, eol: "\n", bom: false };
    bytes = new Uint8Array(readFileSync(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { exists: false, text: null, bytes: null, eol: "\n", bom: false };
    return { exists: true, text: null, bytes: null, eol: "\n", bom: false, error: cannotRead(error) };
  }
  try {
    const decoded = decodeUserText(bytes);
    return { exists: true, text: decoded.text, bytes, eol: decoded.eol, bom: decoded.bom && decoded.encoding === "utf-8", ...(decoded.encoding === "utf-8" ? {} : { encoding: decoded.encoding }), finalNewline: decoded.text === "" || decoded.text.endsWith("\n") };
  } catch (error) {
    return { exists: true, text: null, bytes, eol: "\n", bom: false, error: error instanceof FormatError ? `line ${error.line}: ${error.message}` : String(error) };
  }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Edits that belong to no harness item (a snapshot's files): planned like any others. */
export interface LooseEdits {
  edits: Translation["edits"];
}

/** Applies every translation's edits to the current files, in order, under the policy. */
export async function buildPlan(translations: readonly (Translation | LooseEdits)[], options: { policy: Policy; problems: ReadProblem[] }): Promise<Plan> {
  const files = new Map<string, PlannedFile & { current: Current; text: string | null }>();
  const items: PlanItem[] = [];
  for (const translation of translations) {
    const outcomes: (EditAction | "error")[] = [];
    for (const edit of translation.edits) {
      let file = files.get(edit.path);
      if (file === undefined) {
        const current = loadCurrent(edit.path);
        file = {
          path: edit.path,
          action: "unchanged",
          before: edit.bytes ? current.bytes : current.text,
          after: null,
          eol: current.eol,
          bom: current.bom,
          ...(current.encoding === undefined || edit.bytes ? {} : { encoding: current.encoding }),
          ...(current.finalNewline === false ? { finalNewline: false } : {}),
          conflicts: [],
          current,
          text: current.text,
          ...(edit.mode === undefined ? {} : { mode: edit.mode }),
          ...(current.error && !edit.bytes ? { error: current.error } : {}),
        };
        files.set(edit.path, file);
      }
      if (edit.remove) {
        const outcome = edit.apply(file.current.exists ? "" : null);
        outcomes.push(outcome.action);
        if (outcome.action === "delete" || outcome.action === "conflict") file.remove = true;
        // A removal in conflict (the target's own older copy of an item): refused under merge.
        if (outcome.action === "conflict") file.conflicts.push(edit.entry ?? "whole file");
        continue;
      }
      if (file.error !== undefined) {
        outcomes.push("error");
        continue;
      }
      if (edit.bytes) {
        const existing = file.current.bytes;
        const action: EditAction = existing === null ? "create" : equalBytes(existing, edit.bytes) ? "unchanged" : "conflict";
        outcomes.push(action);
        if (action === "conflict") file.conflicts.push("whole file");
        if (action !== "unchanged") file.after = edit.bytes;
        continue;
      }
      try {
        const outcome = edit.apply(file.text);
        // Whatever an item puts into a file this plan creates is itself a creation, even when an
        // earlier item of the plan already wrote the same (a shared header, an equal rule).
        const intoNewFile = !file.current.exists && (outcome.action === "update" || outcome.action === "unchanged");
        outcomes.push(intoNewFile ? "create" : outcome.action);
        // A conflict's change is kept in the plan (to show it, and for --policy overwrite);
        // under merge the plan is refused as a whole, so it is never written.
        if (outcome.action === "conflict") file.conflicts.push(outcome.why === undefined ? (edit.entry ?? "whole file") : `${edit.entry ?? "whole file"}: ${outcome.why}`);
        if (outcome.action !== "unchanged") file.text = outcome.next;
      } catch (error) {
        if (!(error instanceof FormatError)) throw error;
        file.error = `cannot edit it: line ${error.line}: ${error.message} (fix the file, or move it aside)`;
        outcomes.push("error");
      }
    }
    if (!("item" in translation)) continue;
    items.push({
      kind: translation.item.kind,
      name: translation.item.name,
      source: translation.item.origin.path,
      target: translation.target,
      ...(translation.entry ? { entry: translation.entry } : {}),
      fidelity: translation.fidelity,
      lost: translation.lost,
      note: translation.note,
      action: translation.fidelity === "unsupported" || translation.skipped ? "skipped" : combine(outcomes),
      secrets: translation.secrets ?? [],
    });
  }

  const planned: PlannedFile[] = [];
  for (const file of files.values()) {
    const { current, text, ...rest } = file;
    let action: FileAction;
    let after = rest.after;
    if (rest.remove) {
      action = rest.conflicts.length > 0 ? "conflict" : "delete";
      after = null;
    } else if (rest.error !== undefined) action = "error";
    else if (after instanceof Uint8Array) action = current.exists ? (rest.conflicts.length > 0 ? "conflict" : "update") : "create";
    else {
      const changed = text !== null && text !== current.text;
      after = changed ? text : null;
      action = !current.exists ? "create" : rest.conflicts.length > 0 ? "conflict" : changed ? "update" : "unchanged";
    }
    planned.push({ ...rest, action, after });
  }
  planned.sort((a, b) => a.path.localeCompare(b.path));
  return { policy: options.policy, items, files: planned, problems: options.problems };
}

/** An item's action from its edits' outcomes: the parts left unchanged say nothing when others change. */
function combine(outcomes: (EditAction | "error")[]): PlanItem["action"] {
  if (outcomes.includes("error")) return "error";
  if (outcomes.includes("conflict")) return "conflict";
  const changes = outcomes.filter((outcome) => outcome !== "unchanged");
  if (changes.length === 0) return "unchanged";
  if (changes.every((outcome) => outcome === "delete")) return "delete";
  if (changes.every((outcome) => outcome === "create")) return "create";
  return "update";
}

// ---- presentation ---------------------------------------------------------------------------

/** Shows the first 4 characters of a secret and its length, never the rest. */
function mask(secret: string): string {
  return `${secret.slice(0, Math.min(4, Math.floor(secret.length / 4)))}…(${secret.length} chars, masked)`;
}

function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) if (secret.length >= 4) out = out.split(secret).join(mask(secret));
  return out;
}

/** A unified diff of one planned file, secrets masked (for a conflict: what overwriting would do). */
export function fileDiff(file: PlannedFile, label: string, secrets: readonly string[]): string {
  if (file.remove) return `Deleted ${label}\n`;
  // Bytes (a skill's resource files) that are UTF-8 text get a diff like any text file.
  const shown = (side: string | Uint8Array | null): string | null => (side instanceof Uint8Array ? textForDisplay(side) : side ?? "");
  const before = shown(file.before);
  const after = file.after === null ? before : shown(file.after);
  if (before === null || after === null) {
    const size = file.after instanceof Uint8Array ? file.after.length : file.before instanceof Uint8Array ? file.before.length : 0;
    return file.action === "unchanged" ? "" : `Binary file ${label} (${size} bytes) ${file.action === "create" ? "created" : "differs"}\n`;
  }
  if (before === after) return "";
  // git's a/ b/ prefixes for project paths; ~/… and absolute paths (C:/… too) are shown as they are.
  const [oldName, newName] = /^([~/]|[A-Za-z]:\/)/.test(label) ? [label, label] : [`a/${label}`, `b/${label}`];
  const patch = file.before === null ? creationPatch(newName, after) : changePatch(oldName, newName, before, after);
  return maskSecrets(patch, secrets);
}

/**
 * The diff library quotes and C-escapes a file name holding a backslash or a non-ASCII letter
 * (`+++ "~/\303\251.md"`, as git does); svc shows names as they are (`+++ ~/é.md`). So the patch
 * is made with plain stand-in names, and the real ones are put into its header lines.
 */
function changePatch(oldName: string, newName: string, before: string, after: string): string {
  const [oldStandIn, newStandIn] = oldName === newName ? ["NAME", "NAME"] : ["OLD", "NEW"];
  const patch = createTwoFilesPatch(oldStandIn, newStandIn, before, after, undefined, undefined, { context: 3 }).replace(/^=+\n/, "");
  const hunks = patch.indexOf("\n@@");
  const header = (hunks === -1 ? patch : patch.slice(0, hunks + 1))
    .replace(/^Index: NAME$/m, () => `Index: ${newName}`)
    .replace(new RegExp(`^--- ${oldStandIn}$`, "m"), () => `--- ${oldName}`)
    .replace(new RegExp(`^\\+\\+\\+ ${newStandIn}$`, "m"), () => `+++ ${newName}`);
  return hunks === -1 ? header : header + patch.slice(hunks + 1);
}

/**
 * A new file's diff: every line added. Written out directly, as the diff library would write it,
 * because its line-by-line search costs a big plan (thousands of new files) a third of its time.
 */
export function creationPatch(newName: string, text: string): string {
  if (text === "") return `--- /dev/null\n+++ ${newName}\n`;
  const finalNewline = text.endsWith("\n");
  const body = finalNewline ? text.slice(0, -1) : text;
  // One pass to count the lines and one replace to mark them: no array of every line.
  let lines = 1;
  for (let at = body.indexOf("\n"); at !== -1; at = body.indexOf("\n", at + 1)) lines++;
  return `--- /dev/null\n+++ ${newName}\n@@ -0,0 +1,${lines} @@\n+${body.replaceAll("\n", "\n+")}\n${finalNewline ? "" : "\\ No newline at end of file\n"}`;
}
