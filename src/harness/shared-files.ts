// Files the source and the target share. Tools read each other's files (Cursor, Copilot, Roo
// Code… read AGENTS.md, which Codex writes; Copilot reads CLAUDE.md) and repositories link one
// tool's files to another's (`.claude` → `.agents`, `CLAUDE.md` → `AGENTS.md`). Left alone, a
// migration would write into the very file it read (a conflict with itself, or a copy of the
// source's own text that the next run reads again) or through a link into another source file.
// So, compared by real path:
// - an item the target already reads from the same file (and entry) is there: `unchanged`, the
//   plan says "already read by <tool> from <path>" (readByTarget, shared with sync push);
//   `copyShared` copies an item the target reads from another tool's folder anyway;
// - nothing is written over what another item of the same run was read from (its file, the
//   entry it came from, the files it imports). A main instructions file that would land on such
//   a file is carried as a rule instead (a marked section beside it, in single-file tools);
//   anything else is reported, not written.
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { decodeUserText } from "./formats/text.ts";
import { unsupportedTranslation, type Translation } from "./kinds/common.ts";
import type { HarnessItem, Hook, Instruction } from "./model.ts";
import { sameHook } from "./kinds/hooks.ts";
import { decided, type Edit } from "./plan/edits.ts";
import { writesTheSame } from "./older-copies.ts";
import { resolvedLocations } from "./tools/locations.ts";
import { isUnsupported, resolvePath, sourceTool, type RenderContext, type ToolContext, type ToolSpec } from "./tools/types.ts";
import type { ToolId } from "./tools/ids.ts";
import { displayPath } from "../core/paths.ts";

/**
 * The real path of a file that may not exist yet: its folder's real path (remembered in `known`,
 * so a thousand files in one folder resolve it once) and its own name, unless the file itself is
 * a link, which is the one case that needs realpathSync.native. Whether a file is there and is a
 * link is asked with one lstat per file, none of which throws for a file that is not there (a
 * thrown error per missing file of a plan of thousands of new files cost more than the system
 * calls), and none at all below a folder found missing; a folder asked about more than a few of
 * its files is listed instead, once, with the type of each entry (a plan's thousand rules in one
 * folder: one call instead of a thousand).
 * Where names are compared without case (macOS, Windows), an existing file is still asked for its
 * real path, which spells its name as stored.
 */
export function realPath(file: string, known: Map<string, string> = new Map()): string {
  const remembered = known.get(file);
  if (remembered !== undefined) return remembered;
  const parent = path.dirname(file);
  let real: string;
  if (parent === file) real = resolvedRoot(file);
  else {
    // The folder first: in a folder that is not there, nothing is (a plan's new skill folders,
    // thousands of them, cost no call each).
    const realParent = realPath(parent, known);
    const gone = missingOf(known);
    const { exists, link } = gone.has(parent) ? { exists: false, link: false } : entryType(file, parent, known);
    if (!exists) gone.add(file);
    real = link || (exists && CASE_FOLDING) ? linkTarget(file, parent, known) : path.join(realParent, path.basename(file));
  }
  known.set(file, real);
  return real;
}

/** The paths of a run (its `known` map) found not to be there. */
const missing = new WeakMap<Map<string, string>, Set<string>>();

function missingOf(known: Map<string, string>): Set<string> {
  let gone = missing.get(known);
  if (gone === undefined) missing.set(known, (gone = new Set()));
  return gone;
}

/** A folder's entries (name → whether it is a link), listed once it was asked about LIST_AFTER files; null when it cannot be listed. */
interface Folder {
  asked: number;
  entries?: Map<string, boolean> | null;
}
const LIST_AFTER = 8;
const folders = new WeakMap<Map<string, string>, Map<string, Folder>>();

