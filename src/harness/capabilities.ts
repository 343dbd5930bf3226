// What each tool supports, and what moves where between two tools, computed from the tool
// registry alone: no user file is read. `svc targets`, `svc mcp`, the remote MCP's list_targets
// and preview_move, the /guides/<from>-to-<to>.json documents and /mcp-config-migration.json all
// read these two functions, so they can never disagree with each other or with `svc preview`.
//
// How previewMove works: for each kind and scope the source tool declares, it builds a small
// built-in sample of the items that kind holds there (a main instructions file, a glob-scoped rule,
// a stdio and a remote MCP server, a command with the fields the source has…), gives them the
// source's own paths, and runs them through the same translate() as `svc preview`. So the
// fidelity, the lost fields and the target paths are the renderers' real answers, not a second
// hand-written table. Paths are shown as declared: `~/…` in the home folder, others relative to the
// project; an item's own name is shown as `<name>`. Nothing here touches the disk (the renderers
// only ask whether a file exists, under a root that does not).
import path from "node:path";
import type { Env } from "../core/output.ts";
import type { Translation } from "./kinds/common.ts";

import { CLAUDE_LIKE } from "./kinds/mcp-json.ts";
import { canWrite } from "./kinds/rule-format.ts";
import type { Agent, Command, HarnessItem, Hook, IgnoreFile, Instruction, McpServer, Permission, Scope, Skill } from "./model.ts";
import { translate } from "./read.ts";
import { DIALECTS } from "./template.ts";
import { isReady, renderContext, toolById } from "./tools/index.ts";
import { HARNESS_KINDS, SYNC_TOOL_IDS, TOOLS, type HarnessKind, type ToolId } from "./tools/ids.ts";
import { isUnsupported, resolvePath, toolContext, type DocumentLocation, type McpSpec, type ToolContext, type ToolSpec } from "./tools/types.ts";
import { isOwn, layoutOf, resolvedLocations } from "./tools/locations.ts";

export const SCOPES: readonly Scope[] = ["global", "project"];

/**
 * Another tool's place (or a common one) the tool reads this kind from too, and how svc treats it:
 * shared (counted on: an item there is not copied again), source-only (read as the tool's, still
 * copied), fallback (read only while the tool's own main file is missing).
 */
export interface AlsoRead {
  path: string;
  role: "shared" | "source-only" | "fallback";
}

export type ScopeCapability = { supported: true; paths: string[]; also_reads?: AlsoRead[] } | { supported: false; note: string };

export interface TargetCapabilities {
  id: ToolId;
  name: string;
  kind: string;
  /** svc can read and write this tool today. */
  ready: boolean;
  /** Which files (and which generation of them) svc writes for the tool. */
  writes: string;
  sync: boolean;
  distill: boolean;
  kinds: Record<HarnessKind, Record<Scope, ScopeCapability>>;
}

export interface Move {
  kind: HarnessKind;
  scope: Scope;
  /** What the sample stands for: "main instructions file", "stdio MCP server"… */
  item: string;
  from_path: string | null;
  to_path: string | null;
  fidelity: Translation["fidelity"];
  lost: string[];
  note: string;
}

export interface MovePreview {
  from: ToolId;
  to: ToolId;
  ready: boolean;
  note: string;
  moves: Move[];
  local_command: string;
}

/** Shown in place of the item's own name in paths. */
export const NAME_PLACEHOLDER = "<name>";
const SAMPLE_NAME = "svc-sample-item";
const NOT_YET = "not yet: svc cannot read or write this tool's files yet (issue #7)";
// Roots that do not exist anywhere, so the renderers' existence checks find nothing.
const HOME = path.resolve("/svc-capabilities-home");
const REPO = path.resolve("/svc-capabilities-repo");
const EMPTY_ENV: Env = {};

function toolInfo(id: ToolId): (typeof TOOLS)[number] {
  const info = TOOLS.find((tool) => tool.id === id);
  if (info === undefined) throw new Error(`unknown tool ${id}`);
  return info;
}

/** An absolute path under the fake roots, as the user would write it. */
function displayPath(absolute: string): string {
  const slashed = absolute.replaceAll("\\", "/");
  const home = HOME.replaceAll("\\", "/");
  const repo = REPO.replaceAll("\\", "/");
  let shown = slashed;
  if (slashed === home || slashed.startsWith(`${home}/`)) shown = `~${slashed.slice(home.length)}`;
  else if (slashed.startsWith(`${repo}/`)) shown = slashed.slice(repo.length + 1);
  return shown.replaceAll(SAMPLE_NAME, NAME_PLACEHOLDER);
}

