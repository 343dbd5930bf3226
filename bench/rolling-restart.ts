// A rolling restart under steady load (issue 18, item 5): two `svc serve` replicas (the bundle,
// as processes) sharing one data folder (the SQLite store in WAL mode with a busy timeout; or one
// PostgreSQL database when SVC_DATABASE_URL is set), behind a tiny round-robin proxy, under
// autocannon's load (the catalog, pricing and a POST quote). Each replica is restarted once in
// turn: SIGTERM, wait for it to exit, start it again on the same port, wait for /readyz. Prints
// the requests answered and the failed ones (errors, timeouts, answers other than 2xx); exits 1
// when any failed.
//
// The proxy does what nginx's `proxy_next_upstream error` does for a restarting replica: a
// connection refused (the replica stopped listening) is tried on the other replica, and so is a
// request whose reused keep-alive connection the replica closed before answering (Node's own
// advice: retry when `req.reusedSocket` and ECONNRESET); anything else is a 502.
//
// Usage: npm run bundle && node bench/rolling-restart.ts [--duration SECONDS] [--connections N]
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const bundle = path.join(root, "dist/svc.cjs");
const option = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`bench/rolling-restart: ${name} needs a positive number\n`);
    process.exit(2);
  }
  return value;
};
const duration = option("--duration", 40);
const connections = option("--connections", 8);

if (!existsSync(bundle)) {
  process.stderr.write(`bench/rolling-restart: ${bundle} is missing; run \`npm run bundle\` (or make build) first\n`);
  process.exit(1);
}

const work = mkdtempSync(path.join(os.tmpdir(), "svc-rolling-"));
const dataDir = path.join(work, "data");
const say = (line: string): void => void process.stderr.write(`rolling-restart: ${line}\n`);

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Replica {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

function startReplica(name: string, port: number): Replica {
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", bundle, "serve", "--port", String(port)], {
    env: {
      PATH: process.env["PATH"] ?? "",
      HOME: work,
      SVC_HOME: path.join(work, ".svc"),
      SVC_DATA_DIR: dataDir,
      SVC_RATE_LIMITS: "post=0,get=0,ad=0,lookup=0",
      ...(process.env["SVC_DATABASE_URL"] ? { SVC_DATABASE_URL: process.env["SVC_DATABASE_URL"] } : {}),
    },
    stdio: ["ignore", "ignore", "ignore"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { name, port, child, exited };
}

async function ready(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`the replica on port ${port} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ---- the proxy --------------------------------------------------------------------------------
const ports: number[] = [await freePort(), await freePort()];
const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
const counts = { forwarded: 0, retried: 0, failed: 0 };
let next = 0;

function forward(req: http.IncomingMessage, body: Buffer, index: number): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const out = http.request({ host: "127.0.0.1", port: ports[index], method: req.method, path: req.url, headers: req.headers, agent: agents[index] }, resolve);
    out.on("error", (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reused: out.reusedSocket })));
    out.end(body);
  });
}

const proxy = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", async () => {
    const body = Buffer.concat(chunks);
    const first = next++ % ports.length;
    for (let attempt = 0; attempt < ports.length * 2; attempt++) {
      const index = (first + attempt) % ports.length;
      try {
        const answer = await forward(req, body, index);
        counts.forwarded++;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch (error) {
        const { code, reused } = error as NodeJS.ErrnoException & { reused: boolean };
        // Never reached the replica: another one may answer it.
        if (code === "ECONNREFUSED" || (reused && code === "ECONNRESET")) {
          counts.retried++;
          continue;
        }
        break;
      }
    }
    counts.failed++;
    res.writeHead(502, { "content-type": "application/json" });
    res.end('{"error":{"code":"bad_gateway","message":"no replica answered"}}');
  });
});
await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

// ---- the run ----------------------------------------------------------------------------------
const replicas = [startReplica("A", ports[0]!), startReplica("B", ports[1]!)];
try {
  await Promise.all(ports.map((port) => ready(port)));
  say(`two replicas on ports ${ports.join(" and ")} sharing ${process.env["SVC_DATABASE_URL"] ? "SVC_DATABASE_URL" : dataDir}, behind ${proxyUrl}; ${duration} s of load on ${connections} connections`);
  const load = autocannon({
    url: proxyUrl,
    connections,
    duration,
    requests: [
      { method: "GET", path: "/api/v1/catalog" },
      { method: "GET", path: "/pricing.json" },
      { method: "POST", path: "/api/v1/quote", headers: { "content-type": "application/json" }, body: JSON.stringify({ product_id: "svc_lifetime", country: "US" }) },
    ],
  });
  const restarts: string[] = [];
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (let index = 0; index < replicas.length; index++) {
    const replica = replicas[index]!;
    const started = Date.now();
    replica.child.kill("SIGTERM");
    const code = await replica.exited;
    const stopped = Date.now();
    replicas[index] = startReplica(replica.name, replica.port);
    await ready(replica.port);
    restarts.push(`${replica.name} stopped in ${stopped - started} ms (exit ${code}), ready again ${Date.now() - stopped} ms later`);
    say(restarts.at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  const result = await load;
  const failed = result.errors + result.timeouts + result.non2xx;
  process.stdout.write(
    `rolling restart of 2 replicas under load: ${result.requests.total} requests, ${failed} failed ` +
      `(errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}); ` +
      `the proxy tried ${counts.retried} on the other replica, answered 502 ${counts.failed} times\n` +
      restarts.map((line) => `  replica ${line}\n`).join(""),
  );
  if (restarts.length < replicas.length) say("the load ended before every replica was restarted: give a longer --duration");
  process.exitCode = failed === 0 && restarts.length === replicas.length ? 0 : 1;
} finally {
  for (const replica of replicas) replica.child.kill("SIGTERM");
  await Promise.all(replicas.map((replica) => replica.exited));
  for (const agent of agents) agent.destroy();
  proxy.close();
  rmSync(work, { recursive: true, force: true });
}
