// The test run of make test-fast (npm run test:fast, after the typecheck and the bundle, as npm test
// does): the quick loop while working. It runs the test files that keep to the test's own process
// (test/support/test-sets.ts: all but those test/out-of-process.txt lists); `make test` runs every
// file. Arguments go to node --test (--test-name-pattern=…).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { allTestFiles, inProcessFiles } from "../test/support/test-sets.ts";

const root = path.resolve(import.meta.dirname, "..");
const files = inProcessFiles();
console.log(`test-fast: ${files.length} of ${allTestFiles().length} test files (test/out-of-process.txt lists the others; make test runs them all)`);
const args = ["--disable-warning=ExperimentalWarning", "--test", "--test-reporter=spec", "--test-concurrency=2", ...process.argv.slice(2), ...files];
process.exit(spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" }).status ?? 1);
