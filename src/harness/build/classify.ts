// What one simple command does, read from the program and its arguments: `prettier --check` checks
// formatting and `prettier --write` formats, `cargo clippy --fix` fixes lints, `tsc --noEmit`
// type-checks. A command that runs a project's own recipe (`npm run lint`, `make test`,
// `nox -s tests`) is a reference, resolved by recipes.ts against what that recipe runs. Programs
// this table does not know are opaque (their recipe's name decides); helpers (echo, rm, git,
// installing a tool) are noise, which never makes a command.
import type { Task } from "./profile.ts";

/** The task runners whose recipes a command can name. */
export type RunnerKind = "scripts" | "make" | "just" | "task" | "deno" | "nox" | "tox" | "hatch" | "rake";

export type Verdict =
  /** What it does; later entries are what it may also be called (`tsc`: build, or type-check). */
  | { kind: "task"; tasks: Task[] }
  /** Runs recipes of a runner, looked up by name (npm scripts, Make targets, nox sessions…). */
  | { kind: "ref"; runner: RunnerKind; names: string[]; fallback?: Verdict }
  /** Runs tasks known only by their names (turbo, nx, lerna, a workspace package's script); scoped: in one package. */
  | { kind: "named"; names: string[]; scoped?: boolean }
  | { kind: "opaque" }
  | { kind: "noise" };

const task = (...tasks: Task[]): Verdict => ({ kind: "task", tasks });
const NOISE: Verdict = { kind: "noise" };
const OPAQUE: Verdict = { kind: "opaque" };

const NOISE_PROGRAMS = new Set([
  "echo", "printf", "cd", "pushd", "popd", "rm", "mkdir", "cp", "mv", "ln", "touch", "cat", "ls", "export", "set", "unset", "source", ".", "true", "false", ":",
  "exit", "test", "[", "sleep", "chmod", "chown", "git", "curl", "wget", "tar", "unzip", "zip", "apt", "apt-get", "yum", "dnf", "apk", "brew", "choco", "tee", "grep",
  "sed", "awk", "find", "xargs", "diff", "which", "command", "type", "if", "then", "else", "elif", "fi", "for", "do", "done", "while", "until", "case", "esac",
  "trap", "wait", "kill", "head", "tail", "date", "shopt", "ulimit", "eval", "exec", "codecov", "coveralls", "gh", "jq", "yq", "docker", "docker-compose", "podman",
  "rustup", "nvm", "corepack", "gem", "pipx", "sh-c", "ssh", "scp", "rsync", "openssl", "gpg", "base64", "sort", "uniq", "wc", "cut", "tr", "basename", "dirname",
  "realpath", "readlink", "pwd", "whoami", "uname", "env", "printenv", "sudo", "npm-check-updates", "ncu", "changeset", "semantic-release", "twine", "sphinx-build",
  "mkdocs", "typedoc", "jsdoc", "vsce", "ovsx", "cosign", "goreleaser", "ko", "helm", "kubectl", "terraform", "aws", "gcloud", "az", "heroku", "vercel", "netlify",
  "wrangler", "firebase", "fly", "flyctl", "sentry-cli", "pip-audit", "safety", "license-checker", "cargo-deny", "cargo-audit", "govulncheck", "hadolint",
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
    } else if (first === "npx" || first === "bunx" || first === "uvx" || first === "pnpx") words = skipOptions(words.slice(1), ["-p", "--package", "--from", "--with", "--python"]);
    else if ((first === "pnpm" || first === "yarn" || first === "npm") && (second === "exec" || second === "dlx" || second === "x")) words = skipOptions(words.slice(2), ["-c", "--package", "-p"]);
    else if (first === "bun" && second === "x") words = skipOptions(words.slice(2), []);
    else if ((first === "uv" || first === "poetry" || first === "pipenv" || first === "pdm" || first === "rye") && second === "run") {
      words = skipOptions(words.slice(2), ["--extra", "--group", "--with", "--python", "-p", "--package", "--directory", "--project", "--env-file", "--only-group", "--index"]);
    } else if (first === "uv" && second === "tool" && words[2] === "run") words = skipOptions(words.slice(3), ["--from", "--with", "--python"]);
    else if (first === "bundle" && second === "exec") words = words.slice(2);
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

/** The words after the options (and the values of the options listed as taking one). */
function skipOptions(words: string[], withValue: string[]): string[] {
  let index = 0;
  while (index < words.length && (words[index] ?? "").startsWith("-")) {
    const word = words[index] ?? "";
    index += withValue.includes(word) ? 2 : 1;
  }
  return words.slice(index);
}

const has = (words: readonly string[], ...flags: string[]): boolean => words.some((word) => flags.includes(word) || flags.some((flag) => flag.endsWith("=") && word.startsWith(flag)));

/** The positional words (subcommands, targets), options and their values left out as far as known. */
function positionals(words: string[], withValue: string[] = []): string[] {
  const out: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    if (word === "--") break;
    if (word.startsWith("-")) {
      if (withValue.includes(word)) index++;
      continue;
    }
    out.push(word);
  }
  return out;
}

