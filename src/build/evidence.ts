// Whether the project itself runs a tool whose configuration svc found. A config file alone
// (`[tool.pyright]`, `[tool.ruff.format]`, a golangci-lint `formatters:` list) is weak evidence:
// a project may configure a tool for editors and check with another. Where the project shows how
// it runs its checks (CI, task files, pre-commit hooks, contributing documents) and none of them
// names the tool, the command guessed from its configuration is not listed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contributorDocs } from "./sources/docs.ts";
import { splitCommandLine } from "./shell.ts";

/** CI files: where a project shows how every change is checked. */
const CI_FILES = [
  ".gitlab-ci.yml",
  ".circleci/config.yml",
  "azure-pipelines.yml",
  ".travis.yml",
  "bitbucket-pipelines.yml",
  "Jenkinsfile",
  ".woodpecker.yml",
  ".drone.yml",
];
/** Task files, hooks and the lists of tools a project installs: what else names the tools it runs. */
const RUN_FILES = [
  "Makefile",
  "GNUmakefile",
  "makefile",
  "justfile",
  "Justfile",
  ".justfile",
  "Taskfile.yml",
  "Taskfile.yaml",
  "taskfile.yml",
  "taskfile.yaml",
  "package.json",
  "composer.json",
  "tox.ini",
  "noxfile.py",
  "mix.exs",
  "Rakefile",
  "deno.json",
  "deno.jsonc",
  "melos.yaml",
  ".pre-commit-config.yaml",
  "lefthook.yml",
  ".lefthook.yml",
  "requirements.txt",
  "requirements-dev.txt",
  "requirements_dev.txt",
  "dev-requirements.txt",
  "requirements/dev.txt",
  "requirements/lint.txt",
  "Gemfile",
];
/** Folders whose files are all read: workflows and the project's own scripts. */
const RUN_FOLDERS = [".github/workflows", "scripts", "script", "Scripts", ".scripts", "ci", ".ci"];

export interface ProjectText {
  /** Whether the project has CI: it shows how every change is checked. */
  runs: boolean;
  /** Everything its CI, task files, hooks, scripts, contributing documents and README say, lower-cased. */
  text: string;
}

function readOr(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** The text of the files that say what the project runs, and of its contributing documents and README. */
export function projectText(root: string): ProjectText {
  const parts: string[] = [];
  let runs = false;
  for (const file of [...CI_FILES, ...RUN_FILES]) {
    const text = readOr(path.join(root, file));
    if (text === undefined) continue;
    parts.push(text);
    if (CI_FILES.includes(file)) runs = true;
  }
  for (const folder of RUN_FOLDERS) {
    let names: string[];
    try {
      names = readdirSync(path.join(root, folder)).sort().slice(0, 60);
    } catch {
      continue;
    }
    for (const name of names) {
      const text = readOr(path.join(root, folder, name));
      if (text === undefined) continue;
      parts.push(text);
      if (folder === ".github/workflows") runs = true;
    }
  }
  for (const file of [...contributorDocs(root), "README.md", "readme.md", "Readme.md"]) {
    const text = readOr(path.join(root, file));
    if (text !== undefined) parts.push(text);
  }
  return { runs, text: parts.join("\n").toLowerCase() };
}

/** Tools that come with the language's own toolchain: their configuration file is enough (`rustfmt.toml` for `cargo fmt`). */
const TOOLCHAIN = new Set(["cargo", "go", "gofmt", "mix", "dart", "flutter", "deno", "zig", "swift", "dotnet", "sbt"]);
/** Tools of several modes: the mode says which is run (`ruff format` is not `ruff check`). */
const MODES = new Set(["ruff", "golangci-lint", "biome", "hatch"]);
/** Tools whose package has another name than their program: `phpcs` comes with `squizlabs/php_codesniffer`. */
const PACKAGE_NAMES: Record<string, string[]> = {
  phpcs: ["php_codesniffer"],
  phpcbf: ["php_codesniffer"],
};
/** Wrappers before the tool: the tool is what they run. */
const WRAPPERS = /^(uv|poetry|pdm|rye|pipenv|bundle|npx|bunx|pnpm|yarn|npm|uvx|python[\d.]*|php)$/;
/** Files that declare a dependency or a build plugin (not a tool's own configuration): `mix.exs`'s `{:credo, …}`, pom.xml's plugins. */
const DECLARES =
  /(^|\/)(pom\.xml|build\.gradle(\.kts)?|settings\.gradle(\.kts)?|mix\.exs|composer\.json|Gemfile|[^/]*\.gemspec|package\.json|Cargo\.toml|go\.mod|Package\.swift|pubspec\.yaml|build\.sbt|deno\.jsonc?|requirements[^/]*\.txt)$/;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How the project's files would name the tool a command runs: `pyright`, `ruff format` (or its
 * hook `ruff-format`), `golangci-lint fmt`. Undefined when the command's tool cannot be told, or
 * comes with the language's toolchain.
 */
export function toolMention(run: string): RegExp | undefined {
  const argv = splitCommandLine(run)?.at(-1)?.argv;
  if (argv === undefined) return undefined;
  let words = argv.filter((word) => !/^[A-Za-z_]\w*=/.test(word));
  while (words.length > 1 && WRAPPERS.test(words[0] ?? ""))
    words = words.slice(1).filter((word, index) => index > 0 || !["run", "exec", "-m", "x", "dlx", "--"].includes(word));
  const program = (words[0] ?? "").replace(/^.*\//, "").toLowerCase();
  if (program === "" || TOOLCHAIN.has(program) || program === "pre-commit" || program === "prek") return undefined;
  const sub = words
    .slice(1)
    .find((word) => !word.startsWith("-"))
    ?.toLowerCase();
  if (!MODES.has(program) || sub === undefined)
    return new RegExp(`(^|[^\\w-])(${[program, ...(PACKAGE_NAMES[program] ?? [])].map(escape).join("|")})($|[^\\w])`);
  // `ruff check` is plain `ruff` too (its first hook id, the old `ruff .`); `golangci-lint run` plain `golangci-lint`.
  if ((program === "ruff" && sub === "check") || (program === "golangci-lint" && sub === "run"))
    return new RegExp(`(^|[^\\w-])${escape(program)}(?![\\w]|[\\s-]+(format|fmt)\\b)`);
  return new RegExp(`(^|[^\\w-])${escape(program)}[\\s-]+${escape(sub)}($|[^\\w-])`);
}

/**
 * Whether a command svc found only in a tool's own configuration file is one the project runs:
 * true unless the project has CI and none of its CI, task files, hooks, scripts or documents names
 * the tool. A tool the project declares (a dependency, a build plugin) or one of the language's own
 * toolchain is always run.
 */
export function backed(project: ProjectText, run: string, source: { file: string; detail?: string }): boolean {
  if (!project.runs || DECLARES.test(source.file) || (source.file === "pyproject.toml" && source.detail?.startsWith("(") === true)) return true;
  const pattern = toolMention(run);
  return pattern === undefined || pattern.test(project.text);
}
