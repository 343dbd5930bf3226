// What the programs of PHP, .NET, Elixir, Swift, C/C++ (CMake, Meson, Ninja, clang tools), Dart and
// Flutter, Scala (sbt), Haskell (cabal, stack) and Zig do, by subcommand and flag: `pint --test`
// checks formatting and `pint` formats, `dotnet format --verify-no-changes` checks, `mix compile
// --warnings-as-errors` is a lint, `ctest` tests, `meson setup` only configures. classify.ts asks
// this table for any program it does not know itself.
import type { Task } from "./profile.ts";
import { also, has, NOISE, OPAQUE, positionals, skipOptions, task, type Verdict } from "./verdict.ts";

type Classifier = (args: string[], verdictOf: (argv: readonly string[]) => Verdict) => Verdict;

/** A runner's recipe of that name, or nothing when the runner has none (`composer lint`, `mix setup`). */
const recipe = (runner: "composer" | "mix" | "melos", name: string): Verdict => ({ kind: "ref", runner, names: [name], fallback: NOISE });

// ---- PHP --------------------------------------------------------------------------------------

const COMPOSER_BUILTINS = new Set([
  "require",
  "remove",
  "dump-autoload",
  "dumpautoload",
  "validate",
  "show",
  "info",
  "outdated",
  "search",
  "status",
  "archive",
  "config",
  "create-project",
  "diagnose",
  "global",
  "init",
  "licenses",
  "depends",
  "why",
  "prohibits",
  "why-not",
  "reinstall",
  "self-update",
  "selfupdate",
  "suggests",
  "audit",
  "bump",
  "fund",
  "browse",
  "home",
  "clear-cache",
  "clearcache",
  "help",
  "list",
  "check-platform-reqs",
]);

function composer(args: string[], verdictOf: (argv: readonly string[]) => Verdict): Verdict {
  // Another folder's dependencies (`composer install --working-dir build-cs`) are not the project's.
  if (has(args, "--working-dir=", "--working-dir", "-d")) return NOISE;
  const [sub = "", ...rest] = positionals(args);
  // `composer update` rewrites the lock file: installing is `composer install`.
  if (sub === "install" || sub === "i") return rest.length === 0 ? task("install") : NOISE;
  if (sub === "run" || sub === "run-script") return rest[0] !== undefined ? recipe("composer", rest[0]) : NOISE;
  if (sub === "exec") return verdictOf(rest);
  if (sub === "" || COMPOSER_BUILTINS.has(sub)) return NOISE;
  return recipe("composer", sub);
}

function php(args: string[], verdictOf: (argv: readonly string[]) => Verdict): Verdict {
  const words = skipOptions(args, ["-d", "-c", "-n", "-f"]);
  const [script = "", sub = ""] = words;
  if (script === "" || has(args, "-r", "-l", "-v", "-m", "-i")) return NOISE;
  if (script === "artisan") {
    if (sub === "test") return task("test");
    if (sub === "migrate") return task("migrate");
    if (sub === "serve") return task("dev");
    return NOISE;
  }
  // `php vendor/bin/phpunit`, `php bin/phpstan`: the tool the script is.
  if (/(^|\/)bin\/[\w.-]+$/.test(script) || !script.endsWith(".php")) return verdictOf(words);
  return OPAQUE;
}

