// Checks on the release files `make dist` produced (run by `make test-release` / `npm run
// test:release`): types, checksums, signatures, and the executables actually running.
import assert from "node:assert/strict";
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { promisify } from "node:util";
import { adhocSign } from "../../scripts/macho-sign.ts";
import { channelOf, PLATFORMS, releaseFileName, type Channel } from "../../scripts/platforms.ts";
import { checksumFor, checkSumsSignature } from "../../src/release/signature.ts";
import { DEV_PUBLIC_KEY, ROOT, tempDir } from "../support/cli.ts";

const run = promisify(execFile);
const DIST = path.join(ROOT, "dist");
const VERSION = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).version as string;
/** The files make dist makes without the release variables are a development build's: svc-dev-*. */
const RELEASE = ["SVC_RELEASE_PUBLIC_KEYS", "SVC_RELEASE_BASE_URL", "SVC_UPDATE_PUBLIC_KEYS"].every((name) => (process.env[name] ?? "") !== "");
const CHANNEL: Channel = RELEASE ? "latest" : "dev";
const fileOf = (name: string): string => path.join(DIST, `svc-${CHANNEL}-${name}`);

function has(command: string, args: string[] = ["--version"]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("make dist", () => {
  test("five release files whose file(1) types are right", () => {
    for (const platform of PLATFORMS) {
      const file = path.join(DIST, releaseFileName(platform, CHANNEL));
      assert.ok(existsSync(file), `${file} is missing: run make dist`);
      const type = execFileSync("file", ["-b", file], { encoding: "utf8" });
      assert.match(type, platform.fileType, `${platform.name}: ${type}`);
    }
  });

  test("SHA256SUMS lists exactly the five and sha256sum -c accepts it", async () => {
    const sums = readFileSync(path.join(DIST, "SHA256SUMS"), "utf8");
    const names = sums
      .trim()
      .split("\n")
      .map((line) => line.split(/\s+/)[1]);
    assert.deepEqual(names.sort(), PLATFORMS.map((platform) => releaseFileName(platform, CHANNEL)).sort());
    const { stdout } = await run("sha256sum", ["-c", "SHA256SUMS"], { cwd: DIST });
    assert.equal(stdout.match(/: OK$/gm)?.length, 5, stdout);
    assert.equal(readFileSync(path.join(DIST, "VERSION"), "utf8").trim(), VERSION);
  });

  test("SHA256SUMS.sig signs SHA256SUMS (the development key unless SVC_RELEASE_SIGNING_KEY was set)", () => {
    const sums = readFileSync(path.join(DIST, "SHA256SUMS"));
    const signature = readFileSync(path.join(DIST, "SHA256SUMS.sig"), "utf8");
    const keys = (process.env["SVC_UPDATE_PUBLIC_KEYS"] ?? DEV_PUBLIC_KEY).split(",").map((key) => key.trim());
    assert.equal(checkSumsSignature(sums, signature, keys).ok, true);
    assert.equal(checkSumsSignature(Buffer.concat([sums, Buffer.from(" ")]), signature, keys).ok, false);
  });

  test("linux-amd64 runs: prints its version, ignores NODE_OPTIONS, shows no warnings", async () => {
    const file = fileOf("linux-amd64");
    const home = await tempDir();
    const env = { PATH: process.env["PATH"] ?? "", HOME: home, NODE_OPTIONS: "--require /nonexistent/hook.js --no-such-flag" };
    const { stdout, stderr } = await run(file, ["version"], { env });
    assert.equal(stdout, `svc ${VERSION}\n`);
    assert.equal(stderr, "");
    const json = JSON.parse((await run(file, ["version", "--json"], { env })).stdout);
    assert.equal(json.node, "v22.23.2");
    assert.equal(json.platform, "linux_amd64");
    // The file names say what the build is: a development build is never named like a release.
    assert.equal(`svc-${channelOf(json.keys)}-linux-amd64`, path.basename(file), `a ${json.keys} build`);
  });

  test("linux-arm64 runs under qemu-aarch64", { skip: !has("qemu-aarch64", ["--version"]) && "qemu-user is not installed" }, async () => {
    const home = await tempDir();
    const { stdout } = await run("qemu-aarch64", ["-L", "/usr/aarch64-linux-gnu", fileOf("linux-arm64"), "version", "--json"], {
      env: { PATH: process.env["PATH"] ?? "", HOME: home },
    });
    const json = JSON.parse(stdout);
    assert.equal(json.version, VERSION);
    assert.equal(json.platform, "linux_arm64");
  });

  test("darwin files carry a valid ad-hoc signature (re-signing changes no byte)", () => {
    for (const name of ["darwin-amd64", "darwin-arm64"]) {
      const file = fileOf(name);
      const bytes = readFileSync(file);
      assert.ok(adhocSign(bytes, "svc").equals(bytes), `${name}: page hashes do not match its contents`);
    }
  });

  test(
    "darwin files: llvm-objdump finds the code signature and the NODE_SEA segment",
    { skip: !has("llvm-objdump") && "llvm-objdump is not installed" },
    () => {
      for (const name of ["darwin-amd64", "darwin-arm64"]) {
        const headers = execFileSync("llvm-objdump", ["--macho", "--private-headers", fileOf(name)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
        assert.match(headers, /cmd LC_CODE_SIGNATURE/, name);
        assert.match(headers, /segname NODE_SEA/, name);
      }
    },
  );

  test("deploy/homebrew/svc.rb is valid Ruby (ruby -c)", { skip: !has("ruby") && "ruby is not installed" }, () => {
    assert.equal(execFileSync("ruby", ["-c", path.join(ROOT, "deploy/homebrew/svc.rb")], { encoding: "utf8" }).trim(), "Syntax OK");
  });

  test("deploy/homebrew/svc.rb: a url and sha256 for each macOS and Linux platform from SHA256SUMS", () => {
    const formula = readFileSync(path.join(ROOT, "deploy/homebrew/svc.rb"), "utf8");
    assert.match(formula, /^class Svc < Formula$/m);
    assert.match(formula, new RegExp(`^  version "${VERSION.replaceAll(".", "\\.")}"$`, "m"));
    // Which url and sha256 each on_<os> / on_<arch> block holds.
    const found: Record<string, { url: string; sha256: string }> = {};
    let os = "";
    let arch = "";
    for (const line of formula.split("\n")) {
      os = /^  on_(macos|linux) do$/.exec(line)?.[1] ?? os;
      arch = /^    on_(arm|intel) do$/.exec(line)?.[1] ?? arch;
      const [, key, value] = /^      (url|sha256) "([^"]*)"$/.exec(line) ?? [];
      if (key && value) found[`${os}/${arch}`] = { ...found[`${os}/${arch}`]!, [key]: value };
    }
    const sums = readFileSync(path.join(DIST, "SHA256SUMS"), "utf8");
    const expected = Object.fromEntries(
      [
        ["macos/arm", "darwin-arm64"],
        ["macos/intel", "darwin-amd64"],
        ["linux/arm", "linux-arm64"],
        ["linux/intel", "linux-amd64"],
      ].map(([block, name]) => [block, { url: `/download/svc-latest-${name}`, sha256: checksumFor(sums, `svc-${CHANNEL}-${name}`) }]),
    );
    assert.deepEqual(Object.fromEntries(Object.entries(found).map(([block, { url, sha256 }]) => [block, { url: new URL(url).pathname, sha256 }])), expected);
  });

  test("the Windows file has its signature slot cleared", () => {
    const bytes = readFileSync(fileOf("windows-amd64.exe"));
    const pe = bytes.readUInt32LE(0x3c);
    assert.equal(bytes.toString("latin1", pe, pe + 4), "PE\0\0");
    const optional = pe + 24;
    assert.equal(bytes.readUInt16LE(optional), 0x20b, "PE32+ optional header");
    const security = optional + 112 + 4 * 8; // data directory 4: the certificate table
    assert.deepEqual([bytes.readUInt32LE(security), bytes.readUInt32LE(security + 4)], [0, 0]);
  });
});
