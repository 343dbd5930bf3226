// The string syntax of the file a text comes from (JSON, TOML, YAML). A redaction inside a string
// literal must leave a string literal behind: it may not cut an escape sequence (`\"`, `\\`,
// `\u0041`) in two, nor reach past the closing quote, and a secret that goes on through an escape
// is replaced up to the end of its word, not up to the escape. The scanner finds values in the raw
// text; `fitToStrings` then moves each span's ends to fit the string it stands in.
import path from "node:path";

export type StringFormat = "json" | "toml" | "yaml";

/** The string syntax a file's name implies, or undefined for text without one (markdown, .env…). */
export function formatOf(file: string): StringFormat | undefined {
  const name = path.posix.basename(file.replace(/\\/g, "/")).toLowerCase();
  if (/\.(?:json|jsonc|json5)$/.test(name)) return "json";
  if (name.endsWith(".toml")) return "toml";
  if (/\.ya?ml$/.test(name)) return "yaml";
  return undefined;
}

/** The content of one string literal: [start, end) inside its quotes; `escapes` when `\` escapes there. */
export interface StringSpan {
  start: number;
  end: number;
  escapes: boolean;
}

/**
 * The string literals stringSpans found: flat triples (start, end, 1 when `\` escapes there) in one
 * buffer reused from text to text, so a file with many strings allocates nothing per string.
 */
let spanBuffer = new Int32Array(3 * 4096);
let spanCount = 0;

function pushSpan(start: number, end: number, escapes: boolean): void {
  if (spanCount * 3 + 3 > spanBuffer.length) {
    const grown = new Int32Array(spanBuffer.length * 2);
    grown.set(spanBuffer);
    spanBuffer = grown;
  }
  spanBuffer[spanCount * 3] = start;
  spanBuffer[spanCount * 3 + 1] = end;
  spanBuffer[spanCount * 3 + 2] = escapes ? 1 : 0;
  spanCount++;
}

/**
 * Every string literal of a text in the given syntax that starts before `limit`, in order, into
 * spanBuffer; returns how many. Comments are skipped (`//` and `/* *\/` in JSONC, `#` in TOML and
 * YAML); an unterminated string ends at its line's end (single line strings) so one bad line does
 * not swallow the file.
 */
function stringSpans(text: string, format: StringFormat, limit: number): number {
  spanCount = 0;
  const length = text.length;
  let index = 0;
  while (index < length && index < limit) {
    // most characters are none of # / " ' (read as codes: no one-character string per character)
    const first = text.charCodeAt(index);
    if (first !== 34 && first !== 35 && first !== 39 && first !== 47) {
      index++;
      continue;
    }
    const char = text[index];
    if (char === "#" && format !== "json" && (format === "toml" || index === 0 || /\s/.test(text[index - 1] ?? ""))) {
      const lineEnd = text.indexOf("\n", index);
      index = lineEnd === -1 ? length : lineEnd;
      continue;
    }
    if (char === "/" && format === "json" && text[index + 1] === "/") {
      const lineEnd = text.indexOf("\n", index);
      index = lineEnd === -1 ? length : lineEnd;
      continue;
    }
    if (char === "/" && format === "json" && text[index + 1] === "*") {
      const close = text.indexOf("*/", index + 2);
      index = close === -1 ? length : close + 2;
      continue;
    }
    if (char !== '"' && char !== "'") {
      index++;
      continue;
    }
    if (char === "'" && format === "json") {
      index++;
      continue;
    }
    // YAML: a quote inside a plain scalar (don't, it's) is no string
    if (format === "yaml" && index > 0 && !/[\s:[\]{},-]/.test(text[index - 1] ?? "")) {
      index++;
      continue;
    }
    const triple = format === "toml" && text[index + 1] === char && text[index + 2] === char;
    const escapes = char === '"';
    const open = index + (triple ? 3 : 1);
    const quote = first;
    const singleLine = !triple && format !== "yaml";
    let at = open;
    let end = -1;
    while (at < length) {
      const code = text.charCodeAt(at);
      if (escapes && code === 92) {
        at += 2;
        continue;
      }
      if (code === 10 && singleLine) break;
      if (code === quote) {
        if (triple) {
          if (text[at + 1] === char && text[at + 2] === char) {
            // a closing run may hold up to two quotes of the content before the three
            let close = at;
            while (text[close + 3] === char && close - at < 2) close++;
            end = close;
            break;
          }
        } else if (format === "yaml" && char === "'" && text[at + 1] === "'") {
          at += 2;
          continue;
        } else {
          end = at;
          break;
        }
      }
      at++;
    }
    if (end === -1) {
      // unterminated: skip to the end of the line
      const lineEnd = text.indexOf("\n", open);
      index = lineEnd === -1 ? length : lineEnd;
      continue;
    }
    pushSpan(open, end, escapes);
    index = end + (triple ? 3 : 1);
  }
  return spanCount;
}

