// svc build on fixture projects of six ecosystems (and a monorepo): the commands found are the ones
// each project really has, the starter harness lands in the tool's own files, an existing
// instructions file keeps its text and gains only what it lacks, and the commands found run where the toolchain is on this
// machine (npm here always; pytest, cargo, go, make when present).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { detectProject, type Task } from "../src/build/detect.ts";
import { DEV_LICENSE, onPath, svc, tempDir } from "./support/cli.ts";
import { hashTree, json, writeTree, type Tree } from "./support/tree.ts";

const PROJECTS: Record<string, { tree: Tree; commands: Partial<Record<Task, string[]>>; managers: string[]; cannotRun?: string }> = {
  node: {
    tree: {
      "package.json": json({
        name: "web-app",
        version: "1.0.0",
        description: "A small web app",
        scripts: {
          build: "node -e \"require('fs').mkdirSync('dist',{recursive:true})\"",
          test: "node --test test/",
          lint: 'node -e "process.exit(0)"',
          start: "node src/index.js",
        },
      }),
      "package-lock.json": json({
        name: "web-app",
        version: "1.0.0",
        lockfileVersion: 3,
        requires: true,
        packages: { "": { name: "web-app", version: "1.0.0" } },
      }),
      "src/index.js": "console.log('hi');\n",
      "test/app.test.js": "const test = require('node:test');\ntest('works', () => {});\n",
      ".gitignore": "node_modules/\ncoverage\n",
    },
    // `node --test test/` names its own folder: one test file runs in its place (a flag after it would never reach node).
    commands: {
      install: ["npm ci"],
      build: ["npm run build"],
      test: ["npm test"],
      "test-one": ["node --test <file>"],
      lint: ["npm run lint"],
      dev: ["npm start"],
    },
    managers: ["npm"],
  },
  python: {
    tree: {
      "pyproject.toml":
        '[project]\nname = "ledger"\ndescription = "Double-entry ledger"\ndependencies = ["requests>=2"]\n\n[project.optional-dependencies]\ndev = ["pytest>=8", "mypy"]\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      "ledger/__init__.py": "VERSION = '1'\n",
      "tests/test_ledger.py": "def test_version():\n    assert True\n",
    },
    // mypy is only a dependency here, configured nowhere: no type-check command is made up from it.
    commands: { install: ["pip install -e ."], test: ["pytest"], "test-one": ["pytest tests/<file>.py::<test_name>"] },
    managers: ["pip"],
  },
  rust: {
    tree: {
      "Cargo.toml": '[workspace]\nmembers = ["crates/*"]\nresolver = "2"\n',
      "crates/core/Cargo.toml": '[package]\nname = "svc-fixture-core"\nversion = "0.1.0"\nedition = "2021"\n',
      "crates/core/src/lib.rs": "pub fn one() -> u32 { 1 }\n#[cfg(test)]\nmod tests { #[test] fn it() { assert_eq!(super::one(), 1); } }\n",
      "rustfmt.toml": 'edition = "2021"\n',
    },
    commands: {
      install: ["cargo fetch"],
      build: ["cargo build --workspace"],
      test: ["cargo test --workspace"],
      "test-one": ["cargo test -p <crate> <test_name>"],
      format: ["cargo fmt"],
      "format-check": ["cargo fmt --check"],
      typecheck: ["cargo check --workspace"],
    },
    managers: ["cargo"],
  },
  go: {
    tree: {
      "go.mod": "module example.com/shop\n\ngo 1.22\n",
      "main.go": "package main\n\nfunc main() {}\n",
      "main_test.go": 'package main\n\nimport "testing"\n\nfunc TestMain2(t *testing.T) {}\n',
      "cmd/shop/.keep": "",
      "internal/cart/.keep": "",
    },
    commands: {
      install: ["go mod download"],
      build: ["go build ./..."],
      test: ["go test ./..."],
      "test-one": ["go test ./<package> -run <TestName>"],
      lint: ["go vet ./..."],
      format: ["gofmt -w ."],
    },
    managers: ["go"],
  },
  ruby: {
    tree: {
      Gemfile: "source 'https://rubygems.org'\n\ngem 'rails', '~> 7.1'\ngem 'rubocop', require: false\n",
      "bin/rails": "#!/usr/bin/env ruby\n",
      "app/models/.keep": "",
    },
    // RuboCop's autocorrect is the Ruby formatter too.
    commands: {
      install: ["bundle install"],
      test: ["bin/rails test"],
      "test-one": ["bin/rails test test/<file>_test.rb:<line>"],
      lint: ["bundle exec rubocop"],
      "lint-fix": ["bundle exec rubocop -a"],
      format: ["bundle exec rubocop -a"],
      dev: ["bin/rails server"],
      migrate: ["bin/rails db:migrate"],
    },
    managers: ["bundler"],
    cannotRun: "its commands need gems (rails, rubocop) from the network",
  },
  java: {
    tree: {
      "pom.xml":
        "<project><modelVersion>4.0.0</modelVersion><groupId>x</groupId><artifactId>y</artifactId><version>1</version><modules><module>api</module></modules></project>\n",
      mvnw: "#!/bin/sh\n",
      "api/pom.xml": "<project/>\n",
      "src/main/java/.keep": "",
    },
    commands: {
      install: ["./mvnw install -DskipTests"],
      build: ["./mvnw package"],
      test: ["./mvnw test"],
      "test-one": ["./mvnw test -Dtest=<TestName> -Dsurefire.failIfNoSpecifiedTests=false"],
      check: ["./mvnw verify"],
    },
    managers: ["maven"],
    cannotRun: "Maven resolves its plugins from the network",
  },
  monorepo: {
    tree: {
      "package.json": json({
        name: "mono",
        private: true,
        packageManager: "pnpm@9.1.0",
        scripts: { build: "turbo build", test: "turbo test", format: "prettier --write ." },
      }),
      "pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
      "pnpm-workspace.yaml": "packages:\n  - apps/*\n  - packages/*\n",
      "apps/web/package.json": json({ name: "@mono/web" }),
      "packages/ui/package.json": json({ name: "@mono/ui" }),
      Makefile: "test:\n\tpnpm test\n\nrelease:\n\t./release.sh\n",
    },
    // No member has a test script: `pnpm --filter <package> test` would run none.
    commands: { install: ["pnpm install"], build: ["pnpm build"], test: ["pnpm test", "make test"], format: ["pnpm format"] },
    managers: ["pnpm"],
    cannotRun: "pnpm install and turbo need packages from the network",
  },
};

