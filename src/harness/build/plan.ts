// The starter harness for one tool, from a detected project: an instructions file with the
// project's real commands and layout, and the tool's ignore file (or read-deny rules). Written as
// neutral items and rendered by the same adapters as a migration, so each tool gets its own file
// names and formats; an instructions file that already exists is never touched.
import { statSync } from "node:fs";
import type { Instruction, IgnoreFile } from "../model.ts";
import { translate, type Where } from "../migrate.ts";
import { missingLines } from "../plan/edits.ts";
import { buildPlan, type Plan, type Policy } from "../plan/plan.ts";
import { toolById } from "../tools/index.ts";
import type { ToolId } from "../tools/ids.ts";
import { toolContext } from "../tools/types.ts";
import { detectProject, TASKS, type ProjectProfile, type Task } from "./detect.ts";
import { workspaceLines } from "./workspaces.ts";

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

/** The instructions text: what the project is, how to work on it, where things are. */
export function instructionsText(profile: ProjectProfile): string {
  const lines = [`# ${profile.name}`, ""];
  if (profile.description) lines.push(profile.description, "");
  if (profile.commands.length > 0) {
    lines.push("## Commands", "");
    for (const task of TASKS) {
      const commands = profile.commands.filter((command) => command.task === task);
      if (commands.length > 0) lines.push(`- ${TASK_LABELS[task]}: ${commands.map((command) => `\`${command.run}\``).join(" or ")}`);
    }
    lines.push("", "Run the test command before saying a change is done.", "");
  }
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

export async function planBuild(request: BuildRequest): Promise<BuildPlan> {
  const project = await detectProject(request.repo);
  const tool = toolById(request.tool);
  const context = toolContext(tool, "project", request);
  const origin = { tool: request.tool, scope: "project" as const, path: "svc build" };
  const instructions: Instruction = { kind: "instructions", name: "main", origin, role: "main", activation: "always", globs: [], location: "", body: instructionsText(project) };
  const ignore: IgnoreFile = { kind: "ignore", name: "ignore", origin, meaning: "block", patterns: project.ignore };
  const translations = translate([instructions, ignore], context, ["instructions", "ignore"]).map((translation) => {
    // An ignore file the project already has gains the missing patterns; nothing of it is removed.
    if (translation.item.kind === "ignore" && translation.target !== null && translation.entry === undefined) {
      return { ...translation, note: "", edits: [missingLines(translation.target, project.ignore)] };
    }
    // An instructions file the project already has stays exactly as it is.
    if (translation.item.kind !== "instructions" || translation.target === null || !isFile(translation.target)) return translation;
    return { ...translation, edits: [], note: "already exists: svc build never changes an instructions file; the commands it found are in this plan" };
  });
  const plan = await buildPlan(translations, { policy: request.policy, problems: project.problems });
  const items = plan.items.map((item) => (item.kind === "instructions" && item.target !== null && isFile(item.target) ? { ...item, action: "skipped" as const } : item));
  return { ...plan, items, tool: request.tool, project };
}
