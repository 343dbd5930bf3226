// Makefile targets and what their recipes run (variables such as `GO ?= go` expanded); a target
// without a recipe is what its prerequisites are (`all: fmt test` runs checks, it is no build).
import path from "node:path";
import { readTextOr } from "../../harness/io.ts";
import { exists, readFirstOf } from "../profile.ts";
import type { Reading } from "../reading.ts";
import type { Recipe } from "../recipes.ts";

/** Simple `NAME = value` assignments (`:=`, `?=`, `::=` too), as a Makefile states them. */
function makeVariables(lines: string[]): Map<string, string> {
  const variables = new Map<string, string>();
  for (const line of lines) {
    const match = /^(?:export\s+|override\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?::{1,2}=|\?=|=)\s*(.*?)\s*$/.exec(line);
    // The first value stands, but an empty one (`LINT :=`, set in a conditional below) gives way to the next.
    if (match?.[1] !== undefined && (variables.get(match[1]) ?? "") === "") variables.set(match[1], match[2] ?? "");
  }
  return variables;
}

/** `$(GO) test` → `go test`; `$(MAKE)` → `make`; what make computes (`$(shell …)`) stays. */
function expand(text: string, variables: Map<string, string>, depth = 0): string {
  if (depth > 5) return text;
  // `$(if $(EXTRA),…)` with EXTRA unset or empty is its else part (or nothing).
  const conditioned = text.replace(
    /\$\(if \$[({]([A-Za-z_][A-Za-z0-9_]*)[)}],([^,()]*(?:\([^()]*\)[^,()]*)*)(?:,([^,()]*))?\)/g,
    (whole, name: string, _then: string, otherwise?: string) => ((variables.get(name) ?? "") === "" ? (otherwise ?? "") : whole),
  );
  // Make's `$(shell cmd)` is the shell's `$(cmd)`.
  const out = conditioned.replace(/\$\(shell\s+/g, "$(").replace(/\$[({]([A-Za-z_][A-Za-z0-9_]*)[)}]/g, (whole, name: string) => {
    if (name === "MAKE") return "make";
    const value = variables.get(name);
    return value === undefined ? whole : expand(value, variables, depth + 1);
  });
  return out.replace(/\$\$/g, "$");
}

/**
 * A project built with Autotools has no Makefile until it is configured: its Makefile has Automake's
 * standard targets (`make` builds, `make check` runs the tests), and configuring comes first
 * (`autoreconf -fi` or the project's `autogen.sh`, then `./configure`). These are what the build
 * system always has: the project's CI and documents say more and come first.
 */
async function readAutotools({ root, profile, add, runners }: Reading): Promise<void> {
  const configure = ["configure.ac", "configure.in"].find((file) => exists(root, file));
  if (configure === undefined) return;
  profile.ecosystems.push("cpp");
  profile.packageManagers.push("autotools");
  // The generated rules are unread; what each target is for names it. A bare `make` builds only
  // once configured: the build is the whole sequence below, not CI's `make` after its own configure.
  const recipe = (name: string, label: string): [string, Recipe] => [
    name,
    {
      name,
      label,
      lines: ["./generated-by-automake"],
      deps: [],
      source: { file: exists(root, "Makefile.am") ? "Makefile.am" : configure, detail: `(automake ${name})` },
    },
  ];
  const check = recipe("check", "test");
  const oneTest = await automakeOneTest(root, profile.problems);
  if (oneTest !== null) check[1].oneTest = oneTest;
  runners.add({ kind: "make", recipes: new Map([check, recipe("distcheck", "release")]), invoke: (name) => `make ${name}` });
  const bootstrap = exists(root, "autogen.sh") ? "./autogen.sh" : exists(root, "bootstrap") ? "./bootstrap" : "autoreconf -fi";
  add("build", `${bootstrap} && ./configure && make`, { file: configure }, "fallback");
  add("test", "make check", { file: configure }, "fallback");
}

/**
 * One test through Automake: `make check TESTS=…` runs the test programs named, not tests inside
 * one. With the top Makefile.am's `TESTS` (`=` and `+=`) listing several, one of them by its path
 * (`make check TESTS=tests/<file>`); listing one program that runs every test, none (it would run
 * them all). Without a list there (tests in SUBDIRS), the program's name.
 */
async function automakeOneTest(root: string, problems: Reading["profile"]["problems"]): Promise<string | null> {
  const text = exists(root, "Makefile.am") ? await readTextOr(path.join(root, "Makefile.am"), problems) : null;
  const programs = [...(text ?? "").replace(/\\\r?\n/g, " ").matchAll(/^TESTS\s*\+?=(.*)$/gm)]
    .flatMap((match) => (match[1] ?? "").trim().split(/\s+/))
    .filter((word) => word !== "");
  if (programs.length === 0 || programs.some((program) => program.includes("$"))) return "make check TESTS=<TestName>";
  if (programs.length === 1) return null;
  const folders = new Set(programs.map((program) => path.posix.dirname(program)));
  const [folder] = folders;
  return folders.size === 1 && folder !== undefined && folder !== "." ? `make check TESTS=${folder}/<file>` : "make check TESTS=<file>";
}

/**
 * A test line that takes what it tests from a variable with a default (`go test $(PKG)`, `PKG ?=
 * ./...`): one package's tests run by setting it (`make test PKG=./<package>`).
 */
function narrowedBy(written: string, command: string, variables: Map<string, string>, recipe: Recipe): void {
  if (recipe.oneTest !== undefined) return;
  const runner = /^(go test|(\S*\/)?pytest|python -m pytest)\b/.exec(command)?.[1];
  if (runner === undefined) return;
  for (const match of written.matchAll(/\$[({]([A-Za-z_][A-Za-z0-9_]*)[)}]/g)) {
    const name = match[1] ?? "";
    const value = variables.get(name)?.trim() ?? "";
    const placeholder = value === "./..." ? "./<package>" : /^(\.\/)?tests?\/?$/.test(value) && runner !== "go test" ? "<file>" : undefined;
    if (placeholder !== undefined) {
      recipe.oneTest = `make ${recipe.name} ${name}=${placeholder}`;
      return;
    }
  }
}

/**
 * The files a Makefile includes (`include x.mk`, `-include x.mk`), found in the project; a computed
 * name is skipped. Make reads them from the folder it runs in, whichever file names them.
 */
function includedFiles(text: string, root: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/^-?include\s+(.+)$/gm))
    for (const name of (match[1] ?? "").trim().split(/\s+/)) {
      if (name.includes("$") || name.includes("*")) continue;
      const file = path.posix.normalize(name);
      if (!file.startsWith("../") && !file.startsWith("/") && exists(root, file)) out.push(file);
    }
  return out;
}

