// Seat counts are read on every catalog, pricing and quote request. Each store keeps them in this
// cache until its own process changes a seat, a hold lapses, or SEAT_CACHE_MS has passed (what
// another process sharing the store may have sold meanwhile). Holding a seat never reads the
// cache: it always counts afresh inside its transaction, so the cache can only make a shown count
// a second old, never sell a seat twice.
import type { ProductId } from "../../catalog.ts";

export const SEAT_CACHE_MS = 1000;

export interface SeatCounts {
  sold: number;
  held: number;
}

export class SeatCache {
  private version = 0;
  private readonly entries = new Map<string, { version: number; from: number; until: number; counts: SeatCounts }>();
  /** Counts being read now: readers arriving meanwhile share the one query instead of each sending theirs. */
  private readonly reading = new Map<string, { version: number; counts: Promise<SeatCounts> }>();

  /** Forgets every count: this process is changing seats. */
  invalidate(): void {
    this.version++;
  }

  /** The counts kept for a product that are still good at `now`, without asking anyone; null when there are none. */
  peek(productId: ProductId, now: number): Readonly<SeatCounts> | null {
    const cached = this.entries.get(productId);
    return cached !== undefined && cached.version === this.version && now >= cached.from && now < cached.until ? cached.counts : null;
  }

  /**
   * The cached counts of a product at `now`, or fresh ones from `count`, kept until `nextLapse`
   * (the earliest live hold's expiry, or null) or SEAT_CACHE_MS, whichever comes first.
   */
  async read(productId: ProductId, now: number, count: () => Promise<{ counts: SeatCounts; nextLapse: number | null }>): Promise<SeatCounts> {
    const kept = this.peek(productId, now);
    if (kept !== null) return { ...kept };
    const version = this.version;
    const shared = this.reading.get(productId);
    if (shared !== undefined && shared.version === version) return { ...(await shared.counts) };
    const counts = (async (): Promise<SeatCounts> => {
      try {
        const { counts, nextLapse } = await count();
        const until = Math.min(now + SEAT_CACHE_MS, nextLapse ?? Infinity);
        // A seat changed while the store answered: the answer may predate it, so it is not kept.
        if (version === this.version) this.entries.set(productId, { version, from: now, until, counts });
        return counts;
      } finally {
        if (this.reading.get(productId)?.version === version) this.reading.delete(productId);
      }
    })();
    this.reading.set(productId, { version, counts });
    return { ...(await counts) };
  }
}
