// svc build on the layouts real repositories have: monorepos (workspace globs with dot folders and
// negations, run inside a package, large workspaces, auxiliary package.json files), deny rules
// from .gitignore and build output that never hide a tracked file, and instructions files the
// project already has (imported or extended, never duplicated or overwritten).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { detectProject } from "../src/build/detect.ts";
import { instructionsText } from "../src/build/plan.ts";
import { DEV_LICENSE, svc, tempDir } from "./support/cli.ts";
import { json, writeTree, type Tree } from "./support/tree.ts";

async function repoOf(tree: Tree, prefix: string): Promise<{ home: string; repo: string }> {
  const root = await tempDir(`svc-build-layout-${prefix}-`);
  const repo = path.join(root, "repo");
  await writeTree(repo, tree);
  return { home: path.join(root, "home"), repo };
}

/** `git init` and `git add` (tracked is what the index holds; no commit is needed), plus files added over .gitignore. */
function gitAdd(repo: string, forced: string[] = []): void {
  for (const args of [["init", "-q"], ["add", "-A"], ...(forced.length > 0 ? [["add", "-f", ...forced]] : [])]) {
    const run = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
    assert.equal(run.status, 0, `git ${args.join(" ")}: ${run.stderr}`);
  }
}

async function claudeDenyRules(repo: string, home: string): Promise<string[]> {
  const result = await svc(["build", "--for", "claude-code", "--repo", repo, "--json"], { home });
  assert.equal(result.code, 0, result.stderr);
  const settings = JSON.parse(result.stdout).changes.find((change: { path: string }) => change.path.endsWith("settings.json"));
  return [...(settings.diff as string).matchAll(/"(Read\([^"]+\))"/g)].map((match) => match[1] ?? "");
}

