// What distill's scanner keeps after a scan (issue 14: peak memory no higher than secretlint's).
// A scan returns findings with offsets only; nothing it keeps between texts (caches of keys,
// the last value measured) may hold on to a text it was given.
import assert from "node:assert/strict";
import { test } from "node:test";
import v8 from "node:v8";
import vm from "node:vm";
import { scan } from "../src/distill/scan.ts";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

test("distill keeps none of the texts it scanned alive (a key in its cache is a copy, not a view of the text)", () => {
  // each text assigns a token to a long key of its own: the assignment finder remembers what the key names
  const text = (index: number): string =>
    `${"Notes about the deploy, nothing secret here.\n".repeat(40_000)}SERVICE_${index}_ACCESS_TOKEN=q8Zr2LkP0vW7xT4mN9bC\n`;
  scan(text(0)); // the rule table's automaton and compiled expressions are built once: not counted
  const before = heapUsed();
  const size = text(1).length;
  for (let index = 1; index <= 4; index++) assert.equal(scan(text(index)).length, 1);
  const kept = heapUsed() - before;
  assert.ok(kept < size, `the scanner keeps ${(kept / 1e6).toFixed(1)} MB after scanning 4 texts of ${(size / 1e6).toFixed(1)} MB`);
});
