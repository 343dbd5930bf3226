// Throughput of `svc serve` against a bare node:http hello-world under the same load, in one run:
// requests per second and p99 latency of GET /api/v1/catalog and POST /api/v1/quote (autocannon),
// each next to the hello-world answering the same method. Target (issue #4): at least 0.7x the
// bare server's requests per second. Both servers run as their own processes on this machine's
// loopback; svc runs from the bundle with rate limits off (SVC_RATE_LIMITS=post=0,get=0,ad=0).
// Usage: npm run bundle && node bench/serve.ts [--duration SECONDS] [--connections N]
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const bundle = path.join(root, "dist/svc.cjs");
const option = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const duration = option("--duration", 10);
const connections = option("--connections", 32);
const TARGET = 0.7;

if (!existsSync(bundle)) {
  process.stderr.write("bench/serve: dist/svc.cjs is missing; run `npm run bundle` (or make build) first\n");
  process.exit(1);
}

const BARE = `
const http = require("node:http");
http.createServer((req, res) => {
  req.resume();
  req.on("end", () => { res.setHeader("content-type", "application/json"); res.end('{"hello":"world"}'); });
}).listen(0, "127.0.0.1", function () { process.stdout.write(JSON.stringify({ url: "http://127.0.0.1:" + this.address().port }) + "\\n"); });
`;

/** Starts a server process that prints one JSON document {"url": …} on stdout. */
function start(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "ignore"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      try {
        resolve({ child, url: (JSON.parse(out) as { url: string }).url });
      } catch {
        // not the whole document yet
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

interface Load {
  name: string;
  path: string;
  method: "GET" | "POST";
  body?: string;
}

async function measure(url: string, load: Load): Promise<{ rps: number; p99: number; bad: number }> {
  const options = {
    url: `${url}${load.path}`,
    method: load.method,
    connections,
    ...(load.body === undefined ? {} : { body: load.body, headers: { "content-type": "application/json" } }),
  };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const result = await autocannon({ ...options, duration });
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.errors + result.non2xx };
}

const home = mkdtempSync(path.join(os.tmpdir(), "svc-bench-serve-"));
const bare = await start(["-e", BARE], { PATH: process.env["PATH"] ?? "" });
const svc = await start(["--disable-warning=ExperimentalWarning", bundle, "serve", "--port", "0", "--json"], {
  PATH: process.env["PATH"] ?? "",
  HOME: home,
  SVC_HOME: path.join(home, ".svc"),
  SVC_RATE_LIMITS: "post=0,get=0,ad=0",
});

const loads: Load[] = [
  { name: "GET /api/v1/catalog", path: "/api/v1/catalog", method: "GET" },
  { name: "POST /api/v1/quote", path: "/api/v1/quote", method: "POST", body: JSON.stringify({ product_id: "svc_founder_lifetime", country: "DE" }) },
];
const lines = [`serve (autocannon, ${connections} connections, ${duration} s per run, ${os.cpus().length} cores, Node ${process.version})`];
let met = true;
try {
  for (const load of loads) {
    const anchor = await measure(bare.url, { ...load, path: "/" });
    const ours = await measure(svc.url, load);
    const ratio = ours.rps / anchor.rps;
    met &&= ratio >= TARGET && ours.bad === 0;
    lines.push(
      `  ${load.name.padEnd(22)} ${ours.rps.toFixed(0).padStart(7)} req/s  p99 ${String(ours.p99).padStart(3)} ms${ours.bad ? `  (${ours.bad} errors/non-2xx)` : ""}`,
      `  ${`bare node:http ${load.method}`.padEnd(22)} ${anchor.rps.toFixed(0).padStart(7)} req/s  p99 ${String(anchor.p99).padStart(3)} ms`,
      `  ${"ratio".padEnd(22)} ${ratio.toFixed(2)}x  (target ≥ ${TARGET}x: ${ratio >= TARGET ? "met" : "NOT met"})`,
    );
  }
} finally {
  bare.child.kill("SIGTERM");
  svc.child.kill("SIGTERM");
  rmSync(home, { recursive: true, force: true });
}
process.stdout.write(`${lines.join("\n")}\n`);
process.exitCode = met ? 0 : 1;
