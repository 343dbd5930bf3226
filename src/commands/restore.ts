// svc restore [<backup-id>]: list backups, or put one back. The --json list has exactly the
// contract's keys; an interrupted backup is said in the human listing.
import type { Deps } from "../core/deps.ts";
import { listBackups, restoreBackup } from "../harness/plan/backup.ts";
import { displayPath } from "../harness/plan/report.ts";
import type { Answer } from "./answer.ts";

export interface RestoreOptions {
  backupId?: string;
  force?: boolean;
}

export async function restore(options: RestoreOptions, deps: Deps): Promise<Answer> {
  const labels = { home: deps.home };
  if (options.backupId === undefined) {
    // A change that was rolled back changed nothing, and a record of a change that wrote nothing
    // (kept for what it relies on) has nothing to put back: neither is offered.
    const backups = (await listBackups(deps.svcHome)).filter((backup) => backup.state !== "rolled_back" && backup.files.length > 0);
    const data = {
      backups: backups.map((backup) => ({ id: backup.id, created: backup.created, command: backup.command, files: backup.files.map((file) => file.path) })),
    };
    const text = () => {
      if (backups.length === 0) return "No backups yet. Every command that writes a tool's configuration makes one first.";
      const lines = backups.map((backup) => {
        const replaced = backup.files.filter((file) => file.action === "replaced").length;
        const created = backup.files.length - replaced;
        const state = backup.restored ? ", restored" : backup.state === "complete" ? "" : ", interrupted";
        return `${backup.id}  ${backup.created.replace("T", " ").slice(0, 19)}  ${backup.command}  (${replaced} replaced, ${created} created${state})`;
      });
      return [...lines, "", "Put one back with: svc restore <id>"].join("\n");
    };
    return { data, text };
  }
  const result = await restoreBackup({ svcHome: deps.svcHome, id: options.backupId, now: deps.now(), force: options.force === true });
  if (result.wrote_nothing) {
    return {
      data: result,
      text: `Backup ${result.id} wrote no file, so there is nothing to put back: it is marked restored, and no longer holds back restoring an earlier backup.`,
    };
  }
  const text = () =>
    [
      `Restored backup ${result.id}:`,
      ...result.restored.map((file) => `  restored  ${displayPath(file, labels)}`),
      ...result.removed.map((file) => `  removed   ${displayPath(file, labels)}`),
      ...(result.undo_backup_id ? ["", `What was there before is in backup ${result.undo_backup_id} (svc restore ${result.undo_backup_id} undoes this).`] : []),
    ].join("\n");
  return { data: result, text };
}
