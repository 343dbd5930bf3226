// Per-OS paths: the tools whose config folder differs between Linux, macOS and Windows resolve to
// the folder each OS uses (docs/promises.md#the-tools-own-folders), honouring APPDATA and
// XDG_CONFIG_HOME; the others are the same everywhere.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { toolById } from "../../src/harness/tools/index.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import { isUnsupported, resolvePath, toolContext } from "../../src/harness/tools/types.ts";

const HOME = "/home/me";
const APPDATA = "C:\\Users\\me\\AppData\\Roaming";

function globalMcpFile(id: ToolId, platform: NodeJS.Platform, env: Record<string, string> = {}): string {
  const tool = toolById(id);
  const spec = tool.kinds.mcp;
  if (isUnsupported(spec) || isUnsupported(spec.global)) throw new Error(`${id} has no global MCP file`);
  return resolvePath(toolContext(tool, "global", { home: HOME, env, platform }), spec.global.file);
}

describe("per-OS paths", () => {
  const cases: [ToolId, NodeJS.Platform, Record<string, string>, string][] = [
    ["claude-desktop", "darwin", {}, path.join(HOME, "Library/Application Support/Claude/claude_desktop_config.json")],
    ["claude-desktop", "win32", { APPDATA }, path.join(APPDATA, "Claude/claude_desktop_config.json")],
    ["claude-desktop", "linux", {}, path.join(HOME, ".config/Claude/claude_desktop_config.json")],
    // The Copilot runtime's home file is the same everywhere ($COPILOT_HOME, else ~/.copilot).
    ["copilot", "darwin", {}, path.join(HOME, ".copilot/mcp-config.json")],
    ["copilot", "win32", { APPDATA }, path.join(HOME, ".copilot/mcp-config.json")],
    ["copilot", "linux", { COPILOT_HOME: "/opt/copilot" }, "/opt/copilot/mcp-config.json"],
    ["zed", "win32", { APPDATA }, path.join(APPDATA, "Zed/settings.json")],
    ["zed", "darwin", {}, path.join(HOME, ".config/zed/settings.json")],
    ["windsurf", "win32", { APPDATA }, path.join(APPDATA, "devin/mcp_config.json")],
    ["windsurf", "darwin", {}, path.join(HOME, ".config/devin/mcp_config.json")],
    ["roo-code", "darwin", {}, path.join(HOME, "Library/Application Support/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json")],
    ["opencode", "win32", { APPDATA }, path.join(HOME, ".config/opencode/opencode.json")],
    ["cline", "win32", { APPDATA }, path.join(HOME, ".cline/data/settings/cline_mcp_settings.json")],
    ["cline", "linux", { CLINE_DATA_DIR: "/data/cline" }, "/data/cline/settings/cline_mcp_settings.json"],
    ["continue", "linux", { CONTINUE_GLOBAL_DIR: "/opt/continue" }, "/opt/continue/mcpServers"],
    ["kiro", "win32", { APPDATA }, path.join(HOME, ".kiro/settings/mcp.json")],
  ];
  for (const [id, platform, env, expected] of cases) {
    test(`${id} on ${platform}${Object.keys(env).length > 0 ? ` with ${Object.keys(env).join(", ")}` : ""}`, () => {
      assert.equal(globalMcpFile(id, platform, env), expected);
    });
  }

  test("VS Code's profile mcp.json, Copilot's older user file, is read where each OS keeps it", () => {
    const older = (platform: NodeJS.Platform, env: Record<string, string>) => {
      const tool = toolById("copilot");
      const spec = tool.kinds.mcp;
      if (isUnsupported(spec) || isUnsupported(spec.global)) throw new Error("copilot has global MCP");
      return resolvePath(toolContext(tool, "global", { home: HOME, env, platform }), spec.global.legacy?.[0]?.file ?? "");
    };
    assert.equal(older("darwin", {}), path.join(HOME, "Library/Application Support/Code/User/mcp.json"));
    assert.equal(older("win32", { APPDATA }), path.join(APPDATA, "Code/User/mcp.json"));
    assert.equal(older("linux", { XDG_CONFIG_HOME: "/xdg" }), "/xdg/Code/User/mcp.json");
  });

  test("Windows without APPDATA falls back to the profile's AppData\\Roaming", () => {
    assert.equal(globalMcpFile("claude-desktop", "win32"), path.join(HOME, "AppData", "Roaming", "Claude/claude_desktop_config.json"));
  });
});
