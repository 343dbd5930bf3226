// A project's own recipes (package.json scripts, Make / just / Taskfile targets, deno tasks, nox
// sessions, tox environments, hatch scripts, rake tasks) and what each really does: the commands
// in its body decide (`format: prettier --check .` checks formatting; `all: fmt test` runs
// checks, it is not a build); its name decides only where the body is opaque (`./scripts/test.sh`)
// and chooses among the things a body may be (`typecheck: tsc`).
import { everydayArgs, verdictOf, type RunnerKind, type Verdict } from "./classify.ts";
import type { Source, Task } from "./profile.ts";
import path from "node:path";
import { commandText, joinWords, splitCommandLine, type SimpleCommand, type Variables } from "./shell.ts";
import { positionals } from "./verdict.ts";
import { NATIVE_BUILD_FOLDERS } from "./profile.ts";

export interface Recipe {
  name: string;
  /** The part of the name that says what it does, when not all of it (hatch's `lint:fmt` → `fmt`). */
  label?: string;
  /** The command lines it runs. */
  lines: string[];
  /** Other recipes of the same runner it runs first (Make prerequisites, rake dependencies). */
  deps: string[];
  source: Source;
  /** How one test runs through it, where its runner says (Automake's `make check TESTS=<name>`). */
  oneTest?: string;
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
  /** The folder of another package whose recipes these are (a workspace member, `yarn --cwd web`). */
  folder?: string;
  /** A recipe named but defined nowhere here is a library's (Rake's `spec` from rspec): its name says what it does. */
  undefinedByName?: boolean;
}

/** A task name's result, for recipes known only by their names. */
const taskOf = (task: Task | null | undefined): RecipeResult | undefined => (task === null || task === undefined ? undefined : { task, also: [] });

/** Whether npm-run-all's pattern (`lint:*`, `test:**`) names a script: `*` is one part between colons, `**` any. */
function globMatches(pattern: string, name: string): boolean {
  const expression = pattern
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*/g, "\u0000")
    .replace(/\*/g, "[^:]*")
    .replace(/\u0000/g, ".*");
  return new RegExp(`^${expression}$`).test(name);
}

/** The recipes a name stands for: itself, or those npm-run-all's pattern (`lint:*`) or pnpm's regular expression matches. */
export function scriptsNamed(runner: Runner, name: string): Recipe[] {
  const matches = isRegexName(name) ? regexMatches : name.includes("*") ? globMatches : undefined;
  if (matches === undefined) return runner.recipes.has(name) ? [runner.recipes.get(name) as Recipe] : [];
  return [...runner.recipes.values()].filter((recipe) => matches(name, recipe.name));
}

// pnpm runs every script whose name a regular expression between slashes matches (`pnpm run "/^build:/"`).
export const isRegexName = (name: string): boolean => name.length > 2 && name.startsWith("/") && name.endsWith("/");
export function regexMatches(pattern: string, name: string): boolean {
  try {
    return new RegExp(pattern.slice(1, -1)).test(name);
  } catch {
    // A pattern JavaScript cannot read names nothing svc can follow.
    return false;
  }
}

/** What one step of a recipe does: its task and what it may be called (`tasks`), and everything it does (`does`). */
type Outcome = { kind: "tasks"; tasks: Task[]; does: Task[] } | { kind: "opaque" } | { kind: "noise" };

/**
 * Whether a command starts the project's program as it is: Cargo's, Go's, SwiftPM's or the .NET
 * SDK's `run` with options only (SwiftPM's one product name, Go's package), or a program the
 * build made, run by its path (`./lazygit`); not a script of the project's (`./scripts/seed`).
 */
function launchesProgram(given: readonly string[]): boolean {
  const argv = given.filter((word) => !/^[A-Za-z_]\w*=/.test(word));
  const [program = "", sub = "", ...rest] = argv;
  // After the program's own words, options only, and none that asks it what it is.
  const onlyOptions = (words: readonly string[]): boolean => words.every((word) => word.startsWith("-") && !["--version", "-V", "--help", "-h"].includes(word));
  const end = rest.indexOf("--");
  const own = end < 0 ? rest : rest.slice(0, end);
  const passed = end < 0 ? [] : rest.slice(end + 1);
  if (sub !== "run") return /^\.\/([\w./-]|\{\{[^}]*\}\})+$/.test(program) && !LAUNCH_SCRIPT.test(program) && onlyOptions(argv.slice(1));
  const [target, ...more] = positionals(own, RUN_OPTIONS[program] ?? []);
  switch (program) {
    case "cargo":
    case "dotnet":
      return target === undefined && onlyOptions(passed);
    case "swift":
      // `swift run acme`: the executable product, then its arguments.
      return more.length === 0 && onlyOptions(passed);
    case "go":
      // The package (`.`, `./cmd/acme`, `main.go`), then its arguments.
      return target !== undefined && /^(\.|\.\/[\w./-]+|[\w./-]+\.go|[\w-]+(\/[\w-]+)+)$/.test(target) && onlyOptions(more) && onlyOptions(passed);
    default:
      return false;
  }
}

/**
 * Runners whose recipe lines are shell commands that run as well on their own. (mise's too, with the
 * tools it installs on the PATH, for a fixing twin; not a tox environment's, whose tools are
 * installed in that environment only.)
 */
const SHELL_LINE_RUNNERS: readonly RunnerKind[] = ["make", "just", "task"];

