// MCP servers: entries of a shared config file, edited in place (agent-tools.md §3.2, hazards
// 6–8). Two shapes cover the three tools here: a JSON(C) object of servers (Claude Code, Cursor,
// and most others, parameterised by key names and variable syntax) and Codex's TOML tables, where
// secrets travel by name (env_vars, bearer_token_env_var, env_http_headers) because Codex strings
// are literal. Literal secrets are carried (it is the user's own machine) but flagged and masked.
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { parseJsonObject } from "../formats/json.ts";
import { parseToml } from "../formats/toml.ts";
import { readParsed, valueAt } from "../io.ts";
import type { HarnessItem, McpServer, Template } from "../model.ts";
import { jsonEntry, tomlTable, type Edit } from "../plan/edits.ts";
import { DIALECTS, isLiteral, literalText, soleReference, type DialectId } from "../template.ts";
import { toolById } from "../tools/index.ts";
import { isUnsupported, resolvePath, type ScopeSpec, type ToolContext } from "../tools/types.ts";
import { emptyRead, extraFor, fidelityOf, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";

export interface McpLayout {
  file: string;
  /** Where the servers object sits in the file, e.g. ["mcpServers"]. */
  at: string[];
  /** Private per-project servers kept in another file (Claude's ~/.claude.json `projects`). */
  local?: { file: string; at: (project: string) => string[] };
}

export interface McpSpec extends ScopeSpec<McpLayout> {
  codec: "json" | "codex-toml";
  dialect: DialectId;
  /** JSON: the `type` values for remote servers; null when the tool cannot hold that transport. */
  remote: { http: string | null; sse: string | null };
  /** Server names the tool accepts. */
  namePattern?: RegExp;
}

// ---- secrets --------------------------------------------------------------------------------

const SECRET_NAME = /(token|secret|key|passw|pwd|auth|credential|cookie|session|bearer|private)/i;

/** A literal value that looks like a credential (by its name or its shape). */
export function looksSecret(name: string, value: string): boolean {
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

export async function readMcp(spec: McpSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  const sources: { file: string; at: string[]; local: boolean }[] = [{ file: resolvePath(context, layout.file), at: layout.at, local: false }];
  if (layout.local && context.scope === "project") sources.push({ file: resolvePath(context, layout.local.file), at: layout.local.at(context.root), local: true });
  const parse = (text: string) => (spec.codec === "codex-toml" ? parseToml(text).value : parseJsonObject(text));
  for (const source of sources) {
    const servers = valueAt(await readParsed(source.file, parse, result.problems), source.at);
    if (servers === undefined) continue;
    if (typeof servers !== "object" || servers === null || Array.isArray(servers)) {
      result.problems.push({ path: source.file, message: `${source.at.join(".")} is not an object of servers` });
      continue;
    }
    for (const [name, entry] of Object.entries(servers as Record<string, unknown>)) {
      if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
        result.problems.push({ path: source.file, message: `${[...source.at, name].join(".")} is not a server object` });
        continue;
      }
      const origin = { tool: context.tool.id, scope: context.scope, path: source.file, entry: [...source.at, name].join(".") };
      const server = spec.codec === "codex-toml" ? fromCodex(name, entry as Record<string, unknown>, context) : fromJson(name, entry as Record<string, unknown>, spec, context);
      if ("problem" in server) {
        result.problems.push({ path: source.file, message: `server "${name}": ${server.problem}` });
        continue;
      }
      server.origin = origin;
      if (source.local) server.local = true;
      result.items.push(server);
    }
  }
  return result;
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((entry) => typeof entry === "string") ? value : undefined;
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== "string" && typeof entry !== "number" && typeof entry !== "boolean") return undefined;
    out[key] = String(entry);
  }
  return out;
}

function blankServer(name: string, context: ToolContext): McpServer {
  return {
    kind: "mcp",
    name,
    origin: { tool: context.tool.id, scope: context.scope, path: "" },
    transport: "stdio",
    args: [],
    env: {},
    headers: {},
    enabled: true,
  };
}

const JSON_KNOWN = ["type", "command", "args", "env", "url", "headers"];

