// What a home path's user part becomes in a snapshot: a form that whoever reads that text expands
// back to the home folder of the person using the snapshot, as it is quoted there. `~` is only
// that where a POSIX shell expands it (unquoted, at the start of a word) or the reader is a person;
// `$env:USERPROFILE` expands in PowerShell's double quotes but not its single ones; a tool expands
// `${VAR}` in some keys of its config and takes others as written. So the form follows the file,
// the key a value is under and the quotes around it:
//
//   shell scripts (.sh .bash .zsh, a sh shebang)     ${USERPROFILE} / ${HOME}; `~` unquoted at a word's
//                                                    start; in '…' closed and reopened: '"${HOME}"'
//   PowerShell (.ps1 .psm1 .psd1, a pwsh shebang)    $env:USERPROFILE / $HOME; a '…' string becomes "…"
//                                                    (when nothing else in it would expand)
//   cmd (.cmd .bat)                                  %USERPROFILE%
//   Claude Code settings.json: hook, statusLine and  a POSIX command line (Claude Code runs them in a
//     helper commands                                shell, Git Bash on Windows): as in shell scripts
//   Claude Code settings.json: permission rules      ~/ and forward slashes (`Read(~/notes/**)`): rules
//                                                    match paths in POSIX form
//   Claude Code MCP servers (.claude.json, .mcp.json) ${USERPROFILE} / ~: Claude Code expands ${VAR}
//     command, args, env, url, headers               there itself
//   Cursor's mcp.json servers                        ${userHome} (Cursor's own variable there) / ~
//   Codex config.toml: an MCP server's args after    %USERPROFILE% after `cmd /c`, as in shell scripts
//     a shell's command flag                         after `sh -c`, as in PowerShell after `-Command`
//   prose (Markdown, text: read by the agent)        ~
//   any other configuration file                     %USERPROFILE% / ~ (not known to be read by either)
//
// Where nothing expands a variable (Claude Code's `env`, any other key of its settings, Codex's
// config outside a shell's arguments: it starts servers and commands without a shell) a Windows
// home folder becomes the visible placeholder <YOUR_HOME> and a macOS or Linux one `~`; either
// way REDACTIONS.md lists it to fill in.
import path from "node:path";
import { Located, type KeyPath, type LocatedString } from "./located.ts";
import type { StringFormat } from "./strings.ts";

/** The placeholder where nothing would expand a variable: someone fills it in. */
export const HOME_PLACEHOLDER = "<YOUR_HOME>";

type Shell = "posix" | "powershell" | "cmd";

/** How a place in a file reads a home folder. */
type Reader =
  | { kind: "shell"; shell: Shell }
  | { kind: "expands"; windows: string; posix: string }
  | { kind: "rule" }
  | { kind: "prose" }
  | { kind: "literal"; why: string };

export interface HomeRewrite {
  /** The span replaced: the finding's, or wider (a PowerShell string's quotes, the rest of a permission rule's path). */
  start: number;
  end: number;
  /** What replaces the span: `form` is the home folder's part, `before` and `after` the text around it. */
  before: string;
  form: string;
  after: string;
  /** Set when nothing expands a home folder there: `form` is a placeholder to fill in, and this says why. */
  edit?: string;
}

/** Who reads a snapshot file's text, from its path (forward slashes) and first line. */
function fileReader(
  file: string,
  text: string,
): "powershell" | "cmd" | "posix" | "claude-settings" | "claude-mcp" | "cursor-mcp" | "codex-config" | "prose" | "config" {
  const name = path.posix.basename(file).toLowerCase();
  const shebang = text.startsWith("#!") ? (text.split("\n", 1)[0] ?? "") : "";
  if (/\.ps[dm]?1$/.test(name) || /\bpwsh\b|\bpowershell\b/.test(shebang)) return "powershell";
  if (/\.(?:cmd|bat)$/.test(name)) return "cmd";
  if (/\.(?:sh|bash|zsh)$/.test(name) || /\b(?:ba|z|da|k)?sh\b/.test(shebang)) return "posix";
  if (/(^|\/)\.claude\/settings(\.local)?\.json$/.test(file)) return "claude-settings";
  if (/(^|\/)\.claude\.json$|(^|\/)\.mcp\.json$/.test(file)) return "claude-mcp";
  if (/(^|\/)\.cursor\/mcp\.json$/.test(file)) return "cursor-mcp";
  if (/(^|\/)\.codex\/config\.toml$/.test(file)) return "codex-config";
  if (/\.(?:md|mdc|markdown|txt)$/.test(name) || !name.includes(".")) return "prose";
  return "config";
}