const PHP: Record<string, Classifier> = {
  composer,
  php,
  phpunit: () => task("test"),
  pest: () => task("test"),
  paratest: () => task("test"),
  pint: (args) => (has(args, "--test") ? also("format-check", "lint") : also("format", "lint-fix")),
  "php-cs-fixer": (args) => {
    const sub = positionals(args)[0] ?? "";
    if (sub === "check" || (sub === "fix" && has(args, "--dry-run"))) return also("format-check", "lint");
    return sub === "fix" ? also("format", "lint-fix") : NOISE;
  },
  phpcs: () => also("lint", "format-check"),
  // Easy Coding Standard runs PHP_CodeSniffer's and PHP-CS-Fixer's rules: `ecs check`, with `--fix` to fix.
  ecs: (args) => {
    const sub = positionals(args)[0] ?? "check";
    if (sub !== "check") return NOISE;
    return has(args, "--fix") ? also("lint-fix", "format") : also("lint", "format-check");
  },
  phpcbf: () => also("lint-fix", "format"),
  phpstan: (args) =>
    has(args, "--generate-baseline", "--generate-baseline=", "--pro") ||
    ["clear-result-cache", "worker", "fixer:worker", "dump-deps", "diagnose"].includes(positionals(args)[0] ?? "")
      ? NOISE
      : task("typecheck"),
  psalm: (args) => (has(args, "--alter", "--set-baseline", "--set-baseline=", "--update-baseline") ? NOISE : task("typecheck")),
  rector: (args) =>
    has(args, "--dry-run", "-n") ? task("lint") : positionals(args)[0] === undefined || positionals(args)[0] === "process" ? task("lint-fix") : NOISE,
  "parallel-lint": () => task("lint"),
  phplint: () => task("lint"),
  deptrac: () => task("lint"),
  mago: (args) => {
    const sub = positionals(args)[0] ?? "";
    if (sub === "lint") return has(args, "--fix") ? task("lint-fix") : task("lint");
    if (sub === "fmt" || sub === "format") return has(args, "--check", "--dry-run") ? task("format-check") : task("format");
    return sub === "analyze" || sub === "analyse" ? task("typecheck") : NOISE;
  },
};

// ---- .NET -------------------------------------------------------------------------------------

function dotnet(args: string[], verdictOf: (argv: readonly string[]) => Verdict): Verdict {
  const [sub = "", next = ""] = positionals(args, [
    "-c",
    "--configuration",
    "-f",
    "--framework",
    "-o",
    "--output",
    "--project",
    "-p",
    "-r",
    "--runtime",
    "-v",
    "--verbosity",
    "--filter",
    "--logger",
    "-l",
    "-s",
    "--settings",
  ]);
  switch (sub) {
    case "restore":
      return task("install");
    case "build":
    case "pack":
    case "msbuild":
      return task("build");
    case "test":
    case "vstest":
      return task("test");
    case "format":
      return has(args, "--verify-no-changes") ? also("format-check", "lint") : also("format", "lint-fix");
    case "tool":
      return next === "restore" ? task("install") : NOISE;
    case "csharpier":
      return has(args, "--check") || next === "check" ? task("format-check") : task("format");
    case "ef":
      return positionals(args).includes("update") ? task("migrate") : NOISE;
    case "run":
      return OPAQUE;
    case "":
      return NOISE;
    case "make":
    case "cake": {
      // The Cake build of the tool manifest (`dotnet cake [build.cake]`, dotnet-make's `dotnet make
      // [target]`): bare, its default target, which runs every step; `--target=Test` (`-t Test`), or
      // make's target word: that target. Flags that only describe the build run nothing.
      if (has(args, "--bootstrap", "--tree", "--description", "--dryrun", "--dry-run", "--version", "--help", "--info")) return NOISE;
      const flagged = args.flatMap((word, at) => {
        const given = /^-{1,2}target=(.+)$/.exec(word)?.[1];
        return given !== undefined ? [given] : ["--target", "-t", "-target"].includes(word) && args[at + 1] !== undefined ? [args[at + 1] ?? ""] : [];
      })[0];
      const word = sub === "make" && next !== "" && !/\.(cake|cs)$/.test(next) ? next : undefined;
      const target = flagged ?? word;
      return target === undefined || /^default$/i.test(target) ? task("check") : { kind: "named", names: [target.toLowerCase()] };
    }
    default:
      // `dotnet <tool>` of the tool manifest: the tool itself.
      return /^[a-z][\w-]*$/.test(sub) &&
        ![
          "publish",
          "new",
          "add",
          "remove",
          "nuget",
          "clean",
          "sln",
          "workload",
          "dev-certs",
          "user-secrets",
          "list",
          "help",
          "sdk",
          "--info",
          "--version",
        ].includes(sub)
        ? verdictOf(args)
        : NOISE;
  }
}

