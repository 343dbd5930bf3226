// What the project's CI runs: GitHub Actions workflows (each `run:` step, with the job's matrix
// values and working-directory), GitLab CI job scripts, and the script steps of other common CI
// files. The most trusted source: it is what the project checks every change with. Each line keeps
// its file and line; a line whose values CI computes at run time (`${{ secrets.X }}`, an unset
// `$VAR`) is left out rather than guessed.
import { readdirSync } from "node:fs";
import path from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import { readTextOr } from "../../harness/io.ts";
import { ANY_PACKAGE, exists, folderChecks, isDirectory, packageOfSiblings, type Add, type Task } from "../profile.ts";
import type { Reading } from "../reading.ts";
import { scriptPath } from "../recipes.ts";
import { joinWords, splitCommandLine, type Variables } from "../shell.ts";

type Env = Map<string, string>;

/** A YAML node's line (1-based). */
function lineOf(node: Node | null | undefined, counter: LineCounter): number | undefined {
  const offset = node?.range?.[0];
  return offset === undefined ? undefined : counter.linePos(offset).line;
}

/** Plain values of an `env:` / `variables:` map (computed ones are not known here). */
function envOf(node: unknown, into: Env = new Map()): Env {
  const out = new Map(into);
  if (!isMap(node)) return out;
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const value = isScalar(pair.value)
      ? pair.value.value
      : isMap(pair.value) && isScalar(pair.value.get("value", true))
        ? (pair.value.get("value", true) as { value: unknown }).value
        : undefined;
    if (key !== undefined && (typeof value === "string" || typeof value === "number" || typeof value === "boolean") && !String(value).includes("${{"))
      out.set(key, String(value));
  }
  return out;
}

/** The lines of a `run:` / `script:` value, each with its line in the file; `\` continuations joined. */
function scriptLines(node: unknown, counter: LineCounter): { text: string; line: number | undefined }[] {
  if (isSeq(node)) return node.items.flatMap((item) => scriptLines(item, counter));
  if (!isScalar(node) || typeof node.value !== "string") return [];
  const first = lineOf(node, counter);
  const block = node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED";
  const out: { text: string; line: number | undefined }[] = [];
  let pending = "";
  let pendingLine: number | undefined;
  node.value.split("\n").forEach((raw, index) => {
    const line = first === undefined ? undefined : first + (block ? index + 1 : index);
    const text = raw.trim();
    if (pending === "") pendingLine = line;
    if (text.endsWith("\\")) {
      pending += `${text.slice(0, -1)} `;
      return;
    }
    const whole = `${pending}${text}`.trim();
    pending = "";
    if (whole !== "" && !whole.startsWith("#")) out.push({ text: whole, line: pendingLine });
  });
  return out;
}

/** `${{ matrix.x }}` filled with each of the matrix's values (a few at most); other expressions left. */
function expandMatrix(text: string, matrix: Map<string, string[]>): string[] {
  let lines = [text];
  for (const match of text.matchAll(/\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g)) {
    const values = matrix.get(match[1] ?? "");
    if (values === undefined || values.length === 0) return [];
    lines = lines.flatMap((line) => values.map((value) => line.split(match[0]).join(value))).slice(0, 6);
  }
  return [...new Set(lines)];
}

function matrixOf(node: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!isMap(node)) return out;
  const push = (key: string, value: unknown): void => {
    if (typeof value === "string" || typeof value === "number") out.set(key, [...new Set([...(out.get(key) ?? []), String(value)])]);
  };
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : "";
    if (key === "include" && isSeq(pair.value)) {
      for (const entry of pair.value.items)
        if (isMap(entry)) for (const inner of entry.items) if (isScalar(inner.key) && isScalar(inner.value)) push(String(inner.key.value), inner.value.value);
    } else if (isSeq(pair.value)) for (const item of pair.value.items) if (isScalar(item)) push(key, item.value);
  }
  return out;
}

