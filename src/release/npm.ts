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

/** The package managers that install npm packages, each with its own layouts and commands. */
export type PackageManager = "npm" | "pnpm" | "yarn" | "bun";

/** How a package manager installed the running svc, and the command that updates it. */
export interface NpmInstall {
  /**
   * global: installed globally; project: a dependency of the project's package.json; dependency:
   * another package's dependency in a project; npx: a one-off cache (npx, pnpm dlx, yarn dlx, bunx).
   */
  kind: "global" | "project" | "dependency" | "npx";
  manager: PackageManager;
  /** The global folder, or the project folder; absent for a one-off cache. */
  folder?: string;
  command: string;
}

/** What npmInstallOf may read: whether a file exists, and a small file's text (null when absent). */
export interface InstallFiles {
  isFile(file: string): boolean;
  readText(file: string): string | null;
}

const LATEST = `${NPM_PACKAGE}@latest`;

/** Each manager's command per kind; `folder` is already quoted for the platform's shell. */
const UPDATE_COMMANDS: Record<PackageManager | "yarn1", Record<NpmInstall["kind"], (folder: string) => string>> = {
  npm: {
    global: (folder) => `npm install --global --prefix ${folder} ${LATEST}`,
    project: (folder) => `npm install --prefix ${folder} ${LATEST}`,
    // npm update <name> updates every copy of it, within the ranges the packages depending on it allow.
    dependency: (folder) => `npm update --prefix ${folder} ${NPM_PACKAGE}`,
    npx: () => `npx ${LATEST}`,
  },
  pnpm: {
    global: () => `pnpm add --global ${LATEST}`,
    project: (folder) => `pnpm --dir ${folder} add ${LATEST}`,
    dependency: (folder) => `pnpm --dir ${folder} update ${NPM_PACKAGE}`,
    npx: () => `pnpm dlx ${LATEST}`,
  },
  // Yarn 2+: --cwd only as the first argument; up -R updates a dependency's dependencies too.
  yarn: {
    global: () => `yarn global add ${LATEST}`,
    project: (folder) => `yarn --cwd ${folder} add ${LATEST}`,
    dependency: (folder) => `yarn --cwd ${folder} up -R ${NPM_PACKAGE}`,
    npx: () => `yarn dlx ${LATEST}`,
  },
  // Yarn 1 upgrades only the project's own dependencies: yarn why names the one that brought svc.
  yarn1: {
    global: () => `yarn global add ${LATEST}`,
    project: (folder) => `yarn --cwd ${folder} add ${LATEST}`,
    dependency: (folder) => `yarn --cwd ${folder} why ${NPM_PACKAGE}`,
    npx: () => `npx ${LATEST}`,
  },
  bun: {
    global: () => `bun add --global ${LATEST}`,
    project: (folder) => `bun add --cwd ${folder} ${LATEST}`,
    dependency: (folder) => `bun update --cwd ${folder} ${NPM_PACKAGE}`,
    npx: () => `bunx ${LATEST}`,
  },
};

/** Whether a package.json text lists svc among its own dependencies (unreadable: taken as listing it). */
function listsSvc(manifest: string): boolean {
  try {
    const parsed = JSON.parse(manifest) as Record<string, unknown>;
    return ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"].some((field) => {
      const deps = parsed[field];
      return typeof deps === "object" && deps !== null && NPM_PACKAGE in deps;
    });
  } catch {
    return true;
  }
}

/**
 * Whether `executable` (the running svc's path) lies inside one of svc's npm packages, and if so
 * which package manager installed it how. Read from the path and the install's folder (no network,
 * no package manager): the outermost node_modules is the install's (pnpm keeps packages in
 * node_modules/.pnpm/…/node_modules, npm nests another package's dependencies inside it, Yarn 2+
 * unplugs into .yarn/unplugged/…/node_modules); the folder above it is the project, whose
 * package.json says whether svc is its own dependency and whose lockfile names the manager, or
 * a global folder (npm's <prefix>/lib/node_modules, or <prefix>/node_modules on Windows; pnpm's
 * global/<n>, Yarn's yarn/global, Bun's install/global), or a one-off cache (npx's _npx, pnpm's
 * dlx, Yarn's xfs-…/dlx-…, bunx-…).
 */
