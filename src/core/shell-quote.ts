// Words as a shell reads them back unchanged: shellQuote for the POSIX command lines svc writes
// into tools' files (hooks), and quoteFor for the commands svc suggests to the person, who may be
// in cmd.exe, PowerShell or a POSIX shell.
import type { Env } from "./output.ts";

/** One argument, bare when it is plainly safe, else single-quoted (POSIX sh). */
export function shellQuote(arg: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

export type Shell = "posix" | "cmd" | "powershell";

/**
 * The shell svc is most likely run from. POSIX outside Windows, and in Git Bash, MSYS2 and Cygwin
 * (MSYSTEM; a POSIX SHELL with a POSIX PWD). PowerShell (5.1 and 7) puts the user's own module folder, under the profile
 * (Documents\WindowsPowerShell\Modules, Documents\PowerShell\Modules, OneDrive's Documents too),
 * at the front of PSModulePath when it starts, which cmd.exe's environment does not have; a
 * cmd.exe started from PowerShell inherits it, so it is taken for PowerShell. Without a sign, cmd.
 */
export function shellOf(env: Env, platform: NodeJS.Platform): Shell {
  if (platform !== "win32") return "posix";
  // Git Bash and MSYS2 say MSYSTEM; Cygwin's bash exports a POSIX SHELL and PWD. SHELL alone says
  // nothing: some installers set it for all of Windows, cmd and PowerShell included.
  if (env["MSYSTEM"] || (env["SHELL"]?.startsWith("/") && env["PWD"]?.startsWith("/"))) return "posix";
  const profile = (env["USERPROFILE"] ?? "").toLowerCase();
  const userModules = (env["PSModulePath"] ?? "").split(";").some((entry) => {
    const folder = entry.toLowerCase();
    return profile !== "" && folder.startsWith(`${profile}\\`) && /\\(?:windows)?powershell\\modules\\?$/.test(folder);
  });
  return userModules ? "powershell" : "cmd";
}

/** Bare in every shell: no character any of the three reads specially (`,` is PowerShell's array, `%` cmd's variable). */
const BARE = /^[A-Za-z0-9_./:=-]+$/;
/**
 * Inside double quotes the same in every shell: nothing POSIX or PowerShell expands (`$`, a
 * backtick), no `%` (cmd), no `!` (bash history), no quote (PowerShell's curly “ ” „ end a string
 * too), and no backslash that escapes (`\\` in POSIX, a final `\` before the closing quote in
 * Windows' argument rules).
 */
function sameInDoubleQuotes(arg: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return !/["“”„$`%!\u0000-\u001f]/.test(arg) && !arg.includes("\\\\") && !arg.endsWith("\\");
}

/** An argument as Windows programs split a command line, in double quotes (backslashes before a quote doubled). */
function windowsArgument(arg: string): string {
  return `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, "$1$1")}"`;
}

/**
 * One argument for a command the person will paste: bare when every shell reads it so, in double
 * quotes when cmd, PowerShell and a POSIX shell all read that back unchanged (`"C:\work\repo"`,
 * `"mcp,skills"`), else quoted for `shell`: single quotes in POSIX and PowerShell, and for cmd
 * Windows' argument quoting, with each of cmd's own characters escaped by `^` where the text has
 * `%`, `!` or a quote (so `%PATH%` stays as written).
 */
export function quoteFor(arg: string, shell: Shell): string {
  if (BARE.test(arg)) return arg;
  if (sameInDoubleQuotes(arg)) return `"${arg}"`;
  if (shell === "posix") return shellQuote(arg);
  // PowerShell ends a single-quoted string at a curly single quote too: each is doubled, like '.
  if (shell === "powershell") return `'${arg.replace(/['‘’‚‛]/g, "$&$&")}'`;
  // Inside its quotes cmd reads nothing specially but `%`, `!` and a quote that ends them: only then is every character escaped.
  return /["%!]/.test(arg) ? windowsArgument(arg).replace(/[()%!^"<>&|]/g, "^$&") : windowsArgument(arg);
}
