// MCP servers as JSON (or YAML) entries: one codec for the tools that store a server as an object
// of fields, told apart only by declared names (docs/translation.md#shapes-and-transports): where the command
// and its arguments go (`command` + `args`, or one list), what the environment is called, which
// key holds a remote URL per transport (`url`, `httpUrl`, `serverUrl`), what the `type` field says,
// how a server is switched off, tool filters, timeouts and their unit.
import { isDeepStrictEqual } from "node:util";
import { valueAt } from "../io.ts";
import type { McpServer, Template } from "../model.ts";
import { DIALECTS, type DialectId } from "../template.ts";
import type { JsonShape, ToolContext } from "../tools/types.ts";
import { blankServer, hasReferences, stringMap, strings, type Written } from "./mcp-shared.ts";

/** Claude-style JSON entries, as most tools (and Continue's JSON blocks) write them. */
export const CLAUDE_LIKE: JsonShape = { type: { key: "type", http: "http", sse: "sse" }, transports: ["stdio", "http", "sse"] };

function knownKeys(shape: JsonShape): string[] {
  return [
    "command",
    "args",
    shape.env ?? "env",
    (shape.headers ?? ["headers"])[0] ?? "headers",
    ...(shape.type ? [shape.type.key] : []),
    ...new Set([shape.url?.http ?? "url", shape.url?.sse ?? "url"]),
    ...Object.keys(shape.legacyUrls ?? {}),
    ...(shape.disabled ? [shape.disabled.key] : []),
    ...(shape.allowTools ? [shape.allowTools] : []),
    ...(shape.denyTools ? [shape.denyTools] : []),
    ...(shape.autoApprove ? [shape.autoApprove] : []),
    ...(shape.timeout ? [shape.timeout.key] : []),
    ...(shape.cwd ? ["cwd"] : []),
    ...(shape.nameKey ? [shape.nameKey] : []),
  ];
}

