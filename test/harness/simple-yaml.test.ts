// The front matter fast path (src/harness/formats/simple-yaml.ts) must read exactly what the yaml
// library reads, or step aside (null) and let the library read it: checked on a corpus of front
// matters, the simple ones (which it must take) and the tricky ones (quoting, types, comments,
// nesting), each compared with the library's own answer.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Document, parseDocument } from "yaml";
import { simpleYamlMapping, simpleYamlText } from "../../src/harness/formats/simple-yaml.ts";
import { parseMarkdown } from "../../src/harness/formats/markdown.ts";

function library(source: string): unknown {
  const document = parseDocument(source, { uniqueKeys: true, prettyErrors: false });
  return document.errors.length > 0 ? { error: document.errors[0]?.message } : document.toJS();
}

/** Front matters the fast path must read itself. */
const SIMPLE = [
  'description: Command 1\nargument-hint: "<target>"',
  "name: agent-7\ndescription: Agent 7\ntools: Read, Grep\nmodel: sonnet",
  'paths:\n  - "src/module0/**/*.ts"',
  "globs:\n- src/**/*.ts\n- 'test/**'\nalwaysApply_note: yes it is",
  'description: it\'s "quoted" inside, a:b and [brackets] {braces}, 100% sure',
  "description: ''\nother: \"\"",
  'description: "a # not a comment"',
  "description: 'single: with colon-space'",
  "description: ünïcödé — dashes … and emoji 🎉",
  "description: C:\\path\\with\\backslashes",
  "name:    spaced-out   \n\ndescription: after a blank line",
  "x_y-z: plain_value",
  "description: NaNa is a word\nmode: Infinite",
];

/** Front matters it must hand to the library (or read the same way): types, escapes, structure, errors. */
const TRICKY = [
  "count: 3",
  "description: Use when the user asks for a review: read first",
  "mode: Infinity",
  "version: 1.0",
  "enabled: true",
  "enabled: True",
  "flag: no",
  "on: ok",
  "value: null",
  "value: ~",
  "value:",
  "ratio: .5",
  "neg: -1",
  "hex: 0x1F",
  "inf: .inf",
  "date: 2024-01-01",
  'description: "escaped \\" quote"',
  'description: "tab\\tand\\nnewline"',
  "description: 'it''s'",
  "description: plain # comment",
  "description: ends with colon:",
  "description: a: b",
  "description: *alias",
  "description: &anchor value",
  "description: !tag value",
  "description: @reserved",
  "description: `backtick",
  "description: |\n  block\n  text",
  "description: >\n  folded\n  text",
  "description: first line\n  continued line",
  "tools: [Read, Grep]",
  "meta: {a: 1}",
  "meta:\n  author: ada\n  version: 2",
  "paths:\n  - a\n  - - nested",
  "paths:\n  - a\n    - b",
  "paths:\n  -",
  "paths:\n  - 1",
  "paths:\n  - true",
  'paths:\n  - "quoted"\n  -  plain',
  "# a comment\nname: x",
  "name: x\nname: y",
  "__proto__: x",
  "key : spaced key",
  "key:value",
  "- a\n- b",
  "just a scalar",
  "name: x\n\tindented: tab",
  "name: x\r\nother: y",
  "? complex key\n: value",
  "<<: *base",
  "%YAML 1.2\n---\nname: x",
  "name: '  padded  '",
  'name: "  padded  "',
  "description: -dash start",
  "description: ?question",
  "description: +plus",
  "description: 'unterminated",
  'description: "unterminated',
  "description: %percent",
];

