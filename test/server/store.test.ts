// The Store contract on both stores, each time through two store objects sharing one database
// (two replicas' connections, or two handles on one SQLite file): seats never oversold,
// fulfilment exactly once, idempotency keys owned by one request at a time, each e-mail claimed by
// one sender, webhook events remembered; and PostgreSQL's versioned migrations.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { ProductId } from "../../src/catalog.ts";
import { openPostgresStore, POSTGRES_MIGRATIONS } from "../../src/server/store/postgres.ts";
import { SeatCache } from "../../src/server/store/seat-cache.ts";
import { openSqliteConnections, openSqliteStore } from "../../src/server/store/sqlite.ts";
import type { FulfilmentInput, Store } from "../../src/server/store/store.ts";
import { tempDir } from "../support/cli.ts";
import { freshDatabase, queryDatabase } from "../support/postgres.ts";
import { sale, STORE_KINDS, storeSkip, type StoreKind } from "../support/stores.ts";

const FOUNDER: ProductId = "svc_founder_lifetime";
const NOW = Date.parse("2026-11-25T12:00:00Z");

/** Two stores on one database, closed after the test. */
async function twoStores(kind: StoreKind, t: { after(fn: () => Promise<void>): void }): Promise<[Store, Store]> {
  let open: () => Promise<Store>;
  if (kind === "sqlite") {
    const dir = await tempDir();
    open = () => openSqliteStore(dir);
  } else {
    const url = await freshDatabase();
    open = () => openPostgresStore(url);
  }
  const first = await open();
  const second = await open();
  t.after(async () => {
    await first.close();
    await second.close();
  });
  return [first, second];
}

/** A founder sale with its license and e-mail to deliver. */
function fulfilment(key: string, overrides: Partial<FulfilmentInput> = {}): FulfilmentInput {
  return sale(key, {
    amountMinor: 2900,
    licenses: [{ id: `lic_${key}`, envelope: `envelope of ${key}`, issuedAt: "2026-11-25T12:00:00Z" }],
    mails: [
      {
        id: `mail_${key}`,
        kind: "license",
        to: "ada@example.com",
        subject: "Your license",
        text: "hello",
        attachments: [{ filename: "svc.license", content: "x" }],
      },
    ],
    ...overrides,
  });
}