/**
 * Where paths are shown for: an OS, the variables that move config folders (CODEX_HOME, APPDATA…)
 * and the home folder they may lie in. Default: Linux, none.
 */
export interface Machine {
  platform?: NodeJS.Platform;
  env?: Env;
  home?: string;
}

/**
 * The machine's variables with each folder inside its home folder moved into the stand-in home,
 * so that %APPDATA% (C:\Users\ada\AppData\Roaming) is shown as ~/AppData/Roaming, as every other
 * command shows it. Decided with the machine's own path rules.
 */
function rebasedEnv(machine: Machine): Env {
  const env = machine.env ?? EMPTY_ENV;
  if (machine.home === undefined) return env;
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value === undefined ? value : rebased(value, machine)]));
}

/** A path of the machine inside its home folder, moved into the stand-in home; any other value as it is. */
function rebased(value: string, machine: Machine): string {
  const { home } = machine;
  const paths = machine.platform === "win32" ? path.win32 : path.posix;
  if (home === undefined || !paths.isAbsolute(value)) return value;
  const relative = paths.relative(home, value);
  if (relative.startsWith("..") || paths.isAbsolute(relative)) return value;
  return path.join(HOME, ...relative.split(paths.sep));
}

function contextFor(tool: ToolSpec, scope: Scope, machine: Machine = {}): ToolContext {
  const context = toolContext(tool, scope, { home: HOME, repo: REPO, env: rebasedEnv(machine), platform: machine.platform ?? "linux" });
  if (machine.home === undefined || tool.folders === undefined) return context;
  // A folder the tool finds by looking at the machine (Claude Desktop's MSIX package) is looked
  // for in the real home, then shown from the stand-in one, as the rest is.
  const found = tool.folders(machine.env ?? EMPTY_ENV, machine.home, machine.platform ?? "linux");
  return { ...context, folders: Object.fromEntries(Object.entries(found).map(([name, folder]) => [name, rebased(folder, machine)])) };
}

/** Where a tool keeps one kind in the context's scope, resolved for its machine (files and folders); [] where it has none. */
export function kindPaths(context: ToolContext, kind: HarnessKind): string[] {
  return resolvedLocations(context, kind)
    .filter((location) => isOwn(location.role))
    .map((location) => location.path);
}

function scopeCapability(tool: ToolSpec, kind: HarnessKind, scope: Scope, machine: Machine): ScopeCapability {
  const found = layoutOf(tool, kind, scope);
  if ("unsupported" in found) return { supported: false, note: found.unsupported };
  const locations = resolvedLocations(contextFor(tool, scope, machine), kind);
  const paths = [...new Set(locations.filter((location) => isOwn(location.role)).map((location) => displayPath(location.path)))];
  const others = locations
    .filter((location) => !isOwn(location.role))
    .map((location) => ({ path: displayPath(location.path), role: location.role as AlsoRead["role"] }));
  return { supported: true, paths, ...(others.length > 0 ? { also_reads: others } : {}) };
}

/** Every tool of the 13, what svc can do with it, and per kind and scope where its files are. */
export function listTargets(machine: Machine = {}): TargetCapabilities[] {
  return TOOLS.map((info) => {
    const tool = toolById(info.id);
    const kinds = Object.fromEntries(
      HARNESS_KINDS.map((kind) => [kind, Object.fromEntries(SCOPES.map((scope) => [scope, scopeCapability(tool, kind, scope, machine)]))]),
    ) as TargetCapabilities["kinds"];
    const synced = (SYNC_TOOL_IDS as readonly string[]).includes(info.id);
    return { id: info.id, name: info.name, kind: info.kind, ready: isReady(info.id), writes: tool.writes, sync: synced, distill: synced, kinds };
  });
}

// ---- samples --------------------------------------------------------------------------------

interface Sample {
  item: HarnessItem;
  label: string;
}

function modelFor(vendor: string): string {
  return vendor === "anthropic" ? "sonnet" : vendor === "openai" ? "gpt-5" : "auto";
}

