// A small parser for the regular-expression dialects peers publish their rules in (Rust `regex`,
// Python `re`, PCRE-ish: verbose mode, inline and scoped flags, `(?P<name>…)`, `\A`/`\z`, POSIX
// classes), with two uses: turning a rule into a JavaScript RegExp (to find the secret inside a
// peer's own example line) and drawing a random string a rule matches (for peers that publish
// expressions but no examples). Written for this generator; it reads peers' expressions at run time.

type Range = [number, number];

export type Node =
  | { t: "char"; code: number; ci: boolean }
  | { t: "set"; negate: boolean; ranges: Range[]; ci: boolean }
  | { t: "any"; dotAll: boolean }
  | { t: "seq"; items: Node[] }
  | { t: "alt"; options: Node[] }
  | { t: "group"; capture: boolean; name?: string; index: number; body: Node; comment?: string }
  | { t: "look"; behind: boolean; negate: boolean; body: Node }
  | { t: "repeat"; body: Node; min: number; max: number; lazy: boolean }
  | { t: "assert"; kind: "start" | "end" | "line-start" | "line-end" | "word" | "not-word" | "end-or-newline" }
  | { t: "backref"; ref: string };

interface Flags {
  i: boolean;
  x: boolean;
  s: boolean;
  m: boolean;
}

const DIGIT: Range[] = [[0x30, 0x39]];
const WORD: Range[] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const SPACE: Range[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
];
const LETTER: Range[] = [
  [0x41, 0x5a],
  [0x61, 0x7a],
];

const POSIX: Record<string, Range[]> = {
  alpha: LETTER,
  digit: DIGIT,
  alnum: [
    [0x30, 0x39],
    [0x41, 0x5a],
    [0x61, 0x7a],
  ],
  upper: [[0x41, 0x5a]],
  lower: [[0x61, 0x7a]],
  space: SPACE,
  xdigit: [
    [0x30, 0x39],
    [0x41, 0x46],
    [0x61, 0x66],
  ],
  word: WORD,
  punct: [
    [0x21, 0x2f],
    [0x3a, 0x40],
    [0x5b, 0x60],
    [0x7b, 0x7e],
  ],
  print: [[0x20, 0x7e]],
  graph: [[0x21, 0x7e]],
};

function complement(ranges: Range[]): Range[] {
  const sorted = normalise(ranges);
  const out: Range[] = [];
  let start = 0;
  for (const [lo, hi] of sorted) {
    if (lo > start) out.push([start, lo - 1]);
    start = hi + 1;
  }
  if (start <= 0x10ffff) out.push([start, 0x10ffff]);
  return out;
}

