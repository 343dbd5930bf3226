// The redactor: one RedactionSession per snapshot. It numbers each distinct value per kind
// (`<REDACTED:github-token#1>`, the same value the same number in every file of the snapshot),
// fingerprints credentials with an HMAC key made for the snapshot and never stored, applies the
// `--replace FROM=TO` pairs, and reports what it did without ever holding a value in a result.
import { createHmac, randomBytes } from "node:crypto";
import { UsageError } from "../core/errors.ts";
import { HomeForms } from "./home.ts";
import type { Category } from "./rules.ts";
import { type Finding, scan, type ScanOptions } from "./scan.ts";
import { formatOf } from "./strings.ts";

export interface ReplacePair {
  from: string;
  to: string;
}

/** One redaction as reports print it: where, what kind, what replaced it; never the value. */
export interface Redaction {
  file: string;
  line: number;
  column: number;
  kind: string;
  category: Category;
  /** What replaced the value: `<REDACTED:kind#n>`, or for a home path's user `~` or the form its reader expands (home.ts). */
  replacement: string;
  /** A home path where nothing expands a variable: the placeholder must be filled in by hand, and why. */
  edit?: string;
  /** Credentials only: first 8 hex of HMAC-SHA-256(snapshot key, value). */
  fingerprint?: string;
}

/** A --replace pair as the snapshot's reports record it: FROM only by its fingerprint. */
export interface ReportedReplacement {
  /** First 8 hex of the session's HMAC of FROM (the name itself never appears in the snapshot). */
  fingerprint: string;
  to: string;
  count: number;
}

export interface ReplacementCount {
  from: string;
  to: string;
  count: number;
}

export interface RedactedText {
  text: string;
  redactions: Redaction[];
  /** One entry per --replace pair, with how often it applied in this text. */
  replacements: ReplacementCount[];
}

export interface RedactionSessionOptions {
  /** `--replace FROM=TO` pairs: whole-word, case-sensitive, applied outside redacted spans. */
  replace?: readonly ReplacePair[];
  /** The HMAC key; tests only. By default 32 random bytes that leave the process with nobody. */
  key?: Uint8Array;
  scan?: ScanOptions;
  /** Domains whose host names and e-mail addresses are private (`--private-domain`, the person's own mail domains). */
  privateDomains?: readonly string[];
}

export interface SessionSummary {
  /** Redactions per kind across every text of the session. */
  byKind: Record<string, number>;
  /** Distinct values per kind (the highest placeholder number). */
  distinctByKind: Record<string, number>;
  replacements: ReplacementCount[];
}

/** Parses one `--replace FROM=TO`. FROM is what is replaced, TO what it becomes (may be empty). */
export function parseReplace(spec: string): ReplacePair {
  const equals = spec.indexOf("=");
  if (equals <= 0) throw new UsageError(`--replace needs FROM=TO, got "${spec}"`, { hint: "Example: --replace jdoe-labs=acme" });
  const from = spec.slice(0, equals);
  const to = spec.slice(equals + 1);
  if (/[\r\n]/.test(from) || /[\r\n]/.test(to)) throw new UsageError("--replace FROM and TO must be on one line");
  if (from.trim() !== from) throw new UsageError(`--replace FROM must not start or end with spaces: "${from}"`);
  return { from, to };
}

const WORD = /[A-Za-z0-9_]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One expression for all pairs, longest FROM first, each FROM bounded by non-word characters. */
function replaceExpression(pairs: readonly ReplacePair[]): RegExp | null {
  if (pairs.length === 0) return null;
  const sources = [...pairs]
    .sort((a, b) => b.from.length - a.from.length)
    .map((pair) => {
      const left = WORD.test(pair.from[0] ?? "") ? "(?<![A-Za-z0-9_])" : "";
      const right = WORD.test(pair.from[pair.from.length - 1] ?? "") ? "(?![A-Za-z0-9_])" : "";
      return `${left}${escapeRegExp(pair.from)}${right}`;
    });
  return new RegExp(sources.join("|"), "g");
}

export class RedactionSession {
  readonly #key: Buffer;
  readonly #pairs: readonly ReplacePair[];
  readonly #replaceExpression: RegExp | null;
  readonly #scanOptions: ScanOptions;
  /** kind → HMAC of the value → its number. Keyed by digest, so the session holds no value. */
  readonly #numbers = new Map<string, Map<string, number>>();
  readonly #byKind = new Map<string, number>();
  readonly #replaced = new Map<string, number>();

  constructor(options: RedactionSessionOptions = {}) {
    this.#key = Buffer.from(options.key ?? randomBytes(32));
    this.#pairs = options.replace ?? [];
    const froms = new Set<string>();
    for (const pair of this.#pairs) {
      if (pair.from === "") throw new UsageError("--replace FROM must not be empty");
      if (froms.has(pair.from)) throw new UsageError(`--replace names "${pair.from}" twice`);
      froms.add(pair.from);
    }
    this.#replaceExpression = replaceExpression(this.#pairs);
    this.#scanOptions = { ...options.scan, ...(options.privateDomains ? { privateDomains: options.privateDomains } : {}) };
  }

