// The scanner: runs the rule table over one text and returns the sensitive spans, with overlaps
// resolved and positions as line and column. A finding never carries the value it points at.
import { type Candidate, type Category, type PatternRule, RULES, type Rule } from "./rules.ts";

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
  /** Run rules with anchors only where an anchor stands, found in one pass (default true). Same results. */
  anchored?: boolean;
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
  /** Per trigram, the scan (generation) that has found all its keywords: no copy of the mask per text. */
  done: Uint32Array;
  generation: number;
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
  index = { byTrigram, mask, done: new Uint32Array(0x10000), generation: 0, short };
  indexes.set(rules, index);
  return index;
}

/** The keywords of `rules` that occur in `text` (case-insensitively), in one pass. */
export function presentKeywords(text: string, rules: readonly Rule[] = RULES): Set<string> {
  const index = keywordIndex(rules);
  const lower = text.toLowerCase();
  const found = new Set<string>();
  for (const keyword of index.short) if (lower.includes(keyword)) found.add(keyword);
  const { mask, done } = index;
  if (index.generation === 0xffffffff) {
    done.fill(0);
    index.generation = 0;
  }
  const generation = ++index.generation;
  let pending = index.byTrigram.size;
  const end = lower.length - 2;
  let a = lower.charCodeAt(0);
  let b = lower.charCodeAt(1);
  for (let position = 0; position < end; position++) {
    const c = lower.charCodeAt(position + 2);
    const hash = trigram(a, b, c);
    a = b;
    b = c;
    if (mask[hash] === 0 || done[hash] === generation) continue;
    let open = 0;
    for (const keyword of index.byTrigram.get(hash) ?? []) {
      if (found.has(keyword)) continue;
      if (lower.startsWith(keyword, position)) found.add(keyword);
      else open++;
    }
    if (open === 0) {
      done[hash] = generation;
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

/** The candidate a pattern match makes, or null when its validator refuses it. */
function candidateOf(rule: PatternRule, match: RegExpExecArray, text: string): Candidate | null {
  const group = match.indices?.groups?.["value"];
  const [valueStart, valueEnd] = group ?? [match.index - (rule.span ?? 0), match.index + match[0].length];
  const value = text.slice(valueStart, valueEnd);
  if (rule.validate && !rule.validate(value, { text, start: valueStart, end: valueEnd })) return null;
  return { start: valueStart, end: valueEnd, valueStart, valueEnd };
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
    const candidate = candidateOf(rule, match, text);
    if (candidate !== null) found.push(candidate);
  }
  return found;
}

// --- the anchor pass --------------------------------------------------------------------------

interface AnchorIndex {
  /** Every anchor of every anchored rule, longest first, as one expression. */
  combined: RegExp;
  /** First character of an anchor → the anchors starting with it and the rules (with sticky patterns) they belong to. */
  byFirst: Map<string, Array<{ anchor: string; rule: PatternRule; sticky: RegExp }>>;
  anchored: Set<Rule>;
  /** The rules without anchors (a stable array, so the keyword index built for it is reused). */
  keyed: readonly Rule[];
}

const anchorIndexes = new WeakMap<readonly Rule[], AnchorIndex>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/**
 * One expression for a set of literals, shaped as a trie (`gh(?:p_|o_|…)|sk(?:-ant-|-|_live_)…`):
 * the regex engine then rejects most positions on their first character instead of trying every
 * literal. A match is the shortest literal at a position; the caller tries all that stand there.
 */
function trieSource(literals: readonly string[]): string {
  const groups = new Map<string, string[]>();
  let ends = false;
  for (const literal of literals) {
    if (literal === "") {
      ends = true;
      continue;
    }
    const first = literal[0] ?? "";
    groups.set(first, [...(groups.get(first) ?? []), literal.slice(1)]);
  }
  if (ends) return "";
  // a literal that is a prefix of others ends the branch: the shorter one is enough to find the spot
  const branches = [...groups].map(([first, rests]) => {
    const rest = rests.includes("") ? "" : trieSource(rests);
    return escapeRegExp(first) + (rest === "" ? "" : `(?:${rest})`);
  });
  return branches.join("|");
}

function anchorIndex(rules: readonly Rule[]): AnchorIndex {
  let index = anchorIndexes.get(rules);
  if (index !== undefined) return index;
  const byFirst: AnchorIndex["byFirst"] = new Map();
  const anchors = new Set<string>();
  const anchored = new Set<Rule>();
  for (const rule of rules) {
    if (!("pattern" in rule) || rule.anchors === undefined || rule.anchors.length === 0) continue;
    anchored.add(rule);
    const sticky = new RegExp(rule.pattern.source, rule.pattern.flags.replace("g", "") + "y");
    for (const anchor of rule.anchors) {
      anchors.add(anchor);
      const first = anchor[0] ?? "";
      byFirst.set(first, [...(byFirst.get(first) ?? []), { anchor, rule, sticky }]);
    }
  }
  const source = trieSource([...anchors]);
  const keyed = rules.filter((rule) => !anchored.has(rule));
  index = { combined: new RegExp(source === "" ? "(?!)" : source, "g"), byFirst, anchored, keyed };
  anchorIndexes.set(rules, index);
  return index;
}

/** Candidates of the anchored rules: each tried (sticky) only where one of its anchors stands. */
function anchoredCandidates(text: string, index: AnchorIndex, active: ReadonlySet<Rule>, into: Scored[]): void {
  const { combined, byFirst } = index;
  // like a global expression, a rule matches again only after the end of its last match
  const busyUntil = new Map<PatternRule, number>();
  combined.lastIndex = 0;
  for (let hit = combined.exec(text); hit !== null; hit = combined.exec(text)) {
    const position = hit.index;
    combined.lastIndex = position + 1; // anchors may overlap (sk- and sk-ant-): every one is tried
    let tried: PatternRule | undefined;
    for (const { anchor, rule, sticky } of byFirst.get(text[position] ?? "") ?? []) {
      if (rule === tried || !active.has(rule) || (busyUntil.get(rule) ?? 0) > position || !text.startsWith(anchor, position)) continue;
      tried = rule;
      sticky.lastIndex = position;
      const match = sticky.exec(text);
      if (match === null) continue;
      busyUntil.set(rule, position + Math.max(1, match[0].length));
      const candidate = candidateOf(rule, match, text);
      if (candidate !== null) into.push({ ...candidate, rule, priority: rule.priority });
    }
  }
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
  const anchors = options.anchored === false ? null : anchorIndex(rules);
  // anchored rules need no keyword test: the anchor pass finds where they can match at all
  const keyed = anchors === null ? rules : anchors.keyed;
  const active = options.prefilter === false ? keyed : applicableRules(text, keyed);
  const candidates: Scored[] = [];
  if (anchors !== null && anchors.anchored.size > 0) anchoredCandidates(text, anchors, anchors.anchored, candidates);
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
