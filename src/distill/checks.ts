// Validators the rule table names: entropy, checksums, structure, and the one policy of what is
// kept as a placeholder or look-alike. Pure functions of a candidate value; no I/O.
import { crc32 } from "node:zlib";

// Character statistics in one pass, with a reused table for ASCII (the validators run on every
// candidate value, so they are kept allocation-free).
const asciiCounts = new Uint32Array(128);
/** The ASCII codes a value holds, in the order first seen (to clear their counts). */
const seenCodes = new Uint8Array(128);

interface CharStats {
  distinct: number;
  /** Shannon entropy in bits per character. */
  bits: number;
  /** Longest run of one repeated character. */
  longestRun: number;
}

/** c·log2(c) for the counts most values' characters have (a table: the validators ask often). */
const COUNT_BITS = new Float64Array(257);
for (let count = 1; count < COUNT_BITS.length; count++) COUNT_BITS[count] = count * Math.log2(count);

function countBits(count: number): number {
  return count < COUNT_BITS.length ? (COUNT_BITS[count] ?? 0) : count * Math.log2(count);
}

let lastValue: string | undefined;
let lastStats: CharStats = { distinct: 0, bits: 0, longestRun: 0 };

/**
 * Forgets the last value measured: a value sliced from a text is a view that keeps the whole text
 * alive (the scanner calls this when it is done with a text).
 */
export function forgetLastValue(): void {
  lastValue = undefined;
}

export function charStats(value: string): CharStats {
  // validators ask about the same value several times in a row
  if (value === lastValue) return lastStats;
  lastStats = computeStats(value);
  lastValue = value;
  return lastStats;
}

function computeStats(value: string): CharStats {
  const length = value.length;
  let longestRun = length === 0 ? 0 : 1;
  let run = 1;
  let previous = -1;
  let ascii = 0;
  let other: Map<number, number> | undefined;
  for (let index = 0; index < length; index++) {
    const code = value.charCodeAt(index);
    run = code === previous ? run + 1 : 1;
    if (run > longestRun) longestRun = run;
    previous = code;
    if (code < 128) {
      const count = asciiCounts[code] ?? 0;
      if (count === 0) seenCodes[ascii++] = code;
      asciiCounts[code] = count + 1;
    } else {
      other ??= new Map();
      other.set(code, (other.get(code) ?? 0) + 1);
    }
  }
  // -Σ p·log2(p) = log2(n) - Σ c·log2(c) / n over the characters' counts c; the table cleared for
  // the next value (only the codes seen)
  let sum = 0;
  for (let index = 0; index < ascii; index++) {
    const code = seenCodes[index] ?? 0;
    sum += countBits(asciiCounts[code] ?? 0);
    asciiCounts[code] = 0;
  }
  if (other !== undefined) for (const count of other.values()) sum += countBits(count);
  return { distinct: ascii + (other?.size ?? 0), bits: length === 0 ? 0 : Math.max(0, Math.log2(length) - sum / length), longestRun };
}

