// Wires the service together and runs it: store, mailer and outbox, processor, the route table on
// node:http, on PORT and HOST or on the socket systemd passed (socket activation, LISTEN_FDS).
// close() is the graceful shutdown (a restart behind a proxy loses nothing):
//   - /readyz turns 503 and every answer says Connection: close, so a client (nginx) closes each
//     kept connection after its answer and opens the next one elsewhere;
//   - svc stops accepting. A socket systemd holds (deploy/svc@.socket) stays open: connections
//     that arrive meanwhile wait in its queue for the next process. A socket of svc's own closes,
//     and the kernel resets the connections still in its queue (a request a proxy already sent
//     on one fails), which is why production runs on the socket unit;
//   - a kept connection that is idle is never closed from here while the client may be sending on
//     it (that reset a request under way): it is answered if a request comes, and otherwise left
//     for the client to close (nginx's upstream keepalive_timeout, shorter than Node's own idle
//     timeout, which ends it else); only when the grace period (10 s) runs out is every connection
//     cut;
//   - then the ad events still queued are written, the outbox finishes its sends in what is left
//     of the grace period and gives back the claims it still holds, and the store is closed.
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import type { BuildInfo } from "../core/build-info.ts";
import { createApp } from "./app.ts";
import { createStripeProcessor, type Processor } from "./commerce/stripe.ts";
import { EXIT, SvcError } from "../core/errors.ts";
import { derivedBaseUrl, type ServerConfig } from "./config.ts";
import type { CrashPoint, ServerDeps } from "./deps.ts";
import type { Logger } from "./log.ts";
import { folderMailer, smtpMailer, type Mailer } from "./mail/mailer.ts";
import { Outbox } from "./mail/outbox.ts";
import { Metrics } from "./metrics.ts";
import { answerClientErrors } from "./http/client-errors.ts";
import { ROUTES } from "./routes/index.ts";
import { AdEventQueue } from "./store/ad-event-queue.ts";
import { guardStore } from "./store/availability.ts";
import { openSqliteStore } from "./store/sqlite.ts";
import type { Store } from "./store/store.ts";

export interface StartOptions {
  config: ServerConfig;
  build: BuildInfo;
  now: () => Date;
  log: Logger;
  /** Defaults: the Stripe adapter when configured, SMTP or the outbox folder, no fault injection. */
  processor?: Processor | null;
  mailer?: Mailer;
  crash?: (point: CrashPoint) => void;
  outboxRetryEveryMs?: number;
  /** How long a client may take to send a whole request, headers and body (default 30 s). */
  requestTimeoutMs?: number;
}

/**
 * A request (headers and at most 64 KiB of body) arrives in well under this; a client that
 * trickles its body holds a connection only this long (Node's own default is five minutes), then
 * gets a 408. It bounds receiving only: a response that waits on the processor is not cut.
 */
const REQUEST_TIMEOUT_MS = 30_000;

export interface RunningServer {
  /** Where it listens (http://host:port), which may differ from the public base URL. */
  url: string;
  deps: ServerDeps;
  close(graceMs?: number): Promise<void>;
  /**
   * Closes the kept connections idle right now, whoever may be about to use them: for a caller
   * that knows no request is coming (a test's teardown, its own client done), never for a shutdown.
   */
  closeIdleConnections(): void;
}

