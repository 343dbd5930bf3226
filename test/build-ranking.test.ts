// Which command svc build lists for a task, and under which task: the project's own entry points
// before CI's raw lines, one spelling per tool (the plainest), and each recipe filed by what it
// does — a `--write` or `--fix` is never a check, a check is never "format", "all checks" only for
// what runs checks of several kinds.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { verdictOf } from "../src/build/classify.ts";
import { meaning } from "../src/build/recipes.ts";
import { proposed, workflow } from "./support/build-case.ts";
import { json } from "./support/tree.ts";

/** A Flutter app (app/) beside a Cargo workspace of Rust crates: the app is the project, the crates its side. */
const flutterBesideCargo = {
  "pubspec.yaml": "name: acme_workspace\nworkspace:\n  - app\n",
  "app/pubspec.yaml": "name: acme\ndependencies:\n  flutter:\n    sdk: flutter\n",
  "app/test/app_test.dart": "",
  "Cargo.toml": '[workspace]\nmembers = ["core"]\n',
  "core/Cargo.toml": '[package]\nname = "core"\n',
};

describe("svc build: ranking", () => {
  test("the project's script for a task comes before CI's own tool line", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: { lint: "eslint ." } }),
      "package-lock.json": "{}\n",
      ".github/workflows/ci.yml": workflow(['markdownlint-cli2 "**/*.md"', "npm run lint"]),
    });
    assert.deepEqual(found.lint?.[0], "npm run lint");
  });

  test("CI's variants of a tool stand for it by their common part, not by a plainer guess that drops what they all check", async () => {
    const found = await proposed({
      "Cargo.toml": '[workspace]\nmembers = ["crates/*"]\n',
      "crates/core/Cargo.toml": '[package]\nname = "core"\n',
      "clippy.toml": "",
      ".github/workflows/ci.yml": workflow([
        "cargo clippy --workspace --all-targets --all-features",
        "cargo clippy --workspace --all-targets --no-default-features",
      ]),
    });
    assert.equal(found.lint?.[0], "cargo clippy --workspace --all-targets --all-features");
  });

  test("one spelling per tool: the plainest of CI's variants and the configuration's", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\nversion = "0.1.0"\nedition = "2021"\n',
      ".github/workflows/ci.yml": workflow(["cargo test --locked --no-default-features --features minimal", "cargo test --locked --release"]),
    });
    assert.deepEqual(found.test, ["cargo test"]);
  });

  test("a script named for the test runner (`composer phpunit`, `npm run mocha`) is the project's own test entry", async () => {
    const php = await proposed({
      "composer.json": json({
        name: "acme/md",
        "require-dev": { "phpunit/phpunit": "^10" },
        scripts: { phpcs: "phpcs", phpstan: "phpstan analyse", phpunit: "phpunit --no-coverage", test: ["@phpcs", "@phpstan", "@phpunit"] },
      }),
      "composer.lock": "",
      ".github/workflows/ci.yml": workflow(["composer update --no-progress", "vendor/bin/phpunit --no-coverage"]),
    });
    assert.deepEqual(php.test?.[0], "composer phpunit");
    const node = await proposed({
      "package.json": json({ name: "acme", scripts: { mocha: "mocha test/" } }),
      "package-lock.json": "{}\n",
      ".github/workflows/ci.yml": workflow(["npx mocha test/"]),
    });
    assert.deepEqual(node.test?.[0], "npm run mocha");
  });

  test("a recipe of another name whose body runs the task's tool comes first (`lint:eslint`, not `lint:deps`)", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: { "lint:deps": "node scripts/check-deps.js", "lint:eslint": "eslint ." } }),
      "yarn.lock": "",
      ".github/workflows/ci.yml": workflow(["yarn lint:deps", "yarn lint:eslint"]),
    });
    assert.deepEqual(found.lint?.[0], "yarn lint:eslint");
  });
});

