// What a project shows about itself, read from its own files: ecosystems, package managers, the
// build / test / lint / format commands that really exist (scripts, Makefile targets, configured
// tools), workspaces and the top-level layout. Nothing is guessed: a command is listed only when
// the project names it or its ecosystem's own tool always has it (`cargo test`, `go test ./...`).
// Each source (one file per kind of project file, in sources/) adds what it finds to the profile.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DECOY_FOLDERS, readTextOr } from "../harness/io.ts";
import type { ReadProblem } from "../harness/model.ts";
import { denyPatterns } from "./deny.ts";
import { auxiliaryFile, settleIdentity } from "./identity.ts";
import { ANY_PACKAGE, describeSource, isDirectory, TASKS, type Add, type Command, type ProjectProfile, type Source, type Task, type Trust } from "./profile.ts";
import type { SourceReader } from "./reading.ts";
import { checkTwin, fixFlag, fixTwin, formatterIn, formatTwin, verdictOf } from "./classify.ts";
import { isBareVitest, oneTestOf } from "./one-test.ts";
import { backed, projectText, type ProjectText } from "./evidence.ts";
import { joinWords, splitCommandLine, type SimpleCommand } from "./shell.ts";
import { MANAGER_EXEC, nameRank, namedOnlyFor, Runners, scriptsNamed, type Recipe, type RecipeResult, type Runner } from "./recipes.ts";
import { readCi } from "./sources/ci.ts";
import { readDocs } from "./sources/docs.ts";
import { readGo } from "./sources/go.ts";
import { readJava } from "./sources/java.ts";
import { readMake } from "./sources/make.ts";
import { readNode } from "./sources/node.ts";
import { readPhp } from "./sources/php.ts";
import { readDart } from "./sources/dart.ts";
import { readDotnet } from "./sources/dotnet.ts";
import { readElixir } from "./sources/elixir.ts";
import { readClangFormat, readNative } from "./sources/native.ts";
import { readBazel, readOthers } from "./sources/others.ts";
import { readSwift } from "./sources/swift.ts";
import { readPython } from "./sources/python.ts";
import { readRuby } from "./sources/ruby.ts";
import { readRunners, TASK_SCRIPT_FOLDERS } from "./sources/runners.ts";
import { readRust } from "./sources/rust.ts";

export { TASKS, type Command, type Ecosystem, type ProjectProfile, type Task } from "./profile.ts";

/** The sources of project files, in the order their commands are listed. */
const SOURCES: SourceReader[] = [
  // Bazel, where the root builds with it, drives the languages beside it.
  readBazel,
  readNode,
  // A C or C++ project's own formatter before the Python tooling around it (ruff for its bindings).
  readClangFormat,
  readPython,
  readRust,
  readGo,
  readRuby,
  readJava,
  readPhp,
  readDotnet,
  readElixir,
  readSwift,
  readDart,
  ...readOthers,
  readNative,
  readMake,
  ...readRunners,
];

interface Candidate {
  task: Task;
  run: string;
  source: Source;
  trust: Trust;
  order: number;
  /** Other tasks it does, for those the project has nothing else for. */
  also?: readonly Task[];
  /** The runner recipe it runs, for a runner's own candidate, and that runner. */
  recipe?: string;
  runner?: Runner;
  /** A runner's recipe plainly for its task: named for it (`test`), or running a known tool for it (`lint:eslint`). */
  plain?: boolean;
  /** A recipe whose every command runs in a part of another ecosystem (`ui-lint: cd web/ui && pnpm run lint`). */
  side?: boolean;
}

/** At most this many commands per task: the most trusted one and one alternative (a third is more often a variant than a choice). */
const PER_TASK = 2;

export async function detectProject(root: string): Promise<ProjectProfile> {
  const profile: ProjectProfile = {
    root,
    name: path.basename(root),
    ecosystems: [],
    packageManagers: [],
    commands: [],
    workspaces: [],
    layout: [],
    ignore: [],
    problems: [],
  };
  const candidates: Candidate[] = [];
  // A source adds with `runner` trust a build tool's own entry point (`mvn test`, `mix deps.get`): plainly for its task.
  const add: Add = (task, run, source, given = "config", also) => {
    // CI running a recipe the runner keeps out of the everyday ones (tox's `-e 3.15` of a matrix of
    // Python versions) runs one leg of its matrix.
    const trust = given === "ci" && legOfMatrix(runners, run) ? "ci-leg" : given;
    candidates.push({
      task,
      run,
      source,
      trust,
      order: candidates.length,
      ...(trust === "runner" ? { plain: true } : {}),
      ...(also !== undefined && also.length > 0 ? { also } : {}),
    });
  };
  const runners = new Runners();
  for (const read of SOURCES) await read({ root, profile, add, runners });
  addRecipes(runners, candidates, root);
  // CI and documents name recipes: read once every runner is known.
  await readCi({ root, profile, add, runners });
  await readDocs({ root, profile, add, runners });
  profile.commands = chooseCommands(
    candidates,
    runners,
    root,
    projectText(root),
    auxiliaryFile(profile),
    profile.workspaces.map((workspace) => workspace.path),
  );
  await settleIdentity(profile);
  profile.layout = topLevelFolders(root, await gitIgnoredNames(root, profile.problems));
  profile.ignore = await denyPatterns(
    root,
    profile.ignore,
    profile.problems,
    (profile.workspaceFiles ?? []).flatMap((declared) => declared.globs),
  );
  return profile;
}

/**
 * A package script that is bare `vitest` watches the files in a terminal and never ends: the
 * suite once is the script with `run` passed on (`pnpm test run`, `npm test -- run`).
 */
