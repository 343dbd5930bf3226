// What a project shows about itself, read from its own files: ecosystems, package managers, the
// build / test / lint / format commands that really exist (scripts, Makefile targets, configured
// tools), workspaces and the top-level layout. Nothing is guessed: a command is listed only when
// the project names it or its ecosystem's own tool always has it (`cargo test`, `go test ./...`).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { parseJsonObject } from "../formats/json.ts";
import { parseToml } from "../formats/toml.ts";
import { DECOY_FOLDERS, readParsed, readTextOr } from "../io.ts";
import type { ReadProblem } from "../model.ts";

export type Ecosystem = "node" | "python" | "rust" | "go" | "ruby" | "java" | "make";
export type Task = "install" | "build" | "test" | "lint" | "format" | "typecheck" | "dev";
export const TASKS: readonly Task[] = ["install", "build", "test", "lint", "format", "typecheck", "dev"];

export interface Command {
  task: Task;
  run: string;
  /** The file that shows it (package.json scripts.test, Makefile, Cargo.toml…). */
  from: string;
}

export interface ProjectProfile {
  root: string;
  name: string;
  description?: string;
  ecosystems: Ecosystem[];
  /** npm, pnpm, yarn, bun, uv, poetry, pip, cargo, go, bundler, maven, gradle. */
  packageManagers: string[];
  commands: Command[];
  /** Workspace members (monorepos): relative folder and package name. */
  workspaces: { path: string; name: string }[];
  /** Top-level folders, as they are. */
  layout: string[];
  /** Ignore patterns that fit what the project has (build output, virtualenvs, secrets). */
  ignore: string[];
  problems: ReadProblem[];
}

const exists = (root: string, file: string): boolean => existsSync(path.join(root, file));

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

type Json = Record<string, unknown>;

