// What one simple command does, read from the program and its arguments: `prettier --check` checks
// formatting and `prettier --write` formats, `cargo clippy --fix` fixes lints, `tsc --noEmit`
// type-checks. A command that runs a project's own recipe (`npm run lint`, `make test`,
// `nox -s tests`) is a reference, resolved by recipes.ts against what that recipe runs. Programs
// this table does not know are opaque (their recipe's name decides); helpers (echo, rm, git,
// installing a tool) are noise, which never makes a command.
import type { Task } from "./profile.ts";

import { PROGRAMS, programKey } from "./programs.ts";
import { commandText, joinWords, splitCommandLine, type SimpleCommand, type Variables } from "./shell.ts";
import { also, has, NOISE, OPAQUE, positionals, skipOptions, task, type Verdict } from "./verdict.ts";

export type { RunnerKind, Verdict } from "./verdict.ts";

const NOISE_PROGRAMS = new Set([
  "echo",
  "printf",
  "cd",
  "pushd",
  "popd",
  "rm",
  "mkdir",
  "cp",
  "mv",
  "ln",
  "touch",
  "cat",
  "ls",
  "export",
  "set",
  "unset",
  "source",
  ".",
  "true",
  "false",
  ":",
  "exit",
  "test",
  "[",
  "sleep",
  "chmod",
  "chown",
  "git",
  "curl",
  "wget",
  "tar",
  "unzip",
  "zip",
  "apt",
  "apt-get",
  "yum",
  "dnf",
  "apk",
  "brew",
  "choco",
  "tee",
  "grep",
  "sed",
  "awk",
  "diff",
  "which",
  "command",
  "type",
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "for",
  "do",
  "done",
  "while",
  "until",
  "case",
  "esac",
  "trap",
  "wait",
  "kill",
  "head",
  "tail",
  "date",
  "shopt",
  "ulimit",
  "eval",
  "exec",
  "codecov",
  "coveralls",
  "gh",
  "jq",
  "yq",
  "docker",
  "docker-compose",
  "podman",
  "rustup",
  "nvm",
  "corepack",
  "gem",
  "pipx",
  "sh-c",
  "ssh",
  "scp",
  "rsync",
  "openssl",
  "gpg",
  "base64",
  "sort",
  "uniq",
  "wc",
  "cut",
  "tr",
  "basename",
  "dirname",
  "realpath",
  "readlink",
  "pwd",
  "whoami",
  "uname",
  "env",
  "printenv",
  "sudo",
  "npm-check-updates",
  "ncu",
  "changeset",
  "semantic-release",
  "twine",
  "sphinx-build",
  "mkdocs",
  "mdbook",
  "typedoc",
  "jsdoc",
  "vsce",
  "ovsx",
  "cosign",
  "goreleaser",
  "ko",
  "helm",
  "kubectl",
  "terraform",
  "aws",
  "gcloud",
  "az",
  "heroku",
  "vercel",
  "netlify",
  "wrangler",
  "firebase",
  "fly",
  "flyctl",
  "sentry-cli",
  "pip-audit",
  "safety",
  "license-checker",
  "cargo-deny",
  "cargo-audit",
  "govulncheck",
  "hadolint",
]);

/** Wrappers in front of the real program: environment, timing, coverage, runners of binaries. */
function unwrap(argv: string[]): string[] {
  let words = argv;
  for (;;) {
    const [first = "", second = ""] = words;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(first)) words = words.slice(1);
    else if (first === "env" && /^[A-Za-z_][A-Za-z0-9_]*=/.test(second)) words = words.slice(1);
    else if (["time", "nice", "sudo", "command", "exec"].includes(first) && second !== "") words = words.slice(1);
    else if (first === "cross-env" || first === "cross-env-shell") words = words.slice(1);
    else if (first === "xvfb-run" || first === "dotenv" || first === "with-contenv") {
      words = words.slice(1);
      const dashDash = words.indexOf("--");
      words = dashDash >= 0 && first === "dotenv" ? words.slice(dashDash + 1) : words.filter((word, index) => index > 0 || !word.startsWith("-"));
      while (words[0]?.startsWith("-")) words = words.slice(first === "dotenv" ? 2 : 1);
    } else if (first === "npx" || first === "bunx" || first === "uvx" || first === "pnpx")
      words = skipOptions(words.slice(1), ["-p", "--package", "--from", "--with", "--python"]);
    else if ((first === "pnpm" || first === "yarn" || first === "npm") && (second === "exec" || second === "dlx" || second === "x"))
      words = skipOptions(words.slice(2), ["-c", "--package", "-p"]);
    else if (first === "bun" && second === "x") words = skipOptions(words.slice(2), []);
    else if ((first === "uv" || first === "poetry" || first === "pipenv" || first === "pdm" || first === "rye") && second === "run") {
      words = skipOptions(words.slice(2), [
        "--extra",
        "--group",
        "--with",
        "--python",
        "-p",
        "--package",
        "--directory",
        "--project",
        "--env-file",
        "--only-group",
        "--index",
      ]);
    } else if (first === "uv" && second === "tool" && words[2] === "run") words = skipOptions(words.slice(3), ["--from", "--with", "--python"]);
    else if (first === "bundle" && second === "exec") words = words.slice(2);
    // Version managers in front of the toolchain: `fvm flutter test`, `mise exec -- cargo test`.
    else if (first === "fvm" && (second === "flutter" || second === "dart")) words = words.slice(1);
    else if ((first === "mise" || first === "rtx") && (second === "exec" || second === "x"))
      words = words.slice(words.indexOf("--") >= 0 ? words.indexOf("--") + 1 : 2);
    // A Go tool pinned in go.mod (`go tool gofumpt`) or run from its module (`go run mvdan.cc/gofumpt@latest`) is that tool.
    else if (first === "go" && second === "tool" && words[2] !== undefined && !words[2].startsWith("-")) words = words.slice(2);
    else if (first === "go" && second === "run" && /^[a-z0-9-]+(\.[a-z0-9-]+)+\/[^@\s]+(@\S+)?$/.test(words[2] ?? ""))
      words = [
        (words[2] ?? "")
          .replace(/@\S+$/, "")
          .replace(/\/v\d+$/, "")
          .split("/")
          .at(-1) ?? "",
        ...words.slice(3),
      ];
    else if (/^python[0-9.]*$|^py$/.test(first) && second === "-m") words = words.slice(2);
    else if (/^python[0-9.]*$/.test(first) && second.startsWith("-") && second !== "-m" && second !== "-c") words = [first, ...words.slice(2)];
    else if ((first === "coverage" && second === "run") || first === "c8" || first === "nyc") {
      words = skipOptions(words.slice(first === "coverage" ? 2 : 1), ["--reporter", "-r", "--source", "--rcfile", "--include", "--omit"]);
      if (words[0] === "-m") words = words.slice(1);
    } else if (first === "--") words = words.slice(1);
    else return words;
    if (words.length === 0) return words;
  }
}

const PACKAGE_MANAGERS = new Set(["npm", "pnpm", "yarn", "bun"]);
const NODE_BUILTINS: Record<string, string[]> = {
  npm: [
    "install",
    "i",
    "ci",
    "add",
    "test",
    "t",
    "tst",
    "start",
    "run",
    "run-script",
    "exec",
    "publish",
    "pack",
    "version",
    "audit",
    "outdated",
    "update",
    "link",
    "init",
    "config",
    "cache",
    "prune",
    "dedupe",
    "ls",
    "rebuild",
    "uninstall",
    "remove",
    "view",
    "whoami",
    "login",
  ],
  pnpm: [
    "install",
    "i",
    "add",
    "test",
    "t",
    "start",
    "run",
    "exec",
    "dlx",
    "publish",
    "pack",
    "audit",
    "outdated",
    "update",
    "up",
    "link",
    "init",
    "config",
    "store",
    "prune",
    "dedupe",
    "list",
    "ls",
    "rebuild",
    "remove",
    "rm",
    "why",
    "fetch",
    "setup",
    "env",
    "patch",
    "deploy",
  ],
  yarn: [
    "install",
    "add",
    "test",
    "start",
    "run",
    "exec",
    "dlx",
    "publish",
    "pack",
    "audit",
    "outdated",
    "upgrade",
    "up",
    "link",
    "init",
    "config",
    "cache",
    "remove",
    "why",
    "workspace",
    "workspaces",
    "set",
    "plugin",
    "dedupe",
    "npm",
    "constraints",
    "version",
    "info",
    "global",
  ],
  bun: ["install", "i", "add", "test", "run", "x", "publish", "pm", "link", "init", "create", "remove", "rm", "update", "outdated", "upgrade", "build"],
};

/** A package manager's flag for every workspace member (Bun's `-r` preloads a file instead). */
function recursive(manager: string, word: string): boolean {
  return ["--recursive", "-ws", "--workspaces"].includes(word) || (word === "-r" && manager !== "bun");
}

