// svc sync hub | pull | plan-push | push | auto enable|run|disable — thin: open the hub, call
// src/sync, print.
import type { Deps } from "../core/deps.ts";
import { EXIT, UsageError } from "../core/errors.ts";
import type { Where } from "../harness/read.ts";
import type { Policy } from "../harness/plan/plan.ts";
import { displayPath, planReport, planText, type LabelOptions } from "../harness/plan/report.ts";
import { disablePairings, enablePairing, runAuto, type AutoStep } from "../sync/auto.ts";
import type { SyncLine } from "../sync/common.ts";
import { countsOf, hubDir, lockHub, openHub, readHubItems, type Hub, type Pairing } from "../sync/hub.ts";
import { pull, type PullResult } from "../sync/pull.ts";
import { planPath, planPush, push } from "../sync/push.ts";
import { nextCommand } from "./next.ts";
import type { Answer } from "./answer.ts";
import { SYNC_TOOL_IDS, type SyncToolId } from "../harness/tools/ids.ts";

interface HubOptions {
  hub?: string;
  repo?: string;
}

interface Opened {
  hub: Hub;
  where: Where;
  labels: LabelOptions;
}

/** Opens the hub under its lock, runs the command, and releases the lock: two runs on one hub
 * (a pull from each tool, an auto run and a push) take turns instead of losing each other's
 * manifest updates. */
async function withHub<T>(options: HubOptions, deps: Deps, run: (opened: Opened) => Promise<T>): Promise<T> {
  const location = { ...options, svcHome: deps.svcHome, cwd: deps.cwd };
  const release = await lockHub(hubDir(location));
  try {
    const hub = await openHub(location, deps.now());
    return await run({
      hub,
      where: { home: deps.home, env: deps.env, platform: deps.platform, ...(hub.repo ? { repo: hub.repo } : {}) },
      labels: { home: deps.home, repo: hub.repo },
    });
  } finally {
    await release();
  }
}

export async function hub(options: HubOptions, deps: Deps): Promise<Answer> {
  return withHub(options, deps, async ({ hub: opened, labels }) => {
    const { items, problems } = await readHubItems(opened);
    const tools = Object.fromEntries(
      SYNC_TOOL_IDS.map((tool) => [
        tool,
        { last_pull: opened.manifest.tools[tool]?.last_pull ?? null, last_push: opened.manifest.tools[tool]?.last_push ?? null },
      ]),
    );
    const result = {
      path: opened.dir,
      created: opened.created,
      scope: opened.scope,
      ...(opened.repo ? { repo: opened.repo } : {}),
      counts: countsOf(items),
      tools,
      auto: opened.manifest.auto.map(pairingJson),
      errors: problems,
    };
    const text = () => {
      const lines = [
        `hub ${displayPath(opened.dir, labels)}${opened.created ? " (created now)" : ""} — syncs the ${opened.scope === "project" ? `project files in ${opened.repo}` : "home configuration"}`,
        "",
      ];
      lines.push(
        `  ${Object.entries(result.counts)
          .map(([kind, count]) => `${count} ${kind}`)
          .join(", ")}`,
        "",
      );
      for (const [tool, times] of Object.entries(tools))
        lines.push(`  ${tool.padEnd(12)} last pull ${times.last_pull ?? "never"} · last push ${times.last_push ?? "never"}`);
      const enabled = opened.manifest.auto.filter((pairing) => pairing.state === "enabled");
      lines.push(
        "",
        enabled.length === 0
          ? "  auto sync is disabled"
          : `  auto sync: ${enabled.map((pairing) => `${pairing.from} → ${pairing.to} (${pairing.policy})`).join(", ")}`,
      );
      for (const problem of problems) lines.push(`  error: ${displayPath(problem.path, labels)}${problem.line ? `:${problem.line}` : ""} ${problem.message}`);
      return lines.join("\n");
    };
    return { data: result, text };
  });
}

function linesText(lines: readonly SyncLine[], deps: Deps): string[] {
  const { red, green, cyan, dim } = deps.out.style;
  const colour = { create: green, update: cyan, unchanged: dim, conflict: red, delete: red };
  const out: string[] = [];
  for (const line of lines) {
    out.push(`  ${colour[line.action](line.action.padEnd(9))} ${line.key}${line.note ? dim(`  (${line.note})`) : ""}`);
    if (line.lost) out.push(`            ${deps.out.style.yellow(`lossy, lost: ${line.lost.join("; ")}`)}`);
    if (line.diff)
      for (const diffLine of line.diff.replace(/\n$/, "").split("\n"))
        out.push(`      ${diffLine.startsWith("+") ? green(diffLine) : diffLine.startsWith("-") ? red(diffLine) : diffLine}`);
  }
  return out;
}

function pullJson(tool: SyncToolId, hubDir: string, policy: Policy, result: PullResult) {
  return {
    tool,
    hub: hubDir,
    policy,
    items: result.lines,
    errors: result.problems,
    summary: result.summary,
    applied: result.applied,
    backup_id: result.backupId,
  };
}

