// Shared config files are edited in place: only the migrated entries change; comments, key
// order, unknown keys and formatting of everything else stay byte for byte.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { applyPatch, diffLines } from "diff";
import { rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { fileDiff } from "../../src/harness/plan/plan.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import type { Tree } from "../support/tree.ts";
import { makeWorld } from "../support/world.ts";

async function migrate(from: ToolId, to: ToolId, home: Tree, policy: "merge" | "overwrite" = "merge") {
  const world = await makeWorld({ home });
  const where = { home: world.home, env: {} };
  const plan = await planMigration({ from, to: [to], scope: "global", policy, ...where });
  await applyPlan(plan, { policy, svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(), roots: rootsOf(where) });
  return world;
}

/**
 * The change from `before` to `after` only adds lines, except that a line may gain a trailing
 * comma (a new JSON entry after it). Returns the added lines.
 */
function onlyAdditions(before: string, after: string): string[] {
  const added: string[] = [];
  const removed: string[] = [];
  for (const part of diffLines(before, after)) {
    const lines = part.value.replace(/\n$/, "").split("\n");
    if (part.added) added.push(...lines);
    if (part.removed) removed.push(...lines);
  }
  for (const line of removed) {
    const index = added.indexOf(`${line},`);
    assert.notEqual(index, -1, `line changed or removed: ${JSON.stringify(line)}\n--- before\n${before}\n--- after\n${after}`);
    added.splice(index, 1);
  }
  return added;
}

describe("in-place edits of shared config files", () => {
  test("~/.claude.json: account state, other keys and formatting untouched", async () => {
    const original = [
      "{",
      '  "numStartups": 42,',
      '  "oauthAccount": {',
      '    "emailAddress": "me@example.com",',
      '    "organizationUuid": "0f0e"',
      "  },",
      '  "mcpServers": {',
      '    "existing": {',
      '      "command": "keep-me"',
      "    }",
      "  },",
      '  "projects": {',
      '    "/work/x": { "allowedTools": [], "mcpServers": {} }',
      "  },",
      '  "tipsHistory": { "a": 1 }',
      "}",
      "",
    ].join("\n");
    const world = await migrate("cursor", "claude-code", {
      ".claude.json": original,
      ".cursor/mcp.json": JSON.stringify({ mcpServers: { web: { url: "https://w.test/mcp" } } }),
    });
    const after = await readFile(path.join(world.home, ".claude.json"), "utf8");
    const added = onlyAdditions(original, after).join("\n");
    assert.match(added, /"web"/);
    assert.match(added, /https:\/\/w\.test\/mcp/);
    assert.deepEqual(JSON.parse(after).mcpServers.existing, { command: "keep-me" });
  });

  test(".cursor/mcp.json with comments and trailing commas keeps them", async () => {
    const original = [
      "{",
      "  // servers I use every day",
      '  "mcpServers": {',
      '    /* the browser one */ "browser": { "command": "npx", "args": ["-y", "browser-mcp"] },',
      "  },",
      '  "someFutureKey": true, // unknown to svc',
      "}",
      "",
    ].join("\n");
    const world = await migrate("claude-code", "cursor", {
      ".cursor/mcp.json": original,
      ".claude.json": JSON.stringify({ mcpServers: { db: { command: "db-mcp", env: { DSN: "${DSN}" } } } }),
    });
    const after = await readFile(path.join(world.home, ".cursor/mcp.json"), "utf8");
    const added = onlyAdditions(original, after).join("\n");
    assert.match(added, /"db"/);
    assert.match(added, /\$\{env:DSN\}/);
    for (const kept of ["// servers I use every day", "/* the browser one */", "// unknown to svc"]) assert.ok(after.includes(kept), kept);
  });

  test("config.toml with comments and unknown tables: only the new tables appended", async () => {
    const original = [
      "# Codex settings",
      'model = "gpt-5" # my favourite',
      'approval_policy = "on-request"',
      "",
      "[mcp_servers.keep]",
      'command = "keep" # do not touch',
      "",
      "[profiles.deep]",
      'model_reasoning_effort = "high"',
      "",
      "[some_future_table]",
      "flag = true",
      "",
    ].join("\n");
    const world = await migrate("claude-code", "codex", {
      ".codex/config.toml": original,
      ".claude.json": JSON.stringify({ mcpServers: { new_one: { command: "fresh", args: ["a"] } } }),
    });
    const after = await readFile(path.join(world.home, ".codex/config.toml"), "utf8");
    assert.ok(after.startsWith(original), after);
    assert.equal(after.slice(original.length), '\n[mcp_servers.new_one]\ncommand = "fresh"\nargs = [ "a" ]\n');
  });

  test("overwrite replaces only the conflicting table, in place, with comments around it kept", async () => {
    const original = [
      'model = "o3"',
      "",
      "# the server below",
      "[mcp_servers.x]",
      'command = "old"',
      "",
      "[mcp_servers.x.env]",
      'A = "1"',
      "",
      "# tail comment",
      "[other]",
      "k = 1",
      "",
    ].join("\n");
    const home = { ".codex/config.toml": original, ".claude.json": JSON.stringify({ mcpServers: { x: { command: "new" } } }) };
    const refused = await makeWorld({ home });
    const plan = await planMigration({ from: "claude-code", to: ["codex"], scope: "global", policy: "merge", home: refused.home, env: {} });
    assert.equal(plan.files.find((file) => file.path.endsWith("config.toml"))?.action, "conflict");
    const world = await migrate("claude-code", "codex", home, "overwrite");
    const after = await readFile(path.join(world.home, ".codex/config.toml"), "utf8");
    assert.equal(
      after,
      ['model = "o3"', "", "# the server below", "[mcp_servers.x]", 'command = "new"', "", "# tail comment", "[other]", "k = 1", ""].join("\n"),
    );
  });

  test("settings.json: hooks and permissions merged into existing lists; other settings kept", async () => {
    const original = `{\n\t"model": "opus",\n\t"permissions": {\n\t\t"allow": ["Bash(ls:*)"]\n\t},\n\t"statusLine": { "type": "command", "command": "x" }\n}\n`;
    const world = await migrate("cursor", "claude-code", {
      ".claude/settings.json": original,
      ".cursor/cli-config.json": JSON.stringify({ permissions: { allow: ["Shell(git)"], deny: ["Shell(rm)"] } }),
      ".cursor/hooks.json": JSON.stringify({ version: 1, hooks: { stop: [{ command: "done.sh" }] } }),
    });
    const after = await readFile(path.join(world.home, ".claude/settings.json"), "utf8");
    const parsed = JSON.parse(after);
    assert.deepEqual(parsed.permissions, { allow: ["Bash(ls:*)", "Bash(git:*)"], deny: ["Bash(rm:*)"] });
    assert.deepEqual(parsed.hooks, { Stop: [{ hooks: [{ type: "command", command: "done.sh" }] }] });
    assert.equal(parsed.model, "opus");
    assert.ok(after.includes('\t"statusLine": { "type": "command", "command": "x" }'), "tab-indented unknown key kept as written");
  });

  test("CRLF files stay CRLF; a BOM stays", async () => {
    const original = '\uFEFF{\r\n  "mcpServers": {\r\n    "a": { "command": "a" }\r\n  }\r\n}\r\n';
    const world = await migrate("codex", "cursor", {
      ".cursor/mcp.json": original,
      ".codex/config.toml": '[mcp_servers.b]\ncommand = "b"\n',
    });
    const after = await readFile(path.join(world.home, ".cursor/mcp.json"), "utf8");
    assert.ok(after.startsWith("\uFEFF{\r\n"));
    assert.doesNotMatch(after.replace(/\r\n/g, ""), /\n/);
    assert.deepEqual(Object.keys(JSON.parse(after.slice(1)).mcpServers), ["a", "b"]);
  });
});

describe("a file's final newline", () => {
  // Claude Code writes ~/.claude.json without one, as many editors and tools write JSON: an edit
  // keeps the file that way (the byte-for-byte promise), and the diff shows exactly what is written.
  const cases: { name: string; from: ToolId; to: ToolId; file: string; original: string; source: Tree }[] = [
    {
      name: "~/.claude.json",
      from: "cursor",
      to: "claude-code",
      file: ".claude.json",
      original: '{\n  "numStartups": 3,\n  "mcpServers": {\n    "a": {\n      "command": "a"\n    }\n  }\n}',
      source: { ".cursor/mcp.json": JSON.stringify({ mcpServers: { web: { url: "https://w.test/mcp" } } }) },
    },
    {
      name: "settings.json",
      from: "cursor",
      to: "claude-code",
      file: ".claude/settings.json",
      original: '{\n  "permissions": {\n    "allow": ["Bash(ls:*)"]\n  }\n}',
      source: { ".cursor/cli-config.json": JSON.stringify({ permissions: { allow: ["Shell(git)"] } }) },
    },
    {
      name: ".cursor/mcp.json (CRLF)",
      from: "codex",
      to: "cursor",
      file: ".cursor/mcp.json",
      original: '{\r\n  "mcpServers": {\r\n    "a": { "command": "a" }\r\n  }\r\n}',
      source: { ".codex/config.toml": '[mcp_servers.b]\ncommand = "b"\n' },
    },
  ];
  for (const { name, from, to, file, original, source } of cases) {
    test(`${name} without one keeps having none, and the diff shows exactly what is written`, async () => {
      const home = { [file]: original, ...source };
      const previewed = await makeWorld({ home });
      const plan = await planMigration({ from, to: [to], scope: "global", policy: "merge", home: previewed.home, env: {} });
      const planned = plan.files.find((one) => one.path.endsWith(file));
      assert.ok(planned && planned.action === "update", JSON.stringify(plan.files.map((one) => [one.path, one.action])));
      const patch = fileDiff(planned, file, []);
      const world = await migrate(from, to, home);
      const after = await readFile(path.join(world.home, file), "utf8");
      assert.ok(!after.endsWith("\n"), `a final newline was added:\n${after}`);
      // The diff, applied to the file as it was (line endings folded, as the diff shows them), gives what was written.
      assert.equal(applyPatch(original.replace(/\r\n/g, "\n"), patch), after.replace(/\r\n/g, "\n"), patch);
    });
  }
});

describe("a file its tool reads as strict JSON, holding comments or trailing commas", () => {
  const settings = '{\n  "model": "opus", // my favourite\n  "permissions": {\n    "allow": ["Bash(ls:*)",],\n  },\n}\n';
  const home = { ".claude/settings.json": settings, ".cursor/cli-config.json": JSON.stringify({ permissions: { allow: ["Shell(git)"] } }) };

  test("read as a source: its items are read, and the plan says Claude Code ignores the whole file", async () => {
    const world = await makeWorld({ home });
    const plan = await planMigration({ from: "claude-code", to: ["codex"], scope: "global", policy: "merge", home: world.home, env: {} });
    const problem = plan.problems.find((one) => one.path.endsWith(".claude/settings.json"));
    assert.ok(problem, JSON.stringify(plan.problems));
    assert.equal(problem.line, 2);
    assert.match(problem.message, /comment.*Claude Code.*ignores/);
    assert.ok(
      plan.items.some((item) => item.kind === "permissions"),
      "its rules are still read",
    );
  });

  test("written into: a conflict saying why; --policy overwrite leaves strict JSON that keeps everything else", async () => {
    const world = await makeWorld({ home });
    const plan = await planMigration({ from: "cursor", to: ["claude-code"], scope: "global", policy: "merge", home: world.home, env: {} });
    const file = plan.files.find((one) => one.path.endsWith(".claude/settings.json"));
    assert.equal(file?.action, "conflict");
    assert.match(file?.conflicts.join("\n") ?? "", /comment on line 2.*Claude Code/);
    const overwritten = await migrate("cursor", "claude-code", home, "overwrite");
    const after = await readFile(path.join(overwritten.home, ".claude/settings.json"), "utf8");
    assert.deepEqual(JSON.parse(after), { model: "opus", permissions: { allow: ["Bash(ls:*)", "Bash(git:*)"] } });
  });
});

describe("Claude Desktop's config, which it reads with JSON.parse", () => {
  const CONFIG = ".config/Claude/claude_desktop_config.json";
  const CODEX = '[mcp_servers.alpha]\ncommand = "npx"\nargs = ["-y", "alpha-mcp"]\n';
  // Windows PowerShell 5.1's Set-Content -Encoding UTF8 writes a byte order mark, which JSON.parse refuses.
  const withBom = `\uFEFF${JSON.stringify({ mcpServers: { mine: { command: "mine-mcp" } } }, null, 2)}\n`;

  test("a byte order mark: a problem when read, a conflict when written into, gone after --policy overwrite", async () => {
    const world = await makeWorld({ home: { [CONFIG]: withBom, ".codex/config.toml": CODEX } });
    const read = await planMigration({ from: "claude-desktop", to: ["codex"], scope: "global", policy: "merge", home: world.home, env: {} });
    const problem = read.problems.find((one) => one.path.endsWith("claude_desktop_config.json"));
    assert.ok(problem, JSON.stringify(read.problems));
    assert.equal(problem.line, 1);
    assert.match(problem.message, /byte order mark.*Claude Desktop/);
    const into = await planMigration({ from: "codex", to: ["claude-desktop"], scope: "global", policy: "merge", home: world.home, env: {} });
    const file = into.files.find((one) => one.path.endsWith("claude_desktop_config.json"));
    assert.equal(file?.action, "conflict");
    assert.match(file?.conflicts.join("\n") ?? "", /byte order mark on line 1/);
    const overwritten = await migrate("codex", "claude-desktop", { [CONFIG]: withBom, ".codex/config.toml": CODEX }, "overwrite");
    const bytes = await readFile(path.join(overwritten.home, CONFIG));
    assert.notDeepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], "the byte order mark is still there");
    assert.deepEqual(Object.keys(JSON.parse(bytes.toString("utf8")).mcpServers), ["mine", "alpha"]);
  });

  test("a comment is refused there too; a file without either is edited as it is", async () => {
    const world = await makeWorld({ home: { [CONFIG]: '{\n  // mine\n  "mcpServers": {}\n}\n', ".codex/config.toml": CODEX } });
    const into = await planMigration({ from: "codex", to: ["claude-desktop"], scope: "global", policy: "merge", home: world.home, env: {} });
    assert.match(into.files.find((one) => one.path.endsWith("claude_desktop_config.json"))?.conflicts.join("\n") ?? "", /comment on line 2.*Claude Desktop/);
    const plain = await makeWorld({ home: { [CONFIG]: '{\n  "mcpServers": {}\n}\n', ".codex/config.toml": CODEX } });
    const clean = await planMigration({ from: "codex", to: ["claude-desktop"], scope: "global", policy: "merge", home: plain.home, env: {} });
    assert.equal(clean.files.find((one) => one.path.endsWith("claude_desktop_config.json"))?.action, "update");
  });
});
