// Finding and reading a tool's files. Every read is per file: a file that cannot be read becomes a
// problem with its path and line, and its neighbours are still read (never one bad file failing a
// whole batch). Folders that hold other people's copies of these files — dependencies, virtual
// environments, build output, VCS internals, svc's own hub and backups — are never searched.
import { readFileSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { FormatError } from "./formats/errors.ts";
import { decodeUserText, type DecodedText } from "./formats/text.ts";
import type { ReadProblem } from "./model.ts";

export const DECOY_FOLDERS = [
  "node_modules",
  "bower_components",
  ".venv",
  "venv",
  "__pycache__",
  ".tox",
  "dist",
  "target",
  "vendor",
  ".next",
  ".nuxt",
  ".git",
  ".hg",
  ".svn",
  ".svc",
] as const;

const DECOY_IGNORE = DECOY_FOLDERS.map((folder) => `**/${folder}/**`);

/** Largest file svc reads as a harness file; config and prompts are far smaller. */
export const MAX_TEXT_BYTES = 4 * 1024 * 1024;

export interface FoundFile {
  /** Absolute path. */
  path: string;
  /** Relative to the root it was found under, forward slashes. */
  relative: string;
}

/** Files matching the patterns (relative to root), sorted, decoys excluded, links not followed. */
export async function findFiles(root: string, patterns: readonly string[], options: { deep?: number } = {}): Promise<FoundFile[]> {
  if (patterns.length === 0) return [];
  const found = await fg([...patterns], {
    cwd: root,
    dot: true,
    onlyFiles: true,
    followSymbolicLinks: false,
    ignore: DECOY_IGNORE,
    suppressErrors: true,
    unique: true,
    ...(options.deep === undefined ? {} : { deep: options.deep }),
  });
  return found.sort().map((relative) => ({ path: path.join(root, relative), relative }));
}

export type TextRead = { ok: true; text: string; eol: DecodedText["eol"] } | { ok: false; problem: ReadProblem } | { ok: "missing" };

/**
 * Reads one text file; a missing file is not a problem, anything else unreadable is.
 * Synchronous reads on purpose: a harness is hundreds of small files, and each asynchronous read
 * is four trips through libuv's thread pool (measured: 1.2 s of waiting for 1,000 files).
 */
export async function readText(file: string): Promise<TextRead> {
  return readTextSync(file);
}

export function readTextSync(file: string): TextRead {
  let bytes: Uint8Array;
  try {
    const info = statSync(file); // through links: reading one is harmless; writes check where links lead
    if (!info.isFile()) return { ok: false, problem: { path: file, message: "not a regular file" } };
    if (info.size > MAX_TEXT_BYTES) {
      return { ok: false, problem: { path: file, message: `${info.size} bytes is larger than svc reads (${MAX_TEXT_BYTES})` } };
    }
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { ok: "missing" };
    return { ok: false, problem: { path: file, message: `cannot be read (${code ?? String(error)})` } };
  }
  try {
    const decoded = decodeUserText(bytes);
    return { ok: true, text: decoded.text, eol: decoded.eol };
  } catch (error) {
    if (error instanceof FormatError) return { ok: false, problem: { path: file, line: error.line, message: error.message } };
    throw error;
  }
}

/**
 * Runs a parser on a file's text. A FormatError becomes a problem with the file's path and line;
 * so does anything else a parser throws, so one strange file never stops the others being read.
 */
export function parseOrProblem<T>(file: string, parse: () => T): { ok: true; value: T } | { ok: false; problem: ReadProblem } {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (error instanceof FormatError) return { ok: false, problem: { path: file, line: error.line, message: error.message } };
    return { ok: false, problem: { path: file, message: `cannot be read: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

/**
 * A file's text, or null: a missing file is simply absent; an unreadable one is added to
 * `problems` (path and line) so the caller goes on with the next file.
 */
export async function readTextOr(file: string, problems: ReadProblem[]): Promise<string | null> {
  const read = await readText(file);
  if (read.ok === "missing") return null;
  if (!read.ok) {
    problems.push(read.problem);
    return null;
  }
  return read.text;
}

/** A file read and parsed, or null with the reason added to `problems` (a missing file is no problem). */
export async function readParsed<T>(file: string, parse: (text: string) => T, problems: ReadProblem[]): Promise<T | null> {
  const text = await readTextOr(file, problems);
  if (text === null) return null;
  const parsed = parseOrProblem(file, () => parse(text));
  if (!parsed.ok) {
    problems.push(parsed.problem);
    return null;
  }
  return parsed.value;
}

/** The value at a path of keys inside parsed JSON or TOML, or undefined. */
export function valueAt(value: unknown, at: readonly (string | number)[]): unknown {
  let node = value;
  for (const key of at) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Every file below a folder (for skills), relative paths with forward slashes, links skipped. */
export async function listFolder(folder: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!(DECOY_FOLDERS as readonly string[]).includes(entry.name)) await walk(path.join(dir, entry.name), relative);
      } else if (entry.isFile()) out.push(relative);
    }
  }
  await walk(folder, "");
  return out;
}
