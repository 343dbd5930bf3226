// What backs a command svc build lists: the project's own recipes and CI say how it runs a tool;
// what a tool's configuration implies is svc's guess, listed only where nothing the project runs
// says otherwise, and never rewriting what the project runs.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { proposed, workflow } from "./support/build-case.ts";
import { json } from "./support/tree.ts";

const matrix = 'strategy:\n  matrix:\n    workspace: [".", examples]';

describe("svc build: what the project runs comes as it runs it", () => {
  test("a tool's configuration never rewrites CI's command into a plainer one; the root's own manifest is no option", async () => {
    const found = await proposed({
      "Cargo.toml": '[workspace]\nmembers = ["core"]\n',
      "core/Cargo.toml": '[package]\nname = "core"\nversion = "0.1.0"\n',
      "examples/Cargo.toml": '[workspace]\nmembers = ["hello"]\n',
      "clippy.toml": 'msrv = "1.75"\n',
      ".github/workflows/ci.yml": workflow(
        [
          "cargo clippy --locked --manifest-path ${{ matrix.workspace }}/Cargo.toml --workspace --all-targets --all-features -- -D warnings",
          "cargo fmt --all --check --manifest-path ${{ matrix.workspace }}/Cargo.toml",
        ],
        "check",
        matrix,
      ),
    });
    assert.deepEqual(found.lint, ["cargo clippy --locked --workspace --all-targets --all-features -- -D warnings"]);
    assert.deepEqual(found["format-check"], ["cargo fmt --all --check"]);
    assert.deepEqual(found.format, ["cargo fmt --all"]);
  });
});

describe("svc build: Cargo's toolchains, cargo-hack, cross-compiles and programs", () => {
  test("`cargo +nightly fmt` is cargo fmt on a toolchain; `cargo hack check` type-checks; a cross-compile beside CI's native runs is no type check; `cargo run -p tool` is no dev server", async () => {
    const found = await proposed({
      "Cargo.toml": '[workspace]\nmembers = ["core", "gen"]\n',
      "core/Cargo.toml": '[package]\nname = "core"\nversion = "0.1.0"\n',
      "rustfmt.toml": 'imports_granularity = "Crate"\n',
      "CONTRIBUTING.md": "# Contributing\n\nRun `cargo run -p gen` after editing a `.proto` file.\n",
      ".github/workflows/ci.yml": workflow([
        "cargo +stable clippy --all-features --workspace --all-targets -- -D warnings",
        "cargo +nightly fmt --all -- --check",
        "cargo hack check --each-feature --no-dev-deps --all",
        "cargo check --target armv5te-unknown-linux-musleabi",
      ]),
    });
    assert.deepEqual(found.lint, ["cargo +stable clippy --all-features --workspace --all-targets -- -D warnings"]);
    assert.deepEqual(found["format-check"], ["cargo +nightly fmt --all -- --check"]);
    assert.deepEqual(found.typecheck, ["cargo hack check --each-feature --no-dev-deps --all"]);
    assert.equal(found.dev, undefined);
  });
});

describe("svc build: manifests of side tooling", () => {
  test("a pyproject.toml that only sets up the docs' tools beside Cargo.toml gives no Python commands", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\nversion = "0.1.0"\n',
      "pyproject.toml":
        '[project]\nname = "acme-docs"\ndescription = "Sets up MkDocs and related Python tools"\nversion = "0.1.0"\ndependencies = []\n\n[dependency-groups]\ndev = ["mkdocs>=1.6", "codespell"]\n\n[tool.uv]\npackage = false\n',
      "uv.lock": "",
    });
    assert.deepEqual(found.install, ["cargo fetch"]);
    // A Cargo workspace Meson builds as part of a C project fetches nothing by itself.
    const meson = await proposed({ "meson.build": "project('fwupd', 'c')\n", "Cargo.toml": '[workspace]\nmembers = ["rust/fwupd"]\n', "Cargo.lock": "" });
    assert.equal(meson.install?.includes("cargo fetch") ?? false, false);
    assert.ok(
      !Object.values(found)
        .flat()
        .some((run) => /\buv\b|pytest/.test(run)),
      JSON.stringify(found),
    );
  });
});

