// Exact outcomes of each Store method, on one store at a time, for either store kind:
// ./store-unit-sqlite.test.ts and ./store-unit-postgres.test.ts run these. Where
// ./store.test.ts checks what holds under concurrency (two stores, many callers at once), these
// check each branch of the seat, order, idempotency and outbox logic with its boundary values
// (a hold lapsing at exactly now, a lease ending at exactly now, a key exactly a day old, a claim
// of more than 50 e-mails). Fast, so mutation testing (stryker.config.mjs, module store) runs them
// for each mutant: SQLite in a new temporary folder for each test; PostgreSQL in one schema with
// one store for the file, emptied before each test (a fresh database each time would cost a second
// a test).
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { after, describe, test } from "node:test";
import pg from "pg";
import type { ProductId } from "../../src/catalog.ts";
import { openPostgresStore } from "../../src/server/store/postgres.ts";
import { openSqliteStore, sqliteFile } from "../../src/server/store/sqlite.ts";
import { holdIdOf, type MailInput, type Store } from "../../src/server/store/store.ts";
import { freshSchema } from "../support/postgres.ts";
import { SALE_TIME, sale, type StoreKind } from "../support/stores.ts";
import { testTempDir } from "../support/temp.ts";

export { sale };

const FOUNDER: ProductId = "svc_founder_lifetime";
const EARLY: ProductId = "svc_early_lifetime";
const LIFETIME: ProductId = "svc_lifetime";
export const NOW = SALE_TIME;
const DAY = 24 * 60 * 60 * 1000;
const TABLES = ["licenses", "orders", "tier_seats", "seat_tiers", "webhook_events", "idempotency_keys", "ad_events", "outbox"];

export interface Opened {
  store: Store;
  /** Runs SQL without parameters on the store's database (another connection): rows as objects. */
  sql(text: string): Promise<Record<string, unknown>[]>;
  /** Opens the same database again (a second replica, or the store after a restart). */
  reopen(): Promise<Store>;
}

type TestContext = { after(fn: () => Promise<void>): void };

/** PostgreSQL: one schema and one store for the file (opening a store costs a connection and a migration check). */
let shared: Promise<{ url: string; client: pg.Client; store: Store; drop(): Promise<void> }> | undefined;

/** A store of `kind` with nothing in it; stores opened by `reopen` are closed after the test. */
export async function openEmpty(kind: StoreKind, t: TestContext): Promise<Opened> {
  const stores: Store[] = [];
  t.after(async () => {
    for (const opened of stores) await opened.close();
  });
  let open: () => Promise<Store>;
  let sql: Opened["sql"];
  let store: Store;
  if (kind === "sqlite") {
    const dir = await testTempDir(t, "svc-store-");
    open = () => openSqliteStore(dir);
    sql = async (text) => {
      const db = new DatabaseSync(sqliteFile(dir));
      try {
        return db
          .prepare(text)
          .all()
          .map((row) => ({ ...row }));
      } finally {
        db.close();
      }
    };
    store = await open();
    stores.push(store);
  } else {
    shared ??= (async () => {
      const { url, drop } = await freshSchema();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return { url, client, store: await openPostgresStore(url), drop };
    })();
    const { url, client } = await shared;
    open = () => openPostgresStore(url);
    sql = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    store = (await shared).store;
    await sql(TABLES.map((table) => `DELETE FROM ${table};`).join(" "));
    // The shared store's seat counts of the last test are forgotten: releasing a seat (none here)
    // makes it read them afresh.
    await store.releaseSeat("hold_none");
  }
  const reopen = async (): Promise<Store> => {
    const opened = await open();
    stores.push(opened);
    return opened;
  };
  return { store, sql, reopen };
}

export function mail(id: string, overrides: Partial<MailInput> = {}): MailInput {
  return {
    id,
    kind: "license",
    to: "ada@example.com",
    subject: `subject of ${id}`,
    text: `text of ${id}`,
    attachments: [{ filename: "svc.license", content: id }],
    ...overrides,
  };
}

