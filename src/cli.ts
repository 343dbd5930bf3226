// The command line: the only module that knows cac. It turns argv into one command of the table
// (src/commands/table.ts) with typed options, checks the license for paid commands, runs the
// handler, prints its answer (src/commands/answer.ts), and maps every error to its exit code
// (docs/promises.md#exit-codes). Nothing here reads process.*: src/main.ts passes the real world
// in, tests pass their own.
import { cac, type CAC } from "cac";
import type { BuildInfo } from "./core/build-info.ts";
import type { Deps } from "./core/deps.ts";
import { resolveSvcHome } from "./core/deps.ts";
import { closest, didYouMean } from "./core/suggest.ts";
import { EXIT, failureAt, SvcError, UsageError } from "./core/errors.ts";
import { decideColor, Output, type TextSink } from "./core/output.ts";
import { loadHandler } from "./commands/loaders.ts";
import { COMMANDS, GROUP_TITLES, optionKey, type CommandSpec, type Group, type OptionSpec } from "./commands/table.ts";
import { printAnswer } from "./commands/answer.ts";

export { optionKey };

/** What the CLI is given: the process's Deps before the output and $SVC_HOME are worked out from them. */
export type CliEnvironment = Pick<
  Deps,
  "env" | "home" | "cwd" | "now" | "build" | "platform" | "arch" | "nodeVersion" | "readStdin" | "stdio" | "executable" | "interruption" | "ask" | "columns"
> & {
  stdout: TextSink;
  stderr: TextSink;
};

export type ParsedCommandLine =
  | { kind: "run"; spec: CommandSpec; options: Record<string, unknown> }
  /** howToGetALicense: `svc license --help`, which also says how to get one with this machine's
   * paths (runCli adds that, loading the license code only then). */
  | { kind: "help"; text: string; howToGetALicense?: true }
  | { kind: "complete"; words: string[] };

const GLOBAL_OPTIONS: readonly OptionSpec[] = [
  { flags: "--json", description: "print one JSON document on stdout (messages stay on stderr)" },
  { flags: "-h, --help", description: "show help for svc or for a command" },
  { flags: "-v, --version", description: "print svc's version" },
];

/** Runs one command line; returns the exit code. */
export async function runCli(args: readonly string[], io: CliEnvironment): Promise<number> {
  const json = wantsJson(args);
  const out = new Output({
    stdout: io.stdout,
    stderr: io.stderr,
    json,
    color: decideColor(io.env, io.stdout.isTTY === true),
    interactive: io.stderr.isTTY === true,
  });
  const debug = io.env["SVC_DEBUG"] !== undefined && io.env["SVC_DEBUG"] !== "" && io.env["SVC_DEBUG"] !== "0";
  try {
    const parsed = parseCommandLine(args, io.build);
    if (parsed.kind === "help") {
      if (parsed.howToGetALicense) {
        const { howToGetALicense } = await import("./license/gate.ts");
        const where = { env: io.env, svcHome: resolveSvcHome(io.env, io.home, io.cwd), home: io.home, cwd: io.cwd, platform: io.platform, build: io.build };
        out.print(`${parsed.text}\n\n${howToGetALicense(where)}`);
      } else out.print(parsed.text);
      return EXIT.ok;
    }
    if (parsed.kind === "complete") {
      const { printCompletions } = await import("./commands/completion.ts");
      await printCompletions(parsed.words, { out, svcHome: resolveSvcHome(io.env, io.home, io.cwd) });
      return EXIT.ok;
    }
    const deps: Deps = {
      out,
      env: io.env,
      home: io.home,
      svcHome: resolveSvcHome(io.env, io.home, io.cwd),
      cwd: io.cwd,
      now: io.now,
      build: io.build,
      platform: io.platform,
      arch: io.arch,
      nodeVersion: io.nodeVersion,
      readStdin: io.readStdin,
      ...(io.stdio === undefined ? {} : { stdio: io.stdio }),
      ...(io.executable === undefined ? {} : { executable: io.executable }),
      ...(io.interruption === undefined ? {} : { interruption: io.interruption }),
      ...(io.ask === undefined ? {} : { ask: io.ask }),
      ...(io.columns === undefined ? {} : { columns: io.columns }),
    };
    const { spec, options } = parsed;
    for (const option of spec.options) {
      const value = options[optionKey(option)];
      if (option.check && value !== undefined) option.check(value, { cwd: io.cwd });
    }
    // The one place options become typed: normalizeOptions built them from this spec's own options.
    const typed = options as never;
    const paid = typeof spec.license === "function" ? spec.license(typed) : spec.license === "paid";
    if (paid) {
      const { requireLicense } = await import("./license/gate.ts");
      await requireLicense(deps, spec.name);
    }
    const handler = await loadHandler(spec.name);
    return await printAnswer(out, await handler(typed, deps));
  } catch (error) {
    const failure = failureAt(error, { svcHome: resolveSvcHome(io.env, io.home, io.cwd), home: io.home, cwd: io.cwd, platform: io.platform });
    out.error(failure, { debug });
    return failure.exit;
  }
}

