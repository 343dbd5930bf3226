// The distill corpus: a fixed-seed generator of syntactically valid but random secrets of every kind
// the engine knows (right prefixes, lengths, alphabets, checksums), embedded in the files a harness
// holds (CLAUDE.md prose, .mcp.json env blocks, Codex config.toml, YAML, .env, shell), and of
// look-alikes that must come back untouched (placeholders, hashes, UUIDs, versions, public and
// documentation addresses, code identifiers). Deterministic: the same seed gives the same corpus.
import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
// the engine's encoder (its checksum is checked against a published GitHub token in the tests)
import { base62Checksum } from "../../src/distill/checks.ts";
import { type PatternRule, ruleById } from "../../src/distill/rules.ts";
import { SHAPES } from "../../src/distill/vendors.ts";
import { RegexSampler } from "./regex-sample.ts";

// --- a small seeded PRNG (mulberry32) ----------------------------------------------------------

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [low, high]. */
  between(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  chars(alphabet: string, length: number): string;
}

export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    between: (low, high) => low + int(high - low + 1),
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    chars: (alphabet, length) => {
      let text = "";
      for (let index = 0; index < length; index++) text += alphabet[int(alphabet.length)];
      return text;
    },
  };
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const BASE62 = DIGITS + UPPER + LOWER;
const ALNUM = UPPER + LOWER + DIGITS;
const HEX = "0123456789abcdef";
const BASE64 = ALNUM + "+/";
const BASE64URL = ALNUM + "-_";
const BASE32 = UPPER + "234567";

/** GitHub's token format: prefix + 30 base62 + base62 CRC32 of those 30. */
function checksummed(rng: Rng, prefix: string): string {
  const body = rng.chars(BASE62, 30);
  return `${prefix}${body}${base62Checksum(crc32(body))}`;
}

function b64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

// --- names for personal data ---------------------------------------------------------------------

const FIRST = ["anna", "marek", "sofia", "james", "priya", "lukas", "chen", "fatima", "oliver", "ines", "tomasz", "yuki", "noah", "elena", "kwame"];
const LAST = ["kowalski", "berg", "okafor", "lindqvist", "moreau", "nakamura", "haddad", "fischer", "ramirez", "novak", "osei", "petrov", "dubois"];

function personName(rng: Rng): { first: string; last: string } {
  return { first: rng.pick(FIRST), last: rng.pick(LAST) };
}

/** A login name that is in no dictionary of placeholders: mkowalski, anna.berg, priya42. */
function loginName(rng: Rng): string {
  const { first, last } = personName(rng);
  switch (rng.int(4)) {
    case 0:
      return `${first[0]}${last}`;
    case 1:
      return `${first}.${last}`;
    case 2:
      return `${first}${rng.between(10, 99)}`;
    default:
      return `${first}-${last}${rng.between(1, 9)}`;
  }
}

// --- contexts: where a value sits in a harness file ---------------------------------------------

export interface Placed {
  file: string;
  text: string;
}

type Context = (variable: string, value: string, rng: Rng) => Placed;

const FILLER_PROSE = [
  "Run `npm test` before every commit; the suite must stay green.",
  "Prefer small, focused pull requests with a clear description.",
  "The staging deploy happens from the `main` branch through CI.",
  "Use British spelling in user-facing text.",
  "Never commit generated files under dist/.",
];

type ContextName = "dotenv" | "shell" | "mcpJson" | "claudeJson" | "codexToml" | "codexInline" | "yaml" | "prose" | "settingsEnv";

const contexts: Record<ContextName, Context> = {
  dotenv: (variable, value) => ({ file: ".env", text: `# local settings\nNODE_ENV=development\n${variable}=${value}\nLOG_LEVEL=debug\n` }),
  shell: (variable, value) => ({ file: "setup.sh", text: `#!/bin/sh\nset -eu\nexport ${variable}="${value}"\nnpx @acme/cli sync --verbose\n` }),
  mcpJson: (variable, value) => ({
    file: ".mcp.json",
    text: `{\n  "mcpServers": {\n    "tools": {\n      "command": "npx",\n      "args": ["-y", "@acme/mcp-server"],\n      "env": {\n        "LOG_LEVEL": "info",\n        "${variable}": "${value}"\n      }\n    }\n  }\n}\n`,
  }),
  claudeJson: (variable, value) => ({
    file: ".claude.json",
    text: `{"numStartups": 42, "mcpServers": {"remote": {"type": "http", "url": "https://mcp.acme.dev/v1", "headers": {"${variable}": "${value}"}}}, "theme": "dark"}\n`,
  }),
  codexToml: (variable, value) => ({
    file: "config.toml",
    text: `model = "gpt-5-codex"\napproval_policy = "on-request"\n\n[mcp_servers.tools]\ncommand = "npx"\nargs = ["-y", "@acme/mcp-server"]\n\n[mcp_servers.tools.env]\n${variable} = "${value}"\n`,
  }),
  codexInline: (variable, value) => ({
    file: "config.toml",
    text: `[mcp_servers.search]\nurl = "https://search.acme.dev/mcp"\nhttp_headers = { "${variable}" = "${value}" }\n`,
  }),
  yaml: (variable, value) => ({
    file: "config.yaml",
    text: `name: assistant\nversion: 1.0.0\nschema: v1\nmcpServers:\n  - name: tools\n    command: npx\n    env:\n      ${variable}: ${value}\n`,
  }),
  prose: (_variable, value, rng) => ({
    file: "CLAUDE.md",
    text: `# Project notes\n\n${rng.pick(FILLER_PROSE)}\nFor the integration tests use \`${value}\` (it is the sandbox one).\n${rng.pick(FILLER_PROSE)}\n`,
  }),
  settingsEnv: (variable, value) => ({
    file: "settings.json",
    text: `{\n  "permissions": {"allow": ["Bash(npm test)"]},\n  "env": {"${variable}": "${value}"},\n  "model": "opus"\n}\n`,
  }),
};

const ANY_CONTEXT: readonly Context[] = Object.values(contexts);
const QUOTED_ASSIGNMENT: readonly Context[] = [
  contexts.mcpJson,
  contexts.codexToml,
  contexts.settingsEnv,
  contexts.shell,
  contexts.claudeJson,
  contexts.codexInline,
];
const ASSIGNMENT: readonly Context[] = [...QUOTED_ASSIGNMENT, contexts.dotenv, contexts.yaml];

