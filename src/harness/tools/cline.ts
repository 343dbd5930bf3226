// Cline (docs/tools.md#cline-cline). MCP servers are global only, in Cline's data folder
// ($CLINE_DATA_DIR, else ~/.cline/data); older VS Code builds kept them in VS Code's globalStorage.
import path from "node:path";

import { documentsFolder } from "./documents-folder.ts";
import { appData, unsupported, type RuleFormat, type ToolSpec } from "./types.ts";

/** `.clinerules/*.md`: `paths:` makes a rule conditional, none (or alwaysApply) means always. */
const CLINE_RULE: RuleFormat = { activation: { by: "globs" }, globs: { key: "paths", shape: "list" }, style: "yaml" };

const CLINE_RULE_DIR = { ext: [".md", ".txt"], format: CLINE_RULE, flat: true } as const;

const CHECKED = "2026-11-27";
const SDK = "cline/cline sdk/packages/shared/src/storage/paths.ts (the CLI's search paths)";
const EXTENSION = "cline/cline apps/vscode (the VS Code extension)";

export const cline: ToolSpec = {
  id: "cline",
  name: "Cline",
  kind: "coding agent",
  writes:
    "AGENTS.md, .clinerules/{*.md,workflows,hooks} (the one folder both the VS Code extension and the CLI read), .cline/{agents,skills}, .clineignore; MCP in ~/.cline/data/settings/cline_mcp_settings.json",
  folders: (env, home, platform) => ({
    // Global rules, workflows and hooks: under the Documents folder Cline asks the OS for.
    documents: documentsFolder(env, home, platform),
    clineData: env["CLINE_DATA_DIR"] || path.join(home, ".cline", "data"),
    vscode: path.join(appData(env, home, platform), "Code", "User"),
  }),
  installation: (env, home, platform, show) => {
    const documents = documentsFolder(env, home, platform);
    return documents === path.join(home, "Documents")
      ? undefined
      : `keeps global rules, workflows and hooks in ${show(path.join(documents, "Cline"))} (the Documents folder ${platform === "win32" ? "Windows" : "the desktop"} gives it)`;
  },
  kinds: {
    instructions: {
      global: {
        main: [],
        rules: [
          { dir: "{documents}/Cline/Rules", ...CLINE_RULE_DIR },
          { dir: "~/.cline/rules", ...CLINE_RULE_DIR, legacy: true },
        ],
        // The common home AGENTS.md (extension and CLI).
        sharedFiles: ["~/.agents/AGENTS.md"],
        write: { rules: "files" },
      },
      project: {
        main: ["AGENTS.md"],
        // Flat: .clinerules/workflows and .clinerules/hooks are not rules. The CLI calls .clinerules
        // deprecated and reads .cline/rules too, but the VS Code extension reads only .clinerules:
        // svc writes there, where both read.
        rules: [
          { dir: ".clinerules", ...CLINE_RULE_DIR },
          { dir: ".cline/rules", ...CLINE_RULE_DIR, legacy: true },
        ],
        legacy: [".clinerules"],
        write: { main: "AGENTS.md", rules: "files" },
      },
    },
    mcp: {
      codec: "json",
      dialect: "none",
      shape: {
        type: { key: "type", stdio: "stdio", http: "streamableHttp", sse: "sse" },
        transports: ["stdio", "http", "sse"],
        disabled: { key: "disabled" },
        autoApprove: "autoApprove",
        timeout: { key: "timeout", unit: "s" },
      },
      global: {
        file: "{clineData}/settings/cline_mcp_settings.json",
        at: ["mcpServers"],
        legacy: [{ file: "{vscode}/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json", at: ["mcpServers"] }],
      },
      project: unsupported("Cline's MCP servers are global only: run with --scope global"),
    },
    commands: {
      namespaced: false,
      fields: {},
      modelVendor: "cline",
      arguments: null,
      positional: false,
      inlineShell: null,
      global: [
        { dir: "{documents}/Cline/Workflows", ext: ".md", format: "markdown" },
        { dir: "~/.cline/workflows", ext: ".md", format: "markdown", legacy: true },
      ],
      project: [
        { dir: ".clinerules/workflows", ext: ".md", format: "markdown" },
        { dir: ".cline/workflows", ext: ".md", format: "markdown", legacy: true },
      ],
    },
    agents: {
      namespaced: false,
      // Front matter and a prompt body, in a file that ends in .yaml.
      fields: { name: { key: "name" }, description: { key: "description" }, tools: { key: "tools", shape: "list" }, model: { key: "modelId" } },
      modelVendor: "cline",
      global: [{ dir: "~/.cline/agents", ext: ".yaml", format: "markdown" }],
      project: [{ dir: ".cline/agents", ext: ".yaml", format: "markdown" }],
    },
    skills: {
      fields: [],
      global: { dirs: ["~/.cline/skills"], shared: ["~/.agents/skills"] },
      // The extension reads .clinerules/skills, .cline/skills, .claude/skills and .agents/skills, in
      // that order; the CLI all but .claude/skills, which svc therefore reads but does not count on.
      project: { dirs: [".cline/skills", ".clinerules/skills"], shared: [{ dir: ".claude/skills", shared: "source-only" }, ".agents/skills"] },
    },
    hooks: {
      // One executable per event, named after it; no matcher, no timeout.
      shape: "scripts",
      events: {
        SessionStart: "TaskStart",
        UserPromptSubmit: "UserPromptSubmit",
        PreToolUse: "PreToolUse",
        PostToolUse: "PostToolUse",
        Stop: "TaskComplete",
        PreCompact: "PreCompact",
        SessionEnd: "SessionShutdown",
      },
      handlerTypes: ["command"],
      matchers: false,
      timeout: null,
      // Cline sets no project variable; hooks run in the workspace's folder.
      projectDir: { expression: "$(git rev-parse --show-toplevel 2>/dev/null || pwd)" },
      global: { file: "{documents}/Cline/Hooks", at: [], alsoReads: [{ file: "~/.cline/hooks", at: [], legacy: true }] },
      project: { file: ".clinerules/hooks", at: [], alsoReads: [{ file: ".cline/hooks", at: [], legacy: true }] },
    },
    permissions: unsupported("Cline's command permissions are an environment variable (CLINE_COMMAND_PERMISSIONS) and UI state, not a file"),
    ignore: {
      global: unsupported("Cline has no global ignore file"),
      project: { files: [{ file: ".clineignore", meaning: "block" }] },
    },
  },
  checked: {
    instructions: {
      date: CHECKED,
      sources: ["https://docs.cline.bot/customization/cline-rules", SDK, `${EXTENSION}: core/storage/disk.ts and cline-rules.ts read .clinerules only`],
      unverified: "the .cursorrules, .windsurfrules and .cursor/rules the extension also shows are not read by svc as Cline's",
    },
    mcp: { date: CHECKED, sources: ["https://docs.cline.bot/mcp/configuring-mcp-servers", SDK] },
    commands: { date: CHECKED, sources: ["https://docs.cline.bot/customization/workflows", SDK] },
    agents: { date: CHECKED, sources: [SDK] },
    skills: {
      date: CHECKED,
      sources: [
        `${EXTENSION}: core/storage/skill-directories.ts`,
        `${SDK}: resolveSkillsConfigSearchPaths reads .clinerules/skills, .cline/skills, .agents/skills, ~/.cline/skills and ~/.agents/skills`,
      ],
      unverified: ".claude/skills: read by the VS Code extension, not by the CLI, so not counted on",
    },
    hooks: { date: CHECKED, sources: ["https://docs.cline.bot/customization/hooks", SDK] },
    permissions: { date: "2026-11-25", sources: ["https://docs.cline.bot/cli/configuration"] },
    ignore: { date: "2026-11-25", sources: ["https://docs.cline.bot/customization/clineignore"] },
  },
};
