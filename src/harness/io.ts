// Finding and reading a tool's files. Every read is per file: a file that cannot be read becomes a
// problem with its path and line, and its neighbours are still read (never one bad file failing a
// whole batch). Folders that hold other people's copies of these files — dependencies, virtual
// environments, build output, VCS internals, svc's own hub and backups — are never searched.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, stat, statSync, type Stats } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { isWithin } from "../core/paths.ts";
import { FormatError } from "./formats/errors.ts";
import { decodeUserText, type DecodedText } from "./formats/text.ts";
import type { ReadProblem } from "./model.ts";
import { cannotRead } from "../core/errors.ts";
import { identityNow, readWithIdentity, type ReadFile } from "../core/file-state.ts";
import { BIG_JSON, jsonBytesOf } from "./formats/json-bytes.ts";
import { parseJsonObject, type JsonPath } from "./formats/json.ts";

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

// One pattern for them all: fast-glob tests every entry it meets against each ignore pattern (and
// compiles them on every search), so fifteen patterns cost a walk of a big project twice the time.
const DECOY_IGNORE = [`**/@(${DECOY_FOLDERS.join("|")})/**`];

/**
 * Symbolic links are followed when reading (dotfile managers such as stow or home-manager link
 * whole skill folders and single command files into place), except a link to a folder that is
 * already on the way down to it, which would loop: that one is left unread.
 */
function loopsBack(link: string, root: string): boolean {
  let target: string;
  try {
    target = realpathSync.native(link);
  } catch {
    return false;
  }
  const relative = path.relative(root, path.dirname(link));
  const parts = relative === "" ? [] : relative.split(path.sep);
  for (let index = 0; index <= parts.length; index++) {
    let real: string;
    try {
      real = realpathSync.native(path.join(root, ...parts.slice(0, index)));
    } catch {
      continue;
    }
    if (isWithin(target, real)) return true;
  }
  return false;
}

