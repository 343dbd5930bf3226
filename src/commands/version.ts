import { platformName } from "../core/build-info.ts";
import type { Deps } from "../core/deps.ts";
import type { Answer } from "./answer.ts";

export interface VersionResult {
  version: string;
  commit: string;
  platform: string;
  node: string;
  keys: "development" | "release";
}

export async function version(_options: object, deps: Deps): Promise<Answer<VersionResult>> {
  const result: VersionResult = {
    version: deps.build.version,
    commit: deps.build.commit,
    platform: platformName(deps.platform, deps.arch),
    node: deps.nodeVersion,
    keys: deps.build.keys,
  };
  return { data: result, text: `svc ${result.version}` };
}
