// The rules that look around a hit rather than match one expression: assignments (the key decides
// what the value is), MCP env/headers blocks, e-mail addresses (found from their `@`), home paths
// and private host names (found from their suffix). Each returns candidates with offsets into the
// text; none keeps the values.
import {
  charStats,
  entropy,
  hasAscendingRun,
  isCodeReference,
  isEnvName,
  isHexDigest,
  isKeptEmail,
  isKeptHomeName,
  isPathOrUrl,
  isPlaceholder,
  isUuid,
  isVersion,
  tooRegular,
} from "./checks.ts";

/** A sensitive span found by a rule: the span that is replaced, and the value inside it that is numbered. */
export interface Candidate {
  start: number;
  end: number;
  valueStart: number;
  valueEnd: number;
  /** Overrides the rule's kind (the assignment finder tells passwords from other secrets). */
  kind?: string;
}

/** What the scanner's gate pass learns about a text on its way, for finders that ask (`facts`). */
export interface TextFacts {
  /** Whether the text has letters of the scripts credential cues are looked for in beyond ASCII (accented Latin, Cyrillic, kana, CJK, Hangul). */
  otherScript: boolean;
  /** Whether the text holds a PEM or PGP armour line (`-----BEGIN`, the private-key rule's anchor). */
  armour: boolean;
  /**
   * Whether a credential found by a rule run before, one that knows a format or a name (not one that
   * reads these facts), stands over the whole of [start, end): a value a vendor's or an assignment's
   * rule already took needs no judging again (it wins the overlap).
   */
  covered(start: number, end: number): boolean;
}

const MAX_KEY = 64;

/** [A-Za-z0-9_.-] by character code. */
function isKeyChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 46 || code === 45;
}

/** Splits a key into lower-case words: apiKey → api key, GITHUB_TOKEN → github token, x-api-key → x api key. */
function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

const PASSWORD_WORDS = new Set(["password", "passwd", "pwd", "passphrase", "pass", "passwort", "mot", "contrasena"]);
const SECRET_WORDS = new Set([
  "secret",
  "token",
  "apikey",
  "credential",
  "credentials",
  "auth",
  "authtoken",
  "accesstoken",
  "secretkey",
  "privatekey",
  "clientsecret",
]);
/** `<word>_key` is a secret unless the word says it is a lookup key. */
const NOT_SECRET_KEY_PREFIXES = new Set([
  "sort",
  "cache",
  "primary",
  "foreign",
  "partition",
  "idempotency",
  "object",
  "public",
  "pub",
  "lookup",
  "map",
  "hash",
  "group",
  "row",
  "column",
  "id",
  "unique",
  "composite",
  "dedupe",
  "dedup",
  "hot",
  "short",
  "label",
  "i18n",
  "translation",
  "react",
  "list",
  "dict",
  "field",
  "index",
  "config",
  "registry",
  "routing",
  "shard",
  "range",
  "sequence",
  "foreign",
  "s3",
  "bucket",
  "storage",
  "cursor",
  "next",
  "page",
  "state",
  "query",
  "search",
  "event",
  "message",
  "item",
  "entry",
  "node",
  "cluster",
  "table",
  "api_version",
  "version",
  "model",
  "provider",
  "user",
  "session_id",
  "metadata",
  "the",
  "a",
  "your",
  "my",
  "this",
  "that",
  "shortcut",
  "keyboard",
  "hotkey",
  "modifier",
  "binding",
  "ssh",
  "gpg",
  "pgp",
  "host",
]);
/** Keys that hold something about a secret, not the secret (its variable, file, length, expiry…). */
const NOT_SECRET_LAST = new Set([
  "id",
  "ids",
  "name",
  "names",
  "url",
  "uri",
  "path",
  "file",
  "dir",
  "env",
  "var",
  "vars",
  "header",
  "type",
  "count",
  "length",
  "size",
  "limit",
  "ttl",
  "expiry",
  "expires",
  "expiration",
  "at",
  "field",
  "prefix",
  "format",
  "helper",
  "command",
  "cmd",
  "endpoint",
  "mode",
  "policy",
  "hint",
  "label",
  "placeholder",
  "regex",
  "pattern",
  "len",
  "usage",
  "version",
  "tokens",
  "tokenizer",
  "source",
  "provider",
  "method",
  "store",
  "manager",
  "required",
  "enabled",
  "arn",
  "ref",
  "location",
  "index",
  "kind",
  "strategy",
  "scope",
  "scopes",
  "timeout",
  "budget",
  "estimate",
  "rate",
  "host",
  "port",
  "user",
  "username",
  "login",
  "email",
  "description",
  "desc",
  "title",
  "hash",
  "algorithm",
  "alg",
  "fingerprint",
  "rotation",
  "exists",
  "set",
  "present",
  "valid",
  "validator",
  "ttl",
  "lifetime",
  "age",
  "duration",
  "min",
  "max",
  "reset",
  "policy",
  "strength",
  "changed",
  "updated",
  "created",
  "service",
  "server",
  "config",
  "question",
  "hint",
]);
const NOT_SECRET_ANY = new Set(["public", "publishable", "pub", "pubkey", "max", "min", "num", "total", "input", "output", "cached", "prompt", "completion"]);

export type AssignmentKind = "password-assignment" | "secret-assignment";

/**
 * Services whose keys have no prefix of their own: a value assigned to a name holding one of these
 * (`ADAFRUIT_IO=…`, `datadog: …`) is a credential when it looks random, even without a word such
 * as key or token in the name.
 */
export const VENDOR_WORDS = [
  "adafruit",
  "adobe",
  "airtable",
  "algolia",
  "alibaba",
  "asana",
  "atlassian",
  "confluence",
  "jira",
  "beamer",
  "bitbucket",
  "bittrex",
  "meraki",
  "cloudflare",
  "codecov",
  "cohere",
  "coinbase",
  "confluent",
  "contentful",
  "datadog",
  "discord",
  "droneci",
  "dropbox",
  "etsy",
  "facebook",
  "fastly",
  "finicity",
  "finnhub",
  "flickr",
  "freshbooks",
  "gitter",
  "gocardless",
  "heroku",
  "hubspot",
  "intercom",
  "jfrog",
  "artifactory",
  "bintray",
  "kraken",
  "kucoin",
  "launchdarkly",
  "linkedin",
  "looker",
  "mailchimp",
  "mailgun",
  "mapbox",
  "mattermost",
  "messagebird",
  "netlify",
  "newrelic",
  "nytimes",
  "okta",
  "plaid",
  "privateai",
  "rapidapi",
  "sendbird",
  "sentry",
  "snyk",
  "sonar",
  "squarespace",
  "sumologic",
  "telegram",
  "travis",
  "twitch",
  "twitter",
  "typeform",
  "yandex",
  "zendesk",
  "maxmind",
  "sidekiq",
  "twilio",
  "lob",
  "linear",
  "sumo",
] as const;
const VENDOR_WORD_SET = new Set<string>(VENDOR_WORDS);

