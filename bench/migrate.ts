// Migration speed and memory against rulesync, in one run, on the same generated input: a Claude
// Code harness of 2,000 items across kinds in both scopes, moved to Cursor.
//   svc:      svc preview --json, and svc migrate --policy overwrite
//   rulesync: rulesync convert --from claudecode --to cursor --features '*' (project, then --global)
// Target (issue #3): svc faster than rulesync. rulesync is installed on first use into
// build/bench/rulesync from the npm registry.
// Usage: node bench/migrate.ts [--items 2000] [--runs 3]
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
const RULESYNC_VERSION = "17.0.0";
const node = path.join(root, "node_modules/.bin/node");

// ---- input ----------------------------------------------------------------------------------

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A Claude Code harness: rules, commands, agents, skills, MCP servers, hooks, permissions. */
function generate(base: string, count: number): { home: string; repo: string } {
  const home = path.join(base, "home");
  const repo = path.join(base, "repo");
  const paragraph = (n: number) => `Guidance ${n}: keep functions small, name things for what they do, test the edge cases.\n`.repeat(6);
  const share = { rules: 0.3, commands: 0.2, agents: 0.15, skills: 0.15, mcp: 0.1, hooks: 0.05, permissions: 0.05 };
  for (const [scopeRoot, claudeDir, half] of [
    [repo, path.join(repo, ".claude"), Math.ceil(count / 2)],
    [home, path.join(home, ".claude"), Math.floor(count / 2)],
  ] as const) {
    const n = (kind: keyof typeof share) => Math.max(1, Math.round(half * share[kind]));
    for (let i = 0; i < n("rules"); i++) {
      const glob = i % 2 === 0 ? `---\npaths:\n  - "src/module${i}/**/*.ts"\n---\n` : "";
      write(path.join(claudeDir, "rules", `rule-${i}.md`), `${glob}# Rule ${i}\n\n${paragraph(i)}`);
    }
    for (let i = 0; i < n("commands"); i++) {
      write(path.join(claudeDir, "commands", `cmd-${i}.md`), `---\ndescription: Command ${i}\nargument-hint: [target]\n---\nDo task ${i} on $ARGUMENTS.\n${paragraph(i)}`);
    }
    for (let i = 0; i < n("agents"); i++) {
      write(path.join(claudeDir, "agents", `agent-${i}.md`), `---\nname: agent-${i}\ndescription: Agent ${i}\ntools: Read, Grep\nmodel: sonnet\n---\nYou are agent ${i}.\n${paragraph(i)}`);
    }
    for (let i = 0; i < n("skills"); i++) {
      write(path.join(claudeDir, "skills", `skill-${i}`, "SKILL.md"), `---\nname: skill-${i}\ndescription: Skill ${i}\n---\n${paragraph(i)}`);
      write(path.join(claudeDir, "skills", `skill-${i}`, "reference.md"), paragraph(i));
    }
    const servers: Record<string, unknown> = {};
    for (let i = 0; i < n("mcp"); i++) {
      servers[`server-${i}`] = i % 2 === 0 ? { command: "npx", args: ["-y", `mcp-${i}`], env: { TOKEN: "${TOKEN_" + i + "}" } } : { type: "http", url: `https://mcp${i}.example.com/mcp` };
    }
    const hooks: Record<string, unknown[]> = { PreToolUse: [], PostToolUse: [] };
    for (let i = 0; i < n("hooks"); i++) (hooks[i % 2 === 0 ? "PreToolUse" : "PostToolUse"] as unknown[]).push({ matcher: "Bash", hooks: [{ type: "command", command: `check-${i}.sh` }] });
    const allow = Array.from({ length: n("permissions") }, (_, i) => `Bash(tool-${i}:*)`);
    write(path.join(claudeDir, "settings.json"), JSON.stringify({ hooks, permissions: { allow } }, null, 2));
    if (scopeRoot === repo) {
      write(path.join(repo, ".mcp.json"), JSON.stringify({ mcpServers: servers }, null, 2));
      write(path.join(repo, "CLAUDE.md"), `# Project\n\n${paragraph(0)}`);
    } else {
      write(path.join(home, ".claude.json"), JSON.stringify({ numStartups: 1, mcpServers: servers }, null, 2));
      write(path.join(claudeDir, "CLAUDE.md"), `# Me\n\n${paragraph(1)}`);
    }
  }
  return { home, repo };
}

// ---- measuring ------------------------------------------------------------------------------

interface Measure {
  seconds: number;
  maxRssMb: number;
}

const hasGnuTime = existsSync("/usr/bin/time");

