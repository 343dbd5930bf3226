// Distill on a Windows profile: a copied script keeps its UTF-8 BOM (Windows PowerShell 5.1 reads a
// script without one as ANSI, and "—" breaks it); a UTF-16 file (what PowerShell 5.1's `>` writes)
// is text, redacted and written back in UTF-16; and C:\Users\<name> becomes what the reader of
// that text expands: $env:USERPROFILE in PowerShell, %USERPROFILE% in cmd, Claude Code's own
// ${USERPROFILE} in its JSON, ~ only in prose. Migrate writes an edited UTF-16 file back in UTF-16.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { decodeStored, encodeStored } from "../src/harness/formats/text.ts";
import { DEV_LICENSE, svc, tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
const USER = "C:\\Users\\Jose Mueller";

async function distilled(tree: Record<string, string | Uint8Array>, source = "claude-code") {
  const home = await tempDir("svc-distill-win-");
  await writeTree(home, { ".svc/license": DEV_LICENSE, ...tree });
  const out = path.join(await tempDir(), "snapshot");
  const applied = await svc(["distill", "apply", "--source", source, "--out", out, "--org", "acme", "--json"], { home, env: { USERPROFILE: USER } });
  assert.equal(applied.code, 0, applied.stderr);
  const verified = await svc(["distill", "verify", "--bundle", out], { home });
  assert.equal(verified.code, 0, verified.stdout + verified.stderr);
  return { out, result: JSON.parse(applied.stdout) as { left_out: { path: string; reason: string }[] } };
}

describe("distill keeps a Windows script intact", () => {
  test("a UTF-8 BOM is kept, byte for byte", async () => {
    const script = Buffer.concat([BOM, Buffer.from("Write-Host 'Deploy — done'\r\n")]);
    const { out } = await distilled({
      ".claude/skills/deploy/SKILL.md": "---\nname: deploy\ndescription: Deploys\n---\nRun deploy.ps1.\n",
      ".claude/skills/deploy/deploy.ps1": script,
    });
    assert.deepEqual(await readFile(path.join(out, ".claude/skills/deploy/deploy.ps1")), script);
  });

  test("a UTF-16 file is text: read, redacted, written back in UTF-16 with its BOM", async () => {
    const source = `$notes = "${USER}\\notes"\r\nWrite-Host 'written by PowerShell 5.1'\r\n`;
    const { out, result } = await distilled({
      ".claude/skills/legacy/SKILL.md": "---\nname: legacy\ndescription: Old\n---\nRun legacy.ps1.\n",
      ".claude/skills/legacy/legacy.ps1": utf16(source),
    });
    assert.deepEqual(
      result.left_out.filter((entry) => /legacy/.test(entry.path)),
      [],
    );
    const bytes = await readFile(path.join(out, ".claude/skills/legacy/legacy.ps1"));
    assert.deepEqual([...bytes.subarray(0, 2)], [0xff, 0xfe]);
    assert.equal(bytes.subarray(2).toString("utf16le"), `$notes = "$env:USERPROFILE\\notes"\r\nWrite-Host 'written by PowerShell 5.1'\r\n`);
  });
});

describe("a script in a Windows ANSI code page (not UTF-8) is kept byte for byte", () => {
  const cp1252 = (text: string) => Buffer.from(text, "latin1");

  test("distill copies it unchanged, and redacts in it without touching the other bytes", async () => {
    const plain = cp1252("Write-Host 'Caf\u00e9 \u00e0 la cr\u00e8me'\r\n");
    const homed = cp1252(`Set-Location "${USER}\\projets"\r\nWrite-Host 'd\u00e9j\u00e0'\r\n`);
    const { out } = await distilled({
      ".claude/skills/tools/SKILL.md": "---\nname: tools\ndescription: Tools\n---\nUse them.\n",
      ".claude/skills/tools/cafe.ps1": plain,
      ".claude/skills/tools/home.ps1": homed,
    });
    assert.deepEqual(await readFile(path.join(out, ".claude/skills/tools/cafe.ps1")), plain);
    assert.deepEqual(
      await readFile(path.join(out, ".claude/skills/tools/home.ps1")),
      cp1252(`Set-Location "$env:USERPROFILE\\projets"\r\nWrite-Host 'd\u00e9j\u00e0'\r\n`),
    );
  });

  test("decodeStored / encodeStored: every byte but NUL round-trips", () => {
    const bytes = new Uint8Array(Array.from({ length: 255 }, (_, index) => index + 1));
    const decoded = decodeStored(bytes);
    assert.equal(decoded?.encoding, "latin1");
    assert.deepEqual(Buffer.from(encodeStored(decoded?.text ?? "", "latin1")), Buffer.from(bytes));
  });

  test("migrate edits such a file in place and keeps its bytes", async () => {
    const home = await tempDir("svc-ansi-");
    const mine = cp1252("# Mine\n\nCaf\u00e9 rules.\n");
    await writeTree(home, { ".svc/license": DEV_LICENSE, ".codex/AGENTS.md": mine, ".claude/rules/style.md": "---\npaths: src/**\n---\nUse tabs.\n" });
    const migrated = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--kinds", "instructions", "--json"], { home });
    assert.equal(migrated.code, 0, migrated.stdout + migrated.stderr);
    const bytes = await readFile(path.join(home, ".codex/AGENTS.md"));
    assert.deepEqual(bytes.subarray(0, mine.length), mine);
    assert.match(bytes.toString("latin1"), /Use tabs\./);
    // What the code page cannot hold is refused, naming the file, and nothing is written.
    await writeTree(home, { ".claude/rules/dash.md": "---\npaths: lib/**\n---\nTabs \u2014 always.\n" });
    const refused = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--kinds", "instructions"], { home });
    assert.equal(refused.code, 1, refused.stdout + refused.stderr);
    assert.match(refused.stderr + refused.stdout, /AGENTS\.md: cannot edit it: it is stored in an ANSI code page, which cannot hold "\u2014"/);
    assert.deepEqual(await readFile(path.join(home, ".codex/AGENTS.md")), bytes);
  });
});

describe("a home path becomes what its reader expands on Windows", () => {
  test("PowerShell, cmd, Claude Code's JSON and prose each get their own form", async () => {
    const { out } = await distilled({
      ".claude/settings.json": JSON.stringify(
        { hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: `powershell -File "${USER}\\.claude\\hooks\\guard.ps1"` }] }] } },
        null,
        2,
      ),
      ".claude.json": JSON.stringify({ mcpServers: { files: { command: "npx", args: ["-y", "server-filesystem", `${USER}\\projects`] } } }),
      ".claude/CLAUDE.md": `My projects live in ${USER}\\projects.\n`,
      ".claude/skills/tools/SKILL.md": "---\nname: tools\ndescription: Tools\n---\nUse them.\n",
      ".claude/skills/tools/build.cmd": `@echo off\r\ncd /d "${USER}\\projects"\r\n`,
      ".claude/skills/tools/sync.ps1": `Set-Location "${USER}\\projects"\r\n`,
    });
    const read = (file: string) => readFile(path.join(out, file), "utf8");
    const settings = JSON.parse(await read(".claude/settings.json"));
    assert.equal(settings.hooks.PreToolUse[0].hooks[0].command, 'powershell -File "${USERPROFILE}\\.claude\\hooks\\guard.ps1"');
    assert.deepEqual(JSON.parse(await read(".claude.json")).mcpServers.files.args, ["-y", "server-filesystem", "${USERPROFILE}\\projects"]);
    assert.equal(await read(".claude/CLAUDE.md"), "My projects live in ~\\projects.\n");
    assert.equal(await read(".claude/skills/tools/build.cmd"), '@echo off\r\ncd /d "%USERPROFILE%\\projects"\r\n');
    assert.equal(await read(".claude/skills/tools/sync.ps1"), 'Set-Location "$env:USERPROFILE\\projects"\r\n');
    assert.match(await read("REDACTIONS.md"), /\| \.claude\/skills\/tools\/sync\.ps1 \| 1 \| home-path-user \| `\$env:USERPROFILE` \|/);
  });
});

