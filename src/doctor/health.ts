// How each of the 13 tools looks to svc on this machine, for `svc doctor`: which of its files and
// folders exist, how many items of each kind svc reads, every file svc cannot parse (file:line),
// and, where the tool's own CLI is on PATH, what that CLI lists when asked offline next to what
// svc reads (tool-clis.ts): MCP servers with their transport, command line and URL, and the
// skills, agents, commands and instruction files a listing names.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { kindPaths } from "../harness/capabilities.ts";
import { addProblems, readHarness, type Where } from "../harness/read.ts";
import type { HarnessItem, McpServer, ReadProblem, Scope } from "../harness/model.ts";
import { isLiteral, literalText } from "../harness/template.ts";
import { findOnPath, NOT_ASKABLE, OFFLINE_ENV, probeComplaints, runBounded, TOOL_CLIS, type Listing, type ListedServer, type ToolCli } from "./tool-clis.ts";
import { allTools, toolById } from "../harness/tools/index.ts";
import { HARNESS_KINDS, type HarnessKind, type ToolId } from "../harness/tools/ids.ts";
import { toolContext } from "../harness/tools/types.ts";

/** A file or folder the tool keeps items in, and the kinds it holds there. */
export interface PlaceHealth {
  path: string;
  kinds: HarnessKind[];
  exists: boolean;
}

/** Where what a tool's CLI lists and what svc reads part. */
export interface CliDifference {
  kind: HarnessKind;
  /** The item's name; for instructions, the file. */
  name: string;
  /** only_tool: the CLI lists it, svc does not read it for this tool · only_svc: the other way · field: both have it, one field differs. */
  what: "only_tool" | "only_svc" | "field";
  /** The listing command that shows it (or would). */
  ran: string;
  field?: "transport" | "command line" | "url";
  tool_value?: string;
  svc_value?: string;
  /** only_tool: the tools svc reads it for instead (this tool loads their files too). */
  svc_reads_for?: ToolId[];
}

/**
 * What the tool's own CLI said. absent: not on PATH · not_askable: it has no offline listing ·
 * ok: it loaded its configuration · failed: it refused it (or answered something unreadable) ·
 * timed_out: no answer in time · none: svc knows no CLI of this tool.
 */
export interface CliHealth {
  status: "none" | "absent" | "not_askable" | "ok" | "failed" | "timed_out";
  command?: string;
  /** Where it was found on PATH. */
  path?: string;
  /** The listing command that failed or timed out, else the first one run, as typed. */
  ran?: string;
  /** Every listing command run. */
  commands?: string[];
  ms?: number;
  /** Why it failed or cannot be asked; its complaints. */
  detail?: string;
  /** MCP servers the tool lists, and which names differ from svc's reading. */
  servers?: string[];
  only_tool?: string[];
  only_svc?: string[];
  /** How many items of each kind the CLI lists (only the kinds it can list offline). */
  listed?: Partial<Record<HarnessKind, number>>;
  /** Every difference, MCP servers' fields and the other kinds included. */
  differences?: CliDifference[];
}

export interface ToolHealth {
  id: ToolId;
  name: string;
  places: PlaceHealth[];
  /** Items svc reads per kind (every scope looked at). */
  items: Record<HarnessKind, number>;
  problems: ReadProblem[];
  cli: CliHealth;
}

export interface HealthOptions extends Where {
  scopes: readonly Scope[];
  /** Ask the tools' own CLIs (off: files only). */
  askClis: boolean;
  /** Per CLI call. */
  timeoutMs: number;
}

/** Every tool's health; the CLIs are asked all at once, so the slowest bounds the wait. */
export async function toolsHealth(options: HealthOptions): Promise<ToolHealth[]> {
  const read = await Promise.all(allTools().map((tool) => readTool(tool.id, tool.name, options)));
  if (!options.askClis) return read.map(({ health }) => ({ ...health, cli: cliWithoutAsking(health.id, options) }));
  // Global scope: the CLIs run in an empty folder, so no project's files mix into their answer.
  const cwd = options.repo ?? (await mkdtemp(path.join(os.tmpdir(), "svc-doctor-")));
  try {
    const emptyFolder = options.repo === undefined;
    return await Promise.all(read.map(async ({ health, items }) => ({ ...health, cli: await askCli(health.id, items, read, { cwd, emptyFolder }, options) })));
  } finally {
    if (options.repo === undefined) await rm(cwd, { recursive: true, force: true });
  }
}

