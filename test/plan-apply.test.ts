// Plan apply (src/harness/plan/apply.ts) in-process, on real files in a temporary home: exact
// bytes and modes written, what the backup records, refusals that write nothing, the roll-back of a
// failed or interrupted change, and writes through symbolic links. Fast on purpose: Stryker reruns
// this file for each mutant of apply.ts (`make mutate MODULE=plan`).
import assert from "node:assert/strict";
import fs, { existsSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { chmod, lstat, mkdir, readFile, readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import type { Interruption } from "../src/core/interrupt.ts";
import { WRITE_CONCURRENCY } from "../src/core/each-limited.ts";
import { applyPlan, filesToWrite, type ApplyOptions } from "../src/harness/plan/apply.ts";
import type { Manifest } from "../src/harness/plan/backup.ts";
import { buildPlan, type PlannedFile, type Policy } from "../src/harness/plan/plan.ts";
import { wholeBytes, wholeFile } from "../src/harness/plan/edits.ts";
import { failure, modeOf, NOW, sha256 } from "./support/backups.ts";
import { realTempDir } from "./support/temp.ts";

/** A planned file: created with `after` unless `extra` says otherwise. */
function planned(file: string, after: string | Uint8Array | null, extra: Partial<PlannedFile> = {}): PlannedFile {
  return { path: file, action: "create", before: null, after, eol: "\n", bom: false, conflicts: [], ...extra };
}

/** A temporary home (the one root), an svc home beside it, and apply over them. */
async function world() {
  const root = await realTempDir("svc-apply-");
  const home = path.join(root, "home");
  const svcHome = path.join(root, "svc");
  await mkdir(home);
  const apply = (files: PlannedFile[], options: Partial<ApplyOptions> = {}) =>
    applyPlan(
      { policy: options.policy ?? "merge", items: [], files, problems: [] },
      { policy: "merge", svcHome, command: "migrate --from a --to b", now: NOW, roots: [home], ...options },
    );
  const manifest = async (id: string): Promise<Manifest> => JSON.parse(await readFile(path.join(svcHome, "backups", id, "manifest.json"), "utf8")) as Manifest;
  const backups = async (): Promise<string[]> => (existsSync(path.join(svcHome, "backups")) ? readdir(path.join(svcHome, "backups")) : []);
  return { root, home, svcHome, apply, manifest, backups };
}

describe("apply writes", () => {
  test("new files: exact bytes (line endings, BOM, binary), mode 0644 or the planned one, recorded as created", async () => {
    const w = await world();
    const text = path.join(w.home, "a/b/text.md");
    const crlf = path.join(w.home, "a/crlf.md");
    const tool = path.join(w.home, "tool.sh");
    const binary = path.join(w.home, "data.bin");
    const result = await w.apply([
      planned(text, "one\ntwo\n"),
      planned(crlf, "one\ntwo\n", { eol: "\r\n", bom: true }),
      planned(tool, "#!/bin/sh\n", { mode: 0o755 }),
      planned(binary, new Uint8Array([0, 1, 0xff, 0x0a])),
    ]);
    assert.equal(await readFile(text, "utf8"), "one\ntwo\n");
    assert.deepEqual(await readFile(crlf), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("one\r\ntwo\r\n")]));
    assert.deepEqual(await readFile(binary), Buffer.from([0, 1, 0xff, 0x0a]));
    assert.deepEqual(await Promise.all([text, crlf, tool, binary].map(modeOf)), ["644", "644", "755", "644"]);
    assert.deepEqual(result.written, [
      { path: text, action: "create" },
      { path: crlf, action: "create" },
      { path: tool, action: "create" },
      { path: binary, action: "create" },
    ]);
    assert.ok(result.backupId);
    assert.deepEqual(await w.backups(), [result.backupId]);
    const manifest = await w.manifest(result.backupId);
    assert.equal(manifest.state, "complete");
    assert.equal(manifest.command, "migrate --from a --to b");
    assert.deepEqual(manifest.roots, [w.home]);
    assert.deepEqual(manifest.created_dirs, [path.join(w.home, "a/b"), path.join(w.home, "a")]);
    assert.deepEqual(
      manifest.files.map((file) => [file.path, file.action, file.copy, file.after_sha256]),
      [
        [text, "created", undefined, sha256("one\ntwo\n")],
        [crlf, "created", undefined, sha256(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("one\r\ntwo\r\n")]))],
        [tool, "created", undefined, sha256("#!/bin/sh\n")],
        [binary, "created", undefined, sha256(new Uint8Array([0, 1, 0xff, 0x0a]))],
      ],
    );
  });

  test("a replaced file keeps its own mode (0600 stays 0600) plus only the planned executable bits; the backup holds the old bytes", async () => {
    const w = await world();
    const secret = path.join(w.home, "secret.md");
    const script = path.join(w.home, "run.sh");
    await writeFile(secret, "old secret\n");
    await chmod(secret, 0o600);
    await writeFile(script, "old script\n");
    await chmod(script, 0o640);
    const result = await w.apply([
      planned(secret, "new secret\n", { action: "update", before: "old secret\n", mode: 0o644 }),
      planned(script, "new script\n", { action: "update", before: "old script\n", mode: 0o755 }),
    ]);
    assert.equal(await readFile(secret, "utf8"), "new secret\n");
    assert.equal(await readFile(script, "utf8"), "new script\n");
    assert.equal(await modeOf(secret), "600");
    assert.equal(await modeOf(script), "751");
    assert.deepEqual(result.written, [
      { path: secret, action: "update" },
      { path: script, action: "update" },
    ]);
    const dir = path.join(w.svcHome, "backups", result.backupId ?? "");
    const manifest = await w.manifest(result.backupId ?? "");
    assert.deepEqual(manifest.files, [
      { path: secret, action: "replaced", copy: "files/0001", sha256: sha256("old secret\n"), mode: 0o600, after_sha256: sha256("new secret\n") },
      { path: script, action: "replaced", copy: "files/0002", sha256: sha256("old script\n"), mode: 0o640, after_sha256: sha256("new script\n") },
    ]);
    assert.deepEqual(manifest.created_dirs, []);
    assert.equal(await readFile(path.join(dir, "files/0001"), "utf8"), "old secret\n");
    assert.equal(await modeOf(path.join(dir, "files/0001")), "600");
  });

  test("removals are backed up then deleted; unchanged files and files with nothing to write are left alone", async () => {
    const w = await world();
    const gone = path.join(w.home, "gone.md");
    const alreadyGone = path.join(w.home, "missing/folder/gone.md");
    const same = path.join(w.home, "same.md");
    const nothing = path.join(w.home, "nothing.md");
    await writeFile(gone, "bye\n");
    await writeFile(same, "mine\n");
    const result = await w.apply([
      planned(gone, null, { action: "delete", before: "bye\n", remove: true }),
      planned(alreadyGone, null, { action: "delete", remove: true }),
      planned(same, "same\n", { action: "unchanged", before: "mine\n" }),
      planned(nothing, null, { action: "update" }),
    ]);
    assert.equal(existsSync(gone), false);
    assert.equal(existsSync(path.join(w.home, "missing")), false, "no folder is made for a removal");
    assert.equal(await readFile(same, "utf8"), "mine\n");
    assert.equal(existsSync(nothing), false);
    assert.deepEqual(result.written, [
      { path: gone, action: "delete" },
      { path: alreadyGone, action: "delete" },
    ]);
    const manifest = await w.manifest(result.backupId ?? "");
    assert.deepEqual(manifest.files, [
      { path: gone, action: "replaced", copy: "files/0001", sha256: sha256("bye\n"), mode: 0o644, after_sha256: null },
      { path: alreadyGone, action: "created", after_sha256: null },
    ]);
    assert.deepEqual(manifest.created_dirs, []);
  });

  test("a big plan looks up no file in a folder it knows is missing, and an existing file once", async (t) => {
    const w = await world();
    const existing = path.join(w.home, "kept/old.md");
    await mkdir(path.dirname(existing));
    await writeFile(existing, "old\n", { mode: 0o600 });
    // 40 skills, two files each, in folders that do not exist yet (as a migrate into a fresh repo).
    const fresh = Array.from({ length: 80 }, (_, index) =>
      planned(path.join(w.home, `skills/skill-${index >> 1}/${index % 2 === 0 ? "SKILL.md" : "reference.md"}`), `${index}\n`),
    );
    const lookups = (["lstatSync", "statSync", "existsSync"] as const).map((name) => t.mock.method(fs, name));
    syncBuiltinESMExports(); // apply.ts imports them by name
    try {
      await w.apply([...fresh, planned(existing, "new\n", { action: "update", before: "old\n" })], { policy: "overwrite" });
    } finally {
      t.mock.restoreAll();
      syncBuiltinESMExports();
    }
    const calls = lookups.map((mock) => mock.mock.calls.map((call) => path.relative(w.home, String(call.arguments[0]))));
    // skills (missing: nothing under it is looked up), kept (a folder) and kept/old.md (its mode too).
    assert.deepEqual(calls, [["skills", "kept", "kept/old.md"], [], []]);
    assert.equal(await readFile(path.join(w.home, "skills/skill-39/reference.md"), "utf8"), "79\n");
    assert.equal(await modeOf(existing), "600");
  });

  test("a plan with nothing to write makes no backup", async () => {
    const w = await world();
    const same = path.join(w.home, "same.md");
    assert.deepEqual(await w.apply([planned(same, "x\n", { action: "unchanged" })]), { backupId: null, written: [], changedMeanwhile: [] });
    assert.deepEqual(await w.apply([]), { backupId: null, written: [], changedMeanwhile: [] });
    assert.equal(existsSync(w.svcHome), false);
    assert.equal(existsSync(same), false);
  });
});

