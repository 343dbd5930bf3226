// Bounded concurrency for batches of file operations (a plan's writes, a roll-back's removals):
// enough at once that each waits on the disk in parallel, never thousands of open requests.

/** File operations under way at once; main.ts gives libuv's thread pool as many threads, so each really waits on the disk in parallel (ext4 commits concurrent fsyncs together). */
export const WRITE_CONCURRENCY = 64;

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
