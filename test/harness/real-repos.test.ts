// Layouts seen in real repositories (issue 13): every file a tool reads is an item or an error,
// front matter the tools accept is read, agent names are valid and unique for the target, Cursor's
// mdc: links are rewritten, size limits are checked, and small fields are carried or reported.
import assert from "node:assert/strict";
import { mkdir, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { planMigration } from "../../src/migrate/migration.ts";
import type { PlanItem } from "../../src/harness/plan/plan.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import { allTools } from "../../src/harness/tools/index.ts";
import { isUnsupported } from "../../src/harness/tools/types.ts";
import { item } from "../support/plans.ts";
import type { Tree } from "../support/tree.ts";
import { makeWorld } from "../support/world.ts";

/** `copyShared`: for tests of how a file is translated, where the target would otherwise read the source's own file (Cursor: .claude/skills). */
async function plan(from: ToolId, to: ToolId, repo: Tree, options: { home?: Tree; links?: Record<string, string>; copyShared?: boolean } = {}) {
  const world = await makeWorld({ home: options.home ?? {}, repo });
  for (const [link, target] of Object.entries(options.links ?? {})) {
    await mkdir(path.dirname(path.join(world.repo, link)), { recursive: true });
    await symlink(target, path.join(world.repo, link));
  }
  const result = await planMigration({
    from,
    to: [to],
    scope: "project",
    policy: "merge",
    home: world.home,
    repo: world.repo,
    env: {},
    ...(options.copyShared ? { copyShared: true } : {}),
  });
  return { world, plan: result };
}

function names(items: PlanItem[], kind: string): string[] {
  return items
    .filter((item) => item.kind === kind)
    .map((item) => item.name)
    .sort();
}

const agent = (name: string, description: string) => `---\nname: ${name}\ndescription: ${description}\n---\nYou are ${name}.\n`;

describe("every file a tool reads is an item or an error", () => {
  test("Claude Code agents in sub-folders of .claude/agents are read (Claude Code loads them)", async () => {
    const repo = {
      ".claude/agents/planner.md": agent("planner", "Plans work"),
      ".claude/agents/engineering/backend-architect.md": agent("backend-architect", "Designs services"),
      ".claude/agents/engineering/frontend/ui-builder.md": agent("ui-builder", "Builds UI"),
      ".claude/agents/testing/test-runner.md": agent("test-runner", "Runs tests"),
    };
    const { plan: result } = await plan("claude-code", "cursor", repo);
    assert.deepEqual(names(result.items, "agents"), ["backend-architect", "planner", "test-runner", "ui-builder"]);
    assert.deepEqual(result.problems, []);
  });

  test("Roo Code reads every rule file of .roo/rules and .roo/rules-{mode}, XML included", async () => {
    const repo = {
      ".roo/rules/01-general.md": "Be brief.\n",
      ".roo/rules-architect/1_workflow.xml": "<workflow>\n  <step>Read the code</step>\n</workflow>\n",
      ".roo/rules-code/2_style.txt": "Tabs.\n",
      ".roo/rules-code/notes.yaml": "rule: keep it\n",
      ".roo/rules-code/.DS_Store": "junk",
      ".roo/rules-code/old.bak": "junk",
    };
    const { plan: result } = await plan("roo-code", "claude-code", repo);
    assert.deepEqual(names(result.items, "instructions"), ["01-general", "rules-architect/1_workflow", "rules-code/2_style", "rules-code/notes"]);
    assert.deepEqual(result.problems, []);
  });

  test("Continue .prompt files in .continue/prompts are commands", async () => {
    const repo = {
      ".continue/prompts/check.prompt": "name: check\ndescription: Check the selection for mistakes\n---\nFind the mistakes in {{{ input }}}.\n",
      ".continue/prompts/plain.prompt": "Summarise the file.\n",
      ".continue/prompts/review.md": "---\nname: review\ndescription: Review\ninvokable: true\n---\nReview it.\n",
    };
    const { plan: result } = await plan("continue", "claude-code", repo);
    assert.deepEqual(names(result.items, "commands"), ["check", "plain", "review"]);
    assert.equal(item(result.items, "commands", "check").target?.endsWith(".claude/commands/check.md"), true);
    const check = result.files.find((file) => file.path.endsWith(".claude/commands/check.md"));
    assert.match(String(check?.after), /^---\ndescription: Check the selection for mistakes\n---\nFind the mistakes in/);
    assert.deepEqual(result.problems, []);
  });

  test("Cursor reads .md rule files in .cursor/rules beside .mdc ones", async () => {
    const repo = {
      ".cursor/rules/typescript.mdc": "---\ndescription: TS\nglobs: *.ts\nalwaysApply: false\n---\nUse strict.\n",
      ".cursor/rules/general.md": "Be kind.\n",
      ".cursor/rules/frontend/react.md": "---\nglobs: *.tsx\n---\nHooks.\n",
    };
    const { plan: result } = await plan("cursor", "claude-code", repo);
    assert.deepEqual(names(result.items, "instructions"), ["frontend/react", "general", "typescript"]);
  });

  test("Copilot agents in .github/agents are read with or without the .agent.md suffix", async () => {
    const repo = {
      ".github/agents/reviewer.agent.md": agent("reviewer", "Reviews"),
      ".github/agents/planner.md": agent("planner", "Plans"),
      ".github/agents/README.txt": "not an agent",
    };
    const { plan: result } = await plan("copilot", "claude-code", repo);
    assert.deepEqual(names(result.items, "agents"), ["planner", "reviewer"]);
  });

  test("a broken skill link is an error naming it, not skipped in silence", async () => {
    const repo = { ".claude/skills/ok/SKILL.md": "---\nname: ok\ndescription: Fine\n---\nBody\n" };
    const { plan: result, world } = await plan("claude-code", "codex", repo, {
      links: { ".claude/skills/gone": "../../../elsewhere/gone", ".claude/agents/lost.md": "../../nowhere.md" },
    });
    assert.deepEqual(names(result.items, "skills"), ["ok"]);
    const paths = result.problems.map((problem) => path.relative(world.repo, problem.path)).sort();
    assert.deepEqual(paths, [".claude/agents/lost.md", ".claude/skills/gone"]);
    assert.match(result.problems.find((problem) => problem.path.endsWith("gone"))?.message ?? "", /link.*does not exist/);
  });
});

describe("front matter the tools accept is read; what they refuse is reported, not carried half-read", () => {
  const hooked = [
    "---",
    "name: guard",
    'description: Use this agent when: the shell needs guarding. Example: "check my script"',
    "hooks:",
    "  PreToolUse:",
    "    - matcher: Bash",
    "      hooks:",
    "        - type: command",
    "          command: >-",
    "            ./scripts/check.sh",
    "            --strict",
    "---",
    "Guard the shell.",
    "",
  ].join("\n");

  test("a nested hooks: map with >- block scalars beside an unquoted ': ' in the description (agent and skill)", async () => {
    const repo = { ".claude/agents/guard.md": hooked, ".claude/skills/guard/SKILL.md": hooked };
    const { plan: result } = await plan("claude-code", "cursor", repo, { copyShared: true });
    assert.deepEqual(result.problems, []);
    const skill = item(result.items, "skills", "guard");
    assert.ok(skill.lost.includes("hooks"), skill.lost.join("; "));
    const agentItem = item(result.items, "agents", "guard");
    assert.ok(agentItem.lost.includes("hooks"), agentItem.lost.join("; "));
    const written = result.files.find((file) => file.path.endsWith(".cursor/agents/guard.md"));
    assert.match(
      String(written?.after),
      /description: 'Use this agent when: the shell needs guarding\. Example: "check my script"'|description: "Use this agent when: the shell needs guarding\. Example: \\"check my script\\""/,
    );
    assert.match(String(written?.after), /\nGuard the shell\.\n$/);
  });

  test("a front matter line that is no key: value is reported with its line, and the item is not carried half-read", async () => {
    const repo = { ".claude/agents/odd.md": "---\nname: odd\ndescription: Odd one\nthis line is not yaml\n---\nStill an agent.\n" };
    const { plan: result, world } = await plan("claude-code", "cursor", repo);
    assert.deepEqual(names(result.items, "agents"), []);
    assert.deepEqual(
      result.problems.map((problem) => [path.relative(world.repo, problem.path), problem.line]),
      [[".claude/agents/odd.md", 4]],
    );
    assert.ok(!result.files.some((file) => file.path.endsWith(".cursor/agents/odd.md")));
  });
});

describe("agent names are valid for the target, unique, and the plan shows the mapping", () => {
  const repo = {
    ".github/agents/csharp-expert.agent.md": agent('"C# Expert"', "Writes C#"),
    ".github/agents/cpp-expert.agent.md": agent('"C++ Expert"', "Writes C++"),
    ".github/agents/dotnet-upgrade.agent.md": agent('".NET Upgrade"', "Upgrades .NET"),
    ".github/agents/api-architect.agent.md": agent('"API Architect"', "Designs APIs"),
    ".github/agents/api-architect-2.agent.md": agent("api-architect", "Designs APIs too"),
  };

  test("Copilot → Claude Code: lower-case-hyphen file and name field, no clash, no hidden file", async () => {
    const { plan: result, world } = await plan("copilot", "claude-code", repo);
    const written = result.items.filter((entry) => entry.kind === "agents").map((entry) => [entry.name, path.relative(world.repo, entry.target ?? "")]);
    assert.deepEqual(written.sort(), [
      [".NET Upgrade", ".claude/agents/dotnet-upgrade.md"],
      ["API Architect", ".claude/agents/api-architect-2.md"],
      ["C# Expert", ".claude/agents/csharp-expert.md"],
      ["C++ Expert", ".claude/agents/cpp-expert.md"],
      ["api-architect", ".claude/agents/api-architect.md"],
    ]);
    assert.match(item(result.items, "agents", "C# Expert").note, /renamed "C# Expert" → "csharp-expert"/);
    const file = result.files.find((entry) => entry.path.endsWith("csharp-expert.md"));
    assert.match(String(file?.after), /^---\nname: csharp-expert\n/);
    assert.equal(new Set(result.files.map((entry) => entry.path)).size, result.files.length);
    assert.ok(
      result.files.every((entry) => entry.action === "create"),
      JSON.stringify(result.files.map((entry) => [entry.path, entry.action])),
    );
  });

  test("into Copilot the file is named in the same form and the display name is kept", async () => {
    const claude = { ".claude/agents/x.md": agent('"C# Expert"', "Writes C#") };
    const { plan: result, world } = await plan("claude-code", "copilot", claude);
    const entry = item(result.items, "agents", "C# Expert");
    assert.equal(path.relative(world.repo, entry.target ?? ""), ".github/agents/csharp-expert.agent.md");
    assert.match(String(result.files[0]?.after), /name: "?C# Expert"?\n/);
  });
});

describe("smaller drops (issue 13, defect 9)", () => {
  test("MCP into Kiro keeps disabled and autoApprove, from Cline's own fields and from a .mcp.json that copied them", async () => {
    const servers = {
      mcpServers: {
        github: { command: "npx", args: ["-y", "@modelcontextprotocol/server-github"], disabled: true, autoApprove: ["list_issues", "get_issue"] },
        fetch: { command: "uvx", args: ["mcp-server-fetch"], autoApprove: [] },
      },
    };
    const { plan: result } = await plan("claude-code", "kiro", { ".mcp.json": JSON.stringify(servers, null, 2) });
    const github = item(result.items, "mcp", "github");
    assert.deepEqual(github.lost, []);
    const file = result.files.find((entry) => entry.path.endsWith(".kiro/settings/mcp.json"));
    const written = JSON.parse(String(file?.after)).mcpServers;
    assert.equal(written.github.disabled, true);
    assert.deepEqual(written.github.autoApprove, ["list_issues", "get_issue"]);

    const home = { ".cline/data/settings/cline_mcp_settings.json": JSON.stringify(servers, null, 2) };
    const world = await makeWorld({ home });
    const fromCline = await planMigration({ from: "cline", to: ["kiro"], scope: "global", policy: "merge", home: world.home, env: {} });
    const kiro = JSON.parse(String(fromCline.files.find((entry) => entry.path.endsWith(".kiro/settings/mcp.json"))?.after)).mcpServers;
    assert.equal(kiro.github.disabled, true);
    assert.deepEqual(kiro.github.autoApprove, ["list_issues", "get_issue"]);
    const toCodex = await planMigration({ from: "cline", to: ["codex"], scope: "global", policy: "merge", home: world.home, env: {} });
    assert.ok(item(toCodex.items, "mcp", "github").lost.some((lost) => lost.startsWith("autoApprove (list_issues, get_issue")));
  });

  test("file references: Claude's @path becomes Gemini's @{path} and back; a tool without them reports them", async () => {
    const claude = {
      ".claude/commands/review.md": "---\ndescription: Review\n---\nReview @src/app.ts against @docs/STYLE.md, ask @alice.\nRun !`git diff`.\n",
    };
    const { plan: toGemini } = await plan("claude-code", "gemini-cli", claude);
    const toml = String(toGemini.files.find((entry) => entry.path.endsWith(".gemini/commands/review.toml"))?.after);
    assert.match(toml, /Review @\{src\/app\.ts\} against @\{docs\/STYLE\.md\}, ask @alice\./);
    assert.match(toml, /!\{git diff\}/);
    assert.equal(item(toGemini.items, "commands", "review").fidelity, "converted");

    const gemini = { ".gemini/commands/explain.toml": 'description = "Explain"\nprompt = "Explain @{src/main.py} and @{docs/a b.md}"\n' };
    const { plan: toClaude } = await plan("gemini-cli", "claude-code", gemini);
    assert.match(
      String(toClaude.files.find((entry) => entry.path.endsWith(".claude/commands/explain.md"))?.after),
      /Explain @src\/main\.py and @\{docs\/a b\.md\}/,
    );
    assert.deepEqual(item(toClaude.items, "commands", "explain").lost, ["file references with spaces (@{docs/a b.md}): @path cannot hold them"]);
    const { plan: toCursor } = await plan("gemini-cli", "cursor", gemini);
    assert.ok(item(toCursor.items, "commands", "explain").lost.some((lost) => lost.startsWith("file references (@{src/main.py}, @{docs/a b.md})")));
  });

  test("Agent Skills' license, compatibility and metadata are carried into Codex and Gemini, and said so", async () => {
    const repo = {
      ".claude/skills/pdf/SKILL.md":
        "---\nname: pdf\ndescription: Fill PDF forms\nlicense: Apache-2.0\ncompatibility: Needs python3 and poppler\nmetadata:\n  author: docs-team\n---\nUse pdftk.\n",
    };
    for (const to of ["codex", "gemini-cli"] as const) {
      const { plan: result } = await plan("claude-code", to, repo);
      const skill = item(result.items, "skills", "pdf");
      assert.deepEqual(skill.lost, [], to);
      assert.match(skill.note, /license, compatibility.* kept as the Agent Skills standard writes them/, to);
      assert.equal(String(result.files.find((entry) => entry.path.endsWith("pdf/SKILL.md"))?.after), repo[".claude/skills/pdf/SKILL.md"], to);
    }
  });

  test("Claude's statusLine and output styles are items, reported unsupported elsewhere", async () => {
    const repo = {
      ".claude/settings.json": JSON.stringify(
        { statusLine: { type: "command", command: "~/.claude/statusline.sh", padding: 0 }, outputStyle: "Teacher" },
        null,
        2,
      ),
      ".claude/output-styles/teacher.md": "---\nname: Teacher\ndescription: Explains as it goes\n---\nExplain each step.\n",
    };
    const { plan: result } = await plan("claude-code", "codex", repo);
    const status = item(result.items, "hooks", "statusLine");
    assert.equal(status.fidelity, "unsupported");
    assert.match(status.note, /status line/);
    const style = item(result.items, "instructions", "output-styles/teacher");
    assert.equal(style.fidelity, "unsupported");
    assert.match(style.note, /output style/);
    assert.ok(!result.files.some((file) => String(file.after).includes("Explain each step")));
  });

  test("Claude's outputStyle setting is an item, reported not carried (no other tool has output styles), in both scopes", async () => {
    const settings = JSON.stringify({ outputStyle: "Teacher" });
    for (const to of ["codex", "cursor", "gemini-cli", "claude-desktop"] as ToolId[]) {
      const { plan: project } = await plan("claude-code", to, { ".claude/settings.json": settings });
      const style = item(project.items, "instructions", "outputStyle");
      assert.equal(style.fidelity, "unsupported", to);
      assert.match(style.note, /outputStyle is "Teacher".*no other tool has output styles/, to);
    }
    const world = await makeWorld({ home: { ".claude/settings.json": settings }, repo: {} });
    const global = await planMigration({
      from: "claude-code",
      to: ["opencode"],
      scope: "global",
      policy: "merge",
      home: world.home,
      repo: world.repo,
      env: {},
    });
    assert.equal(item(global.items, "instructions", "outputStyle").fidelity, "unsupported");
    assert.ok(!global.files.some((file) => String(file.after ?? "").includes("Teacher")), "the setting was written somewhere");
  });
});

describe("nested instruction files where the target reads none (issue 13)", () => {
  test("every target that reads no sub-folder instructions writes a nested rule and file where it reads them, and says so", async () => {
    const repo = {
      ".cursor/rules/base.mdc": "---\nalwaysApply: true\n---\nBase.\n",
      "packages/db/.cursor/rules/sql.mdc": "---\nglobs: *.sql\n---\nSQL style.\n",
      "packages/db/AGENTS.md": "DB package notes.\n",
    };
    const checked: string[] = [];
    for (const tool of allTools().filter((one) => one.id !== "cursor")) {
      const layout = isUnsupported(tool.kinds.instructions) ? tool.kinds.instructions : tool.kinds.instructions.project;
      if (isUnsupported(layout) || layout.nested) continue;
      const { world, plan: result } = await plan("cursor", tool.id, repo);
      for (const nested of result.items.filter((entry) => entry.kind === "instructions" && entry.source.includes("/packages/db/"))) {
        if (nested.fidelity === "unsupported") continue;
        const label = `cursor → ${tool.id}: ${nested.name} (${nested.target})`;
        assert.ok(!nested.target?.startsWith(path.join(world.repo, "packages/db/")), `${label} is written into a sub-folder ${tool.name} never reads`);
        assert.match(`${nested.note} ${nested.lost.join(" ")}`, /packages\/db/, `${label}: the plan does not say the rule was for packages/db/ only`);
      }
      checked.push(tool.id);
    }
    assert.ok(checked.includes("zed"), checked.join(", "));
    const { world, plan: toZed } = await plan("cursor", "zed", repo);
    const sql = item(toZed.items, "instructions", "packages/db/sql");
    assert.equal(sql.target, path.join(world.repo, "AGENTS.md"));
    assert.equal(sql.fidelity, "lossy");
    assert.match(sql.note, /Zed reads no instructions file in sub-folders/);
  });
});

describe("Cursor mdc: links are rewritten for the target", () => {
  test("into Claude rules, skills and Codex's AGENTS.md the links point at the same files, relative to where they are written", async () => {
    const repo = {
      "src/api/client.ts": "export {};\n",
      ".cursor/rules/api.mdc":
        "---\ndescription: API\nglobs: src/api/**\nalwaysApply: false\n---\nFollow [the client](mdc:src/api/client.ts) and [docs](mdc:docs/API.md).\n",
      ".cursor/rules/release.mdc": "---\ndescription: How to cut a release\nalwaysApply: false\n---\nSee [the script](mdc:scripts/release.sh).\n",
      ".cursor/rules/general.mdc": "---\nalwaysApply: true\n---\nRead [the readme](mdc:README.md) first.\n",
    };
    const { plan: toClaude, world } = await plan("cursor", "claude-code", repo);
    const after = (file: string) => String(toClaude.files.find((entry) => entry.path === path.join(world.repo, file))?.after);
    assert.match(after(".claude/rules/api.md"), /Follow \[the client\]\(\.\.\/\.\.\/src\/api\/client\.ts\) and \[docs\]\(\.\.\/\.\.\/docs\/API\.md\)\./);
    assert.match(after(".claude/skills/release/SKILL.md"), /See \[the script\]\(\.\.\/\.\.\/\.\.\/scripts\/release\.sh\)\./);
    assert.match(after(".claude/rules/general.md"), /Read \[the readme\]\(\.\.\/\.\.\/README\.md\) first\./);
    assert.ok(!toClaude.files.some((file) => String(file.after).includes("mdc:")));
    assert.match(item(toClaude.items, "instructions", "api").note, /mdc: links rewritten/);
    const { plan: toCodex } = await plan("cursor", "codex", repo);
    const agents = String(toCodex.files.find((entry) => entry.path.endsWith("AGENTS.md") && !entry.path.includes("src/"))?.after);
    assert.match(agents, /Read \[the readme\]\(README\.md\) first\./);
  });
});

describe("size limits the target enforces", () => {
  const paragraph = (n: number) => `Rule ${n}: ${"keep the code tidy and the tests honest. ".repeat(50)}\n`;

  test("cursor → codex: AGENTS.md stays within 32 KiB; the rules past it become skills, each reported lossy", async () => {
    const repo: Tree = {};
    for (let n = 1; n <= 40; n++) repo[`.cursor/rules/rule-${String(n).padStart(2, "0")}.mdc`] = `---\nalwaysApply: true\n---\n${paragraph(n)}`;
    const { plan: result, world } = await plan("cursor", "codex", repo);
    const agents = result.files.find((file) => file.path === path.join(world.repo, "AGENTS.md"));
    const size = Buffer.byteLength(String(agents?.after), "utf8");
    assert.ok(size <= 32 * 1024, `AGENTS.md is ${size} bytes`);
    const rules = result.items.filter((entry) => entry.kind === "instructions");
    const asSkills = rules.filter((entry) => entry.target?.endsWith("SKILL.md"));
    assert.ok(asSkills.length > 0 && asSkills.length < 40, `${asSkills.length} skills`);
    for (const entry of asSkills) {
      assert.equal(entry.fidelity, "lossy");
      assert.ok(
        entry.lost.some((lost) => /project_doc_max_bytes/.test(lost)),
        entry.lost.join("; "),
      );
      assert.match(String(result.files.find((file) => file.path === entry.target)?.after), /Rule \d+: keep the code tidy/);
    }
    // Every rule is somewhere: in AGENTS.md or in a skill.
    for (let n = 1; n <= 40; n++)
      assert.ok(
        result.files.some((file) => String(file.after).includes(`Rule ${n}: `)),
        `rule ${n} is nowhere`,
      );
  });

  test("a rule longer than Windsurf reads becomes a skill; one that fits stays a rule", async () => {
    const repo = {
      ".claude/rules/huge.md": "Huge.\n" + "x".repeat(13000) + "\n",
      ".claude/rules/small.md": "Small.\n",
    };
    const { plan: result } = await plan("claude-code", "windsurf", repo);
    const huge = item(result.items, "instructions", "huge");
    assert.ok(huge.target?.endsWith(".devin/skills/huge/SKILL.md"), huge.target ?? "");
    assert.equal(huge.fidelity, "lossy");
    assert.ok(
      huge.lost.some((lost) => /12,000 characters/.test(lost)),
      huge.lost.join("; "),
    );
    assert.ok(item(result.items, "instructions", "small").target?.endsWith(".devin/rules/small.md"));
  });

  test("Copilot: an instructions file past the 4,000 characters code review reads is written whole, with a warning; a short one has none", async () => {
    const repo = {
      "CLAUDE.md": `# Project\n\n${"Keep the code tidy and the tests honest. ".repeat(120)}\n`,
      ".claude/rules/long.md": "---\npaths:\n  - src/**\n---\n" + "Long rule text. ".repeat(300) + "\n",
      ".claude/rules/short.md": "Short rule.\n",
    };
    const { plan: result } = await plan("claude-code", "copilot", repo, { copyShared: true });
    for (const name of ["main", "long"]) {
      const entry = item(result.items, "instructions", name);
      assert.match(entry.note, /warning: Copilot code review reads only the first 4,000 characters/, `${name}: ${entry.note}`);
      assert.notEqual(entry.fidelity, "lossy", name);
      assert.match(String(result.files.find((file) => file.path === entry.target)?.after), /tests honest\.|Long rule text\. \n?$/);
    }
    assert.doesNotMatch(item(result.items, "instructions", "short").note, /4,000/);
  });
});
