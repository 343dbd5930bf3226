// node bench/distill-sets/build.ts --peer kingfisher=DIR [--peer …] [--split tune|heldout|all]
//   [--seed N] [--per-rule N] [--out FILE.jsonl] [--check]
// Prints what each peer gave (kept, dropped and why), the documents per family × split and per
// source × split, and with --out writes one Document per line. See README.md in this folder.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { checkDocuments } from "./check.ts";
import { build, HELDOUT_FAMILY, HELDOUT_SOURCE, SOURCES, type Document } from "./index.ts";

const HELP = `Usage: node bench/distill-sets/build.ts --peer NAME=DIR [--peer NAME=DIR …] [options]

Builds labelled documents for measuring secret redaction from peers' published examples.
Peers (NAME): ${Object.keys(SOURCES).join(", ")}; DIR is a checkout (see README.md).

Options:
  --split tune|heldout|all   which documents to keep (default all)
  --seed N                   seed for every choice (default 26)
  --per-rule N               values of each rule per family (default 2)
  --out FILE                 write the documents as JSON Lines
  --check                    check the documents (spans and harmless values present, files
                             parse, ids unique, context and harmless minimums); exit 1 on a problem
  --help                     this text
`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ")).join("\n");
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}

function main(): number {
  const { values } = parseArgs({
    options: {
      peer: { type: "string", multiple: true },
      split: { type: "string" },
      seed: { type: "string" },
      "per-rule": { type: "string" },
      out: { type: "string" },
      check: { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const peers: Record<string, string> = {};
  for (const spec of values.peer ?? []) {
    const at = spec.indexOf("=");
    if (at < 1) throw new Error(`--peer ${spec}: write NAME=DIR`);
    peers[spec.slice(0, at)] = spec.slice(at + 1);
  }
  if (Object.keys(peers).length === 0) {
    process.stderr.write(`no --peer given\n\n${HELP}`);
    return 2;
  }
  const split = (values.split ?? "all") as "tune" | "heldout" | "all";
  if (!["tune", "heldout", "all"].includes(split)) throw new Error(`--split ${split}: tune, heldout or all`);
  const started = Date.now();
  const built = build({
    peers,
    split,
    seed: values.seed ? Number(values.seed) : 26,
    perRule: values["per-rule"] ? Number(values["per-rule"]) : 2,
  });
  const docs = built.documents;

  console.log(`held out: source ${HELDOUT_SOURCE}, family ${HELDOUT_FAMILY}\n`);
  console.log("values per source");
  const sourceRows = [["source", "rules", "kept", "dropped"]];
  for (const [name, extraction] of Object.entries(built.extractions)) {
    sourceRows.push([name, String(new Set(extraction.kept.map((k) => k.rule)).size), String(extraction.kept.length), String(extraction.dropped.length)]);
  }
  console.log(table(sourceRows));
  for (const [name, extraction] of Object.entries(built.extractions)) {
    if (extraction.dropped.length === 0) continue;
    const reasons = [...countBy(extraction.dropped, (d) => d.reason)].sort((a, b) => b[1] - a[1]);
    console.log(`  ${name} dropped: ${reasons.map(([reason, n]) => `${n} ${reason}`).join("; ")}`);
  }

  const isSecret = (d: Document): boolean => d.secrets.length > 0;
  console.log("\ndocuments per family × split (secret / harmless)");
  const families = ["prose", "fence", "rule-body", "encoding", "config"];
  const familyRows = [["family", "contexts", "tune", "heldout", "harmless tune", "harmless heldout"]];
  for (const family of families) {
    const of = docs.filter((d) => d.family === family);
    familyRows.push([
      family,
      String(new Set(of.filter(isSecret).map((d) => d.context)).size),
      String(of.filter((d) => isSecret(d) && d.split === "tune").length),
      String(of.filter((d) => isSecret(d) && d.split === "heldout").length),
      String(of.filter((d) => !isSecret(d) && d.split === "tune").length),
      String(of.filter((d) => !isSecret(d) && d.split === "heldout").length),
    ]);
  }
  familyRows.push([
    "all",
    "",
    String(docs.filter((d) => isSecret(d) && d.split === "tune").length),
    String(docs.filter((d) => isSecret(d) && d.split === "heldout").length),
    String(docs.filter((d) => !isSecret(d) && d.split === "tune").length),
    String(docs.filter((d) => !isSecret(d) && d.split === "heldout").length),
  ]);
  console.log(table(familyRows));

  console.log("\nsecret documents per source × split");
  const sourceSplit = [["source", "rules", "tune", "heldout"]];
  for (const name of Object.keys(built.extractions)) {
    const of = docs.filter((d) => d.secrets.some((s) => s.source === name));
    sourceSplit.push([
      name,
      String(new Set(of.flatMap((d) => d.secrets.map((s) => s.rule))).size),
      String(of.filter((d) => d.split === "tune").length),
      String(of.filter((d) => d.split === "heldout").length),
    ]);
  }
  console.log(table(sourceSplit));
  if (built.unplaced.length > 0) {
    const byFamily = [...countBy(built.unplaced, (u) => u.family)].map(([family, n]) => `${family} ${n}`).join(", ");
    console.log(`\nvalues no template of a family could carry (key blocks in prose, characters a syntax cannot hold): ${byFamily}`);
  }
  console.log(`\n${docs.length} documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  if (values.out) {
    writeFileSync(values.out, docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
    console.log(`wrote ${values.out}`);
  }
  if (values.check) {
    const problems = checkDocuments(docs, { complete: split === "all" });
    if (problems.length > 0) {
      console.log(`\ncheck: ${problems.length} problem(s)`);
      for (const problem of problems.slice(0, 50)) console.log(`  ${problem}`);
      return 1;
    }
    console.log("\ncheck: all documents sound");
  }
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`build: ${(error as Error).message}\n`);
  process.exitCode = 2;
}
