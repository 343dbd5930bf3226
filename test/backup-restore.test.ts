// svc restore (src/harness/plan/backup.ts restoreBackup, src/commands/restore.ts) in-process, on
// real files in a temporary home: files put back byte for byte with their modes, created files and
// folders removed, changed files refused unless forced, the undo backup, and what the command
// prints.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { printAnswer } from "../src/commands/answer.ts";
import { restore } from "../src/commands/restore.ts";
import type { Deps } from "../src/core/deps.ts";
import { Output } from "../src/core/output.ts";
import { createBackup, restoreBackup } from "../src/harness/plan/backup.ts";
import { failure, LATER, modeOf, world } from "./support/backups.ts";

describe("restore", () => {
  /** A change in a temporary home, backed up and completed as apply does, ready to restore. */
  async function changed() {
    const w = await world();
    const f = await w.files({ "secret.md": ["secret\n", 0o600], "plain.md": ["plain\n", 0o644], "kept/mine.md": ["mine\n", 0o644] });
    const created = path.join(w.home, "new/deep/c.md");
    const backup = await w.backup([
      { path: f["secret.md"] ?? "", existed: true, mode: 0o600 },
      { path: f["plain.md"] ?? "", existed: true },
      { path: created, existed: false },
    ]);
    backup.recordCreatedDirs([path.join(w.home, "new/deep"), path.join(w.home, "new")]);
    await writeFile(f["secret.md"] ?? "", "changed secret\n");
    await chmod(f["secret.md"] ?? "", 0o644);
    await writeFile(f["plain.md"] ?? "", "changed plain\n");
    await mkdir(path.dirname(created), { recursive: true });
    await writeFile(created, "created\n");
    const encode = (text: string) => new TextEncoder().encode(text);
    await backup.complete(
      new Map([
        [f["secret.md"] ?? "", encode("changed secret\n")],
        [f["plain.md"] ?? "", encode("changed plain\n")],
        [created, encode("created\n")],
      ]),
    );
    const restoreIt = (force?: boolean) => restoreBackup({ svcHome: w.svcHome, id: backup.id, now: LATER, ...(force === undefined ? {} : { force }) });
    return { ...w, id: backup.id, secret: f["secret.md"] ?? "", plain: f["plain.md"] ?? "", created, restoreIt };
  }

  test("puts replaced files back byte for byte with their mode, removes created files and folders, and backs up what it undoes", async () => {
    const c = await changed();
    const result = await c.restoreIt();
    assert.equal(await readFile(c.secret, "utf8"), "secret\n");
    assert.equal(await modeOf(c.secret), "600");
    assert.equal(await readFile(c.plain, "utf8"), "plain\n");
    assert.equal(await modeOf(c.plain), "644");
    assert.equal(existsSync(path.join(c.home, "new")), false);
    assert.ok(result.undo_backup_id);
    assert.deepEqual(result, { id: c.id, restored: [c.secret, c.plain], removed: [c.created], undo_backup_id: result.undo_backup_id });
    assert.match(result.undo_backup_id, new RegExp(`^20261126-083000-restore-[0-9a-f]{4}$`));
    const undo = await c.manifest(result.undo_backup_id);
    assert.equal(undo.command, `restore ${c.id}`);
    assert.equal(undo.state, "complete");
    assert.deepEqual(undo.roots, [c.home]);
    assert.deepEqual(
      undo.files.map((file) => [file.path, file.action, file.mode]),
      [
        [c.secret, "replaced", 0o644],
        [c.plain, "replaced", 0o644],
        [c.created, "replaced", 0o644],
      ],
    );
    // The restore is undone in turn.
    await restoreBackup({ svcHome: c.svcHome, id: result.undo_backup_id, now: LATER });
    assert.equal(await readFile(c.secret, "utf8"), "changed secret\n");
    assert.equal(await readFile(c.created, "utf8"), "created\n");
  });

  test("a copy missing or altered (same size) in the backup: nothing restored", async () => {
    for (const damage of [(copy: string) => writeFile(copy, "SECRET\n"), (copy: string) => rm(copy)]) {
      const c = await changed();
      await damage(path.join(c.backupDir(c.id), "files/0001"));
      const error = await failure(c.restoreIt(true));
      assert.equal(error.code, "bad_backup");
      assert.equal(error.exit, 1);
      assert.equal(error.message, `backup ${c.id} is damaged: the copy of ${c.secret} is missing or altered; nothing was restored`);
      assert.equal(await readFile(c.secret, "utf8"), "changed secret\n");
      assert.equal(await readFile(c.created, "utf8"), "created\n");
      assert.deepEqual(await readdir(path.join(c.svcHome, "backups")), [c.id], "no undo backup either");
    }
  });

  test("a copy with no recorded hash is restored as it is; a created file's stray copy is never read", async () => {
    const c = await changed();
    const file = path.join(c.backupDir(c.id), "manifest.json");
    const manifest = await c.manifest(c.id);
    delete manifest.files[0]?.sha256;
    if (manifest.files[2]) manifest.files[2].copy = "files/0099";
    await writeFile(file, JSON.stringify(manifest));
    await writeFile(path.join(c.backupDir(c.id), "files/0001"), "SECRET\n");
    const result = await c.restoreIt();
    assert.equal(await readFile(c.secret, "utf8"), "SECRET\n");
    assert.deepEqual(result.removed, [c.created]);
  });

  test("files changed since the change (edited, removed, recreated) are a conflict unless forced", async () => {
    const c = await changed();
    await writeFile(c.plain, "edited since\n");
    const one = await failure(c.restoreIt());
    assert.equal(one.code, "changed_since_backup");
    assert.equal(one.exit, 4);
    assert.equal(one.message, `1 file was changed since backup ${c.id} was made; nothing was restored`);
    assert.equal(one.hint, `${c.plain}: changed since\n\`svc restore ${c.id} --force\` restores anyway (what is there now is backed up first).`);
    assert.deepEqual(one.details, { changed: [c.plain] });
    await rm(c.created);
    const two = await failure(c.restoreIt(false));
    assert.equal(two.message, `2 files were changed since backup ${c.id} was made; nothing was restored`);
    assert.deepEqual(two.details, { changed: [c.plain, c.created] });
    assert.equal(await readFile(c.secret, "utf8"), "changed secret\n");
    assert.deepEqual(await readdir(path.join(c.svcHome, "backups")), [c.id]);

    const forced = await c.restoreIt(true);
    assert.equal(await readFile(c.plain, "utf8"), "plain\n");
    assert.deepEqual(forced.removed, [], "a created file no longer there is not removed again");
    assert.equal((await c.manifest(forced.undo_backup_id ?? "")).files.find((file) => file.path === c.plain)?.copy, "files/0002");
    assert.equal(await readFile(path.join(c.backupDir(forced.undo_backup_id ?? ""), "files/0002"), "utf8"), "edited since\n");
  });

  test("a file removed by the change and recreated since is a conflict", async () => {
    const w = await world();
    const f = await w.files({ "gone.md": ["gone\n", 0o644] });
    const backup = await w.backup([{ path: f["gone.md"] ?? "", existed: true }]);
    await rm(f["gone.md"] ?? "");
    await backup.complete(new Map([[f["gone.md"] ?? "", null]]));
    await writeFile(f["gone.md"] ?? "", "recreated\n");
    const error = await failure(restoreBackup({ svcHome: w.svcHome, id: backup.id, now: LATER }));
    assert.equal(error.code, "changed_since_backup");
    await rm(f["gone.md"] ?? "");
    await restoreBackup({ svcHome: w.svcHome, id: backup.id, now: LATER });
    assert.equal(await readFile(f["gone.md"] ?? "", "utf8"), "gone\n");
  });

  test("a backup made before svc recorded what it wrote: restored without the check, folders made again", async () => {
    const w = await world();
    const f = await w.files({ "deep/a.md": ["A\n", 0o644] });
    const created = path.join(w.home, "c.md");
    const backup = await w.backup([
      { path: f["deep/a.md"] ?? "", existed: true },
      { path: created, existed: false },
    ]);
    await backup.complete();
    await rm(path.join(w.home, "deep"), { recursive: true });
    const result = await restoreBackup({ svcHome: w.svcHome, id: backup.id, now: LATER });
    assert.equal(await readFile(f["deep/a.md"] ?? "", "utf8"), "A\n");
    assert.deepEqual(result, { id: backup.id, restored: [f["deep/a.md"]], removed: [], undo_backup_id: null });
    assert.deepEqual(await readdir(path.join(w.svcHome, "backups")), [backup.id], "nothing was there to back up");
  });

  test("a change that was rolled back has nothing to restore", async () => {
    const w = await world();
    const backup = await w.backup([{ path: path.join(w.home, "c.md"), existed: false }]);
    await backup.rollBack([]);
    const error = await failure(restoreBackup({ svcHome: w.svcHome, id: backup.id, now: LATER }));
    assert.equal(error.code, "nothing_to_restore");
    assert.equal(error.exit, 1);
    assert.equal(error.message, `backup ${backup.id} was rolled back when its command stopped: it changed nothing, so there is nothing to restore`);
    assert.equal(error.hint, "`svc restore` lists the backups there are.");
  });

  test("an incomplete change (svc was killed half way) is restored", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o644] });
    const backup = await w.backup([{ path: f["a.md"] ?? "", existed: true }]);
    await writeFile(f["a.md"] ?? "", "half\n");
    await restoreBackup({ svcHome: w.svcHome, id: backup.id, now: LATER });
    assert.equal(await readFile(f["a.md"] ?? "", "utf8"), "A\n");
  });
});

