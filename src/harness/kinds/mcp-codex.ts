// Codex MCP servers: `[mcp_servers.<name>]` tables of config.toml. Codex strings are literal, so
// variables travel by name: env_vars passes a variable through, bearer_token_env_var and
// env_http_headers take headers from variables; a reference Codex cannot express is lost, named.
import type { McpServer, Template } from "../model.ts";
import { isLiteral, literalText, soleReference } from "../template.ts";
import type { ToolContext } from "../tools/types.ts";
import { blankServer, stringMap, strings, type Written } from "./mcp-shared.ts";

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

export function fromCodex(name: string, entry: Record<string, unknown>, context: ToolContext): McpServer | { problem: string } {
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

export function toCodex(server: McpServer): Written {
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
      if (
        header.toLowerCase() === "authorization" &&
        rest.length === 0 &&
        typeof first === "string" &&
        /^bearer\s+$/i.test(first) &&
        second &&
        typeof second !== "string" &&
        "env" in second
      ) {
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
  if (server.autoApprove && server.autoApprove.length > 0) lost.push(`autoApprove (${server.autoApprove.join(", ")}: Codex asks as its approval policy says)`);
  if (server.startupTimeoutSec !== undefined) value["startup_timeout_sec"] = server.startupTimeoutSec;
  if (server.toolTimeoutSec !== undefined) value["tool_timeout_sec"] = server.toolTimeoutSec;
  return { value, lost, converted };
}
