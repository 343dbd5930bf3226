// What a command does, as the classifier says it (classify.ts and the per-ecosystem tables of
// programs.ts): a task, a reference to a runner's recipe, tasks known only by name, opaque, or
// noise; and the small readers of arguments they share.
import type { Task } from "./profile.ts";

/** The task runners whose recipes a command can name. */
export type RunnerKind =
  "scripts" | "make" | "just" | "task" | "deno" | "nox" | "tox" | "hatch" | "pdm" | "mise" | "rake" | "composer" | "mix" | "melos" | "poe" | "invoke";

export type Verdict =
  /**
   * What it does; later entries are what it may also be called (`tsc`: build, or type-check).
   * `also`: tasks it does as well, listed there when the project has nothing else for them (a
   * code-style checker such as `phpcs` is the lint and the formatting check).
   */
  | { kind: "task"; tasks: Task[]; also?: Task[] }
  /** Runs recipes of a runner, looked up by name (npm scripts, Make targets, nox sessions…). */
  | {
      kind: "ref";
      runner: RunnerKind;
      names: string[];
      fallback?: Verdict;
      /** Arguments passed on to the recipe (`yarn lint:prettier --write`). */
      extra?: string[];
      /** The folder whose recipes these are (`yarn --cwd web lint`, `npm --prefix web test`). */
      dir?: string;
    }
  /** Runs tasks known only by their names (turbo, nx, lerna, a workspace package's script); scoped: in one package. */
  | { kind: "named"; names: string[]; scoped?: boolean }
  | { kind: "opaque" }
  | { kind: "noise" };

export const task = (...tasks: Task[]): Verdict => ({ kind: "task", tasks });
export const also = (primary: Task, ...others: Task[]): Verdict => ({ kind: "task", tasks: [primary, ...others], also: others });
export const NOISE: Verdict = { kind: "noise" };
export const OPAQUE: Verdict = { kind: "opaque" };

/** The words after the options (and the values of the options listed as taking one). */
export function skipOptions(words: string[], withValue: string[]): string[] {
  let index = 0;
  while (index < words.length && (words[index] ?? "").startsWith("-")) {
    const word = words[index] ?? "";
    index += withValue.includes(word) ? 2 : 1;
  }
  return words.slice(index);
}

export const has = (words: readonly string[], ...flags: string[]): boolean =>
  words.some((word) => flags.includes(word) || flags.some((flag) => flag.endsWith("=") && word.startsWith(flag)));

/** The positional words (subcommands, targets), options and their values left out as far as known. */
export function positionals(words: string[], withValue: string[] = []): string[] {
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
