// bump.ts's report for the tools with no CLI here: the places their declarations name that changed
// since the recorded check, and the sources due for a re-read.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { DOCUMENTED, documentedChanges, documentedFile, toolsWithoutCli } from "./lib/documented.ts";
import { OBSERVERS } from "./lib/observers.ts";

const tools = toolsWithoutCli(Object.keys(OBSERVERS));

describe("documented places of the tools with no CLI here", () => {
  test("they are the tools no observer asks (Cursor, Windsurf, Cline, Roo Code, Kiro, Zed, Claude Desktop)", () => {
    assert.deepEqual([...tools].sort(), ["claude-desktop", "cline", "cursor", "kiro", "roo-code", "windsurf", "zed"]);
  });

  test("the recorded list is the declarations' (record again with bump.ts --record after a review)", () => {
    const changes = documentedChanges(readFileSync(DOCUMENTED, "utf8"), tools);
    assert.deepEqual({ added: changes.added, removed: changes.removed }, { added: [], removed: [] });
    assert.match(changes.recordedOn ?? "", /^\d{4}-\d{2}-\d{2}$/);
  });

  test("a place added or gone since the record is listed, dated, with the sources to re-read", () => {
    const recorded = documentedFile(tools, "2026-01-01")
      .replace("cursor skills project: .claude/skills (shared)\n", "")
      .concat("cursor skills project: .old/skills (shared)\n");
    const changes = documentedChanges(recorded, tools);
    assert.equal(changes.recordedOn, "2026-01-01");
    assert.deepEqual(changes.added, ["cursor skills project: .claude/skills (shared)"]);
    assert.deepEqual(changes.removed, ["cursor skills project: .old/skills (shared)"]);
    assert.ok(
      changes.due.some((line) => line.startsWith("cursor: oldest check ")),
      changes.due.join("\n"),
    );
  });
});
