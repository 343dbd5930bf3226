// Every place a tool reads one kind in one scope, from its declaration alone: where svc writes,
// the tool's own older places, and other tools' folders it reads too. `svc targets`, the remote
// MCP's list_targets, the /guides documents, docs/tools.md and conformance/bump.ts's report all
// list locations through here, so they cannot disagree with what the readers read.
import type { HarnessKind } from "./ids.ts";
import { isUnsupported, resolvePath, sharedDir, type Shared, type SharedDir, type ToolContext, type ToolSpec } from "./types.ts";
import type { Scope } from "../model.ts";

/**
 * own: the tool's own place (svc writes the first of a kind there) · older: an older place of the
 * tool, read and never written · fallback: read only where the tool's own main file is missing
 * (Claude Code's AGENTS.md) · shared: another tool's (or a common) place the tool reads too, which
 * svc counts on · source-only: one svc reads as the tool's but does not count on (see Shared).
 */
export type LocationRole = "own" | "older" | "fallback" | "shared" | "source-only";

export interface ReadLocation {
  /** As declared: `~/…`, `{folder}/…` or relative to the scope's root. */
  declared: string;
  role: LocationRole;
}

/** The declaration of one kind in one scope, or why there is none. */
export function layoutOf(tool: ToolSpec, kind: HarnessKind, scope: Scope): { layout: unknown } | { unsupported: string } {
  const spec = tool.kinds[kind];
  if (isUnsupported(spec)) return { unsupported: spec.unsupported };
  const layout = (spec as unknown as Record<Scope, unknown>)[scope];
  if (isUnsupported(layout)) return { unsupported: layout.unsupported };
  return { layout };
}

/** Keys whose string values name places; `local` (personal files) and the MCP off-switches are not places the tool's items live. */
const PLACE_KEYS = new Set(["file", "dir", "dirs", "main", "legacy", "policies"]);
const SKIPPED = new Set([
  "local",
  "offSwitches",
  "write",
  "at",
  "format",
  "ext",
  "readAlso",
  "itemFile",
  "list",
  "map",
  "bodyKey",
  "pattern",
  "events",
  "header",
  "keys",
  "key",
  "unmovable",
]);

function sharedRole(shared: Shared): LocationRole {
  return shared === true ? "shared" : "source-only";
}

/** Every place in a layout, with its role, in declaration order; each place once (its first role). */
export function layoutLocations(layout: unknown): ReadLocation[] {
  const found: ReadLocation[] = [];
  const add = (declared: string, role: LocationRole) => {
    if (!found.some((entry) => entry.declared === declared)) found.push({ declared, role });
  };
  const walk = (value: unknown, key: string, role: LocationRole): void => {
    if (SKIPPED.has(key)) return;
    if (key === "shared" || key === "sharedFiles") {
      for (const entry of Array.isArray(value) ? (value as SharedDir[]) : []) {
        const dir = sharedDir(entry);
        add(dir.dir, sharedRole(dir.shared));
      }
      return;
    }
    if (key === "fallback") {
      for (const entry of Array.isArray(value) ? value : []) if (typeof entry === "string") add(entry, "fallback");
      return;
    }
    if (typeof value === "string") {
      if (PLACE_KEYS.has(key)) add(value, key === "legacy" ? "older" : role);
      return;
    }
    if (Array.isArray(value)) {
      for (const entry of value) walk(entry, key, key === "legacy" ? "older" : role);
      return;
    }
    if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      // A location object says itself whether it is another tool's or an older one of the tool's.
      const own: LocationRole =
        typeof record["shared"] === "boolean" || typeof record["shared"] === "string"
          ? sharedRole(record["shared"] as Shared)
          : record["legacy"] === true
            ? "older"
            : role;
      for (const [name, inner] of Object.entries(record)) walk(inner, name, own);
    }
  };
  walk(layout, "", "own");
  return found;
}

/** Every place the context's tool reads one kind in the context's scope, declared; [] where it has none. */
export function readLocations(context: ToolContext, kind: HarnessKind): ReadLocation[] {
  const found = layoutOf(context.tool, kind, context.scope);
  return "unsupported" in found ? [] : layoutLocations(found.layout);
}

/** The same, resolved for the context's machine (absolute paths; `a|b` as the one that applies). */
export function resolvedLocations(context: ToolContext, kind: HarnessKind): { path: string; role: LocationRole }[] {
  return readLocations(context, kind).map((location) => ({ path: resolvePath(context, location.declared), role: location.role }));
}

/** Whether a place is one of the tool's own (written, or its own older one), not another tool's. */
export function isOwn(role: LocationRole): boolean {
  return role === "own" || role === "older";
}
