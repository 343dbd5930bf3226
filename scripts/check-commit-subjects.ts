// Commit subjects stay at 72 characters or fewer, the detail in the body (CONTRIBUTING.md#commits):
// the subject is what `git log --oneline`, a review and a changelog show.
// Checked from the commit that brought the formatter in; history before it stays as written.
// Usage: node scripts/check-commit-subjects.ts [--since REV]
import { execFileSync } from "node:child_process";

const LIMIT = 72;
/** The commit the rule starts after (prettier's arrival): every later subject is checked. */
const RULE_SINCE = "4ce31232";

const at = process.argv.indexOf("--since");
const since = at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1]! : RULE_SINCE;
const git = (...args: string[]): string => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

try {
  git("cat-file", "-e", `${since}^{commit}`);
} catch {
  // A shallow clone may not hold the commit the rule starts after: nothing to compare with.
  console.log(`commit subjects: ${since} is not in this clone (a shallow one?), not checked`);
  process.exit(0);
}

const long = git("log", "--format=%h%x09%s", `${since}..HEAD`)
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => {
    const tab = line.indexOf("\t");
    return { hash: line.slice(0, tab), subject: line.slice(tab + 1) };
  })
  .filter(({ subject }) => [...subject].length > LIMIT);

if (long.length > 0) {
  for (const { hash, subject } of long) console.error(`${hash}: ${[...subject].length} characters: ${subject}`);
  console.error(`commit subjects: ${long.length} over ${LIMIT} characters; shorten them (git rebase -i, reword) and keep the detail in the body`);
  process.exit(1);
}
console.log(`commit subjects: every one since ${since} is at most ${LIMIT} characters`);
