// Backups: $SVC_HOME/backups/<id>/ holds a copy of every file a command replaced and a
// manifest.json listing each file (replaced or created, its mode), the folders the command
// created, and the files it relied on without writing them (counted as already there). `svc
// restore <id>` puts the replaced files back byte for byte and removes the created ones; it first
// backs up what it is about to undo, so a restore can be undone too, and refuses to take away
// what a later change relies on or wrote over, unless forced.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, rmdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { copyFileAtomic, syncFolder, writeFileAtomic } from "../../core/atomic-write.ts";
import { eachLimited, WRITE_CONCURRENCY } from "../../core/each-limited.ts";
import { ConflictError, SvcError, UsageError } from "../../core/errors.ts";
import { isWithin } from "../../core/paths.ts";
import { identityNow, readWithIdentity, sha256OfFile, type FileBasis, type ReadFile } from "../../core/file-state.ts";
import { didYouMean } from "../../core/suggest.ts";

export interface BackupEntry {
  path: string;
  existed: boolean;
  /** The file's mode before the change. */
  mode?: number | undefined;
  /**
   * What the change was planned from: while the file is still that (same identity), its bytes are
   * the copy, and the file is not read again (a big file is held once).
   */
  basis?: FileBasis | null | undefined;
}

interface ManifestFile {
  path: string;
  action: "replaced" | "created";
  /** The copy inside the backup folder, for replaced files. */
  copy?: string;
  sha256?: string;
  mode?: number;
  /** The SHA-256 of what the change wrote there, or null when it removed the file (recorded on
   * completion); restore refuses to undo a file that differs from it, unless forced. */
  after_sha256?: string | null;
}

export interface Manifest {
  version: 1;
  id: string;
  created: string;
  command: string;
  /**
   * The command as its arguments (paths resolved), which tell two runs of one command apart
   * whatever shell `command` was quoted for. Older backups have none: their `command` is compared.
   */
  argv?: string[];
  /**
   * "complete" once every write succeeded; "rolled_back" when the command stopped (interrupted, or
   * a write failed) and put back what it had written, so there is nothing to restore;
   * "incomplete" only if svc itself was killed half way.
   */
  state: "incomplete" | "complete" | "rolled_back";
  files: ManifestFile[];
  created_dirs: string[];
  /**
   * The trees the change wrote into (the home, the repo…): every file path lies inside one, and a
   * restore refuses a manifest whose paths leave them. Older backups have none recorded.
   */
  roots?: string[];
  /**
   * Files the change counted as already there and left as they were (a skill an earlier migration
   * wrote where this tool reads it too), with their SHA-256 then: restoring an earlier backup that
   * would remove or replace one of them would take it away from this change. Older backups have
   * none recorded.
   */
  relied_on?: { path: string; sha256: string }[];
  /** Set once `svc restore` put this backup back: when, and the backup of what it replaced. */
  restored?: { at: string; undo_backup_id: string | null };
  /** In the backup a restore makes first: the backup it restored (restoring this one puts that change back). */
  undoes?: string;
}

