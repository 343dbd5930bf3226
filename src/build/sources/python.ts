// Python projects: pyproject.toml / requirements*.txt / setup.py, the manager its lock file names
// (uv, poetry, else pip), the tools it really configures (pytest, ruff, black, flake8, mypy,
// pyright — a dependency alone names no check: a project may list mypy and check with pyright),
// its runners (nox sessions, tox environments, hatch scripts), pre-commit, and Django's manage.py.
import { readdirSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseToml } from "../../harness/formats/toml.ts";
import { readParsed, readTextOr } from "../../harness/io.ts";
import { exists, isDirectory, object, stringList, type Json, type Source, type Task } from "../profile.ts";
import type { Reading } from "../reading.ts";
import { nameAndDescription } from "../identity.ts";
import type { Recipe, Runner } from "../recipes.ts";
import { addWorkspace, enclosingUvWorkspace, uvWorkspace } from "../workspaces.ts";
import { preCommitHooks, TASKFILES } from "./runners.ts";

/** Every dependency name a pyproject / requirements file declares. */
function declaredNames(pyproject: Json | null, requirementsText: string[]): Set<string> {
  const declared = new Set<string>();
  const collect = (value: unknown): void => {
    for (const entry of stringList(value)) declared.add(entry.split(/[\s<>=!~;[]/)[0]?.toLowerCase() ?? "");
    const table = object(value);
    if (table) for (const [key, inner] of Object.entries(table)) Array.isArray(inner) ? collect(inner) : declared.add(key.toLowerCase());
  };
  const project = object(pyproject?.["project"]);
  collect(project?.["dependencies"]);
  collect(project?.["optional-dependencies"]);
  collect(object(pyproject?.["dependency-groups"]));
  const poetry = object(object(pyproject?.["tool"])?.["poetry"]);
  collect(poetry?.["dependencies"]);
  collect(poetry?.["dev-dependencies"]);
  for (const group of Object.values(object(poetry?.["group"]) ?? {})) collect(object(group)?.["dependencies"]);
  for (const text of requirementsText) {
    for (const line of text.split("\n")) {
      const name = line
        .trim()
        .split(/[\s<>=!~;[]/)[0]
        ?.toLowerCase();
      if (name && !name.startsWith("#") && !name.startsWith("-")) declared.add(name);
    }
  }
  return declared;
}

/** `[section]` → `key = value` (indented lines continue a value), as tox.ini and setup.cfg write them. */
export function iniSections(text: string): Map<string, { line: number; values: Map<string, string> }> {
  const sections = new Map<string, { line: number; values: Map<string, string> }>();
  let section: { line: number; values: Map<string, string> } | undefined;
  let key: string | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const header = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      section = { line: index + 1, values: new Map() };
      sections.set((header[1] ?? "").trim(), section);
      key = undefined;
      return;
    }
    if (section === undefined || /^\s*[#;]/.test(raw)) return;
    if (/^\s+\S/.test(raw) && key !== undefined) {
      section.values.set(key, `${section.values.get(key) ?? ""}\n${raw.trim()}`);
      return;
    }
    const pair = /^([\w.-]+)\s*[=:]\s*(.*)$/.exec(raw);
    if (pair) {
      key = pair[1] ?? "";
      section.values.set(key, (pair[2] ?? "").trim());
    }
  });
  return sections;
}

/** tox's own substitutions made plain: `{envpython} -m pytest {posargs}` → `python -m pytest`. */
const toxCommand = (line: string): string => {
  let text = line.replace(/\{envpython\}/g, "python").replace(/\{envbindir\}\/?/g, "");
  // Substitutions nest (`{posargs:{env:DEFAULT_ARGS:}}`): drop the innermost until none is left.
  for (let before = ""; before !== text;) {
    before = text;
    text = text.replace(/\{[^{}]*\}/g, "");
  }
  return text.replace(/^-\s*/, "").trim();
};

/**
 * The commands of a tox environment's list that apply to it: `doctesting: pytest --doctest-modules`
 * runs only in environments with that factor (`py313-doctesting`), `!pylib: …` in those without it,
 * `a,b: …` in either, `a-b: …` in those with both.
 */
function toxLinesFor(env: string, lines: readonly string[]): string[] {
  const factors = new Set(env.split("-"));
  return lines.flatMap((line) => {
    const condition = /^([!\w.,-]+):\s+(.*)$/.exec(line);
    if (condition === null) return [line];
    const applies = (condition[1] ?? "")
      .split(",")
      .some((alternative) => alternative.split("-").every((factor) => (factor.startsWith("!") ? !factors.has(factor.slice(1)) : factors.has(factor))));
    return applies ? [condition[2] ?? ""] : [];
  });
}

/** A runner's recipe that runs pytest and passes on extra arguments: one test goes through it. */
interface PytestRecipe {
  run: string;
  source: Source;
  /** The pytest command names its own test paths: an added file would not narrow it, a `-k` name filter does. */
  paths?: boolean;
}

/** Whether a pytest command line names test paths of its own (`pytest tests --cov`). */
const namesPaths = (line: string): boolean =>
  line
    .replace(/\{posargs[^}]*\}|\{args[^}]*\}/g, "")
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(1)
    .some(
      (word, index, words) => !word.startsWith("-") && !(words[index - 1] ?? "").match(/^-(n|m|k|p|c)$|^--(numprocesses|run-optional|rootdir|cov-report|cov)$/),
    );

