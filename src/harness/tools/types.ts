// What a tool module declares: where each kind lives per scope, in which shape, and what the tool
// cannot express. Tools are data (docs/architecture.md#adding-a-tool): the shared code in
// src/harness/kinds/ reads and writes every tool from these declarations, so adding a tool is one
// file. This module is the declarations' language and imports nothing of the kinds or the tool
// modules (only the list of ids), so the kinds, the declarations and the registry stack on it
// without a loop.
import { existsSync } from "node:fs";
import path from "node:path";
import { lockFolderOf } from "../../core/lock-folder.ts";
import type { Env } from "../../core/output.ts";
import type { JsonSyntax } from "../formats/json.ts";
import type { Activation, Decision, HookHandler, IgnoreFile, McpServer, Permission, Scope } from "../model.ts";
import type { DialectId } from "../template.ts";
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

// ---- instructions ---------------------------------------------------------------------------

/** A tool's own syntax inside a body (Copilot `${input:x}`, Gemini `@{file}`, Kiro `#[[file:…]]`). */
export interface BodySyntax {
  pattern: RegExp;
  label: string;
}

/** How a tool's rule files say when they apply, as data (kinds/rule-format.ts reads and writes every format). */
export interface RuleFormat {
  activation:
    | { by: "globs" }
    | { by: "mdc" }
    | { by: "key"; key: string; values: Partial<Record<Activation, string>>; absent: Activation }
    | { by: "continue" }
    | { by: "applyTo" }
    | { by: "none" };
  /** Where globs are written and how: a YAML list or a comma-separated string. */
  globs?: { key: string; shape: "list" | "comma" };
  /** The key of a rule's own name, where the format has one (Kiro auto rules, Continue). */
  nameKey?: string;
  /** Front matter style: YAML, or Cursor's raw `key: value` lines (quotes would become the value). */
  style: "yaml" | "mdc";
}

export interface RuleDir {
  /** The folder (declared path: `~/`, `{folder}/` or relative to the scope's root). */
  dir: string;
  /** File endings of rule files here (".md", ".mdc", ".instructions.md"…). */
  ext: string | readonly string[];
  format: RuleFormat;
  /** Files directly in the folder only (default: the whole tree below it). */
  flat?: boolean;
  /** The same folder inside sub-folders of the project counts too (Cursor). */
  nestedDirs?: boolean;
  /** Read, never written: an older generation of the tool. */
  legacy?: boolean;
  /** Another tool's rule folder the tool reads too (Copilot: `.claude/rules`): read, never written or moved. */
  shared?: Shared;
  /**
   * Files of any other ending are rules too, but for these endings or names (Roo Code reads every
   * file of its rule folders, XML included, except caches and backups).
   */
  otherFiles?: { except: readonly string[] };
  /** A folder name pattern below `dir` whose name becomes an extra field (Roo's rules-{mode}). */
  perFolder?: { pattern: string; field: string; strip: string };
}

