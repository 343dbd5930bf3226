// Where a path stands relative to a folder, decided by path.relative (so `/a/bc` is not inside
// `/a/b`, and Windows drive letters and separators are handled by Node), and how paths are shown.
import path from "node:path";

/** Whether `candidate` is `root` itself or anything below it. */
export function isWithin(root: string, candidate: string): boolean {
  return relativeInside(path, root, candidate) !== null;
}

/**
 * path.relative(root, file) when `file` is `root` itself or below it, else null. Two plain
 * absolute POSIX paths (no empty, "." or ".." part, no trailing slash: what path.join and
 * path.resolve make), which a plan of thousands of files asks about thousands of times, are
 * compared as strings; anything else is left to path.relative (Windows: drive letters, case).
 */
function relativeInside(paths: typeof path.posix, root: string, file: string): string | null {
  if (paths.sep === "/" && isPlainAbsolute(root) && isPlainAbsolute(file)) {
    if (file === root) return "";
    const rest = root === "/" ? file.slice(1) : file.startsWith(root) && file.charCodeAt(root.length) === 47 ? file.slice(root.length + 1) : null;
    // As below: a name starting with ".." (a file "..x" in root) counts as outside.
    return rest === null || rest.startsWith("..") ? null : rest;
  }
  const relative = paths.relative(root, file);
  return relative === "" || (!relative.startsWith("..") && !paths.isAbsolute(relative)) ? relative : null;
}

function isPlainAbsolute(file: string): boolean {
  if (file.charCodeAt(0) !== 47) return false;
  if (file.length === 1) return true;
  return !file.endsWith("/") && !file.endsWith("/.") && !file.endsWith("/..") && !file.includes("//") && !file.includes("/./") && !file.includes("/../");
}

export interface LabelOptions {
  home: string;
  repo?: string | undefined;
  /** The OS whose path rules apply (default: this machine's). */
  platform?: NodeJS.Platform | undefined;
}

/**
 * How paths are shown where svc runs: relative to that folder (unless it is the home or above
 * it, where `~/…` reads better) and `~/…` in the home.
 */
export function labelsAt(where: { home: string; cwd: string; platform?: NodeJS.Platform | undefined }): LabelOptions {
  return { home: where.home, repo: isWithin(where.cwd, where.home) ? undefined : where.cwd, platform: where.platform };
}

function pathsOf(platform: NodeJS.Platform | undefined): typeof path.posix {
  if (platform === undefined) return path;
  return platform === "win32" ? path.win32 : path.posix;
}

/**
 * A path as people read it, in one style on every OS: relative to the repo, `~/…` in the home
 * folder, else absolute; always with forward slashes (`~/.codex/AGENTS.md`, `C:/tools/x`), so a
 * Windows path never mixes `~/` with backslashes.
 */
export function displayPath(file: string, options: LabelOptions): string {
  const paths = pathsOf(options.platform);
  const slashed = (text: string) => (paths.sep === "\\" ? text.replaceAll("\\", "/") : text);
  const inside = (root: string): string | null => relativeInside(paths, root, file);
  if (options.repo) {
    const relative = inside(options.repo);
    if (relative !== null) return relative === "" ? "." : slashed(relative);
  }
  const relative = inside(options.home);
  if (relative !== null) return `~/${slashed(relative)}`;
  return slashed(file);
}