function packageManager(manager: string, words: string[]): Verdict {
  // Workspace selectors: the script then runs in member packages, known by name only.
  let inMembers = false;
  let scoped = false;
  let dir: string | undefined;
  const rest: string[] = [];
  let elsewhere = false;
  const select = (value: string): void => {
    inMembers = true;
    // A package of examples or docs (`--filter @acme-examples/tools`) is not the project's work.
    if (/example|\bdocs?\b|demo|playground|website/i.test(value)) elsewhere = true;
    // `--filter web` is one package; `--filter './packages/*'` or `...` several.
    scoped = !/[*{!]|\.\.\./.test(value);
  };
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    if (recursive(manager, word)) {
      inMembers = true;
      continue;
    }
    if (["--if-present", "--parallel", "--stream", "--silent", "-s", "--frozen-lockfile"].includes(word)) continue;
    if (["--filter", "-F", "--workspace"].includes(word) || (word === "-w" && manager === "npm")) {
      select(words[index + 1] ?? "*");
      index++;
      continue;
    }
    if (["-C", "--dir", "--prefix", "--cwd"].includes(word)) {
      dir = words[index + 1];
      index++;
      continue;
    }
    const assigned = /^--(filter|workspace|dir|prefix|cwd)=(.*)$/.exec(word);
    if (assigned) {
      if (assigned[1] === "filter" || assigned[1] === "workspace") select(assigned[2] ?? "*");
      else dir = assigned[2];
      continue;
    }
    rest.push(...words.slice(index));
    break;
  }
  const [sub = "", ...args] = rest;
  if (elsewhere) return NOISE;
  const positional = positionals(args);
  const members = (name: string): Verdict => ({ kind: "named", names: [name], ...(scoped ? { scoped } : {}) });
  // What follows the script's name goes to the script (after `--` for npm).
  const script = (name: string, after: string[], fallback?: Verdict): Verdict => {
    const extra = after.filter((word) => word !== "--");
    return {
      kind: "ref",
      runner: "scripts",
      names: [name],
      ...(extra.length > 0 ? { extra } : {}),
      ...(dir !== undefined ? { dir } : {}),
      ...(fallback !== undefined ? { fallback } : {}),
    };
  };
  if (sub === "" || sub === "install" || sub === "i" || sub === "ci") {
    // Bare `yarn` installs; bare npm, pnpm and bun print their help. Another folder's install is not the project's.
    if ((sub === "" && manager !== "yarn") || dir !== undefined) return NOISE;
    // `npm install -g typescript` installs a tool, not the project's dependencies.
    return positional.length === 0 && !has(args, "-g", "--global") ? task("install") : NOISE;
  }
  if (sub === "test" || sub === "t" || sub === "tst") {
    if (manager === "bun") return task("test");
    return inMembers ? members("test") : script("test", args);
  }
  if (sub === "start") return inMembers ? members("start") : script("start", args);
  if (sub === "run" || sub === "run-script") {
    // Selectors may follow `run` too (`bun run --filter web dev`): read as if before it.
    const selector = args.findIndex(
      (word, index) => index < args.findIndex((other) => !other.startsWith("-")) + 1 && /^(--filter|-F|--workspace|--cwd|--dir|--prefix|-C)(=|$)/.test(word),
    );
    if (selector >= 0 && !args[selector]?.includes("=") && args[selector + 1] !== undefined)
      return packageManager(manager, [args[selector] ?? "", args[selector + 1] ?? "", "run", ...args.slice(0, selector), ...args.slice(selector + 2)]);
    if (selector >= 0) return packageManager(manager, [args[selector] ?? "", "run", ...args.slice(0, selector), ...args.slice(selector + 1)]);
    const at = args.findIndex((word) => !word.startsWith("-"));
    const name = args[at];
    if (name === undefined) return NOISE;
    if (manager === "bun" && /\.[cm]?[jt]sx?$/.test(name)) return bunFile(args);
    // `pnpm run -r --parallel lint`: every member's script, as `pnpm -r run lint` is.
    if (args.slice(0, at).some((word) => recursive(manager, word))) return members(name);
    // npm reads its own options anywhere before `--`: `npm run build --workspaces` runs every member's build.
    if (manager === "npm" && !inMembers) {
      const selectors: string[] = [];
      const own = args.slice(at + 1, args.includes("--") ? args.indexOf("--") : undefined);
      for (let index = 0; index < own.length; index++) {
        const word = own[index] ?? "";
        if (["--workspaces", "-ws"].includes(word) || word.startsWith("--workspace=")) selectors.push(word);
        else if (["--workspace", "-w"].includes(word)) selectors.push(word, own[++index] ?? "*");
      }
      if (selectors.length > 0) return packageManager(manager, [...selectors, "run", name]);
    }
    return inMembers ? members(name) : script(name, args.slice(at + 1));
  }
  if (manager === "yarn" && sub === "workspace")
    return positional[1] !== undefined ? { kind: "named", names: [positional[1] === "run" ? (positional[2] ?? "") : positional[1]], scoped: true } : NOISE;
  if (manager === "yarn" && sub === "workspaces") {
    const run = positional.indexOf("run");
    return run >= 0 && positional[run + 1] !== undefined ? { kind: "named", names: [positional[run + 1] ?? ""] } : NOISE;
  }
  // `pnpm --filter @acme/database exec prisma migrate dev`: the program it runs, in that package.
  if (sub === "exec" && dir === undefined) return verdictOf(args[0] === "--" ? args.slice(1) : args);
  if (manager === "bun" && sub === "build") return task("build");
  if (manager === "bun" && /\.[cm]?[jt]sx?$/.test(sub)) return bunFile(args);
  if ((NODE_BUILTINS[manager] ?? []).includes(sub)) return NOISE;
  // `pnpm lint`, `yarn build`: a script of that name, or the package's binary when there is none.
  return inMembers ? members(sub) : script(sub, args, verdictOf([sub, ...args]));
}

/** Bun running a file of the project: under `--watch` or `--hot` it reruns on change, the dev loop; else svc cannot tell. */
function bunFile(args: string[]): Verdict {
  return has(args, "--watch", "--hot") ? task("dev") : OPAQUE;
}

