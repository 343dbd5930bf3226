// Fetches the official Node binary for a platform from the npm registry into
// build/node-bins/<platform>/ (npm pack checks the registry's integrity hash and runs no script).
// Usage: node scripts/fetch-node.ts <platform>
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NODE_VERSION, platformByName } from "./platforms.ts";

const root = path.resolve(import.meta.dirname, "..");

export function nodeBinaryPath(platformName: string): string {
  const platform = platformByName(platformName);
  return path.join(root, "build/node-bins", `${platform.name}-${NODE_VERSION}`, platform.binary);
}

export function fetchNode(platformName: string): string {
  const platform = platformByName(platformName);
  const binary = nodeBinaryPath(platformName);
  if (existsSync(binary)) return binary;
  const folder = path.join(root, "build/node-bins", `${platform.name}-${NODE_VERSION}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  process.stderr.write(`fetching ${platform.npmPackage}@${NODE_VERSION} from the npm registry…\n`);
  execFileSync("npm", ["pack", "--silent", `${platform.npmPackage}@${NODE_VERSION}`], { cwd: folder, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(folder).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack left no tarball in ${folder}`);
  execFileSync("tar", ["xzf", tarball, "--strip-components=1", `package/${platform.binary}`], { cwd: folder });
  rmSync(path.join(folder, tarball));
  writeFileSync(path.join(folder, "SOURCE"), `${platform.npmPackage}@${NODE_VERSION}\n`);
  return binary;
}

if (import.meta.main) {
  const name = process.argv[2];
  if (!name) {
    process.stderr.write("usage: node scripts/fetch-node.ts <platform>\n");
    process.exit(2);
  }
  process.stdout.write(`${fetchNode(name)}\n`);
}
