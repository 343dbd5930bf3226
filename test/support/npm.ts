// The machine's npm, run as a user would run it but on its own: a temporary HOME, user config
// and cache, so nothing of the developer's npm setup (or an earlier test's cache) takes part.
import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface NpmResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface Npm {
  home: string;
  env: Record<string, string>;
  /** npm (or npx: `program`) with these arguments; never throws on a non-zero exit. */
  run(args: string[], options?: { cwd?: string; program?: "npm" | "npx"; env?: Record<string, string> }): Promise<NpmResult>;
}

/** An npm whose only configuration is `config` (e.g. `registry=http://127.0.0.1:…/`). */
export async function isolatedNpm(dir: string, config: string[] = []): Promise<Npm> {
  const home = path.join(dir, "npm-home");
  await mkdir(home, { recursive: true });
  const userconfig = path.join(home, ".npmrc");
  await writeFile(userconfig, `${[`cache=${path.join(home, "cache")}`, "audit=false", "fund=false", "update-notifier=false", ...config].join("\n")}\n`);
  const env: Record<string, string> = { PATH: process.env["PATH"] ?? "", HOME: home, npm_config_userconfig: userconfig };
  return {
    home,
    env,
    async run(args, options = {}) {
      try {
        const { stdout, stderr } = await run(options.program ?? "npm", args, {
          cwd: options.cwd ?? dir,
          env: { ...env, ...options.env },
          maxBuffer: 64 * 1024 * 1024,
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { code: typeof failed.code === "number" ? failed.code : 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
      }
    },
  };
}
