// What only one tool understands survives a trip through another (issue #12). A hub item pushed
// to a tool that cannot hold some of its fields (Cursor commands have no allowed-tools) comes
// back from that tool without them; pulling that version must not drop them from the hub. So the
// hub keeps, for the item, the fields the pulling tool cannot hold — as the owning tool's own
// fields (`extra`, and `others` for each further tool), which a push writes back to that tool and
// reports lost elsewhere.
import { ownFieldsOf } from "../harness/kinds/common.ts";
import { NEUTRAL_AGENT, NEUTRAL_COMMAND, ownValue } from "../harness/kinds/documents.ts";
import { translate } from "../harness/read.ts";
import type { Extra } from "../harness/model.ts";
import { toolById } from "../harness/tools/index.ts";
import { isUnsupported, type RenderContext } from "../harness/tools/types.ts";
import type { SyncItem } from "./hub-items.ts";

export interface Kept {
  item: SyncItem;
  /** The owning tool's field names the hub kept for the item. */
  kept: string[];
}

/** Everything the tool would be given for the item, to tell whether a field makes a difference there. */
function rendered(item: SyncItem, context: RenderContext): string {
  return JSON.stringify(
    translate([item], context, [item.kind]).flatMap((translation) =>
      translation.edits.map((edit) => [edit.path, edit.bytes ? [...edit.bytes] : edit.apply(null).next]),
    ),
  );
}

/**
 * The tool's version of an item, with the hub's fields that the tool cannot hold put back: the
 * hub's own fields of another tool, and neutral fields whose presence changes nothing the tool is
 * given (so their absence there is no edit of the user's).
 */
export function keepHubFields(toolItem: SyncItem, hubItem: SyncItem, context: RenderContext): Kept {
  if (toolItem.kind !== hubItem.kind || (toolItem.kind !== "commands" && toolItem.kind !== "agents")) return { item: toolItem, kept: [] };
  const tool = context.tool.id;
  const kept: string[] = [];
  // The pulled item's own fields are the tool's (extra); every other tool's go beside them, one entry per tool.
  const fields = new Map<Extra["tool"], Record<string, unknown>>(toolItem.extra ? [[toolItem.extra.tool, toolItem.extra.fields]] : []);
  const keep = (owner: Extra["tool"], key: string, value: unknown) => {
    fields.set(owner, { ...(fields.get(owner) ?? {}), [key]: value });
    kept.push(key);
  };
  for (const other of ownFieldsOf(hubItem).filter((entry) => entry.tool !== tool)) {
    for (const [key, value] of Object.entries(other.fields)) keep(other.tool, key, value);
  }
  const owner = hubItem.origin.tool;
  const ownerSpec = toolById(owner).kinds[toolItem.kind];
  if (owner !== tool && !isUnsupported(ownerSpec)) {
    const whole = rendered(hubItem, context);
    const neutral: readonly string[] = hubItem.kind === "commands" ? NEUTRAL_COMMAND : NEUTRAL_AGENT;
    for (const field of neutral) {
      const value = (hubItem as unknown as Record<string, unknown>)[field];
      const mapping = ownerSpec.fields[field];
      if (field === "name" || value === undefined || mapping === undefined || (toolItem as unknown as Record<string, unknown>)[field] !== undefined) continue;
      const without = { ...hubItem } as Record<string, unknown>;
      delete without[field];
      // The tool is given the same with or without it: it cannot hold it, so it did not drop it.
      if (rendered(without as unknown as SyncItem, context) === whole) keep(owner, mapping.key, ownValue(mapping, value));
    }
  }
  if (kept.length === 0) return { item: toolItem, kept };
  const [first, ...rest] = [...fields].map(([owner, values]) => ({ tool: owner, fields: values }));
  return { item: { ...toolItem, ...(first ? { extra: first } : {}), ...(rest.length ? { others: rest } : {}) } as SyncItem, kept };
}
