// Labelled documents for measuring redaction, built independently of svc: secret values from
// peers' published examples (or drawn from their expressions), placed in contexts written here,
// plus harmless documents that must come back unchanged. See README.md in this folder.
import { createHash } from "node:crypto";
import { CONFIG } from "./contexts/config.ts";
import { ENCODING } from "./contexts/encoding.ts";
import { FENCE } from "./contexts/fence.ts";
import { HARMLESS_CONTEXTS } from "./contexts/harmless.ts";
import { PROSE } from "./contexts/prose.ts";
import { accepts, ENV_MARK, render, type Fill, type Template } from "./contexts/render.ts";
import { RULE_BODY } from "./contexts/rule-body.ts";
import { envRef, harmlessValue } from "./harmless.ts";
import { KEY_KINDS, privateKey } from "./keys.ts";
import { randomFor } from "./random.ts";
import * as detectSecrets from "./sources/detect-secrets.ts";
import * as kingfisher from "./sources/kingfisher.ts";
import * as secretsPatternsDb from "./sources/secrets-patterns-db.ts";
import * as securityUtilities from "./sources/security-utilities.ts";
import { FAMILIES, type Document, type Extraction, type Family, type SourceRecord, type Split } from "./types.ts";

export type { Document, Family, Sample, Split } from "./types.ts";

/** The peers this generator reads, by the name `--peer NAME=DIR` takes. */
export const SOURCES: Record<string, (checkout: string, seed: number) => Extraction> = {
  "detect-secrets": (dir) => detectSecrets.extract(dir),
  kingfisher: (dir) => kingfisher.extract(dir),
  "secrets-patterns-db": (dir, seed) => secretsPatternsDb.extract(dir, seed),
  "security-utilities": (dir, seed) => securityUtilities.extract(dir, seed),
};

/** Keys made here (keys.ts), a source of their own; never held out. */
export const GENERATED_SOURCE = "generated-keys";

/**
 * The held-out source, fixed once by a coin flip: sha256("svc-26") read as a number, modulo the
 * number of sources, indexes the sorted source names (0 detect-secrets, 1 kingfisher,
 * 2 secrets-patterns-db, 3 security-utilities). 0x9a12…ce7a mod 4 = 2.
 */
export const HELDOUT_SOURCE = "secrets-patterns-db";
/** The held-out context family: every rule-body document, whatever its source. */
export const HELDOUT_FAMILY: Family = "rule-body";

export function coinFlip(): string {
  const names = Object.keys(SOURCES).sort();
  const n = BigInt(`0x${createHash("sha256").update("svc-26").digest("hex")}`);
  return names[Number(n % BigInt(names.length))]!;
}

export const TEMPLATES: Record<Family, Template[]> = {
  prose: PROSE,
  fence: FENCE,
  "rule-body": RULE_BODY,
  encoding: ENCODING,
  config: CONFIG,
};
export { HARMLESS_CONTEXTS };

export interface Options {
  /** Checkout folder of each peer, by source name (SOURCES). Peers not given are left out. */
  peers: Record<string, string>;
  split?: Split | "all";
  seed?: number;
  /** At most this many values of each rule go into each family (default 2). */
  perRule?: number;
  /** Keys made per key kind (default 6); each family gets all of them. */
  keysPerKind?: number;
  /** Harmless documents made from each harmless context (default 3). */
  harmlessPerContext?: number;
}

export interface Built {
  documents: Document[];
  extractions: Record<string, Extraction>;
  /** Values (source, rule, family) for which no template of the family fitted. */
  unplaced: { source: string; rule: string; family: Family }[];
}

function splitOf(family: Family, sources: string[]): Split {
  return family === HELDOUT_FAMILY || sources.includes(HELDOUT_SOURCE) ? "heldout" : "tune";
}

interface Numbered extends SourceRecord {
  /** Index of this value among its rule's values (stable ids). */
  n: number;
}

function number(records: SourceRecord[]): Numbered[] {
  const counts = new Map<string, number>();
  return records.map((record) => {
    const key = `${record.source}\u0000${record.rule}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return { ...record, n };
  });
}

/**
 * Up to `perRule` values of each rule, chosen by the seed; every generated key (there are few
 * kinds, and key blocks are what several contexts are about).
 */
function sampleByRule(records: Numbered[], perRule: number, seed: number, family: Family): Numbered[] {
  const byRule = new Map<string, Numbered[]>();
  for (const record of records) {
    const key = `${record.source}\u0000${record.rule}`;
    byRule.set(key, [...(byRule.get(key) ?? []), record]);
  }
  const out: Numbered[] = [];
  for (const [key, group] of byRule) {
    const cap = group[0]!.source === GENERATED_SOURCE ? group.length : perRule;
    out.push(...randomFor(seed, "sample", family, key).shuffle(group).slice(0, cap));
  }
  return randomFor(seed, "order", family).shuffle(out);
}

function secretDocuments(family: Family, records: Numbered[], seed: number, unplaced: Built["unplaced"]): Document[] {
  const templates = TEMPLATES[family];
  const used = new Map<string, number>();
  const docs: Document[] = [];
  records.forEach((record, i) => {
    // the least-used template that fits, starting the search at a different one each time
    let best: Template | undefined;
    for (let k = 0; k < templates.length; k++) {
      const candidate = templates[(i + k) % templates.length]!;
      if (!accepts(candidate, record.value)) continue;
      if (!best || (used.get(candidate.id) ?? 0) < (used.get(best.id) ?? 0)) best = candidate;
    }
    if (!best) {
      unplaced.push({ source: record.source, rule: record.rule, family });
      return;
    }
    used.set(best.id, (used.get(best.id) ?? 0) + 1);
    const fill: Fill = { secret: record.value, ruleName: record.label ?? record.rule, ...(record.service ? { service: record.service } : {}) };
    const rendered = render(best, fill, randomFor(seed, "doc", best.id, record.source, record.rule, record.n));
    docs.push({
      id: `${best.id}/${record.source}/${record.rule}#${record.n}`,
      family,
      context: best.id,
      fileKind: best.fileKind,
      text: rendered.text,
      ...(best.parse ? { parse: best.parse } : {}),
      secrets: [{ source: record.source, rule: record.rule, spans: rendered.spans }],
      harmless: rendered.harmless,
      split: splitOf(family, [record.source]),
    });
  });
  return docs;
}

