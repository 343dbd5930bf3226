// Kiro IDE and CLI (agent-tools.md §2.10). Steering files say when they apply with `inclusion:`;
// ~/AGENTS.md is not read, so global instructions are steering files too.
import type { RuleFormat } from "../kinds/rule-format.ts";
import { unsupported, type ToolSpec } from "./types.ts";

/** `inclusion: always | fileMatch (+ fileMatchPattern) | manual | auto (+ name, description)`. */
const STEERING: RuleFormat = {
  activation: { by: "key", key: "inclusion", values: { always: "always", glob: "fileMatch", model: "auto", manual: "manual" }, absent: "always" },
  globs: { key: "fileMatchPattern", shape: "list" },
  nameKey: "name",
  style: "yaml",
};

/** The IDE's older `.kiro/hooks/<name>.kiro.hook` files: `when.type` → Kiro's own event names. */
const KIRO_IDE_HOOKS = {
  pattern: "*.kiro.hook",
  events: { promptSubmit: "UserPromptSubmit", agentStop: "Stop", fileEdited: "PostFileSave", fileCreated: "PostFileCreate", fileDeleted: "PostFileDelete" },
};

export const kiro: ToolSpec = {
  id: "kiro",
  name: "Kiro",
  kind: "editor",
  writes: "AGENTS.md, .kiro/{steering,settings/mcp.json,prompts,agents,skills,hooks/svc.json}, .kiroignore",
  kinds: {
    instructions: {
      // Steering files pull in other files with #[[file:path]]; other tools read it as plain text.
      bodySyntax: [{ pattern: /#\[\[file:[^\]\n]+\]\]/, label: "file references" }],
      global: { main: [], rules: [{ dir: "~/.kiro/steering", ext: ".md", format: STEERING }], write: { rules: "files" } },
      project: { main: ["AGENTS.md"], nested: true, rules: [{ dir: ".kiro/steering", ext: ".md", format: STEERING }], write: { main: "AGENTS.md", rules: "files" } },
    },
    mcp: {
      codec: "json",
      dialect: "braces",
      shape: { transports: ["stdio", "http"], disabled: { key: "disabled" }, denyTools: "disabledTools", autoApprove: "autoApprove" },
      global: { file: "~/.kiro/settings/mcp.json", at: ["mcpServers"] },
      project: { file: ".kiro/settings/mcp.json", at: ["mcpServers"] },
    },
    commands: {
      // Plain Markdown prompts: no front matter, no placeholders.
      namespaced: false,
      fields: {},
      modelVendor: "kiro",
      arguments: null,
      positional: false,
      inlineShell: null,
      global: [{ dir: "~/.kiro/prompts", ext: ".md", format: "markdown" }],
      project: [{ dir: ".kiro/prompts", ext: ".md", format: "markdown" }],
    },
    agents: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" }, tools: { key: "tools", shape: "list" }, model: { key: "model" } },
      modelVendor: "kiro",
      // The IDE's Markdown agents are written; the CLI's JSON agents are read.
      global: [
        { dir: "~/.kiro/agents", ext: ".md", format: "markdown" },
        { dir: "~/.kiro/agents", ext: ".json", format: "json", bodyKey: "prompt", legacy: true },
      ],
      project: [
        { dir: ".kiro/agents", ext: ".md", format: "markdown" },
        { dir: ".kiro/agents", ext: ".json", format: "json", bodyKey: "prompt", legacy: true },
      ],
    },
    skills: { fields: [], global: { dirs: ["~/.kiro/skills"] }, project: { dirs: [".kiro/skills"] } },
    hooks: {
      shape: "list",
      events: { SessionStart: "SessionStart", UserPromptSubmit: "UserPromptSubmit", PreToolUse: "PreToolUse", PostToolUse: "PostToolUse", Stop: "Stop" },
      handlerTypes: ["command", "prompt"],
      fileHeader: { version: "v1" },
      global: { file: "~/.kiro/hooks", at: ["hooks"], files: true, whenThen: KIRO_IDE_HOOKS },
      project: { file: ".kiro/hooks", at: ["hooks"], files: true, whenThen: KIRO_IDE_HOOKS },
    },
    permissions: unsupported("Kiro's permissions live in each CLI agent's JSON (allowedTools, toolsSettings), which svc does not write"),
    ignore: {
      global: { files: [{ file: "~/.kiro/settings/kiroignore", meaning: "block" }] },
      project: { files: [{ file: ".kiroignore", meaning: "block" }] },
    },
  },
};
