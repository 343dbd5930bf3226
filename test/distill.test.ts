// svc distill inspect / plan / apply / verify through the CLI, on fixture homes with the secret
// corpus planted in the tools' real files.
import assert from "node:assert/strict";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { CLAUDE_SECRET, FIXTURES } from "./fixtures/harness.ts";
import { claudeJson } from "./support/claude-json.ts";
import { DEV_LICENSE, svc, tempDir } from "./support/cli.ts";
import { generateCorpus } from "./support/secret-corpus.ts";
import { hashTree, listTree, writeTree, type Tree } from "./support/tree.ts";
import { makeWorld, type World } from "./support/world.ts";

const corpus = generateCorpus({ perKind: 3 });

/** Every positive sample of the corpus, as rule and command files of each tool. */
function planted(tool: "claude-code" | "codex" | "cursor"): Tree {
  const tree: Tree = {};
  corpus.positives.forEach((sample, index) => {
    const file =
      tool === "claude-code"
        ? `.claude/rules/corpus-${index}.md`
        : tool === "codex"
          ? `.codex/prompts/corpus-${index}.md`
          : `.cursor/commands/corpus-${index}.md`;
    tree[file] = `Notes ${index}.\n\n${sample.text}\n`;
  });
  return tree;
}

async function world(tool: "claude-code" | "codex" | "cursor"): Promise<World> {
  const made = await makeWorld(FIXTURES[tool], { home: planted(tool) });
  await writeTree(made.home, {
    ".svc/license": DEV_LICENSE,
    ".claude/CLAUDE.md": "Ask me: alice.smith@gmail.com, +44 20 7946 0958. Code in /Users/alice/src/jdoe-labs/app; staging server 10.20.30.40.\n",
  });
  return made;
}

function run(w: World, args: string[]) {
  return svc(["distill", ...args], { home: w.home, cwd: w.repo });
}

async function allText(dir: string): Promise<string> {
  let text = "";
  for (const file of await listTree(dir)) text += `${file}\n${await readFile(path.join(dir, file), "utf8")}\n`;
  return text;
}

