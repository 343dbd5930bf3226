// svc preview and svc migrate: read tool A, plan tool B's files, show or apply the plan.
import path from "node:path";
import type { Deps } from "../core/deps.ts";
import { EXIT, UsageError } from "../core/errors.ts";
import { rootsOf, type ScopeOption } from "../harness/read.ts";
import { planMigration, type MigrationPlan, type Targets } from "../migrate/migration.ts";
import type { Policy } from "../harness/plan/plan.ts";
import { afterOverwrite, displayPath, planLines, planReport, planText, type LabelOptions, type PlanBrevity, type PlanReport } from "../harness/plan/report.ts";
import { toolById } from "../harness/tools/index.ts";
import type { HarnessKind, ToolId } from "../harness/tools/ids.ts";
import { nextCommand } from "./next.ts";
import type { Answer } from "./answer.ts";
import { appliedExit, appliedFields, appliedLines, applyOrRefuse, commandOf, writesOrRefusal } from "./applying.ts";

export interface PreviewOptions {
  from: ToolId;
  /** One tool from `svc preview` (its --to takes one), one or several from `svc migrate`. */
  to: Targets;
  repo?: string;
  scope?: ScopeOption;
  kinds?: HarnessKind[];
  failOnLoss?: boolean;
  failOnError?: boolean;
  stat?: boolean;
  quiet?: boolean;
  /** Copy items the target already reads from another tool's folder. */
  copyShared?: boolean;
}

/** --quiet wins over --stat: the shortest answer asked for. */
function brevity(options: { stat?: boolean; quiet?: boolean }): PlanBrevity {
  return options.quiet ? "quiet" : options.stat ? "stat" : "full";
}

export interface MigrateOptions extends Omit<PreviewOptions, "failOnLoss" | "failOnError"> {
  policy?: Policy;
  yes?: boolean;
}

/** --scope's default: the project with --repo, else the home configuration; project scope
 * without --repo means the current folder. */
export function resolveWhere(options: { repo?: string; scope?: ScopeOption }, deps: Deps): { scope: ScopeOption; repo?: string } {
  const scope = options.scope ?? (options.repo ? "project" : "global");
  if (scope === "global" && options.repo !== undefined) {
    throw new UsageError(`--scope global reads and writes only your home configuration, so --repo ${options.repo} would be ignored`, {
      hint: "Drop --repo for the home configuration, or use --scope project (the repo) or --scope all (both).",
    });
  }
  if (scope === "global") return { scope };
  return { scope, repo: path.resolve(deps.cwd, options.repo ?? ".") };
}

/** A plan's `to` as answers give it: the tool, or the list when several were asked for. */
function toField(to: Targets): ToolId | Targets {
  return to.length === 1 ? to[0] : to;
}

interface Planned {
  plan: MigrationPlan;
  where: { scope: ScopeOption; repo?: string };
  labels: LabelOptions;
}

/** Reads the source and plans the move: the tool ids were checked where the options were parsed. */
async function plan(options: MigrateOptions, deps: Deps): Promise<Planned> {
  if (options.to.includes(options.from)) throw new UsageError(`--from and --to are both ${options.from}: nothing to move`);
  const where = resolveWhere(options, deps);
  deps.out.progress(`reading ${options.from} (${where.scope})…`);
  const planned = await planMigration({
    from: options.from,
    to: options.to,
    scope: where.scope,
    home: deps.home,
    env: deps.env,
    platform: deps.platform,
    policy: options.policy ?? "merge",
    ...(where.repo ? { repo: where.repo } : {}),
    ...(options.kinds ? { kinds: options.kinds } : {}),
    ...(options.copyShared ? { copyShared: true } : {}),
  });
  return { plan: planned, where, labels: { home: deps.home, repo: where.repo } };
}

function heading(plan: MigrationPlan, deps: Deps, verb: string, labels: LabelOptions): string {
  const { bold, dim } = deps.out.style;
  const source = toolById(plan.from);
  const targets = plan.to.map(toolById);
  // Which installation's files are read and written on this machine (Claude Desktop's MSIX package).
  const installed = [source, ...targets].flatMap((tool) => {
    const said = tool.installation?.(deps.env, deps.home, deps.platform, (file) => displayPath(file, labels));
    return said === undefined ? [] : [dim(`${tool.name}: ${said}`)];
  });
  // Which generation of the target's files svc writes (Devin's .devin/, Copilot's .agent.md…).
  return [
    bold(`svc ${verb}: ${source.name} → ${targets.map((target) => target.name).join(", ")} (${plan.scope} configuration)`),
    ...targets.map((target) => dim(`${target.name}: svc writes ${target.writes}`)),
    ...installed,
  ].join("\n");
}

