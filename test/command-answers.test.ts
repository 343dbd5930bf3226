// Every command's answer, as a person and a script see it: one session of commands in a fixed
// world and clock, each run as text and with --json, its exit code, stdout and stderr held against
// a committed golden (test/fixtures/golden/commands/session.json). The command seam (how handlers
// answer and how the answer is printed) may change only if this transcript does not.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { FIXTURES } from "./fixtures/harness.ts";
import { DEV_SIGNING_KEY, DEV_SIGNING_KEY_FILE, ROOT, svc } from "./support/cli.ts";
import { GOLDEN, matchGolden } from "./support/golden.ts";
import { makeWorld, sanitize, type World } from "./support/world.ts";

const NOW = new Date("2026-11-25T12:00:00Z");
const LICENSE = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: NOW }).envelope;

interface Run {
  args: string[];
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * What differs by run and not by code: a backup id's random tail, a license id, and distill's
 * fingerprints (each snapshot's HMAC key is new). Their shape is kept, not their value.
 */
function stable(runs: Run[]): Run[] {
  const text = JSON.stringify(runs)
    .split(ROOT)
    .join("<checkout>")
    .replace(/(\d{8}-\d{6}-[a-z]+-)[0-9a-f]{4}\b/g, "$1<random>")
    .replace(/lic_[A-Za-z0-9_-]{16}/g, "lic_<random>")
    .replace(/svc1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, "svc1.<signed>")
    .replace(/(fingerprint[^0-9a-f]{1,8})[0-9a-f]{8,}/g, "$1<keyed>");
  return JSON.parse(text) as Run[];
}

async function session(world: World, commands: readonly string[][]): Promise<Run[]> {
  const runs: Run[] = [];
  for (const [index, args] of commands.entries()) {
    // A minute apart: backups are listed in the order they were made.
    const now = new Date(NOW.getTime() + index * 60_000);
    const result = await svc(args, { home: world.home, cwd: world.repo, env: { SVC_LICENSE: LICENSE, COLUMNS: "100" }, now });
    runs.push({ args, ...result });
  }
  return stable(sanitize(runs, world));
}

/** Each command twice: as text, then with --json. */
function bothWays(commands: readonly string[][]): string[][] {
  return commands.flatMap((args) => [args, [...args, "--json"]]);
}

describe("command answers", () => {
  test("a session of commands answers exactly as before, as text and as JSON", async (t) => {
    const world = await makeWorld(FIXTURES["claude-code"]!, FIXTURES.cursor);
    const runs = await session(world, [
      ...bothWays([
        ["version"],
        ["targets"],
        ["targets", "codex"],
        ["targets", "nope"],
        ["preview", "--from", "claude-code", "--to", "codex"],
        ["preview", "--from", "claude-code", "--to", "codex", "--repo", ".", "--stat"],
        ["preview", "--from", "claude-code", "--to", "codex", "--quiet", "--fail-on-loss"],
        ["preview", "--from", "codex", "--to", "codex"],
        ["preview", "--from", "claude-code", "--to", "codex,cursor"],
        ["preview", "--from", "claude-code", "--to", "codex", "--scope", "global", "--repo", "."],
        ["license", "status"],
        ["distill", "inspect", "--source", "claude-code"],
        ["distill", "plan", "--source", "claude-code", "--out", "snapshot", "--org", "acme"],
        ["restore"],
        ["sync", "hub"],
        ["build", "--for", "codex", "--repo", "."],
        ["doctor", "--files-only"],
        ["license", "verify"],
        ["completion", "fish"],
      ]),
      ["license", "issue", "--product", "svc_lifetime", "--email", "ada@example.com", "--signing-key", DEV_SIGNING_KEY_FILE],
      ["license", "issue", "--product", "svc_lifetime", "--email", "ada@example.com", "--signing-key", DEV_SIGNING_KEY_FILE, "--json"],
      ["build", "--for", "codex", "--repo", ".", "--apply", "--json"],
      ["migrate", "--from", "claude-code", "--to", "codex", "--repo", "."],
      ["migrate", "--from", "claude-code", "--to", "codex,gemini-cli", "--json"],
      ["migrate", "--from", "claude-code", "--to", "gemini-cli,copilot", "--repo", ".", "--policy", "overwrite", "--stat"],
      ["sync", "pull", "--from", "claude-code"],
      ["sync", "pull", "--from", "cursor", "--json"],
      ...bothWays([["sync", "plan-push", "--to", "codex"]]),
      ["sync", "push", "--to", "codex", "--policy", "merge"],
      ["sync", "push", "--to", "codex", "--policy", "merge", "--json"],
      ["sync", "auto", "enable", "--from", "claude-code", "--to", "cursor", "--policy", "merge"],
      ["sync", "auto", "run", "--json"],
      ["sync", "auto", "disable", "--json"],
      ["sync", "auto", "run"],
      ["distill", "apply", "--source", "claude-code", "--out", "snapshot", "--org", "acme", "--json"],
      ...bothWays([["distill", "verify", "--bundle", "snapshot"]]),
      ["restore", "--json"],
    ]);
    assert.ok(
      runs.some((run) => run.code === 4),
      "a refusal is among the answers",
    );
    await matchGolden(t, path.join(GOLDEN, "commands", "session.json"), runs);
  });
});
