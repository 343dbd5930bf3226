// Permissions: allow / ask / deny rules, one item per rule (docs/translation.md#permissions). Three codecs:
//   lists        lists of `Tool(argument)` strings, one list per decision, in a JSON or YAML file
//                (Claude Code Bash/Read/Edit…, Cursor CLI Shell/Read/Write, Gemini
//                run_shell_command/read_file…, Continue Bash/Read/Edit)
//   map          OpenCode's `permission`: tool → decision, or tool → {pattern: decision}
//   codex-rules  Codex's `prefix_rule(pattern=[…], decision="…")` lines in .rules files
//   switches     VS Code's auto-approve maps: pattern → true (allow) or false (ask first)
//   gemini-policies  Gemini CLI's policy engine: `[[rule]]` tables in a folder of .toml files
//                (policy-rules.ts); its deprecated settings lists are still read, never written
//   capability-rules  Kiro's permissions.yaml: `rules: [{capability, effect, match: [globs]}]`
// Where a target lacks a decision, the rule fails closed (deny, else ask) and the plan says so.
import path from "node:path";
import { parseJsonObject } from "../formats/json.ts";
import { parseToml } from "../formats/toml.ts";
import { parseYamlObject } from "../formats/yaml.ts";
import { findFiles, readParsed, readTextOr, valueAt } from "../io.ts";
import type { Decision, HarnessItem, Permission, ReadProblem } from "../model.ts";
import { jsonMerge, missingLines, tomlArrayEntry, yamlMerge } from "../plan/edits.ts";
import { isUnsupported, resolvePath, sourceTool, type PermissionsLayout, type PermissionsSpec, type RenderContext, type ToolContext } from "../tools/types.ts";
import { emptyRead, fidelityOf, unsupportedTranslation, type ReadResult, type Translation } from "./common.ts";
import { ownPolicyRule, policyPermissions, policyRule } from "./policy-rules.ts";

function decisionsOf(spec: PermissionsSpec): Decision[] {
  if (spec.codec === "lists") return (["allow", "ask", "deny"] as const).filter((decision) => spec.lists?.[decision] !== undefined);
  if (spec.codec === "switches") return ["allow", "ask"];
  if (spec.codec === "gemini-policies" || spec.codec === "capability-rules") return ["allow", "ask", "deny"];
  return [...(spec.decisions ?? ["allow", "ask", "deny"])];
}

// ---- reading --------------------------------------------------------------------------------

export async function readPermissions(spec: PermissionsSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  if (layout.settingsFile) await readSettingKeys(layout.settingsFile, context, result);
  if (spec.codec === "codex-rules") {
    await readCodexRules(resolvePath(context, layout.file), context, result);
    return result;
  }
  const names = new Set<string>();
  if (spec.codec === "gemini-policies" && typeof layout.policies === "string") {
    for (const item of await readPolicyFolder(resolvePath(context, layout.policies), spec, context, result.problems)) {
      names.add(item.name);
      result.items.push(item);
    }
  }
  const files = [
    { file: resolvePath(context, layout.file), local: false },
    ...(layout.local ? [{ file: resolvePath(context, layout.local), local: true }] : []),
  ];
  for (const { file, local } of files) {
    const settings = await readParsed(file, spec.format === "yaml" ? parseYamlObject : parseJsonObject, result.problems);
    if (settings === null) continue;
    const rules =
      spec.codec === "map"
        ? mapRules(valueAt(settings, spec.at ?? []), spec, file, result.problems)
        : spec.codec === "switches"
          ? switchRules(settings, spec, file, result.problems)
          : spec.codec === "capability-rules"
            ? capabilityRules(settings, spec, file, result.problems)
            : listRules(settings, spec, file, result.problems);
    for (const rule of rules) {
      const item = itemOf(rule, file, context, local);
      if (names.has(item.name)) continue;
      names.add(item.name);
      result.items.push(item);
    }
  }
  return result;
}

interface FoundRule {
  decision: Decision;
  raw: string;
  entry: string;
  permission: Omit<Permission, "kind" | "name" | "origin">;
}

