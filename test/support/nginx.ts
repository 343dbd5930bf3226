// nginx (Debian's nginx-light) in front of svc replicas with deploy/nginx.conf's own settings, for
// the rolling-restart test and bench: the file's log format, its `upstream svc` block (every
// replica gets the parameters of the file's `server 127.0.0.1:8080 …` line: max_fails and so on)
// and its HTTPS server block with its locations and proxy settings, served as plain HTTP on a port
// of 127.0.0.1 (TLS is not what is tested). nginx runs in the foreground from a temporary folder
// that holds its configuration, pid file, logs and temporary files; nothing is installed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./ports.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const SHIPPED_NGINX_CONF = path.join(ROOT, "deploy/nginx.conf");

/** Why nginx cannot run here, or false. */
export function nginxMissing(): string | false {
  return spawnSync("sh", ["-c", "command -v nginx"], { stdio: "ignore" }).status === 0 ? false : "nginx is not installed (apt install nginx-light)";
}

/** The block that starts at `start` (the index of its opening text), up to its matching brace. */
function block(text: string, start: number): string {
  let depth = 0;
  for (let index = text.indexOf("{", start); index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return text.slice(start, index + 1);
  }
  throw new Error(`deploy/nginx.conf: unbalanced braces after offset ${start}`);
}

/**
 * The shipped file made into a site for this machine: its upstream pointing at `replicaPorts`,
 * its HTTPS server listening on 127.0.0.1:`port` without TLS, its access and error logs in
 * `accessLog` and `errorLog`.
 */
export function siteFromShipped(shipped: string, options: { port: number; replicaPorts: readonly number[]; accessLog: string; errorLog: string }): string {
  const formats = shipped.match(/^log_format [^;]+;/gm) ?? [];
  const upstreamAt = shipped.search(/^upstream svc \{/m);
  if (upstreamAt === -1) throw new Error("deploy/nginx.conf has no `upstream svc` block");
  const upstream = block(shipped, upstreamAt);
  const first = /^\s*server 127\.0\.0\.1:8080(\s[^;]*)?;/m.exec(upstream);
  if (first === null) throw new Error("deploy/nginx.conf's upstream has no `server 127.0.0.1:8080 …;` line");
  const servers = options.replicaPorts.map((port) => `    server 127.0.0.1:${port}${first[1] ?? ""};`).join("\n");
  const ourUpstream = upstream.replace(/^\s*#?\s*server 127\.0\.0\.1:\d+[^\n]*\n/gm, "").replace("upstream svc {", `upstream svc {\n${servers}`);

  let https: string | undefined;
  for (const match of shipped.matchAll(/^server \{/gm)) {
    const candidate = block(shipped, match.index);
    if (/^\s*listen 443\b/m.test(candidate)) https = candidate;
  }
  if (https === undefined) throw new Error("deploy/nginx.conf has no server block listening on 443");
  const plain = https
    .replace(/^\s*listen [^\n]*\n/gm, "")
    .replace(/^\s*ssl_[a-z_]+ [^\n]*\n/gm, "")
    .replace(/access_log \S+/, `access_log ${options.accessLog}`)
    .replace(/error_log \S+;/, `error_log ${options.errorLog} warn;`)
    .replace("server {", `server {\n    listen 127.0.0.1:${options.port};`);
  return [...formats, ourUpstream, plain].join("\n\n") + "\n";
}

export interface Nginx {
  url: string;
  accessLog: string;
  /** What nginx wrote to its error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

async function accepting(port: number, timeoutMs: number, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** nginx with the shipped settings in front of replicas on `replicaPorts` (127.0.0.1). */
export async function startNginx(replicaPorts: readonly number[], shipped = readFileSync(SHIPPED_NGINX_CONF, "utf8")): Promise<Nginx> {
  const work = mkdtempSync(path.join(os.tmpdir(), "svc-nginx-"));
  const port = await freePort();
  const accessLog = path.join(work, "access.log");
  const errorLog = path.join(work, "error.log");
  writeFileSync(path.join(work, "svc.conf"), siteFromShipped(shipped, { port, replicaPorts, accessLog, errorLog }));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${path.join(work, name)};`).join("\n");
  // keepalive_requests concerns the load generator's connections to nginx, not nginx's to svc:
  // nginx closes a client connection after its 1000th answer (Connection: close), and autocannon
  // does not honour that header, so it would send its next request on a closing connection and
  // count nginx's reset as a failure of the run. A real client opens a new connection instead.
  writeFileSync(
    path.join(work, "nginx.conf"),
    `worker_processes 1;\npid ${path.join(work, "nginx.pid")};\nerror_log ${errorLog} warn;\nevents { worker_connections 4096; }\nhttp {\n${temp}\n  keepalive_requests 10000000;\n  include ${path.join(work, "svc.conf")};\n}\n`,
  );
  const child = spawn("nginx", ["-p", work, "-c", path.join(work, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errors = (): string => {
    let logged = "";
    try {
      logged = readFileSync(errorLog, "utf8");
    } catch {
      // not written yet
    }
    return `${stderr}${logged}`;
  };
  try {
    await accepting(port, 15_000, child, errors);
  } catch (error) {
    child.kill("SIGTERM");
    await exited;
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog,
    errorLog: errors,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(work, { recursive: true, force: true });
    },
  };
}