/** --json anywhere before `--` selects JSON output, even for errors found while parsing. */
function wantsJson(args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === "--") return false;
    if (arg === "--json") return true;
  }
  return false;
}

// ---- parsing --------------------------------------------------------------------------------

/**
 * cac (through mri) turns option values that look like numbers into numbers: `--org 007` would
 * arrive as 7. Every value is shielded with a private-use character before parsing and unshielded
 * after, so options arrive exactly as typed.
 */
const SHIELD = "\uE000";

function shield(arg: string): string {
  if (!arg.startsWith("-") || arg === "-") return SHIELD + arg;
  const equals = arg.indexOf("=");
  return equals > 0 ? arg.slice(0, equals + 1) + SHIELD + arg.slice(equals + 1) : arg;
}

function unshield(value: unknown): unknown {
  if (typeof value === "string") return value.startsWith(SHIELD) ? value.slice(SHIELD.length) : value;
  if (Array.isArray(value)) return value.map(unshield);
  return value;
}

/** All names a command answers to ("upgrade" and "update"). */
function namesOf(spec: CommandSpec): string[] {
  return [spec.name, ...(spec.aliases ?? [])];
}

/** Argument parsing alone: argv to a command and its typed options, help text, or a UsageError. */
export function parseCommandLine(args: readonly string[], build: BuildInfo): ParsedCommandLine {
  // `svc __complete <words…>`: what the completion scripts ask (svc completion), never shown in help.
  if (args[0] === "__complete") return { kind: "complete", words: args.slice(1) };
  // `svc help preview` is `svc preview --help`, as in git, npm and gh.
  if (args[0] === "help") return parseCommandLine([...args.slice(1), "--help"], build);
  const dashDash = args.indexOf("--");
  const before = dashDash === -1 ? [...args] : args.slice(0, dashDash);
  const helpWanted = before.includes("--help") || before.includes("-h");

  // Command words come first: `svc sync auto run --hub x`. Find the longest known prefix.
  const words: string[] = [];
  for (const arg of before) {
    if (arg.startsWith("-") || words.length === 3) break;
    words.push(arg);
  }
  let spec: CommandSpec | undefined;
  let used = 0;
  for (let n = words.length; n > 0 && spec === undefined; n--) {
    const name = words.slice(0, n).join(" ");
    spec = COMMANDS.find((command) => namesOf(command).includes(name));
    if (spec !== undefined) used = n;
  }

  if (spec === undefined) {
    if (words.length === 0) {
      if (before.includes("--version") || before.includes("-v")) {
        return parseCommandLine(["version", ...args.filter((arg) => arg !== "--version" && arg !== "-v")], build);
      }
      const unknownFlag = before.find((arg) => arg.startsWith("-") && !["--json", "--help", "-h"].includes(arg));
      if (unknownFlag !== undefined && !helpWanted) {
        throw new UsageError(`unknown option ${unknownFlag}`, { hint: "Options come after the command: svc <command> [options]. Run `svc --help`." });
      }
      // `svc --json` promises one JSON document on stdout: the help text is not one.
      if (!helpWanted && before.includes("--json")) throw new UsageError("svc needs a command", { hint: "Run `svc --help` to see every command." });
      return { kind: "help", text: rootHelp(build) };
    }
    const group = groupPrefix(words);
    if (group !== null) {
      const typed = words[group.split(" ").length];
      if (typed !== undefined) {
        // `svc sync stauts` (with --help too): an error, with the subcommand it most likely meant.
        throw new UsageError(`unknown subcommand "${typed}" of svc ${group}`, {
          hint: [didYouMean(typed, subcommandsOf(group), (candidate) => `svc ${group} ${candidate}`).trim(), groupHelp(group)]
            .filter((line) => line !== "")
            .join("\n"),
        });
      }
      if (helpWanted) return group === "license" ? { kind: "help", text: groupHelp(group), howToGetALicense: true } : { kind: "help", text: groupHelp(group) };
      throw new UsageError(`svc ${group} needs a subcommand`, { hint: groupHelp(group) });
    }
    throw new UsageError(`unknown command "${words.join(" ")}"`, { hint: suggestion(words[0] ?? "") });
  }
  if (helpWanted) return { kind: "help", text: commandHelp(spec) };
  // Nothing after the command's words and no argument it needs (`svc version`, `svc doctor`):
  // what cac would make of it is known, so it is neither built nor run (a start saved).
  if (args.length === used && !(spec.args ?? []).some((arg) => arg.required)) return { kind: "run", spec, options: normalizeOptions(spec, [], {}) };

  const program = buildProgram(spec);
  const commandToken = namesOf(spec).find((name) => name === words.slice(0, used).join(" ")) ?? spec.name;
  const rest = args.slice(used).map((arg, index) => (dashDash !== -1 && index + used >= dashDash ? arg : shield(arg)));
  let captured: { positional: unknown[]; options: Record<string, unknown> } | undefined;
  program.commands[0]?.action((...actionArgs: unknown[]) => {
    const options = actionArgs.pop() as Record<string, unknown>;
    captured = { positional: actionArgs, options };
  });
  try {
    program.parse(["svc", "svc", commandToken, ...rest], { run: false });
    program.runMatchedCommand();
  } catch (error) {
    if (error instanceof SvcError) throw error;
    const unknown = /^Unknown option `(.+)`$/.exec(error instanceof Error ? error.message : "")?.[1];
    const guess = unknown === undefined ? "" : didYouMean(unknown.split("=")[0] ?? unknown, flagsOf(spec));
    throw new UsageError(`svc ${spec.name}: ${cacMessage(error)}`, { hint: `${guess}Run \`svc ${spec.name} --help\` for its options.` });
  }
  if (captured === undefined) throw new UsageError(`could not parse the arguments of svc ${spec.name}`);
  return { kind: "run", spec, options: normalizeOptions(spec, captured.positional, captured.options) };
}