for (const kind of STORE_KINDS) {
  const skip = await storeSkip(kind);

  describe(`the ${kind} store`, { skip }, () => {
    test("50 concurrent holds on a tier of 10 seats, over two stores: exactly 10 granted", async (t) => {
      const stores = await twoStores(kind, t);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          stores[index % 2]!.reserveSeat({ productId: FOUNDER, seats: 10, now: NOW, expiresAt: NOW + 600_000, holdKey: `key-${index}` }),
        ),
      );
      assert.equal(results.filter((result) => result.ok).length, 10);
      assert.deepEqual(await stores[0].seatCounts(FOUNDER, NOW + 1), { sold: 0, held: 10 });
      // A hold's key names it: the same key again is the same seat, not an eleventh.
      const again = await stores[1].reserveSeat({ productId: FOUNDER, seats: 10, now: NOW, expiresAt: NOW + 600_000, holdKey: "key-0" });
      const first = results[0]!;
      if (first.ok) assert.deepEqual(again, first);
      // Lapsed holds free their seats.
      const later = await stores[1].reserveSeat({ productId: FOUNDER, seats: 10, now: NOW + 600_001, expiresAt: NOW + 1_200_000, holdKey: null });
      assert.equal(later.ok, true);
    });

    test("one order fulfilled ten times at once, over two stores: one order, one license, one e-mail, one seat", async (t) => {
      const stores = await twoStores(kind, t);
      const hold = await stores[0].reserveSeat({ productId: FOUNDER, seats: 10, now: NOW, expiresAt: NOW + 600_000, holdKey: null });
      assert.ok(hold.ok);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, index) => stores[index % 2]!.recordFulfilment(fulfilment("pi_once", { holdId: hold.holdId }))),
      );
      assert.equal(results.filter((result) => result.created).length, 1);
      for (const result of results) assert.equal(result.order.licenses.length, 1);
      assert.deepEqual(await stores[1].seatCounts(FOUNDER, NOW + 1), { sold: 1, held: 0 });
      const claimed = await stores[0].claimMail({ now: NOW, leaseUntil: NOW + 10_000 });
      assert.deepEqual(
        claimed.map((mail) => mail.id),
        ["mail_pi_once"],
      );
      assert.deepEqual(claimed[0]!.attachments, [{ filename: "svc.license", content: "x" }]);
    });

    test("a pending order is fulfilled once; a sale past the cap is kept and flagged oversold", async (t) => {
      const [store] = await twoStores(kind, t);
      await store.recordPendingOrder({
        key: "cs_pending",
        kind: "checkout_session",
        productId: "svc_team_migration_pack",
        email: "t@example.com",
        clientReferenceId: "ref-1",
        amountMinor: 1,
        currency: "usd",
        now: NOW,
      });
      assert.equal((await store.findOrder("cs_pending"))?.status, "pending");
      const done = await store.recordFulfilment(
        fulfilment("cs_pending", { kind: "checkout_session", productId: "svc_team_migration_pack", tierSeats: null, clientReferenceId: null }),
      );
      assert.equal(done.created, true);
      assert.equal(done.order.status, "fulfilled");
      assert.equal(done.order.clientReferenceId, "ref-1", "the reference given at checkout is kept");
      for (let index = 0; index < 10; index++) await store.recordFulfilment(fulfilment(`pi_sale_${index}`));
      const past = await store.recordFulfilment(fulfilment("pi_past_cap"));
      assert.equal(past.order.oversold, true);
      assert.equal((await store.findOrder("pi_sale_9"))?.oversold, false);
      assert.deepEqual(await store.seatCounts(FOUNDER, NOW + 1), { sold: 11, held: 0 });
    });

    test("one Idempotency-Key begun ten times at once, over two stores: one runs; then replay, conflict, and a lapsed lease handed over", async (t) => {
      const stores = await twoStores(kind, t);
      const start = (index: number, fingerprint = "f1", now = NOW) =>
        stores[index % 2]!.beginIdempotent({ key: "k1", fingerprint, owner: `owner-${index}`, now, leaseUntil: now + 30_000 });
      const begun = await Promise.all(Array.from({ length: 10 }, (_, index) => start(index)));
      const runners = begun.map((result, index) => [result, index] as const).filter(([result]) => result.state === "run");
      assert.equal(runners.length, 1);
      for (const result of begun) if (result.state !== "run") assert.equal(result.state, "in_progress");
      const owner = `owner-${runners[0]![1]}`;
      assert.equal(await stores[1].renewIdempotent("k1", "someone-else", NOW + 60_000), false);
      assert.equal(await stores[1].renewIdempotent("k1", owner, NOW + 60_000), true);
      // The owner died: after its lease, the next request runs.
      assert.deepEqual(await start(11, "f1", NOW + 60_001), { state: "run" });
      await stores[0].finishIdempotent("k1", 200, '{"ok":true}');
      assert.deepEqual(await start(12), { state: "replay", status: 200, body: '{"ok":true}' });
      assert.deepEqual(await start(13, "f2"), { state: "conflict" });
      // A released lease is free at once; a key a day old is forgotten.
      assert.equal((await stores[1].beginIdempotent({ key: "k2", fingerprint: "f", owner: "a", now: NOW, leaseUntil: NOW + 30_000 })).state, "run");
      await stores[1].releaseIdempotent("k2", "a");
      assert.deepEqual(await stores[0].beginIdempotent({ key: "k2", fingerprint: "f", owner: "b", now: NOW + 1, leaseUntil: NOW + 30_000 }), { state: "run" });
      assert.deepEqual(await start(14, "f2", NOW + 25 * 60 * 60 * 1000), { state: "run" });
    });

    test("the outbox: each e-mail claimed by one sender at a time; a lapsed claim is due again; sent is done", async (t) => {
      const stores = await twoStores(kind, t);
      for (let index = 0; index < 20; index++) {
        await stores[index % 2]!.recordFulfilment(fulfilment(`pi_mail_${index}`, { productId: "svc_lifetime", tierSeats: null }));
      }
      assert.equal(await stores[0].nextMailDue(), NOW);
      const claims = await Promise.all(Array.from({ length: 6 }, (_, index) => stores[index % 2]!.claimMail({ now: NOW, leaseUntil: NOW + 10_000 })));
      const ids = claims.flat().map((mail) => mail.id);
      assert.equal(ids.length, 20, "every e-mail claimed");
      assert.equal(new Set(ids).size, 20, "none twice");
      assert.deepEqual(await stores[1].claimMail({ now: NOW + 5_000, leaseUntil: NOW + 15_000 }), [], "claims under lease are not taken");
      assert.equal(await stores[1].nextMailDue(), NOW + 10_000);
      // The one left unsent is chosen, not whichever claim finished last: it must not be pi_mail_0's,
      // whose order-scoped claim below is to find nothing.
      const unsent = "mail_pi_mail_7";
      for (const id of ids.filter((id) => id !== unsent)) await stores[0].markMailSent(id, NOW + 1, "sent");
      const retaken = await stores[1].claimMail({ now: NOW + 10_000, leaseUntil: NOW + 20_000 });
      assert.deepEqual(
        retaken.map((mail) => [mail.id, mail.attempts]),
        [[unsent, 2]],
      );
      await stores[1].markMailFailed(unsent, "mail server said no", NOW + 40_000);
      assert.equal(await stores[0].nextMailDue(), NOW + 40_000);
      assert.deepEqual(await stores[0].claimMail({ now: NOW + 40_000, leaseUntil: NOW + 50_000, orderKey: "pi_mail_0" }), []);
      const [last] = await stores[0].claimMail({ now: NOW + 40_000, leaseUntil: NOW + 50_000 });
      await stores[0].markMailSent(last!.id, NOW + 40_001, "spooled");
      assert.equal(await stores[1].nextMailDue(), null);
    });

    test("stats for /metrics: orders by product and status, the outbox's depth and oldest; a released claim is due at once, its attempt not counted", async (t) => {
      const stores = await twoStores(kind, t);
      assert.deepEqual(await stores[0].stats(), { orders: [], outbox: { depth: 0, oldestCreatedAt: null } });
      await stores[0].recordFulfilment(fulfilment("pi_stats_1"));
      await stores[1].recordFulfilment(fulfilment("pi_stats_2", { productId: "svc_lifetime", tierSeats: null, now: NOW + 1000 }));
      await stores[1].recordPendingOrder({
        key: "cs_stats_3",
        kind: "checkout_session",
        productId: "svc_lifetime",
        email: "b@example.com",
        clientReferenceId: null,
        amountMinor: null,
        currency: null,
        now: NOW,
      });
      const stats = await stores[1].stats();
      assert.deepEqual(stats.orders, [
        { productId: "svc_founder_lifetime", status: "fulfilled", count: 1 },
        { productId: "svc_lifetime", status: "fulfilled", count: 1 },
        { productId: "svc_lifetime", status: "pending", count: 1 },
      ]);
      assert.deepEqual(stats.outbox, { depth: 2, oldestCreatedAt: NOW });

      const claimed = await stores[0].claimMail({ now: NOW + 2000, leaseUntil: NOW + 60_000 });
      assert.equal(claimed.length, 2);
      assert.equal(await stores[1].nextMailDue(), NOW + 60_000);
      await stores[0].releaseMail(
        claimed.map((mail) => mail.id),
        NOW + 3000,
      );
      assert.equal(await stores[1].nextMailDue(), NOW + 3000, "due at once for the other sender");
      const retaken = await stores[1].claimMail({ now: NOW + 3000, leaseUntil: NOW + 60_000 });
      assert.deepEqual(
        retaken.map((mail) => mail.attempts),
        [1, 1],
        "the released attempt is not counted",
      );
      await stores[1].markMailSent(retaken[0]!.id, NOW + 4000, "sent");
      await stores[0].releaseMail([retaken[0]!.id], NOW + 5000);
      assert.equal((await stores[0].stats()).outbox.depth, 1, "a sent e-mail is not released back");
    });

    test("webhook events and ad events are kept", async (t) => {
      const stores = await twoStores(kind, t);
      assert.equal(await stores[0].hasEvent("evt_1"), false);
      await Promise.all([stores[0].recordEvent("evt_1", "checkout.session.completed", NOW), stores[1].recordEvent("evt_1", "checkout.session.completed", NOW)]);
      assert.equal(await stores[1].hasEvent("evt_1"), true);
      const [first] = await stores[0].addAdEvents([{ event: "view", campaign: "c", source: null, medium: null, placement: null, ref: "r", receivedAt: NOW }]);
      const [second] = await stores[1].addAdEvents([
        { event: "click", campaign: null, source: "s", medium: "m", placement: "p", ref: null, receivedAt: NOW + 1 },
      ]);
      assert.ok(second! > first!);
      const listed = await stores[0].listAdEvents(0, 10);
      assert.deepEqual(
        listed.map((event) => [event.event, event.campaign, event.source, event.receivedAt]),
        [
          ["view", "c", null, NOW],
          ["click", null, "s", NOW + 1],
        ],
      );
      assert.deepEqual(await stores[0].listAdEvents(first!, 10), [listed[1]]);
      // A group in one call: ids in the events' order; retention deletes by age, a chunk at a time.
      const row = (ref: string, receivedAt: number) => ({ event: "impression", campaign: null, source: null, medium: null, placement: null, ref, receivedAt });
      const group = await stores[1].addAdEvents([row("g1", NOW + 2), row("g2", NOW + 3), row("g3", NOW + 4)]);
      assert.deepEqual(
        (await stores[0].listAdEvents(second!, 10)).map((event) => [event.id, event.ref]),
        group.map((id, index) => [id, `g${index + 1}`]),
      );
      assert.equal(await stores[0].deleteAdEventsBefore(NOW + 3, 1), 1);
      assert.equal(await stores[1].deleteAdEventsBefore(NOW + 3, 10), 2);
      assert.deepEqual(
        (await stores[0].listAdEvents(0, 10)).map((event) => event.ref),
        ["g2", "g3"],
      );
      await stores[0].ping();
    });
  });
}

