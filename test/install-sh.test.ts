// install.sh as served by the real server, run by dash and by busybox sh against real files in a
// download folder: a fresh install, a second run that leaves the install alone, --force, the piped
// form, a checksum mismatch (refused, nothing installed), an unknown platform, SVC_INSTALL_DIR,
// and the license file untouched throughout. With openssl on the PATH SHA256SUMS.sig is checked:
// an unsigned release, one signed by another key and a changed SHA256SUMS install nothing;
// without openssl (a PATH holding every tool but it) it installs and says plainly it did not check. shellcheck checks the served script. A shell or
// shellcheck that is not installed skips its part, saying so (.ci/run installs them).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdir, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { generateKeyPair, parseSigningKey } from "../src/license/keys.ts";
import { signSums } from "../src/release/signature.ts";
import { DEV_SIGNING_KEY, onPath, runProcess, tempDir } from "./support/cli.ts";
import { downloadFolder } from "./support/downloads.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

const SHELLS = [
  { name: "dash", argv: ["dash"] },
  { name: "busybox sh", argv: ["busybox", "sh"] },
];
const LICENSE = "svc1.the-license.left-alone\n";

const run = runProcess;

async function freshHome(): Promise<{ home: string; license: string; installed: string }> {
  const home = await tempDir("svc-install-home-");
  await mkdir(path.join(home, ".svc"), { recursive: true });
  await writeFile(path.join(home, ".svc", "license"), LICENSE, { mode: 0o600 });
  return { home, license: path.join(home, ".svc", "license"), installed: path.join(home, ".svc", "bin", "svc") };
}

function environment(home: string, extraPath?: string): Record<string, string> {
  const PATH = [extraPath, "/usr/local/bin", "/usr/bin", "/bin"].filter(Boolean).join(":");
  return { HOME: home, PATH, NO_PROXY: "*", no_proxy: "*" };
}

/** A folder of links to every program on the usual PATH except `missing`: that PATH lacks it. */
async function pathWithout(missing: string): Promise<string> {
  const dir = await tempDir("svc-path-");
  for (const folder of ["/usr/local/bin", "/usr/bin", "/bin"]) {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (name === missing) continue;
      await symlink(path.join(folder, name), path.join(dir, name)).catch(() => undefined);
    }
  }
  return dir;
}

async function resign(downloads: string, key = DEV_SIGNING_KEY): Promise<void> {
  const sums = await readFile(path.join(downloads, "SHA256SUMS"));
  await writeFile(path.join(downloads, "SHA256SUMS.sig"), `${signSums(sums, parseSigningKey(key, "test key"))}\n`);
}

async function served(server: TestServer, dir: string): Promise<string> {
  const answer = await server.request("/install.sh");
  assert.equal(answer.status, 200);
  const file = path.join(dir, "install.sh");
  await writeFile(file, answer.text);
  return file;
}

