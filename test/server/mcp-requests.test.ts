// The remote /mcp endpoint's handling of one request around the SDK: a tools/call whose params are
// not an object goes to the SDK (not a crash in svc's own checks), and the server and transport
// made for a request are closed when its response closes. test/server/mcp-calls.test.ts has the
// tools' own logic, test/server/mcp.test.ts the tool list and the HTTP rules.
import assert from "node:assert/strict";
import { setTimeout as delay } from "node:timers/promises";
import { describe, test } from "node:test";
import { McpServer, StreamableHTTPServerTransport } from "../../src/mcp/sdk.ts";
import { startTestServer } from "../support/server.ts";

const HEADERS = { accept: "application/json, text/event-stream", "content-type": "application/json" };

describe("remote MCP requests", () => {
  test("a tools/call whose params are not an object is the SDK's parse error, not an internal error", async () => {
    const server = await startTestServer();
    for (const params of ['"x"', "null", "7"]) {
      const answer = await server.request("/mcp", { headers: HEADERS, body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${params}}` });
      assert.equal(answer.status, 400, params);
      assert.deepEqual(answer.body, { jsonrpc: "2.0", error: { code: -32700, message: "Parse error: Invalid JSON-RPC message" }, id: null }, params);
    }
  });

  test("each request's server and transport are closed once its response has closed", async (t) => {
    const closed = { server: 0, transport: 0 };
    const serverClose = McpServer.prototype.close;
    const transportClose = StreamableHTTPServerTransport.prototype.close;
    t.mock.method(McpServer.prototype, "close", function (this: McpServer) {
      closed.server++;
      return serverClose.call(this);
    });
    t.mock.method(StreamableHTTPServerTransport.prototype, "close", function (this: StreamableHTTPServerTransport) {
      closed.transport++;
      return transportClose.call(this);
    });
    const server = await startTestServer();
    const answer = await server.request("/mcp", { headers: HEADERS, json: { jsonrpc: "2.0", id: 1, method: "tools/list" } });
    assert.equal(answer.body.result.tools.length, 7);
    // The response's "close" event may come just after the client has read the body.
    for (let wait = 0; wait < 100 && closed.transport + closed.server < 2; wait++) await delay(50);
    assert.deepEqual(closed, { server: 1, transport: 1 });
  });
});
