// make npm: packs make dist's output as npm packages in dist/npm/ — the main package (bin `svc`,
// SHA256SUMS and its signature, the install code) and one package per platform holding that
// platform's executable, chosen by npm through `os`/`cpu` in the main package's
// optionalDependencies (esbuild's and Biome's layout). Names: src/release/npm.ts.
//
// The main package's preinstall checks its platform's executable against the signed SHA256SUMS
// with the update keys of the build (the keys svc upgrade trusts) and puts it where npm links
// `svc` (src/release/npm-install.ts). Those keys come from the same variables as make dist's, and
// the signature is checked here too: a package that its own install would refuse is never packed.
// A development build's packages trust the public development key, which anyone can sign with:
// they are marked as such, in their version (<version>-dev, a pre-release: no version range picks
// it, and npm publish refuses it without an explicit --tag) and their description.
//
// Usage: node scripts/npm-pack.ts [--dist dist] [--out dist/npm]
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { NPM_BIN, NPM_PACKAGE, NPM_PLATFORMS, npmPlatformPackage, type NpmPlatform } from "../src/release/npm.ts";
import { releaseFileOf, type NpmRelease } from "../src/release/npm-install.ts";
import { checkSumsSignature, checksumFor } from "../src/release/signature.ts";
import { buildInfo } from "./bundle.ts";
import { channelOf } from "./platforms.ts";

const root = path.resolve(import.meta.dirname, "..");

function fail(message: string): never {
  process.stderr.write(`npm-pack: ${message}\n`);
  process.exit(1);
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return path.resolve(root, index === -1 ? fallback : (process.argv[index + 1] ?? fail(`${name} needs a folder`)));
}

const dist = option("--dist", "dist");
const out = option("--out", path.join(path.relative(root, dist), "npm"));
const stage = option("--stage", "build/npm");

const versionFile = path.join(dist, "VERSION");
if (!existsSync(versionFile)) fail(`${versionFile} is missing: run make dist first`);
const info = buildInfo(process.env);
const version = packageVersion(readFileSync(versionFile, "utf8").trim(), info.keys);
const channel = channelOf(info.keys);
const release: NpmRelease = { updatePublicKeys: info.updatePublicKeys, keys: info.keys, filePrefix: `svc-${channel}` };

// The release files must be the build these variables describe, listed in SHA256SUMS and signed
// with one of its update keys: the same checks the install makes, done before anything is packed.
const sums = readFileSync(path.join(dist, "SHA256SUMS"));
const signatureFile = path.join(dist, "SHA256SUMS.sig");
if (!existsSync(signatureFile)) fail(`${signatureFile} is missing: run make dist`);
if (!checkSumsSignature(sums, readFileSync(signatureFile, "utf8"), release.updatePublicKeys).ok) {
  fail(`${path.relative(root, signatureFile)} is not signed with the update keys of a ${info.keys} build: run make npm with the variables make dist ran with`);
}
for (const platform of NPM_PLATFORMS) {
  const file = releaseFileOf(platform, release.filePrefix);
  if (!existsSync(path.join(dist, file)))
    fail(
      `${path.relative(root, path.join(dist, file))} is missing: make dist made a ${channel === "dev" ? "release" : "development"} build, or none (run make npm with the variables make dist ran with)`,
    );
  if (checksumFor(sums.toString("utf8"), file) === null) fail(`SHA256SUMS lists no ${file}`);
}

/** The packages' version: the release's, or for a development build its pre-release `-dev` (`.dev` after another pre-release tag). */
function packageVersion(release: string, keys: NpmRelease["keys"]): string {
  if (keys === "release") return release;
  const [core = release, build] = release.split("+", 2);
  const marked = core.includes("-") ? `${core}.dev` : `${core}-dev`;
  return build === undefined ? marked : `${marked}+${build}`;
}

const DEVELOPMENT_MARK = info.keys === "development" ? "DEVELOPMENT BUILD (trusts the public development key): " : "";
const rootPackage = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { description: string; license: string };
const common = { version, description: `${DEVELOPMENT_MARK}${rootPackage.description}`, license: rootPackage.license };

