// Blind ground truth for svc build on public repositories (bench/build-repos/<folder>/<owner>--<name>/:
// truth.json written from the repository's CI, task files and docs, or its maintainers' AGENTS.md,
// before svc ran on it; repo/ a skeleton of the files svc reads), and the score of what svc build
// proposes against it, task by task. Shared by bench/build-repos.ts and its test.
//
// How one task is scored (the truth's `accept` lists every spelling a maintainer accepts):
// - right:    svc's first command for the task is accepted, and none of its commands for the task
//             is in `never` for the task or accepted only for another task;
// - wrong:    svc proposes commands for the task, and they are not right;
// - missing:  the truth has a command for the task, svc proposes none;
// - invented: the truth says the project has no such command (null), svc proposes one.
// Commands compare as a shell reads them (quoting and spacing aside) with every placeholder the
// same as any other (normalizeCommand). One test is right in a repository with tests when its
// `test-one` task is right.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseShell } from "shell-quote";
import { detectProject, TASKS, type Task } from "../../src/build/detect.ts";

export const TRUTH_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "bench", "build-repos");

export type Split = "tune" | "heldout";

export interface TruthTask {
  accept: string[];
  from: string;
}

export interface Truth {
  repo: string;
  ecosystem: string;
  split: Split;
  has_tests: boolean;
  tasks: Record<Task, TruthTask | null>;
  never: [task: Task, run: string][];
}

export interface TruthRepo {
  /** The folder holding truth.json and repo/. */
  folder: string;
  truth: Truth;
}

