// What the tools' own programs read, found by running them (conformance/): OpenCode's schema takes
// one action for webfetch and matches read/edit rules against project-relative paths without
// `./`; the Copilot CLI reads ~/.copilot/mcp-config.json and .github/mcp.json, not VS Code's
// mcp.json; the Continue CLI (cn) launches only ~/.continue/config.yaml's mcpServers.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parse as parseYaml } from "yaml";
import { planMigration, readHarness, rootsOf } from "../../src/harness/migrate.ts";
import type { McpServer } from "../../src/harness/model.ts";
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

const CLAUDE_SERVERS = json({
  mcpServers: {
    local: { command: "npx", args: ["-y", "local-mcp"], env: { KEY: "${LOCAL_KEY}" } },
    remote: { type: "http", url: "https://r.example.com/mcp", headers: { Authorization: "Bearer ${API_TOKEN}" } },
  },
});

describe("the Copilot CLI reads what svc writes", () => {
  for (const [scope, source, cliFile, editorFile] of [
    ["project", ".mcp.json", ".github/mcp.json", ".vscode/mcp.json"],
    ["global", ".claude.json", ".copilot/mcp-config.json", ".config/Code/User/mcp.json"],
  ] as const) {
    test(`${scope}: each server goes to VS Code's ${editorFile} and to the CLI's ${cliFile}, as copilot mcp add writes it`, async () => {
      const world = await makeWorld(scope === "project" ? { home: {}, repo: { [source]: CLAUDE_SERVERS } } : { home: { [source]: CLAUDE_SERVERS }, repo: {} });
      const base = scope === "project" ? world.repo : world.home;
      const plan = await migrate(world, "claude-code", "copilot", scope);
      assert.deepEqual(Object.keys((await readJson(path.join(base, editorFile))).servers), ["local", "remote"]);
      const cli = (await readJson(path.join(base, cliFile))).mcpServers;
      assert.deepEqual(cli.local, { type: "local", command: "npx", args: ["-y", "local-mcp"], env: { KEY: "${LOCAL_KEY}" } });
      assert.deepEqual(cli.remote, { type: "http", url: "https://r.example.com/mcp", headers: { Authorization: "Bearer ${API_TOKEN}" } });
      assert.match(plan.items.find((item) => item.name === "local")?.note ?? "", /the Copilot CLI reads/);
      // Read back: one item per server, not one per file.
      const back = await readHarness("copilot", scope, { home: world.home, repo: world.repo, env: {} });
      assert.deepEqual(back.items.filter((item) => item.kind === "mcp").map((item) => item.name), ["local", "remote"]);
    });
  }

  test("a server only the CLI has (copilot mcp add's tools: [\"*\"]) is read with no tool filter", async () => {
    const world = await makeWorld({ home: { ".copilot/mcp-config.json": json({ mcpServers: { gh: { tools: ["*"], type: "local", command: "gh-mcp" } } }) }, repo: {} });
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
    assert.deepEqual(back.items.filter((item) => item.kind === "mcp").map((item) => item.name), ["local", "remote"]);
  });

  test("global: an existing config.yaml keeps its models and comments; the servers join its list", async () => {
    const existing = "# mine\nname: Mine\nversion: 0.0.1\nschema: v1\nmodels:\n  - name: m\n    provider: openai\n    model: gpt-4o\nmcpServers:\n  - name: kept\n    command: kept-mcp\n";
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
