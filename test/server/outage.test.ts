// The database goes away under load (issue 32, item 2): every route that needs it answers 503
// with Retry-After and the JSON error body (never a 500), the log says so in one line without a
// stack, and when the database is back every route answers again within a second, without a
// restart. PostgreSQL: a throwaway cluster of this test's own, stopped (`pg_ctl stop -m fast`) and
// started again while clients keep asking. SQLite: another process holding the write lock past the
// busy timeout.
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { after, describe, test } from "node:test";
import { sqliteFile } from "../../src/server/store/sqlite.ts";
import { freezeCluster, pauseCluster, postgresSkip, resumeCluster, startCluster, stopCluster, thawCluster, type Cluster } from "../support/postgres.ts";
import { paidLinkSession } from "../support/sales.ts";
import { logEntries, startTestServer, type Answer, type TestServer } from "../support/server.ts";
import { waitUntil } from "../support/wait.ts";

const METRICS = "metrics-token-0123456789";

interface Probe {
  name: string;
  /** The answer when the database is there. */
  ok: number;
  /** Whether the answer needs the database (a cached one may still come for a moment). */
  needsStore: boolean;
  send: (server: TestServer, turn: number) => Promise<Answer>;
}

function probes(sessionId: string, webhookEvent: () => { payload: string; signature: string }): Probe[] {
  const get = (path: string) => (server: TestServer) => server.request(path);
  return [
    { name: "catalog", ok: 200, needsStore: true, send: get("/api/v1/catalog") },
    { name: "products", ok: 200, needsStore: true, send: get("/api/v1/products") },
    { name: "pricing", ok: 200, needsStore: true, send: get("/pricing.json") },
    { name: "home page", ok: 200, needsStore: true, send: get("/") },
    { name: "quote (founder)", ok: 200, needsStore: true, send: get("/api/v1/quote?product_id=svc_founder_lifetime&country=DE") },
    {
      name: "checkout",
      ok: 200,
      needsStore: true,
      send: (server, turn) =>
        server.request("/api/v1/checkout", {
          json: {
            product_id: "svc_lifetime",
            payment_mode: "processor_spt",
            shared_payment_granted_token: `spt_ok_outage_${turn}`,
            buyer_email: "ada@example.com",
          },
          headers: { "idempotency-key": `outage-${turn}` },
        }),
    },
    { name: "license", ok: 200, needsStore: true, send: get(`/api/v1/license?session_id=${sessionId}`) },
    {
      name: "webhook",
      ok: 200,
      needsStore: true,
      send: (server) => {
        const { payload, signature } = webhookEvent();
        return server.request("/api/processor/webhook", {
          method: "POST",
          body: payload,
          headers: { "content-type": "application/json", "stripe-signature": signature },
        });
      },
    },
    { name: "ad event", ok: 202, needsStore: true, send: (server) => server.request("/api/v1/ad-event", { json: { event: "click", campaign: "outage" } }) },
    { name: "health", ok: 200, needsStore: true, send: get("/health") },
    { name: "healthz", ok: 200, needsStore: false, send: get("/healthz") },
    { name: "metrics", ok: 200, needsStore: false, send: (server) => server.request("/metrics", { headers: { authorization: `Bearer ${METRICS}` } }) },
  ];
}

/** The 503 a route answers while the store is away: JSON error, Retry-After in seconds. */
function assertUnavailable(probe: Probe, answer: Answer): void {
  assert.equal(answer.status, 503, `${probe.name}: ${answer.status} ${answer.text}`);
  assert.equal(answer.body?.error?.code, probe.name === "readyz" ? "not_ready" : "store_unavailable", `${probe.name}: ${answer.text}`);
  assert.equal(typeof answer.body.error.message, "string");
  assert.match(answer.headers.get("retry-after") ?? "", /^[1-9]\d*$/, `${probe.name}: Retry-After ${answer.headers.get("retry-after")}`);
  assert.match(answer.headers.get("content-type") ?? "", /^application\/json/);
}