// ---- Elixir -----------------------------------------------------------------------------------

function mixTask(name: string, args: string[]): Verdict {
  switch (name) {
    case "deps.get":
      return task("install");
    case "compile":
      // Compiling with warnings as errors builds, and is the lint where the project has no linter.
      return has(args, "--warnings-as-errors") ? also("build", "lint") : task("build");
    case "test":
      return task("test");
    case "format":
      return has(args, "--check-formatted") ? task("format-check") : task("format");
    case "credo":
    case "sobelow":
      return task("lint");
    case "dialyzer":
      return task("typecheck");
    case "ecto.migrate":
      return task("migrate");
    case "phx.server":
    case "test.watch":
      return task("dev");
    case "check":
      return task("check");
    case "deps.compile":
    case "deps.unlock":
    case "deps.update":
    case "hex.audit":
    case "hex.publish":
    case "docs":
    case "ecto.create":
    case "ecto.drop":
    case "ecto.reset":
    case "ecto.setup":
    case "release":
    case "local.hex":
    case "local.rebar":
    case "archive.install":
    case "hex.repo":
      return NOISE;
    default:
      return recipe("mix", name);
  }
}

function mix(args: string[]): Verdict {
  const words = args.filter((word) => !/^MIX_ENV=/.test(word));
  const [sub = "", ...rest] = words;
  if (sub !== "do") return sub === "" ? task("build") : mixTask(sub, rest);
  // `mix do deps.get + deps.compile` (or `deps.get, compile`): what the first step that does something does.
  const steps = rest
    .join(" ")
    .split(/\s*\+\s*|,\s*/)
    .map((step) => step.trim().split(/\s+/))
    .filter((step) => step[0] !== undefined && step[0] !== "");
  for (const [name = "", ...stepArgs] of steps) {
    const verdict = mixTask(name, stepArgs);
    if (verdict.kind !== "noise") return verdict;
  }
  return NOISE;
}

// ---- Swift and Apple --------------------------------------------------------------------------

function swift(args: string[]): Verdict {
  const [sub = "", next = ""] = positionals(args, [
    "-c",
    "--configuration",
    "--package-path",
    "--scratch-path",
    "--filter",
    "--skip",
    "--target",
    "--product",
    "-Xswiftc",
    "-Xlinker",
    "-Xcc",
  ]);
  if (sub === "build") return task("build");
  if (sub === "test") return has(args, "--filter") ? task("test") : task("test");
  if (sub === "package") return next === "resolve" ? task("install") : NOISE;
  if (sub === "format") return next === "lint" ? also("format-check", "lint") : has(args, "-i", "--in-place") ? task("format") : NOISE;
  return sub === "run" ? OPAQUE : NOISE;
}

// ---- C and C++ --------------------------------------------------------------------------------

/** `--target X` / `-t X` of a build tool: a named target decides what the build does. */
function namedTarget(target: string | undefined, whole: Verdict): Verdict {
  if (target === undefined || target === "all") return whole;
  if (target === "test" || target === "check") return task("test");
  // A build system's `install` target copies the built program onto the system: no dependency install.
  if (target === "install" || target === "uninstall") return NOISE;
  // Building a target starts nothing: `--target llama-server` makes the server's binary.
  if (target.split(/[-_.]/).some((word) => ["server", "serve", "start", "dev", "run", "watch"].includes(word.toLowerCase()))) return whole;
  return { kind: "named", names: [target] };
}

