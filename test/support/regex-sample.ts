// A small sampler for regular expressions (the RE2 / Go subset that secret-scanner rules use):
// it parses an expression and draws random strings it matches, noting what each capturing group
// matched. Literals, escapes (\w \d \s \b \x60 …), classes with ranges and negation, POSIX
// [[:alnum:]], groups ((…), (?:…), (?P<n>…), (?i), (?i:…), (?-i:…), (?s:…)), alternation and
// quantifiers (? * + {n} {n,} {n,m}, lazy or not). Anchors and word boundaries produce nothing.
// Unbounded repetition draws a few copies, or 12-40 characters for a class with `+` (a token's
// body); the sample is for a format's shape, not its limits.
import type { Rng } from "./secret-corpus.ts";

type Node =
  | { type: "chars"; set: string }
  | { type: "seq"; items: Node[] }
  | { type: "alt"; options: Node[] }
  | { type: "group"; node: Node; capture: number | null }
  | { type: "repeat"; node: Node; min: number; max: number }
  | { type: "empty" };

const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();
const WORD = `${LOWER}${UPPER}${DIGITS}_`;
const SPACE = " ";
const PRINTABLE = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join("");

const POSIX: Record<string, string> = {
  alnum: `${LOWER}${UPPER}${DIGITS}`,
  alpha: `${LOWER}${UPPER}`,
  digit: DIGITS,
  lower: LOWER,
  upper: UPPER,
  xdigit: `${DIGITS}abcdefABCDEF`,
  space: SPACE,
  word: WORD,
};

class Parser {
  #at = 0;
  #groups = 0;
  readonly source: string;
  constructor(source: string) {
    this.source = source;
  }

