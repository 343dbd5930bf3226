// How to install svc and a license, in words and commands: one source for the guides, the pages,
// install_local_cli and the checkout's answer.
import type { ServerDeps } from "../deps.ts";
import { installUrl } from "../commerce/products.ts";

/** How to install: the two commands and the license steps, for the guides, the pages and checkout answers. */
export function installCommands(deps: Pick<ServerDeps, "config">): { install_command: string; force_command: string; license_setup: string[] } {
  const url = installUrl(deps);
  return { install_command: `curl -fsSL ${url} | sh`, force_command: `curl -fsSL ${url} | sh -s -- --force`, license_setup: licenseSteps() };
}

export function licenseSteps(): string[] {
  return [
    "svc license install <file>   (or: svc license install svc1.…, or pipe it: … | svc license install -)",
    "or by hand: mkdir -p ~/.svc and write the license envelope (svc1.…) to ~/.svc/license",
    "or set SVC_LICENSE to the envelope (it wins over the file)",
    "svc license status   (checks it locally; nothing is sent anywhere)",
  ];
}
