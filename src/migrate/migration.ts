// The plan of a move from one tool to others, from one reading of the source: the library behind
// `svc preview` and `svc migrate`.
import { keptReadable, OLDER_COPY_KINDS, withOlderCopy } from "../harness/older-copies.ts";
import { unsupportedTranslation, type Translation } from "../harness/kinds/common.ts";
import type { Harness, HarnessItem, ReadProblem, Scope } from "../harness/model.ts";
import { buildPlan, type Plan, type Policy } from "../harness/plan/plan.ts";
import { readingOnce } from "../harness/io.ts";
import { addProblems, readHarness, type ScopeOption, scopesOf, translate, type Where } from "../harness/read.ts";
import { guardSharedFiles, SourceFiles, withSourceNote } from "../harness/shared-files.ts";
import { guardStrictJson } from "../harness/strict-json.ts";
import { renderContext, toolById } from "../harness/tools/index.ts";
import { HARNESS_KINDS, type HarnessKind, type ToolId } from "../harness/tools/ids.ts";
import { lockedFiles, toolContext } from "../harness/tools/types.ts";

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
