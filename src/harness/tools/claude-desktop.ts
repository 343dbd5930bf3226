// Claude Desktop (agent-tools.md §2.13): only local (stdio) MCP servers live in a file; everything
// else is in the account. The config folder: ~/Library/Application Support/Claude, %APPDATA%\Claude,
// ~/.config/Claude (unofficial Linux builds).
import path from "node:path";
import { appData, unsupported, type ToolSpec } from "./types.ts";

const ACCOUNT = "Claude Desktop keeps this in your account, not in files";

export const claudeDesktop: ToolSpec = {
  id: "claude-desktop",
  name: "Claude Desktop",
  kind: "chat assistant",
  writes: "claude_desktop_config.json mcpServers (local servers only)",
  folders: (env, home, platform) => ({ desktop: path.join(appData(env, home, platform), "Claude") }),
  kinds: {
    instructions: unsupported(`${ACCOUNT} (project and profile instructions)`),
    mcp: {
      codec: "json",
      dialect: "none",
      shape: { transports: ["stdio"] },
      global: { file: "{desktop}/claude_desktop_config.json", at: ["mcpServers"] },
      project: unsupported("Claude Desktop has no project configuration: run with --scope global"),
    },
    commands: unsupported("Claude Desktop has no custom commands"),
    agents: unsupported("Claude Desktop has no subagents"),
    skills: unsupported(`${ACCOUNT} (skills are uploaded in Settings → Capabilities)`),
    hooks: unsupported("Claude Desktop has no hooks"),
    permissions: unsupported(`${ACCOUNT} (tools are approved in the app)`),
    ignore: unsupported("Claude Desktop has no ignore file"),
  },
};
