// A distilled snapshot: the source tool's own harness files, laid out as the tool lays them out
// (so it can be used directly), every text redacted by one RedactionSession, plus svc-distill.json
// (source, org, created time, files with sha256, redactions) and REDACTIONS.md. Local-only files
// (personal settings and notes, sessions, memories, credentials) are left out unless asked for,
// and the report says what was left out and why. Nothing here runs git, a scheduler or the network.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { displayPath, isWithin } from "../core/paths.ts";
import { UsageError } from "../core/errors.ts";
import { FormatError } from "../harness/formats/errors.ts";
import { JsonBytes } from "../harness/formats/json-bytes.ts";
import { parseJsonc, renderJson } from "../harness/formats/json.ts";
import { parseToml } from "../harness/formats/toml.ts";
import { parseYamlObject } from "../harness/formats/yaml.ts";
import { beyondLatin1, decodeStored, encodeStored, type StoredEncoding } from "../harness/formats/text.ts";
import { readHarness, scopesOf, type ScopeOption, type Where } from "../harness/read.ts";
import type { HarnessItem, Scope } from "../harness/model.ts";
import { toolById } from "../harness/tools/index.ts";
import { isUnsupported } from "../harness/tools/types.ts";
import type { SyncToolId } from "../harness/tools/ids.ts";
import { HOME_PLACEHOLDER } from "./home.ts";
import { hookFiles } from "./hook-files.ts";
import { countByKind, type Redaction, type RedactionSession, type ReportedReplacement } from "./redact.ts";
import { scan } from "./scan.ts";
import { formatOf } from "./strings.ts";

/** Why a JSON, TOML or YAML text does not parse (message and line), or null when it does or has no such syntax. */
function syntaxProblem(file: string, text: string): FormatError | null {
  const format = formatOf(file);
  if (format === undefined) return null;
  try {
    if (format === "json") parseJsonc(text);
    else if (format === "toml") parseToml(text);
    else parseYamlObject(text);
    return null;
  } catch (error) {
    return error instanceof FormatError ? error : new FormatError(String((error as Error).message ?? error), 1);
  }
}

/** Personal state each tool keeps next to its harness: never in a snapshot unless asked for. */
const LOCAL_ONLY: Record<SyncToolId, { global: { path: string; reason: string }[]; project: { path: string; reason: string }[] }> = {
  "claude-code": {
    global: [
      { path: ".claude/projects", reason: "sessions and generated memories" },
      { path: ".claude/todos", reason: "session state" },
      { path: ".claude/shell-snapshots", reason: "session state" },
      { path: ".claude/history.jsonl", reason: "prompt history" },
      { path: ".claude/.credentials.json", reason: "credentials" },
      { path: ".claude/settings.local.json", reason: "personal settings" },
    ],
    project: [
      { path: "CLAUDE.local.md", reason: "personal notes" },
      { path: ".claude/settings.local.json", reason: "personal settings" },
    ],
  },
  codex: {
    global: [
      { path: ".codex/auth.json", reason: "credentials" },
      { path: ".codex/history.jsonl", reason: "prompt history" },
      { path: ".codex/sessions", reason: "sessions" },
      { path: ".codex/memories", reason: "generated memories" },
      { path: ".codex/log", reason: "logs" },
    ],
    project: [{ path: ".codex/memories", reason: "generated memories" }],
  },
  cursor: {
    global: [],
    project: [],
  },
};

export const MANIFEST_FILE = "svc-distill.json";
export const REPORT_FILE = "REDACTIONS.md";

export interface SourceFile {
  /** Absolute path it is read from. */
  source: string;
  /** Where it goes in the snapshot (forward slashes), before --replace. */
  path: string;
  bytes: Uint8Array;
}

export interface LeftOut {
  path: string;
  reason: string;
}

export interface Collected {
  tool: SyncToolId;
  scope: ScopeOption;
  files: SourceFile[];
  leftOut: LeftOut[];
  /** Items per kind (for inspect). */
  kinds: Record<string, number>;
}

