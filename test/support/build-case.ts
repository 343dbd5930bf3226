// A small project written to a temporary folder and what svc build's detection proposes for it,
// task by task: the helper of the test/build-*.test.ts files that check one behaviour each.
import { chmod } from "node:fs/promises";
import path from "node:path";
import { detectProject, type Task } from "../../src/build/detect.ts";
import { tempDir } from "./temp.ts";
import { writeTree, type Tree } from "./tree.ts";

/** A GitHub Actions workflow with one job of these steps (`run:` lines, or whole step maps as YAML). */
export function workflow(steps: string[], job = "test", extra = ""): string {
  return [
    "on: push",
    "jobs:",
    `  ${job}:`,
    "    runs-on: ubuntu-latest",
    ...(extra === "" ? [] : extra.split("\n").map((line) => `    ${line}`)),
    "    steps:",
    ...steps.map((step) => (step.startsWith("- ") ? `      ${step.replace(/\n/g, "\n      ")}` : `      - run: ${step}`)),
    "",
  ].join("\n");
}

/** The commands proposed per task for a project of these files (`executable`: those marked so, as a checkout keeps them). */
export async function proposed(tree: Tree, { executable = [] }: { executable?: string[] } = {}): Promise<Partial<Record<Task, string[]>>> {
  const root = await tempDir("svc-build-case-");
  await writeTree(root, tree);
  for (const file of executable) await chmod(path.join(root, file), 0o755);
  const out: Partial<Record<Task, string[]>> = {};
  for (const command of (await detectProject(root)).commands) (out[command.task] ??= []).push(command.run);
  return out;
}
