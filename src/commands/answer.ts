// The seam between a command and whoever runs it. A command takes its typed options and returns
// an Answer: the data (what `--json` prints and `svc mcp` returns as the tool's result), how to
// say it to a person, and the exit code. It prints no result itself: the CLI prints the answer
// with printAnswer, and the local MCP server takes the data as it is.
import type { Deps } from "../core/deps.ts";
import { EXIT } from "../core/errors.ts";
import type { Output } from "../core/output.ts";

/** The human rendering, made only when it is shown: a text, or its lines as they come. */
export type HumanText = string | (() => string | Iterable<string>);

export interface Answer<Data = unknown> {
  data: Data;
  text: HumanText;
  /** Default 0 (EXIT.ok). A refusal or a failed check that still answers says so here. */
  exit?: number;
  /** Written no faster than stdout takes it: a plan's answer can be megabytes (Output.streamResult). */
  stream?: boolean;
  /** A message for stderr once the answer is printed: always, or only beside the text answer. */
  after?: { message: string; when: "always" | "text" };
}

/**
 * A command that runs until it is stopped (svc serve, svc mcp) and writes what it says as it
 * goes: it has no answer to print at the end, only its exit code.
 */
export interface Finished {
  exit: number;
}

export type Command<Options, Data = unknown> = (options: Options, deps: Deps) => Promise<Answer<Data> | Finished>;

/** The data of a command that answers (never a Finished one): what `svc mcp` returns. */
export function dataOf<Data>(answered: Answer<Data> | Finished): Data {
  if (!("data" in answered)) throw new Error("this command answers nothing to return");
  return answered.data;
}

/** The one printer: the answer as one JSON document (--json) or as text, and its exit code. */
export async function printAnswer(out: Output, answered: Answer | Finished): Promise<number> {
  if (!("data" in answered)) return answered.exit;
  if (answered.stream) await out.streamResult(answered.data, answered.text);
  else out.result(answered.data, answered.text);
  const after = answered.after;
  if (after !== undefined && (after.when === "always" || !out.json)) out.info(after.message);
  return answered.exit ?? EXIT.ok;
}
