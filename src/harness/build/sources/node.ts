// Node projects: package.json scripts, the package manager its lockfile names, workspaces.
import path from "node:path";
import { parseJsonObject } from "../../formats/json.ts";
import { readParsed, readTextOr } from "../../io.ts";
import { exists, isDirectory, object, type Json, type Reading } from "../profile.ts";
import { nameAndDescription, onlyToolingScripts } from "../identity.ts";
import type { Recipe } from "../recipes.ts";
import { splitCommandLine } from "../shell.ts";
import { addWorkspace, enclosingNodeWorkspace, nodeWorkspace } from "../workspaces.ts";

/** The package manager a Node project uses: packageManager field, else its lockfile. */
function nodeManager(root: string, manifest: Json): string {
  const declared = typeof manifest["packageManager"] === "string" ? manifest["packageManager"].split("@")[0] : undefined;
  if (declared && ["npm", "pnpm", "yarn", "bun"].includes(declared)) return declared;
  if (exists(root, "pnpm-lock.yaml")) return "pnpm";
  if (exists(root, "yarn.lock")) return "yarn";
  if (exists(root, "bun.lock") || exists(root, "bun.lockb")) return "bun";
  return "npm";
}

/** How the manager runs a script (`npm test`, `npm run lint`, `pnpm lint`, `bun run lint`). */
export function runScript(manager: string, script: string): string {
  if (manager === "npm") return script === "test" || script === "start" ? `npm ${script}` : `npm run ${script}`;
  if (manager === "bun") return `bun run ${script}`;
  return `${manager} ${script}`;
}

/** Yarn 2 and later (berry) spell a frozen install `--immutable`; yarn 1 `--frozen-lockfile`. */
async function yarnBerry(root: string, manifest: Json, problems: Reading["profile"]["problems"]): Promise<boolean> {
  const declared = typeof manifest["packageManager"] === "string" ? /^yarn@(\d+)/.exec(manifest["packageManager"])?.[1] : undefined;
  if (declared !== undefined) return Number(declared) >= 2;
  if (exists(root, ".yarnrc.yml")) return true;
  const lock = exists(root, "yarn.lock") ? await readTextOr(path.join(root, "yarn.lock"), problems) : null;
  return lock !== null && /^__metadata:/m.test(lock);
}

/** The install command that keeps the lockfile as it is, when there is one. */
async function installCommand(root: string, manager: string, locked: boolean, manifest: Json, problems: Reading["profile"]["problems"]): Promise<string> {
  if (!locked) return `${manager} install`;
  if (manager === "npm") return "npm ci";
  if (manager === "yarn") return (await yarnBerry(root, manifest, problems)) ? "yarn install --immutable" : "yarn install --frozen-lockfile";
  return `${manager} install --frozen-lockfile`;
}

/** npm's lifecycle scripts run on their own (`postinstall`, `pretest`): no command of their own. */
const LIFECYCLE = new Set(["preinstall", "install", "postinstall", "prepare", "prepublish", "prepublishOnly", "prepack", "postpack", "preversion", "version", "postversion", "dependencies"]);

/** How each test runner picks one test, as arguments after the project's test script. */
const PICK_ONE: Record<string, string> = {
  jest: '<file> -t "<name>"',
  vitest: '<file> -t "<name>"',
  mocha: '--grep "<name>"',
  ava: '<file> --match "<name>"',
  node: '--test-name-pattern="<name>"',
  tsx: '--test-name-pattern="<name>"',
  playwright: '<file> -g "<name>"',
};

/**
 * One test (or one package's tests, in a workspace): the test script with the runner's own
 * selector (`npm test -- <file> -t "<name>"`), `bun test <file>`, `pnpm --filter <package> test`.
 * Arguments go to the end of a script, so the runner must be its last command; a script that
 * runs others (`"test": "pnpm test-unit && pnpm test-e2e"`) is followed to the one that runs it.
 */
