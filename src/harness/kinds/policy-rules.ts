// Gemini CLI's policy engine: `[[rule]]` tables in ~/.gemini/policies/*.toml (its docs,
// reference/policy-engine.md, and packages/core/src/policy in 0.61). A rule names a tool
// (`toolName`, a string or a list), optionally an MCP server (`mcpName`), a shell command prefix
// (`commandPrefix`, a string or a list) or regular expression (`commandRegex`), and decides
// `allow`, `deny` or `ask_user`; the highest `priority` (0–999) among the matching rules wins.
//
// Read: a rule with only those conditions becomes one neutral permission per tool × prefix; a rule
// with others (modes, subagent, argsPattern, toolAnnotations, interactive) is kept whole as an
// `other` rule that only Gemini itself can take back. Written: one `[[rule]]` per permission, with
// priorities that rank deny over ask over allow, as Claude Code and most tools decide.
import type { Decision, Permission, ReadProblem } from "../model.ts";

type Tools = Partial<Record<Permission["tool"], string>>;

/** A rule of a policy file as TOML gives it. */
export type PolicyRule = Record<string, unknown>;

const DECISION_OF: Record<string, Decision> = { allow: "allow", deny: "deny", ask_user: "ask" };
const POLICY_DECISION: Record<Decision, string> = { allow: "allow", ask: "ask_user", deny: "deny" };
/** Deny wins over ask, ask over allow, whatever the command's length (as in Claude Code). */
const PRIORITY: Record<Decision, number> = { allow: 100, ask: 200, deny: 300 };
/** Conditions svc understands; a rule with any other is carried whole, for Gemini only. */
const PLAIN_KEYS = new Set(["toolName", "mcpName", "commandPrefix", "commandRegex", "decision", "priority", "denyMessage", "deny_message"]);
const SHELL = "run_shell_command";
/** How svc ends a command-prefix regex (as commandPrefix does), and what it writes for a `*`. */
const PREFIX_END = '(?:[\\s"]|\\\\")';
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/;
const ANY_WORDS = '[^"]*';

function strings(value: unknown): string[] | undefined {
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((one) => typeof one === "string")) return value as string[];
  return undefined;
}

/** Text svc wrote with regexLiteral, back as it was, or undefined when it holds regular-expression syntax. */
function fromRegexLiteral(regex: string): string | undefined {
  let json = "";
  for (let index = 0; index < regex.length; index++) {
    const char = regex[index] ?? "";
    if (char === "\\") {
      const next = regex[index + 1] ?? "";
      if (!REGEX_SPECIAL.test(next)) return undefined;
      json += next;
      index++;
    } else if (REGEX_SPECIAL.test(char)) return undefined;
    else json += char;
  }
  try {
    return JSON.parse(`"${json}"`) as string;
  } catch {
    return undefined;
  }
}

/** The exact-command form svc writes (`commandRegex = 'npm test"'`), back to its command. */
function exactCommand(regex: string): string | undefined {
  return regex.endsWith('"') ? fromRegexLiteral(regex.slice(0, -1)) : undefined;
}

/** svc's `*` wildcard form (`commandRegex = 'pnpm --filter [^"]* test(?:[\s"]|\\")'`), back to its words. */
function wildcardCommand(regex: string): { pattern: string; prefix: boolean } | undefined {
  const prefix = regex.endsWith(PREFIX_END);
  const exact = regex.endsWith('"') && !prefix;
  if (!prefix && !exact) return undefined;
  const parts = regex.slice(0, prefix ? -PREFIX_END.length : -1).split(ANY_WORDS);
  if (parts.length < 2) return undefined;
  const words = parts.map(fromRegexLiteral);
  if (words.some((word) => word === undefined)) return undefined;
  return { pattern: words.join("*"), prefix };
}

export interface ReadPolicy {
  decision: Decision;
  /** The item's name after its decision: `run_shell_command(git status)`, `mcp_github_*`, or the rule's conditions. */
  label: string;
  /** The whole rule, as JSON: what a Gemini target writes back unchanged. */
  raw: string;
  neutral: Pick<Permission, "tool" | "pattern" | "prefix">;
}

