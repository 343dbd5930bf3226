// The scanner: runs the rule table over one text and returns the sensitive spans, with overlaps
// resolved and positions as line and column. A finding never carries the value it points at.
import { forgetLastValue } from "./checks.ts";
import type { Candidate, TextFacts } from "./finders.ts";
import { forgetSpans, setDecodedScanner } from "./loose.ts";
import { type Category, type FinderRule, type PatternRule, privateDomainRule, RULES, type Rule } from "./rules.ts";
import { fitToStrings, type StringFormat } from "./strings.ts";

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
  /** The string syntax of the file (JSON, TOML, YAML): spans are fitted to its string literals. */
  format?: StringFormat;
  /** Domains whose host names and e-mail addresses are private (`--private-domain`, the person's own mail domains). */
  privateDomains?: readonly string[];
}

interface Scored extends Candidate {
  rule: Rule;
  priority: number;
}

// --- the gate: one pass over the text ---------------------------------------------------------
//
// Every anchor of the anchored rules and every keyword of the others go into one Aho-Corasick
// automaton, run once over the text (one table lookup a character, however many literals). The
// automaton reads characters folded to a small alphabet: the letters, digits and signs the literals
// use, ASCII letters case-folded, everything else one class (so no lower-cased copy of the text is
// made, offsets are the text's own, and the table is small enough to stay in the CPU's cache). An
// anchor hit tries its rule (a sticky copy of its pattern) at that spot of the original text, first
// checking the anchor's case when the rule's pattern is case-sensitive (`AC` and `ey` stand in
// many words); a keyword hit records where the keyword stands, and after the pass only the rules
// with a present keyword (or none) run, finders given those offsets.

interface GateEntry {
  /** The literal, lower-cased. */
  literal: string;
  /** How much of the literal the automaton reads (at most HEAD characters; a hit checks the rest). */
  head: number;
  /** An anchor of a case-sensitive rule: the anchor as written, which must stand there exactly. */
  exact: string | undefined;
  /** An anchor: the rule to try here (its index in Gate.anchoredRules), with its sticky pattern. */
  rule: PatternRule | undefined;
  ruleIndex: number;
  sticky: RegExp | undefined;
  /** A keyword: its index in Gate.keywords. */
  keywordIndex: number;
  /** The private-key rule's anchor (`-----begin`): where it stands, the text holds armour. */
  armour: boolean;
}

/** An entry of the gate, every one of one shape (the scanning loop reads them all at one site). */
function gateEntry(literal: string, fields: Partial<Pick<GateEntry, "exact" | "rule" | "sticky">> & { ruleIndex?: number; keywordIndex?: number }): GateEntry {
  return {
    literal,
    head: Math.min(literal.length, HEAD),
    exact: fields.exact,
    rule: fields.rule,
    ruleIndex: fields.ruleIndex ?? -1,
    sticky: fields.sticky,
    keywordIndex: fields.keywordIndex ?? -1,
    armour: literal === "-----begin",
  };
}

interface Gate {
  /** Character code (ASCII) → class of the automaton's alphabet; 0 for characters no literal holds. */
  fold: Uint8Array;
  /** log2 of the row length of `delta` (a power of two at least the number of classes). */
  shift: number;
  /** Aho-Corasick automaton: delta[(state << shift) | class] → next state. */
  delta: Uint16Array;
  /** Per state, the entries (literals) that end there, or undefined. */
  output: Array<GateEntry[] | undefined>;
  /** The states from this one on are those where some literal ends: the fast test of the scanning loop. */
  firstFinal: number;
  anchored: ReadonlySet<Rule>;
  anchoredCount: number;
  /** The keywords of the rules without anchors, each once. */
  keywords: readonly string[];
  /** The rules without anchors, run whole when one of their keywords is present. */
  keyed: readonly KeyedRule[];
  /** Some rule reads TextFacts: the pass collects them. */
  facts: boolean;
  /** The gate looks for `-----begin` (the private-key rule's anchor): whether it stood there is a fact. */
  seesArmour: boolean;
}

/**
 * A rule without anchors as the scan runs it, every one of one shape: the rules' own objects differ
 * (a finder, a pattern, with or without a validator), and reading them at one site made it megamorphic.
 */
