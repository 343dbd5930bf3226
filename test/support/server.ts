// The real server for tests: startServer on 127.0.0.1 port 0 with a temporary data folder, a fake
// clock, configuration read by the real loadConfig from a test environment, the local fake of
// Stripe and (when asked) a real SMTP receiver. Logs are captured line by line. The store is SQLite
// in the data folder, or a new PostgreSQL database when the file runs on PostgreSQL (./stores.ts).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after } from "node:test";
import type { BuildInfo } from "../../src/core/build-info.ts";
import { loadConfig } from "../../src/server/config.ts";
import type { CrashPoint, ServerDeps } from "../../src/server/deps.ts";
import { createLogger } from "../../src/server/log.ts";
import { startServer, type RunningServer } from "../../src/server/server.ts";
import { developmentBuild } from "./cli.ts";
import { FakeStripe } from "./fake-stripe.ts";
import { SmtpReceiver } from "./smtp.ts";
import { testStoreEnv } from "./stores.ts";

export class FakeClock {
  private ms: number;

  constructor(start = new Date("2026-11-25T12:00:00Z")) {
    this.ms = start.getTime();
  }

  now = (): Date => new Date(this.ms);

  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface TestServerOptions {
  /** Environment for loadConfig, on top of the defaults below (a value of "" unsets a default). */
  env?: Record<string, string>;
  /** false: no processor configured. */
  stripe?: FakeStripe | false;
  /** A receiver to send through; without one, mail goes to the outbox folder. */
  smtp?: SmtpReceiver;
  build?: BuildInfo;
  clock?: FakeClock;
  dataDir?: string;
  crash?: (point: CrashPoint) => void;
  requestTimeoutMs?: number;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface RequestInit {
  method?: string;
  /** Sent as JSON with Content-Type: application/json. */
  json?: unknown;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  deps: ServerDeps;
  stripe: FakeStripe | null;
  smtp: SmtpReceiver | null;
  clock: FakeClock;
  dataDir: string;
  /** The PostgreSQL database the store is in, when it is. */
  databaseUrl: string | undefined;
  logs: string[];
  running: RunningServer;
  request(path: string, init?: RequestInit): Promise<Answer>;
  close(): Promise<void>;
}

export async function request(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | Uint8Array | undefined = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers["content-type"] ??= "application/json";
  }
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    redirect: "manual",
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = options.clock ?? new FakeClock();
  const stripe = options.stripe === false ? null : (options.stripe ?? (await new FakeStripe().start()));
  const smtp = options.smtp ?? null;
  // Removed only after the server closed: e-mails are written in the background until then.
  const home = await mkdtemp(path.join(os.tmpdir(), "svc-serve-"));
  const dataDir = options.dataDir ?? `${home}/data`;
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    SVC_DATA_DIR: dataDir,
    SVC_RATE_LIMITS: "post=0,get=0,ad=0,lookup=0",
    SVC_SUPPORT_EMAIL: "support@svc.test",
    ...(await testStoreEnv()),
    ...(stripe === null
      ? {}
      : {
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_BASE: stripe.url,
          STRIPE_SPT_API_VERSION: stripe.sptApiVersion,
          STRIPE_SPT_PARAMETER: stripe.sptParameter,
        }),
    ...(smtp === null ? {} : { SMTP_URL: smtp.url }),
    ...options.env,
  };
  const { config } = loadConfig({ env, svcHome: `${home}/.svc`, cwd: home, build: options.build ?? developmentBuild() });
  const logs: string[] = [];
  const log = createLogger({ write: (line) => logs.push(line.trimEnd()) }, clock.now);
  const running = await startServer({
    config,
    build: options.build ?? developmentBuild(),
    now: clock.now,
    log,
    outboxRetryEveryMs: 50,
    ...(options.crash === undefined ? {} : { crash: options.crash }),
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
  });
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    const closing = running.close(1000);
    // The test is done with its connections: the shutdown need not wait for the client to close them.
    running.closeIdleConnections();
    await closing;
  };
  after(async () => {
    await close();
    await rm(home, { recursive: true, force: true, maxRetries: 5 });
  });
  return {
    url: running.url,
    deps: running.deps,
    stripe,
    smtp,
    clock,
    dataDir,
    databaseUrl: config.databaseUrl ?? undefined,
    logs,
    running,
    request: (path, init) => request(running.url, path, init),
    close,
  };
}

/** Log lines as objects. */
export function logEntries(server: Pick<TestServer, "logs">): Record<string, unknown>[] {
  return server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
}