/** Runs a command, returning wall time and peak memory (GNU time), failing loudly. */
function measure(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Measure {
  const [program, argv] = hasGnuTime ? ["/usr/bin/time", ["-f", "__SVC_BENCH__ %e %M", command, ...args]] : [command, args];
  const start = process.hrtime.bigint();
  const result = spawnSync(program, argv, { cwd: options.cwd, env: options.env, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const line = /__SVC_BENCH__ ([\d.]+) (\d+)/.exec(result.stderr ?? "");
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`${command} ${args.join(" ")} exited ${result.status}:\n${(result.stderr ?? "").slice(-2000)}`);
  }
  return { seconds, maxRssMb: line ? Number(line[2]) / 1024 : Number.NaN };
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

const svcProgram = existsSync(path.join(root, "dist/svc")) ? [path.join(root, "dist/svc")] : [node, path.join(root, "dist/svc.cjs")];
if (!existsSync(svcProgram[svcProgram.length - 1] ?? "")) {
  process.stderr.write("bench/migrate: build first (make build, or npm run bundle)\n");
  process.exit(1);
}
const rulesync = rulesyncBin();
const work = mkdtempSync(path.join(os.tmpdir(), "svc-bench-migrate-"));
const pristine = generate(path.join(work, "pristine"), ITEMS);
const license = issueLicense({ productId: "svc_lifetime", email: "bench@example.com", key: parseSigningKey(readKey(), "keys/development.key"), issuedAt: new Date() }).envelope;

function readKey(): string {
  return execFileSync("cat", [path.join(root, "keys/development.key")], { encoding: "utf8" });
}

function freshCopy(label: string): { home: string; repo: string; env: NodeJS.ProcessEnv } {
  const base = path.join(work, label);
  rmSync(base, { recursive: true, force: true });
  cpSync(path.dirname(pristine.home), base, { recursive: true });
  const home = path.join(base, "home");
  return { home, repo: path.join(base, "repo"), env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), SVC_LICENSE: license } };
}

const results: Record<string, Measure[]> = { "svc preview --json": [], "svc migrate": [], "rulesync convert": [] };
for (let run = 0; run < RUNS; run++) {
  let world = freshCopy(`svc-preview-${run}`);
  results["svc preview --json"]?.push(measure(svcProgram[0] ?? "", [...svcProgram.slice(1), "preview", "--from", "claude-code", "--to", "cursor", "--scope", "all", "--repo", world.repo, "--json"], { cwd: world.repo, env: world.env }));
  world = freshCopy(`svc-migrate-${run}`);
  results["svc migrate"]?.push(measure(svcProgram[0] ?? "", [...svcProgram.slice(1), "migrate", "--from", "claude-code", "--to", "cursor", "--scope", "all", "--repo", world.repo, "--policy", "overwrite", "--json"], { cwd: world.repo, env: world.env }));
  world = freshCopy(`rulesync-${run}`);
  const project = measure(node, [rulesync, "convert", "--from", "claudecode", "--to", "cursor", "--features", "*", "--silent"], { cwd: world.repo, env: world.env });
  const global = measure(node, [rulesync, "convert", "--from", "claudecode", "--to", "cursor", "--features", "*", "--global", "--silent"], { cwd: world.repo, env: world.env });
  results["rulesync convert"]?.push({ seconds: project.seconds + global.seconds, maxRssMb: Math.max(project.maxRssMb, global.maxRssMb) });
}
rmSync(work, { recursive: true, force: true });

const anchor = median((results["rulesync convert"] ?? []).map((entry) => entry.seconds));
const lines = [`migrate: ${ITEMS} items (Claude Code → Cursor, both scopes), median of ${RUNS} runs, ${os.cpus().length} cores, Node ${process.version}`];
for (const [label, entries] of Object.entries(results)) {
  const seconds = median(entries.map((entry) => entry.seconds));
  const rss = median(entries.map((entry) => entry.maxRssMb));
  const ratio = label.startsWith("rulesync") ? "(anchor)" : `${(anchor / seconds).toFixed(1)}x faster than rulesync`;
  lines.push(`  ${label.padEnd(20)} ${(seconds * 1000).toFixed(0).padStart(6)} ms   peak ${Number.isNaN(rss) ? "?" : rss.toFixed(0)} MB   ${ratio}`);
}
const svcWorst = Math.max(...["svc preview --json", "svc migrate"].map((label) => median((results[label] ?? []).map((entry) => entry.seconds))));
lines.push(`  target: svc faster than rulesync — ${svcWorst < anchor ? "met" : "NOT met"}`);
process.stdout.write(`${lines.join("\n")}\n`);
