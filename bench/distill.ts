// Distill's scan throughput and recall against its anchor, secretlint with its recommended preset,
// in one run on the same files.
// - Throughput: a generated harness-like tree (~50 MB, many files of CLAUDE.md prose, settings JSON,
//   Codex TOML and agent markdown with planted secrets) in a temporary folder; each tool reads and
//   scans file by file (one file in memory at a time); MB/s = bytes / wall time.
// - Recall: the fixed-seed corpus of test/support/secret-corpus.ts; a positive counts as detected
//   when every planted value is covered by a finding (secretlint: by a message's range).
// Usage: npm run bench:distill [-- --mb 50] [--keep]
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { lintSource } from "@secretlint/core";
import { creator as recommendPreset } from "@secretlint/secretlint-rule-preset-recommend";
import type { SecretLintCoreConfig } from "@secretlint/types";
import { scan } from "../src/harness/distill/scan.ts";
import { generateCorpus, harnessFile, seededRng } from "../test/support/secret-corpus.ts";

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const targetMb = Number(argument("--mb") ?? 50);
const keep = process.argv.includes("--keep");

const secretlintConfig: SecretLintCoreConfig = {
  rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: recommendPreset }],
};

async function secretlintRanges(content: string, filePath: string): Promise<Array<readonly [number, number]>> {
  const result = await lintSource({ source: { content, filePath, contentType: "text" }, options: { config: secretlintConfig } });
  return result.messages.map((message) => message.range);
}

// --- the tree --------------------------------------------------------------------------------

const FOLDERS = [".claude", ".claude/commands", ".claude/agents", ".codex", ".cursor/rules", "projects/api", "projects/web/.claude", "notes"];

async function generateTree(root: string, bytes: number): Promise<{ files: string[]; bytes: number; planted: number }> {
  const rng = seededRng(0xbe_0c_4d);
  const files: string[] = [];
  let written = 0;
  let planted = 0;
  for (const folder of FOLDERS) await mkdir(path.join(root, folder), { recursive: true });
  for (let index = 0; written < bytes; index++) {
    const size = rng.between(4_000, 60_000);
    const file = harnessFile(rng, size);
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
  seconds: number;
  findings: number;
}

async function timeDistill(files: readonly string[]): Promise<Throughput> {
  let findings = 0;
  const started = performance.now();
  for (const file of files) findings += scan(await readFile(file, "utf8")).length;
  return { seconds: (performance.now() - started) / 1000, findings };
}

async function timeSecretlint(files: readonly string[]): Promise<Throughput> {
  let findings = 0;
  const started = performance.now();
  for (const file of files) findings += (await secretlintRanges(await readFile(file, "utf8"), file)).length;
  return { seconds: (performance.now() - started) / 1000, findings };
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

const root = await mkdtemp(path.join(os.tmpdir(), "svc-bench-distill-"));
try {
  const tree = await generateTree(root, targetMb * 1024 * 1024);
  const megabytes = tree.bytes / (1024 * 1024);
  // warm both up on the first files, then measure each over the whole tree
  await timeDistill(tree.files.slice(0, 20));
  await timeSecretlint(tree.files.slice(0, 20));
  const distill = await timeDistill(tree.files);
  const secretlint = await timeSecretlint(tree.files);
  const ours = await recall(distillDetect);
  const theirs = await recall(async (text, file) => secretlintRanges(text, file));
  const percent = ([hit, all]: [number, number]): string => `${hit}/${all} (${((100 * hit) / Math.max(all, 1)).toFixed(1)}%)`;
  const mbps = (run: Throughput): string => `${(megabytes / run.seconds).toFixed(1)} MB/s`;
  const missed = (result: Recall): string =>
    [...result.missedKinds].map(([kind, count]) => `${kind} ${count}`).join(", ") || "none";
  process.stdout.write(
    [
      `distill scan (${tree.files.length} files, ${megabytes.toFixed(1)} MB, ${tree.planted} planted values, Node ${process.version}, ${os.cpus().length} cores)`,
      `  distill engine                    ${mbps(distill).padStart(12)}  ${distill.seconds.toFixed(2)} s  ${distill.findings} findings`,
      `  anchor: secretlint + recommend    ${mbps(secretlint).padStart(12)}  ${secretlint.seconds.toFixed(2)} s  ${secretlint.findings} findings`,
      `  speed-up                          ${(secretlint.seconds / distill.seconds).toFixed(1)}x`,
      "recall on the corpus (every planted value covered)",
      `  distill     credentials ${percent(ours.credentials)}  personal ${percent(ours.personal)}  look-alikes flagged ${percent(ours.falsePositives)}`,
      `  secretlint  credentials ${percent(theirs.credentials)}  personal ${percent(theirs.personal)}  look-alikes flagged ${percent(theirs.falsePositives)}`,
      `  distill missed: ${missed(ours)}`,
      `  secretlint missed: ${missed(theirs)}`,
      "",
    ].join("\n"),
  );
} finally {
  if (keep) process.stderr.write(`tree kept in ${root}\n`);
  else await rm(root, { recursive: true, force: true });
}