function backupsDir(svcHome: string): string {
  return path.join(svcHome, "backups");
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

export interface OpenBackup {
  id: string;
  recordCreatedDirs(dirs: string[]): void;
  /**
   * Records what the change left at a path (bytes written, in pieces or whole, or null: removed).
   * Only its hash is kept, so a big change need not hold every file it wrote until it completes.
   */
  recordWritten(target: string, bytes: Uint8Array | readonly Uint8Array[] | null): void;
  /**
   * The files that differ from what the change was planned from (another program changed them
   * since), as they are now (null: gone): what the backup holds of them.
   */
  changedSincePlanned: ReadonlyMap<string, ReadFile | null>;
  /**
   * The file changed again before svc replaced it: the copy becomes what is there now (and a file
   * forgotten earlier is recorded again).
   */
  updateCopy(target: string, read: ReadFile | null): Promise<void>;
  /**
   * svc leaves a file it has not written as it is after all (someone made the same change): restore
   * and a roll-back must not touch it. Never for a file this change has written.
   */
  forget(target: string): Promise<void>;
  /** Marks the change done, with what it left at each path (as recordWritten, for the ones given here). */
  complete(after?: ReadonlyMap<string, Uint8Array | null>): Promise<void>;
  /**
   * Undoes the change so far: puts back the copies of the `written` files that existed, removes
   * the ones that were created (a file the backup has no entry for is left as it is) and the
   * folders the change created (when empty), and marks the
   * backup rolled back. Several files at a time, as the change wrote them; `progress` hears how
   * many of the `written` files are put back so far, now and then.
   */
  rollBack(written: readonly string[], progress?: (done: number, total: number) => void): Promise<{ leftAsIs: string[] }>;
}

export interface BackupOptions {
  svcHome: string;
  command: string;
  /** The command as its arguments (see Manifest.argv). */
  argv?: readonly string[];
  now: Date;
  entries: BackupEntry[];
  roots?: readonly string[];
  /** Files the change relies on without writing them, with their SHA-256 (see Manifest.relied_on). */
  reliedOn?: readonly { path: string; sha256: string }[];
  /** The backup this one is the undo of (a restore's own backup). */
  undoes?: string;
}

export async function createBackup(options: BackupOptions): Promise<OpenBackup> {
  const verb = options.command.split(" ")[0]?.replace(/[^a-z-]/g, "") || "change";
  const id = `${stamp(options.now)}-${verb}-${randomBytes(2).toString("hex")}`;
  const dir = path.join(backupsDir(options.svcHome), id);
  await mkdir(path.join(dir, "files"), { recursive: true, mode: 0o700 });
  const files: ManifestFile[] = [];
  const changedSincePlanned = new Map<string, ReadFile | null>();
  let index = 0;
  const writeCopy = async (copy: string, bytes: Uint8Array) => writeFileAtomic(path.join(dir, copy), bytes, { mode: 0o600 });
  for (const entry of options.entries) {
    if (!entry.existed) {
      files.push({ path: entry.path, action: "created" });
      continue;
    }
    index++;
    const copy = `files/${String(index).padStart(4, "0")}`;
    // The bytes the plan holds, while the file is still what it read; else the file as it is now.
    const basis = entry.basis;
    if (basis === undefined) {
      // Nothing planned from it (what a restore undoes): copied a chunk at a time.
      const digest = await copyFileAtomic(entry.path, path.join(dir, copy), { mode: 0o600 });
      if (digest === null) {
        files.push({ path: entry.path, action: "created" });
        continue;
      }
      files.push({ path: entry.path, action: "replaced", copy, sha256: digest, ...(entry.mode === undefined ? {} : { mode: entry.mode }) });
      continue;
    }
    let bytes: Uint8Array;
    if (basis?.bytes !== undefined && basis.identity !== undefined && identityNow(entry.path) === basis.identity) {
      bytes = basis.bytes;
    } else {
      const read = readWithIdentity(entry.path);
      if (read === null) {
        // Gone since the plan was made: nothing to copy, and the write will say so.
        changedSincePlanned.set(entry.path, null);
        files.push({ path: entry.path, action: "created" });
        continue;
      }
      bytes = read.bytes;
      if (basis !== undefined && basis !== null && !sameAsBasis(read, basis)) changedSincePlanned.set(entry.path, read);
    }
    await writeCopy(copy, bytes);
    files.push({
      path: entry.path,
      action: "replaced",
      copy,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      ...(entry.mode === undefined ? {} : { mode: entry.mode }),
    });
  }
  const manifest: Manifest = {
    version: 1,
    id,
    created: options.now.toISOString(),
    command: options.command,
    ...(options.argv ? { argv: [...options.argv] } : {}),
    state: "incomplete",
    files,
    created_dirs: [],
    roots: treesOf([...options.entries.map((entry) => entry.path), ...(options.reliedOn ?? []).map((file) => file.path)], options.roots ?? []),
    ...(options.reliedOn && options.reliedOn.length > 0 ? { relied_on: [...options.reliedOn] } : {}),
    ...(options.undoes ? { undoes: options.undoes } : {}),
  };
  const manifestPath = path.join(dir, "manifest.json");
  const save = () => writeFileAtomic(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await save();
  const createdDirs = new Set<string>(); // a big plan creates thousands: no list search per folder
  const afterHashes = new Map<string, string | null>();
  const recordWritten = (target: string, bytes: Uint8Array | readonly Uint8Array[] | null) => afterHashes.set(target, bytes === null ? null : sha256(bytes));
  return {
    id,
    recordWritten,
    changedSincePlanned,
    async updateCopy(target, read) {
      let file = files.find((entry) => entry.path === target);
      if (file === undefined) {
        // Forgotten earlier (svc had nothing to write then), written after all: recorded again.
        file = { path: target, action: "created" };
        files.push(file);
      }
      if (read === null) {
        // Removed by someone else: restoring must not bring back an older copy.
        delete file.copy;
        delete file.sha256;
        file.action = "created";
        return;
      }
      file.copy ??= `files/${String(++index).padStart(4, "0")}`;
      file.action = "replaced";
      await writeCopy(file.copy, read.bytes);
      file.sha256 = sha256(read.bytes);
    },
    async forget(target) {
      const at = files.findIndex((entry) => entry.path === target);
      if (at === -1) return;
      const [file] = files.splice(at, 1);
      if (file?.copy) await rm(path.join(dir, file.copy), { force: true });
      afterHashes.delete(target);
    },
    recordCreatedDirs(dirs) {
      for (const created of dirs) {
        if (createdDirs.has(created)) continue;
        createdDirs.add(created);
        manifest.created_dirs.push(created);
      }
    },
    async complete(after) {
      for (const [target, bytes] of after ?? []) recordWritten(target, bytes);
      for (const file of files) {
        const left = afterHashes.get(file.path);
        if (left !== undefined) file.after_sha256 = left;
      }
      manifest.state = "complete";
      await save();
    },
    async rollBack(written, progress) {
      const byPath = new Map(files.map((file) => [file.path, file]));
      const restoredIn = new Set<string>();
      const leftAsIs: string[] = [];
      let done = 0;
      await eachLimited(written, WRITE_CONCURRENCY, async (target) => {
        const file = byPath.get(target);
        // A file someone changed after svc wrote it keeps their change: putting the copy back would lose it.
        const wrote = afterHashes.get(target);
        const now = wrote === undefined ? undefined : await readFile(target).then(sha256, () => null);
        if (wrote !== undefined && now !== wrote) {
          leftAsIs.push(target);
        } else if (file?.action === "replaced" && file.copy) {
          await writeFileAtomic(target, await readFile(path.join(dir, file.copy)), { mode: file.mode ?? 0o644, syncFolder: false });
          restoredIn.add(path.dirname(target));
        } else if (file?.action === "created") {
          // Only a file the change created goes; one the backup knows nothing of is left as it is.
          await unlink(target).catch((error: NodeJS.ErrnoException) => {
            // ENOENT: not written yet; ENOTDIR: a file where its folder should be, so never written.
            if (error.code !== "ENOENT" && error.code !== "ENOTDIR") throw error;
          });
        }
        if (++done % PROGRESS_EVERY === 0 && done < written.length) progress?.(done, written.length);
      });
      await eachLimited([...restoredIn], WRITE_CONCURRENCY, syncFolder); // the restores' renames made durable, once a folder
      if (done >= PROGRESS_EVERY) progress?.(done, written.length);
      await removeCreatedDirs(manifest.created_dirs);
      manifest.state = "rolled_back";
      await save();
      return { leftAsIs };
    },
  };
}

/**
 * A change that writes nothing still relies on what it counted as already there. When an earlier
 * backup wrote any of those files as they are now, a record of the change (no files, only
 * `relied_on`) is kept, so restoring that earlier backup names it; otherwise nothing is kept (an
 * idempotent run leaves no trace, nor does the same command run again). One record per command:
 * a new one replaces the last. A record has nothing to put back and is not listed; restoring it
 * only marks it restored, which lets an earlier backup be restored.
 */
export async function recordReliance(
  options: Omit<BackupOptions, "entries" | "undoes"> & { reliedOn: readonly { path: string; sha256: string }[] },
): Promise<void> {
  if (options.reliedOn.length === 0) return;
  const wanted = new Map(options.reliedOn.map((file) => [file.path, file.sha256]));
  const all = await listBackups(options.svcHome);
  // The same command run again relies only on its own earlier output: restoring that takes nothing from it.
  const earlier = all.filter((backup) => backup.state === "complete" && backup.restored === undefined && !sameCommand(backup, options));
  if (
    !earlier.some((backup) =>
      backup.files.some((file) => file.after_sha256 !== undefined && file.after_sha256 !== null && wanted.get(file.path) === file.after_sha256),
    )
  )
    return;
  const record = await createBackup({ ...options, entries: [] });
  await record.complete();
  const replaced = all.filter((backup) => isRecord(backup) && sameCommand(backup, options));
  await Promise.all(replaced.map((backup) => rm(path.join(backupsDir(options.svcHome), backup.id), { recursive: true, force: true })));
}

/** A record of a change that wrote nothing, kept for what it relies on (recordReliance). */
function isRecord(manifest: Manifest): boolean {
  return manifest.state === "complete" && manifest.files.length === 0 && manifest.undoes === undefined;
}

/** Whether a file read now is what a plan was computed from. */
function sameAsBasis(read: ReadFile, basis: FileBasis): boolean {
  if (basis.bytes !== undefined) return Buffer.compare(read.bytes, basis.bytes) === 0;
  if (basis.sha256 !== undefined) return sha256(read.bytes) === basis.sha256;
  return basis.identity === undefined || basis.identity === read.identity;
}

/** Two runs of one command: the same arguments, or (for backups made before they were recorded) the same text. */
function sameCommand(a: Pick<Manifest, "command" | "argv">, b: { command: string; argv?: readonly string[] | undefined }): boolean {
  if (a.argv !== undefined && b.argv !== undefined) return a.argv.length === b.argv.length && a.argv.every((arg, index) => arg === b.argv?.[index]);
  return a.command === b.command;
}

/** How many files a roll-back puts back between two progress reports. */
const PROGRESS_EVERY = 500;

/** The roots that hold the files, plus the folder of any file outside them all. */
function treesOf(files: readonly string[], roots: readonly string[]): string[] {
  const trees = new Set<string>();
  for (const file of files) trees.add(roots.filter((root) => isWithin(root, file)).sort((a, b) => a.length - b.length)[0] ?? path.dirname(file));
  return [...trees].sort();
}

function sha256(bytes: Uint8Array | readonly Uint8Array[]): string {
  const hash = createHash("sha256");
  for (const piece of bytes instanceof Uint8Array ? [bytes] : bytes) hash.update(piece);
  return hash.digest("hex");
}

/**
 * Removes folders a change created, deepest first, and only when empty: never what the user added.
 * The folders of one depth go together (none holds another), each depth once the deeper ones are gone.
 */
async function removeCreatedDirs(dirs: readonly string[]): Promise<void> {
  const byDepth = new Map<number, string[]>();
  for (const created of dirs) {
    const depth = created.split(path.sep).length;
    const same = byDepth.get(depth);
    if (same) same.push(created);
    else byDepth.set(depth, [created]);
  }
  for (const depth of [...byDepth.keys()].sort((a, b) => b - a)) {
    await eachLimited(byDepth.get(depth) ?? [], WRITE_CONCURRENCY, (created) => rmdir(created).catch(() => undefined));
  }
}

async function readManifest(svcHome: string, id: string): Promise<Manifest> {
  if (!/^[\w.-]+$/.test(id)) throw new UsageError(`${JSON.stringify(id)} is not a backup id`, { hint: "`svc restore` lists them." });
  const file = path.join(backupsDir(svcHome), id, "manifest.json");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    const ids = await readdir(backupsDir(svcHome)).catch(() => []);
    throw new SvcError("no_such_backup", `there is no backup ${id}`, 1, {
      hint: `${didYouMean(id, ids, (near) => `svc restore ${near}`)}\`svc restore\` lists the backups there are.`,
    });
  }
  return parseManifest(text, file);
}

/**
 * A manifest as svc wrote it, or a bad_backup error naming the file and what is wrong. Every path
 * must stay where it came from: copies inside the backup's files/ folder, targets absolute and
 * without `..` inside the trees the change wrote into, so a damaged or doctored manifest can
 * never make a restore read or write elsewhere.
 */
function parseManifest(text: string, file: string): Manifest {
  const bad = (why: string): SvcError =>
    new SvcError("bad_backup", `${file} is damaged: ${why}; nothing was restored`, 1, {
      hint: "Other backups are listed by `svc restore`; this one can only be repaired by hand.",
      details: { path: file },
      paths: [file],
    });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw bad(`it is not valid JSON (${(error as Error).message})`);
  }
  const manifest = value as Manifest;
  if (typeof value !== "object" || value === null || manifest.version !== 1) throw bad("it is not a version 1 backup manifest");
  if (typeof manifest.id !== "string" || typeof manifest.created !== "string" || typeof manifest.command !== "string")
    throw bad("id, created and command must be text");
  if (manifest.argv !== undefined && (!Array.isArray(manifest.argv) || !manifest.argv.every((arg) => typeof arg === "string")))
    throw bad("argv must be a list of text");
  if (!["incomplete", "complete", "rolled_back"].includes(manifest.state))
    throw bad(`state ${JSON.stringify(manifest.state)} is not incomplete, complete or rolled_back`);
  if (!Array.isArray(manifest.files)) throw bad("files must be a list");
  const createdDirs: unknown = manifest.created_dirs ?? [];
  if (!Array.isArray(createdDirs) || !createdDirs.every((dir) => typeof dir === "string")) throw bad("created_dirs must be a list of paths");
  const roots: unknown = manifest.roots ?? [];
  if (!Array.isArray(roots) || !roots.every((root) => typeof root === "string" && plainAbsolute(root) && path.dirname(root) !== root)) {
    throw bad("roots must be a list of absolute folders (not the file system's root)");
  }
  const inTree = (target: string): boolean => roots.length === 0 || roots.some((root: string) => isWithin(root, target));
  for (const [index, entry] of manifest.files.entries()) {
    const where = `files[${index}]`;
    if (typeof entry !== "object" || entry === null || typeof entry.path !== "string") throw bad(`${where} has no path`);
    if (!plainAbsolute(entry.path)) throw bad(`${where}.path ${JSON.stringify(entry.path)} is not an absolute path without ".."`);
    if (!inTree(entry.path)) throw bad(`${where}.path ${entry.path} is outside the trees the change wrote into (${roots.join(", ")})`);
    if (entry.action !== "replaced" && entry.action !== "created") throw bad(`${where}.action must be replaced or created`);
    if (entry.copy !== undefined && (typeof entry.copy !== "string" || !/^files\/\d+$/.test(entry.copy)))
      throw bad(`${where}.copy ${JSON.stringify(entry.copy)} is not a copy inside the backup (files/<number>)`);
    // svc has always kept a copy of each file it replaced: without one, restore could neither put
    // the file back nor say why it left it.
    if (entry.action === "replaced" && entry.copy === undefined) throw bad(`${where} was replaced but the backup names no copy of it`);
    if (entry.mode !== undefined && (!Number.isInteger(entry.mode) || entry.mode < 0 || entry.mode > 0o7777)) throw bad(`${where}.mode is not a file mode`);
  }
  const reliedOn: unknown = manifest.relied_on ?? [];
  if (!Array.isArray(reliedOn)) throw bad("relied_on must be a list");
  for (const [index, entry] of reliedOn.entries()) {
    const where = `relied_on[${index}]`;
    if (typeof entry !== "object" || entry === null || typeof entry.path !== "string" || typeof entry.sha256 !== "string")
      throw bad(`${where} must have a path and a sha256`);
    if (!plainAbsolute(entry.path) || !inTree(entry.path))
      throw bad(`${where}.path ${JSON.stringify(entry.path)} is not an absolute path inside the trees the change wrote into`);
  }
  for (const dir of createdDirs as string[]) {
    // A folder made to hold a tree (distill --out a/new/folder) lies above it.
    if (!plainAbsolute(dir) || !(roots.length === 0 || roots.some((root: string) => isWithin(root, dir) || isWithin(dir, root)))) {
      throw bad(`created_dirs holds ${JSON.stringify(dir)}, outside the trees the change wrote into`);
    }
  }
  return manifest;
}

