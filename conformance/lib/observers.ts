// Each target tool's own offline commands, and what they say they see: MCP servers with their
// fields, skills, agents, commands, instructions, hooks and permission rules, per kind. A kind an
// observer does not list is one its CLI cannot show offline (the README says which).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { normalizeRefs, type ServerView } from "./fixtures.ts";
import {
  claudeServers,
  copilotInstructions,
  copilotServers,
  copilotSkills,
  geminiServers,
  geminiSkills,
  opencodeConfig,
  opencodeSkills,
} from "../../src/doctor/tool-clis.ts";
import { HERE, NODE_DIR, run, tool, type Ran, type Sandbox } from "./sandbox.ts";

export type Kind = "instructions" | "mcp" | "commands" | "agents" | "skills" | "hooks" | "permissions" | "ignore";
export const KINDS: Kind[] = ["instructions", "mcp", "commands", "agents", "skills", "hooks", "permissions", "ignore"];

/** A plan item as `svc migrate --json` reports it. */
export interface Wrote {
  kind: Kind;
  name: string;
  source: string;
  target: string | null;
  entry?: string;
  fidelity: "exact" | "converted" | "lossy" | "unsupported";
  lost: string[];
  note: string;
  action: string;
}

export interface Seen {
  /** Names the tool lists, per kind it can list. */
  names: Partial<Record<Kind, Set<string>>>;
  servers: Map<string, ServerView>;
  /** Permission items (by svc's item name) the tool evaluated as svc said. */
  permissions?: Map<string, string>;
  /** The commands run, for the report. */
  ran: { command: string; code: number | null; ms: number; note?: string }[];
  /** Warnings and errors the tool printed about its configuration. */
  complaints: string[];
  /** What the stand-ins logged: the servers the tool really launched. */
  launched?: string[];
}

export interface Observer {
  id: string;
  /** Which fields of a server its listing shows (none: names only). */
  shows: (keyof ServerView)[];
  /** What its CLI lists; the rest is not observable offline. */
  kinds: Kind[];
  /** Why the other kinds are not listed (the table says it for each such item). */
  unlisted: string;
  /** Trusts the sandbox's repo the way a user would, so project files are read at all. */
  trust(sandbox: Sandbox): Promise<void>;
  observe(sandbox: Sandbox, wrote: Wrote[]): Promise<Seen>;
}

const TIMEOUT = 90_000;

function emptySeen(): Seen {
  return { names: {}, servers: new Map(), ran: [], complaints: [] };
}

async function call(seen: Seen, sandbox: Sandbox, name: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Ran> {
  const ran = await tool(sandbox, name, args, { timeoutMs: TIMEOUT, ...options });
  seen.ran.push({
    command: [name, ...args].join(" ").split(sandbox.root).join("…"),
    code: ran.code,
    ms: ran.ms,
    ...(ran.timedOut ? { note: "timed out" } : {}),
  });
  return ran;
}

function norm(record: Record<string, unknown> | null | undefined): Record<string, string> | undefined {
  if (!record || Object.keys(record).length === 0) return undefined;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, normalizeRefs(String(value))]));
}

/**
 * The lines of a tool's own check that are about a file svc wrote: they name it by its absolute
 * path, or relative to the repo (where the tool runs).
 */
function aboutWritten(lines: readonly string[], sandbox: Sandbox, wrote: readonly Wrote[]): string[] {
  const files = [...new Set(wrote.map((item) => item.target).filter((target): target is string => target !== null))];
  const names = files.flatMap((file) => [file, path.relative(sandbox.repo, file)]);
  return lines.filter((line) => names.some((name) => line.includes(name)));
}

