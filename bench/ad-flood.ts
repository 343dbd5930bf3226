// Does a flood of ad events slow everything else down? (issue 15, item 5.) `GET /health` is
// measured with autocannon on an idle `svc serve`, then again while another autocannon sends
// POST /api/v1/ad-event at the ad rate limit (set to --rate events a second for this address).
// Target: /health's p50 latency during the flood within 2x of its idle p50. Each figure is the
// median of --rounds rounds (idle and flood alternating, so a burst of other load on this shared
// machine hurts one round rather than one side). The store is the real one, on disk, with its
// full sync on commit; ad events are written in groups, so the flood costs one sync a group
// rather than one an event. Exit 0 when the target is met.
//
// Usage: npm run bundle && node bench/ad-flood.ts [--rate EVENTS_PER_S] [--duration SECONDS]
//          [--rounds N] [--connections N] [--bundle FILE]
// (--bundle measures another build of svc, e.g. one made from an older commit.)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { median, numberOption, start } from "./serve-common.ts";

const root = path.resolve(import.meta.dirname, "..");
const option = (name: string, fallback: number): number => numberOption("bench/ad-flood", name, fallback);
const bundleIndex = process.argv.indexOf("--bundle");
const bundle = bundleIndex === -1 ? path.join(root, "dist/svc.cjs") : path.resolve(process.argv[bundleIndex + 1] ?? "");
const rate = option("--rate", 1000);
const duration = option("--duration", 5);
const rounds = option("--rounds", 3);
const connections = option("--connections", 8);
const TARGET = 2;

if (!existsSync(bundle)) {
  process.stderr.write(`bench/ad-flood: ${bundle} is missing; run \`npm run bundle\` (or make build) first\n`);
  process.exit(1);
}

const home = mkdtempSync(path.join(os.tmpdir(), "svc-bench-ad-flood-"));
const svc = await start(["--disable-warning=ExperimentalWarning", bundle, "serve", "--port", "0", "--json"], {
  PATH: process.env["PATH"] ?? "",
  HOME: home,
  SVC_HOME: path.join(home, ".svc"),
  // The flood runs exactly at the ad limit of its one address; the rest is unlimited.
  SVC_RATE_LIMITS: `post=0,get=0,lookup=0,ad=${Math.round(rate * 60)}`,
});

interface Health {
  /** Median latency, microseconds. */
  p50Us: number;
  rps: number;
}

/**
 * GET /health over `connections` keep-alive connections, each sending its next request when the
 * last is answered, for `seconds`; every latency is timed here in microseconds (autocannon's are
 * whole milliseconds, too coarse for an answer that takes a fraction of one).
 */
const health = async (seconds: number): Promise<Health> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const one = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${svc.url}/health`, { agent }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode !== 200) reject(new Error(`/health answered ${res.statusCode}`));
            latencies.push((performance.now() - started) * 1000);
            resolve();
          });
        })
        .on("error", reject);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  agent.destroy();
  return { p50Us: median(latencies), rps: latencies.length / seconds };
};

/**
 * The flood runs in its own process (autocannon at a fixed rate), so its load generation does not
 * delay the /health timings taken here; it prints autocannon's counts when done.
 */
const FLOOD = `
const autocannon = require(process.argv[1]);
const [url, rate, seconds] = process.argv.slice(2);
autocannon({
  url, method: "POST", headers: { "content-type": "application/json" },
  body: JSON.stringify({ event: "impression", campaign: "flood", source: "bench" }),
  connections: 16, overallRate: Number(rate), duration: Number(seconds),
}).then((result) => process.stdout.write(JSON.stringify({ ok: result["2xx"], refused: result.non2xx, errors: result.errors })));
`;

const flood = (seconds: number): Promise<{ ok: number; refused: number; errors: number }> =>
  new Promise((resolve, reject) => {
    const autocannonPath = createRequire(import.meta.url).resolve("autocannon");
    const child = spawn(process.execPath, ["-e", FLOOD, autocannonPath, `${svc.url}/api/v1/ad-event`, String(rate), String(seconds)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out) as { ok: number; refused: number; errors: number }) : reject(new Error(`the flood exited with ${code}`)),
    );
  });

const ms = (us: number): string => `${(us / 1000).toFixed(2)} ms`;

const idle: Health[] = [];
const flooded: Health[] = [];
let accepted = 0;
let refused = 0;
let floodSeconds = 0;
try {
  await health(2); // warm-up
  for (let round = 0; round < rounds; round++) {
    const idleRun = async (): Promise<void> => {
      idle.push(await health(duration));
    };
    const floodRun = async (): Promise<void> => {
      // The flood starts a second early, so /health is measured only while it runs at full rate.
      const running = flood(duration + 2);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      flooded.push(await health(duration));
      const result = await running;
      accepted += result.ok;
      refused += result.refused + result.errors;
      floodSeconds += duration + 2;
    };
    for (const run of round % 2 === 0 ? [idleRun, floodRun] : [floodRun, idleRun]) await run();
    process.stderr.write(
      `  round ${round + 1}: /health p50 idle ${ms(idle.at(-1)!.p50Us)} (${idle.at(-1)!.rps.toFixed(0)} req/s), during the flood ${ms(flooded.at(-1)!.p50Us)} (${flooded.at(-1)!.rps.toFixed(0)} req/s)\n`,
    );
  }
} finally {
  svc.child.kill("SIGTERM");
  await svc.exited;
  rmSync(home, { recursive: true, force: true });
}

const idleP50 = median(idle.map((figure) => figure.p50Us));
const floodP50 = median(flooded.map((figure) => figure.p50Us));
const ratio = floodP50 / idleP50;
const pass = ratio <= TARGET;
const [load1] = os.loadavg();
process.stdout.write(
  [
    `ad flood (${path.relative(root, bundle)}; ${rate} ad events/s at the limit; /health by ${connections} connections, ${rounds} rounds of ${duration} s; ${os.cpus().length} cores, load average ${(load1 ?? 0).toFixed(2)})`,
    `  /health idle          p50 ${ms(idleP50)}  ${median(idle.map((figure) => figure.rps)).toFixed(0)} req/s`,
    `  /health during flood  p50 ${ms(floodP50)}  ${median(flooded.map((figure) => figure.rps)).toFixed(0)} req/s`,
    `  flood                 ${(accepted / floodSeconds).toFixed(0)} events/s accepted, ${refused} refused or failed (429/503/errors)`,
    `  ratio                 ${ratio.toFixed(2)}x (target ≤ ${TARGET}x: ${pass ? "PASS" : "FAIL"})`,
  ].join("\n") + "\n",
);
process.exitCode = pass ? 0 : 1;
