// Rows of the store's tables as the records of ./store.ts, for both stores: the tables have the
// same columns in SQLite and PostgreSQL; only how a value arrives differs (PostgreSQL's BIGINT as a
// string, SQLite's boolean as 0 or 1), and Number()/String() read either.
import type { ProductId } from "../../catalog.ts";
import type { AdEventRecord, IssuedLicense, MailRecord, OrderRecord, StoredMail, StoreStats } from "./store.ts";

export type StoreRow = Record<string, unknown>;

export function nullableText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A row of `licenses` (id, envelope, issued_at). */
export function licenseFromRow(row: StoreRow): IssuedLicense {
  return { id: String(row["id"]), envelope: String(row["envelope"]), issuedAt: String(row["issued_at"]) };
}

/** A row of `orders` with its licenses in order. */
export function orderFromRow(row: StoreRow, licenses: StoreRow[]): OrderRecord {
  return {
    key: String(row["order_key"]),
    kind: row["kind"] as OrderRecord["kind"],
    productId: row["product_id"] as ProductId,
    email: String(row["email"]),
    status: row["status"] as OrderRecord["status"],
    clientReferenceId: nullableText(row["client_reference_id"]),
    amountMinor: nullableNumber(row["amount_minor"]),
    currency: nullableText(row["currency"]),
    oversold: Number(row["oversold"]) === 1,
    createdAt: Number(row["created_at"]),
    fulfilledAt: nullableNumber(row["fulfilled_at"]),
    licenses: licenses.map(licenseFromRow),
  };
}

export function adEventFromRow(row: StoreRow): AdEventRecord {
  return {
    id: Number(row["id"]),
    event: String(row["event"]),
    campaign: nullableText(row["campaign"]),
    source: nullableText(row["source"]),
    medium: nullableText(row["medium"]),
    placement: nullableText(row["placement"]),
    ref: nullableText(row["ref"]),
    receivedAt: Number(row["received_at"]),
  };
}

/** A row of `outbox` being claimed; `attempts` counts this claim. */
export function storedMailFromRow(row: StoreRow): StoredMail {
  const state = row["status"] as StoredMail["state"];
  const failed = row["last_error"] !== null && row["last_error"] !== undefined;
  return { id: String(row["id"]), state, failed, retryAt: failed && state === "pending" ? Number(row["next_attempt_at"]) : null };
}

export function mailFromRow(row: StoreRow, attempts: number): MailRecord {
  return {
    id: String(row["id"]),
    orderKey: String(row["order_key"]),
    kind: row["kind"] as MailRecord["kind"],
    to: String(row["recipient"]),
    subject: String(row["subject"]),
    text: String(row["body_text"]),
    attachments: JSON.parse(String(row["attachments"])) as MailRecord["attachments"],
    attempts,
  };
}

/** Store.stats() in either store: the same two queries, read by statsFromRows. */
export const STATS_SQL = {
  orders: "SELECT product_id, status, COUNT(*) AS count FROM orders GROUP BY product_id, status ORDER BY product_id, status",
  outbox: "SELECT COUNT(*) AS depth, MIN(created_at) AS oldest FROM outbox WHERE status IN ('pending', 'sending')",
} as const;

export function statsFromRows(orders: StoreRow[], outbox: StoreRow | undefined): StoreStats {
  return {
    orders: orders.map((row) => ({ productId: row["product_id"] as ProductId, status: row["status"] as OrderRecord["status"], count: Number(row["count"]) })),
    outbox: { depth: Number(outbox?.["depth"] ?? 0), oldestCreatedAt: nullableNumber(outbox?.["oldest"]) },
  };
}
