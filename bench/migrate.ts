// Migration speed and memory against rulesync, in one run, on the same generated input: a Claude
// Code project harness of 2,000 items (rules, commands, agents, skills; 2,023 files, ~10.5 MB).
//   svc:      svc preview --json to codex, and to cursor; svc migrate --to codex,cursor (one run:
//             one reading, one backup, one change; writing, with backups), and, as before, svc
//             migrate to codex, then to cursor (two runs), shown beside it
//   rulesync: rulesync convert --from claudecode --to codexcli,cursor --features '*', with
//             --dry-run (what it would write), then writing; and writing followed by `sync`
//             (svc fsyncs every file it writes, as the contract requires, and rulesync does
//             not: `sync` puts rulesync's files on the disk too, the same durability)
// Targets (issue #16): each svc preview ≥ 3× faster than rulesync's dry run to both, peak memory
// no more than rulesync's; svc migrate --to codex,cursor ≥ 2× faster than rulesync writing (shown
// against rulesync writing + sync as well); and no
// step quadratic in the number of items: the same runs on 4× the items take at most ~4× the time.
// rulesync is installed on first use into build/bench/rulesync from the npm registry (pinned).
// Usage: node bench/migrate.ts [--items 2000] [--runs 3] [--scale-runs RUNS] [--no-scale] [--svc EXECUTABLE]
//        (--scale-runs: runs of the 4× project, whose rulesync steps take minutes each on a loaded machine)
//        node bench/migrate.ts --generate DIR [--items 2000]   (only writes the project, to profile)
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
    put(path.join(claude, "commands", `cmd-${i}.md`), `---\ndescription: Command ${i}\nargument-hint: "<target>"\n---\nDo task ${i} on $ARGUMENTS.\n${paragraph(i)}`);
    put(path.join(claude, "agents", `agent-${i}.md`), `---\nname: agent-${i}\ndescription: Agent ${i}\ntools: Read, Grep\nmodel: sonnet\n---\nYou are agent ${i}.\n${paragraph(i)}`);
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

/** Several commands run one after another count as one step: times add up, peak is the largest. */
function together(measures: Measure[]): Measure {
  const sum = (value: (entry: Measure) => number) => measures.reduce((total, entry) => total + value(entry), 0);
  return { seconds: sum((entry) => entry.seconds), maxRssMb: Math.max(...measures.map((entry) => entry.maxRssMb)), cpuSeconds: sum((entry) => entry.cpuSeconds) };
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
    execFileSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--silent", `rulesync@${RULESYNC_VERSION}`], { stdio: ["ignore", "ignore", "inherit"] });
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
const built = given === -1 ? `dist/svc built by make build from ${execFileSync("git", ["describe", "--always", "--dirty"], { cwd: root, encoding: "utf8" }).trim()}` : `${svcProgram[0]} (--svc)`;
const rulesync = rulesyncBin();
const work = mkdtempSync(path.join(os.tmpdir(), "svc-bench-migrate-"));
const license = issueLicense({ productId: "svc_lifetime", email: "bench@example.com", key: parseSigningKey(readFileSync(path.join(root, "keys/development.key"), "utf8"), "keys/development.key"), issuedAt: new Date() }).envelope;

type Step = "svc preview → codex" | "svc preview → cursor" | "rulesync dry run → both" | "svc migrate → both" | "svc migrate → 1, then 2" | "rulesync convert → both" | "rulesync convert + sync";
const STEPS: Step[] = ["svc preview → codex", "svc preview → cursor", "rulesync dry run → both", "svc migrate → both", "svc migrate → 1, then 2", "rulesync convert → both", "rulesync convert + sync"];

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
    return { repo: path.join(base, "repo"), options: { cwd: path.join(base, "repo"), env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), SVC_LICENSE: license } } };
  };
  const svc = (args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) => measure(svcProgram[0] ?? "", [...svcProgram.slice(1), ...args], options);
  const runs: Record<Step, Measure[]> = Object.fromEntries(STEPS.map((step) => [step, []])) as unknown as Record<Step, Measure[]>;
  // Each figure as it comes, on stderr: a long run on a loaded machine still tells something if stopped.
  const record = (step: Step, entry: Measure) => {
    runs[step].push(entry);
    process.stderr.write(`bench/migrate: ${items} items, run ${runs[step].length}: ${step} ${(entry.seconds * 1000).toFixed(0)} ms (CPU ${(entry.cpuSeconds * 1000).toFixed(0)} ms), peak ${entry.maxRssMb.toFixed(0)} MB, load ${os.loadavg()[0]?.toFixed(1)}\n`);
  };
  for (let run = 0; run < runCount; run++) {
    for (const to of ["codex", "cursor"] as const) {
      const world = fresh(`preview-${to}`);
      record(`svc preview → ${to}`, svc(["preview", "--from", "claude-code", "--to", to, "--repo", world.repo, "--json"], world.options));
    }
    let world = fresh("rulesync-dry");
    record("rulesync dry run → both", measure(node, [rulesync, "convert", "--from", "claudecode", "--to", "codexcli,cursor", "--features", "*", "--dry-run", "--silent"], world.options));
    const migrate = (to: string) => svc(["migrate", "--from", "claude-code", "--to", to, "--repo", world.repo, "--policy", "overwrite", "--json"], world.options);
    world = fresh("migrate");
    record("svc migrate → both", migrate("codex,cursor"));
    // The same in two runs, as the bench measured before svc took several targets.
    world = fresh("migrate-two");
    record("svc migrate → 1, then 2", together([migrate("codex"), migrate("cursor")]));
    world = fresh("rulesync-write");
    record("rulesync convert → both", measure(node, [rulesync, "convert", "--from", "claudecode", "--to", "codexcli,cursor", "--features", "*", "--silent"], world.options));
    // The same again, then `sync` (what is left of every earlier step's writes is flushed first,
    // so that this sync waits for rulesync's files only).
    world = fresh("rulesync-write-sync");
    spawnSync("sync");
    const convert = measure(node, [rulesync, "convert", "--from", "claudecode", "--to", "codexcli,cursor", "--features", "*", "--silent"], world.options);
    record("rulesync convert + sync", together([convert, measure("sync", [], world.options)]));
  }
  rmSync(pristine, { recursive: true, force: true });
  const medians = Object.fromEntries(STEPS.map((step) => [step, { seconds: median(runs[step].map((entry) => entry.seconds)), maxRssMb: median(runs[step].map((entry) => entry.maxRssMb)), cpuSeconds: median(runs[step].map((entry) => entry.cpuSeconds)) }])) as Record<Step, Measure>;
  return { input, medians };
}