interface KeyedRule {
  rule: Rule;
  /** A finder's function, or undefined for a pattern rule. */
  find: FinderRule["find"] | undefined;
  /** A pattern rule, or undefined for a finder. */
  pattern: PatternRule | undefined;
  /** A pattern rule with leads (PatternRule.leads): a sticky copy of its expression, tried where a lead stands. */
  sticky: RegExp | undefined;
  /** The finder reads the text's facts. */
  facts: boolean;
  /** Its keywords' indices in Gate.keywords. */
  keywords: Int32Array;
}

function keyedRule(rule: Rule, keywords: readonly string[]): KeyedRule {
  const finder = "find" in rule;
  return {
    rule,
    find: finder ? rule.find : undefined,
    pattern: finder ? undefined : rule,
    sticky: !finder && rule.leads !== undefined ? new RegExp(rule.pattern.source, `${rule.pattern.flags.replace("g", "")}y`) : undefined,
    facts: finder && rule.facts === true,
    keywords: Int32Array.from(rule.keywords, (keyword) => keywords.indexOf(keyword)),
  };
}

const gates = new WeakMap<readonly Rule[], Map<string, Gate>>();

/**
 * The automaton holds the first HEAD characters of each literal (a hit checks the rest in the text):
 * fewer states, a table that fits the CPU's first-level cache, the same hits.
 */
const HEAD = 4;

/** Whether the lower-case `literal` stands at `position` of `text`, ASCII letters of any case. */
function standsAt(text: string, position: number, literal: string): boolean {
  if (position + literal.length > text.length) return false;
  for (let index = HEAD; index < literal.length; index++) {
    const code = text.charCodeAt(position + index);
    if ((code >= 65 && code <= 90 ? code + 32 : code) !== literal.charCodeAt(index)) return false;
  }
  return true;
}

/** The alphabet: each character code of the literals (lower-cased) gets a class; upper-case letters share their lower case's. */
function alphabet(literals: readonly string[]): Pick<Gate, "fold" | "shift"> & { classes: number } {
  const fold = new Uint8Array(128);
  let classes = 1;
  for (const literal of literals) {
    for (let index = 0; index < literal.length; index++) {
      const code = literal.charCodeAt(index) & 0x7f;
      if (fold[code] === 0) fold[code] = classes++;
    }
  }
  for (let code = 65; code <= 90; code++) fold[code] = fold[code + 32] ?? 0;
  let shift = 0;
  while (1 << shift < classes) shift++;
  return { fold, shift, classes };
}

/**
 * Builds the automaton: a trie of the literals, with failure links folded into a full transition
 * table, so the scan is one table lookup per character whatever the number of literals. Built once
 * per process, in cold code: the trie is a flat table (no map per state), and only the alphabet's
 * classes are filled (a row's other cells are never read).
 */
function automaton(entries: readonly GateEntry[]): Pick<Gate, "fold" | "shift" | "delta" | "output" | "firstFinal"> {
  const { fold, shift, classes } = alphabet(entries.map((entry) => entry.literal.slice(0, HEAD)));
  const width = 1 << shift;
  // the trie: child of (state, symbol), 0 for none (the root is no one's child)
  let most = 1;
  for (const entry of entries) most += Math.min(entry.literal.length, HEAD);
  const trie = new Uint16Array(most * width);
  const ends: Array<GateEntry[]> = [[]];
  let count = 1;
  for (const entry of entries) {
    let state = 0;
    for (let index = 0; index < Math.min(entry.literal.length, HEAD); index++) {
      const cell = state * width + (fold[entry.literal.charCodeAt(index) & 0x7f] ?? 0);
      let next = trie[cell] ?? 0;
      if (next === 0) {
        next = count++;
        trie[cell] = next;
        ends.push([]);
      }
      state = next;
    }
    ends[state]?.push(entry);
  }
  const delta = new Uint16Array(count * width);
  const fail = new Int32Array(count);
  const output: Array<GateEntry[] | undefined> = new Array(count).fill(undefined);
  const queue: number[] = [];
  for (let symbol = 1; symbol < classes; symbol++) {
    const next = trie[symbol] ?? 0;
    delta[symbol] = next;
    if (next !== 0) queue.push(next);
  }
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head] ?? 0;
    const own = ends[state] ?? [];
    const inherited = output[fail[state] ?? 0] ?? [];
    output[state] = own.length + inherited.length > 0 ? [...own, ...inherited] : undefined;
    const row = state * width;
    const failRow = (fail[state] ?? 0) * width;
    for (let symbol = 1; symbol < classes; symbol++) {
      const next = trie[row + symbol] ?? 0;
      if (next === 0) {
        delta[row + symbol] = delta[failRow + symbol] ?? 0;
      } else {
        fail[next] = delta[failRow + symbol] ?? 0;
        delta[row + symbol] = next;
        queue.push(next);
      }
    }
  }
  // states renumbered so that those where a literal ends come last: the scanning loop tells them by
  // their number (no table read per character); the root stays 0 (no literal is empty)
  const order: number[] = [];
  for (let state = 0; state < count; state++) if (output[state] === undefined) order.push(state);
  const firstFinal = order.length;
  for (let state = 0; state < count; state++) if (output[state] !== undefined) order.push(state);
  const renamed = new Uint16Array(count);
  for (let index = 0; index < count; index++) renamed[order[index] ?? 0] = index;
  const table = new Uint16Array(delta.length);
  for (let state = 0; state < count; state++) {
    const from = state * width;
    const to = (renamed[state] ?? 0) * width;
    for (let symbol = 0; symbol < classes; symbol++) table[to + symbol] = renamed[delta[from + symbol] ?? 0] ?? 0;
  }
  return { fold, shift, delta: table, output: order.map((state) => output[state]), firstFinal };
}

