// A project's own recipes (package.json scripts, Make / just / Taskfile targets, deno tasks, nox
// sessions, tox environments, hatch scripts, rake tasks) and what each really does: the commands
// in its body decide (`format: prettier --check .` checks formatting; `all: fmt test` runs
// checks, it is not a build); its name decides only where the body is opaque (`./scripts/test.sh`)
// and chooses among the things a body may be (`typecheck: tsc`).
import { verdictOf, type RunnerKind, type Verdict } from "./classify.ts";
import type { Source, Task } from "./profile.ts";
import { commandText, splitCommandLine, type SimpleCommand, type Variables } from "./shell.ts";

export interface Recipe {
  name: string;
  /** The part of the name that says what it does, when not all of it (hatch's `lint:fmt` → `fmt`). */
  label?: string;
  /** The command lines it runs. */
  lines: string[];
  /** Other recipes of the same runner it runs first (Make prerequisites, rake dependencies). */
  deps: string[];
  source: Source;
}

export interface Runner {
  kind: RunnerKind;
  recipes: Map<string, Recipe>;
  /** The command that runs one recipe: `pnpm lint`, `make test`, `nox -s tests`. */
  invoke: (name: string) => string;
  /** Variables its lines use (a Makefile's `GO ?= go`). */
  variables?: Variables;
  /** The recipe a bare call runs (Make's first target, rake's default). */
  defaultRecipe?: string;
  /** Names that are never commands of their own (npm lifecycle hooks). */
  hidden?: (name: string) => boolean;
}

type Outcome = { kind: "tasks"; tasks: Task[] } | { kind: "opaque" } | { kind: "noise" };

const SKIP_WORDS = new Set(["docs", "doc", "storybook", "site", "website", "release", "publish", "deploy", "clean", "bench", "benchmark", "benchmarks", "watch", "update", "snapshot", "snapshots", "changelog", "version", "prepare", "generate", "gen", "codegen", "upload", "docker", "image", "size", "analyze", "profile", "debug", "tag"]);
const TYPE_WORDS = ["typecheck", "typechecks", "types", "type", "tsc", "mypy", "pyright", "typing", "typings", "tscheck"];
const LINT_WORDS = ["lint", "lints", "linter", "linting", "eslint", "clippy", "rubocop", "ruff", "flake8", "pylint", "vet", "stylelint", "oxlint", "biome", "golangci", "standard"];
const FORMAT_WORDS = ["format", "formatting", "fmt", "prettier", "black", "isort", "gofmt", "spotless"];
const TEST_WORDS = ["test", "tests", "spec", "specs", "e2e", "unit", "integration", "pytest", "jest", "vitest", "rspec", "minitest"];
const CHECK_WORDS = ["check", "checks", "ci", "verify", "validate", "precommit", "presubmit", "prepush", "qa", "all", "default", "full", "pr", "ok", "style"];

/**
 * What a recipe's name says it does: a task, null when the name says it is none of them
 * (`docs:build`, `release`, `clean`), undefined when the name says nothing.
 */
export function meaning(name: string): Task | null | undefined {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "");
  const has = (list: readonly string[]): boolean => words.some((word) => list.includes(word));
  if (words.some((word) => SKIP_WORDS.has(word))) return null;
  const fixes = has(["fix", "write", "apply", "autofix", "autocorrect"]);
  if (has(FORMAT_WORDS)) return fixes ? "format" : has(["check", "verify", "ci", "diff", "lint", "test", "validate"]) ? "format-check" : "format";
  if (has(["build", "compile", "bundle", "assemble"])) return "build";
  if (has(TYPE_WORDS) || (words.includes("type") && words.includes("check"))) return "typecheck";
  if (has(LINT_WORDS)) return fixes ? "lint-fix" : "lint";
  if (words.length === 1 && words[0] === "fix") return "lint-fix";
  if (has(TEST_WORDS)) return "test";
  if (has(["migrate", "migrations", "migration", "makemigrations"])) return "migrate";
  if (has(["dev", "start", "serve", "server", "develop", "run", "runserver"])) return "dev";
  if (has(["install", "deps", "dependencies", "bootstrap"])) return "install";
  // "Run everything" only when that is all the name says (`check`, `ci`, `check-all`); `misspell-check` is one tool's check.
  if (words.every((word) => CHECK_WORDS.includes(word))) return "check";
  return undefined;
}

