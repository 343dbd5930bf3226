// The buying path as an agent walks it: the MCP SDK's own client over streamable HTTP against the
// real server on 127.0.0.1 and the local fake of Stripe, with the over-eager tries agents make —
// a retried decline, the same token again (with and without a key, at the same moment), a secret
// pasted into the wrong field.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { downloadFolder } from "../support/downloads.ts";
import { connectRemote, errorOf, structured } from "../support/mcp.ts";
import { startTestServer } from "../support/server.ts";
import { productById } from "../../src/catalog.ts";
import { sptCheckout } from "../support/sales.ts";
import { seededRng } from "../support/secret-corpus.ts";
import { storeRows } from "../support/stores.ts";
import { waitUntil } from "../support/wait.ts";

const BASE = "https://svc.example.com";

describe("start_checkout, as an agent retries it", () => {
  test("a replayed failure is a failure: the same isError answer as the first, not structured content", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const args = sptCheckout("svc_founder_lifetime", "spt_decline_replay", { idempotency_key: "decline-1" });
    const first = await client.callTool({ name: "start_checkout", arguments: args });
    const again = await client.callTool({ name: "start_checkout", arguments: args });
    assert.equal(errorOf(first).error.code, "payment_failed");
    assert.deepEqual(errorOf(again), errorOf(first), "the replay is the same error, flagged isError");
    assert.equal(server.stripe!.charges.length, 1);
    await client.close();
  });

  test("the same shared payment token again, without an idempotency key: the first answer, one charge, one license, one seat", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const first = structured(await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_twice") }));
    const again = structured(await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_twice") }));
    assert.equal(first.status, "succeeded");
    assert.deepEqual(again, first);
    // A new idempotency key does not make the spent token pay again.
    const keyed = structured(
      await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_twice", { idempotency_key: "fresh-key" }) }),
    );
    assert.equal(keyed.license_id, first.license_id);
    assert.equal(server.stripe!.charges.length, 1);
    assert.deepEqual(await server.deps.store.seatCounts("svc_founder_lifetime", server.clock.now().getTime()), { sold: 1, held: 0 });
    // A declined token declines again, without a second attempt at the processor.
    const declined = errorOf(await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_decline_twice") }));
    assert.deepEqual(errorOf(await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_decline_twice") })), declined);
    assert.equal(server.stripe!.charges.length, 2);
    // The spent token for another purchase: refused, saying why, and nothing charged.
    const other = errorOf(
      await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_twice", { buyer_email: "someone@example.com" }) }),
    );
    assert.equal(other.error.code, "token_already_used");
    assert.match(other.error.message, /new shared payment token/);
    assert.equal(server.stripe!.charges.length, 2);
    await client.close();
  });

  test("two calls with the same token at the same moment charge once; the second says to retry, then gets the first answer", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const stripe = server.stripe!;
    let release = (): void => {};
    stripe.chargeGate = new Promise((resolve) => (release = resolve));
    const [one, two] = await Promise.all([connectRemote(server.url), connectRemote(server.url)]);
    const first = one.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_race") });
    // The first call is at the processor, held there, when the second arrives.
    await waitUntil("the first call to reach the processor", () => stripe.requests.some((request) => request.path === "/v1/payment_intents"), { everyMs: 10 });
    const waiting = errorOf(await two.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_race") })).error;
    assert.equal(waiting.code, "idempotency_in_progress");
    assert.ok(waiting.retry_after >= 1, "the retry time is in the answer");
    release();
    const answer = structured(await first);
    assert.equal(answer.status, "succeeded");
    assert.deepEqual(structured(await two.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_race") })), answer);
    assert.equal(stripe.charges.length, 1);
    assert.deepEqual(await server.deps.store.seatCounts("svc_founder_lifetime", server.clock.now().getTime()), { sold: 1, held: 0 });
    await Promise.all([one.close(), two.close()]);
  });

  test("the token is kept only as a hash, and never logged", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const token = "spt_ok_kept_as_hash_0123456789";
    structured(await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", token, { idempotency_key: "hash-1" }) }));
    const rows = await storeRows(server, "SELECT key, fingerprint, body FROM idempotency_keys");
    const hashed = createHash("sha256").update(token).digest("base64url");
    assert.deepEqual(rows.map((row) => String(row["key"])).sort(), ["checkout hash-1", `spt ${hashed}`]);
    assert.equal(JSON.stringify(rows).includes(token), false, "no row holds the token in clear");
    assert.equal(
      server.logs.some((line) => line.includes(token)),
      false,
    );
    await client.close();
  });
});

describe("start_checkout refuses secrets", () => {
  const rng = seededRng(33);
  const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const alnum = base64url.slice(0, 62);
  const anthropic = `sk-ant-api03-${rng.chars(base64url, 93)}AA`;
  const openai = `sk-proj-${rng.chars(base64url, 64)}`;
  const stripeSecret = `sk_live_${rng.chars(alnum, 40)}`;
  const github = `github_pat_${rng.chars(alnum, 22)}_${rng.chars(alnum, 59)}`;

  test("a credential that is no payment token, in any field: refused before anything runs, saying why, never echoed or logged", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const cases: [Record<string, string>, string, RegExp][] = [
      [sptCheckout("svc_founder_lifetime", anthropic), "shared_payment_granted_token", /Anthropic API/],
      [sptCheckout("svc_founder_lifetime", stripeSecret), "shared_payment_granted_token", /Stripe secret key/],
      [sptCheckout("svc_founder_lifetime", "spt_ok_ref", { client_reference_id: openai }), "client_reference_id", /OpenAI/],
      [sptCheckout("svc_founder_lifetime", "spt_ok_key", { idempotency_key: github }), "idempotency_key", /GitHub/],
      [
        { product_id: "svc_team_migration_pack", payment_mode: "processor_checkout", buyer_email: "lead@example.com", client_reference_id: stripeSecret },
        "client_reference_id",
        /Stripe secret key/,
      ],
    ];
    for (const [args, field, kind] of cases) {
      const refused = errorOf(await client.callTool({ name: "start_checkout", arguments: args }));
      assert.equal(refused.error.code, "credential_refused", JSON.stringify(refused));
      assert.equal(refused.error.field, field);
      assert.match(refused.error.message, kind);
      assert.match(refused.error.message, /not sent|never/);
      assert.equal(JSON.stringify(refused).includes(args[field]!), false, "the value is not echoed");
    }
    assert.equal(server.stripe!.charges.length, 0);
    assert.equal(server.stripe!.sessions.size, 0, "no Checkout Session was made with it");
    assert.deepEqual(await storeRows(server, "SELECT key FROM idempotency_keys"), [], "nothing was kept");
    for (const secret of [anthropic, openai, stripeSecret, github])
      assert.equal(
        server.logs.some((line) => line.includes(secret)),
        false,
      );
    await client.close();
  });

  test("a shared payment token, and attribution that is no secret, still go through", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const bought = structured(
      await client.callTool({
        name: "start_checkout",
        arguments: sptCheckout("svc_founder_lifetime", `spt_ok_${rng.chars(alnum, 24)}`, {
          client_reference_id: "agent-7_campaign-launch",
          idempotency_key: "2026-11-25-order-1",
        }),
      }),
    );
    assert.equal(bought.status, "succeeded");
    await client.close();
  });
});

/**
 * The payment_mode each catalog checkout flag stands for: the flags keep the published brand-bearing
 * names (stripe_* for processor_*, spt for processor_spt), machine_payments_x402 is its own.
 */
const FLAG_MODES: Record<string, string> = Object.fromEntries(
  ["stripe_payment_link", "stripe_link", "stripe_checkout", "stripe_acp", "spt", "machine_payments_x402"].map((flag) => [
    flag,
    flag === "spt" ? "processor_spt" : flag.replace(/^stripe_/, "processor_"),
  ]),
);

function flagsOf(products: { id: string; checkout: Record<string, boolean> }[]): Record<string, string[]> {
  return Object.fromEntries(products.map((product) => [product.id, Object.keys(product.checkout).filter((flag) => product.checkout[flag])]));
}

describe("the catalog follows the configuration", () => {
  const configurations: [string, Parameters<typeof startTestServer>[0], Record<string, string[]>][] = [
    [
      "every payment link and the processor",
      {
        env: {
          SVC_PAYMENT_LINK_SVC_FOUNDER_LIFETIME: "https://buy.stripe.test/f",
          SVC_PAYMENT_LINK_SVC_EARLY_LIFETIME: "https://buy.stripe.test/e",
          SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.test/l",
        },
      },
      {
        svc_founder_lifetime: ["stripe_payment_link", "stripe_link", "stripe_checkout", "spt"],
        svc_early_lifetime: ["stripe_payment_link", "stripe_link", "stripe_checkout", "spt"],
        svc_lifetime: ["stripe_payment_link", "stripe_link", "stripe_checkout", "spt"],
        svc_team_migration_pack: ["stripe_checkout"],
      },
    ],
    [
      "the processor, a link for the founder tier only",
      { env: { SVC_PAYMENT_LINK_SVC_FOUNDER_LIFETIME: "https://buy.stripe.test/f" } },
      {
        svc_founder_lifetime: ["stripe_payment_link", "stripe_link", "stripe_checkout", "spt"],
        svc_early_lifetime: ["spt"],
        svc_lifetime: ["spt"],
        svc_team_migration_pack: ["stripe_checkout"],
      },
    ],
    [
      "no processor",
      { stripe: false, env: { SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.test/l" } },
      { svc_founder_lifetime: [], svc_early_lifetime: [], svc_lifetime: [], svc_team_migration_pack: [] },
    ],
  ];
  for (const [name, options, expected] of configurations) {
    test(`${name}: a flag is true exactly when its payment_mode can be used, and the payment modes say the same`, async () => {
      const server = await startTestServer({ ...options, env: { SVC_BASE_URL: BASE, ...options?.env } });
      const client = await connectRemote(server.url);
      const { products } = structured(await client.callTool({ name: "list_products", arguments: {} }));
      assert.deepEqual(flagsOf(products), expected);
      for (const product of products) {
        for (const [flag, open] of Object.entries(product.checkout as Record<string, boolean>)) {
          const args: Record<string, string> = { product_id: product.id, payment_mode: FLAG_MODES[flag]!, buyer_email: "ada@example.com" };
          if (flag === "spt") args["shared_payment_granted_token"] = `spt_ok_${product.id}`;
          const result = await client.callTool({ name: "start_checkout", arguments: args });
          if (open) assert.notEqual(result.isError, true, `${product.id} ${flag}: ${JSON.stringify(result.content)}`);
          else assert.equal(result.isError, true, `${product.id} ${flag} is false but its mode worked`);
        }
      }
      const catalog = (await server.request("/api/v1/catalog")).body;
      for (const entry of catalog.payment_modes) {
        const usable = products.some((product: { checkout: Record<string, boolean> }) =>
          Object.entries(product.checkout).some(([flag, open]) => open && FLAG_MODES[flag] === entry.mode),
        );
        assert.equal(entry.available, usable, entry.mode);
      }
      await client.close();
    });
  }

  test("the buying guide names the ways of paying this server has open, per product", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.test/l" } });
    const guide = (await server.request("/agent-buying-guide.json")).body;
    assert.deepEqual(guide.checkout_modes.agentic.products, ["svc_founder_lifetime", "svc_early_lifetime", "svc_lifetime"]);
    assert.deepEqual(guide.checkout_modes.human.products, ["svc_lifetime"]);
    assert.deepEqual(guide.checkout_modes.team.products, ["svc_team_migration_pack"]);
    assert.deepEqual(guide.checkout_flags, FLAG_MODES);
    const closed = (await (await startTestServer({ stripe: false, env: { SVC_BASE_URL: BASE } })).request("/agent-buying-guide.json")).body;
    assert.deepEqual([closed.checkout_modes.agentic.products, closed.checkout_modes.human.products, closed.checkout_modes.team.products], [[], [], []]);
    assert.match(closed.payments, /not configured/);
  });
});

describe("a person opens a checkout_url", () => {
  test("a GET of every checkout_url the catalog prints sends the buyer to the product's purchase_url (303); POST stays the API", async () => {
    const link = "https://buy.stripe.test/founder";
    const server = await startTestServer({ env: { SVC_PAYMENT_LINK_SVC_FOUNDER_LIFETIME: link } });
    const client = await connectRemote(server.url);
    const { products } = structured(await client.callTool({ name: "list_products", arguments: {} }));
    assert.equal(products.length, 4);
    for (const product of products) {
      assert.ok(product.checkout_url.startsWith(`${server.url}/api/v1/checkout?`), product.checkout_url);
      for (const method of ["GET", "HEAD"]) {
        const opened = await fetch(product.checkout_url, { method, redirect: "manual" });
        assert.equal(opened.status, 303, `${method} ${product.checkout_url}`);
        assert.equal(opened.headers.get("location"), product.purchase_url);
      }
      if (product.purchase_url !== link) {
        const followed = await fetch(product.checkout_url);
        assert.equal(followed.status, 200, product.checkout_url);
        assert.match(followed.headers.get("content-type") ?? "", /^text\/html/);
      }
    }
    assert.equal(products[0].purchase_url, link);
    const api = await server.request(new URL(products[1].checkout_url).pathname + new URL(products[1].checkout_url).search, { method: "POST" });
    assert.equal(api.status, 503, "POST is the API: no payment link for the early tier");
    assert.equal(api.body.error.code, "payments_not_configured");
    await client.close();
  });

  test("a sold-out tier's checkout_url goes to its buy page, which says so and names the next tier; an unknown product to the product list", async () => {
    const server = await startTestServer({ env: { SVC_PAYMENT_LINK_SVC_FOUNDER_LIFETIME: "https://buy.stripe.test/founder" } });
    const now = server.clock.now().getTime();
    for (let seat = 0; seat < 10; seat++)
      await server.deps.store.reserveSeat({ productId: "svc_founder_lifetime", seats: 10, now, expiresAt: now + 600_000, holdKey: null });
    const soldOut = await server.request("/api/v1/checkout?product_id=svc_founder_lifetime&payment_mode=processor_link");
    assert.equal(soldOut.status, 303);
    assert.equal(soldOut.headers.get("location"), `${server.url}/buy?product=svc_founder_lifetime`);
    const page = await fetch(soldOut.headers.get("location")!);
    assert.match(await page.text(), /sold out[\s\S]*svc Early Lifetime License/);
    for (const path of ["/api/v1/checkout?product_id=svc_gold", "/api/v1/checkout"]) {
      const unknown = await server.request(path);
      assert.equal(unknown.status, 303, path);
      assert.equal(unknown.headers.get("location"), `${server.url}/buy`);
    }
  });
});

describe("rate limits count what an agent does", () => {
  test("short SDK sessions cost nothing but their tool calls; a limited call is a tool error with a retry time", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_RATE_LIMITS: "post=5,get=600,ad=0,lookup=0" } });
    // Each session: initialize, notifications/initialized, the GET the transport tries (405), tools/list.
    for (let session = 0; session < 20; session++) {
      const client = await connectRemote(server.url);
      assert.equal((await client.listTools()).tools.length, 7);
      await client.close();
    }
    const client = await connectRemote(server.url);
    for (let call = 0; call < 5; call++) structured(await client.callTool({ name: "list_targets", arguments: {} }));
    const limited = await client.callTool({ name: "list_products", arguments: {} });
    const error = errorOf(limited).error;
    assert.equal(error.code, "rate_limited");
    assert.ok(Number.isInteger(error.retry_after) && error.retry_after >= 1 && error.retry_after <= 60, JSON.stringify(error));
    assert.match(error.message, new RegExp(`${error.retry_after} s`));
    assert.equal((await client.listTools()).tools.length, 7, "the session itself still works");
    server.clock.advance(error.retry_after * 1000);
    structured(await client.callTool({ name: "list_products", arguments: {} }));
    await client.close();
  });
});

