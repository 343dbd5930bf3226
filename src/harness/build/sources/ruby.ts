// Ruby projects: the Gemfile's test and lint gems, Rails' bin/rails, the Rakefile.
import path from "node:path";
import { readTextOr } from "../../io.ts";
import { exists, type Reading } from "../profile.ts";

export async function readRuby({ root, profile, add }: Reading): Promise<void> {
  const gemfile = await readTextOr(path.join(root, "Gemfile"), profile.problems);
  if (gemfile === null) return;
  profile.ecosystems.push("ruby");
  profile.packageManagers.push("bundler");
  const gem = (name: string): boolean => new RegExp(`^\\s*gem\\s+["']${name}["']`, "m").test(gemfile);
  add("install", "bundle install", { file: "Gemfile" });
  if (exists(root, "bin/rails")) add("test", gem("rspec-rails") ? "bundle exec rspec" : "bin/rails test", { file: "bin/rails" });
  else if (gem("rspec") || gem("rspec-rails") || exists(root, ".rspec")) add("test", "bundle exec rspec", { file: "Gemfile", detail: "(rspec)" });
  else if (exists(root, "Rakefile")) add("test", "bundle exec rake test", { file: "Rakefile" });
  if (gem("rubocop")) add("lint", "bundle exec rubocop", { file: "Gemfile", detail: "(rubocop)" });
  else if (exists(root, ".rubocop.yml")) add("lint", "bundle exec rubocop", { file: ".rubocop.yml" });
  if (gem("standard")) add("lint", "bundle exec standardrb", { file: "Gemfile", detail: "(standard)" });
  profile.ignore.push("vendor/bundle/", "log/", "tmp/");
}