/** How each Node package manager runs a program of node_modules/.bin from a prompt: `npx prettier`, `pnpm exec prettier`. */
export const MANAGER_EXEC: Record<string, string> = { npm: "npx", pnpm: "pnpm exec", yarn: "yarn", bun: "bunx" };

/** Each tool's `run` options that take a value: what is left is the target and the program's arguments. */
const RUN_OPTIONS: Record<string, string[]> = {
  cargo: ["-p", "--package", "--bin", "--example", "--profile", "--features", "-F", "--target", "-j", "--jobs", "--manifest-path", "--color", "-Z"],
  dotnet: ["-p", "--project", "-c", "--configuration", "-f", "--framework", "-r", "--runtime", "--launch-profile", "-a", "--arch", "--os"],
  swift: ["-c", "--configuration", "--product", "--package-path", "--scratch-path", "-Xswiftc", "-Xcc", "-Xlinker"],
  go: ["-tags", "-ldflags", "-gcflags", "-asmflags", "-mod", "-C", "-exec", "-o", "-p", "-pgo", "-overlay", "-modfile"],
};

/**
 * A script of the project's, or a dependency's program, not one the build makes
 * (`./scripts/seed-database`, `./bin/setup`, `./migrate.sh`, `./node_modules/.bin/rolldown`).
 */
const LAUNCH_SCRIPT = /\.(sh|py|rb|pl|js|mjs|ts|bash|ps1)$|^\.\/(scripts?|bin|tools|hack|dev|ci|node_modules|vendor)\//;

/** What a recipe does, and what else it does that goes with that (`lint: eslint && prettier --check` also checks formatting). */
export interface RecipeResult {
  task: Task;
  also: Task[];
  /** The task comes from what the body runs (a known tool), not from the recipe's name alone. */
  known?: boolean;
}

const SKIP_WORDS = new Set([
  "docs",
  "doc",
  "book",
  "mdbook",
  "storybook",
  "site",
  "website",
  "release",
  "publish",
  "deploy",
  "clean",
  "bench",
  "benchmark",
  "benchmarks",
  "watch",
  "update",
  "upgrade",
  "bump",
  "snapshot",
  "snapshots",
  "changelog",
  "version",
  "prepare",
  "generate",
  "gen",
  "codegen",
  "upload",
  "docker",
  "image",
  "size",
  "profile",
  "debug",
  "tag",
  "reset",
  "drop",
  "seed",
  "seeds",
  "rollback",
  "purge",
  "wipe",
  "destroy",
  "nuke",
  "example",
  "examples",
  "demo",
  "demos",
  "sample",
  "samples",
  "playground",
  "mutation",
  "mutate",
  "stryker",
  "perf",
  "translate",
  "i18n",
  "l10n",
]);
const TYPE_WORDS = ["typecheck", "typechecks", "types", "type", "tsc", "mypy", "pyright", "typing", "typings", "tscheck"];
const LINT_WORDS = [
  "lint",
  "lints",
  "linter",
  "linting",
  "eslint",
  "clippy",
  "rubocop",
  "ruff",
  "flake8",
  "pylint",
  "vet",
  "stylelint",
  "oxlint",
  "biome",
  "golangci",
  "standard",
  "spellcheck",
  "spelling",
  "credo",
  "phpcs",
  "phpstan",
  "psalm",
  "analyse",
  "analysis",
  "static",
  "cs",
];
const FORMAT_WORDS = ["format", "formatting", "reformat", "fmt", "prettier", "black", "isort", "gofmt", "spotless"];
const TEST_WORDS = [
  "test",
  "tests",
  "spec",
  "specs",
  "e2e",
  "unit",
  "integration",
  "pytest",
  "jest",
  "vitest",
  "mocha",
  "ava",
  "phpunit",
  "pest",
  "rspec",
  "minitest",
];
const CHECK_WORDS = ["check", "checks", "ci", "verify", "validate", "precommit", "presubmit", "prepush", "qa", "all", "default", "full", "pr", "ok", "style"];

/**
 * What a recipe's name says it does: a task, null when the name says it is none of them
 * (`docs:build`, `release`, `clean`), undefined when the name says nothing.
 */
