// Start-up time of the executable against its anchor, the same Node running nothing, in one run.
// Targets (issue #34), fastest run against fastest run: `dist/svc version` within 1.3x of
// `node -e 0` of Node 22.23.2, and `dist/svc __complete …` (what every Tab runs) within 1.5x;
// `svc --help` is shown beside them.
// On a machine busier than its cores, wall times are stretched by waiting for a core: the report
// warns then, and gives each command's CPU time (user + system, from hyperfine) and its ratio too.
// With make npm's packages in dist/npm, also svc as npm gives it, installed here from the tarballs
// (offline): the `svc` of `npm i -g`, `npx @svc-cli/svc version` in a project that has it, and the
// Node launcher npm's `svc` is when the install step did not run (--ignore-scripts).
// Uses hyperfine when installed (apt install hyperfine), else a timed loop.
// Usage: make build [&& make npm] && node bench/startup.ts [--runs N]
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NPM_PACKAGE, npmPlatformFor, npmPlatformPackage } from "../src/release/npm.ts";

const root = path.resolve(import.meta.dirname, "..");
const svc = path.join(root, "dist/svc");
const node = path.join(root, "node_modules/.bin/node");
const runsIndex = process.argv.indexOf("--runs");
const runs = runsIndex === -1 ? 30 : Number(process.argv[runsIndex + 1]);
/** The commands timed against `node -e 0`, with their targets (null: shown, no target). */
const STARTS: { args: string; label: string; target: number | null }[] = [
  { args: "version", label: "svc version", target: 1.3 },
  { args: "__complete mi", label: "svc __complete mi", target: 1.5 },
  { args: "--help", label: "svc --help", target: null },
];

if (!existsSync(svc)) {
  process.stderr.write("bench/startup: dist/svc is missing; run `make build` first\n");
  process.exit(1);
}

interface Figure {
  command: string;
  mean: number;
  stddev: number;
  /** The fastest run, ms: what a quiet machine gives (the ratios are of these). */
  min: number;
  /** CPU time (user + system) per run, ms; NaN where unknown. */
  cpu: number;
}

