// The PostgreSQL store (ServerConfig.databaseUrl), for several `svc serve` processes sharing one database
// behind a proxy. Every invariant is held by the database, never by memory in one process:
//   - a tier's seats: reserveSeat and a tier sale lock the tier's row in seat_tiers
//     (SELECT … FOR UPDATE), then count and insert under that lock;
//   - one fulfilment per order: the order is upserted first (INSERT … ON CONFLICT DO UPDATE …
//     WHERE status = 'pending'), which waits for a concurrent one and changes nothing after it;
//   - idempotency keys: inserted or locked (FOR UPDATE) before their lease is read or taken over;
//   - the outbox: e-mails are claimed with FOR UPDATE SKIP LOCKED under a lease in the row;
//   - webhook events: a primary key.
// Transactions run at READ COMMITTED (each statement sees what committed before it, so counting
// after taking a lock counts every sale); a serialization failure or deadlock is retried.
// Numbered migrations are recorded in schema_migrations and applied under an advisory lock, so
// replicas starting together migrate once. node-postgres is loaded only here, by `svc serve`.
import { randomBytes } from "node:crypto";
import type { Pool, PoolClient, QueryConfig, QueryResultRow } from "pg";
import type { ProductId } from "../../catalog.ts";
import { beginStep, forgottenBefore } from "./idempotency-keys.ts";
import { adEventFromRow, mailFromRow, orderFromRow, STATS_SQL, statsFromRows, storedMailFromRow } from "./rows.ts";
import { SeatCache } from "./seat-cache.ts";
import type {
  AdEventRecord,
  FulfilmentInput,
  IdempotencyBegin,
  IdempotencyStart,
  MailRecord,
  NewAdEvent,
  OrderRecord,
  PoolStats,
  ReserveResult,
  Store,
  StoredMail,
  StoreStats,
} from "./store.ts";
import { holdIdOf } from "./store.ts";

/** Applied in order, each once, in one transaction with its row in schema_migrations. */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE orders (
     order_key TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     product_id TEXT NOT NULL,
     email TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'fulfilled')),
     client_reference_id TEXT,
     amount_minor BIGINT,
     currency TEXT,
     oversold BOOLEAN NOT NULL DEFAULT FALSE,
     created_at BIGINT NOT NULL,
     fulfilled_at BIGINT
   );
   CREATE TABLE licenses (
     id TEXT PRIMARY KEY,
     order_key TEXT NOT NULL REFERENCES orders (order_key),
     position INTEGER NOT NULL,
     envelope TEXT NOT NULL,
     issued_at TEXT NOT NULL,
     UNIQUE (order_key, position)
   );
   -- One row a limited tier: the lock every seat change of the tier takes first.
   CREATE TABLE seat_tiers (
     product_id TEXT PRIMARY KEY
   );
   CREATE TABLE tier_seats (
     id TEXT PRIMARY KEY,
     product_id TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('held', 'sold')),
     hold_key TEXT UNIQUE,
     order_key TEXT UNIQUE,
     created_at BIGINT NOT NULL,
     expires_at BIGINT
   );
   CREATE INDEX tier_seats_product ON tier_seats (product_id, state);
   CREATE TABLE webhook_events (
     id TEXT PRIMARY KEY,
     type TEXT NOT NULL,
     processed_at BIGINT NOT NULL
   );
   CREATE TABLE idempotency_keys (
     key TEXT PRIMARY KEY,
     fingerprint TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
     status INTEGER,
     body TEXT,
     created_at BIGINT NOT NULL,
     owner TEXT,
     lease_until BIGINT NOT NULL DEFAULT 0,
     hold_id TEXT
   );
   CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
   CREATE TABLE ad_events (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     event TEXT NOT NULL,
     campaign TEXT, source TEXT, medium TEXT, placement TEXT, ref TEXT,
     received_at BIGINT NOT NULL
   );
   CREATE INDEX ad_events_received ON ad_events (received_at);
   CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     order_key TEXT NOT NULL,
     kind TEXT NOT NULL,
     recipient TEXT NOT NULL,
     subject TEXT NOT NULL,
     body_text TEXT NOT NULL,
     attachments TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'spooled')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at BIGINT NOT NULL,
     claimed_at BIGINT,
     created_at BIGINT NOT NULL,
     sent_at BIGINT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
];

