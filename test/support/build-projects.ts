// The real-world project shapes of test/fixtures/build-projects (minimal replicas, written by hand,
// of what public npm, pnpm + nx / turbo, bun, yarn, Deno, uv + tox, nox, hatch, Django, Rust +
// Python + Make, cargo workspace, Go + Make, Maven, Gradle and Bundler + Rake repositories do),
// each with the command table a contributor needs (expected.json: task, command, source; and
// `never`: commands that would be wrong or invented there), and the score of what svc build
// proposes against it. Shared by test/build-projects.test.ts and bench/build-accuracy.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { detectProject } from "../../src/build/detect.ts";

export const PROJECTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "build-projects");

export type Row = [task: string, run: string, from: string];

export interface Expected {
  ecosystem: string;
  commands: Row[];
  never: [task: string, run: string][];
}

export function projectNames(): string[] {
  return readdirSync(PROJECTS_DIR)
    .filter((name) => !name.startsWith("."))
    .sort();
}

export function expectedOf(name: string): Expected {
  return JSON.parse(readFileSync(path.join(PROJECTS_DIR, name, "expected.json"), "utf8")) as Expected;
}

export async function proposedOf(name: string): Promise<Row[]> {
  const profile = await detectProject(path.join(PROJECTS_DIR, name));
  return profile.commands.map((command) => [command.task, command.run, command.from]);
}

export interface Score {
  /** Proposed under the task the table gives it. */
  right: number;
  /** Proposed under another task than the table's, or listed in `never`. */
  wrong: number;
  /** In the table, not proposed. */
  missing: number;
  /** Proposed, and nowhere in the table. */
  invented: number;
  details: string[];
}

export function score(expected: Expected, proposed: Row[]): Score {
  const key = (task: string, run: string): string => `${task}\0${run}`;
  const wanted = new Set(expected.commands.map(([task, run]) => key(task, run)));
  const wantedRuns = new Set(expected.commands.map(([, run]) => run));
  const never = new Set(expected.never.map(([task, run]) => key(task, run)));
  const got = new Set(proposed.map(([task, run]) => key(task, run)));
  const result: Score = { right: 0, wrong: 0, missing: 0, invented: 0, details: [] };
  for (const [task, run] of proposed) {
    if (never.has(key(task, run))) {
      result.wrong++;
      result.details.push(`wrong: ${task} \`${run}\` (never right here)`);
    } else if (wanted.has(key(task, run))) result.right++;
    else if (wantedRuns.has(run)) {
      result.wrong++;
      result.details.push(`wrong: ${task} \`${run}\` (the table has it under another task)`);
    } else {
      result.invented++;
      result.details.push(`invented: ${task} \`${run}\``);
    }
  }
  for (const [task, run] of expected.commands) {
    if (!got.has(key(task, run))) {
      result.missing++;
      result.details.push(`missing: ${task} \`${run}\``);
    }
  }
  return result;
}
