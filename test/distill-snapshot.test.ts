// Distill snapshots as a user makes them (issue 26): apply's own placeholders never fail verify, and
// the files hooks and status lines run or read travel with them (redacted) or are named as left out.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { createRedactionSession } from "../src/harness/distill/redact.ts";
import { scan } from "../src/harness/distill/scan.ts";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { DEV_SIGNING_KEY, svc, tempDir } from "./support/cli.ts";
import { makeWorld } from "./support/world.ts";

const LICENSE = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
/** A client id that looks like a token (Salesforce's connected-app ids do), and its secret. */
const CLIENT_ID = "3MVG9fTLmJ60pJ5IvR8kTt2cJ1qWxYz0aBcD";
const CLIENT_SECRET = "Xk29fLmQpR7vNz3TbW8q";

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
        ".svc/license": LICENSE,
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