describe("svc build: slots by what a command does", () => {
  test("oxfmt writes unless told to check: a workspace's `format` running every member's `oxfmt --check` is the check", async () => {
    const member = { format: "oxfmt --check .", "format:fix": "oxfmt ." };
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: { format: "turbo format --continue", "format:fix": "turbo format:fix --continue" } }),
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
      "pnpm-lock.yaml": "",
      "turbo.json": "{}\n",
      "packages/a/package.json": json({ name: "a", scripts: member }),
      "packages/b/package.json": json({ name: "b", scripts: member }),
    });
    assert.deepEqual(found.format, ["pnpm format:fix"]);
    assert.deepEqual(found["format-check"], ["pnpm format"]);
    // The check twin of a script's formatter (over a guess of another) runs it through the package
    // manager: the program is on the script's PATH only.
    const twin = await proposed({
      "package.json": json({ name: "acme", scripts: { fmt: "oxfmt src" } }),
      "pnpm-lock.yaml": "",
      "pyproject.toml": '[project]\nname = "acme"\n\n[tool.ruff.format]\nquote-style = "double"\n',
    });
    assert.deepEqual(twin.format, ["pnpm fmt"]);
    assert.deepEqual(twin["format-check"], ["pnpm exec oxfmt --check src"]);
  });

  test("a writing formatter is never the formatting check, a fixing lint never the lint, a type check alone never all checks", async () => {
    const found = await proposed({
      // `format-fix` adds `--write` to the checking `format`: it formats.
      "package.json": json({
        name: "acme",
        scripts: {
          format: "prettier --check .",
          "format-fix": "pnpm format --write",
          lint: "eslint --fix .",
          check: "tsc --noEmit",
          "typecheck-www": "tsc -p website",
          "typecheck-packages": "tsc -p packages --noEmit",
        },
      }),
      "pnpm-lock.yaml": "",
    });
    assert.deepEqual(found.format, ["pnpm format-fix"]);
    assert.deepEqual(found["format-check"], ["pnpm format"]);
    assert.deepEqual(found["lint-fix"], ["pnpm lint"]);
    assert.equal(found.lint, undefined);
    assert.deepEqual(found.typecheck?.[0], "pnpm check");
    assert.ok(!found.typecheck?.includes("pnpm typecheck-www"), `the docs site's type check is listed: ${String(found.typecheck)}`);
    assert.equal(found.check, undefined);
  });

  test("all checks only for a recipe that runs checks of several kinds; a style-only recipe stays the lint, and also checks formatting", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: {
          lint: "run-p lint:*",
          "lint:types": "tsc --noEmit",
          "lint:eslint": "eslint .",
          "lint:prettier": "prettier . --check",
          "fix:prettier": "npm run lint:prettier -- --write",
          style: "eslint . && prettier --check .",
        },
      }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(found.check, ["npm run lint"]);
    assert.deepEqual(found.lint?.[0], "npm run lint:eslint");
    assert.deepEqual(found.format, ["npm run fix:prettier"]);
    assert.deepEqual(found["format-check"], ["npm run lint:prettier"]);
  });

  test("a lint that also checks formatting fills the formatting check; a formatting check's writing twin fills the format", async () => {
    const found = await proposed({ "package.json": json({ name: "acme", scripts: { lint: "eslint . && prettier --check ." } }), "package-lock.json": "{}\n" });
    assert.deepEqual(found.lint, ["npm run lint"]);
    assert.deepEqual(found["format-check"], ["npm run lint"]);
    const python = await proposed({ "pyproject.toml": '[project]\nname = "acme"\n', ".github/workflows/ci.yml": workflow(["ruff format --check src"]) });
    assert.deepEqual(python.format, ["ruff format src"]);
  });

  test("a formatting check's writing twin that also fixes the lint (dotnet format) is the lint fix", async () => {
    const found = await proposed({
      "Acme.slnx": '<Solution>\n  <Project Path="src/Acme/Acme.csproj" />\n</Solution>\n',
      "src/Acme/Acme.csproj": '<Project Sdk="Microsoft.NET.Sdk"></Project>\n',
      ".github/workflows/ci.yml": workflow(["dotnet format --verify-no-changes"]),
    });
    assert.deepEqual(found.lint, ["dotnet format --verify-no-changes"]);
    assert.deepEqual(found.format, ["dotnet format"]);
    assert.deepEqual(found["lint-fix"], ["dotnet format"]);
    // A formatter that only formats (ruff format) fixes no lint.
    const python = await proposed({ "pyproject.toml": '[project]\nname = "acme"\n', ".github/workflows/ci.yml": workflow(["ruff format --check src"]) });
    assert.equal(python["lint-fix"], undefined);
  });

  test("a script named for updating that migrates the database is the migration; one that resets it is none", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: { "update-db": "prisma migrate deploy", "reset-db": "prisma migrate reset --force", "update-snapshots": "jest -u" },
      }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(found.migrate, ["npm run update-db"]);
    assert.equal(found.test, undefined);
    const reset = await proposed({
      "package.json": json({ name: "acme", scripts: { "db:fresh": "prisma migrate reset --force" } }),
      "package-lock.json": "{}\n",
    });
    assert.equal(reset.migrate, undefined);
  });

  test("a bare `prettier` script only prints: the scripts that call it with --list-different or --write check and format", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: {
          prettier: 'prettier "**/*.{css,md}" --ignore-path=.eslintignore',
          "test:other": "yarn prettier --list-different",
          "fix:other": "yarn prettier --write",
        },
      }),
      "yarn.lock": "",
    });
    assert.deepEqual(found["format-check"], ["yarn test:other"]);
    assert.deepEqual(found.format, ["yarn fix:other"]);
  });

  test("a recipe that builds the documentation book (`build-book`, mdbook) is no build of the project", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\nversion = "0.1.0"\nedition = "2021"\n',
      justfile: "test:\n  cargo test --all\n\nbuild-book:\n  cargo run --package generate-book\n  mdbook build book/en\n",
    });
    assert.deepEqual(found.build, ["cargo build"]);
  });

  test("a build guessed for a side ecosystem (a Cargo workspace beside a Flutter app CI tests) is left out", async () => {
    const found = await proposed({
      ...flutterBesideCargo,
      ".github/workflows/ci.yml": workflow(["- run: flutter pub get\n  working-directory: app", "- run: flutter test\n  working-directory: app"]),
    });
    assert.deepEqual(found.test, ["cd app && flutter test"]);
    assert.equal(found.build, undefined);
    // A Rust project's own build stays.
    const rust = await proposed({ "Cargo.toml": '[package]\nname = "acme"\n', ".github/workflows/ci.yml": workflow(["cargo test"]) });
    assert.deepEqual(rust.build, ["cargo build"]);
  });

  test("a compile check of a side ecosystem (`cargo check` beside a Flutter app) is no type check; TypeScript's is", async () => {
    const found = await proposed({
      ...flutterBesideCargo,
      ".github/workflows/ci.yml": workflow(["- run: flutter test\n  working-directory: app", "cargo check --package core"]),
    });
    assert.deepEqual(found.test, ["cd app && flutter test"]);
    assert.equal(found.typecheck, undefined);
    // A Go service's web front end keeps its TypeScript check.
    const go = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "web/package.json": json({ name: "web", scripts: { typecheck: "tsc --noEmit" } }),
      "web/package-lock.json": "{}\n",
      ".github/workflows/ci.yml": workflow(["go test ./...", "- run: npm run typecheck\n  working-directory: web"]),
    });
    assert.deepEqual(go.typecheck, ["cd web && npm run typecheck"]);
  });

  test("a recipe named `run` whose body runs the program (`go run ./cmd/acme`) is no dev loop; one named `serve` is", async () => {
    const cli = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "Taskfile.yml":
        "version: '3'\ntasks:\n  test:\n    cmds:\n      - go test ./...\n  run:\n    desc: Runs acme\n    cmds:\n      - go run ./cmd/acme {{.CLI_ARGS}}\n",
    });
    assert.equal(cli.dev, undefined);
    const server = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "Taskfile.yml": "version: '3'\ntasks:\n  serve:\n    cmds:\n      - go run ./cmd/server\n",
    });
    assert.deepEqual(server.dev, ["task serve"]);
  });

  test("a Taskfile's variables fill its commands: a tool installed into .tool/ is that tool", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "Taskfile.yaml":
        'version: \'3\'\nvars:\n  TOOL_DIR: .tool\n  TIMEOUT: 300\n  GOLANGCI_LINT: "{{ .TOOL_DIR }}/golangci-lint"\ntasks:\n  style:\n    cmds:\n      - "{{ .GOLANGCI_LINT }} run --timeout {{.TIMEOUT}}s"\n',
    });
    // A name that does not say the task: what it runs, once filled in, does.
    assert.deepEqual(found.lint, ["task style"]);
    assert.deepEqual(found["lint-fix"], [".tool/golangci-lint run --fix --timeout 300s"]);
    assert.deepEqual(verdictOf(["hack/tools/bin/golangci-lint", "run"]), { kind: "task", tasks: ["lint"] });
  });

  test("`pnpm run -r lint` runs every member's lint, as `pnpm -r lint` does; tsgo type-checks as tsc", async () => {
    assert.deepEqual(verdictOf(["pnpm", "run", "-r", "--parallel", "--stream", "lint"]), { kind: "named", names: ["lint"] });
    assert.deepEqual(verdictOf(["tsgo", "-p", "tsconfig.checks.json", "--noEmit"]), { kind: "task", tasks: ["typecheck"] });
    const found = await proposed({
      "package.json": json({
        name: "root",
        private: true,
        scripts: { lint: "pnpm run -r --parallel --stream lint", "lint:fix": "pnpm run -r --parallel lint:fix" },
      }),
      "pnpm-lock.yaml": "",
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
      "packages/ui/package.json": json({ name: "ui", scripts: { lint: "eslint src --max-warnings 0", "lint:fix": "eslint --fix src" } }),
    });
    assert.deepEqual(found.lint, ["pnpm lint"]);
    assert.deepEqual(found["lint-fix"], ["pnpm lint:fix"]);
  });

  test("docker compose up in the foreground is the local stack, a dev loop; detached (CI's database), the recipe's name says", async () => {
    assert.deepEqual(verdictOf(["docker", "compose", "-f", "dev.yml", "up", "--build"]), { kind: "task", tasks: ["dev"] });
    assert.deepEqual(verdictOf(["docker", "compose", "up", "-d", "postgres"]), { kind: "opaque" });
    assert.deepEqual(verdictOf(["docker", "compose", "build"]), { kind: "noise" });
    // A run that ends with a container's exit code is a test run in containers; named services are a part.
    assert.deepEqual(verdictOf(["docker", "compose", "up", "--build", "--abort-on-container-exit", "--exit-code-from", "tests"]), { kind: "opaque" });
    assert.deepEqual(verdictOf(["docker", "compose", "up", "postgres"]), { kind: "opaque" });
    assert.deepEqual(verdictOf(["docker", "compose", "watch"]), { kind: "task", tasks: ["dev"] });
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      Makefile: "run:\n\tcd frontend && npm run dev\n\ndev:\n\tdocker compose -f dev.yml up --build\n\ndb:\n\tdocker compose up -d postgres\n",
      "frontend/package.json": json({ name: "web", scripts: { dev: "next dev" } }),
    });
    assert.deepEqual(found.dev?.[0], "make dev");
  });

  test("a Makefile's `init` readies the checkout: the install, before an install CI runs for one job", async () => {
    assert.equal(meaning("init"), "install");
    assert.equal(meaning("init-db"), undefined);
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n\n[dependency-groups]\ntypecheck = ["mypy"]\n',
      Makefile: "init:\n\tpython -m pip install -r requirements-dev.txt\ntest:\n\tpython -m pytest tests\n",
      "requirements-dev.txt": "pytest\n",
      ".github/workflows/typecheck.yml": workflow(["python -m pip install -e . --group typecheck", "mypy src"], "typecheck"),
    });
    assert.deepEqual(found.install?.[0], "make init");
  });

  test("of two lockfiles, the package manager CI installs and runs with is the project's", async () => {
    const files = {
      "package.json": json({ name: "acme", scripts: { build: "node scripts/build.mjs", lint: "oxlint" } }),
      "pnpm-lock.yaml": "",
      "bun.lock": "",
    };
    const found = await proposed({ ...files, ".github/workflows/ci.yml": workflow(["bun install --frozen-lockfile", "bun test"]) });
    assert.deepEqual(found.build, ["bun run build"]);
    assert.deepEqual(found.install?.[0], "bun install");
    // Installing a manager globally with npm is not using npm; bare `yarn` and `yarn <script>` are using yarn.
    const yarn = await proposed({
      "package.json": json({ name: "acme", scripts: { build: "tsc" } }),
      "yarn.lock": "",
      "package-lock.json": "{}\n",
      ".github/workflows/ci.yml": workflow(["npm install -g yarn", "yarn --frozen-lockfile", "yarn build"]),
    });
    assert.deepEqual(yarn.build?.[0], "yarn build");
    // CI that names neither keeps the lockfiles' order.
    const silent = await proposed({ ...files, ".github/workflows/ci.yml": workflow(["make all"]) });
    assert.deepEqual(silent.build, ["pnpm build"]);
  });

  test("a recipe named `run` that starts the built program as it is (`./acme`, `cargo run`) is the dev loop; one run with --version is not", async () => {
    const go = { "go.mod": "module example.com/acme\n\ngo 1.22\n" };
    const built = await proposed({ ...go, Makefile: "build:\n\tgo build -o acme .\n\nrun: build\n\t./acme\n" });
    assert.deepEqual(built.dev, ["make run"]);
    const once = await proposed({ ...go, Makefile: "run:\n\tgo tool acme --version\n" });
    assert.equal(once.dev, undefined);
    // Go's options before the package, with or without a value, are the run's; a script of the project's is none.
    assert.deepEqual((await proposed({ ...go, Makefile: "run:\n\tgo run -race -tags dev ./cmd/acme\n" })).dev, ["make run"]);
    assert.equal((await proposed({ ...go, Makefile: "run:\n\t./scripts/seed-database\n" })).dev, undefined);
    const rust = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      justfile: 'NAME := "acme"\n\n@run:\n\techo "Running {{ NAME }}..."\n\tRUST_LOG=debug cargo run\n\techo "Done"\n',
    });
    assert.deepEqual(rust.dev, ["just run"]);
    // The recipe's own arguments passed on (`*args`, `"$@"`) are none by default; a dependency's program is not the project's.
    const passing = await proposed({
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.16)\nproject(acme CXX)\n",
      justfile:
        'preset := env_var_or_default("PRESET", "dev")\n\nbuild:\n    cmake --build --preset {{preset}}\n\nrun *args: build\n    ./build/{{preset}}/acme "$@"\n',
    });
    assert.deepEqual(passing.dev, ["just run"]);
    const dependency = await proposed({ "package.json": json({ name: "acme" }), justfile: "run *args:\n  ./node_modules/.bin/acme {{ args }}\n" });
    assert.equal(dependency.dev, undefined);
  });

  test("a formatter a package configures and depends on, which no script runs, is its format: `npx prettier --write .`", async () => {
    const files = {
      "package.json": json({ name: "acme", scripts: { test: "vitest run" }, devDependencies: { prettier: "^3.5.0", vitest: "^3" } }),
      ".prettierrc": "{}\n",
      "bun.lock": "",
    };
    const found = await proposed(files);
    assert.deepEqual(found.format, ["bunx prettier --write ."]);
    assert.deepEqual(found["format-check"], ["bunx prettier --check ."]);
    // Biome's formatter, by the manager's own way to run a dependency's program.
    const biome = await proposed({
      "package.json": json({ name: "acme", devDependencies: { "@biomejs/biome": "^2" } }),
      "biome.json": "{}\n",
      "pnpm-lock.yaml": "",
    });
    assert.deepEqual(biome.format, ["pnpm exec biome format --write ."]);
    // A script that runs prettier (here a member's, under `pnpm -r`) is how the project runs it: no guess beside it.
    const scripted = await proposed({
      "package.json": json({ name: "root", private: true, scripts: { "lint:fix:all": "pnpm -r lint:fix" }, devDependencies: { prettier: "^3" } }),
      ".prettierrc": "{}\n",
      "pnpm-lock.yaml": "",
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
      "packages/core/package.json": json({ name: "core", scripts: { "lint:fix": "eslint --fix . && prettier --write ." } }),
    });
    assert.equal(scripted.format?.includes("pnpm exec prettier --write .") ?? false, false);
    // Configured but not a dependency: not the project's tool.
    const stray = await proposed({ "package.json": json({ name: "acme" }), ".prettierrc": "{}\n", "package-lock.json": "{}\n" });
    assert.equal(stray.format, undefined);
  });

  test("a name of checks of several kinds (`test-and-lint`) or a `verify` of the lint and the formatting check is the run-everything; `test:types` is one check", async () => {
    const make = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      Makefile: "test:\n\tgo test ./...\n\nfmt:\n\tgofmt -w .\n\nlint:\n\tgolangci-lint run\n\ntest-and-lint: test fmt lint\n",
    });
    assert.deepEqual(make.check, ["make test-and-lint"]);
    const verify = await proposed({
      "package.json": json({
        name: "acme",
        scripts: { lint: "eslint .", "format:check": "prettier --check .", verify: "run-s format:check lint", test: "vitest run" },
      }),
      "yarn.lock": "",
    });
    assert.deepEqual(verify.check, ["yarn verify"]);
    const grouped = await proposed({
      "composer.json": json({ name: "acme/acme", scripts: { "test:types": "phpstan analyse", "test:unit": "pest", test: ["@test:types", "@test:unit"] } }),
      "composer.lock": "{}\n",
    });
    assert.deepEqual(grouped.typecheck, ["composer test:types"]);
  });

  test("a second test run by the same program (a CI leg's `make wasi-test`, `rspec spec/system/`) is a variant of the suite, no alternative", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      Makefile: "test:\n\tcargo test\n\nwasi-test:\n\tcargo test --target wasm32-wasip1\n",
      ".github/workflows/ci.yml": workflow(["make test"]),
      ".github/workflows/wasi.yml": workflow(["make wasi-test"], "wasi"),
    });
    assert.equal(found.test?.[0], "make test");
    assert.equal(found.test?.includes("make wasi-test"), false);
  });

  test("a recipe installing what development needs (`install-dev-deps`, `dev-setup`) is the install, not the dev loop", async () => {
    const { meaning } = await import("../src/build/recipes.ts");
    assert.equal(meaning("install-dev-deps"), "install");
    assert.equal(meaning("dev-setup"), "install");
    assert.equal(meaning("dev"), "dev");
    // "server" beside another thing is no dev loop: keys for the servers, an example's server, stopping it.
    assert.equal(meaning("server-keys"), undefined);
    assert.equal(meaning("stop-server"), undefined);
    assert.equal(meaning("run-server"), "dev");
    const found = await proposed({
      "composer.json": json({ name: "acme/app" }),
      "composer.lock": "{}\n",
      Makefile: "dev-setup:\n\tcomposer install\n\tyarn install\n\nrun:\n\tphp bin/console server:run\n",
    });
    assert.equal(found.dev?.includes("make dev-setup") ?? false, false);
  });

  test("a just recipe with parameters is read, its body run with their defaults; watchers (cargo watch, bacon) are the dev loop", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      justfile: "watch +args='test':\n  cargo watch --clear --exec '{{ args }}'\n\nci: test\n\ntest *flags:\n  cargo test {{flags}}\n",
    });
    assert.deepEqual(found.dev, ["just watch"]);
    assert.deepEqual(found.test?.[0], "just test");
    // The files a justfile imports hold recipes too.
    const imported = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      Justfile: "set dotenv-load\n\nimport 'justfiles/testing.just'\nimport? 'justfiles/missing.just'\n",
      "justfiles/testing.just": "lint:\n  cargo clippy --all-targets -- -D warnings\n\nformat:\n  cargo fmt --all\n",
    });
    assert.deepEqual(imported.lint?.[0], "just lint");
    assert.deepEqual(imported.format?.[0], "just format");
    const bacon = await proposed({ "Cargo.toml": '[package]\nname = "acme"\n', Makefile: "live:\n\tbacon\n" });
    assert.deepEqual(bacon.dev, ["make live"]);
    // Go's air reloads a server; Posit's air (R's formatter) formats: `air format .` is no dev loop.
    assert.deepEqual(verdictOf(["air", "-c", ".air.toml"]), { kind: "task", tasks: ["dev"] });
    assert.deepEqual(verdictOf(["air", "format", "."]), { kind: "task", tasks: ["format"] });
    assert.deepEqual(verdictOf(["air", "format", "--check", "."]), { kind: "task", tasks: ["format-check"] });
  });

  test("second looks (review): another folder's suite stays an alternative; a check recipe running the tools itself stays the lint; just's variable defaults and `*$ARGS`", async () => {
    const folders = await proposed({
      "server/package.json": json({ name: "server", scripts: { test: "jest" } }),
      "client/package.json": json({ name: "client", scripts: { test: "vitest run" } }),
      ".github/workflows/ci.yml": workflow(["cd server && npm ci && npm test", "cd client && npm ci && npm test"]),
    });
    assert.deepEqual(folders.test, ["cd server && npm test", "cd client && npm test"]);
    const tools = await proposed({
      "package.json": json({ name: "acme", scripts: { check: "eslint . && prettier --check .", test: "vitest run" } }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(tools.lint, ["npm run check"]);
    assert.deepEqual(tools["format-check"], ["npm run check"]);
    assert.equal(tools.check, undefined);
    const just = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      justfile: 'features := "full"\n\ntest features=features:\n  cargo nextest run --features {{features}}\n\nfmt *$ARGS:\n  cargo fmt $ARGS\n',
    });
    assert.deepEqual(just["test-one"], ["cargo nextest run --features full <TestName>"]);
    assert.deepEqual(just.format, ["just fmt"]);
  });

  test('what a recipe hands to a shell (`./devenv bash -c "mix format"`) is what it runs', async () => {
    const found = await proposed({
      "mix.exs": "defmodule Acme.MixProject do\nend\n",
      Makefile: 'fmt:\n\t./devenv bash -c "mix format"\n\nfmt.check:\n\t./devenv sh -c "mix format --check-formatted"\n',
    });
    assert.deepEqual(found.format?.[0], "make fmt");
    assert.deepEqual(found["format-check"]?.[0], "make fmt.check");
    // A dotted target that names a file (`docs/index.html`, `app.js`) is still no command.
    const files = await proposed({ "mix.exs": "defmodule Acme.MixProject do\nend\n", Makefile: "site.html:\n\tmix docs\n\nbundle.js:\n\tmix assets.build\n" });
    assert.equal(files.build?.some((run) => /make (site\.html|bundle\.js)/.test(run)) ?? false, false);
  });

  test("a build that watches (`watch: tsc --build --watch`, `build:watch`) is a library's dev loop; a test run that watches is none", async () => {
    const library = await proposed({
      "package.json": json({ name: "acme", scripts: { build: "tsc --build", watch: "tsc --build --watch", "test:watch": "vitest" } }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(library.dev, ["npm run watch"]);
    const bundled = await proposed({
      "package.json": json({ name: "acme", scripts: { build: "rollup -c", "build:watch": "rollup -c -w" } }),
      "pnpm-lock.yaml": "",
    });
    assert.deepEqual(bundled.dev, ["pnpm build:watch"]);
    assert.deepEqual(bundled.build, ["pnpm build"]);
    const tests = await proposed({ "package.json": json({ name: "acme", scripts: { test: "vitest run", "test:watch": "vitest" } }), "pnpm-lock.yaml": "" });
    assert.equal(tests.dev, undefined);
  });

  test("a workspace's scripts are what its members define; a script that only prints is no command", async () => {
    const found = await proposed({
      "package.json": json({ name: "root", private: true, scripts: { dev: "node -e \"console.warn('Use composer dev instead')\"" } }),
      "pnpm-lock.yaml": "",
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
      "packages/core/package.json": json({ name: "@acme/core", scripts: { "build-check": "tsc --noEmit -p tsconfig.test.json" } }),
      ".github/workflows/ci.yml": workflow(["pnpm -r build-check"]),
    });
    assert.deepEqual(found.typecheck, ["pnpm -r build-check"]);
    assert.equal(found.build, undefined);
    assert.equal(found.dev, undefined);
  });
});

describe("svc build: all checks, Maven formatters, submodules", () => {
  test("a Maven build of several modules is set up by installing them once; one module's is not", async () => {
    const multi = await proposed({
      "pom.xml": "<project><modules><module>core</module><module>cli</module></modules></project>\n",
      mvnw: "#!/bin/sh\n",
      "core/pom.xml": "<project/>\n",
    });
    assert.deepEqual(multi.install, ["./mvnw install -DskipTests"]);
    const single = await proposed({ "pom.xml": "<project><artifactId>acme</artifactId></project>\n" });
    assert.equal(single.install, undefined);
  });

  test("a recipe that builds and tests is not all checks; fixing then testing is; a style check is the lint", async () => {
    const found = await proposed({
      Makefile:
        'VERSION?=$(shell grep "^version:" acme.cabal | cut -d" " -f2)\n\nall: build test\n\nbuild:\n\tcabal build\n\ntest:\n\tcabal test\n\nstyle:\n\thlint .\n\tormolu --mode check $(find src -name "*.hs")\n\nacme-$(VERSION).tar.gz:\n\tcabal sdist\n',
    });
    assert.equal(found.check, undefined);
    assert.deepEqual(found.lint, ["make style"]);
    const fixing = await proposed({
      "composer.json": json({ name: "acme/x", scripts: { lint: ["pint", "rector"], test: "pest", check: ["@composer lint", "@composer test"] } }),
    });
    assert.deepEqual(fixing.check, ["composer check"]);
  });

  test("a Maven formatter plugin's goals; `git submodule update --init` sets the project up", async () => {
    const found = await proposed({
      "pom.xml":
        "<project><build><plugins><plugin><groupId>io.spring.javaformat</groupId><artifactId>spring-javaformat-maven-plugin</artifactId></plugin></plugins></build></project>\n",
      mvnw: "#!/bin/sh\n",
      ".github/workflows/ci.yml": workflow(["git submodule update --init --recursive"]),
    });
    assert.deepEqual(found.format, ["./mvnw spring-javaformat:apply"]);
    assert.deepEqual(found["format-check"], ["./mvnw spring-javaformat:validate"]);
    assert.deepEqual(found.install?.[0], "git submodule update --init --recursive");
  });
});

describe("svc build: Python tools run as pre-commit hooks", () => {
  test("a tool the project runs only as a hook (not a dependency) is run as that hook, ruff as itself; a dependency runs directly", async () => {
    const hooks =
      "repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.6.0\n    hooks:\n      - id: ruff-check\n      - id: ruff-format\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v1.11.0\n    hooks:\n      - id: mypy\n";
    const viaHooks = await proposed({
      "pyproject.toml": '[tool.poetry]\nname = "acme"\n\n[tool.ruff]\nline-length = 88\n\n[tool.ruff.format]\n\n[tool.mypy]\nstrict = true\n',
      "poetry.lock": "",
      ".pre-commit-config.yaml": hooks,
    });
    // ruff has no plugins for a hook to pin: its hooks run what `ruff check` and `ruff format` run.
    assert.deepEqual(viaHooks.lint, ["ruff check ."]);
    assert.deepEqual(viaHooks["lint-fix"], ["ruff check --fix ."]);
    assert.deepEqual(viaHooks.format, ["ruff format ."]);
    assert.deepEqual(viaHooks["format-check"], ["ruff format --check ."]);
    // mypy's hook pins the stubs it checks with: it runs as that hook.
    assert.deepEqual(viaHooks.typecheck, ["poetry run pre-commit run mypy --all-files"]);
    // black run only as a hook formats through the hook, and has no check of its own there.
    const black = await proposed({
      "setup.py": "from setuptools import setup\nsetup()\n",
      ".pre-commit-config.yaml": "repos:\n  - repo: https://github.com/psf/black-pre-commit-mirror\n    rev: 24.8.0\n    hooks:\n      - id: black\n",
    });
    assert.deepEqual(black.format, ["pre-commit run black --all-files"]);
    assert.equal(black["format-check"], undefined);
    const direct = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n\n[dependency-groups]\ndev = ["ruff", "mypy"]\n\n[tool.ruff.format]\n\n[tool.mypy]\nstrict = true\n',
      "uv.lock": "",
      ".pre-commit-config.yaml": hooks,
    });
    assert.deepEqual(direct.lint, ["uv run ruff check ."]);
    assert.deepEqual(direct.typecheck, ["uv run mypy ."]);
  });
});

