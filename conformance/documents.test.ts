// Tools with no CLI here (Cursor, Windsurf, Kiro, Zed, Roo Code, Claude Desktop, VS Code's side of
// Copilot, Cline, whose CLI lists nothing offline): svc's output for them judged against what each
// publishes. Roo Code's custom modes are checked with the zod schema Roo Code itself publishes
// (@roo-code/types, MIT); everything else is a structural check written from the tool's documented
// format (document-judged): MCP entries, variable syntax, front matter, Agent Skills names,
// hook files, executable scripts.
import assert from "node:assert/strict";
import { stat } from "node:fs/promises";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { customModesSettingsSchema } from "@roo-code/types";
import { parse as parseJsonc, type ParseError } from "jsonc-parser";
import { parse as parseYaml } from "yaml";
import { SOURCES, type SourceId } from "./lib/fixtures.ts";
import { license, makeSandbox, svc, writeTree } from "./lib/sandbox.ts";
import type { Wrote } from "./lib/observers.ts";

interface McpDoc {
  /** The key holding the servers. */
  at: string[];
  /** The `type` values the tool documents (absent: it has no type field or any is fine). */
  types?: string[];
  /** The variable reference forms the tool expands; any other `${…}` is text it passes on as is. */
  refs: RegExp | null;
}

/** What each tool documents for its MCP file (docs/tools.md and the tools' own pages). */
const MCP: Record<string, { file: RegExp; doc: McpDoc }[]> = {
  cursor: [
    {
      file: /\.cursor\/mcp\.json$/,
      doc: {
        at: ["mcpServers"],
        types: ["stdio", "http", "sse", "streamable-http"],
        refs: /\$\{(env:[A-Za-z_][A-Za-z0-9_]*|userHome|workspaceFolder|workspaceFolderBasename|pathSeparator|\/)\}/,
      },
    },
  ],
  windsurf: [{ file: /mcp_config\.json$/, doc: { at: ["mcpServers"], refs: /\$\{(env|file):[^}]+\}/ } }],
  kiro: [{ file: /\.kiro\/settings\/mcp\.json$/, doc: { at: ["mcpServers"], refs: /\$\{[A-Za-z_][A-Za-z0-9_]*\}/ } }],
  zed: [{ file: /zed\/settings\.json$|\.zed\/settings\.json$/, doc: { at: ["context_servers"], refs: null } }],
  "roo-code": [
    {
      file: /\.roo\/mcp\.json$|mcp_settings\.json$/,
      doc: { at: ["mcpServers"], types: ["stdio", "streamable-http", "sse"], refs: /\$\{env:[A-Za-z_][A-Za-z0-9_]*\}/ },
    },
  ],
  "claude-desktop": [{ file: /claude_desktop_config\.json$/, doc: { at: ["mcpServers"], refs: null } }],
  // The Copilot runtime's files, read by VS Code's Copilot harness and the CLI (VS Code's own mcp.json is only read by svc now).
  copilot: [
    {
      file: /(^|\/)\.mcp\.json$|\.github\/mcp\.json$|\.copilot\/mcp-config\.json$/,
      doc: { at: ["mcpServers"], types: ["local", "stdio", "http", "sse"], refs: /\$\{[A-Za-z_][A-Za-z0-9_]*\}/ },
    },
  ],
  cline: [{ file: /cline_mcp_settings\.json$/, doc: { at: ["mcpServers"], types: ["stdio", "streamableHttp", "sse"], refs: null } }],
};

const TARGETS = Object.keys(MCP);
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function frontMatter(text: string): Record<string, unknown> | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return match ? ((parseYaml(match[1] ?? "") as Record<string, unknown>) ?? {}) : null;
}

