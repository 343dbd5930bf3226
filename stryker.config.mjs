// Mutation testing (StrykerJS) on the critical modules: `make mutate` runs every module,
// `make mutate MODULE=license` one of them. CONTRIBUTING.md#mutation-testing says how to read the report.
//
// Each module names the source files Stryker mutates and the test files that reach that code
// IN-PROCESS. Stryker instruments the sources inside its sandbox (.stryker-tmp/); a test that runs
// the bundle (dist/svc.cjs) or the executable runs code built before the sandbox existed and can
// never see a mutant, so such tests only cost time here. The TAP runner runs each test file as
// `node -r <stryker hook> <file>` (Node strips the types itself); with coverage analysis "perTest"
// a mutant only reruns the files that reached it. `skip` (a test name pattern) leaves out tests of
// those files that start the bundle or wait on purpose (SIGKILL restarts, a slow mail server): they
// cannot see a mutant and cost most of a file's time.
//
// The state of each module's last run is kept in reports/mutation/<module>/ (gitignored):
// incremental.json lets the next run test only mutants whose code or tests changed.

// The distill rules' `description` texts are read by no code (test/mutation/ignore-rule-descriptions.mjs).
const RULE_DESCRIPTIONS_IGNORED = { appendPlugins: ["./test/mutation/ignore-rule-descriptions.mjs"], ignorers: ["distill-rule-descriptions"] };

const MODULES = {
  license: {
    mutate: ["src/license/ed25519.ts", "src/license/envelope.ts", "src/license/keys.ts"],
    tests: ["test/license-refusals.test.ts", "test/license.test.ts", "test/vectors.test.ts"],
  },
  commerce: {
    mutate: ["src/server/commerce/fulfilment.ts"],
    tests: ["test/server/fulfilment-unit.test.ts"],
  },
  // The PostgreSQL half needs a server: `make mutate` starts a throwaway cluster unless
  // SVC_TEST_DATABASE_URL names one.
  store: {
    mutate: ["src/server/store/sqlite.ts", "src/server/store/postgres.ts", "src/server/store/rows.ts"],
    tests: ["test/server/store-unit-sqlite.test.ts", "test/server/store-unit-postgres.test.ts", "test/server/store-edges-sqlite.test.ts", "test/server/store-edges-postgres.test.ts"],
  },
  plan: {
    mutate: ["src/harness/plan/apply.ts"],
    tests: ["test/plan-apply.test.ts"],
  },
  backup: {
    mutate: ["src/harness/plan/backup.ts", "src/commands/restore.ts"],
    tests: ["test/backup-manifest.test.ts", "test/backup-create.test.ts", "test/backup-restore.test.ts"],
  },
  // About 1,400 mutants, most of them in rules.ts's table (regular expressions, anchors, keywords),
  // all kept: a changed character class is a bug a test should catch. At 10-20 s a mutant on the
  // shared machine a full run takes hours; a part can be run alone (check the incremental file after):
  //   PATH="$PWD/node_modules/.bin:$PATH" MODULE=distill node_modules/.bin/stryker run stryker.config.mjs \
  //     --mutate "src/distill/rules.ts:185-850"
  distill: {
    mutate: ["src/distill/rules.ts", "src/distill/redact.ts"],
    // fastest first: a mutant's run stops at the first file that fails
    tests: ["test/distill-rules-table.test.ts", "test/distill-redact.test.ts", "test/distill-rules-helpers.test.ts", "test/distill-defects.test.ts", "test/distill-detect.test.ts"],
    // the CLI tests run the bundle (svc distill apply/verify): they cannot see a mutant
    skip: "the snapshot parses, holds none of it, verifies|verify names a JSON or TOML file that no longer parses",
    ...RULE_DESCRIPTIONS_IGNORED,
  },
  // The table's own fast test alone (about a second a mutant), to see quickly what a part of the
  // table's samples leave alive; the "distill" module is the score that counts.
  //   PATH="$PWD/node_modules/.bin:$PATH" MODULE=distill-quick node_modules/.bin/stryker run stryker.config.mjs \
  //     --mutate "src/distill/rules.ts:185-400"
  "distill-quick": {
    mutate: ["src/distill/rules.ts"],
    tests: ["test/distill-rules-table.test.ts"],
    // (the checks that every rule has samples pass only once the whole table has them)
    skip: "every rule of the table has samples|every anchor and every keyword is needed",
    ...RULE_DESCRIPTIONS_IGNORED,
  },
  mcp: {
    mutate: ["src/server/mcp/remote.ts", "src/mcp/local.ts", "src/mcp/results.ts"],
    tests: ["test/server/mcp.test.ts", "test/server/mcp-calls.test.ts", "test/server/mcp-requests.test.ts", "test/mcp-local-tools.test.ts", "test/mcp-local-stdio.test.ts"],
  },
  upgrade: {
    mutate: ["src/release/upgrade.ts", "src/release/signature.ts"],
    tests: ["test/release-verify.test.ts", "test/release-order.test.ts", "test/upgrade-paths.test.ts", "test/upgrade-unwritable.test.ts"],
  },
};

const name = process.env.MODULE;
const module = MODULES[name];
if (module === undefined) {
  throw new Error(`stryker.config.mjs: set MODULE to one of ${Object.keys(MODULES).join(", ")} (got ${JSON.stringify(name)}); \`make mutate MODULE=license\` does`);
}
const reports = `reports/mutation/${name}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "tap",
  tap: {
    testFiles: module.tests,
    nodeArgs: [
      "--disable-warning=ExperimentalWarning",
      "--test-reporter=tap",
      ...(module.skip === undefined ? [] : [`--test-skip-pattern=${module.skip}`]),
      "-r",
      "{{hookFile}}",
      "{{testFile}}",
    ],
    forceBail: true,
  },
  mutate: module.mutate,
  appendPlugins: module.appendPlugins ?? [],
  ignorers: module.ignorers ?? [],
  coverageAnalysis: "perTest",
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ["html", "json", "clear-text", "progress"],
  htmlReporter: { fileName: `${reports}/mutation.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  // The machine is small and shared: one test process at a time unless asked otherwise.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  timeoutMS: 20000,
  timeoutFactor: 2,
  // Stryker would rewrite tsconfig.json in the sandbox with the TypeScript 5 compiler API, which
  // the project's TypeScript 7 (the native compiler) does not have; this tsconfig has no
  // "extends" or "references" to rewrite, so no file is named.
  tsconfigFile: "no-tsconfig-to-rewrite.json",
  tempDirName: `.stryker-tmp/${name}`,
  // Not copied into the sandbox: other modules' sandboxes (a stopped run leaves its own), and
  // build output the tests do not read (dist/svc.cjs is kept: some selected tests start it).
  ignorePatterns: ["/.stryker-tmp", "/build", "/test-results", "/conformance/node_modules", "/conformance/.cache", "/conformance/.results*"],
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};
