// svc build --for <tool> [--repo DIR] [--apply]: the starter harness for a project, from what the
// project shows. A plan with diffs by default; --apply writes it with a backup (paid).
import path from "node:path";
import type { Deps } from "../core/deps.ts";
import { TASKS } from "../build/detect.ts";
import { planBuild } from "../build/plan.ts";
import { rootsOf } from "../harness/read.ts";
import { displayPath, planReport, planText } from "../harness/plan/report.ts";
import { toolById } from "../harness/tools/index.ts";
import type { ToolId } from "../harness/tools/ids.ts";
import { nextCommand } from "./next.ts";
import { appliedExit, appliedFields, appliedLines, applyOrRefuse, commandOf, type Applied } from "./applying.ts";
import type { Answer } from "./answer.ts";

export interface BuildOptions {
  for: ToolId;
  repo?: string;
  apply?: boolean;
}

/** What an --apply that writes nothing says: which files already hold what svc build found. */
function nothingToWrite(files: readonly string[]): string {
  return files.length === 0
    ? "Nothing to write: this tool has no files for a starter harness."
    : `Nothing to write: ${files.join(" and ")} already ${files.length === 1 ? "holds" : "hold"} everything svc build found.`;
}

export async function build(options: BuildOptions, deps: Deps): Promise<Answer> {
  const repo = path.resolve(deps.cwd, options.repo ?? ".");
  const tool = toolById(options.for);
  // Shown as every path is: ~/… in the home folder, else absolute, forward slashes.
  const shownRepo = displayPath(repo, { home: deps.home });
  deps.out.progress(`reading the project in ${shownRepo}…`);
  const plan = await planBuild({ tool: options.for, repo, home: deps.home, env: deps.env, platform: deps.platform, policy: "merge" });
  const labels = { home: deps.home, repo };
  const report = planReport(plan, labels);
  const project = {
    name: plan.project.name,
    ecosystems: plan.project.ecosystems,
    package_managers: plan.project.packageManagers,
    commands: plan.project.commands,
    workspaces: plan.project.workspaces,
    layout: plan.project.layout,
  };
  const outcome: Applied = options.apply
    ? await applyOrRefuse(plan, {
        policy: "merge",
        svcHome: deps.svcHome,
        ...commandOf(["build", "--for", options.for, "--repo", repo], deps),
        now: deps.now(),
        roots: rootsOf({ home: deps.home, env: deps.env, repo }),
        interruption: deps.interruption,
      })
    : { applied: null, refusal: null };
  const result = { tool: options.for, repo, project, ...appliedFields(outcome), ...report };
  const text = () => {
    const { bold, dim } = deps.out.style;
    const lines = [bold(`svc build: a starter harness for ${tool.name} in ${shownRepo}`), dim(`${tool.name}: svc writes ${tool.writes}`), ""];
    lines.push(
      `Project: ${project.name} (${project.ecosystems.join(", ") || "no ecosystem recognised"}${project.package_managers.length > 0 ? `; ${project.package_managers.join(", ")}` : ""})`,
    );
    for (const task of TASKS) {
      const commands = project.commands.filter((command) => command.task === task);
      if (commands.length > 0) lines.push(`  ${task.padEnd(13)} ${commands.map((command) => `${command.run} ${dim(`(${command.from})`)}`).join(", ")}`);
    }
    if (project.commands.length === 0) lines.push(dim("  no build, test or lint commands found: the instructions hold only the layout"));
    lines.push("", planText(report, deps.out, labels, { diffs: !options.apply }), "");
    if (!options.apply) lines.push(`Nothing was written. \`${nextCommand("build", options, deps, { apply: true })}\` writes this plan.`);
    else lines.push(...appliedLines(outcome, deps.out, nothingToWrite(plan.files.map((file) => displayPath(file.path, labels))), report.errors.length, labels));
    return lines.join("\n");
  };
  return { data: result, text, exit: appliedExit(outcome) };
}
