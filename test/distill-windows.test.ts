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
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { DEV_SIGNING_KEY, svc, tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";

const LICENSE = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
const USER = "C:\\Users\\Jose Mueller";

async function distilled(tree: Record<string, string | Uint8Array>) {
  const home = await tempDir("svc-distill-win-");
  await writeTree(home, { ".svc/license": LICENSE, ...tree });
  const out = path.join(await tempDir(), "snapshot");
  const applied = await svc(["distill", "apply", "--source", "claude-code", "--out", out, "--org", "acme", "--json"], { home, env: { USERPROFILE: USER } });
  assert.equal(applied.code, 0, applied.stderr);
  const verified = await svc(["distill", "verify", "--bundle", out], { home });
  assert.equal(verified.code, 0, verified.stdout + verified.stderr);
  return { out, result: JSON.parse(applied.stdout) as { left_out: { path: string; reason: string }[] } };
}

describe("distill keeps a Windows script intact", () => {
  test("a UTF-8 BOM is kept, byte for byte", async () => {
    const script = Buffer.concat([BOM, Buffer.from("Write-Host 'Deploy — done'\r\n")]);
    const { out } = await distilled({ ".claude/skills/deploy/SKILL.md": "---\nname: deploy\ndescription: Deploys\n---\nRun deploy.ps1.\n", ".claude/skills/deploy/deploy.ps1": script });
    assert.deepEqual(await readFile(path.join(out, ".claude/skills/deploy/deploy.ps1")), script);
  });

  test("a UTF-16 file is text: read, redacted, written back in UTF-16 with its BOM", async () => {
    const source = `$notes = "${USER}\\notes"\r\nWrite-Host 'written by PowerShell 5.1'\r\n`;
    const { out, result } = await distilled({
      ".claude/skills/legacy/SKILL.md": "---\nname: legacy\ndescription: Old\n---\nRun legacy.ps1.\n",
      ".claude/skills/legacy/legacy.ps1": utf16(source),
    });
    assert.deepEqual(result.left_out.filter((entry) => /legacy/.test(entry.path)), []);
    const bytes = await readFile(path.join(out, ".claude/skills/legacy/legacy.ps1"));
    assert.deepEqual([...bytes.subarray(0, 2)], [0xff, 0xfe]);
    assert.equal(bytes.subarray(2).toString("utf16le"), `$notes = "$env:USERPROFILE\\notes"\r\nWrite-Host 'written by PowerShell 5.1'\r\n`);
  });
});

describe("a home path becomes what its reader expands on Windows", () => {
  test("PowerShell, cmd, Claude Code's JSON and prose each get their own form", async () => {
    const { out } = await distilled({
      ".claude/settings.json": JSON.stringify({ hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: `powershell -File "${USER}\\.claude\\hooks\\guard.ps1"` }] }] } }, null, 2),
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
      ".svc/license": LICENSE,
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
