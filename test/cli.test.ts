// Two levels: argv → typed options or a usage error; and whole command lines through
// runCli with a temporary home.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { commandHelp, parseCommandLine, rootHelp } from "../src/cli.ts";
import { COMMANDS } from "../src/commands/table.ts";
import { UsageError } from "../src/core/errors.ts";
import { DEV_SIGNING_KEY_FILE, developmentBuild, svc, tempDir } from "./support/cli.ts";

/** A value that passes an option's parser, for commands that need their required options. */
function sampleValue(flags: string): string {
  if (flags.startsWith("--from") || flags.startsWith("--source")) return "claude-code";
  if (flags.startsWith("--to") || flags.startsWith("--for")) return "codex";
  if (flags.startsWith("--policy")) return "merge";
  return "x";
}

const build = developmentBuild();

function parse(args: string[]): { name: string; options: Record<string, unknown> } {
  const parsed = parseCommandLine(args, build);
  assert.equal(parsed.kind, "run");
  if (parsed.kind !== "run") throw new Error("unreachable");
  return { name: parsed.spec.name, options: parsed.options };
}

function usageError(args: string[]): UsageError {
  try {
    parseCommandLine(args, build);
  } catch (error) {
    assert.ok(error instanceof UsageError, `expected a UsageError, got ${String(error)}`);
    return error;
  }
  assert.fail(`expected ${args.join(" ")} to be refused`);
}

describe("argv to options", () => {
  test("multi-word commands, tool aliases resolved to canonical ids", () => {
    assert.deepEqual(parse(["sync", "auto", "enable", "--from", "tool_a", "--to", "codex", "--policy", "merge"]), {
      name: "sync auto enable",
      options: { json: false, from: "claude-code", to: "codex", policy: "merge" },
    });
    assert.deepEqual(parse(["sync", "plan-push", "--to", "tool_c", "--json"]).options, { json: true, to: "cursor" });
  });

  test("values arrive exactly as typed: numbers stay strings, leading zeros kept", () => {
    const { options } = parse(["distill", "plan", "--source", "codex", "--out", "0012", "--org", "007", "--replace", "a=b", "--replace=1e3=x"]);
    assert.equal(options["org"], "007");
    assert.equal(options["out"], "0012");
    assert.deepEqual(options["replace"], ["a=b", "1e3=x"]);
    assert.deepEqual(parse(["restore", "20261125"]).options, { json: false, backupId: "20261125" });
  });

  test("typed values: ports and kind lists are parsed and checked", () => {
    assert.equal(parse(["serve", "--port", "9000"]).options["port"], 9000);
    assert.deepEqual(parse(["preview", "--from", "codex", "--to", "zed", "--kinds", "mcp, skills,mcp"]).options["kinds"], ["mcp", "skills"]);
    assert.match(usageError(["serve", "--port", "70000"]).message, /not a port/);
    assert.match(usageError(["preview", "--from", "codex", "--to", "zed", "--kinds", "mcp,rules"]).message, /unknown kind "rules"/);
  });

  test("booleans, aliases and --version", () => {
    assert.equal(parse(["build", "--for", "cursor", "--apply"]).options["apply"], true);
    assert.equal(parse(["build", "--for", "cursor"]).options["apply"], undefined);
    assert.equal(parse(["update", "--check"]).name, "upgrade");
    assert.equal(parse(["--version"]).name, "version");
    assert.equal(parse(["-v", "--json"]).options["json"], true);
  });

  test("usage errors: unknown option, missing value, missing required, wrong choice, repeated flag", () => {
    assert.match(usageError(["version", "--frobnicate"]).message, /unknown option --frobnicate/);
    assert.match(usageError(["preview", "--from"]).message, /--from <tool> needs a value/);
    assert.match(usageError(["sync", "push", "--to", "cursor"]).message, /--policy is required \(merge or overwrite\)/);
    assert.match(usageError(["migrate", "--from", "codex", "--to", "cursor", "--policy", "force"]).message, /--policy must be merge or overwrite, not "force"/);
    assert.match(usageError(["preview", "--from", "codex", "--from", "cursor", "--to", "zed"]).message, /--from was given 2 times/);
    assert.match(usageError(["sync", "pull", "--from", "zed"]).message, /"zed" is not a tool svc knows here/);
    assert.match(usageError(["license", "install"]).message, /missing an argument/);
    assert.match(usageError(["license", "status", "extra"]).message, /unexpected argument `extra`/);
  });

  test("all option problems are reported at once", () => {
    const error = usageError(["migrate", "--from", "nope", "--policy", "x"]);
    assert.match(error.message, /3 problems/);
    assert.match(error.message, /"nope" is not a tool/);
    assert.match(error.message, /--to is required/);
    assert.match(error.message, /--policy must be merge or overwrite/);
  });

  test("declared pairs: --from needs --to", () => {
    assert.match(usageError(["sync", "auto", "disable", "--from", "codex"]).message, /--from needs --to too/);
    assert.deepEqual(parse(["sync", "auto", "disable"]).options, { json: false });
  });

  test("unknown commands and bare groups", () => {
    assert.match(usageError(["frobnicate"]).message, /unknown command "frobnicate"/);
    assert.match(usageError(["sincc"]).hint ?? "", /Did you mean `svc sync`/);
    const group = usageError(["sync", "auto"]);
    assert.match(group.message, /svc sync auto needs a subcommand/);
    assert.match(group.hint ?? "", /sync auto enable/);
  });
});

