// findFiles (src/harness/io.ts) walks folders with synchronous calls: on a busy machine every
// trip through libuv's thread pool waits to be scheduled again, and a big harness has hundreds
// of folders (issue 16, speed).
import assert from "node:assert/strict";
import { createHook } from "node:async_hooks";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { findFiles } from "../../src/harness/io.ts";
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
  assert.deepEqual(found.slice(0, 2).map((file) => file.relative), [".claude/skills/skill-0/SKILL.md", ".claude/skills/skill-1/SKILL.md"]);
  assert.equal(requests, 0, `${requests} asynchronous file-system requests`);
});
