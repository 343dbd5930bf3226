// One source → target pair: migrate the source's rich fixture (home and project) with the built
// svc, take away the source's own files (so the tool sees only what svc wrote), trust the repo as
// a user would, ask the tool what it sees, and compare per item with what svc says it wrote.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { SERVERS, SOURCES, type ServerView, type SourceId } from "./fixtures.ts";
import { KINDS, OBSERVERS, type Kind, type Observer, type Seen, type Wrote } from "./observers.ts";
import { HERE, license, makeSandbox, svc, writeTree } from "./sandbox.ts";

export const RESULTS = path.join(HERE, ".results");

export interface PairResult {
  wrote: Wrote[];
  seen: Seen;
  /** Per item, what differs between svc's claim and the tool's view (empty: none). */
  problems: string[];
  table: string;
}

/** The name a tool lists an item under: the file or folder svc wrote it to. */
function writtenName(item: Wrote): string {
  if (item.kind === "mcp") return item.name;
  const target = item.target ?? "";
  if (item.kind === "skills") return path.basename(path.dirname(target));
  return path.basename(target).replace(/(\.agent|\.prompt|\.instructions)?\.(md|toml|yaml|json)$/, "");
}

export function isWritten(item: Wrote): boolean {
  return item.fidelity !== "unsupported" && item.action !== "skipped" && item.target !== null;
}

export async function checkPair(source: SourceId, target: string): Promise<PairResult> {
  const observer = OBSERVERS[target];
  if (!observer) throw new Error(`no observer for ${target}`);
  const sandbox = await makeSandbox(`${source}-${target}`);
  try {
    await license(sandbox);
    const fixture = SOURCES[source];
    await writeTree(sandbox.home, fixture.home);
    await writeTree(sandbox.repo, fixture.repo);
    const migrated = await svc(sandbox, ["migrate", "--from", source, "--to", target, "--scope", "all", "--repo", sandbox.repo, "--json"]);
    if (migrated.code !== 0)
      throw new Error(`svc migrate --from ${source} --to ${target} exited ${migrated.code}: ${migrated.stderr}${migrated.stdout.slice(0, 2000)}`);
    const plan = JSON.parse(migrated.stdout) as { items: Wrote[]; changes: { path: string }[] };
    // The source's files go, except those that are also the target's: written into (AGENTS.md,
    // shared by Codex and others) or already where the target reads them (~/.agents/skills).
    const kept = new Set([...plan.changes.map((change) => change.path), ...plan.items.map((item) => item.target ?? "")]);
    const skillFolders = plan.items.filter((item) => item.kind === "skills" && item.target).map((item) => path.dirname(item.target ?? ""));
    for (const [base, tree] of [
      [sandbox.home, fixture.home],
      [sandbox.repo, fixture.repo],
    ] as const) {
      for (const relative of Object.keys(tree)) {
        const file = path.join(base, relative);
        if (!kept.has(file) && !skillFolders.some((folder) => file.startsWith(`${folder}/`))) await rm(file, { force: true });
      }
    }
    await observer.trust(sandbox);
    const seen = await observer.observe(sandbox, plan.items);
    const problems = compare(plan.items, seen, source, observer.kinds, observer.shows);
    const table = tableOf(source, target, plan.items, seen, observer);
    await mkdir(RESULTS, { recursive: true });
    await writeFile(
      path.join(RESULTS, `${source}__${target}.txt`),
      `${table}\n${problems.length ? `  differences:\n${problems.map((line) => `    - ${line}`).join("\n")}\n` : ""}`,
    );
    return { wrote: plan.items, seen, problems, table };
  } finally {
    if (!process.env["SVC_CONFORMANCE_KEEP"]) await sandbox.remove();
  }
}

