// The other ten tools' own traps, end to end on real files: JSONC settings shared with the editor
// (Zed, VS Code, OpenCode) edited in place with comments and unrelated keys kept; VS Code `inputs`
// kept beside `servers`; Zed writing where it really reads; Gemini's url with its type (and the older httpUrl);
// Continue's YAML blocks and secrets; Cline's and Claude Desktop's global-only MCP; Windsurf's
// three generations; Kiro's steering modes.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parse as parseJsonc } from "jsonc-parser";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import type { McpServer } from "../../src/harness/model.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import type { Fixture } from "../fixtures/harness.ts";
import { json } from "../support/tree.ts";
import { makeWorld, type World } from "../support/world.ts";

const CLAUDE_PROJECT: Fixture = {
  home: {},
  repo: {
    "CLAUDE.md": "# Project\n\nRun make test.\n",
    ".claude/rules/api.md": "---\npaths:\n  - src/api/**\n---\nThin handlers.\n",
    ".mcp.json": json({
      mcpServers: {
        remote: { type: "http", url: "https://r.example.com/mcp", headers: { Authorization: "Bearer ${API_TOKEN}" } },
        events: { type: "sse", url: "https://e.example.com/sse" },
        local: { command: "npx", args: ["-y", "local-mcp"], env: { KEY: "${LOCAL_KEY}" } },
      },
    }),
  },
};

async function migrate(world: World, from: ToolId, to: ToolId, scope: "global" | "project") {
  const where = { home: world.home, repo: world.repo, env: {} };
  const plan = await planMigration({ from, to: [to], scope, policy: "merge", ...where });
  await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
  return plan;
}

async function text(file: string): Promise<string> {
  return readFile(file, "utf8");
}