describe("svc build: deny rules", () => {
  test("a new project folder not yet added to the repository holding it, or one that repository ignores, is read without a crash", async () => {
    const root = await tempDir("svc-build-layout-untracked-");
    await writeTree(root, { ".gitignore": "scratch/\n", "README.md": "# outer\n" });
    gitAdd(root);
    const project = {
      "package.json": json({ name: "fresh", scripts: { test: "node --test" } }),
      ".gitignore": "node_modules/\nlogs/\n",
      ".env": "API_KEY=secret\n",
      "src/index.js": "export {};\n",
    };
    await writeTree(path.join(root, "fresh"), project);
    await writeTree(path.join(root, "scratch"), project);
    for (const folder of ["fresh", "scratch"]) {
      const profile = await detectProject(path.join(root, folder));
      assert.ok(
        profile.commands.some((command) => command.task === "test"),
        `${folder}: ${JSON.stringify(profile.commands)}`,
      );
      assert.ok(profile.ignore.includes("node_modules/"), `${folder}: ${profile.ignore.join(" ")}`);
      assert.ok(
        profile.ignore.some((rule) => rule.includes(".env")),
        `${folder}: the untracked .env is denied: ${profile.ignore.join(" ")}`,
      );
    }
  });

  test("from .gitignore and real output, never hiding a tracked file: build/ with tracked sources, .env.example un-ignored", async () => {
    const { home, repo } = await repoOf(
      {
        "package.json": json({ name: "site", private: true, scripts: { build: "next build" }, dependencies: { next: "15.0.0" } }),
        "package-lock.json": json({ lockfileVersion: 3, packages: {} }),
        ".gitignore": "/node_modules\n/.next/\nbuild/\n.env*\n!.env.example\n*.log\n.DS_Store\n",
        "build/tasks.ts": "export const tasks = [];\n",
        "packages/web/build/bundle.js": "x\n",
        ".env.example": "API_KEY=\n",
        ".env": "API_KEY=secret\n",
        ".env.local": "API_KEY=secret\n",
        "src/index.ts": "export {};\n",
      },
      "gitignore",
    );
    gitAdd(repo, ["build/tasks.ts"]);
    const rules = await claudeDenyRules(repo, home);
    assert.ok(rules.includes("Read(./.next/**)"), `Next's output is denied: ${rules.join(" ")}`);
    assert.ok(rules.includes("Read(./packages/web/build/**)"), `the ignored build folder is denied where it is: ${rules.join(" ")}`);
    assert.ok(
      !rules.some((rule) => /build\/\*\*\)$/.test(rule) && rule.startsWith("Read(**/build")),
      `no rule hides the tracked build/tasks.ts: ${rules.join(" ")}`,
    );
    assert.ok(!rules.includes("Read(./build/**)"));
    assert.ok(rules.includes("Read(**/.env)") && rules.includes("Read(**/.env.local)"), `secrets denied: ${rules.join(" ")}`);
    assert.ok(!rules.some((rule) => rule.includes(".env.*)") || rule.includes(".env*")), `.env.example stays readable: ${rules.join(" ")}`);
    assert.ok(!rules.some((rule) => rule.includes("*.log") || rule.includes(".DS_Store")), "file junk is left to git");
  });

  test("without git: a build/ folder of sources is not denied; .gitignore's dist is; keys present are", async () => {
    const { repo } = await repoOf(
      {
        "package.json": json({ name: "lib", scripts: { build: "tsc" } }),
        ".gitignore": "dist\n",
        "build/gen.ts": "export {};\n",
        "dist/index.js": "x\n",
        "server.key": "-----BEGIN PRIVATE KEY-----\n",
      },
      "nogit",
    );
    const profile = await detectProject(repo);
    assert.ok(!profile.ignore.includes("build/"), profile.ignore.join(" "));
    assert.ok(profile.ignore.includes("dist/"), profile.ignore.join(" "));
    assert.ok(profile.ignore.includes("*.key"), profile.ignore.join(" "));
    assert.ok(!profile.ignore.includes(".env.*"), profile.ignore.join(" "));
    assert.ok(profile.ignore.includes(".env") && profile.ignore.includes(".env.local"), profile.ignore.join(" "));
  });

  test("a .gitignore template's folders the project never has are left out; known output folders are kept", async () => {
    const { repo } = await repoOf(
      { "pyproject.toml": '[project]\nname = "p"\n', ".gitignore": "eggs/\nparts/\nlib64/\n.next/\nreports/\n", "reports/x.html": "x\n" },
      "template",
    );
    gitAdd(repo);
    const { ignore } = await detectProject(repo);
    assert.ok(ignore.includes(".next/") && ignore.includes("reports/"), ignore.join(" "));
    assert.ok(!ignore.includes("eggs/") && !ignore.includes("parts/") && !ignore.includes("lib64/"), ignore.join(" "));
  });

  test("a tracked fixture inside node_modules or a tracked .env fixture narrows the rule to the root and each workspace package", async () => {
    const { repo } = await repoOf(
      {
        "package.json": json({ name: "mono", private: true }),
        "pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
        "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
        ".gitignore": "node_modules\n.env\n",
        "packages/core/package.json": json({ name: "core" }),
        "packages/core/src/__tests__/fixtures/dep/node_modules/pkg/index.js": "tracked fixture\n",
        "packages/core/src/__tests__/env/.env": "FIXTURE=1\n",
      },
      "fixtures",
    );
    gitAdd(repo, ["packages/core/src/__tests__/fixtures/dep/node_modules/pkg/index.js", "packages/core/src/__tests__/env/.env"]);
    const { ignore } = await detectProject(repo);
    assert.ok(!ignore.includes("node_modules/") && !ignore.includes(".env"), ignore.join(" "));
    for (const pattern of ["/node_modules/", "/packages/*/node_modules/", "/.env", "/packages/*/.env"])
      assert.ok(ignore.includes(pattern), `${pattern} in ${ignore.join(" ")}`);
  });

  test("a Rails app's log/ and tmp/ with tracked .keep files are still denied", async () => {
    const { repo } = await repoOf(
      {
        Gemfile: "gem 'rails'\n",
        "bin/rails": "#!/usr/bin/env ruby\n",
        ".gitignore": "/log/*\n!/log/.keep\n/tmp/*\n!/tmp/.keep\n",
        "log/.keep": "",
        "tmp/.keep": "",
        "log/development.log": "x\n",
      },
      "rails",
    );
    gitAdd(repo);
    const profile = await detectProject(repo);
    assert.ok(profile.ignore.includes("log/") && profile.ignore.includes("tmp/"), profile.ignore.join(" "));
  });
});

