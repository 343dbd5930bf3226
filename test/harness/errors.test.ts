// Bad input never stops the batch: each unreadable file is reported with its path and line, its
// neighbours are still migrated, nothing is written from a half-read item; encodings and odd
// file names are read correctly; decoy folders are never read.
import assert from "node:assert/strict";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { makeWorld } from "../support/world.ts";

describe("malformed sources", () => {
  test("each broken file is an error with path and line; the rest is still planned", async () => {
    const world = await makeWorld({
      home: {
        ".claude/settings.json": '{\n  "permissions": {\n    "allow": ["Bash(ls:*)",,]\n  }\n}\n',
        ".claude.json": '{ "mcpServers": { "ok": { "command": "ok-mcp" } } }\n',
        ".claude/commands/good.md": "---\ndescription: Good\n---\nFine.\n",
        ".claude/commands/bad.md": "---\ndescription: Bad\nthis line is not a field\n---\nBody\n",
        ".claude/commands/unclosed.md": "---\ndescription: never closed\nBody\n",
        ".claude/agents/binary.md": new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01, 0x02]),
        ".claude/agents/latin1.md": new Uint8Array([...Buffer.from("---\nname: latin1\n---\nCaf"), 0xe9, 0x0a]),
        ".claude/agents/fine.md": "---\nname: fine\ndescription: Fine agent\n---\nHello.\n",
        ".claude/skills/ok/SKILL.md": "---\nname: ok\ndescription: ok\n---\nok\n",
        ".claude/skills/broken/SKILL.md": "---\nname: broken\n  description: bad indent\n---\n",
        ".claude/CLAUDE.md": "Main text.\n@a.md\n",
        ".claude/a.md": "A imports B\n@b.md\n",
        ".claude/b.md": "B imports A\n@a.md\n",
      },
    });
    const plan = await planMigration({ from: "claude-code", to: ["codex"], scope: "global", policy: "merge", home: world.home, env: {} });
    const byFile = new Map(plan.problems.map((problem) => [path.relative(world.home, problem.path), problem]));
    assert.equal(byFile.get(".claude/settings.json")?.line, 3);
    assert.match(byFile.get(".claude/settings.json")?.message ?? "", /invalid JSON: value expected/);
    // hooks and permissions both live in settings.json: one file, one error
    assert.equal(plan.problems.filter((problem) => problem.path.endsWith("settings.json")).length, 1);
    assert.equal(byFile.get(".claude/commands/bad.md")?.line, 3);
    assert.match(byFile.get(".claude/commands/unclosed.md")?.message ?? "", /never closed/);
    assert.match(byFile.get(".claude/agents/binary.md")?.message ?? "", /binary/);
    assert.equal(byFile.get(".claude/agents/binary.md")?.line, 2);
    assert.match(byFile.get(".claude/agents/latin1.md")?.message ?? "", /not valid UTF-8/);
    assert.equal(byFile.get(".claude/agents/latin1.md")?.line, 4);
    assert.equal(byFile.get(".claude/skills/broken/SKILL.md")?.line, 2); // where YAML finds the nested mapping
    const cycle = plan.problems.find((problem) => /import cycle/.test(problem.message));
    assert.ok(cycle, JSON.stringify(plan.problems));
    assert.match(cycle.message, /a\.md → b\.md → a\.md/);
    // The neighbours are all there.
    const names = plan.items.map((item) => `${item.kind}/${item.name}`);
    for (const expected of ["mcp/ok", "commands/good", "agents/fine", "skills/ok", "instructions/main"])
      assert.ok(names.includes(expected), `${expected} missing: ${names.join(", ")}`);
    // Front matter never closed is read as the tools read it (all text); front matter YAML refuses is
    // unreadable, and the item is not carried half-read.
    assert.ok(names.includes("commands/unclosed"), `commands/unclosed was dropped: ${names.join(", ")}`);
    for (const absent of ["agents/binary", "agents/latin1", "commands/bad", "skills/broken"])
      assert.ok(!names.includes(absent), `${absent} was carried half-read`);
    assert.ok(!plan.files.some((file) => file.path.includes("permissions")));
  });

  test("bad TOML in a Codex config is reported with its line, and its agents are still read", async () => {
    const world = await makeWorld({
      home: {
        ".codex/config.toml": 'model = "o3"\n[mcp_servers.x]\ncommand = "unterminated\n',
        ".codex/agents/a.toml": 'name = "a"\ndescription = "A"\ndeveloper_instructions = "hi"\n',
        ".codex/agents/b.toml": 'name = "b"\ndescription = = "bad"\n',
      },
    });
    const harness = await readHarness("codex", "global", { home: world.home, env: {} });
    const problems = harness.problems.map((problem) => [path.relative(world.home, problem.path), problem.line]);
    assert.deepEqual(problems.sort(), [
      [".codex/agents/b.toml", 2],
      [".codex/config.toml", 3],
    ]);
    assert.deepEqual(
      harness.items.map((item) => item.name),
      ["a"],
    );
  });

  test("a target config that cannot be parsed is never overwritten: the plan marks it as an error", async () => {
    const world = await makeWorld({
      home: {
        ".claude.json": '{ "mcpServers": { "s": { "command": "s" } } }\n',
        ".cursor/mcp.json": '{ "mcpServers": { oops } }\n',
      },
    });
    const plan = await planMigration({ from: "claude-code", to: ["cursor"], scope: "global", policy: "overwrite", home: world.home, env: {} });
    const target = plan.files.find((file) => file.path.endsWith(".cursor/mcp.json"));
    assert.equal(target?.action, "error");
    assert.match(target?.error ?? "", /line 1/);
    const { filesToWrite } = await import("../../src/harness/plan/apply.ts");
    assert.throws(() => filesToWrite(plan, "overwrite"), /cannot edit 1 target file/);
  });
});

