// svc license … and the paid-command gate, in-process with a temporary home.
import assert from "node:assert/strict";
import { chmod, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { issueLicense } from "../src/license/envelope.ts";
import { generateKeyPair, parseSigningKey } from "../src/license/keys.ts";
import { DEV_SIGNING_KEY, DEV_SIGNING_KEY_FILE, svc, tempDir } from "./support/cli.ts";

const devKey = parseSigningKey(DEV_SIGNING_KEY, "dev");

function envelope(productId = "svc_lifetime", email = "ada@example.com"): string {
  return issueLicense({ productId, email, key: devKey, issuedAt: new Date("2026-11-25T12:00:00Z"), id: `lic_${productId}` }).envelope;
}

async function home(): Promise<{ home: string; license: string }> {
  const dir = await tempDir();
  return { home: dir, license: path.join(dir, ".svc", "license") };
}

describe("svc license install", () => {
  test("installs from a file with mode 0600 and reports it", async () => {
    const { home: dir, license } = await home();
    const file = path.join(dir, "lic.txt");
    await writeFile(file, `${envelope()}\n`);
    const result = await svc(["license", "install", file, "--json"], { home: dir });
    assert.equal(result.code, 0, result.stderr);
    const answer = JSON.parse(result.stdout);
    assert.equal(answer.installed, true);
    assert.equal(answer.path, license);
    assert.equal(answer.license.product_id, "svc_lifetime");
    assert.equal((await readFile(license, "utf8")).trim(), envelope());
    assert.equal((await stat(license)).mode & 0o777, 0o600);
  });

  test("takes the envelope itself and standard input", async () => {
    const { home: dir, license } = await home();
    assert.equal((await svc(["license", "install", envelope()], { home: dir })).code, 0);
    assert.equal((await readFile(license, "utf8")).trim(), envelope());
    const other = envelope("svc_founder_lifetime");
    const piped = await svc(["license", "install", "-"], { home: dir, stdin: `\uFEFF${other}\r\n` });
    assert.equal(piped.code, 0, piped.stderr);
    assert.equal((await readFile(license, "utf8")).trim(), other);
    assert.match(piped.stdout, /replaced is kept at .*license\.previous/);
    assert.equal((await readFile(`${license}.previous`, "utf8")).trim(), envelope());
    assert.equal((await stat(`${license}.previous`)).mode & 0o777, 0o600);
  });

  test("installing the license already installed answers unchanged, keeps no previous copy and mends the mode", async () => {
    const { home: dir, license } = await home();
    const first = await svc(["license", "install", envelope(), "--json"], { home: dir });
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual([JSON.parse(first.stdout).unchanged, JSON.parse(first.stdout).previous], [false, null]);
    await chmod(license, 0o644);
    const again = await svc(["license", "install", `\uFEFF${envelope()}\r\n`, "--json"], { home: dir });
    assert.equal(again.code, 0, again.stderr);
    const answer = JSON.parse(again.stdout);
    assert.deepEqual([answer.installed, answer.unchanged, answer.previous, answer.path, answer.license.id], [true, true, null, license, "lic_svc_lifetime"]);
    assert.equal(await readFile(license, "utf8"), `${envelope()}\n`);
    assert.equal((await stat(license)).mode & 0o777, 0o600);
    assert.deepEqual(await readdir(path.dirname(license)), ["license"], "no license.previous beside it");
    const text = await svc(["license", "install", envelope()], { home: dir });
    assert.match(text.stdout, /^license lic_svc_lifetime was already installed at /);
    assert.doesNotMatch(text.stdout, /replaced/);
  });

  test("refuses an invalid envelope without touching the existing license file", async () => {
    const { home: dir, license } = await home();
    await svc(["license", "install", envelope()], { home: dir });
    const before = await readFile(license);
    const beforeStat = await stat(license);
    const tampered = `${envelope().slice(0, -4)}AAAA`;
    for (const attempt of [
      ["license", "install", tampered],
      ["license", "install", "-"],
    ]) {
      const result = await svc([...attempt, "--json"], { home: dir, stdin: "svc1.garbage.x" });
      assert.equal(result.code, 3);
      assert.equal(JSON.parse(result.stdout).error.code, "invalid_license");
      assert.match(result.stderr, /Nothing was installed/);
    }
    assert.deepEqual(await readFile(license), before);
    assert.equal((await stat(license)).mtimeMs, beforeStat.mtimeMs);
  });

  test("a missing file is a usage error that says what to pass", async () => {
    const { home: dir } = await home();
    const result = await svc(["license", "install", "nope.txt"], { home: dir });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /no such file: .*nope\.txt/);
    assert.match(result.stderr, /svc1\./);
  });
});

