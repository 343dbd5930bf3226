// Microsoft's security-utilities publishes the expressions of its secret masker as JSON
// (GeneratedRegexPatterns/*.json: Id, Name, Label, Pattern with a `refine` group for the secret).
// Values are drawn from each expression's `refine` part with this generator's own sampler: Azure
// identifiable keys (with their fixed signatures such as `AzFu`, `+ASb`, `JQQJ99`), NuGet, npm
// author keys, Databricks tokens, SAS signatures. Checksums inside identifiable keys are not
// computed: the values have the format, not a valid checksum, like a key with a typo.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { minRandomLength, parseRegex, sample, secretPart } from "../regex.ts";
import { randomFor } from "../random.ts";
import type { Extraction } from "../types.ts";
import { Collector, MAX_SAMPLED_LENGTH, requireDir, serviceFromName } from "./common.ts";

export const name = "security-utilities";

interface Model {
  Id?: string;
  Name?: string;
  Label?: string;
  Pattern?: string;
  DetectionMetadata?: string;
}

const FILES = ["PreciselyClassifiedSecurityKeys.json", "HighConfidenceSecurityModels.json", "MediumConfidenceSecurityModels.json"];

/** How many values to draw from each expression. */
export const PER_RULE = 4;

export function extract(checkout: string, seed: number): Extraction {
  const dir = requireDir(checkout, "GeneratedRegexPatterns", "security-utilities");
  const out = new Collector(name);
  const seen = new Set<string>();
  for (const file of FILES) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    for (const model of JSON.parse(readFileSync(path, "utf8")) as Model[]) {
      const rule = `${model.Id ?? "?"} ${model.Name ?? "?"}`;
      if (seen.has(rule)) continue; // the same model is listed in more than one file
      seen.add(rule);
      if (/^Unclassified|Pkcs12|Dummy|SecretScanningSample/i.test(model.Name ?? "")) {
        out.drop(rule, "generic shape, sample or certificate bundle rather than a service's secret");
        continue;
      }
      let part;
      try {
        part = secretPart(parseRegex(model.Pattern ?? ""));
      } catch {
        out.drop(rule, "rule's expression not understood");
        continue;
      }
      if (minRandomLength(part) < 12) {
        out.drop(rule, "rule matches a key name or a short value, not a secret");
        continue;
      }
      const random = randomFor(seed, name, rule);
      const label = (model.Label ?? "")
        .replace(/^(?:an?|the)\s+/i, "")
        .replace(/\b(?:general|legacy|common annotated security|identifiable|CASK|format)\b/gi, " ");
      const service = serviceFromName(label);
      for (let i = 0; i < PER_RULE; i++) {
        const value = sample(part, random.next);
        // nested open-ended repetitions can draw a kilobyte; nobody's key looks like that
        if (value.length > MAX_SAMPLED_LENGTH) out.drop(rule, "sampled value longer than 256 characters");
        else out.offer(rule, value, service);
      }
    }
  }
  return out.result();
}
