// What the extractors share: reading a checkout, naming the service from a rule's name, and
// keeping a value only when it looks real (once per source).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { implausible } from "../plausible.ts";
import type { Random } from "../random.ts";
import { minRandomLength, parseRegex, sample, secretPart } from "../regex.ts";
import type { Dropped, Extraction, SourceRecord } from "../types.ts";

/** How many values are drawn from each expression of a peer that publishes no examples. */
export const DRAWN_PER_RULE = 4;
/** Values drawn from an expression longer than this are left out. */
export const MAX_SAMPLED_LENGTH = 256;

export function requireDir(checkout: string, relative: string, peer: string): string {
  const dir = join(checkout, relative);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`${peer}: ${dir} is not a folder; pass a checkout of ${peer} (see bench/distill-sets/README.md)`);
  }
  return dir;
}

export function readText(path: string): string {
  return readFileSync(path, "utf8");
}

export function listFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => join(dir, name));
}

const CREDENTIAL_WORDS =
  /\b(?:personal access|access|api|app|application|auth|authentication|bearer|bot|client|connection|oauth2?|refresh|secret|session|service account|signing|private|user|admin|management|master|account|legacy|identifiable|webhook|integration|deploy|project|organization|org|server|live|test|restricted|publishable)?\s*(?:keys?|tokens?|secrets?|passwords?|credentials?|pat|string|url|uri|id)\b.*$/i;

/** "Okta API Token" → "Okta"; "GitHub Personal Access Token" → "GitHub". */
export function serviceFromName(name: string): string | undefined {
  const cleaned = name
    .replace(/\s*[-–(/].*$/, "")
    .replace(CREDENTIAL_WORDS, "")
    .replace(/(?:personal|access|api|publish|project|user|auth)*(?:key|token|secret|password)s?$/i, "") // "Pubnubpublishkey"
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned.length < 2 || /^(generic|unclassified|high entropy|credentials?|password|secret|token|key)$/i.test(cleaned)) return undefined;
  return cleaned;
}

/** Collects candidates, keeps the plausible ones once each and records why the others went. */
export class Collector {
  readonly kept: SourceRecord[] = [];
  readonly dropped: Dropped[] = [];
  private readonly seen = new Set<string>();
  readonly source: string;
  constructor(source: string) {
    this.source = source;
  }

  offer(rule: string, value: string, service?: string, label?: string): void {
    const reason = implausible(value) ?? (this.seen.has(value) ? "duplicate" : undefined);
    if (reason) {
      this.dropped.push({ source: this.source, rule, reason });
      return;
    }
    this.seen.add(value);
    this.kept.push({ source: this.source, rule, value, ...(service ? { service } : {}), ...(label ? { label } : {}) });
  }

  drop(rule: string, reason: string): void {
    this.dropped.push({ source: this.source, rule, reason });
  }

  result(): Extraction {
    return { kept: this.kept, dropped: this.dropped };
  }
}

/**
 * Draws DRAWN_PER_RULE values from the secret part of `expression` (regex.ts) and offers them, or
 * records why the rule gives none (not understood; it matches a key name or a short value).
 */
export function offerDrawn(out: Collector, rule: string, expression: string, random: Random, service?: string): void {
  let part;
  try {
    part = secretPart(parseRegex(expression));
  } catch {
    out.drop(rule, "rule's expression not understood");
    return;
  }
  if (minRandomLength(part) < 12) {
    out.drop(rule, "rule matches a key name or a short value, not a secret");
    return;
  }
  for (let i = 0; i < DRAWN_PER_RULE; i++) {
    const value = sample(part, random.next);
    // nested open-ended repetitions can draw a kilobyte; nobody's key looks like that
    if (value.length > MAX_SAMPLED_LENGTH) out.drop(rule, `sampled value longer than ${MAX_SAMPLED_LENGTH} characters`);
    else out.offer(rule, value, service);
  }
}
