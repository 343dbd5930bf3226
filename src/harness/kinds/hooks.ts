// Hooks: one item per handler. Claude Code's event names are the neutral vocabulary; each tool
// declares its own names and any events of its own that stand for a Claude event with a matcher
// (Cursor's beforeShellExecution ≈ PreToolUse on Bash). Four shapes (docs/translation.md#hooks):
//   grouped  {Event: [{matcher, hooks: [handler]}]}      Claude Code, Codex, Gemini CLI, Continue
//   flat     {event: [{command, matcher…}]}              Cursor, Copilot, Windsurf
//   list     {version: "v1", hooks: [{trigger, action}]}  Kiro
//   scripts  one executable per event in a folder          Cline
// A hook script gets the tool's own JSON on standard input, so every cross-tool hook is at best
// "converted", with that said in the plan.
import { cut } from "../../core/width.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { shellQuote } from "../../core/shell-quote.ts";
import { parseJsonObject } from "../formats/json.ts";
import { parseToml } from "../formats/toml.ts";
import { findFiles, readParsed, readTextOr, valueAt } from "../io.ts";
import type { HarnessItem, Hook, HookHandler, ReadProblem } from "../model.ts";
import { jsonMerge, missingLines, tomlArrayEntry, type Edit, type Merge } from "../plan/edits.ts";
import {
  isUnsupported,
  resolvePath,
  sourceTool,
  type HooksLayout,
  type HooksSpec,
  type RenderContext,
  type ToolContext,
  type ToolSpec,
} from "../tools/types.ts";
import { emptyRead, extraFor, fidelityOf, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";

// ---- reading --------------------------------------------------------------------------------

interface RawHandler {
  ownEvent: string;
  matcher?: string;
  handler: Record<string, unknown>;
  file: string;
  /** Where in the file; none when the file is the one hook (Kiro IDE's *.kiro.hook). */
  entry?: string;
  local: boolean;
}

export async function readHooks(spec: HooksSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  const raw = spec.shape === "scripts" ? await readScripts(spec, layout, context, result.problems) : await readSettings(spec, layout, context, result.problems);
  if (layout.argvCommand) raw.push(...(await readArgvCommand(spec, layout.argvCommand, context, result.problems)));
  if (layout.whenThen) raw.push(...(await readWhenThen(layout.whenThen, resolvePath(context, layout.file), result.problems)));
  if (layout.statusLine) result.items.push(...(await readStatusLine(layout.statusLine, resolvePath(context, layout.file), context)));
  const also = await readAlso(spec, layout, context);
  const neutralOf = Object.fromEntries(Object.entries(spec.events).map(([neutral, own]) => [own, neutral]));
  const names = new Set<string>();
  const timeoutKey = spec.timeout === null ? null : (spec.timeout?.key ?? "timeout");
  const known = ["type", "command", "prompt", ...(timeoutKey ? [timeoutKey] : []), ...(spec.commandAliases ?? [])];
  for (const { ownEvent, matcher, handler, file, entry, local } of raw) {
    const alias = spec.aliases?.[ownEvent];
    const event = alias?.event ?? neutralOf[ownEvent] ?? `${context.tool.id}:${ownEvent}`;
    const type = (["command", "prompt", "agent", "http", "mcp_tool"] as const).find((value) => value === (handler["type"] ?? "command")) ?? "command";
    const neutral: HookHandler = { type };
    const command = [handler["command"], ...(spec.commandAliases ?? []).map((key) => handler[key])].find((value) => typeof value === "string");
    if (typeof command === "string") neutral.command = command;
    if (typeof handler["prompt"] === "string") neutral.prompt = handler["prompt"];
    if (timeoutKey && typeof handler[timeoutKey] === "number") neutral.timeoutSec = (handler[timeoutKey] as number) / (spec.timeout?.unit === "ms" ? 1000 : 1);
    // An alias event carries its own matcher; a matcher written on it as well is kept aside.
    const finalMatcher = alias ? alias.matcher : matcher === undefined ? undefined : renameTools(matcher, spec, "read");
    const hook: Hook = {
      kind: "hooks",
      name: uniqueName(names, hookName(event, finalMatcher, neutral)),
      origin: { tool: context.tool.id, scope: context.scope, path: file, ...(entry === undefined ? {} : { entry }) },
      event,
      handler: neutral,
      ...(finalMatcher === undefined ? {} : { matcher: finalMatcher }),
      ...(local ? { local: true } : {}),
    };
    const extra = Object.fromEntries(Object.entries(handler).filter(([key]) => !known.includes(key)));
    if (alias && matcher) extra["matcher"] = matcher;
    if (Object.keys(extra).length > 0) hook.extra = { tool: context.tool.id, fields: extra };
    result.items.push(hook);
  }
  for (const hook of also.items) result.items.push({ ...hook, name: uniqueName(names, hook.name) } as Hook);
  result.problems.push(...also.problems);
  return result;
}

/** The hooks of `alsoReads`, each file read in its own shape. */
async function readAlso(spec: HooksSpec, layout: HooksLayout, context: ToolContext): Promise<ReadResult> {
  const out = emptyRead();
  for (const other of layout.alsoReads ?? []) {
    const place = { file: other.file, at: other.at, ...(other.otherKeys ? { otherKeys: other.otherKeys } : {}) };
    const read = await readHooks({ ...(other.as ?? spec), global: place, project: place }, context);
    out.problems.push(...read.problems);
    for (const item of read.items) out.items.push(other.shared === undefined ? item : { ...item, origin: { ...item.origin, shared: other.shared } });
  }
  return out;
}

async function readSettings(spec: HooksSpec, layout: HooksLayout, context: ToolContext, problems: ReadProblem[]): Promise<RawHandler[]> {
  const files: { file: string; local: boolean }[] = [];
  if (layout.files) for (const found of await findFiles(resolvePath(context, layout.file), ["*.json"])) files.push({ file: found.path, local: false });
  else files.push({ file: resolvePath(context, layout.file), local: false });
  if (layout.local) files.push({ file: resolvePath(context, layout.local), local: true });
  const out: RawHandler[] = [];
  for (const { file, local } of files) {
    const parse = file.endsWith(".toml") ? (text: string) => parseToml(text).value : parseJsonObject;
    const settings = await readParsed(file, parse, problems);
    if (settings === null) continue; // not there (or reported): a file that is all events (Devin's) is no problem
    const events = valueAt(settings, layout.at);
    if (events === undefined) continue;
    if (spec.shape === "list") {
      if (!Array.isArray(events)) {
        problems.push({ path: file, message: `${layout.at.join(".")} is not a list of hooks` });
        continue;
      }
      for (const entry of events) {
        if (typeof entry !== "object" || entry === null) continue;
        const { trigger, matcher, action, ...rest } = entry as Record<string, unknown>;
        const act = typeof action === "object" && action !== null ? (action as Record<string, unknown>) : {};
        const handler: Record<string, unknown> = { ...rest, type: act["type"] === "agent" ? "prompt" : "command" };
        if (typeof act["command"] === "string") handler["command"] = act["command"];
        if (typeof act["prompt"] === "string") handler["prompt"] = act["prompt"];
        out.push({
          ownEvent: String(trigger),
          ...(typeof matcher === "string" && matcher !== "" ? { matcher } : {}),
          handler,
          file,
          entry: `${layout.at.join(".")}.${String(trigger)}`,
          local,
        });
      }
      continue;
    }
    if (typeof events !== "object" || events === null || Array.isArray(events)) {
      problems.push({ path: file, message: `${layout.at.join(".")} is not an object of events` });
      continue;
    }
    for (const [ownEvent, entries] of Object.entries(events as Record<string, unknown>)) {
      if (layout.otherKeys?.includes(ownEvent)) continue;
      if (!Array.isArray(entries)) {
        problems.push({ path: file, message: `hooks for ${ownEvent} are not a list` });
        continue;
      }
      const entry = `${layout.at.join(".")}.${ownEvent}`;
      for (const group of entries) {
        if (typeof group !== "object" || group === null) continue;
        const record = group as Record<string, unknown>;
        if (spec.shape === "grouped") {
          const matcher = typeof record["matcher"] === "string" && record["matcher"] !== "" ? record["matcher"] : undefined;
          for (const handler of Array.isArray(record["hooks"]) ? record["hooks"] : []) {
            if (typeof handler === "object" && handler !== null)
              out.push({ ownEvent, ...(matcher ? { matcher } : {}), handler: handler as Record<string, unknown>, file, entry, local });
          }
        } else {
          const { matcher, ...handler } = record;
          out.push({ ownEvent, ...(typeof matcher === "string" && matcher !== "" ? { matcher } : {}), handler, file, entry, local });
        }
      }
    }
  }
  return out;
}

/** The status line setting as one hook item that no other tool takes (its problems are the settings file's, reported by readSettings). */
async function readStatusLine(statusLine: NonNullable<HooksLayout["statusLine"]>, file: string, context: ToolContext): Promise<Hook[]> {
  const value = valueAt(await readParsed(file, parseJsonObject, []), [statusLine.key]);
  if (value === undefined || value === null) return [];
  const fields = typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  const handler: HookHandler = { type: "command" };
  if (typeof fields["command"] === "string") handler.command = fields["command"];
  const { type: _type, command: _command, ...rest } = fields;
  return [
    {
      kind: "hooks",
      name: statusLine.key,
      origin: { tool: context.tool.id, scope: context.scope, path: file, entry: statusLine.key },
      event: `${context.tool.id}:${statusLine.key}`,
      handler,
      unmovable: statusLine.unmovable,
      ...(Object.keys(rest).length > 0 ? { extra: { tool: context.tool.id, fields: rest } } : {}),
    },
  ];
}

/** The legacy command list of `argvCommand`, as one handler; a value that is no list of strings is a problem. */
async function readArgvCommand(
  spec: HooksSpec,
  legacy: NonNullable<HooksLayout["argvCommand"]>,
  context: ToolContext,
  problems: ReadProblem[],
): Promise<RawHandler[]> {
  const file = resolvePath(context, legacy.file);
  const settings = await readParsed(file, (text) => parseToml(text).value, problems);
  const argv = settings?.[legacy.key];
  if (argv === undefined) return [];
  if (!Array.isArray(argv) || argv.length === 0 || !argv.every((part) => typeof part === "string")) {
    problems.push({ path: file, message: `${legacy.key} is not a list of strings (a program and its arguments)` });
    return [];
  }
  const command = (argv as string[]).map(shellQuote).join(" ");
  return [
    { ownEvent: spec.events[legacy.event] ?? legacy.event, handler: { type: "command", command, [legacy.key]: argv }, file, entry: legacy.key, local: false },
  ];
}

/** One hook per file, `{name, when: {type, patterns}, then: {type, command | prompt}}`; other fields are kept as the handler's own. */
async function readWhenThen(legacy: NonNullable<HooksLayout["whenThen"]>, folder: string, problems: ReadProblem[]): Promise<RawHandler[]> {
  const out: RawHandler[] = [];
  for (const found of await findFiles(folder, [legacy.pattern])) {
    const hook = await readParsed(found.path, parseJsonObject, problems);
    if (hook === null) continue;
    const { when, then, version: _version, ...rest } = hook;
    const trigger = typeof when === "object" && when !== null ? (when as Record<string, unknown>) : {};
    const action = typeof then === "object" && then !== null ? (then as Record<string, unknown>) : {};
    const command = action["type"] === "runCommand" ? action["command"] : undefined;
    const prompt = action["type"] === "askAgent" ? action["prompt"] : undefined;
    if (typeof trigger["type"] !== "string" || (typeof command !== "string" && typeof prompt !== "string")) {
      problems.push({ path: found.path, message: "a hook needs when.type and then.command (runCommand) or then.prompt (askAgent)" });
      continue;
    }
    const handler: Record<string, unknown> = typeof command === "string" ? { type: "command", command } : { type: "prompt", prompt };
    Object.assign(handler, rest);
    if (trigger["patterns"] !== undefined) handler["patterns"] = trigger["patterns"];
    out.push({ ownEvent: legacy.events[trigger["type"]] ?? trigger["type"], handler, file: found.path, local: false });
  }
  return out;
}

/** Cline: each file of the hooks folder named after an event is that event's script. */
async function readScripts(spec: HooksSpec, layout: HooksLayout, context: ToolContext, problems: ReadProblem[]): Promise<RawHandler[]> {
  const folder = resolvePath(context, layout.file);
  const events = new Set([...Object.values(spec.events), ...Object.keys(spec.aliases ?? {})]);
  const out: RawHandler[] = [];
  for (const found of await findFiles(folder, ["*"])) {
    const ownEvent = found.relative.replace(/\.ps1$/, "");
    if (!events.has(ownEvent)) continue;
    const text = await readTextOr(found.path, problems);
    if (text === null) continue;
    // The script itself is the handler: another tool runs it by its path (from the project's
    // root in project scope, where hooks run, so the command travels with the repository).
    const command = context.scope === "project" ? `./${path.relative(context.root, found.path).split(path.sep).join("/")}` : found.path;
    out.push({ ownEvent, handler: { type: "command", command }, file: found.path, entry: ownEvent, local: false });
  }
  return out;
}

function hookName(event: string, matcher: string | undefined, handler: HookHandler): string {
  const what = cut((handler.command ?? handler.prompt ?? handler.type).replace(/\s+/g, " "), 60);
  return `${event}${matcher ? `(${matcher})` : ""}: ${what}`;
}

function uniqueName(names: Set<string>, wanted: string): string {
  let name = wanted;
  for (let n = 2; names.has(name); n++) name = `${wanted} #${n}`;
  names.add(name);
  return name;
}

// ---- writing --------------------------------------------------------------------------------

/** A matcher read from a tool whose tool names svc knows (or from one of its own events) names Claude's tools. */
function neutralMatcher(hook: Hook, context: RenderContext): boolean {
  const spec = sourceTool(context, hook.origin.tool).kinds.hooks;
  if (isUnsupported(spec)) return false;
  return spec.toolNames !== undefined || Object.values(spec.aliases ?? {}).some((alias) => alias.event === hook.event && alias.matcher === hook.matcher);
}

const CLAUDE_MCP_NAMES = { prefix: "mcp__", separator: "__" };

/** An MCP tool name (or a pattern over them: `mcp__github__.*`) from one naming to another. */
function renameMcpTool(token: string, from: { prefix: string; separator: string }, to: { prefix: string; separator: string }): string | undefined {
  if (!token.startsWith(from.prefix)) return undefined;
  const rest = token.slice(from.prefix.length);
  const at = rest.indexOf(from.separator);
  if (at <= 0) return `${to.prefix}${rest}`;
  return `${to.prefix}${rest.slice(0, at)}${to.separator}${rest.slice(at + from.separator.length)}`;
}

/**
 * Claude Code's own tool names, as its hooks page lists them for matchers: the neutral vocabulary.
 * A tool whose names svc maps has one of its own for some of them; a matcher naming any other is
 * one the tool never matches.
 */
const CLAUDE_TOOLS = new Set([
  "Bash",
  "Read",
  "Write",
  "Edit",
  "MultiEdit",
  "NotebookEdit",
  "NotebookRead",
  "Glob",
  "Grep",
  "LS",
  "WebFetch",
  "WebSearch",
  "Task",
  "TodoWrite",
  "BashOutput",
  "KillShell",
  "ExitPlanMode",
  "SlashCommand",
  "Skill",
]);

/**
 * Each `|`-separated tool name of a matcher in the other vocabulary (regular expressions stay as
 * written; two names that become one are written once), and, writing, Claude Code's tool names the
 * tool has none for (left as written: they match nothing there).
 */
function renameTools(matcher: string, spec: HooksSpec, direction: "read" | "write"): string {
  return renamedTools(matcher, spec, direction).matcher;
}

function renamedTools(matcher: string, spec: HooksSpec, direction: "read" | "write"): { matcher: string; unnamed: string[] } {
  const names = spec.toolNames;
  if (names === undefined || names === "claude") return { matcher, unnamed: [] };
  const map = new Map<string, string>();
  // Reading, the first Claude name of a tool's own name is the one (Devin's edit: Edit, not MultiEdit).
  for (const [claude, own] of Object.entries(names))
    if (direction === "write" || !map.has(own)) map.set(direction === "read" ? own : claude, direction === "read" ? claude : own);
  const own = spec.mcpToolNames;
  const mcp = (token: string) =>
    own === undefined ? undefined : direction === "read" ? renameMcpTool(token, own, CLAUDE_MCP_NAMES) : renameMcpTool(token, CLAUDE_MCP_NAMES, own);
  const unnamed: string[] = [];
  const tokens = matcher.split("|").map((token) => {
    const renamed = map.get(token) ?? mcp(token);
    if (renamed === undefined && direction === "write" && CLAUDE_TOOLS.has(token)) unnamed.push(token);
    return renamed ?? token;
  });
  return { matcher: [...new Set(tokens)].join("|"), unnamed };
}

/** The variables tools set for hook commands to find the project's root (CLAUDE_PROJECT_DIR, GEMINI_PROJECT_DIR…). */
function projectVariables(tools: readonly ToolSpec[]): string[] {
  return tools.flatMap((tool) => {
    const spec = tool.kinds.hooks;
    return !isUnsupported(spec) && spec.projectDir && "variable" in spec.projectDir ? [spec.projectDir.variable] : [];
  });
}

/**
 * A command with another tool's project-root variable (`$CLAUDE_PROJECT_DIR`, `${GEMINI_PROJECT_DIR}`)
 * in the target's own terms: its variable, else its shell form; a target with neither leaves the
 * variable unset, which is lost.
 */
function withProjectDir(command: string, spec: HooksSpec, context: RenderContext): { command: string; note: string; lost: string[] } {
  const toolName = context.tool.name;
  const own = spec.projectDir && "variable" in spec.projectDir ? spec.projectDir.variable : undefined;
  const foreign = projectVariables(context.tools).filter((name) => name !== own);
  const reference = new RegExp(`\\$(?:\\{(${foreign.join("|")})\\}|(${foreign.join("|")})(?![A-Za-z0-9_]))`, "g");
  const found = [...new Set([...command.matchAll(reference)].map((match) => match[1] ?? match[2] ?? ""))];
  if (found.length === 0) return { command, note: "", lost: [] };
  const names = found.map((name) => `$${name}`).join(", ");
  if (spec.projectDir === undefined)
    return { command, note: "", lost: [`${names} (${toolName} sets no such variable for hooks, so the command does not find the project folder)`] };
  const replacement = "variable" in spec.projectDir ? `\${${spec.projectDir.variable}}` : spec.projectDir.expression;
  const note =
    "variable" in spec.projectDir
      ? `${names} is ${toolName}'s $${spec.projectDir.variable}`
      : `${names} is written as ${spec.projectDir.expression} (${toolName} sets no project variable for hooks)`;
  const rewritten = command.replace(reference, () => replacement);
  const left = foreign.filter((name) => rewritten.includes(name));
  return { command: rewritten, note, lost: left.map((name) => `$${name} in a form svc does not rewrite (${toolName} does not set it)`) };
}

function handlerValue(hook: Hook, spec: HooksSpec, keep: Record<string, unknown>, matcher: string | undefined): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  if (spec.types !== false) value["type"] = hook.handler.type;
  if (hook.handler.command !== undefined) value["command"] = hook.handler.command;
  if (hook.handler.prompt !== undefined) value["prompt"] = hook.handler.prompt;
  if (spec.shape === "flat" && matcher !== undefined) value["matcher"] = matcher;
  if (hook.handler.timeoutSec !== undefined && spec.timeout !== null) {
    const unit = spec.timeout?.unit ?? "s";
    value[spec.timeout?.key ?? "timeout"] = unit === "ms" ? Math.round(hook.handler.timeoutSec * 1000) : hook.handler.timeoutSec;
  }
  return { ...value, ...keep };
}