describe("the SQLite store's connections", () => {
  test("orders commit with a full disk sync; ad events through a second connection without one (issue 15: a sync per group stalled every request)", async () => {
    const dir = await tempDir();
    const { main, adEvents } = await openSqliteConnections(dir);
    try {
      const pragma = (db: typeof main, name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];
      // synchronous: 2 is FULL, 1 is NORMAL (in WAL mode the log is synced at checkpoint only).
      assert.deepEqual(
        [main, adEvents].map((db) => [pragma(db, "journal_mode"), pragma(db, "synchronous"), pragma(db, "busy_timeout")]),
        [
          ["wal", 2, 5000],
          ["wal", 1, 5000],
        ],
      );
    } finally {
      adEvents.close();
      main.close();
    }
  });
});

describe("PostgreSQL schema migrations", { skip: await storeSkip("postgres") }, () => {
  test("applied once, each recorded in schema_migrations; replicas starting together migrate once; a newer schema is refused", async () => {
    const url = await freshDatabase();
    const stores = await Promise.all([openPostgresStore(url), openPostgresStore(url), openPostgresStore(url)]);
    await Promise.all(stores.map((store) => store.close()));
    const rows = await queryDatabase(url, "SELECT version FROM schema_migrations ORDER BY version");
    assert.deepEqual(
      rows.map((row) => row["version"]),
      POSTGRES_MIGRATIONS.map((_, index) => index + 1),
    );
    await queryDatabase(url, "INSERT INTO schema_migrations (version) VALUES ($1)", [POSTGRES_MIGRATIONS.length + 1]);
    const known = POSTGRES_MIGRATIONS.length;
    await assert.rejects(openPostgresStore(url), new RegExp(`written by a newer svc \\(schema ${known + 1}, this one knows ${known}\\); upgrade svc`));
  });

  test("an unreachable database is named in the error, without its password", async () => {
    await assert.rejects(openPostgresStore("postgres://svc:secret@127.0.0.1:1/none"), (error: Error) => {
      assert.match(error.message, /PostgreSQL store at postgres:\/\/svc:\*\*\*@127\.0\.0\.1:1\/none: /);
      assert.doesNotMatch(error.message, /secret/);
      return true;
    });
  });
});

