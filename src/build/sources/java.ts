// JVM projects: Maven (pom.xml, modules, its plugins) or Gradle (build files, included projects),
// with their wrappers when the project has them.
import { existsSync } from "node:fs";
import path from "node:path";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory, isSideWork } from "../profile.ts";
import type { Reading } from "../reading.ts";

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Whether a Maven plugin has its configuration at plugin level (not only inside an execution). */
function pluginConfigured(pom: string, artifactId: string): boolean {
  for (const match of pom.matchAll(/<plugin>([\s\S]*?)<\/plugin>/g)) {
    const plugin = match[1] ?? "";
    // The block's first artifactId is the plugin's own (another may name it inside its configuration).
    if (/<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(plugin)?.[1] !== artifactId) continue;
    const outside = plugin.replace(/<executions>[\s\S]*?<\/executions>/g, "");
    if (/<configuration>/.test(outside)) return true;
  }
  return false;
}

/** Maven formatter plugins: artifact, the goal that formats, the goal that checks. */
const FORMAT_PLUGINS: [string, string, string][] = [
  ["spring-javaformat-maven-plugin", "spring-javaformat:apply", "spring-javaformat:validate"],
  ["fmt-maven-plugin", "fmt:format", "fmt:check"],
  ["formatter-maven-plugin", "formatter:format", "formatter:validate"],
  ["sortpom-maven-plugin", "sortpom:sort", "sortpom:verify"],
];