describe("front matter fast path agrees with the yaml library", () => {
  for (const source of SIMPLE) {
    test(`takes ${JSON.stringify(source)}`, () => {
      const fast = simpleYamlMapping(source);
      assert.notEqual(fast, null, "the fast path reads it");
      assert.deepEqual(fast, library(source));
    });
  }
  for (const source of TRICKY) {
    test(`agrees on ${JSON.stringify(source)}`, () => {
      const fast = simpleYamlMapping(source);
      if (fast !== null) assert.deepEqual(fast, library(source));
    });
  }

  test("generated lines: every value the fast path takes reads the same in the library", () => {
    const pieces = [
      "a",
      "A b",
      "x:y",
      "a, b",
      "#x",
      "a #b",
      "a# b",
      "'q'",
      '"q"',
      "'it''s'",
      '"a\\"b"',
      "1",
      "1a",
      "a1",
      "-",
      "-a",
      ".a",
      "~",
      "null",
      "Yes",
      "y",
      "N",
      "[a]",
      "a]",
      "{a}",
      "a}",
      "!a",
      "a!",
      "&a",
      "a&",
      "*a",
      "a*",
      "|",
      "a|",
      ">",
      "a>",
      "%",
      "a%",
      "@a",
      "a@",
      "`a",
      "a`",
      "?",
      "?a",
      "a?",
      ",a",
      "a,",
      ":a",
      "a:",
      "é",
      "a  b",
      "\\",
      "\\n",
      "0o7",
      "0x",
      "1e3",
      "e3",
      ".nan",
      "NaN",
      "inf",
      "-.inf",
    ];
    let taken = 0;
    for (const piece of pieces) {
      for (const source of [`k: ${piece}`, `k:\n  - ${piece}`, `k:\n- ${piece}\n- ${piece}x`]) {
        const fast = simpleYamlMapping(source);
        if (fast === null) continue;
        taken += 1;
        assert.deepEqual(fast, library(source), source);
      }
    }
    assert.ok(taken > 40, `the fast path took ${taken}`);
  });

  test("parseMarkdown reads a simple front matter and a tricky one as before", () => {
    assert.deepEqual(parseMarkdown("---\nname: a\ncount: 3\n---\nBody\n").fields, { name: "a", count: 3 });
    assert.deepEqual(parseMarkdown('---\ndescription: Agent\npaths:\n  - "src/**"\n---\nBody\n').fields, { description: "Agent", paths: ["src/**"] });
    assert.throws(() => parseMarkdown("---\nname: a\nname: b\n---\n"), /front matter/);
  });
});

describe("front matter written by the fast path is what the yaml library writes", () => {
  const libraryText = (fields: Record<string, unknown>) => new Document(fields).toString({ lineWidth: 0 }).trimEnd();
  const values: unknown[] = [
    "Command 1",
    "<target>",
    "Read, Grep",
    "sonnet",
    "a:b",
    "it's",
    'say "hi"',
    "[x] y",
    "a{b}",
    "100%",
    "ünïcödé 🎉",
    "C:\\dir",
    "a  b",
    "x-y",
    "_u",
    "",
    " lead",
    "trail ",
    "a: b",
    "a #b",
    "#a",
    "-a",
    "- a",
    "?a",
    "*a",
    "&a",
    "!a",
    "|",
    ">",
    "'q'",
    '"q"',
    "@a",
    "`a",
    "%a",
    ",a",
    "a,",
    "a:",
    "1",
    "1a",
    ".5",
    "+1",
    "true",
    "True",
    "null",
    "~",
    "yes",
    "no",
    "on",
    "off",
    "y",
    "n",
    "NaN",
    ".nan",
    "Infinity",
    ".inf",
    "0x1",
    "1e3",
    "2024-01-01",
    "a\nb",
    "a\tb",
    "\u2028",
    "\ufeffa",
    true,
    false,
    0,
    1,
    -1,
    1.5,
    -0,
    2 ** 60,
    Number.NaN,
    null,
    ["src/**/*.ts", "test/**"],
    [],
    ["a", 1],
    ["- a"],
    ["a: b"],
    [["a"]],
    { a: 1 },
  ];
  let taken = 0;
  for (const value of values) {
    test(`writes ${JSON.stringify(value) ?? String(value)}`, () => {
      for (const fields of [{ k: value }, { name: "x", k: value, description: "y" }]) {
        const fast = simpleYamlText(fields);
        if (fast === null) continue;
        taken += 1;
        assert.equal(fast, libraryText(fields));
        const back = simpleYamlMapping(fast); // null for numbers and booleans: the library reads those
        if (back !== null) assert.deepEqual(back, library(fast), "and it reads back the same");
      }
    });
  }
  test("the fast path writes the common front matters", () => {
    assert.ok(taken > 15, `took ${taken}`);
    assert.equal(
      simpleYamlText({ name: "agent-1", description: "Agent 1", tools: "Read, Grep", model: "sonnet" }),
      "name: agent-1\ndescription: Agent 1\ntools: Read, Grep\nmodel: sonnet",
    );
    assert.equal(simpleYamlText({ globs: ["src/**/*.ts"], alwaysApply: false }), "globs:\n  - src/**/*.ts\nalwaysApply: false");
  });
});
