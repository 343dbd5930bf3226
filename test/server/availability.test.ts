// The store's guard (src/server/store/availability.ts): every method of the Store interface,
// wherever the store's class defines it, answers StoreUnavailableError for an error the store
// calls unavailability; other errors pass as they are.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
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
  async probeWrite(): Promise<void> {
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
});
