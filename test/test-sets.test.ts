// test/out-of-process.txt, which keeps files out of `make test-fast`, against the files: every
// listed file exists, and no file left in the fast loop calls what starts svc as a process or
// PostgreSQL (the helpers of test/support that do), nor a tool the list's rule names.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { allTestFiles, inProcessFiles, outOfProcessFiles, TEST_ROOT } from "./support/test-sets.ts";

const REASONS = new Set(["svc", "tools", "postgres"]);

/** What a test file's source calls to start each kind of process. */
const STARTS: Record<string, RegExp> = {
  svc: /\b(execSvc|startServe|freshBundle)\(|\b(BUNDLE|runProcess)\b|support\/bundle\.ts/,
  tools:
    /support\/(npm|nginx|rolling-restart)\.ts|from "playwright-core"|\b(spawn|spawnSync|execFile|execFileSync)\(\s*"(make|npm|npx|nginx|systemd-analyze|chromium)"/,
  postgres: /\b(postgresSkip|freshDatabase|freshSchema|startCluster|runOnPostgres|storeSkip|storeEnv|testStoreEnv)\(|\bSTORE_KINDS\b|support\/postgres\.ts/,
};

test("every file test/out-of-process.txt lists is a test file, listed with the reasons the list defines", () => {
  const files = new Set(allTestFiles());
  for (const [file, reasons] of outOfProcessFiles()) {
    assert.ok(files.has(file), `${file} is listed in test/out-of-process.txt but is not a test file`);
    assert.ok(reasons.length > 0 && reasons.every((reason) => REASONS.has(reason)), `${file}: reasons ${reasons.join(" ")} (svc, tools or postgres)`);
  }
});

test("no test file of make test-fast starts svc as a process, a listed tool or PostgreSQL", () => {
  const offenders = inProcessFiles()
    .filter((file) => file !== "test/test-sets.test.ts") // its own patterns
    .flatMap((file) => {
      const source = readFileSync(path.join(TEST_ROOT, "..", file), "utf8");
      return Object.entries(STARTS)
        .filter(([, starts]) => starts.test(source))
        .map(([reason]) => `${file} (${reason}): list it in test/out-of-process.txt`);
    });
  assert.deepEqual(offenders, []);
});
