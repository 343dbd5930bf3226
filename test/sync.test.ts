// Central sync through the CLI, in temporary homes holding the three tools' fixtures.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { readFile, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { FIXTURES } from "./fixtures/harness.ts";
import { DEV_LICENSE, svc } from "./support/cli.ts";
import { hashTree, listTree, writeTree } from "./support/tree.ts";
import { makeWorld, type World } from "./support/world.ts";

/** Files each tool keeps its settings and MCP servers in: sync must never touch them. */
const PLATFORM_FILES = [
  ".claude.json",
  ".claude/settings.json",
  ".claude/settings.local.json",
  ".mcp.json",
  ".codex/config.toml",
  ".codex/hooks.json",
  ".cursor/mcp.json",
  ".cursor/hooks.json",
  ".cursor/cli.json",
  ".cursor/cli-config.json",
  ".cursorignore",
];

async function world(...fixtures: Parameters<typeof makeWorld>): Promise<World> {
  const made = await makeWorld(...fixtures);
  await writeTree(made.home, { ".svc/license": DEV_LICENSE });
  return made;
}

async function sync(w: World, args: string[]) {
  const result = await svc(["sync", ...args, "--json"], { home: w.home, cwd: w.repo });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(result.stdout);
  } catch {
    assert.fail(`not JSON (exit ${result.code}): ${result.stdout}\n${result.stderr}`);
  }
  return { ...result, json };
}

async function platformHashes(w: World): Promise<Record<string, string>> {
  const all = { ...(await hashTree(w.home)), ...Object.fromEntries(Object.entries(await hashTree(w.repo)).map(([file, hash]) => [`repo/${file}`, hash])) };
  return Object.fromEntries(Object.entries(all).filter(([file]) => PLATFORM_FILES.some((platform) => file === platform || file === `repo/${platform}`)));
}

