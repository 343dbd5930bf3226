// What the tools' own programs read, found by running them (conformance/): OpenCode's schema takes
// one action for webfetch and matches read/edit rules against project-relative paths without
// `./`; the Copilot CLI reads ~/.copilot/mcp-config.json and .github/mcp.json, not VS Code's
// mcp.json; the Continue CLI (cn) launches only ~/.continue/config.yaml's mcpServers.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { planMigration, rootsOf } from "../../src/harness/migrate.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import { makeWorld, type World } from "../support/world.ts";

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

async function migrate(world: World, from: ToolId, to: ToolId, scope: "global" | "project") {
  const where = { home: world.home, repo: world.repo, env: {} };
  const plan = await planMigration({ from, to, scope, policy: "merge", ...where });
  await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
  return plan;
}

const readJson = async (file: string) => JSON.parse(await readFile(file, "utf8"));

const CLAUDE_PERMISSIONS = json({
  permissions: {
    allow: ["Bash(npm run test:*)", "Read(./src/**)", "WebFetch(domain:example.com)"],
    ask: ["WebFetch"],
    deny: ["Read(./.env)", "Edit(./secrets/**)"],
  },
});

describe("OpenCode reads what svc writes", () => {
  test("webfetch takes one action: a whole-tool rule is a plain action, a per-domain rule is unsupported (OpenCode refused the object)", async () => {
    const world = await makeWorld({ home: { ".claude/settings.json": CLAUDE_PERMISSIONS }, repo: {} });
    const plan = await migrate(world, "claude-code", "opencode", "global");
    const permission = (await readJson(path.join(world.home, ".config/opencode/opencode.json"))).permission;
    assert.equal(permission.webfetch, "ask");
    const domain = plan.items.find((item) => item.name === "allow WebFetch(domain:example.com)");
    assert.equal(domain?.fidelity, "unsupported");
    assert.match(domain?.note ?? "", /only as a whole/);
  });

  test("read and edit rules are project-relative paths without ./, as OpenCode's matcher sees them", async () => {
    const world = await makeWorld({ home: {}, repo: { ".claude/settings.json": CLAUDE_PERMISSIONS } });
    await migrate(world, "claude-code", "opencode", "project");
    const permission = (await readJson(path.join(world.repo, "opencode.json"))).permission;
    assert.deepEqual(permission.read, { "src/**": "allow", ".env": "deny" });
    assert.deepEqual(permission.edit, { "secrets/**": "deny" });
    assert.deepEqual(permission.bash, { "npm run test *": "allow" });
  });
});
