// What every handler gets: the configuration and the outside world, passed in (docs/architecture.md#the-service).
// Tests build these with a temporary data folder, a fake clock, the local fake of Stripe and a
// real SMTP receiver; src/commands/serve.ts builds them from the environment.
import type { BuildInfo } from "../core/build-info.ts";
import type { CRASH_POINTS, ServerConfig } from "./config.ts";
import type { Processor } from "./commerce/stripe.ts";
import type { Logger } from "./log.ts";
import type { Outbox } from "./mail/outbox.ts";
import type { AdEventQueue } from "./store/ad-event-queue.ts";
import type { Metrics } from "./metrics.ts";
import type { Store } from "./store/store.ts";

export type CrashPoint = (typeof CRASH_POINTS)[number];

export interface ServerDeps {
  config: ServerConfig;
  build: BuildInfo;
  store: Store;
  now: () => Date;
  log: Logger;
  /** The payment processor; null when STRIPE_SECRET_KEY is not set. */
  processor: Processor | null;
  outbox: Outbox;
  /** Ad events wait here to be written in groups. */
  adEvents: AdEventQueue;
  metrics: Metrics;
  /** Set when shutdown begins: /readyz answers 503 so a proxy sends new requests elsewhere. */
  lifecycle: { draining: boolean };
  /** Test-only fault injection (development builds): ends the process at a named point. */
  crash: (point: CrashPoint) => void;
}
