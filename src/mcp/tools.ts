// The MCP tools of both servers, as rows of one kind: the remote /mcp endpoint
// (src/server/mcp/remote.ts) and `svc mcp` (src/mcp/local.ts) each list their rows and register them
// the same way, with their own context (the server's deps, or the local command's). A tool both
// servers offer (list_targets) is one row, here. Schemas are made from the `z` of the lazily loaded
// SDK chunk (src/mcp/sdk.ts), so nothing here loads zod at start-up.
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z as zod } from "zod";
import { listTargets } from "../harness/capabilities.ts";
import { resolveToolId, TOOL_ALIASES, TOOL_IDS, type ToolId } from "../harness/tools/ids.ts";
import { ok } from "./results.ts";

type Sdk = typeof import("./sdk.ts");
export type Z = Sdk["z"];
export type McpServerInstance = InstanceType<Sdk["McpServer"]>;

/** A tool that reads and reaches nothing outside svc. */
export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, openWorldHint: false };

export interface ToolDefinition<Context, Input extends zod.ZodType> {
  name: string;
  title: string;
  /** Fixed, or said from the server's configuration (start_checkout names the ways of paying open there). */
  description: string | ((context: Context) => string);
  /** Closed (.strict()): a field the schema does not name is refused before the tool runs. */
  input: (z: Z, context: Context) => Input;
  output: (z: Z) => zod.ZodType;
  annotations: ToolAnnotations;
  run: (args: zod.output<Input>, context: Context) => Promise<CallToolResult>;
}

/** One row of a server's tool table, registered with that server's context. */
export interface McpTool<Context> {
  name: string;
  register(server: McpServerInstance, z: Z, context: Context): void;
}

export function mcpTool<Context, Input extends zod.ZodType>(tool: ToolDefinition<Context, Input>): McpTool<Context> {
  return {
    name: tool.name,
    register(server, z, context) {
      const description = typeof tool.description === "string" ? tool.description : tool.description(context);
      // Registered as a schema of unknown output: the row's own type says what run() gets.
      server.registerTool<zod.ZodType, zod.ZodType>(
        tool.name,
        { title: tool.title, description, inputSchema: tool.input(z, context), outputSchema: tool.output(z), annotations: tool.annotations },
        (args) => tool.run(args as zod.output<Input>, context),
      );
    },
  };
}

/** Registers a server's tools, in the table's order (the order tools/list answers). */
export function registerTools<Context>(server: McpServerInstance, z: Z, tools: readonly McpTool<Context>[], context: Context): void {
  for (const tool of tools) tool.register(server, z, context);
}

/** A tool id, or an alias of one (tool_a, tool_b, tool_c), as the tools' inputs take them: `ids` by default all 13. */
export function toolIdEnum(z: Z, ids: readonly ToolId[] = TOOL_IDS) {
  return z.enum([...ids, ...Object.keys(TOOL_ALIASES)] as [string, ...string[]]);
}

/** The tool a value stands for (tool_a is claude-code): the input schema's enum has already checked it. */
export function toolOf(value: string): ToolId {
  const id = resolveToolId(value);
  if (id === null) throw new Error(`unknown tool ${value}`);
  return id;
}

/** The 13 tools and what each supports: from svc's tool table, never from a user file, so the same on both servers. */
export const LIST_TARGETS: McpTool<unknown> = mcpTool({
  name: "list_targets",
  title: "List the 13 agent tools",
  description:
    "Every agent tool svc knows, whether svc can move its configuration yet, whether sync and distill cover it, and per kind and scope (global, project) where its files are or why it has none. From svc's tool table, not from any user file.",
  input: (z) => z.object({}).strict(),
  output: (z) =>
    z.looseObject({
      targets: z.array(
        z.looseObject({
          id: z.string(),
          name: z.string(),
          kind: z.string(),
          ready: z.boolean(),
          sync: z.boolean(),
          distill: z.boolean(),
          kinds: z.record(z.string(), z.unknown()),
        }),
      ),
    }),
  annotations: READ_ONLY,
  run: async () => ok({ targets: listTargets() }),
});
