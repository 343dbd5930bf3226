// The store's guard (src/server/store/availability.ts): every method of the Store interface,
// wherever the store's class defines it, answers StoreUnavailableError for an error the store
// calls unavailability; other errors pass as they are. And a store that can be read but not
// written (SQLite on a full disk or a read-only file) is seen as such: /readyz says so, and the
// log says it once, not again and again while reads still work.
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { describe, test } from "node:test";
import type { Request } from "../../src/server/app.ts";
import type { HttpError } from "../../src/server/http/errors.ts";
import { operationRoutes } from "../../src/server/routes/operations.ts";
import { openSqliteStore } from "../../src/server/store/sqlite.ts";
import { startTestServer } from "../support/server.ts";
import { waitUntil } from "../support/wait.ts";
import { StoreUnavailableError } from "../../src/server/http/errors.ts";
import { createLogger } from "../../src/server/log.ts";
import { guardStore } from "../../src/server/store/availability.ts";
import type { Store } from "../../src/server/store/store.ts";

const down = (): Error => Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" });

/** A store whose methods come from a base class and from its own: both fail as the database would when down. */
class BaseStore {
  async hasEvent(_id: string): Promise<boolean> {
    throw down();
  }
  async findOrder(_key: string): Promise<null> {
    throw new Error("a wrong query");
  }
}

class DerivedStore extends BaseStore {
  async ping(): Promise<void> {
    throw down();
  }
  async probeWrite(): Promise<boolean> {
    throw down();
  }
  isUnavailable(error: unknown): boolean {
    return (error as { code?: unknown }).code === "ECONNREFUSED";
  }
  poolStats(): null {
    return null;
  }
  async close(): Promise<void> {}
}

function logged(): { log: ReturnType<typeof createLogger>; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { log: createLogger({ write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }, () => new Date()), lines };
}

describe("the store's guard", () => {
  test("a method the store's base class defines is guarded too: unavailability is StoreUnavailableError, other errors pass", async () => {
    const { log } = logged();
    const store = guardStore(new DerivedStore() as unknown as Store, log);
    try {
      await assert.rejects(store.findOrder("cs_1"), (error: unknown) => !(error instanceof StoreUnavailableError) && /a wrong query/.test(String(error)));
      await assert.rejects(store.hasEvent("evt_1"), StoreUnavailableError);
      await assert.rejects(store.ping(), StoreUnavailableError);
      assert.equal(store.poolStats(), null, "synchronous methods answer as they are");
    } finally {
      await store.close();
    }
  });

  test("SQLite that reads but cannot write (read-only): /readyz says so; one warning, no 'available again' while it lasts; one when it writes again", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "svc-readonly-"));
    const raw = await openSqliteStore(dir);
    // The store's own connection, made read-only as a read-only file or a full disk makes it.
    const db = (raw as unknown as { main: { db: DatabaseSync } }).main.db;
    let probes = 0;
    const probeWrite = raw.probeWrite.bind(raw);
    raw.probeWrite = () => {
      probes++;
      return probeWrite();
    };
    const { log, lines } = logged();
    const store = guardStore(raw, log);
    const server = await startTestServer();
    const readyz = operationRoutes.find((route) => route.path === "/readyz")!;
    try {
      assert.equal((await readyz.handler({} as Request, { ...server.deps, store })).status ?? 200, 200);
      db.exec("PRAGMA query_only = 1");
      await store.ping();
      await assert.rejects(
        readyz.handler({} as Request, { ...server.deps, store }),
        (error: HttpError) => error.status === 503 && /the store cannot record/.test(error.message),
      );
      await assert.rejects(store.recordEvent("evt_readonly", "checkout.session.completed", Date.now()), StoreUnavailableError);
      // The guard's probe has looked several times, and the store still cannot write.
      const seen = probes;
      const recovered = (): boolean => lines.some((line) => line["msg"] === "store available again");
      await waitUntil("the guard's probe to look four more times", () => probes >= seen + 4 || recovered());
      assert.deepEqual(
        lines.map((line) => line["msg"]),
        ["store unavailable: requests that need it answer 503 until it is back"],
        "one warning, not a recovery every probe while reads work",
      );
      assert.equal(await store.hasEvent("evt_other"), false, "reads still answer");
      db.exec("PRAGMA query_only = 0");
      await waitUntil("the log to say the store is back", recovered);
      await store.recordEvent("evt_readonly", "checkout.session.completed", Date.now());
      assert.equal((await readyz.handler({} as Request, { ...server.deps, store })).status ?? 200, 200);
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
