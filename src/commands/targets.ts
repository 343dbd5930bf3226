// svc targets [<tool>]: the thirteen tools and what svc can do with each, per kind and scope, with
// the paths on this machine's OS. The same table feeds the remote MCP's list_targets and the guides.
import type { Deps } from "../core/deps.ts";
import { UsageError } from "../core/errors.ts";
import { listTargets, type ScopeCapability, type TargetCapabilities } from "../harness/capabilities.ts";
import { HARNESS_KINDS, resolveToolId, TOOL_IDS } from "../harness/tools/ids.ts";

export interface TargetsOptions {
  tool?: string;
}

export async function targets(options: TargetsOptions, deps: Deps): Promise<void> {
  const all = listTargets({ platform: deps.platform, env: deps.env });
  let shown = all;
  if (options.tool !== undefined) {
    const id = resolveToolId(options.tool);
    if (id === null) throw new UsageError(`unknown tool "${options.tool}"`, { hint: `Known tools: ${TOOL_IDS.join(", ")}` });
    shown = all.filter((target) => target.id === id);
  }
  deps.out.result({ targets: shown }, () => (options.tool === undefined ? overview(shown, deps) : details(shown[0] as TargetCapabilities, deps)));
}

function mark(capability: ScopeCapability): string {
  return capability.supported ? "✓" : "·";
}

/** One line per tool: which kinds it has in the global (G) and project (P) scope. */
function overview(list: TargetCapabilities[], deps: Deps): string {
  const { bold, dim } = deps.out.style;
  const header = ["tool".padEnd(16), "kind".padEnd(15), ...HARNESS_KINDS.map((kind) => kind.padEnd(13)), "sync/distill"].join("");
  const lines = [bold(header), dim(`${" ".repeat(31)}${HARNESS_KINDS.map(() => "G P".padEnd(13)).join("")}`)];
  for (const target of list) {
    const cells = HARNESS_KINDS.map((kind) => `${mark(target.kinds[kind].global)} ${mark(target.kinds[kind].project)}`.padEnd(13));
    lines.push([target.id.padEnd(16), target.kind.padEnd(15), ...cells, target.sync ? "yes" : ""].join(""));
  }
  lines.push("", "✓ svc reads and writes it · · the tool has no file for it (svc targets <tool> says why and where)");
  return lines.join("\n");
}

/** One tool: every kind and scope with its paths, or the reason there are none. */
function details(target: TargetCapabilities, deps: Deps): string {
  const { bold, dim } = deps.out.style;
  const lines = [bold(`${target.name} (${target.id}, ${target.kind})`), `svc writes ${target.writes}`, `sync and distill: ${target.sync ? "yes" : "no (claude-code, codex and cursor only)"}`, ""];
  for (const kind of HARNESS_KINDS) {
    lines.push(bold(kind));
    for (const scope of ["global", "project"] as const) {
      const capability = target.kinds[kind][scope];
      lines.push(`  ${scope.padEnd(8)} ${capability.supported ? capability.paths.join(", ") : dim(capability.note)}`);
    }
  }
  return lines.join("\n");
}
