// svc serve's configuration read from the environment (src/server/config.ts): every variable's
// default, a good value and where it lands, and each bad value's line in the one error, which names
// the variable. In-process: loadConfig with a made-up environment; no server is started.
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import type { BuildInfo } from "../../src/core/build-info.ts";
import { SvcError } from "../../src/core/errors.ts";
import { generateKeyPair, parseSigningKey } from "../../src/license/keys.ts";
import { loadConfig, VARIABLES, type ConfigInput, type LoadedConfig } from "../../src/server/config.ts";
import { developmentBuild } from "../support/cli.ts";

const releaseBuild = (): BuildInfo => developmentBuild({ keys: "release", developmentSigningKey: null });

function load(env: Record<string, string>, input: Partial<ConfigInput> = {}): LoadedConfig {
  return loadConfig({ env, svcHome: "/home/ada/.svc", cwd: "/srv", build: developmentBuild(), pid: 4242, ...input });
}

/** The lines of the error loadConfig throws (each `NAME: what is wrong`). */
function problems(env: Record<string, string>, input: Partial<ConfigInput> = {}): string[] {
  try {
    load(env, input);
  } catch (error) {
    assert.ok(error instanceof SvcError, String(error));
    assert.equal(error.code, "bad_configuration");
    assert.equal(error.exit, 1);
    return (error.details as { problems: string[] }).problems;
  }
  assert.fail(`no error for ${JSON.stringify(env)}`);
}

