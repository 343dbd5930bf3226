// The only code that writes a tool's configuration (ARCHITECTURE: "one module applies plans").
// Before anything changes, every file about to be replaced is copied into a backup with a
// manifest; then each file is written atomically. Writes never go through a symbolic link that
// leads out of the tree they target, and a plan with conflicts (under merge) or with a target
// file that cannot be edited is refused before anything is touched.
import { lstatSync, mkdirSync, readlinkSync, realpathSync, statSync, type Stats } from "node:fs";
import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { syncFolder, writeFileAtomic } from "../../core/atomic-write.ts";
import { ConflictError, EXIT, SvcError, toSvcError } from "../../core/errors.ts";
import type { Interruption } from "../../core/interrupt.ts";
import { eachLimited, WRITE_CONCURRENCY } from "../../core/each-limited.ts";
import { isWithin } from "../../core/paths.ts";
import { encodeStored, encodeText } from "../formats/text.ts";
import { createBackup, recordReliance, type BackupEntry } from "./backup.ts";
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

/**
 * The files the plan counts as already there and leaves as they are (an unchanged file, an item
 * the target already reads), inside the trees it may write into, with their SHA-256 now: a later
 * restore of an earlier backup must not take them away from this change unawares.
 */
async function reliedOn(plan: Plan, roots: readonly string[]): Promise<{ path: string; sha256: string }[]> {
  const paths = new Set([...plan.files.filter((file) => file.action === "unchanged" && !file.remove).map((file) => file.path), ...plan.items.filter((item) => item.action === "unchanged" && item.target !== null).map((item) => item.target as string)]);
  const out: { path: string; sha256: string }[] = [];
  await eachLimited([...paths].filter((file) => roots.some((root) => isWithin(root, file))), WRITE_CONCURRENCY, async (file) => {
    const bytes = await readFile(file).catch(() => null);
    if (bytes !== null) out.push({ path: file, sha256: createHash("sha256").update(bytes).digest("hex") });
  });
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

export async function applyPlan(plan: Plan, options: ApplyOptions): Promise<ApplyResult> {
  const files = filesToWrite(plan, options.policy);
  const relied = await reliedOn(plan, options.roots);
  if (files.length === 0) {
    // Nothing to write, but what it counts as there may be an earlier change's: recorded, so a
    // restore of that change names this one.
    await recordReliance({ svcHome: options.svcHome, command: options.command, now: options.now, roots: options.roots, reliedOn: relied });
    return { backupId: null, written: [] };
  }

  // Resolve every target first: refuse links that leave their tree before touching anything.
  const resolver = new TargetResolver(options.roots);
  const targets = new Map(files.map((file) => [file, resolver.resolve(file.path)]));
  const entries: BackupEntry[] = files.map((file) => {
    const target = targets.get(file) as Target;
    return { path: target.path, existed: file.before !== null, mode: target.mode };
  });
  // On Ctrl-C the user hears at once that the change is being rolled back (and from which backup),
  // not only when the roll-back is done: a big one takes a while.
  const signal = options.interruption?.signal;
  let backupId: string | null = null;
  let announced = false;
  const announce = () => {
    if (announced || backupId === null || options.interruption?.say === undefined) return;
    announced = true;
    options.interruption.say(`svc got ${String(signal?.reason)}: rolling back the change from backup ${backupId}…`);
  };
  const release = options.interruption?.hold(announce);
  try {
    const backup = await createBackup({ svcHome: options.svcHome, command: options.command, now: options.now, entries, roots: options.roots, reliedOn: relied });
    backupId = backup.id;
    // Every target touched so far (a write under way counts: it may have renamed before failing).
    const touched: string[] = [];
    try {
      const folders = [...new Set(files.filter((file) => !file.remove).map((file) => path.dirname((targets.get(file) as Target).path)))];
      for (const folder of folders) backup.recordCreatedDirs(resolver.makeFolder(folder));
      // Each file is still written atomically (temporary file, fsync, rename); several at a time,
      // because a harness is many small files and each fsync waits on the disk. Folders are synced
      // once each afterwards, which makes all their renames durable. An interrupt stops new writes;
      // the ones under way finish (or remove their temporary file) before the roll-back.
      await eachLimited(files, WRITE_CONCURRENCY, async (file) => {
        if (signal?.aborted) throw new Interrupted(String(signal.reason));
        const { path: target, mode } = targets.get(file) as Target;
        touched.push(target);
        if (file.remove) {
          await rm(target, { force: true });
          backup.recordWritten(target, null);
          return;
        }
        const bytes = file.after instanceof Uint8Array ? file.after : encodedAs(file);
        backup.recordWritten(target, bytes);
        await writeFileAtomic(target, bytes, { mode: modeToWrite(mode, file.mode), syncFolder: false });
      });
      await eachLimited(folders, WRITE_CONCURRENCY, syncFolder);
      if (signal?.aborted) throw new Interrupted(String(signal.reason));
      await backup.complete();
    } catch (error) {
      if (error instanceof Interrupted) announce(); // (said already, unless the signal came while the backup was made)
      await backup.rollBack(touched, options.interruption?.progress);
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

/** A planned text as the file stores it: its line endings, and UTF-8 with or without BOM or UTF-16 as it was. */
function encodedAs(file: PlannedFile): Uint8Array {
  const bytes = encodeText((file.after as string | null) ?? "", file.eol, file.finalNewline !== false);
  if (!file.bom && file.encoding === undefined) return bytes;
  return encodeStored(Buffer.from(bytes).toString("utf8"), file.encoding ?? "utf-8-bom");
}

/** A new file gets the planned mode (default 0o644); an existing one keeps its own, plus the planned executable bits. */
function modeToWrite(existing: number | undefined, planned: number | undefined): number {
  if (existing === undefined) return planned ?? 0o644;
  return planned === undefined ? existing : existing | (planned & 0o111);
}

/** Where a planned file is really written, and the mode of what is there now (undefined: nothing is). */
interface Target {
  path: string;
  mode: number | undefined;
}

/**
 * Resolves a plan's targets, and makes their folders, with as few system calls as a big plan allows:
 * what it learns about a folder (exists, missing, checked for links) is remembered for the next
 * file in it, so a file in a folder known to be missing costs none, and an existing file one lstat
 * (which also gives its mode).
 */
class TargetResolver {
  private readonly roots: readonly string[];
  /** Folders checked so far: "present" (exists, and is no link out of its tree) or "missing". */
  private readonly folders = new Map<string, "present" | "missing">();
  private readonly realRoots = new Map<string, string>();

  constructor(roots: readonly string[]) {
    this.roots = [...roots].sort((a, b) => b.length - a.length);
  }

  /**
   * The real file to write for `file`: the path itself, or where a link inside the tree points.
   * Refuses when a folder on the way, or the file itself, is a link that leads out of the tree.
   */
  resolve(file: string): Target {
    const root = this.roots.find((candidate) => isWithin(candidate, file));
    if (root === undefined) return { path: file, mode: modeOf(file) };
    let current = root;
    for (const part of path.relative(root, file).split(path.sep)) {
      current = path.join(current, part);
      const known = current === file ? undefined : this.folders.get(current);
      if (known === "missing") return { path: file, mode: undefined }; // nothing below a missing folder exists
      if (known === "present") continue;
      const info = lstatOrUndefined(current);
      if (info === undefined) {
        if (current !== file) this.folders.set(current, "missing");
        return { path: file, mode: undefined }; // the rest does not exist yet: nothing to follow
      }
      if (info.isSymbolicLink()) {
        const resolved = tryRealpath(current) ?? path.resolve(path.dirname(current), readlinkSync(current));
        if (!isWithin(this.realRoot(root), resolved)) {
          throw new SvcError("symlink_escape", `${current} is a symbolic link to ${resolved}, outside ${root}; svc does not write through it`, 1, {
            hint: "Nothing was written. Point svc at the real file (--repo), or replace the link with a file.",
            paths: [current, resolved, root],
          });
        }
        if (current === file) return { path: resolved, mode: modeOf(resolved) };
      }
      if (current === file) return { path: file, mode: info.mode & 0o7777 };
      this.folders.set(current, "present");
    }
    return { path: file, mode: undefined };
  }

  /**
   * mkdir -p that reports which folders it created (so a restore can remove them again): one mkdir
   * per folder, its parents made only when it says they are missing.
   */
  makeFolder(dir: string): string[] {
    if (this.folders.get(dir) === "present") return [];
    try {
      mkdirSync(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const parent = path.dirname(dir);
      if (code === "EEXIST") {
        this.folders.set(dir, "present");
        return [];
      }
      if (code !== "ENOENT" || parent === dir) throw error;
      const created = this.makeFolder(parent);
      mkdirSync(dir);
      this.folders.set(dir, "present");
      return [dir, ...created]; // deepest first, as a restore removes them
    }
    this.folders.set(dir, "present");
    return [dir];
  }

  private realRoot(root: string): string {
    let real = this.realRoots.get(root);
    if (real === undefined) {
      real = tryRealpath(root) ?? root;
      this.realRoots.set(root, real);
    }
    return real;
  }
}

function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
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

function tryRealpath(file: string): string | undefined {
  try {
    return realpathSync.native(file);
  } catch {
    return undefined;
  }
}
