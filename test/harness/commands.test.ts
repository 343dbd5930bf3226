// svc preview, migrate and restore as a user runs them (in-process, temporary home).
import assert from "node:assert/strict";
import { mkdir, readFile, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { CLAUDE_SECRET, FIXTURES } from "../fixtures/harness.ts";
import { DEV_LICENSE, svc, tempDir } from "../support/cli.ts";
import { hashTree, listTree, svcOwn, writeTree } from "../support/tree.ts";
import { makeWorld, type World } from "../support/world.ts";

async function licensed(world: World): Promise<World> {
  await writeTree(world.home, { ".svc/license": DEV_LICENSE });
  return world;
}

function run(world: World, args: string[]) {
  return svc(args, { home: world.home, cwd: world.repo });
}

describe("svc preview", () => {
  test("writes nothing, prints the contract's JSON shape, never a secret", async () => {
    const world = await makeWorld(FIXTURES["claude-code"]);
    const before = await hashTree(world.home);
    const result = await run(world, ["preview", "--from", "claude-code", "--to", "codex", "--json"]);
    assert.equal(result.code, 0, result.stderr);
    const answer = JSON.parse(result.stdout);
    assert.deepEqual(Object.keys(answer), ["from", "to", "scope", "items", "changes", "errors", "summary"]);
    assert.deepEqual(Object.keys(answer.summary), ["create", "update", "unchanged", "conflict", "exact", "converted", "lossy", "unsupported", "errors"]);
    for (const item of answer.items) {
      assert.deepEqual(
        Object.keys(item).filter((key) => key !== "entry"),
        ["kind", "name", "source", "target", "fidelity", "lost", "note", "action"],
      );
      assert.ok(["instructions", "mcp", "commands", "agents", "skills", "hooks", "permissions", "ignore"].includes(item.kind));
      assert.ok(["exact", "converted", "lossy", "unsupported"].includes(item.fidelity));
    }
    for (const change of answer.changes) assert.ok(["create", "update", "delete", "unchanged", "conflict"].includes(change.action));
    assert.ok(answer.changes.some((change: { diff: string }) => change.diff.includes("@@")));
    assert.doesNotMatch(result.stdout, new RegExp(CLAUDE_SECRET.replace(/[$!]/g, "\\$&")));
    assert.deepEqual(await hashTree(world.home), before);
    const human = await run(world, ["preview", "--from", "claude-code", "--to", "codex"]);
    assert.doesNotMatch(human.stdout, new RegExp(CLAUDE_SECRET.replace(/[$!]/g, "\\$&")));
    assert.match(human.stdout, /Nothing was written/);
  });

  test("--fail-on-loss exits 4 when anything is lossy or unsupported; --kinds narrows", async () => {
    const world = await makeWorld(FIXTURES["claude-code"]);
    assert.equal((await run(world, ["preview", "--from", "claude-code", "--to", "cursor", "--fail-on-loss"])).code, 4);
    const skills = await run(world, ["preview", "--from", "claude-code", "--to", "cursor", "--kinds", "skills", "--fail-on-loss", "--json"]);
    assert.equal(skills.code, 0);
    assert.deepEqual([...new Set(JSON.parse(skills.stdout).items.map((item: { kind: string }) => item.kind))], ["skills"]);
  });

  test("the same tool twice and an unknown tool are usage errors; a tool's missing scope says why", async () => {
    const world = await makeWorld({});
    assert.equal((await run(world, ["preview", "--from", "codex", "--to", "tool_b"])).code, 2);
    const unknown = await run(world, ["preview", "--from", "codex", "--to", "vim"]);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /vim/);
    // Claude Desktop has no project files: every item says so instead of failing.
    const desktop = await run(world, ["preview", "--from", "codex", "--to", "claude-desktop", "--json"]);
    assert.equal(desktop.code, 0, desktop.stderr);
  });
});

