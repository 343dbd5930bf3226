// JSON files of any size (issue 29): a big ~/.claude.json is read as a source whatever its size,
// and edited in place on its bytes, with the same result, byte for byte, as the text editor gives a
// small file; the diff shows exactly what changes; restore puts it back byte for byte.
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { applyPatch } from "diff";
import { BIG_JSON, JsonBytes } from "../../src/harness/formats/json-bytes.ts";
import { editJson, JsonSplicer, toStrictJson } from "../../src/harness/formats/json-splice.ts";
import { parseJsonc, type JsonPath, type JsonSyntax } from "../../src/harness/formats/json.ts";
import { FormatError } from "../../src/harness/formats/errors.ts";
import { rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { restoreBackup } from "../../src/harness/plan/backup.ts";
import { jsonEntry, type Edit } from "../../src/harness/plan/edits.ts";
import { buildPlan, fileDiff } from "../../src/harness/plan/plan.ts";
import { SplicedBytes } from "../../src/harness/plan/spliced.ts";
import { claudeJson } from "../support/claude-json.ts";
import { makeWorld } from "../support/world.ts";

/** The same changes through editJson (text) and through the splicer (bytes). */
function bothWays(text: string, changes: [JsonPath, unknown][]): { text: string; bytes: string } {
  let edited = text;
  for (const [at, value] of changes) edited = editJson(edited, at, value);
  const splicer = new JsonSplicer(new JsonBytes(Buffer.from(text)));
  for (const [at, value] of changes) splicer.set(at, value);
  return { text: edited, bytes: new SplicedBytes(Buffer.from(text), splicer.splices()).toBytes().toString("utf8") };
}

describe("editing JSON on its bytes gives what editing its text gives", () => {
  const server = { command: "npx", args: ["-y", "x"], env: { TOKEN: "${TOKEN}" } };
  const cases: [string, string, [JsonPath, unknown][]][] = [
    ["a new entry after the last", '{\n  "mcpServers": {\n    "a": { "command": "a" }\n  },\n  "n": 1\n}\n', [[["mcpServers", "b"], server]]],
    [
      "three new entries",
      '{\n  "mcpServers": {\n    "a": {\n      "command": "a"\n    }\n  }\n}',
      [
        [["mcpServers", "b"], server],
        [["mcpServers", "c"], { url: "https://c" }],
        [["mcpServers", "d"], {}],
      ],
    ],
    ["into a missing object", '{\n  "numStartups": 3\n}\n', [[["mcpServers", "b"], server]]],
    [
      "an empty multi-line object",
      '{\n  "mcpServers": {\n  }\n}\n',
      [
        [["mcpServers", "b"], server],
        [["mcpServers", "c"], 1],
      ],
    ],
    [
      "one-line objects stay on one line",
      '{ "mcpServers": { "a": 1 }, "e": {} }\n',
      [
        [["mcpServers", "b"], { x: [1, 2] }],
        [["e", "f"], "g"],
        [["e", "h"], true],
      ],
    ],
    [
      "trailing commas and comments",
      '{\n  // mine\n  "mcpServers": {\n    "a": 1, // first\n  },\n}\n',
      [
        [["mcpServers", "b"], 2],
        [["mcpServers", "c"], 3],
      ],
    ],
    [
      "tabs",
      '{\n\t"permissions": {\n\t\t"allow": ["Bash(ls:*)"]\n\t}\n}\n',
      [
        [
          ["permissions", "allow"],
          ["Bash(ls:*)", "Bash(git:*)"],
        ],
        [["permissions", "deny"], ["x"]],
      ],
    ],
    [
      "a replaced value keeps its place",
      '{\n  "a": { "b": [1, 2, 3] },\n  "c": 1\n}\n',
      [
        [["a", "b"], { new: true }],
        [["c"], 2],
      ],
    ],
    [
      "deep in a new project",
      '{\n  "projects": {\n    "/p": {\n      "history": []\n    }\n  }\n}\n',
      [
        [["projects", "/q", "mcpServers", "s"], server],
        [["projects", "/q", "disabledMcpServers"], ["t"]],
        [["projects", "/p", "mcpServers", "u"], server],
      ],
    ],
    ["unicode escapes and number text around it survive", '{\n  "é": "\\u00e9 \\ud83d\\ude00 \\u2028",\n  "n": 0.50,\n  "m": {}\n}\n', [[["m", "k"], "v"]]],
    ["a key written with escapes", '{\n  "m\\u0061": {\n    "a": 1\n  }\n}\n', [[["ma", "b"], 2]]],
    ["a closing brace on the last line", '{\n  "m": {\n    "a": 1 }\n}\n', [[["m", "b"], 2]]],
    ["a block comment running on from the last member's line", '{\n  "m": {\n    "a": 1 /* off:\n    "b": 2 */\n  }\n}\n', [[["m", "c"], 3]]],
    ["an empty object holding a comment", '{\n  "m": {\n    // none yet\n  }\n}\n', [[["m", "c"], 3]]],
  ];
  for (const [name, text, changes] of cases) {
    test(name, () => {
      const { text: expected, bytes } = bothWays(text, changes);
      assert.equal(bytes, expected);
    });
  }

  test("a key written twice: the last copy is edited, the one a JSON reader sees, in a small file and a big one", () => {
    const text = '{\n  "mcpServers": {\n    "old": { "command": "o" }\n  },\n  "mcpServers": {\n    "a": { "command": "a" }\n  }\n}\n';
    const { text: edited, bytes } = bothWays(text, [[["mcpServers", "new"], { command: "n" }]]);
    for (const out of [edited, bytes]) assert.deepEqual(Object.keys(JSON.parse(out).mcpServers), ["a", "new"], out);
    assert.equal(edited, bytes);
  });

  test("CRLF: new lines end with CRLF, the rest stays", () => {
    const text = '{\r\n  "mcpServers": {\r\n    "a": 1\r\n  }\r\n}\r\n';
    const { text: expected, bytes } = bothWays(text.replace(/\r\n/g, "\n"), [[["mcpServers", "b"], { c: 1 }]]);
    const splicer = new JsonSplicer(new JsonBytes(Buffer.from(text)));
    splicer.set(["mcpServers", "b"], { c: 1 });
    assert.equal(new SplicedBytes(Buffer.from(text), splicer.splices()).toBytes().toString("utf8"), expected.replace(/\n/g, "\r\n"));
    assert.equal(bytes, expected);
  });

  test("reading back what was set, before it is written", () => {
    const splicer = new JsonSplicer(new JsonBytes(Buffer.from('{ "a": { "b": 1 } }')));
    splicer.set(["a", "c"], { d: 2 });
    splicer.set(["a", "c", "e"], 3);
    assert.deepEqual(splicer.get(["a"]), { b: 1, c: { d: 2, e: 3 } });
    assert.deepEqual(splicer.get(["a", "c", "d"]), 2);
    assert.equal(splicer.get(["x"]), undefined);
  });

  test("a value on the way that is no object is an error with its line", () => {
    const splicer = new JsonSplicer(new JsonBytes(Buffer.from('{\n  "mcpServers": [1]\n}\n')));
    assert.throws(
      () => splicer.set(["mcpServers", "a"], 1),
      (error: unknown) => error instanceof FormatError && error.line === 2 && /mcpServers is not an object/.test(error.message),
    );
  });

  for (const [text, line, message] of [
    ['{\n  "a": 1,\n  "b": [1, 2\n}\n', 4, /comma or close bracket expected/],
    ['{\n  "a": tru\n}', 2, /value expected/],
    ['{\n  "a": "never closed\n}', 2, /string is never closed/],
    ['{\n  "a": 1\n}\n{}', 4, /end of file expected/],
    ['{\n  "a" 1\n}', 2, /colon expected/],
    ["{\n  /* open\n}", 2, /comment is never closed/],
    ['{\n  "a": 1,\n  "C:\\Users\\me": {}\n}', 3, /invalid escape in a property name/],
  ] as const) {
    test(`a broken file is refused with the line: ${JSON.stringify(text)}`, () => {
      assert.throws(
        () => new JsonBytes(Buffer.from(text)),
        (error: unknown) => error instanceof FormatError && error.line === line && message.test(error.message),
      );
    });
  }
});

describe("a ~/.claude.json of several MB", () => {
  const SIZE = 5_000_000;

  test("read as a source: every server, the user's and a project's own, with no size limit", async () => {
    const world = await makeWorld({ home: { ".claude/CLAUDE.md": "Home.\n" } });
    const text = claudeJson({ bytes: SIZE, home: world.home, userServers: { github: { type: "http", url: "https://api.githubcopilot.com/mcp/" } } });
    assert.ok(Buffer.byteLength(text) > 4 * 1024 * 1024);
    await writeFile(path.join(world.home, ".claude.json"), text);
    const project = JSON.parse(text).projects[`${world.home}/src/project-0`];
    assert.ok(Object.keys(project.mcpServers).length > 0);
    const global = await planMigration({ from: "claude-code", to: ["codex"], scope: "global", policy: "merge", home: world.home, env: {} });
    assert.deepEqual(global.problems, []);
    assert.deepEqual(
      global.items.filter((item) => item.kind === "mcp").map((item) => item.name),
      ["github"],
    );
    const local = await planMigration({
      from: "claude-code",
      to: ["codex"],
      scope: "project",
      policy: "merge",
      home: world.home,
      repo: `${world.home}/src/project-0`,
      env: {},
    });
    assert.deepEqual(local.problems, []);
    const names = local.items.filter((item) => item.kind === "mcp").map((item) => item.name);
    for (const name of Object.keys(project.mcpServers)) assert.ok(names.includes(name), `${name} not read: ${names.join(", ")}`);
  });

  test("written into: only the new entries, no final newline added, the diff is exact, restore is byte for byte", async () => {
    const world = await makeWorld({
      home: {
        ".codex/config.toml":
          '[mcp_servers.alpha]\ncommand = "npx"\nargs = ["-y", "alpha-mcp"]\n\n[mcp_servers.gamma]\nurl = "https://gamma.example.com/mcp"\n',
      },
    });
    const file = path.join(world.home, ".claude.json");
    const original = claudeJson({ bytes: SIZE, home: world.home });
    await writeFile(file, original);
    const where = { home: world.home, env: {} };
    const plan = await planMigration({ from: "codex", to: ["claude-code"], scope: "global", policy: "merge", ...where });
    const planned = plan.files.find((one) => one.path === file);
    assert.ok(planned?.after instanceof SplicedBytes, "the big file is planned as splices");
    const patch = fileDiff(planned, "~/.claude.json", []);
    const svcHome = path.join(world.home, ".svc");
    const result = await applyPlan(plan, { policy: "merge", svcHome, command: "test", now: new Date(), roots: rootsOf(where) });
    const after = await readFile(file, "utf8");
    assert.ok(!after.endsWith("\n"));
    const parsed = JSON.parse(after);
    const before = JSON.parse(original);
    assert.deepEqual(Object.keys(parsed.mcpServers), [...Object.keys(before.mcpServers), "alpha", "gamma"]);
    delete parsed.mcpServers.alpha;
    delete parsed.mcpServers.gamma;
    assert.deepEqual(parsed, before);
    assert.equal(applyPatch(original, patch), after);
    await restoreBackup({ svcHome, id: result.backupId as string, now: new Date() });
    assert.equal(await readFile(file, "utf8"), original);
  });
});

/** The changes made on the bytes, with the strict cleanup when `strict` is given. */
function spliced(text: string, changes: [JsonPath, unknown][], strict?: JsonSyntax): string {
  const splicer = new JsonSplicer(new JsonBytes(Buffer.from(text)));
  for (const [at, value] of changes) splicer.set(at, value);
  if (strict) splicer.makeStrict(strict);
  return new SplicedBytes(Buffer.from(text), splicer.splices()).toBytes().toString("utf8");
}

describe("changes beside comments and trailing commas", () => {
  const strictCases: [string, string, [JsonPath, unknown][], unknown][] = [
    [
      "a trailing comma inside the replaced value",
      '{\n  "mcpServers": {\n    "alpha": {\n      "command": "old",\n    },\n  }\n}',
      [[["mcpServers", "alpha"], { command: "npx" }]],
      { mcpServers: { alpha: { command: "npx" } } },
    ],
    [
      "a comment inside the replaced value",
      '{\n  "a": {\n    // old\n    "b": 1 /* one */\n  },\n  "c": 2 // two\n}',
      [[["a"], { x: 1 }]],
      { a: { x: 1 }, c: 2 },
    ],
    ["an empty object holding a comment", '{\n  "a": {\n    // none yet\n  }\n}\n', [[["a", "x"], 1]], { a: { x: 1 } }],
    ["a one-line empty object holding a comment", '{ "a": { /* none */ } }', [[["a", "x"], 1]], { a: { x: 1 } }],
    ["a block comment from the last member's line on", '{\n  "a": 1 /* note\n  more */\n}', [[["b"], 2]], { a: 1, b: 2 }],
    ["the same after a trailing comma", '{\n  "a": 1, /* note\n  more */\n}', [[["b"], 2]], { a: 1, b: 2 }],
  ];
  for (const [name, text, changes, expected] of strictCases) {
    test(`strict cleanup and a change together: ${name}`, () => {
      for (const strict of ["json", "json-comments"] as const) {
        const out = spliced(text, changes, strict);
        assert.deepEqual(parseJsonc(out), expected, out);
        if (strict === "json") assert.deepEqual(JSON.parse(out), expected, out);
        else assert.equal(toStrictJson(out, "json-comments"), out, `a trailing comma is left: ${out}`);
      }
    });
  }

  test("read with JSON.parse (Claude Desktop): the byte order mark goes too, on the bytes as on a text", () => {
    const text = '\uFEFF{\n  "mcpServers": {\n    "a": 1, // one\n  }\n}\n';
    const out = spliced(text, [[["mcpServers", "b"], 2]], "json-parse");
    assert.equal(out, '{\n  "mcpServers": {\n    "a": 1,\n    "b": 2\n  }\n}\n');
    assert.equal(toStrictJson(text, "json-parse"), '{\n  "mcpServers": {\n    "a": 1\n  }\n}\n');
    assert.equal(spliced(text, [[["mcpServers", "b"], 2]], "json").startsWith("\uFEFF"), true, "a tool that skips the mark keeps it");
  });

  test("a new member never lands in a block comment that starts on the last member's line", () => {
    const text = '{\n  "mcpServers": {\n    "a": { "command": "x" } /* disabled for now:\n    "b": { "command": "y" } */\n  }\n}\n';
    const out = spliced(text, [[["mcpServers", "new"], { command: "z" }]]);
    assert.deepEqual(parseJsonc(out), { mcpServers: { a: { command: "x" }, new: { command: "z" } } });
    assert.equal(
      out,
      '{\n  "mcpServers": {\n    "a": { "command": "x" },\n    "new": {\n      "command": "z"\n    } /* disabled for now:\n    "b": { "command": "y" } */\n  }\n}\n',
    );
  });

  test("an empty object's comment stays, the new members after it", () => {
    assert.equal(
      spliced('{\n  "a": {\n    // none yet\n  }\n}\n', [
        [["a", "x"], 1],
        [["a", "y"], 2],
      ]),
      '{\n  "a": {\n    // none yet\n    "x": 1,\n    "y": 2\n  }\n}\n',
    );
    assert.equal(spliced('{ "a": { /* none */ } }', [[["a", "x"], 1]]), '{ "a": { /* none */ "x": 1 } }');
  });
});

describe("a big JSON file in a plan", () => {
  test("a tool's strict file: comments and trailing commas go on overwrite, as they do in a small file", () => {
    const text = '{\n  // mine\n  "mcpServers": {\n    "a": 1, /* one */\n  },\n  "b": [1, 2,],\n}\n';
    const splicer = new JsonSplicer(new JsonBytes(Buffer.from(text)));
    splicer.set(["mcpServers", "c"], { d: 1 });
    splicer.makeStrict("json");
    const expected = toStrictJson(editJson(text, ["mcpServers", "c"], { d: 1 }), "json");
    assert.equal(new SplicedBytes(Buffer.from(text), splicer.splices()).toBytes().toString("utf8"), expected);
    assert.doesNotThrow(() => JSON.parse(expected));
  });

  test("a 2 MB ~/.claude.json with trailing commas inside the server svc replaces: overwritten, strict JSON after", async () => {
    const world = await makeWorld({ home: { ".codex/config.toml": '[mcp_servers.alpha]\ncommand = "npx"\nargs = ["-y", "alpha-mcp"]\n' } });
    const file = path.join(world.home, ".claude.json");
    const big = claudeJson({ bytes: 2_000_000, home: world.home });
    await writeFile(file, `${big.slice(0, -2)},\n  "mcpServers": {\n    "alpha": {\n      "command": "old",\n    },\n  }\n}`);
    const where = { home: world.home, env: {} };
    const plan = await planMigration({ from: "codex", to: ["claude-code"], scope: "global", policy: "overwrite", ...where });
    assert.ok(plan.files.find((one) => one.path === file)?.after instanceof SplicedBytes);
    await applyPlan(plan, { policy: "overwrite", svcHome: path.join(world.home, ".svc"), command: "test", now: new Date(), roots: rootsOf(where) });
    const after = JSON.parse(await readFile(file, "utf8"));
    assert.deepEqual(after.mcpServers, { alpha: { command: "npx", args: ["-y", "alpha-mcp"] } });
  });

  test("a 2 MB ~/.claude.json with a bad escape in a property name: the file and line are named, nothing crashes", async () => {
    const world = await makeWorld({ home: { ".codex/config.toml": '[mcp_servers.alpha]\ncommand = "npx"\n' } });
    const file = path.join(world.home, ".claude.json");
    const big = claudeJson({ bytes: 2_000_000, home: world.home });
    const text = `${big.slice(0, -2)},\n  "C:\\Users\\me": {},\n  "mcpServers": {}\n}`;
    await writeFile(file, text);
    const line = text.split("\n").length - 2;
    const plan = await planMigration({ from: "codex", to: ["claude-code"], scope: "global", policy: "merge", home: world.home, env: {} });
    const planned = plan.files.find((one) => one.path === file);
    assert.equal(planned?.action, "error");
    assert.match(planned?.error ?? "", new RegExp(`line ${line}: invalid JSON: invalid escape in a property name`));
  });

  test("an edit that needs text decodes it, keeping the JSON changes made so far", async () => {
    const world = await makeWorld({ home: { "x.json": `{\n  "pad": ${JSON.stringify("p".repeat(BIG_JSON))},\n  "m": {}\n}\n` } });
    const file = path.join(world.home, "x.json");
    const appendLine: Edit = { path: file, entry: "a line", apply: (current) => ({ action: "update", next: `${current ?? ""}// end\n` }) };
    const plan = await buildPlan([{ edits: [jsonEntry(file, ["m", "k"], 1), appendLine] }], { policy: "merge", problems: [] });
    const planned = plan.files[0];
    assert.equal(typeof planned?.after, "string");
    assert.ok((planned?.after as string).endsWith('"m": { "k": 1 }\n}\n// end\n'), (planned?.after as string).slice(-80));
  });

  test("a diff of a file with a byte order mark leaves the mark out, as for any file", () => {
    const text = '\uFEFF{\n  "m": {}\n}\n';
    const splicer = new JsonSplicer(new JsonBytes(Buffer.from(text)));
    splicer.set(["m", "k"], 1);
    const after = new SplicedBytes(Buffer.from(text), splicer.splices());
    assert.equal(applyPatch(text.slice(1), after.patch("a", "b")), after.toBytes().toString("utf8").slice(1));
  });
});
