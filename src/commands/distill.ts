// svc distill inspect | plan | apply | verify — thin: collect the source's files, redact with one
// session, show or write the snapshot, or re-check one.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Deps } from "../core/deps.ts";
import { EXIT, UsageError } from "../core/errors.ts";
import { ownMailDomains } from "../distill/finders.ts";
import { createRedactionSession, parseReplace } from "../distill/redact.ts";
import {
  collect,
  findingsOf,
  manifestFor,
  MANIFEST_FILE,
  planSnapshot,
  REPORT_FILE,
  reportText,
  snapshotBytes,
  textOf,
  verifyBundle,
  type Collected,
} from "../distill/snapshot.ts";
import type { ScopeOption } from "../harness/read.ts";
import { applyPlan } from "../harness/plan/apply.ts";
import { wholeBytes } from "../harness/plan/edits.ts";
import { buildPlan } from "../harness/plan/plan.ts";
import { displayPath } from "../harness/plan/report.ts";
import type { SyncToolId } from "../harness/tools/ids.ts";
import { listFolder } from "../harness/io.ts";
import { resolveWhere } from "./migrate.ts";
import { nextCommand } from "./next.ts";
import type { Answer } from "./answer.ts";

interface SourceOptions {
  source: SyncToolId;
  repo?: string;
  scope?: ScopeOption;
  includeLocal?: boolean;
}

async function collected(options: SourceOptions, deps: Deps): Promise<{ collected: Collected; repo?: string }> {
  const where = resolveWhere(options, deps);
  deps.out.progress(`reading ${options.source} (${where.scope})…`);
  const result = await collect({
    tool: options.source,
    scope: where.scope,
    where: { home: deps.home, env: deps.env, platform: deps.platform, ...(where.repo ? { repo: where.repo } : {}) },
    includeLocal: options.includeLocal === true,
  });
  return { collected: result, ...(where.repo ? { repo: where.repo } : {}) };
}

/** Paths as the snapshot's reports write them: the home folder as ~, never a user name. */
function label(deps: Deps, repo?: string): (file: string) => string {
  return (file) => displayPath(file, { home: deps.home, repo }).replace(/^(?!~|\/)/, "");
}

export async function inspect(options: SourceOptions, deps: Deps): Promise<Answer> {
  const { collected: found } = await collected(options, deps);
  const { files, findings } = findingsOf(found);
  const result = { source: found.tool, scope: found.scope, kinds: found.kinds, files, findings, left_out: found.leftOut };
  const text = () => {
    const lines = [
      `svc distill inspect: ${found.tool} (${found.scope} configuration)`,
      "",
      `  ${files} file${files === 1 ? "" : "s"}: ${
        Object.entries(found.kinds)
          .map(([kind, count]) => `${count} ${kind}`)
          .join(", ") || "nothing"
      }`,
    ];
    const total = Object.values(findings).reduce((sum, count) => sum + count, 0);
    lines.push("", total === 0 ? "  no sensitive findings" : `  sensitive findings (${total}), by kind — values are never shown:`);
    for (const [kind, count] of Object.entries(findings).sort()) lines.push(`    ${kind.padEnd(26)} ${count}`);
    if (found.leftOut.length > 0) lines.push("", "  left out of a snapshot:", ...found.leftOut.map((entry) => `    ${entry.path}: ${entry.reason}`));
    lines.push("", `Next: ${nextCommand("distill plan", options, deps)} --out <dir> --org <org>`);
    return lines.join("\n");
  };
  return { data: result, text };
}

export interface SnapshotOptions extends SourceOptions {
  out: string;
  org: string;
  replace?: string[];
  privateDomain?: string[];
}

/** A --private-domain value: a host name's tail, such as corp.acme.io. */
function parsePrivateDomain(value: string): string {
  const domain = value
    .trim()
    .toLowerCase()
    .replace(/^\*?\.+|\.+$/g, "");
  if (!/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)+$/.test(domain)) {
    throw new UsageError(`--private-domain needs a domain such as corp.acme.io, got "${value}"`);
  }
  return domain;
}

async function prepare(options: SnapshotOptions, deps: Deps) {
  const replace = (options.replace ?? []).map(parseReplace);
  const given = (options.privateDomain ?? []).map(parsePrivateDomain);
  const { collected: found, repo } = await collected(options, deps);
  // the person's own mail domains are private too: read before anything is redacted
  const privateDomains = [...new Set([...given, ...ownMailDomains(found.files.map((file) => textOf(file.bytes)))])];
  const session = createRedactionSession({ replace, privateDomains });
  const plan = planSnapshot(found, session, label(deps, repo));
  const created = deps.now();
  // no --replace FROM anywhere in the snapshot: the source's path is rewritten like the files'
  const sourceLabel = session.scrub(repo ? label(deps)(repo) || "." : "~");
  const report = reportText(plan, { tool: found.tool, org: options.org, created });
  const manifest = manifestFor(plan, { tool: found.tool, scope: found.scope, sourceLabel, org: options.org, created, report });
  return { found, plan, report, manifest };
}

