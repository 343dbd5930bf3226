// svc build against blind ground truth on public repositories (bench/build-repos/*/*/truth.json and
// their skeletons; how a task is scored: test/support/build-truth.ts). Runs svc's own detection
// (what `svc build` uses; nothing in the skeletons is executed) on each skeleton and prints, per
// ecosystem and overall: tasks right / wrong / missing, tasks invented, one test right per
// repository with tests, and the slowest repository (wall time, and CPU time, which a shared
// machine's load does not inflate).
//   node bench/build-repos.ts [--sets a,b] [--split tune|heldout|all] [--details] [--json]
// --sets picks the folders of truth (default: all of them); --split defaults to `tune`. A held-out
// set is scored once, at the end of a change.
import { addScore, emptyTotals, scoreRepo, taskCount, truthRepos, truthSets, type RepoScore, type Split, type Totals } from "../test/support/build-truth.ts";

const args = process.argv.slice(2);
const option = (name: string): string | undefined =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const splitArg = option("split") ?? "tune";
if (splitArg !== "tune" && splitArg !== "heldout" && splitArg !== "all") {
  console.error(`--split must be tune, heldout or all (got ${String(splitArg)})`);
  process.exit(2);
}
const split = splitArg as Split | "all";
const known = truthSets();
const sets =
  option("sets")
    ?.split(",")
    .map((set) => set.trim())
    .filter((set) => set !== "") ?? known;
const unknown = sets.filter((set) => !known.includes(set));
if (unknown.length > 0 || sets.length === 0) {
  console.error(`--sets must name folders of bench/build-repos (${known.join(", ")}), comma-separated (got ${option("sets") ?? ""})`);
  process.exit(2);
}
const details = args.includes("--details");

const scores: RepoScore[] = [];
for (const repo of truthRepos(split, undefined, sets)) scores.push(await scoreRepo(repo));

if (args.includes("--json")) process.stdout.write(`${JSON.stringify({ sets, split, repos: scores }, null, 2)}\n`);
else report(scores);

function report(scores: RepoScore[]): void {
  const byEcosystem = new Map<string, Totals>();
  const all = emptyTotals();
  for (const score of scores) {
    const totals = byEcosystem.get(score.ecosystem) ?? emptyTotals();
    addScore(totals, score);
    addScore(all, score);
    byEcosystem.set(score.ecosystem, totals);
  }

  const percent = (part: number, whole: number): string => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(0)}%`);
  const row = (name: string, totals: Totals): string =>
    [
      name.padEnd(11),
      String(totals.repos).padStart(5),
      String(taskCount(totals)).padStart(5),
      String(totals.right).padStart(5),
      String(totals.wrong).padStart(5),
      String(totals.missing).padStart(7),
      String(totals.invented).padStart(8),
      percent(totals.right, taskCount(totals)).padStart(6),
      percent(totals.wrong, taskCount(totals)).padStart(6),
      `${totals.oneTestRight}/${totals.withTests}`.padStart(8),
      `${totals.slowestMs.toFixed(0)} ms`.padStart(9),
      `${totals.slowestCpuMs.toFixed(0)} ms`.padStart(9),
    ].join(" ");

  if (details) {
    for (const score of scores) {
      console.log(`${score.repo} (${score.ecosystem}, ${score.ms.toFixed(0)} ms)`);
      for (const task of score.tasks) {
        if (task.outcome === "none" || (task.outcome === "right" && !args.includes("--all-tasks"))) continue;
        const proposed = task.proposed.length > 0 ? task.proposed.map((run) => `\`${run}\``).join(" or ") : "nothing";
        console.log(`  ${task.outcome.padEnd(8)} ${task.task}: ${proposed}${task.why ? ` (${task.why})` : ""}`);
      }
    }
    console.log("");
  }
  console.log(`sets: ${sets.join(",")}  split: ${split}`);
  console.log("ecosystem   repos tasks right wrong missing invented right% wrong% one-test   slowest  (cpu)");
  for (const [ecosystem, totals] of [...byEcosystem].sort(([a], [b]) => a.localeCompare(b))) console.log(row(ecosystem, totals));
  console.log(row("all", all));
}