async function project(name: string): Promise<{ home: string; repo: string }> {
  const root = await tempDir(`svc-build-${name}-`);
  const repo = path.join(root, "repo");
  await writeTree(repo, PROJECTS[name]?.tree ?? {});
  return { home: path.join(root, "home"), repo };
}

const RUN_ENV = { ...process.env, npm_config_offline: "true", CARGO_NET_OFFLINE: "true" };

/**
 * Why a program on the PATH cannot run here, or null when `program --version` (`go version`) works: cargo may be
 * rustup's proxy with no default toolchain for this HOME, which fails every cargo command.
 */
function brokenToolchain(program: string): string | null {
  // Go has a version command and no --version flag.
  const run = spawnSync(program, program === "go" ? ["version"] : ["--version"], { encoding: "utf8", env: RUN_ENV });
  if (run.status === 0) return null;
  const said = `${run.stderr ?? ""}${run.stdout ?? ""}`.trim().split("\n")[0] ?? "";
  return `${program} is installed but does not run${said ? ` (${said})` : ""}`;
}

/** The commands detected for one task in a project of these files (with where each comes from). */
async function proposedFor(tree: Tree, task: Task, withSource = false): Promise<string[]> {
  const root = await tempDir("svc-build-case-");
  await writeTree(root, tree);
  return (await detectProject(root)).commands
    .filter((command) => command.task === task)
    .map((command) => (withSource ? `${command.run} (${command.from})` : command.run));
}