export function outboxFolder(config: Pick<ServerConfig, "dataDir">): string {
  return path.join(config.dataDir, "outbox");
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, log, now } = options;
  const store = guardStore(await openStore(config), log);
  const mailer =
    options.mailer ??
    (config.smtpUrl !== null ? smtpMailer(config.smtpUrl, config.mailFrom, config.smtpTimeoutMs) : folderMailer(outboxFolder(config), config.mailFrom));
  const metrics = new Metrics({ runtime: config.metricsToken !== null || config.adminToken !== null });
  const outbox = new Outbox({
    store,
    onSendFailed: (mail) => metrics.mailFailed(mail.kind),
    mailer,
    now,
    log,
    sendTimeoutMs: config.smtpTimeoutMs,
    ...(options.outboxRetryEveryMs === undefined ? {} : { retryEveryMs: options.outboxRetryEveryMs }),
  });
  const adEvents = new AdEventQueue({ store, now, log, retentionDays: config.adEventDays });
  const deps: ServerDeps = {
    config,
    build: options.build,
    store,
    now,
    log,
    processor: options.processor !== undefined ? options.processor : config.stripe === null ? null : createStripeProcessor(config.stripe),
    outbox,
    adEvents,
    metrics,
    lifecycle: { draining: false },
    crash: options.crash ?? (() => {}),
  };

  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = createApp(ROUTES, deps);
  const server = http.createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      // How often Node looks for requests past their time (its default, 30 s, would double it).
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, requestTimeout / 4)),
      // Node would answer a request without Host with a bare 400 of its own; the route table
      // answers it instead, in the JSON error shape with every header (createApp).
      requireHostHeader: false,
    },
    app,
  );
  answerClientErrors(server, app, config.baseUrl, log);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      // A socket systemd holds (deploy/svc@.socket) outlives this process: what queues on it while
      // svc restarts waits for the next process instead of being refused or reset.
      server.listen(config.listenFd !== null ? { fd: config.listenFd } : { port: config.port, host: config.host }, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await store.close();
    throw config.listenFd !== null ? passedSocketError(error, config.listenFd) : listenError(error, config.host, config.port);
  }
  const address = server.address() as AddressInfo;
  const url = derivedBaseUrl(address.address, address.port);
  if (config.baseUrlDerived) config.baseUrl = derivedBaseUrl(config.listenFd !== null ? address.address : config.host, address.port);
  outbox.start();
  adEvents.start();

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000): Promise<void> => {
    closing ??= (async () => {
      deps.lifecycle.draining = true;
      const startedAt = Date.now();
      // net.Server's close, not http.Server's: that one also closes every idle kept connection at
      // once, racing the requests clients are sending on them. This one stops listening and
      // settles when the last connection has closed.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(deadline);
      // http.Server's own close now only stops its timer that looks for requests past their time.
      server.close(() => {});
      await adEvents.stop();
      // The outbox has what is left of the grace period to finish its sends, then gives its claims back.
      await outbox.stop(Math.max(0, startedAt + graceMs - Date.now()));
      await store.close();
    })();
    return closing;
  };
  return { url, deps, close, closeIdleConnections: () => server.closeIdleConnections() };
}

/**
 * PostgreSQL when SVC_DATABASE_URL is set (that store and node-postgres are loaded only then, so
 * nothing else pays for them), else the SQLite file in the data folder.
 */
async function openStore(config: ServerConfig): Promise<Store> {
  if (config.databaseUrl === null) return openSqliteStore(config.dataDir);
  const { openPostgresStore } = await import("./store/postgres.ts");
  try {
    return await openPostgresStore(config.databaseUrl);
  } catch (error) {
    throw new SvcError("store_unavailable", error instanceof Error ? error.message : String(error), EXIT.error, {
      hint: "check that PostgreSQL runs and SVC_DATABASE_URL names a database this user may create tables in",
    });
  }
}

/** The socket systemd passed is not one svc can listen on (a UDP or Unix socket, a file). */
function passedSocketError(error: unknown, fd: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return new SvcError(
    "listen_failed",
    `svc serve cannot listen on the socket passed as file descriptor ${fd} (LISTEN_FDS): ${code ?? String(error)}`,
    EXIT.error,
    {
      hint: "the .socket unit must hold one TCP stream socket (ListenStream=127.0.0.1:8080, as deploy/svc@.socket); or start svc without LISTEN_FDS and LISTEN_PID to listen on PORT and HOST",
    },
  );
}

/** Why the server could not listen, as one message that names the fix (exit 1). */
function listenError(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  const where = `${host}:${port}`;
  const reasons: Record<string, [string, string]> = {
    EADDRINUSE: [`port ${port} on ${host} is in use (another svc serve, or another program)`, "stop it, or choose another port with --port or PORT"],
    EADDRNOTAVAIL: [`${host} is not an address of this machine`, "listen on one of its addresses (127.0.0.1, 0.0.0.0, ::) with --host or HOST"],
    ENOTFOUND: [`the host name ${host} cannot be resolved`, "give an address or a name this machine resolves (--host or HOST)"],
    EAI_AGAIN: [`the host name ${host} cannot be resolved now`, "give an address (--host or HOST), or retry when name resolution works"],
    EACCES: [`listening on ${where} is not permitted`, "ports below 1024 need privileges: choose a higher port with --port or PORT"],
  };
  const reason = code === undefined ? undefined : reasons[code];
  if (reason === undefined) return error;
  return new SvcError("listen_failed", `svc serve cannot listen on ${where}: ${reason[0]}`, EXIT.error, { hint: reason[1] });
}