async function mergeJson(file: string, patch: (value: Record<string, unknown>) => void): Promise<void> {
  const value = existsSync(file) ? (JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>) : {};
  patch(value);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

// ---- Codex ---------------------------------------------------------------------------------

const codexObserver: Observer = {
  id: "codex",
  shows: ["transport", "command", "args", "url", "env", "headers"],
  kinds: ["mcp", "permissions"],
  unlisted: "Codex has no command that lists skills, agents, prompts, hooks or instructions (codex doctor checked its config and flagged nothing of svc's)",
  async trust(sandbox) {
    const file = path.join(sandbox.home, ".codex/config.toml");
    await mkdir(path.dirname(file), { recursive: true });
    const current = existsSync(file) ? await readFile(file, "utf8") : "";
    await writeFile(file, `${current}\n[projects.${JSON.stringify(sandbox.repo)}]\ntrust_level = "trusted"\n`);
  },
  async observe(sandbox, wrote) {
    const seen = emptySeen();
    const listed = await call(seen, sandbox, "codex", ["mcp", "list", "--json"]);
    const servers = JSON.parse(listed.stdout || "[]") as { name: string; transport: Record<string, unknown> }[];
    for (const { name, transport } of servers) {
      if (transport["type"] === "stdio") {
        const env: Record<string, string> = { ...norm(transport["env"] as Record<string, unknown>) };
        for (const variable of (transport["env_vars"] as string[] | null) ?? []) env[variable] = variable === "SVC_CONF_TOKEN" ? "<TOKEN>" : `\${${variable}}`;
        seen.servers.set(name, {
          transport: "stdio",
          command: String(transport["command"]),
          args: ((transport["args"] as string[]) ?? []).map(normalizeRefs),
          ...(Object.keys(env).length ? { env } : {}),
        });
      } else {
        const headers: Record<string, string> = { ...norm(transport["http_headers"] as Record<string, unknown>) };
        const bearer = transport["bearer_token_env_var"];
        if (typeof bearer === "string") headers["Authorization"] = normalizeRefs(`Bearer \${${bearer}}`);
        for (const [header, variable] of Object.entries((transport["env_http_headers"] as Record<string, string> | null) ?? {}))
          headers[header] = normalizeRefs(`\${${variable}}`);
        // Codex speaks streamable HTTP only: an SSE server is shown as HTTP.
        seen.servers.set(name, { transport: "http", url: String(transport["url"]), ...(Object.keys(headers).length ? { headers } : {}) });
      }
    }
    seen.names.mcp = new Set(seen.servers.keys());
    // Codex's own check of its configuration: the warnings it starts with (unrecognized settings…)
    // and each server's configuration problem, for the files and servers svc wrote.
    const doctor = await call(seen, sandbox, "codex", ["doctor", "--json"]);
    const checks = (JSON.parse(doctor.stdout || "{}") as { checks?: Record<string, { status: string; details?: Record<string, string> }> }).checks ?? {};
    const startup = Object.entries(checks["config.load"]?.details ?? {})
      .filter(([key]) => /^startup warning$/.test(key))
      .flatMap(([, text]) => text.split("\n"));
    seen.complaints.push(...aboutWritten(startup, sandbox, wrote).map((line) => `codex doctor: ${line.trim()}`));
    for (const [server, problem] of Object.entries(checks["mcp.config"]?.details ?? {})) {
      if (wrote.some((item) => item.kind === "mcp" && item.name === server) && !/^(ok|enabled)/.test(problem))
        seen.complaints.push(`codex doctor: MCP server ${server}: ${problem}`);
    }
    // Permission rules: Codex evaluates each rule svc wrote against a command the rule names.
    seen.permissions = new Map();
    const decisions: Record<string, string> = { allow: "allow", ask: "prompt", deny: "forbidden" };
    for (const item of wrote.filter((one) => one.kind === "permissions" && one.target?.endsWith(".rules"))) {
      // The command the source rule names (a * stands for any word), with one more argument.
      const command = [
        ...commandOf(item.name)
          .split(" ")
          .map((word) => (word === "*" ? "anything" : word)),
        "--flag",
      ];
      const checked = await call(seen, sandbox, "codex", ["execpolicy", "check", "--rules", item.target ?? "", ...command]);
      const decision = (JSON.parse(checked.stdout || "{}") as { decision?: string }).decision ?? "no rule matched";
      seen.permissions.set(item.name, decision === decisions[item.name.split(" ")[0] ?? ""] ? "as svc said" : `${command.join(" ")} → ${decision}`);
    }
    return seen;
  },
};

/** The command words of a permission item's name: `allow Bash(npm run test:*)` → `npm run test`. */
function commandOf(name: string): string {
  const raw = name.slice(name.indexOf(" ") + 1);
  const inner = /\(([^)]*)\)/.exec(raw)?.[1] ?? raw;
  return inner.replace(/:\*$|\s\*$|\*$/, "").trim();
}

// ---- Claude Code ---------------------------------------------------------------------------