describe("every answer says what to do next", () => {
  test("a decline says to ask the user for a new token; a payment needing the customer sends them to the purchase page", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const declined = errorOf(
      await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_decline_next", { idempotency_key: "next-1" }) }),
    ).error;
    assert.equal(declined.code, "payment_failed");
    assert.match(declined.next_step, /ask the user for a new shared payment token/);
    assert.match(declined.next_step, /new idempotency_key|no idempotency_key/);
    const action = errorOf(await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_action_next") })).error;
    assert.equal(action.purchase_url, `${BASE}/buy?product=svc_founder_lifetime`);
    assert.match(action.next_step, /purchase_url/);
    await client.close();
  });

  test("a success carries the install steps; a payment still processing, where its license will be", async () => {
    const downloads = await downloadFolder("1.2.3");
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_DOWNLOAD_DIR: downloads } });
    const client = await connectRemote(server.url);
    const bought = structured(await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_steps") }));
    assert.deepEqual(
      bought.next_steps.map((step: { command: string }) => step.command),
      [`curl -fsSL ${BASE}/install.sh | sh`, `svc license install ${bought.license}`, "svc license status", "svc preview --from <tool> --to <tool>"],
    );
    const processing = structured(
      await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_processing_steps", { product_id: "svc_lifetime" }) }),
    );
    assert.equal(processing.status, "processing");
    assert.equal(processing.license_url, `${BASE}/api/v1/license?payment_intent_id=${processing.payment_intent_id}`);
    assert.match(processing.next_step, /license_url/);
    await client.close();
  });

  test("install_local_cli without a platform works and names only published files; its output schema declares checksums_url", async () => {
    const downloads = await downloadFolder("1.2.3");
    await rm(path.join(downloads, "svc-latest-windows-amd64.exe"));
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_DOWNLOAD_DIR: downloads } });
    const client = await connectRemote(server.url);
    const tool = (await client.listTools()).tools.find((entry) => entry.name === "install_local_cli")!;
    assert.ok(Object.hasOwn(tool.outputSchema?.properties ?? {}, "checksums_url"), JSON.stringify(tool.outputSchema));
    const any = structured(await client.callTool({ name: "install_local_cli", arguments: {} }));
    assert.equal(any.download_url, `${BASE}/install.sh`, "the installer picks the machine's file");
    assert.equal(any.checksums_url, `${BASE}/download/SHA256SUMS`);
    assert.equal(any.version, "1.2.3");
    assert.deepEqual(
      any.platform_downloads.map((entry: { platform: string }) => entry.platform),
      ["linux_amd64", "linux_arm64", "darwin_amd64", "darwin_arm64"],
    );
    const urls = JSON.stringify(any).match(/https:\/\/svc\.example\.com\/[^"\s]*/g) ?? [];
    for (const url of urls) {
      const answer = await server.request(new URL(url).pathname);
      assert.equal(answer.status, 200, `${url} is named, so it must be published`);
    }
    const darwin = structured(await client.callTool({ name: "install_local_cli", arguments: { platform: "darwin_arm64" } }));
    assert.equal(darwin.download_url, `${BASE}/download/svc-latest-darwin-arm64`);
    const windows = errorOf(await client.callTool({ name: "install_local_cli", arguments: { platform: "windows_amd64" } })).error;
    assert.equal(windows.code, "platform_not_published");
    assert.match(windows.message, /linux_amd64, linux_arm64, darwin_amd64, darwin_arm64/);
    await client.close();
    const bare = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const bareClient = await connectRemote(bare.url);
    assert.equal(errorOf(await bareClient.callTool({ name: "install_local_cli", arguments: {} })).error.code, "not_published");
    await bareClient.close();
  });
});

