// svc upgrade end to end with two real single executables (run after `make build`, by
// `npm run test:release`): dist/svc is the old one; a newer one is built here from the same
// sources with SVC_BUILD_VERSION, served by `dist/svc serve` from a download folder, and the old
// one upgrades itself. Also an unsigned release and a checksum mismatch refused with nothing
// replaced; the download folder is signed by the real scripts/sign-sums.ts. Takes ~30 s (the
// SEA packaging of the newer build).
import assert from "node:assert/strict";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { after, describe, test } from "node:test";
import { promisify } from "node:util";
import { hostPlatform, releaseFileName } from "../../scripts/platforms.ts";
import { ROOT, tempDir } from "../support/cli.ts";

const run = promisify(execFile);
const NODE = path.join(ROOT, "node_modules/.bin/node");
const OLD = path.join(ROOT, "dist/svc");
const CURRENT = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")).version as string;
const NEWER = CURRENT.replace(/^(\d+)\.(\d+)\.(\d+).*$/, (_, major: string, minor: string, patch: string) => `${major}.${minor}.${Number(patch) + 1}`);

async function sha256(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex");
}

/** Builds the newer executable for this machine: bundle, blob, SEA. */
async function buildNewer(dir: string): Promise<string> {
  const bundle = path.join(dir, "svc-new.cjs");
  const blob = path.join(dir, "svc-new.blob");
  const out = path.join(dir, "svc-new");
  await run(NODE, ["scripts/bundle.ts", "--out", bundle], { cwd: ROOT, env: { ...process.env, SVC_BUILD_VERSION: NEWER } });
  await run(NODE, ["scripts/sea-blob.ts", bundle, blob, "--code-cache"], { cwd: ROOT });
  await run(NODE, ["scripts/package-sea.ts", hostPlatform().name, blob, out], { cwd: ROOT });
  return out;
}

/** SHA256SUMS.sig beside `sums`, made by the script `make dist` runs (the development key). */
async function signSums(sums: string): Promise<void> {
  const env = { ...process.env };
  for (const name of ["SVC_RELEASE_SIGNING_KEY", "SVC_RELEASE_PUBLIC_KEYS", "SVC_UPDATE_PUBLIC_KEYS"]) delete env[name];
  await run(NODE, ["scripts/sign-sums.ts", sums], { cwd: ROOT, env });
}

/** `dist/svc serve --json` on a free port; resolves with its URL once it listens. */
function serve(env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(OLD, ["serve", "--port", "0", "--json"], { env: { PATH: process.env["PATH"] ?? "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    after(() => {
      child.kill("SIGTERM");
    });
    let stdout = "";
    let stderr = "";
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (stdout.includes("\n")) resolve({ url: (JSON.parse(stdout) as { url: string }).url, process: child });
    });
    child.on("exit", (code) => reject(new Error(`svc serve exited ${code}: ${stderr}`)));
  });
}

async function svcAt(program: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(program, args, { env: { PATH: process.env["PATH"] ?? "", ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("svc upgrade between two real executables", () => {
  test(`dist/svc (${CURRENT}) upgrades itself to ${NEWER} from svc serve; a mismatch replaces nothing`, { timeout: 240_000 }, async () => {
    const work = await tempDir("svc-upgrade-");
    const newer = await buildNewer(work);
    const downloads = path.join(work, "downloads");
    await mkdir(downloads);
    // The service serves the contract's names (svc-latest-*), whatever build is put in its folder.
    const name = releaseFileName(hostPlatform(), "latest");
    await copyFile(newer, path.join(downloads, name));
    const goodSums = `${await sha256(newer)}  ${name}\n`;
    await writeFile(path.join(downloads, "SHA256SUMS"), `${"0".repeat(64)}  ${name}\n`);
    await writeFile(path.join(downloads, "VERSION"), `${NEWER}\n`);
    const server = await serve({ HOME: work, SVC_HOME: path.join(work, "serve-home"), SVC_DATA_DIR: path.join(work, "data"), SVC_DOWNLOAD_DIR: downloads });

    const home = path.join(work, "home");
    const bin = path.join(home, ".svc", "bin");
    await mkdir(bin, { recursive: true });
    const installed = path.join(bin, "svc");
    await copyFile(OLD, installed);
    const issued = await svcAt(
      OLD,
      ["license", "issue", "--product", "svc_lifetime", "--email", "ada@example.com", "--signing-key", path.join(ROOT, "keys/development.key")],
      { HOME: home },
    );
    assert.equal(issued.code, 0, issued.stderr);
    const licenseFile = path.join(home, ".svc", "license");
    await writeFile(licenseFile, issued.stdout, { mode: 0o600 });
    const license = await readFile(licenseFile);
    const env = { HOME: home, SVC_BASE_URL: server.url };

    const check = await svcAt(installed, ["upgrade", "--check", "--json"], env);
    assert.equal(check.code, 0, check.stderr);
    assert.deepEqual((({ status, current_version, latest_version }) => ({ status, current_version, latest_version }))(JSON.parse(check.stdout)), {
      status: "update_available",
      current_version: CURRENT,
      latest_version: NEWER,
    });

    const unsigned = await svcAt(installed, ["upgrade", "--json"], env);
    assert.equal(unsigned.code, 5, unsigned.stderr);
    assert.equal(JSON.parse(unsigned.stdout).error.code, "release_unsigned");
    assert.equal(await sha256(installed), await sha256(OLD), "nothing was replaced");

    await signSums(path.join(downloads, "SHA256SUMS"));
    const refused = await svcAt(installed, ["upgrade", "--json"], env);
    assert.equal(refused.code, 5, refused.stderr);
    assert.equal(JSON.parse(refused.stdout).error.code, "checksum_mismatch");
    assert.equal(await sha256(installed), await sha256(OLD), "nothing was replaced");

    await writeFile(path.join(downloads, "SHA256SUMS"), goodSums);
    const changed = await svcAt(installed, ["upgrade", "--json"], env);
    assert.equal(changed.code, 5, changed.stderr);
    assert.equal(JSON.parse(changed.stdout).error.code, "release_signature_invalid", "SHA256SUMS changed after signing");
    await signSums(path.join(downloads, "SHA256SUMS"));
    const upgraded = await svcAt(installed, ["update", "--json"], env);
    assert.equal(upgraded.code, 0, upgraded.stderr);
    assert.equal(JSON.parse(upgraded.stdout).status, "upgraded");
    assert.equal(await sha256(installed), await sha256(newer));
    const version = await svcAt(installed, ["version", "--json"], env);
    assert.equal(JSON.parse(version.stdout).version, NEWER);
    assert.deepEqual(await readFile(licenseFile), license, "the license file is byte-identical");
    assert.equal((await svcAt(installed, ["license", "status"], env)).code, 0, "and still valid for the new executable");
    const again = await svcAt(installed, ["upgrade", "--json"], env);
    assert.equal(JSON.parse(again.stdout).status, "up_to_date");
  });
});
