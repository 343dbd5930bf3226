// make dist names what it builds (issue 19): a development build, which trusts the public
// development key, is svc-dev-*; only a release build (the three release variables) is
// svc-latest-*, the names the service serves. Checked on make's plan (make -n), which runs nothing.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { ROOT } from "./support/cli.ts";

const hasMake = spawnSync("make", ["--version"]).status === 0;

function plannedFiles(env: Record<string, string>): string[] {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^SVC_(RELEASE|UPDATE)_/.test(name)));
  const run = spawnSync("make", ["-n", "dist"], { cwd: ROOT, encoding: "utf8", env: { ...clean, ...env } });
  assert.equal(run.status, 0, run.stderr);
  return [...new Set(run.stdout.match(/svc-(?:dev|latest)-[a-z0-9-]+(?:\.exe)?/g) ?? [])].sort();
}

test("make dist: svc-dev-* without the release variables, svc-latest-* with them", { skip: !hasMake && "make is not installed" }, () => {
  const names = ["darwin-amd64", "darwin-arm64", "linux-amd64", "linux-arm64", "windows-amd64.exe"];
  assert.deepEqual(
    plannedFiles({}),
    names.map((name) => `svc-dev-${name}`),
  );
  // One variable alone is not a release build.
  assert.deepEqual(
    plannedFiles({ SVC_RELEASE_PUBLIC_KEYS: "key" }),
    names.map((name) => `svc-dev-${name}`),
  );
  assert.deepEqual(
    plannedFiles({ SVC_RELEASE_PUBLIC_KEYS: "key", SVC_RELEASE_BASE_URL: "https://svc.example.com", SVC_UPDATE_PUBLIC_KEYS: "key" }),
    names.map((name) => `svc-latest-${name}`),
  );
});
