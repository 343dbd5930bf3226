// The rules that look around a hit rather than match one expression: assignments (the key decides
// what the value is), MCP env/headers blocks, e-mail addresses (found from their `@`), home paths
// and private host names (found from their suffix). Each returns candidates with offsets into the
// text; none keeps the values.
import {
  entropy,
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
import type { Candidate } from "./rules.ts";

const MAX_KEY = 64;

/** [A-Za-z0-9_.-] by character code. */
function isKeyChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 46 || code === 45;
}

/** Splits a key into lower-case words: apiKey → api key, GITHUB_TOKEN → github token, x-api-key → x api key. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

const PASSWORD_WORDS = new Set(["password", "passwd", "pwd", "passphrase", "pass", "passwort", "mot", "contrasena"]);
const SECRET_WORDS = new Set(["secret", "token", "apikey", "credential", "credentials", "auth", "authtoken", "accesstoken", "secretkey", "privatekey", "clientsecret"]);
/** `<word>_key` is a secret unless the word says it is a lookup key. */
const NOT_SECRET_KEY_PREFIXES = new Set([
  "sort", "cache", "primary", "foreign", "partition", "idempotency", "object", "public", "pub", "lookup", "map", "hash",
  "group", "row", "column", "id", "unique", "composite", "dedupe", "dedup", "hot", "short", "label", "i18n", "translation",
  "react", "list", "dict", "field", "index", "config", "registry", "routing", "shard", "range", "sequence", "foreign",
  "s3", "bucket", "storage", "cursor", "next", "page", "state", "query", "search", "event", "message", "item", "entry",
  "node", "cluster", "table", "api_version", "version", "model", "provider", "user", "session_id", "metadata", "the",
  "a", "your", "my", "this", "that", "shortcut", "keyboard", "hotkey", "modifier", "binding", "ssh", "gpg", "pgp", "host",
]);
/** Keys that hold something about a secret, not the secret (its variable, file, length, expiry…). */
const NOT_SECRET_LAST = new Set([
  "id", "ids", "name", "names", "url", "uri", "path", "file", "dir", "env", "var", "vars", "header", "type", "count",
  "length", "size", "limit", "ttl", "expiry", "expires", "expiration", "at", "field", "prefix", "format", "helper",
  "command", "cmd", "endpoint", "mode", "policy", "hint", "label", "placeholder", "regex", "pattern", "len", "usage",
  "version", "tokens", "tokenizer", "source", "provider", "method", "store", "manager", "required", "enabled", "arn",
  "ref", "location", "index", "kind", "strategy", "scope", "scopes", "timeout", "budget", "estimate", "rate", "host",
  "port", "user", "username", "login", "email", "description", "desc", "title", "hash", "algorithm", "alg", "fingerprint",
  "rotation", "exists", "set", "present", "valid", "validator", "ttl", "lifetime", "age", "duration", "min", "max",
  "reset", "policy", "strength", "changed", "updated", "created", "service", "server", "config", "question", "hint",
]);
const NOT_SECRET_ANY = new Set(["public", "publishable", "pub", "pubkey", "max", "min", "num", "total", "input", "output", "cached", "prompt", "completion"]);

export type AssignmentKind = "password-assignment" | "secret-assignment";