function loopError(link: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${link} leads back into a folder above it`), { code: "ELOOP" });
}

/** fast-glob options that follow links under `root` without looping. */
function followingLinks(root: string) {
  return {
    followSymbolicLinks: true,
    fs: {
      stat: (file: string, callback: (error: NodeJS.ErrnoException | null, stats: Stats) => void) =>
        stat(file, (error, stats) =>
          error === null && stats.isDirectory() && loopsBack(file, root) ? callback(loopError(file), stats) : callback(error, stats),
        ),
      statSync: (file: string): Stats => {
        const stats = statSync(file);
        if (stats.isDirectory() && loopsBack(file, root)) throw loopError(file);
        return stats;
      },
    },
  };
}

/** Largest file svc reads as a harness file; config and prompts are far smaller. */
const MAX_TEXT_BYTES = 4 * 1024 * 1024;

export interface FoundFile {
  /** Absolute path. */
  path: string;
  /** Relative to the root it was found under, forward slashes. */
  relative: string;
}

// ---- observation ----------------------------------------------------------------------------
// What a read looked at (every search and every file it tried), so that a later run can tell,
// by stat alone, whether anything it would read has changed: sync's no-change fast path.

export interface Observation {
  /** Searches: root and patterns. */
  searches: { root: string; patterns: string[] }[];
  /** Folders listed whole (skill resources). */
  folders: string[];
  /** Files read or tried (absent ones too). */
  files: string[];
}

const observing = new AsyncLocalStorage<Observation>();

/** Runs `work` and returns what it read, as an Observation (kept small: a file a search or a
 * listed folder already covers is not listed again). */
export async function observe<T>(work: () => Promise<T>): Promise<{ value: T; observation: Observation }> {
  const observation: Observation = { searches: [], folders: [], files: [] };
  const value = await observing.run(observation, work);
  const unique = <T>(list: T[], key: (entry: T) => string) => [...new Map(list.map((entry) => [key(entry), entry])).values()];
  observation.searches = unique(observation.searches, (search) => `${search.root}\0${search.patterns.join("\0")}`);
  // A folder below a searched root is covered by the fingerprint's walk of that root.
  const searchRoots = new Set(observation.searches.map((search) => search.root));
  const underSearch = (folder: string): boolean => {
    for (let parent = path.dirname(folder); parent !== path.dirname(parent); parent = path.dirname(parent)) if (searchRoots.has(parent)) return true;
    return false;
  };
  observation.folders = [...new Set(observation.folders)].filter((folder) => !underSearch(folder));
  // So is any file below a searched root or a listed folder.
  const walked = new Set([...searchRoots, ...observation.folders]);
  const underWalk = (file: string): boolean => {
    for (let parent = path.dirname(file); parent !== path.dirname(parent); parent = path.dirname(parent)) if (walked.has(parent)) return true;
    return false;
  };
  observation.files = [...new Set(observation.files)].filter((file) => !underWalk(file)).sort();
  return { value, observation };
}

/**
 * What one planning run has read: a file's text, a search's files, a folder's listing, each asked
 * again of the same path. The source and its targets read many of the same files (Cursor reads
 * Claude Code's .claude/skills and .claude/agents as its own), and a run reads them within
 * moments of each other, before it writes anything; nothing is kept once the run's reading ends.
 */
interface ReadCache {
  texts: Map<string, TextRead>;
  searches: Map<string, { files: FoundFile[]; broken: ReadProblem[] }>;
  folders: Map<string, string[]>;
}

const reading = new AsyncLocalStorage<ReadCache>();
let readingRuns = 0;

/** Runs `work` with every file, search and folder it reads read once (see ReadCache). */
export async function readingOnce<T>(work: () => Promise<T>): Promise<T> {
  readingRuns++;
  try {
    return await reading.run({ texts: new Map(), searches: new Map(), folders: new Map() }, work);
  } finally {
    // An enabled AsyncLocalStorage keeps Node's async hooks on, a cost on every promise and file
    // request after it (a plan's thousands of writes): off again once no run is reading.
    if (--readingRuns === 0) reading.disable();
  }
}

function signatureOf(file: string): string {
  try {
    const info = statSync(file);
    return `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
  } catch {
    return "absent";
  }
}

/**
 * A hash of the state of everything an observation covers: every file below the searched and
 * listed folders (a superset of what the searches matched, so it errs towards "changed") with its
 * size, times and inode, and each tried file present or absent. Stat only: nothing is read.
 */
export async function fingerprint(observation: Observation): Promise<string> {
  const roots = new Set([...observation.searches.map((search) => search.root), ...observation.folders]);
  const inside = (root: string): boolean => {
    for (let parent = path.dirname(root); parent !== path.dirname(parent); parent = path.dirname(parent)) if (roots.has(parent)) return true;
    return false;
  };
  const outer = [...roots].filter((root) => !inside(root)).sort();
  const hash = createHash("sha256");
  for (const root of outer) {
    hash.update(`root ${root}\n`);
    // A plain walk, not a glob: this runs on every `sync auto run` over thousands of files.
    walkFilesSync(root, (relative, full) => hash.update(`${relative} ${signatureOf(full)}\n`));
  }
  for (const file of [...new Set(observation.files)].sort()) hash.update(`file ${file} ${signatureOf(file)}\n`);
  return hash.digest("hex");
}

