// The process edge: the only place that reads process.*, the real home and the real clock, and
// sets the exit code. Everything below takes them as arguments (src/cli.ts).
// First, before any other module runs: what nothing else catches ends svc with a clean message.
import "./crash-guard.ts";
import os from "node:os";
import { isSea } from "node:sea";
import { runCli } from "./cli.ts";
import { FILE_THREADS } from "./core/each-limited.ts";
import { embeddedBuildInfo } from "./core/build-info.ts";
import { processInterruption } from "./core/interrupt.ts";

// File writes wait on the disk (each is fsynced before its rename): libuv's default of 4 threads
// would let only 4 of migrate's writes wait at once. Set before anything uses the thread pool; a
// value the user set wins.
process.env["UV_THREADPOOL_SIZE"] ??= String(FILE_THREADS);

const MAX_STDIN_BYTES = 1024 * 1024;

function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    process.stdin.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_STDIN_BYTES) {
        reject(new Error(`standard input is larger than ${MAX_STDIN_BYTES} bytes`));
        process.stdin.destroy();
        return;
      }
      chunks.push(chunk);
    });
    process.stdin.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    process.stdin.on("error", reject);
  });
}

/**
 * A question on the terminal: the answer as typed, "" for Ctrl-D. One reader serves every
 * question of the run, so an answer typed ahead (or pasted with the next one) is kept for the
 * next question rather than lost; between questions standard input is paused, so it keeps
 * nothing alive.
 */
let answers: AsyncIterator<string> | undefined;
async function ask(question: string): Promise<string> {
  const { createInterface } = await import("node:readline");
  if (answers === undefined) answers = createInterface({ input: process.stdin, output: process.stderr, terminal: false })[Symbol.asyncIterator]();
  process.stderr.write(question);
  process.stdin.resume();
  try {
    const next = await answers.next();
    return next.done ? "" : next.value;
  } finally {
    process.stdin.pause();
  }
}

// `svc … | head` closes the pipe early; that is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

/**
 * Commands whose work is over when runCli answers, and which hold a plan of thousands of files:
 * they exit as soon as their output is flushed, instead of leaving Node to tear down a heap of
 * ~150 MB piece by piece (a twentieth of a big preview's time). Not serve, mcp or anything else
 * that may still have work under way when its promise settles.
 */
const EXIT_WHEN_DONE = new Set(["preview", "migrate"]);

/** Ends the process once everything written to stdout and stderr is out (pipes are asynchronous on some systems). */
function exitAfterFlush(code: number): void {
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
}

// Terminals: process.stderr.isTTY rather than node:tty's isatty(2), because loading node:tty loads
// Node's networking code, which a start whose stderr is not a terminal (svc version in a script, a
// Tab completion) never needs; on a terminal, process.stderr has loaded node:tty already.
const stderrIsTerminal = process.stderr.isTTY === true;
const stdinIsTerminal = () => process.getBuiltinModule("node:tty").isatty(0);

runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  home: os.homedir(),
  cwd: process.cwd(),
  now: () => new Date(),
  build: embeddedBuildInfo(),
  platform: process.platform,
  arch: process.arch,
  nodeVersion: process.version,
  readStdin,
  stdio: () => ({ input: process.stdin, output: process.stdout }),
  executable: { path: process.execPath, sea: isSea() },
  interruption: processInterruption(process, {
    say: (line) => void process.stderr.write(`${line}\n`),
    ...(stderrIsTerminal
      ? { progress: (done: number, total: number) => void process.stderr.write(`\r${done} of ${total} files put back${done === total ? "\n" : ""}`) }
      : {}),
  }),
  ...(stderrIsTerminal && stdinIsTerminal() ? { ask } : {}),
  ...(process.stdout.columns === undefined ? {} : { columns: process.stdout.columns }),
}).then(
  (code) => {
    process.exitCode = code;
    if (EXIT_WHEN_DONE.has(process.argv[2] ?? "")) exitAfterFlush(code);
  },
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