/** The variables and shell forms tools give hook commands for the project's root, as one word, so a command is the same whichever a tool wrote. */
function commandIdentity(command: string | undefined, tools: readonly ToolSpec[]): string | undefined {
  if (command === undefined) return undefined;
  const names = projectVariables(tools).join("|");
  const expressions = tools.flatMap((tool) => {
    const spec = tool.kinds.hooks;
    return !isUnsupported(spec) && spec.projectDir && "expression" in spec.projectDir ? [spec.projectDir.expression] : [];
  });
  let text = command.replace(new RegExp(`\\$(?:\\{(?:${names})\\}|(?:${names})(?![A-Za-z0-9_]))`, "g"), "<project>");
  for (const expression of new Set(expressions)) text = text.split(expression).join("<project>");
  return text.trim();
}

/**
 * Whether two hooks are the same hook, wherever each is kept: the same event and matcher (both in
 * Claude Code's terms) and a handler of the same kind running the same command or prompt (the
 * project folder named either tool's way, as any of `tools` names it). A tool that runs one
 * already needs no second copy.
 */
export function sameHook(a: Hook, b: Hook, tools: readonly ToolSpec[]): boolean {
  return (
    a.event === b.event &&
    (a.matcher ?? "") === (b.matcher ?? "") &&
    a.handler.type === b.handler.type &&
    commandIdentity(a.handler.command, tools) === commandIdentity(b.handler.command, tools) &&
    a.handler.prompt === b.handler.prompt
  );
}