function itemOf(rule: FoundRule, file: string, context: ToolContext, local = false): Permission {
  const name = rule.permission.setting ? `setting ${rule.raw}` : `${rule.decision} ${rule.raw}`;
  return {
    kind: "permissions",
    name,
    origin: { tool: context.tool.id, scope: context.scope, path: file, entry: rule.entry },
    ...rule.permission,
    ...(local ? { local: true } : {}),
  };
}

/** A setting beside the rules (Claude's defaultMode, Codex's approval_policy): reported, never written as a rule. */
function settingRule(key: string, value: unknown, entry: string): FoundRule {
  const raw = `${key}: ${JSON.stringify(value)}`;
  // `decision` is required by the model; a setting has none.
  return { decision: "ask", raw, entry, permission: { decision: "ask", tool: "other", raw, setting: { key, value } } };
}

function listRules(settings: Record<string, unknown>, spec: PermissionsSpec, file: string, problems: ReadProblem[]): FoundRule[] {
  const out: FoundRule[] = [];
  for (const decision of ["allow", "ask", "deny"] as const) {
    const at = spec.lists?.[decision];
    if (at === undefined) continue;
    const rules = valueAt(settings, at);
    if (rules === undefined || rules === null) continue;
    if (!Array.isArray(rules)) {
      problems.push({ path: file, message: `${at.join(".")} is not a list` });
      continue;
    }
    for (const raw of rules)
      if (typeof raw === "string") out.push({ decision, raw, entry: at.join("."), permission: { decision, raw, ...parseRule(raw, spec) } });
  }
  const holder = spec.settings ? valueAt(settings, spec.settings) : undefined;
  if (spec.settings && typeof holder === "object" && holder !== null && !Array.isArray(holder)) {
    const listKeys = Object.values(spec.lists ?? {}).map((at) => at.join("."));
    for (const [key, value] of Object.entries(holder as Record<string, unknown>)) {
      const entry = [...spec.settings, key].join(".");
      if (listKeys.includes(entry)) continue;
      out.push(settingRule(key, value, entry));
    }
  }
  return out;
}

/** OpenCode: {"edit": "ask", "bash": {"git *": "allow", "*": "ask"}}. */
function mapRules(map: unknown, spec: PermissionsSpec, file: string, problems: ReadProblem[]): FoundRule[] {
  if (map === undefined || map === null) return [];
  if (typeof map !== "object" || Array.isArray(map)) {
    problems.push({ path: file, message: `${(spec.at ?? []).join(".")} is not an object` });
    return [];
  }
  const out: FoundRule[] = [];
  const toolOf = (name: string): Permission["tool"] =>
    (Object.entries(spec.tools ?? {}).find(([, written]) => written === name)?.[0] as Permission["tool"] | undefined) ?? "other";
  const isDecision = (value: unknown): value is Decision => value === "allow" || value === "ask" || value === "deny";
  for (const [name, value] of Object.entries(map as Record<string, unknown>)) {
    const tool = toolOf(name);
    const entry = [...(spec.at ?? []), name].join(".");
    if (isDecision(value)) out.push({ decision: value, raw: `${name}: ${value}`, entry, permission: { decision: value, tool, raw: `${name}: ${value}` } });
    else if (typeof value === "object" && value !== null) {
      for (const [pattern, decision] of Object.entries(value as Record<string, unknown>)) {
        if (!isDecision(decision)) continue;
        const raw = `${name} ${pattern}: ${decision}`;
        const prefix = spec.prefixSuffix !== undefined && pattern.endsWith(spec.prefixSuffix);
        const fallback = pattern === "*" && Object.keys(value).length > 1 ? { fallback: true } : {};
        const neutral =
          pattern === "*"
            ? fallback
            : { pattern: prefix ? pattern.slice(0, -(spec.prefixSuffix ?? "").length).trim() : pattern, ...(tool === "shell" ? { prefix } : {}) };
        out.push({ decision, raw, entry, permission: { decision, tool, raw, ...neutral } });
      }
    }
  }
  return out;
}

