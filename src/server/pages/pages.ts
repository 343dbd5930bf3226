// The HTML pages (docs/service.md#pages): server-rendered, no external asset, no script, readable without
// CSS; one small inline style sheet with contrast above WCAG AA. Every dynamic value goes through
// escapeHtml. The team pack's e-mail form is a plain POST /buy that redirects to the checkout.
// Links are relative to a <base> of SVC_BASE_URL's path, so the pages work at the root and behind
// a proxy that serves svc under a path alike.
import { PRODUCTS, productById, isProductId, type Product } from "../../catalog.ts";
import { listTargets } from "../../harness/capabilities.ts";
import { purchaseUrl, refundUrl } from "../commerce/products.ts";
import { tierStatus } from "../commerce/tiers.ts";
import { basePathOf } from "../config.ts";
import type { ServerDeps } from "../deps.ts";
import { installCommands, licenseSteps } from "../documents/install.ts";

type Deps = Pick<ServerDeps, "config" | "store" | "now">;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export const STYLE = `
:root{color-scheme:light;--ink:#1a1a1a;--muted:#4a4a4a;--accent:#0b5cad;--line:#d0d0d0;--bg:#fff;--note:#f3f6fa}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
header,main,footer{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}
header{border-bottom:1px solid var(--line)}
header a.brand{font-weight:700;font-size:1.25rem;color:var(--ink);text-decoration:none}
nav a{margin-left:1rem}
a{color:var(--accent)}
a:focus,button:focus,input:focus{outline:3px solid #ffbf47;outline-offset:2px}
h1{font-size:1.75rem;line-height:1.2}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--line)}
td.price{font-variant-numeric:tabular-nums;white-space:nowrap}
code,pre{font:.92rem/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--note)}
pre{padding:.75rem;overflow-x:auto;border:1px solid var(--line)}
.note{background:var(--note);border-left:4px solid var(--accent);padding:.75rem 1rem}
.error{background:#fdecea;border-left:4px solid #b3261e;padding:.75rem 1rem;color:#5f1410}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=email]{font:inherit;padding:.5rem;width:100%;max-width:24rem;border:1px solid #767676}
.button,button{display:inline-block;font:inherit;font-weight:600;padding:.6rem 1.1rem;margin-top:1rem;background:var(--accent);color:#fff;border:0;text-decoration:none;cursor:pointer}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}
`;

