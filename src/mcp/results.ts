// Tool results for both MCP servers (remote and `svc mcp`): the structured answer plus the same
// JSON as text for clients that read only content; failures as isError results with the error
// JSON of the REST API (docs/service.md#errors).
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export function ok(structured: Record<string, unknown>): CallToolResult {
  return { structuredContent: structured, content: [{ type: "text", text: JSON.stringify(structured) }] };
}

export function failure(code: string, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  return { isError: true, content: [{ type: "text", text: JSON.stringify({ error: { code, message, ...extra } }) }] };
}