const claudeObserver: Observer = {
  id: "claude-code",
  shows: ["transport", "command", "args", "url", "env", "headers"],
  kinds: ["mcp"],
  unlisted: "Claude Code lists them only inside a session (claude doctor checked its settings and MCP files and flagged nothing of svc's)",
  async trust(sandbox) {
    await mergeJson(path.join(sandbox.home, ".claude.json"), (value) => {
      const projects = (value["projects"] ??= {}) as Record<string, Record<string, unknown>>;
      projects[sandbox.repo] = { ...projects[sandbox.repo], hasTrustDialogAccepted: true, enableAllProjectMcpServers: true };
      value["hasCompletedOnboarding"] = true;
    });
  },
  async observe(sandbox, wrote) {
    const seen = emptySeen();
    // Claude Code's own check of its settings and MCP configuration (invalid settings, permission
    // rules that never match, values it warns about), for the files svc wrote.
    const doctor = await call(seen, sandbox, "claude", ["doctor"]);
    seen.complaints.push(...aboutWritten(doctorFindings(doctor.stdout), sandbox, wrote).map((line) => `claude doctor: ${line}`));
    const listed = await call(seen, sandbox, "claude", ["mcp", "list"]);
    const names = claudeServers(listed.stdout);
    for (const name of names) {
      const got = await call(seen, sandbox, "claude", ["mcp", "get", name]);
      const field = (label: string) => new RegExp(`^  ${label}: (.*)$`, "m").exec(got.stdout)?.[1];
      const block = (label: string) => {
        const match = new RegExp(`^  ${label}:\\n((?:    .*\\n?)*)`, "m").exec(got.stdout);
        if (!match) return undefined;
        // Environment lines are KEY=value, header lines Name: value.
        const separator = label === "Environment" ? "=" : ": ";
        return Object.fromEntries(
          (match[1] ?? "")
            .split("\n")
            .filter((line) => line.trim() !== "")
            .map((line) => [line.trim().split(separator)[0] ?? "", normalizeRefs(line.trim().split(separator).slice(1).join(separator))]),
        );
      };
      const type = field("Type") ?? "stdio";
      if (type === "stdio") {
        const args = field("Args");
        seen.servers.set(name, {
          transport: "stdio",
          command: field("Command") ?? "",
          args: args ? args.split(" ").map(normalizeRefs) : [],
          ...(block("Environment") ? { env: block("Environment") } : {}),
        });
      } else {
        seen.servers.set(name, {
          transport: type === "sse" ? "sse" : "http",
          url: normalizeRefs(field("URL") ?? ""),
          ...(block("Headers") ? { headers: block("Headers") } : {}),
        });
      }
    }
    seen.names.mcp = new Set(seen.servers.keys());
    return seen;
  },
};

/** `claude doctor`'s findings: each "- …" line with the indented lines under it, as one line. */
function doctorFindings(text: string): string[] {
  const findings: string[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("- ")) findings.push(line.slice(2).trim());
    else if (/^\s+\S/.test(line) && findings.length > 0) findings[findings.length - 1] += ` ${line.trim()}`;
  }
  return findings;
}

// ---- Gemini CLI ----------------------------------------------------------------------------

const geminiObserver: Observer = {
  id: "gemini-cli",
  shows: ["transport", "command", "args", "url"],
  kinds: ["mcp", "skills", "permissions"],
  unlisted: "the Gemini CLI lists them only inside a session (/memory, /commands, /agents, /hooks)",
  async trust(sandbox) {
    await mergeJson(path.join(sandbox.home, ".gemini/trustedFolders.json"), (value) => {
      value[sandbox.repo] = "TRUST_FOLDER";
    });
  },
  async observe(sandbox, wrote) {
    const seen = emptySeen();
    const listed = await call(seen, sandbox, "gemini", ["mcp", "list"]);
    const text = `${listed.stdout}\n${listed.stderr}`;
    seen.complaints.push(...text.split("\n").filter((line) => /^(Warning|Error)/i.test(line.trim())));
    for (const { name, target, transport } of geminiServers(text)) {
      if (transport === "stdio") {
        const [command = "", ...args] = target.split(" ");
        seen.servers.set(name, { transport: "stdio", command, args: args.map(normalizeRefs) });
      } else seen.servers.set(name, { transport, url: normalizeRefs(target) });
    }
    seen.names.mcp = new Set(seen.servers.keys());
    const skills = await call(seen, sandbox, "gemini", ["skills", "list"]);
    seen.names.skills = new Set(geminiSkills(skills.stdout));
    await geminiPolicies(seen, sandbox, wrote);
    return seen;
  },
};

/**
 * Permission rules: Gemini's own policy engine (lib/gemini-policy.ts) decides a call each rule svc
 * wrote names; as svc said means the same decision, taken by a rule of svc's policy file.
 */
