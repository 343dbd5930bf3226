// A rolling restart under steady load, as an operator does it (deploy/README.md): two `svc serve`
// replicas (the bundle, as processes) sharing one store, each on a listening socket held for it
// as systemd's deploy/svc@.socket holds it (./socket-activation.ts), nginx in front with
// deploy/nginx.conf's settings (./nginx.ts), autocannon's load through nginx (the catalog,
// pricing, a POST quote and a POST link checkout, which nginx never passes on twice), and the
// replicas restarted in turn, each as soon as the other is ready again: SIGTERM, wait for the
// process to end, start it again on the same socket, wait for its /readyz. Used by
// test/server/rolling-restart.test.ts (bounded) and bench/rolling-restart.ts (at least 100,000
// requests). Both use more client connections than nginx keeps to each replica (its upstream
// `keepalive`), so nginx keeps opening new connections to the replicas while they restart.
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { startNginx, type Nginx } from "./nginx.ts";
import { activatedServe, type ActivatedServe } from "./socket-activation.ts";

export interface RollingOptions {
  /** Keep the load and the restarts going until this many requests were answered… */
  minRequests: number;
  /** …and at least this many restarts (one per replica is one round) were done. */
  minRestarts: number;
  connections: number;
  /** The store both replicas share: SVC_DATABASE_URL, or (null) one SQLite data folder. */
  databaseUrl: string | null;
  /** Progress lines. */
  say?: (line: string) => void;
}

export interface RollingOutcome {
  requests: number;
  failed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** The first few request errors autocannon saw. */
  errorSamples: string[];
  restarts: { replica: string; stoppedMs: number; readyMs: number }[];
  seconds: number;
  nginxErrors: string;
  /** The replicas' warnings and errors. */
  replicaErrors: string;
}

/** GET /readyz on the replica itself, on a connection of its own (no kept connection to hold its next shutdown). */
function readyz(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/readyz", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
  });
}

async function ready(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await readyz(port)) !== 200) {
    if (Date.now() > deadline) throw new Error(`the replica on port ${port} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function rollingRestart(options: RollingOptions): Promise<RollingOutcome> {
  const say = options.say ?? (() => {});
  const work = mkdtempSync(path.join(os.tmpdir(), "svc-rolling-"));
  const env: Record<string, string> = {
    // A link checkout answers the payment link without calling Stripe: a key is needed, no server.
    STRIPE_SECRET_KEY: "sk_test_rolling_restart",
    STRIPE_API_BASE: "http://127.0.0.1:9",
    SVC_RATE_LIMITS: "post=0,get=0,ad=0,lookup=0",
    SVC_TRUST_PROXY: "1",
    SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.test/test_lifetime",
    ...(options.databaseUrl === null ? { SVC_DATA_DIR: path.join(work, "data") } : { SVC_DATABASE_URL: options.databaseUrl }),
  };
  const names = ["A", "B"];
  const replicas: ActivatedServe[] = [];
  for (const name of names) replicas.push(await activatedServe(path.join(work, name), env));
  const ports = replicas.map((replica) => replica.port);
  let nginx: Nginx | undefined;
  try {
    await Promise.all(ports.map((port) => ready(port)));
    nginx = await startNginx(ports);
    say(
      `two replicas on ports ${ports.join(" and ")} sharing ${options.databaseUrl === null ? "one SQLite data folder" : "one PostgreSQL database"}, behind nginx at ${nginx.url}; ${options.connections} connections`,
    );

    let answered = 0;
    const errorSamples: string[] = [];
    let done: (result: Result) => void = () => {};
    const finished = new Promise<Result>((resolve) => (done = resolve));
    const json = { "content-type": "application/json" };
    const tracker = autocannon(
      {
        url: nginx.url,
        connections: options.connections,
        duration: 3600,
        requests: [
          { method: "GET", path: "/api/v1/catalog" },
          { method: "GET", path: "/pricing.json" },
          { method: "POST", path: "/api/v1/quote", headers: json, body: JSON.stringify({ product_id: "svc_founder_lifetime", country: "DE" }) },
          {
            method: "POST",
            path: "/api/v1/checkout",
            headers: json,
            body: JSON.stringify({ product_id: "svc_lifetime", payment_mode: "processor_payment_link" }),
          },
        ],
      },
      (_error, result) => done(result),
    );
    tracker.on("response", () => answered++);
    tracker.on("reqError", (error) => {
      if (errorSamples.length < 5) errorSamples.push(String(error));
    });

    const startedAt = Date.now();
    const restarts: RollingOutcome["restarts"] = [];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let turn = 0; restarts.length < options.minRestarts || answered < options.minRequests; turn++) {
      const index = turn % 2;
      const began = Date.now();
      await replicas[index]!.stop();
      const stopped = Date.now();
      await replicas[index]!.start();
      await ready(ports[index]!);
      restarts.push({ replica: names[index]!, stoppedMs: stopped - began, readyMs: Date.now() - stopped });
      say(`replica ${names[index]} stopped in ${stopped - began} ms, ready again ${Date.now() - stopped} ms later (${answered} requests answered so far)`);
    }
    // A last moment of load with both replicas up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    tracker.stop();
    const result = await finished;
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
    return {
      requests: result.requests.total,
      failed: result.errors + result.timeouts + result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statuses,
      errorSamples,
      restarts,
      seconds: (Date.now() - startedAt) / 1000,
      nginxErrors: nginx.errorLog(),
      replicaErrors: replicas
        .map((replica) =>
          replica
            .stderr()
            .split("\n")
            .filter((line) => /"level":"(warn|error)"/.test(line))
            .join("\n"),
        )
        .join("\n"),
    };
  } finally {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.close()));
    rmSync(work, { recursive: true, force: true });
  }
}
