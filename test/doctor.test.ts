// svc doctor (issue #16, help 8): a real temporary home with real tool files, and
// small scripts on PATH standing in for the tools' own CLIs (codex, claude, gemini, opencode,
// copilot), which print what a real one would list (in the formats the pinned releases of
// conformance/ print), refuse their configuration, or hang.
import assert from "node:assert/strict";
import { chmod, readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { svc, tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";
import { waitUntil } from "./support/wait.ts";

/** A home with one tool CLI stand-in per script, first on PATH. */
async function machine(tree: Record<string, string>, scripts: Record<string, string>): Promise<{ home: string; env: Record<string, string> }> {
  const home = await tempDir("svc-doctor-test-");
  const bin = path.join(home, "bin");
  await writeTree(home, tree);
  for (const [name, body] of Object.entries(scripts)) {
    await writeTree(bin, { [name]: `#!/bin/sh\n${body}\n` });
    await chmod(path.join(bin, name), 0o755);
  }
  return { home, env: { PATH: `${bin}:/usr/bin:/bin`, SVC_HOME: path.join(home, ".svc") } };
}

/** Whether process `pid` still runs (signal 0 checks without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const CODEX_CONFIG = '[mcp_servers.github]\ncommand = "npx"\nargs = ["-y", "@modelcontextprotocol/server-github"]\n\n[mcp_servers.mine]\ncommand = "my-mcp"\n';

describe("svc doctor", () => {
  test("asks a tool's CLI offline and shows what it lists that svc does not read, and the other way round", async () => {
    const { home, env } = await machine(
      { ".codex/config.toml": CODEX_CONFIG, ".codex/AGENTS.md": "# Codex\n", ".claude/commands/review.md": "Review.\n" },
      {
        // Records how it was run, then lists github (svc reads it too) and extra (svc does not).
        codex: `env > "$HOME/codex-env"; pwd > "$HOME/codex-cwd"; echo "$@" > "$HOME/codex-args"\necho '[{"name":"github","transport":{"type":"stdio","command":"npx","args":["-y","@modelcontextprotocol/server-github"]}},{"name":"extra","transport":{"type":"streamable_http","url":"https://x"}}]'`,
      },
    );
    const result = await svc(["doctor", "--json"], { home, env });
    assert.equal(result.code, 0, result.stderr);
    const report = JSON.parse(result.stdout);
    const codex = report.tools.find((tool: { id: string }) => tool.id === "codex");
    assert.equal(codex.items.mcp, 2);
    assert.equal(codex.items.instructions, 1);
    assert.ok(codex.places.some((place: { path: string; exists: boolean }) => place.path === path.join(home, ".codex/config.toml") && place.exists));
    assert.equal(codex.cli.status, "ok");
    assert.equal(codex.cli.ran, "codex mcp list --json");
    assert.deepEqual(codex.cli.only_tool, ["extra"]);
    assert.deepEqual(codex.cli.only_svc, ["mine"]);
    assert.equal(report.tools.find((tool: { id: string }) => tool.id === "claude-code").items.commands, 1);
    assert.equal(report.tools.find((tool: { id: string }) => tool.id === "claude-code").cli.status, "absent");
    assert.equal(report.tools.find((tool: { id: string }) => tool.id === "cursor").cli.status, "none");
    assert.deepEqual(report.differences, [
      'codex: `codex mcp list --json` lists the MCP server "extra", which svc does not read',
      'codex: svc reads the MCP server "mine", which `codex mcp list --json` does not list',
    ]);
    assert.deepEqual(report.needs_fixing, []);
    // Offline: proxies and model addresses at a closed loopback port, updates off; run outside any project.
    const seen = await readFile(path.join(home, "codex-env"), "utf8");
    assert.match(seen, /^HTTPS_PROXY=http:\/\/127\.0\.0\.1:9$/m);
    assert.match(seen, /^OPENAI_BASE_URL=http:\/\/127\.0\.0\.1:9\/v1$/m);
    assert.match(seen, new RegExp(`^HOME=${home}$`, "m"));
    assert.notEqual((await readFile(path.join(home, "codex-cwd"), "utf8")).trim(), home);
  });

  test("holds each CLI's listings against svc field by field: MCP transport, command line and URL; skills, agents, commands and instruction files by name", async () => {
    const { home, env } = await machine(
      {
        ".claude.json": JSON.stringify({
          mcpServers: { web: { type: "http", url: "https://example.com/mcp" }, events: { type: "sse", url: "https://example.com/sse" } },
        }),
        ".claude/skills/rev/SKILL.md": "---\nname: rev\ndescription: Reviews a change\n---\nReview.\n",
        ".gemini/settings.json": JSON.stringify({ mcpServers: { github: { command: "npx", args: ["-y", "server-github"] } } }),
        ".gemini/skills/gsk/SKILL.md": "---\nname: gsk\ndescription: A Gemini skill\n---\nDo.\n",
        ".config/opencode/opencode.json": JSON.stringify({ mcp: { web: { type: "remote", url: "https://example.com/mcp" } } }),
        ".config/opencode/agents/reviewer.md": "---\ndescription: Reviews\n---\nYou review.\n",
        ".config/opencode/commands/deploy.md": "---\ndescription: Deploys\n---\nDeploy.\n",
        ".copilot/mcp-config.json": JSON.stringify({ mcpServers: { github: { type: "local", command: "npx", args: ["-y", "server-github"], tools: ["*"] } } }),
        ".copilot/copilot-instructions.md": "Be brief.\n",
      },
      {
        // `claude mcp list` 2.1: "name: target - status", HTTP and SSE servers marked; it shows the SSE one as HTTP.
        claude: `echo 'Checking MCP server health…'; echo; echo 'web: https://example.com/mcp (HTTP) - ✘ Failed to connect'; echo 'events: https://example.com/sse (HTTP) - ✘ Failed to connect'`,
        // `gemini mcp list` 0.61 prints to stderr, and disables every server in an untrusted folder; `gemini skills list` also shows Claude's skill.
        gemini: `case "$*" in
"mcp list") [ "$GEMINI_CLI_TRUST_WORKSPACE" = true ] || { echo 'Warning: MCP servers are configured but disabled because this folder is untrusted.' >&2; exit 0; }
  printf 'Configured MCP servers:\\n\\n✓ github: npx -y server-github@2 (stdio) - Connected\\n' >&2 ;;
"skills list") printf 'Discovered Agent Skills:\\n\\ngsk [Enabled]\\n  Description: A Gemini skill\\n\\nrev [Enabled]\\n  Description: Reviews a change\\n' ;;
esac`,
        // `opencode debug config` 1.18: the resolved configuration; `opencode debug skill`: its built-in skill and Claude Code's, which it reads from ~/.claude/skills.
        opencode: `case "$*" in
"debug config") echo '{"mcp":{"web":{"type":"remote","url":"https://example.com/v2/mcp"}},"agent":{"reviewer":{"name":"reviewer"},"planner":{"name":"planner"}},"command":{}}' ;;
"debug skill") printf '[{"name":"customize-opencode","location":"<built-in>","content":"x"},{"name":"rev","location":"%s/.claude/skills/rev/SKILL.md","content":"Review."}]\\n' "$HOME" ;;
esac`,
        // `copilot … --json` 1.0: what svc reads, and nothing more (its built-in skill aside).
        copilot: `case "$*" in
"mcp list --json") echo '{"mcpServers":{"github":{"tools":["*"],"type":"local","command":"npx","args":["-y","server-github"],"source":"user","enabled":true}}}' ;;
"skill list --json") echo '[{"name":"customize-cloud-agent","source":"builtin","path":"/x","enabled":true}]' ;;
"instruction list") printf 'Personal instructions:\\n  • Home copilot-instructions.md\\n      from %s/.copilot/copilot-instructions.md\\n' "$HOME" ;;
esac`,
      },
    );
    const json = await svc(["doctor", "--json"], { home, env });
    assert.equal(json.code, 0, json.stderr);
    const report = JSON.parse(json.stdout);
    const cli = (id: string) => report.tools.find((tool: { id: string }) => tool.id === id).cli;
    assert.deepEqual(cli("claude-code").differences, [
      { kind: "mcp", name: "events", what: "field", ran: "claude mcp list", field: "transport", tool_value: "http", svc_value: "sse" },
    ]);
    assert.equal(cli("gemini-cli").status, "ok", cli("gemini-cli").detail);
    assert.deepEqual(cli("gemini-cli").commands, ["gemini mcp list", "gemini skills list"]);
    assert.deepEqual(cli("gemini-cli").listed, { mcp: 1, skills: 2 });
    assert.deepEqual(cli("gemini-cli").differences, [
      // ~/.claude/skills is Claude Code's, and Cursor, OpenCode and Copilot (VS Code) read it too.
      { kind: "skills", name: "rev", what: "only_tool", ran: "gemini skills list", svc_reads_for: ["claude-code", "cursor", "opencode", "copilot"] },
      {
        kind: "mcp",
        name: "github",
        what: "field",
        ran: "gemini mcp list",
        field: "command line",
        tool_value: "npx -y server-github@2",
        svc_value: "npx -y server-github",
      },
    ]);
    assert.deepEqual(cli("opencode").listed, { mcp: 1, agents: 2, commands: 0, skills: 1 });
    assert.deepEqual(cli("opencode").differences, [
      { kind: "agents", name: "planner", what: "only_tool", ran: "opencode debug config" },
      { kind: "commands", name: "deploy", what: "only_svc", ran: "opencode debug config" },
      {
        kind: "mcp",
        name: "web",
        what: "field",
        ran: "opencode debug config",
        field: "url",
        tool_value: "https://example.com/v2/mcp",
        svc_value: "https://example.com/mcp",
      },
    ]);
    assert.deepEqual(cli("copilot").listed, { mcp: 1, skills: 0, instructions: 1 });
    assert.deepEqual(cli("copilot").differences, []);
    assert.deepEqual(report.differences, [
      'claude-code: the MCP server "events": `claude mcp list` shows the transport `http`, svc reads `sse`',
      'gemini-cli: `gemini skills list` lists the skill "rev", which svc reads for claude-code, cursor, opencode and copilot, not for gemini-cli (gemini-cli loads their files too)',
      'gemini-cli: the MCP server "github": `gemini mcp list` shows the command line `npx -y server-github@2`, svc reads `npx -y server-github`',
      'opencode: `opencode debug config` lists the agent "planner", which svc does not read',
      'opencode: svc reads the command "deploy", which `opencode debug config` does not list',
      'opencode: the MCP server "web": `opencode debug config` shows the url `https://example.com/v2/mcp`, svc reads `https://example.com/mcp`',
    ]);

    const text = await svc(["doctor"], { home, env: { ...env, COLUMNS: "80" } });
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /^gemini-cli +gemini loads its configuration: 2 differences \(below\)/m);
    assert.match(text.stdout, /^ +lists 1 MCP server, 2 skills$/m);
    assert.match(text.stdout, /^copilot +copilot loads its configuration: as svc reads/m);
    assert.match(text.stdout, /^ +lists 1 MCP server, 0 skills, 1 instruction file$/m);
    assert.match(text.stdout, /^ {2}opencode: the MCP server "web": `opencode debug config` shows the url/m);
  });

  test("one screen: the build, license, $SVC_HOME, hub, a line per tool, and what needs fixing as file:line (exit 1)", async () => {
    const { home, env } = await machine(
      { ".codex/config.toml": `${CODEX_CONFIG}\n[mcp_servers.broken\ncommand = "x"\n`, ".cursor/mcp.json": '{"mcpServers": {"a": {"command": "a-mcp"}}}\n' },
      { claude: `echo "Error: Invalid settings in $HOME/.claude/settings.json" >&2\nexit 1` },
    );
    const result = await svc(["doctor"], { home, env: { ...env, COLUMNS: "80" } });
    assert.equal(result.code, 1, result.stderr);
    const lines = result.stdout.split("\n");
    assert.ok(lines.length <= 50, `${lines.length} lines`);
    const table = lines.slice(
      lines.findIndex((line) => line.startsWith("tool ")),
      lines.findIndex((line) => line.startsWith("Needs fixing")),
    );
    assert.ok(
      table.every((line) => line.length <= 80),
      `the table and the CLIs fit 80 columns:\n${table.filter((line) => line.length > 80).join("\n")}`,
    );
    assert.match(result.stdout, /^svc {7}0\.1\.0 \(development build\), commit test, linux_amd64, node v22\.23\.2$/m);
    assert.match(result.stdout, /^license {3}none: /m);
    assert.match(result.stdout, /^SVC_HOME {2}~\/\.svc: not created yet/m);
    assert.match(result.stdout, /^hub {7}~\/\.svc\/harness-sync\/current: not created yet/m);
    assert.match(result.stdout, /^codex +\d+\/\d+ .* 1$/m);
    assert.match(result.stdout, /^cursor +1\/\d+ +· +1 /m);
    assert.match(result.stdout, /^windsurf +none/m);
    assert.match(result.stdout, /^gemini-cli +gemini is not on PATH$/m);
    assert.match(result.stdout, /^claude-code +`claude mcp list` does not load its configuration \(below\)$/m);
    assert.match(result.stdout, /^ {2}codex: ~\/\.codex\/config\.toml:\d+: invalid TOML/m);
    assert.match(
      result.stdout,
      /^ {2}claude-code: `claude mcp list` does not load its configuration: exit 1: Error: Invalid settings in ~\/\.claude\/settings\.json$/m,
    );
    assert.match(result.stdout, /Needs fixing \(2; doctor exits 1\)/);
  });

  test("a CLI that hangs is stopped at --timeout and does not fail doctor; --files-only runs none", async () => {
    // The CLI says its process id, then never ends (by itself it would outlast the test).
    const { home, env } = await machine(
      { ".gemini/settings.json": '{"mcpServers": {"a": {"command": "a-mcp"}}}\n' },
      { gemini: `touch "$HOME/gemini-ran"\necho $$ > "$HOME/gemini-pid"\nexec sleep 600` },
    );
    const result = await svc(["doctor", "--json", "--timeout", "1"], { home, env });
    assert.equal(result.code, 0, result.stderr);
    const pid = Number(await readFile(path.join(home, "gemini-pid"), "utf8"));
    await waitUntil(`the hung CLI (process ${pid}) to be stopped`, () => !running(pid));
    const gemini = JSON.parse(result.stdout).tools.find((tool: { id: string }) => tool.id === "gemini-cli");
    assert.equal(gemini.cli.status, "timed_out");
    assert.equal(gemini.items.mcp, 1);

    const { home: quiet, env: quietEnv } = await machine({}, { gemini: `touch "$HOME/gemini-ran"` });
    const filesOnly = await svc(["doctor", "--json", "--files-only"], { home: quiet, env: quietEnv });
    assert.equal(filesOnly.code, 0, filesOnly.stderr);
    assert.equal(existsSync(path.join(quiet, "gemini-ran")), false);
    assert.equal(JSON.parse(filesOnly.stdout).tools.find((tool: { id: string }) => tool.id === "gemini-cli").cli.status, "not_askable");
  });

  test("an invalid SVC_LICENSE needs fixing; a missing license does not", async () => {
    const { home, env } = await machine({}, {});
    const invalid = await svc(["doctor", "--json", "--files-only"], { home, env: { ...env, SVC_LICENSE: "svc1.garbage" } });
    assert.equal(invalid.code, 1);
    const report = JSON.parse(invalid.stdout);
    assert.equal(report.license.status, "invalid");
    assert.match(report.needs_fixing[0], /^license: the one in the SVC_LICENSE variable is invalid/);
    const missing = await svc(["doctor", "--files-only"], { home, env });
    assert.equal(missing.code, 0, missing.stdout);
    assert.match(missing.stdout, /Nothing needs fixing\./);
  });

  test("--help teaches what doctor shows, what it runs and when it exits 1", async () => {
    const { home, env } = await machine({}, {});
    const help = await svc(["doctor", "--help"], { home, env });
    assert.equal(help.code, 0);
    for (const phrase of [
      "codex mcp list --json",
      "offline",
      "--files-only",
      "--timeout <seconds>",
      "Exit 1 when something needs fixing",
      "$ svc doctor --json",
    ])
      assert.ok(help.stdout.includes(phrase), phrase);
    const bad = await svc(["doctor", "--timeout", "soon"], { home, env });
    assert.equal(bad.code, 2);
  });
});

describe("svc doctor on a file its tool reads as strict JSON", () => {
  test("a comment in Claude Code's settings.json needs fixing, with its line; the same in Gemini's is fine, a trailing comma is not", async () => {
    const { home, env } = await machine(
      {
        ".claude/settings.json": '{\n  "permissions": {\n    // my rules\n    "allow": ["Bash(ls:*)"]\n  }\n}\n',
        ".gemini/settings.json": '{\n  // mine\n  "mcpServers": { "a": { "command": "a" } }\n}\n',
      },
      {},
    );
    const first = await svc(["doctor", "--json", "--files-only"], { home, env });
    assert.equal(first.code, 1, first.stderr);
    const report = JSON.parse(first.stdout);
    assert.equal(report.needs_fixing.length, 1, report.needs_fixing.join("\n"));
    assert.match(report.needs_fixing[0], /^claude-code: ~\/\.claude\/settings\.json:3: .*comment.*Claude Code.*ignores (all of it|the whole file)/);
    await writeTree(home, {
      ".gemini/settings.json": '{\n  "mcpServers": { "a": { "command": "a" }, },\n}\n',
      ".claude/settings.json": '{ "permissions": { "allow": ["Bash(ls:*)"] } }\n',
    });
    const second = JSON.parse((await svc(["doctor", "--json", "--files-only"], { home, env })).stdout);
    assert.equal(second.needs_fixing.length, 1, second.needs_fixing.join("\n"));
    assert.match(second.needs_fixing[0], /^gemini-cli: ~\/\.gemini\/settings\.json:2: .*trailing comma.*Gemini CLI/);
  });
});
