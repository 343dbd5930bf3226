// svc upgrade where svc is installed in a folder this user cannot write: not_writable with what to
// do, and the installed svc untouched. A user is refused by the folder's mode (EACCES); root
// writes anywhere, so as root the folder is made immutable (chattr +i: EPERM), or the test says
// why it cannot run.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, readdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { test } from "node:test";
import { parseSigningKey } from "../src/license/keys.ts";
import { signSums } from "../src/release/signature.ts";
import { DEV_SIGNING_KEY, svc, tempDir } from "./support/cli.ts";

const NEW = "#!/bin/sh\necho new svc\n";

/** Makes `folder` unwritable for this process; the function returned undoes it. Null when it cannot. */
async function lock(folder: string): Promise<(() => Promise<unknown>) | null> {
  if (process.getuid?.() !== 0) {
    await chmod(folder, 0o555);
    return () => chmod(folder, 0o755);
  }
  if (spawnSync("chattr", ["+i", folder]).status !== 0) return null;
  return async () => spawnSync("chattr", ["-i", folder]);
}

test("an install folder svc cannot write: not_writable, the installed svc untouched", async (t) => {
  const sums = `${createHash("sha256").update(NEW).digest("hex")}  svc-latest-linux-amd64\n`;
  const routes: Record<string, string> = {
    "/download/SHA256SUMS": sums,
    "/download/SHA256SUMS.sig": signSums(Buffer.from(sums), parseSigningKey(DEV_SIGNING_KEY, "test key")),
    "/download/svc-latest-linux-amd64": NEW,
  };
  const server = createServer((req, res) => {
    const body = routes[req.url ?? ""];
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { "content-length": Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routes["/api/v1/updates"] = JSON.stringify({
    latest_version: "0.2.0",
    platform_downloads: [{ platform: "linux_amd64", download_url: `${url}/download/svc-latest-linux-amd64`, sha256: createHash("sha256").update(NEW).digest("hex") }],
  });

  const bin = await tempDir("svc-bin-");
  const executable = path.join(bin, "svc");
  await writeFile(executable, "old svc", { mode: 0o755 });
  const home = await tempDir();
  const unlock = await lock(bin);
  if (unlock === null) return t.skip("running as root without chattr +i: no folder is unwritable to root");
  let result;
  try {
    result = await svc(["upgrade", "--json"], { home, env: { SVC_BASE_URL: url }, executable: { path: executable, sea: true } });
  } finally {
    await unlock();
  }
  assert.equal(result.code, 1, result.stdout);
  assert.deepEqual(JSON.parse(result.stdout).error, {
    code: "not_writable",
    message: `cannot write into ${bin}`,
    hint: "Run svc upgrade as the user who installed svc, or reinstall with the installer.",
    exit_code: 1,
  });
  assert.equal(await readFile(executable, "utf8"), "old svc");
  assert.deepEqual(await readdir(bin), ["svc"]);
});
