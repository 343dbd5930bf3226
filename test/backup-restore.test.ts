// Backups and restore (src/harness/plan/backup.ts, src/commands/restore.ts) in-process, on real
// files in a temporary home: what a backup holds (copies, hashes, modes, 0600/0700), the roll-back
// of a stopped change, every check of a damaged or doctored manifest, and restore putting files
// back (modes, created files and folders, changed files, the undo backup) and what it prints.
// Fast on purpose: Stryker reruns this file for each mutant (`make mutate MODULE=backup`).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { restore } from "../src/commands/restore.ts";
import type { Deps } from "../src/core/deps.ts";
import { SvcError } from "../src/core/errors.ts";
import { Output } from "../src/core/output.ts";
import { createBackup, listBackups, restoreBackup, type BackupEntry, type Manifest } from "../src/harness/plan/backup.ts";
import { tempDir } from "./support/temp.ts";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const LATER = new Date("2026-11-26T08:30:00.000Z");
const sha256 = (bytes: string | Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
const modeOf = async (file: string): Promise<string> => ((await stat(file)).mode & 0o7777).toString(8);

/** A temporary home and an svc home beside it. */
async function world() {
  const root = await tempDir("svc-backup-");
  const home = path.join(root, "home");
  const svcHome = path.join(root, "svc");
  await mkdir(home);
  const backupDir = (id: string) => path.join(svcHome, "backups", id);
  const manifest = async (id: string): Promise<Manifest> => JSON.parse(await readFile(path.join(backupDir(id), "manifest.json"), "utf8")) as Manifest;
  /** Files in the home with their content and mode. */
  const files = async (tree: Record<string, [string, number]>): Promise<Record<string, string>> => {
    const paths: Record<string, string> = {};
    for (const [relative, [content, mode]] of Object.entries(tree)) {
      const file = path.join(home, relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
      await chmod(file, mode);
      paths[relative] = file;
    }
    return paths;
  };
  const backup = (entries: BackupEntry[], command = "migrate --from claude-code --to codex") => createBackup({ svcHome, command, now: NOW, entries, roots: [home] });
  return { root, home, svcHome, backupDir, manifest, files, backup };
}

/** The SvcError `promise` rejects with. */
async function failure(promise: Promise<unknown>): Promise<SvcError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof SvcError, `not an SvcError: ${String(error)}`);
    return error;
  }
  assert.fail("it did not fail");
}

