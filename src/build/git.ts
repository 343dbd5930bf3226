// What git knows about a project's files, asked of git itself (read-only commands that run no
// project code: `core.fsmonitor` is switched off, since a repository's own config could name a
// program for it). Without git, or outside a work tree, the answer is null and callers fall back
// to the files on disk and .gitignore.
import { spawnSync } from "node:child_process";

export interface GitFiles {
  /** The work tree's top folder (absolute). */
  top: string;
  /** Tracked files below the folder asked about, relative to it, `/`-separated. */
  tracked: string[];
  /**
   * Untracked entries present below the folder that .gitignore (or git's other exclude files)
   * ignores, relative to it: a folder whose whole content is ignored is one entry ending in `/`
   * (node_modules/, .next/, dist/).
   */
  ignored: string[];
  /** Untracked entries nothing ignores: new work not yet added (folders collapsed the same way). */
  other: string[];
}

function git(cwd: string, args: string[]): string | null {
  const run = spawnSync("git", ["-c", "core.fsmonitor=false", "-c", "core.quotePath=false", ...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    timeout: 20_000,
    stdio: ["ignore", "pipe", "ignore"],
  });
  return run.status === 0 && typeof run.stdout === "string" ? run.stdout : null;
}

const entries = (output: string): string[] => output.split("\0").filter((entry) => entry !== "");

/** The tracked, ignored and other files of the work tree holding `folder`, or null when it is none. */
export function gitFiles(folder: string): GitFiles | null {
  const top = git(folder, ["rev-parse", "--show-toplevel"])?.trim();
  if (!top) return null;
  const tracked = git(folder, ["ls-files", "-z", "--cached"]);
  if (tracked === null) return null;
  const ignored = entries(git(folder, ["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"]) ?? "");
  // A folder the repository ignores as a whole is none of its work: the files on disk say more.
  if (ignored.includes("./")) return null;
  let other = entries(git(folder, ["ls-files", "-z", "--others", "--exclude-standard", "--directory"]) ?? "");
  // A new folder not yet added is collapsed to itself (`./`): its entries, one level down.
  if (other.includes("./")) other = entries(git(folder, ["ls-files", "-z", "--others", "--exclude-standard"]) ?? "");
  return { top, tracked: entries(tracked), ignored, other };
}
