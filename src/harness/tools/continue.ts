// Continue (docs/tools.md#continue-continue): the IDE extension and the `cn` CLI. Home: $CONTINUE_GLOBAL_DIR
// or ~/.continue. Rules, prompts and MCP servers are one file each ("blocks") under .continue/;
// the lists of ~/.continue/config.yaml itself (rules, prompts, mcpServers) are read too.

import { unsupported, type RuleFormat, type ToolSpec } from "./types.ts";

/** `.continue/rules/*.md`: globs → when matching files are in context; alwaysApply false + description → the agent decides. */
const CONTINUE_RULE: RuleFormat = { activation: { by: "continue" }, globs: { key: "globs", shape: "list" }, nameKey: "name", style: "yaml" };

const CLAUDE_EVENTS = ["SessionStart", "SessionEnd", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop", "SubagentStop", "PreCompact", "Notification"];

const REVIEWS = "a check `cn review` runs on a change (Continue's own): no other tool runs these; rebuild it as the target's agent or command by hand";
const CHECKED = "2026-11-27";
const SOURCE = "continuedev/continue (snapshot of 2026-06-18)";

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
        // cn's review checks: reported as Continue's own, never carried.
        ownOnly: [
          { dir: ".continue/agents", ext: ".md", unmovable: REVIEWS },
          { dir: ".continue/checks", ext: ".md", unmovable: REVIEWS },
        ],
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
        unreadBy:
          "the Continue CLI (cn) launches no project MCP server, only ~/.continue/config.yaml's (the IDE extension reads this block): migrate with --scope global for cn",
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
    // The IDE extension and cn both read .continue/skills and Claude Code's .claude/skills.
    skills: { fields: [], global: { dirs: ["{continue}/skills"] }, project: { dirs: [".continue/skills"], shared: [".claude/skills"] } },
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
  checked: {
    instructions: {
      date: CHECKED,
      sources: [
        "https://docs.continue.dev/customize/deep-dives/rules",
        `${SOURCE} extensions/cli/src/commands/review/resolveReviews.ts: .continue/agents/*.md and .continue/checks/*.md are cn's review checks`,
      ],
    },
    mcp: {
      date: CHECKED,
      sources: [
        "https://docs.continue.dev/customize/deep-dives/mcp",
        "@continuedev/cli 1.5.47: `cn -p` launches only config.yaml's servers (make conformance)",
      ],
    },
    commands: { date: "2026-11-25", sources: ["https://docs.continue.dev/customize/deep-dives/prompts"] },
    agents: { date: CHECKED, sources: [`${SOURCE} core/config/loadLocalAssistants.ts: .continue/agents/*.yaml are assistant configs, not subagents`] },
    skills: {
      date: CHECKED,
      sources: [
        `${SOURCE} core/config/markdown/loadMarkdownSkills.ts (the IDE: .continue/skills, ~/.continue/skills and .claude/skills) and extensions/cli/src/util/loadMarkdownSkills.ts (cn: the same)`,
      ],
      unverified: "the report that the IDE reads only .claude/skills does not match this source: svc keeps writing .continue/skills",
    },
    hooks: { date: "2026-11-25", sources: ["https://docs.continue.dev/cli/configuration"] },
    permissions: { date: "2026-11-25", sources: ["https://docs.continue.dev/cli/tool-permissions"] },
    ignore: { date: "2026-11-25", sources: ["https://docs.continue.dev/customize/deep-dives/development-data"] },
  },
};