export interface InstructionLayout {
  /** Main files of a folder, in the tool's order; `~/` or `{folder}/` paths for global scope. */
  main: string[];
  /** Only the first main file present counts (Codex's AGENTS.override.md, Zed's list). */
  firstMainOnly?: boolean;
  /** The tool skips a file with no text (Codex: the first non-empty file of a folder counts). */
  skipsEmpty?: boolean;
  /**
   * Files the tool reads as its main instructions only where none of `main` (nor `local`) is in that
   * folder or above it (Claude Code reads AGENTS.md where there is no CLAUDE.md). Writing a main
   * file there turns them off, so svc's main file imports them (where the tool has imports).
   */
  fallback?: string[];
  /** Other tools' instruction files the tool reads too, always on, at the root only (Copilot: CLAUDE.md). */
  sharedFiles?: SharedDir[];
  /** Main files in sub-folders are read too (project scope). */
  nested?: boolean;
  /** Rule folders; the first that is not legacy is where svc writes. */
  rules?: RuleDir[];
  /** Old single files still read (as always-on rules). */
  legacy?: string[];
  /** Personal files: reported, never carried. */
  local?: string[];
  /** Files only this tool has (Claude Code's output styles): read as items that `unmovable` says no other tool takes. */
  ownOnly?: { dir: string; ext: string; unmovable: string }[];
  /**
   * A settings key only this tool has that picks how its instructions apply (Claude Code's
   * `outputStyle`, which of its output styles is the system prompt): read as a setting item that
   * `unmovable` says no other tool takes, so it is reported, never dropped in silence.
   */
  ownSetting?: { file: string; key: string; unmovable: string };
  /**
   * Rules written inside a YAML config (Continue's config.yaml `rules:`), read only: a string is an
   * always-on rule; an object holds its text under `bodyKey` and its activation as `format` says.
   */
  inline?: { file: string; key: string; bodyKey: string; format: RuleFormat };
  /**
   * A config key whose text the tool adds to every session (Codex's `developer_instructions` in
   * config.toml): an always-on rule; read only, and left alone by sync (it is a setting).
   */
  setting?: { file: string; key: string };
  /** A config key listing more instruction files or globs, always on (OpenCode's `instructions`); read only. */
  listed?: { file: string; at: string[] };
  /**
   * How much of a file the tool reads (Codex: 32 KiB of AGENTS.md, `project_doc_max_bytes`;
   * Windsurf: 12,000 characters of a rule file): `files` says which files svc writes it applies
   * to. A rule that would pass it becomes a skill where the tool has skills, else it is lossy.
   */
  sizeLimit?: {
    max: number;
    unit: "bytes" | "characters";
    files: "main" | "rules" | "all";
    why: string;
    /** Only a part of the tool stops reading there (Copilot code review): the plan warns, nothing moves and nothing is lost. */
    warnOnly?: true;
  };
  /** Where svc writes the main text (none: it becomes an always-on rule file), and how it carries other rules. */
  write: { main?: string; rules: "files" | "sections" };
  /**
   * A settings key that renames the main file (Gemini's `context.fileName`, a name or a list, all
   * read): the first of `files` that sets one of the keys `at` wins; the first name is written.
   */
  namedBy?: { files: string[]; at: string[][] };
}

export interface InstructionsSpec extends ScopeSpec<InstructionLayout> {
  /**
   * The tool expands `@path` imports, in its own syntax: Claude Code (`@path` anywhere, `@~/`),
   * Gemini CLI (`@./path` on its own line). Between different syntaxes, and into tools without
   * imports, the imported text is inlined.
   */
  imports?: "claude" | "gemini";
  /** The tool's own syntax in instruction text (Kiro's `#[[file:…]]` references): lost elsewhere. */
  bodySyntax?: BodySyntax[];
  /** Links to project files in the tool's own form: Cursor's `[text](mdc:path/from/root)`; elsewhere they become relative links. */
  links?: "mdc";
}

// ---- mcp ------------------------------------------------------------------------------------

export interface JsonShape {
  /** `string`: `command` + `args`; `array`: one list, command first (OpenCode). Default string. */
  command?: "string" | "array";
  /** The environment's key (default `env`; OpenCode `environment`). */
  env?: string;
  /** Where headers sit inside an entry (default ["headers"]; Continue ["requestOptions", "headers"]). */
  headers?: string[];
  /** The transport field and its values; absent: no such field (the transport follows from the keys). */
  type?: { key: string; stdio?: string; http?: string; sse?: string };
  /** Which key holds a remote URL, per transport (default `url`). */
  url?: { http: string; sse: string };
  /**
   * Older URL keys the tool still reads, each meaning one transport, and winning over the current
   * key as the tool has it (Gemini's deprecated `httpUrl`: streamable HTTP). Read, never written.
   */
  legacyUrls?: Record<string, "http" | "sse">;
  /** Transports the tool can hold. */
  transports: readonly McpServer["transport"][];
  /** How a server is switched off: `disabled: true`, or `enabled: false`. */
  disabled?: { key: string; inverted?: boolean };
  /** Tool filters: an allowlist and a denylist key. */
  allowTools?: string;
  denyTools?: string;
  /** Tools called without asking (Cline/Kiro `autoApprove`, Roo `alwaysAllow`). */
  autoApprove?: string;
  timeout?: { key: string; unit: "ms" | "s" };
  cwd?: boolean;
  /** An entry's own name field (Continue's YAML lists). */
  nameKey?: string;
}