function cmake(args: string[]): Verdict {
  const at = args.indexOf("--build");
  if (at >= 0) {
    const targetAt = args.findIndex((word) => word === "--target" || word === "-t");
    return namedTarget(targetAt >= 0 ? args[targetAt + 1] : undefined, task("build"));
  }
  // A workflow preset configures, builds and tests in one go.
  if (has(args, "--workflow")) return task("check");
  // Configuring (`cmake -B build`, `cmake --preset dev`) makes a build folder; it builds nothing yet.
  return NOISE;
}

function meson(args: string[], verdictOf: (argv: readonly string[]) => Verdict): Verdict {
  const [sub = ""] = positionals(args, ["-C", "--setup", "--suite", "--no-suite", "-t", "--num-processes", "--wrapper"]);
  if (sub === "compile") return namedTarget(positionals(args, ["-C", "-j", "--jobs"])[1], task("build"));
  if (sub === "test") return has(args, "--setup", "--setup=", "--benchmark", "--wrapper", "--wrapper=") ? NOISE : task("test");
  if (sub === "devenv") return verdictOf(skipOptions(args.slice(1), ["-C", "-w", "--workdir"]));
  if (sub === "format" || sub === "fmt") return has(args, "--check-only", "-q") ? task("format-check") : has(args, "-i", "--inplace") ? task("format") : NOISE;
  return NOISE;
}

function ninja(args: string[]): Verdict {
  // `ninja -t compdb`, `-t clean`: one of ninja's tools, no build.
  if (has(args, "-t")) return NOISE;
  return namedTarget(positionals(args, ["-C", "-j", "-l", "-k", "-f", "-t", "-d", "-w"])[0], task("build"));
}

const NATIVE: Record<string, Classifier> = {
  cmake: (args) => cmake(args),
  // A dashboard run is CDash's; one narrowed to named tests (`-R rust_bindings_tests`, `-I 3,5`) is a part of
  // the suite. A label (`-L unit`) is the project's own choice of suite: still its test run.
  ctest: (args) => (has(args, "-T", "--test-action", "-D", "--dashboard", "-R", "--tests-regex", "-I", "--tests-information") ? NOISE : task("test")),
  meson,
  ninja: (args) => ninja(args),
  "clang-format": (args) => (has(args, "-i") ? task("format") : has(args, "--dry-run", "-n") ? task("format-check") : NOISE),
  "git-clang-format": (args) => (has(args, "--diff") ? task("format-check") : task("format")),
  "clang-tidy": (args) => (has(args, "--fix", "-fix", "--fix-errors", "-fix-errors") ? task("lint-fix") : task("lint")),
  "run-clang-tidy": (args) => (has(args, "-fix", "--fix") ? task("lint-fix") : task("lint")),
  cppcheck: () => task("lint"),
  "cmake-format": (args) => (has(args, "-i", "--in-place") ? task("format") : has(args, "--check") ? task("format-check") : NOISE),
  "cmake-lint": () => task("lint"),
  uncrustify: (args) => (has(args, "--replace", "--no-backup") ? task("format") : has(args, "--check") ? task("format-check") : NOISE),
  "scan-build": () => task("lint"),
};

// ---- Dart and Flutter -------------------------------------------------------------------------

function dart(program: string, args: string[]): Verdict {
  const [sub = "", next = ""] = positionals(args, [
    "-o",
    "--output",
    "--name",
    "-n",
    "--plain-name",
    "--preset",
    "-P",
    "--concurrency",
    "-j",
    "--platform",
    "-p",
    "--flavor",
    "-t",
    "--target",
    "-d",
    "--device-id",
  ]);
  switch (sub) {
    case "pub":
      // `flutter pub run build_runner build`: the older spelling of `dart run build_runner build`.
      return next === "get"
        ? task("install")
        : next === "run"
          ? positionals(args).slice(2, 4).join(" ") === "build_runner build"
            ? task("build")
            : OPAQUE
          : NOISE;
    case "test":
      return task("test");
    case "analyze":
      return task("lint");
    case "format":
      return has(args, "--set-exit-if-changed") || has(args, "--output=none") || has(args, "-o") ? task("format-check") : task("format");
    case "fix":
      return has(args, "--apply") ? task("lint-fix") : has(args, "--dry-run") ? task("lint") : NOISE;
    case "run":
      // build_runner's build generates the code the project needs before it compiles: the build step
      // contributors run (its `watch` keeps regenerating; `clean` deletes).
      if (next === "build_runner") return positionals(args)[2] === "build" ? task("build") : NOISE;
      return next === "test" ? task("test") : OPAQUE;
    case "build":
      return program === "flutter" ? task("build") : NOISE;
    case "compile":
      return task("build");
    case "drive":
      return task("test");
    default:
      return sub === "run" && program === "flutter" ? task("dev") : NOISE;
  }
}

