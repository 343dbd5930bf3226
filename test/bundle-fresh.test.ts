// test/support/bundle.ts: a test file run alone gets a bundle made from the sources as they are.
// Checked on a small tree whose scripts/bundle.ts stands in for the bundler and logs each build.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { freshBundle } from "./support/bundle.ts";
import { tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";

const STAND_IN = `
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
appendFileSync("builds.log", "built\\n");
await new Promise((resolve) => setTimeout(resolve, 300));
mkdirSync("dist", { recursive: true });
writeFileSync("dist/svc.cjs", "// bundle\\n");
`;

async function builds(root: string): Promise<number> {
  return (await readFile(path.join(root, "builds.log"), "utf8").catch(() => "")).split("\n").filter(Boolean).length;
}

/** freshBundle in its own process, as each test file of a parallel run calls it. */
function inProcess(root: string): Promise<number | null> {
  const helper = path.join(import.meta.dirname, "support/bundle.ts");
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", `await (await import(${JSON.stringify(helper)})).freshBundle(${JSON.stringify(root)});`],
    { stdio: "inherit" },
  );
  return new Promise((resolve) => child.on("exit", resolve));
}

test("the bundle is built when missing or older than a source, once for parallel callers, and not when fresh", async () => {
  const root = await tempDir("svc-bundle-fresh-");
  await writeTree(root, { "src/main.ts": "export {};\n", "scripts/bundle.ts": STAND_IN, "package.json": "{}\n" });
  const past = new Date(Date.now() - 60_000);
  for (const file of ["src/main.ts", "scripts/bundle.ts", "package.json"]) await utimes(path.join(root, file), past, past);

  await freshBundle(root);
  assert.equal(await builds(root), 1, "missing: built");
  await freshBundle(root);
  assert.equal(await builds(root), 1, "fresh: not built again");

  await new Promise((resolve) => setTimeout(resolve, 50));
  await writeFile(path.join(root, "src/main.ts"), "export const changed = true;\n");
  assert.deepEqual(await Promise.all([inProcess(root), inProcess(root), inProcess(root)]), [0, 0, 0]);
  assert.equal(await builds(root), 2, "a source newer than the bundle: built once, the other callers waited for it");
});
