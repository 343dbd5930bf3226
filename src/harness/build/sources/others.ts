// Build tools of smaller ecosystems, each with the commands it always has: sbt (Scala; scalafmt
// when configured), cabal and stack (Haskell; hlint when configured) and Zig's build system.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { exists, type Reading } from "../profile.ts";

async function readSbt({ root, profile, add }: Reading): Promise<void> {
  if (!exists(root, "build.sbt")) return;
  profile.ecosystems.push("scala");
  profile.packageManagers.push("sbt");
  const source = { file: "build.sbt" };
  add("build", "sbt compile", source, "runner");
  add("test", "sbt test", source, "runner");
  add("test-one", 'sbt "testOnly *<TestName>"', source);
  if (exists(root, ".scalafmt.conf")) {
    add("format", "sbt scalafmtAll", { file: ".scalafmt.conf" });
    add("format-check", "sbt scalafmtCheckAll", { file: ".scalafmt.conf" });
  }
  profile.ignore.push("target/", ".bsp/");
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
  add("test-one", cabal ? "cabal test --test-options='-p <pattern>'" : "stack test --test-arguments='-p <pattern>'", source);
  if (exists(root, ".hlint.yaml")) add("lint", "hlint .", { file: ".hlint.yaml" });
  profile.ignore.push("dist-newstyle/", ".stack-work/");
}

async function readZig({ root, profile, add }: Reading): Promise<void> {
  if (!existsSync(path.join(root, "build.zig"))) return;
  profile.ecosystems.push("zig");
  profile.packageManagers.push("zig");
  const source = { file: "build.zig" };
  add("build", "zig build", source, "runner");
  add("test", "zig build test", source, "runner");
  add("format", "zig fmt .", source);
  add("format-check", "zig fmt --check .", source);
  profile.ignore.push("zig-cache/", ".zig-cache/", "zig-out/");
}

export const readOthers = [readSbt, readHaskell, readZig];