/** The most connections a replica opens (PostgreSQL's default max_connections is 100). */
const POOL_MAX = 10;
/**
 * How long a database that hangs (stopped, overloaded, its host gone without a word) may keep a
 * request waiting before it answers 503: a query gets QUERY_TIMEOUT_MS for its answer (the client
 * gives up, and the connection is dropped), and the server itself cancels a statement after
 * STATEMENT_TIMEOUT_MS, a little sooner, so a merely slow one ends cleanly and the connection stays
 * usable. Opening a connection, or waiting for a free one, gets CONNECT_TIMEOUT_MS. TCP keepalive
 * finds a connection whose host vanished while it was idle. Every query of svc takes milliseconds.
 */
const QUERY_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 4_000;
const CONNECT_TIMEOUT_MS = 2_500;
const KEEPALIVE_AFTER_MS = 10_000;
/** A migration may take long (a large table) and wait for another replica's: no limit but this. */
const MIGRATION_QUERY_TIMEOUT_MS = 30 * 60 * 1000;
/** Any constant: the advisory lock replicas take to migrate one at a time. */
const MIGRATION_LOCK = 0x73766301;
/**
 * Errors that mean PostgreSQL cannot answer now, not that a query is wrong: the socket's (refused,
 * reset, unreachable), SQLSTATE class 08 (connection exception), admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting or stopping), too_many_connections, read_only_sql_transaction (a
 * standby after a failover), query_canceled (the server's statement_timeout: too slow to answer
 * now), and node-postgres's own for a connection that ended or never came, or a query whose answer
 * did not come within QUERY_TIMEOUT_MS.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "25006",
  "57014",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|Cannot use a pool after calling end|Query read timeout/;

export function postgresUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  return error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message);
}

/** serialization_failure, deadlock_detected: the transaction is run again. */
const RETRYABLE = new Set(["40001", "40P01"]);
const ATTEMPTS = 5;

type Row = QueryResultRow;
type Query = (text: string, values?: unknown[]) => Promise<Row[]>;

