// Contributor documents read whole: CONTRIBUTING in any case and folder (docs/contributing/*.md,
// .github/contributing.md), a script named by its path in inline code (`./check.sh`), and a `cd` in
// one step carried to the steps after it.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { json } from "./support/tree.ts";
import { proposed } from "./support/build-case.ts";

describe("svc build: contributor documents", () => {
  test("a step's inline `cd` (written from above the clone or not) moves the inline commands after it, up to the next heading", async () => {
    const found = await proposed({
      "Acme.sln": "\n",
      "UI/Web/package.json": json({ name: "web", scripts: { start: "ng serve" } }),
      "CONTRIBUTING.md":
        "# Contributing\n\n### Getting started\n\n1. Clone the repository\n2. Install the packages\n    - `cd Acme/UI/Web`\n    - `npm install`\n3. Start the frontend\n    - `npm run start`\n\n### Tests\n\nRun `dotnet test --no-build`.\n",
    });
    assert.deepEqual(found.dev, ["cd UI/Web && npm run start"]);
    assert.ok(
      (found.test ?? []).every((run) => !run.startsWith("cd UI/Web")),
      JSON.stringify(found.test),
    );
  });

  test("docs/contributing/*.md is read, and a script named by its path in inline code", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "check.sh": "#!/bin/sh\ngo vet ./...\n",
      "docs/contributing/workflow.md": "# Before you push\n\nRun `go fmt ./...` on your changes.\n\nEnsure that `./check.sh` succeeds.\n",
    });
    assert.deepEqual(found.check, ["./check.sh"]);
  });

  test("a `cd` in one numbered step goes on in the steps after it; `cd` into the clone is the root", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\n",
      "myapp/Gemfile": "",
      ".github/contributing.md": [
        "## Setup",
        "",
        "#### 1. Clone",
        "",
        "```",
        "cd acme/",
        "```",
        "",
        "```",
        "bundle install",
        "```",
        "",
        "#### 2. Go to the app",
        "",
        "```",
        "cd myapp/",
        "```",
        "",
        "#### 3. Migrate",
        "",
        "```",
        "rake db:migrate",
        "```",
        "",
        "#### 4. Run it",
        "",
        "```",
        "rails s",
        "```",
        "",
        "## Legal",
        "",
        "```",
        "rake db:migrate",
        "```",
        "",
      ].join("\n"),
    });
    assert.deepEqual(found.install, ["bundle install"]);
    // Past the steps (`## Legal`), commands are the root's again.
    assert.deepEqual(found.migrate, ["cd myapp && rake db:migrate", "rake db:migrate"]);
    assert.deepEqual(found.dev, ["cd myapp && rails s"]);
  });

  test("`cd` into the clone's subfolder after cloning is that subfolder; the plainer documented build replaces CI's", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.22\n",
      "cmd/acme/main.go": "package main\n",
      "README.md": "# Acme\n\n## Build from source\n\n```bash\n$ git clone https://example.com/acme.git\n$ cd acme/cmd/acme/\n$ go build\n```\n",
      ".github/workflows/ci.yml":
        'on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: go build -trimpath -ldflags="-w -s"\n        working-directory: ./cmd/acme\n',
    });
    assert.deepEqual(found.build, ["cd cmd/acme && go build"]);
  });

  test("`cd acme` after cloning acme is the root even where the checkout has a folder acme/; a later block's `cd` of a root folder starts from the root", async () => {
    const found = await proposed({
      "tokenizers/Cargo.toml": '[package]\nname = "tokenizers"\n',
      "tokenizers/Makefile": "test:\n\tcargo test\n",
      "bindings/python/pyproject.toml": '[project]\nname = "tokenizers"\n',
      "bindings/node/package.json": json({ name: "tokenizers", scripts: { test: "jest" } }),
      "CONTRIBUTING.md": [
        "## Getting started",
        "",
        "### 1. Clone",
        "",
        "```bash",
        "git clone https://github.com/acme/tokenizers.git",
        "cd tokenizers",
        "python -m venv .venv",
        "```",
        "",
        "### 2. The Rust core",
        "",
        "```bash",
        "cd tokenizers",
        "make test",
        "```",
        "",
        "More about the core.",
        "",
        "```bash",
        "cd bindings/python",
        "make style",
        "```",
        "",
        "### Running a subset of tests",
        "",
        "```bash",
        "# Rust core",
        "cd tokenizers",
        "cargo test test_name",
        "",
        "# Python bindings",
        "cd bindings/python",
        'python -m pytest tests/test_x.py -k "test_name"',
        "```",
        "",
      ].join("\n"),
    });
    assert.equal(found.test?.[0], "cd tokenizers && make test");
    assert.ok(
      !Object.values(found)
        .flat()
        .some((run) => /tokenizers\/tokenizers|tokenizers\/bindings/.test(run)),
      JSON.stringify(found),
    );
  });

  test("a documented command continued over lines with `\\` is one command", async () => {
    const found = await proposed({
      "build.zig": 'const std = @import("std");\n',
      "HACKING.md": "# Hacking\n\n## ShellCheck\n\n```\nshellcheck \\\n    --check-sourced \\\n    --severity=warning \\\n    scripts/*.sh\n```\n",
    });
    assert.deepEqual(found.lint, ["shellcheck --check-sourced --severity=warning scripts/*.sh"]);
  });

  test("a README's Autotools steps: configuring goes with the make after it, past `make clean`; a console block without prompts; comments after commands; a section under `Building from source`", async () => {
    const found = await proposed({
      "configure.ac": "AC_INIT([acme], [1.0])\n",
      "Makefile.am": "bin_PROGRAMS = acme\n",
      "README.md": [
        "# acme",
        "",
        "## Installation",
        "",
        "### Building from source",
        "",
        "#### Instructions",
        "",
        "```console",
        "git submodule update --init    # if building from git",
        "autoreconf -i                  # if building from git",
        "./configure --with-oniguruma=builtin",
        "make clean                     # if upgrading",
        "make -j8",
        "make check",
        "sudo make install",
        "```",
        "",
      ].join("\n"),
    });
    assert.deepEqual(found.install, ["git submodule update --init"]);
    assert.deepEqual(found.build?.[0], "autoreconf -i && ./configure --with-oniguruma=builtin && make -j8");
    assert.deepEqual(found.test?.[0], "make check");
  });

  test("a guide titled for the documentation still gives its commands; a section about the documentation gives none", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\nversion = "0.1.0"\n',
      "CONTRIBUTING.md":
        "# Acme documentation and code\n\n## Linting\n\n```sh\ncargo clippy --all-targets -- -D warnings\n```\n\n## Building the docs\n\n```sh\ncargo doc --open\nmake serve\n```\n",
    });
    assert.deepEqual(found.lint, ["cargo clippy --all-targets -- -D warnings"]);
    assert.equal(found.dev, undefined);
  });

  test("a documented install with the project's extras (`pip install -e '.[dev]'`) replaces svc's guess without them", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n\n[project.optional-dependencies]\ndev = ["pytest"]\n',
      "CONTRIBUTING.md":
        "# Contributing\n\n## Setting up\n\n```console\n$ python -m venv .venv\n$ pip install -e '.[dev]'\n```\n\n## Running the tests\n\n```console\n$ pytest\n```\n",
    });
    assert.deepEqual(found.install, ["pip install -e '.[dev]'"]);
  });
});