// A macOS or Linux home stays `~` in config (the promised form, and what tools and servers that
// expand a home folder themselves read); a Windows one needs what the tool expands.
const CLAUDE_EXPANDS = { kind: "expands", windows: "${USERPROFILE}", posix: "~" } as const;
/** Claude Code settings that hold a command it runs in a shell. */
const CLAUDE_COMMANDS = new Set(["apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper"]);
const MCP_EXPANDED = new Set(["command", "args", "env", "url", "headers"]);

/** How the value at `key` of a tool's config reads a home folder. */
function keyReader(file: ReturnType<typeof fileReader>, key: KeyPath, located: Located): Reader {
  const [first, second, third] = key;
  switch (file) {
    case "claude-settings":
      if (
        (first === "hooks" && key.at(-1) === "command") ||
        (first === "statusLine" && second === "command") ||
        (key.length === 1 && CLAUDE_COMMANDS.has(String(first)))
      )
        return { kind: "shell", shell: "posix" };
      if (first === "permissions" && (second === "allow" || second === "deny" || second === "ask") && typeof third === "number") return { kind: "rule" };
      if (first === "env") return { kind: "literal", why: "Claude Code sets `env` values as written, expanding no variable" };
      return { kind: "literal", why: "Claude Code expands no variable in this setting" };
    case "claude-mcp":
      if (first === "mcpServers" && MCP_EXPANDED.has(String(third))) return CLAUDE_EXPANDS;
      return { kind: "literal", why: "Claude Code expands no variable here" };
    case "cursor-mcp":
      if (first === "mcpServers" && key.length >= 3) return { kind: "expands", windows: "${userHome}", posix: "~" };
      return { kind: "literal", why: "Cursor expands no variable here" };
    case "codex-config": {
      const index = key[3];
      if (first === "mcp_servers" && third === "args" && typeof index === "number") {
        const shell = shellArgument(located.valueAt(["mcp_servers", second ?? "", "command"]), located.valueAt(["mcp_servers", second ?? "", "args"]), index);
        if (shell !== null) return { kind: "shell", shell };
      }
      return { kind: "literal", why: "Codex starts MCP servers and commands without a shell, so nothing expands a variable here" };
    }
    default:
      return { kind: "expands", windows: "%USERPROFILE%", posix: "~" };
  }
}

/**
 * The shell that reads argument `index` of a program started with `args`, when the program is a
 * shell reading a command line: everything after cmd's `/c` or `/k`, the argument after `sh -c`,
 * everything after PowerShell's `-Command` (or `-c`). Null when no shell reads it.
 */
function shellArgument(command: unknown, args: unknown, index: number): Shell | null {
  if (typeof command !== "string" || !Array.isArray(args)) return null;
  const program = path.win32
    .basename(command)
    .toLowerCase()
    .replace(/\.exe$/, "");
  const flag = (test: (arg: string) => boolean): number => args.findIndex((arg) => typeof arg === "string" && test(arg.toLowerCase()));
  if (program === "cmd") {
    const at = flag((arg) => arg === "/c" || arg === "/k");
    return at !== -1 && index > at ? "cmd" : null;
  }
  if (["sh", "bash", "zsh", "dash"].includes(program)) return flag((arg) => arg === "-c" || /^-[a-z]*c$/.test(arg)) === index - 1 ? "posix" : null;
  if (program === "powershell" || program === "pwsh") {
    const at = flag((arg) => arg === "-c" || (arg.length >= 3 && "-command".startsWith(arg)));
    return at !== -1 && index > at ? "powershell" : null;
  }
  return null;
}

