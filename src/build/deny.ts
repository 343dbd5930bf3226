// The read-deny list of a starter harness: build output, dependencies and caches, and secrets —
// from the project's ecosystems, from its .gitignore, and from the untracked files really present —
// and never a pattern that hides a file the agent needs. "Needed" is every tracked file (git's own
// answer: `git ls-files`), every untracked file nothing ignores (new work), `.env.example` and
// its kind, and whatever .gitignore re-includes with `!`. Deny rules cannot re-allow a file (Claude
// Code's `Read(...)` rules), so a pattern that would hide one is narrowed to the ignored entries
// it really means (`/packages/web/build/` instead of `build/`), or dropped.
//
// gitignore semantics come from the `ignore` package (the matcher eslint, prettier and globby use),
// not a hand-written translation of the pattern syntax.
import { statSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import ignore from "ignore";
import { readTextOr } from "../harness/io.ts";
import type { ReadProblem } from "../harness/model.ts";
import { gitFiles } from "./git.ts";

/** Folder names that are build output, dependencies or caches wherever they appear in .gitignore. */
const OUTPUT_NAMES = new Set([
  "node_modules",
  "bower_components",
  "jspm_packages",
  "dist",
  "build",
  "out",
  "target",
  "coverage",
  ".nyc_output",
  ".next",
  ".nuxt",
  ".output",
  ".svelte-kit",
  ".astro",
  ".turbo",
  ".nx",
  ".vercel",
  ".netlify",
  ".docusaurus",
  ".cache",
  ".parcel-cache",
  ".vite",
  ".angular",
  "storybook-static",
  ".expo",
  ".venv",
  "venv",
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
  ".ruff_cache",
  ".tox",
  ".nox",
  ".hypothesis",
  "htmlcov",
  ".eggs",
  ".gradle",
  ".mvn/wrapper/maven-wrapper.jar",
  ".bundle",
  "vendor",
  "tmp",
  "log",
  "logs",
  ".terraform",
  ".dart_tool",
  "zig-cache",
  "zig-out",
]);

/** A file whose name says it holds credentials. */
const SECRET_NAME =
  /^\.env(\..+)?$|^\.env\*$|\.(pem|key|p12|pfx|jks|keystore)$|^id_(rsa|dsa|ecdsa|ed25519)$|^\.npmrc$|^\.pypirc$|^credentials(\.json)?$|^secrets?(\.[a-z]+)?$|^\.netrc$/i;

/** `.env.example` and its kind: templates meant to be read and copied. */
const ENV_TEMPLATE =
  /^\.env(\.[^.]+)*\.(example|sample|template|tpl|dist|defaults?|schema)$|^\.env\.(example|sample|template|tpl|dist|defaults?|schema)(\.[^.]+)*$/i;

/** Placeholders that keep an empty folder in git: hiding them hides nothing. */
const PLACEHOLDER = /(^|\/)\.(keep|gitkeep|gitignore)$/;

/** Secrets denied in every project, present or still to come. */
const ALWAYS_SECRET = [".env", ".env.local", ".env.*.local"];

/** How many anchored entries a too-wide pattern may be narrowed to before it is dropped instead. */
const MAX_NARROWED = 10;

interface ProjectFiles {
  /** Files the agent must be able to read (relative, `/`-separated): tracked, and untracked that nothing ignores. */
  needed: string[];
  /** The tracked ones among them (none without git). */
  tracked: string[];
  /** Untracked entries .gitignore ignores (folders end in `/`). */
  ignored: string[];
  /** The .gitignore lines that apply at the root. */
  gitignore: string[];
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

const lines = (text: string | null): string[] =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/(?<!\\)\s+$/, ""))
    .filter((line) => line !== "" && !line.startsWith("#"));