export function page(deps: Pick<ServerDeps, "config">, title: string, body: string): string {
  const support = escapeHtml(deps.config.seller.supportEmail);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · svc</title>
<base href="${escapeHtml(basePathOf(deps.config.baseUrl))}/">
<style>${STYLE}</style>
</head>
<body>
<header><a class="brand" href="./">svc</a><nav aria-label="Site"><a href="./">Home</a><a href="buy?product=svc_lifetime">Buy</a><a href="support">Support</a><a href="agent-setup-migration">Setup guide</a></nav></header>
<main id="main">
${body}
</main>
<footer><p>${escapeHtml(deps.config.seller.name)} · <a href="mailto:${support}">${support}</a> · <a href="${escapeHtml(refundUrl(deps))}">Refunds</a> · <a href="openapi.json">API</a> · <a href="license-verification.json">License verification</a></p></footer>
</body>
</html>
`;
}

/** The ways to install a license, as a list (buy pages and support). */
function licenseList(): string {
  return `<ul>${licenseSteps()
    .map((step) => `<li><code>${escapeHtml(step)}</code></li>`)
    .join("")}</ul>`;
}

function price(minor: number): string {
  return `US$${(minor / 100).toFixed(2)}`;
}

async function availability(product: Product, deps: Deps): Promise<string> {
  const status = await tierStatus(product, deps);
  if (!status.available) return "sold out";
  return status.remaining === undefined ? "available" : `${status.remaining} left`;
}

export async function homePage(deps: Deps): Promise<string> {
  const install = installCommands(deps);
  const availabilities = await Promise.all(PRODUCTS.map((product) => availability(product, deps)));
  const rows = PRODUCTS.map(
    (product, index) =>
      `<tr><th scope="row">${escapeHtml(product.name)}</th><td class="price">${price(product.priceMinor)}</td><td>${escapeHtml(availabilities[index] ?? "")}</td><td><a href="buy?product=${product.id}">Buy<span class="visually-hidden"> ${escapeHtml(product.name)}</span></a></td></tr>`,
  ).join("\n");
  const tools = listTargets()
    .map((target) => escapeHtml(target.name))
    .join(", ");
  return page(
    deps,
    "Move your AI agent setup between tools",
    `<h1>Move your AI coding agent's setup between tools</h1>
<p>svc moves an agent's configuration — instructions, MCP servers, commands, subagents, skills, hooks, permissions and ignore files — between ${tools}. It shows every change with its fidelity before writing anything, keeps Claude Code, Codex and Cursor in sync through a reviewed local hub, and distills a sanitized snapshot of a personal setup for a work organisation.</p>
<p class="note">Everything runs on your machine. Your files are never sent anywhere, and the license is checked locally.</p>
<h2>Try it free</h2>
<pre><code>${escapeHtml(String(install["install_command"]))}
svc preview --from claude-code --to codex</code></pre>
<h2>Prices</h2>
<p>One-time purchase. Every license includes migration, central local sync, distill snapshots, first-setup builds and every future tool of the toolkit.</p>
<table>
<caption class="visually-hidden">svc products and prices</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Availability</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>For agents</h2>
<p>Machine-readable: <a href="api/v1/catalog">catalog</a>, <a href="openapi.json">OpenAPI</a>, <a href="agent-buying-guide.json">buying guide</a>, <a href="agent-recommendation-guide.json">recommendation guide</a>, <a href="mcp-config-migration.json">MCP config migration</a>, and a remote MCP endpoint at <code>${escapeHtml(deps.config.baseUrl)}/mcp</code>.</p>`,
  );
}

/** The team pack's form, with an error above it when a submission failed. */
function teamForm(product: Product, deps: Deps, error?: string, email?: string): string {
  return `<h1>${escapeHtml(product.name)}</h1>
<p>${escapeHtml(product.description)}</p>
<p><strong>${price(product.priceMinor)}</strong>, one-time.</p>
${error === undefined ? "" : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="buy">
<input type="hidden" name="product" value="${product.id}">
<label for="email">Your e-mail address (the ten licenses are sent here)</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email ?? "")}">
<button type="submit">Continue to secure checkout</button>
</form>
<p>After payment we e-mail the licenses and write to you to schedule the guided migration and onboarding. Questions first? <a href="mailto:${escapeHtml(deps.config.seller.supportEmail)}">${escapeHtml(deps.config.seller.supportEmail)}</a>.</p>`;
}

export async function buyPage(productId: string | null, deps: Deps, form?: { error: string; email: string }): Promise<{ status: number; html: string }> {
  if (productId === null || !isProductId(productId)) {
    const list = PRODUCTS.map((product) => `<li><a href="buy?product=${product.id}">${escapeHtml(product.name)}</a> — ${price(product.priceMinor)}</li>`).join(
      "\n",
    );
    const known = productId === null;
    return {
      status: known ? 200 : 404,
      html: page(
        deps,
        "Buy svc",
        `<h1>Buy svc</h1>${known ? "" : `<p class="error" role="alert">There is no product "${escapeHtml(productId ?? "")}".</p>`}<p>Choose a product:</p><ul>${list}</ul>`,
      ),
    };
  }
  const product = productById(productId);
  if (product.type === "service_bundle")
    return { status: form === undefined ? 200 : 400, html: page(deps, product.name, teamForm(product, deps, form?.error, form?.email)) };
  const status = await tierStatus(product, deps);
  const base = escapeHtml(deps.config.baseUrl);
  const link = deps.config.paymentLinks[product.id];
  const next = product.tier?.next;
  const buyNow = !status.available
    ? `<p class="error" role="alert">This tier is sold out.${next === undefined ? "" : ` <a href="buy?product=${next}">Buy the ${escapeHtml(productById(next).name)}</a> instead.`}</p>`
    : link !== undefined
      ? `<p><a class="button" href="${escapeHtml(purchaseUrl(product, deps))}">Pay ${price(product.priceMinor)} with Stripe</a></p><p>The license is e-mailed to the address you pay with.</p>`
      : `<p class="note">Card checkout for this product is not open on this server yet. Agents can still buy it as described below, or write to <a href="mailto:${escapeHtml(deps.config.seller.supportEmail)}">${escapeHtml(deps.config.seller.supportEmail)}</a>.</p>`;
  return {
    status: 200,
    html: page(
      deps,
      product.name,
      `<h1>${escapeHtml(product.name)}</h1>