const PACKAGE_MANAGERS = new Set(["npm", "pnpm", "yarn", "bun"]);
const NODE_BUILTINS: Record<string, string[]> = {
  npm: ["install", "i", "ci", "add", "test", "t", "tst", "start", "run", "run-script", "exec", "publish", "pack", "version", "audit", "outdated", "update", "link", "init", "config", "cache", "prune", "dedupe", "ls", "rebuild", "uninstall", "remove", "view", "whoami", "login"],
  pnpm: ["install", "i", "add", "test", "t", "start", "run", "exec", "dlx", "publish", "pack", "audit", "outdated", "update", "up", "link", "init", "config", "store", "prune", "dedupe", "list", "ls", "rebuild", "remove", "rm", "why", "fetch", "setup", "env", "patch", "deploy"],
  yarn: ["install", "add", "test", "start", "run", "exec", "dlx", "publish", "pack", "audit", "outdated", "upgrade", "up", "link", "init", "config", "cache", "remove", "why", "workspace", "workspaces", "set", "plugin", "dedupe", "npm", "constraints", "version", "info", "global"],
  bun: ["install", "i", "add", "test", "run", "x", "publish", "pm", "link", "init", "create", "remove", "rm", "update", "outdated", "upgrade", "build"],
};

function packageManager(manager: string, words: string[]): Verdict {
  // Workspace selectors: the script then runs in member packages, known by name only.
  let inMembers = false;
  let scoped = false;
  const rest: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    if (["-r", "--recursive", "-ws", "--workspaces", "--if-present", "--parallel", "--stream", "--silent", "-s", "--frozen-lockfile"].includes(word) && word !== "--frozen-lockfile") {
      if (word !== "--if-present" && word !== "--silent" && word !== "-s" && word !== "--stream" && word !== "--parallel") inMembers = true;
      continue;
    }
    if (["--filter", "-F", "-w", "--workspace", "-C", "--dir", "--prefix", "--cwd"].includes(word)) {
      if (!["-C", "--dir", "--prefix", "--cwd"].includes(word)) inMembers = scoped = !/[*{]|\.\.\./.test(words[index + 1] ?? "*") || inMembers;
      index++;
      continue;
    }
    if (/^--(filter|workspace|dir|prefix|cwd)=/.test(word)) {
      if (/^--(filter|workspace)=/.test(word)) inMembers = scoped = !/[*{]|\.\.\./.test(word);
      continue;
    }
    rest.push(...words.slice(index));
    break;
  }
  const [sub = "", ...args] = rest;
  const positional = positionals(args);
  const members = (name: string): Verdict => ({ kind: "named", names: [name], ...(scoped ? { scoped } : {}) });
  if (sub === "" || sub === "install" || sub === "i" || sub === "ci") {
    // Bare `yarn` installs; bare npm, pnpm and bun print their help.
    if (sub === "" && manager !== "yarn") return NOISE;
    // `npm install -g typescript` installs a tool, not the project's dependencies.
    return positional.length === 0 && !has(args, "-g", "--global") ? task("install") : NOISE;
  }
  if (sub === "test" || sub === "t" || sub === "tst") {
    if (manager === "bun") return task("test");
    return inMembers ? members("test") : { kind: "ref", runner: "scripts", names: ["test"] };
  }
  if (sub === "start") return inMembers ? members("start") : { kind: "ref", runner: "scripts", names: ["start"] };
  if (sub === "run" || sub === "run-script") {
    const name = positional[0];
    if (name === undefined) return NOISE;
    if (manager === "bun" && /\.[cm]?[jt]sx?$/.test(name)) return OPAQUE;
    return inMembers ? members(name) : { kind: "ref", runner: "scripts", names: [name] };
  }
  if (manager === "yarn" && sub === "workspace") return positional[1] !== undefined ? { kind: "named", names: [positional[1] === "run" ? (positional[2] ?? "") : positional[1]], scoped: true } : NOISE;
  if (manager === "yarn" && sub === "workspaces") {
    const run = positional.indexOf("run");
    return run >= 0 && positional[run + 1] !== undefined ? { kind: "named", names: [positional[run + 1] ?? ""] } : NOISE;
  }
  if (manager === "bun" && sub === "build") return task("build");
  if ((NODE_BUILTINS[manager] ?? []).includes(sub)) return NOISE;
  // `pnpm lint`, `yarn build`: a script of that name, or the package's binary when there is none.
  return inMembers ? members(sub) : { kind: "ref", runner: "scripts", names: [sub], fallback: verdictOf([sub, ...args]) };
}

/** Task names turbo, nx and lerna are asked to run. */
function monorepoTool(program: string, words: string[]): Verdict {
  if (program === "turbo") {
    const positional = positionals(words, ["--filter", "-F", "--concurrency", "--cache-dir", "--output-logs", "--log-order", "--env-mode", "--cache"]);
    const names = positional[0] === "run" ? positional.slice(1) : positional;
    const filter = words.find((word, index) => word.startsWith("--filter=") || ["--filter", "-F"].includes(words[index - 1] ?? ""));
    const scoped = filter !== undefined && !/[*{]|\.\.\.|\[/.test(filter);
    return names.length > 0 && !["prune", "login", "link", "unlink", "gen", "daemon", "telemetry"].includes(names[0] ?? "") ? { kind: "named", names, ...(scoped ? { scoped } : {}) } : NOISE;
  }
  if (program === "nx") {
    const targets: string[] = [];
    for (let index = 0; index < words.length; index++) {
      const word = words[index] ?? "";
      if (word === "-t" || word === "--target" || word === "--targets") {
        // `-t lint test build`: every word up to the next option.
        for (let next = index + 1; next < words.length && !(words[next] ?? "-").startsWith("-"); next++) targets.push(...(words[next] ?? "").split(","));
      }
      else if (/^--targets?=/.test(word)) targets.push(...word.replace(/^--targets?=/, "").split(","));
    }
    const positional = positionals(words, ["-p", "--projects", "--base", "--head", "--exclude", "--parallel", "-c", "--configuration"]);
    const projects = words.some((word) => word === "-p" || word === "--projects" || word.startsWith("--projects="));
    if (targets.length > 0) return { kind: "named", names: targets, ...(projects && positional[0] === "run-many" ? { scoped: true } : {}) };
    if (positional[0] === "run" && positional[1]?.includes(":")) return { kind: "named", names: [positional[1].split(":")[1] ?? ""], scoped: true };
    // `nx test store`: one project's target.
    if (positional[0] !== undefined && !["run-many", "affected", "graph", "reset", "init", "migrate", "release", "format", "format:check", "format:write", "show", "daemon", "sync", "add", "generate", "g"].includes(positional[0])) return { kind: "named", names: [positional[0]], ...(positional[1] !== undefined ? { scoped: true } : {}) };
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
  if (program === "concurrently") return { kind: "ref", runner: "scripts", names: names.filter((name) => !name.includes(" ")) };
  return names.length > 0 ? { kind: "ref", runner: "scripts", names } : NOISE;
}

function cargo(words: string[]): Verdict {
  const [sub = "", ...args] = positionals(words, ["-p", "--package", "--manifest-path", "--target", "--features", "-F", "--profile", "-j", "--jobs", "--exclude", "--color", "-Z"]);
  const flags = words;
  switch (sub) {
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
      return task("dev");
    case "xtask":
    case "make":
      return args[0] !== undefined ? { kind: "named", names: [args[0]] } : NOISE;
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
    default:
      return NOISE;
  }
}

/** Maven goals and phases: what the last one of them does. */
function maven(words: string[]): Verdict {
  const goals = positionals(words, ["-pl", "--projects", "-f", "--file", "-s", "--settings", "-T", "--threads", "-P", "--activate-profiles", "-rf", "-D", "-e", "-Dmaven.repo.local"]);
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
  const names = positionals(words, ["-p", "--project-dir", "-x", "--exclude-task", "--tests", "-P", "-D", "--max-workers", "--console", "-c"]).map((name) => name.split(":").pop() ?? "");
  const tasks = new Set<Task>();
  for (const name of names) {
    if (name === "test" || /^(integration|unit)Test$/.test(name) || name === "allTests") tasks.add("test");
    else if (name === "build" || name === "assemble" || name === "compileJava" || name === "compileKotlin" || name === "jar" || name === "shadowJar") tasks.add("build");
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

function python(program: string, words: string[]): Verdict | undefined {
  const first = words[0] ?? "";
  if (/manage\.py$/.test(first) || program === "django-admin" || program === "django") {
    const sub = program === "django-admin" || program === "django" ? first : (words[1] ?? "");
    const rest = words.slice(program === "django-admin" || program === "django" ? 1 : 2);
    if (sub === "test") return task("test");
    if (sub === "makemigrations") return has(rest, "--check") ? task("migrate") : NOISE;
    if (sub === "migrate") return task("migrate");
    if (sub === "runserver") return task("dev");
    if (sub === "check") return task("lint");
    return NOISE;
  }
  if (/^python[0-9.]*$|^py$/.test(program)) {
    if (first === "setup.py") return words[1] === "test" ? task("test") : words[1] === "build" || words[1] === "sdist" || words[1] === "bdist_wheel" ? task("build") : NOISE;
    return first === "" || first === "-c" ? NOISE : OPAQUE;
  }
  return undefined;
}

/** What a simple command does. */
export function verdictOf(argv: readonly string[]): Verdict {
  const words = unwrap([...argv]);
  const [path0 = "", ...args] = words;
  if (path0 === "") return NOISE;
  const program = path0.replace(/^(\.\/)?(node_modules\/\.bin\/|bin\/)?/, "").replace(/\.(cmd|exe)$/, "");
  const sub = positionals(args)[0] ?? "";
  if (path0 === "bin/rails" || path0 === "./bin/rails" || program === "rails") {
    if (sub === "test" || sub === "t" || sub === "test:system" || sub === "test:all") return task("test");
    if (/^db:(migrate|prepare)/.test(sub)) return task("migrate");
    if (sub === "server" || sub === "s") return task("dev");
    return sub === "" ? NOISE : { kind: "ref", runner: "rake", names: [sub] };
  }
  if (path0 === "bin/dev" || path0 === "./bin/dev") return task("dev");
  if (path0 === "bin/setup" || path0 === "./bin/setup") return task("install");
  if (PACKAGE_MANAGERS.has(program)) return packageManager(program, args);
  if (program === "turbo" || program === "nx" || program === "lerna" || program === "ultra") return monorepoTool(program, args);
  if (["run-s", "run-p", "npm-run-all", "npm-run-all2", "concurrently"].includes(program)) return scriptsRunner(program, args);
  if (program === "make" || program === "gmake" || program === "$(MAKE)" || program === "${MAKE}") {
    return { kind: "ref", runner: "make", names: positionals(args, ["-C", "-f", "--file", "-j", "--jobs", "-I", "-l"]).filter((word) => !word.includes("=")) };
  }
  if (program === "just") return { kind: "ref", runner: "just", names: positionals(args, ["-f", "--justfile", "-d", "--working-directory", "--set"]).slice(0, 1) };
  if (program === "task" && args.length > 0 && !has(args, "--list", "-l")) return { kind: "ref", runner: "task", names: positionals(args, ["-d", "--dir", "-t", "--taskfile"]).filter((word) => !word.includes("=")) };
  if (program === "nox") {
    const sessions: string[] = [];
    for (let index = 0; index < args.length; index++) if (["-s", "--session", "--sessions", "-e"].includes(args[index] ?? "")) sessions.push(...(args[index + 1] ?? "").split(","));
    return sessions.length > 0 ? { kind: "ref", runner: "nox", names: sessions } : has(args, "-l", "--list") ? NOISE : task("test");
  }
  if (program === "tox") {
    const envs: string[] = [];
    for (let index = 0; index < args.length; index++) if (["-e", "--env"].includes(args[index] ?? "")) envs.push(...(args[index + 1] ?? "").split(","));
    if (envs.length > 0) return { kind: "ref", runner: "tox", names: envs };
    return has(args, "-l", "-a", "--listenvs", "--listenvs-all") || ["list", "config", "legacy"].includes(sub) ? NOISE : task("test");
  }
  if (program === "hatch") {
    if (sub === "run") return { kind: "ref", runner: "hatch", names: positionals(args).slice(1, 2) };
    if (sub === "test") return task("test");
    if (sub === "fmt") return has(args, "--check") ? task("format-check") : task("format");
    if (sub === "build") return task("build");
    return NOISE;
  }
  if (program === "rake" || program === "bin/rake") return { kind: "ref", runner: "rake", names: positionals(args, ["-f", "--rakefile"]).length > 0 ? positionals(args, ["-f", "--rakefile"]) : ["default"] };
  if (program === "deno") {
    if (sub === "task") return { kind: "ref", runner: "deno", names: positionals(args).slice(1, 2) };
    if (sub === "test") return task("test");
    if (sub === "lint") return has(args, "--fix") ? task("lint-fix") : task("lint");
    if (sub === "fmt") return has(args, "--check") ? task("format-check") : task("format");
    if (sub === "check") return task("typecheck");
    if (sub === "compile" || sub === "bundle") return task("build");
    if (sub === "install" && positionals(args).length === 1 && !has(args, "-g", "--global")) return task("install");
    return sub === "run" || sub === "serve" ? OPAQUE : NOISE;
  }
  if (program === "cargo") return cargo(args);
  if (program === "go") return goTool(args);
  if (program === "gofmt" || program === "goimports" || program === "gofumpt") return has(args, "-w") ? task("format") : task("format-check");
  if (program === "golangci-lint") return sub === "run" || sub === "" ? (has(args, "--fix") ? task("lint-fix") : task("lint")) : sub === "fmt" ? task("format") : NOISE;
  if (["staticcheck", "revive", "shellcheck", "actionlint", "markdownlint", "markdownlint-cli2", "yamllint", "codespell", "typos", "hadolint", "cspell"].includes(program)) return task("lint");
  if (program === "gotestsum") return task("test");
  if (program === "mvn" || program === "mvnw" || program === "./mvnw" || path0 === "./mvnw" || path0 === "mvnw.cmd") return maven(args);
  if (program === "gradle" || program === "gradlew" || path0 === "./gradlew" || path0 === "gradlew.bat") return gradle(args);
  const pythonVerdict = python(program, args);
  if (pythonVerdict !== undefined) return pythonVerdict;
  switch (program) {
    case "pytest":
    case "py.test":
    case "unittest":
    case "ward":
      return task("test");
    case "mypy":
    case "dmypy":
    case "pyright":
    case "basedpyright":
    case "pytype":
    case "pyre":
    case "ty":
      return task("typecheck");
    case "ruff":
      if (sub === "format") return has(args, "--check", "--diff") ? task("format-check") : task("format");
      return has(args, "--fix") ? task("lint-fix") : task("lint");
    case "black":
    case "blue":
    case "isort":
    case "autopep8":
    case "yapf":
      return has(args, "--check", "--diff", "--check-only", "-c") ? task("format-check") : task("format");
    case "flake8":
    case "pylint":
    case "pycodestyle":
    case "pydocstyle":
    case "bandit":
    case "vulture":
      return task("lint");
    case "pre-commit":
    case "prek":
      return sub === "run" ? task("lint") : NOISE;
    case "pip":
    case "pip3": {
      if (sub !== "install") return NOISE;
      // The project's own dependencies: a requirements file, the project itself (`-e .[dev]`).
      const projectInstall = args.some((word, index) => ["-r", "--requirement"].includes(args[index - 1] ?? "") || /^(-e)?\.(\[.*\])?$/.test(word) || word.startsWith("-r"));
      return projectInstall ? task("install") : NOISE;
    }
    case "uv":
      if (sub === "sync") return task("install");
      if (sub === "pip") return args.some((word) => word === "-r" || word.startsWith("-r") || /^\.(\[.*\])?$/.test(word) || word === "-e") && args.includes("install") ? task("install") : NOISE;
      if (sub === "build") return task("build");
      return NOISE;
    case "poetry":
    case "pdm":
    case "pipenv":
      return sub === "install" || sub === "sync" ? task("install") : sub === "build" ? task("build") : NOISE;
    case "alembic":
      return sub === "upgrade" ? task("migrate") : NOISE;
    case "rspec":
    case "minitest":
      return task("test");
    case "rubocop":
      return has(args, "-a", "-A", "--autocorrect", "--autocorrect-all", "--auto-correct", "--auto-correct-all", "-x", "--fix-layout") ? task("lint-fix") : task("lint");
    case "standardrb":
      return has(args, "--fix") ? task("lint-fix") : task("lint");
    case "bundle":
      return sub === "install" || sub === "" ? task("install") : NOISE;
    case "ruby":
      return has(args, "-Itest", "-Ilib:test", "-Itest:lib") ? task("test") : OPAQUE;
    case "srb":
    case "steep":
      return task("typecheck");
    case "jest":
    case "vitest":
    case "mocha":
    case "ava":
    case "tap":
    case "uvu":
    case "jasmine":
    case "karma":
    case "cypress":
    case "web-test-runner":
    case "wtr":
      return (program === "vitest" || program === "jest") && (sub === "dev" || sub === "watch" || has(args, "--watch", "-w")) ? NOISE : program === "cypress" && sub !== "run" ? NOISE : task("test");
    case "playwright":
      return sub === "test" ? task("test") : NOISE;
    case "node":
    case "tsx":
    case "ts-node":
      if (has(args, "--test")) return task("test");
      if (has(args, "--watch") || sub === "watch") return task("dev");
      return OPAQUE;
    case "eslint":
    case "oxlint":
    case "stylelint":
    case "xo":
    case "standard":
      return has(args, "--fix") ? task("lint-fix") : task("lint");
    case "biome":
      if (sub === "format") return has(args, "--write", "--apply") ? task("format") : task("format-check");
      if (sub === "check" || sub === "lint") return has(args, "--write", "--apply", "--apply-unsafe", "--fix") ? task("lint-fix") : task("lint");
      return sub === "ci" ? task("lint") : NOISE;
    case "prettier":
      // Without --write prettier only prints: a check, not a formatter.
      return has(args, "--write", "-w") ? task("format") : task("format-check");
    case "dprint":
      return sub === "fmt" ? task("format") : sub === "check" ? task("format-check") : NOISE;
    case "tsc":
      if (has(args, "--noEmit", "--noemit")) return task("typecheck");
      if (has(args, "--watch", "-w")) return NOISE;
      return task("build", "typecheck");
    case "vue-tsc":
    case "svelte-check":
    case "tsd":
    case "tstyche":
    case "attw":
      return task("typecheck");
    case "vite":
      return sub === "build" ? task("build") : sub === "" || sub === "dev" || sub === "serve" || sub === "preview" ? task("dev") : NOISE;
    case "next":
    case "nuxt":
    case "nuxi":
    case "astro":
    case "remix":
    case "react-router":
    case "react-scripts":
    case "ng":
    case "nest":
    case "svelte-kit":
    case "gatsby":
    case "expo":
    case "vinxi":
    case "docusaurus":
      if (sub === "build") return task("build");
      if (sub === "dev" || sub === "start" || sub === "serve" || sub === "develop") return task("dev");
      if (sub === "lint") return task("lint");
      if (sub === "test") return task("test");
      if (sub === "check" && program === "astro") return task("typecheck");
      return NOISE;
    case "webpack":
      return sub === "serve" || has(args, "--watch", "-w") ? task("dev") : task("build");
    case "webpack-dev-server":
    case "nodemon":
    case "ts-node-dev":
    case "electron":
      return task("dev");
    case "rollup":
    case "esbuild":
    case "tsup":
    case "unbuild":
    case "rslib":
    case "rsbuild":
    case "tsdown":
    case "pkgroll":
    case "microbundle":
    case "babel":
    case "swc":
      return has(args, "--watch", "-w") ? task("dev") : task("build");
    case "parcel":
      return sub === "build" ? task("build") : task("dev");
    case "prisma":
      return sub === "migrate" ? task("migrate") : NOISE;
    case "drizzle-kit":
      return sub === "migrate" || sub === "push" ? task("migrate") : NOISE;
    case "knex":
    case "sequelize":
    case "typeorm":
      return /migrat/.test(sub) ? task("migrate") : NOISE;
  }
  if (NOISE_PROGRAMS.has(program)) return NOISE;
  return OPAQUE;
}
