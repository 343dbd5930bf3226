// A long-used home: ~/.claude.json of 5 and 30 MB (hundreds of projects with prompt history,
// pasted text, per-project MCP servers, OAuth and cache fields; test/support/claude-json.ts), into
// which `svc migrate --from codex --to claude-code` adds three servers. Prints time and peak memory
// for svc preview, migrate and restore, beside the targets (issue 29): a 30 MB file read as a source
// and migrated into in ≤ 1.5 s with peak memory ≤ 4× its size. Every restore is checked to give the
// file back byte for byte.
// With --race N it also makes N racing runs: a second process rewrites ~/.claude.json every 10 ms
// (test/support/claude-json-racer.ts, as a running Claude Code does) while svc migrates into it;
// the target is 0 lost updates of that writer, and svc never exiting 0 without its servers in the file.
// Usage: node bench/large-home.ts [--sizes 5,30 (0: none)] [--runs 3] [--race 0] [--race-size 0.2] [--svc EXECUTABLE | --bundle]
//   (default: the executable `make build` makes; --bundle: node dist/svc.cjs, bundled first)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { claudeJson } from "../test/support/claude-json.ts";

const root = path.resolve(import.meta.dirname, "..");
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const SIZES = option("--sizes", "5,30")
  .split(",")
  .map(Number)
  .filter((size) => size > 0);
const RUNS = Number(option("--runs", "3"));
const RACES = Number(option("--race", "0"));
const RACE_MB = Number(option("--race-size", "0.2"));
const node = path.join(root, "node_modules/.bin/node");
const TARGET_SECONDS = 1.5;
const TARGET_MEMORY = 4;

const given = process.argv.indexOf("--svc");
let svc: string[];
let built: string;
if (given !== -1) {
  svc = [path.resolve(process.argv[given + 1] ?? "")];
  built = `${svc[0]} (--svc)`;
} else if (process.argv.includes("--bundle")) {
  execFileSync(node, [path.join(root, "scripts/bundle.ts")], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  svc = [node, path.join(root, "dist/svc.cjs")];
  built = "node dist/svc.cjs (--bundle)";
} else {
  process.stderr.write("bench/large-home: make build…\n");
  execFileSync("make", ["--no-print-directory", "build"], { cwd: root, stdio: ["ignore", 2, "inherit"] });
  svc = [path.join(root, "dist/svc")];
  built = "dist/svc built by make build";
}
const commit = execFileSync("git", ["describe", "--always", "--dirty"], { cwd: root, encoding: "utf8" }).trim();

const work = mkdtempSync(path.join(os.tmpdir(), "svc-bench-large-home-"));
const license = issueLicense({
  productId: "svc_lifetime",
  email: "bench@example.com",
  key: parseSigningKey(readFileSync(path.join(root, "keys/development.key"), "utf8"), "keys/development.key"),
  issuedAt: new Date(),
}).envelope;
const CODEX =
  '[mcp_servers.alpha]\ncommand = "npx"\nargs = ["-y", "alpha-mcp"]\n\n[mcp_servers.beta]\ncommand = "uvx"\nargs = ["beta-mcp", "--port", "3000"]\n\n[mcp_servers.gamma]\nurl = "https://gamma.example.com/mcp"\n';
const hasGnuTime = existsSync("/usr/bin/time");

interface Measure {
  seconds: number;
  maxRssMb: number;
  /** CPU time (user + system): what the work costs, which a loaded machine's scheduling does not stretch as it stretches wall time. */
  cpuSeconds: number;
  stdout: string;
}

/** Runs svc, returning wall time and peak memory (GNU time), failing loudly. */
function run(args: string[], home: string): Measure {
  const [program, argv] = hasGnuTime ? ["/usr/bin/time", ["-f", "__SVC_BENCH__ %e %M %U %S", ...svc, ...args]] : [svc[0] as string, [...svc.slice(1), ...args]];
  const start = process.hrtime.bigint();
  const result = spawnSync(program, argv, {
    env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), SVC_LICENSE: license },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`svc ${args.join(" ")} exited ${result.status}:\n${(result.stderr ?? "").slice(-2000)}`);
  const line = /__SVC_BENCH__ ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(result.stderr ?? "");
  return {
    seconds,
    maxRssMb: line ? Number(line[2]) / 1024 : Number.NaN,
    cpuSeconds: line ? Number(line[3]) + Number(line[4]) : Number.NaN,
    stdout: result.stdout,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

/** A home with a generated ~/.claude.json of about `megabytes` MB and a Codex config with three servers. */
function home(label: string, megabytes: number): { dir: string; bytes: number } {
  const dir = path.join(work, label);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, ".codex"), { recursive: true });
  writeFileSync(path.join(dir, ".codex/config.toml"), CODEX);
  const text = claudeJson({ bytes: megabytes * 1e6, home: dir });
  writeFileSync(path.join(dir, ".claude.json"), text);
  return { dir, bytes: Buffer.byteLength(text) };
}