/** An absolute path already in normal form: no `..` or `.` segments, no doubled separators. */
function plainAbsolute(target: string): boolean {
  return path.isAbsolute(target) && path.normalize(target) === target;
}

export async function listBackups(svcHome: string): Promise<Manifest[]> {
  let names: string[];
  try {
    names = await readdir(backupsDir(svcHome));
  } catch {
    return [];
  }
  const manifests: Manifest[] = [];
  for (const name of names) {
    try {
      manifests.push(await readManifest(svcHome, name));
    } catch {
      // Not a backup folder (or a damaged one): not listed.
    }
  }
  return manifests.sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
}

export interface RestoreResult {
  id: string;
  restored: string[];
  removed: string[];
  /** The backup of the state the restore replaced (restore is undoable too). */
  undo_backup_id: string | null;
  /** The backup was a record of a change that wrote no file: it is only marked restored. */
  wrote_nothing?: true;
}

/** A later change that relies on a file this restore would remove or replace. */
export interface LaterChange {
  id: string;
  command: string;
  /** The change wrote no file (a record of what it relied on): restoring it only marks it restored. */
  wrote_nothing: boolean;
  files: { path: string; how: "counted it as already there" | "wrote it" }[];
}

/**
 * The later changes (complete, not restored since) that rely on what restoring `manifest` would
 * remove or replace, as the files are now: another command that counted such a file as already
 * there (and it still is as it counted it), or one whose write is what the file holds now.
 */
