// Turns dist/svc.cjs into the single-executable blob. The blob must be made by exactly the Node
// version it will be injected into (a skew crashes or silently prints nothing; packaging.md §2.2),
// so this refuses to run on any other Node. The blob itself is the same for every platform.
// With --code-cache the blob also carries V8's compiled code for this machine's platform, which
// saves compiling the 1 MB bundle at every start (about half of `svc version`'s time); such a
// blob is only for executables of the platform that made it (V8 rejects a foreign cache).
// Usage: node scripts/sea-blob.ts <bundle.cjs> <out.blob> [--code-cache]
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
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
writeFileSync(
  config,
  JSON.stringify(
    {
      main: bundle,
      output: blob,
      disableExperimentalSEAWarning: true,
      useSnapshot: false,
      useCodeCache: codeCache,
      // No experimental warnings (node:sqlite prints one on 22.x) and NODE_OPTIONS is ignored.
      execArgv: ["--disable-warning=ExperimentalWarning"],
      execArgvExtension: "none",
    },
    null,
    2,
  ),
);
execFileSync(process.execPath, ["--experimental-sea-config", config], { stdio: ["ignore", "ignore", "inherit"] });
