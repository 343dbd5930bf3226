// Node projects: package.json scripts, the package manager its lockfile names, workspaces.
import path from "node:path";
import { parseDocument } from "yaml";
import { parseJsonObject } from "../../formats/json.ts";
import { readParsed, readTextOr } from "../../io.ts";
import { exists, isDirectory, object, stringList, type Json, type Reading, type Task } from "../profile.ts";
import { expandWorkspaces } from "../workspaces.ts";

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
  const manager = nodeManager(root, manifest);
  profile.packageManagers.push(manager);
  if (typeof manifest["name"] === "string") profile.name = manifest["name"];
  if (typeof manifest["description"] === "string" && manifest["description"] !== "") profile.description = manifest["description"];
  const lockfile = { npm: "package-lock.json", pnpm: "pnpm-lock.yaml", yarn: "yarn.lock", bun: "bun.lock" }[manager] ?? "";
  const locked = exists(root, lockfile) || (manager === "bun" && exists(root, "bun.lockb"));
  const install = manager === "npm" ? (locked ? "npm ci" : "npm install") : manager === "pnpm" ? `pnpm install${locked ? " --frozen-lockfile" : ""}` : `${manager} install`;
  add("install", install, { file: locked ? lockfile : "package.json" });
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
  const workspaces = object(manifest["workspaces"])?.["packages"] ?? manifest["workspaces"];
  const patterns = stringList(workspaces);
  if (exists(root, "pnpm-workspace.yaml")) {
    const text = await readTextOr(path.join(root, "pnpm-workspace.yaml"), profile.problems);
    const parsed = text === null ? null : (parseDocument(text).toJS() as unknown);
    patterns.push(...stringList(object(parsed)?.["packages"]));
  }
  for (const member of expandWorkspaces(root, patterns)) {
    const memberManifest = await readParsed(path.join(root, member, "package.json"), parseJsonObject, profile.problems);
    if (memberManifest !== null) profile.workspaces.push({ path: member, name: typeof memberManifest["name"] === "string" ? memberManifest["name"] : member });
  }
  profile.ignore.push("node_modules/");
  for (const output of ["dist", "build", ".next", "out", "coverage"]) if (isDirectory(path.join(root, output))) profile.ignore.push(`${output}/`);
}