function fromJson(name: string, entry: Record<string, unknown>, spec: McpSpec, context: ToolContext): McpServer | { problem: string } {
  const dialect = DIALECTS[spec.dialect];
  const server = blankServer(name, context);
  const type = entry["type"];
  if (typeof entry["command"] === "string") {
    server.transport = "stdio";
    server.command = dialect.parse(entry["command"]);
  } else if (typeof entry["url"] === "string") {
    const written = typeof type === "string" ? type : null;
    server.transport = written === spec.remote.sse || written === "sse" ? "sse" : "http";
    server.url = dialect.parse(entry["url"]);
  } else {
    return { problem: "has neither a command nor a url" };
  }
  if (entry["args"] !== undefined) {
    const args = strings(entry["args"]);
    if (!args) return { problem: "args is not a list of strings" };
    server.args = args.map((arg) => dialect.parse(arg));
  }
  for (const field of ["env", "headers"] as const) {
    if (entry[field] === undefined) continue;
    const map = stringMap(entry[field]);
    if (!map) return { problem: `${field} is not an object of strings` };
    server[field] = Object.fromEntries(Object.entries(map).map(([key, value]) => [key, dialect.parse(value)]));
  }
  const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !JSON_KNOWN.includes(key)));
  if (type === "stdio") extra["type"] = "stdio";
  if (Object.keys(extra).length > 0) server.extra = { tool: context.tool.id, fields: extra };
  return server;
}

const CODEX_KNOWN = [
  "command",
  "args",
  "env",
  "env_vars",
  "cwd",
  "url",
  "bearer_token_env_var",
  "http_headers",
  "env_http_headers",
  "enabled",
  "enabled_tools",
  "disabled_tools",
  "startup_timeout_sec",
  "tool_timeout_sec",
];

function fromCodex(name: string, entry: Record<string, unknown>, context: ToolContext): McpServer | { problem: string } {
  const server = blankServer(name, context);
  const extra: Record<string, unknown> = Object.fromEntries(Object.entries(entry).filter(([key]) => !CODEX_KNOWN.includes(key)));
  if (typeof entry["command"] === "string") {
    server.command = [entry["command"]];
  } else if (typeof entry["url"] === "string") {
    server.transport = "http";
    server.url = [entry["url"]];
  } else {
    return { problem: "has neither a command nor a url" };
  }
  if (entry["args"] !== undefined) {
    const args = strings(entry["args"]);
    if (!args) return { problem: "args is not a list of strings" };
    server.args = args.map((arg) => [arg]);
  }
  const env = entry["env"] === undefined ? {} : stringMap(entry["env"]);
  if (!env) return { problem: "env is not a table of strings" };
  server.env = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, [value]]));
  if (Array.isArray(entry["env_vars"])) {
    const complex: unknown[] = [];
    for (const variable of entry["env_vars"]) {
      if (typeof variable === "string") server.env[variable] = [{ env: variable }];
      else complex.push(variable);
    }
    if (complex.length > 0) extra["env_vars"] = complex;
  }
  const headers = entry["http_headers"] === undefined ? {} : stringMap(entry["http_headers"]);
  if (!headers) return { problem: "http_headers is not a table of strings" };
  server.headers = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, [value]]));
  const fromEnv = entry["env_http_headers"] === undefined ? {} : stringMap(entry["env_http_headers"]);
  if (!fromEnv) return { problem: "env_http_headers is not a table of strings" };
  for (const [header, variable] of Object.entries(fromEnv)) server.headers[header] = [{ env: variable }];
  if (typeof entry["bearer_token_env_var"] === "string") server.headers["Authorization"] = ["Bearer ", { env: entry["bearer_token_env_var"] }];
  if (typeof entry["cwd"] === "string") server.cwd = entry["cwd"];
  if (entry["enabled"] === false) server.enabled = false;
  const enabledTools = strings(entry["enabled_tools"]);
  if (enabledTools) server.enabledTools = enabledTools;
  const disabledTools = strings(entry["disabled_tools"]);
  if (disabledTools) server.disabledTools = disabledTools;
  if (typeof entry["startup_timeout_sec"] === "number") server.startupTimeoutSec = entry["startup_timeout_sec"];
  if (typeof entry["tool_timeout_sec"] === "number") server.toolTimeoutSec = entry["tool_timeout_sec"];
  if (Object.keys(extra).length > 0) server.extra = { tool: context.tool.id, fields: extra };
  return server;
}