function sees(item: Wrote, seen: Seen, kinds: Kind[]): boolean | null {
  if (!kinds.includes(item.kind)) return null;
  if (item.kind === "permissions") return seen.permissions?.get(item.name) === "as svc said";
  // A rule or command that became a skill is listed as one.
  if (item.target?.endsWith("/SKILL.md") && item.kind !== "skills")
    return kinds.includes("skills") ? (seen.names.skills?.has(path.basename(path.dirname(item.target))) ?? false) : null;
  if (item.kind === "instructions")
    return [...(seen.names.instructions ?? [])].some((file) => (item.target ?? "").endsWith(file.replace(/^\//, "")) || file === item.target);
  return seen.names[item.kind]?.has(writtenName(item)) ?? false;
}

/** What the plan itself says the tool does not read an item for (Continue's cn and project servers). */
function unreadSaid(item: Wrote): string | undefined {
  return item.lost.find((what) => /launches no|reads no|does not read/.test(what));
}

function compare(items: Wrote[], seen: Seen, source: SourceId, kinds: Kind[], shows: (keyof ServerView)[]): string[] {
  // Whatever the tool warns about in svc's files is a difference too.
  const problems: string[] = [...new Set(seen.complaints)].map((complaint) => `the tool complained: ${complaint.trim()}`);
  for (const item of items.filter(isWritten)) {
    const visible = sees(item, seen, kinds);
    // A lossy item whose loss is that this program does not read it (Continue's project servers for cn).
    if (visible === false && unreadSaid(item) === undefined) {
      const why = item.kind === "permissions" ? `: ${seen.permissions?.get(item.name) ?? "not evaluated"}` : "";
      problems.push(`${item.kind} ${item.name}: written (${item.fidelity}) but the tool does not see it${why}`);
      continue;
    }
    if (item.kind !== "mcp" || visible !== true || item.fidelity === "lossy") continue;
    // The plan says exact or converted: the tool must see the same server.
    const expected = SERVERS[source][item.name];
    const actual = seen.servers.get(item.name);
    if (!expected || !actual) continue;
    for (const field of shows) {
      const want = expected[field];
      const got = actual[field];
      if (field === "env" || field === "headers") {
        for (const [key, value] of Object.entries((want as Record<string, string> | undefined) ?? {})) {
          const shown = (got as Record<string, string> | undefined)?.[key];
          if (shown !== value && shown !== "***")
            problems.push(`mcp ${item.name}: ${field} ${key} is ${JSON.stringify(shown)}, svc said ${item.fidelity} of ${JSON.stringify(value)}`);
        }
      } else if (
        JSON.stringify(want ?? (field === "args" && expected.transport === "stdio" ? [] : undefined)) !==
        JSON.stringify(got ?? (field === "args" && actual.transport === "stdio" ? [] : undefined))
      ) {
        problems.push(`mcp ${item.name}: ${field} is ${JSON.stringify(got)}, svc said ${item.fidelity} of ${JSON.stringify(want)}`);
      }
    }
  }
  return problems;
}

function tableOf(source: SourceId, target: string, items: Wrote[], seen: Seen, observer: Observer): string {
  const { kinds } = observer;
  const rows = KINDS.map((kind) => {
    const written = items.filter((item) => item.kind === kind && isWritten(item));
    const seenCount = kinds.includes(kind) ? String(written.filter((item) => sees(item, seen, kinds) === true).length) : "—";
    return `  | ${kind.padEnd(12)} | ${String(written.length).padStart(5)} | ${seenCount.padStart(4)} |`;
  });
  // Why each written item the tool does not list is not listed: its CLI lists no such kind
  // offline, the plan itself says the tool does not read it, or (a difference) nothing explains it.
  const reasons: string[] = [];
  for (const kind of KINDS) {
    const unseen = items.filter((item) => item.kind === kind && isWritten(item) && sees(item, seen, kinds) !== true);
    if (unseen.length === 0) continue;
    if (!kinds.includes(kind)) {
      reasons.push(`    ${kind} (${unseen.length}): ${observer.unlisted}`);
      continue;
    }
    for (const item of unseen) reasons.push(`    ${kind} ${item.name}: ${unreadSaid(item) ?? `not seen (${item.fidelity}): a difference, listed below`}`);
  }
  const ran = seen.ran.map((one) => `${one.command} (exit ${one.code}, ${(one.ms / 1000).toFixed(1)} s${one.note ? `, ${one.note}` : ""})`);
  // What the stand-ins logged, each command line once, with how many times it was launched.
  const launches = new Map<string, number>();
  for (const line of seen.launched ?? []) {
    const command = line.split(" | ")[0] ?? line;
    launches.set(command, (launches.get(command) ?? 0) + 1);
  }
  return [
    `${source} → ${target}`,
    "  | kind         | wrote | sees |",
    "  |--------------|-------|------|",
    ...rows,
    ...(reasons.length > 0 ? ["  not listed:", ...reasons] : []),
    `  asked: ${[...new Set(ran)].slice(0, 6).join("; ")}${ran.length > 6 ? `; … ${ran.length} calls` : ""}`,
    ...(seen.complaints.length ? [`  the tool complained: ${[...new Set(seen.complaints)].join(" | ").slice(0, 600)}`] : []),
    ...(launches.size > 0 ? [`  launched: ${[...launches].map(([command, times]) => (times > 1 ? `${command} (${times}×)` : command)).join("; ")}`] : []),
  ].join("\n");
}
