// Kind → its reader and renderer: the one place the harness machinery dispatches on kind.
import path from "node:path";
import type { HarnessItem } from "../model.ts";
import type { HarnessKind } from "../tools/ids.ts";
import { isUnsupported, type KindSpecs, type RenderContext, type ToolContext } from "../tools/types.ts";
import { emptyRead, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";
import { readDocuments, renderDocuments } from "./documents.ts";
import { readHooks, renderHooks } from "./hooks.ts";
import { readIgnore, renderIgnore } from "./ignore.ts";
import { readInstructions, renderInstructions } from "./instructions.ts";
import { readMcp, renderMcp } from "./mcp.ts";
import { readPermissions, renderPermissions } from "./permissions.ts";
import { readSkills, renderSkills } from "./skills.ts";

interface KindModule<K extends HarnessKind> {
  read(spec: KindSpecs[K], context: ToolContext): Promise<ReadResult>;
  render(items: HarnessItem[], spec: KindSpecs[K], context: RenderContext): Translation[];
}

const KINDS: { [K in HarnessKind]: KindModule<K> } = {
  instructions: { read: readInstructions, render: renderInstructions },
  mcp: { read: readMcp, render: renderMcp },
  commands: { read: (spec, context) => readDocuments("commands", spec, context), render: renderDocuments },
  agents: { read: (spec, context) => readDocuments("agents", spec, context), render: renderDocuments },
  skills: { read: readSkills, render: renderSkills },
  hooks: { read: readHooks, render: renderHooks },
  permissions: { read: readPermissions, render: renderPermissions },
  ignore: { read: readIgnore, render: renderIgnore },
};

export async function readKind(kind: HarnessKind, context: ToolContext): Promise<ReadResult> {
  const spec = context.tool.kinds[kind];
  if (isUnsupported(spec)) return emptyRead();
  return (KINDS[kind] as KindModule<HarnessKind>).read(spec as never, context);
}

/** Translations of items of one kind for the context's tool; personal, shadowed and unmovable items are reported, not carried. */
export function renderKind(kind: HarnessKind, items: HarnessItem[], context: RenderContext): Translation[] {
  const spec = context.tool.kinds[kind];
  const skipped = new Map<HarnessItem, Translation>();
  for (const item of items) {
    if (item.local) skipped.set(item, unsupportedTranslation(item, "a personal, local-only file: not carried (copy it by hand if you want it shared)"));
    else if (item.shadowedBy) skipped.set(item, unsupportedTranslation(item, `the source tool ignores it: ${path.basename(item.shadowedBy)} takes precedence`));
    else if (item.copyOf)
      skipped.set(item, unsupportedTranslation(item, `svc's copy of ${path.basename(item.copyOf)}, written by an earlier run: carried from there, not again`));
    else if (item.unmovable) skipped.set(item, unsupportedTranslation(item, item.unmovable));
    else if (isUnsupported(spec)) skipped.set(item, unsupportedTranslation(item, spec.unsupported));
  }
  const carried = items.filter((item) => !skipped.has(item));
  const rendered = isUnsupported(spec) ? [] : (KINDS[kind] as KindModule<HarnessKind>).render(carried, spec as never, context);
  const byItem = new Map(rendered.map((translation) => [translation.item, translation]));
  return items.map((item) => skipped.get(item) ?? byItem.get(item) ?? unsupportedTranslation(item, "not rendered"));
}
