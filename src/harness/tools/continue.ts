// Continue (agent-tools.md §2.12): the IDE extension and the `cn` CLI. Home: $CONTINUE_GLOBAL_DIR
// or ~/.continue. Rules, prompts and MCP servers are one file each ("blocks") under .continue/;
// the lists of ~/.continue/config.yaml itself (rules, prompts, mcpServers) are read too.
import type { RuleFormat } from "../kinds/rule-format.ts";
import { unsupported, type ToolSpec } from "./types.ts";

/** `.continue/rules/*.md`: globs → when matching files are in context; alwaysApply false + description → the agent decides. */
const CONTINUE_RULE: RuleFormat = { activation: { by: "continue" }, globs: { key: "globs", shape: "list" }, nameKey: "name", style: "yaml" };

const CLAUDE_EVENTS = ["SessionStart", "SessionEnd", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop", "SubagentStop", "PreCompact", "Notification"];

export const continueDev: ToolSpec = {
  id: "continue",
  name: "Continue",
  kind: "coding agent",
  writes: "AGENTS.md, .continue/{rules,mcpServers,prompts,skills,settings.json}, .continueignore; permissions in ~/.continue/permissions.yaml",
  folders: (env, home) => ({ continue: env["CONTINUE_GLOBAL_DIR"] || `${home}/.continue` }),
  kinds: {
    instructions: {
      global: {
        main: [],
        rules: [{ dir: "{continue}/rules", ext: ".md", format: CONTINUE_RULE }],
        inline: { file: "{continue}/config.yaml", key: "rules", bodyKey: "rule", format: CONTINUE_RULE },
        write: { rules: "files" },
      },
      project: {
        main: ["AGENTS.md"],
        rules: [{ dir: ".continue/rules", ext: ".md", format: CONTINUE_RULE }],
        legacy: [".continuerules"],
        write: { main: "AGENTS.md", rules: "files" },
      },
    },
    mcp: {
      codec: "json",
      dialect: "continue",
      shape: {
        nameKey: "name",
        headers: ["requestOptions", "headers"],
        type: { key: "type", stdio: "stdio", http: "streamable-http", sse: "sse" },
        transports: ["stdio", "http", "sse"],
        cwd: true,
      },
      // The cn CLI launches only config.yaml's mcpServers (never a block folder); the IDE reads both.
      global: {
        file: "{continue}/mcpServers",
        at: ["mcpServers"],
        container: "blocks",
        blockFiles: ["{continue}/config.yaml"],
        listFile: { file: "{continue}/config.yaml", header: { name: "Local Config", version: "1.0.0", schema: "v1" } },
      },
      project: {
        file: ".continue/mcpServers",
        at: ["mcpServers"],
        container: "blocks",
        unreadBy: "the Continue CLI (cn) launches no project MCP server, only ~/.continue/config.yaml's (the IDE extension reads this block): migrate with --scope global for cn",
      },
    },
    commands: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" } },
      // Without invokable: true a prompt file acts as a rule.
      fixed: { invokable: true },
      modelVendor: "continue",
      arguments: null,
      positional: false,
      inlineShell: null,
      global: [
        { dir: "{continue}/prompts", ext: ".md", format: "markdown" },
        { dir: "{continue}/prompts", ext: ".prompt", format: "prompt", legacy: true },
        // Prompts written inline in config.yaml (`prompts: [{name, description, prompt}]`).
        { dir: "{continue}/config.yaml", ext: ".yaml", format: "yaml-list", list: { key: "prompts", nameKey: "name" }, bodyKey: "prompt", legacy: true },
      ],
      project: [
        { dir: ".continue/prompts", ext: ".md", format: "markdown" },
        // The older .prompt files (a YAML preamble, `---`, the prompt): read, never written.
        { dir: ".continue/prompts", ext: ".prompt", format: "prompt", legacy: true },
      ],
    },
    agents: unsupported("Continue has no subagents"),
    skills: { fields: [], global: { dirs: ["{continue}/skills"] }, project: { dirs: [".continue/skills"] } },
    hooks: {
      // The CLI takes Claude Code's shape and event names.
      shape: "grouped",
      events: Object.fromEntries(CLAUDE_EVENTS.map((event) => [event, event])),
      handlerTypes: ["command"],
      toolNames: "claude",
      projectDir: { variable: "CONTINUE_PROJECT_DIR" },
      global: { file: "{continue}/settings.json", at: ["hooks"] },
      project: { file: ".continue/settings.json", at: ["hooks"] },
    },
    permissions: {
      codec: "lists",
      format: "yaml",
      lists: { allow: ["allow"], ask: ["ask"], deny: ["exclude"] },
      tools: { shell: "Bash", read: "Read", edit: "Edit", write: "Write", fetch: "Fetch" },
      prefixSuffix: "*",
      global: { file: "{continue}/permissions.yaml" },
      project: unsupported("Continue's permissions are global only (~/.continue/permissions.yaml): run with --scope global"),
    },
    ignore: {
      global: { files: [{ file: "{continue}/.continueignore", meaning: "block" }] },
      project: { files: [{ file: ".continueignore", meaning: "block" }] },
    },
  },
};