/**
 * `compute`, remembered for the last 10,000 or so keys: the same few keys recur in every file. The
 * cache holds a copy of each key: a key sliced from a text is a view that keeps the whole text
 * alive, so the cache would hold every file scanned. With `keeps`, only the answers it accepts are
 * remembered (the others are computed each time).
 */
function remembered<T>(compute: (key: string) => T, keeps?: (value: T) => boolean): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined || cache.has(key)) return known as T;
    const value = compute(key);
    if (keeps !== undefined && !keeps(value)) return value;
    if (cache.size > 10_000) cache.clear();
    cache.set(structuredClone(key), value);
    return value;
  };
}

/** Whether a key names a service of VENDOR_WORDS (and not one of its settings that is no secret). */
function namesVendor(key: string): boolean {
  const words = keyWords(key);
  const last = words[words.length - 1] ?? "";
  if (NOT_SECRET_LAST.has(last) && last !== "id" && last !== "user") return false;
  return words.some((word) => VENDOR_WORD_SET.has(word) || VENDOR_WORDS.some((vendor) => vendor.length >= 5 && word.startsWith(vendor)));
}

/** What kind of secret a key names, or null when it names none. */
/** Words at a key's end that say how its value is written, not what it is (API_KEY_B64, token_hex). */
const ENCODING_WORDS = new Set(["b64", "base64", "hex", "enc", "encoded", "raw", "plain", "plaintext", "value", "val", "str", "string"]);

function secretKeyKind(key: string): AssignmentKind | null {
  const words = keyWords(key);
  while (words.length > 1 && ENCODING_WORDS.has(words[words.length - 1] ?? "")) words.pop();
  if (words.length === 0) return null;
  const last = words[words.length - 1] ?? "";
  if (words.some((word) => NOT_SECRET_ANY.has(word))) return null;
  if (NOT_SECRET_LAST.has(last)) return null;
  if (words.some((word) => PASSWORD_WORDS.has(word) || /^pass(?:word|wd|phrase)/.test(word))) return "password-assignment";
  if (words.some((word) => SECRET_WORDS.has(word) || /(?:secret|token|apikey|password)$/.test(word))) return "secret-assignment";
  if (last === "key") {
    const before = words.slice(0, -1).join("_");
    if (before === "" || NOT_SECRET_KEY_PREFIXES.has(before) || NOT_SECRET_KEY_PREFIXES.has(words[words.length - 2] ?? "")) return null;
    return "secret-assignment";
  }
  return null;
}

/** Character classes present: lower, upper, digit, other. */
function classes(value: string): number {
  return (/[a-z]/.test(value) ? 1 : 0) + (/[A-Z]/.test(value) ? 1 : 0) + (/\d/.test(value) ? 1 : 0) + (/[^A-Za-z0-9]/.test(value) ? 1 : 0);
}

function ordinaryValue(value: string): boolean {
  return (
    isPlaceholder(value) ||
    isEnvName(value) ||
    isCodeReference(value) ||
    isPathOrUrl(value) ||
    isVersion(value) ||
    /^-?\d+(?:\.\d+)?$/.test(value) ||
    /\s/.test(value)
  );
}

/** Values of password-named settings that say how a password is handled, not what it is. */
const PASSWORD_SETTINGS = new Set([
  "enabled",
  "disabled",
  "enable",
  "disable",
  "on",
  "off",
  "always",
  "never",
  "ask",
  "stdin",
  "file",
  "keyring",
  "system",
  "plain",
  "plaintext",
  "hashed",
  "bcrypt",
  "argon2",
  "argon2id",
  "scrypt",
  "md5",
  "sha256",
  "sha512",
  "scram-sha-256",
  "trust",
  "peer",
  "ident",
  "ldap",
  "oauth",
  "sso",
  "saml",
  "none",
  "basic",
  "digest",
  "login",
  "manual",
  "generated",
  "random",
]);

/**
 * isSecretValue's verdicts, remembered per kind for values of up to 128 characters: the same harmless
 * values (`${API_KEY}`, a model's name, `changeme`) recur in file after file. Only "not a secret" is
 * remembered: a secret seldom recurs (on the bench trees 2,500 remembered secrets were asked for
 * again 72 times, 15 harmless values 20,000 times), and the cache would hold a copy of every secret
 * scanned for as long as the process lives.
 */
const harmless = (verdict: boolean): boolean => !verdict;
const secretValueVerdicts: Record<AssignmentKind, (value: string) => boolean> = {
  "password-assignment": remembered((value) => judgeSecretValue(value, "password-assignment"), harmless),
  "secret-assignment": remembered((value) => judgeSecretValue(value, "secret-assignment"), harmless),
};

/** Whether a value assigned to a secret-named key is a literal secret (quoted or bare alike). */
function isSecretValue(value: string, kind: AssignmentKind): boolean {
  return value.length <= 128 ? secretValueVerdicts[kind](value) : judgeSecretValue(value, kind);
}

function judgeSecretValue(value: string, kind: AssignmentKind): boolean {
  // a long number given to a token or key name is an id or a numeric key (Asana, Discord): not a count
  // (random digits average 3 bits a character; 2.5 lets 95% of 16-digit ids through)
  if (kind === "secret-assignment" && /^\d{12,64}$/.test(value)) return entropy(value) >= 2.5 && !tooRegular(value);
  if (value.length > 2048 || ordinaryValue(value)) return false;
  if (kind === "password-assignment") {
    // a weak password is still a password: only settings that name a mechanism are kept
    if (value.length < 4 || PASSWORD_SETTINGS.has(value.toLowerCase())) return false;
    return !tooRegular(value) || (value.length < 8 && charStats(value).distinct >= 3);
  }
  if (value.length < 12) return false;
  if (classes(value) < 2) return false;
  // short segments joined by separators, one of them a word, are names (DOC_Vector_5_32,
  // jjwt-jackson-0.11.2); a UUID or hex:hex is a key
  if (/[-_.:/]/.test(value)) {
    const segments = value.split(/[-_.:/]+/);
    if (segments.every((segment) => segment.length <= 10) && segments.some((segment) => /^[A-Za-z]{3,}$/.test(segment))) return false;
  }
  // hex tops out at 4 bits a character, so hex values get a lower bar
  return !tooRegular(value) && !hasAscendingRun(value, 8) && entropy(value) >= (/^[0-9a-f]+$/i.test(value) ? 2.5 : 3);
}

