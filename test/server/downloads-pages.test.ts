// install.sh, the release downloads (allow-list, Content-Length, ETag, Range, HEAD) and the HTML
// pages, over real HTTP.
import assert from "node:assert/strict";
import { readFile, rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { describe, test } from "node:test";
import { startTestServer } from "../support/server.ts";
import { downloadFolder } from "../support/downloads.ts";

const BASE = "https://svc.example.com";

describe("install.sh and downloads", () => {
  test("install.sh is the POSIX script with the base address filled in", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const answer = await server.request("/install.sh");
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get("content-type") ?? "", /^text\/x-shellscript/);
    assert.match(answer.text, /^#!\/bin\/sh\n/);
    assert.match(answer.text, /^BASE_URL="https:\/\/svc\.example\.com"$/m);
    assert.doesNotMatch(answer.text, /__SVC_BASE_URL__/);
  });

  test("a release file: Content-Length, ETag, HEAD, If-None-Match, ranges", async () => {
    const dir = await downloadFolder();
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_DOWNLOAD_DIR: dir } });
    const bytes = await readFile(path.join(dir, "svc-latest-linux-amd64"));
    const full = await server.request("/download/svc-latest-linux-amd64");
    assert.equal(full.status, 200);
    assert.equal(full.text, bytes.toString());
    assert.equal(full.headers.get("content-length"), String(bytes.length));
    assert.equal(full.headers.get("accept-ranges"), "bytes");
    assert.equal(full.headers.get("content-type"), "application/octet-stream");
    const etag = full.headers.get("etag")!;
    assert.match(etag, /^"[a-z0-9]+-[a-z0-9]+"$/);

    const head = await server.request("/download/svc-latest-linux-amd64", { method: "HEAD" });
    assert.deepEqual([head.status, head.text, head.headers.get("content-length"), head.headers.get("etag")], [200, "", String(bytes.length), etag]);
    assert.equal((await server.request("/download/svc-latest-linux-amd64", { headers: { "if-none-match": etag } })).status, 304);
    // A reply's own header replaces the default of the same name (no-store), never doubles it.
    const notModified = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${server.url}/download/svc-latest-linux-amd64`, { headers: { "if-none-match": etag } }, resolve).on("error", reject);
    });
    notModified.resume();
    assert.equal(notModified.statusCode, 304);
    const cacheControl = notModified.rawHeaders.filter((_, index, all) => index % 2 === 1 && all[index - 1]!.toLowerCase() === "cache-control");
    assert.deepEqual(cacheControl, ["public, max-age=300"]);

    const part = await server.request("/download/svc-latest-linux-amd64", { headers: { range: "bytes=2-5" } });
    assert.deepEqual(
      [part.status, part.text, part.headers.get("content-range"), part.headers.get("content-length")],
      [206, bytes.subarray(2, 6).toString(), `bytes 2-5/${bytes.length}`, "4"],
    );
    const tail = await server.request("/download/svc-latest-linux-amd64", { headers: { range: "bytes=-3" } });
    assert.equal(tail.text, bytes.subarray(bytes.length - 3).toString());
    const stale = await server.request("/download/svc-latest-linux-amd64", { headers: { range: "bytes=2-5", "if-range": '"other"' } });
    assert.equal(stale.status, 200, "a stale If-Range gets the whole file");
    const outside = await server.request("/download/svc-latest-linux-amd64", { headers: { range: `bytes=${bytes.length}-` } });
    assert.equal(outside.status, 416);
    assert.equal(outside.headers.get("content-range"), `bytes */${bytes.length}`);
    assert.equal(outside.body.error.code, "range_not_satisfiable");

    const sums = await server.request("/download/SHA256SUMS");
    assert.equal(sums.text, await readFile(path.join(dir, "SHA256SUMS"), "utf8"));
    assert.match(sums.headers.get("content-type") ?? "", /^text\/plain/);
    const signature = await server.request("/download/SHA256SUMS.sig");
    assert.equal(signature.status, 200);
    assert.equal(signature.text, await readFile(path.join(dir, "SHA256SUMS.sig"), "utf8"), "the signature is served beside SHA256SUMS");
    assert.match(signature.headers.get("content-type") ?? "", /^text\/plain/);
  });

  test("only the allow-list: the folder, VERSION, other names and escapes are 404; a missing file too", async () => {
    const dir = await downloadFolder();
    const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: dir } });
    for (const name of [
      "/download/",
      "/download",
      "/download/VERSION",
      "/download/svc-latest-linux-amd64.exe",
      "/download/../VERSION",
      "/download/%2e%2e/VERSION",
      "/download/svc-latest-windows-amd64",
    ]) {
      const answer = await server.request(name);
      assert.equal(answer.status, 404, name);
      assert.equal(answer.body.error.code, "not_found");
    }
    await rm(path.join(dir, "svc-latest-darwin-arm64"));
    assert.equal((await server.request("/download/svc-latest-darwin-arm64")).status, 404);
  });
});

describe("pages", () => {
  const pages = ["/", "/buy?product=svc_lifetime", "/buy?product=svc_team_migration_pack", "/buy/thanks?session_id=cs_test_1", "/support", "/refunds", "/buy"];

  test("every page: HTML in English, one h1, no script and no external asset", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    for (const page of pages) {
      const answer = await server.request(page);
      assert.equal(answer.status, 200, page);
      assert.match(answer.headers.get("content-type") ?? "", /^text\/html; charset=utf-8/);
      assert.match(answer.text, /^<!doctype html>\n<html lang="en">/);
      assert.equal(answer.text.match(/<h1>/g)?.length, 1, page);
      assert.doesNotMatch(answer.text, /<script|<link |<img |<iframe|@import|url\(/i, page);
      assert.doesNotMatch(answer.text, /(src|href)="(https?:)?\/\/(?!svc\.example\.com)/, page);
    }
  });

  test("behind a proxy that serves svc under a path: requests with or without it are answered; page links follow it", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: "https://svc.example.com/tools/" } });
    for (const target of ["/tools/api/v1/catalog", "/api/v1/catalog", "/tools/pricing.json"]) assert.equal((await server.request(target)).status, 200, target);
    assert.equal((await server.request("/toolsx/api/v1/catalog")).status, 404);
    const home = await server.request("/tools");
    assert.equal(home.status, 200);
    assert.match(home.text, /<base href="\/tools\/">/);
    assert.match(home.text, /<a href="buy\?product=svc_lifetime">Buy<\/a>/);
    assert.deepEqual(home.text.match(/<(?:a|form)\b[^>]*(?:href|action)="\/(?!\/)[^"]*"/g), null, "no root-relative link escapes the prefix");
    const catalog = (await server.request("/tools/api/v1/catalog")).body;
    assert.ok(JSON.stringify(catalog).includes("https://svc.example.com/tools/buy?product="), "documents carry the full base");
  });

  test("refunds: the default page, or a redirect to SVC_REFUND_URL that every link and guide follows", async () => {
    const own = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    assert.match((await own.request("/refunds")).text, /within 30 days/);
    assert.match((await own.request("/")).text, new RegExp(`href="${BASE}/refunds">Refunds`));
    const terms = "https://seller.example.org/terms#refunds";
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_REFUND_URL: terms } });
    const answer = await server.request("/refunds");
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.get("location"), terms);
    assert.ok((await server.request("/")).text.includes(`href="https://seller.example.org/terms#refunds">Refunds`));
    assert.equal((await server.request("/agent-buying-guide.json")).body.refunds, terms);
    for (const product of (await server.request("/api/v1/catalog")).body.products) assert.equal(product.refund_url, terms, product.id);
  });

  test("home shows the four products with prices and seats; a license page its payment link", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_PAYMENT_LINK_SVC_LIFETIME: "https://buy.stripe.com/test_lifetime" } });
    const home = (await server.request("/")).text;
    for (const text of ["svc Founder Lifetime License", "US$19.00", "10 left", "svc Team Migration Pack", "US$499.00", `curl -fsSL ${BASE}/install.sh | sh`])
      assert.ok(home.includes(text), text);
    const lifetime = (await server.request("/buy?product=svc_lifetime")).text;
    assert.match(lifetime, /href="https:\/\/buy\.stripe\.com\/test_lifetime"/);
    assert.match(lifetime, /processor_spt/);
    const early = (await server.request("/buy?product=svc_early_lifetime")).text;
    assert.match(early, /not open on this server yet/);
    const unknown = await server.request("/buy?product=%3Cscript%3E");
    assert.equal(unknown.status, 404);
    assert.match(unknown.text, /&#60;script&#62;/);
  });

  test("the team form starts the dynamic checkout and redirects; a bad address shows the form again", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const form = (body: string) => server.request("/buy", { headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    const page = (await server.request("/buy?product=svc_team_migration_pack")).text;
    assert.match(page, /<form method="post" action="buy">/);
    assert.match(page, /<label for="email">/);
    const started = await form("product=svc_team_migration_pack&email=team%40example.com");
    assert.equal(started.status, 303);
    const session = [...server.stripe!.sessions.values()].at(-1)!;
    assert.equal(started.headers.get("location"), session.url);
    assert.deepEqual(session.metadata, { product_id: "svc_team_migration_pack" });
    assert.equal(session.customer_email, "team@example.com");
    assert.equal(session.success_url, `${BASE}/buy/thanks?session_id={CHECKOUT_SESSION_ID}`);

    const bad = await form("product=svc_team_migration_pack&email=not-an-address");
    assert.equal(bad.status, 400);
    assert.match(bad.text, /role="alert">That is not an e-mail address\./);
    assert.match(bad.text, /value="not-an-address"/);
    assert.equal((await form("product=svc_lifetime&email=a%40example.com")).status, 400);
    assert.equal((await form("product=svc_team_migration_pack&email=a%40example.com&card=4242")).status, 400);
    assert.equal((await server.request("/buy", { json: { product: "svc_team_migration_pack" } })).status, 415);
    // A product that is no product: the page with the list of products, 404, as /openapi.json says.
    const unknown = await form("product=nope&email=a%40example.com");
    assert.equal(unknown.status, 404);
    assert.match(unknown.text, /svc_team_migration_pack/);
    const doc = (await server.request("/openapi.json")).body;
    assert.ok(doc.paths["/buy"].post.responses["404"], "POST /buy lists its 404");
  });

  test("the team form refuses a cross-site post (Origin or Sec-Fetch-Site of another site): 403 with the form and the reason, no checkout started", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const host = new URL(server.url).host;
    const form = (headers: Record<string, string>) =>
      server.request("/buy", {
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "product=svc_team_migration_pack&email=victim%40example.com",
      });
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://svc.example.com.evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ] as Record<string, string>[]) {
      const refused = await form(headers);
      assert.equal(refused.status, 403, `${JSON.stringify(headers)}: ${refused.text}`);
      // A browser shows it: the form page (to send again from here) and why, never a bare JSON error.
      assert.match(refused.headers.get("content-type") ?? "", /^text\/html/, JSON.stringify(headers));
      assert.match(refused.text, /<form[^>]+action="buy"/, JSON.stringify(headers));
      assert.match(refused.text, /role="alert">[^<]*(another site|did not say)/, JSON.stringify(headers));
      assert.doesNotMatch(refused.text, /victim@example\.com/, "the address another site chose is not filled in");
      assert.equal(refused.headers.get("referrer-policy"), "same-origin", "sent again from here, the form carries its Origin");
    }
    // Origin: null without Sec-Fetch-Site: an older browser that hid the page it came from (its privacy setting).
    assert.match((await form({ origin: "null" })).text, /your browser did not say which page/i);
    assert.equal(server.stripe!.sessions.size, 0, "no checkout session was made for a cross-site post");
    // The page's own form: the public origin, this server's own address (the Host it was asked at), or a client that sends neither.
    for (const headers of [{ origin: BASE }, { origin: `http://${host}`, "sec-fetch-site": "same-origin" }, {}] as Record<string, string>[]) {
      const started = await form(headers);
      assert.equal(started.status, 303, `${JSON.stringify(headers)}: ${started.text}`);
    }
    const doc = (await server.request("/openapi.json")).body;
    assert.ok(doc.paths["/buy"].post.responses["403"], "POST /buy lists its 403");
  });

  test("without payments configured, the form says checkout is not available (503)", async () => {
    const server = await startTestServer({ stripe: false });
    const answer = await server.request("/buy", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "product=svc_team_migration_pack&email=a%40example.com",
    });
    assert.equal(answer.status, 503);
    assert.match(answer.text, /Checkout is not available right now/);
  });

  test("support gives the retry path and both ways to install a license", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const support = (await server.request("/support")).text;
    for (const text of [
      "support@svc.test",
      "/api/v1/license?session_id=",
      "svc license install",
      "mkdir -p ~/.svc",
      "from the address your receipt was sent to",
    ])
      assert.ok(support.includes(text), text);
    const thanks = (await server.request("/buy/thanks?session_id=cs_test_abc")).text;
    assert.match(thanks, /href="api\/v1\/license\?session_id=cs_test_abc"/);
    assert.doesNotMatch((await server.request("/buy/thanks?session_id=%22%3E")).text, /api\/v1\/license\?session_id=/);
  });
});
