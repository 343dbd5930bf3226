// Names that become files (commands, agents, skills, rules) follow one rule on every OS: nothing
// Windows forbids in a file name (`<>:"/\|?*`, control characters, a trailing dot or space, the
// device names CON, PRN, AUX, NUL, COM0–9, LPT0–9 with any extension, in any case), since a name
// valid on Linux still travels to Windows through sync. A cleaned name is reported as converted
// with the new name; two names that clean (or differ only in case) to the same file stay apart.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { portableName } from "../../src/harness/kinds/common.ts";
import { item, plan, written } from "../support/plans.ts";

describe("portableName: one rule for every name that becomes a file", () => {
  const cases: [string, string, string | null][] = [
    ["fix:bug", "fix-bug", '":" cannot be in a file name on Windows'],
    ['a<b>c"d|e?f*g', "a-b-c-d-e-f-g", '"<", ">", """, "|", "?" and "*" cannot be in a file name on Windows'],
    ["back\\slash", "back-slash", '"\\" cannot be in a file name on Windows'],
    ["tab\there", "tab-here", "control characters cannot be in a file name"],
    ["ends with dots..", "ends with dots", "Windows drops a trailing dot or space from a file name"],
    ["trailing space ", "trailing space", "Windows drops a trailing dot or space from a file name"],
    ["con", "con-command", "CON is a device name on Windows"],
    ["CON", "CON-command", "CON is a device name on Windows"],
    ["Aux.notes", "Aux-command.notes", "AUX is a device name on Windows"],
    ["com1", "com1-command", "COM1 is a device name on Windows"],
    ["lpt9", "lpt9-command", "LPT9 is a device name on Windows"],
    ["nul.tar.gz", "nul-command.tar.gz", "NUL is a device name on Windows"],
    ["console", "console", null],
    ["com10", "com10", null],
    ["..", "command", "Windows drops a trailing dot or space from a file name"],
    ["review", "review", null],
    ["Ünïcode ok", "Ünïcode ok", null],
  ];
  for (const [name, expected, why] of cases) {
    test(`${JSON.stringify(name)} → ${JSON.stringify(expected)}`, () => {
      const cleaned = portableName(name, "command");
      assert.equal(cleaned.name, expected);
      assert.equal(cleaned.why ?? null, why);
    });
  }
});

