// Atomic file replacement: write a temporary file in the same folder, fsync it, rename it over
// the target, then fsync the folder. A reader sees the old file or the new one, never a mix, and a
// crash leaves at worst a stray temporary file (named so it is recognisable).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const fdatasync = promisify(fs.fdatasync);
const fsync = promisify(fs.fsync);

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
export async function writeFileAtomic(file: string, data: string | Uint8Array | Iterable<Uint8Array>, options: AtomicWriteOptions = {}): Promise<void> {
  const staged = await stageFile(file, data, options);
  staged.commit();
  if (options.syncFolder !== false) await syncFolder(path.dirname(file));
}

/** A new file's content, written and on disk under a temporary name beside the target, not yet in place. */
export interface StagedFile {
  temporary: string;
  /** Renames it over the target (synchronous: nothing runs between a caller's last check and the rename). */
  commit(): void;
  /**
   * Puts it in place only if nothing is at the target (a hard link, which refuses an existing name,
   * a dangling link's too); false when something is. No look beforehand is needed: the link is the look.
   */
  commitIfAbsent(): boolean;
  /** It was put in place with a hard link (then the temporary name removed), not renamed. */
  readonly linked: boolean;
  /** Removes it. */
  discard(): Promise<void>;
}

/**
 * Writes `data` (text, bytes, or pieces written one after another, never joined) to a temporary
 * file in the target's folder and fsyncs it; the caller then commits or discards it.
 */
export async function stageFile(file: string, data: string | Uint8Array | Iterable<Uint8Array>, options: AtomicWriteOptions = {}): Promise<StagedFile> {
  const mode = options.mode ?? 0o644;
  const dir = path.dirname(file);
  const temporary = path.join(dir, `.${path.basename(file)}.${temporarySuffix()}.tmp`);
  let fd: number;
  try {
    fd = fs.openSync(temporary, "wx", mode);
  } catch (error) {
    throw aboutTarget(error, temporary, file);
  }
  try {
    if (typeof data === "string" || data instanceof Uint8Array) fs.writeFileSync(fd, data);
    else for (const piece of data) writeAll(fd, piece);
    // The umask may have narrowed the mode; the caller's mode is what counts.
    if ((mode & ~processUmask()) !== mode) fs.fchmodSync(fd, mode);
    await fdatasync(fd); // the content is on disk before the rename makes it visible
  } catch (error) {
    fs.closeSync(fd);
    await rm(temporary, { force: true });
    throw aboutTarget(error, temporary, file);
  }
  fs.closeSync(fd);
  const discard = () => rm(temporary, { force: true });
  const commit = () => {
    try {
      renameRetrying(temporary, file);
    } catch (error) {
      removeTemporary(temporary);
      throw aboutTarget(error, temporary, file);
    }
  };
  let linked = false;
  return {
    temporary,
    commit,
    get linked() {
      return linked;
    },
    commitIfAbsent() {
      try {
        fs.linkSync(temporary, file);
        linked = true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EEXIST") return false;
        // A file system without hard links: a look (nothing there, not even a dangling link) and
        // the rename, back to back.
        if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP" || code === "ENOSYS" || code === "EXDEV") {
          if (fs.lstatSync(file, { throwIfNoEntry: false }) !== undefined) return false;
          commit();
          return true;
        }
        removeTemporary(temporary);
        throw aboutTarget(error, temporary, file);
      }
      removeTemporary(temporary);
      return true;
    },
    discard,
  };
}

/**
 * Copies a file atomically into `file`, a chunk at a time (a big file is never held whole), and
 * returns the SHA-256 of what it copied; null when the source is absent.
 */
