// Text that must fit: a terminal's width for tables, a length for names made from long commands.

/** `text` cut to at most `max` characters, ending in … when something was cut. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** The terminal's width: COLUMNS when set (as shells and `COLUMNS=60 svc …` set it), else the
 * terminal's own, else 80. */
export function terminalWidth(env: Readonly<Record<string, string | undefined>>, columns: number | undefined): number {
  const fromEnv = Number(env["COLUMNS"]);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return columns !== undefined && columns > 0 ? columns : 80;
}
