// Values that look like secrets to a careless eye but that a person would leave alone: hashes,
// ids, integrity strings, documented example keys, references to a variable, placeholders,
// versions, public URLs and paths, base64 of an image, schedules, colours, public keys.
// Each is made here from the seeded stream (none is a peer's value).
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { publicKeyPem, sshPublicKey } from "./keys.ts";
import type { Random } from "./random.ts";

const HEX = "0123456789abcdef";
const ENV_NAMES = [
  "API_KEY",
  "OPENAI_API_KEY",
  "GITHUB_TOKEN",
  "NPM_TOKEN",
  "SENTRY_AUTH_TOKEN",
  "DATABASE_PASSWORD",
  "SLACK_BOT_TOKEN",
  "STRIPE_SECRET_KEY",
  "ANTHROPIC_API_KEY",
  "LINEAR_API_KEY",
  "DD_API_KEY",
  "JIRA_TOKEN",
];

/** A harmless value of each kind; `credentialLike` kinds can stand where a secret would. */
export const HARMLESS_KINDS = {
  "git-sha": { credentialLike: false },
  "short-sha": { credentialLike: false },
  sha256: { credentialLike: false },
  sha512: { credentialLike: false },
  "sri-integrity": { credentialLike: false },
  uuid: { credentialLike: false },
  "pip-hash": { credentialLike: false },
  "go-sum": { credentialLike: false },
  "image-digest": { credentialLike: false },
  "aws-doc-example": { credentialLike: true },
  "aws-doc-key-id": { credentialLike: true },
  "aws-doc-secret": { credentialLike: true },
  "env-ref": { credentialLike: true },
  placeholder: { credentialLike: true },
  version: { credentialLike: false },
  identifier: { credentialLike: false },
  "public-url": { credentialLike: false },
  "file-path": { credentialLike: false },
  "png-base64": { credentialLike: false },
  cron: { credentialLike: false },
  colour: { credentialLike: false },
  "ssh-public-key": { credentialLike: false },
  "public-key-pem": { credentialLike: false },
  "doc-ip": { credentialLike: false },
  timestamp: { credentialLike: false },
  "hashed-asset": { credentialLike: false },
} as const;
export type HarmlessKind = keyof typeof HARMLESS_KINDS;

/** Reference syntaxes by the language around the value (`$env:X` in PowerShell, `%X%` in cmd…). */
export type RefStyle = "any" | "sh" | "ps" | "cmd" | "gha" | "json" | "toml" | "vscode" | "code";

export function envRef(style: RefStyle, random: Random, name = random.pick(ENV_NAMES)): string {
  const bySyntax: Record<RefStyle, string[]> = {
    any: [`\${${name}}`, `$${name}`, `%${name}%`, `$env:${name}`, `\${{ secrets.${name} }}`],
    sh: [`\${${name}}`, `$${name}`, `\${${name}:?set it first}`],
    ps: [`$env:${name}`],
    cmd: [`%${name}%`],
    gha: [`\${{ secrets.${name} }}`],
    json: [`\${${name}}`, `\${env:${name}}`],
    toml: [`\${${name}}`],
    vscode: [`\${env:${name}}`, `\${input:${name.toLowerCase().replace(/_/g, "-")}}`],
    code: [`\${${name}}`],
  };
  return random.pick(bySyntax[style]);
}

const PLACEHOLDERS = [
  "<YOUR_API_KEY>",
  "<your-token>",
  "<API_TOKEN>",
  "YOUR_API_KEY_HERE",
  "your-api-key-here",
  "<paste token here>",
  "REPLACE_ME",
  "xxxxxxxxxxxxxxxxxxxxxxxx",
  "********",
  "<redacted>",
  "sk-XXXXXXXXXXXXXXXXXXXXXXXX",
].filter((p) => !/\s/.test(p)); // not `changeme` or `admin`: someone's real password can be that

// Documented in AWS's own guides as the example pair; never valid.
const AWS_EXAMPLES = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE", "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"];

const IDENTIFIERS = [
  "createAuthenticatedSessionTokenRefresher",
  "TOKEN_REFRESH_INTERVAL_SECONDS",
  "AbstractSingletonProxyFactoryBean",
  "useOptimisticPasswordStrengthMeter",
  "api_key_header_name",
  "SecretRotationScheduleEvaluator",
  "handleOAuthCallbackWithPkceVerifier",
  "MAX_CREDENTIAL_CACHE_ENTRIES",
  "validate_webhook_signature_header",
  "KeyVaultSecretReferenceResolver",
  "tokenBucketRateLimiterMiddleware",
  "getSignedUrlForPrivateObject",
];