async function geminiPolicies(seen: Seen, sandbox: Sandbox, wrote: Wrote[]): Promise<void> {
  seen.permissions = new Map();
  const items = wrote.filter((item) => item.kind === "permissions" && item.target?.endsWith("/.gemini/policies/svc.toml"));
  if (items.length === 0) return;
  const calls = items.map((item) => {
    // mcp__server__tool, or mcp__server (every tool of it: a call to any one).
    const mcp = /^\w+ mcp__([^_]+(?:_[^_]+)*?)(?:__(.+))?$/.exec(item.name);
    if (mcp) return { name: `mcp_${mcp[1]}_${mcp[2] ?? "any_tool"}` };
    // The command the source rule names (a * stands for any word), with one more argument.
    return {
      name: "run_shell_command",
      args: {
        command: [
          ...commandOf(item.name)
            .split(" ")
            .map((word) => (word === "*" ? "anything" : word)),
          "--flag",
        ].join(" "),
      },
    };
  });
  const ran = await run(sandbox, [path.join(NODE_DIR, "node"), path.join(HERE, "lib/gemini-policy.ts")], { timeoutMs: TIMEOUT, stdin: JSON.stringify(calls) });
  seen.ran.push({ command: "gemini's PolicyEngine.check (lib/gemini-policy.ts)", code: ran.code, ms: ran.ms });
  const last = ran.stdout.trim().split("\n").at(-1) ?? "{}";
  const result = JSON.parse(last.startsWith("{") ? last : "{}") as { decisions?: { decision: string; source: string | null }[]; complaints?: string[] };
  if (!result.decisions) throw new Error(`gemini policy check failed (exit ${ran.code}): ${ran.stderr.slice(-2000)}`);
  seen.complaints.push(...(result.complaints ?? []));
  const wanted: Record<string, string> = { allow: "allow", ask: "ask_user", deny: "deny" };
  items.forEach((item, index) => {
    const got = result.decisions?.[index];
    const said = got?.decision === wanted[item.name.split(" ")[0] ?? ""] && got?.source === "User: svc.toml";
    seen.permissions?.set(item.name, said ? "as svc said" : `${JSON.stringify(calls[index])} → ${got?.decision} (${got?.source ?? "no rule"})`);
  });
}

// ---- OpenCode ------------------------------------------------------------------------------

