// The code svc's main npm package runs (bundled by scripts/npm-pack.ts into its lib/npm.cjs). It
// runs on whatever Node runs npm, so it uses Node's built-in modules only.
//
//   install  npm's preinstall: find this platform's package, check its executable against the
//            signed SHA256SUMS shipped in the main package (signature.ts, the checks and refusals of
//            svc upgrade: exit 5), then, under npm or pnpm, put it at bin/svc.exe. Both link the
//            package's bins after its install scripts ran, so their link (POSIX) or shim starts the
//            executable itself: nothing but the package manager's own shim stands between the
//            user and svc. Under another client the launcher stays (linksBinsAfterScripts).
//   launch   what bin/svc.exe does when the install step did not run (--ignore-scripts, or an
//            allowScripts policy that denies it): the same check, then the executable is started
//            with the arguments and its exit status passed through. One more Node start, and the
//            check, at every run.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, closeSync, copyFileSync, existsSync, linkSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { EXIT, SvcError, VerifyError } from "../core/errors.ts";
import { NPM_BIN, NPM_PACKAGE, NPM_PLATFORMS, npmPlatformFor, npmPlatformPackage, type NpmPlatform } from "./npm.ts";
import { signedChecksum } from "./signature.ts";

/** What `make npm` fixes in the package: the keys its SHA256SUMS.sig is checked with, and the release file names. */
export interface NpmRelease {
  updatePublicKeys: readonly string[];
  keys: "development" | "release";
  /** svc-latest or svc-dev: the name SHA256SUMS lists each platform's file under is <prefix>-<release name>. */
  filePrefix: string;
}

/** The release file name SHA256SUMS lists for a platform: svc-latest-linux-amd64, …-windows-amd64.exe. */
export function releaseFileOf(platform: NpmPlatform, filePrefix: string): string {
  return `${filePrefix}-${platform.release.replace("_", "-")}${platform.os === "win32" ? ".exe" : ""}`;
}

function sha256Of(file: string): string {
  const hash = createHash("sha256");
  const buffer = Buffer.alloc(1 << 20);
  const handle = openSync(file, "r");
  try {
    for (let read = readSync(handle, buffer); read > 0; read = readSync(handle, buffer)) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(handle);
  }
  return hash.digest("hex");
}

function readIfPresent(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The C library of a Linux system, as npm tells it (npm_config_libc, from `npm i --libc`) or, as
 * npm itself finds it, from /usr/bin/ldd's text or the libraries Node loaded; null when unknown.
 */
export function libcOf(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env["npm_config_libc"]) return env["npm_config_libc"];
  const ldd = readIfPresent("/usr/bin/ldd")?.toString("latin1") ?? "";
  if (ldd.includes("musl")) return "musl";
  if (ldd.includes("GNU C Library")) return "glibc";
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string }; sharedObjects?: string[] };
  if (report.header?.glibcVersionRuntime !== undefined) return "glibc";
  return (report.sharedObjects ?? []).some((file) => file.includes("libc.musl-") || file.includes("ld-musl-")) ? "musl" : null;
}

/**
 * This platform's executable, found through Node's module resolution from the main package (npm
 * may place the platform package beside it or inside it) and checked against the signed
 * SHA256SUMS; throws an SvcError saying what is wrong otherwise.
 */
