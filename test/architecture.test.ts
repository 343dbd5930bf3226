// The shape of src/: no module imports itself back, through any chain of imports, type-only ones
// included. A loop means neither side can be read, tested or moved without the other; the model
// and the tools in particular must stay layered (spec types below the kinds, the kinds below the
// tool declarations, the registry above both). And the features stand beside the model: each of
// them (src/migrate, src/sync, src/distill, src/build, src/doctor) imports the model (src/harness)
// and src/core, never another feature; the model imports none of them.
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { circles, importGraph, loopsOf, sourceFiles, specifiersOf } from "./support/imports.ts";
import { tempDir } from "./support/temp.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Circles that stood when this test came, each allowed to shrink but not to grow; a circle not
 * within one of them fails. None stands now (the command table imports no handler; loaders.ts
 * maps each command to its handler), so any circle in src/ fails.
 */
const KNOWN_CIRCLES: string[][] = [];

/** The neutral model and the tools' declarations, which every feature builds on. */
const MODEL = "src/harness/";

/** The features built on the model, each in a folder of its own beside it. */
const FEATURES = ["src/migrate/", "src/sync/", "src/distill/", "src/build/", "src/doctor/"];

/** Each circle as the loops that tie it, one line each, for a failure message that says what to break. */
function described(graph: ReadonlyMap<string, readonly string[]>, found: readonly string[][]): string {
  return found
    .map((circle) => {
      const loops = loopsOf(graph, circle).map((loop) => `  ${[...loop, loop[0]].join(" → ")}`);
      return `${circle.length} files tied by ${loops.length} loop(s):\n${loops.join("\n")}`;
    })
    .join("\n");
}

/** Every file the given one imports, directly or through others. */
function reachable(graph: ReadonlyMap<string, readonly string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...(graph.get(from) ?? [])];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(graph.get(file) ?? []));
  }
  return seen;
}

describe("imports in src/", () => {
  const graph = importGraph(ROOT, sourceFiles(path.join(ROOT, "src"), ROOT));

  test("form no circle beyond those known when this test came (each may only shrink)", () => {
    const found = circles(graph);
    const grown = found.filter((circle) => !KNOWN_CIRCLES.some((known) => circle.every((file) => known.includes(file))));
    assert.deepEqual(grown, [], `import circles in src/:\n${described(graph, grown)}`);
  });

  test("the known circles still stand (a broken one is taken off the list)", () => {
    const found = circles(graph);
    const gone = KNOWN_CIRCLES.filter((known) => !found.some((circle) => circle.every((file) => known.includes(file))));
    assert.deepEqual(gone, []);
  });

  test("leave the declarations' language a leaf: tools/types.ts imports nothing of the kinds or the tool modules but the ids", () => {
    const imported = (graph.get("src/harness/tools/types.ts") ?? []).filter(
      (file) => file.startsWith("src/harness/kinds/") || file.startsWith("src/harness/tools/"),
    );
    assert.deepEqual(imported, ["src/harness/tools/ids.ts"]);
  });

  test("keep the registry of tools out of the kinds' reach: renderers are handed the declarations they need", () => {
    const reaching = [...graph.keys()].filter((file) => file.startsWith("src/harness/kinds/") && reachable(graph, file).has("src/harness/tools/index.ts"));
    assert.deepEqual(reaching, []);
  });

  test("keep the model below the features: src/harness/ imports nothing of src/ but itself and src/core/", () => {
    const upward = [...graph].flatMap(([file, imported]) =>
      file.startsWith(MODEL)
        ? imported.filter((target) => !target.startsWith(MODEL) && !target.startsWith("src/core/")).map((target) => `${file} → ${target}`)
        : [],
    );
    assert.deepEqual(
      upward,
      [],
      "the model imports a feature (or the CLI, the server…): move what both need into src/harness/, or hand it in from the feature",
    );
  });

  test("keep the features side by side: each imports the model and src/core/, not another feature", () => {
    const across = [...graph].flatMap(([file, imported]) => {
      const own = FEATURES.find((feature) => file.startsWith(feature));
      return own
        ? imported
            .filter((target) => target !== file && FEATURES.some((feature) => feature !== own && target.startsWith(feature)))
            .map((target) => `${file} → ${target}`)
        : [];
    });
    assert.deepEqual(across, [], "a feature imports another: what both need belongs to the model (src/harness/)");
    for (const feature of FEATURES)
      assert.ok(
        [...graph.keys()].some((file) => file.startsWith(feature)),
        `no file under ${feature}: update FEATURES`,
      );
  });

  test("are read for every file: the graph knows the model's imports", () => {
    assert.ok((graph.get("src/harness/read.ts") ?? []).includes("src/harness/model.ts"));
    assert.ok(graph.size > 100);
  });
});

describe("the import reader", () => {
  test("reads type-only imports, re-exports, bare and dynamic imports, and nothing in strings, comments or templates", () => {
    const text = [
      'import type { A } from "./a.ts";',
      "import {",
      "  b,",
      "  type B,",
      '} from "./b.ts";',
      'import * as c from "./c.ts";',
      'import "./d.ts";',
      'export { e } from "./e.ts";',
      'export type * from "./f.ts";',
      'type G = import("./g.ts").G;',
      'const h = await import("./h.ts");',
      '// import { x } from "./comment.ts";',
      '/* export * from "./block.ts"; */',
      "const s = \"import x from './string.ts'\";",
      "const t = `import y from './template.ts' ${h ? `${'./nested.ts'}` : ''}`;",
      'const r = /import z from "\\.\\/regex.ts"/;',
      "const ratio = 4 / 2; // a division, not a regular expression",
      'export const i = 1; import j from "./j.ts";',
    ].join("\n");
    assert.deepEqual(specifiersOf(text), ["./a.ts", "./b.ts", "./c.ts", "./d.ts", "./e.ts", "./f.ts", "./g.ts", "./h.ts", "./j.ts"]);
  });

  test("finds a circle of type-only imports and names its loop", async () => {
    const root = await tempDir("import-circle-");
    mkdirSync(path.join(root, "src", "deep"), { recursive: true });
    writeFileSync(path.join(root, "src", "a.ts"), 'import type { B } from "./deep/b.ts";\nexport type A = B;\n');
    writeFileSync(path.join(root, "src", "deep", "b.ts"), 'import type { C } from "../c.ts";\nexport type B = C;\n');
    writeFileSync(path.join(root, "src", "c.ts"), 'import type { A } from "./a.ts";\nexport type C = A | 1;\n');
    writeFileSync(path.join(root, "src", "d.ts"), 'import type { A } from "./a.ts";\nexport type D = A;\n');
    const graph = importGraph(root, sourceFiles(path.join(root, "src"), root));
    const found = circles(graph);
    assert.deepEqual(found, [["src/a.ts", "src/c.ts", "src/deep/b.ts"]]);
    assert.deepEqual(loopsOf(graph, found[0] as string[]), [["src/a.ts", "src/deep/b.ts", "src/c.ts"]]);
  });
});