/** The same handler: same kind and the same command or prompt. */
function sameHandler(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return (a["type"] ?? "command") === (b["type"] ?? "command") && a["command"] === b["command"] && a["prompt"] === b["prompt"];
}

function mergeGrouped(matcher: string | undefined, wanted: Record<string, unknown>): Merge {
  return (existing) => {
    const groups = Array.isArray(existing) ? (structuredClone(existing) as Record<string, unknown>[]) : [];
    let group = groups.find(
      (entry) => (entry["matcher"] ?? undefined) === matcher || (!matcher && (entry["matcher"] === "" || entry["matcher"] === undefined)),
    );
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

/** A list of handlers (flat shapes, Kiro's list), found by what they run. */
function mergeList(wanted: Record<string, unknown>, same: (entry: Record<string, unknown>) => boolean): Merge {
  return (existing) => {
    const list = Array.isArray(existing) ? (structuredClone(existing) as Record<string, unknown>[]) : [];
    const found = list.find(same);
    if (!found) return { value: [...list, wanted], state: "absent" };
    if (isDeepStrictEqual({ type: "command", ...found }, { type: "command", ...wanted })) return { value: existing, state: "present" };
    list[list.indexOf(found)] = wanted;
    return { value: list, state: "different" };
  };
}

export function renderHooks(items: HarnessItem[], spec: HooksSpec, context: RenderContext): Translation[] {
  const layout = spec[context.scope];
  const reverseAlias = Object.entries(spec.aliases ?? {});
  return items.map((item) => {
    let hook = item as Hook;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    const lost: string[] = [];
    const notes: string[] = [];
    let ownEvent = spec.events[hook.event];
    let matcher = hook.matcher;
    const alias = reverseAlias.find(([, meaning]) => meaning.event === hook.event && meaning.matcher === hook.matcher);
    if (alias) {
      ownEvent = alias[0];
      matcher = undefined;
    }
    if (ownEvent === undefined) return unsupportedTranslation(item, `${context.tool.name} has no ${hook.event.replace(/^[\w-]+:/, "")} hook event`);
    if (!spec.handlerTypes.includes(hook.handler.type))
      return unsupportedTranslation(item, `${context.tool.name} hooks cannot run a "${hook.handler.type}" handler`);
    const { keep, lost: lostExtra } = extraFor(item, context);
    lost.push(...lostExtra.filter((field) => field !== "matcher"));
    if (alias && keep["matcher"] !== undefined) matcher = String(keep["matcher"]);
    delete keep["matcher"];
    if (matcher !== undefined && !alias && neutralMatcher(hook, context)) {
      const renamed = renamedTools(matcher, spec, "write");
      matcher = renamed.matcher;
      if (spec.matchers !== false)
        for (const token of renamed.unnamed)
          lost.push(`matcher ${token} (${context.tool.name} has no tool of that name that svc knows, so the hook may never run)`);
    }
    if (matcher !== undefined && spec.matchers === false) {
      lost.push(`matcher ${matcher} (${context.tool.name} runs it for every tool)`);
      matcher = undefined;
    }
    if (hook.handler.timeoutSec !== undefined && spec.timeout === null) lost.push("timeout");
    const sameTool = hook.origin.tool === context.tool.id;
    if (!sameTool && hook.handler.command !== undefined) {
      const moved = withProjectDir(hook.handler.command, spec, context);
      if (moved.command !== hook.handler.command) notes.push(moved.note);
      lost.push(...moved.lost);
      hook = { ...hook, handler: { ...hook.handler, command: moved.command } };
    }
    if (!sameTool) {
      notes.push(`runs on ${ownEvent}; the command receives ${context.tool.name}'s JSON on standard input, so check the script`);
      if (matcher !== undefined && !neutralMatcher(hook, context))
        notes.push(`matcher "${matcher}" names tools as ${sourceTool(context, hook.origin.tool).name} does`);
    }
    if (spec.approval) notes.push(spec.approval);
    const inline = inlinePlace(layout, context);
    const target = inline?.file ?? (layout.files ? path.join(resolvePath(context, layout.file), "svc.json") : resolvePath(context, layout.file));
    const edits: Edit[] = [];
    if (spec.shape === "scripts")
      return scriptTranslation(item as Hook, hook.handler.command ?? "", resolvePath(context, layout.file), ownEvent, lost, notes, sameTool);
    if (inline !== undefined && spec.shape === "grouped") {
      const wanted = handlerValue(hook, spec, keep, matcher);
      const group = { ...(matcher === undefined ? {} : { matcher }), hooks: [wanted] };
      const same = (existing: unknown) => {
        const record = typeof existing === "object" && existing !== null ? (existing as Record<string, unknown>) : {};
        const handlers = Array.isArray(record["hooks"]) ? (record["hooks"] as Record<string, unknown>[]) : [];
        return (record["matcher"] ?? undefined) === matcher && handlers.some((handler) => sameHandler(handler, wanted));
      };
      notes.push(`in ${path.basename(inline.file)}'s [${inline.at.join(".")}] tables, where ${context.tool.name} keeps its hooks here`);
      edits.push(
        tomlArrayEntry(inline.file, [...inline.at, ownEvent], group, { entry: `${ownEvent}: ${hook.handler.command ?? hook.handler.prompt ?? ""}`, same }),
      );
      return { item, target, entry: [...inline.at, ownEvent].join("."), fidelity: fidelityOf(lost, !sameTool), lost, note: notes.join("; "), edits };
    }
    for (const [key, value] of Object.entries(spec.fileHeader ?? {})) {
      edits.push(jsonMerge(target, [key], key, (existing) => (existing === undefined ? { value, state: "absent" } : { value: existing, state: "present" })));
    }
    const wanted = handlerValue(hook, spec, keep, matcher);
    const label = `${ownEvent}: ${hook.handler.command ?? hook.handler.prompt ?? ""}`;
    if (spec.shape === "list") {
      const entry: Record<string, unknown> = {
        name: cut(hook.name, 60),
        trigger: ownEvent,
        ...(matcher === undefined ? {} : { matcher }),
        action: hook.handler.type === "prompt" ? { type: "agent", prompt: hook.handler.prompt } : { type: "command", command: hook.handler.command },
        ...(wanted[spec.timeout?.key ?? "timeout"] === undefined ? {} : { timeout: wanted[spec.timeout?.key ?? "timeout"] }),
        ...keep,
      };
      const same = (existing: Record<string, unknown>) => existing["trigger"] === ownEvent && isDeepStrictEqual(existing["action"], entry["action"]);
      edits.push(jsonMerge(target, layout.at, label, mergeList(entry, same)));
    } else {
      const at = [...layout.at, ownEvent];
      const merge =
        spec.shape === "grouped"
          ? mergeGrouped(matcher, wanted)
          : mergeList(wanted, (entry) => sameHandler(entry, wanted) && entry["matcher"] === wanted["matcher"]);
      edits.push(jsonMerge(target, at, label, merge));
    }
    return { item, target, entry: [...layout.at, ownEvent].join("."), fidelity: fidelityOf(lost, !sameTool), lost, note: notes.join("; "), edits };
  });
}

/**
 * The tool's other hooks file svc adds to instead of `file` (Codex's config.toml `[hooks]`), when
 * that file holds hooks already and `file` holds none: a layer keeps one form.
 */
function inlinePlace(layout: HooksLayout, context: ToolContext): { file: string; at: string[] } | undefined {
  const other = layout.alsoReads?.find((entry) => entry.writtenWhenUsed);
  if (other === undefined || layout.files) return undefined;
  const file = resolvePath(context, other.file);
  return holdsHooks(file, other.at, other.otherKeys) && !holdsHooks(resolvePath(context, layout.file), layout.at, layout.otherKeys)
    ? { file, at: other.at }
    : undefined;
}

/** Whether a settings file has at least one hook where the events sit. */
function holdsHooks(file: string, at: string[], otherKeys: readonly string[] = []): boolean {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return false;
  }
  try {
    const events = valueAt(file.endsWith(".toml") ? parseToml(text).value : parseJsonObject(text), at);
    if (typeof events !== "object" || events === null || Array.isArray(events)) return false;
    return Object.entries(events).some(([event, entries]) => !otherKeys.includes(event) && Array.isArray(entries) && entries.length > 0);
  } catch {
    return false; // reported where the file is read
  }
}

/**
 * The head of a Cline event script svc writes. Cline runs the script with the event's JSON on
 * standard input and takes the last `HOOK_CONTROL<tab>{json}` line of its output as the answer
 * (`cancel`, `errorMessage`). Each carried handler is one `svc_hook` line: its command gets the
 * same input (read once), and one that exits 2 (Claude's "block", the reason on standard error)
 * cancels; the answer printed after each command covers all so far, so the last line counts them
 * all, and the script exits with the first failing command's status.
 */
const CLINE_SCRIPT_HEAD = `#!/bin/sh
# Written by svc: hooks carried from another tool, one svc_hook line each.
svc_input=$(cat)
svc_status=0
svc_cancel=false
svc_reason=""
svc_hook() {
  svc_err=$(mktemp) || return 1
  printf '%s\\n' "$svc_input" | sh -c "$1" 2>"$svc_err"
  svc_code=$?
  cat "$svc_err" >&2
  if [ "$svc_code" -eq 2 ]; then
    svc_cancel=true
    svc_reason="$svc_reason$(tr '\\n\\t\\r' '   ' <"$svc_err")"
  fi
  rm -f "$svc_err"
  if [ "$svc_status" -eq 0 ]; then svc_status=$svc_code; fi
  printf 'HOOK_CONTROL\\t{"cancel": %s, "errorMessage": "%s"}\\n' "$svc_cancel" "$(printf '%s' "$svc_reason" | sed -e 's/\\\\/\\\\\\\\/g' -e 's/"/\\\\"/g')"
  return "$svc_status"
}
`;

/** Cline: the event's script runs the handler's command; several handlers are several svc_hook lines. */
function scriptTranslation(hook: Hook, command: string, folder: string, ownEvent: string, lost: string[], notes: string[], sameTool: boolean): Translation {
  const target = path.join(folder, ownEvent);
  const line = `svc_hook ${shellQuote(command)}`;
  const edit = missingLines(target, [line], { header: CLINE_SCRIPT_HEAD, ownHeader: true, mode: 0o755, entry: line });
  notes.push("a line of the event's script (exit 2 cancels, as in Claude Code)");
  return { item: hook, target, entry: ownEvent, fidelity: fidelityOf(lost, !sameTool), lost, note: notes.join("; "), edits: [edit] };
}