export async function plan(options: SnapshotOptions, deps: Deps): Promise<Answer> {
  const { plan: snapshot, manifest } = await prepare(options, deps);
  const out = path.resolve(deps.cwd, options.out);
  const result = {
    source: manifest.source,
    org: options.org,
    out,
    files: [
      ...snapshot.files.map((file) => ({ path: file.path, source: file.source, bytes: snapshotBytes(file).length })),
      { path: REPORT_FILE, source: null, bytes: 0 },
      { path: MANIFEST_FILE, source: null, bytes: 0 },
    ],
    redactions: snapshot.redactions,
    redaction_counts: manifest.redaction_counts,
    replacements: snapshot.replacements,
    left_out: snapshot.leftOut,
  };
  const text = () => {
    const lines = [
      `svc distill plan: ${manifest.source.name} → ${displayPath(out, { home: deps.home })} for ${options.org} (nothing written)`,
      "",
      `Files (${result.files.length}):`,
    ];
    for (const file of result.files) lines.push(`  ${file.path}${file.source ? `  ← ${file.source}` : ""}`);
    lines.push("", `Redactions (${snapshot.redactions.length}):`);
    for (const redaction of snapshot.redactions)
      lines.push(
        `  ${redaction.file}:${redaction.line}  ${redaction.kind} → ${redaction.replacement}${redaction.fingerprint ? `  (fingerprint ${redaction.fingerprint})` : ""}`,
      );
    for (const replacement of snapshot.replacements)
      lines.push(`  replace (fingerprint ${replacement.fingerprint}) → ${replacement.to}: ${replacement.count} time${replacement.count === 1 ? "" : "s"}`);
    if (snapshot.leftOut.length > 0) lines.push("", "Left out:", ...snapshot.leftOut.map((entry) => `  ${entry.path}: ${entry.reason}`));
    lines.push("", `Write it with: ${nextCommand("distill apply", options, deps)}`);
    return lines.join("\n");
  };
  return { data: result, text };
}

export async function apply(options: SnapshotOptions, deps: Deps): Promise<Answer> {
  const out = path.resolve(deps.cwd, options.out);
  let existing: string[] = [];
  try {
    existing = readdirSync(out);
  } catch (error) {
    // Named and explained by the CLI's handler, its path shown as every path is.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (existing.length > 0)
    throw new UsageError(`${out} is not empty; a snapshot goes into an empty or new folder`, {
      hint: "Choose another --out, or empty that folder first.",
      paths: [out],
    });
  const { plan: snapshot, report, manifest } = await prepare(options, deps);
  // Written byte for byte as planned and hashed (a text writer would add a final newline the
  // source file did not have, and the manifest's sha256 would no longer match).
  // A script keeps its source's encoding (a UTF-8 BOM, UTF-16): snapshotBytes, as hashed.
  const exactly = (file: string, bytes: Uint8Array) => wholeBytes(path.join(out, ...file.split("/")), bytes);
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const edits = [
    ...snapshot.files.map((file) => exactly(file.path, snapshotBytes(file))),
    exactly(REPORT_FILE, utf8(report)),
    exactly(MANIFEST_FILE, utf8(`${JSON.stringify(manifest, null, 2)}\n`)),
  ];
  const written = await buildPlan([{ edits }], { policy: "merge", problems: [] });
  const applied = await applyPlan(written, {
    policy: "merge",
    svcHome: deps.svcHome,
    command: `distill apply --source ${manifest.source.tool} --out ${out}`,
    now: deps.now(),
    roots: [out],
    interruption: deps.interruption,
  });
  const result = {
    out,
    files: manifest.files.length + 1,
    redactions: snapshot.redactions.length,
    redaction_counts: manifest.redaction_counts,
    left_out: snapshot.leftOut,
    manifest: path.join(out, MANIFEST_FILE),
    backup_id: applied.backupId,
  };
  const text = () =>
    [
      `Wrote the snapshot to ${displayPath(out, { home: deps.home })}: ${result.files} files, ${result.redactions} redaction${result.redactions === 1 ? "" : "s"} (see ${REPORT_FILE}).`,
      ...(snapshot.leftOut.length > 0
        ? [`Left out ${snapshot.leftOut.length} local-only or unreadable file${snapshot.leftOut.length === 1 ? "" : "s"} (listed in ${REPORT_FILE}).`]
        : []),
      `Check it any time with: ${nextCommand("distill verify", { bundle: options.out }, deps)}`,
    ].join("\n");
  return { data: result, text };
}

export interface VerifyOptions {
  bundle: string;
}

export async function verify(options: VerifyOptions, deps: Deps): Promise<Answer> {
  const dir = path.resolve(deps.cwd, options.bundle);
  const files = await listFolder(dir);
  if (files.length === 0) throw new UsageError(`${dir} holds no snapshot (no files)`, { paths: [dir] });
  const { manifest, problems } = verifyBundle(dir, files);
  const result = { bundle: dir, ok: problems.length === 0, files: files.length, org: manifest?.org ?? null, source: manifest?.source ?? null, problems };
  const text = () =>
    problems.length === 0
      ? `ok: ${files.length} files match the manifest and scan clean (${manifest?.source.name} snapshot for ${manifest?.org}).`
      : [
          `${problems.length} problem${problems.length === 1 ? "" : "s"} in ${displayPath(dir, { home: deps.home })}:`,
          ...problems.map((problem) => `  ${problem.path}: ${problem.message}`),
        ].join("\n");
  return { data: result, text, exit: problems.length > 0 ? EXIT.verification : EXIT.ok };
}
