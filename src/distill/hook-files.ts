// The files a hook or status-line command runs or reads: `~/.claude/hooks/guard.sh`,
// `python3 "$HOME/.claude/hooks/protect.py"`, `cat ~/.claude/banner.txt`,
// `"$CLAUDE_PROJECT_DIR"/.claude/hooks/format.sh`. The command is split into shell words (quotes
// and backslashes as the shell reads them, at blanks and operators); a word is a file when it names
// a path under the home folder (`~`, `$HOME`), under the project (its tool's project variable, or a
// relative path in a project's hooks) or an absolute path. Words after an output redirection are
// written, not read, and so not listed.
import path from "node:path";

export interface HookFileContext {
  home: string;
  /** The project's root, for a project's hooks; undefined for the home configuration's. */
  project?: string;
  /** The variable the tool sets to the project's root for hook commands (CLAUDE_PROJECT_DIR). */
  projectVariable?: string;
}

/** Shell words of a command line, with quotes removed; each marked when it follows an output redirection. */
function shellWords(command: string): { word: string; written: boolean }[] {
  const words: { word: string; written: boolean }[] = [];
  let word = "";
  let inWord = false;
  // the next word is the target of an output redirection (> file, >> file)
  let written = false;
  const end = (): void => {
    if (inWord) {
      words.push({ word, written });
      written = false;
    }
    word = "";
    inWord = false;
  };
  for (let index = 0; index < command.length; index++) {
    const char = command[index] ?? "";
    if (char === "'") {
      const close = command.indexOf("'", index + 1);
      const stop = close === -1 ? command.length : close;
      word += command.slice(index + 1, stop);
      inWord = true;
      index = stop;
    } else if (char === '"') {
      inWord = true;
      for (index++; index < command.length && command[index] !== '"'; index++) {
        if (command[index] === "\\" && /["\\$`]/.test(command[index + 1] ?? "")) index++;
        word += command[index] ?? "";
      }
    } else if (char === "\\") {
      word += command[index + 1] ?? "";
      inWord = true;
      index++;
    } else if (/\s/.test(char) || /[;&|()<>]/.test(char)) {
      end();
      if (char === ">") written = true;
      else if (!/\s/.test(char)) written = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  end();
  return words;
}

/** A word as a path: `~` and `$HOME` expanded, the project's variable too; null when it names no file svc can place. */
function pathOf(word: string, context: HookFileContext): string | null {
  const variable = context.projectVariable;
  let rest = word;
  let base: string | undefined;
  const home = /^(?:~|\$HOME|\$\{HOME\})(?=\/|$)/.exec(rest);
  if (home !== null) {
    base = context.home;
    rest = rest.slice(home[0].length);
  } else if (variable !== undefined) {
    const project = new RegExp(`^(?:\\$${variable}|\\$\\{${variable}\\})(?=/|$)`).exec(rest);
    if (project !== null) {
      // a home configuration's hook runs in whatever project is open: that folder is unknown here
      if (context.project === undefined) return null;
      base = context.project;
      rest = rest.slice(project[0].length);
    }
  }
  // an environment assignment (NAME=value), a flag, a URL or an address is no file
  if (/[=@]|:\/\//.test(rest) || rest.startsWith("-")) return null;
  if (base === undefined) {
    if (rest.includes("$") || !rest.includes("/") || /^[a-z][a-z0-9+.-]*:/i.test(rest)) return null;
    if (path.isAbsolute(rest)) return path.normalize(rest);
    // a relative path runs from the project's folder; a home hook's working folder is unknown
    return context.project === undefined ? null : path.join(context.project, rest);
  }
  if (rest.includes("$")) return null;
  return path.join(base, rest);
}

/** The files a command names, each once, in order (written ones left out). */
export function hookFiles(command: string, context: HookFileContext): string[] {
  const files: string[] = [];
  for (const { word, written } of shellWords(command)) {
    if (written) continue;
    const file = pathOf(word, context);
    if (file !== null && !files.includes(file)) files.push(file);
  }
  return files;
}
