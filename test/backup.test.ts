// Backups and svc restore, checked where a one-line slip would hurt a user (issue 19): each copy's
// hash, the folders a change created, file modes on apply and restore, the backup of files that
// sync deletes, and a manifest that is damaged or points outside the trees it came from.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { chmod, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { DEV_SIGNING_KEY, svc, tempDir } from "./support/cli.ts";
import { hashTree, writeTree } from "./support/tree.ts";
import { makeWorld } from "./support/world.ts";

const LICENSE = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
const notSvc = (relative: string) => relative.startsWith(".svc");
const COMMANDS = {
  ".claude/commands/one.md": "---\ndescription: One\n---\nDo one.\n",
  ".claude/commands/two.md": "---\ndescription: Two\n---\nDo two.\n",
};

/** A home with two Claude Code commands, migrated to Codex with --policy overwrite. */
async function migrated(extra: Record<string, string> = {}, prepare?: (home: string) => Promise<void>) {
  const home = await tempDir();
  await writeTree(home, { ".svc/license": LICENSE, ...COMMANDS, ...extra });
  await prepare?.(home);
  const before = await hashTree(home, { skip: notSvc });
  const applied = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--policy", "overwrite", "--json"], { home });
  assert.equal(applied.code, 0, applied.stderr);
  const id = String(JSON.parse(applied.stdout).backup_id);
  return { home, id, before, dir: path.join(home, ".svc/backups", id) };
}

const modeOf = async (file: string): Promise<number> => (await stat(file)).mode & 0o777;

describe("svc restore", () => {
  test("a copy altered in the backup (same size) is refused: exit 1, nothing restored", async () => {
    const { home, id, dir } = await migrated({ ".codex/prompts/one.md": "mine\n" });
    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
    const copy = path.join(dir, manifest.files.find((file: { action: string }) => file.action === "replaced").copy);
    await writeFile(copy, "MINE\n");
    const after = await hashTree(home, { skip: notSvc });
    const refused = await svc(["restore", id, "--json"], { home });
    assert.equal(refused.code, 1, refused.stderr);
    assert.equal(JSON.parse(refused.stdout).error.code, "bad_backup");
    assert.match(refused.stderr, /the copy of .*one\.md is missing or altered; nothing was restored/);
    assert.deepEqual(await hashTree(home, { skip: notSvc }), after);
  });

  test("removes the folders the change created (empty ones only), and the tree is as before", async () => {
    const { home, id, before } = await migrated();
    assert.ok(existsSync(path.join(home, ".codex/prompts")), "the migrate made ~/.codex/prompts");
    const restored = await svc(["restore", id], { home });
    assert.equal(restored.code, 0, restored.stderr);
    assert.deepEqual(await hashTree(home, { skip: notSvc }), before);
    assert.equal(existsSync(path.join(home, ".codex")), false, "~/.codex, made by the migrate, is gone");

    // A folder the user put a file into after the change stays, with the file.
    const second = await migrated();
    await writeFile(path.join(second.home, ".codex/prompts/mine.md"), "mine\n");
    assert.equal((await svc(["restore", second.id], { home: second.home })).code, 0);
    assert.deepEqual(await readdir(path.join(second.home, ".codex/prompts")), ["mine.md"]);
  });

  test("a 0600 file stays 0600 when a change replaces it and when restore puts it back", async () => {
    const target = ".codex/prompts/one.md";
    const { home, id } = await migrated({ [target]: "mine\n" }, (home) => chmod(path.join(home, target), 0o600));
    assert.notEqual(await readFile(path.join(home, target), "utf8"), "mine\n", "the migrate replaced it");
    assert.equal((await modeOf(path.join(home, target))).toString(8), "600", "after the migrate");
    const restored = await svc(["restore", id], { home });
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(await readFile(path.join(home, target), "utf8"), "mine\n");
    assert.equal((await modeOf(path.join(home, target))).toString(8), "600", "after the restore");
  });

  test("a file sync deletes is in the push's backup, and restore brings it back", async () => {
    const w = await makeWorld({ home: COMMANDS });
    await writeTree(w.home, { ".svc/license": LICENSE });
    const sync = async (args: string[]) => {
      const result = await svc(["sync", ...args, "--json"], { home: w.home, cwd: w.repo });
      assert.equal(result.code, 0, `${args.join(" ")}: ${result.stderr}`);
      return JSON.parse(result.stdout);
    };
    await sync(["pull", "--from", "claude-code"]);
    await sync(["plan-push", "--to", "cursor"]);
    await sync(["push", "--to", "cursor", "--policy", "merge"]);
    const pushed = path.join(w.home, ".cursor/commands/one.md");
    const content = await readFile(pushed, "utf8");
    await rm(path.join(w.home, ".svc/harness-sync/current/commands/one.md"));
    await sync(["plan-push", "--to", "cursor"]);
    const push = await sync(["push", "--to", "cursor", "--policy", "merge"]);
    assert.equal(existsSync(pushed), false, "the push deleted it");
    const manifest = JSON.parse(await readFile(path.join(w.home, ".svc/backups", push.backup_id, "manifest.json"), "utf8"));
    assert.deepEqual(
      manifest.files.filter((file: { path: string }) => file.path === pushed).map((file: { action: string }) => file.action),
      ["replaced"],
    );
    const restored = await svc(["restore", push.backup_id], { home: w.home });
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(await readFile(pushed, "utf8"), content);
  });
});

