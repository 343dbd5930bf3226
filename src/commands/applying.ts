// Applying a plan from a command: a merge conflict is an answer (exit 4, nothing written), not a
// crash, and the closing line says what happened and how to undo it.
import { ConflictError, EXIT, withShownPaths } from "../core/errors.ts";
import type { LabelOptions } from "../core/paths.ts";
import type { Output } from "../core/output.ts";
import type { Deps } from "../core/deps.ts";
import { quoteFor, shellOf } from "../core/shell-quote.ts";
import { applyPlan, filesToWrite } from "../harness/plan/apply.ts";
import type { Plan, PlannedFile, Policy } from "../harness/plan/plan.ts";

export interface Applied {
  applied: Awaited<ReturnType<typeof applyPlan>> | null;
  refusal: ConflictError | null;
}

export async function applyOrRefuse(...args: Parameters<typeof applyPlan>): Promise<Applied> {
  try {
    return { applied: await applyPlan(...args), refusal: null };
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return { applied: null, refusal: error };
  }
}

/**
 * The files applying the plan would write under the policy, or the conflict that refuses it (any
 * other problem, a target that cannot be edited, is thrown as applying would throw it).
 */
export function writesOrRefusal(plan: Plan, policy: Policy): { files: PlannedFile[]; refusal: null } | { files: null; refusal: ConflictError } {
  try {
    return { files: filesToWrite(plan, policy), refusal: null };
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return { files: null, refusal: error };
  }
}

/**
 * How a backup names the command: as the person would type it in their shell (shown by `svc
 * restore`), and as its arguments, which tell two runs of one command apart in any shell.
 */
export function commandOf(argv: readonly string[], deps: Pick<Deps, "env" | "platform">): { command: string; argv: readonly string[] } {
  const shell = shellOf(deps.env, deps.platform);
  return { command: argv.map((arg) => quoteFor(arg, shell)).join(" "), argv };
}

/** The fields every applying command's --json answer carries. */
export function appliedFields({ applied }: Applied): { applied: boolean; backup_id: string | null; written: string[]; changed_meanwhile?: string[] } {
  const changed = applied?.changedMeanwhile ?? [];
  return {
    applied: applied !== null,
    backup_id: applied?.backupId ?? null,
    written: applied?.written.map((file) => file.path) ?? [],
    ...(changed.length > 0 ? { changed_meanwhile: changed } : {}),
  };
}

/** The closing lines of the human answer; `errors` files were left out (listed above them); files named as `labels` show paths. */
export function appliedLines({ applied, refusal }: Applied, out: Output, nothing: string, errors: number, labels: LabelOptions): string[] {
  if (refusal) {
    const shown = withShownPaths(refusal, labels);
    return [out.style.red(`Refused: ${shown.message}.`), shown.hint ?? ""];
  }
  const warning =
    errors > 0
      ? [
          out.style.yellow(
            `Warning: ${errors} file${errors === 1 ? "" : "s"} could not be read or edited and ${errors === 1 ? "was" : "were"} left as ${errors === 1 ? "it is" : "they are"} (see Errors above); everything else was applied.`,
          ),
        ]
      : [];
  // A file another program changed while svc worked got svc's change on its new text.
  const meanwhile = (applied?.changedMeanwhile ?? []).map(
    (file) => `${file} changed while svc worked (another program writes it): svc made its change to the new text.`,
  );
  if (applied?.backupId)
    return [
      ...warning,
      ...meanwhile,
      `Wrote ${applied.written.length} file${applied.written.length === 1 ? "" : "s"}. Undo with: svc restore ${applied.backupId}`,
    ];
  return [...warning, ...meanwhile, nothing];
}

/**
 * Applied is 0 even when some files could not be read or edited: what could be written was, and
 * those files are listed under `errors` with a warning (exit 1 said "failed" of a run that wrote).
 * A refusal is 4: nothing was written.
 */
export function appliedExit({ refusal }: Applied): number {
  return refusal ? EXIT.conflict : EXIT.ok;
}
