// Python projects: pyproject.toml / requirements*.txt, the manager its lock file names (uv,
// poetry, else pip) and the tools it configures (pytest, ruff, black, flake8, mypy, pyright).
import path from "node:path";
import { parseToml } from "../../formats/toml.ts";
import { readParsed, readTextOr } from "../../io.ts";
import { exists, object, stringList, type Reading, type Source } from "../profile.ts";
import { nameAndDescription } from "../identity.ts";
import { addWorkspace, enclosingUvWorkspace, uvWorkspace } from "../workspaces.ts";

export async function readPython({ root, profile, add }: Reading): Promise<void> {
  const pyproject = await readParsed(path.join(root, "pyproject.toml"), (text) => parseToml(text).value, profile.problems);
  const requirements = ["requirements.txt", "requirements-dev.txt", "requirements/dev.txt"].filter((file) => exists(root, file));
  if (pyproject === null && requirements.length === 0 && !exists(root, "setup.py")) return;
  profile.ecosystems.push("python");
  const project = object(pyproject?.["project"]);
  const tool = object(pyproject?.["tool"]) ?? {};
  (profile.identities ??= []).push({ ecosystem: "python", file: "pyproject.toml", ...nameAndDescription(project ?? object(object(pyproject?.["tool"])?.["poetry"])) });
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
  // A uv workspace member has no uv.lock of its own: the root's, above it, says uv.
  const enclosing = exists(root, "uv.lock") ? null : await enclosingUvWorkspace(root, profile.problems);
  if (enclosing) profile.workspaceRoot = { up: enclosing.up, file: enclosing.declaration.file, manager: "uv" };
  const manager = exists(root, "uv.lock") || enclosing ? "uv" : poetry !== undefined || exists(root, "poetry.lock") ? "poetry" : "pip";
  profile.packageManagers.push(manager);
  addWorkspace(profile, await uvWorkspace(root, pyproject, profile.problems));
  const run = (command: string): string => (manager === "uv" ? `uv run ${command}` : manager === "poetry" ? `poetry run ${command}` : command);
  if (manager === "uv") add("install", "uv sync", { file: enclosing ? `${enclosing.up}/uv.lock` : "uv.lock" });
  else if (manager === "poetry") add("install", "poetry install", { file: "pyproject.toml", detail: "[tool.poetry]" });
  else if (requirements.includes("requirements.txt")) add("install", "pip install -r requirements.txt", { file: "requirements.txt" });
  else add("install", "pip install -e .", { file: pyproject === null ? "setup.py" : "pyproject.toml" });
  const manifest = pyproject !== null ? "pyproject.toml" : (requirements[0] ?? "setup.py");
  /** Where the project shows a tool: its [tool.X] table, a config file of its own, or its dependency. */
  const configured = (name: string, files: string[]): Source | undefined => {
    if (tool[name] !== undefined) return { file: "pyproject.toml", detail: `[tool.${name}]` };
    const file = files.find((candidate) => exists(root, candidate));
    if (file !== undefined) return { file };
    return declared.has(name) ? { file: manifest, detail: `(${name})` } : undefined;
  };
  const pytest = configured("pytest", ["pytest.ini", "conftest.py"]);
  if (pytest) add("test", run("pytest"), pytest);
  else if (exists(root, "tox.ini")) add("test", "tox", { file: "tox.ini" });
  const ruff = configured("ruff", ["ruff.toml", ".ruff.toml"]);
  const flake8 = configured("flake8", [".flake8"]);
  if (ruff) {
    add("lint", run("ruff check ."), ruff);
    add("format", run("ruff format ."), ruff);
  } else if (flake8) add("lint", run("flake8"), flake8);
  const black = configured("black", []);
  if (black) add("format", run("black ."), black);
  const mypy = configured("mypy", ["mypy.ini"]);
  const pyright = configured("pyright", ["pyrightconfig.json"]);
  if (mypy) add("typecheck", run("mypy ."), mypy);
  else if (pyright) add("typecheck", run("pyright"), pyright);
  profile.ignore.push(".venv/", "__pycache__/", "*.pyc");
}
