// Every svc command, as data: its words, options, help text and whether it is paid. src/cli.ts
// turns this table into cac commands and help. It imports no handler: next.ts, completion.ts and
// the local MCP server read it, and the handlers behind it are mapped in loaders.ts, loaded lazily
// so `svc version` never parses the code of `svc serve`.
import { statSync } from "node:fs";
import path from "node:path";
import { UsageError } from "../core/errors.ts";
import { didYouMean } from "../core/suggest.ts";
import type { Targets } from "../migrate/migration.ts";
import { HARNESS_KINDS, resolveToolId, SYNC_TOOL_IDS, TOOL_IDS, type ToolId } from "../harness/tools/ids.ts";

export interface OptionSpec<Flags extends string = string> {
  /** cac syntax: "--from <tool>", "--apply", "-p, --port <port>". */
  flags: Flags;
  description: string;
  /** Accepted values, shown in help and checked before the handler runs. */
  choices?: readonly string[];
  /** Turns the raw text into the typed value, or throws a UsageError. */
  parse?: (raw: string, flag: string) => unknown;
  required?: boolean;
  /** May be given several times; the handler gets an array. */
  repeatable?: boolean;
  /** Takes several of its choices, comma-separated (completed one after another). */
  list?: boolean;
  /** Shown in help; the handler applies it (defaults that depend on other options live there). */
  defaultText?: string;
  /** Checks the parsed value against the machine (a folder that must exist) before the command
   * runs, and before the license check; throws a UsageError. */
  check?: (value: unknown, where: { cwd: string }) => void;
}

export interface ArgSpec<Name extends string = string> {
  name: Name;
  required: boolean;
  description: string;
}

export type Group = "migrate" | "sync" | "distill" | "license" | "service";

/**
 * One command. Declare an entry with command(), which keeps its name, options and arguments as
 * literal types, so loaders.ts can check that its handler takes every one of them.
 */
export interface CommandSpec {
  /** The command's words: "sync plan-push". */
  name: string;
  aliases?: readonly string[];
  group: Group;
  summary: string;
  /** Paragraphs shown by --help under the usage line. */
  details?: string;
  args?: readonly ArgSpec[];
  options: readonly OptionSpec[];
  examples: readonly string[];
  /** free, paid, or paid only when the options ask for writing (build --apply). */
  license: "free" | "paid" | ((options: Readonly<Record<string, unknown>>) => boolean);
  /** For a license that depends on the options: which use is paid, for --help ("Writing (--apply)"). */
  paidWhen?: string;
  /** Options that make no sense alone: [a, b] means a needs b. */
  requires?: readonly (readonly [string, string])[];
}

/** `fail-on-loss` → `failOnLoss`, as the type checker sees it. */
type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** The key an option's flags give its handler (`-p, --port <port>` → port), as optionKey() works it out at run time. */
type KeyOfFlags<Flags extends string> = Flags extends `${string}--${infer Rest}` ? CamelCase<Rest extends `${infer Name} ${string}` ? Name : Rest> : never;

/**
 * A table entry as the type checker sees it: its words, and the keys its options, arguments and
 * `requires` give the handler. `keys` is never set; it only carries the type to loaders.ts.
 */
export type Declared<Name extends string, Keys extends string> = CommandSpec & { name: Name; readonly keys?: Keys };

/** A table entry, its name and the keys of its options and arguments kept as literal types. */
function command<const Name extends string, const Flags extends string = never, const Args extends string = never, const Required extends string = never>(
  spec: CommandSpec & {
    name: Name;
    options: readonly OptionSpec<Flags>[];
    args?: readonly ArgSpec<Args>[];
    license: "free" | "paid" | ((options: Readonly<Partial<Record<KeyOfFlags<Flags> | CamelCase<Args>, unknown>>>) => boolean);
    requires?: readonly (readonly [Required, Required])[];
  },
): Declared<Name, KeyOfFlags<Flags> | CamelCase<Args> | Required> {
  return spec as Declared<Name, KeyOfFlags<Flags> | CamelCase<Args> | Required>;
}

