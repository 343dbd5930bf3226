// Temporary folders for tests, removed when the test file ends. Kept apart from cli.ts, which
// rebuilds the bundle when imported: the in-process tests of plan apply and backups (which
// Stryker reruns for every mutant) need neither the bundle nor the CLI.
import { mkdtemp, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after } from "node:test";

/** A temporary folder removed when the test file ends. */
export async function tempDir(prefix = "svc-test-"): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A temporary folder removed when test `t` ends (a store's folder, one per test). */
export async function testTempDir(t: { after(fn: () => Promise<void>): void }, prefix = "svc-test-"): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The same by its real path (no link on the way, even when TMPDIR is one), for tests of links. */
export async function realTempDir(prefix = "svc-test-"): Promise<string> {
  return realpath(await tempDir(prefix));
}
