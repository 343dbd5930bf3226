// The scanner: runs the rule table over one text and returns the sensitive spans, with overlaps
// resolved and positions as line and column. A finding never carries the value it points at.
import { type Candidate, type Category, type PatternRule, privateDomainRule, RULES, type Rule } from "./rules.ts";
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

// --- the gate: one pass over the lower-cased text ---------------------------------------------
//
// Every anchor of the anchored rules and every keyword of the others go into one Aho-Corasick
// automaton, run once over the lower-cased text (one table lookup a character, however many
// literals). An anchor hit tries its rule (a sticky copy of its pattern, case as the rule says) at
// that spot of the original text; a keyword hit records where the keyword stands, and after the
// pass only the rules with a present keyword (or none) run, finders given those offsets. Lower
// casing keeps offsets for all but a few non-ASCII letters; a text where it does not falls back to
// running every rule over the whole text.

interface GateEntry {
  literal: string;
  /** An anchor: the rule to try here, with its sticky pattern. */
  rule?: PatternRule;
  sticky?: RegExp;
}

interface Gate {
  /** Aho-Corasick automaton over lower-cased ASCII: delta[state * 128 + code] → next state. */
  delta: Int32Array;
  /** Per state, the entries (literals) that end there, or undefined. */
  output: Array<GateEntry[] | undefined>;
  /** Per state, 1 when some literal ends there: the fast test of the scanning loop. */
  final: Uint8Array;
  anchored: ReadonlySet<Rule>;
  /** The rules without anchors, run whole when one of their keywords is present. */
  keyed: readonly Rule[];
}

const gates = new WeakMap<readonly Rule[], Map<string, Gate>>();

/**
 * Builds the automaton: a trie of the literals, with failure links folded into a full transition
 * table, so the scan is one table lookup per character whatever the number of literals.
 */
function automaton(entries: readonly GateEntry[]): Pick<Gate, "delta" | "output" | "final"> {
  const children: Array<Map<number, number>> = [new Map()];
  const ends: Array<GateEntry[]> = [[]];
  for (const entry of entries) {
    let state = 0;
    for (let index = 0; index < entry.literal.length; index++) {
      const code = entry.literal.charCodeAt(index) & 0x7f;
      let next = children[state]?.get(code);
      if (next === undefined) {
        next = children.length;
        children.push(new Map());
        ends.push([]);
        children[state]?.set(code, next);
      }
      state = next;
    }
    ends[state]?.push(entry);
  }
  const delta = new Int32Array(children.length * 128);
  const fail = new Int32Array(children.length);
  const output: Array<GateEntry[] | undefined> = new Array(children.length).fill(undefined);
  const queue: number[] = [];
  for (let code = 0; code < 128; code++) {
    const next = children[0]?.get(code) ?? 0;
    delta[code] = next;
    if (next !== 0) queue.push(next);
  }
  output[0] = undefined;
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head] ?? 0;
    const own = ends[state] ?? [];
    const inherited = output[fail[state] ?? 0] ?? [];
    output[state] = own.length + inherited.length > 0 ? [...own, ...inherited] : undefined;
    for (let code = 0; code < 128; code++) {
      const next = children[state]?.get(code);
      if (next === undefined) {
        delta[state * 128 + code] = delta[(fail[state] ?? 0) * 128 + code] ?? 0;
      } else {
        fail[next] = delta[(fail[state] ?? 0) * 128 + code] ?? 0;
        delta[state * 128 + code] = next;
        queue.push(next);
      }
    }
  }
  const final = new Uint8Array(children.length);
  for (let state = 0; state < children.length; state++) final[state] = output[state] === undefined ? 0 : 1;
  return { delta, output, final };
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
  for (const rule of rules) {
    if (anchoredOn && "pattern" in rule && rule.anchors !== undefined && rule.anchors.length > 0) {
      anchored.add(rule);
      const sticky = new RegExp(rule.pattern.source, `${rule.pattern.flags.replace("g", "")}y`);
      for (const anchor of rule.anchors) entries.push({ literal: anchor.toLowerCase(), rule, sticky });
    } else {
      for (const keyword of rule.keywords) entries.push({ literal: keyword });
    }
  }
  const gate: Gate = { ...automaton(entries), anchored, keyed: rules.filter((rule) => !anchored.has(rule)) };
  byRules.set(key, gate);
  return gate;
}

/**
 * The gate pass: one table lookup per character of the lower-cased text. Candidates of the anchored
 * rules (each tried only where one of its anchors stands, and like a global expression only after
 * the end of its last match), and the keywords present.
 */
function gatePass(text: string, lower: string, gate: Gate, into: Scored[]): Map<string, number[]> {
  const present = new Map<string, number[]>();
  const busyUntil = new Map<PatternRule, number>();
  const { delta, output, final } = gate;
  // one byte per UTF-16 unit (offsets kept); a non-ASCII unit folds onto some ASCII code, which can
  // only add hits (tried and refused on the original text), never hide one, since literals are ASCII
  const bytes = Buffer.from(lower, "latin1");
  const length = bytes.length;
  let state = 0;
  for (let index = 0; index < length; index++) {
    state = delta[(state << 7) | ((bytes[index] ?? 0) & 0x7f)] ?? 0;
    if (final[state] === 0) continue;
    for (const entry of output[state] ?? []) {
      const position = index + 1 - entry.literal.length;
      const { rule, sticky } = entry;
      if (rule === undefined || sticky === undefined) {
        const at = present.get(entry.literal);
        if (at === undefined) present.set(entry.literal, [position]);
        else at.push(position);
        continue;
      }
      if ((busyUntil.get(rule) ?? 0) > position) continue;
      sticky.lastIndex = position;
      const match = sticky.exec(text);
      if (match === null) continue;
      busyUntil.set(rule, position + Math.max(1, match[0].length));
      const candidate = candidateOf(rule, match, text);
      if (candidate !== null) into.push({ ...candidate, rule, priority: rule.priority });
    }
  }
  return present;
}

