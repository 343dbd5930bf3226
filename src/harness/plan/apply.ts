// The only code that writes a tool's configuration (docs/promises.md#writing-rules).
// Before anything changes, every file about to be replaced is copied into a backup with a
// manifest; then each file is written atomically. Writes never go through a symbolic link that
// leads out of the tree they target, and a plan with conflicts (under merge) or with a target
// file that cannot be edited is refused before anything is touched.
import { lstatSync, mkdirSync, readlinkSync, realpathSync, statSync, type Stats } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { stageFile, syncFolder, watchReplacement } from "../../core/atomic-write.ts";
import { contentUnchanged, identityNow, readWithIdentity, sha256OfFile, unchangedSince, type ReadFile } from "../../core/file-state.ts";
import { takeLockFolder } from "../../core/lock-folder.ts";
import { ConflictError, EXIT, SvcError, toSvcError } from "../../core/errors.ts";
import type { Interruption } from "../../core/interrupt.ts";
import { eachLimited, WRITE_CONCURRENCY } from "../../core/each-limited.ts";
import { isWithin } from "../../core/paths.ts";
import { encodeStored, encodeText } from "../formats/text.ts";
import { createBackup, recordReliance, type BackupEntry, type OpenBackup } from "./backup.ts";
import type { Plan, PlannedFile, Policy } from "./plan.ts";
import { SplicedBytes } from "./spliced.ts";

export interface ApplyOptions {
  policy: Policy;
  svcHome: string;
  /** The command, recorded in the backup manifest ("migrate --from claude-code --to codex"). */
  command: string;
  /** The command as its arguments, paths resolved: what tells two runs of one command apart (a path in `command` is quoted for the shell). */
  argv?: readonly string[];
  now: Date;
  /** Trees the plan may write into (home, the repo); writes must stay inside one of them. */
  roots: readonly string[];
  /** Ctrl-C / SIGTERM: stops the writing and rolls back (the command exits 130). */
  interruption?: Interruption | undefined;
  /** filesToWrite(plan, policy), when the caller has already worked it out (to ask before writing). */
  files?: PlannedFile[];
}

export interface ApplyResult {
  backupId: string | null;
  written: { path: string; action: "create" | "update" | "delete" }[];
  /**
   * Files another program changed while svc worked: svc applied its change to their new text
   * (and checked, after writing, that the other program's next writes kept it).
   */
  changedMeanwhile: string[];
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
  const conflicts = plan.files.filter((file) => file.action === "conflict" || file.conflicts.length > 0);
  if (conflicts.length > 0 && policy === "merge") {
    throw new ConflictError(
      "conflicts",
      `${conflicts.length} target file${conflicts.length === 1 ? " has" : "s have"} conflicting content; nothing was written`,
      {
        hint: [
          ...conflicts.map((file) => `${file.path}: ${file.conflicts.join(", ")}`),
          "Run the same command with --policy overwrite to replace them (each is backed up first), or edit them by hand.",
        ].join("\n"),
        details: { conflicts: conflicts.map((file) => ({ path: file.path, entries: file.conflicts })) },
        paths: conflicts.map((file) => file.path),
      },
    );
  }
  return plan.files.filter((file) => (file.after !== null || file.remove) && file.action !== "unchanged");
}

/**
 * The files the plan counts as already there and leaves as they are (an unchanged file, an item
 * the target already reads), inside the trees it may write into, with their SHA-256 now: a later
 * restore of an earlier backup must not take them away from this change unawares.
 */