/** An option defined once for several commands, its flags kept as written (command() checks them). */
function option<const Flags extends string>(spec: OptionSpec<Flags>): OptionSpec<Flags> {
  return spec;
}

export const GROUP_TITLES: Record<Group, string> = {
  migrate: "Move a harness between tools",
  sync: "Keep claude-code, codex and cursor in step through a hub",
  distill: "Hand a sanitized snapshot to a work organisation",
  license: "Licenses",
  service: "The service, updates and this executable",
};

/** The option's key as cac reports it and handlers receive it: `--fail-on-loss` → failOnLoss. */
export function optionKey(option: OptionSpec): string {
  const long = option.flags
    .split(/[ ,]+/)
    .filter((part) => part.startsWith("-"))
    .map((part) => part.replace(/^-+/, ""))
    .sort((a, b) => b.length - a.length)[0];
  return (long ?? "").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

// ---- shared option definitions -------------------------------------------------------------

function toolParser(allowed: readonly string[]) {
  return (raw: string, flag: string): ToolId => {
    const id = resolveToolId(raw);
    if (id === null || !allowed.includes(id)) {
      throw new UsageError(`${flag} ${JSON.stringify(raw)} is not a tool svc knows here`, {
        hint: `${didYouMean(raw, allowed)}Use one of: ${allowed.join(", ")}. \`svc targets\` lists them.`,
      });
    }
    return id;
  };
}

const toolChoices = [...TOOL_IDS];
// tool_a, tool_b, tool_c are still accepted (resolveToolId) but not offered in help.
const syncChoices = [...SYNC_TOOL_IDS];

function toolOption<const Flags extends string>(flags: Flags, description: string, required = true): OptionSpec<Flags> {
  return { flags, description, required, parse: toolParser(TOOL_IDS), choices: toolChoices };
}

/**
 * The tools a move writes for (its Targets, the type the plan takes): one (`svc preview --to
 * codex`), or with `several` a comma-separated list (`--to codex,cursor`), each id once.
 */
function targetsOption<const Flags extends string>(flags: Flags, description: string, several: boolean): OptionSpec<Flags> {
  const one = toolParser(TOOL_IDS);
  if (!several) return { flags, description, required: true, choices: toolChoices, parse: (raw, flag): Targets => [one(raw, flag)] };
  return {
    flags,
    description,
    required: true,
    choices: toolChoices,
    list: true,
    parse: (raw, flag): Targets => {
      const names = raw.split(",").map((name) => name.trim());
      if (names.some((name) => name === ""))
        throw new UsageError(`${flag} ${JSON.stringify(raw)} has an empty tool name`, {
          hint: `Separate tools with commas and nothing else: ${flag} codex,cursor.`,
        });
      const [first, ...rest] = new Set(names.map((name) => one(name, flag)));
      return [first as ToolId, ...rest];
    },
  };
}

function syncToolOption<const Flags extends string>(flags: Flags, description: string, required = true): OptionSpec<Flags> {
  return { flags, description, required, parse: toolParser(SYNC_TOOL_IDS), choices: syncChoices };
}

/** --repo names a project checkout that exists: a typo must not plan into, or create, a new tree (also svc mcp's `repo`). */
export function existingFolder(value: unknown, where: { cwd: string }): void {
  const given = String(value);
  const folder = path.resolve(where.cwd, given);
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" && (error as NodeJS.ErrnoException).code !== "ENOTDIR") throw error;
    throw new UsageError(`--repo ${given}: there is no folder ${folder}`, {
      hint: "Point --repo at the project's checkout (--repo . for the current folder).",
      paths: [folder],
    });
  }
  if (!isFolder)
    throw new UsageError(`--repo ${given}: ${folder} is a file, not a folder`, {
      hint: "Point --repo at the project's checkout, not a file in it.",
      paths: [folder],
    });
}