const CHECKS: readonly Task[] = ["test", "lint", "typecheck", "format-check", "format", "lint-fix", "build"];

const nameWords = (name: string): string[] => name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/);

/**
 * What a recipe does from what its body does and what it is called. `called` is true when CI or a
 * document runs the recipe: one that runs several checks is then the project's "run everything".
 */
function combine(name: string, outcomes: Outcome[], called = false): Task | undefined {
  const named = meaning(name);
  if (named === null) return undefined;
  const tasks = outcomes.filter((outcome) => outcome.kind === "tasks").map((outcome) => outcome.tasks);
  const opaque = outcomes.some((outcome) => outcome.kind === "opaque");
  if (tasks.length === 0) return opaque && named !== "install" ? named : undefined;
  if (named !== undefined && tasks.some((choices) => choices.includes(named))) return named;
  const withoutInstall = tasks.filter((choices) => choices[0] !== "install");
  const firsts = [...new Set((withoutInstall.length > 0 ? withoutInstall : tasks).map((choices) => choices[0] as Task))];
  if (firsts.length === 1) {
    const only = firsts[0] as Task;
    // `check: tsc -p .`: of what the body may be, the checking one.
    if (named === "check" && firsts.length === 1) {
      const checking = tasks.flat().find((task) => task === "typecheck" || task === "lint");
      if (checking !== undefined) return checking;
    }
    // An opaque step beside it (`node build.mjs && tsc --noEmit`) may be what the name says.
    if (opaque && named !== undefined && named !== "check" && !(named === "format" && only === "format-check") && !(named === "lint" && only === "lint-fix")) return named;
    // A name that says nothing beside steps svc cannot read (`conformance: tsc -p x; node --test …`):
    // the one step it knows is not what the whole recipe is for.
    if (opaque && named === undefined) return undefined;
    return only;
  }
  // Several things at once: the project's "run everything" recipe.
  const everything = named === "check" || named === undefined || called || nameWords(name).some((word) => CHECK_WORDS.includes(word));
  return everything && firsts.every((task) => CHECKS.includes(task)) ? "check" : undefined;
}

export class Runners {
  private readonly byKind = new Map<RunnerKind, Runner>();
  private readonly memo = new Map<string, Task | null>();

  add(runner: Runner): void {
    if (!this.byKind.has(runner.kind)) this.byKind.set(runner.kind, runner);
  }

  get(kind: RunnerKind): Runner | undefined {
    return this.byKind.get(kind);
  }

  all(): Runner[] {
    return [...this.byKind.values()];
  }

  /** The recipe a name calls: itself, or nox's `tests-3.12` (a session of one Python) → `tests`. */
  recipeName(runner: Runner, name: string): string | undefined {
    if (runner.recipes.has(name)) return name;
    const base = /^(.+?)-(?:\d+(?:\.\d+)*|pypy\S*)$/.exec(name)?.[1];
    return runner.kind === "nox" && base !== undefined && runner.recipes.has(base) ? base : undefined;
  }

  /** What one recipe does (memoised; a recipe that calls itself does nothing known). */
  recipeTask(runner: Runner, name: string, depth = 0, called = false): Task | undefined {
    const key = `${runner.kind}\0${name}`;
    const known = this.memo.get(key);
    if (known !== undefined && !called) return known ?? undefined;
    const recipe = runner.recipes.get(this.recipeName(runner, name) ?? name);
    if (recipe === undefined || depth > 8) return undefined;
    if (known === undefined) this.memo.set(key, null);
    const outcomes: Outcome[] = [];
    if (recipe.lines.length > 0) {
      for (const line of recipe.lines) {
        const commands = splitCommandLine(line, runner.variables);
        if (commands === null) outcomes.push({ kind: "opaque" });
        else for (const command of commands) outcomes.push(this.outcome(verdictOf(command.argv), command, depth + 1));
      }
    } else {
      for (const dep of recipe.deps) outcomes.push(this.outcome({ kind: "ref", runner: runner.kind, names: [dep] }, { argv: [] }, depth + 1));
    }
    const task = combine(recipe.label ?? name, outcomes, called);
    if (!called) this.memo.set(key, task ?? null);
    return task;
  }