// The machine may be shared: its load, before and after, says how far to trust the figures.
const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(" ");
const loadBefore = loadAverage();
const base = benchmark(ITEMS, RUNS);
const scaled = SCALE ? benchmark(ITEMS * 4, SCALE_RUNS) : null;
rmSync(work, { recursive: true, force: true });

const { medians } = base;
const mb = (value: number) => (Number.isNaN(value) ? "?" : value.toFixed(0));
const lines = [
  `migrate: a Claude Code project of ${ITEMS} items (${base.input.files} files, ${(base.input.bytes / 1e6).toFixed(1)} MB), median of ${RUNS} runs, ${os.cpus().length} cores, Node ${process.version}, rulesync ${RULESYNC_VERSION}`,
  `  svc: ${built}`,
  `  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`,
];
if (Math.max(...os.loadavg()) > os.cpus().length) lines.push(`  (the load is above the ${os.cpus().length} cores: wall times are stretched by waiting for a core; the CPU ratios say more)`);
for (const step of STEPS) {
  const { seconds, maxRssMb, cpuSeconds } = medians[step];
  const growth = scaled ? `   ×4 items (${SCALE_RUNS === 1 ? "1 run" : `median of ${SCALE_RUNS}`}): ${(scaled.medians[step].seconds / seconds).toFixed(1)}× the time` : "";
  lines.push(`  ${step.padEnd(24)} ${(seconds * 1000).toFixed(0).padStart(6)} ms   CPU ${(cpuSeconds * 1000).toFixed(0).padStart(6)} ms   peak ${mb(maxRssMb).padStart(4)} MB${growth}`);
}
const dry = medians["rulesync dry run → both"];
const written = medians["rulesync convert → both"];
const check = (label: string, met: boolean) => lines.push(`  ${met ? "met    " : "NOT met"} ${label}`);
for (const to of ["codex", "cursor"] as const) {
  const step = medians[`svc preview → ${to}`];
  check(`svc preview → ${to} ≥ 3× faster than rulesync's dry run to both (${(dry.seconds / step.seconds).toFixed(1)}×; CPU ${(dry.cpuSeconds / step.cpuSeconds).toFixed(1)}×), peak ${mb(step.maxRssMb)} ≤ ${mb(dry.maxRssMb)} MB`, dry.seconds / step.seconds >= 3 && !(step.maxRssMb > dry.maxRssMb));
}
check(`svc migrate → both ≥ 2× faster than rulesync writing (${(written.seconds / medians["svc migrate → both"].seconds).toFixed(1)}×; CPU ${(written.cpuSeconds / medians["svc migrate → both"].cpuSeconds).toFixed(1)}×)`, written.seconds / medians["svc migrate → both"].seconds >= 2);
const durable = medians["rulesync convert + sync"];
const twoRuns = medians["svc migrate → 1, then 2"];
lines.push(`  (svc migrate → both: one run, --to codex,cursor; → 1, then 2: --to codex, then --to cursor, ${(written.seconds / twoRuns.seconds).toFixed(1)}× faster than rulesync writing, ${(durable.seconds / twoRuns.seconds).toFixed(1)}× than writing + sync)`);
check(`svc migrate → both ≥ 2× faster than rulesync writing + sync, the same durability (${(durable.seconds / medians["svc migrate → both"].seconds).toFixed(1)}×; CPU ${(durable.cpuSeconds / medians["svc migrate → both"].cpuSeconds).toFixed(1)}×)`, durable.seconds / medians["svc migrate → both"].seconds >= 2);
if (scaled) {
  const worst = Math.max(...STEPS.filter((step) => step.startsWith("svc")).map((step) => scaled.medians[step].seconds / medians[step].seconds));
  check(`svc on 4× the items takes at most ~4× the time (worst ${worst.toFixed(1)}×; 4.5× allowed for noise)`, worst <= 4.5);
}
process.stdout.write(`${lines.join("\n")}\n`);