export function fromJson(
  name: string,
  entry: Record<string, unknown>,
  shape: JsonShape,
  dialectId: DialectId,
  context: ToolContext,
): McpServer | { problem: string } {
  const dialect = DIALECTS[dialectId];
  const server = blankServer(name, context);
  const extra: Record<string, unknown> = Object.fromEntries(Object.entries(entry).filter(([key]) => !knownKeys(shape).includes(key)));
  const typeValue = shape.type ? entry[shape.type.key] : undefined;
  let command = entry["command"];
  let args = entry["args"];
  let env = entry[shape.env ?? "env"];
  if (typeof command === "object" && command !== null && !Array.isArray(command)) {
    // Zed's older nested form: "command": {"path", "args", "env"}
    const nested = command as Record<string, unknown>;
    command = nested["path"];
    args = nested["args"];
    env = nested["env"];
  }
  if (Array.isArray(command)) {
    const list = strings(command);
    if (!list || list.length === 0) return { problem: "command is not a list of strings" };
    command = list[0];
    args = list.slice(1);
  }
  const httpKey = shape.url?.http ?? "url";
  const sseKey = shape.url?.sse ?? "url";
  const legacy = Object.entries(shape.legacyUrls ?? {}).find(([key]) => typeof entry[key] === "string");
  if (typeof command === "string") {
    server.transport = "stdio";
    server.command = dialect.parse(command);
  } else if (legacy) {
    server.transport = legacy[1];
    server.url = dialect.parse(String(entry[legacy[0]]));
  } else if (typeof entry[httpKey] === "string" || typeof entry[sseKey] === "string") {
    const declared =
      shape.type && typeof typeValue === "string" ? (typeValue === shape.type.sse ? "sse" : typeValue === shape.type.http ? "http" : undefined) : undefined;
    server.transport = declared ?? (httpKey !== sseKey ? (typeof entry[httpKey] === "string" ? "http" : "sse") : typeValue === "sse" ? "sse" : "http");
    server.url = dialect.parse(String(entry[server.transport === "sse" ? sseKey : httpKey] ?? entry[httpKey] ?? entry[sseKey]));
  } else if (entry["source"] === "extension") {
    // Zed: the server comes with an extension, which holds its command; only its settings are here.
    server.unmovable = "a Zed extension provides this server (source: extension); install the same server in the target by hand";
    server.extra = { tool: context.tool.id, fields: extra };
    return server;
  } else {
    return { problem: "has neither a command nor a url" };
  }
  if (args !== undefined) {
    const list = strings(args);
    if (!list) return { problem: "args is not a list of strings" };
    server.args = list.map((arg) => dialect.parse(arg));
  }
  if (env !== undefined) {
    const map = stringMap(env);
    if (!map) return { problem: `${shape.env ?? "env"} is not an object of strings` };
    server.env = Object.fromEntries(Object.entries(map).map(([key, value]) => [key, dialect.parse(value)]));
  }
  const headers = valueAt(entry, shape.headers ?? ["headers"]);
  if (headers !== undefined) {
    const map = stringMap(headers);
    if (!map) return { problem: "headers is not an object of strings" };
    server.headers = Object.fromEntries(Object.entries(map).map(([key, value]) => [key, dialect.parse(value)]));
    if (shape.headers && shape.headers.length > 1) {
      // keep the rest of the container (Continue's requestOptions) for a write-back
      const container = { ...(entry[shape.headers[0] ?? ""] as Record<string, unknown>) };
      delete container[shape.headers[1] ?? ""];
      if (Object.keys(container).length > 0) extra[shape.headers[0] ?? ""] = container;
    }
  }
  if (shape.disabled && entry[shape.disabled.key] !== undefined)
    server.enabled = shape.disabled.inverted ? entry[shape.disabled.key] !== false : entry[shape.disabled.key] !== true;
  const allowed = shape.allowTools ? strings(entry[shape.allowTools]) : undefined;
  // ["*"] (what `copilot mcp add` writes) allows every tool: no filter.
  if (allowed && !(allowed.length === 1 && allowed[0] === "*")) server.enabledTools = allowed;
  if (shape.denyTools && strings(entry[shape.denyTools])) server.disabledTools = strings(entry[shape.denyTools]) ?? [];
  if (shape.autoApprove && strings(entry[shape.autoApprove])) server.autoApprove = strings(entry[shape.autoApprove]) ?? [];
  if (shape.timeout && typeof entry[shape.timeout.key] === "number") {
    server.toolTimeoutSec = (entry[shape.timeout.key] as number) / (shape.timeout.unit === "ms" ? 1000 : 1);
  }
  if (shape.cwd && typeof entry["cwd"] === "string") server.cwd = entry["cwd"];
  // A type that only says "stdio" on a local server says nothing more (Claude's optional `"type": "stdio"`).
  if (shape.type && typeValue !== undefined && typeValue !== "stdio" && server.transport === "stdio" && shape.type.stdio === undefined)
    extra[shape.type.key] = typeValue;
  if (Object.keys(extra).length > 0) server.extra = { tool: context.tool.id, fields: extra };
  return server;
}

