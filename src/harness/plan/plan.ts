// A plan: every target file with its content before and after, the action on it, and a line per
// item with its fidelity. Computed from translations against the files as they are now; nothing
// is written here. preview prints plans, migrate/build/sync apply them (src/harness/plan/apply.ts).
import { statSync } from "node:fs";
import { createTwoFilesPatch } from "diff";
import { FormatError } from "../formats/errors.ts";
import { beyondLatin1, decodeUserText, textForDisplay } from "../formats/text.ts";
import type { Fidelity, Translation } from "../kinds/common.ts";
import type { ReadProblem } from "../model.ts";
import type { HarnessKind, ToolId } from "../tools/ids.ts";
import type { Edit, EditAction } from "./edits.ts";
import { BIG_JSON, jsonBytesOf } from "../formats/json-bytes.ts";
import { readBig } from "../io.ts";
import { JsonSplicer } from "../formats/json-splice.ts";
import { readWithIdentity, type FileBasis, type ReadFile } from "../../core/file-state.ts";
import { SplicedBytes } from "./spliced.ts";
import { cannotRead } from "../../core/errors.ts";

export type Policy = "merge" | "overwrite";
export type FileAction = "create" | "update" | "unchanged" | "conflict" | "delete" | "error";

export interface PlannedFile {
  path: string;
  action: FileAction;
  /** Current content: text with LF line endings, bytes for binary files, a big JSON file's bytes; null when absent. */
  before: string | Uint8Array | SplicedBytes | null;
  /** Content after the change (for conflicts: what overwriting would write); null when nothing changes. */
  after: string | Uint8Array | SplicedBytes | null;
  /** Line ending to write with (an existing file keeps its own). */
  eol: "\n" | "\r\n";
  bom: boolean;
  /** A UTF-16 file svc edits is written back in UTF-16, with its BOM; one in an ANSI code page byte for byte (latin1). Absent: UTF-8. */
  encoding?: "utf-16le" | "utf-16be" | "latin1";
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
  /**
   * What the plan was computed from, checked just before the file is replaced: null when the file
   * was absent (it must still be); absent when unknown (no check).
   */
  basis?: FileBasis | null;
  /** The same edits on the file as another program left it: what a write does when the basis no longer holds. */
  replan?: (read: ReadFile | null) => PlannedFile;
  /**
   * The lock folder the program owning the file takes while it saves it (Claude Code's
   * `~/.claude.json.lock`): svc holds it too around its last look and its rename.
   */
  lock?: string;
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
  /** The text (LF line endings), or null: absent, unreadable, binary, or a big JSON file kept as bytes. */
  text: string | null;
  bytes: Uint8Array | null;
  /** The identity of the bytes read (core/file-state.ts), null when absent. */
  identity: string | null;
  eol: "\n" | "\r\n";
  bom: boolean;
  encoding?: "utf-16le" | "utf-16be" | "latin1";
  /** Whether the file's text ends with a newline (true when it is absent: a new file gets one). */
  finalNewline?: boolean;
  /** Big enough to be edited as splices of its bytes when every edit is a JSON one; not decoded yet. */
  large?: boolean;
  error?: string;
}

const ABSENT: Current = { exists: false, text: null, bytes: null, identity: null, eol: "\n", bom: false };

/**
 * Synchronous for the same reason as io.ts readText: many small files. A file that is not there
 * (most of a big plan's files are new) is found by a stat that throws nothing: an error thrown
 * per missing file cost more than the extra call costs a file that is there.
 */
function loadCurrent(path: string): Current {
  let read: ReadFile | null;
  try {
    const info = statSync(path, { throwIfNoEntry: false });
    if (info === undefined) return ABSENT;
    // A big file a reader has just read (~/.claude.json, read as a source and a target) is not read again.
    read = info.size >= BIG_JSON ? readBig(path) : readWithIdentity(path);
  } catch (error) {
    return { ...ABSENT, exists: true, error: cannotRead(error) };
  }
  return read === null ? ABSENT : currentOf(read);
}

