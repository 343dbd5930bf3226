// svc sync plan-push --to T and svc sync push --to T: the review gate.
// plan-push computes, per hub item, what pushing would do to T (create, update, unchanged,
// conflict, delete) with diffs and fidelity, and saves the plan with the hash of every input it
// read. push applies exactly that plan, and only if the hub and T are still exactly as planned.
// Three-way, per item, against the last version hub and T agreed on:
//   only the hub changed → update T · T changed since (whether or not the hub did) → conflict
//   (pull first, or --policy overwrite) · a hub item gone → delete it in T, only if svc put it
//   there and nobody changed it since.
// Platform config files (settings, MCP config) are never written: only these four kinds move.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "../core/atomic-write.ts";
import { ConflictError, SvcError } from "../core/errors.ts";
import { translate } from "../harness/read.ts";
import type { Translation } from "../harness/kinds/common.ts";
import { expandImports } from "../harness/kinds/imports.ts";
import type { HarnessItem, ReadProblem } from "../harness/model.ts";
import { applyPlan } from "../harness/plan/apply.ts";
import { decided } from "../harness/plan/edits.ts";
import { removalEdits, withOlderCopy } from "../harness/older-copies.ts";
import { readInPlace, SourceFiles, withoutOwnImport } from "../harness/shared-files.ts";
import { buildPlan, type Plan, type PlannedFile, type Policy } from "../harness/plan/plan.ts";
import { renderContext, toolById } from "../harness/tools/index.ts";
import type { SyncToolId } from "../harness/tools/ids.ts";
import { isUnsupported, resolvePath, toolContext, type RenderContext, type ToolContext } from "../harness/tools/types.ts";
import { readToolItems, type SyncRequest, type ToolItems } from "./common.ts";
import { PLANS_DIR, readHubItems, saveManifest, toolState, type Hub, type HubItems } from "./hub.ts";
import { contentHash, keyOf, SYNC_KINDS, type SyncItem } from "./hub-items.ts";
import { SplicedBytes } from "../harness/plan/spliced.ts";

interface SavedFile {
  path: string;
  action: PlannedFile["action"];
  /** sha256 of the file when planned, and of what the plan writes (null: absent / removed). */
  before: string | null;
  after: string | null;
  binary: boolean;
  remove: boolean;
  eol: PlannedFile["eol"];
  bom: boolean;
  encoding?: PlannedFile["encoding"];
  /** False: written without a final newline (the file had none). Absent in older plans. */
  final_newline?: boolean;
  conflicts: string[];
  error?: string;
  /** What the plan writes, base64. */
  content: string | null;
  /** The mode of a file the plan creates (a skill's script: 0o755). */
  mode?: number;
}

/** What plan-push saves: enough to check nothing moved, and to apply exactly this. */
export interface SavedPlan {
  version: 1;
  tool: SyncToolId;
  policy: Policy;
  created: string;
  scope: Hub["scope"];
  /** Set once push applied it. */
  applied: boolean;
  /** Hash of every hub item read, by key. */
  hub: Record<string, string>;
  /** Hash of every item read in the tool, by its key there: an edit anywhere in the tool since
   * plan-push (even to an item the plan leaves alone) makes push refuse. */
  tool_items: Record<string, string>;
  files: SavedFile[];
  items: Plan["items"];
  /** For each hub item pushed: where it goes in the tool, and the hub hash pushed. */
  pushes: { key: string; target: string | null; entry?: string; hub_hash: string }[];
  /** Hub keys whose items svc removes from the tool. */
  deletions: string[];
  /**
   * Hub items the tool already reads, the same, from another tool's place (nothing is pushed):
   * recorded at push as the common version, never as pushed (svc removes only what it put there).
   */
  agreed?: { key: string; tool_key: string; tool_hash: string; hub_hash: string }[];
}

