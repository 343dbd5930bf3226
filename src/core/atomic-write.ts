// Atomic file replacement: write a temporary file in the same folder, fsync it, rename it over
// the target, then fsync the folder. A reader sees the old file or the new one, never a mix, and a
// crash leaves at worst a stray temporary file (named so it is recognisable).
import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";

export interface AtomicWriteOptions {
  /** File mode of the new file (default 0o644, narrowed by nothing but this value). */
  mode?: number;
  /** fsync the folder after the rename (default). Batch writers sync each folder once instead. */
  syncFolder?: boolean;
}

export async function writeFileAtomic(file: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const mode = options.mode ?? 0o644;
  const dir = path.dirname(file);
  const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temporary, "wx", mode).catch((error: unknown) => {
    throw aboutTarget(error, temporary, file);
  });
  try {
    await handle.writeFile(data);
    // The umask may have narrowed the mode; the caller's mode is what counts. Asked only then:
    // each call is a trip through the thread pool, for each of a big plan's thousands of files.
    if ((mode & ~processUmask()) !== mode) await handle.chmod(mode);
    await handle.datasync(); // the content is on disk before the rename makes it visible
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw aboutTarget(error, temporary, file);
  }
  await handle.close();
  try {
    await rename(temporary, file);
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