/** Whether a path is a file, noted as tried when observing (an import that may appear later). */
export function isFileObserved(file: string): boolean {
  observing.getStore()?.files.push(file);
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Files matching the patterns below `root`, sorted, decoys excluded. With `problems`, a link
 * matching a pattern that leads nowhere is reported there (the tool would try to read it), not
 * passed over in silence.
 */
export async function findFiles(root: string, patterns: readonly string[], options: { deep?: number; problems?: ReadProblem[] } = {}): Promise<FoundFile[]> {
  return findFilesSync(root, patterns, options);
}

/** findFiles for code that cannot wait (a renderer asking which files a new one would hide). */
export function findFilesSync(root: string, patterns: readonly string[], options: { deep?: number; problems?: ReadProblem[] } = {}): FoundFile[] {
  if (patterns.length === 0) return [];
  observing.getStore()?.searches.push({ root, patterns: [...patterns] });
  const cache = reading.getStore();
  const key = `${root}\0${options.deep ?? ""}\0${patterns.join("\0")}`;
  const earlier = cache?.searches.get(key);
  if (earlier !== undefined) {
    options.problems?.push(...earlier.broken);
    return [...earlier.files];
  }
  // fast-glob's synchronous walk, like readText: its asynchronous one makes a trip through
  // libuv's thread pool for every folder, and on a busy machine each trip waits to be scheduled
  // again (a 2,000-item project spent more time waiting than working).
  const found = fg.sync([...patterns], {
    cwd: root,
    dot: true,
    // Folders too, so that a broken link (which fast-glob leaves a link when it cannot follow it) is seen.
    onlyFiles: false,
    objectMode: true,
    ...followingLinks(root),
    ignore: DECOY_IGNORE,
    suppressErrors: true,
    unique: true,
    ...(options.deep === undefined ? {} : { deep: options.deep }),
  });
  const files: string[] = [];
  const broken: ReadProblem[] = [];
  for (const entry of found) {
    if (entry.dirent.isFile()) files.push(entry.path);
    else if (entry.dirent.isSymbolicLink() && (options.problems !== undefined || cache !== undefined)) broken.push(brokenLink(path.join(root, entry.path)));
  }
  options.problems?.push(...broken);
  const sorted = files.sort().map((relative) => ({ path: path.join(root, relative), relative }));
  cache?.searches.set(key, { files: sorted, broken });
  return cache === undefined ? sorted : [...sorted];
}

/** Links directly in `dir` that lead nowhere (a skill folder linked from a checkout that is gone), as problems. */
export function brokenLinksIn(dir: string): ReadProblem[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isSymbolicLink() && !existsSync(path.join(dir, entry.name)))
    .map((entry) => brokenLink(path.join(dir, entry.name)))
    .sort((a, b) => a.path.localeCompare(b.path));
}

function brokenLink(link: string): ReadProblem {
  let target = "?";
  try {
    target = readlinkSync(link);
  } catch {
    // unreadable link: named without its target
  }
  return { path: link, message: `a link to ${target}, which does not exist: fix or remove the link` };
}

export type TextRead = { ok: true; text: string; eol: DecodedText["eol"]; bom: boolean } | { ok: false; problem: ReadProblem } | { ok: "missing" };

/**
 * Reads one text file; a missing file is not a problem, anything else unreadable is.
 * Synchronous reads on purpose: a harness is hundreds of small files, and each asynchronous read
 * is four trips through libuv's thread pool (measured: 1.2 s of waiting for 1,000 files).
 */
export async function readText(file: string): Promise<TextRead> {
  return readTextSync(file);
}

export function readTextSync(file: string): TextRead {
  observing.getStore()?.files.push(file);
  const cache = reading.getStore();
  if (cache === undefined) return readTextNow(file);
  let read = cache.texts.get(file);
  if (read === undefined) cache.texts.set(file, (read = readTextNow(file)));
  return read;
}