/** Task names turbo, nx and lerna are asked to run. */
function monorepoTool(program: string, words: string[]): Verdict {
  if (program === "turbo") {
    const positional = positionals(words, ["--filter", "-F", "--concurrency", "--cache-dir", "--output-logs", "--log-order", "--env-mode", "--cache"]);
    const names = positional[0] === "run" ? positional.slice(1) : positional;
    const filter = words.find((word, index) => word.startsWith("--filter=") || ["--filter", "-F"].includes(words[index - 1] ?? ""));
    const scoped = filter !== undefined && !/[*{]|\.\.\.|\[/.test(filter);
    return names.length > 0 && !["prune", "login", "link", "unlink", "gen", "daemon", "telemetry"].includes(names[0] ?? "")
      ? { kind: "named", names, ...(scoped ? { scoped } : {}) }
      : NOISE;
  }
  if (program === "nx") {
    const targets: string[] = [];
    for (let index = 0; index < words.length; index++) {
      const word = words[index] ?? "";
      if (word === "-t" || word === "--target" || word === "--targets") {
        // `-t lint test build`: every word up to the next option.
        for (let next = index + 1; next < words.length && !(words[next] ?? "-").startsWith("-"); next++) targets.push(...(words[next] ?? "").split(","));
      } else if (/^--targets?=/.test(word)) targets.push(...word.replace(/^--targets?=/, "").split(","));
    }
    const positional = positionals(words, ["-p", "--projects", "--base", "--head", "--exclude", "--parallel", "-c", "--configuration"]);
    const projects = words.some((word) => word === "-p" || word === "--projects" || word.startsWith("--projects="));
    if (targets.length > 0) return { kind: "named", names: targets, ...(projects && positional[0] === "run-many" ? { scoped: true } : {}) };
    if (positional[0] === "run" && positional[1]?.includes(":")) return { kind: "named", names: [positional[1].split(":")[1] ?? ""], scoped: true };
    // `nx test store`: one project's target.
    if (
      positional[0] !== undefined &&
      ![
        "run-many",
        "affected",
        "graph",
        "reset",
        "init",
        "migrate",
        "release",
        "format",
        "format:check",
        "format:write",
        "show",
        "daemon",
        "sync",
        "add",
        "generate",
        "g",
      ].includes(positional[0])
    )
      return { kind: "named", names: [positional[0]], ...(positional[1] !== undefined ? { scoped: true } : {}) };
    if (positional[0] === "format:check") return task("format-check");
    if (positional[0] === "format:write" || positional[0] === "format") return task("format");
    return NOISE;
  }
  // lerna run X, ultra -r X
  const positional = positionals(words, ["--scope", "--ignore", "--concurrency"]);
  return positional[0] === "run" && positional[1] !== undefined ? { kind: "named", names: [positional[1]] } : NOISE;
}

/** `run-s lint test`, `npm-run-all --parallel a b`, `concurrently "npm:lint" "npm:test"`. */
function scriptsRunner(program: string, words: string[]): Verdict {
  const names = positionals(words, ["--max-parallel", "-n", "--names", "-c", "--prefix-colors", "--npm-path"]).map((name) => name.replace(/^npm:/, ""));
  // concurrently's commands are whole lines: `"yarn dev:backend"` runs the script `dev:backend`.
  // One that is no script of the project's (`"node --inspect build/server.js"`) leaves the whole
  // run unknown: the name of the script that runs it says what it is.
  if (program === "concurrently") {
    const scripts = names.map((name) => {
      if (!name.includes(" ")) return [name];
      const inner = verdictOf(name.trim().split(/\s+/));
      return inner.kind === "ref" && inner.runner === "scripts" && inner.dir === undefined ? inner.names : undefined;
    });
    return scripts.every((found) => found !== undefined) ? { kind: "ref", runner: "scripts", names: scripts.flat() } : OPAQUE;
  }
  return names.length > 0 ? { kind: "ref", runner: "scripts", names } : NOISE;
}

function cargo(given: string[]): Verdict {
  // `cargo +nightly fmt`: the same subcommand on another toolchain.
  const words = given[0]?.startsWith("+") ? given.slice(1) : given;
  const [sub = "", ...args] = positionals(words, [
    "-p",
    "--package",
    "--manifest-path",
    "--target",
    "--features",
    "-F",
    "--profile",
    "-j",
    "--jobs",
    "--exclude",
    "--color",
    "-Z",
  ]);
  const flags = words;
  switch (sub) {
    // cargo-hack runs a subcommand over feature combinations: `cargo hack check --each-feature`.
    case "hack":
      return sub === words[0] ? cargo(words.slice(1)) : NOISE;
    case "build":
    case "b":
      return task("build");
    case "check":
    case "c":
      return task("typecheck", "build", "lint");
    case "test":
    case "t":
      return task("test");
    case "nextest":
      return args[0] === "run" ? task("test") : NOISE;
    case "insta":
      return args[0] === "test" ? task("test") : NOISE;
    case "clippy":
      return has(flags, "--fix") ? task("lint-fix") : task("lint");
    case "fmt":
      return has(flags, "--check") ? task("format-check") : task("format");
    case "run":
    case "r":
      // What `cargo run -p gen-protos` does depends on the program: its recipe's name says it.
      return OPAQUE;
    case "xtask":
    case "make":
      return args[0] !== undefined ? { kind: "named", names: [args[0]] } : NOISE;
    // cargo-watch reruns a command on every change: the loop a contributor works in.
    case "watch":
      return task("dev");
    default:
      return NOISE;
  }
}

function goTool(words: string[]): Verdict {
  const [sub = "", next = ""] = positionals(words, ["-o", "-run", "-tags", "-timeout", "-count", "-coverprofile", "-covermode", "-p", "-ldflags", "-gcflags"]);
  switch (sub) {
    case "build":
      return task("build");
    case "test":
      return task("test");
    case "vet":
      return task("lint");
    case "run":
      // What `go run ./cmd/x` does depends on the program: its recipe's name says it.
      return OPAQUE;
    case "fmt":
      return task("format");
    case "mod":
      return next === "download" ? task("install") : NOISE;
    case "get":
      // `go get ./...` fetches the module's dependencies; `go get example.com/x@v1` adds one.
      return next === "" || next === "./..." ? task("install") : NOISE;
    default:
      return NOISE;
  }
}

/** Maven goals and phases: what the last one of them does. */
function maven(words: string[]): Verdict {
  const goals = positionals(words, [
    "-pl",
    "--projects",
    "-f",
    "--file",
    "-s",
    "--settings",
    "-T",
    "--threads",
    "-P",
    "--activate-profiles",
    "-rf",
    "-D",
    "-e",
    "-Dmaven.repo.local",
  ]);
  const tasks = new Set<Task>();
  for (const goal of goals) {
    const name = goal.split(":").pop() ?? "";
    if (goal === "test") tasks.add("test");
    else if (goal === "package" || goal === "install" || goal === "compile" || goal === "test-compile") tasks.add("build");
    else if (goal === "verify") tasks.add("check");
    else if (/spotless:apply|fmt-maven-plugin:format|formatter:format/.test(goal)) tasks.add("format");
    else if (/spotless:check|fmt-maven-plugin:check|formatter:validate/.test(goal)) tasks.add("format-check");
    else if (/checkstyle:check|pmd:check|spotbugs:check/.test(goal)) tasks.add("lint");
    else if (name === "run" && /spring-boot|exec|quarkus/.test(goal)) tasks.add("dev");
    else if (goal === "quarkus:dev") tasks.add("dev");
  }
  const list = [...tasks];
  if (list.length === 0) return NOISE;
  if (list.includes("test") && list.includes("build")) return task("build", "test");
  return list.length === 1 ? task(list[0] as Task) : task("check");
}

/** Gradle tasks (`:app:test` is `test` in one project). */
function gradle(words: string[]): Verdict {
  // `:app:check` is one subproject's: not the project's check (`:app:test` and `:app:assemble` still test and build).
  const names = positionals(words, ["-p", "--project-dir", "-x", "--exclude-task", "--tests", "-P", "-D", "--max-workers", "--console", "-c"]).map((name) =>
    /^:.+:check$/.test(name) ? "" : (name.split(":").pop() ?? ""),
  );
  const tasks = new Set<Task>();
  for (const name of names) {
    // Android's per-variant tasks (`testDebugUnitTest`, `assembleDebug`, `lintDebug`); instrumented
    // tests (`connectedDebugAndroidTest`) need a device: no everyday command.
    // (`testDemoDebug` is Gradle's abbreviation of `testDemoDebugUnitTest`; `jvmTest`, `desktopTest` a
    // Kotlin Multiplatform target's tests.)
    if (
      name === "test" ||
      /^(integration|unit)Test$/.test(name) ||
      name === "allTests" ||
      /^test[A-Z]\w*(UnitTest|Debug|Release)$/.test(name) ||
      /^(jvm|desktop|js)Test$/.test(name)
    )
      tasks.add("test");
    else if (
      name === "build" ||
      name === "assemble" ||
      name === "compileJava" ||
      name === "compileKotlin" ||
      name === "jar" ||
      name === "shadowJar" ||
      /^assemble[A-Z]\w*$/.test(name)
    )
      tasks.add("build");
    else if (/^lint[A-Z]\w*$/.test(name) && name !== "lintFix") tasks.add("lint");
    else if (name === "check") tasks.add("check");
    else if (/^spotlessApply$|^ktlintFormat$|^ktfmtFormat$|^formatKotlin$/.test(name)) tasks.add("format");
    else if (/^spotlessCheck$|^ktlintCheck$|^ktfmtCheck$/.test(name)) tasks.add("format-check");
    else if (/^checkstyle|^detekt$|^lint$|^pmd/.test(name)) tasks.add("lint");
    else if (name === "run" || name === "bootRun") tasks.add("dev");
  }
  const list = [...tasks];
  if (list.length === 0) return NOISE;
  if (list.includes("test") && list.includes("build")) return task("build", "test");
  return list.length === 1 ? task(list[0] as Task) : task("check");
}

// ---- the table of programs ----------------------------------------------------------------------

/** One command as the table reads it: the program (its path, and its name without `bin/`, `.cmd`), its arguments and first positional. */
interface Call {
  path: string;
  program: string;
  args: string[];
  sub: string;
}

/**
 * A row of a program's rules: it applies when the first positional is `sub` (one of them, or one
 * matching the pattern), any of `flags` is given, and `when` holds; a row without conditions is the
 * program's default. The first row that applies gives the verdict.
 */
interface Row {
  sub?: string | readonly string[] | RegExp;
  flags?: readonly string[];
  when?: (call: Call) => boolean;
  verdict: Verdict | ((call: Call) => Verdict);
}

/** A program's rules: rows read in order, or a function for a program whose arguments need reading. */
type Rule = readonly Row[] | ((call: Call) => Verdict);

const always = (verdict: Verdict): Row[] => [{ verdict }];
/** A formatter that writes unless told to check (`black --check`). */
const formatterChecking = (...checks: string[]): Row[] => [{ flags: checks, verdict: task("format-check") }, { verdict: task("format") }];
/** A linter that fixes when told to (`eslint --fix`). */
const linterFixing = (...fixes: string[]): Row[] => [{ flags: fixes, verdict: task("lint-fix") }, { verdict: task("lint") }];
/** A bundler that rebuilds on change under `--watch`. */
const BUNDLER: Row[] = [{ flags: ["--watch", "-w"], verdict: task("dev") }, { verdict: task("build") }];
/** An application framework's CLI (`next build`, `nuxt dev`). */
const FRAMEWORK: Row[] = [
  { sub: "build", verdict: task("build") },
  { sub: ["dev", "start", "serve", "develop"], verdict: task("dev") },
  { sub: "lint", verdict: task("lint") },
  { sub: "test", verdict: task("test") },
  { verdict: NOISE },
];
/**
 * A JavaScript test runner; jest's and vitest's watch modes are a dev loop of their own, not the
 * test run, and Vitest's `--typecheck.only` runs the type tests alone: a type check.
 */
const WATCHING_TEST_RUNNER: Row[] = [
  { sub: ["dev", "watch"], verdict: NOISE },
  { flags: ["--watch", "-w"], verdict: NOISE },
  { flags: ["--typecheck.only"], verdict: task("typecheck") },
  { verdict: task("test") },
];
const MIGRATING_ORM: Row[] = [{ sub: /migrat/, verdict: task("migrate") }, { verdict: NOISE }];

/** The build tools, task runners and toolchains, read before a Django `manage.py` script is. */
/** `find src -name '*.go' -exec gofmt -s -w {} +`: what it runs on the files it lists (nothing without `-exec`). */
function findExec(args: string[]): Verdict {
  const at = args.findIndex((word) => word === "-exec" || word === "-execdir");
  if (at < 0) return NOISE;
  const end = args.findIndex((word, index) => index > at && (word === ";" || word === "\\;" || word === "+"));
  return verdictOf(args.slice(at + 1, end < 0 ? undefined : end).filter((word) => word !== "{}"));
}

/** tsc: with `--noEmit` a type check, watching the dev loop, else a build that type-checks too. */
const TYPESCRIPT_COMPILER: Row[] = [
  { flags: ["--noEmit", "--noemit"], verdict: task("typecheck") },
  { flags: ["--watch", "-w"], verdict: task("dev") },
  { verdict: task("build", "typecheck") },
];

/** Invoke's own options that take a value (before the task's name). */
const INVOKE_OPTIONS = ["-c", "--collection", "-f", "--config", "-r", "--search-root", "-D", "--list-depth", "-F", "--list-format"];

const RUNNERS: Record<string, Rule> = {
  rails: rails,
  find: ({ args }) => findExec(args),
  // `… | xargs clang-format -i`: the tool it runs on the files it is given.
  xargs: ({ args }) => verdictOf(skipOptions(args, ["-n", "-P", "-I", "-L", "-s", "-d", "-E", "--max-args", "--max-procs"])),
  ...Object.fromEntries([...PACKAGE_MANAGERS].map((manager) => [manager, (call: Call) => packageManager(manager, call.args)])),
  ...Object.fromEntries(["turbo", "nx", "lerna", "ultra"].map((tool) => [tool, (call: Call) => monorepoTool(tool, call.args)])),
  ...Object.fromEntries(
    ["run-s", "run-p", "npm-run-all", "npm-run-all2", "concurrently"].map((tool) => [tool, (call: Call) => scriptsRunner(tool, call.args)]),
  ),
  ...Object.fromEntries(["make", "gmake", "$(MAKE)", "${MAKE}"].map((tool) => [tool, make])),
  just: ({ args }) => ({ kind: "ref", runner: "just", names: positionals(args, ["-f", "--justfile", "-d", "--working-directory", "--set"]).slice(0, 1) }),
  task: taskfile,
  // Invoke's tasks (tasks.py): `invoke tests --failfast`, `inv -c tasks_ci lint` (its own options,
  // some with a value, before the task's name; what follows is the task's).
  ...Object.fromEntries(
    ["invoke", "inv"].map((tool) => [
      tool,
      ({ args }: Call): Verdict => {
        const [name] = positionals(args, INVOKE_OPTIONS);
        if (name === undefined) return NOISE;
        const rest = args.slice(args.indexOf(name) + 1);
        return { kind: "ref", runner: "invoke", names: [name], ...(rest.length > 0 ? { extra: rest } : {}) };
      },
    ]),
  ),
  // Poe the Poet's tasks (`[tool.poe.tasks]`): `poe start`.
  poe: ({ args }) => ({ kind: "ref", runner: "poe", names: positionals(args, ["-C", "--directory", "--root"]).slice(0, 1) }),
  // `mise run build` (`mise r build`): a task of mise.toml; mise's other subcommands manage tools.
  mise: [
    {
      sub: ["run", "r"],
      verdict: ({ args, sub }) => {
        const [name, ...rest] = args.slice(args.indexOf(sub) + 1);
        return name === undefined || name.startsWith("-") ? NOISE : { kind: "ref", runner: "mise", names: [name], ...(rest.length > 0 ? { extra: rest } : {}) };
      },
    },
    { verdict: NOISE },
  ],
  nox,
  tox,
  hatch: [
    { sub: "run", verdict: ({ args }) => ({ kind: "ref", runner: "hatch", names: positionals(args).slice(1, 2) }) },
    { sub: "test", verdict: task("test") },
    { sub: "fmt", flags: ["--check"], verdict: task("format-check") },
    { sub: "fmt", verdict: task("format") },
    { sub: "build", verdict: task("build") },
    { verdict: NOISE },
  ],
  rake,
  deno: [
    { sub: "task", verdict: ({ args }) => ({ kind: "ref", runner: "deno", names: positionals(args).slice(1, 2) }) },
    { sub: "test", verdict: task("test") },
    { sub: "lint", flags: ["--fix"], verdict: task("lint-fix") },
    { sub: "lint", verdict: task("lint") },
    { sub: "fmt", flags: ["--check"], verdict: task("format-check") },
    { sub: "fmt", verdict: task("format") },
    { sub: "check", verdict: task("typecheck") },
    { sub: ["compile", "bundle"], verdict: task("build") },
    // `deno install` alone installs the project's dependencies; with a package, or `-g`, it installs a tool.
    { sub: "install", when: ({ args }) => positionals(args).length === 1 && !has(args, "-g", "--global"), verdict: task("install") },
    { sub: ["run", "serve"], verdict: OPAQUE },
    { verdict: NOISE },
  ],
  cargo: ({ args }) => cargo(args),
  go: ({ args }) => goTool(args),
  ...Object.fromEntries(
    ["gofmt", "goimports", "gofumpt"].map((tool) => [tool, [{ flags: ["-w"], verdict: task("format") }, { verdict: task("format-check") }]]),
  ),
  "golangci-lint": [
    { sub: ["run", ""], flags: ["--fix"], verdict: task("lint-fix") },
    { sub: ["run", ""], verdict: task("lint") },
    { sub: "fmt", flags: ["--diff", "-d"], verdict: task("format-check") },
    { sub: "fmt", verdict: task("format") },
    { verdict: NOISE },
  ],
  ...Object.fromEntries(
    ["typos", "codespell"].map((tool) => [tool, [{ flags: ["-w", "--write-changes"], verdict: task("lint-fix") }, { verdict: task("lint") }] as Row[]]),
  ),
  ...Object.fromEntries(
    ["markdownlint", "markdownlint-cli2"].map((tool) => [tool, [{ flags: ["--fix"], verdict: task("lint-fix") }, { verdict: task("lint") }] as Row[]]),
  ),
  ...Object.fromEntries(["staticcheck", "revive", "shellcheck", "actionlint", "yamllint", "hadolint", "cspell"].map((tool) => [tool, always(task("lint"))])),
  gotestsum: always(task("test")),
  ...Object.fromEntries(["mvn", "mvnw"].map((tool) => [tool, ({ args }: Call) => maven(args)])),
  ...Object.fromEntries(["gradle", "gradlew", "gradlew.bat"].map((tool) => [tool, ({ args }: Call) => gradle(args)])),
};

/** The tools each ecosystem runs directly: test runners, linters, formatters, type checkers, bundlers. */
const TOOLS: Record<string, Rule> = {
  // pytest measuring benchmarks (pytest-codspeed, pytest-benchmark) is no run of the test suite.
  ...Object.fromEntries(
    ["pytest", "py.test"].map((tool) => [tool, [{ flags: ["--codspeed", "--benchmark-only"], verdict: NOISE }, { verdict: task("test") }] as Row[]]),
  ),
  ...Object.fromEntries(["unittest", "ward", "rspec", "minitest"].map((tool) => [tool, always(task("test"))])),
  ...Object.fromEntries(
    ["mypy", "dmypy", "pyright", "basedpyright", "pytype", "pyre", "ty", "srb", "steep", "vue-tsc", "svelte-check", "tsd", "tstyche", "attw"].map((tool) => [
      tool,
      always(task("typecheck")),
    ]),
  ),
  ruff: [{ sub: "format", flags: ["--check", "--diff"], verdict: task("format-check") }, { sub: "format", verdict: task("format") }, ...linterFixing("--fix")],
  ...Object.fromEntries(["black", "blue", "isort", "autopep8", "yapf"].map((tool) => [tool, formatterChecking("--check", "--diff", "--check-only", "-c")])),
  ...Object.fromEntries(["flake8", "pylint", "pycodestyle", "pydocstyle", "bandit", "vulture"].map((tool) => [tool, always(task("lint"))])),
  "pre-commit": preCommit,
  prek: preCommit,
  pip,
  pip3: pip,
  uv: [
    { sub: "sync", verdict: task("install") },
    {
      sub: "pip",
      when: ({ args }) =>
        args.some((word) => word === "-r" || word.startsWith("-r") || /^\.(\[.*\])?$/.test(word) || word === "-e") && args.includes("install"),
      verdict: task("install"),
    },
    { sub: "build", verdict: task("build") },
    { verdict: NOISE },
  ],
  ...Object.fromEntries(
    ["poetry", "pdm", "pipenv"].map((tool) => [
      tool,
      [{ sub: ["install", "sync"], verdict: task("install") }, { sub: "build", verdict: task("build") }, { verdict: NOISE }],
    ]),
  ),
  alembic: [{ sub: "upgrade", verdict: task("migrate") }, { verdict: NOISE }],
  // Go's migration tools: applying migrations migrates; `create` / `new` only writes an empty migration file.
  ...Object.fromEntries(
    ["goose", "dbmate", "migrate"].map((tool): [string, Rule] => [
      tool,
      ({ args }) =>
        args.length === 0
          ? OPAQUE
          : positionals(args, ["-dir", "--dir", "-d", "--migrations-dir", "-path", "-source", "-database", "--url", "-u", "--env-file"]).some((word) =>
                ["up", "up-by-one", "up-to", "migrate"].includes(word),
              )
            ? task("migrate")
            : NOISE,
    ]),
  ),
  // Ruby's linters are its formatters too: their autocorrect formats.
  rubocop: [
    {
      flags: ["-a", "-A", "--autocorrect", "--autocorrect-all", "--auto-correct", "--auto-correct-all", "-x", "--fix-layout"],
      verdict: also("lint-fix", "format"),
    },
    { verdict: task("lint") },
  ],
  standardrb: [{ flags: ["--fix", "--fix-unsafely"], verdict: also("lint-fix", "format") }, { verdict: task("lint") }],
  bundle: [{ sub: ["install", ""], verdict: task("install") }, { verdict: NOISE }],
  ruby: [{ flags: ["-Itest", "-Ilib:test", "-Itest:lib"], verdict: task("test") }, { verdict: OPAQUE }],
  jest: WATCHING_TEST_RUNNER,
  vitest: WATCHING_TEST_RUNNER,
  ...Object.fromEntries(["mocha", "ava", "tap", "uvu", "jasmine", "karma", "web-test-runner", "wtr", "borp"].map((tool) => [tool, always(task("test"))])),
  cypress: [{ sub: "run", verdict: task("test") }, { verdict: NOISE }],
  playwright: [{ sub: "test", verdict: task("test") }, { verdict: NOISE }],
  node: nodeScript,
  tsx: nodeScript,
  "ts-node": nodeScript,
  ...Object.fromEntries(["eslint", "oxlint", "stylelint", "xo", "standard"].map((tool) => [tool, linterFixing("--fix")])),
  biome: [
    { sub: "format", flags: ["--write", "--apply"], verdict: task("format") },
    { sub: "format", verdict: task("format-check") },
    // `biome check` and `biome ci` run the formatter and the linter (and sort imports): the lint, and the formatting check too.
    { sub: "check", flags: ["--write", "--apply", "--apply-unsafe", "--fix"], verdict: also("lint-fix", "format") },
    { sub: "lint", flags: ["--write", "--apply", "--apply-unsafe", "--fix"], verdict: task("lint-fix") },
    { sub: ["check", "ci"], verdict: also("lint", "format-check") },
    { sub: "lint", verdict: task("lint") },
    { verdict: NOISE },
  ],
  // Ultracite runs Biome or oxlint with their formatter: `check` lints and checks the formatting, `fix` fixes both.
  ultracite: [
    { sub: ["check", "lint"], verdict: also("lint", "format-check") },
    { sub: ["fix", "format"], verdict: also("lint-fix", "format") },
    { verdict: NOISE },
  ],
  // Without --write prettier only prints: a check when it lists what differs (`--check`, `-l`), else
  // nothing of its own (a `prettier` script others call with `--write` or `--list-different`).
  prettier: [
    { flags: ["--write", "-w"], verdict: task("format") },
    { flags: ["--check", "-c", "--list-different", "-l"], verdict: task("format-check") },
    { verdict: NOISE },
  ],
  // oxfmt (the Oxc formatter) writes by default; `--check` and `--list-different` only check.
  oxfmt: [{ flags: ["--check", "--list-different"], verdict: task("format-check") }, { verdict: task("format") }],
  dprint: [{ sub: "fmt", verdict: task("format") }, { sub: "check", verdict: task("format-check") }, { verdict: NOISE }],
  tsc: TYPESCRIPT_COMPILER,
  // TypeScript's native compiler (@typescript/native-preview) takes tsc's options.
  tsgo: TYPESCRIPT_COMPILER,
  vite: [{ sub: "build", verdict: task("build") }, { sub: ["", "dev", "serve", "preview"], verdict: task("dev") }, { verdict: NOISE }],
  ...Object.fromEntries(
    ["next", "nuxt", "nuxi", "remix", "react-router", "react-scripts", "ng", "nest", "svelte-kit", "gatsby", "expo", "vinxi", "docusaurus"].map((tool) => [
      tool,
      FRAMEWORK,
    ]),
  ),
  astro: [...FRAMEWORK.slice(0, -1), { sub: "check", verdict: task("typecheck") }, { verdict: NOISE }],
  webpack: [{ sub: "serve", verdict: task("dev") }, ...BUNDLER],
  ...Object.fromEntries(["webpack-dev-server", "nodemon", "ts-node-dev", "electron"].map((tool) => [tool, always(task("dev"))])),
  // Watchers that rerun the build or the tests on every change (Rust's bacon, Go's air, watchexec, reflex).
  ...Object.fromEntries(["watchexec", "bacon", "reflex"].map((tool) => [tool, always(task("dev"))])),
  // Go's air reloads the server on change; Posit's air (R) formats: `air format .`, `air format --check .`.
  air: [
    { sub: "format", when: ({ args }) => has(args, "--check"), verdict: task("format-check") },
    { sub: "format", verdict: task("format") },
    { sub: ["init", "language-server", "version", "help"], verdict: NOISE },
    { verdict: task("dev") },
  ],
  ...Object.fromEntries(
    ["rollup", "esbuild", "tsup", "unbuild", "rslib", "rsbuild", "tsdown", "pkgroll", "microbundle", "babel", "swc"].map((tool) => [tool, BUNDLER]),
  ),
  parcel: [{ sub: "build", verdict: task("build") }, { verdict: task("dev") }],
  // `prisma migrate reset` drops the database; `status`, `diff`, `resolve` migrate nothing.
  prisma: [{ sub: "migrate", when: ({ args }) => ["dev", "deploy"].includes(positionals(args)[1] ?? ""), verdict: task("migrate") }, { verdict: NOISE }],
  "drizzle-kit": [{ sub: ["migrate", "push"], verdict: task("migrate") }, { verdict: NOISE }],
  knex: MIGRATING_ORM,
  sequelize: MIGRATING_ORM,
  typeorm: MIGRATING_ORM,
  test: emptyOutputCheck,
  "[": emptyOutputCheck,
  gem: [{ sub: "build", verdict: task("build") }, { verdict: NOISE }],
  // Fetching the project's submodules is part of setting it up.
  git: [{ sub: "submodule", when: ({ args }) => positionals(args)[1] === "update" && has(args, "--init"), verdict: task("install") }, { verdict: NOISE }],
  // Coverage's bookkeeping around a test run (`coverage erase`, `coverage report`) does no task.
  coverage: [{ sub: ["erase", "report", "combine", "html", "xml", "json", "lcov", "debug"], verdict: NOISE }, { verdict: OPAQUE }],
};

/** The one matcher of the table: the verdict of the program's first row that applies. */
function applyRule(rule: Rule, call: Call): Verdict {
  if (typeof rule === "function") return rule(call);
  for (const row of rule) {
    const sub = row.sub;
    if (sub !== undefined && !(typeof sub === "string" ? call.sub === sub : sub instanceof RegExp ? sub.test(call.sub) : sub.includes(call.sub))) continue;
    if (row.flags !== undefined && !has(call.args, ...row.flags)) continue;
    if (row.when !== undefined && !row.when(call)) continue;
    return typeof row.verdict === "function" ? row.verdict(call) : row.verdict;
  }
  return OPAQUE;
}

/** The rule for a program, by its name or, for wrappers such as `gradlew.bat`, by its path as written. */
function ruleFor(table: Record<string, Rule>, call: Call): Rule | undefined {
  return Object.hasOwn(table, call.program) ? table[call.program] : Object.hasOwn(table, call.path) ? table[call.path] : undefined;
}

// ---- the programs whose arguments need reading --------------------------------------------------

function rails({ sub }: Call): Verdict {
  if (sub === "test" || sub === "t" || sub === "test:system" || sub === "test:all") return task("test");
  if (/^db:(migrate|prepare)/.test(sub)) return task("migrate");
  if (sub === "server" || sub === "s") return task("dev");
  return sub === "" ? NOISE : { kind: "ref", runner: "rake", names: [sub] };
}

function make({ args }: Call): Verdict {
  // `-j` and `-l` take a number only when one follows (`make -j -C tests test`).
  const words = args.filter((word, at) => !(/^\d+$/.test(word) && ["-j", "-l", "--jobs"].includes(args[at - 1] ?? "")));
  // `make -C tests test` runs the Makefile of tests/: another folder's recipe, known by its name.
  const at = words.findIndex((word) => word === "-C" || word === "--directory" || /^(-C.|--directory=)/.test(word));
  const option = words[at] ?? "";
  const dir = at < 0 ? undefined : option === "-C" || option === "--directory" ? words[at + 1] : option.replace(/^(-C|--directory=)/, "");
  const names = positionals(words, ["-C", "--directory", "-f", "--file", "-I"]).filter((word) => !word.includes("="));
  const folder = dir?.replace(/^\.\//, "").replace(/\/+$/, "");
  return { kind: "ref", runner: "make", names, ...(folder !== undefined && folder !== "" && folder !== "." ? { dir: folder } : {}) };
}

/** go-task: `task lint` runs a Taskfile task; `task` alone or `task --list` runs none svc can name. */
function taskfile({ args }: Call): Verdict {
  if (args.length === 0 || has(args, "--list", "-l")) return OPAQUE;
  return { kind: "ref", runner: "task", names: positionals(args, ["-d", "--dir", "-t", "--taskfile"]).filter((word) => !word.includes("=")) };
}

/** The values of an option that names recipes, comma-separated (`-s tests,lint`). */
function optionValues(args: string[], options: string[]): string[] {
  const values: string[] = [];
  for (let index = 0; index < args.length; index++) if (options.includes(args[index] ?? "")) values.push(...(args[index + 1] ?? "").split(","));
  return values;
}

function nox({ args }: Call): Verdict {
  const sessions = optionValues(args, ["-s", "--session", "--sessions", "-e"]);
  return sessions.length > 0 ? { kind: "ref", runner: "nox", names: sessions } : has(args, "-l", "--list") ? NOISE : task("test");
}

function tox({ args, sub }: Call): Verdict {
  const envs = optionValues(args, ["-e", "--env"]);
  if (envs.length > 0) return { kind: "ref", runner: "tox", names: envs };
  // `tox run -f lint`: every environment with that factor (`lint-ruff`, `lint-pre-commit`).
  const factor = optionValues(args, ["-f", "--factors"])[0];
  if (factor !== undefined && /^[\w.]+$/.test(factor)) return { kind: "ref", runner: "tox", names: [factor, `${factor}-*`, `*-${factor}`, `*-${factor}-*`] };
  return has(args, "-l", "-a", "--listenvs", "--listenvs-all") || ["list", "config", "legacy"].includes(sub) ? NOISE : task("test");
}

function rake({ args }: Call): Verdict {
  const names = positionals(args, ["-f", "--rakefile"]);
  return { kind: "ref", runner: "rake", names: names.length > 0 ? names : ["default"] };
}

/** Django's `manage.py` (run by any program) and `django-admin`: its subcommand says what it does. */
function django(program: string, args: string[]): Verdict | undefined {
  const first = args[0] ?? "";
  const admin = program === "django-admin" || program === "django";
  if (!admin && !/manage\.py$/.test(first)) return undefined;
  const sub = admin ? first : (args[1] ?? "");
  if (sub === "test") return task("test");
  if (sub === "migrate") return task("migrate");
  if (sub === "runserver") return task("dev");
  if (sub === "collectstatic") return task("build");
  if (sub === "check") return task("lint");
  return NOISE;
}

/** `python setup.py build`, `python script.py`; a bare `python` or `python -c` does nothing of the project's. */
function pythonScript(args: string[]): Verdict {
  const first = args[0] ?? "";
  if (first === "setup.py")
    // (`setup.py test` is gone from setuptools since 72: it runs nothing now.)
    return args[1] === "build" || args[1] === "sdist" || args[1] === "bdist_wheel" ? task("build") : NOISE;
  return first === "" || first === "-c" ? NOISE : OPAQUE;
}

/** Every hook (`pre-commit run --all-files`) is the project's run-everything; one hook is what it is named. */
function preCommit({ args, sub }: Call): Verdict {
  const hook = positionals(args, ["--hook-stage", "--from-ref", "--to-ref", "-c", "--config", "--files"])[1];
  if (sub !== "run") return NOISE;
  return hook === undefined ? also("check", "lint") : { kind: "named", names: [hook] };
}

/**
 * The project's own dependencies: a requirements file, the project itself (`-e .[dev]`); a
 * requirements file of CI's or the docs' tools (`.ci/requirements.txt`, `support/doc-requirements.txt`) is not.
 */
function pip({ args, sub }: Call): Verdict {
  if (sub !== "install") return NOISE;
  const files = args.flatMap((word, index) => (["-r", "--requirement"].includes(args[index - 1] ?? "") ? [word] : /^-r./.test(word) ? [word.slice(2)] : []));
  const tooling = files.length > 0 && files.every((file) => /(^|\/)\.?(ci|github|support|tools?|scripts|docs?|\.ci)\/|doc|lint|ci[-_]|bench/i.test(file));
  const projectInstall = (files.length > 0 && !tooling) || args.some((word) => /^(-e)?\.(\[.*\])?$/.test(word));
  return projectInstall ? task("install") : NOISE;
}

function nodeScript({ args, sub }: Call): Verdict {
  if (has(args, "--test")) return task("test");
  // `node -e "console.warn('use composer dev')"`: a script that only says something.
  if (
    has(args, "-e", "--eval", "-p", "--print") &&
    /^\s*console\.\w+\([^;]*\)\s*;?\s*((console\.\w+|process\.exit)\([^;]*\)\s*;?\s*)*$/.test(
      args[args.findIndex((word) => ["-e", "--eval", "-p", "--print"].includes(word)) + 1] ?? "",
    )
  )
    return NOISE;
  if (has(args, "--watch") || sub === "watch") return task("dev");
  return OPAQUE;
}

/** `test -z "$(gofmt -l .)"`: the check is what the substitution runs, expected to print nothing. */
function emptyOutputCheck({ args }: Call): Verdict {
  if (args[0] === "-z") {
    const inner = /^\$\((.*)\)$/s.exec(args[1] ?? "")?.[1];
    const commands = inner === undefined ? null : splitCommandLine(inner);
    if (commands !== null && commands.length === 1 && commands[0] !== undefined) return verdictOf(commands[0].argv);
  }
  return NOISE;
}

/** A build that rebuilds on every change (`vite build --watch`, `tsc -w`) is the development loop, not the build. */
function watching(verdict: Verdict, args: readonly string[]): Verdict {
  if (verdict.kind !== "task" || verdict.tasks[0] !== "build" || !args.some((arg) => arg === "--watch" || arg === "-w")) return verdict;
  return task("dev");
}

/** What a simple command does. */
export function verdictOf(argv: readonly string[]): Verdict {
  // `pdm run lint`: a script of [tool.pdm.scripts] where the project has one by that name, else the program.
  const settings = argv.findIndex((word) => !/^[A-Za-z_]\w*=/.test(word));
  if (argv[settings] === "pdm" && argv[settings + 1] === "run" && /^[\w.:-]+$/.test(argv[settings + 2] ?? ""))
    return {
      kind: "ref",
      runner: "pdm",
      names: [argv[settings + 2] ?? ""],
      ...(argv.length > settings + 3 ? { extra: argv.slice(settings + 3) } : {}),
      fallback: verdictOf(argv.slice(settings + 2)),
    };
  const words = unwrap([...argv]);
  const [path = "", ...args] = words;
  if (path === "") return NOISE;
  if (path === "bin/dev" || path === "./bin/dev") return task("dev");
  if (path === "bin/setup" || path === "./bin/setup") return task("install");
  // `vendor/bin/phpunit`, `build-cs/vendor/bin/phpcbf`, `./node_modules/.bin/jest`: the tool itself.
  // `npx @biomejs/biome ci .`: a scoped package's name is its program's (`biome`).
  const unscoped = /^@[\w.-]+\/([\w.-]+)$/.exec(path)?.[1];
  // So is one a Makefile or Taskfile installed into the project's tool folder (`.tool/golangci-lint`, `hack/tools/bin/…`).
  const program = (
    unscoped ??
    /(^|\/)vendor\/bin\/([^/]+)$/.exec(path)?.[2] ??
    path.replace(/^(\.\/)?(node_modules\/\.bin\/|bin\/|(\.tools?|_tools|\.bin|hack\/tools|tools\/bin)(\/bin)?\/)?/, "")
  ).replace(/\.(cmd|exe)$/, "");
  // `phpstan --version`, `ruff --help`: the tool says what it is, it checks nothing (before any `--` of its own).
  const own = args.indexOf("--") < 0 ? args : args.slice(0, args.indexOf("--"));
  if (own.some((word) => word === "--version" || word === "--help") && !NOISE_PROGRAMS.has(program)) return NOISE;
  const call: Call = { path, program, args, sub: positionals(args)[0] ?? "" };
  const runner = ruleFor(RUNNERS, call);
  if (runner !== undefined) return applyRule(runner, call);
  const djangoVerdict = django(program, args);
  if (djangoVerdict !== undefined) return djangoVerdict;
  if (/^python[0-9.]*$|^py$/.test(program)) return pythonScript(args);
  const tool = ruleFor(TOOLS, call);
  if (tool !== undefined) return watching(applyRule(tool, call), args);
  const other = PROGRAMS[programKey(program)];
  if (other !== undefined) return other(args, verdictOf);
  if (NOISE_PROGRAMS.has(program)) return NOISE;
  return OPAQUE;
}

// ---- what CI adds for itself ----------------------------------------------------------------

/** Options that only change how a run reports or behaves on a CI machine: a contributor's command goes without them. */
const CI_OPTIONS = new Set([
  "--verbose",
  "--no-progress",
  "--no-interaction",
  "--ansi",
  "--no-ansi",
  "--color",
  "--colors",
  "--colour",
  "--no-color",
  "--ci",
  "--no-daemon",
  "--stacktrace",
  "--scan",
  "--info",
  "--batch-mode",
  "--no-transfer-progress",
  "--show-version",
  "--print-errorlogs",
  "-cover",
  "--prefer-dist",
  "--no-suggest",
  "--no-audit",
  "--no-fund",
  "--nologo",
  "--cov-append",
  "--cov-branch",
  "--output-on-failure",
  "--show-diff-on-failure",
  "--github-actions",
  "--no-sync",
  // pnpm, Yarn and Bun in CI refuse a lockfile change; a contributor's plain install keeps the lockfile anyway.
  "--frozen-lockfile",
  "--immutable",
]);
/** The same, written with a value (`--loglevel=error` or `--loglevel error`). */
const CI_OPTIONS_WITH_VALUE = new Set([
  "--show-progress",
  "--color",
  "--colour",
  "--loglevel",
  "--verbosity",
  "--console",
  "--warning-mode",
  "--junitxml",
  "--junit-xml",
  "--cov",
  "--cov-report",
  "--cov-config",
  "--durations",
  "--logger",
  "-coverprofile",
  "-covermode",
  "-coverpkg",
  // Cargo's messages as JSON, for CI's annotations.
  "--message-format",
]);
/** Short options that mean the same for these tools: maven's batch mode, cargo's and go's verbose output. */
const CI_SHORT: Record<string, string[]> = {
  mvn: ["-B", "-V", "-e", "-ntp"],
  "./mvnw": ["-B", "-V", "-e", "-ntp"],
  mvnw: ["-B", "-V", "-e", "-ntp"],
  cargo: ["-v", "-vv"],
  go: ["-v"],
  pytest: ["-v", "-vv", "-ra"],
  gradle: ["-i", "-s"],
  "./gradlew": ["-i", "-s"],
};
/** Build and test drivers whose `-j N` only says how many jobs run at once. */
const PARALLEL_TOOLS = new Set(["ctest", "make", "gmake", "ninja"]);
/** Report formats for CI's own display (`--format=github`). */
const CI_FORMATS = /^(--(format|output-format|reporter|error-format|log-format)(=|$)|-f$)/;
const CI_FORMAT_VALUES = new Set(["github", "gitlab", "junit", "checkstyle", "sarif", "teamcity", "github-actions", "github-actions-logging", "azure"]);

/** The manifest at the root, however CI spells it: `Cargo.toml`, `./Cargo.toml`. */
const ROOT_MANIFEST = /^(\.\/)*Cargo\.toml$/;

/** Package managers and runners that start a coverage wrapper (`yarn c8 yarn test`, `npx nyc mocha`). */
const LAUNCHERS = new Set(["npx", "yarn", "pnpm", "bunx", "npm", "exec"]);

/** The words without a coverage wrapper: `coverage run -m pytest` runs pytest, `nyc mocha` mocha, `yarn c8 yarn test` yarn test. */
function withoutCoverage(argv: readonly string[]): readonly string[] {
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] ?? "";
    const wrapper = word === "coverage" && argv[index + 1] === "run" ? 2 : word === "nyc" || word === "c8" ? 1 : 0;
    if (wrapper === 0) continue;
    let end = index + wrapper;
    while ((argv[end] ?? "").startsWith("-") && argv[end] !== "-m")
      end += ["--reporter", "-r", "--rcfile", "--source", "--include", "--omit"].includes(argv[end] ?? "") ? 2 : 1;
    if (argv[end] === "-m") end++;
    // `yarn c8 yarn test`: the launcher of the wrapper goes with it.
    const start = index === 1 && LAUNCHERS.has(argv[0] ?? "") && argv[end] !== undefined && !["run", "exec"].includes(argv[end] ?? "") ? 0 : index;
    return [...argv.slice(0, start), ...argv.slice(end)];
  }
  return argv;
}

/**
 * A CI line's words without what CI adds for itself (`--verbose`, `--no-daemon`, maven's `-B`,
 * `--cov-report xml`, `--format=github`): what a contributor types for the same run.
 */
export function everydayArgs(argv: readonly string[]): string[] {
  const out: string[] = [];
  // CI's runner is root; a contributor installs and runs as themselves (`sudo yarn install`, `sudo -E make check`).
  if (argv[0] === "sudo" && argv.length > 1) argv = argv.slice(argv[1] === "-E" || argv[1] === "--preserve-env" ? 2 : 1);
  argv = withoutCoverage(argv);
  const tools = new Set(argv.filter((word) => Object.hasOwn(CI_SHORT, word)));
  const short = new Set([...tools].flatMap((tool) => CI_SHORT[tool] ?? []));
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] ?? "";
    if (word === "--") {
      out.push(...argv.slice(index));
      break;
    }
    const [name = "", value] = word.split("=", 2);
    if (CI_OPTIONS.has(word) || short.has(word)) continue;
    // Laravel asks before migrating in production; CI answers with `--force`, a contributor's database needs none.
    if (word === "--force" && argv.some((other) => /(^|\/)artisan$/.test(other)) && positionals([...argv]).includes("migrate")) continue;
    // The root's own manifest (`--manifest-path ./Cargo.toml`, a matrix leg of `.`) is where the tool looks anyway.
    if (word === "--manifest-path" && ROOT_MANIFEST.test(argv[index + 1] ?? "")) {
      index++;
      continue;
    }
    if (/^--manifest-path=/.test(word) && ROOT_MANIFEST.test(word.slice("--manifest-path=".length))) continue;
    // A literal job count (`ctest -j2`, `make -j 4`) is sized for CI's machine; a contributor's runs as many as theirs has.
    if (argv.some((other) => PARALLEL_TOOLS.has(other))) {
      if (/^(-j|--parallel=|--jobs=)\d+$/.test(word)) continue;
      if (["-j", "--parallel", "--jobs"].includes(word) && /^\d+$/.test(argv[index + 1] ?? "")) {
        index++;
        continue;
      }
    }
    // Project and system properties CI passes to Gradle (`-PminifyWithR8=false`,
    // `-Dsonar.gradle.skipCompile=true`) and its cache switches tune the build for CI.
    if (/^-[PD]\w/.test(word) && [...tools].some((tool) => /gradle/.test(tool))) continue;
    if (/^--(no-)?(configuration|build)-cache$/.test(word) && [...tools].some((tool) => /gradle/.test(tool))) continue;
    // `--cov` alone measures the default source; `--cov-report term-missing` has its value apart (below).
    if (CI_OPTIONS_WITH_VALUE.has(name) && (value !== undefined || word === "--cov")) continue;
    if (CI_OPTIONS_WITH_VALUE.has(word) && index + 1 < argv.length && !(argv[index + 1] ?? "-").startsWith("-") && word !== "--cov") {
      index++;
      continue;
    }
    if (CI_FORMATS.test(word) && CI_FORMAT_VALUES.has((value ?? argv[index + 1] ?? "").toLowerCase())) {
      if (value === undefined) index++;
      continue;
    }
    out.push(word);
  }
  return out;
}

