// Tools that read each other's folders, judged by their own programs: what svc plans as "already
// read by <tool> from <path>" is listed by that tool from there, once; what svc writes for a tool
// in a shared file (.mcp.json) is listed by it; and Codex's inline [hooks] tables are the hooks
// svc reads. Cases only where a pinned CLI can show it offline (README: which could not).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, test } from "node:test";
import { copilotServers, copilotSkills, opencodeSkills } from "../src/doctor/tool-clis.ts";
import { license, makeSandbox, svc, tool, TOOL_BIN, writeTree, type Sandbox } from "./lib/sandbox.ts";

const skill = (name: string) => `---\nname: ${name}\ndescription: The ${name} skill\n---\nSteps.\n`;
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
const TIMEOUT = 90_000;

interface Planned {
  items: { kind: string; name: string; action: string; note: string; target: string | null }[];
}

async function withSandbox(name: string, run: (sandbox: Sandbox) => Promise<void>): Promise<void> {
  const sandbox = await makeSandbox(name);
  try {
    await license(sandbox);
    await run(sandbox);
  } finally {
    if (!process.env["SVC_CONFORMANCE_KEEP"]) await sandbox.remove();
  }
}

async function migrate(sandbox: Sandbox, from: string, to: string, scope: "project" | "global"): Promise<Planned> {
  const args = ["migrate", "--from", from, "--to", to, "--scope", scope, ...(scope === "project" ? ["--repo", sandbox.repo] : []), "--json"];
  const ran = await svc(sandbox, args);
  assert.equal(ran.code, 0, `svc ${args.join(" ")}: ${ran.stderr}${ran.stdout.slice(0, 1000)}`);
  return JSON.parse(ran.stdout) as Planned;
}

async function copilotTrust(sandbox: Sandbox): Promise<void> {
  await writeTree(sandbox.home, { ".copilot/config.json": json({ trustedFolders: [sandbox.repo] }) });
}

