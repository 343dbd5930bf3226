// The program systemd-socket-activate runs for ./socket-activation.ts: it plays the part of
// systemd's service manager for one .socket unit. It keeps the listening socket it was given as
// file descriptor 3 open for its whole life (never listening on it itself) and runs `svc serve`
// on it, stopped and started again on request as `systemctl restart` does, so a connection that
// arrives while svc restarts waits in the socket's queue for the next process.
//
// Its argument is a JSON object {program: [...], env: {...}}: how to run svc and its environment.
// On stdin it takes one command a line: `start` (run svc; done once at the start) and `stop`
// (SIGTERM, as systemd's KillSignal). On stdout it says one JSON object a line:
// {"event":"started","pid":N,"url":"http://…"} once svc listens, {"event":"exited","code":…,
// "signal":…} when it ended. svc's stderr goes to this program's own. stdin closing stops svc
// and ends this program.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

const { program, env } = JSON.parse(process.argv[2] ?? "{}") as { program: string[]; env: Record<string, string> };
let child: ChildProcess | null = null;

function say(event: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

function start(): void {
  if (child !== null) return;
  // systemd names the process the socket is for in LISTEN_PID, which only the process itself
  // knows before it runs svc: a shell sets it to its own pid, then becomes svc (exec keeps it).
  const started = spawn("/bin/sh", ["-c", 'LISTEN_PID=$$; export LISTEN_PID; exec "$@"', "sh", ...program, "serve", "--json"], {
    env: { ...env, LISTEN_FDS: "1" },
    stdio: ["ignore", "pipe", "inherit", 3],
  });
  child = started;
  let stdout = "";
  let told = false;
  started.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    if (told) return;
    try {
      const { url } = JSON.parse(stdout) as { url: string };
      told = true;
      say({ event: "started", pid: started.pid, url });
    } catch {
      // not a whole document yet
    }
  });
  started.on("exit", (code, signal) => {
    child = null;
    say({ event: "exited", code, signal });
    if (ending) process.exit(0);
  });
}

let ending = false;
createInterface({ input: process.stdin })
  .on("line", (line) => {
    if (line === "start") start();
    else if (line === "stop") child?.kill("SIGTERM");
  })
  .on("close", () => {
    ending = true;
    if (child === null) process.exit(0);
    child.kill("SIGTERM");
  });
start();
