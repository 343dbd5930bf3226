// Items the target keeps where an older version of it put them (issue #12): Codex skills in
// ~/.codex/skills, Windsurf rules in .windsurf/rules, Copilot agents as .chatmode.md. They are
// the target's existing items: equal, nothing is written; different, a conflict under merge;
// overwrite writes the item at the current place and removes the old copy (backed up), so one
// copy is left; restore gives the old tree back.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { DEV_LICENSE, svc } from "../support/cli.ts";
import { hashTree, listTree, svcOwn, type Tree } from "../support/tree.ts";
import { makeWorld, type World } from "../support/world.ts";

interface Answer {
  items: { kind: string; name: string; action: string; target: string | null; note: string }[];
  changes: { path: string; action: string }[];
  backup_id?: string;
}

async function world(home: Tree, repo: Tree = {}): Promise<World> {
  const made = await makeWorld({ home: { ".svc/license": DEV_LICENSE, ...home }, repo: { ".keep": "", ...repo } });
  return made;
}

async function run(w: World, args: string[]): Promise<{ code: number; answer: Answer; stderr: string }> {
  const result = await svc([...args, "--json"], { home: w.home, cwd: w.repo });
  return { code: result.code, answer: JSON.parse(result.stdout) as Answer, stderr: result.stderr };
}

const PDF = "---\nname: pdf-tools\ndescription: Work with PDF files\n---\nUse scripts/extract.py.\n";

