// The tools with no CLI here are checked against their documents, not their programs: a dated list
// of the places svc's declarations say each reads (conformance/documented-locations.txt) records
// the last check, and bump.ts reports every place that changed since, with the sources to re-read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { locationLines } from "../../src/harness/tools/doc.ts";
import { allTools } from "../../src/harness/tools/index.ts";
import { HARNESS_KINDS, TOOL_IDS } from "../../src/harness/tools/ids.ts";
import { HERE } from "./sandbox.ts";

export const DOCUMENTED = path.join(HERE, "documented-locations.txt");

/** The tools no pinned CLI can be asked about offline (Cline's CLI lists nothing without a terminal). */
export function toolsWithoutCli(observed: readonly string[]): string[] {
  return TOOL_IDS.filter((id) => !observed.includes(id));
}

/** The recorded list: its date line, then one place per line. */
export function documentedFile(tools: readonly string[], date: string): string {
  const lines = locationLines().filter((line) => tools.includes(line.split(" ")[0] ?? ""));
  return `# The places svc's declarations say each tool with no CLI here reads, as checked on ${date}.\n# Written by \`node_modules/.bin/node conformance/bump.ts --record\` after a review of the sources (docs/tools.md).\n${lines.join("\n")}\n`;
}

export interface DocumentedChanges {
  recordedOn: string | null;
  added: string[];
  removed: string[];
  /** Per tool, its kinds and the day each was last checked, oldest first. */
  due: string[];
}

/** What changed between the recorded list and the declarations now, for the given tools. */
export function documentedChanges(recorded: string, tools: readonly string[]): DocumentedChanges {
  const recordedOn = /checked on (\d{4}-\d{2}-\d{2})/.exec(recorded)?.[1] ?? null;
  const before = new Set(recorded.split("\n").filter((line) => line !== "" && !line.startsWith("#")));
  const now = new Set(locationLines().filter((line) => tools.includes(line.split(" ")[0] ?? "")));
  const due: string[] = [];
  for (const tool of allTools().filter((one) => tools.includes(one.id))) {
    const dates = HARNESS_KINDS.map((kind) => ({ kind, checked: tool.checked[kind] })).sort((a, b) => a.checked.date.localeCompare(b.checked.date));
    const oldest = dates[0];
    if (oldest)
      due.push(
        `${tool.id}: oldest check ${oldest.checked.date} (${dates
          .filter((entry) => entry.checked.date === oldest.checked.date)
          .map((entry) => entry.kind)
          .join(", ")}): re-read ${oldest.checked.sources[0] ?? "its pages"}`,
      );
  }
  return { recordedOn, added: [...now].filter((line) => !before.has(line)), removed: [...before].filter((line) => !now.has(line)), due };
}

/** The report bump.ts prints. */
export function documentedReport(tools: readonly string[]): string {
  let recorded = "";
  try {
    recorded = readFileSync(DOCUMENTED, "utf8");
  } catch {
    // no record yet: everything is new
  }
  const changes = documentedChanges(recorded, tools);
  const lines = [`Documented places of the tools with no CLI here (${tools.join(", ")}), against the list recorded ${changes.recordedOn ?? "never"}:`];
  if (changes.added.length === 0 && changes.removed.length === 0) lines.push("  none changed since.");
  for (const line of changes.added) lines.push(`  + ${line}`);
  for (const line of changes.removed) lines.push(`  - ${line}`);
  lines.push("Sources to re-read, oldest check first:", ...changes.due.map((line) => `  ${line}`));
  return lines.join("\n");
}