describe("the database stops under load", { skip: await postgresSkip() }, () => {
  let cluster: Cluster | undefined;
  after(() => {
    if (cluster !== undefined) stopCluster(cluster.dir);
  });

  test(
    "PostgreSQL stopped and started again: 503 with Retry-After meanwhile, never a 500; each route back within a second; one log line each way",
    { timeout: 180_000 },
    async (t) => {
      cluster = await startCluster();
      const server = await startTestServer({ env: { SVC_DATABASE_URL: cluster.url, SVC_METRICS_TOKEN: METRICS } });
      const stripe = server.stripe!;
      const session = paidLinkSession(stripe, "svc_lifetime");
      const payload = stripe.event("checkout.session.completed", session);
      const webhookEvent = () => ({ payload, signature: stripe.sign(payload, Math.floor(server.clock.now().getTime() / 1000)) });
      const all = probes(session.id, webhookEvent);
      let turn = 0;
      for (const probe of all) {
        const answer = await probe.send(server, turn++);
        assert.equal(answer.status, probe.ok, `${probe.name} before the outage: ${answer.text}`);
      }

      // Steady load: four clients going round every route, each answer kept with the phase it was sent in.
      type Phase = "up" | "down" | "back";
      let phase = "up" as Phase;
      let running = true;
      const seen: { probe: Probe; phase: Phase; answer: Answer }[] = [];
      const failures: string[] = [];
      const clients = Array.from({ length: 4 }, async (_, client) => {
        for (let index = client; running; index++) {
          const probe = all[index % all.length]!;
          const sentIn = phase;
          try {
            seen.push({ probe, phase: sentIn, answer: await probe.send(server, turn++) });
          } catch (error) {
            failures.push(`${probe.name}: ${String(error)}`);
          }
        }
      });
      const settle = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
      await settle(500);
      const logsBefore = server.logs.length;
      pauseCluster(cluster);
      phase = "down";
      // Long enough for every cache (the seat counts are kept a second) to have run out.
      const downSince = Date.now();
      const not503 = (): string[] =>
        all
          .filter((probe) => probe.needsStore && !seen.some((entry) => entry.phase === "down" && entry.probe === probe && entry.answer.status === 503))
          .map((probe) => probe.name);
      // The server's clock is the test's: it moves on as real time does, so the cached seat counts run out.
      const clockTicks = setInterval(() => server.clock.advance(100), 100);
      after(() => clearInterval(clockTicks));
      while (Date.now() - downSince < 2500 || not503().length > 0) {
        assert.ok(
          Date.now() - downSince < 30_000,
          `never 503 while the database was down: ${not503().join(", ")}; ${JSON.stringify(
            seen
              .filter((entry) => entry.phase === "down" && not503().includes(entry.probe.name))
              .slice(-3)
              .map((entry) => [entry.probe.name, entry.answer.status, entry.answer.text.slice(0, 200)]),
          )}`,
        );
        await settle(50);
      }
      const downAnswers = seen.filter((entry) => entry.phase === "down");
      resumeCluster(cluster);
      const backAt = Date.now();
      phase = "back";

      // Each route is itself again within a second of the database's return: a request sent then is answered normally.
      const recovered = new Map<string, number>();
      await Promise.all(
        all.map(async (probe) => {
          while (Date.now() - backAt < 10_000) {
            // When the request that came back normal was sent: from then on the route works.
            const sentAt = Date.now();
            const answer = await probe.send(server, turn++);
            if (answer.status === probe.ok) {
              recovered.set(probe.name, sentAt - backAt);
              return;
            }
            await settle(20);
          }
        }),
      );
      running = false;
      await Promise.all(clients);

      t.diagnostic(
        `${downAnswers.length} answers while the database was down (${downAnswers.filter((entry) => entry.answer.status === 503).length} of them 503); back after ${JSON.stringify(Object.fromEntries(recovered))} ms`,
      );
      assert.deepEqual(failures, [], "every request was answered");
      for (const entry of downAnswers) {
        if (entry.answer.status !== entry.probe.ok) assertUnavailable(entry.probe, entry.answer);
      }
      assert.ok(downAnswers.length >= 50, `only ${downAnswers.length} requests during the outage`);
      const metricsDown = downAnswers.find((entry) => entry.probe.name === "metrics" && /^svc_store_up 0$/m.test(entry.answer.text));
      assert.ok(metricsDown !== undefined, "/metrics said svc_store_up 0 during the outage");
      for (const probe of all) {
        const after = recovered.get(probe.name);
        assert.ok(
          after !== undefined && after <= 1000,
          `${probe.name} answered ${probe.ok} again ${after ?? "never"} ms after the database was back (${JSON.stringify([...recovered])})`,
        );
      }
      assert.equal(seen.filter((entry) => entry.answer.status === 500).length, 0, "no 500 at all");

      const lines = logEntries({ logs: server.logs.slice(logsBefore) });
      assert.deepEqual(
        lines.filter((line) => line["stack"] !== undefined || line["level"] === "error"),
        [],
        "no stack, no error-level line",
      );
      const outage = lines.filter((line) => line["msg"] !== "request");
      assert.equal(outage.filter((line) => /store unavailable/.test(String(line["msg"]))).length, 1, outage.map((line) => JSON.stringify(line)).join("\n"));
      await waitUntil("the log to say the store is back", () => logEntries(server).some((line) => /store available again/.test(String(line["msg"]))));
    },
  );
});

