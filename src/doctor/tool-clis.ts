// The agent tools' own command-line programs, asked offline what they read: `svc doctor` runs them
// on the user's machine, and the conformance suite (conformance/lib/sandbox.ts) runs the pinned
// releases with the same isolation. Each probe is one of the tool's own listing commands; its
// answer is reduced to what it shows: the MCP servers with their transport, command line and URL,
// the skills, agents, commands and instruction files where a listing names them, and what it
// complained of.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import type { Env } from "../core/output.ts";
import type { HarnessKind, ToolId } from "../harness/tools/ids.ts";

/** A closed port on loopback: whatever a tool tries to reach fails at once, on this machine. */
const NOWHERE = "http://127.0.0.1:9";

/**
 * What keeps a tool's CLI off the network: proxies and every model base address on a closed
 * loopback port, telemetry, error reports and self-updates off. Secrets are not touched (the
 * addresses they would go to lead nowhere).
 */
export const OFFLINE_ENV: Readonly<Record<string, string>> = {
  HTTP_PROXY: NOWHERE,
  HTTPS_PROXY: NOWHERE,
  http_proxy: NOWHERE,
  https_proxy: NOWHERE,
  NO_PROXY: "",
  no_proxy: "",
  // Claude Code
  ANTHROPIC_BASE_URL: NOWHERE,
  DISABLE_TELEMETRY: "1",
  DISABLE_AUTOUPDATER: "1",
  DISABLE_ERROR_REPORTING: "1",
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  // Codex
  OPENAI_BASE_URL: `${NOWHERE}/v1`,
  // Gemini CLI
  GOOGLE_GEMINI_BASE_URL: NOWHERE,
  GEMINI_TELEMETRY_ENABLED: "false",
  GEMINI_CLI_DISABLE_AUTO_UPDATE: "true",
  // OpenCode
  OPENCODE_DISABLE_AUTOUPDATE: "1",
  OPENCODE_DISABLE_SHARE: "1",
  OPENCODE_DISABLE_MODELS_FETCH: "1",
  OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
  OPENCODE_DISABLE_DEFAULT_PLUGINS: "1",
  // Copilot CLI: offline mode skips authentication, telemetry and updates.
  COPILOT_OFFLINE: "true",
  COPILOT_AUTO_UPDATE: "false",
  COPILOT_PROVIDER_BASE_URL: `${NOWHERE}/v1`,
  // Continue CLI
  CONTINUE_TELEMETRY_ENABLED: "0",
  CONTINUE_API_BASE: NOWHERE,
  // Plain output.
  NO_COLOR: "1",
  TERM: "dumb",
  CI: "1",
};

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  timedOut: boolean;
}

/**
 * Runs a program with a hard timeout: at the deadline its whole process group is killed, and so
 * are helpers it left behind when it ends. A program that cannot start answers code -1.
 */
export function runBounded(program: readonly string[], options: { cwd: string; env: Env; timeoutMs: number; stdin?: string }): Promise<Ran> {
  const [command = "", ...args] = program;
  const started = Date.now();
  const windows = process.platform === "win32";
  return new Promise((resolve) => {
    // Windows has no process groups to kill; a .cmd shim (npm's) needs the shell there.
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env as NodeJS.ProcessEnv,
      detached: !windows,
      shell: windows && /\.(cmd|bat)$/i.test(command),
      stdio: ["pipe", "pipe", "pipe"],
      windowsHide: true,
    });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    const killGroup = () => {
      try {
        if (windows) child.kill("SIGKILL");
        else process.kill(-(child.pid ?? 0), "SIGKILL");
      } catch {
        /* already gone */
      }
    };
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.on("error", () => {});
    child.stdin.end(options.stdin ?? "");
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: `${stderr}${error.message}`, ms: Date.now() - started, timedOut });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      killGroup();
      resolve({ code, stdout, stderr, ms: Date.now() - started, timedOut });
    });
  });
}

/** The program `name` as the shell would find it on PATH (PATHEXT's extensions on Windows), or null. */
export function findOnPath(name: string, env: Env, platform: NodeJS.Platform): string | null {
  const separator = platform === "win32" ? ";" : ":";
  const extensions = platform === "win32" ? (env["PATHEXT"] ?? ".COM;.EXE;.BAT;.CMD").split(";").filter((ext) => ext !== "") : [""];
  for (const folder of (env["PATH"] ?? env["Path"] ?? "").split(separator)) {
    if (folder === "") continue;
    for (const extension of extensions) {
      const candidate = path.join(folder, name + extension);
      try {
        accessSync(candidate, platform === "win32" ? constants.F_OK : constants.X_OK);
        return candidate;
      } catch {
        /* not here */
      }
    }
  }
  return null;
}

/**
 * An MCP server as a tool's listing shows it; a field the listing does not show is left out. The
 * command line is the program and its arguments joined by spaces, as Claude and Gemini print it.
 */
