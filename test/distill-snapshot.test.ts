// Distill snapshots as a user makes them (issue 26): apply's own placeholders never fail verify, and
// the files hooks and status lines run or read travel with them (redacted) or are named as left out.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { createRedactionSession } from "../src/distill/redact.ts";
import { scan } from "../src/distill/scan.ts";
import { DEV_LICENSE, svc, tempDir } from "./support/cli.ts";
import { listTree } from "./support/tree.ts";
import { makeWorld } from "./support/world.ts";

/** A client id that looks like a token (Salesforce's connected-app ids do), and its secret. */
const CLIENT_ID = "3MVG9fTLmJ60pJ5IvR8kTt2cJ1qWxYz0aBcD";
const CLIENT_SECRET = "Xk29fLmQpR7vNz3TbW8q";
const HOOK_TOKEN = "Zq8vT2mK9xLp4Rw7Yb3Nc6Hd1Fg5Js0A";

describe("apply's own placeholders never fail verify", () => {
  test("curl -u with a token-like client id: redacting the secret leaves nothing for a second scan", () => {
    const texts: [string, string][] = [
      ["notes.md", `curl -u ${CLIENT_ID}:${CLIENT_SECRET} https://login.example.com/services/oauth2/token\n`],
      ["notes.md", `curl -s https://x.example.com && curl -u ${CLIENT_ID}:${CLIENT_SECRET} https://login.example.com/token\n`],
      ["settings.json", `{"command": "curl -s -u '${CLIENT_ID}:${CLIENT_SECRET}' https://login.example.com/token"}\n`],
    ];
    for (const [file, text] of texts) {
      const redacted = createRedactionSession().redact(text, file).text;
      assert.ok(!redacted.includes(CLIENT_SECRET), redacted);
      assert.deepEqual(
        scan(redacted, { format: file.endsWith(".json") ? "json" : undefined }).map((finding) => [finding.kind, redacted.slice(finding.start, finding.end)]),
        [],
        redacted,
      );
    }
  });

  test("a fresh snapshot with such a curl in a hook and in CLAUDE.md verifies", async () => {
    const command = `curl -s -X POST -u ${CLIENT_ID}:${CLIENT_SECRET} https://login.example.com/services/oauth2/token`;
    const w = await makeWorld({
      home: {
        ".svc/license": DEV_LICENSE,
        ".claude/settings.json": `${JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: "command", command }] }] } }, null, 2)}\n`,
        ".claude/CLAUDE.md": `# Notes\n\n\`\`\`sh\n${command}\n\`\`\`\n`,
      },
    });
    const out = path.join(await tempDir(), "snapshot");
    const applied = await svc(["distill", "apply", "--source", "claude-code", "--out", out, "--org", "acme", "--json"], { home: w.home, cwd: w.repo });
    assert.equal(applied.code, 0, applied.stderr);
    const verified = await svc(["distill", "verify", "--bundle", out, "--json"], { home: w.home, cwd: w.repo });
    assert.equal(verified.code, 0, verified.stdout);
  });
});

