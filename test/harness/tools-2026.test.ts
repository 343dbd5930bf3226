// Where each tool reads in its current release, and that svc writes there while the older places
// stay sources: Copilot's prompt files become skills; Codex's inline [hooks] tables; Devin Local's
// hooks.v1.json in Claude Code's shape; Kiro's permissions.yaml; Cline's .cline/ folders; Claude
// Code's workflows reported as its own.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parse as parseYaml } from "yaml";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import type { Hook, Permission } from "../../src/harness/model.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import { json, type Tree } from "../support/tree.ts";
import { makeWorld, type World } from "../support/world.ts";

async function migrate(world: World, from: ToolId, to: ToolId, scope: "global" | "project", policy: "merge" | "overwrite" = "merge") {
  const where = { home: world.home, repo: world.repo, env: {} };
  const plan = await planMigration({ from, to: [to], scope, policy, ...where });
  await applyPlan(plan, { policy, svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
  return plan;
}

const read = (world: World, tool: ToolId, scope: "global" | "project") => readHarness(tool, scope, { home: world.home, repo: world.repo, env: {} });

describe("where the tools read in 2026", () => {
  test("Copilot: a command becomes a skill (the Copilot harness and CLI run no prompt files); an older prompt file is read as a source", async () => {
    const world = await makeWorld({
      home: {},
      repo: {
        ".claude/commands/release.md": "---\ndescription: Cut a release\nargument-hint: <version>\n---\nTag $ARGUMENTS.\n",
        ".github/prompts/old.prompt.md": "---\ndescription: Old prompt\n---\nDo the old thing.\n",
      },
    });
    const plan = await migrate(world, "claude-code", "copilot", "project");
    const release = plan.items.find((item) => item.name === "release");
    assert.equal(release?.target, path.join(world.repo, ".github/skills/release/SKILL.md"));
    assert.match(await readFile(path.join(world.repo, ".github/skills/release/SKILL.md"), "utf8"), /^---\nname: release\ndescription: Cut a release\n/);
    const copilot = await read(world, "copilot", "project");
    assert.ok(
      copilot.items.some((item) => item.kind === "commands" && item.name === "old"),
      "the older prompt file is not read",
    );
    const back = await migrate(world, "copilot", "cursor", "project");
    assert.equal(back.items.find((item) => item.kind === "commands" && item.name === "old")?.target, path.join(world.repo, ".cursor/commands/old.md"));
  });

  test("Codex: hooks in [hooks] tables of config.toml are read beside hooks.json ([hooks.state] is not a hook)", async () => {
    const config =
      '[hooks]\n[[hooks.PreToolUse]]\nmatcher = "^Bash$"\n[[hooks.PreToolUse.hooks]]\ntype = "command"\ncommand = "guard.sh"\ntimeout = 5\n\n[hooks.state."x:pre_tool_use:0:0"]\ntrusted_hash = "abc"\n';
    const world = await makeWorld({
      home: { ".codex/config.toml": config, ".codex/hooks.json": json({ hooks: { Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }] } }) },
      repo: {},
    });
    const codex = await read(world, "codex", "global");
    assert.deepEqual(codex.problems, []);
    const hooks = codex.items
      .filter((item): item is Hook => item.kind === "hooks")
      .map((hook) => [hook.event, hook.matcher ?? "", hook.handler.command, path.basename(hook.origin.path)]);
    assert.deepEqual(hooks, [
      ["Stop", "", "notify-send done", "hooks.json"],
      ["PreToolUse", "^Bash$", "guard.sh", "config.toml"],
    ]);
    const plan = await migrate(world, "codex", "claude-code", "global");
    const settings = JSON.parse(await readFile(path.join(world.home, ".claude/settings.json"), "utf8"));
    assert.equal(settings.hooks.PreToolUse[0].hooks[0].command, "guard.sh");
    assert.ok(plan.items.filter((item) => item.kind === "hooks").every((item) => item.fidelity !== "unsupported"));
  });

  test("Codex: a hook it already runs from config.toml is already there; new hooks go into config.toml's [hooks], where that layer keeps them, in place", async () => {
    const config = '# my settings\nmodel = "o3"\n\n[[hooks.Stop]]\n[[hooks.Stop.hooks]]\ntype = "command"\ncommand = "notify-send done"\n';
    const claude = {
      hooks: {
        Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }],
        PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "guard.sh" }] }],
      },
    };
    const world = await makeWorld({ home: { ".codex/config.toml": config, ".claude/settings.json": json(claude) }, repo: {} });
    const plan = await migrate(world, "claude-code", "codex", "global");
    const stop = plan.items.find((item) => item.kind === "hooks" && item.name.startsWith("Stop"));
    assert.equal(stop?.action, "unchanged");
    assert.equal(stop?.note, "already read by Codex CLI from ~/.codex/config.toml (hooks.Stop)");
    // No hooks.json beside config.toml's hooks (Codex warns when both hold hooks): the new one joins them there, the rest of the file as it was.
    await assert.rejects(readFile(path.join(world.home, ".codex/hooks.json"), "utf8"), { code: "ENOENT" });
    const written = await readFile(path.join(world.home, ".codex/config.toml"), "utf8");
    assert.ok(written.startsWith(config), written);
    const codex = (await read(world, "codex", "global")).items.filter((item): item is Hook => item.kind === "hooks");
    assert.deepEqual(
      codex.map((hook) => [hook.event, hook.matcher ?? "", hook.handler.command, path.basename(hook.origin.path)]),
      [
        ["Stop", "", "notify-send done", "config.toml"],
        ["PreToolUse", "Bash", "guard.sh", "config.toml"],
      ],
    );
    const again = await migrate(world, "claude-code", "codex", "global");
    assert.deepEqual(
      again.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
      [],
    );
  });

  test("OpenCode: skills.paths are scanned last and a later copy replaces an earlier one, so they win; relative paths are the working folder's", async () => {
    const skill = (body: string) => `---\nname: review\ndescription: Review\n---\n${body}\n`;
    const world = await makeWorld({
      home: { ".config/opencode/skills/review/SKILL.md": skill("Own."), ".config/opencode/opencode.json": json({ skills: { paths: ["relative/skills"] } }) },
      repo: {
        ".opencode/skills/review/SKILL.md": skill("Own."),
        ".claude/skills/review/SKILL.md": skill("Claude's."),
        "first/review/SKILL.md": skill("First listed."),
        "second/review/SKILL.md": skill("Second listed."),
        "opencode.json": json({ skills: { paths: ["first", "second"] } }),
      },
    });
    const project = (await read(world, "opencode", "project")).items.filter((item) => item.kind === "skills");
    const used = project.filter((item) => !item.shadowedBy).map((item) => path.relative(world.repo, item.origin.path));
    assert.deepEqual(used, ["second/review/SKILL.md"]);
    // At global scope a relative entry names a folder of whichever project OpenCode runs in: reported, not guessed.
    const global = await read(world, "opencode", "global");
    assert.deepEqual(
      global.items.filter((item) => item.kind === "skills").map((item) => path.relative(world.home, item.origin.path)),
      [".config/opencode/skills/review/SKILL.md"],
    );
    assert.match(
      global.problems.map((problem) => problem.message).join("\n"),
      /skills\.paths: "relative\/skills" is relative to the folder OpenCode runs in: svc reads it with --repo/,
    );
  });

  test("Devin Local: hooks go to .devin/hooks.v1.json in Claude Code's shape (exec for the shell); Cascade's hooks.json is still read", async () => {
    const world = await makeWorld({
      home: {},
      repo: {
        ".cursor/hooks.json": json({ version: 1, hooks: { beforeShellExecution: [{ command: "guard.sh" }], stop: [{ command: "notify-send done" }] } }),
        ".windsurf/hooks.json": json({ hooks: { pre_user_prompt: [{ command: "log-prompt" }] } }),
      },
    });
    await migrate(world, "cursor", "windsurf", "project");
    const written = JSON.parse(await readFile(path.join(world.repo, ".devin/hooks.v1.json"), "utf8"));
    assert.deepEqual(written.PreToolUse, [{ matcher: "exec", hooks: [{ type: "command", command: "guard.sh" }] }]);
    assert.deepEqual(written.Stop, [{ hooks: [{ type: "command", command: "notify-send done" }] }]);
    const devin = await read(world, "windsurf", "project");
    const events = devin.items
      .filter((item): item is Hook => item.kind === "hooks")
      .map((hook) => `${hook.event} ${hook.handler.command} ${path.relative(world.repo, hook.origin.path)}`);
    assert.deepEqual(events.sort(), [
      "PreToolUse guard.sh .devin/hooks.v1.json",
      "Stop notify-send done .devin/hooks.v1.json",
      "UserPromptSubmit log-prompt .windsurf/hooks.json",
    ]);
  });

  test("Devin Local: every Claude Code tool Devin has a name for is renamed (Edit|Write|MultiEdit → edit|write); a tool it names no way is lossy, not converted", async () => {
    const claude = {
      hooks: {
        PostToolUse: [{ matcher: "Edit|Write|MultiEdit", hooks: [{ type: "command", command: "prettier --write" }] }],
        PreToolUse: [
          { matcher: "Bash", hooks: [{ type: "command", command: "guard.sh" }] },
          { matcher: "Read", hooks: [{ type: "command", command: "log-read" }] },
        ],
      },
    };
    const world = await makeWorld({ home: { ".claude/settings.json": json(claude) }, repo: {} });
    const plan = await migrate(world, "claude-code", "windsurf", "global");
    const written = JSON.parse(await readFile(path.join(world.home, ".config/devin/config.json"), "utf8")).hooks;
    assert.deepEqual(
      written.PostToolUse.map((group: { matcher: string }) => group.matcher),
      ["edit|write"],
    );
    assert.deepEqual(
      written.PreToolUse.map((group: { matcher: string }) => group.matcher),
      ["exec", "Read"],
    );
    const fidelity = Object.fromEntries(plan.items.filter((item) => item.kind === "hooks").map((item) => [item.name, [item.fidelity, item.lost]]));
    assert.deepEqual(fidelity["PostToolUse(Edit|Write|MultiEdit): prettier --write"], ["converted", []]);
    assert.deepEqual(fidelity["PreToolUse(Bash): guard.sh"], ["converted", []]);
    assert.deepEqual(fidelity["PreToolUse(Read): log-read"], [
      "lossy",
      ["matcher Read (Windsurf has no tool of that name that svc knows, so the hook may never run)"],
    ]);
    // Read back, Devin's names are Claude Code's again.
    const devin = (await read(world, "windsurf", "global")).items.filter((item): item is Hook => item.kind === "hooks");
    assert.deepEqual(
      devin.map((hook) => hook.matcher),
      ["Edit|Write", "Bash", "Read"],
    );
  });

  test("Kiro: permission rules go to ~/.kiro/settings/permissions.yaml (capability, effect, match) and read back the same", async () => {
    const world = await makeWorld({
      home: {
        ".claude/settings.json": json({
          permissions: { allow: ["Bash(npm test:*)", "Read(./src/**)"], ask: ["Bash(git push:*)"], deny: ["Read(./.env)", "mcp__github__delete_repo"] },
        }),
      },
      repo: {},
    });
    const plan = await migrate(world, "claude-code", "kiro", "global");
    const rules = parseYaml(await readFile(path.join(world.home, ".kiro/settings/permissions.yaml"), "utf8")).rules;
    assert.deepEqual(rules, [
      { capability: "shell", effect: "allow", match: ["npm test *"] },
      { capability: "fs_read", effect: "allow", match: ["src/**"] },
      { capability: "shell", effect: "ask", match: ["git push *"] },
      { capability: "fs_read", effect: "deny", match: [".env"] },
      { capability: "mcp", effect: "deny", match: ["github/delete_repo"] },
    ]);
    assert.ok(plan.items.filter((item) => item.kind === "permissions").every((item) => item.fidelity === "converted"));
    // Kiro documents default deny for a capability a rule names (its Enterprise Management pages): the plan says what that would change.
    assert.match(
      plan.items.find((item) => item.name.includes("npm test"))?.note ?? "",
      /any rule for shell may turn Kiro's default deny on for shell \(its Enterprise Management pages say so of their rules; its user-rule pages do not\): a shell use no allow or ask rule covers would then be refused, where Claude Code asked/,
    );
    const kiro = (await read(world, "kiro", "global")).items.filter((item): item is Permission => item.kind === "permissions");
    assert.deepEqual(
      kiro.map((rule) => [rule.decision, rule.tool, rule.pattern, rule.prefix]),
      [
        ["allow", "shell", "npm test", true],
        ["allow", "read", "src/**", undefined],
        ["ask", "shell", "git push", true],
        ["deny", "read", ".env", undefined],
        ["deny", "mcp", "github:delete_repo", undefined],
      ],
    );
    const project = await planMigration({ from: "claude-code", to: ["kiro"], scope: "project", policy: "merge", home: world.home, repo: world.repo, env: {} });
    assert.equal(project.items.filter((item) => item.kind === "permissions").length, 0);
    // And back: src/** is the rule ./src/** already is (both relative to the working folder), not a second one.
    const back = await migrate(world, "kiro", "claude-code", "global");
    assert.deepEqual(
      back.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
      [],
    );
    assert.deepEqual(JSON.parse(await readFile(path.join(world.home, ".claude/settings.json"), "utf8")).permissions.allow, [
      "Bash(npm test:*)",
      "Read(./src/**)",
    ]);
  });

  test("Cline: .cline/rules, .cline/workflows and .cline/hooks are read; svc writes .clinerules, which the extension and the CLI both read", async () => {
    const tree: Tree = {
      ".cline/rules/style.md": "Two spaces.\n",
      ".cline/workflows/ship.md": "Ship it.\n",
      ".cline/hooks/TaskStart": "#!/bin/sh\necho hi\n",
      ".claude/rules/api.md": "Thin handlers.\n",
    };
    const world = await makeWorld({ home: {}, repo: tree });
    const cline = await read(world, "cline", "project");
    assert.deepEqual(cline.items.map((item) => `${item.kind} ${item.name}`).sort(), [
      "commands ship",
      "hooks SessionStart: ./.cline/hooks/TaskStart",
      "instructions style",
    ]);
    await migrate(world, "claude-code", "cline", "project");
    assert.equal(await readFile(path.join(world.repo, ".clinerules/api.md"), "utf8"), "Thin handlers.\n");
  });

  test("Claude Code's workflows (.claude/workflows/*.js) are reported as Claude's own, never dropped in silence", async () => {
    const world = await makeWorld({ home: {}, repo: { ".claude/workflows/ship.js": "const meta = { name: 'ship' };\nawait agent('build');\n" } });
    const plan = await migrate(world, "claude-code", "codex", "project");
    const workflow = plan.items.find((item) => item.name === "workflows/ship");
    assert.equal(workflow?.fidelity, "unsupported");
    assert.match(workflow?.note ?? "", /a Claude Code workflow/);
  });
});
