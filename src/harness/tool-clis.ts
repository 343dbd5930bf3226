// The agent tools' own command-line programs, asked offline what they read: `svc doctor` runs them
// on the user's machine, and the conformance suite (conformance/lib/sandbox.ts) runs the pinned
// releases with the same isolation. Each probe is the tool's own listing command; its answer is
// reduced to the MCP server names it lists, which every listing shows, and what it complained of.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import type { Env } from "../core/output.ts";
import type { ToolId } from "./tools/ids.ts";

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
    const child = spawn(command, args, { cwd: options.cwd, env: options.env as NodeJS.ProcessEnv, detached: !windows, shell: windows && /\.(cmd|bat)$/i.test(command), stdio: ["pipe", "pipe", "pipe"], windowsHide: true });
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

/** What a tool's listing said: the MCP servers it shows, and the lines it complained with. */
export interface Listing {
  servers: string[];
  complaints: string[];
}

export interface ToolCli {
  tool: ToolId;
  /** The program's name on PATH. */
  command: string;
  /** The offline listing command (arguments after the program). */
  args: readonly string[];
  /** Its answer reduced to server names; throws when the answer is not the listing expected. */
  parse(ran: Ran): Listing;
}

/** Lines of output that are warnings or errors about the configuration. */
function complaintsIn(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^(warning|error)\b/i.test(line));
}

/** Names in `codex mcp list --json`: `[{name, transport: {...}}]`. */
function codexServers(stdout: string): string[] {
  return (JSON.parse(stdout || "[]") as { name: string }[]).map((server) => server.name);
}

/** Names in `claude mcp list`: one `name: command-or-url - status` line each. */
export function claudeServers(stdout: string): string[] {
  return [...stdout.matchAll(/^([A-Za-z0-9_.-]+): /gm)].map((match) => match[1] ?? "");
}

/** Servers in `gemini mcp list`: `✓ name: target (transport)` lines. */
export function geminiServers(text: string): { name: string; target: string; transport: "stdio" | "http" | "sse" }[] {
  return [...text.matchAll(/^. ([A-Za-z0-9_.-]+): (.*) \((stdio|http|sse)\)/gm)].map(([, name = "", target = "", transport = "stdio"]) => ({ name, target, transport: transport as "stdio" | "http" | "sse" }));
}

/** The MCP servers of `opencode debug config` (its resolved configuration, as JSON). */
export function opencodeConfig(stdout: string): Record<string, Record<string, Record<string, unknown>>> {
  return JSON.parse(stdout) as Record<string, Record<string, Record<string, unknown>>>;
}

/** Names in `copilot mcp list --json`: `{mcpServers: {name: {...}}}`. */
export function copilotServers(stdout: string): Record<string, Record<string, unknown>> {
  return (JSON.parse(stdout || "{}") as { mcpServers?: Record<string, Record<string, unknown>> }).mcpServers ?? {};
}

/** The tools whose CLI can list what it reads, offline and without a terminal. */
export const TOOL_CLIS: readonly ToolCli[] = [
  { tool: "claude-code", command: "claude", args: ["mcp", "list"], parse: (ran) => ({ servers: claudeServers(ran.stdout), complaints: complaintsIn(ran.stderr) }) },
  { tool: "codex", command: "codex", args: ["mcp", "list", "--json"], parse: (ran) => ({ servers: codexServers(ran.stdout), complaints: complaintsIn(ran.stderr) }) },
  {
    tool: "gemini-cli",
    command: "gemini",
    args: ["mcp", "list"],
    parse: (ran) => ({ servers: geminiServers(`${ran.stdout}\n${ran.stderr}`).map((server) => server.name), complaints: complaintsIn(`${ran.stdout}\n${ran.stderr}`) }),
  },
  { tool: "opencode", command: "opencode", args: ["debug", "config"], parse: (ran) => ({ servers: Object.keys(opencodeConfig(ran.stdout)["mcp"] ?? {}), complaints: complaintsIn(ran.stderr) }) },
  { tool: "copilot", command: "copilot", args: ["mcp", "list", "--json"], parse: (ran) => ({ servers: Object.keys(copilotServers(ran.stdout)), complaints: complaintsIn(ran.stderr) }) },
];

/** Why a tool with a CLI of its own cannot be asked (shown instead of an answer). */
export const NOT_ASKABLE: Partial<Record<ToolId, { command: string; why: string }>> = {
  continue: { command: "cn", why: "cn has no listing command (it starts every server to see them)" },
  cline: { command: "cline", why: "cline lists its configuration only on a terminal" },
};
