// The two stores the server tests run against: the embedded SQLite file and PostgreSQL
// (./postgres.ts). A test file written for the server runs on SQLite; the same file runs again on
// PostgreSQL through a two-line file in test/server/postgres/ (runOnPostgres), which sets
// SVC_TEST_STORE so every server it starts gets a database of its own. `storeCounts` reads what
// a store holds, whichever it is.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { test } from "node:test";
import type { FulfilmentInput } from "../../src/server/store/store.ts";
import { freshDatabase, postgresSkip, queryDatabase } from "./postgres.ts";
import { waitUntil } from "./wait.ts";

export type StoreKind = "sqlite" | "postgres";

/** The store tests' clock: the day the sales below are made. */
export const SALE_TIME = Date.parse("2026-11-25T12:00:00Z");

/** A founder seat sold for 19 USD at SALE_TIME, as a store records it, with nothing to deliver unless `overrides` says so. */
export function sale(key: string, overrides: Partial<FulfilmentInput> = {}): FulfilmentInput {
  return {
    key,
    kind: "payment_intent",
    productId: "svc_founder_lifetime",
    email: "ada@example.com",
    clientReferenceId: null,
    amountMinor: 1900,
    currency: "usd",
    tierSeats: 10,
    holdId: null,
    licenses: [],
    mails: [],
    now: SALE_TIME,
    ...overrides,
  };
}
export const STORE_KINDS: readonly StoreKind[] = ["sqlite", "postgres"];

/** For `test(…, { skip })`: why this store cannot be tested here, or false. */
export async function storeSkip(kind: StoreKind): Promise<string | false> {
  return kind === "sqlite" ? false : postgresSkip();
}

/** Environment that gives a server this store: SQLite in its data folder, or a new PostgreSQL database. */
export async function storeEnv(kind: StoreKind): Promise<Record<string, string>> {
  return kind === "sqlite" ? {} : { SVC_DATABASE_URL: await freshDatabase() };
}

/** The store this test process gives its servers (SVC_TEST_STORE). */
export function currentStoreKind(): StoreKind {
  return process.env["SVC_TEST_STORE"] === "postgres" ? "postgres" : "sqlite";
}

/** Environment for one server (or several sharing a store) of this test process. */
export function testStoreEnv(): Promise<Record<string, string>> {
  return storeEnv(currentStoreKind());
}

/** Runs a server test file again on PostgreSQL, or records why it cannot. */
export async function runOnPostgres(load: () => Promise<unknown>): Promise<void> {
  const skip = await postgresSkip();
  if (skip !== false) {
    test("on PostgreSQL", { skip }, () => {});
    return;
  }
  process.env["SVC_TEST_STORE"] = "postgres";
  await load();
}

export interface StoreCounts {
  licenses: number;
  sold: number;
  held: number;
  orders: number;
  outbox: Record<string, number>;
}

const COUNTS = {
  licenses: "SELECT COUNT(*) AS n FROM licenses",
  sold: "SELECT COUNT(*) AS n FROM tier_seats WHERE state = 'sold'",
  held: "SELECT COUNT(*) AS n FROM tier_seats WHERE state = 'held'",
  orders: "SELECT COUNT(*) AS n FROM orders",
} as const;
const OUTBOX = "SELECT status, COUNT(*) AS n FROM outbox GROUP BY status";

/** Runs queries on a server's store, whichever it is (SQLite read-only, or its PostgreSQL database). */
async function withStore<T>(
  where: { dataDir: string; databaseUrl?: string | undefined },
  use: (run: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  if (where.databaseUrl !== undefined) {
    const url = where.databaseUrl;
    return use((sql) => queryDatabase(url, sql));
  }
  const db = new DatabaseSync(path.join(where.dataDir, "svc.sqlite"), { readOnly: true });
  try {
    return await use(async (sql) => db.prepare(sql).all() as Record<string, unknown>[]);
  } finally {
    db.close();
  }
}

/** The rows a query answers on a server's store. */
export function storeRows(where: { dataDir: string; databaseUrl?: string | undefined }, sql: string): Promise<Record<string, unknown>[]> {
  return withStore(where, (run) => run(sql));
}

/** What a store holds: licenses, orders, seats sold and held, e-mails by status. */
export async function storeCounts(where: { dataDir: string; databaseUrl?: string | undefined }): Promise<StoreCounts> {
  return withStore(where, async (run) => {
    const count = async (sql: string): Promise<number> => Number((await run(sql))[0]?.["n"] ?? 0);
    const outbox: Record<string, number> = {};
    for (const row of await run(OUTBOX)) outbox[String(row["status"])] = Number(row["n"]);
    return {
      licenses: await count(COUNTS.licenses),
      sold: await count(COUNTS.sold),
      held: await count(COUNTS.held),
      orders: await count(COUNTS.orders),
      outbox,
    };
  });
}

/**
 * Waits until the outbox has nothing left to send (no e-mail pending or being sent), then says what
 * it holds by status. Once every request of a test is answered, no other e-mail can join it: this
 * is how a test knows "one e-mail, and no second one coming" without sleeping.
 */
export async function settledOutbox(where: { dataDir: string; databaseUrl?: string | undefined }): Promise<Record<string, number>> {
  let outbox: Record<string, number> = {};
  await waitUntil(
    () => `the outbox to send everything (it holds ${JSON.stringify(outbox)})`,
    async () => {
      outbox = (await storeCounts(where)).outbox;
      return outbox["pending"] === undefined && outbox["sending"] === undefined;
    },
  );
  return outbox;
}
