// The one way commands talk to the user (docs/architecture.md#commands).
// - A command's result goes to stdout: human text, or with --json exactly one JSON document.
// - Messages, warnings, progress and errors go to stderr, so stdout stays clean for pipes.
// - Colour is decided once, here: FORCE_COLOR forces it, NO_COLOR or a non-TTY stdout turns it off.
import kleur from "kleur";
import type { SvcError } from "./errors.ts";
import { jsonBytes, jsonChunks } from "./json-stream.ts";

export interface TextSink {
  /** false: the text is queued, and more should wait for "drain" (a pipe whose reader is slower). */
  /** A result streamed with --json comes as UTF-8 bytes, each chunk whole characters (Output.streamResult). */
  write(chunk: string | Uint8Array): unknown;
  once?(event: "drain", listener: () => void): unknown;
  isTTY?: boolean;
}

export interface OutputOptions {
  stdout: TextSink;
  stderr: TextSink;
  json: boolean;
  color: boolean;
  /** stderr is a terminal: progress lines are worth showing. */
  interactive: boolean;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** docs/promises.md#output: colours follow NO_COLOR / FORCE_COLOR and are off when stdout is not a TTY. */
export function decideColor(env: Env, stdoutIsTTY: boolean): boolean {
  const force = env["FORCE_COLOR"];
  if (force !== undefined && force !== "" && force !== "0" && force !== "false") return true;
  if (env["NO_COLOR"] !== undefined && env["NO_COLOR"] !== "") return false;
  if (force === "0" || force === "false") return false;
  return stdoutIsTTY && env["TERM"] !== "dumb";
}

export class Output {
  readonly json: boolean;
  readonly interactive: boolean;
  private readonly stdout: TextSink;
  private readonly stderr: TextSink;
  private resultWritten = false;

  constructor(options: OutputOptions) {
    this.stdout = options.stdout;
    this.stderr = options.stderr;
    this.json = options.json;
    this.interactive = options.interactive;
    kleur.enabled = options.color;
  }

  /** Colour helpers; no-ops when colour is off. */
  get style(): typeof kleur {
    return kleur;
  }

  /**
   * The command's answer. With --json, `data` is printed as the one JSON document on stdout;
   * otherwise the human rendering (computed only when needed): a text, or its lines, written as
   * they come (the text they make when joined by newlines, as a text would be written).
   */
  result(data: unknown, human: string | (() => string | Iterable<string>)): void {
    for (const text of this.answer(data, human)) this.stdout.write(text);
  }

  /**
   * result() for an answer of megabytes (a plan's): made piece by piece and written only as fast
   * as stdout takes it. Written to a pipe, result() would queue the whole answer in memory (Node
   * writes to pipes asynchronously); this waits for the queue to drain before making more.
   */
  async streamResult(data: unknown, human: string | (() => string | Iterable<string>)): Promise<void> {
    const stdout = this.stdout;
    // With --json, bytes: the answer is encoded once, piece by piece, not made into strings first.
    const chunks = this.json ? this.jsonAnswer(data) : this.answer(data, human);
    for (const text of chunks) {
      if (stdout.write(text) === false && stdout.once) await new Promise<void>((resolve) => stdout.once?.("drain", resolve));
    }
  }

  private jsonAnswer(data: unknown): Generator<Uint8Array> {
    if (this.resultWritten) throw new Error("a command printed two results");
    this.resultWritten = true;
    return jsonBytes(data);
  }

  private *answer(data: unknown, human: string | (() => string | Iterable<string>)): Generator<string> {
    if (this.resultWritten) throw new Error("a command printed two results");
    this.resultWritten = true;
    // In pieces: a big plan's document is megabytes, never held whole (core/json-stream.ts).
    if (this.json) return yield* jsonChunks(data);
    const text = typeof human === "function" ? human() : human;
    if (typeof text !== "string") return yield* lineChunks(text);
    if (text !== "") yield text.endsWith("\n") ? text : `${text}\n`;
  }

  /** Raw text for stdout that is not a command result (help). */
  print(text: string): void {
    this.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  }

  info(message: string): void {
    this.stderr.write(`${message}\n`);
  }

  /** Lines already ending in newlines, for stderr as they are (svc serve's log, a batch at a time). */
  lines(text: string): void {
    this.stderr.write(text);
  }

  warn(message: string): void {
    this.stderr.write(`${kleur.yellow("warning:")} ${message}\n`);
  }

  /** Progress of long work; shown only on an interactive terminal. */
  progress(message: string): void {
    if (this.interactive) this.stderr.write(`${kleur.dim(message)}\n`);
  }

  /** Reports a failure: a human message on stderr and, with --json, an error document on stdout. */
  error(error: SvcError, options: { debug: boolean }): void {
    let text = `${kleur.red("error:")} ${error.message}\n`;
    if (error.hint) text += `${error.hint.replace(/^/gm, "  ")}\n`;
    if (options.debug && error.stack) text += `${kleur.dim(stackOf(error))}\n`;
    this.stderr.write(text);
    if (this.json && !this.resultWritten) {
      const body: Record<string, unknown> = { code: error.code, message: error.message };
      if (error.hint) body["hint"] = error.hint;
      if (error.details) Object.assign(body, error.details);
      body["exit_code"] = error.exit;
      this.stdout.write(`${JSON.stringify({ error: body }, null, 2)}\n`);
    }
  }
}

function stackOf(error: Error): string {
  const cause = error.cause instanceof Error ? error.cause : error;
  return cause.stack ?? String(cause);
}

/** Lines joined by newlines, and a final newline as for a text (none for an empty one), in pieces of about `chunk` characters. */
function* lineChunks(lines: Iterable<string>, chunk = 256 * 1024): Generator<string> {
  let pending = "";
  let first = true;
  let last = ""; // the text's last character so far
  for (const line of lines) {
    const piece = first ? line : `\n${line}`;
    first = false;
    if (piece === "") continue;
    pending += piece;
    last = piece.slice(-1);
    if (pending.length >= chunk) {
      yield pending;
      pending = "";
    }
  }
  if (last !== "" && last !== "\n") pending += "\n";
  if (pending !== "") yield pending;
}
