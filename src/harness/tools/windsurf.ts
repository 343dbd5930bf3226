// Windsurf, now Devin Desktop (docs/tools.md#windsurf-windsurf). svc writes the current `.devin/` tree and
// reads all three generations: `.devin/`, `.windsurf/` and `.windsurfrules`, `~/.codeium/windsurf/`.
// Devin's home folder: %APPDATA%\devin on Windows, else ~/.config/devin.
import path from "node:path";

import { claudeCode } from "./claude-code.ts";
import { cliConfig, isUnsupported, unsupported, type HooksShape, type RuleFormat, type ToolSpec } from "./types.ts";

/** `trigger:` names the activation; globs are a comma string (quotes would become part of it). */
const TRIGGER: RuleFormat = {
  activation: { by: "key", key: "trigger", values: { always: "always_on", glob: "glob", model: "model_decision", manual: "manual" }, absent: "always" },
  globs: { key: "globs", shape: "comma" },
  style: "mdc",
};

/** Windsurf reads 12,000 characters of a rule file. */
const RULE_LIMIT = { max: 12000, unit: "characters", files: "rules", why: "Windsurf reads only the first 12,000 characters of a rule file" } as const;

/**
 * Cascade's hooks (`.windsurf/hooks.json`, `~/.codeium/windsurf/hooks.json`), still read: no
 * matcher, type or timeout; tools are told apart by the event itself.
 */
const CASCADE_HOOKS: HooksShape = {
  shape: "flat",
  events: { UserPromptSubmit: "pre_user_prompt", Stop: "post_cascade_response" },
  aliases: {
    pre_run_command: { event: "PreToolUse", matcher: "Bash" },
    post_run_command: { event: "PostToolUse", matcher: "Bash" },
    pre_read_code: { event: "PreToolUse", matcher: "Read" },
    post_read_code: { event: "PostToolUse", matcher: "Read" },
    pre_write_code: { event: "PreToolUse", matcher: "Edit|Write|MultiEdit" },
    post_write_code: { event: "PostToolUse", matcher: "Edit|Write|MultiEdit" },
    pre_mcp_tool_use: { event: "PreToolUse", matcher: "mcp__.*" },
    post_mcp_tool_use: { event: "PostToolUse", matcher: "mcp__.*" },
  },
  handlerTypes: ["command"],
  matchers: false,
  types: false,
  timeout: null,
};

/** Claude Code's hooks, which Devin runs as they are (its hooks page: hooks in .claude/ are picked up). */
function claudeHooks(): HooksShape {
  const spec = claudeCode.kinds.hooks;
  if (isUnsupported(spec)) throw new Error("Claude Code declares hooks");
  const { global: _global, project: _project, ...shape } = spec;
  return shape;
}

const DEVIN_EVENTS = ["PreToolUse", "PostToolUse", "PermissionRequest", "UserPromptSubmit", "Stop", "SessionStart", "SessionEnd"];
const CHECKED = "2026-11-27";

