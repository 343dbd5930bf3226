// Backups (src/harness/plan/backup.ts) in-process, on real files in a temporary home: what a backup
// holds (copies, hashes, modes, 0600/0700 files and folders), what it records, and the roll-back
// of a stopped change. Stryker reruns the backup module's test files for each mutant (`make mutate
// MODULE=backup`): each is fast, and each covers one part of the module.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { readWithIdentity } from "../src/core/file-state.ts";
import { createBackup, type Manifest } from "../src/harness/plan/backup.ts";
import { modeOf, NOW, sha256, world } from "./support/backups.ts";

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
      const backup = await createBackup({
        svcHome: w.svcHome,
        command: "x",
        now: NOW,
        entries: files.map((file) => ({ path: file, existed: false })),
        ...(given ? { roots: given } : {}),
      });
      return (await w.manifest(backup.id)).roots;
    };
    assert.deepEqual(await roots([path.join(repo, "AGENTS.md")], [repo, w.home]), [w.home]);
    assert.deepEqual(await roots([path.join(repo, "AGENTS.md")], [w.home, repo]), [w.home]);
    const other = path.join(w.root, "other");
    assert.deepEqual(await roots([path.join(other, "z/1.md"), path.join(repo, "a.md"), path.join(other, "a/1.md"), path.join(other, "a/2.md")], [repo]), [
      repo,
      path.join(other, "a"),
      path.join(other, "z"),
    ]);
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

  test("what a change left is recorded as it is written: its hash kept, not its bytes", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o644] });
    const gone = path.join(w.home, "gone.md");
    const backup = await w.backup([
      { path: f["a.md"] ?? "", existed: true },
      { path: gone, existed: false },
    ]);
    const written = new TextEncoder().encode("new A\n");
    backup.recordWritten(f["a.md"] ?? "", written);
    backup.recordWritten(gone, null);
    written.fill(0); // the writer reuses or drops its bytes: the record does not depend on them
    await backup.complete();
    assert.deepEqual(
      (await w.manifest(backup.id)).files.map((file) => [file.path, file.after_sha256]),
      [
        [f["a.md"], sha256("new A\n")],
        [gone, null],
      ],
    );
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

  test("the roll-back of a big change removes every file and created folder, restores the replaced ones, and reports its progress", async () => {
    const w = await world();
    const replaced = await w.files(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`kept-${i}.md`, [`old ${i}\n`, 0o640]])));
    const created: string[] = [];
    const dirs: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const dir = path.join(w.home, `.agents/skills/skill-${i}/refs`);
      dirs.push(dir, path.dirname(dir));
      created.push(path.join(dir, "a.md"), path.join(dir, "b.md"), path.join(path.dirname(dir), "SKILL.md"));
    }
    dirs.push(path.join(w.home, ".agents/skills"), path.join(w.home, ".agents"));
    const backup = await w.backup([
      ...Object.values(replaced).map((file) => ({ path: file, existed: true, mode: 0o640 })),
      ...created.map((file) => ({ path: file, existed: false })),
    ]);
    backup.recordCreatedDirs(dirs);
    for (const dir of dirs.filter((dir) => dir.endsWith("refs"))) await mkdir(dir, { recursive: true });
    for (const file of [...created, ...Object.values(replaced)]) await writeFile(file, "new\n");
    const reports: [number, number][] = [];
    const written = [...Object.values(replaced), ...created];
    await backup.rollBack(written, (done, total) => reports.push([done, total]));
    assert.equal(existsSync(path.join(w.home, ".agents")), false, "a created file or folder is left");
    for (const [i, file] of Object.values(replaced).entries()) assert.equal(await readFile(file, "utf8"), `old ${i}\n`);
    assert.deepEqual(reports, [
      [500, 3100],
      [1000, 3100],
      [1500, 3100],
      [2000, 3100],
      [2500, 3100],
      [3000, 3100],
      [3100, 3100],
    ]);
    const manifest = JSON.parse(await readFile(path.join(w.backupDir(backup.id), "manifest.json"), "utf8")) as Manifest;
    assert.equal(manifest.state, "rolled_back");
  });

  test("forget: a file svc leaves as it is goes out of the record, its copy too", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o644], "b.md": ["B\n", 0o644] });
    const backup = await w.backup([
      { path: f["a.md"] ?? "", existed: true },
      { path: f["b.md"] ?? "", existed: true },
    ]);
    await backup.forget(f["a.md"] ?? "");
    await backup.complete();
    const manifest = await w.manifest(backup.id);
    assert.deepEqual(
      manifest.files.map((file) => file.path),
      [f["b.md"]],
    );
    assert.deepEqual(await readdir(path.join(w.backupDir(backup.id), "files")), ["0002"]);
  });

  test("a file forgotten, then written after all: its copy is recorded again, and a roll-back puts it back", async () => {
    const w = await world();
    const f = await w.files({ "a.md": ["A\n", 0o640] });
    const file = f["a.md"] ?? "";
    const backup = await w.backup([{ path: file, existed: true, mode: 0o640 }]);
    await backup.forget(file);
    await writeFile(file, "theirs\n");
    await backup.updateCopy(file, readWithIdentity(file));
    await writeFile(file, "svc's\n");
    backup.recordWritten(file, Buffer.from("svc's\n"));
    await backup.rollBack([file]);
    assert.equal(await readFile(file, "utf8"), "theirs\n");
    const [entry] = (await w.manifest(backup.id)).files;
    assert.equal(entry?.action, "replaced");
    assert.equal(entry?.sha256, sha256("theirs\n"));
  });

  test("a roll-back leaves a file it has no entry for as it is, and one changed after svc wrote it", async () => {
    const w = await world();
    const f = await w.files({ "forgotten.md": ["F\n", 0o644], "changed.md": ["C\n", 0o644] });
    const backup = await w.backup([
      { path: f["forgotten.md"] ?? "", existed: true },
      { path: f["changed.md"] ?? "", existed: true },
    ]);
    await backup.forget(f["forgotten.md"] ?? "");
    backup.recordWritten(f["forgotten.md"] ?? "", Buffer.from("F\n")); // as a write the change made and then dropped
    await writeFile(f["changed.md"] ?? "", "svc's\n");
    backup.recordWritten(f["changed.md"] ?? "", Buffer.from("svc's\n"));
    await writeFile(f["changed.md"] ?? "", "theirs, after svc's\n");
    const { leftAsIs } = await backup.rollBack([f["forgotten.md"] ?? "", f["changed.md"] ?? ""]);
    assert.equal(await readFile(f["forgotten.md"] ?? "", "utf8"), "F\n", "a file the backup does not know was removed");
    assert.equal(await readFile(f["changed.md"] ?? "", "utf8"), "theirs, after svc's\n");
    assert.deepEqual(leftAsIs, [f["changed.md"]]);
  });

  test("a roll-back that cannot remove a file says so", async () => {
    const w = await world();
    const folder = path.join(w.home, "folder.md");
    await mkdir(path.join(folder, "inside"), { recursive: true });
    const backup = await w.backup([{ path: folder, existed: false }]);
    await assert.rejects(backup.rollBack([folder]), { code: /^(EISDIR|EPERM)$/ }); // unlink's answer for a folder (Linux, macOS)
  });
});