const opencodeObserver: Observer = {
  id: "opencode",
  shows: ["transport", "command", "args", "url", "env", "headers"],
  kinds: ["mcp", "commands", "agents", "skills", "permissions"],
  unlisted: "OpenCode's debug commands show no instructions, and hooks are JS plugins there",
  async trust() {},
  async observe(sandbox, wrote) {
    const seen = emptySeen();
    // The first start creates OpenCode's database (two at once race on it); the other two reads
    // are independent starts and run together.
    const config = await call(seen, sandbox, "opencode", ["debug", "config"]);
    const [skills, agent] = await Promise.all([
      call(seen, sandbox, "opencode", ["debug", "skill"]),
      call(seen, sandbox, "opencode", ["debug", "agent", "build"]),
    ]);
    if (config.code !== 0) {
      seen.complaints.push(`${config.stderr}${config.stdout}`.replace(/\x1b\[[0-9;]*m/g, "").trim());
      return seen;
    }
    const resolved = opencodeConfig(config.stdout);
    for (const [name, entry] of Object.entries(resolved["mcp"] ?? {})) {
      if (entry["type"] === "local") {
        const [command = "", ...args] = (entry["command"] as string[]) ?? [];
        seen.servers.set(name, {
          transport: "stdio",
          command,
          args: args.map(normalizeRefs),
          ...(norm(entry["environment"] as Record<string, unknown>) ? { env: norm(entry["environment"] as Record<string, unknown>) } : {}),
        });
      } else {
        // "remote" is streamable HTTP with an SSE fallback.
        seen.servers.set(name, {
          transport: "http",
          url: normalizeRefs(String(entry["url"])),
          ...(norm(entry["headers"] as Record<string, unknown>) ? { headers: norm(entry["headers"] as Record<string, unknown>) } : {}),
        });
      }
    }
    seen.names.mcp = new Set(seen.servers.keys());
    seen.names.agents = new Set(Object.keys(resolved["agent"] ?? {}));
    seen.names.commands = new Set(Object.keys(resolved["command"] ?? {}));
    seen.names.skills = new Set(opencodeSkills(skills.stdout));
    // Permission rules: the build agent's merged ruleset, as OpenCode evaluates it (last match wins).
    const rules = (JSON.parse(agent.stdout || "{}") as { permission?: { permission: string; pattern: string; action: string }[] }).permission ?? [];
    seen.permissions = new Map();
    const permission = resolved["permission"] ?? {};
    for (const item of wrote.filter((one) => one.kind === "permissions" && one.entry)) {
      const key = (item.entry ?? "").split(".")[1] ?? "";
      const value = permission[key];
      const patterns = typeof value === "string" ? { "*": value } : ((value ?? {}) as Record<string, string>);
      const decision = item.name.split(" ")[0] ?? "";
      const inRuleset = Object.entries(patterns).some(
        ([pattern, action]) => (action === decision || action === "***") && rules.some((rule) => rule.permission === key && rule.pattern === pattern),
      );
      const dotted = Object.keys(patterns).some((pattern) => pattern.startsWith("./"));
      seen.permissions.set(
        item.name,
        inRuleset && !dotted ? "as svc said" : dotted ? "a ./ pattern OpenCode's matcher never sees" : "not in the build agent's rules",
      );
    }
    return seen;
  },
};

// ---- Copilot CLI ---------------------------------------------------------------------------

const copilotObserver: Observer = {
  id: "copilot",
  shows: ["transport", "command", "args", "url", "env", "headers"],
  kinds: ["mcp", "skills", "instructions"],
  unlisted: "the Copilot CLI has no command that lists custom agents, prompts, hooks or permission rules",
  async trust(sandbox) {
    await mergeJson(path.join(sandbox.home, ".copilot/config.json"), (value) => {
      value["trustedFolders"] = [...((value["trustedFolders"] as string[]) ?? []), sandbox.repo];
    });
  },
  async observe(sandbox) {
    const seen = emptySeen();
    const listed = await call(seen, sandbox, "copilot", ["mcp", "list", "--json"]);
    seen.complaints.push(...listed.stderr.split("\n").filter((line) => /warning|error/i.test(line)));
    const servers = copilotServers(listed.stdout);
    for (const [name, entry] of Object.entries(servers)) {
      const type = String(entry["type"] ?? (entry["url"] ? "http" : "local"));
      if (type === "local" || type === "stdio") {
        seen.servers.set(name, {
          transport: "stdio",
          command: String(entry["command"]),
          args: ((entry["args"] as string[]) ?? []).map(normalizeRefs),
          ...(norm(entry["env"] as Record<string, unknown>) ? { env: norm(entry["env"] as Record<string, unknown>) } : {}),
        });
      } else
        seen.servers.set(name, {
          transport: type === "sse" ? "sse" : "http",
          url: normalizeRefs(String(entry["url"])),
          ...(norm(entry["headers"] as Record<string, unknown>) ? { headers: norm(entry["headers"] as Record<string, unknown>) } : {}),
        });
    }
    seen.names.mcp = new Set(seen.servers.keys());
    const skills = await call(seen, sandbox, "copilot", ["skill", "list", "--json"]);
    seen.names.skills = new Set(copilotSkills(skills.stdout));
    const instructions = await call(seen, sandbox, "copilot", ["instruction", "list"]);
    seen.names.instructions = new Set(copilotInstructions(instructions.stdout));
    return seen;
  },
};

// ---- Continue CLI (cn) ---------------------------------------------------------------------

const continueObserver: Observer = {
  id: "continue",
  shows: [],
  kinds: ["mcp"],
  unlisted: "cn has no listing command: only the servers it launches are seen",
  async trust() {},
  async observe(sandbox) {
    const seen = emptySeen();
    // cn has no listing command: a headless run launches every server it reads (stand-ins log
    // themselves) and names those that failed; its model is a closed port on loopback.
    const config = path.join(sandbox.home, ".continue/config.yaml");
    const model = "models:\n  - name: offline\n    provider: openai\n    model: gpt-4o\n    apiBase: http://127.0.0.1:9/v1\n    apiKey: offline\n";
    if (existsSync(config)) {
      const text = await readFile(config, "utf8");
      if (!/^models:/m.test(text)) await writeFile(config, `${text}${model}`);
    } else await writeFile(config, `name: Offline\nversion: 1.0.0\nschema: v1\n${model}`);
    const ran = await call(seen, sandbox, "cn", ["-p", "hello"]);
    const output = `${ran.stdout}\n${ran.stderr}`.replace(/\\n/g, "\n");
    const failed = /failed to load:\n([\s\S]*?)(?:"|$)/.exec(output)?.[1] ?? "";
    seen.names.mcp = new Set([...failed.matchAll(/^([A-Za-z0-9_.-]+): /gm)].map((match) => match[1] ?? ""));
    seen.launched = await sandbox.launched();
    return seen;
  },
};

export const OBSERVERS: Record<string, Observer> = {
  codex: codexObserver,
  "claude-code": claudeObserver,
  "gemini-cli": geminiObserver,
  opencode: opencodeObserver,
  copilot: copilotObserver,
  continue: continueObserver,
};
