// Claude Desktop on Windows is an MSIX package (the Microsoft Store build and the claude.ai
// installer alike): Windows keeps the files it creates in %APPDATA% in the package's own
// %LOCALAPPDATA%\Packages\Claude_<publisher id>\LocalCache\Roaming, and the app reads that copy. An
// existing file in the real %APPDATA%\Claude is read (and changed) in place. svc reads and writes
// the file the installed app reads, and both when both exist; the plan says which. Runs on Linux
// with win32 path rules and a Windows-style environment pointing at real temporary folders.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { claudeDesktopInstall } from "../../src/harness/tools/claude-desktop.ts";
import { svc, tempDir } from "../support/cli.ts";
import { writeTree } from "../support/tree.ts";

const PACKAGE = "Claude_pzs8sxrjxfjjc";
const PRIVATE = `AppData/Local/Packages/${PACKAGE}/LocalCache/Roaming/Claude/claude_desktop_config.json`;
const CLASSIC = "AppData/Roaming/Claude/claude_desktop_config.json";

async function windowsHome(tree: Record<string, string>) {
  const home = await tempDir("svc-desktop-");
  await writeTree(home, tree);
  const env = { APPDATA: path.join(home, "AppData", "Roaming"), LOCALAPPDATA: path.join(home, "AppData", "Local"), USERPROFILE: home };
  return { home, env, where: { home, env, platform: "win32" as const } };
}

const server = (name: string) => JSON.stringify({ mcpServers: { [name]: { command: "npx", args: ["-y", name] } } }, null, 2);
const claudeCode = { ".claude.json": JSON.stringify({ mcpServers: { fresh: { command: "uvx", args: ["fresh"] } } }) };

async function desktopServers(where: { home: string; env: Record<string, string>; platform: "win32" }): Promise<string[]> {
  const harness = await readHarness("claude-desktop", "global", where, ["mcp"]);
  return harness.items.map((item) => item.name).sort();
}

async function migrateInto(where: { home: string; env: Record<string, string>; platform: "win32" }) {
  return planMigration({ from: "claude-code", to: ["claude-desktop"], scope: "global", policy: "merge", ...where });
}

describe("Claude Desktop on Windows: the file the installed app reads", () => {
  test("the MSIX package's own file is read, and a migration writes there", async () => {
    const { home, where } = await windowsHome({ [PRIVATE]: server("msix-only"), ...claudeCode });
    assert.deepEqual(await desktopServers(where), ["msix-only"]);
    const plan = await migrateInto(where);
    const fresh = plan.items.find((item) => item.name === "fresh");
    assert.equal(fresh?.target, path.join(home, PRIVATE));
    assert.deepEqual(
      plan.files.map((file) => file.path),
      [path.join(home, PRIVATE)],
    );
  });

  test("both files exist: both are read (a server in both is one item) and both are written", async () => {
    const both = JSON.stringify({ mcpServers: { shared: { command: "npx", args: ["shared"] }, "classic-only": { command: "npx", args: ["c"] } } });
    const { home, where } = await windowsHome({
      [PRIVATE]: JSON.stringify({ mcpServers: { shared: { command: "npx", args: ["shared"] }, "msix-only": { command: "npx", args: ["m"] } } }),
      [CLASSIC]: both,
      ...claudeCode,
    });
    assert.deepEqual(await desktopServers(where), ["classic-only", "msix-only", "shared"]);
    const plan = await migrateInto(where);
    assert.deepEqual(plan.files.map((file) => file.path).sort(), [path.join(home, CLASSIC), path.join(home, PRIVATE)].sort());
    for (const file of plan.files) assert.match(String(file.after), /"fresh"/);
    const fresh = plan.items.find((item) => item.name === "fresh");
    assert.match(
      fresh?.note ?? "",
      /also written to %APPDATA%\/Claude\/claude_desktop_config\.json, which Claude Desktop installed without the Microsoft Store package reads/,
    );
  });

  test("the package is installed but has no file of its own: an existing %APPDATA% file is the one it reads", async () => {
    const { home, where } = await windowsHome({
      [`AppData/Local/Packages/${PACKAGE}/LocalCache/Roaming/.keep`]: "",
      [CLASSIC]: server("classic"),
      ...claudeCode,
    });
    assert.deepEqual(await desktopServers(where), ["classic"]);
    const plan = await migrateInto(where);
    assert.deepEqual(
      plan.files.map((file) => file.path),
      [path.join(home, CLASSIC)],
    );
  });

  test("the package is installed and no file exists yet: svc creates the package's own file", async () => {
    const { home, where } = await windowsHome({ [`AppData/Local/Packages/${PACKAGE}/LocalCache/Roaming/.keep`]: "", ...claudeCode });
    const plan = await migrateInto(where);
    assert.deepEqual(
      plan.files.map((file) => file.path),
      [path.join(home, PRIVATE)],
    );
  });

  test("no package (an older, unpackaged install): %APPDATA%\\Claude as before", async () => {
    const { home, where } = await windowsHome({ ...claudeCode });
    const plan = await migrateInto(where);
    assert.deepEqual(
      plan.files.map((file) => file.path),
      [path.join(home, CLASSIC)],
    );
  });

  test("any publisher id; where several packages match, the one with a file wins", async () => {
    const { home, env } = await windowsHome({
      "AppData/Local/Packages/Claude_aaaa1111/LocalCache/Roaming/.keep": "",
      "AppData/Local/Packages/Claude_zzzz9999/LocalCache/Roaming/Claude/claude_desktop_config.json": "{}",
    });
    const install = claudeDesktopInstall(env, home, "win32");
    assert.equal(install.config, path.join(home, "AppData/Local/Packages/Claude_zzzz9999/LocalCache/Roaming/Claude/claude_desktop_config.json"));
    assert.equal(install.packageName, "Claude_zzzz9999");
    assert.equal(claudeDesktopInstall(env, home, "linux").packageName, undefined);
  });

  test("the plan says which file the installed app reads", async () => {
    const { home, env } = await windowsHome({ [PRIVATE]: server("msix-only"), [CLASSIC]: server("classic") });
    const install = claudeDesktopInstall(env, home, "win32");
    const show = (file: string) => path.relative(home, file).split(path.sep).join("/");
    assert.equal(
      install.said(show),
      `reads ${PRIVATE} (the Microsoft Store app, package ${PACKAGE}); ${CLASSIC} is written too (an install without the package reads it)`,
    );
    const { home: plain, env: plainEnv } = await windowsHome({});
    assert.equal(claudeDesktopInstall(plainEnv, plain, "win32").said(show), undefined);
  });

  test("svc targets claude-desktop lists the file the installed app reads, as its 'on this machine' line says", async () => {
    const { home, env } = await windowsHome({ [PRIVATE]: server("msix-only") });
    const shown = await svc(["targets", "claude-desktop"], { home, env, platform: "win32" });
    assert.equal(shown.code, 0, shown.stderr);
    const packaged = `~/${PRIVATE}`;
    assert.match(shown.stdout, new RegExp(`on this machine it reads ${packaged.replace(/[.$]/g, "\\$&")}`));
    const mcp = /^mcp\n {2}global +(.+)$/m.exec(shown.stdout)?.[1] ?? "";
    assert.ok(mcp.includes(packaged), mcp);
  });
});
