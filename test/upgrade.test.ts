// svc upgrade in-process against the real server and a download folder: --check, the atomic
// replacement, the license kept, a checksum mismatch refused with nothing replaced, a release
// unsigned, signed by another key or with SHA256SUMS changed refused (exit 5), Windows'
// rename-aside, and the refusals. test/release/upgrade.check.ts does the same with two real
// single executables.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { generateKeyPair, parseSigningKey } from "../src/license/keys.ts";
import { signSums } from "../src/release/signature.ts";
import { compareVersions } from "../src/release/upgrade.ts";
import { DEV_SIGNING_KEY, developmentBuild, execSvc, svc, tempDir } from "./support/cli.ts";
import { downloadFolder } from "./support/downloads.ts";
import { startTestServer } from "./support/server.ts";

const LICENSE = "svc1.a-license-we-never-touch.signature\r\n";

async function setup(fileName = "svc") {
  const downloads = await downloadFolder("0.2.0");
  const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: downloads } });
  const home = await tempDir();
  const svcHome = path.join(home, ".svc");
  await mkdir(svcHome, { recursive: true });
  await writeFile(path.join(svcHome, "license"), LICENSE, { mode: 0o600 });
  const bin = await tempDir("svc-bin-");
  const executable = path.join(bin, fileName);
  await writeFile(executable, "#!/bin/sh\necho old svc\n", { mode: 0o755 });
  const run = (args: string[], extra: Partial<Parameters<typeof svc>[1]> = {}) =>
    svc(["upgrade", ...args, "--json"], { home, env: { SVC_BASE_URL: server.url }, executable: { path: executable, sea: true }, ...extra });
  return { server, downloads, home, svcHome, bin, executable, run };
}