function melos(args: string[], verdictOf: (argv: readonly string[]) => Verdict): Verdict {
  const [sub = "", next = ""] = positionals(args, ["--scope", "--ignore", "--dir-exists", "--file-exists", "-c", "--concurrency"]);
  if (sub === "bootstrap" || sub === "bs") return task("install");
  if (sub === "run") return next !== "" ? recipe("melos", next) : NOISE;
  if (sub === "exec") {
    const dashDash = args.indexOf("--");
    return dashDash >= 0 ? verdictOf(args.slice(dashDash + 1).flatMap((word) => word.split(/\s+/))) : NOISE;
  }
  if (sub === "format") return has(args, "--set-exit-if-changed") ? task("format-check") : task("format");
  if (sub === "analyze") return task("lint");
  if (["version", "publish", "clean", "list", "ls", "init"].includes(sub) || sub === "") return NOISE;
  // A script named `test` runs as `melos test`; without one, Melos's own command runs every package's tests.
  if (sub === "test") return { kind: "ref", runner: "melos", names: ["test"], fallback: task("test") };
  return recipe("melos", sub);
}

// ---- Scala, Haskell, Zig ----------------------------------------------------------------------

/** What an sbt command does (`test`, `core/test`, `+compile`, `scalafmtCheckAll`). */
function sbtCommand(command: string): Task | "one" | undefined {
  const [first = ""] = command.trim().split(/\s+/);
  const name =
    first
      .replace(/^\+\+?[\w.]*\s*/, "")
      .replace(/^\+/, "")
      .split("/")
      .pop() ?? "";
  if (name === "test" || name === "Test") return "test";
  if (name === "testOnly" || name === "testQuick") return "one";
  if (name === "compile" || name === "Test/compile" || name === "assembly" || name === "package") return "build";
  if (/^scalafmt(Sbt)?Check(All)?$/.test(name)) return "format-check";
  if (/^scalafmt(Sbt|All)?$/.test(name)) return "format";
  if (name === "scalafix") return command.includes("--check") ? "lint" : "lint-fix";
  if (name === "run" || name === "~compile") return "dev";
  return undefined;
}

function sbt(args: string[]): Verdict {
  const commands = args.filter((word) => !word.startsWith("-"));
  const tasks = new Set<Task>();
  let one = false;
  for (const command of commands) {
    const found = sbtCommand(command);
    if (found === "one") one = true;
    else if (found !== undefined) tasks.add(found);
    else if (!/^(clean|update|reload|project|set|publish|publishLocal|native-image|doc)\b/.test(command))
      return { kind: "named", names: [command.split(/\s+/)[0] ?? ""] };
  }
  const list = [...tasks];
  if (list.length === 0) return one ? task("test") : NOISE;
  return list.length === 1 ? task(list[0] as Task) : list.every((found) => found !== "dev") ? task("check") : NOISE;
}