/** Cursor and Windsurf read rule front matter line by line (an unquoted glob that starts with a star is not YAML). */
function lineFields(text: string): Record<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const fields: Record<string, string> = {};
  for (const line of (match?.[1] ?? "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return fields;
}

const LINE_PARSED = /\.mdc$|\.(devin|windsurf)\/rules\//;

function checkMcp(file: string, text: string, doc: McpDoc, lossy: Set<string>, problems: string[]): void {
  const errors: ParseError[] = [];
  const value = parseJsonc(text, errors, { allowTrailingComma: true }) as Record<string, unknown>;
  if (errors.length > 0) return void problems.push(`${file}: not valid JSON(C)`);
  let servers: unknown = value;
  for (const key of doc.at) servers = (servers as Record<string, unknown> | undefined)?.[key];
  if (typeof servers !== "object" || servers === null) return void problems.push(`${file}: no ${doc.at.join(".")} object`);
  for (const [name, entry] of Object.entries(servers as Record<string, Record<string, unknown>>)) {
    const where = `${file} ${doc.at.join(".")}.${name}`;
    const command = entry["command"];
    if (command !== undefined) {
      if (typeof command !== "string" && !(typeof command === "object" && command !== null)) problems.push(`${where}: command is not a string`);
      if (entry["args"] !== undefined && !(Array.isArray(entry["args"]) && entry["args"].every((arg) => typeof arg === "string")))
        problems.push(`${where}: args is not a list of strings`);
    } else {
      const url = entry["url"] ?? entry["serverUrl"];
      if (typeof url !== "string" || !URL.canParse(url.replace(/\$\{[^}]+\}/g, "x"))) problems.push(`${where}: neither a command nor a URL`);
    }
    if (doc.types && entry["type"] !== undefined && !doc.types.includes(String(entry["type"])))
      problems.push(`${where}: type ${JSON.stringify(entry["type"])} is not one the tool documents (${doc.types.join(", ")})`);
    if (lossy.has(name)) continue;
    // A reference the tool does not expand reaches the server as literal text.
    for (const reference of JSON.stringify(entry).match(/\$\{[^}]*\}|\{env:[^}]*\}/g) ?? []) {
      if (!doc.refs?.test(reference)) problems.push(`${where}: ${reference} is not a reference the tool expands, yet svc called the server exact or converted`);
    }
  }
}

