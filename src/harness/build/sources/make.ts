// Makefile targets the team runs, listed beside the ecosystem's own commands.
import path from "node:path";
import { readTextOr } from "../../io.ts";
import { exists, type Reading, type Task } from "../profile.ts";

const MAKE_TASKS: [Task, string[]][] = [
  ["build", ["build", "all", "compile"]],
  ["test", ["test", "check", "tests"]],
  ["lint", ["lint", "vet"]],
  ["format", ["fmt", "format"]],
  ["typecheck", ["typecheck"]],
  ["install", ["install", "deps", "setup"]],
];

export async function readMake({ root, profile, add }: Reading): Promise<void> {
  const file = ["Makefile", "makefile", "GNUmakefile"].find((name) => exists(root, name));
  if (file === undefined) return;
  const text = await readTextOr(path.join(root, file), profile.problems);
  if (text === null) return;
  profile.ecosystems.push("make");
  const lines = text.split("\n");
  const targets = new Map<string, number>();
  lines.forEach((line, index) => {
    const name = /^([A-Za-z][\w.-]*)\s*:(?!=)/.exec(line)?.[1];
    if (name !== undefined && !targets.has(name)) targets.set(name, index + 1);
  });
  for (const [task, names] of MAKE_TASKS) {
    const name = names.find((candidate) => targets.has(candidate));
    if (name !== undefined) add(task, `make ${name}`, { file, line: targets.get(name), detail: `(${name})` });
  }
}
