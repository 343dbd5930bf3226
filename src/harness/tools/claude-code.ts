// Claude Code (docs/tools.md#claude-code-claude-code). Home folder: $CLAUDE_CONFIG_DIR or ~/.claude.
import { CLAUDE_LIKE } from "../kinds/mcp-json.ts";

import type { RuleFormat, StrictJsonFile, ToolSpec } from "./types.ts";

/** `.claude/rules/*.md`: `paths:` makes a rule glob-scoped, none means always on. */
const CLAUDE_RULE: RuleFormat = { activation: { by: "globs" }, globs: { key: "paths", shape: "list" }, style: "yaml" };

const CLAUDE_EVENTS = [
  "SessionStart",
  "SessionEnd",
  "UserPromptSubmit",
  "UserPromptExpansion",
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "PostToolBatch",
  "PermissionRequest",
  "PermissionDenied",
  "Notification",
  "Stop",
  "StopFailure",
  "SubagentStart",
  "SubagentStop",
  "PreCompact",
  "PostCompact",
  "Setup",
  "InstructionsLoaded",
  "MessageDisplay",
  "TaskCreated",
  "TaskCompleted",
  "TeammateIdle",
  "ConfigChange",
  "CwdChanged",
  "FileChanged",
  "DirectoryAdded",
  "WorktreeCreate",
  "WorktreeRemove",
  "Elicitation",
  "ElicitationResult",
];

