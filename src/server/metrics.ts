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
//
// Every request is counted, so that is kept cheap: plain numbers in a RequestTally (a few Map
// lookups and additions, about 20 ns), which prom-client reads only when it is scraped. Its own
// labelled counter and histogram cost some 700 ns a request (a hash of the labels each time),
// which on the catalog, svc's busiest answer, was a twentieth of all the time a request took.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type MetricObjectWithValues, type MetricValueWithName } from "prom-client";
import { PRODUCTS } from "../catalog.ts";
import type { Store } from "./store/store.ts";
import { LIMITED_TIERS, seatsLeft } from "./commerce/tiers.ts";

const ORDER_STATUSES = ["pending", "fulfilled"] as const;
const METHODS = new Set(["GET", "HEAD", "POST"]);
/** Upper bounds (seconds) of the latency histogram's buckets. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const UNMATCHED_ROUTE = "unmatched";

/** The requests of one route pattern and method: by status, and their latency by bucket. */
interface MethodTally {
  statuses: Map<number, number>;
  /** Requests per bucket of LATENCY_BUCKETS, and past the last (+Inf): not cumulative. */
  buckets: number[];
  sum: number;
  count: number;
}

/** Requests answered, as plain numbers by route pattern, method and status. */
export class RequestTally {
  readonly routes = new Map<string, Map<string, MethodTally>>();

  record(route: string, method: string, status: number, seconds: number): void {
    let methods = this.routes.get(route);
    if (methods === undefined) {
      methods = new Map();
      this.routes.set(route, methods);
    }
    let tally = methods.get(method);
    if (tally === undefined) {
      tally = { statuses: new Map(), buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      methods.set(method, tally);
    }
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++;
    tally.buckets[bucket]!++;
    tally.sum += seconds;
    tally.count++;
  }
}

/** The latency histogram as prom-client writes it, its figures taken from a RequestTally at each scrape. */
const LATENCY_NAME = "svc_http_request_duration_seconds";
const LATENCY_HELP = "Time from a request's arrival to the end of its answer, by route pattern and method.";

class TalliedHistogram extends Histogram<"route" | "method"> {
  private readonly tally: RequestTally;

  constructor(tally: RequestTally, registers: Registry[]) {
    super({
      name: LATENCY_NAME,
      help: LATENCY_HELP,
      labelNames: ["route", "method"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.tally = tally;
  }

  override async get(): Promise<MetricObjectWithValues<MetricValueWithName<"route" | "method">>> {
    const values: MetricValueWithName<string>[] = [];
    for (const [route, methods] of this.tally.routes) {
      for (const [method, tally] of methods) {
        let cumulative = 0;
        LATENCY_BUCKETS.forEach((bound, index) => {
          cumulative += tally.buckets[index]!;
          values.push({ metricName: `${LATENCY_NAME}_bucket`, labels: { route, method, le: bound }, value: cumulative });
        });
        values.push({ metricName: `${LATENCY_NAME}_bucket`, labels: { route, method, le: "+Inf" }, value: tally.count });
        values.push({ metricName: `${LATENCY_NAME}_sum`, labels: { route, method }, value: tally.sum });
        values.push({ metricName: `${LATENCY_NAME}_count`, labels: { route, method }, value: tally.count });
      }
    }
    return { name: LATENCY_NAME, help: LATENCY_HELP, type: "histogram", aggregator: "sum", values } as unknown as MetricObjectWithValues<
      MetricValueWithName<"route" | "method">
    >;
  }

  /** What the registry writes from (prom-client asks this before get()). */
  getForPromString(): Promise<MetricObjectWithValues<MetricValueWithName<"route" | "method">>> {
    return this.get();
  }
}

export class Metrics {
  readonly registry = new Registry();
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
  private readonly tally = new RequestTally();

  /** `runtime`: also the process and runtime metrics (only a server whose /metrics is open pays for their observers). */
  constructor(options: { runtime: boolean } = { runtime: false }) {
    const registers = [this.registry];
    if (options.runtime) collectDefaultMetrics({ register: this.registry });
    // These two read the tally at each scrape; the registry holds them.
    const tally = this.tally;
    new Counter({
      name: "svc_http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"],
      registers,
      // At each scrape: the tally's counts.
      collect() {
        this.reset();
        for (const [route, methods] of tally.routes) {
          for (const [method, { statuses }] of methods) {
            for (const [status, count] of statuses) this.inc({ route, method, status: String(status) }, count);
          }
        }
      },
    });
    new TalliedHistogram(tally, registers);
    this.webhookFailures = new Counter({
      name: "svc_webhook_failures_total",
      help: "Processor webhook deliveries refused or failed (the processor delivers them again), by error code.",
      labelNames: ["reason"],
      registers,
    });
    this.mailFailures = new Counter({
      name: "svc_mail_failures_total",
      help: "E-mail sends that failed (each stays in the outbox and is retried), by kind of e-mail.",
      labelNames: ["kind"],
      registers,
    });
    this.orders = new Gauge({ name: "svc_orders", help: "Orders in the store, by product and status.", labelNames: ["product", "status"], registers });
    this.seatsLeft = new Gauge({
      name: "svc_tier_seats_left",
      help: "Seats left of each limited tier (sold and held seats taken away).",
      labelNames: ["product"],
      registers,
    });
    this.outboxDepth = new Gauge({ name: "svc_outbox_depth", help: "E-mails in the outbox not sent yet (pending, retrying or being sent).", registers });
    this.outboxOldest = new Gauge({
      name: "svc_outbox_oldest_age_seconds",
      help: "Age of the oldest e-mail not sent yet; 0 when the outbox is empty.",
      registers,
    });
    this.storeUp = new Gauge({
      name: "svc_store_up",
      help: "1 when the store (database) answered this scrape, 0 when it did not (the store's figures are then left out).",
      registers,
    });
    this.poolConnections = new Gauge({
      name: "svc_store_pool_connections",
      help: "PostgreSQL connections of this process's pool, by state (idle, busy).",
      labelNames: ["state"],
      registers,
    });
    this.poolMax = new Gauge({ name: "svc_store_pool_max_connections", help: "The most connections this process's PostgreSQL pool opens.", registers });
    this.poolWaiting = new Gauge({ name: "svc_store_pool_waiting", help: "Queries of this process waiting for a free PostgreSQL connection.", registers });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** One answered request; `route` is its pattern (or UNMATCHED_ROUTE). */
  observeRequest(route: string, method: string, status: number, seconds: number): void {
    this.tally.record(route, METHODS.has(method) ? method : "other", status, seconds);
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
    const remaining = await seatsLeft(deps, now);
    this.orders.reset();
    for (const product of PRODUCTS) {
      for (const status of ORDER_STATUSES) {
        const found = stats.orders.find((row) => row.productId === product.id && row.status === status);
        this.orders.set({ product: product.id, status }, found?.count ?? 0);
      }
    }
    LIMITED_TIERS.forEach((product, index) => this.seatsLeft.set({ product: product.id }, remaining[index]!));
    this.outboxDepth.set(stats.outbox.depth);
    this.outboxOldest.set(stats.outbox.oldestCreatedAt === null ? 0 : Math.max(0, (now - stats.outbox.oldestCreatedAt) / 1000));
  }
}