describe("svc build: project detection", () => {
  for (const [name, expected] of Object.entries(PROJECTS)) {
    test(`${name}: the commands the project really has`, async () => {
      const { repo } = await project(name);
      const profile = await detectProject(repo);
      assert.deepEqual(profile.problems, []);
      assert.deepEqual(profile.packageManagers, expected.managers);
      const found: Partial<Record<Task, string[]>> = {};
      for (const command of profile.commands) (found[command.task] ??= []).push(command.run);
      assert.deepEqual(found, expected.commands);
    });
  }

  test("workspaces: pnpm globs, Cargo members, Maven modules", async () => {
    assert.deepEqual((await detectProject((await project("monorepo")).repo)).workspaces, [
      { path: "apps/web", name: "@mono/web" },
      { path: "packages/ui", name: "@mono/ui" },
    ]);
    assert.deepEqual((await detectProject((await project("rust")).repo)).workspaces, [{ path: "crates/core", name: "svc-fixture-core" }]);
    assert.deepEqual((await detectProject((await project("java")).repo)).workspaces, [{ path: "api", name: "api" }]);
  });

  test("Python checks come from configuration, not from a dependency alone; [tool.mypy] files means bare mypy", async () => {
    const tasksOf = async (tree: Tree): Promise<string[]> => {
      const root = await tempDir("svc-build-python-tools-");
      await writeTree(root, tree);
      return (await detectProject(root)).commands.filter((command) => command.task === "typecheck").map((command) => command.run);
    };
    const project = '[project]\nname = "app"\ndependencies = []\n\n[dependency-groups]\ndev = ["mypy", "pyright"]\n';
    assert.deepEqual(await tasksOf({ "pyproject.toml": project, "uv.lock": "version = 1\n" }), []);
    assert.deepEqual(await tasksOf({ "pyproject.toml": `${project}\n[tool.pyright]\ninclude = ["app"]\n`, "uv.lock": "version = 1\n" }), ["uv run pyright"]);
    assert.deepEqual(await tasksOf({ "pyproject.toml": `${project}\n[tool.mypy]\nfiles = ["app"]\n`, "uv.lock": "version = 1\n" }), ["uv run mypy"]);
    assert.deepEqual(await tasksOf({ "pyproject.toml": `${project}\n[tool.mypy]\nstrict = true\n`, "uv.lock": "version = 1\n", "app/__init__.py": "" }), [
      "uv run mypy app",
    ]);
  });

  test("a Makefile target is named by what its recipe runs; check-only formatters are not Format", async () => {
    const root = await tempDir("svc-build-make-");
    await writeTree(root, {
      Makefile: "all: fmt test\n\nfmt:\n\tgofmt -w .\n\nfmt-check:\n\tgofmt -l .\n\ntest:\n\tgo test ./...\n",
      "package.json": json({
        name: "x",
        scripts: { format: "prettier --check .", "format:fix": "prettier --write .", "typecheck-packages": "tsc --noEmit", "test:eslint": "eslint ." },
      }),
    });
    const found = (await detectProject(root)).commands.map((command) => `${command.task}: ${command.run}`);
    for (const expected of [
      "check: make all",
      "format: make fmt",
      "format-check: make fmt-check",
      "format-check: npm run format",
      "format: npm run format:fix",
      "typecheck: npm run typecheck-packages",
      "lint: npm run test:eslint",
    ])
      assert.ok(found.includes(expected), `${expected} not in ${found.join(", ")}`);
    assert.ok(!found.includes("build: make all"));
  });

  test("CI's cross-compile checks and commands in auxiliary folders are not the project's typecheck", async () => {
    const typecheck = await proposedFor(
      {
        "Cargo.toml": '[package]\nname = "web"\nversion = "0.1.0"\nedition = "2021"\n',
        "src/lib.rs": "",
        "fuzz/Cargo.toml": '[package]\nname = "web-fuzz"\nversion = "0.0.0"\n',
        ".github/workflows/ci.yml": [
          "on: push",
          "jobs:",
          "  cross:",
          "    strategy:",
          "      matrix:",
          "        target: [armv5te-unknown-linux-musleabi]",
          "    runs-on: ubuntu-latest",
          "    steps:",
          "      - run: cargo check --target ${{ matrix.target }}",
          "      - run: cargo check --target=wasm32-unknown-unknown",
          "  fuzz:",
          "    runs-on: ubuntu-latest",
          "    steps:",
          "      - run: cd fuzz && cargo check",
          "      - run: cargo check",
          "        working-directory: fuzz",
          "  check:",
          "    runs-on: ubuntu-latest",
          "    steps:",
          "      - run: cargo check --all-features",
          "",
        ].join("\n"),
      },
      "typecheck",
    );
    assert.deepEqual(typecheck, ["cargo check --all-features"]);
  });

  test("a cross-compile check is kept only where the project has no plain one", async () => {
    const typecheck = await proposedFor(
      {
        "Cargo.toml": '[package]\nname = "web"\nversion = "0.1.0"\nedition = "2021"\n',
        ".github/workflows/ci.yml":
          "on: push\njobs:\n  wasm:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo check --target wasm32-unknown-unknown\n",
      },
      "typecheck",
    );
    assert.deepEqual(typecheck, ["cargo check --target wasm32-unknown-unknown"]);
  });

  test("a Make target whose name says nothing, with steps svc cannot read beside a tsc, is not the build", async () => {
    const tree = {
      "package.json": json({ name: "x", scripts: { build: "node build.mjs" } }),
      Makefile:
        "conformance: dist/x.js\n\trm -rf conformance/.results\n\tnode_modules/.bin/tsc -p conformance\n\tnode --test conformance/*.test.ts; status=$$?; node report.js; exit $$status\n",
    };
    assert.deepEqual(await proposedFor(tree, "build"), ["npm run build"]);
  });

  test("a debugging or troubleshooting section of CONTRIBUTING gives no commands", async () => {
    const dev = await proposedFor(
      {
        "package.json": json({ name: "x", scripts: { dev: "vite", test: "vitest run" } }),
        "CONTRIBUTING.md": [
          "# Contributing",
          "",
          "## Running locally",
          "",
          "```sh",
          "npm run dev",
          "```",
          "",
          "## Debugging",
          "",
          "To debug the dev server, run `node --watch scripts/debug.js` instead.",
          "",
          "### With breakpoints",
          "",
          "```sh",
          "nodemon --inspect scripts/server.js",
          "```",
          "",
          "## Troubleshooting",
          "",
          "```sh",
          "vite --force",
          "```",
          "",
        ].join("\n"),
      },
      "dev",
    );
    assert.deepEqual(dev, ["npm run dev"]);
  });

  test("a script CI runs is read: its own `mypy httpx tests` wins over the `mypy httpx` [tool.mypy] implies", async () => {
    const typecheck = await proposedFor(
      {
        "pyproject.toml": '[project]\nname = "httpx"\ndependencies = []\n\n[tool.mypy]\nstrict = true\n',
        "httpx/__init__.py": "",
        "tests/test_api.py": "def test_api():\n    assert True\n",
        "scripts/check":
          '#!/bin/sh -e\n\nexport PREFIX=""\nif [ -d \'venv\' ] ; then\n    export PREFIX="venv/bin/"\nfi\nexport SOURCE_FILES="httpx tests"\n\nset -x\n\n./scripts/sync-version\n${PREFIX}mypy $SOURCE_FILES\n',
        ".github/workflows/test.yml": "on: push\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n      - run: scripts/check\n",
      },
      "typecheck",
      true,
    );
    assert.deepEqual(typecheck, ["mypy httpx tests (scripts/check:12)"]);
  });

  test("npm's placeholder test script is not a test command; a folder .gitignore lists is not layout", async () => {
    const root = await tempDir("svc-build-placeholder-");
    await writeTree(root, {
      "package.json": json({ name: "x", scripts: { test: 'echo "Error: no test specified" && exit 1' } }),
      ".gitignore": "/out\n",
      "out/.keep": "",
      "lib/.keep": "",
    });
    const profile = await detectProject(root);
    assert.equal(
      profile.commands.some((command) => command.task === "test"),
      false,
    );
    assert.deepEqual(profile.layout, ["lib"]);
  });
});