export interface McpLayout {
  /** The file holding the servers (for `blocks`, the folder of block files). */
  file: string;
  /** Where the servers object sits in the file, e.g. ["mcpServers"]. */
  at: string[];
  /** `blocks`: a folder with one YAML (or JSON) block per file (Continue). Default: one file. */
  container?: "object" | "blocks";
  /** `blocks`: other files read as a block too (Continue's config.yaml, whose `mcpServers:` list has the block shape). */
  blockFiles?: string[];
  /**
   * `blocks`: write each server as an entry of this YAML file's `mcpServers` list instead of a block
   * file of its own (Continue's config.yaml: the cn CLI reads that list and no block folder);
   * `header` starts the file when svc creates it.
   */
  listFile?: { file: string; header: Record<string, unknown> };
  /** Programs of the tool that do not read these servers: each is named in what the item loses. */
  unreadBy?: string;
  /** Private per-project servers kept in another file (Claude's ~/.claude.json `projects`). */
  local?: { file: string; at: (project: string) => string[] };
  /**
   * Other places still read, never written: older files of the tool (VS Code's `mcp.servers` in
   * settings.json), each in its own shape and variable syntax where it differs, or another tool's
   * file the tool reads too (`shared`).
   */
  legacy?: McpLegacy[];
  /**
   * Where the tool records servers it leaves off outside their entries, for tools whose entries
   * have no such field: all are read, the first is written.
   */
  offSwitches?: OffSwitch[];
  /**
   * Another program of the same tool that reads its servers from its own file, in its own shape
   * (the Copilot CLI beside VS Code): each server is written there too, and read from there.
   */
  mirrors?: McpMirror[];
}

export interface McpLegacy {
  file: string;
  at: string[];
  shape?: JsonShape;
  dialect?: DialectId;
  shared?: Shared;
  /** Which programs of the current release no longer read it, as a clause (see Origin's notRead). */
  notRead?: string;
  /**
   * Read (by `program`) only while this file of the tool is missing (the Copilot CLI reads
   * .github/mcp.json only where there is no .mcp.json): its servers are ignored once it is there,
   * and carried into it when svc creates it.
   */
  onlyWithout?: { file: string; program: string };
}

/** `list`: names of servers left off (Claude's disabledMcpjsonServers, Gemini's mcp.excluded);
 * `map`: name → {enabled: false} (Gemini's mcp-server-enablement.json, names in lower case). */
export interface OffSwitch {
  file: string;
  at: string[] | ((project: string) => string[]);
  shape: "list" | "map";
  /** The tool compares names in lower case. */
  lowerCase?: boolean;
}

export interface McpMirror {
  /** Who reads the file, for the plan's note ("the Copilot CLI"). */
  program: string;
  file: string;
  /** How the plan's note names the file, where `file` names a folder of svc's own ({desktopUnpackaged}/…). */
  shownAs?: string;
  /** Written only where the file exists already, and never when it is the tool's main file (another installation's file). */
  whereItExists?: boolean;
  at: string[];
  shape: JsonShape;
  dialect: DialectId;
}

export interface McpSpec extends ScopeSpec<McpLayout> {
  codec: "json" | "codex-toml";
  dialect: DialectId;
  /** JSON codec: the tool's key names (kinds/mcp-json.ts reads and writes them). */
  shape?: JsonShape;
  /** Server names the tool accepts. */
  namePattern?: RegExp;
  /**
   * The tool uses each value exactly as written and warns about white space around one (Claude
   * Code's `claude doctor`): svc trims such a value and reports it lost.
   */
  trimsValues?: boolean;
  /**
   * Where the tool starts a stdio server: in the project folder (Claude Code), so an editor's
   * `${workspaceFolder}` there is `.`, not a variable the tool lacks (which it would read as an
   * unset environment variable).
   */
  startsIn?: "project";
}

// ---- commands and agents --------------------------------------------------------------------

