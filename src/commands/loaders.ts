// The handler behind each command of the table (table.ts), loaded only when its command runs
// (`svc version` never parses `svc serve`). Kept apart from the table, which imports no handler:
// next.ts, completion.ts and the local MCP server read the table, so none of them imports itself
// back through a handler.
import type { Command } from "./answer.ts";
import type { COMMANDS } from "./table.ts";

type Declaration = (typeof COMMANDS)[number];
type CommandName = Declaration["name"];

/** The keys the table gives the command `Name`'s handler: its options, arguments and `requires`. */
type KeysOf<Name extends string> = Declaration extends infer Entry
  ? Entry extends { name: infer Words; keys?: infer Keys }
    ? Name extends Words
      ? Keys
      : never
    : never
  : never;

/** Keys the table gives a command whose handler does not take them. */
type NotTaken<Name extends string, Load> = Load extends () => Promise<Command<infer Options>> ? Exclude<KeysOf<Name>, keyof Options | undefined> : never;

type Loader = () => Promise<Command<never>>;

/**
 * One loader per command of the table. Every option and argument an entry declares must be a key
 * of its handler's options: one the handler does not take (a typo, a renamed field) is a type
 * error here, naming it.
 */
function loaders<const Loaders extends Record<CommandName, Loader>>(
  table: Loaders & { [Name in CommandName]: [NotTaken<Name, Loaders[Name]>] extends [never] ? unknown : { handlerDoesNotTake: NotTaken<Name, Loaders[Name]> } },
): Record<CommandName, Loader> {
  return table;
}

const LOADERS = loaders({
  preview: async () => (await import("./migrate.ts")).preview,
  migrate: async () => (await import("./migrate.ts")).migrate,
  build: async () => (await import("./build.ts")).build,
  targets: async () => (await import("./targets.ts")).targets,
  restore: async () => (await import("./restore.ts")).restore,
  "sync hub": async () => (await import("./sync.ts")).hub,
  "sync pull": async () => (await import("./sync.ts")).pullCommand,
  "sync plan-push": async () => (await import("./sync.ts")).planPushCommand,
  "sync push": async () => (await import("./sync.ts")).pushCommand,
  "sync auto enable": async () => (await import("./sync.ts")).autoEnable,
  "sync auto run": async () => (await import("./sync.ts")).autoRun,
  "sync auto disable": async () => (await import("./sync.ts")).autoDisable,
  "distill inspect": async () => (await import("./distill.ts")).inspect,
  "distill plan": async () => (await import("./distill.ts")).plan,
  "distill apply": async () => (await import("./distill.ts")).apply,
  "distill verify": async () => (await import("./distill.ts")).verify,
  "license status": async () => (await import("./license.ts")).status,
  "license install": async () => (await import("./license.ts")).install,
  "license verify": async () => (await import("./license.ts")).verify,
  "license keygen": async () => (await import("./license.ts")).keygen,
  "license issue": async () => (await import("./license.ts")).issue,
  serve: async () => (await import("./serve.ts")).serve,
  "serve backup": async () => (await import("./serve-backup.ts")).backup,
  mcp: async () => (await import("./mcp.ts")).mcp,
  upgrade: async () => (await import("./upgrade.ts")).upgrade,
  doctor: async () => (await import("./doctor.ts")).doctor,
  completion: async () => (await import("./completion.ts")).completion,
  version: async () => (await import("./version.ts")).version,
});

/** The handler of the command named `name` (its words, as in the table), loaded now. */
export async function loadHandler(name: string): Promise<Command<never>> {
  const load = (LOADERS as Record<string, Loader | undefined>)[name];
  if (load === undefined) throw new Error(`no handler for the command ${JSON.stringify(name)}`);
  return await load();
}
