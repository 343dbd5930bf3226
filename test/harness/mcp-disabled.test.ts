// A server that is switched off stays off (issue #12): read from wherever the source records it
// (Codex `enabled = false`, Claude Code's disabledMcpjsonServers and /mcp toggles, Gemini's
// mcp-server-enablement.json and mcp.excluded), written in each target's own form, or reported
// lossy where the target has none (it turns servers off in its UI).
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import type { McpServer } from "../../src/harness/model.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { TOOL_IDS, type ToolId } from "../../src/harness/tools/ids.ts";
import { makeWorld, type World } from "../support/world.ts";
import { writeTree, type Tree } from "../support/tree.ts";

async function plan(from: ToolId, to: ToolId, world: World, scope: "global" | "project") {
  return planMigration({ from, to: [to], scope, policy: "merge", home: world.home, repo: world.repo, env: {}, kinds: ["mcp"] });
}

async function servers(tool: ToolId, world: World, scope: "global" | "project"): Promise<McpServer[]> {
  return (await readHarness(tool, scope, { home: world.home, repo: world.repo, env: {} }, ["mcp"])).items as McpServer[];
}

const CODEX_OFF: Tree = { ".codex/config.toml": '[mcp_servers.docs]\ncommand = "docs-mcp"\nenabled = false\n' };

describe("servers switched off", () => {
  test("Claude Code: a project server in disabledMcpjsonServers, or toggled off in /mcp, is off in Codex", async () => {
    const world = await makeWorld({
      home: { ".claude.json": "{}\n" },
      repo: {
        ".mcp.json": JSON.stringify({
          mcpServers: { db: { command: "db-mcp" }, sentry: { type: "http", url: "https://mcp.sentry.dev/mcp" }, on: { command: "on-mcp" } },
        }),
        ".claude/settings.json": JSON.stringify({ disabledMcpjsonServers: ["db"] }),
      },
    });
    await writeTree(world.home, { ".claude.json": JSON.stringify({ projects: { [world.repo]: { disabledMcpServers: ["sentry"] } } }) });
    const read = await servers("claude-code", world, "project");
    assert.deepEqual(Object.fromEntries(read.map((server) => [server.name, server.enabled])), { db: false, sentry: false, on: true });
    const result = await plan("claude-code", "codex", world, "project");
    const toml = result.files.find((file) => file.path === path.join(world.repo, ".codex/config.toml"))?.after as string;
    assert.match(toml, /\[mcp_servers\.db\]\ncommand = "db-mcp"\nenabled = false/);
    assert.match(toml, /\[mcp_servers\.sentry\]\nurl = "https:\/\/mcp\.sentry\.dev\/mcp"\nenabled = false/);
    assert.doesNotMatch(toml, /\[mcp_servers\.on\]\ncommand = "on-mcp"\nenabled/);
  });

  test("Codex enabled = false into Claude Code: a project server goes into disabledMcpjsonServers; a user server (no such list) is lossy", async () => {
    const world = await makeWorld({ home: CODEX_OFF, repo: { ".codex/config.toml": '[mcp_servers.lint]\ncommand = "lint-mcp"\nenabled = false\n' } });
    const project = await plan("codex", "claude-code", world, "project");
    const lint = project.items.find((item) => item.name === "lint");
    assert.equal(lint?.fidelity, "converted", JSON.stringify(lint));
    assert.match(lint.note, /disabledMcpjsonServers/);
    assert.deepEqual(JSON.parse(project.files.find((file) => file.path === path.join(world.repo, ".claude/settings.json"))?.after as string), {
      disabledMcpjsonServers: ["lint"],
    });
    const global = await plan("codex", "claude-code", world, "global");
    const docs = global.items.find((item) => item.name === "docs");
    assert.equal(docs?.fidelity, "lossy");
    assert.ok(
      docs.lost.some((what) => what.startsWith("disabled")),
      docs.lost.join("; "),
    );
  });

  test("Gemini CLI: mcp-server-enablement.json (any case) and mcp.excluded are read as off; a server off elsewhere is written there", async () => {
    const world = await makeWorld({
      home: {
        ...CODEX_OFF,
        ".gemini/mcp-server-enablement.json": JSON.stringify({ search: { enabled: false } }),
        ".gemini/settings.json": JSON.stringify({
          mcp: { excluded: ["blocked"] },
          mcpServers: { Search: { command: "s" }, blocked: { command: "b" }, on: { command: "o" } },
        }),
      },
    });
    const read = await servers("gemini-cli", world, "global");
    assert.deepEqual(Object.fromEntries(read.map((server) => [server.name, server.enabled])), { Search: false, blocked: false, on: true });
    const result = await plan("codex", "gemini-cli", world, "global");
    assert.equal(result.items.find((item) => item.name === "docs")?.fidelity, "converted");
    assert.deepEqual(JSON.parse(result.files.find((file) => file.path === path.join(world.home, ".gemini/mcp-server-enablement.json"))?.after as string), {
      search: { enabled: false },
      docs: { enabled: false },
    });
  });

  test("a server's disabled tools (Windsurf's disabledTools) reach Codex's disabled_tools, and come back from it", async () => {
    const world = await makeWorld({
      home: { ".codeium/windsurf/mcp_config.json": JSON.stringify({ mcpServers: { brave: { command: "brave-mcp", disabledTools: ["images", "video"] } } }) },
    });
    const result = await plan("windsurf", "codex", world, "global");
    const brave = result.items.find((item) => item.name === "brave");
    assert.ok(brave !== undefined && !brave.lost.some((what) => what.includes("disabled")), JSON.stringify(brave));
    const toml = result.files.find((file) => file.path === path.join(world.home, ".codex/config.toml"))?.after as string;
    assert.match(toml, /\[mcp_servers\.brave\]\ncommand = "brave-mcp"\ndisabled_tools = \[ "images", "video" \]/);
    await applyPlan(result, {
      policy: "merge",
      svcHome: path.join(world.home, ".svc"),
      command: "test",
      now: new Date(0),
      roots: rootsOf({ home: world.home, repo: world.repo, env: {} }),
    });
    assert.deepEqual((await servers("codex", world, "global")).find((server) => server.name === "brave")?.disabledTools, ["images", "video"]);
    const back = await plan("codex", "kiro", world, "global");
    const kiro = JSON.parse(back.files.find((file) => file.path === path.join(world.home, ".kiro/settings/mcp.json"))?.after as string);
    assert.deepEqual(kiro.mcpServers.brave.disabledTools, ["images", "video"]);
  });

  test("every target: a server switched off in Codex is read back off from what svc wrote, or the plan says the target cannot hold it", async () => {
    const silent: string[] = [];
    for (const to of TOOL_IDS) {
      if (to === "codex" || to.startsWith("tool_")) continue;
      for (const scope of ["global", "project"] as const) {
        const world = await makeWorld(scope === "global" ? { home: CODEX_OFF } : { repo: CODEX_OFF });
        const result = await plan("codex", to, world, scope);
        const item = result.items.find((entry) => entry.name === "docs");
        if (item === undefined || item.fidelity === "unsupported" || item.lost.some((what) => what.includes("disabled"))) continue;
        await applyPlan(result, {
          policy: "merge",
          svcHome: path.join(world.home, ".svc"),
          command: "test",
          now: new Date(0),
          roots: rootsOf({ home: world.home, repo: world.repo, env: {} }),
        });
        const back = (await servers(to, world, scope)).find((server) => server.name === "docs");
        if (back?.enabled !== false) silent.push(`${to} (${scope}): written on, and the plan says nothing`);
      }
    }
    assert.deepEqual(silent, []);
  });
});
