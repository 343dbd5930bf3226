// Atomic file replacement: write a temporary file in the same folder, fsync it, rename it over
// the target, then fsync the folder. A reader sees the old file or the new one, never a mix, and a
// crash leaves at worst a stray temporary file (named so it is recognisable).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const fdatasync = promisify(fs.fdatasync);

export interface AtomicWriteOptions {
  /** File mode of the new file (default 0o644, narrowed by nothing but this value). */
  mode?: number;
  /** fsync the folder after the rename (default). Batch writers sync each folder once instead. */
  syncFolder?: boolean;
}

/**
 * Only the fsync, which waits on the disk, goes through libuv's thread pool (so that a batch
 * writer's fsyncs wait together); opening, writing, closing and renaming are quick calls made
 * here. Each trip through the pool waits to be scheduled again, which on a busy machine cost a
 * plan of thousands of files more than the work (five trips a file before, one now).
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const mode = options.mode ?? 0o644;
  const dir = path.dirname(file);
  const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  let fd: number;
  try {
    fd = fs.openSync(temporary, "wx", mode);
  } catch (error) {
    throw aboutTarget(error, temporary, file);
  }
  try {
    fs.writeFileSync(fd, data);
    // The umask may have narrowed the mode; the caller's mode is what counts.
    if ((mode & ~processUmask()) !== mode) fs.fchmodSync(fd, mode);
    await fdatasync(fd); // the content is on disk before the rename makes it visible
  } catch (error) {
    fs.closeSync(fd);
    await rm(temporary, { force: true });
    throw aboutTarget(error, temporary, file);
  }
  fs.closeSync(fd);
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw aboutTarget(error, temporary, file);
  }
  if (options.syncFolder !== false) await syncFolder(dir);
}

/**
 * A failure on the temporary file is, to the user, a failure to write their file: the error
 * names that file (svc's messages are built from the error's path), not `.NAME.<hex>.tmp`.
 */
function aboutTarget(error: unknown, temporary: string, file: string): unknown {
  const failure = error as NodeJS.ErrnoException;
  if (failure instanceof Error && failure.path === temporary) failure.path = file;
  return error;
}

let umask: number | undefined;

/** The process's umask, read once (svc never changes it). */
function processUmask(): number {
  // Windows has no umask to narrow a mode with (Node answers 0).
  umask ??= process.umask();
  return umask;
}

/** Makes renames in a folder durable. */
export async function syncFolder(dir: string): Promise<void> {
  // Makes the rename itself durable. Windows cannot open a folder for syncing; there the rename is
  // already journaled by NTFS.
  if (process.platform === "win32") return;
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