async function reliedOn(plan: Plan, roots: readonly string[]): Promise<{ path: string; sha256: string }[]> {
  const paths = new Set([
    ...plan.files.filter((file) => file.action === "unchanged" && !file.remove).map((file) => file.path),
    ...plan.items.filter((item) => item.action === "unchanged" && item.target !== null).map((item) => item.target as string),
  ]);
  const out: { path: string; sha256: string }[] = [];
  await eachLimited(
    [...paths].filter((file) => roots.some((root) => isWithin(root, file))),
    WRITE_CONCURRENCY,
    async (file) => {
      // A chunk at a time: an unchanged ~/.claude.json may be tens of MB.
      const sha256 = sha256OfFile(file);
      if (sha256 !== null) out.push({ path: file, sha256 });
    },
  );
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

export async function applyPlan(plan: Plan, options: ApplyOptions): Promise<ApplyResult> {
  const files = options.files ?? filesToWrite(plan, options.policy);
  const relied = await reliedOn(plan, options.roots);
  if (files.length === 0) {
    // Nothing to write, but what it counts as there may be an earlier change's: recorded, so a
    // restore of that change names this one.
    await recordReliance({
      svcHome: options.svcHome,
      command: options.command,
      ...(options.argv ? { argv: options.argv } : {}),
      now: options.now,
      roots: options.roots,
      reliedOn: relied,
    });
    return { backupId: null, written: [], changedMeanwhile: [] };
  }

  // Resolve every target first: refuse links that leave their tree before touching anything.
  const resolver = new TargetResolver(options.roots);
  const targets = new Map(files.map((file) => [file, resolver.resolve(file.path)]));
  const entries: BackupEntry[] = files.map((file) => {
    const target = targets.get(file) as Target;
    return { path: target.path, existed: file.before !== null, mode: target.mode, basis: file.basis };
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
    const backup = await createBackup({
      svcHome: options.svcHome,
      command: options.command,
      ...(options.argv ? { argv: options.argv } : {}),
      now: options.now,
      entries,
      roots: options.roots,
      reliedOn: relied,
    });
    backupId = backup.id;
    // Every target replaced or removed so far (recorded as each rename is made).
    const touched: string[] = [];
    const outcomes = new Map<PlannedFile, Written>();
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
        outcomes.set(file, await writeChecked(file, { target, mode, policy: options.policy, backup, touched }));
      });
      await eachLimited(folders, WRITE_CONCURRENCY, syncFolder);
      // Where another program was seen changing a file, its next writes are watched: one that was
      // based on the file before svc's change would remove it, and svc writes it again. So is a
      // file whose owner saves it under a lock (a running Claude Code's ~/.claude.json), briefly,
      // even when svc saw no change: that program may have read it just before svc's rename.
      for (const [file, written] of outcomes) {
        const owned = written.file.lock !== undefined;
        if ((!written.contended && !owned) || written.file.remove || written.skipped) continue;
        if (signal?.aborted) throw new Interrupted(String(signal.reason));
        const { path: target, mode } = targets.get(file) as Target;
        const quietMs = written.contended ? SETTLE_QUIET_MS : OWNED_QUIET_MS;
        outcomes.set(file, await settle(written, { target, mode, policy: options.policy, backup, touched }, quietMs));
      }
      if (signal?.aborted) throw new Interrupted(String(signal.reason));
      await backup.complete();
    } catch (error) {
      if (error instanceof Interrupted) announce(); // (said already, unless the signal came while the backup was made)
      const replaced = [...new Set(touched)];
      const { leftAsIs } = await backup.rollBack(replaced, options.interruption?.progress);
      throw rolledBack(error, backup.id, replaced.length - leftAsIs.length, leftAsIs);
    }
    const written: ApplyResult["written"] = [];
    const changedMeanwhile: string[] = [];
    for (const file of files) {
      const outcome = outcomes.get(file) as Written;
      if (outcome.contended) changedMeanwhile.push(file.path);
      if (outcome.skipped) continue;
      written.push({ path: file.path, action: file.remove ? "delete" : outcome.file.before === null ? "create" : "update" });
    }
    return { backupId: backup.id, written, changedMeanwhile };
  } finally {
    release?.();
  }
}

