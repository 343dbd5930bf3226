// Roo Code (docs/tools.md#roo-code-roo-code), end-of-life since May 2026; its fork Zoo Code reads the same
// `.roo/` trees. Global MCP servers and modes live in VS Code's globalStorage.
import path from "node:path";

import { appData, unsupported, type RuleFormat, type ToolSpec } from "./types.ts";

/** Every file of `.roo/rules/` is always on; no front matter. */
const ROO_RULE: RuleFormat = { activation: { by: "none" }, style: "yaml" };
const MODE_RULES = { pattern: "rules-*", field: "mode", strip: "rules-" };
const RULE_FILES = [".md", ".txt"];
/** Roo reads every file of a rule folder (XML workflows too) but these caches and backups. */
const NOT_RULES = {
  except: [
    ".DS_Store",
    ".bak",
    ".cache",
    ".crdownload",
    ".db",
    ".dmp",
    ".dump",
    ".eslintcache",
    ".lock",
    ".log",
    ".old",
    ".part",
    ".partial",
    ".pyc",
    ".pyo",
    ".stackdump",
    ".swo",
    ".swp",
    ".temp",
    ".tmp",
    "Thumbs.db",
  ],
};

export const rooCode: ToolSpec = {
  id: "roo-code",
  name: "Roo Code",
  kind: "coding agent",
  writes: "AGENTS.md, .roo/{rules,mcp.json,commands,skills}, .roomodes, .rooignore",
  folders: (env, home, platform) => ({
    rooSettings: path.join(appData(env, home, platform), "Code", "User", "globalStorage", "rooveterinaryinc.roo-cline", "settings"),
  }),
  kinds: {
    instructions: {
      global: {
        main: [],
        rules: [
          { dir: "~/.roo/rules", ext: RULE_FILES, format: ROO_RULE, otherFiles: NOT_RULES },
          { dir: "~/.roo", ext: RULE_FILES, format: ROO_RULE, otherFiles: NOT_RULES, perFolder: MODE_RULES },
        ],
        write: { rules: "files" },
      },
      project: {
        main: ["AGENTS.md"],
        rules: [
          { dir: ".roo/rules", ext: RULE_FILES, format: ROO_RULE, otherFiles: NOT_RULES },
          { dir: ".roo", ext: RULE_FILES, format: ROO_RULE, otherFiles: NOT_RULES, perFolder: MODE_RULES },
        ],
        legacy: [".roorules", ".clinerules"],
        local: ["AGENTS.local.md"],
        write: { main: "AGENTS.md", rules: "files" },
      },
    },
    mcp: {
      codec: "json",
      dialect: "roo",
      shape: {
        type: { key: "type", stdio: "stdio", http: "streamable-http", sse: "sse" },
        transports: ["stdio", "http", "sse"],
        disabled: { key: "disabled" },
        denyTools: "disabledTools",
        autoApprove: "alwaysAllow",
        timeout: { key: "timeout", unit: "s" },
        cwd: true,
      },
      global: { file: "{rooSettings}/mcp_settings.json", at: ["mcpServers"] },
      project: { file: ".roo/mcp.json", at: ["mcpServers"] },
    },
    commands: {
      namespaced: false,
      fields: { description: { key: "description" }, argumentHint: { key: "argument-hint" } },
      modelVendor: "roo",
      arguments: null,
      positional: false,
      inlineShell: null,
      global: [{ dir: "~/.roo/commands", ext: ".md", format: "markdown" }],
      project: [{ dir: ".roo/commands", ext: ".md", format: "markdown" }],
    },
    agents: {
      namespaced: false,
      fields: { description: { key: "whenToUse" } },
      // Every tool group: a subagent without a tool list may use everything.
      fixed: { groups: ["read", "edit", "browser", "command", "mcp"] },
      modelVendor: "roo",
      note: "a Roo mode is a primary mode you switch to, not a subagent the model calls",
      global: [
        {
          dir: "{rooSettings}/custom_modes.yaml",
          ext: "",
          format: "yaml-list",
          list: { key: "customModes", nameKey: "slug", titleKey: "name" },
          bodyKey: "roleDefinition",
        },
      ],
      project: [{ dir: ".roomodes", ext: "", format: "yaml-list", list: { key: "customModes", nameKey: "slug", titleKey: "name" }, bodyKey: "roleDefinition" }],
    },
    skills: { fields: ["modeSlugs"], global: { dirs: ["~/.roo/skills"] }, project: { dirs: [".roo/skills"] } },
    hooks: unsupported("Roo Code has no hooks"),
    permissions: unsupported("Roo Code's command allow and deny lists are VS Code user settings (roo-cline.allowedCommands), which svc does not edit"),
    ignore: {
      global: unsupported("Roo Code has no global ignore file"),
      project: { files: [{ file: ".rooignore", meaning: "block" }] },
    },
  },
  checked: {
    instructions: { date: "2026-11-25", sources: ["https://roocodeinc.github.io/Roo-Code/features/custom-instructions"] },
    mcp: {
      date: "2026-11-25",
      sources: [
        "https://roocodeinc.github.io/Roo-Code/features/mcp/using-mcp-in-roo",
        "RooCodeInc/Roo-Code src/services/mcp/McpHub.ts: injectVariables with env and workspaceFolder only (2026-11-28)",
      ],
    },
    commands: { date: "2026-11-25", sources: ["https://roocodeinc.github.io/Roo-Code/features/slash-commands"] },
    agents: {
      date: "2026-11-25",
      sources: ["https://roocodeinc.github.io/Roo-Code/features/custom-modes", "@roo-code/types 1.115.0: customModesSettingsSchema (make conformance)"],
    },
    skills: { date: "2026-11-25", sources: ["https://roocodeinc.github.io/Roo-Code/features/skills"] },
    hooks: { date: "2026-11-25", sources: ["https://roocodeinc.github.io/Roo-Code/"] },
    permissions: { date: "2026-11-25", sources: ["https://roocodeinc.github.io/Roo-Code/features/auto-approving-actions"] },
    ignore: { date: "2026-11-25", sources: ["https://roocodeinc.github.io/Roo-Code/features/rooignore"] },
  },
};
