// Node projects: package.json scripts, the package manager its lockfile names, workspaces.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseJsonc, parseJsonObject } from "../../harness/formats/json.ts";
import { readParsed, readTextOr } from "../../harness/io.ts";
import { exists, isDirectory, object, type Json, type Task } from "../profile.ts";
import type { Reading } from "../reading.ts";
import { nameAndDescription, onlyToolingScripts } from "../identity.ts";
import { MANAGER_EXEC, type Recipe } from "../recipes.ts";
import { addWorkspace, enclosingNodeWorkspace, nodeWorkspace } from "../workspaces.ts";

/** Each package manager's lockfiles. */
const LOCKFILES: Record<string, readonly string[]> = {
  pnpm: ["pnpm-lock.yaml"],
  yarn: ["yarn.lock"],
  bun: ["bun.lock", "bun.lockb"],
  npm: ["package-lock.json"],
};

/**
 * The package manager a Node project uses: packageManager field, else its lockfile; of several
 * lockfiles (one left behind after a switch), the manager its CI uses most.
 */
function nodeManager(root: string, manifest: Json): string {
  const declared = typeof manifest["packageManager"] === "string" ? manifest["packageManager"].split("@")[0] : undefined;
  if (declared && ["npm", "pnpm", "yarn", "bun"].includes(declared)) return declared;
  const locked = Object.keys(LOCKFILES).filter((manager) => lockfileOf(root, manager) !== undefined);
  if (locked.length > 1) {
    const ci = workflowsText(root);
    const uses = locked.map((manager) => ({ manager, count: ciUses(ci, manager) })).sort((a, b) => b.count - a.count);
    if ((uses[0]?.count ?? 0) > (uses[1]?.count ?? 0)) return uses[0]?.manager ?? "npm";
  }
  return locked[0] ?? "npm";
}

/** The lockfile of a manager the folder has, if any. */
function lockfileOf(root: string, manager: string): string | undefined {
  return LOCKFILES[manager]?.find((file) => exists(root, file));
}

/**
 * How often CI runs a manager as the project's (`yarn build`, `pnpm install`, bare `yarn`) or sets
 * it up (`cache: yarn`, pnpm's and Bun's setup actions); installing it globally (`npm install -g
 * yarn`) is not using npm.
 */
function ciUses(ci: string, manager: string): number {
  let count = 0;
  for (const match of ci.matchAll(new RegExp(`(?:^|[\\s"'\`(&;|])${manager}x?(?=\\s|$)([^\\n&;|]*)`, "gm")))
    if (!/\s(-g|--global)\b/.test(match[1] ?? "") && !/^\s*(-v|--version)\b/.test(match[1] ?? "")) count++;
  const setup = { pnpm: /pnpm\/action-setup@|cache:\s*["']?pnpm\b/g, yarn: /cache:\s*["']?yarn\b/g, bun: /oven-sh\/setup-bun@/g, npm: /cache:\s*["']?npm\b/g }[
    manager
  ];
  return count + (setup === undefined ? 0 : [...ci.matchAll(setup)].length * 2);
}

/** The text of the GitHub workflows, for which package manager they run. */
function workflowsText(root: string): string {
  try {
    const folder = path.join(root, ".github", "workflows");
    return readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .slice(0, 40)
      .map((name) => {
        try {
          return readFileSync(path.join(folder, name), "utf8");
        } catch {
          return "";
        }
      })
      .join("\n");
  } catch {
    return "";
  }
}

/** How the manager runs a script (`npm test`, `npm run lint`, `pnpm lint`, `bun run lint`). */
export function runScript(manager: string, script: string): string {
  if (manager === "npm") return script === "test" || script === "start" ? `npm ${script}` : `npm run ${script}`;
  if (manager === "bun") return `bun run ${script}`;
  // A script named like one of the manager's own commands needs `run` (`pnpm ci` is pnpm's, not the script).
  return BUILT_IN[manager]?.has(script) === true ? `${manager} run ${script}` : `${manager} ${script}`;
}