// ---- writing --------------------------------------------------------------------------------

interface Written {
  value: Record<string, unknown>;
  lost: string[];
  converted: boolean;
}

function toJson(server: McpServer, spec: McpSpec): Written {
  const dialect = DIALECTS[spec.dialect];
  const lost: string[] = [];
  let converted = false;
  const render = (template: Template, where: string): string => {
    const rendered = dialect.render(template);
    lost.push(...rendered.lost.map((what) => `${where}: ${what}`));
    return rendered.text;
  };
  const value: Record<string, unknown> = {};
  if (server.transport === "stdio") {
    value["command"] = render(server.command ?? [], "command");
    if (server.args.length > 0) value["args"] = server.args.map((arg, index) => render(arg, `args[${index}]`));
    if (Object.keys(server.env).length > 0) value["env"] = Object.fromEntries(Object.entries(server.env).map(([key, template]) => [key, render(template, `env ${key}`)]));
  } else {
    let type = spec.remote[server.transport];
    if (type === null) {
      type = spec.remote.http;
      lost.push(`transport ${server.transport} (written as ${type ?? "a plain url"}; the server's URL may differ)`);
    }
    if (type !== null) value["type"] = type;
    value["url"] = render(server.url ?? [], "url");
    if (Object.keys(server.headers).length > 0) {
      value["headers"] = Object.fromEntries(Object.entries(server.headers).map(([key, template]) => [key, render(template, `header ${key}`)]));
    }
  }
  if (server.cwd !== undefined) lost.push(`cwd (${server.cwd})`);
  if (!server.enabled) lost.push("disabled (the tool turns servers off in its own settings)");
  if (server.enabledTools) lost.push("enabled_tools");
  if (server.disabledTools) lost.push("disabled_tools");
  if (server.startupTimeoutSec !== undefined) lost.push("startup_timeout_sec");
  if (server.toolTimeoutSec !== undefined) lost.push("tool_timeout_sec");
  // Rewriting references into another syntax is a conversion.
  if (hasReferences(server) && sourceDialect(server) !== spec.dialect) converted = true;
  return { value, lost, converted };
}

function hasReferences(server: McpServer): boolean {
  const templates = [...Object.values(server.env), ...Object.values(server.headers), ...server.args, server.command ?? [], server.url ?? []];
  return templates.some((template) => !isLiteral(template));
}

/** The variable syntax of the tool an item came from. */
function sourceDialect(server: McpServer): DialectId | undefined {
  const spec = toolById(server.origin.tool).kinds.mcp;
  return isUnsupported(spec) ? undefined : spec.dialect;
}

/** Two JSON entries that mean the same server (an explicit default type, empty lists). */
export function sameJsonServer(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(canonicalJson(a), canonicalJson(b));
}

function canonicalJson(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (copy["type"] === "stdio" && typeof copy["command"] === "string") delete copy["type"];
  if (copy["type"] === "http" && typeof copy["url"] === "string") delete copy["type"];
  for (const key of ["args", "env", "headers"]) {
    const entry = copy[key];
    if ((Array.isArray(entry) && entry.length === 0) || (typeof entry === "object" && entry !== null && Object.keys(entry).length === 0)) delete copy[key];
  }
  return copy;
}

