// Build tools of smaller ecosystems, each with the commands it always has: sbt (Scala; scalafmt
// when configured), cabal and stack (Haskell; hlint when configured), Zig's build system and Dune
// (OCaml, with opam).
import { readdirSync } from "node:fs";
import path from "node:path";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory, type Ecosystem, type Task } from "../profile.ts";
import type { Reading } from "../reading.ts";

/** A build tool known by its manifest, and the commands it has: its own entry points, and those of a configured tool. */
interface FixedTool {
  manifest: string;
  ecosystem: Ecosystem;
  manager: string;
  /** Task, command, whether it is the build tool's own entry point (else implied by configuration), and when it applies. */
  commands: [Task, string, boolean, ((root: string) => boolean)?][];
  /** Commands a configuration file adds: the file, then its commands. */
  configured?: [string, [Task, string][]];
  /** An option of the build script that picks tests by name, and how one test runs with it. */
  testFilter?: { pattern: RegExp; run: string };
  ignore: string[];
}

const FIXED: FixedTool[] = [
  {
    manifest: "build.sbt",
    ecosystem: "scala",
    manager: "sbt",
    commands: [
      ["build", "sbt compile", true],
      ["test", "sbt test", true],
      ["test-one", 'sbt "testOnly *<TestName>"', false],
    ],
    configured: [
      ".scalafmt.conf",
      [
        ["format", "sbt scalafmtAll"],
        ["format-check", "sbt scalafmtCheckAll"],
      ],
    ],
    ignore: ["target/", ".bsp/"],
  },
  {
    manifest: "build.zig",
    ecosystem: "zig",
    manager: "zig",
    commands: [
      ["build", "zig build", true],
      ["test", "zig build test", true],
      ["format", "zig fmt .", false],
      ["format-check", "zig fmt --check .", false],
    ],
    testFilter: { pattern: /\bb\.option\([^;]*?"(test-filters?)"/s, run: "zig build test -D{option}=<TestName>" },
    ignore: ["zig-cache/", ".zig-cache/", "zig-out/"],
  },
  {
    // Dune, OCaml's build system, with opam for the dependencies its `*.opam` files declare.
    manifest: "dune-project",
    ecosystem: "ocaml",
    manager: "dune",
    commands: [
      // opam reads the committed *.opam files (not those Dune only generates when it builds).
      ["install", "opam install . --deps-only --with-test", false, (root) => opamFiles(root)],
      ["build", "dune build", true],
      ["test", "dune test", true],
      ["test-one", "dune runtest <dir>", false],
      ["typecheck", "dune build @check", false],
      ["dev", "dune build --watch", false],
    ],
    // Without .ocamlformat Dune formats only its own dune files: no formatting of the code.
    configured: [
      ".ocamlformat",
      [
        ["format", "dune fmt"],
        ["format-check", "dune build @fmt"],
      ],
    ],
    ignore: ["_build/", "_opam/"],
  },
];

/** Whether a project commits opam package files (`acme.opam`, `opam/acme.opam`). */
function opamFiles(root: string): boolean {
  const opam = (folder: string): boolean => {
    try {
      return readdirSync(path.join(root, folder)).some((name) => name.endsWith(".opam"));
    } catch {
      return false;
    }
  };
  return opam(".") || opam("opam");
}

async function readFixed({ root, profile, add }: Reading): Promise<void> {
  for (const fixed of FIXED) {
    if (!exists(root, fixed.manifest)) continue;
    profile.ecosystems.push(fixed.ecosystem);
    profile.packageManagers.push(fixed.manager);
    for (const [task, run, own, when] of fixed.commands)
      if (when === undefined || when(root)) add(task, run, { file: fixed.manifest }, own ? "runner" : "config");
    const [file, commands] = fixed.configured ?? ["", []];
    if (file !== "" && exists(root, file)) for (const [task, run] of commands) add(task, run, { file });
    // A build script's own option that narrows its tests (`b.option(…, "test-filter", …)` in build.zig).
    const filter =
      fixed.testFilter === undefined
        ? undefined
        : fixed.testFilter.pattern.exec((await readTextOr(path.join(root, fixed.manifest), profile.problems)) ?? "")?.[1];
    if (fixed.testFilter !== undefined && filter !== undefined)
      add("test-one", fixed.testFilter.run.replace("{option}", filter), { file: fixed.manifest, detail: `(${filter})` });
    profile.ignore.push(...fixed.ignore);
  }
}

async function readHaskell({ root, profile, add }: Reading): Promise<void> {
  let cabalFile: string | undefined;
  try {
    cabalFile = readdirSync(root).find((name) => name.endsWith(".cabal"));
  } catch {
    return;
  }
  const stack = exists(root, "stack.yaml");
  const cabal = cabalFile !== undefined || exists(root, "cabal.project");
  if (!stack && !cabal) return;
  profile.ecosystems.push("haskell");
  const tool = cabal ? "cabal" : "stack";
  profile.packageManagers.push(tool);
  const source = { file: cabalFile ?? (cabal ? "cabal.project" : "stack.yaml") };
  add("install", cabal ? "cabal build --only-dependencies --enable-tests" : "stack build --only-dependencies --test", source);
  add("build", `${tool} build`, source, "runner");
  add("test", `${tool} test`, source, "runner");
  // The test framework picks the option: hspec's `--match`, tasty's (and most others') `-p`.
  const cabalText = cabalFile !== undefined ? ((await readTextOr(path.join(root, cabalFile), profile.problems)) ?? "") : "";
  const pick = /\bhspec\b/.test(cabalText) && !/\btasty\b/.test(cabalText) ? '--match "<pattern>"' : "-p <pattern>";
  add("test-one", cabal ? `cabal test --test-options='${pick}'` : `stack test --test-arguments='${pick}'`, source);
  if (exists(root, ".hlint.yaml")) add("lint", "hlint .", { file: ".hlint.yaml" });
  profile.ignore.push("dist-newstyle/", ".stack-work/");
}

/**
 * Bazel (MODULE.bazel, or a WORKSPACE): it builds and tests every language of the repository
 * through its targets (`//...` is all of them; one test is a target, `//<package>:<target>`), so
 * where it is the root's build system it comes before the go.mod or pyproject.toml beside it.
 */
export async function readBazel({ root, profile, add }: Reading): Promise<void> {
  const file = ["MODULE.bazel", "WORKSPACE.bazel", "WORKSPACE"].find((name) => exists(root, name));
  if (file === undefined) return;
  const source = { file };
  // Beside another build system of a compiled language (CMake, SwiftPM, Cargo, Maven, Gradle),
  // Bazel's files are for those who consume the project through Bazel: the other one is the build.
  const other = ["CMakeLists.txt", "meson.build", "Package.swift", "Cargo.toml", "pom.xml", "build.gradle", "build.gradle.kts", "configure.ac"].some((name) =>
    exists(root, name),
  );
  if (other) return;
  profile.ecosystems.push("bazel");
  profile.packageManagers.push("bazel");
  add("build", "bazel build //...", source, "runner");
  add("test", "bazel test //...", source, "runner");
  add("test-one", "bazel test //<package>:<target>", source);
  profile.ignore.push("bazel-*");
}

/**
 * An R package (DESCRIPTION beside R/): the devtools workflow its contributors use, run with
 * Rscript (one test file by its name, `filter`); `R CMD check` through devtools is the
 * run-everything. Posit's air formats where air.toml configures it; lintr lints where .lintr does.
 */
async function readR({ root, profile, add }: Reading): Promise<void> {
  if (!exists(root, "DESCRIPTION") || !isDirectory(path.join(root, "R"))) return;
  profile.ecosystems.push("r");
  profile.packageManagers.push("devtools");
  const source = { file: "DESCRIPTION" };
  const r = (call: string): string => `Rscript -e "${call}"`;
  add("install", r("devtools::install_dev_deps()"), source, "runner");
  add("build", r("devtools::build()"), source, "runner");
  if (isDirectory(path.join(root, "tests"))) {
    add("test", r("devtools::test()"), source, "runner");
    add("test-one", r("devtools::test(filter = '<pattern>')"), source);
  }
  add("check", r("devtools::check()"), source, "runner", ["test"]);
  if (exists(root, "air.toml")) {
    add("format", "air format .", { file: "air.toml" });
    add("format-check", "air format --check .", { file: "air.toml" });
  }
  if (exists(root, ".lintr")) add("lint", r("lintr::lint_package()"), { file: ".lintr" });
  profile.ignore.push(".Rproj.user/", ".Rhistory");
}

export const readOthers = [readFixed, readHaskell, readR];