/** A .gitignore line that denies the whole folder tree above it, used from below: only unanchored names hold there. */
const unanchored = (line: string): boolean =>
  !line.startsWith("!") &&
  !line
    .replace(/\/$/, "")
    .replace(/^\*\*\//, "")
    .includes("/");

async function projectFiles(root: string, problems: ReadProblem[]): Promise<ProjectFiles> {
  const gitignore = lines(await readTextOr(path.join(root, ".gitignore"), problems));
  const git = gitFiles(root);
  if (git !== null) {
    // A package inside a larger repository: the top's unanchored lines (node_modules, .env) hold here too.
    if (path.resolve(git.top) !== path.resolve(root))
      gitignore.unshift(...lines(await readTextOr(path.join(git.top, ".gitignore"), problems)).filter(unanchored));
    return { needed: [...git.tracked, ...git.other], tracked: git.tracked, ignored: git.ignored, gitignore };
  }
  // No git: the files on disk, judged by .gitignore as git would judge them.
  const matcher = ignore().add(gitignore);
  const files = await fg("**/*", {
    cwd: root,
    dot: true,
    onlyFiles: true,
    followSymbolicLinks: false,
    suppressErrors: true,
    deep: 12,
    ignore: ["**/node_modules/**", "**/.git/**"],
  });
  const needed: string[] = [];
  const ignored = new Set<string>();
  for (const file of files.sort()) {
    if (!matcher.ignores(file)) {
      needed.push(file);
      continue;
    }
    // The top-most ignored folder stands for everything in it, as git's --directory answer does.
    const parts = file.split("/");
    let entry = file;
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = `${parts.slice(0, depth).join("/")}/`;
      if (matcher.ignores(folder)) {
        entry = folder;
        break;
      }
    }
    ignored.add(entry);
  }
  return { needed, tracked: [], ignored: [...ignored], gitignore };
}