describe("a damaged or doctored manifest", () => {
  async function doctored(change: (manifest: Record<string, any>) => void) {
    const { home, id, dir } = await migrated({ ".codex/prompts/one.md": "mine\n" });
    const file = path.join(dir, "manifest.json");
    const manifest = JSON.parse(await readFile(file, "utf8"));
    change(manifest);
    await writeFile(file, JSON.stringify(manifest));
    return { home, id, file };
  }

  async function refused(home: string, id: string, file: string, why: RegExp): Promise<void> {
    const after = await hashTree(home, { skip: notSvc });
    const result = await svc(["restore", id, "--json"], { home });
    assert.equal(result.code, 1, result.stderr);
    const error = JSON.parse(result.stdout).error;
    assert.equal(error.code, "bad_backup");
    // The message shows the file as the CLI shows paths; the details keep the full path.
    assert.ok(error.message.startsWith(`~/.svc/backups/${id}/manifest.json is damaged: `), error.message);
    assert.equal(error.path, file);
    assert.match(error.message, why);
    assert.match(error.message, /nothing was restored/);
    assert.deepEqual(await hashTree(home, { skip: notSvc }), after);
  }

  test("not JSON: a clear error naming the file, not an unexpected error", async () => {
    const { home, id, dir } = await migrated();
    const file = path.join(dir, "manifest.json");
    await writeFile(file, '{"version": 1, "files": [');
    await refused(home, id, file, /is not valid JSON/);
  });

  test("a copy outside the backup folder (../ or absolute) is refused", async () => {
    for (const copy of ["../../../../etc/passwd", "/etc/passwd", "files/../../other/files/0001"]) {
      const { home, id, file } = await doctored((manifest) => {
        manifest.files.find((entry: { action: string }) => entry.action === "replaced").copy = copy;
      });
      await refused(home, id, file, /is not a copy inside the backup/);
    }
  });

  test("a target that leaves its tree (../, another absolute path) is refused", async () => {
    const escapes: [(home: string) => string, RegExp][] = [
      [(home) => `${home}/.codex/prompts/../../../escaped.md`, /without "\.\."/],
      [() => "/tmp/elsewhere/escaped.md", /outside the trees the change wrote into/],
      [() => "relative/escaped.md", /not an absolute path/],
    ];
    for (const [target, why] of escapes) {
      const made = await doctored((manifest) => {
        manifest.files[0].path = target(manifest.roots[0]);
      });
      await refused(made.home, made.id, made.file, why);
    }
    const { home, id, file } = await doctored((manifest) => {
      manifest.roots = ["/"];
    });
    await refused(home, id, file, /roots must be a list of absolute folders/);
  });

  test("the manifest records the trees the change wrote into", async () => {
    const { home, dir } = await migrated();
    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
    assert.deepEqual(manifest.roots, [home]);
  });
});