  private outcome(verdict: Verdict, command: SimpleCommand, depth: number, called = false): Outcome {
    if (verdict.kind === "task") return { kind: "tasks", tasks: verdict.tasks };
    if (verdict.kind === "opaque" || verdict.kind === "noise") return verdict;
    if (verdict.kind === "ref" && verdict.fallback !== undefined && !this.byKind.get(verdict.runner)?.recipes.has(verdict.names[0] ?? "")) return this.outcome(verdict.fallback, command, depth, called);
    const tasks = verdict.names.map((name) => {
      const runner = verdict.kind === "ref" && command.cwd === undefined ? this.byKind.get(verdict.runner) : undefined;
      const recipe = runner === undefined ? undefined : this.recipeName(runner, name);
      if (runner !== undefined && recipe !== undefined) return this.recipeTask(runner, recipe, depth, called && verdict.names.length === 1);
      // A recipe of another folder, or of a tool that runs tasks by name: its name says it.
      return verdict.kind === "named" || command.cwd !== undefined || runner === undefined ? (meaning(name) ?? undefined) : undefined;
    });
    const known = [...new Set(tasks.filter((task) => task !== undefined))];
    if (known.length === 0) return verdict.kind === "ref" && this.byKind.get(verdict.runner)?.recipes.size ? { kind: "noise" } : { kind: "opaque" };
    // One package's or project's tests (`pnpm --filter web test`, `nx test store`) are one test's way.
    if (known.length === 1) return { kind: "tasks", tasks: verdict.kind === "named" && verdict.scoped && known[0] === "test" ? ["test-one"] : known };
    return { kind: "tasks", tasks: known.every((task) => CHECKS.includes(task)) ? ["check"] : [] };
  }

  /**
   * The commands of one line (a CI step, a line of CONTRIBUTING) that do something known, each
   * with its task. A call of one recipe is given as the recipe's own command (`npm run test` and
   * `npm test -- --ci` are both `npm test`), so the same command is listed once.
   */
  commandsOf(line: string, options: { variables?: Variables; folderExists?: (folder: string) => boolean; auxiliary?: (folder: string) => boolean; document?: boolean } = {}): { task: Task; run: string }[] {
    const commands = splitCommandLine(line, options.variables);
    if (commands === null) return [];
    const out: { task: Task; run: string }[] = [];
    for (const found of commands) {
      let command = found;
      // `cd` into a folder the project does not have: a document's `cd project` after cloning
      // (dropped), or a CI job working in another checkout (the command is not this project's).
      if (command.cwd !== undefined && options.folderExists !== undefined && !options.folderExists(command.cwd)) {
        if (!options.document) continue;
        command = { argv: command.argv };
      }
      // `cd fuzz && cargo check`: the fuzzing crate's check, not the project's.
      if (command.cwd !== undefined && options.auxiliary?.(command.cwd)) continue;
      const verdict = verdictOf(command.argv);
      const outcome = this.outcome(verdict, command, 0, true);
      // A script of the project run by path whose name is plainly a task (`scripts/test`,
      // `script/bootstrap`, `./ci/lint.sh`); `ci/ubuntu-install-packages` says nothing sure.
      const script = outcome.kind === "opaque" ? scriptTask(scriptPath(command.argv)) : undefined;
      const task = outcome.kind === "tasks" ? outcome.tasks[0] : (script ?? undefined);
      if (task === undefined) continue;
      let run = commandText(command);
      if (verdict.kind === "ref" && verdict.names.length === 1 && command.cwd === undefined) {
        const runner = this.byKind.get(verdict.runner);
        const name = runner === undefined ? undefined : this.recipeName(runner, verdict.names[0] ?? "");
        // `npm run test -- --ci` is `npm test`; `uvx --with tox-uv tox -e lint` stays as it is.
        if (runner !== undefined && name !== undefined && sameProgram(run, runner.invoke(name))) run = runner.invoke(name);
      }
      out.push({ task: task === "test" && options.document && picksOneTest(command.argv) ? "test-one" : task, run });
    }
    return out;
  }
}