/** The folders of truth under `base` (a/, b/, …), in order. */
export function truthSets(base = TRUTH_DIR): string[] {
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every repository under `base` in `split` (or all of them), from the folders `sets` (default: every folder). */
export function truthRepos(split: Split | "all", base = TRUTH_DIR, sets = truthSets(base)): TruthRepo[] {
  const out: TruthRepo[] = [];
  for (const set of sets) {
    for (const name of readdirSync(path.join(base, set), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()) {
      const folder = path.join(base, set, name);
      let text: string;
      try {
        text = readFileSync(path.join(folder, "truth.json"), "utf8");
      } catch {
        continue;
      }
      const truth = JSON.parse(text) as Truth;
      if (split === "all" || truth.split === split) out.push({ folder, truth });
    }
  }
  return out;
}

type Token = string | { op: string; pattern?: string } | { comment: string };

const PLACEHOLDER = "__placeholder__";

/**
 * A command as a shell reads it, for comparing: quoting and spacing aside, and each word that holds
 * a placeholder reduced to `<>` (the word is what a person fills in: `tests/<file>.py::<name>`,
 * `<file>` and `"<TestName>"` alike), keeping an option's or variable's name before `=`
 * (`--filter=<>`, `TEST=<>`). A quoted word of several words (`sbt "tests/testOnly <X>"`) is
 * compared word by word. In each simple command the first word after the program keeps its place
 * when it is no option (`pnpm test run` is not `pnpm run test`: the first runs a script's `run`
 * mode, the second the script); the words after it compare in any order (`ruff check --fix .` is
 * `ruff check . --fix`) up to a `--`; the commands of a line (`&&`, `|`) keep theirs. A lone `.`
 * after a tool whose paths default to the current folder (ruff check/format, flake8, rubocop) is
 * that default: `ruff check .` is `ruff check`. A program's path with a slash in it runs the same
 * with a leading `./` (`./bin/ci` is `bin/ci`); a bare name does not (`build.sh` is looked up on PATH).
 * Composer's bin stubs run the same through `php` (`php vendor/bin/phpunit` is `vendor/bin/phpunit`), and
 * Cargo's `--all` is `--workspace` for the commands where it is the old spelling (`cargo check --all`).
 */
export function normalizeCommand(run: string): string {
  // Placeholders first, so the shell does not read `<file>` as a redirection.
  const text = run.trim().replace(/<[A-Za-z_][\w .:-]*>/g, PLACEHOLDER);
  let tokens: Token[];
  try {
    tokens = parseShell(text, (name: string) => `$${name}`) as Token[];
  } catch {
    tokens = text.split(/\s+/);
  }
  const commands: string[][] = [[]];
  for (const token of tokens) {
    if (typeof token !== "string" && "op" in token && token.op !== "glob") {
      commands.push([token.op], []);
      continue;
    }
    const words = typeof token === "string" ? token.split(/\s+/).filter((word) => word !== "") : "op" in token ? [token.pattern ?? ""] : [`#${token.comment}`];
    // A long option's placeholder value is the same written `--filter=<x>` or `--filter <x>`.
    commands.at(-1)?.push(
      ...words.flatMap((word) => {
        if (!word.includes(PLACEHOLDER)) return [word];
        const option = /^(--[\w.-]+)=/.exec(word)?.[1];
        return option !== undefined ? [option, "<>"] : [`${/^(-[\w.-]+=|[A-Za-z_]\w*=)/.exec(word)?.[1] ?? ""}<>`];
      }),
    );
  }
  // Words after `--` go to another program: they keep their order.
  const ordered = (line: string[]): string[] => {
    // `php vendor/bin/phpunit` is `vendor/bin/phpunit`: Composer's bin stubs are PHP scripts.
    const [written = "", ...given] = line[0] === "php" && /^(\.\/)?vendor\/bin\//.test(line[1] ?? "") ? line.slice(1) : line;
    // `./bin/ci` is `bin/ci`: a program's path with a slash in it is not looked up on PATH either way.
    const program = /^\.\/[^/]+\//.test(written) ? written.slice(2) : written;
    const words = withoutDefaultPath(given, [program]);
    const lead = words[0] !== undefined && !words[0].startsWith("-") ? [words[0]] : [];
    // Cargo's `--all` is the old spelling of `--workspace` (not for `cargo fmt`, whose `--all` is its own).
    const cargoAll = program === "cargo" && ["build", "check", "test", "clippy", "doc", "bench"].includes(lead[0] ?? "");
    const rest = words.slice(lead.length).map((word, at, all) => (cargoAll && word === "--all" && !all.slice(0, at).includes("--") ? "--workspace" : word));
    const end = rest.indexOf("--");
    return end < 0 ? [program, ...lead, ...rest.sort()] : [program, ...lead, ...rest.slice(0, end).sort(), ...rest.slice(end)];
  };
  return commands
    .map((words) => ordered(words).join(" ").trim())
    .filter((part) => part !== "")
    .join(" ");
}

/** Tools whose paths default to the current folder, as the words that start them (after any `uv run`-like prefix). */
const DEFAULT_PATH_IS_CWD = [["ruff", "check"], ["ruff", "format"], ["flake8"], ["rubocop"]];

/** `words` (after `head`) without a lone `.` when the command is one of DEFAULT_PATH_IS_CWD's tools. */
function withoutDefaultPath(words: string[], head: string[]): string[] {
  const all = [...head, ...words];
  const end = all.indexOf("--");
  const line = end < 0 ? all : all.slice(0, end);
  const starts = DEFAULT_PATH_IS_CWD.some((tool) => line.some((_, at) => tool.every((word, offset) => line[at + offset] === word)));
  if (!starts) return words;
  const dot = words.indexOf(".");
  return dot >= 0 && (end < 0 || dot + head.length < end) ? words.filter((_, at) => at !== dot) : words;
}

export type Outcome = "right" | "wrong" | "missing" | "invented" | "none";

export interface TaskScore {
  task: Task;
  outcome: Outcome;
  proposed: string[];
  /** Why a wrong one is wrong. */
  why?: string;
}

/** One task of one repository: what svc proposes for it against the truth. */
export function scoreTask(truth: Truth, task: Task, proposed: string[]): TaskScore {
  const accepted = truth.tasks[task];
  if (accepted === null || accepted === undefined) return { task, outcome: proposed.length > 0 ? "invented" : "none", proposed };
  if (proposed.length === 0) return { task, outcome: "missing", proposed };
  const accept = new Set(accepted.accept.map(normalizeCommand));
  const never = new Set(truth.never.filter(([where]) => where === task).map(([, run]) => normalizeCommand(run)));
  const elsewhere = new Set(TASKS.filter((other) => other !== task).flatMap((other) => (truth.tasks[other]?.accept ?? []).map(normalizeCommand)));
  const [first = ""] = proposed;
  if (!accept.has(normalizeCommand(first))) return { task, outcome: "wrong", proposed, why: `first \`${first}\` is not accepted` };
  for (const run of proposed) {
    const normal = normalizeCommand(run);
    if (never.has(normal)) return { task, outcome: "wrong", proposed, why: `\`${run}\` is never right here` };
    if (!accept.has(normal) && elsewhere.has(normal)) return { task, outcome: "wrong", proposed, why: `\`${run}\` is another task's command` };
  }
  return { task, outcome: "right", proposed };
}

export interface RepoScore {
  repo: string;
  ecosystem: string;
  hasTests: boolean;
  tasks: TaskScore[];
  /** Milliseconds svc's detection took: wall time, and this process's CPU time (what a shared machine's load does not inflate). */
  ms: number;
  cpuMs: number;
}

/** svc build's detection on one skeleton (nothing run), scored task by task. */
export async function scoreRepo({ folder, truth }: TruthRepo): Promise<RepoScore> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const profile = await detectProject(path.join(folder, "repo"));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const tasks = TASKS.map((task) =>
    scoreTask(
      truth,
      task,
      profile.commands.filter((command) => command.task === task).map((command) => command.run),
    ),
  );
  return { repo: truth.repo, ecosystem: truth.ecosystem, hasTests: truth.has_tests, tasks, ms, cpuMs };
}

export interface Totals {
  repos: number;
  right: number;
  wrong: number;
  missing: number;
  invented: number;
  /** Repositories with tests, and those whose one-test command is right. */
  withTests: number;
  oneTestRight: number;
  slowestMs: number;
  slowestCpuMs: number;
}

export function emptyTotals(): Totals {
  return { repos: 0, right: 0, wrong: 0, missing: 0, invented: 0, withTests: 0, oneTestRight: 0, slowestMs: 0, slowestCpuMs: 0 };
}

export function addScore(totals: Totals, score: RepoScore): void {
  totals.repos++;
  for (const { outcome } of score.tasks) if (outcome !== "none") totals[outcome]++;
  if (score.hasTests) {
    totals.withTests++;
    if (score.tasks.find((task) => task.task === "test-one")?.outcome === "right") totals.oneTestRight++;
  }
  totals.slowestMs = Math.max(totals.slowestMs, score.ms);
  totals.slowestCpuMs = Math.max(totals.slowestCpuMs, score.cpuMs);
}

/** The tasks the truth has a command for: right + wrong + missing. */
export const taskCount = (totals: Totals): number => totals.right + totals.wrong + totals.missing;
