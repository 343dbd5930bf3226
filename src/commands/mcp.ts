// svc mcp: the local MCP server on stdio (src/mcp/local.ts). Paid: the license is checked first.
import type { Deps } from "../core/deps.ts";
import { EXIT, SvcError } from "../core/errors.ts";
import type { Finished } from "./answer.ts";

export async function mcp(_options: object, deps: Deps): Promise<Finished> {
  if (deps.stdio === undefined) throw new SvcError("no_stdio", "svc mcp needs standard input and output (it speaks MCP over stdio)");
  const { serveLocalMcp } = await import("../mcp/local.ts");
  await serveLocalMcp(deps, deps.stdio());
  return { exit: EXIT.ok };
}
