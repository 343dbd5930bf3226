// Secrets without a format of their own, wherever they are written: a sentence, a comment, a table
// cell, a fenced snippet in any language, a config value. A token is judged by its shape — length,
// alphabet, entropy, how often it changes between lower case, upper case and digits, how much of it
// reads as words — and by the words around it: a credential cue (password, token, key, secret,
// credential, login, "paste", in the languages people write notes in) lowers the bar, a hash or id
// cue (commit, sha256, checksum, digest, integrity, uuid, id) raises it. Encodings are decoded
// before judging: base64 (text, keys, binary), percent-encoding. What is kept: hashes and checksums
// (hex, or named as such), UUIDs and ids, integrity strings, SSH and PEM public keys, images in
// base64, words, paths, URLs, versions, references and placeholders (checks.ts).
import { charStats, isCodeReference, isPathOrUrl, isPlaceholder, isVersion, tooRegular } from "./checks.ts";
import { keyKind, type Candidate, type TextFacts } from "./finders.ts";

// ---------------------------------------------------------------------------------------------
// Shape.

export interface TokenShape {
  length: number;
  lower: number;
  upper: number;
  digits: number;
  /** Characters other than ASCII letters and digits. */
  other: number;
  /** Share of neighbouring characters of different classes (lower, upper, digit, other): ~0.6 random base62, ~0.25 camelCase words. */
  switches: number;
  /** Share of its neighbouring letters that are a pair common in words (COMMON_PAIRS): ~0.2-0.4 random, 0.65+ words and names. */
  words: number;
}

/** Character classes of ASCII codes: 0 lower case, 1 upper case, 2 digit, 3 other (and beyond ASCII). */
const CLASSES = new Uint8Array(128).fill(3);
for (let code = 97; code <= 122; code++) CLASSES[code] = 0;
for (let code = 65; code <= 90; code++) CLASSES[code] = 1;
for (let code = 48; code <= 57; code++) CLASSES[code] = 2;

function classOf(code: number): number {
  return code < 128 ? (CLASSES[code] ?? 3) : 3;
}

/**
 * Letter pairs common in English words and in names made of them: a run of letters from a
 * generator hits this set about a fifth of the time, a word or a camelCase name three times as often.
 */
const COMMON_PAIRS = pairTable(
  "th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me de hi ri ro ic ne ea ra ce li " +
    "ch ll be ma si om ur ca el ta la ns di fo ho pe ec pr no ct us ac ot il tr ly nc et ut ss so rs un lo wa ge ie wh ee wi em ad ol " +
    "rt po we na ul ni ts mo ow pa im mi ai sh ir su id os iv ia am fi ci vi pl ig tu ev ld ry mp fe bl ab gh ty op wo sa ay ex ke fr " +
    "oo av ag if ap gr od bo sp rd do uc bu ei ov by rm ep tt oc fa ef cu rn sc gi da yo cr cl du ga qu ue ff ba ey ls va um pp ua up " +
    "lu go ht ru ug ds lt pi rc rr eg au ck ew mu br bi pt ak pu",
);

/**
 * Above this share of common pairs, letters read as words (a name, a sentence's word): about 4% of
 * generated tokens reach it and 91% of long identifiers in real documentation (measured on the
 * peers' examples and on the docs of 80 public repositories).
 */
const WORDY = 0.6;

/** The pairs as a 26×26 table of the letters' codes (no string made per pair). */
function pairTable(pairs: string): Uint8Array {
  const table = new Uint8Array(26 * 26);
  for (const pair of pairs.split(" ")) table[(pair.charCodeAt(0) - 97) * 26 + (pair.charCodeAt(1) - 97)] = 1;
  return table;
}

/** One pass over the value, nothing allocated (its entropy is asked for apart: charStats). */
export function measure(value: string): TokenShape {
  let lower = 0;
  let upper = 0;
  let digits = 0;
  let other = 0;
  let changes = 0;
  let previous = -1;
  let previousLetter = -1;
  let pairs = 0;
  let common = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const kind = classOf(code);
    if (kind === 0) lower++;
    else if (kind === 1) upper++;
    else if (kind === 2) digits++;
    else other++;
    if (previous !== -1 && kind !== previous) changes++;
    const letter = kind === 0 ? code - 97 : kind === 1 ? code - 65 : -1;
    // pairs within a word: a lower-case letter before a capital starts another (getUser: t|U)
    if (letter !== -1 && previousLetter !== -1 && previous <= 1 && !(previous === 0 && kind === 1)) {
      pairs++;
      common += COMMON_PAIRS[previousLetter * 26 + letter] ?? 0;
    }
    previous = kind;
    previousLetter = letter;
  }
  return {
    length: value.length,
    lower,
    upper,
    digits,
    other,
    switches: value.length > 1 ? changes / (value.length - 1) : 0,
    // a pair or two says nothing (ed, Ab): words need a few
    words: pairs < 3 ? 0 : common / pairs,
  };
}

export const HEX_ONLY = /^[0-9a-f]+$|^[0-9A-F]+$/;
const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * Hex digits only (a hash, a commit, a key), or a UUID, also behind or before a short word
 * (req_3f…, 9314c9f5…-CMH): kept unless a credential cue stands next to it.
 */
export function isHexOrUuid(value: string): boolean {
  // a letter past f between the first 9 characters and the last 9: no hex core (most tokens end here)
  for (let index = 9; index < value.length - 9; index++) {
    const code = value.charCodeAt(index) | 32;
    if (code > 102 && code <= 122) return false;
  }
  const core = value.replace(/^[A-Za-z]{1,8}[_-]/, "").replace(/[_-][A-Za-z]{1,8}$/, "");
  return HEX_ONLY.test(core) || UUID_LIKE.test(core);
}

/**
 * A name made of short parts: words, versions, numbers and short codes joined by - _ . / :
 * (MiniMax-M2.5-highspeed, CATCH_CONFIG_CPP17_STRING_VIEW, lightningcss-win32-x64-msvc,
 * GHSA-gf4g-95wj-4q4r). A generated token has a long part that is none of these.
 */
function isCompoundName(value: string): boolean {
  if (!/[-_./:]/.test(value)) return false;
  const parts = value.split(/[-_./:]+/).filter((part) => part !== "");
  if (parts.length < 2) return false;
  // a part is a name's when short, made of words, or a camelCase name in few humps (XF86Switch)
  return parts.every((part) => {
    if (part.length <= 8 || /^\d+$/.test(part)) return true;
    const shape = measure(part);
    return (shape.words > WORDY && !wordsMeanNothing(part, shape)) || (/[a-z]/.test(part) && /[A-Z]/.test(part) && classRuns(part) <= 4);
  });
}

/** How many runs of one class (lower case, upper case, digits, other) a value is made of. */
function classRuns(value: string): number {
  let runs = 0;
  let previous = -1;
  for (let index = 0; index < value.length; index++) {
    const kind = classOf(value.charCodeAt(index));
    if (kind !== previous) runs++;
    previous = kind;
  }
  return runs;
}