export async function readJava({ root, profile, add, runners }: Reading): Promise<void> {
  const maven = exists(root, "pom.xml");
  const gradleFile = ["build.gradle.kts", "build.gradle", "settings.gradle.kts", "settings.gradle"].find((file) => exists(root, file));
  if (!maven && gradleFile === undefined) return;
  profile.ecosystems.push("java");
  if (maven) {
    profile.packageManagers.push("maven");
    const mvn = exists(root, "mvnw") ? "./mvnw" : "mvn";
    const pom = (await readTextOr(path.join(root, "pom.xml"), profile.problems)) ?? "";
    const modules = [...pom.matchAll(/<module>([^<]+)<\/module>/g)].map((match) => match[1] ?? "");
    // Modules that use each other's builds find them in the local repository: a multi-module
    // build is set up by installing every module once (`mvn install -DskipTests`).
    if (modules.length > 0) add("install", `${mvn} install -DskipTests`, { file: "pom.xml", detail: "(modules)" }, "fallback");
    add("build", `${mvn} package`, { file: "pom.xml" }, "runner");
    add("test", `${mvn} test`, { file: "pom.xml" }, "runner");
    // Across modules, those without the test must not fail the run.
    add("test-one", modules.length > 0 ? `${mvn} test -Dtest=<TestName> -Dsurefire.failIfNoSpecifiedTests=false` : `${mvn} test -Dtest=<TestName>`, {
      file: "pom.xml",
    });
    add("check", `${mvn} verify`, { file: "pom.xml" }, "runner");
    // A plugin's goal run by hand uses only the plugin's own configuration: one configured only
    // inside an <execution> runs with its defaults (checkstyle's sun_checks), so it is left out.
    if (pluginConfigured(pom, "spotless-maven-plugin")) {
      add("format", `${mvn} spotless:apply`, { file: "pom.xml", detail: "(spotless)" });
      add("format-check", `${mvn} spotless:check`, { file: "pom.xml", detail: "(spotless)" });
    }
    if (pluginConfigured(pom, "maven-checkstyle-plugin")) add("lint", `${mvn} checkstyle:check`, { file: "pom.xml", detail: "(checkstyle)" });
    // Formatters whose goals need no configuration of their own: declared is enough.
    for (const [artifact, format, check] of FORMAT_PLUGINS) {
      if (!new RegExp(`<artifactId>\\s*${artifact}\\s*</artifactId>`).test(pom)) continue;
      add("format", `${mvn} ${format}`, { file: "pom.xml", detail: `(${artifact})` });
      add("format-check", `${mvn} ${check}`, { file: "pom.xml", detail: `(${artifact})` });
      break;
    }
    for (const module of modules) if (isDirectory(path.join(root, module))) profile.workspaces.push({ path: module, name: module });
    // A Spring Boot application (its Maven plugin in the build) is started with `spring-boot:run`;
    // in a multi-module build, in the one module that builds it.
    const bootPlugin = /<artifactId>\s*spring-boot-maven-plugin\s*<\/artifactId>/;
    // (A sample's or demo's application is no dev loop of the project's.)
    const booting = (
      await Promise.all(
        modules
          .filter((module) => !isSideWork(module))
          .slice(0, 40)
          .map(async (module) => (bootPlugin.test((await readTextOr(path.join(root, module, "pom.xml"), [])) ?? "") ? module : undefined)),
      )
    ).filter((module): module is string => module !== undefined);
    if (modules.length === 0 && bootPlugin.test(pom)) add("dev", `${mvn} spring-boot:run`, { file: "pom.xml", detail: "(spring-boot)" }, "fallback");
    else if (booting.length === 1)
      add("dev", `${mvn} -pl ${booting[0] ?? ""} spring-boot:run`, { file: `${booting[0] ?? ""}/pom.xml`, detail: "(spring-boot)" }, "fallback");
    profile.ignore.push("target/");
  } else if (gradleFile !== undefined) {
    profile.packageManagers.push("gradle");
    const gradle = exists(root, "gradlew") ? "./gradlew" : "gradle";
    const text = (await readTextOr(path.join(root, gradleFile), profile.problems)) ?? "";
    // An Android project has no plain `test`: its tests run per build variant (`testDebug`), as CI says.
    const appBuild = ["app/build.gradle.kts", "app/build.gradle"].find((file) => exists(root, file));
    // A plugin the root only declares for its modules (`apply false`) is not applied, and a comment applies nothing.
    const applied = (build: string): string =>
      build
        .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "")
        .split("\n")
        .filter((line) => !/\bapply\s*\(?\s*false\b/.test(line))
        .join("\n");
    const android = /com\.android\.|android\.application|\bandroid\s*\{/.test(
      applied(text + "\n" + ((appBuild ? await readTextOr(path.join(root, appBuild), profile.problems) : "") ?? "")),
    );
    const trust = android ? "config" : "runner";
    add("build", `${gradle} build`, { file: gradleFile }, trust);
    if (!android) add("check", `${gradle} check`, { file: gradleFile }, trust);
    // Spotless applied here, or through a version catalog alias (`alias(libs.plugins.spotless)`).
    // Its steps (ktlint, google-java-format, license headers) are the style lint a project has when
    // it has no other: where nothing else lints, `spotlessCheck` does and `spotlessApply` fixes.
    if (/com\.diffplug\.spotless|\bspotless\s*\{|plugins\.spotless\b/.test(text)) {
      add("format", `${gradle} spotlessApply`, { file: gradleFile, detail: "(spotless)" }, "config", ["lint-fix"]);
      add("format-check", `${gradle} spotlessCheck`, { file: gradleFile, detail: "(spotless)" }, "config", ["lint"]);
    }
    // The ktlint Gradle plugin (org.jlleitschuh.gradle.ktlint), declared in the version catalog or a
    // build file and applied in the modules: its tasks check and rewrite Kotlin's style, lint and format alike.
    const catalog = (await readTextOr(path.join(root, "gradle/libs.versions.toml"), [])) ?? "";
    if (/org\.jlleitschuh\.gradle\.ktlint/.test(`${text}\n${catalog}`)) {
      add("format", `${gradle} ktlintFormat`, { file: gradleFile, detail: "(ktlint)" }, "config", ["lint-fix"]);
      add("format-check", `${gradle} ktlintCheck`, { file: gradleFile, detail: "(ktlint)" }, "config", ["lint"]);
    }
    // Kotlinter (org.jmailen.kotlinter), ktlint's other Gradle plugin: `lintKotlin` and `formatKotlin`.
    if (/org\.jmailen\.kotlinter/.test(`${text}\n${catalog}`)) {
      add("lint", `${gradle} lintKotlin`, { file: gradleFile, detail: "(kotlinter)" }, "config", ["format-check"]);
      add("lint-fix", `${gradle} formatKotlin`, { file: gradleFile, detail: "(kotlinter)" }, "config", ["format"]);
    }
    const settings = ["settings.gradle.kts", "settings.gradle"].find((file) => exists(root, file));
    const included = settings ? ((await readTextOr(path.join(root, settings), profile.problems)) ?? "") : "";
    // `include(":a", ":b")` over several lines, or Groovy's `include ':a', ':b'`; comments read as nothing.
    const settingsCode = included.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "");
    for (const match of settingsCode.matchAll(/\binclude\s*\(([^)]*)\)|\binclude\s+([^\n(]+)/g)) {
      for (const name of (match[1] ?? match[2] ?? "").split(",").map((part) =>
        part
          .trim()
          .replace(/^["':]+|["']+$/g, "")
          .replace(/:/g, "/"),
      )) {
        if (name !== "" && isDirectory(path.join(root, name))) profile.workspaces.push({ path: name, name });
      }
    }
    const multi = profile.workspaces.length > 0;
    // The modules' own build files say how their unit tests run: an Android module's per build
    // variant (`testDebugUnitTest`), a Kotlin Multiplatform module's per target (`jvmTest`; `allTests` runs every target's).
    const modules = await Promise.all(
      profile.workspaces.slice(0, 40).map(async (workspace) => {
        const file = ["build.gradle.kts", "build.gradle"].map((name) => path.join(root, workspace.path, name)).find((candidate) => existsSync(candidate));
        return file === undefined ? "" : applied((await readTextOr(file, profile.problems)) ?? "");
      }),
    );
    const most = (pattern: RegExp): boolean => {
      const built = modules.filter((text) => text !== "");
      return built.length > 0 && built.filter((text) => pattern.test(text)).length * 2 > built.length;
    };
    // A Spring Boot application (the plugin applied: `id("org.springframework.boot")`, a catalog alias)
    // is started with `bootRun`: at the root, or in the one module that applies it.
    const springBoot =
      /\bid\s*\(?\s*["']org\.springframework\.boot["']|alias\s*\(\s*libs\.plugins\.spring[.-]?boot\s*\)|\bapply\s+plugin:\s*["']org\.springframework\.boot["']/i;
    const bootModules = profile.workspaces.slice(0, 40).filter((workspace, index) => springBoot.test(modules[index] ?? "") && !isSideWork(workspace.path));
    if (springBoot.test(applied(text))) add("dev", `${gradle} bootRun`, { file: gradleFile, detail: "(spring-boot)" }, "fallback");
    else if (bootModules.length === 1)
      add("dev", `${gradle} :${(bootModules[0]?.path ?? "").replace(/\//g, ":")}:bootRun`, { file: gradleFile, detail: "(spring-boot)" }, "fallback");
    const androidModules = !android && most(/com\.android\.(library|application)|android[.-](library|application)\b/);
    const multiplatform = !android && !androidModules && most(/kotlin\(\s*"multiplatform"\s*\)|kotlin[.-]multiplatform\b/);
    // The JVM target's name makes its test task: `jvm()` tests with `jvmTest`, `jvm("desktop")` with `desktopTest`.
    const jvmTarget =
      multiplatform && most(/^\s*jvm\s*(\(|\{)/m)
        ? (modules.map((text) => /^\s*jvm\s*\(\s*"(\w+)"/m.exec(text)?.[1]).find((name) => name !== undefined) ?? "jvm")
        : undefined;
    // An Android build with product flavours tests per flavour and build type (`testDemoDebugUnitTest`).
    const flavour = [text, ...modules]
      .map((build) => /productFlavors\s*\{[\s\S]*?(?:create|register|maybeCreate)\s*\(\s*["'](\w+)["']|productFlavors\s*\{\s*(\w+)\s*\{/.exec(build))
      .find((found) => found !== null);
    const variant = flavour === undefined ? "Debug" : `${capitalize(flavour[1] ?? flavour[2] ?? "")}Debug`;
    const where = multi ? ":<project>:" : "";
    if (android || androidModules) runners.gradleUnitTest = `test${variant}UnitTest`;
    else if (jvmTarget !== undefined) runners.gradleUnitTest = `${jvmTarget}Test`;
    if (!android && !androidModules) add("test", `${gradle} ${multiplatform ? "allTests" : "test"}`, { file: gradleFile }, trust);
    // (A build variant of its own flavours, `testDemoDebug`, is what CI's test line says: that comes first.)
    if (runners.gradleUnitTest !== undefined)
      add("test-one", `${gradle} ${where}${runners.gradleUnitTest} --tests '<Class>.<method>'`, { file: gradleFile }, "fallback");
    else if (!multiplatform) add("test-one", `${gradle} ${where}test --tests '<Class>.<method>'`, { file: gradleFile });
    profile.ignore.push("build/", ".gradle/");
  }
}