describe("svc build: workspaces", () => {
  test("pnpm globs as pnpm reads them: dot folders, ** and ! negations; node_modules and test fixtures are no members", async () => {
    const { repo } = await repoOf(
      {
        "package.json": json({ name: "mono", private: true, scripts: { test: "turbo test" } }),
        "pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
        "pnpm-workspace.yaml": "packages:\n  - 'examples/.*/*'\n  - 'examples/*'\n  - 'packages/**'\n  - '!packages/legacy'\n",
        "examples/a/package.json": json({ name: "example-a" }),
        "examples/.test/b/package.json": json({ name: "example-b" }),
        "examples/notes/readme.md": "no manifest\n",
        "packages/ui/package.json": json({ name: "@mono/ui" }),
        "packages/ui/test/fixture/package.json": json({ name: "fixture" }),
        "packages/ui/node_modules/dep/package.json": json({ name: "dep" }),
        "packages/tools/cli/package.json": json({ name: "@mono/cli" }),
        "packages/legacy/package.json": json({ name: "legacy" }),
      },
      "pnpm-globs",
    );
    const profile = await detectProject(repo);
    assert.deepEqual(profile.workspaces, [
      { path: "examples/.test/b", name: "example-b" },
      { path: "examples/a", name: "example-a" },
      { path: "packages/tools/cli", name: "@mono/cli" },
      { path: "packages/ui", name: "@mono/ui" },
    ]);
    assert.deepEqual(profile.problems, []);
  });

  test("npm workspaces ({packages}), Cargo members with exclude, go.work use blocks, uv workspaces", async () => {
    const npm = await repoOf(
      {
        "package.json": json({ name: "n", workspaces: { packages: ["packages/*", "!packages/old"] } }),
        "packages/a/package.json": json({ name: "a" }),
        "packages/old/package.json": json({ name: "old" }),
        "packages/docs/x.md": "",
      },
      "npm-ws",
    );
    assert.deepEqual((await detectProject(npm.repo)).workspaces, [{ path: "packages/a", name: "a" }]);
    const cargo = await repoOf(
      {
        "Cargo.toml": '[workspace]\nmembers = ["crates/*", "tools/xtask"]\nexclude = ["crates/experimental"]\n',
        "crates/core/Cargo.toml": '[package]\nname = "core-lib"\n',
        "crates/experimental/Cargo.toml": '[package]\nname = "exp"\n',
        "crates/notes/readme.md": "",
        "tools/xtask/Cargo.toml": '[package]\nname = "xtask"\n',
      },
      "cargo-ws",
    );
    assert.deepEqual((await detectProject(cargo.repo)).workspaces, [
      { path: "crates/core", name: "core-lib" },
      { path: "tools/xtask", name: "xtask" },
    ]);
    const go = await repoOf(
      {
        "go.mod": "module example.com/root\n",
        "go.work": "go 1.22\n\nuse (\n\t. // the root module\n\t./api\n\t./tools/gen // generators\n)\nuse ./web\n",
        "api/go.mod": "module example.com/api\n",
        "tools/gen/go.mod": "module example.com/gen\n",
        "web/go.mod": "module example.com/web\n",
      },
      "go-ws",
    );
    assert.deepEqual((await detectProject(go.repo)).workspaces, [
      { path: "api", name: "example.com/api" },
      { path: "tools/gen", name: "example.com/gen" },
      { path: "web", name: "example.com/web" },
    ]);
    const uv = await repoOf(
      {
        "pyproject.toml": '[project]\nname = "app"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\nexclude = ["packages/seeds"]\n',
        "uv.lock": "version = 1\n",
        "packages/core/pyproject.toml": '[project]\nname = "app-core"\n',
        "packages/seeds/pyproject.toml": '[project]\nname = "seeds"\n',
      },
      "uv-ws",
    );
    assert.deepEqual((await detectProject(uv.repo)).workspaces, [{ path: "packages/core", name: "app-core" }]);
  });

  test("run inside a package, the root's package manager is proposed, not npm install", async () => {
    const pnpm = await repoOf(
      {
        "package.json": json({ name: "mono", private: true, packageManager: "pnpm@9.1.0" }),
        "pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
        "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
        "packages/ui/package.json": json({ name: "@mono/ui", scripts: { test: "vitest run", build: "tsc" } }),
      },
      "inside-pnpm",
    );
    gitAdd(pnpm.repo);
    const ui = await detectProject(path.join(pnpm.repo, "packages/ui"));
    assert.deepEqual(ui.packageManagers, ["pnpm"]);
    assert.deepEqual(ui.workspaceRoot, { up: "../..", file: "pnpm-workspace.yaml", manager: "pnpm" });
    const install = ui.commands.find((command) => command.task === "install");
    assert.equal(install?.run, "pnpm install");
    assert.equal(install?.file, "../../pnpm-lock.yaml");
    assert.equal(ui.commands.find((command) => command.task === "test")?.run, "pnpm test");
    const npm = await repoOf(
      {
        "package.json": json({ name: "n", workspaces: ["apps/*"] }),
        "package-lock.json": json({ lockfileVersion: 3 }),
        "apps/web/package.json": json({ name: "web", scripts: { test: "node --test" } }),
      },
      "inside-npm",
    );
    const web = await detectProject(path.join(npm.repo, "apps/web"));
    assert.equal(web.commands.find((command) => command.task === "install")?.run, "cd ../.. && npm ci");
    const uv = await repoOf(
      {
        "pyproject.toml": '[project]\nname = "app"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n',
        "uv.lock": "version = 1\n",
        "packages/core/pyproject.toml": '[project]\nname = "app-core"\ndependencies = ["pytest"]\n',
      },
      "inside-uv",
    );
    const core = await detectProject(path.join(uv.repo, "packages/core"));
    assert.deepEqual(core.packageManagers, ["uv"]);
    assert.deepEqual(core.workspaceRoot, { up: "../..", file: "pyproject.toml", manager: "uv" });
    assert.deepEqual(
      core.commands.filter((command) => command.task === "install" || command.task === "test").map((command) => [command.run, command.file]),
      [
        ["uv sync", "../../uv.lock"],
        ["uv run pytest", "pyproject.toml"],
      ],
    );
    // A package no workspace lists is on its own.
    const alone = await repoOf(
      {
        "package.json": json({ name: "n", workspaces: ["apps/*"] }),
        "pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
        "tools/x/package.json": json({ name: "x" }),
      },
      "inside-none",
    );
    assert.equal((await detectProject(path.join(alone.repo, "tools/x"))).commands.find((command) => command.task === "install")?.run, "npm install");
  });
});

