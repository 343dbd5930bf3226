// Workspace members as each package manager finds them: npm / yarn / bun `workspaces`,
// pnpm-workspace.yaml, Cargo `[workspace] members`/`exclude`, uv `[tool.uv.workspace]`, go.work
// `use`. Globs are matched by fast-glob against `<glob>/<manifest>` (a member is a folder holding
// its manifest), with `!` negations and the package manager's own exclusions; `examples/.*/*`
// finds `examples/.test/b` and never `examples/./a`. And the other way round: the workspace a
// package belongs to, looked up from inside it (svc build run in `packages/web`).
import { existsSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseDocument } from "yaml";
import { parseJsonObject } from "../harness/formats/json.ts";
import { parseToml } from "../harness/formats/toml.ts";
import { readParsed, readTextOr } from "../harness/io.ts";
import type { ReadProblem } from "../harness/model.ts";
import { object, stringList, type Json, type ProjectProfile } from "./profile.ts";

/** Folders no package manager takes members from. */
const NEVER = ["**/node_modules/**", "**/bower_components/**"];
/** pnpm also leaves test fixtures out (its find-packages default). */
const PNPM_NEVER = [...NEVER, "**/test/**", "**/tests/**"];

/**
 * The member folders (relative, `/`-separated, sorted) that `patterns` select: each a folder
 * holding `manifest`. `!pattern` removes members, as do `exclude` patterns (Cargo, uv).
 */
export function expandWorkspaces(
  root: string,
  patterns: readonly string[],
  options: { manifest: string; exclude?: readonly string[]; never?: readonly string[] },
): string[] {
  const positive: string[] = [];
  const negative: string[] = [...(options.exclude ?? [])];
  for (const raw of patterns) {
    const negated = raw.startsWith("!");
    const clean = (negated ? raw.slice(1) : raw)
      .trim()
      .replace(/^(\.\/)+/, "")
      .replace(/\/+$/, "");
    if (clean === "" || clean === ".") continue;
    (negated ? negative : positive).push(clean);
  }
  if (positive.length === 0) return [];
  const asManifest = (pattern: string): string => `${pattern.replace(/^(\.\/)+/, "").replace(/\/+$/, "")}/${options.manifest}`;
  const found = fg.sync(positive.map(asManifest), {
    cwd: root,
    onlyFiles: true,
    followSymbolicLinks: false,
    suppressErrors: true,
    ignore: [...(options.never ?? NEVER), ...negative.map(asManifest)],
  });
  return [...new Set(found.map((file) => path.posix.dirname(file)))].filter((member) => member !== ".").sort();
}

/** Where a project declares its workspace and the globs it lists there. */
export interface WorkspaceDeclaration {
  /** The file that declares it: pnpm-workspace.yaml, package.json, Cargo.toml, go.work, pyproject.toml. */
  file: string;
  globs: string[];
  members: { path: string; name: string }[];
}

async function named(root: string, members: string[], nameOf: (member: string) => Promise<string | undefined>): Promise<{ path: string; name: string }[]> {
  const out = [];
  for (const member of members) out.push({ path: member, name: (await nameOf(member)) ?? member });
  return out;
}

/** npm / yarn / bun `workspaces` (a list, or `{packages: [...]}`), else pnpm-workspace.yaml. */
export async function nodeWorkspace(root: string, manifest: Json, problems: ReadProblem[]): Promise<WorkspaceDeclaration | null> {
  let file = "package.json";
  let globs = stringList(object(manifest["workspaces"])?.["packages"] ?? manifest["workspaces"]);
  let never = NEVER;
  if (existsSync(path.join(root, "pnpm-workspace.yaml"))) {
    const text = await readTextOr(path.join(root, "pnpm-workspace.yaml"), problems);
    const parsed = text === null ? null : (parseDocument(text).toJS() as unknown);
    file = "pnpm-workspace.yaml";
    globs = stringList(object(parsed)?.["packages"]);
    never = PNPM_NEVER;
  }
  if (globs.length === 0) return null;
  const members = expandWorkspaces(root, globs, { manifest: "package.json", never });
  return {
    file,
    globs,
    members: await named(root, members, async (member) => {
      const name = (await readParsed(path.join(root, member, "package.json"), parseJsonObject, problems))?.["name"];
      return typeof name === "string" ? name : undefined;
    }),
  };
}

