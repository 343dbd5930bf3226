// Migration speed and memory against rulesync, in one run, on the same generated input: a Claude
// Code project harness (rules, commands, agents, skills, ~5 KB each), of 2,000 items (2,023 files,
// ~10.5 MB) and of a typical 50, on tmpfs (/dev/shm, where an fsync costs almost nothing: what is
// measured is the work, not the disk; --dir chooses another folder, and the report says when it
// is not tmpfs).
//   svc:      svc preview --json to codex, and to cursor; svc migrate --to codex,cursor (one run:
//             one reading, one backup, one change; writing, with backups, every file fsynced)
//   rulesync: rulesync convert --from claudecode --to codexcli,cursor --features '*', with
//             --dry-run (what it would write), then writing
// Targets (issue #34): on 2,000 items, svc preview -> codex within 0.33x of rulesync's dry run and
// svc migrate -> codex,cursor within 0.33x of rulesync writing, peak memory no higher than
// rulesync's; the typical harness's rows where they were (0.15x and 0.18x); and no step quadratic
// in the number of items: the same runs on 4x the items take at most ~4x the time.
// Wall times on a machine busier than its cores are stretched by waiting for a core: the report
// warns then, and gives the CPU time (user + system) and its ratios beside them.
// rulesync is installed on first use into build/bench/rulesync from the npm registry (pinned).
// Usage: node bench/migrate.ts [--items 2000] [--typical 50] [--runs 3] [--scale-runs RUNS] [--no-scale]
//                              [--svc EXECUTABLE] [--dir DIR]
//        (--scale-runs: runs of the 4x project, whose rulesync steps take minutes each on a loaded machine)
//        node bench/migrate.ts --generate DIR [--items 2000]   (only writes the project, to profile)
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";

const root = path.resolve(import.meta.dirname, "..");
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const ITEMS = argument("--items", 2000);
const TYPICAL = argument("--typical", 50);
const RUNS = argument("--runs", 3);
const SCALE = !process.argv.includes("--no-scale");
const SCALE_RUNS = argument("--scale-runs", RUNS);
const RULESYNC_VERSION = "17.0.0";
const node = path.join(root, "node_modules/.bin/node");

// ---- input ----------------------------------------------------------------------------------

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * A Claude Code project: a quarter each of rules (half of them scoped by a glob), commands,
 * agents and skills, ~5 KB each; CLAUDE.md; 22 skills have a reference file.
 */
function generate(repo: string, count: number): { files: number; bytes: number } {
  const paragraph = (n: number) => `Guidance ${n}: keep functions small, name things for what they do, and test the edge cases before shipping.\n`.repeat(48);
  const claude = path.join(repo, ".claude");
  const quarter = Math.ceil(count / 4);
  let files = 0;
  let bytes = 0;
  const put = (file: string, content: string) => {
    write(file, content);
    files++;
    bytes += Buffer.byteLength(content);
  };
  for (let i = 0; i < quarter; i++) {
    const glob = i % 2 === 0 ? `---\npaths:\n  - "src/module${i}/**/*.ts"\n---\n` : "";
    put(path.join(claude, "rules", `rule-${i}.md`), `${glob}# Rule ${i}\n\n${paragraph(i)}`);
    put(
      path.join(claude, "commands", `cmd-${i}.md`),
      `---\ndescription: Command ${i}\nargument-hint: "<target>"\n---\nDo task ${i} on $ARGUMENTS.\n${paragraph(i)}`,
    );
    put(
      path.join(claude, "agents", `agent-${i}.md`),
      `---\nname: agent-${i}\ndescription: Agent ${i}\ntools: Read, Grep\nmodel: sonnet\n---\nYou are agent ${i}.\n${paragraph(i)}`,
    );
    put(path.join(claude, "skills", `skill-${i}`, "SKILL.md"), `---\nname: skill-${i}\ndescription: Skill ${i}\n---\n${paragraph(i)}`);
    if (i < 22) put(path.join(claude, "skills", `skill-${i}`, "reference.md"), paragraph(i));
  }
  put(path.join(repo, "CLAUDE.md"), `# Project\n\n${paragraph(0)}`);
  return { files, bytes };
}

