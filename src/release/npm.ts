// svc on npm: the package names (set here and nowhere else), the five platform packages, and how a
// running svc tells that npm installed it (svc upgrade then leaves the update to npm).
//
// The layout is esbuild's and Biome's: a main package whose `bin` is `svc`, with one package per
// platform in its optionalDependencies, each limited by `os`/`cpu` so npm installs only the one
// that fits. scripts/npm-pack.ts (make npm) writes them; src/release/npm-install.ts is the code
// the main package runs.
import path from "node:path";
import type { ReleasePlatform } from "../core/build-info.ts";
import { shellQuote } from "../core/shell-quote.ts";

/** The npm scope; every package name below derives from it. */
export const NPM_SCOPE = "@svc-cli";
/** The package people install: `npm i -g @svc-cli/svc`, `npx @svc-cli/svc`. */
export const NPM_PACKAGE = `${NPM_SCOPE}/svc`;

/**
 * Where the main package keeps what npm links as `svc`: its install script puts the verified
 * executable there, so npm's link (POSIX) or .cmd shim (Windows) starts it with no Node in between.
 * The .exe is for Windows, whose shim can start only a file it recognises as a program.
 */
export const NPM_BIN = "bin/svc.exe";

export interface NpmPlatform {
  /** process.platform and process.arch, as npm's `os` and `cpu` fields name them. */
  os: "linux" | "darwin" | "win32";
  cpu: "x64" | "arm64";
  release: ReleasePlatform;
  /** The executable's path inside its platform package. */
  executable: string;
  /** npm's `libc` field: the C library the executable is linked against (Linux only). */
  libc?: "glibc";
}

export const NPM_PLATFORMS: readonly NpmPlatform[] = [
  { os: "linux", cpu: "x64", release: "linux_amd64", executable: "bin/svc", libc: "glibc" },
  { os: "linux", cpu: "arm64", release: "linux_arm64", executable: "bin/svc", libc: "glibc" },
  { os: "darwin", cpu: "x64", release: "darwin_amd64", executable: "bin/svc" },
  { os: "darwin", cpu: "arm64", release: "darwin_arm64", executable: "bin/svc" },
  { os: "win32", cpu: "x64", release: "windows_amd64", executable: "bin/svc.exe" },
];

export function npmPlatformPackage(platform: NpmPlatform): string {
  return `${NPM_PACKAGE}-${platform.os}-${platform.cpu}`;
}

export function npmPlatformFor(os: string, cpu: string): NpmPlatform | undefined {
  return NPM_PLATFORMS.find((platform) => platform.os === os && platform.cpu === cpu);
}

/** How npm installed the running svc, and the command that updates it. */
export interface NpmInstall {
  /** global: npm i -g (prefix given); project: a project's node_modules; npx: npx's own cache. */
  kind: "global" | "project" | "npx";
  /** The global prefix, or the project folder; absent for npx. */
  folder?: string;
  command: string;
}

/**
 * Whether `executable` (the running svc's path) lies inside one of svc's npm packages, and if so
 * how it was installed. Read from the path alone (npm's own layouts), so it needs no network and
 * no npm: `<prefix>/lib/node_modules/…` (POSIX global), `<prefix>/node_modules/…` (Windows global),
 * `<project>/node_modules/…` (a project, which has a package.json), `…/_npx/<hash>/node_modules/…`.
 */
export function npmInstallOf(executable: string, platform: NodeJS.Platform, isFile: (file: string) => boolean): NpmInstall | null {
  const paths = platform === "win32" ? path.win32 : path.posix;
  const parts = executable.split(platform === "win32" ? /[\\/]/ : /\//);
  const names = new Set([NPM_PACKAGE, ...NPM_PLATFORMS.map(npmPlatformPackage)]);
  // The outermost node_modules holding one of svc's packages is the one npm installed into.
  const at = parts.findIndex((part, index) => part === "node_modules" && (names.has(parts[index + 1] ?? "") || names.has(`${parts[index + 1]}/${parts[index + 2]}`)));
  if (at <= 0) return null;
  const folder = parts.slice(0, at).join(paths.sep) || paths.sep;
  if (parts.slice(0, at).includes("_npx")) return { kind: "npx", command: `npx ${NPM_PACKAGE}@latest` };
  // Windows paths are double-quoted for cmd and PowerShell; elsewhere the POSIX shell's quoting.
  const quote = (text: string) => (platform !== "win32" ? shellQuote(text) : /^[\w@%+=:,.\\-]+$/.test(text) ? text : `"${text}"`);
  if (isFile(paths.join(folder, "package.json"))) {
    return { kind: "project", folder, command: `npm install --prefix ${quote(folder)} ${NPM_PACKAGE}@latest` };
  }
  // A global install: POSIX puts packages in <prefix>/lib/node_modules, Windows in <prefix>/node_modules.
  const prefix = platform !== "win32" && paths.basename(folder) === "lib" ? paths.dirname(folder) : folder;
  return { kind: "global", folder: prefix, command: `npm install --global --prefix ${quote(prefix)} ${NPM_PACKAGE}@latest` };
}
