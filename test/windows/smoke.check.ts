// The Windows executable as a Windows user has it, under wine (run by `make test-windows` when
// wine is installed): a profile named "Jose Mueller", Claude Desktop's MSIX folder, Cline's rules
// in OneDrive's Documents (the registry says so), command names Windows forbids, BOM and UTF-16
// PowerShell scripts, and the next command svc suggests typed into cmd. Every output goes to a
// file: wine gives a Windows program a Unix pipe it cannot use (open EBADF, a plain node.exe too),
// and its cmd's own pipes lose their output, so a pipe is not checked here.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { before, describe, test } from "node:test";
import { issueLicense } from "../../src/license/envelope.ts";
import { parseSigningKey } from "../../src/license/keys.ts";
import { DEV_SIGNING_KEY, ROOT } from "../support/cli.ts";

const EXE = path.resolve(process.env["SVC_WINDOWS_EXE"] ?? path.join(ROOT, "dist", "svc-dev-windows-amd64.exe"));
const PREFIX = path.resolve(process.env["SVC_WINE_PREFIX"] ?? path.join(ROOT, "build", "wine-prefix"));
const USER_NAME = "Jose Mueller";
const DRIVE_C = path.join(PREFIX, "drive_c");
const PROFILE = path.join(DRIVE_C, "users", USER_NAME);
/** The executable as Windows names it: wine maps / to Z:. */
const WINDOWS_EXE = `Z:${EXE.replaceAll("/", "\\")}`;
const LICENSE = issueLicense({
  productId: "svc_lifetime",
  email: "jose@example.com",
  key: parseSigningKey(DEV_SIGNING_KEY, "dev"),
  issuedAt: new Date(),
}).envelope;
const PACKAGE = "Claude_pzs8sxrjxfjjc";
const MSIX_CONFIG = `AppData/Local/Packages/${PACKAGE}/LocalCache/Roaming/Claude/claude_desktop_config.json`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A wine program, its output in files (never a pipe), with the Windows user's environment. */
async function wine(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "svc-wine-"));
  const files = { out: path.join(dir, "out"), err: path.join(dir, "err"), in: path.join(dir, "in") };
  if (options.stdin !== undefined) writeFileSync(files.in, options.stdin);
  const fds = [options.stdin === undefined ? "ignore" : openSync(files.in, "r"), openSync(files.out, "w"), openSync(files.err, "w")] as const;
  const env = {
    PATH: process.env["PATH"] ?? "",
    HOME: process.env["HOME"] ?? os.homedir(),
    WINEPREFIX: PREFIX,
    WINEDEBUG: "-all",
    USER: USER_NAME,
    LOGNAME: USER_NAME,
    ...options.env,
  };
  // In drive C: once the first run has made it.
  const child = spawn("wine", args, { stdio: [...fds], env, cwd: existsSync(DRIVE_C) ? DRIVE_C : os.tmpdir() });
  const code = await new Promise<number>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (exit) => resolve(exit ?? 1));
  });
  for (const fd of fds) if (typeof fd === "number") closeSync(fd);
  const result = { code, stdout: readFileSync(files.out, "utf8"), stderr: readFileSync(files.err, "utf8") };
  rmSync(dir, { recursive: true, force: true });
  return result;
}

const svc = (args: string[], env: Record<string, string> = {}) => wine([EXE, ...args], { env: { SVC_LICENSE: LICENSE, ...env } });

