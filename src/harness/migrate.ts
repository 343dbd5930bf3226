// Reading a tool's harness and planning its move to another tool: the library behind
// `svc preview` and `svc migrate` (and, later, the sync and build plans).
import path from "node:path";
import type { Env } from "../core/output.ts";
import { readKind, renderKind } from "./kinds/index.ts";
import { keptReadable, OLDER_COPY_KINDS, withOlderCopy } from "./older-copies.ts";
import { unsupportedTranslation, type Translation } from "./kinds/common.ts";
import type { Harness, HarnessItem, ReadProblem, Scope } from "./model.ts";
import { buildPlan, type Plan, type Policy } from "./plan/plan.ts";
import { readingOnce } from "./io.ts";
import { guardSharedFiles, SourceFiles, withSourceNote } from "./shared-files.ts";
import { guardStrictJson, strictJsonProblems } from "./strict-json.ts";
import { renderContext, toolById } from "./tools/index.ts";
import { HARNESS_KINDS, type HarnessKind, type ToolId } from "./tools/ids.ts";
import { lockedFiles, toolContext, type RenderContext } from "./tools/types.ts";

export type ScopeOption = Scope | "all";

export interface Where {
  home: string;
  /** The project checkout, for project scope. */
  repo?: string;
  env: Env;
  /** The operating system whose paths apply (default linux): tools keep files in different places. */
  platform?: NodeJS.Platform;
}

export function scopesOf(scope: ScopeOption): Scope[] {
  return scope === "all" ? ["global", "project"] : [scope];
}

/** Every item of the chosen kinds of a tool in one scope, and every file that could not be read. */
export async function readHarness(tool: ToolId, scope: Scope, where: Where, kinds: readonly HarnessKind[] = HARNESS_KINDS): Promise<Harness> {
  const context = toolContext(toolById(tool), scope, where);
  const items: HarnessItem[] = [];
  const problems: ReadProblem[] = [];
  for (const kind of kinds) {
    const read = await readKind(kind, context);
    items.push(...read.items);
    addProblems(problems, read.problems);
  }
  // A file the tool parses as strict JSON, holding a comment: svc reads it, the tool ignores it.
  addProblems(problems, strictJsonProblems(context));
  return { tool, items, problems };
}

/**
 * Adds problems not already listed: a file several kinds live in (Claude's settings.json: hooks
 * and permissions), or both scopes read (~/.claude.json), is one problem.
 */
export function addProblems(into: ReadProblem[], more: readonly ReadProblem[]): void {
  const same = (a: ReadProblem, b: ReadProblem) => a.path === b.path && a.line === b.line && a.message === b.message;
  for (const problem of more) if (!into.some((earlier) => same(earlier, problem))) into.push(problem);
}

/** Translations of items for a target tool in one scope, kind by kind. */
export function translate(items: readonly HarnessItem[], context: RenderContext, kinds: readonly HarnessKind[] = HARNESS_KINDS): Translation[] {
  const out: Translation[] = [];
  for (const kind of kinds) {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length > 0) out.push(...renderKind(kind, ofKind, context));
  }
  return out;
}

/**
 * The tools a move writes for, in the order given: one (`svc preview --to codex`) or several
 * (`svc migrate --to codex,cursor`). The same type from the command line to the plan.
 */
export type Targets = readonly [ToolId, ...ToolId[]];

export interface MigrationRequest extends Where {
  from: ToolId;
  to: Targets;
  scope: ScopeOption;
  kinds?: readonly HarnessKind[];
  policy: Policy;
  /** Copy items the target already reads from another tool's folder into its own (`--copy-shared`). */
  copyShared?: boolean;
}

export interface MigrationPlan extends Plan {
  from: ToolId;
  to: Targets;
  scope: ScopeOption;
}

/**
 * The plan of a move, from one reading of the source: one plan, so one backup and one change. With
 * several targets their translations go into it target by target in the order given: a file two of
 * them write (AGENTS.md, which Codex writes and Cursor reads) is planned for the second as the
 * first leaves it, exactly as running the two moves one after the other would leave it, and each
 * item says which target it is for.
 */
export async function planMigration(request: MigrationRequest): Promise<MigrationPlan> {
  const { plan, owners } = await planTargets(request);
  const items = request.to.length === 1 ? plan.items : plan.items.map((item, index) => ({ ...item, to: owners[index] as ToolId }));
  return { ...plan, items, from: request.from, to: request.to, scope: request.scope };
}

/** The plan for every target of the request, and the target of each of its items (in order). */
async function planTargets(request: MigrationRequest): Promise<{ plan: Plan; owners: ToolId[] }> {
  const kinds = request.kinds ?? HARNESS_KINDS;
  const translations: Translation[] = [];
  const owners: ToolId[] = [];
  const problems: ReadProblem[] = [];
  const locks = new Map<string, string>();
  const scopes: { scope: Scope; harness: Harness; targets: Map<ToolId, HarnessItem[]> }[] = [];
  // The source and the targets read many of the same files (another tool's folders a target reads
  // too): each is read once.
  await readingOnce(async () => {
    for (const scope of scopesOf(request.scope)) {
      const harness = await readHarness(request.from, scope, request, kinds);
      addProblems(problems, harness.problems);
      // Each target's items: what it already reads (shared files), and its own copies kept where an older version put them.
      const targets = new Map<ToolId, HarnessItem[]>();
      for (const to of request.to) targets.set(to, (await readHarness(to, scope, request, [...new Set([...kinds, ...OLDER_COPY_KINDS])])).items);
      scopes.push({ scope, harness, targets });
    }
  });
  // What every scope's items were read from: nothing of this run is written over it.
  const source = new SourceFiles(scopes.flatMap(({ harness }) => harness.items));
  for (const to of request.to) {
    for (const { scope, harness, targets } of scopes) {
      const targetItems = targets.get(to) ?? [];
      const context = renderContext(toolContext(toolById(to), scope, request));
      for (const [file, lock] of lockedFiles(context)) locks.set(file, lock);
      const existing = targetItems.filter((item) => (OLDER_COPY_KINDS as readonly HarnessKind[]).includes(item.kind));
      const render = (item: HarnessItem) => translate([item], context, [item.kind]);
      const placed = (translation: Translation) => withOlderCopy(translation, existing, context, render);
      const retranslate = (item: HarnessItem) => placed(render(item)[0] ?? unsupportedTranslation(item, "not rendered"));
      const translated = translate(harness.items, context, kinds).map(placed);
      const shared = guardSharedFiles(translated, {
        from: request.from,
        to,
        source,
        targetItems: targetItems.filter((item) => kinds.includes(item.kind)),
        retranslate,
        context,
        ...(request.copyShared ? { copyShared: true } : {}),
        sourceContext: toolContext(toolById(request.from), scope, request),
      }).map((translation) => withSourceNote(translation, toolContext(toolById(request.from), scope, request)));
      const guarded = guardStrictJson(keptReadable(shared, targetItems, context, render), context);
      translations.push(...guarded);
      owners.push(...guarded.map(() => to));
    }
  }
  return { plan: await buildPlan(translations, { policy: request.policy, problems, locks }), owners };
}

/** The folders a plan may write into: the home folder and the repo. */
export function rootsOf(where: Where): string[] {
  return [where.home, ...(where.repo ? [path.resolve(where.repo)] : [])];
}