describe("start_checkout offers what can succeed", () => {
  const allLinks = {
    SVC_PAYMENT_LINK_SVC_FOUNDER_LIFETIME: "https://buy.stripe.test/f",
    SVC_PAYMENT_LINK_SVC_EARLY_LIFETIME: "https://buy.stripe.test/e",
    SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.test/l",
  };
  const cases: [string, Parameters<typeof startTestServer>[0], string[]][] = [
    ["every payment link", { env: allLinks }, ["processor_payment_link", "processor_link", "processor_checkout", "processor_spt"]],
    ["no payment link", {}, ["processor_checkout", "processor_spt"]],
  ];
  for (const [name, options, offered] of cases) {
    test(`${name}: payment_mode lists the modes that work here (and their stripe_* spellings); the description says what the others are`, async () => {
      const server = await startTestServer({ ...options, env: { SVC_BASE_URL: BASE, ...options?.env } });
      const client = await connectRemote(server.url);
      const tool = (await client.listTools()).tools.find((entry) => entry.name === "start_checkout")!;
      const modes = (tool.inputSchema.properties as Record<string, { enum: string[] }>)["payment_mode"]!.enum;
      assert.deepEqual(modes, [...offered, ...offered.map((mode) => mode.replace(/^processor_/, "stripe_"))]);
      for (const other of ["processor_acp", "machine_payments_x402", "mpp_x402"])
        assert.match(tool.description ?? "", new RegExp(`not offered:[^.]*${other}`, "i"), other);
      for (const flag of ["stripe_payment_link", "stripe_link", "stripe_checkout", "spt"]) assert.match(tool.description ?? "", new RegExp(flag), flag);
      const { products } = structured(await client.callTool({ name: "list_products", arguments: {} }));
      for (const mode of modes) {
        // Each mode works for some product: the one whose checkout flag for it is true.
        const canonical = mode.replace(/^stripe_/, "processor_");
        const flag = Object.keys(FLAG_MODES).find((key) => FLAG_MODES[key] === canonical)!;
        const product = products.find((entry: { checkout: Record<string, boolean> }) => entry.checkout[flag]);
        assert.ok(product, `${mode}: no product is open with it`);
        const args: Record<string, string> = { product_id: product.id, payment_mode: mode, buyer_email: "ada@example.com" };
        if (canonical === "processor_spt") args["shared_payment_granted_token"] = `spt_ok_${mode}`;
        const answer = structured(await client.callTool({ name: "start_checkout", arguments: args }));
        assert.equal(answer.product_id, product.id);
      }
      await client.close();
    });
  }

  test("the modes never offered are said the same way by the refusal, the catalog, start_checkout and the buying guide", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const description = (await client.listTools()).tools.find((entry) => entry.name === "start_checkout")!.description ?? "";
    const catalog = (await server.request("/api/v1/catalog")).body;
    const guide = (await server.request("/agent-buying-guide.json")).body;
    const reasons: [string, string, string][] = [
      ["processor_acp", "stripe_acp", "the Agentic Commerce Protocol needs a private preview"],
      ["machine_payments_x402", "machine_payments_x402", "reserved for future per-call API endpoints (private preview)"],
      ["mpp_x402", "machine_payments_x402", "reserved for future per-call API endpoints (private preview)"],
    ];
    for (const [mode, flag, why] of reasons) {
      // Over REST: start_checkout's schema does not take these modes at all.
      const refused = (await server.request("/api/v1/checkout", { json: { product_id: "svc_lifetime", payment_mode: mode } })).body.error;
      assert.equal(refused.code, "payment_mode_not_available");
      assert.ok(refused.message.includes(why), `${mode}: ${refused.message}`);
      const summary = catalog.payment_modes.find((entry: { mode: string }) => entry.mode === mode).summary;
      assert.ok(summary.includes(why) && summary.includes(`checkout key ${flag}`), `${mode}: ${summary}`);
      for (const [where, text] of [
        ["start_checkout", description],
        ["the buying guide", guide.checkout_modes.not_offered],
      ] as const) {
        assert.ok(text.includes(mode) && text.includes(why) && text.includes(`checkout key ${flag}`), `${where}, ${mode}: ${text}`);
      }
    }
    await client.close();
  });

  test("the catalog's payment modes name the checkout key each stands for", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const catalog = (await server.request("/api/v1/catalog")).body;
    for (const [flag, mode] of Object.entries(FLAG_MODES)) {
      const entry = catalog.payment_modes.find((candidate: { mode: string }) => candidate.mode === mode);
      assert.match(entry.summary, new RegExp(`checkout key ${flag}\\b`), mode);
    }
  });
});