function runOnce(runner: Runner, recipe: Recipe): string {
  const invoke = runner.invoke(recipe.name);
  const argv = (runner.kind === "scripts" ? soleCommand(runner, recipe) : undefined)?.argv ?? [];
  return isBareVitest(argv) ? `${invoke}${invoke.startsWith("npm ") ? " --" : ""} run` : invoke;
}

/** Test recipes of a variant only some runs need (`test:e2e`, `integration`, `test-slow`): after the everyday one (`test:unit`). */
const VARIANT_TESTS = /e2e|end-?to-?end|integration|slow|smoke|stress|perf|bench|fuzz|browser|visual|snapshot|cov(erage)?\b|ci\b|all\b/i;

/** A test command that runs one variant of the suite, by its words (`test:system`, `e2e`, `--integration`). */
const VARIANT_RUN = /(^|[\s:_/-])(e2e|system|integration|smoke|slow|perf|benchmarks?|browser|visual)([\s:_-]|$)/i;

/** Each runner's best recipe per task (`test` before `test:unit`), by what the recipe really does. */
function addRecipes(runners: Runners, candidates: Candidate[], root: string): void {
  const rootEcosystems = manifestEcosystems(root, ".");
  for (const runner of runners.all()) {
    const best = new Map<Task, { recipe: Recipe; result: RecipeResult }>();
    // The plainly named recipe (`test`, `lint`) first, then one whose body runs a known tool for
    // the task (`lint:eslint` before `lint:deps`, a script svc cannot read), then the shortest name.
    const score = (task: Task, name: string, result: RecipeResult): number =>
      (nameRank(task, name) < 10 ? 0 : 1000) +
      (result.known === true && namedOnlyFor(task, name) ? 0 : 100) +
      (task === "test" && VARIANT_TESTS.test(name) ? 50 : 0) +
      nameRank(task, name);
    const parts = runners.partsOfEverything(runner);
    for (const recipe of runner.recipes.values()) {
      if (runner.hidden?.(recipe.name)) continue;
      const whole = runners.recipeResult(runner, recipe.name);
      const result = whole?.task === "check" && parts.has(recipe.name) ? (runners.recipeResult(runner, recipe.name, 0, false, true) ?? whole) : whole;
      if (result === undefined) continue;
      const current = best.get(result.task);
      if (current === undefined || score(result.task, recipe.name, result) < score(result.task, current.recipe.name, current.result))
        best.set(result.task, { recipe, result });
    }
    // npm's `test` script is the project's test command by convention, even where it lints and
    // type-checks first (`npm run lint && borp && tsd`): a contributor runs the tests with it.
    const testScript = runner.kind === "scripts" && runner.folder === undefined ? runner.recipes.get("test") : undefined;
    const namedTest = best.get("test");
    if (testScript !== undefined && (namedTest === undefined || nameRank("test", namedTest.recipe.name) >= 10)) {
      const result = runners.recipeResult(runner, "test");
      if (result?.task === "check" && result.also.includes("test")) best.set("test", { recipe: testScript, result: { ...result, task: "test", also: [] } });
    }
    for (const [task, { recipe, result }] of best) {
      // Bare `make` building the default goal is as plain an entry point as a recipe named `build`.
      const bareBuild = task === "build" && runner.invoke(recipe.name) === "make";
      candidates.push({
        task,
        run: task === "test" ? runOnce(runner, recipe) : runner.invoke(recipe.name),
        source: recipe.source,
        trust: "runner",
        order: candidates.length,
        recipe: recipe.name,
        runner,
        ...(sideRecipe(root, rootEcosystems, runner, recipe) ? { side: true } : {}),
        plain: nameRank(task, recipe.name) < 10 || (result.known === true && namedOnlyFor(task, recipe.name)) || bareBuild,
        ...(result.also.length > 0 ? { also: result.also } : {}),
      });
    }
  }
}

/** Whether `run` runs one recipe its runner hides from the everyday commands (a CI matrix's leg). */
function legOfMatrix(runners: Runners, run: string): boolean {
  const argv = splitCommandLine(run)?.at(-1)?.argv;
  const verdict = argv === undefined ? undefined : verdictOf(argv);
  if (verdict?.kind !== "ref" || verdict.names.length !== 1) return false;
  return runners.get(verdict.runner)?.hidden?.(verdict.names[0] ?? "") === true;
}

/**
 * How early a command is listed for its task: the project's own recipe plainly named for it
 * (`pnpm test`, `make lint`) first, then what CI runs, a recipe of another name, what the tools'
 * configuration implies, CI steps only some runs take, documents, and last the ecosystem's default.
 */
function rank(candidate: Candidate): number {
  // A folder's own run-everything (`cd web && npm run check`, `yarn --cwd web validate`) is not the project's;
  // one that runs the tests too is more the project's everything than one that only checks style.
  if (candidate.task === "check" && /^cd \S+ && |\s(--cwd|--prefix|--dir|-C)[\s=]/.test(candidate.run)) return 5;
  if (candidate.task === "check" && candidate.also?.includes("test") === true && candidate.trust !== "docs" && candidate.trust !== "fallback") return 0;
  switch (candidate.trust) {
    case "runner":
      return candidate.plain === true ? 0 : 2;
    case "ci":
      return 1;
    case "config":
      return 3;
    case "docs":
      return 4;
    case "ci-leg":
      return 5;
    case "fallback":
      // The project's own script for a check (`scripts/format.sh`) before what svc guesses from a
      // tool's configuration; a build system's own test or build stays before a script's.
      return TASK_SCRIPT.test(candidate.source.file) && CHECK_TOOL_TASKS.includes(candidate.task) ? 2.5 : 6;
  }
}

/** A script named for its task, where a project keeps those (sources/runners.ts). */
const TASK_SCRIPT = new RegExp(`^(${TASK_SCRIPT_FOLDERS.join("|")})/[\\w-]+(\\.sh)?$`);

