// What the tools themselves read (issue 12): each case is a format a real tool reads differently
// from what svc wrote or understood before.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { chmod, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parseToml } from "../../src/harness/formats/toml.ts";
import { rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { openHub } from "../../src/sync/hub.ts";
import { pull } from "../../src/sync/pull.ts";
import { planPush, push } from "../../src/sync/push.ts";
import { allTools } from "../../src/harness/tools/index.ts";
import { isUnsupported, scopeSpec } from "../../src/harness/tools/types.ts";
import { item, plan, written } from "../support/plans.ts";
import { writeTree } from "../support/tree.ts";
import { makeWorld } from "../support/world.ts";

describe("formats the tools read", () => {
  test("a Cursor brace glob stays one glob in every target (the comma inside braces does not split it)", async () => {
    const repo = { ".cursor/rules/ts.mdc": "---\nglobs: **/*.{ts,tsx}, docs/[a,b]*.md\nalwaysApply: false\n---\nTypes first.\n" };
    const { world, plan: toClaude } = await plan("cursor", "claude-code", {}, repo, "project");
    assert.equal(written(toClaude, path.join(world.repo, ".claude/rules/ts.md")), '---\npaths:\n  - "**/*.{ts,tsx}"\n  - docs/[a,b]*.md\n---\nTypes first.\n');
    const { world: kiroWorld, plan: toKiro } = await plan("cursor", "kiro", {}, repo, "project");
    assert.match(
      written(toKiro, path.join(kiroWorld.repo, ".kiro/steering/ts.md")),
      /fileMatchPattern:\n {2}- "\*\*\/\*\.\{ts,tsx\}"\n {2}- docs\/\[a,b\]\*\.md\n/,
    );
    for (const to of ["codex", "gemini-cli", "opencode", "zed", "continue"] as const) {
      const { plan: result } = await plan("cursor", to, {}, repo, "project");
      const text = result.files.map((file) => String(file.after ?? "")).join("\n");
      assert.match(text, /\*\*\/\*\.\{ts,tsx\}/, `${to}: ${text}`);
      assert.doesNotMatch(text, /"\*\*\/\*\.\{ts"|"tsx\}"|`\*\*\/\*\.\{ts`/, `${to}: ${text}`);
    }
    assert.equal(item(toClaude.items, "instructions", "ts").fidelity, "converted");
  });

  test("MCP tool names in hook matchers: Claude's mcp__server__tool is Gemini's mcp_server_tool, both ways", async () => {
    const settings = {
      hooks: {
        PreToolUse: [
          { matcher: "mcp__github__create_issue|Bash", hooks: [{ type: "command", command: "guard.sh" }] },
          { matcher: "mcp__memory__.*", hooks: [{ type: "command", command: "log.sh" }] },
        ],
      },
    };
    const { world, plan: toGemini } = await plan("claude-code", "gemini-cli", { ".claude/settings.json": JSON.stringify(settings) });
    const gemini = JSON.parse(written(toGemini, path.join(world.home, ".gemini/settings.json"))) as { hooks: { BeforeTool: { matcher: string }[] } };
    assert.deepEqual(
      gemini.hooks.BeforeTool.map((group) => group.matcher),
      ["mcp_github_create_issue|run_shell_command", "mcp_memory_.*"],
    );
    const { world: back, plan: toClaude } = await plan("gemini-cli", "claude-code", { ".gemini/settings.json": JSON.stringify(gemini) });
    const claude = JSON.parse(written(toClaude, path.join(back.home, ".claude/settings.json"))) as typeof settings;
    assert.deepEqual(
      claude.hooks.PreToolUse.map((group) => group.matcher),
      ["mcp__github__create_issue|Bash", "mcp__memory__.*"],
    );
  });

  test("a skill's script keeps its executable bit in every target, through the sync hub and over an existing file", async () => {
    const skill = {
      ".claude/skills/release/SKILL.md": "---\nname: release\ndescription: Cut a release\n---\nRun scripts/cut.sh.\n",
      ".claude/skills/release/scripts/cut.sh": "#!/bin/sh\necho cut\n",
      ".claude/skills/release/notes.txt": "plain\n",
    };
    const modes = async (file: string) => (await stat(file)).mode & 0o777;
    const targets = allTools()
      .filter((tool) => tool.id !== "claude-code" && !isUnsupported(tool.kinds.skills) && !isUnsupported(scopeSpec(tool.kinds.skills, "project")))
      .map((tool) => tool.id);
    assert.ok(targets.length >= 10, targets.join(", "));
    for (const to of targets) {
      // Cursor already has an older, plain copy of the script: overwriting it makes it executable.
      const world = await makeWorld({ repo: { ...skill, ...(to === "cursor" ? { ".cursor/skills/release/scripts/cut.sh": "old\n" } : {}) } });
      await chmod(path.join(world.repo, ".claude/skills/release/scripts/cut.sh"), 0o755);
      const where = { home: world.home, repo: world.repo, env: {} };
      // --copy-shared: Cursor, Copilot, OpenCode, Cline and Continue read .claude/skills themselves.
      const result = await planMigration({ from: "claude-code", to: [to], scope: "project", policy: "overwrite", copyShared: true, ...where });
      await applyPlan(result, { policy: "overwrite", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
      const script = result.files.find((file) => file.path.endsWith(path.join("release", "scripts", "cut.sh")));
      assert.ok(script, `${to}: no script planned`);
      assert.equal(await modes(script.path), 0o755, `${to}: ${script.path}`);
      assert.equal(await modes(script.path.replace(path.join("scripts", "cut.sh"), "notes.txt")), 0o644, to);
    }
    // Through the hub: pull from Claude, push to Cursor.
    const world = await makeWorld({ repo: skill });
    await chmod(path.join(world.repo, ".claude/skills/release/scripts/cut.sh"), 0o755);
    const where = { home: world.home, repo: world.repo, env: {} };
    const svcHome = path.join(world.home, ".svc");
    const hub = await openHub({ repo: world.repo, svcHome, cwd: world.repo }, new Date(0));
    await pull({ hub, tool: "claude-code", policy: "merge", where, svcHome, now: new Date(0) });
    assert.equal(await modes(path.join(hub.dir, "skills/release/scripts/cut.sh")), 0o755);
    await planPush({ hub, tool: "cursor", policy: "merge", where, svcHome, now: new Date(0), copyShared: true });
    await push({ hub, tool: "cursor", policy: "merge", where, svcHome, now: new Date(0) });
    assert.equal(await modes(path.join(world.repo, ".cursor/skills/release/scripts/cut.sh")), 0o755);
  });

  test("a Claude shell rule with a wildcard becomes a Codex rule that matches (literal words only), or is reported", async () => {
    const settings = {
      permissions: { allow: ["Bash(pnpm --filter * test:*)", "Bash(npm run *)"], deny: ["Bash(pnpm --filter * publish:*)", "Bash(* --force)"] },
    };
    const { world, plan: result } = await plan("claude-code", "codex", { ".claude/settings.json": JSON.stringify(settings) });
    const rules = written(result, path.join(world.home, ".codex/rules/svc.rules"));
    assert.doesNotMatch(rules, /"\*"/, rules);
    assert.match(rules, /prefix_rule\(pattern=\["npm", "run"\], decision="allow"\)/);
    assert.equal(item(result.items, "permissions", "allow Bash(npm run *)").fidelity, "converted");
    // Allowing every `pnpm --filter …` would allow more than Claude does: not written, said why.
    const allow = item(result.items, "permissions", "allow Bash(pnpm --filter * test:*)");
    assert.equal(allow.fidelity, "unsupported");
    assert.match(allow.note, /literal \* and never match/);
    // A deny may cover more (it fails closed): the words before the wildcard, lossy with the reason.
    assert.match(rules, /prefix_rule\(pattern=\["pnpm", "--filter"\], decision="forbidden"\)/);
    const deny = item(result.items, "permissions", "deny Bash(pnpm --filter * publish:*)");
    assert.equal(deny.fidelity, "lossy");
    assert.ok(
      deny.lost.some((lost) => /broader, failing closed/.test(lost)),
      deny.lost.join("; "),
    );
    assert.equal(item(result.items, "permissions", "deny Bash(* --force)").fidelity, "unsupported");
  });

  test("Cline: several hooks of one event each get the event's JSON, and one that blocks (exit 2) cancels; Notification is not written", async () => {
    const world = await makeWorld({});
    const seen = (n: number) => path.join(world.home, `seen-${n}.json`);
    const settings = {
      hooks: {
        PreToolUse: [
          { matcher: "Bash", hooks: [{ type: "command", command: `cat > ${seen(1)}; echo 'no "rm" here' >&2; exit 2` }] },
          { hooks: [{ type: "command", command: `cat > ${seen(2)}; echo '{"ok": true}'` }] },
        ],
        Notification: [{ hooks: [{ type: "command", command: "notify-send done" }] }],
      },
    };
    await writeTree(world.repo, { ".claude/settings.json": JSON.stringify(settings) });
    const where = { home: world.home, repo: world.repo, env: {} };
    const result = await planMigration({ from: "claude-code", to: ["cline"], scope: "project", policy: "merge", ...where });
    await applyPlan(result, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
    const notification = result.items.find((entry) => entry.kind === "hooks" && entry.name.startsWith("Notification"));
    assert.equal(notification?.fidelity, "unsupported");
    assert.equal(
      result.files.some((file) => file.path.endsWith("Notification")),
      false,
    );
    const script = path.join(world.repo, ".clinerules/hooks/PreToolUse");
    assert.equal((await stat(script)).mode & 0o777, 0o755);
    const input = JSON.stringify({ hookName: "PreToolUse", preToolUse: { toolName: "execute_command", parameters: { command: "rm -rf /" } } });
    const run = spawnSync(script, [], { input, encoding: "utf8", cwd: world.repo });
    assert.equal(run.status, 2, run.stderr);
    for (const n of [1, 2]) assert.equal((await readFile(seen(n), "utf8")).trim(), input, `hook ${n} got the input`);
    // Cline takes the last HOOK_CONTROL line as its answer.
    const control =
      run.stdout
        .split("\n")
        .filter((line) => line.startsWith("HOOK_CONTROL\t"))
        .at(-1) ?? "";
    assert.deepEqual(JSON.parse(control.slice("HOOK_CONTROL\t".length)), { cancel: true, errorMessage: 'no "rm" here ' });
    // Planned again, the script holds both hooks: nothing to add.
    const again = await planMigration({ from: "claude-code", to: ["cline"], scope: "project", policy: "merge", ...where });
    assert.equal(again.files.find((file) => file.path === script)?.action, "unchanged");
    execFileSync("sh", ["-n", script]);
  });

  test("$CLAUDE_PROJECT_DIR in a hook command becomes the target's own variable, a form that finds the project's root, or is reported", async () => {
    const repo = {
      ".claude/settings.json": JSON.stringify({
        hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh --strict' }] }] },
      }),
      ".claude/hooks/guard.sh": '#!/bin/sh\necho guarded "$1"\n',
      "src/deep/keep.txt": "",
    };
    const commandIn = (result: Awaited<ReturnType<typeof plan>>["plan"]) => {
      const text = result.files.map((file) => String(file.after ?? "")).join("\n");
      return /"command": "(.*guard\.sh --strict)"/.exec(text)?.[1]?.replace(/\\"/g, '"');
    };
    for (const to of ["codex", "copilot"] as const) {
      const { world, plan: result } = await plan("claude-code", to, {}, repo, "project");
      const command = commandIn(result);
      assert.ok(command && !command.includes("CLAUDE_PROJECT_DIR"), `${to}: ${command}`);
      const entry = result.items.find((entry) => entry.kind === "hooks");
      assert.notEqual(entry?.fidelity, "exact", to);
      assert.ok(!entry?.lost.some((lost) => lost.includes("PROJECT_DIR")), `${to}: ${entry?.lost.join("; ")}`);
      assert.match(entry?.note ?? "", /\$CLAUDE_PROJECT_DIR is written as/);
      // The command finds the script from a folder below the root, in a git checkout and outside one.
      await chmod(path.join(world.repo, ".claude/hooks/guard.sh"), 0o755);
      const below = path.join(world.repo, "src/deep");
      assert.equal(execFileSync("sh", ["-c", command], { cwd: world.repo, encoding: "utf8", env: { PATH: process.env["PATH"] ?? "" } }), "guarded --strict\n");
      execFileSync("git", ["init", "-q"], { cwd: world.repo });
      assert.equal(execFileSync("sh", ["-c", command], { cwd: below, encoding: "utf8", env: { PATH: process.env["PATH"] ?? "" } }), "guarded --strict\n", to);
    }
    const { plan: toGemini } = await plan("claude-code", "gemini-cli", {}, repo, "project");
    assert.equal(commandIn(toGemini), '"${GEMINI_PROJECT_DIR}"/.claude/hooks/guard.sh --strict');
    const { plan: toKiro } = await plan("claude-code", "kiro", {}, repo, "project");
    const kiro = toKiro.items.find((entry) => entry.kind === "hooks");
    assert.equal(kiro?.fidelity, "lossy");
    assert.ok(
      kiro?.lost.some((lost) => lost.startsWith("$CLAUDE_PROJECT_DIR (Kiro sets no such variable")),
      kiro?.lost.join("; "),
    );
    const { world: backWorld, plan: back } = await plan(
      "gemini-cli",
      "claude-code",
      {},
      { ".gemini/settings.json": JSON.stringify({ hooks: { BeforeTool: [{ hooks: [{ type: "command", command: "$GEMINI_PROJECT_DIR/guard.sh" }] }] } }) },
      "project",
    );
    const claude = JSON.parse(written(back, path.join(backWorld.repo, ".claude/settings.json"))) as {
      hooks: { PreToolUse: { hooks: { command: string }[] }[] };
    };
    assert.equal(claude.hooks.PreToolUse[0]?.hooks[0]?.command, "${CLAUDE_PROJECT_DIR}/guard.sh");
  });

  test("Gemini: @mentions in carried text are escaped so Gemini imports none of them; code and Claude's real imports are kept", async () => {
    const repo = {
      "CLAUDE.md": "# Project\n\nAsk @alice about @types/node.\n@docs/style.md\nEmail a@b.co. Run `npm i @scope/pkg`.\n\n```sh\n@echo off\n```\n",
      "docs/style.md": "Tabs, not spaces.\n",
      ".claude/rules/api.md": "---\npaths:\n  - src/api/**\n---\nPing @api-team.\n",
    };
    const { world, plan: result } = await plan("claude-code", "gemini-cli", {}, repo, "project");
    const text = written(result, path.join(world.repo, "GEMINI.md"));
    assert.match(text, /Ask \\@alice about \\@types\/node\./);
    assert.match(text, /Tabs, not spaces\./, "Claude's import of an existing file is inlined");
    assert.match(text, /Email a@b\.co\. Run `npm i @scope\/pkg`\./);
    assert.match(text, /```sh\n@echo off\n```/);
    assert.match(written(result, path.join(world.repo, "src/api/GEMINI.md")), /Ping \\@api-team\./);
    // Gemini's own import finder (an @ at the start or after whitespace, then ., / or a letter, outside code) finds nothing left.
    const outsideCode = text.replace(/(`+)[\s\S]*?\1/g, "");
    assert.doesNotMatch(outsideCode, /(^|[ \t\r\n])@[./A-Za-z]/);
    assert.match(item(result.items, "instructions", "main").note, /written as \\@/);
    // A Gemini file's own imports stay imports.
    const own = { "GEMINI.md": "See @docs/style.md\n", "docs/style.md": "Tabs.\n", ".gemini/settings.json": "{}" };
    const { world: same, plan: kept } = await plan("gemini-cli", "gemini-cli", {}, own, "project");
    const file = kept.files.find((entry) => entry.path === path.join(same.repo, "GEMINI.md"));
    assert.ok(file === undefined || file.after === null || String(file.after).includes("See @docs/style.md"));
  });
  test("Gemini permissions are policy-engine rules in ~/.gemini/policies, never the deprecated tools lists, and come back; project rules are reported", async () => {
    const permissions = {
      allow: ["Bash(npm run test:*)", "Bash(npm test)", "mcp__github__create_issue", "Read"],
      ask: ["Bash(git push:*)"],
      deny: ["Bash(pnpm --filter * publish:*)", "mcp__memory", "Read(./.env)"],
    };
    const { world, plan: toGemini } = await plan("claude-code", "gemini-cli", { ".claude/settings.json": JSON.stringify({ permissions }) });
    const policyFile = path.join(world.home, ".gemini/policies/svc.toml");
    const rules = (parseToml(written(toGemini, policyFile)).value as { rule: Record<string, unknown>[] }).rule.map((rule) => ({
      ...rule,
      priority: Number(rule["priority"]),
    }));
    assert.deepEqual(rules, [
      { toolName: "run_shell_command", commandPrefix: "npm run test", decision: "allow", priority: 100 },
      { toolName: "run_shell_command", commandRegex: 'npm test"', decision: "allow", priority: 100 },
      { mcpName: "github", toolName: "create_issue", decision: "allow", priority: 100 },
      { toolName: "read_file", decision: "allow", priority: 100 },
      { toolName: "run_shell_command", commandPrefix: "git push", decision: "ask_user", priority: 200 },
      { toolName: "run_shell_command", commandRegex: 'pnpm --filter [^"]* publish(?:[\\s"]|\\\\")', decision: "deny", priority: 300 },
      // Gemini's policy loader requires toolName in every rule (a rule without one fails the whole
      // file's schema check, and every rule in it is ignored): a whole server is toolName "*".
      { mcpName: "memory", toolName: "*", decision: "deny", priority: 300 },
    ]);
    assert.equal(
      toGemini.files.some((file) => file.path.endsWith("settings.json") && String(file.after).includes('"tools"')),
      false,
      "no tools.allowed / tools.exclude",
    );
    assert.equal(item(toGemini.items, "permissions", "ask Bash(git push:*)").fidelity, "converted");
    assert.equal(item(toGemini.items, "permissions", "deny Read(./.env)").fidelity, "unsupported");
    // Read back, each rule is the same Claude rule again.
    const { world: back, plan: toClaude } = await plan("gemini-cli", "claude-code", { ".gemini/policies/svc.toml": written(toGemini, policyFile) });
    const claude = JSON.parse(written(toClaude, path.join(back.home, ".claude/settings.json"))) as { permissions: typeof permissions };
    assert.deepEqual(claude.permissions, { allow: permissions.allow, ask: permissions.ask, deny: permissions.deny.slice(0, 2) });
    // Gemini loads no project policies: a project rule is reported, and nothing is written for it.
    const { plan: project } = await plan("claude-code", "gemini-cli", {}, { ".claude/settings.json": JSON.stringify({ permissions }) }, "project");
    const allow = item(project.items, "permissions", "allow Bash(npm run test:*)");
    assert.equal(allow.fidelity, "unsupported");
    assert.match(allow.note, /loads no project policies/);
    assert.equal(
      project.files.some((file) => file.path.includes("policies") || String(file.after ?? "").includes('"tools"')),
      false,
    );
  });
});
