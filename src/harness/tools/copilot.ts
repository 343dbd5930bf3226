// GitHub Copilot: VS Code's default agent (the Copilot harness on Agent Host) and the Copilot CLI,
// which share one runtime and read the same files: .github/…, ~/.copilot/… ($COPILOT_HOME), .mcp.json.
// VS Code's profile folder (~/.config/Code/User, ~/Library/Application Support/Code/User,
// %APPDATA%\Code\User) and .vscode/mcp.json are the older places, read as sources.
import path from "node:path";

import { appData, unsupported, type JsonShape, type RuleFormat, type ToolSpec } from "./types.ts";

/** The Copilot runtime's servers (.mcp.json, mcp-config.json): type stdio/http/sse (`local` is read too), ${VAR} references, a `tools` allowlist. */
const COPILOT_MCP: JsonShape = {
  type: { key: "type", stdio: "stdio", http: "http", sse: "sse" },
  transports: ["stdio", "http", "sse"],
  cwd: true,
  allowTools: "tools",
};

/** VS Code's own mcp.json: `servers`, ${input:…} and ${env:…} references. */
const VSCODE_MCP: JsonShape = { type: { key: "type", stdio: "stdio", http: "http", sse: "sse" }, transports: ["stdio", "http", "sse"], cwd: true };
const VSCODE_FILES = { shape: VSCODE_MCP, dialect: "vscode-inputs" } as const;

const CHECKED = "2026-11-27";

/** VS Code's profile folder: only its older Local agent reads the servers and prompt files there. */
const PROFILE_NOT_READ = "the Copilot harness and the Copilot CLI do not read it there";
const PROMPTS_NOT_RUN = "the Copilot harness and the Copilot CLI run no prompt files";
const CLI = "@github/copilot 1.0.102 (the Copilot CLI)";
const MIGRATE =
  "https://code.visualstudio.com/docs/agent-customization/migrate-customizations (approved 2026-09-30): the Copilot harness reads .github/agents, .github/instructions, .github/skills or .agents/skills, .mcp.json, ~/.copilot/… and $COPILOT_HOME/mcp-config.json; it does not load prompt files";

/** `.instructions.md`: `applyTo` is a comma-separated glob string; "**" means always. */
const APPLY_TO: RuleFormat = { activation: { by: "applyTo" }, globs: { key: "applyTo", shape: "comma" }, style: "yaml" };

/** Claude Code's `.claude/rules/*.md`, which Copilot reads as they are: `paths:` globs, else always on. */
const CLAUDE_RULE: RuleFormat = { activation: { by: "globs" }, globs: { key: "paths", shape: "list" }, style: "yaml" };

/**
 * Copilot code review reads only the first 4,000 characters of an instructions file (GitHub's
 * "custom instructions support" note for code review); chat, the coding agent and the CLI read it
 * all, so a longer file is only warned about. Gemini CLI documents no such limit for GEMINI.md.
 */
const CODE_REVIEW_LIMIT = {
  max: 4000,
  unit: "characters",
  files: "all",
  why: "Copilot code review reads only the first 4,000 characters of an instructions file (chat and the coding agent read it all)",
  warnOnly: true,
} as const;

