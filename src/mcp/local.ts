// `svc mcp`: a local MCP server on stdio for an agent on the same machine (paid; the license gate
// runs before this). It exposes the local features as tools and answers exactly what the
// commands answer with --json, because each tool runs the command's own function and returns the
// data of its answer. No network: stdio only, and the functions it runs are local.
//   list_targets    the 13 tools and what each supports (svc targets)
//   preview         a migration plan, writing nothing (svc preview --json)
//   sync_plan_push  compute and save the hub → tool plan, writing nothing into the tool (svc sync plan-push --json)
//   distill_inspect what a distill would find in a tool's harness (svc distill inspect --json)
//   distill_plan    the sanitized snapshot's files and redactions, writing nothing (svc distill plan --json)
// Nothing here writes a user's files: applying stays a command the user runs.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Readable, Writable } from "node:stream";
import type { Deps } from "../core/deps.ts";
import { existingFolder } from "../commands/table.ts";
import { failureAt } from "../core/errors.ts";
import { Output } from "../core/output.ts";
import { HARNESS_KINDS, SYNC_TOOL_IDS, type SyncToolId } from "../harness/tools/ids.ts";
import { failure, ok } from "./results.ts";
import { LIST_TARGETS, mcpTool, READ_ONLY, registerTools, toolIdEnum, toolOf, type McpTool, type Z } from "./tools.ts";
import { dataOf, type Answer, type Finished } from "../commands/answer.ts";

export interface StdioStreams {
  input: Readable;
  output: Writable;
}

/** Discards what a command would say on stderr (progress): an MCP answer is its result alone. */
const NOWHERE = { write: () => true };

/**
 * Runs a command as the tool's body and returns the data of its answer, the document `--json`
 * prints. A `repo` is checked as the CLI checks --repo (a folder that exists), with the same error.
 */
async function answerOf(deps: Deps, run: (deps: Deps) => Promise<Answer | Finished>, repo?: string): Promise<CallToolResult> {
  const out = new Output({ stdout: NOWHERE, stderr: NOWHERE, json: true, color: false, interactive: false });
  try {
    if (repo !== undefined) existingFolder(repo, deps);
    return ok(dataOf(await run({ ...deps, out })) as Record<string, unknown>);
  } catch (error) {
    const failed = failureAt(error, deps);
    return failure(failed.code, failed.hint === undefined ? failed.message : `${failed.message}. ${failed.hint}`, failed.details ?? {});
  }
}

const COPY_SHARED = "copy an item the target already reads from another tool's folder into its own anyway (--copy-shared)";
const distillSource = (z: Z) => ({
  source: toolIdEnum(z, SYNC_TOOL_IDS),
  repo: z.string().min(1).optional().describe("a project folder (absolute, or relative to where svc mcp runs)"),
  scope: z.enum(["global", "project", "all"]).optional(),
});

