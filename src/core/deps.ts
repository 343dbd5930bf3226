// Everything a command needs from the outside world, built once at the CLI edge (src/main.ts).
// Below that edge nothing reads process.*, os.homedir() or the clock directly, so tests pass
// their own temporary home, environment and clock.
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import type { BuildInfo } from "./build-info.ts";
import type { Interruption } from "./interrupt.ts";
import type { Env, Output } from "./output.ts";

export interface Deps {
  out: Output;
  env: Env;
  /** The user's home folder. */
  home: string;
  /** $SVC_HOME, default ~/.svc: license, backups, hub, serve data. */
  svcHome: string;
  cwd: string;
  now: () => Date;
  build: BuildInfo;
  platform: NodeJS.Platform;
  arch: string;
  nodeVersion: string;
  /** Reads all of standard input (for `svc license install -`). */
  readStdin: () => Promise<string>;
  /**
   * The raw standard streams, for a protocol on stdio (`svc mcp`); absent in-process. A function,
   * because opening process.stdin costs every other command a few milliseconds of start-up.
   */
  stdio?: () => { input: Readable; output: Writable };
  /** The running program (`svc upgrade` replaces it): its path, and whether it is the single executable (not node running the bundle). */
  executable?: { path: string; sea: boolean };
  /**
   * Asks the person at the terminal a question (on stderr) and gives back the answer as typed (""
   * for Ctrl-D); absent when standard input or standard error is not a terminal, so nothing ever
   * waits for an answer in a script or a pipe.
   */
  ask?: (question: string) => Promise<string>;
  /** The terminal's width when stdout is one (COLUMNS, when set, wins: core/width.ts). */
  columns?: number;
  /** Ctrl-C and SIGTERM, for commands that write (absent in-process: nothing interrupts a test). */
  interruption?: Interruption;
}

export function resolveSvcHome(env: Env, home: string, cwd: string): string {
  const configured = env["SVC_HOME"];
  if (configured !== undefined && configured !== "") return path.resolve(cwd, configured);
  return path.join(home, ".svc");
}
