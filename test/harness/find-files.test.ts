// findFiles (src/harness/io.ts) walks folders with synchronous calls: on a busy machine every
// trip through libuv's thread pool waits to be scheduled again, and a big harness has hundreds
// of folders (issue 16, speed).
import assert from "node:assert/strict";
import { createHook } from "node:async_hooks";
import fs, { mkdirSync, writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { test } from "node:test";
import { findFiles } from "../../src/harness/io.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { tempDir } from "../support/cli.ts";

test("findFiles finds the same files without an asynchronous file-system request", async () => {
  const root = await tempDir();
  for (let i = 0; i < 20; i++) {
    mkdirSync(path.join(root, ".claude", "skills", `skill-${i}`), { recursive: true });
    writeFileSync(path.join(root, ".claude", "skills", `skill-${i}`, "SKILL.md"), "x");
  }
  writeFileSync(path.join(root, "CLAUDE.md"), "x");
  let requests = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === "FSREQCALLBACK" || type === "FSREQPROMISE") requests++;
    },
  }).enable();
  let found;
  try {
    found = await findFiles(root, ["**/SKILL.md", "**/CLAUDE.md"]);
  } finally {
    hook.disable();
  }
  assert.equal(found.length, 21);
  assert.deepEqual(
    found.slice(0, 2).map((file) => file.relative),
    [".claude/skills/skill-0/SKILL.md", ".claude/skills/skill-1/SKILL.md"],
  );
  assert.equal(requests, 0, `${requests} asynchronous file-system requests`);
});

test("a migration reads a file the source and a target both read once (Cursor reads .claude/skills and .claude/agents)", async (t) => {
  const repo = await tempDir();
  const home = await tempDir();
  const skill = path.join(repo, ".claude", "skills", "review", "SKILL.md");
  const agent = path.join(repo, ".claude", "agents", "checker.md");
  mkdirSync(path.dirname(skill), { recursive: true });
  mkdirSync(path.dirname(agent), { recursive: true });
  writeFileSync(skill, "---\nname: review\ndescription: Reviews a change\n---\nRead the diff.\n");
  writeFileSync(path.join(path.dirname(skill), "checklist.md"), "- tests\n");
  writeFileSync(agent, "---\nname: checker\ndescription: Checks things\n---\nYou check.\n");
  const reads = t.mock.method(fs, "readFileSync");
  const listings = t.mock.method(fs, "readdirSync");
  syncBuiltinESMExports();
  t.after(() => {
    reads.mock.restore();
    listings.mock.restore();
    syncBuiltinESMExports();
  });
  const plan = await planMigration({
    from: "claude-code",
    to: ["codex", "cursor"],
    scope: "project",
    policy: "merge",
    home,
    env: {},
    platform: process.platform,
    repo,
  });
  assert.ok(
    plan.items.some((item) => item.name === "review" && item.to === "cursor"),
    "the skill is planned for Cursor",
  );
  const readsOf = (file: string) => reads.mock.calls.filter((call) => call.arguments[0] === file).length;
  assert.equal(readsOf(skill), 1, "SKILL.md read once");
  assert.equal(readsOf(agent), 1, "the agent read once");
  assert.equal(listings.mock.calls.filter((call) => call.arguments[0] === path.dirname(skill)).length, 1, "the skill's folder listed once");
});
