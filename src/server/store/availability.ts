// The store's guard: every store call whose error means the database cannot answer now (the
// store's own isUnavailable says which: PostgreSQL down or restarting, a connection cut, SQLite
// locked past its busy timeout…) fails with StoreUnavailableError instead, which every route
// answers as 503 store_unavailable with Retry-After, and nothing logs with a stack. Nothing else is
// remembered between calls: each request tries the database itself, so the first one after it is
// back succeeds (the pool opens a new connection).
//
// The log says it once each way: one warning when the first call fails, and, from a probe that
// pings the store every PROBE_EVERY_MS meanwhile, one line when it answers again, with how long
// it was away. Requests failing in between add nothing but their own access-log line.
import { StoreUnavailableError } from "../http/errors.ts";
import type { Logger } from "../log.ts";
import type { Store } from "./store.ts";

const PROBE_EVERY_MS = 500;

/** Each method of the Store interface: answered by a promise (guarded), at once, or close. */
const METHODS: Record<keyof Store, "async" | "sync" | "close"> = {
  ping: "async",
  isUnavailable: "sync",
  seatCounts: "async",
  keptSeatCounts: "sync",
  reserveSeat: "async",
  releaseSeat: "async",
  findOrder: "async",
  recordPendingOrder: "async",
  recordFulfilment: "async",
  hasEvent: "async",
  recordEvent: "async",
  beginIdempotent: "async",
  renewIdempotent: "async",
  abandonIdempotent: "async",
  finishIdempotent: "async",
  releaseIdempotent: "async",
  addAdEvents: "async",
  deleteAdEventsBefore: "async",
  listAdEvents: "async",
  claimMail: "async",
  markMailSent: "async",
  markMailFailed: "async",
  orderMail: "async",
  releaseMail: "async",
  nextMailDue: "async",
  stats: "async",
  poolStats: "sync",
  close: "close",
};

export function guardStore(store: Store, log: Logger): Store {
  let outage: { since: number; probe: NodeJS.Timeout } | null = null;
  let closed = false;

  const probe = (): void => {
    store.ping().then(
      () => {
        if (outage === null) return;
        log.info("store available again", { unavailable_ms: Date.now() - outage.since });
        outage = null;
      },
      () => {
        if (outage !== null && !closed) outage.probe = setTimeout(probe, PROBE_EVERY_MS).unref();
      },
    );
  };

  const fail = (error: unknown): never => {
    if (!store.isUnavailable(error)) throw error;
    if (outage === null && !closed) {
      log.warn("store unavailable: requests that need it answer 503 until it is back", { error: describe(error) });
      outage = { since: Date.now(), probe: setTimeout(probe, PROBE_EVERY_MS).unref() };
    }
    throw new StoreUnavailableError();
  };

  // Every method of the Store interface, looked up on the store wherever its class (or a base
  // class) defines it: a promise's rejection goes through `fail`; the methods that answer at once
  // are passed through as they are. METHODS names each one, so a method added to the interface
  // does not compile until it is sorted here.
  const guarded: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(METHODS)) {
    const method = (store as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
    if (kind === "close" || typeof method !== "function") continue;
    guarded[name] = kind === "sync" ? method.bind(store) : (...args: unknown[]): Promise<unknown> => (method.apply(store, args) as Promise<unknown>).catch(fail);
  }
  guarded["close"] = async (): Promise<void> => {
    closed = true;
    if (outage !== null) clearTimeout(outage.probe);
    await store.close();
  };
  return guarded as unknown as Store;
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
}