/** The task of a script named plainly for it, in a scripts folder or at the root. */
const SCRIPT_NAMES: Record<string, Task> = {
  test: "test", tests: "test", lint: "lint", check: "check", cibuild: "check", build: "build", install: "install", bootstrap: "install",
  setup: "install", format: "format", fmt: "format", typecheck: "typecheck", server: "dev", dev: "dev",
};

/** The script a command runs: itself, or what `bash`, `sh` or `uv run` is given. */
export function scriptPath(argv: readonly string[]): string {
  let words = argv;
  for (;;) {
    if (["bash", "sh", "zsh"].includes(words[0] ?? "")) words = words.slice(1);
    else if (["uv", "poetry", "pdm", "hatch"].includes(words[0] ?? "") && words[1] === "run") words = words.slice(2).filter((word, index, all) => index > 0 || !word.startsWith("-") || all.length === 1);
    else return words.find((word) => !word.startsWith("-")) ?? "";
  }
}

function scriptTask(program: string): Task | undefined {
  const match = /^(?:\.\/)?(?:(?:scripts?|bin|ci|tools|dev)\/)?([\w-]+?)(?:\.(?:sh|bash|py))?$/.exec(program);
  if (match === null || (!program.includes("/") && !program.endsWith(".sh"))) return undefined;
  return SCRIPT_NAMES[match[1] ?? ""];
}

/** Whether two command lines run the same program (`npm run test` and `npm test`, `python -m nox` and `nox`). */
function sameProgram(line: string, invoke: string): boolean {
  const program = (words: string[]): string => (/^python[0-9.]*$/.test(words[0] ?? "") && words[1] === "-m" ? (words[2] ?? "") : (words[0] ?? ""));
  return program(line.split(" ")) === program(invoke.split(" "));
}

/** A test command narrowed to one test or file: `pytest a.py::t`, `go test -run X`, `-t name`. */
function picksOneTest(argv: readonly string[]): boolean {
  return argv.some((word, index) => {
    if (index === 0 || /^--?(ignore|deselect|exclude)/.test(argv[index - 1] ?? "") || /^--(ignore|deselect)=/.test(word) || /^not\b/.test(word)) return false;
    if (/::|^-(k|t|run|-filter|-grep|g|-tests|-test-name-pattern)$|^-Dtest=|^--tests?=|^--filter=|^--test-name-pattern=/.test(word)) return true;
    return /(^|\/)test_[\w-]+\.py$|_test\.(go|rb|py)$|_spec\.rb(:\d+)?$|\.(test|spec)\.[cm]?[jt]sx?$|_test\.rb:\d+$/.test(word);
  });
}

/** How well a recipe's name fits its task: the plain name (`test`, `lint:fix`) first. */
export function nameRank(task: Task, name: string): number {
  const plain: Record<Task, string[]> = {
    install: ["install", "deps", "setup", "bootstrap"],
    build: ["build", "compile"],
    test: ["test", "tests"],
    "test-one": [],
    lint: ["lint"],
    "lint-fix": ["lint:fix", "lint-fix", "lint_fix", "fix"],
    format: ["format", "fmt", "format:fix", "format:write"],
    "format-check": ["format:check", "format-check", "fmt-check", "check-format", "fmt:check", "check:format"],
    typecheck: ["typecheck", "type-check", "types", "tsc", "check:types", "typecheck:all"],
    check: ["check", "ci", "all", "verify"],
    dev: ["dev", "start", "run", "serve"],
    migrate: ["migrate", "db:migrate"],
  };
  const index = plain[task].indexOf(name);
  return index >= 0 ? index : 10 + name.length;
}
