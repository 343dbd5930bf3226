// svc upgrade / svc update: thin; the work is src/release/upgrade.ts.
import type { Deps } from "../core/deps.ts";
import { upgrade as run } from "../release/upgrade.ts";
import type { Answer } from "./answer.ts";

export async function upgrade(options: { check?: boolean }, deps: Deps): Promise<Answer> {
  const result = await run(options, deps);
  const text = () => {
    if (result.status === "managed_by_npm") {
      const manager = result.installed_by;
      const how = {
        npx: `${manager} runs it from a one-off cache`,
        global: `${manager} installed it globally`,
        project: `${manager} installed it in a project`,
        dependency: `${manager} installed it as another package's dependency, whose allowed versions limit the update`,
      }[result.npm_install];
      return `svc ${result.current_version} came from ${manager}: ${how}, so ${manager} updates it; svc changed nothing.\nTo get the latest version, run:\n  ${result.command}`;
    }
    if (result.status === "up_to_date") return `svc ${result.current_version} is the latest version.`;
    if (result.status === "update_available") {
      return `svc ${result.latest_version} is available (this is ${result.current_version}${result.download_url === null ? `; no download for ${result.platform} yet` : ""}). Run \`svc upgrade\` to install it.`;
    }
    return `svc upgraded from ${result.current_version} to ${result.latest_version} (${result.path}); SHA-256 and release signature verified, the license kept.`;
  };
  return { data: result, text };
}
