// svc upgrade where svc is installed in a folder this user cannot write: not_writable with what to
// do, and the installed svc untouched, for each error the system gives there. A user is refused by
// the folder's mode (EACCES); root writes anywhere, so as root the folder is made immutable
// (chattr +i: EPERM). sysfs lets no one create a file (EACCES, even for root), and a read-only
// mount refuses every write (EROFS; mounting needs root). A case the machine cannot set up says why
// it is skipped.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { svc, tempDir, type RunResult } from "./support/cli.ts";
import { goodRelease } from "./support/release-server.ts";

const NOT_WRITABLE = { code: "not_writable", hint: "Run svc upgrade as the user who installed svc, or reinstall with the installer.", exit_code: 1 };

/** svc upgrade --json of the svc installed at `executable`. */
async function upgrade(url: string, executable: string): Promise<RunResult> {
  return svc(["upgrade", "--json"], { home: await tempDir(), env: { SVC_BASE_URL: url }, executable: { path: executable, sea: true } });
}

function assertNotWritable(result: RunResult, folder: string): void {
  assert.equal(result.code, 1, result.stdout);
  assert.deepEqual(JSON.parse(result.stdout).error, { ...NOT_WRITABLE, message: `cannot write into ${folder}` });
}

/** Makes `folder` unwritable for this process; the function returned undoes it. Null when it cannot. */
async function lock(folder: string): Promise<(() => Promise<unknown>) | null> {
  if (process.getuid?.() !== 0) {
    await chmod(folder, 0o555);
    return () => chmod(folder, 0o755);
  }
  if (spawnSync("chattr", ["+i", folder]).status !== 0) return null;
  return async () => spawnSync("chattr", ["-i", folder]);
}

/** The errno creating a file in `folder` gives, or null when it can be created. */
async function createError(folder: string): Promise<string | null> {
  try {
    await writeFile(path.join(folder, ".svc-probe"), "");
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? "unknown";
  }
  return null;
}

test("an install folder svc cannot write: not_writable, the installed svc untouched", async (t) => {
  const { url } = await goodRelease(t);
  const bin = await tempDir("svc-bin-");
  const executable = path.join(bin, "svc");
  await writeFile(executable, "old svc", { mode: 0o755 });
  const unlock = await lock(bin);
  if (unlock === null) return t.skip("running as root without chattr +i: no folder is unwritable to root");
  let result;
  try {
    result = await upgrade(url, executable);
  } finally {
    await unlock();
  }
  assertNotWritable(result, bin);
  assert.equal(await readFile(executable, "utf8"), "old svc");
  assert.deepEqual(await readdir(bin), ["svc"]);
});

test("a folder where creating a file is refused with EACCES for everyone (sysfs): not_writable", async (t) => {
  const { url } = await goodRelease(t);
  const refused = await createError("/sys");
  if (refused !== "EACCES") return t.skip(`creating a file in /sys gives ${refused ?? "no error"} here, not EACCES`);
  assertNotWritable(await upgrade(url, "/sys/svc"), "/sys");
});

test("an install folder on a read-only file system (EROFS): not_writable, the installed svc untouched", async (t) => {
  const { url } = await goodRelease(t);
  const bin = path.join(await tempDir("svc-ro-"), "bin");
  await mkdir(bin);
  if (spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", bin]).status !== 0) return t.skip("cannot mount a file system here (mounting needs root)");
  try {
    const executable = path.join(bin, "svc");
    await writeFile(executable, "old svc", { mode: 0o755 });
    assert.equal(spawnSync("mount", ["-o", "remount,ro", bin]).status, 0, "remount read-only");
    assert.equal(await createError(bin), "EROFS");
    assertNotWritable(await upgrade(url, executable), bin);
    assert.equal(await readFile(executable, "utf8"), "old svc");
    assert.deepEqual(await readdir(bin), ["svc"]);
  } finally {
    // before the temporary folder is removed (its cleanup runs first among the hooks)
    spawnSync("umount", [bin]);
  }
});
