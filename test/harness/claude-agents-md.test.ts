// Claude Code reads AGENTS.md (and .claude/AGENTS.md) where the project has no CLAUDE.md,
// .claude/CLAUDE.md or CLAUDE.local.md (the released program says so, from 2.1.277): such a
// repository is a Claude Code source, and a CLAUDE.md svc writes beside AGENTS.md imports it, so that
// Claude Code keeps reading it.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import type { Instruction } from "../../src/harness/model.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { openHub } from "../../src/sync/hub.ts";
import { pull } from "../../src/sync/pull.ts";
import { planPush, push } from "../../src/sync/push.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import { makeWorld, type World } from "../support/world.ts";

const AGENTS_MD = "# Project\n\nRun make check before every commit.\n";

async function migrate(world: World, from: ToolId, to: ToolId) {
  const where = { home: world.home, repo: world.repo, env: {} };
  const plan = await planMigration({ from, to: [to], scope: "project", policy: "merge", ...where });
  await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
  return plan;
}

async function claudeMains(world: World) {
  const read = await readHarness("claude-code", "project", { home: world.home, repo: world.repo, env: {} }, ["instructions"]);
  return read.items
    .filter((item): item is Instruction => item.kind === "instructions")
    .map((item) => ({
      file: path.relative(world.repo, item.origin.path),
      role: item.role,
      imports: (item.imports ?? []).map((file) => path.relative(world.repo, file)),
    }));
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
    assert.match(
      main?.note ?? "",
      /imports AGENTS\.md \(@AGENTS\.md\), which Claude Code reads only while there is no CLAUDE\.md, so that it keeps reading it/,
    );
    assert.deepEqual(await claudeMains(world), [{ file: "CLAUDE.md", role: "main", imports: ["AGENTS.md"] }]);
    const again = await migrate(world, "gemini-cli", "claude-code");
    assert.deepEqual(
      again.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
      [],
    );
  });

  test("an AGENTS.md Claude Code already reads is not copied into CLAUDE.md (Codex, Cursor and Copilot keep theirs there)", async () => {
    for (const from of ["codex", "cursor", "copilot"] as const) {
      const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD } });
      const plan = await migrate(world, from, "claude-code");
      assert.equal(plan.items.find((item) => item.source === path.join(world.repo, "AGENTS.md"))?.note, "already read by Claude Code from AGENTS.md", from);
      assert.deepEqual(
        plan.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)),
        [],
        from,
      );
    }
  });

  test("an existing CLAUDE.md that does not import AGENTS.md is left without the import (the user's choice)", async () => {
    const world = await makeWorld({
      home: {},
      repo: { "AGENTS.md": AGENTS_MD, "CLAUDE.md": "# Gemini\n\nUse tabs.\n", "GEMINI.md": "# Gemini\n\nUse tabs.\n" },
    });
    const plan = await migrate(world, "gemini-cli", "claude-code");
    assert.equal(plan.items.find((item) => item.kind === "instructions" && item.name === "main")?.action, "unchanged");
    assert.equal(readFileSync(path.join(world.repo, "CLAUDE.md"), "utf8"), "# Gemini\n\nUse tabs.\n");
  });

  test("CLAUDE.md importing AGENTS.md, carried to a tool that reads both itself (Copilot): already read, nothing written; a second run of claude-code → codex,copilot writes nothing", async () => {
    const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD, "CLAUDE.md": "# Claude notes\n\nPrefer the Task tool.\n\n@AGENTS.md\n" } });
    const where = { home: world.home, repo: world.repo, env: {} };
    const alone = await migrate(world, "claude-code", "copilot");
    assert.equal(alone.items.find((item) => item.name === "main")?.note, "already read by GitHub Copilot (VS Code) from CLAUDE.md");
    assert.deepEqual(
      alone.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)),
      [],
    );
    const run = async () => {
      const plan = await planMigration({ from: "claude-code", to: ["codex", "copilot"], scope: "project", policy: "merge", ...where });
      await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
      return plan;
    };
    await run();
    assert.ok(!existsSync(path.join(world.repo, ".github/copilot-instructions.md")));
    const second = await run();
    assert.deepEqual(
      second.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)),
      [],
    );
  });

  test("a CLAUDE.md written from AGENTS.md's own text does not import it too: CLAUDE.local.md already switched it off, and --copy-shared copies it alone", async () => {
    // CLAUDE.local.md: Claude Code reads no AGENTS.md here, so the new CLAUDE.md neither imports it nor says it keeps it read.
    const local = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD, "CLAUDE.local.md": "My own notes.\n" } });
    const plan = await migrate(local, "codex", "claude-code");
    assert.equal(readFileSync(path.join(local.repo, "CLAUDE.md"), "utf8"), AGENTS_MD);
    assert.doesNotMatch(plan.items.find((item) => item.name === "main")?.note ?? "", /imports AGENTS\.md/);
    // Only AGENTS.md, copied anyway: CLAUDE.md holds its text once.
    const only = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD } });
    const where = { home: only.home, repo: only.repo, env: {} };
    const copied = await planMigration({ from: "codex", to: ["claude-code"], scope: "project", policy: "merge", copyShared: true, ...where });
    await applyPlan(copied, { policy: "merge", svcHome: path.join(only.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
    assert.equal(readFileSync(path.join(only.repo, "CLAUDE.md"), "utf8"), AGENTS_MD);
    // A main file whose text is AGENTS.md's, from another file (Gemini's GEMINI.md), is not doubled either.
    const same = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD, "GEMINI.md": AGENTS_MD } });
    await migrate(same, "gemini-cli", "claude-code");
    assert.equal(readFileSync(path.join(same.repo, "CLAUDE.md"), "utf8"), AGENTS_MD);
  });

  test("sync: pulling Claude Code's AGENTS.md and pushing it back writes nothing, and the next pull changes nothing", async () => {
    const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD } });
    const where = { home: world.home, repo: world.repo, env: {} };
    const svcHome = path.join(world.home, ".svc");
    const hub = await openHub({ repo: world.repo, svcHome, cwd: world.repo }, new Date(0));
    const step = { hub, policy: "merge" as const, where, svcHome, now: new Date(0), tool: "claude-code" as const };
    await pull(step);
    const planned = await planPush(step);
    assert.deepEqual(
      planned.plan.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)),
      [],
    );
    assert.equal(planned.plan.items.find((item) => item.name === "main")?.note, "already read by Claude Code from AGENTS.md");
    await push(step);
    assert.ok(!existsSync(path.join(world.repo, "CLAUDE.md")));
    const again = await planPush(step);
    assert.deepEqual(
      again.plan.items.map((item) => item.action),
      ["unchanged"],
    );
    const pulled = await pull(step);
    assert.deepEqual(
      pulled.lines.map((line) => line.action),
      ["unchanged"],
    );
    // The same item changed in the hub: left to Claude Code's AGENTS.md, whose tool pushes it (nothing written here).
    await writeFile(
      path.join(hub.dir, "instructions/main.md"),
      (await readFile(path.join(hub.dir, "instructions/main.md"), "utf8")).replace("make check", "make test"),
    );
    const changed = await planPush(step);
    assert.deepEqual(
      changed.plan.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
      [],
    );
    assert.match(changed.plan.items.find((item) => item.name === "main")?.note ?? "", /reads "main" from AGENTS\.md, another tool's folder, and it differs/);
  });

  test('a root CLAUDE.md imports every AGENTS.md it switches off, nested ones too, so the plan\'s "already read" holds and a second run writes nothing', async () => {
    const world = await makeWorld({
      home: {},
      repo: { "AGENTS.md": AGENTS_MD, "pkg/AGENTS.md": "Package rules.\n", ".github/copilot-instructions.md": "# Copilot\n\nUse tabs.\n" },
    });
    const plan = await migrate(world, "copilot", "claude-code");
    assert.equal(plan.items.find((item) => item.source === path.join(world.repo, "pkg/AGENTS.md"))?.note, "already read by Claude Code from pkg/AGENTS.md");
    assert.equal(readFileSync(path.join(world.repo, "CLAUDE.md"), "utf8"), "@AGENTS.md\n@pkg/AGENTS.md\n\n# Copilot\n\nUse tabs.\n");
    assert.match(
      plan.items.find((item) => item.name === "main")?.note ?? "",
      /imports pkg\/AGENTS\.md \(@pkg\/AGENTS\.md\), which Claude Code reads only while there is no CLAUDE\.md, so that it keeps reading it, now from the start rather than only when working under pkg\//,
    );
    assert.deepEqual(await claudeMains(world), [{ file: "CLAUDE.md", role: "main", imports: ["AGENTS.md", "pkg/AGENTS.md"] }]);
    const again = await migrate(world, "copilot", "claude-code");
    assert.deepEqual(
      again.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)),
      [],
    );
  });

  test("the folders above the project count (Claude Code walks up to the file system's root): a CLAUDE.md there switches AGENTS.md off, an AGENTS.md there is imported", async () => {
    // mono/CLAUDE.md above --repo mono/packages/app: Claude Code does not read the app's AGENTS.md, so it is no Claude Code item and is not "already read".
    const above = await makeWorld({ home: {}, repo: { "CLAUDE.md": "Monorepo rules.\n", "packages/app/AGENTS.md": AGENTS_MD } });
    const app = path.join(above.repo, "packages/app");
    assert.deepEqual((await readHarness("claude-code", "project", { home: above.home, repo: app, env: {} }, ["instructions"])).items, []);
    const where = { home: above.home, repo: app, env: {} };
    const plan = await planMigration({ from: "codex", to: ["claude-code"], scope: "project", policy: "merge", ...where });
    assert.equal(plan.items.find((item) => item.name === "main")?.action, "create");
    // mono/AGENTS.md and no CLAUDE.md anywhere: Claude Code reads it now; the app's new CLAUDE.md keeps it read.
    const agents = await makeWorld({ home: {}, repo: { "AGENTS.md": "Monorepo rules.\n", "packages/app/GEMINI.md": "# Gemini\n\nUse tabs.\n" } });
    const inApp = { home: agents.home, repo: path.join(agents.repo, "packages/app"), env: {} };
    const gemini = await planMigration({ from: "gemini-cli", to: ["claude-code"], scope: "project", policy: "merge", ...inApp });
    await applyPlan(gemini, { policy: "merge", svcHome: path.join(agents.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(inApp) });
    assert.equal(readFileSync(path.join(inApp.repo, "CLAUDE.md"), "utf8"), "@../../AGENTS.md\n\n# Gemini\n\nUse tabs.\n");
    assert.match(
      gemini.items.find((item) => item.name === "main")?.note ?? "",
      /imports \.\.\/\.\.\/AGENTS\.md \(@\.\.\/\.\.\/AGENTS\.md\), .* \(above the project\)/,
    );
  });

  test("an import never brings back svc's copy of the importing file's own text: claude-code → codex,gemini-cli twice writes nothing the second time", async () => {
    const world = await makeWorld({ home: {}, repo: { "AGENTS.md": AGENTS_MD, "CLAUDE.md": "# Claude notes\n\nPrefer the Task tool.\n\n@AGENTS.md\n" } });
    const where = { home: world.home, repo: world.repo, env: {} };
    const run = async () => {
      const plan = await planMigration({ from: "claude-code", to: ["codex", "gemini-cli"], scope: "project", policy: "merge", ...where });
      await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
      return plan;
    };
    await run();
    // Codex got CLAUDE.md's own text as a marked section of AGENTS.md; Gemini its text once, AGENTS.md's inlined.
    assert.match(readFileSync(path.join(world.repo, "AGENTS.md"), "utf8"), /svc:begin[^\n]*\n# Claude notes\n\nPrefer the Task tool\.\n/);
    const second = await run();
    assert.deepEqual(
      second.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)),
      [],
    );
    assert.equal(readFileSync(path.join(world.repo, "GEMINI.md"), "utf8").match(/Prefer the Task tool/g)?.length, 1);
  });
});