export function hold(store: Store, productId: ProductId, options: { seats?: number; now?: number; expiresAt?: number; holdKey?: string | null } = {}) {
  const now = options.now ?? NOW;
  return store.reserveSeat({ productId, seats: options.seats ?? 10, now, expiresAt: options.expiresAt ?? now + 60_000, holdKey: options.holdKey ?? null });
}

export async function heldId(store: Store, productId: ProductId, options: Parameters<typeof hold>[2] = {}): Promise<string> {
  const result = await hold(store, productId, options);
  assert.ok(result.ok, "a seat is free");
  return result.holdId;
}

/** Ends the file's PostgreSQL connection, store and schema (for `after` at the top of a test file that uses openEmpty). */
export async function closeShared(): Promise<void> {
  if (shared === undefined) return;
  const { client, store, drop } = await shared;
  shared = undefined;
  await client.end();
  await store.close();
  await drop();
}

export function storeUnitTests(kind: StoreKind, skip: string | false): void {
  after(closeShared);

  describe(`the ${kind} store, seats`, { skip }, () => {
    test("holds up to the cap; the next is refused; counts per product; a released hold frees its seat, a sold one stays", async (t) => {
      const { store } = await openEmpty(kind, t);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 0, held: 0 });
      const first = await heldId(store, FOUNDER, { seats: 2 });
      assert.match(first, /^hold_[A-Za-z0-9_-]{16}$/);
      const second = await heldId(store, FOUNDER, { seats: 2 });
      assert.notEqual(first, second);
      assert.deepEqual(await hold(store, FOUNDER, { seats: 2 }), { ok: false });
      assert.ok((await hold(store, EARLY, { seats: 1 })).ok, "another product's seats are its own");
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 0, held: 2 });
      await store.releaseSeat(first);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 0, held: 1 });
      await store.recordFulfilment(sale("pi_sold", { holdId: second }));
      await store.releaseSeat(second);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 1, held: 0 }, "a sold seat is not released");
      assert.deepEqual(await hold(store, FOUNDER, { seats: 1 }), { ok: false }, "sold seats count against the cap");
    });

    test("a hold lapses at exactly its expiry: not counted, and its seat is taken again", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      await heldId(store, FOUNDER, { seats: 1, expiresAt: NOW + 100 });
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW + 99), { sold: 0, held: 1 });
      // Cached until the hold lapses, not a second longer.
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW + 100), { sold: 0, held: 0 });
      assert.deepEqual(await hold(store, FOUNDER, { seats: 1, now: NOW + 99 }), { ok: false });
      assert.ok((await hold(store, FOUNDER, { seats: 1, now: NOW + 100 })).ok);
      const rows = await sql("SELECT expires_at FROM tier_seats");
      assert.deepEqual(
        rows.map((row) => Number(row["expires_at"])),
        [NOW + 60_100],
        "the lapsed hold is deleted",
      );
    });

    test("the seat counts are cached until a hold lapses or a second passes, and read afresh after this store changes a seat", async (t) => {
      const { store, reopen } = await openEmpty(kind, t);
      const other = await reopen();
      await heldId(store, FOUNDER, { expiresAt: NOW + 5_000 });
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 0, held: 1 });
      await heldId(other, FOUNDER);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW + 999), { sold: 0, held: 1 }, "another replica's hold is seen within a second");
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW + 1000), { sold: 0, held: 2 });
      // Without a live hold the counts are kept for the second too.
      assert.deepEqual(await store.seatCounts(EARLY, NOW), { sold: 0, held: 0 });
      await heldId(other, EARLY);
      assert.deepEqual(await store.seatCounts(EARLY, NOW + 999), { sold: 0, held: 0 });
      assert.deepEqual(await store.seatCounts(EARLY, NOW + 1000), { sold: 0, held: 1 });
    });

    test("holds and sales at once over two stores never pass the cap", async (t) => {
      const { store, reopen } = await openEmpty(kind, t);
      const stores = [store, await reopen()];
      const holds = await Promise.all(Array.from({ length: 12 }, (_, index) => hold(stores[index % 2]!, FOUNDER, { seats: 4 })));
      assert.equal(holds.filter((result) => result.ok).length, 4);
      const sales = await Promise.all(
        Array.from({ length: 6 }, (_, index) => stores[index % 2]!.recordFulfilment(sale(`pi_${index}`, { productId: EARLY, tierSeats: 3 }))),
      );
      assert.equal(sales.filter((result) => result.order.oversold).length, 3, "each sale counts the ones before it");
    });

    test("counts read while a hold is being taken are not kept past it", async (t) => {
      const { store } = await openEmpty(kind, t);
      const [held] = await Promise.all([hold(store, FOUNDER), store.seatCounts(FOUNDER, NOW)]);
      assert.ok(held.ok);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 0, held: 1 });
      const [, , during] = await Promise.all([
        store.recordFulfilment(sale("pi_1", { holdId: held.holdId })),
        Promise.resolve(),
        store.seatCounts(FOUNDER, NOW),
      ]);
      assert.equal(during.sold + during.held, 1);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 1, held: 0 });
      const second = await heldId(store, FOUNDER);
      await Promise.all([store.releaseSeat(second), store.seatCounts(FOUNDER, NOW)]);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 1, held: 0 });
    });

    test("a hold's key names it: the same key again is the same seat, held, lapsed and held again, or sold; the key for another product gives up the first seat", async (t) => {
      const { store } = await openEmpty(kind, t);
      const first = await heldId(store, FOUNDER, { seats: 1, holdKey: "idem-1" });
      assert.equal(first, holdIdOf("idem-1", FOUNDER));
      assert.deepEqual(await hold(store, FOUNDER, { seats: 1, holdKey: "idem-1" }), { ok: true, holdId: first });
      const moved = await heldId(store, EARLY, { seats: 1, holdKey: "idem-1" });
      assert.notEqual(moved, first);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 0, held: 0 });
      assert.deepEqual(await store.seatCounts(EARLY, NOW), { sold: 0, held: 1 });
      assert.ok((await hold(store, FOUNDER, { seats: 1, holdKey: "idem-2" })).ok);
      // Sold, the seat keeps its name: the key answers it, and no second seat is taken.
      await store.recordFulfilment(sale("pi_early", { productId: EARLY, holdId: moved }));
      assert.deepEqual(await hold(store, EARLY, { seats: 1, holdKey: "idem-1" }), { ok: true, holdId: moved });
      assert.deepEqual(await store.seatCounts(EARLY, NOW), { sold: 1, held: 0 });
      // Lapsed, the same name is held again while a seat is free, and refused when none is.
      const lapsing = await heldId(store, EARLY, { seats: 3, holdKey: "idem-3", expiresAt: NOW + 10 });
      assert.deepEqual(await hold(store, EARLY, { seats: 3, holdKey: "idem-3", now: NOW + 10, expiresAt: NOW + 20 }), { ok: true, holdId: lapsing });
      assert.ok((await hold(store, EARLY, { seats: 2, holdKey: "idem-4", now: NOW + 20 })).ok, "another buyer takes the last seat");
      assert.deepEqual(await hold(store, EARLY, { seats: 2, holdKey: "idem-3", now: NOW + 30 }), { ok: false });
    });

    test("a sale whose hold lapsed takes the hold's name where it is free: the key then answers the sold seat", async (t) => {
      const { store } = await openEmpty(kind, t);
      const name = await heldId(store, FOUNDER, { holdKey: "pay-1", expiresAt: NOW + 10 });
      assert.ok((await hold(store, FOUNDER, { now: NOW + 20 })).ok, "another hold sweeps the lapsed one");
      await store.recordFulfilment(sale("pi_late", { holdId: name, now: NOW + 20 }));
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW + 20), { sold: 1, held: 1 });
      assert.deepEqual(await hold(store, FOUNDER, { holdKey: "pay-1", now: NOW + 30 }), { ok: true, holdId: name });
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW + 30), { sold: 1, held: 1 }, "no second seat");
    });
  });

  describe(`the ${kind} store, orders`, { skip }, () => {
    test("a sale recorded: the order, its licenses in order, its e-mails pending, its seat sold", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      assert.equal(await store.findOrder("pi_1"), null);
      const holdId = await heldId(store, FOUNDER);
      const licenses = ["b", "a", "c"].map((id) => ({ id: `lic_${id}`, envelope: `envelope ${id}`, issuedAt: "2026-11-25T12:00:00Z" }));
      const result = await store.recordFulfilment(
        sale("pi_1", {
          clientReferenceId: "ref",
          holdId,
          licenses,
          mails: [mail("m1"), mail("m2", { kind: "support", to: "support@svc.test", attachments: [] })],
        }),
      );
      const expected = {
        key: "pi_1",
        kind: "payment_intent",
        productId: FOUNDER,
        email: "ada@example.com",
        status: "fulfilled",
        clientReferenceId: "ref",
        amountMinor: 1900,
        currency: "usd",
        oversold: false,
        createdAt: NOW,
        fulfilledAt: NOW,
        licenses,
      };
      assert.deepEqual(result, { order: expected, created: true });
      assert.deepEqual(await store.findOrder("pi_1"), expected);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 1, held: 0 });
      const seats = await sql("SELECT id, state, order_key, hold_key, expires_at FROM tier_seats");
      assert.deepEqual(seats, [{ id: holdId, state: "sold", order_key: "pi_1", hold_key: null, expires_at: null }], "the hold itself became the sale");
      assert.deepEqual(await store.orderMail("pi_1"), [
        { id: "m1", state: "pending", failed: false, retryAt: null },
        { id: "m2", state: "pending", failed: false, retryAt: null },
      ]);
      const claimed = await store.claimMail({ now: NOW, leaseUntil: NOW + 1000 });
      assert.deepEqual(claimed, [
        {
          id: "m1",
          orderKey: "pi_1",
          kind: "license",
          to: "ada@example.com",
          subject: "subject of m1",
          text: "text of m1",
          attachments: [{ filename: "svc.license", content: "m1" }],
          attempts: 1,
        },
        { id: "m2", orderKey: "pi_1", kind: "support", to: "support@svc.test", subject: "subject of m2", text: "text of m2", attachments: [], attempts: 1 },
      ]);
    });

    test("recorded twice: the second changes nothing and answers the first order", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      const first = await store.recordFulfilment(sale("pi_1", { licenses: [{ id: "lic_1", envelope: "e", issuedAt: "t" }], mails: [mail("m1")] }));
      const second = await store.recordFulfilment(
        sale("pi_1", {
          email: "other@example.com",
          amountMinor: 1,
          now: NOW + 5,
          licenses: [{ id: "lic_2", envelope: "e2", issuedAt: "t" }],
          mails: [mail("m2")],
        }),
      );
      assert.deepEqual(second, { order: first.order, created: false });
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW + 5), { sold: 1, held: 0 });
      assert.deepEqual(await sql("SELECT id FROM outbox"), [{ id: "m1" }]);
    });

    test("a product without tiers sells no seat; a sale whose hold lapsed takes a seat of its own; past the cap it is flagged oversold", async (t) => {
      const { store } = await openEmpty(kind, t);
      await store.recordFulfilment(sale("pi_untiered", { productId: LIFETIME, tierSeats: null, holdId: "hold_none" }));
      assert.deepEqual(await store.seatCounts(LIFETIME, NOW), { sold: 0, held: 0 });
      const lapsed = await heldId(store, FOUNDER, { expiresAt: NOW + 10 });
      await store.releaseSeat(lapsed);
      await store.recordFulfilment(sale("pi_lapsed", { holdId: lapsed, tierSeats: 2 }));
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 1, held: 0 });
      const atCap = await store.recordFulfilment(sale("pi_second", { tierSeats: 2 }));
      assert.equal(atCap.order.oversold, false, "the second of two seats is no oversell");
      const past = await store.recordFulfilment(sale("pi_third", { tierSeats: 2 }));
      assert.equal(past.order.oversold, true);
      assert.equal((await store.findOrder("pi_third"))?.oversold, true);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 3, held: 0 });
    });

    test("a pending order: recorded once (a second record changes nothing), then fulfilled with the payment's details, keeping its reference and creation time", async (t) => {
      const { store } = await openEmpty(kind, t);
      const pending = {
        key: "cs_1",
        kind: "checkout_session" as const,
        productId: LIFETIME,
        email: "p@example.com",
        clientReferenceId: "ref-1",
        amountMinor: 4900,
        currency: "usd",
        now: NOW,
      };
      await store.recordPendingOrder(pending);
      await store.recordPendingOrder({ ...pending, email: "changed@example.com", clientReferenceId: "ref-2", amountMinor: 1, currency: "eur", now: NOW + 1 });
      const expected = {
        key: "cs_1",
        kind: "checkout_session",
        productId: LIFETIME,
        email: "p@example.com",
        status: "pending",
        clientReferenceId: "ref-1",
        amountMinor: 4900,
        currency: "usd",
        oversold: false,
        createdAt: NOW,
        fulfilledAt: null,
        licenses: [],
      };
      assert.deepEqual(await store.findOrder("cs_1"), expected);
      const done = await store.recordFulfilment(
        sale("cs_1", {
          kind: "checkout_session",
          productId: EARLY,
          email: "paid@example.com",
          amountMinor: 2500,
          currency: "eur",
          tierSeats: 1,
          now: NOW + 60_000,
        }),
      );
      assert.deepEqual(done, {
        order: { ...expected, productId: EARLY, email: "paid@example.com", status: "fulfilled", amountMinor: 2500, currency: "eur", fulfilledAt: NOW + 60_000 },
        created: true,
      });
      await store.recordPendingOrder({ ...pending, key: "cs_2" });
      const withReference = await store.recordFulfilment(
        sale("cs_2", { productId: LIFETIME, tierSeats: null, clientReferenceId: "from-payment", amountMinor: null, currency: null }),
      );
      assert.deepEqual([withReference.order.clientReferenceId, withReference.order.amountMinor, withReference.order.currency], ["from-payment", null, null]);
      const past = await store.recordFulfilment(sale("cs_3", { productId: EARLY, tierSeats: 1 }));
      assert.equal(past.order.oversold, true);
      await store.recordPendingOrder({ ...pending, key: "cs_4", productId: EARLY });
      assert.equal(
        (await store.recordFulfilment(sale("cs_4", { productId: EARLY, tierSeats: 1 }))).order.oversold,
        true,
        "a pending order sold past the cap is flagged too",
      );
    });

    test("a sale that fails part way (a license id already taken) records nothing: no order, no seat, no e-mail; the store goes on", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      await store.recordFulfilment(sale("pi_1", { licenses: [{ id: "lic_taken", envelope: "e", issuedAt: "t" }] }));
      const holdId = await heldId(store, FOUNDER);
      await assert.rejects(
        store.recordFulfilment(sale("pi_2", { holdId, licenses: [{ id: "lic_taken", envelope: "e", issuedAt: "t" }], mails: [mail("m2")] })),
      );
      assert.equal(await store.findOrder("pi_2"), null);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 1, held: 1 }, "the hold is still a hold");
      assert.deepEqual(await sql("SELECT id FROM outbox"), []);
      const retried = await store.recordFulfilment(sale("pi_2", { holdId, licenses: [{ id: "lic_2", envelope: "e", issuedAt: "t" }] }));
      assert.equal(retried.created, true);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW), { sold: 2, held: 0 });
    });

    test("webhook events are remembered once", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      assert.equal(await store.hasEvent("evt_1"), false);
      await store.recordEvent("evt_1", "checkout.session.completed", NOW);
      await store.recordEvent("evt_1", "checkout.session.completed", NOW + 1);
      assert.equal(await store.hasEvent("evt_1"), true);
      assert.equal(await store.hasEvent("evt_2"), false);
      assert.deepEqual(
        (await sql("SELECT id, type, processed_at FROM webhook_events")).map((row) => [row["id"], row["type"], Number(row["processed_at"])]),
        [["evt_1", "checkout.session.completed", NOW]],
      );
    });
  });

  describe(`the ${kind} store, idempotency keys`, { skip }, () => {
    const begin = (store: Store, key: string, fields: { fingerprint?: string; owner?: string; now?: number; leaseUntil?: number } = {}) => {
      const now = fields.now ?? NOW;
      return store.beginIdempotent({
        key,
        fingerprint: fields.fingerprint ?? "f",
        owner: fields.owner ?? "a",
        now,
        leaseUntil: fields.leaseUntil ?? now + 30_000,
      });
    };

    test("a new key runs; while its lease runs another request waits exactly as long; at the lease's end it is handed over", async (t) => {
      const { store } = await openEmpty(kind, t);
      assert.deepEqual(await begin(store, "k"), { state: "run" });
      assert.deepEqual(await begin(store, "k", { owner: "b", now: NOW + 10_000 }), { state: "in_progress", retryAfterMs: 20_000 });
      assert.deepEqual(await begin(store, "k", { owner: "b", now: NOW + 29_999 }), { state: "in_progress", retryAfterMs: 1 });
      // Lapsed: handed over, and the new owner's lease counts.
      assert.deepEqual(await begin(store, "k", { owner: "b", now: NOW + 30_000, leaseUntil: NOW + 40_000 }), { state: "run" });
      assert.equal(await store.renewIdempotent("k", "a", NOW + 90_000), false, "the first owner lost it");
      assert.deepEqual(await begin(store, "k", { owner: "c", now: NOW + 39_000 }), { state: "in_progress", retryAfterMs: 1_000 });
      assert.deepEqual(await begin(store, "k", { owner: "c", now: NOW + 40_000 }), { state: "run" });
    });

    test("abandoning: only the owner's unfinished key is forgotten, so the next request with it, any body, is new", async (t) => {
      const { store } = await openEmpty(kind, t);
      await begin(store, "k");
      await store.abandonIdempotent("k", "b");
      assert.deepEqual(await begin(store, "k", { owner: "b", fingerprint: "other" }), { state: "conflict" }, "only the owner abandons");
      await store.abandonIdempotent("k", "a");
      assert.deepEqual(await begin(store, "k", { owner: "b", fingerprint: "other" }), { state: "run" });
      await store.finishIdempotent("k", 200, "{}");
      await store.abandonIdempotent("k", "b");
      assert.deepEqual(await begin(store, "k", { owner: "c", fingerprint: "other" }), { state: "replay", status: 200, body: "{}" }, "a finished key stays");
    });

    test("renewing: only the owner, only while running; finishing stores the answer once; releasing frees the lease at once, only for the owner", async (t) => {
      const { store } = await openEmpty(kind, t);
      await begin(store, "k");
      assert.equal(await store.renewIdempotent("k", "a", NOW + 60_000), true);
      assert.equal(await store.renewIdempotent("k", "b", NOW + 90_000), false);
      assert.equal(await store.renewIdempotent("nope", "a", NOW + 90_000), false);
      assert.deepEqual(await begin(store, "k", { owner: "b", now: NOW + 59_000 }), { state: "in_progress", retryAfterMs: 1_000 });
      await store.releaseIdempotent("k", "b");
      assert.deepEqual(await begin(store, "k", { owner: "b", now: NOW + 59_000 }), { state: "in_progress", retryAfterMs: 1_000 }, "only the owner releases");
      await store.releaseIdempotent("k", "a");
      assert.deepEqual(await begin(store, "k", { owner: "b", now: NOW + 1 }), { state: "run" });
      await store.finishIdempotent("k", 201, '{"id":1}');
      await store.finishIdempotent("k", 500, '{"id":2}');
      assert.deepEqual(await begin(store, "k", { owner: "c" }), { state: "replay", status: 201, body: '{"id":1}' });
      assert.equal(await store.renewIdempotent("k", "b", NOW + 90_000), false, "a finished key is no one's");
      await store.releaseIdempotent("k", "b");
      assert.deepEqual(await begin(store, "k", { owner: "c" }), { state: "replay", status: 201, body: '{"id":1}' });
      assert.deepEqual(await begin(store, "k", { fingerprint: "other" }), { state: "conflict" });
    });

    test("a key is kept for exactly a day, then forgotten", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      await begin(store, "old", { now: NOW - DAY });
      await begin(store, "older", { now: NOW - DAY - 1 });
      await begin(store, "new");
      assert.deepEqual(
        (await sql("SELECT key FROM idempotency_keys ORDER BY key")).map((row) => row["key"]),
        ["new", "old"],
      );
      assert.deepEqual(await begin(store, "old", { fingerprint: "changed" }), { state: "conflict" }, "exactly a day old is still known");
      assert.deepEqual(await begin(store, "older", { fingerprint: "changed" }), { state: "run" });
    });
  });

  describe(`the ${kind} store, outbox`, { skip }, () => {
    test("claims in order of recording, at most 50 at once, only those due, of one order when asked; each claim counted", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      // Recorded later first, so the order of the rows on disk is not the order of recording.
      await store.recordFulfilment(sale("pi_late", { productId: LIFETIME, tierSeats: null, now: NOW + 10, mails: [mail("late")] }));
      await store.recordFulfilment(
        sale("pi_many", {
          productId: LIFETIME,
          tierSeats: null,
          mails: Array.from({ length: 51 }, (_, index) => mail(`many_${String(50 - index).padStart(2, "0")}`)),
        }),
      );
      assert.deepEqual(await store.claimMail({ now: NOW - 1, leaseUntil: NOW + 1000 }), [], "none due yet");
      assert.equal(await store.nextMailDue(), NOW);
      const first = await store.claimMail({ now: NOW + 10, leaseUntil: NOW + 1000 });
      assert.equal(first.length, 50);
      assert.deepEqual(
        first.slice(0, 2).map((m) => m.id),
        ["many_00", "many_01"],
        "ties in time in order of id",
      );
      assert.equal(first.at(-1)?.id, "many_49");
      const rest = await store.claimMail({ now: NOW + 10, leaseUntil: NOW + 1000 });
      assert.deepEqual(
        rest.map((m) => [m.id, m.attempts]),
        [
          ["many_50", 1],
          ["late", 1],
        ],
      );
      assert.equal(await store.nextMailDue(), NOW + 1000);
      await store.markMailFailed("late", "x".repeat(600), NOW + 2000);
      const [failedRow] = await sql("SELECT status, last_error, next_attempt_at, claimed_at FROM outbox WHERE id = 'late'");
      assert.deepEqual(
        { ...failedRow, next_attempt_at: Number(failedRow?.["next_attempt_at"]) },
        { status: "pending", last_error: "x".repeat(500), next_attempt_at: NOW + 2000, claimed_at: null },
      );
      assert.deepEqual(
        await store.orderMail("pi_late"),
        [{ id: "late", state: "pending", failed: true, retryAt: NOW + 2000 }],
        "failed, and when it is tried again",
      );
      assert.deepEqual(await store.claimMail({ now: NOW + 500, leaseUntil: NOW + 3000, orderKey: "pi_many" }), [], "pi_many's are claimed already");
      const again = await store.claimMail({ now: NOW + 2000, leaseUntil: NOW + 3000, orderKey: "pi_late" });
      assert.deepEqual(
        again.map((m) => [m.id, m.attempts]),
        [["late", 2]],
      );
      await store.markMailSent("late", NOW + 2500, "spooled");
      assert.deepEqual(await store.orderMail("pi_late"), [{ id: "late", state: "spooled", failed: false, retryAt: null }]);
      const [sentRow] = await sql("SELECT sent_at, last_error FROM outbox WHERE id = 'late'");
      assert.deepEqual([Number(sentRow?.["sent_at"]), sentRow?.["last_error"]], [NOW + 2500, null]);
      // The lease of pi_many's claim lapses: due again, each a second attempt.
      const retaken = await store.claimMail({ now: NOW + 1000, leaseUntil: NOW + 5000, orderKey: "pi_many" });
      assert.equal(retaken.length, 50);
      assert.ok(retaken.every((m) => m.attempts === 2));
      await store.markMailSent("many_00", NOW + 1001, "sent");
      assert.equal((await store.orderMail("pi_many"))[0]?.state, "sent");
    });

    test("released claims are due at once, their attempt not counted (never below zero); a sent e-mail stays sent; no e-mail due is null", async (t) => {
      const { store, sql } = await openEmpty(kind, t);
      assert.equal(await store.nextMailDue(), null);
      await store.releaseMail([], NOW);
      await store.recordFulfilment(sale("pi_1", { productId: LIFETIME, tierSeats: null, mails: [mail("a"), mail("b"), mail("c")] }));
      await store.claimMail({ now: NOW, leaseUntil: NOW + 60_000 });
      await store.markMailSent("c", NOW + 1, "sent");
      await sql("UPDATE outbox SET attempts = 0 WHERE id = 'b'");
      await store.releaseMail(["a", "b", "c"], NOW + 5);
      const rows = await sql("SELECT id, status, attempts, next_attempt_at, claimed_at FROM outbox ORDER BY id");
      assert.deepEqual(
        rows.map((row) => [
          row["id"],
          row["status"],
          Number(row["attempts"]),
          Number(row["next_attempt_at"]),
          row["claimed_at"] === null ? null : Number(row["claimed_at"]),
        ]),
        [
          ["a", "pending", 0, NOW + 5, null],
          ["b", "pending", 0, NOW + 5, null],
          ["c", "sent", 1, NOW + 60_000, NOW],
        ],
      );
      assert.equal(await store.nextMailDue(), NOW + 5);
      await store.markMailSent("a", NOW + 6, "sent");
      await store.markMailSent("b", NOW + 6, "spooled");
      assert.equal(await store.nextMailDue(), null);
    });

    test("stats: orders by product and status; the outbox's depth and oldest unsent e-mail", async (t) => {
      const { store } = await openEmpty(kind, t);
      assert.deepEqual(await store.stats(), { orders: [], outbox: { depth: 0, oldestCreatedAt: null } });
      await store.recordFulfilment(sale("pi_1", { mails: [mail("a")], now: NOW + 1 }));
      await store.recordFulfilment(sale("pi_2", { mails: [mail("b"), mail("c")], now: NOW + 2 }));
      await store.recordPendingOrder({
        key: "cs_3",
        kind: "checkout_session",
        productId: LIFETIME,
        email: "b@example.com",
        clientReferenceId: null,
        amountMinor: null,
        currency: null,
        now: NOW,
      });
      await store.markMailSent("a", NOW + 3, "sent");
      assert.deepEqual(await store.stats(), {
        orders: [
          { productId: FOUNDER, status: "fulfilled", count: 2 },
          { productId: LIFETIME, status: "pending", count: 1 },
        ],
        outbox: { depth: 2, oldestCreatedAt: NOW + 2 },
      });
    });
  });

  describe(`the ${kind} store, ad events and life cycle`, { skip }, () => {
    test("ad events: ids in the events' order, listed after an id up to a limit, deleted oldest first up to a limit", async (t) => {
      const { store } = await openEmpty(kind, t);
      assert.deepEqual(await store.addAdEvents([]), []);
      const event = (ref: string, receivedAt: number) => ({ event: "view", campaign: "c", source: "s", medium: "m", placement: "p", ref, receivedAt });
      const ids = await store.addAdEvents([event("r1", NOW + 3), event("r2", NOW + 1), event("r3", NOW + 2)]);
      assert.equal(ids.length, 3);
      assert.ok(ids[0]! < ids[1]! && ids[1]! < ids[2]!);
      const listed = await store.listAdEvents(0, 10);
      assert.deepEqual(listed[0], { id: ids[0], ...event("r1", NOW + 3) });
      assert.deepEqual(
        listed.map((e) => [e.id, e.ref]),
        [
          [ids[0], "r1"],
          [ids[1], "r2"],
          [ids[2], "r3"],
        ],
      );
      assert.deepEqual(
        (await store.listAdEvents(ids[0]!, 1)).map((e) => e.ref),
        ["r2"],
      );
      assert.equal(await store.deleteAdEventsBefore(NOW + 3, 1), 1);
      assert.deepEqual(
        (await store.listAdEvents(0, 10)).map((e) => e.ref),
        ["r1", "r3"],
        "the oldest went first",
      );
      assert.equal(await store.deleteAdEventsBefore(NOW + 3, 10), 1);
      assert.equal(await store.deleteAdEventsBefore(NOW + 3, 10), 0);
    });

    test("reopened, the store keeps what it holds; ping answers, and refuses once closed; closing twice is harmless", async (t) => {
      const { reopen } = await openEmpty(kind, t);
      const store = await reopen();
      await store.ping();
      await store.recordFulfilment(sale("pi_1"));
      await store.close();
      await store.close();
      await assert.rejects(store.ping(), "a closed store does not answer");
      const again = await reopen();
      await again.ping();
      assert.equal((await again.findOrder("pi_1"))?.status, "fulfilled");
    });
  });
}
