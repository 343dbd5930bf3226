// The remote MCP endpoint with the SDK's own client over streamable HTTP: exactly the seven
// tools, closed input schemas, each tool called, the checkout the same as REST, and the HTTP rules
// (405 for GET/DELETE, rate limits, body limits).
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { verifyLicense } from "../../src/license/envelope.ts";
import { Keyring } from "../../src/license/keys.ts";
import { developmentBuild } from "../support/cli.ts";
import { downloadFolder } from "../support/downloads.ts";
import { GOLDEN, matchGolden } from "../support/golden.ts";
import { connectRemote, errorText, structured } from "../support/mcp.ts";
import { startTestServer } from "../support/server.ts";

const BASE = "https://svc.example.com";
const SEVEN = ["install_local_cli", "list_products", "list_targets", "preview_build_setup", "preview_move", "quote_lifetime_license", "start_checkout"];

describe("remote MCP", () => {
  test("its tools, schemas, annotations and instructions are those of the golden", async (t) => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    assert.deepEqual(client.getServerVersion(), { name: "svc", version: server.deps.build.version });
    const { tools } = await client.listTools();
    await matchGolden(t, path.join(GOLDEN, "mcp", "remote-tools.json"), { instructions: client.getInstructions(), tools });
    await client.close();
  });

  test("lists exactly the seven tools, every input schema closed", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), SEVEN);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.additionalProperties, false, `${tool.name} input is closed`);
      assert.ok(tool.outputSchema, `${tool.name} has an output schema`);
      assert.ok(tool.description && tool.description.length > 40);
    }
    const checkout = tools.find((tool) => tool.name === "start_checkout")!;
    assert.deepEqual(Object.keys(checkout.inputSchema.properties ?? {}).sort(), [
      "buyer_email",
      "client_reference_id",
      "idempotency_key",
      "payment_mode",
      "product_id",
      "quote_id",
      "shared_payment_granted_token",
    ]);
    assert.deepEqual(checkout.inputSchema.required, ["product_id", "payment_mode"]);
    assert.deepEqual(Object.keys(tools.find((tool) => tool.name === "preview_move")!.inputSchema.properties ?? {}).sort(), ["from", "kinds", "to"]);
    await client.close();
  });

  test("each discovery tool answers structured content from the registry and the catalog", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_DOWNLOAD_DIR: await downloadFolder() } });
    const client = await connectRemote(server.url);
    const targets = structured(await client.callTool({ name: "list_targets", arguments: {} }));
    assert.equal(targets.targets.length, 13);
    assert.deepEqual(targets.targets[0].kinds.mcp.project, { supported: true, paths: [".mcp.json"] });

    const move = structured(await client.callTool({ name: "preview_move", arguments: { from: "tool_a", to: "codex", kinds: ["mcp"] } }));
    assert.equal(move.from, "claude-code");
    assert.ok(move.moves.length > 0 && move.moves.every((entry: { kind: string }) => entry.kind === "mcp"));
    assert.equal(move.moves[0].to_path, "~/.codex/config.toml");
    assert.equal(move.local_command, "svc preview --from claude-code --to codex --scope all --repo . --kinds mcp");
    const desktop = structured(await client.callTool({ name: "preview_move", arguments: { from: "claude-code", to: "claude-desktop", kinds: ["mcp"] } }));
    const remote = desktop.moves.find((entry: { item: string; scope: string }) => entry.scope === "global" && /remote/.test(entry.item));
    assert.equal(remote.fidelity, "unsupported");
    assert.match(remote.note, /stdio|local/);

    const build = structured(await client.callTool({ name: "preview_build_setup", arguments: { tool: "cursor", stack: ["node"] } }));
    assert.deepEqual(
      build.files.map((file: { path: string }) => file.path),
      ["AGENTS.md", ".cursorignore"],
    );
    assert.match(build.files[0].purpose, /npm test/);

    const install = structured(await client.callTool({ name: "install_local_cli", arguments: { platform: "darwin_arm64" } }));
    assert.equal(install.install_command, `curl -fsSL ${BASE}/install.sh | sh`);
    assert.equal(install.force_command, `curl -fsSL ${BASE}/install.sh | sh -s -- --force`);
    assert.equal(install.download_url, `${BASE}/download/svc-latest-darwin-arm64`);
    assert.ok(install.license_setup.some((step: string) => step.includes("~/.svc/license")));

    const products = structured(await client.callTool({ name: "list_products", arguments: {} }));
    const rest = await server.request("/api/v1/products");
    assert.deepEqual(products.products, rest.body.products);

    const quote = structured(await client.callTool({ name: "quote_lifetime_license", arguments: { country: "de" } }));
    assert.deepEqual([quote.product_id, quote.amount_minor, quote.country], ["svc_founder_lifetime", 1900, "DE"]);
    assert.match(errorText(await client.callTool({ name: "quote_lifetime_license", arguments: { country: "BR" } })), /country_not_available/);
    await client.close();
  });

  test("a call with a field the schema does not name (file contents) is refused, and nothing runs", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const refusals = [
      { name: "preview_move", arguments: { from: "claude-code", to: "codex", files: { "CLAUDE.md": "# my secret rules" } } },
      { name: "list_targets", arguments: { content: "x" } },
      {
        name: "start_checkout",
        arguments: {
          product_id: "svc_lifetime",
          payment_mode: "processor_spt",
          shared_payment_granted_token: "spt_ok_x",
          buyer_email: "a@example.com",
          harness: "~/.claude.json",
        },
      },
    ];
    for (const call of refusals) assert.match(errorText(await client.callTool(call)), /Input validation error|[Uu]nrecognized key/);
    assert.equal(server.stripe!.charges.length, 0, "the refused checkout charged nothing");
    await client.close();
  });

  test("a __proto__ key in a call's arguments (which the SDK's copy would drop) is refused, and nothing runs", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const headers = { accept: "application/json, text/event-stream", "content-type": "application/json" };
    const args = [
      '{"product_id":"svc_lifetime","payment_mode":"processor_spt","shared_payment_granted_token":"spt_ok_p","buyer_email":"a@example.com","__proto__":{"harness":"# my secret rules"}}',
      '{"product_id":"svc_lifetime","payment_mode":"processor_spt","shared_payment_granted_token":"spt_ok_p","buyer_email":"a@example.com","\\u005f_proto__":{"x":1}}',
    ];
    for (const text of args) {
      const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"start_checkout","arguments":${text}}}`;
      const answer = await server.request("/mcp", { headers, body });
      assert.equal(answer.status, 400, answer.text);
      assert.equal(answer.body.error.code, "unknown_field");
      assert.equal(answer.body.error.field, "__proto__");
    }
    assert.equal(server.stripe!.charges.length, 0, "the refused checkout charged nothing");
  });

  test("start_checkout runs the same checkout as REST: the license inline, idempotent, errors as JSON", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const args = {
      product_id: "svc_founder_lifetime",
      payment_mode: "stripe_spt",
      shared_payment_granted_token: "spt_ok_mcp",
      buyer_email: "ada@example.com",
      idempotency_key: "mcp-key-1",
    };
    const first = structured(await client.callTool({ name: "start_checkout", arguments: args }));
    assert.equal(first.status, "succeeded");
    assert.equal(first.fulfillment, "returned_inline_after_confirmed_payment_intent");
    const verified = verifyLicense(first.license, Keyring.fromEncoded(developmentBuild().trustedPublicKeys));
    assert.equal(verified.valid, true);
    const again = structured(await client.callTool({ name: "start_checkout", arguments: args }));
    assert.equal(again.license, first.license, "the same key replays the first answer");
    assert.equal(server.stripe!.charges.length, 1);
    const team = structured(
      await client.callTool({
        name: "start_checkout",
        arguments: { product_id: "svc_team_migration_pack", payment_mode: "processor_checkout", buyer_email: "team@example.com" },
      }),
    );
    assert.match(team.url, /^http/);
    assert.match(team.session_id, /^cs_/);
    const refused = JSON.parse(
      errorText(await client.callTool({ name: "start_checkout", arguments: { product_id: "svc_team_migration_pack", payment_mode: "processor_spt" } })),
    );
    assert.deepEqual([refused.error.code, refused.error.field], ["payment_mode_not_available", "payment_mode"]);
    const declined = JSON.parse(
      errorText(
        await client.callTool({
          name: "start_checkout",
          arguments: { ...args, shared_payment_granted_token: "spt_decline_mcp", idempotency_key: "mcp-key-2" },
        }),
      ),
    );
    assert.equal(declined.error.code, "payment_failed");
    await client.close();
  });

  test("HTTP rules: GET and DELETE 405, JSON only, 64 KiB; tool calls limited with the POST routes, the transport's requests with the GET routes", async () => {
    const server = await startTestServer({ env: { SVC_RATE_LIMITS: "post=1,get=9,ad=0" } });
    for (const method of ["GET", "DELETE"]) {
      const answer = await server.request("/mcp", { method });
      assert.equal(answer.status, 405);
      assert.equal(answer.headers.get("allow"), "POST");
      assert.equal(answer.body.error.code, "method_not_allowed");
    }
    const headers = { accept: "application/json, text/event-stream" };
    const list = await server.request("/mcp", { headers, json: { jsonrpc: "2.0", id: 1, method: "tools/list" } });
    assert.equal(list.status, 200);
    assert.match(list.headers.get("content-type") ?? "", /application\/json/);
    assert.equal(list.body.result.tools.length, 7);
    assert.match(list.headers.get("x-request-id") ?? "", /^req_/, "the SDK's own answers carry the request id too");
    assert.equal(list.headers.get("x-content-type-options"), "nosniff");
    assert.equal(list.headers.get("cache-control"), "no-store");
    const notAcceptable = await server.request("/mcp", { headers: { accept: "application/json" }, json: { jsonrpc: "2.0", id: 9, method: "tools/list" } });
    assert.equal(notAcceptable.status, 406);
    assert.match(notAcceptable.headers.get("x-request-id") ?? "", /^req_/);
    const text = await server.request("/mcp", { headers: { ...headers, "content-type": "text/plain" }, body: "{}" });
    assert.equal(text.status, 415);
    assert.equal(text.body.error.code, "unsupported_media_type");
    const big = await server.request("/mcp", { headers, json: { jsonrpc: "2.0", id: 2, method: "tools/list", params: { pad: "x".repeat(70_000) } } });
    assert.equal(big.status, 413);
    // Six requests of the GET class so far (every /mcp request is one); a tool call is one of the POST class too.
    const call = { jsonrpc: "2.0", method: "tools/call", params: { name: "list_targets", arguments: {} } };
    const first = await server.request("/mcp", { headers, json: { ...call, id: 3 } });
    assert.equal(first.body.result.isError, undefined, first.text);
    const second = await server.request("/mcp", { headers, json: { ...call, id: 4 } });
    assert.equal(second.status, 200, "a limited tool call is the call's error, not the transport's");
    assert.equal(second.body.id, 4);
    assert.equal(second.body.result.isError, true);
    const error = JSON.parse(second.body.result.content[0].text).error;
    assert.equal(error.code, "rate_limited");
    assert.equal(String(error.retry_after), second.headers.get("retry-after"));
    assert.equal(
      (await server.request("/mcp", { headers, json: { jsonrpc: "2.0", id: 5, method: "tools/list" } })).status,
      200,
      "the 9th request of the GET class",
    );
    const limited = await server.request("/mcp", { method: "GET" });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get("retry-after")) > 0);
  });
});
