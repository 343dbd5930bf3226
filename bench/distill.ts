// Distill's scan throughput and recall against its anchor, secretlint (@secretlint/core with
// @secretlint/secretlint-rule-preset-recommend, in process), in one run on the same files.
// - Throughput: a generated harness-like tree (~50 MB: CLAUDE.md prose, agent markdown, settings
//   JSON and Codex TOML with planted secrets) in a temporary folder, and a smaller dense stress tree
//   (config as often as prose, many more secrets). Files are read one at a time and each is handed
//   to both tools in turn, so a change in the machine's load hits both alike. MB/s = bytes / scan
//   time, as CPU time of this process (steadier on a shared machine) and as wall time.
// - Recall: the fixed-seed corpus of test/support/secret-corpus.ts; a positive counts as detected
//   when every planted value is covered by a finding (secretlint: by a message's range).
// Usage: npm run bench:distill [-- --mb 50] [--keep]   (offline: both tools are dev dependencies)
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { lintSource } from "@secretlint/core";
import { creator as recommendPreset } from "@secretlint/secretlint-rule-preset-recommend";
import { scan } from "../src/harness/distill/scan.ts";
import { DENSE_MIX, generateCorpus, type HarnessMix, harnessFile, REALISTIC_MIX, seededRng } from "../test/support/secret-corpus.ts";

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const targetMb = Number(argument("--mb") ?? 50);
const keep = process.argv.includes("--keep");

const secretlintConfig: Parameters<typeof lintSource>[0]["options"]["config"] = {
  rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: recommendPreset }],
};

async function secretlintRanges(content: string, filePath: string): Promise<Array<readonly [number, number]>> {
  const result = await lintSource({ source: { content, filePath, contentType: "text" }, options: { config: secretlintConfig } });
  return result.messages.map((message) => message.range);
}

// --- the tree --------------------------------------------------------------------------------

const FOLDERS = [".claude", ".claude/commands", ".claude/agents", ".codex", ".cursor/rules", "projects/api", "projects/web/.claude", "notes"];

async function generateTree(root: string, bytes: number, mix: HarnessMix): Promise<{ files: string[]; bytes: number; planted: number }> {
  const rng = seededRng(0xbe_0c_4d);
  const files: string[] = [];
  let written = 0;
  let planted = 0;
  for (const folder of FOLDERS) await mkdir(path.join(root, folder), { recursive: true });
  for (let index = 0; written < bytes; index++) {
    const size = rng.between(4_000, 60_000);
    const file = harnessFile(rng, size, mix);
    const name = path.join(root, rng.pick(FOLDERS), `${index}-${file.name}`);
    const data = Buffer.from(file.text, "utf8");
    await writeFile(name, data);
    files.push(name);
    written += data.length;
    planted += file.planted.length;
  }
  return { files, bytes: written, planted };
}

interface Throughput {
  /** Wall-clock seconds. */
  seconds: number;
  /** CPU seconds of this process (user + system): steadier than wall time on a shared machine. */
  cpuSeconds: number;
  findings: number;
}

type Detector = (content: string, file: string) => Promise<number>;

const distillCount: Detector = async (content) => scan(content).length;
const secretlintCount: Detector = async (content, file) => (await secretlintRanges(content, file)).length;

/**
 * Both tools over the same files, file by file: each file is read once (untimed, one file in memory
 * at a time) and handed to each tool in turn, so a change in the machine's load hits both alike.
 * Scan time only: reading files costs both the same and is not what is compared.
 */
async function race(files: readonly string[], detectors: readonly Detector[]): Promise<Throughput[]> {
  const totals = detectors.map(() => ({ seconds: 0, cpuSeconds: 0, findings: 0 }));
  for (const file of files) {
    const content = readFileSync(file, "utf8");
    for (const [index, detect] of detectors.entries()) {
      const total = totals[index];
      if (total === undefined) continue;
      const cpu = process.cpuUsage();
      const started = performance.now();
      total.findings += await detect(content, file);
      total.seconds += (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      total.cpuSeconds += (used.user + used.system) / 1e6;
    }
  }
  return totals;
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
  distill: Throughput;
  secretlint: Throughput;
}

async function measureTree(mix: HarnessMix, megabytesWanted: number): Promise<TreeResult> {
  const root = await mkdtemp(path.join(os.tmpdir(), "svc-bench-distill-"));
  try {
    const tree = await generateTree(root, megabytesWanted * 1024 * 1024, mix);
    // warm both up on the first files, then measure both over the whole tree
    await race(tree.files.slice(0, 20), [distillCount, secretlintCount]);
    const [distill, secretlint] = (await race(tree.files, [distillCount, secretlintCount])) as [Throughput, Throughput];
    return { files: tree.files.length, megabytes: tree.bytes / (1024 * 1024), planted: tree.planted, distill, secretlint };
  } finally {
    if (keep) process.stderr.write(`tree kept in ${root}\n`);
    else await rm(root, { recursive: true, force: true });
  }
}

function treeLines(title: string, result: TreeResult): string[] {
  const mbps = (run: Throughput): string =>
    `${(result.megabytes / run.cpuSeconds).toFixed(1).padStart(6)} MB/s cpu ${(result.megabytes / run.seconds).toFixed(1).padStart(6)} MB/s wall`;
  const { distill, secretlint } = result;
  return [
    `${title}: ${result.files} files, ${result.megabytes.toFixed(1)} MB, ${result.planted} planted values`,
    `  distill engine                  ${mbps(distill)}   ${distill.findings} findings`,
    `  anchor: secretlint + recommend  ${mbps(secretlint)}   ${secretlint.findings} findings`,
    `  distill / secretlint            ${(secretlint.cpuSeconds / distill.cpuSeconds).toFixed(2)}x cpu   ${(secretlint.seconds / distill.seconds).toFixed(2)}x wall`,
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
    `distill scan throughput (Node ${process.version}, ${os.cpus().length} cores; scan time only, files read one at a time and handed to both)`,
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