describe("a backup", () => {
  test("holds a 0600 copy of each replaced file with its hash and mode, in 0700 folders; the manifest lists created files", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o640], "b.md": ["B\n", 0o600] });
    const created = path.join(w.home, "c.md");
    const backup = await w.backup([
      { path: f["a.md"] ?? "", existed: true, mode: 0o640 },
      { path: f["b.md"] ?? "", existed: true },
      { path: created, existed: false, mode: 0o644 },
    ]);
    assert.match(backup.id, /^20261125-120000-migrate-[0-9a-f]{4}$/);
    const dir = w.backupDir(backup.id);
    assert.equal(await modeOf(dir), "700");
    assert.equal(await modeOf(path.join(dir, "files")), "700");
    assert.deepEqual(await readdir(path.join(dir, "files")), ["0001", "0002"]);
    assert.equal(await readFile(path.join(dir, "files/0001"), "utf8"), "A\n");
    assert.equal(await readFile(path.join(dir, "files/0002"), "utf8"), "B\n");
    assert.equal(await modeOf(path.join(dir, "files/0001")), "600");
    const text = await readFile(path.join(dir, "manifest.json"), "utf8");
    const manifest = JSON.parse(text) as Manifest;
    assert.equal(text, `${JSON.stringify(manifest, null, 2)}\n`);
    assert.equal(await modeOf(path.join(dir, "manifest.json")), "600");
    assert.deepEqual(manifest, {
      version: 1,
      id: backup.id,
      created: "2026-11-25T12:00:00.000Z",
      command: "migrate --from claude-code --to codex",
      state: "incomplete",
      files: [
        { path: f["a.md"], action: "replaced", copy: "files/0001", sha256: sha256("A\n"), mode: 0o640 },
        { path: f["b.md"], action: "replaced", copy: "files/0002", sha256: sha256("B\n") },
        { path: created, action: "created" },
      ],
      created_dirs: [],
      roots: [w.home],
    });
  });

  test("its id names the command's verb, or says change", async () => {
    const w = await world();
    const verbs: [string, string][] = [
      ["sync push --to cursor", "sync"],
      ["distill-rules x", "distill-rules"],
      ["Restore! x", "estore"],
      ["123 go", "change"],
      ["", "change"],
    ];
    for (const [command, verb] of verbs) {
      const backup = await w.backup([], command);
      assert.match(backup.id, new RegExp(`^20261125-120000-${verb}-[0-9a-f]{4}$`), command);
    }
  });

  test("records the trees it wrote into: the outermost root holding each file, or the folder of a file outside them all", async () => {
    const w = await world();
    const repo = path.join(w.home, "repo");
    const roots = async (files: string[], given?: string[]) => {
      const backup = await createBackup({ svcHome: w.svcHome, command: "x", now: NOW, entries: files.map((file) => ({ path: file, existed: false })), ...(given ? { roots: given } : {}) });
      return (await w.manifest(backup.id)).roots;
    };
    assert.deepEqual(await roots([path.join(repo, "AGENTS.md")], [repo, w.home]), [w.home]);
    assert.deepEqual(await roots([path.join(repo, "AGENTS.md")], [w.home, repo]), [w.home]);
    const other = path.join(w.root, "other");
    assert.deepEqual(
      await roots([path.join(other, "z/1.md"), path.join(repo, "a.md"), path.join(other, "a/1.md"), path.join(other, "a/2.md")], [repo]),
      [repo, path.join(other, "a"), path.join(other, "z")],
    );
    assert.deepEqual(await roots([path.join(repo, "a.md")]), [repo]);
  });

  test("records each created folder once, and on completion what the change left at each path", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o644], "b.md": ["B\n", 0o644] });
    const gone = path.join(w.home, "gone.md");
    const backup = await w.backup([
      { path: f["a.md"] ?? "", existed: true },
      { path: f["b.md"] ?? "", existed: true },
      { path: gone, existed: false },
    ]);
    backup.recordCreatedDirs(["/x/y", "/x"]);
    backup.recordCreatedDirs(["/x", "/z"]);
    await backup.complete(
      new Map<string, Uint8Array | null>([
        [f["a.md"] ?? "", new TextEncoder().encode("new A\n")],
        [gone, null],
      ]),
    );
    const manifest = await w.manifest(backup.id);
    assert.equal(manifest.state, "complete");
    assert.deepEqual(manifest.created_dirs, ["/x/y", "/x", "/z"]);
    assert.deepEqual(
      manifest.files.map((file) => ({ ...file, sha256: undefined, copy: undefined })),
      [
        { path: f["a.md"], action: "replaced", after_sha256: sha256("new A\n"), sha256: undefined, copy: undefined },
        { path: f["b.md"], action: "replaced", sha256: undefined, copy: undefined },
        { path: gone, action: "created", after_sha256: null, sha256: undefined, copy: undefined },
      ],
    );
    const plain = await w.backup([{ path: gone, existed: false }]);
    await plain.complete();
    assert.deepEqual((await w.manifest(plain.id)).files, [{ path: gone, action: "created" }]);
  });

  test("a roll-back puts back the copies with their modes, removes created files and the empty folders the change made", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o640], "b.md": ["B\n", 0o600], "untouched.md": ["U\n", 0o600], "kept/mine.md": ["mine\n", 0o644] });
    const created = path.join(w.home, "new/deep/c.md");
    const blocked = path.join(w.home, "b.md/inner.md"); // a file where its folder should be: never written
    const backup = await w.backup([
      { path: f["a.md"] ?? "", existed: true, mode: 0o640 },
      { path: f["b.md"] ?? "", existed: true },
      { path: f["untouched.md"] ?? "", existed: true, mode: 0o600 },
      { path: created, existed: false },
      { path: blocked, existed: false },
    ]);
    backup.recordCreatedDirs([path.join(w.home, "new"), path.join(w.home, "new/deep"), path.join(w.home, "kept")]);
    await writeFile(f["a.md"] ?? "", "changed A\n");
    await chmod(f["a.md"] ?? "", 0o644);
    await writeFile(f["b.md"] ?? "", "changed B\n");
    await writeFile(f["untouched.md"] ?? "", "changed U\n");
    await mkdir(path.dirname(created), { recursive: true });
    await writeFile(created, "C\n");
    await backup.rollBack([f["a.md"] ?? "", f["b.md"] ?? "", created, blocked, path.join(w.home, "never-planned.md")]);
    assert.equal(await readFile(f["a.md"] ?? "", "utf8"), "A\n");
    assert.equal(await modeOf(f["a.md"] ?? ""), "640");
    assert.equal(await readFile(f["b.md"] ?? "", "utf8"), "B\n");
    assert.equal(await modeOf(f["b.md"] ?? ""), "644", "a copy without a recorded mode comes back 0644");
    assert.equal(await readFile(f["untouched.md"] ?? "", "utf8"), "changed U\n", "only what was written is put back");
    assert.equal(existsSync(path.join(w.home, "new")), false);
    assert.deepEqual(await readdir(path.join(w.home, "kept")), ["mine.md"], "a folder holding the user's file stays");
    assert.equal((await w.manifest(backup.id)).state, "rolled_back");
  });

  test("a roll-back that cannot remove a file says so", async () => {
    const w = await world();
    const folder = path.join(w.home, "folder.md");
    await mkdir(path.join(folder, "inside"), { recursive: true });
    const backup = await w.backup([{ path: folder, existed: false }]);
    await assert.rejects(backup.rollBack([folder]), { code: "ERR_FS_EISDIR" });
  });
});

