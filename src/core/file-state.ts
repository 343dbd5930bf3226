// What a file was when svc read it, so that a write can tell, just before it replaces the file,
// whether someone else changed it since (another program rewriting a config it shares, as Claude
// Code rewrites ~/.claude.json during a session). A file's identity is its device, inode, size and
// modification and change times in nanoseconds: a writer that replaces the file (a new inode) or
// writes into it (new times, in the kernel's timestamp granularity) changes it. Small files are
// also compared byte for byte, which catches a same-size write within one timestamp tick.
import { closeSync, fstatSync, openSync, readSync, statSync, type BigIntStats } from "node:fs";
import { createHash } from "node:crypto";

/** Files up to this size are compared byte for byte before they are replaced; bigger ones by identity. */
export const COMPARE_BYTES_UP_TO = 1 << 20;

export function identityOf(stats: BigIntStats): string {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

/** What a plan was computed from: the file's identity and bytes (a saved plan knows only a hash). */
export interface FileBasis {
  identity?: string;
  /** Kept for files up to COMPARE_BYTES_UP_TO (and for big ones whose bytes the plan holds anyway). */
  bytes?: Uint8Array;
  sha256?: string;
}

export interface ReadFile {
  bytes: Buffer;
  identity: string;
}

/**
 * A file's bytes with the identity of exactly those bytes (fstat before and after the read, through
 * one descriptor; read again if a writer changed it meanwhile). Null when it does not exist.
 */
export function readWithIdentity(file: string): ReadFile | null {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw error;
  }
  try {
    for (let attempt = 0; ; attempt++) {
      const before = fstatSync(fd, { bigint: true });
      const bytes = readAll(fd, Number(before.size));
      const after = identityOf(fstatSync(fd, { bigint: true }));
      if (after === identityOf(before) || attempt >= 5) return { bytes, identity: after };
    }
  } finally {
    closeSync(fd);
  }
}

/** Every byte of an open file from its start (its size may have changed since fstat). */
function readAll(fd: number, size: number): Buffer {
  const chunks: Buffer[] = [];
  let position = 0;
  let buffer = Buffer.allocUnsafe(Math.max(size, 1));
  for (;;) {
    const read = readSync(fd, buffer, 0, buffer.length, position);
    if (read === 0) break;
    chunks.push(read === buffer.length ? buffer : buffer.subarray(0, read));
    position += read;
    if (read < buffer.length) break;
    buffer = Buffer.allocUnsafe(64 * 1024);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/** The identity of what is at a path now, or null when nothing is. */
export function identityNow(file: string): string | null {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats === undefined ? null : identityOf(stats);
}

/**
 * Whether the file's content is still what `basis` describes, where that can be told from its
 * bytes: up to COMPARE_BYTES_UP_TO, the same bytes; for a saved plan's basis, the same hash.
 * (A bigger file is told by its identity alone: identityNow.)
 */
export function contentUnchanged(file: string, basis: FileBasis): boolean {
  const compareBytes = basis.bytes !== undefined && basis.bytes.length <= COMPARE_BYTES_UP_TO;
  const compareHash = basis.identity === undefined && basis.sha256 !== undefined;
  if (!compareBytes && !compareHash) return true;
  const read = readWithIdentity(file);
  if (read === null) return false;
  if (basis.identity !== undefined && read.identity !== basis.identity) return false;
  if (compareBytes) return Buffer.compare(read.bytes, basis.bytes as Uint8Array) === 0;
  return createHash("sha256").update(read.bytes).digest("hex") === basis.sha256;
}

/**
 * Whether the file at `file` is still what `basis` describes (null basis: it must still be
 * absent): the same content (contentUnchanged), then — the last look — the same identity.
 */
export function unchangedSince(file: string, basis: FileBasis | null): boolean {
  if (basis === null) return identityNow(file) === null;
  if (!contentUnchanged(file, basis)) return false;
  return basis.identity === undefined || identityNow(file) === basis.identity;
}

/**
 * The buffer sha256OfFile reads into, made once: a plan hashes hundreds of small files it relies
 * on, and a fresh megabyte for each cost more (allocation, page faults, collection) than the hashing.
 * Safe to share: the function is synchronous.
 */
let hashBuffer: Buffer | undefined;

/** The SHA-256 of a file, read a chunk at a time (a big file is never held whole); null when absent. */
export function sha256OfFile(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const hash = createHash("sha256");
    const buffer = (hashBuffer ??= Buffer.allocUnsafe(1 << 20));
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) hash.update(buffer.subarray(0, read));
    return hash.digest("hex");
  } finally {
    closeSync(fd);
  }
}