describe("svc build: who the project is, in a monorepo or a polyglot repo", () => {
  test("a large workspace is summarised: count, globs and how to run one package's command, not a 20-line list", async () => {
    const tree: Tree = {
      "package.json": json({ name: "big", private: true, scripts: { test: "turbo test" } }),
      "pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n  - apps/*\n",
    };
    for (let index = 0; index < 19; index++) tree[`packages/p${index}/package.json`] = json({ name: `@big/p${index}` });
    tree["apps/web/package.json"] = json({ name: "@big/web" });
    const { repo } = await repoOf(tree, "big");
    const text = instructionsText(await detectProject(repo));
    assert.match(
      text,
      /## Workspaces\n\n20 packages, from `packages\/\*`, `apps\/\*` \(pnpm-workspace\.yaml\)\.\n\nOne package's command: `pnpm --filter <package> <script>`\.\n/,
    );
    assert.doesNotMatch(text, /p17/);
    const small = await repoOf({ "Cargo.toml": '[workspace]\nmembers = ["crates/*"]\n', "crates/core/Cargo.toml": '[package]\nname = "core-lib"\n' }, "small");
    assert.match(instructionsText(await detectProject(small.repo)), /- `crates\/core\/` \(core-lib\)\n\nOne package's command: `cargo test -p <crate>`\.\n/);
  });

  test("run inside a package, the instructions say which workspace it belongs to", async () => {
    const { repo } = await repoOf(
      {
        "package.json": json({ name: "mono", workspaces: ["packages/*"] }),
        "yarn.lock": "",
        "packages/ui/package.json": json({ name: "@mono/ui", scripts: { test: "jest" } }),
      },
      "member-text",
    );
    const profile = await detectProject(path.join(repo, "packages/ui"));
    assert.deepEqual(profile.packageManagers, ["yarn"]);
    assert.match(instructionsText(profile), /This package is a member of the yarn workspace at `\.\.\/\.\.` \(listed in its package\.json\)/);
  });

  test("an auxiliary package.json beside Cargo.toml or pyproject.toml neither names the project nor takes the first slot", async () => {
    const cargo = await repoOf(
      {
        "Cargo.toml": '[package]\nname = "fastcalc"\ndescription = "Fast calculations"\nversion = "0.1.0"\n',
        "package.json": json({
          name: "root",
          private: true,
          description: "Tooling for the docs",
          scripts: { format: "prettier --write .", prepare: "husky" },
          devDependencies: { prettier: "3", husky: "9" },
        }),
        "package-lock.json": json({ lockfileVersion: 3 }),
      },
      "aux-cargo",
    );
    const profile = await detectProject(cargo.repo);
    assert.equal(profile.name, "fastcalc");
    assert.equal(profile.description, "Fast calculations");
    assert.deepEqual(profile.ecosystems, ["rust", "node"]);
    assert.equal(profile.commands[0]?.run, "cargo build");
    assert.match(instructionsText(profile), /^# fastcalc\n\nFast calculations\n/);
    const python = await repoOf(
      {
        "pyproject.toml": '[project]\nname = "ledger"\ndescription = "Double-entry ledger"\ndependencies = ["pytest"]\n',
        "uv.lock": "version = 1\n",
        "package.json": json({
          name: "ledger-docs",
          description: "The docs site",
          scripts: { "docs:dev": "vitepress dev docs", "docs:build": "vitepress build docs" },
        }),
        "pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
      },
      "aux-python",
    );
    const py = await detectProject(python.repo);
    assert.equal(py.name, "ledger");
    assert.equal(py.description, "Double-entry ledger");
    assert.equal(py.commands.find((command) => command.task === "install")?.run, "uv sync");
    // A package.json with real scripts beside pyproject.toml still speaks for the project.
    const web = await repoOf(
      { "pyproject.toml": '[project]\nname = "backend"\n', "package.json": json({ name: "shop", scripts: { build: "vite build", test: "vitest" } }) },
      "two-real",
    );
    assert.equal((await detectProject(web.repo)).name, "shop");
  });

  test("a placeholder name is no title: the README's heading, else the folder's name", async () => {
    const withReadme = await repoOf(
      {
        "package.json": json({ name: "root", private: true, workspaces: ["packages/*"] }),
        "README.md": "<p align=center><img src=logo.png></p>\n\n# [Acme Platform](https://acme.example)\n\nText.\n",
      },
      "placeholder",
    );
    assert.equal((await detectProject(withReadme.repo)).name, "Acme Platform");
    const bare = await repoOf({ "package.json": json({ name: "monorepo", private: true }) }, "bare");
    assert.equal((await detectProject(bare.repo)).name, "repo");
  });
});

describe("svc build: instructions the project already has", () => {
  const NODE: Tree = {
    // A test script svc build derives no one-test command from (`node --test` would add
    // `npm test -- --test-name-pattern=…`), and a lint of two linters it derives no fix from
    // (`eslint .` alone would add `npm run lint -- --fix`): these tests are about the commands a text names.
    "package.json": json({ name: "web-app", scripts: { test: "node test/run.js", lint: 'eslint . && stylelint "**/*.css"' } }),
    "package-lock.json": json({ lockfileVersion: 3 }),
  };

  test("CLAUDE.md next to an AGENTS.md imports it and adds only the commands it lacks", async () => {
    const { home, repo } = await repoOf({ ...NODE, "AGENTS.md": "# Web app\n\nRun `npm test` before committing; install with `npm ci`.\n" }, "agents");
    const result = await svc(["build", "--for", "claude-code", "--repo", repo, "--json"], { home });
    assert.equal(result.code, 0, result.stderr);
    const answer = JSON.parse(result.stdout);
    const item = answer.items.find((entry: { kind: string }) => entry.kind === "instructions");
    assert.equal(item.action, "create");
    assert.match(item.note, /AGENTS\.md is kept as it is and imported \(@AGENTS\.md\)/);
    assert.match(item.note, /added: the 1 command none of it names \(`npm run lint`\)/);
    const diff: string = answer.changes.find((change: { path: string }) => change.path.endsWith("CLAUDE.md")).diff;
    assert.match(diff, /^\+@AGENTS\.md$/m);
    assert.match(diff, /^\+- Lint: `npm run lint`$/m);
    assert.doesNotMatch(diff, /npm test|Web app/, "nothing AGENTS.md says is copied");
    // Everything named already: CLAUDE.md is the import alone.
    await writeFile(path.join(repo, "AGENTS.md"), "Use `npm ci`, `npm test` and `npm run lint`.\n");
    await svc(["build", "--for", "claude-code", "--repo", repo, "--apply"], { home, env: { SVC_LICENSE: DEV_LICENSE } });
    assert.equal(await readFile(path.join(repo, "CLAUDE.md"), "utf8"), "@AGENTS.md\n");
  });

  test("a user-written CLAUDE.md that names none of the commands is extended, not reported as complete; a second --apply writes nothing", async () => {
    const mine = "# Our app\n\nBe terse. Never touch the migrations folder.\n";
    const { home, repo } = await repoOf({ ...NODE, "CLAUDE.md": mine }, "extend");
    const env = { SVC_LICENSE: DEV_LICENSE };
    const first = await svc(["build", "--for", "claude-code", "--repo", repo, "--apply"], { home, env });
    assert.equal(first.code, 0, first.stderr);
    assert.doesNotMatch(first.stdout, /Nothing to write/);
    assert.match(first.stdout, /CLAUDE\.md is kept as it is; added at its end, between svc build markers: the 3 commands none of it names/);
    const text = await readFile(path.join(repo, "CLAUDE.md"), "utf8");
    assert.ok(text.startsWith(mine), "the user's text is kept byte for byte");
    assert.match(
      text,
      /<!-- svc build: begin[^\n]*-->\n## Commands found by svc build\n\n- Install dependencies: `npm ci`\n- Test: `npm test`\n- Lint: `npm run lint`\n<!-- svc build: end -->\n$/,
    );
    const second = await svc(["build", "--for", "claude-code", "--repo", repo, "--apply"], { home, env });
    assert.match(second.stdout, /Nothing to write: \.claude\/settings\.json and CLAUDE\.md already hold everything svc build found\./);
    assert.match(second.stdout, /CLAUDE\.md is kept as it is; svc build's part at its end already holds the 3 commands/);
    assert.equal(await readFile(path.join(repo, "CLAUDE.md"), "utf8"), text);
    // The user names the test command themselves: svc build's part drops it, their text stays.
    await writeFile(path.join(repo, "CLAUDE.md"), text.replace("Be terse.", "Be terse. Test with `npm run test`."));
    await svc(["build", "--for", "claude-code", "--repo", repo, "--apply"], { home, env });
    const third = await readFile(path.join(repo, "CLAUDE.md"), "utf8");
    assert.match(third, /Test with `npm run test`\./);
    assert.doesNotMatch(third, /- Test: `npm test`/);
    assert.match(third, /- Lint: `npm run lint`/);
  });

  test("a command counts as named however the file spells it: npm run test, flags added, not a longer script", async () => {
    const { names } = await import("../src/build/existing.ts");
    assert.equal(names("run `npm run test`", "npm test"), true);
    assert.equal(names("X=1 cargo test -p core", "cargo test --workspace"), true);
    assert.equal(names("`cargo clippy --workspace --all-targets -- -D warnings`", "cargo clippy --workspace"), true);
    assert.equal(names("run `npm run lint:fix`", "npm run lint"), false);
    assert.equal(names("use `make tests`", "make test"), false);
  });

  test("the tool's rules count as read: a command a rule names is not added again", async () => {
    const { home, repo } = await repoOf(
      { ...NODE, "CLAUDE.md": "# Ours\n", ".claude/rules/testing.md": "Run `npm test` and `npm run lint`; install with `npm ci`.\n" },
      "rules",
    );
    const answer = JSON.parse((await svc(["build", "--for", "claude-code", "--repo", repo, "--json"], { home })).stdout);
    const item = answer.items.find((entry: { kind: string }) => entry.kind === "instructions");
    assert.equal(item.action, "unchanged");
    assert.match(item.note, /CLAUDE\.md is kept as it is \(read with \.claude\/rules\/testing\.md\): it already names every command svc build found/);
  });
});
