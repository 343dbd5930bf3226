// svc serve — thin: configuration from the environment, start the service, say where it listens
// (stderr; with --json also one document on stdout), and shut down gracefully on SIGTERM/SIGINT.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Deps } from "../core/deps.ts";
import { EXIT } from "../core/errors.ts";
import { loadConfig } from "../server/config.ts";
import type { CrashPoint, ServerDeps } from "../server/deps.ts";
import { batchedSink, createLogger } from "../server/log.ts";
import { publishedDownloads } from "../server/routes/updates.ts";
import { outboxFolder, startServer } from "../server/server.ts";
import { checkSumsSignature } from "../release/signature.ts";
import { printAnswer, type Finished } from "./answer.ts";

export interface ServeOptions {
  port?: number;
  host?: string;
  json: boolean;
}

/** Which platforms install.sh and svc upgrade can download here, and whether this build trusts their signature. */
async function downloadsLine(deps: Pick<ServerDeps, "config" | "build">): Promise<string> {
  const folder = deps.config.downloadDir;
  const { version, platforms } = await publishedDownloads(deps);
  if (platforms.length === 0)
    return `none in ${folder}: install.sh and svc upgrade find nothing to download (put make dist's output there; make run publishes this build)`;
  const names = platforms.map((entry) => entry.platform.replace("_", "-")).join(", ");
  const [sums, signature] = await Promise.all(["SHA256SUMS", "SHA256SUMS.sig"].map((file) => readFile(path.join(folder, file)).catch(() => null)));
  const check = sums && signature ? checkSumsSignature(sums, signature.toString("utf8"), deps.build.updatePublicKeys) : null;
  const signed =
    check === null
      ? "UNSIGNED (no SHA256SUMS.sig: install.sh with openssl and svc upgrade refuse it)"
      : check.ok
        ? `signed by ${check.kid}`
        : "signed by a key this build does not trust (install.sh and svc upgrade refuse it)";
  return `${names} · version ${version} · ${signed} · from ${folder}`;
}

export async function serve(options: ServeOptions, deps: Deps): Promise<Finished> {
  const { config, warnings } = loadConfig({
    env: deps.env,
    svcHome: deps.svcHome,
    cwd: deps.cwd,
    build: deps.build,
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.host === undefined ? {} : { host: options.host }),
  });
  for (const warning of warnings) {
    if (warning.startsWith("SIGNING LICENSES WITH THE PUBLIC DEVELOPMENT KEY")) {
      const bar = "!".repeat(78);
      deps.out.warn(`\n${bar}\n${warning}\n${bar}`);
    } else {
      deps.out.warn(warning);
    }
  }

  // Lines written in one turn of the event loop go out in one write: under load that is one
  // system call for many requests instead of one each. Flushed once more after shutdown.
  const sink = batchedSink((text) => deps.out.lines(text));
  const log = createLogger(sink, deps.now);
  const crash = (point: CrashPoint): void => {
    // Test-only (development builds, SVC_DEV_CRASH_AT): die as abruptly as a power cut would.
    if (config.crashAt === point) process.kill(process.pid, "SIGKILL");
  };
  const running = await startServer({ config, build: deps.build, now: deps.now, log, crash });

  const payments =
    config.stripe === null
      ? "off (503 payments_not_configured)"
      : config.stripe.api === null
        ? "Stripe"
        : `Stripe API at ${config.stripe.api.protocol}://${config.stripe.api.host}:${config.stripe.api.port}`;
  const mail = config.smtpUrl === null ? `outbox folder ${outboxFolder(config)}` : "SMTP";
  deps.out.info(
    `svc serve listening on ${running.url} (base URL ${config.baseUrl})\n  data ${config.dataDir} · payments ${payments} · mail ${mail}\n  downloads ${await downloadsLine(running.deps)}`,
  );
  // Its answer comes while it runs, and only as JSON (the text is the line above, on stderr).
  await printAnswer(deps.out, { data: { status: "listening", url: running.url, base_url: config.baseUrl, data_dir: config.dataDir }, text: "" });

  await new Promise<void>((resolve) => {
    const stop = (signal: string): void => {
      process.off("SIGTERM", onTerm);
      process.off("SIGINT", onInt);
      log.info("shutting down", { signal });
      void running.close().then(resolve, (error: unknown) => {
        log.error("shutdown failed", { error: String(error) });
        resolve();
      });
    };
    const onTerm = (): void => stop("SIGTERM");
    const onInt = (): void => stop("SIGINT");
    process.on("SIGTERM", onTerm);
    process.on("SIGINT", onInt);
  });
  log.info("stopped", {});
  sink.flush();
  return { exit: EXIT.ok };
}
