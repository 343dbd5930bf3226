// svc serve backup --out FILE — a consistent copy of svc serve's SQLite store, taken while the
// server runs (store/sqlite.ts backupSqliteStore: VACUUM INTO, checked, renamed into place). The
// data folder comes from the same environment as svc serve's (SVC_DATA_DIR). A PostgreSQL store
// is backed up with pg_dump instead (deploy/README.md); which store it is, loadConfig says.
import { access } from "node:fs/promises";
import path from "node:path";
import type { Deps } from "../core/deps.ts";
import { ConflictError, EXIT, SvcError } from "../core/errors.ts";
import { loadConfig } from "../server/config.ts";
import { backupSqliteStore, sqliteFile } from "../server/store/sqlite.ts";
import type { Answer } from "./answer.ts";

export interface BackupOptions {
  out: string;
  force: boolean;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

export async function backup(options: BackupOptions, deps: Deps): Promise<Answer> {
  const { config } = loadConfig({ env: deps.env, svcHome: deps.svcHome, cwd: deps.cwd, build: deps.build });
  if (config.databaseUrl !== null) {
    throw new SvcError("store_is_postgresql", "SVC_DATABASE_URL is set: the store is PostgreSQL, which svc serve backup does not copy", EXIT.error, {
      hint: 'Back it up with pg_dump: pg_dump --format=custom --file=svc.dump "$SVC_DATABASE_URL" (deploy/README.md, "Backups").',
    });
  }
  const store = sqliteFile(config.dataDir);
  if (!(await exists(store))) {
    throw new SvcError("no_store", `there is no store to back up: ${store} does not exist`, EXIT.error, {
      hint: "Run svc serve backup with the environment of svc serve (SVC_DATA_DIR names its data folder).",
    });
  }
  const out = path.resolve(deps.cwd, options.out);
  if (!options.force && (await exists(out))) {
    throw new ConflictError("backup_exists", `${out} already exists; nothing was written`, {
      hint: "Choose another file name, or pass --force to replace it.",
    });
  }
  const copy = await backupSqliteStore(config.dataDir, out);
  const text = () =>
    [
      `backed up ${store} to ${out}: ${copy.orders} order${copy.orders === 1 ? "" : "s"}, schema ${copy.schema}, ${Math.ceil(copy.bytes / 1024)} KiB, checked`,
      `To restore: stop svc serve, copy it to ${store} (removing svc.sqlite-wal and svc.sqlite-shm beside it), start svc serve.`,
    ].join("\n");
  return { data: { status: "backed_up", file: out, bytes: copy.bytes, orders: copy.orders, schema: copy.schema, data_dir: config.dataDir }, text };
}