function oneTest(manager: string, recipes: Map<string, Recipe>, workspace: boolean, script = "test", depth = 0): string | undefined {
  const body = recipes.get(script)?.lines[0];
  if (body === undefined || depth > 3) return undefined;
  const commands = splitCommandLine(body) ?? [];
  for (const [index, command] of commands.entries()) {
    const words = command.argv.filter((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
    const last = index === commands.length - 1;
    const first = words[0] ?? "";
    const program = (first === "npx" || first === "bunx" || (first === "pnpm" && words[1] === "exec") ? words.find((word, at) => at > 0 && !word.startsWith("-") && word !== "exec") : first)?.replace(/^(\.\/)?node_modules\/\.bin\//, "");
    if (program === "bun" && words[1] === "test") return last ? `bun test <file> -t "<name>"` : undefined;
    if (program === "turbo" || program === "nx" || program === "lerna" || words.includes("-r") || words.includes("--recursive") || words.includes("--workspaces")) {
      if (!workspace) return undefined;
      return { npm: "npm test -w <package>", pnpm: "pnpm --filter <package> test", yarn: "yarn workspace <package> test", bun: "bun run --filter <package> test" }[manager];
    }
    // Another script of the project (`pnpm test-unit`, `npm run test:unit`).
    const called = ["npm", "pnpm", "yarn", "bun"].includes(first) ? (words[1] === "run" ? words[2] : words[1]) : undefined;
    if (called !== undefined && called !== script && recipes.has(called)) {
      const found = oneTest(manager, recipes, workspace, called, depth + 1);
      if (found !== undefined) return found;
      continue;
    }
    const pick = program === "node" || program === "tsx" ? (words.includes("--test") ? PICK_ONE[program] : undefined) : PICK_ONE[program ?? ""];
    if (pick !== undefined) return last ? `${runScript(manager, script)}${manager === "npm" ? " --" : ""} ${pick}` : undefined;
  }
  return undefined;
}

export async function readNode({ root, profile, add, runners }: Reading): Promise<void> {
  const manifest = await readParsed(path.join(root, "package.json"), parseJsonObject, profile.problems);
  if (manifest === null) return;
  profile.ecosystems.push("node");
  // A workspace member without its own lockfile or packageManager is installed from the workspace root.
  const own = typeof manifest["packageManager"] === "string" || ["pnpm-lock.yaml", "yarn.lock", "package-lock.json", "bun.lock", "bun.lockb"].some((file) => exists(root, file));
  const enclosing = own ? null : await enclosingNodeWorkspace(root, profile.problems);
  const installRoot = enclosing?.root ?? root;
  const manager = nodeManager(installRoot, enclosing?.manifest ?? manifest);
  const fromRoot = (file: string): string => (enclosing ? `${enclosing.up}/${file}` : file);
  if (enclosing) profile.workspaceRoot = { up: enclosing.up, file: enclosing.declaration.file, manager };
  profile.packageManagers.push(manager);
  const lockfile = { npm: "package-lock.json", pnpm: "pnpm-lock.yaml", yarn: "yarn.lock", bun: "bun.lock" }[manager] ?? "";
  const locked = exists(installRoot, lockfile) || (manager === "bun" && exists(installRoot, "bun.lockb"));
  const lockName = locked && manager === "bun" && !exists(installRoot, "bun.lock") ? "bun.lockb" : lockfile;
  const install = await installCommand(installRoot, manager, locked, enclosing?.manifest ?? manifest, profile.problems);
  // pnpm, yarn and bun find the workspace root themselves; npm installs where it is run.
  add("install", enclosing && manager === "npm" ? `cd ${enclosing.up} && ${install}` : install, { file: fromRoot(locked ? lockName : "package.json") });
  const scripts = object(manifest["scripts"]) ?? {};
  const recipes = new Map<string, Recipe>();
  for (const [name, script] of Object.entries(scripts)) {
    if (typeof script === "string") recipes.set(name, { name, lines: [script], deps: [], source: { file: "package.json", detail: `scripts.${name}` } });
  }
  const hidden = (name: string): boolean => LIFECYCLE.has(name) || (/^(pre|post)/.test(name) && recipes.has(name.replace(/^(pre|post)/, "")));
  runners.add({ kind: "scripts", recipes, invoke: (name) => runScript(manager, name), hidden });
  const workspace = await nodeWorkspace(root, manifest, profile.problems);
  addWorkspace(profile, workspace);
  (profile.identities ??= []).push({ ecosystem: "node", file: "package.json", ...nameAndDescription(manifest), tooling: workspace === null && onlyToolingScripts(scripts) });
  const test = oneTest(manager, recipes, profile.workspaces.length > 0);
  if (test !== undefined) add("test-one", test, { file: "package.json", detail: "scripts.test" });
  profile.ignore.push("node_modules/");
  for (const output of ["dist", "build", ".next", "out", "coverage"]) if (isDirectory(path.join(root, output))) profile.ignore.push(`${output}/`);
}
