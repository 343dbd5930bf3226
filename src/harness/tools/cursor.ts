// Cursor (agent-tools.md §2.3).
import { CLAUDE_LIKE } from "../kinds/mcp-json.ts";
import type { RuleFormat } from "../kinds/rule-format.ts";
import { unsupported, type ToolSpec } from "./types.ts";

/** `.cursor/rules/*.mdc`: alwaysApply, globs (a comma string, no quotes), description. */
const MDC: RuleFormat = { activation: { by: "mdc" }, globs: { key: "globs", shape: "comma" }, style: "mdc" };

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
      global: [{ dir: "~/.cursor/agents", ext: ".md", format: "markdown" }],
      project: [{ dir: ".cursor/agents", ext: ".md", format: "markdown" }],
    },
    skills: {
      fields: ["license", "compatibility", "metadata", "allowed-tools", "disable-model-invocation", "user-invocable"],
      global: { dirs: ["~/.cursor/skills"] },
      project: { dirs: [".cursor/skills"] },
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
};