describe("svc build: a tool's configuration alone", () => {
  test("a configured tool the project's CI, tasks and documents never name is no command; with nothing that runs checks, the configuration is all there is", async () => {
    const pyproject =
      '[project]\nname = "acme"\n\n[tool.ruff]\nline-length = 100\n\n[tool.ruff.format]\nquote-style = "single"\n\n[tool.pyright]\ninclude = ["acme"]\n';
    const found = await proposed({
      "pyproject.toml": pyproject,
      ".github/workflows/ci.yml": workflow(["pip install -r requirements.txt", "ruff check acme/", "pytest"]),
      "requirements.txt": "pytest\nruff\n",
    });
    assert.deepEqual(found.lint, ["ruff check acme/"]);
    assert.equal(found.format, undefined);
    assert.equal(found["format-check"], undefined);
    assert.equal(found.typecheck, undefined);
    const bare = await proposed({ "pyproject.toml": pyproject });
    assert.deepEqual(bare.format, ["ruff format ."]);
    assert.deepEqual(bare.typecheck, ["pyright"]);
    const named = await proposed({
      "pyproject.toml": pyproject,
      ".github/workflows/ci.yml": workflow(["ruff check acme/"]),
      "CONTRIBUTING.md": "# Contributing\n\nWe type-check with pyright and format with `ruff format`.\n",
    });
    assert.deepEqual(named.format, ["ruff format ."]);
    assert.deepEqual(named.typecheck, ["pyright"]);
  });
});

describe("svc build: formatting and its check are one formatter", () => {
  test("the check twin of the formatter a recipe runs replaces a guess of another; the writing twin of CI's check on its toolchain; the formatter inside a Make check", async () => {
    const tree = {
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "Taskfile.yaml": "version: '3'\ntasks:\n  fmt:\n    desc: Run gofumpt\n    cmds:\n      - gofumpt -w .\n",
    };
    const task = await proposed({ ...tree, ".golangci.yml": 'version: "2"\nformatters:\n  enable:\n    - gofumpt\n' });
    assert.deepEqual(task.format, ["task fmt"]);
    assert.deepEqual(task["format-check"], ["gofumpt -l ."]);
    // With no check at all, none is made up.
    assert.equal((await proposed(tree))["format-check"], undefined);
    const nightly = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\nversion = "0.1.0"\n',
      "rustfmt.toml": 'imports_granularity = "Crate"\n',
      ".github/workflows/ci.yml": workflow(["cargo +nightly fmt --all -- --check"]),
    });
    assert.deepEqual(nightly.format, ["cargo +nightly fmt --all"]);
    const make = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      Makefile: 'SRC=$(shell find . -name "*.go")\n\nfmt:\n\t@test -z $(shell gofmt -l $(SRC)) || (gofmt -d $(SRC); exit 1)\n',
    });
    assert.deepEqual(make["format-check"], ["make fmt"]);
    assert.deepEqual(make.format, ['gofmt -w $(find . -name "*.go")']);
  });
});

describe("svc build: the project's own entry points first", () => {
  test("a Make target for the tests comes before the build tool's own `swift test`; installing stays the package manager's", async () => {
    const found = await proposed({
      "Package.swift": '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "acme")\n',
      "Tests/.keep": "",
      Makefile:
        "all: build\n\nbuild:\n\tswift build\n\ntest:\n\tswift test --skip IntegrationTests\n\nsetup:\n\tswift package resolve\n\t./scripts/install-hooks.sh\n",
    });
    assert.deepEqual(found.test?.[0], "make test");
    assert.deepEqual(found.install?.[0], "swift package resolve");
  });
});

describe("svc build: set-up scripts by convention", () => {
  test("`bin/setup` is the project's own install, before CI's `npm install` for its linter", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngem 'rails'\n",
      "bin/rails": "#!/usr/bin/env ruby\n",
      "bin/setup": "#!/usr/bin/env ruby\nsystem('bundle install')\n",
      "package.json": json({ name: "app", devDependencies: { "@biomejs/biome": "^1.9.3" }, scripts: { lint: "biome lint" } }),
      ".github/workflows/ci.yml": workflow(["npm install", "npm run lint"], "lint_js"),
    });
    assert.deepEqual(found.install?.[0], "bin/setup");
  });
});

