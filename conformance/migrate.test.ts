// svc's output read by the real tools: every rich source (claude-code, codex, cursor; home and
// project) into every target whose CLI is installed here (conformance/package.json).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { checkPair } from "./lib/check.ts";
import { SOURCES, type SourceId } from "./lib/fixtures.ts";
import { OBSERVERS } from "./lib/observers.ts";

/** Differences other developers are fixing now: expected until their fix lands (none at present). */
const KNOWN: { pair: RegExp; problem: RegExp; why: string }[] = [];

const only = process.env["SVC_CONFORMANCE_ONLY"];

describe("what each tool sees of svc's migration", { concurrency: 2 }, () => {
  for (const source of Object.keys(SOURCES) as SourceId[]) {
    for (const target of Object.keys(OBSERVERS)) {
      if (target === source) continue;
      const pair = `${source} → ${target}`;
      if (only && !pair.includes(only)) continue;
      test(pair, { timeout: 600_000 }, async (t) => {
        const result = await checkPair(source, target);
        t.diagnostic(
          `${pair}: ${result.wrote.filter((item) => item.fidelity !== "unsupported").length} items written, ${result.problems.length} differences (table: make conformance prints it)`,
        );
        const known = result.problems.filter((problem) => KNOWN.some((entry) => entry.pair.test(pair) && entry.problem.test(problem)));
        for (const problem of known) t.diagnostic(`known, being fixed (${KNOWN.find((entry) => entry.problem.test(problem))?.why}): ${problem}`);
        assert.deepEqual(
          result.problems.filter((problem) => !known.includes(problem)),
          [],
          `${pair}: what svc said it wrote differs from what the tool sees`,
        );
      });
    }
  }
});
