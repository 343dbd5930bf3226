// svc serve's configuration (docs/promises.md#svc-serve): every environment variable it reads is a
// row of VARIABLES (its setting, meaning, default and parser), read once at start by one loop that
// checks every value and reports every bad one at once, each under its name, in one error (exit 1).
// Nothing else reads these variables (test/server/config.test.ts checks it, and that the README
// documents each).
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
const MAX_AD_EVENT_DAYS = 3650;
export const CRASH_POINTS = ["after_charge", "before_fulfilment_commit", "before_email"] as const;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const DEFAULT_RATE_LIMITS: RateLimits = { post: 60, get: 600, ad: 120, lookup: 30, auth: 10 };
const RATE_LIMITS_DEFAULT = Object.entries(DEFAULT_RATE_LIMITS)
  .map(([name, limit]) => `${name}=${limit}`)
  .join(",");

/** The first socket systemd passes (sd_listen_fds(3)): file descriptor 3. */
const SD_LISTEN_FDS_START = 3;

/** What is wrong with a value: each line follows the variable's name in the error. */
interface Problem {
  problems: string[];
}

function bad(...problems: string[]): Problem {
  return { problems };
}

function isProblem(value: unknown): value is Problem {
  return typeof value === "object" && value !== null && "problems" in value && Array.isArray((value as Problem).problems);
}

/** One environment variable svc serve reads: a row of VARIABLES. */
interface Variable {
  /** The setting of ServerConfig it fills (a path such as `stripe.secretKey`). */
  fills: string;
  /** What it is for, one line. */
  about: string;
  /**
   * The value when unset (or empty), as text parsed as a set value is; a function of the input when
   * it depends on it. Without one an unset variable gives no value: the setting is off, or follows
   * other settings (settingsFrom says how).
   */
  default?: string | ((input: ConfigInput) => string);
  /** The command-line flag that, when given, is read instead (and named in its error). */
  flag?: "port" | "host";
  /** Read only when this holds; otherwise ignored as if unset. `earlier` holds the values read before it. */
  when?: (input: ConfigInput, earlier: Readonly<Record<string, unknown>>) => boolean;
  /** A family of variables (`SVC_PAYMENT_LINK_<PRODUCT_ID>`): every set name with this prefix, each parsed with its suffix. */
  prefix?: string;
  /** The value of a set variable, or what is wrong with it (its parser and its validation in one). */
  parse: (text: string, input: ConfigInput, suffix: string) => unknown;
}

/**
 * Every environment variable svc serve reads, in the order their problems are reported. The
 * README's table of variables documents each (test/server/config.test.ts checks it does).
 */