/** VS Code: {"chat.tools.terminal.autoApprove": {"npm test": true, "rm": false}}; a value may be {approve: bool}. */
function switchRules(settings: Record<string, unknown>, spec: PermissionsSpec, file: string, problems: ReadProblem[]): FoundRule[] {
  const out: FoundRule[] = [];
  for (const [tool, at] of Object.entries(spec.switches ?? {}) as [Permission["tool"], string[]][]) {
    const map = valueAt(settings, at);
    if (map === undefined || map === null) continue;
    if (typeof map !== "object" || Array.isArray(map)) {
      problems.push({ path: file, message: `${at.join(".")} is not an object of patterns` });
      continue;
    }
    for (const [pattern, value] of Object.entries(map as Record<string, unknown>)) {
      const approve = typeof value === "object" && value !== null ? (value as Record<string, unknown>)["approve"] : value;
      if (typeof approve !== "boolean") continue;
      const decision: Decision = approve ? "allow" : "ask";
      const raw = `${pattern}: ${String(approve)}`;
      // `/…/` is a regular expression, which no other tool's rules can say.
      const rule: Pick<Permission, "tool" | "pattern" | "prefix"> = /^\/.+\/[a-z]*$/.test(pattern)
        ? { tool: "other" }
        : { tool, pattern, ...(tool === "shell" ? { prefix: true } : {}) };
      out.push({ decision, raw, entry: at.join("."), permission: { decision, raw, ...rule } });
    }
  }
  return out;
}

/**
 * Kiro: `rules: [{capability: shell, effect: allow, match: ["git *"]}]`, one item per pattern (a
 * rule without `match` covers the whole capability). `exclude` has no counterpart elsewhere: a rule
 * with it is Kiro's own.
 */
function capabilityRules(settings: Record<string, unknown>, spec: PermissionsSpec, file: string, problems: ReadProblem[]): FoundRule[] {
  const rules = settings["rules"];
  if (rules === undefined || rules === null) return [];
  if (!Array.isArray(rules)) {
    problems.push({ path: file, message: "rules is not a list" });
    return [];
  }
  const out: FoundRule[] = [];
  rules.forEach((rule: unknown, index) => {
    const fields = typeof rule === "object" && rule !== null ? (rule as Record<string, unknown>) : {};
    const { capability, effect, match, exclude } = fields;
    if (typeof capability !== "string" || (effect !== "allow" && effect !== "ask" && effect !== "deny")) {
      problems.push({ path: file, message: `rules[${index}] needs a capability and an effect of deny, ask or allow` });
      return;
    }
    const tool = (Object.entries(spec.tools ?? {}).find(([, written]) => written === capability)?.[0] as Permission["tool"] | undefined) ?? "other";
    const patterns = (Array.isArray(match) ? match : typeof match === "string" ? [match] : [undefined]).map((one) =>
      typeof one === "string" ? one : undefined,
    );
    for (const pattern of patterns) {
      const raw = `${capability}${pattern === undefined ? "" : `(${pattern})`}${exclude === undefined ? "" : ` except ${JSON.stringify(exclude)}`}`;
      const own: Pick<Permission, "tool" | "pattern" | "prefix"> =
        exclude !== undefined || tool === "other"
          ? { tool: "other" }
          : tool === "shell" && pattern?.endsWith(" *")
            ? { tool, pattern: pattern.slice(0, -2), prefix: true }
            : tool === "mcp" && pattern !== undefined
              ? { tool, pattern: pattern.replace("/", ":").replace(/:\*$/, "") }
              : { tool, ...(pattern === undefined ? {} : { pattern }), ...(tool === "shell" ? { prefix: false } : {}) };
      out.push({ decision: effect, raw, entry: `rules[${index}]`, permission: { decision: effect, raw, ...own } });
    }
  });
  return out;
}