describe("svc serve's configuration", () => {
  test("no environment: the embedded default", () => {
    const { config, warnings } = load({});
    assert.deepEqual(
      { ...config, signing: config.signing?.source },
      {
        port: 8080,
        host: "127.0.0.1",
        listenFd: null,
        baseUrl: "http://127.0.0.1:8080",
        baseUrlDerived: true,
        dataDir: "/home/ada/.svc/serve",
        databaseUrl: null,
        signing: "development key",
        stripe: null,
        paymentLinks: {},
        smtpUrl: null,
        smtpTimeoutMs: 30_000,
        mailFrom: "svc <support@example.com>",
        adminToken: null,
        metricsToken: null,
        trustProxy: false,
        rateLimits: { post: 60, get: 600, ad: 120, lookup: 30, auth: 10 },
        adEventDays: 90,
        downloadDir: "/home/ada/.svc/serve/downloads",
        seller: { name: "svc", supportEmail: "support@example.com", homepage: null, refundUrl: null },
        crashAt: null,
      },
    );
    assert.equal(warnings.length, 3);
    assert.match(warnings[0]!, /^SIGNING LICENSES WITH THE PUBLIC DEVELOPMENT KEY/);
    assert.equal(warnings[1], "STRIPE_SECRET_KEY is not set: quotes work, checkout answers 503 payments_not_configured.");
    assert.equal(warnings[2], "SMTP_URL is not set: e-mail is written to the outbox folder instead of being sent.");
  });

  test("every variable set: each lands in its setting", () => {
    const signingKey = generateKeyPair().private_key;
    const { config, warnings } = load({
      PORT: "9000",
      HOST: "::1",
      LISTEN_FDS: "1",
      LISTEN_PID: "4242",
      SVC_BASE_URL: "https://svc.example.com/shop/",
      SVC_DATA_DIR: "data",
      SVC_DATABASE_URL: "postgresql://svc:secret@db:5432/svc",
      SVC_LICENSE_SIGNING_KEY: signingKey,
      STRIPE_SECRET_KEY: "rk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_123",
      STRIPE_API_BASE: "https://[::1]",
      STRIPE_SPT_API_VERSION: "2027-01-01",
      STRIPE_SPT_PARAMETER: "payment_method_data",
      SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.com/test_1",
      SVC_SELLER_NAME: "Example Tools",
      SVC_SUPPORT_EMAIL: "help@example.com",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      SVC_SMTP_TIMEOUT: "600",
      SVC_MAIL_FROM: "Licenses <licenses@example.com>",
      SVC_ADMIN_TOKEN: "admin-token-0123456789",
      SVC_METRICS_TOKEN: "metrics-token-0123456789",
      SVC_TRUST_PROXY: "1",
      SVC_RATE_LIMITS: " post = 5 ,lookup=0",
      SVC_AD_EVENT_DAYS: "3650",
      SVC_DOWNLOAD_DIR: "/var/svc/dist",
      SVC_HOMEPAGE: "https://example.com",
      SVC_REFUND_URL: "http://example.com/refunds",
      SVC_DEV_CRASH_AT: "before_email",
    });
    assert.deepEqual(config.signing, { key: parseSigningKey(signingKey, "x"), source: "SVC_LICENSE_SIGNING_KEY" });
    assert.deepEqual(
      { ...config, signing: null },
      {
        port: 9000,
        host: "::1",
        listenFd: 3,
        baseUrl: "https://svc.example.com/shop",
        baseUrlDerived: false,
        dataDir: "/srv/data",
        databaseUrl: "postgresql://svc:secret@db:5432/svc",
        signing: null,
        stripe: {
          secretKey: "rk_live_abc",
          webhookSecret: "whsec_123",
          api: { host: "::1", port: 443, protocol: "https" },
          sptApiVersion: "2027-01-01",
          sptParameter: "payment_method_data",
        },
        paymentLinks: { svc_lifetime: "https://buy.stripe.com/test_1" },
        smtpUrl: "smtps://user:pass@mail.example.com:465",
        smtpTimeoutMs: 600_000,
        mailFrom: "Licenses <licenses@example.com>",
        adminToken: "admin-token-0123456789",
        metricsToken: "metrics-token-0123456789",
        trustProxy: true,
        rateLimits: { post: 5, get: 600, ad: 120, lookup: 0, auth: 10 },
        adEventDays: 3650,
        downloadDir: "/var/svc/dist",
        seller: { name: "Example Tools", supportEmail: "help@example.com", homepage: "https://example.com", refundUrl: "http://example.com/refunds" },
        crashAt: "before_email",
      },
    );
    assert.deepEqual(warnings, [`this development build does not trust signing key ${config.signing?.key.kid}: its licenses verify only with builds that do.`]);
  });

  test("defaults that follow other settings: the sender, the downloads folder, an http origin's port", () => {
    const { config } = load({
      SVC_SELLER_NAME: "Ada",
      SVC_SUPPORT_EMAIL: "ada@example.com",
      SVC_DATA_DIR: "/var/lib/svc",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_API_BASE: "http://127.0.0.1",
    });
    assert.equal(config.mailFrom, "Ada <ada@example.com>");
    assert.equal(config.downloadDir, "/var/lib/svc/downloads");
    assert.deepEqual(config.stripe?.api, { host: "127.0.0.1", port: 80, protocol: "http" });
    assert.equal(config.stripe?.sptApiVersion, "2026-07-29.preview");
    assert.equal(config.stripe?.sptParameter, "top_level");
    assert.equal(load({ SVC_MAIL_FROM: "plain@example.com" }).config.mailFrom, "plain@example.com");
  });

  test("an empty value is unset", () => {
    const { config } = load({ PORT: "", HOST: "", SVC_DATA_DIR: "", SVC_TRUST_PROXY: "", SVC_PAYMENT_LINK_SVC_GOLD: "", STRIPE_SECRET_KEY: "" });
    assert.equal(config.port, 8080);
    assert.equal(config.host, "127.0.0.1");
    assert.equal(config.dataDir, "/home/ada/.svc/serve");
    assert.equal(config.stripe, null);
  });

  test("--port and --host win over PORT and HOST; a bad --host is named as the flag", () => {
    const { config } = load({ PORT: "not a port", HOST: "example.com" }, { port: 0, host: "0.0.0.0" });
    assert.equal(config.port, 0);
    assert.equal(config.host, "0.0.0.0");
    assert.equal(config.baseUrl, "http://0.0.0.0:0");
    assert.deepEqual(problems({}, { host: "1.2.3" }), ['--host: "1.2.3" is not an IPv4 address (four numbers 0–255, such as 127.0.0.1)']);
  });

  test("socket activation: LISTEN_FDS counts only when LISTEN_PID names this process", () => {
    assert.equal(load({ LISTEN_FDS: "1", LISTEN_PID: "1" }).config.listenFd, null);
    assert.equal(load({ LISTEN_FDS: "2", LISTEN_PID: "1" }).config.listenFd, null);
    assert.equal(load({ LISTEN_FDS: "1" }).config.listenFd, null);
    assert.equal(load({ LISTEN_FDS: "1", LISTEN_PID: "4242" }).config.listenFd, 3);
  });

  test("SVC_DEV_CRASH_AT is read by development builds only", () => {
    assert.equal(load({ SVC_DEV_CRASH_AT: "nonsense" }, { build: releaseBuild() }).config.crashAt, null);
    assert.equal(load({ SVC_DEV_CRASH_AT: "after_charge" }).config.crashAt, "after_charge");
  });

  test("payment links: one per license product, https only", () => {
    assert.deepEqual(
      load({ SVC_PAYMENT_LINK_SVC_FOUNDER_LIFETIME: "https://buy.stripe.com/a", SVC_PAYMENT_LINK_SVC_EARLY_LIFETIME: "https://buy.stripe.com/b" }).config
        .paymentLinks,
      {
        svc_founder_lifetime: "https://buy.stripe.com/a",
        svc_early_lifetime: "https://buy.stripe.com/b",
      },
    );
  });

  test("warnings: a release build without a key, a processor without its webhook secret, processor settings without the processor", () => {
    assert.deepEqual(load({ STRIPE_WEBHOOK_SECRET: "whsec_1", SMTP_URL: "smtp://mail.example.com" }, { build: releaseBuild() }).warnings, [
      "SVC_LICENSE_SIGNING_KEY is not set: checkout answers 503 signing_not_configured.",
      "STRIPE_WEBHOOK_SECRET / STRIPE_API_BASE are set without STRIPE_SECRET_KEY and do nothing.",
      "STRIPE_SECRET_KEY is not set: quotes work, checkout answers 503 payments_not_configured.",
    ]);
    assert.deepEqual(load({ STRIPE_SECRET_KEY: "sk_test_1", SMTP_URL: "smtp://mail.example.com" }).warnings.slice(1), [
      "STRIPE_WEBHOOK_SECRET is not set: webhook deliveries are refused (503), so link sales are fulfilled only through GET /api/v1/license.",
    ]);
  });

  // Each bad value: the line it gives. Every line begins with the variable's name.
  const BAD: [Record<string, string>, string][] = [
    [{ PORT: "65536" }, 'PORT: "65536" is not a port number (0–65535)'],
    [{ PORT: "http" }, 'PORT: "http" is not a port number (0–65535)'],
    [{ HOST: "a b" }, 'HOST: "a b" is not a host name or address'],
    [{ HOST: "300.1.1.1" }, 'HOST: "300.1.1.1" is not an IPv4 address (four numbers 0–255, such as 127.0.0.1)'],
    [{ HOST: "-bad-.example" }, 'HOST: "-bad-.example" is not a host name or an IP address'],
    [
      { LISTEN_FDS: "2", LISTEN_PID: "4242" },
      'LISTEN_FDS: "2": svc serve listens on exactly one socket; give its .socket unit one ListenStream= line (deploy/svc@.socket)',
    ],
    [{ SVC_BASE_URL: "ftp://example.com" }, 'SVC_BASE_URL: "ftp://example.com" is not an http(s) address'],
    [{ SVC_BASE_URL: "https://svc.example.com/?a=1" }, "SVC_BASE_URL: must not carry a query or fragment"],
    [{ SVC_DATA_DIR: "/proc/svc" }, 'SVC_DATA_DIR: "/proc/svc" is under /proc, a kernel file system; choose a folder on disk'],
    [
      { SVC_DATABASE_URL: "mysql://db/svc" },
      "SVC_DATABASE_URL: is not a postgres:// address (postgres://user:password@host:5432/database); unset it to keep the store in SQLite",
    ],
    [
      { SVC_LICENSE_SIGNING_KEY: "abc" },
      "SVC_LICENSE_SIGNING_KEY: its value does not hold a signing key: it decodes to 2 bytes, a seed is 32 (`svc license keygen` prints a new key pair; its private key is what goes here)",
    ],
    [{ STRIPE_SECRET_KEY: "pk_live_1" }, "STRIPE_SECRET_KEY: is not a Stripe secret key (sk_… or rk_…)"],
    [{ STRIPE_WEBHOOK_SECRET: "secret" }, "STRIPE_WEBHOOK_SECRET: is not a webhook signing secret (whsec_…)"],
    [{ STRIPE_API_BASE: "http://127.0.0.1:12111/v1" }, 'STRIPE_API_BASE: "http://127.0.0.1:12111/v1" is not an http(s) origin such as http://127.0.0.1:12111'],
    [{ STRIPE_API_BASE: "http://x/?a=1" }, 'STRIPE_API_BASE: "http://x/?a=1" is not an http(s) origin such as http://127.0.0.1:12111'],
    [{ STRIPE_SPT_API_VERSION: "latest" }, 'STRIPE_SPT_API_VERSION: "latest" is not an API version such as 2026-07-29.preview'],
    [{ STRIPE_SPT_PARAMETER: "nested" }, 'STRIPE_SPT_PARAMETER: must be top_level or payment_method_data, not "nested"'],
    [
      { SVC_PAYMENT_LINK_SVC_GOLD: "https://x" },
      "SVC_PAYMENT_LINK_SVC_GOLD: names no product (payment links are set for SVC_PAYMENT_LINK_SVC_FOUNDER_LIFETIME, SVC_PAYMENT_LINK_SVC_EARLY_LIFETIME, SVC_PAYMENT_LINK_SVC_LIFETIME)",
    ],
    [
      { SVC_PAYMENT_LINK_SVC_TEAM_MIGRATION_PACK: "https://x" },
      "SVC_PAYMENT_LINK_SVC_TEAM_MIGRATION_PACK: the team pack is sold through a dynamic Checkout Session and takes no payment link",
    ],
    [{ SVC_PAYMENT_LINK_SVC_LIFETIME: "http://buy.example.com" }, 'SVC_PAYMENT_LINK_SVC_LIFETIME: "http://buy.example.com" is not an https payment link'],
    // A sender made of a bad name or address is not reported again as SVC_MAIL_FROM, which is unset.
    [{ SVC_SELLER_NAME: "Ada\nLovelace" }, "SVC_SELLER_NAME: must be one line"],
    [{ SVC_SUPPORT_EMAIL: "nobody" }, 'SVC_SUPPORT_EMAIL: "nobody" is not an e-mail address'],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL: is not an smtp:// or smtps:// address (smtp://user:pass@host:587)"],
    [{ SVC_SMTP_TIMEOUT: "0" }, 'SVC_SMTP_TIMEOUT: "0" is not a number of seconds from 1 to 600'],
    [{ SVC_SMTP_TIMEOUT: "601" }, 'SVC_SMTP_TIMEOUT: "601" is not a number of seconds from 1 to 600'],
    [{ SVC_MAIL_FROM: "Licenses <nobody>" }, 'SVC_MAIL_FROM: "Licenses <nobody>" is not an address such as "svc <licenses@example.com>"'],
    [{ SVC_ADMIN_TOKEN: "short" }, "SVC_ADMIN_TOKEN: must be at least 16 characters without spaces"],
    [{ SVC_METRICS_TOKEN: "sixteen chars with spaces" }, "SVC_METRICS_TOKEN: must be at least 16 characters without spaces"],
    [{ SVC_TRUST_PROXY: "yes" }, 'SVC_TRUST_PROXY: must be 1 or 0, not "yes"'],
    [{ SVC_AD_EVENT_DAYS: "0" }, 'SVC_AD_EVENT_DAYS: "0" is not a number of days from 1 to 3650'],
    [{ SVC_HOMEPAGE: "example.com" }, 'SVC_HOMEPAGE: "example.com" is not an http(s) address'],
    [{ SVC_REFUND_URL: "mailto:a@example.com" }, 'SVC_REFUND_URL: "mailto:a@example.com" is not an http(s) address'],
    [{ SVC_DEV_CRASH_AT: "later" }, "SVC_DEV_CRASH_AT: must be one of after_charge, before_fulfilment_commit, before_email"],
  ];
  for (const [env, line] of BAD) {
    test(`bad: ${JSON.stringify(env)}`, () => {
      assert.deepEqual(problems(env), [line]);
    });
  }

  test("SVC_RATE_LIMITS: each bad part is named, the good ones still count", () => {
    const hint = "is not name=number with name post, get, ad, lookup or auth (e.g. post=60,get=600,ad=120,lookup=30,auth=10; 0 turns one off)";
    assert.deepEqual(problems({ SVC_RATE_LIMITS: "post=60,put=3,get=-1" }), [`SVC_RATE_LIMITS: "put=3" ${hint}`, `SVC_RATE_LIMITS: "get=-1" ${hint}`]);
  });

  test("every bad value at once, in one error that says how many and what to do", () => {
    try {
      load({ PORT: "http", STRIPE_SECRET_KEY: "pk_live_oops", SVC_TRUST_PROXY: "yes" });
      assert.fail("no error");
    } catch (error) {
      assert.ok(error instanceof SvcError);
      assert.equal(
        error.message,
        [
          "svc serve cannot start: 3 bad settings:",
          '  - PORT: "http" is not a port number (0–65535)',
          "  - STRIPE_SECRET_KEY: is not a Stripe secret key (sk_… or rk_…)",
          '  - SVC_TRUST_PROXY: must be 1 or 0, not "yes"',
        ].join("\n"),
      );
      assert.match(error.hint ?? "", /Fix or unset each variable named above/);
    }
  });
});

