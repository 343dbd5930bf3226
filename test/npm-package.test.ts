// make npm's packages (scripts/npm-pack.ts) on a small release: five stand-in executables (the
// linux-x64 one a shell script), SHA256SUMS signed with the development key. Packed by the real
// script, installed by the machine's npm from the tarballs with no registry (--offline): the
// install step puts the checked executable where npm links `svc`, so the link starts it directly;
// a changed executable, an unsigned or foreign-signed SHA256SUMS are refused (exit 5) and nothing
// is installed; without the install step (--ignore-scripts) bin/svc.exe checks and starts it.
// test/release/npm.check.ts does the same with the real executables and a registry.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, realpath, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { before, describe, test } from "node:test";
import { promisify } from "node:util";
import { generateKeyPair, parseSigningKey } from "../src/license/keys.ts";
import { NPM_BIN, NPM_PACKAGE, NPM_PLATFORMS, npmPlatformPackage } from "../src/release/npm.ts";
import { signSums } from "../src/release/signature.ts";
import { DEV_SIGNING_KEY, ROOT, tempDir } from "./support/cli.ts";
import { isolatedNpm } from "./support/npm.ts";

const run = promisify(execFile);
const NODE = path.join(ROOT, "node_modules/.bin/node");
const VERSION = "0.1.0";
/** A development build's packages say so in their version (a pre-release: no range picks it, npm publish wants a --tag). */
const PACKAGE_VERSION = `${VERSION}-dev`;
const FAKE = '#!/bin/sh\necho "stand-in svc: $*"\nexit "${SVC_FAKE_EXIT:-0}"\n';
const onLinuxX64 = process.platform === "linux" && process.arch === "x64";
const tarball = (name: string) => `${name.replace(/^@/, "").replace("/", "-")}-${PACKAGE_VERSION}.tgz`;
const MAIN = tarball(NPM_PACKAGE);
const LINUX = tarball(`${NPM_PACKAGE}-linux-x64`);
const TOP = await tempDir("svc-npm-pack-");

/** A make dist output in miniature: svc-dev-* files, SHA256SUMS, its signature, VERSION. */
async function fakeDist(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  let sums = "";
  for (const name of ["linux-amd64", "linux-arm64", "darwin-amd64", "darwin-arm64", "windows-amd64.exe"]) {
    const content = name === "linux-amd64" ? FAKE : `stand-in executable for ${name}\n`;
    await writeFile(path.join(dir, `svc-dev-${name}`), content, { mode: 0o755 });
    sums += `${createHash("sha256").update(content).digest("hex")}  svc-dev-${name}\n`;
  }
  await writeFile(path.join(dir, "SHA256SUMS"), sums);
  await writeFile(path.join(dir, "SHA256SUMS.sig"), `${signSums(Buffer.from(sums), parseSigningKey(DEV_SIGNING_KEY, "development key"))}\n`);
  await writeFile(path.join(dir, "VERSION"), `${VERSION}\n`);
}

/** `tar tvzf`: each entry's mode string and path. */
async function listing(file: string): Promise<Map<string, string>> {
  const { stdout } = await run("tar", ["tvzf", file]);
  return new Map(
    stdout
      .trim()
      .split("\n")
      .map((line) => {
        const fields = line.trim().split(/\s+/);
        return [fields[fields.length - 1]!, fields[0]!] as const;
      }),
  );
}

