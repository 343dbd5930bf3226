// src/core/atomic-write.ts: the file appears whole with the mode asked for, whatever the umask,
// and without a mode change the umask made unnecessary (one fewer trip per file of a big plan).
import assert from "node:assert/strict";
import { statSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { writeFileAtomic } from "../src/core/atomic-write.ts";
import { tempDir } from "./support/cli.ts";

test("writeFileAtomic gives the mode asked for, and changes it only when the umask narrowed it", { skip: process.platform === "win32" ? "no umask on Windows" : false }, async (t) => {
  const dir = await tempDir();
  const probe = await open(path.join(dir, "probe"), "w");
  const chmod = t.mock.method(Object.getPrototypeOf(probe) as { chmod: (mode: number) => Promise<void> }, "chmod");
  await probe.close();
  const previous = process.umask(0o022);
  try {
    await writeFileAtomic(path.join(dir, "plain.md"), "text\n", { mode: 0o644 });
    assert.equal(statSync(path.join(dir, "plain.md")).mode & 0o777, 0o644);
    assert.equal(chmod.mock.callCount(), 0, "0644 under umask 022 needs no chmod");
    await writeFileAtomic(path.join(dir, "script.sh"), "#!/bin/sh\n", { mode: 0o775 });
    assert.equal(statSync(path.join(dir, "script.sh")).mode & 0o777, 0o775);
    assert.equal(chmod.mock.callCount(), 1, "0775 under umask 022 is narrowed: chmod");
  } finally {
    process.umask(previous);
  }
});
