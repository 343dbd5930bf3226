// The hub's neutral, readable form of an item, and the content hash sync compares. One file per
// item (a folder per skill) that a person can read, edit or put in their own git:
//   instructions/<name>.md   commands/<name>.md   agents/<name>.md   skills/<name>/SKILL.md + files
// A name is stored as every OS can hold it (a hub travels, in a repo or a synced folder): the
// command fix:bug as commands/fix-bug.md, its real name kept in the hub's manifest (hub.ts).
// Front matter holds the neutral fields, the tool the item came from, and that tool's own fields
// (`extra`), so pushing back to the same tool loses nothing.
import { createHash } from "node:crypto";
import { parseMarkdown, renderMarkdown } from "../harness/formats/markdown.ts";
import { globsField, listField, portablePath, stringField } from "../harness/kinds/common.ts";
import type { Activation, Agent, Command, Extra, HarnessItem, Instruction, Skill } from "../harness/model.ts";
import { resolveToolId, type ToolId } from "../harness/tools/ids.ts";

export const SYNC_KINDS = ["instructions", "commands", "agents", "skills"] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];
export type SyncItem = Instruction | Command | Agent | Skill;

export function isSyncItem(item: HarnessItem): item is SyncItem {
  return (SYNC_KINDS as readonly string[]).includes(item.kind);
}

/** "commands/frontend/review": kind and name, the identity of an item in the hub. */
export function keyOf(item: Pick<HarnessItem, "kind" | "name">): string {
  return `${item.kind}/${item.name}`;
}

/** What a part of a name that cannot be a file name becomes, per kind (`con` → `con-command`). */
const NOUN: Record<SyncKind, string> = { instructions: "rule", commands: "command", agents: "agent", skills: "skill" };

/** Where an item with this key is stored in the hub when nothing else is there: its name as a portable path ("commands/fix-bug"). */
export function portableStem(key: string): string {
  const [kind, ...rest] = key.split("/");
  return `${kind}/${portablePath(rest.join("/"), NOUN[kind as SyncKind] ?? "item").name}`;
}

/** Line endings, a BOM and trailing blank lines do not make two texts different. */
function normalText(text: string): string {
  return `${text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n/g, "\n")
    .replace(/\s+$/, "")}\n`;
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value === "object" && value !== null && !(value instanceof Uint8Array)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, sorted(entry)]),
    );
  }
  return value;
}

/** The item's meaning, without where it was read from or how its file was laid out. */
function canonical(item: SyncItem): unknown {
  const extra = item.extra ? { tool: item.extra.tool, fields: item.extra.fields } : undefined;
  const others = item.others?.length
    ? item.others.map((entry) => ({ tool: entry.tool, fields: entry.fields })).sort((a, b) => a.tool.localeCompare(b.tool))
    : undefined;
  switch (item.kind) {
    case "instructions":
      return {
        role: item.role,
        activation: item.activation,
        globs: item.globs,
        description: item.description,
        location: item.location,
        body: normalText(item.expanded ?? item.body),
        extra,
        others,
      };
    case "commands":
      return {
        description: item.description,
        argumentHint: item.argumentHint,
        allowedTools: item.allowedTools,
        model: item.model,
        body: normalText(item.body),
        extra,
        others,
      };
    case "agents":
      return { description: item.description, tools: item.tools, model: item.model, prompt: normalText(item.prompt), extra, others };
    case "skills":
      return {
        description: item.description,
        fields: item.fields,
        body: normalText(item.body),
        files: item.files.map((file) => ({ path: file.path, sha256: createHash("sha256").update(file.bytes).digest("hex") })),
        extra,
        others,
      };
  }
}

/** A short hash of what the item means: equal hashes, same item. */
export function contentHash(item: SyncItem): string {
  return createHash("sha256")
    .update(JSON.stringify(sorted(canonical(item))))
    .digest("hex")
    .slice(0, 32);
}

// ---- files ----------------------------------------------------------------------------------

export interface HubFile {
  /** Relative to the hub, forward slashes. */
  path: string;
  content: string | Uint8Array;
  /** A skill resource's mode (a script stays executable in the hub and beyond). */
  mode?: number;
}

function origin(item: SyncItem): Record<string, unknown> {
  return {
    origin: item.origin.tool,
    ...(item.extra ? { extra: { tool: item.extra.tool, fields: item.extra.fields } } : {}),
    ...(item.others?.length ? { others: item.others.map((entry) => ({ tool: entry.tool, fields: entry.fields })) } : {}),
  };
}

/** A `{tool, fields}` of the hub's front matter, or null when it names no tool svc knows. */
function ownFields(value: unknown): Extra | null {
  const field = value as { tool?: unknown; fields?: unknown } | undefined;
  const tool = typeof field?.tool === "string" ? resolveToolId(field.tool) : null;
  return tool && typeof field?.fields === "object" && field.fields !== null ? { tool, fields: field.fields as Record<string, unknown> } : null;
}