describe("svc migrate and svc restore", () => {
  test("needs a license", async () => {
    const world = await makeWorld(FIXTURES.codex);
    assert.equal((await run(world, ["migrate", "--from", "codex", "--to", "cursor"])).code, 3);
  });

  test("writes, names its backup, and a second run changes nothing (modification times too)", async () => {
    const world = await licensed(await makeWorld(FIXTURES.codex));
    const first = await run(world, ["migrate", "--from", "codex", "--to", "cursor", "--scope", "all", "--repo", world.repo, "--json"]);
    assert.equal(first.code, 0, first.stderr);
    const answer = JSON.parse(first.stdout);
    assert.equal(answer.applied, true);
    assert.match(answer.backup_id, /^\d{8}-\d{6}-migrate-[0-9a-f]{4}$/);
    assert.ok(answer.written.length > 5);
    const times = new Map<string, number>();
    for (const file of answer.written) times.set(file, (await stat(file)).mtimeMs);
    const second = await run(world, ["migrate", "--from", "codex", "--to", "cursor", "--scope", "all", "--repo", world.repo, "--json"]);
    const again = JSON.parse(second.stdout);
    assert.equal(again.backup_id, null);
    assert.deepEqual(again.written, []);
    assert.equal(again.summary.create + again.summary.update + again.summary.conflict, 0);
    for (const [file, time] of times) assert.equal((await stat(file)).mtimeMs, time, file);
  });

  test("merge refuses a differing target (exit 4, nothing written); overwrite applies; restore gives the exact tree back", async () => {
    const world = await licensed(await makeWorld(FIXTURES["claude-code"]));
    await writeTree(world.home, {
      ".codex/prompts/commit.md": "my own commit prompt\n",
      ".codex/config.toml": '# mine\n[mcp_servers.db]\ncommand = "other"\n',
    });
    const before = await hashTree(world.home, { skip: svcOwn });
    const refused = await run(world, ["migrate", "--from", "claude-code", "--to", "codex", "--json"]);
    assert.equal(refused.code, 4);
    const answer = JSON.parse(refused.stdout);
    assert.equal(answer.applied, false);
    const conflicts = answer.changes
      .filter((change: { action: string }) => change.action === "conflict")
      .map((change: { path: string }) => path.relative(world.home, change.path));
    assert.deepEqual(conflicts.sort(), [".codex/config.toml", ".codex/prompts/commit.md"]);
    assert.deepEqual(await hashTree(world.home, { skip: svcOwn }), before, "merge wrote something");
    assert.deepEqual(await listTree(path.join(world.home, ".svc")), ["license"], "merge made a backup of nothing");

    const applied = await run(world, ["migrate", "--from", "claude-code", "--to", "codex", "--policy", "overwrite", "--json"]);
    assert.equal(applied.code, 0, applied.stderr);
    const { backup_id: backupId, summary, changes } = JSON.parse(applied.stdout);
    // The answer says what was done: the two conflicts were overwritten, none is left (issue 13).
    assert.equal(summary.conflict, 0);
    assert.equal(summary.overwritten, 2);
    const overwritten = changes
      .filter((change: { conflicts?: string[] }) => change.conflicts)
      .map((change: { path: string; action: string }) => [path.relative(world.home, change.path), change.action]);
    assert.deepEqual(overwritten.sort(), [
      [".codex/config.toml", "update"],
      [".codex/prompts/commit.md", "update"],
    ]);
    assert.equal(await readFile(path.join(world.home, ".codex/prompts/commit.md"), "utf8").then((text) => text.includes("Commit with message")), true);
    assert.notDeepEqual(await hashTree(world.home, { skip: svcOwn }), before);

    const listed = JSON.parse((await run(world, ["restore", "--json"])).stdout);
    assert.deepEqual(
      listed.backups.map((backup: { id: string }) => backup.id),
      [backupId],
    );
    assert.ok(listed.backups[0].files.includes(path.join(world.home, ".codex/config.toml")));
    // docs/promises.md#restore: {backups: [{id, created, command, files}]}, nothing more.
    assert.deepEqual(Object.keys(listed), ["backups"]);
    assert.deepEqual(Object.keys(listed.backups[0]), ["id", "created", "command", "files"]);
    const restored = await run(world, ["restore", backupId]);
    assert.equal(restored.code, 0, restored.stderr);
    assert.deepEqual(await hashTree(world.home, { skip: svcOwn }), before, "restore did not give the tree back byte for byte");
  });

  test("a target that is a link out of the home folder is refused before anything is written", async () => {
    const world = await licensed(await makeWorld({ home: { ".codex/prompts/x.md": "---\ndescription: x\n---\nx\n" } }));
    const outside = await tempDir("svc-outside-");
    await writeFile(path.join(outside, "commands-target"), "outside\n");
    await mkdir(path.join(world.home, ".cursor"), { recursive: true });
    await symlink(outside, path.join(world.home, ".cursor", "commands"));
    const before = await hashTree(world.home, { skip: svcOwn });
    const result = await run(world, ["migrate", "--from", "codex", "--to", "cursor"]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /symbolic link to .* outside .*; svc does not write through it/);
    assert.deepEqual(await hashTree(world.home, { skip: svcOwn }), before);
    assert.deepEqual(await listTree(outside), ["commands-target"]);
  });

  test("an unreadable source file is reported with a warning, the rest is migrated, and the run exits 0 since it wrote", async () => {
    const world = await licensed(
      await makeWorld({ home: { ".codex/prompts/ok.md": "---\ndescription: ok\n---\nok\n", ".codex/agents/bad.toml": "name = = 1\n" } }),
    );
    const result = await run(world, ["migrate", "--from", "codex", "--to", "claude-code", "--json"]);
    assert.equal(result.code, 0);
    const answer = JSON.parse(result.stdout);
    assert.equal(answer.applied, true);
    assert.equal(answer.errors.length, 1);
    assert.equal(answer.errors[0].line, 1);
    assert.ok(answer.written.some((file: string) => file.endsWith(".claude/commands/ok.md")));
    const again = await run(world, ["migrate", "--from", "codex", "--to", "claude-code"]);
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout + again.stderr, /Warning: 1 file could not be read or edited and was left as it is/);
  });
});

