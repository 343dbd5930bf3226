// Codex CLI (docs/tools.md#codex-cli-codex). Home folder: $CODEX_HOME or ~/.codex.
import { unsupported, type ToolSpec } from "./types.ts";

const CODEX_EVENTS = [
  "SessionStart",
  "SessionEnd",
  "UserPromptSubmit",
  "PreToolUse",
  "PostToolUse",
  "PermissionRequest",
  "SubagentStart",
  "SubagentStop",
  "PreCompact",
  "PostCompact",
  "Stop",
];

/** config.toml keys that decide what Codex may do without asking, beside the .rules files. */
/** Codex reads the AGENTS.md files from the root down to the working folder, up to 32 KiB together. */
const AGENTS_MD_LIMIT = {
  max: 32 * 1024,
  unit: "bytes",
  files: "main",
  why: "Codex reads only the first 32 KiB of AGENTS.md (project_doc_max_bytes in config.toml)",
} as const;

const CODEX_PERMISSION_SETTINGS = ["approval_policy", "sandbox_mode", "sandbox_workspace_write", "default_permissions", "permissions"];

/** Codex 0.169.0 as released on npm (the version make conformance runs). */
const RELEASE = "@openai/codex 0.169.0";
const CHECKED = "2026-11-27";

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
      approval:
        "Codex skips a new or changed hook until you trust it: open /hooks in Codex to review and trust it (a project's hooks also need the project trusted)",
      // Codex reads both hooks.json and `[hooks]` tables of config.toml in each layer, and warns when
      // both hold hooks: svc writes hooks.json, or config.toml's tables where the layer keeps its hooks there.
      global: {
        file: "{codex}/hooks.json",
        at: ["hooks"],
        argvCommand: { file: "{codex}/config.toml", key: "notify", event: "Stop" },
        alsoReads: [{ file: "{codex}/config.toml", at: ["hooks"], otherKeys: ["state"], writtenWhenUsed: true }],
      },
      project: {
        file: ".codex/hooks.json",
        at: ["hooks"],
        argvCommand: { file: ".codex/config.toml", key: "notify", event: "Stop" },
        alsoReads: [{ file: ".codex/config.toml", at: ["hooks"], otherKeys: ["state"], writtenWhenUsed: true }],
      },
    },
    permissions: {
      codec: "codex-rules",
      decisions: ["allow", "ask", "deny"],
      global: { file: "{codex}/rules", settingsFile: { file: "{codex}/config.toml", keys: CODEX_PERMISSION_SETTINGS } },
      project: { file: ".codex/rules", settingsFile: { file: ".codex/config.toml", keys: CODEX_PERMISSION_SETTINGS } },
    },
    ignore: unsupported("Codex has no ignore file"),
  },
  checked: {
    instructions: { date: "2026-11-25", sources: ["https://developers.openai.com/codex/guides/agents-md"] },
    mcp: { date: CHECKED, sources: ["https://developers.openai.com/codex/config-reference", `${RELEASE}: \`codex mcp list --json\` (make conformance)`] },
    commands: { date: "2026-11-25", sources: ["https://developers.openai.com/codex/custom-prompts"] },
    agents: { date: "2026-11-25", sources: ["https://developers.openai.com/codex/config-reference"] },
    skills: { date: "2026-11-25", sources: ["https://developers.openai.com/codex/skills"] },
    hooks: {
      date: CHECKED,
      sources: [
        "https://developers.openai.com/codex/hooks",
        "openai/codex codex-rs/hooks/src/engine/discovery.rs: each config layer's hooks.json and the `hooks` tables of its config.toml are both loaded",
        `${RELEASE}: an Interrupt event, MCP-tool hook handlers, and codex_hooks kept only as an alias of a feature that is on`,
      ],
      unverified: "the fields of an MCP-tool hook handler: svc reads such hooks as Codex's own and writes only command hooks",
    },
    permissions: {
      date: CHECKED,
      sources: ["https://developers.openai.com/codex/config-reference", `${RELEASE}: \`codex execpolicy check\` (make conformance)`],
    },
    ignore: { date: "2026-11-25", sources: ["https://developers.openai.com/codex/config-reference"] },
  },
};