/** Shannon entropy of a string in bits per character. */
export function entropy(value: string): number {
  return charStats(value).bits;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A 32-bit number in base62, left-padded with zeros to six characters (GitHub's token checksum). */
export function base62Checksum(value: number): string {
  let rest = value >>> 0;
  let text = "";
  while (rest > 0) {
    text = BASE62[rest % 62] + text;
    rest = Math.floor(rest / 62);
  }
  return text.padStart(6, "0");
}

/**
 * GitHub's 2021 token format (ghp_, gho_, ghu_, ghs_, ghr_; npm_ copies it): a 4-character prefix,
 * 30 random base62 characters and the CRC32 of those 30 in base62 as the last six.
 */
export function hasBase62Crc32(token: string): boolean {
  if (token.length !== 40) return false;
  const body = token.slice(4, 34);
  return base62Checksum(crc32(body)) === token.slice(34);
}

function decodeBase64urlText(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
  try {
    return Buffer.from(part, "base64url").toString("utf8");
  } catch {
    return null;
  }
}

/** A JWT: a base64url JSON header naming `alg` or `typ`, and a JSON payload. */
export function isJwt(token: string): boolean {
  const [header, payload] = token.split(".");
  if (header === undefined || payload === undefined) return false;
  const headerText = decodeBase64urlText(header);
  const payloadText = decodeBase64urlText(payload);
  if (headerText === null || payloadText === null) return false;
  try {
    const parsedHeader: unknown = JSON.parse(headerText);
    const parsedPayload: unknown = JSON.parse(payloadText);
    if (typeof parsedHeader !== "object" || parsedHeader === null) return false;
    if (typeof parsedPayload !== "object" || parsedPayload === null) return false;
    return "alg" in parsedHeader || "typ" in parsedHeader;
  } catch {
    return false;
  }
}

/** A Discord bot token's first part is the base64 of the bot's numeric user id (a snowflake). */
export function isDiscordBotToken(token: string): boolean {
  const first = token.split(".")[0] ?? "";
  const decoded = decodeBase64urlText(first.replace(/=+$/, ""));
  return decoded !== null && /^\d{17,20}$/.test(decoded);
}

/** Basic credentials: base64 of `user:password`, printable. */
export function isBasicCredential(value: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) return false;
  const decoded = Buffer.from(value, "base64").toString("latin1");
  return /^[\x20-\x7e]+:[\x20-\x7e]+$/.test(decoded) && !isReference(decoded.slice(decoded.indexOf(":") + 1));
}

// ---------------------------------------------------------------------------------------------
// What is kept. A value is a placeholder when it is a reference to a variable, a template slot, an
// obvious filler, or too regular to be random. Kept values are never redacted by any rule.

const REFERENCE = /\$\{|\{env:|\{\{|\{file:|%[A-Za-z_][A-Za-z0-9_]*%|^\$[A-Za-z_][A-Za-z0-9_:]*$|^\$env:|<[^<>]*>|\[[A-Z_ -]+\]/;
/**
 * Fillers: the words a template puts where a value goes. A value is a filler only when it is nothing
 * else — filler words, the slot's own name, separators, runs of x, * or dots — so
 * `your-token-here` and `changeme` are kept and `your-key-here-but-real-9f8a…` is not. A weak real
 * password (`hunter2`, `letmein`, `admin`) is still the person's password: no such word is listed.
 */
const FILLER_WORDS = new Set([
  "your",
  "you",
  "my",
  "our",
  "the",
  "a",
  "an",
  "here",
  "goes",
  "put",
  "insert",
  "enter",
  "replace",
  "paste",
  "add",
  "set",
  "with",
  "me",
  "change",
  "changeme",
  "placeholder",
  "example",
  "sample",
  "dummy",
  "fake",
  "todo",
  "tbd",
  "fixme",
  "redacted",
  "none",
  "null",
  "nil",
  "undefined",
  "empty",
  "string",
  "str",
  "required",
  "optional",
  "value",
  "default",
  "true",
  "false",
  "password",
  "passwd",
  "pass",
  "passphrase",
  "secret",
  "token",
  "key",
  "api",
  "apikey",
  "access",
  "auth",
  "bearer",
  "client",
  "personal",
  "private",
  "new",
  "own",
  "this",
  "that",
  "app",
  "service",
  "account",
  "user",
  "username",
  "id",
  "input",
  "prompt",
  "keychain",
  "omit",
  "inherit",
  "auto",
  "yes",
  "no",
  "env",
  "xxx",
  "xxxx",
]);
/** Vendor prefixes a filler may keep in front (`sk-XXXX`, `ghp_xxxx`, `sk_live_your_key`). */
const FILLER_PREFIX =
  /^(?:[spr]k_(?:live|test)|sk-(?:proj|ant|or)|sk|pk|rk|ghp|gho|ghs|glpat|xox[abp]|hf|npm|pypi|dop_v1|shpat|lin_api|dapi|sgp|ntn|AKIA|AIza)(?=[-_]|$)[-_]?/i;

/** Long template words, wherever they stand: random base62 text holds a given 7-letter word with odds of ~1e-12. */
const TEMPLATE_WORD = /example|placeholder|redacted|chang[e_-]?me|dummy/i;

/** True for a value made of nothing but filler: words, separators, runs of x, *, dots, zeros. */
function isFiller(value: string): boolean {
  // one plain word (the common case, e.g. an e-mail's local part): a table lookup
  if (/^[A-Za-z]+$/.test(value)) return FILLER_WORDS.has(value.toLowerCase()) || /^(?:x+|X+)$/.test(value);
  const rest = value.replace(FILLER_PREFIX, "");
  // a letter next to a digit stands inside one word (words split only at separators and a-Z), and a
  // word holding both is no filler nor a service's name: found at the first such pair, so a random
  // token is not split into its hundreds of words
  if (/[A-Za-z]\d|\d[A-Za-z]/.test(rest)) return false;
  // one run of letters and digits with a digit (a random token; with no letter next to a digit,
  // digits alone): no filler word holds a digit. Both tests made every time: a test made only in
  // a rare branch sends the compiled code back to be compiled again when the branch is first taken
  const zeros = /^0+$/.test(rest);
  if (/^\d+$/.test(rest)) return zeros;
  const words = rest.split(/[-_.\s/:=+]+|(?<=[a-z])(?=[A-Z])/).filter((word) => word !== "");
  if (words.length === 0) return /^[-_.*•…#\s]*$/.test(rest) || rest === "";
  const others = words.filter((word) => !FILLER_WORDS.has(word.toLowerCase()) && !/^(?:x+|X+|\*+|•+|…+|#+|0+|\.+)$/.test(word));
  // one plain word among fillers names the service (`your_stripe_key_here`, `xoxb-your-bot-token`);
  // its tests made every time (above)
  const plainWord = /^[A-Za-z]{2,16}$/.test(others[0] ?? "");
  const fillers = words.length - others.length;
  return others.length === 0 || (others.length === 1 && plainWord && fillers >= 2);
}

/** A variable reference, an empty value or a filler (`${PASS}`, `password`, `<YOUR_KEY>`): the narrow test. */
function isReference(value: string): boolean {
  return value.length === 0 || REFERENCE.test(value) || isFiller(value);
}

/** True for a value that is a reference, a template slot or nothing but filler: kept as it is. */
export function isPlaceholder(value: string): boolean {
  if (value.length === 0) return true;
  if (value.startsWith("<REDACTED:")) return true;
  if (REFERENCE.test(value)) return true;
  if (isFiller(value) || /x{5}|X{5}|\*{4}|•{3}|\.{3}|…/.test(value)) return true;
  if (TEMPLATE_WORD.test(value)) return true;
  return tooRegular(value);
}

/**
 * The narrow test for values of a vendor format (prefix, length and alphabet already fit): only
 * references, runs of filler characters, long filler words and `your…key` / `…-here` shapes. Short
 * words are not looked for, since random base62 text spells `FAkE` or `-yoUr` now and then.
 */
export function isTokenPlaceholder(value: string): boolean {
  if (isReference(value) || value.startsWith("<REDACTED:")) return true;
  if (/x{5}|X{5}|\*{3}|\.{3}|…|#{4}|•{3}/.test(value)) return true;
  if (TEMPLATE_WORD.test(value) || /here$/i.test(value)) return true;
  return tooRegular(value) || hasAscendingRun(value, 8) || runShare(value) >= 0.5;
}

/** Few distinct characters, a run that is most of it, a repeated pattern or a plain ascending sequence: not a random secret. */
export function tooRegular(value: string): boolean {
  const { distinct, longestRun } = charStats(value);
  if (value.length >= 8 && distinct < 4) return true;
  // a long run makes a filler only when it is most of the value: key material has runs (AAAA…)
  if ((longestRun >= 8 && longestRun * 2 >= value.length) || isPeriodic(value)) return true;
  return /0123456789|123456789|abcdefghij|ABCDEFGHIJ/.test(value) && distinct < value.length * 0.5;
}

/** A run of `length` characters each one after the previous (abcdefgh, 12345678): typed, not drawn. */
export function hasAscendingRun(value: string, length: number): boolean {
  let run = 1;
  for (let index = 1; index < value.length; index++) {
    run = value.charCodeAt(index) === value.charCodeAt(index - 1) + 1 ? run + 1 : 1;
    if (run >= length) return true;
  }
  return false;
}

/** The share of a value standing in runs of three or more equal characters (5555555dAAAAA7777777…). */
function runShare(value: string): number {
  let inRuns = 0;
  let run = 1;
  for (let index = 1; index <= value.length; index++) {
    if (index < value.length && value[index] === value[index - 1]) run++;
    else {
      if (run >= 3) inRuns += run;
      run = 1;
    }
  }
  return value.length === 0 ? 0 : inRuns / value.length;
}

/** A short pattern repeated (`abcabcabc`, `password=password=`): at least three periods of at most 16. */
function isPeriodic(value: string): boolean {
  for (let period = 1; period <= 16 && period * 3 <= value.length; period++) {
    let repeats = true;
    for (let index = period; index < value.length; index++) {
      if (value.charCodeAt(index) !== value.charCodeAt(index - period)) {
        repeats = false;
        break;
      }
    }
    if (repeats) return true;
  }
  return false;
}

/** An environment variable's name (`GITHUB_TOKEN`), as written where a tool passes a variable through. */
export function isEnvName(value: string): boolean {
  return /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value);
}

/**
 * Code that reads a value rather than a literal: `process.env.X`, `os.getenv(...)`, `config.token`,
 * `env["X"]`, `$(cat f)`. A bracket alone does not make code: `(&3Io0dL` is a password.
 */
export function isCodeReference(value: string): boolean {
  if (/[\w$]\(.*\)|[\w$]\[.*\]|^\(.*\)$|^\[.*\]$/.test(value)) return true;
  if (/^(?:process\.env|os\.environ|env\.|ENV\[|import\.meta|self\.|this\.|args\.|opts\.|options\.|config\.|settings\.)/.test(value)) return true;
  return /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value) && !/\d/.test(value);
}

/** Hex digests (MD5, SHA-1, SHA-256, SHA-512 lengths) and git SHAs. */
export function isHexDigest(value: string): boolean {
  return /^(?:[0-9a-f]{7,12}|[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$/i.test(value);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Version strings: 1.2.3, v22.23.2, 2024-01-15, ^1.0.0-beta.2. */
export function isVersion(value: string): boolean {
  return /^[v^~=<>]*\d+(?:\.\d+){1,3}(?:[-+][0-9A-Za-z.-]+)?$/.test(value) || /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/.test(value);
}

/** Paths, URLs and file names: configuration values that are not secrets. */
export function isPathOrUrl(value: string): boolean {
  return (
    /^(?:[a-z][a-z0-9+.-]*:\/\/|\/|~\/|\.{1,2}\/|[A-Za-z]:[\\/]|\\\\)/.test(value) ||
    /^[\w.-]+\.(?:json|toml|ya?ml|md|txt|js|ts|py|sh|env|pem|key|crt)$/i.test(value)
  );
}

/** The Shannon entropy bar a generic secret value must clear, by length (short values need more variety). */
export function looksRandom(value: string, minimumBits: number): boolean {
  if (isTokenPlaceholder(value)) return false;
  return charStats(value).bits >= minimumBits;
}

// ---------------------------------------------------------------------------------------------
// Personal data policy.

/** Domains reserved for documentation (RFC 2606, RFC 6761): addresses there are examples. */
function isReservedDomain(domain: string): boolean {
  const lower = domain.toLowerCase();
  if (/^(?:example\.(?:com|org|net|edu)|localhost)$/.test(lower)) return true;
  return /\.(?:example|test|invalid|localhost)$/.test(lower) || /(?:^|\.)example\.(?:com|org|net|edu)$/.test(lower);
}

/**
 * Local parts that are no person: automatic senders and role mailboxes, the ssh remote user, and
 * template slots. A person's name is never on this list, however common (`john.doe@gmail.com` is
 * someone's address).
 */
const KEPT_LOCAL_PARTS = new Set([
  "noreply",
  "no-reply",
  "donotreply",
  "do-not-reply",
  "do_not_reply",
  "mailer-daemon",
  "postmaster",
  "hostmaster",
  "webmaster",
  "abuse",
  "security",
  "support",
  "help",
  "info",
  "hello",
  "contact",
  "sales",
  "billing",
  "privacy",
  "legal",
  "git",
  "notifications",
  "bot",
  "ci",
  "you",
  "your.name",
  "yourname",
  "your-name",
  "your_name",
  "your_email",
  "your.email",
  "youremail",
  "your-email",
  "username",
]);

/**
 * Looks like a file name rather than a domain: `icon@2x.png`, `chunk@v1.js`. File endings that are
 * also domains people use for mail (.md, .sh, .py, .rs, .so, .zip, .go) are not listed: an address
 * there is redacted.
 */
const FILE_TLDS = new Set([
  "png",
  "jpg",
  "jpeg",
  "gif",
  "svg",
  "webp",
  "ico",
  "bmp",
  "avif",
  "js",
  "mjs",
  "cjs",
  "ts",
  "tsx",
  "jsx",
  "json",
  "css",
  "scss",
  "less",
  "html",
  "htm",
  "txt",
  "lock",
  "yaml",
  "yml",
  "toml",
  "xml",
  "wasm",
  "vue",
  "svelte",
  "pdf",
  "csv",
  "log",
  "tgz",
  "gz",
  "tar",
  "exe",
  "dll",
]);

export function isKeptEmail(local: string, domain: string): boolean {
  const lowerLocal = local.toLowerCase();
  if (KEPT_LOCAL_PARTS.has(lowerLocal)) return true;
  if (isReservedDomain(domain)) return true;
  const tld = domain.slice(domain.lastIndexOf(".") + 1).toLowerCase();
  if (FILE_TLDS.has(tld)) return true;
  return /[<>{}$%]/.test(local) || isFiller(local);
}

/**
 * User names in home paths that are no person: shared folders, package managers' own users and
 * template slots. CI and image users (`travis`, `runner`, `ubuntu`) are redacted like anyone: they
 * are people's names too, and `~` says the same.
 */
const KEPT_HOME_NAMES = new Set([
  "shared",
  "public",
  "default",
  "default user",
  "all users",
  "defaultapppool",
  "linuxbrew",
  "user",
  "username",
  "you",
  "yourname",
  "your-name",
  "your_name",
  "yourusername",
  "your-username",
  "your_username",
  "name",
  "me",
]);

export function isKeptHomeName(name: string): boolean {
  if (KEPT_HOME_NAMES.has(name.toLowerCase())) return true;
  return /^[.$%<{[*~]/.test(name) || /[<>{}$%*]/.test(name) || name === "…" || /^x+$/i.test(name);
}

// ---------------------------------------------------------------------------------------------
// Addresses.

function octets(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    if (part.length === 0 || part.length > 3 || (part.length > 1 && part.startsWith("0"))) return null;
    const value = Number(part);
    if (!Number.isInteger(value) || value > 255) return null;
    numbers.push(value);
  }
  return numbers;
}

/**
 * Private IPv4 addresses: RFC 1918, carrier-grade NAT (100.64/10, Tailscale's range) and link-local.
 * Loopback, 0.0.0.0, documentation ranges (192.0.2/24, 198.51.100/24, 203.0.113/24) and public
 * addresses are not private.
 */
export function isPrivateIpv4(address: string): boolean {
  const o = octets(address);
  if (o === null) return false;
  const [a = 0, b = 0] = o;
  if (a === 10) return true;
  if (a === 172 && b >= 16 && b <= 31) return true;
  if (a === 192 && b === 168) return true;
  if (a === 100 && b >= 64 && b <= 127) return true;
  return a === 169 && b === 254;
}

/** The bare RFC ranges themselves (`10.0.0.0/8`, `192.168.0.0/16`…) are documentation, not a host. */
export function isCanonicalPrivateRange(address: string, prefix: number): boolean {
  const canonical: Record<string, number> = { "10.0.0.0": 8, "172.16.0.0": 12, "192.168.0.0": 16, "100.64.0.0": 10, "169.254.0.0": 16 };
  return canonical[address] === prefix;
}