/** Where a new item of a document kind goes: the first location svc writes. */
function documentFile(locations: DocumentLocation[], at: (declared: string, ...rest: string[]) => string): { file: string; entry?: string } {
  const location = locations.find((candidate) => !candidate.legacy && !candidate.shared) ?? locations[0];
  if (location === undefined) return { file: at("") };
  if (location.format === "yaml-list") return { file: at(location.dir), entry: `${location.list?.key ?? "items"}.${SAMPLE_NAME}` };
  return { file: location.itemFile ? at(location.dir, SAMPLE_NAME, location.itemFile) : at(location.dir, `${SAMPLE_NAME}${location.ext}`) };
}

/** The built-in sample items of one kind, as the source tool would hold them in one scope. */
function samples(tool: ToolSpec, kind: HarnessKind, scope: Scope, context: ToolContext): Sample[] {
  const at = (declared: string, ...rest: string[]): string => path.join(resolvePath(context, declared), ...rest);
  const origin = (file: string, entry?: string) => ({ tool: tool.id, scope, path: file, ...(entry === undefined ? {} : { entry }) });
  const kinds = tool.kinds;
  switch (kind) {
    case "instructions": {
      const spec = kinds.instructions;
      const layout = isUnsupported(spec) ? spec : spec[scope];
      if (isUnsupported(layout)) return [];
      const rules = layout.rules?.find((entry) => !entry.legacy && !entry.shared);
      const ruleFile = rules === undefined ? undefined : at(rules.dir, `${SAMPLE_NAME}${typeof rules.ext === "string" ? rules.ext : (rules.ext[0] ?? ".md")}`);
      // The file svc writes the main text to is the one a user of the tool has (Codex: AGENTS.md).
      const main = layout.write.main ?? layout.main[0];
      const mainFile = main === undefined ? ruleFile : at(main);
      if (mainFile === undefined) return [];
      const out: Sample[] = [
        {
          label: "main instructions file",
          item: {
            kind,
            name: "main",
            origin: origin(mainFile),
            role: "main",
            activation: "always",
            globs: [],
            location: "",
            body: "# Project\n\nRun `npm test` before committing.\n",
          } satisfies Instruction,
        },
      ];
      const rule = (activation: Instruction["activation"], globs: string[], description?: string): Instruction => ({
        kind,
        name: SAMPLE_NAME,
        origin: origin(ruleFile ?? mainFile),
        role: "rule",
        activation,
        globs,
        location: "",
        body: "Prefer small pure functions.\n",
        ...(description === undefined ? {} : { description }),
      });
      out.push({
        label: "rule loaded for matching files",
        item: rule(rules && canWrite(rules.format, "glob") ? "glob" : "always", rules && canWrite(rules.format, "glob") ? ["src/**/*.ts"] : []),
      });
      if (rules && canWrite(rules.format, "model")) out.push({ label: "rule the agent decides to load", item: rule("model", [], "TypeScript style") });
      if (rules && canWrite(rules.format, "manual")) out.push({ label: "rule loaded only when named", item: rule("manual", [], "Release checklist") });
      return out;
    }
    case "mcp": {
      const spec = kinds.mcp;
      const layout = isUnsupported(spec) ? spec : spec[scope];
      if (isUnsupported(spec) || isUnsupported(layout)) return [];
      const file = layout.container === "blocks" ? at(layout.file, `${SAMPLE_NAME}.yaml`) : at(layout.file);
      const out: Sample[] = [
        {
          label: "stdio MCP server with an environment variable",
          item: {
            kind,
            name: "files",
            origin: origin(file, "files"),
            transport: "stdio",
            command: ["npx"],
            args: [["-y"], ["@example/mcp-server"]],
            env: { API_TOKEN: [{ env: "API_TOKEN" }] },
            headers: {},
            enabled: true,
          } satisfies McpServer,
        },
      ];
      if (remoteTypes(spec).http !== null) {
        out.push({
          label: "remote (HTTP) MCP server with an auth header",
          item: {
            kind,
            name: "remote",
            origin: origin(file, "remote"),
            transport: "http",
            args: [],
            env: {},
            url: ["https://mcp.example.com/mcp"],
            headers: { Authorization: ["Bearer ", { env: "MCP_TOKEN" }] },
            enabled: true,
          } satisfies McpServer,
        });
      }
      return out;
    }
    case "commands":
    case "agents": {
      const spec = kinds[kind];
      const locations = isUnsupported(spec) ? spec : spec[scope];
      if (isUnsupported(spec) || isUnsupported(locations)) return [];
      const { file, entry } = documentFile(locations, at);
      const model = "model" in spec.fields ? { model: modelFor(spec.modelVendor) } : {};
      if (kind === "commands") {
        const item: Command = {
          kind,
          name: SAMPLE_NAME,
          origin: origin(file, entry),
          body: "Review the staged changes: $ARGUMENTS\n",
          description: "Review changes",
          ...model,
        };
        if ("argumentHint" in spec.fields) item.argumentHint = "[focus]";
        if ("allowedTools" in spec.fields) item.allowedTools = ["Read", "Grep"];
        return [{ label: "command with its front matter", item }];
      }
      const item: Agent = {
        kind,
        name: SAMPLE_NAME,
        origin: origin(file, entry),
        prompt: "You review code for bugs.\n",
        description: "Code reviewer",
        ...model,
      };
      if ("tools" in spec.fields) item.tools = ["Read", "Grep"];
      return [{ label: "subagent with its front matter", item }];
    }
    case "skills": {
      const spec = kinds.skills;
      const layout = isUnsupported(spec) ? spec : spec[scope];
      if (isUnsupported(layout) || layout.dirs[0] === undefined) return [];
      const folder = at(layout.dirs[0], SAMPLE_NAME);
      const raw = `---\nname: ${SAMPLE_NAME}\ndescription: Writes release notes\n---\nSummarise the changes since the last tag.\n`;
      const item: Skill = {
        kind,
        name: SAMPLE_NAME,
        origin: origin(path.join(folder, "SKILL.md")),
        description: "Writes release notes",
        fields: {},
        body: "Summarise the changes since the last tag.\n",
        raw,
        declaredName: SAMPLE_NAME,
        files: [],
      };
      return [{ label: "skill folder (SKILL.md and its files)", item }];
    }
    case "hooks": {
      const spec = kinds.hooks;
      const layout = isUnsupported(spec) ? spec : spec[scope];
      if (isUnsupported(spec) || isUnsupported(layout)) return [];
      const event = spec.events["PreToolUse"] !== undefined ? "PreToolUse" : Object.keys(spec.events)[0];
      if (event === undefined) return [];
      const own = spec.events[event] ?? event;
      const file = spec.shape === "scripts" ? at(layout.file, own) : layout.files ? at(layout.file, "svc.json") : at(layout.file);
      const item: Hook = {
        kind,
        name: `${event}/Bash#1`,
        origin: origin(file, `hooks.${own}`),
        event,
        matcher: "Bash",
        handler: { type: "command", command: "./scripts/check.sh" },
      };
      return [{ label: `${event} command hook`, item }];
    }
    case "permissions": {
      const spec = kinds.permissions;
      const layout = isUnsupported(spec) ? spec : spec[scope];
      if (isUnsupported(spec) || isUnsupported(layout)) return [];
      const file = at(layout.file);
      const rule = (decision: Permission["decision"], tool: Permission["tool"], pattern: string, prefix: boolean): Permission => ({
        kind,
        name: `${decision}:${tool}(${pattern})`,
        origin: origin(file),
        decision,
        tool,
        pattern,
        prefix,
        raw: `${decision} ${tool} ${pattern}`,
      });
      const out: Sample[] = [{ label: "allowed shell command prefix", item: rule("allow", "shell", "npm test", true) }];
      const readable = spec.tools?.read !== undefined && (spec.arguments === undefined || spec.arguments.includes("read"));
      if (readable) out.push({ label: "denied file read", item: rule("deny", "read", ".env", false) });
      const asks = spec.codec === "lists" ? spec.lists?.ask !== undefined : spec.codec === "switches" || (spec.decisions ?? []).includes("ask");
      if (asks) out.push({ label: "shell command that asks first", item: rule("ask", "shell", "git push", true) });
      return out;
    }
    case "ignore": {
      const spec = kinds.ignore;
      const layout = isUnsupported(spec) ? spec : spec[scope];
      if (isUnsupported(layout)) return [];
      const block = "files" in layout ? layout.files.find((entry) => entry.meaning === "block") : undefined;
      const file = "files" in layout ? (block === undefined ? undefined : at(block.file)) : at(layout.asDenyRules.file);
      if (file === undefined) return [];
      const item: IgnoreFile = { kind, name: "ignore", origin: origin(file), meaning: "block", patterns: [".env", "secrets/"] };
      return [{ label: "files the agent may not read", item }];
    }
  }
}