/** pnpm's and Yarn's own commands (classic and berry), which `pnpm <name>` / `yarn <name>` run instead of a script of that name. */
const BUILT_IN: Record<string, Set<string>> = {
  pnpm: new Set(
    "add audit bin cache ci config create dedupe deploy dlx doctor env exec fetch i import init install install-test it licenses link list ln ls outdated pack patch patch-commit patch-remove prune publish rb rebuild remove rm root run self-update server setup store un uninstall unlink up update upgrade why".split(
      " ",
    ),
  ),
  yarn: new Set(
    "add audit autoclean bin cache check config constraints create dedupe dlx exec explain generate-lock-entry global help import info init install licenses link list login logout node npm outdated owner pack patch plugin policies publish rebuild remove run search stage tag team unlink unplug up upgrade upgrade-interactive version versions why workspace workspaces".split(
      " ",
    ),
  ),
};

/** How the manager runs a program of the project's dependencies: `npx prettier`, `pnpm exec prettier`, `yarn prettier`, `bunx prettier`. */
function execProgram(manager: string, program: string): string {
  return `${MANAGER_EXEC[manager] ?? "npx"} ${program}`;
}

/**
 * Formatters a package configures (their own file, or its key in package.json) and depends on,
 * where none of its scripts runs them: their commands (after any CI line, as every guess from a
 * configuration). A script that runs the tool (`lint: eslint . && prettier --check .`) is how the
 * project runs it: svc then reads that. ESLint is left out: a project's lint is its script.
 */
const CONFIGURED_TOOLS: { dependency: string; program: string; files: string[]; key?: string; commands: Partial<Record<Task, string>> }[] = [
  {
    dependency: "prettier",
    program: "prettier",
    files: [".prettierrc", ".prettierrc.json", ".prettierrc.json5", ".prettierrc.yaml", ".prettierrc.yml", ".prettierrc.toml"].concat(
      ["js", "cjs", "mjs", "ts", "cts", "mts"].flatMap((extension) => [`.prettierrc.${extension}`, `prettier.config.${extension}`]),
    ),
    key: "prettier",
    commands: { format: "prettier --write .", "format-check": "prettier --check ." },
  },
  {
    dependency: "@biomejs/biome",
    program: "biome",
    files: ["biome.json", "biome.jsonc"],
    commands: { lint: "biome lint .", "lint-fix": "biome lint --write .", format: "biome format --write .", "format-check": "biome format ." },
  },
];

/**
 * The install a contributor runs. npm's `install` rewrites its lockfile, so with one it is `npm ci`;
 * pnpm, Yarn and Bun install what their lockfile says and only change it when package.json does, so
 * their plain `install` is the everyday one (CI's `--frozen-lockfile` / `--immutable` refuse the change).
 */
function installCommand(manager: string, locked: boolean): string {
  return locked && manager === "npm" ? "npm ci" : `${manager} install`;
}

/** npm's lifecycle scripts run on their own (`postinstall`, `pretest`): no command of their own. */
const LIFECYCLE = new Set([
  "preinstall",
  "install",
  "postinstall",
  "prepare",
  "prepublish",
  "prepublishOnly",
  "prepack",
  "postpack",
  "preversion",
  "version",
  "postversion",
  "dependencies",
]);

/** The scripts of the package.json in `folder` (relative to the root), as recipes; undefined without one. */
function folderScripts(root: string, folder: string): Map<string, Recipe> | undefined {
  const file = path.posix.join(folder, "package.json");
  let manifest: Json;
  try {
    manifest = parseJsonObject(readFileSync(path.join(root, file), "utf8"));
  } catch {
    return undefined;
  }
  const recipes = new Map<string, Recipe>();
  for (const [name, script] of Object.entries(object(manifest["scripts"]) ?? {})) {
    if (typeof script === "string") recipes.set(name, { name, lines: [script], deps: [], source: { file, detail: `scripts.${name}` } });
  }
  return recipes;
}

