// svc completion bash|zsh|fish|powershell: a small script per shell that asks svc itself what may
// come next (`svc __complete <words…>`, as gh and cargo's clap do), so commands, subcommands,
// options, tool ids, kinds, policies and backup ids come from one place: the command table.
import type { Deps } from "../core/deps.ts";
import { UsageError } from "../core/errors.ts";
import { didYouMean } from "../core/suggest.ts";
import { COMMANDS, type CommandSpec, type OptionSpec } from "./table.ts";
import type { Answer } from "./answer.ts";

export const SHELLS = ["bash", "zsh", "fish", "powershell"] as const;
type Shell = (typeof SHELLS)[number];

const SCRIPTS: Record<Shell, string> = {
  bash: `# svc completion for bash. Load it with: source <(svc completion bash)
_svc() {
  local IFS=$'\\n'
  COMPREPLY=($(svc __complete "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -o default -F _svc svc
`,
  zsh: `#compdef svc
# svc completion for zsh. Load it with: source <(svc completion zsh)
_svc() {
  local -a candidates
  candidates=("\${(@f)$(svc __complete "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  if (( \${#candidates[@]} )) && [[ -n "\${candidates[1]}" ]]; then compadd -Q -- "\${candidates[@]}"; else _files; fi
}
compdef _svc svc
`,
  fish: `# svc completion for fish. Load it with: svc completion fish | source
complete -c svc -f -a '(svc __complete (commandline -opc)[2..-1] (commandline -ct) 2>/dev/null)'
`,
  powershell: `# svc completion for PowerShell. Load it with: svc completion powershell | Out-String | Invoke-Expression
Register-ArgumentCompleter -Native -CommandName svc -ScriptBlock {
  param($wordToComplete, $commandAst, $cursorPosition)
  $words = @($commandAst.CommandElements | Select-Object -Skip 1 | ForEach-Object { $_.ToString() })
  if ($wordToComplete -eq '') { $words += '""' }
  svc __complete @words 2>$null | ForEach-Object { [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_) }
}
`,
};

export async function completion(options: { shell?: string }): Promise<Answer> {
  const shell = checkShell(options.shell ?? "") as Shell;
  return { data: { shell, script: SCRIPTS[shell] }, text: SCRIPTS[shell] };
}

function longFlags(option: OptionSpec): string[] {
  return option.flags.split(/[ ,]+/).filter((part) => part.startsWith("--"));
}

function takesValue(option: OptionSpec): boolean {
  return option.flags.includes("<") || option.flags.includes("[");
}

const GLOBAL_FLAGS = ["--json", "--help"];

/**
 * What may stand in place of the last word, given the words before it (all after `svc`):
 * candidates that start with what is typed. A folder or file value gets none (the shell's own).
 */
async function completions(words: readonly string[], deps: Pick<Deps, "svcHome">): Promise<string[]> {
  const current = words.at(-1) ?? "";
  const before = words.slice(0, -1);
  const start = (candidates: readonly string[]) => [...new Set(candidates)].filter((candidate) => candidate.startsWith(current));
  const commandWords = before.filter((word) => !word.startsWith("-"));
  // The longest command the words so far name.
  let spec: CommandSpec | undefined;
  for (let n = Math.min(3, commandWords.length); n > 0 && spec === undefined; n--) {
    const name = commandWords.slice(0, n).join(" ");
    spec = COMMANDS.find((command) => command.name === name || command.aliases?.includes(name));
  }
  if (spec === undefined) {
    if (current.startsWith("-")) return start(GLOBAL_FLAGS);
    const prefix = commandWords.join(" ");
    const next = COMMANDS.filter((command) => prefix === "" || command.name.startsWith(`${prefix} `)).map(
      (command) => command.name.split(" ")[commandWords.length] ?? "",
    );
    return start(next.filter((word) => word !== ""));
  }
  const previous = before.at(-1);
  const valueOf = spec.options.find((option) => takesValue(option) && previous !== undefined && longFlags(option).includes(previous));
  if (valueOf !== undefined) {
    // A comma-separated list (--kinds, migrate's --to): the values after those already typed.
    if (valueOf.list) {
      const done = current.includes(",") ? current.slice(0, current.lastIndexOf(",") + 1) : "";
      return start((valueOf.choices ?? []).map((value) => `${done}${value}`));
    }
    return start(valueOf.choices ?? []);
  }
  if (current.startsWith("-")) return start([...spec.options.flatMap(longFlags), ...GLOBAL_FLAGS]);
  const arg = spec.args?.[0];
  if (arg?.name === "backup-id") {
    // Loaded only here: the backup code is not compiled at every Tab.
    const { listBackups } = await import("../harness/plan/backup.ts");
    return start((await listBackups(deps.svcHome)).filter((backup) => backup.state !== "rolled_back" && backup.files.length > 0).map((backup) => backup.id));
  }
  if (arg?.name === "shell") return start(SHELLS);
  if (arg?.name === "tool")
    return start(COMMANDS.find((command) => command.name === "preview")?.options.find((option) => option.flags.startsWith("--from"))?.choices ?? []);
  return [];
}

/** `svc __complete <words…>`: one candidate a line (not a command people type). */
export async function printCompletions(words: readonly string[], deps: Pick<Deps, "svcHome" | "out">): Promise<void> {
  const candidates = await completions(words, deps);
  if (candidates.length > 0) deps.out.print(candidates.join("\n"));
}

function checkShell(raw: string): string {
  if (!(SHELLS as readonly string[]).includes(raw))
    throw new UsageError(`no completion for the shell ${JSON.stringify(raw)}`, {
      hint: `${didYouMean(raw, SHELLS, (shell) => `svc completion ${shell}`)}Shells: ${SHELLS.join(", ")}.`,
    });
  return raw;
}