/** What moves where, with which fidelity, between two tools: computed from their declarations only. */
export function previewMove(from: ToolId, to: ToolId, kinds: readonly HarnessKind[] = HARNESS_KINDS): MovePreview {
  const kindFlag = kinds.length === HARNESS_KINDS.length ? "" : ` --kinds ${kinds.join(",")}`;
  const local_command = `svc preview --from ${from} --to ${to} --scope all --repo .${kindFlag}`;
  const notReady = [from, to].filter((id) => !isReady(id));
  if (notReady.length > 0) {
    const names = notReady.map((id) => toolInfo(id).name).join(" and ");
    return { from, to, ready: false, note: `${names}: ${NOT_YET}`, moves: [], local_command };
  }
  const source = toolById(from);
  const target = toolById(to);
  const moves: Move[] = [];
  for (const kind of HARNESS_KINDS.filter((candidate) => kinds.includes(candidate))) {
    for (const scope of SCOPES) {
      const sourceContext = contextFor(source, scope);
      const found = layoutOf(source, kind, scope);
      if ("unsupported" in found) {
        moves.push({
          kind,
          scope,
          item: kind,
          from_path: null,
          to_path: null,
          fidelity: "unsupported",
          lost: [],
          note: `${source.name} has none here: ${found.unsupported}`,
        });
        continue;
      }
      const list = samples(source, kind, scope, sourceContext);
      const translations = translate(
        list.map((sample) => sample.item),
        renderContext(contextFor(target, scope)),
        [kind],
      );
      list.forEach((sample, index) => {
        const translation = translations[index];
        if (translation === undefined) return;
        const note = [translation.note, translation.entry === undefined ? "" : `entry ${translation.entry.replaceAll(SAMPLE_NAME, NAME_PLACEHOLDER)}`]
          .filter((part) => part !== "")
          .join("; ");
        moves.push({
          kind,
          scope,
          item: sample.label,
          from_path: displayPath(sample.item.origin.path),
          to_path: translation.target === null ? null : displayPath(translation.target),
          fidelity: translation.fidelity,
          lost: translation.lost.map((text) => text.replaceAll(SAMPLE_NAME, NAME_PLACEHOLDER)),
          note: note.replaceAll(SAMPLE_NAME, NAME_PLACEHOLDER),
        });
      });
    }
  }
  return {
    from,
    to,
    ready: true,
    note: "computed from the two tools' declarations with built-in sample items; run the local command to see your own files",
    moves,
    local_command,
  };
}