describe("svc build: the commands found run", () => {
  for (const [name, expected] of Object.entries(PROJECTS)) {
    // Installs need the network, except npm ci with nothing to install.
    // One test's command has placeholders (`<file>`) to fill in: not run as it is.
    const all = Object.entries(expected.commands)
      .filter(([task]) => (task !== "install" || name === "node") && task !== "test-one")
      .flatMap(([, runs]) => runs ?? []);
    const present = all.filter((command) => onPath(command.split(" ")[0] ?? ""));
    const broken = [...new Set(present.map((command) => command.split(" ")[0] ?? ""))].map(brokenToolchain).filter((reason) => reason !== null);
    const commands = broken.length > 0 ? [] : present;
    const missing = all.filter((command) => !present.includes(command));
    const label = `${name}: ${commands.join(", ") || "nothing"}${missing.length > 0 ? ` (not on this machine: ${missing.join(", ")})` : ""}`;
    const skip = expected.cannotRun ?? (broken.length > 0 ? broken.join("; ") : commands.length === 0 ? "no toolchain for it on this machine" : false);
    test(label, { skip }, async () => {
      const { repo } = await project(name);
      for (const command of commands) {
        const run = spawnSync("sh", ["-c", command], { cwd: repo, encoding: "utf8", env: RUN_ENV });
        assert.equal(run.status, 0, `${command} failed in the ${name} fixture:\n${run.stdout}\n${run.stderr}`);
      }
    });
  }
});

