// How paths and failures look (issue #16, help 13): one path style on every OS (`~/.codex/AGENTS.md`,
// forward slashes, never `~/.codex\AGENTS.md`), diff headers as the path is written (never quoted
// and C-escaped), and a crash before svc's own error handling ends in a short message, not Node's
// report quoting a line of the minified bundle.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { displayPath } from "../src/core/paths.ts";
import { fileDiff, type PlannedFile } from "../src/harness/plan/plan.ts";
import { BUNDLE, runProcess, svc, tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";

const windows = { home: "C:\\Users\\ada", platform: "win32" as const };

function changed(file: string, before: string, after: string): PlannedFile {
  return { path: file, action: "update", before, after, eol: "\n", bom: false, conflicts: [] };
}

describe("displayed paths: one style everywhere", () => {
  test("Windows paths are shown with forward slashes: ~/…, relative to the repo, or absolute", () => {
    assert.equal(displayPath("C:\\Users\\ada\\.codex\\AGENTS.md", windows), "~/.codex/AGENTS.md");
    assert.equal(displayPath("C:\\Users\\ada\\AppData\\Roaming\\Code\\User\\mcp.json", windows), "~/AppData/Roaming/Code/User/mcp.json");
    assert.equal(displayPath("C:\\src\\app\\.cursor\\rules\\a.mdc", { ...windows, repo: "C:\\src\\app" }), ".cursor/rules/a.mdc");
    assert.equal(displayPath("D:\\tools\\x.md", windows), "D:/tools/x.md");
    // Drive letters and case as Windows compares them: c:\users\ada is the home folder too.
    assert.equal(displayPath("c:\\users\\ada\\.claude\\CLAUDE.md", windows), "~/.claude/CLAUDE.md");
  });

  test("POSIX paths are unchanged", () => {
    assert.equal(displayPath("/home/ada/.codex/AGENTS.md", { home: "/home/ada", platform: "linux" }), "~/.codex/AGENTS.md");
    assert.equal(displayPath("/srv/app/AGENTS.md", { home: "/home/ada", repo: "/srv/app", platform: "linux" }), "AGENTS.md");
    assert.equal(displayPath("/etc/x\\y", { home: "/home/ada", platform: "linux" }), "/etc/x\\y");
  });

  test("diff headers name the file as shown, unquoted and unescaped", () => {
    const label = displayPath("C:\\Users\\ada\\.codex\\AGENTS.md", windows);
    const diff = fileDiff(changed("C:\\Users\\ada\\.codex\\AGENTS.md", "# A\n", "# B\n"), label, []);
    assert.match(diff, /^--- ~\/\.codex\/AGENTS\.md$/m);
    assert.match(diff, /^\+\+\+ ~\/\.codex\/AGENTS\.md$/m);
    const accented = fileDiff(changed("/home/zoé/notes/règles.md", "a\n", "b\n"), "~/notes/règles.md", []);
    assert.match(accented, /^--- ~\/notes\/règles\.md$/m);
    assert.match(accented, /^\+\+\+ ~\/notes\/règles\.md$/m);
    const project = fileDiff(changed("/r/docs/ü $1.md", "a\n", "b\n"), "docs/ü $1.md", []);
    assert.match(project, /^--- a\/docs\/ü \$1\.md\n\+\+\+ b\/docs\/ü \$1\.md\n@@ -1,1 \+1,1 @@\n-a\n\+b\n$/m);
  });
});

describe("every command shows paths in that one style", () => {
  test("svc targets on Windows: a folder under the profile (APPDATA) is ~/…, as preview shows it", async () => {
    const { listTargets } = await import("../src/harness/capabilities.ts");
    const targets = listTargets({ platform: "win32", env: { APPDATA: "C:\\Users\\ada\\AppData\\Roaming" }, home: "C:\\Users\\ada" });
    const desktop = targets.find((target) => target.id === "claude-desktop");
    assert.deepEqual(desktop?.kinds.mcp.global, { supported: true, paths: ["~/AppData/Roaming/Claude/claude_desktop_config.json"] });
    // Outside the profile: absolute, forward slashes.
    const elsewhere = listTargets({ platform: "win32", env: { APPDATA: "D:\\Roaming" }, home: "C:\\Users\\ada" });
    assert.deepEqual(elsewhere.find((target) => target.id === "claude-desktop")?.kinds.mcp.global, {
      supported: true,
      paths: ["D:/Roaming/Claude/claude_desktop_config.json"],
    });
  });

  test("build's heading, its 'Nothing to write' and a conflict's line name files as ~/… or relative, never raw", async () => {
    const { issueLicense } = await import("../src/license/envelope.ts");
    const { parseSigningKey } = await import("../src/license/keys.ts");
    const { DEV_SIGNING_KEY } = await import("./support/cli.ts");
    const license = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
    const home = await tempDir();
    const env = { SVC_HOME: path.join(home, ".svc"), SVC_LICENSE: license };
    const repo = path.join(home, "src", "app");
    await writeTree(repo, { "package.json": JSON.stringify({ name: "app", scripts: { test: "node --test" } }) });
    const first = await svc(["build", "--for", "claude-code", "--repo", repo, "--apply"], { home, env });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /^svc build: a starter harness for Claude Code in ~\/src\/app$/m);
    const again = await svc(["build", "--for", "claude-code", "--repo", repo, "--apply"], { home, env });
    assert.match(again.stdout, /^Nothing to write: \S+/m);
    const nothing = /^Nothing to write: (.*)$/m.exec(again.stdout)?.[1] ?? "";
    assert.ok(!nothing.includes(home) && !nothing.includes("\\"), nothing);

    await writeTree(home, {
      ".claude.json": JSON.stringify({ mcpServers: { docs: { command: "npx", args: ["docs"] } } }),
      ".codex/config.toml": '[mcp_servers.docs]\ncommand = "uvx"\nargs = ["other"]\n',
    });
    const conflict = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--kinds", "mcp"], { home, env });
    assert.equal(conflict.code, 4, conflict.stderr);
    assert.match(conflict.stdout, /^~\/\.codex\/config\.toml: mcp_servers\.docs$/m);
    for (const result of [first, again, conflict]) assert.ok(!result.stdout.includes(home), result.stdout);
  });
});