describe("install.sh", () => {
  test(
    "the served script is shellcheck-clean POSIX sh",
    { skip: onPath("shellcheck") ? false : "shellcheck is not installed (apt install shellcheck)" },
    async () => {
      const server = await startTestServer({ env: { SVC_BASE_URL: "https://svc.example.com" } });
      const script = await served(server, await tempDir());
      const checked = spawnSync("shellcheck", ["--shell=sh", "--severity=style", script], { encoding: "utf8" });
      assert.equal(checked.status, 0, checked.stdout);
    },
  );

  for (const shell of SHELLS) {
    const missing = !onPath(shell.argv[0]!);
    test(
      `${shell.name}: fresh, again (left alone), --force, piped --force; the license untouched`,
      { skip: missing ? `${shell.argv[0]} is not installed (apt install ${shell.argv[0]})` : false },
      async () => {
        const downloads = await downloadFolder("1.0.0");
        const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: downloads } });
        const work = await tempDir();
        const script = await served(server, work);
        const { home, license, installed } = await freshHome();
        const env = environment(home);
        const arch = process.arch === "arm64" ? "arm64" : "amd64";
        const expected = await readFile(path.join(downloads, `svc-latest-linux-${arch}`));

        const first = await run([...shell.argv, script], { env, cwd: work });
        assert.equal(first.code, 0, first.stderr);
        assert.deepEqual(await readFile(installed), expected);
        assert.equal((await stat(installed)).mode & 0o777, 0o755);
        assert.match(first.stderr, /installed svc to .*\.svc\/bin\/svc \(checksum and release signature verified\)/);
        assert.match(first.stderr, /is not on your PATH/);
        assert.deepEqual(await readdir(path.join(home, ".svc", "bin")), ["svc"]);

        await writeFile(installed, "an existing install\n");
        const again = await run([...shell.argv, script], { env, cwd: work });
        assert.equal(again.code, 0, again.stderr);
        assert.match(again.stderr, /already installed .*left as it is/);
        assert.match(again.stderr, /sh -s -- --force/);
        assert.equal(await readFile(installed, "utf8"), "an existing install\n");

        const forced = await run([...shell.argv, script, "--force"], { env, cwd: work });
        assert.equal(forced.code, 0, forced.stderr);
        assert.deepEqual(await readFile(installed), expected);

        await writeFile(installed, "an existing install\n");
        const piped = await run(["sh", "-c", `curl -fsSL ${server.url}/install.sh | ${shell.argv.join(" ")} -s -- --force`], { env, cwd: work });
        assert.equal(piped.code, 0, piped.stderr);
        assert.deepEqual(await readFile(installed), expected);
        assert.equal(await readFile(license, "utf8"), LICENSE, "the license file is untouched");

        const elsewhere = path.join(work, "tools", "bin");
        const custom = await run([...shell.argv, script], { env: { ...env, SVC_INSTALL_DIR: elsewhere, PATH: `${elsewhere}:${env.PATH}` }, cwd: work });
        assert.equal(custom.code, 0, custom.stderr);
        assert.deepEqual(await readFile(path.join(elsewhere, "svc")), expected);
        assert.doesNotMatch(custom.stderr, /not on your PATH/);
      },
    );

    test(
      `${shell.name}: a checksum mismatch installs nothing; an unknown platform says which exist`,
      { skip: missing ? `${shell.argv[0]} is not installed` : false },
      async () => {
        const downloads = await downloadFolder("1.0.0");
        const sums = await readFile(path.join(downloads, "SHA256SUMS"), "utf8");
        const wrong = createHash("sha256").update("tampered").digest("hex");
        await writeFile(path.join(downloads, "SHA256SUMS"), sums.replace(/^[0-9a-f]{64}/gm, wrong));
        await resign(downloads);
        const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: downloads } });
        const work = await tempDir();
        const script = await served(server, work);
        const { home, license, installed } = await freshHome();

        const mismatch = await run([...shell.argv, script], { env: environment(home), cwd: work });
        assert.equal(mismatch.code, 1);
        assert.match(mismatch.stderr, /checksum mismatch for svc-latest-linux-(amd64|arm64) .*nothing was installed/);
        assert.deepEqual(await readdir(path.join(home, ".svc")), ["license"], "no bin folder, no partial file");
        assert.equal(await readFile(license, "utf8"), LICENSE);

        const fakes = path.join(work, "fake-bin");
        await mkdir(fakes);
        await writeFile(path.join(fakes, "uname"), '#!/bin/sh\ncase "$1" in -s) echo Plan9 ;; -m) echo mips ;; esac\n');
        await chmod(path.join(fakes, "uname"), 0o755);
        const unknown = await run([...shell.argv, script], { env: environment(home, fakes), cwd: work });
        assert.equal(unknown.code, 1);
        assert.match(
          unknown.stderr,
          /svc has no build for this platform \(Plan9 mips\)\. Builds exist for linux-amd64, linux-arm64, darwin-amd64, darwin-arm64 and windows-amd64/,
        );
        assert.equal((await readdir(path.join(home, ".svc"))).includes("bin"), false);
        assert.equal(await readFile(installed).catch(() => null), null);

        const usage = await run([...shell.argv, script, "--frobnicate"], { env: environment(home), cwd: work });
        assert.equal(usage.code, 1);
        assert.match(usage.stderr, /unknown option --frobnicate/);
      },
    );

    test(
      `${shell.name} with openssl: unsigned, signed by another key, SHA256SUMS changed: nothing installed`,
      { skip: missing || !onPath("openssl") ? `${shell.argv[0]} or openssl is not installed` : false },
      async () => {
        const arch = process.arch === "arm64" ? "arm64" : "amd64";
        const name = `svc-latest-linux-${arch}`;
        const cases: [string, (downloads: string) => Promise<void>, RegExp][] = [
          ["unsigned", (downloads) => rm(path.join(downloads, "SHA256SUMS.sig")), /SHA256SUMS\.sig: the release is unsigned, so nothing was installed/],
          [
            "another key",
            (downloads) => resign(downloads, generateKeyPair().private_key),
            /does not match SHA256SUMS with any release key .*nothing was installed/,
          ],
          [
            "SHA256SUMS changed",
            async (downloads) => {
              // The attacker's executable with a matching checksum, under the genuine signature.
              const evil = "#!/bin/sh\necho evil\n";
              await writeFile(path.join(downloads, name), evil);
              const sums = await readFile(path.join(downloads, "SHA256SUMS"), "utf8");
              await writeFile(
                path.join(downloads, "SHA256SUMS"),
                sums.replace(new RegExp(`^[0-9a-f]{64}(?=  ${name}$)`, "m"), createHash("sha256").update(evil).digest("hex")),
              );
            },
            /does not match SHA256SUMS with any release key .*nothing was installed/,
          ],
        ];
        for (const [label, change, message] of cases) {
          const downloads = await downloadFolder("1.0.0");
          await change(downloads);
          const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: downloads } });
          const work = await tempDir();
          const script = await served(server, work);
          const { home, license } = await freshHome();
          const refused = await run([...shell.argv, script], { env: environment(home), cwd: work });
          assert.equal(refused.code, 1, `${label}: ${refused.stderr}`);
          assert.match(refused.stderr, message, label);
          assert.deepEqual(await readdir(path.join(home, ".svc")), ["license"], `${label}: nothing installed`);
          assert.equal(await readFile(license, "utf8"), LICENSE);
        }
      },
    );

    test(
      `${shell.name} without openssl: installs on the checksum and says plainly the signature was not checked`,
      { skip: missing ? `${shell.argv[0]} is not installed` : false },
      async () => {
        const downloads = await downloadFolder("1.0.0");
        await rm(path.join(downloads, "SHA256SUMS.sig"));
        const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: downloads } });
        const work = await tempDir();
        const script = await served(server, work);
        const { home, installed } = await freshHome();
        const bare = await pathWithout("openssl");
        const program = [path.join(bare, shell.argv[0]!), ...shell.argv.slice(1)];
        const answer = await run([...program, script], { env: { HOME: home, PATH: bare, NO_PROXY: "*", no_proxy: "*" }, cwd: work });
        assert.equal(answer.code, 0, answer.stderr);
        assert.match(answer.stderr, /openssl 3 is not installed, so the signature of SHA256SUMS was NOT checked/);
        assert.match(answer.stderr, /checksum verified; signature NOT checked/);
        const arch = process.arch === "arm64" ? "arm64" : "amd64";
        assert.deepEqual(await readFile(installed), await readFile(path.join(downloads, `svc-latest-linux-${arch}`)));
      },
    );
  }
});