// ---- measuring ------------------------------------------------------------------------------

interface Measure {
  seconds: number;
  maxRssMb: number;
  /** CPU time (user + system): what the work costs, which a loaded machine's scheduling does not stretch as it stretches wall time. */
  cpuSeconds: number;
}

const hasGnuTime = existsSync("/usr/bin/time");

/** Runs a command, returning wall time and peak memory (GNU time), failing loudly. */
function measure(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Measure {
  const [program, argv] = hasGnuTime ? ["/usr/bin/time", ["-f", "__SVC_BENCH__ %e %M %U %S", command, ...args]] : [command, args];
  const start = process.hrtime.bigint();
  const result = spawnSync(program, argv, { cwd: options.cwd, env: options.env, encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const line = /__SVC_BENCH__ ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(result.stderr ?? "");
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.status}:\n${(result.stderr ?? "").slice(-2000)}`);
  return { seconds, maxRssMb: line ? Number(line[2]) / 1024 : Number.NaN, cpuSeconds: line ? Number(line[3]) + Number(line[4]) : Number.NaN };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function rulesyncBin(): string {
  const prefix = path.join(root, "build/bench/rulesync");
  const bin = path.join(prefix, "node_modules/rulesync/dist/cli/index.js");
  if (!existsSync(bin)) {
    process.stderr.write(`installing rulesync@${RULESYNC_VERSION} into ${path.relative(root, prefix)}…\n`);
    mkdirSync(prefix, { recursive: true });
    execFileSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--silent", `rulesync@${RULESYNC_VERSION}`], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  return bin;
}

// ---- run ------------------------------------------------------------------------------------

const generateInto = process.argv.indexOf("--generate");
if (generateInto !== -1) {
  const made = generate(path.resolve(process.argv[generateInto + 1] ?? "."), ITEMS);
  process.stdout.write(`${made.files} files, ${(made.bytes / 1e6).toFixed(1)} MB\n`);
  process.exit(0);
}

// The executable users run (V8's code cache makes it start faster than node + dist/svc.cjs), made
// from the sources as they are now: an executable left from an earlier build would time old code.
// `make build` is incremental: it bundles again (~0.1 s) and repackages only when the bundle changed.
// --svc PATH measures another executable instead (an earlier build, for a before/after comparison).
const given = process.argv.indexOf("--svc");
const svcProgram = [given === -1 ? path.join(root, "dist/svc") : path.resolve(process.argv[given + 1] ?? "")];
if (given === -1) {
  process.stderr.write("bench/migrate: make build…\n");
  execFileSync("make", ["--no-print-directory", "build"], { cwd: root, stdio: ["ignore", 2, "inherit"] });
}
const built =
  given === -1
    ? `dist/svc built by make build from ${execFileSync("git", ["describe", "--always", "--dirty"], { cwd: root, encoding: "utf8" }).trim()}`
    : `${svcProgram[0]} (--svc)`;
const rulesync = rulesyncBin();
const TMPFS_MAGIC = 0x01021994;
const isTmpfs = (dir: string) => {
  try {
    return statfsSync(dir).type === TMPFS_MAGIC;
  } catch {
    return false;
  }
};
/** Where the projects are made: --dir, else the first tmpfs of /dev/shm and the temporary folder, else the temporary folder. */
function workParent(): string {
  const given = process.argv.indexOf("--dir");
  if (given !== -1) return path.resolve(process.argv[given + 1] ?? ".");
  for (const candidate of ["/dev/shm", os.tmpdir()]) {
    try {
      accessSync(candidate, constants.W_OK);
      if (isTmpfs(candidate)) return candidate;
    } catch {
      // not there or not writable: the next one
    }
  }
  return os.tmpdir();
}
const work = mkdtempSync(path.join(workParent(), "svc-bench-migrate-"));
const license = issueLicense({
  productId: "svc_lifetime",
  email: "bench@example.com",
  key: parseSigningKey(readFileSync(path.join(root, "keys/development.key"), "utf8"), "keys/development.key"),
  issuedAt: new Date(),
}).envelope;

type Step = "svc preview → codex" | "svc preview → cursor" | "rulesync dry run → both" | "svc migrate → both" | "rulesync convert → both";
const STEPS: Step[] = ["svc preview → codex", "svc preview → cursor", "rulesync dry run → both", "svc migrate → both", "rulesync convert → both"];

/** Every step on a fresh copy of a generated project of `items` items; medians of RUNS runs. */
function benchmark(items: number, runCount: number): { input: { files: number; bytes: number }; medians: Record<Step, Measure> } {
  const pristine = path.join(work, `pristine-${items}`);
  const input = generate(pristine, items);
  const fresh = (label: string) => {
    const base = path.join(work, label);
    rmSync(base, { recursive: true, force: true });
    cpSync(pristine, path.join(base, "repo"), { recursive: true });
    const home = path.join(base, "home");
    mkdirSync(home);
    return {
      repo: path.join(base, "repo"),
      options: { cwd: path.join(base, "repo"), env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), SVC_LICENSE: license } },
    };
  };
  const svc = (args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) => measure(svcProgram[0] ?? "", [...svcProgram.slice(1), ...args], options);
  const runs: Record<Step, Measure[]> = Object.fromEntries(STEPS.map((step) => [step, []])) as unknown as Record<Step, Measure[]>;
  // Each figure as it comes, on stderr: a long run on a loaded machine still tells something if stopped.
  const record = (step: Step, entry: Measure) => {
    runs[step].push(entry);
    process.stderr.write(
      `bench/migrate: ${items} items, run ${runs[step].length}: ${step} ${(entry.seconds * 1000).toFixed(0)} ms (CPU ${(entry.cpuSeconds * 1000).toFixed(0)} ms), peak ${entry.maxRssMb.toFixed(0)} MB, load ${os.loadavg()[0]?.toFixed(1)}\n`,
    );
  };
  for (let run = 0; run < runCount; run++) {
    for (const to of ["codex", "cursor"] as const) {
      const world = fresh(`preview-${to}`);
      record(`svc preview → ${to}`, svc(["preview", "--from", "claude-code", "--to", to, "--repo", world.repo, "--json"], world.options));
    }
    let world = fresh("rulesync-dry");
    record(
      "rulesync dry run → both",
      measure(node, [rulesync, "convert", "--from", "claudecode", "--to", "codexcli,cursor", "--features", "*", "--dry-run", "--silent"], world.options),
    );
    world = fresh("migrate");
    record(
      "svc migrate → both",
      svc(["migrate", "--from", "claude-code", "--to", "codex,cursor", "--repo", world.repo, "--policy", "overwrite", "--json"], world.options),
    );
    world = fresh("rulesync-write");
    record(
      "rulesync convert → both",
      measure(node, [rulesync, "convert", "--from", "claudecode", "--to", "codexcli,cursor", "--features", "*", "--silent"], world.options),
    );
  }
  rmSync(pristine, { recursive: true, force: true });
  const medians = Object.fromEntries(
    STEPS.map((step) => [
      step,
      {
        seconds: median(runs[step].map((entry) => entry.seconds)),
        maxRssMb: median(runs[step].map((entry) => entry.maxRssMb)),
        cpuSeconds: median(runs[step].map((entry) => entry.cpuSeconds)),
      },
    ]),
  ) as Record<Step, Measure>;
  return { input, medians };
}

// The machine may be shared: its load, before and after, says how far to trust the figures.
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const loadBefore = loadAverage();
const typical = benchmark(TYPICAL, RUNS);
const base = benchmark(ITEMS, RUNS);
const scaled = SCALE ? benchmark(ITEMS * 4, SCALE_RUNS) : null;
rmSync(work, { recursive: true, force: true });

const cores = os.cpus().length;
const mb = (value: number) => (Number.isNaN(value) ? "?" : value.toFixed(0));
const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;
const lines = [
  `migrate: Claude Code projects of ${TYPICAL} and ${ITEMS} items (${base.input.files} files, ${(base.input.bytes / 1e6).toFixed(1)} MB), median of ${RUNS} runs, in ${path.dirname(work)}${isTmpfs(path.dirname(work)) ? " (tmpfs)" : " (NOT tmpfs: each fsync waits on the disk)"}, ${cores} cores, Node ${process.version}, rulesync ${RULESYNC_VERSION}`,
  `  svc: ${built}`,
  `  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`,
];
if (Math.max(...os.loadavg(), ...loadBefore.split(" ").map(Number)) > cores) {
  lines.push(
    `  WARNING: the load is above the ${cores} cores: wall times are stretched by waiting for a core, so the wall ratios are not the quiet machine's; the CPU ratios say more`,
  );
}
lines.push(
  `  ${"measure".padEnd(44)} ${"svc".padStart(9)} ${"CPU".padStart(9)} ${"peak".padStart(7)}   ${"anchor".padEnd(24)} ${"wall".padStart(9)} ${"CPU".padStart(9)} ${"peak".padStart(7)}   ratio (CPU)    goal`,
);
const row = (label: string, svcStep: Measure, anchorLabel: string, anchor: Measure, goal: string) => {
  const ratio = svcStep.seconds / anchor.seconds;
  const cpuRatio = svcStep.cpuSeconds / anchor.cpuSeconds;
  lines.push(
    `  ${label.padEnd(44)} ${ms(svcStep.seconds).padStart(9)} ${ms(svcStep.cpuSeconds).padStart(9)} ${`${mb(svcStep.maxRssMb)} MB`.padStart(7)}   ${anchorLabel.padEnd(24)} ${ms(anchor.seconds).padStart(9)} ${ms(anchor.cpuSeconds).padStart(9)} ${`${mb(anchor.maxRssMb)} MB`.padStart(7)}   ${ratio.toFixed(2)}x (${cpuRatio.toFixed(2)}x)  ${goal}`,
  );
  return ratio;
};
const at = (limit: number, ratio: number) => `≤ ${limit}x: ${ratio <= limit ? "met" : "NOT met"}`;
const t = typical.medians;
const b = base.medians;
row(`typical, ${TYPICAL} items: preview → codex`, t["svc preview → codex"], "rulesync dry run → both", t["rulesync dry run → both"], "was 0.15x");
row(`typical, ${TYPICAL} items: migrate → codex,cursor`, t["svc migrate → both"], "rulesync writing", t["rulesync convert → both"], "was 0.18x");
const previewRatio = b["svc preview → codex"].seconds / b["rulesync dry run → both"].seconds;
row(`${ITEMS} items: preview → codex (--json)`, b["svc preview → codex"], "rulesync dry run → both", b["rulesync dry run → both"], at(0.33, previewRatio));
row(`${ITEMS} items: preview → cursor (--json)`, b["svc preview → cursor"], "rulesync dry run → both", b["rulesync dry run → both"], "was 0.24x");
const migrateRatio = b["svc migrate → both"].seconds / b["rulesync convert → both"].seconds;
row(`${ITEMS} items: migrate → codex,cursor`, b["svc migrate → both"], "rulesync writing", b["rulesync convert → both"], at(0.33, migrateRatio));
const peak = Math.max(b["svc preview → codex"].maxRssMb, b["svc preview → cursor"].maxRssMb, b["svc migrate → both"].maxRssMb);
const anchorPeak = Math.min(b["rulesync dry run → both"].maxRssMb, b["rulesync convert → both"].maxRssMb);
const check = (label: string, met: boolean) => lines.push(`  ${met ? "met    " : "NOT met"} ${label}`);
check(`peak memory of svc on ${ITEMS} items (at most ${mb(peak)} MB) no higher than rulesync's (at least ${mb(anchorPeak)} MB)`, !(peak > anchorPeak));
if (scaled) {
  const worst = Math.max(...STEPS.filter((step) => step.startsWith("svc")).map((step) => scaled.medians[step].seconds / b[step].seconds));
  check(
    `svc on 4× the items takes at most ~4× the time (worst ${worst.toFixed(1)}×, ${SCALE_RUNS === 1 ? "1 run" : `median of ${SCALE_RUNS}`}; 4.5× allowed for noise)`,
    worst <= 4.5,
  );
}
process.stdout.write(`${lines.join("\n")}\n`);
