// How a plan is shown: the JSON document every plan-printing command shares (preview, migrate,
// build, sync plan-push) and its human rendering with diffs. Secrets are masked in both.
import type { Output } from "../../core/output.ts";
import { displayPath, type LabelOptions } from "../../core/paths.ts";
import type { Fidelity } from "../kinds/common.ts";
export { displayPath, type LabelOptions };
import { creationDiffJson, fileDiff, type FileAction, type Plan, type PlanItem } from "./plan.ts";

export interface PlanReport {
  /** A plan's items as shown: secrets are left out, and kind and action are plain text. */
  items: (Omit<PlanItem, "kind" | "action" | "secrets"> & { kind: string; action: string })[];
  changes: { path: string; action: FileAction; diff: string; conflicts?: string[]; error?: string }[];
  errors: { path: string; line?: number; message: string }[];
  /** `delete` is present only when the plan removes files (sync push). */
  summary: Record<"create" | "update" | "unchanged" | "conflict" | "exact" | "converted" | "lossy" | "unsupported" | "errors", number> & {
    delete?: number;
    overwritten?: number;
  };
}

/**
 * The report of a plan applied with `--policy overwrite`: its conflicts were overwritten, so they
 * are updates now (each change keeps the `conflicts` it replaced), counted as `overwritten`.
 */
export function afterOverwrite(report: PlanReport): PlanReport {
  const overwritten = report.changes.filter((change) => change.action === "conflict").length;
  if (overwritten === 0) return report;
  return {
    ...report,
    items: report.items.map((item) => (item.action === "conflict" ? { ...item, action: "update" } : item)),
    changes: report.changes.map((change) => (change.action === "conflict" ? { ...change, action: "update" } : change)),
    summary: { ...report.summary, update: report.summary.update + overwritten, conflict: 0, overwritten },
  };
}

/**
 * How much of a plan a person sees: everything, counts per kind and the file list, the summary
 * line, or — before migrate asks to write — counts per kind, the files to change and each
 * conflict's diff (`confirm`).
 */
export type PlanBrevity = "full" | "stat" | "quiet" | "confirm";

export function planReport(plan: Plan, labels: LabelOptions): PlanReport {
  const secrets = plan.items.flatMap((item) => item.secrets);
  const errors = [
    ...plan.problems.map((problem) => ({ path: problem.path, ...(problem.line === undefined ? {} : { line: problem.line }), message: problem.message })),
    ...plan.files.filter((file) => file.action === "error").map((file) => ({ path: file.path, message: file.error ?? "cannot be edited" })),
  ];
  const count = (predicate: (value: string) => boolean, values: string[]) => values.filter(predicate).length;
  const fileActions = plan.files.map((file) => file.action);
  const fidelities = plan.items.map((item) => item.fidelity);
  const deletions = count((action) => action === "delete", fileActions);
  return {
    items: plan.items.map((item) => ({
      ...(item.to ? { to: item.to } : {}),
      kind: item.kind,
      name: item.name,
      source: item.source,
      target: item.target,
      ...(item.entry ? { entry: item.entry } : {}),
      fidelity: item.fidelity,
      lost: item.lost,
      note: item.note,
      action: item.action,
    })),
    // Each diff is made when it is read (written into the JSON answer, or shown), not kept: a big
    // plan's diffs together are as large as all its files, and most are shown once or not at all.
    changes: plan.files.map((file) => {
      const change = {
        path: file.path,
        action: file.action,
        get diff() {
          return file.action === "error" ? "" : fileDiff(file, displayPath(file.path, labels), secrets);
        },
        ...(file.conflicts.length > 0 ? { conflicts: file.conflicts } : {}),
        ...(file.error ? { error: file.error } : {}),
      };
      // In the JSON answer a new file's diff is written as JSON directly (creationDiffJson); not
      // enumerable, so a copy of the change ({ ...change }) is written the ordinary way.
      return Object.defineProperty(change, "toJSON", {
        value: () => {
          const json = creationDiffJson(file, displayPath(file.path, labels), secrets);
          if (json === null) return change;
          const { conflicts, error } = change as { conflicts?: string[]; error?: string };
          return { path: change.path, action: change.action, diff: json, ...(conflicts ? { conflicts } : {}), ...(error ? { error } : {}) };
        },
      });
    }),
    errors,
    summary: {
      create: count((action) => action === "create", fileActions),
      update: count((action) => action === "update", fileActions),
      unchanged: count((action) => action === "unchanged", fileActions),
      conflict: count((action) => action === "conflict", fileActions),
      ...(deletions > 0 ? { delete: deletions } : {}),
      exact: count((fidelity) => fidelity === "exact", fidelities),
      converted: count((fidelity) => fidelity === "converted", fidelities),
      lossy: count((fidelity) => fidelity === "lossy", fidelities),
      unsupported: count((fidelity) => fidelity === "unsupported", fidelities),
      errors: errors.length,
    },
  };
}