function parseRule(raw: string, spec: PermissionsSpec): Pick<Permission, "tool" | "pattern" | "prefix"> {
  const mcp = /^mcp__([^_]+(?:_[^_]+)*?)(?:__(.+))?$/.exec(raw);
  if (mcp) return { tool: "mcp", pattern: mcp[2] ? `${mcp[1]}:${mcp[2]}` : (mcp[1] ?? "") };
  const match = /^([A-Za-z_]+)(?:\((.*)\))?$/.exec(raw.trim());
  if (!match) return { tool: "other" };
  const [, name = "", argument] = match;
  const tool =
    (Object.entries(spec.tools ?? {}).find(([, written]) => written === name)?.[0] as Permission["tool"] | undefined) ??
    (name === "MultiEdit" ? "edit" : "other");
  if (argument === undefined || argument === "" || argument === "*") return { tool };
  if (tool === "shell" && spec.prefixSuffix && argument.endsWith(spec.prefixSuffix)) {
    return { tool, pattern: argument.slice(0, -spec.prefixSuffix.length).trim(), prefix: true };
  }
  if (tool === "fetch" && spec.domainPrefix && argument.startsWith(spec.domainPrefix)) return { tool, pattern: argument.slice(spec.domainPrefix.length) };
  return { tool, pattern: argument, ...(tool === "shell" ? { prefix: spec.prefixSuffix === undefined } : {}) };
}

/** Gemini: every `[[rule]]` of the policy files in a folder, in file-name order. */
async function readPolicyFolder(folder: string, spec: PermissionsSpec, context: ToolContext, problems: ReadProblem[]): Promise<Permission[]> {
  const items: Permission[] = [];
  const found = (await findFiles(folder, ["*.toml"])).sort((a, b) => a.path.localeCompare(b.path));
  for (const { path: file } of found) {
    const policy = await readParsed(file, (text) => parseToml(text).value, problems);
    const rules = policy?.["rule"];
    if (rules === undefined) continue;
    if (!Array.isArray(rules)) {
      problems.push({ path: file, message: "rule is not an array of [[rule]] tables" });
      continue;
    }
    rules.forEach((rule: unknown, index) => {
      if (typeof rule !== "object" || rule === null) return;
      for (const read of policyPermissions(rule as Record<string, unknown>, spec.tools ?? {}, file, index, problems)) {
        items.push({
          kind: "permissions",
          name: `${read.decision} ${read.label}`,
          origin: { tool: context.tool.id, scope: context.scope, path: file, entry: `rule ${index + 1}` },
          decision: read.decision,
          raw: read.raw,
          ...read.neutral,
        });
      }
    });
  }
  return items;
}

const PREFIX_RULE = /prefix_rule\(\s*pattern\s*=\s*\[([^\]]*)\]\s*,\s*decision\s*=\s*"(allow|prompt|forbidden)"\s*\)/g;
const CODEX_DECISION: Record<string, Decision> = { allow: "allow", prompt: "ask", forbidden: "deny" };

/** The keys of `settingsFile` that are set, each a setting item (the same shape as Claude's defaultMode). */
async function readSettingKeys(settingsFile: NonNullable<PermissionsLayout["settingsFile"]>, context: ToolContext, result: ReadResult): Promise<void> {
  const file = resolvePath(context, settingsFile.file);
  const config = await readParsed(file, (text) => parseToml(text).value, result.problems);
  if (config === null) return;
  for (const key of settingsFile.keys) if (config[key] !== undefined) result.items.push(itemOf(settingRule(key, config[key], key), file, context));
}

async function readCodexRules(folder: string, context: ToolContext, result: ReadResult): Promise<void> {
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
}

// ---- writing --------------------------------------------------------------------------------

