// ./store-unit.ts on the PostgreSQL store (a throwaway cluster, or SVC_TEST_DATABASE_URL), and
// what only the PostgreSQL store has: migrations recorded in schema_migrations, and addresses
// named without their password.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { SvcError } from "../../src/core/errors.ts";
import { loadConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/log.ts";
import { startServer } from "../../src/server/server.ts";
import { openPostgresStore, POSTGRES_MIGRATIONS, redacted } from "../../src/server/store/postgres.ts";
import { developmentBuild, tempDir } from "../support/cli.ts";
import { freshSchema } from "../support/postgres.ts";
import { storeSkip } from "../support/stores.ts";
import { waitUntil } from "../support/wait.ts";
import { openEmpty, storeUnitTests } from "./store-unit.ts";

const skip = await storeSkip("postgres");
storeUnitTests("postgres", skip);

describe("the PostgreSQL store's database", { skip }, () => {
  test("each migration recorded once; a newer schema is refused, naming the database without its password", async (t) => {
    const { sql, reopen } = await openEmpty("postgres", t);
    await reopen();
    assert.deepEqual(
      (await sql("SELECT version FROM schema_migrations ORDER BY version")).map((row) => row["version"]),
      POSTGRES_MIGRATIONS.map((_, index) => index + 1),
    );
    const next = POSTGRES_MIGRATIONS.length + 1;
    await sql(`INSERT INTO schema_migrations (version) VALUES (${next})`);
    try {
      await assert.rejects(reopen(), (error: Error) => {
        assert.match(
          error.message,
          new RegExp(
            `^PostgreSQL store at postgres://svc@127\\.0\\.0\\.1:\\d+/postgres\\?\\S*: the database was written by a newer svc \\(schema ${next}, this one knows ${POSTGRES_MIGRATIONS.length}\\); upgrade svc$`,
          ),
        );
        return true;
      });
    } finally {
      await sql(`DELETE FROM schema_migrations WHERE version = ${next}`);
    }
  });

  test("replicas starting together on an empty database: one migrates, each starts", async (t) => {
    const { url, drop } = await freshSchema();
    t.after(drop);
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(url)));
    t.after(async () => {
      for (const store of stores) await store.close();
    });
    const [store] = stores;
    await store!.ping();
    const { sql } = await openEmpty("postgres", t);
    assert.deepEqual(
      (await sql(`SELECT version FROM ${new URL(url).searchParams.get("application_name")}.schema_migrations`)).map((row) => row["version"]),
      [1],
    );
  });

  test("a connection that dies while idle (a database restart) is dropped; the store goes on", async (t) => {
    const { store, sql } = await openEmpty("postgres", t);
    await Promise.all([store.ping(), store.ping(), store.ping()]);
    const ended = await sql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = current_setting('application_name') AND pid <> pg_backend_pid()",
    );
    assert.ok(ended.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await store.ping();
    assert.equal(await store.hasEvent("evt_none"), false);
  });

  test("an address is named without its password; what is not an address is not repeated", () => {
    assert.equal(redacted("postgres://svc:s3cret@db.example:5432/svc"), "postgres://svc:***@db.example:5432/svc");
    assert.equal(redacted("postgres://svc@db.example/svc"), "postgres://svc@db.example/svc");
    assert.equal(redacted("s3cret is not a url"), "(not a URL)");
  });

  test("an unreachable database: the error names it without its password", async () => {
    await assert.rejects(openPostgresStore("postgres://svc:s3cret@127.0.0.1:1/svc"), (error: Error) => {
      assert.match(error.message, /^PostgreSQL store at postgres:\/\/svc:\*\*\*@127\.0\.0\.1:1\/svc: /);
      assert.doesNotMatch(error.message, /s3cret/);
      return true;
    });
  });

  test("svc serve on an unreachable database: exit 1, naming the database without its password, and the variable to fix", async () => {
    const env = { SVC_DATABASE_URL: "postgres://svc:s3cret@127.0.0.1:1/svc", PORT: "0", SVC_DATA_DIR: await tempDir("svc-pg-down-") };
    const { config } = loadConfig({ env, svcHome: "/nonexistent/.svc", cwd: "/", build: developmentBuild() });
    const log = createLogger({ write: () => {} }, () => new Date());
    await assert.rejects(startServer({ config, build: developmentBuild(), now: () => new Date(), log }), (error: unknown) => {
      assert.ok(error instanceof SvcError);
      assert.equal(error.code, "store_unavailable");
      assert.equal(error.exit, 1);
      assert.match(error.message, /^PostgreSQL store at postgres:\/\/svc:\*\*\*@127\.0\.0\.1:1\/svc: /);
      assert.doesNotMatch(error.message, /s3cret/);
      assert.match(error.hint ?? "", /SVC_DATABASE_URL names a database/);
      return true;
    });
  });
});

describe("the PostgreSQL store's transactions", { skip }, () => {
  test("an idempotency key deleted while a request waits for its row: the transaction runs again and the request runs", async (t) => {
    const { store, sql } = await openEmpty("postgres", t);
    const now = Date.now();
    assert.deepEqual(await store.beginIdempotent({ key: "k", fingerprint: "old", owner: "a", now, leaseUntil: now + 30_000 }), { state: "run" });
    // Another transaction holds the row, so the next request's SELECT … FOR UPDATE waits for it;
    // that transaction then deletes the row (a sweep), and the waiting request finds nothing (its
    // ungranted lock is seen in pg_locks, among this file's connections).
    await sql("BEGIN");
    let committed = false;
    t.after(async () => {
      if (!committed) await sql("ROLLBACK");
    });
    await sql("SELECT key FROM idempotency_keys WHERE key = 'k' FOR UPDATE");
    const begun = store.beginIdempotent({ key: "k", fingerprint: "new", owner: "b", now, leaseUntil: now + 30_000 });
    const blocked = async (): Promise<boolean> =>
      (
        await sql(
          "SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.application_name = current_setting('application_name') AND a.pid <> pg_backend_pid()",
        )
      ).length > 0;
    await waitUntil("the request to wait for the row", blocked);
    await sql("DELETE FROM idempotency_keys WHERE key = 'k'");
    await sql("COMMIT");
    committed = true;
    assert.deepEqual(await begun, { state: "run" });
    assert.deepEqual(await sql("SELECT fingerprint, owner FROM idempotency_keys"), [{ fingerprint: "new", owner: "b" }]);
  });
});