function gateOf(rules: readonly Rule[], anchoredOn: boolean): Gate {
  const key = anchoredOn ? "anchored" : "keyed";
  let byRules = gates.get(rules);
  if (byRules === undefined) {
    byRules = new Map();
    gates.set(rules, byRules);
  }
  const cached = byRules.get(key);
  if (cached !== undefined) return cached;
  const entries: GateEntry[] = [];
  const anchored = new Set<Rule>();
  const keywords: string[] = [];
  for (const rule of rules) {
    if (anchoredOn && "pattern" in rule && rule.anchors !== undefined && rule.anchors.length > 0) {
      const ruleIndex = anchored.size;
      anchored.add(rule);
      const sticky = new RegExp(rule.pattern.source, `${rule.pattern.flags.replace("g", "")}y`);
      const caseless = rule.pattern.flags.includes("i");
      for (const anchor of rule.anchors) {
        entries.push(gateEntry(anchor.toLowerCase(), { exact: caseless ? undefined : anchor, rule, ruleIndex, sticky }));
      }
    } else {
      for (const keyword of rule.keywords) {
        if (keywords.includes(keyword)) continue;
        entries.push(gateEntry(keyword, { keywordIndex: keywords.length }));
        keywords.push(keyword);
      }
    }
  }
  const keyed = rules.filter((rule) => !anchored.has(rule));
  const gate: Gate = {
    ...automaton(entries),
    anchored,
    anchoredCount: anchored.size,
    keywords,
    keyed: keyed.map((rule) => keyedRule(rule, keywords)),
    facts: rules.some((rule) => "find" in rule && rule.facts === true),
    seesArmour: entries.some((entry) => entry.literal === "-----begin"),
  };
  byRules.set(key, gate);
  return gate;
}

/** The keyword hits' and anchored rules' tables of a finished pass, for the next (allocating them per text costs). */
let spareHits: Array<number[] | undefined> | undefined;
let spareBusy: Int32Array | undefined;

/** What a gate pass gathers at the states where literals end. */
interface GateHits {
  /** Per keyword, the offsets where it stands. */
  hits: Array<number[] | undefined>;
  /** Per anchored rule, the end of its last match (it is tried again only after it). */
  busyUntil: Int32Array;
  into: Scored[];
  armour: boolean;
}

/**
 * The gate pass: one table lookup per character. Candidates of the anchored rules (each tried only
 * where one of its anchors stands, and like a global expression only after the end of its last
 * match), and where each keyword stands.
 */