// --- the positives -------------------------------------------------------------------------------

export interface PositiveSample {
  kind: string;
  category: "credential" | "personal";
  file: string;
  text: string;
  /** Values that must not survive redaction; the first is the one whose kind is checked. */
  planted: string[];
}

interface KindSpec {
  category: "credential" | "personal";
  /** Makes one sample: the planted values and the text they sit in. */
  make(rng: Rng): { planted: string[]; placed: Placed };
}

function inContexts(variables: readonly string[], value: (rng: Rng) => string, where: readonly Context[] = ANY_CONTEXT): KindSpec["make"] {
  return (rng) => {
    const planted = value(rng);
    return { planted: [planted], placed: rng.pick(where)(rng.pick(variables), planted, rng) };
  };
}

function credential(make: KindSpec["make"]): KindSpec {
  return { category: "credential", make };
}

function personal(make: KindSpec["make"]): KindSpec {
  return { category: "personal", make };
}

/**
 * A private key body as PEM writes it (base64 wrapped at 64): an ASN.1 SEQUENCE header (the `MI…`
 * every PKCS#1/PKCS#8/SEC1 key starts with) or OpenSSH's magic, then random bytes.
 */
function pemBody(rng: Rng, lines: number, openssh = false): string[] {
  const length = lines * 48 + rng.between(10, 40);
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index++) bytes[index] = rng.int(256);
  if (openssh) bytes.write("openssh-key-v1\0", 0, "latin1");
  else bytes.set([0x30, 0x82, ((length - 4) >> 8) & 0xff, (length - 4) & 0xff], 0);
  return bytes.toString("base64").match(/.{1,64}/g) ?? [];
}

function jwt(rng: Rng): string {
  const header = b64url(JSON.stringify({ alg: rng.pick(["HS256", "RS256", "ES256"]), typ: "JWT" }));
  const payload = b64url(JSON.stringify({ sub: rng.chars(ALNUM, 12), iat: rng.between(1.6e9, 1.8e9), scope: "read write" }));
  return `${header}.${payload}.${rng.chars(BASE64URL, 43)}`;
}

function humanPassword(rng: Rng): string {
  const words = ["Marmalade", "Harbour", "Quokka", "Tangerine", "Velvet", "Glacier", "Saffron", "Copper"];
  return `${rng.pick(words)}${rng.pick(["#", "!", "-", "_", "*", "."])}${rng.between(1000, 9999)}${rng.chars(LOWER, 2)}`;
}

function urlSafePassword(rng: Rng): string {
  return rng.chars(ALNUM + "-_.~", rng.between(10, 24)) + rng.chars(DIGITS, 2);
}

function nanpDigits(rng: Rng): [string, string, string] {
  const area = `${rng.between(2, 9)}${rng.chars(DIGITS, 2)}`;
  const exchange = `${rng.between(2, 9)}${rng.chars(DIGITS, 2)}`;
  const line = `${rng.between(2, 9)}${rng.chars(DIGITS, 3)}`; // never 01xx: those are fiction
  return [area, exchange, line];
}

function phoneNumber(rng: Rng): string {
  const [area, exchange, line] = nanpDigits(rng);
  switch (rng.int(7)) {
    case 0:
      return `+1 ${area} ${exchange} ${line}`;
    case 1:
      return `+1-${area}-${exchange}-${line}`;
    case 2:
      return `(${area}) ${exchange}-${line}`;
    case 3:
      return `${area}-${exchange}-${line}`;
    case 4:
      return `+44 20 ${rng.between(7000, 8999)} ${rng.chars(DIGITS, 4)}`;
    case 5:
      return `+49 30 ${rng.between(1000, 9999)}${rng.chars(DIGITS, 4)}`;
    default:
      return `+33 6 ${rng.chars(DIGITS, 2)} ${rng.chars(DIGITS, 2)} ${rng.chars(DIGITS, 2)} ${rng.chars(DIGITS, 2)}`;
  }
}

function privateIp(rng: Rng): string {
  switch (rng.int(4)) {
    case 0:
      return `10.${rng.between(0, 255)}.${rng.between(0, 255)}.${rng.between(1, 254)}`;
    case 1:
      return `172.${rng.between(16, 31)}.${rng.between(0, 255)}.${rng.between(1, 254)}`;
    case 2:
      return `192.168.${rng.between(0, 255)}.${rng.between(1, 254)}`;
    default:
      return `100.${rng.between(64, 127)}.${rng.between(0, 255)}.${rng.between(1, 254)}`;
  }
}

