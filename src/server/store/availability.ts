// The store's guard: every store call whose error means the database cannot answer now (the
// store's own isUnavailable says which: PostgreSQL down, restarting or hanging past the query time
// limit, a connection cut, SQLite locked past its busy timeout…) fails with StoreUnavailableError
// instead, which every route answers as 503 store_unavailable with Retry-After, and nothing logs
// with a stack.
//
// From the first such failure a probe looks at the store at once and then every PROBE_EVERY_MS
// until it can write again (a store that reads but cannot write, such as SQLite on a full disk, is
// still away for the log; reads go on being tried meanwhile). While the last read of the probe
// failed, calls fail at once, without asking the database: a
// database that hangs would otherwise hold every request for the query time limit, and a pool of
// connections waiting on it. A failure that the probe does not confirm (one connection cut, the
// database itself fine) costs only the calls made during one ping. The first request after the
// probe sees the database back goes to it as usual.
//
// The log says it once each way: one warning when the first call fails, and one line when the
// probe finds the store answering again, with how long it was away. Requests failing in between
// add nothing but their own access-log line.
import { StoreUnavailableError } from "../http/errors.ts";
import type { Logger } from "../log.ts";
import type { Store } from "./store.ts";

const PROBE_EVERY_MS = 250;

/** Each method of the Store interface: answered by a promise (guarded), at once, or close. */
const METHODS: Record<keyof Store, "async" | "sync" | "close"> = {
  ping: "async",
  probeWrite: "async",
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
  /** Since when the store is away, whether the probe's last ping failed, and its next ping. */
  let outage: { since: number; down: boolean; probe: NodeJS.Timeout | null } | null = null;
  let closed = false;

  // The probe: a read (ping) says whether calls may go to the store at all; a write (probeWrite)
  // says whether it is back, so a store that reads but cannot write (a full disk) stays one outage.
  const probe = (): void => {
    if (outage === null || closed) return;
    outage.probe = null;
    const looked = async (): Promise<boolean> => {
      try {
        await store.ping();
      } catch {
        if (outage !== null) outage.down = true;
        return false;
      }
      if (outage !== null) outage.down = false;
      return store.probeWrite().catch(() => false);
    };
    void looked().then((back) => {
      if (outage === null || closed) return;
      if (back) {
        log.info("store available again", { unavailable_ms: Date.now() - outage.since });
        outage = null;
      } else {
        outage.probe = setTimeout(probe, PROBE_EVERY_MS).unref();
      }
    });
  };

  const fail = (error: unknown): never => {
    if (!store.isUnavailable(error)) throw error;
    if (outage === null && !closed) {
      log.warn("store unavailable: requests that need it answer 503 until it is back", { error: describe(error) });
      // Down until the probe's read says otherwise: a hung database would otherwise hold every
      // call for its time limit while the probe waits for its own. A store that still reads (a
      // full disk) answers the ping at once, and reads go through again.
      outage = { since: Date.now(), down: true, probe: null };
      probe();
    }
    throw new StoreUnavailableError();
  };

  const call = (method: (...args: unknown[]) => unknown, args: unknown[]): Promise<unknown> => {
    if (outage?.down === true) return Promise.reject(new StoreUnavailableError());
    return (method.apply(store, args) as Promise<unknown>).catch(fail);
  };

  // Every method of the Store interface, looked up on the store wherever its class (or a base
  // class) defines it: a promise's rejection goes through `fail`; the methods that answer at once
  // are passed through as they are. METHODS names each one, so a method added to the interface
  // does not compile until it is sorted here.
  const guarded: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(METHODS)) {
    const method = (store as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
    if (kind === "close" || typeof method !== "function") continue;
    guarded[name] = kind === "sync" ? method.bind(store) : (...args: unknown[]): Promise<unknown> => call(method, args);
  }
  guarded["close"] = async (): Promise<void> => {
    closed = true;
    if (outage?.probe) clearTimeout(outage.probe);
    await store.close();
  };
  return guarded as unknown as Store;
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
}
