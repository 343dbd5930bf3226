// svc upgrade and svc upgrade --check when npm installed svc: the running executable lies in one
// of svc's npm packages (npm's global, project and npx layouts, POSIX and Windows). Both only
// print the npm command that updates it: no request reaches the update server, nothing changes.
// test/release/npm.check.ts does the same with the packages installed by npm.
import assert from "node:assert/strict";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, test, type TestContext } from "node:test";
import { NPM_PACKAGE, npmInstallOf } from "../src/release/npm.ts";
import { svc, tempDir } from "./support/cli.ts";

/** An update server that only counts what reaches it. */
async function countingServer(t: TestContext): Promise<{ url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

async function placeExecutable(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, "#!/bin/sh\necho svc from npm\n", { mode: 0o755 });
}

describe("svc upgrade under npm", () => {
  const layouts: { name: string; executable: (root: string) => string; project?: (root: string) => string; kind: string; command: (root: string) => string }[] = [
    {
      name: "npm i -g --prefix: the main package's bin",
      executable: (root) => `${root}/prefix/lib/node_modules/${NPM_PACKAGE}/bin/svc.exe`,
      kind: "global",
      command: (root) => `npm install --global --prefix ${root}/prefix ${NPM_PACKAGE}@latest`,
    },
    {
      name: "a global install started by the launcher (no install step): the platform package inside the main one",
      executable: (root) => `${root}/prefix/lib/node_modules/${NPM_PACKAGE}/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
      kind: "global",
      command: (root) => `npm install --global --prefix ${root}/prefix ${NPM_PACKAGE}@latest`,
    },
    {
      name: "a project's dependency",
      executable: (root) => `${root}/my project/node_modules/${NPM_PACKAGE}/bin/svc.exe`,
      project: (root) => `${root}/my project`,
      kind: "project",
      command: (root) => `npm install --prefix '${root}/my project' ${NPM_PACKAGE}@latest`,
    },
    {
      name: "npx's cache",
      executable: (root) => `${root}/.npm/_npx/0c3f1d2a/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
      project: (root) => `${root}/.npm/_npx/0c3f1d2a`,
      kind: "npx",
      command: () => `npx ${NPM_PACKAGE}@latest`,
    },
  ];

  for (const layout of layouts) {
    test(`${layout.name}: --check and upgrade print the npm command, read no network, change nothing`, async (t) => {
      const root = await tempDir("svc-npm-");
      const executable = layout.executable(root);
      await placeExecutable(executable);
      if (layout.project) await writeFile(path.join(layout.project(root), "package.json"), "{}\n");
      const server = await countingServer(t);
      for (const args of [["--check"], []]) {
        const run = (json: string[]) => svc(["upgrade", ...args, ...json], { home: root, env: { SVC_BASE_URL: server.url }, executable: { path: executable, sea: true } });
        const answer = await run(["--json"]);
        assert.equal(answer.code, 0, answer.stderr);
        assert.deepEqual(JSON.parse(answer.stdout), {
          status: "managed_by_npm",
          current_version: "0.1.0",
          installed_by: "npm",
          npm_install: layout.kind,
          command: layout.command(root),
          path: executable,
        });
        const text = await run([]);
        assert.equal(text.code, 0, text.stderr);
        assert.match(text.stdout, /came from npm/);
        assert.ok(text.stdout.includes(`\n  ${layout.command(root)}\n`), text.stdout);
      }
      assert.deepEqual(server.requests, [], "nothing reached the update server");
      assert.equal(await readFile(executable, "utf8"), "#!/bin/sh\necho svc from npm\n");
    });
  }

  test("Windows: the global prefix holds node_modules itself; paths with spaces are double-quoted", () => {
    const none = () => false;
    assert.deepEqual(npmInstallOf(`C:\\Users\\ada\\AppData\\Roaming\\npm\\node_modules\\${NPM_PACKAGE.replace("/", "\\")}\\bin\\svc.exe`, "win32", none), {
      kind: "global",
      folder: "C:\\Users\\ada\\AppData\\Roaming\\npm",
      command: `npm install --global --prefix C:\\Users\\ada\\AppData\\Roaming\\npm ${NPM_PACKAGE}@latest`,
    });
    const project = "C:\\Users\\Ada Lovelace\\work";
    const isProject = (file: string) => file === `${project}\\package.json`;
    assert.deepEqual(npmInstallOf(`${project}\\node_modules\\${NPM_PACKAGE.replace("/", "\\")}-win32-x64\\bin\\svc.exe`, "win32", isProject), {
      kind: "project",
      folder: project,
      command: `npm install --prefix "${project}" ${NPM_PACKAGE}@latest`,
    });
  });

  test("anywhere else (the installer's ~/.svc/bin, a node_modules of other packages) is not npm's", () => {
    const none = () => false;
    assert.equal(npmInstallOf("/home/ada/.svc/bin/svc", "linux", none), null);
    assert.equal(npmInstallOf("/home/ada/project/node_modules/.bin/svc", "linux", none), null);
    assert.equal(npmInstallOf(`/home/ada/project/node_modules/${NPM_PACKAGE}-freebsd-x64/bin/svc`, "linux", none), null);
    assert.equal(npmInstallOf("/opt/node_modules/svc/bin/svc", "linux", none), null);
  });
});