describe("tools that read each other's folders, as their own programs list them", { concurrency: 1 }, () => {
  test(
    "Copilot CLI: Claude Code's .mcp.json is already read (svc writes nothing); servers svc writes go where the CLI reads",
    { timeout: 600_000 },
    async () => {
      await withSandbox("shared-copilot-mcp", async (sandbox) => {
        await writeTree(sandbox.repo, { ".mcp.json": json({ mcpServers: { docs: { command: "docs-mcp", args: ["--port", "1"] } } }) });
        await copilotTrust(sandbox);
        const plan = await migrate(sandbox, "claude-code", "copilot", "project");
        assert.equal(plan.items.find((item) => item.name === "docs")?.note, "already read by GitHub Copilot (VS Code) from .mcp.json (mcpServers.docs)");
        const listed = copilotServers((await tool(sandbox, "copilot", ["mcp", "list", "--json"], { timeoutMs: TIMEOUT })).stdout);
        assert.equal(listed["docs"]?.["sourcePath"], path.join(sandbox.repo, ".mcp.json"));
      });
      // svc writes .mcp.json, which VS Code's harness reads too; where only .github/mcp.json was there,
      // its servers are carried into .mcp.json, so the CLI (which then reads .mcp.json only) keeps them.
      const before: Record<string, string>[] = [{}, { ".github/mcp.json": json({ mcpServers: { mine: { command: "mine-mcp" } } }) }];
      for (const existing of before) {
        await withSandbox("shared-copilot-write", async (sandbox) => {
          await writeTree(sandbox.repo, { ".cursor/mcp.json": json({ mcpServers: { docs: { command: "docs-mcp" } } }), ...existing });
          await copilotTrust(sandbox);
          await migrate(sandbox, "cursor", "copilot", "project");
          const listed = copilotServers((await tool(sandbox, "copilot", ["mcp", "list", "--json"], { timeoutMs: TIMEOUT })).stdout);
          const names = Object.keys(existing).length === 0 ? ["docs"] : ["docs", "mine"];
          for (const name of names) assert.equal(listed[name]?.["sourcePath"], path.join(sandbox.repo, ".mcp.json"), JSON.stringify(listed));
        });
      }
    },
  );

  test("Copilot CLI and OpenCode: skills in .claude/skills and .agents/skills are already read, listed once each", { timeout: 600_000 }, async () => {
    await withSandbox("shared-skills", async (sandbox) => {
      await writeTree(sandbox.repo, { ".claude/skills/from-claude/SKILL.md": skill("from-claude"), ".agents/skills/from-codex/SKILL.md": skill("from-codex") });
      await copilotTrust(sandbox);
      for (const [from, name, folder] of [
        ["claude-code", "from-claude", ".claude"],
        ["codex", "from-codex", ".agents"],
      ] as const) {
        for (const to of ["copilot", "opencode"]) {
          const plan = await migrate(sandbox, from, to, "project");
          const item = plan.items.find((one) => one.kind === "skills" && one.name === name);
          assert.match(item?.note ?? "", new RegExp(`^already read by .+ from ${folder.replace(".", "\\.")}/skills/${name}/SKILL\\.md$`), `${from} → ${to}`);
        }
      }
      const copilot = copilotSkills((await tool(sandbox, "copilot", ["skill", "list", "--json"], { timeoutMs: TIMEOUT })).stdout).sort();
      assert.deepEqual(copilot, ["from-claude", "from-codex"]);
      const opencode = opencodeSkills((await tool(sandbox, "opencode", ["debug", "skill"], { timeoutMs: TIMEOUT })).stdout).sort();
      assert.deepEqual(opencode, ["from-claude", "from-codex"]);
      // Claude Code reads only .claude/skills: Codex's skill is copied there, and OpenCode and the
      // Copilot CLI, which read both folders, still list it once.
      const toClaude = await migrate(sandbox, "codex", "claude-code", "project");
      assert.equal(toClaude.items.find((one) => one.name === "from-codex")?.action, "create");
      assert.deepEqual(copilotSkills((await tool(sandbox, "copilot", ["skill", "list", "--json"], { timeoutMs: TIMEOUT })).stdout).sort(), [
        "from-claude",
        "from-codex",
      ]);
      assert.deepEqual(opencodeSkills((await tool(sandbox, "opencode", ["debug", "skill"], { timeoutMs: TIMEOUT })).stdout).sort(), [
        "from-claude",
        "from-codex",
      ]);
    });
  });

  test(
    "Codex: hooks in [hooks] tables of config.toml are the ones its app-server lists beside hooks.json, and svc reads the same",
    { timeout: 600_000 },
    async () => {
      await withSandbox("shared-codex-hooks", async (sandbox) => {
        const config = '[hooks]\n[[hooks.PreToolUse]]\nmatcher = "^Bash$"\n[[hooks.PreToolUse.hooks]]\ntype = "command"\ncommand = "guard.sh"\n';
        await writeTree(sandbox.home, {
          ".codex/config.toml": config,
          ".codex/hooks.json": json({ hooks: { Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }] } }),
        });
        const listed = await codexHooks(sandbox);
        assert.deepEqual(listed.map((hook) => [hook.eventName, hook.matcher, hook.command, path.basename(hook.sourcePath)]).sort(), [
          ["preToolUse", "^Bash$", "guard.sh", "config.toml"],
          ["stop", null, "notify-send done", "hooks.json"],
        ]);
        const plan = await migrate(sandbox, "codex", "claude-code", "global");
        const hooks = plan.items
          .filter((item) => item.kind === "hooks")
          .map((item) => item.name)
          .sort();
        assert.deepEqual(hooks, ["PreToolUse(^Bash$): guard.sh", "Stop: notify-send done"]);
      });
    },
  );
});

interface CodexHook {
  eventName: string;
  matcher: string | null;
  command: string | null;
  sourcePath: string;
}

/**
 * The hooks Codex loads, from its app-server's `hooks/list` (the CLI has no listing command): one
 * JSON-RPC exchange on standard input and output, offline, killed after the answer or 90 s.
 */
async function codexHooks(sandbox: Sandbox): Promise<CodexHook[]> {
  const child = spawn(path.join(TOOL_BIN, "codex"), ["app-server"], { cwd: sandbox.repo, env: sandbox.env, stdio: ["pipe", "pipe", "pipe"], detached: true });
  let output = "";
  try {
    const answer = new Promise<CodexHook[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`codex app-server gave no hooks/list answer in 90 s: ${output.slice(0, 2000)}`)), TIMEOUT);
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8");
        for (const line of output.split("\n")) {
          const message = line.startsWith("{") ? (JSON.parse(line) as { id?: number; result?: { data?: { hooks: CodexHook[] }[] } }) : undefined;
          if (message?.id === 2 && message.result) {
            clearTimeout(timer);
            resolve((message.result.data ?? []).flatMap((entry) => entry.hooks));
          }
        }
      });
      child.on("error", reject);
    });
    const send = (message: object) => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
    send({ id: 1, method: "initialize", params: { clientInfo: { name: "svc-conformance", version: "1.0.0" } } });
    send({ method: "initialized" });
    send({ id: 2, method: "hooks/list", params: { cwds: [sandbox.repo] } });
    return await answer;
  } finally {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