async function tox({ root, profile, runners, add }: Reading, pyproject: Json | null): Promise<{ used: boolean; pytest?: PytestRecipe }> {
  const recipes = new Map<string, Recipe>();
  let file: string | undefined;
  let ini: string | null = null;
  if (exists(root, "tox.ini")) {
    file = "tox.ini";
    ini = await readTextOr(path.join(root, file), profile.problems);
  } else if (typeof object(object(pyproject?.["tool"])?.["tox"])?.["legacy_tox_ini"] === "string") {
    file = "pyproject.toml";
    ini = object(object(pyproject?.["tool"])?.["tox"])?.["legacy_tox_ini"] as string;
  }
  let baseLines: string[] = [];
  let pytest: PytestRecipe | undefined;
  let envlist: string[] = [];
  if (ini !== null && file !== undefined) {
    // A command continued on the next line (`pytest tests \`) is one command.
    const sections = iniSections(ini.replace(/\\\r?\n[ \t]*/g, " "));
    const base = sections.get("testenv");
    const baseCommands = base?.values.get("commands") ?? "";
    envlist = expandEnvlist(sections.get("tox")?.values.get("envlist") ?? sections.get("tox")?.values.get("env_list") ?? "");
    baseLines = baseCommands
      .split("\n")
      .map(toxCommand)
      .filter((line) => line !== "");
    const baseSource: Source = { file, ...(file === "tox.ini" && base ? { line: base.line } : {}), detail: "[testenv]" };
    const pytestLine = /\bpytest\b[^\n]*\{posargs/.exec(baseCommands)?.[0];
    if (pytestLine !== undefined) pytest = { run: "tox -e py --", source: baseSource, paths: namesPaths(pytestLine) };
    for (const [name, section] of sections) {
      const given = /^testenv:(.+)$/.exec(name)?.[1];
      if (given === undefined) continue;
      const own = section.values.get("commands");
      const lines =
        own !== undefined
          ? own
              .split("\n")
              .map(toxCommand)
              .filter((line) => line !== "")
          : baseLines;
      // `[testenv:{,ci-}pypy3]` is the environments `pypy3` and `ci-pypy3`.
      for (const env of expandEnvlist(given))
        recipes.set(env, { name: env, lines, deps: [], source: { file, ...(file === "tox.ini" ? { line: section.line } : {}), detail: `[testenv:${given}]` } });
    }
    // An environment the envlist names with no section of its own (`py314`) runs the base commands that apply to it.
    for (const env of envlist)
      if (!recipes.has(env) && baseLines.length > 0)
        recipes.set(env, {
          name: env,
          lines: toxLinesFor(env, baseLines),
          deps: [],
          source: baseSource,
          ...(PYTHON_VERSION_ENV.test(env) ? { label: "test" } : {}),
        });
    // `tox -e py`: the default environment of the running Python, with the base commands. It comes
    // first: the everyday run of what the envlist's Python environments run (`py313`), before an
    // environment of its own for another purpose that runs the tests too (`plugins`).
    if (!recipes.has("py") && baseLines.length > 0 && envlist.some((env) => /^(\w+-)?py\d*$/.test(env))) {
      const others = [...recipes];
      recipes.clear();
      recipes.set("py", {
        name: "py",
        lines: toxLinesFor("py", baseLines),
        deps: [],
        source: baseSource,
      });
      for (const [env, recipe] of others) recipes.set(env, recipe);
    }
  } else {
    // tox 4's TOML configuration: [tool.tox.env.NAME] (pyproject) or [env.NAME] (tox.toml).
    const toml = exists(root, "tox.toml")
      ? await readParsed(path.join(root, "tox.toml"), (text) => parseToml(text).value, profile.problems)
      : object(object(pyproject?.["tool"])?.["tox"]);
    if (!toml) return { used: false };
    file = exists(root, "tox.toml") ? "tox.toml" : "pyproject.toml";
    const asLines = (commands: unknown): string[] =>
      Array.isArray(commands)
        ? commands
            .map((command) =>
              stringList(command)
                .map(toxCommand)
                .filter((word) => word !== "")
                .join(" "),
            )
            .filter((line) => line !== "")
        : [];
    const baseCommands = object(toml["env_run_base"])?.["commands"];
    baseLines = asLines(baseCommands);
    // pytest given the positional arguments (`{ replace = "posargs" }`): one test goes through `tox -e py --`.
    const pytestCommand = Array.isArray(baseCommands)
      ? baseCommands.find((command) => stringList(command)[0] === "pytest" && JSON.stringify(command).includes('"posargs"'))
      : undefined;
    if (pytestCommand !== undefined)
      pytest = { run: "tox -e py --", source: { file, detail: "env_run_base" }, paths: namesPaths(stringList(pytestCommand).join(" ")) };
    for (const [env, table] of Object.entries(object(toml["env"]) ?? {})) {
      const own = object(table)?.["commands"];
      recipes.set(env, { name: env, lines: own !== undefined ? asLines(own) : baseLines, deps: [], source: { file, detail: `env.${env}` } });
    }
    // Its env_list; an environment it names with no table of its own (`3.14`) runs the base commands.
    envlist = stringList(toml["env_list"]);
    for (const env of envlist)
      if (!recipes.has(env) && baseLines.length > 0)
        recipes.set(env, {
          name: env,
          lines: baseLines,
          deps: [],
          source: { file, detail: "env_run_base" },
          ...(PYTHON_VERSION_ENV.test(env) ? { label: "test" } : {}),
        });
    // `tox -e py`, the running Python's environment, as for tox.ini.
    if (!recipes.has("py") && baseLines.length > 0 && envlist.some((env) => PYTHON_VERSION_ENV.test(env)))
      recipes.set("py", { name: "py", lines: baseLines, deps: [], source: { file, detail: "env_run_base" }, label: "test" });
  }
  // An environment of one Python version among several (`3.10-tests` of `3.1{0,4}-tests`) is a leg of
  // CI's matrix: run by name where CI or a document says so, it is no contributor's everyday command.
  const withoutVersion = (env: string): string | undefined => {
    const rest = env.replace(/(^|-)(py\d*|(py)?3\.\d+|pypy\d*(\.\d+)?)(?=-|$)/, "$1").replace(/^-|-$/g, "");
    return rest === env ? undefined : rest;
  };
  // How many versions each kind of environment has (a matrix when two or more); of a matrix of
  // another kind than the tests (`py3{8-13}-mypy`), the newest CPython's stays: the type check has
  // no everyday environment of its own.
  const legs = new Map<string, number>();
  const newest = new Map<string, string>();
  const versionOf = (env: string): number[] => (/(\d+)\.?(\d+)?/.exec(env.replace(/^pypy/, "")) ?? []).slice(1).map((part) => Number(part ?? 0));
  for (const env of new Set([...envlist, ...recipes.keys()])) {
    // (`py`, the running Python's, is no version of its own.)
    const rest = env === "py" ? undefined : withoutVersion(env);
    if (rest === undefined) continue;
    legs.set(rest, (legs.get(rest) ?? 0) + 1);
    if (env.startsWith("pypy")) continue;
    const [major = 0, minor = 0] = versionOf(env);
    const [bestMajor = -1, bestMinor = -1] = versionOf(newest.get(rest) ?? "");
    if (major > bestMajor || (major === bestMajor && minor > bestMinor)) newest.set(rest, env);
  }
  const hidden = (name: string): boolean => {
    const rest = withoutVersion(name);
    if (name === "py" || rest === undefined || (legs.get(rest) ?? 0) < 2) return false;
    return rest === "" || /(^|-)tests?(-|$)/.test(rest) || newest.get(rest) !== name;
  };
  const runner: Runner = { kind: "tox", recipes, invoke: (name) => `tox -e ${name}`, hidden };
  runners.add(runner);
  // Bare `tox` runs every environment of the envlist: the project's "all checks" when they check in several ways.
  const kinds = new Set(
    envlist.map((env) => runners.recipeTask(runner, recipes.has(env) ? env : /^(\w+-)?py\d*$/.test(env) ? "py" : env)).filter((task) => task !== undefined),
  );
  if (
    file !== undefined &&
    [...kinds]
      .filter((task) => ["test", "lint", "typecheck", "format-check"].includes(task))
      .map((task) => (task === "format-check" ? "lint" : task))
      .filter((task, index, all) => all.indexOf(task) === index).length >= 2
  )
    add("check", "tox", { file, detail: "envlist" }, "config", kinds.has("test") ? ["test"] : []);
  return { used: baseLines.length > 0 || recipes.size > 0, ...(pytest ? { pytest } : {}) };
}

/** A tox environment named for a Python version only (`py312`, `3.14`, `3.14t`, `pypy3`): the base commands, the tests, on that Python. */
const PYTHON_VERSION_ENV = /^(py\d*|(py)?3\.\d+t?|pypy\d*(\.\d+)?)$/;

/** tox's envlist, factors expanded: `{,ci-}py{310,311},lint` → `py310`, `py311`, `ci-py310`, `ci-py311`, `lint`. */
export function expandEnvlist(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  // A comment in the list (`# mypy runs within each Python version`, `lint  # style`) is no environment.
  for (const char of text.replace(/(^|\s)#.*$/gm, "")) {
    if (char === "{") depth++;
    if (char === "}") depth--;
    if ((char === "," || char === "\n") && depth === 0) {
      items.push(current.trim());
      current = "";
    } else current += char;
  }
  items.push(current.trim());
  const expand = (item: string): string[] => {
    const match = /\{([^{}]*)\}/.exec(item);
    if (match === null) return [item];
    // tox 4's ranges: `3.1{0-5}` is 3.10 to 3.15.
    const parts = (match[1] ?? "").split(",").flatMap((part) => {
      const range = /^\s*(\d+)-(\d+)\s*$/.exec(part);
      const [from, to] = range === null ? [0, -1] : [Number(range[1]), Number(range[2])];
      return range !== null && to >= from && to - from < 50 ? Array.from({ length: to - from + 1 }, (_, at) => String(from + at)) : [part];
    });
    return parts.flatMap((part) => expand(`${item.slice(0, match.index)}${part.trim()}${item.slice(match.index + match[0].length)}`));
  };
  return [...new Set(items.filter((item) => item !== "").flatMap(expand))].slice(0, 50);
}

/** The `session.run("…", "…")` calls of a session's body (calls may span lines), as command lines. */
function sessionRuns(body: string): string[] {
  const out: string[] = [];
  for (const match of body.matchAll(/session\.run\(/g)) {
    let depth = 1;
    let end = (match.index ?? 0) + match[0].length;
    while (end < body.length && depth > 0) {
      const char = body[end];
      if (char === "(" || char === "[" || char === "{") depth++;
      else if (char === ")" || char === "]" || char === "}") depth--;
      end++;
    }
    // Keyword arguments (`env={…}`, `external=True`) are not words of the command.
    const call = body.slice((match.index ?? 0) + match[0].length, end - 1).replace(/\b\w+\s*=\s*(\{[^}]*\}|\[[^\]]*\]|[^,)]*)/g, "");
    const words = [...call.matchAll(/["']([^"']*)["']/g)].map((word) => word[1] ?? "");
    if (words.length > 0) out.push(words.map((word) => (/\s/.test(word) ? `'${word}'` : word)).join(" "));
  }
  return out;
}

