// The known translation traps (issue #3): every field a target cannot hold appears as lossy with
// its name in `lost`; nothing is dropped silently.
import assert from "node:assert/strict";
import { mkdir, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parse } from "smol-toml";
import { planMigration } from "../../src/migrate/migration.ts";
import { item, plan, written } from "../support/plans.ts";
import { writeTree } from "../support/tree.ts";
import { makeWorld } from "../support/world.ts";

/** TOML as plain objects (smol-toml gives null-prototype ones). */
function parseToml(text: string): unknown {
  return JSON.parse(JSON.stringify(parse(text)));
}

describe("translation traps", () => {
  test("Claude command argument-hint written as a YAML list keeps the text the user wrote", async () => {
    const home = {
      ".claude/commands/a.md": "---\ndescription: A\nargument-hint: [message]\n---\nDo $ARGUMENTS\n",
      ".claude/commands/b.md": "---\nargument-hint: [pr-number] [priority] [assignee]\n---\nFix #$1\n",
    };
    const { world, plan: result } = await plan("claude-code", "codex", home);
    assert.equal(result.problems.length, 0, JSON.stringify(result.problems));
    // Codex prompts take argument-hint too: the files move unchanged, the list form included.
    assert.equal(item(result.items, "commands", "a").fidelity, "exact");
    assert.equal(written(result, path.join(world.home, ".codex/prompts/a.md")), home[".claude/commands/a.md"]);
    assert.equal(written(result, path.join(world.home, ".codex/prompts/b.md")), home[".claude/commands/b.md"]);
    // Cursor has no argument-hint: lossy, named.
    const { plan: toCursor } = await plan("claude-code", "cursor", home);
    for (const name of ["a", "b"]) {
      const entry = item(toCursor.items, "commands", name);
      assert.equal(entry.fidelity, "lossy");
      assert.ok(entry.lost.includes("argument-hint"), entry.lost.join("; "));
    }
  });

  test("agent tools, model and color into Codex and Cursor are each reported lost", async () => {
    const home = { ".claude/agents/r.md": "---\nname: r\ndescription: Reviews\ntools: Read, Grep\nmodel: sonnet\ncolor: red\n---\nReview.\n" };
    for (const to of ["codex", "cursor"] as const) {
      const { world, plan: result } = await plan("claude-code", to, home);
      const entry = item(result.items, "agents", "r");
      assert.equal(entry.fidelity, "lossy");
      assert.ok(entry.lost.includes("tools"), `${to}: ${entry.lost.join("; ")}`);
      assert.ok(entry.lost.includes("color"), `${to}: ${entry.lost.join("; ")}`);
      assert.ok(
        entry.lost.some((lost) => lost.startsWith("model (sonnet")),
        `${to}: ${entry.lost.join("; ")}`,
      );
      const file = to === "codex" ? path.join(world.home, ".codex/agents/r.toml") : path.join(world.home, ".cursor/agents/r.md");
      const text = written(result, file);
      assert.doesNotMatch(text, /sonnet|color|Grep/);
      if (to === "codex") assert.deepEqual(parseToml(text), { name: "r", description: "Reviews", developer_instructions: "Review.\n" });
    }
  });

  test("Claude hooks into Cursor hooks.json: flat shape, camelCase events, version 1, unmappable events reported", async () => {
    const settings = {
      hooks: {
        PreToolUse: [
          { matcher: "Bash", hooks: [{ type: "command", command: "guard.sh", timeout: 5 }] },
          { matcher: "Edit", hooks: [{ type: "command", command: "lint-edit" }] },
        ],
        UserPromptSubmit: [{ hooks: [{ type: "command", command: "log-prompt", async: true }] }],
        Notification: [{ hooks: [{ type: "command", command: "beep" }] }],
        Stop: [{ hooks: [{ type: "http", url: "https://x.test" }] }],
      },
    };
    const { world, plan: result } = await plan("claude-code", "cursor", { ".claude/settings.json": JSON.stringify(settings) });
    const hooks = JSON.parse(written(result, path.join(world.home, ".cursor/hooks.json")));
    assert.deepEqual(hooks, {
      version: 1,
      hooks: {
        beforeShellExecution: [{ type: "command", command: "guard.sh", timeout: 5 }],
        preToolUse: [{ type: "command", command: "lint-edit", matcher: "Edit" }],
        beforeSubmitPrompt: [{ type: "command", command: "log-prompt" }],
      },
    });
    assert.deepEqual(item(result.items, "hooks", "UserPromptSubmit: log-prompt").lost, ["async"]);
    assert.equal(item(result.items, "hooks", "Notification: beep").fidelity, "unsupported");
    assert.match(item(result.items, "hooks", "Stop: http").note, /cannot run a "http" handler/);
  });

  test("${VAR} headers into Codex: bearer_token_env_var and env_http_headers, never the value", async () => {
    const claudeJson = {
      mcpServers: {
        api: {
          type: "http",
          url: "https://api.test/mcp",
          headers: { Authorization: "Bearer ${API_TOKEN}", "X-Tenant": "${TENANT}", "X-Mixed": "team-${TEAM}", "X-Literal": "plain" },
        },
      },
    };
    const { world, plan: result } = await plan("claude-code", "codex", { ".claude.json": JSON.stringify(claudeJson) });
    const config = parseToml(written(result, path.join(world.home, ".codex/config.toml")));
    assert.deepEqual(config, {
      mcp_servers: {
        api: {
          url: "https://api.test/mcp",
          bearer_token_env_var: "API_TOKEN",
          env_http_headers: { "X-Tenant": "TENANT" },
          http_headers: { "X-Literal": "plain" },
        },
      },
    });
    const entry = item(result.items, "mcp", "api");
    assert.equal(entry.fidelity, "lossy");
    assert.deepEqual(entry.lost, ["header X-Mixed: team-${TEAM} (Codex takes a header from one variable, whole)"]);
  });

  test("env references change syntax per tool: ${VAR} ↔ ${env:VAR} ↔ Codex env_vars", async () => {
    const { world, plan: toCursor } = await plan("claude-code", "cursor", {
      ".claude.json": JSON.stringify({ mcpServers: { s: { command: "run", env: { TOKEN: "${TOKEN}" } } } }),
    });
    assert.deepEqual(JSON.parse(written(toCursor, path.join(world.home, ".cursor/mcp.json"))).mcpServers.s.env, { TOKEN: "${env:TOKEN}" });
    assert.equal(item(toCursor.items, "mcp", "s").fidelity, "converted");
    const back = await plan("cursor", "claude-code", {
      ".cursor/mcp.json": JSON.stringify({ mcpServers: { s: { command: "run", env: { TOKEN: "${env:TOKEN}" } } } }),
    });
    assert.deepEqual(JSON.parse(written(back.plan, path.join(back.world.home, ".claude.json"))).mcpServers.s.env, { TOKEN: "${TOKEN}" });
    const toCodex = await plan("cursor", "codex", {
      ".cursor/mcp.json": JSON.stringify({ mcpServers: { s: { command: "run", env: { TOKEN: "${env:TOKEN}" } } } }),
    });
    assert.deepEqual(parseToml(written(toCodex.plan, path.join(toCodex.world.home, ".codex/config.toml"))), {
      mcp_servers: { s: { command: "run", env_vars: ["TOKEN"] } },
    });
  });

  test("a literal secret is carried into the file, flagged, and never printed in full", async () => {
    const secret = "sk_live_51HxQAbCdEfGhIjKlMnOpQrStUv";
    const { world, plan: result } = await plan("claude-code", "codex", {
      ".claude.json": JSON.stringify({ mcpServers: { pay: { command: "pay-mcp", env: { STRIPE_KEY: secret } } } }),
    });
    const entry = item(result.items, "mcp", "pay");
    assert.deepEqual(entry.secrets, [secret]);
    assert.match(entry.note, /literal secret/);
    assert.match(written(result, path.join(world.home, ".codex/config.toml")), new RegExp(secret));
    const { planReport } = await import("../../src/harness/plan/report.ts");
    const report = JSON.stringify(planReport(result, { home: world.home }));
    assert.doesNotMatch(report, new RegExp(secret));
    assert.match(report, /masked/);
  });

  test("remote servers into Codex: SSE is reported, invalid names are renamed and said so", async () => {
    const { plan: result } = await plan("claude-code", "codex", {
      ".claude.json": JSON.stringify({ mcpServers: { "my.events": { type: "sse", url: "https://e.test/sse" } } }),
    });
    const entry = item(result.items, "mcp", "my.events");
    assert.equal(entry.entry, "mcp_servers.my_events");
    assert.ok(entry.lost.some((lost) => lost.startsWith("transport sse")));
    assert.match(entry.note, /renamed "my_events"/);
  });

  test("glob, model-decided and manual Cursor rules keep their activation where the target can say it", async () => {
    const repo = {
      ".cursor/rules/g.mdc": "---\nglobs: src/**/*.ts\n---\nG\n",
      ".cursor/rules/m.mdc": "---\ndescription: When writing SQL\n---\nM\n",
      ".cursor/rules/x.mdc": "X\n",
      ".cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nA\n",
    };
    const { world, plan: toClaude } = await plan("cursor", "claude-code", {}, repo, "project");
    assert.equal(written(toClaude, path.join(world.repo, ".claude/rules/g.md")), "---\npaths:\n  - src/**/*.ts\n---\nG\n");
    assert.equal(written(toClaude, path.join(world.repo, ".claude/rules/a.md")), "A\n");
    assert.equal(written(toClaude, path.join(world.repo, ".claude/skills/m/SKILL.md")), "---\nname: m\ndescription: When writing SQL\n---\nM\n");
    assert.match(written(toClaude, path.join(world.repo, ".claude/skills/x/SKILL.md")), /disable-model-invocation: true/);
    const { world: codexWorld, plan: toCodex } = await plan("cursor", "codex", {}, repo, "project");
    const nested = written(toCodex, path.join(codexWorld.repo, "src/AGENTS.md"));
    assert.match(nested, /svc:begin \{"name":"g","activation":"glob","globs":\["src\/\*\*\/\*\.ts"\]/);
    assert.ok(item(toCodex.items, "instructions", "g").lost.some((lost) => lost.includes("only files matching src/**/*.ts")));
  });

  test("Codex marked sections come back as rules with their activation", async () => {
    const { world, plan: toCodex } = await plan("cursor", "codex", {}, { ".cursor/rules/g.mdc": "---\nglobs: lib/*.rb, app/**\n---\nRuby.\n" }, "project");
    const agents = written(toCodex, path.join(world.repo, "AGENTS.md"));
    const back = await plan("codex", "cursor", {}, { "AGENTS.md": agents }, "project");
    assert.equal(written(back.plan, path.join(back.world.repo, ".cursor/rules/g.mdc")), "---\nglobs: lib/*.rb,app/**\nalwaysApply: false\n---\nRuby.\n");
  });
  test("linked skill folders, command files and resources (a dotfile manager's layout) are read; a link looping back is not followed", async () => {
    const world = await makeWorld({});
    const dotfiles = path.join(world.home, "dotfiles");
    await writeTree(dotfiles, {
      "skills/shared/SKILL.md": "---\nname: shared\ndescription: Shared skill\n---\nUse it.\n",
      "skills/shared/reference.md": "# Reference\n",
      "commit.md": "---\ndescription: Commit\n---\nCommit $ARGUMENTS\n",
      "notes.md": "# Notes\n",
    });
    await mkdir(path.join(world.home, ".claude/skills/own"), { recursive: true });
    await mkdir(path.join(world.home, ".claude/commands"), { recursive: true });
    await writeTree(world.home, { ".claude/skills/own/SKILL.md": "---\nname: own\ndescription: Own\n---\nMine.\n" });
    await symlink(path.join(dotfiles, "skills/shared"), path.join(world.home, ".claude/skills/shared"));
    await symlink(path.join(dotfiles, "commit.md"), path.join(world.home, ".claude/commands/commit.md"));
    await symlink(path.join(dotfiles, "notes.md"), path.join(world.home, ".claude/skills/own/notes.md"));
    await symlink(path.join(world.home, ".claude"), path.join(world.home, ".claude/skills/own/loop"));
    // --copy-shared: Cursor reads ~/.claude/skills itself; this is about what is read through the links.
    const result = await planMigration({
      from: "claude-code",
      to: ["cursor"],
      scope: "global",
      policy: "merge",
      home: world.home,
      repo: world.repo,
      env: {},
      copyShared: true,
    });
    assert.equal(item(result.items, "skills", "shared").fidelity, "exact");
    assert.equal(item(result.items, "commands", "commit").target, path.join(world.home, ".cursor/commands/commit.md"));
    const bytes = (file: string) => Buffer.from(result.files.find((entry) => entry.path === path.join(world.home, file))?.after as Uint8Array).toString();
    assert.equal(bytes(".cursor/skills/shared/reference.md"), "# Reference\n");
    assert.equal(bytes(".cursor/skills/own/notes.md"), "# Notes\n");
    assert.deepEqual(
      result.files.map((file) => path.relative(world.home, file.path)).filter((file) => file.includes("loop")),
      [],
    );
  });
  test("Claude permission settings beside the rules (defaultMode, additionalDirectories) are reported, never dropped", async () => {
    const home = {
      ".claude/settings.json": JSON.stringify({
        permissions: { allow: ["Bash(npm test:*)"], defaultMode: "acceptEdits", additionalDirectories: ["../docs/"] },
      }),
    };
    for (const to of ["codex", "cursor"] as const) {
      const { plan: result } = await plan("claude-code", to, home);
      for (const name of ['setting defaultMode: "acceptEdits"', 'setting additionalDirectories: ["../docs/"]']) {
        const entry = item(result.items, "permissions", name);
        assert.equal(entry.fidelity, "unsupported");
        assert.match(entry.note, /permission setting/);
      }
      assert.equal(item(result.items, "permissions", "allow Bash(npm test:*)").fidelity, "converted");
    }
  });
  test('Claude\'s optional "type": "stdio" on a local server is not reported lost', async () => {
    const home = { ".claude.json": JSON.stringify({ mcpServers: { pg: { type: "stdio", command: "npx", args: ["-y", "pg-mcp"] } } }) };
    for (const to of ["codex", "cursor"] as const) {
      const { plan: result } = await plan("claude-code", to, home);
      assert.deepEqual(item(result.items, "mcp", "pg").lost, []);
    }
  });

  test("Codex's legacy notify list in config.toml becomes a Stop hook, its list reported lost; a bad one is an error", async () => {
    const home = { ".codex/config.toml": '# when a turn ends\nnotify = ["notify-send", "Codex done", "--app=it\'s"]\nmodel = "o3"\n' };
    const { world, plan: result } = await plan("codex", "claude-code", home);
    assert.equal(result.problems.length, 0, JSON.stringify(result.problems));
    const hook = result.items.find((entry) => entry.kind === "hooks");
    assert.ok(hook, "notify was dropped");
    assert.equal(hook.fidelity, "lossy");
    assert.deepEqual(hook.lost, ["notify"]);
    const settings = JSON.parse(written(result, path.join(world.home, ".claude/settings.json")));
    assert.equal(settings.hooks.Stop[0].hooks[0].command, "notify-send 'Codex done' '--app=it'\\''s'");
    const { plan: bad } = await plan("codex", "cursor", { ".codex/config.toml": 'notify = "notify-send"\n' });
    assert.equal(bad.items.filter((entry) => entry.kind === "hooks").length, 0);
    assert.ok(
      bad.problems.some((problem) => problem.path.endsWith("config.toml") && /notify is not a list of strings/.test(problem.message)),
      JSON.stringify(bad.problems),
    );
  });

  test("a skill's text resource gets a diff in the plan; a binary one is named with its size", async () => {
    const home = {
      ".claude/skills/pdf/SKILL.md": "---\nname: pdf\ndescription: Fill PDF forms\n---\nSee REFERENCE.md.\n",
      ".claude/skills/pdf/REFERENCE.md": "# Reference\n\nUse pdftk.\n",
      ".claude/skills/pdf/logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
    };
    const { world, plan: result } = await plan("claude-code", "cursor", home, {}, "global", { copyShared: true });
    const { planReport } = await import("../../src/harness/plan/report.ts");
    const changes = planReport(result, { home: world.home }).changes;
    const reference = changes.find((change) => change.path.endsWith("REFERENCE.md"));
    assert.match(reference?.diff ?? "", /^\+Use pdftk\.$/m);
    const logo = changes.find((change) => change.path.endsWith("logo.png"));
    assert.match(logo?.diff ?? "", /^Binary file .*logo\.png \(8 bytes\) created$/m);
  });

  test("Codex's $$ is a literal $: no placeholder, written as one $ elsewhere, lossy where $5 would be an argument", async () => {
    const home = { ".codex/prompts/price.md": "---\ndescription: Price\n---\nThe plan costs $$5 a month for $1.\n" };
    const { world, plan: toCursor } = await plan("codex", "cursor", home);
    const cursorItem = item(toCursor.items, "commands", "price");
    assert.deepEqual(cursorItem.lost, ["positional arguments ($1, $2…)"]);
    assert.match(written(toCursor, path.join(world.home, ".cursor/commands/price.md")), /costs \$5 a month/);
    const { world: claudeWorld, plan: toClaude } = await plan("codex", "claude-code", home);
    const claudeItem = item(toClaude.items, "commands", "price");
    assert.equal(claudeItem.fidelity, "lossy");
    assert.ok(
      claudeItem.lost.some((entry) => /literal \$ before a digit/.test(entry)),
      claudeItem.lost.join("; "),
    );
    assert.match(written(toClaude, path.join(claudeWorld.home, ".claude/commands/price.md")), /costs \$5 a month for \$1\./);
  });

  test("a command read from a TOML string is written as a Markdown file that ends with a newline", async () => {
    const home = { ".gemini/commands/review.toml": 'description = "Review"\nprompt = "Review the staged diff: {{args}}"\n' };
    const { world, plan: result } = await plan("gemini-cli", "claude-code", home);
    assert.equal(written(result, path.join(world.home, ".claude/commands/review.md")), "---\ndescription: Review\n---\nReview the staged diff: $ARGUMENTS\n");
  });

  test("Kiro's #[[file:…]] references in steering are reported lost in tools that read them as plain text", async () => {
    const repo = { ".kiro/steering/api.md": "---\ninclusion: always\n---\nFollow the contract in #[[file:api/openapi.yaml]].\n" };
    const { plan: result } = await plan("kiro", "cursor", {}, repo, "project");
    const entry = item(result.items, "instructions", "api");
    assert.equal(entry.fidelity, "lossy");
    assert.deepEqual(entry.lost, ["file references (#[[file:api/openapi.yaml]]): written as plain text"]);
  });

  test("Codex's approval and sandbox settings in config.toml are reported, never dropped", async () => {
    const home = {
      ".codex/config.toml":
        'model = "o3"\napproval_policy = "on-request"\nsandbox_mode = "workspace-write"\n\n[sandbox_workspace_write]\nnetwork_access = true\n',
    };
    const { plan: result } = await plan("codex", "claude-code", home);
    const settings = result.items.filter((entry) => entry.kind === "permissions").map((entry) => [entry.name, entry.fidelity]);
    assert.deepEqual(settings, [
      ['setting approval_policy: "on-request"', "unsupported"],
      ['setting sandbox_mode: "workspace-write"', "unsupported"],
      ['setting sandbox_workspace_write: {"network_access":true}', "unsupported"],
    ]);
    assert.match(
      item(result.items, "permissions", 'setting sandbox_mode: "workspace-write"').note,
      /sandbox_mode is a Codex CLI permission setting that Claude Code has no counterpart for/,
    );
    const { plan: none } = await plan("codex", "claude-code", { ".codex/config.toml": 'model = "o3"\n' });
    assert.equal(none.items.filter((entry) => entry.kind === "permissions").length, 0);
  });
});

describe("variable syntax, both ways", () => {
  // Each tool expands its own syntax in MCP fields and passes everything else as written: text one
  // tool passes literally but the other would expand is never called exact (issue 28 item 3, issue 29 item 6).
  const codexHome = {
    ".codex/config.toml": [
      "[mcp_servers.gh]",
      'command = "gh-mcp"',
      'args = ["--token", "${GITHUB_TOKEN}", "--home=$HOME", "$5"]',
      "",
      "[mcp_servers.plain]",
      'command = "plain-mcp"',
      'args = ["--port", "8080"]',
      "",
    ].join("\n"),
  };
  for (const to of ["claude-code", "gemini-cli", "kiro"] as const) {
    test(`a literal \${GITHUB_TOKEN} in Codex args into ${to}, which expands it: lossy, named`, async () => {
      const { plan: result } = await plan("codex", to, codexHome);
      const gh = item(result.items, "mcp", "gh");
      assert.equal(gh.fidelity, "lossy");
      assert.ok(
        gh.lost.some((lost) => lost.startsWith("args[1]") && lost.includes("${GITHUB_TOKEN}")),
        gh.lost.join("; "),
      );
      assert.equal(item(result.items, "mcp", "plain").fidelity, "exact");
    });
  }

  test("a bare $HOME from Codex is text for Claude Code (exact there) but a variable for Gemini", async () => {
    const home = { ".codex/config.toml": '[mcp_servers.h]\ncommand = "h-mcp"\nargs = ["--home=$HOME"]\n' };
    const { plan: toClaude } = await plan("codex", "claude-code", home);
    assert.equal(item(toClaude.items, "mcp", "h").fidelity, "exact");
    const { plan: toGemini } = await plan("codex", "gemini-cli", home);
    const entry = item(toGemini.items, "mcp", "h");
    assert.equal(entry.fidelity, "lossy");
    assert.ok(
      entry.lost.some((lost) => lost.startsWith("args[0]") && lost.includes("$HOME")),
      entry.lost.join("; "),
    );
  });

  test("Claude's ${env:USERPROFILE} is text there (no variable of that name) but a variable in Cursor", async () => {
    const home = {
      ".claude.json": JSON.stringify({ mcpServers: { w: { command: "w-mcp", args: ["--dir", "${env:USERPROFILE}"], env: { TOKEN: "${TOKEN}" } } } }),
    };
    const { plan: result } = await plan("claude-code", "cursor", home);
    const entry = item(result.items, "mcp", "w");
    assert.equal(entry.fidelity, "lossy");
    assert.ok(
      entry.lost.some((lost) => lost.startsWith("args[1]") && lost.includes("${env:USERPROFILE}")),
      entry.lost.join("; "),
    );
    // The real reference is still rewritten into Cursor's syntax.
    assert.match(JSON.stringify(result.files.map((file) => file.after)), /\$\{env:TOKEN\}/);
  });

  test("OpenCode's {env:X} is text for Claude Code, and Claude's literal {env:X} is a variable for OpenCode", async () => {
    const fromClaude = { ".claude.json": JSON.stringify({ mcpServers: { o: { command: "o-mcp", args: ["{env:HOME}"] } } }) };
    const { plan: toOpencode } = await plan("claude-code", "opencode", fromClaude);
    assert.equal(item(toOpencode.items, "mcp", "o").fidelity, "lossy");
    const { plan: toCodex } = await plan("claude-code", "codex", fromClaude);
    assert.equal(item(toCodex.items, "mcp", "o").fidelity, "exact");
  });

  test("OpenCode's {env:X} is text for Claude Code: rewritten as ${X}, converted", async () => {
    const home = {
      ".config/opencode/opencode.json": JSON.stringify({
        mcp: { gh: { type: "local", command: ["gh-mcp", "--token", "{env:GH_TOKEN}"], environment: { TOKEN: "{env:GH_TOKEN}" } } },
      }),
    };
    const { world, plan: result } = await plan("opencode", "claude-code", home);
    const entry = item(result.items, "mcp", "gh");
    assert.equal(entry.fidelity, "converted", entry.lost.join("; "));
    const server = JSON.parse(written(result, path.join(world.home, ".claude.json"))).mcpServers.gh;
    assert.deepEqual(server, { command: "gh-mcp", args: ["--token", "${GH_TOKEN}"], env: { TOKEN: "${GH_TOKEN}" } });
  });

  // What the source itself expands but svc carries as text (a reference of a kind no other tool
  // has): the target receives those characters, not the value. Lossy, named.
  for (const [from, home, reference] of [
    [
      "opencode",
      { ".config/opencode/opencode.json": JSON.stringify({ mcp: { gh: { type: "local", command: ["gh-mcp", "--token-file", "{file:~/.gh-token}"] } } }) },
      "{file:~/.gh-token}",
    ],
    [
      "continue",
      {
        ".continue/mcpServers/gh.yaml":
          'name: GH\nversion: 0.0.1\nschema: v1\nmcpServers:\n  - name: gh\n    command: gh-mcp\n    args: ["--org", "${{ inputs.org }}"]\n',
      },
      "${{ inputs.org }}",
    ],
    [
      "windsurf",
      { ".codeium/windsurf/mcp_config.json": JSON.stringify({ mcpServers: { gh: { command: "gh-mcp", args: ["--token", "${file:/run/secrets/gh}"] } } }) },
      "${file:/run/secrets/gh}",
    ],
  ] as const) {
    test(`${from}'s ${reference} into Claude Code, which would pass it as text: lossy, named`, async () => {
      const { plan: result } = await plan(from, "claude-code", home);
      const entry = item(result.items, "mcp", "gh");
      assert.equal(entry.fidelity, "lossy");
      assert.ok(
        entry.lost.some((lost) => lost.includes(reference)),
        entry.lost.join("; "),
      );
    });
  }

  test("Cursor's editor variables into Roo Code, which expands only ${env:…} and ${workspaceFolder}: lossy, named", async () => {
    const home = {
      ".cursor/mcp.json": JSON.stringify({
        mcpServers: {
          cur: { command: "run", args: ["${userHome}/data", "${workspaceFolderBasename}", "${pathSeparator}", "${workspaceFolder}/x"], env: { T: "${env:T}" } },
        },
      }),
    };
    const { plan: result } = await plan("cursor", "roo-code", home);
    const entry = item(result.items, "mcp", "cur");
    assert.equal(entry.fidelity, "lossy");
    for (const name of ["userHome", "workspaceFolderBasename", "pathSeparator"])
      assert.ok(
        entry.lost.some((lost) => lost.includes(`\${${name}}`)),
        `${name}: ${entry.lost.join("; ")}`,
      );
    assert.ok(!entry.lost.some((lost) => lost.includes("workspaceFolder}") && !lost.includes("Basename")), entry.lost.join("; "));
  });

  test("a literal ${file:…} from Codex into Windsurf, which reads that file: lossy, named", async () => {
    const home = { ".codex/config.toml": '[mcp_servers.lit]\ncommand = "run"\nargs = ["${file:/etc/x}"]\n' };
    const { plan: result } = await plan("codex", "windsurf", home);
    const entry = item(result.items, "mcp", "lit");
    assert.equal(entry.fidelity, "lossy");
    assert.ok(
      entry.lost.some((lost) => lost.startsWith("args[0]") && lost.includes("${file:/etc/x}")),
      entry.lost.join("; "),
    );
  });

  test("the same tool both sides: text is copied as written, exact", async () => {
    const home = { ".claude.json": JSON.stringify({ mcpServers: { w: { command: "w-mcp", args: ["${env:USERPROFILE}", "$HOME"] } } }) };
    const { plan: result } = await plan("claude-code", "claude-code", home);
    assert.notEqual(item(result.items, "mcp", "w").fidelity, "lossy");
  });
});