/** Reads as a name, a path, a URL, a version, a number, code or a placeholder: never a secret by shape. */
function ordinary(value: string): boolean {
  if (isPlaceholder(value) || /#{4}|\*{4}/.test(value)) return true;
  // the rest needs a separator: a token of letters and digits alone is none of them
  if (!/[./:@_ ,()[\]\\-]/.test(value)) return false;
  if (isPathOrUrl(value) || isVersion(value) || isCodeReference(value)) return true;
  if (/^[-+]?[\d.,:_/ -]+$/.test(value)) return true;
  // a file name (main.4e9d31c4.css, report-2024.pdf) or a package with a version (kleur@4.1.5)
  if (
    /\.(?:[a-z]{1,4}\d?|json|yaml|toml|html|scss|less|tsx|jsx|webp|woff2?|proto|lock)$/.test(value) &&
    !/\.[A-Za-z0-9_-]*[A-Z]/.test(value.slice(value.lastIndexOf(".")))
  )
    return true;
  // a range of commits (28bc766..e0741cc)
  if (/^[0-9a-f]{7,40}\.\.\.?[0-9a-f]{7,40}$/.test(value)) return true;
  // a host and path without its scheme (t.me/+abc…, discord.gg/abc…)
  if (/^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,12}\//.test(value)) return true;
  if (OBJECT_ID.test(value)) return true;
  return /^@?[\w.-]+\/[\w.-]+@[\w.^~-]+$/.test(value);
}

/**
 * Ids that APIs hand out with a type prefix (Stripe's cus_, sub_, in_, pi_…; request, message,
 * tool-call and run ids): names of objects, not credentials.
 */
const OBJECT_ID =
  /^(?:acct|ba|card|ch|cs|cus|evt|ii|il|in|inv|pi|pm|po|price|prod|py|re|seti|si|sli|src|sub|tok|tr|txn|req|msg|toolu|srvtoolu|run|thread|asst|batch|call|resp|chatcmpl|file|vs|ft|ftjob|org|proj|user|team)[_-][A-Za-z0-9]{8,40}$/;

/**
 * The last value each judge saw and its verdict: both finders judge the same token in a row (a
 * secret next to a cue is also random by itself). One value each, forgotten with the text: a map
 * of them would keep the values' texts alive past a scavenge, and memory grows.
 */
interface LastVerdict {
  value: string | undefined;
  verdict: boolean;
}
const lastGenerated: LastVerdict = { value: undefined, verdict: false };
const lastCued: LastVerdict = { value: undefined, verdict: false };
const lastPassword: LastVerdict = { value: undefined, verdict: false };

function remembered(last: LastVerdict, value: string, judge: (value: string, password: boolean) => boolean, password: boolean): boolean {
  if (last.value === value) return last.verdict;
  last.verdict = judge(value, password);
  last.value = value;
  return last.verdict;
}

export function looksGenerated(value: string): boolean {
  return remembered(lastGenerated, value, generated, false);
}

/**
 * Random by itself: long enough, letters mixed with digits (or both cases), high entropy for its
 * length, changing class as often as random text does, and not made of words.
 */
function generated(value: string): boolean {
  if (value.length < 16 || value.length > 4096) return false;
  const shape = measure(value);
  const letters = shape.lower + shape.upper;
  if (letters < 4 || shape.digits + letters < value.length * 0.75) return false;
  // without a digit, both cases and a long value; with digits, letters too
  if (shape.digits === 0 && (shape.lower === 0 || shape.upper === 0 || value.length < 20)) return false;
  if (shape.digits > 0 && shape.lower === 0 && shape.upper === 0) return false;
  // one case and digits only (a lower-case hash-like id) needs more length
  if ((shape.lower === 0 || shape.upper === 0) && value.length < 20) return false;
  if (shape.words > WORDY) return false;
  // camelCase names change class seldom; one case and digits needs length to be sure
  if (shape.lower > 0 && shape.upper > 0 ? shape.switches < 0.3 : value.length < 20) return false;
  const bar = value.length < 24 ? 3.4 : value.length < 40 ? 3.9 : 4.2;
  if (charStats(value).bits < Math.min(bar, Math.log2(value.length) - 0.5)) return false;
  // the shape holds: what it reads as decides (the costlier tests, last)
  return !tooRegular(value) && !ascendingRun(value, 6) && !isHexOrUuid(value) && !isCompoundName(value) && !ordinary(value);
}

/**
 * Could be a secret when a credential cue stands next to it: a password (8+ characters, not a
 * word, letters with digits or signs), a key in hex or a UUID, a shorter token.
 */
export function plausibleNextToCue(value: string, password: boolean): boolean {
  return remembered(password ? lastPassword : lastCued, value, plausible, password);
}

/** Printable ASCII, no blank; none of the quotes, brackets and separators of code, markup or a list. */
const NOT_IN_VALUE = new Uint8Array(128).fill(1);
for (let code = 0x21; code <= 0x7e; code++) NOT_IN_VALUE[code] = 0;
for (const char of "'\"`()[]{}<>|\\,;") NOT_IN_VALUE[char.charCodeAt(0)] = 1;

function valueChars(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 128 || NOT_IN_VALUE[code] === 1) return false;
  }
  return true;
}

/**
 * Hex with a few other letters (dapi0a70d22a…-c, a vendor's prefix on a hex key): its letters pair
 * as words do only because a–f do (ad, be, ca, de, ed), so how wordy it reads says nothing.
 */
function hexWithin(value: string, shape: TokenShape): boolean {
  if (value.length < 16 || shape.digits < value.length / 4) return false;
  let beyond = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index) | 32;
    if (code > 102 && code <= 122 && ++beyond > 4) return false;
  }
  return true;
}

/**
 * When letter pairs say nothing about words: hex-like values (above), and values that change case or
 * class every other character (oxBeQrciedzI8Z; a camelCase name changes once a word).
 */
function wordsMeanNothing(value: string, shape: TokenShape): boolean {
  // a short camelCase name (AsPlainText) switches as often: a digit or length tells them apart
  return (shape.switches >= 0.5 && value.length >= 12 && (shape.digits > 0 || value.length >= 16)) || hexWithin(value, shape);
}

function plausible(value: string, password: boolean): boolean {
  // secrets are ASCII: a word of another script next to a cue is the sentence itself; quotes,
  // brackets and separators make code, markup or a list (RegisterUser(string, you're, a](b), x;y)
  if (value.length < 8 || value.length > 4096 || !valueChars(value)) return false;
  if (/^[@#%&]|^\$(?![\w]{1,16}\$)/.test(value) || (value.includes("@") && /[A-Za-z]@(?:[0-9a-f]{7,}|v?\d[\w.-]*)$/.test(value)) || value.includes("://"))
    return false;
  if (HEX_ONLY.test(value)) return value.length >= 16 && /\d/.test(value) && /[a-f]/i.test(value) && !tooRegular(value);
  if (UUID_LIKE.test(value)) return true;
  if (ordinary(value) || /^\d+$/.test(value) || isCompoundName(value)) return false;
  const measured = measure(value);
  const shape = wordsMeanNothing(value, measured) ? { ...measured, words: 0 } : measured;
  if (shape.lower + shape.upper === 0) return false;
  // words (a sentence's word with a sign: e-mail, co-author) are no secret; a password may be
  // words with digits or signs (letmein42), letters alone only when random (eaRIWNkE)
  // letters alone: mixed case and few word pairs (a password of 8, a key of 12)
  if (
    shape.digits === 0 &&
    shape.other === 0 &&
    (shape.lower === 0 || shape.upper === 0 || shape.words > (password ? 0.7 : 0.45) || shape.switches < 0.3 || (!password && value.length < 12))
  )
    return false;
  // NAME=value, a=b: an assignment of its own (base64's padding ends a value, it does not split it)
  if (/=[^=]/.test(value)) return false;
  // a path of words (.claude/commands/x.md, docs/setup): not a value
  if (value.includes("/") && value.split("/").every((part) => part === "" || measure(part).words > WORDY || part.length <= 3)) return false;
  // words with digits and signs both (Pass123!@#, p@ssw0rd99) read as a password whatever the cue
  if (shape.words > WORDY && (!password || shape.digits + shape.other === 0) && (shape.digits === 0 || shape.other === 0)) return false;
  if (tooRegular(value) || ascendingRun(value, 6)) return false;
  return charStats(value).bits >= (password ? 2.3 : 2.8);
}

// ---------------------------------------------------------------------------------------------
// Encodings.

const PRINTABLE = /^[\x20-\x7e\t\r\n]*$/;
/** Files that travel in base64 and are no secret: images, fonts, PDFs, archives. */
const FILE_MAGIC = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x50, 0x4b, 0x03, 0x04],
  [0x1f, 0x8b],
  [0x77, 0x4f, 0x46],
  [0x52, 0x49, 0x46, 0x46],
  [0x00, 0x00, 0x01, 0x00],
];

export type Decoded = "secret" | "harmless" | "unknown";

/** Whether a decoded text holds a credential: the whole scanner, set by scan.ts (which this module may not import). */
let decodedScanner: ((text: string) => boolean) | undefined;

export function setDecodedScanner(scanner: (text: string) => boolean): void {
  decodedScanner = scanner;
}

/** Base64's alphabets (standard and URL-safe): each character's six bits, or -1. */
const SEXTETS = new Int8Array(128).fill(-1);
for (let index = 0; index < 64; index++) SEXTETS["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".charCodeAt(index)] = index;
SEXTETS[45] = 62;
SEXTETS[95] = 63;
/** The first byte of what is no secret when decoded but is no text: DER, an SSH key's length, a file's magic. */
const FIRST_BYTES = new Set([0x30, 0x00, ...FILE_MAGIC.map((magic) => magic[0] ?? 0)]);

/** A value's first four characters decoded as base64: three bytes in one number, or -1. */
function headBytes(value: string): number {
  let bits = 0;
  for (let index = 0; index < 4; index++) {
    const code = value.charCodeAt(index);
    const sextet = code < 128 ? (SEXTETS[code] ?? -1) : -1;
    if (sextet === -1) return -1;
    bits = (bits << 6) | sextet;
  }
  return bits;
}

function printableByte(byte: number): boolean {
  return (byte >= 0x20 && byte <= 0x7e) || byte === 9 || byte === 10 || byte === 13;
}