function ruleText(permission: Permission, spec: PermissionsSpec): string | null {
  if (permission.tool === "other") return null;
  if (permission.tool === "mcp") {
    if (spec.mcpStyle === undefined) return null;
    const [server = "", tool] = (permission.pattern ?? "").split(":");
    return spec.mcpStyle === "claude" ? `mcp__${server}${tool ? `__${tool}` : ""}` : `Mcp(${server}:${tool ?? "*"})`;
  }
  const name = toolName(pathRule(permission, spec), spec);
  if (name === undefined) return null;
  if (permission.pattern === undefined) return name;
  if (permission.tool === "shell" && permission.prefix && spec.prefixSuffix) return `${name}(${permission.pattern}${spec.prefixSuffix})`;
  if (permission.tool === "fetch" && spec.domainPrefix) return `${name}(${spec.domainPrefix}${permission.pattern})`;
  return `${name}(${permission.pattern})`;
}

/**
 * Whether two rules of a list mean the same: written alike, or the same tool and argument, a path
 * relative to the working folder with or without its `./` (Claude Code's `Read(src/**)` is
 * `Read(./src/**)`), so that a rule read back from another tool is not added beside itself.
 */
function sameRule(a: string, b: string, spec: PermissionsSpec): boolean {
  if (a === b) return true;
  const meaning = (raw: string) => {
    const rule = parseRule(raw, spec);
    const path = rule.tool === "read" || rule.tool === "write" || rule.tool === "edit";
    return { ...rule, pattern: path ? rule.pattern?.replace(/^\.\/(?=.)/, "") : rule.pattern };
  };
  const [x, y] = [meaning(a), meaning(b)];
  return x.tool !== "other" && x.tool === y.tool && x.pattern === y.pattern && x.prefix === y.prefix;
}

/** The permission as the tool checks a rule with its path: Claude's `Write(path)` is checked as `Edit(path)`. */
function pathRule(permission: Permission, spec: PermissionsSpec): Permission {
  const as = permission.pattern === undefined ? undefined : spec.pathRulesAs?.[permission.tool];
  return as === undefined ? permission : { ...permission, tool: as };
}

function toolName(permission: Permission, spec: PermissionsSpec): string | undefined {
  return spec.tools?.[permission.tool] ?? (permission.tool === "edit" ? spec.tools?.write : permission.tool === "write" ? spec.tools?.edit : undefined);
}

