// Bounded concurrency for batches of file operations (a plan's writes, a roll-back's removals):
// enough at once that each waits on the disk in parallel, never thousands of open requests.

/** File operations under way at once: each is started (opened, written) and its fsync queued for the thread pool. */
export const WRITE_CONCURRENCY = 64;

/**
 * libuv's thread pool for svc (main.ts): the fsyncs of a batch wait on the disk this many at a
 * time. 16, not one per operation under way (64): on the 2-core machine of bench/migrate (ext4,
 * shared, load ~5), `svc migrate --to codex,cursor` of 2,000 items took a median 5.98 s and 5.4 s
 * of CPU with 16 threads against 7.08 s and 6.75 s with 64 (5 runs each, alternating): the extra
 * threads only woke each other (system time 2.9–4.2 s against 3.6–4.4 s) without the disk
 * finishing sooner.
 */
export const FILE_THREADS = 16;

/** Runs `work` over `items`, at most `limit` at once; the first failure stops new work and is thrown. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw failure;
}
