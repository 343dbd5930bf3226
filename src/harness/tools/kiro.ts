// Kiro IDE and CLI (docs/tools.md#kiro-kiro). Steering files say when they apply with `inclusion:`;
// ~/AGENTS.md is not read, so global instructions are steering files too.

import { unsupported, type RuleFormat, type ToolSpec } from "./types.ts";

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
      project: {
        main: ["AGENTS.md"],
        nested: true,
        rules: [{ dir: ".kiro/steering", ext: ".md", format: STEERING }],
        write: { main: "AGENTS.md", rules: "files" },
      },
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
    // One engine for the IDE and the CLI. Workspace rules live outside the repository, under a
    // folder named by a hash of its path that Kiro computes.
    permissions: {
      codec: "capability-rules",
      format: "yaml",
      tools: { shell: "shell", read: "fs_read", write: "fs_write", edit: "fs_write", fetch: "web_fetch", mcp: "mcp" },
      global: { file: "~/.kiro/settings/permissions.yaml" },
      project: unsupported(
        "Kiro keeps workspace permissions outside the repository (~/.kiro/workspace-roots/<hash of the workspace>/permissions.yaml); svc writes your user rules with --scope global, or add them from Kiro's permission prompt",
      ),
    },
    ignore: {
      global: { files: [{ file: "~/.kiro/settings/kiroignore", meaning: "block" }] },
      project: { files: [{ file: ".kiroignore", meaning: "block" }] },
    },
  },
  checked: {
    instructions: { date: "2026-11-25", sources: ["https://kiro.dev/docs/steering/"] },
    mcp: { date: "2026-11-25", sources: ["https://kiro.dev/docs/mcp/configuration/"] },
    commands: { date: "2026-11-25", sources: ["https://kiro.dev/docs/cli/chat/prompts"] },
    agents: { date: "2026-11-25", sources: ["https://kiro.dev/docs/cli/custom-agents/configuration-reference/"] },
    skills: { date: "2026-11-25", sources: ["https://kiro.dev/docs/skills/"] },
    hooks: { date: "2026-11-25", sources: ["https://kiro.dev/docs/hooks/types/", "https://kiro.dev/docs/cli/v3/hooks-migration/"] },
    permissions: {
      date: "2026-11-28",
      sources: [
        "https://kiro.dev/docs/cli/v3/permissions/ and https://kiro.dev/docs/chat/permissions/: rules of capability, match, exclude and effect (deny, ask, allow) in ~/.kiro/settings/permissions.yaml, and a workspace scope under ~/.kiro/workspace-roots/<hash>/",
        "https://kiro.dev/docs/enterprise/enterprise-management/faq/: a rule naming fs_read, fs_write, shell, web_search, web_fetch or mcp turns default deny on for that capability",
      ],
      unverified:
        "the hash that names a workspace's folder, and what web_fetch patterns match: svc writes neither; whether a user rule turns default deny on as an Enterprise Management rule does (the plan says it may)",
    },
    ignore: { date: "2026-11-25", sources: ["https://kiro.dev/docs/kiroignore/"] },
  },
};
