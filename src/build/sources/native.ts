// C and C++ projects built with CMake (CMakeLists.txt, CMakePresets.json) or Meson (meson.build):
// configure into a build folder and build there, run the tests with CTest or `meson test` (one
// test by name: `ctest -R`, `meson test <name>`). These are what the build system always has, so
// they come last: the project's own documents and CI say how it configures (a preset, options).
import path from "node:path";
import { parseJsonc } from "../../harness/formats/json.ts";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory, object, type Json } from "../profile.ts";
import type { Reading } from "../reading.ts";

/**
 * A configure preset's build folder from the root: its `binaryDir` or the one it inherits, with
 * `${sourceDir}` and `${presetName}` filled in; undefined when it names none or uses other macros.
 */
function binaryDirOf(entry: Json | undefined, all: readonly Json[], name: string, depth = 0): string | undefined {
  if (entry === undefined || depth > 5) return undefined;
  const own = entry["binaryDir"];
  if (typeof own === "string") {
    const filled = own.replaceAll("${sourceDir}", ".").replaceAll("${presetName}", name);
    if (filled.includes("$")) return undefined;
    const normal = path.posix.normalize(filled);
    return normal.startsWith("..") || path.posix.isAbsolute(normal) || normal === "." ? undefined : normal;
  }
  const parents = typeof entry["inherits"] === "string" ? [entry["inherits"]] : Array.isArray(entry["inherits"]) ? entry["inherits"] : [];
  for (const parent of parents) {
    const found = binaryDirOf(
      all.find((other) => other["name"] === parent),
      all,
      name,
      depth + 1,
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Build files of a C or C++ project: CMake, Meson, Autotools. */
const NATIVE_BUILDS = ["CMakeLists.txt", "meson.build", "configure.ac", "configure.in", "Makefile.am"];

/** Manifests of languages with a formatter of their own. */
const OTHER_ROOTS = ["build.zig", "Cargo.toml", "go.mod", "Package.swift"];

/**
 * clang-format, where a C or C++ project keeps its style in `.clang-format`: the formatter it is
 * written for, run on the files changed (it takes files, not folders). Listed only where the
 * project's CI, scripts or documents name clang-format too (evidence.ts), as for any other tool
 * known from its configuration.
 */
export async function readClangFormat({ root, add }: Reading): Promise<void> {
  const style = [".clang-format", "_clang-format"].find((file) => exists(root, file));
  // A root of another compiled language (ghostty's build.zig beside its CMakeLists.txt) formats with that language's own tool.
  if (style === undefined || !NATIVE_BUILDS.some((file) => exists(root, file)) || OTHER_ROOTS.some((file) => exists(root, file))) return;
  add("format", "clang-format -i <file>", { file: style });
  add("format-check", "clang-format --dry-run --Werror <file>", { file: style });
}

export async function readNative({ root, profile, add }: Reading): Promise<void> {
  const cmake = exists(root, "CMakeLists.txt");
  const meson = exists(root, "meson.build");
  if (!cmake && !meson) return;
  profile.ecosystems.push("cpp");
  // A project that builds both ways and keeps CMake presets builds with CMake (Meson is the
  // alternative it also supports); otherwise Meson's build is the one.
  if (meson && !(cmake && exists(root, "CMakePresets.json"))) {
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
  const presets = exists(root, "CMakePresets.json")
    ? object(parseJsonc((await readTextOr(path.join(root, "CMakePresets.json"), profile.problems)) ?? "{}"))
    : undefined;
  const list = (key: string): Json[] =>
    Array.isArray(presets?.[key]) ? (presets[key] as unknown[]).map((entry) => object(entry)).filter((entry): entry is Json => entry !== undefined) : [];
  const configures = list("configurePresets");
  const chosen = configures.find((entry) => entry["hidden"] !== true && typeof entry["name"] === "string");
  const preset = chosen?.["name"] as string | undefined;
  const source = { file: "CMakeLists.txt" };
  const presetSource = { file: "CMakePresets.json" };
  // Its build folder (`binaryDir`, its own or inherited), and the build and test presets made for it.
  const folder = preset === undefined ? undefined : binaryDirOf(chosen, configures, preset);
  const visible = (key: string): string | undefined =>
    list(key).find((entry) => entry["hidden"] !== true && entry["configurePreset"] === preset && typeof entry["name"] === "string")?.["name"] as
      string | undefined;
  const buildPreset = visible("buildPresets");
  const testPreset = visible("testPresets");
  const dir = folder ?? "build";
  // Presets with a build folder are the project's own declared way to build and test, as a
  // package's scripts are: before CI's lines (a matrix leg's `cmake -B build -DOPTION=…`).
  const declared = folder !== undefined ? "runner" : "fallback";
  if (preset === undefined) add("build", "cmake -B build && cmake --build build", source, "fallback");
  else
    add(
      "build",
      `cmake --preset ${preset}${folder === undefined ? " -B build" : ""} && cmake --build ${buildPreset !== undefined && folder !== undefined ? `--preset ${buildPreset}` : dir}`,
      presetSource,
      declared,
    );
  const testing =
    testPreset !== undefined ||
    /\benable_testing\s*\(|\binclude\s*\(\s*CTest\b|\badd_test\s*\(|BUILD_TESTING/i.test(text) ||
    ["test", "tests"].some((sub) => exists(root, `${sub}/CMakeLists.txt`) && isDirectory(path.join(root, sub)));
  if (testing) {
    const ctest = testPreset !== undefined && folder !== undefined ? `ctest --preset ${testPreset}` : `ctest --test-dir ${dir}`;
    const trust = testPreset !== undefined && folder !== undefined ? declared : "fallback";
    add("test", ctest, testPreset !== undefined ? presetSource : source, trust);
    // One test follows whichever test command is chosen: it ranks as the configuration's.
    add("test-one", `${ctest} -R <TestName>`, testPreset !== undefined ? presetSource : source, trust === "runner" ? "config" : trust);
  }
  // A workflow preset that configures, builds and tests (CMake 3.25+) is the whole round before a push.
  const workflow = list("workflowPresets").find(
    (entry) =>
      entry["hidden"] !== true &&
      typeof entry["name"] === "string" &&
      Array.isArray(entry["steps"]) &&
      (entry["steps"] as unknown[]).some((step) => object(step)?.["type"] === "test"),
  );
  if (workflow !== undefined) add("check", `cmake --workflow ${workflow["name"] as string}`, presetSource, "runner");
  profile.ignore.push("build/");
}