function object(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

export async function detectProject(root: string): Promise<ProjectProfile> {
  const profile: ProjectProfile = { root, name: path.basename(root), ecosystems: [], packageManagers: [], commands: [], workspaces: [], layout: [], ignore: [], problems: [] };
  const add = (task: Task, run: string, from: string): void => {
    if (!profile.commands.some((command) => command.task === task && command.run === run)) profile.commands.push({ task, run, from });
  };
  await node(root, profile, add);
  await python(root, profile, add);
  await rust(root, profile, add);
  await go(root, profile, add);
  await ruby(root, profile, add);
  await java(root, profile, add);
  await make(root, profile, add);
  profile.layout = topLevelFolders(root, await gitIgnoredNames(root, profile.problems));
  profile.ignore = [...new Set([...profile.ignore, ...secretPatterns(root)])];
  return profile;
}

type Add = (task: Task, run: string, from: string) => void;

// ---- Node -----------------------------------------------------------------------------------

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

async function node(root: string, profile: ProjectProfile, add: Add): Promise<void> {
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
  add("install", install, locked ? lockfile : "package.json");
  const scripts = object(manifest["scripts"]) ?? {};
  for (const [task, names] of SCRIPT_TASKS) {
    for (const name of names) {
      const script = scripts[name];
      // npm's placeholder test script is not a test command.
      if (typeof script !== "string" || /no test specified/.test(script)) continue;
      add(task, runScript(manager, name), `package.json scripts.${name}`);
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

/** Workspace globs of the simple kinds projects use: `packages/*`, `apps/web`, `libs/**`. */
function expandWorkspaces(root: string, patterns: string[]): string[] {
  const out: string[] = [];
  for (const pattern of patterns) {
    if (pattern.startsWith("!")) continue;
    const clean = pattern.replace(/\/$/, "");
    const star = clean.indexOf("*");
    if (star === -1) {
      if (isDirectory(path.join(root, clean))) out.push(clean);
      continue;
    }
    const base = clean.slice(0, star).replace(/\/$/, "");
    let entries: string[] = [];
    try {
      entries = readdirSync(path.join(root, base)).sort();
    } catch {
      continue;
    }
    for (const entry of entries) {
      const member = base === "" ? entry : `${base}/${entry}`;
      if (!(DECOY_FOLDERS as readonly string[]).includes(entry) && isDirectory(path.join(root, member))) out.push(member);
    }
  }
  return [...new Set(out)];
}

// ---- Python ---------------------------------------------------------------------------------

async function python(root: string, profile: ProjectProfile, add: Add): Promise<void> {
  const pyproject = await readParsed(path.join(root, "pyproject.toml"), (text) => parseToml(text).value, profile.problems);
  const requirements = ["requirements.txt", "requirements-dev.txt", "requirements/dev.txt"].filter((file) => exists(root, file));
  if (pyproject === null && requirements.length === 0 && !exists(root, "setup.py")) return;
  profile.ecosystems.push("python");
  const project = object(pyproject?.["project"]);
  const tool = object(pyproject?.["tool"]) ?? {};
  if (typeof project?.["name"] === "string" && !profile.ecosystems.includes("node")) profile.name = project["name"];
  if (typeof project?.["description"] === "string" && profile.description === undefined) profile.description = project["description"];
  // Every dependency name the project declares, to tell which tools it uses.
  const declared = new Set<string>();
  const collect = (value: unknown): void => {
    for (const entry of stringList(value)) declared.add(entry.split(/[\s<>=!~;[]/)[0]?.toLowerCase() ?? "");
    const table = object(value);
    if (table) for (const [key, inner] of Object.entries(table)) (Array.isArray(inner) ? collect(inner) : declared.add(key.toLowerCase()));
  };
  collect(project?.["dependencies"]);
  collect(project?.["optional-dependencies"]);
  collect(object(pyproject?.["dependency-groups"]));
  const poetry = object(tool["poetry"]);
  collect(poetry?.["dependencies"]);
  for (const group of Object.values(object(poetry?.["group"]) ?? {})) collect(object(group)?.["dependencies"]);
  for (const file of requirements) {
    const text = await readTextOr(path.join(root, file), profile.problems);
    for (const line of (text ?? "").split("\n")) {
      const name = line.trim().split(/[\s<>=!~;[]/)[0]?.toLowerCase();
      if (name && !name.startsWith("#") && !name.startsWith("-")) declared.add(name);
    }
  }
  const manager = exists(root, "uv.lock") ? "uv" : poetry !== undefined || exists(root, "poetry.lock") ? "poetry" : "pip";
  profile.packageManagers.push(manager);
  const run = (command: string): string => (manager === "uv" ? `uv run ${command}` : manager === "poetry" ? `poetry run ${command}` : command);
  if (manager === "uv") add("install", "uv sync", "uv.lock");
  else if (manager === "poetry") add("install", "poetry install", "pyproject.toml [tool.poetry]");
  else if (requirements.includes("requirements.txt")) add("install", "pip install -r requirements.txt", "requirements.txt");
  else add("install", "pip install -e .", pyproject === null ? "setup.py" : "pyproject.toml");
  const configured = (name: string, files: string[]): boolean => tool[name] !== undefined || declared.has(name) || files.some((file) => exists(root, file));
  if (configured("pytest", ["pytest.ini", "conftest.py"]) || object(tool["pytest"])) add("test", run("pytest"), "pytest");
  else if (exists(root, "tox.ini")) add("test", "tox", "tox.ini");
  if (configured("ruff", ["ruff.toml", ".ruff.toml"])) {
    add("lint", run("ruff check ."), "ruff");
    add("format", run("ruff format ."), "ruff");
  } else if (configured("flake8", [".flake8"])) add("lint", run("flake8"), "flake8");
  if (configured("black", [])) add("format", run("black ."), "black");
  if (configured("mypy", ["mypy.ini"])) add("typecheck", run("mypy ."), "mypy");
  else if (configured("pyright", ["pyrightconfig.json"])) add("typecheck", run("pyright"), "pyright");
  profile.ignore.push(".venv/", "__pycache__/", "*.pyc");
}

// ---- Rust, Go, Ruby, Java -------------------------------------------------------------------

async function rust(root: string, profile: ProjectProfile, add: Add): Promise<void> {
  const cargo = await readParsed(path.join(root, "Cargo.toml"), (text) => parseToml(text).value, profile.problems);
  if (cargo === null) return;
  profile.ecosystems.push("rust");
  profile.packageManagers.push("cargo");
  const pkg = object(cargo["package"]);
  if (typeof pkg?.["name"] === "string" && profile.ecosystems.length === 1) profile.name = pkg["name"];
  if (typeof pkg?.["description"] === "string" && profile.description === undefined) profile.description = pkg["description"];
  const workspace = object(cargo["workspace"]);
  const all = workspace ? " --workspace" : "";
  add("build", `cargo build${all}`, "Cargo.toml");
  add("test", `cargo test${all}`, "Cargo.toml");
  if (exists(root, "clippy.toml") || exists(root, ".clippy.toml") || object(cargo["lints"])?.["clippy"] !== undefined || object(workspace?.["lints"])?.["clippy"] !== undefined) add("lint", `cargo clippy${all}`, "clippy configuration");
  if (exists(root, "rustfmt.toml") || exists(root, ".rustfmt.toml")) add("format", "cargo fmt", "rustfmt.toml");
  for (const member of expandWorkspaces(root, stringList(workspace?.["members"]))) {
    const memberCargo = await readParsed(path.join(root, member, "Cargo.toml"), (text) => parseToml(text).value, profile.problems);
    const name = object(memberCargo?.["package"])?.["name"];
    if (memberCargo !== null) profile.workspaces.push({ path: member, name: typeof name === "string" ? name : member });
  }
  profile.ignore.push("target/");
}

async function go(root: string, profile: ProjectProfile, add: Add): Promise<void> {
  const text = await readTextOr(path.join(root, "go.mod"), profile.problems);
  if (text === null) return;
  profile.ecosystems.push("go");
  profile.packageManagers.push("go");
  const module = /^module\s+(\S+)/m.exec(text)?.[1];
  if (module && profile.ecosystems.length === 1) profile.name = module;
  add("build", "go build ./...", "go.mod");
  add("test", "go test ./...", "go.mod");
  add("lint", "go vet ./...", "go.mod");
  if (exists(root, ".golangci.yml") || exists(root, ".golangci.yaml") || exists(root, ".golangci.toml")) add("lint", "golangci-lint run", ".golangci.yml");
  if (exists(root, "go.work")) {
    const work = (await readTextOr(path.join(root, "go.work"), profile.problems)) ?? "";
    const uses = [...work.matchAll(/^\s*(?:use\s+)?(\.\/?[^\s()]*)\s*$/gm)].map((match) => (match[1] ?? "").replace(/^\.\//, "")).filter((member) => member !== "" && member !== ".");
    for (const member of uses) if (isDirectory(path.join(root, member))) profile.workspaces.push({ path: member, name: member });
  }
  if (isDirectory(path.join(root, "bin"))) profile.ignore.push("bin/");
}

async function ruby(root: string, profile: ProjectProfile, add: Add): Promise<void> {
  const gemfile = await readTextOr(path.join(root, "Gemfile"), profile.problems);
  if (gemfile === null) return;
  profile.ecosystems.push("ruby");
  profile.packageManagers.push("bundler");
  const gem = (name: string): boolean => new RegExp(`^\\s*gem\\s+["']${name}["']`, "m").test(gemfile);
  add("install", "bundle install", "Gemfile");
  if (exists(root, "bin/rails")) add("test", gem("rspec-rails") ? "bundle exec rspec" : "bin/rails test", "bin/rails");
  else if (gem("rspec") || gem("rspec-rails") || exists(root, ".rspec")) add("test", "bundle exec rspec", "Gemfile (rspec)");
  else if (exists(root, "Rakefile")) add("test", "bundle exec rake test", "Rakefile");
  if (gem("rubocop") || exists(root, ".rubocop.yml")) add("lint", "bundle exec rubocop", gem("rubocop") ? "Gemfile (rubocop)" : ".rubocop.yml");
  if (gem("standard")) add("lint", "bundle exec standardrb", "Gemfile (standard)");
  profile.ignore.push("vendor/bundle/", "log/", "tmp/");
}

async function java(root: string, profile: ProjectProfile, add: Add): Promise<void> {
  const maven = exists(root, "pom.xml");
  const gradleFile = ["build.gradle.kts", "build.gradle", "settings.gradle.kts", "settings.gradle"].find((file) => exists(root, file));
  if (!maven && gradleFile === undefined) return;
  profile.ecosystems.push("java");
  if (maven) {
    profile.packageManagers.push("maven");
    const mvn = exists(root, "mvnw") ? "./mvnw" : "mvn";
    add("build", `${mvn} -B package`, "pom.xml");
    add("test", `${mvn} -B test`, "pom.xml");
    const pom = (await readTextOr(path.join(root, "pom.xml"), profile.problems)) ?? "";
    if (/<artifactId>spotless-maven-plugin<\/artifactId>/.test(pom)) add("format", `${mvn} spotless:apply`, "pom.xml (spotless)");
    if (/<artifactId>maven-checkstyle-plugin<\/artifactId>/.test(pom)) add("lint", `${mvn} checkstyle:check`, "pom.xml (checkstyle)");
    for (const module of [...pom.matchAll(/<module>([^<]+)<\/module>/g)].map((match) => match[1] ?? "")) if (isDirectory(path.join(root, module))) profile.workspaces.push({ path: module, name: module });
    profile.ignore.push("target/");
  } else if (gradleFile !== undefined) {
    profile.packageManagers.push("gradle");
    const gradle = exists(root, "gradlew") ? "./gradlew" : "gradle";
    add("build", `${gradle} build`, gradleFile);
    add("test", `${gradle} test`, gradleFile);
    const text = (await readTextOr(path.join(root, gradleFile), profile.problems)) ?? "";
    if (/spotless/.test(text)) add("format", `${gradle} spotlessApply`, `${gradleFile} (spotless)`);
    const settings = ["settings.gradle.kts", "settings.gradle"].find((file) => exists(root, file));
    const included = settings ? ((await readTextOr(path.join(root, settings), profile.problems)) ?? "") : "";
    for (const match of included.matchAll(/include\s*\(?([^)\n]+)\)?/g)) {
      for (const name of (match[1] ?? "").split(",").map((part) => part.trim().replace(/^["':]+|["']+$/g, "").replace(/:/g, "/"))) {
        if (name !== "" && isDirectory(path.join(root, name))) profile.workspaces.push({ path: name, name });
      }
    }
    profile.ignore.push("build/", ".gradle/");
  }
}

// ---- Makefile -------------------------------------------------------------------------------

const MAKE_TASKS: [Task, string[]][] = [
  ["build", ["build", "all", "compile"]],
  ["test", ["test", "check", "tests"]],
  ["lint", ["lint", "vet"]],
  ["format", ["fmt", "format"]],
  ["typecheck", ["typecheck"]],
  ["install", ["install", "deps", "setup"]],
];

async function make(root: string, profile: ProjectProfile, add: Add): Promise<void> {
  const file = ["Makefile", "makefile", "GNUmakefile"].find((name) => exists(root, name));
  if (file === undefined) return;
  const text = await readTextOr(path.join(root, file), profile.problems);
  if (text === null) return;
  profile.ecosystems.push("make");
  const targets = new Set([...text.matchAll(/^([A-Za-z][\w.-]*)\s*:(?!=)/gm)].map((match) => match[1] ?? ""));
  for (const [task, names] of MAKE_TASKS) {
    // Listed beside the ecosystem's own command: the Makefile is often what the team runs.
    const name = names.find((candidate) => targets.has(candidate));
    if (name !== undefined) add(task, `make ${name}`, `${file} (${name})`);
  }
}

// ---- layout and secrets -----------------------------------------------------------------------

/** Plain folder names .gitignore keeps out (`build/`, `/out`): generated, not part of the layout. */
async function gitIgnoredNames(root: string, problems: ReadProblem[]): Promise<Set<string>> {
  const text = existsSync(path.join(root, ".gitignore")) ? await readTextOr(path.join(root, ".gitignore"), problems) : null;
  const names = new Set<string>();
  for (const line of (text ?? "").split("\n")) {
    const name = line.trim().replace(/^\//, "").replace(/\/$/, "");
    if (name !== "" && !name.startsWith("#") && !name.startsWith("!") && !/[*?[\]/]/.test(name)) names.add(name);
  }
  return names;
}

function topLevelFolders(root: string, ignored: Set<string>): string[] {
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return [];
  }
  const skip = (entry: string): boolean => entry.startsWith(".") || (DECOY_FOLDERS as readonly string[]).includes(entry) || ignored.has(entry);
  return entries.filter((entry) => !skip(entry) && isDirectory(path.join(root, entry))).sort();
}

/** `.env` files always (present or to come); key files where the project has them. */
function secretPatterns(root: string): string[] {
  const out = [".env", ".env.*"];
  let entries: string[] = [];
  try {
    entries = readdirSync(root);
  } catch {
    // an unreadable root has nothing more to show
  }
  if (entries.some((entry) => entry.endsWith(".pem"))) out.push("*.pem");
  if (entries.some((entry) => entry.endsWith(".key"))) out.push("*.key");
  return out;
}
