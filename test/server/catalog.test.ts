// The read endpoints: the published fields exactly, URLs from SVC_BASE_URL, live tiers, updates.
import assert from "node:assert/strict";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { tempDir } from "../support/cli.ts";
import { startTestServer } from "../support/server.ts";
import { sale } from "../support/stores.ts";

const BASE = "https://svc.example.com";
const LICENSE_KEYS = [
  "id",
  "type",
  "name",
  "description",
  "base_price_minor",
  "base_currency",
  "available_countries",
  "quote_url",
  "checkout_url",
  "purchase_url",
  "refund_url",
  "checkout",
  "entitlement",
  "install_url",
];
const INCLUDED =
  /includes migration, central local sync, distill snapshots, first-setup builds and every future tool of the toolkit at no extra charge\. One-time purchase\.$/;

describe("catalog, products, pricing", () => {
  test("products: the published fields exactly, names, flags, URLs from SVC_BASE_URL", async () => {
    const server = await startTestServer({
      env: {
        SVC_BASE_URL: BASE,
        SVC_PAYMENT_LINK_SVC_FOUNDER_LIFETIME: "https://buy.stripe.com/founder",
        SVC_REFUND_URL: "https://svc.example.com/refund-policy",
      },
    });
    const { body } = await server.request("/api/v1/products");
    assert.deepEqual(Object.keys(body), ["products"]);
    const [founder, early, lifetime, team] = body.products;
    assert.deepEqual(Object.keys(founder), [...LICENSE_KEYS, "available", "remaining"]);
    assert.deepEqual(Object.keys(lifetime), [...LICENSE_KEYS, "available"]);
    assert.deepEqual(Object.keys(team), [...LICENSE_KEYS, "max_seats", "includes", "available"]);
    assert.deepEqual(
      body.products.map((p: { name: string }) => p.name),
      ["svc Founder Lifetime License", "svc Early Lifetime License", "svc Lifetime License", "svc Team Migration Pack"],
    );
    assert.deepEqual(
      body.products.map((p: { base_price_minor: number }) => p.base_price_minor),
      [1900, 2900, 4900, 49900],
    );
    assert.deepEqual(
      body.products.map((p: { type: string }) => p.type),
      ["digital_license", "digital_license", "digital_license", "service_bundle"],
    );
    for (const license of [founder, early, lifetime]) assert.match(license.description, INCLUDED);
    assert.deepEqual(founder.checkout, {
      stripe_payment_link: true,
      stripe_link: true,
      stripe_checkout: true,
      stripe_acp: false,
      spt: true,
      machine_payments_x402: false,
    });
    assert.deepEqual(team.checkout, {
      stripe_payment_link: false,
      stripe_link: false,
      stripe_checkout: true,
      stripe_acp: false,
      spt: false,
      machine_payments_x402: false,
    });
    assert.deepEqual(founder.available_countries, ["US", "CA", "GB", "EU", "AU", "JP"]);
    assert.equal(founder.quote_url, `${BASE}/api/v1/quote?product_id=svc_founder_lifetime`);
    assert.equal(founder.checkout_url, `${BASE}/api/v1/checkout?product_id=svc_founder_lifetime&payment_mode=processor_link`);
    assert.equal(team.checkout_url, `${BASE}/api/v1/checkout?product_id=svc_team_migration_pack&payment_mode=processor_checkout`);
    assert.equal(founder.purchase_url, "https://buy.stripe.com/founder");
    assert.equal(early.purchase_url, `${BASE}/buy?product=svc_early_lifetime`);
    assert.equal(team.purchase_url, `${BASE}/buy?product=svc_team_migration_pack`);
    assert.equal(founder.refund_url, "https://svc.example.com/refund-policy");
    assert.equal(founder.install_url, `${BASE}/install.sh`);
    assert.equal(founder.entitlement, "signed_ed25519_license");
    assert.equal(team.max_seats, 10);
    assert.deepEqual(team.includes, ["one_guided_migration", "team_onboarding", "10_lifetime_licenses"]);
    assert.deepEqual([founder.available, founder.remaining, early.remaining], [true, 10, 10]);
  });

  test("the catalog: seller, payment modes, notes, fulfilment, every endpoint; pricing.json; live seats", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_SELLER_NAME: "Example Tools", SVC_HOMEPAGE: "https://tools.example.com" } });
    const { body } = await server.request("/api/v1/catalog");
    assert.deepEqual(Object.keys(body).sort(), ["endpoints", "fulfillment", "payment_mode_notes", "payment_modes", "products", "seller", "version"]);
    assert.equal(body.version, "1.2.0");
    assert.deepEqual(body.seller, { homepage: "https://tools.example.com", name: "Example Tools", support_email: "support@svc.test" });
    assert.deepEqual(
      body.payment_modes.map((m: { mode: string }) => m.mode),
      ["processor_payment_link", "processor_link", "processor_checkout", "processor_spt", "processor_acp", "machine_payments_x402", "mpp_x402"],
    );
    for (const mode of body.payment_modes) assert.deepEqual(Object.keys(mode), ["mode", "available", "summary"]);
    assert.deepEqual(
      body.payment_modes.filter((m: { available: boolean }) => m.available).map((m: { mode: string }) => m.mode),
      ["processor_checkout", "processor_spt"],
      "no payment link is configured here",
    );
    assert.deepEqual(body.payment_mode_notes, {
      agentic_checkout: "processor_spt",
      human_checkout: "processor_payment_link",
      team_checkout: "dynamic_checkout",
      api_metering_x402: null,
    });
    assert.deepEqual(
      body.fulfillment.map((f: { status: string }) => f.status),
      ["emailed_after_checkout.session.completed", "returned_inline_after_confirmed_payment_intent"],
    );
    assert.equal(body.endpoints.mcp, `${BASE}/mcp`);
    for (const url of Object.values(body.endpoints)) assert.ok(String(url).startsWith(BASE), String(url));
    assert.equal(body.products.length, 4);

    await server.deps.store.reserveSeat({
      productId: "svc_founder_lifetime",
      seats: 10,
      now: server.clock.now().getTime(),
      expiresAt: server.clock.now().getTime() + 600_000,
      holdKey: null,
    });
    const pricing = await server.request("/pricing.json");
    assert.deepEqual(pricing.body, {
      version: "1.2.0",
      currency: "USD",
      one_time: true,
      products: [
        { id: "svc_founder_lifetime", name: "svc Founder Lifetime License", price_minor: 1900, available: true, remaining: 9 },
        { id: "svc_early_lifetime", name: "svc Early Lifetime License", price_minor: 2900, available: true, remaining: 10 },
        { id: "svc_lifetime", name: "svc Lifetime License", price_minor: 4900, available: true },
        { id: "svc_team_migration_pack", name: "svc Team Migration Pack", price_minor: 49900, available: true },
      ],
    });
    server.clock.advance(10 * 60 * 1000);
    assert.equal((await server.request("/pricing.json")).body.products[0].remaining, 10, "a hold lapses after ten minutes");
    assert.deepEqual((await server.request("/health")).body, { status: "ok", version: "0.1.0", store: "ok" });
  });
});

