// docs/tools.md, made from the tool declarations: per tool and kind, every place the tool reads
// (its own, its older ones, other tools' folders it reads too) and where that was checked. The
// document is generated so it cannot drift from what svc reads: scripts/tools-doc.ts writes it and
// a test fails when it is stale.
import path from "node:path";
import { allTools } from "./index.ts";
import { HARNESS_KINDS } from "./ids.ts";
import { layoutOf, readLocations, type LocationRole } from "./locations.ts";
import { toolContext, type ToolSpec } from "./types.ts";
import type { Scope } from "../model.ts";

const ROLE_WORDS: Record<LocationRole, string> = {
  own: "",
  older: " *(older)*",
  fallback: " *(fallback)*",
  shared: " *(shared)*",
  "source-only": " *(source only)*",
};

const SCOPES: readonly Scope[] = ["global", "project"];

/** One kind of one tool in one scope: its places, or why it has none. */
function scopeLine(tool: ToolSpec, kind: (typeof HARNESS_KINDS)[number], scope: Scope): string {
  const found = layoutOf(tool, kind, scope);
  if ("unsupported" in found) return `none: ${found.unsupported}`;
  const context = toolContext(tool, scope, { home: "~", env: {} });
  return readLocations(context, kind)
    .map((location) => `\`${location.declared}\`${ROLE_WORDS[location.role]}`)
    .join(", ");
}

function folderNote(tool: ToolSpec): string {
  const folders = tool.folders?.({}, "~", "linux") ?? {};
  const named = Object.entries(folders);
  if (named.length === 0) return "";
  // Linux's folders, written as Linux writes them whichever system makes the document (the
  // declarations join paths with the host's separator).
  const posix = (where: string) => where.replaceAll(path.win32.sep, "/");
  return `Named folders (Linux defaults; see \`svc targets ${tool.id}\` for your OS and variables): ${named.map(([name, where]) => `\`{${name}}\` = \`${posix(where)}\``).join(", ")}.\n\n`;
}

function toolSection(tool: ToolSpec): string {
  const lines = [`## ${tool.name} (\`${tool.id}\`)`, "", `svc writes: ${tool.writes}.`, "", folderNote(tool).trimEnd()].filter(
    (line, index, all) => !(line === "" && all[index - 1] === ""),
  );
  lines.push("", "| kind | global | project | checked | sources |", "|---|---|---|---|---|");
  for (const kind of HARNESS_KINDS) {
    const checked = tool.checked[kind];
    const sources = [...checked.sources, ...(checked.unverified ? [`not confirmed: ${checked.unverified}`] : [])].join("; ");
    const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");
    lines.push(`| ${kind} | ${cell(scopeLine(tool, kind, "global"))} | ${cell(scopeLine(tool, kind, "project"))} | ${checked.date} | ${cell(sources)} |`);
  }
  return lines.join("\n");
}

export function toolsDocument(): string {
  const intro = [
    "# Where each tool reads its harness",
    "",
    "Generated from svc's tool declarations (`src/harness/tools/*.ts`) by `node_modules/.bin/node scripts/tools-doc.ts`;",
    "a test fails when this file and the declarations differ. For each tool and kind: every place the",
    "tool reads in its current release, for both scopes, as svc reads it. Paths starting `~/` are in the",
    "home folder, `{name}/` a named folder, others relative to the project; `a|b` is the first of them",
    "that exists.",
    "",
    "What the marks mean:",
    "",
    "- a place with no mark is the tool's own; svc writes each new item into the first one of its kind;",
    "- *(older)*: still read and never written: an item there is the tool's own older copy;",
    "- *(shared)*: another tool's or a common folder the tool reads too, and svc counts on that: an item",
    '  the target already reads there is planned as "already read by <tool> from <path>" and not copied',
    "  (`--copy-shared` copies it anyway); svc never writes, moves or removes anything there for this tool;",
    "- *(source only)*: only reported to be read, or read by only part of the tool (VS Code, not the",
    "  Copilot CLI): svc reads it as the tool's source but still writes the tool's own copy;",
    "- *(fallback)*: read only where a folder and those above it have none of the tool's own main files",
    "  (Claude Code's `AGENTS.md` where there is no `CLAUDE.md`); a `CLAUDE.md` svc writes there imports it.",
    "",
    '"checked" is the day the sources were last compared with the declaration; a source is the vendor\'s',
    "page, its repository and file, or its released program as `make conformance` pins it (what the",
    "program itself showed). What could not be confirmed is said in the same cell.",
    "`conformance/bump.ts` compares these places with the last check for the tools that have no CLI here.",
    "What changes on the way from one tool to another, and what svc does about it, is in",
    "[translation.md](translation.md).",
  ];
  return `${[
    ...intro,
    "",
    ...allTools()
      .map(toolSection)
      .flatMap((section) => [section, ""]),
  ]
    .join("\n")
    .replace(/\n+$/, "")}\n`;
}

/** Every declared place per tool, kind and scope, as `tool kind scope: place (role)` lines: what bump.ts compares between checks. */
export function locationLines(): string[] {
  const lines: string[] = [];
  for (const tool of allTools()) {
    for (const kind of HARNESS_KINDS) {
      for (const scope of SCOPES) {
        const context = toolContext(tool, scope, { home: "~", env: {} });
        for (const location of readLocations(context, kind)) lines.push(`${tool.id} ${kind} ${scope}: ${location.declared} (${location.role})`);
      }
    }
  }
  return lines;
}