describe("commands, agents, skills and rules with names Windows forbids", () => {
  test("OpenCode commands fix:bug and con are written as fix-bug.md and con-command.md, reported converted", async () => {
    const { world, plan: result } = await plan("opencode", "claude-code", {
      ".config/opencode/commands/fix:bug.md": "---\ndescription: Fix it\n---\nFix the bug.\n",
      ".config/opencode/commands/con.md": "---\ndescription: Continue\n---\nGo on.\n",
      ".config/opencode/commands/plain.md": "---\ndescription: Plain\n---\nPlain.\n",
    });
    const fix = item(result.items, "commands", "fix:bug");
    assert.equal(fix.target, path.join(world.home, ".claude/commands/fix-bug.md"));
    assert.equal(fix.fidelity, "converted");
    assert.match(fix.note, /renamed "fix:bug" → "fix-bug" \(":" cannot be in a file name on Windows\)/);
    const con = item(result.items, "commands", "con");
    assert.equal(con.target, path.join(world.home, ".claude/commands/con-command.md"));
    assert.match(con.note, /renamed "con" → "con-command" \(CON is a device name on Windows\)/);
    assert.equal(item(result.items, "commands", "plain").target, path.join(world.home, ".claude/commands/plain.md"));
    assert.ok(
      result.files.every((file) => !/[:]/.test(path.basename(file.path))),
      result.files.map((file) => file.path).join("\n"),
    );
  });

  test("names that clean to the same file, or differ only in case, stay apart (-2)", async () => {
    const { world, plan: result } = await plan("opencode", "claude-code", {
      ".config/opencode/commands/fix-bug.md": "First.\n",
      ".config/opencode/commands/fix:bug.md": "Second.\n",
      ".config/opencode/commands/Deploy.md": "Upper.\n",
      ".config/opencode/commands/deploy.md": "Lower.\n",
    });
    const targets = ["fix-bug", "fix:bug", "Deploy", "deploy"].map((name) => path.basename(item(result.items, "commands", name).target ?? ""));
    assert.equal(new Set(targets.map((target) => target.toLowerCase())).size, 4, targets.join(", "));
    assert.equal(item(result.items, "commands", "fix-bug").target, path.join(world.home, ".claude/commands/fix-bug.md"));
    assert.equal(item(result.items, "commands", "fix:bug").target, path.join(world.home, ".claude/commands/fix-bug-2.md"));
    assert.match(item(result.items, "commands", "fix:bug").note, /renamed "fix:bug" → "fix-bug-2"/);
    const lower = item(result.items, "commands", "deploy");
    const upper = item(result.items, "commands", "Deploy");
    const renamed = [lower, upper].filter((entry) => /-2\.md$/.test(entry.target ?? ""));
    assert.equal(renamed.length, 1);
    assert.match(renamed[0]?.note ?? "", /"Deploy" differs only in case, which Windows and macOS do not tell apart/);
  });

  test("agents: the existing cleaning is the same rule (review? → review), and a device name is kept apart", async () => {
    const { world, plan: result } = await plan("opencode", "claude-code", {
      ".config/opencode/agents/review?.md": "---\ndescription: Reviews\n---\nReview.\n",
      ".config/opencode/agents/nul.md": "---\ndescription: Nothing\n---\nNothing.\n",
    });
    assert.equal(item(result.items, "agents", "review?").target, path.join(world.home, ".claude/agents/review.md"));
    const nul = item(result.items, "agents", "nul");
    assert.equal(nul.target, path.join(world.home, ".claude/agents/nul-agent.md"));
    assert.equal(nul.fidelity, "converted");
    assert.match(nul.note, /renamed "nul" → "nul-agent" \(NUL is a device name on Windows\)/);
    assert.match(written(result, nul.target ?? ""), /^name: nul-agent$/m);
  });

  test("skills and rules: a device name becomes con-skill, aux-rule", async () => {
    const { world, plan: result } = await plan(
      "claude-code",
      "cursor",
      {},
      {
        ".claude/skills/con/SKILL.md": "---\nname: con\ndescription: Console tricks\n---\nUse it.\n",
        ".claude/rules/aux.md": "---\npaths: src/**\n---\nAux rule.\n",
      },
      "project",
      // Cursor reads .claude/skills itself: --copy-shared, to see the name Cursor's own copy takes.
      { copyShared: true },
    );
    const skill = item(result.items, "skills", "con");
    assert.equal(skill.target, path.join(world.repo, ".cursor/skills/con-skill/SKILL.md"));
    assert.match(skill.note, /renamed "con" → "con-skill" \(CON is a device name on Windows\)/);
    assert.match(written(result, skill.target ?? ""), /^name: con-skill$/m);
    const rule = item(result.items, "instructions", "aux");
    assert.equal(rule.target, path.join(world.repo, ".cursor/rules/aux-rule.mdc"));
    assert.match(rule.note, /renamed "aux" → "aux-rule" \(AUX is a device name on Windows\)/);
  });
});

describe("rules that clean to one file stay apart", () => {
  test("Cursor rules a:b and a-b, Style and style, into Claude Code: four files, each rule in its own", async () => {
    const { world, plan: result } = await plan(
      "cursor",
      "claude-code",
      {},
      {
        ".cursor/rules/a:b.mdc": "---\nglobs: src/**\nalwaysApply: false\n---\nFor src.\n",
        ".cursor/rules/a-b.mdc": "---\nglobs: lib/**\nalwaysApply: false\n---\nFor lib.\n",
        ".cursor/rules/Style.mdc": "---\nalwaysApply: true\n---\nUpper style.\n",
        ".cursor/rules/style.mdc": "---\nalwaysApply: true\n---\nLower style.\n",
      },
      "project",
    );
    const rules = ["a:b", "a-b", "Style", "style"].map((name) => item(result.items, "instructions", name));
    const targets = rules.map((rule) => rule.target ?? "");
    assert.equal(new Set(targets.map((target) => target.toLowerCase())).size, 4, targets.join("\n"));
    assert.equal(item(result.items, "instructions", "a-b").target, path.join(world.repo, ".claude/rules/a-b.md"));
    const colon = item(result.items, "instructions", "a:b");
    assert.equal(colon.target, path.join(world.repo, ".claude/rules/a-b-2.md"));
    assert.match(colon.note, /renamed "a:b" → "a-b-2" \(":" cannot be in a file name on Windows; another item has that name\)/);
    assert.ok(
      result.files.every((file) => file.conflicts.length === 0 && file.action === "create"),
      JSON.stringify(result.files.map((file) => [file.path, file.action, file.conflicts])),
    );
    assert.match(written(result, colon.target ?? ""), /For src\./);
    assert.match(written(result, path.join(world.repo, ".claude/rules/a-b.md")), /For lib\./);
    const cased = [item(result.items, "instructions", "Style"), item(result.items, "instructions", "style")].filter((rule) =>
      /-2\.md$/.test(rule.target ?? ""),
    );
    assert.equal(cased.length, 1);
    assert.match(cased[0]?.note ?? "", /differs only in case, which Windows and macOS do not tell apart/);
  });
});