/**
 * The current state of a file from its bytes. A big UTF-8 file is left undecoded until a text edit
 * needs it, and so is any UTF-8 file with `asBytes` (a file planned again because another program
 * changed it: its JSON edits are made on its bytes, in a millisecond, as the time between that
 * reading and the rename is what a program rewriting the file every few milliseconds beats).
 */
function currentOf(read: ReadFile, asBytes = false): Current {
  const { bytes, identity } = read;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if ((asBytes || bytes.length >= BIG_JSON) && !utf16) return { exists: true, text: null, bytes, identity, eol: "\n", bom: false, large: true };
  return decoded({ exists: true, text: null, bytes, identity, eol: "\n", bom: false });
}

/** The current state with its text decoded. */
function decoded(current: Current): Current {
  const bytes = current.bytes as Uint8Array;
  try {
    // Edited in place: a file in an ANSI code page keeps its bytes (what svc adds must fit it).
    const text = decodeUserText(bytes, { singleByte: true });
    return {
      ...current,
      large: false,
      text: text.text,
      eol: text.eol,
      bom: text.bom && text.encoding === "utf-8",
      ...(text.encoding === "utf-8" ? {} : { encoding: text.encoding }),
      finalNewline: text.text === "" || text.text.endsWith("\n"),
    };
  } catch (error) {
    return { ...current, large: false, error: error instanceof FormatError ? `line ${error.line}: ${error.message}` : String(error) };
  }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Edits that belong to no harness item (a snapshot's files): planned like any others. */
export interface LooseEdits {
  edits: Translation["edits"];
}

/** A file while its edits are applied: its text, or the splices of a big JSON file, and the edits so far. */
interface FileState {
  file: PlannedFile;
  current: Current;
  text: string | null;
  json: JsonSplicer | null;
  edits: Edit[];
}

function startFile(path: string, current: Current, first: Edit, lock?: string): FileState {
  const file: PlannedFile = {
    path,
    action: "unchanged",
    before: first.bytes ? current.bytes : current.text,
    after: null,
    eol: current.eol,
    bom: current.bom,
    ...(current.encoding === undefined || first.bytes ? {} : { encoding: current.encoding }),
    ...(current.finalNewline === false ? { finalNewline: false } : {}),
    conflicts: [],
    ...(first.mode === undefined ? {} : { mode: first.mode }),
    ...(current.error && !first.bytes ? { error: current.error } : {}),
    ...(lock === undefined ? {} : { lock }),
  };
  return { file, current, text: current.text, json: null, edits: [] };
}

/** The text of a file, decoding it (or joining a big JSON file's splices so far) when an edit needs text. */
function textOf(state: FileState): string | null {
  if (state.current.large) {
    const bytes = state.json === null ? (state.current.bytes as Uint8Array) : new SplicedBytes(state.json.base.bytes, state.json.splices()).toBytes();
    const base = decoded(state.current);
    const edited = state.json === null ? base : decoded({ ...state.current, bytes });
    state.current = base;
    state.file.before = base.text;
    state.file.eol = edited.eol;
    state.file.bom = edited.bom;
    if (edited.finalNewline === false) state.file.finalNewline = false;
    if (edited.encoding !== undefined) state.file.encoding = edited.encoding;
    if (edited.error !== undefined) state.file.error = edited.error;
    state.text = edited.text;
    state.json = null;
  }
  return state.text;
}

/** Applies one edit to a file; its outcome for the item. */
function applyEdit(state: FileState, edit: Edit): EditAction | "error" {
  const { file } = state;
  state.edits.push(edit);
  if (edit.remove) {
    const outcome = edit.apply(state.current.exists ? "" : null);
    if (outcome.action === "delete" || outcome.action === "conflict") file.remove = true;
    // A removal in conflict (the target's own older copy of an item): refused under merge.
    if (outcome.action === "conflict") file.conflicts.push(edit.entry ?? "whole file");
    return outcome.action;
  }
  if (file.error !== undefined) return "error";
  // A conflict in a file the plan creates is two of its items writing it differently.
  const label = (why: string | undefined) => {
    const reason = why ?? (state.current.exists ? undefined : "another item of this change writes it too");
    return reason === undefined ? (edit.entry ?? "whole file") : `${edit.entry ?? "whole file"}: ${reason}`;
  };
  if (edit.bytes) {
    // Compared with what an earlier item of this plan puts there, if one does.
    const existing = file.after instanceof Uint8Array ? file.after : state.current.bytes;
    const action: EditAction = existing === null ? "create" : equalBytes(existing, edit.bytes) ? "unchanged" : "conflict";
    if (action === "conflict") file.conflicts.push(label(undefined));
    if (action !== "unchanged") file.after = edit.bytes;
    return !state.current.exists && action === "unchanged" ? "create" : action;
  }
  try {
    // A big JSON file whose edits are all JSON ones is changed as splices of its bytes.
    const large = edit.large !== undefined && edit.large.apply === edit.apply ? edit.large : undefined;
    if (state.current.large && large !== undefined && state.json === null && (state.current.bytes as Uint8Array).length < BIG_JSON) {
      // A small file planned on its bytes goes the text way when its bytes are no JSON object to splice (an empty file).
      try {
        state.json = new JsonSplicer(jsonBytesOf(state.current.bytes as Uint8Array));
      } catch {
        textOf(state);
      }
    }
    if (state.current.large && large !== undefined) {
      state.json ??= new JsonSplicer(jsonBytesOf(state.current.bytes as Uint8Array));
      const result = large.run(state.json);
      if (result.action === "conflict") file.conflicts.push(label(result.why));
      return result.action;
    }
    const outcome = edit.apply(textOf(state), { bom: state.current.bom || state.current.encoding !== undefined });
    if (file.error !== undefined) return "error";
    if (outcome.bom === false) {
      // Written as plain UTF-8 (a tool that reads the file with JSON.parse refuses any mark).
      file.bom = false;
      delete file.encoding;
    }
    // Whatever an item puts into a file this plan creates is itself a creation, even when an
    // earlier item of the plan already wrote the same (a shared header, an equal rule).
    const intoNewFile = !state.current.exists && (outcome.action === "update" || outcome.action === "unchanged");
    // A conflict's change is kept in the plan (to show it, and for --policy overwrite);
    // under merge the plan is refused as a whole, so it is never written.
    if (outcome.action === "conflict") file.conflicts.push(label(outcome.why));
    if (outcome.action !== "unchanged") state.text = outcome.next;
    return intoNewFile ? "create" : outcome.action;
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    file.error = `cannot edit it: line ${error.line}: ${error.message} (fix the file, or move it aside)`;
    return "error";
  }
}

/** The planned file once every edit is applied, with what a write needs to check and re-plan it. */
function finishFile(state: FileState): PlannedFile {
  const { current, text, json, file } = state;
  let action: FileAction;
  let after = file.after;
  let before = file.before;
  if (file.remove) {
    action = file.conflicts.length > 0 ? "conflict" : "delete";
    after = null;
  } else if (file.error !== undefined) action = "error";
  // A conflict in a file the plan creates is refused like any other: two of its items writing it
  // differently (writing either would silently lose the other), or an item svc refuses to add
  // beside a different one of the same name the target reads from another tool's folder.
  else if (after instanceof Uint8Array) action = file.conflicts.length > 0 ? "conflict" : current.exists ? "update" : "create";
  else if (current.large) {
    // A big file no edit touched as text is shown and written as its bytes and their splices.
    before = new SplicedBytes(current.bytes as Uint8Array);
    after = json?.changed ? new SplicedBytes(json.base.bytes, json.splices()) : null;
    action = file.conflicts.length > 0 ? "conflict" : after !== null ? "update" : "unchanged";
  } else {
    const changed = text !== null && text !== current.text;
    after = changed ? text : null;
    action = file.conflicts.length > 0 ? "conflict" : !current.exists ? "create" : changed ? "update" : "unchanged";
  }
  const beyond = file.encoding === "latin1" && typeof after === "string" ? beyondLatin1(after) : null;
  if (beyond !== null) {
    action = "error";
    file.error = `cannot edit it: it is stored in an ANSI code page, which cannot hold "${beyond}" that this change adds (save it as UTF-8, or move it aside)`;
  }
  const edits = [...state.edits];
  // What a write checks the file against: absent (it must stay so), or its identity and bytes.
  const basis: FileBasis | null | undefined = !current.exists
    ? null
    : current.identity === null
      ? undefined
      : { identity: current.identity, ...(current.bytes !== null ? { bytes: current.bytes } : {}) };
  return {
    ...file,
    before,
    action,
    after,
    ...(basis === undefined ? {} : { basis }),
    replan: (read) => replanFile(file.path, read, edits, file.lock),
  };
}

/** The same edits on the file as it is now (another program changed it since the plan was made). */
function replanFile(path: string, read: ReadFile | null, edits: readonly Edit[], lock: string | undefined): PlannedFile {
  const state = startFile(path, read === null ? ABSENT : currentOf(read, true), edits[0] as Edit, lock);
  for (const edit of edits) applyEdit(state, edit);
  return finishFile(state);
}

/** Applies every translation's edits to the current files, in order, under the policy. */
export async function buildPlan(
  translations: readonly (Translation | LooseEdits)[],
  options: { policy: Policy; problems: ReadProblem[]; locks?: ReadonlyMap<string, string> },
): Promise<Plan> {
  const files = new Map<string, FileState>();
  const items: PlanItem[] = [];
  for (const translation of translations) {
    const outcomes: (EditAction | "error")[] = [];
    for (const edit of translation.edits) {
      let state = files.get(edit.path);
      if (state === undefined) {
        state = startFile(edit.path, loadCurrent(edit.path), edit, options.locks?.get(edit.path));
        files.set(edit.path, state);
      }
      outcomes.push(applyEdit(state, edit));
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
  const planned = [...files.values()].map(finishFile);
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
  const [oldName, newName] = diffNames(label);
  // A big file's change is diffed around its splices alone.
  if (file.after instanceof SplicedBytes)
    return maskSecrets(named(file.after.patch(oldName === newName ? "NAME" : "OLD", oldName === newName ? "NAME" : "NEW"), oldName, newName), secrets);
  if (file.before instanceof SplicedBytes) return "";
  // Bytes (a skill's resource files) that are UTF-8 text get a diff like any text file.
  const shown = (side: string | Uint8Array | null): string | null => (side instanceof Uint8Array ? textForDisplay(side) : (side ?? ""));
  const before = shown(file.before);
  const after = file.after === null ? before : shown(file.after);
  if (before === null || after === null) {
    const size = file.after instanceof Uint8Array ? file.after.length : file.before instanceof Uint8Array ? file.before.length : 0;
    return file.action === "unchanged" ? "" : `Binary file ${label} (${size} bytes) ${file.action === "create" ? "created" : "differs"}\n`;
  }
  if (before === after) return "";
  const patch = file.before === null ? creationPatch(newName, after) : changePatch(oldName, newName, before, after);
  return maskSecrets(patch, secrets);
}

/** git's a/ b/ prefixes for project paths; ~/… and absolute paths (C:/… too) are shown as they are. */
function diffNames(label: string): [string, string] {
  return /^([~/]|[A-Za-z]:\/)/.test(label) ? [label, label] : [`a/${label}`, `b/${label}`];
}

/**
 * The diff library quotes and C-escapes a file name holding a backslash or a non-ASCII letter
 * (`+++ "~/\303\251.md"`, as git does); svc shows names as they are (`+++ ~/é.md`). So the patch
 * is made with plain stand-in names, and the real ones are put into its header lines.
 */
function changePatch(oldName: string, newName: string, before: string, after: string): string {
  const [oldStandIn, newStandIn] = oldName === newName ? ["NAME", "NAME"] : ["OLD", "NEW"];
  return named(createTwoFilesPatch(oldStandIn, newStandIn, before, after, undefined, undefined, { context: 3 }), oldName, newName);
}

/** A patch made with stand-in names (NAME, or OLD and NEW) with the real names in its header. */
function named(patch: string, oldName: string, newName: string): string {
  const [oldStandIn, newStandIn] = oldName === newName ? ["NAME", "NAME"] : ["OLD", "NEW"];
  const text = patch.replace(/^=+\n/, "");
  const hunks = text.indexOf("\n@@");
  const header = (hunks === -1 ? text : text.slice(0, hunks + 1))
    .replace(/^Index: NAME$/m, () => `Index: ${newName}`)
    .replace(new RegExp(`^--- ${oldStandIn}$`, "m"), () => `--- ${oldName}`)
    .replace(new RegExp(`^\\+\\+\\+ ${newStandIn}$`, "m"), () => `+++ ${newName}`);
  return hunks === -1 ? header : header + text.slice(hunks + 1);
}

/**
 * A new file's diff: every line added. Written out directly, as the diff library would write it,
 * because its line-by-line search costs a big plan (thousands of new files) a third of its time.
 */
export function creationPatch(newName: string, text: string): string {
  if (text === "") return `--- /dev/null\n+++ ${newName}\n`;
  const finalNewline = text.endsWith("\n");
  const body = finalNewline ? text.slice(0, -1) : text;
  return `--- /dev/null\n+++ ${newName}\n@@ -0,0 +1,${lineCount(body)} @@\n+${body.replaceAll("\n", "\n+")}\n${finalNewline ? "" : `${NO_FINAL_NEWLINE}\n`}`;
}

const NO_FINAL_NEWLINE = "\\ No newline at end of file";

/** One pass to count the lines: no array of every line. */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

declare global {
  interface JSON {
    /** Text written by JSON.stringify as it is (Node 21 on; not yet in TypeScript's ES2023 library). */
    rawJSON(text: string): unknown;
  }
}

/** What JSON.stringify writes as an escape other than \" \\ and \n: control characters and (lone) surrogates. */
const ESCAPED_OTHERWISE = /[\u0000-\u0009\u000b-\u001f\ud800-\udfff]/;

/**
 * A new file's diff (fileDiff) as its JSON string, ready for JSON.stringify (JSON.rawJSON): the
 * same text JSON.stringify would write for it, made in one go from the file's text instead of
 * making the diff and then escaping it, character by character. Most of a big plan's answer is
 * new files' diffs. Null for anything else (and a text holding control characters, non-BMP letters
 * or a secret to mask): JSON.stringify of fileDiff then.
 */
export function creationDiffJson(file: PlannedFile, label: string, secrets: readonly string[]): unknown {
  const text = file.after;
  if (file.action !== "create" || file.remove || file.before !== null || typeof text !== "string" || text === "") return null;
  const newName = diffNames(label)[1];
  if (ESCAPED_OTHERWISE.test(text) || ESCAPED_OTHERWISE.test(newName)) return null;
  const finalNewline = text.endsWith("\n");
  const body = finalNewline ? text.slice(0, -1) : text;
  const header = [`--- /dev/null`, `+++ ${newName}`, `@@ -0,0 +1,${lineCount(body)} @@`];
  // A secret is masked wherever it shows in the diff: on one of its own lines (a diff line is "+"
  // and a line of the text), never across lines unless it holds a line break.
  const masked = (secret: string) =>
    secret.includes("\n") ||
    text.includes(secret.startsWith("+") ? secret.slice(1) : secret) ||
    [...header, NO_FINAL_NEWLINE].some((line) => line.includes(secret));
  if (secrets.some((secret) => secret.length >= 4 && masked(secret))) return null;
  const escaped = (part: string) => part.replaceAll("\\", "\\\\").replaceAll('"', '\\"');
  const trailer = finalNewline ? "" : `${escaped(NO_FINAL_NEWLINE)}\\n`;
  return JSON.rawJSON(`"${header.map(escaped).join("\\n")}\\n+${escaped(body).replaceAll("\n", "\\n+")}\\n${trailer}"`);
}