/** The files of a tool's harness in the scope(s), read once, with what is left out and why. */
export async function collect(options: { tool: SyncToolId; scope: ScopeOption; where: Where; includeLocal: boolean }): Promise<Collected> {
  const files = new Map<string, SourceFile>();
  const leftOut: LeftOut[] = [];
  const kinds: Record<string, number> = {};
  const scopes = scopesOf(options.scope);
  for (const scope of scopes) {
    const root = scope === "global" ? options.where.home : (options.where.repo ?? options.where.home);
    const prefix = scopes.length > 1 ? (scope === "global" ? "home/" : "project/") : "";
    const label = (file: string) => displayPath(file, scope === "global" ? { home: root } : { home: options.where.home, repo: root });
    const harness = await readHarness(options.tool, scope, options.where);
    const add = (file: string, reason?: string): void => {
      if (files.has(file)) return;
      if (file === root || !isWithin(root, file)) {
        leftOut.push({ path: file, reason: `outside the ${scope === "global" ? "home folder" : "project"}` });
        return;
      }
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(readFileSync(file));
      } catch {
        return;
      }
      if (decodeStored(bytes) === null) {
        leftOut.push({ path: label(file), reason: "binary file: cannot be checked for secrets (add it by hand if it is safe)" });
        return;
      }
      files.set(file, {
        source: file,
        path: `${prefix}${path.relative(root, file).split(path.sep).join("/")}`,
        bytes: reason === "mcp-only" ? mcpOnly(file, bytes) : bytes,
      });
    };
    for (const item of harness.items) {
      if (item.local && !options.includeLocal) {
        leftOut.push({ path: label(item.origin.path), reason: "local-only (personal): --include-local to take it" });
        continue;
      }
      kinds[item.kind] = (kinds[item.kind] ?? 0) + 1;
      for (const file of filesOf(item)) add(file, sharedAccountFile(options.tool, scope, file, options.where) ? "mcp-only" : undefined);
    }
    // the files hooks and status lines run or read: carried from the tool's own folder, named otherwise
    const hookSpec = toolById(options.tool).kinds.hooks;
    const projectVariable =
      !isUnsupported(hookSpec) && hookSpec.projectDir !== undefined && "variable" in hookSpec.projectDir ? hookSpec.projectDir.variable : undefined;
    const named = new Set<string>();
    for (const item of harness.items) {
      if (item.kind !== "hooks" || item.handler.command === undefined || (item.local && !options.includeLocal)) continue;
      const folder = path.dirname(item.origin.path);
      const user = item.event.includes(":") ? "the status line" : `the ${item.event} hook`;
      const context = { home: options.where.home, ...(scope === "project" ? { project: root } : {}), ...(projectVariable ? { projectVariable } : {}) };
      for (const file of hookFiles(item.handler.command, context)) {
        if (
          files.has(file) ||
          named.has(file) ||
          !(isWithin(options.where.home, file) || (options.where.repo !== undefined && isWithin(options.where.repo, file)))
        )
          continue;
        const found = isFile(file);
        if (found && isWithin(folder, file)) {
          add(file);
          continue;
        }
        named.add(file);
        leftOut.push({
          path: label(file),
          reason: found
            ? `${user} runs or reads it; only files in ${label(folder)} are taken, so the hook will not work without it (add it by hand if it is safe to share)`
            : `${user} runs or reads it, but it was not found: the hook will not work without it`,
        });
      }
    }
    // Files the readers could not parse are still part of the harness: copied, redacted.
    for (const problem of harness.problems) add(problem.path);
    for (const entry of LOCAL_ONLY[options.tool][scope]) {
      const file = path.join(root, entry.path);
      if (files.has(file) || !existsSync(file)) continue;
      if (!options.includeLocal || entry.reason === "credentials")
        leftOut.push({ path: label(file), reason: `local-only (${entry.reason})${entry.reason === "credentials" ? "" : ": --include-local to take it"}` });
    }
    if (options.tool === "claude-code" && scope === "global" && files.has(path.join(root, ".claude.json"))) {
      leftOut.push({ path: "~/.claude.json", reason: "account and session state: only its mcpServers are taken" });
    }
  }
  return { tool: options.tool, scope: options.scope, files: [...files.values()].sort((a, b) => a.path.localeCompare(b.path)), leftOut, kinds };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The files an item is made of: its own, a skill's resources, an instruction's imports. */
function filesOf(item: HarnessItem): string[] {
  const own = [item.origin.path];
  if (item.kind === "skills") own.push(...item.files.map((file) => path.join(path.dirname(item.origin.path), ...file.path.split("/"))));
  if (item.kind === "instructions" && item.imports) own.push(...item.imports);
  return own;
}

/** ~/.claude.json holds account state beside the MCP servers: only the servers are taken. */
function sharedAccountFile(tool: SyncToolId, scope: Scope, file: string, where: Where): boolean {
  return tool === "claude-code" && scope === "global" && file === path.join(where.home, ".claude.json");
}

function mcpOnly(file: string, bytes: Uint8Array): Uint8Array {
  try {
    // Only the servers are parsed: the file may be tens of MB of project history (UTF-16, which
    // Claude Code does not write, is decoded first).
    const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    const value = new JsonBytes(utf16 ? Buffer.from(textOf(bytes), "utf8") : bytes).valueAt(["mcpServers"]);
    return new TextEncoder().encode(renderJson({ mcpServers: value ?? {} }));
  } catch {
    return new TextEncoder().encode(renderJson({ mcpServers: {} }));
  }
}