describe("svc sync", () => {
  test("hub: created on first use, empty, auto sync disabled", async () => {
    const w = await world({});
    const result = await sync(w, ["hub"]);
    assert.equal(result.code, 0);
    assert.equal(result.json["path"], path.join(w.home, ".svc/harness-sync/current"));
    assert.equal(result.json["created"], true);
    assert.deepEqual(result.json["counts"], { instructions: 0, commands: 0, agents: 0, skills: 0 });
    assert.deepEqual(result.json["auto"], []);
    assert.equal((await sync(w, ["hub"])).json["created"], false);
  });

  test("needs a license; push needs --policy", async () => {
    const w = await makeWorld({});
    assert.equal((await svc(["sync", "hub"], { home: w.home })).code, 3);
    const licensed = await world({});
    assert.equal((await svc(["sync", "push", "--to", "cursor"], { home: licensed.home })).code, 2);
  });

  test("pull, plan-push, push; a second round changes nothing; platform files never touched", async () => {
    const w = await world(FIXTURES["claude-code"], FIXTURES.cursor);
    const platform = await platformHashes(w);
    const pulled = await sync(w, ["pull", "--from", "claude-code"]);
    assert.equal(pulled.code, 0, JSON.stringify(pulled.json));
    assert.deepEqual(pulled.json["summary"], { create: 8, update: 0, unchanged: 0, conflict: 0, delete: 0 });
    const counts = (await sync(w, ["hub"])).json["counts"];
    assert.deepEqual(counts, { instructions: 3, commands: 3, agents: 1, skills: 1 });

    const planned = await sync(w, ["plan-push", "--to", "cursor"]);
    assert.equal(planned.code, 0);
    assert.ok(Array.isArray(planned.json["items"]) && Array.isArray(planned.json["changes"]));
    const pushed = await sync(w, ["push", "--to", "cursor", "--policy", "merge"]);
    assert.equal(pushed.code, 0, pushed.stderr);
    assert.equal(pushed.json["applied"], true);
    assert.ok((pushed.json["written"] as string[]).some((file) => file.endsWith(".cursor/commands/commit.md")));

    // Round two: nothing changed anywhere.
    const mtimes = new Map<string, number>();
    for (const file of await listTree(w.home)) if (!file.startsWith(".svc/")) mtimes.set(file, (await stat(path.join(w.home, file))).mtimeMs);
    const hubFiles = new Map<string, number>();
    for (const file of await listTree(path.join(w.home, ".svc/harness-sync/current")))
      if (!file.startsWith(".plans") && file !== "svc-hub.json") hubFiles.set(file, (await stat(path.join(w.home, ".svc/harness-sync/current", file))).mtimeMs);
    const again = await sync(w, ["pull", "--from", "claude-code"]);
    assert.deepEqual(again.json["summary"], { create: 0, update: 0, unchanged: 8, conflict: 0, delete: 0 });
    const fromCursor = await sync(w, ["pull", "--from", "cursor"]);
    assert.equal(fromCursor.code, 0);
    const replan = await sync(w, ["plan-push", "--to", "cursor"]);
    const { create = 0, update = 0, conflict = 0 } = replan.json["summary"] as Record<string, number>;
    assert.equal(create + update + conflict, 0, JSON.stringify(replan.json["changes"]));
    assert.equal((await sync(w, ["push", "--to", "cursor", "--policy", "merge"])).code, 0);
    for (const [file, time] of mtimes) assert.equal((await stat(path.join(w.home, file))).mtimeMs, time, `${file} was rewritten`);
    for (const [file, time] of hubFiles)
      assert.equal((await stat(path.join(w.home, ".svc/harness-sync/current", file))).mtimeMs, time, `hub ${file} was rewritten`);
    assert.deepEqual(await platformHashes(w), platform, "a platform config file changed");
  });

  test("two tools edited differently after a sync: the pull is a conflict with both sides' diff, nothing written", async () => {
    const w = await world({ home: { ".claude/commands/deploy.md": "---\ndescription: Deploy\n---\nDeploy to staging.\n" } });
    await sync(w, ["pull", "--from", "claude-code"]);
    await sync(w, ["plan-push", "--to", "cursor"]);
    await sync(w, ["push", "--to", "cursor", "--policy", "merge"]);
    await writeFile(path.join(w.home, ".claude/commands/deploy.md"), "---\ndescription: Deploy\n---\nDeploy to production.\n");
    await writeFile(path.join(w.home, ".cursor/commands/deploy.md"), "---\ndescription: Deploy\n---\nDeploy to a preview env.\n");
    const fromClaude = await sync(w, ["pull", "--from", "claude-code"]);
    assert.deepEqual(fromClaude.json["summary"], { create: 0, update: 1, unchanged: 0, conflict: 0, delete: 0 });
    const before = await hashTree(w.home);
    const fromCursor = await sync(w, ["pull", "--from", "cursor"]);
    assert.equal(fromCursor.code, 4);
    const [conflict] = (fromCursor.json["items"] as { action: string; key: string; diff: string }[]).filter((line) => line.action === "conflict");
    assert.equal(conflict?.key, "commands/deploy");
    assert.match(conflict?.diff ?? "", /-Deploy to production\./);
    assert.match(conflict?.diff ?? "", /\+Deploy to a preview env\./);
    assert.deepEqual(await hashTree(w.home), before, "a refused pull wrote something");
    // Overwrite: the tool wins; the hub's version is in the backup.
    const forced = await sync(w, ["pull", "--from", "cursor", "--policy", "overwrite"]);
    assert.equal(forced.code, 0);
    assert.match(await readFile(path.join(w.home, ".svc/harness-sync/current/commands/deploy.md"), "utf8"), /preview env/);
    assert.ok(forced.json["backup_id"]);
  });

  test("a hand edit in the tool after plan-push: push refuses; overwrite applies; restore gives the tool back", async () => {
    const w = await world({ home: { ".claude/agents/a.md": "---\nname: a\ndescription: A\n---\nVersion one.\n" } });
    await sync(w, ["pull", "--from", "claude-code"]);
    await sync(w, ["plan-push", "--to", "cursor"]);
    await sync(w, ["push", "--to", "cursor", "--policy", "merge"]);
    await writeFile(path.join(w.home, ".claude/agents/a.md"), "---\nname: a\ndescription: A\n---\nVersion two.\n");
    await sync(w, ["pull", "--from", "claude-code"]);
    const plan = await sync(w, ["plan-push", "--to", "cursor"]);
    assert.equal((plan.json["summary"] as Record<string, number>)["update"], 1);
    await writeFile(path.join(w.home, ".cursor/agents/a.md"), "---\nname: a\ndescription: A\n---\nMy own edit.\n");
    const refused = await sync(w, ["push", "--to", "cursor", "--policy", "merge"]);
    assert.equal(refused.code, 4);
    assert.match(refused.stderr, /changed since plan-push/);
    assert.match(await readFile(path.join(w.home, ".cursor/agents/a.md"), "utf8"), /My own edit/);

    const cursorBefore = await hashTree(path.join(w.home, ".cursor"));
    const replanned = await sync(w, ["plan-push", "--to", "cursor"]);
    assert.equal((replanned.json["summary"] as Record<string, number>)["conflict"], 1);
    assert.equal((await sync(w, ["push", "--to", "cursor", "--policy", "merge"])).code, 4);
    const forced = await sync(w, ["push", "--to", "cursor", "--policy", "overwrite"]);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(await readFile(path.join(w.home, ".cursor/agents/a.md"), "utf8"), /Version two/);
    const restored = await svc(["restore", String(forced.json["backup_id"])], { home: w.home });
    assert.equal(restored.code, 0, restored.stderr);
    assert.deepEqual(await hashTree(path.join(w.home, ".cursor")), cursorBefore);
  });

  test("pulling from an empty tool deletes nothing; deleting in the hub removes only what svc pushed", async () => {
    const w = await world({ home: { ".claude/commands/x.md": "---\ndescription: X\n---\nX\n", ".claude/commands/y.md": "---\ndescription: Y\n---\nY\n" } });
    await sync(w, ["pull", "--from", "claude-code"]);
    const empty = await sync(w, ["pull", "--from", "codex"]);
    assert.equal(empty.code, 0);
    assert.deepEqual((await sync(w, ["hub"])).json["counts"], { instructions: 0, commands: 2, agents: 0, skills: 0 });
    await sync(w, ["plan-push", "--to", "cursor"]);
    await sync(w, ["push", "--to", "cursor", "--policy", "merge"]);
    await writeFile(path.join(w.home, ".cursor/commands/mine.md"), "---\ndescription: Mine\n---\nHand made.\n");
    const { rm } = await import("node:fs/promises");
    await rm(path.join(w.home, ".svc/harness-sync/current/commands/x.md"));
    const planned = await sync(w, ["plan-push", "--to", "cursor"]);
    assert.equal((planned.json["summary"] as Record<string, number>)["delete"], 1);
    await sync(w, ["push", "--to", "cursor", "--policy", "merge"]);
    assert.deepEqual((await listTree(path.join(w.home, ".cursor/commands"))).sort(), ["mine.md", "y.md"]);
  });

  test("plan-push exits 4 when the push it plans would be refused (conflicts under merge), 0 under overwrite; --stat is short", async () => {
    const w = await world({
      home: {
        ".claude/commands/x.md": "---\ndescription: X\n---\nX from Claude\n",
        ".cursor/commands/x.md": "---\ndescription: X\n---\nX by hand in Cursor\n",
      },
    });
    await sync(w, ["pull", "--from", "claude-code"]);
    const planned = await sync(w, ["plan-push", "--to", "cursor"]);
    assert.equal(planned.code, 4, planned.stderr);
    assert.equal((planned.json["summary"] as Record<string, number>)["conflict"], 1);
    assert.equal((await sync(w, ["plan-push", "--to", "cursor", "--policy", "overwrite"])).code, 0);
    const human = await svc(["sync", "plan-push", "--to", "cursor", "--stat"], { home: w.home, cwd: w.repo });
    assert.equal(human.code, 4, human.stderr);
    assert.match(human.stdout, /^\s*commands\s+1\s/m); // counted per kind
    assert.match(human.stdout, /conflict\s+~\/\.cursor\/commands\/x\.md/); // the file list
    assert.doesNotMatch(human.stdout, /^[-+]X /m); // no diff
    assert.match(human.stdout, /Push would be refused with --policy merge/);
  });

  test("names Windows forbids are stored under portable names in the hub; the manifest keeps the real name, and a round trip keeps it", async () => {
    const w = await world({
      home: {
        ".claude/commands/fix:bug.md": "---\ndescription: Fix\n---\nFix the bug.\n",
        ".claude/commands/fix-bug.md": "---\ndescription: Other\n---\nAnother one.\n",
        ".claude/skills/con/SKILL.md": "---\nname: con\ndescription: Console\n---\nUse it.\n",
      },
    });
    assert.equal((await sync(w, ["pull", "--from", "claude-code"])).code, 0);
    const dir = path.join(w.home, ".svc/harness-sync/current");
    const files = await listTree(dir);
    assert.ok(
      files.every((file) => !/[:]/.test(file) && !/(^|\/)con(\/|\.|$)/i.test(file)),
      files.join("\n"),
    );
    assert.ok(
      files.includes("commands/fix-bug.md") && files.includes("commands/fix-bug-2.md") && files.includes("skills/con-skill/SKILL.md"),
      files.join("\n"),
    );
    assert.match(await readFile(path.join(dir, "commands/fix-bug-2.md"), "utf8"), /Fix the bug\./);
    const manifest = JSON.parse(await readFile(path.join(dir, "svc-hub.json"), "utf8"));
    assert.equal(manifest.items["commands/fix:bug"].file, "commands/fix-bug-2");
    assert.equal(manifest.items["commands/fix-bug"].file, undefined);
    assert.deepEqual((await sync(w, ["hub"])).json["counts"], { instructions: 0, commands: 2, agents: 0, skills: 1 });
    // Round trip: into Cursor and back, nothing new in the hub, the real names kept.
    await sync(w, ["plan-push", "--to", "cursor"]);
    assert.equal((await sync(w, ["push", "--to", "cursor", "--policy", "merge"])).code, 0);
    const back = await sync(w, ["pull", "--from", "cursor"]);
    assert.equal(back.code, 0, JSON.stringify(back.json));
    assert.deepEqual((back.json["summary"] as Record<string, number>)["create"], 0, JSON.stringify(back.json["items"]));
    assert.deepEqual(
      await listTree(dir).then((all) => all.filter((file) => !file.startsWith(".")).sort()),
      [...files].filter((file) => !file.startsWith(".")).sort(),
    );
    const again = await sync(w, ["pull", "--from", "claude-code"]);
    assert.deepEqual(again.json["summary"], { create: 0, update: 0, unchanged: 3, conflict: 0, delete: 0 });
  });

  test("a hub written before, with raw names, still reads: the item keeps its name", async () => {
    const w = await world({});
    await writeTree(w.home, {
      ".svc/harness-sync/current/svc-hub.json": JSON.stringify({
        version: 1,
        created: "2026-01-01T00:00:00.000Z",
        items: { "commands/fix:bug": { origin: "claude-code" } },
        tools: {},
        auto: [],
      }),
      ".svc/harness-sync/current/commands/fix:bug.md": "---\ndescription: Fix\norigin: claude-code\n---\nFix the bug.\n",
    });
    assert.deepEqual((await sync(w, ["hub"])).json["counts"], { instructions: 0, commands: 1, agents: 0, skills: 0 });
    const planned = await sync(w, ["plan-push", "--to", "cursor"]);
    assert.deepEqual(
      (planned.json["items"] as { kind: string; name: string }[]).map((line) => `${line.kind}/${line.name}`),
      ["commands/fix:bug"],
    );
    // Written again by a pull, the item moves to its portable name.
    await writeTree(w.home, { ".claude/commands/fix:bug.md": "---\ndescription: Fix\n---\nFix it better.\n" });
    assert.equal((await sync(w, ["pull", "--from", "claude-code", "--policy", "overwrite"])).code, 0);
    const dir = path.join(w.home, ".svc/harness-sync/current");
    assert.deepEqual((await listTree(path.join(dir, "commands"))).sort(), ["fix-bug.md"]);
    assert.equal(JSON.parse(await readFile(path.join(dir, "svc-hub.json"), "utf8")).items["commands/fix:bug"].file, "commands/fix-bug");
    assert.deepEqual((await sync(w, ["hub"])).json["counts"], { instructions: 0, commands: 1, agents: 0, skills: 0 });
  });

  test("--repo keeps the hub and the tools' files inside the repo", async () => {
    const w = await world(FIXTURES["claude-code"]);
    const homeBefore = await hashTree(w.home, { skip: (file) => file.startsWith(".svc/backups") });
    assert.equal((await sync(w, ["pull", "--from", "claude-code", "--repo", w.repo])).code, 0);
    await sync(w, ["plan-push", "--to", "codex", "--repo", w.repo]);
    assert.equal((await sync(w, ["push", "--to", "codex", "--repo", w.repo, "--policy", "merge"])).code, 0);
    assert.deepEqual(await hashTree(w.home, { skip: (file) => file.startsWith(".svc/backups") }), homeBefore);
    const repoFiles = await listTree(w.repo);
    assert.ok(repoFiles.includes(".svc/harness-sync/svc-hub.json"));
    assert.ok(repoFiles.includes("AGENTS.md"));
    assert.ok(repoFiles.includes(".codex/agents/docs-writer.toml"));
  });

  test('a command carried into a Codex project as a skill: an edit there is a conflict, not "deleted since the last sync"', async () => {
    // The hub knows it as commands/deploy, Codex as skills/deploy: the last sync's record says so,
    // and push must look the item up in Codex by its key there.
    const w = await world({ repo: { ".claude/commands/deploy.md": "---\ndescription: Deploy\n---\nDeploy to staging.\n" } });
    assert.equal((await sync(w, ["pull", "--from", "claude-code", "--repo", w.repo])).code, 0);
    await sync(w, ["plan-push", "--to", "codex", "--repo", w.repo]);
    const pushed = await sync(w, ["push", "--to", "codex", "--repo", w.repo, "--policy", "merge"]);
    assert.equal(pushed.code, 0, pushed.stderr);
    const skill = path.join(w.repo, ".agents/skills/deploy/SKILL.md");
    assert.match(await readFile(skill, "utf8"), /Deploy to staging/);

    const again = await sync(w, ["plan-push", "--to", "codex", "--repo", w.repo]);
    assert.doesNotMatch(JSON.stringify(again.json), /deleted in codex/);
    const actions = (json: Record<string, unknown>) => (json["items"] as { name: string; action: string }[]).map((item) => `${item.name}: ${item.action}`);
    assert.deepEqual(actions(again.json), ["deploy: unchanged"]);

    await writeFile(skill, (await readFile(skill, "utf8")).replace("Deploy to staging.", "Deploy to production."));
    const edited = await sync(w, ["plan-push", "--to", "codex", "--repo", w.repo]);
    assert.doesNotMatch(JSON.stringify(edited.json), /deleted in codex/);
    assert.deepEqual(actions(edited.json), ["deploy: conflict"]);
    assert.match(String((edited.json["notes"] as Record<string, string>)["commands/deploy"]), /changed in codex since the last sync/);
    const back = await sync(w, ["pull", "--from", "codex", "--repo", w.repo]);
    assert.deepEqual(back.json["summary"], { create: 0, update: 1, unchanged: 0, conflict: 0, delete: 0 });
    assert.match(await readFile(path.join(w.repo, ".svc/harness-sync/commands/deploy.md"), "utf8"), /Deploy to production/);
  });

  test("auto: disabled by default; enable, run, disable; a conflict stops it with exit 4", async () => {
    const w = await world({ home: { ".claude/commands/z.md": "---\ndescription: Z\n---\nZ1\n" } });
    const off = await sync(w, ["auto", "run"]);
    assert.equal(off.code, 0);
    assert.equal(off.json["state"], "disabled");
    const enabled = await sync(w, ["auto", "enable", "--from", "tool_a", "--to", "tool_b", "--policy", "merge"]);
    assert.deepEqual(enabled.json["pairings"], [{ from: "claude-code", to: "codex", policy: "merge", state: "enabled" }]);
    const ran = await sync(w, ["auto", "run"]);
    assert.equal(ran.code, 0, JSON.stringify(ran.json));
    assert.match(await readFile(path.join(w.home, ".codex/prompts/z.md"), "utf8"), /Z1/);
    const idle = await sync(w, ["auto", "run"]);
    assert.equal(idle.code, 0);
    assert.equal((idle.json["runs"] as { settled: boolean }[])[0]?.settled, true, "a no-change run should not read or write anything");
    await writeFile(path.join(w.home, ".claude/commands/z.md"), "---\ndescription: Z\n---\nZ2\n");
    await writeFile(path.join(w.home, ".codex/prompts/z.md"), "---\ndescription: Z\n---\nmine\n");
    const stopped = await sync(w, ["auto", "run"]);
    assert.equal(stopped.code, 4);
    assert.equal((stopped.json["stopped"] as Record<string, unknown>)["at"], "push_conflict");
    assert.match(await readFile(path.join(w.home, ".codex/prompts/z.md"), "utf8"), /mine/);
    const disabled = await sync(w, ["auto", "disable"]);
    assert.deepEqual(
      (disabled.json["pairings"] as { state: string }[]).map((pairing) => pairing.state),
      ["disabled"],
    );
    assert.equal((await sync(w, ["auto", "run"])).json["state"], "disabled");
  });

  test("two runs on one hub at once take turns: neither loses the other's manifest entries", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) {
      files[`.claude/commands/c${i}.md`] = `---\ndescription: C${i}\n---\nclaude ${i}\n`;
      files[`.codex/prompts/p${i}.md`] = `---\ndescription: P${i}\n---\ncodex ${i}\n`;
    }
    const w = await world({ home: files });
    await sync(w, ["hub"]);
    const [a, b] = await Promise.all([sync(w, ["pull", "--from", "claude-code"]), sync(w, ["pull", "--from", "codex"])]);
    assert.equal(a.code, 0, a.stderr);
    assert.equal(b.code, 0, b.stderr);
    const manifest = JSON.parse(await readFile(path.join(w.home, ".svc/harness-sync/current/svc-hub.json"), "utf8")) as {
      tools: Record<string, { items: object }>;
      items: object;
    };
    assert.equal(Object.keys(manifest.tools["claude-code"]?.items ?? {}).length, 30);
    assert.equal(Object.keys(manifest.tools["codex"]?.items ?? {}).length, 30);
    assert.equal(Object.keys(manifest.items).length, 60);
    assert.ok(!(await listTree(path.join(w.home, ".svc/harness-sync/current"))).some((file) => file.includes("lock")), "the lock is released");
  });

  test("an edit anywhere in the tool after plan-push, even to an item the plan leaves alone, makes push refuse", async () => {
    const w = await world({ home: { ".claude/commands/a.md": "---\ndescription: A\n---\nA1\n", ".claude/commands/b.md": "---\ndescription: B\n---\nB1\n" } });
    await sync(w, ["pull", "--from", "claude-code"]);
    await sync(w, ["plan-push", "--to", "cursor"]);
    await sync(w, ["push", "--to", "cursor", "--policy", "merge"]);
    await writeFile(path.join(w.home, ".svc/harness-sync/current/commands/a.md"), "---\ndescription: A\norigin: claude-code\n---\nA2\n");
    const planned = await sync(w, ["plan-push", "--to", "cursor"]);
    assert.equal((planned.json["summary"] as Record<string, number>)["update"], 1, JSON.stringify(planned.json["changes"]));
    await writeFile(path.join(w.home, ".cursor/commands/b.md"), "---\ndescription: B\n---\nmy own B\n");
    const before = await hashTree(path.join(w.home, ".cursor"));
    const refused = await sync(w, ["push", "--to", "cursor", "--policy", "merge"]);
    assert.equal(refused.code, 4, refused.stderr);
    assert.match(refused.stderr, /changed since plan-push/);
    assert.deepEqual(await hashTree(path.join(w.home, ".cursor")), before);
  });

  test("a lock left garbled by a crash is taken over once it is a few seconds old; a fresh one is waited for", async () => {
    const w = await world({ home: { ".claude/commands/c.md": "---\ndescription: C\n---\nclaude\n" } });
    await sync(w, ["hub"]);
    const lock = path.join(w.home, ".svc/harness-sync/current/.svc-hub.lock");
    await writeFile(lock, "");
    const old = new Date(Date.now() - 60_000);
    await utimes(lock, old, old);
    // Not taken over, the lock would make the pull wait 30 s and give up (hub_busy).
    const pulled = await sync(w, ["pull", "--from", "claude-code"]);
    assert.equal(pulled.code, 0, pulled.stderr);
    assert.ok(!existsSync(lock), "the lock is released");
  });
});