describe("encodings and names", () => {
  test("BOM, CRLF, UTF-16 and non-ASCII names are read, and written back as UTF-8 with LF", async () => {
    const world = await makeWorld({
      home: {
        ".claude/commands/crlf.md": "---\r\ndescription: CRLF\r\n---\r\nLine one\r\nLine two\r\n",
        ".claude/commands/bom.md": "\uFEFF---\ndescription: BOM\n---\nHas a BOM\n",
        ".claude/commands/café-résumé.md": "---\ndescription: Ünïcödé\n---\nZürich 東京\n",
      },
    });
    await writeFile(
      path.join(world.home, ".claude/commands/utf16.md"),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("---\ndescription: UTF16\n---\nWide\n", "utf16le")]),
    );
    const plan = await planMigration({ from: "claude-code", to: ["cursor"], scope: "global", policy: "merge", home: world.home, env: {} });
    assert.deepEqual(plan.problems, []);
    const content = (name: string) => plan.files.find((file) => file.path.endsWith(`/.cursor/commands/${name}.md`))?.after;
    assert.equal(content("crlf"), "---\ndescription: CRLF\n---\nLine one\nLine two\n");
    assert.equal(content("bom"), "---\ndescription: BOM\n---\nHas a BOM\n");
    assert.equal(content("utf16"), "---\ndescription: UTF16\n---\nWide\n");
    assert.equal(content("café-résumé"), "---\ndescription: Ünïcödé\n---\nZürich 東京\n");
  });
});

describe("decoys", () => {
  test("node_modules, .venv, dist and .git are never read", async () => {
    const world = await makeWorld({
      repo: {
        "AGENTS.md": "Real.\n",
        "node_modules/pkg/AGENTS.md": "DECOY\n",
        ".venv/lib/AGENTS.md": "DECOY\n",
        "dist/AGENTS.md": "DECOY\n",
        ".git/AGENTS.md": "DECOY\n",
        "node_modules/pkg/.cursor/rules/x.mdc": "DECOY\n",
        "apps/web/AGENTS.md": "Nested, real.\n",
        "apps/web/node_modules/AGENTS.md": "DECOY\n",
      },
    });
    for (const tool of ["codex", "cursor"] as const) {
      const harness = await readHarness(tool, "project", { home: world.home, repo: world.repo, env: {} });
      const sources = harness.items.map((item) => path.relative(world.repo, item.origin.path)).sort();
      assert.deepEqual(sources, ["AGENTS.md", "apps/web/AGENTS.md"], tool);
    }
  });
});

describe("front matter YAML refuses", () => {
  test("is unreadable, named with its file and line, and the item is not carried half-read", async () => {
    const world = await makeWorld({
      home: {
        ".claude/agents/flow.md": "---\nname: flow\ndescription: [unclosed\nmodel: sonnet\n---\nBody.\n",
        ".claude/commands/colons.md": "---\ndescription: Fine\nfoo: : bar\n---\nBody.\n",
        ".claude/skills/flow/SKILL.md": "---\nname: flow\ndescription: {unclosed\n---\nBody.\n",
        ".claude/rules/flow.md": "---\npaths: [src/**\n---\nRule.\n",
        // What the tools accept: an unquoted ': ' inside a one-line value.
        ".claude/agents/colon.md": "---\nname: colon\ndescription: Use this agent when: the build breaks\n---\nBody.\n",
        ".claude/commands/fine.md": "---\ndescription: Fine\n---\nBody.\n",
      },
    });
    const plan = await planMigration({ from: "claude-code", to: ["cursor"], scope: "global", policy: "merge", home: world.home, env: {} });
    const problems = plan.problems.map((problem) => [path.relative(world.home, problem.path), problem.line]).sort();
    assert.deepEqual(problems, [
      [".claude/agents/flow.md", 3],
      [".claude/commands/colons.md", 3],
      [".claude/rules/flow.md", 2],
      [".claude/skills/flow/SKILL.md", 3],
    ]);
    for (const problem of plan.problems) assert.match(problem.message, /front matter/);
    const names = plan.items.map((item) => `${item.kind}/${item.name}`).sort();
    assert.deepEqual(names, ["agents/colon", "commands/fine"]);
    const colon = plan.files.find((file) => file.path.endsWith("/colon.md"));
    assert.match(String(colon?.after), /Use this agent when: the build breaks/);
    assert.ok(
      plan.items.every((item) => item.fidelity !== "lossy"),
      JSON.stringify(plan.items),
    );
  });

  test("Cursor's .mdc front matter is no YAML: a value is read as written", async () => {
    const world = await makeWorld({
      repo: { ".cursor/rules/ts.mdc": "---\ndescription: [draft] TypeScript rules\nglobs: *.ts,src/**/*.tsx\nalwaysApply: false\n---\nUse strict mode.\n" },
    });
    const harness = await readHarness("cursor", "project", { home: world.home, repo: world.repo, env: {} });
    assert.deepEqual(harness.problems, []);
    const rule = harness.items.find((item) => item.name === "ts");
    assert.ok(rule && rule.kind === "instructions");
    assert.equal(rule.description, "[draft] TypeScript rules");
    assert.deepEqual(rule.globs, ["*.ts", "src/**/*.tsx"]);
  });
});