/** A plain value of a script's assignment: `"httpx tests"`, `''`, `src`. */
function plainValue(text: string): string | undefined {
  const match = /^"([^"$`\\;&|<>()]*)"$|^'([^';&|<>()]*)'$|^([^\s"'$`\\;&|<>()]*)$/.exec(text.trim());
  return match === null ? undefined : (match[1] ?? match[2] ?? match[3] ?? "");
}

/**
 * The project's own shell scripts a CI line runs (`scripts/check`): what they run is what CI
 * runs, with the script's own arguments (`mypy httpx tests`). Only their top-level lines are read
 * (an indented line runs under a condition), with the variables the script assigns at top level.
 */
async function addScriptCommands({ root, profile, add, runners }: Reading, line: string, variables: Variables): Promise<void> {
  for (const command of splitCommandLine(line, variables) ?? []) {
    if (command.cwd !== undefined) continue;
    const file = path.posix.normalize(scriptPath(command.argv));
    if (!file.includes("/") || file.startsWith("..") || path.isAbsolute(file) || !exists(root, file) || isDirectory(path.join(root, file))) continue;
    const text = await readTextOr(path.join(root, file), profile.problems);
    if (text === null || !/^#!.*\b(ba|z)?sh\b/.test(text)) continue;
    const assigned = new Map<string, string>();
    // The script's own functions (`bundle() { … }` then `bundle`) are no programs to classify.
    const functions = new Set(
      [...text.matchAll(/^(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{?|^function\s+([A-Za-z_][\w-]*)/gm)].map((match) => match[1] ?? match[2] ?? ""),
    );
    text.split(/\r?\n/).forEach((raw, index) => {
      if (index === 0 || raw.trim() === "" || /^\s/.test(raw) || raw.startsWith("#") || functions.has(raw.trim().split(/\s+/)[0] ?? "")) return;
      const assignment = /^(?:export\s+)?([A-Za-z_]\w*)=(.*)$/.exec(raw);
      if (assignment !== null) {
        const value = plainValue(assignment[2] ?? "");
        if (value === undefined) assigned.delete(assignment[1] ?? "");
        else assigned.set(assignment[1] ?? "", value);
        return;
      }
      // The script's own values go in as text, split into words as the shell splits `$SOURCE_FILES`.
      const expanded = raw.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced?: string, bare?: string) => assigned.get(braced ?? bare ?? "") ?? whole);
      for (const found of runners.commandsOf(expanded, { variables, ci: true, ...folderChecks(root, profile) }))
        add(found.task, found.run, { file, line: index + 1 }, "ci", found.also);
    });
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A line of a job that checked the project out into `folder`, with the folder's paths as the root's (`current/requirements.txt` is `requirements.txt`). */
function inCheckout(line: string, folder: string | undefined): string {
  if (folder === undefined) return line;
  return line.replace(new RegExp(`(^|[\\s='"])(\\./)?${escapeRegExp(folder)}/`, "g"), "$1$2");
}

/** Actions that run a known check themselves. */
const ACTIONS: [RegExp, Task, string, Task[]][] = [
  [/^pre-commit\/action@/, "check", "pre-commit run --all-files", ["lint"]],
  [/^golangci\/golangci-lint-action@/, "lint", "golangci-lint run", []],
  // clang-format's checking actions (DoozyX/clang-format-lint-action, jidicula/clang-format-action, …).
  [/^[\w.-]+\/clang-format[\w-]*-action@/i, "format-check", "clang-format --dry-run --Werror <file>", []],
  [/^psf\/black@/, "format-check", "black --check .", []],
  [/^(astral-sh|chartboost)\/ruff-action@/, "lint", "ruff check", []],
];

/** A check that the working tree is unchanged: after a formatter, it makes the formatting a check. */
const DIFF_CHECK = /\bgit\s+diff\b[^|;&]*--(exit-code|quiet)\b|\bgit\s+diff-index\b[^|;&]*--quiet\b/;

/** Jobs and steps that are no contributor's command: releasing, publishing, documentation, benchmarks, fuzzing, code scanning. */
const NOT_CONTRIBUTORS =
  /release|\bdraft\b|deploy|publish|\bdocs?\b|documentation|pages|bench|fuzz|codeql|coverity|scorecard|sbom|changelog|\bbump|\blabel|stale|triage|website|export|upload|snapshot|dependabot|renovate|\bupdate|\bsync\b|regenerate|\bgenerate|\bdiff\b|compare/i;
/** Jobs that run the project in a variant only some runs need: kept, after the main jobs' commands. */
const VARIANT_JOBS =
  /legacy|valgrind|sanitiz|asan|ubsan|tsan|msan|memcheck|coverage|\be2e\b|end-to-end|integration|examples?\b|msrv|minimal|lowest|oldest|compat|downstream|nightly|canary|experimental|traits?\b|features?\b|cross|emulat|qemu|wasm|bsd|android|ios|windows|macos|mingw|msvc|32-?bit|i686|arm/i;

/** Whether a step's `if:` makes it one only some runs take (a matrix leg, an OS, a failure). */
function conditional(condition: unknown): "never" | "leg" | "always" {
  if (condition === undefined || condition === null || condition === true) return "always";
  const text = String(condition);
  if (/failure\(\)|cancelled\(\)\s*$/.test(text) && !/!\s*cancelled/.test(text)) return "never";
  // `always() && steps.checkout.conclusion == 'success'`: after the steps before it, as every run goes.
  const parts = text
    .replace(/^\s*\$\{\{|\}\}\s*$/g, "")
    .split("&&")
    .map((part) => part.trim());
  return parts.every((part) => /^(always|success|!\s*cancelled)\(\)$|^steps\.[\w-]+\.(conclusion|outcome)\s*==\s*'success'$/.test(part)) ? "always" : "leg";
}

/**
 * Whether a workflow's `on:` runs it for changes (push, pull requests, merge queues, or as a
 * reusable workflow another one calls); a workflow with no `on:` read is taken to.
 */
function checksChanges(on: unknown): boolean {
  if (on === undefined || on === null) return true;
  const events = isScalar(on)
    ? [String(on.value)]
    : isSeq(on)
      ? on.items.map((item) => (isScalar(item) ? String(item.value) : ""))
      : isMap(on)
        ? on.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ""))
        : [];
  if (events.length === 0) return true;
  if (!events.some((event) => ["push", "pull_request", "pull_request_target", "merge_group", "workflow_call"].includes(event))) return false;
  // `push: tags: [v*]` alone releases.
  if (isMap(on) && events.length === 1 && events[0] === "push") {
    const push = on.get("push", true);
    if (isMap(push) && push.get("tags") !== undefined && push.get("branches") === undefined) return false;
  }
  return true;
}

/**
 * A command CI runs in one of several sibling packages (`cd pkgs/shelf && dart test`, one step per
 * package) runs in whichever package is at hand: `cd pkgs/<package> && dart test`. Node packages
 * keep their folder: their workspace's own forms (`pnpm --filter <package>`) say that.
 */
function inAnyPackage(root: string, run: string): string {
  const folder = /^cd (\S+) && /.exec(run)?.[1];
  const any =
    folder === undefined ? undefined : packageOfSiblings(root, folder, ["composer.json", "Cargo.toml", "pyproject.toml", "go.mod", "mix.exs", "pubspec.yaml"]);
  // Written with a placeholder the shell reads as a word (`<` would be a redirection); shown as `<package>`.
  return any === undefined ? run : `cd ${any.replace("<package>", ANY_PACKAGE)} && ${run.slice(`cd ${folder} && `.length)}`;
}

/** The folder after `cd TARGET` from `dir`; undefined when it cannot be known (`cd $HOME`, `cd -`). */
function changeDirectory(dir: string | undefined, target: string): string | undefined | null {
  const clean = target.replace(/^["']|["']$/g, "");
  if (/[$~`]/.test(clean) || clean === "-" || path.posix.isAbsolute(clean)) return null;
  const next = path.posix.normalize(path.posix.join(dir ?? ".", clean)).replace(/(.)\/+$/, "$1");
  if (next.startsWith("..")) return null;
  return next === "." ? undefined : next;
}

/**
 * A script line that changes folder for the lines after it: `cd backend`, or a line ending so
 * (`mkdir -p build && cd build`, `pip install uv && cd backend`): what runs before the `cd`, and
 * the folder.
 */
function movesTo(line: string): { before: string; target: string } | undefined {
  const moved = /^(?:(.*?)\s*&&\s*)?(?:cd|pushd)\s+(\S+)\s*$/.exec(line);
  return moved === null ? undefined : { before: moved[1] ?? "", target: moved[2] ?? "" };
}

/** The folders a line makes: `mkdir -p build`, `mkdir build && cd build`. */
function madeFolders(line: string): string[] {
  return (splitCommandLine(line) ?? []).flatMap((command) =>
    command.argv[0] === "mkdir" ? command.argv.slice(1).filter((word) => !word.startsWith("-") && !/[$`]/.test(word)) : [],
  );
}

async function githubWorkflows(reading: Reading): Promise<void> {
  const { root, profile, add, runners } = reading;
  const folders = folderChecks(root, profile);
  const pintRequired = /"laravel\/pint"/.test((await readTextOr(path.join(root, "composer.json"), [])) ?? "");
  let files: string[];
  try {
    // Releasing, deploying and publishing documentation are no contributor's commands.
    files = readdirSync(path.join(root, ".github", "workflows"))
      .filter(
        (name) =>
          /\.ya?ml$/.test(name) &&
          !/release|deploy|publish|docs|\bdoc\b|documentation|update|regenerate|generate|pages|stale|label|codeql|dependabot|triage|backport|nightly|bump|notify|translat|people|sponsor|issue|comment|welcome|greet|smokeshow|latest-changes|contributors|conflict|lock/i.test(
            name,
          ),
      )
      .sort();
  } catch {
    return;
  }
  for (const name of files) {
    const file = `.github/workflows/${name}`;
    const text = await readTextOr(path.join(root, file), profile.problems);
    if (text === null) continue;
    const counter = new LineCounter();
    const doc = parseDocument(text, { lineCounter: counter });
    if (doc.errors.length > 0) {
      const error = doc.errors[0];
      profile.problems.push({
        path: path.join(root, file),
        ...(error?.linePos?.[0] ? { line: error.linePos[0].line } : {}),
        message: `invalid YAML: ${error?.message.split("\n")[0] ?? "unreadable"}; fix the workflow or svc build reads no command from it`,
      });
      continue;
    }
    // A workflow run only by hand, on a schedule or for a release is not what checks a contributor's change.
    if (!checksChanges(doc.get("on", true) ?? doc.get(true as unknown as string, true))) continue;
    const workflowEnv = envOf(doc.get("env", true));
    const workflowName = String(doc.get("name") ?? "").replace(/\$\{\{[^}]*\}\}/g, "");
    const jobs = doc.get("jobs", true);
    if (!isMap(jobs)) continue;
    for (const jobPair of jobs.items) {
      const job = jobPair.value;
      if (!isMap(job)) continue;
      // What the job is for, by its id and name: a release or docs job runs no contributor's command.
      // Words apart (`diff_shades`, `api-diff`), the workflow's file name included…
      const jobWords = `${isScalar(jobPair.key) ? String(jobPair.key.value) : ""} ${String(job.get("name") ?? "").replace(/\$\{\{[^}]*\}\}/g, "")}`.replace(
        /[_-]/g,
        " ",
      );
      const purpose = `${name.replace(/\.ya?ml$/, "").replace(/[_-]/g, " ")} ${jobWords}`;
      // …and the workflow's own name (`name: Build and deploy` over a job `nuget`), unless it is the
      // main job that also publishes ("Build, Test and Publish").
      if (NOT_CONTRIBUTORS.test(`${purpose} ${workflowName}`) && !/\b(test|tests|check|checks|lint)\b/i.test(jobWords)) continue;
      // A workflow for one platform or variant (`windows.yml`, `sanitizers.yml`) is one too.
      const jobTrust = VARIANT_JOBS.test(purpose) ? "ci-leg" : "ci";
      // Every pre-commit hook, run by a job for the lint (`lint:`), is that job's lint.
      const lintJob = /\blint(s|ing)?\b/i.test(jobWords) && !/\btests?\b/i.test(jobWords);
      const asJob = (task: Task, also: readonly Task[] | undefined): [Task, Task[] | undefined] =>
        lintJob && task === "check" && also?.includes("lint") === true ? ["lint", ["check"]] : [task, also === undefined ? undefined : [...also]];
      const jobEnv = envOf(job.get("env", true), workflowEnv);
      const strategy = job.get("strategy", true);
      const matrix = matrixOf(isMap(strategy) ? strategy.get("matrix", true) : undefined);
      const defaults = job.getIn(["defaults", "run", "working-directory"], true);
      const jobDir = isScalar(defaults) ? String(defaults.value) : undefined;
      const steps = job.get("steps", true);
      if (!isSeq(steps)) continue;
      // The project checked out into a folder of its own (`actions/checkout` with `path: current`,
      // beside `previous`): that folder is the project's root in the job's lines.
      let checkout: string | undefined;
      for (const step of steps.items) {
        if (!isMap(step)) continue;
        const when = conditional(step.get("if"));
        if (when === "never" || NOT_CONTRIBUTORS.test(String(step.get("name") ?? ""))) continue;
        const trust = when === "leg" ? "ci-leg" : jobTrust;
        const uses = step.get("uses");
        if (typeof uses === "string" && /^actions\/checkout@/.test(uses)) {
          const into = step.getIn(["with", "path"]);
          // (Another repository, or another version of this one, `ref: <base>`, is not the change under test.)
          const other = step.getIn(["with", "repository"]) ?? step.getIn(["with", "ref"]);
          if (other === undefined && typeof into === "string" && /^[\w.-]+$/.test(into) && into !== ".") checkout = into;
          continue;
        }
        if (typeof uses === "string") {
          // Ruff's and Black's actions run what their inputs say (`args: "format --check"`, `options: "--check --diff"`).
          const input = (key: string): string | undefined => {
            const value = step.getIn(["with", key]);
            return typeof value === "string" && !value.includes("${{") ? value : undefined;
          };
          const given = /^(astral-sh|chartboost)\/ruff-action@/.test(uses)
            ? input("args") !== undefined
              ? `ruff ${input("args") ?? ""}${input("src") !== undefined ? ` ${input("src") ?? ""}` : ""}`
              : undefined
            : /^psf\/black@/.test(uses) && input("options") !== undefined
              ? `black ${input("options") ?? ""} ${input("src") ?? "."}`
              : // Laravel Pint's action fixes the style (a commit step usually follows), or checks it in `testMode`;
                // Pint the project requires runs from vendor/bin, one it does not from a global install.
                /\/laravel-pint-action@/.test(uses)
                ? joinWords([
                    pintRequired ? "vendor/bin/pint" : "pint",
                    ...(/^true$/i.test(input("testMode") ?? "") ? ["--test"] : []),
                    // Its rules as CI runs them (not `onlyDirty`, which follows the change at hand).
                    ...(input("preset") !== undefined ? ["--preset", input("preset") ?? ""] : []),
                    ...(input("configPath") !== undefined ? ["--config", input("configPath") ?? ""] : []),
                  ])
                : undefined;
          if (given !== undefined) {
            for (const command of runners.commandsOf(given, { ci: true, ...folders })) {
              const [task, also] = asJob(command.task, command.also);
              add(task, command.run, { file, line: lineOf(step.get("uses", true) as Node, counter) }, trust, also);
            }
            continue;
          }
          const action = ACTIONS.find(([pattern]) => pattern.test(uses));
          if (action) {
            const [task, also] = asJob(action[1], action[3]);
            add(task, action[2], { file, line: lineOf(step.get("uses", true) as Node, counter) }, trust, also);
          }
          continue;
        }
        const stepEnv = envOf(step.get("env", true), jobEnv);
        const stepDir = step.get("working-directory");
        const written = typeof stepDir === "string" ? stepDir : jobDir;
        const given =
          checkout === undefined || written === undefined ? written : written.replace(new RegExp(`^(\\./)?${escapeRegExp(checkout)}(/|$)`), "") || undefined;
        if (given !== undefined && given.includes("${{")) continue;
        // A `cd` line moves the lines after it (`cd backend` then `uv run pytest`).
        let dir: string | undefined | null = given === undefined ? undefined : changeDirectory(undefined, given);
        // Formatting that CI then checks with `git diff --exit-code` is the formatting check, as a whole.
        const formatted: { run: string; line: number | undefined }[] = [];
        // Folders the step makes (`mkdir -p build`) are there for its later lines, though the checkout has none.
        const made = new Set<string>();
        const stepFolders = { ...folders, folderExists: (folder: string): boolean => made.has(path.posix.normalize(folder)) || folders.folderExists(folder) };
        for (const { text: line, line: number } of scriptLines(step.get("run", true), counter)) {
          if (dir === null) break;
          const moved = movesTo(line);
          if (moved !== undefined && moved.before === "") {
            dir = changeDirectory(dir, moved.target);
            continue;
          }
          for (const folder of madeFolders(moved?.before ?? line)) made.add(path.posix.normalize(dir === undefined ? folder : `${dir}/${folder}`));
          for (const expanded of expandMatrix(moved?.before ?? line, matrix)) {
            const resolved = inCheckout(
              expanded.replace(/\$\{\{\s*env\.([\w-]+)\s*\}\}/g, (whole, key: string) => stepEnv.get(key) ?? whole),
              checkout,
            );
            if (resolved.includes("${{")) continue;
            const where = dir !== undefined ? `cd ${dir} && ${resolved}` : resolved;
            for (const command of runners.commandsOf(where, { variables: (key) => stepEnv.get(key), ci: true, ...stepFolders })) {
              const [task, also] = asJob(command.task, command.also);
              add(task, inAnyPackage(root, command.run), { file, line: number }, trust, also);
              if (command.task === "format") formatted.push({ run: command.run, line: number });
            }
            if (DIFF_CHECK.test(resolved))
              for (const format of formatted.splice(0)) add("format-check", `${format.run} && git diff --exit-code`, { file, line: format.line }, trust);
            await addScriptCommands(reading, where, (key) => stepEnv.get(key));
          }
          if (moved !== undefined) dir = changeDirectory(dir, moved.target);
        }
      }
    }
  }
}

const GITLAB_KEYWORDS = new Set([
  "stages",
  "variables",
  "default",
  "include",
  "workflow",
  "image",
  "services",
  "cache",
  "before_script",
  "after_script",
  "pages",
]);

async function gitlab({ root, profile, add, runners }: Reading): Promise<void> {
  const file = ".gitlab-ci.yml";
  if (!exists(root, file)) return;
  const text = await readTextOr(path.join(root, file), profile.problems);
  if (text === null) return;
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return;
  const variables = envOf(doc.get("variables", true));
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : "";
    if (GITLAB_KEYWORDS.has(key) || key.startsWith(".") || !isMap(pair.value)) continue;
    const job = pair.value;
    // As on GitHub: a release, docs or pages job (by its name or stage), one run by hand or only for tags, gives nothing.
    const purpose = `${key} ${String(job.get("stage") ?? "")}`.replace(/[_-]/g, " ");
    const only = job.get("only", true);
    const tagsOnly = isSeq(only) && only.items.every((item) => isScalar(item) && String(item.value) === "tags");
    if ((NOT_CONTRIBUTORS.test(purpose) && !/\b(test|tests|check|checks|lint)\b/i.test(key)) || String(job.get("when") ?? "") === "manual" || tagsOnly)
      continue;
    const trust = VARIANT_JOBS.test(purpose) ? "ci-leg" : "ci";
    const jobVariables = envOf(job.get("variables", true), variables);
    for (const part of ["before_script", "script"]) {
      let dir: string | undefined | null;
      for (const { text: line, line: number } of scriptLines(job.get(part, true), counter)) {
        if (dir === null) break;
        const moved = movesTo(line);
        const before = moved?.before ?? line;
        if (before !== "") {
          const where = dir !== undefined ? `cd ${dir} && ${before}` : before;
          for (const command of runners.commandsOf(where, { variables: (name) => jobVariables.get(name), ci: true, ...folderChecks(root, profile) }))
            add(command.task, command.run, { file, line: number }, trust, command.also);
        }
        if (moved !== undefined) dir = changeDirectory(dir, moved.target);
      }
    }
  }
}

