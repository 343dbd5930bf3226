// /openapi.json validated by a real OpenAPI parser, then every documented route called and its
// answer checked against what the document says for that status (status, content type, schema);
// the route table and the document list the same routes. Then the guide documents themselves.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { validate } from "@readme/openapi-parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import { ROUTES } from "../../src/server/routes/index.ts";
import { TOOL_IDS } from "../../src/harness/tools/ids.ts";
import { downloadFolder, RELEASE_NAMES } from "../support/downloads.ts";
import { startTestServer, type RequestInit, type TestServer } from "../support/server.ts";

const BASE = "https://svc.example.com";
const ADMIN = "admin-token-0123456789";
type Doc = { paths: Record<string, Record<string, { responses: Record<string, any>; parameters?: any[] }>>; components: any };

/** A concrete request for each documented operation (path template → calls). */
function calls(template: string, method: string): { path: string; init: RequestInit }[] {
  const mcpHeaders = { accept: "application/json, text/event-stream" };
  const special: Record<string, { path: string; init: RequestInit }[]> = {
    "GET /api/v1/quote": [
      { path: "/api/v1/quote?product_id=svc_lifetime&country=US", init: {} },
      { path: "/api/v1/quote?product_id=nope", init: {} },
    ],
    "POST /api/v1/quote": [{ path: "/api/v1/quote", init: { json: { product_id: "svc_early_lifetime", country: "jp" } } }],
    "POST /api/v1/checkout": [
      {
        path: "/api/v1/checkout",
        init: { json: { product_id: "svc_team_migration_pack", payment_mode: "processor_checkout", buyer_email: "team@example.com" } },
      },
      {
        path: "/api/v1/checkout",
        init: {
          json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_ok_doc", buyer_email: "ada@example.com" },
        },
      },
      {
        path: "/api/v1/checkout",
        init: {
          json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_decline_doc", buyer_email: "ada@example.com" },
        },
      },
      { path: "/api/v1/checkout", init: { json: { product_id: "svc_lifetime", payment_mode: "processor_acp", extra: 1 } } },
    ],
    "GET /api/v1/license": [{ path: "/api/v1/license?session_id=cs_unknown", init: {} }],
    "POST /api/processor/webhook": [{ path: "/api/processor/webhook", init: { json: { type: "ping" } } }],
    "POST /api/stripe/webhook": [{ path: "/api/stripe/webhook", init: { json: { type: "ping" } } }],
    "POST /api/v1/ad-event": [{ path: "/api/v1/ad-event", init: { json: { event: "click", campaign: "launch" } } }],
    "GET /api/v1/admin/ad-events": [
      { path: "/api/v1/admin/ad-events?limit=5", init: { headers: { authorization: `Bearer ${ADMIN}` } } },
      { path: "/api/v1/admin/ad-events", init: {} },
    ],
    "GET /metrics": [
      { path: "/metrics", init: { headers: { authorization: `Bearer ${ADMIN}` } } },
      { path: "/metrics", init: {} },
    ],
    "POST /mcp": [{ path: "/mcp", init: { headers: mcpHeaders, json: { jsonrpc: "2.0", id: 1, method: "tools/list" } } }],
    "GET /mcp": [{ path: "/mcp", init: {} }],
    "DELETE /mcp": [{ path: "/mcp", init: { method: "DELETE" } }],
    "GET /buy": [
      { path: "/buy?product=svc_team_migration_pack", init: {} },
      { path: "/buy?product=svc_lifetime", init: {} },
      { path: "/buy?product=nope", init: {} },
    ],
    "POST /buy": [
      {
        path: "/buy",
        init: { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "product=svc_team_migration_pack&email=team%40example.com" },
      },
      { path: "/buy", init: { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "product=svc_team_migration_pack&email=" } },
    ],
    "GET /buy/thanks": [{ path: "/buy/thanks?session_id=cs_test_1", init: {} }],
    "GET /agent-setup-migration": [
      { path: "/agent-setup-migration", init: {} },
      { path: "/agent-setup-migration", init: { headers: { accept: "text/html,application/xhtml+xml" } } },
    ],
  };
  const key = `${method.toUpperCase()} ${template}`;
  if (special[key]) return special[key]!;
  if (template === "/download/{file}") return [...RELEASE_NAMES, "SHA256SUMS"].map((name) => ({ path: `/download/${name}`, init: {} }));
  if (template === "/guides/{from}-to-{to}.json") {
    return TOOL_IDS.flatMap((from) => TOOL_IDS.filter((to) => to !== from).map((to) => ({ path: `/guides/${from}-to-${to}.json`, init: {} })));
  }
  assert.ok(!template.includes("{"), `no calls for ${key}`);
  return [{ path: template, init: method === "get" ? {} : { method: method.toUpperCase() } }];
}

