// docs/tools.md says where each tool reads, from the declarations themselves: it must be the
// document they make today (regenerate with `node_modules/.bin/node scripts/tools-doc.ts`), and
// every declaration says per kind where its facts come from and when they were checked.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { toolsDocument } from "../../src/harness/tools/doc.ts";
import { allTools } from "../../src/harness/tools/index.ts";
import { HARNESS_KINDS } from "../../src/harness/tools/ids.ts";

describe("docs/tools.md", () => {
  test("is what the declarations make (run scripts/tools-doc.ts after changing one)", () => {
    const file = path.resolve(import.meta.dirname, "../../docs/tools.md");
    assert.equal(readFileSync(file, "utf8"), toolsDocument());
  });

  test("is the same document on Windows: the named folders are shown with forward slashes, as Linux has them", () => {
    const expected = readFileSync(path.resolve(import.meta.dirname, "../../docs/tools.md"), "utf8");
    // The declarations build folders with the host's path functions: stand in a Windows host's.
    const host = path as unknown as Record<string, unknown>;
    const names = ["join", "dirname", "basename", "normalize", "sep"];
    const own = Object.fromEntries(names.map((name) => [name, host[name]]));
    for (const name of names) host[name] = (path.win32 as unknown as Record<string, unknown>)[name];
    try {
      assert.equal(toolsDocument(), expected);
    } finally {
      Object.assign(host, own);
    }
  });

  test("every tool says, per kind, its sources and the day they were checked", () => {
    for (const tool of allTools()) {
      for (const kind of HARNESS_KINDS) {
        const checked = tool.checked[kind];
        assert.match(checked.date, /^\d{4}-\d{2}-\d{2}$/, `${tool.id} ${kind}`);
        assert.ok(checked.sources.length > 0 && checked.sources.every((source) => source.trim() !== ""), `${tool.id} ${kind}: no source`);
      }
    }
  });
});