const repo = option({
  flags: "--repo <dir>",
  description: "work on this project checkout (its project-scope files) instead of your home configuration",
  check: existingFolder,
});
const stat = option({ flags: "--stat", description: "counts per kind and the list of files, without the item lines and diffs" });
const quiet = option({ flags: "-q, --quiet", description: "only the summary line (and any errors)" });
const scope = option({
  flags: "--scope <scope>",
  description: "which configuration to read and write",
  choices: ["global", "project", "all"],
  defaultText: "project with --repo, else global",
});
const kinds = option({
  flags: "--kinds <list>",
  description: `only these kinds, comma-separated (${HARNESS_KINDS.join(", ")})`,
  choices: HARNESS_KINDS,
  list: true,
  parse: (raw, flag) => {
    const list = raw
      .split(",")
      .map((kind) => kind.trim())
      .filter((kind) => kind !== "");
    const unknown = list.filter((kind) => !(HARNESS_KINDS as readonly string[]).includes(kind));
    if (list.length === 0 || unknown.length > 0) {
      throw new UsageError(`${flag} ${JSON.stringify(raw)}: unknown kind ${unknown.map((k) => JSON.stringify(k)).join(", ") || "(empty list)"}`, {
        hint: `${unknown.map((kind) => didYouMean(kind, HARNESS_KINDS)).join("")}Kinds are: ${HARNESS_KINDS.join(", ")}.`,
      });
    }
    return [...new Set(list)];
  },
});
const policy = (required: boolean) =>
  option({
    flags: "--policy <policy>",
    description: required
      ? "merge refuses any conflict; overwrite replaces the target's copy (backed up) and must be named"
      : "merge refuses any conflict (exit 4, nothing written); overwrite replaces differing items (backed up)",
    choices: ["merge", "overwrite"],
    required,
    ...(required ? {} : { defaultText: "merge" }),
  });
const hub = option({ flags: "--hub <dir>", description: "use this hub folder instead of ~/.svc/harness-sync/current" });
const copyShared = option({
  flags: "--copy-shared",
  description:
    "also copy items the target already reads from another tool's folder (Cursor reads .claude/skills, Copilot .mcp.json); by default they stay where they are, read once",
});
const syncRepo = option({
  flags: "--repo <dir>",
  description: "keep the hub at <dir>/.svc/harness-sync and use the tools' project files in <dir>",
  check: existingFolder,
});
const includeLocal = option({
  flags: "--include-local",
  description: "also take local-only files (settings.local.json, CLAUDE.local.md, generated memories)",
});
const portOption = option({
  flags: "--port <port>",
  description: "port to listen on (also PORT)",
  defaultText: "8080",
  parse: (raw, flag) => {
    const port = Number(raw);
    if (!/^\d{1,5}$/.test(raw) || port > 65535) throw new UsageError(`${flag} ${JSON.stringify(raw)} is not a port number (0–65535)`);
    return port;
  },
});

/** A number of seconds, more than 0 and at most 10 minutes. */
function parseSeconds(raw: string, flag: string): number {
  const seconds = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || seconds <= 0 || seconds > 600)
    throw new UsageError(`${flag} ${JSON.stringify(raw)} is not a number of seconds (more than 0, at most 600)`, { hint: `For example ${flag} 30.` });
  return seconds;
}

// ---- the table ------------------------------------------------------------------------------