/** Where items live and in what shape. */
export interface DocumentLocation {
  /** A folder of item files, or (for `yaml-list` and `json-map`) the shared file. */
  dir: string;
  /** File ending of item files (".md", ".prompt.md", ".toml"…). */
  ext: string;
  /** prompt: Continue's `.prompt` file, a YAML preamble, a `---` line, then the prompt. */
  format: "markdown" | "prompt" | "toml" | "json" | "yaml-list" | "json-map";
  /** Another ending the tool reads in the same folder (Copilot reads any `.md` in .github/agents); never written. */
  readAlso?: string;
  /** Items in sub-folders too, each named by its own name (Claude Code's agents): the folders only sort them. */
  deep?: boolean;
  /** TOML/JSON: the key holding the prompt (TOML default `prompt`). */
  bodyKey?: string;
  /** A folder per item holding this file (Devin's `<name>/AGENT.md`). */
  itemFile?: string;
  /** yaml-list: the list's key, each entry's name key, and a display-name key written as the name too (Roo's `name`). */
  list?: { key: string; nameKey: string; titleKey?: string };
  /** json-map: the key of a JSON(C) config holding an object of items by name (OpenCode's `agent`, `command`). */
  map?: string;
  /** Read, never written: an older generation or a second shape of the tool. */
  legacy?: boolean;
  /** Which programs of the current release no longer read it, as a clause (see Origin's notRead). */
  notRead?: string;
  /** Another tool's folder the tool reads too (Cursor: `~/.claude/agents`): read, never written or moved. */
  shared?: Shared;
}

/** How a neutral field is written in the tool's files. */
export interface FieldMapping {
  key: string;
  /** list: YAML list · comma: "a, b" · map: {"a": true} · string · bool. */
  shape?: "string" | "list" | "comma" | "map" | "bool";
}

export interface DocumentsSpec extends ScopeSpec<DocumentLocation[]> {
  /** Sub-folders namespace items ("frontend/review"). */
  namespaced: boolean;
  /** Neutral field name → the tool's field. */
  fields: Record<string, FieldMapping>;
  /** Fields every written item carries (Continue's `invokable: true`, OpenCode's `mode: subagent`). */
  fixed?: Record<string, unknown>;
  /** Model names belong to a vendor; they carry only between tools of the same one. */
  modelVendor: string;
  /** Tool names (`tools`, `allowed-tools`) carry only between tools that name tools alike (default: the model vendor). */
  toolNames?: string;
  /** The name field is a display name, any text (Copilot's agents): it keeps the name as written; the file is named in lower-case-hyphen form. */
  displayName?: boolean;
  /** Said on every item written from another tool (Roo: modes are primary modes, not subagents). */
  note?: string;
}

export interface CommandsSpec extends DocumentsSpec {
  /** The token the tool replaces with everything typed after the command ($ARGUMENTS, {{args}}). */
  arguments: string | null;
  /** $1, $2… positional arguments. */
  positional: boolean;
  /** Codex's named placeholders ($TITLE, filled from TITLE=… arguments). */
  namedPlaceholders?: boolean;
  /** `$$` is a literal `$` (Codex prompts), so `$$5` is no placeholder. */
  dollarEscape?: boolean;
  /** How the tool runs a shell command inline: Claude/OpenCode `!\`cmd\``, Gemini `!{cmd}`. */
  inlineShell: "backtick" | "braces" | null;
  /** How the tool puts a file's content into the prompt: Claude/OpenCode `@path`, Gemini `@{path}`; absent: it cannot. */
  fileRefs?: "at" | "braces";
  /** Where the tool has no commands in a scope but has skills: carry commands as skills. */
  asSkills?: boolean;
  /** The tool's own placeholders in a command body (Copilot `${input:x}`, Gemini `@{file}`): lost elsewhere. */
  bodySyntax?: BodySyntax[];
}

export type AgentsSpec = DocumentsSpec;

// ---- skills ---------------------------------------------------------------------------------

export interface SkillsLayout {
  /** Skill roots; the first is where svc writes, the others are read (older locations). */
  dirs: string[];
  /** Other tools' skill folders (or the common `.agents/skills`) the tool reads too, after its own. */
  shared?: SharedDir[];
  /**
   * A config key listing more skill folders the tool reads (OpenCode's `skills.paths`): read, never
   * written. The tool scans them after every other folder and a later copy of a name replaces an
   * earlier one, so they win, the last listed first; a relative entry is the working folder's.
   */
  listed?: { file: string; at: string[] };
}

export interface SkillsSpec extends ScopeSpec<SkillsLayout> {
  /** SKILL.md front matter fields the tool honours besides name and description; null = any. */
  fields: readonly string[] | null;
}

// ---- hooks ----------------------------------------------------------------------------------