function laterChanges(manifest: Manifest, all: readonly Manifest[], now: ReadonlyMap<string, string | null>): LaterChange[] {
  const at = all.findIndex((backup) => backup.id === manifest.id);
  const later = all.slice(at + 1).filter((backup) => backup.state === "complete" && backup.restored === undefined);
  const out: LaterChange[] = [];
  for (const change of later) {
    const files: LaterChange["files"] = [];
    for (const file of manifest.files) {
      const current = now.get(file.path) ?? null;
      if (current === null) continue;
      // The same command run again that wrote nothing counted only its own earlier output: restoring
      // that takes nothing from it. One that wrote more would be left with only its new part.
      const relies =
        !(change.files.length === 0 && sameCommand(change, manifest)) &&
        change.relied_on?.some((relied) => relied.path === file.path && relied.sha256 === current);
      if (relies) files.push({ path: file.path, how: "counted it as already there" });
      else if (change.files.some((written) => written.path === file.path && written.after_sha256 === current)) files.push({ path: file.path, how: "wrote it" });
    }
    if (files.length > 0) out.push({ id: change.id, command: change.command, wrote_nothing: change.files.length === 0, files });
  }
  return out;
}

/** The next steps after a refusal for later changes: restore each (newest first), then this one; or force it. */
function laterSteps(later: readonly LaterChange[], id: string): string[] {
  const steps = [...later]
    .reverse()
    .map((change) =>
      change.wrote_nothing
        ? `  svc restore ${change.id}   (it wrote nothing: this only marks it restored; run \`svc ${change.command}\` again afterwards to write what it counted on)`
        : `  svc restore ${change.id}`,
    );
  return [
    `First restore ${later.length === 1 ? "that change" : "those changes, newest first"}, then this one:`,
    ...steps,
    `  svc restore ${id}`,
    `Or \`svc restore ${id} --force\` restores anyway (what is there now is backed up first).`,
  ];
}

