// The shape of what `svc build` learns about a project, shared by every source that reads it
// (package manifests, Makefiles, CI workflows, documents): the profile, its commands with the file
// and line each comes from, and the small helpers the sources share.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { readTextOr } from "../harness/io.ts";
import type { ReadProblem } from "../harness/model.ts";

export type Ecosystem =
  | "node"
  | "deno"
  | "python"
  | "rust"
  | "go"
  | "ruby"
  | "java"
  | "php"
  | "dotnet"
  | "elixir"
  | "swift"
  | "cpp"
  | "dart"
  | "scala"
  | "haskell"
  | "zig"
  | "ocaml"
  | "bazel"
  | "r"
  | "make";

/** What a command does, in the order the instructions list them. */
export type Task = "install" | "build" | "test" | "test-one" | "lint" | "lint-fix" | "format" | "format-check" | "typecheck" | "check" | "dev" | "migrate";
export const TASKS: readonly Task[] = [
  "install",
  "build",
  "test",
  "test-one",
  "lint",
  "lint-fix",
  "format",
  "format-check",
  "typecheck",
  "check",
  "dev",
  "migrate",
];

export interface Command {
  task: Task;
  run: string;
  /** Where it comes from, for people: `package.json scripts.test`, `.github/workflows/ci.yml:42`. */
  from: string;
  /** The file that shows it, relative to the project root. */
  file: string;
  /** Its line in that file, when known. */
  line?: number;
}

export interface ProjectProfile {
  root: string;
  name: string;
  description?: string;
  ecosystems: Ecosystem[];
  /** npm, pnpm, yarn, bun, deno, uv, poetry, hatch, pip, cargo, go, bundler, maven, gradle. */
  packageManagers: string[];
  commands: Command[];
  /** Workspace members (monorepos): relative folder and package name. */
  workspaces: { path: string; name: string }[];
  /** Where the workspace is declared and the globs it lists (pnpm-workspace.yaml `packages/*`). */
  workspaceFiles?: { file: string; globs: string[] }[];
  /** What each manifest says of the project (name, description), in source order; settled into name and description. */
  identities?: Identity[];
  /** Run inside a workspace member: the workspace root above it (`../..`), the file that lists the member, its package manager. */
  workspaceRoot?: { up: string; file: string; manager: string };
  /** Top-level folders, as they are. */
  layout: string[];
  /** Ignore patterns that fit what the project has (build output, virtualenvs, secrets). */
  ignore: string[];
  problems: ReadProblem[];
}

/** What one manifest says about the project. */
export interface Identity {
  ecosystem: Ecosystem;
  file: string;
  name?: string;
  description?: string;
  /**
   * A manifest that serves the project rather than being it: a package.json with no workspaces and
   * no real script, or one with no name (the asset pipeline of a Laravel or Rails application).
   */
  tooling?: boolean;
}

/** Where a command was read: a file, its line, and what in it (`scripts.test`, a target). */
export interface Source {
  file: string;
  line?: number;
  detail?: string;
}

export function describeSource(source: Source): string {
  return `${source.file}${source.line !== undefined ? `:${source.line}` : ""}${source.detail ? ` ${source.detail}` : ""}`;
}

/**
 * Where a command comes from, which decides how far it is trusted: the project's task runners
 * (their recipes: its declared entry points), what CI runs (`ci-leg`: a step only some runs take,
 * under an `if:` or in a coverage or end-to-end job), what its tools' configuration implies, what
 * its documents show; last, what the ecosystem's own tool always has (`go vet ./...`), listed
 * only when nothing else does that task. detect.ts ranks them.
 */
export type Trust = "runner" | "ci" | "config" | "ci-leg" | "docs" | "fallback";

/**
 * Adds a command for a task. `also`: tasks it does as well, where the project has nothing else for
 * them (PHP_CodeSniffer's `phpcs` is the lint and, failing another, the formatting check).
 */
export type Add = (task: Task, run: string, source: Source, trust?: Trust, also?: readonly Task[]) => void;

export const exists = (root: string, file: string): boolean => existsSync(path.join(root, file));