  parse(): { node: Node; groups: number } {
    const node = this.#alternation();
    if (this.#at < this.source.length) throw new Error(`unexpected ${this.source[this.#at]} at ${this.#at} in ${this.source}`);
    return { node, groups: this.#groups };
  }

  #peek(): string | undefined {
    return this.source[this.#at];
  }

  #alternation(): Node {
    const options = [this.#sequence()];
    while (this.#peek() === "|") {
      this.#at++;
      options.push(this.#sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { type: "alt", options };
  }

  #sequence(): Node {
    const items: Node[] = [];
    while (this.#at < this.source.length && this.#peek() !== "|" && this.#peek() !== ")") {
      const atom = this.#atom();
      items.push(this.#quantified(atom));
    }
    return { type: "seq", items };
  }

  #quantified(atom: Node): Node {
    const char = this.#peek();
    let min = -1;
    let max = -1;
    if (char === "?") [min, max] = [0, 1];
    else if (char === "*") [min, max] = [0, 3];
    // a class repeated without bound is a token's body: drawn at a token's length
    else if (char === "+") [min, max] = atom.type === "chars" ? [12, 40] : [1, 3];
    else if (char === "{") {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.#at));
      if (match === null) return atom;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === "" ? min + 3 : Number(match[3]);
      this.#at += match[0].length - 1;
    } else return atom;
    this.#at++;
    if (this.#peek() === "?") this.#at++; // lazy: same strings
    return { type: "repeat", node: atom, min, max };
  }

  #atom(): Node {
    const char = this.source[this.#at++] as string;
    if (char === "(") return this.#group();
    if (char === "[") return this.#class();
    if (char === "\\") return this.#escape(false);
    if (char === ".") {
      // a bare dot between two letters is a literal the rule's author left unescaped (hooks.slack.com,
      // xoxe.xoxb-): drawn as the dot real tokens and URLs have there, not as any character
      const before = this.source[this.#at - 2] ?? "";
      const after = this.source[this.#at] ?? "";
      if (/[A-Za-z]/.test(before) && /[A-Za-z]/.test(after)) return { type: "chars", set: "." };
      return { type: "chars", set: PRINTABLE.replace(/[\s]/g, "") };
    }
    if (char === "^" || char === "$") return { type: "empty" };
    return { type: "chars", set: char };
  }

  #group(): Node {
    let capture: number | null = null;
    if (this.source.startsWith("?P<", this.#at) || this.source.startsWith("?<", this.#at)) {
      this.#at = this.source.indexOf(">", this.#at) + 1;
      capture = ++this.#groups;
    } else if (this.#peek() === "?") {
      // flags: (?i) alone changes nothing we generate; (?i:…) (?-i:…) (?s:…) (?:…) are plain groups
      const flags = /^\?[-a-zA-Z]*(:|\))/.exec(this.source.slice(this.#at));
      if (flags === null) throw new Error(`unsupported group at ${this.#at} in ${this.source}`);
      this.#at += flags[0].length;
      if (flags[1] === ")") return { type: "empty" };
    } else capture = ++this.#groups;
    const node = this.#alternation();
    if (this.source[this.#at++] !== ")") throw new Error(`unclosed group in ${this.source}`);
    return { type: "group", node, capture };
  }

  #escape(inClass: boolean): Node {
    const char = this.source[this.#at++] as string;
    const set = (text: string): Node => ({ type: "chars", set: text });
    switch (char) {
      case "w":
        return set(WORD);
      case "d":
        return set(DIGITS);
      case "s":
        return set(SPACE);
      case "S":
        return set(WORD);
      case "W":
        return set("-.:/");
      case "D":
        return set(LOWER);
      case "b":
      case "B":
      case "z":
      case "A":
        return inClass ? set("\b") : { type: "empty" };
      case "n":
        return set("\n");
      case "r":
        return set("\r");
      case "t":
        return set("\t");
      case "x": {
        const hex = this.source.slice(this.#at, this.#at + 2);
        this.#at += 2;
        return set(String.fromCharCode(parseInt(hex, 16)));
      }
      default:
        return set(char);
    }
  }

  #class(): Node {
    let negate = false;
    if (this.#peek() === "^") {
      negate = true;
      this.#at++;
    }
    let members = "";
    let first = true;
    while (this.#at < this.source.length && (this.#peek() !== "]" || first)) {
      first = false;
      if (this.source.startsWith("[:", this.#at)) {
        const end = this.source.indexOf(":]", this.#at);
        members += POSIX[this.source.slice(this.#at + 2, end)] ?? "";
        this.#at = end + 2;
        continue;
      }
      let from: string;
      if (this.#peek() === "\\") {
        this.#at++;
        const escaped = this.#escape(true);
        from = escaped.type === "chars" ? escaped.set : "";
        if (from.length !== 1) {
          members += from;
          continue;
        }
      } else from = this.source[this.#at++] as string;
      if (this.#peek() === "-" && this.source[this.#at + 1] !== "]" && this.source[this.#at + 1] !== undefined) {
        this.#at++;
        let to = this.source[this.#at++] as string;
        if (to === "\\") to = (this.#escape(true) as { set: string }).set;
        for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) members += String.fromCharCode(code);
      } else members += from;
    }
    this.#at++; // ]
    const set = negate
      ? PRINTABLE.split("")
          .filter((c) => !members.includes(c) && !/\s/.test(c))
          .join("")
      : [...new Set(members)].join("");
    return { type: "chars", set };
  }
}

export interface Sample {
  text: string;
  /** What each capturing group matched (1-based; undefined when the group did not take part). */
  groups: Array<string | undefined>;
}

/** A parsed expression that draws samples. */
export class RegexSampler {
  readonly #node: Node;
  readonly #groups: number;
  constructor(source: string) {
    const parsed = new Parser(source).parse();
    this.#node = parsed.node;
    this.#groups = parsed.groups;
  }

  sample(rng: Rng): Sample {
    const groups: Array<string | undefined> = new Array(this.#groups + 1).fill(undefined);
    const text = this.#draw(this.#node, rng, groups);
    return { text, groups };
  }

  #draw(node: Node, rng: Rng, groups: Array<string | undefined>): string {
    switch (node.type) {
      case "empty":
        return "";
      case "chars":
        return node.set.length === 0 ? "" : (node.set[rng.int(node.set.length)] as string);
      case "seq":
        return node.items.map((item) => this.#draw(item, rng, groups)).join("");
      case "alt":
        return this.#draw(rng.pick(node.options), rng, groups);
      case "group": {
        const text = this.#draw(node.node, rng, groups);
        if (node.capture !== null) groups[node.capture] = text;
        return text;
      }
      case "repeat": {
        const count = rng.between(node.min, node.max);
        let text = "";
        for (let index = 0; index < count; index++) text += this.#draw(node.node, rng, groups);
        return text;
      }
    }
  }
}
