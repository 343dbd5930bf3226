// What the service keeps, as a small interface: the embedded SQLite store (./sqlite.ts) and the
// PostgreSQL store implement it. Every method answers a promise (PostgreSQL is reached over the
// network); every method that must be atomic says so, and callers never see a transaction.
import { createHash } from "node:crypto";
import type { ProductId } from "../../catalog.ts";

/**
 * The seat a hold key names for a product. Every retry of one payment holds, and its processor
 * call carries, the same seat name, whether the first hold is still live, has lapsed, or was sold.
 */
export function holdIdOf(holdKey: string, productId: ProductId): string {
  return `hold_${createHash("sha256").update(`${productId}\n${holdKey}`).digest().subarray(0, 12).toString("base64url")}`;
}

export type OrderKind = "checkout_session" | "payment_intent";

export interface IssuedLicense {
  id: string;
  envelope: string;
  issuedAt: string;
}

export interface OrderRecord {
  /** The processor's id: cs_… or pi_…. */
  key: string;
  kind: OrderKind;
  productId: ProductId;
  email: string;
  status: "pending" | "fulfilled";
  clientReferenceId: string | null;
  amountMinor: number | null;
  currency: string | null;
  oversold: boolean;
  createdAt: number;
  fulfilledAt: number | null;
  licenses: IssuedLicense[];
}

export interface MailInput {
  id: string;
  kind: "license" | "support";
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: string }[];
}

export interface StoredMail {
  id: string;
  state: "pending" | "sending" | "sent" | "spooled";
  /** Its last attempt failed. */
  failed: boolean;
  /** When a failed one is tried again (ms), or null. */
  retryAt: number | null;
}

export interface MailRecord extends MailInput {
  orderKey: string;
  attempts: number;
}

export interface FulfilmentInput {
  key: string;
  kind: OrderKind;
  productId: ProductId;
  email: string;
  clientReferenceId: string | null;
  amountMinor: number | null;
  currency: string | null;
  /** Limited tiers: the seat cap; the sale is counted, and flagged oversold past the cap. */
  tierSeats: number | null;
  /** The seat this payment held, turned into a sale. */
  holdId: string | null;
  licenses: IssuedLicense[];
  mails: MailInput[];
  now: number;
}

export type ReserveResult = { ok: true; holdId: string } | { ok: false };

export interface IdempotencyStart {
  key: string;
  /** What the request asks for: the same key with another fingerprint is a conflict. */
  fingerprint: string;
  /** Who runs it now (one id a request): only the owner renews or releases the lease. */
  owner: string;
  now: number;
  leaseUntil: number;
}

export type IdempotencyBegin =
  /** Run the work: a first request, or the retry of one whose lease lapsed (a crash) or that failed with a 5xx. */
  | { state: "run" }
  | { state: "replay"; status: number; body: string }
  /** Another request holds the lease for this long. */
  | { state: "in_progress"; retryAfterMs: number }
  | { state: "conflict" };

export interface AdEventInput {
  event: string;
  campaign: string | null;
  source: string | null;
  medium: string | null;
  placement: string | null;
  ref: string | null;
}

export interface NewAdEvent extends AdEventInput {
  receivedAt: number;
}

export interface AdEventRecord extends NewAdEvent {
  id: number;
}

/** What /metrics reports of the store, read in one go at each scrape. */
export interface StoreStats {
  /** Orders by product and status (products and statuses without orders are left out). */
  orders: { productId: ProductId; status: OrderRecord["status"]; count: number }[];
  /** Unsent e-mails (pending, retrying, or claimed by a sender) and when the oldest was recorded (ms), or null. */
  outbox: { depth: number; oldestCreatedAt: number | null };
}

/** A connection pool's state now (PostgreSQL's; SQLite has none). */
export interface PoolStats {
  /** Connections open, idle ones included. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface Store {
  /** Throws when the store cannot answer. */
  ping(): Promise<void>;
  /**
   * Whether the store can record anything now, by recording something harmless: rejects when it
   * cannot (SQLite: a full disk, a read-only file; PostgreSQL: a read-only standby), true when a
   * write went through, false when it cannot tell (another process held SQLite's lock just then;
   * the probe never waits for it).
   */
  probeWrite(): Promise<boolean>;
  /**
   * Whether an error of this store means the database cannot answer now (down, restarting, a
   * connection lost, locked past the busy timeout), rather than a mistake in a query: the guard
   * (./availability.ts) answers those 503.
   */
  isUnavailable(error: unknown): boolean;