function routeTemplates(doc: Doc): RegExp[] {
  return Object.keys(doc.paths).map((template) => new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`));
}

async function documented(server: TestServer, doc: Doc): Promise<number> {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: "openapi", components: doc.components });
  const resolve = (response: any): any => (response?.$ref ? doc.components.responses[response.$ref.split("/").at(-1)] : response);
  let checked = 0;
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const call of calls(template, method)) {
        const init = { ...call.init, method: call.init.method ?? method.toUpperCase() };
        const answer = await server.request(call.path, init);
        const where = `${init.method} ${call.path}`;
        const response = resolve(operation.responses[String(answer.status)]);
        assert.ok(
          response,
          `${where} answered ${answer.status}, which the document does not list (${Object.keys(operation.responses).join(", ")}): ${answer.text.slice(0, 200)}`,
        );
        if (response.content) {
          const type = (answer.headers.get("content-type") ?? "").split(";")[0]!.trim();
          const media = response.content[type];
          assert.ok(media, `${where}: content type ${type} is not documented for ${answer.status}`);
          if (type === "application/json") {
            const schema = JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components', '"openapi#/components'));
            const valid = ajv.validate(schema, answer.body);
            assert.ok(valid, `${where} ${answer.status}: ${ajv.errorsText(ajv.errors)}`);
          }
        }
        checked++;
      }
    }
  }
  return checked;
}

describe("/openapi.json", () => {
  test("is valid OpenAPI 3.1, version 1.2.0, with the payment-mode mapping", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const { body, status } = await server.request("/openapi.json");
    assert.equal(status, 200);
    assert.equal(body.openapi, "3.1.0");
    assert.equal(body.info.version, "1.2.0");
    assert.deepEqual(body.servers, [{ url: BASE }]);
    assert.deepEqual(body["x-payment-mode-mapping"], {
      agentic_checkout: "processor_spt",
      human_checkout: "processor_payment_link",
      team_checkout: "dynamic_checkout",
      api_metering_x402: null,
    });
    const result = await validate(structuredClone(body));
    assert.equal(result.valid, true, result.valid ? "" : JSON.stringify(result.errors));
    // A broken document is refused by the same validator (the check can fail).
    const broken = structuredClone(body);
    broken.paths["/health"].get.responses = { "200": { content: {} } };
    assert.equal((await validate(broken)).valid, false);
  });

  test("documents every route of the table, and nothing the table lacks", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const doc = (await server.request("/openapi.json")).body as Doc;
    const templates = routeTemplates(doc);
    for (const route of ROUTES)
      assert.ok(
        templates.some((pattern) => pattern.test(route.path)),
        `${route.method} ${route.path} is not documented`,
      );
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        if (template === "/mcp" && method !== "post") continue; // documented 405s
        const pattern = routeTemplates({ paths: { [template]: {} } } as Doc)[0]!;
        assert.ok(
          ROUTES.some((route) => route.method === method.toUpperCase() && pattern.test(route.path)),
          `${method} ${template} is documented but not served`,
        );
      }
    }
  });

  test("every documented route answers as documented (status, content type, schema)", async () => {
    const downloads = await downloadFolder();
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_DOWNLOAD_DIR: downloads, SVC_ADMIN_TOKEN: ADMIN } });
    const doc = (await server.request("/openapi.json")).body as Doc;
    const checked = await documented(server, doc);
    assert.ok(checked >= 156 + 40, `${checked} calls`);
  });
});

describe("guide documents", () => {
  test("license verification: the build's trusted keys with kid, steps, both install routes, no phone-home", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const { body } = await server.request("/license-verification.json");
    assert.equal(body.version, "1.2.0");
    assert.equal(body.local_verification_phone_home, false);
    assert.deepEqual(
      body.trusted_public_keys.map((key: { public_key: string }) => key.public_key),
      server.deps.build.trustedPublicKeys,
    );
    assert.match(body.trusted_public_keys[0].kid, /^[A-Za-z0-9_-]{8}$/);
    assert.equal(body.envelope.format, "svc1.<payload>.<signature>");
    assert.deepEqual(
      body.install_routes.map((route: { id: string }) => route.id),
      ["svc_license_install", "license_file"],
    );
    assert.ok(body.install_routes[1].steps.includes("mkdir -p ~/.svc"));
    assert.equal(body.install_url, `${BASE}/install.sh`);
  });

  test("buying and recommendation guides: every URL from the base address, what never to send", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const buying = (await server.request("/agent-buying-guide.json")).body;
    assert.equal(buying.checkout_modes.agentic.payment_mode, "processor_spt");
    assert.ok(buying.never_send.some((line: string) => /harness/.test(line)));
    const recommending = (await server.request("/agent-recommendation-guide.json")).body;
    assert.deepEqual(
      recommending.recommendations.map((entry: { product_id: string }) => entry.product_id),
      ["svc_founder_lifetime", "svc_early_lifetime", "svc_lifetime", "svc_team_migration_pack"],
    );
    assert.equal(recommending.tools.length, 13);
    for (const document of [buying, recommending]) {
      for (const found of JSON.stringify(document).match(/https?:\/\/[^\s"]+/g) ?? []) assert.ok(found.startsWith(BASE), found);
    }
  });

  test("MCP config migration and the pair guides read the registry; all 156 pairs answer", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const mcp = (await server.request("/mcp-config-migration.json")).body;
    assert.equal(mcp.tools.length, 13);
    const codex = mcp.tools.find((tool: { id: string }) => tool.id === "codex");
    assert.deepEqual(codex.locations.global, { file: "~/.codex/config.toml", key: "mcp_servers" });
    assert.equal(mcp.tools.find((tool: { id: string }) => tool.id === "cursor").env_reference, "${env:API_TOKEN}");
    const guide = (await server.request("/guides/cursor-to-claude-code.json")).body;
    assert.equal(guide.ready, true);
    assert.equal(guide.guide_url, `${BASE}/guides/cursor-to-claude-code.json`);
    assert.ok(guide.moves.some((move: { kind: string; to_path: string }) => move.kind === "ignore" && move.to_path === ".claude/settings.json"));
    // Kiro's glob steering has no place in Zed's one file: a marked section, lossy, said so.
    const kiroToZed = (await server.request("/guides/kiro-to-zed.json")).body;
    const glob = kiroToZed.moves.find(
      (move: { kind: string; item: string; scope: string }) => move.kind === "instructions" && move.scope === "project" && /matching/.test(move.item),
    );
    assert.deepEqual([glob.to_path, glob.fidelity], ["AGENTS.md", "lossy"]);
    assert.equal(kiroToZed.moves.find((move: { kind: string }) => move.kind === "hooks").fidelity, "unsupported");
    assert.equal((await server.request("/guides/cursor-to-cursor.json")).status, 404);
    assert.equal((await server.request("/guides/nope-to-codex.json")).status, 404);
  });

  test("/agent-setup-migration: JSON by default, HTML for a browser", async () => {
    const server = await startTestServer({ env: { SVC_BASE_URL: BASE } });
    const json = await server.request("/agent-setup-migration");
    assert.equal(json.body.version, "1.2.0");
    assert.equal(json.headers.get("vary"), "Accept");
    const html = await server.request("/agent-setup-migration", { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    assert.match(html.headers.get("content-type") ?? "", /^text\/html/);
    assert.match(html.text, /<html lang="en">/);
    const prefersJson = await server.request("/agent-setup-migration", { headers: { accept: "text/html;q=0.5, application/json" } });
    assert.equal(prefersJson.body.version, "1.2.0");
  });
});

describe("/openapi.json lists every status", () => {
  /** Every answer of a route must be listed for its operation (405: for some operation of its path). */
  function checkStatus(doc: Doc, template: string, method: string, status: number, where: string, text: string): void {
    const operations = doc.paths[template]!;
    const listed =
      status === 405
        ? Object.values(operations).some((operation) => operation.responses["405"] !== undefined)
        : operations[method]?.responses[String(status)] !== undefined;
    assert.ok(listed, `${where} answered ${status}, which ${method.toUpperCase()} ${template} does not list: ${text.slice(0, 160)}`);
  }

  test("hostile probes of every route (wrong method, stray query, bodies where none belong, bad JSON, rate limits, no processor, a failing processor) answer only documented statuses", async () => {
    const downloads = await downloadFolder();
    const servers = [
      await startTestServer({ env: { SVC_BASE_URL: BASE, SVC_DOWNLOAD_DIR: downloads, SVC_ADMIN_TOKEN: ADMIN } }),
      await startTestServer({ stripe: false, env: { SVC_REFUND_URL: "https://refunds.example.com/policy" } }),
      await startTestServer({ env: { SVC_RATE_LIMITS: "post=1,get=1,ad=1,lookup=1" } }),
    ];
    const failing = await startTestServer();
    failing.stripe!.failing = true;
    servers.push(failing);
    const doc = (await servers[0]!.request("/openapi.json")).body as Doc;
    const seen = new Set<number>();
    for (const server of servers) {
      for (const [template, operations] of Object.entries(doc.paths)) {
        for (const method of Object.keys(operations)) {
          const probes: RequestInit[] = [
            { method: method.toUpperCase() },
            { method: method.toUpperCase() },
            { method: "PUT" },
            { method: method.toUpperCase(), headers: { "content-type": "text/plain" }, body: "hello" },
            { method: method.toUpperCase(), headers: { "content-type": "application/json" }, body: "{not json" },
            { method: method.toUpperCase(), json: { unknown_field: 1 } },
          ];
          for (const call of calls(template, method).slice(0, 2)) {
            for (const probe of [call.init, ...probes]) {
              const init: RequestInit = { ...probe, method: probe.method ?? method.toUpperCase() };
              if (init.method === "GET" && (init.body !== undefined || init.json !== undefined)) continue; // fetch sends no GET body
              const path = probe === call.init ? call.path : `${call.path}${call.path.includes("?") ? "&" : "?"}stray=1`;
              const answer = await server.request(path, init);
              seen.add(answer.status);
              checkStatus(doc, template, method, answer.status, `${init.method} ${path}`, answer.text);
            }
          }
        }
      }
    }
    for (const status of [302, 405, 415, 429, 502, 503]) assert.ok(seen.has(status), `no probe drew a ${status} (the probes must reach it)`);
  });
});
