// svc upgrade and svc upgrade --check when a package manager installed svc from npm's registry:
// the running executable lies in one of svc's npm packages (npm's global, project and npx layouts,
// POSIX and Windows; pnpm's, Yarn's and Bun's; another package's dependency). Both only print the
// command that updates it: no request reaches the update server, nothing changes.
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
  const layouts: {
    name: string;
    executable: (root: string) => string;
    project?: (root: string) => string;
    manager?: string;
    kind: string;
    command: (root: string) => string;
  }[] = [
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
      name: "a pnpm project's dependency: the package in node_modules/.pnpm, the project above the outer node_modules",
      executable: (root) => `${root}/my app/node_modules/.pnpm/${NPM_PACKAGE.replace("/", "+")}@0.1.0/node_modules/${NPM_PACKAGE}/bin/svc.exe`,
      project: (root) => `${root}/my app`,
      manager: "pnpm",
      kind: "project",
      command: (root) => `pnpm --dir '${root}/my app' add ${NPM_PACKAGE}@latest`,
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
    test(`${layout.name}: --check and upgrade print the package manager's command, read no network, change nothing`, async (t) => {
      const root = await tempDir("svc-npm-");
      const executable = layout.executable(root);
      await placeExecutable(executable);
      if (layout.project)
        await writeFile(path.join(layout.project(root), "package.json"), `${JSON.stringify({ dependencies: { [NPM_PACKAGE]: "^0.1.0" } })}\n`);
      const server = await countingServer(t);
      for (const args of [["--check"], []]) {
        const run = (json: string[]) =>
          svc(["upgrade", ...args, ...json], { home: root, env: { SVC_BASE_URL: server.url }, executable: { path: executable, sea: true } });
        const answer = await run(["--json"]);
        assert.equal(answer.code, 0, answer.stderr);
        assert.deepEqual(JSON.parse(answer.stdout), {
          status: "managed_by_npm",
          current_version: "0.1.0",
          installed_by: layout.manager ?? "npm",
          npm_install: layout.kind,
          command: layout.command(root),
          path: executable,
        });
        const text = await run([]);
        assert.equal(text.code, 0, text.stderr);
        assert.match(text.stdout, new RegExp(`came from ${layout.manager ?? "npm"}`));
        assert.ok(text.stdout.includes(`\n  ${layout.command(root)}\n`), text.stdout);
      }
      assert.deepEqual(server.requests, [], "nothing reached the update server");
      assert.equal(await readFile(executable, "utf8"), "#!/bin/sh\necho svc from npm\n");
    });
  }

  test("pnpm, Yarn, Bun and nested layouts: the outermost node_modules is the install, the command its package manager's", () => {
    const scoped = NPM_PACKAGE.replace("/", "+");
    /** A file system with these files (package.json texts, or "" for a lockfile). */
    const files = (entries: Record<string, string>) => ({ isFile: (file: string) => file in entries, readText: (file: string) => entries[file] ?? null });
    const direct = JSON.stringify({ dependencies: { [NPM_PACKAGE]: "^0.1.0" } });
    const other = JSON.stringify({ devDependencies: { "some-tool": "^2.0.0" } });
    const cases: [string, string, Record<string, string>, Record<string, unknown>][] = [
      [
        "a pnpm project's dependency (the executable in .pnpm, the project above)",
        `/w/app/node_modules/.pnpm/${scoped}@0.1.0/node_modules/${NPM_PACKAGE}/bin/svc.exe`,
        { "/w/app/package.json": direct, "/w/app/pnpm-lock.yaml": "" },
        { kind: "project", manager: "pnpm", folder: "/w/app", command: `pnpm --dir /w/app add ${NPM_PACKAGE}@latest` },
      ],
      [
        "pnpm's launcher: the platform package in .pnpm",
        `/w/app/node_modules/.pnpm/${scoped}-linux-x64@0.1.0/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
        { "/w/app/package.json": direct },
        { kind: "project", manager: "pnpm", folder: "/w/app", command: `pnpm --dir /w/app add ${NPM_PACKAGE}@latest` },
      ],
      [
        "pnpm add --global (pnpm 9's global/5, pnpm 11's global/v11)",
        `/home/ada/.local/share/pnpm/global/5/node_modules/.pnpm/${scoped}@0.1.0/node_modules/${NPM_PACKAGE}/bin/svc.exe`,
        { "/home/ada/.local/share/pnpm/global/5/package.json": direct },
        { kind: "global", manager: "pnpm", folder: "/home/ada/.local/share/pnpm/global/5", command: `pnpm add --global ${NPM_PACKAGE}@latest` },
      ],
      [
        "pnpm dlx's cache",
        `/home/ada/.cache/pnpm/dlx/3b1f9c/19a2c-4411/node_modules/.pnpm/${scoped}@0.1.0/node_modules/${NPM_PACKAGE}/bin/svc.exe`,
        {},
        { kind: "npx", manager: "pnpm", command: `pnpm dlx ${NPM_PACKAGE}@latest` },
      ],
      [
        "npm: a dependency of another package of the project (nested)",
        `/w/app/node_modules/some-tool/node_modules/${NPM_PACKAGE}/bin/svc.exe`,
        { "/w/app/package.json": other, "/w/app/package-lock.json": "" },
        { kind: "dependency", manager: "npm", folder: "/w/app", command: `npm update --prefix /w/app ${NPM_PACKAGE}` },
      ],
      [
        "npm: hoisted, but another package's dependency (the project's package.json does not list it)",
        `/w/app/node_modules/${NPM_PACKAGE}/bin/svc.exe`,
        { "/w/app/package.json": other },
        { kind: "dependency", manager: "npm", folder: "/w/app", command: `npm update --prefix /w/app ${NPM_PACKAGE}` },
      ],
      [
        "a Yarn 1 project (yarn.lock, the launcher starting the hoisted platform package)",
        `/w/app/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
        { "/w/app/package.json": direct, "/w/app/yarn.lock": "" },
        { kind: "project", manager: "yarn", folder: "/w/app", command: `yarn --cwd /w/app add ${NPM_PACKAGE}@latest` },
      ],
      [
        "Yarn 1, another package's dependency: yarn why names it",
        `/w/app/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
        { "/w/app/package.json": other, "/w/app/yarn.lock": "" },
        { kind: "dependency", manager: "yarn", folder: "/w/app", command: `yarn --cwd /w/app why ${NPM_PACKAGE}` },
      ],
      [
        "Yarn 2+ (Plug'n'Play): the platform package unplugged",
        `/w/app/.yarn/unplugged/${NPM_PACKAGE.replace("/", "-").replace("@", "")}-linux-x64-npm-0.1.0-4e1c/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
        { "/w/app/package.json": other, "/w/app/yarn.lock": "", "/w/app/.yarnrc.yml": "" },
        { kind: "dependency", manager: "yarn", folder: "/w/app", command: `yarn --cwd /w/app up -R ${NPM_PACKAGE}` },
      ],
      [
        "yarn global add",
        `/home/ada/.config/yarn/global/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
        { "/home/ada/.config/yarn/global/package.json": direct, "/home/ada/.config/yarn/global/yarn.lock": "" },
        { kind: "global", manager: "yarn", folder: "/home/ada/.config/yarn/global", command: `yarn global add ${NPM_PACKAGE}@latest` },
      ],
      [
        "a Bun project",
        `/w/app/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
        { "/w/app/package.json": direct, "/w/app/bun.lock": "" },
        { kind: "project", manager: "bun", folder: "/w/app", command: `bun add --cwd /w/app ${NPM_PACKAGE}@latest` },
      ],
      [
        "bun add --global",
        `/home/ada/.bun/install/global/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
        { "/home/ada/.bun/install/global/package.json": direct },
        { kind: "global", manager: "bun", folder: "/home/ada/.bun/install/global", command: `bun add --global ${NPM_PACKAGE}@latest` },
      ],
      [
        "bunx's cache",
        `/tmp/bunx-1000-${NPM_PACKAGE}@latest/node_modules/${NPM_PACKAGE}-linux-x64/bin/svc`,
        { [`/tmp/bunx-1000-${NPM_PACKAGE}@latest/package.json`]: direct },
        { kind: "npx", manager: "bun", command: `bunx ${NPM_PACKAGE}@latest` },
      ],
    ];
    for (const [name, executable, entries, expected] of cases) assert.deepEqual(npmInstallOf(executable, "linux", files(entries)), expected, name);
  });

  test("Windows: the global prefix holds node_modules itself; paths with spaces are double-quoted", () => {
    const none = { isFile: () => false, readText: () => null };
    assert.deepEqual(npmInstallOf(`C:\\Users\\ada\\AppData\\Roaming\\npm\\node_modules\\${NPM_PACKAGE.replace("/", "\\")}\\bin\\svc.exe`, "win32", none), {
      kind: "global",
      manager: "npm",
      folder: "C:\\Users\\ada\\AppData\\Roaming\\npm",
      command: `npm install --global --prefix C:\\Users\\ada\\AppData\\Roaming\\npm ${NPM_PACKAGE}@latest`,
    });
    const project = "C:\\Users\\Ada Lovelace\\work";
    const isProject = {
      isFile: () => false,
      readText: (file: string) => (file === `${project}\\package.json` ? JSON.stringify({ dependencies: { [NPM_PACKAGE]: "^0.1.0" } }) : null),
    };
    assert.deepEqual(npmInstallOf(`${project}\\node_modules\\${NPM_PACKAGE.replace("/", "\\")}-win32-x64\\bin\\svc.exe`, "win32", isProject), {
      kind: "project",
      manager: "npm",
      folder: project,
      command: `npm install --prefix "${project}" ${NPM_PACKAGE}@latest`,
    });
  });

  test("anywhere else (the installer's ~/.svc/bin, a node_modules of other packages) is not npm's", () => {
    const none = { isFile: () => false, readText: () => null };
    assert.equal(npmInstallOf("/home/ada/.svc/bin/svc", "linux", none), null);
    assert.equal(npmInstallOf("/home/ada/project/node_modules/.bin/svc", "linux", none), null);
    assert.equal(npmInstallOf(`/home/ada/project/node_modules/${NPM_PACKAGE}-freebsd-x64/bin/svc`, "linux", none), null);
    assert.equal(npmInstallOf("/opt/node_modules/svc/bin/svc", "linux", none), null);
  });
});
