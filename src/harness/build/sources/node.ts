// Node projects: package.json scripts, the package manager its lockfile names, workspaces.
import path from "node:path";
import { parseJsonObject } from "../../formats/json.ts";
import { readParsed } from "../../io.ts";
import { exists, isDirectory, object, type Json, type Reading, type Task } from "../profile.ts";
import { nameAndDescription, onlyToolingScripts } from "../identity.ts";
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

function runScript(manager: string, script: string): string {
  if (manager === "npm") return script === "test" || script === "start" ? `npm ${script}` : `npm run ${script}`;
  if (manager === "bun") return `bun run ${script}`;
  return `${manager} ${script}`;
}

const SCRIPT_TASKS: [Task, string[]][] = [
  ["build", ["build", "compile"]],
  ["test", ["test", "test:unit", "tests"]],
  ["lint", ["lint", "lint:check", "check"]],
  ["format", ["format", "fmt", "prettier", "format:check"]],
  ["typecheck", ["typecheck", "type-check", "types", "tsc"]],
  ["dev", ["dev", "start", "serve"]],
];

export async function readNode({ root, profile, add }: Reading): Promise<void> {
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
  const install = manager === "npm" ? (locked ? "npm ci" : "npm install") : manager === "pnpm" ? `pnpm install${locked ? " --frozen-lockfile" : ""}` : `${manager} install`;
  // pnpm, yarn and bun find the workspace root themselves; npm installs where it is run.
  add("install", enclosing && manager === "npm" ? `cd ${enclosing.up} && ${install}` : install, { file: fromRoot(locked ? lockfile : "package.json") });
  const scripts = object(manifest["scripts"]) ?? {};
  for (const [task, names] of SCRIPT_TASKS) {
    for (const name of names) {
      const script = scripts[name];
      // npm's placeholder test script is not a test command.
      if (typeof script !== "string" || /no test specified/.test(script)) continue;
      add(task, runScript(manager, name), { file: "package.json", detail: `scripts.${name}` });
      break;
    }
  }
  const workspace = await nodeWorkspace(root, manifest, profile.problems);
  addWorkspace(profile, workspace);
  (profile.identities ??= []).push({ ecosystem: "node", file: "package.json", ...nameAndDescription(manifest), tooling: workspace === null && onlyToolingScripts(scripts) });
  profile.ignore.push("node_modules/");
  for (const output of ["dist", "build", ".next", "out", "coverage"]) if (isDirectory(path.join(root, output))) profile.ignore.push(`${output}/`);
}
