// The embedded store on node:sqlite, in SVC_DATA_DIR/svc.sqlite: WAL, full fsync on commit (these
// are payments; ad events alone commit without one, see openSqliteStore), a busy timeout for a second process on the same file, and numbered migrations
// tracked in PRAGMA user_version. node:sqlite is synchronous: the methods answer promises (the
// Store interface), but each transaction runs whole before its promise settles and never spans an
// await, so within one process two buyers cannot interleave inside reserveSeat, and BEGIN
// IMMEDIATE serialises writers across processes.
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
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
  ReserveResult,
  Store,
  StoredMail,
  StoreStats,
} from "./store.ts";
import { holdIdOf } from "./store.ts";

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE orders (
     order_key TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     product_id TEXT NOT NULL,
     email TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'fulfilled')),
     client_reference_id TEXT,
     amount_minor INTEGER,
     currency TEXT,
     oversold INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     fulfilled_at INTEGER
   );
   CREATE TABLE licenses (
     id TEXT PRIMARY KEY,
     order_key TEXT NOT NULL REFERENCES orders(order_key),
     position INTEGER NOT NULL,
     envelope TEXT NOT NULL,
     issued_at TEXT NOT NULL,
     UNIQUE (order_key, position)
   );
   CREATE TABLE tier_seats (
     id TEXT PRIMARY KEY,
     product_id TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('held', 'sold')),
     hold_key TEXT UNIQUE,
     order_key TEXT UNIQUE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER
   );
   CREATE INDEX tier_seats_product ON tier_seats (product_id, state);
   CREATE TABLE webhook_events (
     id TEXT PRIMARY KEY,
     type TEXT NOT NULL,
     processed_at INTEGER NOT NULL
   );
   CREATE TABLE idempotency_keys (
     key TEXT PRIMARY KEY,
     fingerprint TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
     status INTEGER,
     body TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE ad_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     event TEXT NOT NULL,
     campaign TEXT, source TEXT, medium TEXT, placement TEXT, ref TEXT,
     received_at INTEGER NOT NULL
   );
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
     next_attempt_at INTEGER NOT NULL,
     claimed_at INTEGER,
     created_at INTEGER NOT NULL,
     sent_at INTEGER
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // A hold's key belongs to the hold only while it is held: a sold seat keeps none (it keeps the
  // name the key gave it, holdIdOf, by which a retry of its payment finds it sold).
  `UPDATE tier_seats SET hold_key = NULL WHERE state = 'sold';`,
  // An idempotent request holds its key by a lease that it renews while it runs, so a retry after a
  // crash resumes the same processor call (hold_id is no longer written: a retry finds its seat by
  // the hold's key). A claimed e-mail's next_attempt_at is its lease; ad events are swept by age.
  `ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;
   ALTER TABLE idempotency_keys ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE idempotency_keys ADD COLUMN hold_id TEXT;
   CREATE INDEX ad_events_received ON ad_events (received_at);`,
];

/**
 * SQLite's primary result codes that mean the file cannot be used now rather than that a
 * statement is wrong: BUSY and LOCKED (another process holds the lock past the busy timeout),
 * NOMEM, READONLY, IOERR, FULL (the disk), CANTOPEN.
 */
const UNAVAILABLE_RESULTS = new Set([5, 6, 7, 8, 10, 13, 14]);
const SQLITE_BUSY = 5;
/** How long a statement waits for another process's lock on the file before it fails BUSY. */
const BUSY_TIMEOUT_MS = 5000;

export function sqliteUnavailable(error: unknown): boolean {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") return UNAVAILABLE_RESULTS.has(errcode & 0xff);
  // The store closed under a request (shutting down).
  return code === "ERR_INVALID_STATE" && error instanceof Error && /database is not open/.test(error.message);
}

type Row = Record<string, SQLInputValue>;

/** The store's file in a data folder. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, "svc.sqlite");
}

export async function openSqliteStore(dataDir: string): Promise<Store> {
  const { main, adEvents } = await openSqliteConnections(dataDir);
  return new SqliteStore(main, adEvents);
}

/**
 * The store's two connections to its file, migrated. Ad events go through the second, whose
 * commits do not sync the disk (synchronous=NORMAL: in WAL mode the log is synced at checkpoint,
 * not on each commit). node:sqlite is synchronous, so a sync per group of events would stall every
 * other request (issue 15). Ad events are analytics: a power cut may lose the last moment of them,
 * never corrupt the file; orders, seats and e-mail stay on the first, FULL connection.
 */