export const VARIABLES = {
  PORT: {
    fills: "port",
    about: "the port to listen on",
    default: "8080",
    flag: "port",
    parse: wholeNumber(0, 65535, "a port number (0–65535)"),
  },
  HOST: {
    fills: "host",
    about: "the address to listen on",
    default: "127.0.0.1",
    flag: "host",
    parse: hostName,
  },
  LISTEN_PID: {
    fills: "listenFd",
    about: "the process systemd passed a socket to (socket activation)",
    parse: (text) => text,
  },
  LISTEN_FDS: {
    fills: "listenFd",
    about: "how many sockets systemd passed (socket activation): svc listens on the one at file descriptor 3",
    // Meant for another process (a parent that ran svc) when LISTEN_PID names another.
    when: (input, earlier) => earlier["LISTEN_PID"] === String(input.pid ?? process.pid),
    parse: passedSocket,
  },
  SVC_BASE_URL: {
    fills: "baseUrl",
    about: "the public base address in every URL the service returns (http://HOST:PORT)",
    // Written into pages (<base href>) and documents as it is: an origin and a plain path only.
    parse: (text) => {
      const wrong = baseUrlProblem(text);
      return wrong === null ? text.replace(/\/+$/, "") : bad(wrong);
    },
  },
  SVC_DATA_DIR: {
    fills: "dataDir",
    about: "the data folder: the SQLite store and the outbox ($SVC_HOME/serve)",
    default: (input) => path.join(input.svcHome, "serve"),
    parse: dataFolder,
  },
  SVC_DATABASE_URL: {
    fills: "databaseUrl",
    about: "a PostgreSQL database for the store, shared by replicas (unset: SQLite in the data folder)",
    parse: matching(
      /^postgres(ql)?:\/\/./,
      () => "is not a postgres:// address (postgres://user:password@host:5432/database); unset it to keep the store in SQLite",
    ),
  },
  SVC_LICENSE_SIGNING_KEY: {
    fills: "signing",
    about: "the ed25519 key licenses are signed with (svc license keygen)",
    parse: signingKey,
  },
  STRIPE_SECRET_KEY: {
    fills: "stripe.secretKey",
    about: "the Stripe secret key: payments are off without it",
    parse: matching(/^(sk|rk)_[A-Za-z0-9_]+$/, () => "is not a Stripe secret key (sk_… or rk_…)"),
  },
  STRIPE_WEBHOOK_SECRET: {
    fills: "stripe.webhookSecret",
    about: "the webhook signing secret: webhooks answer 503 without it",
    parse: matching(/^whsec_\S+$/, () => "is not a webhook signing secret (whsec_…)"),
  },
  STRIPE_API_BASE: {
    fills: "stripe.api",
    about: "another Stripe API origin (the tests' local fake)",
    parse: stripeApi,
  },
  STRIPE_SPT_API_VERSION: {
    fills: "stripe.sptApiVersion",
    about: "the preview API version sent with shared-payment-token charges",
    default: DEFAULT_SPT_API_VERSION,
    parse: matching(/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/, (text) => `${JSON.stringify(text)} is not an API version such as ${DEFAULT_SPT_API_VERSION}`),
  },
  STRIPE_SPT_PARAMETER: {
    fills: "stripe.sptParameter",
    about: "where a shared payment token goes in the charge (Stripe's documents disagree)",
    default: "top_level",
    parse: oneOf<SptParameter>(
      { top_level: "top_level", payment_method_data: "payment_method_data" },
      (text) => `must be top_level or payment_method_data, not ${JSON.stringify(text)}`,
    ),
  },
  "SVC_PAYMENT_LINK_<PRODUCT_ID>": {
    fills: "paymentLinks",
    about: "the hosted payment link of a license product",
    prefix: "SVC_PAYMENT_LINK_",
    parse: paymentLink,
  },
  SVC_SELLER_NAME: {
    fills: "seller.name",
    about: "the seller's name in pages, documents and e-mail",
    default: "svc",
    parse: matching(/^[^\r\n]*$/, () => "must be one line"),
  },
  SVC_SUPPORT_EMAIL: {
    fills: "seller.supportEmail",
    about: "the address buyers write to",
    default: "support@example.com",
    parse: matching(EMAIL, (text) => `${JSON.stringify(text)} is not an e-mail address`),
  },
  SMTP_URL: {
    fills: "smtpUrl",
    about: "the SMTP server e-mail goes through (unset: written to the outbox folder)",
    parse: smtpAddress,
  },
  SVC_SMTP_TIMEOUT: {
    fills: "smtpTimeoutMs",
    about: "seconds one SMTP send may take before it is retried later",
    default: "30",
    parse: (text) => {
      const seconds = wholeNumber(1, 600, "a number of seconds from 1 to 600")(text);
      return isProblem(seconds) ? seconds : seconds * 1000;
    },
  },
  SVC_MAIL_FROM: {
    fills: "mailFrom",
    about: "the sender of e-mail (SVC_SELLER_NAME <SVC_SUPPORT_EMAIL>)",
    parse: mailSender,
  },
  SVC_ADMIN_TOKEN: {
    fills: "adminToken",
    about: "the bearer token of the admin endpoints and /metrics (unset: the admin endpoints answer 404)",
    parse: token,
  },
  SVC_METRICS_TOKEN: {
    fills: "metricsToken",
    about: "a bearer token for /metrics alone",
    parse: token,
  },
  SVC_TRUST_PROXY: {
    fills: "trustProxy",
    about: "1: the client address is the last X-Forwarded-For entry",
    default: "0",
    parse: oneOf({ "0": false, "1": true }, (text) => `must be 1 or 0, not ${JSON.stringify(text)}`),
  },
  SVC_RATE_LIMITS: {
    fills: "rateLimits",
    about: "requests a minute per client address, by kind; 0 turns one off",
    default: RATE_LIMITS_DEFAULT,
    parse: rateLimits,
  },
  SVC_AD_EVENT_DAYS: {
    fills: "adEventDays",
    about: "days ad events are kept",
    default: "90",
    parse: wholeNumber(1, MAX_AD_EVENT_DAYS, `a number of days from 1 to ${MAX_AD_EVENT_DAYS}`),
  },
  SVC_DOWNLOAD_DIR: {
    fills: "downloadDir",
    about: "release files served under /download (SVC_DATA_DIR/downloads)",
    parse: (text, input) => path.resolve(input.cwd, text),
  },
  SVC_HOMEPAGE: {
    fills: "seller.homepage",
    about: "the seller's homepage (the base URL)",
    parse: httpAddress,
  },
  SVC_REFUND_URL: {
    fills: "seller.refundUrl",
    about: "the operator's refund terms, instead of the default page",
    parse: httpAddress,
  },
  SVC_DEV_CRASH_AT: {
    fills: "crashAt",
    about: "tests only, development builds only: crash at this point of fulfilment",
    when: (input) => input.build.keys === "development",
    parse: oneOf(Object.fromEntries(CRASH_POINTS.map((point) => [point, point])), () => `must be one of ${CRASH_POINTS.join(", ")}`),
  },
} satisfies Record<string, Variable>;

