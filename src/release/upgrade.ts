// svc upgrade (docs/promises.md#upgrade): read {base}/api/v1/updates, compare latest_version with this build,
// fetch SHA256SUMS and SHA256SUMS.sig beside the download and check the signature against the
// build's update keys (docs/promises.md#upgrade: unsigned, signed by another key or altered is refused, exit 5),
// download this platform's executable with undici (progress on stderr), check its SHA-256 against
// the signed SHA256SUMS and replace the running executable atomically: the new file is written beside it and renamed over
// it (Windows, which cannot replace a running .exe, first renames the running one aside). A
// checksum mismatch, a short download or any failure leaves the installed svc as it was. The
// license ($SVC_HOME/license) is never read or written here.
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, readFileSync, statSync } from "node:fs";
import { chmod, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { downloadName, platformName, RELEASE_PLATFORMS } from "../core/build-info.ts";
import type { Deps } from "../core/deps.ts";
import { serviceBaseUrl } from "../core/base-url.ts";
import { EXIT, SvcError, VerifyError } from "../core/errors.ts";
import { npmInstallOf, type InstallFiles, type NpmInstall } from "./npm.ts";
import { signedChecksum } from "./signature.ts";

/** What npmInstallOf reads of an install's folder: which files exist, and its package.json. */
const installFiles: InstallFiles = {
  isFile: (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false,
  readText: (file) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return null;
    }
  },
};

export interface UpdateInfo {
  current_version: string;
  latest_version: string;
  update_available: boolean;
  platform: string;
  download_url: string | null;
  sha256: string | null;
  updates_endpoint: string;
}

export interface UpgradeResult extends UpdateInfo {
  status: "up_to_date" | "update_available" | "upgraded";
  path?: string;
}

/** svc installed from npm's registry by a package manager, which updates it: svc upgrade only says how (and reads no network). */
export interface NpmManagedResult {
  status: "managed_by_npm";
  current_version: string;
  /** npm, pnpm, yarn or bun. */
  installed_by: NpmInstall["manager"];
  npm_install: NpmInstall["kind"];
  command: string;
  path: string;
}

const TIMEOUT_MS = 30_000;

