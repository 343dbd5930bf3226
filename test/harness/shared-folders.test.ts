// Tools read each other's folders: an item the target already reads where it is is planned as
// "already read by <tool> from <path>" and not copied, so the target has it once; --copy-shared
// copies it anyway. One case per pair of tools where this applies, in both directions where the
// source reads the folder too, on real files.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { openHub } from "../../src/sync/hub.ts";
import { pull } from "../../src/sync/pull.ts";
import { planPush, push } from "../../src/sync/push.ts";
import { writeFile } from "node:fs/promises";
import { issueLicense } from "../../src/license/envelope.ts";
import { parseSigningKey } from "../../src/license/keys.ts";
import { DEV_SIGNING_KEY, svc } from "../support/cli.ts";
import type { HarnessKind, ToolId } from "../../src/harness/tools/ids.ts";
import { json, type Tree } from "../support/tree.ts";
import { makeWorld } from "../support/world.ts";

const skill = (name: string, body = "Steps.") => `---\nname: ${name}\ndescription: The ${name} skill\n---\n${body}\n`;
const agent = (name: string) => `---\nname: ${name}\ndescription: The ${name} agent\n---\nPlan first.\n`;

interface Case {
  from: ToolId;
  to: ToolId;
  scope: "global" | "project";
  files: Tree;
  kind: HarnessKind;
  name: string;
  /** Where the target reads it, as the note shows it. */
  where: string;
}

const NAMES: Record<string, string> = {
  "claude-code": "Claude Code",
  codex: "Codex CLI",
  cursor: "Cursor",
  opencode: "OpenCode",
  copilot: "GitHub Copilot (VS Code)",
  cline: "Cline",
  continue: "Continue",
  "gemini-cli": "Gemini CLI",
  windsurf: "Windsurf",
};

