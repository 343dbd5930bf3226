// Distill on labelled sets built outside its rules (bench/distill-sets/: peers' published examples
// placed in prose, fenced snippets, rule bodies, encodings and config, written by someone who never
// saw svc's detection). Each document goes where its file kind lives in a personal harness (Claude
// Code, Codex, Cursor: home and project), in temporary homes holding many documents each; distill
// runs as a user runs it, `svc distill apply --scope all` per tool then `svc distill verify` on the
// fresh snapshot (in process, through the CLI's own entry point), and the snapshot's files are scored
// against the labels:
// - recall: a secret counts as removed when none of its spans (each exact substring that must go)
//   is left in the snapshot's file; overall, per family, per context and per source;
// - harmless values (hashes, UUIDs, references, placeholders… labelled in every document): changed
//   when the snapshot holds fewer of them than the source (target ≤ 2%);
// - controls (documents without a secret): changed when the file is not byte for byte the same (target 0);
// - files that must parse (JSON, TOML, YAML front matter) still do; `verify` passes on every snapshot;
// - throughput and peak memory of distill's scanner and secretlint's recommended preset over the
//   same files, each in a process of its own (bench/scan-worker.ts).
// Discipline: tune on `--split tune` only; `--split heldout` (the held-out source and family) is
// scored once, at the end, and prints aggregates only (no documents, no misses).
//
// Usage: node bench/distill-sets.ts --peer kingfisher=DIR --peer detect-secrets=DIR
//          --peer secrets-patterns-db=DIR --peer security-utilities=DIR
//          [--split tune|heldout] [--seed 26] [--per-rule 2] [--passes 3] [--verbose] [--misses FILE] [--keep]
//   (the peers' checkouts: bench/distill-sets/README.md says which commits and how to fetch them)
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { issueLicense } from "../src/license/envelope.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { DEV_SIGNING_KEY, svc } from "../test/support/cli.ts";
import { parses } from "./distill-sets/check.ts";
import { build, SOURCES, type Document } from "./distill-sets/index.ts";
import type { FileKind } from "./distill-sets/types.ts";
import { runWorker, type WorkerResult } from "./scan-worker.ts";