/** The targets of one Makefile's text (its continuation lines joined) into `recipes`; its first target. */
function readTargets(text: string, file: string, variables: Map<string, string>, recipes: Map<string, Recipe>): { first?: string; forwards: string[] } {
  const lines = text.replace(/\\\r?\n/g, " ").split(/\r?\n/);
  // Line numbers of the file as written (continuation lines joined above shift nothing before them).
  const original = text.split(/\r?\n/);
  const lineOf = (target: string): number | undefined => {
    const index = original.findIndex((line) =>
      new RegExp(`^(?:[^:=#\\t]*\\s)?${target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\s[^:=#]*)?\\s*::?(?!=)`).test(line),
    );
    return index >= 0 ? index + 1 : undefined;
  };
  let current: Recipe[] = [];
  let first: string | undefined;
  // `%: common-% ;` makes every `common-x` target answer to `x` too.
  const forwards: string[] = [];
  for (const line of lines) {
    if (line.startsWith("\t")) {
      const command = expand(line.trim().replace(/^[@+-]+/, ""), variables);
      // `$@` is the target's own name; `$*` a pattern rule's stem, not known here (the line stays unread).
      if (command !== "" && !command.startsWith("#"))
        for (const recipe of current) {
          recipe.lines.push(makeAutomatic(command, recipe.name));
          narrowedBy(line.trim(), command, variables, recipe);
        }
      continue;
    }
    const forward = /^%\s*::?\s*([\w.-]+)%\s*(?:;\s*)?$/.exec(line);
    if (forward?.[1] !== undefined) {
      forwards.push(forward[1]);
      current = [];
      continue;
    }
    // A comment after a rule (`test: ## Run the tests, e.g. make test PKG=./server`) is no part of it.
    const rule = /^([^\s:=#][^:=#]*?)\s*::?(?![=])\s*([^=]*?)(?:;\s*(.*))?$/.exec(line.replace(/\s#.*$/, ""));
    // A conditional inside a recipe (`ifdef GOLANGCI_LINT` before its lines) keeps the recipe going.
    if (/^\s*(ifeq|ifneq|ifdef|ifndef|else|endif)\b/.test(line)) continue;
    if (rule === null || /^\s*(include|-include|define|endef)\b/.test(line)) {
      if (line.trim() !== "" && !line.startsWith("#")) current = [];
      continue;
    }
    // A file target under make's own folder (`$(CURDIR)/bin/helm`, from `BINDIR ?= $(CURDIR)/bin`) is named from there.
    const here = (name: string): string => name.replace(/^(\$\(CURDIR\)|\.)\//, "");
    const names = expand(rule[1] ?? "", variables)
      .split(/\s+/)
      .map(here)
      .filter((name) => /^[\w][\w.:/+-]*$/.test(name));
    const deps = expand(rule[2] ?? "", variables)
      .split(/\s+/)
      .map(here)
      .filter((dep) => dep !== "" && !dep.startsWith("|"));
    current = names.map((name) => {
      const recipe = recipes.get(name) ?? { name, lines: [], deps: [], source: { file, line: lineOf(name), detail: `(${name})` } };
      recipe.deps.push(...deps);
      if (rule[3]) recipe.lines.push(makeAutomatic(expand(rule[3], variables), name));
      recipes.set(name, recipe);
      return recipe;
    });
    first ??= names[0];
  }
  return { ...(first !== undefined ? { first } : {}), forwards };
}

/** A recipe line with Make's automatic variables read: `$@` the target's name, `$*` (the stem) left unknown. */
function makeAutomatic(command: string, target: string): string {
  return command.replace(/\$@/g, target).replace(/\$\*/g, "$${MAKE_STEM}");
}

export async function readMake(reading: Reading): Promise<void> {
  const { root, profile, runners } = reading;
  const found = await readFirstOf({ root, profile }, ["GNUmakefile", "Makefile", "makefile"]);
  if (found === null) {
    await readAutotools(reading);
    return;
  }
  const { file, text } = found;
  profile.ecosystems.push("make");
  // The Makefile and those it includes (two levels deep, 12 files at most), each read once, the Makefile's own first.
  const files: { file: string; text: string; depth: number }[] = [{ file, text, depth: 0 }];
  for (const from of files) {
    if (from.depth >= 2) continue;
    for (const included of includedFiles(from.text, root)) {
      if (files.length >= 12 || files.some((known) => known.file === included)) continue;
      const content = await readTextOr(path.join(root, included), profile.problems);
      if (content !== null) files.push({ file: included, text: content, depth: from.depth + 1 });
    }
  }
  const variables = makeVariables(files.flatMap((each) => each.text.replace(/\\\r?\n/g, " ").split(/\r?\n/)));
  const recipes = new Map<string, Recipe>();
  let defaultRecipe: string | undefined;
  const forwards: string[] = [];
  for (const each of files) {
    const read = readTargets(each.text, each.file, variables, recipes);
    defaultRecipe ??= read.first;
    forwards.push(...read.forwards);
  }
  for (const prefix of forwards)
    for (const [name, recipe] of [...recipes]) {
      const short = name.slice(prefix.length);
      if (name.startsWith(prefix) && short !== "" && !recipes.has(short)) recipes.set(short, { name: short, lines: [], deps: [name], source: recipe.source });
    }
  const goal = /^\.DEFAULT_GOAL\s*:?=\s*([\w.-]+)/m.exec(text)?.[1] ?? defaultRecipe;
  // Bare `make` makes the default goal: one that only makes files (`all: target/$(BINARY)`) is the build.
  const made = goal === undefined ? undefined : recipes.get(goal);
  const bare =
    made !== undefined && made.lines.length === 0 && made.deps.length > 0 && made.deps.every((dep) => /[/$]|\.[A-Za-z0-9]+$/.test(dep)) ? made : undefined;
  if (bare !== undefined) {
    bare.label = "build";
    bare.lines.push("./files-the-default-goal-makes");
  }
  // A default goal that is a file its own recipe makes (`bin/gh: script/build`) is what bare `make`
  // does: its body says what (a build, or an install of `node_modules/.package-lock.json`).
  const fileGoal = made !== undefined && bare === undefined && made.lines.length > 0 && made.name.includes("/") ? made : undefined;
  // The targets `.PHONY` declares are commands, never files.
  const phony = new Set([...text.matchAll(/^\.PHONY\s*:(.*)$/gm)].flatMap((match) => (match[1] ?? "").trim().split(/\s+/)));
  runners.add({
    kind: "make",
    recipes,
    invoke: (name) => (recipes.get(name) === bare || recipes.get(name) === fileGoal ? "make" : `make ${name}`),
    variables: (name) => variables.get(name),
    // Files the Makefile knows how to make (`bin/app`, `node_modules/.package-lock.json`,
    // `docs/index.html`) are no commands; a dotted name that is no file's (`dev.server`,
    // `test.js.fmt.check`) or one `.PHONY` declares is.
    hidden: (name) =>
      recipes.get(name) !== fileGoal &&
      !phony.has(name) &&
      (name.includes("/") ||
        /\.(json|lock|[a-z]?js|ts|css|html?|md|txt|pdf|png|svg|o|a|so|dylib|exe|bin|wasm|zip|gz|tgz|tar|whl|jar|deb|rpm|ya?ml|toml|py|go|rs|c|h|cc|cpp|1)$/i.test(
          name,
        )),
    ...(defaultRecipe !== undefined ? { defaultRecipe } : {}),
  });
}
