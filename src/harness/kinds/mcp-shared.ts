// Small pieces both MCP codecs use.
import type { McpServer, Template } from "../model.ts";
import { isLiteral } from "../template.ts";
import type { ToolContext } from "../tools/types.ts";

export interface Written {
  value: Record<string, unknown>;
  lost: string[];
  converted: boolean;
}

export function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((entry) => typeof entry === "string") ? value : undefined;
}

export function stringMap(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== "string" && typeof entry !== "number" && typeof entry !== "boolean") return undefined;
    out[key] = String(entry);
  }
  return out;
}

export function blankServer(name: string, context: ToolContext): McpServer {
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

export function hasReferences(server: McpServer): boolean {
  const templates: Template[] = [...Object.values(server.env), ...Object.values(server.headers), ...server.args, server.command ?? [], server.url ?? []];
  return templates.some((template) => !isLiteral(template));
}