function normalise(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Range[] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

export class RegexSyntaxError extends Error {}

/** Parses `source`; leading inline flags such as `(?xi)` apply to the rest, as in Rust and Python. */
export function parseRegex(source: string, initial: Partial<Flags> = {}): Node {
  let pos = 0;
  let groupCount = 0;
  let lastComment: string | undefined;
  const fail = (why: string): never => {
    throw new RegexSyntaxError(`${why} at ${pos} in ${JSON.stringify(source.slice(0, 120))}`);
  };

  const skipVerbose = (flags: Flags): void => {
    if (!flags.x) return;
    while (pos < source.length) {
      const ch = source[pos]!;
      if (/\s/.test(ch)) pos++;
      else if (ch === "#") {
        while (pos < source.length && source[pos] !== "\n") pos++;
      } else break;
    }
  };

  const parseAlternation = (flags: Flags): Node => {
    const options: Node[] = [parseSequence(flags)];
    while (source[pos] === "|") {
      pos++;
      options.push(parseSequence(flags));
    }
    return options.length === 1 ? options[0]! : { t: "alt", options };
  };

  // Inline flags such as `(?i)` change the flags for the rest of the enclosing group.
  const parseSequence = (flags: Flags): Node => {
    const items: Node[] = [];
    for (;;) {
      skipVerbose(flags);
      if (pos >= source.length || source[pos] === "|" || source[pos] === ")") break;
      lastComment = undefined;
      const atom = parseAtom(flags);
      if (atom === undefined) {
        // `(?# password )` right after a group labels it, as kingfisher writes its rules
        const previous = items[items.length - 1];
        const group = previous?.t === "repeat" ? previous.body : previous;
        if (lastComment !== undefined && group?.t === "group" && group.capture) group.comment = lastComment;
        continue;
      }
      skipVerbose(flags);
      items.push(parseQuantifier(atom, flags));
    }
    return items.length === 1 ? items[0]! : { t: "seq", items };
  };

  const parseQuantifier = (atom: Node, flags: Flags): Node => {
    let node = atom;
    for (;;) {
      skipVerbose(flags);
      const ch = source[pos];
      let min: number, max: number;
      if (ch === "*") [min, max] = [0, Infinity];
      else if (ch === "+") [min, max] = [1, Infinity];
      else if (ch === "?") [min, max] = [0, 1];
      else if (ch === "{") {
        const match = /^\{\s*(\d*)\s*(?:(,)\s*(\d*)\s*)?\}/.exec(source.slice(pos));
        if (!match || (match[1] === "" && match[3] === undefined)) return node; // a literal brace
        min = match[1] === "" ? 0 : Number(match[1]);
        max = match[2] ? (match[3] ? Number(match[3]) : Infinity) : min;
        pos += match[0].length - 1;
      } else return node;
      pos++;
      let lazy = false;
      if (source[pos] === "?") {
        lazy = true;
        pos++;
      } else if (source[pos] === "+") pos++; // possessive: same strings
      node = { t: "repeat", body: node, min, max, lazy };
    }
  };

  const parseGroup = (flags: Flags): Node | undefined => {
    // at "(" already consumed
    if (source[pos] === "?") {
      pos++;
      const rest = source.slice(pos);
      if (rest.startsWith("#")) {
        const end = source.indexOf(")", pos);
        if (end < 0) fail("unclosed comment");
        lastComment = source.slice(pos + 1, end).trim();
        pos = end + 1;
        return undefined;
      }
      if (rest.startsWith(":")) {
        pos++;
        return groupBody(flags, false);
      }
      if (rest.startsWith("P<") || (rest.startsWith("<") && !rest.startsWith("<=") && !rest.startsWith("<!"))) {
        const match = /^P?<([A-Za-z_][A-Za-z0-9_]*)>/.exec(rest)!;
        if (!match) fail("bad group name");
        pos += match[0].length;
        return groupBody(flags, true, match[1]);
      }
      if (rest.startsWith("P=")) {
        const match = /^P=([A-Za-z_][A-Za-z0-9_]*)\)/.exec(rest);
        if (!match) fail("bad back reference");
        pos += match![0].length;
        return { t: "backref", ref: match![1]! };
      }
      for (const [prefix, behind, negate] of [
        ["=", false, false],
        ["!", false, true],
        ["<=", true, false],
        ["<!", true, true],
      ] as const) {
        if (rest.startsWith(prefix)) {
          pos += prefix.length;
          const body = parseAlternation({ ...flags });
          if (source[pos] !== ")") fail("unclosed look-around");
          pos++;
          return { t: "look", behind, negate, body };
        }
      }
      const match = /^([a-zA-Z]*)(?:-([a-zA-Z]*))?([:)])/.exec(rest);
      if (!match) fail("unknown group");
      pos += match![0].length;
      const scoped = { ...flags };
      for (const f of match![1]!) if (f in scoped) scoped[f as keyof Flags] = true;
      for (const f of match![2] ?? "") if (f in scoped) scoped[f as keyof Flags] = false;
      if (match![3] === ")") {
        Object.assign(flags, scoped); // to the end of the enclosing group
        return undefined;
      }
      return groupBody(scoped, false, undefined, true);
    }
    return groupBody(flags, true);
  };

  const groupBody = (flags: Flags, capture: boolean, name?: string, ownFlags = false): Node => {
    const index = capture ? ++groupCount : 0;
    const body = parseAlternation(ownFlags ? flags : { ...flags });
    if (source[pos] !== ")") fail("unclosed group");
    pos++;
    return { t: "group", capture, ...(name ? { name } : {}), index, body };
  };

  const parseEscapeInClass = (): Range[] => {
    // at the character after "\"
    const ch = source[pos++];
    switch (ch) {
      case "d":
        return DIGIT;
      case "D":
        return complement(DIGIT);
      case "w":
        return WORD;
      case "W":
        return complement(WORD);
      case "s":
        return SPACE;
      case "S":
        return complement(SPACE);
      case "p":
      case "P": {
        const match = /^(?:\{([^}]*)\}|([A-Za-z]))/.exec(source.slice(pos));
        if (!match) fail("bad property class");
        pos += match![0].length;
        const ranges = unicodeProperty(match![1] ?? match![2]!);
        return ch === "P" ? complement(ranges) : ranges;
      }
      default: {
        pos--;
        const code = parseEscapedChar();
        return [[code, code]];
      }
    }
  };

  const parseEscapedChar = (): number => {
    const ch = source[pos++];
    if (ch === undefined) return fail("trailing backslash");
    const simple: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, a: 7, e: 27, "0": 0 };
    if (ch in simple) return simple[ch]!;
    if (ch === "x") {
      const braced = /^\{([0-9A-Fa-f]+)\}/.exec(source.slice(pos));
      if (braced) {
        pos += braced[0].length;
        return parseInt(braced[1]!, 16);
      }
      const hex = source.slice(pos, pos + 2);
      pos += 2;
      return parseInt(hex, 16);
    }
    if (ch === "u") {
      const hex = source.slice(pos, pos + 4);
      pos += 4;
      return parseInt(hex, 16);
    }
    return ch.codePointAt(0)!;
  };

  const parseClass = (flags: Flags): Node => {
    // at the character after "["
    let negate = false;
    if (source[pos] === "^") {
      negate = true;
      pos++;
    }
    const ranges: Range[] = [];
    let first = true;
    while (pos < source.length && (source[pos] !== "]" || first)) {
      first = false;
      if (source.startsWith("[:", pos)) {
        const match = /^\[:(\^?)([a-z]+):\]/.exec(source.slice(pos));
        if (match && POSIX[match[2]!]) {
          pos += match[0].length;
          ranges.push(...(match[1] ? complement(POSIX[match[2]!]!) : POSIX[match[2]!]!));
          continue;
        }
      }
      if (source[pos] === "[") {
        // a nested class (Rust): its members join ours
        pos++;
        const inner = parseClass(flags) as Extract<Node, { t: "set" }>;
        ranges.push(...(inner.negate ? complement(inner.ranges) : inner.ranges));
        continue;
      }
      if (source.startsWith("&&", pos) || (source.startsWith("--", pos) && source[pos + 2] === "[")) {
        fail("class set operations are not supported");
      }
      let lo: Range[];
      if (source[pos] === "\\") {
        pos++;
        lo = parseEscapeInClass();
      } else {
        const code = source.codePointAt(pos)!;
        pos += code > 0xffff ? 2 : 1;
        lo = [[code, code]];
      }
      if (lo.length === 1 && lo[0]![0] === lo[0]![1] && source[pos] === "-" && source[pos + 1] !== "]" && pos + 1 < source.length) {
        pos++;
        let hi: number;
        if (source[pos] === "\\") {
          pos++;
          const escaped = parseEscapeInClass();
          if (escaped.length !== 1 || escaped[0]![0] !== escaped[0]![1]) {
            // `a-\d`: the dash is literal
            ranges.push(lo[0]!, [0x2d, 0x2d], ...escaped);
            continue;
          }
          hi = escaped[0]![0];
        } else {
          hi = source.codePointAt(pos)!;
          pos += hi > 0xffff ? 2 : 1;
        }
        if (hi < lo[0]![0]) fail("reversed range");
        ranges.push([lo[0]![0], hi]);
      } else ranges.push(...lo);
    }
    if (source[pos] !== "]") fail("unclosed class");
    pos++;
    return { t: "set", negate, ranges: normalise(ranges), ci: flags.i };
  };

  const parseAtom = (flags: Flags): Node | undefined => {
    const ch = source[pos++]!;
    switch (ch) {
      case "(":
        return parseGroup(flags);
      case "[":
        return parseClass(flags);
      case ".":
        return { t: "any", dotAll: flags.s };
      case "^":
        return { t: "assert", kind: flags.m ? "line-start" : "start" };
      case "$":
        return { t: "assert", kind: flags.m ? "line-end" : "end" };
      case "\\": {
        const next = source[pos]!;
        const asserts: Record<string, Extract<Node, { t: "assert" }>["kind"]> = { b: "word", B: "not-word", A: "start", z: "end", Z: "end-or-newline" };
        if (next in asserts) {
          pos++;
          return { t: "assert", kind: asserts[next]! };
        }
        if (/[1-9]/.test(next)) {
          pos++;
          return { t: "backref", ref: next };
        }
        if (next === "Q") {
          const end = source.indexOf("\\E", pos + 1);
          const literal = source.slice(pos + 1, end < 0 ? undefined : end);
          pos = end < 0 ? source.length : end + 2;
          return { t: "seq", items: [...literal].map((c) => ({ t: "char" as const, code: c.codePointAt(0)!, ci: flags.i })) };
        }
        const ranges = parseEscapeInClass();
        if (ranges.length === 1 && ranges[0]![0] === ranges[0]![1]) return { t: "char", code: ranges[0]![0], ci: flags.i };
        return { t: "set", negate: false, ranges, ci: flags.i };
      }
      default: {
        const code = source.codePointAt(pos - 1)!;
        if (code > 0xffff) pos++;
        return { t: "char", code, ci: flags.i };
      }
    }
  };

  const flags: Flags = { i: false, x: false, s: false, m: false, ...initial };
  const root = parseAlternation(flags);
  if (pos < source.length) fail("unexpected )");
  return root;
}