describe("svc build: Make's default goal", () => {
  test("a default goal that only makes files is the build, run as bare `make`", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      Makefile:
        "GO ?= go\nifeq ($(UNAME_M),x86_64)\n\tBINARY := acme-amd64\nendif\n\nall: target/$(BINARY)\n\ntest:\n\t$(GO) test ./...\n\nbuild:\n\tgoreleaser build --clean --snapshot\n",
    });
    assert.deepEqual(found.build?.[0], "make");
  });

  test("a default goal that is a file made by its own recipe builds too (`bin/acme: script/build`), before CI's go build", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      Makefile:
        ".PHONY: bin/acme\nbin/acme: script/build\n\t@script/build $@\n\nscript/build: script/build.go\n\tgo build -o $@ script/build.go\n\n.PHONY: test\ntest:\n\tgo test ./...\n",
      ".github/workflows/ci.yml": workflow(["go build -v ./cmd/acme", "make test"]),
    });
    assert.deepEqual(found.build?.[0], "make");
    // One that installs the dependencies is no build.
    const node = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      Makefile: "node_modules/.package-lock.json: package.json\n\tnpm install\n\ntest:\n\tgo test ./...\n",
    });
    assert.notDeepEqual(node.build?.[0], "make");
  });
});

describe("svc build: parts of the run-everything, and how many alternatives", () => {
  test("a lint that type-checks too, run by the project's run-everything, is the lint; at most one alternative per task", async () => {
    const found = await proposed({
      "deno.json": json({
        tasks: {
          test: "deno test -A",
          "test:unsafe": "deno test -A --unstable-unsafe-proto",
          "test:node": "node ./_tools/run_test.mjs",
          lint: "deno lint && deno check _tools/*.ts",
          typos: "typos -c typos.toml",
          ok: "deno task lint && deno fmt --check && deno task test",
        },
      }),
      ".github/workflows/ci.yml": workflow(["deno task test", "deno task test:unsafe", "deno task test:node", "deno task lint", "deno task typos"]),
    });
    assert.deepEqual(found.lint?.[0], "deno task lint");
    assert.deepEqual(found.check, ["deno task ok"]);
    // `test:unsafe` and `test:node` are variants of `test` by name, and CI runs them after it: no alternative.
    assert.deepEqual(found.test, ["deno task test"]);
  });
});

describe("svc build: the project's fixer before svc's guess of one", () => {
  test("a Make target that formats and fixes lints gives the lint fix (its own line for it), before `ruff check --fix` guessed from [tool.ruff]", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n\n[dependency-groups]\ndev = ["ruff"]\n\n[tool.ruff]\nline-length = 100\n',
      "uv.lock": "",
      Makefile: "format:\n\tuv run ruff format\n\tuv run ruff check --fix --unsafe-fixes\n\nlint:\n\tuv run ruff check\n",
    });
    assert.deepEqual(found["lint-fix"], ["uv run ruff check --fix --unsafe-fixes"]);
    assert.deepEqual(found.format, ["make format"]);
  });
});

describe("svc build: build scripts that are task runners, and the docs' own commands", () => {
  test("a build.ps1 that declares its targets (posh-build, psake) runs its default target's checks; a documentation section's `make serve` is no dev server", async () => {
    const found = await proposed({
      "Acme.sln": "\n",
      "src/Acme.Tests/Acme.Tests.csproj":
        '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="xunit" Version="2.9.0" /></ItemGroup></Project>\n',
      "build.ps1":
        '$solution = "Acme.sln"\n. ./.build/Posh-Build.ps1\n\ntarget default -depends compile, test\n\ntarget compile {\n  Invoke-Dotnet build $solution\n}\n\ntarget test {\n  Invoke-Dotnet test $solution --no-build\n}\n',
      ".github/workflows/ci.yml": workflow(["./build.ps1"]),
      "CONTRIBUTING.md":
        "# Contributing\n\n## Building the Documentation\n\n* `cd docs` to go to the docs directory\n* `make html` to build the site or `make serve` to watch for changes.\n",
    });
    assert.deepEqual(found.build, ["dotnet build"]);
    assert.deepEqual(found.check, ["./build.ps1"]);
    assert.equal(found.dev, undefined);
  });
});

