// svc sync pull --from T: bring T's instructions, commands, agents and skills into the hub.
// Three-way, per item, against the last version hub and T agreed on:
//   only T changed → update the hub · only the hub changed (or neither) → nothing to pull
//   both changed, or they differ with no common version → conflict (merge: refuse, exit 4;
//   overwrite: T wins, the hub's copy kept in the backup).
// Items only in the hub are never deleted by a pull: pulling from an empty tool removes nothing.
import path from "node:path";
import type { ReadProblem } from "../harness/model.ts";
import { applyPlan } from "../harness/plan/apply.ts";
import { decided, deleteFile, wholeBytes, wholeFile, type Edit } from "../harness/plan/edits.ts";
import { buildPlan } from "../harness/plan/plan.ts";
import type { Translation } from "../harness/kinds/common.ts";
import { readToolItems, sidesDiff, summarize, type SyncLine, type SyncRequest } from "./common.ts";
import { hubStems, readHubItems, saveManifest, stemOf, toolState } from "./hub.ts";
import { asHubKind, contentHash, keyOf, toHubFiles, type SyncItem } from "./hub-items.ts";
import { keepHubFields } from "./keep-fields.ts";
import { renderContext, toolById } from "../harness/tools/index.ts";
import { toolContext } from "../harness/tools/types.ts";

export interface PullResult {
  lines: SyncLine[];
  problems: ReadProblem[];
  applied: boolean;
  backupId: string | null;
  summary: ReturnType<typeof summarize>;
}

export async function pull(request: SyncRequest): Promise<PullResult> {
  const { hub, tool } = request;
  const fromTool = await readToolItems(tool, hub, request.where);
  const inHub = await readHubItems(hub);
  const state = toolState(hub, tool);
  const context = renderContext(toolContext(toolById(tool), hub.scope, { ...request.where, ...(hub.repo ? { repo: hub.repo } : {}) }));
  const hubKeyOf = new Map(Object.entries(state.items).map(([hubKey, base]) => [base.tool_key, hubKey]));

  const lines: SyncLine[] = [];
  const writes: { key: string; item: SyncItem; toolKey: string; toolHash: string }[] = [];
  const agreed: { key: string; toolKey: string; toolHash: string; hubHash: string }[] = [];
  for (const [toolKey, toolItem] of fromTool.items) {
    const mapped = hubKeyOf.get(toolKey);
    const converted = mapped === undefined ? null : asHubKind(toolItem, mapped);
    const key = converted === null ? toolKey : (mapped ?? toolKey);
    const toolHash = contentHash(toolItem);
    const hubItem = inHub.items.get(key);
    const pulled = converted ?? toolItem;
    const line: SyncLine = { key, kind: pulled.kind, name: pulled.name, action: "unchanged" };
    lines.push(line);
    if (hubItem === undefined) {
      line.action = "create";
      writes.push({ key, item: pulled, toolKey, toolHash });
      continue;
    }
    const hubHash = contentHash(hubItem);
    const base = state.items[key];
    if (base !== undefined && toolHash === base.tool_hash) continue; // the tool did not change it: nothing to pull
    // What the hub holds that this tool cannot is kept, not dropped by the tool's version.
    const merged = keepHubFields(pulled, hubItem, context);
    const item = merged.item;
    if (base === undefined && contentHash(item) === hubHash) {
      agreed.push({ key, toolKey, toolHash, hubHash }); // same content, first meeting: now a common version
      continue;
    }
    const notes: string[] = [];
    if (merged.kept.length > 0)
      notes.push(`kept from the hub: ${merged.kept.join(", ")} (${toolById(tool).name} cannot hold ${merged.kept.length === 1 ? "it" : "them"})`);
    if (base !== undefined && hubHash === base.hub_hash) {
      line.action = "update";
      if (notes.length > 0) line.note = notes.join("; ");
      writes.push({ key, item, toolKey, toolHash });
      continue;
    }
    line.action = "conflict";
    notes.push(
      base === undefined
        ? `differs from the hub's copy (from ${hubItem.origin.tool}) and they have never been synced`
        : "changed both in the hub and in the tool since the last sync",
    );
    line.note = notes.join("; ");
    line.diff = sidesDiff(key, hubItem, item, tool);
    if (request.policy === "overwrite") writes.push({ key, item, toolKey, toolHash });
  }

  const conflicts = lines.filter((line) => line.action === "conflict");
  if (conflicts.length > 0 && request.policy === "merge") {
    return { lines, problems: [...fromTool.problems, ...inHub.problems], applied: false, backupId: null, summary: summarize(lines) };
  }

  // Write the hub files through the one writer (backup, atomic writes), each item under a name
  // every OS can hold; one stored under another name before (a raw name) moves there.
  const stems = hubStems(
    hub,
    inHub.items,
    writes.map((write) => write.key),
  );
  const inHubDir = (relative: string) => path.join(request.hub.dir, ...relative.split("/"));
  const translations: Translation[] = writes.map(({ key, item }) => {
    const stem = stems.get(key) ?? key;
    const files = toHubFiles(item, stem);
    const edits: Edit[] = files.map((file) => {
      const target = inHubDir(file.path);
      return decided(typeof file.content === "string" ? wholeFile(target, file.content) : wholeBytes(target, file.content, file.mode), "update");
    });
    const stale = inHub.items.get(key);
    if (stale !== undefined) {
      const written = new Set(files.map((file) => file.path));
      for (const file of toHubFiles(stale, stemOf(hub, stale))) if (!written.has(file.path)) edits.push(deleteFile(inHubDir(file.path)));
    }
    return { item, target: edits[0]?.path ?? null, fidelity: "exact", lost: [], note: "", edits };
  });
  const plan = await buildPlan(translations, { policy: "overwrite", problems: [] });
  const applied = await applyPlan(plan, {
    policy: "overwrite",
    svcHome: request.svcHome,
    command: `sync pull --from ${tool}`,
    now: request.now,
    roots: [request.hub.dir],
    interruption: request.interruption,
  });

  // Record the new common versions: re-read what the hub now holds (where each item is stored first).
  for (const { key } of writes) {
    const stem = stems.get(key) ?? key;
    hub.manifest.items[key] = { origin: tool, ...(stem === key ? {} : { file: stem }) };
  }
  const after = writes.length > 0 ? await readHubItems(hub) : inHub;
  for (const { key, item, toolKey, toolHash } of writes) {
    const hubItem = after.items.get(key);
    state.items[key] = {
      ...state.items[key],
      tool_key: toolKey,
      tool_hash: toolHash,
      hub_hash: hubItem ? contentHash(hubItem) : contentHash(item),
      pushed: state.items[key]?.pushed ?? false,
    };
  }
  for (const { key, toolKey, toolHash, hubHash } of agreed) state.items[key] = { tool_key: toolKey, tool_hash: toolHash, hub_hash: hubHash, pushed: false };
  state.last_pull = request.now.toISOString();
  await saveManifest(hub);
  return { lines, problems: [...fromTool.problems, ...inHub.problems], applied: true, backupId: applied.backupId, summary: summarize(lines) };
}

export { keyOf };