// ---- MCP configuration facts ----------------------------------------------------------------

export interface McpConfigFacts {
  id: ToolId;
  name: string;
  ready: boolean;
  /** json (an object of servers in a JSON/JSONC file) or codex-toml ([mcp_servers.<name>] tables). */
  format: string | null;
  /** Where the servers sit per scope: the file and the key path inside it. */
  locations: Record<Scope, { file: string; key: string } | { supported: false; note: string }>;
  /** How an environment variable is referenced inside a value, or null when values are literal. */
  env_reference: string | null;
  /** The `type` values of remote servers (null when the tool cannot hold that transport). */
  remote_types: { http: string | null; sse: string | null } | null;
  note: string;
}

/** How a tool marks a remote server per transport: its `type` value, else the key holding the URL; null where it cannot hold one. */
function remoteTypes(spec: McpSpec): { http: string | null; sse: string | null } {
  if (spec.codec === "codex-toml") return { http: "url (streamable HTTP)", sse: null };
  const shape = spec.shape ?? CLAUDE_LIKE;
  const of = (transport: "http" | "sse"): string | null => {
    if (!shape.transports.includes(transport)) return null;
    return shape.type?.[transport] ?? `${shape.url?.[transport] ?? "url"} (no type field)`;
  };
  return { http: of("http"), sse: of("sse") };
}

/** Each tool's MCP file, key and variable syntax, from the registry (the mcp-config-migration guide). */
export function mcpConfigFacts(): McpConfigFacts[] {
  return TOOLS.map((info) => {
    if (!isReady(info.id)) {
      const note = { supported: false as const, note: NOT_YET };
      return {
        id: info.id,
        name: info.name,
        ready: false,
        format: null,
        locations: { global: note, project: note },
        env_reference: null,
        remote_types: null,
        note: NOT_YET,
      };
    }
    const tool = toolById(info.id);
    const spec = tool.kinds.mcp;
    if (isUnsupported(spec)) {
      const note = { supported: false as const, note: spec.unsupported };
      return {
        id: info.id,
        name: info.name,
        ready: true,
        format: null,
        locations: { global: note, project: note },
        env_reference: null,
        remote_types: null,
        note: spec.unsupported,
      };
    }
    const locations = Object.fromEntries(
      SCOPES.map((scope) => {
        const layout = spec[scope];
        if (isUnsupported(layout)) return [scope, { supported: false, note: layout.unsupported }];
        return [scope, { file: displayPath(resolvePath(contextFor(tool, scope), layout.file)), key: layout.at.join(".") }];
      }),
    ) as McpConfigFacts["locations"];
    const rendered = DIALECTS[spec.dialect].render([{ env: "API_TOKEN" }]);
    const reference = rendered.lost.length === 0 ? rendered.text : null;
    return {
      id: info.id,
      name: info.name,
      ready: true,
      format: spec.codec,
      locations,
      env_reference: reference,
      remote_types: remoteTypes(spec),
      note:
        reference === null
          ? "values are literal: svc carries variable references through the tool's own by-name settings (Codex: env_vars, bearer_token_env_var, env_http_headers)"
          : `a variable is written ${reference}; svc rewrites references into this syntax`,
    };
  });
}

