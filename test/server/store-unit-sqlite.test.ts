// ./store-unit.ts on the SQLite store, and what only the SQLite store has: its file's settings,
// its numbered migrations (each in a transaction of its own) and `svc serve backup`'s copy.
import assert from "node:assert/strict";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, test } from "node:test";
import { backupSqliteStore, openSqliteConnections, openSqliteStore, sqliteFile } from "../../src/server/store/sqlite.ts";
import { testTempDir } from "../support/temp.ts";
import { sale, storeUnitTests } from "./store-unit.ts";

storeUnitTests("sqlite", false);

function onFile<T>(dir: string, work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(sqliteFile(dir));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const pragma = (db: DatabaseSync, name: string): unknown => Object.values(db.prepare(`PRAGMA ${name}`).get() as object)[0];

describe("the SQLite store's file", () => {
  test("a private folder; WAL, a full sync, foreign keys and a busy timeout on the main connection; ad events without a full sync", async (t) => {
    const dir = path.join(await testTempDir(t, "svc-store-"), "data");
    const { main, adEvents } = await openSqliteConnections(dir);
    try {
      assert.equal((await stat(dir)).mode & 0o777, 0o700);
      assert.deepEqual(
        ["journal_mode", "synchronous", "foreign_keys", "busy_timeout", "user_version"].map((name) => pragma(main, name)),
        ["wal", 2, 1, 5000, 3],
      );
      assert.deepEqual(
        ["synchronous", "busy_timeout"].map((name) => pragma(adEvents, name)),
        [1, 5000],
      );
    } finally {
      main.close();
      adEvents.close();
    }
  });

  test("migrations: each in its own transaction (a failing one leaves the schema before it); a newer schema is refused", async (t) => {
    const dir = await testTempDir(t, "svc-store-");
    await (await openSqliteStore(dir)).close();
    // Back at schema 1 with a sold seat that kept its hold key: migration 2 clears the key and
    // commits; migration 3 then fails (its columns exist) and is rolled back whole.
    onFile(dir, (db) => {
      db.exec("PRAGMA user_version = 1");
      db.exec("INSERT INTO tier_seats (id, product_id, state, hold_key, created_at) VALUES ('seat_1', 'svc_founder_lifetime', 'sold', 'key-1', 0)");
    });
    await assert.rejects(openSqliteStore(dir), /duplicate column name: owner/);
    assert.deepEqual(
      onFile(dir, (db) => [
        pragma(db, "user_version"),
        (db.prepare("SELECT hold_key FROM tier_seats").get() as { hold_key: unknown }).hold_key,
        db.isTransaction,
      ]),
      [2, null, false],
    );
    onFile(dir, (db) => db.exec("PRAGMA user_version = 4"));
    await assert.rejects(openSqliteStore(dir), { message: "the store was written by a newer svc (schema 4, this one knows 3); upgrade svc" });
    onFile(dir, (db) => db.exec("PRAGMA user_version = 3"));
    await (await openSqliteStore(dir)).close();
  });

  test("a backup is a checked copy of the running store, put in place whole", async (t) => {
    const dir = await testTempDir(t, "svc-store-");
    const store = await openSqliteStore(dir);
    t.after(() => store.close());
    await store.recordFulfilment(sale("pi_1"));
    await store.recordFulfilment(sale("pi_2"));
    const outDir = await testTempDir(t, "svc-store-");
    const out = path.join(outDir, "copy.sqlite");
    const copy = await backupSqliteStore(dir, out);
    assert.deepEqual(copy, { bytes: (await stat(out)).size, orders: 2, schema: 3 });
    assert.deepEqual(await readdir(outDir), ["copy.sqlite"], "no temporary file left");
    const db = new DatabaseSync(out, { readOnly: true });
    try {
      assert.deepEqual(
        db
          .prepare("SELECT order_key FROM orders ORDER BY order_key")
          .all()
          .map((row) => row["order_key"]),
        ["pi_1", "pi_2"],
      );
    } finally {
      db.close();
    }
    // A copy that cannot be put in place (a folder is in the way): refused, no temporary file left.
    const blocked = path.join(outDir, "blocked");
    await (await import("node:fs/promises")).mkdir(path.join(blocked, "x"), { recursive: true });
    await assert.rejects(backupSqliteStore(dir, blocked));
    assert.deepEqual((await readdir(outDir)).sort(), ["blocked", "copy.sqlite"]);
  });
});