/** The permissions one `[[rule]]` stands for; a malformed rule is a problem naming its file. */
export function policyPermissions(rule: PolicyRule, tools: Tools, file: string, index: number, problems: ReadProblem[]): ReadPolicy[] {
  const decision = DECISION_OF[String(rule["decision"])];
  if (decision === undefined) {
    problems.push({
      path: file,
      message: `rule ${index + 1}: decision must be "allow", "deny" or "ask_user" (found ${JSON.stringify(rule["decision"])}); the rule is skipped`,
    });
    return [];
  }
  const plain = Object.keys(rule).every((key) => PLAIN_KEYS.has(key));
  const toolNames = strings(rule["toolName"]);
  const prefixes = strings(rule["commandPrefix"]);
  const regex = typeof rule["commandRegex"] === "string" ? rule["commandRegex"] : undefined;
  const mcpName = typeof rule["mcpName"] === "string" ? rule["mcpName"] : undefined;
  const whole = (label: string, neutral: ReadPolicy["neutral"]): ReadPolicy => ({ decision, label, raw: JSON.stringify(rule), neutral });
  const shellOnly = prefixes !== undefined || regex !== undefined;
  if (!plain || (shellOnly && toolNames !== undefined && toolNames.some((name) => name !== SHELL))) return [whole(conditions(rule), { tool: "other" })];
  if (mcpName !== undefined) {
    if (mcpName === "*" || shellOnly || (toolNames && toolNames.length > 1)) return [whole(conditions(rule), { tool: "other" })];
    const tool = toolNames?.[0];
    const named = tool !== undefined && tool !== "*";
    return [whole(`mcp_${mcpName}_${named ? tool : "*"}`, { tool: "mcp", pattern: named ? `${mcpName}:${tool}` : mcpName })];
  }
  if (regex !== undefined) {
    const exact = exactCommand(regex);
    const wild = exact === undefined ? wildcardCommand(regex) : undefined;
    if (exact !== undefined) return [whole(`${SHELL}(${exact})`, { tool: "shell", pattern: exact, prefix: false })];
    if (wild !== undefined) return [whole(`${SHELL}(${wild.pattern})`, { tool: "shell", ...wild })];
    return [whole(conditions(rule), { tool: "other" })];
  }
  if (prefixes !== undefined) {
    return prefixes.map((prefix) => ({
      decision,
      label: `${SHELL}(${prefix})`,
      raw: JSON.stringify({ ...rule, toolName: SHELL, commandPrefix: prefix }),
      neutral: { tool: "shell", pattern: prefix, prefix: true },
    }));
  }
  if (toolNames === undefined) return [whole(conditions(rule), { tool: "other" })];
  return toolNames.map((name) => {
    // An MCP tool by its full name (mcp_server_tool; Gemini splits at the first _ after mcp_).
    const mcp = /^mcp_([^_]+)_(.+)$/.exec(name);
    const tool = (Object.entries(tools).find(([, written]) => written === name)?.[0] as Permission["tool"] | undefined) ?? "other";
    const neutral: ReadPolicy["neutral"] = mcp ? { tool: "mcp", pattern: mcp[2] === "*" ? (mcp[1] ?? "") : `${mcp[1]}:${mcp[2]}` } : { tool };
    return { decision, label: name, raw: JSON.stringify({ ...rule, toolName: name }), neutral };
  });
}

/** A rule svc cannot say in neutral terms, named by its conditions: `toolName=write_file modes=[plan]`. */
function conditions(rule: PolicyRule): string {
  return Object.entries(rule)
    .filter(([key]) => key !== "decision" && key !== "priority" && key !== "denyMessage" && key !== "deny_message")
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
}

// ---- writing --------------------------------------------------------------------------------

/** Text as it appears inside the JSON of the tool's arguments, escaped for a regular expression. */
function regexLiteral(text: string): string {
  return JSON.stringify(text).slice(1, -1).replace(new RegExp(REGEX_SPECIAL.source, "g"), "\\$&");
}

/** The `[[rule]]` for a permission in another tool's terms, or why Gemini's policies cannot say it. */
export function policyRule(permission: Permission, decision: Decision, tools: Tools): { rule: PolicyRule; lost: string[] } | { unsupported: string } {
  const base = { decision: POLICY_DECISION[decision], priority: PRIORITY[decision] };
  if (permission.tool === "mcp") {
    const [server = "", tool] = (permission.pattern ?? "").split(":");
    if (server === "") return { unsupported: `no MCP server named in ${permission.raw}` };
    // Every rule needs a toolName (Gemini's loader rejects the whole file otherwise): "*" is every tool of the server.
    return { rule: { mcpName: server, toolName: tool && tool !== "*" ? tool : "*", ...base }, lost: [] };
  }
  const toolName = tools[permission.tool] ?? (permission.tool === "edit" ? tools.write : permission.tool === "write" ? tools.edit : undefined);
  if (toolName === undefined || permission.tool === "other") return { unsupported: `Gemini CLI has no policy rule for ${permission.raw}` };
  if (permission.pattern === undefined) return { rule: { toolName, ...base }, lost: [] };
  if (permission.tool !== "shell")
    return {
      unsupported: `Gemini CLI's policy rules can ${decision} ${toolName} only as a whole (or by a regular expression over its arguments), not for ${permission.pattern}`,
    };
  const words = permission.pattern.trim();
  if (!words.includes("*")) {
    if (permission.prefix !== false) return { rule: { toolName, commandPrefix: words, ...base }, lost: [] };
    return { rule: { toolName, commandRegex: `${regexLiteral(words)}"`, ...base }, lost: [] };
  }
  const regex = words.split("*").map(regexLiteral).join(ANY_WORDS);
  return { rule: { toolName, commandRegex: `${regex}${permission.prefix === false ? '"' : PREFIX_END}`, ...base }, lost: [] };
}

/** A permission read from a Gemini policy file, back as the rule it was (same-tool migrations and sync). */
export function ownPolicyRule(permission: Permission): PolicyRule | undefined {
  if (!permission.raw.startsWith("{")) return undefined;
  try {
    const rule = JSON.parse(permission.raw) as unknown;
    return typeof rule === "object" && rule !== null && !Array.isArray(rule) && "decision" in rule ? (rule as PolicyRule) : undefined;
  } catch {
    return undefined;
  }
}
