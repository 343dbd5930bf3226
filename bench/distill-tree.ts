// The trees bench/distill.ts scans (a harness-like tree, a dense stress tree): the same files from
// the same seed each time, as a list of relative paths and texts (bench/distill-same.ts compares
// two scanners on them without writing them out) or written into a folder.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type HarnessMix, harnessFile, seededRng } from "../test/support/secret-corpus.ts";

const FOLDERS = [".claude", ".claude/commands", ".claude/agents", ".codex", ".cursor/rules", "projects/api", "projects/web/.claude", "notes"];

export interface TreeFile {
  /** Path from the tree's root. */
  name: string;
  text: string;
  planted: number;
}

/** The tree's files, ~`bytes` of UTF-8 in all (the last file passes the mark). */
export function* treeFiles(bytes: number, mix: HarnessMix): Generator<TreeFile> {
  const rng = seededRng(0xbe_0c_4d);
  let written = 0;
  for (let index = 0; written < bytes; index++) {
    const size = rng.between(4_000, 60_000);
    const file = harnessFile(rng, size, mix);
    const name = path.posix.join(rng.pick(FOLDERS), `${index}-${file.name}`);
    written += Buffer.byteLength(file.text, "utf8");
    yield { name, text: file.text, planted: file.planted.length };
  }
}

/** The tree written under `root`: its files' paths, bytes and planted values. */
export async function generateTree(root: string, bytes: number, mix: HarnessMix): Promise<{ files: string[]; bytes: number; planted: number }> {
  const files: string[] = [];
  let written = 0;
  let planted = 0;
  for (const folder of FOLDERS) await mkdir(path.join(root, folder), { recursive: true });
  for (const file of treeFiles(bytes, mix)) {
    const name = path.join(root, file.name);
    const data = Buffer.from(file.text, "utf8");
    await writeFile(name, data);
    files.push(name);
    written += data.length;
    planted += file.planted;
  }
  return { files, bytes: written, planted };
}