describe("the database goes away after the charge", { skip: await postgresSkip() }, () => {
  let cluster: Cluster | undefined;
  after(() => {
    if (cluster !== undefined) stopCluster(cluster.dir);
  });

  test(
    "a checkout charged while PostgreSQL stopped says so: 503 with the payment's id, license_url, Retry-After of the lease and what to do; the retry answers the license, one charge",
    { timeout: 120_000 },
    async () => {
      cluster = await startCluster();
      const server = await startTestServer({ env: { SVC_DATABASE_URL: cluster.url } });
      const stripe = server.stripe!;
      stripe.chargeDelayMs = 1500;
      const body = {
        product_id: "svc_lifetime",
        payment_mode: "processor_spt",
        shared_payment_granted_token: "spt_ok_charged_then_down",
        buyer_email: "ada@example.com",
      };
      const headers = { "idempotency-key": "charged-then-down" };
      const answering = server.request("/api/v1/checkout", { json: body, headers });
      const giveUp = Date.now() + 30_000;
      while (!stripe.requests.some((seen) => seen.method === "POST" && seen.path === "/v1/payment_intents")) {
        assert.ok(Date.now() < giveUp, "the checkout never reached the processor");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // The charge is under way at the processor; the database stops before it comes back.
      pauseCluster(cluster);
      const answer = await answering;
      assert.equal(stripe.charges.length, 1, "charged once");
      assert.equal(answer.status, 503, answer.text);
      assert.equal(answer.body.error.code, "store_unavailable");
      assert.equal(answer.body.error.charged, true);
      const paymentIntent: string = answer.body.error.payment_intent_id;
      assert.match(paymentIntent, /^pi_/);
      assert.equal(answer.body.error.license_url, `${server.url}/api/v1/license?payment_intent_id=${paymentIntent}`);
      // The retry with the same key waits for the lease of the request that was cut short.
      assert.equal(answer.headers.get("retry-after"), "10");
      assert.equal(answer.body.error.retry_after, 10);
      assert.match(answer.body.error.message, /payment went through/);
      assert.match(answer.body.error.next_step, /do not ask for a new shared payment token/);

      resumeCluster(cluster);
      // As a client that waited Retry-After: the database is back (the server has seen it) and the lease lapsed.
      await waitUntil("/health to answer 200 again", async () => (await server.request("/health")).status === 200, { everyMs: 50 });
      server.clock.advance(10_000);
      const retried = await server.request("/api/v1/checkout", { json: body, headers });
      assert.equal(retried.status, 200, retried.text);
      assert.equal(retried.body.payment_intent_id, paymentIntent);
      assert.equal(stripe.charges.length, 1, "the retry was the same charge, replayed by the processor");
      const license = await server.request(`/api/v1/license?payment_intent_id=${paymentIntent}`);
      assert.equal(license.status, 200, license.text);
      assert.deepEqual(license.body.licenses, [retried.body.license]);
    },
  );
});

describe("the database hangs", { skip: await postgresSkip() }, () => {
  let cluster: Cluster | undefined;
  let frozen: number[] = [];
  after(() => {
    thawCluster(frozen);
    if (cluster !== undefined) stopCluster(cluster.dir);
  });

  test(
    "PostgreSQL frozen (SIGSTOP, as a hung server or a vanished host): every route that needs it answers 503 within seconds; back within a second of SIGCONT",
    { timeout: 180_000 },
    async (t) => {
      cluster = await startCluster();
      const server = await startTestServer({ env: { SVC_DATABASE_URL: cluster.url, SVC_METRICS_TOKEN: METRICS } });
      const stripe = server.stripe!;
      const session = paidLinkSession(stripe, "svc_lifetime");
      const payload = stripe.event("checkout.session.completed", session);
      const all = probes(session.id, () => ({ payload, signature: stripe.sign(payload, Math.floor(server.clock.now().getTime() / 1000)) }));
      let turn = 0;
      for (const probe of all) assert.equal((await probe.send(server, turn++)).status, probe.ok, `${probe.name} before the freeze`);

      frozen = freezeCluster(cluster);
      // Thawed again whatever happens: the server's own teardown waits for the database's answers.
      try {
        // Past the second the seat counts are kept, so the catalog asks the database again.
        server.clock.advance(5_000);
        /** Each route once, all at the same time; how long each took. A route still waiting after 30 s counts as never answered. */
        const round = (): Promise<{ probe: Probe; answer: Answer | null; ms: number }[]> =>
          Promise.all(
            all.map(async (probe) => {
              const sentAt = Date.now();
              const answer = await Promise.race([probe.send(server, turn++), new Promise<null>((resolve) => setTimeout(resolve, 30_000, null).unref())]);
              return { probe, answer, ms: Date.now() - sentAt };
            }),
          );
        const first = await round();
        const second = await round();
        t.diagnostic(
          `frozen: first answers after ${JSON.stringify(first.map((entry) => [entry.probe.name, entry.answer?.status ?? "none", entry.ms]))}; then ${JSON.stringify(second.map((entry) => [entry.probe.name, entry.ms]))} ms`,
        );
        for (const { probe, answer, ms } of first) {
          assert.ok(answer !== null, `${probe.name}: no answer within 30 s while the database hung`);
          if (!probe.needsStore) {
            assert.equal(answer.status, probe.ok, probe.name);
            continue;
          }
          assertUnavailable(probe, answer);
          // The client's own limit on a query (5 s) and on a connection (2.5 s), with room for a busy machine.
          assert.ok(ms <= 9_000, `${probe.name}: 503 only after ${ms} ms`);
        }
        for (const { probe, answer, ms } of second) {
          assert.ok(answer !== null && answer.status === (probe.needsStore ? 503 : probe.ok), `${probe.name}: ${answer?.status}`);
          // The guard knows the database is away: no second wait for a query's time limit.
          if (probe.needsStore) assert.ok(ms < 2_500, `${probe.name}: 503 again only after ${ms} ms`);
        }
      } finally {
        thawCluster(frozen);
      }
      const backAt = Date.now();
      const recovered = new Map<string, number>();
      await Promise.all(
        all.map(async (probe) => {
          while (Date.now() - backAt < 15_000) {
            const sentAt = Date.now();
            if ((await probe.send(server, turn++)).status === probe.ok) {
              recovered.set(probe.name, sentAt - backAt);
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      );
      for (const probe of all) {
        const after = recovered.get(probe.name);
        assert.ok(after !== undefined && after <= 1000, `${probe.name} answered ${probe.ok} again ${after ?? "never"} ms after the database was back`);
      }
      const lines = logEntries(server);
      assert.deepEqual(
        lines.filter((line) => line["stack"] !== undefined || line["level"] === "error"),
        [],
        "no stack, no error-level line",
      );
    },
  );
});

describe("SQLite: the store's file locked by another process", () => {
  test("a write that cannot get the lock within the busy timeout answers 503 with Retry-After; once the lock is gone, 200", { timeout: 60_000 }, async () => {
    const server = await startTestServer();
    const checkout = (turn: number): Promise<Answer> =>
      server.request("/api/v1/checkout", {
        json: {
          product_id: "svc_founder_lifetime",
          payment_mode: "processor_spt",
          shared_payment_granted_token: `spt_ok_locked_${turn}`,
          buyer_email: "ada@example.com",
        },
        headers: { "idempotency-key": `locked-${turn}` },
      });
    assert.equal((await checkout(0)).status, 200);
    const other = new DatabaseSync(sqliteFile(server.dataDir));
    other.exec("BEGIN IMMEDIATE");
    let locked: Answer;
    try {
      locked = await checkout(1);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    assertUnavailable({ name: "checkout", ok: 200, needsStore: true, send: () => checkout(1) }, locked);
    assert.equal(server.stripe!.charges.length, 1, "nothing was charged while the store could not record it");
    const again = await checkout(1);
    assert.equal(again.status, 200, again.text);
    const lines = logEntries(server);
    assert.deepEqual(
      lines.filter((line) => line["stack"] !== undefined || line["level"] === "error"),
      [],
    );
    assert.equal(lines.filter((line) => /store unavailable/.test(String(line["msg"]))).length, 1);
  });
});