function unicodeProperty(name: string): Range[] {
  const key = name.replace(/^(?:Is|In)/, "").toLowerCase();
  if (["l", "letter", "alphabetic", "alpha"].includes(key)) return [...LETTER, [0xc0, 0x24f]];
  if (["lu", "uppercase_letter", "upper", "uppercase"].includes(key)) return [[0x41, 0x5a]];
  if (["ll", "lowercase_letter", "lower", "lowercase"].includes(key)) return [[0x61, 0x7a]];
  if (["n", "nd", "digit", "number", "decimal_number"].includes(key)) return DIGIT;
  if (["ascii"].includes(key)) return [[0, 0x7f]];
  return [[0x21, 0x7e]];
}

// ---------------------------------------------------------------------------------------------
// To JavaScript

function escapeCode(code: number): string {
  if ((code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f) {
    return String.fromCodePoint(code);
  }
  return code <= 0xffff ? `\\u${code.toString(16).padStart(4, "0")}` : `\\u{${code.toString(16)}}`;
}

function caseFold(ranges: Range[]): Range[] {
  const extra: Range[] = [];
  for (const [lo, hi] of ranges) {
    const a = Math.max(lo, 0x41),
      b = Math.min(hi, 0x5a);
    if (a <= b) extra.push([a + 32, b + 32]);
    const c = Math.max(lo, 0x61),
      d = Math.min(hi, 0x7a);
    if (c <= d) extra.push([c - 32, d - 32]);
  }
  return normalise([...ranges, ...extra]);
}

function setSource(ranges: Range[], negate: boolean): string {
  const body = ranges.map(([lo, hi]) => (lo === hi ? escapeCode(lo) : `${escapeCode(lo)}-${escapeCode(hi)}`)).join("");
  return `[${negate ? "^" : ""}${body}]`;
}

function toSource(node: Node, names: Map<string, number>): string {
  switch (node.t) {
    case "char":
      if (node.ci && /[A-Za-z]/.test(String.fromCodePoint(node.code))) return setSource(caseFold([[node.code, node.code]]), false);
      return escapeCode(node.code);
    case "set":
      return setSource(node.ci ? caseFold(node.ranges) : node.ranges, node.negate);
    case "any":
      return node.dotAll ? "[\\s\\S]" : "[^\\n]";
    case "seq":
      return node.items.map((item) => toSource(item, names)).join("");
    case "alt":
      return node.options.map((option) => toSource(option, names)).join("|");
    case "group":
      return node.capture ? `(${toSource(node.body, names)})` : `(?:${toSource(node.body, names)})`;
    case "look":
      return `(?${node.behind ? "<" : ""}${node.negate ? "!" : "="}${toSource(node.body, names)})`;
    case "repeat": {
      const body = toSource(node.body, names);
      const wrapped = node.body.t === "char" || node.body.t === "set" || node.body.t === "any" || node.body.t === "group" ? body : `(?:${body})`;
      const count = node.max === Infinity ? `{${node.min},}` : node.min === node.max ? `{${node.min}}` : `{${node.min},${node.max}}`;
      return `${wrapped}${count}${node.lazy ? "?" : ""}`;
    }
    case "assert":
      switch (node.kind) {
        case "start":
          return "^";
        case "end":
          return "$";
        case "line-start":
          return "(?:^|(?<=\\n))";
        case "line-end":
          return "(?=\\n|$)";
        case "end-or-newline":
          return "(?=\\n?$)";
        case "word":
          return "\\b";
        case "not-word":
          return "\\B";
      }
      return "";
    case "backref": {
      const index = /^\d+$/.test(node.ref) ? Number(node.ref) : names.get(node.ref);
      return index ? `\\${index}` : "";
    }
  }
}

function groupNames(node: Node, into: Map<string, number>): Map<string, number> {
  walk(node, (n) => {
    if (n.t === "group" && n.name) into.set(n.name, n.index);
  });
  return into;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  switch (node.t) {
    case "seq":
      node.items.forEach((item) => walk(item, visit));
      break;
    case "alt":
      node.options.forEach((option) => walk(option, visit));
      break;
    case "group":
    case "look":
    case "repeat":
      walk(node.body, visit);
      break;
    default:
      break;
  }
}

/** A JavaScript RegExp with the same capture numbering (flags are folded into the expression). */
export function toJsRegExp(node: Node): RegExp {
  return new RegExp(toSource(node, groupNames(node, new Map())), "u");
}

/** The capture groups of `node`, outermost first, in index order. */
export function captureGroups(node: Node): Extract<Node, { t: "group" }>[] {
  const groups: Extract<Node, { t: "group" }>[] = [];
  walk(node, (n) => {
    if (n.t === "group" && n.capture) groups.push(n);
  });
  return groups.sort((a, b) => a.index - b.index);
}

// ---------------------------------------------------------------------------------------------
// Sampling

/** The fewest characters a match has (`literals: false`: only those drawn from a class). */
export function minLength(node: Node, literals = true): number {
  switch (node.t) {
    case "char":
      return literals ? 1 : 0;
    case "set":
    case "any":
      return 1;
    case "seq":
      return node.items.reduce((sum, item) => sum + minLength(item, literals), 0);
    case "alt":
      return Math.min(...node.options.map((option) => minLength(option, literals)));
    case "group":
      return minLength(node.body, literals);
    case "repeat":
      return node.min * minLength(node.body, literals);
    default:
      return 0;
  }
}

const PRINTABLE: Range[] = [[0x21, 0x7e]];
const ALNUM: Range[] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x61, 0x7a],
];