function sha(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function fileHash(file: string): string | null {
  try {
    return sha(readFileSync(file));
  } catch {
    return null;
  }
}

export function planPath(hub: Hub, tool: SyncToolId): string {
  return path.join(hub.dir, PLANS_DIR, `push-${tool}.json`);
}

export interface PlannedPush {
  saved: SavedPlan;
  plan: Plan;
  problems: ReadProblem[];
  /** Notes on items, by hub key (why something is a conflict or was not recreated). */
  notes: Record<string, string>;
}

export async function planPush(request: SyncRequest): Promise<PlannedPush> {
  const { hub, tool } = request;
  const inHub = await readHubItems(hub);
  const inTool = await readToolItems(tool, hub, request.where);
  const state = toolState(hub, tool);
  const context = renderContext(toolContext(toolById(tool), hub.scope, { ...request.where, ...(hub.repo ? { repo: hub.repo } : {}) }));
  const notes: Record<string, string> = {};
  const translations: Translation[] = [];
  const pushes: SavedPlan["pushes"] = [];
  const agreed: NonNullable<SavedPlan["agreed"]> = [];
  const toolItems = [...inTool.items.values()];
  const render = (item: HarnessItem) => translate([item], context, [item.kind]);
  // Every hub item rendered together, as migrate renders a harness: two whose names become one
  // file name in the tool (fix:bug and fix-bug) stay apart.
  const together = new Map(translate([...inHub.items.values()], context, SYNC_KINDS).map((translation) => [translation.item, translation]));

  for (const [key, hubItem] of inHub.items) {
    const hubHash = contentHash(hubItem);
    const base = state.items[key];
    const toolItem = inTool.items.get(base?.tool_key ?? key);
    let decision: "update" | "conflict" | "plan" | "skip" = "plan";
    if (toolItem === undefined) {
      if (base && hubHash === base.hub_hash) {
        decision = "skip";
        notes[key] = `deleted in ${tool} since the last sync; not recreated (pull keeps the hub's copy)`;
      }
    } else if (base) {
      const toolChanged = contentHash(toolItem) !== base.tool_hash;
      const hubChanged = hubHash !== base.hub_hash;
      if (toolChanged) {
        decision = "conflict";
        notes[key] = `changed in ${tool} since the last sync${hubChanged ? " and in the hub" : ""}: pull it first, or push with --policy overwrite`;
      } else decision = hubChanged ? "update" : "skip";
    }
    const translation = await translateHubItem(hubItem, hub, context, tool, together.get(hubItem));
    if (!translation) continue;
    // The tool reads this item from another tool's folder or file (Cursor: .claude/skills; Claude
    // Code: AGENTS.md, where there is no CLAUDE.md): the same item is already read there, and a
    // different one is that tool's to change (its push does); nothing is written here unless --copy-shared.
    if (toolItem?.origin.shared === true && !request.copyShared) {
      const same = contentHash(toolItem) === hubHash;
      translations.push(readInPlace(translation, toolItem, context, same, "leave"));
      if (same) agreed.push({ key, tool_key: keyOf(toolItem), tool_hash: contentHash(toolItem), hub_hash: hubHash });
      continue;
    }
    if (decision === "skip") {
      // Unchanged on both sides (or deleted in the tool): listed, nothing to write.
      translation.edits = [];
      if (notes[key]) translation.note = notes[key];
      translations.push(translation);
      continue;
    }
    if (decision !== "plan") translation.edits = translation.edits.map((edit) => decided(edit, decision));
    // The tool's copy kept where an older version of it put it: moved when unchanged since the
    // last sync, else compared (a first sync) or a conflict.
    const told = withOlderCopy(translation, toolItems, context, render, decision === "plan" ? "compare" : decision);
    if (notes[key]) told.note = [told.note, notes[key]].filter((note) => note !== "").join("; ");
    translations.push(told);
    pushes.push({ key, target: told.target, ...(told.entry ? { entry: told.entry } : {}), hub_hash: hubHash });
  }

  // Items svc pushed that the hub no longer has: remove them from the tool if untouched since.
  const deletions: string[] = [];
  for (const [key, base] of Object.entries(state.items)) {
    if (inHub.items.has(key) || !base.pushed) continue;
    const toolItem = inTool.items.get(base.tool_key);
    if (toolItem === undefined) continue;
    if (contentHash(toolItem) !== base.tool_hash) {
      notes[key] = `removed from the hub, but changed in ${tool} since svc pushed it: left in place`;
      continue;
    }
    const edits = removalEdits(toolItem);
    if (edits.length === 0) continue;
    deletions.push(key);
    translations.push({ item: toolItem, target: toolItem.origin.path, fidelity: "exact", lost: [], note: "removed from the hub", edits });
  }

  const plan = await buildPlan(translations, { policy: request.policy, problems: [...inHub.problems, ...inTool.problems] });
  const saved: SavedPlan = {
    version: 1,
    tool,
    policy: request.policy,
    created: request.now.toISOString(),
    scope: hub.scope,
    applied: false,
    hub: hashes(inHub.items),
    tool_items: hashes(inTool.items),
    files: plan.files.map(saveFile),
    items: plan.items,
    pushes,
    deletions,
    ...(agreed.length > 0 ? { agreed } : {}),
  };
  await mkdir(path.dirname(planPath(hub, tool)), { recursive: true });
  await writeFileAtomic(planPath(hub, tool), `${JSON.stringify(saved)}\n`);
  await saveManifest(hub);
  return { saved, plan, problems: plan.problems, notes };
}

/**
 * A hub item translated for the tool. A project's memory file is kept with its `@imports` (see
 * readToolItems): they are expanded again from the folder it came from, and where the tool would
 * get it in the very file it imports (CLAUDE.md's `@AGENTS.md`, pushed to Codex), that file is
 * already there and only the rest is carried, as a rule beside it, as migrate does.
 */
async function translateHubItem(
  hubItem: SyncItem,
  hub: Hub,
  context: RenderContext,
  tool: SyncToolId,
  rendered: Translation | undefined,
): Promise<Translation | undefined> {
  const render = (item: HarnessItem): Translation => {
    const [translation] = translate([item], context, [item.kind]);
    if (translation === undefined) throw new Error(`no translation of ${item.kind} ${item.name}`);
    return translation;
  };
  const from = toolById(hubItem.origin.tool).kinds.instructions;
  if (hubItem.kind !== "instructions" || isUnsupported(from) || from.imports === undefined) return rendered;
  const file = memoryFile(hubItem, hub, context);
  if (file === null) return rendered;
  const expanded = await expandImports(hubItem.body, file, context, [file], 1);
  if (!expanded.changed) return render(hubItem);
  const item = { ...hubItem, origin: { ...hubItem.origin, path: file }, expanded: expanded.text, imports: [...new Set(expanded.imported)] };
  const translation = render(item);
  const source = new SourceFiles([item]);
  const target = translation.target;
  if (target === null || !item.imports.some((imported) => source.realPath(imported) === source.realPath(target))) return { ...translation, item: hubItem };
  const carried = withoutOwnImport(item, translation, { from: hubItem.origin.tool, to: tool, source, targetItems: [], retranslate: render, context });
  return { ...carried, item: hubItem };
}

/**
 * Where a memory file kept with its imports lived, as its imports are relative to that folder: in
 * a project its folder of the repository; at global scope the main memory file of the tool it came
 * from (~/.claude/CLAUDE.md). Null for an item the hub stores expanded.
 */
function memoryFile(item: Extract<SyncItem, { kind: "instructions" }>, hub: Hub, context: ToolContext): string | null {
  if (hub.repo) return path.join(hub.repo, item.location, path.basename(item.origin.path));
  if (item.role !== "main" || item.location !== "") return null;
  const origin = toolById(item.origin.tool);
  const layout = isUnsupported(origin.kinds.instructions) ? origin.kinds.instructions : origin.kinds.instructions.global;
  if (isUnsupported(layout)) return null;
  const main = layout.write?.main ?? layout.main[0];
  return main === undefined ? null : resolvePath(toolContext(origin, "global", { home: context.home, env: context.env, platform: context.platform }), main);
}

function hashes(items: Map<string, SyncItem>): Record<string, string> {
  return Object.fromEntries([...items].map(([key, item]) => [key, contentHash(item)]));
}

function sameHashes(a: Record<string, string>, b: Record<string, string>): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

function saveFile(file: PlannedFile): SavedFile {
  // Sync never writes a tool's config files, the only ones planned as splices; joined if one were.
  const after = file.remove || file.after === null ? null : file.after instanceof SplicedBytes ? file.after.toBytes() : file.after;
  return {
    path: file.path,
    action: file.action,
    before: fileHash(file.path),
    after: after === null ? null : sha(after),
    binary: after instanceof Uint8Array || file.before instanceof Uint8Array || file.before instanceof SplicedBytes,
    remove: file.remove === true,
    eol: file.eol,
    bom: file.bom,
    ...(file.encoding === undefined ? {} : { encoding: file.encoding }),
    ...(file.finalNewline === false ? { final_newline: false } : {}),
    conflicts: file.conflicts,
    ...(file.error === undefined ? {} : { error: file.error }),
    content: after === null ? null : Buffer.from(after).toString("base64"),
    ...(file.mode === undefined ? {} : { mode: file.mode }),
  };
}

/** The saved plan as a plan again, with exactly the bytes it will write. */
function restorePlan(saved: SavedPlan): Plan {
  return {
    policy: saved.policy,
    items: saved.items,
    problems: [],
    files: saved.files.map((file) => {
      const bytes = file.content === null ? null : Buffer.from(file.content, "base64");
      return {
        path: file.path,
        action: file.action,
        // Only whether it existed matters from here on, and the hash is checked again before each write.
        before: file.before === null ? null : "",
        basis: file.before === null ? null : { sha256: file.before },
        after: bytes === null ? null : file.binary ? new Uint8Array(bytes) : bytes.toString("utf8"),
        eol: file.eol,
        bom: file.bom,
        ...(file.encoding === undefined ? {} : { encoding: file.encoding }),
        ...(file.final_newline === false ? { finalNewline: false } : {}),
        conflicts: file.conflicts,
        ...(file.error === undefined ? {} : { error: file.error }),
        ...(file.remove ? { remove: true } : {}),
        ...(file.mode === undefined ? {} : { mode: file.mode }),
      };
    }),
  };
}

export interface PushResult {
  saved: SavedPlan;
  applied: boolean;
  alreadyApplied: boolean;
  backupId: string | null;
}

export async function push(request: SyncRequest): Promise<PushResult> {
  const { hub, tool } = request;
  const planPush = request.planPushCommand ?? `svc sync plan-push --to ${tool}`;
  let saved: SavedPlan;
  try {
    saved = JSON.parse(await readFile(planPath(hub, tool), "utf8")) as SavedPlan;
  } catch {
    throw new SvcError("no_plan", `there is no saved plan for pushing to ${tool}`, 2, { hint: `Run \`${planPush}\` first, read it, then push.` });
  }
  if (saved.version !== 1 || saved.tool !== tool)
    throw new SvcError("bad_plan", `${planPath(hub, tool)} is not a push plan svc can use`, 1, { hint: `Run \`${planPush}\` again.` });

  const inHub: HubItems = await readHubItems(hub);
  const hubSame = sameHashes(hashes(inHub.items), saved.hub);
  const toolNow = hashes((await readToolItems(tool, hub, request.where)).items);
  const toolSame = saved.tool_items === undefined || sameHashes(toolNow, saved.tool_items);
  const filesNow = saved.files.map((file) => fileHash(file.path));
  // `before` is the state the plan expects: as planned, or (once applied) as push left it.
  const changedFiles = saved.files.filter((file, index) => filesNow[index] !== file.before).map((file) => file.path);
  const moved = [...(hubSame ? [] : ["the hub"]), ...changedFiles, ...(toolSame || changedFiles.length > 0 ? [] : [`${tool}'s items`])];
  if (moved.length > 0) {
    throw new ConflictError(
      "changed_since_plan",
      `changed since plan-push: ${moved.slice(0, 5).join(", ")}${moved.length > 5 ? ` and ${moved.length - 5} more` : ""}; nothing was written`,
      {
        hint: `Run \`${planPush}\` again and review the new plan.`,
      },
    );
  }
  if (saved.applied) return { saved, applied: false, alreadyApplied: true, backupId: null };

  // The saved plan, exactly, under the policy named now (applyPlan refuses its conflicts under merge, before writing).
  const plan = restorePlan(saved);
  const roots = [request.where.home, ...(hub.repo ? [hub.repo] : [])];
  const applied = await applyPlan(plan, {
    policy: request.policy,
    svcHome: request.svcHome,
    command: `sync push --to ${tool}`,
    now: request.now,
    roots,
    interruption: request.interruption,
  });

  // The new common versions: what the tool now holds for each pushed item.
  const state = toolState(hub, tool);
  const inTool: ToolItems = await readToolItems(tool, hub, request.where);
  const byPlace = new Map<string, SyncItem>();
  for (const item of inTool.items.values()) byPlace.set(`${item.origin.path}#${item.origin.entry ?? ""}`, item);
  for (const pushed of saved.pushes) {
    if (pushed.target === null) continue;
    const item = byPlace.get(`${pushed.target}#${pushed.entry ?? ""}`);
    if (item === undefined) continue;
    state.items[pushed.key] = { tool_key: keyOf(item), tool_hash: contentHash(item), hub_hash: pushed.hub_hash, pushed: true, tool_path: pushed.target };
  }
  for (const { key, ...same } of saved.agreed ?? []) state.items[key] = { ...same, pushed: state.items[key]?.pushed ?? false };
  for (const key of saved.deletions) delete state.items[key];
  state.last_push = request.now.toISOString();
  await saveManifest(hub);
  // Kept, marked applied: a second push of the same plan reports it done instead of failing.
  saved.applied = true;
  saved.tool_items = hashes(inTool.items);
  saved.files = saved.files.map((file) => ({ ...file, before: fileHash(file.path) }));
  await writeFileAtomic(planPath(hub, tool), `${JSON.stringify(saved)}\n`);
  return { saved, applied: true, alreadyApplied: false, backupId: applied.backupId };
}
