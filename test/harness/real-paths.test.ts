// Real paths (src/harness/shared-files.ts realPath), which decide whether a migration would write
// into a file it read: the same answers as the system's realpath, at one lstat per file.
import assert from "node:assert/strict";
import fs, { mkdirSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { describe, test, type TestContext } from "node:test";
import { realPath } from "../../src/harness/shared-files.ts";
import { tempDir } from "../support/cli.ts";

/** lstatSync counted for the rest of the test (realPath's import of node:fs sees it too). */
function countedLstats(t: TestContext) {
  const lstats = t.mock.method(fs, "lstatSync");
  syncBuiltinESMExports();
  t.after(() => {
    lstats.mock.restore();
    syncBuiltinESMExports();
  });
  return lstats;
}

describe("realPath", () => {
  test("gives the system's real path for files, links, linked folders, and a missing file's folder", async () => {
    const root = await tempDir();
    mkdirSync(path.join(root, "real", "deep"), { recursive: true });
    writeFileSync(path.join(root, "real", "a.md"), "a");
    writeFileSync(path.join(root, "real", "deep", "b.md"), "b");
    symlinkSync(path.join(root, "real"), path.join(root, "linked"));
    symlinkSync(path.join(root, "real", "a.md"), path.join(root, "real", "to-a.md"));
    symlinkSync(path.join(root, "real", "gone.md"), path.join(root, "real", "dangling.md"));
    const known = new Map<string, string>();
    const real = realpathSync.native(root);
    for (const file of ["real/a.md", "linked/a.md", "linked/deep/b.md", "real/to-a.md", "linked/to-a.md", "linked/deep/../a.md", "real/deep"]) {
      assert.equal(realPath(path.join(root, file), known), realpathSync.native(path.join(root, file)), file);
    }
    // Not there (yet): the nearest existing folder resolved, the rest kept.
    assert.equal(realPath(path.join(root, "linked", "new", "c.md"), known), path.join(real, "real", "new", "c.md"));
    assert.equal(realPath(path.join(root, "linked", "a.md", "under-a-file"), known), path.join(real, "real", "a.md", "under-a-file"));
    // A link leading nowhere is itself: writing there is writing through it.
    assert.equal(realPath(path.join(root, "linked", "dangling.md"), known), path.join(real, "real", "dangling.md"));
  });

  test("a folder of files that are not links is resolved once, not once per file (a plan of thousands)", async (t) => {
    const root = await tempDir();
    mkdirSync(path.join(root, "rules"));
    const files = Array.from({ length: 50 }, (_, i) => path.join(root, "rules", `rule-${i}.md`));
    for (const file of files.slice(0, 25)) writeFileSync(file, "x");
    const calls = t.mock.method(fs.realpathSync, "native");
    const known = new Map<string, string>();
    const real = realpathSync.native(root);
    calls.mock.resetCalls();
    for (const file of files) assert.equal(realPath(file, known), path.join(real, "rules", path.basename(file)));
    // The folders up to the root at most, whatever the number of files (macOS and Windows also ask for existing files' names).
    if (process.platform === "linux") assert.ok(calls.mock.callCount() <= 1, `${calls.mock.callCount()} realpath calls for 50 files`);
  });

  test("a folder asked about many of its files is listed once instead of an lstat per file, with the same answers", async (t) => {
    const root = await tempDir();
    mkdirSync(path.join(root, "rules"));
    mkdirSync(path.join(root, "elsewhere"));
    const files = Array.from({ length: 60 }, (_, i) => path.join(root, "rules", `rule-${i}.md`));
    for (const [index, file] of files.entries()) {
      // Files, links (to a file elsewhere, and leading nowhere), and names not there yet, late in the folder too.
      if (index % 3 === 0) writeFileSync(file, "x");
      else if (index % 5 === 0) {
        writeFileSync(path.join(root, "elsewhere", `${index}.md`), "x");
        symlinkSync(path.join(root, "elsewhere", `${index}.md`), file);
      } else if (index % 7 === 0) symlinkSync(path.join(root, "gone", `${index}.md`), file);
    }
    const expected = files.map((file) => {
      try {
        return realpathSync.native(file);
      } catch {
        return path.join(realpathSync.native(path.join(root, "rules")), path.basename(file));
      }
    });
    const lstats = countedLstats(t);
    const known = new Map<string, string>();
    realPath(path.join(root, "rules", "warm-up"), known); // the folders above, resolved before counting
    lstats.mock.resetCalls();
    assert.deepEqual(
      files.map((file) => realPath(file, known)),
      expected,
    );
    if (process.platform === "linux") assert.ok(lstats.mock.callCount() <= 8, `${lstats.mock.callCount()} lstat calls for 60 files of one folder`);
  });

  test("nothing is asked about a file whose folder is not there (a plan's thousands of new skill folders)", async (t) => {
    const root = await tempDir();
    const real = realpathSync.native(root);
    const files = Array.from({ length: 40 }, (_, i) => path.join(root, "new", "skills", `skill-${i}`, "SKILL.md"));
    const lstats = countedLstats(t);
    const known = new Map<string, string>();
    realPath(path.join(root, "warm-up"), known); // the folders above, resolved before counting
    lstats.mock.resetCalls();
    assert.deepEqual(
      files.map((file) => realPath(file, known)),
      files.map((file) => path.join(real, path.relative(root, file))),
    );
    // One look at "new" (missing); below it nothing exists, so nothing more is asked.
    if (process.platform === "linux") assert.ok(lstats.mock.callCount() <= 1, `${lstats.mock.callCount()} lstat calls for 40 files in missing folders`);
  });
});