export async function readNode({ root, profile, add, runners }: Reading): Promise<void> {
  // A package in another folder (`yarn --cwd web lint`, `cd web && npm test`) is read when a command goes there.
  runners.loadFolder = (folder) => {
    const recipes = folderScripts(root, folder);
    return recipes === undefined ? undefined : { kind: "scripts", recipes, folder, invoke: (name) => `cd ${folder} && npm run ${name}` };
  };
  const manifest = await readParsed(path.join(root, "package.json"), parseJsonObject, profile.problems);
  if (manifest === null) return;
  profile.ecosystems.push("node");
  // A workspace member without its own lockfile or packageManager is installed from the workspace root.
  const own = typeof manifest["packageManager"] === "string" || Object.keys(LOCKFILES).some((name) => lockfileOf(root, name) !== undefined);
  const enclosing = own ? null : await enclosingNodeWorkspace(root, profile.problems);
  const installRoot = enclosing?.root ?? root;
  const manager = nodeManager(installRoot, enclosing?.manifest ?? manifest);
  const fromRoot = (file: string): string => (enclosing ? `${enclosing.up}/${file}` : file);
  if (enclosing) profile.workspaceRoot = { up: enclosing.up, file: enclosing.declaration.file, manager };
  profile.packageManagers.push(manager);
  const lockName = lockfileOf(installRoot, manager);
  const locked = lockName !== undefined;
  const install = installCommand(manager, locked);
  // pnpm, yarn and bun find the workspace root themselves; npm installs where it is run.
  add("install", enclosing && manager === "npm" ? `cd ${enclosing.up} && ${install}` : install, { file: fromRoot(lockName ?? "package.json") });
  const tsconfig = exists(root, "tsconfig.json")
    ? object(parseJsonc((await readTextOr(path.join(root, "tsconfig.json"), profile.problems)) ?? "{}"))
    : undefined;
  if (object(tsconfig?.["compilerOptions"])?.["noEmit"] === true) runners.tscEmitsNothing = true;
  const scripts = object(manifest["scripts"]) ?? {};
  const recipes = new Map<string, Recipe>();
  for (const [name, script] of Object.entries(scripts)) {
    if (typeof script === "string") recipes.set(name, { name, lines: [script], deps: [], source: { file: "package.json", detail: `scripts.${name}` } });
  }
  const hidden = (name: string): boolean => LIFECYCLE.has(name) || (/^(pre|post)/.test(name) && recipes.has(name.replace(/^(pre|post)/, "")));
  runners.add({ kind: "scripts", recipes, invoke: (name) => runScript(manager, name), hidden });
  const workspace = await nodeWorkspace(root, manifest, profile.problems);
  addWorkspace(profile, workspace);
  // The members' scripts: what `pnpm -r lint` or `turbo build` runs in them.
  runners.members = (workspace?.members ?? []).flatMap((member) => {
    const memberRecipes = folderScripts(root, member.path);
    return memberRecipes === undefined
      ? []
      : [{ kind: "scripts" as const, recipes: memberRecipes, folder: member.path, invoke: (name: string) => runScript(manager, name) }];
  });
  const declared = { ...object(manifest["dependencies"]), ...object(manifest["devDependencies"]) };
  runners.nodeTestRunner = "vitest" in declared ? "vitest" : "jest" in declared ? "jest" : undefined;
  // The scripts of the root and of the workspace's members (`pnpm -r lint:fix` runs theirs).
  const scriptLines = [recipes, ...runners.members.map((member) => member.recipes)].flatMap((each) => [...each.values()].flatMap((recipe) => recipe.lines));
  for (const tool of CONFIGURED_TOOLS) {
    if (!(tool.dependency in declared) || scriptLines.some((line) => new RegExp(`\\b${tool.program}\\b`).test(line))) continue;
    const file = tool.files.find((name) => exists(root, name)) ?? (tool.key !== undefined && tool.key in manifest ? "package.json" : undefined);
    if (file === undefined) continue;
    for (const [task, run] of Object.entries(tool.commands) as [Task, string][])
      add(task, `${execProgram(manager, tool.program)} ${run.slice(run.indexOf(" ") + 1)}`, file === "package.json" ? { file, detail: tool.key } : { file });
  }
  // A package.json with no name is no package: beside another ecosystem's manifest, that one's assets.
  const unnamed = typeof manifest["name"] !== "string" || manifest["name"] === "";
  (profile.identities ??= []).push({
    ecosystem: "node",
    file: "package.json",
    ...nameAndDescription(manifest),
    tooling: workspace === null && (onlyToolingScripts(scripts) || unnamed),
  });
  profile.ignore.push("node_modules/");
  for (const output of ["dist", "build", ".next", "out", "coverage"]) if (isDirectory(path.join(root, output))) profile.ignore.push(`${output}/`);
}
