// What a home path's user part becomes in a snapshot: a form that whoever reads that text expands
// back to the home folder of the person using the snapshot. `~` is only that where a POSIX shell or
// the tool expands it; on Windows `powershell -File "~\.claude\hooks\guard.ps1"` or an MCP argument
// "~\\projects" names no file. So a Windows path (C:\Users\<name>) takes its reader's form:
//   PowerShell scripts (.ps1 .psm1 .psd1, a pwsh shebang)   $env:USERPROFILE
//   cmd scripts (.cmd .bat)                                   %USERPROFILE%
//   POSIX shell scripts (.sh .bash .zsh, a sh shebang)        $USERPROFILE (Git Bash keeps Windows' value)
//   Claude Code's JSON (settings, .claude.json, .mcp.json)    ${USERPROFILE}: Claude Code expands ${VAR} in
//                                                             its MCP configuration itself, and runs hook
//                                                             commands in Git Bash, which expands it too
//   Cursor's mcp.json                                         ${userHome}, Cursor's own variable there
//   prose (Markdown, text: read by the agent)                 ~
//   any other configuration file                              %USERPROFILE%, what cmd, Windows' own shell,
//                                                             expands (a program started without a shell
//                                                             gets it as written)
// A POSIX home path (/home/<name>, /Users/<name>) keeps `~`, as before.
import path from "node:path";

type Reader = "powershell" | "cmd" | "posix" | "claude-json" | "cursor-mcp" | "prose" | "config";

const WINDOWS_FORM: Record<Reader, string> = {
  powershell: "$env:USERPROFILE",
  cmd: "%USERPROFILE%",
  posix: "$USERPROFILE",
  "claude-json": "${USERPROFILE}",
  "cursor-mcp": "${userHome}",
  prose: "~",
  config: "%USERPROFILE%",
};

/** Who reads a snapshot file's text, from its path (forward slashes) and first line. */
function readerOf(file: string, text: string): Reader {
  const name = path.posix.basename(file).toLowerCase();
  const shebang = text.startsWith("#!") ? (text.split("\n", 1)[0] ?? "") : "";
  if (/\.ps[dm]?1$/.test(name) || /\bpwsh\b|\bpowershell\b/.test(shebang)) return "powershell";
  if (/\.(?:cmd|bat)$/.test(name)) return "cmd";
  if (/\.(?:sh|bash|zsh)$/.test(name) || /\b(?:ba|z|da|k)?sh\b/.test(shebang)) return "posix";
  if (/(^|\/)\.claude\/settings(\.local)?\.json$|(^|\/)\.claude\.json$|(^|\/)\.mcp\.json$/.test(file)) return "claude-json";
  if (/(^|\/)\.cursor\/mcp\.json$/.test(file)) return "cursor-mcp";
  if (/\.(?:md|mdc|markdown|txt)$/.test(name) || !name.includes(".")) return "prose";
  return "config";
}

/** What replaces a home path's prefix (`C:\Users\<name>`, `/home/<name>`) in a snapshot file. */
export function homeReplacement(file: string, text: string, prefix: string): string {
  if (!/^[A-Za-z]:/.test(prefix)) return "~";
  return WINDOWS_FORM[readerOf(file.replace(/\\/g, "/"), text)];
}