export const KIND_SPECS: Record<string, KindSpec> = {
  "aws-access-key-id": credential(inContexts(["AWS_ACCESS_KEY_ID"], (rng) => `${rng.pick(["AKIA", "ASIA"])}${rng.chars(BASE32, 16)}`)),
  "aws-secret-access-key": credential((rng) => {
    const secret = rng.chars(BASE64, 40);
    const id = `AKIA${rng.chars(BASE32, 16)}`;
    const placed = rng.pick<Placed>([
      { file: "credentials", text: `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\nregion = eu-west-1\n` },
      { file: ".env", text: `AWS_REGION=us-east-1\nAWS_SECRET_ACCESS_KEY=${secret}\n` },
      { file: ".mcp.json", text: `{"mcpServers": {"aws": {"command": "uvx", "env": {"AWS_SECRET_ACCESS_KEY": "${secret}"}}}}\n` },
    ]);
    return { planted: [secret], placed };
  }),
  "gcp-service-account-key": credential((rng) => {
    const keyId = rng.chars(HEX, 40);
    const lines = pemBody(rng, 12);
    const project = `${rng.pick(["acme", "orbit", "lumen"])}-${rng.chars(LOWER + DIGITS, 6)}`;
    const key = `-----BEGIN PRIVATE KEY-----\\n${lines.join("\\n")}\\n-----END PRIVATE KEY-----\\n`;
    const text = `{\n  "type": "service_account",\n  "project_id": "${project}",\n  "private_key_id": "${keyId}",\n  "private_key": "${key}",\n  "client_id": "${rng.chars(DIGITS, 21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`;
    return { planted: [keyId, ...lines.slice(0, 3)], placed: { file: "gcp-key.json", text } };
  }),
  "google-api-key": credential(inContexts(["GEMINI_API_KEY", "GOOGLE_API_KEY", "FIREBASE_KEY"], (rng) => `AIza${rng.chars(BASE64URL, 35)}`)),
  "google-oauth-client-secret": credential(inContexts(["GOOGLE_CLIENT_SECRET"], (rng) => `GOCSPX-${rng.chars(BASE64URL, 28)}`)),
  "azure-account-key": credential((rng) => {
    const key = `${rng.chars(BASE64, 86)}==`;
    const account = `st${rng.chars(LOWER + DIGITS, 10)}`;
    const connection = `DefaultEndpointsProtocol=https;AccountName=${account};AccountKey=${key};EndpointSuffix=core.windows.net`;
    return { planted: [key], placed: rng.pick(ASSIGNMENT)("AZURE_STORAGE_CONNECTION_STRING", connection, rng) };
  }),
  "azure-ad-client-secret": credential(
    inContexts(
      ["AZURE_CLIENT_SECRET", "ENTRA_APP_VALUE"],
      (rng) => `${rng.chars(ALNUM + "_~.", 3)}${rng.between(0, 9)}Q~${rng.chars(ALNUM + "_~.-", rng.between(31, 34))}`,
    ),
  ),
  "signed-url-signature": credential((rng) => {
    const signature = encodeURIComponent(`${rng.chars(BASE64, 43)}=`);
    const url = `https://st${rng.chars(LOWER, 8)}.blob.core.windows.net/backups/db.tar?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&sig=${signature}`;
    return { planted: [signature], placed: contexts.prose("", url, rng) };
  }),
  "github-token": credential(inContexts(["GITHUB_TOKEN", "GITHUB_PERSONAL_ACCESS_TOKEN", "GH_TOKEN"], (rng) => checksummed(rng, "ghp_"))),
  "github-oauth-token": credential(inContexts(["GITHUB_OAUTH_TOKEN"], (rng) => checksummed(rng, "gho_"))),
  "github-app-token": credential(inContexts(["GITHUB_APP_TOKEN", "GH_INSTALLATION"], (rng) => checksummed(rng, rng.pick(["ghu_", "ghs_", "ghr_"])))),
  "github-fine-grained-token": credential(inContexts(["GITHUB_TOKEN", "GH_PAT"], (rng) => `github_pat_${rng.chars(ALNUM, 22)}_${rng.chars(ALNUM, 59)}`)),
  "gitlab-token": credential(
    inContexts(["GITLAB_TOKEN", "GITLAB_PERSONAL_ACCESS_TOKEN", "CI_DEPLOY"], (rng) =>
      rng.pick([
        () => `glpat-${rng.chars(BASE64URL, 20)}`,
        () => `glpat-${rng.chars(BASE64URL, 40)}.${rng.chars(LOWER + DIGITS, 9)}`,
        () => `gldt-${rng.chars(BASE64URL, 20)}`,
        () => `glrt-${rng.chars(BASE64URL, 20)}`,
        () => `GR1348941${rng.chars(BASE64URL, 20)}`,
      ])(),
    ),
  ),
  "stripe-secret-key": credential(
    inContexts(["STRIPE_SECRET_KEY", "STRIPE_API"], (rng) => `sk_${rng.pick(["live", "test"])}_${rng.chars(ALNUM, rng.pick([24, 99]))}`),
  ),
  "stripe-restricted-key": credential(
    inContexts(["STRIPE_RESTRICTED_KEY"], (rng) => `rk_${rng.pick(["live", "test"])}_${rng.chars(ALNUM, rng.pick([24, 99]))}`),
  ),
  "stripe-webhook-secret": credential(inContexts(["STRIPE_WEBHOOK_SECRET"], (rng) => `whsec_${rng.chars(ALNUM, 32)}`)),
  "slack-token": credential(
    inContexts(["SLACK_BOT_TOKEN", "SLACK_USER_TOKEN", "SLACK_APP"], (rng) =>
      rng.pick([
        () => `xoxb-${rng.chars(DIGITS, 12)}-${rng.chars(DIGITS, 13)}-${rng.chars(ALNUM, 24)}`,
        () => `xoxp-${rng.chars(DIGITS, 12)}-${rng.chars(DIGITS, 12)}-${rng.chars(DIGITS, 13)}-${rng.chars(HEX, 32)}`,
        () => `xapp-1-A${rng.chars(UPPER + DIGITS, 10)}-${rng.chars(DIGITS, 13)}-${rng.chars(HEX, 64)}`,
      ])(),
    ),
  ),
  "slack-webhook-url": credential(
    inContexts(
      ["SLACK_WEBHOOK_URL", "ALERTS"],
      (rng) => `https://hooks.slack.com/services/T${rng.chars(UPPER + DIGITS, 10)}/B${rng.chars(UPPER + DIGITS, 10)}/${rng.chars(ALNUM, 24)}`,
    ),
  ),
  "discord-webhook-url": credential(
    inContexts(["DISCORD_WEBHOOK", "NOTIFY"], (rng) => `https://discord.com/api/webhooks/${rng.chars(DIGITS, 19)}/${rng.chars(BASE64URL, 68)}`),
  ),
  "discord-bot-token": credential(
    inContexts(
      ["DISCORD_BOT_TOKEN", "BOT"],
      (rng) => `${b64url(`${rng.between(1, 9)}${rng.chars(DIGITS, 17)}`)}.${rng.chars(BASE64URL, 6)}.${rng.chars(BASE64URL, 38)}`,
    ),
  ),
  "anthropic-api-key": credential(
    inContexts(["ANTHROPIC_API_KEY", "CLAUDE"], (rng) => `sk-ant-${rng.pick(["api03", "admin01"])}-${rng.chars(BASE64URL, 93)}AA`),
  ),
  "openai-api-key": credential(
    inContexts(["OPENAI_API_KEY", "OPENAI"], (rng) =>
      rng.pick([
        () => `sk-proj-${rng.chars(BASE64URL, 58)}T3BlbkFJ${rng.chars(BASE64URL, 58)}`,
        () => `sk-svcacct-${rng.chars(BASE64URL, 74)}T3BlbkFJ${rng.chars(BASE64URL, 74)}`,
        () => `sk-${rng.chars(ALNUM, 20)}T3BlbkFJ${rng.chars(ALNUM, 20)}`,
      ])(),
    ),
  ),
  "openrouter-api-key": credential(inContexts(["OPENROUTER_API_KEY"], (rng) => `sk-or-v1-${rng.chars(HEX, 64)}`)),
  "sk-api-key": credential(inContexts(["DEEPSEEK_API_KEY", "MOONSHOT"], (rng) => `sk-${rng.chars(HEX, 32)}`)),
  "huggingface-token": credential(inContexts(["HF_TOKEN", "HUGGING_FACE_HUB"], (rng) => `${rng.pick(["hf_", "api_org_"])}${rng.chars(UPPER + LOWER, 34)}`)),
  "groq-api-key": credential(inContexts(["GROQ_API_KEY"], (rng) => `gsk_${rng.chars(ALNUM, 52)}`)),
  "replicate-api-token": credential(inContexts(["REPLICATE_API_TOKEN"], (rng) => `r8_${rng.chars(ALNUM, 37)}`)),
  "perplexity-api-key": credential(inContexts(["PERPLEXITY_API_KEY"], (rng) => `pplx-${rng.chars(ALNUM, 48)}`)),
  "xai-api-key": credential(inContexts(["XAI_API_KEY"], (rng) => `xai-${rng.chars(ALNUM, 80)}`)),
  "npm-token": credential((rng) => {
    const token = checksummed(rng, "npm_");
    const placed = rng.pick<Placed>([
      { file: ".npmrc", text: `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${token}\n` },
      contexts.dotenv("NPM_TOKEN", token, rng),
      contexts.mcpJson("NPM_TOKEN", token, rng),
    ]);
    return { planted: [token], placed };
  }),
  "pypi-token": credential(inContexts(["PYPI_TOKEN", "TWINE_PASSWORD"], (rng) => `pypi-AgEIcHlwaS5vcmc${rng.chars(BASE64URL, rng.between(120, 180))}`)),
  "sendgrid-api-key": credential(inContexts(["SENDGRID_API_KEY"], (rng) => `SG.${rng.chars(BASE64URL, 22)}.${rng.chars(BASE64URL, 43)}`)),
  "twilio-api-key": credential(inContexts(["TWILIO_API_KEY"], (rng) => `SK${rng.chars(HEX, 32)}`)),
  "twilio-auth-token": credential(inContexts(["TWILIO_AUTH_TOKEN"], (rng) => rng.chars(HEX, 32), ASSIGNMENT)),
  "mailgun-api-key": credential((rng) =>
    rng.int(2) === 0
      ? inContexts(["MAILGUN_API_KEY"], (inner) => `key-${inner.chars(HEX, 32)}`)(rng)
      : // the newer 32-8-8 form is only recognised in a file that names mailgun
        inContexts(
          ["MAILGUN_API_KEY", "MAILGUN_SIGNING_KEY"],
          (inner) => `${inner.chars(HEX, 32)}-${inner.chars(HEX, 8)}-${inner.chars(HEX, 8)}`,
          ASSIGNMENT,
        )(rng),
  ),
  "mailchimp-api-key": credential(inContexts(["MAILCHIMP_API_KEY"], (rng) => `${rng.chars(HEX, 32)}-us${rng.between(1, 21)}`)),
  "maxmind-license-key": credential(inContexts(["MAXMIND_LICENSE_KEY", "GEOIP"], (rng) => `${rng.chars(ALNUM, 6)}_${rng.chars(ALNUM, 29)}_mmk`)),
  "freemius-secret-key": credential(inContexts(["FREEMIUS_SECRET_KEY", "FS"], (rng) => `sk_${rng.chars(ALNUM, 29)}`)),
  "telegram-bot-api-token": credential(
    inContexts(["TELEGRAM_BOT_TOKEN", "BOT"], (rng) => `${rng.between(1, 9)}${rng.chars(DIGITS, 9)}:AA${rng.chars(BASE64URL, 33)}`),
  ),
  "facebook-access-token": credential(
    inContexts(["FACEBOOK_ACCESS_TOKEN", "FB"], (rng) => `${rng.between(1, 9)}${rng.chars(DIGITS, 14)}|${rng.chars(HEX, 32)}`),
  ),
  "sidekiq-secret": credential(inContexts(["BUNDLE_ENTERPRISE__CONTRIBSYS__COM", "SIDEKIQ"], (rng) => `${rng.chars(HEX, 8)}:${rng.chars(HEX, 8)}`)),
  "okta-access-token": credential(inContexts(["OKTA_API_TOKEN", "IDP"], (rng) => `00${rng.chars(BASE64URL, 40)}`)),
  "private-key": credential((rng) => {
    const label = rng.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"]);
    const lines = pemBody(rng, rng.between(6, 20), label.startsWith("OPENSSH"));
    const pem = `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----`;
    const placed = rng.pick<Placed>([
      { file: "id_deploy", text: `${pem}\n` },
      { file: "CLAUDE.md", text: `# Deploy\n\nThe deploy key (do not share):\n\n\`\`\`\n${pem}\n\`\`\`\n` },
      { file: ".mcp.json", text: `{"mcpServers": {"ssh": {"command": "ssh-mcp", "env": {"SSH_KEY": "${pem.replaceAll("\n", "\\n")}"}}}}\n` },
    ]);
    return { planted: lines.slice(0, 4), placed };
  }),
  jwt: credential(inContexts(["SESSION_JWT", "ID_TOKEN"], jwt)),
  "url-credential": credential((rng) => {
    const password = urlSafePassword(rng);
    const url = rng.pick([
      `postgres://app_user:${password}@db.example.org:5432/app`,
      `https://${loginName(rng)}:${password}@git.example.org/team/repo.git`,
      `redis://:${password}@cache.example.net:6379/0`,
      `mongodb+srv://admin:${password}@cluster0.example.net/test`,
    ]);
    return { planted: [password], placed: rng.pick([contexts.dotenv, contexts.mcpJson, contexts.prose, contexts.yaml])("DATABASE_URL", url, rng) };
  }),
  "bearer-token": credential((rng) => {
    const token = rng.chars(ALNUM + "-_", rng.between(24, 64));
    const placed = rng.pick<Placed>([
      { file: "CLAUDE.md", text: `Check the API with:\n\n    curl -H "Authorization: Bearer ${token}" https://api.acme.dev/v1/me\n` },
      contexts.claudeJson("Authorization", `Bearer ${token}`, rng),
      contexts.codexInline("Authorization", `Bearer ${token}`, rng),
      { file: "hooks.sh", text: `curl -sS -H 'authorization: token ${token}' https://api.github.com/user\n` },
    ]);
    return { planted: [token], placed };
  }),
  "basic-auth": credential((rng) => {
    const encoded = Buffer.from(`${loginName(rng)}:${urlSafePassword(rng)}`).toString("base64");
    return { planted: [encoded], placed: rng.pick([contexts.claudeJson, contexts.codexInline])("Authorization", `Basic ${encoded}`, rng) };
  }),
  "secret-assignment": credential(
    inContexts(
      ["API_SECRET", "CLIENT_SECRET", "SERVICE_API_KEY", "AUTH_TOKEN", "apiKey", "access_token", "SIGNING_KEY"],
      (rng) => rng.chars(ALNUM, rng.between(24, 48)),
      ASSIGNMENT,
    ),
  ),
  "password-assignment": credential(inContexts(["DB_PASSWORD", "password", "SMTP_PASS", "adminPassword", "REDIS_PASSWD"], humanPassword, ASSIGNMENT)),
  "hashicorp-tf-api-token": credential(
    inContexts(["TFE_TOKEN", "TF_TOKEN_app_terraform_io"], (rng) => `${rng.chars(ALNUM, 14)}.atlasv1.${rng.chars(ALNUM, 64)}`),
  ),
  "mcp-env-secret": credential(
    inContexts(
      ["NOTION_INTEGRATION", "EXA_ACCESS", "ACME_WORKSPACE", "BRAVE_SUBSCRIPTION", "X-Workspace-Id"],
      (rng) => `${rng.chars(ALNUM, rng.between(28, 40))}${rng.between(10, 99)}`,
      [contexts.mcpJson, contexts.codexToml, contexts.codexInline, contexts.yaml, contexts.claudeJson, contexts.settingsEnv],
    ),
  ),
  email: personal((rng) => {
    const { first, last } = personName(rng);
    const address = `${rng.pick([`${first}.${last}`, `${first}${rng.between(1, 99)}`, `${first[0]}${last}`])}@${rng.pick(["gmail.com", "outlook.com", "proton.me", "acme-corp.io", "fastmail.fm", "uni-hamburg.de"])}`;
    const placed = rng.pick<Placed>([
      { file: "CLAUDE.md", text: `# Owner\n\nQuestions go to ${address}; reviews by Priya.\n` },
      contexts.mcpJson("GIT_AUTHOR_EMAIL", address, rng),
      { file: "config.toml", text: `[user]\nemail = "${address}"\nname = "${first} ${last}"\n` },
      { file: "AGENTS.md", text: `Commit as \`${first} ${last} <${address}>\`.\n` },
    ]);
    return { planted: [address], placed };
  }),
  phone: personal((rng) => {
    const number = phoneNumber(rng);
    const placed = rng.pick<Placed>([
      { file: "CLAUDE.md", text: `On-call: call me at ${number} if the deploy fails.\n` },
      { file: "contacts.yaml", text: `owner:\n  phone: "${number}"\n  tz: Europe/Berlin\n` },
      { file: "AGENTS.md", text: `Escalation (${number}), then the team channel.\n` },
    ]);
    return { planted: [number], placed };
  }),
  "home-path-user": personal((rng) => {
    const name = loginName(rng);
    const path = rng.pick([
      `/Users/${name}/code/app`,
      `/home/${name}/projects/api`,
      `C:\\Users\\${name}\\source\\repos`,
      `C:/Users/${name}/work`,
      `C:\\\\Users\\\\${name}\\\\AppData\\\\Roaming`,
    ]);
    const placed = rng.pick<Placed>([
      { file: "CLAUDE.md", text: `The checkout lives in ${path}; open it there.\n` },
      { file: ".mcp.json", text: `{"mcpServers": {"fs": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "${path}"]}}}\n` },
      { file: "config.toml", text: `[projects."${path}"]\ntrust_level = "trusted"\n` },
    ]);
    return { planted: [name], placed };
  }),
  "private-ip": personal((rng) => {
    const ip = privateIp(rng);
    const placed = rng.pick<Placed>([
      { file: "CLAUDE.md", text: `The staging box is at ${ip}, reachable over the VPN.\n` },
      contexts.mcpJson("DB_HOST", ip, rng),
      { file: "config.toml", text: `[mcp_servers.local]\nurl = "http://${ip}:8080/mcp"\n` },
    ]);
    return { planted: [ip], placed };
  }),
  "private-hostname": personal((rng) => {
    const label = `${rng.pick(["nas", "build", "devbox", "gitlab", "grafana", "pi"])}${rng.pick(["", "-01", "-lab", "2"])}`;
    const host = rng.pick([
      `${label}.local`,
      `${label}.lan`,
      `${label}.internal`,
      `${label}.corp`,
      `${label}.home.arpa`,
      `${label}.tail${rng.chars(HEX, 4)}.ts.net`,
    ]);
    const placed = rng.pick<Placed>([
      { file: "CLAUDE.md", text: `Artifacts are pushed to https://${host}/artifacts every night.\n` },
      { file: "config.toml", text: `[mcp_servers.grafana]\nurl = "http://${host}:3000/mcp"\n` },
      { file: "notes.md", text: `The runner on ${host} builds the images.\n` },
    ]);
    return { planted: [host], placed };
  }),
};