describe("apply refuses before writing anything", () => {
  test("targets that cannot be edited, naming each (under any policy)", async () => {
    const w = await world();
    const one = planned(path.join(w.home, "one.json"), null, { action: "error", error: "line 3: unexpected }" });
    const two = planned(path.join(w.home, "two.json"), null, { action: "error" });
    const fine = planned(path.join(w.home, "fine.md"), "fine\n");
    const single = await failure(w.apply([fine, one]));
    assert.equal(single.code, "target_unreadable");
    assert.equal(single.exit, 1);
    assert.equal(single.message, "cannot edit 1 target file; nothing was written");
    assert.equal(single.hint, `${one.path}: line 3: unexpected }`);
    const both = await failure(w.apply([one, fine, two], { policy: "overwrite" }));
    assert.equal(both.message, "cannot edit 2 target files; nothing was written");
    assert.equal(both.hint, `${one.path}: line 3: unexpected }\n${two.path}: unreadable`);
    assert.equal(existsSync(fine.path), false);
    assert.equal(existsSync(w.svcHome), false, "no backup either");
  });

  test("conflicts under merge, naming each entry; overwrite writes them", async () => {
    const w = await world();
    const first = planned(path.join(w.home, "AGENTS.md"), "theirs\n", { action: "conflict", before: "mine\n", conflicts: ["whole file"] });
    const second = planned(path.join(w.home, "config.toml"), "x = 2\n", { action: "conflict", before: "x = 1\n", conflicts: ["x", "y"] });
    await writeFile(first.path, "mine\n");
    await writeFile(second.path, "x = 1\n");
    const fine = planned(path.join(w.home, "fine.md"), "fine\n");
    const single = await failure(w.apply([first, fine]));
    assert.equal(single.code, "conflicts");
    assert.equal(single.exit, 4);
    assert.equal(single.message, "1 target file has conflicting content; nothing was written");
    assert.equal(
      single.hint,
      `${first.path}: whole file\nRun the same command with --policy overwrite to replace them (each is backed up first), or edit them by hand.`,
    );
    assert.deepEqual(single.details, { conflicts: [{ path: first.path, entries: ["whole file"] }] });
    const both = await failure(w.apply([first, second, fine]));
    assert.equal(both.message, "2 target files have conflicting content; nothing was written");
    assert.match(both.hint ?? "", new RegExp(`^${first.path}: whole file\n${second.path}: x, y\nRun the same`));
    assert.equal(await readFile(first.path, "utf8"), "mine\n");
    assert.equal(existsSync(fine.path), false);
    assert.equal(existsSync(w.svcHome), false);

    const overwrite: Policy = "overwrite";
    assert.deepEqual(filesToWrite({ policy: overwrite, items: [], files: [first, fine], problems: [] }, overwrite), [first, fine]);
    const result = await w.apply([first, second], { policy: overwrite });
    assert.equal(await readFile(first.path, "utf8"), "theirs\n");
    assert.equal(await readFile(second.path, "utf8"), "x = 2\n");
    assert.deepEqual(
      result.written.map((file) => file.action),
      ["update", "update"],
    );
  });
});