export async function copyFileAtomic(source: string, file: string, options: AtomicWriteOptions = {}): Promise<string | null> {
  let input: number;
  try {
    input = fs.openSync(source, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const hash = createHash("sha256");
  const chunks = function* (): Generator<Uint8Array> {
    const buffer = Buffer.allocUnsafe(1 << 20);
    for (let read = fs.readSync(input, buffer); read > 0; read = fs.readSync(input, buffer)) {
      const chunk = buffer.subarray(0, read);
      hash.update(chunk);
      yield chunk;
    }
  };
  try {
    await writeFileAtomic(file, chunks(), options);
  } finally {
    fs.closeSync(input);
  }
  return hash.digest("hex");
}

/**
 * Watches a file's folder while svc replaces the file with `staged`, to tell afterwards whether
 * another program wrote the file (renamed over it, or wrote into it) between svc's last look and
 * its rename: the gap no check can close, since POSIX has no rename-if-unchanged. Linux only,
 * where inotify reports a folder's events in order; null elsewhere, or when the folder cannot be
 * watched.
 */
export function watchReplacement(
  file: string,
  staged: Pick<StagedFile, "temporary" | "linked">,
): { saving(): boolean; foreignWrites(): Promise<number | null>; close(): void } | null {
  if (process.platform !== "linux") return null;
  // The folder's entries written ("change") and created, renamed or removed ("rename"), in order.
  const events: { type: string; name: string }[] = [];
  let watcher: fs.FSWatcher;
  try {
    watcher = fs.watch(path.dirname(file), { persistent: false, encoding: "utf8" }, (type, name) => {
      if (name !== null) events.push({ type, name });
    });
  } catch {
    return null;
  }
  const target = path.basename(file);
  // The temporary name's going: a rename's (its event comes before the target's), or, for a file
  // put in place with a hard link, its removal just after the link (whose event, the target's,
  // comes before it and is svc's own).
  const temporary = path.basename(staged.temporary);
  const isMine = (event: { type: string; name: string }) => event.type === "rename" && event.name === temporary;
  // Another program saving the file through a temporary file of its own beside it (named after the
  // file, as atomic writers name them: `.claude.json.tmp.123`, `.claude.json.3f2a`): a name seen
  // written since the watch began that is still there has not been renamed over the file yet.
  const dir = path.dirname(file);
  // (Not a lock: svc holds the owner's lock itself, if it takes one, across its last look.)
  const isTheirs = (name: string) => name !== target && name !== temporary && name.includes(target) && !name.endsWith(".lock");
  return {
    /** Whether another program has a save of the file under way (its temporary file is there, written since the watch began). */
    saving() {
      const names = new Set<string>();
      for (const event of events) if (isTheirs(event.name)) names.add(event.name);
      for (const name of names) if (fs.lstatSync(path.join(dir, name), { throwIfNoEntry: false }) !== undefined) return true;
      return false;
    },
    /** How many writes of the file came before svc's own (once its event has arrived); null: unknown. */
    async foreignWrites() {
      const deadline = Date.now() + 500;
      while (!events.some(isMine)) {
        if (Date.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      let before = events.slice(0, events.findIndex(isMine));
      if (staged.linked) {
        // svc's own link: the last creation of the target's name (and what follows it).
        const link = before.findLastIndex((event) => event.type === "rename" && event.name === target);
        if (link !== -1) before = before.slice(0, link);
      }
      return before.filter((event) => event.name === target).length;
    },
    close: () => watcher.close(),
  };
}

/** The pauses before each new try of a rename Windows refused for a moment (about 0.6 s in all). */
const RENAME_RETRIES_MS = [10, 20, 40, 80, 160, 320];

/**
 * renameSync, tried again for a moment on Windows when it is refused with EPERM, EACCES or EBUSY: a
 * program that has the file open without letting others delete it (an antivirus scan, a search
 * indexer, an editor reading it) makes a rename fail until it closes the file. Synchronous, like the
 * rename itself: nothing of svc runs between the caller's last look and the rename.
 */
export function renameRetrying(from: string, to: string, platform: NodeJS.Platform = process.platform): void {
  for (let attempt = 0; ; attempt++) {
    try {
      fs.renameSync(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const pause = RENAME_RETRIES_MS[attempt];
      if (platform !== "win32" || pause === undefined || (code !== "EPERM" && code !== "EACCES" && code !== "EBUSY")) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pause);
    }
  }
}

/**
 * Removes a temporary file svc made (one unlink: rmSync would first look at it twice, which a plan
 * of thousands of new files paid for each); already gone is fine.
 */
function removeTemporary(temporary: string): void {
  try {
    fs.unlinkSync(temporary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** Writes all of a piece (writeSync may write less than asked). */
function writeAll(fd: number, piece: Uint8Array): void {
  for (let written = 0; written < piece.length;) written += fs.writeSync(fd, piece, written, piece.length - written);
}

let prefix: string | undefined;
let counter = 0;

/**
 * Hex unique to this write: random per process, then counted (random bytes for each of thousands
 * of files cost a big plan more than its renames). Opening with "wx" refuses a name that exists.
 */
function temporarySuffix(): string {
  prefix ??= randomBytes(4).toString("hex");
  return `${prefix}${(counter++).toString(16).padStart(4, "0")}`;
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

/**
 * Makes renames in a folder durable. As for a file, only the fsync goes through the thread pool:
 * a plan that creates a folder per skill syncs thousands (a FileHandle made three trips each).
 */
export async function syncFolder(dir: string): Promise<void> {
  // Makes the rename itself durable. Windows cannot open a folder for syncing; there the rename is
  // already journaled by NTFS.
  if (process.platform === "win32") return;
  const fd = fs.openSync(dir, "r");
  try {
    await fsync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
