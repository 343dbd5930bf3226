// Where a tool loads what svc wrote differently from what the plan says (issue 28): each case is a
// file the real tool rejects, ignores or reads otherwise, checked against the tool's own rules
// (`claude doctor`, Codex's AGENTS.md discovery, Cursor's rule front matter…).
import assert from "node:assert/strict";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { item, plan, written } from "../support/plans.ts";
import { makeWorld } from "../support/world.ts";

describe("what the tools load", () => {
  test("Claude Code: a file rule with a path is an Edit(path) rule, the only kind its file checks match", async () => {
    const cli = { permissions: { allow: ["Write(src/**)", "Read(docs/**)", "Write"], deny: ["Write(**/*.key)"] } };
    const { world, plan: result } = await plan("cursor", "claude-code", {}, { ".cursor/cli.json": JSON.stringify(cli) }, "project");
    const settings = JSON.parse(written(result, path.join(world.repo, ".claude/settings.json"))) as { permissions: Record<string, string[]> };
    assert.deepEqual(settings.permissions, { allow: ["Edit(src/**)", "Read(docs/**)", "Write"], deny: ["Edit(**/*.key)"] });
    const allow = item(result.items, "permissions", "allow Write(src/**)");
    assert.equal(allow.fidelity, "converted");
    assert.match(allow.note, /checks file paths only against Edit rules/);
    // A whole-tool rule (no path) is matched as Write.
    assert.equal(item(result.items, "permissions", "allow Write").note, "");
  });
});

describe("Cursor's rule front matter, read as Cursor reads it", () => {
  test('alwaysApply: "true" (quoted) or True is an always-on rule, not a manual one', async () => {
    const rules = {
      ".cursor/rules/quoted.mdc": '---\nalwaysApply: "true"\n---\nQuoted.\n',
      ".cursor/rules/single.mdc": "---\nalwaysApply: 'true'\n---\nSingle quotes.\n",
      ".cursor/rules/capital.mdc": "---\nalwaysApply: True\n---\nCapital.\n",
      ".cursor/rules/off.mdc": '---\nalwaysApply: "false"\n---\nOff.\n',
    };
    const { world, plan: result } = await plan("cursor", "claude-code", {}, rules, "project");
    for (const name of ["quoted", "single", "capital"]) {
      const rule = item(result.items, "instructions", name);
      assert.equal(rule.target, path.join(world.repo, ".claude/rules", `${name}.md`), `${name}: ${rule.note}`);
      assert.doesNotMatch(written(result, rule.target ?? ""), /^paths:/m);
    }
    // Not always on, no description, no globs: a manual rule, a skill Claude loads when asked.
    assert.match(item(result.items, "instructions", "off").target ?? "", /skills\/off\/SKILL\.md$/);
  });
});

describe("empty instruction files", () => {
  test("a 0-byte memory file has nothing to carry: no empty CLAUDE.md, GEMINI.md or AGENTS.md is written, and none is called converted", async () => {
    for (const [from, file, to] of [
      ["codex", "AGENTS.md", "claude-code"],
      ["codex", "AGENTS.md", "gemini-cli"],
      ["claude-code", "CLAUDE.md", "codex"],
      ["claude-code", "CLAUDE.md", "cursor"],
    ] as const) {
      const { plan: result } = await plan(from, to, {}, { [file]: "", "sub/x.txt": "x\n" }, "project");
      const main = result.items.find((entry) => entry.kind === "instructions" && path.basename(entry.source) === file);
      assert.ok(main, `${from} → ${to}: no item for ${file}`);
      assert.equal(main.fidelity, "unsupported", `${from} → ${to}: ${main.fidelity} ${main.note}`);
      assert.match(main.note, /empty/);
      assert.deepEqual(
        result.files.filter((planned) => planned.action !== "unchanged"),
        [],
        `${from} → ${to} writes nothing`,
      );
    }
  });

  test("Codex uses the first non-empty file of a folder: an empty AGENTS.override.md neither hides AGENTS.md nor takes svc's text", async () => {
    const { plan: read } = await plan("codex", "claude-code", {}, { "AGENTS.override.md": "\n", "AGENTS.md": "# Project\n\nRun make test.\n" }, "project");
    assert.equal(item(read.items, "instructions", "main").source.endsWith(`${path.sep}AGENTS.md`), true);
    assert.equal(item(read.items, "instructions", "main").fidelity, "exact");
    const { world, plan: wrote } = await plan(
      "claude-code",
      "codex",
      {},
      { "CLAUDE.md": "# Project\n\nRun make test.\n", "AGENTS.override.md": "" },
      "project",
    );
    assert.equal(item(wrote.items, "instructions", "main").target, path.join(world.repo, "AGENTS.md"));
  });
});

describe("Codex's 32 KiB of AGENTS.md", () => {
  test("a CLAUDE.md that imports a large AGENTS.md: the second run writes nothing (no skills for rules already in AGENTS.md)", async () => {
    const agents = `# Project\n\n${Array.from({ length: 425 }, (_, index) => `Line ${index}: guidance about the code base, long enough to fill the file.\n`).join("")}`;
    assert.ok(agents.length > 28_000 && agents.length < 32 * 1024);
    const rules = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [`.claude/rules/r${index}.md`, `# Rule ${index}\n\n${"Do the thing properly.\n".repeat(10)}`]),
    );
    const world = await makeWorld({ repo: { "AGENTS.md": agents, "CLAUDE.md": "@AGENTS.md\n", ...rules } });
    const request = {
      from: "claude-code" as const,
      to: ["codex"] as const,
      scope: "project" as const,
      policy: "merge" as const,
      home: world.home,
      repo: world.repo,
      env: {},
    };
    const first = await planMigration(request);
    assert.deepEqual(
      first.items.filter((entry) => entry.target?.endsWith("SKILL.md")).map((entry) => entry.name),
      [],
      "all eight fit in AGENTS.md",
    );
    await applyPlan(first, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "migrate", now: new Date(), roots: rootsOf(request) });
    assert.ok(statSync(path.join(world.repo, "AGENTS.md")).size <= 32 * 1024);
    const second = await planMigration(request);
    assert.deepEqual(
      second.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
      [],
      "the second run writes nothing",
    );
    assert.deepEqual(
      second.items.map((entry) => entry.fidelity),
      first.items.map((entry) => entry.fidelity),
    );
    // The memory file is nothing but the import of the file it would go into: there already.
    const main = item(second.items, "instructions", "main");
    assert.equal(main.action, "unchanged");
    assert.match(main.note, /AGENTS\.md is imported by it and already there/);
  });
});