// --- the negatives -------------------------------------------------------------------------------

export interface NegativeSample {
  label: string;
  file: string;
  /** Must come back byte for byte: no finding at all. */
  text: string;
}

const NEGATIVE_MAKERS: Record<string, (rng: Rng) => Placed> = {
  "placeholder-reference": (rng) =>
    rng.pick<Context>([contexts.mcpJson, contexts.dotenv, contexts.codexToml, contexts.settingsEnv, contexts.yaml])(
      rng.pick(["GITHUB_TOKEN", "API_KEY", "OPENAI_API_KEY", "DB_PASSWORD"]),
      rng.pick([
        "${GITHUB_TOKEN}",
        "${env:API_KEY}",
        "{env:OPENAI_API_KEY}",
        "${DB_PASSWORD:-}",
        "$API_KEY",
        "%API_KEY%",
        "${{ secrets.NPM_TOKEN }}",
        "${input:api-key}",
      ]),
      rng,
    ),
  "placeholder-filler": (rng) =>
    rng.pick<Context>([contexts.mcpJson, contexts.dotenv, contexts.prose, contexts.yaml, contexts.claudeJson])(
      rng.pick(["API_KEY", "OPENAI_API_KEY", "GITHUB_TOKEN", "STRIPE_SECRET_KEY", "password"]),
      rng.pick([
        "<YOUR_KEY>",
        "sk-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "your-token-here",
        "changeme",
        "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "sk-proj-****************************************",
        "AKIAIOSFODNN7EXAMPLE",
        "sk_live_your_stripe_key_here",
        "<paste your API key>",
        "REPLACE_ME",
        "xoxb-your-bot-token",
        "glpat-XXXXXXXXXXXXXXXXXXXX",
        "your_api_key",
        "********",
        "...",
      ]),
      rng,
    ),
  "env-var-names": (rng) =>
    rng.pick<Placed>([
      {
        file: "config.toml",
        text: `[mcp_servers.github]\nurl = "https://api.githubcopilot.com/mcp/"\nbearer_token_env_var = "GITHUB_PERSONAL_ACCESS_TOKEN"\nenv_http_headers = { "X-Api-Key" = "EXA_API_KEY" }\nenv_vars = ["OPENAI_API_KEY", "HOME"]\n`,
      },
      {
        file: ".mcp.json",
        text: `{"mcpServers": {"gh": {"command": "docker", "args": ["run", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"]}}}\n`,
      },
    ]),
  // a token one character off its checksum is still someone's token (a typo of it): redacted; only
  // fillers in a token's shape are kept
  "github-shaped-filler": (rng) =>
    contexts.prose(
      "",
      rng.pick(["ghp_" + "x".repeat(36), "gho_" + "0123456789".repeat(3) + "abcdef", "ghs_EXAMPLEEXAMPLEEXAMPLEEXAMPLE1234", "ghp_" + "Ab".repeat(18)]),
      rng,
    ),
  hashes: (rng) =>
    rng.pick<Placed>([
      { file: "CLAUDE.md", text: `Pinned to commit ${rng.chars(HEX, 40)} (short ${rng.chars(HEX, 7)}).\n` },
      { file: "package-lock.json", text: `{"node_modules/kleur": {"version": "4.1.5", "integrity": "sha512-${rng.chars(BASE64, 86)}=="}}\n` },
      { file: "SHA256SUMS", text: `${createHash("sha256").update(rng.chars(ALNUM, 10)).digest("hex")}  svc-latest-linux-amd64\n` },
      {
        file: ".mcp.json",
        text: `{"mcpServers": {"x": {"command": "npx", "env": {"BUILD_SHA": "${rng.chars(HEX, 40)}", "CHECKSUM": "${rng.chars(HEX, 64)}"}}}}\n`,
      },
      { file: "notes.md", text: `md5 ${rng.chars(HEX, 32)} of the fixture; etag "${rng.chars(HEX, 32)}".\n` },
    ]),
  uuids: (rng) => {
    const uuid = `${rng.chars(HEX, 8)}-${rng.chars(HEX, 4)}-4${rng.chars(HEX, 3)}-a${rng.chars(HEX, 3)}-${rng.chars(HEX, 12)}`;
    return rng.pick<Placed>([
      { file: ".claude.json", text: `{"userID": "${uuid}", "projects": {}}\n` },
      { file: ".mcp.json", text: `{"mcpServers": {"x": {"command": "npx", "env": {"WORKSPACE_ID": "${uuid}"}}}}\n` },
      { file: "CLAUDE.md", text: `Session ${uuid} reproduced the bug.\n` },
    ]);
  },
  versions: (rng) =>
    rng.pick<Placed>([
      { file: "package.json", text: `{"engines": {"node": "22.23.2"}, "version": "10.2.3", "devDependencies": {"typescript": "^7.0.2"}}\n` },
      { file: "CLAUDE.md", text: `Tested on Windows 10.0.22631.2428, macOS 14.6.1 and Node v22.23.2.\n` },
      { file: "config.yaml", text: `version: 1.0.0\nschema: v1\nbuild: 2024.10.15\n` },
    ]),
  "public-urls-and-ips": (rng) =>
    rng.pick<Placed>([
      { file: "CLAUDE.md", text: `Docs: https://docs.anthropic.com/en/docs, https://github.com/acme/app/issues and https://api.openai.com/v1.\n` },
      { file: "notes.md", text: `DNS is ${rng.pick(["8.8.8.8", "1.1.1.1", "9.9.9.9"])}; the service binds 127.0.0.1:8080 or 0.0.0.0.\n` },
      {
        file: "notes.md",
        text: `Examples use ${rng.pick(["192.0.2.10", "198.51.100.7", "203.0.113.99"])} (documentation range) and the private ranges 10.0.0.0/8 and 192.168.0.0/16.\n`,
      },
      { file: "config.toml", text: `[mcp_servers.remote]\nurl = "https://mcp.linear.app/sse"\n` },
    ]),
  "kept-emails": (rng) =>
    rng.pick<Placed>([
      { file: "CLAUDE.md", text: `End commit messages with:\n\nCo-Authored-By: Claude <noreply@anthropic.com>\n` },
      { file: "CLAUDE.md", text: `Test users: ada@example.com, bob@example.org and carol@test.example.\n` },
      { file: "AGENTS.md", text: `Clone with git@github.com:acme/app.git; icons are icon@2x.png and logo@3x.webp; install @types/node and kleur@4.1.5.\n` },
      { file: "CLAUDE.md", text: `Write to you@your-company.com style placeholders, never real addresses.\n` },
    ]),
  "code-identifiers": (rng) =>
    rng.pick<Placed>([
      {
        file: "agent.py",
        text: `token_count = 5\nmax_tokens = 4096\ntokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")\ndef get_token(self):\n    return self.token\n`,
      },
      { file: "client.ts", text: `const apiKey = process.env.API_KEY;\ninterface Login { password: string; token?: string }\nconst secretName = "prod/db";\n` },
      {
        file: "settings.json",
        text: `{"keybindings": [{"key": "ctrl+k", "command": "workbench.action.quickOpen"}], "secret_storage": "keychain", "sort_key": "created_at"}\n`,
      },
      { file: "CLAUDE.md", text: `The auth flow stores the refresh token in the keychain; the password field is validated client-side.\n` },
      { file: "local.py", text: `import threading\nstate = threading.local()\nfrom app.internal import helpers\n` },
    ]),
  "home-path-placeholders": (rng) =>
    rng.pick<Placed>([
      { file: "CLAUDE.md", text: `Put it in ~/projects or $HOME/.config, e.g. /Users/<you>/code or /home/user/code.\n` },
      { file: "ci.yaml", text: `brew: /home/linuxbrew/.linuxbrew/bin\nshared: /Users/Shared/cache\nwin: C:\\Users\\Public\\Documents\n` },
      {
        file: ".mcp.json",
        text: `{"mcpServers": {"fs": {"command": "npx", "args": ["@modelcontextprotocol/server-filesystem", "\${userHome}/code", "%USERPROFILE%\\\\code"]}}}\n`,
      },
    ]),
  "number-look-alikes": (rng) =>
    rng.pick<Placed>([
      { file: "CLAUDE.md", text: `Release 2024-01-15, ISBN 978-3-16-148410-0, order #1234567, build 1.2.3-4567, ratio +0.5.\n` },
      { file: "CLAUDE.md", text: `The film's number (212) 555-0147 and 555-0199 are fiction.\n` },
      { file: "notes.md", text: `Timestamps like 2026-11-25T12:00:00+00:00 and ids 1234567890123 are not phones.\n` },
    ]),
  "env-block-ordinary": (rng) =>
    contexts.mcpJson(
      rng.pick(["MODEL", "REGION", "LOG_LEVEL", "DATA_DIR", "BASE_URL", "TIMEOUT_MS"]),
      rng.pick(["claude-sonnet-4-5-20250929", "us-east-1", "debug", "/var/lib/app/data", "https://api.acme.dev/v2", "30000", "gpt-4o-mini-2024-07-18"]),
      rng,
    ),
  // what a token judged by its shape must not be taken for: hashes and ids named as such, public
  // keys, names made of words and versions, pinned actions, text in base64
  "token-look-alikes": (rng) =>
    rng.pick<Placed>([
      { file: "CLAUDE.md", text: `The flaky login test was fixed in ${rng.chars(HEX, 40)}; bisect from there.\n` },
      { file: "CLAUDE.md", text: `Request id: ${rng.chars(ALNUM, 24)}1 (from the support ticket).\n` },
      { file: "ci.yml", text: `steps:\n  - uses: actions/checkout@${rng.chars(HEX, 40)} # v4.2.2\n  - uses: docker/login-action@${rng.chars(HEX, 40)}\n` },
      { file: "go.sum", text: `github.com/acme/lib v1.2.3 h1:${rng.chars(BASE64, 43)}=\n` },
      {
        file: "CLAUDE.md",
        text: `Trusted key:\n\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${rng.chars(BASE64, 28)}\n${rng.chars(BASE64, 56)}==\n-----END PUBLIC KEY-----\n`,
      },
      {
        file: "AGENTS.md",
        text: `Use handleOAuthCallbackWithPkceVerifier2, XF86MonBrightnessUp and claude-3-5-sonnet-20241022; build for lightningcss-win32-x64-msvc.\n`,
      },
      { file: "notes.md", text: `Image ${rng.pick(["app", "api"])}@sha256:${rng.chars(HEX, 64)} and bundle main.${rng.chars(HEX, 8)}.js.\n` },
      {
        file: "notes.md",
        text: `The fixture's body is ${Buffer.from(`{"name": "fixture ${rng.int(1000)}", "enabled": true, "tags": ["a", "b"]}`).toString("base64")} (base64 of JSON).\n`,
      },
    ]),
  "base64-image": (rng) => ({
    file: "README.md",
    text: `![logo](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${rng.chars(BASE64, 400)}=)\n`,
  }),
};

