// Backups and svc restore, checked where a one-line slip would hurt a user (issue 19): each copy's
// hash, the folders a change created, file modes on apply and restore, the backup of files that
// sync deletes, and a manifest that is damaged or points outside the trees it came from.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { chmod, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { DEV_LICENSE, svc, tempDir } from "./support/cli.ts";
import { hashTree, svcOwn, writeTree } from "./support/tree.ts";
import { makeWorld } from "./support/world.ts";

const COMMANDS = {
  ".claude/commands/one.md": "---\ndescription: One\n---\nDo one.\n",
  ".claude/commands/two.md": "---\ndescription: Two\n---\nDo two.\n",
};

/** A home with two Claude Code commands, migrated to Codex with --policy overwrite. */
async function migrated(extra: Record<string, string> = {}, prepare?: (home: string) => Promise<void>) {
  const home = await tempDir();
  await writeTree(home, { ".svc/license": DEV_LICENSE, ...COMMANDS, ...extra });
  await prepare?.(home);
  const before = await hashTree(home, { skip: svcOwn });
  const applied = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--policy", "overwrite", "--json"], { home });
  assert.equal(applied.code, 0, applied.stderr);
  const id = String(JSON.parse(applied.stdout).backup_id);
  return { home, id, before, dir: path.join(home, ".svc/backups", id) };
}

const modeOf = async (file: string): Promise<number> => (await stat(file)).mode & 0o777;

describe("svc restore", () => {
  test("a copy altered in the backup (same size) is refused: exit 1, nothing restored", async () => {
    const { home, id, dir } = await migrated({ ".codex/prompts/one.md": "mine\n" });
    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
    const copy = path.join(dir, manifest.files.find((file: { action: string }) => file.action === "replaced").copy);
    await writeFile(copy, "MINE\n");
    const after = await hashTree(home, { skip: svcOwn });
    const refused = await svc(["restore", id, "--json"], { home });
    assert.equal(refused.code, 1, refused.stderr);
    assert.equal(JSON.parse(refused.stdout).error.code, "bad_backup");
    assert.match(refused.stderr, /the copy of .*one\.md is missing or altered; nothing was restored/);
    assert.deepEqual(await hashTree(home, { skip: svcOwn }), after);
  });

  test("removes the folders the change created (empty ones only), and the tree is as before", async () => {
    const { home, id, before } = await migrated();
    assert.ok(existsSync(path.join(home, ".codex/prompts")), "the migrate made ~/.codex/prompts");
    const restored = await svc(["restore", id], { home });
    assert.equal(restored.code, 0, restored.stderr);
    assert.deepEqual(await hashTree(home, { skip: svcOwn }), before);
    assert.equal(existsSync(path.join(home, ".codex")), false, "~/.codex, made by the migrate, is gone");

    // A folder the user put a file into after the change stays, with the file.
    const second = await migrated();
    await writeFile(path.join(second.home, ".codex/prompts/mine.md"), "mine\n");
    assert.equal((await svc(["restore", second.id], { home: second.home })).code, 0);
    assert.deepEqual(await readdir(path.join(second.home, ".codex/prompts")), ["mine.md"]);
  });

  test("a 0600 file stays 0600 when a change replaces it and when restore puts it back", async () => {
    const target = ".codex/prompts/one.md";
    const { home, id } = await migrated({ [target]: "mine\n" }, (home) => chmod(path.join(home, target), 0o600));
    assert.notEqual(await readFile(path.join(home, target), "utf8"), "mine\n", "the migrate replaced it");
    assert.equal((await modeOf(path.join(home, target))).toString(8), "600", "after the migrate");
    const restored = await svc(["restore", id], { home });
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(await readFile(path.join(home, target), "utf8"), "mine\n");
    assert.equal((await modeOf(path.join(home, target))).toString(8), "600", "after the restore");
  });

  test("a file sync deletes is in the push's backup, and restore brings it back", async () => {
    const w = await makeWorld({ home: COMMANDS });
    await writeTree(w.home, { ".svc/license": DEV_LICENSE });
    const sync = async (args: string[]) => {
      const result = await svc(["sync", ...args, "--json"], { home: w.home, cwd: w.repo });
      assert.equal(result.code, 0, `${args.join(" ")}: ${result.stderr}`);
      return JSON.parse(result.stdout);
    };
    await sync(["pull", "--from", "claude-code"]);
    await sync(["plan-push", "--to", "cursor"]);
    await sync(["push", "--to", "cursor", "--policy", "merge"]);
    const pushed = path.join(w.home, ".cursor/commands/one.md");
    const content = await readFile(pushed, "utf8");
    await rm(path.join(w.home, ".svc/harness-sync/current/commands/one.md"));
    await sync(["plan-push", "--to", "cursor"]);
    const push = await sync(["push", "--to", "cursor", "--policy", "merge"]);
    assert.equal(existsSync(pushed), false, "the push deleted it");
    const manifest = JSON.parse(await readFile(path.join(w.home, ".svc/backups", push.backup_id, "manifest.json"), "utf8"));
    assert.deepEqual(
      manifest.files.filter((file: { path: string }) => file.path === pushed).map((file: { action: string }) => file.action),
      ["replaced"],
    );
    const restored = await svc(["restore", push.backup_id], { home: w.home });
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(await readFile(pushed, "utf8"), content);
  });
});

