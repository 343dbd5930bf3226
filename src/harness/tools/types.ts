// What a tool module declares: where each kind lives per scope, in which shape, and what the tool
// cannot express. Tools are data (STYLE §6): the shared code in src/harness/kinds/ reads and
// writes every tool from these declarations, so adding a tool is one file.
import { existsSync } from "node:fs";
import path from "node:path";
import { lockFolderOf } from "../../core/lock-folder.ts";
import type { Env } from "../../core/output.ts";
import type { JsonSyntax } from "../formats/json.ts";
import type { AgentsSpec, CommandsSpec } from "../kinds/documents.ts";
import type { HooksSpec } from "../kinds/hooks.ts";
import type { IgnoreSpec } from "../kinds/ignore.ts";
import type { InstructionsSpec } from "../kinds/instructions.ts";
import type { McpSpec } from "../kinds/mcp.ts";
import type { PermissionsSpec } from "../kinds/permissions.ts";
import type { SkillsSpec } from "../kinds/skills.ts";
import type { Scope } from "../model.ts";
import { HARNESS_KINDS, type HarnessKind, type ToolId } from "./ids.ts";

/** A kind (or a kind in one scope) the tool has no file for, with the reason users are shown. */
export interface Unsupported {
  unsupported: string;
}

export function unsupported(reason: string): Unsupported {
  return { unsupported: reason };
}

export function isUnsupported(value: unknown): value is Unsupported {
  return typeof value === "object" && value !== null && "unsupported" in value;
}

export type ScopeSpec<T> = { global: T | Unsupported; project: T | Unsupported };

/**
 * A location of another tool (or a common one, `.agents/skills`) that this tool reads too: `true`
 * when the vendor documents it or its released program shows it for the whole tool, so svc counts
 * on it (an item there is not copied again for this tool); `source-only` when only others report it,
 * or only some of the tool's programs read it (VS Code's editor agent, not the Copilot CLI): svc
 * reads it as the tool's own source but still writes the tool's own copy. Never written, never moved.
 */
export type Shared = true | "source-only";

/** A shared folder: its declared path, or the path with how sure svc is. */
export type SharedDir = string | { dir: string; shared: Shared };

export function sharedDir(entry: SharedDir): { dir: string; shared: Shared } {
  return typeof entry === "string" ? { dir: entry, shared: true } : entry;
}

/**
 * Where the facts of one kind come from and when they were last checked against them: the
 * vendor's documents (addresses), its source (repository and file) or its released program (the
 * package and version, and what it showed). docs/tools.md prints these.
 */
export interface Checked {
  /** YYYY-MM-DD. */
  date: string;
  sources: readonly string[];
  /** What could not be confirmed, said plainly. */
  unverified?: string;
}

/** One check that covers every kind (a tool that keeps almost nothing in files). */
export function checkedAll(checked: Checked): Record<HarnessKind, Checked> {
  return Object.fromEntries(HARNESS_KINDS.map((kind) => [kind, checked])) as Record<HarnessKind, Checked>;
}

export interface KindSpecs {
  instructions: InstructionsSpec;
  mcp: McpSpec;
  commands: CommandsSpec;
  agents: AgentsSpec;
  skills: SkillsSpec;
  hooks: HooksSpec;
  permissions: PermissionsSpec;
  ignore: IgnoreSpec;
}

export interface ToolSpec {
  id: ToolId;
  name: string;
  kind: "coding agent" | "editor" | "chat assistant";
  /** Which generation of the tool's files svc writes, for --help and plans. */
  writes: string;
  /**
   * Named folders used in paths as `{name}/…` (e.g. codex: $CODEX_HOME or ~/.codex). Paths
   * starting `~/` are in the home folder; other paths are relative to the scope's root.
   */
  folders?: (env: Env, home: string, platform: NodeJS.Platform) => Record<string, string>;
  /**
   * Which installation's files svc reads and writes on this machine, where that is not plain from
   * the paths (Claude Desktop's MSIX package): a sentence for the plan's heading, its paths given
   * to `show`; undefined when there is nothing to say.
   */
  installation?: (env: Env, home: string, platform: NodeJS.Platform, show: (file: string) => string) => string | undefined;
  kinds: { [K in HarnessKind]: KindSpecs[K] | Unsupported };
  /**
   * JSON files the tool parses more strictly than svc (which reads comments and trailing commas
   * everywhere), per scope, and what the tool does with one that holds them. Only what the tool's
   * documentation or source shows; others are JSONC or not known.
   */
  strictJson?: { global: StrictJsonFile[]; project: StrictJsonFile[] };
  /** Per kind, where what the declaration says comes from and when it was checked. */
  checked: Record<HarnessKind, Checked>;
  /**
   * Files the tool saves holding a lock folder beside them, `<file>.lock`, made with mkdir (the
   * protocol of proper-lockfile): svc takes the same lock around its last look at such a file and
   * its rename (core/lock-folder.ts).
   */
  savesUnderLock?: string[];
}