describe("two items of one plan that write one file", () => {
  test("different content for one new file is a conflict, refused under merge with nothing written", async () => {
    const w = await world();
    const target = path.join(w.home, "rules/a-b.md");
    const plan = await buildPlan([{ edits: [wholeFile(target, "For src.\n")] }, { edits: [wholeFile(target, "For lib.\n")] }], {
      policy: "merge",
      problems: [],
    });
    const file = plan.files.find((entry) => entry.path === target);
    assert.equal(file?.action, "conflict");
    assert.deepEqual(file?.conflicts, ["whole file: another item of this change writes it too"]);
    const refused = await failure(w.apply(plan.files));
    assert.equal(refused.code, "conflicts");
    assert.equal(existsSync(target), false);
  });

  test("the same content twice, or two byte files alike, stays a creation; different bytes conflict", async () => {
    const w = await world();
    const same = path.join(w.home, "same.md");
    const bytes = path.join(w.home, "data.bin");
    const clash = path.join(w.home, "clash.bin");
    const plan = await buildPlan(
      [
        { edits: [wholeFile(same, "x\n"), wholeBytes(bytes, new Uint8Array([1])), wholeBytes(clash, new Uint8Array([1]))] },
        { edits: [wholeFile(same, "x\n"), wholeBytes(bytes, new Uint8Array([1])), wholeBytes(clash, new Uint8Array([2]))] },
      ],
      { policy: "merge", problems: [] },
    );
    assert.deepEqual(
      plan.files.map((entry) => [path.basename(entry.path), entry.action]),
      [
        ["clash.bin", "conflict"],
        ["data.bin", "create"],
        ["same.md", "create"],
      ],
    );
  });

  test("filesToWrite refuses any file that carries conflicts under merge, whatever its action says", async () => {
    const file = planned("/x/new.md", "x\n", { action: "create", conflicts: ["whole file"] });
    assert.throws(() => filesToWrite({ policy: "merge", items: [], files: [file], problems: [] }, "merge"), /conflicting content/);
  });
});