describe("files hooks and status lines run or read", () => {
  test("are carried, redacted, when they stand in the tool's folder; the others are named with the hook that needs them", async () => {
    const settings = {
      statusLine: { type: "command", command: "~/.claude/statusline.sh" },
      hooks: {
        PreToolUse: [
          { matcher: "Bash", hooks: [{ type: "command", command: "~/.claude/hooks/block-dangerous.sh" }] },
          { matcher: "Edit|Write", hooks: [{ type: "command", command: 'python3 "$HOME/.claude/hooks/protect_paths.py" --strict' }] },
        ],
        SessionStart: [{ hooks: [{ type: "command", command: "cat ~/.claude/session-banner.txt && ~/bin/notify.sh start >> ~/.claude/hooks.log" }] }],
        Stop: [{ hooks: [{ type: "command", command: "bash ~/.claude/hooks/gone.sh" }] }],
      },
    };
    const projectSettings = {
      hooks: {
        PostToolUse: [{ hooks: [{ type: "command", command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/format.sh' }] }],
        // words that are no file: an environment assignment holding a URL with a password, a flag, an address
        SubagentStop: [
          {
            hooks: [
              {
                type: "command",
                command: `DATABASE_URL=postgresql://app:${HOOK_TOKEN}@db.example.com/app .claude/hooks/format.sh --log=tmp/x.log deploy@10.1.2.3:srv/app`,
              },
            ],
          },
        ],
      },
    };
    const w = await makeWorld(
      {
        home: {
          ".svc/license": DEV_LICENSE,
          ".claude/settings.json": `${JSON.stringify(settings, null, 2)}\n`,
          ".claude/hooks/block-dangerous.sh": `#!/bin/sh\n# blocks rm -rf\nexport GUARD_TOKEN=${HOOK_TOKEN}\nexit 0\n`,
          ".claude/hooks/protect_paths.py": "import sys\nsys.exit(0)\n",
          ".claude/statusline.sh": '#!/bin/sh\necho "$(whoami) on $(hostname)"\n',
          ".claude/session-banner.txt": "Welcome back. Ask alice.smith@gmail.com for access.\n",
          "bin/notify.sh": '#!/bin/sh\nnotify-send "$1"\n',
        },
      },
      {
        repo: {
          ".claude/settings.json": `${JSON.stringify(projectSettings, null, 2)}\n`,
          ".claude/hooks/format.sh": "#!/bin/sh\nnpx prettier --write .\n",
        },
      },
    );
    const out = path.join(await tempDir(), "snapshot");
    const applied = await svc(["distill", "apply", "--source", "claude-code", "--scope", "all", "--repo", w.repo, "--out", out, "--org", "acme", "--json"], {
      home: w.home,
      cwd: w.repo,
    });
    assert.equal(applied.code, 0, applied.stderr);
    const files = await listTree(out);
    for (const carried of [
      "home/.claude/hooks/block-dangerous.sh",
      "home/.claude/hooks/protect_paths.py",
      "home/.claude/statusline.sh",
      "home/.claude/session-banner.txt",
      "project/.claude/hooks/format.sh",
    ]) {
      assert.ok(files.includes(carried), `${carried} is not in the snapshot: ${files.join(", ")}`);
    }
    assert.ok(!files.some((file) => file.includes("notify.sh") || file.includes("hooks.log")), files.join(", "));
    const script = await readFile(path.join(out, "home/.claude/hooks/block-dangerous.sh"), "utf8");
    assert.ok(!script.includes(HOOK_TOKEN) && script.includes("<REDACTED:"), script);
    assert.ok(!(await readFile(path.join(out, "home/.claude/session-banner.txt"), "utf8")).includes("alice.smith"));
    const leftOut = (JSON.parse(applied.stdout) as { left_out: { path: string; reason: string }[] }).left_out;
    const notify = leftOut.find((entry) => entry.path === "~/bin/notify.sh");
    assert.match(notify?.reason ?? "", /SessionStart hook.*will not work without it/, JSON.stringify(leftOut));
    const gone = leftOut.find((entry) => entry.path === "~/.claude/hooks/gone.sh");
    assert.match(gone?.reason ?? "", /Stop hook.*not found.*will not work without it/, JSON.stringify(leftOut));
    assert.ok(!leftOut.some((entry) => entry.path.includes("hooks.log")), JSON.stringify(leftOut));
    assert.ok(!applied.stdout.includes(HOOK_TOKEN), "a hook's words that are no file are never reported as left out");
    assert.deepEqual(
      leftOut
        .filter((entry) => /hook|status line/.test(entry.reason))
        .map((entry) => entry.path)
        .sort(),
      ["~/.claude/hooks/gone.sh", "~/bin/notify.sh"],
    );
    const report = await readFile(path.join(out, "REDACTIONS.md"), "utf8");
    assert.match(report, /~\/bin\/notify\.sh: .*will not work without it/);
    const verified = await svc(["distill", "verify", "--bundle", out, "--json"], { home: w.home, cwd: w.repo });
    assert.equal(verified.code, 0, verified.stdout);
  });
});
