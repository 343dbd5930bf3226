// Swift packages: Package.swift — SwiftPM resolves, builds and tests (`swift test --filter` picks
// one test) — and the linters and formatters a project configures (SwiftLint, SwiftFormat).
import path from "node:path";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory } from "../profile.ts";
import type { Reading } from "../reading.ts";

export async function readSwift({ root, profile, add }: Reading): Promise<void> {
  if (!exists(root, "Package.swift")) return;
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
  }
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
