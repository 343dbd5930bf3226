// Cursor (docs/tools.md#cursor-cursor).
import { CLAUDE_LIKE } from "../kinds/mcp-json.ts";

import { unsupported, type RuleFormat, type ToolSpec } from "./types.ts";

/** `.cursor/rules/*.mdc`: alwaysApply, globs (a comma string, no quotes), description. */
const MDC: RuleFormat = { activation: { by: "mdc" }, globs: { key: "globs", shape: "comma" }, style: "mdc" };

const CHECKED = "2026-11-27";

/** Subagents in Claude Code's and Codex's folders: reported (third-party pages, the issue), not found in Cursor's own pages here. */
const OTHER_AGENTS = "source-only" as const;

export const cursor: ToolSpec = {
  id: "cursor",
  name: "Cursor",
  kind: "editor",
  writes: "AGENTS.md, .cursor/{rules/*.mdc,commands,agents,skills,mcp.json,hooks.json,cli.json}, .cursorignore",
  kinds: {
    instructions: {
      links: "mdc",
      global: unsupported("Cursor keeps user rules in Settings → Rules, not in files: paste them there"),
      project: {
        main: ["AGENTS.md"],
        nested: true,
        // Cursor reads plain .md rule files there too; svc writes .mdc.
        rules: [{ dir: ".cursor/rules", format: MDC, ext: [".mdc", ".md"], nestedDirs: true }],
        legacy: [".cursorrules"],
        write: { main: "AGENTS.md", rules: "files" },
      },
    },
    mcp: {
      codec: "json",
      dialect: "vscode",
      shape: CLAUDE_LIKE,
      global: { file: "~/.cursor/mcp.json", at: ["mcpServers"] },
      project: { file: ".cursor/mcp.json", at: ["mcpServers"] },
    },
    commands: {
      namespaced: false,
      fields: { description: { key: "description" } },
      modelVendor: "cursor",
      arguments: null,
      positional: false,
      inlineShell: null,
      global: [{ dir: "~/.cursor/commands", ext: ".md", format: "markdown" }],
      project: [{ dir: ".cursor/commands", ext: ".md", format: "markdown" }],
    },
    agents: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" }, model: { key: "model" } },
      modelVendor: "cursor",
      global: [
        { dir: "~/.cursor/agents", ext: ".md", format: "markdown" },
        { dir: "~/.claude/agents", ext: ".md", format: "markdown", shared: OTHER_AGENTS },
        { dir: "~/.codex/agents", ext: ".toml", format: "toml", bodyKey: "developer_instructions", shared: OTHER_AGENTS },
      ],
      project: [
        { dir: ".cursor/agents", ext: ".md", format: "markdown" },
        { dir: ".claude/agents", ext: ".md", format: "markdown", shared: OTHER_AGENTS },
        { dir: ".codex/agents", ext: ".toml", format: "toml", bodyKey: "developer_instructions", shared: OTHER_AGENTS },
      ],
    },
    skills: {
      fields: ["license", "compatibility", "metadata", "allowed-tools", "disable-model-invocation", "user-invocable"],
      // For compatibility Cursor loads Claude Code's and Codex's skill folders too (its skills page).
      global: { dirs: ["~/.cursor/skills"], shared: ["~/.claude/skills", "~/.codex/skills", { dir: "~/.agents/skills", shared: "source-only" }] },
      project: { dirs: [".cursor/skills"], shared: [".agents/skills", ".claude/skills", ".codex/skills"] },
    },
    hooks: {
      shape: "flat",
      events: {
        SessionStart: "sessionStart",
        SessionEnd: "sessionEnd",
        UserPromptSubmit: "beforeSubmitPrompt",
        PreToolUse: "preToolUse",
        PostToolUse: "postToolUse",
        PostToolUseFailure: "postToolUseFailure",
        Stop: "stop",
        SubagentStart: "subagentStart",
        SubagentStop: "subagentStop",
        PreCompact: "preCompact",
      },
      aliases: {
        beforeShellExecution: { event: "PreToolUse", matcher: "Bash" },
        afterShellExecution: { event: "PostToolUse", matcher: "Bash" },
        beforeMCPExecution: { event: "PreToolUse", matcher: "mcp__.*" },
        afterMCPExecution: { event: "PostToolUse", matcher: "mcp__.*" },
        beforeReadFile: { event: "PreToolUse", matcher: "Read" },
        afterFileEdit: { event: "PostToolUse", matcher: "Edit|Write|MultiEdit" },
      },
      handlerTypes: ["command", "prompt"],
      fileHeader: { version: 1 },
      projectDir: { variable: "CURSOR_PROJECT_DIR" },
      global: { file: "~/.cursor/hooks.json", at: ["hooks"] },
      project: { file: ".cursor/hooks.json", at: ["hooks"] },
    },
    permissions: {
      codec: "lists",
      lists: { allow: ["permissions", "allow"], deny: ["permissions", "deny"] },
      tools: { shell: "Shell", read: "Read", write: "Write", fetch: "WebFetch" },
      mcpStyle: "call",
      global: { file: "~/.cursor/cli-config.json" },
      project: { file: ".cursor/cli.json" },
    },
    ignore: {
      global: unsupported("Cursor has no global ignore file"),
      project: {
        files: [
          { file: ".cursorignore", meaning: "block" },
          { file: ".cursorindexingignore", meaning: "index" },
        ],
      },
    },
  },
  checked: {
    instructions: { date: "2026-11-25", sources: ["https://cursor.com/docs/context/rules"] },
    mcp: { date: "2026-11-25", sources: ["https://cursor.com/docs/context/mcp"] },
    commands: { date: "2026-11-25", sources: ["https://cursor.com/docs/agent/chat/commands"] },
    agents: {
      date: CHECKED,
      sources: ["https://cursor.com/docs/context/subagents"],
      unverified:
        "that Cursor also loads subagents from .claude/agents, .codex/agents, ~/.claude/agents and ~/.codex/agents is reported by others but not in a Cursor page found here: svc reads them as Cursor's, but still writes Cursor's own copy",
    },
    skills: {
      date: CHECKED,
      sources: [
        "https://cursor.com/docs/context/skills: .agents/skills, .cursor/skills and ~/.cursor/skills, and for compatibility .claude/skills, .codex/skills, ~/.claude/skills and ~/.codex/skills",
      ],
      unverified: "~/.agents/skills (reported, not on Cursor's page): read, not counted on",
    },
    hooks: { date: "2026-11-25", sources: ["https://cursor.com/docs/agent/hooks"] },
    permissions: { date: "2026-11-25", sources: ["https://cursor.com/docs/cli/reference/permissions"] },
    ignore: { date: "2026-11-25", sources: ["https://cursor.com/docs/context/ignore-files"] },
  },
};
