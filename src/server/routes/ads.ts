// Ad events and their admin listing (docs/service.md#ad-events). The admin token is compared in constant
// time (http/bearer.ts); without SVC_ADMIN_TOKEN the admin endpoints do not exist (404).
import { json, type Route } from "../app.ts";
import { requireBearer } from "../http/bearer.ts";
import { readFields } from "../http/body.ts";
import { badField } from "../http/errors.ts";

export const AD_EVENTS = ["impression", "click", "install", "checkout_started"] as const;
const AD_FIELDS = ["event", "campaign", "source", "medium", "placement", "ref"] as const;
const MAX_TEXT = 200;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function wholeNumber(value: string | undefined, field: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,15}$/.test(value) || Number(value) < min || Number(value) > max)
    throw badField(field, "invalid_value", `${field} must be a whole number from ${min} to ${max}`);
  return Number(value);
}

export const adRoutes: readonly Route[] = [
  {
    method: "POST",
    path: "/api/v1/ad-event",
    limit: "ad",
    handler: async (req, deps) => {
      const fields = await readFields(req.raw, req.query, AD_FIELDS, { body: true });
      if (fields.event === undefined) throw badField("event", "missing_field", `event is required (${AD_EVENTS.join(", ")})`);
      if (!(AD_EVENTS as readonly string[]).includes(fields.event)) throw badField("event", "invalid_value", `event must be one of ${AD_EVENTS.join(", ")}`);
      for (const name of AD_FIELDS) {
        const value = fields[name];
        // Characters, not UTF-16 units: an emoji is one. Counted only when the units exceed the limit.
        if (value === undefined) continue;
        if (value.length > MAX_TEXT && codePoints(value) > MAX_TEXT) throw badField(name, "too_long", `${name} is longer than ${MAX_TEXT} characters`);
        // Refused rather than stored: a NUL would cut the text short in many readers, and a lone
        // surrogate is no character at all (it cannot be written as UTF-8).
        if (value.includes("\0")) throw badField(name, "invalid_value", `${name} contains a NUL character`);
        if (LONE_SURROGATE.test(value)) throw badField(name, "invalid_value", `${name} contains a lone UTF-16 surrogate (not a character)`);
      }
      // Written with other events in one transaction, a few milliseconds from now.
      const id = await deps.adEvents.add({
        event: fields.event,
        campaign: fields.campaign ?? null,
        source: fields.source ?? null,
        medium: fields.medium ?? null,
        placement: fields.placement ?? null,
        ref: fields.ref ?? null,
      });
      return json({ id }, 202);
    },
  },
  {
    method: "GET",
    path: "/api/v1/admin/ad-events",
    limit: "get",
    handler: async (req, deps) => {
      requireBearer(req, [{ name: "SVC_ADMIN_TOKEN", value: deps.config.adminToken }], "svc admin");
      const fields = await readFields(req.raw, req.query, ["since", "limit"], { body: false });
      const since = wholeNumber(fields.since, "since", 0, 0, Number.MAX_SAFE_INTEGER);
      const limit = wholeNumber(fields.limit, "limit", 100, 1, 500);
      const events = await deps.store.listAdEvents(since, limit);
      return json({
        events: events.map((event) => ({
          id: event.id,
          event: event.event,
          campaign: event.campaign,
          source: event.source,
          medium: event.medium,
          placement: event.placement,
          ref: event.ref,
          received_at: new Date(event.receivedAt).toISOString(),
        })),
        next_cursor: events.length === limit ? events.at(-1)!.id : null,
      });
    },
  },
];
