// What the serve benchmarks share (bench/serve.ts, bench/serve-postgres.ts): starting a server
// process, measuring one load on it with autocannon (requests per second, p99, the server's and
// the load generator's CPU time per request) and medians.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import autocannon from "autocannon";

/** A positive number given as `NAME VALUE` on the command line, or the fallback; exit 2 otherwise. */
export function numberOption(program: string, name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`${program}: ${name} needs a positive number\n`);
    process.exit(2);
  }
  return value;
}

export interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<unknown>;
}

/**
 * Starts a server process that prints one JSON document {"url": …} on stdout. Its stderr goes
 * straight to a file when one is named (not through this process, which runs the load).
 */
export function start(args: string[], env: NodeJS.ProcessEnv, stderrFile?: string): Promise<Server> {
  const stderr = stderrFile === undefined ? "ignore" : openSync(stderrFile, "w");
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", stderr] });
  if (typeof stderr === "number") closeSync(stderr);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      try {
        resolve({ child, url: (JSON.parse(out) as { url: string }).url, exited });
      } catch {
        // not the whole document yet
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

/** CPU seconds (user + system) a process has used so far, or null where /proc is missing. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== "linux") return null;
  try {
    // Fields after the command name (which may hold spaces, so split after its closing paren).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

export interface Load {
  name: string;
  path: string;
  method: "GET" | "POST";
  body?: string;
  /** Also measure the same job done by hand on node:http (BY_HAND_QUOTE). */
  byHand?: boolean;
}

export interface Figure {
  rps: number;
  p99: number;
  bad: number;
  total: number;
  /** Server CPU microseconds per answered request. */
  cpuUs: number | null;
  /** The load generator's CPU microseconds per answered request. */
  clientUs: number;
}

export async function measure(server: Server, load: Load, seconds: number, connections: number): Promise<Figure> {
  const before = cpuSeconds(server.child.pid);
  const client = process.cpuUsage();
  const result = await autocannon({
    url: `${server.url}${load.path}`,
    method: load.method,
    connections,
    duration: seconds,
    ...(load.body === undefined ? {} : { body: load.body, headers: { "content-type": "application/json" } }),
  });
  const after = cpuSeconds(server.child.pid);
  const used = process.cpuUsage(client);
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx,
    total,
    cpuUs: before === null || after === null || total === 0 ? null : ((after - before) * 1e6) / total,
    clientUs: total === 0 ? 0 : (used.user + used.system) / total,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const medianOf = (figures: Figure[], pick: (figure: Figure) => number | null): number | null => {
  const values = figures.map(pick).filter((value): value is number => value !== null);
  return values.length === 0 ? null : median(values);
};
