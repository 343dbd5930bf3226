// JVM projects: Maven (pom.xml, modules, its plugins) or Gradle (build files, included projects),
// with their wrappers when the project has them.
import path from "node:path";
import { readTextOr } from "../../io.ts";
import { exists, isDirectory, type Reading } from "../profile.ts";

export async function readJava({ root, profile, add }: Reading): Promise<void> {
  const maven = exists(root, "pom.xml");
  const gradleFile = ["build.gradle.kts", "build.gradle", "settings.gradle.kts", "settings.gradle"].find((file) => exists(root, file));
  if (!maven && gradleFile === undefined) return;
  profile.ecosystems.push("java");
  if (maven) {
    profile.packageManagers.push("maven");
    const mvn = exists(root, "mvnw") ? "./mvnw" : "mvn";
    add("build", `${mvn} -B package`, { file: "pom.xml" });
    add("test", `${mvn} -B test`, { file: "pom.xml" });
    const pom = (await readTextOr(path.join(root, "pom.xml"), profile.problems)) ?? "";
    if (/<artifactId>spotless-maven-plugin<\/artifactId>/.test(pom)) add("format", `${mvn} spotless:apply`, { file: "pom.xml", detail: "(spotless)" });
    if (/<artifactId>maven-checkstyle-plugin<\/artifactId>/.test(pom)) add("lint", `${mvn} checkstyle:check`, { file: "pom.xml", detail: "(checkstyle)" });
    for (const module of [...pom.matchAll(/<module>([^<]+)<\/module>/g)].map((match) => match[1] ?? "")) if (isDirectory(path.join(root, module))) profile.workspaces.push({ path: module, name: module });
    profile.ignore.push("target/");
  } else if (gradleFile !== undefined) {
    profile.packageManagers.push("gradle");
    const gradle = exists(root, "gradlew") ? "./gradlew" : "gradle";
    add("build", `${gradle} build`, { file: gradleFile });
    add("test", `${gradle} test`, { file: gradleFile });
    const text = (await readTextOr(path.join(root, gradleFile), profile.problems)) ?? "";
    if (/spotless/.test(text)) add("format", `${gradle} spotlessApply`, { file: gradleFile, detail: "(spotless)" });
    const settings = ["settings.gradle.kts", "settings.gradle"].find((file) => exists(root, file));
    const included = settings ? ((await readTextOr(path.join(root, settings), profile.problems)) ?? "") : "";
    for (const match of included.matchAll(/include\s*\(?([^)\n]+)\)?/g)) {
      for (const name of (match[1] ?? "").split(",").map((part) => part.trim().replace(/^["':]+|["']+$/g, "").replace(/:/g, "/"))) {
        if (name !== "" && isDirectory(path.join(root, name))) profile.workspaces.push({ path: name, name });
      }
    }
    profile.ignore.push("build/", ".gradle/");
  }
}