describe("apply rolls back a change that stops half way", () => {
  test("a write that fails: replaced files are put back with their mode, created files and folders removed", async () => {
    const w = await world();
    const kept = path.join(w.home, "kept.md");
    await writeFile(kept, "old\n");
    await chmod(kept, 0o600);
    const created = path.join(w.home, "new/deep/file.md");
    await writeFile(path.join(w.home, "blocker"), "a file where a folder should be\n");
    const blocked = path.join(w.home, "blocker/inner.md");
    const error = await failure(w.apply([planned(kept, "new\n", { action: "update", before: "old\n" }), planned(created, "x\n"), planned(blocked, "y\n")]));
    const [id] = await w.backups();
    assert.ok(id);
    assert.equal(error.code, "filesystem");
    assert.equal(error.exit, 1);
    assert.match(
      error.message,
      new RegExp(
        `^cannot open ${w.home}/blocker/inner\\.md: part of that path is a file, not a folder \\(ENOTDIR\\); svc rolled back the 2 files it had written from backup ${id}: nothing is changed$`,
      ),
    );
    assert.equal(error.hint, "A file is where a folder belongs on that path: move or rename the file, then run again.");
    assert.deepEqual(error.details, { path: (error.details ?? {})["path"], errno: "ENOTDIR", backup_id: id, rolled_back: true });
    assert.equal((error.cause as NodeJS.ErrnoException).code, "ENOTDIR");
    assert.equal(await readFile(kept, "utf8"), "old\n");
    assert.equal(await modeOf(kept), "600");
    assert.equal(existsSync(path.join(w.home, "new")), false, "the folders the change made are gone");
    assert.equal(await readFile(path.join(w.home, "blocker"), "utf8"), "a file where a folder should be\n");
    const manifest = await w.manifest(id);
    assert.equal(manifest.state, "rolled_back");
    assert.deepEqual(manifest.created_dirs, [path.join(w.home, "new/deep"), path.join(w.home, "new")]);
  });

  test("a write that failed before its rename is not counted as written", async () => {
    const w = await world();
    await writeFile(path.join(w.home, "blocker"), "");
    const error = await failure(w.apply([planned(path.join(w.home, "blocker/inner.md"), "y\n")]));
    assert.match(error.message, /; svc rolled back the 0 files it had written from backup [\w-]+: nothing is changed$/);
  });

  test("a failure stops new writes: the files not yet started are never written", async () => {
    const w = await world();
    await writeFile(path.join(w.home, "blocker"), "");
    const later = Array.from({ length: WRITE_CONCURRENCY + 20 }, (_, index) => planned(path.join(w.home, `later/${String(index).padStart(3, "0")}.md`), "x\n"));
    const error = await failure(w.apply([planned(path.join(w.home, "blocker/inner.md"), "y\n"), ...later]));
    const touched = Number(/svc rolled back the (\d+) files/.exec(error.message)?.[1]);
    assert.ok(touched < later.length + 1, `${touched} of ${later.length + 1} files were started: ${error.message}`);
    assert.equal(existsSync(path.join(w.home, "later")), false);
  });

  /** An interruption that counts its holders; `abortedAfter` reads of `aborted` answer false first. */
  function interruption(abortedAfter: number) {
    let reads = 0;
    let holders = 0;
    const signal = {
      get aborted() {
        return ++reads > abortedAfter;
      },
      reason: "SIGTERM",
    } as AbortSignal;
    const value: Interruption = {
      signal,
      hold() {
        holders++;
        return () => {
          holders--;
        };
      },
    };
    return { value, holders: () => holders };
  }

  test("an interrupt before the first write: exit 130, nothing written, the guard released", async () => {
    const w = await world();
    const existing = path.join(w.home, "existing.md");
    await writeFile(existing, "old\n");
    const controller = new AbortController();
    controller.abort("SIGINT");
    let holders = 0;
    const guard: Interruption = {
      signal: controller.signal,
      hold() {
        holders++;
        return () => void holders--;
      },
    };
    const error = await failure(
      w.apply([planned(existing, "new\n", { action: "update", before: "old\n" }), planned(path.join(w.home, "made/new.md"), "x\n")], { interruption: guard }),
    );
    const [id] = await w.backups();
    assert.equal(error.code, "interrupted");
    assert.equal(error.exit, 130);
    assert.equal(error.message, `interrupted by SIGINT; svc rolled back the 0 files it had written from backup ${id}: nothing is changed`);
    assert.deepEqual(error.details, { backup_id: id, rolled_back: true });
    assert.equal(holders, 0);
    assert.equal(await readFile(existing, "utf8"), "old\n");
    assert.equal(existsSync(path.join(w.home, "made")), false);
    assert.equal((await w.manifest(id ?? "")).state, "rolled_back");
  });

  test("an interrupt that arrives while the files are written: everything written is put back", async () => {
    const w = await world();
    const existing = path.join(w.home, "existing.md");
    await writeFile(existing, "old\n");
    const guard = interruption(1);
    const error = await failure(w.apply([planned(existing, "new\n", { action: "update", before: "old\n" })], { interruption: guard.value }));
    const [id] = await w.backups();
    assert.equal(error.message, `interrupted by SIGTERM; svc rolled back the 1 file it had written from backup ${id}: nothing is changed`);
    assert.equal(await readFile(existing, "utf8"), "old\n");
    assert.equal(guard.holders(), 0);

    const quiet = interruption(Number.POSITIVE_INFINITY);
    await w.apply([planned(existing, "new\n", { action: "update", before: "old\n" })], { interruption: quiet.value });
    assert.equal(await readFile(existing, "utf8"), "new\n");
    assert.equal(quiet.holders(), 0, "released after a change that succeeded");
  });
});