describe("quote_id: the quoted price, held until expires_at", () => {
  test("start_checkout with the quote_id charges the quoted amount, even after the catalog's price changed", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const quoted = structured(await client.callTool({ name: "quote_lifetime_license", arguments: { country: "US" } }));
    assert.deepEqual([quoted.product_id, quoted.amount_minor], ["svc_founder_lifetime", 1900]);
    const founder = productById("svc_founder_lifetime");
    founder.priceMinor = 2500; // a new price is deployed while the quote is still good
    try {
      const held = structured(
        await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_quoted", { quote_id: quoted.quote_id }) }),
      );
      assert.equal(held.status, "succeeded");
      const unquoted = structured(await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_unquoted") }));
      assert.equal(unquoted.status, "succeeded");
      assert.deepEqual(
        server.stripe!.charges.map((charge) => charge.amount),
        [1900, 2500],
      );
      const team = structured(await client.callTool({ name: "quote_lifetime_license", arguments: { product_id: "svc_team_migration_pack" } }));
      const session = structured(
        await client.callTool({
          name: "start_checkout",
          arguments: { product_id: "svc_team_migration_pack", payment_mode: "processor_checkout", quote_id: team.quote_id },
        }),
      );
      assert.equal(server.stripe!.sessions.get(session.session_id)?.amount_total, 49900);
    } finally {
      founder.priceMinor = 1900;
    }
    await client.close();
  });

  test("an expired quote, another product's, or one this server did not issue: refused, saying what to do; the seat is not held by a quote", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const client = await connectRemote(server.url);
    const quote = async (product_id: string) => structured(await client.callTool({ name: "quote_lifetime_license", arguments: { product_id } }));
    const early = await quote("svc_early_lifetime");
    const mismatch = errorOf(
      await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_mismatch", { quote_id: early.quote_id }) }),
    ).error;
    assert.deepEqual([mismatch.code, mismatch.field], ["quote_mismatch", "quote_id"]);
    assert.match(mismatch.message, /svc_early_lifetime/);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const flip = (id: string, at: number, bit: number) => id.slice(0, at) + alphabet[alphabet.indexOf(id[at]!) ^ bit] + id.slice(at + 1);
    const length = early.quote_id.length;
    // Another MAC, another payload, and a MAC whose last character differs only in bits base64 ignores.
    for (const altered of [
      flip(early.quote_id, length - 5, 8),
      flip(early.quote_id, 5, 8),
      flip(early.quote_id, length - 1, 1),
      "qt_made-up.AAAAAAAAAAAAAAAAAAAAAA",
    ]) {
      const forged = errorOf(
        await client.callTool({
          name: "start_checkout",
          arguments: sptCheckout("svc_founder_lifetime", "spt_ok_forged", { product_id: "svc_early_lifetime", quote_id: altered }),
        }),
      ).error;
      assert.deepEqual([forged.code, forged.field], ["invalid_quote", "quote_id"], altered);
    }
    server.clock.advance(15 * 60 * 1000 + 1);
    const expired = errorOf(
      await client.callTool({
        name: "start_checkout",
        arguments: sptCheckout("svc_founder_lifetime", "spt_ok_expired", { product_id: "svc_early_lifetime", quote_id: early.quote_id }),
      }),
    ).error;
    assert.equal(expired.code, "quote_expired");
    assert.match(expired.message, new RegExp(`${early.expires_at}.*quote_lifetime_license`));
    assert.equal(server.stripe!.charges.length, 0);
    // A quote holds the price, not a seat: a tier that sold out meanwhile says so.
    const founder = await quote("svc_founder_lifetime");
    const now = server.clock.now().getTime();
    for (let seat = 0; seat < 10; seat++)
      await server.deps.store.reserveSeat({ productId: "svc_founder_lifetime", seats: 10, now, expiresAt: now + 600_000, holdKey: null });
    const soldOut = errorOf(
      await client.callTool({ name: "start_checkout", arguments: sptCheckout("svc_founder_lifetime", "spt_ok_late", { quote_id: founder.quote_id }) }),
    ).error;
    assert.deepEqual([soldOut.code, soldOut.next_product_id], ["sold_out", "svc_early_lifetime"]);
    await client.close();
  });
});

