// The process edge: the only place that reads process.*, the real home and the real clock, and
// sets the exit code. Everything below takes them as arguments (src/cli.ts).
import os from "node:os";
import { isSea } from "node:sea";
import { runCli } from "./cli.ts";
import { embeddedBuildInfo } from "./core/build-info.ts";

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

// `svc … | head` closes the pipe early; that is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

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
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