/** CircleCI, Azure Pipelines, Travis, Bitbucket, Woodpecker, Drone: the keys that hold shell lines. */
const OTHER_CI = [".circleci/config.yml", "azure-pipelines.yml", ".travis.yml", "bitbucket-pipelines.yml", ".woodpecker.yml", ".drone.yml"];
const SCRIPT_KEYS = new Set(["run", "script", "command", "commands", "before_script", "install"]);

async function otherCi({ root, profile, add, runners }: Reading): Promise<void> {
  for (const file of OTHER_CI) {
    if (!exists(root, file)) continue;
    const text = await readTextOr(path.join(root, file), profile.problems);
    if (text === null) continue;
    const counter = new LineCounter();
    const doc = parseDocument(text, { lineCounter: counter });
    if (doc.errors.length > 0) continue;
    const walk = (node: unknown): void => {
      if (isSeq(node)) node.items.forEach(walk);
      if (!isMap(node)) return;
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : "";
        if (SCRIPT_KEYS.has(key) && (isScalar(pair.value) || isSeq(pair.value))) {
          for (const { text: line, line: number } of scriptLines(pair.value, counter))
            for (const command of runners.commandsOf(line, { ci: true, ...folderChecks(root, profile) }))
              add(command.task, command.run, { file, line: number }, "ci", command.also);
        } else walk(pair.value);
      }
    };
    walk(doc.contents);
  }
}

/** A migration against CI's test database (`--config=drizzle.config.test.ts`, `RAILS_ENV=test`, `--env test`): setting up the tests. */
const TEST_DATABASE = /\b(RAILS_ENV|MIX_ENV|APP_ENV|NODE_ENV|RACK_ENV|ENV)=["']?test(ing)?\b|--env(=|\s+)["']?test(ing)?\b|--config[=\s]\S*[._-]test[._-]/;

/** Every pre-commit (or prek) hook on every file. */
const ALL_HOOKS = /(^|\s)(pre-commit|prek)\s+run\s+(--all-files|-a)$/;

export async function readCi(reading: Reading): Promise<void> {
  // What CI migrates is its own test database, not a contributor's command.
  // Every pre-commit hook, where they only format and tidy files, is no check either.
  const add: Add = (task, run, source, trust, also) => {
    if (task === "migrate" && TEST_DATABASE.test(run)) return;
    if (reading.runners.preCommitChecksNothing && (task === "check" || task === "lint") && ALL_HOOKS.test(run)) return;
    reading.add(task, run, source, trust, also);
  };
  const guarded = { ...reading, add };
  await githubWorkflows(guarded);
  await gitlab(guarded);
  await otherCi(guarded);
}
