// The only code that writes a tool's configuration (ARCHITECTURE: "one module applies plans").
// Before anything changes, every file about to be replaced is copied into a backup with a
// manifest; then each file is written atomically. Writes never go through a symbolic link that
// leads out of the tree they target, and a plan with conflicts (under merge) or with a target
// file that cannot be edited is refused before anything is touched.
import { existsSync, lstatSync, mkdirSync, readlinkSync, realpathSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { syncFolder, writeFileAtomic } from "../../core/atomic-write.ts";
import { ConflictError, EXIT, SvcError, toSvcError } from "../../core/errors.ts";
import type { Interruption } from "../../core/interrupt.ts";
import { isWithin } from "../../core/paths.ts";
import { encodeText } from "../formats/text.ts";
import { createBackup, type BackupEntry } from "./backup.ts";
import type { Plan, PlannedFile, Policy } from "./plan.ts";

export interface ApplyOptions {
  policy: Policy;
  svcHome: string;
  /** The command, recorded in the backup manifest ("migrate --from claude-code --to codex"). */
  command: string;
  now: Date;
  /** Trees the plan may write into (home, the repo); writes must stay inside one of them. */
  roots: readonly string[];
  /** Ctrl-C / SIGTERM: stops the writing and rolls back (the command exits 130). */
  interruption?: Interruption | undefined;
}

export interface ApplyResult {
  backupId: string | null;
  written: { path: string; action: "create" | "update" | "delete" }[];
}

/** Files the plan would write under the policy, or a refusal. */
export function filesToWrite(plan: Plan, policy: Policy): PlannedFile[] {
  const broken = plan.files.filter((file) => file.action === "error");
  if (broken.length > 0) {
    throw new SvcError("target_unreadable", `cannot edit ${broken.length} target file${broken.length === 1 ? "" : "s"}; nothing was written`, 1, {
      hint: broken.map((file) => `${file.path}: ${file.error ?? "unreadable"}`).join("\n"),
      paths: broken.map((file) => file.path),
    });
  }
  const conflicts = plan.files.filter((file) => file.action === "conflict");
  if (conflicts.length > 0 && policy === "merge") {
    throw new ConflictError("conflicts", `${conflicts.length} target file${conflicts.length === 1 ? " has" : "s have"} conflicting content; nothing was written`, {
      hint: [
        ...conflicts.map((file) => `${file.path}: ${file.conflicts.join(", ")}`),
        "Run the same command with --policy overwrite to replace them (each is backed up first), or edit them by hand.",
      ].join("\n"),
      details: { conflicts: conflicts.map((file) => ({ path: file.path, entries: file.conflicts })) },
      paths: conflicts.map((file) => file.path),
    });
  }
  return plan.files.filter((file) => (file.after !== null || file.remove) && file.action !== "unchanged");
}

export async function applyPlan(plan: Plan, options: ApplyOptions): Promise<ApplyResult> {
  const files = filesToWrite(plan, options.policy);
  if (files.length === 0) return { backupId: null, written: [] };

  // Resolve every target first: refuse links that leave their tree before touching anything.
  const targets = new Map<PlannedFile, string>();
  const checked = new Map<string, string>();
  for (const file of files) targets.set(file, safeTargetSync(file.path, options.roots, checked));

  const modes = new Map(files.map((file) => [file, modeOf(targets.get(file) ?? file.path)]));
  const entries: BackupEntry[] = files.map((file) => ({ path: targets.get(file) ?? file.path, existed: file.before !== null, mode: modes.get(file) }));
  const release = options.interruption?.hold();
  const signal = options.interruption?.signal;
  try {
    const backup = await createBackup({ svcHome: options.svcHome, command: options.command, now: options.now, entries, roots: options.roots });
    // Every target touched so far (a write under way counts: it may have renamed before failing).
    const touched: string[] = [];
    const left = new Map<string, Uint8Array | null>();
    try {
      const folders = [...new Set(files.filter((file) => !file.remove).map((file) => path.dirname(targets.get(file) ?? file.path)))];
      for (const folder of folders) backup.recordCreatedDirs(makeParents(folder));
      // Each file is still written atomically (temporary file, fsync, rename); several at a time,
      // because a harness is many small files and each fsync waits on the disk. Folders are synced
      // once each afterwards, which makes all their renames durable. An interrupt stops new writes;
      // the ones under way finish (or remove their temporary file) before the roll-back.
      await eachLimited(files, WRITE_CONCURRENCY, async (file) => {
        if (signal?.aborted) throw new Interrupted(String(signal.reason));
        const target = targets.get(file) ?? file.path;
        touched.push(target);
        if (file.remove) {
          await rm(target, { force: true });
          left.set(target, null);
          return;
        }
        const bytes = file.after instanceof Uint8Array ? file.after : withBom(encodeText(file.after ?? "", file.eol), file.bom);
        left.set(target, bytes);
        await writeFileAtomic(target, bytes, { mode: modeToWrite(modes.get(file), file.mode), syncFolder: false });
      });
      await eachLimited(folders, WRITE_CONCURRENCY, syncFolder);
      if (signal?.aborted) throw new Interrupted(String(signal.reason));
      await backup.complete(left);
    } catch (error) {
      await backup.rollBack(touched);
      throw rolledBack(error, backup.id, touched.length);
    }
    return { backupId: backup.id, written: files.map((file) => ({ path: file.path, action: file.remove ? "delete" : file.before === null ? "create" : "update" })) };
  } finally {
    release?.();
  }
}

class Interrupted extends Error {}

/** The error a stopped change ends with: what stopped it, and that everything was put back. */
function rolledBack(error: unknown, backupId: string, touched: number): SvcError {
  const undone = `svc rolled back the ${touched} file${touched === 1 ? "" : "s"} it had written from backup ${backupId}: nothing is changed`;
  if (error instanceof Interrupted) {
    return new SvcError("interrupted", `interrupted by ${error.message}; ${undone}`, EXIT.interrupted, { details: { backup_id: backupId, rolled_back: true } });
  }
  const failure = toSvcError(error);
  return new SvcError(failure.code, `${failure.message}; ${undone}`, failure.exit, {
    ...(failure.hint === undefined ? {} : { hint: failure.hint }),
    details: { ...failure.details, backup_id: backupId, rolled_back: true },
    paths: failure.paths,
    cause: error,
  });
}

/** Writes under way at once; main.ts gives libuv's thread pool as many threads, so each really waits on the disk in parallel (ext4 commits concurrent fsyncs together). */
export const WRITE_CONCURRENCY = 64;

/** Runs `work` over `items`, at most `limit` at once; the first failure stops new work and is thrown. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw failure;
}

function withBom(bytes: Uint8Array, bom: boolean): Uint8Array {
  if (!bom) return bytes;
  const out = new Uint8Array(bytes.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(bytes, 3);
  return out;
}

/** A new file gets the planned mode (default 0o644); an existing one keeps its own, plus the planned executable bits. */
function modeToWrite(existing: number | undefined, planned: number | undefined): number {
  if (existing === undefined) return planned ?? 0o644;
  return planned === undefined ? existing : existing | (planned & 0o111);
}

function modeOf(file: string): number | undefined {
  try {
    // Most of a big plan's files are new: nothing thrown for those.
    const info = statSync(file, { throwIfNoEntry: false });
    return info === undefined ? undefined : info.mode & 0o7777;
  } catch {
    return undefined;
  }
}

/** mkdir -p that reports which folders it created (so a restore can remove them again). */
function makeParents(dir: string): string[] {
  const missing: string[] = [];
  let current = dir;
  while (!existsSync(current)) {
    missing.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  if (missing.length > 0) mkdirSync(dir, { recursive: true });
  return missing;
}

/**
 * The real file to write for `file`: the path itself, or where a link inside the tree points.
 * Refuses when a folder on the way, or the file itself, is a link that leads out of the tree.
 * Folders already checked are remembered (a plan writes many files per folder).
 */
function safeTargetSync(file: string, roots: readonly string[], checked: Map<string, string>): string {
  const root = [...roots].sort((a, b) => b.length - a.length).find((candidate) => isWithin(candidate, file));
  if (root === undefined) return file;
  const realRoot = checked.get(`root:${root}`) ?? tryRealpath(root) ?? root;
  checked.set(`root:${root}`, realRoot);
  let current = root;
  for (const part of path.relative(root, file).split(path.sep)) {
    current = path.join(current, part);
    if (current !== file && checked.has(current)) continue;
    let info;
    try {
      info = lstatSync(current, { throwIfNoEntry: false });
    } catch {
      info = undefined;
    }
    if (info === undefined) return file; // the rest does not exist yet: nothing to follow
    if (info.isSymbolicLink()) {
      const resolved = tryRealpath(current) ?? path.resolve(path.dirname(current), readlinkSync(current));
      if (!isWithin(realRoot, resolved)) {
        throw new SvcError("symlink_escape", `${current} is a symbolic link to ${resolved}, outside ${root}; svc does not write through it`, 1, {
          hint: "Nothing was written. Point svc at the real file (--repo), or replace the link with a file.",
          paths: [current, resolved, root],
        });
      }
      if (current === file) return resolved;
    }
    if (current !== file) checked.set(current, current);
  }
  return file;
}

function tryRealpath(file: string): string | undefined {
  try {
    return realpathSync.native(file);
  } catch {
    return undefined;
  }
}
