// Moves the seven pinned CLIs to their latest versions on the npm registry, reruns the suite and
// prints what changed: the versions, then every table line and difference that is not what it was.
//
//   node_modules/.bin/node conformance/bump.ts            # bump all, rerun, compare
//   node_modules/.bin/node conformance/bump.ts --dry-run  # only say which versions would move
//   node_modules/.bin/node conformance/bump.ts --record   # after reviewing the tools with no CLI: record their places
//
// First, for the tools no pinned CLI can be asked about (Cursor, Windsurf, Kiro…), it lists every
// place svc's declarations say they read that changed since the dated list of the last check
// (conformance/documented-locations.txt), and the sources to re-read, oldest check first.
//
// The old tables are the last run's (conformance/.results); without them the suite runs once first
// on the old pins. package.json and package-lock.json are left bumped: review and commit them, or
// `git checkout conformance/package*.json` to go back.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { diffLines } from "diff";
import { DOCUMENTED, documentedFile, documentedReport, toolsWithoutCli } from "./lib/documented.ts";
import { OBSERVERS } from "./lib/observers.ts";

const here = import.meta.dirname;
const root = path.resolve(here, "..");
const manifestFile = path.join(here, "package.json");
const results = path.join(here, ".results");
const before = path.join(here, ".results-before");
const dryRun = process.argv.includes("--dry-run");

const noCli = toolsWithoutCli(Object.keys(OBSERVERS));
if (process.argv.includes("--record")) {
  writeFileSync(DOCUMENTED, documentedFile(noCli, new Date().toISOString().slice(0, 10)));
  console.log(`Recorded the places of ${noCli.join(", ")} in ${path.relative(root, DOCUMENTED)}.`);
  process.exit(0);
}
console.log(`${documentedReport(noCli)}\n`);

function conformance(): number {
  return spawnSync("make", ["conformance"], { cwd: root, stdio: "inherit" }).status ?? 1;
}

function tables(folder: string): string {
  if (!existsSync(folder)) return "";
  return (
    readdirSync(folder)
      .filter((file) => file.endsWith(".txt"))
      .sort()
      .map((file) => readFileSync(path.join(folder, file), "utf8"))
      .join("\n")
      // Timings differ on every run.
      .replace(/\(exit (-?\d+|null), [0-9.]+ s/g, "(exit $1")
  );
}

const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { dependencies: Record<string, string> };
const moves: string[] = [];
const next: Record<string, string> = {};
for (const [name, pinned] of Object.entries(manifest.dependencies)) {
  const latest = execFileSync("npm", ["view", name, "version"], { encoding: "utf8" }).trim();
  next[name] = latest;
  if (latest !== pinned) moves.push(`${name} ${pinned} → ${latest}`);
}
console.log(moves.length ? `Versions that move:\n  ${moves.join("\n  ")}` : "Every pin is the latest version.");
if (dryRun || moves.length === 0) process.exit(0);

if (!existsSync(results)) {
  console.log("\nNo tables of a previous run: running the suite on the old pins first.");
  conformance();
}
rmSync(before, { recursive: true, force: true });
renameSync(results, before);
manifest.dependencies = next;
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
execFileSync("npm", ["install", "--no-audit", "--no-fund", "--save-exact"], { cwd: here, stdio: "inherit" });
const status = conformance();

console.log(`\n=== After the bump (${moves.join(", ")}): suite ${status === 0 ? "passes" : "fails"}`);
const changed = diffLines(tables(before), tables(results)).filter((part) => part.added || part.removed);
if (changed.length === 0) console.log("Every table and difference is as it was.");
for (const part of changed) for (const line of part.value.split("\n").filter((text) => text !== "")) console.log(`${part.added ? "+" : "-"} ${line}`);
process.exit(status);
