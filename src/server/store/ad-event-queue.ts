// Ad events are many and cheap, and a disk sync per event (the store's transactions are durable)
// let a flood of them starve every other request. So they are written in groups: an event waits
// in memory until the group is full or a few milliseconds have passed, and the whole group is one
// transaction, one disk sync. Each request still answers with its event's stored id
// (202 {id}, docs/service.md#ad-events), so it awaits its group's write; the event loop serves other requests meanwhile.
// The queue is bounded: past its cap an event is refused (503, Retry-After) and counted, so a
// flood cannot grow memory without limit. Events older than SVC_AD_EVENT_DAYS are deleted at
// start and then every hour, a bounded number per transaction.
import { HttpError, StoreUnavailableError } from "../http/errors.ts";
import type { Logger } from "../log.ts";
import type { AdEventInput, NewAdEvent, Store } from "./store.ts";

export interface AdEventQueueOptions {
  store: Pick<Store, "addAdEvents" | "deleteAdEventsBefore">;
  now: () => Date;
  log: Logger;
  /** Events are kept this many days (SVC_AD_EVENT_DAYS). */
  retentionDays: number;
  /** The longest an event waits for its group to be written. */
  flushEveryMs?: number;
  /** A group this large is written at once. */
  batchSize?: number;
  /** Events waiting (queued or being written) beyond which new ones are refused. */
  maxWaiting?: number;
  /** How often old events are deleted. */
  sweepEveryMs?: number;
}

interface Waiting {
  event: NewAdEvent;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows one retention transaction deletes, so a first sweep over a large backlog never blocks long. */
const SWEEP_CHUNK = 5_000;
/** A refusal is logged at most this often (with the running count). */
const REFUSAL_LOG_EVERY_MS = 10_000;

export class AdEventQueue {
  private readonly options: AdEventQueueOptions;
  private queued: Waiting[] = [];
  /** Events handed to the store and not written yet. */
  private writing = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private lastRefusalLog = -Infinity;
  private stopped = false;
  /** Events refused because the queue was full, since start. */
  refused = 0;
  /** Events written, since start. */
  written = 0;

  constructor(options: AdEventQueueOptions) {
    this.options = options;
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 500;
  }

  /** Queues one event; resolves with its id once its group is written. */
  add(input: AdEventInput): Promise<number> {
    if (this.stopped)
      return Promise.reject(new HttpError(503, "shutting_down", "the service is stopping; send the event again shortly", { headers: { "retry-after": "1" } }));
    if (this.queued.length + this.writing >= (this.options.maxWaiting ?? 10_000)) {
      this.refused++;
      const now = Date.now();
      if (now - this.lastRefusalLog >= REFUSAL_LOG_EVERY_MS) {
        this.lastRefusalLog = now;
        this.options.log.warn("ad events refused: too many waiting to be written", { refused_total: this.refused, waiting: this.queued.length + this.writing });
      }
      return Promise.reject(
        new HttpError(503, "ad_events_busy", "too many ad events are waiting to be written; send it again shortly", { headers: { "retry-after": "1" } }),
      );
    }
    return new Promise<number>((resolve, reject) => {
      this.queued.push({ event: { ...input, receivedAt: this.options.now().getTime() }, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.flushing !== undefined) return; // the running write schedules the next one
    if (this.queued.length >= this.batchSize) {
      clearTimeout(this.flushTimer);
      this.flushTimer = undefined;
      this.flushing = this.flush();
    } else if (this.flushTimer === undefined && this.queued.length > 0) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = undefined;
        this.flushing = this.flush();
      }, this.options.flushEveryMs ?? 20);
    }
  }

  /** Writes the queue group by group until it is empty; one write at a time. */
  private async flush(): Promise<void> {
    try {
      while (this.queued.length > 0) {
        const group = this.queued.splice(0, this.batchSize);
        this.writing += group.length;
        try {
          const ids = await this.options.store.addAdEvents(group.map((waiting) => waiting.event));
          this.written += group.length;
          group.forEach((waiting, index) => waiting.resolve(ids[index]!));
        } catch (error) {
          // Each event's request answers the error (503 during an outage, which the store's guard has logged).
          if (!(error instanceof StoreUnavailableError)) this.options.log.error("ad events not written", { count: group.length, error: String(error) });
          for (const waiting of group) waiting.reject(error);
        } finally {
          this.writing -= group.length;
        }
        // Between groups, let requests (and new events) in.
        if (this.queued.length > 0 && this.queued.length < this.batchSize && !this.stopped) break;
      }
    } finally {
      this.flushing = undefined;
      if (!this.stopped) this.schedule();
    }
  }

  /** Deletes the events older than the retention, a chunk per transaction; how many went. */
  async sweep(): Promise<number> {
    const cutoff = this.options.now().getTime() - this.options.retentionDays * DAY_MS;
    let deleted = 0;
    for (;;) {
      const count = await this.options.store.deleteAdEventsBefore(cutoff, SWEEP_CHUNK);
      deleted += count;
      if (count < SWEEP_CHUNK || this.stopped) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (deleted > 0) this.options.log.info("old ad events deleted", { deleted, older_than_days: this.options.retentionDays });
    return deleted;
  }

  /** Deletes old events now and then every `sweepEveryMs` (an hour). */
  start(): void {
    const every = this.options.sweepEveryMs ?? 60 * 60 * 1000;
    const run = (): void => {
      this.sweeping = this.sweep()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error("old ad events not deleted", { error: String(error) }))
        .finally(() => {
          this.sweeping = undefined;
          if (!this.stopped) this.sweepTimer = setTimeout(run, every).unref();
        });
    };
    run();
  }

  /** Refuses new events, writes every event still waiting, and stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.sweepTimer);
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    await this.sweeping;
    await this.flushing;
    while (this.queued.length > 0) await this.flush();
  }
}
