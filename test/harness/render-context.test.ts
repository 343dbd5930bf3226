// Renderers learn what an item meant in the tool it was read from through their context, which
// is handed every declaration: not through a registry of their own. A context handed another
// declaration for the source tool is believed, and one handed none for it says so.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { renderKind } from "../../src/harness/kinds/index.ts";
import type { Permission } from "../../src/harness/model.ts";
import { allTools, renderContext, toolById } from "../../src/harness/tools/index.ts";
import { toolContext, type RenderContext } from "../../src/harness/tools/types.ts";

const setting: Permission = {
  kind: "permissions",
  name: "defaultMode",
  origin: { tool: "claude-code", scope: "project", path: "/repo/.claude/settings.json", entry: "permissions.defaultMode" },
  decision: "ask",
  tool: "other",
  raw: "defaultMode: plan",
  setting: { key: "defaultMode", value: "plan" },
};

const codex = toolContext(toolById("codex"), "project", { home: "/home/user", repo: "/repo", env: {} });

describe("a render context", () => {
  test("is handed every tool's declaration", () => {
    assert.deepEqual(
      renderContext(codex).tools.map((tool) => tool.id),
      allTools().map((tool) => tool.id),
    );
  });

  test("names the source tool as the declaration it was handed says", () => {
    const [translation] = renderKind("permissions", [setting], renderContext(codex));
    assert.match(translation?.note ?? "", /defaultMode is a Claude Code permission setting that Codex CLI has no counterpart for/);
    const handed: RenderContext = { ...codex, tools: [{ ...toolById("claude-code"), name: "Claude (as handed)" }] };
    const [again] = renderKind("permissions", [setting], handed);
    assert.match(again?.note ?? "", /defaultMode is a Claude \(as handed\) permission setting/);
  });

  test("without the source tool's declaration, says which is missing", () => {
    assert.throws(
      () => renderKind("permissions", [setting], { ...codex, tools: [] }),
      /claude-code: its declaration was not handed to the render context for codex/,
    );
  });
});
