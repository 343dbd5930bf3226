// A damaged or doctored backup manifest (src/harness/plan/backup.ts parseManifest): each check
// refuses with a bad_backup error naming the file and what is wrong, and restores nothing; what svc
// writes, and what older versions wrote, is accepted. Also backup ids, and the list of backups.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { listBackups, restoreBackup } from "../src/harness/plan/backup.ts";
import { failure, LATER, sha256, world } from "./support/backups.ts";

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

  /** One home for the checks below: each writes the backup's manifest afresh. */
  let home: ReturnType<typeof world> | undefined;
  const shared = () => (home ??= world());

  /** Restoring a backup whose manifest is `change`d from a sound one: the bad_backup message's reason. */
  async function refusal(change: (manifest: Record<string, any>, home: string) => unknown): Promise<string> {
    const w = await shared();
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
    const w = await shared();
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
      assert.equal(
        await refusal((m) => void (m["roots"] = roots)),
        "roots must be a list of absolute folders (not the file system's root)",
        JSON.stringify(roots),
      );
    }
  });

  test("a file entry without a path, or with one that is not plain, absolute and inside the trees", async () => {
    for (const entry of [1, null, {}, { path: 1 }])
      assert.equal(await refusal((m) => void (m["files"][1] = entry)), "files[1] has no path", JSON.stringify(entry));
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
      assert.equal(
        await refusal((m) => void (m["files"][0].copy = copy)),
        `files[0].copy ${JSON.stringify(copy)} is not a copy inside the backup (files/<number>)`,
        String(copy),
      );
    }
    assert.equal(await refusal((m) => void delete m["files"][0].copy), "files[0] was replaced but the backup names no copy of it");
    // a list holding one good name is still not a name (it would reach restore as an unexpected error)
    assert.equal(
      await refusal((m) => void (m["files"][0].copy = ["files/0001"])),
      'files[0].copy ["files/0001"] is not a copy inside the backup (files/<number>)',
    );
    for (const mode of [-1, 0o10000, 1.5, "420"])
      assert.equal(await refusal((m) => void (m["files"][0].mode = mode)), "files[0].mode is not a file mode", String(mode));
  });

  test("a created folder outside the trees", async () => {
    for (const dir of ["relative", "/elsewhere", "/a/../b"]) {
      assert.equal(
        await refusal((m) => void (m["created_dirs"] = [dir])),
        `created_dirs holds ${JSON.stringify(dir)}, outside the trees the change wrote into`,
      );
    }
  });

  test("what svc writes, and what older versions wrote, is accepted", async () => {
    assert.equal(await accepted(() => undefined), true);
    for (const mode of [0, 0o7777]) assert.equal(await accepted((m) => void (m["files"][0].mode = mode)), true, String(mode));
    assert.equal(await accepted((m) => void (m["files"][0].copy = "files/12")), true);
    assert.equal(await accepted((m) => void delete m["created_dirs"]), true);
    for (const state of ["incomplete", "rolled_back"]) assert.equal(await accepted((m) => void (m["state"] = state)), true);
    // A folder made to hold a tree (distill --out a/new/folder) lies above it.
    assert.equal(await accepted((m, home) => void (m["created_dirs"] = [path.dirname(home)])), true);
    // A change that wrote into two trees created folders in either.
    assert.equal(
      await accepted((m, home) => {
        const repo = path.join(path.dirname(home), "repo");
        m["roots"] = [home, repo];
        m["created_dirs"] = [path.join(repo, "new")];
      }),
      true,
    );
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
