// .NET projects: a solution (`*.sln`, `*.slnx`) or project files (`*.csproj`, `*.fsproj`,
// `*.vbproj`), the SDK's restore / build / test, and how one test is picked: `--filter` for VSTest,
// or on Microsoft.Testing.Platform (global.json's test runner) the test framework's own options
// for one test project. A Cake or NUKE build script (`build.sh`, `build.ps1` beside `build.cake`,
// `cake.cs` or a `_build` project) runs every target by default: the project's "all checks".
import { readdirSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseJsonc } from "../../harness/formats/json.ts";
import { readTextOr } from "../../harness/io.ts";
import { exists, isSideWork, object } from "../profile.ts";
import type { Reading } from "../reading.ts";

/** Whether a project file is a test project: it references a test SDK or framework, or says so. */
function isTestProject(file: string, text: string): boolean {
  return (
    /Microsoft\.NET\.Test\.Sdk|xunit|nunit|MSTest|TUnit|<IsTestProject>\s*true/i.test(text) || /(^|[./])(Tests?|Specs?)(\.[^/]*)?\.(cs|fs|vb)proj$/.test(file)
  );
}

export async function readDotnet({ root, profile, add, runners }: Reading): Promise<void> {
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return;
  }
  const solutions = entries.filter((name) => /\.slnx?$/.test(name)).sort();
  const projects = fg
    .sync(["*.{csproj,fsproj,vbproj}", "*/*.{csproj,fsproj,vbproj}", "*/*/*.{csproj,fsproj,vbproj}"], {
      cwd: root,
      onlyFiles: true,
      suppressErrors: true,
      ignore: ["**/node_modules/**", "**/bin/**", "**/obj/**"],
    })
    .sort();
  if (solutions.length === 0 && projects.length === 0) return;
  // The build scripts' own projects (a Cake Frosting or NUKE project under `build/`, `_build/` or `eng/`)
  // build the project; they are neither its solution nor its tests.
  const buildScripts = (file: string): boolean => /^(build|_build|eng)\//i.test(file) || /(^|\/)_build\.csproj$/i.test(file);
  profile.ecosystems.push("dotnet");
  profile.packageManagers.push("dotnet");
  // With several solutions or projects at the root the SDK needs to be told which one (MSB1011):
  // the solution, where there is one (a `Build.csproj` traversal project beside it is the other).
  const rootProjects = projects.filter((project) => !project.includes("/"));
  // Nothing at the root, one solution a folder down (`src/markdig.slnx`): bare dotnet finds nothing, so it is named.
  // Of several, the one under `src/`, else the shortest path.
  const nested =
    solutions.length === 0 && rootProjects.length === 0
      ? fg
          .sync(["*/*.{sln,slnx}"], { cwd: root, onlyFiles: true, suppressErrors: true })
          .filter((file) => !buildScripts(file))
          .sort((a, b) => Number(!a.startsWith("src/")) - Number(!b.startsWith("src/")) || a.length - b.length || a.localeCompare(b))
          .slice(0, 1)
      : [];
  // Of several solutions, the project's own is the one the others extend (`OpenTelemetry.slnx` beside
  // `OpenTelemetry.Extended.slnx`): the shortest name.
  const entry = [...solutions].sort((a, b) => a.length - b.length || a.localeCompare(b))[0] ?? rootProjects[0];
  const target = solutions.length + rootProjects.length > 1 && entry !== undefined ? ` ${entry}` : nested.length === 1 ? ` ${nested[0] ?? ""}` : "";
  const manifest = entry ?? projects[0] ?? "";
  add("install", `dotnet restore${target}`, { file: manifest }, "runner");
  add("build", `dotnet build${target}`, { file: manifest }, "runner");
  const tests: string[] = [];
  const webApps: string[] = [];
  const migrating: string[] = [];
  for (const project of projects) {
    // Benchmarks, samples and the build's own project (NUKE's `_build`) are no tests.
    if (isSideWork(project.replace(/\.\w+proj$/, "")) || buildScripts(project)) continue;
    const text = (await readTextOr(path.join(root, project), profile.problems)) ?? "";
    const testing = isTestProject(project, text);
    if (testing) tests.push(project);
    else if (/<Project\s+Sdk="Microsoft\.NET\.Sdk\.Web"/.test(text) && !/(^|\/)(tests?|toys|fuzz|demos?|playground)\//i.test(project)) webApps.push(project);
    if (/Include="Microsoft\.EntityFrameworkCore\.(Design|Tools)"/.test(text) && !testing) migrating.push(project);
  }
  // EF Core's migrations, where one project carries its design-time tools and holds them (a
  // `Migrations` folder in it): `dotnet ef database update` applies them to the development database.
  const folder = migrating.length === 1 ? path.posix.dirname(migrating[0] ?? "") : undefined;
  const holds =
    folder !== undefined &&
    fg.sync(["Migrations", "*/Migrations", "*/*/Migrations"], { cwd: path.join(root, folder), onlyDirectories: true, suppressErrors: true }).length > 0;
  if (holds && migrating[0] !== undefined) {
    // Migrations in a class library run with the one web app as the startup project (its host and connection string).
    const app = webApps.length === 1 && webApps[0] !== migrating[0] ? path.posix.dirname(webApps[0] ?? "") : undefined;
    const startup = app !== undefined && app !== "." ? ` --startup-project ${app}` : "";
    add(
      "migrate",
      `dotnet ef database update --project ${folder === "." ? migrating[0] : folder}${startup}`,
      { file: migrating[0], detail: "(EF Core)" },
      "fallback",
    );
  }
  // The one ASP.NET Core application of the project (its Web SDK) is what a contributor starts to try a change.
  if (webApps.length === 1 && webApps[0] !== undefined) {
    const folder = path.posix.dirname(webApps[0]);
    add("dev", `dotnet run --project ${folder === "." ? webApps[0] : folder}`, { file: webApps[0], detail: "(Microsoft.NET.Sdk.Web)" }, "fallback");
  }
  if (tests.length > 0) {
    const globalJson = exists(root, "global.json")
      ? object(parseJsonc((await readTextOr(path.join(root, "global.json"), profile.problems)) ?? "{}"))
      : undefined;
    const platform = object(globalJson?.["test"])?.["runner"] === "Microsoft.Testing.Platform";
    // Microsoft.Testing.Platform's dotnet test takes no path: a solution or project is named by option.
    const testTarget = platform && target !== "" ? ` ${/\.slnx?$/.test(target) ? "--solution" : "--project"}${target}` : target;
    add("test", `dotnet test${testTarget}`, { file: tests[0] ?? manifest }, "runner");
    const packages =
      ((await readTextOr(path.join(root, "Directory.Packages.props"), [])) ?? "") + ((await readTextOr(path.join(root, tests[0] ?? ""), [])) ?? "");
    if (platform) {
      // Microsoft.Testing.Platform: one test project, and its framework's own filter (xUnit v3's
      // `--filter-method`, MSTest's and NUnit's `--filter`, TUnit's `--treenode-filter`).
      const solution = entry ?? nested[0] ?? "";
      const own = tests.find((test) => path.basename(test, path.extname(test)) === `${path.basename(solution, path.extname(solution))}.Tests`);
      // Several test projects, none the solution's own: the filter runs across the solution (found
      // in the current folder where it is the root's only one, named otherwise).
      const across = own === undefined && tests.length > 1 && /\.slnx?$/.test(solution);
      const scope = across ? testTarget : ` --project ${own ?? tests[0] ?? ""}`;
      const filter = /xunit\.v3/i.test(packages)
        ? "--filter-method <TestName>"
        : /TUnit/.test(packages)
          ? '--treenode-filter "/*/*/*/<TestName>"'
          : '--filter "FullyQualifiedName~<TestName>"';
      add("test-one", `dotnet test${scope} ${filter}`, { file: "global.json", detail: "(Microsoft.Testing.Platform)" });
    } else add("test-one", `dotnet test${target} --filter "FullyQualifiedName~<TestName>"`, { file: tests[0] ?? manifest });
  }
  // Cake (`build.cake`, `cake.cs`) or NUKE (`_build` project, `.nuke`): `./build.sh` runs its default target, every step.
  // A build script that declares its own targets (posh-build's `target default -depends …`, psake's `Task Default`) is one too.
  const scriptName = entries.find((name) => name.toLowerCase() === "build.ps1");
  const script = scriptName !== undefined ? ((await readTextOr(path.join(root, scriptName), profile.problems)) ?? "") : "";
  // A plain build script that builds and runs the tests (`dotnet build …`, then `dotnet test …`) is the
  // maintainers' run-everything too (serilog's, Dapper's, AutoMapper's Build.ps1).
  const buildsAndTests = /^[^#\n]*\bdotnet\s+test\b/m.test(script) && /^[^#\n]*\bdotnet\s+(build|test|pack)\b/m.test(script);
  runners.buildScriptRunsAll =
    entries.some((name) => name === "build.cake" || name === "cake.cs" || name === ".nuke") ||
    fg.sync(["*/_build.csproj", "build/*.csproj"], { cwd: root, suppressErrors: true }).length > 0 ||
    /^\s*(target|task)\s+-?(name\s+)?["']?default\b/im.test(script) ||
    buildsAndTests;
  if (scriptName !== undefined && buildsAndTests) add("check", `./${scriptName}`, { file: scriptName }, "fallback");
  profile.ignore.push("bin/", "obj/");
}