describe("help", () => {
  test("svc --help lists every command and the exit codes", () => {
    const text = rootHelp(build);
    for (const command of COMMANDS) assert.ok(text.includes(`  ${command.name} `), `${command.name} missing from help`);
    assert.match(text, /3 license missing or invalid/);
    assert.match(text, /development build/);
  });

  test("every command's --help shows usage, each option, and examples", () => {
    for (const command of COMMANDS) {
      const text = commandHelp(command);
      assert.ok(text.startsWith(`svc ${command.name} — `), command.name);
      for (const option of command.options) assert.ok(text.includes(option.flags), `${command.name}: ${option.flags}`);
      assert.ok(command.examples.length > 0, `${command.name} has no example`);
      assert.ok(text.includes("Examples:"), command.name);
      assert.ok(text.includes("--json"), command.name);
    }
  });

  test("svc --json without a command answers a JSON usage error, not the help text", async () => {
    const home = await tempDir();
    const result = await svc(["--json"], { home });
    assert.equal(result.code, 2);
    assert.equal(JSON.parse(result.stdout).error.code, "usage");
  });

  test("svc help [command] is the same as --help", async () => {
    const home = await tempDir();
    const help = await svc(["help", "sync", "push"], { home });
    assert.equal(help.code, 0);
    assert.equal(help.stdout, (await svc(["sync", "push", "--help"], { home })).stdout);
    assert.equal((await svc(["help"], { home })).stdout, (await svc(["--help"], { home })).stdout);
    assert.equal((await svc(["help", "nonsense"], { home })).code, 2);
  });

  test("help comes on stdout with exit 0, for the root, a group and a command", async () => {
    const home = await tempDir();
    for (const args of [["--help"], [], ["sync", "--help"], ["sync", "push", "--help"], ["license", "install", "-h"]]) {
      const result = await svc(args, { home });
      assert.equal(result.code, 0, args.join(" "));
      assert.ok(result.stdout.length > 100, args.join(" "));
      assert.equal(result.stderr, "");
    }
    assert.match((await svc(["sync", "push", "--help"], { home })).stdout, /--policy <policy>.*required/);
  });
});

describe("--repo", () => {
  test("--repo with --scope global is refused instead of being silently ignored", async () => {
    const home = await tempDir();
    const result = await svc(["preview", "--from", "codex", "--to", "cursor", "--scope", "global", "--repo", ".", "--json"], { home });
    assert.equal(result.code, 2);
    assert.match(JSON.parse(result.stdout).error.message, /--scope global .* --repo \. would be ignored/);
  });

  test("a missing folder or a file is a usage error (before the license check) for every command that takes --repo; nothing is created", async () => {
    const home = await tempDir();
    await writeFile(path.join(home, "a-file"), "x");
    for (const spec of COMMANDS.filter((command) => command.options.some((option) => option.flags.startsWith("--repo")))) {
      const required = spec.options.filter((option) => option.required).flatMap((option) => [option.flags.split(" ")[0] ?? "", sampleValue(option.flags)]);
      for (const [repo, pattern] of [
        ["typo-repo", /there is no folder/],
        ["a-file", /is a file, not a folder/],
      ] as const) {
        const result = await svc([...spec.name.split(" "), ...required, "--repo", repo, "--json"], { home });
        assert.equal(result.code, 2, `svc ${spec.name} --repo ${repo}: ${result.stderr}`);
        assert.match(JSON.parse(result.stdout).error.message, pattern);
      }
    }
    assert.equal(existsSync(path.join(home, "typo-repo")), false);
  });
});

