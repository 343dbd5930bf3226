// Reading a tool's harness into the neutral model, and translating its items for another tool:
// what every feature starts from (the migration plan, sync, build, distill, `svc doctor`).
import path from "node:path";
import type { Env } from "../core/output.ts";
import { readKind, renderKind } from "./kinds/index.ts";
import type { Translation } from "./kinds/common.ts";
import type { Harness, HarnessItem, ReadProblem, Scope } from "./model.ts";
import { strictJsonProblems } from "./strict-json.ts";
import { toolById } from "./tools/index.ts";
import { HARNESS_KINDS, type HarnessKind, type ToolId } from "./tools/ids.ts";
import { toolContext, type RenderContext } from "./tools/types.ts";

export type ScopeOption = Scope | "all";

export interface Where {
  home: string;
  /** The project checkout, for project scope. */
  repo?: string;
  env: Env;
  /** The operating system whose paths apply (default linux): tools keep files in different places. */
  platform?: NodeJS.Platform;
}

export function scopesOf(scope: ScopeOption): Scope[] {
  return scope === "all" ? ["global", "project"] : [scope];
}

/** Every item of the chosen kinds of a tool in one scope, and every file that could not be read. */
export async function readHarness(tool: ToolId, scope: Scope, where: Where, kinds: readonly HarnessKind[] = HARNESS_KINDS): Promise<Harness> {
  const context = toolContext(toolById(tool), scope, where);
  const items: HarnessItem[] = [];
  const problems: ReadProblem[] = [];
  for (const kind of kinds) {
    const read = await readKind(kind, context);
    items.push(...read.items);
    addProblems(problems, read.problems);
  }
  // A file the tool parses as strict JSON, holding a comment: svc reads it, the tool ignores it.
  addProblems(problems, strictJsonProblems(context));
  return { tool, items, problems };
}

/**
 * Adds problems not already listed: a file several kinds live in (Claude's settings.json: hooks
 * and permissions), or both scopes read (~/.claude.json), is one problem.
 */
export function addProblems(into: ReadProblem[], more: readonly ReadProblem[]): void {
  const same = (a: ReadProblem, b: ReadProblem) => a.path === b.path && a.line === b.line && a.message === b.message;
  for (const problem of more) if (!into.some((earlier) => same(earlier, problem))) into.push(problem);
}

/** Translations of items for a target tool in one scope, kind by kind. */
export function translate(items: readonly HarnessItem[], context: RenderContext, kinds: readonly HarnessKind[] = HARNESS_KINDS): Translation[] {
  const out: Translation[] = [];
  for (const kind of kinds) {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length > 0) out.push(...renderKind(kind, ofKind, context));
  }
  return out;
}

/** The folders a plan may write into: the home folder and the repo. */
export function rootsOf(where: Where): string[] {
  return [where.home, ...(where.repo ? [path.resolve(where.repo)] : [])];
}
