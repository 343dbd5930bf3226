// svc doctor: what is installed and where, on one screen a user can paste into a bug report
// (docs/architecture.md#commands): the svc build, the license state, $SVC_HOME and the hub, and for each of the 13
// tools its files, the items svc reads per kind and every file svc cannot parse; where a tool's
// own CLI is on PATH, what it lists when asked offline beside what svc reads. Reads only.
import { constants } from "node:fs";
import { access, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { platformName } from "../core/build-info.ts";
import type { Deps } from "../core/deps.ts";
import { cannotRead, EXIT } from "../core/errors.ts";
import { displayPath } from "../core/paths.ts";
import { toolsHealth, type CliDifference, type ToolHealth } from "../doctor/health.ts";
import { resolveWhere } from "./migrate.ts";
import type { Answer } from "./answer.ts";
import { scopesOf, type ScopeOption } from "../harness/read.ts";
import { listBackups } from "../harness/plan/backup.ts";
import { hubDir, MANIFEST, type HubManifest } from "../sync/hub.ts";
import { HARNESS_KINDS, type HarnessKind, type ToolId } from "../harness/tools/ids.ts";
import { hiddenLicenseHint, keyringOf } from "../license/gate.ts";
import { describeSource, readLicenseState } from "../license/store.ts";

export interface DoctorOptions {
  repo?: string;
  scope?: ScopeOption;
  filesOnly?: boolean;
  timeout?: number;
}

/** Seconds each tool's CLI may take when --timeout is not given (the table's default text). */
const DEFAULT_CLI_TIMEOUT_S = 15;

/** Kind headings of five letters at most, so the table fits 80 columns. */
const COLUMN: Record<(typeof HARNESS_KINDS)[number], string> = {
  instructions: "instr",
  mcp: "mcp",
  commands: "cmds",
  agents: "agent",
  skills: "skill",
  hooks: "hooks",
  permissions: "perms",
  ignore: "ignor",
};

interface HomeHealth {
  path: string;
  exists: boolean;
  writable: boolean;
  backups: number;
}

interface HubHealth {
  path: string;
  exists: boolean;
  items?: number;
  tools?: Record<string, { last_pull: string | null; last_push: string | null }>;
  error?: string;
}

interface DoctorReport {
  svc: { version: string; commit: string; keys: string; platform: string; node: string; executable: string | null };
  license: { status: string; source: string; product?: string; email?: string; reason?: string; message?: string; hint?: string };
  svc_home: HomeHealth;
  hub: HubHealth;
  scope: ScopeOption;
  repo: string | null;
  tools: ToolHealth[];
  /** What makes doctor exit 1, one line each. */
  needs_fixing: string[];
  /** Where a tool's CLI lists something other than svc reads, one sentence each (each tool's `cli.differences` has them as data). */
  differences: string[];
  ok: boolean;
}

/** Whether a folder exists and can be written, or could be created (its nearest existing parent can be written). */
async function writableFolder(folder: string): Promise<{ exists: boolean; writable: boolean }> {
  let exists = false;
  try {
    exists = (await stat(folder)).isDirectory();
  } catch {
    /* missing */
  }
  let probe = folder;
  for (;;) {
    try {
      if (!(await stat(probe)).isDirectory()) return { exists, writable: false };
      await access(probe, constants.W_OK);
      return { exists, writable: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") return { exists, writable: false };
    }
    const parent = path.dirname(probe);
    if (parent === probe) return { exists, writable: false };
    probe = parent;
  }
}

async function hubHealth(deps: Deps, repo: string | undefined, shown: (file: string) => string): Promise<HubHealth> {
  const dir = hubDir({ svcHome: deps.svcHome, cwd: deps.cwd, ...(repo === undefined ? {} : { repo }) });
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { path: dir, exists: false };
    return { path: dir, exists: true, error: `${shown(path.join(dir, MANIFEST))} ${cannotRead(error)}` };
  }
  try {
    const manifest = JSON.parse(text) as HubManifest;
    const tools = Object.fromEntries(
      Object.entries(manifest.tools ?? {}).map(([tool, state]) => [tool, { last_pull: state.last_pull, last_push: state.last_push }]),
    );
    return { path: dir, exists: true, items: Object.keys(manifest.items ?? {}).length, tools };
  } catch (error) {
    return { path: dir, exists: true, error: `${shown(path.join(dir, MANIFEST))} is not valid JSON (${(error as Error).message})` };
  }
}

export async function doctor(options: DoctorOptions, deps: Deps): Promise<Answer> {
  const where = resolveWhere(options, deps);
  const labels = { home: deps.home, repo: where.repo };
  const shown = (file: string) => displayPath(file, labels);
  deps.out.progress("reading the 13 tools' files and asking their CLIs…");

  const [state, home, backups, hub, tools] = await Promise.all([
    readLicenseState({ env: deps.env, svcHome: deps.svcHome, keyring: keyringOf(deps) }),
    writableFolder(deps.svcHome),
    listBackups(deps.svcHome),
    hubHealth(deps, where.repo, shown),
    toolsHealth({
      home: deps.home,
      env: deps.env,
      platform: deps.platform,
      ...(where.repo === undefined ? {} : { repo: where.repo }),
      scopes: scopesOf(where.scope),
      askClis: options.filesOnly !== true,
      timeoutMs: (options.timeout ?? DEFAULT_CLI_TIMEOUT_S) * 1000,
    }),
  ]);

  const needsFixing: string[] = [];
  const differences: string[] = [];
  let license: DoctorReport["license"];
  if (state.status === "valid")
    license = { status: "valid", source: describeSource(state.source, (file) => file), product: state.license.product_id, email: state.license.email };
  else if (state.status === "missing")
    license = { status: "missing", source: state.path, hint: "free commands work; `svc license --help` says how to get one for the paid ones" };
  else {
    const hidden = await hiddenLicenseHint(deps);
    license = {
      status: "invalid",
      source: describeSource(state.source, (file) => file),
      reason: state.reason,
      message: state.message,
      hint: hidden || "`svc license --help` says how to get and install a valid one",
    };
    needsFixing.push(`license: the one in ${describeSource(state.source, shown)} is invalid (${state.reason}): ${state.message}. ${license.hint}`);
  }
  if (!home.writable)
    needsFixing.push(
      `SVC_HOME ${shown(deps.svcHome)} cannot be written: svc keeps backups there, so nothing can be migrated. Make it a folder you can write to, or set SVC_HOME to one.`,
    );
  if (hub.error !== undefined) needsFixing.push(`hub: ${hub.error}`);
  for (const tool of tools) {
    for (const problem of tool.problems)
      needsFixing.push(`${tool.id}: ${shown(problem.path)}${problem.line === undefined ? "" : `:${problem.line}`}: ${problem.message}`);
    const cli = tool.cli;
    // What the tool printed names the user's home: shown as ~, as every path here.
    if (cli.status === "failed")
      needsFixing.push(`${tool.id}: \`${cli.ran}\` does not load its configuration: ${(cli.detail ?? "").split(deps.home).join("~")}`);
    for (const difference of cli.differences ?? []) differences.push(`${tool.id}: ${differenceText(difference, tool.id, shown)}`);
  }

  const report: DoctorReport = {
    svc: {
      version: deps.build.version,
      commit: deps.build.commit,
      keys: deps.build.keys,
      platform: platformName(deps.platform, deps.arch),
      node: deps.nodeVersion,
      executable: deps.executable?.path ?? null,
    },
    license,
    svc_home: { path: deps.svcHome, ...home, backups: backups.length },
    hub,
    scope: where.scope,
    repo: where.repo ?? null,
    tools,
    needs_fixing: needsFixing,
    differences,
    ok: needsFixing.length === 0,
  };
  return { data: report, text: () => doctorText(report, deps, shown), exit: report.ok ? EXIT.ok : EXIT.error };
}

/** Each kind as one item of it is called in a sentence. */
const NOUN: Record<HarnessKind, string> = {
  instructions: "instruction file",
  mcp: "MCP server",
  commands: "command",
  agents: "agent",
  skills: "skill",
  hooks: "hook",
  permissions: "permission rule",
  ignore: "ignore file",
};

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** One difference between a tool's CLI and svc, as a sentence (the tool's id goes before it). */
function differenceText(difference: CliDifference, tool: ToolId, shown: (file: string) => string): string {
  const noun = NOUN[difference.kind];
  const name = difference.kind === "instructions" ? shown(difference.name) : `"${difference.name}"`;
  const ran = `\`${difference.ran}\``;
  if (difference.what === "field")
    return `the ${noun} ${name}: ${ran} shows the ${difference.field} \`${difference.tool_value}\`, svc reads \`${difference.svc_value}\``;
  if (difference.what === "only_svc") return `svc reads the ${noun} ${name}, which ${ran} does not list`;
  const others = difference.svc_reads_for ?? [];
  if (others.length === 0) return `${ran} lists the ${noun} ${name}, which svc does not read`;
  const them = others.length === 1 ? others[0] : `${others.slice(0, -1).join(", ")} and ${others.at(-1)}`;
  return `${ran} lists the ${noun} ${name}, which svc reads for ${them}, not for ${tool} (${tool} loads ${others.length === 1 ? "its" : "their"} files too)`;
}