/** gitignore pattern → a Claude Code read rule (`secrets/` → `Read(./secrets/**)`, `*.pem` → `Read(**\/*.pem)`). */
function readRule(pattern: string): string {
  let body = pattern.trim();
  const anchored = body.startsWith("/") || body.replace(/\/$/, "").includes("/");
  body = body.replace(/^\//, "");
  if (body.endsWith("/")) body = `${body}**`;
  return `Read(${anchored ? `./${body}` : `**/${body}`})`;
}

const STATUS_LINE = {
  key: "statusLine",
  unmovable: "Claude Code's status line command (statusLine): no other tool runs one; set up the target's own status bar by hand",
};

const OUTPUT_STYLES = "a Claude Code output style: no other tool swaps its system prompt this way; make it an agent or a rule by hand if you want it";

const OUTPUT_STYLE = "the Claude Code output style in use (outputStyle); no other tool has output styles, so the target keeps its own way of answering";

/** Claude Code parses every JSON file of its own as strict JSON (no comments, no trailing commas). */
const SETTINGS_EFFECT = "Claude Code reads it as strict JSON: it reports the file as invalid and ignores all of it";
const CLAUDE_JSON: StrictJsonFile = {
  file: "~/.claude.json",
  syntax: "json",
  effect: "Claude Code reads it as strict JSON: it calls the file corrupted, keeps a copy and starts again from an empty one",
};

const WORKFLOWS =
  "a Claude Code workflow: a script that runs agents in phases (agent(), parallel(), pipeline()); no other tool runs these, so rebuild it by hand as the target's commands or agents";

/** Claude Code 2.1.332 as released on npm: its own program says what it loads. */
const RELEASE = "@anthropic-ai/claude-code 2.1.332 (the released program's own strings)";
const CHECKED = "2026-11-27";

export const claudeCode: ToolSpec = {
  id: "claude-code",
  name: "Claude Code",
  kind: "coding agent",
  writes: "CLAUDE.md, .claude/{rules,commands,agents,skills}, .claude/settings.json, .mcp.json and ~/.claude.json",
  folders: (env, home) => ({ claude: env["CLAUDE_CONFIG_DIR"] || `${home}/.claude` }),
  // It saves ~/.claude.json under ~/.claude.json.lock, reading the file again once it holds it.
  savesUnderLock: ["~/.claude.json"],
  strictJson: {
    global: [{ file: "{claude}/settings.json", syntax: "json", effect: SETTINGS_EFFECT }, CLAUDE_JSON],
    project: [
      { file: ".claude/settings.json", syntax: "json", effect: SETTINGS_EFFECT },
      { file: ".claude/settings.local.json", syntax: "json", effect: SETTINGS_EFFECT },
      { file: ".mcp.json", syntax: "json", effect: "Claude Code reads it as strict JSON: it loads none of the servers in it" },
      CLAUDE_JSON,
    ],
  },
  kinds: {
    instructions: {
      imports: "claude",
      global: {
        main: ["{claude}/CLAUDE.md"],
        rules: [{ dir: "{claude}/rules", format: CLAUDE_RULE, ext: ".md" }],
        ownOnly: [
          { dir: "{claude}/output-styles", ext: ".md", unmovable: OUTPUT_STYLES },
          { dir: "{claude}/workflows", ext: ".js", unmovable: WORKFLOWS },
        ],
        ownSetting: { file: "{claude}/settings.json", key: "outputStyle", unmovable: OUTPUT_STYLE },
        write: { main: "{claude}/CLAUDE.md", rules: "files" },
      },
      project: {
        main: ["CLAUDE.md", ".claude/CLAUDE.md"],
        // Read where no CLAUDE.md (nor CLAUDE.local.md) is in the folder or above; svc's CLAUDE.md imports them.
        fallback: ["AGENTS.md", ".claude/AGENTS.md"],
        nested: true,
        rules: [{ dir: ".claude/rules", format: CLAUDE_RULE, ext: ".md" }],
        local: ["CLAUDE.local.md"],
        ownOnly: [
          { dir: ".claude/output-styles", ext: ".md", unmovable: OUTPUT_STYLES },
          { dir: ".claude/workflows", ext: ".js", unmovable: WORKFLOWS },
        ],
        ownSetting: { file: ".claude/settings.json", key: "outputStyle", unmovable: OUTPUT_STYLE },
        write: { main: "CLAUDE.md", rules: "files" },
      },
    },
    mcp: {
      codec: "json",
      dialect: "claude",
      shape: CLAUDE_LIKE,
      // `claude doctor` warns of white space around a value ("used exactly as written"); stdio
      // servers start in the project folder.
      trimsValues: true,
      startsIn: "project",
      global: { file: "~/.claude.json", at: ["mcpServers"] },
      project: {
        file: ".mcp.json",
        at: ["mcpServers"],
        local: { file: "~/.claude.json", at: (project) => ["projects", project, "mcpServers"] },
        // A project's servers are switched off in its settings; /mcp records its toggles in ~/.claude.json.
        offSwitches: [
          { file: ".claude/settings.json", at: ["disabledMcpjsonServers"], shape: "list" },
          { file: ".claude/settings.local.json", at: ["disabledMcpjsonServers"], shape: "list" },
          { file: "~/.claude.json", at: (project) => ["projects", project, "disabledMcpServers"], shape: "list" },
        ],
      },
    },
    commands: {
      namespaced: true,
      fields: {
        description: { key: "description" },
        argumentHint: { key: "argument-hint" },
        allowedTools: { key: "allowed-tools", shape: "comma" },
        model: { key: "model" },
      },
      modelVendor: "anthropic",
      arguments: "$ARGUMENTS",
      positional: true,
      inlineShell: "backtick",
      fileRefs: "at",
      global: [{ dir: "{claude}/commands", ext: ".md", format: "markdown" }],
      project: [{ dir: ".claude/commands", ext: ".md", format: "markdown" }],
    },
    agents: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" }, tools: { key: "tools", shape: "comma" }, model: { key: "model" } },
      modelVendor: "anthropic",
      // Sub-folders only sort agents: each is named by its own name.
      global: [{ dir: "{claude}/agents", ext: ".md", format: "markdown", deep: true }],
      project: [{ dir: ".claude/agents", ext: ".md", format: "markdown", deep: true }],
    },
    skills: { fields: null, global: { dirs: ["{claude}/skills"] }, project: { dirs: [".claude/skills"] } },
    hooks: {
      shape: "grouped",
      events: Object.fromEntries(CLAUDE_EVENTS.map((event) => [event, event])),
      handlerTypes: ["command", "prompt", "agent", "http", "mcp_tool"],
      toolNames: "claude",
      projectDir: { variable: "CLAUDE_PROJECT_DIR" },
      global: { file: "{claude}/settings.json", at: ["hooks"], statusLine: STATUS_LINE },
      project: { file: ".claude/settings.json", at: ["hooks"], local: ".claude/settings.local.json", statusLine: STATUS_LINE },
    },
    permissions: {
      codec: "lists",
      lists: { allow: ["permissions", "allow"], ask: ["permissions", "ask"], deny: ["permissions", "deny"] },
      settings: ["permissions"],
      tools: { shell: "Bash", read: "Read", write: "Write", edit: "Edit", fetch: "WebFetch" },
      prefixSuffix: ":*",
      domainPrefix: "domain:",
      mcpStyle: "claude",
      // `claude doctor`: "Write(path) is not matched by file permission checks — only Edit(path) rules are".
      pathRulesAs: { write: "edit" },
      global: { file: "{claude}/settings.json" },
      project: { file: ".claude/settings.json", local: ".claude/settings.local.json" },
    },
    ignore: {
      global: { asDenyRules: { file: "{claude}/settings.json", at: ["permissions", "deny"], rule: readRule } },
      project: { asDenyRules: { file: ".claude/settings.json", at: ["permissions", "deny"], rule: readRule } },
    },
  },
  checked: {
    instructions: {
      date: CHECKED,
      sources: [
        "https://code.claude.com/docs/en/memory",
        `${RELEASE}: AGENTS.md and .claude/AGENTS.md are loaded where the project has no CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md; .claude/workflows/<name>.js and ~/.claude/workflows hold workflow scripts`,
      ],
    },
    mcp: { date: CHECKED, sources: ["https://code.claude.com/docs/en/mcp", `${RELEASE}: \`claude mcp list\` (make conformance)`] },
    commands: { date: "2026-11-25", sources: ["https://code.claude.com/docs/en/slash-commands", "https://code.claude.com/docs/en/skills"] },
    agents: { date: "2026-11-25", sources: ["https://code.claude.com/docs/en/sub-agents"] },
    skills: {
      date: CHECKED,
      sources: ["https://code.claude.com/docs/en/skills", `${RELEASE}: .agents/skills is only imported by its migration command, not read`],
    },
    hooks: { date: "2026-11-25", sources: ["https://code.claude.com/docs/en/hooks"] },
    permissions: { date: "2026-11-25", sources: ["https://code.claude.com/docs/en/permissions"] },
    ignore: { date: "2026-11-25", sources: ["https://code.claude.com/docs/en/permissions"] },
  },
};
