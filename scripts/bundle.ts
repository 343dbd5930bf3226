// Bundles src/main.ts into dist/svc.cjs, the one CommonJS file a Node single-executable needs,
// with the build facts injected (src/core/build-info.ts):
//   SVC_RELEASE_PUBLIC_KEYS + SVC_RELEASE_BASE_URL + SVC_UPDATE_PUBLIC_KEYS set
//       -> a release build trusting only those keys (licenses; releases checked by svc upgrade)
//   none set -> a development build (keys/development.*)
// Usage: node scripts/bundle.ts [--out dist/svc.cjs] [--no-minify]
// --no-minify keeps the names of the main bundle, so a --cpu-prof profile of it reads as source.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import type { BuildInfo } from "../src/core/build-info.ts";
import { trustedKeyFrom } from "../src/license/keys.ts";
import { chunkedBundle } from "./chunks.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The empty file whose time says when `outfile` was last built (test/support/bundle.ts reads it). */
export function builtStamp(outfile: string): string {
  return path.join(path.dirname(outfile), `.${path.basename(outfile)}.built`);
}

function fail(message: string): never {
  process.stderr.write(`bundle: ${message}\n`);
  process.exit(1);
}

function gitCommit(): string {
  if (process.env["SVC_BUILD_COMMIT"]) return process.env["SVC_BUILD_COMMIT"];
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

function publicKeys(variable: string, text: string): string[] {
  const keys = text
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "");
  if (keys.length === 0) fail(`${variable} is set but holds no key`);
  keys.forEach((key, index) => {
    let problem: string | null;
    try {
      problem = trustedKeyFrom(key, `${variable} key ${index + 1}`).problem;
    } catch (error) {
      fail((error as Error).message);
    }
    if (problem !== null) fail(`${variable} key ${index + 1} is refused: ${problem}`);
  });
  return keys;
}

function releaseBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    fail(`SVC_RELEASE_BASE_URL ${JSON.stringify(text)} is not a URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") fail("SVC_RELEASE_BASE_URL must be an http(s) address");
  if (url.search || url.hash) fail("SVC_RELEASE_BASE_URL must not carry a query or fragment");
  return text.replace(/\/+$/, "");
}

export function buildInfo(env: NodeJS.ProcessEnv): BuildInfo {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  const keysText = env["SVC_RELEASE_PUBLIC_KEYS"];
  const baseText = env["SVC_RELEASE_BASE_URL"];
  const updateText = env["SVC_UPDATE_PUBLIC_KEYS"];
  const commit = gitCommit();
  // SVC_BUILD_VERSION overrides package.json's version (the upgrade test builds a "newer" svc).
  const version = env["SVC_BUILD_VERSION"] || pkg.version;
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) fail(`version ${JSON.stringify(version)} is not a semver version`);
  if (keysText || baseText || updateText) {
    if (!keysText) fail("SVC_RELEASE_PUBLIC_KEYS is not set: a release build needs SVC_RELEASE_PUBLIC_KEYS, SVC_RELEASE_BASE_URL and SVC_UPDATE_PUBLIC_KEYS");
    if (!baseText) fail("SVC_RELEASE_BASE_URL is not set: a release build needs SVC_RELEASE_PUBLIC_KEYS, SVC_RELEASE_BASE_URL and SVC_UPDATE_PUBLIC_KEYS");
    if (!updateText) {
      fail(
        "SVC_UPDATE_PUBLIC_KEYS is not set: a release build needs the public keys its releases are signed with (svc license keygen makes a pair; its private key is SVC_RELEASE_SIGNING_KEY for make dist)",
      );
    }
    return {
      version,
      commit,
      keys: "release",
      trustedPublicKeys: publicKeys("SVC_RELEASE_PUBLIC_KEYS", keysText),
      updatePublicKeys: publicKeys("SVC_UPDATE_PUBLIC_KEYS", updateText),
      baseUrl: releaseBaseUrl(baseText),
      developmentSigningKey: null,
    };
  }
  const developmentPublicKey = readFileSync(path.join(root, "keys/development.pub"), "utf8").trim();
  return {
    version,
    commit,
    keys: "development",
    trustedPublicKeys: [developmentPublicKey],
    updatePublicKeys: [developmentPublicKey],
    baseUrl: "http://127.0.0.1:8080",
    developmentSigningKey: readFileSync(path.join(root, "keys/development.key"), "utf8").trim(),
  };
}

/**
 * Heavy dependencies only some commands use, each bundled whole on its own and required by svc's
 * chunks as `svc-chunk:<id>`: lazy chunks (scripts/chunks.ts), compiled the first time something
 * imports them. They need nothing but Node's own modules:
 *   stripe, nodemailer   the payment processor and SMTP (svc serve)
 *   pg                   node-postgres, the PostgreSQL store (svc serve with SVC_DATABASE_URL);
 *                        its optional pg-native and pg-cloudflare stay out (never loaded)
 *   prom-client          GET /metrics (svc serve)
 *   undici               HTTP client of svc upgrade
 *   src/mcp/sdk.ts       the MCP SDK and zod (POST /mcp, svc mcp)
 */
const LIBRARIES: readonly { id: string; entry: string; filter: RegExp; external?: string[] }[] = [
  { id: "stripe", entry: "stripe", filter: /^stripe$/ },
  { id: "nodemailer", entry: "nodemailer", filter: /^nodemailer$/ },
  { id: "pg", entry: "pg", filter: /^pg$/, external: ["pg-native", "pg-cloudflare"] },
  { id: "prom-client", entry: "prom-client", filter: /^prom-client$/ },
  { id: "undici", entry: "undici", filter: /^undici$/ },
  { id: "mcp-sdk", entry: path.join(root, "src/mcp/sdk.ts"), filter: /[\\/]sdk\.ts$/ },
];

/** Each library bundled on its own: id → its CommonJS code. */
async function libraryBundles(minify: boolean): Promise<Map<string, string>> {
  const bundles = new Map<string, string>();
  for (const { id, entry, external } of LIBRARIES) {
    const result = await build({
      external: external ?? [],
      stdin: { contents: `module.exports = require(${JSON.stringify(entry)});`, resolveDir: root, loader: "js" },
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node22",
      minify,
      legalComments: "inline",
      logLevel: "warning",
      write: false,
    });
    bundles.set(id, result.outputFiles[0]?.text ?? fail(`esbuild produced no output for ${id}`));
  }
  return bundles;
}

/**
 * An import of a library becomes a require of its chunk (`svc-chunk:<id>`, which the loader
 * compiles then): the same module object a bundled import would give, named exports and default.
 */
function libraryPlugin(): Plugin {
  return {
    name: "svc-libraries",
    setup(plugin) {
      for (const { id, entry, filter } of LIBRARIES) {
        plugin.onResolve({ filter }, (args) => {
          // A local module is a library only when the import names that very file.
          if (path.isAbsolute(entry) && path.resolve(args.resolveDir, args.path) !== entry) return undefined;
          return { path: `svc-chunk:${id}`, external: true };
        });
      }
    },
  };
}

/**
 * Commands imported dynamically whose chunks are compiled with the main script all the same: what
 * runs at every Tab (completion) and what start-up is measured by (version).
 */
const EAGER_ENTRIES = ["src/commands/version.ts", "src/commands/completion.ts"];

async function main(): Promise<void> {
  const outIndex = process.argv.indexOf("--out");
  const outfile = path.resolve(root, outIndex === -1 ? "dist/svc.cjs" : (process.argv[outIndex + 1] ?? fail("--out needs a file")));
  const info = buildInfo(process.env);
  mkdirSync(path.dirname(outfile), { recursive: true });
  const minify = !process.argv.includes("--no-minify");
  const result = await build({
    entryPoints: [path.join(root, "src/main.ts")],
    // Nothing is written there (write: false): the chunks' names are relative to it.
    outdir: path.join(path.dirname(outfile), "chunks"),
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node22",
    minify,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    legalComments: "external",
    logLevel: "warning",
    metafile: true,
    define: { __SVC_BUILD__: JSON.stringify(info), __SVC_INSTALL_SH__: JSON.stringify(readFileSync(path.join(root, "static/install.sh"), "utf8")) },
    // Source-only fallbacks (reading static/ beside the sources) use import.meta, which the
    // bundle's CommonJS chunks do not have; the bundle never takes those paths.
    logOverride: { "empty-import-meta": "silent" },
    // jsonc-parser's default (UMD) build loads its parts with require() calls esbuild cannot follow.
    alias: { "jsonc-parser": "jsonc-parser/lib/esm/main.js" },
    plugins: [libraryPlugin()],
    write: false,
  });
  const bundle = await chunkedBundle({
    root,
    outputs: result.outputFiles,
    metafile: result.metafile,
    entry: "src/main.ts",
    eagerEntries: EAGER_ENTRIES,
    libraries: await libraryBundles(minify),
    minify,
  });
  const contents = Buffer.from(bundle.text);
  // Rewrite only on change, so make sees an unchanged bundle as up to date.
  const unchanged = existsSync(outfile) && Buffer.compare(readFileSync(outfile), contents) === 0;
  if (!unchanged) writeFileSync(outfile, contents);
  // When it was last built, changed or not: test/support/bundle.ts rebuilds a bundle older than its sources.
  writeFileSync(builtStamp(outfile), "");
  const size = (contents.length / 1024).toFixed(0);
  process.stderr.write(
    `bundle: ${path.relative(root, outfile)} (${size} KiB, ${bundle.eager} eager and ${bundle.lazy} lazy chunks, ${info.keys} build, ${info.version} ${info.commit})${unchanged ? ", unchanged" : ""}\n`,
  );
}

if (import.meta.main) await main();
