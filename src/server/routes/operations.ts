// The operator's probes: GET /healthz (the process answers), GET /readyz (it can serve sales: the
// store answers and can write, a license signing key is loaded, and it is not shutting down; 503 naming what is
// wrong otherwise), and GET /metrics in Prometheus' text format, behind SVC_METRICS_TOKEN or
// SVC_ADMIN_TOKEN (404 when neither is set). None of them has a rate limit on requests: a load
// balancer or Prometheus asks often, from one address, which may also be the address a flood came
// from. Failed authentications on /metrics are limited per address (requireBearer's `auth` limit,
// shared with the admin endpoints), so the admin token accepted here is no easier to guess here.
import { json, type Route } from "../app.ts";
import { requireBearer } from "../http/bearer.ts";
import { HttpError, STORE_RETRY_AFTER_SECONDS } from "../http/errors.ts";

export const operationRoutes: readonly Route[] = [
  { method: "GET", path: "/healthz", limit: null, handler: async () => json({ status: "ok" }) },
  {
    method: "GET",
    path: "/readyz",
    limit: null,
    handler: async (_req, deps) => {
      const problems: string[] = [];
      if (deps.lifecycle.draining) problems.push("shutting down (SIGTERM): finishing the requests under way");
      const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
      try {
        await deps.store.ping();
        // A write too: a store that reads but cannot record (a full disk) cannot serve a sale.
        await deps.store.probeWrite().catch((error: unknown) => problems.push(`the store cannot record anything (${reason(error)})`));
      } catch (error) {
        problems.push(`the store does not answer (${reason(error)})`);
      }
      if (deps.config.signing === null) problems.push("no license signing key is loaded (set SVC_LICENSE_SIGNING_KEY)");
      if (problems.length > 0) {
        throw new HttpError(503, "not_ready", `not ready: ${problems.join("; ")}`, {
          extra: { reasons: problems },
          headers: { "retry-after": String(STORE_RETRY_AFTER_SECONDS) },
        });
      }
      return json({ status: "ready", store: "ok", signing_key: deps.config.signing?.key.kid ?? null, version: deps.build.version });
    },
  },
  {
    method: "GET",
    path: "/metrics",
    limit: null,
    handler: async (req, deps) => {
      requireBearer(
        req,
        [
          { name: "SVC_METRICS_TOKEN", value: deps.config.metricsToken },
          { name: "SVC_ADMIN_TOKEN", value: deps.config.adminToken },
        ],
        "svc metrics",
      );
      return { status: 200, text: await deps.metrics.scrape(deps), contentType: deps.metrics.contentType };
    },
  },
];
