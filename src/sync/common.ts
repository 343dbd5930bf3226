// What pull, plan-push and push share: reading a tool's syncable items, diffs of two versions of
// an item, and the report lines.
import { createTwoFilesPatch } from "diff";
import { readHarness, type Where } from "../harness/read.ts";
import type { ReadProblem } from "../harness/model.ts";
import type { Interruption } from "../core/interrupt.ts";
import type { Policy } from "../harness/plan/plan.ts";
import type { SyncToolId } from "../harness/tools/ids.ts";
import type { Hub } from "./hub.ts";
import { isSyncItem, keyOf, SYNC_KINDS, toHubFiles, type SyncItem } from "./hub-items.ts";

/** One sync step between the hub and a tool (a pull, a plan-push, a push). */
export interface SyncRequest {
  hub: Hub;
  tool: SyncToolId;
  policy: Policy;
  where: Where;
  svcHome: string;
  now: Date;
  /** How the user runs plan-push for this hub and tool, for hints (the CLI's repeats --hub and --repo). */
  planPushCommand?: string;
  /** Ctrl-C / SIGTERM while writing: the write is rolled back (applyPlan). */
  interruption?: Interruption | undefined;
  /** plan-push: copy an item the tool reads from another tool's folder into its own (`--copy-shared`). */
  copyShared?: boolean;
}

export interface ToolItems {
  items: Map<string, SyncItem>;
  problems: ReadProblem[];
}

/** The tool's instructions, commands, agents and skills in the hub's scope, by key. Personal and
 * shadowed items, svc's own copies, and instructions kept in a settings file (Codex's developer_instructions), are
 * never synced. */
export async function readToolItems(tool: SyncToolId, hub: Hub, where: Where): Promise<ToolItems> {
  const harness = await readHarness(tool, hub.scope, { ...where, ...(hub.repo ? { repo: hub.repo } : {}) }, SYNC_KINDS);
  const items = new Map<string, SyncItem>();
  for (const item of harness.items) {
    if (isSyncItem(item) && !item.local && !item.shadowedBy && !item.copyOf && !(item.kind === "instructions" && item.setting))
      items.set(keyOf(item), keepsImports(item, hub) ? ownText(item) : item);
  }
  return { items, problems: harness.problems };
}

/**
 * Whether an item is synced with its `@imports` as written: in a project every memory file; at
 * global scope the tool's main memory file (~/.claude/CLAUDE.md), whose folder push knows again
 * from the tool (memoryFile in push.ts). A global rule file elsewhere is stored expanded.
 */
function keepsImports(item: SyncItem, hub: Hub): boolean {
  return hub.repo !== undefined || (item.kind === "instructions" && item.role === "main" && item.location === "");
}

/**
 * A memory file is synced as its own text, its `@imports` left in place
 * (CLAUDE.md: a header, then `@AGENTS.md`): the imported files stay where they are (in the
 * repository, or beside the tool's global memory file), and push expands them again where the
 * target needs it. Stored expanded instead, a push
 * into the imported file itself (AGENTS.md) would make the next pull read it twice, and each
 * pull → push cycle would grow it by the header.
 */
function ownText(item: SyncItem): SyncItem {
  if (item.kind !== "instructions" || item.expanded === undefined) return item;
  const { expanded: _expanded, imports: _imports, ...own } = item;
  return own;
}

/** The hub file text of an item (SKILL.md for skills), for showing two versions side by side. */
function hubText(item: SyncItem): string {
  const first = toHubFiles(item)[0]?.content ?? "";
  return typeof first === "string" ? first : new TextDecoder().decode(first);
}

/** Both sides of a conflict as one unified diff: the hub's version against the tool's. */
export function sidesDiff(key: string, hubItem: SyncItem, toolItem: SyncItem, toolName: string): string {
  return createTwoFilesPatch(`hub/${key}`, `${toolName}/${key}`, hubText(hubItem), hubText(toolItem), undefined, undefined, { context: 3 }).replace(
    /^=+\n/,
    "",
  );
}

export type ItemAction = "create" | "update" | "unchanged" | "conflict" | "delete";

export interface SyncLine {
  key: string;
  kind: string;
  name: string;
  action: ItemAction;
  note?: string;
  /** What the hub could not keep of the item (it is then lossy). */
  lost?: string[];
  diff?: string;
}

export function summarize(lines: readonly SyncLine[]): Record<ItemAction, number> {
  const summary: Record<ItemAction, number> = { create: 0, update: 0, unchanged: 0, conflict: 0, delete: 0 };
  for (const line of lines) summary[line.action]++;
  return summary;
}
