// Distill's scan throughput, peak memory and recall against its anchor, secretlint (@secretlint/core
// with @secretlint/secretlint-rule-preset-recommend), in one run on the same files.
// - Throughput: a generated harness-like tree (~50 MB: CLAUDE.md prose, agent markdown, settings
//   JSON and Codex TOML with planted secrets) in a temporary folder, and a smaller dense stress tree
//   (config as often as prose, many more secrets). Each tool scans the whole tree in a process of
//   its own (bench/scan-worker.ts: its own CPU time, garbage collection and peak memory), the tools
//   taking turns for several rounds so a change in the machine's load hits all alike; the best
//   round of each counts. MB/s = bytes / scan time, as CPU time (steadier on a shared machine) and
//   as wall time.
// - A fairer anchor beside it: secretlint's preset runs 28 rule modules, distill 137 rules. The
//   bench also runs secretlint with distill's pattern expressions added as one more rule
//   ("secretlint, comparable rules") and prints throughput × rules for each.
// - Recall: the fixed-seed corpus of test/support/secret-corpus.ts; a positive counts as detected
//   when every planted value is covered by a finding (secretlint: by a message's range).
// - `--before REV`: another revision's scanner (a commit, `main`), bundled the same way, races as
//   one more tool in the same rounds, so a change's cost is read beside secretlint under one load
//   (a line for it, and the ratio now / before).
// Usage: npm run bench:distill [-- --mb 50] [--rounds 3] [--before REV] [--keep]   (offline: both tools are dev dependencies)
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { lintSource } from "@secretlint/core";
import { creator as recommendPreset } from "@secretlint/secretlint-rule-preset-recommend";
import { scan } from "../src/distill/scan.ts";
import { DENSE_MIX, generateCorpus, type HarnessMix, REALISTIC_MIX } from "../test/support/secret-corpus.ts";
import { generateTree } from "./distill-tree.ts";
import { runWorker, scannerAt, type Tool, type WorkerResult } from "./scan-worker.ts";

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const targetMb = Number(argument("--mb") ?? 50);
const keep = process.argv.includes("--keep");
const rounds = Number(argument("--rounds") ?? 3);
const before = argument("--before");

const secretlintConfig: Parameters<typeof lintSource>[0]["options"]["config"] = {
  rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: recommendPreset }],
};

async function secretlintRanges(content: string, filePath: string): Promise<Array<readonly [number, number]>> {
  const result = await lintSource({ source: { content, filePath, contentType: "text" }, options: { config: secretlintConfig } });
  return result.messages.map((message) => message.range);
}

/** What races: the tools, and with --before the older revision's distill (its own bundle). */
type Runner = Tool | "distill-before";
const beforeScanner = before === undefined ? undefined : scannerAt(before);
const RUNNERS: ReadonlyArray<{ runner: Runner; tool: Tool; scanner?: string }> = [
  { runner: "distill", tool: "distill" },
  ...(beforeScanner === undefined ? [] : [{ runner: "distill-before" as const, tool: "distill" as const, scanner: beforeScanner }]),
  { runner: "secretlint", tool: "secretlint" },
  { runner: "secretlint-comparable", tool: "secretlint-comparable" },
];

/**
 * Each tool over the whole tree in its own process, the tools taking turns for `rounds` rounds; per
 * tool the round with the least CPU time, and the highest peak memory of its rounds.
 */
function race(files: readonly string[]): Partial<Record<Runner, WorkerResult>> & Record<Tool, WorkerResult> {
  const best = {} as Partial<Record<Runner, WorkerResult>> & Record<Tool, WorkerResult>;
  for (let round = 0; round < rounds; round++) {
    for (const { runner: tool, tool: kind, scanner } of RUNNERS) {
      const result = runWorker(kind, files, { passes: 1, ...(scanner === undefined ? {} : { scanner }) });
      const previous = best[tool];
      if (previous === undefined || result.cpuSeconds < previous.cpuSeconds)
        best[tool] = { ...result, maxRssMb: Math.max(result.maxRssMb, previous?.maxRssMb ?? 0) };
      else previous.maxRssMb = Math.max(previous.maxRssMb, result.maxRssMb);
    }
  }
  return best;
}

// --- recall on the corpus --------------------------------------------------------------------

interface Recall {
  credentials: [number, number];
  personal: [number, number];
  falsePositives: [number, number];
  missedKinds: Map<string, number>;
}

async function recall(detect: (text: string, file: string) => Promise<Array<readonly [number, number]>>): Promise<Recall> {
  const corpus = generateCorpus();
  const result: Recall = { credentials: [0, 0], personal: [0, 0], falsePositives: [0, corpus.negatives.length], missedKinds: new Map() };
  for (const sample of corpus.positives) {
    const ranges = await detect(sample.text, sample.file);
    const detected = sample.planted.every((value) => {
      const start = sample.text.indexOf(value);
      return ranges.some(([from, to]) => from < start + value.length && to > start);
    });
    const bucket = sample.category === "credential" ? result.credentials : result.personal;
    bucket[1]++;
    if (detected) bucket[0]++;
    else result.missedKinds.set(sample.kind, (result.missedKinds.get(sample.kind) ?? 0) + 1);
  }
  for (const sample of corpus.negatives) if ((await detect(sample.text, sample.file)).length > 0) result.falsePositives[0]++;
  return result;
}

const distillDetect = async (text: string): Promise<Array<readonly [number, number]>> => scan(text).map((finding) => [finding.start, finding.end] as const);

