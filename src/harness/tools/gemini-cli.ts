// Gemini CLI (docs/tools.md#gemini-cli-gemini-cli). Retired for personal accounts in June 2026 (enterprise goes
// on; Antigravity reads AGENTS.md and .agents/), but many repositories still carry GEMINI.md and
// .gemini/, so svc reads and writes them.

import type { OffSwitch, StrictJsonFile, ToolSpec } from "./types.ts";
import { unsupported } from "./types.ts";

/** Gemini CLI 0.61 loads no workspace policies (packages/cli/src/config/policy.ts: disableWorkspacePolicies = true). */
const PROJECT_POLICIES =
  "Gemini CLI loads no project policies (its workspace tier, .gemini/policies, is switched off: disableWorkspacePolicies, google-gemini/gemini-cli#18186), and tools.allowed/tools.exclude are deprecated: a rule meant for every project belongs in ~/.gemini/policies";

const FILE_NAME = [["context", "fileName"], ["contextFileName"]];

const GEMINI_OFF: OffSwitch[] = [
  { file: "~/.gemini/mcp-server-enablement.json", at: [], shape: "map", lowerCase: true },
  { file: "~/.gemini/settings.json", at: ["mcp", "excluded"], shape: "list" },
];

/** Gemini CLI strips comments from settings.json, then parses it as JSON: a trailing comma stops it. */
const SETTINGS = (file: string): StrictJsonFile => ({
  file,
  syntax: "json-comments",
  effect: "Gemini CLI reads comments but no trailing commas: it stops at start with an error in this file",
});