// ---- writing a file someone else may be changing -----------------------------------------------
// A plan is computed from the files as they were read; a program that shares one (a running Claude
// Code rewrites ~/.claude.json on every start and during a session) may change it before svc
// writes. Each file is therefore checked just before it is replaced: its identity (and, up to
// 1 MiB, its bytes) must still be what the plan was computed from, else the plan's edits are
// applied again to the file as it is now, the backup takes that new text, and the write is tried
// again. The last look (the identity) and the rename run back to back, with nothing between them,
// and a new file is put in place with a hard link, which refuses a name someone created meanwhile.
// Where the program that owns the file saves it under a lock (Claude Code's ~/.claude.json.lock),
// svc holds that lock across the last look and the rename, which closes the gap for such saves.
// What no check can close (POSIX has no rename-if-unchanged): a program that replaces the file,
// unlocked, in the instant between the last look and the rename loses that write. So that instant
// falls in that program's pause, a try is planned just after one of its writes, and waits while a
// temporary file of its own beside the file (a save under way) is there. Where the file was seen
// changing, its folder is watched across that instant (Linux: inotify keeps the events' order), and
// such a write makes svc stop with an error naming the file and roll its change back, never exit 0.
// And a program that read the file before svc's rename and writes after it removes svc's change:
// after a contended write svc watches the file's next writes and writes its change again if one
// removed it, so svc does not exit 0 with its own change gone at its last look.

/** How long svc waits for the lock another program holds while it saves the file (it holds it for a save's time). */
const LOCK_WAIT_MS = 2000;
/** How many times a file is planned again because another program changed it, before svc gives up. */
const REPLANS = 50;
/** How long svc waits, before its last look, for a save the other program has under way to end. */
const SAVE_WAIT_MS = 200;
/** How long a try waits for the other program's next write, to start just after it. */
const ALIGN_MS = 50;
/**
 * After a contended write: how many of the other program's writes must keep svc's change (the first
 * may have been based on the text before svc's write), or how long the file must stay unchanged
 * (long enough for a program descheduled on a busy machine between its read and its write).
 */
const SETTLE_WRITES = 2;
const SETTLE_QUIET_MS = 1000;
/** After a write svc saw nobody contend, how long a file a running program owns must stay unchanged. */
const OWNED_QUIET_MS = 250;
/** The longest svc watches a file another program keeps rewriting. */
const SETTLE_MAX_MS = 5000;

interface Written {
  /** The plan of the file as finally written (planned again when it changed meanwhile). */
  file: PlannedFile;
  /** Another program changed the file while svc worked. */
  contended: boolean;
  /** svc did not write it after all: what is there already holds the change. */
  skipped?: boolean;
}

interface WriteTarget {
  target: string;
  mode: number | undefined;
  policy: Policy;
  backup: OpenBackup;
  /** Every target svc has replaced or removed so far (what a roll-back puts back). */
  touched: string[];
}

function contentOf(file: PlannedFile): Uint8Array | Uint8Array[] {
  if (file.after instanceof Uint8Array) return file.after;
  if (file.after instanceof SplicedBytes) return file.after.pieces();
  return encodedAs(file);
}

/** The file's edits applied to what is there now; a conflict (under merge) or an error stops the change. */
function planAgain(file: PlannedFile, read: ReadFile | null, policy: Policy): PlannedFile {
  const shown = file.path;
  if (file.replan === undefined) {
    throw new ConflictError("changed_while_writing", `${shown} changed after svc planned this change; nothing more was written`, {
      hint: "Run the same command again: it plans on the file as it is now.",
      paths: [shown],
    });
  }
  const next = file.replan(read);
  if (next.action === "error") {
    throw new SvcError("target_unreadable", `${shown} changed while svc worked, and cannot be edited now: ${next.error ?? "unreadable"}`, 1, {
      paths: [shown],
    });
  }
  if (next.conflicts.length > 0 && policy === "merge" && !next.remove) {
    throw new ConflictError(
      "conflicts",
      `${shown} changed while svc worked, and now conflicts with this change (${next.conflicts.join(", ")}); svc did not write it`,
      {
        hint: "Run the same command again to see the conflict, or with --policy overwrite to replace it (it is backed up first).",
        details: { conflicts: [{ path: shown, entries: next.conflicts }] },
        paths: [shown],
      },
    );
  }
  return next;
}

/**
 * Writes one planned file, checking just before it replaces it that it is what the plan was
 * computed from. `newer`: the plan was made again on this text, newer than the backup's copy.
 */
