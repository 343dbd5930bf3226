// make npm's packages as users get them (run after `make dist`, `make build` and `make npm`, by
// `npm run test:release`): published to a throwaway registry — Verdaccio, test/registry's own
// dependency (installed there with npm ci when missing, so the main npm ci stays small), started on
// 127.0.0.1 with no uplinks — then installed with `npm i -g --prefix …` and run with `npx`, with
// npm's only registry that one and a fresh cache: nothing comes from anywhere else. The other
// platforms' packages are checked for their files, modes, os/cpu and executables.
import assert from "node:assert/strict";
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, realpathSync, statSync } from "node:fs";
import { mkdir, open, readdir, readFile, realpath, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { promisify } from "node:util";
import { NPM_BIN, NPM_PACKAGE, NPM_PLATFORMS, NPM_SCOPE, npmPlatformPackage } from "../../src/release/npm.ts";
import { releaseFileOf } from "../../src/release/npm-install.ts";
import { checksumFor } from "../../src/release/signature.ts";
import { ROOT, tempDir } from "../support/cli.ts";
import { isolatedNpm, type Npm } from "../support/npm.ts";

const run = promisify(execFile);
const NODE = path.join(ROOT, "node_modules/.bin/node");
const NPM_DIR = path.join(ROOT, "dist/npm");
const REGISTRY_DIR = path.join(ROOT, "test/registry");
const VERSION = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")).version as string;
const RELEASE = ["SVC_RELEASE_PUBLIC_KEYS", "SVC_RELEASE_BASE_URL", "SVC_UPDATE_PUBLIC_KEYS"].every((name) => (process.env[name] ?? "") !== "");
const FILE_PREFIX = RELEASE ? "svc-latest" : "svc-dev";
/** A development build's packages are marked in their version (scripts/npm-pack.ts). */
const PACKAGE_VERSION = RELEASE ? VERSION : `${VERSION}-dev`;
const tarball = (name: string) => path.join(NPM_DIR, `${name.replace(/^@/, "").replace("/", "-")}-${PACKAGE_VERSION}.tgz`);
const onLinuxX64 = process.platform === "linux" && process.arch === "x64";
const WORK = await tempDir("svc-npm-registry-");
/** The cmd-shim module of the machine's npm: what npm runs on Windows to write svc.cmd and svc.ps1. */
const cmdShim = ((): ((from: string, to: string) => Promise<void>) | null => {
  try {
    const npmCli = realpathSync(execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim());
    return createRequire(path.join(path.dirname(npmCli), "../package.json"))("cmd-shim") as (from: string, to: string) => Promise<void>;
  } catch {
    return null;
  }
})();
/** Verdaccio, stopped when the file ends (an after() in a before() hook would run as the hook ends). */
let registryProcess: ChildProcess | undefined;
after(() => {
  registryProcess?.kill("SIGTERM");
});

async function sha256(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex");
}

/** The SHA-256 of one file inside a tarball, and the tarball's entries with their modes. */
async function inside(file: string, entry: string): Promise<{ sha256: string; modes: Record<string, string>; manifest: Record<string, unknown> }> {
  const hash = createHash("sha256");
  await new Promise<void>((resolve, reject) => {
    const tar = spawn("tar", ["xzfO", file, entry], { stdio: ["ignore", "pipe", "inherit"] });
    tar.stdout.on("data", (chunk: Buffer) => hash.update(chunk));
    tar.on("error", reject);
    tar.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`tar exited ${code} on ${file}`))));
  });
  const { stdout } = await run("tar", ["tvzf", file]);
  const modes = Object.fromEntries(
    stdout
      .trim()
      .split("\n")
      .map((line) => {
        const fields = line.trim().split(/\s+/);
        return [fields[fields.length - 1]!, fields[0]!];
      }),
  );
  const manifest = JSON.parse((await run("tar", ["xzfO", file, "package/package.json"])).stdout) as Record<string, unknown>;
  return { sha256: hash.digest("hex"), modes, manifest };
}