/**
 * The human rendering: items with fidelity, files with actions and diffs, errors, summary.
 * `diffs`: every changed file's, only the conflicts' (what a refusal or an overwrite is about), or
 * those of the paths given (the files an overwrite replaced, once they count as updates).
 * Under `policy` overwrite a conflict is counted as a file to overwrite, not as "in conflict".
 */
export function planText(report: PlanReport, out: Output, labels: LabelOptions, options: PlanTextOptions): string {
  return [...planLines(report, out, labels, options)].join("\n");
}

export interface PlanTextOptions {
  diffs: boolean | "conflicts" | ReadonlySet<string>;
  policy?: "merge" | "overwrite";
  brief?: PlanBrevity;
}

/**
 * Each item's note without the long sentences several items share (the same hook-trust advice on
 * every hook), and those sentences once each, with the items they were said of. A note's
 * sentences are the parts it joins with "; "; a short one ("runs on Stop") stays in place.
 */
const SHARED_NOTE_LENGTH = 60;

function splitNotes(notes: readonly string[], names: readonly string[]): { own: string[]; shared: { text: string; names: string[] }[] } {
  const parts = notes.map((note) => (note === "" ? [] : note.split("; ")));
  const saidOf = new Map<string, string[]>();
  parts.forEach((ofItem, index) => {
    for (const part of new Set(ofItem)) {
      const of = saidOf.get(part);
      if (of) of.push(names[index] ?? "");
      else saidOf.set(part, [names[index] ?? ""]);
    }
  });
  const isShared = (part: string) => part.length >= SHARED_NOTE_LENGTH && (saidOf.get(part)?.length ?? 0) > 1;
  return {
    own: parts.map((ofItem) => ofItem.filter((part) => !isShared(part)).join("; ")),
    shared: [...saidOf].filter(([part]) => isShared(part)).map(([text, of]) => ({ text, names: of })),
  };
}

/**
 * planText's lines one by one, for an answer written as it is made (a preview of thousands of new
 * files shows megabytes of diffs: each is made, written and dropped in turn).
 */
