// A lock another program takes while it saves a file: a folder made beside the file with mkdir,
// which only one process can create. This is the protocol of proper-lockfile, which Claude Code
// uses to save ~/.claude.json (`~/.claude.json.lock`): the holder re-reads the file once it has the
// lock, writes a temporary file and renames it over the file, then removes the folder; while it
// holds the lock it touches the folder every 5 s, and a folder not touched for 10 s is stale (its
// holder died or stalled) and is taken over. svc holds the same lock around its last look at such a
// file and its rename, so that a save made under the lock never falls between the two.
import { lstatSync, mkdirSync, renameSync, rmSync, type Stats } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";

/** A lock folder untouched this long is stale (proper-lockfile's default, which Claude Code keeps). */
export const STALE_LOCK_MS = 10_000;

export interface LockFolderOptions {
  /** How long to wait for a live lock another process holds; null is answered after it. */
  waitMs: number;
  /** For tests: when a lock counts as stale. */
  staleMs?: number;
}

/**
 * Takes the lock folder `lock`, waiting up to `waitMs` while another process holds it. Answers the
 * function that releases it, or null when it is still held after the wait, or cannot be made at all
 * (a read-only folder): the caller then goes on without it, as Claude Code itself does. A live lock
 * is never removed; a stale one is moved aside, and removed only once it is known to be the folder
 * judged stale.
 */
export async function takeLockFolder(lock: string, options: LockFolderOptions): Promise<(() => void) | null> {
  const staleMs = options.staleMs ?? STALE_LOCK_MS;
  const deadline = Date.now() + options.waitMs;
  for (let pause = 2; ;) {
    const made = make(lock);
    if (made === "failed") return null;
    if (made !== "held") return releaser(lock, made);
    const held = statOrNull(lock);
    if (held === null) continue; // released just now
    if (Date.now() - held.mtimeMs > staleMs && removeStale(lock, held, staleMs)) continue;
    if (Date.now() >= deadline) return null;
    await delay(pause);
    pause = Math.min(pause * 2, 20);
  }
}

/** mkdir of the lock: its folder's identity when made, "held" when it exists, "failed" otherwise. */
function make(lock: string): Stats | "held" | "failed" {
  try {
    mkdirSync(lock);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EEXIST" ? "held" : "failed";
  }
  return statOrNull(lock) ?? "failed";
}

/** Removes the lock folder, unless it is no longer the one made (someone took it over as stale). */
function releaser(lock: string, made: Stats): () => void {
  return () => {
    const now = statOrNull(lock);
    if (now !== null && now.ino === made.ino && now.dev === made.dev) rmSync(lock, { recursive: true, force: true });
  };
}

/**
 * Removes a stale lock: renames whatever is at `lock` aside (one atomic step), and removes that only
 * if it is the very folder judged stale, still untouched; anything else (a live lock made in the
 * meantime) is put back. True when the stale lock is gone.
 */
function removeStale(lock: string, stale: Stats, staleMs: number): boolean {
  const aside = `${lock}.stale-${process.pid}-${Date.now().toString(36)}`;
  try {
    renameSync(lock, aside);
  } catch {
    return false; // released or taken over by someone else meanwhile
  }
  const moved = statOrNull(aside);
  if (moved === null || moved.ino !== stale.ino || moved.dev !== stale.dev || Date.now() - moved.mtimeMs <= staleMs) {
    try {
      renameSync(aside, lock);
    } catch {
      // Another process made the lock meanwhile; the one moved aside is left where it is.
    }
    return false;
  }
  rmSync(aside, { recursive: true, force: true });
  return true;
}

function statOrNull(file: string): Stats | null {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/** The lock folder beside `file` that a program saving it under proper-lockfile's protocol takes. */
export function lockFolderOf(file: string): string {
  return `${file}.lock`;
}
