// Pins what the classifier says each command does: every command the build tests and the
// benchmark's truth accept, and variants of each program's flags and subcommands. The answers were
// recorded from the classifier itself, so a change here is a change of behaviour, to be made on purpose.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { verdictOf } from "../src/build/classify.ts";

const cases = JSON.parse(readFileSync(new URL("fixtures/build-verdicts.json", import.meta.url), "utf8")) as { argv: string[]; verdict: unknown }[];

test("verdictOf gives the recorded answer for every pinned command", () => {
  assert.ok(cases.length > 2000);
  const changed = cases.flatMap(({ argv, verdict }) => {
    const now: unknown = JSON.parse(JSON.stringify(verdictOf(argv)));
    return JSON.stringify(now) === JSON.stringify(verdict) ? [] : [`${JSON.stringify(argv)}: was ${JSON.stringify(verdict)}, now ${JSON.stringify(now)}`];
  });
  assert.deepEqual(changed, []);
});
