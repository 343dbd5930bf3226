// mazen160's secrets-patterns-db publishes expressions only (db/rules-stable.yml: name, regex,
// confidence). Values are drawn from each high-confidence expression's secret part with this
// generator's own sampler (regex.ts): several per rule, from a stream named by the rule and seed.
import { parse as parseYaml } from "yaml";
import { randomFor } from "../random.ts";
import type { Extraction } from "../types.ts";
import { Collector, offerDrawn, readText, requireDir, serviceFromName } from "./common.ts";
import { join } from "node:path";

export const name = "secrets-patterns-db";

interface Pattern {
  pattern?: { name?: string; regex?: string; confidence?: string };
}

// Expressions for things that locate or name an account rather than unlock it.
const NOT_A_SECRET =
  /gateway|\barn\b|\burl\b|\buri\b|host|domain|endpoint|e-?mail|\bip\b|bucket|\bec2\b|\belb\b|\brds\b|elasticcache|\bs3\b|region|user ?name|login name|client[ _-]?id|\bapp[ _-]?id|account[ _-]?id|\bid\b|cloudinary basic|internal|external/i;

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
    const service = serviceFromName(ruleName.replace(/_/g, " "));
    offerDrawn(out, rule, regex, randomFor(seed, name, index, ruleName), service);
  }
  return out.result();
}
