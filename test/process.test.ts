// svc as a real process: the bundle `npm test` builds first (dist/svc.cjs), and release bundles
// made here with SVC_RELEASE_PUBLIC_KEYS / SVC_RELEASE_BASE_URL.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { promisify } from "node:util";
import { generateKeyPair } from "../src/license/keys.ts";
import { DEV_SIGNING_KEY_FILE, execSvc, ROOT, tempDir } from "./support/cli.ts";

const run = promisify(execFile);

async function bundle(env: Record<string, string>): Promise<{ code: number; stderr: string; file: string }> {
  const dir = await tempDir();
  const file = path.join(dir, "svc.cjs");
  try {
    const result = await run(process.execPath, [path.join(ROOT, "scripts/bundle.ts"), "--out", file], {
      env: { PATH: process.env["PATH"] ?? "", ...env },
    });
    return { code: 0, stderr: result.stderr, file };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, stderr: failure.stderr, file };
  }
}

describe("the bundled executable", () => {
  test("svc version prints `svc <semver>` and nothing else", async () => {
    const home = await tempDir();
    const { version } = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8"));
    const result = await execSvc(["version"], { home });
    assert.equal(result.code, 0);
    assert.equal(result.stdout, `svc ${version}\n`);
    assert.equal(result.stderr, "");
  });

  test("--json: one JSON document on stdout, nothing on stderr", async () => {
    const home = await tempDir();
    const result = await execSvc(["version", "--json"], { home });
    const answer = JSON.parse(result.stdout);
    assert.deepEqual(Object.keys(answer), ["version", "commit", "platform", "node", "keys"]);
    assert.equal(answer.keys, "development");
    assert.equal(answer.node, process.version);
    assert.equal(result.stderr, "");
  });

  test("colour: off in pipes and with NO_COLOR, on with FORCE_COLOR", async () => {
    const home = await tempDir();
    const ansi = /\u001b\[/;
    const failing = ["build", "--for", "cursor", "--repo", "no/such/folder"];
    assert.doesNotMatch((await execSvc(failing, { home })).stderr, ansi);
    assert.match((await execSvc(failing, { home, env: { FORCE_COLOR: "1" } })).stderr, ansi);
    assert.doesNotMatch((await execSvc(failing, { home, env: { FORCE_COLOR: "0" } })).stderr, ansi);
    assert.doesNotMatch((await execSvc(failing, { home, env: { NO_COLOR: "1" } })).stderr, ansi);
  });

  test("the license round trip through real processes: issue, install from stdin, status, gate", async () => {
    const home = await tempDir();
    const issued = await execSvc(["license", "issue", "--product", "svc_lifetime", "--email", "ada@example.com", "--signing-key", DEV_SIGNING_KEY_FILE], {
      home,
    });
    assert.equal(issued.code, 0, issued.stderr);
    assert.equal((await execSvc(["migrate", "--from", "codex", "--to", "cursor"], { home })).code, 3);
    const installed = await execSvc(["license", "install", "-"], { home, stdin: issued.stdout });
    assert.equal(installed.code, 0, installed.stderr);
    const status = await execSvc(["license", "status", "--json"], { home });
    assert.equal(JSON.parse(status.stdout).status, "valid");
    // Past the gate: an empty home has nothing to move.
    const migrate = await execSvc(["migrate", "--from", "codex", "--to", "cursor"], { home });
    assert.equal(migrate.code, 0, migrate.stderr);
    assert.match(migrate.stdout, /Nothing to write/);
  });

  test("exit codes reach the shell: 2 for usage", async () => {
    const home = await tempDir();
    assert.equal((await execSvc(["nope"], { home })).code, 2);
    assert.equal((await execSvc(["sync", "push", "--to", "codex"], { home })).code, 2);
  });
});

describe("release and development builds", () => {
  test("a release build trusts only the release keys and says so", async () => {
    const home = await tempDir();
    const pair = generateKeyPair();
    const built = await bundle({
      SVC_RELEASE_PUBLIC_KEYS: `${pair.public_key}`,
      SVC_RELEASE_BASE_URL: "https://svc.example.com/",
      SVC_UPDATE_PUBLIC_KEYS: generateKeyPair().public_key,
    });
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stderr, /release build/);
    const version = JSON.parse((await execSvc(["version", "--json"], { home, program: built.file })).stdout);
    assert.equal(version.keys, "release");
    const devLicense = (await execSvc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co", "--signing-key", DEV_SIGNING_KEY_FILE], { home }))
      .stdout;
    const refused = await execSvc(["license", "verify", "-", "--json"], { home, program: built.file, stdin: devLicense });
    assert.equal(refused.code, 3);
    assert.equal(JSON.parse(refused.stdout).reason, "unknown_key");
    const releaseLicense = (
      await execSvc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co"], { home, env: { SVC_LICENSE_SIGNING_KEY: pair.private_key } })
    ).stdout;
    assert.equal((await execSvc(["license", "verify", "-"], { home, program: built.file, stdin: releaseLicense })).code, 0);
    // The base URL baked in is the one the gate points buyers at.
    const gate = await execSvc(["sync", "hub"], { home, program: built.file });
    assert.match(gate.stderr, /pricing page: https:\/\/svc\.example\.com\/ /);
    // A release bundle carries no private key.
    assert.doesNotMatch(await readFile(built.file, "utf8"), new RegExp((await readFile(DEV_SIGNING_KEY_FILE, "utf8")).trim()));
  });

  test("several release keys rotate: each verifies its own licenses", async () => {
    const home = await tempDir();
    const [a, b] = [generateKeyPair(), generateKeyPair()];
    const built = await bundle({
      SVC_RELEASE_PUBLIC_KEYS: `${a.public_key}, ${b.public_key}`,
      SVC_RELEASE_BASE_URL: "https://svc.example.com",
      SVC_UPDATE_PUBLIC_KEYS: a.public_key,
    });
    assert.equal(built.code, 0, built.stderr);
    for (const pair of [a, b]) {
      const license = (
        await execSvc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co"], { home, env: { SVC_LICENSE_SIGNING_KEY: pair.private_key } })
      ).stdout;
      assert.equal((await execSvc(["license", "verify", "-"], { home, program: built.file, stdin: license })).code, 0);
    }
  });

  test("release variables are checked: all three needed, no identity key, a real URL", async () => {
    const pair = generateKeyPair();
    const identity = Buffer.alloc(32);
    identity[0] = 1;
    const update = { SVC_UPDATE_PUBLIC_KEYS: generateKeyPair().public_key };
    const cases: [Record<string, string>, RegExp][] = [
      [{ SVC_RELEASE_PUBLIC_KEYS: pair.public_key, ...update }, /SVC_RELEASE_BASE_URL is not set/],
      [{ SVC_RELEASE_BASE_URL: "https://x.example", ...update }, /SVC_RELEASE_PUBLIC_KEYS is not set/],
      [{ SVC_RELEASE_PUBLIC_KEYS: pair.public_key, SVC_RELEASE_BASE_URL: "https://x.example" }, /SVC_UPDATE_PUBLIC_KEYS is not set/],
      [{ SVC_RELEASE_PUBLIC_KEYS: identity.toString("base64url"), SVC_RELEASE_BASE_URL: "https://x.example", ...update }, /identity point/],
      [{ SVC_RELEASE_PUBLIC_KEYS: "short", SVC_RELEASE_BASE_URL: "https://x.example", ...update }, /not a base64url ed25519 public key/],
      [
        { SVC_RELEASE_PUBLIC_KEYS: pair.public_key, SVC_RELEASE_BASE_URL: "https://x.example", SVC_UPDATE_PUBLIC_KEYS: "short" },
        /SVC_UPDATE_PUBLIC_KEYS key 1 is not a base64url/,
      ],
      [{ SVC_RELEASE_PUBLIC_KEYS: pair.public_key, SVC_RELEASE_BASE_URL: "ftp://x.example", ...update }, /http\(s\)/],
    ];
    for (const [env, message] of cases) {
      const built = await bundle(env);
      assert.equal(built.code, 1, JSON.stringify(env));
      assert.match(built.stderr, message);
    }
  });
});
