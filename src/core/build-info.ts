// Facts fixed when the executable is built (scripts/bundle.ts injects them with esbuild `define`).
// A development build trusts only keys/development.pub (for licenses and for releases) and carries
// the development signing key for local serving; a release build trusts SVC_RELEASE_PUBLIC_KEYS
// for licenses and SVC_UPDATE_PUBLIC_KEYS for releases (docs/promises.md#release-signing), and carries no private key.

export interface BuildInfo {
  version: string;
  commit: string;
  keys: "development" | "release";
  /** base64url ed25519 public keys that licenses may be signed with. */
  trustedPublicKeys: readonly string[];
  /** base64url ed25519 public keys that a release's SHA256SUMS.sig may be signed with (svc upgrade, install.sh). */
  updatePublicKeys: readonly string[];
  /** Public base address of the service, without a trailing slash. */
  baseUrl: string;
  /** Development builds only: keys/development.key, for `svc serve` on its embedded default. */
  developmentSigningKey: string | null;
}

declare const __SVC_BUILD__: BuildInfo | undefined;

/** The build facts baked into this executable. */
export function embeddedBuildInfo(): BuildInfo {
  if (typeof __SVC_BUILD__ === "undefined") {
    throw new Error("build facts are missing: run svc from a bundle (npm run bundle, make build)");
  }
  return __SVC_BUILD__;
}

/** The platform names used for downloads and `svc version` (linux_amd64, darwin_arm64, …). */
export function platformName(platform: string, arch: string): string {
  const os = platform === "win32" ? "windows" : platform;
  const cpu = arch === "x64" ? "amd64" : arch;
  return `${os}_${cpu}`;
}

/** The five release platforms, and the file each downloads (svc-latest-linux-amd64, …, .exe for Windows). */
export const RELEASE_PLATFORMS = ["linux_amd64", "linux_arm64", "darwin_amd64", "darwin_arm64", "windows_amd64"] as const;
export type ReleasePlatform = (typeof RELEASE_PLATFORMS)[number];

export function downloadName(platform: ReleasePlatform): string {
  return `svc-latest-${platform.replace("_", "-")}${platform.startsWith("windows") ? ".exe" : ""}`;
}
