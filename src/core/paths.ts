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
}

/** A path as people read it: relative to the repo, or ~/… in the home folder. */
export function displayPath(file: string, options: LabelOptions): string {
  if (options.repo) {
    const relative = path.relative(options.repo, file);
    if (!relative.startsWith("..") && !path.isAbsolute(relative)) return relative === "" ? "." : relative;
  }
  const relative = path.relative(options.home, file);
  if (!relative.startsWith("..") && !path.isAbsolute(relative)) return `~/${relative}`;
  return file;
}
