// What GET /metrics reports, in Prometheus' text format (prom-client writes it): requests by route
// pattern, method and status, their latency as a histogram, webhook deliveries refused or failed,
// e-mail sends that failed; and, read from the store at each scrape (so every replica sharing a
// store reports the same), orders by product and status, seats left per limited tier, and the
// outbox's depth and the age of its oldest unsent e-mail.
//
// Labels are bounded: a route is its pattern in the route table (every path outside it is
// "unmatched"), a method one of GET, HEAD, POST or "other", a failure its error code.
import { Counter, Gauge, Histogram, Registry } from "prom-client";
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
  /** The labelled children already made: a request then costs one Map lookup, not a label hash. */
  private readonly counted = new Map<string, { inc(): void }>();
  private readonly timed = new Map<string, { observe(value: number): void }>();

  constructor() {
    const registers = [this.registry];
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
    const now = deps.now().getTime();
    const stats = await deps.store.stats();
    this.orders.reset();
    for (const product of PRODUCTS) {
      for (const status of ORDER_STATUSES) {
        const found = stats.orders.find((row) => row.productId === product.id && row.status === status);
        this.orders.set({ product: product.id, status }, found?.count ?? 0);
      }
    }
    for (const product of LIMITED) this.seatsLeft.set({ product: product.id }, (await tierStatus(product, deps, now)).remaining ?? 0);
    this.outboxDepth.set(stats.outbox.depth);
    this.outboxOldest.set(stats.outbox.oldestCreatedAt === null ? 0 : Math.max(0, (now - stats.outbox.oldestCreatedAt) / 1000));
    return this.registry.metrics();
  }
}