// ---- first-setup build preview --------------------------------------------------------------

export const STACKS = ["node", "python", "rust", "go", "ruby", "java"] as const;
export type Stack = (typeof STACKS)[number];

const STACK_FACTS: Record<Stack, { commands: string[]; ignore: string[] }> = {
  node: { commands: ["npm ci", "npm run build", "npm test", "npm run lint"], ignore: ["node_modules/", "dist/"] },
  python: { commands: ["pip install -e .", "pytest", "ruff check ."], ignore: [".venv/", "__pycache__/"] },
  rust: { commands: ["cargo build", "cargo test", "cargo clippy"], ignore: ["target/"] },
  go: { commands: ["go build ./...", "go test ./...", "go vet ./..."], ignore: ["bin/"] },
  ruby: { commands: ["bundle install", "bundle exec rake test", "bundle exec rubocop"], ignore: ["vendor/bundle/"] },
  java: { commands: ["./mvnw package", "./mvnw test", "./mvnw verify"], ignore: ["target/", "build/"] },
};

export interface BuildSetupPreview {
  tool: ToolId;
  ready: boolean;
  stack: Stack[];
  files: { path: string; purpose: string }[];
  note: string;
  local_command: string;
}

/**
 * The files `svc build --for <tool>` writes for a project of these stacks, from the tool's
 * declaration: its project instructions file, and its ignore file (or read-deny rules) where it has
 * one. What the commands really are comes from the project when `svc build` runs locally.
 */
export function previewBuildSetup(id: ToolId, stack: readonly Stack[] = []): BuildSetupPreview {
  const local_command = `svc build --for ${id} --repo .`;
  if (!isReady(id)) return { tool: id, ready: false, stack: [...stack], files: [], note: `${toolInfo(id).name}: ${NOT_YET}`, local_command };
  const tool = toolById(id);
  const context = contextFor(tool, "project");
  const files: BuildSetupPreview["files"] = [];
  const commands = stack.flatMap((name) => STACK_FACTS[name].commands);
  const instructions = isUnsupported(tool.kinds.instructions) ? tool.kinds.instructions : tool.kinds.instructions.project;
  if (!isUnsupported(instructions)) {
    const main = instructions.write.main ?? instructions.main[0];
    if (main !== undefined) {
      files.push({
        path: displayPath(resolvePath(context, main)),
        purpose: `project instructions: layout, conventions and the real commands${commands.length > 0 ? ` (${commands.join(", ")})` : " (read from package.json, pyproject.toml, Cargo.toml, go.mod, Makefile…)"}`,
      });
    }
  }
  const ignore = layoutOf(tool, "ignore", "project");
  if (!("unsupported" in ignore)) {
    const layout = ignore.layout as { files?: { file: string; meaning: string }[]; asDenyRules?: { file: string } };
    const patterns = [".env", ...stack.flatMap((name) => STACK_FACTS[name].ignore)].join(", ");
    const block = layout.files?.find((entry) => entry.meaning === "block");
    if (block !== undefined)
      files.push({ path: displayPath(resolvePath(context, block.file)), purpose: `keeps secrets and build output from the agent (${patterns})` });
    else if (layout.asDenyRules !== undefined)
      files.push({
        path: displayPath(resolvePath(context, layout.asDenyRules.file)),
        purpose: `read-deny rules that keep secrets and build output from the agent (${patterns})`,
      });
  }
  return {
    tool: id,
    ready: true,
    stack: [...stack],
    files,
    note: "an existing instructions file is never overwritten; run the local command to see the plan for your project",
    local_command,
  };
}