export interface Corpus {
  positives: PositiveSample[];
  negatives: NegativeSample[];
}

export interface CorpusOptions {
  seed?: number;
  /** Samples per kind (default 20) and per negative label (default 20). */
  perKind?: number;
}

export const CORPUS_SEED = 0x5eed_d157;

/**
 * The vendor formats known by shape (vendors.ts) that have no hand-written maker above: random
 * tokens drawn from the format's own expression (prefix and body), redrawn until the format's
 * validator accepts them (a random draw may lack the digit a long body needs), placed in any
 * context and alone in a sentence.
 */
for (const shape of SHAPES) {
  const kind = shape.kind ?? shape.id;
  if (kind in KIND_SPECS) continue;
  const body = new RegexSampler(shape.body);
  const rule = ruleById(shape.id) as PatternRule;
  KIND_SPECS[kind] = credential(
    inContexts([`${shape.id.split("-")[0]?.toUpperCase()}_API_KEY`, "SERVICE_TOKEN"], (rng) => {
      for (let attempt = 0; ; attempt++) {
        const token = `${rng.pick(shape.prefixes)}${body.sample(rng).text}`;
        if (attempt > 50 || rule.validate === undefined || rule.validate(token, { text: token, start: 0, end: token.length })) return token;
      }
    }),
  );
}