function cabal(args: string[]): Verdict {
  const [sub = ""] = positionals(args, ["--test-options", "--test-option", "--builddir", "-j", "--project-file"]);
  if (sub === "build" || sub === "v2-build") return has(args, "--only-dependencies") ? task("install") : task("build");
  if (sub === "test" || sub === "v2-test") return task("test");
  if (sub === "update" || (sub === "install" && has(args, "--only-dependencies"))) return task("install");
  if (sub === "check") return task("lint");
  return sub === "run" ? OPAQUE : NOISE;
}

function stack(args: string[]): Verdict {
  const [sub = ""] = positionals(args, ["--test-arguments", "--ta", "--resolver", "--stack-yaml"]);
  if (sub === "build") return has(args, "--only-dependencies") ? task("install") : has(args, "--test") ? task("test") : task("build");
  if (sub === "test") return task("test");
  if (sub === "setup") return task("install");
  return sub === "run" || sub === "exec" ? OPAQUE : NOISE;
}

function zig(args: string[]): Verdict {
  const [sub = "", step] = positionals(args, ["-D", "--prefix", "-p", "--summary", "-j"]);
  if (sub === "build") {
    if (step === undefined || step === "install") return task("build");
    if (step === "test") return task("test");
    if (step === "run") return task("dev");
    return { kind: "named", names: [step] };
  }
  if (sub === "fmt") return has(args, "--check") ? task("format-check") : task("format");
  if (sub === "test") return task("test");
  return NOISE;
}

/** Dune's aliases for one kind of check, and its build's own. */
const DUNE_ALIASES: Record<string, Task> = { check: "typecheck", runtest: "test", install: "build", all: "build", default: "build" };

/**
 * Dune: `dune build` (its aliases: `@fmt` checks the formatting, `@check` the types, `@runtest` the
 * tests; several at once are all checks), `dune test`/`runtest`, `dune fmt`; `--watch` on any of
 * them is the dev loop.
 */