function intersect(a: Range[], b: Range[]): Range[] {
  const out: Range[] = [];
  for (const [alo, ahi] of a)
    for (const [blo, bhi] of b) {
      const lo = Math.max(alo, blo),
        hi = Math.min(ahi, bhi);
      if (lo <= hi) out.push([lo, hi]);
    }
  return out;
}

function pickFrom(ranges: Range[], next: () => number): string {
  // Prefer printable ASCII: a rule's `[^\s"']` means "a token character", not "any code point".
  let usable = intersect(ranges, PRINTABLE);
  if (usable.length === 0) usable = ranges;
  const total = usable.reduce((sum, [lo, hi]) => sum + hi - lo + 1, 0);
  let k = Math.floor(next() * total);
  for (const [lo, hi] of usable) {
    const size = hi - lo + 1;
    if (k < size) return String.fromCodePoint(lo + k);
    k -= size;
  }
  return "x";
}

/**
 * A random string `node` matches (look-arounds and anchors are ignored; an unbounded repetition
 * repeats up to 24 more times than its minimum, at least 8). `next` returns floats in [0, 1).
 */
export function sample(node: Node, next: () => number): string {
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  switch (node.t) {
    case "char":
      return String.fromCodePoint(node.code);
    case "set": {
      const ranges = node.negate ? intersect(complement(node.ranges), PRINTABLE) : node.ranges;
      return pickFrom(ranges, next);
    }
    case "any":
      return pickFrom(ALNUM, next);
    case "seq":
      return node.items.map((item) => sample(item, next)).join("");
    case "alt":
      return sample(node.options[int(0, node.options.length - 1)]!, next);
    case "group":
      return sample(node.body, next);
    case "repeat": {
      const max = node.max === Infinity ? Math.max(node.min, 8) + 24 : node.max;
      const count = int(node.min, max);
      let out = "";
      for (let i = 0; i < count; i++) out += sample(node.body, next);
      return out;
    }
    default:
      return "";
  }
}

/**
 * The part of a rule that is the secret: its group named `refine`/`secret`/`token`/`key` if it has
 * one, else its longest capture group when that one is 8 characters or more at the least, else the
 * whole expression with optional context at its ends (a leading `.*`, a trailing `[\s"']*`) left out.
 */
export function secretPart(root: Node): Node {
  const groups = captureGroups(root);
  const named = groups.find((g) => g.name && /^(refine|secret|token|key|password)$/i.test(g.name));
  if (named) return named.body;
  const longest = [...groups].sort((a, b) => minLength(b.body) - minLength(a.body))[0];
  if (longest && minLength(longest.body) >= 8) return longest.body;
  if (root.t === "seq") {
    const items = [...root.items];
    const optional = (n: Node | undefined): boolean => n !== undefined && (n.t === "assert" || n.t === "look" || (n.t === "repeat" && n.min === 0));
    while (optional(items[0])) items.shift();
    while (optional(items[items.length - 1])) items.pop();
    return { t: "seq", items };
  }
  return root;
}

/** How many characters of every match are drawn from a class rather than written out. */
export function minRandomLength(node: Node): number {
  return minLength(node, false);
}