describe("svc build: the plan and --apply", () => {
  test("a plan with diffs by default, nothing written; --json carries the project and the plan", async () => {
    const { home, repo } = await project("node");
    const before = await hashTree(repo);
    const result = await svc(["build", "--for", "claude-code", "--repo", repo, "--json"], { home });
    assert.equal(result.code, 0, result.stderr);
    const answer = JSON.parse(result.stdout);
    assert.deepEqual(await hashTree(repo), before);
    assert.equal(answer.applied, false);
    assert.deepEqual(answer.project.ecosystems, ["node"]);
    assert.deepEqual(
      answer.items.map((item: { kind: string; target: string; action: string }) => [item.kind, path.relative(repo, item.target), item.action]),
      [
        ["instructions", "CLAUDE.md", "create"],
        ["ignore", ".claude/settings.json", "create"],
      ],
    );
    const claude = answer.changes.find((change: { path: string }) => change.path.endsWith("CLAUDE.md"));
    assert.match(claude.diff, /\+# web-app\n\+\n\+A small web app\n/);
    assert.match(claude.diff, /\+- Test: `npm test`/);
    assert.match(claude.diff, /\+- `src\/`\n\+- `test\/`/);
  });

  test("--apply writes the tool's own files with a backup; a second run changes nothing", async () => {
    const { home, repo } = await project("python");
    const env = { SVC_LICENSE: DEV_LICENSE };
    const first = await svc(["build", "--for", "cursor", "--repo", repo, "--apply", "--json"], { home, env });
    assert.equal(first.code, 0, first.stderr);
    assert.match(JSON.parse(first.stdout).backup_id, /build/);
    const agents = await readFile(path.join(repo, "AGENTS.md"), "utf8");
    assert.match(
      agents,
      /^# ledger\n\nDouble-entry ledger\n\n## Commands\n\n- Install dependencies: `pip install -e \.`\n- Test: `pytest`\n- One test: `pytest tests\/<file>\.py::<test_name>`\n/,
    );
    assert.equal(await readFile(path.join(repo, ".cursorignore"), "utf8"), ".venv/\n__pycache__/\n*.pyc\n.env\n.env.local\n.env.*.local\n");
    const second = await svc(["build", "--for", "cursor", "--repo", repo, "--apply", "--json"], { home, env });
    assert.deepEqual(JSON.parse(second.stdout).written, []);
  });

  test("an existing instructions file keeps its text and gains only what it lacks, even by --apply; the ignore file is still merged", async () => {
    const { home, repo } = await project("go");
    await writeTree(repo, { "AGENTS.md": "# Ours\n\nHand-written. Run `go vet ./...` first.\n", ".geminiignore": "secrets/\n" });
    const codex = await svc(["build", "--for", "codex", "--repo", repo, "--apply", "--json"], { home, env: { SVC_LICENSE: DEV_LICENSE } });
    assert.equal(codex.code, 0, codex.stderr);
    const item = JSON.parse(codex.stdout).items.find((entry: { kind: string }) => entry.kind === "instructions");
    assert.equal(item.action, "update");
    assert.match(
      item.note,
      /AGENTS\.md is kept as it is; added at its end, between svc build markers: the 5 commands none of it names \(`go mod download`, `go build \.\/\.\.\.`, `go test \.\/\.\.\.`, `go test \.\/<package> -run <TestName>`, `gofmt -w \.`\)/,
    );
    const agents = await readFile(path.join(repo, "AGENTS.md"), "utf8");
    assert.ok(agents.startsWith("# Ours\n\nHand-written. Run `go vet ./...` first.\n\n<!-- svc build: begin"), agents);
    assert.match(agents, /- Test: `go test \.\/\.\.\.`/);
    assert.doesNotMatch(agents, /- Lint: `go vet/);
    // Gemini CLI imports AGENTS.md, which now names every command: GEMINI.md is the import alone.
    await svc(["build", "--for", "gemini-cli", "--repo", repo, "--apply"], { home, env: { SVC_LICENSE: DEV_LICENSE } });
    assert.equal(await readFile(path.join(repo, "GEMINI.md"), "utf8"), "@./AGENTS.md\n");
    assert.equal(await readFile(path.join(repo, ".geminiignore"), "utf8"), "secrets/\n.env\n.env.local\n.env.*.local\n");
  });

  test("a tool with no project instructions says so; an unknown ecosystem still gets its layout", async () => {
    const { home, repo } = await project("java");
    const desktop = JSON.parse((await svc(["build", "--for", "claude-desktop", "--repo", repo, "--json"], { home })).stdout);
    assert.ok(desktop.items.every((item: { fidelity: string }) => item.fidelity === "unsupported"));
    const empty = await tempDir("svc-build-empty-");
    await writeTree(empty, { "docs/readme.txt": "x\n" });
    const plain = JSON.parse((await svc(["build", "--for", "zed", "--repo", empty, "--json"], { home })).stdout);
    assert.deepEqual(plain.project.commands, []);
    assert.match(plain.changes[0].diff, /## Layout\n\+\n\+- `docs\/`/);
  });
});
