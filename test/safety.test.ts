// Writing safely (docs/promises.md#interruption; issue #16 Safety): Ctrl-C and SIGTERM in the middle
// of a big migrate roll the change back and leave no temporary file; a migrate that fails rolls
// back too and leaves no backup that looks like a finished change; restore refuses to undo files
// edited since the backup unless --force, and backs them up even then.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { BUNDLE, DEV_LICENSE, runProcess, svc, tempDir } from "./support/cli.ts";
import { hashTree, listTree, svcOwn, writeTree, type Tree } from "./support/tree.ts";

/** A Claude Code home with `count` commands and as many skills: a migrate of it writes 2×count files. */
function bigHome(count: number): Tree {
  const tree: Tree = { ".svc/license": DEV_LICENSE };
  for (let i = 0; i < count; i++) {
    tree[`.claude/commands/cmd-${i}.md`] = `---\ndescription: Command ${i}\n---\nDo task ${i}.\n`;
    tree[`.claude/skills/skill-${i}/SKILL.md`] = `---\nname: skill-${i}\ndescription: Skill ${i}\n---\nStep ${i}.\n`;
  }
  return tree;
}

async function manifests(home: string): Promise<{ id: string; state: string }[]> {
  const dir = path.join(home, ".svc/backups");
  const names = existsSync(dir) ? await readdir(dir) : [];
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name, "manifest.json"), "utf8"))));
}

/** Runs migrate as a real process and sends `signals` once it has started writing into ~/.codex. */
function interruptedMigrate(home: string, signals: NodeJS.Signals[]): Promise<{ code: number | null; stderr: string; signalled: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUNDLE, "migrate", "--from", "claude-code", "--to", "codex"], {
      env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc") },
      cwd: home,
    });
    let stderr = "";
    let signalled = false;
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const poll = setInterval(() => {
      if (signalled || !existsSync(path.join(home, ".codex/prompts"))) return;
      signalled = true;
      for (const signal of signals) child.kill(signal);
    }, 5);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(poll);
      resolve({ code, stderr, signalled });
    });
  });
}

describe("interrupting a migrate", () => {
  for (const signals of [["SIGINT"], ["SIGTERM"], ["SIGINT", "SIGINT"]] as NodeJS.Signals[][]) {
    test(`${signals.join(" then ")} while writing: says at once it rolls back from the named backup, exit 130, rolled back, no temporary file`, async () => {
      const home = await tempDir();
      await writeTree(home, bigHome(1500));
      const before = await hashTree(home, { skip: svcOwn });
      const result = await interruptedMigrate(home, signals);
      assert.ok(result.signalled, `the migrate finished before it could be interrupted:\n${result.stderr}`);
      assert.equal(result.code, 130, result.stderr);
      const [manifest, ...others] = await manifests(home);
      assert.equal(others.length, 0);
      assert.ok(manifest);
      const done = result.stderr.search(
        new RegExp(`interrupted by ${signals[0]}; svc rolled back the \\d+ files? it had written from backup ${manifest.id}: nothing is changed`),
      );
      assert.ok(done >= 0, result.stderr);
      // Said as the signal arrives, so a user does not wait in silence while the roll-back runs.
      const announced = result.stderr.indexOf(`svc got ${signals[0]}: rolling back the change from backup ${manifest.id}`);
      assert.ok(announced >= 0 && announced < done, `no line saying it rolls back before the end:\n${result.stderr}`);
      assert.equal(manifest.state, "rolled_back");
      assert.deepEqual(await hashTree(home, { skip: svcOwn }), before, "the home is not as it was");
      assert.deepEqual(
        (await listTree(home)).filter((file) => file.endsWith(".tmp")),
        [],
      );
      assert.equal(existsSync(path.join(home, ".codex")), false, "folders the change created are left");
      // A rolled-back change is not offered for restore.
      const listed = await svc(["restore", "--json"], { home, env: { SVC_HOME: path.join(home, ".svc") } });
      assert.deepEqual(JSON.parse(listed.stdout).backups, []);
      const restored = await svc(["restore", manifest.id], { home, env: { SVC_HOME: path.join(home, ".svc") } });
      assert.equal(restored.code, 1);
      assert.match(restored.stderr, /was rolled back when its command stopped/);
    });
  }
});