describe("svc build: workspaces of two languages", () => {
  test("with no manifest at the root, the one top-level folder that has one is the project; its bindings' folders fill only what it lacks", async () => {
    const found = await proposed({
      "core/Cargo.toml": '[package]\nname = "core"\n',
      "bindings/node/package.json": json({ name: "core-node", scripts: { test: "jest", lint: "eslint ." } }),
      "bindings/python/pyproject.toml": '[project]\nname = "core"\n',
      ".github/workflows/ci.yml": workflow([
        "- run: yarn lint\n  working-directory: bindings/node",
        "cargo clippy --manifest-path ./bindings/python/Cargo.toml -- -D warnings",
        "cargo clippy --manifest-path ./core/Cargo.toml --all-targets -- -D warnings",
        "- run: cargo test\n  working-directory: core",
      ]),
    });
    assert.equal(found.lint?.[0], "cargo clippy --manifest-path ./core/Cargo.toml --all-targets -- -D warnings");
    assert.equal(found.test?.[0], "cd core && cargo test");
  });

  test("a root of two ecosystems runs its tasks through its Makefile; one test through the test command that can narrow", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme-client", private: true, scripts: { test: "jest", "test:unit": "jest", format: "prettier --write ." } }),
      "package-lock.json": "",
      "pyproject.toml": '[project]\nname = "acme"\n',
      "runtests.py": "",
      Makefile: "test:\n\tpython runtests.py\n\nformat:\n\truff format .\n\tnpm run format\n",
    });
    assert.equal(found.test?.[0], "make test");
    assert.equal(found.format?.[0], "make format");
    assert.match(found["test-one"]?.[0] ?? "", /^npm (test|run test:unit) -- <file>$|jest/);
  });

  test("`bun run --filter web dev` runs the member's dev; the root of a uv workspace has no tools of its own", async () => {
    const found = await proposed({
      "package.json": json({
        name: "root",
        private: true,
        workspaces: ["frontend"],
        scripts: { dev: "bun run --filter frontend dev", lint: "bun run --filter frontend lint" },
      }),
      "bun.lock": "",
      "frontend/package.json": json({ name: "frontend", scripts: { dev: "vite", lint: "biome check --write ." } }),
      "pyproject.toml": '[dependency-groups]\ndev = ["prek"]\n\n[tool.uv.workspace]\nmembers = ["backend"]\n',
      "uv.lock": "",
      "backend/pyproject.toml": '[project]\nname = "app"\n\n[tool.ruff]\nline-length = 88\n',
      ".pre-commit-config.yaml":
        "repos:\n  - repo: local\n    hooks:\n      - id: local-ruff-check\n        entry: uv run ruff check --fix\n        language: unsupported\n",
    });
    assert.deepEqual(found.dev, ["bun run dev"]);
    assert.deepEqual(found["lint-fix"], ["bun run lint"]);
    assert.ok(!(found.lint ?? []).some((run) => run.includes("ruff")), `the root runs no ruff of its own: ${String(found.lint)}`);
  });
});