const { values: args } = parseArgs({
  options: {
    peer: { type: "string", multiple: true },
    peers: { type: "string" },
    split: { type: "string", default: "tune" },
    seed: { type: "string", default: "26" },
    "per-rule": { type: "string", default: "2" },
    passes: { type: "string", default: "3" },
    verbose: { type: "boolean", default: false },
    misses: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});

type Tool = "claude-code" | "codex" | "cursor";
type Root = "home" | "repo";

// --- where each kind of file lives ---------------------------------------------------------------

/** A place for a document: a tool's file in the home or the project; `many` places take any number. */
interface Slot {
  tool: Tool;
  root: Root;
  /** The file's path from its root, for the n-th document placed there. */
  file: (n: number) => string;
  many?: boolean;
  /** Files that must stand beside it for the tool to read it (a skill's SKILL.md beside its .env). */
  beside?: (n: number) => Record<string, string>;
}

const SKILL_FOR_ENV = (n: number): Record<string, string> => ({
  [`.claude/skills/deploy-${n}/SKILL.md`]: `---\nname: deploy-${n}\ndescription: Deploys the service with the settings in .env\n---\n\nRun \`./deploy.sh\` with the variables of \`.env\` loaded.\n`,
});

const SLOTS: Record<FileKind, Slot[]> = {
  "instructions-md": [
    { tool: "claude-code", root: "home", file: () => ".claude/CLAUDE.md" },
    { tool: "claude-code", root: "repo", file: () => "CLAUDE.md" },
    { tool: "codex", root: "home", file: () => ".codex/AGENTS.md" },
    { tool: "claude-code", root: "home", file: (n) => `.claude/rules/notes-${n}.md`, many: true },
    { tool: "claude-code", root: "repo", file: (n) => `.claude/rules/notes-${n}.md`, many: true },
  ],
  "mdc-rule": [{ tool: "cursor", root: "repo", file: (n) => `.cursor/rules/rule-${n}.mdc`, many: true }],
  "skill-md": [
    { tool: "claude-code", root: "home", file: (n) => `.claude/skills/skill-${n}/SKILL.md`, many: true },
    { tool: "cursor", root: "home", file: (n) => `.cursor/skills/skill-${n}/SKILL.md`, many: true },
  ],
  "command-md": [
    { tool: "claude-code", root: "home", file: (n) => `.claude/commands/command-${n}.md`, many: true },
    { tool: "cursor", root: "repo", file: (n) => `.cursor/commands/command-${n}.md`, many: true },
  ],
  "agent-md": [
    { tool: "claude-code", root: "home", file: (n) => `.claude/agents/agent-${n}.md`, many: true },
    { tool: "cursor", root: "repo", file: (n) => `.cursor/agents/agent-${n}.md`, many: true },
  ],
  "mcp-json": [
    { tool: "cursor", root: "home", file: () => ".cursor/mcp.json" },
    { tool: "cursor", root: "repo", file: () => ".cursor/mcp.json" },
    { tool: "claude-code", root: "repo", file: () => ".mcp.json" },
  ],
  "codex-toml": [
    { tool: "codex", root: "home", file: () => ".codex/config.toml" },
    { tool: "codex", root: "repo", file: () => ".codex/config.toml" },
  ],
  "settings-json-hook": [
    { tool: "claude-code", root: "home", file: () => ".claude/settings.json" },
    { tool: "claude-code", root: "repo", file: () => ".claude/settings.json" },
  ],
  dotenv: [{ tool: "claude-code", root: "home", file: (n) => `.claude/skills/deploy-${n}/.env`, many: true, beside: SKILL_FOR_ENV }],
};

/** At most this many documents of a kind that has `many` places go into one home. */
const MANY_PER_HOME = 60;

interface Placed {
  doc: Document;
  home: number;
  tool: Tool;
  root: Root;
  file: string;
}

/** Spreads documents over as few homes as their one-file places allow. */
function place(docs: readonly Document[], firstHome: number): { placed: Placed[]; homes: number } {
  const byKind = new Map<FileKind, Document[]>();
  for (const doc of docs) byKind.set(doc.fileKind, [...(byKind.get(doc.fileKind) ?? []), doc]);
  let homes = 1;
  for (const [kind, list] of byKind) {
    const slots = SLOTS[kind];
    homes = Math.max(homes, slots.some((slot) => slot.many) ? Math.ceil(list.length / MANY_PER_HOME) : Math.ceil(list.length / slots.length));
  }
  const placed: Placed[] = [];
  for (const [kind, list] of byKind) {
    const slots = SLOTS[kind];
    const single = slots.filter((slot) => !slot.many);
    const many = slots.filter((slot) => slot.many);
    const count = new Array<number>(homes).fill(0);
    list.forEach((doc, index) => {
      const home = index % homes;
      const k = count[home]!++;
      const slot = k < single.length ? single[k]! : many[(k - single.length) % many.length]!;
      placed.push({ doc, home: firstHome + home, tool: slot.tool, root: slot.root, file: slot.file(index) });
    });
  }
  return { placed, homes };
}

function besideOf(placed: Placed): Record<string, string> {
  const slot = SLOTS[placed.doc.fileKind].find((candidate) => candidate.tool === placed.tool && candidate.root === placed.root && candidate.beside);
  const n = Number(/-(\d+)\//.exec(placed.file)?.[1] ?? -1);
  return slot?.beside && n >= 0 ? slot.beside(n) : {};
}

// --- running distill -----------------------------------------------------------------------------

const LICENSE = issueLicense({
  productId: "svc_lifetime",
  email: "bench@example.com",
  key: parseSigningKey(DEV_SIGNING_KEY, "dev"),
  issuedAt: new Date(),
}).envelope;

interface SnapshotRun {
  home: number;
  tool: Tool;
  out: string;
  applied: boolean;
  applyError?: string;
  verified: boolean;
  verifyProblems: string[];
}

async function writeFileIn(root: string, relative: string, text: string): Promise<string> {
  const file = path.join(root, ...relative.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

/** Writes the homes, runs apply and verify per home and tool; the input files (for the scanners' race). */
async function distillAll(work: string, placed: readonly Placed[]): Promise<{ runs: SnapshotRun[]; inputs: string[] }> {
  const runs: SnapshotRun[] = [];
  const inputs: string[] = [];
  const homes = [...new Set(placed.map((item) => item.home))].sort((a, b) => a - b);
  for (const index of homes) {
    const home = path.join(work, `h${index}`, "home");
    const repo = path.join(work, `h${index}`, "repo");
    await writeFileIn(home, ".svc/license", LICENSE);
    await mkdir(repo, { recursive: true });
    const here = placed.filter((item) => item.home === index);
    for (const item of here) {
      const root = item.root === "home" ? home : repo;
      inputs.push(await writeFileIn(root, item.file, item.doc.text));
      for (const [relative, text] of Object.entries(besideOf(item))) await writeFileIn(root, relative, text);
    }
    for (const tool of [...new Set(here.map((item) => item.tool))].sort()) {
      const out = path.join(work, `h${index}`, `snapshot-${tool}`);
      const applied = await svc(["distill", "apply", "--source", tool, "--scope", "all", "--repo", repo, "--out", out, "--org", "bench", "--json"], {
        home,
        cwd: repo,
      });
      const run: SnapshotRun = { home: index, tool, out, applied: applied.code === 0, verified: false, verifyProblems: [] };
      if (applied.code !== 0) run.applyError = (applied.stderr || applied.stdout).trim().split("\n")[0] ?? "";
      else {
        const verified = await svc(["distill", "verify", "--bundle", out, "--json"], { home, cwd: repo });
        run.verified = verified.code === 0;
        if (!run.verified) {
          try {
            const result = JSON.parse(verified.stdout) as { problems: { path: string; message: string }[] };
            run.verifyProblems = result.problems.map((problem) => `${problem.path}: ${problem.message}`);
          } catch {
            run.verifyProblems = [(verified.stderr || verified.stdout).trim().split("\n")[0] ?? ""];
          }
        }
      }
      runs.push(run);
    }
  }
  return { runs, inputs };
}

// --- scoring -------------------------------------------------------------------------------------

function occurrences(text: string, value: string): number {
  let count = 0;
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length)) count++;
  return count;
}

interface Scored {
  placed: Placed;
  /** The snapshot's file, or null when it is not in the snapshot (or apply failed). */
  output: string | null;
  /** Per secret: removed? */
  removed: boolean[];
  harmlessChanged: { what: string; value: string }[];
  parseError?: string;
}

async function score(placed: Placed, runs: readonly SnapshotRun[]): Promise<Scored> {
  const run = runs.find((candidate) => candidate.home === placed.home && candidate.tool === placed.tool);
  const file = run === undefined || !run.applied ? null : path.join(run.out, placed.root === "home" ? "home" : "project", ...placed.file.split("/"));
  const output = file !== null && existsSync(file) ? await readFile(file, "utf8") : null;
  const { doc } = placed;
  if (output === null) return { placed, output, removed: doc.secrets.map(() => false), harmlessChanged: [] };
  const removed = doc.secrets.map((secret) => secret.spans.every((span) => !output.includes(span.value)));
  const harmlessChanged = doc.harmless.filter((item) => occurrences(output, item.value) < occurrences(doc.text, item.value));
  const parseError = doc.parse ? parses({ parse: doc.parse, text: output }) : undefined;
  return { placed, output, removed, harmlessChanged, ...(parseError ? { parseError } : {}) };
}

type Cell = [hit: number, all: number];
const pct = ([hit, all]: Cell): string => (all === 0 ? "    —" : `${((100 * hit) / all).toFixed(1)}%`);
const cellText = (cell: Cell): string => `${pct(cell).padStart(6)} (${cell[0]}/${cell[1]})`;

function tally(scored: readonly Scored[], key: (item: Scored, secret: number) => string): Map<string, Cell> {
  const table = new Map<string, Cell>();
  for (const item of scored) {
    if (item.output === null) continue;
    item.removed.forEach((removed, index) => {
      const name = key(item, index);
      const cell = table.get(name) ?? [0, 0];
      cell[1]++;
      if (removed) cell[0]++;
      table.set(name, cell);
    });
  }
  return table;
}

function sum(table: Map<string, Cell>): Cell {
  let hit = 0;
  let all = 0;
  for (const [h, a] of table.values()) {
    hit += h;
    all += a;
  }
  return [hit, all];
}

// --- main ----------------------------------------------------------------------------------------

const PEER_ORDER = ["kingfisher", "detect-secrets", "secrets-patterns-db", "security-utilities"];

async function main(): Promise<void> {
  const peers: Record<string, string> = {};
  for (const spec of args.peer ?? []) {
    const at = spec.indexOf("=");
    if (at < 1) throw new Error(`--peer ${spec}: write NAME=DIR`);
    peers[spec.slice(0, at)] = spec.slice(at + 1);
  }
  const peersDir = args.peers ?? process.env["DISTILL_SETS_PEERS"];
  if (peersDir !== undefined) {
    // a folder of checkouts: each peer by its name, or as a mirror names it (owner+name)
    const entries = readdirSync(peersDir);
    for (const name of Object.keys(SOURCES)) {
      const found = entries.find((entry) => entry === name || entry.endsWith(`+${name}`));
      if (found !== undefined && peers[name] === undefined) peers[name] = path.join(peersDir, found);
    }
  }
  // the generator's documents depend on the order its peers are given in (values are numbered and
  // shuffled in that order): always the order of its README, however they were named here
  const ordered: Record<string, string> = {};
  for (const name of PEER_ORDER) if (peers[name] !== undefined) ordered[name] = peers[name];
  for (const [name, dir] of Object.entries(peers)) ordered[name] ??= dir;
  if (Object.keys(ordered).length === 0) {
    process.stdout.write(
      "distill sets: skipped (give the peers' checkouts with --peers DIR, DISTILL_SETS_PEERS=DIR or --peer NAME=DIR; bench/distill-sets/README.md)\n",
    );
    return;
  }
  const split = args.split as "tune" | "heldout";
  if (split !== "tune" && split !== "heldout") throw new Error(`--split ${split}: tune or heldout`);
  const heldout = split === "heldout";
  if (heldout && (args.verbose || args.misses !== undefined))
    throw new Error("--split heldout prints aggregates only: no --verbose, no --misses (score it once, at the end)");
  const started = performance.now();
  const docs = build({ peers: ordered, split, seed: Number(args.seed), perRule: Number(args["per-rule"]) }).documents;
  const work = await mkdtemp(path.join(os.tmpdir(), "svc-bench-sets-"));
  try {
    const secretDocs = docs.filter((doc) => doc.secrets.length > 0);
    const controls = docs.filter((doc) => doc.secrets.length === 0);
    // controls in homes of their own: a secret document's own mail domain would make theirs private
    const first = place(secretDocs, 0);
    const second = place(controls, first.homes);
    const placed = [...first.placed, ...second.placed];
    const distillStarted = performance.now();
    const { runs, inputs } = await distillAll(work, placed);
    const distillSeconds = (performance.now() - distillStarted) / 1000;
    const scored = await Promise.all(placed.map((item) => score(item, runs)));
    const passes = Number(args.passes);
    const race = { distill: runWorker("distill", inputs, { passes }), secretlint: runWorker("secretlint", inputs, { passes }) };
    const bytes = inputs.length === 0 ? 0 : race.distill.bytes / passes;

    const lines: string[] = [];
    lines.push(
      `distill on the labelled sets, split ${split} (seed ${args.seed}, ${args["per-rule"]} per rule): ${secretDocs.length} secret documents, ${controls.length} controls, ${inputs.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${runs.length} snapshots of ${first.homes + second.homes} homes; Node ${process.version}, ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}`,
    );
    const secretScored = scored.filter((item) => item.placed.doc.secrets.length > 0);
    const notCarried = secretScored.filter((item) => item.output === null);
    const byFamily = tally(secretScored, (item) => item.placed.doc.family);
    const overall = sum(byFamily);
    lines.push(
      `  recall overall ${cellText(overall)}   (target ≥ 95%; every family ≥ 90%)${notCarried.length > 0 ? `   ${notCarried.length} documents not in their snapshot (not counted)` : ""}`,
    );
    lines.push("  per family");
    for (const [family, cell] of [...byFamily].sort()) lines.push(`    ${family.padEnd(12)} ${cellText(cell)}`);
    lines.push("  per source");
    for (const [source, cell] of [...tally(secretScored, (item, index) => item.placed.doc.secrets[index]!.source)].sort())
      lines.push(`    ${source.padEnd(20)} ${cellText(cell)}`);
    const byContext = [...tally(secretScored, (item) => `${item.placed.doc.family}/${item.placed.doc.context}`)].sort(
      (a, b) => a[1][0] / a[1][1] - b[1][0] / b[1][1] || a[0].localeCompare(b[0]),
    );
    const weak = byContext.filter(([, cell]) => cell[0] < cell[1]);
    lines.push(`  per context: ${byContext.length - weak.length}/${byContext.length} contexts at 100%; below (weakest first):`);
    for (const [context, cell] of weak.slice(0, args.verbose ? weak.length : 25)) lines.push(`    ${context.padEnd(40)} ${cellText(cell)}`);
    if (!args.verbose && weak.length > 25) lines.push(`    … ${weak.length - 25} more (--verbose)`);

    const harmlessAll = scored.filter((item) => item.output !== null).reduce((total, item) => total + item.placed.doc.harmless.length, 0);
    const harmlessChanged = scored.flatMap((item) => item.harmlessChanged.map((value) => ({ item, value })));
    const changedByWhat = new Map<string, number>();
    for (const { value } of harmlessChanged) changedByWhat.set(value.what, (changedByWhat.get(value.what) ?? 0) + 1);
    lines.push(
      `  harmless values changed ${cellText([harmlessChanged.length, harmlessAll])} (target ≤ 2%)${
        changedByWhat.size > 0
          ? `: ${[...changedByWhat]
              .sort((a, b) => b[1] - a[1])
              .map(([what, count]) => `${what} ${count}`)
              .join(", ")}`
          : ""
      }`,
    );
    const controlScored = scored.filter((item) => item.placed.doc.secrets.length === 0 && item.output !== null);
    const controlsChanged = controlScored.filter((item) => item.output !== item.placed.doc.text);
    lines.push(
      `  controls changed ${controlsChanged.length}/${controlScored.length} (target 0)${controlScored.length < controls.length ? `; ${controls.length - controlScored.length} not in their snapshot` : ""}`,
    );
    const mustParse = scored.filter((item) => item.placed.doc.parse !== undefined && item.output !== null);
    const broken = mustParse.filter((item) => item.parseError !== undefined);
    lines.push(`  files that must parse and do not ${broken.length}/${mustParse.length}`);
    const failedApply = runs.filter((run) => !run.applied);
    const failedVerify = runs.filter((run) => run.applied && !run.verified);
    lines.push(
      `  snapshots: apply failed ${failedApply.length}/${runs.length}, verify failed ${failedVerify.length}/${runs.length - failedApply.length}; plan, apply and verify took ${distillSeconds.toFixed(1)} s`,
    );
    for (const run of failedApply) lines.push(`    apply h${run.home} ${run.tool}: ${run.applyError}`);
    if (!heldout)
      for (const run of failedVerify)
        for (const problem of run.verifyProblems.slice(0, args.verbose ? 50 : 3)) lines.push(`    verify h${run.home} ${run.tool}: ${problem}`);
    else if (failedVerify.length > 0) lines.push(`    verify problems: ${failedVerify.reduce((total, run) => total + run.verifyProblems.length, 0)}`);
    const mbps = (result: WorkerResult): number => result.bytes / (1024 * 1024) / result.cpuSeconds;
    lines.push(
      `  scan throughput (${passes} passes, CPU time)  distill ${mbps(race.distill).toFixed(2)} MB/s   secretlint ${mbps(race.secretlint).toFixed(2)} MB/s   ratio ${(mbps(race.distill) / mbps(race.secretlint)).toFixed(2)}x`,
      `  peak RSS (each tool in its own process)   distill ${race.distill.maxRssMb.toFixed(0)} MB   secretlint ${race.secretlint.maxRssMb.toFixed(0)} MB   ratio ${(race.distill.maxRssMb / race.secretlint.maxRssMb).toFixed(2)}x`,
      `  (${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
      "",
    );
    process.stdout.write(lines.join("\n"));

    if (args.misses !== undefined) {
      const records: string[] = [];
      const around = (text: string, value: string): string => {
        const at = text.indexOf(value);
        return at === -1 ? "" : text.slice(Math.max(0, at - 160), at + value.length + 80);
      };
      for (const item of secretScored) {
        item.placed.doc.secrets.forEach((secret, index) => {
          if (item.output === null || item.removed[index]) return;
          const left = secret.spans.map((span) => span.value).filter((value) => item.output!.includes(value));
          records.push(
            JSON.stringify({
              type: "miss",
              id: item.placed.doc.id,
              family: item.placed.doc.family,
              context: item.placed.doc.context,
              source: secret.source,
              rule: secret.rule,
              file: item.placed.file,
              left,
              around: around(item.output!, left[0] ?? ""),
            }),
          );
        });
      }
      for (const { item, value } of harmlessChanged)
        records.push(
          JSON.stringify({ type: "harmless", id: item.placed.doc.id, what: value.what, value: value.value, around: around(item.placed.doc.text, value.value) }),
        );
      for (const item of controlsChanged)
        records.push(JSON.stringify({ type: "control", id: item.placed.doc.id, before: item.placed.doc.text, after: item.output }));
      for (const item of broken) records.push(JSON.stringify({ type: "parse", id: item.placed.doc.id, error: item.parseError, after: item.output }));
      for (const item of notCarried)
        records.push(JSON.stringify({ type: "not-carried", id: item.placed.doc.id, file: item.placed.file, tool: item.placed.tool }));
      for (const run of failedVerify)
        for (const problem of run.verifyProblems) records.push(JSON.stringify({ type: "verify", home: run.home, tool: run.tool, problem }));
      await writeFile(args.misses, `${records.join("\n")}\n`);
      process.stderr.write(`${records.length} records in ${args.misses}\n`);
    }
  } finally {
    if (args.keep) process.stderr.write(`homes and snapshots kept in ${work}\n`);
    else await rm(work, { recursive: true, force: true });
  }
}

await main();
