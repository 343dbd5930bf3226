// The one registry of tool declarations. `svc targets`, the remote MCP's list_targets and
// preview_move, the /guides documents and the test matrix all read it, so they cannot disagree.
import { SvcError } from "../../core/errors.ts";
import { claudeCode } from "./claude-code.ts";
import { codex } from "./codex.ts";
import { cursor } from "./cursor.ts";
import { TOOLS, type ToolId } from "./ids.ts";
import type { ToolSpec } from "./types.ts";

const SPECS: Partial<Record<ToolId, ToolSpec>> = {
  "claude-code": claudeCode,
  codex,
  cursor,
};

/** Tools svc can read and write today (the other ten arrive with issue #7). */
export function isReady(id: ToolId): boolean {
  return SPECS[id] !== undefined;
}

export function toolById(id: string): ToolSpec {
  const spec = SPECS[id as ToolId];
  if (spec === undefined) {
    const known = TOOLS.find((tool) => tool.id === id);
    throw new SvcError("tool_not_ready", `svc cannot read or write ${known?.name ?? id} yet`, 1, {
      hint: `Today: ${Object.keys(SPECS).join(", ")}. The other tools arrive with issue #7.`,
    });
  }
  return spec;
}

export function readyTools(): ToolSpec[] {
  return Object.values(SPECS);
}