/** What the rows read: each variable's value, undefined when unset; a family's values in a list. */
type Rows = typeof VARIABLES;
type ValueOf<Row> = Row extends { parse: (...args: never[]) => infer Parsed } ? Exclude<Parsed, Problem> : never;
type Values = {
  [Name in keyof Rows]: Rows[Name] extends { prefix: string }
    ? ValueOf<Rows[Name]>[]
    : Rows[Name] extends { default: unknown }
      ? ValueOf<Rows[Name]>
      : ValueOf<Rows[Name]> | undefined;
};

/**
 * Reads every row of VARIABLES: an empty value counts as unset, a flag given on the command line
 * wins over its variable, a bad value is reported under its name (or its flag's) and stands as
 * unset. Throws one error listing every problem at once.
 */
function readVariables(input: ConfigInput): Values {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  const report = (name: string, parsed: unknown): unknown => {
    if (!isProblem(parsed)) return parsed;
    for (const line of parsed.problems) problems.push(`${name}: ${line}`);
    return undefined;
  };
  for (const [name, row] of Object.entries(VARIABLES) as [string, Variable][]) {
    if (row.when !== undefined && !row.when(input, values)) continue;
    if (row.prefix !== undefined) {
      const prefix = row.prefix;
      const set = Object.entries(input.env).filter(([key, value]) => key.startsWith(prefix) && value !== undefined && value !== "");
      values[name] = set.map(([key, value]) => report(key, row.parse(value!, input, key.slice(prefix.length)))).filter((value) => value !== undefined);
      continue;
    }
    const flag = row.flag === undefined ? undefined : input[row.flag];
    const text = flag !== undefined ? String(flag) : input.env[name] === "" ? undefined : input.env[name];
    const fallback = typeof row.default === "function" ? row.default(input) : row.default;
    const given = text ?? fallback;
    values[name] = given === undefined ? undefined : report(flag !== undefined ? `--${row.flag}` : name, row.parse(given, input, ""));
  }
  if (problems.length > 0) {
    const count = problems.length === 1 ? "a bad setting" : `${problems.length} bad settings`;
    throw new SvcError("bad_configuration", `svc serve cannot start: ${count}:\n${problems.map((line) => `  - ${line}`).join("\n")}`, EXIT.error, {
      hint: "Fix or unset each variable named above: the README's table of svc serve's variables describes each.",
      details: { problems },
    });
  }
  return values as Values;
}

export function loadConfig(input: ConfigInput): LoadedConfig {
  const values = readVariables(input);
  const config = settingsFrom(values, input);
  return { config, warnings: warningsOf(config, values, input.build) };
}