/** What kind of secret a key names, or null when it names none. */
export function secretKeyKind(key: string): AssignmentKind | null {
  const words = keyWords(key);
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

/** Whether a value assigned to a secret-named key is a literal secret. */
export function isSecretValue(value: string, kind: AssignmentKind, quoted: boolean): boolean {
  if (value.length > 2048 || ordinaryValue(value)) return false;
  if (kind === "password-assignment") {
    if (value.length < 6) return false;
    if (!quoted && classes(value) < 2) return false;
    return !tooRegular(value);
  }
  if (value.length < 12) return false;
  if (classes(value) < 2) return false;
  // hex tops out at 4 bits a character, so hex values get a lower bar
  return !tooRegular(value) && entropy(value) >= (/^[0-9a-f]+$/i.test(value) ? 2.5 : 3);
}

const HIT = /pass|pwd|secret|token|key|auth|credential/gi;
const keyKinds = new Map<string, AssignmentKind | null>();

/** secretKeyKind, remembered: the same few keys recur in every file. */
function cachedKeyKind(key: string): AssignmentKind | null {
  let kind = keyKinds.get(key);
  if (kind === undefined) {
    kind = secretKeyKind(key);
    if (keyKinds.size > 10_000) keyKinds.clear();
    keyKinds.set(key, kind);
  }
  return kind;
}
/** After the key: an optional closing quote (maybe JSON-escaped), an operator, an optional opening quote. */
const AFTER_KEY = /(\\?["'])?[ \t]{0,8}(?::=|=>|=|:)[ \t]{0,8}(\\?["'`])?/y;
const BARE_VALUE = /[^\s"'`,;{}()<>[\]]{1,2048}/y;
const QUERY_VALUE = /[^\s"'`,;&{}()<>[\]]{1,2048}/y;

/** Assignments `key = value`, `key: value`, `"key": "value"`, `key := value` whose key names a secret. */
/** Offsets where a key word (pass, token, key…) starts, found by the scanner's gate or here. */
function keyWordHits(text: string, hits: readonly number[] | undefined): readonly number[] {
  if (hits !== undefined) return hits;
  const found: number[] = [];
  HIT.lastIndex = 0;
  for (let hit = HIT.exec(text); hit !== null; hit = HIT.exec(text)) found.push(hit.index);
  return found;
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
    const key = text.slice(keyStart, keyEnd).replace(/^[.-]+|[.-]+$/g, "");
    const kind = cachedKeyKind(key);
    if (kind === null) continue;
    AFTER_KEY.lastIndex = keyEnd;
    const after = AFTER_KEY.exec(text);
    if (after === null) continue;
    const valueStart = keyEnd + after[0].length;
    const quote = after[2];
    let valueEnd: number;
    if (quote !== undefined) {
      valueEnd = text.indexOf(quote, valueStart);
      const lineEnd = text.indexOf("\n", valueStart);
      if (valueEnd === -1 || (lineEnd !== -1 && lineEnd < valueEnd) || valueEnd - valueStart > 2048) continue;
    } else {
      // in a URL query (?token=…&…) the value ends at `&`; in .env and shell lines it may contain one
      const bare = /[?&]/.test(text[keyStart - 1] ?? "") ? QUERY_VALUE : BARE_VALUE;
      bare.lastIndex = valueStart;
      const match = bare.exec(text);
      valueEnd = valueStart + (match?.[0].length ?? 0);
      // a trailing backslash belongs to a JSON escape, not to the value
      while (valueEnd > valueStart && text[valueEnd - 1] === "\\") valueEnd--;
    }
    // the value was read: keys inside it are part of it, not assignments of their own
    skipUntil = Math.max(skipUntil, valueEnd);
    if (valueEnd <= valueStart) continue;
    const value = text.slice(valueStart, valueEnd);
    if (!isSecretValue(value, kind, quote !== undefined)) continue;
    candidates.push({ start: valueStart, end: valueEnd, valueStart, valueEnd, kind });
  }
  return candidates;
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
const PAIR = /(?<=^|[\s{,])\\?["']?(?<key>[A-Za-z_][A-Za-z0-9_.-]{0,80})\\?["']?[ \t]{0,8}[:=][ \t]{0,8}(?:\\?"(?<dq>[^"\\\r\n]{1,1024})\\?"|'(?<sq>[^'\r\n]{1,1024})'|(?<bare>[^\s"',}{#]{1,1024}))/gm;
const MAX_BLOCK = 16 * 1024;

/** The offset of the `}` closing a JSON / TOML inline table that starts at `from`, skipping strings. */
function blockEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_BLOCK);
  let depth = 0;
  let quote = 0; // the code of the quote that opened the current string, or 0
  for (let index = from; index < limit; index++) {
    const code = text.charCodeAt(index);
    if (quote !== 0) {
      if (code === 92) index++; // backslash escape
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

/** A TOML table's key = value lines end at the next table header or at a line that is not one. */
function tomlTableEnd(text: string, from: number): number {
  let position = text.indexOf("\n", from);
  if (position === -1) return text.length;
  position++;
  while (position < text.length && position - from < MAX_BLOCK) {
    const lineEnd = text.indexOf("\n", position);
    const end = lineEnd === -1 ? text.length : lineEnd;
    const line = text.slice(position, end).trim();
    if (line.startsWith("[") || (line !== "" && !line.startsWith("#") && !line.includes("="))) return position;
    if (lineEnd === -1) return text.length;
    position = lineEnd + 1;
  }
  return Math.min(position, text.length);
}

function yamlBlockEnd(text: string, from: number, indent: number): number {
  let position = from;
  while (position < text.length && position - from < MAX_BLOCK) {
    const lineEnd = text.indexOf("\n", position);
    const line = text.slice(position, lineEnd === -1 ? text.length : lineEnd);
    const lineIndent = line.length - line.trimStart().length;
    if (line.trim() !== "" && lineIndent <= indent) return position;
    if (lineEnd === -1) return text.length;
    position = lineEnd + 1;
  }
  return position;
}

/** Whether a literal in an env/headers block is a credential whatever its key is called. */
export function isBlockSecret(value: string): boolean {
  if (value.length < 16 || ordinaryValue(value) || isUuid(value) || isHexDigest(value)) return false;
  if (/^(?:true|false|null|yes|no|on|off)$/i.test(value) || /@[A-Za-z0-9-]+\./.test(value)) return false;
  // short segments joined by - . _ / : are names (models, regions, packages), not random runs
  if (value.split(/[-._/:]/).every((segment) => segment.length <= 12)) return false;
  if (classes(value) < 2 || !/\d/.test(value)) return false;
  return !tooRegular(value) && entropy(value) >= 3.5;
}

/** Block names and where they stand: from the gate's hits (checked here), or found here. */
function blockNames(text: string, hits: readonly number[] | undefined): Array<[number, number]> {
  const names: Array<[number, number]> = [];
  if (hits === undefined) {
    BLOCK_NAME.lastIndex = 0;
    for (let hit = BLOCK_NAME.exec(text); hit !== null; hit = BLOCK_NAME.exec(text)) names.push([hit.index, hit.index + hit[0].length]);
    return names;
  }
  let last = -1;
  for (const at of hits) {
    if (at <= last) continue;
    BLOCK_NAME_HERE.lastIndex = at;
    const hit = BLOCK_NAME_HERE.exec(text);
    if (hit === null) continue;
    last = at;
    names.push([at, at + hit[0].length]);
  }
  return names;
}

export function findEnvBlockSecrets(text: string, hits?: readonly number[]): Candidate[] {
  const regions: Array<[number, number]> = [];
  for (const [at, after] of blockNames(text, hits)) {
    const before = text[at - 1] ?? "\n";
    if (before === '"') {
      JSON_OPEN.lastIndex = after;
      const open = JSON_OPEN.exec(text);
      if (open !== null) regions.push([after + open[0].length, blockEnd(text, after + open[0].length)]);
      continue;
    }
    if (before === ".") {
      TOML_TABLE_CLOSE.lastIndex = after;
      const lineStart = text.lastIndexOf("\n", at) + 1;
      if (TOML_TABLE_CLOSE.exec(text) !== null && /^[ \t]*\[/.test(text.slice(lineStart, lineStart + 16))) {
        const from = text.indexOf("\n", after);
        if (from !== -1) regions.push([from + 1, tomlTableEnd(text, from)]);
      }
      continue;
    }
    if (!/[\s,{]/.test(before)) continue;
    TOML_INLINE_OPEN.lastIndex = after;
    const inline = TOML_INLINE_OPEN.exec(text);
    if (inline !== null) {
      regions.push([after + inline[0].length, blockEnd(text, after + inline[0].length)]);
      continue;
    }
    YAML_OPEN.lastIndex = after;
    const lineStart = text.lastIndexOf("\n", at) + 1;
    const indent = /^([ \t]*)(?:- )?$/.exec(text.slice(lineStart, at));
    if (indent !== null && YAML_OPEN.exec(text) !== null) {
      const from = text.indexOf("\n", after);
      if (from !== -1) regions.push([from + 1, yamlBlockEnd(text, from + 1, (indent[1] ?? "").length)]);
    }
  }
  const candidates: Candidate[] = [];
  for (const [from, to] of regions) {
    PAIR.lastIndex = from;
    for (let pair = PAIR.exec(text); pair !== null && pair.index < to; pair = PAIR.exec(text)) {
      const groups = pair.groups ?? {};
      const value = groups["dq"] ?? groups["sq"] ?? groups["bare"];
      const matchEnd = pair.index + pair[0].length;
      if (matchEnd > to) break;
      if (value === undefined || value.length < 16 || !isBlockSecret(value)) continue;
      // the value ends the match, before its closing quote (\" when JSON-escaped)
      const closing = groups["bare"] !== undefined ? 0 : pair[0].endsWith('\\"') ? 2 : 1;
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
const WINDOWS_HOME = /(?<![A-Za-z0-9])[A-Za-z]:(?<sep>\\\\|\\|\/)Users\k<sep>(?:(?<spaced>[^\\/:*?"<>|\r\n\t]{1,64}?)(?=\k<sep>)|(?<value>[^\\/:*?"<>|\s,;'`)\]}]{1,64}))/dgi;

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
const CODE_RECEIVERS = new Set(["threading", "self", "this", "os", "window", "module", "exports", "cls", "ctx", "super", "process", "global", "globals", "django", "settings", "config", "thread", "asyncio", "contextvars", "werkzeug", "flask", "g"]);

export function findPrivateHostnames(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const match of text.matchAll(PRIVATE_SUFFIX)) {
    const end = match.index + match[0].length;
    if (text[end] === "(") continue;
    let start = match.index;
    while (start > 0 && match.index - start < 253 && HOST_CHAR.test(text[start - 1] ?? "")) start--;
    while (start < match.index && (text[start] === "." || text[start] === "-")) start++;
    if (start >= match.index) continue;
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
