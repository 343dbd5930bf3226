// The one way tests wait: poll for a condition. A fixed sleep can stand neither for "it happened"
// nor for "nothing else happened" (a loaded machine makes the first flaky and the second blind);
// a test waits for the positive sign instead (a state in the store, a file, a log line).
import { setTimeout as sleep } from "node:timers/promises";

export interface WaitOptions {
  /** Give up (and fail) after this long; generous, since a slow machine only makes it wait longer. */
  timeoutMs?: number;
  /** Look again this often. */
  everyMs?: number;
}

/** Resolves once `ready()` holds; after the timeout, fails with `what` (what was awaited, or what is wrong). */
export async function waitUntil(what: string | (() => string), ready: () => boolean | Promise<boolean>, options: WaitOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${typeof what === "string" ? what : what()}`);
    await sleep(options.everyMs ?? 20);
  }
}
