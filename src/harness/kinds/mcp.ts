// MCP servers: entries of a shared config file, edited in place (docs/translation.md#mcp-servers,
// docs/promises.md#edits-in-place). Two codecs: JSON-like entries (mcp-json.ts: Claude Code, Cursor and most others, told apart
// by declared key names and variable syntax) and Codex's TOML tables (mcp-codex.ts). Servers sit
// in an object of a file (`mcpServers`, `servers`, `context_servers`, `mcp`…), or one per file in a
// folder of YAML blocks (Continue). Literal secrets are carried (it is the user's own machine) but
// flagged and masked in every printout.
import { existsSync } from "node:fs";
import path from "node:path";
import { Document } from "yaml";
import { parseJsonObject } from "../formats/json.ts";
import { parseToml } from "../formats/toml.ts";
import { parseYamlObject } from "../formats/yaml.ts";
import { findFiles, readJsonAt, readParsed, valueAt } from "../io.ts";
import type { HarnessItem, McpServer, ReadProblem, Template } from "../model.ts";
import { jsonEntry, jsonMerge, tomlTable, wholeFile, yamlListEntry, type Edit } from "../plan/edits.ts";
import type { DialectId } from "../template.ts";
import {
  isUnsupported,
  resolvePath,
  sourceTool,
  type JsonShape,
  type McpLayout,
  type McpMirror,
  type McpSpec,
  type OffSwitch,
  type RenderContext,
  type Shared,
  type ToolContext,
} from "../tools/types.ts";
import { emptyRead, extraFor, fidelityOf, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";
import { fromCodex, toCodex } from "./mcp-codex.ts";
import { CLAUDE_LIKE, fromJson, sameJsonServer, sameNamedFields, toJson } from "./mcp-json.ts";

// ---- secrets --------------------------------------------------------------------------------

const SECRET_NAME = /(token|secret|key|passw|pwd|auth|credential|cookie|session|bearer|private)/i;

/** A literal value that looks like a credential (by its name or its shape). */
function looksSecret(name: string, value: string): boolean {
  if (value === "" || /^\$\{?[A-Za-z_]/.test(value)) return false;
  if (SECRET_NAME.test(name) && value.length >= 6) return true;
  return value.length >= 20 && !/\s/.test(value) && /[A-Za-z]/.test(value) && /[0-9]/.test(value) && !/^https?:\/\//.test(value);
}

/** Literal secret values of a server's env and headers. */
function secretsOf(server: McpServer): string[] {
  const found: string[] = [];
  for (const [name, template] of [...Object.entries(server.env), ...Object.entries(server.headers)]) {
    for (const part of template) {
      if (typeof part === "string" && looksSecret(name, part.replace(/^Bearer\s+/i, ""))) found.push(part.replace(/^Bearer\s+/i, ""));
    }
  }
  return found;
}

// ---- reading --------------------------------------------------------------------------------

interface Source {
  file: string;
  at: string[];
  local: boolean;
  /** A mirror's own shape and syntax; a server already read from the tool's main file is not read again from it. */
  mirror?: McpMirror;
  /** An older file's own shape and syntax. */
  shape?: JsonShape;
  dialect?: DialectId;
  shared?: Shared;
  notRead?: string;
  /** A file whose presence makes the tool ignore this one. */
  onlyWithout?: string;
}

export async function readMcp(spec: McpSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  if (layout.container === "blocks") return readBlocks(spec, layout, context);
  const sources: Source[] = [{ file: resolvePath(context, layout.file), at: layout.at, local: false }];
  if (layout.local && context.scope === "project")
    sources.push({ file: resolvePath(context, layout.local.file), at: layout.local.at(context.root), local: true });
  for (const legacy of layout.legacy ?? []) {
    const { file, at, onlyWithout, ...own } = legacy;
    sources.push({
      file: resolvePath(context, file),
      at,
      local: false,
      ...own,
      ...(onlyWithout === undefined ? {} : { onlyWithout: resolvePath(context, onlyWithout.file) }),
    });
  }
  for (const mirror of mirrorsOf(layout, context)) sources.push({ file: resolvePath(context, mirror.file), at: mirror.at, local: false, mirror });
  const seen = new Set<string>();
  for (const source of sources) {
    // A JSON file is read whatever its size (~/.claude.json holds every project's history): only the servers are parsed.
    const servers =
      spec.codec === "codex-toml"
        ? valueAt(await readParsed(source.file, (text) => parseToml(text).value, result.problems), source.at)
        : (await readJsonAt(source.file, [source.at], result.problems))?.[0];
    if (servers === undefined) continue;
    if (typeof servers !== "object" || servers === null || Array.isArray(servers)) {
      result.problems.push({ path: source.file, message: `${source.at.join(".")} is not an object of servers` });
      continue;
    }
    for (const [name, entry] of Object.entries(servers as Record<string, unknown>)) {
      // The same server written for both programs is one item.
      if (source.mirror && seen.has(name)) continue;
      const server = toServer(
        name,
        entry,
        spec,
        source.mirror?.shape ?? source.shape ?? spec.shape,
        context,
        source.file,
        [...source.at, name].join("."),
        result.problems,
        source.mirror?.dialect ?? source.dialect,
      );
      if (server === null) continue;
      if (source.shared !== undefined) server.origin.shared = source.shared;
      if (source.notRead !== undefined) server.notRead = source.notRead;
      if (source.local) server.local = true;
      if (seen.has(name)) server.shadowedBy = sources[0]?.file ?? "another file";
      else if (source.onlyWithout !== undefined && existsSync(source.onlyWithout)) server.shadowedBy = source.onlyWithout;
      seen.add(name);
      result.items.push(server);
    }
  }
  const off = await switchedOff(layout.offSwitches ?? [], context, result.problems);
  for (const item of result.items) if (off.has((item as McpServer).name.toLowerCase())) (item as McpServer).enabled = false;
  return result;
}

function switchAt(offSwitch: OffSwitch, context: ToolContext): string[] {
  return typeof offSwitch.at === "function" ? offSwitch.at(context.root) : offSwitch.at;
}

/** The names (lower case) the off-switches name. Names that differ only in case are rare enough to match loosely. */
async function switchedOff(switches: readonly OffSwitch[], context: ToolContext, problems: ReadProblem[]): Promise<Set<string>> {
  const off = new Set<string>();
  for (const offSwitch of switches) {
    const value = (await readJsonAt(resolvePath(context, offSwitch.file), [switchAt(offSwitch, context)], problems))?.[0];
    if (offSwitch.shape === "list" && Array.isArray(value)) for (const name of value) if (typeof name === "string") off.add(name.toLowerCase());
    if (offSwitch.shape === "map" && typeof value === "object" && value !== null) {
      for (const [name, state] of Object.entries(value))
        if (typeof state === "object" && state !== null && (state as Record<string, unknown>)["enabled"] === false) off.add(name.toLowerCase());
    }
  }
  return off;
}

/** The edit that switches a server off where the tool records it. */
function switchOffEdit(offSwitch: OffSwitch, name: string, context: ToolContext): { edit: Edit; where: string } {
  const file = resolvePath(context, offSwitch.file);
  const at = switchAt(offSwitch, context);
  const key = offSwitch.lowerCase ? name.toLowerCase() : name;
  const where = `${offSwitch.shape === "list" ? at.join(".") : `"${key}": {"enabled": false}`} in ${offSwitch.file}`;
  if (offSwitch.shape === "map") return { edit: jsonEntry(file, [...at, key], { enabled: false }), where };
  const edit = jsonMerge(file, at, `${at.join(".")}: ${name}`, (existing) => {
    const list = Array.isArray(existing) ? (existing as unknown[]) : [];
    return list.includes(key) ? { value: existing, state: "present" } : { value: [...list, key], state: "absent" };
  });
  return { edit, where };
}

function toServer(
  name: string,
  entry: unknown,
  spec: McpSpec,
  shape: JsonShape | undefined,
  context: ToolContext,
  file: string,
  at: string,
  problems: ReadProblem[],
  dialect: DialectId = spec.dialect,
): McpServer | null {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    problems.push({ path: file, message: `${at} is not a server object` });
    return null;
  }
  const server =
    spec.codec === "codex-toml"
      ? fromCodex(name, entry as Record<string, unknown>, context)
      : fromJson(name, entry as Record<string, unknown>, shape ?? CLAUDE_LIKE, dialect, context);
  if ("problem" in server) {
    problems.push({ path: file, message: `server "${name}": ${server.problem}` });
    return null;
  }
  server.origin = { tool: context.tool.id, scope: context.scope, path: file, entry: at };
  return server;
}

/** Continue: every file of a folder (and each of `blockFiles`) is a YAML block (`mcpServers:` a
 * list of named entries) or a Claude-style JSON object. */
async function readBlocks(spec: McpSpec, layout: McpLayout, context: ToolContext): Promise<ReadResult> {
  const result = emptyRead();
  const folder = resolvePath(context, layout.file);
  const files = (await findFiles(folder, ["*.yaml", "*.yml", "*.json"])).map((found) => found.path);
  for (const file of layout.blockFiles ?? []) files.push(resolvePath(context, file));
  for (const file of files) {
    const json = file.endsWith(".json");
    const value = await readParsed(file, (text) => (json ? parseJsonObject(text) : parseYamlObject(text)), result.problems);
    const servers = value?.["mcpServers"];
    if (servers === undefined || servers === null) continue;
    if (json && typeof servers === "object" && !Array.isArray(servers)) {
      for (const [name, entry] of Object.entries(servers as Record<string, unknown>)) {
        const server = toServer(name, entry, spec, CLAUDE_LIKE, context, file, `mcpServers.${name}`, result.problems);
        if (server) result.items.push(server);
      }
    } else if (Array.isArray(servers)) {
      for (const entry of servers) {
        const name = typeof entry === "object" && entry !== null ? String((entry as Record<string, unknown>)["name"] ?? "") : "";
        if (name === "") {
          result.problems.push({ path: file, message: "an entry of mcpServers has no name" });
          continue;
        }
        const server = toServer(name, entry, spec, spec.shape, context, file, `mcpServers.${name}`, result.problems);
        if (server) result.items.push(server);
      }
    } else result.problems.push({ path: file, message: "mcpServers is neither a list nor an object" });
  }
  return result;
}

// ---- writing --------------------------------------------------------------------------------

/** Each of a server's values with the name `claude doctor` gives it (command, args[0], env.X…). */
function namedValues(server: McpServer): [string, Template][] {
  return [
    ...(server.command ? [["command", server.command] as [string, Template]] : []),
    ...server.args.map((arg, index): [string, Template] => [`args[${index}]`, arg]),
    ...(server.url ? [["url", server.url] as [string, Template]] : []),
    ...Object.entries(server.env).map(([key, value]): [string, Template] => [`env.${key}`, value]),
    ...Object.entries(server.headers).map(([key, value]): [string, Template] => [`headers.${key}`, value]),
  ];
}

/** A server with every value passed through `change`. */
function mapValues(server: McpServer, change: (value: Template) => Template): McpServer {
  const map = (record: Record<string, Template>) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)]));
  return {
    ...server,
    ...(server.command ? { command: change(server.command) } : {}),
    args: server.args.map(change),
    ...(server.url ? { url: change(server.url) } : {}),
    env: map(server.env),
    headers: map(server.headers),
  };
}

