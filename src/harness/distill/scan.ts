// The scanner: runs the rule table over one text and returns the sensitive spans, with overlaps
// resolved and positions as line and column. A finding never carries the value it points at.
import { type Candidate, type Category, RULES, type Rule } from "./rules.ts";

export interface Finding {
  ruleId: string;
  kind: string;
  category: Category;
  /** The span to replace, as UTF-16 offsets into the scanned text (end exclusive). */
  start: number;
  end: number;
  /** The part of the span that identifies the value (numbering, fingerprint); inside [start, end). */
  valueStart: number;
  valueEnd: number;
  /** 1-based line of `start`; lines end at \n (so \r\n counts once). */
  line: number;
  /** 1-based column of `start` in Unicode code points. */
  column: number;
  replacement: "placeholder" | "home";
}

export interface ScanOptions {
  /** The rules to run (default: the whole table). */
  rules?: readonly Rule[];
  /** Skip rules whose keywords do not occur in the text (default true). Results are the same either way. */
  prefilter?: boolean;
}

interface Scored extends Candidate {
  rule: Rule;
  priority: number;
}

/**
 * The keyword prefilter, built once per rule list. Keywords of three or more characters are indexed
 * by a hash of their first three (keywords are ASCII), so one pass over the lower-cased text finds
 * which occur; shorter ones are looked up with indexOf.
 */
interface KeywordIndex {
  /** trigram hash → keywords starting with that trigram. */
  byTrigram: Map<number, string[]>;
  /** 1 where byTrigram has an entry: the fast test of the scanning loop. */
  mask: Uint8Array;
  short: string[];
}

const indexes = new WeakMap<readonly Rule[], KeywordIndex>();

function trigram(a: number, b: number, c: number): number {
  return ((a << 10) ^ (b << 5) ^ c) & 0xffff;
}

function keywordIndex(rules: readonly Rule[]): KeywordIndex {
  let index = indexes.get(rules);
  if (index !== undefined) return index;
  const keywords = [...new Set(rules.flatMap((rule) => rule.keywords))];
  const byTrigram = new Map<number, string[]>();
  const short: string[] = [];
  const mask = new Uint8Array(0x10000);
  for (const keyword of keywords) {
    if (keyword.length < 3) {
      short.push(keyword);
      continue;
    }
    const hash = trigram(keyword.charCodeAt(0), keyword.charCodeAt(1), keyword.charCodeAt(2));
    byTrigram.set(hash, [...(byTrigram.get(hash) ?? []), keyword]);
    mask[hash] = 1;
  }
  index = { byTrigram, mask, short };
  indexes.set(rules, index);
  return index;
}

/** The keywords of `rules` that occur in `text` (case-insensitively), in one pass. */
export function presentKeywords(text: string, rules: readonly Rule[] = RULES): Set<string> {
  const index = keywordIndex(rules);
  const lower = text.toLowerCase();
  const found = new Set<string>();
  for (const keyword of index.short) if (lower.includes(keyword)) found.add(keyword);
  const mask = index.mask.slice();
  let pending = index.byTrigram.size;
  const end = lower.length - 2;
  let a = lower.charCodeAt(0);
  let b = lower.charCodeAt(1);
  for (let position = 0; position < end; position++) {
    const c = lower.charCodeAt(position + 2);
    const hash = trigram(a, b, c);
    a = b;
    b = c;
    if (mask[hash] === 0) continue;
    let open = 0;
    for (const keyword of index.byTrigram.get(hash) ?? []) {
      if (found.has(keyword)) continue;
      if (lower.startsWith(keyword, position)) found.add(keyword);
      else open++;
    }
    if (open === 0) {
      mask[hash] = 0;
      if (--pending === 0) break;
    }
  }
  return found;
}

/** The rules worth running on a text: those with no keywords, or with one that occurs in it. */
export function applicableRules(text: string, rules: readonly Rule[] = RULES): Rule[] {
  const found = presentKeywords(text, rules);
  return rules.filter((rule) => rule.keywords.length === 0 || rule.keywords.some((keyword) => found.has(keyword)));
}

function candidatesOf(rule: Rule, text: string): Candidate[] {
  if ("find" in rule) return rule.find(text);
  const found: Candidate[] = [];
  const pattern = rule.pattern;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    const group = match.indices?.groups?.["value"];
    const [valueStart, valueEnd] = group ?? [match.index, match.index + match[0].length];
    const value = text.slice(valueStart, valueEnd);
    if (rule.validate && !rule.validate(value, { text, start: valueStart, end: valueEnd })) continue;
    found.push({ start: valueStart, end: valueEnd, valueStart, valueEnd });
  }
  return found;
}

/** Keeps the best of overlapping candidates: higher priority first, then the longer span, then the earlier. */
function resolve(candidates: Scored[]): Scored[] {
  candidates.sort((a, b) => b.priority - a.priority || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Scored[] = []; // sorted by start, non-overlapping
  for (const candidate of candidates) {
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((kept[middle]?.start ?? 0) < candidate.start) low = middle + 1;
      else high = middle;
    }
    const before = kept[low - 1];
    const after = kept[low];
    if (before !== undefined && before.end > candidate.start) continue;
    if (after !== undefined && after.start < candidate.end) continue;
    kept.splice(low, 0, candidate);
  }
  return kept;
}

/** Line and column (code points) of each offset; offsets must be ascending. One pass over the text. */
function positions(text: string, offsets: readonly number[]): Array<{ line: number; column: number }> {
  const result: Array<{ line: number; column: number }> = [];
  let line = 1;
  let lineStart = 0;
  let counted = 0; // offset up to which `column` is counted on the current line
  let column = 1;
  for (const offset of offsets) {
    let newline = text.indexOf("\n", counted);
    while (newline !== -1 && newline < offset) {
      line++;
      lineStart = newline + 1;
      counted = lineStart;
      column = 1;
      newline = text.indexOf("\n", lineStart);
    }
    for (let index = counted; index < offset; index++) {
      const code = text.charCodeAt(index);
      if (code < 0xdc00 || code > 0xdfff) column++; // a low surrogate ends a pair already counted
    }
    counted = Math.max(counted, offset);
    result.push({ line, column });
  }
  return result;
}

/** Every sensitive span in `text`, in order, non-overlapping. */
export function scan(text: string, options: ScanOptions = {}): Finding[] {
  const rules = options.rules ?? RULES;
  const active = options.prefilter === false ? rules : applicableRules(text, rules);
  const candidates: Scored[] = [];
  for (const rule of active) {
    for (const candidate of candidatesOf(rule, text)) candidates.push({ ...candidate, rule, priority: rule.priority });
  }
  const kept = resolve(candidates);
  const places = positions(
    text,
    kept.map((candidate) => candidate.start),
  );
  return kept.map((candidate, index) => ({
    ruleId: candidate.rule.id,
    kind: candidate.kind ?? candidate.rule.kind,
    category: candidate.rule.category,
    start: candidate.start,
    end: candidate.end,
    valueStart: candidate.valueStart,
    valueEnd: candidate.valueEnd,
    line: places[index]?.line ?? 1,
    column: places[index]?.column ?? 1,
    replacement: candidate.rule.replacement ?? "placeholder",
  }));
}
