// `svc serve` socket-activated as deploy/svc@.socket runs it: Debian's systemd-socket-activate
// makes the listening socket on 127.0.0.1 and hands it (fd 3, LISTEN_FDS) to ./socket-holder.ts,
// which keeps it open and runs the bundle on it, restarted on request. The socket outlives each
// svc process, as under systemd, so a restart refuses and resets nothing. For the rolling-restart
// test and bench (./rolling-restart.ts).
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { BUNDLE } from "./cli.ts";
import { freePort } from "./ports.ts";

const HOLDER = path.join(import.meta.dirname, "socket-holder.ts");

/** Why socket activation cannot be run here, or false. */
export function socketActivationMissing(): string | false {
  return spawnSync("sh", ["-c", "command -v systemd-socket-activate"], { stdio: "ignore" }).status === 0
    ? false
    : "systemd-socket-activate is not installed (apt install systemd)";
}

export interface ActivatedServe {
  port: number;
  url: string;
  /** What systemd-socket-activate, the holder and every svc process wrote to stderr. */
  stderr(): string;
  /** SIGTERM to the svc process, as `systemctl stop`; settles when it has exited. */
  stop(): Promise<{ code: number | null; signal: string | null }>;
  /** A new svc process on the same socket; settles when it listens. */
  start(): Promise<{ pid: number; url: string }>;
  /** Stops svc and lets the socket go. */
  close(): Promise<void>;
}

type Event = { event: "started"; pid: number; url: string } | { event: "exited"; code: number | null; signal: string | null };

/** svc serve (the bundle, with `env`) on a socket held for it on 127.0.0.1:`port` (default a free one). */
export async function activatedServe(home: string, env: Record<string, string>, port?: number): Promise<ActivatedServe> {
  const listenPort = port ?? (await freePort());
  const svcEnv = { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), ...env };
  const program = [process.execPath, "--disable-warning=ExperimentalWarning", BUNDLE];
  const activator = spawn(
    "systemd-socket-activate",
    ["-l", `127.0.0.1:${listenPort}`, process.execPath, "--disable-warning=ExperimentalWarning", HOLDER, JSON.stringify({ program, env: svcEnv })],
    {
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let stderr = "";
  activator.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const ended = new Promise<void>((resolve) => activator.once("exit", () => resolve()));

  const waiting: { kind: Event["event"]; resolve: (event: Event) => void }[] = [];
  let pending = "";
  activator.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    pending += chunk;
    for (let newline = pending.indexOf("\n"); newline !== -1; newline = pending.indexOf("\n")) {
      const event = JSON.parse(pending.slice(0, newline)) as Event;
      pending = pending.slice(newline + 1);
      const index = waiting.findIndex((wait) => wait.kind === event.event);
      if (index !== -1) waiting.splice(index, 1)[0]!.resolve(event);
    }
  });
  const next = <K extends Event["event"]>(kind: K): Promise<Extract<Event, { event: K }>> =>
    new Promise((resolve, reject) => {
      waiting.push({ kind, resolve: resolve as (event: Event) => void });
      void ended.then(() => reject(new Error(`socket activation ended before svc ${kind}:\n${stderr}`)));
    });

  // systemd-socket-activate listens, then runs its program when the first connection comes.
  const deadline = Date.now() + 15_000;
  while (!stderr.includes("Listening on")) {
    if (activator.exitCode !== null || Date.now() > deadline) throw new Error(`systemd-socket-activate did not listen:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const first = next("started");
  const knock = net.connect(listenPort, "127.0.0.1", () => knock.end());
  knock.on("error", () => {});
  const { url } = await first;

  return {
    port: listenPort,
    url,
    stderr: () => stderr,
    stop() {
      const exited = next("exited");
      activator.stdin!.write("stop\n");
      return exited;
    },
    start() {
      const started = next("started");
      activator.stdin!.write("start\n");
      return started;
    },
    async close() {
      activator.stdin!.end();
      await ended;
    },
  };
}
