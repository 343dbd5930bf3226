// Turns dist/svc.cjs into the single-executable blob. The blob must be made by exactly the Node
// version it will be injected into (a skew crashes or silently prints nothing),
// so this refuses to run on any other Node. The blob itself is the same for every platform.
// The bundle's lazy chunks (scripts/chunks.ts) become assets of the executable, read only by the
// commands that run them, and its main script is the bundle without them. With --code-cache the
// blob also carries V8's compiled code for this machine's platform: of the main script (the loader
// and the chunks every start runs) and of each lazy chunk (an asset the loader hands to V8 when it
// compiles that chunk). Such a blob is only for executables of the platform that made it (V8
// would reject a foreign cache).
// Usage: node scripts/sea-blob.ts <bundle.cjs> <out.blob> [--code-cache]
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Script } from "node:vm";
import { CHUNK_WRAPPER, lazyChunksOf, withChunksAsAssets } from "./chunks.ts";
import { NODE_VERSION } from "./platforms.ts";

const [bundle, blob] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const codeCache = process.argv.includes("--code-cache");
if (!bundle || !blob) {
  process.stderr.write("usage: node scripts/sea-blob.ts <bundle.cjs> <out.blob>\n");
  process.exit(2);
}
if (process.version !== `v${NODE_VERSION}`) {
  process.stderr.write(`sea-blob: running on Node ${process.version}, but the executables embed v${NODE_VERSION}; run through npm (node_modules/.bin/node)\n`);
  process.exit(1);
}
mkdirSync(path.dirname(blob), { recursive: true });
const config = path.join(path.dirname(blob), `${path.basename(blob)}.config.json`);
const bundleText = readFileSync(bundle, "utf8");

/**
 * The lazy chunks as assets of the executable (chunk/<name>, and with --code-cache their code
 * caches, code-cache/<name>, compiled here: this Node is the executable's), and the main script
 * without them (scripts/chunks.ts).
 */
function chunkAssets(): { main: string; assets: Record<string, string> } {
  const dir = `${blob}.chunks`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const assets: Record<string, string> = {};
  for (const [name, code] of lazyChunksOf(bundleText)) {
    assets[`chunk/${name}`] = path.join(dir, name);
    writeFileSync(assets[`chunk/${name}`] as string, code);
    if (!codeCache) continue;
    assets[`code-cache/${name}`] = path.join(dir, `${name}.cache`);
    writeFileSync(
      assets[`code-cache/${name}`] as string,
      new Script(CHUNK_WRAPPER.prefix + code + CHUNK_WRAPPER.suffix, { filename: `svc/${name}` }).createCachedData(),
    );
  }
  const main = path.join(dir, "main.cjs");
  writeFileSync(main, withChunksAsAssets(bundleText));
  return { main, assets };
}

const { main, assets } = chunkAssets();
writeFileSync(
  config,
  JSON.stringify(
    {
      main,
      output: blob,
      disableExperimentalSEAWarning: true,
      useSnapshot: false,
      useCodeCache: codeCache,
      assets,
      // No experimental warnings (node:sqlite prints one on 22.x) and NODE_OPTIONS is ignored.
      execArgv: ["--disable-warning=ExperimentalWarning"],
      execArgvExtension: "none",
    },
    null,
    2,
  ),
);
execFileSync(process.execPath, ["--experimental-sea-config", config], { stdio: ["ignore", "ignore", "inherit"] });