const HIT = new RegExp(`pass|pwd|secret|token|key|auth|credential|${VENDOR_WORDS.join("|")}`, "gi");
const cachedKeyKind = remembered(secretKeyKind);
/** What kind of secret a key (a variable, a setting, a field) names, or null when it names none. */
export function keyKind(key: string): AssignmentKind | null {
  return cachedKeyKind(key);
}
const vendorKey = remembered(namesVendor);
// After the key, in the syntaxes keys take in configuration and code: an optional closing quote
// (maybe JSON-escaped) and `]` (`environ["KEY"]`), an optional type (`apiKey string =` in Go,
// `apiKey: String =` in Kotlin, `api_key: str =` in Python), an operator (`=`, `:`, `:=`, make's
// `::=`, `:::=`, `?=`, `+=`, PHP's `.=` and `??=`, `=>`, `||`, XML's `>`), an optional opening quote.
// Numbered groups (1 the key's closing quote, 2 the operator, 3 the opening quote): a named group
// costs each match an object.
const AFTER_KEY =
  /(\\?["'])?\]?(?:(?:[ \t]{0,4}:)?[ \t]{1,4}[A-Za-z][\w.<>?[\]]{0,24})?[ \t]{0,8}(:{1,3}=|\?\??=|\+=|\.=|\|\|=?|=>|=|:(?!\/\/)|>)(?:(?<=>)[ \t]*\r?\n[ \t]*|[ \t]{0,8})(\\?["'`])?/y;
/** `"--api-key", "VALUE"` in an args list, `setProperty("API_KEY", "VALUE")`: quoted key, comma, quoted value. */
const AFTER_KEY_COMMA = /(\\?["'])[ \t]{0,4},\s{0,32}(\\?["'])/y;
/** `--api-key VALUE` on a command line, `- --api-key` then `- VALUE` in a YAML list. */
const AFTER_FLAG = /(?:[ \t]{1,4}|[ \t]*\r?\n[ \t]*-[ \t]+)(\\?["'])?(?!-)/y;
/** Prose: `the token is VALUE`, `the Datadog key VALUE`. */
const AFTER_KEY_PROSE = /[ \t]{1,4}((?:is|was|reads|of)[ \t]{1,4})?(\\?["'`])?/y;
// a bare value ends at white space, a quote, a separator, or a JSON escape standing for one (\n)
const BARE_VALUE = /(?:[^\s"'`,;{}()<>[\]\\]|\\(?![nrt"'\\])){1,2048}/y;
const QUERY_VALUE = /[^\s"'`,;&{}()<>[\]\\]{1,2048}/y;

/** The offset of the quote closing a value opened by `quote` at `from`, or -1 on another line / too far. */
function closingQuote(text: string, from: number, quote: string): number {
  const limit = Math.min(text.length, from + 2048);
  if (quote === '"') {
    // a JSON / TOML / YAML basic string: backslash escapes
    for (let index = from; index < limit; index++) {
      const char = text[index];
      if (char === "\\") index++;
      else if (char === '"') return index;
      else if (char === "\n") return -1;
    }
    return -1;
  }
  const end = text.indexOf(quote, from);
  const lineEnd = text.indexOf("\n", from);
  if (end === -1 || end > limit || (lineEnd !== -1 && lineEnd < end)) return -1;
  return end;
}

interface Operator {
  /** Offset where the value starts. */
  at: number;
  /** The quote that opened the value, if any. */
  quote: string | undefined;
  /** Prose: the value must look like a secret whatever the key says ("strict": random by itself, no verb before it). */
  prose: boolean | "strict";
}

/** What follows a secret-named key: where its value starts, or null when it is no assignment. */
function operatorAfter(text: string, keyStart: number, keyEnd: number): Operator | null {
  const quotedKey = /["']/.test(text[keyStart - 1] ?? "");
  // --api-key, and PowerShell / NuGet's -ApiKey, -Password (a dash, a capital, after white space)
  const flag =
    (text[keyStart] === "-" && text[keyStart + 1] === "-") ||
    (text[keyStart] === "-" && /[A-Z]/.test(text[keyStart + 1] ?? "") && /^[\s"'[,]?$/.test(text[keyStart - 1] ?? ""));
  if (quotedKey) {
    AFTER_KEY_COMMA.lastIndex = keyEnd;
    const comma = AFTER_KEY_COMMA.exec(text);
    if (comma !== null && (flag || /\(\s*\\?["']$/.test(text.slice(Math.max(0, keyStart - 8), keyStart)))) {
      return { at: keyEnd + comma[0].length, quote: comma[2], prose: false };
    }
  }
  AFTER_KEY.lastIndex = keyEnd;
  const after = AFTER_KEY.exec(text);
  if (after !== null) {
    // XML: `>` only closes an element's opening tag
    if (after[2] === ">" && !(text[keyStart - 1] === "<" && after[0].startsWith(">"))) return null;
    return { at: keyEnd + after[0].length, quote: after[3], prose: false };
  }
  if (flag) {
    AFTER_FLAG.lastIndex = keyEnd + (quotedKey && text[keyEnd] === text[keyStart - 1] ? 1 : 0);
    const value = AFTER_FLAG.exec(text);
    if (value !== null) return { at: AFTER_FLAG.lastIndex, quote: value[1], prose: false };
  }
  AFTER_KEY_PROSE.lastIndex = keyEnd;
  const prose = AFTER_KEY_PROSE.exec(text);
  if (prose !== null) return { at: keyEnd + prose[0].length, quote: prose[2], prose: prose[1] === undefined ? "strict" : true };
  return null;
}

/** Assignments `key = value`, `key: value`, `"key": "value"`, `key := value` whose key names a secret. */
const NOUN = /^(?:key|token|secret|password|passphrase|pat|credentials?)$/i;

/** The word ending just before `end` (after spaces or tabs), as [start, end], or null. */
function wordBefore(text: string, end: number): [number, number] | null {
  let at = end;
  let spaces = 0;
  while (at > 0 && (text[at - 1] === " " || text[at - 1] === "\t") && spaces < 3) {
    at--;
    spaces++;
  }
  if (spaces === 0) return null;
  const wordEnd = at;
  while (at > 0 && wordEnd - at < 31 && /[A-Za-z0-9-]/.test(text[at - 1] ?? "")) at--;
  return at < wordEnd && /[A-Za-z]/.test(text[at] ?? "") ? [at, wordEnd] : null;
}

/** A bare noun (key, token…) with the words before it on its line: the phrase's kind, or null. */
function phraseKind(text: string, keyStart: number, key: string): AssignmentKind | null {
  if (!NOUN.test(key)) return null;
  const first = wordBefore(text, keyStart);
  if (first === null) return null;
  const second = wordBefore(text, first[0]);
  const phrase = [second === null ? undefined : text.slice(second[0], second[1]), text.slice(first[0], first[1]), key]
    .filter((word) => word !== undefined)
    .join("_");
  return cachedKeyKind(phrase) ?? (vendorKey(phrase) ? "secret-assignment" : null);
}

const XML_ADD = /key[ \t]*=[ \t]*(["'])(?<name>[^"'<>\r\n]{1,256})\1[ \t\r\n]{1,64}value[ \t]*=[ \t]*(["'])(?<value>[^"'<>\r\n]{0,2048})\3/dy;

/**
 * An `<add key="NAME" value="VALUE" />` element from its `key` attribute: its end, and a candidate
 * when NAME names a secret (`ClearTextPassword`, `ApiKey`) or, inside nuget.config's `<apikeys>`,
 * is the feed the key is for.
 */
function xmlAddElement(text: string, keyStart: number): { end: number; candidate: Candidate | null } | null {
  XML_ADD.lastIndex = keyStart;
  const match = XML_ADD.exec(text);
  const span = match?.indices?.groups?.["value"];
  const name = match?.groups?.["name"];
  if (match === null || span === undefined || name === undefined) return null;
  const value = text.slice(span[0], span[1]);
  const inApiKeys = /<apikeys>(?:(?!<\/apikeys>)[\s\S]){0,4096}$/i.test(text.slice(Math.max(0, keyStart - 4096), keyStart));
  const kind: AssignmentKind | null = cachedKeyKind(name) ?? (vendorKey(name) || (inApiKeys && isPathOrUrl(name)) ? "secret-assignment" : null);
  const secret = kind !== null && isSecretValue(value, kind);
  return {
    end: match.index + match[0].length,
    candidate: secret ? { start: span[0], end: span[1], valueStart: span[0], valueEnd: span[1], kind: kind ?? undefined } : null,
  };
}

/** Offsets where a key word (pass, token, key…) starts, found by the scanner's gate or here. */
function keyWordHits(text: string, hits: readonly number[] | undefined): readonly number[] {
  if (hits !== undefined) return hits;
  const found: number[] = [];
  HIT.lastIndex = 0;
  for (let hit = HIT.exec(text); hit !== null; hit = HIT.exec(text)) found.push(hit.index);
  return found;
}

function isDotOrDash(code: number): boolean {
  return code === 46 || code === 45;
}

export function findAssignments(text: string, hits?: readonly number[]): Candidate[] {
  const candidates: Candidate[] = [];
  let skipUntil = -1; // keys and values already read
  for (const at of keyWordHits(text, hits)) {
    if (at < skipUntil) continue;
    // widen the hit to the whole key
    let keyStart = at;
    while (keyStart > 0 && at - keyStart < MAX_KEY && isKeyChar(text.charCodeAt(keyStart - 1))) keyStart--;
    let keyEnd = at;
    while (keyEnd < text.length && keyEnd - keyStart < MAX_KEY * 2 && isKeyChar(text.charCodeAt(keyEnd))) keyEnd++;
    skipUntil = keyEnd;
    // the key without the dots and dashes at its ends, cut out once (no copy to trim, none to lower-case)
    let trimmedStart = keyStart;
    let trimmedEnd = keyEnd;
    while (trimmedStart < trimmedEnd && isDotOrDash(text.charCodeAt(trimmedStart))) trimmedStart++;
    while (trimmedEnd > trimmedStart && isDotOrDash(text.charCodeAt(trimmedEnd - 1))) trimmedEnd--;
    const key = text.slice(trimmedStart, trimmedEnd);
    // `<add key="NAME" value="VALUE" />` (nuget.config, .NET appSettings): NAME says what VALUE is
    if (key.length === 3 && /^key$/i.test(key) && /<add[ \t]+$/i.test(text.slice(Math.max(0, keyStart - 12), keyStart))) {
      const element = xmlAddElement(text, keyStart);
      if (element === null) continue;
      skipUntil = element.end;
      if (element.candidate !== null) candidates.push(element.candidate);
      continue;
    }
    // prose and headings name a secret in words: "the Adafruit API key is …", "- Jira token: …"
    const named = cachedKeyKind(key) ?? phraseKind(text, keyStart, key);
    // a service's name alone: the value must look random by itself
    const byVendor = named === null && vendorKey(key);
    if (named === null && !byVendor) continue;
    const kind: AssignmentKind = named ?? "secret-assignment";
    const operator = operatorAfter(text, keyStart, keyEnd);
    if (operator === null) continue;
    const valueStart = operator.at;
    const quote = operator.quote;
    let valueEnd: number;
    if (quote !== undefined) {
      valueEnd = closingQuote(text, valueStart, quote);
      if (valueEnd === -1) continue;
    } else {
      // in a URL query (?token=…&…) the value ends at `&`; in .env and shell lines it may contain one
      const bare = /[?&]/.test(text[keyStart - 1] ?? "") ? QUERY_VALUE : BARE_VALUE;
      bare.lastIndex = valueStart;
      const match = bare.exec(text);
      valueEnd = valueStart + (match?.[0].length ?? 0);
      // a sentence's full stop or colon is not part of the value
      while (valueEnd > valueStart && /[.:!?]/.test(text[valueEnd - 1] ?? "")) valueEnd--;
      // in code, a bare word followed by arguments is a command or a call, not a literal
      // ($password = ConvertTo-SecureString "…" -AsPlainText): the literal after it is for the cue rule
      if (operator.prose === false && /^[ \t]+(?:["'(]|-[A-Za-z])/.test(text.slice(valueEnd, valueEnd + 3))) continue;
    }
    // an assigned value was read: keys inside it are part of it, not assignments of their own (in
    // prose, or after a service's name, the next word may be the key itself: "the adobe token is …",
    // "Adobe token: …")
    if (operator.prose === false && !byVendor) skipUntil = Math.max(skipUntil, valueEnd);
    if (valueEnd <= valueStart) continue;
    const value = text.slice(valueStart, valueEnd);
    const secret = byVendor || operator.prose === "strict" ? isBlockSecret(value) : isSecretValue(value, operator.prose ? "secret-assignment" : kind);
    if (!secret) continue;
    skipUntil = Math.max(skipUntil, valueEnd);
    candidates.push({ start: valueStart, end: valueEnd, valueStart, valueEnd, kind });
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// curl's credentials: -u / --user user:password, -H / --header 'Authorization: …', wherever the
// command is written: a shell line (continued with \ over several lines), a markdown line, a
// sentence, an MCP server's args list (`"curl", "-u", "user:pass"`), a YAML list.

/** curl as a word: not inside a name (libcurl, curl_easy, curl.h). */
const CURL = /(?<![A-Za-z0-9_.\/-])curl(?![A-Za-z0-9_.-])/gi;
/** An option of a curl command, its separator (`=`, spaces, a list's `", "`, a line continuation) and the value's opening quote. */
const CURL_OPTION =
  /(?<=[\s"'[,(])(?<option>-u|--user|-H|--header)(?:=|\\?["'][ \t]{0,4},\s{0,32}|[ \t]{0,8}\\\r?\n[ \t]*|\r?\n[ \t]*-[ \t]+|[ \t]{1,8})(?<quote>\\?["'])?/gy;
const CURL_OPTION_START = /(?<=[\s"'[,(])(?:-u|--user|-H|--header)(?=[\s"'=,\\])/g;
/** How far a curl command reaches: a few lines (continued lines, a JSON args list). */
const CURL_REACH_LINES = 6;
const CURL_REACH = 2048;
/** An Authorization header's scheme, before the credential. */
const AUTH_SCHEME = /^(?:basic|bearer|token|api-token|bot|digest)[ \t]+/i;

/** The end of a curl command that starts at `from`: after a few lines, or at the reach. */
function curlReach(text: string, from: number): number {
  let end = from;
  for (let lines = 0; lines < CURL_REACH_LINES; lines++) {
    const next = text.indexOf("\n", end + 1);
    if (next === -1) return Math.min(text.length, from + CURL_REACH);
    end = next;
  }
  return Math.min(end, from + CURL_REACH);
}

/** The value an option was given: up to its closing quote, or a bare word. */
function optionValue(text: string, at: number, quote: string | undefined, limit: number): [number, number] | null {
  if (quote !== undefined) {
    const end = closingQuote(text, at, quote.slice(-1));
    return end === -1 || end > limit ? null : [at, quote.length === 2 ? end - 1 : end];
  }
  let end = at;
  while (end < limit && !/[\s"'`;|&<>]/.test(text[end] ?? "")) end++;
  // a sentence's full stop, a closing bracket the value did not open
  while (end > at && (/[.,]/.test(text[end - 1] ?? "") || (/[)\]}]/.test(text[end - 1] ?? "") && !/[([{]/.test(text.slice(at, end - 1))))) end--;
  return end > at ? [at, end] : null;
}

export function findCurlCredentials(text: string, hits?: readonly number[]): Candidate[] {
  const candidates: Candidate[] = [];
  const starts = hits ?? [...text.matchAll(CURL)].map((match) => match.index);
  let doneUntil = -1;
  for (const at of starts) {
    if (at < doneUntil) continue;
    CURL.lastIndex = at;
    const word = CURL.exec(text);
    if (word === null || word.index !== at) continue;
    const reach = curlReach(text, at);
    doneUntil = reach;
    CURL_OPTION_START.lastIndex = at + 4;
    for (let found = CURL_OPTION_START.exec(text); found !== null && found.index < reach; found = CURL_OPTION_START.exec(text)) {
      CURL_OPTION.lastIndex = found.index;
      const option = CURL_OPTION.exec(text);
      if (option === null) continue;
      const name = option.groups?.["option"] ?? "";
      const span = optionValue(text, option.index + option[0].length, option.groups?.["quote"], reach);
      if (span === null) continue;
      const value = text.slice(span[0], span[1]);
      if (name === "-u" || name === "--user") {
        // user:password; a user alone with an empty password is a token given as the user (-u sk_live_…:)
        const colon = value.indexOf(":");
        if (colon === -1) continue;
        const password = value.slice(colon + 1);
        // a value cut at svc's own placeholder (-u id:<REDACTED:…>) has its password: it is not empty
        if (password === "" && text.startsWith("<REDACTED:", span[1])) continue;
        const [start, secret] = password === "" ? [span[0], value.slice(0, colon)] : [span[0] + colon + 1, password];
        if (isPlaceholder(secret) || secret.startsWith("$") || (password === "" && !looksLikeToken(secret))) continue;
        candidates.push({ start, end: start + secret.length, valueStart: start, valueEnd: start + secret.length, kind: "password-assignment" });
        continue;
      }
      // -H 'Authorization: [scheme] credential'
      const header = /^(?:proxy-)?authorization[ \t]*:[ \t]*/i.exec(value);
      if (header === null) continue;
      const rest = value.slice(header[0].length);
      const scheme = AUTH_SCHEME.exec(rest)?.[0] ?? "";
      const credential = rest.slice(scheme.length);
      // a template (`{base64(email:password)}`) or code is no credential
      if (credential.length < 8 || isPlaceholder(credential) || isCodeReference(credential) || /^[$%{]/.test(credential) || entropy(credential) < 2.75)
        continue;
      const start = span[0] + header[0].length + scheme.length;
      candidates.push({ start, end: span[1], valueStart: start, valueEnd: span[1], kind: "bearer-token" });
    }
  }
  return candidates;
}

/** A token given alone (as curl's user): long enough and random. */
function looksLikeToken(value: string): boolean {
  return value.length >= 16 && !tooRegular(value) && entropy(value) >= 3.5;
}

// ---------------------------------------------------------------------------------------------
// MCP env / headers blocks.

// Block names are found first (one cheap pass), then the syntax around each tells JSON, TOML and YAML apart.
const BLOCK_NAME = /(?:environment|http_headers|headers|requestOptions|env)(?=\\?["'\]]?[ \t]{0,8}[:=\]])/g;
const BLOCK_NAME_HERE = new RegExp(BLOCK_NAME.source, "y");
const JSON_OPEN = /\\?"[ \t]{0,8}:\s{0,8}\{/y;
const TOML_INLINE_OPEN = /[ \t]{0,8}=[ \t]{0,8}\{/y;
const TOML_TABLE_CLOSE = /\][ \t]*(?=\r?\n|$)/y;
const YAML_OPEN = /:[ \t]*(?=\r?\n|$)/y;
// keys start a line or follow { , or a space, so the expression is tried at few places
// a value: a JSON-escaped string (\"…\"), a string with escapes ("\"…\""), a single-quoted one, or bare
// numbered groups (1 key; the value: 2 JSON-escaped "…", 3 "…", 4 '…', 5 bare): named groups cost each match an object
const PAIR =
  /(?<=^|[\s{,])\\?["']?([A-Za-z_][A-Za-z0-9_.-]{0,80})\\?["']?[ \t]{0,8}[:=][ \t]{0,8}(?:\\"([^"\\\r\n]{1,1024})\\"|"([^"\\\r\n]{0,1024}(?:\\.[^"\\\r\n]{0,1024}){0,64})"|'([^'\r\n]{1,1024})'|([^\s"',}{#]{1,1024}))/gm;
const MAX_BLOCK = 16 * 1024;

/** The offset of the `}` closing a JSON / TOML inline table that starts at `from`, skipping strings. */
function blockEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_BLOCK);
  let depth = 0;
  let quote = 0; // the code of the quote that opened the current string, or 0
  for (let index = from; index < limit; index++) {
    const code = text.charCodeAt(index);
    if (quote !== 0) {
      if (code === 92)
        index++; // backslash escape
      else if (code === quote || code === 10) quote = 0;
    } else if (code === 34 || code === 39) {
      quote = code;
    } else if (code === 123) {
      depth++;
    } else if (code === 125) {
      if (depth === 0) return index;
      depth--;
    }
  }
  return limit;
}

/** The first offset of [from, to) that is not white space as String.prototype.trim sees it (`\s`), or `to`. */
function firstNonSpace(text: string, from: number, to: number): number {
  let at = from;
  for (; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code < 128 ? code !== 32 && (code < 9 || code > 13) : !/\s/.test(text[at] ?? "")) break;
  }
  return at;
}

/** A TOML table's key = value lines end at the next table header or at a line that is not one. */
function tomlTableEnd(text: string, from: number): number {
  let position = text.indexOf("\n", from);
  if (position === -1) return text.length;
  position++;
  while (position < text.length && position - from < MAX_BLOCK) {
    const lineEnd = text.indexOf("\n", position);
    const end = lineEnd === -1 ? text.length : lineEnd;
    // read in place (no copy of each line): its first sign, and whether it holds `=`
    const first = firstNonSpace(text, position, end);
    if (first < end) {
      const code = text.charCodeAt(first);
      if (code === 91) return position;
      if (code !== 35) {
        const equals = text.indexOf("=", first);
        if (equals === -1 || equals >= end) return position;
      }
    }
    if (lineEnd === -1) return text.length;
    position = lineEnd + 1;
  }
  return Math.min(position, text.length);
}

function yamlBlockEnd(text: string, from: number, indent: number): number {
  let position = from;
  while (position < text.length && position - from < MAX_BLOCK) {
    const lineEnd = text.indexOf("\n", position);
    const end = lineEnd === -1 ? text.length : lineEnd;
    // a line with something on it, indented no deeper than the block's name, ends the block
    const first = firstNonSpace(text, position, end);
    if (first < end && first - position <= indent) return position;
    if (lineEnd === -1) return text.length;
    position = lineEnd + 1;
  }
  return position;
}

/** Whether a literal in an env/headers block is a credential whatever its key is called. */
function isBlockSecret(value: string): boolean {
  if (value.length < 16 || ordinaryValue(value) || isUuid(value) || isHexDigest(value)) return false;
  if (/^(?:true|false|null|yes|no|on|off)$/i.test(value) || /@[A-Za-z0-9-]+\./.test(value)) return false;
  // short segments joined by - . _ / : are names (models, regions, packages), not random runs
  if (value.split(/[-._/:]/).every((segment) => segment.length <= 12)) return false;
  if (classes(value) < 2 || !/\d/.test(value)) return false;
  return !tooRegular(value) && !hasAscendingRun(value, 8) && entropy(value) >= 3.5;
}

/**
 * Block names and where they stand, from the gate's hits (checked here) or found here: each name's
 * start and end, one after the other in one array of integers (no pair, no iterator to take a pair apart).
 */
function blockNames(text: string, hits: readonly number[] | undefined): number[] {
  const names: number[] = [];
  if (hits === undefined) {
    BLOCK_NAME.lastIndex = 0;
    for (let hit = BLOCK_NAME.exec(text); hit !== null; hit = BLOCK_NAME.exec(text)) names.push(hit.index, hit.index + hit[0].length);
    return names;
  }
  let last = -1;
  for (const at of hits) {
    if (at <= last) continue;
    // test, not exec: the name's end is where the expression stopped, and no match array is made
    BLOCK_NAME_HERE.lastIndex = at;
    if (!BLOCK_NAME_HERE.test(text)) continue;
    last = at;
    names.push(at, BLOCK_NAME_HERE.lastIndex);
  }
  return names;
}

/** The offset of the first `:` or `=` in [from, to), or `to`. */
function separatorAfter(text: string, from: number, to: number): number {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === 58 || code === 61) return at;
  }
  return to;
}

/** The indent of the line holding [lineStart, at) when all of it is blanks, maybe then `- ` (a YAML key's place); -1 otherwise. */
function yamlKeyIndent(text: string, lineStart: number, at: number): number {
  let first = lineStart;
  while (first < at && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
  if (first === at || (first + 2 === at && text.charCodeAt(first) === 45 && text.charCodeAt(first + 1) === 32)) return first - lineStart;
  return -1;
}

export function findEnvBlockSecrets(text: string, hits?: readonly number[]): Candidate[] {
  // the sticky expressions are tried with test: where one stopped (lastIndex) is all that is read
  const names = blockNames(text, hits);
  // each region's start and end, one after the other
  const regions: number[] = [];
  for (let name = 0; name < names.length; name += 2) {
    const at = names[name] as number;
    const after = names[name + 1] as number;
    const before = text[at - 1] ?? "\n";
    if (before === '"') {
      JSON_OPEN.lastIndex = after;
      if (JSON_OPEN.test(text)) regions.push(JSON_OPEN.lastIndex, blockEnd(text, JSON_OPEN.lastIndex));
      continue;
    }
    if (before === ".") {
      TOML_TABLE_CLOSE.lastIndex = after;
      const lineStart = text.lastIndexOf("\n", at) + 1;
      if (TOML_TABLE_CLOSE.test(text) && /^[ \t]*\[/.test(text.slice(lineStart, lineStart + 16))) {
        const from = text.indexOf("\n", after);
        if (from !== -1) regions.push(from + 1, tomlTableEnd(text, from));
      }
      continue;
    }
    if (!/[\s,{]/.test(before)) continue;
    TOML_INLINE_OPEN.lastIndex = after;
    if (TOML_INLINE_OPEN.test(text)) {
      regions.push(TOML_INLINE_OPEN.lastIndex, blockEnd(text, TOML_INLINE_OPEN.lastIndex));
      continue;
    }
    YAML_OPEN.lastIndex = after;
    const indent = yamlKeyIndent(text, text.lastIndexOf("\n", at) + 1, at);
    if (indent !== -1 && YAML_OPEN.test(text)) {
      const from = text.indexOf("\n", after);
      if (from !== -1) regions.push(from + 1, yamlBlockEnd(text, from + 1, indent));
    }
  }
  const candidates: Candidate[] = [];
  for (let region = 0; region < regions.length; region += 2) {
    const from = regions[region] as number;
    const to = regions[region + 1] as number;
    PAIR.lastIndex = from;
    // each pair is first found with test (no match array, no captured strings); most values are
    // short (`"type": "stdio"`), and only a pair whose value may have 16 characters is matched again
    // with exec, from the same place (the same match). A pair stands on one line, after the last
    // pair, and its value after its `:` or `=`: so after the first `:` or `=` of that stretch.
    for (let searchFrom = from; PAIR.test(text); searchFrom = PAIR.lastIndex) {
      const matchEnd = PAIR.lastIndex;
      if (matchEnd > to) break;
      if (matchEnd - separatorAfter(text, Math.max(searchFrom, text.lastIndexOf("\n", matchEnd - 1) + 1), matchEnd) <= 16) continue;
      PAIR.lastIndex = searchFrom;
      const pair = PAIR.exec(text) as RegExpExecArray;
      // the value ends the match, before its closing quote: \" for a JSON-escaped string, " or ' , none when bare
      const value = pair[2] ?? pair[3] ?? pair[4] ?? pair[5];
      const closing = pair[2] !== undefined ? 2 : pair[5] !== undefined ? 0 : 1;
      if (value === undefined || value.length < 16 || !isBlockSecret(value)) continue;
      const valueEnd = matchEnd - closing;
      candidates.push({ start: valueEnd - value.length, end: valueEnd, valueStart: valueEnd - value.length, valueEnd });
    }
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// E-mail addresses, found from the `@`.

// letters of any script: ayşe@örnek.com.tr is an address too
const LOCAL_CHAR = /[\p{L}\p{N}._%+-]/u;
const DOMAIN = /(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])/uy;

export function findEmails(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  let at = text.indexOf("@");
  while (at !== -1) {
    let start = at;
    while (start > 0 && at - start < 64 && LOCAL_CHAR.test(text[start - 1] ?? "")) start--;
    // a local part cannot start or end with a dot
    while (start < at && text[start] === ".") start++;
    DOMAIN.lastIndex = at + 1;
    const domain = start < at && text[at - 1] !== "." ? DOMAIN.exec(text) : null;
    if (domain !== null && !(start > 0 && /[\p{L}\p{N}/:]/u.test(text[start - 1] ?? ""))) {
      const local = text.slice(start, at);
      const end = at + 1 + domain[0].length;
      if (!isKeptEmail(local, domain[0])) candidates.push({ start, end, valueStart: start, valueEnd: end });
      at = text.indexOf("@", end);
    } else {
      at = text.indexOf("@", at + 1);
    }
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// Home paths.

const UNIX_HOME = /(?<![A-Za-z0-9_.%~-])\/(?:Users|home)\/(?<value>[A-Za-z0-9_-](?:[A-Za-z0-9._-]{0,62}[A-Za-z0-9_-])?)(?![A-Za-z0-9._-]*[A-Za-z0-9_-])/dg;
// C:\Users\name, C:/Users/name, C:\\Users\\name (JSON-escaped); a name with spaces when a separator follows.
const WINDOWS_HOME =
  /(?<![A-Za-z0-9])[A-Za-z]:(?<sep>\\\\|\\|\/)Users\k<sep>(?:(?<spaced>[^\\/:*?"<>|\r\n\t]{1,64}?)(?=\k<sep>)|(?<value>[^\\/:*?"<>|\s,;'`)\]}]{1,64}))/dgi;

export function findHomePaths(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const match of text.matchAll(UNIX_HOME)) {
    const span = match.indices?.groups?.["value"];
    const name = match.groups?.["value"];
    if (span === undefined || name === undefined || isKeptHomeName(name)) continue;
    candidates.push({ start: match.index, end: span[1], valueStart: span[0], valueEnd: span[1] });
  }
  for (const match of text.matchAll(WINDOWS_HOME)) {
    const group = match.groups?.["spaced"] !== undefined ? "spaced" : "value";
    const span = match.indices?.groups?.[group];
    const name = match.groups?.[group];
    if (span === undefined || name === undefined || isKeptHomeName(name.trim())) continue;
    candidates.push({ start: match.index, end: span[1], valueStart: span[0], valueEnd: span[1] });
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// Private host names, found from their suffix.

const PRIVATE_SUFFIX = /\.(?:local|lan|internal|intranet|corp|localdomain|home\.arpa|ts\.net)(?![A-Za-z0-9_-]|\.[A-Za-z0-9])/gi;
const HOST_CHAR = /[A-Za-z0-9.-]/;
/** First labels that are code, not hosts: threading.local, self.internal… */
const CODE_RECEIVERS = new Set([
  "threading",
  "self",
  "this",
  "os",
  "window",
  "module",
  "exports",
  "cls",
  "ctx",
  "super",
  "process",
  "global",
  "globals",
  "django",
  "settings",
  "config",
  "thread",
  "asyncio",
  "contextvars",
  "werkzeug",
  "flask",
  "g",
]);

export function findPrivateHostnames(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const match of text.matchAll(PRIVATE_SUFFIX)) {
    const end = match.index + match[0].length;
    if (text[end] === "(") continue;
    let start = match.index;
    while (start > 0 && match.index - start < 253 && HOST_CHAR.test(text[start - 1] ?? "")) start--;
    while (start < match.index && (text[start] === "." || text[start] === "-")) start++;
    if (start >= match.index) continue;
    // a dotfile's name (.env.local, .npmrc.local) is no host
    if (text[start - 1] === "." && !HOST_CHAR.test(text[start - 2] ?? "")) continue;
    if (start > 0 && /[A-Za-z0-9_$]/.test(text[start - 1] ?? "")) continue;
    // module paths in code: from app.internal import x, import corp.lan.util
    if (/(?:^|\s)(?:from|import)\s+$/.test(text.slice(Math.max(0, start - 8), start)) || /^\s+import\b/.test(text.slice(end, end + 8))) continue;
    const host = text.slice(start, end);
    const firstLabel = host.slice(0, host.indexOf(".")).toLowerCase();
    if (CODE_RECEIVERS.has(firstLabel) || /\.\./.test(host)) continue;
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63})*$/.test(host)) continue;
    candidates.push({ start, end, valueStart: start, valueEnd: end });
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// Internal host names under public domains, and everything under a private domain.

/** Labels that say a host is inside an organisation, wherever they stand left of the public suffix. */
export const INTERNAL_LABELS = [
  "corp",
  "int",
  "internal",
  "intranet",
  "lan",
  "vpn",
  "staging",
  "stg",
  "preprod",
  "uat",
  "private",
  "priv",
  "office",
  "onprem",
] as const;
const INTERNAL = new Set<string>(INTERNAL_LABELS);
/** Top-level domains a public host name ends in: every two-letter country code and the common generic ones. */
const GENERIC_TLDS = new Set([
  "com",
  "net",
  "org",
  "edu",
  "gov",
  "mil",
  "io",
  "dev",
  "app",
  "ai",
  "cloud",
  "tech",
  "info",
  "biz",
  "xyz",
  "site",
  "online",
  "systems",
  "group",
  "team",
  "tools",
  "services",
  "solutions",
  "network",
  "company",
  "email",
  "global",
  "works",
  "digital",
  "studio",
  "software",
  "run",
  "page",
  "host",
  "space",
  "zone",
  "link",
  "one",
  "world",
  "inc",
  "ltd",
  "llc",
  "gmbh",
  "agency",
  "consulting",
  "engineering",
  "finance",
  "bank",
  "health",
  "media",
  "news",
  "shop",
  "store",
  "today",
  "center",
  "capital",
]);
const HOST_AROUND = /[A-Za-z0-9-]/;

function isPublicTld(label: string): boolean {
  const lower = label.toLowerCase();
  return /^[a-z]{2}$/.test(lower) || GENERIC_TLDS.has(lower);
}

/** The host name around offset `at` (labels of letters, digits and dashes joined by dots), or null. */
function hostAround(text: string, at: number, limit = 253): { start: number; end: number; host: string } | null {
  let start = at;
  while (start > 0 && at - start < limit && (HOST_AROUND.test(text[start - 1] ?? "") || (text[start - 1] === "." && HOST_AROUND.test(text[start - 2] ?? ""))))
    start--;
  let end = at;
  while (end < text.length && end - start < limit && (HOST_AROUND.test(text[end] ?? "") || (text[end] === "." && HOST_AROUND.test(text[end + 1] ?? "")))) end++;
  while (start < end && /[.-]/.test(text[start] ?? "")) start++;
  while (end > start && /[.-]/.test(text[end - 1] ?? "")) end--;
  if (end <= start) return null;
  return { start, end, host: text.slice(start, end) };
}

/** A host name fit to redact: letters-digits-dashes labels, not code (`self.int.x`), not a file (`x.int.json`). */
function plausibleHost(text: string, start: number, end: number, labels: readonly string[]): boolean {
  if (start > 0 && /[A-Za-z0-9_$@]/.test(text[start - 1] ?? "")) return false;
  if (/[A-Za-z0-9_(]/.test(text[end] ?? "")) return false;
  if (labels.some((label) => label.length === 0 || label.length > 63)) return false;
  return !CODE_RECEIVERS.has((labels[0] ?? "").toLowerCase());
}

/** Host names with an internal-looking label left of a public suffix: grafana.corp.acme.io, ci-07.int.acme.io. */
export function findInternalHostnames(text: string, hits?: readonly number[]): Candidate[] {
  const candidates: Candidate[] = [];
  const offsets =
    hits ?? [...text.matchAll(/(?:corp|int|internal|intranet|lan|vpn|staging|stg|preprod|uat|private|priv|office|onprem)\./gi)].map((match) => match.index);
  let doneUntil = -1;
  for (const at of offsets) {
    if (at < doneUntil) continue;
    const found = hostAround(text, at);
    if (found === null) continue;
    doneUntil = found.end;
    const labels = found.host.split(".");
    if (labels.length < 3 || !isPublicTld(labels[labels.length - 1] ?? "")) continue;
    if (!labels.slice(0, -1).some((label) => INTERNAL.has(label.toLowerCase()))) continue;
    if (!plausibleHost(text, found.start, found.end, labels)) continue;
    candidates.push({ start: found.start, end: found.end, valueStart: found.start, valueEnd: found.end });
  }
  return candidates;
}

/**
 * Everything under the private domains (`--private-domain`, the person's own mail domains): host
 * names (the domain itself included) and e-mail addresses, role addresses too.
 */
export function findUnderDomains(text: string, domains: readonly string[]): Candidate[] {
  const candidates: Candidate[] = [];
  const lower = text.toLowerCase();
  for (const domain of domains) {
    for (let at = lower.indexOf(domain); at !== -1; at = lower.indexOf(domain, at + domain.length)) {
      const after = at + domain.length;
      if (HOST_AROUND.test(text[after] ?? "") || (text[after] === "." && HOST_AROUND.test(text[after + 1] ?? ""))) continue;
      const before = text[at - 1] ?? "";
      if (before === "@") {
        let start = at - 1;
        while (start > 0 && at - start < 65 && /[\p{L}\p{N}._%+-]/u.test(text[start - 1] ?? "")) start--;
        if (start < at - 1) candidates.push({ start, end: after, valueStart: start, valueEnd: after, kind: "email" });
        continue;
      }
      if (HOST_AROUND.test(before)) continue;
      const found = hostAround(text, at);
      if (found === null || found.end !== after) continue;
      if (!plausibleHost(text, found.start, found.end, found.host.split("."))) continue;
      candidates.push({ start: found.start, end: found.end, valueStart: found.start, valueEnd: found.end });
    }
  }
  return candidates;
}

/** Mail providers anyone can have an address at: their domain says nothing about an employer. */
const PUBLIC_MAIL = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "aol.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.ru",
  "yandex.ru",
  "yandex.com",
  "fastmail.com",
  "fastmail.fm",
  "hey.com",
  "zoho.com",
  "qq.com",
  "163.com",
  "tutanota.com",
  "tuta.io",
  "posteo.de",
  "mailbox.org",
  "users.noreply.github.com",
]);
/** The same providers under their country domains: yahoo.co.uk, hotmail.de, outlook.fr, gmx.at, icloud.com.cn… */
const PUBLIC_MAIL_FAMILY =
  /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|gmx|aol|yandex|protonmail|proton|zoho|mail)\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

function isPublicMail(domain: string): boolean {
  return PUBLIC_MAIL.has(domain) || PUBLIC_MAIL_FAMILY.test(domain) || domain.endsWith(".github.com");
}

/**
 * What stands before an address that is the person's own (docs/promises.md#distill: "the domains of the person's
 * own e-mail addresses"): an e-mail key of theirs (`email`, `userEmail`, `user.email`, `emailAddress`,
 * `GIT_AUTHOR_EMAIL`…; not `support_email` or `maintainer_email`), git's `user.email`, a login or
 * e-mail flag (`--user`, `--email`, `-u`, also as a JSON args pair), `--author "Name <`, or "my
 * e-mail is". An address anywhere else (a maintainer, a colleague to ask, a co-author, a Mastodon
 * handle) is someone else's: it is redacted as an address, but its domain says nothing about the
 * person and stays public (python.org, github.com, stripe.com).
 */
const OWN_ADDRESS_BEFORE = new RegExp(
  `(?:${[
    String.raw`(?:^|[^A-Za-z0-9_.-])(?:(?:user|my|own|author|committer|git[_.-]?author|git[_.-]?committer|account|login|signing|personal|work)[_.-]?)?e-?mail(?:[_.-]?address)?\\?["']?[ \t]{0,4}(?::=|=>|[:=])[ \t]{0,4}\\?["']?`,
    String.raw`git[ \t]+config[ \t]+(?:--(?:global|local|system)[ \t]+)?user\.email[ \t]+["']?`,
    String.raw`(?:^|[\s"'[,])(?:--(?:email|e-mail|user|username|login|mail)|-u)(?:=|[ \t]{1,4}|\\?["'][ \t]{0,4},\s{0,32})\\?["']?`,
    String.raw`--author(?:=|[ \t]{1,4})["']?[^"'<>\n]{0,64}<`,
    String.raw`\bmy[ \t]+(?:(?:work|personal|own|private)[ \t]+)?e-?mail(?:[ \t]+address)?[ \t]*(?:is[ \t]+|:[ \t]*|=[ \t]*)["'<]?`,
  ]
    .map((part) => `(?:${part})`)
    .join("|")})$`,
  "i",
);

/** The domains of the person's own e-mail addresses in these texts (public mail providers left out). */
export function ownMailDomains(texts: Iterable<string>): string[] {
  const domains = new Set<string>();
  for (const text of texts) {
    for (const candidate of findEmails(text)) {
      if (!OWN_ADDRESS_BEFORE.test(text.slice(Math.max(0, candidate.start - 96), candidate.start))) continue;
      const address = text.slice(candidate.start, candidate.end).toLowerCase();
      const domain = address.slice(address.lastIndexOf("@") + 1);
      if (!isPublicMail(domain)) domains.add(domain);
    }
  }
  return [...domains].sort();
}