export function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Folders that hold a project's side work, not the project: what runs in them is not its command. */
const AUXILIARY_FOLDERS = new Set([
  "fuzz",
  "docs",
  "doc",
  "benches",
  "bench",
  "benchmarks",
  "examples",
  "example",
  "website",
  "site",
  "demo",
  "demos",
  "sample",
  "samples",
  "playground",
]);

/** The build folders C and C++ projects configure into by convention (`cmake -B build`, Meson's `_build`). */
export const NATIVE_BUILD_FOLDERS: readonly string[] = ["build", "_build", "builddir"];

/**
 * Whether a path (a module, a project file's folder) is side work by one of its folders' names:
 * `samples/demo`, `acme-sample`, `Acme.Benchmarks`.
 */
export function isSideWork(relative: string): boolean {
  return relative
    .toLowerCase()
    .split("/")
    .some((part) => AUXILIARY_FOLDERS.has(part) || /[-_.](samples?|examples?|demos?|benchmarks?|playground)$/.test(part));
}

/**
 * How a source checks the folder a command `cd`s into: whether it exists, and whether it is side
 * work (`cd fuzz && cargo check`), unless the project lists it as a workspace member. `built`: a
 * CMake or Meson project's conventional build folder counts too, which a checkout lacks until it
 * is configured (a document's "from the build directory, run `ctest`").
 */
export function folderChecks(
  root: string,
  profile: ProjectProfile,
  built = false,
): { folderExists: (folder: string) => boolean; auxiliary: (folder: string) => boolean } {
  const native = built && ["CMakeLists.txt", "meson.build"].some((file) => exists(root, file));
  return {
    // The folder, or its first part: a skeleton or sparse checkout may hold only the top level.
    folderExists: (folder) =>
      !/^(\.\.|\/)/.test(folder) &&
      (isDirectory(path.join(root, folder)) ||
        isDirectory(path.join(root, folder.replace(/^\.\//, "").split("/")[0] ?? "")) ||
        (native && NATIVE_BUILD_FOLDERS.includes(folder.replace(/^\.\//, "").replace(/\/+$/, "")))),
    auxiliary: (folder) => {
      const relative = path.posix.normalize(folder.replace(/\\/g, "/")).replace(/^\.\//, "");
      const member = profile.workspaces.some((workspace) => relative === workspace.path || relative.startsWith(`${workspace.path}/`));
      return AUXILIARY_FOLDERS.has(relative.split("/")[0] ?? "") && !member;
    },
  };
}

export type Json = Record<string, unknown>;

export function object(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

/**
 * The first of `names` found in the project root (a runner's spellings of its file, in the order
 * the runner looks for them) and its text; null when none exists, or when it cannot be read (the
 * problem is then recorded in the profile).
 */
export async function readFirstOf(
  { root, profile }: { root: string; profile: ProjectProfile },
  names: readonly string[],
): Promise<{ file: string; text: string } | null> {
  const file = names.find((name) => exists(root, name));
  if (file === undefined) return null;
  const text = await readTextOr(path.join(root, file), profile.problems);
  return text === null ? null : { file, text };
}

/** A package folder's name where any of several sibling packages will do, as commands carry it until shown as `<package>`. */
export const ANY_PACKAGE = "__package__";

const SIBLING_MANIFESTS = ["composer.json", "package.json", "Cargo.toml", "pyproject.toml", "go.mod", "mix.exs", "pubspec.yaml"];

/**
 * `<parent>/<package>` where `folder` is one of several sibling packages (its parent holds two
 * folders or more with the same manifest: `pkgs/shelf` beside `pkgs/shelf_router`): a command CI
 * runs in one of them runs in whichever package is at hand. Undefined otherwise.
 */
export function packageOfSiblings(root: string, folder: string, manifests = SIBLING_MANIFESTS): string | undefined {
  const parent = path.posix.dirname(folder.replace(/^\.\//, "").replace(/\/+$/, ""));
  if (parent === "." || parent === "" || folder.includes("<")) return undefined;
  const manifest = manifests.find((name) => existsSync(path.join(root, folder, name)));
  if (manifest === undefined) return undefined;
  try {
    return readdirSync(path.join(root, parent), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(path.join(root, parent, entry.name, manifest)),
    ).length >= 2
      ? `${parent}/<package>`
      : undefined;
  } catch {
    return undefined;
  }
}