describe("a migrate that fails half way", () => {
  test("says it rolled back, removes the folders it created, and leaves no finished-looking backup", async () => {
    const home = await tempDir();
    await writeTree(home, { ...bigHome(20), ".codex/prompts": "a file where svc needs a folder\n" });
    const before = await hashTree(home, { skip: svcOwn });
    const result = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, env: { SVC_HOME: path.join(home, ".svc") } });
    assert.equal(result.code, 1, result.stderr);
    const [manifest] = await manifests(home);
    assert.ok(manifest);
    assert.match(result.stderr, new RegExp(`svc rolled back the \\d+ files? it had written from backup ${manifest.id}: nothing is changed`));
    const error = JSON.parse(result.stdout).error;
    assert.equal(error.rolled_back, true);
    assert.equal(error.backup_id, manifest.id);
    assert.equal(manifest.state, "rolled_back");
    assert.deepEqual(await hashTree(home, { skip: svcOwn }), before);
    assert.equal(existsSync(path.join(home, ".agents")), false, "the skills folder it created is left");
  });
});

describe("svc restore checks what it undoes", () => {
  async function migrated() {
    const home = await tempDir();
    await writeTree(home, { ...bigHome(2), ".codex/prompts/cmd-0.md": "mine\n" });
    const env = { SVC_HOME: path.join(home, ".svc") };
    const applied = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--policy", "overwrite", "--json"], { home, env });
    assert.equal(applied.code, 0, applied.stderr);
    return { home, env, id: String(JSON.parse(applied.stdout).backup_id) };
  }

  test("a file edited since the backup is a conflict: exit 4, nothing written", async () => {
    const { home, env, id } = await migrated();
    await writeFile(path.join(home, ".codex/prompts/cmd-1.md"), "edited after the migrate\n");
    const before = await hashTree(home, { skip: svcOwn });
    const refused = await svc(["restore", id, "--json"], { home, env });
    assert.equal(refused.code, 4, refused.stderr);
    assert.deepEqual(JSON.parse(refused.stdout).error.changed, [path.join(home, ".codex/prompts/cmd-1.md")]);
    assert.match(refused.stderr, /changed since backup .* --force/s);
    assert.deepEqual(await hashTree(home, { skip: svcOwn }), before);
  });

  test("--force restores anyway, and the edited file is backed up first", async () => {
    const { home, env, id } = await migrated();
    await writeFile(path.join(home, ".codex/prompts/cmd-1.md"), "edited after the migrate\n");
    const forced = await svc(["restore", id, "--force", "--json"], { home, env });
    assert.equal(forced.code, 0, forced.stderr);
    const answer = JSON.parse(forced.stdout);
    assert.equal(await readFile(path.join(home, ".codex/prompts/cmd-0.md"), "utf8"), "mine\n");
    assert.equal(existsSync(path.join(home, ".codex/prompts/cmd-1.md")), false);
    const undo = await svc(["restore", answer.undo_backup_id], { home, env });
    assert.equal(undo.code, 0, undo.stderr);
    assert.equal(await readFile(path.join(home, ".codex/prompts/cmd-1.md"), "utf8"), "edited after the migrate\n");
  });

  test("an untouched change restores without --force", async () => {
    const { home, env, id } = await migrated();
    const restored = await svc(["restore", id], { home, env });
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(await readFile(path.join(home, ".codex/prompts/cmd-0.md"), "utf8"), "mine\n");
  });
});

