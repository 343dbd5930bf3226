// Claude Code reads AGENTS.md (and .claude/AGENTS.md) where the project has no CLAUDE.md,
// .claude/CLAUDE.md or CLAUDE.local.md (the released program says so, from 2.1.277): such a
// repository is a Claude Code source, and a CLAUDE.md svc writes beside AGENTS.md imports it, so that
// Claude Code keeps reading it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { planMigration, planMigrations, readHarness, rootsOf } from "../../src/harness/migrate.ts";
import type { Instruction } from "../../src/harness/model.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import { makeWorld, type World } from "../support/world.ts";

const AGENTS_MD = "# Project\n\nRun make check before every commit.\n";

async function migrate(world: World, from: ToolId, to: ToolId) {
  const where = { home: world.home, repo: world.repo, env: {} };
  const plan = await planMigration({ from, to, scope: "project", policy: "merge", ...where });
  await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
  return plan;
}

async function claudeMains(world: World) {
  const read = await readHarness("claude-code", "project", { home: world.home, repo: world.repo, env: {} }, ["instructions"]);
  return read.items.filter((item): item is Instruction => item.kind === "instructions").map((item) => ({ file: path.relative(world.repo, item.origin.path), role: item.role, imports: (item.imports ?? []).map((file) => path.relative(world.repo, file)) }));
}

describe("Claude Code and AGENTS.md", () => {
  test("a repository with only AGENTS.md is read as Claude Code's, and the plan says Claude Code reads it from there", async () => {
    const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD, "sub/AGENTS.md": "Sub rules.\n" } });
    assert.deepEqual(await claudeMains(world), [
      { file: "AGENTS.md", role: "main", imports: [] },
      { file: "sub/AGENTS.md", role: "main", imports: [] },
    ]);
    const plan = await migrate(world, "claude-code", "gemini-cli");
    const main = plan.items.find((item) => item.kind === "instructions" && item.name === "main");
    assert.equal(main?.source, path.join(world.repo, "AGENTS.md"));
    assert.match(main?.note ?? "", /^Claude Code reads it from AGENTS\.md, as there is no CLAUDE\.md/);
    assert.match(readFileSync(path.join(world.repo, "GEMINI.md"), "utf8"), /Run make check before every commit\./);
  });

  test("with a CLAUDE.md (or CLAUDE.local.md) in the folder or above, AGENTS.md is not read", async () => {
    for (const own of ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"]) {
      const world = await makeWorld({ home: {}, repo: { [own]: "Claude's own.\n", "AGENTS.md": AGENTS_MD, "sub/AGENTS.md": "Sub rules.\n" } });
      const files = (await claudeMains(world)).map((entry) => entry.file);
      assert.ok(!files.includes("AGENTS.md") && !files.includes("sub/AGENTS.md"), `${own}: ${files.join(", ")}`);
    }
  });

  test("a CLAUDE.md written into a repository with AGENTS.md imports it, so that Claude Code keeps reading it; a second run writes nothing", async () => {
    const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD, "GEMINI.md": "# Gemini\n\nUse tabs.\n" } });
    const plan = await migrate(world, "gemini-cli", "claude-code");
    const written = readFileSync(path.join(world.repo, "CLAUDE.md"), "utf8");
    assert.equal(written, "@AGENTS.md\n\n# Gemini\n\nUse tabs.\n");
    const main = plan.items.find((item) => item.kind === "instructions" && item.name === "main");
    assert.match(main?.note ?? "", /imports AGENTS\.md \(@AGENTS\.md\), which Claude Code reads only while there is no CLAUDE\.md, so that it keeps reading it/);
    assert.deepEqual(await claudeMains(world), [{ file: "CLAUDE.md", role: "main", imports: ["AGENTS.md"] }]);
    const again = await migrate(world, "gemini-cli", "claude-code");
    assert.deepEqual(again.files.filter((file) => file.action !== "unchanged").map((file) => file.path), []);
  });

  test("an AGENTS.md Claude Code already reads is not copied into CLAUDE.md (Codex, Cursor and Copilot keep theirs there)", async () => {
    for (const from of ["codex", "cursor", "copilot"] as const) {
      const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD } });
      const plan = await migrate(world, from, "claude-code");
      assert.equal(plan.items.find((item) => item.source === path.join(world.repo, "AGENTS.md"))?.note, "already read by Claude Code from AGENTS.md", from);
      assert.deepEqual(plan.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)), [], from);
    }
  });

  test("an existing CLAUDE.md that does not import AGENTS.md is left without the import (the user's choice)", async () => {
    const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD, "CLAUDE.md": "# Gemini\n\nUse tabs.\n", "GEMINI.md": "# Gemini\n\nUse tabs.\n" } });
    const plan = await migrate(world, "gemini-cli", "claude-code");
    assert.equal(plan.items.find((item) => item.kind === "instructions" && item.name === "main")?.action, "unchanged");
    assert.equal(readFileSync(path.join(world.repo, "CLAUDE.md"), "utf8"), "# Gemini\n\nUse tabs.\n");
  });

  test("CLAUDE.md importing AGENTS.md, carried to a tool that reads AGENTS.md itself (Copilot): without the import's text, so read once; a second run of claude-code → codex,copilot writes nothing", async () => {
    const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD, "CLAUDE.md": "# Claude notes\n\nPrefer the Task tool.\n\n@AGENTS.md\n" } });
    const where = { home: world.home, repo: world.repo, env: {} };
    const run = async () => {
      const plan = await planMigrations({ from: "claude-code", to: ["codex", "copilot"], scope: "project", policy: "merge", ...where });
      await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
      return plan;
    };
    const first = await run();
    assert.equal(readFileSync(path.join(world.repo, ".github/copilot-instructions.md"), "utf8"), "# Claude notes\n\nPrefer the Task tool.\n");
    assert.match(first.items.find((item) => item.to === "copilot" && item.name === "main")?.note ?? "", /^imports AGENTS\.md, which GitHub Copilot \(VS Code\) reads itself: not inlined/);
    const second = await run();
    assert.deepEqual(second.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)), []);
  });
});
