// Task runners that are not tied to one language: just (justfile), Task (Taskfile.yml), and Deno's
// tasks (deno.json / deno.jsonc, with Deno's own test / lint / fmt beside them).
import { statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { parseJsonc } from "../../harness/formats/json.ts";
import { parseToml } from "../../harness/formats/toml.ts";
import { parseOrProblem, readParsed, readTextOr } from "../../harness/io.ts";
import { exists, folderChecks, isDirectory, object, readFirstOf, stringList } from "../profile.ts";
import type { Reading } from "../reading.ts";
import type { Task } from "../profile.ts";
import { nameAndDescription } from "../identity.ts";
import { directOneTest } from "../one-test.ts";
import { PARTNER, type Recipe } from "../recipes.ts";
import { splitCommandLine } from "../shell.ts";

/**
 * A just recipe's parameter (`name`, `+args`, `*$ARGS`, `$env`) and its default: a string
 * (`name='x'`, `name="x"`) or a variable of the justfile (`tests=default`).
 */
const JUST_PARAMETER = /(?:[+*]\$?|\$)?([A-Za-z_][\w-]*)(?:=('[^']*'|"[^"]*"|[^\s:'"=]+))?/g;
/** A just recipe's first line: its name, its parameters, and after the colon the recipes it depends on. */
const JUST_HEADER = /^@?([A-Za-z_][\w-]*)((?:\s+(?:[+*]\$?|\$)?[A-Za-z_][\w-]*(?:=(?:'[^']*'|"[^"]*"|[^\s:'"=]+))?)*)\s*:(?!=)\s*(.*?)\s*(?:#.*)?$/;

/** Whether a file has an executable bit (false where it cannot be read, and on Windows, which has none). */
function executable(file: string): boolean {
  try {
    return (statSync(file).mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** justfile recipes: `name args: deps` at the margin, the indented lines under it its body. */
async function readJust({ root, profile, runners }: Reading): Promise<void> {
  const found = await readFirstOf({ root, profile }, ["justfile", "Justfile", ".justfile"]);
  if (found === null) return;
  const recipes = new Map<string, Recipe>();
  // The justfile and the files it imports (`import 'justfiles/testing.just'`, `import?` for an optional one), once each.
  const read = new Set<string>();
  const readFile = async (file: string, text: string): Promise<void> => {
    read.add(file);
    justRecipes(file, text, recipes);
    for (const match of text.matchAll(/^import\??\s+['"]([^'"]+)['"]\s*$/gm)) {
      const imported = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? ""));
      if (imported.startsWith("..") || path.posix.isAbsolute(imported) || read.has(imported) || read.size > 20) continue;
      const importedText = await readTextOr(path.join(root, imported), []);
      if (importedText !== null) await readFile(imported, importedText);
    }
  };
  await readFile(found.file, found.text);
  // A recipe named `default` that comes first is what bare `just` runs, and how it is meant to be run.
  const first = [...recipes.keys()][0];
  runners.add({
    kind: "just",
    recipes,
    invoke: (name) => (name === "default" && name === first ? "just" : `just ${name}`),
    hidden: (name) => name.startsWith("_"),
  });
}

/** The recipes of one justfile's text, added to `recipes`. */
function justRecipes(file: string, text: string, recipes: Map<string, Recipe>): void {
  let current: Recipe | undefined;
  // The justfile's own variables with a plain string value (`default := 'all'`).
  const assignments = new Map(
    [...text.matchAll(/^([A-Za-z_][\w-]*)\s*:=\s*(?:'([^']*)'|"([^"]*)")\s*$/gm)].map((found) => [found[1] ?? "", found[2] ?? found[3] ?? ""]),
  );
  // A recipe's parameters with their defaults (`watch +args='test':`): the body's `{{ args }}` runs with the default.
  let defaults = new Map<string, string>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (/^\s+\S/.test(line)) {
      const body = line
        .trim()
        .replace(/^[@-]+/, "")
        .replace(/\{\{\s*([A-Za-z_][\w-]*)\s*\}\}/g, (whole, name: string) => defaults.get(name) ?? whole);
      if (current && body !== "" && !body.startsWith("#")) current.lines.push(body);
      return;
    }
    const header = JUST_HEADER.exec(line);
    if (header === null) {
      if (line.trim() !== "" && !line.startsWith("[") && !line.startsWith("#")) current = undefined;
      return;
    }
    const name = header[1] ?? "";
    if (name === "set" || name === "alias" || name === "export" || name === "import" || name === "mod") return;
    // A quoted default is the string; an unquoted one names a variable of the justfile (`name := "x"`).
    defaults = new Map(
      [...(header[2] ?? "").matchAll(JUST_PARAMETER)].flatMap((parameter): [string, string][] => {
        const given = parameter[2];
        // A variadic parameter of zero or more (`*args`) is empty when none are given.
        if (given === undefined) return parameter[0]?.startsWith("*") === true ? [[parameter[1] ?? "", ""]] : [];
        const quoted = /^(['"])(.*)\1$/.exec(given);
        const value = quoted !== null ? quoted[2] : assignments.get(given);
        return value === undefined ? [] : [[parameter[1] ?? "", value]];
      }),
    );
    current = {
      name,
      lines: [],
      deps: (header[3] ?? "").split(/\s+/).filter((dep) => /^[A-Za-z_][\w-]*$/.test(dep)),
      source: { file, line: index + 1, detail: `(${name})` },
    };
    recipes.set(name, current);
  });
}

/** The names Task looks for its Taskfile by, in its order. */
export const TASKFILES = ["Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml"];

/** Taskfile.yml: `tasks: {name: {cmds: [...], deps: [...]}}`. */
async function readTaskfile({ root, profile, runners }: Reading): Promise<void> {
  const found = await readFirstOf({ root, profile }, TASKFILES);
  if (found === null) return;
  const { file, text } = found;
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return;
  const taskfile = object(doc.toJS());
  const tasks = object(taskfile?.["tasks"]) ?? {};
  const lines = text.split(/\r?\n/);
  const recipes = new Map<string, Recipe>();
  // The Taskfile's plain variables (`GOLANGCI_LINT: "{{ .TOOL_DIR }}/golangci-lint"`, `PORT: 8080`): a
  // command's `{{ .NAME }}` runs with their value; dynamic ones (`sh:`) and others stay as written.
  const variables = (table: unknown): Map<string, string> =>
    new Map(
      Object.entries(object(table) ?? {}).flatMap(([key, value]): [string, string][] =>
        typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? [[key, String(value)]] : [],
      ),
    );
  const global = variables(taskfile?.["vars"]);
  const fill = (command: string, own: Map<string, string>): string => {
    let filled = command;
    for (let round = 0; round < 4 && /\{\{\s*\.\w+\s*\}\}/.test(filled); round++)
      filled = filled.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, key: string) => own.get(key) ?? global.get(key) ?? whole);
    return filled;
  };
  for (const [name, value] of Object.entries(tasks)) {
    const definition = typeof value === "string" || Array.isArray(value) ? { cmds: value } : (object(value) ?? {});
    const own = variables(definition["vars"]);
    const commands = Array.isArray(definition["cmds"])
      ? definition["cmds"]
      : typeof definition["cmds"] === "string"
        ? [definition["cmds"]]
        : typeof definition["cmd"] === "string"
          ? [definition["cmd"]]
          : [];
    const body: string[] = [];
    const deps: string[] = stringList(definition["deps"]);
    for (const command of commands) {
      if (typeof command === "string") body.push(command);
      else if (typeof object(command)?.["cmd"] === "string") body.push(object(command)?.["cmd"] as string);
      else if (typeof object(command)?.["task"] === "string") body.push(`task ${object(command)?.["task"] as string}`);
    }
    const line = lines.findIndex((text) => new RegExp(`^\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:`).test(text));
    recipes.set(name, {
      name,
      lines: body
        .flatMap((entry) => entry.split("\n"))
        .filter((entry) => entry.trim() !== "")
        .map((entry) => fill(entry, own)),
      deps,
      source: { file, ...(line >= 0 ? { line: line + 1 } : {}), detail: `(${name})` },
    });
  }
  runners.add({ kind: "task", recipes, invoke: (name) => `task ${name}`, hidden: (name) => name.startsWith("_") || name.includes(":_") });
}

/**
 * mise's tasks (`[tasks.build]` in mise.toml, `run` a command or several, `depends` the tasks run
 * first): a task runner of its own, run as `mise run <task>`.
 */
async function readMise({ root, profile, add, runners }: Reading): Promise<void> {
  const file = ["mise.toml", ".mise.toml"].find((name) => exists(root, name));
  if (file === undefined) return;
  const config = await readParsed(path.join(root, file), (text) => parseToml(text).value, profile.problems);
  // A project that pins its tools with mise (`[tools]`) and runs its tasks through it is set up by `mise install`.
  const tasks = object(config?.["tasks"]);
  if (tasks !== undefined && object(config?.["tools"]) !== undefined) add("install", "mise install", { file, detail: "[tools]" }, "runner");
  if (tasks === undefined) return;
  const recipes = new Map<string, Recipe>();
  for (const [name, value] of Object.entries(tasks)) {
    const definition = typeof value === "string" || Array.isArray(value) ? { run: value } : (object(value) ?? {});
    const run = definition["run"];
    const commands = typeof run === "string" ? [run] : stringList(run);
    recipes.set(name, {
      name,
      lines: commands
        .flatMap((entry) => entry.split("\n"))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== "" && !entry.startsWith("#")),
      deps: typeof definition["depends"] === "string" ? [definition["depends"]] : stringList(definition["depends"]),
      source: { file, detail: `[tasks.${name}]` },
    });
  }
  runners.add({ kind: "mise", recipes, invoke: (name) => `mise run ${name}`, hidden: (name) => name.startsWith("_") });
}

/** Deno: deno.json(c) tasks, and Deno's own test runner, linter and formatter. */
async function readDeno({ root, profile, add, runners }: Reading): Promise<void> {
  const found = await readFirstOf({ root, profile }, ["deno.json", "deno.jsonc"]);
  if (found === null) return;
  const { file, text } = found;
  const parsed = parseOrProblem(path.join(root, file), () => object(parseJsonc(text)) ?? {});
  if (!parsed.ok) {
    profile.problems.push(parsed.problem);
    return;
  }
  const config = parsed.value;
  profile.ecosystems.push("deno");
  profile.packageManagers.push("deno");
  (profile.identities ??= []).push({ ecosystem: "deno", file, ...nameAndDescription(config) });
  const recipes = new Map<string, Recipe>();
  for (const [name, value] of Object.entries(object(config["tasks"]) ?? {})) {
    const command = typeof value === "string" ? value : object(value)?.["command"];
    const deps = stringList(object(value)?.["dependencies"]);
    recipes.set(name, { name, lines: typeof command === "string" ? [command] : [], deps, source: { file, detail: `tasks.${name}` } });
  }
  runners.add({ kind: "deno", recipes, invoke: (name) => `deno task ${name}` });
  const source = { file };
  // The test task carries the permissions the tests need (`deno test --allow-net`): one test keeps them.
  const testTask = recipes.get("test");
  const testCommand = testTask?.lines.length === 1 ? splitCommandLine(testTask.lines[0] ?? "") : undefined;
  const testArgv = testCommand?.length === 1 ? (testCommand[0]?.argv ?? []) : [];
  const settings = testArgv.filter((word) => /^[A-Za-z_]\w*=/.test(word));
  const testLine = testArgv.slice(settings.length, settings.length + 2).join(" ") === "deno test" ? testArgv : undefined;
  add("test", "deno test", source, "fallback");
  // …and none of its coverage, reporting or exclusions; a task that sets the environment for its
  // tests (`TZ=Z deno test -A`) is run itself, with the file after it (deno task passes it on).
  const oneFile =
    testLine === undefined
      ? undefined
      : settings.length > 0 && testLine.every((word) => word.startsWith("-") || testLine.indexOf(word) < settings.length + 2)
        ? "deno task test <file>"
        : directOneTest(testLine);
  // One test file: what contributors run (a name filter, `--filter "<name>"`, narrows further inside it).
  add("test-one", oneFile ?? "deno test <file>", testTask?.source ?? source);
  add("lint", "deno lint", source);
  add("format", "deno fmt", source);
  add("format-check", "deno fmt --check", source);
}

/** The ids of the hooks .pre-commit-config.yaml runs. */
export async function preCommitHooks({ root, profile }: Reading): Promise<Map<string, string[]> | null> {
  if (!exists(root, ".pre-commit-config.yaml")) return null;
  const text = await readTextOr(path.join(root, ".pre-commit-config.yaml"), profile.problems);
  const parsed = text === null ? null : (parseDocument(text).toJS() as unknown);
  const hooks = new Map<string, string[]>();
  for (const repo of Array.isArray(object(parsed)?.["repos"]) ? (object(parsed)?.["repos"] as unknown[]) : []) {
    for (const hook of Array.isArray(object(repo)?.["hooks"]) ? (object(repo)?.["hooks"] as unknown[]) : []) {
      const id = object(hook)?.["id"];
      if (typeof id === "string") hooks.set(id, stringList(object(hook)?.["args"]));
    }
  }
  return hooks;
}

/**
 * Hooks that check the code itself: linters and type checkers (`ruff`, `golangci-lint`, `mypy`, a
 * local `lint` or `typecheck`). pre-commit-hooks' own `check-yaml`, `end-of-file-fixer` and the
 * like tidy files, and formatters rewrite them: hooks of those kinds alone check nothing.
 */
const CODE_CHECK_HOOK =
  /^(?!check-)(local-)?([\w.-]*lint[\w.-]*|ruff|ruff-check|flake8|pycodestyle|pydocstyle|bandit|mypy|pyright|basedpyright|ty|clippy|cargo-check|rubocop|standardrb|credo|phpstan|psalm|staticcheck|go-vet|vet|shellcheck|clang-tidy|cppcheck|detekt|biome-check|tsc|typecheck|check)$/;

/**
 * pre-commit: every hook the project configures, run on all files, is its run-everything check
 * (and, failing another, its lint) — when a hook checks the code; hooks that only format and tidy
 * files make it no check, here or in CI.
 */
async function readPreCommit(reading: Reading): Promise<void> {
  const { root, add, runners } = reading;
  if (!exists(root, ".pre-commit-config.yaml")) return;
  const hooks = await preCommitHooks(reading);
  if (hooks !== null && hooks.size > 0 && ![...hooks.keys()].some((id) => CODE_CHECK_HOOK.test(id))) {
    runners.preCommitChecksNothing = true;
    return;
  }
  add("check", `${runners.preCommit ?? "pre-commit"} run --all-files`, { file: ".pre-commit-config.yaml" }, "config", ["lint"]);
}

/** Set-up scripts by the common convention (Rails' `bin/setup`, "scripts to rule them all"): the project's own way to install. */
const SETUP_SCRIPTS = ["bin/setup", "script/setup", "script/bootstrap"];

async function readSetupScript({ root, add }: Reading): Promise<void> {
  const script = SETUP_SCRIPTS.find((file) => exists(root, file) && !isDirectory(path.join(root, file)));
  if (script !== undefined) add("install", script, { file: script }, "runner");
}

/** Tasks a script of the project's own, named for one, is the command for when nothing else does it. */
const TASK_SCRIPTS: Partial<Record<string, Task>> = {
  build: "build",
  test: "test",
  lint: "lint",
  format: "format",
  fmt: "format",
  typecheck: "typecheck",
  ci: "check",
  check: "check",
  // GitHub's "scripts to rule them all": `script/bootstrap` installs, `script/server` runs, `script/cibuild` is CI's whole run.
  bootstrap: "install",
  server: "dev",
  cibuild: "check",
};
/** Where projects keep scripts named for a task (Swift projects in `Scripts/`, others in `tools/`). */
export const TASK_SCRIPT_FOLDERS = ["scripts", "script", "Scripts", ".scripts", "tools", "bin"];
/** In bin/, where a project keeps its programs too, only the names no program takes: Rails' `bin/ci` and a `bin/test`. */
const BIN_SCRIPTS = new Set(["ci", "test"]);

/**
 * `scripts/format.sh`, `script/test`: the project's own entry point for a task, last of its
 * commands (it may need what CI sets up). The name is the only evidence, so a body whose known
 * commands all do something else (`scripts/lint.sh` running `clang-tidy --fix`, `scripts/format.sh`
 * only checking) overrules it; a body svc cannot read leaves the name to decide.
 */
async function readTaskScripts({ root, profile, add, runners }: Reading): Promise<void> {
  const doesOtherwise = async (file: string, task: Task): Promise<boolean> => {
    const text = (await readTextOr(path.join(root, file), profile.problems)) ?? "";
    const found = text
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "" && !line.trim().startsWith("#"))
      .flatMap((line) => runners.commandsOf(line.trim(), folderChecks(root, profile)));
    // Fixing the lint and formatting go together (a `format` script running `swiftlint --fix`), as do the lint and the formatting check.
    const partner = PARTNER[task];
    return found.length > 0 && !found.some((command) => command.task === task || command.task === partner || command.also?.includes(task) === true);
  };
  for (const folder of TASK_SCRIPT_FOLDERS) {
    for (const [name, task] of Object.entries(TASK_SCRIPTS)) {
      if (task === undefined || (folder === "bin" && !BIN_SCRIPTS.has(name))) continue;
      const shell = `${folder}/${name}.sh`;
      const bare = `${folder}/${name}`;
      const file = [shell, bare].find((candidate) => exists(root, candidate) && !isDirectory(path.join(root, candidate)));
      if (file === undefined || (await doesOtherwise(file, task))) continue;
      // Rails writes its binstubs `bin/ci`; a path with a slash in it runs the same with or without `./`.
      // A shell script the checkout marks executable runs by its path (`./scripts/format.sh`), as its maintainers run it; one that is not, through bash.
      const runnable = file === shell ? (executable(path.join(root, shell)) ? `./${shell}` : `bash ${shell}`) : folder === "bin" ? bare : `./${bare}`;
      add(task, runnable, { file }, "fallback");
    }
  }
}

export const readRunners = [readJust, readTaskfile, readMise, readDeno, readPreCommit, readSetupScript, readTaskScripts];