/** What inspect reports: items per kind and findings per kind, never a value. */
export function findingsOf(collected: Collected): { files: number; findings: Record<string, number> } {
  const findings: Record<string, number> = {};
  for (const file of collected.files) {
    for (const [kind, count] of Object.entries(countByKind(scan(textOf(file.bytes), { format: formatOf(file.path) }))))
      findings[kind] = (findings[kind] ?? 0) + count;
  }
  return { files: collected.files.length, findings };
}

export interface SnapshotFile {
  path: string;
  source: string;
  text: string;
  /** Written back as the source stored it: a UTF-8 BOM kept (PowerShell 5.1 needs it), UTF-16 kept. */
  encoding: StoredEncoding;
  /** False for a JSON, TOML or YAML file whose source did not parse either (copied as it was). */
  parses: boolean;
}

export interface SnapshotPlan {
  files: SnapshotFile[];
  redactions: Redaction[];
  replacements: ReportedReplacement[];
  leftOut: LeftOut[];
}

/** Redacts every collected file (and its path, for --replace) with one session. */
export function planSnapshot(collected: Collected, session: RedactionSession, labels: (file: string) => string): SnapshotPlan {
  const files: SnapshotFile[] = [];
  const redactions: Redaction[] = [];
  for (const file of collected.files) {
    const target = session.rewritePath(file.path);
    const stored = decodeStored(file.bytes) ?? { text: new TextDecoder().decode(file.bytes), encoding: "utf-8" as const };
    const original = stored.text;
    const redacted = session.redact(original, target);
    // A file in an ANSI code page is written back byte for byte: what --replace puts in must fit it.
    const beyond = stored.encoding === "latin1" ? beyondLatin1(redacted.text) : null;
    if (beyond !== null)
      throw new UsageError(`${target} is stored in an ANSI code page, which cannot hold "${beyond}" from --replace; nothing was written`, {
        hint: "Use a replacement of plain letters, or save the file as UTF-8.",
      });
    const parses = syntaxProblem(file.path, original) === null;
    const problem = parses ? syntaxProblem(target, redacted.text) : null;
    // redaction keeps the file's syntax; should it ever not, nothing is written
    if (problem !== null)
      throw new Error(`redacting ${target} broke its syntax at line ${problem.line} (${problem.message}); nothing was written — please report this`);
    files.push({ path: target, source: session.scrub(labels(file.source)), text: redacted.text, encoding: stored.encoding, parses });
    redactions.push(...redacted.redactions);
  }
  const replacements = session.summary().replacements.map((pair) => ({ fingerprint: session.fingerprint(pair.from), to: pair.to, count: pair.count }));
  // left-out paths are written into the reports: rewritten like every path of the snapshot
  const leftOut = collected.leftOut.map((entry) => ({ path: session.scrub(entry.path), reason: entry.reason }));
  return { files, redactions, replacements, leftOut };
}

export interface DistillManifest {
  version: 1;
  source: { tool: SyncToolId; name: string; scope: ScopeOption; path: string };
  org: string;
  created: string;
  /** `parses: false` marks a JSON, TOML or YAML file that did not parse in the source either. */
  files: { path: string; sha256: string; bytes: number; parses?: false }[];
  redaction_counts: Record<string, number>;
  redactions: Redaction[];
  replacements: ReportedReplacement[];
  left_out: LeftOut[];
}

/** A file's text as svc reads it everywhere: UTF-8 (a BOM taken off) or UTF-16 by its BOM. */
export function textOf(bytes: Uint8Array): string {
  return decodeStored(bytes)?.text ?? new TextDecoder().decode(bytes);
}

/** The bytes a snapshot file is written as (and hashed as): its text in its source's encoding. */
export function snapshotBytes(file: Pick<SnapshotFile, "text" | "encoding">): Uint8Array {
  return encodeStored(file.text, file.encoding);
}

export function sha256(text: string | Uint8Array): string {
  return createHash("sha256").update(text).digest("hex");
}

export function manifestFor(
  plan: SnapshotPlan,
  options: { tool: SyncToolId; scope: ScopeOption; sourceLabel: string; org: string; created: Date; report: string },
): DistillManifest {
  const counts: Record<string, number> = {};
  for (const redaction of plan.redactions) counts[redaction.kind] = (counts[redaction.kind] ?? 0) + 1;
  const files = [...plan.files, { path: REPORT_FILE, text: options.report, encoding: "utf-8" as const, parses: true }].map((file) => {
    const bytes = snapshotBytes(file);
    return { path: file.path, sha256: sha256(bytes), bytes: bytes.length, ...(file.parses ? {} : { parses: false as const }) };
  });
  return {
    version: 1,
    source: { tool: options.tool, name: toolById(options.tool).name, scope: options.scope, path: options.sourceLabel },
    org: options.org,
    created: options.created.toISOString(),
    files,
    redaction_counts: counts,
    redactions: plan.redactions,
    replacements: plan.replacements,
    left_out: plan.leftOut,
  };
}