export interface ListedServer {
  name: string;
  transport?: "stdio" | "http" | "sse";
  commandLine?: string;
  url?: string;
}

/**
 * What a tool's listings said: the MCP servers they show, the names of the other kinds they list
 * (instructions by file path), and the lines they complained with. A kind absent from `names` is
 * one the CLI cannot list offline.
 */
export interface Listing {
  servers: ListedServer[];
  names: Partial<Record<Exclude<HarnessKind, "mcp">, string[]>>;
  complaints: string[];
}

/** One offline listing command of a tool and how its answer is read. */
export interface Probe {
  /** The arguments after the program. */
  args: readonly string[];
  /** The kinds its answer lists. */
  shows: readonly HarnessKind[];
  /** Adds what the answer shows to the listing; throws when the answer is not the listing expected. */
  read(ran: Ran, listing: Listing): unknown;
}

export interface ToolCli {
  tool: ToolId;
  /** The program's name on PATH. */
  command: string;
  /** Its listing commands, run one after the other (OpenCode's first start creates its database). */
  probes: readonly Probe[];
  /**
   * Variables that let it read the user's configuration in doctor's own empty folder, where it
   * would otherwise hold back what it loads (the Gemini CLI disables every MCP server in an
   * untrusted folder, the user's own included).
   */
  emptyFolderEnv?: Readonly<Record<string, string>>;
  /** Warnings it prints about the machine, not about its configuration. */
  harmless?: RegExp;
}

/** Lines of output that are warnings or errors about the configuration. */
function complaintsIn(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^(warning|error)\b/i.test(line));
}

/** Servers in `codex mcp list --json`: `[{name, transport: {type: "stdio", command, args} | {type: "streamable_http", url}}]`. */
export function codexServers(stdout: string): ListedServer[] {
  return (JSON.parse(stdout || "[]") as { name: string; transport: Record<string, unknown> }[]).map(({ name, transport }) =>
    transport["type"] === "stdio"
      ? { name, transport: "stdio", commandLine: [String(transport["command"]), ...((transport["args"] as string[] | null) ?? [])].join(" ") }
      : // Codex speaks streamable HTTP only.
        { name, transport: "http", url: String(transport["url"]) },
  );
}

/** Names in `claude mcp list`: one `name: command-or-url - status` line each. */
export function claudeServers(stdout: string): string[] {
  return claudeListing(stdout).map((server) => server.name);
}

/** Servers in `claude mcp list`: `name: npx -y pkg - ✓ Connected`, `name: https://x (HTTP) - ✘ Failed to connect`, `(SSE)` likewise. */
export function claudeListing(stdout: string): ListedServer[] {
  return [...stdout.matchAll(/^([A-Za-z0-9_.-]+): (.*?) - \S+ /gm)].map(([, name = "", target = ""]) => {
    const remote = / \((HTTP|SSE)\)$/.exec(target);
    if (remote === null) return { name, transport: "stdio", commandLine: target };
    return { name, transport: remote[1] === "SSE" ? "sse" : "http", url: target.slice(0, remote.index) };
  });
}

/** Servers in `gemini mcp list`: `✓ name: target (transport) - status` lines. */
export function geminiServers(text: string): { name: string; target: string; transport: "stdio" | "http" | "sse" }[] {
  return [...text.matchAll(/^. ([A-Za-z0-9_.-]+): (.*) \((stdio|http|sse)\)/gm)].map(([, name = "", target = "", transport = "stdio"]) => ({
    name,
    target,
    transport: transport as "stdio" | "http" | "sse",
  }));
}

/** Skills in `gemini skills list`: a `name [Enabled]` line each, its description and location indented below. */
export function geminiSkills(stdout: string): string[] {
  return [...stdout.matchAll(/^([a-z0-9-]+) \[(Enabled|Disabled)\]/gm)].map((match) => match[1] ?? "");
}

/** The MCP servers of `opencode debug config` (its resolved configuration, as JSON). */
export function opencodeConfig(stdout: string): Record<string, Record<string, Record<string, unknown>>> {
  return JSON.parse(stdout) as Record<string, Record<string, Record<string, unknown>>>;
}

/** Servers in OpenCode's resolved configuration: `local` with a command array, or `remote` (streamable HTTP, falling back to SSE by itself). */
function opencodeServers(config: ReturnType<typeof opencodeConfig>): ListedServer[] {
  return Object.entries(config["mcp"] ?? {}).map(([name, entry]) =>
    entry["type"] === "local"
      ? { name, transport: "stdio", commandLine: ((entry["command"] as string[] | undefined) ?? []).join(" ") }
      : { name, transport: "http", url: String(entry["url"]) },
  );
}