async function checkFile(target: string, file: string, items: Wrote[], problems: string[]): Promise<void> {
  if (file.endsWith(".bin")) return;
  const text = await readFile(file, "utf8");
  const lossy = new Set(items.filter((item) => item.kind === "mcp" && item.target === file && item.fidelity === "lossy").map((item) => item.name));
  for (const { file: pattern, doc } of MCP[target] ?? []) if (pattern.test(file)) checkMcp(file, text, doc, lossy, problems);
  if (file.endsWith("/SKILL.md")) {
    const fields = frontMatter(text);
    const folder = path.basename(path.dirname(file));
    if (!fields) problems.push(`${file}: no front matter`);
    else {
      if (fields["name"] !== folder || !SKILL_NAME.test(folder) || folder.length > 64)
        problems.push(`${file}: name ${JSON.stringify(fields["name"])} must equal its folder, lower-case words joined by hyphens (Agent Skills)`);
      if (typeof fields["description"] !== "string" || fields["description"] === "" || fields["description"].length > 1024)
        problems.push(`${file}: description must be 1–1024 characters (Agent Skills)`);
    }
  }
  if (/\.(md|mdc)$/.test(file) && text.startsWith("---") && !LINE_PARSED.test(file)) {
    try {
      frontMatter(text);
    } catch (error) {
      problems.push(`${file}: front matter is not YAML: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  if (file.endsWith(".mdc")) {
    const fields = lineFields(text);
    for (const key of Object.keys(fields))
      if (!["description", "globs", "alwaysApply"].includes(key)) problems.push(`${file}: ${key} is not a Cursor rule field`);
    if (typeof fields["globs"] === "string" && /\{[^}]*$|^[^{]*\}/.test(fields["globs"].split(/,(?![^{]*\})/)[0] ?? ""))
      problems.push(`${file}: a brace glob was split: ${fields["globs"]}`);
  }
  if (/\.kiro\/steering\/.*\.md$/.test(file)) {
    const fields = frontMatter(text) ?? {};
    const inclusion = fields["inclusion"] ?? "always";
    if (!["always", "fileMatch", "manual", "auto"].includes(String(inclusion)))
      problems.push(`${file}: inclusion ${String(inclusion)} is not one Kiro documents`);
    if (inclusion === "fileMatch" && fields["fileMatchPattern"] === undefined) problems.push(`${file}: fileMatch without fileMatchPattern`);
  }
  if (/\.roomodes$|custom_modes\.yaml$/.test(file)) {
    const parsed = customModesSettingsSchema.safeParse(parseYaml(text));
    if (!parsed.success)
      problems.push(
        `${file}: Roo Code's own schema (@roo-code/types customModesSettingsSchema) rejects it: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
      );
  }
  if (/\.cursor\/hooks\.json$/.test(file)) {
    const hooks = JSON.parse(text) as { version?: number; hooks?: Record<string, unknown> };
    if (hooks.version !== 1) problems.push(`${file}: version must be 1`);
    for (const [event, list] of Object.entries(hooks.hooks ?? {})) {
      if (!Array.isArray(list) || !list.every((hook) => typeof (hook as { command?: unknown }).command === "string"))
        problems.push(`${file}: ${event} must be a list of {command}`);
    }
  }
  // Devin Local: Claude Code's hook shape at the top of the file, event → [{matcher?, hooks: [{type, command}]}].
  if (/\.devin\/hooks\.v1\.json$/.test(file)) {
    const events = JSON.parse(text) as Record<string, unknown>;
    for (const [event, groups] of Object.entries(events)) {
      if (!["PreToolUse", "PostToolUse", "PermissionRequest", "UserPromptSubmit", "Stop", "SessionStart", "SessionEnd"].includes(event))
        problems.push(`${file}: ${event} is not an event Devin documents`);
      const ok =
        Array.isArray(groups) &&
        groups.every(
          (group) =>
            Array.isArray((group as { hooks?: unknown }).hooks) &&
            (group as { hooks: { type?: unknown; command?: unknown; prompt?: unknown }[] }).hooks.every(
              (hook) => (hook.type === "command" && typeof hook.command === "string") || (hook.type === "prompt" && typeof hook.prompt === "string"),
            ),
        );
      if (!ok) problems.push(`${file}: ${event} must be a list of {matcher?, hooks: [{type: command, command}]}`);
    }
  }
  // Kiro: rules of capability, effect and match.
  if (/\.kiro\/settings\/permissions\.yaml$/.test(file)) {
    const rules = (parseYaml(text) as { rules?: unknown }).rules;
    const capabilities = ["fs_read", "fs_write", "shell", "web_search", "web_fetch", "mcp", "all"];
    if (!Array.isArray(rules)) problems.push(`${file}: rules is not a list`);
    for (const rule of Array.isArray(rules) ? (rules as Record<string, unknown>[]) : []) {
      if (!capabilities.includes(String(rule["capability"])) || !["deny", "ask", "allow"].includes(String(rule["effect"])))
        problems.push(`${file}: ${JSON.stringify(rule)} needs a documented capability and effect`);
      if (rule["match"] !== undefined && !(Array.isArray(rule["match"]) && rule["match"].every((glob) => typeof glob === "string")))
        problems.push(`${file}: match must be a list of globs`);
    }
  }
  // A script that starts with #! is run as a program: it must stay executable.
  if (text.startsWith("#!") && /skills\//.test(file) && ((await stat(file)).mode & 0o111) === 0)
    problems.push(`${file}: a script that lost its executable bit`);
}

describe("tools with no CLI here: svc's output against what each documents or publishes", { concurrency: 2 }, () => {
  for (const target of TARGETS) {
    test(`${target} (claude-code, codex and cursor sources, home and project)`, { timeout: 300_000 }, async () => {
      const problems: string[] = [];
      for (const source of Object.keys(SOURCES) as SourceId[]) {
        if (source === target) continue;
        const sandbox = await makeSandbox(`doc-${source}-${target}`);
        try {
          await license(sandbox);
          await writeTree(sandbox.home, SOURCES[source].home);
          await writeTree(sandbox.repo, SOURCES[source].repo);
          const migrated = await svc(sandbox, ["migrate", "--from", source, "--to", target, "--scope", "all", "--repo", sandbox.repo, "--json"]);
          assert.equal(migrated.code, 0, `svc migrate --from ${source} --to ${target}: ${migrated.stderr}`);
          const plan = JSON.parse(migrated.stdout) as { items: Wrote[]; changes: { path: string; action: string }[] };
          const before = problems.length;
          for (const change of plan.changes) if (change.action !== "delete") await checkFile(target, change.path, plan.items, problems);
          for (let index = before; index < problems.length; index++) problems[index] = `${source}: ${(problems[index] ?? "").split(sandbox.root).join("…")}`;
        } finally {
          await sandbox.remove();
        }
      }
      assert.deepEqual(problems, [], `${target}: svc's files break what the tool documents`);
    });
  }
});
