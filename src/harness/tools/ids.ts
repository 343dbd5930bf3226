// The thirteen agent tools by id (docs/tools.md). The full per-tool specs (paths, codecs, what each
// can express) live beside this file, one module per tool; this is the list the CLI validates
// --from / --to / --for / --source against before any of that machinery loads.

export const TOOLS = [
  { id: "claude-code", name: "Claude Code", kind: "coding agent" },
  { id: "codex", name: "Codex CLI", kind: "coding agent" },
  { id: "cursor", name: "Cursor", kind: "editor" },
  { id: "gemini-cli", name: "Gemini CLI", kind: "coding agent" },
  { id: "opencode", name: "OpenCode", kind: "coding agent" },
  { id: "copilot", name: "GitHub Copilot (VS Code)", kind: "editor" },
  { id: "windsurf", name: "Windsurf", kind: "editor" },
  { id: "cline", name: "Cline", kind: "coding agent" },
  { id: "roo-code", name: "Roo Code", kind: "coding agent" },
  { id: "kiro", name: "Kiro", kind: "editor" },
  { id: "zed", name: "Zed", kind: "editor" },
  { id: "continue", name: "Continue", kind: "coding agent" },
  { id: "claude-desktop", name: "Claude Desktop", kind: "chat assistant" },
] as const;

export type ToolId = (typeof TOOLS)[number]["id"];

export const TOOL_IDS: readonly ToolId[] = TOOLS.map((tool) => tool.id);

/** Sync and distill cover the first three; the interface's older names for them are tool_a, tool_b, tool_c. */
export const SYNC_TOOL_IDS = ["claude-code", "codex", "cursor"] as const satisfies readonly ToolId[];
export type SyncToolId = (typeof SYNC_TOOL_IDS)[number];

export const TOOL_ALIASES: Readonly<Record<string, SyncToolId>> = {
  tool_a: "claude-code",
  tool_b: "codex",
  tool_c: "cursor",
};

/** The canonical id for an id or alias, or null. */
export function resolveToolId(value: string): ToolId | null {
  const id = TOOL_ALIASES[value] ?? value;
  return (TOOL_IDS as readonly string[]).includes(id) ? (id as ToolId) : null;
}

export const HARNESS_KINDS = ["instructions", "mcp", "commands", "agents", "skills", "hooks", "permissions", "ignore"] as const;
export type HarnessKind = (typeof HARNESS_KINDS)[number];
