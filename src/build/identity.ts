// Who the project is — its title and description — and which of its manifests speaks for it. Each
// source records what its manifest says (package.json, pyproject.toml, Cargo.toml, go.mod); the
// choice is made once all are read. A package.json that only carries tooling beside another
// ecosystem's manifest (prettier and husky next to Cargo.toml, a docs site next to pyproject.toml)
// is auxiliary, and so is one with no name (a Laravel or Rails application's asset build): it
// neither names nor describes the project, and its commands come after the main ecosystem's. A placeholder name (`root`, `monorepo`) is no title: the README's heading or the
// folder's name is.
import { existsSync } from "node:fs";
import path from "node:path";
import { readTextOr } from "../harness/io.ts";
import type { Identity, ProjectProfile } from "./profile.ts";

/** Names that stand for "the root of something", not for a project. */
const PLACEHOLDER_NAMES = new Set([
  "root",
  "monorepo",
  "mono",
  "workspace",
  "workspaces",
  "workspace-root",
  "monorepo-root",
  "project",
  "my-project",
  "my-app",
  "app",
  "package",
  "my-package",
  "template",
  "starter",
  "boilerplate",
  "example",
  "untitled",
  "main",
  "repo",
  "repository",
  "dev",
  "tooling",
  "tools",
  "docs",
]);

export function isPlaceholderName(name: string): boolean {
  return PLACEHOLDER_NAMES.has(name.replace(/^@[^/]+\//, "").toLowerCase());
}

/** A manifest's `name` and `description` strings, where it has them. */
export function nameAndDescription(table: Record<string, unknown> | undefined): { name?: string; description?: string } {
  const name = table?.["name"];
  const description = table?.["description"];
  return { ...(typeof name === "string" && name !== "" ? { name } : {}), ...(typeof description === "string" && description !== "" ? { description } : {}) };
}

/** Scripts that set up tooling rather than build, test or run the project. */
const TOOLING_SCRIPT =
  /^(pre|post)?(install|prepare|prepublish(only)?|publish|release|version|changeset.*|commit(lint)?|lint-staged|husky|format.*|fmt.*|prettier.*|docs?(:.*)?|spell.*|cspell.*|markdownlint.*|md-?lint.*)$/;
const TOOLING_COMMAND =
  /^\s*(npx\s+)?(husky|prettier|lint-staged|commitlint|markdownlint(-cli2?)?|cspell|changeset|docusaurus|vitepress|vuepress|mkdocs|typedoc|release-it|semantic-release)\b/;

/** True when a package.json's scripts only set up tooling (or there are none). */
export function onlyToolingScripts(scripts: Record<string, unknown>): boolean {
  return Object.entries(scripts).every(([name, command]) => typeof command !== "string" || TOOLING_SCRIPT.test(name) || TOOLING_COMMAND.test(command));
}

/** The files Node's own commands come from. */
const NODE_FILES = /(^|\/)(package\.json|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?)$/;

/** The first level-1 heading of the README, when it reads as a name (no markup, not a sentence). */
async function readmeTitle(root: string, profile: ProjectProfile): Promise<string | undefined> {
  for (const file of ["README.md", "readme.md", "Readme.md", "README.markdown", "README"]) {
    const text = await readTextOr(path.join(root, file), profile.problems);
    if (text === null) continue;
    let fenced = false;
    for (const line of text.split("\n")) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = fenced ? null : /^#\s+(.+?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const title = (heading[1] ?? "")
        .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/<[^>]+>/g, "")
        .replace(/[`*_]/g, "")
        .trim();
      return title !== "" && title.length <= 60 && /\p{L}/u.test(title) ? title : undefined;
    }
    return undefined;
  }
  return undefined;
}

/**
 * The entry script of a server framework's application at the root (Laravel's `artisan`, Rails'
 * `bin/rails`, Django's `manage.py`): its package.json, whatever its scripts, builds the app's assets.
 */
const APP_ENTRIES = ["artisan", "bin/rails", "manage.py"];

/** Whether a manifest only serves another ecosystem's project here (tooling or assets beside it). */
function isAuxiliary(profile: ProjectProfile): (identity: Identity) => boolean {
  const others = profile.ecosystems.some((ecosystem) => ecosystem !== "node" && ecosystem !== "make");
  const app = others && APP_ENTRIES.some((file) => existsSync(path.join(profile.root, file)));
  return (identity) => identity.ecosystem === "node" && (identity.tooling === true || (app && identity.file === "package.json")) && others;
}

/** Whether a command from this file is an auxiliary package.json's (once every source is read). */
export function auxiliaryFile(profile: ProjectProfile): (file: string) => boolean {
  const auxiliary = (profile.identities ?? []).some(isAuxiliary(profile));
  return (file) => auxiliary && NODE_FILES.test(file);
}

/** Sets the profile's name and description from its manifests, and puts an auxiliary package.json's commands last. */
export async function settleIdentity(profile: ProjectProfile): Promise<void> {
  const identities = profile.identities ?? [];
  const auxiliary = isAuxiliary(profile);
  const speaking = identities.filter((identity) => !auxiliary(identity));
  const named = speaking.find((identity) => identity.name !== undefined && identity.name !== "" && !isPlaceholderName(identity.name));
  profile.name = named?.name ?? (await readmeTitle(profile.root, profile)) ?? path.basename(profile.root);
  const described = speaking.find((identity) => identity.description !== undefined && identity.description !== "");
  if (described?.description !== undefined) profile.description = described.description;
  if (!identities.some(auxiliary)) return;
  // Stable: within each task, the main ecosystem's commands keep their order and come first.
  const fromAuxiliary = auxiliaryFile(profile);
  const last = (file: string): number => (fromAuxiliary(file) ? 1 : 0);
  profile.commands.sort((a, b) => last(a.file) - last(b.file));
  const node = profile.ecosystems.indexOf("node");
  if (node !== -1) profile.ecosystems = [...profile.ecosystems.filter((ecosystem) => ecosystem !== "node"), "node"];
  const manager = profile.packageManagers.find((name) => ["npm", "pnpm", "yarn", "bun"].includes(name));
  if (manager !== undefined) profile.packageManagers = [...profile.packageManagers.filter((name) => name !== manager), manager];
}
