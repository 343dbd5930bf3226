// A real PostgreSQL for the tests. SVC_TEST_DATABASE_URL names a server to use (.ci/run starts
// one); without it, a throwaway cluster is started in a temporary folder (initdb, pg_ctl) as an
// unprivileged user when PostgreSQL's programs are installed, and stopped when the test process
// exits. Each caller gets a database of its own. When neither is possible the PostgreSQL tests
// are skipped with the reason.
//
// Also a script, so .ci/run starts and stops the very same cluster:
//   node test/support/postgres.ts start   prints `export SVC_TEST_DATABASE_URL=… SVC_TEST_PG_DIR=…`
//   node test/support/postgres.ts stop DIR
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./ports.ts";

export const TEST_DATABASE_VARIABLE = "SVC_TEST_DATABASE_URL";

/** The folder of initdb and pg_ctl: on PATH, or Debian's newest /usr/lib/postgresql/N/bin. */
function postgresBin(): string | null {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  if (onPath.status === 0 && onPath.stdout.trim() !== "") return path.dirname(onPath.stdout.trim());
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : path.join(root, versions[0], "bin");
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to `nobody`. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "nobody", "--", command, ...args]] : [command, args];
}

export interface Cluster {
  url: string;
  dir: string;
  port: number;
}

/** pg_ctl's options for a cluster in `dir` on `port`. */
function serverOptions(dir: string, port: number): string {
  // A test cluster: durability is not what is tested, so fsync is off; connections by TCP on
  // 127.0.0.1 only, the socket in the cluster's own folder.
  return `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
}

function pgCtl(bin: string, dir: string, args: string[]): void {
  const [command, full] = asServerUser(path.join(bin, "pg_ctl"), ["-D", path.join(dir, "data"), ...args]);
  execFileSync(command, full, { cwd: dir, stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });
}

/**
 * Stops a cluster's server, keeping its data, as an outage would: `fast` ends every session (they
 * see admin_shutdown), waits for the server to be gone.
 */
export function pauseCluster(cluster: Cluster): void {
  pgCtl(postgresBin()!, cluster.dir, ["-m", "fast", "-w", "stop"]);
}

/** Starts a paused cluster's server again on the same port; returns once it accepts connections. */
export function resumeCluster(cluster: Cluster): void {
  pgCtl(postgresBin()!, cluster.dir, ["-l", path.join(cluster.dir, "server.log"), "-o", serverOptions(cluster.dir, cluster.port), "-w", "-t", "60", "start"]);
}

/** The cluster's server processes: the postmaster (data/postmaster.pid) and every process it started. */
function serverProcesses(cluster: Cluster): number[] {
  const postmaster = Number(readFileSync(path.join(cluster.dir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent pid is the fourth field of /proc/PID/stat, after the name in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Freezes the cluster's server (SIGSTOP to the postmaster and its backends), as a database that
 * hangs or a host that vanishes looks to a client: connections are still accepted by the kernel,
 * nothing is answered, nothing is refused or reset. thawCluster undoes it.
 */
export function freezeCluster(cluster: Cluster): number[] {
  const pids = serverProcesses(cluster);
  for (const pid of pids) process.kill(pid, "SIGSTOP");
  return pids;
}

export function thawCluster(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGCONT");
    } catch {
      // ended meanwhile
    }
  }
}

/** initdb and pg_ctl start in a new temporary folder; throws with the reason when it cannot. */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (bin === null) throw new Error("PostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql/*/bin; apt-get install postgresql)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "svc-pg-"));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) chownSync(dir, 65534, 65534);
  const data = path.join(dir, "data");
  const port = await freePort();
  try {
    const [command, full] = asServerUser(path.join(bin, "initdb"), ["-D", data, "-U", "svc", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    execFileSync(command, full, { cwd: dir, stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });
    resumeCluster({ url: "", dir, port });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`could not start a PostgreSQL cluster: ${stderr || (error as Error).message}`);
  }
  return { url: `postgres://svc@127.0.0.1:${port}/postgres`, dir, port };
}

export function stopCluster(dir: string): void {
  const bin = postgresBin();
  if (bin !== null && existsSync(path.join(dir, "data"))) {
    const [command, args] = asServerUser(path.join(bin, "pg_ctl"), ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]);
    spawnSync(command, args, { cwd: dir, stdio: "ignore", timeout: 60_000 });
  }
  rmSync(dir, { recursive: true, force: true });
}

let server: Promise<{ url: string } | { skip: string }> | undefined;

/** The server this test process uses: SVC_TEST_DATABASE_URL, or a cluster of its own. */
function testServer(): Promise<{ url: string } | { skip: string }> {
  server ??= (async () => {
    const given = process.env[TEST_DATABASE_VARIABLE];
    if (given !== undefined && given !== "") return { url: given };
    try {
      const cluster = await startCluster();
      process.once("exit", () => stopCluster(cluster.dir));
      return { url: cluster.url };
    } catch (error) {
      return { skip: `PostgreSQL tests skipped: ${(error as Error).message}; or set ${TEST_DATABASE_VARIABLE}` };
    }
  })();
  return server;
}

/** Why the PostgreSQL tests cannot run here, or false when they can (for `test(…, { skip })`). */
export async function postgresSkip(): Promise<string | false> {
  const found = await testServer();
  return "skip" in found ? found.skip : false;
}

/** A new, empty database on the test server; its URL. */
export async function freshDatabase(): Promise<string> {
  const found = await testServer();
  if ("skip" in found) throw new Error(found.skip);
  const name = `svc_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: found.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(found.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, empty schema in the test server's own database: its URL, which puts the schema first on
 * each connection's search_path. Cheaper than a database (CREATE DATABASE copies a template and
 * takes a second or more on a loaded machine), for a test file run once per mutant.
 */
export async function freshSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const found = await testServer();
  if ("skip" in found) throw new Error(found.skip);
  const name = `svc_test_${randomBytes(6).toString("hex")}`;
  await queryDatabase(found.url, `CREATE SCHEMA ${name}`);
  const url = new URL(found.url);
  url.searchParams.set("options", `-c search_path=${name}`);
  // Names its connections too, so a test can find (and end) them in pg_stat_activity.
  url.searchParams.set("application_name", name);
  return { url: url.toString(), drop: async () => void (await queryDatabase(found.url, `DROP SCHEMA ${name} CASCADE`)) };
}

/** Runs one query on a database and closes the connection: rows as plain objects. */
export async function queryDatabase(url: string, text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

if (import.meta.main) {
  const [command, dir] = process.argv.slice(2);
  if (command === "start") {
    const cluster = await startCluster();
    process.stdout.write(`export ${TEST_DATABASE_VARIABLE}='${cluster.url}' SVC_TEST_PG_DIR='${cluster.dir}'\n`);
  } else if (command === "stop" && dir !== undefined) {
    stopCluster(dir);
  } else {
    process.stderr.write("usage: node test/support/postgres.ts start | stop DIR\n");
    process.exit(2);
  }
}
