// src/core/atomic-write.ts: the file appears whole with the mode asked for, whatever the umask,
// and without a mode change the umask made unnecessary; only the fsync goes through libuv's
// thread pool (each trip waits to be scheduled again on a busy machine).
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs, { readdirSync, statSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import { open } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { renameRetrying, stageFile, watchReplacement, writeFileAtomic } from "../src/core/atomic-write.ts";
import { tempDir } from "./support/cli.ts";

test(
  "writeFileAtomic gives the mode asked for, and changes it only when the umask narrowed it",
  { skip: process.platform === "win32" ? "no umask on Windows" : false },
  async (t) => {
    const dir = await tempDir();
    const chmod = t.mock.method(fs, "fchmodSync");
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
  },
);

test("writeFileAtomic sends only the fsync through the thread pool", async (t) => {
  const dir = await tempDir();
  // The asynchronous calls a write could make: only fdatasync may be among them.
  const asynchronous = ["open", "write", "writeFile", "close", "rename", "fchmod", "chmod"].map((name) => t.mock.method(fs, name as "open"));
  const probe = await open(path.join(dir, "probe"), "w");
  const handle = Object.getPrototypeOf(probe) as Record<"writeFile" | "chmod" | "datasync" | "sync", () => Promise<void>>;
  await probe.close();
  const handleCalls = (["writeFile", "chmod", "datasync", "sync"] as const).map((name) => t.mock.method(handle, name));
  const datasync = t.mock.method(fs, "fdatasync");
  const { writeFileAtomic: fresh } = await import(`../src/core/atomic-write.ts?pool=${Date.now()}`);
  await fresh(path.join(dir, "a.md"), "text\n", { mode: 0o644, syncFolder: false });
  assert.equal(fs.readFileSync(path.join(dir, "a.md"), "utf8"), "text\n");
  assert.deepEqual(
    asynchronous.map((mock) => mock.mock.callCount()),
    [0, 0, 0, 0, 0, 0, 0],
  );
  assert.deepEqual(
    handleCalls.map((mock) => mock.mock.callCount()),
    [0, 0, 0, 0],
    "no FileHandle trips",
  );
  assert.equal(datasync.mock.callCount(), 1);
});

test("syncFolder sends only the fsync through the thread pool", { skip: process.platform === "win32" ? "Windows syncs no folder" : false }, async (t) => {
  const dir = await tempDir();
  const probe = await open(path.join(dir, "probe"), "w");
  const handle = Object.getPrototypeOf(probe) as Record<"sync", () => Promise<void>>;
  await probe.close();
  // A migrate that makes a folder per skill syncs thousands of folders: a FileHandle made three trips each.
  const asynchronous = ["open", "close"].map((name) => t.mock.method(fs, name as "open"));
  const handleSync = t.mock.method(handle, "sync");
  const fsync = t.mock.method(fs, "fsync");
  const { syncFolder: fresh } = await import(`../src/core/atomic-write.ts?folder=${Date.now()}`);
  await fresh(dir);
  assert.deepEqual(
    asynchronous.map((mock) => mock.mock.callCount()),
    [0, 0],
  );
  assert.equal(handleSync.mock.callCount(), 0, "no FileHandle trips");
  assert.equal(fsync.mock.callCount(), 1);
});

test("temporary names are unique without random bytes for each file", async (t) => {
  const dir = await tempDir();
  const random = t.mock.method(crypto, "randomBytes");
  const opened = t.mock.method(fs, "openSync");
  syncBuiltinESMExports(); // atomic-write.ts imports randomBytes by name
  try {
    const { writeFileAtomic: fresh } = await import(`../src/core/atomic-write.ts?names=${Date.now()}`);
    for (const name of ["a.md", "b.md", "a.md"]) await fresh(path.join(dir, name), `${name}\n`, { syncFolder: false });
  } finally {
    t.mock.restoreAll();
    syncBuiltinESMExports();
  }
  const names = opened.mock.calls
    .map((call) => String(call.arguments[0]))
    .filter((file) => path.dirname(file) === dir)
    .map((file) => path.basename(file));
  assert.equal(new Set(names).size, 3, names.join(", "));
  for (const name of names) assert.match(name, /^\.[ab]\.md\.[0-9a-f]+\.tmp$/);
  assert.ok(random.mock.callCount() <= 1, `${random.mock.callCount()} calls to randomBytes for 3 files`);
  assert.deepEqual(readdirSync(dir).sort(), ["a.md", "b.md"], "no temporary file is left");
});

test("stageFile: commitIfAbsent refuses a name someone created meanwhile, and leaves no temporary file", async () => {
  const dir = await tempDir();
  const file = path.join(dir, "new.json");
  const staged = await stageFile(file, "svc\n");
  fs.writeFileSync(file, "theirs\n");
  assert.equal(staged.commitIfAbsent(), false);
  await staged.discard();
  assert.equal(fs.readFileSync(file, "utf8"), "theirs\n");
  const again = await stageFile(
    file + "2",
    ["a", "b"].map((part) => Buffer.from(part)),
  );
  assert.equal(again.commitIfAbsent(), true);
  assert.equal(fs.readFileSync(file + "2", "utf8"), "ab");
  assert.deepEqual(readdirSync(dir).sort(), ["new.json", "new.json2"]);
});

test(
  "watchReplacement tells a write that landed between svc's last look and its rename",
  { skip: process.platform !== "linux" ? "inotify only" : false },
  async () => {
    const dir = await tempDir();
    const file = path.join(dir, "shared.json");
    fs.writeFileSync(file, "{}");
    for (const foreign of [false, true]) {
      const staged = await stageFile(file, "svc");
      const watching = watchReplacement(file, staged);
      assert.ok(watching);
      // Another program's write: a temporary file renamed over the shared one.
      if (foreign) {
        fs.writeFileSync(path.join(dir, "theirs.tmp"), "theirs");
        fs.renameSync(path.join(dir, "theirs.tmp"), file);
      }
      staged.commit();
      assert.equal(await watching.foreignWrites(), foreign ? 1 : 0);
      watching.close();
    }
  },
);

test(
  "watchReplacement: svc's own new file, put in place with a hard link, is no foreign write",
  { skip: process.platform !== "linux" ? "inotify only" : false },
  async () => {
    const dir = await tempDir();
    const file = path.join(dir, "new.json");
    for (const foreign of [false, true]) {
      const staged = await stageFile(file, "svc");
      const watching = watchReplacement(file, staged);
      assert.ok(watching);
      // Another program's file, created and removed again before svc's link.
      if (foreign) {
        fs.writeFileSync(file, "theirs");
        fs.rmSync(file);
      }
      assert.equal(staged.commitIfAbsent(), true);
      const writes = await watching.foreignWrites();
      assert.ok(foreign ? (writes ?? 0) >= 1 : writes === 0, `foreign writes: ${writes}`);
      watching.close();
      fs.rmSync(file);
    }
  },
);

// Windows refuses to rename over a file another program has open without letting others delete it
// (EPERM, EACCES or EBUSY) until it closes the file. Here the refusal is real: the target is made
// immutable (root and chattr), and another process lifts that a moment later.
const canChattr = process.platform === "linux" && process.getuid?.() === 0 && spawnSync("chattr", ["--help"]).error === undefined;
test(
  "a rename refused for a moment is tried again on Windows, and fails at once elsewhere",
  { skip: canChattr ? false : "needs root and chattr" },
  async () => {
    const dir = await tempDir();
    const file = path.join(dir, "shared.json");
    fs.writeFileSync(file, "theirs");
    fs.writeFileSync(file + ".new", "svc");
    assert.equal(spawnSync("chattr", ["+i", file]).status, 0);
    try {
      assert.throws(() => renameRetrying(file + ".new", file, "linux"), { code: "EPERM" });
      const lifter = spawn("sh", ["-c", `echo ready; sleep 0.05; chattr -i '${file}'`]);
      await new Promise((resolve) => lifter.stdout.once("data", resolve));
      renameRetrying(file + ".new", file, "win32"); // blocks while it tries again, as svc's rename does
      assert.equal(fs.readFileSync(file, "utf8"), "svc");
      await new Promise((resolve) => lifter.on("exit", resolve));
    } finally {
      spawnSync("chattr", ["-i", file]);
    }
  },
);