export async function openPostgresStore(url: string): Promise<Store> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
  });
  // A connection that dies while idle (a database restart) is dropped by the pool; the next query
  // opens another. Without a listener the error would end the process.
  pool.on("error", () => {});
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw new Error(`PostgreSQL store at ${redacted(url)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return new PostgresStore(pool);
}

/** The address without its password, for messages. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== "") parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  // Without the limits of the requests' queries (a migration, or waiting for another replica's).
  // node-postgres reads query_timeout from a query's config too; its types do not list it.
  const query = <R extends Row>(text: string, values: unknown[] = []) =>
    client.query<R>({ text, values, query_timeout: MIGRATION_QUERY_TIMEOUT_MS } as QueryConfig);
  try {
    await query("BEGIN");
    await query("SET LOCAL statement_timeout = 0");
    await query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())");
    const { rows } = await query<{ version: number | null }>("SELECT MAX(version) AS version FROM schema_migrations");
    const current = rows[0]?.version ?? 0;
    if (current > POSTGRES_MIGRATIONS.length) {
      throw new Error(`the database was written by a newer svc (schema ${current}, this one knows ${POSTGRES_MIGRATIONS.length}); upgrade svc`);
    }
    for (let version = current; version < POSTGRES_MIGRATIONS.length; version++) {
      await query(POSTGRES_MIGRATIONS[version] ?? "");
      await query("INSERT INTO schema_migrations (version) VALUES ($1)", [version + 1]);
    }
    await query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

function ignoreConnectionError(): void {}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

function queryOn(client: Pool | PoolClient): Query {
  return async (text, values = []) => (await client.query(text, values)).rows;
}

class PostgresStore implements Store {
  private readonly pool: Pool;
  private readonly query: Query;
  private readonly seats = new SeatCache();
  private closed = false;

  constructor(pool: Pool) {
    this.pool = pool;
    this.query = queryOn(pool);
  }

  /** Runs `work` in one transaction on one connection, again when PostgreSQL asks for a retry. */
  private async transaction<T>(work: (query: Query) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      // A connection that dies while this transaction holds it (the database stopping) makes the
      // client emit 'error' besides failing its query; the pool listens only to idle clients, and
      // an 'error' nobody listens to would end the process. The query's own failure is handled below.
      client.on("error", ignoreConnectionError);
      let broken = false;
      try {
        await client.query("BEGIN");
        const result = await work(queryOn(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        // A connection the database stopped answering on is dropped, not asked to roll back
        // (which would wait out the query time limit once more); the server rolls back the
        // transaction of a connection that ends.
        if (postgresUnavailable(error)) broken = true;
        else {
          await client.query("ROLLBACK").catch(() => {
            broken = true;
          });
        }
        const code = (error as { code?: unknown }).code;
        if (attempt < ATTEMPTS && typeof code === "string" && RETRYABLE.has(code)) continue;
        throw error;
      } finally {
        client.off("error", ignoreConnectionError);
        client.release(broken);
      }
    }
  }

  /** Locks a limited tier's seats until the transaction ends. */
  private async lockTier(query: Query, productId: ProductId): Promise<void> {
    await query("INSERT INTO seat_tiers (product_id) VALUES ($1) ON CONFLICT (product_id) DO NOTHING", [productId]);
    await query("SELECT product_id FROM seat_tiers WHERE product_id = $1 FOR UPDATE", [productId]);
  }

  private async countSeats(query: Query, productId: ProductId, now: number): Promise<{ sold: number; held: number }> {
    const [row] = await query(
      `SELECT COUNT(*) FILTER (WHERE state = 'sold') AS sold, COUNT(*) FILTER (WHERE state = 'held' AND expires_at > $2) AS held
       FROM tier_seats WHERE product_id = $1`,
      [productId, now],
    );
    return { sold: Number(row?.["sold"] ?? 0), held: Number(row?.["held"] ?? 0) };
  }

  async ping(): Promise<void> {
    await this.query("SELECT 1");
  }

  async probeWrite(): Promise<boolean> {
    // PostgreSQL says itself on every write when it cannot (a full disk, too): only a standby
    // (after a failover) answers reads while it refuses every write.
    const [row] = await this.query("SELECT current_setting('transaction_read_only') AS read_only");
    if (row?.["read_only"] === "on") throw Object.assign(new Error("the database is read-only (a standby?)"), { code: "25006" });
    return true;
  }

  isUnavailable(error: unknown): boolean {
    return postgresUnavailable(error);
  }

  keptSeatCounts(productId: ProductId, now: number): Readonly<{ sold: number; held: number }> | null {
    return this.seats.peek(productId, now);
  }

  seatCounts(productId: ProductId, now: number): Promise<{ sold: number; held: number }> {
    return this.seats.read(productId, now, async () => {
      const [row] = await this.query(
        `SELECT COUNT(*) FILTER (WHERE state = 'sold') AS sold, COUNT(*) FILTER (WHERE state = 'held' AND expires_at > $2) AS held,
                MIN(expires_at) FILTER (WHERE state = 'held' AND expires_at > $2) AS next
         FROM tier_seats WHERE product_id = $1`,
        [productId, now],
      );
      return {
        counts: { sold: Number(row?.["sold"] ?? 0), held: Number(row?.["held"] ?? 0) },
        nextLapse: row?.["next"] === null || row?.["next"] === undefined ? null : Number(row["next"]),
      };
    });
  }

  async reserveSeat(input: { productId: ProductId; seats: number; now: number; expiresAt: number; holdKey: string | null }): Promise<ReserveResult> {
    this.seats.invalidate();
    try {
      return await this.transaction(async (query): Promise<ReserveResult> => {
        await this.lockTier(query, input.productId);
        // Expired holds are gone for good: the payment they held for took longer than allowed.
        await query("DELETE FROM tier_seats WHERE product_id = $1 AND state = 'held' AND expires_at <= $2", [input.productId, input.now]);
        const named = input.holdKey === null ? null : holdIdOf(input.holdKey, input.productId);
        if (input.holdKey !== null && named !== null) {
          // Held (live: lapsed ones are gone) or sold already: this key's seat.
          if ((await query("SELECT 1 FROM tier_seats WHERE id = $1", [named])).length > 0) return { ok: true, holdId: named };
          // The key holds another product's seat: the request that held it was abandoned.
          await query("DELETE FROM tier_seats WHERE hold_key = $1 AND state = 'held'", [input.holdKey]);
        }
        const { sold, held } = await this.countSeats(query, input.productId, input.now);
        if (sold + held >= input.seats) return { ok: false };
        const holdId = named ?? newId("hold");
        await query("INSERT INTO tier_seats (id, product_id, state, hold_key, created_at, expires_at) VALUES ($1, $2, 'held', $3, $4, $5)", [
          holdId,
          input.productId,
          input.holdKey,
          input.now,
          input.expiresAt,
        ]);
        return { ok: true, holdId };
      });
    } finally {
      this.seats.invalidate();
    }
  }

  async releaseSeat(holdId: string): Promise<void> {
    this.seats.invalidate();
    await this.query("DELETE FROM tier_seats WHERE id = $1 AND state = 'held'", [holdId]);
    this.seats.invalidate();
  }

  async findOrder(key: string): Promise<OrderRecord | null> {
    return readOrder(this.query, key);
  }

  async recordPendingOrder(input: Omit<FulfilmentInput, "licenses" | "mails" | "tierSeats" | "holdId">): Promise<void> {
    await this.query(
      `INSERT INTO orders (order_key, kind, product_id, email, status, client_reference_id, amount_minor, currency, created_at)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8) ON CONFLICT (order_key) DO NOTHING`,
      [input.key, input.kind, input.productId, input.email, input.clientReferenceId, input.amountMinor, input.currency, input.now],
    );
  }

  async recordFulfilment(input: FulfilmentInput): Promise<{ order: OrderRecord; created: boolean }> {
    this.seats.invalidate();
    try {
      const created = await this.transaction(async (query) => {
        // Inserted, or a pending order turned fulfilled; a concurrent fulfilment of the same key
        // waits here for the other to commit, then finds it fulfilled and changes nothing.
        const upserted = await query(
          `INSERT INTO orders (order_key, kind, product_id, email, status, client_reference_id, amount_minor, currency, oversold, created_at, fulfilled_at)
           VALUES ($1, $2, $3, $4, 'fulfilled', $5, $6, $7, FALSE, $8, $8)
           ON CONFLICT (order_key) DO UPDATE SET status = 'fulfilled', product_id = EXCLUDED.product_id, email = EXCLUDED.email,
             client_reference_id = COALESCE(EXCLUDED.client_reference_id, orders.client_reference_id),
             amount_minor = EXCLUDED.amount_minor, currency = EXCLUDED.currency, fulfilled_at = EXCLUDED.fulfilled_at
           WHERE orders.status = 'pending'
           RETURNING order_key`,
          [input.key, input.kind, input.productId, input.email, input.clientReferenceId, input.amountMinor, input.currency, input.now],
        );
        if (upserted.length === 0) return false;
        if (input.tierSeats !== null) {
          await this.lockTier(query, input.productId);
          const { sold } = await this.countSeats(query, input.productId, input.now);
          const converted =
            input.holdId === null
              ? []
              : await query(
                  "UPDATE tier_seats SET state = 'sold', order_key = $1, expires_at = NULL, hold_key = NULL WHERE id = $2 AND state = 'held' RETURNING id",
                  [input.key, input.holdId],
                );
          if (converted.length === 0) {
            // The hold lapsed: the sale keeps its name where it is free, so a retry of the payment finds it sold.
            const free = input.holdId !== null && (await query("SELECT 1 FROM tier_seats WHERE id = $1", [input.holdId])).length === 0;
            await query("INSERT INTO tier_seats (id, product_id, state, order_key, created_at) VALUES ($1, $2, 'sold', $3, $4)", [
              free ? input.holdId : newId("seat"),
              input.productId,
              input.key,
              input.now,
            ]);
          }
          if (sold >= input.tierSeats) await query("UPDATE orders SET oversold = TRUE WHERE order_key = $1", [input.key]);
        }
        for (const [position, license] of input.licenses.entries()) {
          await query("INSERT INTO licenses (id, order_key, position, envelope, issued_at) VALUES ($1, $2, $3, $4, $5)", [
            license.id,
            input.key,
            position,
            license.envelope,
            license.issuedAt,
          ]);
        }
        for (const mail of input.mails) {
          await query(
            `INSERT INTO outbox (id, order_key, kind, recipient, subject, body_text, attachments, status, next_attempt_at, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $8)`,
            [mail.id, input.key, mail.kind, mail.to, mail.subject, mail.text, JSON.stringify(mail.attachments), input.now],
          );
        }
        return true;
      });
      const order = await this.findOrder(input.key);
      if (order === null) throw new Error(`order ${input.key} vanished after it was recorded`);
      return { order, created };
    } finally {
      this.seats.invalidate();
    }
  }

  async hasEvent(id: string): Promise<boolean> {
    return (await this.query("SELECT 1 FROM webhook_events WHERE id = $1", [id])).length > 0;
  }

  async recordEvent(id: string, type: string, now: number): Promise<void> {
    await this.query("INSERT INTO webhook_events (id, type, processed_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING", [id, type, now]);
  }

  async beginIdempotent(input: IdempotencyStart): Promise<IdempotencyBegin> {
    const { key, fingerprint, owner, now, leaseUntil } = input;
    return this.transaction(async (query): Promise<IdempotencyBegin> => {
      await query("DELETE FROM idempotency_keys WHERE created_at < $1", [forgottenBefore(now)]);
      // Recorded at once when new (beginStep's "record"); a concurrent request with the same key
      // waits here until the first commits its row.
      const inserted = await query(
        "INSERT INTO idempotency_keys (key, fingerprint, state, created_at, owner, lease_until) VALUES ($1, $2, 'in_progress', $3, $4, $5) ON CONFLICT (key) DO NOTHING RETURNING key",
        [key, fingerprint, now, owner, leaseUntil],
      );
      if (inserted.length === 1) return beginStep(undefined, input).answer;
      const [row] = await query("SELECT fingerprint, state, status, body, lease_until FROM idempotency_keys WHERE key = $1 FOR UPDATE", [key]);
      // Swept by another request between the two statements: a serialization failure runs this again.
      if (row === undefined) throw Object.assign(new Error(`idempotency key ${key} vanished`), { code: "40001" });
      const step = beginStep(row, input);
      if (step.write === "take_over") await query("UPDATE idempotency_keys SET owner = $1, lease_until = $2 WHERE key = $3", [owner, leaseUntil, key]);
      return step.answer;
    });
  }

  async renewIdempotent(key: string, owner: string, leaseUntil: number): Promise<boolean> {
    const rows = await this.query("UPDATE idempotency_keys SET lease_until = $1 WHERE key = $2 AND owner = $3 AND state = 'in_progress' RETURNING key", [
      leaseUntil,
      key,
      owner,
    ]);
    return rows.length === 1;
  }

  async finishIdempotent(key: string, status: number, body: string): Promise<void> {
    await this.query(
      "UPDATE idempotency_keys SET state = 'done', status = $1, body = $2, owner = NULL, lease_until = 0 WHERE key = $3 AND state = 'in_progress'",
      [status, body, key],
    );
  }

  async releaseIdempotent(key: string, owner: string): Promise<void> {
    await this.query("UPDATE idempotency_keys SET owner = NULL, lease_until = 0 WHERE key = $1 AND owner = $2 AND state = 'in_progress'", [key, owner]);
  }

  async abandonIdempotent(key: string, owner: string): Promise<void> {
    await this.query("DELETE FROM idempotency_keys WHERE key = $1 AND owner = $2 AND state = 'in_progress'", [key, owner]);
  }

  async addAdEvents(events: readonly NewAdEvent[]): Promise<number[]> {
    if (events.length === 0) return [];
    // One statement: one round trip and one commit for the group. The ids come from the sequence in
    // the order of the rows, so sorted they line up with the events.
    const values = events.map((_, index) => `(${Array.from({ length: 7 }, (_, column) => `$${index * 7 + column + 1}`).join(", ")})`).join(", ");
    const rows = await this.query(
      `INSERT INTO ad_events (event, campaign, source, medium, placement, ref, received_at) VALUES ${values} RETURNING id`,
      events.flatMap((event) => [event.event, event.campaign, event.source, event.medium, event.placement, event.ref, event.receivedAt]),
    );
    return rows.map((row) => Number(row["id"])).sort((a, b) => a - b);
  }

  async deleteAdEventsBefore(cutoff: number, limit: number): Promise<number> {
    const [row] = await this.query(
      "WITH gone AS (DELETE FROM ad_events WHERE id IN (SELECT id FROM ad_events WHERE received_at < $1 ORDER BY received_at LIMIT $2) RETURNING 1) SELECT COUNT(*) AS n FROM gone",
      [cutoff, limit],
    );
    return Number(row?.["n"] ?? 0);
  }

  async listAdEvents(since: number, limit: number): Promise<AdEventRecord[]> {
    const rows = await this.query("SELECT * FROM ad_events WHERE id > $1 ORDER BY id LIMIT $2", [since, limit]);
    return rows.map(adEventFromRow);
  }

  async claimMail(input: { now: number; leaseUntil: number; orderKey?: string }): Promise<MailRecord[]> {
    // A pending e-mail that is due, or one whose sender's lease lapsed (it died mid-send); rows
    // another sender is claiming right now are skipped, not waited for.
    const rows = await this.query(
      `UPDATE outbox SET status = 'sending', claimed_at = $1, next_attempt_at = $2, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1 AND ($3::text IS NULL OR order_key = $3)
         ORDER BY created_at, id LIMIT 50
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [input.now, input.leaseUntil, input.orderKey ?? null],
    );
    rows.sort((a, b) => Number(a["created_at"]) - Number(b["created_at"]) || String(a["id"]).localeCompare(String(b["id"])));
    // RETURNING gives the row as updated: its attempts count this claim.
    return rows.map((row) => mailFromRow(row, Number(row["attempts"])));
  }

  async markMailSent(id: string, now: number, how: "sent" | "spooled"): Promise<void> {
    await this.query("UPDATE outbox SET status = $1, sent_at = $2, last_error = NULL WHERE id = $3", [how, now, id]);
  }

  async markMailFailed(id: string, error: string, retryAt: number): Promise<void> {
    await this.query("UPDATE outbox SET status = 'pending', last_error = $1, next_attempt_at = $2, claimed_at = NULL WHERE id = $3", [
      error.slice(0, 500),
      retryAt,
      id,
    ]);
  }

  async orderMail(orderKey: string): Promise<StoredMail[]> {
    return (await this.query("SELECT id, status, last_error, next_attempt_at FROM outbox WHERE order_key = $1 ORDER BY created_at, id", [orderKey])).map(
      storedMailFromRow,
    );
  }

  async releaseMail(ids: readonly string[], now: number): Promise<void> {
    if (ids.length === 0) return;
    // The attempt it was claimed for never happened, so it is not counted (the retry delay grows with attempts).
    await this.query(
      "UPDATE outbox SET status = 'pending', next_attempt_at = $1, claimed_at = NULL, attempts = GREATEST(attempts - 1, 0) WHERE id = ANY($2::text[]) AND status = 'sending'",
      [now, [...ids]],
    );
  }

  async stats(): Promise<StoreStats> {
    const [orders, outbox] = await Promise.all([this.query(STATS_SQL.orders), this.query(STATS_SQL.outbox)]);
    return statsFromRows(orders, outbox[0]);
  }

  poolStats(): PoolStats {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount, max: POOL_MAX };
  }

  async nextMailDue(): Promise<number | null> {
    const [row] = await this.query("SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status IN ('pending', 'sending')");
    return row?.["due"] === null || row?.["due"] === undefined ? null : Number(row["due"]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

async function readOrder(query: Query, key: string): Promise<OrderRecord | null> {
  const [row] = await query("SELECT * FROM orders WHERE order_key = $1", [key]);
  if (row === undefined) return null;
  return orderFromRow(row, await query("SELECT id, envelope, issued_at FROM licenses WHERE order_key = $1 ORDER BY position", [key]));
}