describe("svc targets", () => {
  test("the 13 tools with their kinds per scope; one tool's paths for this OS; an unknown tool is a usage error", async () => {
    const world = await makeWorld({});
    const all = await run(world, ["targets", "--json"]);
    assert.equal(all.code, 0, all.stderr);
    const targets = JSON.parse(all.stdout).targets;
    assert.deepEqual(
      targets.map((target: { id: string }) => target.id),
      ["claude-code", "codex", "cursor", "gemini-cli", "opencode", "copilot", "windsurf", "cline", "roo-code", "kiro", "zed", "continue", "claude-desktop"],
    );
    const desktop = targets.find((target: { id: string }) => target.id === "claude-desktop");
    assert.equal(desktop.kinds.mcp.project.supported, false);
    assert.match(desktop.kinds.mcp.project.note, /no project configuration/);
    const one = await run(world, ["targets", "windsurf"]);
    assert.equal(one.code, 0, one.stderr);
    assert.match(one.stdout + one.stderr, /svc writes AGENTS\.md, \.devin\//);
    assert.match(one.stdout + one.stderr, /project {2}\.devin\/mcp_config\.json, \.windsurf\/mcp_config\.json/);
    assert.equal((await run(world, ["targets", "vim"])).code, 2);
  });

  test("one tool's details list other tools' folders it reads too, and which svc only reads as a source", async () => {
    const world = await makeWorld({});
    const cursor = await run(world, ["targets", "cursor"]);
    assert.equal(cursor.code, 0, cursor.stderr);
    assert.match(cursor.stdout, /project {2}\.cursor\/skills\n {11}also reads \.agents\/skills, \.claude\/skills, \.codex\/skills\n/);
    assert.match(cursor.stdout, /also reads \.claude\/agents \(source-only\), \.codex\/agents \(source-only\)/);
    const claude = JSON.parse((await run(world, ["targets", "claude-code", "--json"])).stdout).targets[0];
    assert.deepEqual(claude.kinds.instructions.project.also_reads, [
      { path: "AGENTS.md", role: "fallback" },
      { path: ".claude/AGENTS.md", role: "fallback" },
    ]);
  });
});