/** Files in the profile, written from this side. */
function profileTree(tree: Record<string, string | Buffer>): void {
  for (const [relative, content] of Object.entries(tree)) {
    const file = path.join(PROFILE, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

const registry = (...args: string[]) => wine(["reg", ...args]);

before(async () => {
  assert.ok(existsSync(EXE), `${EXE} is missing: make dist builds it`);
  // Windows 10 (Node refuses wine's default, Windows 7); the first run makes the prefix and the profile.
  const made = await registry("add", "HKCU\\Software\\Wine", "/v", "Version", "/d", "win10", "/f");
  assert.equal(made.code, 0, made.stderr);
  assert.ok(existsSync(PROFILE), `wine made no profile ${PROFILE}`);
  for (const entry of [".claude", ".claude.json", ".codex", ".config", ".svc", "OneDrive", "AppData/Local/Packages", "AppData/Roaming/Claude"])
    rmSync(path.join(PROFILE, entry), { recursive: true, force: true });
  for (const entry of ["work", "snap"]) rmSync(path.join(DRIVE_C, entry), { recursive: true, force: true });
});

describe("svc.exe under wine, on a Windows-style profile", () => {
  test("it runs: version", async () => {
    const version = await svc(["version"]);
    assert.equal(version.code, 0, version.stderr);
    assert.match(version.stdout, /^svc \d+\.\d+\.\d+/);
  });

  test("Claude Desktop's MSIX file is the one read and written, and the plan says so", async () => {
    profileTree({
      [MSIX_CONFIG]: JSON.stringify({ mcpServers: { "msix-only": { command: "npx", args: ["-y", "msix-only"] } } }, null, 2),
      ".claude.json": JSON.stringify({ mcpServers: { fresh: { command: "cmd", args: ["/c", "npx", "-y", "fresh"] } } }),
    });
    const from = await svc(["preview", "--from", "claude-desktop", "--to", "claude-code"]);
    assert.equal(from.code, 0, from.stderr);
    assert.match(from.stdout, /msix-only/);
    const to = await svc(["migrate", "--from", "claude-code", "--to", "claude-desktop", "--yes"]);
    assert.equal(to.code, 0, to.stderr + to.stdout);
    assert.match(to.stdout, new RegExp(`Claude Desktop: reads ~/${MSIX_CONFIG.replaceAll(".", "\\.")} \\(the Microsoft Store app, package ${PACKAGE}\\)`));
    const written = JSON.parse(readFileSync(path.join(PROFILE, MSIX_CONFIG), "utf8"));
    assert.deepEqual(Object.keys(written.mcpServers).sort(), ["fresh", "msix-only"]);
    assert.equal(existsSync(path.join(PROFILE, "AppData/Roaming/Claude/claude_desktop_config.json")), false);
    const targets = await svc(["targets", "claude-desktop"]);
    assert.match(targets.stdout, new RegExp(`on this machine it reads ~/${MSIX_CONFIG.replaceAll(".", "\\.")}`));
    assert.match(targets.stdout, /global +~\/AppData\/Roaming\/Claude\/claude_desktop_config\.json/);
  });

  test("Cline's global rules in OneDrive's Documents, where the registry puts Documents", async () => {
    const set = await registry(
      "add",
      "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\User Shell Folders",
      "/v",
      "Personal",
      "/t",
      "REG_EXPAND_SZ",
      "/d",
      "%USERPROFILE%\\OneDrive\\Documents",
      "/f",
    );
    assert.equal(set.code, 0, set.stderr);
    profileTree({ "OneDrive/Documents/Cline/Rules/style.md": "---\ndescription: House style\n---\nTabs.\n" });
    const preview = await svc(["preview", "--from", "cline", "--to", "claude-code", "--kinds", "instructions"]);
    assert.equal(preview.code, 0, preview.stderr);
    assert.match(preview.stdout, /Cline: keeps global rules, workflows and hooks in ~\/OneDrive\/Documents\/Cline/);
    assert.match(preview.stdout, /style/);
  });

  test("command names Windows forbids are written under names it can hold", async () => {
    profileTree({
      ".config/opencode/opencode.json": JSON.stringify({
        command: { "fix:bug": { template: "Fix the bug.", description: "Fix" }, con: { template: "Go on.", description: "Continue" } },
      }),
    });
    const migrated = await svc(["migrate", "--from", "opencode", "--to", "claude-code", "--kinds", "commands", "--yes"]);
    assert.equal(migrated.code, 0, migrated.stderr + migrated.stdout);
    assert.match(migrated.stdout, /renamed "fix:bug" → "fix-bug"/);
    assert.ok(existsSync(path.join(PROFILE, ".claude/commands/fix-bug.md")));
    assert.ok(existsSync(path.join(PROFILE, ".claude/commands/con-command.md")));
  });

  test("distill keeps a BOM script's BOM, a UTF-16 script in UTF-16, and gives PowerShell $env:USERPROFILE", async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("Write-Host 'Deploy — done'\r\n")]);
    const legacy = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`Set-Location "C:\\Users\\${USER_NAME}\\projects"\r\n`, "utf16le")]);
    profileTree({
      ".claude/skills/deploy/SKILL.md": "---\nname: deploy\ndescription: Deploys\n---\nRun the scripts.\n",
      ".claude/skills/deploy/deploy.ps1": bom,
      ".claude/skills/deploy/legacy.ps1": legacy,
    });
    const applied = await svc(["distill", "apply", "--source", "claude-code", "--out", "C:\\snap", "--org", "acme"]);
    assert.equal(applied.code, 0, applied.stderr + applied.stdout);
    assert.deepEqual(readFileSync(path.join(DRIVE_C, "snap/.claude/skills/deploy/deploy.ps1")), bom);
    const copied = readFileSync(path.join(DRIVE_C, "snap/.claude/skills/deploy/legacy.ps1"));
    assert.deepEqual([...copied.subarray(0, 2)], [0xff, 0xfe]);
    assert.equal(copied.subarray(2).toString("utf16le"), 'Set-Location "$env:USERPROFILE\\projects"\r\n');
    const verified = await svc(["distill", "verify", "--bundle", "C:\\snap"]);
    assert.equal(verified.code, 0, verified.stdout + verified.stderr);
  });

  test("build shows paths in one style: its heading and 'Nothing to write'", async () => {
    mkdirSync(path.join(DRIVE_C, "work", "repo"), { recursive: true });
    writeFileSync(path.join(DRIVE_C, "work", "repo", "package.json"), JSON.stringify({ name: "app", scripts: { test: "node --test" } }));
    const first = await svc(["build", "--for", "claude-code", "--repo", "C:\\work\\repo", "--apply"]);
    assert.equal(first.code, 0, first.stderr + first.stdout);
    assert.match(first.stdout, /^svc build: a starter harness for Claude Code in C:\/work\/repo$/m);
    const again = await svc(["build", "--for", "claude-code", "--repo", "C:\\work\\repo", "--apply"]);
    const nothing = /^Nothing to write: (.*)$/m.exec(again.stdout)?.[1];
    assert.ok(nothing !== undefined && !nothing.includes("\\"), again.stdout);
  });

  test("the migrate command preview suggests, typed into cmd, runs", async () => {
    mkdirSync(path.join(DRIVE_C, "work", "my repo"), { recursive: true });
    writeFileSync(path.join(DRIVE_C, "work", "my repo", "CLAUDE.md"), "# Rules\r\n\r\nTabs.\r\n");
    const preview = await svc(["preview", "--from", "claude-code", "--to", "codex", "--repo", "C:\\work\\my repo", "--kinds", "instructions,mcp"]);
    assert.equal(preview.code, 0, preview.stderr);
    const suggested = /`svc (migrate [^`]+)` applies this plan/.exec(preview.stdout)?.[1];
    assert.ok(suggested !== undefined, preview.stdout);
    assert.match(suggested, /--repo "C:\\work\\my repo"/);
    // Typed into cmd (its input read as typed lines), with svc standing for this executable.
    const typed = await wine(["cmd"], { stdin: `"${WINDOWS_EXE}" ${suggested} --yes\r\nexit /b %ERRORLEVEL%\r\n`, env: { SVC_LICENSE: LICENSE } });
    assert.equal(typed.code, 0, typed.stdout + typed.stderr);
    assert.match(readFileSync(path.join(DRIVE_C, "work", "my repo", "AGENTS.md"), "utf8"), /Tabs\./);
  });
});

// Not checked: a real Windows pipe (`svc.exe preview --json | more`). Under wine neither a Unix
// pipe (EBADF) nor cmd's own `|` (`echo hi | findstr hi` prints nothing) works, for any program.
