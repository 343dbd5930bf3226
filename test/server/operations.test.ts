// The operator's probes on the real server: /healthz, /readyz (and what makes it 503), and
// /metrics behind its tokens, read by Prometheus' own text parser: requests by route pattern
// (never a raw path), the latency histogram, orders, seats left, the outbox and the failures.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { loadConfig } from "../../src/server/config.ts";
import { ROUTES } from "../../src/server/routes/index.ts";
import { developmentBuild } from "../support/cli.ts";
import { downloadFolder } from "../support/downloads.ts";
import { freshDatabase, postgresSkip } from "../support/postgres.ts";
import { parsePrometheus, prometheusParserMissing, sampleValue, type Family } from "../support/prometheus.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { SmtpReceiver } from "../support/smtp.ts";
import { waitUntil } from "../support/wait.ts";

const ADMIN = "admin-token-0123456789";
const METRICS = "metrics-token-0123456789";

async function scrape(server: TestServer, token = METRICS): Promise<Family[]> {
  const answer = await server.request("/metrics", { headers: { authorization: `Bearer ${token}` } });
  assert.equal(answer.status, 200, answer.text);
  assert.match(answer.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4/);
  return parsePrometheus(answer.text);
}

describe("/healthz and /readyz", () => {
  test("alive and ready with a store and a signing key", async () => {
    const server = await startTestServer();
    assert.deepEqual((await server.request("/healthz")).body, { status: "ok" });
    const ready = await server.request("/readyz");
    assert.equal(ready.status, 200, ready.text);
    assert.equal(ready.body.status, "ready");
    assert.equal(ready.body.store, "ok");
    assert.match(ready.body.signing_key, /^[A-Za-z0-9_-]{8}$/);
  });

  test("503 naming the reason: no signing key loaded; the store closed", async () => {
    const unsigned = await startTestServer({ build: developmentBuild({ keys: "release", developmentSigningKey: null }) });
    const answer = await unsigned.request("/readyz");
    assert.equal(answer.status, 503);
    assert.equal(answer.body.error.code, "not_ready");
    assert.match(answer.body.error.message, /no license signing key is loaded \(set SVC_LICENSE_SIGNING_KEY\)/);
    assert.equal((await unsigned.request("/healthz")).status, 200, "alive all the same");

    const closed = await startTestServer();
    await closed.deps.store.close();
    const down = await closed.request("/readyz");
    assert.equal(down.status, 503);
    assert.deepEqual(down.body.error.reasons.length, 1);
    assert.match(down.body.error.message, /the store does not answer/);
  });
});

const noPostgres = await postgresSkip();