export function meaning(name: string): Task | null | undefined {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  const has = (list: readonly string[]): boolean => words.some((word) => list.includes(word));
  // A dev loop that watches (`dev:watch`, `start-watch`) is the dev loop; other watching runs (`test:watch`) are no task's.
  // So is a build that watches (`watch`, `build:watch`, `build-watch`): a library's loop while it is worked on.
  const devLoop =
    has(["dev", "start", "serve", "server", "develop"]) ||
    (words.includes("watch") && words.every((word) => ["watch", "build", "compile", "bundle", "all"].includes(word)));
  // …and generating code named as the build (`build-gen`, Dart's build_runner) is the build.
  const buildGen = words.includes("build") && (words.includes("gen") || words.includes("codegen"));
  const fixes = has(["fix", "write", "apply", "autofix", "autocorrect"]);
  if (words.some((word) => SKIP_WORDS.has(word) && !(word === "watch" && devLoop) && !(buildGen && (word === "gen" || word === "codegen")))) return null;
  if (has(FORMAT_WORDS)) return fixes ? "format" : has(["check", "verify", "ci", "diff", "lint", "test", "validate"]) ? "format-check" : "format";
  if (devLoop && words.includes("watch")) return "dev";
  // A name of checks of several kinds (`test-and-lint`, `typecheck-and-test`) runs them all: the run-everything
  // (not Composer's and Pest's `test:lint`, `test:types` or a `lint:types`, where the first word groups the checks: that one check).
  const grouped = words.length === 2 && ["test", "lint"].includes(words[0] ?? "");
  if (!fixes && !grouped && [has(TEST_WORDS), has(LINT_WORDS), has(TYPE_WORDS)].filter(Boolean).length >= 2) return "check";
  if (has(["build", "compile", "bundle", "assemble"])) return "build";
  if (has(TYPE_WORDS) || (words.includes("type") && words.includes("check"))) return "typecheck";
  if (has(LINT_WORDS)) return fixes ? "lint-fix" : "lint";
  // `fix`, `check:fix`, `ci-fix`: the fixing run of the checks.
  if (fixes && words.every((word) => ["fix", "autofix", "write", "apply"].includes(word) || CHECK_WORDS.includes(word))) return "lint-fix";
  if (has(TEST_WORDS)) return "test";
  if (has(["migrate", "migrations", "migration", "makemigrations"])) return "migrate";
  // Installing what development needs (`install-dev-deps`, `dev-setup`) is the install, not the dev loop.
  // (`init` alone too: `make init` readies a checkout; `init-db` and the like do something else.)
  if (
    has(["install", "deps", "dependencies", "bootstrap"]) ||
    (words.includes("setup") && words.includes("dev")) ||
    (words.length === 1 && words[0] === "init")
  )
    return "install";
  // `run` alone is not among them: a CLI's `run: go run ./cmd/acme` runs the program once, no dev loop.
  // "server" says so with a word for starting or for the app (`run-server`, `web-server`), not beside
  // another thing (`server-keys`, `echo-server` of an example).
  const server =
    words.includes("server") && words.every((word) => ["server", "run", "start", "dev", "local", "watch", "api", "web", "app", "backend"].includes(word));
  if (has(["dev", "start", "serve", "develop", "runserver"]) || server) return "dev";
  // "Run everything" only when that is all the name says (`check`, `ci`, `check-all`); `misspell-check` is one tool's check.
  if (words.every((word) => CHECK_WORDS.includes(word))) return "check";
  return undefined;
}

const CHECKS: readonly Task[] = ["test", "lint", "typecheck", "format-check", "format", "lint-fix", "build", "check"];
/** Tasks that rewrite files: a recipe that runs one fixes, it is never a check. */
const WRITES: readonly Task[] = ["format", "lint-fix"];
/** What goes with a task in one recipe: lints and formatting checks are both style checks (and their fixes, both fixes). */
export const PARTNER: Partial<Record<Task, Task>> = { lint: "format-check", "format-check": "lint", "lint-fix": "format", format: "lint-fix" };

const nameWords = (name: string): string[] =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/);

/** How many kinds of checking tasks are: tests, type checks, style (lints and formatting checks); a `check` counts as several. */
function checkKinds(tasks: readonly Task[]): number {
  const kinds = new Set(
    tasks.map((task) => (task === "lint" || task === "format-check" ? "style" : task)).filter((task) => ["test", "typecheck", "style", "check"].includes(task)),
  );
  return kinds.has("check") ? 2 : kinds.size;
}

/**
 * What a recipe does from what its body does and what it is called. A recipe that rewrites files
 * fixes (`lint: eslint --fix` is the lint fix); one that runs checks of several kinds (tests,
 * types, style) is the project's "all checks", whatever its name (`lint: run-p lint:*` running
 * tsc, eslint and prettier --check). `called` is true when CI or a document runs the recipe: one
 * that runs several steps is then the project's "run everything".
 */