describe("migrate asks before writing on a terminal", () => {
  const hasScript = existsSync("/usr/bin/script");

  /** svc migrate under `script`, which gives it a real pseudo-terminal; `answer` is typed into it. */
  async function onTerminal(home: string, extra: string[], answer: string) {
    const command = [process.execPath, BUNDLE, "migrate", "--from", "claude-code", "--to", "codex", "--policy", "overwrite", ...extra]
      .map((word) => `'${word}'`)
      .join(" ");
    return runProcess(["script", "-qec", command, "/dev/null"], {
      env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), TERM: "dumb" },
      cwd: home,
      stdin: answer,
    });
  }

  async function homeWithConflict() {
    const home = await tempDir();
    await writeTree(home, { ...bigHome(2), ".codex/prompts/cmd-0.md": "mine\n" });
    return home;
  }

  test(
    "shows the summary and the conflict's diff, and writes nothing and exits 1 when the answer is no",
    { skip: !hasScript && "no `script` to give svc a terminal" },
    async () => {
      const home = await homeWithConflict();
      const before = await hashTree(home, { skip: svcOwn });
      const result = await onTerminal(home, [], "n\n");
      // Not a success: `svc migrate … && next` must not go on.
      assert.equal(result.code, 1, result.stdout);
      assert.match(result.stdout, /-mine\r?\n/); // the conflict's diff
      assert.match(result.stdout, /1 to overwrite \(backed up first\)/);
      assert.match(result.stdout, /Write 4 files \(backed up first\)\? \[y\/N/);
      assert.match(result.stdout, /Cancelled: nothing was written/);
      assert.deepEqual(await hashTree(home, { skip: svcOwn }), before);
    },
  );

  test("any answer but yes writes nothing and exits 1: Enter, Ctrl-D, or another word", { skip: !hasScript && "no `script`" }, async () => {
    for (const answer of ["\n", "", "maybe\n"]) {
      const home = await homeWithConflict();
      const before = await hashTree(home, { skip: svcOwn });
      const result = await onTerminal(home, [], answer);
      assert.equal(result.code, 1, `${JSON.stringify(answer)}: ${result.stdout}`);
      assert.deepEqual(await hashTree(home, { skip: svcOwn }), before);
    }
  });

  test(
    "before asking: counts per kind and the files to write, not every item; l lists them and asks again",
    { skip: !hasScript && "no `script`" },
    async () => {
      const home = await tempDir();
      await writeTree(home, { ...bigHome(30), ".codex/prompts/cmd-0.md": "mine\n" });
      const result = await onTerminal(home, [], "l\ny\n");
      assert.equal(result.code, 0, result.stdout);
      const [summary = "", afterList = ""] = result.stdout.split(/\[y\/N[^\]]*\]/);
      assert.match(summary, /^\s*commands\s+30\s/m); // counted per kind
      assert.doesNotMatch(summary, /cmd-7 →/); // no line per item
      assert.match(summary, /create\s+~\/\.agents\/skills\/skill-7\/SKILL\.md/); // the files to write
      assert.match(summary, /-mine\r?\n/); // the conflict's diff
      assert.ok(summary.split("\n").length < 120, `${summary.split("\n").length} lines before the question`);
      // "l": every item, then the question again; "y" writes.
      assert.match(afterList, /cmd-7 → ~\/\.codex\/prompts\/cmd-7\.md/);
      assert.equal(result.stdout.match(/\[y\/N/g)?.length, 2, result.stdout);
      assert.match(result.stdout, /Wrote \d+ files\. Undo with: svc restore /);
    },
  );

  test("writes when the answer is yes", { skip: !hasScript && "no `script`" }, async () => {
    const home = await homeWithConflict();
    const result = await onTerminal(home, [], "y\n");
    assert.equal(result.code, 0, result.stdout);
    assert.match(result.stdout, /Wrote 4 files\. Undo with: svc restore /);
    assert.notEqual(await readFile(path.join(home, ".codex/prompts/cmd-0.md"), "utf8"), "mine\n");
  });

  test("--yes writes without asking", { skip: !hasScript && "no `script`" }, async () => {
    const home = await homeWithConflict();
    const result = await onTerminal(home, ["--yes"], "");
    assert.equal(result.code, 0, result.stdout);
    assert.doesNotMatch(result.stdout, /\[y\/N\]/);
    assert.match(result.stdout, /Wrote 4 files/);
  });

  test("without a terminal it never asks", async () => {
    const home = await homeWithConflict();
    const result = await runProcess([process.execPath, BUNDLE, "migrate", "--from", "claude-code", "--to", "codex", "--policy", "overwrite"], {
      env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc") },
      cwd: home,
      stdin: "n\n",
    });
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stderr + result.stdout, /\[y\/N\]/);
    assert.match(result.stdout, /Wrote 4 files/);
    assert.match(result.stdout, /-mine\n/, "the conflict's diff is shown in the human answer");
  });
});
