// Migration plans over fixture trees, and the asserts most harness tests make on them: an item by
// kind and name, a file's planned content.
import assert from "node:assert/strict";
import { planMigration } from "../../src/migrate/migration.ts";
import type { PlanItem } from "../../src/harness/plan/plan.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import type { Tree } from "./tree.ts";
import { makeWorld } from "./world.ts";

/** `copyShared`: for tests of how a file is translated, where the target reads the source's own file too (Cursor: ~/.claude/skills). */
export async function plan(
  from: ToolId,
  to: ToolId,
  home: Tree,
  repo: Tree = {},
  scope: "global" | "project" = "global",
  options: { copyShared?: boolean } = {},
) {
  const world = await makeWorld({ home, repo });
  const result = await planMigration({
    from,
    to: [to],
    scope,
    policy: "merge",
    home: world.home,
    repo: world.repo,
    env: {},
    ...(options.copyShared ? { copyShared: true } : {}),
  });
  return { world, plan: result };
}

export function item(items: PlanItem[], kind: string, name: string): PlanItem {
  const found = items.find((entry) => entry.kind === kind && entry.name === name);
  assert.ok(found, `no ${kind} item ${name} in ${items.map((entry) => `${entry.kind}/${entry.name}`).join(", ")}`);
  return found;
}

export function written(planResult: Awaited<ReturnType<typeof plan>>["plan"], file: string): string {
  const found = planResult.files.find((entry) => entry.path === file);
  assert.ok(found, `${file} is not in the plan`);
  assert.equal(typeof found.after, "string");
  return found.after as string;
}
