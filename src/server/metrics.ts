// What GET /metrics reports, in Prometheus' text format (prom-client writes it): requests by route
// pattern, method and status, their latency as a histogram, webhook deliveries refused or failed,
// e-mail sends that failed; and, read from the store at each scrape (so every replica sharing a
// store reports the same), orders by product and status, seats left per limited tier, and the
// outbox's depth and the age of its oldest unsent e-mail. Also the store's own state (whether it
// answered the scrape, its connection pool) and prom-client's process and runtime metrics
// (process_* CPU, memory and file descriptors; nodejs_* event-loop lag, heap, garbage collection).
//
// Labels are bounded: a route is its pattern in the route table (every path outside it is
// "unmatched"), a method one of GET, HEAD, POST or "other", a failure its error code.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { PRODUCTS } from "../catalog.ts";
import type { Store } from "./store/store.ts";
import { tierStatus } from "./commerce/tiers.ts";

const ORDER_STATUSES = ["pending", "fulfilled"] as const;
const LIMITED = PRODUCTS.filter((product) => product.tier !== null);
const METHODS = new Set(["GET", "HEAD", "POST"]);

export const UNMATCHED_ROUTE = "unmatched";

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"route" | "method" | "status">;
  private readonly latency: Histogram<"route" | "method">;
  private readonly webhookFailures: Counter<"reason">;
  private readonly mailFailures: Counter<"kind">;
  private readonly orders: Gauge<"product" | "status">;
  private readonly seatsLeft: Gauge<"product">;
  private readonly outboxDepth: Gauge;
  private readonly outboxOldest: Gauge;
  private readonly storeUp: Gauge;
  private readonly poolConnections: Gauge<"state">;
  private readonly poolMax: Gauge;
  private readonly poolWaiting: Gauge;
  /** The labelled children already made: a request then costs one Map lookup, not a label hash. */
  private readonly counted = new Map<string, { inc(): void }>();
  private readonly timed = new Map<string, { observe(value: number): void }>();

  /** `runtime`: also the process and runtime metrics (only a server whose /metrics is open pays for their observers). */
  constructor(options: { runtime: boolean } = { runtime: false }) {
    const registers = [this.registry];
    if (options.runtime) collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({ name: "svc_http_requests_total", help: "HTTP requests answered, by route pattern, method and status.", labelNames: ["route", "method", "status"], registers });
    this.latency = new Histogram({
      name: "svc_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern and method.",
      labelNames: ["route", "method"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.webhookFailures = new Counter({ name: "svc_webhook_failures_total", help: "Processor webhook deliveries refused or failed (the processor delivers them again), by error code.", labelNames: ["reason"], registers });
    this.mailFailures = new Counter({ name: "svc_mail_failures_total", help: "E-mail sends that failed (each stays in the outbox and is retried), by kind of e-mail.", labelNames: ["kind"], registers });
    this.orders = new Gauge({ name: "svc_orders", help: "Orders in the store, by product and status.", labelNames: ["product", "status"], registers });
    this.seatsLeft = new Gauge({ name: "svc_tier_seats_left", help: "Seats left of each limited tier (sold and held seats taken away).", labelNames: ["product"], registers });
    this.outboxDepth = new Gauge({ name: "svc_outbox_depth", help: "E-mails in the outbox not sent yet (pending, retrying or being sent).", registers });
    this.outboxOldest = new Gauge({ name: "svc_outbox_oldest_age_seconds", help: "Age of the oldest e-mail not sent yet; 0 when the outbox is empty.", registers });
    this.storeUp = new Gauge({ name: "svc_store_up", help: "1 when the store (database) answered this scrape, 0 when it did not (the store's figures are then left out).", registers });
    this.poolConnections = new Gauge({ name: "svc_store_pool_connections", help: "PostgreSQL connections of this process's pool, by state (idle, busy).", labelNames: ["state"], registers });
    this.poolMax = new Gauge({ name: "svc_store_pool_max_connections", help: "The most connections this process's PostgreSQL pool opens.", registers });
    this.poolWaiting = new Gauge({ name: "svc_store_pool_waiting", help: "Queries of this process waiting for a free PostgreSQL connection.", registers });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** One answered request; `route` is its pattern (or UNMATCHED_ROUTE). */
  observeRequest(route: string, method: string, status: number, seconds: number): void {
    const shownMethod = METHODS.has(method) ? method : "other";
    const key = `${route} ${shownMethod} ${status}`;
    let counter = this.counted.get(key);
    if (counter === undefined) {
      counter = this.requests.labels(route, shownMethod, String(status));
      this.counted.set(key, counter);
    }
    counter.inc();
    const timedKey = `${route} ${shownMethod}`;
    let histogram = this.timed.get(timedKey);
    if (histogram === undefined) {
      histogram = this.latency.labels(route, shownMethod);
      this.timed.set(timedKey, histogram);
    }
    histogram.observe(seconds);
  }

  webhookFailed(reason: string): void {
    this.webhookFailures.inc({ reason });
  }

  mailFailed(kind: string): void {
    this.mailFailures.inc({ kind });
  }

  /** The text of a scrape: the store's figures read now, then every metric. */
  async scrape(deps: { store: Store; now: () => Date }): Promise<string> {
    const pool = deps.store.poolStats();
    if (pool !== null) {
      this.poolConnections.set({ state: "idle" }, pool.idle);
      this.poolConnections.set({ state: "busy" }, pool.total - pool.idle);
      this.poolMax.set(pool.max);
      this.poolWaiting.set(pool.waiting);
    }
    try {
      await this.readStore(deps);
      this.storeUp.set(1);
    } catch {
      // The store is away (a database outage): the scrape still answers, with the process's own
      // figures, and says so; the store's gauges are left out rather than shown stale.
      this.storeUp.set(0);
      for (const gauge of [this.orders, this.seatsLeft, this.outboxDepth, this.outboxOldest]) gauge.reset();
    }
    return this.registry.metrics();
  }

  private async readStore(deps: { store: Store; now: () => Date }): Promise<void> {
    const now = deps.now().getTime();
    const stats = await deps.store.stats();
    const remaining = await Promise.all(LIMITED.map(async (product) => (await tierStatus(product, deps, now)).remaining ?? 0));
    this.orders.reset();
    for (const product of PRODUCTS) {
      for (const status of ORDER_STATUSES) {
        const found = stats.orders.find((row) => row.productId === product.id && row.status === status);
        this.orders.set({ product: product.id, status }, found?.count ?? 0);
      }
    }
    LIMITED.forEach((product, index) => this.seatsLeft.set({ product: product.id }, remaining[index]!));
    this.outboxDepth.set(stats.outbox.depth);
    this.outboxOldest.set(stats.outbox.oldestCreatedAt === null ? 0 : Math.max(0, (now - stats.outbox.oldestCreatedAt) / 1000));
  }
}
