// GET /api/v1/license (docs/service.md#the-license-endpoint): the licenses of a paid order, fulfilling it first if an
// event was lost or a crash interrupted it.
import { json, type Route } from "../app.ts";
import { fulfil, type FulfilmentKey } from "../commerce/fulfilment.ts";
import { readFields } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";
import type { ServerDeps } from "../deps.ts";

const ID = { session_id: /^cs_[A-Za-z0-9_]{1,250}$/, payment_intent_id: /^pi_[A-Za-z0-9_]{1,250}$/ } as const;

/**
 * Ids the processor said it does not know are answered 404 from here for a minute, so guessing
 * ids costs no processor call each (an id is the processor's before any buyer has it, so one
 * unknown now is very unlikely to be known a minute later). Bounded; per running server.
 */
const MISS_MS = 60_000;
const MISS_MAX = 10_000;
const misses = new WeakMap<ServerDeps, Map<string, number>>();

function missesOf(deps: ServerDeps): Map<string, number> {
  let map = misses.get(deps);
  if (map === undefined) {
    map = new Map();
    misses.set(deps, map);
  }
  return map;
}

export const licenseRoutes: readonly Route[] = [
  {
    method: "GET",
    path: "/api/v1/license",
    limit: "lookup",
    handler: async (req, deps) => {
      const fields = await readFields(req.raw, req.query, ["session_id", "payment_intent_id"], { body: false });
      const given = (Object.keys(ID) as (keyof typeof ID)[]).filter((name) => fields[name] !== undefined);
      if (given.length !== 1)
        throw new HttpError(400, "missing_field", "give exactly one of session_id (cs_…) or payment_intent_id (pi_…)", { field: "session_id" });
      const name = given[0]!;
      const id = fields[name]!;
      if (!ID[name].test(id))
        throw new HttpError(400, "invalid_id", `${name} is not a ${name === "session_id" ? "checkout session (cs_…)" : "payment intent (pi_…)"} id`, {
          field: name,
        });
      const key: FulfilmentKey = { kind: name === "session_id" ? "checkout_session" : "payment_intent", id };
      const known = missesOf(deps);
      const now = deps.now().getTime();
      const missed = known.get(id);
      if (missed !== undefined && missed > now) throw new HttpError(404, "not_found", `no order ${id}`);
      const result = await fulfil(key, deps);
      if (result.status === "unknown") {
        if (known.size >= MISS_MAX) known.clear();
        known.set(id, now + MISS_MS);
        throw new HttpError(404, "not_found", `no order ${id}`);
      }
      if (result.status === "pending") throw new HttpError(409, "pending", `order ${id} is not paid yet: ${result.reason}`);
      return json({ status: "fulfilled", product_id: result.order.productId, licenses: result.order.licenses.map((license) => license.envelope) });
    },
  },
];
