// svc build on the layouts real repositories have: monorepos (workspace globs with dot folders and
// negations, run inside a package, large workspaces, auxiliary package.json files), deny rules
// from .gitignore and build output that never hide a tracked file, and instructions files the
// project already has (imported or extended, never duplicated or overwritten).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { detectProject } from "../src/harness/build/detect.ts";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { DEV_SIGNING_KEY, svc, tempDir } from "./support/cli.ts";
import { writeTree, type Tree } from "./support/tree.ts";

const LICENSE = issueLicense({ productId: "svc_lifetime", email: "a@b.co", key: parseSigningKey(DEV_SIGNING_KEY, "dev"), issuedAt: new Date() }).envelope;
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

async function repoOf(tree: Tree, prefix: string): Promise<{ home: string; repo: string }> {
  const root = await tempDir(`svc-build-layout-${prefix}-`);
  const repo = path.join(root, "repo");
  await writeTree(repo, tree);
  return { home: path.join(root, "home"), repo };
}

/** `git init` and `git add` (tracked is what the index holds; no commit is needed), plus files added over .gitignore. */
function gitAdd(repo: string, forced: string[] = []): void {
  for (const args of [["init", "-q"], ["add", "-A"], ...(forced.length > 0 ? [["add", "-f", ...forced]] : [])]) {
    const run = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
    assert.equal(run.status, 0, `git ${args.join(" ")}: ${run.stderr}`);
  }
}

async function claudeDenyRules(repo: string, home: string): Promise<string[]> {
  const result = await svc(["build", "--for", "claude-code", "--repo", repo, "--json"], { home });
  assert.equal(result.code, 0, result.stderr);
  const settings = JSON.parse(result.stdout).changes.find((change: { path: string }) => change.path.endsWith("settings.json"));
  return [...(settings.diff as string).matchAll(/"(Read\([^"]+\))"/g)].map((match) => match[1] ?? "");
}

describe("svc build: deny rules", () => {
  test("from .gitignore and real output, never hiding a tracked file: build/ with tracked sources, .env.example un-ignored", async () => {
    const { home, repo } = await repoOf(
      {
        "package.json": json({ name: "site", private: true, scripts: { build: "next build" }, dependencies: { next: "15.0.0" } }),
        "package-lock.json": json({ lockfileVersion: 3, packages: {} }),
        ".gitignore": "/node_modules\n/.next/\nbuild/\n.env*\n!.env.example\n*.log\n.DS_Store\n",
        "build/tasks.ts": "export const tasks = [];\n",
        "packages/web/build/bundle.js": "x\n",
        ".env.example": "API_KEY=\n",
        ".env": "API_KEY=secret\n",
        ".env.local": "API_KEY=secret\n",
        "src/index.ts": "export {};\n",
      },
      "gitignore",
    );
    gitAdd(repo, ["build/tasks.ts"]);
    const rules = await claudeDenyRules(repo, home);
    assert.ok(rules.includes("Read(./.next/**)"), `Next's output is denied: ${rules.join(" ")}`);
    assert.ok(rules.includes("Read(./packages/web/build/**)"), `the ignored build folder is denied where it is: ${rules.join(" ")}`);
    assert.ok(!rules.some((rule) => /build\/\*\*\)$/.test(rule) && rule.startsWith("Read(**/build")), `no rule hides the tracked build/tasks.ts: ${rules.join(" ")}`);
    assert.ok(!rules.includes("Read(./build/**)"));
    assert.ok(rules.includes("Read(**/.env)") && rules.includes("Read(**/.env.local)"), `secrets denied: ${rules.join(" ")}`);
    assert.ok(!rules.some((rule) => rule.includes(".env.*)") || rule.includes(".env*")), `.env.example stays readable: ${rules.join(" ")}`);
    assert.ok(!rules.some((rule) => rule.includes("*.log") || rule.includes(".DS_Store")), "file junk is left to git");
  });

  test("without git: a build/ folder of sources is not denied; .gitignore's dist is; keys present are", async () => {
    const { repo } = await repoOf(
      {
        "package.json": json({ name: "lib", scripts: { build: "tsc" } }),
        ".gitignore": "dist\n",
        "build/gen.ts": "export {};\n",
        "dist/index.js": "x\n",
        "server.key": "-----BEGIN PRIVATE KEY-----\n",
      },
      "nogit",
    );
    const profile = await detectProject(repo);
    assert.ok(!profile.ignore.includes("build/"), profile.ignore.join(" "));
    assert.ok(profile.ignore.includes("dist/"), profile.ignore.join(" "));
    assert.ok(profile.ignore.includes("*.key"), profile.ignore.join(" "));
    assert.ok(!profile.ignore.includes(".env.*"), profile.ignore.join(" "));
    assert.ok(profile.ignore.includes(".env") && profile.ignore.includes(".env.local"), profile.ignore.join(" "));
  });

  test("a Rails app's log/ and tmp/ with tracked .keep files are still denied", async () => {
    const { repo } = await repoOf({ Gemfile: "gem 'rails'\n", "bin/rails": "#!/usr/bin/env ruby\n", ".gitignore": "/log/*\n!/log/.keep\n/tmp/*\n!/tmp/.keep\n", "log/.keep": "", "tmp/.keep": "", "log/development.log": "x\n" }, "rails");
    gitAdd(repo);
    const profile = await detectProject(repo);
    assert.ok(profile.ignore.includes("log/") && profile.ignore.includes("tmp/"), profile.ignore.join(" "));
  });
});

export { LICENSE, readFile };
