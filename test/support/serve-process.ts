// svc serve as a real process (the bundle dist/svc.cjs, or an executable) on port 0: started, its URL read from the
// --json document on stdout, its stderr kept; for shutdown and SIGKILL crash tests.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { BUNDLE } from "./cli.ts";
import type { FakeStripe } from "./fake-stripe.ts";

export interface Child {
  process: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The bundle run by this Node; a test of the executable passes its path. */
const BUNDLED = [process.execPath, "--disable-warning=ExperimentalWarning", BUNDLE];

/** `port`: where it listens (default any free one). */
export async function startServe(home: string, env: Record<string, string>, program: readonly string[] = BUNDLED, port = 0): Promise<Child> {
  const child = spawn(program[0]!, [...program.slice(1), "serve", "--port", String(port), "--json"], {
    env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      try {
        resolve((JSON.parse(stdout) as { url: string }).url);
      } catch {
        // not a whole document yet
      }
    });
    void exited.then(() => reject(new Error(`svc serve exited before listening:\n${stderr}`)));
  });
  return { process: child, url, stderr: () => stderr, exited };
}

export function stripeEnv(stripe: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    STRIPE_SPT_API_VERSION: stripe.sptApiVersion,
  };
}