describe("a damaged or doctored manifest", () => {
  async function doctored(change: (manifest: Record<string, any>) => void) {
    const { home, id, dir } = await migrated({ ".codex/prompts/one.md": "mine\n" });
    const file = path.join(dir, "manifest.json");
    const manifest = JSON.parse(await readFile(file, "utf8"));
    change(manifest);
    await writeFile(file, JSON.stringify(manifest));
    return { home, id, file };
  }

  async function refused(home: string, id: string, file: string, why: RegExp): Promise<void> {
    const after = await hashTree(home, { skip: svcOwn });
    const result = await svc(["restore", id, "--json"], { home });
    assert.equal(result.code, 1, result.stderr);
    const error = JSON.parse(result.stdout).error;
    assert.equal(error.code, "bad_backup");
    // The message shows the file as the CLI shows paths; the details keep the full path.
    assert.ok(error.message.startsWith(`~/.svc/backups/${id}/manifest.json is damaged: `), error.message);
    assert.equal(error.path, file);
    assert.match(error.message, why);
    assert.match(error.message, /nothing was restored/);
    assert.deepEqual(await hashTree(home, { skip: svcOwn }), after);
  }

  test("not JSON: a clear error naming the file, not an unexpected error", async () => {
    const { home, id, dir } = await migrated();
    const file = path.join(dir, "manifest.json");
    await writeFile(file, '{"version": 1, "files": [');
    await refused(home, id, file, /is not valid JSON/);
  });

  test("a copy outside the backup folder (../ or absolute) is refused", async () => {
    for (const copy of ["../../../../etc/passwd", "/etc/passwd", "files/../../other/files/0001"]) {
      const { home, id, file } = await doctored((manifest) => {
        manifest.files.find((entry: { action: string }) => entry.action === "replaced").copy = copy;
      });
      await refused(home, id, file, /is not a copy inside the backup/);
    }
  });

  test("a target that leaves its tree (../, another absolute path) is refused", async () => {
    const escapes: [(home: string) => string, RegExp][] = [
      [(home) => `${home}/.codex/prompts/../../../escaped.md`, /without "\.\."/],
      [() => "/tmp/elsewhere/escaped.md", /outside the trees the change wrote into/],
      [() => "relative/escaped.md", /not an absolute path/],
    ];
    for (const [target, why] of escapes) {
      const made = await doctored((manifest) => {
        manifest.files[0].path = target(manifest.roots[0]);
      });
      await refused(made.home, made.id, made.file, why);
    }
    const { home, id, file } = await doctored((manifest) => {
      manifest.roots = ["/"];
    });
    await refused(home, id, file, /roots must be a list of absolute folders/);
  });

  test("the manifest records the trees the change wrote into", async () => {
    const { home, dir } = await migrated();
    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
    assert.deepEqual(manifest.roots, [home]);
  });
});

