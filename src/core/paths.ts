// Where a path stands relative to a folder, decided by path.relative (so `/a/bc` is not inside
// `/a/b`, and Windows drive letters and separators are handled by Node), and how paths are shown.
import path from "node:path";

/** Whether `candidate` is `root` itself or anything below it. */
export function isWithin(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
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
  const inside = (root: string): string | null => {
    const relative = paths.relative(root, file);
    return !relative.startsWith("..") && !paths.isAbsolute(relative) ? relative : null;
  };
  if (options.repo) {
    const relative = inside(options.repo);
    if (relative !== null) return relative === "" ? "." : slashed(relative);
  }
  const relative = inside(options.home);
  if (relative !== null) return `~/${slashed(relative)}`;
  return slashed(file);
}
