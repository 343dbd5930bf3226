// The Prometheus text format read by Prometheus' own parser: the official Python client's
// (prometheus_client.parser, Debian's python3-prometheus-client, which .ci/run installs). The one
// npm parser of the format (parse-prometheus-text-format 1.1.1) merges the series of a histogram
// whose `le` label is not the last one, which is how prom-client writes them, so it cannot judge.
import { spawnSync } from "node:child_process";

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: string;
  help: string;
  samples: Sample[];
}

const PYTHON = "/usr/bin/python3";
const READER = `
import json, math, sys
from prometheus_client.parser import text_string_to_metric_families
families = []
for family in text_string_to_metric_families(sys.stdin.read()):
    samples = [{"name": s.name, "labels": s.labels, "value": s.value if math.isfinite(s.value) else repr(s.value)} for s in family.samples]
    families.append({"name": family.name, "type": family.type, "help": family.documentation, "samples": samples})
json.dump(families, sys.stdout)
`;

/** Why the parser cannot run here, or null when it can. */
export function prometheusParserMissing(): string | null {
  const probe = spawnSync(PYTHON, ["-c", "import prometheus_client.parser"], { stdio: "ignore" });
  return probe.status === 0 ? null : "Prometheus' Python client is not installed (apt install python3-prometheus-client)";
}

/** The families of a scrape; throws with the parser's message when the text is not the format. */
export function parsePrometheus(text: string): Family[] {
  const run = spawnSync(PYTHON, ["-c", READER], { input: text, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`not Prometheus text format: ${run.stderr.trim().split("\n").at(-1)}`);
  // Python writes the infinities and NaN as text ('inf', 'nan'): Number reads them once renamed.
  const read = (value: number | string): number => (typeof value === "number" ? value : Number(value.replace("inf", "Infinity").replace("nan", "NaN")));
  return (JSON.parse(run.stdout) as (Omit<Family, "samples"> & { samples: (Omit<Sample, "value"> & { value: number | string })[] })[]).map((family) => ({
    ...family,
    samples: family.samples.map((sample) => ({ ...sample, value: read(sample.value) })),
  }));
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when none. */
export function sampleValue(families: readonly Family[], name: string, labels: Record<string, string> = {}): number | undefined {
  for (const family of families) {
    for (const sample of family.samples) {
      if (sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) return sample.value;
    }
  }
  return undefined;
}
