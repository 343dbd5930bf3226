// The part of autocannon's API bench/serve.ts and test/support/rolling-restart.ts use (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests sent in turn on each connection (bench/rolling-restart.ts). */
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  }
  interface Histogram {
    average: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers by status code. */
    statusCodeStats: Record<string, { count: number }>;
  }
  /** A run started with a callback: its events, and stop() to end it early (the callback then gets the result). */
  interface Tracker {
    on(event: "response", listener: () => void): void;
    on(event: "reqError", listener: (error: Error) => void): void;
    stop(): void;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Tracker;
  export default autocannon;
}