/**
 * The top-level functions of a Python file under a decorator (`@nox.session(...)`, `@task`): each
 * one's name (a `name="…"` the decorator gives, over one or several lines, else the function's),
 * the function's own name, the decorator's line, and the function's text up to the next top-level
 * statement. A decorator is forgotten at a top-level statement other than a decorator or comment
 * before any `def`.
 */
function decoratedFunctions(text: string, decorator: RegExp): { name: string; given: boolean; fn: string; line: number; body: string }[] {
  const lines = text.split(/\r?\n/);
  const found: { name: string; given: boolean; fn: string; line: number; start: number }[] = [];
  let pending: { name?: string; line: number } | undefined;
  lines.forEach((line, index) => {
    if (decorator.test(line)) pending = { line: index + 1 };
    // (A decorator's arguments may go on over several lines, closed by a `)` at the margin.)
    else if (!/^def\s/.test(line) && /^[^\s@#)]/.test(line)) pending = undefined;
    const named = pending !== undefined && pending.name === undefined && !/^def\s/.test(line) ? /\bname\s*=\s*["']([^"']+)["']/.exec(line)?.[1] : undefined;
    if (pending !== undefined && named !== undefined) pending.name = named;
    const def = /^def\s+(\w+)\s*\(/.exec(line);
    if (def && pending)
      found.push({ name: pending.name ?? def[1] ?? "", given: pending.name !== undefined, fn: def[1] ?? "", line: pending.line, start: index });
    if (def) pending = undefined;
  });
  return found.map((fn, index) => {
    const next = found[index + 1]?.start ?? lines.length;
    let end = fn.start + 1;
    while (end < next && !/^[^\s#@)]/.test(lines[end] ?? "")) end++;
    return { name: fn.name, given: fn.given, fn: fn.fn, line: fn.line, body: lines.slice(fn.start, end).join("\n") };
  });
}

/**
 * noxfile.py sessions: each `@nox.session` function (or a plugin's, `@nox_uv.session`), its `session.run(…)` calls as lines. A
 * session whose commands are computed (helpers, variables) is opaque: its name says what it does.
 */
async function nox({ root, profile, runners }: Reading): Promise<{ used: boolean; pytest?: PytestRecipe }> {
  if (!exists(root, "noxfile.py")) return { used: false };
  const text = await readTextOr(path.join(root, "noxfile.py"), profile.problems);
  if (text === null) return { used: false };
  let pytest: PytestRecipe | undefined;
  const recipes = new Map<string, Recipe>();
  for (const session of decoratedFunctions(text, /^@(?:\w+\.)?session\b/)) {
    const runs = sessionRuns(session.body);
    const source = { file: "noxfile.py", line: session.line, detail: `(${session.name})` };
    recipes.set(session.name, { name: session.name, lines: runs.length > 0 ? runs : ["python noxfile.py"], deps: [], source });
    const pytestRun = runs.find((run) => run.split(" ")[0] === "pytest");
    if (pytest === undefined && pytestRun !== undefined && /posargs/.test(session.body))
      pytest = { run: `nox -s ${session.name} --`, source, paths: namesPaths(pytestRun) };
  }
  runners.add({ kind: "nox", recipes, invoke: (name) => `nox -s ${name}` });
  return { used: recipes.size > 0, ...(pytest ? { pytest } : {}) };
}

/** hatch scripts: `[tool.hatch.envs.<env>.scripts]`, run as `hatch run name` / `hatch run env:name`. */
function hatch({ runners }: Reading, pyproject: Json | null): { used: boolean; pytest?: PytestRecipe } {
  const envs = object(object(object(pyproject?.["tool"])?.["hatch"])?.["envs"]);
  if (!envs) return { used: false };
  const recipes = new Map<string, Recipe>();
  let pytest: PytestRecipe | undefined;
  for (const [env, table] of Object.entries(envs)) {
    const scripts = object(object(table)?.["scripts"]) ?? {};
    for (const [script, value] of Object.entries(scripts)) {
      const name = env === "default" ? script : `${env}:${script}`;
      const raw = typeof value === "string" ? [value] : stringList(value);
      // A line naming another script of the same environment runs that script.
      const lines = raw.map((line) =>
        Object.hasOwn(scripts, line.trim()) ? `hatch run ${env === "default" ? "" : `${env}:`}${line.trim()}` : line.replace(/\{args(:[^}]*)?\}/g, "").trim(),
      );
      const source = { file: "pyproject.toml", detail: `[tool.hatch.envs.${env}.scripts] ${script}` };
      recipes.set(name, { name, label: script, lines, deps: [], source });
      if (pytest === undefined && raw.length === 1 && /^pytest\b[^{]*\{args/.test(raw[0] ?? "") && !/cov/.test(script))
        pytest = { run: `hatch run ${name}`, source, paths: namesPaths(raw[0] ?? "") };
    }
  }
  runners.add({ kind: "hatch", recipes, invoke: (name) => `hatch run ${name}` });
  return { used: true, ...(pytest ? { pytest } : {}) };
}

/**
 * PDM's own task runner ([tool.pdm.scripts]): a command (`"pytest"`, `{cmd = …}`, `{shell = …}`),
 * or a composite of other scripts and commands; `{call = …}` runs Python svc cannot read. Scripts
 * named `pre_x` / `post_x` are hooks around `x`, no commands of their own.
 */
function pdmScripts({ runners }: Reading, pyproject: Json | null): void {
  const scripts = object(object(object(pyproject?.["tool"])?.["pdm"])?.["scripts"]);
  if (!scripts) return;
  const recipes = new Map<string, Recipe>();
  for (const [name, value] of Object.entries(scripts)) {
    if (name === "_") continue; // shared settings
    const table = object(value);
    const command = typeof value === "string" ? value : (table?.["cmd"] ?? table?.["shell"]);
    const composite = stringList(table?.["composite"]);
    const text = (line: string): string => (Object.hasOwn(scripts, line.trim()) ? `pdm run ${line.trim()}` : line.replace(/\{args(:[^}]*)?\}/g, "").trim());
    const lines =
      typeof command === "string" ? [text(command.replace(/\\\n\s*/g, " "))] : Array.isArray(command) ? [stringList(command).join(" ")] : composite.map(text);
    recipes.set(name, { name, lines, deps: [], source: { file: "pyproject.toml", detail: `[tool.pdm.scripts] ${name}` } });
  }
  runners.add({ kind: "pdm", recipes, invoke: (name) => `pdm run ${name}`, hidden: (name) => /^(pre|post)_/.test(name) });
}

/**
 * The project's Python task runners, declared in pyproject.toml and run through its manager: Poe the
 * Poet's `[tool.poe.tasks]` (`uv run poe start`) and taskipy's `[tool.taskipy.tasks]` (`uv run task
 * test`; taskipy's `task` is go-task's program name too, so only where no Taskfile is).
 */
function pythonTaskRunners({ root, runners }: Reading, pyproject: Json | null, run: (command: string) => string): void {
  const tool = object(pyproject?.["tool"]);
  const poe = object(object(tool?.["poe"])?.["tasks"]);
  if (poe !== undefined) {
    const recipes = new Map<string, Recipe>();
    for (const [name, value] of Object.entries(poe)) {
      const table = object(value);
      const body = (item: unknown): string[] => {
        if (typeof item === "string") return [item];
        const entry = object(item);
        if (entry === undefined) return [];
        const command = entry["cmd"] ?? entry["shell"];
        if (typeof command === "string") return [command];
        // A reference or a sequence runs other tasks (a sequence's plain strings are task names).
        if (typeof entry["ref"] === "string") return [`poe ${entry["ref"]}`];
        if (Array.isArray(entry["sequence"])) return entry["sequence"].flatMap((step) => (typeof step === "string" ? [`poe ${step}`] : body(step)));
        return [];
      };
      const lines = Array.isArray(value) ? value.flatMap((step) => (typeof step === "string" ? [`poe ${step}`] : body(step))) : body(table ?? value);
      recipes.set(name, {
        name,
        lines: lines
          .flatMap((line) => line.split("\n"))
          .map((line) => line.trim())
          .filter((line) => line !== ""),
        deps: [],
        source: { file: "pyproject.toml", detail: `[tool.poe.tasks] ${name}` },
      });
    }
    runners.add({ kind: "poe", recipes, invoke: (name) => run(`poe ${name}`) });
  }
  const taskipy = object(object(tool?.["taskipy"])?.["tasks"]);
  if (taskipy !== undefined && !TASKFILES.some((file) => exists(root, file))) {
    const recipes = new Map<string, Recipe>();
    for (const [name, value] of Object.entries(taskipy)) {
      const command = typeof value === "string" ? value : object(value)?.["cmd"];
      if (typeof command === "string")
        recipes.set(name, { name, lines: [command], deps: [], source: { file: "pyproject.toml", detail: `[tool.taskipy.tasks] ${name}` } });
    }
    runners.add({ kind: "task", recipes, invoke: (name) => run(`task ${name}`) });
  }
}

/** The first string literal of each call a task body runs a command with (`c.run("…")`, `run_command(context, "…")`). */
function invokeRuns(body: string): { runs: string[]; computed: boolean } {
  const runs: string[] = [];
  let computed = false;
  for (const match of body.matchAll(/(?:\.run|\brun_command|\bsudo)\(\s*(?:(?:c|ctx|context|c_|cx)\s*,\s*)?(?:(f?)(["'])((?:(?!\2)[^\\\n]|\\.)*)\2)?/g)) {
    const text = (match[3] ?? "").trim();
    // A command in a variable, or an f-string's `{…}`, is computed when the task runs: not known here.
    if (match[2] === undefined || text === "" || (match[1] === "f" && /\{[^}]*\}/.test(text))) computed = true;
    else runs.push(text);
  }
  return { runs, computed };
}

/**
 * Invoke's tasks (`tasks.py`, or a `tasks/` package): each function under `@task` (the package's, or a
 * wrapper of it such as `@invoke_task`), its name with dashes for underscores as Invoke calls it
 * (`invoke unit-test`), and the commands its body runs with `c.run("…")`. A task whose commands are
 * computed is opaque: its name says what it does.
 */
async function invokeTasks({ root, profile, runners }: Reading, run: (command: string) => string): Promise<void> {
  const file = ["tasks.py", "tasks/__init__.py"].find((name) => exists(root, name));
  if (file === undefined) return;
  const text = (await readTextOr(path.join(root, file), profile.problems)) ?? "";
  if (!/^\s*(from\s+invoke\b|import\s+invoke\b)/m.test(text)) return;
  // Invoke calls a task by its function's name with its inner underscores as dashes (`unit_tests`
  // is `unit-tests`; a leading `_` stays, and marks a helper), or by the name a collection gives it
  // (`ns.add_task(unit_tests, name="test")`).
  const renamed = new Map([...text.matchAll(/\badd_task\(\s*(\w+)\s*,\s*(?:name\s*=\s*)?["']([^"']+)["']/g)].map((match) => [match[1] ?? "", match[2] ?? ""]));
  const recipes = new Map<string, Recipe>();
  for (const task of decoratedFunctions(text, /^@(?:\w+\.)?\w*task\b/)) {
    const name = task.given ? task.name : (renamed.get(task.fn) ?? task.fn.replace(/(?<=[^_])_(?=[^_])/g, "-"));
    const { runs, computed } = invokeRuns(task.body);
    const source = { file, line: task.line, detail: `(${name})` };
    // A task with a `fix=False` flag checks by default and fixes with `--fix` (`invoke ruff`, `invoke ruff --fix`).
    const fixes = /^def\s+\w+\s*\([^)]*\bfix\s*(?::\s*bool\s*)?=\s*False\b/.test(task.body);
    recipes.set(name, {
      name,
      ...(fixes ? { label: `${name}-check` } : {}),
      // What it computes is opaque: with it, the task's name says what the task is for.
      lines: computed || runs.length === 0 ? [`python ${file}`, ...runs] : runs,
      deps: [],
      source,
    });
    if (fixes) recipes.set(`${name} --fix`, { name: `${name} --fix`, label: `${name}-fix`, lines: [`python ${file}`], deps: [], source });
  }
  if (recipes.size > 0) runners.add({ kind: "invoke", recipes, invoke: (name) => run(`invoke ${name}`), hidden: (name) => name.startsWith("_") });
}

/** The manage.py of a Django project in a first-level folder, when there is exactly one. */
function nestedManage(root: string): string | undefined {
  let folders: string[];
  try {
    folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name);
  } catch {
    return undefined;
  }
  const found = folders.filter((folder) => exists(root, `${folder}/manage.py`));
  return found.length === 1 ? `${found[0]}/manage.py` : undefined;
}

/** The manifests of the other ecosystems a Python docs-tooling project can sit beside. */
const OTHER_MANIFESTS = [
  "Cargo.toml",
  "go.mod",
  "package.json",
  "CMakeLists.txt",
  "meson.build",
  "configure.ac",
  "build.zig",
  "Package.swift",
  "mix.exs",
  "composer.json",
  "Gemfile",
  "pom.xml",
  "build.gradle",
  "build.gradle.kts",
];

/** Whether a pyproject's [project] says it is the documentation's tooling (its name or description). */
function docsTooling(pyproject: Json | null): boolean {
  const project = object(pyproject?.["project"]);
  const name = typeof project?.["name"] === "string" ? project["name"] : "";
  const description = typeof project?.["description"] === "string" ? project["description"] : "";
  // …or one that builds no package and depends on a documentation generator (chezmoi's, for its MkDocs site).
  const docsGenerator = stringList(project?.["dependencies"]).some((dependency) => /^(mkdocs|sphinx)\b/i.test(dependency));
  return (
    /(^|[-_.])docs?($|[-_.])/i.test(name) ||
    /\b(mkdocs|sphinx|documentation)\b/i.test(description) ||
    (docsGenerator && object(pyproject?.["build-system"]) === undefined)
  );
}

/** Whether a pyproject.toml declares a package pip can install: a [project], a [build-system], Poetry's own table. */
function packaged(pyproject: Json | null): boolean {
  return (
    pyproject !== null &&
    (object(pyproject["project"]) !== undefined ||
      object(pyproject["build-system"]) !== undefined ||
      object(object(pyproject["tool"])?.["poetry"]) !== undefined)
  );
}

const STYLE_TASKS: readonly Task[] = ["lint", "lint-fix", "format", "format-check", "typecheck"];

export async function readPython(given: Reading): Promise<void> {
  const { root, profile } = given;
  const pyproject = await readParsed(path.join(root, "pyproject.toml"), (text) => parseToml(text).value, profile.problems);
  // A Python package built from the Rust crate beside it (maturin, setuptools-rust) wraps that crate:
  // the project is the crate, and the lint, formatting and type check Python's tools' configuration
  // implies only fill what Cargo leaves.
  const backend =
    String(object(pyproject?.["build-system"])?.["build-backend"] ?? "") + JSON.stringify(object(pyproject?.["build-system"])?.["requires"] ?? "");
  const wrapsCrate = exists(root, "Cargo.toml") && /maturin|setuptools[-_]rust/.test(backend);
  const reading: Reading = wrapsCrate
    ? {
        ...given,
        add: (task, run, source, trust = "config", also) =>
          given.add(task, run, source, trust === "config" && STYLE_TASKS.includes(task) ? "fallback" : trust, also),
      }
    : given;
  const { add } = reading;
  const requirements = ["requirements.txt", "requirements-dev.txt", "requirements/dev.txt", "requirements_dev.txt", "dev-requirements.txt"].filter((file) =>
    exists(root, file),
  );
  const django = exists(root, "manage.py");
  if (pyproject === null && requirements.length === 0 && !exists(root, "setup.py") && !exists(root, "setup.cfg") && !django) return;
  // A pyproject that only sets up the documentation's tools (`jj-docs`: MkDocs) beside another
  // ecosystem's manifest is side tooling: the project is the other one.
  if (docsTooling(pyproject) && OTHER_MANIFESTS.some((file) => exists(root, file))) return;
  profile.ecosystems.push("python");
  const project = object(pyproject?.["project"]);
  const tool = object(pyproject?.["tool"]) ?? {};
  (profile.identities ??= []).push({
    ecosystem: "python",
    file: "pyproject.toml",
    ...nameAndDescription(project ?? object(object(pyproject?.["tool"])?.["poetry"])),
  });
  const requirementsText: string[] = [];
  for (const file of requirements) requirementsText.push((await readTextOr(path.join(root, file), profile.problems)) ?? "");
  // Every requirements file says what the project depends on (`requirements/testing.txt` names pytest-django),
  // though only the development one is what a contributor installs.
  const otherRequirements = fg.sync(["requirements/*.txt", "requirements-*.txt", "requirements_*.txt", "*-requirements.txt"], {
    cwd: root,
    onlyFiles: true,
    suppressErrors: true,
  });
  const declarationText = [...requirementsText];
  for (const file of otherRequirements.filter((file) => !requirements.includes(file)).slice(0, 20))
    declarationText.push((await readTextOr(path.join(root, file), profile.problems)) ?? "");
  const declared = declaredNames(pyproject, declarationText);
  const depends = (name: string): boolean => declared.has(name) || declared.has(name.replaceAll("-", "_"));
  // A manage.py is Django's unless the project is a Flask application (Flask-Script's manage.py):
  // `manage.py migrate` and `runserver` are Django's commands.
  const djangoManage = django && !(depends("flask") && !depends("django"));
  const setupCfg = exists(root, "setup.cfg") ? iniSections((await readTextOr(path.join(root, "setup.cfg"), profile.problems)) ?? "") : new Map();
  const poetry = object(tool["poetry"]);
  const hatchEnvs = object(object(tool["hatch"])?.["envs"]) !== undefined;
  // A uv workspace member has no uv.lock of its own: the root's, above it, says uv.
  const enclosing = exists(root, "uv.lock") ? null : await enclosingUvWorkspace(root, profile.problems);
  if (enclosing) profile.workspaceRoot = { up: enclosing.up, file: enclosing.declaration.file, manager: "uv" };
  // uv works only on a [project] table (or a workspace's root): a uv.lock beside a Poetry project whose
  // dependencies live in [tool.poetry] alone is a trial, not its manager.
  const uvUsable = project !== undefined || object(object(tool["uv"])?.["workspace"]) !== undefined || poetry === undefined;
  const manager =
    (exists(root, "uv.lock") && uvUsable) || enclosing
      ? "uv"
      : poetry !== undefined || exists(root, "poetry.lock")
        ? "poetry"
        : exists(root, "pdm.lock")
          ? "pdm"
          : hatchEnvs
            ? "hatch"
            : "pip";
  profile.packageManagers.push(manager);
  addWorkspace(profile, await uvWorkspace(root, pyproject, profile.problems));
  const run = (command: string): string => (manager === "pip" || manager === "hatch" ? command : `${manager} run ${command}`);
  if (manager === "uv") add("install", "uv sync", { file: enclosing ? `${enclosing.up}/uv.lock` : "uv.lock" });
  else if (manager === "poetry") add("install", "poetry install", { file: exists(root, "poetry.lock") ? "poetry.lock" : "pyproject.toml" });
  else if (manager === "pdm") add("install", "pdm install", { file: "pdm.lock" });
  else if (requirements.length > 0) {
    // The development requirements, with the main ones where they do not include them (`-r requirements.txt`).
    const dev = requirements.find((file) => /dev/.test(file));
    const devText = dev === undefined ? "" : (requirementsText[requirements.indexOf(dev)] ?? "");
    const withMain =
      dev !== undefined && requirements.includes("requirements.txt") && !/^\s*(-r|--requirement)[\s=]*(\.\/)?requirements\.txt\s*$/m.test(devText);
    add("install", `pip install${withMain ? " -r requirements.txt" : ""} -r ${dev ?? requirements[0]}`, { file: dev ?? requirements[0] ?? "" });
  }
  // hatch makes its environments itself on `hatch run`: nothing to install first.
  // A pyproject.toml of [tool.*] settings alone (ruff's beside a C project's meson.build) is no package.
  else if (manager === "pip" && (packaged(pyproject) || exists(root, "setup.py")))
    add("install", "pip install -e .", { file: packaged(pyproject) ? "pyproject.toml" : "setup.py" });
  // A package with a build backend builds its distributions with its manager's own command
  // (`uv build`, `poetry build`), listed only where nothing else builds (a build script of its own
  // in scripts/ is its build).
  const buildScript = ["scripts/build", "scripts/build.sh", "script/build"].some((file) => exists(root, file));
  if (object(pyproject?.["build-system"]) !== undefined && !enclosing && !buildScript) {
    const build =
      manager === "uv"
        ? "uv build"
        : manager === "poetry"
          ? "poetry build"
          : manager === "pdm"
            ? "pdm build"
            : manager === "hatch"
              ? "hatch build"
              : "python -m build";
    add("build", build, { file: "pyproject.toml", detail: "[build-system]" }, "fallback");
  }
  const hooks = await preCommitHooks(reading);
  // pre-commit (or prek, its rewrite) as one of the project's dependencies runs through its manager.
  const hookRunner = declared.has("prek") ? "prek" : declared.has("pre-commit") ? "pre-commit" : undefined;
  if (hookRunner !== undefined) reading.runners.preCommit = run(hookRunner);
  const manifest = pyproject !== null ? "pyproject.toml" : (requirements[0] ?? "setup.py");
  /** Where the project configures a tool: its [tool.X] table, a config file of its own, a setup.cfg section, a pre-commit hook. */
  const virtualRoot = pyproject !== null && project === undefined && object(object(tool["uv"])?.["workspace"]) !== undefined;
  const configured = (name: string, files: string[], hookIds: string[] = [name]): Source | undefined => {
    if (tool[name] !== undefined) return { file: "pyproject.toml", detail: `[tool.${name}]` };
    const file = files.find((candidate) => exists(root, candidate));
    if (file !== undefined) return { file };
    if (setupCfg.has(name) || setupCfg.has(`tool:${name}`)) return { file: "setup.cfg", detail: `[${name}]` };
    // Hook ids as repositories and local hooks write them: `ruff`, `ruff-check`, `local-ruff-check`.
    // At a workspace's root that is no project itself, the hooks run the members' tools, configured there.
    if (virtualRoot) return undefined;
    if (
      hookIds.some((id) =>
        [...(hooks?.keys() ?? [])].some((hook) => hook === id || hook.startsWith(`${id}-`) || hook.endsWith(`-${id}`) || hook.includes(`-${id}-`)),
      )
    )
      return { file: ".pre-commit-config.yaml", detail: `(${name})` };
    return undefined;
  };
  const toxUse = await tox(reading, pyproject);
  const noxUse = await nox(reading);
  const hatchUse = hatch(reading, pyproject);
  pdmScripts(reading, pyproject);
  pythonTaskRunners(reading, pyproject, run);
  await invokeTasks(reading, run);
  const pytestDjango = declared.has("pytest-django") || /DJANGO_SETTINGS_MODULE/.test(JSON.stringify(object(tool["pytest"]) ?? {}));
  const pytest = configured("pytest", ["pytest.ini", "conftest.py"]) ?? (declared.has("pytest") ? { file: manifest, detail: "(pytest)" } : undefined);
  const testDir =
    stringList(object(object(tool["pytest"])?.["ini_options"])?.["testpaths"])[0]?.replace(/\/+$/, "") ??
    ["tests", "test"].find((dir) => isDirectory(path.join(root, dir))) ??
    "tests";
  if (djangoManage && !pytestDjango) {
    const manage = run("python manage.py");
    add("test", `${manage} test`, { file: "manage.py" });
    add("test-one", `${manage} test <app>.tests.<TestCase>.<test_method>`, { file: "manage.py" });
  } else if (pytest && (manager !== "pip" || !(noxUse.used || toxUse.used)) && manager !== "hatch") {
    add("test", run("pytest"), pytest);
    add("test-one", run(`pytest ${testDir}/<file>.py::<test_name>`), pytest);
  } else {
    // pytest lives in the runner's environments (nox, tox, hatch): one test goes through them.
    const through = hatchUse.pytest ?? noxUse.pytest ?? toxUse.pytest;
    if (through !== undefined)
      add("test-one", through.paths === true ? `${through.run} -k "<test_name>"` : `${through.run} ${testDir}/<file>.py::<test_name>`, through.source);
    if (toxUse.used) add("test", "tox", { file: exists(root, "tox.ini") ? "tox.ini" : "pyproject.toml" }, "fallback");
    else if (noxUse.used) add("test", "nox", { file: "noxfile.py" }, "fallback");
  }
  if (djangoManage) {
    const manage = run("python manage.py");
    add("migrate", `${manage} migrate`, { file: "manage.py" });
    add("dev", `${manage} runserver`, { file: "manage.py" });
  }
  // Flask-Migrate's own command applies the migrations of a Flask application.
  if (depends("flask-migrate")) add("migrate", run("flask db upgrade"), { file: manifest, detail: "(Flask-Migrate)" });
  // A Django project one folder down (`netbox/manage.py`): its server and migrations from the root.
  const nested = django ? undefined : nestedManage(root);
  if (nested !== undefined) {
    add("migrate", run(`python ${nested} migrate`), { file: nested });
    add("dev", run(`python ${nested} runserver`), { file: nested });
  }
  // A tool the project does not depend on but runs as a pre-commit hook (the hook pins it and its
  // plugins) is run as that hook: `pre-commit run mypy --all-files`.
  const hookOf = (name: string, ids: string[]): string | undefined =>
    declared.has(name) ? undefined : [...(hooks?.keys() ?? [])].find((hook) => ids.includes(hook));
  const viaHook = (task: "lint" | "format" | "typecheck", id: string): void =>
    add(task, run(`pre-commit run ${id} --all-files`), { file: ".pre-commit-config.yaml", detail: `(${id})` });
  const ruff =
    configured("ruff", ["ruff.toml", ".ruff.toml"], ["ruff", "ruff-check"]) ?? (declared.has("ruff") ? { file: manifest, detail: "(ruff)" } : undefined);
  // The configuration ruff reads: the first of .ruff.toml, ruff.toml (its top level, before any
  // table, is [tool.ruff]) and pyproject.toml's [tool.ruff].
  const ruffFile = [".ruff.toml", "ruff.toml"].find((file) => exists(root, file));
  const ruffToml = ruffFile === undefined ? "" : (((await readTextOr(path.join(root, ruffFile), [])) ?? "").split(/^\[/m)[0] ?? "");
  const flake8 = configured("flake8", [".flake8"]);
  const ruffHook = hookOf("ruff", ["ruff", "ruff-check"]);
  // ruff is one program with no plugins: its hook runs what `ruff check` runs, and contributors
  // run it so, from wherever ruff is installed (the project does not depend on it).
  const hookSource = (id: string): Source => ({ file: ".pre-commit-config.yaml", detail: `(${id})` });
  // A configuration that says `fix = true` makes plain `ruff check` fix what it can: the check is `--no-fix`.
  const ruffFixes = ruffFile !== undefined ? /^\s*fix\s*=\s*true\b/m.test(ruffToml) : object(tool["ruff"])?.["fix"] === true;
  const ruffCheck = ruffFixes ? "ruff check --no-fix" : "ruff check";
  if (ruff && ruffHook !== undefined) {
    add("lint", `${ruffCheck} .`, hookSource(ruffHook));
    add("lint-fix", "ruff check --fix .", hookSource(ruffHook));
  } else if (ruff) {
    // The folders the project's own ruff hook is given (`args: [netbox/]`), else the whole tree.
    const targets = ["ruff", "ruff-check"].flatMap((id) => hooks?.get(id) ?? []).filter((arg) => !arg.startsWith("-") && exists(root, arg));
    const where = targets.length > 0 ? targets.join(" ") : ".";
    add("lint", run(`${ruffCheck} ${where}`), ruff);
    add("lint-fix", run(`ruff check --fix ${where}`), ruff);
  } else if (flake8 && hookOf("flake8", ["flake8"]) !== undefined) viaHook("lint", "flake8");
  else if (flake8) add("lint", run("flake8"), flake8);
  const ruffFormat =
    object(object(tool["ruff"])?.["format"]) !== undefined
      ? { file: "pyproject.toml", detail: "[tool.ruff.format]" }
      : !virtualRoot && [...(hooks?.keys() ?? [])].some((hook) => /(^|-)ruff-format$/.test(hook))
        ? { file: ".pre-commit-config.yaml", detail: "(ruff-format)" }
        : undefined;
  // Like mypy, black listed as a dependency alone is no formatter the project runs (docs may want it).
  const black = configured("black", []);
  const formatHook = hookOf("ruff", ["ruff-format"]);
  if (ruffFormat && formatHook !== undefined) {
    add("format", "ruff format .", hookSource(formatHook));
    add("format-check", "ruff format --check .", hookSource(formatHook));
  } else if (ruffFormat) {
    add("format", run("ruff format ."), ruffFormat);
    add("format-check", run("ruff format --check ."), ruffFormat);
  } else if (black && hookOf("black", ["black"]) !== undefined) viaHook("format", "black");
  else if (black) {
    add("format", run("black ."), black);
    add("format-check", run("black --check ."), black);
  } else if (ruff && declared.has("ruff") && !declared.has("black") && !(hooks?.has("black") ?? false)) {
    // ruff the project depends on, and no other formatter: ruff formats too, unless the project says otherwise.
    add("format", run("ruff format ."), ruff, "fallback");
    add("format-check", run("ruff format --check ."), ruff, "fallback");
  } else {
    // isort alone (setup.cfg's [isort], .isort.cfg, [tool.isort]): the formatting the project keeps is its import order.
    const isort = configured("isort", [".isort.cfg"]);
    if (isort) {
      add("format", run("isort ."), isort);
      add("format-check", run("isort --check-only --diff ."), isort);
    }
  }
  const mypy = configured("mypy", ["mypy.ini", ".mypy.ini"]);
  const pyright = configured("pyright", ["pyrightconfig.json"]) ?? configured("basedpyright", []);
  const mypyHook = hookOf("mypy", ["mypy"]);
  if (mypy && mypyHook !== undefined) viaHook("typecheck", mypyHook);
  else if (mypy) {
    // `[tool.mypy] files = …` says what to check: bare `mypy` reads it.
    const files = object(tool["mypy"])?.["files"] ?? setupCfg.get("mypy")?.values.get("files");
    const packageDir = typeof project?.["name"] === "string" ? project["name"].toLowerCase().replace(/[-.]/g, "_") : undefined;
    const target =
      files !== undefined
        ? ""
        : isDirectory(path.join(root, "src"))
          ? " src"
          : packageDir !== undefined && isDirectory(path.join(root, packageDir))
            ? ` ${packageDir}`
            : " .";
    add("typecheck", run(`mypy${target}`), mypy);
  }
  if (pyright) add("typecheck", run(tool["basedpyright"] !== undefined ? "basedpyright" : "pyright"), pyright);
  profile.ignore.push(".venv/", "__pycache__/", "*.pyc");
}