/** The settings the values make, with the defaults that follow other settings. */
function settingsFrom(values: Values, input: ConfigInput): ServerConfig {
  const { PORT: port, HOST: host, SVC_DATA_DIR: dataDir, SVC_SELLER_NAME: sellerName, SVC_SUPPORT_EMAIL: supportEmail } = values;
  const signingKey = values.SVC_LICENSE_SIGNING_KEY;
  const developmentKey = input.build.developmentSigningKey;
  return {
    port,
    host,
    listenFd: values.LISTEN_FDS ?? null,
    baseUrl: values.SVC_BASE_URL ?? derivedBaseUrl(host, port),
    baseUrlDerived: values.SVC_BASE_URL === undefined,
    dataDir,
    databaseUrl: values.SVC_DATABASE_URL ?? null,
    signing:
      signingKey !== undefined
        ? { key: signingKey, source: "SVC_LICENSE_SIGNING_KEY" }
        : developmentKey !== null
          ? { key: parseSigningKey(developmentKey, "the development key"), source: "development key" }
          : null,
    stripe:
      values.STRIPE_SECRET_KEY === undefined
        ? null
        : {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? null,
            api: values.STRIPE_API_BASE ?? null,
            sptApiVersion: values.STRIPE_SPT_API_VERSION,
            sptParameter: values.STRIPE_SPT_PARAMETER,
          },
    paymentLinks: Object.fromEntries(values["SVC_PAYMENT_LINK_<PRODUCT_ID>"].map((link) => [link.productId, link.url])),
    smtpUrl: values.SMTP_URL ?? null,
    smtpTimeoutMs: values.SVC_SMTP_TIMEOUT,
    mailFrom: values.SVC_MAIL_FROM ?? `${sellerName} <${supportEmail}>`,
    adminToken: values.SVC_ADMIN_TOKEN ?? null,
    metricsToken: values.SVC_METRICS_TOKEN ?? null,
    trustProxy: values.SVC_TRUST_PROXY,
    rateLimits: values.SVC_RATE_LIMITS,
    adEventDays: values.SVC_AD_EVENT_DAYS,
    downloadDir: values.SVC_DOWNLOAD_DIR ?? path.join(dataDir, "downloads"),
    seller: { name: sellerName, supportEmail, homepage: values.SVC_HOMEPAGE ?? null, refundUrl: values.SVC_REFUND_URL ?? null },
    crashAt: values.SVC_DEV_CRASH_AT ?? null,
  };
}

/** Things an operator should know at start: what is off, and a signing key only some builds trust. */
function warningsOf(config: ServerConfig, values: Values, build: BuildInfo): string[] {
  const warnings: string[] = [];
  if (config.signing?.source === "development key") {
    warnings.push(
      "SIGNING LICENSES WITH THE PUBLIC DEVELOPMENT KEY (keys/development.key). Anyone can forge these licenses, " +
        "and only development builds accept them. Set SVC_LICENSE_SIGNING_KEY for real sales.",
    );
  } else if (config.signing === null) {
    warnings.push("SVC_LICENSE_SIGNING_KEY is not set: checkout answers 503 signing_not_configured.");
  }
  if (config.signing !== null && !Keyring.fromEncoded(build.trustedPublicKeys).byKid(config.signing.key.kid)) {
    warnings.push(`this ${build.keys} build does not trust signing key ${config.signing.key.kid}: its licenses verify only with builds that do.`);
  }
  if (config.stripe !== null) {
    if (config.stripe.webhookSecret === null) {
      warnings.push("STRIPE_WEBHOOK_SECRET is not set: webhook deliveries are refused (503), so link sales are fulfilled only through GET /api/v1/license.");
    }
  } else {
    if (values.STRIPE_WEBHOOK_SECRET !== undefined || values.STRIPE_API_BASE !== undefined) {
      warnings.push("STRIPE_WEBHOOK_SECRET / STRIPE_API_BASE are set without STRIPE_SECRET_KEY and do nothing.");
    }
    warnings.push("STRIPE_SECRET_KEY is not set: quotes work, checkout answers 503 payments_not_configured.");
  }
  if (config.smtpUrl === null) warnings.push("SMTP_URL is not set: e-mail is written to the outbox folder instead of being sent.");
  return warnings;
}

// ---- the parsers of the rows ----

/** Matches `pattern`, or the problem `message` names. */
function matching(pattern: RegExp, message: (text: string) => string): (text: string) => string | Problem {
  return (text) => (pattern.test(text) ? text : bad(message(text)));
}

/** A whole number from `min` to `max` (`what` names its unit in the problem). */
function wholeNumber(min: number, max: number, what: string): (text: string) => number | Problem {
  return (text) => {
    const inRange = /^\d{1,7}$/.test(text) && Number(text) >= min && Number(text) <= max;
    return inRange ? Number(text) : bad(`${JSON.stringify(text.slice(0, 100))} is not ${what}`);
  };
}

function httpAddress(text: string): string | Problem {
  return httpUrl(text) === null ? bad(`${JSON.stringify(text)} is not an http(s) address`) : text;
}

/** A bearer token: long enough not to be guessed, and whole on a header line. */
function token(text: string): string | Problem {
  return text.length < 16 || /\s/.test(text) ? bad("must be at least 16 characters without spaces") : text;
}

