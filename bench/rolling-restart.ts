// A rolling restart under steady load through nginx with deploy/nginx.conf's settings (issue 32,
// item 1; test/support/rolling-restart.ts does the work, test/server/rolling-restart.test.ts runs
// it briefly): two `svc serve` replicas (the bundle, as processes, each on a listening socket held
// for it as deploy/svc@.socket holds it, by Debian's systemd-socket-activate) sharing one data
// folder (the SQLite store in WAL mode), or one PostgreSQL database when SVC_DATABASE_URL is set;
// nginx (Debian's nginx-light) in front; autocannon's load through it from --connections
// connections (default 64, more than nginx keeps to a replica: the catalog, pricing, a POST
// quote and a POST link checkout); the replicas restarted in turn, each as soon as the other is
// ready again (SIGTERM, wait for the exit, start again on the same socket, wait for /readyz),
// until at least --requests requests were answered. Prints the requests, the failed ones
// (errors, timeouts, answers other than 2xx) and every restart; exits 1 when any failed.
//
// Usage: npm run bundle && node bench/rolling-restart.ts [--requests N] [--connections N] [--restarts N]
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { numberOption } from "./serve-common.ts";
import { nginxMissing } from "../test/support/nginx.ts";
import { rollingRestart } from "../test/support/rolling-restart.ts";
import { socketActivationMissing } from "../test/support/socket-activation.ts";

const option = (name: string, fallback: number): number => numberOption("bench/rolling-restart", name, fallback);
const minRequests = option("--requests", 100_000);
const connections = option("--connections", 64);
const minRestarts = option("--restarts", 2);

const bundle = path.resolve(import.meta.dirname, "../dist/svc.cjs");
if (!existsSync(bundle)) {
  process.stderr.write(`bench/rolling-restart: ${bundle} is missing; run \`npm run bundle\` (or make build) first\n`);
  process.exit(1);
}
const missing = nginxMissing() || socketActivationMissing();
if (missing !== false) {
  process.stderr.write(`bench/rolling-restart: ${missing}\n`);
  process.exit(1);
}

const load = os.loadavg()[0]!.toFixed(2);
const outcome = await rollingRestart({
  minRequests,
  minRestarts,
  connections,
  databaseUrl: process.env["SVC_DATABASE_URL"] || null,
  say: (line) => process.stderr.write(`rolling-restart: ${line}\n`),
});
process.stdout.write(
  `rolling restart of 2 replicas behind nginx (deploy/nginx.conf), ${connections} connections, load average ${load} at start, ${os.loadavg()[0]!.toFixed(2)} at the end:\n` +
    `  ${outcome.requests} requests in ${outcome.seconds.toFixed(1)} s, ${outcome.failed} failed (errors ${outcome.errors}, timeouts ${outcome.timeouts}, non-2xx ${outcome.non2xx}); statuses ${JSON.stringify(outcome.statuses)}\n` +
    `  ${outcome.restarts.length} restarts, each replica restarted as soon as the other was ready:\n` +
    outcome.restarts.map((restart) => `    ${restart.replica}: stopped in ${restart.stoppedMs} ms, ready ${restart.readyMs} ms later\n`).join("") +
    (outcome.errorSamples.length > 0 ? `  errors: ${outcome.errorSamples.join("; ")}\n` : "") +
    (outcome.failed > 0
      ? `  nginx's error log:\n${outcome.nginxErrors.slice(-4000)}\n  the replicas' warnings and errors:\n${outcome.replicaErrors.slice(-4000)}\n`
      : ""),
);
process.exitCode = outcome.failed === 0 && outcome.requests >= minRequests ? 0 : 1;
