// The capability table and the declaration-only move preview: every tool of the 13 answers, the
// three declared ones with their real paths, and the moves are the renderers' own answers.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { listTargets, NAME_PLACEHOLDER, previewMove, SCOPES } from "../../src/harness/capabilities.ts";
import { HARNESS_KINDS, TOOL_IDS } from "../../src/harness/tools/ids.ts";

describe("listTargets", () => {
  const targets = listTargets();

  test("lists the 13 tools in the contract's order, each kind in both scopes", () => {
    assert.deepEqual(
      targets.map((target) => target.id),
      TOOL_IDS,
    );
    for (const target of targets) {
      assert.deepEqual(Object.keys(target.kinds), [...HARNESS_KINDS]);
      for (const kind of HARNESS_KINDS) assert.deepEqual(Object.keys(target.kinds[kind]), [...SCOPES]);
      assert.equal(target.ready, true, `${target.id}: every tool is read and written since issue #7`);
      assert.equal(target.sync, ["claude-code", "codex", "cursor"].includes(target.id));
    }
  });

  test("a declared tool shows its paths as a user writes them; an unsupported scope says why", () => {
    const claude = targets.find((target) => target.id === "claude-code")!;
    assert.deepEqual(claude.kinds.mcp.global, { supported: true, paths: ["~/.claude.json"] });
    assert.deepEqual(claude.kinds.mcp.project, { supported: true, paths: [".mcp.json"] });
    assert.deepEqual(claude.kinds.instructions.project, {
      supported: true,
      paths: ["CLAUDE.md", ".claude/CLAUDE.md", ".claude/rules", ".claude/output-styles", ".claude/workflows", ".claude/settings.json"],
      also_reads: [
        { path: "AGENTS.md", role: "fallback" },
        { path: ".claude/AGENTS.md", role: "fallback" },
      ],
    });
    const gemini = targets.find((target) => target.id === "gemini-cli")!;
    assert.deepEqual(gemini.kinds.permissions.global, { supported: true, paths: ["~/.gemini/settings.json", "~/.gemini/policies"] });
    const cursor = targets.find((target) => target.id === "cursor")!;
    assert.equal(cursor.kinds.instructions.global.supported, false);
    assert.match((cursor.kinds.instructions.global as { note: string }).note, /Settings → Rules/);
    const codex = targets.find((target) => target.id === "codex")!;
    assert.deepEqual(codex.kinds.skills.global, { supported: true, paths: ["~/.agents/skills", "~/.codex/skills"] });
  });

  test("other tools' folders a tool reads too are listed apart from its own, with whether svc counts on them", () => {
    const kinds = (id: string) => targets.find((target) => target.id === id)!.kinds;
    assert.deepEqual(kinds("cursor").skills.project, {
      supported: true,
      paths: [".cursor/skills"],
      also_reads: [
        { path: ".agents/skills", role: "shared" },
        { path: ".claude/skills", role: "shared" },
        { path: ".codex/skills", role: "shared" },
      ],
    });
    assert.deepEqual((kinds("cursor").agents.global as { also_reads?: unknown }).also_reads, [
      { path: "~/.claude/agents", role: "source-only" },
      { path: "~/.codex/agents", role: "source-only" },
    ]);
    assert.deepEqual((kinds("opencode").skills.project as { also_reads?: unknown }).also_reads, [
      { path: ".agents/skills", role: "shared" },
      { path: ".claude/skills", role: "shared" },
    ]);
    assert.deepEqual((kinds("copilot").mcp.project as { paths: string[] }).paths.slice(0, 1), [".mcp.json"]);
  });

  test('every tool answers each kind and scope: paths where supported, a reason where not, never "not yet"', () => {
    assert.equal(targets.length, 13);
    for (const target of targets) {
      for (const kind of HARNESS_KINDS) {
        for (const scope of SCOPES) {
          const answer = target.kinds[kind][scope] as { supported: boolean; paths?: string[]; note?: string };
          const where = `${target.id} ${kind} ${scope}`;
          if (answer.supported) assert.ok((answer.paths ?? []).length > 0, `${where}: supported, so it names its paths`);
          else {
            assert.ok((answer.note ?? "").length > 0, `${where}: unsupported, so it says why`);
            assert.doesNotMatch(answer.note ?? "", /^not yet/, where);
          }
        }
      }
    }
  });
});

describe("previewMove", () => {
  test("claude-code → codex: the renderers' answers, with paths and <name>", () => {
    const preview = previewMove("claude-code", "codex");
    assert.equal(preview.ready, true);
    const find = (kind: string, scope: string, item: RegExp) =>
      preview.moves.find((move) => move.kind === kind && move.scope === scope && item.test(move.item));
    assert.deepEqual(
      { ...find("instructions", "project", /main/) },
      {
        kind: "instructions",
        scope: "project",
        item: "main instructions file",
        from_path: "CLAUDE.md",
        to_path: "AGENTS.md",
        fidelity: "exact",
        lost: [],
        note: "",
      },
    );
    const mcp = find("mcp", "global", /stdio/)!;
    assert.deepEqual([mcp.from_path, mcp.to_path, mcp.fidelity], ["~/.claude.json", "~/.codex/config.toml", "converted"]);
    const command = find("commands", "global", /command/)!;
    assert.equal(command.from_path, `~/.claude/commands/${NAME_PLACEHOLDER}.md`);
    assert.equal(command.to_path, `~/.codex/prompts/${NAME_PLACEHOLDER}.md`);
    assert.equal(command.fidelity, "lossy");
    assert.ok(command.lost.includes("allowed-tools"));
    const ignore = find("ignore", "project", /.*/)!;
    assert.equal(ignore.fidelity, "unsupported");
    assert.equal(ignore.to_path, null);
    assert.equal(preview.local_command, "svc preview --from claude-code --to codex --scope all --repo .");
  });

  test("a kind the source has no file for in a scope is one unsupported move saying why", () => {
    const preview = previewMove("cursor", "claude-code", ["instructions"]);
    const global = preview.moves.filter((move) => move.scope === "global");
    assert.equal(global.length, 1);
    assert.equal(global[0]!.from_path, null);
    assert.match(global[0]!.note, /Cursor has none here/);
    assert.ok(preview.moves.every((move) => move.kind === "instructions"));
    assert.match(preview.local_command, /--kinds instructions$/);
  });

  test("every pair of the 13 tools is ready, with consistent moves", () => {
    let pairs = 0;
    for (const from of TOOL_IDS) {
      for (const to of TOOL_IDS) {
        if (from === to) continue;
        const preview = previewMove(from, to);
        assert.equal(preview.ready, true, `${from} → ${to}`);
        pairs += 1;
        assert.ok(preview.moves.length >= HARNESS_KINDS.length * 2, `${from} → ${to}`);
        for (const move of preview.moves) {
          assert.equal(move.to_path === null, move.fidelity === "unsupported", `${from} → ${to} ${move.kind} ${move.item}`);
          assert.equal(move.fidelity === "lossy", move.lost.length > 0);
          for (const shown of [move.from_path, move.to_path]) {
            if (shown !== null) assert.ok(!shown.includes("svc-capabilities") && !shown.includes("svc-sample"), shown);
          }
        }
      }
    }
    assert.equal(pairs, 13 * 12);
  });
});
