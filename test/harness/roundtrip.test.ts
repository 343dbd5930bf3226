// Round trips A → B → A for the three tools: every item both tools can express comes back, and
// where both moves were exact the file comes back byte for byte.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import type { HarnessItem, McpServer, Permission } from "../../src/harness/model.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import type { PlanItem } from "../../src/harness/plan/plan.ts";
import { FIXTURES } from "../fixtures/harness.ts";
import { makeWorld, type World } from "../support/world.ts";
import { writeTree, type Tree } from "../support/tree.ts";

const TOOLS = ["claude-code", "codex", "cursor"] as const;
type Tool = (typeof TOOLS)[number];

/** What identifies "the same item" across tools (names of permissions differ by tool). */
function keyOf(item: HarnessItem): string {
  const scope = item.origin.scope;
  if (item.kind === "permissions") {
    const permission = item as Permission;
    return `${scope}:permissions:${permission.decision}:${permission.tool}:${permission.pattern ?? ""}`;
  }
  return `${scope}:${item.kind}:${item.name.replace(/\//g, "-")}`;
}

async function migrateInto(world: World, from: Tool, to: Tool) {
  const where = { home: world.home, repo: world.repo, env: {} };
  const plan = await planMigration({ from, to: [to], scope: "all", policy: "overwrite", ...where });
  const applied = await applyPlan(plan, {
    policy: "overwrite",
    svcHome: path.join(world.home, ".svc"),
    command: "test",
    now: new Date(),
    roots: rootsOf(where),
  });
  return { plan, applied };
}

async function harnessOf(tool: Tool, world: World): Promise<HarnessItem[]> {
  const where = { home: world.home, repo: world.repo, env: {} };
  const global = await readHarness(tool, "global", where);
  const project = await readHarness(tool, "project", where);
  assert.deepEqual([...global.problems, ...project.problems], [], `${tool} harness has problems`);
  return [...global.items, ...project.items].filter((item) => !item.local && !item.shadowedBy);
}

function fidelityIndex(items: PlanItem[], harness: HarnessItem[]): Map<string, PlanItem> {
  const index = new Map<string, PlanItem>();
  for (const planned of items) {
    const source = harness.find((item) => item.kind === planned.kind && item.name === planned.name && item.origin.path === planned.source);
    if (source === undefined) {
      // Personal and shadowed items are not in the compared harness; they are never carried.
      assert.equal(planned.fidelity, "unsupported", `plan item ${planned.kind}/${planned.name} has no source item`);
      continue;
    }
    index.set(keyOf(source), planned);
  }
  return index;
}

describe("round trips", () => {
  for (const a of TOOLS) {
    for (const b of TOOLS) {
      if (a === b) continue;
      test(`${a} → ${b} → ${a}`, async () => {
        const first = await makeWorld(FIXTURES[a]);
        const original = await harnessOf(a, first);
        const there = await migrateInto(first, a, b);
        const firstHop = fidelityIndex(there.plan.items, original);

        // Carry only what svc wrote for B into a fresh world, and come back.
        const second = await makeWorld({});
        const tree: { home: Tree; repo: Tree } = { home: {}, repo: {} };
        for (const file of there.applied.written) {
          const bytes = new Uint8Array(await readFile(file.path));
          if (file.path.startsWith(`${first.repo}/`)) tree.repo[path.relative(first.repo, file.path)] = bytes;
          else tree.home[path.relative(first.home, file.path)] = bytes;
        }
        await writeTree(second.home, tree.home);
        await writeTree(second.repo, tree.repo);
        const bHarness = await harnessOf(b, second);
        const back = await migrateInto(second, b, a);
        const secondHop = fidelityIndex(back.plan.items, bHarness);
        const returned = await harnessOf(a, second);
        const returnedByKey = new Map(returned.map((item) => [keyOf(item), item]));

        let compared = 0;
        for (const item of original) {
          const hop1 = firstHop.get(keyOf(item));
          assert.ok(hop1, `${keyOf(item)} has no fidelity line in ${a} → ${b}`);
          if (hop1.fidelity === "unsupported") continue;
          const hop2 = secondHop.get(keyOf(item));
          if (hop2 === undefined || hop2.fidelity === "unsupported") continue; // B expresses it in a shape A keeps elsewhere
          const back = returnedByKey.get(keyOf(item));
          assert.ok(back, `${keyOf(item)} did not come back (${hop1.fidelity}, then ${hop2.fidelity})`);
          if (hop1.fidelity === "exact" && hop2.fidelity === "exact") {
            compared++;
            if (item.kind === "mcp") {
              const { origin: _a, ...left } = item as McpServer;
              const { origin: _b, ...right } = back as McpServer;
              assert.deepEqual(right, left, keyOf(item));
            } else if (!item.origin.entry) {
              const before = await readFile(item.origin.path);
              const after = await readFile(back.origin.path);
              assert.ok(before.equals(after), `${keyOf(item)}: ${item.origin.path} came back different:\n${after.toString()}`);
            }
          }
        }
        assert.ok(compared > 0, "no item moved exactly both ways, so nothing was compared byte for byte");
      });
    }
  }
});