export function* planLines(report: PlanReport, out: Output, labels: LabelOptions, options: PlanTextOptions): Generator<string> {
  const { bold, dim, green, red, yellow, cyan } = out.style;
  // Lines are held until the diffs begin, and from there on given as they come.
  const lines: string[] = [];
  const fidelityColour: Record<Fidelity, (text: string) => string> = { exact: green, converted: cyan, lossy: yellow, unsupported: red };
  const brief = options.brief ?? "full";
  if (report.items.length === 0) lines.push(dim("Nothing to move: the source has no items of these kinds here."));
  else if (brief === "stat" || brief === "confirm") {
    // --stat: a line per kind with its fidelity counts, instead of a line per item.
    lines.push(bold(`Items (${report.items.length})`));
    const kinds = [...new Set(report.items.map((item) => item.kind))];
    const kindWidth = Math.max(...kinds.map((kind) => kind.length));
    for (const kind of kinds) {
      const ofKind = report.items.filter((item) => item.kind === kind);
      const counts = (["exact", "converted", "lossy", "unsupported"] as const)
        .map((fidelity) => [fidelity, ofKind.filter((item) => item.fidelity === fidelity).length] as const)
        .filter(([, count]) => count > 0);
      lines.push(
        `  ${kind.padEnd(kindWidth)}  ${String(ofKind.length).padStart(5)}  ${counts.map(([fidelity, count]) => fidelityColour[fidelity](`${count} ${fidelity}`)).join(", ")}`,
      );
    }
  } else if (brief === "quiet") {
    // --quiet: the summary line (and errors) only.
  } else {
    lines.push(bold(`Items (${report.items.length})`));
    const kindWidth = Math.max(...report.items.map((item) => item.kind.length));
    const { own, shared } = splitNotes(
      report.items.map((item) => item.note),
      report.items.map((item) => item.name),
    );
    report.items.forEach((item, index) => {
      const where =
        item.target === null
          ? item.to
            ? ` (for ${item.to})`
            : ""
          : ` → ${displayPath(item.target, labels)}${item.entry ? ` [${item.entry}]` : ""}${item.to ? ` (for ${item.to})` : ""}`;
      lines.push(`  ${fidelityColour[item.fidelity](item.fidelity.padEnd(11))} ${item.kind.padEnd(kindWidth)}  ${item.name}${dim(where)}`);
      if (item.lost.length > 0) lines.push(`  ${" ".repeat(11)} ${" ".repeat(kindWidth)}  ${yellow(`lost: ${item.lost.join("; ")}`)}`);
      const note = own[index] ?? "";
      if (note) lines.push(`  ${" ".repeat(11)} ${" ".repeat(kindWidth)}  ${dim(note)}`);
    });
    if (shared.length > 0) {
      lines.push("", bold("Notes on several items"));
      for (const { text, names } of shared)
        lines.push(
          `  ${text}`,
          `    ${dim(`said of ${names.length} items: ${names.slice(0, 6).join(", ")}${names.length > 6 ? `, and ${names.length - 6} more` : ""}`)}`,
        );
    }
  }
  const changed = report.changes.filter((change) => change.action !== "unchanged");
  if (report.changes.length > 0 && brief !== "quiet") {
    lines.push("", bold(`Files (${report.changes.length}, ${changed.length} to change)`));
    const actionColour: Record<FileAction, (text: string) => string> = {
      create: green,
      update: cyan,
      unchanged: dim,
      conflict: red,
      delete: yellow,
      error: red,
    };
    // Before the question, only the files the answer decides about.
    for (const change of brief === "confirm" ? changed : report.changes) {
      const extra = change.conflicts ? dim(` (conflicts: ${change.conflicts.join(", ")})`) : change.error ? dim(` (${change.error})`) : "";
      lines.push(`  ${actionColour[change.action](change.action.padEnd(9))} ${displayPath(change.path, labels)}${extra}`);
    }
  }
  yield* lines.splice(0);
  // The summary before migrate's question still shows each conflict's diff: that is what it asks about.
  if (options.diffs !== false && (brief === "full" || (brief === "confirm" && options.diffs !== true))) {
    for (const change of changed) {
      if (options.diffs === "conflicts" && change.action !== "conflict") continue;
      if (options.diffs instanceof Set && !options.diffs.has(change.path)) continue;
      const diff = change.diff;
      if (diff === "") continue;
      yield "";
      for (const line of diff.replace(/\n$/, "").split("\n")) {
        yield line.startsWith("+") && !line.startsWith("+++")
          ? green(line)
          : line.startsWith("-") && !line.startsWith("---")
            ? red(line)
            : line.startsWith("@@")
              ? cyan(line)
              : line;
      }
    }
  }
  if (report.errors.length > 0) {
    lines.push("", bold(red(`Errors (${report.errors.length}): these were not read; everything else was`)));
    for (const error of report.errors) lines.push(`  ${displayPath(error.path, labels)}${error.line === undefined ? "" : `:${error.line}`}  ${error.message}`);
  }
  const s = report.summary;
  lines.push(
    "",
    `${s.create} to create, ${s.update} to update${s.overwritten ? ` (${s.overwritten} overwritten)` : ""}, ${s.delete ? `${s.delete} to delete, ` : ""}${s.unchanged} unchanged, ${options.policy === "overwrite" && s.conflict > 0 ? `${s.conflict} to overwrite (backed up first)` : `${s.conflict} in conflict`} · ${s.exact} exact, ${s.converted} converted, ${s.lossy} lossy, ${s.unsupported} unsupported · ${s.errors} error${s.errors === 1 ? "" : "s"}`,
  );
  // --quiet starts with its first line, not with the blank lines that separate sections.
  if (brief === "quiet") while (lines[0] === "") lines.shift();
  yield* lines;
}
