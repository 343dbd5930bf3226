// Committed expected outputs (test/fixtures/golden): a test compares what the code answers with
// the file. UPDATE_GOLDEN=1 rewrites the files instead; review the diff before committing.
import assert from "node:assert/strict";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TestContext } from "node:test";
import { ROOT } from "./cli.ts";

export const GOLDEN = path.join(ROOT, "test/fixtures/golden");

/**
 * Compares with the committed golden. With UPDATE_GOLDEN=1 it rewrites the golden instead and marks
 * the test skipped: a golden compared with itself proves nothing, so the update run never claims a pass.
 */
export async function matchGolden(t: TestContext, file: string, actual: unknown): Promise<void> {
  if (process.env["UPDATE_GOLDEN"] === "1") {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(actual, null, 2)}\n`);
    t.skip(`UPDATE_GOLDEN=1: rewrote ${path.relative(ROOT, file)}; review the diff and run again without it`);
    return;
  }
  assert.deepEqual(actual, JSON.parse(await readFile(file, "utf8")));
}
