// A rolling restart behind nginx with deploy/nginx.conf's settings loses nothing (issue 32, item
// 1): two replicas sharing one store (PostgreSQL when the tests have one, else one SQLite
// folder), nginx (Debian's nginx-light, run from a temporary folder) in front, steady load through
// it, and each replica restarted in turn as soon as the other is ready again. Not one request may
// fail: no error, no timeout, no answer but 2xx. bench/rolling-restart.ts runs the same at least
// 100,000 requests long.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { tempDir } from "../support/cli.ts";
import { nginxMissing, startNginx } from "../support/nginx.ts";
import { freshDatabase, postgresSkip } from "../support/postgres.ts";
import { freePort } from "../support/ports.ts";
import { rollingRestart } from "../support/rolling-restart.ts";
import { request } from "../support/server.ts";
import { startServe } from "../support/serve-process.ts";
import { socketActivationMissing } from "../support/socket-activation.ts";
import { waitUntil } from "../support/wait.ts";

const onPostgres = (await postgresSkip()) === false;

describe("rolling restart behind nginx", { skip: nginxMissing() }, () => {
  test(
    "two socket-activated replicas restarted in turn under steady load, more connections than nginx keeps to each, each restarted as soon as the other is ready: not one request fails",
    { timeout: 300_000, skip: socketActivationMissing() },
    async (t) => {
      const outcome = await rollingRestart({
        minRequests: 10_000,
        minRestarts: 4,
        // More than nginx's upstream keepalive (16): nginx keeps opening connections to the replicas
        // while they restart, which is where a request was refused or reset.
        connections: 64,
        databaseUrl: onPostgres ? await freshDatabase() : null,
        say: (line) => t.diagnostic(line),
      });
      t.diagnostic(
        `${outcome.requests} requests in ${outcome.seconds.toFixed(1)} s through ${outcome.restarts.length} restarts: ${outcome.failed} failed ${JSON.stringify(outcome.statuses)}`,
      );
      const why = `${JSON.stringify({ ...outcome, nginxErrors: undefined, replicaErrors: undefined })}\nnginx:\n${outcome.nginxErrors.slice(-3000)}\nreplicas:\n${outcome.replicaErrors.slice(-3000)}`;
      assert.equal(outcome.restarts.length >= 4, true);
      assert.ok(outcome.requests >= 10_000, why);
      assert.equal(outcome.failed, 0, why);
    },
  );

  test("a replica that is down is left out for fail_timeout after a failed try, not tried on every request (each try is an error-log line with the query)", async () => {
    const replica = await startServe(await tempDir(), {});
    const down = await freePort();
    const nginx = await startNginx([Number(new URL(replica.url).port), down]);
    try {
      const began = Date.now();
      for (let index = 0; index < 30; index++) {
        const answer = await request(nginx.url, `/healthz?try=${index}`);
        assert.equal(answer.status, 200, "the request a down replica refused went to the other");
      }
      const seconds = (Date.now() - began) / 1000;
      const tries = nginx
        .errorLog()
        .split("\n")
        .filter((line) => line.includes(`127.0.0.1:${down}`));
      // fail_timeout=2s: one try, then one more each 2 s; max_fails=0 tried it for every second request.
      const allowed = Math.ceil(seconds / 2) + 1;
      assert.ok(
        tries.length >= 1 && tries.length <= allowed,
        `${tries.length} tries of the down replica in ${seconds.toFixed(1)} s (at most ${allowed}):\n${tries.join("\n")}`,
      );
    } finally {
      await nginx.stop();
      replica.process.kill("SIGTERM");
      await replica.exited;
    }
  });

  test("the shipped access log keeps paths without their query: an order's id (the key to its license) is not written", async () => {
    const replica = await startServe(await tempDir(), {});
    const nginx = await startNginx([Number(new URL(replica.url).port)]);
    try {
      const secret = "cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV";
      assert.equal((await request(nginx.url, `/api/v1/license?session_id=${secret}`)).status, 503, "no payments configured: still a lookup");
      assert.equal((await request(nginx.url, `/buy/thanks?session_id=${secret}`)).status, 200);
      // nginx writes a request's line in its log phase, after the answer has gone: wait for both.
      const wanted = [/"GET \/api\/v1\/license HTTP\/1\.1" 503 /, /"GET \/buy\/thanks HTTP\/1\.1" 200 /];
      let log = "";
      await waitUntil(
        () => `both lines in the access log:\n${log}`,
        () => {
          log = readFileSync(nginx.accessLog, "utf8");
          return wanted.every((line) => line.test(log));
        },
      );
      assert.match(log, /"GET \/api\/v1\/license HTTP\/1\.1" 503 /);
      assert.match(log, /"GET \/buy\/thanks HTTP\/1\.1" 200 /);
      assert.doesNotMatch(log, new RegExp(secret));
    } finally {
      await nginx.stop();
      replica.process.kill("SIGTERM");
      await replica.exited;
    }
  });
});