describe("the home form follows the quotes around it and the key it is under", () => {
  const read = (out: string, file: string) => readFile(path.join(out, file), "utf8");
  const SKILL = { ".claude/skills/tools/SKILL.md": "---\nname: tools\ndescription: Tools\n---\nUse them.\n" };

  test("PowerShell: a single-quoted path becomes a double-quoted one; one that cannot keeps a placeholder to fill in", async () => {
    const { out } = await distilled({
      ...SKILL,
      ".claude/skills/tools/go.ps1": `Set-Location '${USER}\\projects'\r\nWrite-Host 'it''s in ${USER}\\notes'\r\nWrite-Host '${USER}\\x costs $5'\r\n`,
    });
    assert.equal(
      await read(out, ".claude/skills/tools/go.ps1"),
      `Set-Location "$env:USERPROFILE\\projects"\r\nWrite-Host "it's in $env:USERPROFILE\\notes"\r\nWrite-Host '<YOUR_HOME>\\x costs $5'\r\n`,
    );
    assert.match(
      await read(out, "REDACTIONS.md"),
      /## To fill in[\s\S]*- \.claude\/skills\/tools\/go\.ps1, line 3: nothing expands a variable inside these single quotes/,
    );
  });

  test("POSIX shell: single quotes are closed around the variable, double quotes take it, ~ only at a word's start", async () => {
    const { out } = await distilled({
      ...SKILL,
      ".claude/skills/tools/go.sh": `#!/bin/sh\ncat '/home/alice/a b'\ncd "/home/alice/src"\ncd /home/alice/src\nls --dir=/home/alice/x\ncp '${USER}\\x' .\n`,
    });
    assert.equal(
      await read(out, ".claude/skills/tools/go.sh"),
      `#!/bin/sh\ncat ''"\${HOME}"'/a b'\ncd "\${HOME}/src"\ncd ~/src\nls --dir=\${HOME}/x\ncp ''"\${USERPROFILE}"'\\x' .\n`,
    );
  });

  test("Claude Code settings: permission rules take ~/ with forward slashes, env a placeholder to fill in, commands their shell's form", async () => {
    const settings = {
      permissions: { allow: [`Read(${USER}\\notes\\**)`, "Edit(//Users/alice/notes/**)"], deny: [`Read(C:/Users/Jose Mueller/.ssh/**)`] },
      env: { NOTES_DIR: `${USER}\\notes` },
      statusLine: { type: "command", command: `powershell -File "${USER}\\.claude\\status.ps1"` },
      hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: `powershell -File '${USER}\\.claude\\hooks\\guard.ps1'` }] }] },
    };
    const { out } = await distilled({ ".claude/settings.json": JSON.stringify(settings, null, 2) });
    const written = JSON.parse(await read(out, ".claude/settings.json"));
    assert.deepEqual(written.permissions, { allow: ["Read(~/notes/**)", "Edit(~/notes/**)"], deny: ["Read(~/.ssh/**)"] });
    assert.deepEqual(written.env, { NOTES_DIR: "<YOUR_HOME>\\notes" });
    assert.equal(written.statusLine.command, 'powershell -File "${USERPROFILE}\\.claude\\status.ps1"');
    assert.equal(written.hooks.PreToolUse[0].hooks[0].command, `powershell -File ''"\${USERPROFILE}"'\\.claude\\hooks\\guard.ps1'`);
    const report = await read(out, "REDACTIONS.md");
    assert.match(report, /- \.claude\/settings\.json, line \d+: Claude Code sets `env` values as written/);
    assert.equal(report.match(/^- \.claude\/settings\.json/gm)?.length, 1, report);
  });

  test("Claude Code's MCP servers: a macOS or Linux home stays ~, the promised form (a Windows one is ${USERPROFILE}, which Claude Code expands)", async () => {
    const { out } = await distilled({
      ".claude.json": JSON.stringify({
        mcpServers: { files: { command: "npx", args: ["-y", "server-filesystem", "/Users/alice/projects"], env: { ROOT: "/home/alice/data" } } },
      }),
    });
    const server = JSON.parse(await read(out, ".claude.json")).mcpServers.files;
    assert.deepEqual(server.args, ["-y", "server-filesystem", "~/projects"]);
    assert.deepEqual(server.env, { ROOT: "~/data" });
  });

  test("Codex config: nothing expands a server's args, unless a shell reads them (cmd /c)", async () => {
    const config = [
      "[mcp_servers.files]",
      'command = "npx"',
      `args = ["-y", "server-filesystem", "${USER.replaceAll("\\", "\\\\")}\\\\projects"]`,
      "",
      "[mcp_servers.viacmd]",
      'command = "cmd"',
      `args = ["/c", "npx", "server", "${USER.replaceAll("\\", "\\\\")}\\\\data"]`,
      "",
    ].join("\n");
    const { out } = await distilled({ ".codex/config.toml": config }, "codex");
    const written = await read(out, ".codex/config.toml");
    assert.match(written, /args = \["-y", "server-filesystem", "<YOUR_HOME>\\\\projects"\]/);
    assert.match(written, /args = \["\/c", "npx", "server", "%USERPROFILE%\\\\data"\]/);
    assert.match(await read(out, "REDACTIONS.md"), /- \.codex\/config\.toml, line 3: Codex starts MCP servers and commands without a shell/);
  });
});

