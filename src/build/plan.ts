// The starter harness for one tool, from a detected project: an instructions file with the
// project's real commands and layout, and the tool's ignore file (or read-deny rules). Written as
// neutral items and rendered by the same adapters as a migration, so each tool gets its own file
// names and formats. Instructions the project already has are kept: only what they lack is added
// (existing.ts).
import { statSync } from "node:fs";
import path from "node:path";
import type { Instruction, IgnoreFile } from "../harness/model.ts";
import { translate, type Where } from "../harness/read.ts";
import { readTextOr } from "../harness/io.ts";
import { missingLines, wholeFile } from "../harness/plan/edits.ts";
import { buildPlan, type Plan, type Policy } from "../harness/plan/plan.ts";
import { renderContext, toolById } from "../harness/tools/index.ts";
import type { ToolId } from "../harness/tools/ids.ts";
import { isUnsupported, lockedFiles, toolContext } from "../harness/tools/types.ts";
import type { Translation } from "../harness/kinds/common.ts";
import { detectProject, TASKS, type Command, type ProjectProfile, type Task } from "./detect.ts";
import { agentsFile, alreadyRead, importLine, missingCommands, part, partEdit } from "./existing.ts";
import { workspaceLines } from "./workspaces.ts";
import { guardStrictJson } from "../harness/strict-json.ts";

const TASK_LABELS: Record<Task, string> = {
  install: "Install dependencies",
  build: "Build",
  test: "Test",
  "test-one": "One test",
  lint: "Lint",
  "lint-fix": "Lint and fix",
  format: "Format",
  "format-check": "Check formatting",
  typecheck: "Type-check",
  check: "All checks",
  dev: "Run locally",
  migrate: "Database migrations",
};

/** One line per task: `- Test: \`npm test\` or \`make test\``. */
export function commandLines(commands: readonly Command[]): string[] {
  const lines: string[] = [];
  for (const task of TASKS) {
    const runs = commands.filter((command) => command.task === task);
    if (runs.length > 0) lines.push(`- ${TASK_LABELS[task]}: ${runs.map((command) => `\`${command.run}\``).join(" or ")}`);
  }
  return lines;
}

/** The instructions text: what the project is, how to work on it, where things are. */
export function instructionsText(profile: ProjectProfile): string {
  const lines = [`# ${profile.name}`, ""];
  if (profile.description) lines.push(profile.description, "");
  if (profile.commands.length > 0)
    lines.push("## Commands", "", ...commandLines(profile.commands), "", "Run the test command before saying a change is done.", "");
  lines.push(...workspaceLines(profile));
  if (profile.layout.length > 0) {
    lines.push("## Layout", "", ...profile.layout.map((folder) => `- \`${folder}/\``), "");
  }
  return `${lines.join("\n").replace(/\n+$/, "")}\n`;
}

export interface BuildRequest extends Where {
  tool: ToolId;
  repo: string;
  policy: Policy;
}

export interface BuildPlan extends Plan {
  tool: ToolId;
  project: ProjectProfile;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where the instructions go when the tool already reads some: imported, extended, or kept as they are. */
async function respectExisting(translation: Translation, project: ProjectProfile, request: BuildRequest): Promise<Translation> {
  const target = translation.target;
  if (target === null || translation.fidelity === "unsupported") return translation;
  const read = await alreadyRead(request.tool, request, target);
  const own = isFile(target);
  const spec = toolById(request.tool).kinds.instructions;
  const syntax = isUnsupported(spec) ? undefined : spec.imports;
  const agents = own ? null : await agentsFile(request.repo, read, target);
  const imports = agents === null ? null : importLine(syntax, "AGENTS.md");
  if (!own && imports === null) return translation;
  const missing = missingCommands(project.commands, [...read.map((entry) => entry.text), ...(imports !== null && agents !== null ? [agents.text] : [])]);
  const body = missing.length > 0 ? part(commandLines(missing)) : null;
  const added =
    missing.length === 0
      ? ""
      : `${missing.length} command${missing.length === 1 ? "" : "s"} none of it names (${missing.map((command) => `\`${command.run}\``).join(", ")})`;
  const name = path.relative(request.repo, target);
  if (!own) {
    return {
      ...translation,
      edits: [wholeFile(target, `${imports}\n${body === null ? "" : `\n${body}\n`}`)],
      note: `AGENTS.md is kept as it is and imported (${imports}) rather than copied${added === "" ? "; it already names every command svc build found" : `; added: the ${added}`}`,
    };
  }
  const others = read.filter((entry) => path.resolve(entry.file) !== path.resolve(target)).map((entry) => path.relative(request.repo, entry.file));
  const kept = `${name} is kept as it is${others.length > 0 ? ` (read with ${others.join(", ")})` : ""}`;
  const edit = partEdit(target, body);
  const current = await readTextOr(target, []);
  const already = current !== null && edit.apply(current).action === "unchanged";
  const note =
    added === ""
      ? `${kept}: it already names every command svc build found`
      : already
        ? `${kept}; svc build's part at its end already holds the ${added}`
        : `${kept}; added at its end, between svc build markers: the ${added}`;
  return { ...translation, edits: [edit], note };
}

export async function planBuild(request: BuildRequest): Promise<BuildPlan> {
  const project = await detectProject(request.repo);
  const tool = toolById(request.tool);
  const context = renderContext(toolContext(tool, "project", request));
  const origin = { tool: request.tool, scope: "project" as const, path: "svc build" };
  const instructions: Instruction = {
    kind: "instructions",
    name: "main",
    origin,
    role: "main",
    activation: "always",
    globs: [],
    location: "",
    body: instructionsText(project),
  };
  const ignore: IgnoreFile = { kind: "ignore", name: "ignore", origin, meaning: "block", patterns: project.ignore };
  const translations = translate([instructions, ignore], context, ["instructions", "ignore"]).map((translation) => {
    // An ignore file the project already has gains the missing patterns; nothing of it is removed.
    if (translation.item.kind === "ignore" && translation.target !== null && translation.entry === undefined) {
      return { ...translation, note: "", edits: [missingLines(translation.target, project.ignore)] };
    }
    return translation;
  });
  for (const [index, translation] of translations.entries())
    if (translation.item.kind === "instructions") translations[index] = await respectExisting(translation, project, request);
  const plan = await buildPlan(guardStrictJson(translations, context), { policy: request.policy, problems: project.problems, locks: lockedFiles(context) });
  return { ...plan, tool: request.tool, project };
}