/** The literal white space a value starts or ends with, trimmed. */
function trimmedValue(value: Template): Template {
  return value.map((part, index) => {
    if (typeof part !== "string") return part;
    let text = part;
    if (index === 0) text = text.trimStart();
    if (index === value.length - 1) text = text.trimEnd();
    return text;
  });
}

/** The server as the target tool reads its values: where it starts a stdio server, and how it takes white space. */
function forTarget(server: McpServer, spec: McpSpec, context: ToolContext): { server: McpServer; lost: string[]; notes: string[] } {
  let out = server;
  const lost: string[] = [];
  const notes: string[] = [];
  if (spec.startsIn === "project" && server.transport === "stdio") {
    const isFolder = (part: Template[number]) => typeof part !== "string" && "variable" in part && part.variable === "workspaceFolder";
    if (namedValues(server).some(([, value]) => value.some(isFolder))) {
      out = mapValues(out, (value) => value.map((part) => (isFolder(part) ? "." : part)));
      notes.push(`\${workspaceFolder} written as . (${context.tool.name} starts the server in the project folder)`);
    }
  }
  if (spec.trimsValues) {
    const spaced = namedValues(out)
      .filter(([, value]) => JSON.stringify(trimmedValue(value)) !== JSON.stringify(value))
      .map(([name]) => name);
    if (spaced.length > 0) {
      out = mapValues(out, trimmedValue);
      lost.push(`white space around ${spaced.join(", ")} (${context.tool.name} uses values exactly as written and warns about it: trimmed)`);
    }
  }
  return { server: out, lost, notes };
}