async function manifestOf(file: string): Promise<Record<string, unknown>> {
  const { stdout } = await run("tar", ["xzfO", file, "package/package.json"]);
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** A tarball's package changed by `change` (given its unpacked folder), packed again under `name`. */
async function repack(source: string, out: string, change: (folder: string) => Promise<void>): Promise<string> {
  const work = await tempDir("svc-repack-");
  await run("tar", ["xzf", source, "-C", work]);
  await change(path.join(work, "package"));
  await mkdir(out, { recursive: true });
  const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", out], { cwd: path.join(work, "package") });
  return path.join(out, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
}

describe("make npm's packages", { skip: !onLinuxX64 && "the stand-in executable is a linux-x64 package's" }, () => {
  // Made here, not in before(): a folder made in a hook would be removed when the hook ends.
  const work = path.join(TOP, "pack");
  const npmDir = path.join(work, "npm");
  before(async () => {
    await fakeDist(path.join(work, "dist"));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^SVC_(RELEASE|UPDATE)_/.test(name)));
    await run(NODE, ["scripts/npm-pack.ts", "--dist", path.join(work, "dist"), "--out", npmDir, "--stage", path.join(work, "stage")], { cwd: ROOT, env });
  });

  test("one main package and one per platform: names, files, modes, os/cpu, bin and the install step", async () => {
    assert.deepEqual((await readdir(npmDir)).sort(), [MAIN, ...NPM_PLATFORMS.map((platform) => tarball(npmPlatformPackage(platform)))].sort());
    const main = await manifestOf(path.join(npmDir, MAIN));
    assert.deepEqual(
      { name: main["name"], version: main["version"], bin: main["bin"], scripts: main["scripts"], optionalDependencies: main["optionalDependencies"] },
      {
        name: NPM_PACKAGE,
        version: PACKAGE_VERSION,
        bin: { svc: NPM_BIN },
        scripts: { preinstall: "node lib/npm.cjs" },
        optionalDependencies: Object.fromEntries(NPM_PLATFORMS.map((platform) => [npmPlatformPackage(platform), PACKAGE_VERSION])),
      },
    );
    assert.match(String(main["description"]), /^DEVELOPMENT BUILD \(trusts the public development key\): /);
    assert.deepEqual(Object.fromEntries(await listing(path.join(npmDir, MAIN))), {
      "package/package.json": "-rw-r--r--",
      "package/README.md": "-rw-r--r--",
      "package/SHA256SUMS": "-rw-r--r--",
      "package/SHA256SUMS.sig": "-rw-r--r--",
      "package/lib/npm.cjs": "-rw-r--r--",
      [`package/${NPM_BIN}`]: "-rwxr-xr-x",
    });
    assert.deepEqual(
      await readFile(path.join(work, "dist/SHA256SUMS"), "utf8"),
      (await run("tar", ["xzfO", path.join(npmDir, MAIN), "package/SHA256SUMS"])).stdout,
    );
    for (const platform of NPM_PLATFORMS) {
      const file = path.join(npmDir, tarball(npmPlatformPackage(platform)));
      const manifest = await manifestOf(file);
      assert.deepEqual(
        [manifest["name"], manifest["version"], manifest["os"], manifest["cpu"], manifest["libc"], manifest["bin"], manifest["scripts"]],
        [npmPlatformPackage(platform), PACKAGE_VERSION, [platform.os], [platform.cpu], platform.os === "linux" ? ["glibc"] : undefined, undefined, undefined],
      );
      assert.match(String(manifest["description"]), /^DEVELOPMENT BUILD /);
      assert.deepEqual(Object.fromEntries(await listing(file)), { "package/package.json": "-rw-r--r--", [`package/${platform.executable}`]: "-rwxr-xr-x" });
    }
  });

  test("npm i -g from the tarballs, offline: npm's svc is the checked executable itself, no Node in between", async () => {
    const dir = await tempDir("svc-npm-global-");
    const npm = await isolatedNpm(dir);
    const prefix = path.join(dir, "prefix");
    const installed = await npm.run(["install", "--global", "--prefix", prefix, "--offline", path.join(npmDir, MAIN), path.join(npmDir, LINUX)]);
    assert.equal(installed.code, 0, installed.stderr);
    const svc = path.join(prefix, "bin/svc");
    assert.equal(await realpath(svc), await realpath(path.join(prefix, "lib/node_modules", NPM_PACKAGE, NPM_BIN)));
    assert.equal(await readFile(svc, "utf8"), FAKE, "the link leads to the executable, not to a Node launcher");
    const { stdout } = await run(svc, ["version", "--json"]);
    assert.equal(stdout, "stand-in svc: version --json\n");
  });

  test("npm i --os --cpu (another platform's packages): the install step takes npm's platform, not the machine's", async () => {
    const dir = await tempDir("svc-npm-os-");
    const npm = await isolatedNpm(dir);
    const prefix = path.join(dir, "prefix");
    const darwin = tarball(`${NPM_PACKAGE}-darwin-arm64`);
    // --force: npm refuses a package named on its command line for another platform, even with --os.
    const installed = await npm.run([
      "install",
      "--global",
      "--prefix",
      prefix,
      "--offline",
      "--os=darwin",
      "--cpu=arm64",
      "--force",
      path.join(npmDir, MAIN),
      path.join(npmDir, darwin),
    ]);
    assert.equal(installed.code, 0, installed.stderr);
    assert.equal(await readFile(path.join(prefix, "lib/node_modules", NPM_PACKAGE, NPM_BIN), "utf8"), "stand-in executable for darwin-arm64\n");
  });

  test("the install step puts the executable where the bin is linked only under npm and pnpm; under Yarn, Bun or an unknown client the Node launcher stays", async () => {
    // npm hands its user-agent setting to the install step as npm_config_user_agent, as each client sets its own.
    const agents: [string, boolean][] = [
      ["pnpm/10.11.0 npm/? node/v22.23.2 linux x64", true],
      ["yarn/1.22.22 npm/? node/v22.23.2 linux x64", false],
      ["yarn/4.5.3 npm/? node/v22.23.2 linux x64", false],
      ["bun/1.2.15 npm/? node/v22.23.2 linux x64", false],
      ["", false],
    ];
    for (const [agent, swapped] of agents) {
      const dir = await tempDir("svc-npm-agent-");
      const npm = await isolatedNpm(dir);
      const prefix = path.join(dir, "prefix");
      const installed = await npm.run([
        "install",
        "--global",
        "--prefix",
        prefix,
        "--offline",
        `--user-agent=${agent}`,
        path.join(npmDir, MAIN),
        path.join(npmDir, LINUX),
      ]);
      assert.equal(installed.code, 0, `${agent}: ${installed.stderr}`);
      const bin = await readFile(path.join(prefix, "lib/node_modules", NPM_PACKAGE, NPM_BIN), "utf8");
      if (swapped) assert.equal(bin, FAKE, agent);
      else assert.match(bin, /^#!\/usr\/bin\/env node\n/, `${agent || "no user agent"}: the launcher stays`);
      assert.equal(
        (await run(path.join(prefix, "bin/svc"), ["version"], { env: { PATH: process.env["PATH"] ?? "" } })).stdout,
        "stand-in svc: version\n",
        agent,
      );
    }
  });

  test("a musl system (npm i --libc=musl): the install says plainly that svc's Linux builds need glibc", async () => {
    const dir = await tempDir("svc-npm-musl-");
    const npm = await isolatedNpm(dir);
    const refused = await npm.run([
      "install",
      "--global",
      "--prefix",
      path.join(dir, "prefix"),
      "--offline",
      "--foreground-scripts",
      "--libc=musl",
      path.join(npmDir, MAIN),
      path.join(npmDir, LINUX),
    ]);
    assert.notEqual(refused.code, 0, refused.stdout);
    assert.match(`${refused.stdout}${refused.stderr}`, /svc's Linux builds need glibc, and this system's C library is musl/);
  });

  test("the install step leaves the platform package's file as it is (a package store may share it)", async () => {
    // The two packages unpacked as npm lays them out, the executable group-writable; the step run as npm runs it.
    const root = await tempDir("svc-npm-store-");
    const main = path.join(root, "node_modules", NPM_PACKAGE);
    const platform = path.join(root, "node_modules", `${NPM_PACKAGE}-linux-x64`);
    for (const [file, folder] of [
      [MAIN, main],
      [LINUX, platform],
    ] as const) {
      await mkdir(folder, { recursive: true });
      await run("tar", ["xzf", path.join(npmDir, file), "-C", folder, "--strip-components=1"]);
    }
    const executable = path.join(platform, "bin/svc");
    await chmod(executable, 0o775);
    await run(NODE, [path.join(main, "lib/npm.cjs")], {
      env: { PATH: process.env["PATH"] ?? "", npm_config_user_agent: "npm/11.6.2 node/v22.23.2 linux x64 workspaces/false" },
    });
    assert.equal(await readFile(path.join(main, NPM_BIN), "utf8"), FAKE);
    assert.equal((await stat(executable)).mode & 0o777, 0o775, "its mode is unchanged");
    assert.equal((await stat(path.join(main, NPM_BIN))).mode & 0o111, 0o111, "the installed one is executable");
  });

  test("a changed executable, an unsigned or a foreign-signed SHA256SUMS: the install is refused (exit 5), no svc installed", async () => {
    const other = parseSigningKey(generateKeyPair().private_key, "another key");
    const variants = await tempDir("svc-npm-variants-");
    const cases = [
      {
        name: "changed executable",
        message: "svc-linux-x64's bin/svc has SHA-256 [0-9a-f]{64}, but the signed SHA256SUMS says [0-9a-f]{64}",
        main: path.join(npmDir, MAIN),
        linux: await repack(path.join(npmDir, LINUX), path.join(variants, "changed"), async (folder) =>
          writeFile(path.join(folder, "bin/svc"), `${FAKE}# changed\n`),
        ),
      },
      {
        name: "unsigned",
        message: "SHA256SUMS.sig is missing: the release is unsigned",
        main: await repack(path.join(npmDir, MAIN), path.join(variants, "unsigned"), async (folder) => rm(path.join(folder, "SHA256SUMS.sig"))),
        linux: path.join(npmDir, LINUX),
      },
      {
        name: "signed by another key",
        message: "SHA256SUMS.sig does not match SHA256SUMS with any release key this svc trusts",
        main: await repack(path.join(npmDir, MAIN), path.join(variants, "foreign"), async (folder) => {
          await writeFile(path.join(folder, "SHA256SUMS.sig"), signSums(await readFile(path.join(folder, "SHA256SUMS")), other));
        }),
        linux: path.join(npmDir, LINUX),
      },
    ];
    for (const variant of cases) {
      const dir = await tempDir("svc-npm-refused-");
      const npm = await isolatedNpm(dir);
      const prefix = path.join(dir, "prefix");
      const refused = await npm.run(["install", "--global", "--prefix", prefix, "--offline", "--foreground-scripts", variant.main, variant.linux]);
      assert.notEqual(refused.code, 0, `${variant.name}: ${refused.stdout}`);
      const output = `${refused.stdout}${refused.stderr}`;
      assert.match(output, /refused, nothing was installed/, variant.name);
      assert.match(output, /npm error code 5\b/, `${variant.name}: the install step exits 5`);
      assert.equal(existsSync(path.join(prefix, "bin/svc")), false, variant.name);
      assert.equal(existsSync(path.join(prefix, "lib/node_modules", NPM_PACKAGE)), false, `${variant.name}: npm rolled the install back`);
      assert.match(output, new RegExp(variant.message), variant.name);
    }
  });

  test("without the platform package (--omit=optional) the install says which package is missing", async () => {
    const dir = await tempDir("svc-npm-omit-");
    const npm = await isolatedNpm(dir);
    const refused = await npm.run([
      "install",
      "--global",
      "--prefix",
      path.join(dir, "prefix"),
      "--offline",
      "--foreground-scripts",
      "--omit=optional",
      path.join(npmDir, MAIN),
    ]);
    assert.notEqual(refused.code, 0);
    assert.match(
      `${refused.stdout}${refused.stderr}`,
      new RegExp(`${npmPlatformPackage(NPM_PLATFORMS[0]!)}, which holds svc's executable for linux-x64, is not installed`),
    );
  });

  test("--ignore-scripts: bin/svc.exe (through Node) checks, then starts the executable with the arguments and its exit status; a changed one is refused (exit 5)", async () => {
    const dir = await tempDir("svc-npm-noscripts-");
    const npm = await isolatedNpm(dir);
    const prefix = path.join(dir, "prefix");
    const installed = await npm.run([
      "install",
      "--global",
      "--prefix",
      prefix,
      "--offline",
      "--ignore-scripts",
      path.join(npmDir, MAIN),
      path.join(npmDir, LINUX),
    ]);
    assert.equal(installed.code, 0, installed.stderr);
    const svc = path.join(prefix, "bin/svc");
    assert.match(await readFile(svc, "utf8"), /^#!\/usr\/bin\/env node\n/);
    assert.equal((await run(svc, ["a b", "c"], { env: { PATH: process.env["PATH"] ?? "" } })).stdout, "stand-in svc: a b c\n");
    const failing: { code?: number; stdout: string } = await run(svc, ["x"], { env: { PATH: process.env["PATH"] ?? "", SVC_FAKE_EXIT: "7" } }).catch(
      (error: { code: number; stdout: string }) => error,
    );
    assert.deepEqual([failing.code ?? 0, failing.stdout], [7, "stand-in svc: x\n"]);
    const executable = path.join(prefix, "lib/node_modules", `${NPM_PACKAGE}-linux-x64`, "bin/svc");
    await chmod(executable, 0o755);
    await writeFile(executable, `${FAKE}echo changed\n`);
    const refused: { code?: number; stdout: string; stderr: string } = await run(svc, ["x"], { env: { PATH: process.env["PATH"] ?? "" } }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    assert.equal(refused.code, 5, refused.stderr);
    assert.equal(refused.stdout, "", "the changed executable was not started");
    assert.match(refused.stderr, /has SHA-256 [0-9a-f]{64}, but the signed SHA256SUMS says [0-9a-f]{64}: refused, not started/);
  });
});
