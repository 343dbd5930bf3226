// Sync speed and memory on a 2,000-item harness (Claude Code, home configuration): pull into the
// hub, plan-push to Cursor, push, then a no-change `svc sync auto run`.
// Target (issue #5): the no-change auto run under 300 ms.
// Usage: make build && node bench/sync.ts [--items 2000]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";

const root = path.resolve(import.meta.dirname, "..");
const itemsIndex = process.argv.indexOf("--items");
const ITEMS = itemsIndex === -1 ? 2000 : Number(process.argv[itemsIndex + 1]);
const TARGET_MS = 300;
const svc = existsSync(path.join(root, "dist/svc"))
  ? [path.join(root, "dist/svc")]
  : [path.join(root, "node_modules/.bin/node"), path.join(root, "dist/svc.cjs")];

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const work = mkdtempSync(path.join(os.tmpdir(), "svc-bench-sync-"));
const home = path.join(work, "home");
const text = (n: number) => `Guidance ${n}: keep functions small and name things for what they do.\n`.repeat(6);
const quarter = Math.floor(ITEMS / 4);
for (let i = 0; i < quarter; i++) write(path.join(home, ".claude/rules", `rule-${i}.md`), `${i % 2 ? "" : `---\npaths:\n  - "src/m${i}/**"\n---\n`}${text(i)}`);
for (let i = 0; i < quarter; i++)
  write(path.join(home, ".claude/commands", `cmd-${i}.md`), `---\ndescription: Command ${i}\n---\nDo ${i} with $ARGUMENTS.\n${text(i)}`);
for (let i = 0; i < quarter; i++) write(path.join(home, ".claude/agents", `agent-${i}.md`), `---\nname: agent-${i}\ndescription: Agent ${i}\n---\n${text(i)}`);
for (let i = 0; i < ITEMS - 3 * quarter; i++)
  write(path.join(home, ".claude/skills", `skill-${i}`, "SKILL.md"), `---\nname: skill-${i}\ndescription: Skill ${i}\n---\n${text(i)}`);
const key = parseSigningKey(readFileSync(path.join(root, "keys/development.key"), "utf8"), "keys/development.key");
const env = {
  PATH: process.env["PATH"] ?? "",
  HOME: home,
  SVC_HOME: path.join(home, ".svc"),
  SVC_LICENSE: issueLicense({ productId: "svc_lifetime", email: "bench@example.com", key, issuedAt: new Date() }).envelope,
};

function run(args: string[]): { ms: number; peakMb: number } {
  const timed = existsSync("/usr/bin/time");
  const [program, argv] = timed ? ["/usr/bin/time", ["-f", "__PEAK__ %M", ...svc, ...args]] : [svc[0] ?? "", [...svc.slice(1), ...args]];
  const start = process.hrtime.bigint();
  const result = spawnSync(program, argv, { env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`svc ${args.join(" ")} exited ${result.status}: ${result.stderr.slice(-1500)}`);
  const peak = /__PEAK__ (\d+)/.exec(result.stderr);
  return { ms, peakMb: peak ? Number(peak[1]) / 1024 : Number.NaN };
}

const rows: [string, { ms: number; peakMb: number }][] = [];
rows.push(["sync pull (all new)", run(["sync", "pull", "--from", "claude-code", "--json"])]);
rows.push(["sync plan-push", run(["sync", "plan-push", "--to", "cursor", "--json"])]);
rows.push(["sync push", run(["sync", "push", "--to", "cursor", "--policy", "merge", "--json"])]);
rows.push(["sync pull (no change)", run(["sync", "pull", "--from", "claude-code", "--json"])]);
run(["sync", "auto", "enable", "--from", "claude-code", "--to", "cursor", "--policy", "merge"]);
rows.push(["auto run (first)", run(["sync", "auto", "run", "--json"])]);
const idle = [0, 1, 2, 3, 4].map(() => run(["sync", "auto", "run", "--json"]));
const idleMs = idle.map((entry) => entry.ms).sort((a, b) => a - b)[2] ?? Number.NaN;
rows.push(["auto run (no change)", { ms: idleMs, peakMb: Math.max(...idle.map((entry) => entry.peakMb)) }]);
if (!process.env["KEEP"]) rmSync(work, { recursive: true, force: true });
else process.stderr.write(`kept ${work}\n`);

const lines = [`sync: ${ITEMS} items (Claude Code → hub → Cursor, home configuration), ${os.cpus().length} cores, Node ${process.version}`];
for (const [label, figure] of rows)
  lines.push(`  ${label.padEnd(24)} ${figure.ms.toFixed(0).padStart(6)} ms   peak ${Number.isNaN(figure.peakMb) ? "?" : figure.peakMb.toFixed(0)} MB`);
lines.push(`  target: no-change auto run under ${TARGET_MS} ms (median of 5) — ${idleMs < TARGET_MS ? "met" : "NOT met"}`);
process.stdout.write(`${lines.join("\n")}\n`);