  /** Redacts one text (a file of the snapshot, named by `file` in the report). */
  redact(text: string, file: string): RedactedText {
    return this.apply(text, file, scan(text, { ...this.#scanOptions, format: formatOf(file) }));
  }

  /** Redacts with findings already made by `scan(text)` (so a caller can show them first). */
  apply(text: string, file: string, findings: readonly Finding[]): RedactedText {
    const redactions: Redaction[] = [];
    const counts = new Map<string, number>();
    let output = "";
    let cursor = 0;
    let home: HomeForms | undefined;
    for (const [index, finding] of findings.entries()) {
      const value = text.slice(finding.valueStart, finding.valueEnd);
      const digest = this.#digest(value);
      let placeholder: string;
      let edit: string | undefined;
      if (finding.replacement === "home") {
        // The form its reader expands, which may requote around it (within the text no other finding covers).
        home ??= new HomeForms(file, text, formatOf(file));
        const rewrite = home.rewrite(finding.start, finding.end, { start: cursor, end: findings[index + 1]?.start ?? text.length });
        output +=
          this.#replaceIn(text.slice(cursor, rewrite.start), counts) +
          this.#replaceIn(rewrite.before, counts) +
          rewrite.form +
          this.#replaceIn(rewrite.after, counts);
        cursor = rewrite.end;
        placeholder = rewrite.form;
        edit = rewrite.edit;
      } else {
        output += this.#replaceIn(text.slice(cursor, finding.start), counts);
        placeholder = `<REDACTED:${finding.kind}#${this.#number(finding.kind, digest)}>`;
        // keep the line count: a multi-line secret leaves its line breaks behind the placeholder
        const span = text.slice(finding.start, finding.end);
        const breaks = span.match(/\r?\n/g)?.join("") ?? "";
        output += placeholder + breaks;
        cursor = finding.end;
      }
      const redaction: Redaction = {
        file,
        line: finding.line,
        column: finding.column,
        kind: finding.kind,
        category: finding.category,
        replacement: placeholder,
        ...(edit === undefined ? {} : { edit }),
      };
      if (finding.category === "credential") redaction.fingerprint = digest.slice(0, 8);
      redactions.push(redaction);
      this.#byKind.set(finding.kind, (this.#byKind.get(finding.kind) ?? 0) + 1);
    }
    output += this.#replaceIn(text.slice(cursor), counts);
    const replacements = this.#pairs.map((pair) => ({ from: pair.from, to: pair.to, count: counts.get(pair.from) ?? 0 }));
    for (const replacement of replacements) {
      this.#replaced.set(replacement.from, (this.#replaced.get(replacement.from) ?? 0) + replacement.count);
    }
    return { text: output, redactions, replacements };
  }

  /** Applies the --replace pairs to a file path of the snapshot (counted like text). */
  rewritePath(filePath: string): string {
    const counts = new Map<string, number>();
    const rewritten = this.#replaceIn(filePath, counts);
    for (const [from, count] of counts) this.#replaced.set(from, (this.#replaced.get(from) ?? 0) + count);
    return rewritten;
  }

  /** A text with every --replace FROM rewritten, uncounted (for the snapshot's own reports and labels). */
  scrub(text: string): string {
    return this.#replaceIn(text, new Map());
  }

  /** What the session did so far, for the manifest and the report. */
  summary(): SessionSummary {
    const distinctByKind: Record<string, number> = {};
    for (const [kind, numbers] of this.#numbers) distinctByKind[kind] = numbers.size;
    return {
      byKind: Object.fromEntries(this.#byKind),
      distinctByKind,
      replacements: this.#pairs.map((pair) => ({ from: pair.from, to: pair.to, count: this.#replaced.get(pair.from) ?? 0 })),
    };
  }

  /** The fingerprint this session gives a value (credentials' `fingerprint` field). */
  fingerprint(value: string): string {
    return this.#digest(value).slice(0, 8);
  }

  #digest(value: string): string {
    return createHmac("sha256", this.#key).update(value, "utf8").digest("hex");
  }

  #number(kind: string, digest: string): number {
    let numbers = this.#numbers.get(kind);
    if (numbers === undefined) {
      numbers = new Map();
      this.#numbers.set(kind, numbers);
    }
    let number = numbers.get(digest);
    if (number === undefined) {
      number = numbers.size + 1;
      numbers.set(digest, number);
    }
    return number;
  }

  #replaceIn(segment: string, counts: Map<string, number>): string {
    const expression = this.#replaceExpression;
    if (expression === null || segment === "") return segment;
    const byFrom = new Map(this.#pairs.map((pair) => [pair.from, pair.to]));
    return segment.replace(expression, (found) => {
      counts.set(found, (counts.get(found) ?? 0) + 1);
      return byFrom.get(found) ?? found;
    });
  }
}

/** A session for one snapshot. */
export function createRedactionSession(options: RedactionSessionOptions = {}): RedactionSession {
  return new RedactionSession(options);
}

/** Counts of findings per kind (for `distill inspect`), never the values. */
export function countByKind(findings: readonly Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
  return counts;
}
