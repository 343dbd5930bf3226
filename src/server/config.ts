// svc serve's configuration (CONTRACT §2): read once from the environment at start, every value
// checked, and every bad value reported at once in one error that names each variable (exit 1).
// Nothing else in src/server reads the environment.
import { isIP, isIPv4 } from "node:net";
import path from "node:path";
import { isProductId, LICENSE_PRODUCT_IDS, type ProductId } from "../catalog.ts";
import type { BuildInfo } from "../core/build-info.ts";
import { baseUrlProblem } from "../core/base-url.ts";
import { EXIT, SvcError } from "../core/errors.ts";
import type { Env } from "../core/output.ts";
import { Keyring, parseSigningKey, type SigningKey } from "../license/keys.ts";

export type SptParameter = "top_level" | "payment_method_data";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  /** STRIPE_API_BASE split for stripe-node; null = api.stripe.com. */
  api: { host: string; port: number; protocol: "http" | "https" } | null;
  sptApiVersion: string;
  sptParameter: SptParameter;
}

export interface RateLimits {
  /** Requests a minute per client address; 0 turns the limit off. */
  post: number;
  get: number;
  ad: number;
  /** License lookups (GET /api/v1/license), each of which may ask the processor. */
  lookup: number;
  /** Failed authentications on /metrics and the admin endpoints: past it, the token is not even compared. */
  auth: number;
}

/** The path of a base address ("" at the root, "/svc" for https://example.com/svc), without a trailing slash. */
export function basePathOf(baseUrl: string): string {
  return new URL(baseUrl).pathname.replace(/\/+$/, "");
}

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * The listening socket systemd passed (socket activation: LISTEN_FDS=1 for this process, fd 3),
   * used instead of PORT and HOST; null = listen on PORT and HOST.
   */
  listenFd: number | null;
  /** Public base address, no trailing slash. When derived (SVC_BASE_URL unset) it is set again once the port is known. */
  baseUrl: string;
  baseUrlDerived: boolean;
  dataDir: string;
  /** SVC_DATABASE_URL: keep the store in PostgreSQL (shared by replicas); null = SQLite in dataDir. */
  databaseUrl: string | null;
  signing: { key: SigningKey; source: "SVC_LICENSE_SIGNING_KEY" | "development key" } | null;
  stripe: StripeSettings | null;
  paymentLinks: Partial<Record<ProductId, string>>;
  smtpUrl: string | null;
  /** How long one SMTP send may take (SVC_SMTP_TIMEOUT seconds); a slower one is retried later. */
  smtpTimeoutMs: number;
  mailFrom: string;
  adminToken: string | null;
  /** A second token for GET /metrics alone (the admin token is accepted there too). */
  metricsToken: string | null;
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** Ad events are kept this many days (SVC_AD_EVENT_DAYS), then deleted. */
  adEventDays: number;
  downloadDir: string;
  seller: { name: string; supportEmail: string; homepage: string | null; refundUrl: string | null };
  /** Test-only fault injection (development builds only): crash at this point of fulfilment. */
  crashAt: string | null;
}

export interface ConfigInput {
  env: Env;
  port?: number;
  host?: string;
  svcHome: string;
  cwd: string;
  build: BuildInfo;
  /** This process's id, which LISTEN_PID must name (default process.pid). */
  pid?: number;
}

export interface LoadedConfig {
  config: ServerConfig;
  /** Things an operator should know at start (development key, no SMTP, payments off). */
  warnings: string[];
}

