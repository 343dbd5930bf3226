// The buying path as an agent walks it: the MCP SDK's own client over streamable HTTP against the
// real server on 127.0.0.1 and the local fake of Stripe, with the over-eager tries agents make —
// a retried decline, the same token again (with and without a key, at the same moment), a secret
// pasted into the wrong field.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { connectRemote, errorOf } from "../support/mcp.ts";
import { startTestServer } from "../support/server.ts";

const BASE = "https://svc.example.com";

function spt(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { product_id: "svc_founder_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: token, buyer_email: "ada@example.com", ...extra };
}

describe("start_checkout, as an agent retries it", () => {
  test("a replayed failure is a failure: the same isError answer as the first, not structured content", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const args = spt("spt_decline_replay", { idempotency_key: "decline-1" });
    const first = await client.callTool({ name: "start_checkout", arguments: args });
    const again = await client.callTool({ name: "start_checkout", arguments: args });
    assert.equal(errorOf(first).error.code, "payment_failed");
    assert.deepEqual(errorOf(again), errorOf(first), "the replay is the same error, flagged isError");
    assert.equal(server.stripe!.charges.length, 1);
    await client.close();
  });
});