export function renderPermissions(items: HarnessItem[], spec: PermissionsSpec, context: RenderContext): Translation[] {
  const layout = spec[context.scope];
  const decisions = decisionsOf(spec);
  return items.map((item) => {
    const permission = item as Permission;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    if (permission.setting) {
      const from = sourceTool(context, permission.origin.tool).name;
      return unsupportedTranslation(item, `${permission.setting.key} is a ${from} permission setting that ${context.tool.name} has no counterpart for`);
    }
    const lost: string[] = [];
    const notes: string[] = [];
    let decision = permission.decision;
    if (!decisions.includes(decision)) {
      decision = decisions.includes("deny") ? "deny" : "ask";
      lost.push(
        `${permission.decision} (${context.tool.name} cannot ${permission.decision}: ${decision === "deny" ? "denied" : "asks"} instead, failing closed)`,
      );
    }
    const sameTool = permission.origin.tool === context.tool.id;
    if (spec.codec === "codex-rules") {
      if (permission.tool !== "shell" || permission.pattern === undefined) {
        return unsupportedTranslation(item, "Codex rules cover commands only; file and network access come from its sandbox settings");
      }
      const file = path.join(resolvePath(context, layout.file), "svc.rules");
      const literal = codexWords(permission, decision, sameTool);
      if ("unsupported" in literal) return unsupportedTranslation(item, literal.unsupported);
      const { words, prefix } = literal;
      lost.push(...literal.lost);
      if (!prefix) lost.push("exact-command match (Codex rules match by prefix)");
      const line = `prefix_rule(pattern=[${words.map((word) => JSON.stringify(word)).join(", ")}], decision="${decision === "allow" ? "allow" : decision === "ask" ? "prompt" : "forbidden"}")`;
      return {
        item,
        target: file,
        fidelity: fidelityOf(lost, !sameTool),
        lost,
        note: notes.join("; "),
        edits: [missingLines(file, [line], { header: "# Written by svc: command rules carried from another tool.\n", entry: line })],
      };
    }
    const file = resolvePath(context, layout.file);
    if (!sameTool && permission.tool === "edit" && spec.tools?.edit === undefined) notes.push("edits are governed by the Write rule");
    const checkedAs = pathRule(permission, spec);
    if (!sameTool && checkedAs !== permission) {
      notes.push(`${context.tool.name} checks file paths only against ${toolName(checkedAs, spec)} rules, which cover every tool of the kind: written as one`);
    }
    if (!sameTool && permission.tool === "shell" && permission.prefix === false && spec.prefixSuffix === undefined && spec.codec !== "gemini-policies") {
      lost.push(`exact-command match (${context.tool.name} matches commands by prefix, so this rule is broader)`);
    }
    if (permission.pattern !== undefined && spec.arguments && !spec.arguments.includes(permission.tool)) {
      return unsupportedTranslation(
        item,
        `${context.tool.name} can ${decision} ${toolName(permission, spec) ?? permission.tool} only as a whole, not for ${permission.pattern}`,
      );
    }
    if (spec.codec === "map") return mapTranslation(permission, spec, file, decision, lost, notes, sameTool);
    if (permission.fallback && decision !== "allow") {
      // A blanket ask or deny would override the specific allows beside it (ask and deny win over
      // allow everywhere but OpenCode), so the default is left to the target's own.
      const reason = `the default for every other ${permission.tool === "other" ? permission.raw.split(" ")[0] : permission.tool} use (${decision}): ${context.tool.name}'s own default applies, as a blanket ${decision} rule would override the specific allows`;
      return { item, target: file, fidelity: "lossy", lost: [reason], note: "", edits: [], skipped: true };
    }
    if (spec.codec === "gemini-policies") return policyTranslation(permission, spec, layout, context, decision, lost, sameTool);
    if (spec.codec === "capability-rules") return capabilityTranslation(permission, spec, context, file, decision, lost, sameTool);
    if (spec.codec === "switches") return switchTranslation(permission, spec, file, decision, lost, notes, sameTool);
    const text = sameTool ? permission.raw : ruleText(permission, spec);
    if (text === null) return unsupportedTranslation(item, `${context.tool.name} has no permission rule for ${permission.raw}`);
    const at = spec.lists?.[decision] ?? [decision];
    const merge = (existing: unknown) => {
      const list = Array.isArray(existing) ? existing : [];
      return list.some((rule) => typeof rule === "string" && sameRule(rule, text, spec))
        ? { value: existing, state: "present" as const }
        : { value: [...list, text], state: "absent" as const };
    };
    const label = `${at.join(".")}: ${text}`;
    const edit = spec.format === "yaml" ? yamlMerge(file, at, label, merge) : jsonMerge(file, at, label, merge);
    return {
      item,
      target: file,
      entry: at.join("."),
      fidelity: fidelityOf(lost, !sameTool && text !== permission.raw),
      lost,
      note: notes.join("; "),
      edits: [edit],
    };
  });
}

/**
 * The literal words of a Codex prefix rule for a shell rule. Codex compares each word exactly (a
 * word may only be a list of alternatives), so another tool's `*` wildcard is never written as a
 * word: a trailing `*` makes the rule a prefix; one in the middle cuts the prefix before it, which
 * makes a deny or ask rule broader (failing closed) and cannot be done for an allow rule.
 */
function codexWords(
  permission: Permission,
  decision: Decision,
  sameTool: boolean,
): { words: string[]; prefix: boolean; lost: string[] } | { unsupported: string } {
  const words = (permission.pattern ?? "").split(/\s+/).filter((word) => word !== "");
  let prefix = permission.prefix === true;
  if (sameTool) return { words, prefix, lost: [] };
  if (words.length > 1 && words.at(-1) === "*") {
    words.pop();
    prefix = true;
  }
  const wild = words.findIndex((word) => word.includes("*"));
  if (wild === -1) return { words, prefix, lost: [] };
  const kept = words.slice(0, wild);
  const why = `Codex rules match literal words, so the wildcard in "${permission.pattern}" would be taken as a literal * and never match`;
  if (kept.length === 0) return { unsupported: `${why}, and no words come before it` };
  if (decision === "allow")
    return { unsupported: `${why}; allowing every "${kept.join(" ")}" command instead would allow more, so add a Codex rule for each command you run` };
  return {
    words: kept,
    prefix: true,
    lost: [`wildcard (${words.slice(wild).join(" ")}): ${why}; this rule covers every "${kept.join(" ")}" command instead (broader, failing closed)`],
  };
}