describe("svc distill", () => {
  for (const tool of ["claude-code", "codex", "cursor"] as const) {
    test(`${tool}: the snapshot holds no planted value, verifies clean, and keeps the tool's layout`, async () => {
      const w = await world(tool);
      const out = path.join(await tempDir(), "snapshot");
      const applied = await run(w, ["apply", "--source", tool, "--out", out, "--org", "acme", "--replace", "jdoe-labs=acme", "--json"]);
      assert.equal(applied.code, 0, applied.stderr);
      const text = await allText(out);
      const values = corpus.positives.flatMap((sample) => sample.planted);
      const survivors = values.filter((value) => text.includes(value));
      assert.deepEqual(survivors.length, 0, `${survivors.length} planted values survive`);
      if (tool === "claude-code") {
        assert.ok(!text.includes(CLAUDE_SECRET));
        assert.ok(!text.includes("alice"), "a user name survived");
        assert.ok(text.includes("~/src/acme/app"), "home path and --replace");
        assert.ok(!text.includes("10.20.30.40"));
        assert.ok(!text.includes("oauthAccount"), "account state of ~/.claude.json was taken");
      }
      const files = await listTree(out);
      const layout = { "claude-code": ".claude/rules/corpus-0.md", codex: ".codex/prompts/corpus-0.md", cursor: ".cursor/commands/corpus-0.md" }[tool];
      assert.ok(files.includes(layout), `${layout} missing from ${files.join(", ")}`);
      assert.ok(files.includes("svc-distill.json") && files.includes("REDACTIONS.md"));
      const manifest = JSON.parse(await readFile(path.join(out, "svc-distill.json"), "utf8"));
      assert.equal(manifest.org, "acme");
      assert.equal(manifest.source.tool, tool);
      assert.ok(Object.values(manifest.redaction_counts as Record<string, number>).reduce((a, b) => a + b, 0) >= values.length / 2);
      for (const redaction of manifest.redactions) {
        assert.deepEqual(
          Object.keys(redaction).filter((key) => !["file", "line", "column", "kind", "category", "replacement", "fingerprint"].includes(key)),
          [],
        );
        if (redaction.category === "credential") assert.match(redaction.fingerprint, /^[0-9a-f]{8}$/);
        else assert.equal(redaction.fingerprint, undefined);
      }
      const verified = await run(w, ["verify", "--bundle", out, "--json"]);
      assert.equal(verified.code, 0, verified.stdout);
      assert.equal(JSON.parse(verified.stdout).ok, true);
    });
  }

  test("verify fails (exit 5) naming the file: one byte edited, a file added, a token planted", async () => {
    const w = await world("claude-code");
    const out = path.join(await tempDir(), "snapshot");
    assert.equal((await run(w, ["apply", "--source", "claude-code", "--out", out, "--org", "acme"])).code, 0);
    const before = await hashTree(out);
    const cases: [string, () => Promise<void>, RegExp][] = [
      [
        "edited byte",
        async () => {
          const file = path.join(out, ".claude/rules/tone.md");
          const bytes = await readFile(file);
          bytes[0] = (bytes[0] ?? 0) ^ 1;
          await writeFile(file, bytes);
        },
        /\.claude\/rules\/tone\.md.*sha256/,
      ],
      ["added file", async () => writeFile(path.join(out, "notes.md"), "hello\n"), /notes\.md.*not in the manifest/],
      [
        "planted token",
        async () => appendFile(path.join(out, ".claude/agents/reviewer.md"), "\nkey sk_live_51HxQAbCdEfGhIjKlMnOpQrStUvWxYz\n"),
        /\.claude\/agents\/reviewer\.md.*stripe-secret-key/s,
      ],
    ];
    for (const [label, tamper, message] of cases) {
      const copy = path.join(await tempDir(), "copy");
      const { cp } = await import("node:fs/promises");
      await cp(out, copy, { recursive: true });
      await tamper();
      const result = await run(w, ["verify", "--bundle", out, "--json"]);
      assert.equal(result.code, 5, label);
      const problems = JSON.parse(result.stdout)
        .problems.map((problem: { path: string; message: string }) => `${problem.path}: ${problem.message}`)
        .join("\n");
      assert.match(problems, message, label);
      // put the snapshot back for the next case
      const { rm } = await import("node:fs/promises");
      await rm(out, { recursive: true });
      await cp(copy, out, { recursive: true });
      assert.deepEqual(await hashTree(out), before);
    }
  });

  test("inspect counts kinds and findings, never values; plan writes nothing; local files are left out and said so", async () => {
    const w = await world("claude-code");
    await writeTree(w.home, { ".claude/projects/x/memory/MEMORY.md": "remember alice@gmail.com\n", ".claude/.credentials.json": '{"token":"x"}\n' });
    const inspected = await run(w, ["inspect", "--source", "claude-code", "--json"]);
    assert.equal(inspected.code, 0);
    const report = JSON.parse(inspected.stdout);
    assert.ok(report.kinds.instructions >= 3);
    assert.ok(report.findings["email"] >= 1);
    for (const value of corpus.positives.flatMap((sample) => sample.planted)) assert.ok(!inspected.stdout.includes(value));
    assert.deepEqual(
      report.left_out.map((entry: { path: string }) => entry.path).sort(),
      // ~/bin/guard.sh: the fixture's PreToolUse hook runs it (named, since the hook needs it)
      ["~/.claude.json", "~/.claude/.credentials.json", "~/.claude/projects", "~/.claude/skills/pdf-tools/assets/logo.bin", "~/bin/guard.sh"],
    );
    const out = path.join(await tempDir(), "planned");
    const planned = await run(w, ["plan", "--source", "claude-code", "--out", out, "--org", "acme", "--json"]);
    assert.equal(planned.code, 0);
    const plan = JSON.parse(planned.stdout);
    assert.ok(plan.files.some((file: { path: string }) => file.path === ".claude/CLAUDE.md"));
    assert.ok(plan.redactions.some((redaction: { file: string; kind: string }) => redaction.file === ".claude/CLAUDE.md" && redaction.kind === "email"));
    for (const value of corpus.positives.flatMap((sample) => sample.planted)) assert.ok(!planned.stdout.includes(value));
    assert.deepEqual(await listTree(path.dirname(out)), []);
  });

  test("project scope: CLAUDE.local.md and settings.local.json stay out unless --include-local", async () => {
    const w = await world("claude-code");
    const out = path.join(await tempDir(), "a");
    assert.equal((await run(w, ["apply", "--source", "claude-code", "--repo", w.repo, "--out", out, "--org", "acme"])).code, 0);
    const files = await listTree(out);
    assert.ok(files.includes("CLAUDE.md") && files.includes("packages/api/CLAUDE.md"));
    assert.ok(!files.includes("CLAUDE.local.md") && !files.includes(".claude/settings.local.json"));
    assert.match(await readFile(path.join(out, "REDACTIONS.md"), "utf8"), /CLAUDE\.local\.md: local-only/);
    const withLocal = path.join(await tempDir(), "b");
    assert.equal((await run(w, ["apply", "--source", "claude-code", "--repo", w.repo, "--out", withLocal, "--org", "acme", "--include-local"])).code, 0);
    assert.ok((await listTree(withLocal)).includes("CLAUDE.local.md"));
    assert.equal((await run(w, ["verify", "--bundle", withLocal])).code, 0);
  });

  test("apply refuses a folder that is not empty, and distill needs a license", async () => {
    const w = await world("codex");
    const out = await tempDir();
    await writeFile(path.join(out, "keep.txt"), "mine\n");
    const refused = await run(w, ["apply", "--source", "codex", "--out", out, "--org", "acme"]);
    assert.equal(refused.code, 2);
    assert.deepEqual(await listTree(out), ["keep.txt"]);
    const unlicensed = await makeWorld({});
    assert.equal((await svc(["distill", "inspect", "--source", "codex"], { home: unlicensed.home })).code, 3);
  });

  test("files without a final newline (and with CRLF) are written byte for byte as hashed: verify passes right after apply", async () => {
    const w = await makeWorld({
      home: {
        ".claude/skills/ops/SKILL.md": "---\nname: ops\ndescription: Ops\n---\nSee config.json\n",
        ".claude/skills/ops/config.json": '{"region": "eu-west-1", "retries": 3}',
        ".claude/commands/crlf.md": "---\r\ndescription: C\r\n---\r\nRun it.\r\nNo final newline",
      },
    });
    await writeTree(w.home, { ".svc/license": DEV_LICENSE });
    const out = path.join(await tempDir(), "snapshot");
    const applied = await run(w, ["apply", "--source", "claude-code", "--out", out, "--org", "acme", "--json"]);
    assert.equal(applied.code, 0, applied.stderr);
    assert.equal(await readFile(path.join(out, ".claude/skills/ops/config.json"), "utf8"), '{"region": "eu-west-1", "retries": 3}');
    assert.equal(await readFile(path.join(out, ".claude/commands/crlf.md"), "utf8"), "---\r\ndescription: C\r\n---\r\nRun it.\r\nNo final newline");
    const verified = await run(w, ["verify", "--bundle", out, "--json"]);
    assert.equal(verified.code, 0, verified.stdout);
  });
});

describe("svc distill with a ~/.claude.json of several MB", () => {
  test("only its MCP servers are taken, never its account state or project history", async () => {
    const w = await world("claude-code");
    await writeFile(path.join(w.home, ".claude.json"), claudeJson({ bytes: 5_000_000, home: w.home }));
    const out = path.join(await tempDir(), "snapshot");
    const applied = await run(w, ["apply", "--source", "claude-code", "--out", out, "--org", "acme", "--json"]);
    assert.equal(applied.code, 0, applied.stderr);
    const taken = JSON.parse(await readFile(path.join(out, ".claude.json"), "utf8"));
    assert.deepEqual(Object.keys(taken), ["mcpServers"]);
    assert.ok("github" in taken.mcpServers);
  });
});