function gatePass(text: string, gate: Gate, into: Scored[]): { hits: Array<number[] | undefined>; facts: TextFacts | undefined } {
  // the last pass's tables, cleared, when no pass is under way (a validator may scan a decoded text)
  const hits =
    spareHits !== undefined && spareHits.length >= gate.keywords.length ? spareHits : new Array<number[] | undefined>(gate.keywords.length).fill(undefined);
  const busyUntil =
    spareBusy !== undefined && spareBusy.length >= gate.anchoredCount ? spareBusy.fill(0, 0, gate.anchoredCount) : new Int32Array(gate.anchoredCount);
  spareHits = undefined;
  spareBusy = undefined;
  const found: GateHits = { hits, busyUntil, into, armour: false };
  const { fold, shift, delta, output, firstFinal } = gate;
  const length = text.length;
  let otherScript = false;
  let state = 0;
  // the loop does only the automaton's step: what a literal's end does is atLiteralEnd's (1 or 2
  // characters in 100), compiled apart, so this loop is small and stays optimised
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code < 128) state = delta[(state << shift) | (fold[code] as number)] as number;
    else {
      // a character outside ASCII is in no literal: class 0, as a sign no literal holds; a letter
      // of another script is a fact on the way (seldom here: no cost to ASCII text)
      state = delta[state << shift] as number;
      if ((code >= 0xc0 && code <= 0x24f) || (code >= 0x400 && code <= 0x4ff) || (code >= 0x3040 && code <= 0xd7af)) otherScript = true;
    }
    if (state >= firstFinal) atLiteralEnd(text, index, output[state] as GateEntry[], found);
  }
  spareBusy = busyUntil;
  // without the private-key rule's anchor in the gate, armour is not known to be absent
  return { hits, facts: gate.facts ? { otherScript, armour: found.armour || !gate.seesArmour, covered: coveredBy(into) } : undefined };
}

/** The literals that end at `index`: a keyword's place is noted, an anchor's rule tried there. */
function atLiteralEnd(text: string, index: number, entries: readonly GateEntry[], found: GateHits): void {
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at] as GateEntry;
    const position = index + 1 - entry.head;
    if (entry.literal.length > HEAD && !standsAt(text, position, entry.literal)) continue;
    if (entry.armour) found.armour = true;
    if (entry.rule === undefined) {
      const list = found.hits[entry.keywordIndex];
      if (list === undefined) found.hits[entry.keywordIndex] = [position];
      else list.push(position);
      continue;
    }
    if ((found.busyUntil[entry.ruleIndex] as number) > position) continue;
    if (entry.exact !== undefined && !text.startsWith(entry.exact, position)) continue;
    tryAnchor(text, position, entry, found);
  }
}

/** An anchored rule tried where its anchor stands. */
function tryAnchor(text: string, position: number, entry: GateEntry, found: GateHits): void {
  const rule = entry.rule as PatternRule;
  const sticky = entry.sticky as RegExp;
  sticky.lastIndex = position;
  const match = sticky.exec(text);
  if (match === null) return;
  found.busyUntil[entry.ruleIndex] = position + Math.max(1, match[0].length);
  const candidate = candidateOf(rule, match, text);
  if (candidate !== null) found.into.push(scored(candidate, rule));
}

/** A candidate with its rule, every one of one shape (spreading a candidate gives one shape with a kind, one without). */
function scored(candidate: Candidate, rule: Rule): Scored {
  return {
    start: candidate.start,
    end: candidate.end,
    valueStart: candidate.valueStart,
    valueEnd: candidate.valueEnd,
    kind: candidate.kind,
    rule,
    priority: rule.priority,
  };
}

/**
 * Whether a credential candidate found so far by a rule that knows its format or its name covers
 * [start, end) whole: the candidates' spans sorted once, again when more were found since.
 */
function coveredBy(candidates: readonly Scored[]): TextFacts["covered"] {
  // the spans as two arrays of integers (starts, ends) in the order of their starts: arrays of one
  // kind whether empty or not, so the code that reads them stays specialised to it
  let starts: number[] = [];
  let ends: number[] = [];
  let seen = -1;
  return (start, end) => {
    if (candidates.length !== seen) {
      seen = candidates.length;
      // the rules that know what a value is: not those that judge it by its shape (they read the facts)
      const from: number[] = [];
      const to: number[] = [];
      for (let index = 0; index < candidates.length; index++) {
        const candidate = candidates[index] as Scored;
        if (candidate.rule.category !== "credential" || ("find" in candidate.rule && candidate.rule.facts === true)) continue;
        from.push(candidate.start);
        to.push(candidate.end);
      }
      // a stable sort by start, as the spans' own sort was
      const order: number[] = [];
      for (let index = 0; index < from.length; index++) order.push(index);
      order.sort((a, b) => (from[a] as number) - (from[b] as number));
      starts = [];
      ends = [];
      for (let index = 0; index < order.length; index++) {
        starts.push(from[order[index] as number] as number);
        ends.push(to[order[index] as number] as number);
      }
    }
    // the last span starting at or before start
    let low = 0;
    let high = starts.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((starts[middle] ?? 0) <= start) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    for (let index = found; index >= 0 && index > found - 8; index--) if ((ends[index] ?? 0) >= end) return true;
    return false;
  };
}