export interface HooksLayout {
  /** The settings file, or for `files`/`scripts` the folder. */
  file: string;
  /** Where the events sit, e.g. ["hooks"]. */
  at: string[];
  /** Every `*.json` of the folder `file` is a hooks file; svc writes `svc.json` (Copilot, Kiro). */
  files?: boolean;
  /** Personal settings file whose hooks are reported, not carried. */
  local?: string;
  /**
   * A legacy hook given as a command list in a TOML settings file (Codex's `notify = ["program",
   * "arg"]` in config.toml, run when a turn ends): read as a handler of `event`, with the list kept
   * as its own field, because its program gets the event's JSON as its last argument, not on stdin.
   */
  argvCommand?: { file: string; key: string; event: string };
  /**
   * Files of the folder `file` in an older one-hook-per-file shape (Kiro IDE's `*.kiro.hook`:
   * `when.type` names the event, through `events` to the tool's own name; `then` is a
   * `runCommand` or an `askAgent`); read only.
   */
  whenThen?: { pattern: string; events: Record<string, string> };
  /**
   * A status line command in the same settings file (Claude Code's `statusLine`): read as an item
   * so that it is reported, never dropped in silence; `unmovable` says why no other tool takes it.
   */
  statusLine?: { key: string; unmovable: string };
  /**
   * Hook files the tool reads too, each in its own shape (default: the tool's): the same events
   * inline in its config (Codex's `[hooks]` tables of config.toml), an older generation of its own
   * (Windsurf's Cascade hooks.json), or another tool's (Devin runs Claude Code's). Read, never
   * written, except `writtenWhenUsed`: the tool's own other form, where svc adds hooks when that
   * file already holds some and `file` none (Codex warns when a layer keeps hooks in both).
   */
  alsoReads?: { file: string; at: string[]; as?: HooksShape; shared?: Shared; legacy?: true; otherKeys?: string[]; writtenWhenUsed?: true }[];
  /** Keys beside the events that are not hooks (Codex's `[hooks.state]`, where it records trust). */
  otherKeys?: string[];
}

/** How a tool's hooks are shaped and named: everything of a declaration but where they are. */
export type HooksShape = Omit<HooksSpec, "global" | "project">;

export interface HooksSpec extends ScopeSpec<HooksLayout> {
  shape: "grouped" | "flat" | "list" | "scripts";
  /** Neutral (Claude Code) event → the tool's event name. */
  events: Record<string, string>;
  /** The tool's own events that mean a neutral event on certain tools. */
  aliases?: Record<string, { event: string; matcher: string }>;
  handlerTypes: readonly HookHandler["type"][];
  /** Whether a handler can say which tools it applies to (Windsurf's and Cline's cannot). */
  matchers?: boolean;
  /**
   * How matchers name tools: "claude" (Claude Code's names, the neutral ones), or Claude's name →
   * the tool's own (Gemini: Bash → run_shell_command). Absent: unknown, carried as written.
   */
  toolNames?: "claude" | Record<string, string>;
  /**
   * How the tool names an MCP server's tools in matchers, where it differs from Claude's
   * `mcp__<server>__<tool>` (Gemini: `mcp_<server>_<tool>`, the server ending at the first `_`).
   */
  mcpToolNames?: { prefix: string; separator: string };
  /**
   * How the tool's hook commands reach the project's root folder: a variable it sets for them
   * (Claude's CLAUDE_PROJECT_DIR, Gemini's GEMINI_PROJECT_DIR), or, where it sets none, a shell
   * form that finds the root from where the hooks run. Absent: neither is known, and a command
   * that uses another tool's variable is lossy.
   */
  projectDir?: { variable: string } | { expression: string };
  /** Whether a handler states its `type` (Windsurf's do not). */
  types?: boolean;
  /** The timeout's key and unit (default `timeout`, seconds); null: the tool has none. */
  timeout?: { key: string; unit: "s" | "ms" } | null;
  /** Other keys a handler's command may be in (Copilot's `bash`). */
  commandAliases?: string[];
  /** Top-level fields a new file needs (Cursor: {"version": 1}). */
  fileHeader?: Record<string, unknown>;
  /** What the user must do before the tool runs a hook svc wrote (Codex: approve it in /hooks); said on every hook item. */
  approval?: string;
}