/** Gemini: the permission as a `[[rule]]` of svc.toml in the policy folder, where the tool loads one at this scope. */
function policyTranslation(
  permission: Permission,
  spec: PermissionsSpec,
  layout: PermissionsLayout,
  context: ToolContext,
  decision: Decision,
  lost: string[],
  sameTool: boolean,
): Translation {
  if (layout.policies === undefined || isUnsupported(layout.policies))
    return unsupportedTranslation(permission, layout.policies?.unsupported ?? `${context.tool.name} loads no policy files here`);
  const own = sameTool ? ownPolicyRule(permission) : undefined;
  const made = own ? { rule: own, lost: [] } : policyRule(permission, decision, spec.tools ?? {});
  if ("unsupported" in made) return unsupportedTranslation(permission, made.unsupported);
  const file = path.join(resolvePath(context, layout.policies), "svc.toml");
  const label = `[[rule]] ${permission.name}`;
  const edit = tomlArrayEntry(file, "rule", made.rule, {
    entry: label,
    header: "# Written by svc: permission rules carried from another tool, for Gemini CLI's policy engine.\n\n",
  });
  return {
    item: permission,
    target: file,
    entry: label,
    fidelity: fidelityOf([...lost, ...made.lost], !sameTool),
    lost: [...lost, ...made.lost],
    note: "",
    edits: [edit],
  };
}

/** Kiro: one `{capability, effect, match}` entry of `rules`, added unless an equal one is there. */
function capabilityTranslation(
  permission: Permission,
  spec: PermissionsSpec,
  context: RenderContext,
  file: string,
  decision: Decision,
  lost: string[],
  sameTool: boolean,
): Translation {
  const capability = toolName(permission, spec);
  if (capability === undefined || permission.tool === "other" || (permission.tool === "fetch" && permission.pattern !== undefined)) {
    const why = permission.tool === "fetch" ? "Kiro's web_fetch patterns are not documented as domains" : `Kiro has no capability for ${permission.raw}`;
    return unsupportedTranslation(permission, why);
  }
  // Paths as Kiro's examples write them: relative to the workspace, without `./`.
  let match: string | undefined =
    permission.pattern === undefined || permission.tool === "shell" || permission.tool === "mcp" ? permission.pattern : projectRelative(permission.pattern);
  if (permission.tool === "shell" && permission.pattern !== undefined) match = permission.prefix ? `${permission.pattern} *` : permission.pattern;
  if (permission.tool === "mcp" && permission.pattern !== undefined) {
    const [server = "", tool] = permission.pattern.split(":");
    match = `${server}/${tool ?? "*"}`;
  }
  if (permission.tool === "edit" && !sameTool) lost.push("edit rules: Kiro governs edits with its fs_write capability");
  const rule = { capability, effect: decision, ...(match === undefined ? {} : { match: [match] }) };
  const label = `rules: ${capability} ${decision}${match === undefined ? "" : ` ${match}`}`;
  const edit = yamlMerge(file, ["rules"], label, (existing) => {
    const list = Array.isArray(existing) ? (existing as unknown[]) : [];
    return list.some((entry) => JSON.stringify(entry) === JSON.stringify(rule))
      ? { value: existing, state: "present" }
      : { value: [...list, rule], state: "absent" };
  });
  // Kiro's Enterprise Management FAQ: any rule naming fs_read, fs_write, shell, web_search,
  // web_fetch or mcp turns default deny on for it; its user-rule pages run the same engine but do not
  // say so. Said, not assumed: where the other tool asked about a use no rule covers, Kiro may refuse it.
  const note = sameTool
    ? ""
    : `any rule for ${capability} may turn Kiro's default deny on for ${capability} (its Enterprise Management pages say so of their rules; its user-rule pages do not): a ${capability} use no allow or ask rule covers would then be refused, where ${sourceTool(context, permission.origin.tool).name} asked`;
  return { item: permission, target: file, entry: "rules", fidelity: fidelityOf(lost, !sameTool), lost, note, edits: [edit] };
}

