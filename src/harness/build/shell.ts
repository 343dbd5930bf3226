// A command line as the shell would split it: simple commands (words) joined by `&&`, `||`, `;`,
// `|`, with `cd DIR` remembered for the commands after it. Words come from shell-quote, so quoting
// and escapes are read as a shell reads them; nothing is ever run.
import { parse as parseShell } from "shell-quote";
import { shellQuote } from "../../core/shell-quote.ts";

type Token = string | { op: string; pattern?: string } | { comment: string };

/** shell-quote's parse, typed as used here: variables always come back as text. */
const parseWords = parseShell as unknown as (line: string, variables: (name: string) => string) => Token[];

export interface SimpleCommand {
  /** The words, variables already replaced. */
  argv: string[];
  /** The folder a preceding `cd` moved to, relative to where the line runs. */
  cwd?: string;
}

/** The value of `$NAME`, or undefined when the line's variables do not say it. */
export type Variables = (name: string) => string | undefined;

/**
 * The simple commands of one line, or null when the line cannot be read as a plain command: a
 * variable nobody defines, a command substitution, a syntax shell-quote refuses.
 */
export function splitCommandLine(line: string, variables: Variables = () => undefined): SimpleCommand[] | null {
  if (/`|\$\(/.test(line)) return null;
  let unknown = false;
  let tokens: Token[];
  try {
    tokens = parseWords(line, (name) => {
      const value = variables(name);
      if (value === undefined) unknown = true;
      return value ?? "";
    });
  } catch {
    return null;
  }
  if (unknown) return null;
  const commands: SimpleCommand[] = [];
  let words: string[] = [];
  let cwd: string | undefined;
  let skipNext = false;
  let piped = false;
  const finish = (): void => {
    if (words[0] === "cd" && words[1] !== undefined) cwd = cwd === undefined ? words[1] : `${cwd}/${words[1]}`;
    else if (words.length > 0 && !piped) commands.push({ argv: words, ...(cwd !== undefined ? { cwd } : {}) });
    words = [];
  };
  for (const token of tokens) {
    if (typeof token === "string") {
      if (skipNext) skipNext = false;
      else words.push(token);
      continue;
    }
    if ("comment" in token) break;
    if ("op" in token && token.op === "glob") {
      words.push((token as { pattern: string }).pattern);
      continue;
    }
    const op = (token as { op: string }).op;
    if (op === "&&" || op === "||" || op === ";" || op === "&" || op === "|" || op === "|&") {
      finish();
      // What a pipe feeds (`| tee log`) is not a command of its own to list.
      piped = op === "|" || op === "|&";
      continue;
    }
    if (op === "(" || op === ")" || op === "<(" || op === ";;") return null;
    // A redirection (`> out.txt`, `2>&1`): the descriptor before it and the target after it go.
    if (/^[0-9]$/.test(words.at(-1) ?? "")) words.pop();
    skipNext = true;
  }
  finish();
  return commands;
}

/** Words back into a line a shell reads the same way. */
export function joinWords(argv: readonly string[]): string {
  return argv.map((word) => (/^[A-Za-z0-9_@%+=:,./*{}\-^~[\]]+$/.test(word) ? word : shellQuote(word))).join(" ");
}

/** `cd DIR && words`, or just the words. */
export function commandText(command: SimpleCommand): string {
  return command.cwd !== undefined ? `cd ${joinWords([command.cwd])} && ${joinWords(command.argv)}` : joinWords(command.argv);
}
