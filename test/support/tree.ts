// Fixture trees in code (changesets' testdir habit): write a tree from {path: content}, read one
// back, and hash one whole to prove nothing else changed.
import { createHash } from "node:crypto";
import { lstat, mkdir, readdir, readFile, readlink, writeFile } from "node:fs/promises";
import path from "node:path";

export type Tree = Record<string, string | Uint8Array>;

export const sha256 = (bytes: string | Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/** A JSON file's text as the tools write it: two-space indent, final newline. */
export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** svc's own files ($HOME/.svc: backups, licence, hub), for `skip:` where a test looks only at the tools' files. */
export const svcOwn = (relative: string): boolean => relative.startsWith(".svc");

export async function writeTree(root: string, tree: Tree): Promise<void> {
  for (const [relative, content] of Object.entries(tree)) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** Every file below root (links listed with their target), relative paths, sorted. */
export async function listTree(root: string, options: { skip?: (relative: string) => boolean } = {}): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      if (options.skip?.(relative)) continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
      else out.push(relative);
    }
  }
  await walk(root, "");
  return out.sort();
}

/** path → sha256 (and mode) of every file: equal maps mean byte-identical trees. */
export async function hashTree(root: string, options: { skip?: (relative: string) => boolean } = {}): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const relative of await listTree(root, options)) {
    const file = path.join(root, relative);
    const info = await lstat(file);
    const content = info.isSymbolicLink() ? `link:${await readlink(file)}` : await readFile(file);
    hashes[relative] = `${sha256(content)} ${(info.mode & 0o777).toString(8)}`;
  }
  return hashes;
}

export async function readTree(root: string, options: { skip?: (relative: string) => boolean } = {}): Promise<Record<string, string>> {
  const tree: Record<string, string> = {};
  for (const relative of await listTree(root, options)) tree[relative] = await readFile(path.join(root, relative), "utf8");
  return tree;
}