describe("the cached catalog documents", () => {
  test("are the same bytes while nothing changes, and change with a hold, its lapse, a sale and a release", async () => {
    const server = await startTestServer({ stripe: false });
    const paths = ["/api/v1/catalog", "/api/v1/products", "/pricing.json"];
    const founderLeft = async (): Promise<number[]> => {
      const answers = await Promise.all(paths.map((path) => server.request(path)));
      for (const answer of answers) assert.equal(answer.headers.get("content-length"), String(Buffer.byteLength(answer.text)));
      const [catalog, products, pricing] = answers.map((answer) => answer.body);
      return [catalog.products[0].remaining, products.products[0].remaining, pricing.products[0].remaining];
    };
    const first = await server.request("/api/v1/catalog");
    assert.equal((await server.request("/api/v1/catalog")).text, first.text, "unchanged: the same document");
    assert.deepEqual(await founderLeft(), [10, 10, 10]);

    const now = () => server.clock.now().getTime();
    const hold = await server.deps.store.reserveSeat({ productId: "svc_founder_lifetime", seats: 10, now: now(), expiresAt: now() + 600_000, holdKey: null });
    assert.ok(hold.ok);
    assert.deepEqual(await founderLeft(), [9, 9, 9], "a hold counts at once");
    assert.notEqual((await server.request("/api/v1/catalog")).text, first.text);

    server.clock.advance(600_000);
    assert.deepEqual(await founderLeft(), [10, 10, 10], "the hold lapsed");
    assert.equal((await server.request("/api/v1/catalog")).text, first.text);

    const second = await server.deps.store.reserveSeat({ productId: "svc_founder_lifetime", seats: 10, now: now(), expiresAt: now() + 600_000, holdKey: null });
    assert.ok(second.ok);
    assert.deepEqual(await founderLeft(), [9, 9, 9]);
    await server.deps.store.releaseSeat(second.holdId);
    assert.deepEqual(await founderLeft(), [10, 10, 10], "a release counts at once");

    await server.deps.store.recordFulfilment(sale("cs_cache_test", { kind: "checkout_session", now: now() }));
    assert.deepEqual(await founderLeft(), [9, 9, 9], "a sale counts at once");
    const head = await server.request("/api/v1/catalog", { method: "HEAD" });
    assert.equal(head.headers.get("content-length"), String(Buffer.byteLength((await server.request("/api/v1/catalog")).text)));
  });

  test("each server keeps its own, with its own base URL", async () => {
    const one = await startTestServer({ env: { SVC_BASE_URL: "https://one.example.com" } });
    const two = await startTestServer({ env: { SVC_BASE_URL: "https://two.example.com" } });
    assert.equal((await one.request("/api/v1/catalog")).body.endpoints.catalog, "https://one.example.com/api/v1/catalog");
    assert.equal((await two.request("/api/v1/catalog")).body.endpoints.catalog, "https://two.example.com/api/v1/catalog");
    assert.equal((await one.request("/openapi.json")).body.servers[0].url, "https://one.example.com");
    assert.equal((await two.request("/openapi.json")).body.servers[0].url, "https://two.example.com");
  });
});

