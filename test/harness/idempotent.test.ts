// "A second run writes nothing": every source fixture to each of the other 12 tools, migrated
// twice (and previewed after the first), over the rich fixtures of every tool and over checkouts
// shaped like real repositories, where several tools share AGENTS.md. The second run plans every
// file unchanged and writes nothing (no file's bytes or mtime change); sync push twice likewise.
// And where one tool's files are links to another's, no migration changes a file the source reads.
import assert from "node:assert/strict";
import { readFileSync, realpathSync, statSync } from "node:fs";
import { mkdir, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import type { Policy } from "../../src/harness/plan/plan.ts";
import { TOOL_IDS, type ToolId } from "../../src/harness/tools/ids.ts";
import type { Fixture } from "../fixtures/harness.ts";
import { FIXTURES } from "../fixtures/harness.ts";
import { OTHER_FIXTURES } from "../fixtures/other-tools.ts";
import { linkedRepo, REAL_REPOS } from "../fixtures/real-repos.ts";
import { DEV_LICENSE, svc } from "../support/cli.ts";
import { listTree, writeTree } from "../support/tree.ts";
import { makeWorld, type World } from "../support/world.ts";

const ALL_FIXTURES: Record<ToolId, Fixture> = { ...FIXTURES, ...OTHER_FIXTURES };

type Where = { home: string; repo: string; env: Record<string, string> };

function whereOf(world: World): Where {
  return { home: world.home, repo: world.repo, env: {} };
}

async function migrateOnce(where: Where, from: ToolId, to: ToolId, scope: "global" | "project", policy: Policy) {
  const plan = await planMigration({ from, to: [to], scope, policy, ...where });
  const applied = await applyPlan(plan, { policy, svcHome: path.join(where.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
  return { plan, applied };
}

/** Every file of home and repo (svc's own folder aside) with its bytes and mtime. */
async function snapshot(where: Where): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const root of [where.home, where.repo]) {
    for (const relative of await listTree(root, { skip: (file) => file === ".svc" })) {
      const file = path.join(root, relative);
      const info = statSync(file, { throwIfNoEntry: false });
      out.set(
        file,
        info === undefined ? "dangling link" : info.isDirectory() ? "link to a folder" : `${info.mtimeMs} ${readFileSync(file).toString("base64")}`,
      );
    }
  }
  return out;
}

/** Migrates, then checks that preview shows nothing to do and that a second migrate writes nothing. */
async function assertSecondRunWritesNothing(world: World, from: ToolId, to: ToolId, scope: "global" | "project"): Promise<void> {
  const where = whereOf(world);
  const label = `${from} → ${to} (${scope})`;
  await migrateOnce(where, from, to, scope, "overwrite");
  const before = await snapshot(where);
  // Preview after migrate: every file and every item unchanged (or reported, never carried).
  const preview = await planMigration({ from, to: [to], scope, policy: "merge", ...where });
  const changing = preview.files
    .filter((file) => file.action !== "unchanged")
    .map((file) => `${file.action} ${path.relative(path.dirname(where.home), file.path)}`);
  assert.deepEqual(changing, [], `${label}: preview after migrate still changes files`);
  const items = preview.items
    .filter((item) => item.action !== "unchanged" && item.action !== "skipped")
    .map((item) => `${item.action} ${item.kind} ${item.name}`);
  assert.deepEqual(items, [], `${label}: preview after migrate still has items to carry`);
  // The second migrate, under either policy, writes nothing.
  for (const policy of ["merge", "overwrite"] as const) {
    const second = await migrateOnce(where, from, to, scope, policy);
    assert.deepEqual(second.applied.written, [], `${label}: the second migrate (${policy}) wrote files`);
    assert.equal(second.applied.backupId, null, `${label}: the second migrate (${policy}) made a backup`);
  }
  assert.deepEqual(await snapshot(where), before, `${label}: the second migrate changed a file or its mtime`);
}

describe("a second migrate writes nothing", () => {
  for (const from of TOOL_IDS) {
    test(`${from}'s rich fixture → each of the other 12 tools, both scopes`, async () => {
      for (const to of TOOL_IDS) {
        if (to === from) continue;
        for (const scope of ["global", "project"] as const) await assertSecondRunWritesNothing(await makeWorld(ALL_FIXTURES[from]), from, to, scope);
      }
    });
  }
  for (const [from, fixture] of Object.entries(REAL_REPOS) as [ToolId, Fixture][]) {
    test(`a repository shaped like a real ${from} setup (AGENTS.md shared) → each of the other 12 tools`, async () => {
      for (const to of TOOL_IDS) if (to !== from) await assertSecondRunWritesNothing(await makeWorld(fixture), from, to, "project");
    });
  }

  test("the reported cases through the CLI: three runs with --policy overwrite write once, and AGENTS.md stops growing", async () => {
    for (const [from, to] of [
      ["claude-code", "codex"],
      ["roo-code", "codex"],
      ["cursor", "codex"],
      ["copilot", "cursor"],
    ] as [ToolId, ToolId][]) {
      const world = await makeWorld(REAL_REPOS[from as keyof typeof REAL_REPOS]);
      await writeTree(world.home, { ".svc/license": DEV_LICENSE });
      const runs = [];
      for (let run = 1; run <= 3; run++) {
        const result = await svc(["migrate", "--from", from, "--to", to, "--repo", world.repo, "--policy", "overwrite", "--json"], {
          home: world.home,
          cwd: world.repo,
        });
        assert.equal(result.code, 0, `${from} → ${to} run ${run}: ${result.stdout}${result.stderr}`);
        runs.push({ written: (JSON.parse(result.stdout) as { written: string[] }).written, agents: readFileSync(path.join(world.repo, "AGENTS.md"), "utf8") });
      }
      assert.ok(runs[0]?.written.length, `${from} → ${to}: the first run wrote nothing`);
      assert.deepEqual(runs[1]?.written, [], `${from} → ${to}: run 2 wrote`);
      assert.deepEqual(runs[2]?.written, [], `${from} → ${to}: run 3 wrote`);
      assert.equal(runs[2]?.agents, runs[0]?.agents, `${from} → ${to}: AGENTS.md grew`);
      assert.doesNotMatch(runs[0]?.agents ?? "", /"name":"[^"]*-2"/, `${from} → ${to}: a rule was carried twice`);
      const merge = await svc(["migrate", "--from", from, "--to", to, "--repo", world.repo, "--json"], { home: world.home, cwd: world.repo });
      assert.equal(merge.code, 0, `${from} → ${to} with merge after overwrite: ${merge.stdout}`);
    }
  });

  test("Claude's CLAUDE.md importing AGENTS.md: carried into Codex as a rule beside AGENTS.md, its header once", async () => {
    const world = await makeWorld(REAL_REPOS["claude-code"]);
    const where = whereOf(world);
    await migrateOnce(where, "claude-code", "codex", "project", "overwrite");
    const agents = readFileSync(path.join(world.repo, "AGENTS.md"), "utf8");
    assert.ok(agents.startsWith(REAL_REPOS["claude-code"].repo["AGENTS.md"] as string), "AGENTS.md's own text was replaced");
    assert.equal(agents.split("Prefer the Task tool for searches.").length, 2, "the CLAUDE.md header is not there exactly once");
  });

  test(".claude/CLAUDE.md is read once, as the project's main file", async () => {
    const world = await makeWorld({ repo: { ".claude/CLAUDE.md": "# Project\n\nUse pnpm.\n", "AGENTS.md": AGENTS_TEXT } });
    const read = await readHarness("claude-code", "project", whereOf(world), ["instructions"]);
    assert.deepEqual(
      read.items.map((item) => [item.name, path.relative(world.repo, item.origin.path)]),
      [["main", ".claude/CLAUDE.md"]],
    );
    const plan = await planMigration({ from: "claude-code", to: ["codex"], scope: "project", policy: "merge", ...whereOf(world) });
    assert.ok(!plan.files.some((file) => file.path.endsWith(path.join(".claude", "AGENTS.md"))), "a .claude/AGENTS.md that nothing reads is planned");
  });
});

const AGENTS_TEXT = "# Shared\n\nRun make check.\n";

describe("sync push twice writes nothing", () => {
  for (const [from, to, fixture] of [
    ["claude-code", "codex", FIXTURES["claude-code"]],
    ["claude-code", "cursor", FIXTURES["claude-code"]],
    ["cursor", "codex", REAL_REPOS.cursor],
    ["cursor", "claude-code", REAL_REPOS.cursor],
    ["codex", "cursor", FIXTURES.codex],
    ["codex", "claude-code", FIXTURES.codex],
  ] as [ToolId, ToolId, Fixture][]) {
    test(`${from} → hub → ${to} (project), pushed twice`, async () => {
      const world = await makeWorld(fixture);
      await writeTree(world.home, { ".svc/license": DEV_LICENSE });
      const run = async (args: string[]) => {
        const result = await svc(["sync", ...args, "--repo", world.repo, "--json"], { home: world.home, cwd: world.repo });
        assert.equal(result.code, 0, `sync ${args.join(" ")}: ${result.stdout}${result.stderr}`);
        return JSON.parse(result.stdout) as { written?: string[] };
      };
      await run(["pull", "--from", from]);
      await run(["plan-push", "--to", to]);
      assert.ok((await run(["push", "--to", to, "--policy", "merge"])).written?.length, "the first push wrote nothing");
      const before = await snapshot(whereOf(world));
      await run(["pull", "--from", from]);
      await run(["plan-push", "--to", to]);
      assert.deepEqual((await run(["push", "--to", to, "--policy", "merge"])).written, [], "the second push wrote files");
      assert.deepEqual(await snapshot(whereOf(world)), before, "the second push changed a file or its mtime");
    });
  }
});

describe("sync pull → push → pull → push is a fixed point", () => {
  // Claude's CLAUDE.md is a header and `@AGENTS.md`: the pull must store it as it is, not with the
  // import inlined, or every push carries AGENTS.md (and the header) into the target once more.
  for (const to of ["codex", "cursor"] as ToolId[]) {
    test(`a real-shaped Claude repository (CLAUDE.md imports AGENTS.md) → hub → ${to}, two cycles`, async () => {
      const world = await makeWorld(REAL_REPOS["claude-code"]);
      await writeTree(world.home, { ".svc/license": DEV_LICENSE });
      const run = async (args: string[]) => {
        const result = await svc(["sync", ...args, "--repo", world.repo, "--json"], { home: world.home, cwd: world.repo });
        assert.equal(result.code, 0, `sync ${args.join(" ")}: ${result.stdout}${result.stderr}`);
        return JSON.parse(result.stdout) as { written?: string[] };
      };
      const agentsMd = () => readFileSync(path.join(world.repo, "AGENTS.md"), "utf8");
      await run(["pull", "--from", "claude-code"]);
      await run(["plan-push", "--to", to]);
      // overwrite, as the report ran it: before the fix the first push replaced AGENTS.md with the header and itself.
      await run(["push", "--to", to, "--policy", "overwrite"]);
      const after1 = agentsMd();
      assert.ok(after1.startsWith("# Contributing with agents\n"), `AGENTS.md lost its own text:\n${after1}`);
      const before = await snapshot(whereOf(world));
      await run(["pull", "--from", "claude-code"]);
      await run(["plan-push", "--to", to]);
      assert.deepEqual((await run(["push", "--to", to, "--policy", "merge"])).written, [], "the second push wrote files");
      assert.equal(agentsMd(), after1, "AGENTS.md grew on the second cycle");
      assert.ok(after1.split("# Claude notes").length - 1 <= 1, "the CLAUDE.md header is in AGENTS.md more than once");
      assert.deepEqual(await snapshot(whereOf(world)), before, "the second cycle changed a file or its mtime");
    });
  }
});

describe("sync at global scope keeps a memory file's @imports as written (issue 13)", () => {
  test("~/.claude/CLAUDE.md with @imports: the hub keeps the import lines, Claude gets its file back unchanged, Codex gets them expanded; two cycles write nothing", async () => {
    const claudeMd = "# Me\n\n@style.md\nBe brief.\n";
    const world = await makeWorld({
      home: { ".claude/CLAUDE.md": claudeMd, ".claude/style.md": "Use British spelling.\n", ".svc/license": DEV_LICENSE },
      repo: {},
    });
    const run = async (args: string[]) => {
      const result = await svc(["sync", ...args, "--json"], { home: world.home, cwd: world.home });
      assert.equal(result.code, 0, `sync ${args.join(" ")}: ${result.stdout}${result.stderr}`);
      return JSON.parse(result.stdout) as { written?: string[] };
    };
    const hubMain = path.join(world.home, ".svc/harness-sync/current/instructions/main.md");
    await run(["pull", "--from", "claude-code"]);
    const stored = readFileSync(hubMain, "utf8");
    assert.match(stored, /^@style\.md$/m, `the hub expanded the import:\n${stored}`);
    assert.doesNotMatch(stored, /British/);
    for (const to of ["codex", "claude-code"] as ToolId[]) {
      await run(["plan-push", "--to", to]);
      await run(["push", "--to", to, "--policy", "merge"]);
    }
    assert.equal(readFileSync(path.join(world.home, ".claude/CLAUDE.md"), "utf8"), claudeMd, "Claude's own memory file changed");
    const agentsMd = readFileSync(path.join(world.home, ".codex/AGENTS.md"), "utf8");
    assert.match(agentsMd, /Use British spelling\./);
    assert.doesNotMatch(agentsMd, /@style\.md/);
    const before = await snapshot({ home: world.home, repo: world.repo, env: {} });
    await run(["pull", "--from", "claude-code"]);
    assert.equal(readFileSync(hubMain, "utf8"), stored, "the second pull changed the hub");
    for (const to of ["codex", "claude-code"] as ToolId[]) {
      await run(["plan-push", "--to", to]);
      assert.deepEqual((await run(["push", "--to", to, "--policy", "merge"])).written, [], `the second push to ${to} wrote files`);
    }
    assert.deepEqual(await snapshot({ home: world.home, repo: world.repo, env: {} }), before, "the second cycle changed a file or its mtime");
  });
});

/** Every file a tool reads in the project, by real path (skills: the whole folder). */
async function sourceFiles(tool: ToolId, where: Where): Promise<Set<string>> {
  const files = new Set<string>();
  for (const item of (await readHarness(tool, "project", where)).items) {
    if (statSync(item.origin.path).isFile()) files.add(realpathSync(item.origin.path));
    if (item.kind === "instructions") for (const imported of item.imports ?? []) files.add(realpathSync(imported));
    if (item.kind === "skills")
      for (const file of await listTree(path.dirname(item.origin.path))) files.add(realpathSync(path.join(path.dirname(item.origin.path), file)));
  }
  return files;
}

/**
 * Each file's own text, by real path. An svc-marked section appended to a file both tools read by
 * the same name (AGENTS.md) is beside that text, not in it: a rule the source reads from another
 * tool's folder (Copilot's .claude/rules) reaches a single-file target (Codex) that way.
 */
function hashes(files: Set<string>): Map<string, string> {
  const own = (file: string) =>
    readFileSync(file, "utf8")
      .replace(/\n*<!-- svc:begin [\s\S]*?<!-- svc:end "[^"]*" -->\n?/g, "\n")
      .replace(/\n+$/, "\n");
  return new Map([...files].map((file) => [file, own(file)]));
}

describe("links between tools' files: nothing is written through them into the source", () => {
  async function linkedWorld(): Promise<World> {
    const world = await makeWorld({ repo: linkedRepo.files });
    for (const [link, target] of linkedRepo.links) {
      await mkdir(path.dirname(path.join(world.repo, link)), { recursive: true });
      await symlink(target, path.join(world.repo, link));
    }
    return world;
  }

  for (const from of ["claude-code", "codex", "gemini-cli", "cursor", "opencode", "copilot"] as const) {
    test(`${from} → each other tool with .claude → .agents and CLAUDE.md, GEMINI.md → AGENTS.md, --policy overwrite`, async () => {
      for (const to of TOOL_IDS) {
        if (to === from) continue;
        const world = await linkedWorld();
        const where = whereOf(world);
        const read = await sourceFiles(from, where);
        assert.ok(read.size > 0, `${from} reads nothing`);
        const before = hashes(read);
        const { plan } = await migrateOnce(where, from, to, "project", "overwrite");
        assert.deepEqual(hashes(read), before, `${from} → ${to}: a file ${from} reads was changed`);
        // An item whose target is its own file (through a link) is unchanged, not a conflict.
        const conflicts = plan.files.filter((file) => file.action === "conflict").map((file) => path.relative(world.repo, file.path));
        assert.deepEqual(conflicts, [], `${from} → ${to}: conflicts with the source's own files`);
        await assertSecondRunWritesNothing(world, from, to, "project");
      }
    });
  }

  test("Codex → Claude Code through .claude → .agents: the skills are Claude's own, unchanged, fields kept", async () => {
    const world = await linkedWorld();
    const { plan } = await migrateOnce(whereOf(world), "codex", "claude-code", "project", "overwrite");
    const review = plan.items.find((item) => item.kind === "skills" && item.name === "review");
    assert.equal(review?.action, "unchanged");
    assert.match(
      readFileSync(path.join(world.repo, ".agents/skills/review/SKILL.md"), "utf8"),
      /allowed-tools: Bash\(git diff:\*\)\nlicense: MIT\ncompatibility: claude-code, codex/,
    );
    const main = plan.items.find((item) => item.kind === "instructions" && item.name === "main");
    assert.equal(main?.action, "unchanged");
    assert.match(main?.note ?? "", /already read by Claude Code from CLAUDE\.md|already read by Claude Code from AGENTS\.md/);
  });
});