/**
 * Tokens without a format of their own, judged by their shape and the words around them
 * (loose.ts): random alone in a sentence or a table, a key in hex after a credential cue, a key
 * split over joined literals, a private key in base64. None of them in an assignment (that
 * assignment's own rule names it).
 */
KIND_SPECS["token"] = credential((rng) => {
  const random = rng.chars(ALNUM, rng.between(20, 40)).replace(/^(\D*)$/, (all) => `${all.slice(1)}7`);
  const hex = rng
    .chars(HEX, 32)
    .replace(/^[a-f]/, "9")
    .replace(/[0-9]$/, "c");
  const pem = Buffer.from(`-----BEGIN RSA PRIVATE KEY-----\n${pemBody(rng, 2).join("\n")}\n-----END RSA PRIVATE KEY-----\n`).toString("base64");
  const pieces = [random.slice(0, 7), random.slice(7, 14), random.slice(14)];
  return rng.pick<{ planted: string[]; placed: Placed }>([
    { planted: [random], placed: { file: "CLAUDE.md", text: `# Notes\n\nWhen the nightly sync fails, use ${random} again and tell support.\n` } },
    { planted: [random], placed: { file: "AGENTS.md", text: `| Service | Value | Scope |\n|---|---|---|\n| Registry | ${random} | prod, read-write |\n` } },
    { planted: [hex], placed: { file: "CLAUDE.md", text: `Here's the access token the contractor used: ${hex}. Rotate it after the demo.\n` } },
    { planted: [hex], placed: { file: "notes.md", text: `Der API-Schlüssel für das Reporting lautet ${hex}; bitte nicht weitergeben.\n` } },
    {
      planted: pieces.filter((piece) => piece.length >= 7),
      placed: {
        file: "CLAUDE.md",
        text: `The old client builds it from parts:\n\n\`\`\`js\nconst client = connect("${pieces[0]}" + "${pieces[1]}" + "${pieces[2]}");\n\`\`\`\n`,
      },
    },
    {
      planted: [pem],
      placed: {
        file: "CLAUDE.md",
        text: `The CI variable holds the deploy key in base64:\n\n\`\`\`sh\necho '${pem}' | base64 -d > ~/.ssh/id_deploy\n\`\`\`\n`,
      },
    },
  ]);
});

