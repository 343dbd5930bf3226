// Permissions: allow / ask / deny rules, one item per rule (agent-tools.md hazard 14). Three
// shapes: lists of `Tool(argument)` strings in a JSON settings file (Claude Code: Bash, Read,
// Edit…; Cursor CLI: Shell, Read, Write…, no ask), and Codex's command rules, lines of
// `prefix_rule(pattern=[…], decision="…")` in .rules files. Where a target has no "ask", the rule
// fails closed (deny) and the plan says so.
import path from "node:path";
import { parseJsonObject } from "../formats/json.ts";
import { findFiles, readParsed, readTextOr, valueAt } from "../io.ts";
import type { Decision, HarnessItem, Permission } from "../model.ts";
import { jsonMerge, type Edit } from "../plan/edits.ts";
import { isUnsupported, resolvePath, type ScopeSpec, type ToolContext } from "../tools/types.ts";
import { emptyRead, fidelityOf, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";

export interface PermissionsLayout {
  /** The settings file (json-lists) or the folder of .rules files (codex-rules). */
  file: string;
  /** Personal settings whose rules are reported, not carried. */
  local?: string;
}

export interface PermissionsSpec extends ScopeSpec<PermissionsLayout> {
  codec: "json-lists" | "codex-rules";
  /** json-lists: where the allow/ask/deny lists sit, e.g. ["permissions"]. */
  at?: string[];
  decisions: readonly Decision[];
  /** json-lists: neutral tool → the tool's rule name (Bash, Shell…). */
  tools?: Partial<Record<Permission["tool"], string>>;
  /** json-lists: how a shell prefix is written: Claude `Bash(npm test:*)`, Cursor `Shell(npm test)`. */
  prefixSuffix?: string;
  /** json-lists: fetch rules' argument prefix (Claude `WebFetch(domain:x)`). */
  domainPrefix?: string;
  /** How MCP rules are written: Claude `mcp__server__tool`, Cursor `Mcp(server:tool)`. */
  mcpStyle?: "claude" | "call";
}

// ---- reading --------------------------------------------------------------------------------

export async function readPermissions(spec: PermissionsSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  if (spec.codec === "codex-rules") return readCodexRules(resolvePath(context, layout.file), context);
  const names = new Set<string>();
  const files = [{ file: resolvePath(context, layout.file), local: false }, ...(layout.local ? [{ file: resolvePath(context, layout.local), local: true }] : [])];
  for (const { file, local } of files) {
    const lists = valueAt(await readParsed(file, parseJsonObject, result.problems), spec.at ?? []);
    if (typeof lists !== "object" || lists === null) continue;
    for (const decision of ["allow", "ask", "deny"] as const) {
      const rules = (lists as Record<string, unknown>)[decision];
      if (rules === undefined) continue;
      if (!Array.isArray(rules)) {
        result.problems.push({ path: file, message: `${[...(spec.at ?? []), decision].join(".")} is not a list` });
        continue;
      }
      for (const raw of rules) {
        if (typeof raw !== "string") continue;
        const rule = parseRule(raw, spec);
        const name = `${decision} ${raw}`;
        if (names.has(name)) continue;
        names.add(name);
        result.items.push({
          kind: "permissions",
          name,
          origin: { tool: context.tool.id, scope: context.scope, path: file, entry: `${[...(spec.at ?? []), decision].join(".")}` },
          decision,
          raw,
          ...rule,
          ...(local ? { local: true } : {}),
        });
      }
    }
  }
  return result;
}

function parseRule(raw: string, spec: PermissionsSpec): Pick<Permission, "tool" | "pattern" | "prefix"> {
  const mcp = /^mcp__([^_]+(?:_[^_]+)*?)(?:__(.+))?$/.exec(raw);
  if (mcp) return { tool: "mcp", pattern: mcp[2] ? `${mcp[1]}:${mcp[2]}` : (mcp[1] ?? "") };
  const match = /^([A-Za-z]+)(?:\((.*)\))?$/.exec(raw.trim());
  if (!match) return { tool: "other" };
  const [, name = "", argument] = match;
  const tool = (Object.entries(spec.tools ?? {}).find(([, written]) => written === name)?.[0] as Permission["tool"] | undefined) ?? (name === "MultiEdit" ? "edit" : "other");
  if (argument === undefined || argument === "" || argument === "*") return { tool };
  if (tool === "shell" && spec.prefixSuffix && argument.endsWith(spec.prefixSuffix)) {
    return { tool, pattern: argument.slice(0, -spec.prefixSuffix.length).trim(), prefix: true };
  }
  if (tool === "fetch" && spec.domainPrefix && argument.startsWith(spec.domainPrefix)) return { tool, pattern: argument.slice(spec.domainPrefix.length) };
  return { tool, pattern: argument, ...(tool === "shell" ? { prefix: spec.prefixSuffix === undefined } : {}) };
}

const PREFIX_RULE = /prefix_rule\(\s*pattern\s*=\s*\[([^\]]*)\]\s*,\s*decision\s*=\s*"(allow|prompt|forbidden)"\s*\)/g;
const CODEX_DECISION: Record<string, Decision> = { allow: "allow", prompt: "ask", forbidden: "deny" };

