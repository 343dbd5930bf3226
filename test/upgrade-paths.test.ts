// svc upgrade in-process against a small release server in this process (support/release-server.ts,
// node:http on 127.0.0.1) that answers each path as the test says: the updates record, SHA256SUMS,
// its signature and the executable, or a status, a cut connection or a body in pieces. Each path
// through src/release/upgrade.ts with its exact answer; whatever fails, the installed svc is left
// as it was and no temporary file stays. (test/upgrade.test.ts runs the same against svc serve.)
import assert from "node:assert/strict";
import type { PathLike } from "node:fs";
import fsPromises, { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { describe, test } from "node:test";
import { generateKeyPair } from "../src/license/keys.ts";
import { developmentBuild, svc, tempDir, type RunOptions } from "./support/cli.ts";
import { goodRelease, NEW, NEW_EXE, type Release, type Route } from "./support/release-server.ts";
import { sha256 } from "./support/tree.ts";

const OLD = "#!/bin/sh\necho old svc\n";

interface Installed {
  bin: string;
  executable: string;
  run(args?: string[], extra?: Partial<RunOptions>): Promise<{ code: number; json: any; stderr: string }>;
}

/** An installed "svc" (mode 0755 unless told) in its own folder, and svc upgrade --json against `release`. */
async function installed(release: Release, options: { name?: string; mode?: number } = {}): Promise<Installed> {
  const bin = await tempDir("svc-bin-");
  const executable = path.join(bin, options.name ?? "svc");
  await writeFile(executable, OLD, { mode: options.mode ?? 0o755 });
  const home = await tempDir();
  return {
    bin,
    executable,
    async run(args = [], extra = {}) {
      const result = await svc(["upgrade", ...args, "--json"], {
        home,
        env: { SVC_BASE_URL: release.url },
        executable: { path: executable, sea: true },
        ...extra,
      });
      return { code: result.code, json: JSON.parse(result.stdout), stderr: result.stderr };
    },
  };
}

/** What svc 0.1.0 on linux_amd64 learns from `goodRelease`'s updates record. */
function linuxUpdate(release: Release): Record<string, unknown> {
  return {
    current_version: "0.1.0",
    latest_version: "0.2.0",
    update_available: true,
    platform: "linux_amd64",
    download_url: `${release.url}/download/svc-latest-linux-amd64`,
    sha256: sha256(NEW),
    updates_endpoint: `${release.url}/api/v1/updates`,
  };
}

/** The installed svc is the old one and nothing else is in its folder. */
async function untouched(svcBin: Installed): Promise<void> {
  assert.equal(await readFile(svcBin.executable, "utf8"), OLD);
  assert.deepEqual(await readdir(svcBin.bin), [path.basename(svcBin.executable)], "no temporary file left");
}

describe("svc upgrade, path by path", () => {
  test("--check: the whole answer, and the requests svc made (accept, user agent)", async (t) => {
    const release = await goodRelease(t);
    const svcBin = await installed(release);
    const checked = await svcBin.run(["--check"]);
    assert.equal(checked.code, 0);
    assert.deepEqual(checked.json, { ...linuxUpdate(release), status: "update_available" });
    assert.deepEqual(
      release.requests.map((request) => request.path),
      ["/api/v1/updates"],
    );
    assert.equal(release.requests[0]!.headers.accept, "application/json");
    assert.equal(release.requests[0]!.headers["user-agent"], "svc/0.1.0");
    await untouched(svcBin);
    // The same version, or an older one, is up to date: nothing is downloaded.
    for (const version of ["0.1.0", "0.0.9"]) {
      release.record([{ platform: "linux_amd64", download_url: `${release.url}/download/svc-latest-linux-amd64`, sha256: sha256(NEW) }], version);
      const current = await svcBin.run([]);
      assert.deepEqual([current.code, current.json.status, current.json.update_available, current.json.latest_version], [0, "up_to_date", false, version]);
    }
    assert.equal(release.requests.length, 3);
    await untouched(svcBin);
  });

  test("an upgrade: the exact answer, every file fetched with svc's user agent, the mode kept (and made runnable)", async (t) => {
    const release = await goodRelease(t);
    for (const [mode, expected] of [
      [0o755, 0o755],
      [0o700, 0o700],
      [0o644, 0o744],
    ] as const) {
      const svcBin = await installed(release, { mode });
      const upgraded = await svcBin.run([]);
      assert.equal(upgraded.code, 0, JSON.stringify(upgraded.json));
      assert.deepEqual(upgraded.json, { ...linuxUpdate(release), status: "upgraded", path: svcBin.executable });
      assert.equal(await readFile(svcBin.executable, "utf8"), NEW);
      assert.equal((await stat(svcBin.executable)).mode & 0o777, expected, `installed with mode ${mode.toString(8)}`);
      assert.deepEqual(await readdir(svcBin.bin), ["svc"]);
    }
    const fetched = release.requests.slice(0, 4);
    assert.deepEqual(
      fetched.map((request) => request.path),
      ["/api/v1/updates", "/download/SHA256SUMS", "/download/SHA256SUMS.sig", "/download/svc-latest-linux-amd64"],
    );
    for (const request of fetched) assert.equal(request.headers["user-agent"], "svc/0.1.0", request.path);
  });

  test("Windows: an svc.exe.old left by the last upgrade is replaced by the running one", async (t) => {
    const release = await goodRelease(t);
    const svcBin = await installed(release, { name: "svc.exe" });
    await writeFile(path.join(svcBin.bin, "svc.exe.old"), "the one before");
    const upgraded = await svcBin.run([], { platform: "win32", arch: "x64" });
    assert.equal(upgraded.code, 0, JSON.stringify(upgraded.json));
    assert.equal(await readFile(svcBin.executable, "utf8"), NEW_EXE);
    assert.equal(await readFile(path.join(svcBin.bin, "svc.exe.old"), "utf8"), OLD);
    assert.deepEqual((await readdir(svcBin.bin)).sort(), ["svc.exe", "svc.exe.old"]);
  });

  test("Windows: when the new svc.exe cannot take its name, the running one is put back and no svc.exe.old is left", async (t) => {
    // Windows refuses a rename while another program holds the file (a virus scanner reading the
    // download: EBUSY). Linux has no such lock, so that one rename is made to fail as Windows fails
    // it; every other rename is the real one.
    const release = await goodRelease(t);
    const svcBin = await installed(release, { name: "svc.exe" });
    const realRename = fsPromises.rename;
    const busy = t.mock.method(fsPromises, "rename", async (from: PathLike, to: PathLike) => {
      if (path.basename(String(from)).startsWith(".svc-upgrade-") && String(to) === svcBin.executable) {
        throw Object.assign(new Error(`EBUSY: resource busy or locked, rename '${String(from)}' -> '${String(to)}'`), { code: "EBUSY" });
      }
      return realRename(from, to);
    });
    syncBuiltinESMExports();
    let failed;
    try {
      failed = await svcBin.run([], { platform: "win32", arch: "x64" });
    } finally {
      busy.mock.restore();
      syncBuiltinESMExports();
    }
    assert.ok(
      busy.mock.calls.some((call) => String(call.arguments[1]) === svcBin.executable),
      "the new file was put in place by rename",
    );
    assert.notEqual(failed.code, 0, JSON.stringify(failed.json));
    assert.match(JSON.stringify(failed.json.error), /EBUSY/);
    assert.deepEqual(await readdir(svcBin.bin), ["svc.exe"], "the running svc.exe is back under its name");
    await untouched(svcBin);
  });

  test("progress on a terminal: whole tens of percent, each once, of the size in MiB; none without a length", async (t) => {
    const release = await goodRelease(t);
    const big = Buffer.alloc(1048576, "x");
    release.routes.set("/download/svc-latest-linux-amd64", (res) => {
      res.writeHead(200, { "content-length": big.length });
      let sent = 0;
      const next = (): void => {
        if (sent >= big.length) return void res.end();
        res.write(big.subarray(sent, sent + 65536), () => setImmediate(next));
        sent += 65536;
      };
      next();
    });
    release.sign({ "svc-latest-linux-amd64": big.toString() });
    release.record([{ platform: "linux_amd64", download_url: `${release.url}/download/svc-latest-linux-amd64`, sha256: sha256(big) }]);
    const svcBin = await installed(release);
    const upgraded = await svcBin.run([], { terminal: true });
    assert.equal(upgraded.code, 0, upgraded.stderr);
    const lines = upgraded.stderr.split("\n").filter((line) => line.startsWith("downloading"));
    const percents = lines.map((line) => {
      const match = /^downloading svc-latest-linux-amd64: (\d+)% of 1\.0 MiB$/.exec(line);
      assert.ok(match, line);
      return Number(match[1]);
    });
    assert.ok(percents.length >= 3, lines.join("\n"));
    assert.equal(percents.at(-1), 100);
    for (let index = 0; index < percents.length; index++) {
      assert.equal(percents[index]! % 10, 0);
      if (index > 0) assert.ok(percents[index]! > percents[index - 1]!, percents.join(" "));
    }
    // Chunked (no content-length): no size to show progress against.
    release.routes.set("/download/svc-latest-linux-amd64", (res) => {
      res.writeHead(200);
      res.write(big.subarray(0, 1000));
      res.end(big.subarray(1000));
    });
    const chunked = await (await installed(release)).run([], { terminal: true });
    assert.equal(chunked.code, 0, chunked.stderr);
    assert.doesNotMatch(chunked.stderr, /downloading/);
  });

  test("progress on a terminal starts at 0%, shown as soon as the first bytes arrive", async (t) => {
    const release = await goodRelease(t);
    const big = Buffer.alloc(1048576, "x");
    const svcBin = await installed(release);
    // The first 1000 bytes alone; the rest once svc has written them to its temporary file, so the
    // first progress line is computed from them only (under a tenth of the size).
    release.routes.set("/download/svc-latest-linux-amd64", (res) => {
      res.writeHead(200, { "content-length": big.length });
      res.write(big.subarray(0, 1000));
      const rest = async (): Promise<void> => {
        while (!res.destroyed) {
          const sizes = await Promise.all(
            (await readdir(svcBin.bin))
              .filter((name) => name.startsWith(".svc-upgrade-"))
              .map(async (name) => (await stat(path.join(svcBin.bin, name)).catch(() => null))?.size ?? 0),
          );
          if (sizes.some((size) => size >= 1000)) return void res.end(big.subarray(1000));
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      void rest();
    });
    release.sign({ "svc-latest-linux-amd64": big.toString() });
    release.record([{ platform: "linux_amd64", download_url: `${release.url}/download/svc-latest-linux-amd64`, sha256: sha256(big) }]);
    const upgraded = await svcBin.run([], { terminal: true });
    assert.equal(upgraded.code, 0, upgraded.stderr);
    const lines = upgraded.stderr.split("\n").filter((line) => line.startsWith("downloading"));
    assert.equal(lines[0], "downloading svc-latest-linux-amd64: 0% of 1.0 MiB");
    assert.equal(lines.at(-1), "downloading svc-latest-linux-amd64: 100% of 1.0 MiB");
  });

  test("the updates record: refused statuses, records that are not one, an unreachable server", async (t) => {
    const release = await goodRelease(t);
    const svcBin = await installed(release);
    const endpoint = `${release.url}/api/v1/updates`;
    release.routes.set("/api/v1/updates", { status: 503, body: "busy" });
    assert.deepEqual((await svcBin.run([])).json.error, {
      code: "update_check_failed",
      message: `${endpoint} answered 503`,
      hint: "Try again later.",
      exit_code: 1,
    });
    for (const body of [{ latest_version: 2, platform_downloads: [] }, { latest_version: "0.2.0", platform_downloads: {} }, { latest_version: "0.2.0" }]) {
      release.routes.set("/api/v1/updates", JSON.stringify(body));
      const refused = await svcBin.run(["--check"]);
      assert.deepEqual(
        [refused.code, refused.json.error],
        [1, { code: "update_check_failed", message: `${endpoint} did not answer an updates record`, exit_code: 1 }],
        JSON.stringify(body),
      );
    }
    release.routes.set("/api/v1/updates", "cut");
    const cut = await svcBin.run([]);
    assert.equal(cut.json.error.code, "update_server_unreachable");
    assert.match(cut.json.error.message, new RegExp(`^cannot reach ${release.url}: \\S`));
    assert.equal(cut.json.error.hint, "Check the network, or set SVC_BASE_URL to the service's address.");
    await untouched(svcBin);
  });

  test("no usable download for this platform: --check says null, an upgrade refuses and names the record", async (t) => {
    const release = await goodRelease(t);
    const svcBin = await installed(release);
    const url = `${release.url}/download/svc-latest-linux-amd64`;
    const entries = [
      [],
      [{ platform: "linux_arm64", download_url: url, sha256: sha256(NEW) }],
      [{ platform: "linux_amd64", download_url: 7, sha256: sha256(NEW) }],
      [{ platform: "linux_amd64", download_url: url }],
      [{ platform: "linux_amd64", download_url: url, sha256: sha256(NEW).toUpperCase() }],
      [{ platform: "linux_amd64", download_url: url, sha256: `${sha256(NEW)}0` }],
      [{ platform: "linux_amd64", download_url: url, sha256: ` ${sha256(NEW)}` }],
      [{ platform: "linux_amd64", download_url: url, sha256: [sha256(NEW)] }],
    ];
    for (const downloads of entries) {
      release.record(downloads);
      const checked = await svcBin.run(["--check"]);
      assert.deepEqual([checked.json.status, checked.json.download_url, checked.json.sha256], ["update_available", null, null], JSON.stringify(downloads));
      const refused = await svcBin.run([]);
      assert.deepEqual(refused.json.error, {
        code: "no_download",
        message: "svc 0.2.0 has no download for linux_amd64 yet",
        hint: `See ${release.url}/api/v1/updates.`,
        exit_code: 1,
      });
    }
    // A platform svc makes no release for, even when the record lists one.
    release.record([{ platform: "freebsd_amd64", download_url: url, sha256: sha256(NEW) }]);
    const freebsd = await svcBin.run([], { platform: "freebsd" });
    assert.deepEqual(freebsd.json.error, { code: "no_download", message: "svc has no release for freebsd_amd64", exit_code: 1 });
    await untouched(svcBin);
  });

  test("run as a script under Node (or with no executable known): refused with the installer's command", async (t) => {
    const release = await goodRelease(t);
    const svcBin = await installed(release);
    const expected = {
      code: "not_single_executable",
      message: "svc upgrade replaces the svc executable, but this svc runs as a script under Node",
      hint: `Install the executable instead: curl -fsSL ${release.url}/install.sh | sh`,
      exit_code: 1,
    };
    assert.deepEqual((await svcBin.run([], { executable: { path: svcBin.executable, sea: false } })).json.error, expected);
    const home = await tempDir();
    const noExecutable = await svc(["upgrade", "--json"], { home, env: { SVC_BASE_URL: release.url } });
    assert.deepEqual(JSON.parse(noExecutable.stdout).error, expected);
    // --check still answers: it replaces nothing.
    assert.equal((await svcBin.run(["--check"], { executable: { path: svcBin.executable, sea: false } })).json.status, "update_available");
    await untouched(svcBin);
  });

  test("SHA256SUMS and its signature: missing, refused, cut, malformed, by another key, without this file (exit 5 where it is about trust)", async (t) => {
    const release = await goodRelease(t);
    const svcBin = await installed(release);
    const sums = `${release.url}/download/SHA256SUMS`;
    const refusedHint = "Do not install this release by hand; report it to support.";
    const good = { sums: release.routes.get("/download/SHA256SUMS")!, sig: release.routes.get("/download/SHA256SUMS.sig")! };
    const cases: [string, Route, Route, Record<string, unknown>][] = [
      [
        "no SHA256SUMS",
        { status: 404 },
        good.sig,
        { code: "release_unsigned", message: `${sums} is missing, so the release cannot be checked: refused, nothing was replaced`, exit_code: 5 },
      ],
      [
        "no signature",
        good.sums,
        { status: 404 },
        {
          code: "release_unsigned",
          message: `${sums}.sig is missing: the release is unsigned, refused, nothing was replaced`,
          hint: refusedHint,
          exit_code: 5,
        },
      ],
      ["SHA256SUMS refused", { status: 500 }, good.sig, { code: "download_failed", message: `${sums} answered 500`, hint: "Try again later.", exit_code: 1 }],
      [
        "signature refused",
        good.sums,
        { status: 403 },
        { code: "download_failed", message: `${sums}.sig answered 403`, hint: "Try again later.", exit_code: 1 },
      ],
      [
        "a signature that is not one",
        good.sums,
        "not a signature",
        {
          code: "release_signature_invalid",
          message: `${sums}.sig is not a base64url ed25519 signature: the release is signed by another key or SHA256SUMS was changed; refused, nothing was replaced`,
          hint: refusedHint,
          exit_code: 5,
        },
      ],
    ];
    for (const [name, sumsRoute, sigRoute, error] of cases) {
      release.routes.set("/download/SHA256SUMS", sumsRoute);
      release.routes.set("/download/SHA256SUMS.sig", sigRoute);
      const refused = await svcBin.run([]);
      assert.deepEqual([refused.code, refused.json.error], [error["exit_code"], error], name);
      await untouched(svcBin);
    }
    release.routes.set("/download/SHA256SUMS", "cut");
    const cut = await svcBin.run([]);
    assert.equal(cut.json.error.code, "download_failed");
    assert.match(cut.json.error.message, new RegExp(`^downloading ${sums} failed: \\S`));

    release.sign({ "svc-latest-linux-amd64": NEW }, generateKeyPair().private_key);
    const other = await svcBin.run([]);
    assert.deepEqual([other.code, other.json.error.code], [5, "release_signature_invalid"]);
    assert.equal(
      other.json.error.message,
      `${sums}.sig does not match SHA256SUMS with any release key this svc trusts (development build): the release is signed by another key or SHA256SUMS was changed; refused, nothing was replaced`,
    );
    const release_ = developmentBuild({ keys: "release" });
    assert.match((await svcBin.run([], { build: release_ })).json.error.message, /\(release build\)/);

    release.sign({ "svc-latest-linux-arm64": NEW });
    assert.deepEqual((await svcBin.run([])).json.error, {
      code: "checksum_missing",
      message: "the signed SHA256SUMS lists no checksum for svc-latest-linux-amd64: refused, nothing was replaced",
      hint: refusedHint,
      exit_code: 5,
    });
    await untouched(svcBin);
  });

  test("a release build checks SHA256SUMS with its update keys, never with its license keys", async (t) => {
    // Two distinct key pairs, as a release build has: a release signed with the license key is
    // "another key", one signed with the update key is installed.
    const license = generateKeyPair();
    const update = generateKeyPair();
    const build = developmentBuild({
      keys: "release",
      trustedPublicKeys: [license.public_key],
      updatePublicKeys: [update.public_key],
      developmentSigningKey: null,
    });
    const release = await goodRelease(t);
    const svcBin = await installed(release);
    release.sign({ "svc-latest-linux-amd64": NEW }, license.private_key);
    const refused = await svcBin.run([], { build });
    assert.deepEqual([refused.code, refused.json.error?.code], [5, "release_signature_invalid"], JSON.stringify(refused.json));
    await untouched(svcBin);
    release.sign({ "svc-latest-linux-amd64": NEW }, update.private_key);
    const upgraded = await svcBin.run([], { build });
    assert.equal(upgraded.code, 0, JSON.stringify(upgraded.json));
    assert.equal(await readFile(svcBin.executable, "utf8"), NEW);
  });

  test("checksums: the record against the signed list, then the download against both; nothing replaced on a mismatch", async (t) => {
    const release = await goodRelease(t);
    const svcBin = await installed(release);
    const other = sha256("another executable");
    release.record([{ platform: "linux_amd64", download_url: `${release.url}/download/svc-latest-linux-amd64`, sha256: other }]);
    assert.deepEqual((await svcBin.run([])).json.error, {
      code: "checksum_mismatch",
      message: `the updates record says ${other}, but the signed SHA256SUMS says ${sha256(NEW)}: refused, nothing was replaced`,
      hint: "Try again; if it persists, report it to support.",
      exit_code: 5,
    });
    assert.deepEqual(release.requests.map((request) => request.path).slice(-1), ["/download/SHA256SUMS.sig"], "the executable was not downloaded");

    const served = "#!/bin/sh\necho evil\n";
    release.routes.set("/download/svc-latest-linux-amd64", served);
    release.record([{ platform: "linux_amd64", download_url: `${release.url}/download/svc-latest-linux-amd64`, sha256: sha256(NEW) }]);
    assert.deepEqual((await svcBin.run([])).json.error, {
      code: "checksum_mismatch",
      message: `the download's SHA-256 is ${sha256(served)}, but the signed SHA256SUMS says ${sha256(NEW)}: refused, nothing was replaced`,
      hint: "Try again; if it persists, report it to support.",
      exit_code: 5,
    });
    await untouched(svcBin);
  });

  test("the download refused, cut short or unwritable: download_failed, nothing replaced, no temporary file", async (t) => {
    const release = await goodRelease(t);
    const svcBin = await installed(release);
    const url = `${release.url}/download/svc-latest-linux-amd64`;
    release.routes.set("/download/svc-latest-linux-amd64", { status: 502 });
    assert.deepEqual((await svcBin.run([])).json.error, { code: "download_failed", message: `${url} answered 502`, hint: "Try again later.", exit_code: 1 });
    await untouched(svcBin);
    release.routes.set("/download/svc-latest-linux-amd64", (res) => {
      res.writeHead(200, { "content-length": 1000 });
      res.write("#!/bin/sh\n", () => res.socket?.destroy());
    });
    const cut = await svcBin.run([]);
    assert.equal(cut.json.error.code, "download_failed");
    assert.match(cut.json.error.message, new RegExp(`^downloading ${url} failed: \\S`));
    await untouched(svcBin);

    release.routes.set("/download/svc-latest-linux-amd64", NEW);
    const gone = path.join(svcBin.bin, "gone");
    await mkdir(gone);
    const missing = await svcBin.run([], { executable: { path: path.join(gone, "sub", "svc"), sea: true } });
    assert.equal(missing.json.error.code, "download_failed");
    assert.match(missing.json.error.message, new RegExp(`^downloading ${url} failed: ENOENT`));
    assert.deepEqual(await readdir(gone), []);
  });
});
