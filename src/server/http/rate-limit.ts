// Per-address rate limits (docs/service.md#rate-limits): a fixed one-minute window per class and address.
// Memory is bounded by sweeping finished windows whenever the table grows large.

/** `auth`: failed authentications (a wrong or missing bearer token on /metrics and the admin endpoints). */
export type LimitClass = "post" | "get" | "ad" | "lookup" | "auth";

const WINDOW_MS = 60_000;
const SWEEP_AT = 10_000;

export class RateLimiter {
  private readonly limits: Record<LimitClass, number>;
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(limits: Record<LimitClass, number>) {
    this.limits = limits;
  }

  /** Whether a class is limited at all (`0` turns one off). */
  applies(kind: LimitClass): boolean {
    return this.limits[kind] !== 0;
  }

  /** null when allowed; otherwise the seconds until the address may try again. */
  take(kind: LimitClass, address: string, now: number): number | null {
    const limit = this.limits[kind];
    if (limit === 0) return null;
    const key = `${kind} ${address}`;
    let window = this.windows.get(key);
    if (window === undefined || now - window.start >= WINDOW_MS) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    if (window.count <= limit) return null;
    return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
  }

  /** Like take, without counting a use: the seconds to wait when the address has used up its allowance, else null. */
  reached(kind: LimitClass, address: string, now: number): number | null {
    const limit = this.limits[kind];
    const window = this.windows.get(`${kind} ${address}`);
    if (limit === 0 || window === undefined || now - window.start >= WINDOW_MS || window.count < limit) return null;
    return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= WINDOW_MS) this.windows.delete(key);
    }
  }
}
