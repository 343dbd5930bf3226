// svc build's accuracy per ecosystem on the project shapes of test/fixtures/build-projects: for
// each proposed command, right (the table's task), wrong (another task, or a command the table
// says is never right there), invented (nowhere in the table); and the table's commands missing.
// The tables are hand-written replicas, so this measures the fixtures, not unseen repositories.
//   node bench/build-accuracy.ts [--details]
import { expectedOf, projectNames, proposedOf, score } from "../test/support/build-projects.ts";

const details = process.argv.includes("--details");
const totals = new Map<string, { projects: number; right: number; wrong: number; missing: number; invented: number; oneTest: number }>();
const started = performance.now();
for (const name of projectNames()) {
  const expected = expectedOf(name);
  const proposed = await proposedOf(name);
  const result = score(expected, proposed);
  const total = totals.get(expected.ecosystem) ?? { projects: 0, right: 0, wrong: 0, missing: 0, invented: 0, oneTest: 0 };
  total.projects++;
  total.right += result.right;
  total.wrong += result.wrong;
  total.missing += result.missing;
  total.invented += result.invented;
  if (proposed.some(([task]) => task === "test-one")) total.oneTest++;
  totals.set(expected.ecosystem, total);
  if (details) for (const line of result.details) console.log(`  ${name}: ${line}`);
}
const elapsed = performance.now() - started;
const percent = (part: number, whole: number): string => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(0)}%`);
console.log("ecosystem   projects  right  wrong  missing  invented  proposed-and-right  one-test");
const all = { projects: 0, right: 0, wrong: 0, missing: 0, invented: 0, oneTest: 0 };
for (const [ecosystem, total] of [...totals].sort()) {
  for (const key of Object.keys(all) as (keyof typeof all)[]) all[key] += total[key];
  const needed = total.right + total.missing;
  console.log(
    `${ecosystem.padEnd(11)} ${String(total.projects).padStart(8)}  ${String(total.right).padStart(5)}  ${String(total.wrong).padStart(5)}  ${String(total.missing).padStart(7)}  ${String(total.invented).padStart(8)}  ${percent(total.right, needed).padStart(18)}  ${`${total.oneTest}/${total.projects}`.padStart(8)}`,
  );
}
console.log(
  `${"all".padEnd(11)} ${String(all.projects).padStart(8)}  ${String(all.right).padStart(5)}  ${String(all.wrong).padStart(5)}  ${String(all.missing).padStart(7)}  ${String(all.invented).padStart(8)}  ${percent(all.right, all.right + all.missing).padStart(18)}  ${`${all.oneTest}/${all.projects}`.padStart(8)}`,
);
console.log(`read ${all.projects} projects in ${elapsed.toFixed(0)} ms (${(elapsed / all.projects).toFixed(1)} ms a project)`);
