// The commands svc suggests ("`svc migrate …` applies this plan") paste into the shell the person
// is in: a value is bare when every shell reads it so, double-quoted when cmd, PowerShell and a
// POSIX shell all read that back unchanged (`--repo "C:\work\repo"`, never cmd's exit 2 on
// 'C:\work\repo'), else quoted for the shell svc finds it runs under. The POSIX forms are pasted
// into the real bash and dash here; cmd's under wine (make test-windows).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, test } from "node:test";
import { quoteFor, shellOf, type Shell } from "../src/core/shell-quote.ts";
import { svc, tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";

const TRICKY = [
  "plain",
  "C:\\work\\repo",
  "C:\\Users\\Jose Mueller\\my repo",
  "mcp,skills",
  "a b",
  "it's",
  'say "hi"',
  "$HOME",
  "100%",
  "%PATH%",
  "a&b|c<d>e^f",
  "back`tick",
  "wow!",
  "~/x",
  "\\\\server\\share",
  "trail\\",
  "ünï cödé",
  "x=y",
  "@splat",
  "",
];

describe("quoteFor", () => {
  test("a value every shell reads the same way is bare or in double quotes, for all three", () => {
    const expected: [string, string][] = [
      ["plain", "plain"],
      ["C:/work/repo", "C:/work/repo"],
      ["C:\\work\\repo", '"C:\\work\\repo"'],
      ["C:\\Users\\Jose Mueller\\my repo", '"C:\\Users\\Jose Mueller\\my repo"'],
      ["mcp,skills", '"mcp,skills"'],
      ["x=y", "x=y"],
      ["it's", `"it's"`],
      ["a&b|c<d>e^f", '"a&b|c<d>e^f"'],
    ];
    for (const [value, quoted] of expected) {
      for (const shell of ["posix", "cmd", "powershell"] as const) assert.equal(quoteFor(value, shell), quoted, `${value} in ${shell}`);
    }
  });

  test("what double quotes cannot hold the same way is quoted for the shell", () => {
    assert.equal(quoteFor("$HOME", "posix"), "'$HOME'");
    assert.equal(quoteFor("$HOME", "powershell"), "'$HOME'");
    assert.equal(quoteFor("$HOME", "cmd"), '"$HOME"');
    assert.equal(quoteFor("it's $5", "powershell"), "'it''s $5'");
    assert.equal(quoteFor("%PATH%", "cmd"), '^"^%PATH^%^"');
    assert.equal(quoteFor('say "hi"', "cmd"), '^"say \\^"hi\\^"^"');
    assert.equal(quoteFor("trail\\", "cmd"), '"trail\\\\"');
    assert.equal(quoteFor("trail\\", "posix"), "'trail\\'");
    for (const shell of ["posix", "cmd", "powershell"] as const) assert.equal(quoteFor("", shell), '""');
  });

  test("curly quotes, which end PowerShell strings, are quoted for it", () => {
    assert.equal(quoteFor("it\u2019s $5", "powershell"), "'it\u2019\u2019s $5'");
    assert.equal(quoteFor("\u2018a\u2019 \u201ab\u201b $x", "powershell"), "'\u2018\u2018a\u2019\u2019 \u201a\u201ab\u201b\u201b $x'");
    assert.equal(quoteFor("it\u2019s", "powershell"), '"it\u2019s"', "inside double quotes a curly single quote is a letter");
    assert.equal(quoteFor("say \u201chi\u201d", "powershell"), "'say \u201chi\u201d'", "not in double quotes, which \u201c and \u201d would end");
    assert.equal(quoteFor("say \u201chi\u201d", "posix"), "'say \u201chi\u201d'");
    assert.equal(quoteFor("it\u2019s", "posix"), '"it\u2019s"');
  });

  for (const shell of ["bash", "dash"]) {
    test(`pasted into ${shell}, every POSIX form reads back unchanged`, () => {
      const line = `printf '%s\\n' ${TRICKY.map((value) => quoteFor(value, "posix")).join(" ")}`;
      const run = spawnSync(shell, ["-c", line], { encoding: "utf8" });
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(run.stdout.split("\n").slice(0, -1), TRICKY);
    });
  }
});

describe("shellOf: the shell svc is run from", () => {
  const cases: [string, Record<string, string>, NodeJS.Platform, Shell][] = [
    ["Linux", {}, "linux", "posix"],
    ["macOS", {}, "darwin", "posix"],
    ["Git Bash on Windows", { MSYSTEM: "MINGW64", PSModulePath: "C:\\Program Files\\WindowsPowerShell\\Modules" }, "win32", "posix"],
    [
      "cmd.exe",
      { USERPROFILE: "C:\\Users\\ada", PSModulePath: "C:\\Program Files\\WindowsPowerShell\\Modules;C:\\Windows\\system32\\WindowsPowerShell\\v1.0\\Modules" },
      "win32",
      "cmd",
    ],
    [
      "Windows PowerShell 5.1",
      { USERPROFILE: "C:\\Users\\ada", PSModulePath: "C:\\Users\\ada\\Documents\\WindowsPowerShell\\Modules;C:\\Program Files\\WindowsPowerShell\\Modules" },
      "win32",
      "powershell",
    ],
    [
      "PowerShell 7 with OneDrive Documents",
      { USERPROFILE: "C:\\Users\\ada", PSModulePath: "C:\\Users\\ada\\OneDrive\\Documents\\PowerShell\\Modules;C:\\Program Files\\PowerShell\\Modules" },
      "win32",
      "powershell",
    ],
    // SHELL set for all of Windows (some installers do) says nothing about the shell svc runs in.
    [
      "cmd.exe with SHELL set for all of Windows",
      { SHELL: "C:\\Program Files\\Git\\bin\\bash.exe", USERPROFILE: "C:\\Users\\ada", PSModulePath: "C:\\Program Files\\WindowsPowerShell\\Modules" },
      "win32",
      "cmd",
    ],
    [
      "PowerShell with SHELL set for all of Windows",
      { SHELL: "/usr/bin/bash", USERPROFILE: "C:\\Users\\ada", PSModulePath: "C:\\Users\\ada\\Documents\\PowerShell\\Modules" },
      "win32",
      "powershell",
    ],
    ["Cygwin's bash (a POSIX SHELL and PWD)", { SHELL: "/bin/bash", PWD: "/home/ada" }, "win32", "posix"],
  ];
  for (const [name, env, platform, shell] of cases) test(name, () => assert.equal(shellOf(env, platform), shell));
});

describe("suggested next commands", () => {
  test("preview suggests a migrate whose values paste into every shell", async () => {
    const home = await tempDir("svc-next-");
    const repo = path.join(home, "my repo");
    await writeTree(repo, { "CLAUDE.md": "# Rules\n" });
    for (const platform of ["linux", "win32"] as const) {
      const preview = await svc(["preview", "--from", "claude-code", "--to", "codex", "--repo", repo, "--kinds", "instructions,mcp"], {
        home,
        platform,
        env: { USERPROFILE: home, PSModulePath: "C:\\Program Files\\WindowsPowerShell\\Modules" },
      });
      assert.equal(preview.code, 0, preview.stderr);
      const suggested = /`(svc migrate [^`]+)` applies this plan/.exec(preview.stdout)?.[1] ?? "";
      assert.ok(suggested.includes(`--repo "${repo}"`), suggested);
      assert.ok(suggested.includes('--kinds "instructions,mcp"'), suggested);
      assert.ok(!suggested.includes("'"), `no single quotes cmd would keep: ${suggested}`);
    }
  });
});
