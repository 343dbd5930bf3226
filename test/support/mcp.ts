// Calling MCP tools in tests: the SDK's client on the remote endpoint, `svc mcp` fed raw JSON
// lines, and the two shapes of a tool's answer (src/mcp/results.ts): structured content with the
// same JSON as text, or an error.
import assert from "node:assert/strict";
import { PassThrough, type Readable, type Writable } from "node:stream";
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

/** One JSON-RPC answer `svc mcp` wrote. */
export interface StdioAnswer {
  id: number;
  result?: { isError?: boolean; structuredContent?: any; content: unknown };
  error?: unknown;
}

/**
 * `svc mcp` (started by `run` on the two streams) with the initialize handshake (id 0) and these
 * tool calls (ids 1, 2, …) on standard input, closed right after them as `… | svc mcp` does: its
 * exit code, standard error and every answer it wrote.
 */
export async function callOverStdio(
  calls: { name: string; arguments: Record<string, unknown> }[],
  run: (stdio: { input: Readable; output: Writable }) => Promise<{ code: number; stderr: string }>,
): Promise<{ code: number; stderr: string; answers: StdioAnswer[] }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let written = "";
  output.setEncoding("utf8").on("data", (chunk: string) => (written += chunk));
  const messages = [
    { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "pipe", version: "1" } } },
    { jsonrpc: "2.0", method: "notifications/initialized" },
    ...calls.map((params, index) => ({ jsonrpc: "2.0", id: index + 1, method: "tools/call", params })),
  ];
  input.end(messages.map((message) => `${JSON.stringify(message)}\n`).join(""));
  const { code, stderr } = await run({ input, output });
  const answers = written
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as StdioAnswer);
  return { code, stderr, answers };
}