describe("suggested next commands", () => {
  test("repeat every option that shapes the plan, quoted as every shell reads it, so they apply what was shown", async () => {
    const home = await tempDir();
    const repo = path.join(home, "my project ü");
    await mkdir(repo);
    const preview = await svc(["preview", "--from", "codex", "--to", "cursor", "--repo", repo, "--scope", "all", "--kinds", "mcp,skills"], { home });
    assert.equal(preview.code, 0, preview.stderr);
    assert.ok(
      preview.stdout.includes(`\`svc migrate --from codex --to cursor --repo "${repo}" --scope all --kinds "mcp,skills"\` applies this plan.`),
      preview.stdout,
    );

    const license = (
      await svc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co", "--signing-key", DEV_SIGNING_KEY_FILE], { home })
    ).stdout.trim();
    const plan = await svc(["distill", "plan", "--source", "cursor", "--repo", repo, "--out", "snap shot", "--org", "o'brien", "--replace", "jdoe=acme"], {
      home,
      env: { SVC_LICENSE: license },
    });
    assert.equal(plan.code, 0, plan.stderr);
    assert.ok(
      plan.stdout.includes(`Write it with: svc distill apply --source cursor --out "snap shot" --org "o'brien" --replace jdoe=acme --repo "${repo}"\n`),
      plan.stdout,
    );

    const pushPlan = await svc(["sync", "plan-push", "--to", "codex", "--hub", "my hub"], { home, env: { SVC_LICENSE: license } });
    assert.equal(pushPlan.code, 0, pushPlan.stderr);
    assert.match(pushPlan.stdout, /Apply exactly this with: svc sync push --to codex --policy merge --hub "my hub"\n/);

    // A push with no saved plan for another hub points at plan-push for that same hub.
    const noPlan = await svc(["sync", "push", "--to", "cursor", "--policy", "merge", "--hub", "other hub"], { home, env: { SVC_LICENSE: license } });
    assert.equal(noPlan.code, 2, noPlan.stderr);
    assert.ok(noPlan.stderr.includes('Run `svc sync plan-push --to cursor --policy merge --hub "other hub"` first'), noPlan.stderr);
  });
});

describe("file-system failures", () => {
  test("an unusable SVC_HOME is named with its path and the fix, not an unexpected error", async () => {
    const home = await tempDir();
    const svcHome = path.join(home, "svc-home-is-a-file");
    await writeFile(svcHome, "x");
    const envelope = (
      await svc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co", "--signing-key", DEV_SIGNING_KEY_FILE], { home })
    ).stdout.trim();
    const result = await svc(["license", "install", envelope, "--json"], { home, env: { SVC_HOME: svcHome } });
    assert.equal(result.code, 1);
    const error = JSON.parse(result.stdout).error;
    assert.equal(error.code, "filesystem");
    assert.equal(error.path, svcHome);
    assert.match(error.message, /^cannot create the folder .*svc-home-is-a-file: a file is in the way/);
    assert.match(error.hint, /SVC_HOME/);
    assert.doesNotMatch(result.stderr, /unexpected|SVC_DEBUG/);
  });
});