describe("svc restore", () => {
  function deps(w: { home: string; svcHome: string }, json: boolean): { deps: Deps; stdout: () => string } {
    let stdout = "";
    const out = new Output({ stdout: { write: (chunk: string) => (stdout += chunk) }, stderr: { write: () => true }, json, color: false, interactive: false });
    const build = {
      version: "0.1.0",
      commit: "test",
      keys: "development" as const,
      trustedPublicKeys: [],
      updatePublicKeys: [],
      baseUrl: "http://127.0.0.1:8080",
      developmentSigningKey: null,
    };
    return {
      deps: {
        out,
        env: {},
        home: w.home,
        svcHome: w.svcHome,
        cwd: w.home,
        now: () => LATER,
        build,
        platform: "linux",
        arch: "x64",
        nodeVersion: "v22.23.2",
        readStdin: async () => "",
      },
      stdout: () => stdout,
    };
  }

  test("with no backups says so", async () => {
    const w = await world();
    const human = deps(w, false);
    await printAnswer(human.deps.out, await restore({}, human.deps));
    assert.equal(human.stdout(), "No backups yet. Every command that writes a tool's configuration makes one first.\n");
    const json = deps(w, true);
    await printAnswer(json.deps.out, await restore({}, json.deps));
    assert.deepEqual(JSON.parse(json.stdout()), { backups: [] });
  });

  test("lists the backups (not the rolled-back ones), an interrupted one marked", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o644] });
    const entries = [
      { path: f["a.md"] ?? "", existed: true },
      { path: path.join(w.home, "b.md"), existed: false },
      { path: path.join(w.home, "c.md"), existed: false },
    ];
    const complete = await w.backup(entries);
    await complete.complete();
    const interrupted = await createBackup({ svcHome: w.svcHome, command: "sync push --to cursor", now: LATER, entries: entries.slice(1) });
    const rolledBack = await w.backup(entries);
    await rolledBack.rollBack([]);
    const human = deps(w, false);
    await printAnswer(human.deps.out, await restore({}, human.deps));
    assert.equal(
      human.stdout(),
      [
        `${complete.id}  2026-11-25 12:00:00  migrate --from claude-code --to codex  (1 replaced, 2 created)`,
        `${interrupted.id}  2026-11-26 08:30:00  sync push --to cursor  (0 replaced, 2 created, interrupted)`,
        "",
        "Put one back with: svc restore <id>",
        "",
      ].join("\n"),
    );
    const json = deps(w, true);
    await printAnswer(json.deps.out, await restore({}, json.deps));
    assert.deepEqual(JSON.parse(json.stdout()), {
      backups: [
        { id: complete.id, created: "2026-11-25T12:00:00.000Z", command: "migrate --from claude-code --to codex", files: entries.map((entry) => entry.path) },
        { id: interrupted.id, created: "2026-11-26T08:30:00.000Z", command: "sync push --to cursor", files: entries.slice(1).map((entry) => entry.path) },
      ],
    });
  });

  test("restores one, saying what it restored and removed and how to undo it; --force is passed on", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o644] });
    const created = path.join(w.home, "sub/c.md");
    const backup = await w.backup([
      { path: f["a.md"] ?? "", existed: true },
      { path: created, existed: false },
    ]);
    await writeFile(f["a.md"] ?? "", "changed\n");
    await mkdir(path.dirname(created));
    await writeFile(created, "C\n");
    await backup.complete(new Map([[f["a.md"] ?? "", new TextEncoder().encode("changed\n")]]));
    await writeFile(f["a.md"] ?? "", "edited since\n");
    await assert.rejects(restore({ backupId: backup.id }, deps(w, false).deps), { code: "changed_since_backup" });
    const human = deps(w, false);
    await printAnswer(human.deps.out, await restore({ backupId: backup.id, force: true }, human.deps));
    const [, undo] = await readdir(path.join(w.svcHome, "backups"));
    assert.equal(
      human.stdout(),
      `Restored backup ${backup.id}:\n  restored  ~/a.md\n  removed   ~/sub/c.md\n\nWhat was there before is in backup ${undo} (svc restore ${undo} undoes this).\n`,
    );
    assert.equal(await readFile(f["a.md"] ?? "", "utf8"), "A\n");

    // Nothing there to back up: no undo line. As JSON: the result itself.
    const again = await w.backup([{ path: path.join(w.home, "gone.md"), existed: false }]);
    await again.complete();
    const quiet = deps(w, false);
    await printAnswer(quiet.deps.out, await restore({ backupId: again.id }, quiet.deps));
    assert.equal(quiet.stdout(), `Restored backup ${again.id}:\n`);
    // Restored already: only --force restores it again.
    await assert.rejects(restore({ backupId: again.id }, deps(w, true).deps), { code: "already_restored" });
    const json = deps(w, true);
    await printAnswer(json.deps.out, await restore({ backupId: again.id, force: true }, json.deps));
    assert.deepEqual(JSON.parse(json.stdout()), { id: again.id, restored: [], removed: [], undo_backup_id: null });
  });
});