async function readCodexRules(folder: string, context: ToolContext): Promise<ReadResult> {
  const result = emptyRead();
  for (const found of await findFiles(folder, ["*.rules"])) {
    const text = await readTextOr(found.path, result.problems);
    if (text === null) continue;
    for (const match of text.matchAll(PREFIX_RULE)) {
      const words = [...(match[1] ?? "").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((word) => word[1] ?? "");
      const decision = CODEX_DECISION[match[2] ?? ""] ?? "ask";
      result.items.push({
        kind: "permissions",
        name: `${decision} ${words.join(" ")}`,
        origin: { tool: context.tool.id, scope: context.scope, path: found.path },
        decision,
        tool: "shell",
        pattern: words.join(" "),
        prefix: true,
        raw: match[0],
      });
    }
  }
  return result;
}

// ---- writing --------------------------------------------------------------------------------

function ruleText(permission: Permission, spec: PermissionsSpec): string | null {
  if (permission.tool === "other") return null;
  if (permission.tool === "mcp") {
    const [server = "", tool] = (permission.pattern ?? "").split(":");
    return spec.mcpStyle === "claude" ? `mcp__${server}${tool ? `__${tool}` : ""}` : `Mcp(${server}:${tool ?? "*"})`;
  }
  const name = spec.tools?.[permission.tool] ?? (permission.tool === "edit" ? spec.tools?.write : undefined);
  if (name === undefined) return null;
  if (permission.pattern === undefined) return name;
  if (permission.tool === "shell" && permission.prefix && spec.prefixSuffix) return `${name}(${permission.pattern}${spec.prefixSuffix})`;
  if (permission.tool === "fetch" && spec.domainPrefix) return `${name}(${spec.domainPrefix}${permission.pattern})`;
  return `${name}(${permission.pattern})`;
}

export function renderPermissions(items: HarnessItem[], spec: PermissionsSpec, context: ToolContext): Translation[] {
  const layout = spec[context.scope];
  return items.map((item) => {
    const permission = item as Permission;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    const lost: string[] = [];
    const notes: string[] = [];
    let decision = permission.decision;
    if (!spec.decisions.includes(decision)) {
      decision = "deny";
      lost.push(`ask (${context.tool.name} cannot ask: denied instead, failing closed)`);
    }
    const sameTool = permission.origin.tool === context.tool.id;
    if (spec.codec === "codex-rules") {
      if (permission.tool !== "shell" || permission.pattern === undefined) {
        return unsupportedTranslation(item, "Codex rules cover commands only; file and network access come from its sandbox settings");
      }
      const file = path.join(resolvePath(context, layout.file), "svc.rules");
      const words = permission.pattern.split(/\s+/).filter((word) => word !== "");
      if (!permission.prefix) lost.push("exact-command match (Codex rules match by prefix)");
      const line = `prefix_rule(pattern=[${words.map((word) => JSON.stringify(word)).join(", ")}], decision="${decision === "allow" ? "allow" : decision === "ask" ? "prompt" : "forbidden"}")`;
      return { item, target: file, fidelity: fidelityOf(lost, !sameTool), lost, note: notes.join("; "), edits: [lineInFile(file, line)] };
    }
    const text = sameTool ? permission.raw : ruleText(permission, spec);
    if (text === null) return unsupportedTranslation(item, `${context.tool.name} has no permission rule for ${permission.raw}`);
    if (!sameTool && permission.tool === "edit" && spec.tools?.edit === undefined) notes.push("edits are governed by the Write rule");
    if (!sameTool && permission.tool === "shell" && permission.prefix === false && spec.prefixSuffix === undefined) {
      lost.push(`exact-command match (${context.tool.name} matches commands by prefix, so this rule is broader)`);
    }
    const file = resolvePath(context, layout.file);
    const at = [...(spec.at ?? []), decision];
    const edit = jsonMerge(file, at, `${at.join(".")}: ${text}`, (existing) => {
      const list = Array.isArray(existing) ? existing : [];
      return list.includes(text) ? { value: existing, state: "present" } : { value: [...list, text], state: "absent" };
    });
    return { item, target: file, entry: at.join("."), fidelity: fidelityOf(lost, !sameTool && text !== permission.raw), lost, note: notes.join("; "), edits: [edit] };
  });
}

/** A line svc keeps in a file of its own (one rule per line); present means unchanged. */
function lineInFile(file: string, line: string): Edit {
  return {
    path: file,
    entry: line,
    apply(current) {
      if (current === null) return { action: "create", next: `# Written by svc: command rules carried from another tool.\n${line}\n` };
      if (current.split("\n").includes(line)) return { action: "unchanged", next: current };
      return { action: "update", next: `${current.replace(/\n*$/, "\n")}${line}\n` };
    },
  };
}