/** The files that hold an item in the hub, at `stem` ("commands/fix-bug": the file without its ending, a skill's folder). */
export function toHubFiles(item: SyncItem, stem: string = keyOf(item)): HubFile[] {
  switch (item.kind) {
    case "instructions":
      return [
        {
          path: `${stem}.md`,
          content: renderMarkdown(
            {
              role: item.role,
              activation: item.activation,
              ...(item.globs.length > 0 ? { globs: item.globs } : {}),
              ...(item.description === undefined ? {} : { description: item.description }),
              location: item.location,
              ...origin(item),
            },
            normalText(item.expanded ?? item.body),
          ),
        },
      ];
    case "commands":
      return [
        {
          path: `${stem}.md`,
          content: renderMarkdown(
            {
              ...(item.description === undefined ? {} : { description: item.description }),
              ...(item.argumentHint === undefined ? {} : { "argument-hint": item.argumentHint }),
              ...(item.allowedTools === undefined ? {} : { "allowed-tools": item.allowedTools }),
              ...(item.model === undefined ? {} : { model: item.model }),
              ...origin(item),
            },
            normalText(item.body),
          ),
        },
      ];
    case "agents":
      return [
        {
          path: `${stem}.md`,
          content: renderMarkdown(
            {
              name: item.name,
              ...(item.description === undefined ? {} : { description: item.description }),
              ...(item.tools === undefined ? {} : { tools: item.tools }),
              ...(item.model === undefined ? {} : { model: item.model }),
              ...origin(item),
            },
            normalText(item.prompt),
          ),
        },
      ];
    case "skills":
      // A skill folder is copied as it is; the tool it came from is kept in the hub's manifest.
      return [
        { path: `${stem}/SKILL.md`, content: item.raw },
        ...item.files.map((file) => ({ path: `${stem}/${file.path}`, content: file.bytes, ...(file.mode === undefined ? {} : { mode: file.mode }) })),
      ];
  }
}

/** Reads one hub file back into an item (skills are read from their folder by the hub). */
export function fromHubFile(kind: Exclude<SyncKind, "skills">, name: string, file: string, text: string): SyncItem {
  const { fields, body } = parseMarkdown(text);
  const tool = (resolveToolId(String(fields["origin"] ?? "")) ?? "claude-code") as ToolId;
  const extraField = ownFields(fields["extra"]);
  const others = (Array.isArray(fields["others"]) ? fields["others"] : []).map(ownFields).filter((entry) => entry !== null);
  const base = {
    name,
    origin: { tool, scope: "global" as const, path: file },
    ...(extraField ? { extra: extraField } : {}),
    ...(others.length ? { others } : {}),
  };
  switch (kind) {
    case "instructions": {
      const activation = (["always", "glob", "model", "manual"] as const).find((value) => value === fields["activation"]) ?? "always";
      const item: Instruction = {
        kind: "instructions",
        ...base,
        role: fields["role"] === "main" ? "main" : "rule",
        activation: activation as Activation,
        globs: globsField(fields["globs"]) ?? [],
        location: typeof fields["location"] === "string" ? fields["location"] : "",
        body,
      };
      const description = stringField(fields["description"]);
      if (description !== undefined) item.description = description;
      return item;
    }
    case "commands": {
      const item: Command = { kind: "commands", ...base, body };
      const description = stringField(fields["description"]);
      if (description !== undefined) item.description = description;
      const hint = stringField(fields["argument-hint"]);
      if (hint !== undefined) item.argumentHint = hint;
      const tools = listField(fields["allowed-tools"]);
      if (tools !== undefined) item.allowedTools = tools;
      const model = stringField(fields["model"]);
      if (model !== undefined) item.model = model;
      return item;
    }
    case "agents": {
      const item: Agent = { kind: "agents", ...base, prompt: body };
      const description = stringField(fields["description"]);
      if (description !== undefined) item.description = description;
      const tools = listField(fields["tools"]);
      if (tools !== undefined) item.tools = tools;
      const model = stringField(fields["model"]);
      if (model !== undefined) item.model = model;
      return item;
    }
  }
}

/** A skill folder of the hub back into an item; `tool` is where it came from (the manifest says). */
export function skillFromHub(name: string, file: string, text: string, files: Skill["files"], tool: ToolId): Skill {
  const { fields, body } = parseMarkdown(text);
  const { name: declaredName, description, ...rest } = fields;
  const skill: Skill = { kind: "skills", name, origin: { tool, scope: "global", path: file }, fields: rest, body, raw: text, declaredName, files };
  const describedAs = stringField(description);
  if (describedAs !== undefined) skill.description = describedAs;
  return skill;
}

/**
 * A tool's item read back as the hub's kind for it: svc carries a hub rule into Claude Code as a
 * skill, and a hub command into a Codex project as a skill; pulling them back turns them into the
 * rule or command they are in the hub. Null when the kinds do not convert.
 */
export function asHubKind(item: SyncItem, key: string): SyncItem | null {
  const [kind, ...rest] = key.split("/");
  const name = rest.join("/");
  if (item.kind === kind) return item.name === name ? item : { ...item, name };
  if (item.kind !== "skills") return null;
  const base = { name, origin: item.origin, ...(item.description === undefined ? {} : { description: item.description }) };
  if (kind === "instructions") {
    return {
      kind: "instructions",
      ...base,
      role: "rule",
      activation: item.fields["disable-model-invocation"] === true ? "manual" : "model",
      globs: [],
      location: "",
      body: item.body,
    };
  }
  if (kind === "commands") return { kind: "commands", ...base, body: item.body };
  return null;
}
