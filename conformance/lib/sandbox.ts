// A sandbox for one migration and the real tools that read it: a fresh HOME and repo, stand-ins for
// npx/uvx/docker (and every other server command) first on PATH that log how they were launched
// and exit, every update and telemetry switch off, every model base URL and proxy at 127.0.0.1.
// Nothing a tool runs here can reach the network or start a real MCP server.
import { spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { OFFLINE_ENV, runBounded, type Ran } from "../../src/doctor/tool-clis.ts";

export type { Ran };

export const HERE = path.resolve(import.meta.dirname, "..");
export const ROOT = path.resolve(HERE, "..");
export const TOOL_BIN = path.join(HERE, "node_modules/.bin");
/** Node 22 from the main project's npm ci (the machine's own node may be older). */
export const NODE_DIR = path.join(ROOT, "node_modules/node/bin");
/**
 * The built svc: the bundle make conformance builds (dist/svc.cjs), run by node. SVC_CONFORMANCE_SVC
 * names another build (an older bundle, to see a case fail before its fix, or the dist/svc executable).
 */
const OTHER_SVC = process.env["SVC_CONFORMANCE_SVC"];
export const SVC = OTHER_SVC
  ? OTHER_SVC.endsWith(".cjs")
    ? [path.join(NODE_DIR, "node"), path.resolve(OTHER_SVC)]
    : [path.resolve(OTHER_SVC)]
  : [path.join(NODE_DIR, "node"), path.join(ROOT, "dist/svc.cjs")];

/** Commands the fixtures name as MCP servers or hooks: each is a stand-in that logs and exits. */
export const STAND_INS = ["npx", "uvx", "docker", "node-mcp", "docs-mcp", "db-mcp", "py-mcp", "guard.sh", "notify-send", "prettier", "make"];

export interface Sandbox {
  root: string;
  home: string;
  repo: string;
  env: Record<string, string>;
  /** Lines the stand-ins wrote: `<command> <args…> | VAR=value …`. */
  launched(): Promise<string[]>;
  remove(): Promise<void>;
}

export async function makeSandbox(name: string): Promise<Sandbox> {
  // Not under /tmp's top level only: Codex refuses to put its helper links in a temporary dir, which is harmless.
  const root = await mkdtemp(path.join(os.tmpdir(), `svc-conf-${name}-`));
  const home = path.join(root, "home");
  const repo = path.join(root, "repo");
  const bin = path.join(root, "bin");
  const log = path.join(root, "launched.log");
  await Promise.all([mkdir(path.join(home, ".codex"), { recursive: true }), mkdir(repo, { recursive: true }), mkdir(bin, { recursive: true })]);
  for (const command of STAND_INS) {
    const script = `#!/bin/sh\n# stand-in: logs its launch, starts nothing\nprintf '%s %s | %s\\n' "${command}" "$*" "$(env | grep -E '^(SVC_CONF_|[A-Z_]*(TOKEN|KEY|HOST|ID))=' | sort | tr '\\n' ' ')" >> "${log}"\nexit 0\n`;
    await writeFile(path.join(bin, command), script);
    await chmod(path.join(bin, command), 0o755);
  }
  spawnSync("git", ["init", "-q", repo]);
  const env: Record<string, string> = {
    HOME: home,
    USERPROFILE: home,
    XDG_CONFIG_HOME: path.join(home, ".config"),
    XDG_DATA_HOME: path.join(home, ".local/share"),
    XDG_CACHE_HOME: path.join(home, ".cache"),
    XDG_STATE_HOME: path.join(home, ".local/state"),
    PATH: [bin, TOOL_BIN, NODE_DIR, "/usr/local/bin", "/usr/bin", "/bin"].join(":"),
    LANG: "C.UTF-8",
    // Everything a tool might fetch goes to a closed port on loopback; telemetry and updates off
    // (the same isolation svc doctor asks the user's tools with).
    ...OFFLINE_ENV,
    ANTHROPIC_API_KEY: "sk-conformance-offline",
    OPENAI_API_KEY: "sk-conformance-offline",
    CODEX_HOME: path.join(home, ".codex"),
    GEMINI_API_KEY: "conformance-offline",
    // Values the migrated servers reference, so a stand-in's log shows them resolved.
    SVC_CONF_TOKEN: "conf-token-value",
  };
  return {
    root,
    home,
    repo,
    env,
    launched: async () => (existsSync(log) ? (await readFile(log, "utf8")).split("\n").filter((line) => line !== "") : []),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** Runs one program in the sandbox with a hard timeout (the whole process group is killed). */
export function run(
  sandbox: Sandbox,
  program: string[],
  options: { cwd?: string; timeoutMs?: number; env?: Record<string, string>; stdin?: string } = {},
): Promise<Ran> {
  return runBounded(program, {
    cwd: options.cwd ?? sandbox.repo,
    env: { ...sandbox.env, ...options.env },
    timeoutMs: options.timeoutMs ?? 60_000,
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
  });
}

/** A tool from conformance/node_modules/.bin. */
export function tool(sandbox: Sandbox, name: string, args: string[], options: Parameters<typeof run>[2] = {}): Promise<Ran> {
  return run(sandbox, [path.join(TOOL_BIN, name), ...args], options);
}

/** svc itself, with a development license installed in the sandbox's home. */
export async function svc(sandbox: Sandbox, args: string[]): Promise<Ran> {
  return run(sandbox, [...SVC, ...args], { cwd: sandbox.repo, timeoutMs: 120_000 });
}

export async function license(sandbox: Sandbox): Promise<void> {
  const issued = await svc(sandbox, [
    "license",
    "issue",
    "--product",
    "svc_lifetime",
    "--email",
    "conformance@example.com",
    "--signing-key",
    path.join(ROOT, "keys/development.key"),
  ]);
  if (issued.code !== 0) throw new Error(`svc license issue: ${issued.stderr}`);
  const installed = await run(sandbox, [...SVC, "license", "install", "-"], { stdin: issued.stdout });
  if (installed.code !== 0) throw new Error(`svc license install: ${installed.stderr}`);
}

/** Writes a tree of files (text, or {text, mode}) under a folder. */
export async function writeTree(base: string, tree: Record<string, string | { text: string; mode: number }>): Promise<void> {
  for (const [relative, content] of Object.entries(tree)) {
    const file = path.join(base, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof content === "string" ? content : content.text);
    if (typeof content !== "string") await chmod(file, content.mode);
  }
}
