// svc migrate --to a,b: several targets from one reading of the source, written as one change with
// one backup. A file two targets write (AGENTS.md: Codex writes it, Cursor reads and writes it) is
// planned for the later target as the earlier one leaves it, so the tree ends exactly as two
// migrates one after the other would leave it; one `svc restore` undoes all of it.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parseCommandLine } from "../src/cli.ts";
import { UsageError } from "../src/core/errors.ts";
import { BUNDLE, DEV_LICENSE, developmentBuild, runProcess, svc, tempDir } from "./support/cli.ts";
import { hashTree, readTree, svcOwn, writeTree, type Tree } from "./support/tree.ts";

/** A project with a main instructions file, an always-on rule, a scoped rule, a command, an agent and a skill. */
const PROJECT: Tree = {
  "CLAUDE.md": "# Project\n\nUse pnpm.\n",
  ".claude/rules/general.md": "# General\n\nBe kind.\n",
  ".claude/rules/ts.md": '---\npaths:\n  - "src/**/*.ts"\n---\n# TS\n\nStrict.\n',
  ".claude/commands/ship.md": "---\ndescription: Ship it\n---\nShip $ARGUMENTS\n",
  ".claude/agents/reviewer.md": "---\nname: reviewer\ndescription: Reviews\n---\nReview the change.\n",
  ".claude/skills/deploy/SKILL.md": "---\nname: deploy\ndescription: Deploys\n---\nDeploy it.\n",
};

async function project(extra: Tree = {}): Promise<{ home: string; repo: string }> {
  const home = await tempDir();
  const repo = path.join(home, "repo");
  await writeTree(home, { ".svc/license": DEV_LICENSE });
  await writeTree(repo, { ...PROJECT, ...extra });
  return { home, repo };
}

const migrate = (home: string, repo: string, to: string, ...extra: string[]) =>
  svc(["migrate", "--from", "claude-code", "--to", to, "--repo", repo, "--json", ...extra], { home });

async function backups(home: string): Promise<string[]> {
  const dir = path.join(home, ".svc/backups");
  return existsSync(dir) ? readdir(dir) : [];
}

describe("svc migrate to several tools", () => {
  test("--to codex,cursor leaves the tree exactly as migrating to codex, then to cursor, does; one backup, and restore undoes it all", async () => {
    const one = await project();
    const before = await hashTree(one.repo);
    const together = await migrate(one.home, one.repo, "codex,cursor");
    assert.equal(together.code, 0, together.stderr);
    const answer = JSON.parse(together.stdout);

    const two = await project();
    for (const to of ["codex", "cursor"]) {
      const result = await migrate(two.home, two.repo, to);
      assert.equal(result.code, 0, result.stderr);
    }
    const sequential = await readTree(two.repo);
    assert.deepEqual(await readTree(one.repo), sequential);
    assert.ok(
      "AGENTS.md" in sequential && ".cursor/rules/general.mdc" in sequential && ".agents/skills/ship/SKILL.md" in sequential,
      Object.keys(sequential).join(", "),
    );

    // One answer: the targets as a list, each item saying which one it is for, AGENTS.md once.
    assert.deepEqual(answer.to, ["codex", "cursor"]);
    assert.equal(answer.applied, true);
    assert.deepEqual(new Set(answer.items.map((item: { to: string }) => item.to)), new Set(["codex", "cursor"]));
    assert.equal(answer.changes.filter((change: { path: string }) => change.path === path.join(one.repo, "AGENTS.md")).length, 1);
    assert.equal(answer.written.length, new Set(answer.written).size);

    // One backup for the whole change, which restores the project as it was.
    assert.deepEqual(await backups(one.home), [answer.backup_id]);
    const restored = await svc(["restore", answer.backup_id, "--json"], { home: one.home });
    assert.equal(restored.code, 0, restored.stderr);
    assert.deepEqual(await hashTree(one.repo), before);
  });

  test("a conflict in a file one target writes refuses the whole change (exit 4), naming the file: nothing written, no backup", async () => {
    const { home, repo } = await project({ ".cursor/rules/general.mdc": "---\nalwaysApply: true\n---\nMine.\n" });
    const before = await hashTree(repo);
    const result = await migrate(home, repo, "codex,cursor");
    assert.equal(result.code, 4, result.stderr);
    assert.equal(JSON.parse(result.stdout).applied, false);
    assert.match(result.stdout, /general\.mdc/);
    assert.deepEqual(await hashTree(repo), before);
    assert.deepEqual(await backups(home), []);
  });

  test("the human answer names every target and says which target each item is for", async () => {
    const { home, repo } = await project();
    const result = await svc(["migrate", "--from", "claude-code", "--to", "codex,cursor", "--repo", repo], { home });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /svc migrate: Claude Code → Codex CLI, Cursor \(project configuration\)/);
    assert.match(result.stdout, /^Codex CLI: svc writes /m);
    assert.match(result.stdout, /^Cursor: svc writes /m);
    assert.match(result.stdout, /general → \.cursor\/rules\/general\.mdc \(for cursor\)/);
    assert.match(result.stdout, /Wrote \d+ files\. Undo with: svc restore \S+-migrate-/);
  });

  test("one target keeps the single answer: `to` is the tool's id and items carry no `to`", async () => {
    const { home, repo } = await project();
    const result = await migrate(home, repo, "codex");
    assert.equal(result.code, 0, result.stderr);
    const answer = JSON.parse(result.stdout);
    assert.equal(answer.to, "codex");
    assert.ok(answer.items.every((item: object) => !("to" in item)));
  });

  test("the backup records the command with every target", async () => {
    const { home, repo } = await project();
    const result = await migrate(home, repo, "codex,cursor");
    const id = JSON.parse(result.stdout).backup_id;
    const listed = await svc(["restore", "--json"], { home });
    // The command is shown quoted for any shell: a comma is PowerShell's array operator.
    const { backups } = JSON.parse(listed.stdout) as { backups: { command: string }[] };
    assert.match(backups[0]?.command ?? "", /^migrate --from claude-code --to "codex,cursor" --scope project /);
    assert.ok(id);
  });
});

