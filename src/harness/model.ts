// The neutral harness: plain typed values that know no file format. Readers turn a tool's files
// into these; renderers turn these into another tool's files. Every item keeps where it came from
// and the source tool's own fields that have no neutral place (`extra`), so nothing is lost on the
// way through: a renderer for the same tool writes them back, any other reports them as lost.
import type { HarnessKind, ToolId } from "./tools/ids.ts";

export type Scope = "global" | "project";

export interface Origin {
  tool: ToolId;
  scope: Scope;
  /** Absolute path of the file the item was read from. */
  path: string;
  /** Where inside a shared file (e.g. "mcpServers.github"), if it is an entry. */
  entry?: string;
  /**
   * Read from another tool's folder (or a common one) that this tool reads too (Cursor's
   * `.claude/skills`): never written or moved for this tool. `source-only`: read as a source, but
   * not counted on as read by the whole tool (see Shared in tools/types.ts).
   */
  shared?: true | "source-only";
}

/** Fields of the source tool that the neutral model has no place for, by their own names. */
export interface Extra {
  tool: ToolId;
  fields: Record<string, unknown>;
}

interface ItemBase<K extends HarnessKind> {
  kind: K;
  /** Unique within its kind and scope: file stem, server name, "event/matcher#n"… */
  name: string;
  origin: Origin;
  extra?: Extra;
  /**
   * More tools' own fields the sync hub keeps for the item, one entry per tool other than
   * `extra`'s: an item that went through several tools gives each its own fields back.
   */
  others?: Extra[];
  /** A personal, local-only file (CLAUDE.local.md, settings.local.json): read, reported, not carried. */
  local?: boolean;
  /** The tool itself ignores this item because another one wins (AGENTS.override.md, a duplicate skill). */
  shadowedBy?: string;
  /**
   * The file of another item of the same tool that this one is svc's copy of (a rule svc wrote as
   * a marked section of a file the tool also reads): reported, never carried again.
   */
  copyOf?: string;
  /** Why no other tool can be given this item as the source holds it (a server a Zed extension provides): reported, not carried. */
  unmovable?: string;
  /**
   * Read from an older place of the tool that some program of its current release no longer reads,
   * as a clause ("the Copilot harness and the Copilot CLI do not read it there"): never counted as
   * the tool's own copy of an item svc writes where they read.
   */
  notRead?: string;
}

// ---- instructions ---------------------------------------------------------------------------

/** always: every session · glob: when matching files are in play · model: the agent decides from
 * the description · manual: only when the user asks for it. */
export type Activation = "always" | "glob" | "model" | "manual";

export interface Instruction extends ItemBase<"instructions"> {
  /** main: the tool's primary file at its location (CLAUDE.md, AGENTS.md); rule: one of many. */
  role: "main" | "rule";
  activation: Activation;
  globs: string[];
  description?: string;
  /** Folder relative to the project root ("" for the root), for nested instruction files. */
  location: string;
  /** The text as the source wrote it (Claude @imports left in place). */
  body: string;
  /** The text with imports expanded, when the source tool expands imports and the body has any. */
  expanded?: string;
  /** The files its imports brought in (absolute paths), when it has any. */
  imports?: string[];
  /** The config key it was read from (Codex's `developer_instructions`): a setting, which sync leaves alone. */
  setting?: string;
  /**
   * Read only because the folder has none of the tool's own main files (Claude Code reads AGENTS.md
   * where there is no CLAUDE.md): writing one there stops the tool reading this, unless it imports it.
   */
  fallback?: true;
}

// ---- MCP servers ----------------------------------------------------------------------------

/** A string that may refer to environment (or editor) variables; parts keep literal text apart
 * from references so each tool's syntax can be written without guessing. */
export type TemplatePart = string | { env: string; default?: string } | { variable: string };
export type Template = TemplatePart[];