/** A span to fit: [start, end) replaced, [valueStart, valueEnd) the value inside. */
export interface Fittable {
  start: number;
  end: number;
  valueStart: number;
  valueEnd: number;
}

/** The string containing offset, by binary search over the `count` spans stringSpans found, or undefined. */
function containing(count: number, offset: number): StringSpan | undefined {
  const spans = spanBuffer;
  let low = 0;
  let high = count - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = spans[middle * 3] ?? 0;
    const end = spans[middle * 3 + 1] ?? 0;
    if (offset < start) high = middle - 1;
    else if (offset >= end) low = middle + 1;
    else return { start, end, escapes: spans[middle * 3 + 2] === 1 };
  }
  return undefined;
}

/** The offset where the escape sequence covering `offset` starts (or offset itself when none does). */
function escapeStart(text: string, span: StringSpan, offset: number): number {
  // walk from the string's start: escapes are read left to right (`\\"` is an escaped backslash and a quote)
  let at = span.start;
  while (at < offset) {
    if (text[at] === "\\") {
      const next = at + escapeLength(text, at);
      if (next > offset) return at;
      at = next;
    } else at++;
  }
  return offset;
}

function escapeLength(text: string, at: number): number {
  const kind = text[at + 1];
  if (kind === "u") return 6;
  if (kind === "U") return 10;
  if (kind === "x") return 4;
  return 2;
}

const WORD_CHAR = /[A-Za-z0-9+/=_~.:-]/;

/**
 * Whether the character or escape at `at` belongs to the word next to it: an escape other than a
 * blank one (`\n`, `\t`, `\r`) or a quote, a quote escape with a word character on its far side,
 * or — only next to an escape — a word character.
 */
function continuesWord(text: string, at: number, limit: number, backwards = false): boolean {
  if (at >= limit) return false;
  if (text[at] !== "\\") return false;
  const kind = text[at + 1] ?? "";
  if (/[ntr]/.test(kind)) return false;
  if (kind === '"' || kind === "'") {
    const beyond = backwards ? text[at - 1] : text[at + 2];
    return WORD_CHAR.test(beyond ?? "") && (backwards ? true : at + 2 < limit);
  }
  return true;
}

/**
 * Moves each span to fit the string literal it stands in: clamped inside the quotes, never cutting
 * an escape, and — in a string with escapes — widened over the rest of a word the escape interrupted
 * (a secret that goes on after `\"` is replaced whole) when `widen` says so. Spans outside strings are left alone; spans
 * that come to overlap are merged into the first.
 */
export function fitToStrings<T extends Fittable>(
  text: string,
  found: readonly T[],
  format: StringFormat | undefined,
  widen: (item: T) => boolean = () => true,
): T[] {
  if (format === undefined || found.length === 0) return [...found];
  // strings that start after the last span's end hold none of them
  const count = stringSpans(
    text,
    format,
    found.reduce((last, item) => Math.max(last, item.end), 0),
  );
  if (count === 0) return [...found];
  const fitted: T[] = [];
  for (const original of found) {
    const span = containing(count, original.start) ?? containing(count, Math.max(original.start, original.end - 1));
    if (span === undefined) {
      fitted.push(original);
      continue;
    }
    let start = Math.max(original.start, span.start);
    let end = Math.min(original.end, span.end);
    if (span.escapes) {
      start = escapeStart(text, span, start);
      const last = escapeStart(text, span, end - 1);
      if (text[last] === "\\" && last < end) end = Math.max(end, last + escapeLength(text, last));
      end = Math.min(end, span.end);
      if (widen(original)) {
        // a word the escape interrupted goes on: over escapes and word characters, but a quote
        // escape ends the word unless a word character follows it (`abc\"def` is one word,
        // `\"token\": \"abc\"` closes an inner quote)
        while (end < span.end && continuesWord(text, end, span.end)) {
          end += escapeLength(text, end);
          while (end < span.end && WORD_CHAR.test(text[end] ?? "")) end++;
        }
        end = Math.min(end, span.end);
        for (;;) {
          const before = start > span.start ? escapeStart(text, span, start - 1) : start;
          if (before === start || text[before] !== "\\" || !continuesWord(text, before, span.end, true)) break;
          start = before;
          while (start > span.start && WORD_CHAR.test(text[start - 1] ?? "") && escapeStart(text, span, start - 1) === start - 1) start--;
        }
      }
    }
    if (end <= start) continue;
    const valueStart = Math.min(Math.max(original.valueStart, start), end);
    const valueEnd = Math.max(Math.min(original.valueEnd, end), valueStart);
    const adjusted = { ...original, start, end, valueStart, valueEnd };
    const previous = fitted[fitted.length - 1];
    if (previous !== undefined && start < previous.end) {
      previous.end = Math.max(previous.end, end);
      previous.valueEnd = Math.max(previous.valueEnd, valueEnd);
      continue;
    }
    fitted.push(adjusted);
  }
  return fitted;
}