describe("svc build: everything that runs the tests", () => {
  test("a run-everything that runs the tests comes before one that only checks style, which is then no alternative", async () => {
    const found = await proposed({
      "setup.py": "from setuptools import setup\nsetup()\n",
      "tox.ini": "[tox]\nenvlist = py, lint\n\n[testenv]\ncommands = pytest {posargs}\n\n[testenv:lint]\ncommands = flake8 src\n",
      ".pre-commit-config.yaml": "repos: []\n",
      ".github/workflows/lint.yml": workflow(["- uses: pre-commit/action@v3.0.1"]),
    });
    assert.deepEqual(found.check, ["tox"]);
  });

  test("a Rake task of Ruby code is what its name says; `reformat` formats; Spotless through a version catalog", async () => {
    const rake = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngem 'rspec'\ngem 'rubocop'\n",
      Rakefile:
        "require 'rubocop/rake_task'\nDir['tasks/**/*.rake'].each { |t| load t }\nRuboCop::RakeTask.new(:internal_investigation)\ntask default: %i[spec internal_investigation]\n",
      "tasks/spec_runner.rake": "desc 'Run RSpec code examples'\ntask :spec do\n  SpecRunner.new.run\nend\n",
    });
    assert.deepEqual(rake.check, ["bundle exec rake"]);
    const make = await proposed({ Makefile: "reformat:\n\tfor f in $$(git ls-files '*.hs'); do fourmolu -i $$f; done\n" });
    assert.deepEqual(make.format, ["make reformat"]);
    const gradle = await proposed({
      "settings.gradle.kts": 'rootProject.name = "app"\n',
      "build.gradle.kts": "plugins {\n    alias(libs.plugins.spotless) apply false\n}\n",
      gradlew: "#!/bin/sh\n",
    });
    assert.deepEqual(gradle.format, ["./gradlew spotlessApply"]);
  });

  test("a recipe running Standard's `--fix-unsafely` fixes: it is no lint check", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngem 'rspec'\ngem 'standard'\n",
      Makefile: "lint:\n\tbundle exec standardrb --fix-unsafely\n",
      ".github/workflows/ci.yml": workflow(["bundle exec standardrb"]),
    });
    assert.deepEqual(found.lint, ["bundle exec standardrb"]);
    assert.deepEqual(found["lint-fix"]?.[0], "make lint");
  });
});