function entryType(file: string, parent: string, known: Map<string, string>): { exists: boolean; link: boolean } {
  let ofRun = folders.get(known);
  if (ofRun === undefined) folders.set(known, (ofRun = new Map()));
  let folder = ofRun.get(parent);
  if (folder === undefined) ofRun.set(parent, (folder = { asked: 0 }));
  folder.asked++;
  // Where names are compared without case, a name's spelling may differ from the listing's.
  if (folder.entries === undefined && folder.asked > LIST_AFTER && !CASE_FOLDING) folder.entries = listFolder(parent);
  if (folder.entries) {
    const link = folder.entries.get(path.basename(file));
    return { exists: link !== undefined, link: link === true };
  }
  try {
    const info = lstatSync(file, { throwIfNoEntry: false });
    return { exists: info !== undefined, link: info?.isSymbolicLink() ?? false };
  } catch {
    return { exists: false, link: false }; // ENOTDIR and the like: no such file
  }
}

function listFolder(folder: string): Map<string, boolean> | null {
  try {
    return new Map(readdirSync(folder, { withFileTypes: true }).map((entry) => [entry.name, entry.isSymbolicLink()]));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Not there, or not a folder: nothing is in it. Otherwise (not readable) each file is asked.
    return code === "ENOENT" || code === "ENOTDIR" ? new Map() : null;
  }
}

const CASE_FOLDING = process.platform === "darwin" || process.platform === "win32";

/** Where a file or link leads; a link that leads nowhere is its own path (in its folder's real path). */
function linkTarget(link: string, parent: string, known: Map<string, string>): string {
  try {
    return realpathSync.native(link);
  } catch {
    return path.join(realPath(parent, known), path.basename(link));
  }
}

/** A root ("/", "C:\\") as the system spells it. */
function resolvedRoot(root: string): string {
  try {
    return realpathSync.native(root);
  } catch {
    return root;
  }
}

interface Claim {
  item: HarnessItem;
  /** The path it was read by (a link's own path, not where it leads). */
  file: string;
  /** The entry read ("section x", "mcpServers.github"); "" for the whole file or its text outside sections. */
  entry: string;
}

/** What the source items of one run were read from, by real path. */
export class SourceFiles {
  private readonly claims = new Map<string, Claim[]>();
  private readonly real = new Map<string, string>();

  constructor(items: readonly HarnessItem[]) {
    for (const item of items) {
      // svc's own copies (sections written from another item) are not the source's text; a file
      // the source tool ignores (a skill or server another one shadows) is the target's to write —
      // but not an instructions file: a folder's AGENTS.md that Codex's AGENTS.override.md hides is
      // still the person's own file, which other tools read; and another tool's file the source
      // only reads too is that tool's (Copilot's CLAUDE.md, when Claude Code is the target).
      if (item.copyOf || (item.shadowedBy && item.kind !== "instructions") || item.origin.shared) continue;
      this.claim({ item, file: item.origin.path, entry: item.origin.entry ?? "" });
      if (item.kind === "instructions") for (const imported of item.imports ?? []) this.claim({ item, file: imported, entry: "" });
    }
  }

  realPath(file: string): string {
    return realPath(file, this.real);
  }

  private claim(claim: Claim): void {
    const real = this.realPath(claim.file);
    this.claims.set(real, [...(this.claims.get(real) ?? []), claim]);
  }

  /** The other item whose text this edit would change, if any. */
  overwritten(edit: Edit, by: HarnessItem): Claim | undefined {
    const claims = this.claims.get(this.realPath(edit.path)) ?? [];
    return claims.find((claim) => claim.item !== by && overlaps(edit, claim));
  }
}

/** Whether an edit (entry undefined: the whole file, or a Markdown file's text outside sections) touches what a claim was read from. */
function overlaps(edit: Edit, claim: Claim): boolean {
  if (edit.entry === undefined) return true;
  // A marked section is appended beside the file's own text, which it leaves as it is, in a file
  // both tools read by the same name (AGENTS.md); through a link (CLAUDE.md → AGENTS.md) the file
  // is the source's own, and stays as it is.
  if (edit.entry.startsWith("section ")) return claim.entry === edit.entry || (claim.entry === "" && path.resolve(claim.file) !== path.resolve(edit.path));
  return claim.entry === edit.entry || claim.entry === "";
}