export interface StrictJsonFile {
  /** Declared like a layout's file (`{claude}/settings.json`, `~/.claude.json`, `.mcp.json`). */
  file: string;
  syntax: JsonSyntax;
  /** What the tool does with the file when it holds what `syntax` refuses, as a clause ("ignores all of it…"). */
  effect: string;
}

/** Where a command works: the scope, its root folder (home or the repo), and the home folder. */
export interface ToolContext {
  tool: ToolSpec;
  scope: Scope;
  /** The home folder for global scope, the project checkout for project scope. */
  root: string;
  home: string;
  env: Env;
  platform: NodeJS.Platform;
  folders: Record<string, string>;
}

export function toolContext(tool: ToolSpec, scope: Scope, options: { home: string; repo?: string; env: Env; platform?: NodeJS.Platform }): ToolContext {
  const root = scope === "global" ? options.home : (options.repo ?? options.home);
  const platform = options.platform ?? "linux";
  return { tool, scope, root, home: options.home, env: options.env, platform, folders: tool.folders?.(options.env, options.home, platform) ?? {} };
}

/** $XDG_CONFIG_HOME, else ~/.config (CLI tools use it on macOS too). */
export function xdgConfig(env: Env, home: string): string {
  return env["XDG_CONFIG_HOME"] || path.join(home, ".config");
}

/** %APPDATA% (else the profile's AppData\Roaming). */
function roaming(env: Env, home: string): string {
  return env["APPDATA"] || path.join(home, "AppData", "Roaming");
}

/** Per-OS folders: an app's config folder (~/.config, ~/Library/Application Support, %APPDATA%). */
export function appData(env: Env, home: string, platform: NodeJS.Platform): string {
  if (platform === "win32") return roaming(env, home);
  if (platform === "darwin") return path.join(home, "Library", "Application Support");
  return xdgConfig(env, home);
}

/** A CLI-style config folder: %APPDATA% on Windows, the XDG folder elsewhere, macOS included (Zed, Devin). */
export function cliConfig(env: Env, home: string, platform: NodeJS.Platform): string {
  return platform === "win32" ? roaming(env, home) : xdgConfig(env, home);
}

/**
 * Resolves a declared path: `~/x` (home), `{name}/x` (a named folder), else relative to the root.
 * `a|b` names alternatives the tool reads (opencode.json or opencode.jsonc): the first that
 * exists, else the first.
 */
/** The files of the context's tool that the tool saves under a lock, by absolute path, with their lock folder. */
export function lockedFiles(context: ToolContext): Map<string, string> {
  return new Map((context.tool.savesUnderLock ?? []).map((declared) => {
    const file = resolvePath(context, declared);
    return [file, lockFolderOf(file)];
  }));
}

export function resolvePath(context: ToolContext, declared: string): string {
  if (declared.includes("|")) {
    const candidates = declared.split("|").map((alternative) => resolvePath(context, alternative));
    return candidates.find((candidate) => existsSync(candidate)) ?? (candidates[0] as string);
  }
  if (declared.startsWith("~/")) return path.join(context.home, declared.slice(2));
  const named = /^\{(\w+)\}(?:\/(.*))?$/.exec(declared);
  if (named) {
    const folder = context.folders[named[1] ?? ""];
    if (folder === undefined) throw new Error(`${context.tool.id}: unknown folder {${named[1]}}`);
    return named[2] ? path.join(folder, named[2]) : folder;
  }
  return path.join(context.root, declared);
}

/** The spec of one kind in one scope, or why there is none. */
export function scopeSpec<T>(spec: ScopeSpec<T> | Unsupported, scope: Scope): T | Unsupported {
  if (isUnsupported(spec)) return spec;
  return spec[scope];
}
