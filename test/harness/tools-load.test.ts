// Where a tool loads what svc wrote differently from what the plan says (issue 28): each case is a
// file the real tool rejects, ignores or reads otherwise, checked against the tool's own rules
// (`claude doctor`, Codex's AGENTS.md discovery, Cursor's rule front matter…).
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { item, plan, written } from "../support/plans.ts";

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