export interface SharedFilesRun {
  from: ToolId;
  to: ToolId;
  source: SourceFiles;
  /** Every item the target tool reads now in this scope. */
  targetItems: readonly HarnessItem[];
  /** Translates one item again (a main instructions file as a rule). */
  retranslate: (item: HarnessItem) => Translation;
  /** Where the target works, for showing paths in notes, with every tool's declaration. */
  context: RenderContext;
  /** Copy an item even where the target reads it from another tool's folder (`--copy-shared`). */
  copyShared?: boolean;
  /** Where the source tool works in this scope: what it reads, so that svc does not hand it a second copy. */
  sourceContext?: ToolContext;
}

/**
 * The target's own item that is this very item: read by the target from the same file (and
 * entry), as the target's declaration says it reads it. Not one the target ignores (another copy
 * wins), nor a marked section (read as plain text, while svc can give the rule its own activation),
 * nor one the target is only reported to read (`source-only`): svc does not count on those.
 * The one answer to "does the target already read this?" for migrate and sync push.
 */
export function readByTarget(
  item: HarnessItem,
  targetItems: readonly HarnessItem[],
  tools: readonly ToolSpec[],
  known: Map<string, string> = new Map(),
): HarnessItem | undefined {
  const file = realPath(item.origin.path, known);
  const index = targetIndex(targetItems, known);
  const same = index.byFile.get(`${item.kind}\0${item.origin.entry ?? ""}\0${file}`)?.[0];
  // A hook is the same hook in any file the target runs hooks from (Codex's config.toml beside hooks.json).
  if (same === undefined && item.kind === "hooks") return index.hooks.find((own) => sameHook(own, item, tools));
  if (same !== undefined || item.kind !== "instructions" || item.origin.entry !== undefined) return same;
  // A whole instructions file the target imports (CLAUDE.md's `@AGENTS.md`) is read by it too.
  return index.importers.find((own) => (own.imports ?? []).some((imported) => realPath(imported, known) === file));
}

/**
 * A target's items as readByTarget and sharedCopy look them up, each list in the items' order:
 * made once per list (a plan asks about each of its thousands of items, and a target that reads
 * another tool's folders has thousands too, which a search per item went through every time).
 */
interface TargetIndex {
  /** The items readByTarget counts, by kind, entry and real path. */
  byFile: Map<string, HarnessItem[]>;
  /** The instructions files among them that import others. */
  importers: Instruction[];
  /** The items read from another tool's folder and not shadowed there, by kind and name. */
  sharedByName: Map<string, HarnessItem[]>;
  /** The hooks it counts, wherever each is kept. */
  hooks: Hook[];
}

const targetIndexes = new WeakMap<readonly HarnessItem[], TargetIndex>();

function targetIndex(targetItems: readonly HarnessItem[], known: Map<string, string>): TargetIndex {
  const made = targetIndexes.get(targetItems);
  if (made !== undefined) return made;
  // A copy in another tool's folder that another shared folder's copy of the same name shadows is
  // still one the target reads (Cursor reads .agents/skills and .claude/skills alike) when the two
  // say the same: a copy of its own would only add a third. When they differ the target reads the
  // other one, and this is not read.
  const sharedByPath = new Map<string, HarnessItem>();
  for (const other of targetItems) if (other.origin.shared === true && !sharedByPath.has(other.origin.path)) sharedByPath.set(other.origin.path, other);
  const sharedShadow = (own: HarnessItem) => {
    const other = own.origin.shared === true ? sharedByPath.get(own.shadowedBy ?? "") : undefined;
    return other !== undefined && sameMeaning(own, other);
  };
  // Not one the target ignores (another copy wins), nor a marked section, nor one it is only reported to read.
  const counted = (own: HarnessItem) =>
    (!own.shadowedBy || sharedShadow(own)) && own.origin.shared !== "source-only" && !own.origin.entry?.startsWith("section ");
  const index: TargetIndex = { byFile: new Map(), importers: [], sharedByName: new Map(), hooks: [] };
  const add = (map: Map<string, HarnessItem[]>, key: string, own: HarnessItem) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [own]);
    else list.push(own);
  };
  for (const own of targetItems) {
    if (own.origin.shared === true && !own.shadowedBy) add(index.sharedByName, `${own.kind}\0${own.name}`, own);
    if (!counted(own)) continue;
    add(index.byFile, `${own.kind}\0${own.origin.entry ?? ""}\0${realPath(own.origin.path, known)}`, own);
    if (own.kind === "instructions" && (own.imports ?? []).length > 0) index.importers.push(own);
    if (own.kind === "hooks") index.hooks.push(own);
  }
  targetIndexes.set(targetItems, index);
  return index;
}