// --- run -------------------------------------------------------------------------------------

interface TreeResult {
  files: number;
  megabytes: number;
  planted: number;
  runs: ReturnType<typeof race>;
}

async function measureTree(mix: HarnessMix, megabytesWanted: number): Promise<TreeResult> {
  const root = await mkdtemp(path.join(os.tmpdir(), "svc-bench-distill-"));
  try {
    const tree = await generateTree(root, megabytesWanted * 1024 * 1024, mix);
    return { files: tree.files.length, megabytes: tree.bytes / (1024 * 1024), planted: tree.planted, runs: race(tree.files) };
  } finally {
    if (keep) process.stderr.write(`tree kept in ${root}\n`);
    else await rm(root, { recursive: true, force: true });
  }
}

function treeLines(title: string, result: TreeResult): string[] {
  const { distill, secretlint } = result.runs;
  const comparable = result.runs["secretlint-comparable"];
  const cpuMbps = (run: WorkerResult): number => run.bytes / (1024 * 1024) / run.cpuSeconds;
  const line = (label: string, run: WorkerResult): string =>
    `  ${label.padEnd(34)}${cpuMbps(run).toFixed(1).padStart(6)} MB/s cpu ${(run.bytes / (1024 * 1024) / run.wallSeconds).toFixed(1).padStart(6)} MB/s wall  peak ${run.maxRssMb.toFixed(0).padStart(4)} MB  ${String(run.rules).padStart(3)} rules ${(cpuMbps(run) * run.rules).toFixed(0).padStart(6)} rule·MB/s  ${run.findings} findings`;
  return [
    `${title}: ${result.files} files, ${result.megabytes.toFixed(1)} MB, ${result.planted} planted values`,
    line("distill engine", distill),
    line("anchor: secretlint + recommend", secretlint),
    line("secretlint, comparable rules", comparable),
    `  distill / secretlint              ${(secretlint.cpuSeconds / distill.cpuSeconds).toFixed(2)}x cpu   ${(secretlint.wallSeconds / distill.wallSeconds).toFixed(2)}x wall   peak memory ${(distill.maxRssMb / secretlint.maxRssMb).toFixed(2)}x   (target: ≥3x throughput, ≤1x memory)`,
    `  distill / secretlint, comparable  ${(comparable.cpuSeconds / distill.cpuSeconds).toFixed(2)}x cpu   per rule ${((cpuMbps(distill) * distill.rules) / (cpuMbps(secretlint) * secretlint.rules)).toFixed(2)}x against the preset`,
    ...beforeLines(result),
  ];
}

/** With --before: the older revision's line, its ratio to secretlint, and now / before (≥1x: no slower, ≤1x memory). */
function beforeLines(result: TreeResult): string[] {
  const { distill, secretlint } = result.runs;
  const old = result.runs["distill-before"];
  if (old === undefined) return [];
  const megabytes = (run: WorkerResult): number => run.bytes / (1024 * 1024);
  return [
    `  ${`distill engine before (${before})`.padEnd(34)}${(megabytes(old) / old.cpuSeconds).toFixed(1).padStart(6)} MB/s cpu ${(megabytes(old) / old.wallSeconds).toFixed(1).padStart(6)} MB/s wall  peak ${old.maxRssMb.toFixed(0).padStart(4)} MB  ${String(old.rules).padStart(3)} rules  ${old.findings} findings`,
    `  before / secretlint               ${(secretlint.cpuSeconds / old.cpuSeconds).toFixed(2)}x cpu   ${(secretlint.wallSeconds / old.wallSeconds).toFixed(2)}x wall   peak memory ${(old.maxRssMb / secretlint.maxRssMb).toFixed(2)}x`,
    `  distill now / before              ${(old.cpuSeconds / distill.cpuSeconds).toFixed(2)}x cpu   ${(old.wallSeconds / distill.wallSeconds).toFixed(2)}x wall   peak memory ${(distill.maxRssMb / old.maxRssMb).toFixed(2)}x   (target: ≥1x throughput, ≤1x memory)`,
  ];
}

const realistic = await measureTree(REALISTIC_MIX, targetMb);
const dense = await measureTree(DENSE_MIX, Math.max(1, Math.round(targetMb / 5)));
const ours = await recall(distillDetect);
const theirs = await recall(async (text, file) => secretlintRanges(text, file));
const percent = ([hit, all]: [number, number]): string => `${hit}/${all} (${((100 * hit) / Math.max(all, 1)).toFixed(1)}%)`;
const missed = (result: Recall): string => [...result.missedKinds].map(([kind, count]) => `${kind} ${count}`).join(", ") || "none";
process.stdout.write(
  [
    `distill scan throughput (Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}; scan time only, each tool in its own process, best of ${rounds} rounds${before === undefined ? "" : `; before = ${before}`})`,
    ...treeLines("harness-like tree (mostly markdown, a secret every ~40 parts)", realistic),
    ...treeLines("dense stress tree (config as often as prose, a secret every ~8 parts)", dense),
    "recall on the corpus (a positive counts when every planted value is covered by a finding)",
    `  distill     credentials ${percent(ours.credentials)}  personal ${percent(ours.personal)}  look-alikes flagged ${percent(ours.falsePositives)}`,
    `  secretlint  credentials ${percent(theirs.credentials)}  personal ${percent(theirs.personal)}  look-alikes flagged ${percent(theirs.falsePositives)}`,
    `  distill missed: ${missed(ours)}`,
    `  secretlint missed: ${missed(theirs)}`,
    "",
  ].join("\n"),
);
