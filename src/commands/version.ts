import { platformName } from "../core/build-info.ts";
import type { Deps } from "../core/deps.ts";

export interface VersionResult {
  version: string;
  commit: string;
  platform: string;
  node: string;
  keys: "development" | "release";
}

export async function version(_options: Record<string, unknown>, deps: Deps): Promise<void> {
  const result: VersionResult = {
    version: deps.build.version,
    commit: deps.build.commit,
    platform: platformName(deps.platform, deps.arch),
    node: deps.nodeVersion,
    keys: deps.build.keys,
  };
  deps.out.result(result, `svc ${result.version}`);
}