const CASES: Case[] = [
  // Claude Code's skill folders.
  {
    from: "claude-code",
    to: "cursor",
    scope: "project",
    files: { ".claude/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".claude/skills/review/SKILL.md",
  },
  {
    from: "claude-code",
    to: "cursor",
    scope: "global",
    files: { ".claude/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: "~/.claude/skills/review/SKILL.md",
  },
  {
    from: "claude-code",
    to: "opencode",
    scope: "project",
    files: { ".claude/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".claude/skills/review/SKILL.md",
  },
  {
    from: "claude-code",
    to: "opencode",
    scope: "global",
    files: { ".claude/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: "~/.claude/skills/review/SKILL.md",
  },
  {
    from: "claude-code",
    to: "copilot",
    scope: "project",
    files: { ".claude/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".claude/skills/review/SKILL.md",
  },
  {
    from: "claude-code",
    to: "continue",
    scope: "project",
    files: { ".claude/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".claude/skills/review/SKILL.md",
  },
  // Claude Code's instructions and MCP file, which Copilot (VS Code's harness and the CLI) reads.
  {
    from: "claude-code",
    to: "copilot",
    scope: "project",
    files: { "CLAUDE.md": "# Project\n\nRun make.\n" },
    kind: "instructions",
    name: "main",
    where: "CLAUDE.md",
  },
  {
    from: "claude-code",
    to: "copilot",
    scope: "project",
    files: { ".claude/rules/api.md": "---\npaths:\n  - src/api/**\n---\nThin handlers.\n" },
    kind: "instructions",
    name: "api",
    where: ".claude/rules/api.md",
  },
  {
    from: "claude-code",
    to: "copilot",
    scope: "project",
    files: { ".mcp.json": json({ mcpServers: { docs: { command: "docs-mcp" } } }) },
    kind: "mcp",
    name: "docs",
    where: ".mcp.json (mcpServers.docs)",
  },
  // Claude Code's hooks, which Devin runs as they are.
  {
    from: "claude-code",
    to: "windsurf",
    scope: "project",
    files: { ".claude/settings.json": json({ hooks: { Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }] } }) },
    kind: "hooks",
    name: "Stop: notify-send done",
    where: ".claude/settings.json (hooks.Stop)",
  },
  // The common .agents/skills folder Codex writes.
  {
    from: "codex",
    to: "cursor",
    scope: "project",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".agents/skills/review/SKILL.md",
  },
  {
    from: "codex",
    to: "opencode",
    scope: "project",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".agents/skills/review/SKILL.md",
  },
  {
    from: "codex",
    to: "opencode",
    scope: "global",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: "~/.agents/skills/review/SKILL.md",
  },
  {
    from: "codex",
    to: "copilot",
    scope: "project",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".agents/skills/review/SKILL.md",
  },
  {
    from: "codex",
    to: "copilot",
    scope: "global",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: "~/.agents/skills/review/SKILL.md",
  },
  {
    from: "codex",
    to: "cline",
    scope: "project",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".agents/skills/review/SKILL.md",
  },
  {
    from: "codex",
    to: "gemini-cli",
    scope: "project",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".agents/skills/review/SKILL.md",
  },
  // Codex's own older skill folder, which Cursor reads.
  {
    from: "codex",
    to: "cursor",
    scope: "global",
    files: { ".codex/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: "~/.codex/skills/review/SKILL.md",
  },
  // Claude Code reads AGENTS.md where there is no CLAUDE.md.
  {
    from: "codex",
    to: "claude-code",
    scope: "project",
    files: { "AGENTS.md": "# Project\n\nRun make.\n" },
    kind: "instructions",
    name: "main",
    where: "AGENTS.md",
  },
  {
    from: "cursor",
    to: "claude-code",
    scope: "project",
    files: { "AGENTS.md": "# Project\n\nRun make.\n" },
    kind: "instructions",
    name: "main",
    where: "AGENTS.md",
  },
  // The other way: a source that reads another tool's folder hands that tool its own item back.
  {
    from: "cursor",
    to: "claude-code",
    scope: "project",
    files: { ".claude/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".claude/skills/review/SKILL.md",
  },
  {
    from: "opencode",
    to: "claude-code",
    scope: "global",
    files: { ".claude/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: "~/.claude/skills/review/SKILL.md",
  },
  {
    from: "copilot",
    to: "codex",
    scope: "project",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".agents/skills/review/SKILL.md",
  },
  {
    from: "opencode",
    to: "cursor",
    scope: "project",
    files: { ".agents/skills/review/SKILL.md": skill("review") },
    kind: "skills",
    name: "review",
    where: ".agents/skills/review/SKILL.md",
  },
];

async function worldOf(entry: Pick<Case, "scope" | "files">) {
  return makeWorld(entry.scope === "global" ? { home: entry.files, repo: {} } : { home: {}, repo: entry.files });
}

async function migrate(world: Awaited<ReturnType<typeof makeWorld>>, entry: Pick<Case, "from" | "to" | "scope">, copyShared = false) {
  const where = { home: world.home, repo: world.repo, env: {} };
  const plan = await planMigration({
    from: entry.from,
    to: [entry.to],
    scope: entry.scope,
    policy: "merge",
    ...where,
    ...(copyShared ? { copyShared: true } : {}),
  });
  await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
  return plan;
}

describe("an item the target already reads from another tool's folder is not copied", () => {
  for (const entry of CASES) {
    test(`${entry.from} → ${entry.to} (${entry.scope}): ${entry.kind} "${entry.name}" from ${entry.where}`, async () => {
      const world = await worldOf(entry);
      const plan = await migrate(world, entry);
      const item = plan.items.find((one) => one.kind === entry.kind && one.name === entry.name);
      assert.ok(item, `${entry.name} is not in the plan: ${plan.items.map((one) => `${one.kind}/${one.name}`).join(", ")}`);
      assert.equal(item.note, `already read by ${NAMES[entry.to]} from ${entry.where}`);
      assert.equal(item.action, "unchanged");
      // The target reads it once, from where it was.
      const read = await readHarness(entry.to, entry.scope, { home: world.home, repo: world.repo, env: {} }, [entry.kind]);
      // (Instructions take each tool's own names: CLAUDE.md is Copilot's "CLAUDE"; they are told by their file.)
      const source = path.join(entry.scope === "global" ? world.home : world.repo, entry.where.replace(/^~\//, "").replace(/ \(.*\)$/, ""));
      const copies = read.items.filter(
        (one) => (entry.kind === "instructions" ? one.origin.path === source : one.name === entry.name) && !one.shadowedBy && !one.local,
      );
      assert.equal(copies.length, 1, copies.map((one) => one.origin.path).join(", "));
      // And a second run writes nothing either.
      const again = await migrate(world, entry);
      assert.deepEqual(
        again.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
        [],
      );
    });
  }

  test("a skill copied into .agents/skills for Codex does not make Cursor, which reads both folders, want a third copy: a second run writes nothing", async () => {
    const world = await makeWorld({
      home: {},
      repo: { ".claude/skills/review/SKILL.md": "---\nname: review\ndescription: Review\nallowed-tools: Bash(git diff:*)\n---\nReview.\n" },
    });
    const where = { home: world.home, repo: world.repo, env: {} };
    const twice = async () => {
      const plan = await planMigration({ from: "claude-code", to: ["codex", "cursor"], scope: "project", policy: "merge", ...where });
      await applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
      return plan;
    };
    const first = await twice();
    assert.deepEqual(
      first.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)),
      [".agents/skills/review/SKILL.md"],
    );
    const second = await twice();
    assert.deepEqual(
      second.files.filter((file) => file.action !== "unchanged").map((file) => file.path),
      [],
    );
    assert.equal(second.items.find((item) => item.to === "cursor")?.note, "already read by Cursor from .claude/skills/review/SKILL.md");
  });

  test("a copy another shared folder's copy shadows counts as read only when the two are the same: otherwise it is the conflict a different copy is", async () => {
    const world = await makeWorld({
      home: {},
      repo: { ".agents/skills/review/SKILL.md": skill("review", "Agents way."), ".claude/skills/review/SKILL.md": skill("review", "Claude way.") },
    });
    const plan = await planMigration({ from: "claude-code", to: ["cursor"], scope: "project", policy: "merge", home: world.home, repo: world.repo, env: {} });
    const item = plan.items.find((one) => one.kind === "skills" && one.name === "review");
    assert.equal(item?.action, "conflict");
    assert.match(item?.note ?? "", /Cursor already reads a different "review" from \.agents\/skills\/review\/SKILL\.md, another tool's folder/);
  });

  test("--copy-shared writes the target's own copy, and says why it is there twice", async () => {
    const world = await worldOf(CASES[0] as Case);
    const plan = await migrate(world, { from: "claude-code", to: "cursor", scope: "project" }, true);
    const item = plan.items.find((one) => one.name === "review");
    assert.equal(item?.action, "create");
    assert.equal(item?.target, path.join(world.repo, ".cursor/skills/review/SKILL.md"));
    assert.match(item?.note ?? "", /copied although Cursor also reads "review" from \.claude\/skills\/review\/SKILL\.md \(--copy-shared\)/);
    assert.ok(existsSync(path.join(world.repo, ".cursor/skills/review/SKILL.md")));
  });

  test("a folder only part of the tool reads (Cline's CLI does not read .claude/skills, its VS Code extension does) is read as the tool's, and still copied", async () => {
    const world = await makeWorld({ home: {}, repo: { ".claude/skills/review/SKILL.md": skill("review") } });
    const plan = await migrate(world, { from: "claude-code", to: "cline", scope: "project" });
    const item = plan.items.find((one) => one.kind === "skills" && one.name === "review");
    assert.equal(item?.action, "create");
    assert.equal(item?.target, path.join(world.repo, ".cline/skills/review/SKILL.md"));
    const cline = await readHarness("cline", "project", { home: world.home, repo: world.repo, env: {} }, ["skills"]);
    assert.deepEqual(
      cline.items.map((one) => [path.relative(world.repo, one.origin.path), one.origin.shared ?? "own"]),
      [
        [".cline/skills/review/SKILL.md", "own"],
        [".claude/skills/review/SKILL.md", "source-only"],
      ],
    );
  });

  test("a folder only reported to be read (Cursor: .claude/agents) is read as Cursor's, and still copied", async () => {
    const world = await makeWorld({ home: {}, repo: { ".claude/agents/planner.md": agent("planner") } });
    const plan = await migrate(world, { from: "claude-code", to: "cursor", scope: "project" });
    const item = plan.items.find((one) => one.kind === "agents" && one.name === "planner");
    assert.equal(item?.action, "create");
    assert.equal(item?.target, path.join(world.repo, ".cursor/agents/planner.md"));
    const cursor = await readHarness("cursor", "project", { home: world.home, repo: world.repo, env: {} }, ["agents"]);
    assert.deepEqual(
      cursor.items.map((one) => [one.name, path.relative(world.repo, one.origin.path), one.shadowedBy === undefined]),
      [
        ["planner", ".cursor/agents/planner.md", true],
        ["planner", ".claude/agents/planner.md", false],
      ],
    );
  });

  test("a different item of the same name in a folder the target reads is a conflict, not a silent second copy", async () => {
    const world = await makeWorld({
      home: {},
      repo: { ".github/skills/review/SKILL.md": skill("review", "Copilot's way."), ".claude/skills/review/SKILL.md": skill("review", "Claude's way.") },
    });
    const where = { home: world.home, repo: world.repo, env: {} };
    const plan = await planMigration({ from: "copilot", to: ["cursor"], scope: "project", policy: "merge", ...where });
    const item = plan.items.find(
      (one) => one.kind === "skills" && one.name === "review" && one.source.endsWith(path.join(".github", "skills", "review", "SKILL.md")),
    );
    assert.equal(item?.action, "conflict");
    assert.match(item?.note ?? "", /Cursor already reads a different "review" from \.claude\/skills\/review\/SKILL\.md, another tool's folder/);
    // The file it would create is the conflict too, so merge refuses it and writes nothing.
    assert.deepEqual(
      plan.files.map((file) => [path.relative(world.repo, file.path), file.action]),
      [[".cursor/skills/review/SKILL.md", "conflict"]],
    );
    await assert.rejects(
      applyPlan(plan, { policy: "merge", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) }),
      /conflicting content; nothing was written/,
    );
    assert.ok(!existsSync(path.join(world.repo, ".cursor/skills/review/SKILL.md")));
    // The same content there is simply already read.
    const same = await makeWorld({ home: {}, repo: { ".github/skills/review/SKILL.md": skill("review"), ".claude/skills/review/SKILL.md": skill("review") } });
    const samePlan = await planMigration({ from: "copilot", to: ["cursor"], scope: "project", policy: "merge", home: same.home, repo: same.repo, env: {} });
    const sameItem = samePlan.items.find(
      (one) => one.kind === "skills" && one.name === "review" && one.source.endsWith(path.join(".github", "skills", "review", "SKILL.md")),
    );
    assert.equal(sameItem?.action, "unchanged");
    assert.equal(sameItem?.note, "already read by Cursor from .claude/skills/review/SKILL.md");
  });

  test("svc never moves or removes another tool's file as if it were the target's older copy", async () => {
    const world = await makeWorld({
      home: {},
      repo: { ".github/skills/review/SKILL.md": skill("review", "Copilot's way."), ".claude/skills/review/SKILL.md": skill("review", "Claude's way.") },
    });
    const where = { home: world.home, repo: world.repo, env: {} };
    const plan = await planMigration({ from: "copilot", to: ["cursor"], scope: "project", policy: "overwrite", ...where });
    await applyPlan(plan, { policy: "overwrite", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
    assert.ok(existsSync(path.join(world.repo, ".claude/skills/review/SKILL.md")), "Claude Code's skill was removed");
    assert.ok(existsSync(path.join(world.repo, ".cursor/skills/review/SKILL.md")));
  });

  test("sync push: a skill Cursor reads from .claude/skills is left there (the same: already read; changed: push to Claude Code); --copy-shared writes Cursor's own", async () => {
    const world = await makeWorld({ home: {}, repo: { ".claude/skills/review/SKILL.md": skill("review") } });
    const where = { home: world.home, repo: world.repo, env: {} };
    const svcHome = path.join(world.home, ".svc");
    const hub = await openHub({ repo: world.repo, svcHome, cwd: world.repo }, new Date(0));
    const step = { hub, policy: "merge" as const, where, svcHome, now: new Date(0) };
    await pull({ ...step, tool: "claude-code" });
    const planned = await planPush({ ...step, tool: "cursor" });
    const review = planned.plan.items.find((one) => one.name === "review");
    assert.equal(review?.note, "already read by Cursor from .claude/skills/review/SKILL.md");
    assert.deepEqual(
      planned.plan.files.filter((file) => file.action !== "unchanged"),
      [],
    );
    assert.equal((await push({ ...step, tool: "cursor" })).saved.files.length, 0);
    // The hub's copy changes (edited there); Cursor still reads Claude Code's: that tool's push changes it.
    await writeFile(path.join(hub.dir, "skills/review/SKILL.md"), skill("review", "New steps."));
    const changed = await planPush({ ...step, tool: "cursor" });
    assert.match(
      changed.plan.items.find((one) => one.name === "review")?.note ?? "",
      /^Cursor reads "review" from \.claude\/skills\/review\/SKILL\.md, another tool's folder, and it differs: push to that tool/,
    );
    assert.deepEqual(
      changed.plan.files.filter((file) => file.action !== "unchanged"),
      [],
    );
    const copied = await planPush({ ...step, tool: "cursor", copyShared: true });
    assert.deepEqual(
      copied.plan.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(world.repo, file.path)),
      [".cursor/skills/review/SKILL.md"],
    );
  });

  test("svc migrate and svc preview: --copy-shared, in --help and on the command line", async () => {
    const license = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
    const world = await makeWorld({ home: { ".svc/license": license }, repo: { ".claude/skills/review/SKILL.md": skill("review") } });
    const run = async (args: string[]) => {
      const result = await svc([...args, "--json"], { home: world.home, cwd: world.repo });
      assert.equal(result.code, 0, result.stderr);
      return JSON.parse(result.stdout) as { items: { name: string; action: string; note: string }[] };
    };
    const move = ["--from", "claude-code", "--to", "cursor", "--repo", world.repo];
    const left = await run(["migrate", ...move]);
    assert.deepEqual(
      left.items.map((item) => [item.name, item.action, item.note]),
      [["review", "unchanged", "already read by Cursor from .claude/skills/review/SKILL.md"]],
    );
    assert.ok(!existsSync(path.join(world.repo, ".cursor/skills/review/SKILL.md")));
    const previewed = await svc(["preview", ...move, "--copy-shared"], { home: world.home, cwd: world.repo });
    assert.match(previewed.stdout, /`svc migrate --from claude-code --to cursor --repo \S+ --copy-shared` applies this plan/);
    const copied = await run(["migrate", ...move, "--copy-shared"]);
    assert.equal(copied.items[0]?.action, "create");
    assert.ok(existsSync(path.join(world.repo, ".cursor/skills/review/SKILL.md")));
    const help = await svc(["migrate", "--help"], { home: world.home, cwd: world.repo });
    assert.match(help.stdout, /--copy-shared/);
    assert.match(help.stdout, /already read by/);
  });
});

describe("what svc writes for the target, the source tool reads too", () => {
  const move = async (world: Awaited<ReturnType<typeof makeWorld>>, from: ToolId, to: ToolId, policy: "merge" | "overwrite" = "merge") => {
    const where = { home: world.home, repo: world.repo, env: {} };
    const plan = await planMigration({ from, to: [to], scope: "project", policy, ...where });
    await applyPlan(plan, { policy, svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(0), roots: rootsOf(where) });
    return plan;
  };
  const changed = (plan: Awaited<ReturnType<typeof planMigration>>, root: string) =>
    plan.files.filter((file) => file.action !== "unchanged").map((file) => path.relative(root, file.path));

  test("copilot → claude-code: CLAUDE.md and .claude/rules, which Copilot reads too, are written, and the plan says Copilot then reads the text twice", async () => {
    const world = await makeWorld({
      home: {},
      repo: {
        ".github/copilot-instructions.md": "# Project\n\nUse tabs.\n",
        ".github/instructions/api.instructions.md": '---\napplyTo: "src/api/**"\n---\nThin handlers.\n',
      },
    });
    const plan = await move(world, "copilot", "claude-code");
    const main = plan.items.find((item) => item.name === "main");
    const api = plan.items.find((item) => item.name === "api");
    assert.equal(main?.action, "create");
    assert.match(
      main?.note ?? "",
      /GitHub Copilot \(VS Code\) reads CLAUDE\.md too, so it will read this text twice \(also from \.github\/copilot-instructions\.md\): delete one copy if it should read it once/,
    );
    assert.match(
      api?.note ?? "",
      /GitHub Copilot \(VS Code\) reads \.claude\/rules\/api\.md too, so it will read this text twice \(also from \.github\/instructions\/api\.instructions\.md\)/,
    );
    assert.deepEqual(changed(await move(world, "copilot", "claude-code"), world.repo), []);
  });

  test("windsurf → claude-code: a hook Devin runs from .devin/hooks.v1.json, written into .claude/settings.json, which Devin runs too, is a conflict (it would run twice); --policy overwrite writes it", async () => {
    const hooks = { Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }] };
    const world = await makeWorld({ home: {}, repo: { ".devin/hooks.v1.json": json(hooks) } });
    const where = { home: world.home, repo: world.repo, env: {} };
    const plan = await planMigration({ from: "windsurf", to: ["claude-code"], scope: "project", policy: "merge", ...where });
    const hook = plan.items.find((item) => item.kind === "hooks");
    assert.equal(hook?.action, "conflict");
    assert.match(
      hook?.note ?? "",
      /Windsurf runs the hooks of \.claude\/settings\.json too: written there, this hook would run twice in Windsurf \(it runs it from \.devin\/hooks\.v1\.json already\); --policy overwrite writes it anyway, then remove it from \.devin\/hooks\.v1\.json/,
    );
    const overwritten = await move(world, "windsurf", "claude-code", "overwrite");
    assert.deepEqual(changed(overwritten, world.repo), [".claude/settings.json"]);
    // Claude Code runs it now: a second run (merge) is no conflict and writes nothing.
    const again = await move(world, "windsurf", "claude-code");
    assert.deepEqual(
      again.items.filter((item) => item.kind === "hooks").map((item) => [item.action, item.note]),
      [
        ["unchanged", "already read by Claude Code from .claude/settings.json (hooks.Stop)"],
        ["unchanged", "already read by Claude Code from .claude/settings.json (hooks.Stop)"],
      ],
    );
  });

  test("copilot → claude-code: a .vscode/mcp.json server written into .mcp.json, Copilot's own MCP file, is a conflict (Copilot would load it a second time, ${input:…} as text)", async () => {
    const vscode = {
      inputs: [{ id: "tok", type: "promptString", password: true }],
      servers: { api: { type: "http", url: "https://api.example.com/mcp", headers: { Authorization: "Bearer ${input:tok}" } } },
    };
    const world = await makeWorld({ home: {}, repo: { ".vscode/mcp.json": json(vscode) } });
    const plan = await planMigration({ from: "copilot", to: ["claude-code"], scope: "project", policy: "merge", home: world.home, repo: world.repo, env: {} });
    const server = plan.items.find((item) => item.kind === "mcp" && item.name === "api");
    assert.equal(server?.action, "conflict");
    assert.match(
      server?.note ?? "",
      /\.mcp\.json is GitHub Copilot \(VS Code\)'s own too: written there, GitHub Copilot \(VS Code\) would read "api" a second time \(beside \.vscode\/mcp\.json\); --policy overwrite writes it anyway/,
    );
  });
});
