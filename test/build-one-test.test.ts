// One test, built from the test command the project uses and checked statically: the arguments must
// reach the runner (a package script's last command; a flag after `node --test`'s files does not), a
// file must narrow the run (not when the script names its own paths), a workspace's form only where
// a member has the script, and a Make recipe's runner is run directly.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { directOneTest } from "../src/build/one-test.ts";
import { proposed, workflow } from "./support/build-case.ts";
import { json } from "./support/tree.ts";

describe("svc build: one test", () => {
  test("a report file CI writes (`--log-junit report.xml`) goes with its option, a suite's choice with it: the one-test command is never left with the option alone", () => {
    assert.equal(
      directOneTest(["vendor/bin/phpunit", "--testsuite", "Unit", "--no-coverage", "--log-junit", "report_unit.xml"]),
      "vendor/bin/phpunit --no-coverage --filter <TestName>",
    );
    assert.equal(directOneTest(["pytest", "--junitxml", "junit.xml", "tests"]), "pytest <file>::<TestName>");
    // The suite a run picks (the test by name may be in another) and stopping at the first failure are the whole run's.
    assert.equal(
      directOneTest(["vendor/bin/phpunit", "--testsuite=Feature", "--stop-on-failure", "--stop-on-error"]),
      "vendor/bin/phpunit --filter <TestName>",
    );
  });

  test("`hatch test` passes what follows to pytest, cargo looks in every target; a Deno test task that sets the environment is run itself with the file", async () => {
    assert.equal(directOneTest(["hatch", "test", "--python", "3.10", "--parallel", "--retries", "5"]), "hatch test <file>::<TestName>");
    assert.equal(directOneTest(["hatch", "run", "pytest", "-x"]), "hatch run pytest <file>::<TestName>");
    // Cargo's kinds of targets for the suite (`--lib --bins`): one test by name is looked for in all of them.
    assert.equal(directOneTest(["cargo", "nextest", "run", "--lib", "--bins", "--locked"]), "cargo nextest run --locked <TestName>");
    assert.equal(directOneTest(["cargo", "test", "--all-targets", "--all-features"]), "cargo test --all-features <TestName>");
    const deno = await proposed({ "deno.json": json({ tasks: { test: { command: "TZ=Z LUME_LOGS=ERROR deno test -A" } } }) });
    assert.deepEqual(deno["test-one"], ["deno task test <file>"]);
    const plain = await proposed({ "deno.json": json({ tasks: { test: "deno test --allow-net --coverage=cov" } }) });
    assert.deepEqual(plain["test-one"], ["deno test --allow-net <file>"]);
  });

  test("Gradle: one test in whichever project holds it; Android's modules by their variant's unit-test task, `test` only aggregating them", async () => {
    assert.equal(
      directOneTest(["./gradlew", ":tests:konsist:testDebugUnitTest"], { subprojects: true }),
      './gradlew :<package>:testDebugUnitTest --tests "<TestName>"',
    );
    assert.equal(
      directOneTest(["./gradlew", "test"], { subprojects: true, unitTest: "testDebugUnitTest" }),
      './gradlew :<package>:testDebugUnitTest --tests "<TestName>"',
    );
    assert.equal(directOneTest(["./gradlew", "test"]), './gradlew test --tests "<TestName>"');
    const android = await proposed({
      "settings.gradle.kts": 'include(":library", ":sample")\n',
      "build.gradle.kts": "plugins {\n  alias(libs.plugins.android.library) apply false\n}\n",
      gradlew: "#!/bin/sh\n",
      "library/build.gradle.kts": "plugins {\n  alias(libs.plugins.android.library)\n}\n",
      "sample/build.gradle.kts": 'plugins {\n  id("com.android.application")\n}\n',
    });
    assert.match(android["test-one"]?.[0] ?? "", /^\.\/gradlew :<\w+>:testDebugUnitTest --tests ['"]<[\w.<>]+>['"]$/);
    const multiplatform = await proposed({
      "settings.gradle.kts": 'include(":core")\n',
      "build.gradle.kts": "",
      gradlew: "#!/bin/sh\n",
      "core/build.gradle.kts": 'plugins {\n  kotlin("multiplatform")\n}\nkotlin {\n  jvm()\n  js { browser() }\n}\n',
    });
    assert.match(multiplatform["test-one"]?.[0] ?? "", /^\.\/gradlew :<\w+>:jvmTest --tests ['"]<[\w.<>]+>['"]$/);
    // A named JVM target (`jvm("desktop")`, Compose Multiplatform's) tests with its own task; product flavours test per flavour.
    const desktop = await proposed({
      "settings.gradle.kts": 'include(":shared")\n',
      "build.gradle.kts": "",
      gradlew: "#!/bin/sh\n",
      "shared/build.gradle.kts": 'plugins {\n  kotlin("multiplatform")\n}\nkotlin {\n  jvm("desktop")\n  androidTarget()\n}\n',
    });
    assert.match(desktop["test-one"]?.[0] ?? "", /:desktopTest --tests /);
    const flavoured = await proposed({
      "settings.gradle.kts": 'include(":app")\n',
      "build.gradle.kts": "",
      gradlew: "#!/bin/sh\n",
      "app/build.gradle.kts":
        'plugins {\n  id("com.android.application")\n}\nandroid {\n  productFlavors {\n    create("demo") {}\n    create("prod") {}\n  }\n}\n',
    });
    assert.match(flavoured["test-one"]?.[0] ?? "", /:testDemoDebugUnitTest --tests /);
    // CI's task of one flavour stays in the project that has it.
    assert.equal(
      directOneTest(["./gradlew", ":app:testDemoDebugUnitTest"], { subprojects: true }),
      './gradlew :app:testDemoDebugUnitTest --tests "<TestName>"',
    );
  });

  test("a test script that is bare vitest (watch mode in a terminal) runs the suite once with `run` passed on", async () => {
    const pnpm = await proposed({ "package.json": json({ name: "acme", scripts: { test: "vitest" } }), "pnpm-lock.yaml": "" });
    assert.deepEqual(pnpm.test, ["pnpm test run"]);
    const npm = await proposed({ "package.json": json({ name: "acme", scripts: { test: "vitest --coverage" } }), "package-lock.json": "{}\n" });
    assert.deepEqual(npm.test, ["npm test -- run"]);
    const once = await proposed({ "package.json": json({ name: "acme", scripts: { test: "vitest run" } }), "pnpm-lock.yaml": "" });
    assert.deepEqual(once.test, ["pnpm test"]);
  });

  test("a test script ending in Vitest's type tests alone (--typecheck.only): a file added there narrows no test run", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: { test: "node ./scripts/run-tests.js && vitest --run --typecheck.only", "type-check": "vitest --run --typecheck.only" },
      }),
      "yarn.lock": "",
    });
    assert.equal(found["test-one"], undefined);
    assert.deepEqual(found.typecheck, ["yarn type-check"]);
  });

  test("Nx's run-many test target: one project's tests by name where no member has a test script, the member's script where they do", async () => {
    const files = {
      "package.json": json({
        name: "acme",
        private: true,
        workspaces: ["packages/*"],
        scripts: { test: "nx run-many -t test" },
        devDependencies: { nx: "^21", vitest: "^3" },
      }),
      "package-lock.json": "{}\n",
      "nx.json": json({ plugins: ["@nx/vite/plugin"] }),
      "packages/core/package.json": json({ name: "@acme/core" }),
    };
    const found = await proposed(files);
    assert.deepEqual(found["test-one"], ['npx nx test <project> --testNamePattern="<name>"']);
    // Targets that run something else (`nx:run-commands` with `node --test`) take no such option.
    const other = await proposed({
      ...files,
      "package.json": json({
        name: "acme",
        private: true,
        workspaces: ["packages/*"],
        scripts: { test: "nx run-many -t test" },
        devDependencies: { nx: "^21" },
      }),
    });
    assert.ok(!(other["test-one"] ?? []).some((run) => run.includes("nx test")), JSON.stringify(other["test-one"]));
    const scripted = await proposed({ ...files, "packages/core/package.json": json({ name: "@acme/core", scripts: { test: "mocha 'test/**/*.test.ts'" } }) });
    assert.ok(!(scripted["test-one"] ?? []).some((run) => run.includes("nx test")), JSON.stringify(scripted["test-one"]));
  });

  test("PHPUnit runs one test file; a gem's own bin/test takes one file where there is no Rails app", async () => {
    const php = await proposed({
      "composer.json": json({ name: "acme/lib", "require-dev": { "phpunit/phpunit": "^11" } }),
      "phpunit.xml.dist": "<phpunit/>\n",
    });
    assert.deepEqual(php["test-one"], ["vendor/bin/phpunit <file>"]);
    const bridge = await proposed({
      "composer.json": json({ name: "acme/tool", "require-dev": { "symfony/phpunit-bridge": "^7" } }),
      "phpunit.xml.dist": "<phpunit/>\n",
    });
    assert.deepEqual(bridge["test-one"], ["vendor/bin/simple-phpunit <file>"]);
    const gem = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngemspec\n",
      Rakefile: "require 'rake/testtask'\nRake::TestTask.new(:test)\ntask default: :test\n",
      "bin/test": "#!/usr/bin/env ruby\nrequire 'rails/test_unit/runner'\nRails::TestUnit::Runner.run(ARGV)\n",
    });
    assert.deepEqual(gem["test-one"], ["bin/test test/<file>_test.rb"]);
  });

  test("a Composer script's settings for the suite (`XDEBUG_MODE=coverage phpunit`) are no part of one test; its tool is in vendor/bin", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/csv", scripts: { phpunit: "XDEBUG_MODE=coverage phpunit --coverage-text" } }),
    });
    assert.deepEqual(found["test-one"], ["vendor/bin/phpunit --filter <TestName>"]);
  });

  test("borp (node:test's runner) takes test files: one through the script that runs it; none where the script names its files", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: { lint: "eslint", unit: "borp", test: "npm run lint && npm run unit && npm run test:types", "test:types": "tsd" },
      }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(found["test-one"], ["npm run unit -- <file>"]);
    const listed = await proposed({ "package.json": json({ name: "acme", scripts: { test: "borp test/*.test.js" } }), "package-lock.json": "{}\n" });
    assert.equal(listed["test-one"], undefined);
  });

  test("node --test with a file list: one file in the list's place, the script's options kept, run directly", async () => {
    const found = await proposed({ "package.json": json({ name: "acme", scripts: { test: "node --test test/*.test.js" } }), "package-lock.json": "{}\n" });
    assert.deepEqual(found["test-one"], ["node --test <file>"]);
    const reporter = await proposed({
      "package.json": json({ name: "acme", scripts: { test: "node --test --test-reporter=spec test/run-spec-tests.js" } }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(reporter["test-one"], ["node --test --test-reporter=spec <file>"]);
  });

  test("a file narrows a run that names no paths; a name filter where the script names its own", async () => {
    const bare = await proposed({ "package.json": json({ name: "acme", scripts: { test: "vitest run" } }), "package-lock.json": "{}\n" });
    assert.deepEqual(bare["test-one"], ["npm test -- <file>"]);
    const paths = await proposed({ "package.json": json({ name: "acme", scripts: { test: "vitest run tests/unit" } }), "pnpm-lock.yaml": "" });
    assert.deepEqual(paths["test-one"], ['pnpm test -t "<name>"']);
  });

  test("a script that runs others is followed to the runner; a documented flaky-repeat run is not one test", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: { test: "npm run test:unit", "test:unit": "jest" } }),
      "package-lock.json": "{}\n",
      "CONTRIBUTING.md": "To hunt a flaky test: `npx playwright test tests/flaky.spec.ts --repeat-each 1000`\n",
    });
    assert.deepEqual(found["test-one"], ["npm run test:unit -- <file>"]);
  });

  test("a workspace's one-package form as most members' test scripts take a file, not as the first member's odd one", async () => {
    const found = await proposed({
      "package.json": json({ name: "root", private: true, workspaces: ["packages/*"], scripts: { test: "nx run-many -t test" } }),
      "yarn.lock": "",
      "nx.json": "{}\n",
      "packages/aaa/package.json": json({ name: "aaa", scripts: { test: "yarn test:all", "test:all": "run-s test:unit test:e2e", "test:unit": "jest" } }),
      "packages/core/package.json": json({ name: "core", scripts: { test: "vitest run" } }),
      "packages/node/package.json": json({ name: "node", scripts: { test: "vitest run" } }),
    });
    assert.deepEqual(found["test-one"], ["yarn workspace <package> test <file>"]);
  });

  test("a workspace's one-package form only where the members have the script", async () => {
    const tree = (memberScripts: Record<string, string>): Record<string, string> => ({
      "package.json": json({ name: "root", private: true, scripts: { test: "pnpm -r test" } }),
      "pnpm-lock.yaml": "",
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
      "packages/core/package.json": json({ name: "@acme/core", scripts: memberScripts }),
    });
    assert.deepEqual((await proposed(tree({ test: "vitest run" })))["test-one"], ["pnpm --filter <package> test <file>"]);
    // Members' bare `vitest` watches the files in a terminal: the one test runs once.
    assert.deepEqual((await proposed(tree({ test: "vitest" })))["test-one"], ["pnpm --filter <package> test <file> --run"]);
    assert.equal((await proposed(tree({ build: "tsc" })))["test-one"], undefined);
    // CI running every member's tests, some left out, is the test command: one member's goes the same way.
    const ci = await proposed({
      ...tree({ test: "vitest run" }),
      "package.json": json({ name: "root", private: true }),
      ".github/workflows/ci.yml": workflow(["pnpm -r --filter '!@acme/e2e' test"]),
    });
    assert.deepEqual(ci["test-one"], ["pnpm --filter <package> test <file>"]);
  });

  test("a member's test script that runs two others: one test through the first of them, and a wrapper like cross-env passes it on", async () => {
    const found = await proposed({
      "package.json": json({ name: "root", private: true, scripts: { test: "turbo test" } }),
      "pnpm-lock.yaml": "",
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
      "packages/core/package.json": json({
        name: "@acme/core",
        scripts: {
          test: "pnpm test:node && pnpm test:edge",
          "test:node": "vitest --config vitest.node.config.js --run",
          "test:edge": "vitest --config vitest.edge.config.js --run",
        },
      }),
    });
    assert.deepEqual(found["test-one"], ["pnpm --filter <package> test:node <file>"]);
    const wrapped = await proposed({ "package.json": json({ name: "acme", scripts: { test: "cross-env NODE_ENV=test jest" } }), "package-lock.json": "{}\n" });
    assert.deepEqual(wrapped["test-one"], ["npm test -- <file>"]);
  });

  test("cargo nextest's one test goes through nextest with its filter, not cargo test", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      ".github/workflows/ci.yml": workflow(["cargo nextest run --all-features --workspace"]),
    });
    assert.deepEqual(found.test, ["cargo nextest run --all-features --workspace"]);
    assert.deepEqual(found["test-one"], ["cargo nextest run --all-features --workspace <TestName>"]);
  });

  test("a Make recipe takes no arguments: its runner is run directly, without what only speeds it up", async () => {
    const php = await proposed({
      "composer.json": json({ name: "acme/x" }),
      Makefile: "tests:\n\tphp vendor/bin/paratest --runner WrapperRunner --no-coverage\n",
    });
    assert.deepEqual(php["test-one"], ["php vendor/bin/paratest --runner WrapperRunner --no-coverage <file>"]);
    const python = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "uv.lock": "",
      ".github/workflows/ci.yml": workflow(["uv run --frozen pytest -n auto tests"]),
    });
    assert.deepEqual(python["test-one"], ["uv run --frozen pytest <file>::<TestName>"]);
    // pytest's -W takes its filter as the next word: the pair stays whole.
    const warnings = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      Makefile: "test:\n\tpytest -rf --cov=acme -W ignore::DeprecationWarning -n auto\n",
    });
    assert.deepEqual(warnings["test-one"], ["pytest -rf -W ignore::DeprecationWarning <file>::<TestName>"]);
  });

  test("tests run in one of several sibling packages: one test is in whichever package holds it", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/monorepo" }),
      "src/agent/composer.json": json({ name: "acme/agent" }),
      "src/store/composer.json": json({ name: "acme/store" }),
      ".github/workflows/ci.yml": workflow(["- run: vendor/bin/phpunit\n  working-directory: src/agent"]),
    });
    // CI runs them in one package of several: the tests are whichever package's.
    assert.deepEqual(found.test, ["cd src/<package> && vendor/bin/phpunit"]);
    assert.deepEqual(found["test-one"], ["cd src/<package> && vendor/bin/phpunit --filter <TestName>"]);
  });

  test("a script named after its runner, whose body runs the runner's own build, is that runner", async () => {
    const found = await proposed({
      "package.json": json({
        name: "runner",
        scripts: {
          test: "yarn build && yarn test-ci",
          "test-ci": "yarn jest --ci",
          jest: "node ./packages/jest-cli/bin/jest.js",
          build: "node scripts/build.mjs",
        },
      }),
      "yarn.lock": "",
    });
    assert.deepEqual(found["test-one"], ["yarn jest <file>"]);
  });

  test("Gradle with subprojects: one project's test task, which fails nowhere else for want of a match", async () => {
    const found = await proposed({
      "settings.gradle.kts": 'rootProject.name = "acme"\ninclude(":core")\ninclude(":client")\n',
      // The Android plugin only declared for modules (`apply false`): the projects test with plain Gradle.
      "build.gradle.kts": 'plugins {\n  id("com.android.library") apply false\n}\n',
      "core/build.gradle.kts": "plugins { java }\n",
      "client/build.gradle.kts": "plugins { java }\n",
      gradlew: "#!/bin/sh\n",
      ".github/workflows/ci.yml": workflow(["./gradlew test allTests"]),
    });
    assert.equal(found["test-one"]?.length, 1);
    assert.match(found["test-one"]?.[0] ?? "", /^\.\/gradlew :<\w+>:test --tests ['"]<[\w.<>]+>['"]$/);
  });

  test("Gradle subprojects included over several lines, or Groovy's bare `include`, are subprojects too", async () => {
    for (const settings of ['include(\n  ":core",\n  ":client",\n)\n', "include ':core', ':client'\n"]) {
      const found = await proposed({
        "settings.gradle.kts": `rootProject.name = "acme"\n// include(":old")\n${settings}`,
        "build.gradle.kts": "plugins { java }\n",
        "core/build.gradle.kts": "plugins { java }\n",
        "client/build.gradle.kts": "plugins { java }\n",
        gradlew: "#!/bin/sh\n",
      });
      assert.match(found["test-one"]?.[0] ?? "", /^\.\/gradlew :<\w+>:test --tests /, settings);
    }
  });

  test("a composer test script that runs every check is all checks; one test goes through the unit script's runner, without display and group options", async () => {
    const found = await proposed({
      "composer.json": json({
        name: "acme/pest",
        "require-dev": { "pestphp/pest": "^3.0" },
        scripts: {
          "test:lint": "pint --test",
          "test:types": "phpstan analyse",
          "test:unit": "php bin/pest --colors=always --exclude-group=integration --compact",
          test: ["@test:lint", "@test:types", "@test:unit"],
        },
      }),
      ".github/workflows/tests.yml": workflow(["composer test:unit"]),
    });
    assert.deepEqual(found.check, ["composer test"]);
    assert.deepEqual(found.test?.[0], "composer test:unit");
    assert.deepEqual(found["test-one"], ["php bin/pest --filter <TestName>"]);
  });

  test("Deno's one test keeps the test task's permissions, not its coverage and reporting", async () => {
    const found = await proposed({ "deno.json": json({ tasks: { test: "deno test -A --parallel --trace-leaks --coverage --doc --clean --ignore=_tools/" } }) });
    assert.deepEqual(found["test-one"], ["deno test -A <file>"]);
  });

  test("bun workspaces: one member's tests run in that member with the runner most members' scripts end with", async () => {
    const found = await proposed({
      "package.json": json({ name: "root", private: true, workspaces: ["packages/*"], scripts: { test: "turbo test --parallel" } }),
      "bun.lock": "",
      "packages/db/package.json": json({ name: "@acme/db", scripts: { test: "bun test --exit src" } }),
      "packages/api/package.json": json({
        name: "@acme/api",
        scripts: { test: "bun test --exit --preload ./setup.ts src/a.test.ts && bun test src/b.test.ts" },
      }),
      "packages/jobs/package.json": json({ name: "@acme/jobs", scripts: { test: "bun test" } }),
    });
    // `bun run test <file>` after the script's own `src` would still run every test in src.
    assert.deepEqual(found["test-one"], ["cd <package> && bun test <file>"]);
  });

  test("a Zig build with a `test-filter` option narrows `zig build test` to one test", async () => {
    const found = await proposed({
      "build.zig":
        'const std = @import("std");\npub fn build(b: *std.Build) void {\n    const test_filters = b.option([]const []const u8, "test-filter", "Filter for test.") orelse &[0][]const u8{};\n    _ = test_filters;\n}\n',
    });
    assert.deepEqual(found["test-one"], ["zig build test -Dtest-filter=<TestName>"]);
  });
});