/** Writes one package's folder, then `npm pack`s it into `out`; returns the tarball's name. */
function pack(folder: string, files: Record<string, { from?: string; text?: string; mode: number }>, manifest: Record<string, unknown>): string {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [name, file] of Object.entries(files)) {
    const target = path.join(folder, name);
    mkdirSync(path.dirname(target), { recursive: true });
    if (file.from !== undefined) copyFileSync(file.from, target);
    else writeFileSync(target, file.text ?? "");
    chmodSync(target, file.mode);
  }
  const output = execFileSync("npm", ["pack", "--json", "--pack-destination", out], { cwd: folder, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  return (JSON.parse(output) as { filename: string }[])[0]!.filename;
}

function platformManifest(platform: NpmPlatform): Record<string, unknown> {
  return {
    name: npmPlatformPackage(platform),
    ...common,
    description: `${DEVELOPMENT_MARK}svc's executable for ${platform.os}-${platform.cpu}; installed by ${NPM_PACKAGE}, which checks it against its signed SHA256SUMS`,
    os: [platform.os],
    cpu: [platform.cpu],
    // npm (10.4+) then skips it on a musl system, where the install step says why.
    ...(platform.libc === undefined ? {} : { libc: [platform.libc] }),
    // Yarn: keep the executable a real file on disk rather than inside a zip.
    preferUnplugged: true,
  };
}

/** lib/npm.cjs: src/release/npm-install.ts with this release's keys, on the Node that runs npm. */
async function installCode(): Promise<string> {
  const entry = `
const npm = require(${JSON.stringify(path.join(root, "src/release/npm-install.ts"))});
const release = ${JSON.stringify(release)};
const mainDir = require("node:path").resolve(__dirname, "..");
exports.launch = (args) => {
  try { process.exitCode = npm.launch(mainDir, release, args); } catch (error) { process.exitCode = npm.report(error); }
};
if (require.main === module) {
  try { npm.install(mainDir, release); } catch (error) { process.exitCode = npm.report(error); }
}
`;
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: "js", sourcefile: "npm-entry.cjs" },
    bundle: true,
    platform: "node",
    format: "cjs",
    // npm 10 and 11 run on Node 18.17 or newer.
    target: "node18",
    legalComments: "inline",
    logLevel: "warning",
    write: false,
  });
  return `// svc's npm install step and launcher (generated by scripts/npm-pack.ts from src/release/npm-install.ts).\n${result.outputFiles[0]!.text}`;
}

const LAUNCHER = `#!/usr/bin/env node
// svc: this file is replaced by svc's executable when the package's install step runs under npm
// or pnpm (preinstall, lib/npm.cjs). Without it (--ignore-scripts, Yarn, Bun), it checks and
// starts the executable.
require("../lib/npm.cjs").launch(process.argv.slice(2));
`;

const README = `# ${NPM_PACKAGE}

svc moves an AI coding agent's configuration between tools, keeps them in sync and distills
sanitized snapshots. This package installs its single executable:

\`\`\`sh
npm install --global ${NPM_PACKAGE}     # then: svc --help
npx ${NPM_PACKAGE} --help
\`\`\`

npm installs the one package of ${NPM_PLATFORMS.map((platform) => npmPlatformPackage(platform)).join(", ")}
that fits the machine. The install step checks its executable against this package's SHA256SUMS,
whose ed25519 signature (SHA256SUMS.sig) must be made by one of svc's release keys, and refuses
(exit 5) anything else; then npm's (or pnpm's) \`svc\` starts the executable directly; under Yarn
and Bun a small Node launcher makes the same check and starts it. svc upgrades through the package
manager that installed it: \`svc upgrade\` prints the command to run.
${DEVELOPMENT_MARK === "" ? "" : "\n**This is a development build**: it trusts the public development key, which anyone can sign\nwith. It is for testing, not for publishing.\n"}`;

mkdirSync(out, { recursive: true });
for (const name of readdirSync(out)) if (name.endsWith(".tgz")) rmSync(path.join(out, name));
const tarballs: string[] = [];
for (const platform of NPM_PLATFORMS) {
  const folder = path.join(stage, npmPlatformPackage(platform).replace("/", "+"));
  tarballs.push(
    pack(folder, { [platform.executable]: { from: path.join(dist, releaseFileOf(platform, release.filePrefix)), mode: 0o755 } }, platformManifest(platform)),
  );
}
const mainManifest = {
  name: NPM_PACKAGE,
  ...common,
  bin: { svc: NPM_BIN },
  scripts: { preinstall: "node lib/npm.cjs" },
  optionalDependencies: Object.fromEntries(NPM_PLATFORMS.map((platform) => [npmPlatformPackage(platform), version])),
  engines: { node: ">=18" },
};
tarballs.unshift(
  pack(
    path.join(stage, NPM_PACKAGE.replace("/", "+")),
    {
      [NPM_BIN]: { text: LAUNCHER, mode: 0o755 },
      "lib/npm.cjs": { text: await installCode(), mode: 0o644 },
      SHA256SUMS: { from: path.join(dist, "SHA256SUMS"), mode: 0o644 },
      "SHA256SUMS.sig": { from: signatureFile, mode: 0o644 },
      "README.md": { text: README, mode: 0o644 },
    },
    mainManifest,
  ),
);
const note =
  info.keys === "development" ? ` (a development build, version ${version}: its packages trust only the public development key; not for publishing)` : "";
process.stderr.write(`npm-pack: ${tarballs.map((name) => path.relative(root, path.join(out, name))).join(", ")}${note}\n`);