  /** Completed sales and live holds of a tier product. */
  seatCounts(productId: ProductId, now: number): Promise<{ sold: number; held: number }>;
  /**
   * What seatCounts would answer now from the counts it keeps (./seat-cache.ts), without a
   * query and without waiting; null when it would have to ask the database.
   */
  keptSeatCounts(productId: ProductId, now: number): Readonly<{ sold: number; held: number }> | null;
  /**
   * Atomic: holds one seat when sold + live holds < seats. A hold carrying `holdKey` (its payment's
   * key) is named by it (holdIdOf): the same key answers that seat while it is held or once it is
   * sold, and takes it again, under the same name, after it lapsed; the key's hold of another
   * product is given up. Sold seats of a key never count twice.
   */
  reserveSeat(input: { productId: ProductId; seats: number; now: number; expiresAt: number; holdKey: string | null }): Promise<ReserveResult>;
  releaseSeat(holdId: string): Promise<void>;

  findOrder(key: string): Promise<OrderRecord | null>;
  /** Records an order not paid yet (a dynamic Checkout Session, a processing payment); no-op when known. */
  recordPendingOrder(input: Omit<FulfilmentInput, "licenses" | "mails" | "tierSeats" | "holdId">): Promise<void>;
  /**
   * Atomic and exactly once per key: the order, its licenses, the tier sale and its e-mails are
   * recorded together. A second call for the same key changes nothing and returns the first order.
   */
  recordFulfilment(input: FulfilmentInput): Promise<{ order: OrderRecord; created: boolean }>;

  hasEvent(id: string): Promise<boolean>;
  recordEvent(id: string, type: string, now: number): Promise<void>;

  /**
   * Atomic: records a new key (leased to `owner`), replays a finished one, refuses while another
   * owner's lease runs, or hands a lapsed one over.
   */
  beginIdempotent(input: IdempotencyStart): Promise<IdempotencyBegin>;
  /** Extends the owner's lease; false when the key is no longer the owner's. */
  renewIdempotent(key: string, owner: string, leaseUntil: number): Promise<boolean>;
  /** Stores the answer once; later requests with the key replay it. */
  finishIdempotent(key: string, status: number, body: string): Promise<void>;
  /** Gives the lease up (a 5xx): the next retry resumes at once. */
  releaseIdempotent(key: string, owner: string): Promise<void>;
  /** Forgets the owner's unfinished key (nothing was asked of the processor): the key is new again. */
  abandonIdempotent(key: string, owner: string): Promise<void>;

  /** Atomic: the events in one transaction (one disk sync for the batch); their ids, in order. */
  addAdEvents(events: readonly NewAdEvent[]): Promise<number[]>;
  /** Deletes at most `limit` of the events received before `cutoff` (oldest first); how many went. */
  deleteAdEventsBefore(cutoff: number, limit: number): Promise<number>;
  listAdEvents(since: number, limit: number): Promise<AdEventRecord[]>;

  /**
   * Atomic: claims due unsent e-mails (optionally of one order) until `leaseUntil`, so no two
   * senders take the same one; a claim whose lease lapsed (its sender died) is due again.
   */
  claimMail(input: { now: number; leaseUntil: number; orderKey?: string }): Promise<MailRecord[]>;
  markMailSent(id: string, now: number, how: "sent" | "spooled"): Promise<void>;
  markMailFailed(id: string, error: string, retryAt: number): Promise<void>;
  /** An order's e-mails as they stand: each one's state, and whether its last attempt failed. */
  orderMail(orderKey: string): Promise<StoredMail[]>;
  /** Gives claims back unsent (a sender shutting down): due again at once, for any sender. */
  releaseMail(ids: readonly string[], now: number): Promise<void>;
  /** When the next unsent e-mail is due (a pending one, or a lapsed claim), or null. */
  nextMailDue(): Promise<number | null>;

  /** Counts for /metrics: orders by product and status, the outbox's depth and oldest e-mail. */
  stats(): Promise<StoreStats>;
  /** The connection pool's state, read from memory (no query); null for a store without one. */
  poolStats(): PoolStats | null;

  close(): Promise<void>;
}