describe("file-system failures show paths as the CLI does", () => {
  test("a folder svc cannot create is named ~/…, with the reason and the fix, and no raw home path", async () => {
    const home = await tempDir();
    await writeFile(path.join(home, "notes"), "a file, where SVC_HOME's parent folder should be\n");
    const envelope = (
      await svc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co", "--signing-key", DEV_SIGNING_KEY_FILE], { home })
    ).stdout.trim();
    const result = await svc(["license", "install", envelope], { home, env: { SVC_HOME: path.join(home, "notes", "svc") } });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /^error: cannot create the folder ~\/notes\/svc: part of that path is a file, not a folder \(ENOTDIR\)\n/);
    assert.match(
      result.stderr,
      /A file is where a folder belongs on that path: move or rename the file, then run again\. svc keeps its license, backups and hub in ~\/notes\/svc \(SVC_HOME/,
    );
    assert.ok(!result.stderr.includes(home), result.stderr);
    const json = await svc(["license", "install", envelope, "--json"], { home, env: { SVC_HOME: path.join(home, "notes", "svc") } });
    assert.equal(JSON.parse(json.stdout).error.path, path.join(home, "notes", "svc"), "the JSON keeps the full path");
  });

  test("a file that cannot be read is listed relative to the project, with the reason and the fix", async () => {
    const home = await tempDir();
    const repo = path.join(home, "work", "app");
    await mkdir(path.join(repo, ".cursor"), { recursive: true });
    await writeFile(path.join(repo, ".cursor", "rules.mdc"), "---\nalwaysApply: true\n---\nBe brief.\n");
    await symlink("mcp.json", path.join(repo, ".cursor", "mcp.json"));
    const result = await svc(["preview", "--from", "cursor", "--to", "codex", "--scope", "project"], { home, cwd: repo });
    assert.match(
      result.stdout,
      /^ {2}\.cursor\/mcp\.json {2}cannot be read: too many symbolic links \(ELOOP\)\. A symbolic link on that path leads back to itself: fix or remove the link/m,
    );
    assert.ok(!`${result.stdout}${result.stderr}`.includes(home), `${result.stdout}${result.stderr}`);
  });

  test("a migrate blocked by a file where a folder belongs names the project's file, not svc's temporary one", async () => {
    const home = await tempDir();
    const repo = path.join(home, "work", "app");
    await mkdir(repo, { recursive: true });
    await writeFile(path.join(repo, "CLAUDE.md"), "# Rules\nBe brief.\n");
    await writeFile(path.join(repo, ".mcp.json"), '{"mcpServers": {"a": {"command": "a-mcp"}}}\n');
    await writeFile(path.join(repo, ".cursor"), "a file where Cursor's folder belongs\n");
    const license = (
      await svc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co", "--signing-key", DEV_SIGNING_KEY_FILE], { home })
    ).stdout.trim();
    const result = await svc(["migrate", "--from", "claude-code", "--to", "cursor", "--scope", "project", "--yes"], {
      home,
      cwd: repo,
      env: { SVC_LICENSE: license },
    });
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /^error: cannot open \.cursor\/mcp\.json: part of that path is a file, not a folder \(ENOTDIR\); svc rolled back/m);
    assert.match(result.stderr, /^ {2}A file is where a folder belongs on that path: move or rename the file, then run again\.$/m);
    assert.doesNotMatch(result.stderr, /\.tmp|Check that the folder exists/);
  });

  test("license files that are not there are named as given, with what to do", async () => {
    const home = await tempDir();
    const key = await svc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co", "--signing-key", "keys/nokey.pem"], { home });
    assert.equal(key.code, 2);
    assert.match(key.stderr, /^error: the signing key file ~\/keys\/nokey\.pem cannot be read: no such file or folder \(ENOENT\)\. Check the path/m);
    const verify = await svc(["license", "verify", "missing.txt"], { home });
    assert.match(verify.stderr, /^error: no such file: ~\/missing\.txt\n {2}Check the path, or give - to read the license from standard input\./m);
    assert.ok(!`${key.stderr}${verify.stderr}`.includes(home), `${key.stderr}${verify.stderr}`);
  });
});

describe("output", () => {
  test("--json puts exactly one JSON document on stdout, for results and for errors", async () => {
    const home = await tempDir();
    const ok = await svc(["version", "--json"], { home });
    assert.deepEqual(JSON.parse(ok.stdout), { version: "0.1.0", commit: "test", platform: "linux_amd64", node: "v22.23.2", keys: "development" });
    const bad = await svc(["preview", "--json", "--from", "nope"], { home });
    assert.equal(bad.code, 2);
    const error = JSON.parse(bad.stdout).error;
    assert.equal(error.code, "usage");
    assert.equal(error.exit_code, 2);
    assert.match(bad.stderr, /^error: /);
  });

  test("errors name the next step and never show a stack without SVC_DEBUG", async () => {
    const home = await tempDir();
    const result = await svc(["build", "--for", "cursor", "--repo", "does/not/exist"], { home });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /error: --repo does\/not\/exist: there is no folder .*does\/not\/exist\n {2}Point --repo at the project's checkout/);
    assert.doesNotMatch(result.stderr, /\n\s+at /);
    const debug = await svc(["build", "--for", "cursor", "--repo", "does/not/exist"], { home, env: { SVC_DEBUG: "1" } });
    assert.match(debug.stderr, /\n\s+at /);
  });
});
