// Codex CLI (agent-tools.md §2.2). Home folder: $CODEX_HOME or ~/.codex.
import { unsupported, type ToolSpec } from "./types.ts";

const CODEX_EVENTS = ["SessionStart", "SessionEnd", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PermissionRequest", "SubagentStart", "SubagentStop", "PreCompact", "PostCompact", "Stop"];

/** config.toml keys that decide what Codex may do without asking, beside the .rules files. */
/** Codex reads the AGENTS.md files from the root down to the working folder, up to 32 KiB together. */
const AGENTS_MD_LIMIT = { max: 32 * 1024, unit: "bytes", files: "main", why: "Codex reads only the first 32 KiB of AGENTS.md (project_doc_max_bytes in config.toml)" } as const;

const CODEX_PERMISSION_SETTINGS = ["approval_policy", "sandbox_mode", "sandbox_workspace_write", "default_permissions", "permissions"];

export const codex: ToolSpec = {
  id: "codex",
  name: "Codex CLI",
  kind: "coding agent",
  writes: "AGENTS.md (rules as marked sections), .agents/skills, .codex/{agents,hooks.json,rules,config.toml}; ~/.codex/prompts for global commands",
  folders: (env, home) => ({ codex: env["CODEX_HOME"] || `${home}/.codex` }),
  kinds: {
    instructions: {
      global: {
        main: ["{codex}/AGENTS.override.md", "{codex}/AGENTS.md"],
        firstMainOnly: true,
        skipsEmpty: true,
        sizeLimit: AGENTS_MD_LIMIT,
        setting: { file: "{codex}/config.toml", key: "developer_instructions" },
        write: { main: "{codex}/AGENTS.md", rules: "sections" },
      },
      project: {
        main: ["AGENTS.override.md", "AGENTS.md"],
        firstMainOnly: true,
        skipsEmpty: true,
        nested: true,
        sizeLimit: AGENTS_MD_LIMIT,
        setting: { file: ".codex/config.toml", key: "developer_instructions" },
        write: { main: "AGENTS.md", rules: "sections" },
      },
    },
    mcp: {
      codec: "codex-toml",
      dialect: "none",
      namePattern: /^[A-Za-z0-9_-]+$/,
      global: { file: "{codex}/config.toml", at: ["mcp_servers"] },
      project: { file: ".codex/config.toml", at: ["mcp_servers"] },
    },
    commands: {
      namespaced: false,
      fields: { description: { key: "description" }, argumentHint: { key: "argument-hint" } },
      modelVendor: "openai",
      arguments: "$ARGUMENTS",
      positional: true,
      namedPlaceholders: true,
      dollarEscape: true,
      inlineShell: null,
      asSkills: true,
      global: [{ dir: "{codex}/prompts", ext: ".md", format: "markdown" }],
      project: unsupported("Codex prompts are global only (and deprecated in favour of skills)"),
    },
    agents: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" }, model: { key: "model" } },
      modelVendor: "openai",
      global: [{ dir: "{codex}/agents", ext: ".toml", format: "toml", bodyKey: "developer_instructions" }],
      project: [{ dir: ".codex/agents", ext: ".toml", format: "toml", bodyKey: "developer_instructions" }],
    },
    skills: { fields: ["metadata"], global: { dirs: ["~/.agents/skills", "{codex}/skills"] }, project: { dirs: [".agents/skills"] } },
    hooks: {
      shape: "grouped",
      events: Object.fromEntries(CODEX_EVENTS.map((event) => [event, event])),
      handlerTypes: ["command"],
      // Codex sets no project variable; hooks run in the session's folder, inside the repository.
      projectDir: { expression: "$(git rev-parse --show-toplevel 2>/dev/null || pwd)" },
      approval: "Codex skips a new or changed hook until you trust it: open /hooks in Codex to review and trust it (a project's hooks also need the project trusted)",
      global: { file: "{codex}/hooks.json", at: ["hooks"], argvCommand: { file: "{codex}/config.toml", key: "notify", event: "Stop" } },
      project: { file: ".codex/hooks.json", at: ["hooks"], argvCommand: { file: ".codex/config.toml", key: "notify", event: "Stop" } },
    },
    permissions: {
      codec: "codex-rules",
      decisions: ["allow", "ask", "deny"],
      global: { file: "{codex}/rules", settingsFile: { file: "{codex}/config.toml", keys: CODEX_PERMISSION_SETTINGS } },
      project: { file: ".codex/rules", settingsFile: { file: ".codex/config.toml", keys: CODEX_PERMISSION_SETTINGS } },
    },
    ignore: unsupported("Codex has no ignore file"),
  },
};