describe("the table of variables", () => {
  const ROOT = fileURLToPath(new URL("../../", import.meta.url));
  const names = Object.keys(VARIABLES);

  test("each row fills a setting of ServerConfig", () => {
    const { config } = load({ STRIPE_SECRET_KEY: "sk_test_1" });
    for (const [name, row] of Object.entries(VARIABLES)) {
      let setting: unknown = config;
      for (const key of row.fills.split(".")) {
        assert.ok(typeof setting === "object" && setting !== null && key in setting, `${name} fills ${row.fills}, which ServerConfig does not have`);
        setting = (setting as Record<string, unknown>)[key];
      }
    }
  });

  test("the README or a file of docs/ documents every variable", async () => {
    const docs = [path.join(ROOT, "README.md"), path.join(ROOT, "deploy", "README.md")];
    for (const entry of await readdir(path.join(ROOT, "docs"), { recursive: true }).catch(() => [])) {
      if (entry.endsWith(".md")) docs.push(path.join(ROOT, "docs", entry));
    }
    const text = (await Promise.all(docs.map((file) => readFile(file, "utf8").catch(() => "")))).join("\n");
    const undocumented = names.filter((name) => !new RegExp(`\`${name.replace(/[<>]/g, "\\$&")}(?![A-Za-z0-9_])`).test(text));
    assert.deepEqual(undocumented, [], "write each into the table of svc serve's variables in docs/operating.md");
  });

  test("deploy/svc.env.example sets only variables of the table", async () => {
    const example = await readFile(path.join(ROOT, "deploy", "svc.env.example"), "utf8");
    const set = [...example.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    assert.ok(set.length > 5, "the example sets variables");
    const known = (name: string): boolean => names.some((row) => (row.endsWith(">") ? name.startsWith(row.slice(0, row.indexOf("<"))) : row === name));
    assert.deepEqual(
      set.filter((name) => !known(name)),
      [],
    );
  });

  test("no other source file reads them: one place reads each variable", async () => {
    // The CLI reads two of the same names for its own purpose: SVC_BASE_URL is the service svc
    // upgrade and the license messages talk to (default: the build's address), and `svc license
    // issue` signs with SVC_LICENSE_SIGNING_KEY. Neither is a setting of svc serve.
    const cli: Record<string, string[]> = { "src/core/base-url.ts": ["SVC_BASE_URL"], "src/commands/license.ts": ["SVC_LICENSE_SIGNING_KEY"] };
    const patterns = names.map((name) => name.replace(/<[A-Z_]+>$/, "[A-Z_]*"));
    const reads: string[] = [];
    for (const entry of await readdir(path.join(ROOT, "src"), { recursive: true })) {
      const file = `src/${entry}`;
      if (!file.endsWith(".ts") || file === "src/server/config.ts") continue;
      const text = await readFile(path.join(ROOT, file), "utf8");
      for (const pattern of patterns) {
        for (const match of text.matchAll(new RegExp(`env(?:\\[\\s*["'\`](${pattern})["'\`]\\s*\\]|\\.(${pattern})\\b)`, "g"))) {
          const name = match[1] ?? match[2]!;
          if (!cli[file]?.includes(name)) reads.push(`${file} reads ${name}`);
        }
      }
    }
    assert.deepEqual(reads, [], "read the setting from the ServerConfig loadConfig returns");
  });
});