/** The variable syntax of the tool an item came from. */
function sourceDialect(server: McpServer, context: RenderContext): DialectId | undefined {
  const spec = sourceTool(context, server.origin.tool).kinds.mcp;
  return isUnsupported(spec) ? undefined : spec.dialect;
}

/** The layout's mirrors on this machine: one that is the main file itself, or is written only where it exists and does not, is none. */
function mirrorsOf(layout: McpLayout, context: ToolContext): McpMirror[] {
  const main = resolvePath(context, layout.file);
  return (layout.mirrors ?? []).filter((mirror) => {
    const file = resolvePath(context, mirror.file);
    return file !== main && (!mirror.whereItExists || existsSync(file));
  });
}

/** The same server in a mirror's file, in that program's shape and syntax. */
function mirrorEdit(
  server: McpServer,
  name: string,
  mirror: McpMirror,
  context: RenderContext,
): { mirror: McpMirror; edit: Edit; lost: string[]; converted: boolean } {
  const written = toJson(server, mirror.shape, mirror.dialect, sourceDialect(server, context));
  const { keep } = extraFor(server, context);
  const file = resolvePath(context, mirror.file);
  return {
    mirror,
    edit: jsonEntry(file, [...mirror.at, name], { ...written.value, ...keep }, sameJsonServer),
    lost: written.lost,
    converted: written.converted,
  };
}