export async function preview(options: PreviewOptions, deps: Deps): Promise<Answer> {
  const { plan: migration, labels } = await plan(options, deps);
  const report = planReport(migration, labels);
  let exit: number = EXIT.ok;
  if (options.failOnLoss && (report.summary.lossy > 0 || report.summary.unsupported > 0)) exit = EXIT.conflict;
  if (options.failOnError && report.errors.length > 0) exit = EXIT.error;
  return {
    data: { from: migration.from, to: toField(migration.to), scope: migration.scope, ...report },
    // Written as it is made (and no faster than stdout takes it): each file's diff is made, written and dropped.
    stream: true,
    text: function* () {
      if (brevity(options) !== "quiet") yield* [heading(migration, deps, "preview", labels), ""];
      yield* planLines(report, deps.out, labels, { diffs: true, brief: brevity(options) });
      yield* ["", `Nothing was written. \`${nextCommand("migrate", options, deps)}\` applies this plan.`];
    },
    exit,
  };
}

/**
 * Shows the plan's summary (items counted per kind, the files to write, each conflict's diff) and
 * asks before writing; `l` shows every item, then asks again. Only y or yes is a yes.
 */
async function confirmed(
  migration: MigrationPlan,
  planned: PlanReport,
  how: { count: number; policy: Policy; labels: LabelOptions },
  deps: Deps,
  ask: NonNullable<Deps["ask"]>,
): Promise<boolean> {
  const { count, policy, labels } = how;
  deps.out.info(
    [heading(migration, deps, "migrate", labels), "", planText(planned, deps.out, labels, { diffs: "conflicts", policy, brief: "confirm" }), ""].join("\n"),
  );
  const question = `Write ${count} file${count === 1 ? "" : "s"} (backed up first)? [y/N, l to list every item] `;
  for (;;) {
    const answer = (await ask(question)).trim().toLowerCase();
    if (answer === "l" || answer === "list") {
      deps.out.info(["", planText({ ...planned, changes: [] }, deps.out, labels, { diffs: false, policy, brief: "full" }), ""].join("\n"));
      continue;
    }
    return answer === "y" || answer === "yes";
  }
}

export async function migrate(options: MigrateOptions, deps: Deps): Promise<Answer> {
  const policy = options.policy ?? "merge";
  const { plan: migration, where, labels } = await plan({ ...options, policy }, deps);
  const planned = planReport(migration, labels);
  // Worked out once: what to ask about, and what to write (or the refusal, before anything is asked).
  const writes = writesOrRefusal(migration, policy);
  if (!options.yes && deps.ask !== undefined && writes.files !== null) {
    const count = writes.files.length;
    if (count > 0 && !(await confirmed(migration, planned, { count, policy, labels }, deps, deps.ask))) {
      // Not a success: `svc migrate … && next` must not go on as if the change were made.
      return {
        data: {
          from: migration.from,
          to: toField(migration.to),
          scope: migration.scope,
          policy,
          applied: false,
          backup_id: null,
          written: [],
          cancelled: true,
          ...planned,
        },
        text: "Cancelled: nothing was written.",
        exit: EXIT.error,
      };
    }
  }
  const argv = ["migrate", "--from", migration.from, "--to", migration.to.join(","), "--scope", migration.scope, ...(where.repo ? ["--repo", where.repo] : [])];
  const outcome =
    writes.files === null
      ? { applied: null, refusal: writes.refusal }
      : await applyOrRefuse(migration, {
          policy,
          svcHome: deps.svcHome,
          ...commandOf(argv, deps),
          now: deps.now(),
          roots: rootsOf({ home: deps.home, env: deps.env, ...(where.repo ? { repo: where.repo } : {}) }),
          interruption: deps.interruption,
          files: writes.files,
        });
  const report = outcome.applied && policy === "overwrite" ? afterOverwrite(planned) : planned;
  // The human answer shows each conflict's diff: refused, or overwritten (then counted as updates).
  const conflicted = new Set(planned.changes.filter((change) => change.action === "conflict").map((change) => change.path));
  return {
    data: { from: migration.from, to: toField(migration.to), scope: migration.scope, policy, ...appliedFields(outcome), ...report },
    stream: true,
    text: () =>
      [
        ...(brevity(options) === "quiet" ? [] : [heading(migration, deps, "migrate", labels), ""]),
        planText(report, deps.out, labels, { diffs: conflicted, policy, brief: brevity(options) }),
        "",
        ...appliedLines(outcome, deps.out, "Nothing to write: the target already has all of it.", report.errors.length, labels),
      ].join("\n"),
    exit: appliedExit(outcome),
  };
}
