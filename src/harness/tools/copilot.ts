// GitHub Copilot in VS Code (agent-tools.md §2.6), with the Copilot CLI's home files. VS Code's
// user folder is per OS: ~/.config/Code/User, ~/Library/Application Support/Code/User,
// %APPDATA%\Code\User.
import path from "node:path";
import type { JsonShape } from "../kinds/mcp-json.ts";
import type { RuleFormat } from "../kinds/rule-format.ts";
import { appData, unsupported, type ToolSpec } from "./types.ts";

/** The Copilot CLI's servers, as `copilot mcp add` writes them: type local/http/sse, ${VAR} references. */
const COPILOT_CLI: JsonShape = { type: { key: "type", stdio: "local", http: "http", sse: "sse" }, transports: ["stdio", "http", "sse"], cwd: true, allowTools: "tools" };

/** `.instructions.md`: `applyTo` is a comma-separated glob string; "**" means always. */
const APPLY_TO: RuleFormat = { activation: { by: "applyTo" }, globs: { key: "applyTo", shape: "comma" }, style: "yaml" };

/**
 * Copilot code review reads only the first 4,000 characters of an instructions file (GitHub's
 * "custom instructions support" note for code review); chat, the coding agent and the CLI read it
 * all, so a longer file is only warned about. Gemini CLI documents no such limit for GEMINI.md.
 */
const CODE_REVIEW_LIMIT = { max: 4000, unit: "characters", files: "all", why: "Copilot code review reads only the first 4,000 characters of an instructions file (chat and the coding agent read it all)", warnOnly: true } as const;

export const copilot: ToolSpec = {
  id: "copilot",
  name: "GitHub Copilot (VS Code)",
  kind: "editor",
  writes: ".github/{copilot-instructions.md,instructions,prompts,agents,skills,hooks}, .vscode/{mcp.json,settings.json}",
  folders: (env, home, platform) => ({ vscode: path.join(appData(env, home, platform), "Code", "User") }),
  kinds: {
    instructions: {
      global: {
        main: ["~/.copilot/copilot-instructions.md"],
        rules: [{ dir: "~/.copilot/instructions", ext: ".instructions.md", format: APPLY_TO }],
        write: { main: "~/.copilot/copilot-instructions.md", rules: "files" },
      },
      project: {
        main: [".github/copilot-instructions.md", "AGENTS.md"],
        nested: true,
        rules: [{ dir: ".github/instructions", ext: ".instructions.md", format: APPLY_TO }],
        write: { main: ".github/copilot-instructions.md", rules: "files" },
        sizeLimit: CODE_REVIEW_LIMIT,
      },
    },
    mcp: {
      codec: "json",
      dialect: "vscode-inputs",
      shape: { type: { key: "type", stdio: "stdio", http: "http", sse: "sse" }, transports: ["stdio", "http", "sse"], cwd: true },
      // Also read: VS Code's older `mcp.servers` in settings.json. The Copilot CLI reads none of
      // VS Code's files (`copilot mcp list`), so each server is written to its files too.
      global: {
        file: "{vscode}/mcp.json",
        at: ["servers"],
        legacy: [{ file: "{vscode}/settings.json", at: ["mcp", "servers"] }],
        mirrors: [{ program: "the Copilot CLI", file: "~/.copilot/mcp-config.json", at: ["mcpServers"], shape: COPILOT_CLI, dialect: "claude" }],
      },
      project: {
        file: ".vscode/mcp.json",
        at: ["servers"],
        legacy: [{ file: ".vscode/settings.json", at: ["mcp", "servers"] }],
        // The CLI also reads .mcp.json, which is Claude Code's: svc writes the CLI's own.
        mirrors: [{ program: "the Copilot CLI", file: ".github/mcp.json", at: ["mcpServers"], shape: COPILOT_CLI, dialect: "claude" }],
      },
    },
    commands: {
      namespaced: false,
      fields: { description: { key: "description" }, argumentHint: { key: "argument-hint" }, model: { key: "model" }, allowedTools: { key: "tools", shape: "list" } },
      modelVendor: "copilot",
      // Prompt files take named ${input:…} variables, not the typed text as a whole.
      arguments: null,
      positional: false,
      inlineShell: null,
      bodySyntax: [{ pattern: /\$\{(?:input:[^}]+|selection|selectedText|file|fileBasename|fileDirname|workspaceFolder|workspaceFolderBasename)\}/, label: "VS Code prompt variables" }],
      global: [{ dir: "{vscode}/prompts", ext: ".prompt.md", format: "markdown" }],
      project: [{ dir: ".github/prompts", ext: ".prompt.md", format: "markdown" }],
    },
    agents: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" }, tools: { key: "tools", shape: "list" }, model: { key: "model" } },
      modelVendor: "copilot",
      displayName: true,
      global: [{ dir: "~/.copilot/agents", ext: ".agent.md", format: "markdown" }],
      project: [
        // VS Code reads any .md file here; svc writes .agent.md.
        { dir: ".github/agents", ext: ".agent.md", readAlso: ".md", format: "markdown" },
        { dir: ".github/chatmodes", ext: ".chatmode.md", format: "markdown", legacy: true },
      ],
    },
    skills: { fields: ["license", "compatibility", "metadata"], global: { dirs: ["~/.copilot/skills"] }, project: { dirs: [".github/skills"] } },
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
      global: { file: "~/.copilot/hooks", at: ["hooks"], files: true },
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
};