describe("the seat cache", () => {
  test("readers arriving while the counts are read share that one query; a seat change reads afresh", async () => {
    const cache = new SeatCache();
    let queries = 0;
    const count = async (): Promise<{ counts: { sold: number; held: number }; nextLapse: number | null }> => {
      queries++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { counts: { sold: queries, held: 0 }, nextLapse: null };
    };
    const first = await Promise.all(Array.from({ length: 32 }, () => cache.read(FOUNDER, NOW, count)));
    assert.equal(queries, 1, "32 concurrent readers, one query");
    for (const counts of first) assert.deepEqual(counts, { sold: 1, held: 0 });
    assert.deepEqual(await cache.read(FOUNDER, NOW + 999, count), { sold: 1, held: 0 });
    assert.equal(queries, 1, "kept for a second");
    cache.invalidate();
    assert.deepEqual(await cache.read(FOUNDER, NOW + 999, count), { sold: 2, held: 0 });
    assert.deepEqual(await cache.read(FOUNDER, NOW + 2000, count), { sold: 3, held: 0 }, "read again after a second");
  });

  test("peek answers what read would answer from the cache, and null whenever read would ask", async () => {
    const cache = new SeatCache();
    const count = async (): Promise<{ counts: { sold: number; held: number }; nextLapse: number | null }> => ({
      counts: { sold: 4, held: 1 },
      nextLapse: NOW + 500,
    });
    assert.equal(cache.peek(FOUNDER, NOW), null, "nothing read yet");
    await cache.read(FOUNDER, NOW, count);
    assert.deepEqual(cache.peek(FOUNDER, NOW + 499), { sold: 4, held: 1 });
    assert.equal(cache.peek(FOUNDER, NOW + 500), null, "a hold lapses then");
    assert.equal(cache.peek(FOUNDER, NOW - 1), null, "the clock went back");
    await cache.read(FOUNDER, NOW, count);
    cache.invalidate();
    assert.equal(cache.peek(FOUNDER, NOW), null, "a seat changed here");
  });
});