function buildProgram(spec: CommandSpec): CAC {
  const program = cac("svc");
  for (const option of GLOBAL_OPTIONS) program.option(option.flags, option.description);
  const argText = (spec.args ?? []).map((arg) => (arg.required ? `<${arg.name}>` : `[${arg.name}]`)).join(" ");
  const command = program.command(argText === "" ? spec.name : `${spec.name} ${argText}`, spec.summary);
  for (const alias of spec.aliases ?? []) command.alias(alias);
  for (const option of spec.options) command.option(option.flags, option.description);
  return program;
}

function cacMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/^Unknown option `(.+)`$/, "unknown option $1")
    .replace(/^option `(.+)` value is missing$/, "$1 needs a value")
    .replace(/^missing required args for command `(.+)`$/, "missing an argument: $1")
    .replace(/^Unused args: (.+)$/, "unexpected argument $1")
    .replaceAll(SHIELD, "");
}

function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function flagOf(option: OptionSpec): string {
  return option.flags.split(/[ ,]+/).filter((part) => part.startsWith("--"))[0] ?? option.flags;
}

/** cac's option bag to the typed options a handler expects; every problem reported at once. */
function normalizeOptions(spec: CommandSpec, positional: unknown[], raw: Record<string, unknown>): Record<string, unknown> {
  const options: Record<string, unknown> = { json: raw["json"] === true };
  const problems: string[] = [];

  (spec.args ?? []).forEach((arg, index) => {
    const value = unshield(positional[index]);
    if (value !== undefined) options[camelCase(arg.name)] = value;
  });

  for (const option of spec.options) {
    const key = optionKey(option);
    const flag = flagOf(option);
    let value = unshield(raw[key]);
    if (value === undefined) {
      if (option.required) problems.push(`${flag} is required${option.choices ? ` (${option.choices.join(" or ")})` : ""}`);
      continue;
    }
    const isBoolean = !option.flags.includes("<") && !option.flags.includes("[");
    if (isBoolean) {
      if (Array.isArray(value)) value = value.at(-1);
      options[key] = value === true || value === "true";
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (!option.repeatable && values.length > 1) {
      problems.push(`${flag} was given ${values.length} times; give it once`);
      continue;
    }
    const parsed: unknown[] = [];
    for (const item of values) {
      const text = typeof item === "string" ? item : String(item);
      if (text === "") {
        problems.push(`${flag} needs a value`);
        continue;
      }
      try {
        if (option.parse) parsed.push(option.parse(text, flag));
        else if (option.choices && !option.choices.includes(text)) {
          const guess = closest(text, option.choices);
          problems.push(`${flag} must be ${option.choices.join(" or ")}, not ${JSON.stringify(text)}${guess === undefined ? "" : ` (did you mean ${guess}?)`}`);
        } else parsed.push(text);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        problems.push(error.hint ? `${error.message}. ${error.hint}` : error.message);
      }
    }
    if (parsed.length === values.length) options[key] = option.repeatable ? parsed : parsed[0];
  }

  for (const [option, needs] of spec.requires ?? []) {
    if (options[option] !== undefined && options[needs] === undefined) problems.push(`--${kebab(option)} needs --${kebab(needs)} too`);
  }

  if (problems.length === 1) throw new UsageError(`svc ${spec.name}: ${problems[0]}`, { hint: `Run \`svc ${spec.name} --help\` for its options.` });
  if (problems.length > 1) {
    throw new UsageError(`svc ${spec.name}: ${problems.length} problems with the options:\n${problems.map((p) => `  - ${p}`).join("\n")}`, {
      hint: `Run \`svc ${spec.name} --help\` for its options.`,
    });
  }
  return options;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** "sync" or "sync auto" when those words start some commands but name none. */
function groupPrefix(words: readonly string[]): string | null {
  for (let n = words.length; n > 0; n--) {
    const prefix = words.slice(0, n).join(" ");
    if (COMMANDS.some((command) => command.name.startsWith(`${prefix} `))) return prefix;
  }
  return null;
}

function suggestion(word: string): string {
  const firstWords = [...new Set(COMMANDS.flatMap((command) => namesOf(command).map((name) => name.split(" ")[0] ?? name)))];
  return `${didYouMean(word, firstWords, (candidate) => `svc ${candidate}`)}Run \`svc --help\` to see every command.`;
}

/** The words that may follow `svc <prefix>` ("sync" → hub, pull, plan-push, push, auto). */
function subcommandsOf(prefix: string): string[] {
  const words = COMMANDS.filter((command) => command.name.startsWith(`${prefix} `)).map((command) => command.name.slice(prefix.length + 1).split(" ")[0] ?? "");
  return [...new Set(words)];
}

/** Every flag a command accepts (its own and the global ones), long forms. */
function flagsOf(spec: CommandSpec): string[] {
  return [...spec.options, ...GLOBAL_OPTIONS].flatMap((option) => option.flags.split(/[ ,]+/).filter((part) => part.startsWith("--")));
}

// ---- help -----------------------------------------------------------------------------------

function paidLabel(spec: CommandSpec): string {
  if (spec.license === "free") return "";
  return typeof spec.license === "function" ? "  [paid to apply]" : "  [paid]";
}

function optionLines(options: readonly OptionSpec[]): string[] {
  const left = options.map((option) => `  ${option.flags}`);
  const width = Math.max(...left.map((text) => text.length)) + 2;
  return options.map((option, index) => {
    const notes: string[] = [];
    if (option.required) notes.push("required");
    if (option.choices && option.choices.length <= 6) notes.push(`one of: ${option.choices.join(", ")}`);
    if (option.defaultText) notes.push(`default: ${option.defaultText}`);
    const note = notes.length > 0 ? ` (${notes.join("; ")})` : "";
    return `${(left[index] ?? "").padEnd(width)}${option.description}${note}`;
  });
}

export function commandHelp(spec: CommandSpec): string {
  const required = spec.options.filter((option) => option.required).map((option) => option.flags);
  const args = (spec.args ?? []).map((arg) => (arg.required ? `<${arg.name}>` : `[${arg.name}]`));
  const lines = [`svc ${spec.name} — ${spec.summary}${paidLabel(spec)}`, "", "Usage:", `  svc ${[spec.name, ...args, ...required, "[options]"].join(" ")}`];
  if (spec.aliases?.length) lines.push(`  (also: ${spec.aliases.map((alias) => `svc ${alias}`).join(", ")})`);
  if (spec.details) lines.push("", spec.details);
  if (spec.args?.length) {
    lines.push("", "Arguments:");
    const width = Math.max(...spec.args.map((arg) => arg.name.length)) + 4;
    for (const arg of spec.args) lines.push(`  ${arg.name.padEnd(width)}${arg.description}${arg.required ? "" : " (optional)"}`);
  }
  const toolChoices = spec.options.find((option) => option.choices && option.choices.length > 6)?.choices;
  lines.push("", "Options:", ...optionLines([...spec.options, ...GLOBAL_OPTIONS.slice(0, 2)]));
  if (toolChoices) {
    lines.push("", `Tools: ${toolChoices.join(", ")}`);
    // Where each tool's files are, and which generation svc writes (Windsurf → .devin/, Copilot → .agent.md).
    if (toolChoices.length > 3) lines.push("`svc targets <tool>` shows where a tool keeps each kind and which of its files svc writes.");
  }
  if (spec.examples.length) lines.push("", "Examples:", ...spec.examples.map((example) => `  $ ${example}`));
  if (spec.license !== "free") {
    const when = spec.paidWhen ? `${spec.paidWhen} needs a license` : "Needs a license";
    lines.push("", `${when}: \`svc license status\` shows yours; \`svc license --help\` says how to get one.`);
  }
  return lines.join("\n");
}

function commandTable(commands: readonly CommandSpec[]): string[] {
  const width = Math.max(...commands.map((command) => command.name.length)) + 3;
  return commands.map((command) => `  ${command.name.padEnd(width)}${command.summary}${paidLabel(command)}`);
}

function groupHelp(prefix: string): string {
  const commands = COMMANDS.filter((command) => command.name.startsWith(`${prefix} `));
  return [`svc ${prefix} — subcommands:`, "", ...commandTable(commands), "", `Run \`svc ${prefix} <subcommand> --help\` for details.`].join("\n");
}

export function rootHelp(build: BuildInfo): string {
  const lines = [
    `svc ${build.version}${build.keys === "development" ? " (development build)" : ""}`,
    "Move an AI coding agent's configuration between 13 tools, keep three of them in sync, distill a",
    "sanitized snapshot for work, and run the service that sells svc's license. Your harness files",
    "never leave this machine.",
    "",
    "Usage:",
    "  svc <command> [options]",
  ];
  const groups = Object.keys(GROUP_TITLES) as Group[];
  for (const group of groups) {
    lines.push("", `${GROUP_TITLES[group]}:`, ...commandTable(COMMANDS.filter((command) => command.group === group)));
  }
  lines.push(
    "",
    "Global options:",
    ...optionLines(GLOBAL_OPTIONS),
    "",
    "Exit codes: 0 ok · 1 error · 2 usage error · 3 license missing or invalid · 4 refused because of",
    "conflicts (nothing written) · 5 verification failed.",
    "",
    "Run `svc <command> --help` for a command's options and examples. Commands marked [paid] need a",
    "license; everything else, including `svc preview`, is free.",
  );
  return lines.join("\n");
}