/** svc mcp's tools, in the order tools/list gives them. */
const LOCAL_TOOLS: readonly McpTool<Deps>[] = [
  LIST_TARGETS,
  mcpTool({
    name: "preview",
    title: "Preview a migration",
    description:
      "The migration plan from one tool to another on this machine, exactly as `svc preview --json`: every file it would create or change with its diff, and a fidelity per item. Writes nothing. Without repo: the home (global) configuration; with repo: that project.",
    input: (z) =>
      z
        .object({
          from: toolIdEnum(z),
          to: toolIdEnum(z),
          scope: z.enum(["global", "project", "all"]).optional(),
          repo: z.string().min(1).optional().describe("a project folder (absolute, or relative to where svc mcp runs)"),
          kinds: z.array(z.enum(HARNESS_KINDS)).min(1).optional(),
          copy_shared: z.boolean().optional().describe(COPY_SHARED),
        })
        .strict(),
    output: (z) => z.looseObject({ summary: z.record(z.string(), z.unknown()), items: z.array(z.unknown()), changes: z.array(z.unknown()) }),
    annotations: READ_ONLY,
    run: async ({ from, to, scope, repo, kinds, copy_shared }, deps: Deps) => {
      const { preview } = await import("../commands/migrate.ts");
      return answerOf(
        deps,
        (inner) =>
          preview(
            {
              from: toolOf(from),
              to: [toolOf(to)],
              ...(scope === undefined ? {} : { scope }),
              ...(repo === undefined ? {} : { repo }),
              ...(kinds === undefined ? {} : { kinds }),
              ...(copy_shared ? { copyShared: true } : {}),
            },
            inner,
          ),
        repo,
      );
    },
  }),
  mcpTool({
    name: "sync_plan_push",
    title: "Plan a sync push (the review gate)",
    description:
      "Computes and saves the plan for pushing the sync hub into a tool (create, update, unchanged, conflict per item), exactly as `svc sync plan-push --json`. Writes only the saved plan in the hub, nothing into the tool; `svc sync push` applies it after review.",
    input: (z) =>
      z
        .object({
          tool: toolIdEnum(z, SYNC_TOOL_IDS),
          hub: z.string().min(1).optional().describe("another hub folder"),
          repo: z.string().min(1).optional().describe("a project: its hub is <repo>/.svc/harness-sync"),
          policy: z.enum(["merge", "overwrite"]).optional(),
          copy_shared: z.boolean().optional().describe(COPY_SHARED),
        })
        .strict(),
    output: (z) => z.looseObject({ to: z.string(), plan_path: z.string(), summary: z.record(z.string(), z.unknown()) }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: async ({ tool, hub, repo, policy, copy_shared }, deps: Deps) => {
      const { planPushCommand } = await import("../commands/sync.ts");
      return answerOf(
        deps,
        (inner) =>
          planPushCommand(
            {
              to: toolOf(tool) as SyncToolId,
              ...(hub === undefined ? {} : { hub }),
              ...(repo === undefined ? {} : { repo }),
              ...(policy === undefined ? {} : { policy }),
              ...(copy_shared ? { copyShared: true } : {}),
            },
            inner,
          ),
        repo,
      );
    },
  }),
  mcpTool({
    name: "distill_inspect",
    title: "Inspect a harness before distilling it",
    description:
      "What a distill of this tool's harness would find: its files, the secrets and personal details by kind, and what a snapshot leaves out, exactly as `svc distill inspect --json`. Reads only; never returns a secret's value.",
    input: (z) => z.object(distillSource(z)).strict(),
    output: (z) => z.looseObject({}),
    annotations: READ_ONLY,
    run: async ({ source, repo, scope }, deps: Deps) => {
      const { inspect } = await import("../commands/distill.ts");
      return answerOf(
        deps,
        (inner) => inspect({ source: toolOf(source) as SyncToolId, ...(repo === undefined ? {} : { repo }), ...(scope === undefined ? {} : { scope }) }, inner),
        repo,
      );
    },
  }),
  mcpTool({
    name: "distill_plan",
    title: "Plan a sanitized snapshot for an organisation",
    description:
      "The files a distilled snapshot would hold and every redaction (file, line, kind, placeholder), exactly as `svc distill plan --json`. Writes nothing; `svc distill apply` writes the snapshot after review.",
    input: (z) =>
      z
        .object({
          ...distillSource(z),
          out: z.string().min(1).describe("the folder the snapshot would go to"),
          org: z.string().min(1).describe("the organisation's name, for the report"),
          replace: z
            .array(z.string().regex(/^[^=]+=.*$/))
            .optional()
            .describe("from=to replacements (a personal name → the organisation's)"),
        })
        .strict(),
    output: (z) => z.looseObject({ files: z.array(z.unknown()), redactions: z.array(z.unknown()) }),
    annotations: READ_ONLY,
    run: async ({ source, repo, scope, out, org, replace }, deps: Deps) => {
      const { plan } = await import("../commands/distill.ts");
      return answerOf(
        deps,
        (inner) =>
          plan(
            {
              source: toolOf(source) as SyncToolId,
              out,
              org,
              ...(repo === undefined ? {} : { repo }),
              ...(scope === undefined ? {} : { scope }),
              ...(replace === undefined ? {} : { replace }),
            },
            inner,
          ),
        repo,
      );
    },
  }),
];

export async function serveLocalMcp(deps: Deps, streams: StdioStreams): Promise<void> {
  const sdk = await import("./sdk.ts");
  const server = new sdk.McpServer(
    { name: "svc", version: deps.build.version },
    {
      instructions:
        "svc's local features on this machine: the supported tools, migration previews and sync plans. Nothing here writes a tool's files; apply plans with the svc commands the answers name.",
    },
  );
  registerTools(server, sdk.z, LOCAL_TOOLS, deps);

  const transport = new sdk.StdioServerTransport(streams.input, streams.output);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    streams.input.once("end", () => resolve());
  });
  await server.connect(transport);
  // Standard input may close right after the last request (`… | svc mcp`): every request received
  // is answered before the server closes. The transport's two ends are wrapped to count them.
  const pending = new Set<string | number>();
  let answered: () => void = () => undefined;
  const receive = transport.onmessage;
  transport.onmessage = (message) => {
    if ("method" in message && "id" in message) pending.add(message.id);
    receive?.(message);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message) => {
    await send(message);
    if (!("method" in message) && message.id !== undefined && pending.delete(message.id) && pending.size === 0) answered();
  };
  deps.out.info(`svc mcp: serving on stdio (${LOCAL_TOOLS.map((tool) => tool.name).join(", ")}); close standard input to stop`);
  await closed;
  if (pending.size > 0) await new Promise<void>((resolve) => (answered = resolve));
  await server.close();
}