function readTextNow(file: string): TextRead {
  let bytes: Uint8Array;
  try {
    // Through links: reading one is harmless; writes check where links lead. A missing file
    // (readers look in several places) is told without an error thrown and caught.
    const info = statSync(file, { throwIfNoEntry: false });
    if (info === undefined) return { ok: "missing" };
    if (!info.isFile()) return { ok: false, problem: { path: file, message: "not a regular file" } };
    if (info.size > MAX_TEXT_BYTES) {
      return { ok: false, problem: { path: file, message: `${info.size} bytes is larger than svc reads (${MAX_TEXT_BYTES})` } };
    }
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { ok: "missing" };
    return { ok: false, problem: { path: file, message: cannotRead(error) } };
  }
  try {
    const decoded = decodeUserText(bytes);
    return { ok: true, text: decoded.text, eol: decoded.eol, bom: decoded.bom };
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

// ---- big JSON files --------------------------------------------------------------------------
// ~/.claude.json grows with every project a person opens (5–30 MB on a long-used machine). Such a
// file is read whatever its size, on its bytes: checked in one pass, and only the values svc needs
// parsed (formats/json-bytes.ts). Its bytes are read once while it stays the same file, so that
// reading it as a source, as a target and planning its change hold one copy.

const bigFiles = new Map<string, ReadFile>();

/** A big file's bytes with their identity, read again only when the file is no longer the same. */
export function readBig(file: string): ReadFile | null {
  const cached = bigFiles.get(file);
  if (cached !== undefined && identityNow(file) === cached.identity) return cached;
  const read = readWithIdentity(file);
  if (read === null) bigFiles.delete(file);
  else bigFiles.set(file, read);
  return read;
}

/**
 * The values at `paths` inside a JSON(C) file holding an object, or null when it is absent or
 * unreadable (the reason added to `problems`). A small file is parsed whole; a big one has no size
 * limit, and only the values asked for are parsed.
 */
export async function readJsonAt(file: string, paths: readonly JsonPath[], problems: ReadProblem[]): Promise<unknown[] | null> {
  const info = statOrUndefined(file);
  // Absent, small, or no plain file (a link that loops): read as any file, which says what is wrong.
  if (info === undefined || !info.isFile() || info.size < BIG_JSON) {
    const value = await readParsed(file, parseJsonObject, problems);
    return value === null ? null : paths.map((at) => valueAt(value, at));
  }
  observing.getStore()?.files.push(file);
  let read: ReadFile | null;
  try {
    read = readBig(file);
  } catch (error) {
    problems.push({ path: file, message: cannotRead(error) });
    return null;
  }
  if (read === null) return null;
  const parsed = parseOrProblem(file, () => {
    const document = jsonBytesOf(read.bytes);
    if (!document.isObject(document.root)) throw new FormatError("expected a JSON object at the top level", document.lineOf(document.root.start));
    return paths.map((at) => document.valueAt(at));
  });
  if (!parsed.ok) {
    problems.push(parsed.problem);
    return null;
  }
  return parsed.value;
}

/** A file's stat through links, or undefined when it cannot be had (absent, a link that loops…). */
function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
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
  observing.getStore()?.folders.push(folder);
  const cache = reading.getStore();
  if (cache === undefined) return listFolderSync(folder);
  let listed = cache.folders.get(folder);
  if (listed === undefined) cache.folders.set(folder, (listed = listFolderSync(folder)));
  return [...listed];
}

/** Synchronous, like readText: skill folders are many and small. */
function listFolderSync(folder: string): string[] {
  const out: string[] = [];
  walkFilesSync(folder, (relative) => out.push(relative));
  return out;
}

/**
 * Every file below `folder` (links followed, decoy folders and loops skipped), each directory's
 * entries in name order, given to `visit` with its path relative to `folder` and its full path.
 */
function walkFilesSync(folder: string, visit: (relative: string, full: string) => void): void {
  const walk = (dir: string, prefix: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      const full = path.join(dir, entry.name);
      let directory = entry.isDirectory();
      let file = entry.isFile();
      if (entry.isSymbolicLink()) {
        try {
          const info = statSync(full);
          directory = info.isDirectory() && !loopsBack(full, folder);
          file = info.isFile();
        } catch {
          // a broken link: nothing to read
        }
      }
      if (directory) {
        if (!(DECOY_FOLDERS as readonly string[]).includes(entry.name)) walk(full, relative);
      } else if (file) visit(relative, full);
    }
  };
  walk(folder, "");
}
