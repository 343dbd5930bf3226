// Swift packages: Package.swift — SwiftPM resolves, builds and tests (`swift test --filter` picks
// one test) — and the linters and formatters a project configures (SwiftLint, SwiftFormat).
import path from "node:path";
import { exists, isDirectory } from "../profile.ts";
import type { Reading } from "../reading.ts";

export async function readSwift({ root, profile, add }: Reading): Promise<void> {
  if (!exists(root, "Package.swift")) return;
  profile.ecosystems.push("swift");
  profile.packageManagers.push("swiftpm");
  const source = { file: "Package.swift" };
  add("install", "swift package resolve", exists(root, "Package.resolved") ? { file: "Package.resolved" } : source, "runner");
  add("build", "swift build", source, "runner");
  if (isDirectory(path.join(root, "Tests"))) {
    add("test", "swift test", source, "runner");
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
    // swift-format's lint mode checks its lint rules as well as the formatting.
    add("format-check", "swift format lint --recursive .", { file: ".swift-format" }, "config", ["lint"]);
  }
  profile.ignore.push(".build/");
}