export function renderMcp(items: HarnessItem[], spec: McpSpec, context: RenderContext): Translation[] {
  const layout = spec[context.scope];
  return items.map((item) => {
    const server = item as McpServer;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    const notes: string[] = [];
    let name = server.name;
    if (spec.namePattern && !spec.namePattern.test(name)) {
      name = name.replace(/[^A-Za-z0-9_-]+/g, "_");
      notes.push(`renamed "${name}" (the tool allows only letters, digits, _ and - in server names)`);
    }
    // A tool whose entries cannot say "off" but which keeps a list of servers it leaves off.
    const offSwitch = !server.enabled && spec.codec === "json" && !spec.shape?.disabled ? layout.offSwitches?.[0] : undefined;
    const switched = offSwitch ? switchOffEdit(offSwitch, name, context) : undefined;
    if (switched) notes.push(`switched off through ${switched.where}`);
    const target = forTarget(switched ? { ...server, enabled: true } : server, spec, context);
    notes.push(...target.notes);
    const shown = target.server;
    const written = spec.codec === "codex-toml" ? toCodex(shown) : toJson(shown, spec.shape ?? CLAUDE_LIKE, spec.dialect, sourceDialect(server, context));
    if (Object.keys(written.value).length === 0) return unsupportedTranslation(item, written.lost.join("; "));
    const { keep, lost: lostExtra } = extraFor(item, context);
    // Another tool's field the target has under the same name is carried, not lost.
    const fromOther = server.extra !== undefined && server.extra.tool !== context.tool.id && spec.codec !== "codex-toml";
    const adopted = fromOther ? sameNamedFields(server.extra?.fields ?? {}, spec.shape ?? CLAUDE_LIKE) : {};
    if (Object.keys(adopted).length > 0)
      notes.push(`${Object.keys(adopted).join(", ")} carried as written in ${sourceTool(context, server.origin.tool).name}'s file`);
    const value = { ...written.value, ...adopted, ...keep };
    const lost = [...target.lost, ...written.lost, ...lostExtra.filter((key) => !(key in adopted))];
    const secrets = secretsOf(server);
    const folderOrFile = resolvePath(context, layout.file);
    const blocks = layout.container === "blocks";
    const listFile = blocks && layout.listFile ? resolvePath(context, layout.listFile.file) : undefined;
    const file = listFile ?? (blocks ? path.join(folderOrFile, `${name}.yaml`) : folderOrFile);
    if (layout.unreadBy) lost.push(layout.unreadBy);
    if (secrets.length > 0)
      notes.push(`carries ${secrets.length} literal secret${secrets.length === 1 ? "" : "s"} (masked here); consider a variable reference`);
    if (context.scope === "project" && secrets.length > 0) notes.push(`${path.basename(file)} is usually committed: check before you push`);
    const at = blocks ? ["mcpServers", name] : [...layout.at, name];
    let edit: Edit;
    if (listFile) edit = yamlListEntry(listFile, "mcpServers", spec.shape?.nameKey ?? "name", value, layout.listFile?.header);
    else if (blocks) edit = wholeFile(file, new Document({ name, version: "0.0.1", schema: "v1", mcpServers: [value] }).toString({ lineWidth: 0 }));
    else edit = spec.codec === "codex-toml" ? tomlTable(file, at, value) : jsonEntry(file, at, value, sameJsonServer);
    const mirrored = mirrorsOf(layout, context).map((mirror) => mirrorEdit(server, name, mirror, context));
    for (const { mirror, lost: mirrorLost } of mirrored) {
      notes.push(`also written to ${mirror.shownAs ?? mirror.file}, which ${mirror.program} reads`);
      for (const what of mirrorLost) if (!lost.includes(what)) lost.push(`${mirror.program}: ${what}`);
    }
    return {
      item,
      target: file,
      entry: at.join("."),
      fidelity: fidelityOf(
        lost,
        written.converted ||
          mirrored.some((one) => one.converted) ||
          notes.some((note) => note.startsWith("renamed")) ||
          switched !== undefined ||
          target.notes.length > 0,
      ),
      lost,
      note: notes.join("; "),
      edits: [edit, ...mirrored.map((one) => one.edit), ...(switched ? [switched.edit] : [])],
      ...(secrets.length > 0 ? { secrets } : {}),
    };
  });
}