describe("a file the source and the target share", () => {
  test("Codex → OpenCode or Copilot: a folder's AGENTS.md that AGENTS.override.md hides is the source's own file, never written over", async () => {
    const repo = {
      "AGENTS.md": "# Project\n\nRun make test.\n",
      "services/billing/AGENTS.md": "# Billing\n\nOld billing notes.\n",
      "services/billing/AGENTS.override.md": "# Billing override\n\nUse the new ledger.\n",
    };
    for (const to of ["opencode", "copilot"] as const) {
      for (const policy of ["merge", "overwrite"] as const) {
        const world = await makeWorld({ repo });
        const request = { from: "codex" as const, to: [to] as const, scope: "project" as const, policy, home: world.home, repo: world.repo, env: {} };
        const planned = await planMigration(request);
        assert.deepEqual(
          planned.files.filter((file) => file.action === "conflict").map((file) => file.path),
          [],
          `${to} ${policy}: no conflict with the source's own file`,
        );
        await applyPlan(planned, { policy, svcHome: path.join(world.home, ".svc"), command: "migrate", now: new Date(), roots: rootsOf(request) });
        const billing = readFileSync(path.join(world.repo, "services/billing/AGENTS.md"), "utf8");
        assert.ok(billing.startsWith("# Billing\n\nOld billing notes.\n"), `${to} ${policy}: the source's own text is kept:\n${billing}`);
        // The override's text is carried where the target reads it for that folder.
        const override = item(planned.items, "instructions", "services/billing/main");
        assert.notEqual(override.fidelity, "unsupported", override.note);
        assert.match(readFileSync(override.target ?? "", "utf8"), /Use the new ledger\./);
        // The hidden file is said to be read by the target, which Codex does not.
        assert.match(item(planned.items, "instructions", "services/billing/AGENTS").note, /takes precedence; .* reads it itself/);
        // Idempotent: a second run writes nothing.
        const again = await planMigration(request);
        assert.deepEqual(
          again.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
          [],
          `${to} ${policy}: second run`,
        );
      }
    }
  });
});

describe("what claude doctor flags in a server svc wrote", () => {
  test("an argument with surrounding white space (a TOML multi-line string) is trimmed and said, never an exact copy", async () => {
    const config = '[mcp_servers.multi]\ncommand = "node-mcp"\nargs = ["""\n--root\n""", "  ./data  ", "--flag"]\n[mcp_servers.multi.env]\nMODE = " fast"\n';
    const { world, plan: result } = await plan("codex", "claude-code", { ".codex/config.toml": config });
    const servers = JSON.parse(written(result, path.join(world.home, ".claude.json"))) as {
      mcpServers: Record<string, { args: string[]; env: Record<string, string> }>;
    };
    assert.deepEqual(servers.mcpServers["multi"]?.args, ["--root", "./data", "--flag"]);
    assert.deepEqual(servers.mcpServers["multi"]?.env, { MODE: "fast" });
    const multi = item(result.items, "mcp", "multi");
    assert.equal(multi.fidelity, "lossy");
    assert.match(multi.lost.join("; "), /white space around args\[0\], args\[1\], env\.MODE/);
    // Into a tool that takes values as written without a warning, the values stay as they are.
    const { world: other, plan: toGemini } = await plan("codex", "gemini-cli", { ".codex/config.toml": config });
    const gemini = JSON.parse(written(toGemini, path.join(other.home, ".gemini/settings.json"))) as { mcpServers: Record<string, { args: string[] }> };
    assert.deepEqual(gemini.mcpServers["multi"]?.args, ["--root\n", "  ./data  ", "--flag"]);
  });

  test("${workspaceFolder} in a stdio server's arguments becomes the project folder Claude Code starts the server in (.), not a variable it lacks", async () => {
    const mcp = {
      mcpServers: {
        fs: {
          command: "npx",
          args: ["-y", "@modelcontextprotocol/server-filesystem", "${workspaceFolder}", "${workspaceFolder}/docs"],
          env: { ROOT: "${workspaceFolder}" },
        },
      },
    };
    const { world, plan: result } = await plan("cursor", "claude-code", {}, { ".cursor/mcp.json": JSON.stringify(mcp) }, "project");
    const written_ = written(result, path.join(world.repo, ".mcp.json"));
    assert.doesNotMatch(written_, /workspaceFolder/);
    const fs = (JSON.parse(written_) as { mcpServers: Record<string, { args: string[]; env: Record<string, string> }> }).mcpServers["fs"];
    assert.deepEqual(fs?.args, ["-y", "@modelcontextprotocol/server-filesystem", ".", "./docs"]);
    assert.deepEqual(fs?.env, { ROOT: "." });
    const server = item(result.items, "mcp", "fs");
    assert.equal(server.fidelity, "converted", server.lost.join("; "));
    assert.match(server.note, /\$\{workspaceFolder\} written as \. \(Claude Code starts the server in the project folder\)/);
  });
});