describe("svc restore and the changes made after it", () => {
  const SKILLS = Object.fromEntries(
    Array.from({ length: 3 }, (_, index) => [`.claude/skills/s${index}/SKILL.md`, `---\nname: s${index}\ndescription: Skill ${index}\n---\nStep ${index}.\n`]),
  );
  const at = (minute: number) => new Date(`2026-11-25T12:${String(minute).padStart(2, "0")}:00Z`);

  /** Claude Code → Codex (skills into ~/.agents/skills), then → Gemini CLI, which counts those skills as already there. */
  async function twoMigrations() {
    const home = await tempDir();
    await writeTree(home, { ".svc/license": DEV_LICENSE, ".claude/CLAUDE.md": "# Mine\n", ...SKILLS });
    const run = async (to: string, minute: number) => {
      const result = await svc(["migrate", "--from", "claude-code", "--to", to, "--json"], { home, now: at(minute) });
      assert.equal(result.code, 0, result.stderr);
      return JSON.parse(result.stdout) as { backup_id: string | null; items: { kind: string; action: string; target: string }[] };
    };
    const codex = await run("codex", 1);
    const gemini = await run("gemini-cli", 2);
    // The precondition the issue describes: Gemini's plan counts Codex's skills as there.
    assert.deepEqual(
      gemini.items.filter((item) => item.kind === "skills").map((item) => item.action),
      ["unchanged", "unchanged", "unchanged"],
    );
    return { home, codex: String(codex.backup_id), gemini: gemini.backup_id };
  }

  test("a later change that counted a file as already there is named, and restore refuses (exit 4) unless --force", async () => {
    const { home, codex, gemini } = await twoMigrations();
    const before = await hashTree(home, { skip: svcOwn });
    const refused = await svc(["restore", codex, "--json"], { home, now: at(3) });
    assert.equal(refused.code, 4, refused.stderr);
    const error = JSON.parse(refused.stdout).error;
    assert.equal(error.code, "later_changes_rely");
    assert.equal(error.later_changes.length, 1);
    assert.equal(error.later_changes[0].id, gemini);
    assert.match(error.later_changes[0].command, /--to gemini-cli/);
    assert.deepEqual(error.later_changes[0].files.map((file: { path: string }) => path.relative(home, file.path)).sort(), [
      ".agents/skills/s0/SKILL.md",
      ".agents/skills/s1/SKILL.md",
      ".agents/skills/s2/SKILL.md",
    ]);
    assert.match(refused.stderr, /\.agents\/skills\/s0\/SKILL\.md: .* \(migrate --from claude-code --to gemini-cli .*\) counted it as already there/);
    assert.doesNotMatch(refused.stderr, /changed since/);
    assert.deepEqual(await hashTree(home, { skip: svcOwn }), before, "nothing restored");
    // Restoring the later change first, then the earlier one, needs no --force.
    assert.equal((await svc(["restore", String(gemini)], { home, now: at(4) })).code, 0);
    const restored = await svc(["restore", codex], { home, now: at(5) });
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(existsSync(path.join(home, ".agents/skills/s0/SKILL.md")), false);
  });

  test("--force restores anyway; what is there is backed up first", async () => {
    const { home, codex } = await twoMigrations();
    const forced = await svc(["restore", codex, "--force", "--json"], { home, now: at(3) });
    assert.equal(forced.code, 0, forced.stderr);
    assert.equal(existsSync(path.join(home, ".agents/skills/s0/SKILL.md")), false);
    assert.ok(JSON.parse(forced.stdout).undo_backup_id);
  });

  test("a change that wrote nothing but relies on an earlier one's files is recorded and named too", async () => {
    const home = await tempDir();
    await writeTree(home, { ".svc/license": DEV_LICENSE, ...SKILLS });
    const codex = JSON.parse((await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, now: at(1) })).stdout);
    const gemini = await svc(["migrate", "--from", "claude-code", "--to", "gemini-cli", "--json"], { home, now: at(2) });
    assert.equal(JSON.parse(gemini.stdout).backup_id, null, "Gemini had nothing to write");
    const refused = await svc(["restore", codex.backup_id, "--json"], { home, now: at(3) });
    assert.equal(refused.code, 4, refused.stderr);
    assert.match(JSON.parse(refused.stdout).error.later_changes[0].command, /--to gemini-cli/);
    // The record has nothing to restore and is not listed; a run that relies on nothing svc wrote leaves none.
    const listed = JSON.parse((await svc(["restore", "--json"], { home })).stdout).backups.map((backup: { id: string }) => backup.id);
    assert.deepEqual(listed, [codex.backup_id]);
    // The same command again relies only on its own earlier output: no record, and the first stays restorable once Gemini's is gone.
    const again = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, now: at(4) });
    assert.equal(JSON.parse(again.stdout).backup_id, null);
    assert.equal((await readdir(path.join(home, ".svc/backups"))).length, 2);
  });

  test("a file a later change wrote over is named as written by it, not as changed since", async () => {
    const home = await tempDir();
    await writeTree(home, { ".svc/license": DEV_LICENSE, ".claude/commands/one.md": "---\ndescription: One\n---\nDo one.\n" });
    const first = JSON.parse((await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, now: at(1) })).stdout);
    await writeFile(path.join(home, ".claude/commands/one.md"), "---\ndescription: One\n---\nDo one better.\n");
    const second = JSON.parse(
      (await svc(["migrate", "--from", "claude-code", "--to", "codex", "--policy", "overwrite", "--json"], { home, now: at(2) })).stdout,
    );
    const refused = await svc(["restore", first.backup_id, "--json"], { home, now: at(3) });
    assert.equal(refused.code, 4);
    const error = JSON.parse(refused.stdout).error;
    assert.equal(error.later_changes[0].id, second.backup_id);
    assert.equal(error.later_changes[0].files[0].how, "wrote it");
  });

  test("a restored backup is marked; restoring it again says so (exit 1), and undoing the restore clears the mark", async () => {
    const { home, id } = await migrated();
    const first = await svc(["restore", id, "--json"], { home });
    assert.equal(first.code, 0, first.stderr);
    const undo = JSON.parse(first.stdout).undo_backup_id;
    const again = await svc(["restore", id], { home });
    assert.equal(again.code, 1);
    assert.match(again.stderr, new RegExp(`backup ${id} was already restored`));
    assert.match(again.stderr, new RegExp(`svc restore ${undo}`));
    assert.doesNotMatch(again.stderr, /changed since/);
    assert.match((await svc(["restore"], { home })).stdout, new RegExp(`${id} .*\\(\\d+ replaced, \\d+ created, restored\\)`));
    // Undoing the restore puts the change back: the backup can be restored again.
    assert.equal((await svc(["restore", undo], { home })).code, 0);
    assert.equal((await svc(["restore", id], { home })).code, 0);
  });

  test("runs that write nothing keep one record per command; restoring the record releases it, and the hint says so", async () => {
    const home = await tempDir();
    await writeTree(home, { ".svc/license": DEV_LICENSE, ...SKILLS });
    const codex = JSON.parse((await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, now: at(1) })).stdout);
    for (const minute of [2, 3, 4, 5]) {
      const gemini = await svc(["migrate", "--from", "claude-code", "--to", "gemini-cli", "--json"], { home, now: at(minute) });
      assert.equal(JSON.parse(gemini.stdout).backup_id, null);
    }
    const folders = await readdir(path.join(home, ".svc/backups"));
    assert.equal(folders.length, 2, `the codex backup and one record: ${folders.join(", ")}`);
    const record = folders.find((folder) => folder !== codex.backup_id) ?? "";
    const refused = await svc(["restore", codex.backup_id], { home, now: at(6) });
    assert.equal(refused.code, 4, refused.stderr);
    assert.match(refused.stderr, /a later change relies/);
    assert.equal(refused.stderr.match(/counted it as already there/g)?.length, 3, refused.stderr);
    assert.match(refused.stderr, new RegExp(`svc restore ${record}`));
    assert.match(refused.stderr, /wrote nothing/);
    // Restoring the record has nothing to put back: it is marked restored, and the earlier restore may go ahead.
    const released = await svc(["restore", record], { home, now: at(7) });
    assert.equal(released.code, 0, released.stderr);
    assert.match(released.stderr + released.stdout, /wrote no file/);
    const restored = await svc(["restore", codex.backup_id], { home, now: at(8) });
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(existsSync(path.join(home, ".agents/skills/s0/SKILL.md")), false);
  });

  test("the same command run again that wrote files still relies on the first run's files", async () => {
    const home = await tempDir();
    await writeTree(home, { ".svc/license": DEV_LICENSE, ...SKILLS });
    const first = JSON.parse((await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, now: at(1) })).stdout);
    await writeTree(home, { ".claude/skills/s9/SKILL.md": "---\nname: s9\ndescription: Skill 9\n---\nStep 9.\n" });
    const second = JSON.parse((await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, now: at(2) })).stdout);
    assert.ok(second.backup_id, "the second run wrote s9");
    const refused = await svc(["restore", first.backup_id, "--json"], { home, now: at(3) });
    assert.equal(refused.code, 4, refused.stderr);
    const error = JSON.parse(refused.stdout).error;
    assert.equal(error.code, "later_changes_rely");
    assert.equal(error.later_changes[0].id, second.backup_id);
    assert.ok(existsSync(path.join(home, ".agents/skills/s0/SKILL.md")), "nothing restored");
  });

  test("one command with --repo is one command in every shell: a rerun that writes nothing leaves no record", async () => {
    const home = await tempDir();
    const repo = path.join(home, "it's $x");
    await writeTree(home, { ".svc/license": DEV_LICENSE });
    await writeTree(repo, { ".claude/skills/s0/SKILL.md": "---\nname: s0\ndescription: Skill 0\n---\nStep 0.\n" });
    const cmd = { USERPROFILE: home, PSModulePath: "C:\\Program Files\\WindowsPowerShell\\Modules" };
    const powershell = { USERPROFILE: home, PSModulePath: `${home}\\Documents\\PowerShell\\Modules` };
    const run = async (env: Record<string, string>, minute: number) => {
      const result = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--repo", repo, "--json"], {
        home,
        env,
        platform: "win32",
        now: at(minute),
      });
      assert.equal(result.code, 0, result.stderr);
      return JSON.parse(result.stdout) as { backup_id: string | null };
    };
    const first = await run(cmd, 1);
    assert.ok(first.backup_id);
    assert.equal((await run(powershell, 2)).backup_id, null);
    assert.deepEqual(await readdir(path.join(home, ".svc/backups")), [first.backup_id]);
  });

  test("restoring a restore's undo checks for files changed since, like any backup", async () => {
    const home = await tempDir();
    await writeTree(home, { ".svc/license": DEV_LICENSE, ...COMMANDS });
    const migrate = JSON.parse((await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, now: at(1) })).stdout);
    const created = path.join(home, ".codex/prompts/one.md");
    assert.ok(existsSync(created));
    const restore = JSON.parse((await svc(["restore", migrate.backup_id, "--json"], { home, now: at(2) })).stdout);
    assert.equal(existsSync(created), false, "the restore removed it");
    await writeTree(home, { ".codex/prompts/one.md": "my own prompt\n" });
    const refused = await svc(["restore", restore.undo_backup_id, "--json"], { home, now: at(3) });
    assert.equal(refused.code, 4, refused.stderr);
    assert.equal(JSON.parse(refused.stdout).error.code, "changed_since_backup");
    assert.equal(await readFile(created, "utf8"), "my own prompt\n");
  });

  test("a manifest written before relied_on and restored existed is read as before", async () => {
    const { home, id, dir } = await migrated();
    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
    delete manifest.relied_on;
    await writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    assert.equal((await svc(["restore", id], { home })).code, 0);
  });
});