/** Base64 (standard or URL-safe) decoded, when it is that: bytes, or null. */
function base64Bytes(value: string, prefix = Infinity): Buffer | null {
  const clean = value.replace(/=+$/, "");
  if (clean.length < 16 || clean.length % 4 === 1 || isHexOrUuid(value)) return null;
  // the head is read before the whole: its alphabet is checked alone
  const part = clean.length > prefix ? clean.slice(0, prefix) : clean;
  if (part === clean ? !BASE64.test(value) && !BASE64URL.test(value) : !/^(?:[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)$/.test(part)) return null;
  return Buffer.from(/[-_]/.test(part) ? part.replace(/-/g, "+").replace(/_/g, "/") : part, "base64");
}

/**
 * What a base64 value holds: a key or random bytes (secret), a file, a public key or certificate
 * (harmless), or text — then the text is judged (a key block, a token, user:password).
 */
export function decodedBase64(value: string, depth = 0): Decoded {
  // the first 3 bytes, decoded in place, rule out most values (random bytes): text starts with
  // printable ones, a file with its magic, DER with 0x30, an SSH key with a zero length byte
  const first = headBytes(value);
  if (first === -1) return "unknown";
  if (!printableByte(first >> 16) || !printableByte((first >> 8) & 0xff) || !printableByte(first & 0xff)) {
    if (!FIRST_BYTES.has(first >> 16)) return "unknown";
  }
  // the first 24 bytes tell a file, a key, text or random bytes apart: most values stop there
  const head = base64Bytes(value, 32);
  if (head === null || head.length < 12) return "unknown";
  const binary = !PRINTABLE.test(head.toString("latin1"));
  if (
    binary &&
    head[0] !== 0x30 &&
    head[0] !== 0 &&
    !FILE_MAGIC.some((magic) => magic.every((byte, index) => head[index] === byte)) &&
    !head.toString("latin1").includes("openssh-key")
  )
    return "unknown";
  const bytes = value.length <= 32 ? head : base64Bytes(value);
  if (bytes === null) return "unknown";
  if (FILE_MAGIC.some((magic) => magic.every((byte, index) => bytes[index] === byte))) return "harmless";
  // SSH public keys: a length-prefixed algorithm name (ssh-ed25519, ssh-rsa, ecdsa-sha2-…)
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0 && /^(?:ssh-|ecdsa-|sk-)/.test(bytes.subarray(4, 24).toString("latin1"))) return "harmless";
  // DER: a private key has a version INTEGER (0, or 1 for SEC1) right after its outer SEQUENCE;
  // public keys (SubjectPublicKeyInfo) and certificates start with another SEQUENCE
  if (bytes[0] === 0x30 && binary) {
    const at = (bytes[1] ?? 0) < 0x80 ? 2 : 2 + ((bytes[1] ?? 0) & 0x7f);
    return bytes[at] === 0x02 && bytes[at + 1] === 0x01 && (bytes[at + 2] ?? 9) <= 1 ? "secret" : "harmless";
  }
  const text = bytes.toString("latin1");
  if (PRINTABLE.test(text)) {
    if (/-----BEGIN [A-Z ]*PRIVATE KEY-----|openssh-key-v1/.test(text)) return "secret";
    if (/-----BEGIN /.test(text)) return "harmless";
    const trimmed = text.trim();
    // text: what the scanner finds in it decides (a config with a password, a token, or words)
    if (/\s/.test(trimmed)) return decodedScanner?.(text) === true ? "secret" : "harmless";
    if (decodedScanner?.(text) === true) return "secret";
    // structured text (JSON, markup, key=value): content, not a key; a bare word stays to its encoded form
    if (/["{}[\]<>=;,]/.test(trimmed)) return "harmless";
    if (looksGenerated(trimmed) || (trimmed.length >= 16 && !isHexOrUuid(trimmed) && plausibleNextToCue(trimmed, false))) return "secret";
    return depth === 0 && BASE64.test(trimmed) ? decodedBase64(trimmed, 1) : "unknown";
  }
  // other bytes (a raw key, or anything at all): the encoded form's own shape decides
  return bytes.subarray(0, 16).toString("latin1").includes("openssh-key-v1") ? "secret" : "unknown";
}

/** Percent-encoding undone (a password with signs in a URL), or the value itself. */
export function percentDecoded(value: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// ---------------------------------------------------------------------------------------------
// Where a token stands.

/** Characters of a token a generator makes: base64 (either alphabet), hex, and percent-encoding. */
const TOKEN_CHARS = new Uint8Array(128);
for (const char of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_.~%-") TOKEN_CHARS[char.charCodeAt(0)] = 1;

function isTokenChar(code: number): boolean {
  return code < 128 && TOKEN_CHARS[code] === 1;
}

/** The line around an offset: [start, end) without its line break. */
function lineAround(text: string, at: number, reach = 4096): [number, number] {
  return [lineStartOf(text, at, reach), lineEndOf(text, at, reach)];
}

// looked for within `reach`: a text without line breaks reads as lines that long
function lineStartOf(text: string, at: number, reach = 4096): number {
  let start = at;
  while (start > 0 && at - start < reach && text.charCodeAt(start - 1) !== 10) start--;
  return start;
}

function lineEndOf(text: string, at: number, reach = 4096): number {
  let end = at;
  while (end < text.length && end - at < reach && text.charCodeAt(end) !== 10) end++;
  return end;
}

/**
 * The spans of a text's PEM / PGP armour blocks (BEGIN … END) and of svc's own placeholders,
 * found once per text (the finders ask about many offsets). Two texts are kept: a scan's, and the
 * decoded text a base64 value is judged by (scanned in the middle of it).
 */
interface TextSpans {
  text: string;
  /** Flat [start, end, start, end, …]: an array of small integers, empty or not (one kind of array for the code that reads it). */
  armour: number[] | undefined;
  placeholders: number[] | undefined;
}

let spanCache: TextSpans[] = [];
/** The text the scanner's gate pass found no `-----BEGIN` in (TextFacts), while it is scanned. */
let noArmour: string | undefined;

function spansOf(text: string): TextSpans {
  for (let index = 0; index < spanCache.length; index++) if (spanCache[index]?.text === text) return spanCache[index] as TextSpans;
  const entry: TextSpans = { text, armour: undefined, placeholders: undefined };
  spanCache = [entry, ...spanCache.slice(0, 1)];
  return entry;
}

function armourOf(text: string): number[] {
  const entry = spansOf(text);
  if (entry.armour !== undefined) return entry.armour;
  // the scanner's pass saw no armour line: nothing to look for
  if (noArmour === text) return (entry.armour = []);
  const armour: number[] = [];
  for (let begin = text.indexOf("-----BEGIN "); begin !== -1;) {
    const end = text.indexOf("-----END ", begin);
    armour.push(begin, end === -1 ? text.length : end);
    if (end === -1) break;
    begin = text.indexOf("-----BEGIN ", end);
  }
  entry.armour = armour;
  return armour;
}

function placeholdersOf(text: string): number[] {
  const entry = spansOf(text);
  if (entry.placeholders !== undefined) return entry.placeholders;
  const placeholders: number[] = [];
  if (text.includes("<REDACTED:"))
    for (const match of text.matchAll(/<REDACTED:[a-z0-9-]{1,64}#\d{1,9}>/g)) placeholders.push(match.index, match.index + match[0].length);
  entry.placeholders = placeholders;
  return placeholders;
}

/** A run of `length` letters or digits each one after the previous, in either case (AbCdEf, 123456): typed, not drawn. */
function ascendingRun(value: string, length: number): boolean {
  let run = 1;
  let previous = -1;
  for (let index = 0; index < value.length; index++) {
    let code = value.charCodeAt(index);
    if (code >= 65 && code <= 90) code += 32;
    run = code === previous + 1 ? run + 1 : 1;
    if (run >= length) return true;
    previous = code;
  }
  return false;
}

/** Forgets the texts' spans (the scanner calls this when it is done with a text: the cache would keep it alive). */
export function forgetSpans(): void {
  if (spanCache.length > 0) spanCache = [];
  noArmour = undefined;
  lastGenerated.value = undefined;
  lastCued.value = undefined;
  lastPassword.value = undefined;
}

/** Whether `at` stands in one of the spans (flat [start, end, …], in order). */
function within(spans: readonly number[], at: number): boolean {
  for (let index = 0; index + 1 < spans.length; index += 2) {
    if ((spans[index] as number) > at) return false;
    if (at < (spans[index + 1] as number)) return true;
  }
  return false;
}

/** Inside a PEM or PGP armour block (BEGIN … END): a public key's or certificate's body, or a private one the private-key rule takes whole. */
function insideArmour(text: string, at: number): boolean {
  return within(armourOf(text), at);
}

/** Whether an offset stands inside one of svc's own placeholders (`<REDACTED:secret-assignment#1>` names a kind, not a secret). */
function insidePlaceholder(text: string, at: number): boolean {
  return within(placeholdersOf(text), at);
}

/**
 * What stands right before a token and makes it no secret, by the character just before it: a
 * data URI's base64 (`…;base64,`), an SSH public key's type (`ssh-ed25519 `), a hash's algorithm
 * (`sha256:`, `h1:`).
 */
const HARMLESS_BEFORE: Record<string, RegExp> = {
  ",": /data:[\w.+/%-]{1,64};base64,$/i,
  " ": /(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-[\w-]{1,32}|sk-[\w-]{1,40}@openssh\.com)[ \t]+$/,
  "\t": /(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-[\w-]{1,32}|sk-[\w-]{1,40}@openssh\.com)[ \t]+$/,
  ":": /(?:sha(?:1|224|256|384|512)|sha3-\d{3}|md5|blake2b?|h1):$/i,
};

function harmlessBefore(text: string, lineStart: number, start: number): boolean {
  const expression = HARMLESS_BEFORE[text[start - 1] ?? ""];
  return expression !== undefined && expression.test(text.slice(Math.max(lineStart, start - 80), start));
}

/** Inside a token: a hash's algorithm named in front (sha256-…, sha512:…, h1:…). */
const HASH_PREFIX = /^(?:sha(?:1|224|256|384|512)|sha3-\d{3}|md5|blake2b?|h1)[-:/]/i;
/** Words that say a value is a hash or an identifier, not a secret. */
const HASH_OR_ID_WORD =
  /(?:^|[^\p{L}\p{N}])(?:commits?|sha(?:1|256|512)?|hash(?:es)?|checksums?|digests?|integrity|etag|fingerprints?|uuids?|guids?|ids?|identifiers?|revision|rev|build|nonce|salt|version|accessors?|public|publishable|pubkey|certificates?|certs?|gpg|pgp|gnupg|fixed|merged|landed|reverted|pinned|bisect)(?![\p{L}\p{N}])/iu;
/** The same at the end of a camelCase name: channelId, contentHash, nodeIDs. */
const HASH_OR_ID_SUFFIX = /[a-z0-9](?:Ids?|IDs?|Hash|Sha|Digest|Checksum|Accessor)(?![A-Za-z0-9])|pub(?:lic|lishable)?_?(?:[Kk]ey|[Tt]oken)/;

/** Whether the words just before a token say it is a hash or an id. */
function namedHashOrId(before: string): boolean {
  return HASH_OR_ID_WORD.test(before) || HASH_OR_ID_SUFFIX.test(before);
}

/** Whether a URL runs up to this token on its line (no blank between): the token is part of it. */
/** Characters that end a URL going back from a token (blanks, quotes, brackets). */
const URL_STOP = new Set([..." \t\r\n\"'`<>()[]{}"].map((char) => char.charCodeAt(0)));

function inUrl(text: string, lineStart: number, start: number): boolean {
  let at = start;
  for (;;) {
    while (at > lineStart && !URL_STOP.has(text.charCodeAt(at - 1))) at--;
    // svc's own placeholder (a host redacted before) is part of the URL
    const placeholder = text[at - 1] === ">" ? /<REDACTED:[a-z0-9-]{1,64}#\d{1,9}>$/.exec(text.slice(Math.max(lineStart, at - 80), at)) : null;
    if (placeholder === null) break;
    at -= placeholder[0].length;
  }
  return text.slice(at, start).includes("://");
}

/** The last few words before `at` on its line (at most `reach` characters). */
function wordsBefore(text: string, lineStart: number, at: number, reach: number): string {
  return text.slice(Math.max(lineStart, at - reach), at);
}

// ---------------------------------------------------------------------------------------------
// Generated tokens, wherever they stand.

/** `NAME=value` glued together in [start, end): the value's offset from start, or 0. */
function valueOffset(text: string, start: number, end: number): number {
  const first = text.charCodeAt(start);
  if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122) || first === 95)) return 0;
  for (let at = start + 1; at < end && at - start <= 64; at++) {
    const code = text.charCodeAt(at);
    // = before a value (not base64's padding at the end)
    if (code === 61) return at + 1 < end && text.charCodeAt(at + 1) !== 61 ? at + 1 - start : 0;
    if (!isKeyNameChar(code)) return 0;
  }
  return 0;
}

/** [A-Za-z0-9_.-] by code. */
function isKeyNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 46 || code === 45;
}

/** What a token's end and start shed: a sentence's full stop, dashes, dots (and at the start, = and _). */
const TRIM_END = new Set([46, 126, 45]);
const TRIM_START = new Set([46, 126, 61, 95, 45]);
/** The first characters of what makes a token an excerpt: `..`, `…`, `[Redacted]`, `**`, `##`, `xxxx`. */
const EXCERPT_NEXT = new Set([46, 0x2026, 91, 42, 35, 120, 88]);

/** A run of base64 lines (a wrapped block: 40+ characters each, the last may be shorter) around a line: its lines' spans. */
function base64Block(text: string, lineStart: number, lineEnd: number): Array<[number, number]> | null {
  const trimmed = (start: number, end: number): [number, number] | null => {
    const line = text.slice(start, end);
    const match = /^([ \t>"'`-]*)([A-Za-z0-9+/]{16,}={0,2})["'`,\\]*[ \t]*\r?$/.exec(line);
    return match === null ? null : [start + (match[1] ?? "").length, start + (match[1] ?? "").length + (match[2] ?? "").length];
  };
  const own = trimmed(lineStart, lineEnd);
  if (own === null || own[1] - own[0] < 40) return null;
  const lines: Array<[number, number]> = [own];
  // lines before, of the same length
  for (let end = lineStart - 1; end > 0 && lines.length < 400;) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const span = trimmed(start, end);
    if (span === null || span[1] - span[0] !== own[1] - own[0]) break;
    lines.unshift(span);
    end = start - 1;
  }
  const width = (lines[0] ?? own)[1] - (lines[0] ?? own)[0];
  for (let start = lineEnd + 1; start < text.length && lines.length < 800;) {
    const end = text.indexOf("\n", start) === -1 ? text.length : text.indexOf("\n", start);
    const span = trimmed(start, end);
    const last = lines[lines.length - 1] ?? own;
    if (span === null || last[1] - last[0] !== width || span[1] - span[0] > width) break;
    lines.push(span);
    start = end + 1;
  }
  return lines.length > 1 ? lines : null;
}

/** Signs a password holds that a generated token's alphabet has not. */
const PASSWORD_SIGN = /[!$%^&*+?~@]/;

/**
 * The word around a token when it has a password's shape: 8-64 printable characters with lower
 * case, upper case, a digit and a sign (P@ssw0rd123, Summer2024!), and is no address, URL, path,
 * reference or markup.
 */
function passwordAround(text: string, start: number, end: number): [number, number] | null {
  let from = start;
  while (from > 0 && isWordChar(text.charCodeAt(from - 1)) && start - from < 64) from--;
  let to = end;
  while (to < text.length && isWordChar(text.charCodeAt(to)) && to - end < 64) to++;
  // a sentence's punctuation and markdown emphasis around it
  while (to > from && /[.,;:!?*_)]/.test(text[to - 1] ?? "") && !/[!?]/.test(text.slice(from, to - 1).slice(-1))) to--;
  while (from < to && /[*_(]/.test(text[from] ?? "")) from++;
  if (to - from < 8 || to - from > 64 || (from === start && to === end)) return null;
  const word = text.slice(from, to);
  if (!PASSWORD_SIGN.test(word) || !/[a-z]/.test(word) || !/[A-Z]/.test(word) || !/\d/.test(word)) return null;
  // a path, a URL, a file or namespace (a.b.c), an assignment, an anchor, an entity, a reference,
  // an address or a package's version (name@1.2) is no password
  if (/[/\\:=.,]|&#|\$[A-Za-z_{]|@\d|@[\w-]+\.[A-Za-z]|^[$%@]|%[A-Za-z_]+%|[a-z]-[a-z]|[A-Z]-[A-Z]|\d-\d/.test(word) || isPlaceholder(word)) return null;
  return [from, to];
}

/** Printable, not blank, not a quote or bracket (the characters of a word a password may hold). */
function isWordChar(code: number): boolean {
  return code < 128 && WORD_CHARS[code] === 1;
}

/** Per ASCII code, 1 for isWordChar's characters: a table read, so the callers compile small. */
const WORD_CHARS = new Uint8Array(128);
for (let code = 33; code < 127; code++) WORD_CHARS[code] = 1;
for (const char of "\"'`()[]{}<>,;") WORD_CHARS[char.charCodeAt(0)] = 0;

/** Words that name a hash or an object id as a line's label (Commit: 3f…, Image: sha…). */
const HASH_LABEL =
  /\b(?:commit|sha\d*|hash|checksum|digest|etag|integrity|fingerprint|revision|rev|ref|head|parent|tree|blob|object|release|tag|image|build|version|id|uuid|guid|md5)s?\b/i;

/**
 * A key in hex as the value of a line's label (`Mailboxlayer (read-only): 9afd…`, `| Vendor | 2d0d… |`):
 * 32+ hex digits ending the line, after a short label that names no hash or id.
 */
function labelledHexKey(text: string, start: number, end: number): boolean {
  if (end - start < 32 || !HEX_ONLY.test(text.slice(start, end))) return false;
  const [lineStart, lineEnd] = lineAround(text, start);
  if (!/^[\s`"'|.]*$/.test(text.slice(end, lineEnd))) return false;
  const label = /^[\s>*-]*([\p{L}\p{N} .&+'-]{1,40}?)\s*(?:\([^()\n]{0,40}\))?\s*[:：=→|]\s*[`"']?$/u.exec(text.slice(lineStart, start));
  return label !== null && !HASH_LABEL.test(label[1] ?? "") && (label[1] ?? "").trim().split(/\s+/).length <= 4;
}

/** A letter before a digit: where a generated token stands (prose and plain numbers seldom have one; a random token of 16 almost always). */
const SEED = /[A-Za-z][0-9]/g;

/**
 * Tokens random by themselves (a key pasted into a sentence, a table, a snippet), and base64 that
 * holds a key. Found from a letter next to a digit (a generated token of 16+ characters almost always has one),
 * widened to the whole token; hashes, public keys, images, URLs and ids are kept.
 */
export function findGeneratedTokens(text: string, _hits?: readonly number[], facts?: TextFacts): Candidate[] {
  if (facts?.armour === false) noArmour = text;
  const candidates: Candidate[] = [];
  // where the next seed is looked for: set before each search, since judging base64 scans the
  // decoded text, which runs this finder (and moves the shared expression) again
  let doneUntil = 0;
  for (;;) {
    SEED.lastIndex = doneUntil;
    if (!SEED.test(text)) break;
    const at = SEED.lastIndex - 2;
    let start = at;
    while (start > 0 && isTokenChar(text.charCodeAt(start - 1))) start--;
    let end = at + 2;
    while (end < text.length && isTokenChar(text.charCodeAt(end))) end++;
    doneUntil = end;
    // a password's shape (P@ssw0rd1!, Summer2024!) spans signs a generated token has not
    const word = PASSWORD_SIGN.test(text[start - 1] ?? "") || PASSWORD_SIGN.test(text[end] ?? "") ? passwordAround(text, start, end) : null;
    if (word !== null) {
      doneUntil = Math.max(doneUntil, word[1]);
      candidates.push({ start: word[0], end: word[1], valueStart: word[0], valueEnd: word[1], kind: "password-assignment" });
      continue;
    }
    if (end - start < 16) continue;
    // a URL's host and path (//github.com/…/v1.2): the URL rules' concern
    if (text.charCodeAt(start) === 47 && text.charCodeAt(start + 1) === 47) continue;
    // a sentence's full stop, leading dashes and dots are no part of a token
    while (end > start && TRIM_END.has(text.charCodeAt(end - 1))) end--;
    while (start < end && TRIM_START.has(text.charCodeAt(start))) start++;
    start += valueOffset(text, start, end);
    if (end - start < 16) continue;
    // a token cut short or run on into filler (ops_eyJ…[Redacted], …6wqX6fNUX…, xoxp-…-####) is an excerpt
    if (
      (EXCERPT_NEXT.has(text.charCodeAt(end)) && /^(?:\.{2}|…|\[redacted|\*{2}|#{2}|x{4})/i.test(text.slice(end, end + 9))) ||
      text.charCodeAt(start - 1) === 0x2026 ||
      (start >= 3 && text.startsWith("...", start - 3))
    )
      continue;
    // a value another rule took whole (a vendor's token, an assignment's value) is judged already
    if (facts?.covered(start, end) === true) continue;
    const token = text.slice(start, end);
    const value = percentDecoded(token);
    // the token's own shape first (most candidates end here), its surroundings after
    if (!looksGenerated(value) || /\s/.test(value)) {
      if (end - start >= 32 && labelledHexKey(text, start, end)) candidates.push({ start, end, valueStart: start, valueEnd: end });
      continue;
    }
    const [lineStart, lineEnd] = lineAround(text, start);
    if (insideArmour(text, start)) continue;
    if (end - start >= 40 && end - start + 16 >= lineEnd - lineStart) {
      const block = base64Block(text, lineStart, lineEnd);
      if (block !== null) {
        const last = block[block.length - 1] as [number, number];
        doneUntil = Math.max(doneUntil, last[1]);
        if (decodedBase64(block.map(([from, to]) => text.slice(from, to)).join("")) === "harmless") continue;
        for (const [from, to] of block) candidates.push({ start: from, end: to, valueStart: from, valueEnd: to });
        continue;
      }
    }
    if (HASH_PREFIX.test(token) || harmlessBefore(text, lineStart, start) || inUrl(text, lineStart, start)) continue;
    if (decodedBase64(value) === "harmless") continue;
    // named as a hash or an id just before it (commit 3f…, request id: Ab…)
    if (namedHashOrId(wordsBefore(text, lineStart, start, 24))) continue;
    candidates.push({ start, end, valueStart: start, valueEnd: end });
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// Tokens next to a credential cue.

/** Words for a password, in the languages people write notes in (lower case). */
const PASSWORD_CUES = new Set([
  "password",
  "passwords",
  "passwd",
  "passphrase",
  "passcode",
  "pass",
  "pwd",
  "pw",
  "passwort",
  "kennwort",
  "wachtwoord",
  "lösenord",
  "losenord",
  "lösenordet",
  "losenordet",
  "hasło",
  "haslo",
  "senha",
  "contraseña",
  "contrasena",
  "пароль",
  "パスワード",
  "密码",
  "口令",
  "비밀번호",
]);
/** Nouns for other secrets: a hex key or a UUID next to one of these (or a password word) is a key. */
const SECRET_NOUNS = new Set([
  "secret",
  "secrets",
  "token",
  "tokens",
  "key",
  "keys",
  "apikey",
  "credential",
  "credentials",
  "creds",
  "cred",
  "schlüssel",
  "schluessel",
  "zugangsdaten",
  "geheimnis",
  "clé",
  "cle",
  "jeton",
  "identifiants",
  "secreto",
  "clave",
  "credenciales",
  "chave",
  "segredo",
  "credenciais",
  "sleutel",
  "geheim",
  "chiave",
  "segreto",
  "credenziali",
  "klucz",
  "sekret",
  "nyckel",
  "nyckeln",
  "hemlig",
  "auth",
  "authorization",
  "authorisation",
  "ключ",
  "токен",
  "секрет",
  "キー",
  "トークン",
  "シークレット",
  "鍵",
  "密钥",
  "秘钥",
  "令牌",
  "凭证",
  "토큰",
  "키",
]);
/** Words that go with a credential without naming one. */
const SECRET_VERBS = new Set(["login", "bearer"]);
/**
 * What one does to a credential and to nothing else (paste it into settings, rotate it, revoke it,
 * authenticate with it): the word they act on may be hex or a UUID too.
 */
const ACTION_VERBS = new Set(["authenticate", "authenticated", "paste", "pasted", "rotate", "rotated", "revoke", "revoked"]);

/** Each cue word with what it cues (a word in two lists counts as the first's: password, noun, verb, action), looked up once. */
const CUE_WORDS = new Map<string, Cue>();
for (const [words, cue] of [
  [ACTION_VERBS, "action"],
  [SECRET_VERBS, "verb"],
  [SECRET_NOUNS, "noun"],
  [PASSWORD_CUES, "password"],
] as const)
  for (const word of words) CUE_WORDS.set(word, cue);

/**
 * The lower-case literals the scanner's gate finds for this rule (ASCII only: the gate reads ASCII);
 * cues in other scripts are looked for here when the text has such letters.
 */
export const CUE_KEYWORDS = [
  "pass",
  "pwd",
  "pw",
  "secret",
  "token",
  "key",
  "cred",
  "login",
  "auth",
  "bearer",
  "paste",
  "rotate",
  "revoke",
  "kennwort",
  "wachtwoord",
  "losenord",
  "haslo",
  "senha",
  "contrasena",
  "zugangsdaten",
  "geheim",
  "jeton",
  "identifiants",
  "clave",
  "chave",
  "segredo",
  "sleutel",
  "chiave",
  "segreto",
  "klucz",
  "sekret",
  "nyckel",
  "hemlig",
] as const;
const OTHER_SCRIPTS = /[\u00c0-\u024f\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const NON_ASCII_CUES =
  /schlüssel|lösenord|hasło|contraseña|clé|пароль|ключ|токен|секрет|パスワード|トークン|キー|シークレット|鍵|密码|密钥|秘钥|令牌|口令|凭证|비밀번호|토큰|키/gi;
/** The same, where a position stands (sticky: the global one's place is never disturbed). */
const NON_ASCII_CUE_HERE = new RegExp(NON_ASCII_CUES.source, "iy");
const LETTER = /[\p{L}]/u;
const NAME_CHAR = /[\p{L}\p{N}_$.-]/u;

type Cue = "password" | "noun" | "verb" | "action";

/** What a cue word is, or null: the word itself, or a part of a name (api_key, dbPassword, $password). */
/** A letter: ASCII by its code (most text), any script by the expression. */
function isLetter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return LETTER.test(text[at] ?? "");
}

function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/** A character of a name (api_key, client-secret, $dbPassword, a.b): ASCII by its code. */
function isNameChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36 || code === 46 || code === 45;
  return NAME_CHAR.test(text[at] ?? "");
}

interface CueHit {
  cue: Cue;
  start: number;
  end: number;
  /** A name (api_key, dbPassword) given a value, rather than a word of a sentence. */
  identifier: boolean;
}

/**
 * Whether the literal at `at` stands inside a lower-case word (monkey, bypass, oauth): a lower-case
 * letter before a lower-case one is no cue's start, and apikey is the only cue that ends a longer
 * word. Most hits end here, so it is asked apart from the rest of cueOf (which stays small and is
 * compiled from the hits that matter), every comparison made each time.
 */
function insideWord(text: string, at: number): boolean {
  const here = text.charCodeAt(at);
  const before = at > 0 ? text.charCodeAt(at - 1) : 0;
  if (!(here >= 97 && here <= 122 && before >= 97 && before <= 122)) return false;
  // "api" before it: (c | 32) folds the case; XOR is 0 only for the letter wanted
  return ((before ^ 105) | ((text.charCodeAt(at - 2) | 32) ^ 112) | ((text.charCodeAt(at - 3) | 32) ^ 97)) !== 0;
}

function cueOf(text: string, at: number): CueHit | null {
  if (insideWord(text, at)) return null;
  // the word the literal stands in
  let start = at;
  while (start > 0 && isLetter(text, start - 1)) start--;
  let end = at;
  while (end < text.length && isLetter(text, end)) end++;
  // CJK cues stand inside a run of letters: the literal is the word
  if (text.charCodeAt(at) >= 0x3040) {
    NON_ASCII_CUE_HERE.lastIndex = at;
    const match = NON_ASCII_CUE_HERE.exec(text);
    if (match === null) return null;
    const word = match[0];
    const cue = CUE_WORDS.get(word);
    return cue === undefined || cue === "verb" || cue === "action" ? null : { cue, start: at, end: at + word.length, identifier: false };
  }
  // most hits stand inside a longer word (keyboard, monkey, passing, tokenizer): no cue; one that
  // does not start its word is a cue only as a camelCase hump (dbPassword) or in apikey
  if (end - start > 13) return null;
  if (start !== at) {
    const code = text.charCodeAt(at);
    if (!(code >= 65 && code <= 90) && !(end - start === 6 && /^apikey$/i.test(text.slice(start, end)))) return null;
  }
  const joined = (start > 0 && isNameChar(text, start - 1)) || (end < text.length && isNameChar(text, end)) || camelHump(text, start, end);
  if (joined) {
    // the whole name around it (api_key, client-secret, $dbPassword)
    let nameStart = start;
    while (nameStart > 0 && start - nameStart < 64 && isNameChar(text, nameStart - 1)) nameStart--;
    let nameEnd = end;
    while (nameEnd < text.length && nameEnd - end < 64 && isNameChar(text, nameEnd)) nameEnd++;
    while (nameEnd > end && (text.charCodeAt(nameEnd - 1) === 46 || text.charCodeAt(nameEnd - 1) === 45)) nameEnd--;
    while (nameStart < start && (text.charCodeAt(nameStart) === 46 || text.charCodeAt(nameStart) === 36 || text.charCodeAt(nameStart) === 45)) nameStart++;
    // a name: what it names decides (api_key, dbPassword; not token_count, keyId, publicKey), and
    // only where it is given a value (`name = …`, `name: …`, `name(…`, `name is …`, within 8
    // characters); a file or a type named so is no cue. Whether it is given one is asked first: a
    // name that is not (`${API_KEY}`, a file) is neither copied nor looked up.
    const shaped = nameShaped(text, nameStart, nameEnd);
    if (shaped || hyphenIn(text, nameStart, nameEnd)) {
      GIVEN_VALUE.lastIndex = nameEnd;
      const given = GIVEN_VALUE.test(text) && GIVEN_VALUE.lastIndex <= nameEnd + 8;
      if (shaped && !given) return null;
      const kind = keyKind(text.slice(nameStart, nameEnd));
      if (kind !== null) return given ? { cue: kind === "password-assignment" ? "password" : "noun", start: nameStart, end: nameEnd, identifier: true } : null;
      if (shaped) return null;
    }
    // a hyphenated word of a sentence (API-Schlüssel, re-enter): the cue word itself counts
  }
  // a part of a name or path that is no key name (docker/login-action, token-bucket, keys.json): no cue
  const next = text.charCodeAt(end);
  const previous = text.charCodeAt(start - 1);
  if (((next === 45 || next === 46) && isAsciiLetter(text.charCodeAt(end + 1))) || next === 47 || next === 64 || next === 95) return null;
  if (previous === 47 || previous === 64 || previous === 46 || previous === 95) return null;
  const word = text.slice(start, end).toLowerCase();
  const plain = CUE_WORDS.get(word);
  return plain === undefined ? null : { cue: plain, start, end, identifier: false };
}

/** What gives a name its value right after it (sticky: tried where the name ends, no copy of the text made). */
const GIVEN_VALUE = /[ \t]*(?:\\?["'])?[ \t]*(?:[:=(]|=>|(?:to|is|was|as)[ \t])/y;

/** A name's shape in [start, end): `_`, `$` or `.` in it, or a camelCase hump (api_key, $token, dbPassword). */
function nameShaped(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code === 95 || code === 36 || code === 46) return true;
  }
  return camelHump(text, start, end);
}

function hyphenIn(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (text.charCodeAt(at) === 45) return true;
  return false;
}

/** A lower-case letter before a capital in [start, end) (dbPassword's hump). */
function camelHump(text: string, start: number, end: number): boolean {
  for (let at = start + 1; at < end; at++) {
    const code = text.charCodeAt(at);
    const before = text.charCodeAt(at - 1);
    if (code >= 65 && code <= 90 && before >= 97 && before <= 122) return true;
  }
  return false;
}

/** Words that name a cue but do not make one here: "public key", "pass the test", "pass@k". */
function cueDisowned(text: string, cue: CueHit): boolean {
  if (cue.identifier) return false;
  if (/(?:public|publishable|pub)[ \t_-]+(?:\S+[ \t]+)?$/i.test(text.slice(Math.max(0, cue.start - 24), cue.start))) return true;
  // pass, pw: a verb and a prefix as often as a password, so only as a label (`pass: …`), after a
  // user, or passing a value to a program (`I pass V on the command line`, `pass V as the --token`)
  const word = text.slice(cue.start, cue.end).toLowerCase();
  if (word !== "pass" && word !== "pw") return false;
  if (
    /^[ \t]*[:=]/.test(text.slice(cue.end, cue.end + 4)) ||
    /\b(?:user(?:name)?|login|admin|account|root)\b/i.test(text.slice(Math.max(0, cue.start - 48), cue.start))
  )
    return false;
  return !(word === "pass" && /^[^\n.;]{0,120}?\b(?:command[ -]line|argument|flag|option|parameter|--[a-z])/i.test(text.slice(cue.end, cue.end + 160)));
}

// a backslash at a word's edge escapes a quote (a JSON string inside a JSON string): not the value's
const OPENING = new Set([..."\\\"'`([{<*_«„“‘：:=,，、「『（→>-"].map((char) => char.charCodeAt(0)));
const CLOSING = new Set([..."\\\"'`)]}>*_»“”’：:;,，。、」』）.!?…"].map((char) => char.charCodeAt(0)));

/**
 * The value a cue names among the first `limit` words of a window [from, to) (in order, or nearest
 * the cue first when `reverse`: the window ends at the cue), words taken with wrapping punctuation
 * and quotes off: its span; "redacted" when the first such word was redacted already (svc's own
 * placeholder, or a value another rule took); undefined when none is. One loop, no closure per cue.
 */
function cuedValueIn(
  text: string,
  from: number,
  to: number,
  reverse: boolean,
  limit: number,
  cue: Cue,
  facts: TextFacts | undefined,
): [number, number] | "redacted" | undefined {
  let at = reverse ? to : from;
  for (let count = 0; reverse ? at > from : at < to; count++) {
    if (count >= limit) break;
    let start: number;
    let end: number;
    if (reverse) {
      while (at > from && text.charCodeAt(at - 1) <= 32) at--;
      end = at;
      while (at > from && text.charCodeAt(at - 1) > 32) at--;
      start = at;
    } else {
      while (at < to && text.charCodeAt(at) <= 32) at++;
      start = at;
      while (at < to && text.charCodeAt(at) > 32) at++;
      end = at;
    }
    while (start < end && OPENING.has(text.charCodeAt(start))) start++;
    while (end > start && CLOSING.has(text.charCodeAt(end - 1))) end--;
    if (end <= start) continue;
    // a placeholder of svc's own, or a value another rule took, is the value already
    if (text.startsWith("REDACTED:", start) || insidePlaceholder(text, start) || facts?.covered(start, end) === true) return "redacted";
    // the text between the cue and the word: after the cue, or after the word before it
    if (isCuedValue(text, start, end, cue, reverse ? end : from, reverse ? to : start)) return [start, end];
  }
  return undefined;
}

/** Whether one of the first `limit` words of [from, to), as cuedValueIn takes them, may be a value (mayBeValue): no closure, no copy. */
function someWordMayBeValue(text: string, from: number, to: number, limit: number): boolean {
  let at = from;
  for (let count = 0; at < to && count < limit; count++) {
    while (at < to && text.charCodeAt(at) <= 32) at++;
    let start = at;
    while (at < to && text.charCodeAt(at) > 32) at++;
    let end = at;
    while (start < end && OPENING.has(text.charCodeAt(start))) start++;
    while (end > start && CLOSING.has(text.charCodeAt(end - 1))) end--;
    if (end > start && mayBeValue(text, start, end)) return true;
  }
  return false;
}

/**
 * Could this word be a value at all: 8+ characters with a digit, a sign, or capitals after its
 * first letter (most words of a sentence are none); under 16, only characters a password or a
 * short key holds (a reference's `${NAME}` ends here: no copy made, nothing judged).
 */
function mayBeValue(text: string, start: number, end: number): boolean {
  if (end - start < 8) return false;
  let sign = false;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code < 65 || (code > 90 && code < 97) || code > 122 || (at > start && code <= 90)) {
      // under 16, what a password or a short key holds (neither judge takes more: valueChars)
      if (end - start >= 16) return true;
      if (code >= 128 || NOT_IN_VALUE[code] === 1) return false;
      sign = true;
    }
  }
  return sign;
}

/** Whether a short word is itself a cue (another name or label: `token: api_key`); a password made from one (password123) is not. */
function namesCue(text: string, start: number, end: number): boolean {
  if (end - start >= 24) return false;
  const inner = cueOf(text, start);
  return inner !== null && (inner.identifier || inner.end >= end || !/[\d\W_]/.test(text.slice(inner.end, end)));
}

/** A user name and a slash before a value: `deploy / V`, `admin/V`. */
const USER_SLASH = /(?:^|[ \t])[\w.@-]{2,40}[ \t]*\/[ \t]*$/;

/** Whether a word next to a cue is the secret it names; [from, to) is the text between them. */
function isCuedValue(text: string, start: number, end: number, cue: Cue, from: number, to: number): boolean {
  if (!mayBeValue(text, start, end)) return false;
  const value = text.slice(start, end);
  // the value by itself first (most words end here), then what stands around it
  const hex = isHexOrUuid(value);
  const decoded = hex ? value : percentDecoded(value);
  // after login, hex is the password only as the second of a pair (login is deploy / 8f14e4…)
  if (
    hex
      ? (cue === "verb" && !USER_SLASH.test(text.slice(Math.max(from, start - 40), start))) || !plausibleNextToCue(value, false)
      : !plausibleNextToCue(decoded, cue === "password") && !looksGenerated(decoded)
  )
    return false;
  // NAME=value is an assignment of its own: its name decides (the assignment rule); a URL or an address is none
  if (/^[A-Za-z_][\w.-]*=(?!=*$)|^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /@[\w-]+\./.test(value)) return false;
  if (insidePlaceholder(text, start) || insideArmour(text, start) || namesCue(text, start, end)) return false;
  if (namedHashOrId(text.slice(from, to))) return false;
  if (inUrl(text, lineStartOf(text, start), start)) return false;
  return hex || decodedBase64(decoded) !== "harmless";
}

/**
 * A token next to a credential cue: after it on its line (or on the next line when the cue ends
 * its line: `Password:` then the value), else before it (`V ← the prod key`). Judged with a lower
 * bar than a token alone: a password, a short key, a key in hex or a UUID.
 */
export function findCuedSecrets(text: string, hits?: readonly number[], facts?: TextFacts): Candidate[] {
  if (facts?.armour === false) noArmour = text;
  let positions: readonly number[] = hits ?? cueLiterals(text);
  if (facts?.otherScript ?? OTHER_SCRIPTS.test(text)) {
    const more: number[] = [];
    for (const match of text.matchAll(NON_ASCII_CUES)) more.push(match.index);
    if (more.length > 0) positions = merged(positions, more);
  }
  const candidates: Candidate[] = [];
  let doneUntil = -1;
  // the next line break after the last cue (cues come in order: the text is searched once)
  let newline = -1;
  for (const at of positions) {
    if (at < doneUntil) continue;
    if (insideWord(text, at)) continue;
    const cue = cueOf(text, at);
    if (cue === null) continue;
    doneUntil = cue.end;
    // svc's own placeholder names a kind; a reference ($OPENAI_API_KEY, ${TOKEN}, %API_KEY%) or an
    // armour line (-----BEGIN PUBLIC KEY-----) names no value here
    const before = text[cue.start - 1] ?? "";
    if (
      before === "%" ||
      before === "{" ||
      text.startsWith("-----", cue.start - 5) ||
      (before === "$" && !/^[ \t]*=(?!=)/.test(text.slice(cue.end, cue.end + 4))) ||
      insidePlaceholder(text, at)
    )
      continue;
    // the cue's line, as far as a value next to it can stand
    if (newline !== Infinity && newline < cue.end) {
      newline = text.indexOf("\n", cue.end);
      if (newline === -1) newline = Infinity;
    }
    const lineEnd = Math.min(newline, text.length, cue.end + 160);
    let afterEnd = lineEnd;
    // a cue that ends its line as a label, or stands in a question (`Password:`, `Q: what is the key for X?`), names the next line's value
    if (
      text.charCodeAt(lineEnd) === 10 &&
      endsLineAsLabel(text, cue.end, lineEnd) &&
      !holdsAny(text, lineStartOf(text, cue.start, 160), cue.start, ASSIGNING)
    ) {
      afterEnd = lineEndOf(text, lineEnd + 1, 160);
    }
    // a name's value is the next word or two of its statement (not the next statement's); when none
    // of them may be a value at all (`API_KEY = "${API_KEY}"`), nothing is found: for a name, a word
    // already redacted and no word end alike
    if (cue.identifier) {
      afterEnd = statementEnd(text, cue.end, afterEnd);
      if (!someWordMayBeValue(text, cue.end, afterEnd, 4)) continue;
    }
    // the first word that is the value; a placeholder of svc's own is the value already redacted
    let found = cuedValueIn(text, cue.end, afterEnd, false, cue.identifier ? 4 : 8, cue.cue, facts);
    // a value before its cue stands close to it (`V ← the prod key`, `use V as the bearer token`); never before a name
    if (found === undefined && !cue.identifier) found = cuedValueIn(text, lineStartOf(text, cue.start, 48), cue.start, true, 4, cue.cue, facts);
    if (found === undefined && !cue.identifier && cue.cue !== "verb" && cue.cue !== "action") {
      // a table's column headed by the cue (| Service | Key |): each row's cell there that is random
      // by itself or hex (a column of keys may hold key bindings, a UUID there is as often the key's id)
      for (const [start, end] of columnBelow(text, cue.start, cue.end)) {
        const cell = text.slice(start, end);
        if (!(looksGenerated(cell) || (HEX_ONLY.test(cell) && cell.length >= 16))) continue;
        if (!(facts?.covered(start, end) === true) && !insidePlaceholder(text, start) && isCuedValue(text, start, end, cue.cue, end, end)) {
          candidates.push({ start, end, valueStart: start, valueEnd: end, kind: cue.cue === "password" ? "password-assignment" : "token" });
        }
      }
      continue;
    }
    if (found === undefined || found === "redacted" || cueDisowned(text, cue)) continue;
    candidates.push({
      start: found[0],
      end: found[1],
      valueStart: found[0],
      valueEnd: found[1],
      kind: cue.cue === "password" ? "password-assignment" : "token",
    });
  }
  return candidates.sort((a, b) => a.start - b.start);
}

/** Where the statement from `from` ends before `to`: the first `;` `,` `]` `}` `&&` or `||`, else `to`. */
function statementEnd(text: string, from: number, to: number): number {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === 59 || code === 44 || code === 93 || code === 125) return at;
    if ((code === 38 || code === 124) && at + 1 < to && text.charCodeAt(at + 1) === code) return at;
  }
  return to;
}

/** A Markdown table's delimiter row (|---|:---:|). */
const DELIMITER_ROW = /^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*(?::?-+:?[ \t]*)?$/;

/**
 * When [cueStart, cueEnd) is a header cell of a Markdown table (the cell holds the cue and at most
 * two more words, the next line is the delimiter row), the one-word cells of that column in the
 * rows below: [start, end) of each, inline code's back-ticks off. Otherwise none.
 */
function columnBelow(text: string, cueStart: number, cueEnd: number): Array<[number, number]> {
  const lineStart = lineStartOf(text, cueStart, 400);
  if (text.charCodeAt(lineStart) !== 124 && !/^[ \t]+\|/.test(text.slice(lineStart, lineStart + 8))) return [];
  const lineEnd = lineEndOf(text, cueStart, 400);
  const cellStart = text.lastIndexOf("|", cueStart) + 1;
  const cellEnd = text.indexOf("|", cueEnd);
  if (cellStart <= lineStart || cellEnd === -1 || cellEnd > lineEnd || text.slice(cellStart, cellEnd).trim().split(/\s+/).length > 3) return [];
  const column = text.slice(lineStart, cellStart).split("|").length - 1;
  const delimiterEnd = lineEndOf(text, lineEnd + 1, 400);
  if (!DELIMITER_ROW.test(text.slice(lineEnd + 1, delimiterEnd))) return [];
  const cells: Array<[number, number]> = [];
  for (let rowStart = delimiterEnd + 1; rowStart < text.length && cells.length < 64;) {
    const rowEnd = lineEndOf(text, rowStart, 4096);
    const row = text.slice(rowStart, rowEnd);
    if (!/^[ \t]*\|/.test(row)) break;
    let at = rowStart;
    for (let index = 0; index < column && at !== -1; index++) at = text.indexOf("|", at) + 1 || -1;
    const next = at === -1 ? -1 : text.indexOf("|", at);
    if (at !== -1 && next !== -1 && next <= rowEnd) {
      let start = at;
      let end = next;
      while (start < end && (text.charCodeAt(start) <= 32 || text.charCodeAt(start) === 96)) start++;
      while (end > start && (text.charCodeAt(end - 1) <= 32 || text.charCodeAt(end - 1) === 96)) end--;
      if (end > start && !/\s/.test(text.slice(start, end))) cells.push([start, end]);
    }
    rowStart = rowEnd + 1;
  }
  return cells;
}

/** `=` and `$`: a line with one before its cue assigns or refers, it labels nothing. */
const ASSIGNING = new Set([61, 36]);
/** What may stand after a label's cue up to the line's end (`Password:`, `**Key**: `): blanks, colons, quotes, emphasis. */
const LABEL_END = new Set([..." \t\r:：?\"'`*"].map((char) => char.charCodeAt(0)));
/** What may stand after a question's mark up to the line's end. */
const QUESTION_END = new Set([..." \t\r*\"'`"].map((char) => char.charCodeAt(0)));

function holdsAny(text: string, from: number, to: number, codes: ReadonlySet<number>): boolean {
  for (let at = from; at < to; at++) if (codes.has(text.charCodeAt(at))) return true;
  return false;
}

/** Whether [cueEnd, lineEnd) holds only a label's end (`Password:`), or ends with a question mark (`what is the key for X?`). */
function endsLineAsLabel(text: string, cueEnd: number, lineEnd: number): boolean {
  let at = lineEnd;
  while (at > cueEnd && QUESTION_END.has(text.charCodeAt(at - 1))) at--;
  if (at > cueEnd && text.charCodeAt(at - 1) === 63) return true;
  for (at = cueEnd; at < lineEnd; at++) if (!LABEL_END.has(text.charCodeAt(at))) return false;
  return true;
}

/** Two ascending lists of offsets as one. */
function merged(first: readonly number[], second: readonly number[]): number[] {
  const all: number[] = [];
  let left = 0;
  let right = 0;
  while (left < first.length || right < second.length) {
    const a = first[left] ?? Infinity;
    const b = second[right] ?? Infinity;
    if (a <= b) {
      all.push(a);
      left++;
    } else {
      all.push(b);
      right++;
    }
  }
  return all;
}

/** The cue literals' offsets, when the scanner's gate did not give them. */
function cueLiterals(text: string): number[] {
  const lower = text.toLowerCase();
  const found: number[] = [];
  for (const literal of CUE_KEYWORDS) for (let at = lower.indexOf(literal); at !== -1; at = lower.indexOf(literal, at + 1)) found.push(at);
  return found.sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// A secret split over string literals joined in code: "ghp_" + "wWPw…" + "fNP0…" (JS, Java, Go,
// C#), 'a' . 'b' (PHP), "a" & "b" (VB), 'a' || 'b' (SQL), ('a' 'b') (Python, C), 'a''b' (shell).

/**
 * Where literals are joined: a quote before a join or another quote, a join before a quote (a line
 * that starts with `+ "…"`), a parenthesis before a quote (Python joins the literals of a
 * parenthesised group, also over lines). The rule runs only where one stands.
 */
export const SPLIT_KEYWORDS = ['" +', "' +", '"+', "'+", '+ "', "+ '", '" .', "' .", '" &', "' &", '" ||', "' ||", "''", '" "', "' '", '("', "('"] as const;

/** A literal followed by a join and the next literal's opening quote. */
const JOINED_PIECE = /(["'])([\w+/=.~:%-]{1,256})\1(?=[ \t]*(?:\+|\.{1,2}|&|\|\|)?[ \t]*(?:\\?\r?\n[ \t]*(?:\+|\.{1,2}|&|\|\|)?[ \t]*)?["'])/g;
/** The join after a piece and the next piece (sticky). */
const NEXT_PIECE = /[ \t]*(?:\+|\.{1,2}|&|\|\|)?[ \t]*(?:\\?\r?\n[ \t]*(?:\+|\.{1,2}|&|\|\|)?[ \t]*)?(["'])([\w+/=.~:%-]{1,256})\1/y;

export function findSplitLiterals(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  const firstPiece = JOINED_PIECE;
  const nextPiece = NEXT_PIECE;
  firstPiece.lastIndex = 0;
  for (let first = firstPiece.exec(text); first !== null; first = firstPiece.exec(text)) {
    const pieces: Array<[number, number]> = [[first.index + 1, first.index + 1 + (first[2] ?? "").length]];
    let at = first.index + first[0].length;
    for (;;) {
      nextPiece.lastIndex = at;
      const next = nextPiece.exec(text);
      if (next === null || pieces.length >= 64) break;
      const end = next.index + next[0].length;
      pieces.push([end - 1 - (next[2] ?? "").length, end - 1]);
      at = end;
    }
    if (pieces.length < 2) {
      firstPiece.lastIndex = at;
      continue;
    }
    const joined = pieces.map(([start, end]) => text.slice(start, end)).join("");
    const [lineStart] = lineAround(text, first.index);
    const name = /([\p{L}\p{N}_$.-]+)["'\]]?[ \t]*(?::=|=|:|\()[ \t]*\(?[ \t]*$/u.exec(text.slice(Math.max(lineStart, first.index - 120), first.index))?.[1];
    const named = name !== undefined && keyKind(name.replace(/^[$.]+/, "")) !== null;
    // judging the joined value may scan it, which runs this finder again: its place is kept here
    const secret =
      looksGenerated(joined) ||
      decodedScanner?.(joined) === true ||
      (named && plausibleNextToCue(joined, keyKind(name.replace(/^[$.]+/, "")) === "password-assignment"));
    firstPiece.lastIndex = at;
    if (!secret) continue;
    // one span from the first piece's first character to the last's last: the joins between become
    // one literal's content (`"<REDACTED:token#1>"`), a join over lines keeps its line breaks
    const [start] = pieces[0] as [number, number];
    const [, end] = pieces[pieces.length - 1] as [number, number];
    candidates.push({ start, end, valueStart: start, valueEnd: end });
  }
  return candidates;
}
