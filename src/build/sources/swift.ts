// Swift packages: Package.swift — SwiftPM resolves, builds and tests (`swift test --filter` picks
// one test) — and the linters and formatters a project configures (SwiftLint, SwiftFormat).
import { readdirSync } from "node:fs";
import path from "node:path";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory } from "../profile.ts";
import type { Reading } from "../reading.ts";

/**
 * The Xcode project at the root, where there is one, and the scheme named after it (shared in
 * `xcshareddata/xcschemes`, or the one Xcode makes when none is shared).
 */
function xcodeScheme(root: string): { project: string; scheme: string } | undefined {
  let projects: string[];
  try {
    projects = readdirSync(root).filter((name) => name.endsWith(".xcodeproj"));
  } catch {
    return undefined;
  }
  if (projects.length !== 1 || projects[0] === undefined) return undefined;
  const project = projects[0];
  const name = project.slice(0, -".xcodeproj".length);
  const shared = path.join(root, project, "xcshareddata", "xcschemes");
  const schemes = isDirectory(shared) ? readdirSync(shared).filter((file) => file.endsWith(".xcscheme")) : [];
  return schemes.length === 0 || schemes.includes(`${name}.xcscheme`) ? { project, scheme: name } : undefined;
}

/** Whether the root has a folder of tests (`Tests`, `AcmeTests`). */
function testFolders(root: string): boolean {
  try {
    return readdirSync(root).some((name) => /Tests$/.test(name) && !/UITests$/.test(name) && isDirectory(path.join(root, name)));
  } catch {
    return false;
  }
}

/**
 * An app or framework built with its Xcode project (no Package.swift, or one that declares no test
 * targets): xcodebuild with the project's scheme, one test by `-only-testing`.
 */
function readXcode(root: string, add: Reading["add"], found: { project: string; scheme: string }): void {
  const source = { file: found.project };
  const { scheme } = found;
  if (!exists(root, "Package.swift")) {
    // Swift packages the project depends on are resolved through it (its Package.resolved).
    if (exists(root, `${found.project}/project.xcworkspace/xcshareddata/swiftpm/Package.resolved`))
      add("install", `xcodebuild -resolvePackageDependencies -scheme ${scheme}`, source, "fallback");
    add("build", `xcodebuild -scheme ${scheme} build`, source, "fallback");
  }
  if (testFolders(root)) {
    add("test", `xcodebuild -scheme ${scheme} test`, source, "fallback");
    add("test-one", `xcodebuild test -scheme ${scheme} -only-testing:<target>/<TestClass>/<testMethod>`, source, "fallback");
  }
}

export async function readSwift({ root, profile, add }: Reading): Promise<void> {
  const xcode = xcodeScheme(root);
  if (!exists(root, "Package.swift")) {
    if (xcode === undefined) return;
    profile.ecosystems.push("swift");
    profile.packageManagers.push("xcodebuild");
    readXcode(root, add, xcode);
    profile.ignore.push("build/", "DerivedData/");
    return;
  }
  profile.ecosystems.push("swift");
  profile.packageManagers.push("swiftpm");
  const source = { file: "Package.swift" };
  // A manifest beside another build system, with no Sources/ of its own (zstd's Package.swift
  // over its C library, for SwiftPM users), packages the project for Swift: its build is not the project's.
  const side = !isDirectory(path.join(root, "Sources")) && ["Makefile", "CMakeLists.txt", "meson.build"].some((file) => exists(root, file));
  const trust = side ? "fallback" : "runner";
  add("install", "swift package resolve", exists(root, "Package.resolved") ? { file: "Package.resolved" } : source, trust);
  add("build", "swift build", source, trust);
  // `swift test` runs the manifest's test targets: with none declared (the tests run through an
  // Xcode project instead), it has nothing to run.
  const manifest = (await readTextOr(path.join(root, "Package.swift"), profile.problems)) ?? "";
  if (isDirectory(path.join(root, "Tests")) && /\btestTarget\s*\(/.test(manifest)) {
    add("test", "swift test", source, trust);
    add("test-one", "swift test --filter <TestName>", source);
  } else if (xcode !== undefined) readXcode(root, add, xcode);
  if (exists(root, ".swiftlint.yml")) {
    add("lint", "swiftlint", { file: ".swiftlint.yml" });
    add("lint-fix", "swiftlint --fix", { file: ".swiftlint.yml" });
  }
  if (exists(root, ".swiftformat")) {
    add("format", "swiftformat .", { file: ".swiftformat" });
    add("format-check", "swiftformat --lint .", { file: ".swiftformat" });
  } else if (exists(root, ".swift-format")) {
    add("format", "swift format --in-place --recursive .", { file: ".swift-format" });
    // swift-format's lint mode checks its lint rules as well as the formatting; only `--strict`
    // makes what it finds fail the run (without it, findings are warnings and it exits 0).
    add("format-check", "swift format lint --strict --recursive .", { file: ".swift-format" }, "config", ["lint"]);
  }
  profile.ignore.push(".build/");
}