/**
 * Whether two copies of a skill, agent or command say the same to the agent: the same description
 * and text (and a skill's files), whatever fields one tool's copy lacks (svc leaves out of Codex's
 * .agents/skills copy the fields Codex does not use).
 */
function sameMeaning(a: HarnessItem, b: HarnessItem): boolean {
  const text = (item: HarnessItem) => {
    switch (item.kind) {
      case "skills":
        return [item.description, item.body, ...item.files.map((file) => `${file.path}:${Buffer.from(file.bytes).toString("base64")}`)];
      case "agents":
        return [item.description, item.prompt];
      case "commands":
        return [item.description, item.body];
      default:
        return [JSON.stringify(item)];
    }
  };
  const norm = (parts: (string | undefined)[]) => JSON.stringify(parts.map((part) => part?.replace(/\r\n/g, "\n").trim()));
  return norm(text(a)) === norm(text(b));
}

/** A path as the plan shows it: relative to the project, or `~/…`. */
function shownPath(file: string, context: ToolContext): string {
  return displayPath(file, { home: context.home, ...(context.scope === "project" ? { repo: context.root } : {}), platform: context.platform });
}

/** "already read by Cursor from .claude/skills/review/SKILL.md (mcpServers.github)": the context is the reading tool's. */
export function alreadyReadNote(item: HarnessItem, context: ToolContext): string {
  const where = shownPath(item.origin.path, context);
  return `already read by ${context.tool.name} from ${where}${item.origin.entry ? ` (${item.origin.entry})` : ""}`;
}

/**
 * The translation, saying where the source tool reads an item it takes from another tool's folder
 * ("Claude Code reads it from AGENTS.md, as there is no CLAUDE.md"), unless the target reads it there too.
 * The context is the source tool's.
 */
export function withSourceNote(translation: Translation, context: ToolContext): Translation {
  const { item } = translation;
  if (item.origin.shared === undefined || translation.note.startsWith("already read by")) return translation;
  const where = shownPath(item.origin.path, context);
  const instead =
    item.kind === "instructions" && (item as Instruction).fallback
      ? (() => {
          const spec = context.tool.kinds.instructions;
          const layout = isUnsupported(spec) ? undefined : spec[item.origin.scope];
          const main = layout === undefined || isUnsupported(layout) ? undefined : layout.main[0];
          return main === undefined ? "" : `, as there is no ${path.basename(main)}`;
        })()
      : " (another tool's folder)";
  const note = `${context.tool.name} reads it from ${where}${instead}`;
  return { ...translation, note: [note, translation.note].filter((text) => text !== "").join("; ") };
}

/** Kinds whose items are whole files a tool finds by name in its folders (and in other tools' it reads). */
const BY_NAME = new Set(["skills", "agents", "commands"]);

/**
 * The translation, told that the target reads its item from another tool's folder (`shared`, the
 * target's own item there): the same → already read there, nothing written; a different one, under
 * "leave" (sync push) → left to that folder's tool, nothing written; under "conflict" (migrate) →
 * a conflict, since the target would then read two items of that name (merge refuses; overwrite
 * writes this one in the target's own folder).
 */