export const geminiCli: ToolSpec = {
  id: "gemini-cli",
  name: "Gemini CLI",
  kind: "coding agent",
  writes: "GEMINI.md (rules as marked sections), .gemini/{settings.json,commands/*.toml,agents,skills}, .geminiignore",
  strictJson: { global: [SETTINGS("~/.gemini/settings.json")], project: [SETTINGS(".gemini/settings.json"), SETTINGS("~/.gemini/settings.json")] },
  kinds: {
    instructions: {
      imports: "gemini",
      // context.fileName (before v0.3 contextFileName) renames GEMINI.md, often to ["AGENTS.md", "GEMINI.md"].
      global: {
        main: ["~/.gemini/GEMINI.md"],
        write: { main: "~/.gemini/GEMINI.md", rules: "sections" },
        namedBy: { files: ["~/.gemini/settings.json"], at: FILE_NAME },
      },
      project: {
        main: ["GEMINI.md"],
        nested: true,
        write: { main: "GEMINI.md", rules: "sections" },
        namedBy: { files: [".gemini/settings.json", "~/.gemini/settings.json"], at: FILE_NAME },
      },
    },
    mcp: {
      codec: "json",
      dialect: "gemini",
      // `url` with `type: "http" | "sse"`, as `gemini mcp add -t` writes it; a `url` without a type
      // is tried as streamable HTTP first (then SSE). `httpUrl` is the deprecated HTTP key, still read.
      shape: {
        type: { key: "type", http: "http", sse: "sse" },
        legacyUrls: { httpUrl: "http" },
        transports: ["stdio", "http", "sse"],
        allowTools: "includeTools",
        denyTools: "excludeTools",
        timeout: { key: "timeout", unit: "ms" },
        cwd: true,
      },
      // `gemini mcp disable` records a server as off in one global file (names in lower case);
      // mcp.excluded in settings blocks a server outright.
      global: { file: "~/.gemini/settings.json", at: ["mcpServers"], offSwitches: GEMINI_OFF },
      project: {
        file: ".gemini/settings.json",
        at: ["mcpServers"],
        offSwitches: [...GEMINI_OFF, { file: ".gemini/settings.json", at: ["mcp", "excluded"], shape: "list" }],
      },
    },
    commands: {
      namespaced: true,
      fields: { description: { key: "description" } },
      modelVendor: "google",
      arguments: "{{args}}",
      positional: false,
      inlineShell: "braces",
      fileRefs: "braces",
      global: [{ dir: "~/.gemini/commands", ext: ".toml", format: "toml", bodyKey: "prompt" }],
      project: [{ dir: ".gemini/commands", ext: ".toml", format: "toml", bodyKey: "prompt" }],
    },
    agents: {
      namespaced: false,
      fields: { name: { key: "name" }, description: { key: "description" }, tools: { key: "tools", shape: "list" }, model: { key: "model" } },
      modelVendor: "google",
      global: [{ dir: "~/.gemini/agents", ext: ".md", format: "markdown" }],
      project: [{ dir: ".gemini/agents", ext: ".md", format: "markdown" }],
    },
    skills: {
      fields: [],
      global: { dirs: ["~/.gemini/skills"], shared: ["~/.agents/skills"] },
      project: { dirs: [".gemini/skills"], shared: [".agents/skills"] },
    },
    hooks: {
      shape: "grouped",
      events: {
        SessionStart: "SessionStart",
        SessionEnd: "SessionEnd",
        UserPromptSubmit: "BeforeAgent",
        Stop: "AfterAgent",
        PreToolUse: "BeforeTool",
        PostToolUse: "AfterTool",
        PreCompact: "PreCompress",
        Notification: "Notification",
      },
      handlerTypes: ["command"],
      toolNames: {
        Bash: "run_shell_command",
        Read: "read_file",
        Write: "write_file",
        Edit: "replace",
        WebFetch: "web_fetch",
        Glob: "glob",
        Grep: "search_file_content",
      },
      // MCP tools are mcp_<server>_<tool> (Claude: mcp__<server>__<tool>).
      mcpToolNames: { prefix: "mcp_", separator: "_" },
      timeout: { key: "timeout", unit: "ms" },
      // Gemini also sets CLAUDE_PROJECT_DIR, as an alias, for hooks written for Claude Code.
      projectDir: { variable: "GEMINI_PROJECT_DIR" },
      global: { file: "~/.gemini/settings.json", at: ["hooks"] },
      project: { file: ".gemini/settings.json", at: ["hooks"] },
    },
    permissions: {
      // The policy engine: [[rule]] tables in ~/.gemini/policies/*.toml. tools.allowed and
      // tools.exclude in settings.json are deprecated (Gemini warns on every start) but still
      // applied, so they are read, never written.
      codec: "gemini-policies",
      lists: { allow: ["tools", "allowed"], deny: ["tools", "exclude"] },
      tools: { shell: "run_shell_command", read: "read_file", write: "write_file", edit: "replace", fetch: "web_fetch" },
      // Only shell rules take an argument (a command prefix); MCP rules name a server and tool.
      arguments: ["shell", "mcp"],
      global: { file: "~/.gemini/settings.json", policies: "~/.gemini/policies" },
      project: { file: ".gemini/settings.json", policies: unsupported(PROJECT_POLICIES) },
    },
    ignore: {
      global: unsupported("Gemini CLI has no global ignore file"),
      project: { files: [{ file: ".geminiignore", meaning: "block" }] },
    },
  },
  checked: {
    instructions: { date: "2026-11-25", sources: ["google-gemini/gemini-cli docs/cli/gemini-md.md", "https://geminicli.com/docs"] },
    mcp: {
      date: "2026-11-27",
      sources: ["google-gemini/gemini-cli docs/tools/mcp-server.md", "@google/gemini-cli 0.61.0: `gemini mcp list` (make conformance)"],
    },
    commands: { date: "2026-11-25", sources: ["google-gemini/gemini-cli docs/cli/custom-commands.md"] },
    agents: { date: "2026-11-25", sources: ["google-gemini/gemini-cli docs/core/subagents.md"] },
    skills: {
      date: "2026-11-27",
      sources: ["google-gemini/gemini-cli docs/cli/skills.md", "@google/gemini-cli 0.61.0: `gemini skills list` (make conformance)"],
    },
    hooks: { date: "2026-11-25", sources: ["google-gemini/gemini-cli docs/hooks/reference.md"] },
    permissions: {
      date: "2026-11-27",
      sources: ["google-gemini/gemini-cli docs/reference/policy-engine.md", "@google/gemini-cli 0.61.0: its policy engine (make conformance)"],
    },
    ignore: { date: "2026-11-25", sources: ["google-gemini/gemini-cli docs/cli/gemini-ignore.md"] },
  },
};
