// The description and guide documents (docs/service.md#documents): /openapi.json, the four guide documents,
// /guides/<from>-to-<to>.json for every ordered pair of the 13 tools, and /agent-setup-migration
// (JSON, or an HTML page when the request prefers text/html). Each is built once per base URL.
import { TOOL_IDS, type ToolId } from "../../harness/tools/ids.ts";
import type { Handler, Request, Route } from "../app.ts";
import type { ServerDeps } from "../deps.ts";
import {
  agentBuyingGuide,
  agentRecommendationGuide,
  licenseVerificationDocument,
  mcpConfigMigrationGuide,
  migrationGuide,
  setupMigrationDocument,
} from "../documents/guides.ts";
import { openApiDocument } from "../documents/openapi.ts";
import { setupPage } from "../pages/pages.ts";

/** A JSON document that depends only on the configuration: encoded once per server and base URL. */
function fixedDocument(build: (deps: ServerDeps) => unknown): Handler {
  const last = new WeakMap<ServerDeps, { base: string; body: Buffer }>();
  return async (_req, deps) => {
    let entry = last.get(deps);
    if (entry === undefined || entry.base !== deps.config.baseUrl) {
      entry = { base: deps.config.baseUrl, body: Buffer.from(JSON.stringify(build(deps))) };
      last.set(deps, entry);
    }
    return { status: 200, bytes: entry.body, contentType: "application/json; charset=utf-8" };
  };
}

/** The request prefers HTML to JSON (a browser), by the order and weights of its Accept header. */
function prefersHtml(req: Request): boolean {
  const accept = req.headers["accept"] ?? "";
  let html = -1;
  let json = -1;
  for (const part of accept.split(",")) {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    const q = Number(params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined) ?? "1");
    if (type === "text/html") html = Math.max(html, q);
    if (type === "application/json") json = Math.max(json, q);
  }
  return html > 0 && html >= json;
}

const setupJson = fixedDocument(setupMigrationDocument);

const GUIDE_PAIRS: readonly [ToolId, ToolId][] = TOOL_IDS.flatMap((from) => TOOL_IDS.filter((to) => to !== from).map((to): [ToolId, ToolId] => [from, to]));

export const documentRoutes: readonly Route[] = [
  { method: "GET", path: "/openapi.json", limit: "get", handler: fixedDocument(openApiDocument) },
  { method: "GET", path: "/license-verification.json", limit: "get", handler: fixedDocument(licenseVerificationDocument) },
  { method: "GET", path: "/agent-buying-guide.json", limit: "get", handler: fixedDocument(agentBuyingGuide) },
  { method: "GET", path: "/agent-recommendation-guide.json", limit: "get", handler: fixedDocument(agentRecommendationGuide) },
  { method: "GET", path: "/mcp-config-migration.json", limit: "get", handler: fixedDocument(mcpConfigMigrationGuide) },
  {
    method: "GET",
    path: "/agent-setup-migration",
    limit: "get",
    handler: async (req, deps) => {
      const reply = prefersHtml(req) ? { status: 200, text: setupPage(deps), contentType: "text/html; charset=utf-8" } : await setupJson(req, deps);
      return { ...reply, headers: { vary: "Accept" } };
    },
  },
  ...GUIDE_PAIRS.map(([from, to]): Route => ({
    method: "GET",
    path: `/guides/${from}-to-${to}.json`,
    pattern: "/guides/{from}-to-{to}.json",
    limit: "get",
    handler: fixedDocument((deps) => migrationGuide(from, to, deps)),
  })),
];
