// svc targets [<tool>]: the thirteen tools and what svc can do with each, per kind and scope, with
// the paths on this machine's OS. The same table feeds the remote MCP's list_targets and the guides.
import type { Deps } from "../core/deps.ts";
import type { Answer } from "./answer.ts";
import { UsageError } from "../core/errors.ts";
import { didYouMean } from "../core/suggest.ts";
import { terminalWidth } from "../core/width.ts";
import { listTargets, type ScopeCapability, type TargetCapabilities } from "../harness/capabilities.ts";
import { displayPath, labelsAt } from "../core/paths.ts";
import { toolById } from "../harness/tools/index.ts";
import { HARNESS_KINDS, resolveToolId, TOOL_IDS } from "../harness/tools/ids.ts";

export interface TargetsOptions {
  tool?: string;
}

export async function targets(options: TargetsOptions, deps: Deps): Promise<Answer<{ targets: TargetCapabilities[] }>> {
  const all = listTargets({ platform: deps.platform, env: deps.env, home: deps.home });
  let shown = all;
  if (options.tool !== undefined) {
    const id = resolveToolId(options.tool);
    if (id === null)
      throw new UsageError(`unknown tool "${options.tool}"`, {
        hint: `${didYouMean(options.tool, TOOL_IDS, (tool) => `svc targets ${tool}`)}Known tools: ${TOOL_IDS.join(", ")}`,
      });
    shown = all.filter((target) => target.id === id);
  }
  return { data: { targets: shown }, text: () => (options.tool === undefined ? overview(shown, deps) : details(shown[0] as TargetCapabilities, deps)) };
}

function mark(capability: ScopeCapability): string {
  return capability.supported ? "✓" : "·";
}

/** Kind column headings, full and short (the short ones when the terminal is narrow). */
const SHORT_KIND: Record<string, string> = {
  instructions: "instr",
  mcp: "mcp",
  commands: "cmds",
  agents: "agents",
  skills: "skills",
  hooks: "hooks",
  permissions: "perms",
  ignore: "ignore",
};
/** Three letters each, for a terminal of 60 columns or less (the legend spells them out). */
const TINY_KIND: Record<string, string> = {
  instructions: "ins",
  mcp: "mcp",
  commands: "cmd",
  agents: "agt",
  skills: "skl",
  hooks: "hok",
  permissions: "prm",
  ignore: "ign",
};

/** One line per tool: which kinds it has in the global (G) and project (P) scope, as wide as the terminal allows. */
function overview(list: TargetCapabilities[], deps: Deps): string {
  const { bold, dim } = deps.out.style;
  const width = terminalWidth(deps.env, deps.columns);
  const toolWidth = Math.max(...list.map((target) => target.id.length)) + 2;
  const kindOfTool = Math.max(...list.map((target) => target.kind.length)) + 2;
  // The widest layout that fits: full headings and the tool's kind, then short headings, then no kind column.
  const layouts = [
    { kindColumn: true, label: (kind: string) => kind, cell: 13, sync: "sync/distill", gap: " " },
    { kindColumn: true, label: (kind: string) => SHORT_KIND[kind] ?? kind, cell: 7, sync: "sync", gap: " " },
    { kindColumn: false, label: (kind: string) => SHORT_KIND[kind] ?? kind, cell: 7, sync: "sync", gap: " " },
    // G and P side by side (✓·), so the space between cells tells the kinds apart.
    { kindColumn: false, label: (kind: string) => TINY_KIND[kind] ?? kind, cell: 4, sync: "sync", gap: "" },
  ];
  const size = (layout: (typeof layouts)[number]) => toolWidth + (layout.kindColumn ? kindOfTool : 0) + HARNESS_KINDS.length * layout.cell + layout.sync.length;
  const layout = layouts.find((candidate) => size(candidate) <= width) ?? (layouts.at(-1) as (typeof layouts)[number]);
  const left = toolWidth + (layout.kindColumn ? kindOfTool : 0);
  const header = [
    "tool".padEnd(toolWidth),
    layout.kindColumn ? "kind".padEnd(kindOfTool) : "",
    ...HARNESS_KINDS.map((kind) => layout.label(kind).padEnd(layout.cell)),
    layout.sync,
  ].join("");
  const lines = [bold(header), dim(`${" ".repeat(left)}${HARNESS_KINDS.map(() => `G${layout.gap}P`.padEnd(layout.cell)).join("")}`.trimEnd())];
  for (const target of list) {
    const cells = HARNESS_KINDS.map((kind) => `${mark(target.kinds[kind].global)}${layout.gap}${mark(target.kinds[kind].project)}`.padEnd(layout.cell));
    lines.push([target.id.padEnd(toolWidth), layout.kindColumn ? target.kind.padEnd(kindOfTool) : "", ...cells, target.sync ? "yes" : ""].join("").trimEnd());
  }
  const tiny = layout === layouts.at(-1);
  const legend = tiny ? ` · ${HARNESS_KINDS.map((kind) => `${TINY_KIND[kind]} ${kind}`).join(", ")}` : "";
  lines.push("", ...wrap(`✓ svc reads and writes it · · the tool has no file for it (svc targets <tool> says why and where)${legend}`, width));
  return lines.join("\n");
}

/** Words wrapped to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

/** One tool: every kind and scope with its paths, or the reason there are none. */
function details(target: TargetCapabilities, deps: Deps): string {
  const { bold, dim } = deps.out.style;
  const installed = toolById(target.id).installation?.(deps.env, deps.home, deps.platform, (file) => displayPath(file, labelsAt(deps)));
  const lines = [
    bold(`${target.name} (${target.id}, ${target.kind})`),
    `svc writes ${target.writes}`,
    ...(installed === undefined ? [] : [`on this machine it ${installed}`]),
    `sync and distill: ${target.sync ? "yes" : "no (claude-code, codex and cursor only)"}`,
    "",
  ];
  for (const kind of HARNESS_KINDS) {
    lines.push(bold(kind));
    for (const scope of ["global", "project"] as const) {
      const capability = target.kinds[kind][scope];
      lines.push(`  ${scope.padEnd(8)} ${capability.supported ? capability.paths.join(", ") : dim(capability.note)}`);
      // Other tools' folders it reads too: an item there is not copied again for this tool (source only: still copied).
      if (capability.supported && capability.also_reads)
        lines.push(
          dim(
            `  ${"".padEnd(8)} also reads ${capability.also_reads.map((other) => `${other.path}${other.role === "shared" ? "" : ` (${other.role})`}`).join(", ")}`,
          ),
        );
    }
  }
  lines.push(
    "",
    dim(
      '"also reads": other tools\' or common folders; an item the target reads there is not copied (--copy-shared copies it); source-only ones are read but still copied; docs/tools.md has the sources.',
    ),
  );
  return lines.join("\n");
}