/** A TOML `members` / `exclude` table (Cargo's `[workspace]`, uv's `[tool.uv.workspace]`), each member named by its manifest's `[table] name`. */
async function tomlWorkspace(
  root: string,
  file: string,
  workspace: Json | undefined,
  nameTable: string,
  problems: ReadProblem[],
): Promise<WorkspaceDeclaration | null> {
  const globs = stringList(workspace?.["members"]);
  if (globs.length === 0) return null;
  const members = expandWorkspaces(root, globs, { manifest: file, exclude: stringList(workspace?.["exclude"]) });
  return {
    file,
    globs,
    members: await named(root, members, async (member) => {
      const name = object((await readParsed(path.join(root, member, file), (text) => parseToml(text).value, problems))?.[nameTable])?.["name"];
      return typeof name === "string" ? name : undefined;
    }),
  };
}

/** Cargo `[workspace] members` and `exclude`, each member named by its `[package] name`. */
export function cargoWorkspace(root: string, workspace: Json | undefined, problems: ReadProblem[]): Promise<WorkspaceDeclaration | null> {
  return tomlWorkspace(root, "Cargo.toml", workspace, "package", problems);
}

/** uv `[tool.uv.workspace] members` and `exclude`, each member named by its `[project] name`. */
export function uvWorkspace(root: string, pyproject: Json | null, problems: ReadProblem[]): Promise<WorkspaceDeclaration | null> {
  return tomlWorkspace(root, "pyproject.toml", object(object(object(pyproject?.["tool"])?.["uv"])?.["workspace"]), "project", problems);
}

/** The folders of go.work's `use` directives (`use ./a` and `use ( ./a ./b )`), comments left out. */
export function goWorkUses(text: string): string[] {
  const uses: string[] = [];
  let block = false;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\/\/.*$/, "").trim();
    if (block) {
      if (line === ")") block = false;
      else if (line !== "") uses.push(line.replace(/^"|"$/g, ""));
      continue;
    }
    const use = /^use\s*(\(|\S+)/.exec(line);
    if (use?.[1] === "(") block = !line.includes(")");
    else if (use?.[1] !== undefined) uses.push(use[1].replace(/^"|"$/g, ""));
  }
  return uses
    .map((use) => use.replace(/^(\.\/)+/, "").replace(/\/+$/, ""))
    .filter((use) => use !== "" && use !== "." && !use.startsWith("../") && !path.isAbsolute(use));
}

/** go.work members, each named by its go.mod `module`. */
export async function goWorkspace(root: string, problems: ReadProblem[]): Promise<WorkspaceDeclaration | null> {
  if (!existsSync(path.join(root, "go.work"))) return null;
  const uses = goWorkUses((await readTextOr(path.join(root, "go.work"), problems)) ?? "");
  const members = uses.filter((use) => existsSync(path.join(root, use, "go.mod")));
  if (members.length === 0) return null;
  return {
    file: "go.work",
    globs: uses,
    members: await named(root, members, async (member) => /^module\s+(\S+)/m.exec((await readTextOr(path.join(root, member, "go.mod"), problems)) ?? "")?.[1]),
  };
}

/** Adds a declaration's members to the profile (once each) and remembers where they were declared. */
export function addWorkspace(profile: ProjectProfile, declaration: WorkspaceDeclaration | null): void {
  if (declaration === null) return;
  for (const member of declaration.members) if (!profile.workspaces.some((known) => known.path === member.path)) profile.workspaces.push(member);
  (profile.workspaceFiles ??= []).push({ file: declaration.file, globs: declaration.globs });
}

// ---- from inside a package --------------------------------------------------------------------

/** The workspace a package folder belongs to, found above it. */
export interface EnclosingWorkspace {
  /** The workspace root (absolute). */
  root: string;
  /** From the package to the root: `../..`. */
  up: string;
  /** The root's manifest (package.json: for its packageManager field). */
  manifest: Json;
  declaration: WorkspaceDeclaration;
}

/**
 * The workspace above `folder` that lists it as a member, as `declared` reads each folder's
 * declaration: every folder up to the repository's top (the first holding `.git`) or the file
 * system's root is asked; null when none lists it. The root's unreadable files are the project's
 * problems too.
 */