/** REDACTIONS.md: each redaction with file, line, kind, placeholder and, for credentials, the fingerprint. */
export function reportText(plan: SnapshotPlan, options: { tool: SyncToolId; org: string; created: Date }): string {
  const lines = [
    `# Redactions`,
    "",
    `Snapshot of a ${toolById(options.tool).name} harness for ${options.org}, made ${options.created.toISOString()} by svc distill.`,
    "Every value below was replaced in the snapshot; the value itself appears nowhere. A credential's",
    "fingerprint is the first 8 hex digits of an HMAC-SHA-256 under a key made for this snapshot and",
    "never stored: the same secret has the same fingerprint here, and a guess cannot be confirmed.",
    "",
  ];
  if (plan.redactions.length === 0) lines.push("No redactions: nothing sensitive was found.", "");
  else {
    lines.push("| file | line | kind | replacement | fingerprint |", "|---|---|---|---|---|");
    for (const redaction of plan.redactions) {
      lines.push(`| ${redaction.file} | ${redaction.line} | ${redaction.kind} | \`${redaction.replacement}\` | ${redaction.fingerprint ?? ""} |`);
    }
    lines.push("");
  }
  const toFill = plan.redactions.filter((redaction) => redaction.edit !== undefined);
  if (toFill.length > 0) {
    lines.push(
      "## To fill in",
      "",
      `Nothing expands a variable in these places, so the home folder is written as \`${HOME_PLACEHOLDER}\`:`,
      "",
      ...toFill.map((redaction) => `- ${redaction.file}, line ${redaction.line}: ${redaction.edit ?? ""}`),
      "",
    );
  }
  if (plan.replacements.length > 0) {
    lines.push(
      "## Replacements",
      "",
      ...plan.replacements.map(
        (replacement) =>
          `- name with fingerprint ${replacement.fingerprint} → \`${replacement.to}\`: ${replacement.count} time${replacement.count === 1 ? "" : "s"}`,
      ),
      "",
    );
  }
  if (plan.leftOut.length > 0) lines.push("## Left out", "", ...plan.leftOut.map((entry) => `- ${entry.path}: ${entry.reason}`), "");
  return lines.join("\n");
}

// ---- verify ---------------------------------------------------------------------------------

export interface BundleProblem {
  path: string;
  line?: number;
  problem: "missing_manifest" | "bad_manifest" | "not_in_manifest" | "missing" | "changed" | "finding" | "unparseable";
  message: string;
}

/** Re-scans a snapshot and checks it against its manifest: every problem, named. */
export function verifyBundle(dir: string, files: readonly string[]): { manifest: DistillManifest | null; problems: BundleProblem[] } {
  const problems: BundleProblem[] = [];
  let manifest: DistillManifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), "utf8")) as DistillManifest;
    if (manifest.version !== 1 || !Array.isArray(manifest.files)) throw new Error("not a distill manifest");
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    problems.push({
      path: MANIFEST_FILE,
      problem: missing ? "missing_manifest" : "bad_manifest",
      message: missing ? "there is no svc-distill.json: not a snapshot svc made" : `svc-distill.json cannot be read: ${(error as Error).message}`,
    });
    manifest = null;
  }
  const listed = new Map((manifest?.files ?? []).map((file) => [file.path, file]));
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, ...file.split("/")));
    if (file !== MANIFEST_FILE && manifest !== null) {
      const entry = listed.get(file);
      if (entry === undefined) problems.push({ path: file, problem: "not_in_manifest", message: "is not in the manifest (added after the snapshot was made)" });
      else if (entry.sha256 !== sha256(bytes))
        problems.push({ path: file, problem: "changed", message: "does not match its sha256 in the manifest (changed after the snapshot was made)" });
    }
    const text = textOf(bytes);
    const broken = listed.get(file)?.parses === false ? null : syntaxProblem(file, text);
    if (broken !== null) problems.push({ path: file, line: broken.line, problem: "unparseable", message: `line ${broken.line}: ${broken.message}` });
    for (const finding of scan(text, { format: formatOf(file) })) {
      problems.push({
        path: file,
        line: finding.line,
        problem: "finding",
        message: `line ${finding.line}: ${finding.kind} (${finding.category === "credential" ? "a credential" : "personal data"})`,
      });
    }
  }
  for (const file of listed.keys())
    if (!files.includes(file)) problems.push({ path: file, problem: "missing", message: "is in the manifest but not in the snapshot" });
  return { manifest, problems };
}