describe("updates", () => {
  test("the record: the published fields, latest_version and sha256 from the download folder, missing platforms left out", async () => {
    const downloads = await tempDir();
    await mkdir(downloads, { recursive: true });
    const sum = (c: string) => c.repeat(64);
    await writeFile(path.join(downloads, "VERSION"), "1.4.2\n");
    await writeFile(
      path.join(downloads, "SHA256SUMS"),
      `${sum("a")}  svc-latest-linux-amd64\n${sum("b")}  svc-latest-windows-amd64.exe\n${sum("c")}  svc-latest-darwin-arm64\n`,
    );
    await writeFile(path.join(downloads, "svc-latest-linux-amd64"), "elf");
    await writeFile(path.join(downloads, "svc-latest-windows-amd64.exe"), "pe");
    await writeFile(path.join(downloads, "svc-latest-linux-arm64"), "no checksum line");
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_DOWNLOAD_DIR: downloads, SVC_SELLER_NAME: "Example Tools" } });
    const { body } = await server.request("/api/v1/updates");
    const upgrade = `curl -fsSL ${BASE}/install.sh | sh -s -- --force`;
    assert.deepEqual(Object.keys(body).sort(), [
      "agent_upgrade_instruction",
      "current_channel",
      "env_var",
      "existing_install_upgrade_command",
      "included_for_lifetime_buyers",
      "latest_cli_channel",
      "latest_cli_downloads",
      "latest_features",
      "latest_version",
      "license_endpoint",
      "license_file",
      "license_preserved_across_upgrades",
      "local_verification_phone_home",
      "platform_downloads",
      "post_upgrade_cli_alias",
      "post_upgrade_cli_command",
      "product",
      "recommended_existing_user_commands",
      "seller",
      "updates_endpoint",
    ]);
    assert.equal(body.product, "svc");
    assert.equal(body.seller, "Example Tools");
    assert.equal(body.latest_version, "1.4.2");
    assert.deepEqual(body.platform_downloads, [
      { platform: "linux_amd64", download_url: `${BASE}/download/svc-latest-linux-amd64`, sha256: sum("a") },
      { platform: "windows_amd64", download_url: `${BASE}/download/svc-latest-windows-amd64.exe`, sha256: sum("b") },
    ]);
    assert.equal(body.existing_install_upgrade_command, upgrade);
    assert.deepEqual(body.recommended_existing_user_commands, [upgrade, "svc upgrade", "svc version", "svc license status"]);
    assert.ok(body.agent_upgrade_instruction.includes(upgrade));
    assert.deepEqual(
      [body.license_file, body.env_var, body.local_verification_phone_home, body.license_preserved_across_upgrades],
      ["~/.svc/license", "SVC_LICENSE", false, true],
    );
    assert.equal(body.latest_cli_downloads, `${BASE}/download/`);
    const [distill, sync] = body.latest_features;
    assert.deepEqual(Object.keys(distill), ["id", "status", "included", "gate", "summary", "commands"]);
    assert.deepEqual([distill.id, distill.status, distill.included, distill.gate], ["distill", "available", true, "paid_local_license"]);
    assert.ok(distill.commands.includes("svc distill plan --source <tool> --out <dir> --org <work_org>"));
    assert.equal(sync.id, "sync");
    assert.equal(sync.cross_tool_platform_config_autowrite, false);
    assert.equal(sync.platform_config_boundary, "target_local");
    assert.ok(sync.commands.includes("svc sync push --to <tool> --policy <policy>"));
  });
});