function doctorText(report: DoctorReport, deps: Deps, shown: (file: string) => string): string {
  const { bold, dim, green, red, yellow } = deps.out.style;
  const { svc, license, svc_home: home, hub } = report;
  const lines = [bold("svc doctor") + dim(" — paste all of this into a bug report"), ""];
  const row = (label: string, text: string) => lines.push(`${label.padEnd(10)}${text}`);
  row(
    "svc",
    `${svc.version}${svc.keys === "development" ? " (development build)" : ""}, commit ${svc.commit}, ${svc.platform}, node ${svc.node}${svc.executable ? `, ${shown(svc.executable)}` : ""}`,
  );
  if (license.status === "valid") row("license", `${green("valid")}: ${license.product} for ${license.email} (${shown(license.source)})`);
  else if (license.status === "missing") row("license", `${yellow("none")}: ${license.hint}`);
  else row("license", `${red("invalid")} (${license.reason}) in ${shown(license.source)}`);
  const homeState = !home.writable ? red("cannot be written") : home.exists ? "writable" : "not created yet (svc creates it when needed)";
  row("SVC_HOME", `${shown(home.path)}: ${homeState}; ${home.backups} backup${home.backups === 1 ? "" : "s"}`);
  if (hub.error !== undefined) row("hub", `${shown(hub.path)}: ${red("unreadable")}`);
  else if (!hub.exists) row("hub", `${shown(hub.path)}: not created yet (svc sync pull creates it)`);
  else {
    const pulls = Object.entries(hub.tools ?? {}).map(([tool, state]) => `${tool} pulled ${state.last_pull?.slice(0, 10) ?? "never"}`);
    row("hub", `${shown(hub.path)}: ${hub.items} item${hub.items === 1 ? "" : "s"}${pulls.length > 0 ? `; ${pulls.join(", ")}` : ""}`);
  }
  row(
    "read",
    `${report.scope === "global" ? "global (home) configuration" : report.scope === "project" ? `project ${shown(report.repo ?? "")}` : `global and project ${shown(report.repo ?? "")}`}`,
  );

  // The table: one line per tool, the items svc reads per kind (· for none); it fits 80 columns.
  const toolWidth = Math.max(...report.tools.map((tool) => tool.id.length)) + 1;
  const cell = 6;
  lines.push("", bold(["tool".padEnd(toolWidth), "files".padEnd(cell), ...HARNESS_KINDS.map((kind) => COLUMN[kind].padEnd(cell)), "errors"].join("")));
  for (const tool of report.tools) {
    const found = tool.places.filter((place) => place.exists).length;
    const files = found === 0 ? "none" : `${found}/${tool.places.length}`;
    const counts = HARNESS_KINDS.map((kind) => (tool.items[kind] === 0 ? "·" : String(tool.items[kind])).padEnd(cell));
    const text = [tool.id.padEnd(toolWidth), files.padEnd(cell), ...counts].join("");
    const errors = tool.problems.length === 0 ? "·" : red(String(tool.problems.length));
    lines.push(found === 0 && tool.problems.length === 0 ? dim(`${text}·`) : `${text}${errors}`);
  }
  lines.push(
    dim("files: how many of the places the tool keeps files in exist; then the items svc"),
    dim("reads per kind, and the files it cannot parse (listed below)"),
  );

  lines.push("", bold("The tools' own CLIs, asked offline"));
  for (const tool of report.tools) {
    const cli = tool.cli;
    if (cli.status === "none") continue;
    const name = `${tool.id}`.padEnd(toolWidth + 1);
    if (cli.status === "absent") lines.push(`${name}${dim(`${cli.command} is not on PATH`)}`);
    else if (cli.status === "not_askable") lines.push(`${name}${cli.command}: ${dim(cli.detail ?? "")}`);
    else if (cli.status === "timed_out") lines.push(`${name}${yellow(`\`${cli.ran}\`: ${cli.detail}`)}`);
    else if (cli.status === "failed") lines.push(`${name}${red(`\`${cli.ran}\` does not load its configuration`)} (below)`);
    else {
      const count = cli.differences?.length ?? 0;
      const listed = Object.entries(cli.listed ?? {}).map(([kind, number]) => counted(number, NOUN[kind as HarnessKind]));
      lines.push(
        `${name}${cli.command} loads its configuration: ${count === 0 ? green("as svc reads") : yellow(`${counted(count, "difference")} (below)`)} ${dim(`(${(cli.ms ?? 0) / 1000} s)`)}`,
      );
      lines.push(`${" ".repeat(toolWidth + 1)}${dim(`lists ${listed.join(", ")}`)}`);
    }
  }

  if (report.differences.length > 0)
    lines.push("", bold(yellow("Differences (what the tool sees and svc does not, or the other way)")), ...report.differences.map((line) => `  ${line}`));
  if (report.needs_fixing.length > 0)
    lines.push("", bold(red(`Needs fixing (${report.needs_fixing.length}; doctor exits 1)`)), ...report.needs_fixing.map((line) => `  ${line}`));
  else lines.push("", green("Nothing needs fixing."));
  return lines.join("\n");
}