/** Stripe's own SPT code (mppx 0.11.0) sends this version with the top-level parameter. */
const DEFAULT_SPT_API_VERSION = "2026-07-29.preview";
const DEFAULT_RATE_LIMITS: RateLimits = { post: 60, get: 600, ad: 120, lookup: 30, auth: 10 };
const DEFAULT_AD_EVENT_DAYS = 90;
const MAX_AD_EVENT_DAYS = 3650;
export const CRASH_POINTS = ["after_charge", "before_fulfilment_commit", "before_email"] as const;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export function loadConfig(input: ConfigInput): LoadedConfig {
  const problems: string[] = [];
  const warnings: string[] = [];
  const env = (name: string): string | undefined => {
    const value = input.env[name];
    return value === undefined || value === "" ? undefined : value;
  };
  const problem = (name: string, message: string): void => {
    problems.push(`${name}: ${message}`);
  };

  // ---- listening ----
  let port = input.port ?? 8080;
  const portText = env("PORT");
  if (input.port === undefined && portText !== undefined) {
    if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) problem("PORT", `${JSON.stringify(portText)} is not a port number (0–65535)`);
    else port = Number(portText);
  }
  let host = input.host ?? env("HOST") ?? "127.0.0.1";
  const hostName = input.host !== undefined ? "--host" : "HOST";
  if (/\s/.test(host) || host === "") {
    problem(hostName, `${JSON.stringify(host)} is not a host name or address`);
    host = "127.0.0.1";
  } else if (/^[\d.]+$/.test(host) && !isIPv4(host)) {
    problem(hostName, `${JSON.stringify(host)} is not an IPv4 address (four numbers 0–255, such as 127.0.0.1)`);
    host = "127.0.0.1";
  } else if (!isIP(host) && !/^[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*\.?$/.test(host)) {
    problem(hostName, `${JSON.stringify(host.slice(0, 100))} is not a host name or an IP address`);
    host = "127.0.0.1";
  }

  const listenFd = passedSocket(env("LISTEN_FDS"), env("LISTEN_PID"), input.pid ?? process.pid, problem);

  let baseUrl = derivedBaseUrl(host, port);
  const baseText = env("SVC_BASE_URL");
  if (baseText !== undefined) {
    // Written into pages (<base href>) and documents as it is: an origin and a plain path only.
    const wrong = baseUrlProblem(baseText);
    if (wrong !== null) problem("SVC_BASE_URL", wrong);
    else baseUrl = baseText.replace(/\/+$/, "");
  }

  const dataDir = path.resolve(input.cwd, env("SVC_DATA_DIR") ?? path.join(input.svcHome, "serve"));
  // Kernel file systems: creating folders there fails in odd ways (under /proc Node's recursive
  // mkdir loops at full CPU), and nothing kept there survives.
  const kernelRoot = ["/proc", "/sys", "/dev"].find((root) => dataDir === root || dataDir.startsWith(`${root}/`));
  if (kernelRoot !== undefined) problem("SVC_DATA_DIR", `${JSON.stringify(dataDir)} is under ${kernelRoot}, a kernel file system; choose a folder on disk`);
  const databaseUrl = env("SVC_DATABASE_URL") ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/./.test(databaseUrl)) {
    problem("SVC_DATABASE_URL", "is not a postgres:// address (postgres://user:password@host:5432/database); unset it to keep the store in SQLite");
  }

  // ---- signing ----
  let signing: ServerConfig["signing"] = null;
  const keyText = env("SVC_LICENSE_SIGNING_KEY");
  if (keyText !== undefined) {
    try {
      signing = { key: parseSigningKey(keyText, "SVC_LICENSE_SIGNING_KEY"), source: "SVC_LICENSE_SIGNING_KEY" };
    } catch (error) {
      problems.push((error as Error).message);
    }
  } else if (input.build.developmentSigningKey !== null) {
    signing = { key: parseSigningKey(input.build.developmentSigningKey, "the development key"), source: "development key" };
    warnings.push(
      "SIGNING LICENSES WITH THE PUBLIC DEVELOPMENT KEY (keys/development.key). Anyone can forge these licenses, and only development builds accept them. Set SVC_LICENSE_SIGNING_KEY for real sales.",
    );
  } else {
    warnings.push("SVC_LICENSE_SIGNING_KEY is not set: checkout answers 503 signing_not_configured.");
  }
  if (signing !== null && !Keyring.fromEncoded(input.build.trustedPublicKeys).byKid(signing.key.kid)) {
    warnings.push(`this ${input.build.keys} build does not trust signing key ${signing.key.kid}: its licenses verify only with builds that do.`);
  }

  // ---- the processor ----
  let stripe: StripeSettings | null = null;
  const secretKey = env("STRIPE_SECRET_KEY");
  const webhookSecret = env("STRIPE_WEBHOOK_SECRET");
  if (secretKey !== undefined && !/^(sk|rk)_[A-Za-z0-9_]+$/.test(secretKey)) problem("STRIPE_SECRET_KEY", "is not a Stripe secret key (sk_… or rk_…)");
  if (webhookSecret !== undefined && !/^whsec_\S+$/.test(webhookSecret)) problem("STRIPE_WEBHOOK_SECRET", "is not a webhook signing secret (whsec_…)");
  let api: StripeSettings["api"] = null;
  const apiText = env("STRIPE_API_BASE");
  if (apiText !== undefined) {
    const url = httpUrl(apiText);
    if (url === null || (url.pathname !== "/" && url.pathname !== "") || url.search !== "") {
      problem("STRIPE_API_BASE", `${JSON.stringify(apiText)} is not an http(s) origin such as http://127.0.0.1:12111`);
    } else {
      const protocol = url.protocol === "http:" ? "http" : "https";
      api = { host: url.hostname.replace(/^\[|\]$/g, ""), port: url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port), protocol };
    }
  }
  const sptApiVersion = env("STRIPE_SPT_API_VERSION") ?? DEFAULT_SPT_API_VERSION;
  if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(sptApiVersion)) problem("STRIPE_SPT_API_VERSION", `${JSON.stringify(sptApiVersion)} is not an API version such as ${DEFAULT_SPT_API_VERSION}`);
  const sptParameterText = env("STRIPE_SPT_PARAMETER") ?? "top_level";
  if (sptParameterText !== "top_level" && sptParameterText !== "payment_method_data") {
    problem("STRIPE_SPT_PARAMETER", `must be top_level or payment_method_data, not ${JSON.stringify(sptParameterText)}`);
  }
  if (secretKey !== undefined) {
    stripe = { secretKey, webhookSecret: webhookSecret ?? null, api, sptApiVersion, sptParameter: sptParameterText === "payment_method_data" ? "payment_method_data" : "top_level" };
    if (webhookSecret === undefined) warnings.push("STRIPE_WEBHOOK_SECRET is not set: webhook deliveries are refused (503), so link sales are fulfilled only through GET /api/v1/license.");
  } else {
    if (webhookSecret !== undefined || apiText !== undefined) warnings.push("STRIPE_WEBHOOK_SECRET / STRIPE_API_BASE are set without STRIPE_SECRET_KEY and do nothing.");
    warnings.push("STRIPE_SECRET_KEY is not set: quotes work, checkout answers 503 payments_not_configured.");
  }

  // ---- payment links ----
  const paymentLinks: Partial<Record<ProductId, string>> = {};
  for (const [name, value] of Object.entries(input.env)) {
    if (!name.startsWith("SVC_PAYMENT_LINK_") || value === undefined || value === "") continue;
    const productId = name.slice("SVC_PAYMENT_LINK_".length).toLowerCase();
    if (!isProductId(productId)) {
      problem(name, `names no product (payment links are set for ${LICENSE_PRODUCT_IDS.map((id) => `SVC_PAYMENT_LINK_${id.toUpperCase()}`).join(", ")})`);
    } else if (!LICENSE_PRODUCT_IDS.includes(productId)) {
      problem(name, "the team pack is sold through a dynamic Checkout Session and takes no payment link");
    } else {
      const url = httpUrl(value);
      if (url === null || url.protocol !== "https:") problem(name, `${JSON.stringify(value)} is not an https payment link`);
      else paymentLinks[productId] = value;
    }
  }

  // ---- mail ----
  const sellerName = env("SVC_SELLER_NAME") ?? "svc";
  if (/[\r\n]/.test(sellerName)) problem("SVC_SELLER_NAME", "must be one line");
  const supportEmail = env("SVC_SUPPORT_EMAIL") ?? "support@example.com";
  if (!EMAIL.test(supportEmail)) problem("SVC_SUPPORT_EMAIL", `${JSON.stringify(supportEmail)} is not an e-mail address`);
  const smtpUrl = env("SMTP_URL") ?? null;
  if (smtpUrl !== null) {
    let url: URL | null = null;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = null;
    }
    if (url === null || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || url.hostname === "") {
      problem("SMTP_URL", "is not an smtp:// or smtps:// address (smtp://user:pass@host:587)");
    }
  } else {
    warnings.push("SMTP_URL is not set: e-mail is written to the outbox folder instead of being sent.");
  }
  let smtpTimeoutMs = 30_000;
  const smtpTimeoutText = env("SVC_SMTP_TIMEOUT");
  if (smtpTimeoutText !== undefined) {
    if (!/^\d{1,3}$/.test(smtpTimeoutText) || Number(smtpTimeoutText) < 1 || Number(smtpTimeoutText) > 600) problem("SVC_SMTP_TIMEOUT", `${JSON.stringify(smtpTimeoutText)} is not a number of seconds from 1 to 600`);
    else smtpTimeoutMs = Number(smtpTimeoutText) * 1000;
  }
  const mailFrom = env("SVC_MAIL_FROM") ?? `${sellerName} <${supportEmail}>`;
  const fromAddress = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  if (!EMAIL.test(fromAddress.trim()) || /[\r\n]/.test(mailFrom)) problem("SVC_MAIL_FROM", `${JSON.stringify(mailFrom)} is not an address such as "svc <licenses@example.com>"`);

  // ---- admin, proxies, limits ----
  const adminToken = env("SVC_ADMIN_TOKEN") ?? null;
  const metricsToken = env("SVC_METRICS_TOKEN") ?? null;
  for (const [name, token] of [["SVC_ADMIN_TOKEN", adminToken], ["SVC_METRICS_TOKEN", metricsToken]] as const) {
    if (token !== null && (token.length < 16 || /\s/.test(token))) problem(name, "must be at least 16 characters without spaces");
  }
  const trustText = env("SVC_TRUST_PROXY") ?? "0";
  if (trustText !== "0" && trustText !== "1") problem("SVC_TRUST_PROXY", `must be 1 or 0, not ${JSON.stringify(trustText)}`);
  const rateLimits = { ...DEFAULT_RATE_LIMITS };
  const limitsText = env("SVC_RATE_LIMITS");
  if (limitsText !== undefined) {
    for (const part of limitsText.split(",")) {
      const match = /^\s*(post|get|ad|lookup|auth)\s*=\s*(\d{1,7})\s*$/.exec(part);
      if (match === null) {
        problem("SVC_RATE_LIMITS", `${JSON.stringify(part.trim().slice(0, 100))} is not name=number with name post, get, ad, lookup or auth (e.g. post=60,get=600,ad=120,lookup=30,auth=10; 0 turns one off)`);
        continue;
      }
      rateLimits[match[1] as keyof RateLimits] = Number(match[2]);
    }
  }

  let adEventDays = DEFAULT_AD_EVENT_DAYS;
  const adDaysText = env("SVC_AD_EVENT_DAYS");
  if (adDaysText !== undefined) {
    if (!/^\d{1,5}$/.test(adDaysText) || Number(adDaysText) < 1 || Number(adDaysText) > MAX_AD_EVENT_DAYS) {
      problem("SVC_AD_EVENT_DAYS", `${JSON.stringify(adDaysText.slice(0, 100))} is not a number of days from 1 to ${MAX_AD_EVENT_DAYS}`);
    } else adEventDays = Number(adDaysText);
  }

  // ---- pages and downloads ----
  const downloadDir = path.resolve(input.cwd, env("SVC_DOWNLOAD_DIR") ?? path.join(dataDir, "downloads"));
  const homepage = env("SVC_HOMEPAGE") ?? null;
  if (homepage !== null && httpUrl(homepage) === null) problem("SVC_HOMEPAGE", `${JSON.stringify(homepage)} is not an http(s) address`);
  const refundUrl = env("SVC_REFUND_URL") ?? null;
  if (refundUrl !== null && httpUrl(refundUrl) === null) problem("SVC_REFUND_URL", `${JSON.stringify(refundUrl)} is not an http(s) address`);

  // ---- test-only fault injection ----
  let crashAt: string | null = null;
  const crashText = env("SVC_DEV_CRASH_AT");
  if (crashText !== undefined && input.build.keys === "development") {
    if (!(CRASH_POINTS as readonly string[]).includes(crashText)) problem("SVC_DEV_CRASH_AT", `must be one of ${CRASH_POINTS.join(", ")}`);
    else crashAt = crashText;
  }

  if (problems.length > 0) {
    throw new SvcError(
      "bad_configuration",
      `svc serve cannot start: ${problems.length === 1 ? "a bad setting" : `${problems.length} bad settings`}:\n${problems.map((line) => `  - ${line}`).join("\n")}`,
      EXIT.error,
      { hint: "Fix or unset each variable named above; `svc serve --help` and the README list them all.", details: { problems } },
    );
  }

  return {
    config: {
      port,
      host,
      listenFd,
      baseUrl,
      baseUrlDerived: baseText === undefined,
      dataDir,
      databaseUrl,
      signing,
      stripe,
      paymentLinks,
      smtpUrl,
      smtpTimeoutMs,
      mailFrom,
      adminToken,
      metricsToken,
      trustProxy: trustText === "1",
      rateLimits,
      adEventDays,
      downloadDir,
      seller: { name: sellerName, supportEmail, homepage, refundUrl },
      crashAt,
    },
    warnings,
  };
}

/** The first socket systemd passes (sd_listen_fds(3)): file descriptor 3. */
const SD_LISTEN_FDS_START = 3;

/**
 * systemd's socket activation: a .socket unit holds the listening socket and passes it to the
 * service as fd 3, naming how many it passed in LISTEN_FDS and for which process in LISTEN_PID
 * (variables meant for another process, a parent that ran svc, are not svc's). svc listens on one
 * socket; null when none was passed.
 */
function passedSocket(fds: string | undefined, pid: string | undefined, ownPid: number, problem: (name: string, message: string) => void): number | null {
  if (fds === undefined || pid !== String(ownPid)) return null;
  if (fds === "1") return SD_LISTEN_FDS_START;
  problem("LISTEN_FDS", `${JSON.stringify(fds.slice(0, 20))}: svc serve listens on exactly one socket; give its .socket unit one ListenStream= line (deploy/svc@.socket)`);
  return null;
}

/** `http://HOST:PORT`, with IPv6 addresses in brackets. */
export function derivedBaseUrl(host: string, port: number): string {
  const shown = host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