/** test/registry's Verdaccio, installed from its lock file unless already there. */
async function installRegistry(): Promise<void> {
  const marker = path.join(REGISTRY_DIR, "node_modules/.package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(path.join(REGISTRY_DIR, "package-lock.json")).mtimeMs) return;
  await run("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: REGISTRY_DIR });
}

/** Verdaccio on 127.0.0.1 with no uplinks, its storage in WORK; resolves with its URL. */
async function startRegistry(): Promise<string> {
  const config = path.join(WORK, "verdaccio.yaml");
  await writeFile(
    config,
    [
      `storage: ${JSON.stringify(path.join(WORK, "storage"))}`,
      `auth: { htpasswd: { file: ${JSON.stringify(path.join(WORK, "htpasswd"))}, max_users: -1 } }`,
      "uplinks: {}",
      "packages: { '**': { access: $all, publish: $all } }",
      "max_body_size: 300mb",
      "log: { type: stdout, format: json, level: error }",
      "",
    ].join("\n"),
  );
  const child = spawn(NODE, [path.join(REGISTRY_DIR, "serve.mjs"), config], { stdio: ["ignore", "pipe", "pipe"] });
  registryProcess = child;
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const line = stdout.split("\n").find((text) => text.startsWith('{"url"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.on("exit", (code) => reject(new Error(`verdaccio exited ${code}: ${stderr}`)));
  });
}

/** The start of a file: a native executable, not a script for Node. */
async function magic(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const { buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return buffer.toString("latin1");
  } finally {
    await handle.close();
  }
}

/** Every URL npm's cache holds: what the install fetched, and from where. */
async function cachedUrls(npm: Npm): Promise<string[]> {
  const index = path.join(npm.home, "cache/_cacache/index-v5");
  const urls: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name));
      else urls.push(...((await readFile(path.join(dir, entry.name), "utf8")).match(/https?:\/\/[^"\s]+/g) ?? []));
    }
  };
  if (existsSync(index)) await walk(index);
  return urls;
}

describe("make npm's packages from a registry", () => {
  let registry = "";
  let npm: Npm;
  before(async () => {
    assert.ok(existsSync(tarball(NPM_PACKAGE)), `${tarball(NPM_PACKAGE)} is missing: run make npm`);
    await installRegistry();
    registry = await startRegistry();
    npm = await isolatedNpm(WORK, [`registry=${registry}`, `${registry.replace(/^http:/, "")}:_authToken=throwaway-registry`]);
    for (const name of [NPM_PACKAGE, ...NPM_PLATFORMS.map(npmPlatformPackage)]) {
      // A development build's pre-release version needs a tag; on this throwaway registry it is latest.
      const published = await npm.run(["publish", ...(RELEASE ? [] : ["--tag", "latest"]), tarball(name)]);
      assert.equal(published.code, 0, `${name}: ${published.stderr}`);
    }
  });

  test("the platform packages: their executable (the one SHA256SUMS lists), mode 755, os and cpu", async () => {
    const sums = await readFile(path.join(ROOT, "dist/SHA256SUMS"), "utf8");
    for (const platform of NPM_PLATFORMS) {
      const file = tarball(npmPlatformPackage(platform));
      const { sha256: digest, modes, manifest } = await inside(file, `package/${platform.executable}`);
      assert.deepEqual(modes, { "package/package.json": "-rw-r--r--", [`package/${platform.executable}`]: "-rwxr-xr-x" }, platform.os);
      assert.deepEqual(
        [manifest["name"], manifest["version"], manifest["os"], manifest["cpu"], manifest["libc"]],
        [npmPlatformPackage(platform), PACKAGE_VERSION, [platform.os], [platform.cpu], platform.libc === undefined ? undefined : [platform.libc]],
      );
      assert.equal(digest, checksumFor(sums, releaseFileOf(platform, FILE_PREFIX)), `${platform.os}-${platform.cpu} carries its own executable`);
    }
  });

  test(
    "npm i -g --prefix from the registry: svc version equals dist/svc's, started with no Node in between; upgrade --check names npm",
    { skip: !onLinuxX64 && "the linux-x64 package runs here" },
    async () => {
      const prefix = path.join(WORK, "prefix");
      const installed = await npm.run(["install", "--global", "--prefix", prefix, NPM_PACKAGE]);
      assert.equal(installed.code, 0, installed.stderr);
      const svc = path.join(prefix, "bin/svc");
      const target = await realpath(svc);
      assert.equal(target, await realpath(path.join(prefix, "lib/node_modules", NPM_PACKAGE, NPM_BIN)));
      assert.equal(await magic(target), "\x7fELF", "npm's svc is the executable itself");
      assert.equal(await sha256(target), await sha256(path.join(ROOT, "dist", `${FILE_PREFIX}-linux-amd64`)));
      const env = { PATH: process.env["PATH"] ?? "", HOME: WORK };
      for (const args of [["version"], ["version", "--json"]]) {
        assert.equal((await run(svc, args, { env })).stdout, (await run(path.join(ROOT, "dist/svc"), args, { env })).stdout, args.join(" "));
      }
      // An update server that is not there: the answer must come without it.
      const check = JSON.parse((await run(svc, ["upgrade", "--check", "--json"], { env: { ...env, SVC_BASE_URL: "http://127.0.0.1:9" } })).stdout);
      assert.deepEqual(
        [check.status, check.npm_install, check.command],
        ["managed_by_npm", "global", `npm install --global --prefix ${prefix} ${NPM_PACKAGE}@latest`],
      );
      const text = (await run(svc, ["upgrade"], { env: { ...env, SVC_BASE_URL: "http://127.0.0.1:9" } })).stdout;
      assert.match(text, /came from npm/);
      const urls = await cachedUrls(npm);
      assert.ok(
        urls.length > 0 && urls.every((url) => url.startsWith(registry)),
        `npm fetched only from the throwaway registry: ${urls.filter((url) => !url.startsWith(registry)).join(", ")}`,
      );
    },
  );

  test("each platform through npm (--os/--cpu): its install step puts that platform's executable where npm links svc", async () => {
    for (const platform of NPM_PLATFORMS) {
      const prefix = path.join(WORK, `prefix-${platform.os}-${platform.cpu}`);
      const installed = await npm.run(["install", "--global", "--prefix", prefix, `--os=${platform.os}`, `--cpu=${platform.cpu}`, NPM_PACKAGE]);
      assert.equal(installed.code, 0, `${platform.os}-${platform.cpu}: ${installed.stderr}`);
      // A global install keeps a package's dependencies inside it.
      const main = path.join(prefix, "lib/node_modules", NPM_PACKAGE);
      const scope = path.join(main, "node_modules", NPM_SCOPE);
      assert.deepEqual(
        (await readdir(scope)).map((name) => `${NPM_SCOPE}/${name}`),
        [npmPlatformPackage(platform)],
        "npm installed that platform's package only",
      );
      const bin = path.join(main, NPM_BIN);
      assert.equal(await sha256(bin), await sha256(path.join(ROOT, "dist", releaseFileOf(platform, FILE_PREFIX))), `${platform.os}-${platform.cpu}`);
    }
  });

  test(
    "Windows: npm's .cmd shim (npm's own cmd-shim) starts bin/svc.exe itself once the install step ran, Node only for the launcher",
    { skip: !cmdShim && "the machine's npm has no cmd-shim module" },
    async () => {
      const win = NPM_PLATFORMS.find((platform) => platform.os === "win32")!;
      const installed = path.join(WORK, `prefix-${win.os}-${win.cpu}`, "lib/node_modules", NPM_PACKAGE, NPM_BIN);
      assert.equal(await magic(installed), "MZ\x90\x00", "a PE executable");
      // As npm on Windows writes them into the global prefix: <prefix>\svc.cmd, svc.ps1, svc.
      await cmdShim!(installed, path.join(WORK, "shims/svc"));
      const direct = await readFile(path.join(WORK, "shims/svc.cmd"), "utf8");
      assert.match(direct, /^"%dp0%\\[^"]*\\bin\\svc\.exe"\s+%\*\r?$/m, direct);
      assert.doesNotMatch(direct, /\bnode\b/i, "no Node in the .cmd");
      const powershell = await readFile(path.join(WORK, "shims/svc.ps1"), "utf8");
      assert.match(powershell, /^\s*& "\$basedir\/[^"]*\/bin\/svc\.exe"\s+\$args$/m, powershell);
      assert.doesNotMatch(powershell, /node\$exe/, "nor in the PowerShell shim");
      const launcher = path.join(WORK, "launcher/bin/svc.exe");
      await mkdir(path.dirname(launcher), { recursive: true });
      await writeFile(launcher, (await run("tar", ["xzfO", tarball(NPM_PACKAGE), `package/${NPM_BIN}`])).stdout);
      await cmdShim!(launcher, path.join(WORK, "launcher-shims/svc"));
      assert.match(await readFile(path.join(WORK, "launcher-shims/svc.cmd"), "utf8"), /\bnode\b/, "the launcher (no install step) is started by Node");
    },
  );

  test(
    "npx from the registry: the same svc, the executable itself in npx's cache; upgrade --check names npx",
    { skip: !onLinuxX64 && "the linux-x64 package runs here" },
    async () => {
      const cwd = await tempDir("svc-npx-");
      const version = await npm.run(["--yes", NPM_PACKAGE, "version"], { program: "npx", cwd });
      assert.equal(version.code, 0, version.stderr);
      assert.equal(version.stdout, `svc ${VERSION}\n`);
      const npxRoot = path.join(npm.home, "cache/_npx");
      const [hash] = await readdir(npxRoot);
      const bin = path.join(npxRoot, hash!, "node_modules", NPM_PACKAGE, NPM_BIN);
      assert.equal(await magic(bin), "\x7fELF", "npx starts the executable itself");
      const check = await npm.run(["--yes", NPM_PACKAGE, "upgrade", "--check", "--json"], { program: "npx", cwd, env: { SVC_BASE_URL: "http://127.0.0.1:9" } });
      assert.equal(check.code, 0, check.stderr);
      assert.deepEqual((({ status, npm_install, command }) => ({ status, npm_install, command }))(JSON.parse(check.stdout)), {
        status: "managed_by_npm",
        npm_install: "npx",
        command: `npx ${NPM_PACKAGE}@latest`,
      });
    },
  );
});