export function toJson(server: McpServer, shape: JsonShape, dialectId: DialectId, sourceDialect: DialectId | undefined): Written {
  const dialect = DIALECTS[dialectId];
  const lost: string[] = [];
  const render = (template: Template, where: string): string => {
    const rendered = dialect.render(template, sourceDialect);
    lost.push(...rendered.lost.map((what) => `${where}: ${what}`));
    return rendered.text;
  };
  const value: Record<string, unknown> = {};
  if (shape.nameKey) value[shape.nameKey] = server.name;
  if (server.transport === "stdio") {
    if (shape.type?.stdio) value[shape.type.key] = shape.type.stdio;
    const command = render(server.command ?? [], "command");
    const args = server.args.map((arg, index) => render(arg, `args[${index}]`));
    if (shape.command === "array") value["command"] = [command, ...args];
    else {
      value["command"] = command;
      if (args.length > 0) value["args"] = args;
    }
    if (Object.keys(server.env).length > 0)
      value[shape.env ?? "env"] = Object.fromEntries(Object.entries(server.env).map(([key, template]) => [key, render(template, `env ${key}`)]));
    if (server.cwd !== undefined) {
      if (shape.cwd) value["cwd"] = server.cwd;
      else lost.push(`cwd (${server.cwd})`);
    }
  } else {
    let transport = server.transport;
    if (!shape.transports.includes(transport)) {
      const fallback = shape.transports.find((candidate) => candidate !== "stdio");
      if (fallback === undefined) {
        const hint = "add it in the app's own settings (a custom connector) or run it through a stdio bridge such as mcp-remote";
        return { value, lost: [`a remote server (${server.transport}): the tool runs only local (stdio) servers; ${hint}`], converted: false };
      }
      lost.push(`transport ${transport} (written as ${fallback}; the server's URL may differ)`);
      transport = fallback;
    }
    const typeValue = shape.type?.[transport];
    if (shape.type && typeValue !== undefined) value[shape.type.key] = typeValue;
    value[transport === "sse" ? (shape.url?.sse ?? "url") : (shape.url?.http ?? "url")] = render(server.url ?? [], "url");
    if (Object.keys(server.headers).length > 0) {
      const headers = Object.fromEntries(Object.entries(server.headers).map(([key, template]) => [key, render(template, `header ${key}`)]));
      const at = shape.headers ?? ["headers"];
      if (at.length > 1) value[at[0] ?? ""] = { [at[1] ?? ""]: headers };
      else value[at[0] ?? "headers"] = headers;
    }
  }
  if (!server.enabled) {
    if (shape.disabled) value[shape.disabled.key] = shape.disabled.inverted ? false : true;
    else lost.push("disabled (the tool turns servers off in its own settings)");
  }
  if (server.enabledTools) {
    if (shape.allowTools) value[shape.allowTools] = server.enabledTools;
    else lost.push("enabled_tools");
  }
  if (server.disabledTools) {
    if (shape.denyTools) value[shape.denyTools] = server.disabledTools;
    else lost.push("disabled_tools");
  }
  if (server.autoApprove && server.autoApprove.length > 0) {
    if (shape.autoApprove) value[shape.autoApprove] = server.autoApprove;
    else lost.push(`autoApprove (${server.autoApprove.join(", ")}: the tool asks before each call)`);
  }
  const timeout = server.toolTimeoutSec;
  if (timeout !== undefined) {
    if (shape.timeout) value[shape.timeout.key] = shape.timeout.unit === "ms" ? Math.round(timeout * 1000) : timeout;
    else lost.push("tool_timeout_sec");
  }
  if (server.startupTimeoutSec !== undefined) lost.push("startup_timeout_sec");
  // Rewriting references into another syntax is a conversion.
  return { value, lost, converted: hasReferences(server) && sourceDialect !== dialectId };
}

/**
 * Fields of another tool's entry that the target reads under the same name and meaning (a
 * `disabled: true` or `autoApprove` list copied into a Claude .mcp.json from a Cline setup): written
 * as they are into a target that honours them, instead of being reported lost.
 */
export function sameNamedFields(extra: Record<string, unknown>, shape: JsonShape): Record<string, unknown> {
  const adopted: Record<string, unknown> = {};
  if (shape.disabled && !shape.disabled.inverted && typeof extra[shape.disabled.key] === "boolean") adopted[shape.disabled.key] = extra[shape.disabled.key];
  for (const key of [shape.autoApprove, shape.allowTools, shape.denyTools]) if (key !== undefined && strings(extra[key])) adopted[key] = extra[key];
  return adopted;
}

/** Two entries that mean the same server (an explicit default type, empty lists). */
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
