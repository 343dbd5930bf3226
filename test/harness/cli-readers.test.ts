// What the tools' own programs read, found by running them (conformance/): OpenCode's schema takes
// one action for webfetch and matches read/edit rules against project-relative paths without
// `./`; the Copilot CLI (and VS Code's Copilot harness) read ~/.copilot/mcp-config.json and
// .mcp.json (the CLI: .github/mcp.json only where there is no .mcp.json, which svc carries over), not VS Code's mcp.json;
// the Continue CLI (cn) launches only ~/.continue/config.yaml's mcpServers.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parse as parseYaml } from "yaml";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import type { McpServer } from "../../src/harness/model.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import { json } from "../support/tree.ts";
import { makeWorld, type World } from "../support/world.ts";

async function migrate(world: World, from: ToolId, to: ToolId, scope: "global" | "project") {
  const where = { home: world.home, repo: world.repo, env: {} };
  const plan = await planMigration({ from, to: [to], scope, policy: "merge", ...where });
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

const CLAUDE_SERVERS = json({
  mcpServers: {
    local: { command: "npx", args: ["-y", "local-mcp"], env: { KEY: "${LOCAL_KEY}" } },
    remote: { type: "http", url: "https://r.example.com/mcp", headers: { Authorization: "Bearer ${API_TOKEN}" } },
  },
});

const CURSOR_SERVERS = json({
  mcpServers: {
    local: { command: "npx", args: ["-y", "local-mcp"], env: { KEY: "${env:LOCAL_KEY}" } },
    remote: { url: "https://r.example.com/mcp", headers: { Authorization: "Bearer ${env:API_TOKEN}" } },
  },
});

const COPILOT_LOCAL = { type: "stdio", command: "npx", args: ["-y", "local-mcp"], env: { KEY: "${LOCAL_KEY}" } };
const COPILOT_REMOTE = { type: "http", url: "https://r.example.com/mcp", headers: { Authorization: "Bearer ${API_TOKEN}" } };

describe("the Copilot CLI reads what svc writes", () => {
  test("project: Claude Code's .mcp.json is the file the CLI and VS Code read: already read there, nothing written", async () => {
    const world = await makeWorld({ home: {}, repo: { ".mcp.json": CLAUDE_SERVERS } });
    const plan = await migrate(world, "claude-code", "copilot", "project");
    assert.deepEqual(
      plan.files.filter((file) => file.action !== "unchanged"),
      [],
    );
    assert.equal(plan.items.find((item) => item.name === "local")?.note, "already read by GitHub Copilot (VS Code) from .mcp.json (mcpServers.local)");
  });

  test("project: servers go to .mcp.json, which the CLI and VS Code's harness both read, also where only .github/mcp.json is there (the CLI's own file, whose servers svc carries over)", async () => {
    const before: Record<string, string>[] = [{}, { ".github/mcp.json": json({ mcpServers: { mine: { command: "mine-mcp" } } }) }];
    for (const existing of before) {
      const world = await makeWorld({ home: {}, repo: { ".cursor/mcp.json": CURSOR_SERVERS, ...existing } });
      await migrate(world, "cursor", "copilot", "project");
      const servers = (await readJson(path.join(world.repo, ".mcp.json"))).mcpServers;
      const carried = ".github/mcp.json" in existing ? { mine: { type: "stdio", command: "mine-mcp" } } : {};
      assert.deepEqual(servers, { local: COPILOT_LOCAL, remote: COPILOT_REMOTE, ...carried });
      await assert.rejects(readFile(path.join(world.repo, ".vscode/mcp.json")), /ENOENT/, ".vscode/mcp.json written");
      // .github/mcp.json, if there, is left as it was (the CLI no longer reads it).
      if (".github/mcp.json" in existing) assert.equal(await readFile(path.join(world.repo, ".github/mcp.json"), "utf8"), existing[".github/mcp.json"]);
      const back = await readHarness("copilot", "project", { home: world.home, repo: world.repo, env: {} });
      assert.deepEqual(
        back.items
          .filter((item) => item.kind === "mcp" && !item.shadowedBy)
          .map((item) => item.name)
          .sort(),
        Object.keys(servers).sort(),
      );
    }
  });

  test("global: servers go to ~/.copilot/mcp-config.json, not VS Code's profile mcp.json, which is read as a source", async () => {
    const world = await makeWorld({
      home: {
        ".claude.json": CLAUDE_SERVERS,
        ".config/Code/User/mcp.json": json({ servers: { old: { type: "stdio", command: "old-mcp", env: { T: "${input:tok}" } } } }),
      },
      repo: {},
    });
    await migrate(world, "claude-code", "copilot", "global");
    assert.deepEqual((await readJson(path.join(world.home, ".copilot/mcp-config.json"))).mcpServers, { local: COPILOT_LOCAL, remote: COPILOT_REMOTE });
    assert.deepEqual(Object.keys((await readJson(path.join(world.home, ".config/Code/User/mcp.json"))).servers), ["old"]);
    const back = await readHarness("copilot", "global", { home: world.home, repo: world.repo, env: {} });
    const old = back.items.find((item) => item.name === "old") as McpServer;
    assert.deepEqual(old.env["T"], [{ variable: "input:tok" }]);
  });

  test('a server only the CLI has (copilot mcp add\'s tools: ["*"]) is read with no tool filter', async () => {
    const world = await makeWorld({
      home: { ".copilot/mcp-config.json": json({ mcpServers: { gh: { tools: ["*"], type: "local", command: "gh-mcp" } } }) },
      repo: {},
    });
    const back = await readHarness("copilot", "global", { home: world.home, repo: world.repo, env: {} });
    const server = back.items.find((item) => item.name === "gh") as McpServer;
    assert.equal(server.enabledTools, undefined);
    assert.deepEqual(server.command, ["gh-mcp"]);
  });
});

describe("the Continue CLI (cn) reads what svc writes", () => {
  test("global: servers are entries of ~/.continue/config.yaml's mcpServers, the one list cn launches; a new file gets name and version", async () => {
    const world = await makeWorld({ home: { ".claude.json": CLAUDE_SERVERS }, repo: {} });
    await migrate(world, "claude-code", "continue", "global");
    const config = parseYaml(await readFile(path.join(world.home, ".continue/config.yaml"), "utf8"));
    assert.equal(config.name, "Local Config");
    assert.equal(config.version, "1.0.0");
    assert.deepEqual(
      config.mcpServers.map((server: { name: string }) => server.name),
      ["local", "remote"],
    );
    assert.deepEqual(config.mcpServers[0].env, { KEY: "${{ secrets.LOCAL_KEY }}" });
    const back = await readHarness("continue", "global", { home: world.home, repo: world.repo, env: {} });
    assert.deepEqual(
      back.items.filter((item) => item.kind === "mcp").map((item) => item.name),
      ["local", "remote"],
    );
  });

  test("global: an existing config.yaml keeps its models and comments; the servers join its list", async () => {
    const existing =
      "# mine\nname: Mine\nversion: 0.0.1\nschema: v1\nmodels:\n  - name: m\n    provider: openai\n    model: gpt-4o\nmcpServers:\n  - name: kept\n    command: kept-mcp\n";
    const world = await makeWorld({ home: { ".claude.json": CLAUDE_SERVERS, ".continue/config.yaml": existing }, repo: {} });
    await migrate(world, "claude-code", "continue", "global");
    const after = await readFile(path.join(world.home, ".continue/config.yaml"), "utf8");
    assert.ok(after.startsWith("# mine\nname: Mine\n"), after);
    assert.deepEqual(
      parseYaml(after).mcpServers.map((server: { name: string }) => server.name),
      ["kept", "local", "remote"],
    );
  });

  test("project: a block the IDE reads, reported lossy since cn launches no project server", async () => {
    const world = await makeWorld({ home: {}, repo: { ".mcp.json": CLAUDE_SERVERS } });
    const plan = await migrate(world, "claude-code", "continue", "project");
    const local = plan.items.find((item) => item.name === "local");
    assert.equal(local?.fidelity, "lossy");
    assert.match(local?.lost.join(" ") ?? "", /Continue CLI \(cn\) launches no project MCP server/);
    assert.equal(local?.target, path.join(world.repo, ".continue/mcpServers/local.yaml"));
  });
});
