// Running svc in tests: in-process through runCli (fast, with a temporary home), or as a real
// process from the bundle (dist/svc.cjs, made by `npm test` before the suite, and rebuilt here when
// a file run alone finds it older than the sources) or the executable.
import { spawn, spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { runCli } from "../../src/cli.ts";
import type { BuildInfo } from "../../src/core/build-info.ts";
import { issueLicense } from "../../src/license/envelope.ts";
import { parseSigningKey } from "../../src/license/keys.ts";
import { freshBundle } from "./bundle.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BUNDLE = path.join(ROOT, "dist/svc.cjs");
await freshBundle(ROOT);
export const DEV_PUBLIC_KEY = (await readFile(path.join(ROOT, "keys/development.pub"), "utf8")).trim();
export const DEV_SIGNING_KEY_FILE = path.join(ROOT, "keys/development.key");
export const DEV_SIGNING_KEY = (await readFile(DEV_SIGNING_KEY_FILE, "utf8")).trim();
/** A lifetime license signed with the development key: what the tests of paid commands install. */
export const DEV_LICENSE = issueLicense({
  productId: "svc_lifetime",
  email: "a@b.co",
  key: parseSigningKey(DEV_SIGNING_KEY, "dev"),
  issuedAt: new Date(),
}).envelope;

export function developmentBuild(overrides: Partial<BuildInfo> = {}): BuildInfo {
  return {
    version: "0.1.0",
    commit: "test",
    keys: "development",
    trustedPublicKeys: [DEV_PUBLIC_KEY],
    updatePublicKeys: [DEV_PUBLIC_KEY],
    baseUrl: "http://127.0.0.1:8080",
    developmentSigningKey: DEV_SIGNING_KEY,
    ...overrides,
  };
}

export { tempDir } from "./temp.ts";

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  home: string;
  env?: Record<string, string | undefined>;
  stdin?: string;
  build?: BuildInfo;
  cwd?: string;
  now?: Date;
  platform?: NodeJS.Platform;
  arch?: string;
  /** The running program, for svc upgrade. */
  executable?: { path: string; sea: boolean };
  /** Standard error is a terminal: progress lines are shown. */
  terminal?: boolean;
  /** Standard input and output as streams, for a protocol on stdio (`svc mcp`). */
  stdio?: { input: Readable; output: Writable };
}

/** svc in-process: the same code path as the executable, minus process start-up. */
export async function svc(args: string[], options: RunOptions): Promise<RunResult> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    stdout: { write: (chunk: string) => (stdout += chunk), isTTY: false },
    stderr: { write: (chunk: string) => (stderr += chunk), isTTY: options.terminal === true },
    env: { HOME: options.home, ...options.env },
    home: options.home,
    cwd: options.cwd ?? options.home,
    now: () => options.now ?? new Date("2026-11-25T12:00:00Z"),
    build: options.build ?? developmentBuild(),
    platform: options.platform ?? "linux",
    arch: options.arch ?? "x64",
    nodeVersion: "v22.23.2",
    readStdin: async () => options.stdin ?? "",
    ...(options.executable === undefined ? {} : { executable: options.executable }),
    ...(options.stdio === undefined ? {} : { stdio: () => options.stdio! }),
  });
  return { code, stdout, stderr };
}

export interface ExecOptions {
  home: string;
  env?: Record<string, string>;
  stdin?: string;
  /** The program to run: the bundle by default, or an executable. */
  program?: string;
}

/** svc as a real process, with a clean environment pointing HOME at a temporary folder. */
export function execSvc(args: string[], options: ExecOptions): Promise<RunResult> {
  const program = options.program ?? BUNDLE;
  const [command, argv] = program.endsWith(".cjs") ? [process.execPath, [program, ...args]] : [program, args];
  return runProcess([command, ...argv], {
    env: { PATH: process.env["PATH"] ?? "", HOME: options.home, SVC_HOME: path.join(options.home, ".svc"), ...options.env },
    cwd: options.home,
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
  });
}

/** Whether `program` is on PATH (a test of a real tool skips, saying so, where it is not). */
export function onPath(program: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" }).status === 0;
}

/** Any program as a process with exactly this environment; its output and exit code. */
export function runProcess(argv: readonly string[], options: { env: Record<string, string>; cwd: string; stdin?: string }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] ?? "", argv.slice(1), { env: options.env, cwd: options.cwd });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
    // A program may exit before reading its input (install.sh refusing an unknown platform).
    child.stdin.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") reject(error);
    });
    child.stdin.end(options.stdin ?? "");
  });
}