type Step = "preview" | "migrate" | "restore";
const lines: string[] = [];
const loadBefore = loadAverage();
for (const megabytes of SIZES) {
  const runs: Record<Step, Measure[]> = { preview: [], migrate: [], restore: [] };
  let size = 0;
  for (let index = 0; index < RUNS; index++) {
    const { dir, bytes } = home(`home-${megabytes}`, megabytes);
    size = bytes;
    const original = sha(readFileSync(path.join(dir, ".claude.json")));
    const record = (step: Step, entry: Measure) => {
      runs[step].push(entry);
      process.stderr.write(
        `bench/large-home: ${megabytes} MB, run ${index + 1}: ${step} ${(entry.seconds * 1000).toFixed(0)} ms (CPU ${(entry.cpuSeconds * 1000).toFixed(0)} ms), peak ${entry.maxRssMb.toFixed(0)} MB, load ${os.loadavg()[0]?.toFixed(1)}\n`,
      );
    };
    record("preview", run(["preview", "--from", "codex", "--to", "claude-code", "--json"], dir));
    const migrate = run(["migrate", "--from", "codex", "--to", "claude-code", "--yes", "--json"], dir);
    record("migrate", migrate);
    const answer = JSON.parse(migrate.stdout) as { backup_id: string; items: { action: string }[] };
    if (answer.items.filter((item) => item.action === "create" || item.action === "update").length !== 3)
      throw new Error(`migrate did not add the three servers:\n${migrate.stdout.slice(0, 2000)}`);
    record("restore", run(["restore", answer.backup_id, "--json"], dir));
    if (sha(readFileSync(path.join(dir, ".claude.json"))) !== original) throw new Error("restore did not give ~/.claude.json back byte for byte");
  }
  const megabytesOf = size / 1e6;
  lines.push(`~/.claude.json of ${megabytesOf.toFixed(1)} MB (median of ${RUNS} runs; restores byte-identical):`);
  for (const step of ["preview", "migrate", "restore"] as const) {
    const seconds = median(runs[step].map((entry) => entry.seconds));
    const cpu = median(runs[step].map((entry) => entry.cpuSeconds));
    const memory = median(runs[step].map((entry) => entry.maxRssMb));
    const ratio = memory / megabytesOf;
    const target =
      step === "migrate" && megabytes >= 30
        ? `   target ≤ ${TARGET_SECONDS} s and ≤ ${TARGET_MEMORY}× (${(TARGET_MEMORY * megabytesOf).toFixed(0)} MB): ${seconds <= TARGET_SECONDS && ratio <= TARGET_MEMORY ? "met" : "NOT met"}`
        : "";
    lines.push(
      `  svc ${step.padEnd(8)} ${seconds.toFixed(2).padStart(6)} s (CPU ${cpu.toFixed(2)} s)   peak ${memory.toFixed(0).padStart(4)} MB (${ratio.toFixed(1)}× the file)${target}`,
    );
  }
}

/** One racing run; the other writer's report and what svc answered. */
async function race(index: number): Promise<{ lost: number; writes: number; code: number | null; servers: boolean; contended: boolean; message: string }> {
  const { dir } = home(`race-${index}`, RACE_MB);
  const file = path.join(dir, ".claude.json");
  const racer = spawn(node, [path.join(root, "test/support/claude-json-racer.ts"), file, "10"]);
  let output = "";
  racer.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  while (!output.includes("started\n")) await new Promise((resolve) => setTimeout(resolve, 2));
  const migrate = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(svc[0] as string, [...svc.slice(1), "migrate", "--from", "codex", "--to", "claude-code", "--yes", "--json"], {
      env: { PATH: process.env["PATH"] ?? "", HOME: dir, SVC_HOME: path.join(dir, ".svc"), SVC_LICENSE: license },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
  racer.stdin.end();
  await new Promise((resolve) => racer.on("close", resolve));
  const report = JSON.parse(output.split("\n").filter(Boolean).pop() as string) as { writes: number; lost: number; last: number };
  const final = JSON.parse(readFileSync(file, "utf8")) as { numStartups: number; mcpServers: Record<string, unknown> };
  const lost = report.lost; // its last look at the file is one of its checks
  const servers = ["alpha", "beta", "gamma"].every((name) => name in final.mcpServers);
  let contended = false;
  try {
    contended = Array.isArray((JSON.parse(migrate.stdout) as { changed_meanwhile?: string[] }).changed_meanwhile);
  } catch {
    /* not a JSON answer: an error, told on stderr */
  }
  rmSync(dir, { recursive: true, force: true });
  return {
    lost,
    writes: report.writes,
    code: migrate.code,
    servers,
    contended,
    message: migrate.stderr.split("\n").find((line) => line.startsWith("error")) ?? "",
  };
}

if (RACES > 0) {
  let lost = 0;
  let okWithout = 0;
  let ok = 0;
  let contended = 0;
  let writes = 0;
  const failures = new Map<string, number>();
  for (let index = 0; index < RACES; index++) {
    const result = await race(index);
    lost += result.lost;
    writes += result.writes;
    if (result.contended) contended++;
    if (result.code === 0) {
      ok++;
      if (!result.servers) okWithout++;
    } else {
      const key = `exit ${result.code}: ${result.message.replace(/\d{8}-\d{6}-\w+-[0-9a-f]+/, "<id>")}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
    process.stderr.write(
      `bench/large-home: race ${index + 1}: exit ${result.code}, other writer ${result.writes} writes, ${result.lost} lost, servers ${result.servers ? "in" : "NOT in"} the file${result.contended ? ", svc saw it change" : ""}, load ${os.loadavg()[0]?.toFixed(1)}\n`,
    );
  }
  lines.push(`${RACES} racing runs (a second process rewriting a ${RACE_MB} MB ~/.claude.json every 10 ms, ${writes} writes in all):`);
  lines.push(`  lost updates of the other writer: ${lost}   target 0: ${lost === 0 ? "met" : "NOT met"}`);
  lines.push(
    `  svc exit 0: ${ok} (svc saw the file change under it in ${contended} runs); exit 0 without its servers in the file: ${okWithout}   target 0: ${okWithout === 0 ? "met" : "NOT met"}`,
  );
  for (const [message, count] of failures) lines.push(`  ${count}× ${message}`);
}
rmSync(work, { recursive: true, force: true });
process.stdout.write(
  [
    `large-home: svc ${built} from ${commit}, ${os.cpus().length} cores, Node ${process.version}`,
    `  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`,
    ...lines,
    "",
  ].join("\n"),
);
