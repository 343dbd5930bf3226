// Throughput of `svc serve` with its store in PostgreSQL next to the same server on SQLite, in one
// run: requests per second and p99 of GET /api/v1/catalog and POST /api/v1/quote (autocannon),
// both servers from the bundle with rate limits off, measured in pairs (the order alternating),
// several rounds; the ratio is the median of the rounds' PostgreSQL / SQLite ratios. Target
// (issue 18): at least 0.8x. Both answers read the tiers' seat counts from the store.
//
// PostgreSQL: SVC_TEST_DATABASE_URL when set (a new database is made in it), else a throwaway
// cluster started for the run (test/support/postgres.ts: initdb and pg_ctl in a temporary folder,
// stopped at exit). That cluster runs with fsync off; these answers only read.
//
// Usage: npm run bundle && node bench/serve-postgres.ts [--duration SECONDS] [--connections N] [--rounds N] [--warmup SECONDS] [--bundle FILE]
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freshDatabase } from "../test/support/postgres.ts";
import { measure, median, medianOf, numberOption, start, type Figure, type Load, type Server } from "./serve-common.ts";

const root = path.resolve(import.meta.dirname, "..");
const bundleIndex = process.argv.indexOf("--bundle");
const bundle = bundleIndex === -1 ? path.join(root, "dist/svc.cjs") : path.resolve(process.argv[bundleIndex + 1] ?? "");
const option = (name: string, fallback: number): number => numberOption("bench/serve-postgres", name, fallback);
const duration = option("--duration", 5);
const connections = option("--connections", 32);
const rounds = option("--rounds", 5);
const warmup = option("--warmup", 3);
const TARGET = 0.8;

if (!existsSync(bundle)) {
  process.stderr.write(`bench/serve-postgres: ${bundle} is missing; run \`npm run bundle\` (or make build) first\n`);
  process.exit(1);
}

const home = mkdtempSync(path.join(os.tmpdir(), "svc-bench-pg-"));
const serve = (name: string, env: Record<string, string>): Promise<Server> =>
  start(
    ["--disable-warning=ExperimentalWarning", bundle, "serve", "--port", "0", "--json"],
    { PATH: process.env["PATH"] ?? "", HOME: path.join(home, name), SVC_HOME: path.join(home, name, ".svc"), SVC_RATE_LIMITS: "post=0,get=0,ad=0", ...env },
    path.join(home, `${name}.log`),
  );
const databaseUrl = await freshDatabase();
const servers = { sqlite: await serve("sqlite", {}), postgres: await serve("postgres", { SVC_DATABASE_URL: databaseUrl }) };

const loads: Load[] = [
  { name: "GET /api/v1/catalog", path: "/api/v1/catalog", method: "GET" },
  { name: "POST /api/v1/quote", path: "/api/v1/quote", method: "POST", body: JSON.stringify({ product_id: "svc_founder_lifetime", country: "DE" }) },
];
const [load1] = os.loadavg();
const lines = [
  `serve on PostgreSQL next to SQLite (autocannon, ${connections} connections, ${rounds} rounds of ${duration} s after ${warmup} s warm-up, ${os.cpus().length} cores, Node ${process.version}, load average ${(load1 ?? 0).toFixed(2)} at start)`,
];
const cpu = (us: number | null): string => (us === null ? "" : `  cpu ${us.toFixed(0).padStart(3)} µs/req`);
const row = (name: string, figures: Figure[]): string =>
  `  ${name.padEnd(30)} ${medianOf(figures, (f) => f.rps)!
    .toFixed(0)
    .padStart(7)} req/s  p99 ${String(medianOf(figures, (f) => f.p99)).padStart(3)} ms${cpu(medianOf(figures, (f) => f.cpuUs))}`;
let met = true;
try {
  for (const load of loads) {
    await measure(servers.sqlite, load, warmup, connections);
    await measure(servers.postgres, load, warmup, connections);
    const figures: Record<"sqlite" | "postgres", Figure[]> = { sqlite: [], postgres: [] };
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const order: ("sqlite" | "postgres")[] = round % 2 === 0 ? ["sqlite", "postgres"] : ["postgres", "sqlite"];
      for (const kind of order) figures[kind].push(await measure(servers[kind], load, duration, connections));
      ratios.push(figures.postgres.at(-1)!.rps / figures.sqlite.at(-1)!.rps);
      process.stderr.write(
        `  ${load.name} round ${round + 1}: postgres ${figures.postgres.at(-1)!.rps.toFixed(0)} req/s, sqlite ${figures.sqlite.at(-1)!.rps.toFixed(0)} req/s, ratio ${ratios.at(-1)!.toFixed(2)}\n`,
      );
    }
    const ratio = median(ratios);
    const bad = [...figures.postgres, ...figures.sqlite].reduce((sum, figure) => sum + figure.bad, 0);
    const pass = ratio >= TARGET && bad === 0;
    met &&= pass;
    lines.push(
      row(`${load.name} on PostgreSQL`, figures.postgres),
      row(`${load.name} on SQLite`, figures.sqlite),
      `  ${"ratio".padEnd(30)} ${ratio.toFixed(2)}x  (rounds ${ratios.map((r) => r.toFixed(2)).join(", ")}; target ≥ ${TARGET}x: ${pass ? "PASS" : "FAIL"})${bad ? `  (${bad} errors/non-2xx)` : ""}`,
    );
  }
} finally {
  for (const server of Object.values(servers)) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  rmSync(home, { recursive: true, force: true });
}
process.stdout.write(`${lines.join("\n")}\n`);
process.exitCode = met ? 0 : 1;