export function verifiedExecutable(
  mainDir: string,
  release: NpmRelease,
  os: string = process.platform,
  cpu: string = process.arch,
  outcome = "nothing was installed",
  libc: () => string | null = libcOf,
): string {
  const platform = npmPlatformFor(os, cpu);
  const builds = NPM_PLATFORMS.map((item) => `${item.os}-${item.cpu}`).join(", ");
  if (platform === undefined) {
    throw new SvcError("no_platform_package", `svc has no build for ${os}-${cpu}; builds exist for ${builds}`, EXIT.error, {
      hint: "Install it on one of those, or ask for a build for this platform.",
    });
  }
  // npm skips a platform package whose libc does not match, so say why rather than that it is missing.
  const found = platform.libc === undefined ? null : libc();
  if (found !== null && platform.libc !== undefined && found !== platform.libc) {
    throw new SvcError(
      "unsupported_libc",
      `svc's Linux builds need ${platform.libc}, and this system's C library is ${found} (Alpine Linux uses musl): svc does not run here, ${outcome}`,
      EXIT.error,
      {
        hint: "Install svc on a glibc-based system (Debian, Ubuntu, Fedora and most others) or in a glibc container.",
      },
    );
  }
  const name = npmPlatformPackage(platform);
  let packageDir: string;
  try {
    packageDir = path.dirname(createRequire(path.join(mainDir, "package.json")).resolve(`${name}/package.json`));
  } catch {
    throw new SvcError("platform_package_missing", `${name}, which holds svc's executable for ${os}-${cpu}, is not installed`, EXIT.error, {
      hint: `npm leaves it out under --omit=optional (or --no-optional): install ${NPM_PACKAGE} without it.`,
    });
  }
  const executable = path.join(packageDir, platform.executable);
  const sums = readIfPresent(path.join(mainDir, "SHA256SUMS"));
  const signature = sums === null ? null : readIfPresent(path.join(mainDir, "SHA256SUMS.sig"));
  const expected = signedChecksum(
    { sums, signature: signature === null ? null : signature.toString("utf8"), sumsAt: `${NPM_PACKAGE}'s SHA256SUMS` },
    releaseFileOf(platform, release.filePrefix),
    { keys: release.updatePublicKeys, build: release.keys },
    outcome,
  );
  if (!existsSync(executable))
    throw new SvcError("platform_package_missing", `${name} has no ${platform.executable}: the package is damaged`, EXIT.error, {
      hint: `Reinstall ${NPM_PACKAGE}.`,
    });
  const actual = sha256Of(executable);
  if (actual !== expected) {
    throw new VerifyError(
      "checksum_mismatch",
      `${name}'s ${platform.executable} has SHA-256 ${actual}, but the signed SHA256SUMS says ${expected}: refused, ${outcome}`,
      {
        hint: "Do not run it; report it to support.",
      },
    );
  }
  return executable;
}

/**
 * Whether the client running the install links the package's bins after its install scripts, so
 * a link or shim made then starts the file bin/svc.exe is by then. npm does (its .cmd shims on
 * Windows too), and so does pnpm: it links a project's and the global bins after the build step,
 * its shims reading the target's first line as it is then (no `#!`: started directly). Yarn 2+
 * starts every bin through node, Yarn 1 on Windows writes its .cmd shims before install scripts,
 * Bun runs a dependency's scripts only when trusted and writes its Windows shims when it links:
 * under those, and a client that does not say who it is, the launcher stays.
 */
export function linksBinsAfterScripts(userAgent: string | undefined): boolean {
  return /^(npm|pnpm)\//.test(userAgent ?? "");
}

/**
 * npm's preinstall: the verified executable becomes bin/svc.exe (a hard link where it can, else a
 * copy), in one rename, where the client links bins after it (linksBinsAfterScripts); elsewhere
 * the check alone. The platform is npm's: `npm install --os … --cpu … --libc …` installs another
 * platform's package, and npm hands those settings to the script as npm_config_os and the like.
 * Returns the file the bin starts.
 */
export function install(mainDir: string, release: NpmRelease, env: NodeJS.ProcessEnv = process.env): string {
  const executable = verifiedExecutable(mainDir, release, env["npm_config_os"] || process.platform, env["npm_config_cpu"] || process.arch, undefined, () =>
    libcOf(env),
  );
  const target = path.join(mainDir, NPM_BIN);
  if (!linksBinsAfterScripts(env["npm_config_user_agent"])) return target;
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  // Never written in place, nor its mode changed: a package manager's store may share the file
  // with other installs. One that is not executable as it is gets a copy of its own.
  let linked = true;
  try {
    linkSync(executable, temporary);
  } catch {
    linked = false;
  }
  if (!linked || (process.platform !== "win32" && (statSync(temporary).mode & 0o111) === 0)) {
    rmSync(temporary, { force: true });
    copyFileSync(executable, temporary);
    chmodSync(temporary, 0o755);
  }
  renameSync(temporary, target);
  return target;
}

/** bin/svc.exe without the install step: check, then run the executable; its exit status is ours. */
export function launch(mainDir: string, release: NpmRelease, args: readonly string[]): number {
  const executable = verifiedExecutable(mainDir, release, process.platform, process.arch, "not started");
  const run = spawnSync(executable, args, { stdio: "inherit", windowsHide: false });
  if (run.error) throw new SvcError("start_failed", `cannot start ${executable}: ${run.error.message}`);
  if (run.signal) {
    process.kill(process.pid, run.signal);
    return 128;
  }
  return run.status ?? 1;
}

/** Prints an SvcError as svc does (message, then the hint) and returns its exit code. */
export function report(error: unknown): number {
  if (!(error instanceof SvcError)) {
    process.stderr.write(`svc: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.error;
  }
  process.stderr.write(`svc: ${error.message}\n${error.hint ? `  ${error.hint}\n` : ""}`);
  return error.exit;
}
