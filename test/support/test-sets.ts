// The two test loops: `make test` runs every test file; `make test-fast` only those that run in
// the test's own process, leaving out the files test/out-of-process.txt lists (the rule is at the
// top of that file).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const TEST_ROOT = path.resolve(import.meta.dirname, "..");
const LIST = path.join(TEST_ROOT, "out-of-process.txt");

/** Every test file, as a path from the repository's root ("test/server/http.test.ts"), sorted. */
export function allTestFiles(): string[] {
  return readdirSync(TEST_ROOT, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.posix.join("test", file.split(path.sep).join("/")))
    .sort();
}

/** test/out-of-process.txt: each listed file and why (svc, tools, postgres). */
export function outOfProcessFiles(): Map<string, string[]> {
  const listed = new Map<string, string[]>();
  for (const line of readFileSync(LIST, "utf8").split("\n")) {
    const [file, ...reasons] = line.replace(/#.*/, "").trim().split(/\s+/);
    if (file) listed.set(file, reasons);
  }
  return listed;
}

/** The files of the fast loop: every test file not listed. */
export function inProcessFiles(): string[] {
  const listed = outOfProcessFiles();
  return allTestFiles().filter((file) => !listed.has(file));
}
