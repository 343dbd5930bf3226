// Dart and Flutter projects: pubspec.yaml (a Flutter app or package when it depends on the Flutter
// SDK, a pub workspace when it lists members), `dart` / `flutter` for dependencies, tests, analysis
// and formatting, FVM's pinned Flutter (`.fvmrc`), and Melos: its scripts (melos.yaml or the
// `melos:` section of pubspec.yaml) are the project's recipes, run as `melos run <name>`.
import path from "node:path";
import { parseDocument } from "yaml";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory, object, stringList, type Json } from "../profile.ts";
import type { Reading } from "../reading.ts";
import type { Recipe } from "../recipes.ts";

async function yamlOf(root: string, file: string, problems: Reading["profile"]["problems"]): Promise<Json | undefined> {
  if (!exists(root, file)) return undefined;
  const text = await readTextOr(path.join(root, file), problems);
  if (text === null) return undefined;
  const doc = parseDocument(text);
  return doc.errors.length > 0 ? undefined : object(doc.toJS());
}

/** Whether a pubspec depends on the Flutter SDK. */
const isFlutter = (pubspec: Json | undefined): boolean =>
  object(object(pubspec?.["dependencies"])?.["flutter"])?.["sdk"] === "flutter" || object(pubspec?.["environment"])?.["flutter"] !== undefined;

export async function readDart({ root, profile, add, runners }: Reading): Promise<void> {
  const pubspec = await yamlOf(root, "pubspec.yaml", profile.problems);
  if (pubspec === undefined) return;
  profile.ecosystems.push("dart");
  const members = stringList(pubspec["workspace"]);
  // A pub workspace's members are the project's packages (their own CI steps are the project's).
  for (const member of members) if (isDirectory(path.join(root, member))) profile.workspaces.push({ path: member, name: path.posix.basename(member) });
  const memberSpecs = await Promise.all(members.map(async (member) => ({ member, pubspec: await yamlOf(root, `${member}/pubspec.yaml`, profile.problems) })));
  const flutter = isFlutter(pubspec) || memberSpecs.some((entry) => isFlutter(entry.pubspec));
  const fvm = exists(root, ".fvmrc") || exists(root, ".fvm/fvm_config.json") ? "fvm " : "";
  const tool = flutter ? `${fvm}flutter` : `${fvm}dart`;
  profile.packageManagers.push(flutter ? "flutter" : "pub");
  (profile.identities ??= []).push({
    ecosystem: "dart",
    file: "pubspec.yaml",
    ...(typeof pubspec["name"] === "string" && !pubspec["name"].startsWith("_") ? { name: pubspec["name"] } : {}),
    ...(typeof pubspec["description"] === "string" ? { description: pubspec["description"] } : {}),
  });
  const source = { file: "pubspec.yaml" };

  // Melos: scripts in melos.yaml (Melos 6 and before) or pubspec.yaml's `melos:` (Melos 7).
  const melosFile = exists(root, "melos.yaml") ? "melos.yaml" : object(pubspec["melos"]) !== undefined ? "pubspec.yaml" : undefined;
  if (melosFile !== undefined) {
    const config = melosFile === "melos.yaml" ? await yamlOf(root, "melos.yaml", profile.problems) : object(pubspec["melos"]);
    const recipes = new Map<string, Recipe>();
    for (const [name, value] of Object.entries(object(config?.["scripts"]) ?? {})) {
      const script = typeof value === "string" ? { run: value } : (object(value) ?? {});
      const body = [script["run"], script["exec"], object(script["exec"])?.["run"], ...stringList(script["steps"])].filter(
        (entry): entry is string => typeof entry === "string",
      );
      recipes.set(name, {
        name,
        lines: body
          .flatMap((entry) => entry.split("\n"))
          .map((line) => line.trim())
          .filter((line) => line !== "" && !line.startsWith("#")),
        deps: [],
        source: { file: melosFile, detail: `scripts.${name}` },
      });
    }
    runners.add({ kind: "melos", recipes, invoke: (name) => `melos run ${name}` });
    add("install", "melos bootstrap", { file: melosFile }, "runner");
    // Melos 7 (configured in pubspec.yaml) has commands of its own for every package at once, where
    // no script of the same name takes their place: analyze, format and its check, and the tests.
    if (melosFile === "pubspec.yaml") {
      const builtIn = (name: string, task: "lint" | "format" | "format-check" | "test", run: string): void => {
        if (!recipes.has(name)) add(task, run, { file: melosFile, detail: "(melos)" }, "runner", task === "lint" ? ["typecheck"] : undefined);
      };
      builtIn("analyze", "lint", "melos analyze");
      builtIn("format", "format", "melos format");
      builtIn("format", "format-check", "melos format --set-exit-if-changed");
      builtIn("test", "test", "melos test");
    }
  } else add("install", `${tool} pub get`, exists(root, "pubspec.lock") ? { file: "pubspec.lock" } : source, "runner");

  // Tests, analysis and formatting where the code is: the root package, else each member (`cd <package>`).
  const where = isDirectory(path.join(root, "test")) ? "" : members.length > 0 || melosFile !== undefined ? "cd <package> && " : undefined;
  if (where !== undefined) {
    const runner = where === "" ? tool : flutter ? "flutter" : "dart";
    add("test", `${where}${runner} test`, source, where === "" ? "config" : "fallback");
    add("test-one", `${where}${runner} test <file>`, source);
  }
  if (where === "" || exists(root, "analysis_options.yaml")) {
    add("lint", `${tool} analyze`, exists(root, "analysis_options.yaml") ? { file: "analysis_options.yaml" } : source, "config", ["typecheck"]);
    add("format", `${fvm}dart format .`, source);
    add("format-check", `${fvm}dart format --output=none --set-exit-if-changed .`, source);
  }
  // build_runner generates the code a package needs before it compiles (json_serializable, freezed,
  // mockito): its build. A Flutter app's build is for a platform (`flutter build apk`), not this.
  const app = flutter && (exists(root, "lib/main.dart") || ["android", "ios"].some((platform) => isDirectory(path.join(root, platform))));
  if (object(pubspec["dev_dependencies"])?.["build_runner"] !== undefined && !app)
    add("build", `${fvm}dart run build_runner build --delete-conflicting-outputs`, { file: "pubspec.yaml", detail: "(build_runner)" });
  if (flutter && isDirectory(path.join(root, "lib")) && object(pubspec["flutter"]) !== undefined) add("dev", `${tool} run`, source);
  profile.ignore.push(".dart_tool/");
}