export interface PullOptions extends HubOptions {
  from: SyncToolId;
  policy?: Policy;
}

export async function pullCommand(options: PullOptions, deps: Deps): Promise<Answer> {
  return withHub(options, deps, async ({ hub: opened, where, labels }) => {
    const policy = options.policy ?? "merge";
    deps.out.progress(`reading ${options.from}…`);
    const result = await pull({ hub: opened, tool: options.from, policy, where, svcHome: deps.svcHome, now: deps.now(), interruption: deps.interruption });
    const exit = !result.applied ? EXIT.conflict : result.problems.length > 0 ? EXIT.error : EXIT.ok;
    return { data: pullJson(options.from, opened.dir, policy, result), text: () => pullText(options.from, result, deps, labels), exit };
  });
}

function pullText(tool: SyncToolId, result: PullResult, deps: Deps, labels: LabelOptions): string {
  const s = result.summary;
  const lines = [
    `svc sync pull: ${tool} → hub`,
    "",
    ...linesText(
      result.lines.filter((line) => line.action !== "unchanged"),
      deps,
    ),
  ];
  for (const problem of result.problems)
    lines.push(`  error: ${displayPath(problem.path, labels)}${problem.line ? `:${problem.line}` : ""} ${problem.message}`);
  lines.push("", `${s.create} new, ${s.update} updated, ${s.unchanged} unchanged, ${s.conflict} in conflict`);
  if (!result.applied) {
    lines.push(deps.out.style.red(`Refused: ${s.conflict} item${s.conflict === 1 ? "" : "s"} changed both in the hub and in ${tool}; nothing was changed.`));
    lines.push(`Keep ${tool}'s version with --policy overwrite (the hub's copy is backed up), or reconcile by hand.`);
  } else if (result.backupId) lines.push(`Hub updated. Undo with: svc restore ${result.backupId}`);
  return lines.join("\n");
}

export interface PushOptions extends HubOptions {
  to: SyncToolId;
  policy?: Policy;
  /** plan-push: write the tool's own copy of items it reads from another tool's folder. */
  copyShared?: boolean;
}

export interface PlanPushOptions extends PushOptions {
  stat?: boolean;
}

/** Exits 4 when the push it plans would be refused (conflicts under merge), as push itself would. */
export async function planPushCommand(options: PlanPushOptions, deps: Deps): Promise<Answer> {
  return withHub(options, deps, async ({ hub: opened, where, labels }) => {
    const policy = options.policy ?? "merge";
    const planned = await planPush({
      hub: opened,
      tool: options.to,
      policy,
      where,
      svcHome: deps.svcHome,
      now: deps.now(),
      interruption: deps.interruption,
      ...(options.copyShared ? { copyShared: true } : {}),
    });
    const report = planReport(planned.plan, labels);
    const notes = planned.notes;
    const refused = report.summary.conflict > 0 && policy === "merge";
    const text = () =>
      [
        `svc sync plan-push: hub → ${options.to} (saved for review; nothing was written to ${options.to})`,
        "",
        planText(report, deps.out, labels, { diffs: true, brief: options.stat ? "stat" : "full" }),
        ...Object.entries(notes).map(([key, note]) => `  note: ${key}: ${note}`),
        "",
        refused
          ? `Push would be refused with --policy merge (${report.summary.conflict} conflict${report.summary.conflict === 1 ? "" : "s"}). Pull first, or push with --policy overwrite.`
          : `Apply exactly this with: ${nextCommand("sync push", options, deps, { policy })}`,
      ].join("\n");
    const data = { from: "hub", to: options.to, scope: opened.scope, hub: opened.dir, policy, plan_path: planPath(opened, options.to), notes, ...report };
    return { data, text, exit: refused ? EXIT.conflict : EXIT.ok };
  });
}

export async function pushCommand(options: PushOptions, deps: Deps): Promise<Answer> {
  const policy = options.policy;
  if (policy === undefined) throw new UsageError("svc sync push needs --policy merge or --policy overwrite");
  return withHub(options, deps, async ({ hub: opened, where }) => {
    const planPushCommand = nextCommand("sync plan-push", options, deps);
    const result = await push({
      hub: opened,
      tool: options.to,
      policy,
      where,
      svcHome: deps.svcHome,
      now: deps.now(),
      planPushCommand,
      interruption: deps.interruption,
    });
    const written = result.saved.files.filter((file) => file.action !== "unchanged" && file.action !== "error").map((file) => file.path);
    return {
      data: {
        to: options.to,
        policy: options.policy,
        applied: result.applied,
        already_applied: result.alreadyApplied,
        backup_id: result.backupId,
        written: result.applied ? written : [],
      },
      text: () =>
        result.alreadyApplied
          ? `Nothing to do: this plan was already pushed to ${options.to}, and nothing changed since.`
          : result.backupId
            ? `Pushed to ${options.to}: ${written.length} file${written.length === 1 ? "" : "s"} written. Undo with: svc restore ${result.backupId}`
            : `Pushed to ${options.to}: nothing needed writing.`,
    };
  });
}

