// Microsoft's security-utilities publishes the expressions of its secret masker as JSON
// (GeneratedRegexPatterns/*.json: Id, Name, Label, Pattern with a `refine` group for the secret).
// Values are drawn from each expression's `refine` part with this generator's own sampler: Azure
// identifiable keys (with their fixed signatures such as `AzFu`, `+ASb`, `JQQJ99`), NuGet, npm
// author keys, Databricks tokens, SAS signatures. Checksums inside identifiable keys are not
// computed: the values have the format, not a valid checksum, like a key with a typo.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { randomFor } from "../random.ts";
import type { Extraction } from "../types.ts";
import { Collector, offerDrawn, requireDir, serviceFromName } from "./common.ts";

export const name = "security-utilities";

interface Model {
  Id?: string;
  Name?: string;
  Label?: string;
  Pattern?: string;
  DetectionMetadata?: string;
}

const FILES = ["PreciselyClassifiedSecurityKeys.json", "HighConfidenceSecurityModels.json", "MediumConfidenceSecurityModels.json"];

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
      const label = (model.Label ?? "")
        .replace(/^(?:an?|the)\s+/i, "")
        .replace(/\b(?:general|legacy|common annotated security|identifiable|CASK|format)\b/gi, " ");
      offerDrawn(out, rule, model.Pattern ?? "", randomFor(seed, name, rule), serviceFromName(label));
    }
  }
  return out.result();
}
