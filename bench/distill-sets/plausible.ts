// Which peer values look like a real credential. Peers' examples include fillers (`aaaa…`,
// `xxxx`, `EXAMPLE`, `123456…`, `<token>`) that nobody would redact; those are dropped with the
// reason, and the CLI reports how many.

/** Shannon entropy in bits per character. */
export function entropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const PLACEHOLDER_WORDS =
  /example|sample|dummy|fake|placeholder|redacted|changeme|change_me|replace[_-]?me|your[_-]|your(?:api|key|token|secret|password)|insert|xxxx|<[^>]*>|\*\*\*|\.\.\.|…|\{\{|\$\{|%[A-Z_]+%/i;

const RUNS = ["01234567890123456789", "abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm"];

/**
 * A run of `length` keys in order (`123456`, `654321`, `abcdef`, `qwerty`), also when letters and
 * digits are interleaved (`a1b2c3d4e5f6`) or the case alternates (`ABCdefGHI`).
 */
function hasSequence(text: string, length: number): boolean {
  const lower = text.toLowerCase();
  const views = [lower, lower.replace(/[^0-9]/g, ""), lower.replace(/[^a-z]/g, "")];
  for (const run of RUNS) {
    for (const direction of [run, [...run].reverse().join("")]) {
      for (let i = 0; i + length <= direction.length; i++) {
        const piece = direction.slice(i, i + length);
        if (views.some((view) => view.includes(piece))) return true;
      }
    }
  }
  return false;
}

function longestRun(text: string): number {
  let best = 0,
    run = 0,
    prev = "";
  for (const ch of text) {
    run = ch === prev ? run + 1 : 1;
    prev = ch;
    if (run > best) best = run;
  }
  return best;
}

/** `abcd1234abcd1234…`, `deadbeefdeadbeef`: a chunk of 2 to 12 characters three times in a row. */
function repeatsChunk(text: string): boolean {
  return /(.{2,12})\1\1/.test(text);
}

/**
 * The text a base64 value decodes to, when it decodes to printable ASCII (a placeholder in
 * disguise); for dot-separated segments (a JWT) the segments that decode, joined.
 */
function decodedText(value: string): string | undefined {
  const decoded = value
    .split(".")
    .filter((segment) => /^[A-Za-z0-9+/_-]{12,}={0,2}$/.test(segment))
    .map((segment) => Buffer.from(segment, "base64").toString("latin1"))
    .filter((text) => /^[\x20-\x7e\r\n\t]+$/.test(text));
  const joined = decoded.join(" ");
  return joined.length >= 12 ? joined : undefined;
}

// Words of the sentences test authors write into fake tokens (`hellOworld380_testin`).
const READABLE =
  /hello|world|testin|exactly|length|checking|fail|pretty|chars|correct|need|else|still|prefix|token|secret|passw|foo|bar|baz|lorem|ipsum|quick|brown|lazy|john|doe/gi;

function dominantShare(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return Math.max(...counts.values()) / text.length;
}

/** The body of a PEM/OpenSSH block (its base64 lines), or undefined when the value is not one. */
export function keyBlockBody(value: string): string[] | undefined {
  const match = /-----BEGIN [A-Z0-9 ]*-----([\s\S]*?)-----END [A-Z0-9 ]*-----/.exec(value);
  if (!match) return undefined;
  return (match[1] ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !/^[A-Za-z-]+:/.test(line)); // skip "Proc-Type:" headers
}

/**
 * Why `value` is not a plausible real secret, or undefined when it is. Single-line values must
 * also be placeable in every context without quoting tricks (no white space, quotes, backslashes
 * or back-ticks): a generator that had to escape them would test the escaping, not the detection.
 */
export function implausible(value: string): string | undefined {
  if (value.includes("\n")) {
    const body = keyBlockBody(value);
    if (!body) return "multi-line value that is not a key block";
    const joined = body.join("");
    if (joined.length < 64) return "key block too short";
    if (PLACEHOLDER_WORDS.test(joined)) return "placeholder word";
    if (longestRun(joined) >= 8) return "repeated character";
    if (entropy(joined) < 4.5) return "low entropy";
    return undefined;
  }
  if (value.length < 8) return "too short";
  if (/[\s"'`\\]/.test(value)) return "white space or quote characters";
  if (PLACEHOLDER_WORDS.test(value) || /^your/i.test(value)) return "placeholder word";
  if (/^[0-9]+$/.test(value)) return "digits only";
  if (/^[a-z]{8,16}$/.test(value) || (/^[a-z]+$/.test(value) && value.length >= 20)) return "a plain word";
  if ((value.match(READABLE) ?? []).length >= 2) return "readable words";
  if (repeatsChunk(value)) return "repeated chunk";
  if (longestRun(value) >= 6) return "repeated character";
  if (dominantShare(value) > 0.4) return "one character dominates";
  if (hasSequence(value, 6)) return "keyboard or alphabet sequence";
  const decoded = decodedText(value);
  if (
    decoded &&
    (PLACEHOLDER_WORDS.test(decoded) ||
      hasSequence(decoded, 6) ||
      repeatsChunk(decoded) ||
      /\s\S+\s/.test(decoded) ||
      /^[a-z]{16,}$/.test(decoded) ||
      (decoded.match(READABLE) ?? []).length >= 2)
  ) {
    return "base64 of a placeholder or of plain text";
  }
  const bits = entropy(value);
  if (value.length >= 16 ? bits < 3.0 : bits < 2.5) return "low entropy";
  return undefined;
}
