// Backups: $SVC_HOME/backups/<id>/ holds a copy of every file a command replaced and a
// manifest.json listing each file (replaced or created, its mode) and the folders the command
// created. `svc restore <id>` puts the replaced files back byte for byte and removes the created
// ones; it first backs up what it is about to undo, so a restore can be undone too.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "../../core/atomic-write.ts";
import { SvcError, UsageError } from "../../core/errors.ts";

export interface BackupEntry {
  path: string;
  existed: boolean;
  /** The file's mode before the change. */
  mode?: number | undefined;
}

interface ManifestFile {
  path: string;
  action: "replaced" | "created";
  /** The copy inside the backup folder, for replaced files. */
  copy?: string;
  sha256?: string;
  mode?: number;
}

export interface Manifest {
  version: 1;
  id: string;
  created: string;
  command: string;
  /** "complete" once every write succeeded; "incomplete" if the command stopped half way. */
  state: "incomplete" | "complete";
  files: ManifestFile[];
  created_dirs: string[];
}

export function backupsDir(svcHome: string): string {
  return path.join(svcHome, "backups");
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

export interface OpenBackup {
  id: string;
  recordCreatedDirs(dirs: string[]): void;
  complete(): Promise<void>;
}

export async function createBackup(options: { svcHome: string; command: string; now: Date; entries: BackupEntry[] }): Promise<OpenBackup> {
  const verb = options.command.split(" ")[0]?.replace(/[^a-z-]/g, "") || "change";
  const id = `${stamp(options.now)}-${verb}-${randomBytes(2).toString("hex")}`;
  const dir = path.join(backupsDir(options.svcHome), id);
  await mkdir(path.join(dir, "files"), { recursive: true, mode: 0o700 });
  const files: ManifestFile[] = [];
  let index = 0;
  for (const entry of options.entries) {
    if (!entry.existed) {
      files.push({ path: entry.path, action: "created" });
      continue;
    }
    index++;
    const copy = `files/${String(index).padStart(4, "0")}`;
    const bytes = await readFile(entry.path);
    await writeFileAtomic(path.join(dir, copy), bytes, { mode: 0o600 });
    files.push({
      path: entry.path,
      action: "replaced",
      copy,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      ...(entry.mode === undefined ? {} : { mode: entry.mode }),
    });
  }
  const manifest: Manifest = { version: 1, id, created: options.now.toISOString(), command: options.command, state: "incomplete", files, created_dirs: [] };
  const manifestPath = path.join(dir, "manifest.json");
  const save = () => writeFileAtomic(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await save();
  return {
    id,
    recordCreatedDirs(dirs) {
      for (const created of dirs) if (!manifest.created_dirs.includes(created)) manifest.created_dirs.push(created);
    },
    async complete() {
      manifest.state = "complete";
      await save();
    },
  };
}

export async function readManifest(svcHome: string, id: string): Promise<Manifest> {
  if (!/^[\w.-]+$/.test(id)) throw new UsageError(`${JSON.stringify(id)} is not a backup id`, { hint: "`svc restore` lists them." });
  const file = path.join(backupsDir(svcHome), id, "manifest.json");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new SvcError("no_such_backup", `there is no backup ${id}`, 1, { hint: "`svc restore` lists the backups there are." });
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.version !== 1 || !Array.isArray(manifest.files)) throw new SvcError("bad_backup", `${file} is not a backup manifest svc can read`);
  return manifest;
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
}

/** Puts a backup back: replaced files byte for byte (with their mode), created files removed. */
export async function restoreBackup(options: { svcHome: string; id: string; now: Date }): Promise<RestoreResult> {
  const manifest = await readManifest(options.svcHome, options.id);
  const dir = path.join(backupsDir(options.svcHome), manifest.id);
  // Check every copy is there and intact before changing anything.
  const copies = new Map<string, Buffer>();
  for (const file of manifest.files) {
    if (file.action !== "replaced" || !file.copy) continue;
    const bytes = await readFile(path.join(dir, file.copy)).catch(() => null);
    if (bytes === null || (file.sha256 && createHash("sha256").update(bytes).digest("hex") !== file.sha256)) {
      throw new SvcError("bad_backup", `backup ${manifest.id} is damaged: the copy of ${file.path} is missing or altered; nothing was restored`);
    }
    copies.set(file.path, bytes);
  }
  const present: BackupEntry[] = [];
  for (const file of manifest.files) {
    const info = await stat(file.path).catch(() => null);
    if (info) present.push({ path: file.path, existed: true, mode: info.mode & 0o7777 });
  }
  const undo = present.length > 0 ? await createBackup({ svcHome: options.svcHome, command: `restore ${manifest.id}`, now: options.now, entries: present }) : null;
  const restored: string[] = [];
  const removed: string[] = [];
  for (const file of manifest.files) {
    const bytes = copies.get(file.path);
    if (bytes) {
      await mkdir(path.dirname(file.path), { recursive: true });
      await writeFileAtomic(file.path, bytes, { mode: file.mode ?? 0o644 });
      restored.push(file.path);
    } else if (file.action === "created") {
      await rm(file.path, { force: true });
      removed.push(file.path);
    }
  }
  for (const created of [...(manifest.created_dirs ?? [])].sort((a, b) => b.length - a.length)) {
    await rmdir(created).catch(() => undefined); // only if empty: never removes anything the user added
  }
  await undo?.complete();
  return { id: manifest.id, restored, removed, undo_backup_id: undo?.id ?? null };
}