async function enclosingWorkspace(
  folder: string,
  problems: ReadProblem[],
  declared: (dir: string, problems: ReadProblem[]) => Promise<{ manifest: Json; declaration: WorkspaceDeclaration | null }>,
): Promise<EnclosingWorkspace | null> {
  const start = path.resolve(folder);
  for (let dir = path.dirname(start), last = start; dir !== last; last = dir, dir = path.dirname(dir)) {
    if (existsSync(path.join(last, ".git"))) return null;
    const found: ReadProblem[] = [];
    const { manifest, declaration } = await declared(dir, found);
    const relative = path.relative(dir, start).split(path.sep).join("/");
    if (declaration?.members.some((member) => member.path === relative)) {
      problems.push(...found);
      return { root: dir, up: path.relative(start, dir).split(path.sep).join("/"), manifest, declaration };
    }
  }
  return null;
}

/** The npm / yarn / bun / pnpm workspace above a package folder that lists it. */
export function enclosingNodeWorkspace(folder: string, problems: ReadProblem[]): Promise<EnclosingWorkspace | null> {
  return enclosingWorkspace(folder, problems, async (dir, found) => {
    const manifest = (existsSync(path.join(dir, "package.json")) ? await readParsed(path.join(dir, "package.json"), parseJsonObject, found) : null) ?? {};
    return { manifest, declaration: await nodeWorkspace(dir, manifest, found) };
  });
}

/** The uv workspace (a uv.lock beside a pyproject.toml with `[tool.uv.workspace]`) above a package folder that lists it. */
export function enclosingUvWorkspace(folder: string, problems: ReadProblem[]): Promise<EnclosingWorkspace | null> {
  return enclosingWorkspace(folder, problems, async (dir, found) => {
    if (!existsSync(path.join(dir, "uv.lock"))) return { manifest: {}, declaration: null };
    const pyproject = await readParsed(path.join(dir, "pyproject.toml"), (text) => parseToml(text).value, found);
    return { manifest: pyproject ?? {}, declaration: await uvWorkspace(dir, pyproject, found) };
  });
}

// ---- in the instructions ----------------------------------------------------------------------

/** Past this many members the instructions summarise the workspace instead of listing it. */
export const LISTED_MEMBERS = 15;

/** How one member's command is run, by the tool that declares the workspace (`<package>`, `<script>` to fill in). */
function oneMember(file: string, managers: readonly string[]): string | null {
  const node = managers.find((manager) => ["npm", "pnpm", "yarn", "bun"].includes(manager));
  if (file === "pnpm-workspace.yaml" || (file === "package.json" && node === "pnpm")) return "pnpm --filter <package> <script>";
  if (file === "package.json")
    return node === "yarn"
      ? "yarn workspace <package> <script>"
      : node === "bun"
        ? "bun run --filter <package> <script>"
        : "npm run <script> --workspace <package>";
  if (file === "Cargo.toml") return "cargo test -p <crate>";
  if (file === "go.work") return "go test ./<folder>/...";
  if (file === "pyproject.toml") return "uv run --package <package> <command>";
  return null;
}

/** The instructions' workspace lines: the root above a member, or the members (summarised when many). */
export function workspaceLines(profile: ProjectProfile): string[] {
  const lines: string[] = [];
  const root = profile.workspaceRoot;
  if (root !== undefined)
    lines.push(
      "## Workspace",
      "",
      `This package is a member of the ${root.manager} workspace at \`${root.up}\` (listed in its ${root.file}); dependencies are installed for the whole workspace.`,
      "",
    );
  if (profile.workspaces.length === 0) return lines;
  lines.push("## Workspaces", "");
  const declared = profile.workspaceFiles ?? [];
  if (profile.workspaces.length > LISTED_MEMBERS && declared.length > 0) {
    const from = declared.map(({ file, globs }) => `${globs.map((glob) => `\`${glob}\``).join(", ")} (${file})`).join("; ");
    lines.push(`${profile.workspaces.length} packages, from ${from}.`);
  } else {
    for (const member of profile.workspaces) lines.push(`- \`${member.path}/\`${member.name !== member.path ? ` (${member.name})` : ""}`);
  }
  const ways = [...new Set(declared.map(({ file }) => oneMember(file, profile.packageManagers)).filter((way) => way !== null))];
  if (ways.length > 0) lines.push("", `One package's command: ${ways.map((way) => `\`${way}\``).join(" or ")}.`);
  lines.push("");
  return lines;
}