export interface McpServer extends ItemBase<"mcp"> {
  transport: "stdio" | "http" | "sse";
  command?: Template;
  args: Template[];
  env: Record<string, Template>;
  cwd?: string;
  url?: Template;
  headers: Record<string, Template>;
  enabled: boolean;
  enabledTools?: string[];
  disabledTools?: string[];
  /** Tools the agent may call without asking (Cline's and Kiro's `autoApprove`, Roo's `alwaysAllow`). */
  autoApprove?: string[];
  startupTimeoutSec?: number;
  toolTimeoutSec?: number;
}

// ---- commands, agents, skills ---------------------------------------------------------------

export interface Command extends ItemBase<"commands"> {
  description?: string;
  argumentHint?: string;
  allowedTools?: string[];
  model?: string;
  body: string;
  /** The file exactly as read, to copy it unchanged where the target reads it the same way. */
  raw?: string;
}

export interface Agent extends ItemBase<"agents"> {
  description?: string;
  tools?: string[];
  model?: string;
  /** The system prompt. */
  prompt: string;
  /** The file exactly as read, to copy it unchanged where the target reads it the same way. */
  raw?: string;
}

export interface SkillFile {
  /** Relative to the skill folder, with forward slashes. */
  path: string;
  bytes: Uint8Array;
  /** Permission bits of an executable (0o755 for a script), so it stays one wherever the skill goes; absent for other files. */
  mode?: number;
}

export interface Skill extends ItemBase<"skills"> {
  description?: string;
  /** SKILL.md's front matter fields other than name and description, in order. */
  fields: Record<string, unknown>;
  body: string;
  /** SKILL.md exactly as read, to copy it unchanged when the target accepts it as is. */
  raw: string;
  /** The `name` field of raw's front matter as written (kept so raw need not be parsed again). */
  declaredName: unknown;
  /** Every other file of the skill folder. */
  files: SkillFile[];
  /** Read from one of the tool's older skill folders: which, for the plan ("~/.config/opencode/skill/ (OpenCode's older skill folder)"). */
  olderFolder?: string;
}

// ---- hooks, permissions, ignore -------------------------------------------------------------

export interface HookHandler {
  type: "command" | "prompt" | "agent" | "http" | "mcp_tool";
  command?: string;
  prompt?: string;
  timeoutSec?: number;
}

export interface Hook extends ItemBase<"hooks"> {
  /** Claude Code's event names are the neutral vocabulary (PreToolUse, Stop…). */
  event: string;
  matcher?: string;
  handler: HookHandler;
}

export type Decision = "allow" | "ask" | "deny";

export interface Permission extends ItemBase<"permissions"> {
  decision: Decision;
  /** shell: a command (prefix); read/write/edit: a path glob; fetch: a domain; mcp: server[:tool]. */
  tool: "shell" | "read" | "write" | "edit" | "fetch" | "mcp" | "other";
  /** The argument in neutral form (command words, glob, domain, server:tool); absent = any. */
  pattern?: string;
  /** Whether a shell pattern matches by prefix (Claude's `:*`, Codex prefix rules). */
  prefix?: boolean;
  /** OpenCode's `"*"` beside other patterns: the decision for everything the others do not match. */
  fallback?: boolean;
  /** The rule as the source tool wrote it. */
  raw: string;
  /**
   * Not a rule but a setting beside the rules (Claude's `defaultMode`, `additionalDirectories`),
   * key and value as written; no other tool has its counterpart, so it is reported, never dropped.
   */
  setting?: { key: string; value: unknown };
}

export interface IgnoreFile extends ItemBase<"ignore"> {
  /** block: the agent may not read these; index: only kept out of the index (Cursor). */
  meaning: "block" | "index";
  patterns: string[];
}

export type HarnessItem = Instruction | McpServer | Command | Agent | Skill | Hook | Permission | IgnoreFile;

export interface ReadProblem {
  path: string;
  line?: number;
  message: string;
}

export interface Harness {
  tool: ToolId;
  items: HarnessItem[];
  problems: ReadProblem[];
}