describe("a damaged or doctored manifest", () => {
  const ID = "20261125-120000-migrate-abcd";

  /** A manifest as svc writes it for a change in `home` (one replaced file, one created). */
  function sound(home: string): Record<string, unknown> {
    return {
      version: 1,
      id: ID,
      created: "2026-11-25T12:00:00.000Z",
      command: "migrate",
      state: "complete",
      files: [
        { path: path.join(home, "a.md"), action: "replaced", copy: "files/0001", sha256: sha256("A\n"), mode: 0o600 },
        { path: path.join(home, "new/c.md"), action: "created" },
      ],
      created_dirs: [path.join(home, "new")],
      roots: [home],
    };
  }

  async function saved(w: Awaited<ReturnType<typeof world>>, manifest: unknown, id = ID): Promise<string> {
    const file = path.join(w.backupDir(id), "manifest.json");
    await mkdir(path.join(w.backupDir(id), "files"), { recursive: true });
    await writeFile(path.join(w.backupDir(id), "files/0001"), "A\n");
    await writeFile(file, typeof manifest === "string" ? manifest : JSON.stringify(manifest));
    return file;
  }

  /** Restoring a backup whose manifest is `change`d from a sound one: the bad_backup message's reason. */
  async function refusal(change: (manifest: Record<string, any>, home: string) => unknown): Promise<string> {
    const w = await world();
    const manifest = sound(w.home);
    const replaced = change(manifest, w.home);
    const file = await saved(w, replaced === undefined ? manifest : replaced);
    const error = await failure(restoreBackup({ svcHome: w.svcHome, id: ID, now: LATER }));
    assert.equal(error.code, "bad_backup");
    assert.equal(error.exit, 1);
    assert.equal(error.hint, "Other backups are listed by `svc restore`; this one can only be repaired by hand.");
    const prefix = `${file} is damaged: `;
    assert.ok(error.message.startsWith(prefix), error.message);
    assert.ok(error.message.endsWith("; nothing was restored"), error.message);
    assert.equal(existsSync(path.join(w.home, "a.md")), false, "nothing was restored");
    return error.message.slice(prefix.length, -"; nothing was restored".length);
  }

  /** Whether a manifest `change`d from a sound one is accepted (listed by listBackups). */
  async function accepted(change: (manifest: Record<string, any>, home: string) => void): Promise<boolean> {
    const w = await world();
    const manifest = sound(w.home);
    change(manifest, w.home);
    await saved(w, manifest);
    return (await listBackups(w.svcHome)).length === 1;
  }

  test("not JSON, or not a version 1 manifest", async () => {
    assert.match(await refusal(() => '{"version": 1, "files": ['), /^it is not valid JSON \(.+\)$/);
    for (const value of ["null", "[]", '"text"', "1"]) assert.equal(await refusal(() => value), "it is not a version 1 backup manifest", value);
    assert.equal(await refusal((m) => void (m["version"] = 2)), "it is not a version 1 backup manifest");
  });

  test("id, created, command, state, files, created_dirs and roots of the wrong kind", async () => {
    for (const key of ["id", "created", "command"]) assert.equal(await refusal((m) => void (m[key] = 1)), "id, created and command must be text", key);
    assert.equal(await refusal((m) => void (m["state"] = "done")), 'state "done" is not incomplete, complete or rolled_back');
    assert.equal(await refusal((m) => void (m["files"] = {})), "files must be a list");
    for (const dirs of ["/x", [1]]) assert.equal(await refusal((m) => void (m["created_dirs"] = dirs)), "created_dirs must be a list of paths");
    for (const roots of ["/x", [1], ["relative"], ["/"], ["/a/../b"]]) {
      assert.equal(await refusal((m) => void (m["roots"] = roots)), "roots must be a list of absolute folders (not the file system's root)", JSON.stringify(roots));
    }
  });

  test("a file entry without a path, or with one that is not plain, absolute and inside the trees", async () => {
    for (const entry of [1, null, {}, { path: 1 }]) assert.equal(await refusal((m) => void (m["files"][1] = entry)), "files[1] has no path", JSON.stringify(entry));
    for (const target of ["relative/a.md", "/a/../b.md", "/a//b.md", "/a/./b.md"]) {
      assert.equal(await refusal((m) => void (m["files"][0].path = target)), `files[0].path ${JSON.stringify(target)} is not an absolute path without ".."`);
    }
    const outside = await refusal((m, home) => {
      m["roots"] = [home, path.join(path.dirname(home), "repo")];
      m["files"][1].path = "/elsewhere/c.md";
    });
    assert.match(outside, /^files\[1\]\.path \/elsewhere\/c\.md is outside the trees the change wrote into \(.+\/home, .+\/repo\)$/);
  });

  test("a file entry with an unknown action, a copy outside the backup, or a mode that is not one", async () => {
    assert.equal(await refusal((m) => void (m["files"][0].action = "moved")), "files[0].action must be replaced or created");
    for (const copy of ["../../x", "/etc/passwd", "files/abc", "files/1/x", "xfiles/1", "files/", 5]) {
      assert.equal(await refusal((m) => void (m["files"][0].copy = copy)), `files[0].copy ${JSON.stringify(copy)} is not a copy inside the backup (files/<number>)`, String(copy));
    }
    for (const mode of [-1, 0o10000, 1.5, "420"]) assert.equal(await refusal((m) => void (m["files"][0].mode = mode)), "files[0].mode is not a file mode", String(mode));
  });

  test("a created folder outside the trees", async () => {
    for (const dir of ["relative", "/elsewhere", "/a/../b"]) {
      assert.equal(await refusal((m) => void (m["created_dirs"] = [dir])), `created_dirs holds ${JSON.stringify(dir)}, outside the trees the change wrote into`);
    }
  });

  test("what svc writes, and what older versions wrote, is accepted", async () => {
    assert.equal(await accepted(() => undefined), true);
    for (const mode of [0, 0o7777]) assert.equal(await accepted((m) => void (m["files"][0].mode = mode)), true, String(mode));
    assert.equal(await accepted((m) => void delete m["files"][0].copy), true);
    assert.equal(await accepted((m) => void (m["files"][0].copy = "files/12")), true);
    assert.equal(await accepted((m) => void delete m["created_dirs"]), true);
    for (const state of ["incomplete", "rolled_back"]) assert.equal(await accepted((m) => void (m["state"] = state)), true);
    // A folder made to hold a tree (distill --out a/new/folder) lies above it.
    assert.equal(await accepted((m, home) => void (m["created_dirs"] = [path.dirname(home)])), true);
    // Older backups recorded no roots: any plain absolute path.
    assert.equal(
      await accepted((m) => {
        delete m["roots"];
        m["files"][1].path = "/elsewhere/c.md";
        m["created_dirs"] = ["/elsewhere"];
      }),
      true,
    );
    assert.equal(await accepted((m) => void (m["version"] = 2)), false);
  });

  test("a backup id that is not one, and a backup that does not exist", async () => {
    const w = await world();
    for (const id of ["../x", "x/..", "", "a b"]) {
      const error = await failure(restoreBackup({ svcHome: w.svcHome, id, now: LATER }));
      assert.equal(error.code, "usage", id);
      assert.equal(error.exit, 2);
      assert.equal(error.message, `${JSON.stringify(id)} is not a backup id`);
      assert.equal(error.hint, "`svc restore` lists them.");
    }
    const missing = await failure(restoreBackup({ svcHome: w.svcHome, id: ID, now: LATER }));
    assert.equal(missing.code, "no_such_backup");
    assert.equal(missing.exit, 1);
    assert.equal(missing.message, `there is no backup ${ID}`);
    assert.equal(missing.hint, "`svc restore` lists the backups there are.");
  });

  test("the list skips what is not a sound backup, and orders the rest by time, then id", async () => {
    const w = await world();
    assert.deepEqual(await listBackups(w.svcHome), []);
    const at = (id: string, created: string) => ({ ...sound(w.home), id, created });
    await saved(w, at("b-second", "2026-11-25T13:00:00.000Z"), "b-second");
    await saved(w, at("c-first", "2026-11-25T12:00:00.000Z"), "c-first");
    await saved(w, at("a-second", "2026-11-25T13:00:00.000Z"), "a-second");
    await saved(w, "{", "damaged");
    await saved(w, at("bad id", "2026-11-25T11:00:00.000Z"), "bad id");
    await writeFile(path.join(w.svcHome, "backups/notes.txt"), "not a backup\n");
    assert.deepEqual(
      (await listBackups(w.svcHome)).map((backup) => backup.id),
      ["c-first", "a-second", "b-second"],
    );
  });
});

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
    const build = { version: "0.1.0", commit: "test", keys: "development" as const, trustedPublicKeys: [], updatePublicKeys: [], baseUrl: "http://127.0.0.1:8080", developmentSigningKey: null };
    return {
      deps: { out, env: {}, home: w.home, svcHome: w.svcHome, cwd: w.home, now: () => LATER, build, platform: "linux", arch: "x64", nodeVersion: "v22.23.2", readStdin: async () => "" },
      stdout: () => stdout,
    };
  }

  test("with no backups says so", async () => {
    const w = await world();
    const human = deps(w, false);
    await restore({}, human.deps);
    assert.equal(human.stdout(), "No backups yet. Every command that writes a tool's configuration makes one first.\n");
    const json = deps(w, true);
    await restore({}, json.deps);
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
    await restore({}, human.deps);
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
    await restore({}, json.deps);
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
    await restore({ backupId: backup.id, force: true }, human.deps);
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
    await restore({ backupId: again.id }, quiet.deps);
    assert.equal(quiet.stdout(), `Restored backup ${again.id}:\n`);
    const json = deps(w, true);
    await restore({ backupId: again.id }, json.deps);
    assert.deepEqual(JSON.parse(json.stdout()), { id: again.id, restored: [], removed: [], undo_backup_id: null });
  });
});
