// One secret scanner over a list of files, in a process of its own, for bench/distill.ts and
// bench/distill-peers.ts: so CPU time, garbage collection and peak memory are that tool's alone.
// The tools:
// - distill: svc's scanner (src/distill/scan.ts), the whole rule table.
// - secretlint: @secretlint/core with @secretlint/secretlint-rule-preset-recommend, in process.
// - secretlint-comparable: the same, plus one bench rule that runs every expression of distill's
//   rule table over the file as secretlint's own rules do (each over the whole text, each match
//   checked by the rule's validator and reported): secretlint's engine doing distill's amount of
//   pattern work. Not a real tool: a fairer anchor for throughput, since the recommended preset
//   runs 28 rule modules and distill 137 rules.
// Each tool runs as its users run it: JavaScript, not TypeScript that Node strips at load (no user
// of either pays for that: secretlint ships JavaScript, svc one bundle). runWorker builds, before
// the first worker starts, the worker itself (build/bench/scan-worker.mjs, this file with the
// packages left to node_modules) and distill's scanner (build/bench/distill-scanner.mjs, esbuild,
// minified as scripts/bundle.ts builds svc), which the distill worker loads and from which the
// secretlint-comparable tool takes distill's rule table.
// Each file is read (untimed) and handed to the tool; one untimed pass first (warm-up, and the
// answers), then `passes` timed passes. Files are read one at a time, so memory holds one file.
// Peak memory is the worker's own peak resident set (getrusage's ru_maxrss), the same for every tool.
// secretlint's profiler (on unless turned off) adds performance marks and measures per rule and file
// and keeps them all (a million entries and a gigabyte over the peer set); secretlint's CLI turns it
// off unless asked to profile, and so does the worker.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

export type Tool = "distill" | "secretlint" | "secretlint-comparable";

export interface WorkerResult {
  /** Per file, the ranges found (first pass), when asked for. */
  ranges?: Array<Array<[number, number]>>;
  findings: number;
  /** CPU seconds (user + system) of the timed passes. */
  cpuSeconds: number;
  wallSeconds: number;
  /** Peak resident memory of the process. */
  maxRssMb: number;
  /** Bytes scanned in the timed passes. */
  bytes: number;
  /** Detection rules the tool ran (distill: its table; secretlint: the preset's rule modules). */
  rules: number;
}

type Detect = (content: string, file: string) => Promise<Array<[number, number]>>;

const root = path.resolve(import.meta.dirname, "..");
const SCANNER = path.join(root, "build", "bench", "distill-scanner.mjs");
const WORKER = path.join(root, "build", "bench", "scan-worker.mjs");
/** Where the worker finds the scanner (runWorker passes SCANNER: the bundled worker stands elsewhere). */
let scannerFile = SCANNER;

/** What the bundled scanner exports. */
export type Scanner = typeof import("../src/distill/scan.ts") & typeof import("../src/distill/strings.ts") & typeof import("../src/distill/rules.ts");

let built = false;

/**
 * Bundles a distill scanner (scan, formatOf, RULES) into `outfile`, minified as scripts/bundle.ts
 * builds svc: the working tree's (`sources` the repository) or an older revision's (bench/distill.ts
 * --before), whose files may stand at other paths (`entries`: where its scan.ts, strings.ts, rules.ts are).
 */