/** What svc reads for one tool, besides the counts: the items themselves, for the CLI to be held against. */
interface ToolReading {
  health: Omit<ToolHealth, "cli">;
  items: HarnessItem[];
}

async function readTool(id: ToolId, name: string, options: HealthOptions): Promise<ToolReading> {
  const places: PlaceHealth[] = [];
  const items = Object.fromEntries(HARNESS_KINDS.map((kind) => [kind, 0])) as Record<HarnessKind, number>;
  const problems: ReadProblem[] = [];
  const read: HarnessItem[] = [];
  for (const scope of options.scopes) {
    const context = toolContext(toolById(id), scope, options);
    for (const kind of HARNESS_KINDS) {
      for (const file of kindPaths(context, kind)) {
        const known = places.find((place) => place.path === file);
        if (known === undefined) places.push({ path: file, kinds: [kind], exists: existsSync(file) });
        else if (!known.kinds.includes(kind)) known.kinds.push(kind);
      }
    }
    const harness = await readHarness(id, scope, options);
    for (const item of harness.items) {
      items[item.kind] += 1;
      if (item.shadowedBy === undefined) read.push(item);
    }
    addProblems(problems, harness.problems);
  }
  return { health: { id, name, places, items, problems }, items: read };
}

function cliOf(id: ToolId): ToolCli | undefined {
  return TOOL_CLIS.find((cli) => cli.tool === id);
}

/** What is known of a tool's CLI without running it. */
function cliWithoutAsking(id: ToolId, options: Pick<HealthOptions, "env" | "platform">): CliHealth {
  const cli = cliOf(id);
  const silent = NOT_ASKABLE[id];
  const command = cli?.command ?? silent?.command;
  if (command === undefined) return { status: "none" };
  const found = findOnPath(command, options.env, options.platform ?? "linux");
  if (found === null) return { status: "absent", command };
  if (cli === undefined) return { status: "not_askable", command, path: found, detail: silent?.why ?? "" };
  return { status: "not_askable", command, path: found, detail: "not asked (--files-only)" };
}

async function askCli(
  id: ToolId,
  svcItems: readonly HarnessItem[],
  everyTool: readonly ToolReading[],
  where: { cwd: string; emptyFolder: boolean },
  options: HealthOptions,
): Promise<CliHealth> {
  const known = cliWithoutAsking(id, options);
  const cli = cliOf(id);
  if (cli === undefined || known.status !== "not_askable" || known.path === undefined) return known;
  const env = { ...options.env, ...OFFLINE_ENV, ...(where.emptyFolder ? cli.emptyFolderEnv : {}) };
  const listing: Listing = { servers: [], names: {}, complaints: [] };
  const commands: string[] = [];
  const shown: Partial<Record<HarnessKind, string>> = {};
  let ms = 0;
  for (const probe of cli.probes) {
    const typed = [cli.command, ...probe.args].join(" ");
    commands.push(typed);
    const ran = await runBounded([known.path, ...probe.args], { cwd: where.cwd, env, timeoutMs: options.timeoutMs });
    ms += ran.ms;
    const base = { command: cli.command, path: known.path, ran: typed, commands, ms };
    if (ran.timedOut) return { ...base, status: "timed_out", detail: `no answer in ${Math.round(options.timeoutMs / 1000)} s` };
    const said = firstLines(`${ran.stderr}\n${ran.stdout}`);
    if (ran.code !== 0) return { ...base, status: "failed", detail: `exit ${ran.code}${said === "" ? "" : `: ${said}`}` };
    try {
      probe.read(ran, listing);
    } catch (error) {
      return { ...base, status: "failed", detail: `its answer is not the listing svc expects (${(error as Error).message})${said === "" ? "" : `: ${said}`}` };
    }
    listing.complaints.push(...probeComplaints(cli, ran));
    for (const kind of probe.shows) shown[kind] = typed;
  }
  const differences = compareListing(listing, svcItems, everyTool, shown, id);
  const toolNames = new Set(listing.servers.map((server) => server.name));
  const svcNames = new Set(svcItems.filter((item) => item.kind === "mcp").map((item) => item.name));
  const listed: Partial<Record<HarnessKind, number>> = {};
  for (const kind of Object.keys(shown) as HarnessKind[]) listed[kind] = kind === "mcp" ? toolNames.size : new Set(listing.names[kind]).size;
  return {
    command: cli.command,
    path: known.path,
    ran: commands[0] ?? cli.command,
    commands,
    ms,
    status: listing.complaints.length > 0 ? "failed" : "ok",
    ...(listing.complaints.length > 0 ? { detail: listing.complaints.join("; ") } : {}),
    servers: [...toolNames].sort(),
    only_tool: [...toolNames].filter((name) => !svcNames.has(name)).sort(),
    only_svc: [...svcNames].filter((name) => !toolNames.has(name)).sort(),
    listed,
    differences,
  };
}