export function readInPlace(translation: Translation, shared: HarnessItem, context: ToolContext, same: boolean, different: "conflict" | "leave"): Translation {
  const join = (note: string) => [translation.note, note].filter((text) => text !== "").join("; ");
  const where = shownPath(shared.origin.path, context);
  if (same) return { ...translation, target: shared.origin.path, edits: [], note: join(alreadyReadNote(shared, context)) };
  if (different === "leave") {
    return {
      ...translation,
      target: shared.origin.path,
      edits: [],
      note: join(
        `${context.tool.name} reads "${shared.name}" from ${where}, another tool's folder, and it differs: push to that tool to change it, or use --copy-shared to give ${context.tool.name} its own copy`,
      ),
    };
  }
  return {
    ...translation,
    edits: translation.edits.map((edit) => decided(edit, "conflict")),
    note: join(
      `${context.tool.name} already reads a different "${shared.name}" from ${where}, another tool's folder: --policy overwrite (or --copy-shared) writes this one into ${context.tool.name}'s own folder too, and ${context.tool.name} then reads both`,
    ),
  };
}

/**
 * The translation, told about an item of the same name the target reads from another tool's
 * folder (Cursor reads `.claude/skills/review`; the item is Copilot's `review`): see readInPlace.
 * With `copyShared` it is written anyway, and the plan says so.
 */
export function sharedCopy(
  translation: Translation,
  targetItems: readonly HarnessItem[],
  context: ToolContext,
  render: (item: HarnessItem) => Translation,
  copyShared: boolean,
  different: "conflict" | "leave" = "conflict",
): Translation {
  const { item } = translation;
  if (!BY_NAME.has(item.kind) || translation.fidelity === "unsupported" || translation.edits.length === 0) return translation;
  const written = new Set(translation.edits.map((edit) => edit.path));
  const shared = targetIndex(targetItems, new Map())
    .sharedByName.get(`${item.kind}\0${item.name}`)
    ?.find((own) => !written.has(own.origin.path));
  if (shared === undefined) return translation;
  if (copyShared) {
    const note = `copied although ${context.tool.name} also reads "${shared.name}" from ${shownPath(shared.origin.path, context)} (--copy-shared)`;
    return { ...translation, note: [translation.note, note].filter((text) => text !== "").join("; ") };
  }
  return readInPlace(translation, shared, context, writesTheSame(translation, [render(shared)]), different);
}

