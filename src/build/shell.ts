// A command line as the shell would split it: simple commands (words) joined by `&&`, `||`, `;`,
// `|`, with `cd DIR` remembered for the commands after it. Words come from shell-quote, so quoting
// and escapes are read as a shell reads them; nothing is ever run.
import path from "node:path";
import { parse as parseShell } from "shell-quote";
import { shellQuote } from "../core/shell-quote.ts";

type Token = string | { op: string; pattern?: string } | { comment: string };

/** shell-quote's parse, typed as used here: variables always come back as text. */
const parseWords = parseShell as unknown as (line: string, variables: (name: string) => string) => Token[];

export interface SimpleCommand {
  /** The words, variables already replaced; a command substitution (`$(git ls-files)`) is one word, as written. */
  argv: string[];
  /** The folder a preceding `cd` moved to, relative to where the line runs. */
  cwd?: string;
  /** The text to show when it is more than its words: a pipeline into `xargs` (`find … | xargs clang-format -i`). */
  text?: string;
  /** Which words were unquoted globs (`src/*.ts`), written back unquoted. */
  globs?: number[];
}

/** The value of `$NAME`, or undefined when the line's variables do not say it. */
export type Variables = (name: string) => string | undefined;

const SUBSTITUTION = /__svcsub(\d+)__/g;

/**
 * The line with each command substitution (`$(…)`, backquotes) outside single quotes replaced by a
 * marker word, and the substitutions as written: what they compute is not known, but the command
 * around them is (`rustfmt --check $(git ls-files '*.rs')`). Null when one is not closed.
 */
function protectSubstitutions(line: string): { text: string; found: string[] } | null {
  const found: string[] = [];
  let text = "";
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? "";
    if (quote === "'") {
      if (char === "'") quote = undefined;
      text += char;
      continue;
    }
    if (char === "\\") {
      text += char + (line[index + 1] ?? "");
      index++;
      continue;
    }
    if (char === "'" && quote === undefined) quote = "'";
    else if (char === '"') quote = quote === '"' ? undefined : '"';
    const opens = char === "$" && line[index + 1] === "(" && line[index + 2] !== "(";
    if (!opens && char !== "`") {
      text += char;
      continue;
    }
    let end = index + 1;
    if (opens) {
      let depth = 0;
      for (end = index + 1; end < line.length; end++) {
        if (line[end] === "(") depth++;
        else if (line[end] === ")" && --depth === 0) break;
      }
    } else end = line.indexOf("`", index + 1);
    if (end < 0 || end >= line.length) return null;
    text += `__svcsub${found.length}__`;
    found.push(line.slice(index, end + 1));
    index = end;
  }
  return { text, found };
}

/**
 * The line with each unquoted variable whose value is plain words (`./gradlew detekt $GRADLE_ARGS`,
 * GRADLE_ARGS `--stacktrace --no-daemon`) written out, so that its value splits into words as the
 * shell splits it; a quoted one (`"$X"`), or one whose value holds anything but plain words, is
 * left to the parser, which keeps it one word.
 */
function splitUnquoted(line: string, variables: Variables): string {
  let out = "";
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? "";
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      else if (char === "\\" && quote === '"') {
        out += char + (line[index + 1] ?? "");
        index++;
        continue;
      }
      out += char;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    if (char === "\\") {
      out += char + (line[index + 1] ?? "");
      index++;
      continue;
    }
    const name = char === "$" ? /^\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/.exec(line.slice(index)) : null;
    const value = name === null ? undefined : variables(name[1] ?? name[2] ?? "");
    if (name !== null && value !== undefined && /^[\w\s=.,:/@+-]*$/.test(value)) {
      out += value;
      index += name[0].length - 1;
      continue;
    }
    out += char;
  }
  return out;
}

/**
 * The simple commands of one line, or null when the line cannot be read as a plain command: a
 * variable nobody defines, a syntax shell-quote refuses. A pipeline keeps its first command
 * (`pytest | tee log` runs pytest), except one into `xargs`, which runs what xargs is given.
 */
export function splitCommandLine(line: string, variables: Variables = () => undefined): SimpleCommand[] | null {
  // What runs only when the command fails (`… || (gofmt -d .; exit 1)`) reports; it is not the command.
  // A recipe's or script's own arguments passed on (`"$@"`) are none by default.
  const given = line.replace(/\s*\|\|\s*(\(.*\)|\{.*\})\s*$/, "").replace(/(^|\s)"?\$[@*]"?(?=\s|$)/g, "$1");
  const protectedLine = protectSubstitutions(splitUnquoted(given, variables));
  if (protectedLine === null) return null;
  const restore = (word: string): string => word.replace(SUBSTITUTION, (_, index: string) => protectedLine.found[Number(index)] ?? "");
  let unknown = false;
  let tokens: Token[];
  try {
    tokens = parseWords(protectedLine.text, (name) => {
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
  let globs: number[] = [];
  let cwd: string | undefined;
  let skipNext = false;
  let piped = false;
  const finish = (): void => {
    words = words.map(restore);
    if (words[0] === "cd" && words[1] !== undefined) {
      const next = path.posix.normalize(cwd === undefined ? words[1] : `${cwd}/${words[1]}`).replace(/(.)\/+$/, "$1");
      cwd = next === "." ? undefined : next;
    } else if (words.length > 0 && piped && words[0] === "xargs" && commands.length > 0) {
      // `find … | xargs clang-format -i`: what xargs runs, on what the first command lists.
      const producer = commands.pop() as SimpleCommand;
      let index = 1;
      while ((words[index] ?? "").startsWith("-")) index += ["-n", "-P", "-I", "-d", "-L", "-s", "-E"].includes(words[index] ?? "") ? 2 : 1;
      commands.push({
        argv: words.slice(index),
        ...(producer.cwd !== undefined ? { cwd: producer.cwd } : {}),
        text: `${joinWords(producer.argv, producer.globs)} | ${joinWords(words, globs)}`,
      });
    } else if (words.length > 0 && !piped) commands.push({ argv: words, ...(cwd !== undefined ? { cwd } : {}), ...(globs.length > 0 ? { globs } : {}) });
    words = [];
    globs = [];
  };
  for (const token of tokens) {
    if (typeof token === "string") {
      if (skipNext) skipNext = false;
      else words.push(token);
      continue;
    }
    if ("comment" in token) break;
    if ("op" in token && token.op === "glob") {
      globs.push(words.length);
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

/** Words back into a line a shell reads the same way; a command substitution and an unquoted glob (`globs`) stay as written. */
export function joinWords(argv: readonly string[], globs: readonly number[] = []): string {
  return argv
    .map((word, index) => {
      if (globs.includes(index) || /^[A-Za-z0-9_@%+=:,./\-^~]+$/.test(word) || /^\$\(.*\)$|^`[^`]*`$/s.test(word)) return word;
      // A word around a substitution (`$(pwd)/lib`) keeps it working inside double quotes.
      return /\$\(|`/.test(word) ? `"${word}"` : shellQuote(word);
    })
    .join(" ");
}

/** `cd DIR && words`, or just the words. */
export function commandText(command: SimpleCommand): string {
  const words = command.text ?? joinWords(command.argv, command.globs);
  return command.cwd !== undefined ? `cd ${joinWords([command.cwd])} && ${words}` : words;
}
