// dist/svc.cjs as chunks: esbuild splits svc's code at its dynamic imports (format esm, splitting),
// each chunk is turned into a CommonJS module body, and one file holds them all behind the loader
// of scripts/chunk-loader.js. The chunks a start always needs are functions of that file (compiled
// with it, and cached with it in the executable); every other chunk is a deflated string compiled
// only when a command requires it. `svc version`, `--help` and `__complete` so never compile the
// harness, the server, distill or build code; `svc preview` compiles the harness but not the server.
// scripts/sea-blob.ts --code-cache reads the lazy chunks back (lazyChunksOf) to make their code caches.
import { readFileSync } from "node:fs";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import path from "node:path";
import { transform, type Metafile, type OutputFile } from "esbuild";

/**
 * What a chunk's code is wrapped in to make the function the loader calls. The executable's code
 * caches are made of exactly this text (V8 refuses a cache made of another source length).
 */
export const CHUNK_WRAPPER = { prefix: '(function (exports, require, module, __filename, __dirname) {"use strict";', suffix: "\n})" } as const;

/** The line of dist/svc.cjs that holds the lazy chunks, as a JSON object (name → deflated base64). */
const LAZY_LINE = "var svcLazyChunks = ";

/** An ES module chunk of esbuild's as a CommonJS module body (its imports become require calls). */
async function commonJs(code: string, minify: boolean): Promise<string> {
  const result = await transform(code, {
    format: "cjs",
    platform: "node",
    target: "node22",
    minify,
    // import("./chunk.js") becomes a require the loader answers (a CommonJS function has no import()).
    supported: { "dynamic-import": false },
    logLevel: "warning",
    logOverride: { "empty-import-meta": "silent" },
  });
  return result.code;
}

/** The chunks that esbuild's output file `entry` needs before it runs (its static imports, transitively). */
function staticClosure(metafile: Metafile, entries: readonly string[]): Set<string> {
  const closure = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const output = stack.pop() as string;
    if (closure.has(output)) continue;
    closure.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) if (imported.kind === "import-statement" && !imported.external) stack.push(imported.path);
  }
  return closure;
}

export interface ChunkedBundle {
  text: string;
  eager: number;
  lazy: number;
}

/**
 * The one file: the lazy chunks' table, the loader, the eager chunks as functions, and the call
 * that runs the entry chunk. `eagerEntries` are source files (relative to `root`) whose chunks are
 * made eager too though they are imported dynamically (the commands that must start fastest).
 * `libraries` are whole CommonJS bundles (the heavy dependencies) that chunks require as
 * `svc-chunk:<name>`: lazy chunks like the others.
 */
export async function chunkedBundle(options: {
  root: string;
  outputs: readonly OutputFile[];
  metafile: Metafile;
  entry: string;
  eagerEntries: readonly string[];
  libraries: ReadonlyMap<string, string>;
  minify: boolean;
}): Promise<ChunkedBundle> {
  const { root, metafile } = options;
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const outputOf = (source: string) => Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === source)?.[0];
  const entryOutput = outputOf(options.entry);
  if (entryOutput === undefined) throw new Error(`esbuild made no chunk for ${options.entry}`);
  const eagerOutputs = options.eagerEntries.map((source) => outputOf(source) ?? missing(source));
  const eager = staticClosure(metafile, [entryOutput, ...eagerOutputs]);

  const eagerFunctions: string[] = [];
  const lazy: Record<string, string> = {};
  const legal = new Set<string>();
  for (const file of options.outputs) {
    const output = relative(file.path);
    const name = path.posix.basename(output);
    if (name.endsWith(".LEGAL.txt")) {
      // "Bundled license information:", then "<package file>:" and its comment, a blank line apart.
      for (const entry of file.text.replace(/^Bundled license information:\n/, "").split(/\n\n+/)) if (entry.trim() !== "") legal.add(entry.trim());
      continue;
    }
    if (metafile.outputs[output] === undefined) throw new Error(`esbuild wrote ${output}, which its metafile does not list`);
    const code = await commonJs(file.text, options.minify);
    // Parenthesised, so that V8 compiles each eager chunk with the main script (and caches it).
    if (eager.has(output)) eagerFunctions.push(`${JSON.stringify(name)}: ${CHUNK_WRAPPER.prefix}${code}${CHUNK_WRAPPER.suffix}`);
    else lazy[name] = deflated(code);
  }
  for (const [name, code] of options.libraries) lazy[name] = deflated(code);

  // The loader as written (a few lines, readable in the bundle), without its leading comment.
  const loader = readFileSync(path.join(import.meta.dirname, "chunk-loader.js"), "utf8");
  const loaderCode = loader.slice(loader.indexOf("(function")).trim();
  const text = [
    '"use strict";',
    `${LAZY_LINE}${JSON.stringify(lazy)};`,
    `(${loaderCode})(svcLazyChunks, {\n${eagerFunctions.join(",\n")}\n}, ${JSON.stringify(CHUNK_WRAPPER)}, require, __filename, __dirname)(${JSON.stringify(path.posix.basename(entryOutput))});`,
    // The bundled packages' license comments, once each, at the end (as line comments: they hold */).
    ...(legal.size === 0
      ? []
      : [
          "// Bundled license information:",
          ...[...legal]
            .sort()
            .join("\n\n")
            .split("\n")
            .map((line) => `// ${line}`.trimEnd()),
        ]),
    "",
  ].join("\n");
  return { text, eager: eager.size, lazy: Object.keys(lazy).length };
}

function missing(source: string): never {
  throw new Error(`esbuild made no chunk for ${source}`);
}

function deflated(code: string): string {
  return deflateRawSync(code, { level: 9 }).toString("base64");
}

/**
 * The main script of the executable: the bundle without its lazy chunks' code (their entries
 * left empty), which the executable carries as assets chunk/<name> instead (scripts/sea-blob.ts):
 * a start reads and V8 caches only the code it may run.
 */
export function withChunksAsAssets(bundleText: string): string {
  const names = [...lazyChunksOf(bundleText).keys()];
  const start = bundleText.indexOf(`\n${LAZY_LINE}`) + 1;
  const end = bundleText.indexOf(";\n", start) + 2;
  return `${bundleText.slice(0, start)}${LAZY_LINE}${JSON.stringify(Object.fromEntries(names.map((name) => [name, ""])))};\n${bundleText.slice(end)}`;
}

/** The lazy chunks of a bundle chunkedBundle made: name → the code its loader compiles (without the wrapper). */
export function lazyChunksOf(bundleText: string): Map<string, string> {
  const start = bundleText.indexOf(`\n${LAZY_LINE}`);
  if (start === -1) throw new Error("not a chunked bundle of scripts/bundle.ts: no lazy chunks line");
  const from = start + 1 + LAZY_LINE.length;
  const table = JSON.parse(bundleText.slice(from, bundleText.indexOf(";\n", from))) as Record<string, string>;
  return new Map(Object.entries(table).map(([name, encoded]) => [name, inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8")]));
}