/** The translations of one scope, with items the target already reads marked unchanged and nothing written over the source. */
export function guardSharedFiles(translations: readonly Translation[], run: SharedFilesRun): Translation[] {
  const { source } = run;
  const sourceName = sourceTool(run.context, run.from).name;
  const targetName = run.context.tool.name;
  const known = new Map<string, string>();
  return translations.map((planned) => {
    const { item } = planned;
    const own = readByTarget(item, run.targetItems, run.context.tools, known);
    if (planned.fidelity === "unsupported") {
      // A file the source ignores that the target reads (a hidden AGENTS.md): the target will see it.
      if (!item.shadowedBy || own === undefined) return planned;
      return { ...planned, note: `${planned.note}; ${targetName} reads it itself, so this text applies there` };
    }
    // --copy-shared: another tool's file the target reads too is copied into the target's own place.
    const copied = run.copyShared === true && own?.origin.shared !== undefined;
    if (
      isAlreadyThere(
        planned,
        !copied && own !== undefined,
        run.context,
        source,
        (file) =>
          readByTarget({ ...item, origin: { tool: item.origin.tool, scope: item.origin.scope, path: file } }, run.targetItems, run.context.tools, known) !==
          undefined,
      )
    ) {
      // A hook the target runs from a file of its own is shown where it is; anything else where it was read.
      const there = own !== undefined && own.kind === "hooks" && own.origin.shared === undefined ? own : item;
      return {
        item,
        target: there.origin.path,
        ...(there.origin.entry ? { entry: there.origin.entry } : {}),
        fidelity: "exact",
        lost: [],
        note: alreadyReadNote(there, run.context),
        edits: [],
      };
    }
    // An item of the same name the target reads from another tool's folder: the same (already read), or a conflict.
    const shared = own === undefined || copied ? sharedCopy(planned, run.targetItems, run.context, run.retranslate, run.copyShared === true) : planned;
    if (shared.edits.length === 0) return shared;
    const translation = item.kind === "instructions" ? (withoutImportsTheTargetReads(item as Instruction, shared, run, known) ?? shared) : shared;
    const importsTarget =
      item.kind === "instructions" &&
      translation.target !== null &&
      (item.imports ?? []).some((file) => source.realPath(file) === source.realPath(translation.target ?? ""));
    if (importsTarget) return withoutOwnImport(item as Instruction, translation, run);
    const clash = firstClash(translation, source);
    if (clash === undefined) return readBySourceToo(translation, run, known);
    if (item.kind === "instructions" && (item as Instruction).role === "main") {
      const asRule = run.retranslate({ ...(item as Instruction), role: "rule" });
      if (asRule.fidelity !== "unsupported" && firstClash(asRule, source) === undefined) {
        const why = `${path.basename(clash.edit.path)} is also ${sourceName}'s "${clash.claim.item.name}" (${path.basename(clash.claim.item.origin.path)}): carried as a rule beside it`;
        return { ...asRule, item, note: [why, asRule.note].filter((note) => note !== "").join("; ") };
      }
    }
    return unsupportedTranslation(
      item,
      `${clash.edit.path} is where ${sourceName}'s ${clash.claim.item.kind} "${clash.claim.item.name}" is read from (${clash.claim.item.origin.path}); svc never writes into the source's own files: carry it by hand`,
    );
  });
}

/**
 * The translation, told where the source tool reads what it writes for the target (copilot →
 * claude-code: Copilot reads CLAUDE.md and .claude/rules too; windsurf → claude-code: Devin runs
 * .claude/settings.json's hooks; .mcp.json is Copilot's own MCP file). The source would then have
 * the item twice. What that costs decides what svc does:
 * - a hook would run twice, a server would be loaded a second time (and a copy in another tool's
 *   syntax, such as ${input:…}, be read as text): a conflict, so that merge writes nothing and says
 *   why; --policy overwrite writes it, and the note says which copy to remove;
 * - instructions would be read twice, a skill, agent or command found twice by name: written (the
 *   target needs it, and the source loses nothing), with a note naming both copies.
 */
function readBySourceToo(translation: Translation, run: SharedFilesRun, known: Map<string, string>): Translation {
  const { item } = translation;
  if (run.sourceContext === undefined || translation.fidelity === "unsupported" || translation.edits.length === 0) return translation;
  // Fallback files are read only while the source's own main file is missing: an item read there came from there.
  const sourceContext = run.sourceContext;
  const places = resolvedLocations(sourceContext, item.kind)
    .filter((place) => place.role !== "fallback" && !hiddenMain(place.path, sourceContext))
    .map((place) => ({ ...place, real: realPath(place.path, known) }));
  const inside = (file: string, place: string) => file === place || file.startsWith(`${place}${path.sep}`);
  const edit = translation.edits.find((one) => !one.remove && places.some((place) => inside(realPath(one.path, known), place.real)));
  if (edit === undefined) return translation;
  const place = places.find((one) => inside(realPath(edit.path, known), one.real));
  const source = sourceTool(run.context, run.from).name;
  const written = shownPath(edit.path, run.context);
  const origin = shownPath(item.origin.path, run.sourceContext);
  const join = (note: string) => ({ ...translation, note: [translation.note, note].filter((text) => text !== "").join("; ") });
  const counted = place !== undefined && place.role !== "source-only";
  if (counted && item.kind === "hooks") {
    const note = `${source} runs the hooks of ${written} too: written there, this hook would run twice in ${source} (it runs it from ${origin} already); --policy overwrite writes it anyway, then remove it from ${origin}`;
    return { ...join(note), edits: translation.edits.map((one) => decided(one, "conflict")) };
  }
  if (counted && item.kind === "mcp") {
    const note = `${written} is ${source}'s own too: written there, ${source} would read "${item.name}" a second time (beside ${origin}); --policy overwrite writes it anyway, then remove it from ${origin}`;
    return { ...join(note), edits: translation.edits.map((one) => decided(one, "conflict")) };
  }
  // A place svc does not count on (only reported, or read by only part of the tool): "may".
  const reads = counted ? `${source} reads ${written} too, so it will` : `${source} may read ${written} too, and then`;
  if (item.kind === "instructions") return join(`${reads} read this text twice (also from ${origin}): delete one copy if it should read it once`);
  if (BY_NAME.has(item.kind)) return join(`${reads} find "${item.name}" twice (also at ${origin})`);
  return join(`${reads} have this item twice (also from ${origin})`);
}