/** The candidate a pattern match makes, or null when its validator refuses it. */
function candidateOf(rule: PatternRule, match: RegExpExecArray, text: string): Candidate | null {
  const group = match.indices?.groups?.["value"];
  let [valueStart, valueEnd] = group ?? [match.index - (rule.span ?? 0), match.index + match[0].length];
  if (rule.lookback !== undefined) {
    const before = rule.lookback.exec(text.slice(Math.max(0, match.index - 80), match.index));
    if (before === null) return null;
    valueStart = match.index - before[0].length;
  }
  const value = text.slice(valueStart, valueEnd);
  if (rule.validate && !rule.validate(value, { text, start: valueStart, end: valueEnd })) return null;
  // a vendor token that runs on into filler (xoxp-…-####, ghp_abc***) is a template
  if (rule.category === "credential" && /^(?:#{2}|\*{2}|•|…|\.{3})/.test(text.slice(valueEnd, valueEnd + 3))) return null;
  return { start: valueStart, end: valueEnd, valueStart, valueEnd };
}

/** The hits' lists back to the pool: the next pass takes them cleared. */
function releaseHits(hits: Array<number[] | undefined>): void {
  for (let index = 0; index < hits.length; index++) if (hits[index] !== undefined) hits[index] = undefined;
  spareHits = hits;
}

/** Whether one of the keywords (their indices) stands in the text. */
function anyPresent(hits: ReadonlyArray<number[] | undefined>, indices: Int32Array): boolean {
  for (let index = 0; index < indices.length; index++) if (hits[indices[index] ?? 0] !== undefined) return true;
  return false;
}

/**
 * Every candidate of a finder over the whole text, given its keywords' offsets when known (`hits`
 * per keyword index, `indices` the rule's keywords').
 */
function findCandidates(
  find: FinderRule["find"],
  text: string,
  hits: ReadonlyArray<number[] | undefined> | undefined,
  indices: Int32Array,
  facts: TextFacts | undefined,
): Candidate[] {
  if (hits === undefined || indices.length === 0) return find(text, undefined, facts);
  const lists: number[][] = [];
  let count = 0;
  for (let index = 0; index < indices.length; index++) {
    const list = hits[indices[index] ?? 0];
    if (list === undefined) continue;
    lists.push(list);
    count += list.length;
  }
  if (lists.length <= 1) return find(text, lists[0] ?? [], facts);
  // a typed array sorts numbers natively (no comparator calls): many keywords give many hits
  const sorted = new Int32Array(count);
  let filled = 0;
  for (const list of lists) for (const at of list) sorted[filled++] = at;
  sorted.sort();
  const offsets = new Array<number>(count);
  for (let index = 0; index < count; index++) offsets[index] = sorted[index] ?? 0;
  return find(text, offsets, facts);
}

/**
 * Every candidate of a pattern rule with leads: its sticky expression tried at each lead character
 * in order, like the global expression only after the end of its last match (the same matches: none
 * can start elsewhere).
 */
function ledCandidates(rule: PatternRule, leads: string, sticky: RegExp, text: string): Candidate[] {
  const found: Candidate[] = [];
  // the next place of each lead character, the nearest taken each time
  const next: number[] = [];
  for (let index = 0; index < leads.length; index++) next.push(text.indexOf(leads.charAt(index)));
  let from = 0;
  for (;;) {
    let position = -1;
    let lead = -1;
    for (let index = 0; index < next.length; index++) {
      const at = next[index] as number;
      if (at !== -1 && (position === -1 || at < position)) {
        position = at;
        lead = index;
      }
    }
    if (position === -1) return found;
    next[lead] = text.indexOf(leads.charAt(lead), position + 1);
    if (position < from) continue;
    sticky.lastIndex = position;
    const match = sticky.exec(text);
    if (match === null || match[0].length === 0) continue;
    from = position + match[0].length;
    const candidate = candidateOf(rule, match, text);
    if (candidate !== null) found.push(candidate);
  }
}

/** Every candidate of a pattern rule over the whole text. */
function patternCandidates(rule: PatternRule, text: string): Candidate[] {
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

/** Keeps the best of overlapping candidates: higher priority first, then the longer span, then the earlier. */
function resolve(candidates: Scored[]): Scored[] {
  // clusters of candidates that overlap one another (most are alone), each resolved by itself
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Scored[] = [];
  let cluster: Scored[] = [];
  let clusterEnd = -1;
  for (const candidate of candidates) {
    if (candidate.start >= clusterEnd && cluster.length > 0) {
      kept.push(...resolveCluster(cluster));
      cluster = [];
    }
    cluster.push(candidate);
    clusterEnd = Math.max(clusterEnd, candidate.end);
  }
  kept.push(...resolveCluster(cluster));
  return kept;
}

/** A cluster's order of precedence: priority, then the longer span, then the earlier one. */
const byRank = (a: Scored, b: Scored): number => b.priority - a.priority || b.end - b.start - (a.end - a.start) || a.start - b.start;
const byStart = (a: Scored, b: Scored): number => a.start - b.start;

/**
 * Sorts in place, stably, as Array.prototype.sort does: by insertion when there are few (most
 * clusters hold two or three candidates, and the built-in sort allocates its work arrays per call).
 */
function sortStably(items: Scored[], compare: (a: Scored, b: Scored) => number): void {
  if (items.length > 16) {
    items.sort(compare);
    return;
  }
  for (let index = 1; index < items.length; index++) {
    const item = items[index] as Scored;
    let at = index;
    for (; at > 0 && compare(items[at - 1] as Scored, item) > 0; at--) items[at] = items[at - 1] as Scored;
    items[at] = item;
  }
}

/** A cluster's candidates resolved; the cluster (its caller's, dropped after) is reordered. */
function resolveCluster(cluster: Scored[]): Scored[] {
  if (cluster.length <= 1) return cluster;
  sortStably(cluster, byRank);
  const kept: Scored[] = [];
  for (let index = 0; index < cluster.length; index++) {
    const candidate = cluster[index] as Scored;
    // the kept candidates it overlaps: how many, and the first
    let overlaps = 0;
    let first: Scored | undefined;
    for (let at = 0; at < kept.length; at++) {
      const other = kept[at] as Scored;
      if (other.end > candidate.start && other.start < candidate.end) {
        overlaps++;
        first ??= other;
      }
    }
    if (first === undefined) {
      kept.push({ ...candidate });
      continue;
    }
    // two credentials over one value (a vendor token inside an assigned value that goes on, e.g. its
    // URL-encoded padding): the better one keeps its kind and takes the whole of both spans
    if (candidate.rule.category === "credential" && overlaps === 1 && first.rule.category === "credential") {
      first.start = Math.min(first.start, candidate.start);
      first.end = Math.max(first.end, candidate.end);
      first.valueStart = Math.min(first.valueStart, candidate.valueStart);
      first.valueEnd = Math.max(first.valueEnd, candidate.valueEnd);
    }
  }
  // a widened span may now touch another kept one: merge those too
  sortStably(kept, byStart);
  const merged: Scored[] = [];
  for (const candidate of kept) {
    const last = merged[merged.length - 1];
    if (last !== undefined && candidate.start < last.end) {
      last.end = Math.max(last.end, candidate.end);
      last.valueEnd = Math.max(last.valueEnd, candidate.valueEnd);
    } else merged.push(candidate);
  }
  return merged;
}

/**
 * Line and column (code points) of each candidate's start; starts must be ascending. One pass over
 * the text, the candidates read by index (no array of offsets made).
 */
function positions(text: string, candidates: readonly Scored[]): Array<{ line: number; column: number }> {
  const result: Array<{ line: number; column: number }> = [];
  let line = 1;
  let lineStart = 0;
  let counted = 0; // offset up to which `column` is counted on the current line
  let column = 1;
  // the next line break, looked for once per line (a long line with many findings stays linear)
  let newline = text.indexOf("\n");
  for (let index = 0; index < candidates.length; index++) {
    const offset = (candidates[index] as Scored).start;
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

/** svc's own placeholders: `<REDACTED:kind#n>`. */
const PLACEHOLDER = /<REDACTED:[a-z0-9-]{1,64}#\d{1,9}>/g;

/**
 * Candidates that touch one of svc's own placeholders are no findings: a snapshot always verifies,
 * and redacting a redacted text changes nothing (`--user "<REDACTED:email#2>"` holds no password).
 */
function withoutPlaceholders(text: string, candidates: Scored[]): Scored[] {
  if (!text.includes("<REDACTED:")) return candidates;
  const placeholders: Array<[number, number]> = [];
  for (const match of text.matchAll(PLACEHOLDER)) placeholders.push([match.index, match.index + match[0].length]);
  if (placeholders.length === 0) return candidates;
  // touching counts: a value that runs up to a placeholder was cut there by an earlier redaction
  return candidates.filter((candidate) => !placeholders.some(([start, end]) => candidate.start <= end && candidate.end >= start));
}

// Base64 that decodes to text is judged by what the scanner finds in that text (one level deep).
let decoding = false;
const DECODED_OPTIONS: ScanOptions = { format: undefined };
setDecodedScanner((decoded) => {
  if (decoding) return false;
  decoding = true;
  try {
    // options of the shape a caller's have (a format): scan's code stays specialised to one shape
    return scan(decoded, DECODED_OPTIONS).some((finding) => finding.category === "credential");
  } finally {
    decoding = false;
  }
});

/**
 * The rules without anchors over the text, their candidates added to `candidates`: each rule whose
 * keyword the gate saw (or every rule, without the prefilter).
 */
function runKeyed(text: string, gate: Gate, hits: Array<number[] | undefined>, facts: TextFacts | undefined, prefilter: boolean, candidates: Scored[]): void {
  const otherScript = facts?.otherScript === true;
  for (let index = 0; index < gate.keyed.length; index++) {
    const keyed = gate.keyed[index] as KeyedRule;
    const indices = keyed.keywords;
    // a rule runs when one of its keywords stands in the text; one that reads the facts also on a text
    // with letters beyond ASCII (its cues in other scripts are no literal of the gate's)
    if (prefilter && indices.length > 0 && !anyPresent(hits, indices) && !(otherScript && keyed.facts)) continue;
    const found =
      keyed.find !== undefined
        ? findCandidates(keyed.find, text, hits, indices, keyed.facts ? facts : undefined)
        : keyed.sticky !== undefined
          ? ledCandidates(keyed.pattern as PatternRule, (keyed.pattern as PatternRule).leads as string, keyed.sticky, text)
          : patternCandidates(keyed.pattern as PatternRule, text);
    for (let at = 0; at < found.length; at++) candidates.push(scored(found[at] as Candidate, keyed.rule));
  }
}

/** A credential's span is widened over the escapes that interrupt its word (fitToStrings). */
function isCredential(candidate: Scored): boolean {
  return candidate.rule.category === "credential";
}

/** The findings of the kept candidates (in order of their starts), with line and column. */
function findingsOf(text: string, kept: readonly Scored[]): Finding[] {
  const places = positions(text, kept);
  const findings: Finding[] = [];
  for (let index = 0; index < kept.length; index++) {
    const candidate = kept[index] as Scored;
    findings.push({
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
    });
  }
  return findings;
}

/** Every sensitive span in `text`, in order, non-overlapping. */
export function scan(text: string, options: ScanOptions = {}): Finding[] {
  const rules = options.rules ?? RULES;
  const candidates: Scored[] = [];
  const gate = gateOf(rules, options.anchored !== false);
  const { hits, facts } = gatePass(text, gate, candidates);
  runKeyed(text, gate, hits, facts, options.prefilter !== false, candidates);
  releaseHits(hits);
  if (options.privateDomains !== undefined && options.privateDomains.length > 0) {
    const rule = privateDomainRule(options.privateDomains);
    for (const candidate of rule.find(text)) candidates.push(scored(candidate, rule));
  }
  const kept = fitToStrings(text, resolve(withoutPlaceholders(text, candidates)), options.format, isCredential);
  forgetLastValue();
  // a decoded text is scanned in the middle of its text's scan: that scan's spans stay
  if (!decoding) forgetSpans();
  return findingsOf(text, kept);
}
