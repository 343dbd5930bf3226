// C and C++ projects built with CMake (CMakeLists.txt, CMakePresets.json) or Meson (meson.build):
// configure into a build folder and build there, run the tests with CTest or `meson test` (one
// test by name: `ctest -R`, `meson test <name>`). These are what the build system always has, so
// they come last: the project's own documents and CI say how it configures (a preset, options).
import path from "node:path";
import { parseJsonc } from "../../formats/json.ts";
import { readTextOr } from "../../io.ts";
import { exists, isDirectory, object, type Reading } from "../profile.ts";

export async function readNative({ root, profile, add }: Reading): Promise<void> {
  const cmake = exists(root, "CMakeLists.txt");
  const meson = exists(root, "meson.build");
  if (!cmake && !meson) return;
  profile.ecosystems.push("cpp");
  if (meson) {
    profile.packageManagers.push("meson");
    const source = { file: "meson.build" };
    add("build", "meson setup build && meson compile -C build", source, "fallback");
    add("test", "meson test -C build", source, "fallback");
    add("test-one", "meson test -C build <TestName>", source, "fallback");
    profile.ignore.push("build/");
    return;
  }
  profile.packageManagers.push("cmake");
  const text = (await readTextOr(path.join(root, "CMakeLists.txt"), profile.problems)) ?? "";
  // The first configure preset, when the project has presets: its options are how it builds.
  const presets = exists(root, "CMakePresets.json") ? object(parseJsonc((await readTextOr(path.join(root, "CMakePresets.json"), profile.problems)) ?? "{}")) : undefined;
  const preset = (Array.isArray(presets?.["configurePresets"]) ? (presets["configurePresets"] as unknown[]) : []).map((entry) => object(entry)).find((entry) => entry !== undefined && entry["hidden"] !== true)?.["name"];
  const source = { file: "CMakeLists.txt" };
  add("build", `cmake${typeof preset === "string" ? ` --preset ${preset}` : ""} -B build && cmake --build build`, typeof preset === "string" ? { file: "CMakePresets.json" } : source, "fallback");
  const testing = /\benable_testing\s*\(|\binclude\s*\(\s*CTest\b|\badd_test\s*\(|BUILD_TESTING/i.test(text) || ["test", "tests"].some((dir) => exists(root, `${dir}/CMakeLists.txt`) && isDirectory(path.join(root, dir)));
  if (testing) {
    add("test", "ctest --test-dir build", source, "fallback");
    add("test-one", "ctest --test-dir build -R <TestName>", source, "fallback");
  }
  profile.ignore.push("build/");
}