describe("svc build: the project's own recipe that does a task as well", () => {
  test("a formatting check svc only guessed gives way to the line of the project's lint recipe that checks the formatting", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n\n[dependency-groups]\ndev = ["ruff"]\n\n[tool.ruff.format]\nquote-style = "single"\n',
      "uv.lock": "",
      Makefile: "format:\n\tuv run ruff format\n\tuv run ruff check --fix --fix-only\n\nlint:\n\tuv run ruff format --check\n\tuv run ruff check\n",
    });
    assert.deepEqual(found["format-check"], ["uv run ruff format --check"]);
  });
});

describe("svc build: variants of the project's recipe", () => {
  test("a recipe CI runs that is the first one's name with a qualifier (`test:ci`, `test-msrv`) is CI's variant, no alternative", async () => {
    const node = await proposed({
      "package.json": json({ name: "acme", scripts: { test: "vitest run", "test:ci": "vitest run --exclude slow" } }),
      "pnpm-lock.yaml": "",
      ".github/workflows/ci.yml": workflow(["pnpm install", "pnpm test:ci"]),
    });
    assert.deepEqual(node.test, ["pnpm test"]);
    const make = await proposed({
      "Cargo.toml": '[workspace]\nmembers = ["core"]\n',
      Makefile: "test:\n\tcargo test --workspace\n\ntest-msrv:\n\tcargo test -p core\n",
      ".github/workflows/ci.yml": workflow(["make test-msrv"], "test-old"),
    });
    assert.deepEqual(make.test, ["make test"]);
  });
});

describe("svc build: watch modes", () => {
  test("a script running a file under Bun with `--watch` is the dev loop", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: { build: "bun ./build/build.ts", watch: "rm -rf dist && bun ./build/build.ts --watch" } }),
      "bun.lock": "",
    });
    assert.deepEqual(found.dev, ["bun run watch"]);
  });

  test("concurrently's quoted commands run the scripts they name; a dev loop that watches is the dev loop; an upgrade script installs nothing", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: {
          start: "node ./build/server/index.js",
          dev: 'NODE_ENV=development concurrently -n api "node --inspect build/server/index.js"',
          "dev:watch": 'concurrently -n backend,frontend "yarn dev:backend" "yarn vite:dev"',
          "dev:backend": "nodemon --exec yarn dev",
          "vite:dev": "vite",
          upgrade: "git fetch && git pull && yarn install && yarn build",
          build: "vite build",
        },
      }),
      "yarn.lock": "",
    });
    assert.deepEqual(found.install, ["yarn install"]);
    // The production `start` runs the built server: the scripts named for the dev loop come first.
    assert.equal(found.dev?.includes("yarn start"), false);
    assert.ok(found.dev?.[0] === "yarn dev" || found.dev?.[0] === "yarn dev:watch", String(found.dev));
  });
});

describe("svc build: the project's scripts", () => {
  test("a script that execs a program in one workspace package (`pnpm --filter db exec prisma migrate dev`) does what the program does", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: { "db:migrate": "pnpm --filter @acme/database exec prisma migrate dev", "db:reset": "pnpm --filter @acme/database exec prisma migrate reset" },
      }),
      "pnpm-lock.yaml": "",
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
    });
    assert.deepEqual(found.migrate, ["pnpm db:migrate"]);
  });

  test("a script in scripts/ named for a task is that task's command where nothing else does it", async () => {
    const found = await proposed({
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.14)\nproject(logger CXX)\nenable_testing()\n",
      "scripts/format.sh": "#!/bin/bash\nfind include src -name '*.h' | xargs clang-format -i\n",
      "scripts/test.sh": "#!/bin/sh\nctest --test-dir build\n",
      "script/lint": "#!/bin/sh\nclang-tidy src/*.cpp\n",
    });
    assert.deepEqual(found.format, ["bash scripts/format.sh"]);
    assert.deepEqual(found.lint, ["./script/lint"]);
    // CMake's own test command is there: the script is no alternative to it.
    assert.equal(found.test?.includes("bash scripts/test.sh"), false);
  });

  test("Swift's `Scripts/` and `tools/` hold scripts named for tasks too; one the checkout marks executable runs by its path (its shebang may be zsh); a format script that fixes the lint formats", async () => {
    const files = {
      "Package.swift": "// swift-tools-version:5.9\n",
      "Scripts/format": "#!/bin/zsh -Ndefgku\nscript -q /dev/null swiftformat --strict .\nswiftlint --fix --quiet\n",
      "Scripts/lint.sh": "#!/bin/bash\nswiftlint --strict\n",
      "tools/bootstrap": "#!/bin/sh\nbrew bundle\n",
    };
    const found = await proposed(files, { executable: ["Scripts/format", "Scripts/lint.sh", "tools/bootstrap"] });
    assert.deepEqual(found.format?.[0], "./Scripts/format");
    assert.deepEqual(found.lint?.[0], "./Scripts/lint.sh");
    const plain = await proposed(files);
    assert.deepEqual(plain.lint?.[0], "bash Scripts/lint.sh");
  });

  test("a script named for a task whose body plainly does another (`scripts/lint.sh` fixing, `scripts/format.sh` only checking) is not that task's", async () => {
    const found = await proposed({
      "scripts/lint.sh": "#!/bin/sh\nclang-tidy --fix src/*.cpp\n",
      "scripts/format.sh": "#!/bin/sh\nclang-format --dry-run --Werror src/*.cpp\n",
      "scripts/test.sh": "#!/bin/sh\nset -e\necho testing\npytest -q\n",
    });
    assert.equal(found.lint, undefined);
    assert.equal(found.format, undefined);
    assert.deepEqual(found.test, ["bash scripts/test.sh"]);
  });
});

