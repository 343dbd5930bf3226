// What a project shows about itself, read from its own files: ecosystems, package managers, the
// build / test / lint / format commands that really exist (scripts, Makefile targets, configured
// tools), workspaces and the top-level layout. Nothing is guessed: a command is listed only when
// the project names it or its ecosystem's own tool always has it (`cargo test`, `go test ./...`).
// Each source (one file per kind of project file, in sources/) adds what it finds to the profile.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DECOY_FOLDERS, readTextOr } from "../io.ts";
import type { ReadProblem } from "../model.ts";
import { denyPatterns } from "./deny.ts";
import { settleIdentity } from "./identity.ts";
import { describeSource, isDirectory, TASKS, TRUST_ORDER, type Add, type Command, type ProjectProfile, type Source, type SourceReader, type Task, type Trust } from "./profile.ts";
import { nameRank, Runners, type Recipe } from "./recipes.ts";
import { readCi } from "./sources/ci.ts";
import { readDocs } from "./sources/docs.ts";
import { readGo } from "./sources/go.ts";
import { readJava } from "./sources/java.ts";
import { readMake } from "./sources/make.ts";
import { readNode } from "./sources/node.ts";
import { readPython } from "./sources/python.ts";
import { readRuby } from "./sources/ruby.ts";
import { readRunners } from "./sources/runners.ts";
import { readRust } from "./sources/rust.ts";

export { TASKS, type Command, type Ecosystem, type ProjectProfile, type Task } from "./profile.ts";

/** The sources of project files, in the order their commands are listed. */
const SOURCES: SourceReader[] = [readNode, readPython, readRust, readGo, readRuby, readJava, readMake, ...readRunners];

interface Candidate {
  task: Task;
  run: string;
  source: Source;
  trust: Trust;
  order: number;
}

/** At most this many commands per task: the most trusted ones. */
const PER_TASK = 3;

export async function detectProject(root: string): Promise<ProjectProfile> {
  const profile: ProjectProfile = { root, name: path.basename(root), ecosystems: [], packageManagers: [], commands: [], workspaces: [], layout: [], ignore: [], problems: [] };
  const candidates: Candidate[] = [];
  const add: Add = (task, run, source, trust = "config") => {
    candidates.push({ task, run, source, trust, order: candidates.length });
  };
  const runners = new Runners();
  for (const read of SOURCES) await read({ root, profile, add, runners });
  addRecipes(runners, add);
  // CI and documents name recipes: read once every runner is known.
  await readCi({ root, profile, add, runners });
  await readDocs({ root, profile, add, runners });
  profile.commands = chooseCommands(candidates);
  await settleIdentity(profile);
  profile.layout = topLevelFolders(root, await gitIgnoredNames(root, profile.problems));
  profile.ignore = await denyPatterns(root, profile.ignore, profile.problems, (profile.workspaceFiles ?? []).flatMap((declared) => declared.globs));
  return profile;
}

/** Each runner's best recipe per task (`test` before `test:unit`), by what the recipe really does. */
function addRecipes(runners: Runners, add: Add): void {
  for (const runner of runners.all()) {
    const best = new Map<Task, Recipe>();
    for (const recipe of runner.recipes.values()) {
      if (runner.hidden?.(recipe.name)) continue;
      const task = runners.recipeTask(runner, recipe.name);
      if (task === undefined) continue;
      const current = best.get(task);
      if (current === undefined || nameRank(task, recipe.name) < nameRank(task, current.name)) best.set(task, recipe);
    }
    for (const [task, recipe] of best) add(task, runner.invoke(recipe.name), recipe.source, "runner");
  }
}

/**
 * The program and subcommand of a command (`cargo test`, `manage.py migrate`, `mvnw spotless:check`),
 * past wrappers and options: what makes two commands the same tool.
 */
function toolOf(run: string): string {
  let words = run.split(" ").filter((word) => !word.startsWith("-"));
  for (;;) {
    const [first = "", second = ""] = words;
    if ((["uv", "poetry", "pdm", "hatch", "rye"].includes(first) && second === "run") || (first === "bundle" && second === "exec")) words = words.slice(2);
    else if (["npx", "bunx", "uvx"].includes(first) || /^python[0-9.]*$/.test(first)) words = words.slice(1);
    else return words.slice(0, 2).join(" ");
  }
}

/** Whether a command builds for another platform: `--target <triple>` (`wasm32-unknown-unknown`). */
function crossCompiles(run: string): boolean {
  return /(^|\s)--target(=|\s+)\w+(-\w+){2,}(\s|$)/.test(run);
}

/**
 * Per task, the most trusted commands first, each once with its most trusted source; a command
 * only implied by a tool's configuration gives way to what CI or a runner runs with the same tool
 * (`cargo test --workspace --all-features` in CI says more than `cargo test --workspace`).
 */
function chooseCommands(candidates: Candidate[]): Command[] {
  const out: Command[] = [];
  for (const task of TASKS) {
    // A cross-compile (`cargo check --target armv5te-unknown-linux-musleabi`) comes after the plain commands.
    const forTask = candidates.filter((candidate) => candidate.task === task).sort((a, b) => Number(crossCompiles(a.run)) - Number(crossCompiles(b.run)) || TRUST_ORDER.indexOf(a.trust) - TRUST_ORDER.indexOf(b.trust) || a.order - b.order);
    const chosen: Candidate[] = [];
    for (const candidate of forTask) {
      // ...and is no contributor's everyday command where the project has a plain one for the task.
      if (crossCompiles(candidate.run) && chosen.some((other) => !crossCompiles(other.run))) continue;
      if (chosen.some((other) => other.run === candidate.run)) continue;
      if (candidate.trust === "fallback" && chosen.length > 0) continue;
      // What a tool's configuration implies gives way to what CI or a runner really runs for the
      // task (pip's `nox -s typecheck`, not a `mypy src` guessed from [tool.mypy]); an install
      // from the lockfile stays beside CI's own.
      if (candidate.trust === "config" && !["install", "test-one", "migrate"].includes(task) && chosen.some((other) => other.trust === "ci" || other.trust === "runner")) continue;
      if (candidate.trust !== "ci" && candidate.trust !== "runner" && chosen.some((other) => TRUST_ORDER.indexOf(other.trust) < TRUST_ORDER.indexOf(candidate.trust) && toolOf(other.run) === toolOf(candidate.run))) continue;
      chosen.push(candidate);
    }
    // A runner's own recipe for the task (`pnpm test`) keeps a place beside CI's variants of it.
    const recipe = chosen.findIndex((candidate) => candidate.trust === "runner");
    if (recipe >= PER_TASK) chosen.splice(PER_TASK - 1, 0, ...chosen.splice(recipe, 1));
    for (const candidate of chosen.slice(0, PER_TASK)) {
      const { source } = candidate;
      out.push({ task, run: candidate.run, from: describeSource(source), file: source.file, ...(source.line !== undefined ? { line: source.line } : {}) });
    }
  }
  return out;
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