describe("/metrics", () => {
  test("404 without a token configured; 401 without the right one; SVC_METRICS_TOKEN or the admin token opens it", async () => {
    const none = await startTestServer();
    assert.equal((await none.request("/metrics", { headers: { authorization: `Bearer ${METRICS}` } })).status, 404);

    const server = await startTestServer({ env: { SVC_METRICS_TOKEN: METRICS, SVC_ADMIN_TOKEN: ADMIN } });
    for (const headers of [{}, { authorization: `Bearer ${METRICS}x` }, { authorization: METRICS }] as Record<string, string>[]) {
      const refused = await server.request("/metrics", { headers });
      assert.equal(refused.status, 401);
      assert.match(refused.body.error.message, /SVC_METRICS_TOKEN or SVC_ADMIN_TOKEN/);
      assert.equal(refused.headers.get("www-authenticate"), 'Bearer realm="svc metrics"');
    }
    for (const token of [METRICS, ADMIN]) assert.equal((await server.request("/metrics", { headers: { authorization: `Bearer ${token}` } })).status, 200);

    const short = (): unknown => loadConfig({ env: { SVC_METRICS_TOKEN: "short" }, svcHome: "/tmp/x", cwd: "/tmp", build: developmentBuild() });
    assert.throws(short, /SVC_METRICS_TOKEN: must be at least 16 characters/);
  });

  test("failed authentications are limited per address (10 a minute): the admin token cannot be guessed through /metrics; a scraper that authenticates is never limited", async () => {
    const server = await startTestServer({ env: { SVC_METRICS_TOKEN: METRICS, SVC_ADMIN_TOKEN: ADMIN, SVC_TRUST_PROXY: "1" } });
    const from = (address: string, token: string) => server.request("/metrics", { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": address } });
    for (let index = 0; index < 50; index++) assert.equal((await from("10.0.0.1", METRICS)).status, 200, "the scraper");
    for (let guess = 0; guess < 10; guess++) assert.equal((await from("10.0.0.2", `${ADMIN.slice(0, -2)}${guess}${guess}`)).status, 401, `guess ${guess}`);
    const limited = await from("10.0.0.2", "guess-number-eleven-000");
    assert.equal(limited.status, 429, limited.text);
    assert.equal(limited.body.error.code, "rate_limited");
    assert.match(limited.headers.get("retry-after") ?? "", /^[1-9]\d*$/);
    // Not even the right token is compared now, so the answer says nothing about it.
    assert.equal((await from("10.0.0.2", ADMIN)).status, 429);
    assert.equal((await from("10.0.0.2", METRICS)).status, 429);
    assert.equal((await from("10.0.0.1", ADMIN)).status, 200, "another address is not limited");
    // The admin listing shares the limit: the same guesser is refused there too.
    assert.equal(
      (await server.request("/api/v1/admin/ad-events", { headers: { authorization: `Bearer ${ADMIN}`, "x-forwarded-for": "10.0.0.2" } })).status,
      429,
    );
    server.clock.advance(61_000);
    assert.equal((await from("10.0.0.2", ADMIN)).status, 200, "a minute later");
  });

  test(
    "parsed by Prometheus' parser: requests by route pattern, latency, orders, seats left, outbox, failures",
    { skip: prometheusParserMissing() ?? false },
    async () => {
      const smtp = await new SmtpReceiver().start();
      smtp.rejectNext = 1;
      const server = await startTestServer({ smtp, env: { SVC_METRICS_TOKEN: METRICS, SVC_DOWNLOAD_DIR: await downloadFolder() } });

      const before = await scrape(server);
      assert.equal(sampleValue(before, "svc_tier_seats_left", { product: "svc_founder_lifetime" }), 10);
      assert.equal(sampleValue(before, "svc_orders", { product: "svc_founder_lifetime", status: "fulfilled" }), 0);
      assert.equal(sampleValue(before, "svc_outbox_depth"), 0);

      const bought = await server.request("/api/v1/checkout", {
        json: {
          product_id: "svc_founder_lifetime",
          payment_mode: "processor_spt",
          shared_payment_granted_token: "spt_ok_metrics",
          buyer_email: "ada@example.com",
        },
      });
      assert.equal(bought.status, 200, bought.text);
      for (const path of ["/guides/codex-to-cursor.json", "/guides/cursor-to-codex.json", "/download/SHA256SUMS", "/no/such/path-4711", "/no/such/path-4712"])
        await server.request(path);
      await server.request("/api/v1/products", { method: "DELETE" });
      const payload = server.stripe!.event("checkout.session.completed", { id: "cs_metrics" });
      await server.request("/api/processor/webhook", {
        method: "POST",
        body: payload,
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      });
      // The license e-mail's first send is refused by the mail server: it stays in the outbox.
      await waitUntil("the refused send to be counted", async () => sampleValue(await scrape(server), "svc_mail_failures_total", { kind: "license" }) === 1);
      server.clock.advance(5_000);

      const families = await scrape(server);
      const requests = families.find((family) => family.name === "svc_http_requests");
      assert.equal(requests?.type, "counter");
      const patterns = new Set([...ROUTES.map((route) => route.pattern ?? route.path), "unmatched"]);
      for (const sample of requests!.samples) assert.ok(patterns.has(sample.labels["route"]!), `route label ${sample.labels["route"]} is no route pattern`);
      assert.equal(sampleValue(families, "svc_http_requests_total", { route: "/guides/{from}-to-{to}.json", method: "GET", status: "200" }), 2);
      assert.equal(sampleValue(families, "svc_http_requests_total", { route: "/download/{file}", method: "GET", status: "200" }), 1);
      assert.equal(sampleValue(families, "svc_http_requests_total", { route: "unmatched", method: "GET", status: "404" }), 2);
      assert.equal(sampleValue(families, "svc_http_requests_total", { route: "/api/v1/products", method: "other", status: "405" }), 1);
      assert.equal(sampleValue(families, "svc_http_requests_total", { route: "/api/v1/checkout", method: "POST", status: "200" }), 1);

      const latency = families.find((family) => family.name === "svc_http_request_duration_seconds");
      assert.equal(latency?.type, "histogram");
      const guideBuckets = latency!.samples.filter((sample) => sample.name.endsWith("_bucket") && sample.labels["route"] === "/guides/{from}-to-{to}.json");
      assert.ok(guideBuckets.length >= 10);
      const counts = guideBuckets.map((sample) => sample.value);
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => a - b),
        "buckets are cumulative",
      );
      assert.equal(guideBuckets.find((sample) => sample.labels["le"] === "+Inf")?.value, 2);
      assert.equal(sampleValue(families, "svc_http_request_duration_seconds_count", { route: "/guides/{from}-to-{to}.json", method: "GET" }), 2);

      assert.equal(sampleValue(families, "svc_orders", { product: "svc_founder_lifetime", status: "fulfilled" }), 1);
      assert.equal(sampleValue(families, "svc_orders", { product: "svc_lifetime", status: "fulfilled" }), 0);
      assert.equal(sampleValue(families, "svc_tier_seats_left", { product: "svc_founder_lifetime" }), 9);
      assert.equal(sampleValue(families, "svc_tier_seats_left", { product: "svc_early_lifetime" }), 10);
      assert.equal(sampleValue(families, "svc_outbox_depth"), 1);
      assert.equal(sampleValue(families, "svc_outbox_oldest_age_seconds"), 5);
      assert.equal(sampleValue(families, "svc_webhook_failures_total", { reason: "invalid_signature" }), 1);
      assert.equal(sampleValue(families, "svc_mail_failures_total", { kind: "license" }), 1);
    },
  );

  test("not rate limited: scraped after one address has used up its GET limit on unknown paths", async () => {
    const server = await startTestServer({ env: { SVC_METRICS_TOKEN: METRICS, SVC_RATE_LIMITS: "post=0,get=5,ad=0,lookup=0" } });
    for (let index = 0; index < 5; index++) assert.equal((await server.request(`/no/such/path-${index}`)).status, 404);
    assert.equal((await server.request("/no/such/path-5")).status, 429, "the flood used up the GET limit");
    for (let index = 0; index < 10; index++) {
      const answer = await server.request("/metrics", { headers: { authorization: `Bearer ${METRICS}` } });
      assert.equal(answer.status, 200, answer.text);
    }
  });

  test("process and runtime metrics (CPU, memory, event-loop lag, heap) and the store's state", { skip: prometheusParserMissing() ?? false }, async () => {
    const server = await startTestServer({ env: { SVC_METRICS_TOKEN: METRICS } });
    const families = await scrape(server);
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "process_start_time_seconds",
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_heap_size_used_bytes",
    ]) {
      assert.ok(sampleValue(families, name) !== undefined, `${name} is missing`);
    }
    assert.ok(sampleValue(families, "process_resident_memory_bytes")! > 1_000_000);
    assert.equal(sampleValue(families, "svc_store_up"), 1);
    // SQLite has no pool: its gauges are left out rather than made up.
    assert.equal(sampleValue(families, "svc_store_pool_connections", { state: "idle" }), undefined);
  });

  test(
    "PostgreSQL: the connection pool's connections (idle, busy), its limit and the queries waiting for one",
    { skip: (prometheusParserMissing() ?? false) || noPostgres },
    async () => {
      const server = await startTestServer({ env: { SVC_METRICS_TOKEN: METRICS, SVC_DATABASE_URL: await freshDatabase() } });
      assert.equal((await server.request("/api/v1/catalog")).status, 200);
      const families = await scrape(server);
      const idle = sampleValue(families, "svc_store_pool_connections", { state: "idle" });
      const busy = sampleValue(families, "svc_store_pool_connections", { state: "busy" });
      assert.ok(idle !== undefined && idle >= 1, `idle ${idle}`);
      assert.ok(busy !== undefined && busy >= 0, `busy ${busy}`);
      assert.equal(sampleValue(families, "svc_store_pool_max_connections"), 10);
      assert.equal(sampleValue(families, "svc_store_pool_waiting"), 0);
    },
  );

  test("a scrape that is not the text format is refused by the parser (the check can fail)", { skip: prometheusParserMissing() ?? false }, () => {
    assert.throws(() => parsePrometheus('svc_orders{product="a" 1\n'), /not Prometheus text format/);
    assert.throws(() => parsePrometheus("# TYPE svc_orders gauge\nsvc_orders one\n"), /not Prometheus text format/);
  });
});