describe("svc build: Ultracite", () => {
  test("`ultracite check` is the lint and the format check, `ultracite fix` their fixes: no run-everything", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", scripts: { check: "ultracite check", fix: "ultracite fix" }, devDependencies: { ultracite: "^5" } }),
      "pnpm-lock.yaml": "",
    });
    assert.deepEqual(found.lint, ["pnpm check"]);
    assert.deepEqual(found["format-check"], ["pnpm check"]);
    assert.deepEqual(found["lint-fix"], ["pnpm fix"]);
    assert.deepEqual(found.format, ["pnpm fix"]);
    assert.equal(found.check, undefined);
  });
});

describe("svc build: the lint of the files around the code", () => {
  test("CI's actionlint gives way to the project's recipe that lints the code as well as checking its formatting", async () => {
    const found = await proposed({
      "pyproject.toml":
        '[project]\nname = "acme"\n\n[tool.hatch.envs.default.scripts]\nfmt = "ruff check --fix {args}; ruff format {args}"\nfmt-check = "ruff check {args} && ruff format --check {args}"\n',
      ".github/workflows/lint.yml": workflow(["actionlint"], "lint"),
    });
    assert.deepEqual(found.lint?.[0], "hatch run fmt-check");
  });
});

describe("svc build: npm's own options after the script's name", () => {
  test("`npm run build --workspaces` runs every member's build: the root script is the build", async () => {
    const found = await proposed({
      "package.json": json({ name: "acme", private: true, workspaces: ["src/*"], scripts: { build: "npm run build --workspaces" } }),
      "package-lock.json": "{}\n",
      "src/a/package.json": json({ name: "a", scripts: { build: "tsc && shx chmod +x dist/*.js" } }),
      "src/b/package.json": json({ name: "b", scripts: { build: "tsc" } }),
    });
    assert.deepEqual(found.build, ["npm run build"]);
    assert.deepEqual(verdictOf(["npm", "run", "lint", "--", "--workspaces"]), { kind: "ref", runner: "scripts", names: ["lint"], extra: ["--workspaces"] });
  });
});

describe("svc build: mise tasks", () => {
  test("mise.toml's [tasks] are the project's recipes, run as `mise run <task>`", async () => {
    const found = await proposed({
      "deno.json": json({ name: "@acme/lib", tasks: {} }),
      "mise.toml":
        '[tools]\ndeno = "2"\n\n[tasks.check]\ndepends = ["check:fmt", "check:lint", "check:types"]\n\n[tasks."check:fmt"]\nrun = "deno fmt --check"\n\n[tasks."check:lint"]\nrun = "deno lint"\n\n[tasks."check:types"]\nrun = "deno check src/"\n\n[tasks.fmt]\nrun = ["deno fmt"]\n\n[tasks.test]\nrun = "deno test --allow-all"\n',
    });
    assert.deepEqual(found.test?.[0], "mise run test");
    assert.deepEqual(found["format-check"]?.[0], "mise run check:fmt");
    assert.deepEqual(found.check?.[0], "mise run check");
    assert.deepEqual(verdictOf(["mise", "install"]), { kind: "noise" });
    // Pinning its tools with [tools] and running its tasks through mise, the project is set up by `mise install`.
    assert.deepEqual(found.install?.[0], "mise install");
  });

  test("mise is a language-neutral runner: in a root of two ecosystems its tasks come before Gradle's own", async () => {
    const found = await proposed({
      "settings.gradle.kts": "",
      "build.gradle.kts": "",
      gradlew: "#!/bin/sh\n",
      "package.json": json({ name: "acme-tools", private: true, devDependencies: { dprint: "^0.50" } }),
      "pnpm-lock.yaml": "",
      "mise.toml": '[tasks.test]\nrun = "./gradlew allTests"\n\n[tasks.check]\nrun = ["./gradlew check", "dprint check"]\n',
    });
    assert.deepEqual(found.test?.[0], "mise run test");
  });
});

describe("svc build: test variants", () => {
  test("CI's system tests come after the application's whole suite; Rails' bin/dev is the dev loop before a rake task named dev:x", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngem 'rails'\n",
      "config/application.rb": "",
      "bin/rails": "#!/usr/bin/env ruby\n",
      "bin/dev": "#!/usr/bin/env sh\nexec foreman start -f Procfile.dev\n",
      Rakefile: "require_relative 'config/application'\nRails.application.load_tasks\n",
      "lib/tasks/dev.rake": "namespace :dev do\n  task :email do\n  end\nend\n",
      ".github/workflows/test.yml": workflow(["bin/rails test:system"], "system"),
    });
    assert.deepEqual(found.test?.[0], "bin/rails test");
    assert.deepEqual(found.dev?.[0], "bin/dev");
  });

  test("of several test recipes none plainly named, the everyday one comes before e2e, integration and slow ones", async () => {
    const found = await proposed({
      "pyproject.toml":
        '[project]\nname = "acme"\n\n[tool.hatch.envs.test.scripts]\ne2e = "pytest {args:e2e}"\nintegration = "pytest -m integration {args:test}"\nunit = "pytest -m \'not integration\' {args:test}"\n',
    });
    assert.deepEqual(found.test?.[0], "hatch run test:unit");
  });
});

describe("svc build: Cargo workspaces", () => {
  test("`cargo check` is the type check where nothing else is; a workspace checks every member", async () => {
    const crate = await proposed({ "Cargo.toml": '[package]\nname = "acme"\n' });
    assert.deepEqual(crate.typecheck, ["cargo check"]);
    const workspace = await proposed({ "Cargo.toml": '[workspace]\nmembers = ["crates/*"]\n', "crates/core/Cargo.toml": '[package]\nname = "core"\n' });
    assert.deepEqual(workspace.typecheck, ["cargo check --workspace"]);
    const ci = await proposed({ "Cargo.toml": '[package]\nname = "acme"\n', ".github/workflows/ci.yml": workflow(["cargo hack check --each-feature"]) });
    assert.deepEqual(ci.typecheck?.[0], "cargo hack check --each-feature");
  });

  test("a root package with members builds and tests one test as the root package; a virtual workspace names them", async () => {
    const rooted = await proposed({ "Cargo.toml": '[package]\nname = "runner"\nversion = "1.0.0"\n\n[workspace]\nmembers = [".", "crates/*"]\n' });
    assert.deepEqual(rooted.build, ["cargo build"]);
    assert.deepEqual(rooted["test-one"], ["cargo test <test_name>"]);
    const virtual = await proposed({ "Cargo.toml": '[workspace]\nmembers = ["crates/*"]\n' });
    assert.deepEqual(virtual.build, ["cargo build --workspace"]);
    assert.deepEqual(virtual["test-one"], ["cargo test -p <crate> <test_name>"]);
  });

  test("a virtual workspace's default-members are what plain cargo build builds: the build names no members", async () => {
    const found = await proposed({ "Cargo.toml": '[workspace]\nmembers = ["crates/*"]\ndefault-members = ["crates/cli"]\n' });
    assert.deepEqual(found.build, ["cargo build"]);
  });
});

describe("svc build: a recipe that sets up a whole checkout", () => {
  test("`make install` that installs, builds and migrates is neither the install nor the migration", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/app", require: { "laravel/framework": "^11.0" } }),
      "composer.lock": "{}",
      Makefile: "composer:\n\tcomposer install\n\nnpm-build:\n\tnpm install\n\tnpm run build\n\ninstall: composer npm-build\n\tphp artisan migrate\n",
    });
    assert.ok(!Object.values(found).flat().includes("make install"), JSON.stringify(found));
    assert.deepEqual(found.install, ["composer install"]);
  });
});

describe("svc build: just's default recipe", () => {
  test("a first recipe named `default` is run as bare `just`; another recipe keeps its name", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\nversion = "0.1.0"\n',
      Justfile:
        "# Run tests and linters\n@default: test lint\n\n@test *options:\n  uv run pytest {{options}}\n\n@lint:\n  uv run ruff check .\n  uv run mypy acme\n",
    });
    assert.deepEqual(found.check, ["just"]);
    assert.deepEqual(found.test?.[0], "just test");
  });
});

