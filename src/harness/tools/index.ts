// The one registry of tool declarations. `svc targets`, the remote MCP's list_targets and
// preview_move, the /guides documents and the test matrix all read it, so they cannot disagree.
import { SvcError } from "../../core/errors.ts";
import { claudeCode } from "./claude-code.ts";
import { claudeDesktop } from "./claude-desktop.ts";
import { cline } from "./cline.ts";
import { codex } from "./codex.ts";
import { continueDev } from "./continue.ts";
import { copilot } from "./copilot.ts";
import { cursor } from "./cursor.ts";
import { geminiCli } from "./gemini-cli.ts";
import { TOOL_IDS, type ToolId } from "./ids.ts";
import { kiro } from "./kiro.ts";
import { opencode } from "./opencode.ts";
import { rooCode } from "./roo-code.ts";
import type { RenderContext, ToolContext, ToolSpec } from "./types.ts";
import { windsurf } from "./windsurf.ts";
import { zed } from "./zed.ts";

const SPECS: Record<ToolId, ToolSpec> = {
  "claude-code": claudeCode,
  codex,
  cursor,
  "gemini-cli": geminiCli,
  opencode,
  copilot,
  windsurf,
  cline,
  "roo-code": rooCode,
  kiro,
  zed,
  continue: continueDev,
  "claude-desktop": claudeDesktop,
};

export function toolById(id: string): ToolSpec {
  const spec = SPECS[id as ToolId] as ToolSpec | undefined;
  if (spec === undefined) throw new SvcError("unknown_tool", `svc does not know the tool "${id}"`, 2, { hint: `Known tools: ${TOOL_IDS.join(", ")}` });
  return spec;
}

/** Whether svc reads and writes the tool (all thirteen since issue #7; kept for the public documents' `ready`). */
export function isReady(id: ToolId): boolean {
  return (SPECS[id] as ToolSpec | undefined) !== undefined;
}

/** Every tool's declaration, in the contract's order. */
export function allTools(): ToolSpec[] {
  return TOOL_IDS.map((id) => SPECS[id]);
}

/** The context for rendering items into the context's tool, handed every declaration (the items' source tools among them). */
export function renderContext(context: ToolContext): RenderContext {
  return { ...context, tools: allTools() };
}
