// make run's download channel (issue 18, item 3): the real executable of this machine, made from
// the bundle as `make build` makes it, published by make run's own step (scripts/publish-local.ts)
// and served by that executable with the folder make run gives it; install.sh, piped into dash as
// the home page says, installs it (checksum and signature checked) and the installed svc runs.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { BUNDLE, onPath, ROOT, runProcess, tempDir } from "./support/cli.ts";
import { startServe } from "./support/serve-process.ts";
import { waitUntil } from "./support/wait.ts";

const NODE = process.execPath;
const HOST = `${process.platform}-${process.arch === "x64" ? "amd64" : process.arch}`;

function step(argv: string[]): void {
  const done = spawnSync(argv[0]!, argv.slice(1), { cwd: ROOT, encoding: "utf8" });
  assert.equal(done.status, 0, `${argv.join(" ")}:\n${done.stderr}`);
}

/** The start-up lines (stderr) may arrive after the --json document (stdout) that startServe waits for. */
async function startupLines(server: { stderr: () => string }): Promise<string> {
  await waitUntil("the start-up lines", () => /\n {2}downloads .*\n/.test(server.stderr()));
  return server.stderr();
}

const skip = !["linux-amd64", "linux-arm64"].includes(HOST)
  ? `install.sh is tested on Linux (this is ${HOST})`
  : !onPath("dash") || !onPath("curl")
    ? "dash or curl is not installed (apt install dash curl)"
    : false;

test("make run serves its own build: SHA256SUMS, VERSION and the signature; install.sh piped into dash installs a working svc", { skip }, async () => {
  // What make run does, read from the Makefile itself (make -n prints and runs nothing).
  const plan = spawnSync("make", ["-n", "run"], { cwd: ROOT, encoding: "utf8" });
  assert.equal(plan.status, 0, plan.stderr);
  const downloadsFolder = path.join(ROOT, "build/downloads");
  assert.ok(plan.stdout.includes(`scripts/publish-local.ts dist/svc ${downloadsFolder}`), plan.stdout);
  assert.ok(plan.stdout.includes(`SVC_DOWNLOAD_DIR="\${SVC_DOWNLOAD_DIR:-${downloadsFolder}}" dist/svc serve`), plan.stdout);

  // dist/svc as make build makes it (into a temporary folder: other tests read dist/ meanwhile).
  const work = await tempDir("svc-make-run-");
  const executable = path.join(work, "svc");
  step([NODE, "scripts/sea-blob.ts", BUNDLE, path.join(work, "sea.blob"), "--code-cache"]);
  step([NODE, "scripts/package-sea.ts", HOST, path.join(work, "sea.blob"), executable]);
  const downloads = path.join(work, "downloads");
  const published = spawnSync(NODE, ["scripts/publish-local.ts", executable, downloads], { cwd: ROOT, encoding: "utf8" });
  assert.equal(published.status, 0, published.stderr);
  assert.match(published.stderr, /SHA256SUMS signed with the development key/);
  assert.deepEqual((await readdir(downloads)).sort(), ["SHA256SUMS", "SHA256SUMS.sig", "VERSION", `svc-latest-${HOST}`]);
  const version = JSON.parse(spawnSync(executable, ["version", "--json"], { encoding: "utf8" }).stdout).version as string;
  assert.equal((await readFile(path.join(downloads, "VERSION"), "utf8")).trim(), version);

  const serverHome = await tempDir("svc-make-run-home-");
  const server = await startServe(serverHome, { SVC_DOWNLOAD_DIR: downloads }, [executable]);
  try {
    assert.match(
      await startupLines(server),
      new RegExp(`downloads ${HOST} · version ${version.replaceAll(".", "\\.")} · signed by [A-Za-z0-9_-]{8} · from ${downloads}`),
    );
    const home = await tempDir("svc-make-run-user-");
    const env = { HOME: home, PATH: "/usr/local/bin:/usr/bin:/bin", NO_PROXY: "*", no_proxy: "*" };
    const installed = await runProcess(["sh", "-c", `curl -fsSL ${server.url}/install.sh | dash`], { env, cwd: home });
    assert.equal(installed.code, 0, installed.stderr);
    assert.match(installed.stderr, onPath("openssl") ? /checksum and release signature verified/ : /checksum verified; signature NOT checked/);
    const svc = path.join(home, ".svc", "bin", "svc");
    assert.deepEqual(await readFile(svc), await readFile(executable));
    const runs = await runProcess([svc, "version", "--json"], { env, cwd: home });
    assert.equal(runs.code, 0, runs.stderr);
    assert.equal(JSON.parse(runs.stdout).version, version);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
});

test("svc serve says at start which platforms can be downloaded, and when there are none", async () => {
  const home = await tempDir("svc-make-run-home-");
  const server = await startServe(home, { SVC_DOWNLOAD_DIR: path.join(home, "empty") });
  try {
    assert.match(
      await startupLines(server),
      /downloads none in .*empty: install\.sh and svc upgrade find nothing to download \(put make dist's output there; make run publishes this build\)/,
    );
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
});
