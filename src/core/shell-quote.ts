// Words as a POSIX shell reads them back unchanged: for commands svc suggests (a repo path with
// spaces must paste as one argument) and for argument lists it turns into one command line.

/** One argument, bare when it is plainly safe, else single-quoted. */
export function shellQuote(arg: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}