// ---- the writing twin of a formatting check -------------------------------------------------

/** Per formatter, how its check is spelled and what writes instead (`--check` → nothing, `-l` → `-w`). */
const CHECK_TO_WRITE: { program: RegExp; check: RegExp; write: string }[] = [
  { program: /^(ruff|black|blue|isort|cargo|deno|zig|swiftformat|mago|rustfmt|scalafmt)$/, check: /^(--check|--diff|--check-only|--lint)$/, write: "" },
  { program: /^(prettier|biome)$/, check: /^(--check|-c|--list-different|-l)$/, write: "--write" },
  { program: /^oxfmt$/, check: /^(--check|--list-different)$/, write: "" },
  { program: /^(gofmt|goimports|gofumpt)$/, check: /^(-l|-d)$/, write: "-w" },
  { program: /^(dart|flutter)$/, check: /^(--set-exit-if-changed|--output=none)$/, write: "" },
  { program: /^mix$/, check: /^--check-formatted$/, write: "" },
  { program: /^pint$/, check: /^--test$/, write: "" },
  { program: /^dotnet$/, check: /^--verify-no-changes$/, write: "" },
  { program: /^(php-cs-fixer)$/, check: /^(--dry-run|--diff)$/, write: "" },
];

/**
 * The command that formats where `run` only checks the formatting (`ruff format --check .` →
 * `ruff format .`), for a formatter whose check is the writing command with a check flag; undefined
 * for any other command.
 */