describe("the other ten tools' traps", () => {
  test("VS Code's .vscode/mcp.json is read as Copilot's older file and left as it is; Claude's .mcp.json is the file Copilot reads", async () => {
    const existing =
      '{\n  // team servers\n  "inputs": [{ "type": "promptString", "id": "tok", "password": true }],\n  "servers": {\n    "kept": { "type": "stdio", "command": "kept-mcp" }\n  }\n}\n';
    const world = await makeWorld(CLAUDE_PROJECT, { repo: { ".vscode/mcp.json": existing } });
    const plan = await migrate(world, "claude-code", "copilot", "project");
    assert.equal(await text(path.join(world.repo, ".vscode/mcp.json")), existing);
    for (const name of ["remote", "events", "local"])
      assert.match(plan.items.find((item) => item.name === name)?.note ?? "", /^already read by GitHub Copilot \(VS Code\) from \.mcp\.json/, name);
    const back = await readHarness("copilot", "project", { home: world.home, repo: world.repo, env: {} });
    assert.deepEqual(
      back.items.filter((item) => item.kind === "mcp").map((item) => item.name),
      ["remote", "events", "local", "kept"],
    );
  });

  test("VS Code's ${input:…} prompts are VS Code's own: lossy into Cursor, Windsurf and Roo, kept for Copilot", async () => {
    const servers = { servers: { api: { type: "stdio", command: "api-mcp", env: { KEY: "${input:api-key}", HOME_DIR: "${userHome}" } } } };
    const world = await makeWorld({
      home: {},
      repo: { ".vscode/mcp.json": json({ inputs: [{ type: "promptString", id: "api-key", password: true }], ...servers }) },
    });
    // ${userHome} is Cursor's too; Windsurf and Roo Code expand no editor variable but Roo's ${workspaceFolder}.
    for (const [to, lost] of [
      ["cursor", ["env KEY: editor variable ${input:api-key}"]],
      ["windsurf", ["env KEY: editor variable ${input:api-key}", "env HOME_DIR: editor variable ${userHome}"]],
      ["roo-code", ["env KEY: editor variable ${input:api-key}", "env HOME_DIR: editor variable ${userHome}"]],
    ] as const) {
      const plan = await planMigration({ from: "copilot", to: [to], scope: "project", policy: "merge", home: world.home, repo: world.repo, env: {} });
      const api = plan.items.find((item) => item.name === "api");
      assert.equal(api?.fidelity, "lossy", to);
      assert.deepEqual(api?.lost, lost, to);
    }
    const back = await readHarness("copilot", "project", { home: world.home, repo: world.repo, env: {} });
    assert.deepEqual((back.items.find((item) => item.name === "api") as McpServer).env["KEY"], [{ variable: "input:api-key" }]);
  });

  test("VS Code: a /regex/ auto-approve pattern is unsupported elsewhere, not turned into a literal command rule", async () => {
    const settings = json({ "chat.tools.terminal.autoApprove": { "npm test": true, "/^git (status|log)\\b/": true } });
    const world = await makeWorld({ home: {}, repo: { ".vscode/settings.json": settings } });
    const plan = await planMigration({ from: "copilot", to: ["claude-code"], scope: "project", policy: "merge", home: world.home, repo: world.repo, env: {} });
    const regex = plan.items.find((item) => item.kind === "permissions" && item.name.includes("git"));
    assert.equal(regex?.fidelity, "unsupported");
    const settingsAfter = JSON.parse(String(plan.files.find((file) => file.path.endsWith(path.join(".claude", "settings.json")))?.after));
    assert.deepEqual(settingsAfter.permissions.allow, ["Bash(npm test:*)"]);
  });

  test("Zed: context_servers in a commented settings.json; SSE reported, remote kept without a type", async () => {
    const settings = '// Zed settings\n{\n  "theme": "One Dark",\n  "context_servers": {}\n}\n';
    const world = await makeWorld(CLAUDE_PROJECT, { repo: { ".zed/settings.json": settings } });
    const plan = await migrate(world, "claude-code", "zed", "project");
    const after = await text(path.join(world.repo, ".zed/settings.json"));
    assert.ok(after.startsWith('// Zed settings\n{\n  "theme": "One Dark",'));
    const servers = parseJsonc(after).context_servers;
    assert.deepEqual(servers.remote, { url: "https://r.example.com/mcp", headers: { Authorization: "Bearer ${API_TOKEN}" } });
    assert.deepEqual(servers.local, { command: "npx", args: ["-y", "local-mcp"], env: { KEY: "${LOCAL_KEY}" } });
    const events = plan.items.find((item) => item.name === "events");
    assert.equal(events?.fidelity, "lossy");
    assert.match(events?.lost.join(" ") ?? "", /transport sse/);
    assert.match(plan.items.find((item) => item.name === "local")?.lost.join(" ") ?? "", /LOCAL_KEY/);
  });

  test("Copilot CLI: ~/.copilot/mcp-config.json and .github/mcp.json (mcpServers, type local) are read beside VS Code's files", async () => {
    const world = await makeWorld({
      home: { ".copilot/mcp-config.json": json({ mcpServers: { gh: { type: "local", command: "gh-mcp", args: ["--stdio"], tools: ["*"] } } }) },
      repo: { ".github/mcp.json": json({ mcpServers: { docs: { type: "http", url: "https://docs.example.com/mcp" } } }) },
    });
    for (const [scope, name, transport] of [
      ["global", "gh", "stdio"],
      ["project", "docs", "http"],
    ] as const) {
      const read = await readHarness("copilot", scope, { home: world.home, repo: world.repo, env: {} });
      assert.deepEqual(read.problems, [], scope);
      const server = read.items.find((item) => item.kind === "mcp") as McpServer | undefined;
      assert.equal(server?.name, name, scope);
      assert.equal(server?.transport, transport, scope);
    }
  });

  test("Zed: a server an extension provides (source: extension, settings only) is reported unsupported, not an error", async () => {
    const settings =
      '{\n  // from the extension\n  "context_servers": {\n    "postgres": { "source": "extension", "settings": { "database_url": "postgres://localhost/app" } },\n    "mine": { "source": "custom", "command": "mine-mcp" }\n  }\n}\n';
    const world = await makeWorld({ home: {}, repo: { ".zed/settings.json": settings } });
    const plan = await planMigration({ from: "zed", to: ["claude-code"], scope: "project", policy: "merge", home: world.home, repo: world.repo, env: {} });
    assert.deepEqual(plan.problems, []);
    const postgres = plan.items.find((item) => item.name === "postgres");
    assert.equal(postgres?.fidelity, "unsupported");
    assert.match(postgres?.note ?? "", /Zed extension provides this server/);
    const written = JSON.parse(plan.files.find((file) => file.path.endsWith(".mcp.json"))?.after as string);
    assert.deepEqual(Object.keys(written.mcpServers), ["mine"]);
  });

  test("Zed reads one file, the first of its list: svc writes into .rules when it exists, and leaves a later CLAUDE.md alone", async () => {
    const withRules = await makeWorld(CLAUDE_PROJECT, { repo: { ".rules": "Zed rules.\n" } });
    const plan = await planMigration({
      from: "claude-code",
      to: ["zed"],
      scope: "project",
      policy: "merge",
      home: withRules.home,
      repo: withRules.repo,
      env: {},
    });
    const main = plan.items.find((item) => item.name === "main");
    assert.equal(main?.target, path.join(withRules.repo, ".rules"));
    assert.match(main?.note ?? "", /Zed reads only \.rules here/);
    const plain = await makeWorld(CLAUDE_PROJECT);
    await migrate(plain, "claude-code", "zed", "project");
    assert.equal(await text(path.join(plain.repo, "CLAUDE.md")), "# Project\n\nRun make test.\n");
    assert.match(await text(path.join(plain.repo, "AGENTS.md")), /Run make test\.[\s\S]*svc: applies when working on files matching `src\/api\/\*\*`/);
  });

  test("OpenCode: opencode.jsonc is the file edited when it exists; command arrays and {env:…}", async () => {
    const jsonc = '{\n  // mine\n  "theme": "x",\n}\n';
    const world = await makeWorld(CLAUDE_PROJECT, { repo: { "opencode.jsonc": jsonc } });
    await migrate(world, "claude-code", "opencode", "project");
    const after = await text(path.join(world.repo, "opencode.jsonc"));
    assert.ok(after.includes("// mine"));
    const mcp = parseJsonc(after).mcp;
    assert.deepEqual(mcp.local, { type: "local", command: ["npx", "-y", "local-mcp"], environment: { KEY: "{env:LOCAL_KEY}" } });
    assert.equal(mcp.remote.headers.Authorization, "Bearer {env:API_TOKEN}");
    await assert.rejects(readFile(path.join(world.repo, "opencode.json")));
  });

  test("OpenCode: agents and commands defined inline in opencode.jsonc are read, not silently left out", async () => {
    const config =
      '{\n  // inline items\n  "agent": {\n    "reviewer": { "description": "Reviews code", "mode": "subagent", "prompt": "Review for security.", "temperature": 0.1 },\n  },\n  "command": {\n    "test": { "template": "Run the tests for $ARGUMENTS.", "description": "Run tests", "agent": "build" },\n  },\n}\n';
    const world = await makeWorld({ home: {}, repo: { "opencode.jsonc": config } });
    const plan = await planMigration({ from: "opencode", to: ["claude-code"], scope: "project", policy: "merge", home: world.home, repo: world.repo, env: {} });
    const reviewer = plan.items.find((item) => item.kind === "agents" && item.name === "reviewer");
    assert.deepEqual([reviewer?.fidelity, reviewer?.lost], ["lossy", ["temperature"]]);
    const command = plan.items.find((item) => item.kind === "commands" && item.name === "test");
    assert.deepEqual(command?.lost, ["agent"]);
    const written = plan.files.find((file) => file.path.endsWith(path.join(".claude", "commands", "test.md")));
    assert.match(String(written?.after ?? ""), /^---\ndescription: Run tests\n---\nRun the tests for \$ARGUMENTS\./);
    assert.match(String(plan.files.find((file) => file.path.endsWith(path.join(".claude", "agents", "reviewer.md")))?.after ?? ""), /Review for security\./);
  });

  test("OpenCode: skills in its older skill/ folders are read, the plan says so, and svc writes only skills/", async () => {
    const skill = (name: string) => `---\nname: ${name}\ndescription: ${name}\n---\nSteps.\n`;
    const world = await makeWorld({
      home: {
        ".config/opencode/skills/new-one/SKILL.md": skill("new-one"),
        ".config/opencode/skill/old-one/SKILL.md": skill("old-one"),
        ".claude/skills/from-claude/SKILL.md": skill("from-claude"),
      },
      repo: { ".opencode/skill/project-old/SKILL.md": skill("project-old") },
    });
    const where = { home: world.home, repo: world.repo, env: {} };
    const global = await planMigration({ from: "opencode", to: ["claude-code"], scope: "global", policy: "merge", ...where });
    const notes = Object.fromEntries(global.items.filter((item) => item.kind === "skills").map((item) => [item.name, item.note]));
    // OpenCode reads Claude Code's ~/.claude/skills too: that skill is Claude's already, and the others OpenCode will find twice.
    assert.deepEqual(notes, {
      "new-one": 'OpenCode reads ~/.claude/skills/new-one/SKILL.md too, so it will find "new-one" twice (also at ~/.config/opencode/skills/new-one/SKILL.md)',
      "old-one": `read from ~/.config/opencode/skill/ (OpenCode's older skill folder); OpenCode reads ~/.claude/skills/old-one/SKILL.md too, so it will find "old-one" twice (also at ~/.config/opencode/skill/old-one/SKILL.md)`,
      "from-claude": "already read by Claude Code from ~/.claude/skills/from-claude/SKILL.md",
    });
    const project = await planMigration({ from: "opencode", to: ["claude-code"], scope: "project", policy: "merge", ...where });
    const old = project.items.find((item) => item.name === "project-old");
    assert.match(old?.note ?? "", /^read from \.opencode\/skill\/ \(OpenCode's older skill folder\)/);
    // Writing to OpenCode: skills/, never the older skill/ (with --copy-shared, as OpenCode reads ~/.claude/skills itself).
    const where2 = { home: world.home, repo: world.repo, env: {} };
    const written = await planMigration({ from: "claude-code", to: ["opencode"], scope: "global", policy: "merge", copyShared: true, ...where2 });
    const targets = written.files.map((file) => path.relative(world.home, file.path));
    assert.ok(targets.includes(path.join(".config/opencode/skills/from-claude/SKILL.md")), targets.join("\n"));
    assert.ok(
      targets.every((target) => !target.includes(`opencode${path.sep}skill${path.sep}`)),
      targets.join("\n"),
    );
  });

  test("Gemini CLI: remote servers are written as `gemini mcp add -t` writes them ({url, type}) and read back as they were", async () => {
    const world = await makeWorld(CLAUDE_PROJECT);
    const plan = await migrate(world, "claude-code", "gemini-cli", "project");
    const servers = JSON.parse(await text(path.join(world.repo, ".gemini/settings.json"))).mcpServers;
    assert.deepEqual([servers.remote.url, servers.remote.type, servers.remote.httpUrl], ["https://r.example.com/mcp", "http", undefined]);
    assert.deepEqual([servers.events.url, servers.events.type], ["https://e.example.com/sse", "sse"]);
    const fidelity = Object.fromEntries(plan.items.filter((item) => item.kind === "mcp").map((item) => [item.name, item.fidelity]));
    assert.equal(fidelity["events"], "exact");
    const back = await readHarness("gemini-cli", "project", { home: world.home, repo: world.repo, env: {} });
    const transports = Object.fromEntries(back.items.filter((item) => item.kind === "mcp").map((item) => [item.name, (item as McpServer).transport]));
    assert.deepEqual(transports, { remote: "http", events: "sse", local: "stdio" });
  });

  test("Gemini CLI: what `gemini mcp add` writes (url + type), the deprecated httpUrl and an untyped url reach Claude with their transport, nothing lost", async () => {
    const settings = json({
      mcpServers: {
        added: { url: "https://a.example.com/mcp", type: "http", headers: { Authorization: "Bearer x" } },
        events: { url: "https://e.example.com/sse", type: "sse" },
        old: { httpUrl: "https://o.example.com/mcp" },
        untyped: { url: "https://u.example.com/mcp" },
      },
    });
    const world = await makeWorld({ repo: { ".gemini/settings.json": settings } });
    const plan = await migrate(world, "gemini-cli", "claude-code", "project");
    for (const item of plan.items.filter((entry) => entry.kind === "mcp")) assert.deepEqual([item.name, item.fidelity, item.lost], [item.name, "exact", []]);
    const servers = JSON.parse(await text(path.join(world.repo, ".mcp.json"))).mcpServers;
    assert.deepEqual(servers.added, { type: "http", url: "https://a.example.com/mcp", headers: { Authorization: "Bearer x" } });
    assert.deepEqual(servers.events, { type: "sse", url: "https://e.example.com/sse" });
    assert.deepEqual(servers.old, { type: "http", url: "https://o.example.com/mcp" });
    // Gemini tries an untyped url as streamable HTTP first.
    assert.deepEqual(servers.untyped, { type: "http", url: "https://u.example.com/mcp" });
  });

  test("Gemini CLI: context.fileName renames GEMINI.md; every name it lists is read, and svc writes the first", async () => {
    const settings = json({ context: { fileName: ["AGENTS.md", "GEMINI.md"] } });
    const world = await makeWorld(CLAUDE_PROJECT, {
      repo: { ".gemini/settings.json": settings, "AGENTS.md": "Run npm test.\n", "GEMINI.md": "Gemini only.\n" },
    });
    const read = await readHarness("gemini-cli", "project", { home: world.home, repo: world.repo, env: {} });
    const bodies = read.items.filter((item) => item.kind === "instructions").map((item) => [item.name, (item as { body: string }).body]);
    assert.deepEqual(bodies, [
      ["main", "Run npm test.\n"],
      ["GEMINI", "Gemini only.\n"],
    ]);
    const plan = await planMigration({
      from: "claude-code",
      to: ["gemini-cli"],
      scope: "project",
      policy: "merge",
      home: world.home,
      repo: world.repo,
      env: {},
    });
    assert.equal(plan.items.find((item) => item.name === "main")?.target, path.join(world.repo, "AGENTS.md"));
    // The user's settings name it for every project, and the older flat key too.
    const global = await makeWorld({
      home: { ".gemini/settings.json": json({ contextFileName: "AGENTS.md" }), ".gemini/AGENTS.md": "Mine.\n" },
      repo: { "AGENTS.md": "Theirs.\n" },
    });
    for (const scope of ["global", "project"] as const) {
      const items = (await readHarness("gemini-cli", scope, { home: global.home, repo: global.repo, env: {} })).items;
      assert.deepEqual(
        items.map((item) => (item as { body: string }).body),
        [scope === "global" ? "Mine.\n" : "Theirs.\n"],
        scope,
      );
    }
  });

  test("Continue: one YAML block per server with ${{ secrets.X }}; headers under requestOptions", async () => {
    const world = await makeWorld(CLAUDE_PROJECT);
    await migrate(world, "claude-code", "continue", "project");
    const block = await text(path.join(world.repo, ".continue/mcpServers/remote.yaml"));
    assert.match(block, /^name: remote\nversion: 0\.0\.1\nschema: v1\nmcpServers:\n {2}- name: remote\n {4}type: streamable-http\n/);
    assert.match(block, /requestOptions:\n {6}headers:\n {8}Authorization: Bearer \$\{\{ secrets\.API_TOKEN \}\}/);
  });

  test("Continue: config.yaml's own mcpServers, rules and prompts are read beside the block folders", async () => {
    const config = [
      "name: My config",
      "version: 1.0.0",
      "schema: v1",
      "models: []",
      "rules:",
      "  - Always answer in British English.",
      "  - name: tests",
      "    rule: Write a test first.",
      "    globs: ['src/**/*.ts']",
      "  - uses: acme/house-style",
      "prompts:",
      "  - name: review",
      "    description: Review the diff",
      "    prompt: Review the staged changes.",
      "mcpServers:",
      "  - name: docs",
      "    command: npx",
      "    args: ['-y', 'docs-mcp']",
      "    env:",
      "      DOCS_TOKEN: ${{ secrets.DOCS_TOKEN }}",
      "",
    ].join("\n");
    const world = await makeWorld({
      home: { ".continue/config.yaml": config, ".continue/mcpServers/extra.yaml": "mcpServers:\n  - name: extra\n    command: extra-mcp\n" },
      repo: {},
    });
    const read = await readHarness("continue", "global", { home: world.home, repo: world.repo, env: {} });
    const byName = (kind: string, name: string) => read.items.find((item) => item.kind === kind && item.name === name);
    assert.deepEqual(
      read.items
        .filter((item) => item.kind === "mcp")
        .map((item) => item.name)
        .sort(),
      ["docs", "extra"],
    );
    assert.equal((byName("instructions", "config-rules-1") as { body: string }).body, "Always answer in British English.\n");
    const tests = byName("instructions", "tests") as { body: string; activation: string; globs: string[] };
    assert.deepEqual([tests.body, tests.activation, tests.globs], ["Write a test first.\n", "glob", ["src/**/*.ts"]]);
    assert.equal((byName("commands", "review") as { body: string }).body, "Review the staged changes.");
    // A hub rule cannot be fetched offline: said, with the way out, never dropped in silence.
    assert.ok(
      read.problems.some((problem) => problem.path.endsWith("config.yaml") && /rules\[2\] uses acme\/house-style/.test(problem.message)),
      JSON.stringify(read.problems),
    );
    // Into Claude Code, the servers keep their secret as Claude's own reference.
    const plan = await migrate(world, "continue", "claude-code", "global");
    const claude = JSON.parse(await text(path.join(world.home, ".claude.json")));
    assert.equal(claude.mcpServers.docs.env.DOCS_TOKEN, "${DOCS_TOKEN}");
    assert.ok(plan.items.some((item) => item.kind === "commands" && item.name === "review"));
  });

  test("Cline and Claude Desktop: MCP is global only; Claude Desktop takes local servers only", async () => {
    const world = await makeWorld(CLAUDE_PROJECT);
    const cline = await migrate(world, "claude-code", "cline", "project");
    assert.match(cline.items.find((item) => item.name === "local")?.note ?? "", /global only/);
    const home: Fixture = {
      home: { ".claude.json": json({ mcpServers: { remote: { type: "http", url: "https://r.example.com/mcp" }, local: { command: "x" } } }) },
      repo: {},
    };
    const desktopWorld = await makeWorld(home);
    const desktop = await migrate(desktopWorld, "claude-code", "claude-desktop", "global");
    const remote = desktop.items.find((item) => item.name === "remote");
    assert.equal(remote?.fidelity, "unsupported");
    assert.match(remote?.note ?? "", /only local \(stdio\) servers/);
    const config = JSON.parse(await text(path.join(desktopWorld.home, ".config/Claude/claude_desktop_config.json")));
    assert.deepEqual(config, { mcpServers: { local: { command: "x" } } });
  });

  test("Windsurf: all three generations are read, the current one (.devin) is written", async () => {
    const world = await makeWorld({
      home: {},
      repo: {
        ".windsurfrules": "Oldest.\n",
        ".windsurf/rules/middle.md": "---\ntrigger: always_on\n---\nMiddle.\n",
        ".devin/rules/newest.md": "---\ntrigger: manual\n---\nNewest.\n",
      },
    });
    const read = await readHarness("windsurf", "project", { home: world.home, repo: world.repo, env: {} });
    assert.deepEqual(read.items.map((item) => item.name).sort(), ["middle", "newest", "windsurfrules"]);
    const back = await makeWorld(CLAUDE_PROJECT);
    await migrate(back, "claude-code", "windsurf", "project");
    assert.equal(await text(path.join(back.repo, ".devin/rules/api.md")), "---\ntrigger: glob\nglobs: src/api/**\n---\nThin handlers.\n");
  });

  test("Kiro: the IDE's older .kiro.hook files are read beside the v1 files; their own events and fields are reported", async () => {
    const hook = (value: unknown) => json(value);
    const world = await makeWorld({
      home: {},
      repo: {
        ".kiro/hooks/lint.kiro.hook": hook({
          enabled: true,
          name: "Lint on save",
          description: "Runs the linter",
          version: "1",
          when: { type: "fileEdited", patterns: ["src/**/*.ts"] },
          then: { type: "runCommand", command: "npm run lint" },
        }),
        ".kiro/hooks/done.kiro.hook": hook({
          name: "Summarise",
          version: "1",
          when: { type: "agentStop" },
          then: { type: "askAgent", prompt: "Summarise what changed." },
        }),
        ".kiro/hooks/broken.kiro.hook": hook({ name: "No action", when: { type: "promptSubmit" }, then: { type: "runCommand" } }),
        ".kiro/hooks/svc.json": hook({ version: "v1", hooks: [{ name: "start", trigger: "SessionStart", action: { type: "command", command: "echo hi" } }] }),
      },
    });
    const plan = await planMigration({ from: "kiro", to: ["claude-code"], scope: "project", policy: "merge", home: world.home, repo: world.repo, env: {} });
    const hooks = plan.items.filter((item) => item.kind === "hooks");
    assert.equal(hooks.length, 3, hooks.map((item) => item.name).join(", "));
    const stop = hooks.find((item) => item.name.startsWith("Stop"));
    assert.equal(stop?.fidelity, "lossy");
    assert.deepEqual(stop?.lost, ["name"]);
    const lint = hooks.find((item) => item.source.endsWith("lint.kiro.hook"));
    assert.equal(lint?.fidelity, "unsupported", "Claude Code has no event for a saved file");
    assert.ok(
      plan.problems.some((problem) => problem.path.endsWith("broken.kiro.hook") && /then\.command/.test(problem.message)),
      JSON.stringify(plan.problems),
    );
    const settings = JSON.parse(plan.files.find((file) => file.path.endsWith(path.join(".claude", "settings.json")))?.after as string);
    assert.equal(settings.hooks.Stop[0].hooks[0].prompt, "Summarise what changed.");
  });

  test("Kiro: the four inclusion modes read as the four activations and are written back the same", async () => {
    const kiro: Fixture = {
      home: {},
      repo: {
        ".kiro/steering/a.md": "Always.\n",
        ".kiro/steering/b.md": '---\ninclusion: fileMatch\nfileMatchPattern: "**/*.ts"\n---\nGlob.\n',
        ".kiro/steering/c.md": "---\ninclusion: auto\nname: c\ndescription: When testing\n---\nModel.\n",
        ".kiro/steering/d.md": "---\ninclusion: manual\n---\nManual.\n",
      },
    };
    const world = await makeWorld(kiro);
    const read = await readHarness("kiro", "project", { home: world.home, repo: world.repo, env: {} });
    assert.deepEqual(
      read.items.map((item) => [item.name, (item as { activation: string }).activation]),
      [
        ["a", "always"],
        ["b", "glob"],
        ["c", "model"],
        ["d", "manual"],
      ],
    );
    // Cursor can hold all four; back into Kiro from Cursor gives the same modes.
    await migrate(world, "kiro", "cursor", "project");
    const cursor = await readHarness("cursor", "project", { home: world.home, repo: world.repo, env: {} });
    assert.deepEqual(
      cursor.items
        .filter((item) => item.kind === "instructions")
        .map((item) => (item as { activation: string }).activation)
        .sort(),
      ["always", "glob", "manual", "model"],
    );
  });
});
