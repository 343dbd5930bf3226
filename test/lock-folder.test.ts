// src/core/lock-folder.ts: the lock folder Claude Code takes while it saves ~/.claude.json
// (proper-lockfile's protocol: mkdir, touched while held, stale after 10 s). A real second process
// holds it; svc waits for it a bounded time, never removes a live one, and takes over a stale one.
import assert from "node:assert/strict";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { takeLockFolder } from "../src/core/lock-folder.ts";
import { tempDir } from "./support/temp.ts";

/** Another process holding `lock` (made with mkdir) until its standard input closes. */
async function holder(lock: string): Promise<ChildProcessWithoutNullStreams> {
  const script = `const fs = require("node:fs"); fs.mkdirSync(${JSON.stringify(lock)}); process.stdout.write("held\\n"); process.stdin.on("end", () => { fs.rmdirSync(${JSON.stringify(lock)}); process.exit(0); }); process.stdin.resume();`;
  const child = spawn(process.execPath, ["-e", script]);
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return child;
}

test("a free lock is taken and released; a lock another process holds is waited for, then taken", async () => {
  const dir = await tempDir();
  const lock = path.join(dir, ".claude.json.lock");
  const release = await takeLockFolder(lock, { waitMs: 0 });
  assert.ok(release);
  assert.ok(statSync(lock).isDirectory());
  release();
  assert.equal(existsSync(lock), false);

  const other = await holder(lock);
  let taken = false;
  const waiting = takeLockFolder(lock, { waitMs: 30_000 }).then((got) => {
    taken = true;
    return got;
  });
  // While the other process holds it, svc is still waiting (it polls; a few of its turns pass here).
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.equal(taken, false, "svc took a lock another process holds");
  other.stdin.end();
  const second = await waiting;
  assert.ok(second, "the lock was not taken once released");
  assert.ok(statSync(lock).isDirectory());
  second();
  assert.equal(existsSync(lock), false);
});

test("a live lock is never removed: after the wait svc goes on without it", async () => {
  const dir = await tempDir();
  const lock = path.join(dir, ".claude.json.lock");
  const other = await holder(lock);
  try {
    const before = statSync(lock).ino;
    assert.equal(await takeLockFolder(lock, { waitMs: 100 }), null);
    assert.equal(statSync(lock).ino, before, "the other process's lock was replaced");
  } finally {
    other.stdin.end();
    await new Promise((resolve) => other.on("exit", resolve));
  }
});

test("a stale lock (untouched for longer than the holder refreshes it) is taken over, leaving nothing aside", async () => {
  const dir = await tempDir();
  const lock = path.join(dir, ".claude.json.lock");
  mkdirSync(lock);
  const old = new Date(Date.now() - 60_000);
  utimesSync(lock, old, old);
  const release = await takeLockFolder(lock, { waitMs: 0 });
  assert.ok(release, "a stale lock was not taken over");
  assert.ok(Date.now() - statSync(lock).mtimeMs < 10_000, "svc's lock is not a new one");
  release();
  assert.deepEqual(readdirSync(dir), []);
  // A lock touched just now is live, whoever made it.
  mkdirSync(lock);
  assert.equal(await takeLockFolder(lock, { waitMs: 0 }), null);
  assert.ok(existsSync(lock));
});