const SERVICES_FOR_HARMLESS = ["GitHub", "Stripe", "Okta", "Datadog", "Linear", "Sentry", "OpenAI", "Twilio", "Jira", "PagerDuty"];

/** Harmless documents: the harmless contexts, and every plain secret template with a stand-in. */
function harmlessDocuments(seed: number, perContext: number): Document[] {
  const docs: Document[] = [];
  const push = (template: Template, id: string, fill: Fill, random: ReturnType<typeof randomFor>): void => {
    const rendered = render(template, fill, random);
    docs.push({
      id,
      family: template.family,
      context: template.id,
      fileKind: template.fileKind,
      text: rendered.text,
      ...(template.parse ? { parse: template.parse } : {}),
      secrets: [],
      harmless: rendered.harmless,
      split: splitOf(template.family, []),
    });
  };
  for (const template of HARMLESS_CONTEXTS) {
    for (let n = 1; n <= perContext; n++) {
      const random = randomFor(seed, "harmless", template.id, n);
      push(template, `${template.id}/harmless#${n}`, { service: random.pick(SERVICES_FOR_HARMLESS) }, random);
    }
  }
  // A reference, a placeholder or a documented example key where the secret would be.
  const kinds = ["env-ref", "placeholder", "aws-doc-example"] as const;
  for (const family of FAMILIES) {
    TEMPLATES[family].forEach((template, i) => {
      if (/\{\{SECRET\|(?!json\}\})/.test(template.text) || template.takes === "key") return; // encodings change a stand-in
      for (let attempt = 0; attempt < kinds.length; attempt++) {
        const what = kinds[(i + attempt) % kinds.length]!;
        const random = randomFor(seed, "stand-in", template.id, what);
        const value = what === "env-ref" ? envRef(template.refStyle ?? "any", random, ENV_MARK) : harmlessValue(what, random);
        if (what !== "env-ref" && !accepts(template, value)) continue;
        const service = what === "aws-doc-example" ? "AWS" : random.pick(SERVICES_FOR_HARMLESS);
        push(template, `${template.id}/harmless/${what}#1`, { standIn: { what, value }, service }, random);
        return;
      }
    });
  }
  return docs;
}

export function build(options: Options): Built {
  const seed = options.seed ?? 26;
  const perRule = options.perRule ?? 2;
  if (coinFlip() !== HELDOUT_SOURCE) throw new Error(`the held-out source is ${coinFlip()} by the coin flip, not ${HELDOUT_SOURCE}`);
  const extractions: Record<string, Extraction> = {};
  for (const [name, dir] of Object.entries(options.peers)) {
    const extract = SOURCES[name];
    if (!extract) throw new Error(`unknown peer ${name}; known: ${Object.keys(SOURCES).join(", ")}`);
    extractions[name] = extract(dir, seed);
  }
  const keys: SourceRecord[] = [];
  for (const kind of KEY_KINDS) {
    for (let i = 0; i < (options.keysPerKind ?? 6); i++) {
      keys.push({ source: GENERATED_SOURCE, rule: kind, value: privateKey(kind, randomFor(seed, "key", kind, i)) });
    }
  }
  extractions[GENERATED_SOURCE] = { kept: keys, dropped: [] };

  const records = number(Object.values(extractions).flatMap((e) => e.kept));
  const unplaced: Built["unplaced"] = [];
  const documents: Document[] = [];
  for (const family of FAMILIES) {
    documents.push(...secretDocuments(family, sampleByRule(records, perRule, seed, family), seed, unplaced));
  }
  documents.push(...harmlessDocuments(seed, options.harmlessPerContext ?? 3));
  const split = options.split ?? "all";
  return { documents: split === "all" ? documents : documents.filter((d) => d.split === split), extractions, unplaced };
}

export function documents(options: { peers: Record<string, string>; split?: Split | "all"; seed?: number; perRule?: number }): Document[] {
  return build(options).documents;
}