export async function openSqliteConnections(dataDir: string): Promise<{ main: DatabaseSync; adEvents: DatabaseSync }> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { DatabaseSync } = await import("node:sqlite");
  const main = new DatabaseSync(sqliteFile(dataDir));
  main.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  main.exec("PRAGMA journal_mode = WAL");
  main.exec("PRAGMA synchronous = FULL");
  main.exec("PRAGMA foreign_keys = ON");
  migrate(main);
  const adEvents = new DatabaseSync(sqliteFile(dataDir));
  adEvents.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  adEvents.exec("PRAGMA synchronous = NORMAL");
  return { main, adEvents };
}

function migrate(db: DatabaseSync): void {
  const current = Number((db.prepare("PRAGMA user_version").get() as Row)["user_version"]);
  if (current > MIGRATIONS.length) {
    throw new Error(`the store was written by a newer svc (schema ${current}, this one knows ${MIGRATIONS.length}); upgrade svc`);
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(MIGRATIONS[version] ?? "");
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

/** One connection with its prepared statements kept for reuse. */
class Connection {
  readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  sql(text: string): StatementSync {
    let statement = this.statements.get(text);
    if (statement === undefined) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  transaction<T>(work: () => T): T {
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      throw error;
    }
  }

  close(): void {
    if (!this.db.isOpen) return;
    this.statements.clear();
    this.db.close();
  }
}

class SqliteStore implements Store {
  private readonly main: Connection;
  /** Ad events only: commits without a disk sync (see openSqliteStore). */
  private readonly adEvents: Connection;
  private readonly seats = new SeatCache();

  constructor(db: DatabaseSync, adEvents: DatabaseSync) {
    this.main = new Connection(db);
    this.adEvents = new Connection(adEvents);
  }

  private sql(text: string): StatementSync {
    return this.main.sql(text);
  }

  private transaction<T>(work: () => T): T {
    return this.main.transaction(work);
  }

  async ping(): Promise<void> {
    this.sql("SELECT 1").get();
  }

  async probeWrite(): Promise<boolean> {
    // The file's own schema version written again as it is: a commit of one page (to the WAL,
    // synced), which a full disk or a read-only file fails, and which changes nothing. Without
    // waiting for another process's lock: node:sqlite waits blocking the whole server.
    const { db } = this.main;
    db.exec("PRAGMA busy_timeout = 0");
    try {
      this.transaction(() => {
        const version = Number((this.sql("PRAGMA user_version").get() as Row)["user_version"]);
        db.exec(`PRAGMA user_version = ${version}`);
      });
      return true;
    } catch (error) {
      const { errcode } = error as { errcode?: unknown };
      if (typeof errcode === "number" && (errcode & 0xff) === SQLITE_BUSY) return false;
      throw error;
    } finally {
      db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
  }

  isUnavailable(error: unknown): boolean {
    return sqliteUnavailable(error);
  }

  keptSeatCounts(productId: ProductId, now: number): Readonly<{ sold: number; held: number }> | null {
    return this.seats.peek(productId, now);
  }

  seatCounts(productId: ProductId, now: number): Promise<{ sold: number; held: number }> {
    return this.seats.read(productId, now, async () => {
      const counts = this.countSeats(productId, now);
      const lapse = this.sql("SELECT MIN(expires_at) AS next FROM tier_seats WHERE product_id = ? AND state = 'held' AND expires_at > ?").get(
        productId,
        now,
      ) as Row;
      return { counts, nextLapse: lapse["next"] === null ? null : Number(lapse["next"]) };
    });
  }

  private countSeats(productId: ProductId, now: number): { sold: number; held: number } {
    const row = this.sql(
      `SELECT COALESCE(SUM(state = 'sold'), 0) AS sold, COALESCE(SUM(state = 'held' AND expires_at > ?), 0) AS held
       FROM tier_seats WHERE product_id = ?`,
    ).get(now, productId) as Row;
    return { sold: Number(row["sold"]), held: Number(row["held"]) };
  }

  async reserveSeat(input: { productId: ProductId; seats: number; now: number; expiresAt: number; holdKey: string | null }): Promise<ReserveResult> {
    this.seats.invalidate();
    return this.transaction(() => {
      // Expired holds are gone for good: the payment they held for took longer than allowed.
      this.sql("DELETE FROM tier_seats WHERE state = 'held' AND expires_at <= ?").run(input.now);
      const named = input.holdKey === null ? null : holdIdOf(input.holdKey, input.productId);
      if (input.holdKey !== null && named !== null) {
        // Held (live: lapsed ones are gone) or sold already: this key's seat.
        if (this.sql("SELECT 1 FROM tier_seats WHERE id = ?").get(named) !== undefined) return { ok: true, holdId: named };
        // The key holds another product's seat: the request that held it was abandoned.
        this.sql("DELETE FROM tier_seats WHERE hold_key = ? AND state = 'held'").run(input.holdKey);
      }
      const { sold, held } = this.countSeats(input.productId, input.now);
      if (sold + held >= input.seats) return { ok: false };
      const holdId = named ?? newId("hold");
      this.sql("INSERT INTO tier_seats (id, product_id, state, hold_key, created_at, expires_at) VALUES (?, ?, 'held', ?, ?, ?)").run(
        holdId,
        input.productId,
        input.holdKey,
        input.now,
        input.expiresAt,
      );
      return { ok: true, holdId };
    });
  }

  async releaseSeat(holdId: string): Promise<void> {
    this.seats.invalidate();
    this.sql("DELETE FROM tier_seats WHERE id = ? AND state = 'held'").run(holdId);
  }

  async findOrder(key: string): Promise<OrderRecord | null> {
    const row = this.sql("SELECT * FROM orders WHERE order_key = ?").get(key) as Row | undefined;
    if (row === undefined) return null;
    return orderFromRow(row, this.sql("SELECT id, envelope, issued_at FROM licenses WHERE order_key = ? ORDER BY position").all(key) as Row[]);
  }

  async recordPendingOrder(input: Omit<FulfilmentInput, "licenses" | "mails" | "tierSeats" | "holdId">): Promise<void> {
    this.sql(
      `INSERT INTO orders (order_key, kind, product_id, email, status, client_reference_id, amount_minor, currency, created_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT (order_key) DO NOTHING`,
    ).run(input.key, input.kind, input.productId, input.email, input.clientReferenceId, input.amountMinor, input.currency, input.now);
  }

  async recordFulfilment(input: FulfilmentInput): Promise<{ order: OrderRecord; created: boolean }> {
    this.seats.invalidate();
    const created = this.transaction(() => {
      const existing = this.sql("SELECT status FROM orders WHERE order_key = ?").get(input.key) as Row | undefined;
      if (existing !== undefined && existing["status"] === "fulfilled") return false;
      let oversold = false;
      if (input.tierSeats !== null) {
        const sold = this.countSeats(input.productId, input.now).sold;
        oversold = sold >= input.tierSeats;
        const converted =
          input.holdId === null
            ? 0
            : Number(
                this.sql("UPDATE tier_seats SET state = 'sold', order_key = ?, expires_at = NULL, hold_key = NULL WHERE id = ? AND state = 'held'").run(
                  input.key,
                  input.holdId,
                ).changes,
              );
        if (converted === 0) {
          // The hold lapsed: the sale keeps its name where it is free, so a retry of the payment finds it sold.
          const free = input.holdId !== null && this.sql("SELECT 1 FROM tier_seats WHERE id = ?").get(input.holdId) === undefined;
          this.sql("INSERT INTO tier_seats (id, product_id, state, order_key, created_at) VALUES (?, ?, 'sold', ?, ?)").run(
            free ? input.holdId : newId("seat"),
            input.productId,
            input.key,
            input.now,
          );
        }
      }
      if (existing === undefined) {
        this.sql(
          `INSERT INTO orders (order_key, kind, product_id, email, status, client_reference_id, amount_minor, currency, oversold, created_at, fulfilled_at)
           VALUES (?, ?, ?, ?, 'fulfilled', ?, ?, ?, ?, ?, ?)`,
        ).run(
          input.key,
          input.kind,
          input.productId,
          input.email,
          input.clientReferenceId,
          input.amountMinor,
          input.currency,
          oversold ? 1 : 0,
          input.now,
          input.now,
        );
      } else {
        this.sql(
          `UPDATE orders SET status = 'fulfilled', product_id = ?, email = ?, client_reference_id = COALESCE(?, client_reference_id),
             amount_minor = ?, currency = ?, oversold = ?, fulfilled_at = ? WHERE order_key = ?`,
        ).run(input.productId, input.email, input.clientReferenceId, input.amountMinor, input.currency, oversold ? 1 : 0, input.now, input.key);
      }
      input.licenses.forEach((license, position) => {
        this.sql("INSERT INTO licenses (id, order_key, position, envelope, issued_at) VALUES (?, ?, ?, ?, ?)").run(
          license.id,
          input.key,
          position,
          license.envelope,
          license.issuedAt,
        );
      });
      for (const mail of input.mails) {
        this.sql(
          `INSERT INTO outbox (id, order_key, kind, recipient, subject, body_text, attachments, status, next_attempt_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
        ).run(mail.id, input.key, mail.kind, mail.to, mail.subject, mail.text, JSON.stringify(mail.attachments), input.now, input.now);
      }
      return true;
    });
    const order = await this.findOrder(input.key);
    if (order === null) throw new Error(`order ${input.key} vanished after it was recorded`);
    return { order, created };
  }

  async hasEvent(id: string): Promise<boolean> {
    return this.sql("SELECT 1 FROM webhook_events WHERE id = ?").get(id) !== undefined;
  }

  async recordEvent(id: string, type: string, now: number): Promise<void> {
    this.sql("INSERT INTO webhook_events (id, type, processed_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING").run(id, type, now);
  }

  async beginIdempotent(input: IdempotencyStart): Promise<IdempotencyBegin> {
    const { key, fingerprint, owner, now, leaseUntil } = input;
    return this.transaction((): IdempotencyBegin => {
      this.sql("DELETE FROM idempotency_keys WHERE created_at < ?").run(forgottenBefore(now));
      const row = this.sql("SELECT fingerprint, state, status, body, lease_until FROM idempotency_keys WHERE key = ?").get(key) as Row | undefined;
      const step = beginStep(row, input);
      if (step.write === "record") {
        this.sql("INSERT INTO idempotency_keys (key, fingerprint, state, created_at, owner, lease_until) VALUES (?, ?, 'in_progress', ?, ?, ?)").run(
          key,
          fingerprint,
          now,
          owner,
          leaseUntil,
        );
      } else if (step.write === "take_over") {
        this.sql("UPDATE idempotency_keys SET owner = ?, lease_until = ? WHERE key = ?").run(owner, leaseUntil, key);
      }
      return step.answer;
    });
  }

  async renewIdempotent(key: string, owner: string, leaseUntil: number): Promise<boolean> {
    return (
      Number(
        this.sql("UPDATE idempotency_keys SET lease_until = ? WHERE key = ? AND owner = ? AND state = 'in_progress'").run(leaseUntil, key, owner).changes,
      ) === 1
    );
  }

  async finishIdempotent(key: string, status: number, body: string): Promise<void> {
    this.sql("UPDATE idempotency_keys SET state = 'done', status = ?, body = ?, owner = NULL, lease_until = 0 WHERE key = ? AND state = 'in_progress'").run(
      status,
      body,
      key,
    );
  }

  async releaseIdempotent(key: string, owner: string): Promise<void> {
    this.sql("UPDATE idempotency_keys SET owner = NULL, lease_until = 0 WHERE key = ? AND owner = ? AND state = 'in_progress'").run(key, owner);
  }

  async abandonIdempotent(key: string, owner: string): Promise<void> {
    this.sql("DELETE FROM idempotency_keys WHERE key = ? AND owner = ? AND state = 'in_progress'").run(key, owner);
  }

  async addAdEvents(events: readonly NewAdEvent[]): Promise<number[]> {
    if (events.length === 0) return [];
    const insert = this.adEvents.sql("INSERT INTO ad_events (event, campaign, source, medium, placement, ref, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
    return this.adEvents.transaction(() =>
      events.map((event) =>
        Number(insert.run(event.event, event.campaign, event.source, event.medium, event.placement, event.ref, event.receivedAt).lastInsertRowid),
      ),
    );
  }

  async deleteAdEventsBefore(cutoff: number, limit: number): Promise<number> {
    const result = this.adEvents
      .sql("DELETE FROM ad_events WHERE id IN (SELECT id FROM ad_events WHERE received_at < ? ORDER BY received_at LIMIT ?)")
      .run(cutoff, limit);
    return Number(result.changes);
  }

  async listAdEvents(since: number, limit: number): Promise<AdEventRecord[]> {
    return (this.sql("SELECT * FROM ad_events WHERE id > ? ORDER BY id LIMIT ?").all(since, limit) as Row[]).map(adEventFromRow);
  }

  async claimMail(input: { now: number; leaseUntil: number; orderKey?: string }): Promise<MailRecord[]> {
    return this.transaction(() => {
      // A pending e-mail that is due, or one whose sender's lease lapsed (it died mid-send).
      const rows = this.sql(
        `SELECT * FROM outbox
         WHERE status IN ('pending', 'sending') AND next_attempt_at <= ?
           AND (? IS NULL OR order_key = ?)
         ORDER BY created_at, id LIMIT 50`,
      ).all(input.now, input.orderKey ?? null, input.orderKey ?? null) as Row[];
      for (const row of rows) {
        this.sql("UPDATE outbox SET status = 'sending', claimed_at = ?, next_attempt_at = ?, attempts = attempts + 1 WHERE id = ?").run(
          input.now,
          input.leaseUntil,
          row["id"] as string,
        );
      }
      return rows.map((row) => mailFromRow(row, Number(row["attempts"]) + 1));
    });
  }

  async markMailSent(id: string, now: number, how: "sent" | "spooled"): Promise<void> {
    this.sql("UPDATE outbox SET status = ?, sent_at = ?, last_error = NULL WHERE id = ?").run(how, now, id);
  }

  async markMailFailed(id: string, error: string, retryAt: number): Promise<void> {
    this.sql("UPDATE outbox SET status = 'pending', last_error = ?, next_attempt_at = ?, claimed_at = NULL WHERE id = ?").run(error.slice(0, 500), retryAt, id);
  }

  async orderMail(orderKey: string): Promise<StoredMail[]> {
    return (this.sql("SELECT id, status, last_error, next_attempt_at FROM outbox WHERE order_key = ? ORDER BY created_at, id").all(orderKey) as Row[]).map(
      storedMailFromRow,
    );
  }

  async releaseMail(ids: readonly string[], now: number): Promise<void> {
    // The attempt it was claimed for never happened, so it is not counted (the retry delay grows with attempts).
    const release = this.sql(
      "UPDATE outbox SET status = 'pending', next_attempt_at = ?, claimed_at = NULL, attempts = MAX(attempts - 1, 0) WHERE id = ? AND status = 'sending'",
    );
    this.transaction(() => {
      for (const id of ids) release.run(now, id);
    });
  }

  async nextMailDue(): Promise<number | null> {
    const row = this.sql("SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status IN ('pending', 'sending')").get() as Row;
    return row["due"] === null ? null : Number(row["due"]);
  }

  async stats(): Promise<StoreStats> {
    return statsFromRows(this.sql(STATS_SQL.orders).all() as Row[], this.sql(STATS_SQL.outbox).get() as Row | undefined);
  }

  /** Two connections on a file, used one statement at a time: no pool to report. */
  poolStats(): null {
    return null;
  }

  async close(): Promise<void> {
    this.adEvents.close();
    this.main.close();
  }
}

export interface SqliteBackup {
  /** Size of the copy in bytes. */
  bytes: number;
  orders: number;
  schema: number;
}

/**
 * A consistent copy of a running store: `VACUUM INTO` writes one snapshot of the database (a
 * read transaction, so a server writing meanwhile neither waits nor shows half a sale), into a
 * temporary file beside `out` that is checked (integrity_check) and then renamed over it. The
 * store is opened read-only and never migrated. A copy is restored by putting it in place of
 * svc.sqlite in a stopped server's data folder (deploy/README.md).
 */
export async function backupSqliteStore(dataDir: string, out: string): Promise<SqliteBackup> {
  const { DatabaseSync } = await import("node:sqlite");
  const source = new DatabaseSync(sqliteFile(dataDir), { readOnly: true, timeout: 5000 });
  const temporary = path.join(path.dirname(out), `.${path.basename(out)}.${process.pid}.tmp`);
  try {
    source.prepare("VACUUM INTO ?").run(temporary);
  } finally {
    source.close();
  }
  try {
    const copy = new DatabaseSync(temporary, { readOnly: true });
    let orders: number;
    let schema: number;
    try {
      const check = copy.prepare("PRAGMA integrity_check").get() as Row;
      if (check["integrity_check"] !== "ok") throw new Error(`the copy fails SQLite's integrity check: ${String(check["integrity_check"])}`);
      orders = Number((copy.prepare("SELECT COUNT(*) AS n FROM orders").get() as Row)["n"]);
      schema = Number((copy.prepare("PRAGMA user_version").get() as Row)["user_version"]);
    } finally {
      copy.close();
    }
    await rename(temporary, out);
    return { bytes: (await stat(out)).size, orders, schema };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