/** A main file the tool reads only while none before it is there (Codex's AGENTS.md beside AGENTS.override.md, OpenCode's ~/.claude/CLAUDE.md beside its AGENTS.md), one of which is. */
function hiddenMain(file: string, context: ToolContext): boolean {
  const spec = context.tool.kinds.instructions;
  const layout = isUnsupported(spec) ? spec : spec[context.scope];
  if (isUnsupported(layout) || !layout.firstMainOnly) return false;
  const mains = layout.main.map((main) => resolvePath(context, main));
  const index = mains.indexOf(file);
  return index > 0 && mains.slice(0, index).some((main) => existsSync(main));
}

/**
 * A memory file that imports the very file it would be written into (CLAUDE.md: a few lines, then
 * `@AGENTS.md`): that file already holds the imported text, so the rest is carried as a rule
 * beside it, and a memory file that is nothing but that import is there already. Written whole
 * instead, the file would hold itself plus the header, and grow by the header on every run.
 */
export function withoutOwnImport(item: Instruction, translation: Translation, run: SharedFilesRun): Translation {
  const target = translation.target ?? "";
  const rest = besideOwnImport(item, target, (file) => run.source.realPath(file));
  if (rest === null) {
    return unsupportedTranslation(item, `it imports ${path.basename(target)}, the file it would be written into, beside other imports: carry the rest by hand`);
  }
  const why = `${path.basename(target)} is imported by it and already there`;
  if (rest.body.trim() === "") return { item, target, fidelity: "exact", lost: [], note: why, edits: [] };
  const carried = run.retranslate(rest);
  if (carried.fidelity === "unsupported" || firstClash(carried, run.source) !== undefined) {
    return unsupportedTranslation(
      item,
      `it imports ${path.basename(target)}, the file it would be written into, which svc does not write over: carry the rest by hand`,
    );
  }
  return { ...carried, item, note: [`${why}: the rest is carried as a rule beside it`, carried.note].filter((note) => note !== "").join("; ") };
}

/**
 * A memory file whose imports the target reads itself (CLAUDE.md's `@AGENTS.md`, for Copilot,
 * which reads AGENTS.md): carried without them, not with their text inlined, which the target would
 * then read twice (and which would take in whatever another target of the run writes into them).
 * Undefined where an import is the very file written (withoutOwnImport) or one the target does not read.
 */
