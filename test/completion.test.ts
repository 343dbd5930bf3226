// svc completion (issue #16, help 7): the bash script is loaded into a real bash, which runs the
// function `complete` registered for svc on real command lines, exactly as when Tab is pressed.
import assert from "node:assert/strict";
import { chmod, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { BUNDLE, DEV_SIGNING_KEY, runProcess, svc, tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";

const home = await tempDir();
const bin = path.join(home, "bin");
await writeTree(bin, { svc: `#!/bin/sh\nexec '${process.execPath}' '${BUNDLE}' "$@"\n` });
await chmod(path.join(bin, "svc"), 0o755);
const env = { PATH: `${bin}:${process.env["PATH"] ?? ""}`, HOME: home, SVC_HOME: path.join(home, ".svc") };
const script = path.join(home, "svc.bash");
await writeFile(script, (await runProcess([path.join(bin, "svc"), "completion", "bash"], { env, cwd: home })).stdout);

/** What bash offers for Tab at the end of `line`, through the function complete registered. */
async function tab(line: string): Promise<string[]> {
  const program = `
    source ${JSON.stringify(script)}
    spec=$(complete -p svc) || exit 9
    fn=$(sed -E 's/.*-F ([^ ]+).*/\\1/' <<< "$spec")
    COMP_LINE="$1"; COMP_POINT=\${#COMP_LINE}
    read -ra COMP_WORDS <<< "$COMP_LINE"
    [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((\${#COMP_WORDS[@]} - 1))
    "$fn" svc "\${COMP_WORDS[COMP_CWORD]}" "\${COMP_WORDS[COMP_CWORD-1]}"
    printf '%s\\n' "\${COMPREPLY[@]}"`;
  const result = await runProcess(["bash", "-c", program, "tab", line], { env, cwd: home });
  assert.equal(result.code, 0, result.stderr);
  return result.stdout.split("\n").filter((word) => word !== "");
}

describe("svc completion bash, run by bash", () => {
  const cases: [string, string[]][] = [
    ["svc mig", ["migrate"]],
    ["svc sync p", ["pull", "plan-push", "push"]],
    ["svc sync auto ", ["enable", "run", "disable"]],
    ["svc preview --f", ["--from", "--fail-on-loss", "--fail-on-error"]],
    ["svc preview --from cl", ["claude-code", "cline", "claude-desktop"]],
    ["svc sync pull --from ", ["claude-code", "codex", "cursor"]],
    ["svc migrate --from codex --to cursor --policy ", ["merge", "overwrite"]],
    ["svc preview --kinds instructions,sk", ["instructions,skills"]],
    ["svc migrate --from claude-code --to codex,cu", ["codex,cursor"]],
    ["svc preview --scope ", ["global", "project", "all"]],
    ["svc completion ", ["bash", "zsh", "fish", "powershell"]],
    ["svc do", ["doctor"]],
    ["svc doctor --", ["--repo", "--scope", "--files-only", "--timeout", "--json", "--help"]],
    ["svc doctor --scope ", ["global", "project", "all"]],
  ];
  for (const [line, expected] of cases) {
    test(JSON.stringify(line), async () => {
      assert.deepEqual((await tab(line)).sort(), [...expected].sort());
    });
  }

  test("svc restore offers the backup ids", async () => {
    await writeTree(home, { ".claude/commands/a.md": "Do A.\n" });
    const license = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
    const migrated = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], {
      home,
      env: { SVC_HOME: env.SVC_HOME, SVC_LICENSE: license },
    });
    assert.equal(migrated.code, 0, migrated.stderr);
    assert.deepEqual(await tab("svc restore "), [JSON.parse(migrated.stdout).backup_id]);
  });

  test("every shell has a script; an unknown shell is a usage error", async () => {
    for (const shell of ["zsh", "fish", "powershell"]) {
      const result = await svc(["completion", shell], { home });
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /svc __complete/);
    }
    assert.equal((await svc(["completion", "tcsh"], { home })).code, 2);
  });
});