/**
 * Puts a backup back: replaced files byte for byte (with their mode), created files removed.
 * Refused (unless `force`, and then what is there is backed up first like everything else): a
 * later change that relies on a file it would remove or replace (named), and a file changed since
 * the change was made (edited, removed, or recreated). A backup already restored says so. Once
 * done, the backup is marked restored; restoring its undo backup takes that mark away again.
 */
export async function restoreBackup(options: { svcHome: string; id: string; now: Date; force?: boolean }): Promise<RestoreResult> {
  const manifest = await readManifest(options.svcHome, options.id);
  if (manifest.state === "rolled_back") {
    throw new SvcError(
      "nothing_to_restore",
      `backup ${manifest.id} was rolled back when its command stopped: it changed nothing, so there is nothing to restore`,
      1,
      { hint: "`svc restore` lists the backups there are." },
    );
  }
  if (manifest.files.length === 0 && !isRecord(manifest)) {
    throw new SvcError("nothing_to_restore", `backup ${manifest.id} records a change that wrote no file: there is nothing to restore`, 1, {
      hint: "`svc restore` lists the backups there are.",
    });
  }
  if (manifest.restored && !options.force) {
    const undo = manifest.restored.undo_backup_id;
    throw new SvcError(
      "already_restored",
      `backup ${manifest.id} was already restored (${manifest.restored.at.replace("T", " ").slice(0, 19)}); nothing was changed`,
      1,
      {
        hint: undo
          ? `\`svc restore ${undo}\` puts the change back as it was before that restore.`
          : manifest.files.length === 0
            ? "That change wrote no file, so there is nothing to put back."
            : "That restore found none of its files, so there is nothing to put back.",
        details: { restored: manifest.restored },
      },
    );
  }
  if (manifest.files.length === 0) {
    // A record of a change that wrote nothing: there is nothing to put back, and marking it restored
    // says the change no longer counts on those files, so an earlier backup may be restored.
    await markRestored(options.svcHome, manifest, { at: options.now.toISOString(), undo_backup_id: null });
    return { id: manifest.id, restored: [], removed: [], undo_backup_id: null, wrote_nothing: true };
  }
  const dir = path.join(backupsDir(options.svcHome), manifest.id);
  // Check every copy is there and intact before changing anything.
  const copies = new Map<string, Buffer>();
  for (const file of manifest.files) {
    if (file.action !== "replaced" || !file.copy) continue;
    const bytes = await readFile(path.join(dir, file.copy)).catch(() => null);
    if (bytes === null || (file.sha256 && createHash("sha256").update(bytes).digest("hex") !== file.sha256)) {
      throw new SvcError("bad_backup", `backup ${manifest.id} is damaged: the copy of ${file.path} is missing or altered; nothing was restored`, 1, {
        paths: [file.path],
      });
    }
    copies.set(file.path, bytes);
  }
  const present: BackupEntry[] = [];
  const now = new Map<string, string | null>();
  for (const file of manifest.files) {
    const info = await stat(file.path).catch(() => null);
    if (info) present.push({ path: file.path, existed: true, mode: info.mode & 0o7777 });
    now.set(file.path, info ? sha256OfFile(file.path) : null);
  }
  const later = laterChanges(manifest, await listBackups(options.svcHome), now);
  const explained = new Set(later.flatMap((change) => change.files.map((file) => file.path)));
  if (later.length > 0 && !options.force) {
    const count = later.length === 1 ? "a later change relies" : `${later.length} later changes rely`;
    throw new ConflictError("later_changes_rely", `${count} on what restoring backup ${manifest.id} would remove or replace; nothing was restored`, {
      hint: [
        ...later.flatMap((change) => change.files.map((file) => `${file.path}: ${change.id} (${change.command}) ${file.how}`)),
        ...laterSteps(later, manifest.id),
      ].join("\n"),
      details: { later_changes: later },
      paths: [...explained],
    });
  }
  // A backup made before svc recorded what it wrote (no after_sha256) is restored without this check.
  const changed = manifest.files
    .filter((file) => file.after_sha256 !== undefined && now.get(file.path) !== file.after_sha256 && !explained.has(file.path))
    .map((file) => file.path);
  if (changed.length > 0 && !options.force) {
    throw new ConflictError(
      "changed_since_backup",
      `${changed.length} file${changed.length === 1 ? " was" : "s were"} changed since backup ${manifest.id} was made; nothing was restored`,
      {
        hint: [
          ...changed.map((file) => `${file}: changed since`),
          `\`svc restore ${manifest.id} --force\` restores anyway (what is there now is backed up first).`,
        ].join("\n"),
        details: { changed },
        paths: changed,
      },
    );
  }
  const presentPaths = new Set(present.map((entry) => entry.path));
  const undo =
    present.length > 0
      ? await createBackup({
          svcHome: options.svcHome,
          command: `restore ${manifest.id}`,
          argv: ["restore", manifest.id],
          now: options.now,
          entries: present,
          roots: manifest.roots ?? [],
          undoes: manifest.id,
        })
      : null;
  const restored: string[] = [];
  const removed: string[] = [];
  for (const file of manifest.files) {
    const bytes = copies.get(file.path);
    if (bytes) {
      await mkdir(path.dirname(file.path), { recursive: true });
      await writeFileAtomic(file.path, bytes, { mode: file.mode ?? 0o644 });
      restored.push(file.path);
    } else if (file.action === "created" && presentPaths.has(file.path)) {
      await rm(file.path, { force: true });
      removed.push(file.path); // only what was there: a change stopped half way created fewer
    }
  }
  await removeCreatedDirs(manifest.created_dirs ?? []);
  // What the restore left at each path, so restoring the undo finds a file changed since, like any backup's.
  await undo?.complete(
    new Map<string, Uint8Array | null>([
      ...restored.map((file): [string, Uint8Array | null] => [file, copies.get(file) ?? null]),
      ...removed.map((file): [string, null] => [file, null]),
    ]),
  );
  await markRestored(options.svcHome, manifest, { at: options.now.toISOString(), undo_backup_id: undo?.id ?? null });
  return { id: manifest.id, restored, removed, undo_backup_id: undo?.id ?? null };
}

/**
 * Records that a backup was restored; when the backup restored was itself the undo of an earlier
 * restore, that earlier backup's change is back in place, so its mark goes.
 */
async function markRestored(svcHome: string, manifest: Manifest, restored: NonNullable<Manifest["restored"]>): Promise<void> {
  const save = (changed: Manifest) =>
    writeFileAtomic(path.join(backupsDir(svcHome), changed.id, "manifest.json"), `${JSON.stringify(changed, null, 2)}\n`, { mode: 0o600 });
  await save({ ...manifest, restored });
  if (manifest.undoes === undefined) return;
  const undone = await readManifest(svcHome, manifest.undoes).catch(() => null);
  if (undone?.restored === undefined) return;
  const { restored: _mark, ...rest } = undone;
  await save(rest);
}
