// What a project shows about itself, read from its own files: ecosystems, package managers, the
// build / test / lint / format commands that really exist (scripts, Makefile targets, configured
// tools), workspaces and the top-level layout. Nothing is guessed: a command is listed only when
// the project names it or its ecosystem's own tool always has it (`cargo test`, `go test ./...`).
// Each source (one file per kind of project file, in sources/) adds what it finds to the profile.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DECOY_FOLDERS, readTextOr } from "../io.ts";
import type { ReadProblem } from "../model.ts";
import { denyPatterns } from "./deny.ts";
import { settleIdentity } from "./identity.ts";
import { describeSource, isDirectory, type Add, type ProjectProfile, type SourceReader } from "./profile.ts";
import { readGo } from "./sources/go.ts";
import { readJava } from "./sources/java.ts";
import { readMake } from "./sources/make.ts";
import { readNode } from "./sources/node.ts";
import { readPython } from "./sources/python.ts";
import { readRuby } from "./sources/ruby.ts";
import { readRust } from "./sources/rust.ts";

export { TASKS, type Command, type Ecosystem, type ProjectProfile, type Task } from "./profile.ts";

/** The sources, in the order their commands are listed. */
const SOURCES: SourceReader[] = [readNode, readPython, readRust, readGo, readRuby, readJava, readMake];

export async function detectProject(root: string): Promise<ProjectProfile> {
  const profile: ProjectProfile = { root, name: path.basename(root), ecosystems: [], packageManagers: [], commands: [], workspaces: [], layout: [], ignore: [], problems: [] };
  const add: Add = (task, run, source) => {
    if (!profile.commands.some((command) => command.task === task && command.run === run)) {
      profile.commands.push({ task, run, from: describeSource(source), file: source.file, ...(source.line !== undefined ? { line: source.line } : {}) });
    }
  };
  for (const read of SOURCES) await read({ root, profile, add });
  await settleIdentity(profile);
  profile.layout = topLevelFolders(root, await gitIgnoredNames(root, profile.problems));
  profile.ignore = await denyPatterns(root, profile.ignore, profile.problems, (profile.workspaceFiles ?? []).flatMap((declared) => declared.globs));
  return profile;
}

// ---- layout -----------------------------------------------------------------------

/** Plain folder names .gitignore keeps out (`build/`, `/out`): generated, not part of the layout. */
async function gitIgnoredNames(root: string, problems: ReadProblem[]): Promise<Set<string>> {
  const text = existsSync(path.join(root, ".gitignore")) ? await readTextOr(path.join(root, ".gitignore"), problems) : null;
  const names = new Set<string>();
  for (const line of (text ?? "").split("\n")) {
    const name = line.trim().replace(/^\//, "").replace(/\/$/, "");
    if (name !== "" && !name.startsWith("#") && !name.startsWith("!") && !/[*?[\]/]/.test(name)) names.add(name);
  }
  return names;
}

function topLevelFolders(root: string, ignored: Set<string>): string[] {
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return [];
  }
  const skip = (entry: string): boolean => entry.startsWith(".") || (DECOY_FOLDERS as readonly string[]).includes(entry) || ignored.has(entry);
  return entries.filter((entry) => !skip(entry) && isDirectory(path.join(root, entry))).sort();
}