function dune(args: string[]): Verdict {
  const [sub = "", ...rest] = positionals(args, ["-j", "--root", "--profile", "--workspace", "--display", "-p", "--only-packages"]);
  if (has(args, "--watch", "-w")) return task("dev");
  if (sub === "test" || sub === "runtest") return task("test");
  if (sub === "fmt") return has(args, "--preview") ? task("format-check") : task("format");
  if (sub !== "build") return NOISE;
  const aliases = rest.filter((word) => word.startsWith("@")).map((word) => word.replace(/^@+/, "").replace(/^.*\//, ""));
  const promoted = has(args, "--auto-promote");
  const tasks = aliases.map((alias): Task | undefined => (alias === "fmt" ? (promoted ? "format" : "format-check") : DUNE_ALIASES[alias]));
  if (tasks.length === 0) return task("build");
  // (Rewriting the formatting beside other aliases fixes: no check.)
  if (tasks.some((found) => found === undefined) || (promoted && tasks.length > 1)) return NOISE;
  const kinds = [...new Set(tasks)] as Task[];
  return kinds.length > 1 ? task("check") : task(kinds[0] ?? "build");
}

/**
 * Docker Compose's `up` of the whole stack in the foreground (or `watch`, Compose's own reloading
 * loop) runs the declared services until stopped: the local stack a contributor works against, a
 * dev loop. Detached (`up -d`, as CI starts a database for its tests), of named services only
 * (`up postgres`), or ending with a container's exit code (`--exit-code-from tests`, a test run in
 * containers), what it is for depends: the recipe's name says it. Its other subcommands build,
 * manage or run one-off commands in containers: no task of their own.
 */
function compose(args: string[]): Verdict {
  const [sub = "", ...services] = positionals(args, [
    ...COMPOSE_OPTIONS,
    "--exit-code-from",
    "--scale",
    "-t",
    "--timeout",
    "--pull",
    "--attach",
    "--no-attach",
  ]);
  if (sub === "watch") return task("dev");
  if (sub !== "up") return NOISE;
  const detached = args.some((word) => ["--detach", "--wait"].includes(word) || /^-[a-zA-Z]*d[a-zA-Z]*$/.test(word));
  const ending = args.some((word) => word === "--abort-on-container-exit" || word.startsWith("--exit-code-from"));
  return detached || ending || services.length > 0 ? OPAQUE : task("dev");
}

/** Docker Compose's own options that take a value, before its subcommand. */
const COMPOSE_OPTIONS = ["-f", "--file", "-p", "--project-name", "--project-directory", "--profile", "--env-file", "--ansi", "--progress", "--parallel"];

const HASKELL_AND_OTHERS: Record<string, Classifier> = {
  "docker-compose": (args) => compose(args),
  "podman-compose": (args) => compose(args),
  docker: (args) => (args[0] === "compose" ? compose(args.slice(1)) : NOISE),
  podman: (args) => (args[0] === "compose" ? compose(args.slice(1)) : NOISE),
  dune: (args) => dune(args),
  // opam installs packages; `--deps-only` those a project's *.opam files declare.
  opam: (args) => (positionals(args)[0] === "install" && has(args, "--deps-only") ? task("install") : NOISE),
  cabal: (args) => cabal(args),
  stack: (args) => stack(args),
  hlint: (args) => (has(args, "--refactor") ? task("lint-fix") : task("lint")),
  ormolu: (args) =>
    has(args, "check") || args.join(" ").includes("--mode check")
      ? task("format-check")
      : args.join(" ").includes("--mode inplace") || has(args, "-i")
        ? task("format")
        : NOISE,
  fourmolu: (args) =>
    args.join(" ").includes("--mode check") ? task("format-check") : args.join(" ").includes("--mode inplace") || has(args, "-i") ? task("format") : NOISE,
  "stylish-haskell": (args) => (has(args, "-i", "--inplace") ? task("format") : NOISE),
  weeder: () => task("lint"),
  zig: (args) => zig(args),
  sbt: (args) => sbt(args),
  scalafmt: (args) => (has(args, "--test", "--check", "--list") ? task("format-check") : task("format")),
};

/** Each program this table knows, by the name it is run as (a version suffix, `clang-format-18`, left out). */
export const PROGRAMS: Record<string, Classifier> = {
  ...PHP,
  ...NATIVE,
  ...HASKELL_AND_OTHERS,
  dotnet,
  mix: (args) => mix(args),
  iex: (args) => (args.join(" ").includes("phx.server") ? task("dev") : NOISE),
  swift: (args) => swift(args),
  swiftlint: (args) => (has(args, "--fix", "--autocorrect") || positionals(args)[0] === "--fix" ? task("lint-fix") : task("lint")),
  swiftformat: (args) => (has(args, "--lint") ? task("format-check") : task("format")),
  "swift-format": (args) => (positionals(args)[0] === "lint" ? also("format-check", "lint") : has(args, "-i", "--in-place") ? task("format") : NOISE),
  xcodebuild: (args) => {
    const actions = positionals(args, [
      "-scheme",
      "-workspace",
      "-project",
      "-destination",
      "-configuration",
      "-derivedDataPath",
      "-sdk",
      "-testPlan",
      "-only-testing",
      "-skip-testing",
      "-resultBundlePath",
    ]);
    // `xcodebuild -version`, `-list`, `-showsdks`: what is installed or defined, no build.
    if (has(args, "-version", "-list", "-showsdks", "-showBuildSettings", "-showdestinations", "-help", "-usage")) return NOISE;
    return actions.includes("test") ? task("test") : actions.includes("build") || actions.length === 0 ? task("build") : NOISE;
  },
  dart: (args) => dart("dart", args),
  flutter: (args) => dart("flutter", args),
  melos,
  rustfmt: (args) => (has(args, "--check") ? task("format-check") : task("format")),
};

/** A program's name as the table keys it: `clang-format-18` → `clang-format`. */
export function programKey(program: string): string {
  return program.replace(/^(clang-format|clang-tidy|run-clang-tidy)-[\d.]+$/, "$1");
}
