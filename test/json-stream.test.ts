// --json answers are written in pieces (src/core/json-stream.ts): the text must be exactly
// JSON.stringify(value, null, 2) and a newline, whatever the value holds.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { jsonBytes, jsonPieces, writeJson } from "../src/core/json-stream.ts";

function streamed(value: unknown, chunk?: number): { text: string; writes: number } {
  let text = "";
  let writes = 0;
  writeJson(
    value,
    (piece) => {
      text += piece;
      writes += 1;
    },
    chunk,
  );
  return { text, writes };
}

/** A plan-sized document: thousands of items and changes with multi-line diffs. */
function bigPlan(count: number): unknown {
  return {
    from: "claude-code",
    to: "codex",
    items: Array.from({ length: count }, (_, index) => ({
      kind: "commands",
      name: `cmd-${index}`,
      fidelity: index % 3 === 0 ? "lossy" : "exact",
      lost: index % 3 === 0 ? ["argument-hint"] : [],
      note: "",
      entry: undefined,
    })),
    changes: Array.from({ length: count }, (_, index) => ({
      path: `/r/.codex/prompts/cmd-${index}.md`,
      action: "create",
      diff: `--- /dev/null\n+++ b/cmd-${index}.md\n@@ -0,0 +1,2 @@\n+Do "it" \\ now\n+é\u2028\n`,
    })),
    errors: [],
    summary: { create: count, update: 0, nothing: undefined, fn: () => 1 },
  };
}

describe("JSON written in pieces", () => {
  const values: [string, unknown][] = [
    ["a big plan", bigPlan(3000)],
    ["nested empties and skipped values", { a: [], b: {}, c: [undefined, () => 1, Symbol("s"), null], d: undefined, e: { f: [[[]]], g: [{}] } }],
    [
      "toJSON and class instances",
      {
        when: new Date("2026-11-26T09:00:00Z"),
        map: new Map([["a", 1]]),
        set: new Set([1]),
        big: Array.from({ length: 2000 }, (_, index) => ({ at: new Date(index * 1000), n: index })),
      },
    ],
    ["scalars", [1, -0, 1.5e300, Number.NaN, 'ü\n"\\', true, false, null]],
    ["a big array at the top", Array.from({ length: 5000 }, (_, index) => [index, { deep: { deeper: [`x${index}`] } }])],
    [
      "elements of very different sizes, deep down",
      {
        doc: {
          items: Array.from({ length: 3000 }, (_, index) =>
            index % 500 === 7 ? { big: "x".repeat(100_000), list: Array.from({ length: 2000 }, (_, n) => [n, undefined]) } : { n: index, f: () => 1 },
          ),
        },
      },
    ],
    ["keys that need escaping", { 'a"b': 1, "line\nbreak": [2], "": { "\u0000": "x".repeat(70_000) } }],
  ];
  for (const [label, value] of values) {
    test(label, () => {
      const { text } = streamed(value);
      assert.equal(text, `${JSON.stringify(value, null, 2)}\n`);
      assert.equal(streamed(value, 1).text, text, "whatever the piece size");
      for (const size of [1, 7, 64 * 1024]) {
        const chunks = [...jsonBytes(value, size)];
        // Each buffer is whole UTF-8 text: decoded alone, it is a part of the text.
        assert.equal(chunks.map((chunk) => new TextDecoder("utf-8", { fatal: true }).decode(chunk)).join(""), text, `as bytes, buffers of ${size}`);
      }
    });
  }

  test("a getter (a plan's diff, made when read) is read once per entry written, and its text is the same", () => {
    let reads = 0;
    const value = {
      changes: Array.from({ length: 3000 }, (_, index) => ({
        path: `/r/cmd-${index}.md`,
        get diff() {
          reads++;
          return `+line ${index}\n`.repeat(index % 7);
        },
      })),
    };
    const { text } = streamed(value);
    assert.equal(reads, 3000);
    assert.equal(text, `${JSON.stringify(value, null, 2)}\n`);
  });

  test("an element holding many entries deep down is written in pieces too", () => {
    const value = { report: { sections: [{ title: "a" }, { rows: Array.from({ length: 50_000 }, (_, index) => ({ index })) }, { title: "b" }] } };
    const whole = JSON.stringify(value, null, 2).length;
    assert.equal(streamed(value).text, `${JSON.stringify(value, null, 2)}\n`);
    assert.ok(Math.max(...[...jsonPieces(value)].map((piece) => piece.length)) < whole / 10);
  });

  test("a big document is written in several pieces, none of them the whole", () => {
    const value = bigPlan(3000);
    const whole = JSON.stringify(value, null, 2).length;
    const { writes } = streamed(value);
    assert.ok(writes > 2, `${writes} writes`);
    assert.ok(Math.max(...[...jsonPieces(value)].map((piece) => piece.length)) < whole / 10);
  });
});
