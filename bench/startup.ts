// Start-up time of the executable against its anchor, the same Node running nothing.
// Target (issue #2): `dist/svc version` within 1.5x of `node -e 0` of Node 22.23.2.
// Uses hyperfine when installed (apt install hyperfine), else a timed loop.
// Usage: make build && node bench/startup.ts [--runs N]
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const svc = path.join(root, "dist/svc");
const node = path.join(root, "node_modules/.bin/node");
const runsIndex = process.argv.indexOf("--runs");
const runs = runsIndex === -1 ? 40 : Number(process.argv[runsIndex + 1]);
const TARGET = 1.5;

if (!existsSync(svc)) {
  process.stderr.write("bench/startup: dist/svc is missing; run `make build` first\n");
  process.exit(1);
}

interface Figure {
  command: string;
  mean: number;
  stddev: number;
}

function withHyperfine(commands: string[]): Figure[] | null {
  try {
    execFileSync("hyperfine", ["--version"], { stdio: "ignore" });
  } catch {
    return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
  const file = path.join(dir, "hyperfine.json");
  execFileSync("hyperfine", ["-N", "--warmup", "5", "--runs", String(runs), "--export-json", file, ...commands], { stdio: ["ignore", "ignore", "inherit"] });
  const { results } = JSON.parse(readFileSync(file, "utf8")) as { results: { command: string; mean: number; stddev: number }[] };
  rmSync(dir, { recursive: true, force: true });
  return results.map((result) => ({ command: result.command, mean: result.mean * 1000, stddev: result.stddev * 1000 }));
}

function withLoop(commands: string[]): Figure[] {
  return commands.map((command) => {
    const [program, ...args] = command.split(" ");
    const times: number[] = [];
    for (let index = 0; index < runs + 5; index++) {
      const start = process.hrtime.bigint();
      spawnSync(program ?? "", args, { stdio: "ignore" });
      if (index >= 5) times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    const stddev = Math.sqrt(times.reduce((sum, time) => sum + (time - mean) ** 2, 0) / times.length);
    return { command, mean, stddev };
  });
}

const commands = [`${svc} version`, `${node} -e 0`];
const measured = withHyperfine(commands);
const tool = measured ? "hyperfine" : "loop";
const figures = measured ?? withLoop(commands);
const [svcFigure, anchor] = figures as [Figure, Figure];
const ratio = svcFigure.mean / anchor.mean;
const nodeVersion = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
process.stdout.write(
  [
    `startup (${tool}, ${runs} runs, ${os.cpus().length} cores, Node ${nodeVersion})`,
    `  svc version          ${svcFigure.mean.toFixed(1)} ms ± ${svcFigure.stddev.toFixed(1)}`,
    `  anchor: node -e 0    ${anchor.mean.toFixed(1)} ms ± ${anchor.stddev.toFixed(1)}`,
    `  ratio                ${ratio.toFixed(2)}x  (target ≤ ${TARGET}x: ${ratio <= TARGET ? "met" : "NOT met"})`,
    "",
  ].join("\n"),
);