/** The user's skills in `opencode debug skill` (`[{name, location, content}]`; its built-in ones, at `<built-in>`, left out). */
export function opencodeSkills(stdout: string): string[] {
  return (JSON.parse(stdout || "[]") as { name: string; location?: string }[]).filter((skill) => skill.location !== "<built-in>").map((skill) => skill.name);
}

/** Servers in `copilot mcp list --json`: `{mcpServers: {name: {...}}}`. */
export function copilotServers(stdout: string): Record<string, Record<string, unknown>> {
  return (JSON.parse(stdout || "{}") as { mcpServers?: Record<string, Record<string, unknown>> }).mcpServers ?? {};
}

function copilotListing(stdout: string): ListedServer[] {
  return Object.entries(copilotServers(stdout)).map(([name, entry]) => {
    const type = String(entry["type"] ?? (entry["url"] ? "http" : "local"));
    if (type === "local" || type === "stdio")
      return { name, transport: "stdio", commandLine: [String(entry["command"]), ...((entry["args"] as string[] | undefined) ?? [])].join(" ") };
    return { name, transport: type === "sse" ? "sse" : "http", url: String(entry["url"]) };
  });
}

/** The user's skills in `copilot skill list --json` (`[{name, source}]`; its built-in ones left out). */
export function copilotSkills(stdout: string): string[] {
  return (JSON.parse(stdout || "[]") as { name: string; source: string }[]).filter((skill) => skill.source !== "builtin").map((skill) => skill.name);
}

/** Instruction files in `copilot instruction list`: one `… from PATH` line each. */
export function copilotInstructions(stdout: string): string[] {
  return [...stdout.matchAll(/from (\S+)/g)].map((match) => match[1] ?? "");
}

/** A listing command that names the items of one kind. */
function namesProbe(args: readonly string[], kind: keyof Listing["names"], names: (stdout: string) => string[]): Probe {
  return {
    args,
    shows: [kind],
    read: (ran, listing) => {
      listing.names[kind] = names(ran.stdout);
    },
  };
}

/** The tools whose CLI can list what it reads, offline and without a terminal. */
export const TOOL_CLIS: readonly ToolCli[] = [
  {
    tool: "claude-code",
    command: "claude",
    probes: [{ args: ["mcp", "list"], shows: ["mcp"], read: (ran, listing) => listing.servers.push(...claudeListing(ran.stdout)) }],
  },
  {
    tool: "codex",
    command: "codex",
    // Codex's home under a temporary folder (a sandbox, a test) keeps it from linking its helpers.
    harmless: /could not create PATH aliases/,
    probes: [{ args: ["mcp", "list", "--json"], shows: ["mcp"], read: (ran, listing) => listing.servers.push(...codexServers(ran.stdout)) }],
  },
  {
    tool: "gemini-cli",
    command: "gemini",
    emptyFolderEnv: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
    probes: [
      {
        args: ["mcp", "list"],
        shows: ["mcp"],
        read: (ran, listing) => {
          for (const { name, target, transport } of geminiServers(`${ran.stdout}\n${ran.stderr}`)) {
            listing.servers.push(transport === "stdio" ? { name, transport, commandLine: target.trim() } : { name, transport, url: target });
          }
        },
      },
      namesProbe(["skills", "list"], "skills", geminiSkills),
    ],
  },
  {
    tool: "opencode",
    command: "opencode",
    probes: [
      {
        args: ["debug", "config"],
        shows: ["mcp", "agents", "commands"],
        read: (ran, listing) => {
          const config = opencodeConfig(ran.stdout);
          listing.servers.push(...opencodeServers(config));
          listing.names.agents = Object.keys(config["agent"] ?? {});
          listing.names.commands = Object.keys(config["command"] ?? {});
        },
      },
      namesProbe(["debug", "skill"], "skills", opencodeSkills),
    ],
  },
  {
    tool: "copilot",
    command: "copilot",
    probes: [
      { args: ["mcp", "list", "--json"], shows: ["mcp"], read: (ran, listing) => listing.servers.push(...copilotListing(ran.stdout)) },
      namesProbe(["skill", "list", "--json"], "skills", copilotSkills),
      namesProbe(["instruction", "list"], "instructions", copilotInstructions),
    ],
  },
];

/** Lines a probe's answer complains with: Gemini prints its warnings with its listing. */
export function probeComplaints(cli: ToolCli, ran: Ran): string[] {
  return complaintsIn(cli.tool === "gemini-cli" ? `${ran.stdout}\n${ran.stderr}` : ran.stderr).filter((line) => cli.harmless?.test(line) !== true);
}

/** Why a tool with a CLI of its own cannot be asked (shown instead of an answer). */
export const NOT_ASKABLE: Partial<Record<ToolId, { command: string; why: string }>> = {
  continue: { command: "cn", why: "cn has no listing command (it starts every server to see them)" },
  cline: { command: "cline", why: "cline lists its configuration only on a terminal" },
};
