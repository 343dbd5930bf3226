// What the tools themselves read (issue 12): each case is a format a real tool reads differently
// from what svc wrote or understood before.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { item, plan, written } from "../support/plans.ts";

describe("formats the tools read", () => {
  test("a Cursor brace glob stays one glob in every target (the comma inside braces does not split it)", async () => {
    const repo = { ".cursor/rules/ts.mdc": "---\nglobs: **/*.{ts,tsx}, docs/[a,b]*.md\nalwaysApply: false\n---\nTypes first.\n" };
    const { world, plan: toClaude } = await plan("cursor", "claude-code", {}, repo, "project");
    assert.equal(written(toClaude, path.join(world.repo, ".claude/rules/ts.md")), "---\npaths:\n  - \"**/*.{ts,tsx}\"\n  - docs/[a,b]*.md\n---\nTypes first.\n");
    const { world: kiroWorld, plan: toKiro } = await plan("cursor", "kiro", {}, repo, "project");
    assert.match(written(toKiro, path.join(kiroWorld.repo, ".kiro/steering/ts.md")), /fileMatchPattern:\n {2}- "\*\*\/\*\.\{ts,tsx\}"\n {2}- docs\/\[a,b\]\*\.md\n/);
    for (const to of ["codex", "gemini-cli", "opencode", "zed", "continue"] as const) {
      const { plan: result } = await plan("cursor", to, {}, repo, "project");
      const text = result.files.map((file) => String(file.after ?? "")).join("\n");
      assert.match(text, /\*\*\/\*\.\{ts,tsx\}/, `${to}: ${text}`);
      assert.doesNotMatch(text, /"\*\*\/\*\.\{ts"|"tsx\}"|`\*\*\/\*\.\{ts`/, `${to}: ${text}`);
    }
    assert.equal(item(toClaude.items, "instructions", "ts").fidelity, "converted");
  });

  test("MCP tool names in hook matchers: Claude's mcp__server__tool is Gemini's mcp_server_tool, both ways", async () => {
    const settings = {
      hooks: {
        PreToolUse: [
          { matcher: "mcp__github__create_issue|Bash", hooks: [{ type: "command", command: "guard.sh" }] },
          { matcher: "mcp__memory__.*", hooks: [{ type: "command", command: "log.sh" }] },
        ],
      },
    };
    const { world, plan: toGemini } = await plan("claude-code", "gemini-cli", { ".claude/settings.json": JSON.stringify(settings) });
    const gemini = JSON.parse(written(toGemini, path.join(world.home, ".gemini/settings.json"))) as { hooks: { BeforeTool: { matcher: string }[] } };
    assert.deepEqual(gemini.hooks.BeforeTool.map((group) => group.matcher), ["mcp_github_create_issue|run_shell_command", "mcp_memory_.*"]);
    const { world: back, plan: toClaude } = await plan("gemini-cli", "claude-code", { ".gemini/settings.json": JSON.stringify(gemini) });
    const claude = JSON.parse(written(toClaude, path.join(back.home, ".claude/settings.json"))) as typeof settings;
    assert.deepEqual(claude.hooks.PreToolUse.map((group) => group.matcher), ["mcp__github__create_issue|Bash", "mcp__memory__.*"]);
  });
});