/** A snapshot file's home paths, each rewritten for what reads it. */
export class HomeForms {
  readonly #file: string;
  readonly #text: string;
  readonly #reader: ReturnType<typeof fileReader>;
  readonly #located: Located;

  constructor(file: string, text: string, format: StringFormat | undefined) {
    this.#file = file.replace(/\\/g, "/");
    this.#text = text;
    this.#reader = fileReader(this.#file, text);
    this.#located = new Located(text, format);
  }

  /**
   * The rewrite of one home path's prefix (`C:\Users\<name>`, `/home/<name>`) at [start, end); it
   * may reach into `free` (the text no other finding covers) to requote or reshape around it.
   */
  rewrite(start: number, end: number, free: { start: number; end: number }): HomeRewrite {
    const windows = /^[A-Za-z]:/.test(this.#text.slice(start, end));
    const plain = (form: string): HomeRewrite => ({ start, end, before: "", form, after: "" });
    // Where nothing expands a variable, a Windows home becomes the placeholder to fill in; a
    // macOS or Linux one keeps the promised `~`, listed to fill in all the same.
    const literal = (why: string): HomeRewrite => ({ ...plain(windows ? HOME_PLACEHOLDER : "~"), edit: `${why}: put the home folder's path there` });
    switch (this.#reader) {
      case "prose":
        return plain("~");
      case "posix":
      case "powershell":
      case "cmd":
        return (
          this.#inShell(
            this.#reader,
            { start: lineStart(this.#text, start), end: lineEnd(this.#text, end), escapes: false, script: true },
            start,
            end,
            free,
            windows,
          ) ?? literal(SINGLE_QUOTED)
        );
      default: {
        const string = this.#located.stringAt(start);
        // Outside a string, or in a file that does not parse: the form its reader expands in general.
        const reader = string === null ? fallback(this.#reader) : keyReader(this.#reader, string.path, this.#located);
        switch (reader.kind) {
          case "expands":
            return plain(windows ? reader.windows : reader.posix);
          case "prose":
            return plain("~");
          case "literal":
            return literal(reader.why);
          case "rule":
            return string === null ? plain("~") : this.#rule(string, start, end, free);
          case "shell":
            return (string === null ? null : this.#inShell(reader.shell, { ...string, script: false }, start, end, free, windows)) ?? literal(SINGLE_QUOTED);
        }
      }
    }
  }

  /**
   * A home path inside a command line read by `shell`: a script's line, or a config string's
   * content (`escapes` for JSON and TOML basic strings; a TOML literal string can hold no `'`).
   * Null when no form would expand there.
   */
  #inShell(
    shell: Shell,
    line: Pick<LocatedString, "start" | "end" | "escapes"> & { script: boolean },
    start: number,
    end: number,
    free: { start: number; end: number },
    windows: boolean,
  ): HomeRewrite | null {
    const raw = this.#text.slice(line.start, start);
    const before = line.escapes ? unescaped(raw) : raw;
    if (before === null) return null;
    const plain = (form: string): HomeRewrite => ({ start, end, before: "", form, after: "" });
    if (shell === "cmd") return plain("%USERPROFILE%");
    const state = quoteState(before, shell);
    if (shell === "posix") {
      const variable = windows ? "${USERPROFILE}" : "${HOME}";
      if (state.quote === "double") return plain(variable);
      if (state.quote === "single") {
        // Closed, the variable in double quotes, reopened: '…'"${HOME}"'…'.
        const form = `'"${variable}"'`;
        if (line.script) return plain(form);
        return line.escapes ? plain(form.replaceAll('"', '\\"')) : null;
      }
      return plain(!windows && /(^|[\s;|&(])$/.test(before) ? "~" : variable);
    }
    const variable = windows ? "$env:USERPROFILE" : "$HOME";
    if (state.quote !== "single") return plain(variable);
    // PowerShell expands nothing in '…': the string becomes "…" when nothing else in it would expand.
    if (!line.script) return null;
    const open = line.start + state.opened;
    const close = closingSingleQuote(this.#text, end, line.end);
    if (close === -1 || open < free.start || close + 1 > free.end) return null;
    const inside = (from: number, to: number) => this.#text.slice(from, to).replace(/(['‘’‚‛])['‘’‚‛]/g, "$1");
    const head = inside(open + 1, start);
    const tail = inside(end, close);
    if (/[$`"“”„]/.test(head + tail)) return null;
    return { start: open, end: close + 1, before: `"${head}`, form: variable, after: `${tail}"` };
  }

  /** A Claude Code permission rule: the path from home as `~/…`, with forward slashes (rules match paths in POSIX form). */
  #rule(string: LocatedString, start: number, end: number, free: { start: number; end: number }): HomeRewrite {
    // `Read(//Users/<name>/…)` is an absolute path: from home it is `Read(~/…)`.
    const from = this.#text[start] === "/" && this.#text[start - 1] === "/" && start - 1 >= Math.max(string.start, free.start) ? start - 1 : start;
    const stop = Math.min(free.end, string.end, ...[this.#text.indexOf(")", end)].filter((at) => at !== -1));
    const rest = this.#text.slice(end, stop).replace(/\\\\|\\/g, "/");
    return { start: from, end: stop, before: "", form: "~", after: rest };
  }
}

const SINGLE_QUOTED = "nothing expands a variable inside these single quotes, and the string cannot be requoted";

function fallback(reader: ReturnType<typeof fileReader>): Reader {
  if (reader === "claude-settings" || reader === "claude-mcp") return CLAUDE_EXPANDS;
  if (reader === "cursor-mcp") return { kind: "expands", windows: "${userHome}", posix: "~" };
  if (reader === "codex-config") return { kind: "literal", why: "Codex expands no variable in its config" };
  return { kind: "expands", windows: "%USERPROFILE%", posix: "~" };
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const at = text.indexOf("\n", offset);
  return at === -1 ? text.length : at;
}

/** A JSON or TOML basic string's raw content decoded, or null when it cannot be (cut inside an escape). */
function unescaped(raw: string): string | null {
  try {
    return JSON.parse(
      `"${raw.replace(/\\U([0-9A-Fa-f]{8})/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16))).replace(/\\e/g, "\\u001b")}"`,
    ) as string;
  } catch {
    return null;
  }
}

const SINGLE = "'‘’‚‛";
const DOUBLE = '"“”„';

/** Whether the end of `text` (a command line so far) is inside single or double quotes, and where the open quote is. */
function quoteState(text: string, shell: "posix" | "powershell"): { quote: "single" | "double" | null; opened: number } {
  const single = shell === "posix" ? "'" : SINGLE;
  const double = shell === "posix" ? '"' : DOUBLE;
  const escape = shell === "posix" ? "\\" : "`";
  let quote: "single" | "double" | null = null;
  let opened = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? "";
    if (quote === null) {
      if (char === escape) index++;
      else if (single.includes(char)) [quote, opened] = ["single", index];
      else if (double.includes(char)) [quote, opened] = ["double", index];
    } else if (quote === "single") {
      // PowerShell doubles a quote to write one; POSIX has no escape inside '…'.
      if (single.includes(char)) {
        if (shell === "powershell" && single.includes(text[index + 1] ?? "")) index++;
        else quote = null;
      }
    } else if (char === escape) index++;
    else if (double.includes(char)) {
      if (shell === "powershell" && double.includes(text[index + 1] ?? "")) index++;
      else quote = null;
    }
  }
  return { quote, opened };
}

/** The PowerShell single quote that closes the string `from` is inside, before `limit`; -1 when there is none. */
function closingSingleQuote(text: string, from: number, limit: number): number {
  for (let index = from; index < limit; index++) {
    if (!SINGLE.includes(text[index] ?? "")) continue;
    if (SINGLE.includes(text[index + 1] ?? "")) index++;
    else return index;
  }
  return -1;
}
