// The remote MCP endpoint's own logic, call by call, against the real server on 127.0.0.1: the
// defaults a tool fills in, errors as the tools' error JSON (field and extra), the cheapest tier on
// sale, an unexpected failure, and what /mcp refuses before the SDK sees a body (__proto__ keys,
// arguments that are not an object). test/server/mcp.test.ts has the tool list and the HTTP rules.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { productById, type ProductId } from "../../src/catalog.ts";
import { previewBuildSetup, previewMove } from "../../src/harness/capabilities.ts";
import { HARNESS_KINDS } from "../../src/harness/tools/ids.ts";
import { holdSeat } from "../../src/server/commerce/tiers.ts";
import { connectRemote, errorOf, structured } from "../support/mcp.ts";
import { logEntries, startTestServer, type TestServer } from "../support/server.ts";

const BASE = "https://svc.example.com";
const HEADERS = { accept: "application/json, text/event-stream", "content-type": "application/json" };

/** Takes every seat of a limited tier (held, as agentic payments under way hold them). */
async function sellOut(server: TestServer, id: ProductId): Promise<void> {
  const product = productById(id);
  for (let seat = 0; seat < (product.tier?.seats ?? 0); seat++) await holdSeat(product, `hold-${id}-${seat}`, server.deps);
}

describe("remote MCP tools, call by call", () => {
  test("defaults: every kind, no stack", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const move = structured(await client.callTool({ name: "preview_move", arguments: { from: "codex", to: "cursor" } }));
    assert.deepEqual(move, previewMove("codex", "cursor", HARNESS_KINDS));
    assert.deepEqual([...new Set(move.moves.map((entry: { kind: string }) => entry.kind))].sort(), [...HARNESS_KINDS].sort());
    const build = structured(await client.callTool({ name: "preview_build_setup", arguments: { tool: "tool_b" } }));
    assert.deepEqual(build, previewBuildSetup("codex", []));
    await client.close();
  });

  test("an error names its field (same_tool), or carries its extra fields (sold_out's next tier)", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    assert.deepEqual(errorOf(await client.callTool({ name: "preview_move", arguments: { from: "tool_a", to: "claude-code" } })), {
      error: { code: "same_tool", message: "from and to name the same tool", field: "to" },
    });
    await sellOut(server, "svc_founder_lifetime");
    assert.deepEqual(errorOf(await client.callTool({ name: "quote_lifetime_license", arguments: { product_id: "svc_founder_lifetime" } })), {
      error: {
        code: "sold_out",
        message: "svc Founder Lifetime License is sold out; svc_early_lifetime is the next tier",
        next_product_id: "svc_early_lifetime",
      },
    });
    await client.close();
  });

  test("without product_id the quote is for the cheapest license on sale: founder, then early, then lifetime", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const quoted = async (): Promise<[string, number]> => {
      const quote = structured(await client.callTool({ name: "quote_lifetime_license", arguments: { country: "US" } }));
      return [quote.product_id, quote.amount_minor];
    };
    assert.deepEqual(await quoted(), ["svc_founder_lifetime", 1900]);
    await sellOut(server, "svc_founder_lifetime");
    assert.deepEqual(await quoted(), ["svc_early_lifetime", 2900]);
    await sellOut(server, "svc_early_lifetime");
    assert.deepEqual((await quoted())[0], "svc_lifetime");
    await client.close();
  });

  test("an unexpected failure is internal_error to the caller and logged with its cause", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const store = server.deps.store;
    const seatCounts = store.seatCounts.bind(store);
    store.seatCounts = async () => {
      throw new TypeError("the store broke");
    };
    try {
      assert.deepEqual(errorOf(await client.callTool({ name: "list_products", arguments: {} })), {
        error: { code: "internal_error", message: "internal error; try again or contact support" },
      });
    } finally {
      store.seatCounts = seatCounts;
    }
    const logged = logEntries(server).find((entry) => entry["msg"] === "mcp tool failed");
    assert.ok(logged, server.logs.join("\n"));
    assert.equal(logged["error"], "TypeError: the store broke");
    assert.equal(logged["level"], "error");
    await client.close();
  });

  test("a __proto__ key anywhere in the body is refused with its path", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const call = (args: string, id = 1) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"list_targets","arguments":${args}}}`;
    const cases: [string, string][] = [
      [call('{"__proto__":{}}'), "body.params.arguments.__proto__"],
      [call('{"a":[1,{"b":{"__proto__":null}}]}'), "body.params.arguments.a[1].b.__proto__"],
      [call('[{"x":1},{"__proto__":1}]'), "body.params.arguments[1].__proto__"],
      ['{"__proto__":{"jsonrpc":"2.0"}}', "body.__proto__"],
    ];
    for (const [body, at] of cases) {
      const answer = await server.request("/mcp", { headers: HEADERS, body });
      assert.equal(answer.status, 400, answer.text);
      assert.deepEqual(
        answer.body.error,
        {
          code: "unknown_field",
          message: `unknown field __proto__ (at ${at}); the tools take only the fields their input schemas name`,
          field: "__proto__",
        },
        body,
      );
    }
    // A key that only contains the word, and a value that is the word, are ordinary data.
    for (const args of ['{"x__proto__":1}', '{"note":"__proto__"}', '{"list":["__proto__"]}']) {
      const answer = await server.request("/mcp", { headers: HEADERS, body: call(args) });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.result.isError, true, args);
      assert.match(answer.body.result.content[0].text, /Input validation error/, args);
    }
  });

  test("arguments that are not an object: JSON-RPC invalid params with the call's id; absent arguments are fine", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const invalid = { code: -32602, message: "Invalid params: arguments must be an object (or left out)" };
    for (const [args, id] of [
      ["null", 7],
      ["[]", 8],
      ['"x"', "nine"],
      ["3", 10],
    ] as const) {
      const body = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"tools/call","params":{"name":"list_targets","arguments":${args}}}`;
      const answer = await server.request("/mcp", { headers: HEADERS, body });
      assert.equal(answer.status, 200, args);
      assert.match(answer.headers.get("content-type") ?? "", /^application\/json/);
      assert.deepEqual(answer.body, { jsonrpc: "2.0", id, error: invalid }, args);
    }
    const noId = await server.request("/mcp", {
      headers: HEADERS,
      body: '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"list_targets","arguments":null}}',
    });
    assert.deepEqual(noId.body, { jsonrpc: "2.0", id: null, error: invalid });
    // A batch (a JSON list) is refused before: the body must be one object (64 KiB, REST's rules).
    const batch = await server.request("/mcp", {
      headers: HEADERS,
      body: '[{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_targets","arguments":[1]}}]',
    });
    assert.deepEqual([batch.status, batch.body.error.code], [400, "invalid_body"]);
    // Left out, or another method's "arguments": the SDK answers as usual.
    const left = await server.request("/mcp", { headers: HEADERS, json: { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "list_targets" } } });
    assert.equal(left.body.result.structuredContent.targets.length, 13);
    const other = await server.request("/mcp", { headers: HEADERS, json: { jsonrpc: "2.0", id: 4, method: "tools/list", params: { arguments: null } } });
    assert.equal(other.body.result.tools.length, 7);
    const noParams = await server.request("/mcp", { headers: HEADERS, json: { jsonrpc: "2.0", id: 5, method: "tools/call", params: null } });
    assert.notDeepEqual(noParams.body.error, invalid);
  });
});