export const COMMANDS = [
  command({
    name: "preview",
    group: "migrate",
    summary: "show what a migration from one tool to another would change, writing nothing",
    details:
      "Reads tool A's harness (instructions, MCP servers, commands, subagents, skills, hooks, permissions,\n" +
      "ignore files), translates it for tool B and prints every file it would create or change with a diff,\n" +
      "and a fidelity line per item: exact, converted, lossy (with what is lost) or unsupported.\n" +
      "Free: see exactly what svc would do before you buy.",
    options: [
      toolOption("--from <tool>", "the tool to read from"),
      targetsOption("--to <tool>", "the tool to write for", false),
      repo,
      scope,
      kinds,
      copyShared,
      { flags: "--fail-on-loss", description: "exit 4 when any item would be lossy or unsupported" },
      { flags: "--fail-on-error", description: "exit 1 when a source file could not be read" },
      stat,
      quiet,
    ],
    examples: ["svc preview --from claude-code --to cursor", "svc preview --from codex --to claude-code --repo . --json"],
    license: "free",
  }),
  command({
    name: "migrate",
    group: "migrate",
    summary: "apply the migration plan: back up, then write tool B's files",
    details:
      "Applies exactly what `svc preview` shows. Files it replaces are first copied to\n" +
      "~/.svc/backups/<id>/ (undo with `svc restore <id>`); each file is written atomically; shared\n" +
      "config files are edited in place, keeping everything else byte for byte. With the default\n" +
      "--policy merge, an existing item that differs is a conflict: exit 4 and nothing is written.\n" +
      "On an interactive terminal it shows the plan's summary (and each conflict's diff) and asks\n" +
      "before writing; --yes skips the question. Without a terminal it never asks.\n" +
      "--to takes several tools (--to codex,cursor): the source is read once and every target's files\n" +
      "are written as one change, with one backup. A file two targets write (AGENTS.md) is planned for\n" +
      "the later one as the earlier one leaves it, as two migrates one after the other would leave it.\n" +
      "Tools read each other's folders (Cursor and OpenCode read .claude/skills, Copilot reads CLAUDE.md\n" +
      'and .mcp.json): an item the target already reads where it is is planned as "already read by\n' +
      '<tool> from <path>" and not copied, so the target has it once; --copy-shared copies it anyway.',
    options: [
      toolOption("--from <tool>", "the tool to read from"),
      targetsOption("--to <tools>", "the tool to write for; several, comma-separated (codex,cursor), are written as one change with one backup", true),
      repo,
      scope,
      kinds,
      policy(false),
      copyShared,
      { flags: "-y, --yes", description: "write without asking on an interactive terminal" },
      stat,
      quiet,
    ],
    examples: [
      "svc migrate --from claude-code --to codex",
      "svc migrate --from cursor --to claude-code --repo . --policy overwrite",
      "svc migrate --from claude-code --to codex,cursor --repo .",
    ],
    license: "paid",
  }),
  command({
    name: "build",
    group: "migrate",
    summary: "make a starter harness for a new project from what the project shows",
    details:
      "Detects the project (package.json, pyproject.toml, Cargo.toml, go.mod, Makefile…) and plans an\n" +
      "instructions file with the real build, test and lint commands, plus an ignore file where the tool\n" +
      "has one. Without --apply it only shows the plan (free); --apply writes it (paid) and never\n" +
      "overwrites an existing instructions file.",
    options: [toolOption("--for <tool>", "the tool to set up"), repo, { flags: "--apply", description: "write the files (needs a license)" }],
    examples: ["svc build --for claude-code --repo .", "svc build --for cursor --repo ~/src/app --apply"],
    license: (options: { readonly apply?: unknown }) => options.apply === true,
    paidWhen: "Writing (--apply)",
  }),
  command({
    name: "targets",
    group: "migrate",
    summary: "list the 13 tools and what each supports, per kind and scope",
    details:
      "Without a tool: one line per tool, which kinds it keeps in files in the global (G) and project (P)\n" +
      "scope. With one: every kind and scope with its paths on this OS (or why the tool has none), and\n" +
      "which generation of its files svc writes (Windsurf: .devin/; Copilot: .agent.md).",
    args: [{ name: "tool", required: false, description: "one tool's details (an id from the list)" }],
    options: [],
    examples: ["svc targets", "svc targets windsurf", "svc targets --json"],
    license: "free",
  }),
  command({
    name: "restore",
    group: "migrate",
    summary: "list backups, or put one back byte for byte",
    details:
      "Every command that writes a tool's configuration first backs up what it replaces. Without an id\n" +
      "this lists the backups, oldest first; with one it restores those files exactly and removes the\n" +
      "files that change created. A file edited since the backup was made is a conflict (exit 4,\n" +
      "nothing restored) unless --force; even then what is there is backed up first.",
    args: [{ name: "backup-id", required: false, description: "the backup to put back" }],
    options: [{ flags: "--force", description: "restore even files changed since the backup (they are backed up first)" }],
    examples: ["svc restore", "svc restore 20261125-142233-migrate", "svc restore 20261125-142233-migrate --force"],
    license: "free",
  }),
  command({
    name: "sync hub",
    group: "sync",
    summary: "show the hub (creating it if missing): path, items per kind, last pull and push per tool",
    options: [hub, syncRepo],
    examples: ["svc sync hub", "svc sync hub --repo ."],
    license: "paid",
  }),
  command({
    name: "sync pull",
    group: "sync",
    summary: "copy a tool's instructions, commands, agents and skills into the hub",
    details:
      "An item changed both in the hub and in the tool since their last common version is a conflict:\nwith --policy merge the pull exits 4 and changes nothing.",
    options: [syncToolOption("--from <tool>", "the tool to pull from"), policy(false), hub, syncRepo],
    examples: ["svc sync pull --from claude-code"],
    license: "paid",
  }),
  command({
    name: "sync plan-push",
    group: "sync",
    summary: "compute and save the plan for pushing the hub into a tool (the review gate); writes nothing",
    details:
      "Exits 4 when push would refuse this plan (conflicts under --policy merge), 0 when it would apply.\n" +
      "An item the tool reads from another tool's folder (Cursor reads .claude/skills) is left there: the\n" +
      'plan says "already read by <tool> from <path>", or that it differs (push to the tool that owns\n' +
      "the folder to change it). --copy-shared writes the tool's own copy instead.",
    options: [syncToolOption("--to <tool>", "the tool to push to"), policy(false), copyShared, stat, hub, syncRepo],
    examples: ["svc sync plan-push --to cursor"],
    license: "paid",
  }),
  command({
    name: "sync push",
    group: "sync",
    summary: "apply the saved plan, only if hub and tool are still exactly as planned",
    details: "Run `svc sync plan-push` first and read the plan. Platform config files (settings, MCP config)\nare never written by sync.",
    options: [syncToolOption("--to <tool>", "the tool to push to"), policy(true), hub, syncRepo],
    examples: ["svc sync push --to cursor --policy merge"],
    license: "paid",
  }),
  command({
    name: "sync auto enable",
    group: "sync",
    summary: "record a pairing for `svc sync auto run` (auto sync is disabled by default)",
    options: [syncToolOption("--from <tool>", "pull from this tool"), syncToolOption("--to <tool>", "push to this tool"), policy(true), hub, syncRepo],
    examples: ["svc sync auto enable --from claude-code --to codex --policy merge"],
    license: "paid",
  }),
  command({
    name: "sync auto run",
    group: "sync",
    summary: "one pull then push for each enabled pairing; conflicts refuse as with merge",
    details: "svc installs no scheduler: run this from your own cron or hook if you want it periodic.",
    options: [hub, syncRepo],
    examples: ["svc sync auto run"],
    license: "paid",
  }),
  command({
    name: "sync auto disable",
    group: "sync",
    summary: "disable one pairing, or all of them",
    options: [syncToolOption("--from <tool>", "the pairing's source", false), syncToolOption("--to <tool>", "the pairing's target", false), hub, syncRepo],
    requires: [
      ["from", "to"],
      ["to", "from"],
    ],
    examples: ["svc sync auto disable", "svc sync auto disable --from claude-code --to codex"],
    license: "paid",
  }),
  command({
    name: "distill inspect",
    group: "distill",
    summary: "what a personal harness holds, per kind, with counts of sensitive findings (never the values)",
    options: [syncToolOption("--source <tool>", "the tool whose harness to inspect"), repo, scope, includeLocal],
    examples: ["svc distill inspect --source claude-code"],
    license: "paid",
  }),
  ...(["plan", "apply"] as const).map((verb) =>
    command({
      name: `distill ${verb}`,
      group: "distill",
      summary:
        verb === "plan"
          ? "list every file a snapshot would hold and every redaction, writing nothing"
          : "write the sanitized snapshot, svc-distill.json and REDACTIONS.md into an empty folder",
      options: [
        syncToolOption("--source <tool>", "the tool whose harness to distill"),
        { flags: "--out <dir>", description: "the snapshot folder (must be empty or missing)", required: true },
        { flags: "--org <org>", description: "the work organisation the snapshot is for (recorded in the manifest)", required: true },
        { flags: "--replace <from=to>", description: "rewrite a personal name everywhere, e.g. my-org=acme (repeatable)", repeatable: true },
        {
          flags: "--private-domain <domain>",
          description: "a domain whose host names and e-mail addresses are private, e.g. corp.acme.io (repeatable; your own mail domains are private too)",
          repeatable: true,
        },
        repo,
        scope,
        includeLocal,
      ],
      examples: [
        `svc distill ${verb} --source claude-code --out ./snapshot --org acme --replace jdoe-labs=acme`,
        `svc distill ${verb} --source codex --out ./snapshot --org acme --private-domain corp.acme.io`,
      ],
      license: "paid",
    }),
  ),
  command({
    name: "distill verify",
    group: "distill",
    summary: "re-scan a snapshot, check its manifest and that every JSON, TOML and YAML file parses; exit 5 naming each problem",
    options: [{ flags: "--bundle <dir>", description: "the snapshot folder", required: true }],
    examples: ["svc distill verify --bundle ./snapshot"],
    license: "free",
  }),
  command({
    name: "license status",
    group: "license",
    summary: "say whether this machine has a valid license, and why not",
    details:
      "Reads SVC_LICENSE when set, else ~/.svc/license ($SVC_HOME/license). Exit 0 when valid, 3 when\nmissing or invalid. Verification is local: nothing is sent anywhere.",
    options: [],
    examples: ["svc license status", "svc license status --json"],
    license: "free",
  }),
  command({
    name: "license install",
    group: "license",
    summary: "verify a license and install it as ~/.svc/license (mode 0600)",
    details:
      "Takes a file, - for standard input, or the license text itself (starting svc1.). An invalid\nlicense is refused and never replaces the one already installed.",
    args: [{ name: "source", required: true, description: "a file, -, or the envelope svc1.…" }],
    options: [],
    examples: ["svc license install ~/Downloads/svc-license.txt", "pbpaste | svc license install -", "svc license install svc1.eyJ2Ijox…"],
    license: "free",
  }),
  command({
    name: "license verify",
    group: "license",
    summary: "verify a license file (or the installed license) without installing it",
    args: [{ name: "file", required: false, description: "the file to check; - for standard input" }],
    options: [],
    examples: ["svc license verify ./license.txt", "svc license verify"],
    license: "free",
  }),
  command({
    name: "license keygen",
    group: "license",
    summary: "print a new ed25519 signing key pair (operator tool)",
    details:
      "The private key is the base64url of the 32-byte seed: give it to `svc serve` as\n" +
      "SVC_LICENSE_SIGNING_KEY. Build release executables that trust the public key with\n" +
      "SVC_RELEASE_PUBLIC_KEYS=<public key> make dist.",
    options: [],
    examples: ["svc license keygen --json > signing-key.json"],
    license: "free",
  }),
  command({
    name: "license issue",
    group: "license",
    summary: "sign a license for a buyer (operator tool); prints the envelope",
    options: [
      { flags: "--product <id>", description: "the product the license is for", required: true },
      { flags: "--email <email>", description: "the buyer's e-mail address", required: true },
      { flags: "--signing-key <file>", description: "file holding the signing key (else SVC_LICENSE_SIGNING_KEY)" },
    ],
    examples: [
      "svc license issue --product svc_lifetime --email ada@example.com --signing-key keys/development.key",
      "SVC_LICENSE_SIGNING_KEY=… svc license issue --product svc_founder_lifetime --email ada@example.com > license.txt",
    ],
    license: "free",
  }),
  command({
    name: "serve",
    group: "service",
    summary: "run the hosted service: catalog, checkout, fulfilment, downloads, guides, remote MCP",
    details:
      "Configuration comes from the environment (PORT, HOST, SVC_BASE_URL, SVC_DATA_DIR,\n" +
      "SVC_LICENSE_SIGNING_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE,\n" +
      "STRIPE_SPT_API_VERSION, SVC_PAYMENT_LINK_<PRODUCT_ID>, SMTP_URL, SVC_MAIL_FROM, SVC_ADMIN_TOKEN,\n" +
      "SVC_METRICS_TOKEN, SVC_TRUST_PROXY, SVC_RATE_LIMITS, SVC_DOWNLOAD_DIR, SVC_SUPPORT_EMAIL,\n" +
      "SVC_SELLER_NAME, SVC_HOMEPAGE, SVC_REFUND_URL), every value checked at start. With none set it\n" +
      "starts on an embedded default that works on one machine: data in ~/.svc/serve, the development\n" +
      "signing key (development builds), e-mail to the outbox folder, payments answered 503. Logs are\n" +
      "JSON lines on stderr; SIGTERM or Ctrl-C lets requests under way finish, then closes the store.",
    options: [portOption, { flags: "--host <host>", description: "address to bind (also HOST)", defaultText: "127.0.0.1" }],
    examples: ["svc serve", "PORT=9000 SVC_BASE_URL=https://svc.example.com svc serve"],
    license: "free",
  }),
  command({
    name: "serve backup",
    group: "service",
    summary: "a consistent copy of svc serve's SQLite store, taken while it runs",
    details:
      "Reads the data folder from the same environment as svc serve (SVC_DATA_DIR), writes one\n" +
      "snapshot of the store with SQLite's VACUUM INTO (a running server neither waits nor shows half\n" +
      "a sale in it), checks it, and renames it into place. To restore: stop svc serve, copy the file\n" +
      "to <data folder>/svc.sqlite, start it. A PostgreSQL store (SVC_DATABASE_URL) is backed up with\n" +
      "pg_dump instead.",
    options: [
      { flags: "--out <file>", description: "where to write the copy", required: true },
      { flags: "--force", description: "replace the file if it exists" },
    ],
    examples: ["svc serve backup --out /var/backups/svc-$(date +%F).sqlite", "SVC_DATA_DIR=/var/lib/svc svc serve backup --out svc.sqlite --json"],
    license: "free",
  }),
  command({
    name: "mcp",
    group: "service",
    summary: "a local MCP server on stdio exposing svc's local features to an agent",
    details:
      "Speaks MCP (newline-delimited JSON-RPC) on standard input and output; messages go to stderr.\n" +
      "Tools: list_targets (svc targets), preview (svc preview --json), sync_plan_push (svc sync\n" +
      "plan-push --json: saves the plan, writes nothing into the tool), distill_inspect and\n" +
      "distill_plan (svc distill inspect|plan --json: write nothing). No network. Register it with\n" +
      "your agent, e.g. `claude mcp add svc -- svc mcp`, or in an mcp.json:\n" +
      '  {"mcpServers": {"svc": {"command": "svc", "args": ["mcp"]}}}',
    options: [],
    examples: ["claude mcp add svc -- svc mcp", "codex mcp add svc -- svc mcp"],
    license: "paid",
  }),
  command({
    name: "upgrade",
    aliases: ["update"],
    group: "service",
    summary: "download and install the latest svc, verified by SHA-256; the license is kept",
    details:
      "Reads the updates record of the service (the built-in address, or SVC_BASE_URL), downloads this\n" +
      "platform's executable, checks its SHA-256 (a mismatch replaces nothing, exit 5) and replaces the\n" +
      "running svc in one rename. The license file is not touched. --check only reports.\n" +
      "svc installed from npm's registry (npm, pnpm, Yarn or Bun: globally, in a project, npx) is that\n" +
      "package manager's to update: both print its command to run and change nothing, without the network.",
    options: [{ flags: "--check", description: "only report whether a newer version exists" }],
    examples: ["svc upgrade --check", "svc upgrade"],
    license: "free",
  }),
  command({
    name: "doctor",
    group: "service",
    summary: "what is installed and where, on one screen for a bug report; exit 1 when something needs fixing",
    details:
      "Shows, reading only:\n" +
      "  - this svc: version, commit, build keys, platform, Node;\n" +
      "  - the license: valid (product, e-mail), none, or invalid and why;\n" +
      "  - $SVC_HOME (default ~/.svc): whether it can be written, how many backups it holds; the sync hub;\n" +
      "  - for each of the 13 tools: how many of its files and folders exist, how many items of each\n" +
      "    kind svc reads there, and every file svc cannot parse, as file:line;\n" +
      "  - where a tool's own CLI is on PATH (claude, codex, gemini, opencode, copilot): what it lists\n" +
      "    when asked offline (`codex mcp list --json`, `claude mcp list`, `gemini mcp list` and\n" +
      "    `skills list`, `opencode debug config` and `debug skill`, `copilot mcp list --json`,\n" +
      "    `skill list --json` and `instruction list`), whether it loads its configuration, and where\n" +
      "    it differs from what svc reads: an MCP server, skill, agent, command or instruction file on\n" +
      "    one side only (and which tool svc reads it for, when the CLI loads another tool's files),\n" +
      "    or an MCP server whose transport, command line or URL is not the one svc reads.\n" +
      "The CLIs run all at once (each one's listings one after the other), each listing for at most\n" +
      "--timeout seconds, offline: proxies and model\n" +
      "addresses point at a closed port on 127.0.0.1, telemetry and updates are off (`claude mcp list`\n" +
      "starts each stdio server briefly to check it; --files-only asks no CLI).\n" +
      "Exit 1 when something needs fixing: a file svc cannot parse, an invalid license, an $SVC_HOME\n" +
      "that cannot be written, a tool that refuses its own configuration. A tool CLI that is absent or\n" +
      "slow, and differences between a tool and svc, are shown but are not failures.",
    options: [
      repo,
      scope,
      { flags: "--files-only", description: "read the files only; run no tool's CLI" },
      { flags: "--timeout <seconds>", description: "how long each tool's CLI may take", defaultText: "15", parse: (raw, flag) => parseSeconds(raw, flag) },
    ],
    examples: ["svc doctor", "svc doctor --repo . --scope all", "svc doctor --json > svc-doctor.json", "svc doctor --files-only"],
    license: "free",
  }),
  command({
    name: "completion",
    group: "service",
    summary: "print a shell completion script (bash, zsh, fish, powershell)",
    details:
      "Completes commands, subcommands, options, tool ids, kinds, policies and, for `svc restore`, the\n" +
      "backup ids. Load it in your shell's start-up file:\n" +
      "  bash:        source <(svc completion bash)          (~/.bashrc)\n" +
      "  zsh:         source <(svc completion zsh)           (~/.zshrc, after compinit)\n" +
      "  fish:        svc completion fish | source           (~/.config/fish/config.fish)\n" +
      "  PowerShell:  svc completion powershell | Out-String | Invoke-Expression   ($PROFILE)",
    args: [{ name: "shell", required: true, description: "bash, zsh, fish or powershell" }],
    options: [],
    examples: ["svc completion bash", "source <(svc completion zsh)"],
    license: "free",
  }),
  command({
    name: "version",
    group: "service",
    summary: "print svc's version (--json: version, commit, platform, node, keys)",
    options: [],
    examples: ["svc version", "svc version --json"],
    license: "free",
  }),
];
