// In-process tests of code that writes files (plan apply, backups, restore): a temporary home,
// file modes and hashes as the tests compare them, and the SvcError a call fails with.
import assert from "node:assert/strict";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { SvcError } from "../../src/core/errors.ts";
import { createBackup, type BackupEntry, type Manifest } from "../../src/harness/plan/backup.ts";
import { realTempDir } from "./temp.ts";

export const NOW = new Date("2026-11-25T12:00:00.000Z");
export const LATER = new Date("2026-11-26T08:30:00.000Z");
export { sha256 } from "./tree.ts";
/** A file's permission bits in octal ("600"). */
export const modeOf = async (file: string): Promise<string> => ((await stat(file)).mode & 0o7777).toString(8);

/** The SvcError `promise` rejects with. */
export async function failure(promise: Promise<unknown>): Promise<SvcError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof SvcError, `not an SvcError: ${String(error)}`);
    return error;
  }
  assert.fail("it did not fail");
}

/** A temporary home and an svc home beside it. */
export async function world() {
  const root = await realTempDir("svc-backup-");
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
  const backup = (entries: BackupEntry[], command = "migrate --from claude-code --to codex") =>
    createBackup({ svcHome, command, now: NOW, entries, roots: [home] });
  return { root, home, svcHome, backupDir, manifest, files, backup };
}
