// mazen160's secrets-patterns-db publishes expressions only (db/rules-stable.yml: name, regex,
// confidence). Values are drawn from each high-confidence expression's secret part with this
// generator's own sampler (regex.ts): several per rule, from a stream named by the rule and seed.
import { parse as parseYaml } from "yaml";
import { minRandomLength, parseRegex, sample, secretPart } from "../regex.ts";
import { randomFor } from "../random.ts";
import type { Extraction } from "../types.ts";
import { Collector, MAX_SAMPLED_LENGTH, readText, requireDir, serviceFromName } from "./common.ts";
import { join } from "node:path";

export const name = "secrets-patterns-db";

interface Pattern {
  pattern?: { name?: string; regex?: string; confidence?: string };
}

// Expressions for things that locate or name an account rather than unlock it.
const NOT_A_SECRET =
  /gateway|\barn\b|\burl\b|\buri\b|host|domain|endpoint|e-?mail|\bip\b|bucket|\bec2\b|\belb\b|\brds\b|elasticcache|\bs3\b|region|user ?name|login name|client[ _-]?id|\bapp[ _-]?id|account[ _-]?id|\bid\b|cloudinary basic|internal|external/i;

/** How many values to draw from each expression. */
export const PER_RULE = 4;

export function extract(checkout: string, seed: number): Extraction {
  const dir = requireDir(checkout, "db", "secrets-patterns-db");
  const out = new Collector(name);
  const parsed = parseYaml(readText(join(dir, "rules-stable.yml"))) as { patterns?: Pattern[] };
  for (const [index, entry] of (parsed.patterns ?? []).entries()) {
    const { name: ruleName = `rule-${index}`, regex = "", confidence } = entry.pattern ?? {};
    const rule = `${ruleName}`;
    if (confidence !== "high") {
      out.drop(rule, "low-confidence rule");
      continue;
    }
    if (NOT_A_SECRET.test(ruleName)) {
      out.drop(rule, "rule finds an identifier, not a secret");
      continue;
    }
    let part;
    try {
      part = secretPart(parseRegex(regex));
    } catch {
      out.drop(rule, "rule's expression not understood");
      continue;
    }
    if (minRandomLength(part) < 12) {
      out.drop(rule, "rule matches a key name or a short value, not a secret");
      continue;
    }
    const random = randomFor(seed, name, index, ruleName);
    const service = serviceFromName(ruleName.replace(/_/g, " "));
    for (let i = 0; i < PER_RULE; i++) {
        const value = sample(part, random.next);
        // nested open-ended repetitions can draw a kilobyte; nobody's key looks like that
        if (value.length > MAX_SAMPLED_LENGTH) out.drop(rule, "sampled value longer than 256 characters");
        else out.offer(rule, value, service);
      }
  }
  return out.result();
}
