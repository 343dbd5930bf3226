// A small project written to a temporary folder and what svc build's detection proposes for it,
// task by task: the helper of the test/build-*.test.ts files that check one behaviour each.
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

/** The commands proposed per task for a project of these files. */
export async function proposed(tree: Tree): Promise<Partial<Record<Task, string[]>>> {
  const root = await tempDir("svc-build-case-");
  await writeTree(root, tree);
  const out: Partial<Record<Task, string[]>> = {};
  for (const command of (await detectProject(root)).commands) (out[command.task] ??= []).push(command.run);
  return out;
}
