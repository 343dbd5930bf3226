// Applying a plan from a command: a merge conflict is an answer (exit 4, nothing written), not a
// crash, and the closing line says what happened and how to undo it.
import { ConflictError, EXIT } from "../core/errors.ts";
import type { Output } from "../core/output.ts";
import { applyPlan } from "../harness/plan/apply.ts";

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

/** The fields every applying command's --json answer carries. */
export function appliedFields({ applied }: Applied): { applied: boolean; backup_id: string | null; written: string[] } {
  return { applied: applied !== null, backup_id: applied?.backupId ?? null, written: applied?.written.map((file) => file.path) ?? [] };
}

/** The closing lines of the human answer. */
export function appliedLines({ applied, refusal }: Applied, out: Output, nothing: string): string[] {
  if (refusal) return [out.style.red(`Refused: ${refusal.message}.`), refusal.hint ?? ""];
  if (applied?.backupId) return [`Wrote ${applied.written.length} file${applied.written.length === 1 ? "" : "s"}. Undo with: svc restore ${applied.backupId}`];
  return [nothing];
}

export function appliedExit({ refusal }: Applied, errors: number): number {
  if (refusal) return EXIT.conflict;
  return errors > 0 ? EXIT.error : EXIT.ok;
}