describe("apply and symbolic links", () => {
  async function linked() {
    const w = await world();
    const outside = path.join(w.root, "outside");
    await mkdir(outside);
    return { ...w, outside };
  }

  test("a folder on the way that links out of the tree is refused, naming the link: nothing written, no backup", async () => {
    const w = await linked();
    await mkdir(path.join(w.outside, "codex"));
    await symlink(path.join(w.outside, "codex"), path.join(w.home, ".codex"));
    const fine = planned(path.join(w.home, "fine.md"), "fine\n");
    const error = await failure(w.apply([fine, planned(path.join(w.home, ".codex/prompts/one.md"), "one\n")]));
    assert.equal(error.code, "symlink_escape");
    assert.equal(error.exit, 1);
    assert.equal(
      error.message,
      `${path.join(w.home, ".codex")} is a symbolic link to ${path.join(w.outside, "codex")}, outside ${w.home}; svc does not write through it`,
    );
    assert.equal(error.hint, "Nothing was written. Point svc at the real file (--repo), or replace the link with a file.");
    assert.deepEqual(await readdir(path.join(w.outside, "codex")), []);
    assert.equal(existsSync(fine.path), false);
    assert.equal(existsSync(w.svcHome), false);
  });

  test("a file that links out of the tree is refused, also when the link is dangling", async () => {
    const w = await linked();
    await writeFile(path.join(w.outside, "AGENTS.md"), "theirs\n");
    await symlink(path.join(w.outside, "AGENTS.md"), path.join(w.home, "AGENTS.md"));
    const error = await failure(w.apply([planned(path.join(w.home, "AGENTS.md"), "new\n", { action: "update", before: "theirs\n" })]));
    assert.equal(error.code, "symlink_escape");
    assert.match(error.message, new RegExp(`^${path.join(w.home, "AGENTS.md")} is a symbolic link to ${path.join(w.outside, "AGENTS.md")}, outside`));
    assert.equal(await readFile(path.join(w.outside, "AGENTS.md"), "utf8"), "theirs\n");

    await symlink("../outside/CLAUDE.md", path.join(w.home, "CLAUDE.md"));
    const dangling = await failure(w.apply([planned(path.join(w.home, "CLAUDE.md"), "new\n")]));
    assert.equal(dangling.code, "symlink_escape");
    assert.match(dangling.message, new RegExp(`is a symbolic link to ${path.join(w.outside, "CLAUDE.md")}, outside`));
    assert.equal(existsSync(path.join(w.outside, "CLAUDE.md")), false);
  });

  test("a chain of links that ends outside the tree is refused, though its first step stays inside", async () => {
    const w = await linked();
    await writeFile(path.join(w.outside, "AGENTS.md"), "theirs\n");
    await symlink(path.join(w.outside, "AGENTS.md"), path.join(w.home, "hop.md"));
    await symlink("hop.md", path.join(w.home, "AGENTS.md"));
    const error = await failure(w.apply([planned(path.join(w.home, "AGENTS.md"), "new\n", { action: "update", before: "theirs\n" })]));
    assert.equal(error.code, "symlink_escape");
    assert.match(error.message, new RegExp(`is a symbolic link to ${path.join(w.outside, "AGENTS.md")}, outside`));
    assert.equal(await readFile(path.join(w.outside, "AGENTS.md"), "utf8"), "theirs\n");
  });

  test("a link inside the tree is written through: its target changes (mode kept), the link stays", async () => {
    const w = await linked();
    const real = path.join(w.home, "real/AGENTS.md");
    await mkdir(path.dirname(real));
    await writeFile(real, "old\n");
    await chmod(real, 0o600);
    const link = path.join(w.home, "AGENTS.md");
    await symlink("real/AGENTS.md", link);
    const result = await w.apply([planned(link, "new\n", { action: "update", before: "old\n" })]);
    assert.equal(await readFile(real, "utf8"), "new\n");
    assert.equal(await modeOf(real), "600");
    assert.ok((await lstat(link)).isSymbolicLink());
    assert.deepEqual(result.written, [{ path: link, action: "update" }]);
    assert.deepEqual(
      (await w.manifest(result.backupId ?? "")).files.map((file) => file.path),
      [real],
    );

    // A dangling link inside the tree: the file it names is created, with its folder.
    const dangling = path.join(w.home, "CLAUDE.md");
    await symlink("made/CLAUDE.md", dangling);
    const created = await w.apply([planned(dangling, "made\n")]);
    assert.equal(await readFile(path.join(w.home, "made/CLAUDE.md"), "utf8"), "made\n");
    assert.deepEqual((await w.manifest(created.backupId ?? "")).created_dirs, [path.join(w.home, "made")]);
  });

  test("a folder link inside the tree is written through", async () => {
    const w = await linked();
    await mkdir(path.join(w.home, "real-docs"));
    await symlink("real-docs", path.join(w.home, "docs"));
    await w.apply([planned(path.join(w.home, "docs/a.md"), "a\n"), planned(path.join(w.home, "docs/b.md"), "b\n")]);
    assert.deepEqual(await readdir(path.join(w.home, "real-docs")), ["a.md", "b.md"]);
  });

  test("the tree is the innermost root holding the file, and a root may itself be a link", async () => {
    const w = await linked();
    const repo = path.join(w.home, "repo");
    await mkdir(repo);
    await writeFile(path.join(w.home, "AGENTS.md"), "home\n");
    await symlink("../AGENTS.md", path.join(repo, "AGENTS.md"));
    const error = await failure(w.apply([planned(path.join(repo, "AGENTS.md"), "new\n", { action: "update", before: "home\n" })], { roots: [w.home, repo] }));
    assert.equal(error.code, "symlink_escape");
    assert.match(error.message, new RegExp(`, outside ${repo}; svc`));
    assert.equal(await readFile(path.join(w.home, "AGENTS.md"), "utf8"), "home\n");

    // Through a root that is a link, a file is recorded under the path it was given, and a link
    // inside the tree under the real path it leads to.
    const alias = path.join(w.root, "alias");
    await symlink(w.home, alias);
    await writeFile(path.join(w.home, "real.md"), "old\n");
    await symlink("real.md", path.join(w.home, "linked.md"));
    await writeFile(path.join(w.home, "plain.md"), "old plain\n");
    const result = await w.apply(
      [
        planned(path.join(alias, "linked.md"), "through the alias\n", { action: "update", before: "old\n" }),
        planned(path.join(alias, "plain.md"), "plain\n", { action: "update", before: "old plain\n" }),
      ],
      { roots: [alias] },
    );
    assert.equal(await readFile(path.join(w.home, "real.md"), "utf8"), "through the alias\n");
    assert.equal(await readFile(path.join(w.home, "plain.md"), "utf8"), "plain\n");
    assert.deepEqual(
      (await w.manifest(result.backupId ?? "")).files.map((file) => file.path),
      [path.join(w.home, "real.md"), path.join(alias, "plain.md")],
    );
  });

  test("a file outside every root is written where it is", async () => {
    const w = await linked();
    const elsewhere = path.join(w.outside, "deep/file.md");
    const result = await w.apply([planned(elsewhere, "x\n")]);
    assert.equal(await readFile(elsewhere, "utf8"), "x\n");
    assert.deepEqual((await w.manifest(result.backupId ?? "")).roots, [path.join(w.outside, "deep")]);
  });
});
