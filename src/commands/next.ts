// The next command a result suggests ("`svc migrate …` applies this plan"), rendered from the
// options this run was given and the table's flags, so the suggestion applies exactly what was
// shown: same scope, kinds, hub, --replace rewrites… and every value quoted for the shell the
// person is in (a repo path with spaces must paste as one argument, in cmd.exe too).
import type { Deps } from "../core/deps.ts";
import { quoteFor, shellOf } from "../core/shell-quote.ts";
import { COMMANDS, optionKey } from "./table.ts";

/**
 * `svc <name>` with every option of that command found in `options` (the ones it does not take
 * are left out) plus `extra`, which overrides; values quoted for the shell of `where`. Arrays of a non-repeatable option (--kinds) are
 * written back comma-separated.
 */
export function nextCommand(name: string, options: object, where: Pick<Deps, "env" | "platform">, extra: Readonly<Record<string, unknown>> = {}): string {
  const shell = shellOf(where.env, where.platform);
  const spec = COMMANDS.find((command) => command.name === name);
  if (spec === undefined) throw new Error(`no command ${name}`);
  const values: Record<string, unknown> = { ...options, ...extra };
  const words = ["svc", ...name.split(" ")];
  for (const option of spec.options) {
    const value = values[optionKey(option)];
    if (value === undefined || value === false) continue;
    const flag = option.flags.split(/[ ,]+/).find((part) => part.startsWith("--")) ?? option.flags;
    if (value === true) {
      words.push(flag);
      continue;
    }
    const list = Array.isArray(value) ? value.map(String) : [String(value)];
    if (option.repeatable) for (const item of list) words.push(flag, quoteFor(item, shell));
    else words.push(flag, quoteFor(list.join(","), shell));
  }
  return words.join(" ");
}
