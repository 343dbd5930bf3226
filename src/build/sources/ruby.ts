// Ruby projects: the Gemfile's test and lint gems, Rails' bin/rails, and the Rakefile's tasks
// (`task name: deps`, `sh "…"` bodies, Rake::TestTask, RSpec and RuboCop rake tasks).
import { readdirSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory, readFirstOf } from "../profile.ts";
import type { Reading } from "../reading.ts";
import type { Recipe } from "../recipes.ts";

/** A Ruby symbol list or single symbol / string: `[:spec, :rubocop]`, `%i[spec rubocop]`, `:spec`. */
function symbols(text: string): string[] {
  const words = /%[iw]\[([^\]]*)\]/.exec(text)?.[1];
  if (words !== undefined) return words.split(/\s+/).filter((word) => word !== "");
  return [...text.matchAll(/:(\w[\w:]*)|["'](\w[\w:]*)["']/g)].map((match) => match[1] ?? match[2] ?? "");
}

// The Rakefile's task files: those in rakelib/ (Rake loads them itself) and those it loads with
// `Dir['tasks/**/*.rake'].each { load }` or `import`.
function taskFiles(root: string, rakefile: string): string[] {
  // A Rails application's Rakefile (`Rails.application.load_tasks`) loads lib/tasks/*.rake.
  const rails = /\bapplication\.load_tasks\b/i.test(rakefile) ? ["lib/tasks/*.rake"] : [];
  const globs = [
    "rakelib/*.rake",
    ...rails,
    ...[...rakefile.matchAll(/Dir\[\s*["']([^"']+\.rake)["']\s*\]|(?:load|import)\s*\(?\s*["']([^"']+\.rake)["']/g)].map((match) => match[1] ?? match[2] ?? ""),
  ];
  return fg
    .sync(
      globs.filter((glob) => glob !== "" && !glob.startsWith("/") && !glob.includes("..")),
      { cwd: root, onlyFiles: true, suppressErrors: true },
    )
    .sort()
    .slice(0, 20);
}

async function rake({ root, profile, runners }: Reading, bundled: boolean): Promise<void> {
  const found = await readFirstOf({ root, profile }, ["Rakefile", "rakefile", "Rakefile.rb"]);
  if (found === null) return;
  const recipes = new Map<string, Recipe>();
  const files = [
    found,
    ...(await Promise.all(
      taskFiles(root, found.text).map(async (file) => ({ file, text: (await readTextOr(path.join(root, file), profile.problems)) ?? "" })),
    )),
  ];
  for (const { file, text } of files) {
    let current: Recipe | undefined;
    const define = (name: string, line: number, lines: string[] = [], deps: string[] = []): Recipe => {
      const recipe = recipes.get(name) ?? { name, lines: [], deps: [], source: { file, line, detail: `(${name})` } };
      recipe.lines.push(...lines);
      recipe.deps.push(...deps);
      recipes.set(name, recipe);
      return recipe;
    };
    // Tasks that required libraries define: Bundler's gem tasks, Standard's lint and its fix.
    if (/require\s+["']bundler\/gem_tasks["']/.test(text)) define("build", 1, ["gem build"]);
    if (/require\s+["']standard\/rake["']/.test(text)) {
      define("standard", 1, ["standardrb"]);
      define("standard:fix", 1, ["standardrb --fix"]);
    }
    // `namespace :lint do … task :herb` is the task `lint:herb`.
    const namespaces: { name: string; indent: number }[] = [];
    text.split(/\r?\n/).forEach((line, index) => {
      const indent = /^\s*/.exec(line)?.[0].length ?? 0;
      if (namespaces.length > 0 && /^\s*end\b/.test(line) && indent <= (namespaces.at(-1)?.indent ?? 0)) {
        namespaces.pop();
        return;
      }
      const space = /^\s*namespace\s*\(?\s*:?["']?(\w+)["']?\s*\)?\s*do\b/.exec(line);
      if (space) {
        namespaces.push({ name: space[1] ?? "", indent });
        return;
      }
      const prefix = namespaces.map((entry) => `${entry.name}:`).join("");
      const testTask = /(Rake::TestTask|Minitest::TestTask)\.(new|create)(?:\(\s*:?["']?(\w+)["']?)?/.exec(line);
      if (testTask) current = define(`${prefix}${testTask[3] ?? "test"}`, index + 1, ["ruby -Itest"]);
      const rspec = /RSpec::Core::RakeTask\.new(?:\(\s*:?["']?(\w+)["']?)?/.exec(line);
      if (rspec) current = define(`${prefix}${rspec[1] ?? "spec"}`, index + 1, ["rspec"]);
      const rubocop = /RuboCop::RakeTask\.new(?:\(\s*:?["']?(\w+)["']?)?/.exec(line);
      if (rubocop) current = define(`${prefix}${rubocop[1] ?? "rubocop"}`, index + 1, ["rubocop"]);
      const task =
        /^\s*(?:multi)?task\s*\(?\s*(?::(\w+)|["'](\w+)["']|(\w+):)\s*(?:(?:=>|,)?\s*(.*))?$/.exec(line) ??
        /^\s*(?:multi)?task\s*\(?\s*(\w+):\s*(.*)$/.exec(line);
      if (task && !testTask && !rspec && !rubocop) {
        const name = `${prefix}${task[1] ?? task[2] ?? task[3] ?? ""}`;
        const rest = (task[4] ?? "").replace(/\bdo\b.*$/, "").replace(/\{.*$/, "");
        current = define(name, index + 1, [], symbols(rest));
        return;
      }
      // `Rake::Task["spec"].invoke` runs another task, as a dependency does.
      const invoked = /\bRake::Task\[\s*:?["']?([\w:]+)["']?\s*\]\.(invoke|execute)\b/.exec(line);
      if (current && invoked) current.deps.push(invoked[1] ?? "");
      const sh = /^\s*(?:sh|system|ruby)\s*\(?\s*["']([^"']+)["']/.exec(line);
      if (current && sh) current.lines.push(/^\s*ruby/.test(line) ? `ruby ${sh[1]}` : (sh[1] ?? ""));
    });
  }
  // A task whose body is Ruby code svc cannot read (`task :spec do … end`) is what its name says.
  for (const recipe of recipes.values()) if (recipe.lines.length === 0 && recipe.deps.length === 0) recipe.lines.push("ruby -e task");
  const rakeCommand = bundled ? "bundle exec rake" : "rake";
  // A task no file here defines comes from a library the Rakefile requires: its name says what it does.
  runners.add({ kind: "rake", recipes, invoke: (name) => (name === "default" ? rakeCommand : `${rakeCommand} ${name}`), undefinedByName: true });
}

/** The gemspecs' text: a gem's development dependencies are listed there. */
async function gemspecText(root: string, problems: Reading["profile"]["problems"]): Promise<string> {
  let names: string[] = [];
  try {
    names = readdirSync(root).filter((name) => name.endsWith(".gemspec"));
  } catch {
    return "";
  }
  const texts = await Promise.all(names.map((name) => readTextOr(path.join(root, name), problems)));
  return texts.join("\n");
}

export async function readRuby(reading: Reading): Promise<void> {
  const { root, profile, add, runners } = reading;
  const gemfile = await readTextOr(path.join(root, "Gemfile"), profile.problems);
  if (gemfile === null && !exists(root, "Rakefile")) return;
  profile.ecosystems.push("ruby");
  await rake(reading, gemfile !== null);
  if (gemfile === null) return;
  profile.packageManagers.push("bundler");
  const gems = gemfile + (await gemspecText(root, profile.problems));
  const gem = (name: string): boolean => new RegExp(`^\\s*gem\\s+["']${name}["']|add_development_dependency[ (]+["']${name}["']`, "m").test(gems);
  add("install", "bundle install", { file: "Gemfile" });
  const rspec = gem("rspec") || gem("rspec-rails") || exists(root, ".rspec");
  const rakeRunner = runners.get("rake");
  // A Rails application: its bin/rails, or the rails gem with the application's config/application.rb
  // or a Rakefile that loads the application's tasks (`Rails.application.load_tasks`).
  const rakefile = exists(root, "Rakefile") ? ((await readTextOr(path.join(root, "Rakefile"), profile.problems)) ?? "") : "";
  const railsFile = exists(root, "config/application.rb") ? "config/application.rb" : /\bapplication\.load_tasks\b/i.test(rakefile) ? "Rakefile" : undefined;
  // Bundler's gem tasks (`require "bundler/gem_tasks"`, `Bundler::GemHelper.install_tasks`) build the gem with `rake build`.
  if (/bundler\/gem_tasks|Bundler::GemHelper\.install_tasks/.test(rakefile))
    add("build", "bundle exec rake build", { file: "Rakefile", detail: "(Bundler's gem tasks)" }, "fallback");
  const railsApp = exists(root, "bin/rails")
    ? { rails: "bin/rails", file: "bin/rails" }
    : gem("rails") && railsFile !== undefined
      ? { rails: "bundle exec rails", file: railsFile }
      : undefined;
  if (railsApp !== undefined) {
    const { rails, file } = railsApp;
    if (rspec) {
      add("test", "bundle exec rspec", { file });
      add("test-one", "bundle exec rspec spec/<file>_spec.rb:<line>", { file: ".rspec" });
    } else {
      add("test", `${rails} test`, { file });
      add("test-one", `${rails} test test/<file>_test.rb:<line>`, { file });
    }
    add("migrate", `${rails} db:migrate`, { file });
    // Rails' bin/dev (`rails new` writes it) is the application's own dev entry point, as a recipe named dev is.
    if (exists(root, "bin/dev")) add("dev", "bin/dev", { file: "bin/dev" }, "runner");
    else add("dev", `${rails} server`, { file });
  } else if (rspec) {
    add("test", "bundle exec rspec", { file: exists(root, ".rspec") ? ".rspec" : "Gemfile", detail: "(rspec)" });
    add("test-one", "bundle exec rspec spec/<file>_spec.rb:<line>", { file: exists(root, ".rspec") ? ".rspec" : "Gemfile" });
  } else if (exists(root, "bin/test") && !isDirectory(path.join(root, "bin/test"))) {
    // A gem's own test binstub (Rails' test runner, as devise and ruby-lsp write it) takes files and lines.
    add("test-one", "bin/test test/<file>_test.rb", { file: "bin/test" });
  } else if (rakeRunner?.recipes.has("test")) {
    add(
      "test-one",
      'bundle exec rake test TEST=test/<file>_test.rb TESTOPTS="--name=<test_name>"',
      rakeRunner.recipes.get("test")?.source ?? { file: "Rakefile" },
    );
  }
  // Standard wraps RuboCop with its own rules: where the project configures Standard and not
  // RuboCop (`.standard.yml`, no `.rubocop.yml`), `standardrb` is its lint and its fix.
  const standard = gem("standard") || exists(root, ".standard.yml");
  const standardFirst = standard && !exists(root, ".rubocop.yml");
  if (standardFirst) {
    const source = exists(root, ".standard.yml") ? { file: ".standard.yml" } : { file: "Gemfile", detail: "(standard)" };
    add("lint", "bundle exec standardrb", source);
    add("lint-fix", "bundle exec standardrb --fix", source, "config", ["format"]);
  }
  if (gem("rubocop") || exists(root, ".rubocop.yml")) {
    const source = gem("rubocop") ? { file: "Gemfile", detail: "(rubocop)" } : { file: ".rubocop.yml" };
    // Rails' binstub (`bin/rubocop`) where the project has one.
    const rubocop = exists(root, "bin/rubocop") ? "bin/rubocop" : "bundle exec rubocop";
    add("lint", rubocop, source);
    add("lint-fix", `${rubocop} -a`, source, "config", ["format"]);
  }
  if (standard && !standardFirst) add("lint", "bundle exec standardrb", { file: "Gemfile", detail: "(standard)" });
  profile.ignore.push("vendor/bundle/", "log/", "tmp/");
}