describe("a crash before svc's own handler", () => {
  test("prints a short message and how to report it, not the bundle's source line", async () => {
    const home = await tempDir();
    // os.homedir() throws where HOME is unset and the user has no passwd entry; main.ts calls it at start-up.
    const preload = path.join(home, "no-home.cjs");
    await writeTree(home, { "no-home.cjs": 'require("node:os").homedir = () => { throw new Error("uv_os_homedir returned ENOENT"); };\n' });
    const env = { PATH: process.env["PATH"] ?? "" };
    const crashed = await runProcess([process.execPath, "-r", preload, BUNDLE, "version"], { env, cwd: home });
    assert.equal(crashed.code, 1);
    assert.equal(crashed.stdout, "");
    assert.match(crashed.stderr, /^error: svc stopped on an unexpected error: uv_os_homedir returned ENOENT\n {2}This is a bug in svc \d+\.\d+\.\d+ \(commit /);
    assert.match(crashed.stderr, /svc doctor/);
    assert.ok(crashed.stderr.length < 500, `${crashed.stderr.length} bytes on stderr`);
    const debug = await runProcess([process.execPath, "-r", preload, BUNDLE, "version"], { env: { ...env, SVC_DEBUG: "1" }, cwd: home });
    assert.match(debug.stderr, /\n {4}at /, "SVC_DEBUG=1 adds the stack trace");
  });
});

describe("messages name files as the CLI shows paths (~/…, relative in the project), never raw", () => {
  const license = async () => {
    const { issueLicense } = await import("../src/license/envelope.ts");
    const { parseSigningKey } = await import("../src/license/keys.ts");
    const { DEV_SIGNING_KEY } = await import("./support/cli.ts");
    return issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
  };

  test("the license: installed at, looked for, the license in, and how to install one", async () => {
    const home = await tempDir();
    const env = { SVC_HOME: path.join(home, ".svc") };
    const missing = await svc(["migrate", "--from", "codex", "--to", "cursor"], { home, env });
    assert.equal(missing.code, 3);
    assert.match(missing.stderr, /looked for SVC_LICENSE and ~\/\.svc\/license\)/);
    assert.match(missing.stderr, /mkdir -p ~\/\.svc and write the license text to ~\/\.svc\/license/);
    const envelope = await license();
    await writeTree(home, { "lic.txt": envelope });
    const installed = await svc(["license", "install", "lic.txt"], { home, env, cwd: home });
    assert.equal(installed.code, 0, installed.stderr);
    assert.match(installed.stdout, /\) at ~\/\.svc\/license$/m);
    const again = await svc(["license", "install", "lic.txt"], { home, env, cwd: home });
    assert.match(again.stdout, /was already installed at ~\/\.svc\/license$/m);
    const status = await svc(["license", "status"], { home, env });
    assert.match(status.stdout, /^ {2}from ~\/\.svc\/license$/m);
    // --json keeps the full path.
    const json = JSON.parse((await svc(["license", "status", "--json"], { home, env })).stdout);
    assert.equal(json.source, path.join(home, ".svc/license"));
    await writeTree(home, { ".svc/license": "svc1.not.valid\n" });
    const invalid = await svc(["migrate", "--from", "codex", "--to", "cursor"], { home, env });
    assert.match(invalid.stderr, /the license in ~\/\.svc\/license is invalid/);
    for (const result of [missing, installed, again, status, invalid])
      assert.ok(!`${result.stdout}${result.stderr}`.includes(home), `${result.stdout}${result.stderr}`);
  });

  test("a hub whose manifest is not JSON, and a --repo that is not there", async () => {
    const home = await tempDir();
    await writeTree(home, { ".svc/harness-sync/current/svc-hub.json": "{ not json" });
    const hub = await svc(["sync", "pull", "--from", "claude-code"], { home, env: { SVC_HOME: path.join(home, ".svc"), SVC_LICENSE: await license() } });
    assert.equal(hub.code, 1, hub.stderr);
    assert.match(hub.stderr, /^error: ~\/\.svc\/harness-sync\/current\/svc-hub\.json is not valid JSON/m);
    const repo = await svc(["preview", "--from", "claude-code", "--to", "codex", "--repo", "no/such"], { home });
    assert.match(repo.stderr, /^error: --repo no\/such: there is no folder ~\/no\/such$/m);
    for (const result of [hub, repo]) assert.ok(!result.stderr.includes(home), result.stderr);
  });

  test("an imported file that cannot be read is told at the import's line, as ~/…, never by its full path", async () => {
    const home = await tempDir();
    await writeTree(home, { ".claude/CLAUDE.md": "# Me\n\nSee @notes/raw.md for more.\n", ".claude/notes/raw.md": "fine\nnot\0text\n" });
    const preview = await svc(["preview", "--from", "claude-code", "--to", "codex"], { home });
    assert.equal(preview.code, 0, preview.stderr);
    assert.match(
      preview.stdout,
      /^ {2}~\/\.claude\/CLAUDE\.md:3 {2}@notes\/raw\.md cannot be imported: binary content \(a NUL byte\): not a text file \(its line 2\)$/m,
    );
    assert.ok(!`${preview.stdout}${preview.stderr}`.includes(home), preview.stdout);
    const json = JSON.parse((await svc(["preview", "--from", "claude-code", "--to", "codex", "--json"], { home })).stdout);
    assert.deepEqual(
      json.errors.filter((error: { message: string }) => error.message.includes("imported")),
      [
        {
          path: path.join(home, ".claude/CLAUDE.md"),
          line: 3,
          message: "@notes/raw.md cannot be imported: binary content (a NUL byte): not a text file (its line 2)",
        },
      ],
    );
  });

  test("restore lists the files changed since the backup as ~/…", async () => {
    const home = await tempDir();
    const env = { SVC_HOME: path.join(home, ".svc"), SVC_LICENSE: await license() };
    await writeTree(home, { ".claude/commands/a.md": "---\ndescription: A\n---\nDo A.\n" });
    const migrated = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home, env });
    assert.equal(migrated.code, 0, migrated.stderr);
    const id = JSON.parse(migrated.stdout).backup_id as string;
    await writeTree(home, { ".codex/prompts/a.md": "edited by hand\n" });
    const restore = await svc(["restore", id], { home, env });
    assert.equal(restore.code, 4, restore.stderr);
    assert.match(restore.stderr, /^ {2}~\/\.codex\/prompts\/a\.md: changed since$/m);
    assert.ok(!restore.stderr.includes(home), restore.stderr);
  });
});

