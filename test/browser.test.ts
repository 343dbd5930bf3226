// The pages in a real browser: Debian's Chromium, headless, driven by playwright-core, against the
// real server and the fake Stripe. Home, the team pack's form through to the hosted checkout (the
// fake's page is served by a route, as there is no network), and support. Screenshots go to
// test-results/ (kept by CI). Skipped, saying why, where /usr/bin/chromium is not installed.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { ROOT, tempDir } from "./support/cli.ts";
import { startTestServer } from "./support/server.ts";

// page.evaluate runs in the browser; the project's types know no DOM.
declare const document: any;

const CHROMIUM = "/usr/bin/chromium";
const RESULTS = path.join(ROOT, "test-results");
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const skip = existsSync(CHROMIUM) ? false : `${CHROMIUM} is not installed (apt install chromium); .ci/run installs it`;

/** What a person relying on a screen reader or keyboard needs of every page. */
async function accessible(page: Page): Promise<void> {
  const facts = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    h1: document.querySelectorAll("h1").length,
    title: document.title,
    unlabelled: [...document.querySelectorAll("input:not([type=hidden])")].filter(
      (input: any) => !input.id || !document.querySelector(`label[for="${input.id}"]`),
    ).length,
    scripts: document.querySelectorAll("script").length,
    external: [...document.querySelectorAll("[src], link[href]")].length,
  }));
  assert.equal(facts.lang, "en");
  assert.equal(facts.h1, 1);
  assert.match(facts.title, / · svc$/);
  assert.equal(facts.unlabelled, 0);
  assert.equal(facts.scripts, 0);
  assert.equal(facts.external, 0);
}

describe("pages in Chromium", () => {
  test("home, the team form through to the hosted checkout, support", { skip, timeout: 120_000 }, async () => {
    const server = await startTestServer();
    await mkdir(RESULTS, { recursive: true });
    const profile = await tempDir("svc-chromium-");
    const context: BrowserContext = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
      viewport: { width: 1024, height: 900 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const origins = new Set<string>();
      page.on("request", (request) => origins.add(new URL(request.url()).origin));
      await page.route("https://checkout.stripe.test/**", (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><html lang=en><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1></html>",
        }),
      );

      await page.goto(`${server.url}/`);
      await accessible(page);
      assert.equal(await page.locator("h1").innerText(), "Move your AI coding agent's setup between tools");
      assert.equal(await page.locator("tbody tr").count(), 4);
      assert.match(await page.locator("tbody").innerText(), /svc Founder Lifetime License\s+US\$19\.00\s+10 left/);
      await page.screenshot({ path: path.join(RESULTS, "home.png"), fullPage: true });

      await page.getByRole("link", { name: /Buy svc Team Migration Pack/ }).click();
      await page.waitForURL(/\/buy\?product=svc_team_migration_pack$/);
      await accessible(page);
      await page.getByLabel("Your e-mail address").fill("team@example.com");
      await page.screenshot({ path: path.join(RESULTS, "buy-team-pack.png"), fullPage: true });
      await page.getByRole("button", { name: "Continue to secure checkout" }).click();
      await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      assert.equal(await page.locator("h1").innerText(), "Fake Stripe Checkout");
      const session = [...server.stripe!.sessions.values()].at(-1)!;
      assert.equal(page.url(), session.url);
      assert.equal(session.customer_email, "team@example.com");
      assert.deepEqual(session.metadata, { product_id: "svc_team_migration_pack" });
      await page.screenshot({ path: path.join(RESULTS, "checkout-redirect.png") });

      await page.goto(`${server.url}/support`);
      await accessible(page);
      assert.match(await page.locator("main").innerText(), /api\/v1\/license\?session_id=/);
      await page.screenshot({ path: path.join(RESULTS, "support.png"), fullPage: true });

      assert.deepEqual([...origins].sort(), [server.url, "https://checkout.stripe.test"].sort(), "no asset from anywhere else");
    } finally {
      await context.close();
    }
  });
});
