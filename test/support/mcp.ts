// Calling MCP tools in tests: the SDK's client on the remote endpoint, and the two shapes of a
// tool's answer (src/mcp/results.ts): structured content with the same JSON as text, or an error.
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export type ToolResult = Awaited<ReturnType<Client["callTool"]>>;

/** The SDK's client, connected to the server's /mcp over streamable HTTP. */
export async function connectRemote(serverUrl: string): Promise<Client> {
  const client = new Client({ name: "svc-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${serverUrl}/mcp`)));
  return client;
}

/** A successful answer's structured content, checked to be the same JSON as its text block. */
export function structured(result: ToolResult): any {
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  const text = (result.content as { type: string; text: string }[])[0]!.text;
  assert.deepEqual(JSON.parse(text), result.structuredContent, "the text block carries the same JSON");
  return result.structuredContent;
}

/** A failed answer's text: the error JSON, or the SDK's own message for input it refused. */
export function errorText(result: ToolResult): string {
  assert.equal(result.isError, true, JSON.stringify(result));
  assert.equal(result.structuredContent, undefined);
  return (result.content as { text: string }[])[0]!.text;
}

/** A failed answer's error JSON ({ error: { code, message, … } }). */
export function errorOf(result: ToolResult): any {
  return JSON.parse(errorText(result));
}