describe("svc build: a tool's package by another name", () => {
  test("PHP_CodeSniffer required as squizlabs/php_codesniffer backs its phpcs.xml where CI never says `phpcs`", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/x", "require-dev": { "squizlabs/php_codesniffer": "^3.10", "phpunit/phpunit": "^11.0" } }),
      "phpcs.xml.dist": "<ruleset/>\n",
      ".github/workflows/ci.yml": workflow(["composer install", "vendor/bin/phpunit"]),
    });
    assert.deepEqual(found.lint, ["vendor/bin/phpcs"]);
  });
});

describe("svc build: the root is the project, a subfolder with its own manifest a part of it", () => {
  test("a front end's commands in its own folder fill no task the root's ecosystem has a command for; they fill one it has none for", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\nversion = "0.1.0"\n\n[dependency-groups]\ndev = ["pytest"]\n',
      "uv.lock": "",
      "src/manage.py": "",
      "src-ui/package.json": json({ name: "acme-ui", scripts: { test: "jest", lint: "eslint .", build: "ng build" } }),
      "src-ui/pnpm-lock.yaml": "",
      ".github/workflows/ci-frontend.yml": workflow(
        [
          "- run: pnpm install\n  working-directory: src-ui",
          "- run: pnpm run lint\n  working-directory: src-ui",
          "- run: pnpm run test\n  working-directory: src-ui",
          "- run: pnpm run build\n  working-directory: src-ui",
        ],
        "frontend",
      ),
      ".github/workflows/ci-backend.yml": workflow(["uv sync --group dev", "uv run pytest"], "backend"),
    });
    assert.ok(found.install !== undefined && found.install.every((run) => run.startsWith("uv sync")), JSON.stringify(found.install));
    assert.deepEqual(found.test, ["uv run pytest"]);
    assert.deepEqual(found.lint, ["cd src-ui && pnpm run lint"]);
    assert.deepEqual(found.build, ["cd src-ui && pnpm run build"]);
  });

  test("a Rust workspace's bindings, each in its own package, install nothing for it; a member of the root's own ecosystem runs as the project's", async () => {
    const found = await proposed({
      "Cargo.toml": '[workspace]\nmembers = ["core"]\n',
      "core/Cargo.toml": '[package]\nname = "core"\nversion = "0.1.0"\n',
      "pyproject.toml": '[project]\nname = "tools"\nversion = "0.1.0"\n',
      "uv.lock": "",
      "bindings/javascript/package.json": json({ name: "js" }),
      "bindings/wasm/package.json": json({ name: "wasm" }),
      ".github/workflows/js.yml": workflow(
        ["- run: yarn install\n  working-directory: bindings/javascript", "- run: npm install\n  working-directory: testing/javascript"],
        "js",
      ),
      ".github/workflows/rust.yml": workflow(["cargo test"], "rust"),
    });
    assert.deepEqual(found.install, ["uv sync"]);
    const member = await proposed({
      "pubspec.yaml": "name: workspace\nworkspace:\n  - app\n",
      "app/pubspec.yaml": "name: app\n",
      "Cargo.toml": '[workspace]\nmembers = ["server"]\n',
      "server/Cargo.toml": '[package]\nname = "server"\nversion = "0.1.0"\n',
      ".github/workflows/ci.yml": workflow(["- run: flutter test\n  working-directory: app"]),
    });
    assert.deepEqual(member.test, ["cd app && flutter test"]);
  });

  test("a recipe whose body runs only in the front end's folder is the front end's: the Go build is the project's", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "main.go": "package main\n\nfunc main() {}\n",
      "web/ui/package.json": json({ name: "ui", scripts: { "build:module": "tsc -b" } }),
      Makefile: "UI_PATH = web/ui\n\nui-build-module:\n\tcd $(UI_PATH) && pnpm run build:module\n",
    });
    assert.deepEqual(found.build, ["go build ./..."]);
  });
});