describe("svc build: Make's file targets", () => {
  test("a target that builds a file under $(CURDIR) (`build: $(BINDIR)/$(BINNAME)`) is the build, before a cross-build", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile:
        "BINDIR ?= $(CURDIR)/bin\nBINNAME ?= acme\n\nall: build\n\nbuild: $(BINDIR)/$(BINNAME)\n\n$(BINDIR)/$(BINNAME): $(SRC)\n\tgo build -o '$(BINDIR)'/$(BINNAME) ./cmd/acme\n\nbuild-cross:\n\tgoreleaser build --snapshot --clean\n",
    });
    assert.deepEqual(found.build?.[0], "make build");
  });
});

describe("svc build: Makefiles that include others", () => {
  test("an included Makefile's targets are the project's, and a forwarding rule (`%: common-%`) names them without the prefix", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile: "GOLANGCI_LINT_OPTS ?= --timeout 4m\n\ninclude Makefile.common\n\n.PHONY: test\ntest: common-test\n",
      "Makefile.common":
        "GO ?= go\nGOFMT ?= $(GO)fmt\n\n%: common-% ;\n\n.PHONY: common-all\ncommon-all: common-style common-lint common-test\n\n.PHONY: common-style\ncommon-style:\n\t@fmtRes=$$($(GOFMT) -d $$(git ls-files '*.go')); if [ -n \"$${fmtRes}\" ]; then exit 1; fi\n\n.PHONY: common-format\ncommon-format:\n\t$(GO) fmt ./...\n\n.PHONY: common-lint\ncommon-lint:\n\tgolangci-lint run $(GOLANGCI_LINT_OPTS)\n\n.PHONY: common-lint-fix\ncommon-lint-fix:\n\tgolangci-lint run --fix $(GOLANGCI_LINT_OPTS)\n\n.PHONY: common-test\ncommon-test:\n\t$(GO) test ./...\n",
    });
    assert.equal(found.format?.[0], "make format");
    assert.equal(found["lint-fix"]?.[0], "make lint-fix");
    assert.equal(found.lint?.[0], "make lint");
    assert.equal(found.test?.[0], "make test");
  });

  test("a conditional inside a recipe keeps its lines, and an empty default gives way to the value set below it", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile:
        "GOLANGCI_LINT :=\nifeq ($(CI),)\n\tGOLANGCI_LINT := $(GOPATH)/bin/golangci-lint\nendif\n\n.PHONY: lint\nlint: $(GOLANGCI_LINT)\nifdef GOLANGCI_LINT\n\t@echo running golangci-lint\n\t$(GOLANGCI_LINT) run ./...\nendif\n",
    });
    assert.equal(found.lint?.[0], "make lint");
  });

  test("a comment after a rule (`test: ##@Development … PKG=./server`) leaves the rule a rule", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile: "PKG ?= ./...\n\ntest: ##@Development Run Go tests. Use PKG to pick packages, e.g. make test PKG=./server\n\tgo test -tags netgo $(PKG)\n",
      ".github/workflows/ci.yml": workflow(["go test -shuffle=on -tags netgo ./..."]),
    });
    assert.equal(found.test?.[0], "make test");
  });

  test("a test recipe that takes its packages from a variable narrows through it; `$(if $(UNSET),…)` is nothing", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile:
        "comma := ,\nGO_BUILD_TAGS=netgo$(if $(EXTRA_BUILD_TAGS),$(comma)$(EXTRA_BUILD_TAGS))\nPKG ?= ./...\n\ntest:\n\tgo test -tags $(GO_BUILD_TAGS) $(PKG)\n",
    });
    assert.equal(found.test?.[0], "make test");
    assert.equal(found["test-one"]?.[0], "make test PKG=./<package>");
  });

  test("includes are followed two levels deep, not three", async () => {
    const found = await proposed({
      Makefile: "include make/a.mk\n",
      "make/a.mk": "include make/b.mk\n\nlint:\n\truff check .\n",
      "make/b.mk": "include make/c.mk\n\ntest:\n\tpytest\n",
      "make/c.mk": "fmt:\n\truff format .\n",
    });
    assert.equal(found.lint?.[0], "make lint");
    assert.equal(found.test?.[0], "make test");
    assert.deepEqual(found.format ?? [], []);
  });

  test("an include that names a missing or computed file is skipped without a problem", async () => {
    const found = await proposed({
      Makefile: "include $(BUILD)/rules.mk\n-include local.mk\ninclude missing.mk\n\ntest:\n\t./run-tests.sh\n",
    });
    assert.equal(found.test?.[0], "make test");
  });
});

describe("svc build: Go tools run through go", () => {
  test("`go tool gofumpt` and `go run mvdan.cc/gofumpt@latest` are gofumpt: a recipe running either formats", async () => {
    const tool = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.24\n\ntool mvdan.cc/gofumpt\n",
      justfile: "format:\n    go tool gofumpt -l -w .\n",
    });
    assert.equal(tool.format?.[0], "just format");
    const { checkTwin, fixTwin } = await import("../src/build/classify.ts");
    // It lists already: the check drops the -w rather than listing twice.
    assert.equal(checkTwin("go tool gofumpt -l -w ."), "go tool gofumpt -l .");
    assert.equal(fixTwin("cargo clippy --workspace -- -D warnings"), "cargo clippy --fix --workspace");
    assert.equal(fixTwin("make lint"), undefined);
    const run = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile: "fmt:\n\tgo run mvdan.cc/gofumpt@v0.7.0 -w .\n\nlint:\n\tgo run github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.1.0 run\n",
    });
    assert.equal(run.format?.[0], "make fmt");
    assert.equal(run.lint?.[0], "make lint");
  });
});

describe("svc build: make in another folder", () => {
  test("`$(MAKE) -C tests test` runs that folder's test target: the root's `make test` that runs it is the test, and `-j` takes no folder", async () => {
    const found = await proposed({
      Makefile:
        "PRGDIR = programs\nTESTDIR = tests\n\ntest: MOREFLAGS += -g -Werror\ntest:\n\t$(MAKE) -j -C $(PRGDIR) allVariants\n\t$(MAKE) -C $(TESTDIR) $@\n",
      "programs/main.c": "",
      "tests/fuzzer.c": "",
    });
    assert.equal(found.test?.[0], "make test");
  });

  test("another folder's `check` is not the project's all checks, and its `all` compiles", async () => {
    const found = await proposed({
      Makefile: "all: lib\n\t$(MAKE) -C tests all\n\nlib:\n\t$(MAKE) -C lib\n",
      "tests/fuzzer.c": "",
      "lib/zstd.c": "",
      ".github/workflows/ci.yml": workflow(["make -C conformance check"]),
      "conformance/run.sh": "",
    });
    assert.deepEqual(found.check ?? [], []);
  });
});

describe("svc build: the code's own linter", () => {
  test("CI's linter of the code comes before its checkers of the files around it, whichever workflow comes first", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      ".github/workflows/a-install-script.yml": workflow(["shellcheck --severity=warning install/**/*.sh"], "shellcheck"),
      ".github/workflows/b-main.yml": workflow(["cargo clippy --workspace --locked -- -D warnings", "cargo test"], "clippy"),
    });
    assert.match(found.lint?.[0] ?? "", /^cargo clippy/);
  });
});

describe("svc build: building a target", () => {
  test("CI building a target named for a server builds it; it starts nothing, so it is no dev loop", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      "CMakeLists.txt": "project(acme)\n",
      ".github/workflows/test.yaml": workflow([
        "cmake -S . -B build/local",
        "CMAKE_BUILD_PARALLEL_LEVEL=4 cmake --build build/local --target acme-llama-server -- -l 4",
        "go test -count=1 -benchtime=1x ./...",
      ]),
      "docs/development.md": "# Development\n\n## Running tests\n\nTo run tests, use `go test`:\n\n```shell\ngo test ./...\n```\n",
    });
    assert.deepEqual(found.dev ?? [], []);
    assert.equal(found.test?.[0], "go test ./...");
  });
});

