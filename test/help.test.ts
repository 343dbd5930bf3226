// Help where people make mistakes (issue #16, help 6 and 10): every typo gets the suggestion it most
// likely meant (commands, subcommands, options, values), an unknown subcommand is an error even
// with --help, and the older tool_a/b/c aliases are accepted but not offered.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { svc, tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";

const home = await tempDir();
const run = (...args: string[]) => svc(args, { home });

describe("typos get a suggestion", () => {
  const cases: [string[], RegExp][] = [
    [["preview", "--form", "codex", "--to", "cursor"], /unknown option --form[\s\S]*Did you mean `--from`\?/],
    [["preview", "--from", "windsrf", "--to", "cursor"], /"windsrf" is not a tool[\s\S]*Did you mean `windsurf`\?/],
    [["preview", "--from", "claude", "--to", "cursor"], /"claude" is not a tool[\s\S]*Did you mean `claude-code`\?/],
    [["preview", "--from", "codex", "--to", "cursor", "--kinds", "skils"], /unknown kind "skils"[\s\S]*Did you mean `skills`\?/],
    [["migrate", "--from", "codex", "--to", "cursor", "--policy", "overwite"], /not "overwite" \(did you mean overwrite\?\)/],
    [["preview", "--from", "codex", "--to", "cursor", "--scope", "globl"], /not "globl" \(did you mean global\?\)/],
    [["sync", "pul"], /unknown subcommand "pul" of svc sync[\s\S]*Did you mean `svc sync pull`\?/],
    [["sync", "auto", "enabel"], /unknown subcommand "enabel" of svc sync auto[\s\S]*Did you mean `svc sync auto enable`\?/],
    [["migrat"], /unknown command "migrat"[\s\S]*Did you mean `svc migrate`\?/],
    [["targets", "windsrf"], /unknown tool "windsrf"[\s\S]*Did you mean `svc targets windsurf`\?/],
    [["completion", "bsh"], /no completion for the shell "bsh"[\s\S]*Did you mean `svc completion bash`\?/],
  ];
  for (const [args, expected] of cases) {
    test(`svc ${args.join(" ")}`, async () => {
      const result = await run(...args);
      assert.equal(result.code, 2, result.stderr);
      assert.match(result.stderr, expected);
    });
  }

  test("a backup id with a typo: the backup it most likely meant", async () => {
    const dir = await tempDir();
    await writeTree(dir, { ".svc/backups/20261126-101500-migrate-3f2a/manifest.json": "{}" });
    const result = await svc(["restore", "20261126-101500-migrate-3f2b"], { home: dir, env: { SVC_HOME: `${dir}/.svc` } });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /there is no backup 20261126-101500-migrate-3f2b\n {2}Did you mean `svc restore 20261126-101500-migrate-3f2a`\?/);
  });

  test("an unknown subcommand with --help is an error, not the group's help", async () => {
    const result = await run("sync", "stauts", "--help");
    assert.equal(result.code, 2);
    assert.equal(result.stdout, "");
    assert.match(result.stderr, /unknown subcommand "stauts" of svc sync/);
    assert.equal((await run("sync", "--help")).code, 0);
  });
});

describe("tool_a, tool_b, tool_c", () => {
  test("are accepted but left out of the help text", async () => {
    const help = await run("sync", "pull", "--help");
    assert.doesNotMatch(help.stdout, /tool_a|tool_b|tool_c/);
    const wrong = await run("sync", "pull", "--from", "gemini-cli");
    assert.doesNotMatch(wrong.stderr, /tool_a/);
    // Still accepted: the license gate (exit 3) comes after the options were understood.
    assert.equal((await run("sync", "pull", "--from", "tool_a")).code, 3);
  });
});