export const copilot: ToolSpec = {
  id: "copilot",
  name: "GitHub Copilot (VS Code)",
  kind: "editor",
  writes:
    ".github/{copilot-instructions.md,instructions,agents,skills,hooks}, .mcp.json, .vscode/settings.json; ~/.copilot/… (commands become skills: the Copilot harness and CLI run no prompt files)",
  folders: (env, home, platform) => ({
    vscode: path.join(appData(env, home, platform), "Code", "User"),
    copilot: env["COPILOT_HOME"] || path.join(home, ".copilot"),
  }),
  kinds: {
    instructions: {
      global: {
        main: ["{copilot}/copilot-instructions.md"],
        rules: [
          { dir: "{copilot}/instructions", ext: ".instructions.md", format: APPLY_TO },
          // VS Code reads Claude Code's user rules and memory file too; the Copilot CLI does not.
          { dir: "~/.claude/rules", ext: ".md", format: CLAUDE_RULE, shared: "source-only" },
        ],
        sharedFiles: [{ dir: "~/.claude/CLAUDE.md", shared: "source-only" }],
        write: { main: "{copilot}/copilot-instructions.md", rules: "files" },
      },
      project: {
        main: [".github/copilot-instructions.md", "AGENTS.md"],
        nested: true,
        rules: [
          { dir: ".github/instructions", ext: ".instructions.md", format: APPLY_TO },
          // Claude Code's rules and CLAUDE.md: listed by `copilot instruction list` and by VS Code's page.
          { dir: ".claude/rules", ext: ".md", format: CLAUDE_RULE, shared: true },
        ],
        sharedFiles: ["CLAUDE.md", { dir: ".claude/CLAUDE.md", shared: "source-only" }],
        write: { main: ".github/copilot-instructions.md", rules: "files" },
        sizeLimit: CODE_REVIEW_LIMIT,
      },
    },
    mcp: {
      codec: "json",
      dialect: "claude",
      shape: COPILOT_MCP,
      // The Copilot harness and the CLI read ~/.copilot/mcp-config.json; VS Code's profile mcp.json
      // (and the older `mcp.servers` of its settings) are read as sources.
      global: {
        file: "{copilot}/mcp-config.json",
        at: ["mcpServers"],
        legacy: [
          { file: "{vscode}/mcp.json", at: ["servers"], ...VSCODE_FILES, notRead: PROFILE_NOT_READ },
          { file: "{vscode}/settings.json", at: ["mcp", "servers"], ...VSCODE_FILES, notRead: PROFILE_NOT_READ },
        ],
      },
      // .mcp.json is the file both read; the CLI reads .github/mcp.json only where there is no
      // .mcp.json, and VS Code's harness not at all: svc writes .mcp.json, and carries the servers
      // of .github/mcp.json into it when it creates it. Claude Code reads .mcp.json too.
      project: {
        file: ".mcp.json",
        at: ["mcpServers"],
        legacy: [
          {
            file: ".github/mcp.json",
            at: ["mcpServers"],
            notRead: "VS Code's Copilot harness does not read it there",
            onlyWithout: { file: ".mcp.json", program: "the Copilot CLI" },
          },
          { file: ".vscode/mcp.json", at: ["servers"], ...VSCODE_FILES },
          { file: ".vscode/settings.json", at: ["mcp", "servers"], ...VSCODE_FILES },
        ],
      },
    },
    commands: {
      namespaced: false,
      fields: {
        description: { key: "description" },
        argumentHint: { key: "argument-hint" },
        model: { key: "model" },
        allowedTools: { key: "tools", shape: "list" },
      },
      modelVendor: "copilot",
      // Prompt files take named ${input:…} variables, not the typed text as a whole.
      arguments: null,
      positional: false,
      inlineShell: null,
      bodySyntax: [
        {
          pattern: /\$\{(?:input:[^}]+|selection|selectedText|file|fileBasename|fileDirname|workspaceFolder|workspaceFolderBasename)\}/,
          label: "VS Code prompt variables",
        },
      ],
      // Prompt files run only in VS Code's older Local agent: read, and carried as skills.
      asSkills: true,
      global: [{ dir: "{vscode}/prompts", ext: ".prompt.md", format: "markdown", legacy: true, notRead: PROMPTS_NOT_RUN }],
      project: [{ dir: ".github/prompts", ext: ".prompt.md", format: "markdown", legacy: true, notRead: PROMPTS_NOT_RUN }],
    },
    agents: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" }, tools: { key: "tools", shape: "list" }, model: { key: "model" } },
      modelVendor: "copilot",
      displayName: true,
      global: [{ dir: "{copilot}/agents", ext: ".agent.md", format: "markdown" }],
      project: [
        // VS Code reads any .md file here; svc writes .agent.md.
        { dir: ".github/agents", ext: ".agent.md", readAlso: ".md", format: "markdown" },
        { dir: ".github/chatmodes", ext: ".chatmode.md", format: "markdown", legacy: true },
        // Claude Code's agents: read by VS Code, not said of the Copilot CLI.
        { dir: ".claude/agents", ext: ".md", format: "markdown", shared: "source-only" },
      ],
    },
    skills: {
      fields: ["license", "compatibility", "metadata", "argument-hint", "user-invocable", "disable-model-invocation", "context"],
      // `copilot skill list` shows these; VS Code also reads ~/.claude/skills, the CLI does not.
      global: { dirs: ["{copilot}/skills"], shared: ["~/.agents/skills", { dir: "~/.claude/skills", shared: "source-only" }] },
      project: { dirs: [".github/skills"], shared: [".agents/skills", ".claude/skills"] },
    },
    hooks: {
      shape: "flat",
      events: {
        SessionStart: "sessionStart",
        SessionEnd: "sessionEnd",
        UserPromptSubmit: "userPromptSubmitted",
        PreToolUse: "preToolUse",
        PostToolUse: "postToolUse",
        PostToolUseFailure: "postToolUseFailure",
        Stop: "agentStop",
        SubagentStart: "subagentStart",
        SubagentStop: "subagentStop",
        PreCompact: "preCompact",
        Notification: "notification",
        PermissionRequest: "permissionRequest",
      },
      handlerTypes: ["command"],
      matchers: false,
      timeout: { key: "timeoutSec", unit: "s" },
      commandAliases: ["bash"],
      // Copilot sets no project variable; the CLI runs hooks where it was started, the cloud agent at the repository's root.
      projectDir: { expression: "$(git rev-parse --show-toplevel 2>/dev/null || pwd)" },
      fileHeader: { version: 1 },
      global: { file: "{copilot}/hooks", at: ["hooks"], files: true },
      project: { file: ".github/hooks", at: ["hooks"], files: true },
    },
    permissions: {
      codec: "switches",
      switches: { shell: ["chat.tools.terminal.autoApprove"], fetch: ["chat.tools.urls.autoApprove"] },
      global: { file: "{vscode}/settings.json" },
      project: { file: ".vscode/settings.json" },
    },
    ignore: unsupported("Copilot's content exclusion is a GitHub repository or organisation setting, not a file"),
  },
  checked: {
    instructions: {
      date: CHECKED,
      sources: [
        "https://code.visualstudio.com/docs/agent-customization/custom-instructions (approved 2026-07-29)",
        MIGRATE,
        `${CLI}: \`copilot instruction list\` shows AGENTS.md, CLAUDE.md and .claude/rules/*.md`,
      ],
      unverified: ".claude/CLAUDE.md, ~/.claude/CLAUDE.md and ~/.claude/rules: read by VS Code, not shown by the CLI, so not counted on",
    },
    mcp: {
      date: CHECKED,
      sources: [MIGRATE, `${CLI}: \`copilot mcp list --json\` reads .mcp.json, and .github/mcp.json only where there is no .mcp.json`],
      unverified: "whether VS Code's older Local agent reads ~/.copilot/mcp-config.json: svc leaves the profile's mcp.json as it is",
    },
    commands: { date: CHECKED, sources: [MIGRATE, "https://code.visualstudio.com/docs/agent-customization/prompt-files"] },
    agents: {
      date: CHECKED,
      sources: ["https://code.visualstudio.com/docs/agent-customization/custom-agents (approved 2026-07-29)", MIGRATE],
      unverified: ".claude/agents: read by VS Code, not said of the CLI",
    },
    skills: {
      date: CHECKED,
      sources: [
        "https://code.visualstudio.com/docs/agent-customization/agent-skills",
        `${CLI}: \`copilot skill list --json\` shows .github/skills, .agents/skills, .claude/skills, ~/.copilot/skills and ~/.agents/skills, not ~/.claude/skills`,
      ],
    },
    hooks: {
      date: CHECKED,
      sources: ["https://code.visualstudio.com/docs/agent-customization/hooks", MIGRATE, "https://docs.github.com/en/copilot/reference/hooks-reference"],
      unverified: "VS Code's Local agent also runs Claude Code's hooks (.claude/settings.json); the Copilot harness and CLI do not: not read",
    },
    permissions: { date: "2026-11-25", sources: ["https://code.visualstudio.com/docs/copilot/chat/chat-tools"] },
    ignore: { date: "2026-11-25", sources: ["https://docs.github.com/en/copilot/how-tos/configure-content-exclusion"] },
  },
};