export function generateCorpus(options: CorpusOptions = {}): Corpus {
  const rng = seededRng(options.seed ?? CORPUS_SEED);
  const perKind = options.perKind ?? 20;
  const positives: PositiveSample[] = [];
  for (const [kind, spec] of Object.entries(KIND_SPECS)) {
    for (let index = 0; index < perKind; index++) {
      const { planted, placed } = spec.make(rng);
      positives.push({ kind, category: spec.category, file: placed.file, text: placed.text, planted });
    }
  }
  const negatives: NegativeSample[] = [];
  for (const [label, make] of Object.entries(NEGATIVE_MAKERS)) {
    for (let index = 0; index < perKind; index++) {
      const placed = make(rng);
      negatives.push({ label, file: placed.file, text: placed.text });
    }
  }
  return { positives, negatives };
}

// --- a harness-like tree for the benchmark -----------------------------------------------------------

const PROSE_WORDS =
  "the agent should run tests before each commit and keep the build green prefer small focused changes with clear descriptions use the existing helpers instead of new dependencies document every public function explain why not what".split(
    " ",
  );

function proseParagraph(rng: Rng, words: number): string {
  const out: string[] = [];
  for (let index = 0; index < words; index++) out.push(rng.pick(PROSE_WORDS));
  return `${out.join(" ")}.`;
}