describe("svc upgrade", () => {
  test("versions compare as semver", () => {
    assert.equal(compareVersions("0.2.0", "0.1.9"), 1);
    assert.equal(compareVersions("0.10.0", "0.9.0"), 1);
    assert.equal(compareVersions("1.0.0-rc.1", "1.0.0"), -1);
    assert.equal(compareVersions("v1.2.3", "1.2.3"), 0);
  });

  test("pre-releases compare by semver precedence: rc.10 is newer than rc.9, so no downgrade is offered", async () => {
    assert.equal(compareVersions("1.0.0-rc.10", "1.0.0-rc.9"), 1);
    assert.equal(compareVersions("1.0.0-rc.9", "1.0.0-rc.10"), -1);
    assert.equal(compareVersions("1.0.0-alpha", "1.0.0-alpha.1"), -1);
    assert.equal(compareVersions("1.0.0-alpha.1", "1.0.0-alpha.beta"), -1);
    assert.equal(compareVersions("1.0.0-beta.11", "1.0.0-beta.2"), 1);
    const downloads = await downloadFolder("1.0.0-rc.9");
    const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: downloads } });
    const bin = await tempDir("svc-bin-");
    const executable = path.join(bin, "svc");
    await writeFile(executable, "#!/bin/sh\necho svc rc.10\n", { mode: 0o755 });
    const run = await svc(["upgrade", "--json"], {
      home: await tempDir(),
      env: { SVC_BASE_URL: server.url },
      executable: { path: executable, sea: true },
      build: developmentBuild({ version: "1.0.0-rc.10" }),
    });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(JSON.parse(run.stdout).status, "up_to_date");
    assert.equal(await readFile(executable, "utf8"), "#!/bin/sh\necho svc rc.10\n", "not replaced by the older rc.9");
  });

  test("--check reports and changes nothing; up to date says so", async () => {
    const { run, executable } = await setup();
    const checked = await run(["--check"]);
    assert.equal(checked.code, 0, checked.stderr);
    const answer = JSON.parse(checked.stdout);
    assert.deepEqual(
      [answer.status, answer.current_version, answer.latest_version, answer.update_available, answer.platform],
      ["update_available", "0.1.0", "0.2.0", true, "linux_amd64"],
    );
    assert.match(answer.download_url, /\/download\/svc-latest-linux-amd64$/);
    assert.equal(await readFile(executable, "utf8"), "#!/bin/sh\necho old svc\n");
    const latest = await run([], { build: developmentBuild({ version: "0.2.0" }) });
    assert.equal(JSON.parse(latest.stdout).status, "up_to_date");
  });

  test("replaces the executable in one rename, keeps its mode and the license byte for byte", async () => {
    const { run, executable, downloads, bin, svcHome } = await setup();
    const upgraded = await run([]);
    assert.equal(upgraded.code, 0, upgraded.stderr);
    assert.equal(JSON.parse(upgraded.stdout).status, "upgraded");
    assert.deepEqual(await readFile(executable), await readFile(path.join(downloads, "svc-latest-linux-amd64")));
    assert.equal((await stat(executable)).mode & 0o777, 0o755);
    assert.deepEqual(await readdir(bin), ["svc"], "no temporary file left");
    assert.equal(await readFile(path.join(svcHome, "license"), "utf8"), LICENSE);
  });

  test("a checksum mismatch (in a correctly signed SHA256SUMS) is refused (exit 5) and nothing is replaced", async () => {
    const { run, executable, downloads, bin } = await setup();
    const sums = await readFile(path.join(downloads, "SHA256SUMS"), "utf8");
    const wrong = createHash("sha256").update("something else").digest("hex");
    const changed = sums.replace(/^[0-9a-f]{64}(?=  svc-latest-linux-amd64$)/m, wrong);
    await writeFile(path.join(downloads, "SHA256SUMS"), changed);
    await writeFile(path.join(downloads, "SHA256SUMS.sig"), signSums(Buffer.from(changed), parseSigningKey(DEV_SIGNING_KEY, "the development key")));
    const refused = await run([]);
    assert.equal(refused.code, 5);
    assert.equal(JSON.parse(refused.stdout).error.code, "checksum_mismatch");
    assert.equal(await readFile(executable, "utf8"), "#!/bin/sh\necho old svc\n");
    assert.deepEqual(await readdir(bin), ["svc"]);
  });

  test("a release that is unsigned, signed by another key, or whose SHA256SUMS was changed is refused (exit 5), nothing replaced", async () => {
    const other = generateKeyPair();
    const tamper = {
      unsigned: async (downloads: string) => rm(path.join(downloads, "SHA256SUMS.sig")),
      "signed by another key": async (downloads: string) => {
        const sums = await readFile(path.join(downloads, "SHA256SUMS"));
        await writeFile(path.join(downloads, "SHA256SUMS.sig"), signSums(sums, parseSigningKey(other.private_key, "another key")));
      },
      "SHA256SUMS changed": async (downloads: string) => {
        // The attacker's executable and its checksum, under the genuine signature.
        const evil = "#!/bin/sh\necho evil\n";
        await writeFile(path.join(downloads, "svc-latest-linux-amd64"), evil);
        const sums = await readFile(path.join(downloads, "SHA256SUMS"), "utf8");
        await writeFile(
          path.join(downloads, "SHA256SUMS"),
          sums.replace(/^[0-9a-f]{64}(?=  svc-latest-linux-amd64$)/m, createHash("sha256").update(evil).digest("hex")),
        );
      },
    };
    const expected = { unsigned: "release_unsigned", "signed by another key": "release_signature_invalid", "SHA256SUMS changed": "release_signature_invalid" };
    for (const [name, change] of Object.entries(tamper)) {
      const { run, executable, downloads, bin, svcHome } = await setup();
      await change(downloads);
      const refused = await run([]);
      assert.equal(refused.code, 5, `${name}: ${refused.stdout}`);
      const error = JSON.parse(refused.stdout).error;
      assert.equal(error.code, expected[name as keyof typeof expected], name);
      assert.match(error.message, /refused, nothing was replaced/);
      assert.equal(await readFile(executable, "utf8"), "#!/bin/sh\necho old svc\n", name);
      assert.deepEqual(await readdir(bin), ["svc"], name);
      assert.equal(await readFile(path.join(svcHome, "license"), "utf8"), LICENSE);
    }
    // A release build trusts only its update keys: the development signature is "another key" to it.
    const { run, executable } = await setup();
    const release = developmentBuild({
      keys: "release",
      trustedPublicKeys: [other.public_key],
      updatePublicKeys: [other.public_key],
      developmentSigningKey: null,
    });
    const refused = await run([], { build: release });
    assert.equal(refused.code, 5, refused.stdout);
    assert.equal(JSON.parse(refused.stdout).error.code, "release_signature_invalid");
    assert.equal(await readFile(executable, "utf8"), "#!/bin/sh\necho old svc\n");
  });

  test("Windows: the running svc.exe is renamed aside, then the new one takes its name", async () => {
    const { run, executable, downloads, bin } = await setup("svc.exe");
    const upgraded = await run([], { platform: "win32", arch: "x64" });
    assert.equal(upgraded.code, 0, upgraded.stderr);
    assert.deepEqual(await readFile(executable), await readFile(path.join(downloads, "svc-latest-windows-amd64.exe")));
    assert.equal(await readFile(path.join(bin, "svc.exe.old"), "utf8"), "#!/bin/sh\necho old svc\n");
  });

  test("refusals: not a single executable, no build for the platform, no server", async () => {
    const { run, executable, home } = await setup();
    const script = await run([], { executable: { path: executable, sea: false } });
    assert.equal(script.code, 1);
    assert.equal(JSON.parse(script.stdout).error.code, "not_single_executable");
    const bundle = await execSvc(["upgrade", "--json"], { home, env: { SVC_BASE_URL: (await setup()).server.url } });
    assert.equal(JSON.parse(bundle.stdout).error.code, "not_single_executable", "node running the bundle is never replaced");
    const other = await run([], { platform: "freebsd" });
    assert.equal(JSON.parse(other.stdout).error.code, "no_download");
    const offline = await run([], { env: { SVC_BASE_URL: "http://127.0.0.1:9" } });
    assert.equal(offline.code, 1);
    assert.equal(JSON.parse(offline.stdout).error.code, "update_server_unreachable");
    assert.equal(await readFile(executable, "utf8"), "#!/bin/sh\necho old svc\n");
  });
});