const URLS = [
  "https://api.github.com/repos/acme/widgets/actions/runs?per_page=50",
  "https://registry.npmjs.org/",
  "https://docs.python.org/3/library/secrets.html",
  "https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Authorization",
  "https://pkg.go.dev/golang.org/x/oauth2",
  "https://cloud.google.com/iam/docs/service-account-overview",
  "https://learn.microsoft.com/en-us/azure/key-vault/general/overview",
  "https://www.rfc-editor.org/rfc/rfc6750",
  "https://json-schema.org/draft/2020-12/schema",
  "https://hub.docker.com/_/postgres",
];

const PATHS = [
  "/etc/ssl/certs/ca-certificates.crt",
  "~/.config/gh/hosts.yml",
  "src/auth/token-store.ts",
  "./secrets/README.md",
  "/var/run/secrets/kubernetes.io/serviceaccount/token",
  "~/.aws/config",
  "C:\\Program Files\\Git\\bin\\bash.exe",
  "packages/api/src/middleware/verify-signature.ts",
  "/usr/local/share/ca-certificates/corp-root.crt",
  ".github/workflows/release.yml",
];

const VERSIONS = ["22.23.2", "v1.32.2", "^9.0.0", "3.12.4", "1.0.0-rc.3", "~2.4.1", "v0.28.2", "17.0.11+9", "2024.10.1"];
const CRONS = ["*/15 * * * *", "0 3 * * 1-5", "30 2 1 * *", "0 */6 * * *", "5 4 * * sun"];

function uuid(random: Random): string {
  const b = random.bytes(16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small real PNG (an icon of a few pixels in one or two colours), base64. */
function pngBase64(random: Random): string {
  const size = random.int(1, 4);
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const colours = [random.bytes(3), random.bytes(3)];
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) row.push(...colours[(x + y) % 2]!, 255);
    rows.push(Buffer.from(row));
  }
  const png = Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return png.toString("base64");
}

export function harmlessValue(kind: HarmlessKind, random: Random, style: RefStyle = "any"): string {
  switch (kind) {
    case "git-sha":
      return random.chars(HEX, 40);
    case "short-sha":
      return random.chars(HEX, random.int(7, 10));
    case "sha256":
      return createHash("sha256").update(random.bytes(16)).digest("hex");
    case "sha512":
      return createHash("sha512").update(random.bytes(16)).digest("hex");
    case "sri-integrity": {
      const algorithm = random.pick(["sha512", "sha384", "sha256"] as const);
      return `${algorithm}-${createHash(algorithm).update(random.bytes(16)).digest("base64")}`;
    }
    case "uuid":
      return uuid(random);
    case "pip-hash":
      return `sha256:${createHash("sha256").update(random.bytes(16)).digest("hex")}`;
    case "go-sum":
      return `h1:${createHash("sha256").update(random.bytes(16)).digest("base64")}`;
    case "image-digest":
      return `sha256:${createHash("sha256").update(random.bytes(16)).digest("hex")}`;
    case "aws-doc-example":
      return random.pick(AWS_EXAMPLES);
    case "aws-doc-key-id":
      return random.pick(AWS_EXAMPLES.filter((v) => v.startsWith("AKIA")));
    case "aws-doc-secret":
      return random.pick(AWS_EXAMPLES.filter((v) => !v.startsWith("AKIA")));
    case "env-ref":
      return envRef(style, random);
    case "placeholder":
      return random.pick(PLACEHOLDERS);
    case "version":
      return random.pick(VERSIONS);
    case "identifier":
      return random.pick(IDENTIFIERS);
    case "public-url":
      return random.pick(URLS);
    case "file-path":
      return random.pick(PATHS);
    case "png-base64":
      return pngBase64(random);
    case "cron":
      return random.pick(CRONS);
    case "colour":
      return `#${random.chars(HEX, 6)}`;
    case "ssh-public-key":
      return sshPublicKey(random);
    case "public-key-pem":
      return publicKeyPem(random).trimEnd();
    case "doc-ip":
      return `${random.pick(["192.0.2", "198.51.100", "203.0.113"])}.${random.int(1, 254)}`;
    case "timestamp":
      return new Date(Date.UTC(2023, 0, 1) + random.int(0, 700) * 86400000 + random.int(0, 86399) * 1000).toISOString().replace(/\.000Z$/, "Z");
    case "hashed-asset":
      return `${random.pick(["main", "vendor", "runtime", "app"])}.${random.chars(HEX, 8)}.${random.pick(["js", "css"])}`;
  }
}
