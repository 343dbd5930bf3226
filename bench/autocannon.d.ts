// The part of autocannon's API bench/serve.ts and bench/rolling-restart.ts use (the package ships no types).
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
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
