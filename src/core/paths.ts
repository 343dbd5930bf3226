// Where a path stands relative to a folder, decided by path.relative (so `/a/bc` is not inside
// `/a/b`, and Windows drive letters and separators are handled by Node).
import path from "node:path";

/** Whether `candidate` is `root` itself or anything below it. */
export function isWithin(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}