describe("a plan's notes: a long sentence several items share is said once", () => {
  test("the Codex hook-trust advice, said of 8 hooks, is printed once with the hooks it is about", async () => {
    const home = await tempDir();
    const hooks = Array.from({ length: 8 }, (_, index) => ({ matcher: `Tool${index}`, hooks: [{ type: "command", command: `check-${index}.sh` }] }));
    await writeTree(home, { ".claude/settings.json": JSON.stringify({ hooks: { PreToolUse: hooks } }) });
    const preview = await svc(["preview", "--from", "claude-code", "--to", "codex"], { home });
    assert.equal(preview.code, 0, preview.stderr);
    const trust = /Codex skips a new or changed hook until you trust it/g;
    assert.equal(preview.stdout.match(trust)?.length, 1, preview.stdout);
    assert.match(preview.stdout, /said of 8 items: PreToolUse\(Tool0\): check-0\.sh, .*, and 2 more/);
    // Each item's own, short note stays on its line; the JSON answer keeps every note whole.
    assert.match(preview.stdout, /PreToolUse\(Tool3\): check-3\.sh → ~\/\.codex\/hooks\.json \[hooks\.PreToolUse\]\n\s+runs on PreToolUse/);
    const json = JSON.parse((await svc(["preview", "--from", "claude-code", "--to", "codex", "--json"], { home })).stdout) as { items: { note: string }[] };
    assert.equal(json.items.filter((item) => item.note.includes("Codex skips a new or changed hook")).length, 8);
  });
});
