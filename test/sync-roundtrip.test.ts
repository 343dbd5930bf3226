// Sync round trips keep what only one tool understands (issue #12): the hub keeps each tool's own
// fields (every tool's it went through), so an item that went through a tool that cannot hold
// them gets them back.
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { DEV_LICENSE, svc } from "./support/cli.ts";
import { makeWorld, type World } from "./support/world.ts";

async function sync(w: World, args: string[]): Promise<{ code: number; json: Record<string, unknown>; stderr: string }> {
  const result = await svc(["sync", ...args, "--json"], { home: w.home, cwd: w.home });
  return { code: result.code, json: JSON.parse(result.stdout) as Record<string, unknown>, stderr: result.stderr };
}

/** Pull Claude Code into the hub, then plan-push and push the hub to Cursor. */
async function claudeToCursor(w: World): Promise<void> {
  assert.equal((await sync(w, ["pull", "--from", "claude-code"])).code, 0);
  assert.equal((await sync(w, ["plan-push", "--to", "cursor"])).code, 0);
  assert.equal((await sync(w, ["push", "--to", "cursor", "--policy", "merge"])).code, 0);
}

const COMMIT =
  "---\ndescription: Commit staged changes\nargument-hint: [message]\nallowed-tools: Bash(git add:*), Bash(git commit:*)\nmodel: sonnet\n---\nCommit with message: $ARGUMENTS\n";