function combine(name: string, outcomes: Outcome[], called = false, part = false, composed = false): RecipeResult | undefined {
  const steps = outcomes.filter((outcome) => outcome.kind === "tasks");
  const named = meaning(name);
  if (named === null) {
    // A name for updating (`update-db`) whose body only migrates the database is the migration.
    if (
      nameWords(name).includes("update") &&
      steps.length > 0 &&
      steps.every((step) => step.tasks[0] === "migrate") &&
      meaning(name.replace(/update/gi, "")) !== null
    )
      return { task: "migrate", also: [], known: true };
    // `watch` alone, whose body is a dev loop (`bun build.ts --watch`), is the project's dev loop.
    if (name === "watch" && steps.length > 0 && steps.every((step) => step.tasks[0] === "dev")) return { task: "dev", also: [], known: true };
    return undefined;
  }
  const opaque = outcomes.some((outcome) => outcome.kind === "opaque");
  if (steps.length === 0) return opaque && named !== undefined && named !== "install" ? { task: named, also: [] } : undefined;
  // A recipe named for installing that migrates the database too (`install: composer npm-build` then
  // `php artisan migrate`) sets up a whole checkout: neither the install nor the migration alone.
  if (named === "install" && steps.some((step) => step.tasks[0] === "migrate")) return undefined;
  const real = steps.filter((step) => step.tasks[0] !== "install");
  const used = real.length > 0 ? real : steps;
  const firsts = [...new Set(used.map((step) => step.tasks[0] as Task))];
  const does = [...new Set(used.flatMap((step) => step.does))];
  const result = (task: Task): RecipeResult => {
    // A run-everything that runs the tests says so: it comes first among the project's checks.
    const partner = task === "check" ? "test" : PARTNER[task];
    return {
      task,
      also: partner !== undefined && does.includes(partner) ? [partner] : [],
      known: task === "check" || steps.some((step) => step.tasks.includes(task)),
    };
  };
  const writes = firsts.filter((task) => WRITES.includes(task));
  // A fixer named for lints fixes lints; one that only formats (`cs:fix: mago format`) formats.
  if (writes.length > 0 && (named === "lint" || named === "lint-fix")) return result(writes.includes("lint-fix") ? "lint-fix" : "format");
  if (writes.length > 0 && named === "format") return result("format");
  if (writes.length === 0 && named === "format" && firsts.includes("format-check")) return result("format-check");
  if (firsts.length === 1) {
    const only = firsts[0] as Task;
    // The name picks which of the body's effects the recipe is for (`format:check: biome check .` checks the formatting, and lints).
    if (named !== undefined && steps.some((step) => step.tasks.includes(named) || step.does.includes(named))) return result(named);
    // Every pre-commit hook (formatters and linters) under a name for one of them (nox's `format`) is that.
    if (only === "check" && (named === "format" || named === "lint" || named === "lint-fix")) return { task: named, also: [], known: true };
    // `check: tsc -p .`: of what the body may be, the checking one.
    if (named === "check") {
      const checking = steps.flatMap((step) => step.tasks).find((task) => task === "typecheck" || task === "lint");
      if (checking !== undefined) return result(checking);
    }
    // An opaque step beside it (`node build.mjs && tsc --noEmit`) may be what the name says.
    if (opaque && named !== undefined && named !== "check" && !(named === "format" && only === "format-check") && !(named === "lint" && only === "lint-fix"))
      return result(named);
    // A name that says nothing beside steps svc cannot read (`conformance: tsc -p x; node --test …`):
    // the one step it knows is not what the whole recipe is for.
    if (opaque && named === undefined) return undefined;
    return result(only);
  }
  // `test: eslint . && jest`: the project's tests, with a lint first; one that runs lints, type
  // checks and the tests (`composer test` of pest) is the project's run-everything.
  if (named === "test" && firsts.includes("test") && checkKinds(firsts) < 3) return result("test");
  // A part of the project's run-everything, named for a check it runs (deno's `lint` inside `ok`), is that check.
  if (part && named !== undefined && named !== "check" && firsts.includes(named)) return result(named);
  if (checkKinds(firsts) >= 2) return result("check");
  if (named !== undefined && named !== "check" && steps.some((step) => step.tasks.includes(named))) return result(named);
  // Several things at once: the project's "run everything" recipe.
  const everything = named === "check" || named === undefined || called || nameWords(name).some((word) => CHECK_WORDS.includes(word));
  // …but "all checks" only when it runs checks of several kinds (formatting counts as style): not a build and the tests.
  if (everything && firsts.every((task) => CHECKS.includes(task)) && checkKinds(firsts.map((task) => (WRITES.includes(task) ? "lint" : task))) >= 2)
    return result("check");
  // A recipe named to check everything that runs the project's recipes for the lint and the
  // formatting check (`verify: run-s format:check lint`) is the run-everything; one that runs the
  // tools itself (`check: eslint . && prettier --check .`) stays the lint.
  if (named === "check" && composed && !nameWords(name).includes("style") && writes.length === 0 && firsts.includes("lint") && firsts.includes("format-check"))
    return result("check");
  // A check of one kind (`style: ruff check && ruff format --check`) is that kind: style checks are the lint.
  if (named === "check" && writes.length === 0 && checkKinds(firsts) === 1)
    return result(
      firsts.includes("lint") || firsts.includes("format-check") ? "lint" : (firsts.find((task) => task === "test" || task === "typecheck") ?? "lint"),
    );
  // Only fixes (`fix: eslint --fix && prettier --write`): the lint fix, which also formats.
  if (writes.length === firsts.length && named === undefined) return result(writes.includes("lint-fix") ? "lint-fix" : "format");
  return undefined;
}

/**
 * The script a command hands to a shell: `bash -c "…"`, also behind a wrapper that runs it
 * elsewhere (`./devenv bash -c "…"`, `docker compose run web sh -c "…"`).
 */
