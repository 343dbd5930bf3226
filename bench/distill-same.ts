// Whether two revisions of distill's scanner find the same: a change meant to make the scan cheaper
// must leave every finding as it was. Both scanners are bundled as the bench bundles them (the
// working tree's, and REV's through git archive: bench/scan-worker.ts) and run in this process over
//   - the recall corpus of test/support/secret-corpus.ts (positives and look-alikes),
//   - bench/distill-sets' tune split (when the peers' checkouts are given: --peers DIR or
//     DISTILL_SETS_PEERS; the held-out split is never read here),
//   - both trees of bench/distill.ts (harness-like ~50 MB, dense ~10 MB),
// and every finding is compared whole (rule, kind, category, span, value span, line, column,
// replacement). Prints the differences (the first few of each set) and exits 1 when there is one.
// Usage: node bench/distill-same.ts [--against main] [--mb 50] [--peers DIR]
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build, SOURCES } from "./distill-sets/index.ts";
import type { FileKind } from "./distill-sets/types.ts";
import { treeFiles } from "./distill-tree.ts";
import { type Scanner, scannerAt, scannerNow } from "./scan-worker.ts";
import { DENSE_MIX, generateCorpus, REALISTIC_MIX } from "../test/support/secret-corpus.ts";

const { values: args } = parseArgs({
  options: {
    against: { type: "string", default: "main" },
    mb: { type: "string", default: "50" },
    peers: { type: "string" },
  },
});

const load = async (file: string): Promise<Scanner> => (await import(pathToFileURL(file).href)) as Scanner;
const theirs = await load(scannerAt(args.against));
const ours = await load(scannerNow());

/** Where each kind of file of the labelled sets lives (its name gives the scanner its format). */
const FILE_OF_KIND: Record<FileKind, string> = {
  "instructions-md": "CLAUDE.md",
  "mdc-rule": ".cursor/rules/rule.mdc",
  "skill-md": ".claude/skills/deploy/SKILL.md",
  "command-md": ".claude/commands/deploy.md",
  "agent-md": ".claude/agents/reviewer.md",
  "mcp-json": ".mcp.json",
  "codex-toml": ".codex/config.toml",
  "settings-json-hook": ".claude/settings.json",
  dotenv: ".env",
};

interface Input {
  name: string;
  text: string;
}

function* corpusInputs(): Generator<Input> {
  const corpus = generateCorpus();
  for (const [index, sample] of corpus.positives.entries()) yield { name: `positive ${index} ${sample.kind} (${sample.file})`, text: sample.text };
  for (const [index, sample] of corpus.negatives.entries()) yield { name: `negative ${index} ${sample.label} (${sample.file})`, text: sample.text };
}

function* setInputs(peersDir: string): Generator<Input> {
  const entries = readdirSync(peersDir);
  const peers: Record<string, string> = {};
  // the order of bench/distill-sets/README.md, as bench/distill-sets.ts gives them
  for (const name of ["kingfisher", "detect-secrets", "secrets-patterns-db", "security-utilities", ...Object.keys(SOURCES)]) {
    const found = entries.find((entry) => entry === name || entry.endsWith(`+${name}`));
    if (found !== undefined && peers[name] === undefined) peers[name] = path.join(peersDir, found);
  }
  for (const doc of build({ peers, split: "tune", seed: 26, perRule: 2 }).documents)
    yield { name: `${doc.id} (${FILE_OF_KIND[doc.fileKind]})`, text: doc.text };
}

/** A finding as one comparable line. */
const describe = (finding: ReturnType<Scanner["scan"]>[number]): string =>
  `${finding.ruleId}/${finding.kind}/${finding.category} ${finding.start}-${finding.end} value ${finding.valueStart}-${finding.valueEnd} at ${finding.line}:${finding.column} ${finding.replacement}`;

function compare(title: string, inputs: Iterable<Input>): number {
  let texts = 0;
  let findings = 0;
  let differing = 0;
  const shown: string[] = [];
  for (const input of inputs) {
    texts++;
    const file = input.name.match(/\(([^()]*)\)$/)?.[1] ?? input.name;
    const format = ours.formatOf(file);
    const before = theirs.scan(input.text, { format }).map(describe);
    const after = ours.scan(input.text, { format }).map(describe);
    findings += after.length;
    const gone = before.filter((line) => !after.includes(line));
    const added = after.filter((line) => !before.includes(line));
    if (gone.length === 0 && added.length === 0 && before.length === after.length) continue;
    differing++;
    if (shown.length < 12) shown.push(`    ${input.name}:`, ...gone.map((line) => `      - ${line}`), ...added.map((line) => `      + ${line}`));
  }
  process.stdout.write(`  ${title}: ${texts} texts, ${findings} findings, ${differing} texts differ\n${shown.map((line) => `${line}\n`).join("")}`);
  return differing;
}

const megabytes = Number(args.mb);
const peersDir = args.peers ?? process.env["DISTILL_SETS_PEERS"];
process.stdout.write(`distill findings, ${args.against} against the working tree\n`);
let differences = compare("recall corpus", corpusInputs());
if (peersDir === undefined) process.stdout.write("  labelled sets, tune split: skipped (no --peers DIR nor DISTILL_SETS_PEERS)\n");
else differences += compare("labelled sets, tune split", setInputs(peersDir));
const treeInputs = function* (bytes: number, mix: typeof REALISTIC_MIX): Generator<Input> {
  for (const file of treeFiles(bytes, mix)) yield { name: file.name, text: file.text };
};
differences += compare("harness-like tree", treeInputs(megabytes * 1024 * 1024, REALISTIC_MIX));
differences += compare("dense stress tree", treeInputs(Math.max(1, Math.round(megabytes / 5)) * 1024 * 1024, DENSE_MIX));
process.stdout.write(differences === 0 ? "same findings everywhere\n" : `${differences} texts differ\n`);
process.exitCode = differences === 0 ? 0 : 1;