/**
 * What the CLI lists against what svc reads for the tool, kind by kind (only the kinds the CLI
 * lists): names on one side only, and for MCP servers on both, each field the listing shows where
 * svc's value is literal (a `${VAR}` reference is the tool's to show, resolved or not).
 */
function compareListing(
  listing: Listing,
  svcItems: readonly HarnessItem[],
  everyTool: readonly ToolReading[],
  shown: Partial<Record<HarnessKind, string>>,
  id: ToolId,
): CliDifference[] {
  const differences: CliDifference[] = [];
  const keyOf = (item: HarnessItem) => (item.kind === "instructions" ? item.origin.path : item.name);
  const readFor = (kind: HarnessKind, name: string) =>
    everyTool
      .filter((other) => other.health.id !== id && other.items.some((item) => item.kind === kind && keyOf(item) === name))
      .map((other) => other.health.id);
  for (const [kind, ran] of Object.entries(shown) as [HarnessKind, string][]) {
    const names = kind === "mcp" ? listing.servers.map((server) => server.name) : (listing.names[kind] ?? []);
    const tool = new Set(names);
    const svc = new Set(svcItems.filter((item) => item.kind === kind).map(keyOf));
    // What svc reads for the tool only as a source (VS Code reads ~/.claude/skills, the Copilot CLI does not) may be missing from the CLI's listing.
    const counted = new Set(svcItems.filter((item) => item.kind === kind && item.origin.shared !== "source-only").map(keyOf));
    for (const name of [...tool].filter((one) => !svc.has(one)).sort()) {
      const others = readFor(kind, name);
      differences.push({ kind, name, what: "only_tool", ran, ...(others.length > 0 ? { svc_reads_for: others } : {}) });
    }
    for (const name of [...counted].filter((one) => !tool.has(one)).sort()) differences.push({ kind, name, what: "only_svc", ran });
  }
  for (const listed of listing.servers) {
    const server = svcItems.find((item): item is McpServer => item.kind === "mcp" && item.name === listed.name);
    if (server === undefined) continue;
    const svcSide = serverFields(server);
    for (const field of ["transport", "command line", "url"] as const) {
      const toolValue = field === "transport" ? listed.transport : field === "url" ? listed.url : listed.commandLine;
      const svcValue = svcSide[field];
      if (toolValue === undefined || svcValue === undefined || toolValue === svcValue) continue;
      differences.push({ kind: "mcp", name: listed.name, what: "field", ran: shown.mcp ?? "", field, tool_value: toolValue, svc_value: svcValue });
    }
  }
  return differences;
}

/** An MCP server svc reads, in a listing's terms; a field with a variable reference is left out. */
function serverFields(server: McpServer): Omit<ListedServer, "name" | "commandLine"> & { "command line"?: string } {
  const fields: Omit<ListedServer, "name" | "commandLine"> & { "command line"?: string } = { transport: server.transport };
  if (server.command !== undefined && [server.command, ...server.args].every(isLiteral))
    fields["command line"] = [server.command, ...server.args].map(literalText).join(" ");
  if (server.url !== undefined && isLiteral(server.url)) fields.url = literalText(server.url);
  return fields;
}

/** The first few non-empty lines of what a program printed, for a one-line message. */
function firstLines(text: string, count = 3): string {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, count)
    .join(" · ")
    .slice(0, 300);
}
