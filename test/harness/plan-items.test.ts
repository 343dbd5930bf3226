// What a plan says about each item agrees with what happens to its files, and says what the user
// must still do (issue #12): an item that goes into a file the plan creates is a creation, and
// the summary counts it so.
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { TOOL_IDS, type ToolId } from "../../src/harness/tools/ids.ts";
import { FIXTURES } from "../fixtures/harness.ts";
import { OTHER_FIXTURES } from "../fixtures/other-tools.ts";
import { svc } from "../support/cli.ts";
import { makeWorld } from "../support/world.ts";

const ALL_FIXTURES: Record<string, (typeof FIXTURES)["claude-code"]> = { ...FIXTURES, ...OTHER_FIXTURES };

interface JsonPlan {
  items: { kind: string; name: string; target: string | null; action: string; fidelity: string; lost: string[]; note: string }[];
  changes: { path: string; action: string; diff: string }[];
  summary: Record<string, number>;
}

async function preview(args: string[], home: string): Promise<JsonPlan> {
  const result = await svc(["preview", ...args, "--json"], { home });
  assert.equal(result.code, 0, result.stderr);
  return JSON.parse(result.stdout) as JsonPlan;
}

describe("plan items and files agree", () => {
  test("Claude hooks into Cursor: each hook of the new hooks.json says create, and the summary counts the file as created", async () => {
    const world = await makeWorld(FIXTURES["claude-code"]);
    const plan = await preview(["--from", "claude-code", "--to", "cursor", "--kinds", "hooks"], world.home);
    const hooksFile = path.join(world.home, ".cursor/hooks.json");
    assert.equal(plan.changes.find((change) => change.path === hooksFile)?.action, "create");
    const hooks = plan.items.filter((item) => item.target === hooksFile);
    assert.ok(hooks.length >= 2, JSON.stringify(plan.items));
    for (const hook of hooks) assert.equal(hook.action, "create", `${hook.name}: ${hook.action}`);
    assert.equal(plan.summary["create"], plan.changes.filter((change) => change.action === "create").length);
    assert.equal(plan.summary["update"], 0);
  });

  test("every pair of tools: an item whose file the plan creates says create", async () => {
    const wrong: string[] = [];
    for (const from of Object.keys(ALL_FIXTURES) as ToolId[]) {
      const world = await makeWorld(ALL_FIXTURES[from] ?? {});
      await mkdir(world.repo, { recursive: true });
      for (const to of TOOL_IDS) {
        if (to === from || to.startsWith("tool_")) continue;
        const plan = await preview(["--from", from, "--to", to, "--scope", "all", "--repo", world.repo], world.home);
        const created = new Set(plan.changes.filter((change) => change.action === "create").map((change) => change.path));
        for (const item of plan.items) {
          if (item.target === null || !created.has(item.target) || item.action === "skipped") continue;
          if (item.action !== "create") wrong.push(`${from} → ${to}: ${item.kind} ${item.name} says ${item.action}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  test("two Windsurf ignore files into one Cursor file: one list with both, no item silently replaced", async () => {
    const world = await makeWorld(OTHER_FIXTURES.windsurf);
    await mkdir(world.repo, { recursive: true });
    const plan = await preview(["--from", "windsurf", "--to", "cursor", "--repo", world.repo, "--scope", "project", "--kinds", "ignore"], world.home);
    const diff = plan.changes.find((change) => change.path === path.join(world.repo, ".cursorignore"))?.diff ?? "";
    assert.match(diff, /^\+vendor\/$/m);
    assert.match(diff, /^\+\.env$/m);
    assert.deepEqual(
      plan.items.map((item) => item.action),
      ["create", "create"],
      JSON.stringify(plan.items),
    );
  });
});

describe("what the user must still do", () => {
  test("hooks into Codex: every hook item says it waits for approval in /hooks, in --json, and the printed plan says it once", async () => {
    const world = await makeWorld(FIXTURES["claude-code"]);
    const plan = await preview(["--from", "claude-code", "--to", "codex", "--kinds", "hooks"], world.home);
    const hooks = plan.items.filter((item) => item.kind === "hooks" && item.action !== "skipped");
    assert.ok(hooks.length >= 2, JSON.stringify(plan.items));
    for (const hook of hooks) assert.match(hook.note, /\/hooks/, hook.name);
    const printed = await svc(["preview", "--from", "claude-code", "--to", "codex", "--kinds", "hooks"], { home: world.home });
    assert.equal(printed.code, 0, printed.stderr);
    // Printed once, naming the hooks it is said of (not once per hook).
    assert.equal(printed.stdout.match(/open \/hooks in Codex/g)?.length, 1, printed.stdout);
    assert.match(printed.stdout, new RegExp(`said of ${hooks.length} items: `));
  });
});

describe("nothing the source holds is missing from the plan", () => {
  test("Codex developer_instructions in config.toml is an always-on rule in the plan (global and project), carried to Claude Code", async () => {
    const world = await makeWorld({
      home: { ".codex/config.toml": 'model = "gpt-5"\ndeveloper_instructions = """\nAlways answer in British English.\n"""\n' },
      repo: { ".codex/config.toml": 'developer_instructions = "Run make check before you finish."\n' },
    });
    const plan = await preview(["--from", "codex", "--to", "claude-code", "--scope", "all", "--repo", world.repo, "--kinds", "instructions"], world.home);
    const found = plan.items.filter((item) => item.name === "developer_instructions");
    assert.deepEqual(
      found.map((item) => item.target),
      [path.join(world.home, ".claude/rules/developer_instructions.md"), path.join(world.repo, ".claude/rules/developer_instructions.md")],
      JSON.stringify(plan.items),
    );
    const written = plan.changes
      .filter((change) => change.path.endsWith("developer_instructions.md"))
      .map((change) => change.diff)
      .join("\n");
    assert.match(written, /^\+Always answer in British English\.$/m);
    assert.match(written, /^\+Run make check before you finish\.$/m);
  });
});