export function formatTwin(run: string): string | undefined {
  const commands = splitCommandLine(run);
  if (commands === null || commands.length !== 1 || commands[0] === undefined) return undefined;
  const words = commands[0].argv;
  const at = words.findIndex((word) => CHECK_TO_WRITE.some((entry) => entry.program.test(word.replace(/^.*\//, ""))));
  const entry = CHECK_TO_WRITE.find((candidate) => candidate.program.test((words[at] ?? "").replace(/^.*\//, "")));
  if (at < 0 || entry === undefined || !words.slice(at).some((word) => entry.check.test(word))) return undefined;
  const written = [
    ...words.slice(0, at),
    ...words
      .slice(at)
      .filter((word) => !entry.check.test(word))
      .map((word) => (word === "check" && /php-cs-fixer$/.test(words[at] ?? "") ? "fix" : word)),
  ];
  const firstCheck = words.slice(at).findIndex((word) => entry.check.test(word));
  if (entry.write !== "") written.splice(at + firstCheck, 0, entry.write);
  // `cargo fmt --all -- --check` leaves a `--` with nothing after it.
  if (written.at(-1) === "--") written.pop();
  const twin = { ...commands[0], argv: written };
  delete twin.text;
  const verdict = verdictOf(twin.argv);
  return verdict.kind === "task" && verdict.tasks[0] === "format" ? commandText(twin) : undefined;
}

/** Per formatter, what makes its writing command check instead: a flag swapped (`-w` → `-l`) or added after its subcommand. */
const WRITE_TO_CHECK: Record<string, { sub?: string; swap?: [RegExp, string]; add?: string[] }> = {
  gofmt: { swap: [/^-w$/, "-l"] },
  goimports: { swap: [/^-w$/, "-l"] },
  gofumpt: { swap: [/^-w$/, "-l"] },
  prettier: { swap: [/^(--write|-w)$/, "--check"] },
  oxfmt: { add: ["--check"] },
  ruff: { sub: "format", add: ["--check"] },
  black: { add: ["--check"] },
  blue: { add: ["--check"] },
  isort: { add: ["--check-only"] },
  rustfmt: { add: ["--check"] },
  swiftformat: { add: ["--lint"] },
  cargo: { sub: "fmt", add: ["--check"] },
  deno: { sub: "fmt", add: ["--check"] },
  zig: { sub: "fmt", add: ["--check"] },
  dart: { sub: "format", add: ["--output=none", "--set-exit-if-changed"] },
  flutter: { sub: "format", add: ["--output=none", "--set-exit-if-changed"] },
  mix: { sub: "format", add: ["--check-formatted"] },
  pint: { add: ["--test"] },
  "php-cs-fixer": { sub: "fix", add: ["--dry-run", "--diff"] },
  dotnet: { sub: "format", add: ["--verify-no-changes"] },
};

/** A one-command line's words and the first of them that `table` knows (by its program name, past a path), with its entry. */
function toolIn<T>(run: string, table: Record<string, T>): { command: SimpleCommand; words: string[]; at: number; entry: T } | undefined {
  const commands = splitCommandLine(run);
  const command = commands?.length === 1 ? commands[0] : undefined;
  if (command === undefined) return undefined;
  const words = command.argv;
  const at = words.findIndex((word) => Object.hasOwn(table, word.replace(/^.*\//, "")));
  const entry = at < 0 ? undefined : table[(words[at] ?? "").replace(/^.*\//, "")];
  return entry === undefined ? undefined : { command, words, at, entry };
}

/** Per linter, how its checking run fixes what it can: the flag added after its subcommand (before any `--`). */
const LINT_TO_FIX: Record<string, { sub?: string; add: string }> = {
  cargo: { sub: "clippy", add: "--fix" },
  "golangci-lint": { sub: "run", add: "--fix" },
  ruff: { sub: "check", add: "--fix" },
  eslint: { add: "--fix" },
  stylelint: { add: "--fix" },
  oxlint: { add: "--fix" },
  xo: { add: "--fix" },
  standard: { add: "--fix" },
  rubocop: { add: "-a" },
  standardrb: { add: "--fix" },
  biome: { sub: "lint", add: "--write" },
  typos: { add: "-w" },
  codespell: { add: "-w" },
  "markdownlint-cli2": { add: "--fix" },
  deno: { sub: "lint", add: "--fix" },
};

/**
 * The command that fixes what a lint finds, where `run` is the lint (`cargo clippy --workspace --
 * -D warnings` → `cargo clippy --workspace --fix`: warnings made errors fix nothing); undefined for
 * any other command.
 */
export function fixTwin(run: string): string | undefined {
  const found = toolIn(run, LINT_TO_FIX);
  if (found === undefined) return undefined;
  const { command, words, at, entry } = found;
  const subAt = entry.sub === undefined ? at : words.findIndex((word, index) => index > at && word === entry.sub);
  if (subAt < 0) return undefined;
  const end = words.indexOf("--", subAt);
  const kept = [...words.slice(0, subAt + 1), ...withoutGates(end < 0 ? words.slice(subAt + 1) : words.slice(subAt + 1, end))];
  const fixing = [...kept.slice(0, subAt + 1), entry.add, ...kept.slice(subAt + 1)];
  const twin = { ...command, argv: fixing };
  delete twin.text;
  const verdict = verdictOf(fixing);
  return verdict.kind === "task" && verdict.tasks[0] === "lint-fix" ? commandText(twin) : undefined;
}

/** Without the options that only make a check fail on what is left (`--max-warnings 0`, oxlint's `--deny-warnings`): a fix fixes. */
function withoutGates(words: readonly string[]): string[] {
  return words.filter(
    (word, at) => !/^--max-warnings(=|$)/.test(word) && words[at - 1] !== "--max-warnings" && !["--deny-warnings", "--error-on-warnings"].includes(word),
  );
}

/**
 * The flag that, added at the end of a lint command, makes it fix what it finds (`eslint --cache .`
 * + `--fix`): what a package script that runs that one command takes after its name. Undefined
 * where the words after a `--` go to another program, or the flag would not make it a fix.
 */
export function fixFlag(argv: readonly string[]): string | undefined {
  const found = toolIn(joinWords(argv), LINT_TO_FIX);
  if (found === undefined || argv.includes("--")) return undefined;
  const verdict = verdictOf([...argv, found.entry.add]);
  return verdict.kind === "task" && verdict.tasks[0] === "lint-fix" ? found.entry.add : undefined;
}

/**
 * The command that checks the formatting where `run` formats (`gofumpt -w .` → `gofumpt -l .`,
 * `cargo +nightly fmt --all` → `cargo +nightly fmt --all --check`); undefined for any other command.
 */
export function checkTwin(run: string): string | undefined {
  const found = toolIn(run, WRITE_TO_CHECK);
  if (found === undefined) return undefined;
  const { command, words, at, entry } = found;
  const written = [...words];
  if (entry.swap !== undefined) {
    const [pattern, replacement] = entry.swap;
    const swapAt = written.findIndex((word, index) => index > at && pattern.test(word));
    if (swapAt < 0) return undefined;
    // `gofumpt -l -w .` lists already: its check drops the `-w`, no second `-l`.
    if (written.includes(replacement)) written.splice(swapAt, 1);
    else written[swapAt] = replacement;
  } else {
    // After the subcommand (`cargo +nightly fmt`), else after the program; before a `--`.
    const subAt = entry.sub === undefined ? at : written.findIndex((word, index) => index > at && word === entry.sub);
    if (subAt < 0 || written.slice(subAt + 1).some((word) => word === "--")) return undefined;
    written.splice(subAt + 1, 0, ...(entry.add ?? []));
  }
  const twin = { ...command, argv: written };
  delete twin.text;
  const verdict = verdictOf(twin.argv);
  return verdict.kind === "task" && verdict.tasks[0] === "format-check" ? commandText(twin) : undefined;
}

/** The formatter a line runs, as its own command: itself (`gofumpt -w .`), or what `test -z "$(gofmt -l .)"` checks. */
export function formatterIn(line: string, variables?: Variables): string | undefined {
  for (const command of splitCommandLine(line, variables) ?? []) {
    const [program = "", flag = "", inner = ""] = command.argv;
    const substituted = (program === "test" || program === "[") && flag === "-z" ? /^\$\((.*)\)$/s.exec(inner)?.[1] : undefined;
    if (substituted !== undefined) return formatterIn(substituted);
    const verdict = verdictOf(command.argv);
    if (verdict.kind === "task" && (verdict.tasks[0] === "format" || verdict.tasks[0] === "format-check")) return commandText(command);
  }
  return undefined;
}