<p>${escapeHtml(product.description)}</p>
<p><strong>${price(product.priceMinor)}</strong>, one-time${status.remaining === undefined ? "" : ` · ${status.remaining} of ${product.tier?.seats ?? 0} left`}.</p>
${buyNow}
<h2>Buying through an agent</h2>
<p>An agent with a shared payment token settles the payment itself and gets the license back at once:</p>
<pre><code>curl -X POST ${base}/api/v1/checkout \\
  -H 'Content-Type: application/json' -H 'Idempotency-Key: &lt;unique&gt;' \\
  -d '{"product_id":"${product.id}","payment_mode":"processor_spt",
       "shared_payment_granted_token":"&lt;token&gt;","buyer_email":"&lt;you@example.com&gt;"}'</code></pre>
<p>See the <a href="agent-buying-guide.json">buying guide</a> or the MCP tool <code>start_checkout</code> at <code>${base}/mcp</code>.</p>
<h2>Installing the license</h2>
${licenseList()}`,
    ),
  };
}

export function thanksPage(sessionId: string | null, deps: Deps): string {
  const valid = sessionId !== null && /^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId);
  const fetchLink = valid
    ? `<p>You can also fetch the licenses yourself once the payment is confirmed: <a href="api/v1/license?session_id=${escapeHtml(sessionId)}">your licenses</a>.</p>`
    : "";
  return page(
    deps,
    "Thank you",
    `<h1>Thank you</h1>
<p>Your payment is being confirmed. Your license will be e-mailed to the address you gave at checkout within a few minutes.</p>
${fetchLink}
<p>Nothing after a few minutes? See <a href="support">support</a>.</p>`,
  );
}

export function supportPage(deps: Deps): string {
  const support = escapeHtml(deps.config.seller.supportEmail);
  return page(
    deps,
    "Support",
    `<h1>Support</h1>
<h2>My license e-mail did not arrive</h2>
<ol>
<li>Check your spam folder for a message from ${support}.</li>
<li>Open <code>${escapeHtml(deps.config.baseUrl)}/api/v1/license?session_id=&lt;your checkout session id&gt;</code> again: it returns the licenses of a paid order (the session id is in the address of the page you came back to after paying).</li>
<li>Or write to <a href="mailto:${support}">${support}</a> from the address your receipt was sent to, and we send the license again.</li>
</ol>
<h2>Installing a license</h2>
${licenseList()}
<p>The license is checked on your machine only; nothing is sent anywhere. <a href="license-verification.json">How verification works</a>.</p>
<h2>Installing or upgrading svc</h2>
<pre><code>${escapeHtml(String(installCommands(deps)["install_command"]))}
svc upgrade</code></pre>
<h2>Refunds</h2>
<p>See <a href="${escapeHtml(refundUrl(deps))}">refunds</a>.</p>`,
  );
}

export function refundsPage(deps: Deps): string {
  const support = escapeHtml(deps.config.seller.supportEmail);
  return page(
    deps,
    "Refunds",
    `<h1>Refunds</h1>
<p>If svc does not work for you, write to <a href="mailto:${support}">${support}</a> within 30 days of your purchase, from the address your receipt was sent to, and we refund the full price. No questions about why.</p>
<p>For the Team Migration Pack, the part of the guided migration already delivered is not refunded; the rest is.</p>`,
  );
}

export function setupPage(deps: Deps): string {
  const install = installCommands(deps);
  const tools = listTargets()
    .map((target) => `<li><code>${target.id}</code> — ${escapeHtml(target.name)}${target.ready ? "" : " (coming soon)"}</li>`)
    .join("\n");
  return page(
    deps,
    "Set up svc and move an agent harness",
    `<h1>Set up svc and move an agent harness</h1>
<ol>
<li>Install: <code>${escapeHtml(String(install["install_command"]))}</code></li>
<li>See what moves: <code>svc preview --from claude-code --to codex</code> (free; writes nothing)</li>
<li>Install a license: <code>svc license install &lt;file&gt;</code> — <a href="buy?product=svc_lifetime">buy one</a></li>
<li>Move: <code>svc migrate --from claude-code --to codex</code> (backs up first; <code>svc restore</code> undoes it)</li>
<li>Keep tools in sync: <code>svc sync pull --from claude-code</code>, then <code>svc sync plan-push --to cursor</code> and <code>svc sync push --to cursor --policy merge</code></li>
</ol>
<h2>Tools</h2>
<ul>${tools}</ul>
<p>Per pair of tools: <code>/guides/&lt;from&gt;-to-&lt;to&gt;.json</code>, e.g. <a href="guides/claude-code-to-codex.json">Claude Code to Codex</a>. This page as JSON: request it with <code>Accept: application/json</code>.</p>`,
  );
}