export const windsurf: ToolSpec = {
  id: "windsurf",
  name: "Windsurf",
  kind: "editor",
  writes: "AGENTS.md, .devin/{rules,mcp_config.json,agents,skills,hooks.v1.json}, .devinignore (commands become skills, as Devin Local has no workflows)",
  folders: (env, home, platform) => ({ devin: path.join(cliConfig(env, home, platform), "devin") }),
  kinds: {
    instructions: {
      global: {
        main: ["{devin}/AGENTS.md", "~/.codeium/windsurf/memories/global_rules.md"],
        rules: [{ dir: "~/.devin/rules", ext: ".md", format: TRIGGER }],
        sizeLimit: RULE_LIMIT,
        write: { main: "{devin}/AGENTS.md", rules: "files" },
      },
      project: {
        main: ["AGENTS.md"],
        nested: true,
        rules: [
          { dir: ".devin/rules", ext: ".md", format: TRIGGER, nestedDirs: true },
          { dir: ".windsurf/rules", ext: ".md", format: TRIGGER, nestedDirs: true, legacy: true },
        ],
        legacy: [".windsurfrules"],
        local: ["AGENTS.local.md"],
        sharedFiles: [{ dir: "AGENT.md", shared: "source-only" }],
        sizeLimit: RULE_LIMIT,
        write: { main: "AGENTS.md", rules: "files" },
      },
    },
    mcp: {
      codec: "json",
      dialect: "windsurf",
      shape: { url: { http: "serverUrl", sse: "serverUrl" }, transports: ["stdio", "http", "sse"], disabled: { key: "disabled" }, denyTools: "disabledTools" },
      global: { file: "{devin}/mcp_config.json", at: ["mcpServers"], legacy: [{ file: "~/.codeium/windsurf/mcp_config.json", at: ["mcpServers"] }] },
      project: { file: ".devin/mcp_config.json", at: ["mcpServers"], legacy: [{ file: ".windsurf/mcp_config.json", at: ["mcpServers"] }] },
    },
    commands: {
      namespaced: false,
      fields: { description: { key: "description" } },
      modelVendor: "windsurf",
      arguments: null,
      positional: false,
      inlineShell: null,
      asSkills: true,
      global: [{ dir: "~/.codeium/windsurf/global_workflows", ext: ".md", format: "markdown", legacy: true }],
      project: [{ dir: ".windsurf/workflows", ext: ".md", format: "markdown", legacy: true }],
    },
    agents: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" }, tools: { key: "allowed-tools", shape: "list" }, model: { key: "model" } },
      modelVendor: "devin",
      global: [{ dir: "{devin}/agents", ext: ".md", itemFile: "AGENT.md", format: "markdown" }],
      project: [{ dir: ".devin/agents", ext: ".md", itemFile: "AGENT.md", format: "markdown" }],
    },
    skills: { fields: [], global: { dirs: ["{devin}/skills", "~/.codeium/windsurf/skills"] }, project: { dirs: [".devin/skills", ".windsurf/skills"] } },
    hooks: {
      // Devin Local takes Claude Code's shape and event names, its own tool names (exec for the shell).
      shape: "grouped",
      events: Object.fromEntries(DEVIN_EVENTS.map((event) => [event, event])),
      handlerTypes: ["command", "prompt"],
      // Devin's names for Claude Code's tools, from its hooks and permissions pages; the others are not given.
      toolNames: { Bash: "exec", Edit: "edit", MultiEdit: "edit", Write: "write" },
      projectDir: { variable: "DEVIN_PROJECT_DIR" },
      global: {
        file: "{devin}/config.json",
        at: ["hooks"],
        alsoReads: [{ file: "~/.codeium/windsurf/hooks.json", at: ["hooks"], as: CASCADE_HOOKS, legacy: true }],
      },
      project: {
        file: ".devin/hooks.v1.json",
        at: [],
        alsoReads: [
          { file: ".windsurf/hooks.json", at: ["hooks"], as: CASCADE_HOOKS, legacy: true },
          { file: ".claude/settings.json", at: ["hooks"], as: claudeHooks(), shared: true },
        ],
      },
    },
    permissions: unsupported("Devin Local keeps permissions in .devin/config.json in a rule syntax svc has not verified; set them there by hand"),
    ignore: {
      global: { files: [{ file: "~/.codeium/.codeiumignore", meaning: "block" }] },
      project: {
        files: [
          { file: ".devinignore", meaning: "block" },
          { file: ".windsurfignore", meaning: "block" },
          { file: ".codeiumignore", meaning: "block" },
        ],
      },
    },
  },
  checked: {
    instructions: {
      date: CHECKED,
      sources: ["https://docs.devin.ai/cli/extensibility/rules", "https://docs.windsurf.com/windsurf/cascade/memories"],
      unverified: "AGENT.md and AGENTS.local.md (reported): AGENT.md is read as a source, AGENTS.local.md is reported as personal",
    },
    mcp: { date: "2026-11-25", sources: ["https://docs.devin.ai/cli/mcp/configuration", "https://docs.windsurf.com/windsurf/cascade/mcp"] },
    commands: { date: "2026-11-25", sources: ["https://docs.windsurf.com/windsurf/cascade/workflows", "https://docs.devin.ai/cli/extensibility/skills"] },
    agents: { date: "2026-11-25", sources: ["https://docs.devin.ai/cli/extensibility/subagents"] },
    skills: { date: "2026-11-25", sources: ["https://docs.devin.ai/cli/extensibility/skills", "https://docs.windsurf.com/windsurf/cascade/skills"] },
    hooks: {
      date: CHECKED,
      sources: [
        "https://docs.devin.ai/cli/extensibility/hooks/overview: .devin/hooks.v1.json in Claude Code's shape and events, DEVIN_PROJECT_DIR, Claude Code's hooks in .claude/ picked up",
        "https://docs.devin.ai/cli/extensibility/hooks/lifecycle-hooks: tool names exec, edit, mcp__<server>__<tool>",
        "https://docs.devin.ai/cli/reference/permissions: file edits through the edit and write tools",
      ],
      unverified:
        "the user-level hooks key of ~/.config/devin/config.json (%APPDATA%\\devin\\config.json), and the names of Devin's read, search and fetch tools: a matcher naming Claude Code's Read, Grep, Glob, WebFetch… is lossy",
    },
    permissions: {
      date: CHECKED,
      sources: ["https://docs.devin.ai/cli/configuration"],
      unverified: "the rule syntax of the permissions block in Devin's config.json",
    },
    ignore: { date: "2026-11-25", sources: ["https://docs.devin.ai/desktop/context-awareness/windsurf-ignore"] },
  },
};
