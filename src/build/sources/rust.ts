// Rust projects: Cargo.toml (a workspace or one crate) and the clippy / rustfmt configuration.
import path from "node:path";
import { parseToml } from "../../harness/formats/toml.ts";
import { readParsed, readTextOr } from "../../harness/io.ts";
import { exists, object } from "../profile.ts";
import type { Reading } from "../reading.ts";
import { nameAndDescription } from "../identity.ts";
import { addWorkspace, cargoWorkspace } from "../workspaces.ts";

export async function readRust({ root, profile, add }: Reading): Promise<void> {
  const cargo = await readParsed(path.join(root, "Cargo.toml"), (text) => parseToml(text).value, profile.problems);
  if (cargo === null) return;
  profile.ecosystems.push("rust");
  profile.packageManagers.push("cargo");
  const pkg = object(cargo["package"]);
  (profile.identities ??= []).push({ ecosystem: "rust", file: "Cargo.toml", ...nameAndDescription(pkg) });
  const workspace = object(cargo["workspace"]);
  const all = workspace ? " --workspace" : "";
  // A workspace whose root is a package itself builds that package (and what it uses) by default,
  // and one test is looked for there; only a virtual workspace needs its members named. One that
  // declares `default-members` says what plain `cargo build` builds: the maintainers' own build.
  const virtual = workspace !== undefined && pkg === undefined;
  // Cargo fetches what Cargo.lock pins: the install, as `go mod download` is Go's (anything the
  // project runs comes first); not where Meson or CMake builds the crates as part of a C project.
  const nativeRoot = ["meson.build", "CMakeLists.txt"].some((file) => exists(root, file));
  if (!nativeRoot) add("install", "cargo fetch", { file: exists(root, "Cargo.lock") ? "Cargo.lock" : "Cargo.toml" }, "fallback");
  // A virtual workspace beside a root meson.build or CMakeLists.txt that builds Rust itself (Meson's
  // `rust` language, cargo, CMake's Corrosion), whose crates all sit deep in the tree (fwupd's
  // `rust/fwupd`, an SDK's FFI wrapper), not in Rust's own `crates/` or a folder of the root, is a
  // part of a C or C++ project: that build system builds and tests it, so Cargo's own build and
  // test are not the project's commands. Its lints and formatting stay.
  const members = Array.isArray(workspace?.["members"]) ? (workspace["members"] as unknown[]).filter((member) => typeof member === "string") : [];
  const nativeText = nativeRoot
    ? ((await readTextOr(path.join(root, "meson.build"), [])) ?? "") + ((await readTextOr(path.join(root, "CMakeLists.txt"), [])) ?? "")
    : "";
  const part =
    virtual &&
    /\bcargo\b|corrosion|\brust\b/i.test(nativeText) &&
    members.length > 0 &&
    members.every((member) => member.split("/").filter(Boolean).length >= 2 && !member.startsWith("crates/"));
  if (!part) {
    add("build", virtual && workspace["default-members"] === undefined ? "cargo build --workspace" : "cargo build", { file: "Cargo.toml" });
    add("test", `cargo test${all}`, { file: "Cargo.toml" });
    add("test-one", virtual ? "cargo test -p <crate> <test_name>" : "cargo test <test_name>", { file: "Cargo.toml" });
    // The compiler's checks without a build are Rust's type check, listed where nothing else type-checks.
    add("typecheck", `cargo check${all}`, { file: "Cargo.toml" }, "fallback");
  }
  const clippy = ["clippy.toml", ".clippy.toml"].find((file) => exists(root, file));
  if (clippy !== undefined) add("lint", `cargo clippy${all}`, { file: clippy });
  else if (object(cargo["lints"])?.["clippy"] !== undefined || object(workspace?.["lints"])?.["clippy"] !== undefined)
    add("lint", `cargo clippy${all}`, { file: "Cargo.toml", detail: "[lints.clippy]" });
  const rustfmt = ["rustfmt.toml", ".rustfmt.toml"].find((file) => exists(root, file));
  if (rustfmt !== undefined) {
    add("format", "cargo fmt", { file: rustfmt });
    add("format-check", "cargo fmt --check", { file: rustfmt });
  }
  addWorkspace(profile, await cargoWorkspace(root, workspace, profile.problems));
  profile.ignore.push("target/");
}
