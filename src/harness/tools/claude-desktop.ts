// Claude Desktop (docs/tools.md#claude-desktop-claude-desktop): only local (stdio) MCP servers live in a file; everything
// else is in the account. The config folder: ~/Library/Application Support/Claude, %APPDATA%\Claude,
// ~/.config/Claude (unofficial Linux builds) — and on Windows, where the app is an MSIX package
// (the Microsoft Store build and the claude.ai installer since 2026), the package's own copy of it.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Env } from "../../core/output.ts";
import { appData, checkedAll, unsupported, type ToolSpec } from "./types.ts";

const ACCOUNT = "Claude Desktop keeps this in your account, not in files";
const DESKTOP_EFFECT = "Claude Desktop reads it with JSON.parse: it reports the file as invalid and loads none of its servers";
const CONFIG = "claude_desktop_config.json";
/** Anthropic's package family (Claude_<publisher id>); another id is still taken, this one first. */
const ANTHROPIC_PACKAGE = "Claude_pzs8sxrjxfjjc";

export interface ClaudeDesktopInstall {
  /** The file the installed app reads. */
  config: string;
  /** %APPDATA%\Claude's file: the unpackaged app's, written too when it exists beside the package's. */
  classic: string;
  /** The MSIX package whose folder holds `config`, on Windows. */
  packageName?: string;
  /** Which file the app reads, for the plan's heading (undefined when it is the plain %APPDATA% one). */
  said: (show: (file: string) => string) => string | undefined;
}

/**
 * Where the installed Claude Desktop reads its configuration. Windows gives a packaged app the files
 * it creates in %APPDATA% from %LOCALAPPDATA%\Packages\<package>\LocalCache\Roaming (Microsoft's
 * "how packaged desktop apps run"), and reads an older file that exists in the real %APPDATA% in
 * place; the app's "Edit Config" button opens the real one, which is how people end up editing a
 * file the app ignores (anthropics/claude-code#26073, and the MCP servers' installers fixed since;
 * checked November 2026: the vendor's MCP guide still names only %APPDATA%). So: the package's own file when it exists;
 * else an existing %APPDATA% file; else, with the package installed, the package's (where the app
 * creates it); else %APPDATA%.
 */
export function claudeDesktopInstall(env: Env, home: string, platform: NodeJS.Platform): ClaudeDesktopInstall {
  const classic = path.join(appData(env, home, platform), "Claude", CONFIG);
  const plain: ClaudeDesktopInstall = { config: classic, classic, said: () => undefined };
  if (platform !== "win32") return plain;
  const packages = path.join(env["LOCALAPPDATA"] || path.join(home, "AppData", "Local"), "Packages");
  let names: string[];
  try {
    names = readdirSync(packages).filter((name) => /^Claude_[a-z0-9]+$/i.test(name));
  } catch {
    return plain;
  }
  const own = (name: string) => path.join(packages, name, "LocalCache", "Roaming", "Claude", CONFIG);
  const ranked = names.sort(
    (a, b) =>
      Number(existsSync(own(b))) - Number(existsSync(own(a))) || Number(b === ANTHROPIC_PACKAGE) - Number(a === ANTHROPIC_PACKAGE) || a.localeCompare(b),
  );
  const packageName = ranked[0];
  if (packageName === undefined) return plain;
  const packaged = own(packageName);
  if (!existsSync(packaged) && existsSync(classic)) {
    return {
      ...plain,
      packageName,
      said: (show) => `reads ${show(classic)} (the Microsoft Store app, package ${packageName}, reads this existing file in place)`,
    };
  }
  return {
    config: packaged,
    classic,
    packageName,
    said: (show) =>
      `reads ${show(packaged)} (the Microsoft Store app, package ${packageName})${existsSync(classic) ? `; ${show(classic)} is written too (an install without the package reads it)` : ""}`,
  };
}

export const claudeDesktop: ToolSpec = {
  id: "claude-desktop",
  name: "Claude Desktop",
  kind: "chat assistant",
  writes: "claude_desktop_config.json mcpServers (local servers only)",
  folders: (env, home, platform) => {
    const install = claudeDesktopInstall(env, home, platform);
    return { desktop: path.dirname(install.config), desktopUnpackaged: path.dirname(install.classic) };
  },
  installation: (env, home, platform, show) => claudeDesktopInstall(env, home, platform).said(show),
  // It reads its config with JSON.parse: a byte order mark (what Windows PowerShell 5.1's
  // Set-Content -Encoding UTF8 writes), a comment or a trailing comma makes it refuse the file.
  strictJson: {
    global: [
      { file: `{desktop}/${CONFIG}`, syntax: "json-parse", effect: DESKTOP_EFFECT },
      { file: `{desktopUnpackaged}/${CONFIG}`, syntax: "json-parse", effect: DESKTOP_EFFECT },
    ],
    project: [],
  },
  kinds: {
    instructions: unsupported(`${ACCOUNT} (project and profile instructions)`),
    mcp: {
      codec: "json",
      dialect: "none",
      shape: { transports: ["stdio"] },
      global: {
        file: `{desktop}/${CONFIG}`,
        at: ["mcpServers"],
        // Beside the package's own file, an existing %APPDATA% one is read and written too.
        mirrors: [
          {
            program: "Claude Desktop installed without the Microsoft Store package",
            file: `{desktopUnpackaged}/${CONFIG}`,
            shownAs: `%APPDATA%/Claude/${CONFIG}`,
            at: ["mcpServers"],
            shape: { transports: ["stdio"] },
            dialect: "none",
            whereItExists: true,
          },
        ],
      },
      project: unsupported("Claude Desktop has no project configuration: run with --scope global"),
    },
    commands: unsupported("Claude Desktop has no custom commands"),
    agents: unsupported("Claude Desktop has no subagents"),
    skills: unsupported(`${ACCOUNT} (skills are uploaded in Settings → Capabilities)`),
    hooks: unsupported("Claude Desktop has no hooks"),
    permissions: unsupported(`${ACCOUNT} (tools are approved in the app)`),
    ignore: unsupported("Claude Desktop has no ignore file"),
  },
  // The Windows location (newer builds reported under %LOCALAPPDATA%) is checked with the Windows work, not here.
  checked: checkedAll({
    date: "2026-11-25",
    sources: [
      "https://modelcontextprotocol.io/quickstart/user",
      "https://support.claude.com/en/articles/11175166-getting-started-with-custom-connectors-using-remote-mcp",
    ],
  }),
};