interface Where {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

function withHyperfine(commands: string[], where: Where): Figure[] | null {
  try {
    execFileSync("hyperfine", ["--version"], { stdio: "ignore" });
  } catch {
    return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
  const file = path.join(dir, "hyperfine.json");
  execFileSync("hyperfine", ["-N", "--warmup", "5", "--runs", String(runs), "--export-json", file, ...commands], {
    stdio: ["ignore", "ignore", "inherit"],
    ...where,
  });
  const { results } = JSON.parse(readFileSync(file, "utf8")) as {
    results: { command: string; mean: number; stddev: number; min: number; user: number; system: number }[];
  };
  rmSync(dir, { recursive: true, force: true });
  return results.map((result) => ({
    command: result.command,
    mean: result.mean * 1000,
    stddev: result.stddev * 1000,
    min: result.min * 1000,
    cpu: (result.user + result.system) * 1000,
  }));
}

function withLoop(commands: string[], where: Where): Figure[] {
  return commands.map((command) => {
    const [program, ...args] = command.split(" ");
    const times: number[] = [];
    for (let index = 0; index < runs + 5; index++) {
      const start = process.hrtime.bigint();
      spawnSync(program ?? "", args, { stdio: "ignore", ...where });
      if (index >= 5) times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    const stddev = Math.sqrt(times.reduce((sum, time) => sum + (time - mean) ** 2, 0) / times.length);
    return { command, mean, stddev, min: Math.min(...times), cpu: Number.NaN };
  });
}

/**
 * svc from make npm's tarballs, installed offline into a temporary folder three ways; the
 * commands to time, where to run them, and the folder to remove. Null without the tarballs.
 */
function npmInstalls(): { commands: string[]; labels: string[]; where: Where; dir: string } | null {
  // <name>-<version>.tgz, whatever the version (a development build's is <version>-dev).
  const packed = existsSync(path.join(root, "dist/npm")) ? readdirSync(path.join(root, "dist/npm")) : [];
  const tarball = (name: string) => {
    const base = `${name.replace(/^@/, "").replace("/", "-")}-`;
    return path.join(
      root,
      "dist/npm",
      packed.find((file) => file.startsWith(base) && /^\d/.test(file.slice(base.length)) && file.endsWith(".tgz")) ?? "missing.tgz",
    );
  };
  const platform = npmPlatformFor(process.platform, process.arch);
  if (!platform || !existsSync(tarball(NPM_PACKAGE)) || !existsSync(tarball(npmPlatformPackage(platform)))) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), "svc-bench-npm-"));
  const env = {
    ...process.env,
    npm_config_cache: path.join(dir, "cache"),
    npm_config_offline: "true",
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
    npm_config_loglevel: "error",
  };
  const packages = [tarball(NPM_PACKAGE), tarball(npmPlatformPackage(platform))];
  const project = path.join(dir, "project");
  mkdirSync(project);
  writeFileSync(path.join(project, "package.json"), "{}\n");
  execFileSync("npm", ["install", "--global", "--prefix", path.join(dir, "global"), ...packages], { env, stdio: ["ignore", "ignore", "inherit"] });
  execFileSync("npm", ["install", ...packages], { cwd: project, env, stdio: ["ignore", "ignore", "inherit"] });
  execFileSync("npm", ["install", "--global", "--ignore-scripts", "--prefix", path.join(dir, "launcher"), ...packages], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const bin = (prefix: string) => path.join(dir, prefix, process.platform === "win32" ? "svc.cmd" : "bin/svc");
  return {
    commands: [`${bin("global")} version`, `npx ${NPM_PACKAGE} version`, `${bin("launcher")} version`],
    labels: ["npm i -g: svc version", `npx ${NPM_PACKAGE} version`, "launcher (--ignore-scripts)"],
    where: { cwd: project, env },
    dir,
  };
}

const npm = npmInstalls();
const loadBefore = os.loadavg();
const commands = [`${node} -e 0`, ...STARTS.map((start) => `${svc} ${start.args}`), ...(npm?.commands ?? [])];
const where = npm?.where ?? {};
const measured = withHyperfine(commands, where);
const tool = measured ? "hyperfine" : "loop";
const figures = measured ?? withLoop(commands, where);
if (npm) rmSync(npm.dir, { recursive: true, force: true });
const [anchor, ...rest] = figures as [Figure, ...Figure[]];
const starts = rest.slice(0, STARTS.length);
const npmFigures = rest.slice(STARTS.length);
const svcVersion = starts[0] as Figure;
const nodeVersion = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
const cores = os.cpus().length;
const cpuText = (figure: Figure) => (Number.isNaN(figure.cpu) ? "" : `, CPU ${figure.cpu.toFixed(1)} ms`);
const busiest = Math.max(...loadBefore, ...os.loadavg());
process.stdout.write(
  [
    `startup (${tool}, ${runs} runs, ${cores} cores, Node ${nodeVersion})`,
    ...(busiest > cores
      ? [`  WARNING: the load (${busiest.toFixed(1)}) is above the ${cores} cores: wall times are stretched by waiting for a core; the CPU ratios say more`]
      : []),
    `  anchor: node -e 0        fastest ${anchor.min.toFixed(1)} ms, mean ${anchor.mean.toFixed(1)} ms ± ${anchor.stddev.toFixed(1)}${cpuText(anchor)}`,
    ...STARTS.map((start, index) => {
      const figure = starts[index] as Figure;
      const ratio = figure.min / anchor.min;
      const cpuRatio = Number.isNaN(figure.cpu) ? "" : ` (CPU ${(figure.cpu / anchor.cpu).toFixed(2)}x)`;
      const goal = start.target === null ? "" : `  target ≤ ${start.target}x: ${ratio <= start.target ? "met" : "NOT met"}`;
      return `  ${start.label.padEnd(24)} fastest ${figure.min.toFixed(1)} ms, mean ${figure.mean.toFixed(1)} ms ± ${figure.stddev.toFixed(1)}${cpuText(figure)}   ${ratio.toFixed(2)}x${cpuRatio}${goal}`;
    }),
    ...(npm
      ? npmFigures.map(
          (figure, index) =>
            `  ${(npm.labels[index] ?? "").padEnd(30)} ${figure.mean.toFixed(1)} ms ± ${figure.stddev.toFixed(1)}  (${(figure.mean / svcVersion.mean).toFixed(2)}x svc version)`,
        )
      : ["  (no npm packages in dist/npm: make npm adds npm i -g, npx and the launcher)"]),
    `  load (uptime)            ${loadBefore.map((load) => load.toFixed(2)).join(", ")} before, ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")} after`,
    "",
  ].join("\n"),
);