describe("the guides say what the service does", () => {
  test("the buying guide: quote_id, a token paying once, next steps, refused secrets, tool-call limits, checkout_url in a browser", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_RATE_LIMITS: "post=60,get=600,ad=120,lookup=30" } });
    const guide = (await server.request("/agent-buying-guide.json")).body;
    const text = JSON.stringify(guide);
    assert.ok(guide.checkout_fields.includes("quote_id"));
    assert.match(guide.steps.find((step: { step: string }) => step.step === "quote").how, /quote_id/);
    assert.match(guide.idempotency, /shared payment token pays once/);
    for (const code of ["payment_failed", "idempotency_in_progress", "token_already_used", "credential_refused", "rate_limited", "quote_expired", "processing"])
      assert.ok(guide.answers[code], code);
    assert.match(guide.answers.payment_failed, /new shared payment token/);
    assert.match(guide.steps.find((step: { step: string }) => step.step === "install").how, /next_steps/);
    assert.match(guide.rate_limits, /60 tool calls a minute/);
    assert.match(guide.checkout_modes.human.note, /checkout_url/);
    assert.match(text, /install_local_cli/);
  });

  test("the recommendation guide says how each product can be bought on this server", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.test/l" } });
    const guide = (await server.request("/agent-recommendation-guide.json")).body;
    const ways = Object.fromEntries(
      guide.recommendations.map((entry: { product_id: string; payment_modes: string[] }) => [entry.product_id, entry.payment_modes]),
    );
    assert.deepEqual(ways, {
      svc_founder_lifetime: ["processor_spt"],
      svc_early_lifetime: ["processor_spt"],
      svc_lifetime: ["processor_payment_link", "processor_link", "processor_checkout", "processor_spt"],
      svc_team_migration_pack: ["processor_checkout"],
    });
    assert.equal(guide.recommendations.find((entry: { product_id: string }) => entry.product_id === "svc_lifetime").purchase_url, "https://buy.stripe.test/l");
    assert.match(guide.try_first, /install_local_cli/);
    const closed = (await (await startTestServer({ stripe: false, env: { SVC_BASE_URL: BASE } })).request("/agent-recommendation-guide.json")).body;
    assert.ok(closed.recommendations.every((entry: { payment_modes: string[] }) => entry.payment_modes.length === 0));
    assert.match(closed.payments, /not configured/);
  });
});