/** A path rule's glob as OpenCode's matcher sees paths: relative to the project, never with a leading `./`. */
function projectRelative(pattern: string): string {
  return pattern.replace(/^(?:\.\/)+/, "");
}

/**
 * OpenCode: the tool's entry becomes (or gains) a pattern map. Tools outside `arguments` (webfetch)
 * take a single action, never a map: OpenCode refuses to start on `webfetch: {…}`.
 */
function mapTranslation(
  permission: Permission,
  spec: PermissionsSpec,
  file: string,
  decision: Decision,
  lost: string[],
  notes: string[],
  sameTool: boolean,
): Translation {
  const name = toolName(permission, spec);
  if (name === undefined || permission.tool === "mcp" || permission.tool === "other")
    return unsupportedTranslation(permission, `no permission key for ${permission.raw}`);
  const at = [...(spec.at ?? []), name];
  const edit =
    spec.arguments && !spec.arguments.includes(permission.tool)
      ? jsonMerge(file, at, `${at.join(".")}: ${decision}`, (existing) => ({
          value: decision,
          state: existing === decision ? "present" : existing === undefined ? "absent" : "different",
        }))
      : jsonMerge(file, at, `${at.join(".")} ${mapPattern(permission, spec)}`, (existing) => {
          const pattern = mapPattern(permission, spec);
          const map =
            typeof existing === "object" && existing !== null ? (existing as Record<string, unknown>) : typeof existing === "string" ? { "*": existing } : {};
          if (map[pattern] === decision) return { value: existing, state: "present" };
          return { value: { ...map, [pattern]: decision }, state: map[pattern] === undefined ? "absent" : "different" };
        });
  return { item: permission, target: file, entry: at.join("."), fidelity: fidelityOf(lost, !sameTool), lost, note: notes.join("; "), edits: [edit] };
}

function mapPattern(permission: Permission, spec: PermissionsSpec): string {
  if (permission.pattern === undefined) return "*";
  if (permission.tool === "shell") return permission.prefix && spec.prefixSuffix ? `${permission.pattern}${spec.prefixSuffix}` : permission.pattern;
  return projectRelative(permission.pattern);
}

/** VS Code: the pattern's switch in the tool's auto-approve map. */
function switchTranslation(
  permission: Permission,
  spec: PermissionsSpec,
  file: string,
  decision: Decision,
  lost: string[],
  notes: string[],
  sameTool: boolean,
): Translation {
  const at = spec.switches?.[permission.tool];
  if (at === undefined || permission.pattern === undefined) {
    const what = permission.pattern === undefined ? `a rule for every ${permission.tool} use` : `${permission.tool} rules`;
    return unsupportedTranslation(permission, `VS Code's auto-approve settings have no place for ${what} (${permission.raw})`);
  }
  const approve = decision === "allow";
  const edit = jsonMerge(file, at, `${at.join(".")} ${permission.pattern}`, (existing) => {
    const map = typeof existing === "object" && existing !== null ? (existing as Record<string, unknown>) : {};
    if (map[permission.pattern as string] === approve) return { value: existing, state: "present" };
    return { value: { ...map, [permission.pattern as string]: approve }, state: map[permission.pattern as string] === undefined ? "absent" : "different" };
  });
  return { item: permission, target: file, entry: at.join("."), fidelity: fidelityOf(lost, !sameTool), lost, note: notes.join("; "), edits: [edit] };
}