function bundleScanner(
  outfile: string,
  sources = root,
  entries = { scan: "src/distill/scan.ts", strings: "src/distill/strings.ts", rules: "src/distill/rules.ts" },
): void {
  // loaded here, not at the top: the bundled worker has no use for esbuild
  const { buildSync } = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");
  buildSync({
    stdin: {
      contents: [
        `export { scan } from "./${entries.scan}";`,
        `export { formatOf } from "./${entries.strings}";`,
        `export { RULES } from "./${entries.rules}";`,
      ].join("\n"),
      resolveDir: sources,
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    minify: true,
    logLevel: "warning",
  });
}

/**
 * The scanner of a git revision (a commit, a branch, `main`), bundled as the working tree's is: its
 * `src` (and the files esbuild reads beside it) taken out with `git archive` into a temporary folder,
 * its distill files found wherever that revision kept them. Returns the bundle's path.
 */
export function scannerAt(revision: string): string {
  const git = (...args: string[]): string => execFileSync("git", ["-C", root, ...args], { encoding: "utf8", maxBuffer: 1 << 26 }).trim();
  const commit = git("rev-parse", "--verify", `${revision}^{commit}`);
  const files = git("ls-tree", "-r", "--name-only", commit, "--", "src").split("\n");
  const find = (name: string): string => {
    const found = files.find((file) => file.endsWith(`/distill/${name}`));
    if (found === undefined) throw new Error(`${revision}: no distill/${name} under src`);
    return found;
  };
  const entries = { scan: find("scan.ts"), strings: find("strings.ts"), rules: find("rules.ts") };
  const outfile = path.join(root, "build", "bench", `distill-scanner-${commit.slice(0, 12)}.mjs`);
  const sources = mkdtempSync(path.join(os.tmpdir(), "svc-bench-scanner-"));
  try {
    const present = ["src", "package.json", "tsconfig.json"].filter((entry) => git("ls-tree", "--name-only", commit, "--", entry) !== "");
    const archive = execFileSync("git", ["-C", root, "archive", "--format=tar", commit, "--", ...present], { maxBuffer: 1 << 30 });
    execFileSync("tar", ["-x", "-C", sources], { input: archive });
    // a package the scanner imports resolves as it does in the working tree
    symlinkSync(path.join(root, "node_modules"), path.join(sources, "node_modules"));
    bundleScanner(outfile, sources, entries);
  } finally {
    rmSync(sources, { recursive: true, force: true });
  }
  return outfile;
}

/** Bundles the working tree's scanner into SCANNER and this file into WORKER, once per process. */
function buildBench(): void {
  if (built) return;
  bundleScanner(SCANNER);
  const { buildSync } = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");
  buildSync({
    entryPoints: [fileURLToPath(import.meta.url)],
    outfile: WORKER,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node22",
    logLevel: "warning",
  });
  built = true;
}

/** The working tree's scanner, bundled (SCANNER). */
export function scannerNow(): string {
  buildBench();
  return SCANNER;
}

async function scanner(): Promise<Scanner> {
  return (await import(pathToFileURL(scannerFile).href)) as Scanner;
}

async function detector(tool: Tool): Promise<{ detect: Detect; rules: number }> {
  if (tool === "distill") {
    const { scan, formatOf, RULES } = await scanner();
    return {
      detect: async (content, file) => scan(content, { format: formatOf(file) }).map((finding) => [finding.start, finding.end]),
      rules: RULES.length,
    };
  }
  const { lintSource } = await import("@secretlint/core");
  const { secretLintProfiler } = await import("@secretlint/profiler");
  secretLintProfiler.setEnabled(false);
  const { creator } = await import("@secretlint/secretlint-rule-preset-recommend");
  const rules: Array<{ id: string; rule: unknown }> = [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: creator }];
  let count = creator.rules.length;
  if (tool === "secretlint-comparable") {
    const { RULES } = await scanner();
    const patterns = RULES.filter((rule) => "pattern" in rule);
    count += patterns.length;
    rules.push({
      id: "bench-distill-patterns",
      rule: {
        messages: { Found: { en: (props: { ID: string }) => `found ${props.ID}` } },
        meta: { id: "bench-distill-patterns", recommended: true, type: "scanner", supportedContentTypes: ["all"], docs: { url: "https://example.invalid" } },
        create(context: { createTranslator: (messages: unknown) => (id: string, props: unknown) => unknown; report: (descriptor: unknown) => void }) {
          const t = context.createTranslator({ Found: { en: (props: { ID: string }) => `found ${props.ID}` } });
          return {
            file(source: { content: string }) {
              for (const rule of patterns) {
                for (const match of source.content.matchAll(rule.pattern)) {
                  const value = match[0];
                  if (rule.validate && !rule.validate(value, { text: source.content, start: match.index, end: match.index + value.length })) continue;
                  context.report({ message: t("Found", { ID: rule.id }), range: [match.index, match.index + value.length] });
                }
              }
            },
          };
        },
      },
    });
  }
  const config = { rules } as Parameters<typeof lintSource>[0]["options"]["config"];
  return {
    detect: async (content, file) =>
      (await lintSource({ source: { content, filePath: file, contentType: "text" }, options: { config } })).messages.map((message) => [
        message.range[0],
        message.range[1],
      ]),
    rules: count,
  };
}

async function work(tool: Tool, files: readonly string[], passes: number, withRanges: boolean): Promise<WorkerResult> {
  const { detect, rules } = await detector(tool);
  const ranges: Array<Array<[number, number]>> = [];
  let findings = 0;
  for (const file of files) {
    const found = await detect(readFileSync(file, "utf8"), file);
    findings += found.length;
    if (withRanges) ranges.push(found);
  }
  let cpuSeconds = 0;
  let wallSeconds = 0;
  let bytes = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const file of files) {
      const content = readFileSync(file, "utf8");
      const cpu = process.cpuUsage();
      const started = performance.now();
      await detect(content, file);
      wallSeconds += (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      cpuSeconds += (used.user + used.system) / 1e6;
      bytes += Buffer.byteLength(content);
    }
  }
  return { ...(withRanges ? { ranges } : {}), findings, cpuSeconds, wallSeconds, maxRssMb: process.resourceUsage().maxRSS / 1024, bytes, rules };
}

const self = fileURLToPath(import.meta.url);

/**
 * Runs one tool over the files in a child process and returns what it measured; `scanner`, a bundle
 * of another revision's distill (scannerAt), for the distill tool.
 */
export function runWorker(tool: Tool, files: readonly string[], options: { passes: number; ranges?: boolean; scanner?: string }): WorkerResult {
  buildBench();
  const list = path.join(os.tmpdir(), `svc-bench-files-${process.pid}-${tool}.json`);
  writeFileSync(list, JSON.stringify(files));
  const args = [WORKER, tool, list, String(options.passes), options.ranges ? "ranges" : "count", options.scanner ?? SCANNER];
  try {
    return JSON.parse(execFileSync(process.execPath, args, { maxBuffer: 1 << 30, encoding: "utf8" })) as WorkerResult;
  } finally {
    rmSync(list, { force: true });
  }
}

if (process.argv[1] === self) {
  const [tool, list, passes, ranges, scanner] = process.argv.slice(2);
  scannerFile = scanner ?? SCANNER;
  const files = JSON.parse(readFileSync(list as string, "utf8")) as string[];
  process.stdout.write(JSON.stringify(await work(tool as Tool, files, Number(passes), ranges === "ranges")));
}
