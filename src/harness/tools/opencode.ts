// OpenCode (docs/tools.md#opencode-opencode). Config home: $OPENCODE_CONFIG_DIR, else the XDG config folder
// (~/.config/opencode on every OS). opencode.json and opencode.jsonc are both read.
import path from "node:path";
import type { ToolSpec } from "./types.ts";
import { unsupported, xdgConfig } from "./types.ts";

const CHECKED = "2026-11-27";
/** OpenCode's source (anomalyco/opencode, packages/opencode/src/skill/index.ts) and the release make conformance runs. */
const SKILL_SOURCE =
  "anomalyco/opencode packages/opencode/src/skill/index.ts: ~/.claude/skills and ~/.agents/skills, then .claude/skills and .agents/skills from the working folder up to the worktree, then its own skill/ and skills/ folders and skills.paths (a later one replaces an earlier of the same name)";

export const opencode: ToolSpec = {
  id: "opencode",
  name: "OpenCode",
  kind: "coding agent",
  writes: "AGENTS.md (rules as marked sections), opencode.json (mcp, permission), .opencode/{commands,agents,skills}",
  folders: (env, home) => ({
    opencode: env["OPENCODE_CONFIG_DIR"] || path.join(xdgConfig(env, home), "opencode"),
    claude: env["CLAUDE_CONFIG_DIR"] || path.join(home, ".claude"),
  }),
  kinds: {
    instructions: {
      // CLAUDE.md counts only where there is no AGENTS.md.
      global: {
        main: ["{opencode}/AGENTS.md", "{claude}/CLAUDE.md"],
        firstMainOnly: true,
        listed: { file: "{opencode}/opencode.json|{opencode}/opencode.jsonc", at: ["instructions"] },
        write: { main: "{opencode}/AGENTS.md", rules: "sections" },
      },
      project: {
        main: ["AGENTS.md", "CLAUDE.md"],
        firstMainOnly: true,
        nested: true,
        // Extra always-on files by path or glob ("docs/*.md", ".cursor/rules/*.md"); URLs are not fetched.
        listed: { file: "opencode.json|opencode.jsonc", at: ["instructions"] },
        write: { main: "AGENTS.md", rules: "sections" },
      },
    },
    mcp: {
      codec: "json",
      dialect: "opencode",
      shape: {
        command: "array",
        env: "environment",
        // "remote" covers streamable HTTP and falls back to SSE by itself.
        type: { key: "type", stdio: "local", http: "remote" },
        transports: ["stdio", "http"],
        disabled: { key: "enabled", inverted: true },
        timeout: { key: "timeout", unit: "ms" },
        cwd: true,
      },
      global: { file: "{opencode}/opencode.json|{opencode}/opencode.jsonc", at: ["mcp"] },
      project: { file: "opencode.json|opencode.jsonc", at: ["mcp"] },
    },
    commands: {
      namespaced: false,
      fields: { description: { key: "description" }, model: { key: "model" } },
      modelVendor: "opencode",
      arguments: "$ARGUMENTS",
      positional: true,
      inlineShell: "backtick",
      fileRefs: "at",
      global: [
        { dir: "{opencode}/commands", ext: ".md", format: "markdown" },
        { dir: "{opencode}/command", ext: ".md", format: "markdown", legacy: true },
        { dir: "{opencode}/opencode.json|{opencode}/opencode.jsonc", ext: "", format: "json-map", map: "command", bodyKey: "template", legacy: true },
      ],
      project: [
        { dir: ".opencode/commands", ext: ".md", format: "markdown" },
        { dir: ".opencode/command", ext: ".md", format: "markdown", legacy: true },
        { dir: "opencode.json|opencode.jsonc", ext: "", format: "json-map", map: "command", bodyKey: "template", legacy: true },
      ],
    },
    agents: {
      namespaced: false,
      fields: { description: { key: "description" }, tools: { key: "tools", shape: "map" }, model: { key: "model" } },
      fixed: { mode: "subagent" },
      modelVendor: "opencode",
      global: [
        { dir: "{opencode}/agents", ext: ".md", format: "markdown" },
        { dir: "{opencode}/agent", ext: ".md", format: "markdown", legacy: true },
        { dir: "{opencode}/opencode.json|{opencode}/opencode.jsonc", ext: "", format: "json-map", map: "agent", bodyKey: "prompt", legacy: true },
      ],
      project: [
        { dir: ".opencode/agents", ext: ".md", format: "markdown" },
        { dir: ".opencode/agent", ext: ".md", format: "markdown", legacy: true },
        // Also inline in the config (read, not written: svc writes one file per item).
        { dir: "opencode.json|opencode.jsonc", ext: "", format: "json-map", map: "agent", bodyKey: "prompt", legacy: true },
      ],
    },
    // skill/ (singular) is OpenCode's older folder, still loaded: read, never written. Its own
    // folders win over Claude Code's and the common .agents folders, which it reads too, and the
    // folders skills.paths lists win over all (scanned last, a later copy replacing an earlier).
    skills: {
      fields: ["license", "compatibility", "metadata"],
      global: {
        dirs: ["{opencode}/skills", "{opencode}/skill"],
        shared: ["~/.agents/skills", "~/.claude/skills"],
        listed: { file: "{opencode}/opencode.json|{opencode}/opencode.jsonc", at: ["skills", "paths"] },
      },
      project: {
        dirs: [".opencode/skills", ".opencode/skill"],
        shared: [".agents/skills", ".claude/skills"],
        listed: { file: "opencode.json|opencode.jsonc", at: ["skills", "paths"] },
      },
    },
    hooks: unsupported("OpenCode runs hooks as JavaScript plugins (.opencode/plugins); svc does not generate code"),
    permissions: {
      codec: "map",
      at: ["permission"],
      decisions: ["allow", "ask", "deny"],
      tools: { shell: "bash", read: "read", edit: "edit", fetch: "webfetch" },
      // webfetch takes one action, not patterns (OpenCode's PermissionActionConfig).
      arguments: ["shell", "read", "edit", "write"],
      prefixSuffix: " *",
      global: { file: "{opencode}/opencode.json|{opencode}/opencode.jsonc" },
      project: { file: "opencode.json|opencode.jsonc" },
    },
    ignore: unsupported("OpenCode has no ignore file (it follows .gitignore)"),
  },
  checked: {
    instructions: { date: "2026-11-25", sources: ["https://opencode.ai/docs/rules"] },
    mcp: { date: CHECKED, sources: ["https://opencode.ai/docs/mcp-servers", "opencode-ai 1.18.33: `opencode debug config` (make conformance)"] },
    commands: { date: "2026-11-25", sources: ["https://opencode.ai/docs/commands"] },
    agents: { date: "2026-11-25", sources: ["https://opencode.ai/docs/agents"] },
    skills: { date: CHECKED, sources: ["https://opencode.ai/docs/skills", SKILL_SOURCE, "opencode-ai 1.18.33: `opencode debug skill` (make conformance)"] },
    hooks: { date: "2026-11-25", sources: ["https://opencode.ai/docs/plugins"] },
    permissions: { date: "2026-11-25", sources: ["https://opencode.ai/docs/permissions"] },
    ignore: { date: "2026-11-25", sources: ["https://opencode.ai/docs/config"] },
  },
};
