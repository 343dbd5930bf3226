// The life of an idempotency key, decided here once for both stores; each store reads and writes
// the row with its own SQL, in its own transaction, and asks this module what to do.
//
//   no row ──begin──▶ in_progress (owner, lease)            the first request runs
//   in_progress ──begin, another fingerprint──▶ conflict    (so is a done key)
//   in_progress ──begin, lease running──▶ in_progress       "retry after" the rest of the lease
//   in_progress ──begin, lease lapsed──▶ in_progress         taken over: the retry resumes the work
//   in_progress ──renew (owner)──▶ in_progress               a longer lease
//   in_progress ──release (owner)──▶ in_progress, no lease   a 5xx: the next retry runs at once
//   in_progress ──abandon (owner)──▶ no row                  nothing was asked of the processor
//   in_progress ──finish──▶ done (status, body)              replayed to every later request
//   any ── IDEMPOTENCY_TTL_MS after it was recorded ──▶ forgotten at the next begin
//
// renew, release and abandon change only the owner's unfinished key, and finish only an unfinished
// one: each is one conditional statement in the store (WHERE owner = … AND state = 'in_progress').
import type { IdempotencyBegin, IdempotencyStart } from "./store.ts";
import type { StoreRow } from "./rows.ts";

/** Idempotency keys are remembered this long (as long as Stripe remembers its own). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Keys recorded before this are forgotten (the store deletes them when a request begins). */
export function forgottenBefore(now: number): number {
  return now - IDEMPOTENCY_TTL_MS;
}

/** What a request that begins does to its key's row. */
export interface BeginStep {
  answer: IdempotencyBegin;
  /** "record": insert the row, leased to this request; "take_over": lease the row to it; null: write nothing. */
  write: "record" | "take_over" | null;
}

/**
 * A request begins with its key: `row` is the key's row as recorded (fingerprint, state, status,
 * body, lease_until), or undefined when there is none. Either store's row reads the same: numbers
 * may arrive as text (PostgreSQL's BIGINT).
 */
export function beginStep(row: StoreRow | undefined, input: IdempotencyStart): BeginStep {
  if (row === undefined) return { answer: { state: "run" }, write: "record" };
  if (row["fingerprint"] !== input.fingerprint) return { answer: { state: "conflict" }, write: null };
  if (row["state"] === "done") return { answer: { state: "replay", status: Number(row["status"]), body: String(row["body"]) }, write: null };
  const lease = Number(row["lease_until"]);
  if (lease > input.now) return { answer: { state: "in_progress", retryAfterMs: lease - input.now }, write: null };
  // The request that held the lease died or gave up: this one resumes its work.
  return { answer: { state: "run" }, write: "take_over" };
}
