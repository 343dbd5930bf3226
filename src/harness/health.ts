// How each of the 13 tools looks to svc on this machine, for `svc doctor`: which of its files and
// folders exist, how many items of each kind svc reads, every file svc cannot parse (file:line),
// and, where the tool's own CLI is on PATH, what that CLI lists when asked offline next to what
// svc reads (tool-clis.ts).
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { kindPaths } from "./capabilities.ts";
import { readHarness, type Where } from "./migrate.ts";
import type { ReadProblem, Scope } from "./model.ts";
import { findOnPath, NOT_ASKABLE, OFFLINE_ENV, runBounded, TOOL_CLIS, type ToolCli } from "./tool-clis.ts";
import { allTools, toolById } from "./tools/index.ts";
import { HARNESS_KINDS, type HarnessKind, type ToolId } from "./tools/ids.ts";
import { toolContext } from "./tools/types.ts";

/** A file or folder the tool keeps items in, and the kinds it holds there. */
export interface PlaceHealth {
  path: string;
  kinds: HarnessKind[];
  exists: boolean;
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
  /** The listing command run, as typed. */
  ran?: string;
  ms?: number;
  /** Why it failed or cannot be asked; its complaints. */
  detail?: string;
  /** MCP servers the tool lists, and what differs from svc's reading. */
  servers?: string[];
  only_tool?: string[];
  only_svc?: string[];
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
    return await Promise.all(read.map(async ({ health, servers }) => ({ ...health, cli: await askCli(health.id, servers, cwd, options) })));
  } finally {
    if (options.repo === undefined) await rm(cwd, { recursive: true, force: true });
  }
}

async function readTool(id: ToolId, name: string, options: HealthOptions): Promise<{ health: Omit<ToolHealth, "cli">; servers: string[] }> {
  const places: PlaceHealth[] = [];
  const items = Object.fromEntries(HARNESS_KINDS.map((kind) => [kind, 0])) as Record<HarnessKind, number>;
  const problems: ReadProblem[] = [];
  const servers: string[] = [];
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
      if (item.kind === "mcp" && item.shadowedBy === undefined) servers.push(item.name);
    }
    problems.push(...harness.problems);
  }
  return { health: { id, name, places, items, problems }, servers: [...new Set(servers)] };
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

async function askCli(id: ToolId, svcServers: readonly string[], cwd: string, options: HealthOptions): Promise<CliHealth> {
  const known = cliWithoutAsking(id, options);
  const cli = cliOf(id);
  if (cli === undefined || known.status !== "not_askable" || known.path === undefined) return known;
  const ran = await runBounded([known.path, ...cli.args], { cwd, env: { ...options.env, ...OFFLINE_ENV }, timeoutMs: options.timeoutMs });
  const base = { command: cli.command, path: known.path, ran: [cli.command, ...cli.args].join(" "), ms: ran.ms };
  if (ran.timedOut) return { ...base, status: "timed_out", detail: `no answer in ${Math.round(options.timeoutMs / 1000)} s` };
  const said = firstLines(`${ran.stderr}\n${ran.stdout}`);
  if (ran.code !== 0) return { ...base, status: "failed", detail: `exit ${ran.code}${said === "" ? "" : `: ${said}`}` };
  let listing;
  try {
    listing = cli.parse(ran);
  } catch (error) {
    return { ...base, status: "failed", detail: `its answer is not the listing svc expects (${(error as Error).message})${said === "" ? "" : `: ${said}`}` };
  }
  const tool = new Set(listing.servers);
  const svc = new Set(svcServers);
  return {
    ...base,
    status: listing.complaints.length > 0 ? "failed" : "ok",
    ...(listing.complaints.length > 0 ? { detail: listing.complaints.join("; ") } : {}),
    servers: [...tool].sort(),
    only_tool: [...tool].filter((name) => !svc.has(name)).sort(),
    only_svc: [...svc].filter((name) => !tool.has(name)).sort(),
  };
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
