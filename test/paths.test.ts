// isWithin and displayPath answer plain absolute POSIX paths by comparing strings (src/core/paths.ts):
// on every kind of path they must answer as path.relative does.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { displayPath, isWithin } from "../src/core/paths.ts";

/** The answers as path.relative gives them (the definitions before the string comparison). */
function isWithinByRelative(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

function displayPathByRelative(file: string, options: { home: string; repo?: string; platform?: NodeJS.Platform }): string {
  const paths = options.platform === undefined ? path : options.platform === "win32" ? path.win32 : path.posix;
  const under = (root: string): string | null => {
    const relative = paths.relative(root, file);
    return relative.startsWith("..") || paths.isAbsolute(relative) ? null : relative;
  };
  const inRepo = options.repo ? under(options.repo) : null;
  const inHome = under(options.home);
  const shown = inRepo !== null ? inRepo || "." : inHome !== null ? `~/${inHome}` : file;
  return paths.sep === "\\" ? shown.replaceAll("\\", "/") : shown;
}

const PATHS = [
  "/",
  "/a",
  "/a/b",
  "/a/b/c.md",
  "/a/bc",
  "/a/b/",
  "/a//b",
  "/a/./b",
  "/a/../b",
  "/a/b/..",
  "/a/b/.",
  "/a/..b",
  "/a/b/..c",
  "/a/b/.agents/skills/x/SKILL.md",
  "/home/u",
  "/home/u/.codex/AGENTS.md",
  "/home/user",
  "/home/u/..",
  "a",
  "a/b",
  "",
  ".",
  "..",
  "../a",
  "C:\\a",
  "C:\\a\\b",
  "c:\\A\\b",
  "/A/b",
  "/a/b c/d",
  "/a/b\\c",
];

test("isWithin answers as path.relative does, for every pair of paths", () => {
  for (const root of PATHS) {
    for (const candidate of PATHS)
      assert.equal(isWithin(root, candidate), isWithinByRelative(root, candidate), `isWithin(${JSON.stringify(root)}, ${JSON.stringify(candidate)})`);
  }
});

test("displayPath answers as path.relative does, for every file, repo and home, on either OS's rules", () => {
  for (const platform of [undefined, "linux", "win32"] as const) {
    for (const file of PATHS) {
      for (const home of ["/home/u", "/", "/a", "C:\\Users\\u"]) {
        for (const repo of [undefined, "/a/b", "/home/u/p", "/", "C:\\a"]) {
          const options = { home, ...(repo === undefined ? {} : { repo }), ...(platform === undefined ? {} : { platform }) };
          assert.equal(displayPath(file, options), displayPathByRelative(file, options), JSON.stringify({ file, ...options }));
        }
      }
    }
  }
});