/** The program and subcommand of a command and the words after them: what makes two commands the same tool. */
function toolWords(run: string): { tool: string; positional: string[]; options: string[]; words: string[] } {
  // The last command of the line, as the shell splits it, in its folder; settings for the run
  // (`MIX_ENV=test mix test`) are not the tool.
  const command = splitCommandLine(run)?.at(-1);
  const folder = command?.cwd !== undefined ? [`cd ${command.cwd}`] : [];
  let words = (command?.argv ?? run.split(" ")).filter((word) => !/^[A-Za-z_]\w*=/.test(word));
  for (;;) {
    const [first = "", second = ""] = words;
    if ((["uv", "poetry", "pdm", "hatch", "rye"].includes(first) && second === "run") || (first === "bundle" && second === "exec")) words = words.slice(2);
    else if (["npx", "bunx", "uvx"].includes(first) || /^python[0-9.]*$/.test(first)) words = words.slice(1);
    // `cargo +nightly fmt` is cargo fmt (on a toolchain).
    else if (first === "cargo" && second.startsWith("+")) words = [first, ...words.slice(2)];
    else break;
  }
  const positional = words.filter((word) => !word.startsWith("-"));
  // A runner's recipe is a tool of its own: `deno task ok` is not `deno task check`.
  const length = ["run", "task", "run-script", "exec", "workspace"].includes(positional[1] ?? "") ? 3 : 2;
  return {
    tool: [...folder, ...positional.slice(0, length)].join(" "),
    positional: positional.slice(length),
    options: words.filter((word) => word.startsWith("-")),
    words,
  };
}

/** The program and subcommand of a command (`cargo test`, `manage.py migrate`, `mvnw spotless:check`), past wrappers and options. */
function toolOf(run: string): string {
  return toolWords(run).tool;
}

/**
 * Whether `plain` is `other` without some of its options and their values (`cargo test` of
 * `cargo test --locked --features x`); not when `other` names more to work on (`mypy httpx tests`).
 * `harmlessOnly`: only when what `other` has more changes nothing that runs (`--locked`, `--all`,
 * `LC_ALL=C`), not what is checked (`--all-targets`, `-D warnings`, `-race`).
 */