function hostName(text: string): string | Problem {
  if (/\s/.test(text) || text === "") return bad(`${JSON.stringify(text)} is not a host name or address`);
  if (/^[\d.]+$/.test(text) && !isIPv4(text)) return bad(`${JSON.stringify(text)} is not an IPv4 address (four numbers 0–255, such as 127.0.0.1)`);
  if (!isIP(text) && !/^[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*\.?$/.test(text)) {
    return bad(`${JSON.stringify(text.slice(0, 100))} is not a host name or an IP address`);
  }
  return text;
}

/** LISTEN_FDS: svc listens on one socket, the first systemd passes. */
function passedSocket(text: string): number | Problem {
  if (text === "1") return SD_LISTEN_FDS_START;
  const shown = JSON.stringify(text.slice(0, 20));
  return bad(`${shown}: svc serve listens on exactly one socket; give its .socket unit one ListenStream= line (deploy/svc@.socket)`);
}

function signingKey(text: string): SigningKey | Problem {
  try {
    return parseSigningKey(text, "its value");
  } catch (error) {
    const hint = error instanceof SvcError && error.hint !== undefined ? ` (${error.hint.replace(/\.$/, "")})` : "";
    return bad(`${(error as Error).message}${hint}`);
  }
}

/** A folder, relative to the working folder; never on a kernel file system. */
function dataFolder(text: string, input: ConfigInput): string | Problem {
  const folder = path.resolve(input.cwd, text);
  // Creating folders there fails in odd ways (under /proc Node's recursive mkdir loops at full
  // CPU), and nothing kept there survives.
  const kernelRoot = ["/proc", "/sys", "/dev"].find((root) => folder === root || folder.startsWith(`${root}/`));
  return kernelRoot === undefined ? folder : bad(`${JSON.stringify(folder)} is under ${kernelRoot}, a kernel file system; choose a folder on disk`);
}

/** STRIPE_API_BASE, split for stripe-node. */
function stripeApi(text: string): StripeSettings["api"] | Problem {
  const url = httpUrl(text);
  if (url === null || (url.pathname !== "/" && url.pathname !== "") || url.search !== "") {
    return bad(`${JSON.stringify(text)} is not an http(s) origin such as http://127.0.0.1:12111`);
  }
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port: url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port), protocol };
}

function paymentLink(text: string, _input: ConfigInput, suffix: string): { productId: ProductId; url: string } | Problem {
  const productId = suffix.toLowerCase();
  if (!isProductId(productId)) {
    return bad(`names no product (payment links are set for ${LICENSE_PRODUCT_IDS.map((id) => `SVC_PAYMENT_LINK_${id.toUpperCase()}`).join(", ")})`);
  }
  if (!LICENSE_PRODUCT_IDS.includes(productId)) return bad("the team pack is sold through a dynamic Checkout Session and takes no payment link");
  return httpUrl(text)?.protocol === "https:" ? { productId, url: text } : bad(`${JSON.stringify(text)} is not an https payment link`);
}

function smtpAddress(text: string): string | Problem {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  const ok = url !== null && (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  return ok ? text : bad("is not an smtp:// or smtps:// address (smtp://user:pass@host:587)");
}

function mailSender(text: string): string | Problem {
  const address = /<([^>]+)>\s*$/.exec(text)?.[1] ?? text;
  return EMAIL.test(address.trim()) && !/[\r\n]/.test(text) ? text : bad(`${JSON.stringify(text)} is not an address such as "svc <licenses@example.com>"`);
}

/** `post=5`: the limits named change, the others keep their defaults. */
function rateLimits(text: string): RateLimits | Problem {
  const limits = { ...DEFAULT_RATE_LIMITS };
  const problems: string[] = [];
  for (const part of text.split(",")) {
    const match = /^\s*(post|get|ad|lookup|auth)\s*=\s*(\d{1,7})\s*$/.exec(part);
    if (match === null) {
      const shown = JSON.stringify(part.trim().slice(0, 100));
      problems.push(`${shown} is not name=number with name post, get, ad, lookup or auth (e.g. ${RATE_LIMITS_DEFAULT}; 0 turns one off)`);
    } else {
      limits[match[1] as keyof RateLimits] = Number(match[2]);
    }
  }
  return problems.length > 0 ? bad(...problems) : limits;
}

/** One of `choices`, read as the value beside it. */
function oneOf<T>(choices: Record<string, T>, message: (text: string) => string): (text: string) => T | Problem {
  return (text) => (Object.hasOwn(choices, text) ? choices[text]! : bad(message(text)));
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