describe("sync round trips", () => {
  test("pull claude-code, push cursor, edit the cursor command, auto cursor → claude-code: Claude's command keeps allowed-tools, argument-hint and model", async () => {
    const w = await makeWorld({ home: { ".svc/license": DEV_LICENSE, ".claude/commands/commit.md": COMMIT } });
    await claudeToCursor(w);
    const cursorFile = path.join(w.home, ".cursor/commands/commit.md");
    const pushed = await readFile(cursorFile, "utf8");
    assert.doesNotMatch(pushed, /allowed-tools/, "Cursor commands have no allowed-tools");
    await writeFile(cursorFile, pushed.replace("Commit with message: $ARGUMENTS", "Commit with a conventional message: $ARGUMENTS"));

    assert.equal((await sync(w, ["auto", "enable", "--from", "cursor", "--to", "claude-code", "--policy", "merge"])).code, 0);
    const run = await sync(w, ["auto", "run"]);
    assert.equal(run.code, 0, JSON.stringify(run.json));
    const claude = await readFile(path.join(w.home, ".claude/commands/commit.md"), "utf8");
    assert.match(claude, /Commit with a conventional message: \$ARGUMENTS/, "the edit made in Cursor arrives");
    assert.match(claude, /^argument-hint: ["']?\[message\]["']?$/m, claude);
    assert.match(claude, /^allowed-tools: .*Bash\(git add:\*\).*Bash\(git commit:\*\)/m, claude);
    assert.match(claude, /^model: sonnet$/m, claude);
    const [step] = run.json["runs"] as { push: { items: { name: string; fidelity: string; lost: string[] }[] } }[];
    const item = step?.push.items.find((entry) => entry.name === "commit");
    assert.ok(item, JSON.stringify(step));
    assert.notEqual(item.fidelity, "lossy", item.lost.join("; "));

    // Nothing moved since: a second run changes nothing.
    const again = await sync(w, ["auto", "run"]);
    assert.equal(again.code, 0);
    assert.equal(await readFile(path.join(w.home, ".claude/commands/commit.md"), "utf8"), claude);
  });

  test("an item that went through two tools keeps both tools' own fields: Cursor's is_background and Claude's color and model each go back to their tool", async () => {
    const agent = "---\nname: reviewer\ndescription: Reviews code\nmodel: opus\ncolor: blue\n---\nYou are a strict reviewer.\n";
    const w = await makeWorld({ home: { ".svc/license": DEV_LICENSE, ".claude/agents/reviewer.md": agent } });
    await claudeToCursor(w);
    const cursorFile = path.join(w.home, ".cursor/agents/reviewer.md");
    const pushed = await readFile(cursorFile, "utf8");
    await writeFile(cursorFile, pushed.replace("---\n", "---\nis_background: true\n").replace("strict reviewer", "kind reviewer"));
    const pulled = await sync(w, ["pull", "--from", "cursor"]);
    assert.equal(pulled.code, 0, JSON.stringify(pulled.json));
    const line = (pulled.json["items"] as { key: string; action: string; lost?: string[]; note?: string }[]).find((entry) => entry.key === "agents/reviewer");
    assert.equal(line?.action, "update");
    assert.equal(line.lost, undefined, JSON.stringify(line));
    assert.match(line.note ?? "", /kept from the hub: .*color/, JSON.stringify(line));
    for (const to of ["claude-code", "cursor"]) {
      assert.equal((await sync(w, ["plan-push", "--to", to])).code, 0);
      const push = await sync(w, ["push", "--to", to, "--policy", "merge"]);
      assert.equal(push.code, 0, JSON.stringify(push.json));
    }
    const claude = await readFile(path.join(w.home, ".claude/agents/reviewer.md"), "utf8");
    assert.match(claude, /kind reviewer/, claude);
    assert.match(claude, /^color: blue$/m, claude);
    assert.match(claude, /^model: opus$/m, claude);
    assert.doesNotMatch(claude, /is_background/, claude);
    assert.match(await readFile(cursorFile, "utf8"), /^is_background: true$/m);
  });

  test("Codex developer_instructions (a config.toml setting) is not pulled into the hub, so a push never writes it a second time", async () => {
    const w = await makeWorld({
      home: { ".svc/license": DEV_LICENSE, ".codex/AGENTS.md": "Be brief.\n", ".codex/config.toml": 'developer_instructions = "Answer in English."\n' },
    });
    const pulled = await sync(w, ["pull", "--from", "codex"]);
    assert.equal(pulled.code, 0, pulled.stderr);
    assert.deepEqual(
      (pulled.json["items"] as { key: string }[]).map((item) => item.key),
      ["instructions/main"],
    );
  });
  test("a round trip through Cursor keeps Claude's front matter as written: argument-hint: [pr-number] stays a list, an agent's color stays in its place", async () => {
    const review = "---\ndescription: Review a PR\nargument-hint: [pr-number]\n---\nReview PR $ARGUMENTS.\n";
    const critic = "---\nname: critic\ndescription: Reviews critically\ncolor: blue\ntools: Read, Grep\n---\nYou are a critic.\n";
    const w = await makeWorld({ home: { ".svc/license": DEV_LICENSE, ".claude/commands/review.md": review, ".claude/agents/critic.md": critic } });
    await claudeToCursor(w);
    for (const file of [".cursor/commands/review.md", ".cursor/agents/critic.md"]) {
      const text = await readFile(path.join(w.home, file), "utf8");
      await writeFile(path.join(w.home, file), text.replace(/\n([^\n]*)\n$/, "\n$1 Be brief.\n"));
    }
    assert.equal((await sync(w, ["pull", "--from", "cursor"])).code, 0);
    const planned = await sync(w, ["plan-push", "--to", "claude-code"]);
    assert.equal(planned.code, 0, planned.stderr);
    assert.equal((await sync(w, ["push", "--to", "claude-code", "--policy", "merge"])).code, 0);
    const frontMatter = (text: string) => text.slice(0, text.indexOf("\n---\n") + 5);
    const reviewNow = await readFile(path.join(w.home, ".claude/commands/review.md"), "utf8");
    const criticNow = await readFile(path.join(w.home, ".claude/agents/critic.md"), "utf8");
    assert.equal(frontMatter(reviewNow), frontMatter(review), reviewNow);
    assert.equal(frontMatter(criticNow), frontMatter(critic), criticNow);
    assert.match(reviewNow, /Review PR \$ARGUMENTS\. Be brief\.\n$/);
    assert.match(criticNow, /You are a critic\. Be brief\.\n$/);
    // The plan's diff shows only the body line.
    const changes = planned.json["changes"] as { path: string; diff: string }[];
    for (const change of changes) assert.doesNotMatch(change.diff, /^[-+](argument-hint|color|name|description|tools):/m, change.diff);
  });
});