function plainerOf(plain: string, other: string, harmlessOnly = false): boolean {
  const { tool } = toolWords(plain);
  const { tool: otherTool } = toolWords(other);
  const a = splitCommandLine(plain)?.at(-1)?.argv ?? [];
  const b = splitCommandLine(other)?.at(-1)?.argv ?? [];
  if (tool !== otherTool || a.length >= b.length) return false;
  const rest = [...b];
  for (const word of a) {
    const at = rest.indexOf(word);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  if (harmlessOnly) return rest.every((word) => HARMLESS.test(word));
  // What `other` has more: options, the value right after one, settings for the run (`LC_ALL=C`).
  // (An option that holds its value, `-benchtime=1x`, takes no word after it: `./...` is what runs.)
  return rest.every((word) => word.startsWith("-") || /^[A-Za-z_]\w*=/.test(word) || /^-[^=]*$/.test(b[b.indexOf(word) - 1] ?? ""));
}

/** A command's words as the shell splits its last command. */
const argvOf = (run: string): string[] => splitCommandLine(run)?.at(-1)?.argv ?? run.split(" ");

/** The words every one of `runs` has. */
function commonWords(runs: string[]): string[] {
  const [first = "", ...rest] = runs;
  return argvOf(first).filter((word) => rest.every((run) => argvOf(run).includes(word)));
}

/** Options and settings that change how a run goes, not what it checks: the lockfile kept, every package named, the locale. */
const HARMLESS = /^(--locked|--frozen|--offline|--all|--workspace|--no-fail-fast|(LC_ALL|LANG|LC_CTYPE|TERM|CI|FORCE_COLOR|NO_COLOR|RUST_BACKTRACE)=.*)$/;

/** A command svc puts together from a tool's configuration or the ecosystem's habits, not one the project runs. */
const guessed = (candidate: Candidate): boolean =>
  candidate.task !== "install" && (candidate.trust === "config" || (candidate.trust === "fallback" && !TASK_SCRIPT.test(candidate.source.file)));

/** Tasks a tool's configuration can imply a command for. */
const CHECK_TOOL_TASKS: readonly Task[] = ["lint", "lint-fix", "format", "format-check", "typecheck"];

/** The program a command runs, past wrappers (`uv run`, `bundle exec`, `npx`): `cargo`, `pytest`. */
const programOf = (run: string): string => toolWords(run).words.find((word) => !word.startsWith("-")) ?? "";

/** Checkers of the files around a project's code (shell scripts, Markdown, YAML, workflows, spelling), not of the code. */
const AROUND_THE_CODE = new Set([
  "shellcheck",
  "markdownlint",
  "markdownlint-cli2",
  "yamllint",
  "actionlint",
  "zizmor",
  "hadolint",
  "codespell",
  "typos",
  "cspell",
  "lychee",
  "editorconfig-checker",
  "taplo",
  "vale",
]);

/** The ecosystem a build tool belongs to, for the tools that belong to one. */
const FAMILIES: Record<string, string> = {
  cargo: "rust",
  go: "go",
  flutter: "dart",
  dart: "dart",
  fvm: "dart",
  npm: "node",
  pnpm: "node",
  yarn: "node",
  bun: "node",
  deno: "deno",
  mvn: "jvm",
  mvnw: "jvm",
  gradle: "jvm",
  gradlew: "jvm",
  sbt: "jvm",
  dotnet: "dotnet",
  swift: "swift",
  mix: "elixir",
  composer: "php",
  zig: "zig",
  dune: "ocaml",
  opam: "ocaml",
  cabal: "haskell",
  stack: "haskell",
  uv: "python",
  poetry: "python",
  pdm: "python",
  hatch: "python",
  pytest: "python",
  tox: "python",
  nox: "python",
  bundle: "ruby",
  rake: "ruby",
  rspec: "ruby",
};
const familyOf = (run: string): string | undefined => FAMILIES[programOf(run).replace(/^\.\//, "")];

/** A Python install without the extras it names: `pip install -e '.[dev]'` → `pip install -e .`. */
function withoutExtras(run: string): string {
  return run.replace(/(['"]?)(\.|[\w.-]+)\[[\w,.-]+\]\1(?=\s|$)/g, "$2");
}

/** The test runner a command uses: its program, and for Cargo its subcommand (`cargo test` is not `cargo nextest`). */
function runnerOf(run: string): string {
  const program = programOf(run);
  return program === "cargo" ? toolOf(run) : program;
}

/** Whether a command builds for another platform: `--target <triple>` (`wasm32-unknown-unknown`). */
function crossCompiles(run: string): boolean {
  return /(^|\s)--target(=|\s+)\w+(-\w+){2,}(\s|$)/.test(run);
}

/**
 * Per task, the best-ranked commands first (an alternative only from a source as sure as the first,
 * or from the project's own recipes or CI), each once with its best source, and one per tool: the
 * plainest spelling CI or the configuration gives (`cargo test`, not CI's `cargo test --locked
 * --release` beside it). A command only implied by a tool's configuration gives way to what a
 * runner or CI runs for the task. A task nothing else does takes a command that does it as well
 * (`phpcs`, the lint, for the formatting check).
 */
function chooseCommands(
  candidates: Candidate[],
  runners: Runners,
  root: string,
  project: ProjectText,
  auxiliary: (file: string) => boolean,
  members: readonly string[],
): Command[] {
  const out: Command[] = [];
  const byTask = new Map<Task, Candidate[]>();
  const native = new Set(
    candidates
      .filter((candidate) => (candidate.trust === "ci" || candidate.trust === "ci-leg") && !crossCompiles(candidate.run))
      .map((candidate) => programOf(candidate.run)),
  );
  const rootEcosystems = manifestEcosystems(root, ".");
  const mainFolder = rootEcosystems.length === 0 ? mainPart(root) : undefined;
  // A root that holds code of its own (not only a manifest for tooling): its nested packages are not the project.
  const rootHoldsCode = ["lib", "src", "test", "tests", "spec"].some((code) => isDirectory(path.join(root, code)));
  for (const task of TASKS) {
    // A cross-compile (`cargo check --target armv5te-unknown-linux-musleabi`) is no contributor's
    // everyday command where CI runs the same program for this platform too.
    // A tool known only from its configuration, where the project shows how it runs its checks and never names it, is no command of its own.
    const unbacked = (candidate: Candidate): boolean =>
      candidate.trust === "config" && CHECK_TOOL_TASKS.includes(task) && !backed(project, candidate.run, candidate.source);
    // Among the project's plain entry points, its own recipe (`make test`) before the build tool's
    // (`swift test`); to install, the package manager's own (a `setup` recipe often does more).
    const own = (candidate: Candidate): number => (task !== "install" && candidate.trust === "runner" && candidate.recipe === undefined ? 1 : 0);
    // A folder's own run-everything (`make -C sqlite/conformance check`) is not the project's.
    const folderCheck = (candidate: Candidate): boolean => task === "check" && folderOf(candidate.run) !== undefined;
    const eligible = candidates.filter(
      (candidate) =>
        candidate.task === task && !(crossCompiles(candidate.run) && native.has(programOf(candidate.run))) && !unbacked(candidate) && !folderCheck(candidate),
    );
    // The root is the project: a part of another ecosystem in its own folder (`cd src-ui && pnpm
    // test` beside the root's pyproject.toml) fills a task only when the root has nothing for it.
    const atRoot = eligible.filter(
      (candidate) =>
        candidate.side !== true &&
        !sidePart(root, rootEcosystems, candidate.run) &&
        !outsideMain(mainFolder, candidate.run) &&
        !(rootHoldsCode && nestedPackage(root, rootEcosystems, members, candidate.run)),
    );
    // A root of two ecosystems (pyproject.toml beside package.json) is driven by its language-neutral
    // task runner: `make test` runs the whole project, a package script only the JavaScript part.
    const neutral = (candidate: Candidate): number =>
      rootEcosystems.length > 1 && candidate.runner !== undefined && !["make", "just", "task", "mise"].includes(candidate.runner.kind) ? 1 : 0;
    // The code's own linter before one of the files around it (`cargo clippy` before CI's `shellcheck install/*.sh`).
    const around = (candidate: Candidate): number => (AROUND_THE_CODE.has(programOf(candidate.run)) ? 1 : 0);
    // A test run of one variant (`bin/rails test:system`, `npm run test:e2e`) after one of the whole suite.
    const variant = (candidate: Candidate): number => (task === "test" && VARIANT_RUN.test(candidate.run) ? 1 : 0);
    const forTask = (atRoot.length > 0 ? atRoot : eligible).sort(
      (a, b) => variant(a) - variant(b) || rank(a) - rank(b) || around(a) - around(b) || neutral(a) - neutral(b) || own(a) - own(b) || a.order - b.order,
    );
    const chosen: Candidate[] = [];
    for (const candidate of forTask) {
      if (chosen.some((other) => other.run === candidate.run)) continue;
      // What a tool's configuration implies gives way to what CI or a runner really runs for the
      // task with another tool (pip's `nox -s typecheck`, not a `mypy src` guessed from
      // [tool.mypy]); an install from the lockfile stays beside CI's own.
      const same = chosen.findIndex((other) => toolOf(other.run) === toolOf(candidate.run));
      if (same >= 0) {
        // One command per tool: the plainer spelling takes the better place, when a source as sure
        // gives it (what a configuration implies never rewrites what CI or a recipe runs).
        // CI's several spellings of one tool (`cargo test --release`, `… --features minimal`) are
        // variants, and the plain one is their common part.
        const current = chosen[same];
        // The project's own install with its extras (`pip install -e '.[dev]'`) over svc's guess without them.
        if (
          current !== undefined &&
          task === "install" &&
          current.trust === "config" &&
          candidate.trust !== "fallback" &&
          withoutExtras(candidate.run) === current.run &&
          candidate.run !== current.run
        ) {
          chosen[same] = { ...candidate, order: current.order };
          continue;
        }
        const spellings = [...new Set(forTask.filter((other) => !guessed(other) && toolOf(other.run) === toolOf(candidate.run)).map((other) => other.run))];
        const variants = spellings.length > 1;
        // A guess stands for CI's variants only as their common part: it drops no option they all
        // give (`--all-targets` in each of `cargo clippy --all-targets --all-features` and `… --no-default-features`).
        const keepsCommon =
          !guessed(candidate) ||
          guessed(current ?? candidate) ||
          !variants ||
          commonWords(spellings).every((word) => HARMLESS.test(word) || argvOf(candidate.run).includes(word));
        if (current !== undefined && keepsCommon && plainerOf(candidate.run, current.run, guessed(candidate) && !guessed(current) && !variants))
          chosen[same] = { ...candidate, order: current.order };
        continue;
      }
      if (candidate.trust === "fallback" && chosen.length > 0) continue;
      if (
        candidate.trust === "config" &&
        !["install", "test-one", "migrate"].includes(task) &&
        chosen.some((other) => other.trust === "ci" || other.trust === "runner")
      )
        continue;
      if (chosen[0] !== undefined && rank(candidate) > Math.max(1, rank(chosen[0]))) continue;
      // The first recipe's name with a qualifier (`pnpm test:ci`, `make test-msrv` beside `make test`)
      // is a variant of it, no alternative; what CI runs after it is more of its variants.
      if (chosen[0] !== undefined && candidate.run.startsWith(chosen[0].run) && /^[-:_][\w:-]+$/.test(candidate.run.slice(chosen[0].run.length))) break;
      // A second test run by the same program (`make wasi-test` after `make test`, `tox -e search`,
      // `rspec spec/system/`) is a part or a variant of the suite, no alternative to it.
      // (A suite of another folder, `cd client && npm test` beside `cd server && npm test`, is another suite.)
      if (
        task === "test" &&
        chosen[0] !== undefined &&
        programOf(candidate.run) === programOf(chosen[0].run) &&
        folderOf(candidate.run) === folderOf(chosen[0].run)
      )
        continue;
      // Beside a run-everything that runs the tests, one that runs less is no alternative.
      if (task === "check" && chosen[0]?.also?.includes("test") === true && candidate.also?.includes("test") !== true) continue;
      chosen.push(candidate);
    }
    byTask.set(task, chosen);
  }
  // One test through the runner the chosen test command really uses, before what the ecosystem
  // implies; the ecosystem's own form of the same runner stays (it knows the layout: `tests/<file>.py`).
  // The main ecosystem's test, not an auxiliary package.json's (a Laravel app's front-end jest), listed after it.
  const tests = byTask.get("test") ?? [];
  const mainTests = [...tests.filter((candidate) => !auxiliary(candidate.source.file)), ...tests.filter((candidate) => auxiliary(candidate.source.file))];
  // The first test command whose runner svc can narrow to one test (`make test` running a
  // project's own `runtests.py` cannot be; the `npm test` beside it can).
  let test = mainTests[0];
  let derived: string | undefined;
  for (const candidate of mainTests) {
    derived = oneTestOf(candidate.run, runners, root);
    if (derived === undefined) continue;
    test = candidate;
    break;
  }
  const known = byTask.get("test-one")?.[0];
  // A one test the project's own test command already gives (`nox -s tests -- <file>` of `nox -s tests`) stays.
  const throughFirst = known !== undefined && mainTests[0] !== undefined && known.run.startsWith(`${mainTests[0].run} `);
  if (
    test !== undefined &&
    derived !== undefined &&
    !throughFirst &&
    !(known !== undefined && known.trust !== "docs" && known.trust !== "fallback" && runnerOf(known.run) === runnerOf(derived))
  )
    byTask.set("test-one", [{ ...test, task: "test-one", run: derived }]);
  // A build guessed for another ecosystem than the one whose tests the project runs (a Cargo
  // workspace beside the Flutter app CI tests) is a side's, not sure enough to list.
  const build = byTask.get("build")?.[0];
  const firstTest = mainTests[0];
  const testFamily = firstTest === undefined || guessed(firstTest) ? undefined : familyOf(firstTest.run);
  if (build !== undefined && guessed(build) && testFamily !== undefined && familyOf(build.run) !== undefined && familyOf(build.run) !== testFamily)
    byTask.set("build", []);
  // So is a compile check of that other ecosystem's (`cargo check` of the Rust crates beside a
  // Flutter app): it builds the side, it checks no types of the project's own. TypeScript's and
  // Deno's type checks stand apart from any build, whichever tool runs the tests.
  const typecheck = byTask.get("typecheck")?.[0];
  const typecheckFamily = typecheck === undefined ? undefined : familyOf(typecheck.run);
  if (testFamily !== undefined && typecheckFamily !== undefined && typecheckFamily !== testFamily && !["node", "deno"].includes(typecheckFamily))
    byTask.set("typecheck", []);
  // A twin that also fixes the lint (`dotnet format`, the writing twin of CI's `--verify-no-changes`) can fill the lint fix.
  const pool = [...candidates, ...pairFormatting(byTask, runners)];
  for (const task of TASKS) {
    // A task nothing else does takes a command that does it as well; a lint fix or formatting check
    // only svc guessed gives way to the project's own recipe that does it too (`make format` running
    // ruff format and ruff check --fix; `make lint` running ruff format --check and ruff check).
    const first = byTask.get(task)?.[0];
    // And a lint of the files around the code (CI's `actionlint`) gives way to the project's own recipe that lints the code.
    const aroundOnly = task === "lint" && first !== undefined && AROUND_THE_CODE.has(programOf(first.run));
    if (first !== undefined && !aroundOnly && !(guessed(first) && (task === "lint-fix" || task === "format-check"))) continue;
    // A guess that lost its own task to what the project runs (`swift format lint` beside `make check`) fills no other.
    const standing = (candidate: Candidate): boolean => !guessed(candidate) || byTask.get(candidate.task)?.[0]?.run === candidate.run;
    const doing = pool
      .filter((candidate) => candidate.also?.includes(task) && standing(candidate) && (first === undefined || !guessed(candidate)))
      .sort((a, b) => rank(a) - rank(b) || a.order - b.order)[0];
    if (doing !== undefined) {
      // A recipe that does several things fills this task with its own line for it, where it has one
      // (`ruff format --check .` of `make lint`): an agent asked to check formatting runs that, not every linter.
      const inner = doing.runner !== undefined && doing.recipe !== undefined ? runners.lineDoing(doing.runner, doing.recipe, task) : undefined;
      byTask.set(task, [{ ...doing, task, ...(inner !== undefined ? { run: inner } : {}) }]);
    }
  }
  // Last, a lint fix nothing gives: the package script's linter with its fix flag passed on.
  const lint = byTask.get("lint")?.[0];
  const scriptFix = lint !== undefined && (byTask.get("lint-fix") ?? []).length === 0 && !guessed(lint) ? scriptFixTwin(lint) : undefined;
  if (lint !== undefined && scriptFix !== undefined) byTask.set("lint-fix", [{ ...lint, task: "lint-fix", run: scriptFix }]);
  for (const task of TASKS) {
    // One way to run one test is enough; a second only risks one that runs many.
    for (const candidate of (byTask.get(task) ?? []).slice(0, task === "test-one" ? 1 : PER_TASK)) {
      const { source } = candidate;
      out.push({
        task,
        run: candidate.run.replaceAll(ANY_PACKAGE, "<package>"),
        from: describeSource(source),
        file: source.file,
        ...(source.line !== undefined ? { line: source.line } : {}),
      });
    }
  }
  return out;
}

/** The manifests that make a folder a project of its own, by the ecosystem they belong to. */
const MANIFESTS: Record<string, readonly string[]> = {
  node: ["package.json"],
  deno: ["deno.json", "deno.jsonc"],
  python: ["pyproject.toml", "setup.py"],
  rust: ["Cargo.toml"],
  go: ["go.mod"],
  ruby: ["Gemfile"],
  php: ["composer.json"],
  elixir: ["mix.exs"],
  dart: ["pubspec.yaml"],
  jvm: ["pom.xml", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "build.sbt"],
  swift: ["Package.swift"],
};

/** The ecosystems whose manifest a folder holds. */
function manifestEcosystems(root: string, folder: string): string[] {
  return Object.keys(MANIFESTS).filter((ecosystem) => MANIFESTS[ecosystem]?.some((name) => existsSync(path.join(root, folder, name))));
}

/**
 * With no manifest at the root, the one top-level folder that has one is the project
 * (`tokenizers/Cargo.toml` beside `bindings/python` and `bindings/node`); where several do, none is.
 */
function mainPart(root: string): string | undefined {
  let entries: string[];
  try {
    entries = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !(DECOY_FOLDERS as readonly string[]).includes(entry.name))
      .map((entry) => entry.name);
  } catch {
    return undefined;
  }
  const parts = entries.filter((folder) => manifestEcosystems(root, folder).length > 0);
  return parts.length === 1 ? parts[0] : undefined;
}

/** Whether a command runs in a folder other than the main part (`cd bindings/node && yarn test` beside `tokenizers/`). */
function outsideMain(main: string | undefined, run: string): boolean {
  if (main === undefined) return false;
  const folder = folderOf(run);
  return folder !== undefined && folder !== main && !folder.startsWith(`${main}/`);
}

/** The folder a command runs in, relative to the root: `cd src-ui && …`, `yarn --cwd web lint`, `cargo … --manifest-path web/Cargo.toml`. */
function folderOf(run: string): string | undefined {
  const folder =
    /^cd (\S+) && /.exec(run)?.[1] ??
    /\s(?:--cwd|--prefix|--dir|-C)[\s=](\S+)/.exec(run)?.[1] ??
    /\s--manifest-path[\s=](\S+)\/Cargo\.toml(\s|$)/.exec(run)?.[1];
  const clean = folder?.replace(/^\.\//, "").replace(/\/+$/, "");
  return clean === undefined || clean === "" || clean === "." || clean.startsWith("..") || clean.startsWith("/") ? undefined : clean;
}

/**
 * Whether a command is a part's of another ecosystem than the root's (`cd src-ui && pnpm install`
 * beside the root's pyproject.toml): it runs in a subfolder whose manifests are all of ecosystems
 * the root has none of, or with a build tool of such an ecosystem where no manifest says (a
 * document's `pnpm ng build` said of the front-end folder). A member of the root's own ecosystem (`cd app &&
 * flutter test` under a root pubspec.yaml) is the project's; with no manifest at the root, no
 * part stands out.
 */
function sidePart(root: string, rootEcosystems: readonly string[], run: string): boolean {
  if (rootEcosystems.length === 0) return false;
  const folder = folderOf(run);
  // The folder's manifests say what it is; where they cannot (`cd pkgs/<package>`, a folder with
  // none), the build tool that runs there does.
  const found = folder === undefined || folder.includes(ANY_PACKAGE) ? [] : manifestEcosystems(root, folder);
  const family = familyOf(run);
  const part = found.length > 0 ? found : family !== undefined && family in MANIFESTS ? [family] : [];
  return part.length > 0 && part.every((ecosystem) => !rootEcosystems.includes(ecosystem));
}

/**
 * Whether a command runs in a package of its own inside the root's package of the same ecosystem
 * and outside its workspace (CI's `cd tool/spdx_license && dart test` beside the root's
 * pubspec.yaml): that package's, not the project's, where the root (holding code of its own) has
 * a command of its own.
 */
function nestedPackage(root: string, rootEcosystems: readonly string[], members: readonly string[], run: string): boolean {
  const folder = folderOf(run);
  if (folder === undefined || folder.includes(ANY_PACKAGE) || rootEcosystems.length === 0) return false;
  // A member of the root's workspace is the project's (`cd app && flutter test` of a pub workspace).
  if (members.some((member) => folder === member || folder.startsWith(`${member}/`))) return false;
  return manifestEcosystems(root, folder).some((ecosystem) => rootEcosystems.includes(ecosystem));
}

/** Whether every command of a recipe's body runs in a part of another ecosystem than the root's (`cd $(UI_PATH) && pnpm run lint`). */
function sideRecipe(root: string, rootEcosystems: readonly string[], runner: Runner, recipe: Recipe): boolean {
  const commands = recipe.lines.flatMap((line) => splitCommandLine(line, runner.variables) ?? []).filter((command) => command.argv.length > 0);
  return (
    commands.length > 0 &&
    commands.every((command) => sidePart(root, rootEcosystems, `${command.cwd !== undefined ? `cd ${command.cwd} && ` : ""}${command.argv.join(" ")}`))
  );
}

/** The formatter a candidate runs as its own command: its line, or the one formatting line of its recipe. */
function formatterOf(candidate: Candidate): string | undefined {
  const recipe = candidate.recipe === undefined ? undefined : candidate.runner?.recipes.get(candidate.recipe);
  if (recipe === undefined) return formatterIn(candidate.run);
  const found = recipe.lines.map((line) => formatterIn(line, candidate.runner?.variables)).filter((line) => line !== undefined);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A command taken out of a Composer or package script, to run outside it: Composer puts vendor/bin
 * on the script's PATH, so its bare `pint --test` is `vendor/bin/pint --test` at a prompt, and a
 * package manager node_modules/.bin (`pnpm exec oxfmt --check .`).
 */
function fromScriptPath(given: Candidate, run: string | undefined): string | undefined {
  if (run === undefined || given.recipe === undefined || given.runner === undefined) return run;
  const [program = ""] = run.split(" ");
  if (!/^[\w.-]+$/.test(program)) return run;
  if (given.runner.kind === "composer") return ["php", "composer"].includes(program) ? run : `vendor/bin/${run}`;
  // A package script's program is in node_modules/.bin, on the script's PATH only: the manager runs it.
  if (given.runner.kind === "scripts" && given.runner.folder === undefined) {
    const manager = given.runner.invoke(given.recipe).split(" ")[0] ?? "";
    const exec = MANAGER_EXEC[manager];
    return exec === undefined || ["node", "npm", "npx", "pnpm", "yarn", "bun", "bunx", "deno"].includes(program) ? run : `${exec} ${run}`;
  }
  return run;
}

/**
 * Formatting and its check are one formatter. Where one of the two is what the project runs and
 * the other only svc's guess of another formatter, the other is the same formatter's twin (`task
 * fmt` runs `gofumpt -w .`: the check is `gofumpt -l .`), or nothing; a guess of the same
 * formatter gives way to CI's own spelling (`cargo +nightly fmt --all -- --check`: the format is
 * `cargo +nightly fmt --all`). A check with nothing that formats gives its writing twin whatever
 * its source; a format with no check gives none. Returns the twins made, each with what it does
 * as well (`dotnet format` fixes the lint too).
 */
function pairFormatting(byTask: Map<Task, Candidate[]>, runners: Runners): Candidate[] {
  const made: Candidate[] = [];
  for (const [from, to, twinOf] of [
    ["format-check", "format", formatTwin],
    ["format", "format-check", checkTwin],
  ] as const) {
    const given = byTask.get(from)?.[0];
    const current = byTask.get(to) ?? [];
    if (given === undefined) continue;
    const ours = !guessed(given);
    if (current.length > 0 && !(ours && current[0] !== undefined && guessed(current[0]))) continue;
    if (!ours && from === "format") continue;
    const formatter = formatterOf(given);
    const twin = formatter === undefined ? undefined : fromScriptPath(given, twinOf(formatter));
    const guess = current[0];
    // A guess of the same formatter stays, unless CI's own line spells it (`cargo +nightly fmt`); one of another formatter gives way.
    const other = guess !== undefined && formatter !== undefined && programOf(guess.run) !== programOf(formatter);
    // With nothing for it, a formatting check is not made up: only the writing twin of a check is.
    // The ecosystem's bare default (`gofmt -w .` of any go.mod) gives way to the twin of what the project runs.
    if (twin !== undefined && (guess === undefined ? to === "format" : other || given.recipe === undefined || guess.trust === "fallback")) {
      const also = runners.commandsOf(twin).find((command) => command.task === to)?.also;
      const { also: _checks, ...rest } = given;
      const madeTwin: Candidate = { ...rest, task: to, run: twin, ...(also !== undefined && also.length > 0 ? { also } : {}) };
      byTask.set(to, [madeTwin]);
      made.push(madeTwin);
    } else if (other) byTask.set(to, []);
  }
  // The fixing twin of the lint the project runs itself (`cargo clippy --fix` of CI's `cargo clippy
  // -- -D warnings`), where nothing fixes the lint yet: of the first lint, or of its recipe's one
  // linting line run on its own (`just clippy` runs `cargo clippy --all-targets`), or else of the
  // lint listed beside it. A package script's linter takes its fix flag through the script instead (last, below).
  // A fix svc only guessed from another linter's configuration (ruff's beside CI's clippy) gives way to it.
  const lints = (byTask.get("lint") ?? []).filter((candidate) => candidate.trust !== "fallback");
  const fix = byTask.get("lint-fix")?.[0];
  for (const lint of fix === undefined || (guessed(fix) && lints[0] !== undefined && !guessed(lints[0])) ? lints : []) {
    const twin = lintFixTwin(lint, runners);
    const base = (run: string): string => programOf(run).replace(/^.*\//, "");
    if (twin === undefined || (fix !== undefined && base(fix.run) === base(twin))) continue;
    const { also: _also, ...rest } = lint;
    const madeTwin: Candidate = { ...rest, task: "lint-fix", run: twin };
    byTask.set("lint-fix", [madeTwin]);
    made.push(madeTwin);
    break;
  }
  return made;
}

/** The fixing twin of a lint candidate: of its own line, or of the first line its make/just/task recipe lints with that has one. */
function lintFixTwin(lint: Candidate, runners: Runners): string | undefined {
  if (lint.recipe === undefined) return fixTwin(lint.run);
  if (lint.runner === undefined) return undefined;
  const runner = lint.runner;
  const twins = runners.linesDoing(runner, lint.recipe, "lint").map((line) => fromScriptPath(lint, fixTwin(line)));
  return twins.find((twin) => twin !== undefined);
}

/**
 * A package script that runs one linter (`"lint": "eslint --cache ."`) fixes with the linter's fix
 * flag passed on (`pnpm lint --fix`, `npm run lint -- --fix`): the flag reaches the linter, since
 * the script's one command is the last.
 */
function scriptFixTwin(lint: Candidate): string | undefined {
  const runner = lint.runner;
  const recipe = lint.recipe === undefined ? undefined : runner?.recipes.get(lint.recipe);
  if (runner?.kind !== "scripts" || recipe === undefined) return undefined;
  const only = soleCommand(runner, recipe);
  const flag = only === undefined || only.cwd !== undefined ? undefined : fixFlag(only.argv);
  if (flag !== undefined) {
    const invoke = runner.invoke(recipe.name);
    return `${invoke}${invoke.startsWith("npm ") ? " --" : ""} ${flag}`;
  }
  // A script of several commands (`prettier --check . && eslint .`), or of other scripts (`run-p
  // lint:*`): the one linter among what it runs that has a fix flag, run on its own through the
  // manager (a flag passed on would wait behind the other checks, or reach no linter at all).
  // (Of two linters, fixing one's findings would leave the other's: no fix is offered.)
  const linters = [...new Set(lintersOf(runner, recipe).map((command) => joinWords(command.argv)))];
  return linters.length === 1 ? fromScriptPath(lint, fixTwin(linters[0] ?? "")) : undefined;
}

/** The linting commands a package script runs, its own and those of the scripts it runs (two levels down). */
function lintersOf(runner: Runner, recipe: Recipe, depth = 0): SimpleCommand[] {
  const found: SimpleCommand[] = [];
  for (const line of recipe.lines) {
    for (const command of splitCommandLine(line, runner.variables) ?? []) {
      if (command.cwd !== undefined) continue;
      const verdict = verdictOf(command.argv);
      if (verdict.kind === "task" && verdict.tasks[0] === "lint") found.push(command);
      else if (verdict.kind === "ref" && verdict.runner === "scripts" && verdict.dir === undefined && depth < 2)
        for (const name of verdict.names)
          for (const other of scriptsNamed(runner, name)) if (other !== recipe) found.push(...lintersOf(runner, other, depth + 1));
    }
  }
  return found;
}

/** The one command of a recipe of one line (`"lint": "eslint --cache ."`); undefined for anything more. */
function soleCommand(runner: Runner, recipe: Recipe): SimpleCommand | undefined {
  const commands = recipe.lines.length === 1 ? splitCommandLine(recipe.lines[0] ?? "", runner.variables) : null;
  return commands?.length === 1 ? commands[0] : undefined;
}

// ---- layout -----------------------------------------------------------------------

/** Plain folder names .gitignore keeps out (`build/`, `/out`): generated, not part of the layout. */
async function gitIgnoredNames(root: string, problems: ReadProblem[]): Promise<Set<string>> {
  const text = existsSync(path.join(root, ".gitignore")) ? await readTextOr(path.join(root, ".gitignore"), problems) : null;
  const names = new Set<string>();
  for (const line of (text ?? "").split("\n")) {
    const name = line.trim().replace(/^\//, "").replace(/\/$/, "");
    if (name !== "" && !name.startsWith("#") && !name.startsWith("!") && !/[*?[\]/]/.test(name)) names.add(name);
  }
  return names;
}

function topLevelFolders(root: string, ignored: Set<string>): string[] {
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return [];
  }
  const skip = (entry: string): boolean => entry.startsWith(".") || (DECOY_FOLDERS as readonly string[]).includes(entry) || ignored.has(entry);
  return entries.filter((entry) => !skip(entry) && isDirectory(path.join(root, entry))).sort();
}