function toCodex(server: McpServer): Written {
  const lost: string[] = [];
  let converted = false;
  const value: Record<string, unknown> = {};
  const literal = (template: Template, where: string): string => {
    if (!isLiteral(template)) lost.push(`${where}: variable reference (Codex strings are literal)`);
    return literalText(template);
  };
  if (server.transport === "stdio") {
    value["command"] = literal(server.command ?? [], "command");
    if (server.args.length > 0) value["args"] = server.args.map((arg, index) => literal(arg, `args[${index}]`));
    const env: Record<string, string> = {};
    const passThrough: string[] = [];
    for (const [key, template] of Object.entries(server.env)) {
      const [only, ...more] = template;
      const reference = more.length === 0 && only !== undefined && typeof only !== "string" && "env" in only ? only : null;
      if (reference?.env === key) {
        passThrough.push(key);
        converted = true;
        if (reference.default !== undefined) lost.push(`env ${key}: default value ${JSON.stringify(reference.default)} (Codex passes ${key} through as set)`);
      } else if (isLiteral(template)) {
        env[key] = literalText(template);
      } else {
        lost.push(`env ${key}: ${literalText(template)} (Codex passes variables through only under their own name)`);
      }
    }
    if (Object.keys(env).length > 0) value["env"] = env;
    if (passThrough.length > 0) value["env_vars"] = passThrough;
    if (server.cwd !== undefined) value["cwd"] = server.cwd;
  } else {
    if (server.transport === "sse") lost.push("transport sse (Codex speaks only streamable HTTP; the server's URL may differ)");
    value["url"] = literal(server.url ?? [], "url");
    const literalHeaders: Record<string, string> = {};
    const envHeaders: Record<string, string> = {};
    for (const [header, template] of Object.entries(server.headers)) {
      const [first, second, ...rest] = template;
      if (header.toLowerCase() === "authorization" && rest.length === 0 && typeof first === "string" && /^bearer\s+$/i.test(first) && second && typeof second !== "string" && "env" in second) {
        value["bearer_token_env_var"] = second.env;
        converted = true;
      } else if (soleReference(template) !== null) {
        envHeaders[header] = soleReference(template) ?? "";
        converted = true;
      } else if (isLiteral(template)) {
        literalHeaders[header] = literalText(template);
      } else {
        lost.push(`header ${header}: ${literalText(template)} (Codex takes a header from one variable, whole)`);
      }
    }
    if (Object.keys(literalHeaders).length > 0) value["http_headers"] = literalHeaders;
    if (Object.keys(envHeaders).length > 0) value["env_http_headers"] = envHeaders;
  }
  if (!server.enabled) value["enabled"] = false;
  if (server.enabledTools) value["enabled_tools"] = server.enabledTools;
  if (server.disabledTools) value["disabled_tools"] = server.disabledTools;
  if (server.startupTimeoutSec !== undefined) value["startup_timeout_sec"] = server.startupTimeoutSec;
  if (server.toolTimeoutSec !== undefined) value["tool_timeout_sec"] = server.toolTimeoutSec;
  return { value, lost, converted };
}

export function renderMcp(items: HarnessItem[], spec: McpSpec, context: ToolContext): Translation[] {
  const layout = spec[context.scope];
  return items.map((item) => {
    const server = item as McpServer;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    const file = resolvePath(context, layout.file);
    const notes: string[] = [];
    let name = server.name;
    if (spec.namePattern && !spec.namePattern.test(name)) {
      name = name.replace(/[^A-Za-z0-9_-]+/g, "_");
      notes.push(`renamed "${name}" (the tool allows only letters, digits, _ and - in server names)`);
    }
    const written = spec.codec === "codex-toml" ? toCodex(server) : toJson(server, spec);
    const { keep, lost: lostExtra } = extraFor(item, context);
    const value = { ...written.value, ...keep };
    const lost = [...written.lost, ...lostExtra];
    const secrets = secretsOf(server);
    if (secrets.length > 0) notes.push(`carries ${secrets.length} literal secret${secrets.length === 1 ? "" : "s"} (masked here); consider a variable reference`);
    if (context.scope === "project" && secrets.length > 0) notes.push(`${path.basename(file)} is usually committed: check before you push`);
    const at = [...layout.at, name];
    const edit: Edit = spec.codec === "codex-toml" ? tomlTable(file, at, value) : jsonEntry(file, at, value, sameJsonServer);
    return {
      item,
      target: file,
      entry: at.join("."),
      fidelity: fidelityOf(lost, written.converted || notes.some((note) => note.startsWith("renamed"))),
      lost,
      note: notes.join("; "),
      edits: [edit],
      ...(secrets.length > 0 ? { secrets } : {}),
    };
  });
}