async function writeChecked(file: PlannedFile, to: WriteTarget, newer?: ReadFile | null): Promise<Written> {
  const { target, backup } = to;
  let planned = file;
  // Planned again on a newer text (settle's answer to a write that removed svc's change): another
  // program is writing it, so the first try is watched like the later ones.
  let contended = newer !== undefined;
  // What svc replaces when the write goes through, when it is newer than the backup's copy: the
  // copy is brought up to it once the file is written (not on every try: each copy is a durable
  // write, and the time between a try's read and its rename is what a fast writer beats).
  let replaces: ReadFile | null | undefined = newer;
  // Changed between planning and the backup: the backup holds the new text, and the conflicts are
  // told on it; the first try is then planned just after the other program's next write.
  if (newer === undefined && backup.changedSincePlanned.has(target)) {
    contended = true;
    planned = planAgain(planned, backup.changedSincePlanned.get(target) ?? null, to.policy);
    replaces = await afterNextWrite(target);
    planned = planAgain(planned, replaces, to.policy);
  }
  const written = async (content: Uint8Array | Uint8Array[] | null): Promise<void> => {
    if (replaces !== undefined) await backup.updateCopy(target, replaces);
    backup.recordWritten(target, content);
  };
  for (let attempt = 0; ; attempt++) {
    if (planned.remove) {
      if (planned.basis !== undefined && !unchangedSince(target, planned.basis)) {
        throw new ConflictError("changed_while_writing", `${planned.path} changed after svc planned to remove it; svc left it`, {
          hint: "Run the same command again: it plans on the file as it is now.",
          paths: [planned.path],
        });
      }
      to.touched.push(target);
      await rm(target, { force: true });
      await written(null);
      return { file: planned, contended };
    }
    if (planned.after === null) {
      // What is there already holds the change (the other program made it too): nothing to write.
      // A file this change wrote before stays in the backup: its copy is what a roll-back or a
      // restore puts back.
      if (to.touched.includes(target)) return { file: planned, contended };
      await backup.forget(target);
      return { file: planned, contended, skipped: true };
    }
    const content = contentOf(planned);
    const staged = await stageFile(target, content, { mode: modeToWrite(to.mode, planned.mode) });
    // Where another program was seen writing the file, its folder is watched across the last look
    // and the rename, to tell a write that landed between them (see the section's comment).
    const watching = contended ? watchReplacement(target, staged) : null;
    let committed = false;
    try {
      // The owning program's lock, when it takes one to save the file (Claude Code's
      // ~/.claude.json.lock): a save it makes under the lock ends before svc's last look, or starts
      // after svc's rename and reads svc's change. Held a few milliseconds; waited for a bounded time.
      const unlock = planned.lock === undefined ? null : await takeLockFolder(planned.lock, { waitMs: LOCK_WAIT_MS });
      try {
        // The content first; then a moment's sleep, so that the last look (the identity) and the
        // rename run at the start of a time slice, with nothing between them (no await).
        const basis = planned.basis;
        if (basis === null) {
          committed = staged.commitIfAbsent();
        } else if (basis === undefined || contentUnchanged(target, basis)) {
          // Not while the other program is saving: its rename would fall between svc's last look and
          // its own, the gap no check closes (a bounded wait: a save takes a moment).
          if (watching !== null)
            for (const until = Date.now() + SAVE_WAIT_MS; ;) {
              await delay(1);
              await new Promise(setImmediate); // the folder's events that came meanwhile are in
              if (!watching.saving() || Date.now() > until) break;
            }
          if (basis === undefined || basis.identity === undefined || identityNow(target) === basis.identity) {
            staged.commit();
            committed = true;
          }
        }
      } finally {
        unlock?.();
      }
      if (committed) {
        to.touched.push(target);
        await written(content);
        const foreign = await watching?.foreignWrites();
        if (foreign) {
          throw new SvcError(
            "write_lost",
            `${planned.path}: another program wrote it in the instant between svc's last look and svc's own write, so that program's last change to it is lost`,
            1,
            {
              hint: "Look at the file: svc cannot bring that change back. Close the program that rewrites it (a running Claude Code rewrites ~/.claude.json) and run the same command again.",
              paths: [planned.path],
            },
          );
        }
        return { file: planned, contended };
      }
    } catch (error) {
      if (!committed) await staged.discard();
      throw error;
    } finally {
      watching?.close();
    }
    await staged.discard();
    contended = true;
    if (attempt >= REPLANS) {
      throw new SvcError("changed_while_writing", `${planned.path} kept changing while svc tried to write it (${REPLANS} times); svc did not write it`, 1, {
        hint: "Another program is rewriting it all the time (a running Claude Code rewrites ~/.claude.json): close it and run the same command again.",
        paths: [planned.path],
      });
    }
    // The other program writes the file now and then: the next try starts just after one of its
    // writes (or after a short wait), so that svc's own write falls in that program's pause.
    const read = await afterNextWrite(target);
    replaces = read;
    planned = planAgain(planned, read, to.policy);
  }
}