describe("svc license status and verify", () => {
  test("missing: exit 3, says where it looked and how to buy and install", async () => {
    const { home: dir, license } = await home();
    const result = await svc(["license", "status"], { home: dir });
    assert.equal(result.code, 3);
    assert.match(result.stdout, /missing/);
    assert.ok(result.stdout.includes("~/.svc/license"), result.stdout); // shown as the CLI shows paths; --json has the full path
    assert.match(result.stdout, /pricing page: http:\/\/127\.0\.0\.1:8080\/ /); // the page with the price table, not pricing.json (issue #16)
    assert.match(result.stdout, /svc license install/);
    const json = JSON.parse((await svc(["license", "status", "--json"], { home: dir })).stdout);
    assert.deepEqual(json, { status: "missing", source: license, build_keys: "development" });
  });

  test("a hand-written file (the mkdir ~/.svc route) works whatever its mode and line endings", async () => {
    const { home: dir, license } = await home();
    await mkdir(path.dirname(license));
    await writeFile(license, `\uFEFF${envelope()}\r\n`, { mode: 0o644 });
    const result = await svc(["license", "status", "--json"], { home: dir });
    assert.equal(result.code, 0, result.stdout);
    assert.equal(JSON.parse(result.stdout).status, "valid");
  });

  test("a UTF-16 file written by PowerShell works", async () => {
    const { home: dir, license } = await home();
    await mkdir(path.dirname(license));
    await writeFile(license, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${envelope()}\r\n`, "utf16le")]));
    assert.equal((await svc(["license", "status"], { home: dir })).code, 0);
  });

  test("SVC_LICENSE wins over the file, and an invalid one is reported naming the variable", async () => {
    const { home: dir } = await home();
    await svc(["license", "install", envelope()], { home: dir });
    const bad = await svc(["license", "status", "--json"], { home: dir, env: { SVC_LICENSE: "svc1.bad" } });
    assert.equal(bad.code, 3);
    const json = JSON.parse(bad.stdout);
    assert.equal(json.status, "invalid");
    assert.equal(json.source, "the SVC_LICENSE variable");
    assert.equal(json.reason, "malformed");
    const good = await svc(["license", "status", "--json"], { home: dir, env: { SVC_LICENSE: envelope("svc_early_lifetime") } });
    assert.equal(JSON.parse(good.stdout).license.product_id, "svc_early_lifetime");
  });

  test("status of an invalid file gives the reason, never a stack trace", async () => {
    const { home: dir, license } = await home();
    await mkdir(path.dirname(license));
    await writeFile(license, "svc1.e30.AAAA");
    const result = await svc(["license", "status"], { home: dir });
    assert.equal(result.code, 3);
    assert.match(result.stdout, /invalid license in .*license \(malformed\)/);
    assert.doesNotMatch(result.stdout + result.stderr, /at .*\.ts:\d+/);
  });

  test("status of a folder where the file should be is invalid (unreadable)", async () => {
    const { home: dir, license } = await home();
    await mkdir(license, { recursive: true });
    const json = JSON.parse((await svc(["license", "status", "--json"], { home: dir })).stdout);
    assert.equal(json.reason, "unreadable");
  });

  test("verify checks a given file without installing it", async () => {
    const { home: dir, license } = await home();
    await writeFile(path.join(dir, "a.txt"), envelope());
    const ok = await svc(["license", "verify", "a.txt", "--json"], { home: dir });
    assert.equal(ok.code, 0);
    assert.equal(JSON.parse(ok.stdout).status, "valid");
    await assert.rejects(stat(license));
    await writeFile(path.join(dir, "b.txt"), envelope().replace("svc1.", "svc1.x"));
    assert.equal((await svc(["license", "verify", "b.txt"], { home: dir })).code, 3);
    assert.equal((await svc(["license", "verify", "missing.txt"], { home: dir })).code, 2);
    assert.equal((await svc(["license", "verify", "-"], { home: dir, stdin: envelope() })).code, 0);
  });
});

describe("svc license keygen and issue", () => {
  test("keygen prints a pair whose private key issues licenses with the printed kid", async () => {
    const { home: dir } = await home();
    const pair = JSON.parse((await svc(["license", "keygen", "--json"], { home: dir })).stdout);
    assert.match(pair.private_key, /^[A-Za-z0-9_-]{43}$/);
    assert.match(pair.public_key, /^[A-Za-z0-9_-]{43}$/);
    const issued = await svc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co", "--json"], {
      home: dir,
      env: { SVC_LICENSE_SIGNING_KEY: pair.private_key },
    });
    assert.equal(issued.code, 0, issued.stderr);
    const answer = JSON.parse(issued.stdout);
    assert.equal(answer.license.kid, pair.kid);
    assert.equal(answer.trusted_by_this_build, false);
    assert.match(issued.stderr, /does not trust key/);
  });

  test("issue with --signing-key prints only the envelope on stdout, and it installs", async () => {
    const { home: dir } = await home();
    const issued = await svc(
      ["license", "issue", "--product", "svc_team_migration_pack", "--email", "team@corp.example", "--signing-key", DEV_SIGNING_KEY_FILE],
      {
        home: dir,
      },
    );
    assert.equal(issued.code, 0, issued.stderr);
    assert.match(issued.stdout, /^svc1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\n$/);
    assert.equal((await svc(["license", "install", issued.stdout], { home: dir })).code, 0);
  });

  test("issue refuses a missing key, an unknown product and a bad e-mail with exit 2", async () => {
    const { home: dir } = await home();
    const noKey = await svc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co"], { home: dir });
    assert.equal(noKey.code, 2);
    assert.match(noKey.stderr, /--signing-key <file> or set SVC_LICENSE_SIGNING_KEY/);
    const env = { SVC_LICENSE_SIGNING_KEY: generateKeyPair().private_key };
    assert.equal((await svc(["license", "issue", "--product", "svc_pro", "--email", "a@b.co"], { home: dir, env })).code, 2);
    assert.equal((await svc(["license", "issue", "--product", "svc_lifetime", "--email", "nobody"], { home: dir, env })).code, 2);
    const badKey = await svc(["license", "issue", "--product", "svc_lifetime", "--email", "a@b.co"], {
      home: dir,
      env: { SVC_LICENSE_SIGNING_KEY: "tooshort" },
    });
    assert.equal(badKey.code, 2);
    assert.match(badKey.stderr, /SVC_LICENSE_SIGNING_KEY does not hold a signing key/);
  });
});

describe("the license gate", () => {
  test("a paid command without a license exits 3 and says how to buy and install", async () => {
    const { home: dir } = await home();
    const result = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], { home: dir });
    assert.equal(result.code, 3);
    const error = JSON.parse(result.stdout).error;
    assert.equal(error.code, "license_missing");
    assert.match(error.hint, /pricing page: http/);
    assert.match(error.hint, /svc license install/);
  });

  test("SVC_BASE_URL is checked as svc upgrade and svc serve check it: a bad one is named, never shown as the pricing page", async () => {
    const { home: dir } = await home();
    for (const bad of ["javascript:alert(1)", "https://user:pw@svc.example.com", "not a url"]) {
      for (const args of [
        ["migrate", "--from", "claude-code", "--to", "codex", "--json"],
        ["upgrade", "--check", "--json"],
      ]) {
        const result = await svc(args, { home: dir, env: { SVC_BASE_URL: bad } });
        assert.equal(result.code, 2, `${args[0]} with ${bad}: ${result.stdout}`);
        assert.match(JSON.parse(result.stdout).error.message, /^SVC_BASE_URL /);
      }
    }
    const good = await svc(["migrate", "--from", "claude-code", "--to", "codex", "--json"], {
      home: dir,
      env: { SVC_BASE_URL: "https://svc.example.com/shop/" },
    });
    assert.equal(good.code, 3);
    assert.match(JSON.parse(good.stdout).error.hint, /pricing page: https:\/\/svc\.example\.com\/shop\/ /);
  });

  test("every paid command is gated; free ones are not", async () => {
    const { home: dir } = await home();
    const paid = [
      ["migrate", "--from", "codex", "--to", "cursor"],
      ["build", "--for", "cursor", "--apply"],
      ["sync", "hub"],
      ["sync", "pull", "--from", "tool_a"],
      ["sync", "auto", "run"],
      ["distill", "inspect", "--source", "codex"],
      ["mcp"],
    ];
    for (const args of paid) assert.equal((await svc(args, { home: dir })).code, 3, args.join(" "));
    // Free commands run without a license; build only plans without one, --apply needs it.
    for (const args of [
      ["preview", "--from", "codex", "--to", "cursor"],
      ["restore"],
      ["version"],
      ["license", "keygen"],
      ["targets"],
      ["build", "--for", "cursor"],
    ]) {
      assert.equal((await svc(args, { home: dir })).code, 0, args.join(" "));
    }
    // distill verify is free (docs/promises.md#free-and-paid-commands): an organisation that receives a snapshot checks it without a license
    assert.notEqual((await svc(["distill", "verify", "--bundle", dir], { home: dir })).code, 3);
    assert.equal((await svc(["build", "--for", "cursor", "--apply"], { home: dir })).code, 3);
    // upgrade is free: without a license it gets as far as the (here unreachable) service.
    const upgrade = await svc(["upgrade", "--check"], { home: dir, env: { SVC_BASE_URL: "http://127.0.0.1:9" } });
    assert.equal(upgrade.code, 1);
    assert.match(upgrade.stderr, /cannot reach http:\/\/127\.0\.0\.1:9/);
  });

  test("with a valid license the gate opens, and an invalid SVC_LICENSE closes it", async () => {
    const { home: dir } = await home();
    await svc(["license", "install", envelope("svc_team_migration_pack")], { home: dir });
    const open = await svc(["sync", "hub"], { home: dir });
    assert.equal(open.code, 0, open.stderr);
    const closed = await svc(["sync", "hub", "--json"], { home: dir, env: { SVC_LICENSE: "svc1.x.y" } });
    assert.equal(closed.code, 3);
    assert.equal(JSON.parse(closed.stdout).error.code, "license_invalid");
    assert.match(JSON.parse(closed.stdout).error.message, /SVC_LICENSE/);
  });
});