export interface AutoOptions extends HubOptions {
  from?: SyncToolId;
  to?: SyncToolId;
  policy?: Policy;
}

export async function autoEnable(options: AutoOptions, deps: Deps): Promise<Answer> {
  const { from, to, policy } = options;
  if (from === undefined || to === undefined || policy === undefined) throw new UsageError("svc sync auto enable needs --from, --to and --policy");
  if (from === to) throw new UsageError(`--from and --to are both ${from}`);
  return withHub(options, deps, async ({ hub: opened }) => {
    const pairing = await enablePairing(opened, { from, to, policy });
    return {
      data: { pairings: opened.manifest.auto.map(pairingJson), enabled: pairingJson(pairing) },
      text: `auto sync enabled: ${pairing.from} → ${pairing.to} (${pairing.policy}). Run it with: svc sync auto run`,
    };
  });
}

export async function autoDisable(options: AutoOptions, deps: Deps): Promise<Answer> {
  return withHub(options, deps, async ({ hub: opened }) => {
    const which = options.from && options.to ? { from: options.from, to: options.to } : undefined;
    const changed = await disablePairings(opened, which);
    const text =
      changed.length === 0
        ? "Nothing to disable: auto sync was already off there."
        : `Disabled: ${changed.map((pairing) => `${pairing.from} → ${pairing.to}`).join(", ")}`;
    return { data: { pairings: opened.manifest.auto.map(pairingJson), disabled: changed.map(pairingJson) }, text };
  });
}

export async function autoRun(options: HubOptions, deps: Deps): Promise<Answer> {
  return withHub(options, deps, async ({ hub: opened, where, labels }) => {
    const enabled = opened.manifest.auto.filter((pairing) => pairing.state === "enabled");
    if (enabled.length === 0)
      return {
        data: { state: "disabled", runs: [] },
        text: "auto sync is disabled (enable a pairing with: svc sync auto enable --from A --to B --policy merge)",
      };
    const steps = await runAuto(opened, { where, svcHome: deps.svcHome, now: deps.now(), interruption: deps.interruption });
    const stopped = steps.find((step) => step.stopped);
    const data = {
      state: "enabled",
      runs: steps.map((step) => autoJson(step, opened.dir, labels)),
      stopped: stopped ? { ...pairingJson(stopped.pairing), at: stopped.stopped } : null,
    };
    return { data, text: () => autoText(steps, deps, labels), exit: stopped ? EXIT.conflict : EXIT.ok };
  });
}

/** A pairing as users see it (without the fast-path bookkeeping). */
function pairingJson(pairing: Pairing) {
  return { from: pairing.from, to: pairing.to, policy: pairing.policy, state: pairing.state };
}

function autoJson(step: AutoStep, hubDir: string, labels: LabelOptions) {
  return {
    from: step.pairing.from,
    to: step.pairing.to,
    policy: step.pairing.policy,
    settled: step.settled === true,
    pull: step.pull ? pullJson(step.pairing.from, hubDir, step.pairing.policy, step.pull) : null,
    push: step.plan ? { ...planReport(step.plan.plan, labels), applied: step.push?.applied ?? false, backup_id: step.push?.backupId ?? null } : null,
    stopped: step.stopped ?? null,
  };
}

function autoText(steps: AutoStep[], deps: Deps, labels: LabelOptions): string {
  const lines: string[] = [];
  for (const step of steps) {
    const { pairing } = step;
    lines.push(`${pairing.from} → ${pairing.to} (${pairing.policy})`);
    if (step.settled || !step.pull) {
      lines.push("  nothing changed in either tool or the hub since the last run");
      continue;
    }
    const s = step.pull.summary;
    lines.push(`  pull: ${s.create} new, ${s.update} updated, ${s.unchanged} unchanged, ${s.conflict} in conflict`);
    if (step.stopped === "pull_conflict")
      lines.push(
        ...linesText(
          step.pull.lines.filter((line) => line.action === "conflict"),
          deps,
        ),
        deps.out.style.red("  stopped: conflicts in the pull; nothing was changed"),
      );
    if (step.plan) {
      const report = planReport(step.plan.plan, labels);
      lines.push(
        `  push: ${report.summary.create} to create, ${report.summary.update} to update, ${report.summary.unchanged} unchanged, ${report.summary.conflict} in conflict`,
      );
      if (step.stopped === "push_conflict") {
        for (const change of report.changes.filter((entry) => entry.action === "conflict")) lines.push(`    conflict ${displayPath(change.path, labels)}`);
        lines.push(deps.out.style.red(`  stopped: conflicts in ${pairing.to}; nothing was pushed`));
      } else if (step.push?.backupId) lines.push(`  pushed (undo with: svc restore ${step.push.backupId})`);
    }
  }
  return lines.join("\n");
}