/**
 * The file just after the other program's next write (or after ALIGN_MS): a try planned on it
 * writes in that program's pause, not at a moment that may be the instant of its next save.
 */
async function afterNextWrite(target: string): Promise<ReadFile | null> {
  const seen = identityNow(target);
  for (const until = Date.now() + ALIGN_MS; identityNow(target) === seen && Date.now() < until;) await delay(1);
  return readWithIdentity(target);
}

/**
 * After a write to a file another program was seen changing: watches the file until it has stayed
 * unchanged a while, or the other program has written it SETTLE_WRITES times keeping svc's change;
 * a write that removed it is answered by writing the change again on that text.
 */
async function settle(written: Written, to: WriteTarget, quietMs = SETTLE_QUIET_MS): Promise<Written> {
  let current = written;
  const deadline = Date.now() + SETTLE_MAX_MS;
  let seen: string | null = null;
  let kept = -1; // the first look sees svc's own write
  let quietSince = Date.now();
  for (;;) {
    const now = identityNow(to.target);
    if (now !== seen) {
      const read = readWithIdentity(to.target);
      const check = current.file.replan?.(read);
      if (check === undefined) return current;
      if (check.after === null && check.action !== "error") {
        seen = read?.identity ?? null;
        quietSince = Date.now();
        if (++kept >= SETTLE_WRITES) return current;
      } else {
        if (Date.now() > deadline) {
          throw new SvcError("changed_while_writing", `another program keeps rewriting ${current.file.path} without svc's change; svc stopped`, 1, {
            hint: "Close the program that rewrites it (a running Claude Code rewrites ~/.claude.json) and run the same command again.",
            paths: [current.file.path],
          });
        }
        const again = await writeChecked(planAgain(current.file, read, to.policy), to, read);
        current = { ...again, contended: true };
        seen = null;
        kept = -1;
        continue;
      }
    }
    // Quiet long enough (or watched long enough): one more look, so that a write made while svc
    // was not running (a busy machine) is never taken for quiet.
    if ((Date.now() - quietSince >= quietMs || Date.now() > deadline) && identityNow(to.target) === seen) return current;
    await delay(2);
  }
}

class Interrupted extends Error {}

/** The error a stopped change ends with: what stopped it, and that everything was put back. */
function rolledBack(error: unknown, backupId: string, restored: number, leftAsIs: readonly string[]): SvcError {
  const kept = leftAsIs.length === 0 ? "" : `; left as they are, because another program changed them after svc wrote them: ${leftAsIs.join(", ")}`;
  const undone = `svc rolled back the ${restored} file${restored === 1 ? "" : "s"} it had written from backup ${backupId}${leftAsIs.length === 0 ? ": nothing is changed" : kept}`;
  if (error instanceof Interrupted) {
    return new SvcError("interrupted", `interrupted by ${error.message}; ${undone}`, EXIT.interrupted, { details: { backup_id: backupId, rolled_back: true } });
  }
  const failure = toSvcError(error);
  return new SvcError(failure.code, `${failure.message}; ${undone}`, failure.exit, {
    ...(failure.hint === undefined ? {} : { hint: failure.hint }),
    details: { ...failure.details, backup_id: backupId, rolled_back: true, ...(leftAsIs.length === 0 ? {} : { left_as_is: leftAsIs }) },
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
    // A folder is known only once every folder above it is: for the next file in a known folder,
    // only the file itself is left to look at (a plan's thousands of files share a few folders).
    const parent = this.folders.get(path.dirname(file));
    if (parent === "missing") return { path: file, mode: undefined };
    let current = parent === "present" ? path.dirname(file) : root;
    for (const part of parent === "present" ? [path.basename(file)] : path.relative(root, file).split(path.sep)) {
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
