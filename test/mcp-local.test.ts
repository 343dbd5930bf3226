// `svc mcp` as a real process (the bundle) with the SDK's stdio client: the license gate, the
// five local tools, and answers identical to the commands' --json.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CLAUDE_SECRET, FIXTURES } from "./fixtures/harness.ts";
import { BUNDLE, DEV_LICENSE, execSvc, svc, tempDir } from "./support/cli.ts";
import { structured } from "./support/mcp.ts";
import { hashTree } from "./support/tree.ts";
import { makeWorld, type World } from "./support/world.ts";

async function connect(world: World, env: Record<string, string> = { SVC_LICENSE: DEV_LICENSE }): Promise<Client> {
  const client = new Client({ name: "svc-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BUNDLE, "mcp"],
      cwd: world.repo,
      env: { PATH: process.env["PATH"] ?? "", HOME: world.home, ...env },
      stderr: "pipe",
    }),
  );
  return client;
}

describe("svc mcp", () => {
  test("needs a license: without one it exits 3 before speaking MCP", async () => {
    const result = await execSvc(["mcp"], { home: await tempDir() });
    assert.equal(result.code, 3);
    assert.equal(result.stdout, "");
    assert.match(result.stderr, /license/i);
  });

  test("lists its tools; each answers what its command answers with --json", async (t) => {
    const world = await makeWorld(FIXTURES["claude-code"]!);
    const before = await hashTree(world.home);
    const client = await connect(world);
    t.after(() => client.close()); // a failed assertion must not leave the server running
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ["distill_inspect", "distill_plan", "list_targets", "preview", "sync_plan_push"]);
    for (const tool of tools) assert.equal(tool.inputSchema.additionalProperties, false);

    const targets = structured(await client.callTool({ name: "list_targets", arguments: {} }));
    assert.equal(targets.targets.length, 13);

    const viaMcp = structured(await client.callTool({ name: "preview", arguments: { from: "claude-code", to: "codex", repo: world.repo, scope: "all" } }));
    const viaCli = await svc(["preview", "--from", "claude-code", "--to", "codex", "--repo", world.repo, "--scope", "all", "--json"], {
      home: world.home,
      cwd: world.repo,
    });
    assert.equal(viaCli.code, 0);
    assert.deepEqual(viaMcp, JSON.parse(viaCli.stdout));
    assert.ok(viaMcp.items.length > 5);

    const refused = await client.callTool({ name: "preview", arguments: { from: "zed", to: "zed" } });
    assert.equal(refused.isError, true);
    assert.match((refused.content as { text: string }[])[0]!.text, /usage|same/i);

    const inspected = structured(await client.callTool({ name: "distill_inspect", arguments: { source: "claude-code" } }));
    const inspectedCli = await svc(["distill", "inspect", "--source", "claude-code", "--json"], {
      home: world.home,
      cwd: world.repo,
      env: { SVC_LICENSE: DEV_LICENSE },
    });
    assert.deepEqual(inspected, JSON.parse(inspectedCli.stdout));
    const distillPlan = structured(
      await client.callTool({ name: "distill_plan", arguments: { source: "claude-code", out: path.join(world.repo, "snapshot"), org: "acme" } }),
    );
    assert.ok((distillPlan.redactions as unknown[]).length > 0);
    assert.doesNotMatch(JSON.stringify(distillPlan), new RegExp(CLAUDE_SECRET.replace(/[!]/g, "\\$&")));

    await svc(["sync", "pull", "--from", "claude-code", "--json"], { home: world.home, cwd: world.repo, env: { SVC_LICENSE: DEV_LICENSE } });
    const planned = structured(await client.callTool({ name: "sync_plan_push", arguments: { tool: "cursor" } }));
    assert.equal(planned.to, "cursor");
    assert.match(planned.plan_path, /harness-sync/);
    const after = await hashTree(world.home);
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    assert.ok(
      changed.every((file) => file.startsWith(".svc/")),
      `only svc's own files changed: ${changed.join(", ")}`,
    );
  });
});

describe("svc mcp with its input closed early", () => {
  test("answers every request it received before it exits (initialize and a call, piped)", async () => {
    const world = await makeWorld(FIXTURES["claude-code"]!);
    const messages = [
      { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "pipe", version: "1" } } },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      {
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "preview", arguments: { from: "claude-code", to: "codex", repo: world.repo, scope: "all" } },
      },
    ];
    const result = await execSvc(["mcp"], {
      home: world.home,
      env: { SVC_LICENSE: DEV_LICENSE },
      stdin: messages.map((message) => `${JSON.stringify(message)}\n`).join(""),
    });
    assert.equal(result.code, 0, result.stderr);
    const answers = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { id: number; result?: { structuredContent?: { items?: unknown[] } } });
    assert.deepEqual(
      answers.map((answer) => answer.id),
      [1, 2],
    );
    assert.ok((answers[1]?.result?.structuredContent?.items ?? []).length > 5);
  });
});