export interface HarnessMix {
  /** On average one part in `plantEvery` is a planted secret in its context. */
  plantEvery: number;
  /** Relative weights of the file styles: CLAUDE.md prose, settings.json, config.toml, agent markdown. */
  styles: readonly [number, number, number, number];
}

/** What a harness mostly is: instructions and agents in markdown, some JSON and TOML, secrets here and there. */
export const REALISTIC_MIX: HarnessMix = { plantEvery: 40, styles: [45, 10, 10, 35] };
/** A stress mix: config files as often as prose, a secret every eighth part. */
export const DENSE_MIX: HarnessMix = { plantEvery: 8, styles: [25, 25, 25, 25] };

function pickStyle(rng: Rng, weights: readonly number[]): number {
  let roll = rng.int(weights.reduce((sum, weight) => sum + weight, 0));
  for (const [index, weight] of weights.entries()) {
    if (roll < weight) return index;
    roll -= weight;
  }
  return 0;
}

/** One file's worth of harness-like text (~`size` characters), with a planted secret now and then. */
export function harnessFile(rng: Rng, size: number, mix: HarnessMix = DENSE_MIX): { name: string; text: string; planted: string[] } {
  const planted: string[] = [];
  const parts: string[] = [];
  let length = 0;
  const kinds = Object.keys(KIND_SPECS);
  const style = pickStyle(rng, mix.styles);
  const name = ["CLAUDE.md", "settings.json", "config.toml", "agent.md"][style] ?? "notes.md";
  while (length < size) {
    let part: string;
    if (rng.int(mix.plantEvery) === 0) {
      const spec = KIND_SPECS[rng.pick(kinds)];
      if (spec === undefined) continue;
      const sample = spec.make(rng);
      planted.push(...sample.planted);
      part = sample.placed.text;
    } else {
      switch (style) {
        case 0:
          part = `## ${rng.pick(PROSE_WORDS)} ${rng.pick(PROSE_WORDS)}\n\n${proseParagraph(rng, 60)}\n\n- run \`npm test\` and \`make lint\`\n- see https://github.com/acme/app/blob/main/docs/${rng.chars(LOWER, 8)}.md\n\n`;
          break;
        case 1:
          part = `{"permissions": {"allow": ["Bash(npm run ${rng.chars(LOWER, 6)})", "Read(./src/**)"], "deny": ["Read(./.env)"]}, "env": {"LOG_LEVEL": "info", "REGION": "eu-west-1"}, "hooks": {"PostToolUse": [{"matcher": "Edit", "hooks": [{"type": "command", "command": "npx prettier --write"}]}]}, "model": "opus", "version": "1.${rng.int(20)}.${rng.int(9)}"}\n`;
          break;
        case 2:
          part = `[mcp_servers.${rng.chars(LOWER, 6)}]\ncommand = "npx"\nargs = ["-y", "@acme/${rng.chars(LOWER, 7)}-mcp"]\nstartup_timeout_sec = 20\n\n[mcp_servers.${rng.chars(LOWER, 6)}.env]\nLOG_LEVEL = "info"\nAPI_KEY = "\${API_KEY}"\n\n`;
          break;
        default:
          part = `---\nname: ${rng.chars(LOWER, 8)}\ndescription: ${proseParagraph(rng, 12)}\ntools: Read, Grep, Bash\n---\n\n${proseParagraph(rng, 80)}\n\n\`\`\`ts\nconst total = items.reduce((sum, item) => sum + item.count, 0);\n\`\`\`\n\n`;
      }
    }
    parts.push(part);
    length += part.length;
  }
  return { name, text: parts.join(""), planted };
}