/** The candidate a pattern match makes, or null when its validator refuses it. */
function candidateOf(rule: PatternRule, match: RegExpExecArray, text: string): Candidate | null {
  const group = match.indices?.groups?.["value"];
  const [valueStart, valueEnd] = group ?? [match.index - (rule.span ?? 0), match.index + match[0].length];
  const value = text.slice(valueStart, valueEnd);
  if (rule.validate && !rule.validate(value, { text, start: valueStart, end: valueEnd })) return null;
  // a vendor token that runs on into filler (xoxp-…-####, ghp_abc***) is a template
  if (rule.category === "credential" && /^(?:#{2}|\*{2}|•|…|\.{3})/.test(text.slice(valueEnd, valueEnd + 3))) return null;
  return { start: valueStart, end: valueEnd, valueStart, valueEnd };
}

/** Every candidate of a rule over the whole text (a finder given its keywords' offsets when known). */
function candidatesOf(rule: Rule, text: string, present?: ReadonlyMap<string, number[]>): Candidate[] {
  if ("find" in rule) {
    if (present === undefined || rule.keywords.length === 0) return rule.find(text);
    const lists = rule.keywords.map((keyword) => present.get(keyword)).filter((list) => list !== undefined);
    if (lists.length === 1) return rule.find(text, lists[0]);
    // a typed array sorts numbers natively (no comparator calls): many keywords give many hits
    const hits = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
    let filled = 0;
    for (const list of lists) for (const at of list) hits[filled++] = at;
    return rule.find(text, Array.from(hits.sort()));
  }
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

function resolveCluster(cluster: Scored[]): Scored[] {
  if (cluster.length <= 1) return cluster;
  const ranked = [...cluster].sort((a, b) => b.priority - a.priority || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Scored[] = [];
  for (const candidate of ranked) {
    const overlapping = kept.filter((other) => other.end > candidate.start && other.start < candidate.end);
    if (overlapping.length === 0) {
      kept.push({ ...candidate });
      continue;
    }
    // two credentials over one value (a vendor token inside an assigned value that goes on, e.g. its
    // URL-encoded padding): the better one keeps its kind and takes the whole of both spans
    if (candidate.rule.category === "credential" && overlapping.length === 1 && overlapping[0]?.rule.category === "credential") {
      const other = overlapping[0];
      other.start = Math.min(other.start, candidate.start);
      other.end = Math.max(other.end, candidate.end);
      other.valueStart = Math.min(other.valueStart, candidate.valueStart);
      other.valueEnd = Math.max(other.valueEnd, candidate.valueEnd);
    }
  }
  // a widened span may now touch another kept one: merge those too
  kept.sort((a, b) => a.start - b.start);
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

/** Line and column (code points) of each offset; offsets must be ascending. One pass over the text. */
function positions(text: string, offsets: readonly number[]): Array<{ line: number; column: number }> {
  const result: Array<{ line: number; column: number }> = [];
  let line = 1;
  let lineStart = 0;
  let counted = 0; // offset up to which `column` is counted on the current line
  let column = 1;
  // the next line break, looked for once per line (a long line with many findings stays linear)
  let newline = text.indexOf("\n");
  for (const offset of offsets) {
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

/** Every sensitive span in `text`, in order, non-overlapping. */
export function scan(text: string, options: ScanOptions = {}): Finding[] {
  const rules = options.rules ?? RULES;
  const candidates: Scored[] = [];
  const lower = text.toLowerCase();
  let active: readonly Rule[];
  let present: Map<string, number[]> | undefined;
  if (lower.length !== text.length) {
    // lower casing moved offsets (a few non-ASCII letters): no gate, every rule over the whole text
    active = rules;
  } else {
    const gate = gateOf(rules, options.anchored !== false);
    const found = gatePass(text, lower, gate, candidates);
    present = found;
    active =
      options.prefilter === false
        ? gate.keyed
        : gate.keyed.filter((rule) => rule.keywords.length === 0 || rule.keywords.some((keyword) => found.has(keyword)));
  }
  for (const rule of active) {
    for (const candidate of candidatesOf(rule, text, present)) candidates.push({ ...candidate, rule, priority: rule.priority });
  }
  if (options.privateDomains !== undefined && options.privateDomains.length > 0) {
    const rule = privateDomainRule(options.privateDomains);
    for (const candidate of rule.find(text)) candidates.push({ ...candidate, rule, priority: rule.priority });
  }
  const kept = fitToStrings(text, resolve(withoutPlaceholders(text, candidates)), options.format, (candidate) => candidate.rule.category === "credential");
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