describe("svc build: the lint's fixing twin", () => {
  test("CI's clippy and golangci-lint give their --fix twins where nothing fixes the lint; a recipe's lint its linting line's", async () => {
    const clippy = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      ".github/workflows/ci.yml": workflow(["cargo clippy --workspace --all-targets -- -D warnings"]),
    });
    assert.deepEqual(clippy["lint-fix"], ["cargo clippy --fix --workspace --all-targets"]);
    const golangci = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      ".github/workflows/ci.yml": workflow(["golangci-lint run --timeout 5m"]),
    });
    assert.deepEqual(golangci["lint-fix"], ["golangci-lint run --fix --timeout 5m"]);
    // The recipe is not rewritten (`make lint --fix` means nothing): its linting line is, run on its own.
    const recipe = await proposed({ "go.mod": "module example.com/acme\n\ngo 1.23\n", Makefile: "lint:\n\tgo vet ./...\n\tgolangci-lint run ./...\n" });
    assert.deepEqual(recipe.lint, ["make lint"]);
    assert.deepEqual(recipe["lint-fix"], ["golangci-lint run --fix ./..."]);
    // Not a tox environment's: its linter is installed in that environment only.
    const tox = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "tox.ini": "[tox]\nenv_list = py313, lint\n\n[testenv]\ncommands = pytest\n\n[testenv:lint]\ndeps = ruff\ncommands =\n    ruff check\n",
      ".github/workflows/ci.yml": workflow(["tox -e lint"]),
    });
    assert.deepEqual(tox.lint?.[0], "tox -e lint");
    assert.equal(tox["lint-fix"], undefined);
    // A recipe of a linter with no fix flag gives none.
    const none = await proposed({ "go.mod": "module example.com/acme\n\ngo 1.23\n", Makefile: "lint:\n\tstaticcheck ./...\n" });
    assert.deepEqual(none["lint-fix"] ?? [], []);
  });

  test("a package script of one linter fixes with the flag passed on; one of several commands or after `--` does not", async () => {
    const npm = await proposed({ "package.json": json({ name: "acme", scripts: { lint: "eslint ." } }), "package-lock.json": "{}\n" });
    assert.deepEqual(npm["lint-fix"], ["npm run lint -- --fix"]);
    const pnpm = await proposed({ "package.json": json({ name: "acme", scripts: { lint: "eslint --cache ." } }), "pnpm-lock.yaml": "" });
    assert.deepEqual(pnpm["lint-fix"], ["pnpm lint --fix"]);
    const several = await proposed({ "package.json": json({ name: "acme", scripts: { lint: "eslint . && tsc --noEmit" } }), "pnpm-lock.yaml": "" });
    assert.deepEqual(several["lint-fix"] ?? [], []);
    // A style check of a formatting check and one linter: the linter's fix, run on its own through the manager.
    const style = await proposed({ "package.json": json({ name: "acme", scripts: { lint: "prettier --check . && eslint ." } }), "package-lock.json": "{}\n" });
    assert.deepEqual(style["lint-fix"], ["npx eslint --fix ."]);
    // A lint of other scripts (`run-p lint:*`): the one linter among them, without its warnings gate.
    const composed = await proposed({
      "package.json": json({
        name: "acme",
        scripts: { lint: "run-p --continue-on-error lint:*", "lint:code": "eslint . --max-warnings 0", "lint:deps": "knip --cache" },
      }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(composed["lint-fix"], ["npx eslint --fix ."]);
  });

  test("the twin of the project's lint outranks a fix svc guessed from another linter's configuration", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      "pyproject.toml": '[project]\nname = "acme-py"\n\n[tool.ruff]\nline-length = 100\n',
      ".pre-commit-config.yaml": "repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.6.0\n    hooks:\n      - id: ruff-check\n",
      ".github/workflows/ci.yml": workflow(["cargo clippy --workspace --all-targets -- -D warnings"]),
    });
    assert.deepEqual(found.lint?.[0], "cargo clippy --workspace --all-targets -- -D warnings");
    assert.deepEqual(found["lint-fix"], ["cargo clippy --fix --workspace --all-targets"]);
  });

  test("clippy svc lists from its configuration gives its fixing twin too", async () => {
    const found = await proposed({ "Cargo.toml": '[package]\nname = "acme"\n', "clippy.toml": 'msrv = "1.80"\n' });
    assert.deepEqual(found.lint, ["cargo clippy"]);
    assert.deepEqual(found["lint-fix"], ["cargo clippy --fix"]);
  });
});

describe("svc build: the project's own scripts by name", () => {
  test("Rails' bin/ci runs all checks where nothing else does; bin/ holds programs, so only ci and test are read there", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngem 'rails'\n",
      "bin/ci": "#!/usr/bin/env ruby\nrequire_relative '../config/boot'\n",
      "bin/lint": "#!/bin/sh\necho this is the product's lint subcommand\n",
      "bin/rails": "",
    });
    assert.deepEqual(found.check, ["bin/ci"]);
    assert.ok(!(found.lint ?? []).includes("bin/lint"));
  });
});

describe("svc build: scripts named like the package manager's own commands", () => {
  test("`pnpm run ci` and `yarn run check`: bare `pnpm ci` is pnpm's own, `yarn check` Yarn's integrity check", async () => {
    const pnpm = await proposed({
      "package.json": json({
        name: "acme",
        scripts: { ci: "pnpm lint && pnpm typecheck && pnpm test", lint: "eslint .", typecheck: "tsc --noEmit", test: "vitest run" },
      }),
      "pnpm-lock.yaml": "",
    });
    assert.equal(pnpm.check?.[0], "pnpm run ci");
    const yarn = await proposed({
      "package.json": json({ name: "acme", scripts: { check: "yarn lint && yarn test", lint: "eslint .", test: "jest" } }),
      "yarn.lock": "",
    });
    assert.equal(yarn.check?.[0], "yarn run check");
  });
});

describe("svc build: a recipe of several checks, and npm's test script", () => {
  test("a task only a recipe of several checks does is filled with that recipe's own line for it", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      justfile: "lint:\n    cargo fmt --all --check\n    cargo clippy --all-targets -- -Dwarnings\n\ntest:\n    cargo test\n",
    });
    assert.deepEqual(found.lint?.[0], "just lint");
    assert.deepEqual(found["format-check"], ["cargo fmt --all --check"]);
  });

  test("npm's `test` script is the test command even where it lints first; a coverage report is not", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: {
          lint: "eslint .",
          borp: "borp --coverage --check-coverage",
          "test-types": "tsc && tstyche",
          test: "npm run lint && npm run borp && jest test/jest && npm run test-types",
          "cov-ui": "tap --ts --coverage-report=html",
        },
      }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(found.test?.[0], "npm test");
  });

  test("a build that rebuilds on every change is the dev loop: a workspace's `dev` runs the members' watch builds", async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        private: true,
        scripts: { dev: "turbo run dev --parallel", start: "turbo run start --parallel", build: "turbo run build" },
      }),
      "pnpm-workspace.yaml": "packages:\n  - apps/*\n  - packages/*\n",
      "pnpm-lock.yaml": "",
      "apps/web/package.json": json({ name: "web", scripts: { dev: "next dev", start: "next start", build: "next build" } }),
      "packages/core/package.json": json({ name: "core", scripts: { dev: "vite build --watch", build: "vite build" } }),
      "packages/ui/package.json": json({ name: "ui", scripts: { dev: "vite build --watch --mode dev", build: "vite build" } }),
    });
    assert.deepEqual(found.dev?.[0], "pnpm dev");
  });
});

describe("svc build: pnpm's scripts by regular expression", () => {
  test('`pnpm run "/^build:.*/"` runs every script it matches: `build` builds, `test` runs all checks, one test goes through the spec script', async () => {
    const found = await proposed({
      "package.json": json({
        name: "acme",
        scripts: {
          build: 'pnpm run prebuild && pnpm run "/^build:.*/"',
          "build:base": "rollup -c",
          "build:react": "rollup -c --config-react",
          test: 'pnpm run "/^test:.*/"',
          "test:format": "prettier . --list-different",
          "test:types": "tsc --noEmit",
          "test:lint": "eslint .",
          "test:spec": "vitest run",
        },
      }),
      "pnpm-lock.yaml": "",
    });
    assert.deepEqual(found.build, ["pnpm build"]);
    assert.deepEqual(found.check, ["pnpm test"]);
    assert.deepEqual(found["test-one"], ["pnpm test:spec <file>"]);
  });
});

describe("svc build: TypeScript's compiler", () => {
  test("bare `tsc` under a root tsconfig that says noEmit type-checks; without it, or with another config, it builds", async () => {
    const files = {
      "package.json": json({ name: "acme", scripts: { build: "vite build" } }),
      "yarn.lock": "",
      ".github/workflows/ci.yml": workflow(["yarn install --frozen-lockfile", "yarn tsc", "yarn build"]),
    };
    const checks = await proposed({ ...files, "tsconfig.json": '{\n  // the bundler emits\n  "compilerOptions": { "noEmit": true }\n}\n' });
    assert.deepEqual(checks.typecheck, ["yarn tsc"]);
    assert.equal(checks.build?.includes("yarn tsc"), false);
    const emits = await proposed({ ...files, "tsconfig.json": '{ "compilerOptions": { "outDir": "dist" } }\n' });
    assert.equal(emits.typecheck, undefined);
  });
});
