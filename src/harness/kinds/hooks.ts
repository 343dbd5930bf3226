// Hooks: one item per handler. Claude Code's event names are the neutral vocabulary; each tool
// declares its own names and any events of its own that stand for a Claude event with a matcher
// (Cursor's beforeShellExecution ≈ PreToolUse on Bash). Two shapes cover the three tools here:
// grouped (`{Event: [{matcher, hooks: [handler]}]}`: Claude Code, Codex) and flat
// (`{event: [{command, matcher…}]}`: Cursor). A hook script gets the tool's own JSON on standard
// input, so every cross-tool hook is at best "converted", with that said in the plan.
import { isDeepStrictEqual } from "node:util";
import { parseJsonObject } from "../formats/json.ts";
import { readParsed, valueAt } from "../io.ts";
import type { HarnessItem, Hook, HookHandler } from "../model.ts";
import { jsonMerge, type Edit } from "../plan/edits.ts";
import { toolById } from "../tools/index.ts";
import { isUnsupported, resolvePath, type ScopeSpec, type ToolContext } from "../tools/types.ts";
import { emptyRead, extraFor, fidelityOf, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";

export interface HooksLayout {
  file: string;
  /** Where the events object sits, e.g. ["hooks"]. */
  at: string[];
  /** Personal settings file whose hooks are reported, not carried. */
  local?: string;
}

export interface HooksSpec extends ScopeSpec<HooksLayout> {
  shape: "grouped" | "flat";
  /** Neutral (Claude Code) event → the tool's event name. */
  events: Record<string, string>;
  /** The tool's own events that mean a neutral event on certain tools. */
  aliases?: Record<string, { event: string; matcher: string }>;
  handlerTypes: readonly HookHandler["type"][];
  /** Top-level fields a new file needs (Cursor: {"version": 1}). */
  fileHeader?: Record<string, unknown>;
}

const HANDLER_KNOWN = ["type", "command", "prompt", "timeout"];

// ---- reading --------------------------------------------------------------------------------

export async function readHooks(spec: HooksSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  const neutralOf = Object.fromEntries(Object.entries(spec.events).map(([neutral, own]) => [own, neutral]));
  const files = [{ file: resolvePath(context, layout.file), local: false }, ...(layout.local ? [{ file: resolvePath(context, layout.local), local: true }] : [])];
  const names = new Set<string>();
  for (const { file, local } of files) {
    const settings = await readParsed(file, parseJsonObject, result.problems);
    const events = valueAt(settings, layout.at);
    if (events === undefined) continue;
    if (typeof events !== "object" || events === null || Array.isArray(events)) {
      result.problems.push({ path: file, message: `${layout.at.join(".")} is not an object of events` });
      continue;
    }
    for (const [ownEvent, entries] of Object.entries(events as Record<string, unknown>)) {
      if (!Array.isArray(entries)) {
        result.problems.push({ path: file, message: `hooks for ${ownEvent} are not a list` });
        continue;
      }
      const alias = spec.aliases?.[ownEvent];
      const event = alias?.event ?? neutralOf[ownEvent] ?? `${context.tool.id}:${ownEvent}`;
      const handlers: { matcher?: string; handler: Record<string, unknown> }[] = [];
      for (const entry of entries) {
        if (typeof entry !== "object" || entry === null) continue;
        const record = entry as Record<string, unknown>;
        if (spec.shape === "grouped") {
          const matcher = typeof record["matcher"] === "string" && record["matcher"] !== "" ? record["matcher"] : undefined;
          const inner = Array.isArray(record["hooks"]) ? record["hooks"] : [];
          for (const handler of inner) if (typeof handler === "object" && handler !== null) handlers.push({ ...(matcher ? { matcher } : {}), handler: handler as Record<string, unknown> });
        } else {
          const { matcher, ...handler } = record;
          handlers.push({ ...(typeof matcher === "string" && matcher !== "" ? { matcher } : {}), handler });
        }
      }
      for (const { matcher, handler } of handlers) {
        const type = (["command", "prompt", "agent", "http", "mcp_tool"] as const).find((value) => value === (handler["type"] ?? "command")) ?? "command";
        const neutral: HookHandler = { type };
        if (typeof handler["command"] === "string") neutral.command = handler["command"];
        if (typeof handler["prompt"] === "string") neutral.prompt = handler["prompt"];
        if (typeof handler["timeout"] === "number") neutral.timeoutSec = handler["timeout"];
        // An alias event carries its own matcher; a matcher written on it as well is kept aside.
        const finalMatcher = alias ? alias.matcher : matcher;
        const hook: Hook = {
          kind: "hooks",
          name: uniqueName(names, hookName(event, finalMatcher, neutral)),
          origin: { tool: context.tool.id, scope: context.scope, path: file, entry: `${layout.at.join(".")}.${ownEvent}` },
          event,
          handler: neutral,
          ...(finalMatcher === undefined ? {} : { matcher: finalMatcher }),
          ...(local ? { local: true } : {}),
        };
        const extra = Object.fromEntries(Object.entries(handler).filter(([key]) => !HANDLER_KNOWN.includes(key)));
        if (alias && matcher) extra["matcher"] = matcher;
        if (Object.keys(extra).length > 0) hook.extra = { tool: context.tool.id, fields: extra };
        result.items.push(hook);
      }
    }
  }
  return result;
}

function hookName(event: string, matcher: string | undefined, handler: HookHandler): string {
  const what = (handler.command ?? handler.prompt ?? handler.type).replace(/\s+/g, " ").slice(0, 60);
  return `${event}${matcher ? `(${matcher})` : ""}: ${what}`;
}

function uniqueName(names: Set<string>, wanted: string): string {
  let name = wanted;
  for (let n = 2; names.has(name); n++) name = `${wanted} #${n}`;
  names.add(name);
  return name;
}

// ---- writing --------------------------------------------------------------------------------

/** A matcher that came from one of the source tool's own events already names Claude's tools. */
function neutralMatcher(hook: Hook): boolean {
  if (hook.origin.tool === "claude-code") return true;
  const spec = toolById(hook.origin.tool).kinds.hooks;
  return !isUnsupported(spec) && Object.values(spec.aliases ?? {}).some((alias) => alias.event === hook.event && alias.matcher === hook.matcher);
}

function handlerValue(hook: Hook, keep: Record<string, unknown>, flat: boolean): Record<string, unknown> {
  const value: Record<string, unknown> = { type: hook.handler.type };
  if (hook.handler.command !== undefined) value["command"] = hook.handler.command;
  if (hook.handler.prompt !== undefined) value["prompt"] = hook.handler.prompt;
  if (flat && hook.matcher !== undefined) value["matcher"] = hook.matcher;
  if (hook.handler.timeoutSec !== undefined) value["timeout"] = hook.handler.timeoutSec;
  return { ...value, ...keep };
}

/** The same handler: same kind and the same command or prompt. */
function sameHandler(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return (a["type"] ?? "command") === (b["type"] ?? "command") && a["command"] === b["command"] && a["prompt"] === b["prompt"];
}

function mergeGrouped(matcher: string | undefined, wanted: Record<string, unknown>) {
  return (existing: unknown): { value: unknown; state: "present" | "absent" | "different" } => {
    const groups = Array.isArray(existing) ? (structuredClone(existing) as Record<string, unknown>[]) : [];
    let group = groups.find((entry) => (entry["matcher"] ?? undefined) === matcher || (!matcher && (entry["matcher"] === "" || entry["matcher"] === undefined)));
    if (group) {
      const handlers = Array.isArray(group["hooks"]) ? (group["hooks"] as Record<string, unknown>[]) : [];
      const found = handlers.find((handler) => sameHandler(handler, wanted));
      if (found) {
        if (isDeepStrictEqual({ type: "command", ...found }, { type: "command", ...wanted })) return { value: existing, state: "present" };
        handlers[handlers.indexOf(found)] = wanted;
        group["hooks"] = handlers;
        return { value: groups, state: "different" };
      }
      group["hooks"] = [...handlers, wanted];
    } else {
      group = { ...(matcher ? { matcher } : {}), hooks: [wanted] };
      groups.push(group);
    }
    return { value: groups, state: "absent" };
  };
}

function mergeFlat(wanted: Record<string, unknown>) {
  return (existing: unknown): { value: unknown; state: "present" | "absent" | "different" } => {
    const list = Array.isArray(existing) ? (structuredClone(existing) as Record<string, unknown>[]) : [];
    const found = list.find((entry) => sameHandler(entry, wanted) && entry["matcher"] === wanted["matcher"]);
    if (!found) return { value: [...list, wanted], state: "absent" };
    if (isDeepStrictEqual({ type: "command", ...found }, { type: "command", ...wanted })) return { value: existing, state: "present" };
    list[list.indexOf(found)] = wanted;
    return { value: list, state: "different" };
  };
}

export function renderHooks(items: HarnessItem[], spec: HooksSpec, context: ToolContext): Translation[] {
  const layout = spec[context.scope];
  const reverseAlias = Object.entries(spec.aliases ?? {});
  return items.map((item) => {
    const hook = item as Hook;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    const file = resolvePath(context, layout.file);
    const lost: string[] = [];
    const notes: string[] = [];
    let ownEvent = spec.events[hook.event];
    let matcher = hook.matcher;
    const alias = reverseAlias.find(([, meaning]) => meaning.event === hook.event && meaning.matcher === hook.matcher);
    if (alias) {
      ownEvent = alias[0];
      matcher = undefined;
    }
    if (ownEvent === undefined) {
      return unsupportedTranslation(item, `${context.tool.name} has no ${hook.event.replace(/^[\w-]+:/, "")} hook event`);
    }
    if (!spec.handlerTypes.includes(hook.handler.type)) {
      return unsupportedTranslation(item, `${context.tool.name} hooks cannot run a "${hook.handler.type}" handler`);
    }
    const { keep, lost: lostExtra } = extraFor(item, context);
    lost.push(...lostExtra.filter((field) => field !== "matcher"));
    if (alias && keep["matcher"] !== undefined) matcher = String(keep["matcher"]);
    delete keep["matcher"];
    const sameTool = hook.origin.tool === context.tool.id;
    if (!sameTool) {
      notes.push(`runs on ${ownEvent}; the command receives ${context.tool.name}'s JSON on standard input, so check the script`);
      if (matcher !== undefined && !neutralMatcher(hook)) notes.push(`matcher "${matcher}" names tools as ${toolById(hook.origin.tool).name} does`);
    }
    const wanted = handlerValue({ ...hook, ...(matcher === undefined ? {} : { matcher }) } as Hook, keep, spec.shape === "flat");
    if (spec.shape === "flat" && matcher === undefined) delete wanted["matcher"];
    const edits: Edit[] = [];
    if (spec.fileHeader) {
      for (const [key, value] of Object.entries(spec.fileHeader)) {
        edits.push(jsonMerge(file, [key], key, (existing) => (existing === undefined ? { value, state: "absent" } : { value: existing, state: "present" })));
      }
    }
    const at = [...layout.at, ownEvent];
    edits.push(jsonMerge(file, at, `${at.join(".")}: ${hook.handler.command ?? hook.handler.prompt ?? ""}`, spec.shape === "grouped" ? mergeGrouped(matcher, wanted) : mergeFlat(wanted)));
    return {
      item,
      target: file,
      entry: at.join("."),
      fidelity: fidelityOf(lost, !sameTool),
      lost,
      note: notes.join("; "),
      edits,
    };
  });
}