describe("older copies the target still reads", () => {
  test("a Codex skill in ~/.codex/skills that differs: conflict under merge; overwrite leaves one copy, at ~/.agents/skills; restore gives the old one back", async () => {
    const w = await world({
      ".claude/skills/pdf-tools/SKILL.md": PDF,
      ".claude/skills/pdf-tools/scripts/extract.py": "print('extract')\n",
      ".codex/skills/pdf-tools/SKILL.md": "---\nname: pdf-tools\ndescription: My old PDF skill\n---\nOld way.\n",
    });
    const args = ["migrate", "--from", "claude-code", "--to", "codex", "--kinds", "skills"];
    const before = await hashTree(w.home, { skip: svcOwn });
    const refused = await run(w, args);
    assert.equal(refused.code, 4, refused.stderr);
    assert.equal(refused.answer.items.find((item) => item.name === "pdf-tools")?.action, "conflict");
    assert.equal(refused.answer.changes.find((change) => change.path === path.join(w.home, ".codex/skills/pdf-tools/SKILL.md"))?.action, "conflict");
    assert.deepEqual(await hashTree(w.home, { skip: svcOwn }), before, "merge wrote something");

    const applied = await run(w, [...args, "--policy", "overwrite"]);
    assert.equal(applied.code, 0, applied.stderr);
    assert.ok(existsSync(path.join(w.home, ".agents/skills/pdf-tools/SKILL.md")));
    assert.deepEqual(await listTree(path.join(w.home, ".codex/skills")), [], "the old copy is still there beside the new one");

    const again = await run(w, args);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.answer.items.find((item) => item.name === "pdf-tools")?.action, "unchanged");

    assert.equal((await svc(["restore", applied.answer.backup_id ?? ""], { home: w.home })).code, 0);
    assert.deepEqual(await hashTree(w.home, { skip: svcOwn }), before, "restore did not give the tree back");
  });

  test("an equal Codex skill in ~/.codex/skills: unchanged, no second copy written", async () => {
    const w = await world({ ".claude/skills/pdf-tools/SKILL.md": PDF, ".codex/skills/pdf-tools/SKILL.md": PDF });
    const result = await run(w, ["migrate", "--from", "claude-code", "--to", "codex", "--kinds", "skills"]);
    assert.equal(result.code, 0, result.stderr);
    const item = result.answer.items.find((entry) => entry.name === "pdf-tools");
    assert.equal(item?.action, "unchanged");
    assert.equal(item?.target, path.join(w.home, ".codex/skills/pdf-tools/SKILL.md"));
    assert.equal(existsSync(path.join(w.home, ".agents/skills/pdf-tools")), false, "a duplicate was written");
  });

  test("a Kiro IDE .kiro.hook running the same command on the same event is already there: nothing written, so Kiro runs it once", async () => {
    const hook = { name: "Notify", version: "1", when: { type: "agentStop" }, then: { type: "runCommand", command: "notify done" } };
    const w = await world(
      {},
      {
        ".claude/settings.json": JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command", command: "notify done" }] }] } }),
        ".kiro/hooks/notify.kiro.hook": JSON.stringify(hook),
      },
    );
    const args = ["migrate", "--from", "claude-code", "--to", "kiro", "--scope", "project", "--repo", w.repo, "--kinds", "hooks"];
    const done = await run(w, args);
    assert.equal(done.code, 0, done.stderr);
    assert.ok(
      done.answer.changes.every((change) => change.action === "unchanged"),
      JSON.stringify(done.answer.changes),
    );
    assert.equal(existsSync(path.join(w.repo, ".kiro/hooks/svc.json")), false, "a second hook beside the .kiro.hook: Kiro would run the command twice");
    assert.ok(existsSync(path.join(w.repo, ".kiro/hooks/notify.kiro.hook")));
  });

  test("a Windsurf rule in .windsurf/rules and a Copilot .chatmode.md agent that differ are conflicts", async () => {
    const w = await world(
      {},
      {
        ".cursor/rules/react.mdc": "---\ndescription: React conventions\nglobs: src/**/*.tsx\nalwaysApply: false\n---\nUse hooks.\n",
        ".windsurf/rules/react.md": "---\ntrigger: manual\n---\nMy old React rule.\n",
        ".cursor/agents/planner.md": "---\nname: planner\ndescription: Plans work\n---\nPlan carefully.\n",
        ".github/chatmodes/planner.chatmode.md": "---\ndescription: Plans work\n---\nMy old planner.\n",
      },
    );
    for (const [to, kind, older] of [
      ["windsurf", "instructions", ".windsurf/rules/react.md"],
      ["copilot", "agents", ".github/chatmodes/planner.chatmode.md"],
    ] as const) {
      const refused = await run(w, ["migrate", "--from", "cursor", "--to", to, "--scope", "project", "--repo", w.repo, "--kinds", kind]);
      assert.equal(refused.code, 4, `${to}: ${refused.stderr}`);
      assert.equal(
        refused.answer.changes.find((change) => change.path === path.join(w.repo, older))?.action,
        "conflict",
        `${to}: ${JSON.stringify(refused.answer.changes)}`,
      );
      const applied = await run(w, [
        "migrate",
        "--from",
        "cursor",
        "--to",
        to,
        "--scope",
        "project",
        "--repo",
        w.repo,
        "--kinds",
        kind,
        "--policy",
        "overwrite",
      ]);
      assert.equal(applied.code, 0, applied.stderr);
      assert.equal(existsSync(path.join(w.repo, older)), false, `${to}: the old copy is left beside the new one`);
    }
  });

  test("sync push into Codex: its skill in ~/.codex/skills is its copy of the hub's; a differing one is a conflict, overwrite leaves one copy", async () => {
    const w = await world({
      ".claude/skills/pdf-tools/SKILL.md": PDF,
      ".codex/skills/pdf-tools/SKILL.md": "---\nname: pdf-tools\ndescription: My old PDF skill\n---\nOld way.\n",
    });
    assert.equal((await run(w, ["sync", "pull", "--from", "claude-code"])).code, 0);
    const planned = await run(w, ["sync", "plan-push", "--to", "codex"]);
    assert.equal(planned.code, 4, planned.stderr); // push would refuse it under merge
    assert.equal(
      planned.answer.changes.find((change) => change.path === path.join(w.home, ".codex/skills/pdf-tools/SKILL.md"))?.action,
      "conflict",
      JSON.stringify(planned.answer.changes),
    );
    assert.equal((await run(w, ["sync", "push", "--to", "codex", "--policy", "merge"])).code, 4);
    assert.equal((await run(w, ["sync", "plan-push", "--to", "codex", "--policy", "overwrite"])).code, 0);
    const pushed = await run(w, ["sync", "push", "--to", "codex", "--policy", "overwrite"]);
    assert.equal(pushed.code, 0, pushed.stderr);
    assert.ok(existsSync(path.join(w.home, ".agents/skills/pdf-tools/SKILL.md")));
    assert.deepEqual(await listTree(path.join(w.home, ".codex/skills")), []);
  });

  test("an MCP server in VS Code's older settings.json mcp.servers: conflict under merge; overwrite moves it to .mcp.json, the rest of settings.json kept", async () => {
    const settings = '{\n  "editor.fontSize": 14,\n  "mcp": {\n    "servers": {\n      "fs": { "command": "old-fs" }\n    }\n  }\n}\n';
    const w = await world(
      {},
      { ".cursor/mcp.json": '{ "mcpServers": { "fs": { "command": "npx", "args": ["-y", "fs-mcp"] } } }\n', ".vscode/settings.json": settings },
    );
    const args = ["migrate", "--from", "cursor", "--to", "copilot", "--scope", "project", "--repo", w.repo, "--kinds", "mcp"];
    const refused = await run(w, args);
    assert.equal(refused.code, 4, refused.stderr);
    assert.equal(refused.answer.changes.find((change) => change.path === path.join(w.repo, ".vscode/settings.json"))?.action, "conflict");
    const applied = await run(w, [...args, "--policy", "overwrite"]);
    assert.equal(applied.code, 0, applied.stderr);
    const after = JSON.parse(await readFile(path.join(w.repo, ".vscode/settings.json"), "utf8")) as Record<string, unknown>;
    assert.equal(after["editor.fontSize"], 14);
    assert.deepEqual(after["mcp"], { servers: {} });
    assert.equal(
      (JSON.parse(await readFile(path.join(w.repo, ".mcp.json"), "utf8")) as { mcpServers: Record<string, { command: string }> }).mcpServers["fs"]?.command,
      "npx",
    );
    const again = await run(w, args);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.answer.items.find((item) => item.name === "fs")?.action, "unchanged");
  });
});

