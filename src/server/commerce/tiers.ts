// Limited tiers (docs/promises.md#seats): each tier's seats are counted from its completed sales plus the
// seats held by agentic payments under way (at most ten minutes each). Holding is one atomic store
// operation, so concurrent buyers can never take more seats than there are.
import { PRODUCTS, type Product } from "../../catalog.ts";
import { HttpError } from "../http/errors.ts";
import type { Store } from "../store/store.ts";

const HOLD_MS = 10 * 60 * 1000;

/** What tiers need of the server's dependencies (metrics reads tiers too, so not ServerDeps itself). */
interface TierDeps {
  store: Store;
  now: () => Date;
}

export interface TierStatus {
  available: boolean;
  /** Limited tiers only. */
  remaining?: number;
}

/** `now` (ms) when the caller has read the clock already. */
export async function tierStatus(product: Product, deps: TierDeps, now = deps.now().getTime()): Promise<TierStatus> {
  return keptTierStatus(product, deps, now) ?? statusOf(product, await deps.store.seatCounts(product.id, now));
}

/** The status from the seat counts the store keeps, at once; null when the store must be asked (tierStatus). */
export function keptTierStatus(product: Product, deps: Pick<TierDeps, "store">, now: number): TierStatus | null {
  if (product.tier === null) return UNLIMITED;
  const counts = deps.store.keptSeatCounts(product.id, now);
  return counts === null ? null : statusOf(product, counts);
}

const UNLIMITED: TierStatus = Object.freeze({ available: true });

/** The products sold in limited tiers, in the catalog's order. */
export const LIMITED_TIERS: readonly Product[] = PRODUCTS.filter((product) => product.tier !== null);

/** The seats left of each of LIMITED_TIERS, in that order (what the catalog shows and /metrics reports). */
export function seatsLeft(deps: TierDeps, now: number): Promise<number[]> {
  return Promise.all(LIMITED_TIERS.map(async (product) => (await tierStatus(product, deps, now)).remaining ?? 0));
}

function statusOf(product: Product, { sold, held }: { sold: number; held: number }): TierStatus {
  if (product.tier === null) return UNLIMITED;
  const remaining = Math.max(0, product.tier.seats - sold - held);
  return { available: remaining > 0, remaining };
}

export function soldOut(product: Product): HttpError {
  const next = product.tier?.next;
  return new HttpError(409, "sold_out", `${product.name} is sold out${next === undefined ? "" : `; ${next} is the next tier`}`, {
    extra: next === undefined ? {} : { next_product_id: next },
  });
}

/** Holds a seat of a limited tier for one payment; null for unlimited products. Throws sold_out. */
export async function holdSeat(product: Product, holdKey: string | null, deps: TierDeps): Promise<string | null> {
  if (product.tier === null) return null;
  const now = deps.now().getTime();
  const result = await deps.store.reserveSeat({ productId: product.id, seats: product.tier.seats, now, expiresAt: now + HOLD_MS, holdKey });
  if (!result.ok) throw soldOut(product);
  return result.holdId;
}
