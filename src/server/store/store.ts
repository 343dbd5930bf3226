// What the service keeps, as a small interface: the embedded SQLite store implements it
// (./sqlite.ts) and a PostgreSQL store could. Every method that must be atomic says so; callers
// never see a transaction.
import type { ProductId } from "../../catalog.ts";

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

export type IdempotencyBegin =
  | { state: "new" }
  | { state: "replay"; status: number; body: string }
  | { state: "in_progress" }
  | { state: "conflict" };

export interface AdEventInput {
  event: string;
  campaign: string | null;
  source: string | null;
  medium: string | null;
  placement: string | null;
  ref: string | null;
}

export interface AdEventRecord extends AdEventInput {
  id: number;
  receivedAt: number;
}

export interface Store {
  /** Throws when the store cannot answer. */
  ping(): void;

  /** Completed sales and live holds of a tier product. */
  seatCounts(productId: ProductId, now: number): { sold: number; held: number };
  /**
   * Atomic: holds one seat when sold + live holds < seats. A hold carrying `holdKey` (the buyer's
   * Idempotency-Key) is reused by a retry with the same key instead of taking a second seat.
   */
  reserveSeat(input: { productId: ProductId; seats: number; now: number; expiresAt: number; holdKey: string | null }): ReserveResult;
  releaseSeat(holdId: string): void;

  findOrder(key: string): OrderRecord | null;
  /** Records an order not paid yet (a dynamic Checkout Session, a processing payment); no-op when known. */
  recordPendingOrder(input: Omit<FulfilmentInput, "licenses" | "mails" | "tierSeats" | "holdId">): void;
  /**
   * Atomic and exactly once per key: the order, its licenses, the tier sale and its e-mails are
   * recorded together. A second call for the same key changes nothing and returns the first order.
   */
  recordFulfilment(input: FulfilmentInput): { order: OrderRecord; created: boolean };

  hasEvent(id: string): boolean;
  recordEvent(id: string, type: string, now: number): void;

  beginIdempotent(key: string, fingerprint: string, now: number): IdempotencyBegin;
  finishIdempotent(key: string, status: number, body: string): void;
  abandonIdempotent(key: string): void;

  addAdEvent(input: AdEventInput, now: number): number;
  listAdEvents(since: number, limit: number): AdEventRecord[];

  /** Claims due unsent e-mails (optionally of one order), so no two senders take the same one. */
  claimMail(input: { now: number; orderKey?: string }): MailRecord[];
  markMailSent(id: string, now: number, how: "sent" | "spooled"): void;
  markMailFailed(id: string, error: string, retryAt: number): void;
  /** When the next pending e-mail is due, or null. */
  nextMailDue(): number | null;

  close(): void;
}