function shellScript(argv: readonly string[]): string | undefined {
  const at = argv.findIndex((word, index) => /^(ba|z|da)?sh$/.test(word.replace(/^.*\//, "")) && argv[index + 1] === "-c");
  return at >= 0 && at <= 6 ? argv[at + 2] : undefined;
}

export class Runners {
  private readonly byKind = new Map<RunnerKind, Runner>();
  private readonly memo = new Map<string, RecipeResult | null>();
  private readonly folders = new Map<string, Runner | undefined>();
  /** The workspace members' scripts, each member a runner (`pnpm -r lint` runs theirs). */
  members: Runner[] = [];
  /** Reads the scripts of the package in a folder, when there is one. */
  loadFolder?: (folder: string) => Runner | undefined;
  /** The project's `build.sh` / `build.ps1` is a Cake or NUKE script: bare, it runs every target. */
  buildScriptRunsAll = false;
  /** The root tsconfig.json says `noEmit`: bare `tsc` only checks the types there, it builds nothing. */
  tscEmitsNothing = false;
  /** The Gradle task that runs one build variant's unit tests, where `test` only aggregates them (Android's `testDebugUnitTest`). */
  gradleUnitTest: string | undefined;
  /** How the project runs pre-commit, when it depends on it: `uv run prek`, `poetry run pre-commit`. */
  preCommit?: string;
  /** The project's pre-commit hooks only format and tidy files: running them all is no check. */
  preCommitChecksNothing = false;
  /** The root package depends on Jest or Vitest: the runner an Nx `test` target of its runs. */
  nodeTestRunner: "jest" | "vitest" | undefined;

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
    return this.recipeResult(runner, name, depth, called)?.task;
  }

  /** The tasks a recipe does besides its own that go with it (`cs: phpcs` lints and checks formatting). */
  recipeAlso(runner: Runner, name: string): Task[] {
    return this.recipeResult(runner, name)?.also ?? [];
  }

  /**
   * What one recipe does. `called`: CI or a document runs it (several steps are then the project's
   * run-everything); `part`: another of the runner's run-everything recipes runs it (it is then
   * the check it is named for).
   */
  recipeResult(runner: Runner, name: string, depth = 0, called = false, part = false): RecipeResult | undefined {
    const key = `${runner.kind}\0${runner.folder ?? ""}\0${name}`;
    const known = this.memo.get(key);
    if (known !== undefined && !called && !part) return known ?? undefined;
    const recipe = runner.recipes.get(this.recipeName(runner, name) ?? name);
    if (recipe === undefined || depth > 8) return undefined;
    if (known === undefined) this.memo.set(key, null);
    const outcomes: Outcome[] = [];
    if (recipe.lines.length > 0) {
      for (const line of recipe.lines) {
        // What a recipe hands to a shell (`./devenv bash -c "cd app && mix format"`) is what it runs.
        const commands = splitCommandLine(line, runner.variables)?.flatMap((command) => {
          const script = shellScript(command.argv);
          return (script === undefined ? null : splitCommandLine(script, runner.variables)) ?? [command];
        });
        if (commands === undefined) outcomes.push({ kind: "opaque" });
        else {
          for (const command of commands) {
            const verdict = verdictOf(command.argv);
            // `run:` that starts the project's own program as it is (`cargo run`, `./lazygit` after
            // building it): the loop a contributor tries a change in. One that runs it once with an
            // argument (`chezmoi --version`) or runs another tool is no task of its own.
            if (name === "run" && verdict.kind === "opaque" && launchesProgram(command.argv)) {
              outcomes.push({ kind: "tasks", tasks: ["dev"], does: ["dev"] });
              continue;
            }
            // A script of the project plainly named for a task (`script/build`, `./scripts/test.sh`) does that task.
            const script = verdict.kind === "opaque" ? scriptTask(command.argv, this.buildScriptRunsAll) : undefined;
            outcomes.push(
              ...(script !== undefined
                ? [{ kind: "tasks" as const, tasks: [script], does: [script] }]
                : this.outcomes(verdict, command, depth + 1, false, runner)),
            );
          }
        }
      }
    } else {
      for (const dep of recipe.deps)
        outcomes.push(...this.outcomes({ kind: "ref", runner: runner.kind, names: [dep] }, { argv: [] }, depth + 1, false, runner));
    }
    // Made only of other recipes (`verify: run-s format:check lint`, `check: lint test`): those
    // recipes keep their own tasks, so this one can be the run-everything of them.
    const composed =
      recipe.lines.length === 0 ||
      recipe.lines.every((line) => (splitCommandLine(line, runner.variables) ?? []).every((command) => verdictOf(command.argv).kind === "ref"));
    const result = combine(recipe.label ?? name, outcomes, called, part, composed);
    if (!called && !part) this.memo.set(key, result ?? null);
    return result;
  }

  /**
   * The line of a recipe that does `task` itself, as typed at the project's root (`ruff format
   * --check --diff .` of a `lint:` target); only for runners whose lines are shell commands
   * (make, just, task), and only the first such line.
   */
  lineDoing(runner: Runner, name: string, task: Task): string | undefined {
    return SHELL_LINE_RUNNERS.includes(runner.kind) ? this.linesDoing(runner, name, task)[0] : undefined;
  }

  /** Every command of a make, just, Task or mise recipe that does `task`, in order, each to run on its own. */
  linesDoing(runner: Runner, name: string, task: Task): string[] {
    if (![...SHELL_LINE_RUNNERS, "mise"].includes(runner.kind) || runner.folder !== undefined) return [];
    const recipe = runner.recipes.get(this.recipeName(runner, name) ?? name);
    const found: string[] = [];
    for (const line of recipe?.lines ?? []) {
      for (const command of splitCommandLine(line, runner.variables) ?? []) {
        const verdict = verdictOf(command.argv);
        if (verdict.kind === "task" && verdict.tasks[0] === task) found.push(commandText(command));
      }
    }
    return found;
  }

  /** The names of the runner's recipes that one of its run-everything recipes runs (`ok: deno task lint && …` runs `lint`). */
  partsOfEverything(runner: Runner): Set<string> {
    const parts = new Set<string>();
    for (const recipe of runner.recipes.values()) {
      if (this.recipeTask(runner, recipe.name) !== "check") continue;
      for (const line of recipe.lines) {
        for (const command of splitCommandLine(line, runner.variables) ?? []) {
          const verdict = verdictOf(command.argv);
          if (verdict.kind === "ref" && verdict.runner === runner.kind && verdict.dir === undefined && command.cwd === undefined)
            for (const name of verdict.names) if (name !== recipe.name) parts.add(name);
        }
      }
      for (const dep of recipe.deps) if (dep !== recipe.name) parts.add(dep);
    }
    return parts;
  }

  /** The scripts of a package in another folder (`cd web && npm test`, `yarn --cwd web lint`), as a runner of their own. */
  private folderRunner(folder: string): Runner | undefined {
    const clean = folder.replace(/^\.\//, "").replace(/\/+$/, "");
    if (!this.folders.has(clean)) this.folders.set(clean, this.loadFolder?.(clean));
    return this.folders.get(clean);
  }

  /** What a script the workspace's members define does (`pnpm -r build-check`, `turbo lint`): what most of them run. */
  private memberResult(name: string, depth: number): RecipeResult | undefined {
    const counts = new Map<Task, { count: number; result: RecipeResult }>();
    for (const member of this.members) {
      const result = member.recipes.has(name) ? this.recipeResult(member, name, depth) : undefined;
      if (result === undefined) continue;
      const entry = counts.get(result.task) ?? { count: 0, result };
      entry.count++;
      counts.set(result.task, entry);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.result;
  }

  /** What one command does: one outcome, or one per recipe it runs (`run-s lint test`, `make lint test`). */
  private outcomes(verdict: Verdict, command: SimpleCommand, depth: number, called = false, from?: Runner): Outcome[] {
    if (verdict.kind === "task") {
      // `tsc` builds or type-checks; with the project's `noEmit` it can only type-check (a bundler builds).
      const rootConfig = !command.argv.some((word) => ["-p", "--project", "-b", "--build"].includes(word));
      const tasks: Task[] =
        this.tscEmitsNothing && rootConfig && verdict.tasks[0] === "build" && verdict.tasks[1] === "typecheck" ? ["typecheck"] : verdict.tasks;
      return [{ kind: "tasks", tasks, does: [tasks[0] as Task, ...(verdict.also ?? [])] }];
    }
    if (verdict.kind === "opaque" || verdict.kind === "noise") return [verdict];
    // The runner of the folder the command runs in: another package's scripts, or this one's.
    const folder = verdict.kind === "ref" ? (verdict.dir ?? command.cwd) : command.cwd;
    const scriptsHere = from?.kind === "scripts" && from.folder !== undefined && folder === undefined ? from : undefined;
    const runner =
      verdict.kind !== "ref"
        ? undefined
        : folder !== undefined
          ? verdict.runner === "scripts"
            ? this.folderRunner(folder)
            : undefined
          : verdict.runner === "scripts" && scriptsHere !== undefined
            ? scriptsHere
            : this.byKind.get(verdict.runner);
    if (verdict.kind === "ref" && verdict.fallback !== undefined && !runner?.recipes.has(verdict.names[0] ?? ""))
      return this.outcomes(verdict.fallback, command, depth, called, from);
    // `run-p lint:*`: every script the pattern names.
    const names = verdict.names.flatMap((name) => {
      const matches = isRegexName(name) ? regexMatches : name.includes("*") ? globMatches : undefined;
      return runner !== undefined && matches !== undefined ? [...runner.recipes.keys()].filter((key) => matches(name, key)) : [name];
    });
    const results = names.map((name): RecipeResult | undefined => {
      if (verdict.kind === "named") return this.memberResult(name, depth + 1) ?? taskOf(meaning(name));
      const recipe = runner === undefined ? undefined : this.recipeName(runner, name);
      if (runner !== undefined && recipe !== undefined) {
        // `yarn lint:prettier --write`: the script's one command with the arguments added.
        const extra = verdict.extra ?? [];
        const body = extra.length > 0 ? runner.recipes.get(recipe)?.lines : undefined;
        const single = body?.length === 1 ? splitCommandLine(body[0] ?? "", runner.variables) : null;
        if (single?.length === 1 && single[0] !== undefined) {
          const inner = verdictOf([...single[0].argv, ...extra]);
          if (inner.kind === "task") return { task: inner.tasks[0] as Task, also: [...(inner.also ?? [])] };
        }
        return this.recipeResult(runner, recipe, depth, called && names.length === 1);
      }
      // A recipe of a folder svc cannot read, or of a runner the project does not have: its name says it.
      // There, Make's `all` is what the GNU conventions make it: compile everything, no checks.
      if (folder !== undefined && verdict.kind === "ref" && verdict.runner === "make" && name === "all") return { task: "build", also: [] };
      // …and its `install` copies the built program onto the system: no dependency install.
      if (verdict.kind === "ref" && verdict.runner === "make" && (name === "install" || name === "uninstall")) return undefined;
      return folder !== undefined || runner === undefined || runner.undefinedByName === true ? taskOf(meaning(name)) : undefined;
    });
    const known = results.filter((result) => result !== undefined);
    if (known.length === 0) return [verdict.kind === "ref" && runner?.recipes.size ? { kind: "noise" } : { kind: "opaque" }];
    // One package's tests (`pnpm --filter web test`) are neither the project's tests nor one test.
    if (verdict.kind === "named" && verdict.scoped === true && known.some((result) => result.task === "test")) return [{ kind: "noise" }];
    return known.map((result) => ({ kind: "tasks", tasks: [result.task], does: [result.task, ...result.also] }));
  }

  /**
   * The commands of one line (a CI step, a line of CONTRIBUTING) that do something known, each
   * with its task. A call of one recipe is given as the recipe's own command (`npm run test` and
   * `npm test -- --ci` are both `npm test`), so the same command is listed once.
   */
  commandsOf(
    line: string,
    options: {
      variables?: Variables;
      folderExists?: (folder: string) => boolean;
      auxiliary?: (folder: string) => boolean;
      document?: boolean;
      ci?: boolean;
    } = {},
  ): { task: Task; run: string; also?: Task[] }[] {
    const commands = splitCommandLine(line, options.variables);
    if (commands === null) return [];
    const out: { task: Task; run: string; also?: Task[] }[] = [];
    // A configure step (`cmake -B build`, `meson setup build`) goes with the build after it on the line.
    let configure: string | undefined;
    for (const simple of commands) {
      let command = simple;
      if (CONFIGURES.test(commandText(simple))) {
        let step = commandText(options.ci ? { ...simple, argv: everydayArgs(simple.argv) } : simple);
        // A document's `cd build && cmake ..` configures into a build folder a fresh checkout lacks: it is made first.
        if (options.document === true && simple.cwd !== undefined && NATIVE_BUILD_FOLDERS.includes(simple.cwd)) step = `mkdir -p ${simple.cwd} && ${step}`;
        configure = configure === undefined ? step : `${configure} && ${step}`;
        continue;
      }
      if (configure !== undefined && simple.cwd === undefined && BARE_MAKE.test(commandText(simple))) {
        out.push({ task: "build", run: `${configure} && ${commandText(simple)}` });
        configure = undefined;
        continue;
      }
      // `cd` into a folder the project does not have: a document's `cd project` after cloning
      // (dropped), or a CI job working in another checkout (the command is not this project's).
      if (command.cwd !== undefined && options.folderExists !== undefined && !options.folderExists(command.cwd)) {
        if (!options.document) continue;
        command = { argv: command.argv };
      }
      // `cd fuzz && cargo check`, `cargo test --manifest-path examples/Cargo.toml`: side work's, not the project's.
      if (command.cwd !== undefined && options.auxiliary?.(command.cwd)) continue;
      const manifest = command.argv.flatMap((word, at) =>
        word === "--manifest-path" ? [command.argv[at + 1] ?? ""] : word.startsWith("--manifest-path=") ? [word.slice("--manifest-path=".length)] : [],
      )[0];
      if (manifest !== undefined && manifest.includes("/") && options.auxiliary?.(path.posix.dirname(manifest))) continue;
      // `node --test .github/scripts/gate.test.js`: CI's own tooling, not the project's; nor is
      // what works outside the checkout (`cmake --build ../build`).
      if (command.argv.some((word) => /^(\.\/)?\.(github|gitlab|circleci)\//.test(word) || (options.ci === true && /^\.\.(\/|$)/.test(word)))) continue;
      const verdict = verdictOf(command.argv);
      const found = this.outcomes(verdict, command, 0, true);
      // Several recipes at once (`make lint test`): what they are together.
      const together = found.length > 1 ? combine("", found, true) : undefined;
      const outcome: Outcome =
        found.length > 1
          ? together !== undefined
            ? { kind: "tasks", tasks: [together.task], does: [together.task, ...together.also] }
            : { kind: "noise" }
          : (found[0] ?? { kind: "noise" });
      // A script of the project run by path whose name is plainly a task (`scripts/test`,
      // `script/bootstrap`, `./ci/lint.sh`); `ci/ubuntu-install-packages` says nothing sure.
      const script = outcome.kind === "opaque" ? scriptTask(command.argv, this.buildScriptRunsAll) : undefined;
      const task = outcome.kind === "tasks" ? outcome.tasks[0] : (script ?? undefined);
      if (task === undefined) continue;
      let run = commandText(options.ci ? { ...command, argv: everydayArgs(command.argv) } : command);
      if (verdict.kind === "ref" && verdict.names.length === 1 && command.cwd === undefined) {
        const runner = this.byKind.get(verdict.runner);
        const name = runner === undefined ? undefined : this.recipeName(runner, verdict.names[0] ?? "");
        // `npm run test -- --ci` is `npm test`; `uvx --with tox-uv tox -e lint` stays as it is. What
        // is passed on and changes what the recipe does stays (`pnpm run lint --fix` fixes the lint).
        if (runner !== undefined && name !== undefined && sameProgram(run, runner.invoke(name))) {
          const extra = verdict.extra ?? [];
          const changes = extra.length > 0 && this.recipeTask(runner, name) !== task;
          const invoke = runner.invoke(name);
          run = changes ? `${invoke}${runner.kind === "scripts" && invoke.startsWith("npm ") ? " --" : ""} ${joinWords(extra)}` : invoke;
        }
      }
      const partner = PARTNER[task];
      const also =
        verdict.kind === "task" ? verdict.also : outcome.kind === "tasks" && partner !== undefined && outcome.does.includes(partner) ? [partner] : undefined;
      // CI running a list of test files runs a part of the suite, not the project's tests.
      if (task === "test" && options.ci === true && command.argv.filter((word) => TEST_FILE.test(word)).length >= 2) continue;
      // A command that carries CI's credentials (`--connection 'server=…;pwd=…'`) works against CI's own services.
      if (options.ci === true && command.argv.some((word) => CREDENTIALS.test(word))) continue;
      // (In the folder the configure step went into, the build runs there already: no second `cd`.)
      const into = configure === undefined ? undefined : /^(?:mkdir -p \S+ && )?(cd \S+ && )/.exec(configure)?.[1];
      if (task === "build" && configure !== undefined) run = `${configure} && ${into !== undefined && run.startsWith(into) ? run.slice(into.length) : run}`;
      configure = undefined;
      out.push({
        task: task === "test" && options.document && picksOneTest(command.argv) ? "test-one" : task,
        run,
        ...(also !== undefined && also.length > 0 ? { also } : {}),
      });
    }
    return out;
  }
}

/** A connection string or URL with a password in it. */
const CREDENTIALS = /(^|[;\s'"])(password|pwd|passwd)=[^;\s'"]+|:\/\/[^/\s:@]+:[^/\s@]+@/i;

/** A test file by its name: `test_api.py`, `api_test.go`, `ApiTest.php`, `api.test.ts`, `api_spec.rb`. */
const TEST_FILE = /(^|\/)test_[\w-]+\.py$|_test\.(go|py|rb|exs)$|Tests?\.(php|cs|java|kt|swift)$|\.(test|spec)\.[cm]?[jt]sx?$|_spec\.rb$/;

/**
 * A command that configures the build (`cmake -B build`, `cmake ..`, `meson setup build`, Autotools'
 * `autoreconf -i`, `./autogen.sh`, `./configure --with-x`): no build of its own, it goes with the
 * build after it.
 */
export const CONFIGURES =
  /^(cd \S+ && )?(cmake\b(?!.*\s--build\b)(?=.*\s(-B|-S|--preset)\b|.*\s\.\.?$)|meson\s+(setup\s+)?(?!(compile|test|install|dist|devenv|format|fmt)\b)[\w./-]+(\s|$)|autoreconf\b|((ba)?sh\s+)?(\.\/)?(autogen\.sh|bootstrap)\b|\.\/configure\b)/;

/** Bare `make` (a job count at most): after configuring, the build. */
const BARE_MAKE = /^g?make(\s+-j\s*\S*|\s+-j\S*)?$/;

/** The task of a script named plainly for it, in a scripts folder or at the root. */
const SCRIPT_NAMES: Record<string, Task> = {
  test: "test",
  tests: "test",
  lint: "lint",
  check: "check",
  cibuild: "check",
  build: "build",
  install: "install",
  bootstrap: "install",
  setup: "install",
  format: "format",
  fmt: "format",
  typecheck: "typecheck",
  server: "dev",
  dev: "dev",
};

/** The script a command runs: itself, or what `bash`, `sh`, `pwsh` or `uv run` is given. */
export function scriptPath(argv: readonly string[]): string {
  return scriptCall(argv).script;
}

/** The script a command runs and the words after it. */
function scriptCall(argv: readonly string[]): { script: string; args: string[] } {
  let words = argv;
  for (;;) {
    if (["bash", "sh", "zsh"].includes(words[0] ?? "")) words = words.slice(1);
    else if (["pwsh", "powershell", "powershell.exe", "pwsh.exe"].includes(words[0] ?? ""))
      words = words
        .slice(1)
        .filter((word) => !/^-(File|NoProfile|NonInteractive|ExecutionPolicy|Command)$/i.test(word) && !/^(Bypass|Unrestricted)$/i.test(word));
    else if (["uv", "poetry", "pdm", "hatch"].includes(words[0] ?? "") && words[1] === "run")
      words = words.slice(2).filter((word, index, all) => index > 0 || !word.startsWith("-") || all.length === 1);
    else {
      const at = words.findIndex((word) => !word.startsWith("-"));
      return at < 0 ? { script: "", args: [] } : { script: words[at] ?? "", args: words.slice(at + 1) };
    }
  }
}

/**
 * The task of a script named plainly for it, in a scripts folder or at the root (`scripts/test`,
 * `./ci/lint.sh`). A Cake or NUKE build script runs every target bare (`./build.sh`: all checks)
 * and the one it is given otherwise (`./build.sh UnitTests`, `./build.ps1 --target spellcheck`).
 */
function scriptTask(argv: readonly string[], buildScriptRunsAll: boolean): Task | undefined {
  const { script: program, args } = scriptCall(argv);
  const match = /^(?:\.[\\/])?(?:(?:scripts?|bin|ci|tools|dev)\/)?([\w-]+?)(?:\.(?:sh|bash|py|ps1|cmd|bat))?$/.exec(program);
  if (match === null || (!/[\\/]/.test(program) && !/\.(sh|ps1|cmd|bat)$/.test(program))) return undefined;
  const name = match[1] ?? "";
  // Windows-minded projects capitalise it (`./Build.ps1`): the same script.
  if (buildScriptRunsAll && name.toLowerCase() === "build") {
    const flag = args.findIndex((word) => /^(--target|-target|-t)$/i.test(word));
    const target = flag >= 0 ? args[flag + 1] : args.find((word) => !word.startsWith("-"));
    if (target === undefined) return "check";
    return meaning(target) ?? undefined;
  }
  return SCRIPT_NAMES[name];
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

/** The words that name each task (and its tools): `lint:eslint` is named for the lint, `build-for-release` is not only. */
const TASK_WORDS: Partial<Record<Task, readonly string[]>> = {
  test: TEST_WORDS,
  lint: LINT_WORDS,
  "lint-fix": [...LINT_WORDS, "fix", "autofix", "write", "apply"],
  format: [...FORMAT_WORDS, "fix", "write", "apply"],
  "format-check": [...FORMAT_WORDS, "check", "verify", "diff", "lint"],
  // Static analysers that check types (PHPStan, Psalm) go by the analysis's own names (`composer analyse`).
  typecheck: [...TYPE_WORDS, "check", "phpstan", "psalm", "analyse", "analyze", "analysis", "static", "stan"],
  build: ["build", "compile", "bundle", "assemble"],
};

/** Whether every word of a recipe's name names its task or the task's tools (`lint:eslint`, `test-unit`, `fmt:check`). */
export function namedOnlyFor(task: Task, name: string): boolean {
  const words = nameWords(name).filter((word) => word !== "");
  const allowed = TASK_WORDS[task];
  return allowed !== undefined && words.length > 0 && words.every((word) => allowed.includes(word));
}

/** How well a recipe's name fits its task: the plain name (`test`, `lint:fix`) first. */
export function nameRank(task: Task, name: string): number {
  const plain: Record<Task, string[]> = {
    install: ["install", "deps", "setup", "bootstrap", "init"],
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