export function npmInstallOf(executable: string, platform: NodeJS.Platform, files: InstallFiles): NpmInstall | null {
  const paths = platform === "win32" ? path.win32 : path.posix;
  const parts = executable.split(platform === "win32" ? /[\\/]/ : /\//);
  const names = new Set([NPM_PACKAGE, ...NPM_PLATFORMS.map(npmPlatformPackage)]);
  const inPackage = parts.some(
    (part, index) => part === "node_modules" && (names.has(parts[index + 1] ?? "") || names.has(`${parts[index + 1]}/${parts[index + 2]}`)),
  );
  const outer = parts.indexOf("node_modules");
  if (!inPackage || outer <= 0) return null;
  // Yarn 2+ unplugs a package into <project>/.yarn/unplugged/<id>/node_modules: the project is above .yarn.
  const unplugged = parts.findIndex((part, index) => part === ".yarn" && parts[index + 1] === "unplugged" && index < outer);
  const above = parts.slice(0, unplugged >= 0 ? unplugged : outer);
  const folder = above.join(paths.sep) || paths.sep;
  const pnpm = parts[outer + 1] === ".pnpm";
  const at = (file: string) => paths.join(folder, file);
  const has = (...candidates: string[]) => candidates.some((file) => files.isFile(at(file)));
  const quote = (text: string) => (platform !== "win32" ? shellQuote(text) : /^[\w@%+=:,.\\-]+$/.test(text) ? text : `"${text}"`);
  const answer = (manager: PackageManager | "yarn1", kind: NpmInstall["kind"], where: string | undefined): NpmInstall => ({
    kind,
    manager: manager === "yarn1" ? "yarn" : manager,
    ...(where === undefined ? {} : { folder: where }),
    command: UPDATE_COMMANDS[manager][kind](quote(where ?? "")),
  });

  // One-off caches.
  if (above.includes("_npx")) return answer("npm", "npx", undefined);
  if (pnpm && above.includes("dlx")) return answer("pnpm", "npx", undefined);
  if (above.some((part, index) => /^dlx-\d+$/.test(part) && /^xfs-/.test(above[index - 1] ?? ""))) return answer("yarn", "npx", undefined);
  if (above.some((part) => part.startsWith("bunx-"))) return answer("bun", "npx", undefined);

  // Global folders.
  const last = (count: number) =>
    above
      .slice(-count)
      .map((part) => part.toLowerCase())
      .join("/");
  if (pnpm && above.some((part, index) => part === "global" && /^v?\d+$/.test(above[index + 1] ?? ""))) return answer("pnpm", "global", folder);
  if (last(2) === "yarn/global" || last(3) === "yarn/data/global") return answer("yarn1", "global", folder);
  if (last(2) === "install/global" && (above[above.length - 3] ?? "").toLowerCase().includes("bun")) return answer("bun", "global", folder);

  const manifest = files.readText(at("package.json"));
  if (manifest === null && !pnpm && unplugged < 0) {
    // npm's global install: POSIX puts packages in <prefix>/lib/node_modules, Windows in <prefix>/node_modules.
    const prefix = platform !== "win32" && paths.basename(folder) === "lib" ? paths.dirname(folder) : folder;
    return answer("npm", "global", prefix);
  }
  const manager: PackageManager | "yarn1" =
    pnpm || has("pnpm-lock.yaml")
      ? "pnpm"
      : unplugged >= 0 || has(".yarnrc.yml")
        ? "yarn"
        : has("yarn.lock")
          ? "yarn1"
          : has("bun.lock", "bun.lockb")
            ? "bun"
            : "npm";
  return answer(manager, manifest === null || listsSvc(manifest) ? "project" : "dependency", folder);
}