describe("svc build: folders in a documented block", () => {
  test("a `cd` into a folder named as a placeholder (`packages/opentelemetry-module-name`) starts an example, no command", async () => {
    const { documentedCommands } = await import("../src/build/sources/docs.ts");
    const text = ["## Building", "", "```sh", "npm run watch", "", "cd packages/opentelemetry-module-name", "npm run watch", "```", ""].join("\n");
    const found = documentedCommands(text, {
      inline: false,
      folderExists: (folder) => folder.split("/")[0] === "packages",
      isFolder: (folder) => folder === "packages",
    }).map((command) => command.text);
    assert.deepEqual(found, ["npm run watch"]);
    // A `cd` after it ends the example: back at the root, the commands are the project's again.
    const back = documentedCommands(["```sh", "cd packages/your-package", "npm test", "cd ../..", "npm run lint", "```", ""].join("\n"), {
      inline: false,
      folderExists: (folder) => folder.split("/")[0] === "packages",
      isFolder: (folder) => folder === "packages",
    }).map((command) => command.text);
    assert.deepEqual(back, ["npm run lint"]);
  });

  test("a later `cd` in one block that names a folder of the root goes there, not below the folder before it", async () => {
    const { documentedCommands } = await import("../src/build/sources/docs.ts");
    const text = [
      "## Tests",
      "",
      "```bash",
      "cd tokenizers",
      "cargo test test_name",
      "",
      "cd bindings/python",
      "python -m pytest tests/test_x.py",
      "```",
      "",
    ].join("\n");
    const folders = new Set(["tokenizers", "bindings", "bindings/python"]);
    const found = documentedCommands(text, {
      inline: false,
      folderExists: (folder) => folders.has(folder.split("/")[0] ?? ""),
      isFolder: (folder) => folders.has(folder),
    }).map((command) => command.text);
    assert.deepEqual(found, ["cd tokenizers && cargo test test_name", "cd bindings/python && python -m pytest tests/test_x.py"]);
  });
});