/** -1, 0 or 1 as semver a is older than, equal to or newer than b (a pre-release is older than its release). */
export function compareVersions(a: string, b: string): number {
  const parse = (text: string) => {
    const [core = "", pre] = text.trim().replace(/^v/, "").split("+")[0]!.split(/-(.*)/s);
    return { parts: core.split(".").map((part) => Number.parseInt(part, 10) || 0), pre: pre ?? null };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index++) {
    const difference = (left.parts[index] ?? 0) - (right.parts[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === null) return 1;
  if (right.pre === null) return -1;
  return comparePrerelease(left.pre, right.pre);
}

/** Semver §11: dot-separated identifiers, numeric ones compared as numbers and below alphanumeric ones. */
function comparePrerelease(a: string, b: string): number {
  const left = a.split(".");
  const right = b.split(".");
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const x = left[index];
    const y = right[index];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const xNumeric = /^\d+$/.test(x);
    const yNumeric = /^\d+$/.test(y);
    if (xNumeric && yNumeric) return Math.sign(Number(x) - Number(y)) || (x < y ? -1 : 1);
    if (xNumeric) return -1;
    if (yNumeric) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

function unreachable(base: string, error: unknown): SvcError {
  return new SvcError("update_server_unreachable", `cannot reach ${base}: ${error instanceof Error ? error.message : String(error)}`, EXIT.error, {
    hint: "Check the network, or set SVC_BASE_URL to the service's address.",
  });
}

/** What the updates record says for this build and platform. */
async function checkForUpdate(deps: Deps): Promise<UpdateInfo> {
  const base = serviceBaseUrl(deps);
  const endpoint = `${base}/api/v1/updates`;
  const { request } = await import("undici");
  let record: { latest_version?: unknown; platform_downloads?: unknown };
  try {
    const response = await request(endpoint, {
      headers: { accept: "application/json", "user-agent": `svc/${deps.build.version}` },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new SvcError("update_check_failed", `${endpoint} answered ${response.statusCode}`, EXIT.error, { hint: "Try again later." });
    }
    record = (await response.body.json()) as typeof record;
  } catch (error) {
    if (error instanceof SvcError) throw error;
    throw unreachable(base, error);
  }
  if (typeof record.latest_version !== "string" || !Array.isArray(record.platform_downloads)) {
    throw new SvcError("update_check_failed", `${endpoint} did not answer an updates record`);
  }
  const platform = platformName(deps.platform, deps.arch);
  const entry = (record.platform_downloads as { platform?: unknown; download_url?: unknown; sha256?: unknown }[]).find((item) => item.platform === platform);
  const download =
    typeof entry?.download_url === "string" && typeof entry.sha256 === "string" && /^[0-9a-f]{64}$/.test(entry.sha256)
      ? { url: entry.download_url, sha256: entry.sha256 }
      : null;
  return {
    current_version: deps.build.version,
    latest_version: record.latest_version,
    update_available: compareVersions(record.latest_version, deps.build.version) > 0,
    platform,
    download_url: download?.url ?? null,
    sha256: download?.sha256 ?? null,
    updates_endpoint: endpoint,
  };
}

/** A small file's bytes, or null when the server answers 404. */
async function fetchSmall(url: string, deps: Deps): Promise<Buffer | null> {
  const { request } = await import("undici");
  let response;
  try {
    response = await request(url, { headers: { "user-agent": `svc/${deps.build.version}` }, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  } catch (error) {
    throw new SvcError("download_failed", `downloading ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.statusCode === 404) {
    await response.body.dump();
    return null;
  }
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new SvcError("download_failed", `${url} answered ${response.statusCode}`, EXIT.error, { hint: "Try again later." });
  }
  return Buffer.from(await response.body.arrayBuffer());
}

/** The SHA-256 the release's signed SHA256SUMS lists for `name` (signature.ts: every refusal is exit 5). */
async function releaseChecksum(downloadUrl: string, name: string, deps: Deps): Promise<string> {
  const sumsUrl = new URL("SHA256SUMS", downloadUrl).href;
  const sums = await fetchSmall(sumsUrl, deps);
  const signature = sums === null ? null : await fetchSmall(`${sumsUrl}.sig`, deps);
  const release = { sums, signature: signature === null ? null : signature.toString("utf8"), sumsAt: sumsUrl };
  return signedChecksum(release, name, { keys: deps.build.updatePublicKeys, build: deps.build.keys }, "nothing was replaced");
}

/** Streams the download to `file`, hashing as it goes; returns the SHA-256. */
async function download(url: string, file: string, deps: Deps): Promise<string> {
  const { request } = await import("undici");
  const response = await request(url, { headers: { "user-agent": `svc/${deps.build.version}` }, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new SvcError("download_failed", `${url} answered ${response.statusCode}`, EXIT.error, { hint: "Try again later." });
  }
  const total = Number(response.headers["content-length"] ?? 0);
  const hash = createHash("sha256");
  let received = 0;
  let shown = -1;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      received += chunk.length;
      const percent = total > 0 ? Math.floor((received / total) * 10) * 10 : -1;
      if (percent > shown) {
        shown = percent;
        deps.out.progress(`downloading ${path.basename(url)}: ${percent}% of ${(total / 1048576).toFixed(1)} MiB`);
      }
      done(null, chunk);
    },
  });
  await pipeline(response.body, meter, createWriteStream(file, { mode: 0o755 }));
  if (total > 0 && received !== total) throw new SvcError("download_failed", `the download ended after ${received} of ${total} bytes`);
  const handle = await open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return hash.digest("hex");
}

/** Puts `fresh` in place of `target` in one rename; on Windows the running file is renamed aside first. */
async function replaceExecutable(fresh: string, target: string, windows: boolean): Promise<void> {
  if (!windows) {
    await rename(fresh, target);
    return;
  }
  const aside = `${target}.old`;
  await rm(aside, { force: true }).catch(() => undefined);
  await rename(target, aside);
  try {
    await rename(fresh, target);
  } catch (error) {
    await rename(aside, target).catch(() => undefined);
    throw error;
  }
}

export async function upgrade(options: { check?: boolean }, deps: Deps): Promise<UpgradeResult | NpmManagedResult> {
  const npm = deps.executable === undefined ? null : npmInstallOf(deps.executable.path, deps.platform, installFiles);
  if (npm !== null && deps.executable !== undefined) {
    return {
      status: "managed_by_npm",
      current_version: deps.build.version,
      installed_by: npm.manager,
      npm_install: npm.kind,
      command: npm.command,
      path: deps.executable.path,
    };
  }
  const info = await checkForUpdate(deps);
  if (!info.update_available) return { ...info, status: "up_to_date" };
  if (options.check) return { ...info, status: "update_available" };
  if (info.download_url === null || info.sha256 === null) {
    throw new SvcError("no_download", `svc ${info.latest_version} has no download for ${info.platform} yet`, EXIT.error, {
      hint: `See ${info.updates_endpoint}.`,
    });
  }
  const executable = deps.executable;
  if (executable === undefined || !executable.sea) {
    throw new SvcError("not_single_executable", "svc upgrade replaces the svc executable, but this svc runs as a script under Node", EXIT.error, {
      hint: `Install the executable instead: curl -fsSL ${serviceBaseUrl(deps)}/install.sh | sh`,
    });
  }
  const platform = RELEASE_PLATFORMS.find((name) => name === info.platform);
  if (platform === undefined) throw new SvcError("no_download", `svc has no release for ${info.platform}`);
  const signed = await releaseChecksum(info.download_url, downloadName(platform), deps);
  if (signed !== info.sha256) {
    throw new VerifyError(
      "checksum_mismatch",
      `the updates record says ${info.sha256}, but the signed SHA256SUMS says ${signed}: refused, nothing was replaced`,
      {
        hint: "Try again; if it persists, report it to support.",
      },
    );
  }
  const target = executable.path;
  const folder = path.dirname(target);
  const fresh = path.join(folder, `.svc-upgrade-${randomBytes(6).toString("hex")}${path.extname(target)}`);
  try {
    let sha256: string;
    try {
      sha256 = await download(info.download_url, fresh, deps);
    } catch (error) {
      if (error instanceof SvcError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
        throw new SvcError("not_writable", `cannot write into ${folder}`, EXIT.error, {
          hint: "Run svc upgrade as the user who installed svc, or reinstall with the installer.",
        });
      }
      throw new SvcError("download_failed", `downloading ${info.download_url} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (sha256 !== signed) {
      throw new VerifyError(
        "checksum_mismatch",
        `the download's SHA-256 is ${sha256}, but the signed SHA256SUMS says ${signed}: refused, nothing was replaced`,
        {
          hint: "Try again; if it persists, report it to support.",
        },
      );
    }
    const mode = (await stat(target)).mode & 0o777;
    await chmod(fresh, mode | 0o500);
    await replaceExecutable(fresh, target, deps.platform === "win32");
  } finally {
    await rm(fresh, { force: true }).catch(() => undefined);
  }
  return { ...info, status: "upgraded", path: target };
}
