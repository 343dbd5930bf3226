// Ruby projects: the Gemfile's test and lint gems, Rails' bin/rails, and the Rakefile's tasks
// (`task name: deps`, `sh "…"` bodies, Rake::TestTask, RSpec and RuboCop rake tasks).
import { readdirSync } from "node:fs";
import path from "node:path";
import { readTextOr } from "../../io.ts";
import { exists, readFirstOf, type Reading } from "../profile.ts";
import type { Recipe } from "../recipes.ts";

/** A Ruby symbol list or single symbol / string: `[:spec, :rubocop]`, `%i[spec rubocop]`, `:spec`. */
function symbols(text: string): string[] {
  const words = /%[iw]\[([^\]]*)\]/.exec(text)?.[1];
  if (words !== undefined) return words.split(/\s+/).filter((word) => word !== "");
  return [...text.matchAll(/:(\w[\w:]*)|["'](\w[\w:]*)["']/g)].map((match) => match[1] ?? match[2] ?? "");
}

async function rake({ root, profile, runners }: Reading, bundled: boolean): Promise<void> {
  const found = await readFirstOf({ root, profile }, ["Rakefile", "rakefile", "Rakefile.rb"]);
  if (found === null) return;
  const { file, text } = found;
  const recipes = new Map<string, Recipe>();
  let current: Recipe | undefined;
  const define = (name: string, line: number, lines: string[] = [], deps: string[] = []): Recipe => {
    const recipe = recipes.get(name) ?? { name, lines: [], deps: [], source: { file, line, detail: `(${name})` } };
    recipe.lines.push(...lines);
    recipe.deps.push(...deps);
    recipes.set(name, recipe);
    return recipe;
  };
  text.split(/\r?\n/).forEach((line, index) => {
    const testTask = /(Rake::TestTask|Minitest::TestTask)\.(new|create)(?:\(\s*:?["']?(\w+)["']?)?/.exec(line);
    if (testTask) current = define(testTask[3] ?? "test", index + 1, ["ruby -Itest"]);
    const rspec = /RSpec::Core::RakeTask\.new(?:\(\s*:?["']?(\w+)["']?)?/.exec(line);
    if (rspec) current = define(rspec[1] ?? "spec", index + 1, ["rspec"]);
    const rubocop = /RuboCop::RakeTask\.new(?:\(\s*:?["']?(\w+)["']?)?/.exec(line);
    if (rubocop) current = define(rubocop[1] ?? "rubocop", index + 1, ["rubocop"]);
    const task = /^\s*(?:multi)?task\s*\(?\s*(?::(\w+)|["'](\w+)["']|(\w+):)\s*(?:(?:=>|,)?\s*(.*))?$/.exec(line) ?? /^\s*(?:multi)?task\s*\(?\s*(\w+):\s*(.*)$/.exec(line);
    if (task && !testTask && !rspec && !rubocop) {
      const name = task[1] ?? task[2] ?? task[3] ?? "";
      const rest = (task[4] ?? "").replace(/\bdo\b.*$/, "").replace(/\{.*$/, "");
      current = define(name, index + 1, [], symbols(rest));
      return;
    }
    const sh = /^\s*(?:sh|system|ruby)\s*\(?\s*["']([^"']+)["']/.exec(line);
    if (current && sh) current.lines.push(/^\s*ruby/.test(line) ? `ruby ${sh[1]}` : (sh[1] ?? ""));
  });
  const rakeCommand = bundled ? "bundle exec rake" : "rake";
  runners.add({ kind: "rake", recipes, invoke: (name) => (name === "default" ? rakeCommand : `${rakeCommand} ${name}`) });
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
  if (exists(root, "bin/rails")) {
    if (rspec) {
      add("test", "bundle exec rspec", { file: "bin/rails" });
      add("test-one", "bundle exec rspec spec/<file>_spec.rb:<line>", { file: ".rspec" });
    } else {
      add("test", "bin/rails test", { file: "bin/rails" });
      add("test-one", "bin/rails test test/<file>_test.rb:<line>", { file: "bin/rails" });
    }
    add("migrate", "bin/rails db:migrate", { file: "bin/rails" });
    add("dev", exists(root, "bin/dev") ? "bin/dev" : "bin/rails server", { file: exists(root, "bin/dev") ? "bin/dev" : "bin/rails" });
  } else if (rspec) {
    add("test", "bundle exec rspec", { file: exists(root, ".rspec") ? ".rspec" : "Gemfile", detail: "(rspec)" });
    add("test-one", "bundle exec rspec spec/<file>_spec.rb:<line>", { file: exists(root, ".rspec") ? ".rspec" : "Gemfile" });
  } else if (rakeRunner?.recipes.has("test")) {
    add("test-one", 'bundle exec rake test TEST=test/<file>_test.rb TESTOPTS="--name=<test_name>"', rakeRunner.recipes.get("test")?.source ?? { file: "Rakefile" });
  }
  if (gem("rubocop") || exists(root, ".rubocop.yml")) {
    const source = gem("rubocop") ? { file: "Gemfile", detail: "(rubocop)" } : { file: ".rubocop.yml" };
    add("lint", "bundle exec rubocop", source);
    add("lint-fix", "bundle exec rubocop -a", source);
  }
  if (gem("standard")) add("lint", "bundle exec standardrb", { file: "Gemfile", detail: "(standard)" });
  profile.ignore.push("vendor/bundle/", "log/", "tmp/");
}