describe("long previews: --stat, --quiet, --fail-on-error", () => {
  async function claudeHome() {
    const dir = await tempDir();
    await writeTree(dir, {
      ".claude/commands/a.md": "---\ndescription: A\n---\nDo A.\n",
      ".claude/commands/b.md": "---\ndescription: B\n---\nDo B.\n",
      ".claude/agents/c.md": "---\nname: c\ndescription: C\n---\nYou are C.\n",
      ".claude/settings.json": "{ this is not JSON",
    });
    return dir;
  }

  test("--stat shows counts per kind and the file list, no item lines or diffs", async () => {
    const dir = await claudeHome();
    const result = await svc(["preview", "--from", "claude-code", "--to", "codex", "--stat"], { home: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^ {2}commands +2 +2 exact$/m);
    assert.match(result.stdout, /^ {2}agents +1 +1 converted$/m);
    assert.match(result.stdout, /create +~\/\.codex\/prompts\/a\.md/);
    assert.doesNotMatch(result.stdout, /@@|\+Do A\./);
  });

  test("--quiet shows only the summary line and the errors", async () => {
    const dir = await claudeHome();
    const result = await svc(["preview", "--from", "claude-code", "--to", "codex", "--quiet"], { home: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stdout, /Files \(|Items \(|@@/);
    assert.match(result.stdout, /3 to create, .* · 1 error/);
    assert.match(result.stdout, /settings\.json/);
    // Neither the heading nor the blank lines between sections: the errors, the summary, the next step.
    assert.equal(result.stdout.split("\n")[0], "Errors (1): these were not read; everything else was");
    assert.doesNotMatch(result.stdout, /svc preview: |svc writes/);
    const clean = await tempDir();
    await writeTree(clean, { ".claude/commands/a.md": "Do A.\n", ".svc/license": "" });
    const { issueLicense } = await import("../src/license/envelope.ts");
    const { parseSigningKey } = await import("../src/license/keys.ts");
    const { DEV_SIGNING_KEY } = await import("./support/cli.ts");
    const license = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
    const migrated = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--quiet"], { home: clean, env: { SVC_LICENSE: license } });
    assert.equal(migrated.code, 0, migrated.stderr);
    assert.match(migrated.stdout, /^1 to create, 0 to update, .* · 0 errors\n\nWrote 1 file\. Undo with: svc restore \S+\n$/);
  });

  test("--fail-on-error exits 1 when a source file could not be read", async () => {
    const dir = await claudeHome();
    assert.equal((await svc(["preview", "--from", "claude-code", "--to", "codex", "--quiet"], { home: dir })).code, 0);
    assert.equal((await svc(["preview", "--from", "claude-code", "--to", "codex", "--quiet", "--fail-on-error"], { home: dir })).code, 1);
    const clean = await tempDir();
    await writeTree(clean, { ".claude/commands/a.md": "Do A.\n" });
    assert.equal((await svc(["preview", "--from", "claude-code", "--to", "codex", "--fail-on-error"], { home: clean })).code, 0);
  });
});

describe("tables fit the terminal", () => {
  for (const columns of [60, 80, 100, 160]) {
    test(`svc targets with COLUMNS=${columns}`, async () => {
      const result = await svc(["targets"], { home, env: { COLUMNS: String(columns) } });
      assert.equal(result.code, 0, result.stderr);
      const widest = Math.max(...result.stdout.split("\n").map((line) => [...line].length));
      assert.ok(widest <= columns, `${widest} columns wide:\n${result.stdout}`);
      assert.match(result.stdout, /claude-code/);
    });
  }
});

describe("long hook commands", () => {
  test("are cut with … in item names", async () => {
    const dir = await tempDir();
    const command = `/usr/local/bin/check-everything --with-a-very-long-list-of-flags --and-more-of-them --until-it-is-long ${"x".repeat(40)}`;
    await writeTree(dir, { ".claude/settings.json": JSON.stringify({ hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command }] }] } }) });
    const result = await svc(["preview", "--from", "claude-code", "--to", "codex", "--json"], { home: dir });
    assert.equal(result.code, 0, result.stderr);
    const hook = JSON.parse(result.stdout).items.find((item: { kind: string }) => item.kind === "hooks");
    assert.match(hook.name, /^PreToolUse\(Bash\): \/usr\/local\/bin\/check-everything .{20,}…$/);
    assert.equal(hook.name.length, "PreToolUse(Bash): ".length + 60);
  });
});

describe("license messages say how to get one", () => {
  test("a paid command without a license: the pricing page, the real $SVC_HOME", async () => {
    const dir = await tempDir();
    const svcHome = `${dir}/custom-svc-home`;
    const result = await svc(["migrate", "--from", "codex", "--to", "cursor"], { home: dir, env: { SVC_HOME: svcHome, SVC_BASE_URL: "https://svc.example" } });
    assert.equal(result.code, 3);
    assert.match(result.stderr, /pricing page: https:\/\/svc\.example\/ /);
    assert.doesNotMatch(result.stderr, /pricing\.json/);
    assert.ok(result.stderr.includes("mkdir -p ~/custom-svc-home and write the license text to ~/custom-svc-home/license"), result.stderr);
  });

  test("svc license --help says how to get one", async () => {
    const result = await svc(["license", "--help"], { home, env: { SVC_BASE_URL: "https://svc.example" } });
    assert.equal(result.code, 0);
    assert.match(result.stdout, /pricing page: https:\/\/svc\.example\//);
  });

  test("an invalid SVC_LICENSE hiding a valid installed license: unset SVC_LICENSE", async () => {
    const dir = await tempDir();
    const { issueLicense } = await import("../src/license/envelope.ts");
    const { parseSigningKey } = await import("../src/license/keys.ts");
    const { DEV_SIGNING_KEY } = await import("./support/cli.ts");
    const valid = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
    await writeTree(dir, { ".svc/license": valid });
    const env = { SVC_HOME: `${dir}/.svc`, SVC_LICENSE: "svc1.garbage.garbage" };
    const paid = await svc(["migrate", "--from", "codex", "--to", "cursor"], { home: dir, env });
    assert.equal(paid.code, 3);
    assert.match(paid.stderr, /is valid: unset SVC_LICENSE to use it/);
    const status = await svc(["license", "status"], { home: dir, env });
    assert.equal(status.code, 3);
    assert.match(status.stdout, /is valid: unset SVC_LICENSE to use it/);
  });
});