// ---- permissions ----------------------------------------------------------------------------

export interface PermissionsLayout {
  /** The settings file (lists, map) or the folder of .rules files (codex-rules). */
  file: string;
  /** Personal settings whose rules are reported, not carried. */
  local?: string;
  /**
   * A TOML config whose named top-level keys are permission settings beside the rules (Codex's
   * approval_policy, sandbox_mode… in config.toml): each is an item, reported, never written.
   */
  settingsFile?: { file: string; keys: string[] };
  /**
   * gemini-policies: the folder of policy .toml files the tool loads (svc writes svc.toml there),
   * or why it loads none at this scope; `file` is then the settings file of the deprecated lists.
   */
  policies?: string | Unsupported;
}

/** Neutral tool → the tool's own name for it in rules. */
type PermissionToolNames = Partial<Record<Permission["tool"], string>>;

export interface PermissionsSpec extends ScopeSpec<PermissionsLayout> {
  codec: "lists" | "map" | "codex-rules" | "switches" | "gemini-policies" | "capability-rules";
  /** lists: where each decision's list sits; a decision without a list cannot be written (gemini-policies: read only). */
  lists?: Partial<Record<Decision, string[]>>;
  /** lists: the object holding the lists, whose other keys are settings (Claude's defaultMode). */
  settings?: string[];
  /** lists: the file's format. */
  format?: "json" | "yaml";
  /** map: where the tool → decision map sits. */
  at?: string[];
  /** switches: where each neutral tool's pattern → true/false map sits. */
  switches?: Partial<Record<Permission["tool"], string[]>>;
  /** codex-rules and map: the decisions the tool has. */
  decisions?: readonly Decision[];
  /** Neutral tool → the tool's rule name (Bash, Shell, run_shell_command, bash…). */
  tools?: PermissionToolNames;
  /** How a shell prefix is written: Claude `Bash(npm test:*)`, OpenCode `npm test *`; absent: every rule is a prefix (Cursor). */
  prefixSuffix?: string;
  /** Tools whose rules take an argument (default: all); others allow or deny the whole tool. */
  arguments?: readonly Permission["tool"][];
  /** Fetch rules' argument prefix (Claude `WebFetch(domain:x)`). */
  domainPrefix?: string;
  /** How MCP rules are written: Claude `mcp__server__tool`, Cursor `Mcp(server:tool)`. */
  mcpStyle?: "claude" | "call";
  /**
   * A rule with a path for the first tool is written as the second's, because only that rule's
   * paths are checked (Claude Code matches file paths against `Edit(path)` rules only, which
   * cover every file-editing tool; its `Write(path)` never matches).
   */
  pathRulesAs?: Partial<Record<Permission["tool"], Permission["tool"]>>;
}

// ---- ignore ---------------------------------------------------------------------------------

export interface IgnoreLayout {
  /** The tool's ignore files and what each means; the first of a meaning is where svc writes it. */
  files: { file: string; meaning: IgnoreFile["meaning"] }[];
}

/** A tool with no ignore file that can still block reads through its permission rules. */
export interface IgnoreAsPermissions {
  asDenyRules: { file: string; at: string[]; rule: (pattern: string) => string };
}

export type IgnoreSpec = ScopeSpec<IgnoreLayout | IgnoreAsPermissions>;

// ---- where a command works ------------------------------------------------------------------

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

/**
 * Where items are rendered for the context's tool. Every tool's declaration comes with it, so a
 * renderer weighs what an item meant in the tool it was read from (its fields, syntax, names)
 * from what it was handed, never from a registry of its own: the caller decides which tools exist.
 */
export interface RenderContext extends ToolContext {
  tools: readonly ToolSpec[];
}

/** The declaration of the tool an item was read from, among those the context was handed. */
export function sourceTool(context: RenderContext, id: ToolId): ToolSpec {
  const tool = context.tools.find((candidate) => candidate.id === id);
  if (tool === undefined) throw new Error(`${id}: its declaration was not handed to the render context for ${context.tool.id}`);
  return tool;
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
  return new Map(
    (context.tool.savesUnderLock ?? []).map((declared) => {
      const file = resolvePath(context, declared);
      return [file, lockFolderOf(file)];
    }),
  );
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
