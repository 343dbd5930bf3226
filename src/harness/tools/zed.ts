// Zed (docs/tools.md#zed-zed). Zed reads exactly one project instructions file, the first of its
// list that exists, so svc writes into that one (AGENTS.md when there is none). Its config folder
// is %APPDATA%\Zed on Windows, else ~/.config/zed.
import path from "node:path";
import { cliConfig, unsupported, type ToolSpec } from "./types.ts";

export const zed: ToolSpec = {
  id: "zed",
  name: "Zed",
  kind: "editor",
  writes: "the first of .rules … AGENTS.md … GEMINI.md that exists (rules as marked sections), .zed/settings.json context_servers, .agents/skills",
  folders: (env, home, platform) => ({ zed: path.join(cliConfig(env, home, platform), platform === "win32" ? "Zed" : "zed") }),
  kinds: {
    instructions: {
      global: { main: ["{zed}/AGENTS.md"], write: { main: "{zed}/AGENTS.md", rules: "sections" } },
      project: {
        main: [".rules", ".cursorrules", ".windsurfrules", ".clinerules", ".github/copilot-instructions.md", "AGENT.md", "AGENTS.md", "CLAUDE.md", "GEMINI.md"],
        firstMainOnly: true,
        write: { main: "AGENTS.md", rules: "sections" },
      },
    },
    mcp: {
      codec: "json",
      dialect: "none",
      // No type field and no SSE; `enabled: false` switches a server off.
      shape: { transports: ["stdio", "http"], disabled: { key: "enabled", inverted: true } },
      global: { file: "{zed}/settings.json", at: ["context_servers"] },
      project: { file: ".zed/settings.json", at: ["context_servers"] },
    },
    commands: unsupported("Zed has no custom commands (its Rules Library lives in Zed's own database)"),
    agents: unsupported("Zed has no subagent files (agent profiles in settings are tool sets)"),
    skills: { fields: [], global: { dirs: ["~/.agents/skills"] }, project: { dirs: [".agents/skills"] } },
    hooks: unsupported("Zed has no hooks"),
    permissions: unsupported("Zed's agent.tool_permissions are regular expressions per tool, which svc does not translate yet"),
    ignore: unsupported("Zed has no ignore file (private_files in settings only hides secrets)"),
  },
  checked: {
    instructions: { date: "2026-11-25", sources: ["https://zed.dev/docs/ai/rules"] },
    mcp: { date: "2026-11-25", sources: ["https://zed.dev/docs/ai/mcp"] },
    commands: { date: "2026-11-25", sources: ["https://zed.dev/docs/ai/rules"] },
    agents: { date: "2026-11-25", sources: ["https://zed.dev/docs/ai/agent-settings"] },
    skills: { date: "2026-11-25", sources: ["https://zed.dev/docs/ai/skills"] },
    hooks: { date: "2026-11-25", sources: ["https://zed.dev/docs/ai/agent-panel"] },
    permissions: { date: "2026-11-25", sources: ["https://zed.dev/docs/ai/tool-permissions"] },
    ignore: { date: "2026-11-25", sources: ["https://zed.dev/docs/configuring-zed"] },
  },
};