function withoutImportsTheTargetReads(item: Instruction, translation: Translation, run: SharedFilesRun, known: Map<string, string>): Translation | undefined {
  const imports = item.imports ?? [];
  const target = translation.target;
  if (imports.length === 0 || target === null || item.expanded === undefined) return undefined;
  const real = (file: string) => realPath(file, known);
  if (imports.some((file) => real(file) === real(target))) return undefined;
  const readThere = (file: string) =>
    readByTarget({ ...item, origin: { tool: item.origin.tool, scope: item.origin.scope, path: file } }, run.targetItems, run.context.tools, known) !==
    undefined;
  if (!imports.every(readThere)) return undefined;
  const imported = new Set(imports.map(real));
  const importLine = (line: string) => {
    const reference = /^\s*@(\S+)\s*$/.exec(line)?.[1];
    return reference !== undefined && imported.has(real(path.resolve(path.dirname(item.origin.path), reference.replace(/^~\//, `${run.context.home}/`))));
  };
  const body = item.body
    .split("\n")
    .filter((line) => !importLine(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/\n+$/, "\n");
  const { expanded: _expanded, imports: _imports, ...plain } = item;
  const carried = run.retranslate({ ...plain, body });
  if (carried.fidelity === "unsupported") return undefined;
  const names = imports.map((file) => path.basename(file)).join(", ");
  return {
    ...carried,
    item,
    note: [`imports ${names}, which ${run.context.tool.name} reads itself: not inlined`, carried.note].filter((note) => note !== "").join("; "),
  };
}

/**
 * What of a memory file that imports `target` (the file it would be written into) is left to
 * carry beside it: the item as a rule, without the lines importing `target` and without its
 * expanded text; null when it imports other files too. `real` gives a file's real path.
 */
export function besideOwnImport(item: Instruction, target: string, real: (file: string) => string): Instruction | null {
  const into = real(target);
  if ((item.imports ?? []).some((file) => real(file) !== into)) return null;
  const ownImport = (line: string) => {
    const reference = /^\s*@(\S+)\s*$/.exec(line)?.[1];
    return reference !== undefined && real(path.resolve(path.dirname(item.origin.path), reference)) === into;
  };
  const body = item.body
    .split("\n")
    .filter((line) => !ownImport(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
  const { expanded: _expanded, imports: _imports, ...plain } = item;
  return { ...plain, body, role: "rule" };
}

/**
 * Whether the item is in the target as it stands: it goes into the very file (and entry) it came
 * from, or the target reads its file itself and would read it the same way — for instructions,
 * only where the target reads every main file it finds (where the first one wins, writing this
 * run's instructions could make another file win) and either expands the same imports or reads
 * every imported file itself too (Copilot reads CLAUDE.md and the AGENTS.md it imports; the
 * `@AGENTS.md` line it then sees as text is all it gets twice).
 */
function isAlreadyThere(
  translation: Translation,
  readByTarget: boolean,
  context: RenderContext,
  source: SourceFiles,
  readsFile: (file: string) => boolean,
): boolean {
  const { item } = translation;
  if (translation.target !== null && source.realPath(translation.target) === source.realPath(item.origin.path)) {
    const entry = translation.entry ?? "";
    if (item.origin.entry === undefined || item.origin.entry === entry) return true;
  }
  if (!readByTarget) return false;
  if (item.kind !== "instructions") return true;
  const from = sourceTool(context, item.origin.tool).kinds.instructions;
  const target = context.tool.kinds.instructions;
  if (isUnsupported(target) || isUnsupported(from)) return false;
  const layout = target[item.origin.scope];
  if (isUnsupported(layout) || layout.firstMainOnly) return false;
  return item.expanded === undefined || from.imports === target.imports || (item.imports ?? []).every(readsFile);
}

function firstClash(translation: Translation, source: SourceFiles): { edit: Edit; claim: Claim } | undefined {
  for (const edit of translation.edits) {
    const claim = source.overwritten(edit, translation.item);
    if (claim !== undefined && !leavesAsItIs(edit)) return { edit, claim };
  }
  return undefined;
}

/**
 * Whether the edit would leave its file as it is: writing the same text over a source's file
 * writes over nothing (an earlier run's copy that the source tool also reads as a fallback, as
 * OpenCode reads ~/.claude/CLAUDE.md beside its own AGENTS.md).
 */
function leavesAsItIs(edit: Edit): boolean {
  if (edit.remove || edit.bytes) return false;
  try {
    return edit.apply(decodeUserText(new Uint8Array(readFileSync(edit.path))).text).action === "unchanged";
  } catch {
    return false; // missing, unreadable or not text: the edit would change it
  }
}
