// dist/svc.cjs as the tests that run svc as a process need it: made from the sources as they are
// now. `npm test` bundles before the suite; a test file run alone (`node --test test/x.test.ts`)
// rebuilds the bundle here when any input (src/, static/, scripts/bundle.ts, keys/, the package
// files) is newer than the last build. Test files run in parallel, so one process builds under a
// lock file and the others wait for it. The bundler leaves an unchanged bundle untouched (for
// make), so the time of the last build is its stamp file's (scripts/bundle.ts builtStamp).
import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { builtStamp } from "../../scripts/bundle.ts";

const INPUTS = ["src", "static", "scripts/bundle.ts", "keys", "package.json", "package-lock.json"];
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 5 * 60 * 1000;
const WAIT_MS = 10 * 60 * 1000;

function newestInput(root: string): number {
  let newest = 0;
  const visit = (file: string): void => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of INPUTS) visit(path.join(root, input));
  return newest;
}

function builtAt(bundle: string): number {
  const time = (file: string): number => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return -1;
    }
  };
  const made = time(bundle);
  return made < 0 ? -1 : Math.max(made, time(builtStamp(bundle)));
}

/** Rebuilds `root`/dist/svc.cjs when it is missing or older than its sources; resolves once it is fresh. */
export async function freshBundle(root: string): Promise<void> {
  const bundle = path.join(root, "dist/svc.cjs");
  if (builtAt(bundle) >= newestInput(root)) return;
  mkdirSync(path.dirname(bundle), { recursive: true });
  const lock = path.join(root, "dist/.bundle.lock");
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, "wx"));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      } catch {
        // gone already
      }
      if (Date.now() > deadline) throw new Error(`${lock} has been held for ${WAIT_MS / 60000} minutes; remove it if no build is running`);
      await sleep(100);
    }
  }
  try {
    // Another process may have built it while this one waited.
    if (builtAt(bundle) >= newestInput(root)) return;
    const run = spawnSync(process.execPath, [path.join(root, "scripts/bundle.ts")], { cwd: root, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`dist/svc.cjs is older than its sources and rebuilding it failed:\n${run.stderr}`);
  } finally {
    rmSync(lock, { force: true });
  }
}