/** A .gitignore line as a deny candidate: folders of output and caches, and secrets; other files are left to git. */
function fromGitignore(line: string, root: string): string | null {
  if (line.startsWith("!")) return null;
  let pattern = line.replace(/\/\*\*?$/, "/");
  if (pattern.startsWith("**/")) pattern = pattern.slice(3);
  const name = pattern.replace(/\/$/, "").split("/").pop() ?? "";
  if (SECRET_NAME.test(name)) return pattern;
  if (pattern.endsWith("/")) return pattern;
  const plain = !/[*?[\]]/.test(pattern);
  if (plain && (OUTPUT_NAMES.has(name) || isDirectory(path.join(root, pattern.replace(/^\//, ""))))) return `${pattern}/`;
  return null;
}

/** A pattern whose last name is a known output or cache folder, or a secret. */
function known(pattern: string): boolean {
  const name = pattern.replace(/\/$/, "").split("/").pop() ?? "";
  return OUTPUT_NAMES.has(name) || SECRET_NAME.test(name);
}

/** Every folder a list of files lies in, each ending in `/`. */
function foldersOf(files: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    for (let at = file.indexOf("/"); at !== -1; at = file.indexOf("/", at + 1)) folders.add(file.slice(0, at + 1));
  }
  return [...folders];
}

/**
 * A pattern that would hide a needed file (`node_modules/` where a test fixture under
 * `src/__tests__/fixtures/x/node_modules/` is tracked), narrowed to where it holds: at the root
 * and in each workspace package (`/node_modules/`, `/packages/*\/node_modules/`), and the ignored
 * entries present that these miss, when they are few — each kept only where it hides nothing.
 */
function narrowed(pattern: string, packages: readonly string[], present: readonly string[], hides: (pattern: string) => boolean): string[] {
  // Only a name (`node_modules/`, `.env`) can be placed under each package; a path is where it is.
  if (pattern.startsWith("/") || pattern.replace(/\/$/, "").includes("/")) return [];
  const places = ["", ...packages.filter((glob) => !glob.startsWith("!")).map((glob) => `${glob.replace(/^(\.\/)+/, "").replace(/\/+$/, "")}/`)];
  const kept = [...new Set(places.map((place) => `/${place}${pattern}`))].filter((candidate) => !hides(candidate));
  const covered = ignore().add(kept);
  const matcher = ignore().add(pattern);
  const rest = present.filter((entry) => matcher.ignores(entry) && !covered.ignores(entry)).map((entry) => `/${entry}`);
  return [...kept, ...(rest.length <= MAX_NARROWED ? rest.filter((entry) => !hides(entry)) : [])];
}

/**
 * The deny patterns for a project: `ecosystem` (node_modules/, target/, dist/ where it exists…)
 * first, then what .gitignore and the files present add, each kept only where it hides nothing
 * the agent needs.
 */
export async function denyPatterns(root: string, ecosystem: readonly string[], problems: ReadProblem[], packages: readonly string[] = []): Promise<string[]> {
  const files = await projectFiles(root, problems);
  const reincluded = files.gitignore
    .filter((line) => line.startsWith("!"))
    .map((line) => line.slice(1).replace(/^\//, ""))
    .filter((line) => !/[*?[\]]/.test(line));
  // A secret not yet ignored (a key file dropped beside the code) is denied all the same; a tracked one stays readable.
  const secret = (entry: string): boolean => SECRET_NAME.test(entry.split("/").pop() ?? "") && !ENV_TEMPLATE.test(entry.split("/").pop() ?? "");
  const tracked = new Set(files.tracked);
  const untrackedSecrets = files.needed.filter((file) => secret(file) && !tracked.has(file));
  const secrets = new Set(untrackedSecrets);
  const neededFiles = [...new Set([...files.needed, ...reincluded, ".env.example", ".env.sample", ".env.template"])].filter(
    (file) => !PLACEHOLDER.test(file) && !secrets.has(file),
  );
  const neededFolders = foldersOf(neededFiles);
  const present = [...files.ignored, ...untrackedSecrets].map((entry) => ({ entry, name: entry.replace(/\/$/, "").split("/").pop() ?? "" }));
  const candidates = [
    ...ecosystem,
    // .gitignore's folders where they are output or caches by name, or present: a template's list of
    // folders the project never has (eggs/, parts/, lib64/) would only be noise.
    ...files.gitignore
      .map((line) => fromGitignore(line, root))
      .filter((pattern): pattern is string => pattern !== null && (known(pattern) || present.some(({ entry }) => ignore().add(pattern).ignores(entry)))),
    ...ALWAYS_SECRET,
    // Secrets present but untracked: `.env.production` beside its `.env.example`, a key file.
    ...present
      .filter(({ entry }) => !entry.endsWith("/") && secret(entry))
      .map(({ name }) => (/^\.env/.test(name) ? name : /\.[a-z0-9]+$/i.test(name) ? `*${path.extname(name)}` : name)),
  ];
  // A bare name (`.env`, `node_modules/`) matches by name at any depth: the distinct names are
  // enough to ask about (a large repository has far fewer names than paths).
  const fileNames = [...new Set(neededFiles.map((file) => file.slice(file.lastIndexOf("/") + 1)))].filter((name) => name !== "");
  const folderNames = [...new Set(neededFolders.map((folder) => `${folder.slice(0, -1).split("/").pop() ?? ""}/`))];
  const hides = (pattern: string): boolean => {
    const matcher = ignore().add(pattern);
    const body = pattern.replace(/^\//, "").replace(/\/$/, "");
    const folder = pattern.endsWith("/");
    if (!pattern.startsWith("/") && !body.includes("/")) return (folder ? folderNames : [...fileNames, ...folderNames]).some((name) => matcher.ignores(name));
    // A path pattern: only the paths under its literal start can match.
    const prefix = body.slice(0, body.search(/[*?[\\]|$/));
    return (folder ? neededFolders : neededFiles).some((entry) => entry.startsWith(prefix) && matcher.ignores(entry));
  };
  const out: string[] = [];
  for (const pattern of [...new Set(candidates)]) {
    if (!hides(pattern)) {
      out.push(pattern);
      continue;
    }
    out.push(
      ...narrowed(
        pattern,
        packages,
        present.map(({ entry }) => entry),
        hides,
      ),
    );
  }
  return [...new Set(out)];
}