describe("UTF-16 decoded the same way everywhere", () => {
  test("decodeStored / encodeStored: UTF-8 with and without BOM, UTF-16 LE and BE, line endings kept", () => {
    for (const [bytes, text, encoding] of [
      [Buffer.from("a\r\nb"), "a\r\nb", "utf-8"],
      [Buffer.concat([BOM, Buffer.from("a\nb")]), "a\nb", "utf-8-bom"],
      [utf16("a\r\nb"), "a\r\nb", "utf-16le"],
      [Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from("a\nb", "utf16le").swap16()]), "a\nb", "utf-16be"],
    ] as const) {
      const decoded = decodeStored(new Uint8Array(bytes));
      assert.deepEqual(decoded, { text, encoding });
      assert.deepEqual(Buffer.from(encodeStored(text, encoding)), bytes);
    }
    assert.equal(decodeStored(new Uint8Array([0x61, 0x00, 0x62])), null, "a NUL byte outside UTF-16 is binary");
  });

  test("migrate writes an edited UTF-16 file back in UTF-16 with its BOM and line endings", async () => {
    const home = await tempDir("svc-utf16-");
    await writeTree(home, {
      ".svc/license": DEV_LICENSE,
      ".claude.json": JSON.stringify({ mcpServers: { fresh: { command: "uvx", args: ["fresh"] } } }),
      ".cursor/mcp.json": utf16('{\r\n  "mcpServers": {\r\n    "old": { "command": "npx", "args": ["old"] }\r\n  }\r\n}\r\n'),
    });
    const preview = await svc(["preview", "--from", "claude-code", "--to", "cursor", "--kinds", "mcp"], { home });
    assert.equal(preview.code, 0, preview.stderr);
    assert.match(preview.stdout, /update +~\/\.cursor\/mcp\.json/);
    const migrated = await svc(["migrate", "--from", "claude-code", "--to", "cursor", "--kinds", "mcp", "--json"], { home });
    assert.equal(migrated.code, 0, migrated.stderr);
    const bytes = await readFile(path.join(home, ".cursor/mcp.json"));
    assert.deepEqual([...bytes.subarray(0, 2)], [0xff, 0xfe]);
    const text = bytes.subarray(2).toString("utf16le");
    assert.match(text, /"old": \{ "command": "npx", "args": \["old"\] \}/);
    assert.match(text, /"fresh"/);
    assert.ok(!/[^\r]\n/.test(text), "CRLF kept");
  });
});