describe("older places a program of the current release no longer reads", () => {
  const plan = async (w: World, from: "claude-code" | "cursor", to: "copilot", scope: "global" | "project") => {
    const where = { home: w.home, repo: w.repo, env: {} };
    const planned = await planMigration({ from, to: [to], scope, policy: "merge", kinds: ["mcp", "commands"], ...where });
    await applyPlan(planned, { policy: "merge", svcHome: path.join(w.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
    return planned;
  };
  const server = { command: "docs-mcp", args: ["--port", "0"] };

  test("a server VS Code's profile mcp.json holds the same is still written where the Copilot CLI and the Copilot harness read (~/.copilot/mcp-config.json)", async () => {
    const w = await world({
      ".claude.json": JSON.stringify({ mcpServers: { docs: server } }),
      ".config/Code/User/mcp.json": JSON.stringify({ servers: { docs: server } }),
    });
    const planned = await plan(w, "claude-code", "copilot", "global");
    const docs = planned.items.find((item) => item.kind === "mcp" && item.name === "docs");
    assert.equal(docs?.action, "create");
    assert.equal(docs?.target, path.join(w.home, ".copilot/mcp-config.json"));
    assert.match(
      docs?.note ?? "",
      /the copy in ~\/\.config\/Code\/User\/mcp\.json is left as it is: the Copilot harness and the Copilot CLI do not read it there/,
    );
    assert.deepEqual(JSON.parse(await readFile(path.join(w.home, ".copilot/mcp-config.json"), "utf8")).mcpServers.docs, { type: "stdio", ...server });
    const again = await plan(w, "claude-code", "copilot", "global");
    assert.deepEqual(
      again.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
      [],
    );
  });

  test("a prompt file of the same command is no copy the Copilot harness runs: the skill is written", async () => {
    const command = "---\ndescription: Cut a release\n---\nTag the release.\n";
    const w = await world({}, { ".claude/commands/release.md": command, ".github/prompts/release.prompt.md": command });
    const planned = await plan(w, "claude-code", "copilot", "project");
    const release = planned.items.find((item) => item.kind === "commands" && item.name === "release");
    assert.equal(release?.action, "create");
    assert.equal(release?.target, path.join(w.repo, ".github/skills/release/SKILL.md"));
  });

  test("only .github/mcp.json there: svc writes .mcp.json, which VS Code's Copilot harness reads too, and carries .github/mcp.json's servers into it, as the Copilot CLI then stops reading that file", async () => {
    const w = await world(
      {},
      {
        ".cursor/mcp.json": JSON.stringify({ mcpServers: { docs: server } }),
        ".github/mcp.json": JSON.stringify({ mcpServers: { legacy: { command: "legacy-mcp" } } }),
      },
    );
    const planned = await plan(w, "cursor", "copilot", "project");
    assert.deepEqual(
      planned.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(w.repo, file.path)),
      [".mcp.json"],
    );
    const written = JSON.parse(await readFile(path.join(w.repo, ".mcp.json"), "utf8")).mcpServers;
    assert.deepEqual(Object.keys(written).sort(), ["docs", "legacy"]);
    const legacy = planned.items.find((item) => item.kind === "mcp" && item.name === "legacy");
    assert.match(
      legacy?.note ?? "",
      /carried from \.github\/mcp\.json into \.mcp\.json: the Copilot CLI reads \.github\/mcp\.json only while there is no \.mcp\.json/,
    );
    const again = await plan(w, "cursor", "copilot", "project");
    assert.deepEqual(
      again.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
      [],
    );
  });
});
