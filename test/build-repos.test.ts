// How bench/build-repos.ts scores svc build against blind truth (test/support/build-truth.ts): a
// task is right only when svc's first command is accepted and none it lists is a `never` or another
// task's command; placeholders and quoting do not count.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, test } from "node:test";
import type { Task } from "../src/build/detect.ts";
import { normalizeCommand, scoreTask, truthRepos, truthSets, type Truth } from "./support/build-truth.ts";

const tasks = (given: Partial<Record<Task, string[]>>): Truth["tasks"] => {
  const all = ["install", "build", "test", "test-one", "lint", "lint-fix", "format", "format-check", "typecheck", "check", "dev", "migrate"] as const;
  return Object.fromEntries(all.map((task) => [task, given[task] ? { accept: given[task], from: "x" } : null])) as Truth["tasks"];
};

const truth: Truth = {
  repo: "o/n",
  ecosystem: "node",
  split: "tune",
  has_tests: true,
  tasks: tasks({
    test: ["npm test", "npm run test"],
    "test-one": ['npm test -- -t "<TestName>"'],
    format: ["npm run format"],
    "format-check": ["npm run format:check"],
  }),
  never: [["test", "npm run test:e2e"]],
};

describe("svc build's benchmark on blind truth: scoring", () => {
  test("placeholders of any name and quoting compare equal; a placeholder is not a redirection", () => {
    assert.equal(normalizeCommand('npm test -- -t "<name>"'), normalizeCommand("npm test -- -t <TestName>"));
    assert.equal(normalizeCommand("pytest tests/<file>.py::<test_name>"), normalizeCommand("pytest <file>"));
    assert.equal(normalizeCommand("vendor/bin/pest --filter=<TestName>"), normalizeCommand("vendor/bin/pest --filter <TestName>"));
    assert.notEqual(normalizeCommand("vendor/bin/pest --filter=<TestName>"), normalizeCommand("vendor/bin/pest <file>"));
    assert.notEqual(normalizeCommand("TESTPATH=<file> tox"), normalizeCommand("TESTPATH <file> tox"));
    assert.equal(normalizeCommand("dotnet test --filter=<X>"), normalizeCommand("dotnet test --filter=<Y>"));
    assert.notEqual(normalizeCommand("go test ./<package> -run <TestName>"), normalizeCommand("go test ./src -run <TestName>"));
    assert.notEqual(normalizeCommand("dotnet test --filter=<X>"), normalizeCommand("dotnet test <X>"));
    assert.equal(normalizeCommand("ruff check --fix ."), normalizeCommand("ruff check . --fix"));
    assert.equal(normalizeCommand("php vendor/bin/phpunit --filter <X>"), normalizeCommand("vendor/bin/phpunit --filter <X>"));
    assert.notEqual(normalizeCommand("php artisan test"), normalizeCommand("artisan test"));
    assert.equal(normalizeCommand("cargo check --all"), normalizeCommand("cargo check --workspace"));
    assert.notEqual(normalizeCommand("cargo fmt --all"), normalizeCommand("cargo fmt --workspace"));
    assert.notEqual(normalizeCommand("pnpm test run"), normalizeCommand("pnpm run test"));
    assert.notEqual(normalizeCommand("npx vitest run"), normalizeCommand("npx run vitest"));
    assert.equal(normalizeCommand("dotnet test Foo.sln --filter <X>"), normalizeCommand("dotnet test --filter <X> Foo.sln"));
    assert.equal(normalizeCommand("ruff check ."), normalizeCommand("ruff check"));
    assert.equal(normalizeCommand("uv run ruff format --check ."), normalizeCommand("uv run ruff format --check"));
    assert.equal(normalizeCommand("rubocop ."), normalizeCommand("rubocop"));
    assert.equal(normalizeCommand("./bin/ci"), normalizeCommand("bin/ci"));
    assert.notEqual(normalizeCommand("./build.sh"), normalizeCommand("build.sh"));
    assert.notEqual(normalizeCommand("black ."), normalizeCommand("black"));
    assert.notEqual(normalizeCommand("ruff check src"), normalizeCommand("ruff check"));
    assert.notEqual(normalizeCommand("cd a && make test"), normalizeCommand("make test && cd a"));
  });

  test("right: the first command accepted, the others neither never nor another task's", () => {
    assert.equal(scoreTask(truth, "test", ["npm run test", "make test"]).outcome, "right");
    assert.equal(scoreTask(truth, "test-one", ["npm test -- -t '<name>'"]).outcome, "right");
  });

  test("wrong: a first command not accepted, a never among them, or another task's command", () => {
    assert.equal(scoreTask(truth, "test", ["make test", "npm test"]).outcome, "wrong");
    assert.equal(scoreTask(truth, "test", ["npm test", "npm run test:e2e"]).outcome, "wrong");
    assert.equal(scoreTask(truth, "format-check", ["npm run format:check", "npm run format"]).outcome, "wrong");
  });

  test("missing when svc has nothing for a task the truth has; invented when the truth has none", () => {
    assert.equal(scoreTask(truth, "format", []).outcome, "missing");
    assert.equal(scoreTask(truth, "lint", ["npm run lint"]).outcome, "invented");
    assert.equal(scoreTask(truth, "lint", []).outcome, "none");
  });

  test("repositories come from the folders chosen (--sets), then by split", () => {
    const base = mkdtempSync(path.join(tmpdir(), "svc-truth-"));
    try {
      const write = (set: string, name: string, split: string): void => {
        mkdirSync(path.join(base, set, name), { recursive: true });
        writeFileSync(path.join(base, set, name, "truth.json"), JSON.stringify({ ...truth, repo: name, split }));
      };
      write("a", "o--one", "tune");
      write("a", "o--two", "heldout");
      write("b", "o--three", "tune");
      write("c", "o--four", "heldout");
      const names = (repos: ReturnType<typeof truthRepos>): string[] => repos.map((repo) => repo.truth.repo);
      assert.deepEqual(truthSets(base), ["a", "b", "c"]);
      assert.deepEqual(names(truthRepos("all", base)), ["o--one", "o--two", "o--three", "o--four"]);
      assert.deepEqual(names(truthRepos("all", base, ["a", "b"])), ["o--one", "o--two", "o--three"]);
      assert.deepEqual(names(truthRepos("heldout", base, ["a", "b"])), ["o--two"]);
      assert.deepEqual(names(truthRepos("heldout", base, ["c"])), ["o--four"]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
