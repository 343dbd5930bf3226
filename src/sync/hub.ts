// The hub: a folder of items in neutral form plus svc-hub.json, the manifest that remembers, per
// tool, the common version of each item (its hash in the hub and in the tool when they last
// agreed). Default $SVC_HOME/harness-sync/current; `--hub DIR` another; `--repo R` puts it at
// R/.svc/harness-sync and syncs the tools' project files in R.
import { readFileSync } from "node:fs";
import { mkdir, open, readFile, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { writeFileAtomic } from "../core/atomic-write.ts";
import { SvcError } from "../core/errors.ts";
import { findFiles, listFolder, parseOrProblem, readTextOr, type Observation } from "../harness/io.ts";
import { skillResource } from "../harness/kinds/skills.ts";
import type { ReadProblem, Scope, SkillFile } from "../harness/model.ts";
import type { SyncToolId } from "../harness/tools/ids.ts";
import { contentHash, fromHubFile, portableStem, skillFromHub, SYNC_KINDS, type SyncItem } from "./hub-items.ts";

export const MANIFEST = "svc-hub.json";
/** Saved push plans, out of the way of the item folders. */
export const PLANS_DIR = ".plans";
/** Held while a command reads and writes the hub, so two runs never interleave. */
const LOCK = ".svc-hub.lock";

/** What the tool and the hub last agreed on, per hub item. */
export interface Base {
  /** The item's key in the tool (a command may live there as a skill). */
  tool_key: string;
  tool_hash: string;
  hub_hash: string;
  /** svc wrote it into the tool (so svc may delete it there when the hub drops it). */
  pushed: boolean;
  /** The file svc wrote it to in the tool. */
  tool_path?: string;
}

export interface ToolState {
  last_pull: string | null;
  last_push: string | null;
  items: Record<string, Base>;
}

export interface Pairing {
  from: SyncToolId;
  to: SyncToolId;
  policy: "merge" | "overwrite";
  state: "enabled" | "disabled";
  /** What the last complete run read, and the state it found, for the no-change fast path. */
  settled?: { observation: Observation; fingerprint: string };
}

export interface HubManifest {
  version: 1;
  created: string;
  /**
   * Per hub item: the tool it came from (skills keep it only here), and where it is stored when
   * that is not its key (`file: "commands/fix-bug"` for the command fix:bug, whose name cannot be a
   * file name on Windows). Hubs written before hold raw names, read as they are.
   */
  items: Record<string, { origin: SyncToolId; file?: string }>;
  tools: Partial<Record<SyncToolId, ToolState>>;
  auto: Pairing[];
}

export interface Hub {
  dir: string;
  /** The tools' configuration this hub syncs: global (home) or project (a repo). */
  scope: Scope;
  repo?: string;
  manifest: HubManifest;
  /** The hub folder did not exist before this command. */
  created: boolean;
}

export interface HubWhere {
  hub?: string;
  repo?: string;
  svcHome: string;
  cwd: string;
}

export function hubDir(where: HubWhere): string {
  if (where.hub) return path.resolve(where.cwd, where.hub);
  if (where.repo) return path.join(path.resolve(where.cwd, where.repo), ".svc", "harness-sync");
  return path.join(where.svcHome, "harness-sync", "current");
}

function emptyManifest(now: Date): HubManifest {
  return { version: 1, created: now.toISOString(), items: {}, tools: {}, auto: [] };
}

/** Opens the hub, creating the folder and its manifest when missing. */
export async function openHub(where: HubWhere, now: Date): Promise<Hub> {
  const dir = hubDir(where);
  const scope: Scope = where.repo ? "project" : "global";
  const base = { dir, scope, ...(where.repo ? { repo: path.resolve(where.cwd, where.repo) } : {}) };
  let text: string | null = null;
  try {
    text = readFileSync(path.join(dir, MANIFEST), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (text === null) {
    const hub: Hub = { ...base, manifest: emptyManifest(now), created: true };
    await mkdir(dir, { recursive: true });
    await saveManifest(hub);
    return hub;
  }
  let manifest: HubManifest;
  try {
    manifest = JSON.parse(text) as HubManifest;
  } catch (error) {
    throw new SvcError("bad_hub", `${path.join(dir, MANIFEST)} is not valid JSON (${(error as Error).message})`, 1, {
      hint: "Restore it from your backups or git, or move the hub aside and pull again.",
      paths: [path.join(dir, MANIFEST)],
    });
  }
  if (manifest.version !== 1) {
    throw new SvcError("bad_hub", `${path.join(dir, MANIFEST)} has version ${String(manifest.version)}, which this svc does not read`, 1, {
      paths: [path.join(dir, MANIFEST)],
    });
  }
  manifest.items ??= {};
  manifest.tools ??= {};
  manifest.auto ??= [];
  return { ...base, manifest, created: false };
}

/** How long a command waits for another run on the same hub before giving up. */
const LOCK_WAIT_MS = 30_000;
/** A lock file that does not name its holder after this long is left over from a crash. */
const GARBLED_LOCK_MS = 5_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the hub's lock (creating the hub folder if needed), waiting while another svc run holds
 * it; a lock left by a process that is gone is taken over. Returns the release function.
 */
export async function lockHub(dir: string, wait = LOCK_WAIT_MS): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, LOCK);
  const me = `${JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() })}\n`;
  const deadline = Date.now() + wait;
  for (;;) {
    try {
      const handle = await open(file, "wx", 0o644);
      await handle.writeFile(me);
      await handle.close();
      return async () => {
        // Only our own lock is removed.
        if ((await readFile(file, "utf8").catch(() => null)) === me) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let holder: { pid?: unknown; host?: unknown } | null = null;
    try {
      holder = JSON.parse(await readFile(file, "utf8")) as { pid?: unknown; host?: unknown };
    } catch {
      holder = null; // being written (for a moment), or garbled
    }
    // A lock nobody can name that has stood for a while was cut off mid-write by a crash.
    const garbledAndOld = holder === null && Date.now() - ((await stat(file).catch(() => null))?.mtimeMs ?? Date.now()) > GARBLED_LOCK_MS;
    if (garbledAndOld || (holder && typeof holder.pid === "number" && holder.host === hostname() && !alive(holder.pid))) {
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw new SvcError(
        "hub_busy",
        `another svc run is using the hub ${dir}${holder && typeof holder.pid === "number" ? ` (process ${holder.pid})` : ""}; nothing was changed`,
        1,
        {
          hint: `Wait for it to finish and run again. If no svc is running, remove ${file}.`,
          paths: [dir, file],
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50));
  }
}

export async function saveManifest(hub: Hub): Promise<void> {
  await writeFileAtomic(path.join(hub.dir, MANIFEST), `${JSON.stringify(hub.manifest, null, 2)}\n`);
}

export function toolState(hub: Hub, tool: SyncToolId): ToolState {
  const state = hub.manifest.tools[tool] ?? { last_pull: null, last_push: null, items: {} };
  hub.manifest.tools[tool] = state;
  return state;
}

export interface HubItems {
  items: Map<string, SyncItem>;
  problems: ReadProblem[];
}

/** Every item in the hub, by key; hand-edited files that cannot be read are problems. */
export async function readHubItems(hub: Hub): Promise<HubItems> {
  const items = new Map<string, SyncItem>();
  const problems: ReadProblem[] = [];
  // Where an item is stored under another name than its own: its key from the manifest.
  const keyAt = new Map(Object.entries(hub.manifest.items).flatMap(([key, entry]) => (entry.file === undefined ? [] : [[entry.file, key] as const])));
  const keyOfStem = (stem: string) => keyAt.get(stem) ?? stem;
  for (const kind of SYNC_KINDS) {
    const folder = path.join(hub.dir, kind);
    if (kind === "skills") {
      for (const found of await findFiles(folder, ["*/SKILL.md"])) {
        const stored = path.dirname(found.relative);
        const key = keyOfStem(`skills/${stored}`);
        const text = await readTextOr(found.path, problems);
        if (text === null) continue;
        const files: SkillFile[] = [];
        for (const relative of await listFolder(path.join(folder, stored))) {
          if (relative !== "SKILL.md") files.push(skillResource(path.join(folder, stored), relative));
        }
        const origin = hub.manifest.items[key]?.origin ?? "claude-code";
        const parsed = parseOrProblem(found.path, () => skillFromHub(key.slice("skills/".length), found.path, text, files, origin));
        if (parsed.ok) items.set(key, parsed.value);
        else problems.push(parsed.problem);
      }
      continue;
    }
    for (const found of await findFiles(folder, ["**/*.md"])) {
      const key = keyOfStem(`${kind}/${found.relative.slice(0, -".md".length)}`);
      const text = await readTextOr(found.path, problems);
      if (text === null) continue;
      const parsed = parseOrProblem(found.path, () => fromHubFile(kind, key.slice(kind.length + 1), found.path, text));
      if (parsed.ok) items.set(key, parsed.value);
      else problems.push(parsed.problem);
    }
  }
  return { items, problems };
}

/** Where a hub item is stored, relative to the hub ("commands/fix-bug": its file without the ending, a skill's folder). */
export function stemOf(hub: Hub, item: SyncItem): string {
  const relative = path.relative(hub.dir, item.origin.path).split(path.sep).join("/");
  return item.kind === "skills" ? path.posix.dirname(relative) : relative.replace(/\.md$/, "");
}

/**
 * Where each of `keys` is stored in the hub: where it is now if that is a portable path, else its
 * name as one (portableStem), apart from every other item's as a case-insensitive file system
 * compares names ("-2", "-3"…). A key whose own name is portable goes first, so it keeps its name.
 */
export function hubStems(hub: Hub, inHub: ReadonlyMap<string, SyncItem>, keys: readonly string[]): Map<string, string> {
  const taken = new Map<string, string>(); // lower-cased stem → the key stored there
  for (const [key, item] of inHub) taken.set(stemOf(hub, item).toLowerCase(), key);
  const stems = new Map<string, string>();
  const ordered = [...keys.filter((key) => portableStem(key) === key), ...keys.filter((key) => portableStem(key) !== key)];
  for (const key of ordered) {
    const held = inHub.get(key);
    const current = held === undefined ? undefined : stemOf(hub, held);
    if (current !== undefined && portableStem(current) === current) {
      stems.set(key, current);
      continue;
    }
    if (current !== undefined && taken.get(current.toLowerCase()) === key) taken.delete(current.toLowerCase());
    const wanted = portableStem(key);
    let stem = wanted;
    for (let n = 2; taken.has(stem.toLowerCase()) && taken.get(stem.toLowerCase()) !== key; n++) stem = `${wanted}-${n}`;
    taken.set(stem.toLowerCase(), key);
    stems.set(key, stem);
  }
  return stems;
}

/** Item counts per kind, for `svc sync hub`. */
export function countsOf(items: Map<string, SyncItem>): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(SYNC_KINDS.map((kind) => [kind, 0]));
  for (const item of items.values()) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
  return counts;
}

export { contentHash };