describe("--to with several tools on the command line", () => {
  const parse = (args: string[]) => {
    const parsed = parseCommandLine(args, developmentBuild());
    if (parsed.kind !== "run") throw new Error("expected a command to run");
    return parsed.options;
  };
  const refused = (args: string[]): UsageError => {
    try {
      parseCommandLine(args, developmentBuild());
    } catch (error) {
      assert.ok(error instanceof UsageError, String(error));
      return error;
    }
    assert.fail(`${args.join(" ")} was accepted`);
  };

  test("a comma-separated list of ids (aliases resolved, each once)", () => {
    assert.deepEqual(parse(["migrate", "--from", "claude-code", "--to", "codex,cursor"])["to"], ["codex", "cursor"]);
    assert.deepEqual(parse(["migrate", "--from", "claude-code", "--to", "tool_b,codex, cursor"])["to"], ["codex", "cursor"]);
  });

  test("a typo is named with a suggestion; an empty name is refused", () => {
    assert.match(refused(["migrate", "--from", "claude-code", "--to", "codex,curosr"]).message, /"curosr" is not a tool[\s\S]*cursor/);
    assert.match(refused(["migrate", "--from", "claude-code", "--to", "codex,,cursor"]).message, /empty tool name/);
  });

  test("the source among the targets is refused, nothing written", async () => {
    const { home, repo } = await project();
    const before = await hashTree(home, { skip: svcOwn });
    const result = await migrate(home, repo, "codex,claude-code");
    assert.equal(result.code, 2, result.stderr);
    assert.match(result.stderr, /--from and --to are both claude-code/);
    assert.deepEqual(await hashTree(home, { skip: svcOwn }), before);
  });

  test("--help shows it", async () => {
    const help = await svc(["migrate", "--help"], { home: await tempDir() });
    assert.match(help.stdout, /--to <tools>/);
    assert.match(help.stdout, /--to codex,cursor/);
  });

  test("on a terminal it asks once for all the targets' files", { skip: !existsSync("/usr/bin/script") && "no `script` to give svc a terminal" }, async () => {
    const { home, repo } = await project();
    const before = await hashTree(repo);
    const command = [process.execPath, BUNDLE, "migrate", "--from", "claude-code", "--to", "codex,cursor", "--repo", repo].map((word) => `'${word}'`).join(" ");
    const result = await runProcess(["script", "-qec", command, "/dev/null"], {
      env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), TERM: "dumb" },
      cwd: home,
      stdin: "n\n",
    });
    assert.equal(result.code, 1, result.stdout);
    assert.equal(result.stdout.match(/\[y\/N/g)?.length, 1, result.stdout);
    assert.match(result.stdout, /Claude Code → Codex CLI, Cursor/);
    assert.match(result.stdout, /Cancelled: nothing was written/);
    assert.deepEqual(await hashTree(repo), before);
  });
});
