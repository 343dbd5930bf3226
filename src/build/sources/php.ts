// PHP projects: composer.json (its scripts are the project's recipes, run as `composer <name>`), the
// test runner it really uses (Laravel's `php artisan test`, Pest, PHPUnit, ParaTest) and the tools
// it configures (pint, PHP-CS-Fixer, PHP_CodeSniffer, PHPStan, Psalm, Rector).
import path from "node:path";
import { parseJsonObject } from "../../harness/formats/json.ts";
import { readParsed } from "../../harness/io.ts";
import { nameAndDescription } from "../identity.ts";
import { exists, object, type Source } from "../profile.ts";
import type { Reading } from "../reading.ts";
import type { Recipe } from "../recipes.ts";

/** Composer's own events: scripts it runs itself (`post-install-cmd`), no command of their own. */
const EVENT =
  /^(pre|post)-(install|update|autoload|status|archive|root-package|create-project|package|operations|file-download|command)(-|$)|^(pre|post)-.*-cmd$/;

/** The composer commands a script name would shadow: those scripts are run with `composer run-script`. */
const BUILTIN = new Set([
  "install",
  "update",
  "require",
  "remove",
  "validate",
  "show",
  "status",
  "archive",
  "config",
  "audit",
  "exec",
  "init",
  "search",
  "outdated",
  "list",
  "help",
  "global",
  "diagnose",
]);

/** A composer script's line as a shell line: `@php artisan test` → `php artisan test`, `@lint` → `composer lint`. */
function scriptLine(line: string, scripts: Record<string, unknown>): string {
  const trimmed = line.trim();
  const reference = /^@([\w:.-]+)(.*)$/.exec(trimmed);
  if (reference === null) return trimmed;
  const [, name = "", rest = ""] = reference;
  if (name === "php") return `php${rest}`;
  if (name === "composer") return `composer${rest}`;
  if (name === "putenv") return "";
  return Object.hasOwn(scripts, name) ? `composer run-script ${name}${rest}` : trimmed;
}

export async function readPhp({ root, profile, add, runners }: Reading): Promise<void> {
  const manifest = await readParsed(path.join(root, "composer.json"), parseJsonObject, profile.problems);
  if (manifest === null) return;
  profile.ecosystems.push("php");
  profile.packageManagers.push("composer");
  (profile.identities ??= []).push({ ecosystem: "php", file: "composer.json", ...nameAndDescription(manifest) });
  add("install", "composer install", { file: exists(root, "composer.lock") ? "composer.lock" : "composer.json" }, "runner");

  const scripts = object(manifest["scripts"]) ?? {};
  const recipes = new Map<string, Recipe>();
  for (const [name, value] of Object.entries(scripts)) {
    const raw = typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((line): line is string => typeof line === "string") : [];
    // A PHP callback (`Illuminate\Foundation\ComposerScripts::postAutoloadDump`) runs code svc cannot read.
    const lines = raw
      .map((line) => (/^[\\\w]+::\w+$/.test(line.trim()) ? "php composer-callback.php" : scriptLine(line, scripts)))
      .filter((line) => line !== "");
    recipes.set(name, { name, lines, deps: [], source: { file: "composer.json", detail: `scripts.${name}` } });
  }
  runners.add({
    kind: "composer",
    recipes,
    invoke: (name) => (BUILTIN.has(name) ? `composer run-script ${name}` : `composer ${name}`),
    hidden: (name) => EVENT.test(name),
  });

  const dev = { ...(object(manifest["require"]) ?? {}), ...(object(manifest["require-dev"]) ?? {}) };
  const requires = (name: string): boolean => Object.hasOwn(dev, name);
  const configured = (files: string[]): string | undefined => files.find((file) => exists(root, file));
  const vendor = (tool: string): string => `vendor/bin/${tool}`;

  // Tests: Laravel's artisan runs them for an application; else the runner the project requires.
  const laravel = exists(root, "artisan") && requires("laravel/framework");
  const phpunitConfig = configured(["phpunit.xml.dist", "phpunit.xml", "phpunit.dist.xml"]);
  const pest = requires("pestphp/pest") || exists(root, "tests/Pest.php");
  const source = (file: string | undefined, detail?: string): Source => ({ file: file ?? "composer.json", ...(detail !== undefined ? { detail } : {}) });
  if (laravel) {
    add("test", "php artisan test", { file: "artisan" });
    add("test-one", "php artisan test --filter=<TestName>", { file: "artisan" });
    add("migrate", "php artisan migrate", { file: "artisan" });
    add("dev", "php artisan serve", { file: "artisan" });
  } else if (pest) {
    add("test", vendor("pest"), source("composer.json", "(pestphp/pest)"));
    add("test-one", `${vendor("pest")} --filter=<TestName>`, source("composer.json", "(pestphp/pest)"));
  } else if (phpunitConfig !== undefined || requires("phpunit/phpunit") || requires("symfony/phpunit-bridge")) {
    // Symfony's PHPUnit bridge without PHPUnit itself: its `simple-phpunit` installs and runs PHPUnit.
    const phpunit = requires("symfony/phpunit-bridge") && !requires("phpunit/phpunit") ? "simple-phpunit" : "phpunit";
    const from = source(phpunitConfig, phpunitConfig === undefined ? `(${phpunit === "phpunit" ? "phpunit/phpunit" : "symfony/phpunit-bridge"})` : undefined);
    add("test", vendor(phpunit), from);
    // One test file: what the project's contributors name most (a name filter runs every test that matches).
    add("test-one", `${vendor(phpunit)} <file>`, from);
  }

  // A Symfony application's Doctrine migrations run through its console.
  if (exists(root, "bin/console") && requires("doctrine/doctrine-migrations-bundle"))
    add("migrate", "bin/console doctrine:migrations:migrate", source("composer.json", "(doctrine/doctrine-migrations-bundle)"));

  const pint = configured(["pint.json"]) ?? (requires("laravel/pint") ? "composer.json" : undefined);
  const fixer = configured([".php-cs-fixer.dist.php", ".php-cs-fixer.php", ".php_cs.dist", ".php_cs"]);
  const phpcs = configured(["phpcs.xml.dist", "phpcs.xml", ".phpcs.xml.dist", ".phpcs.xml"]);
  if (pint !== undefined) {
    add("format", vendor("pint"), source(pint, pint === "composer.json" ? "(laravel/pint)" : undefined), "config", ["lint-fix"]);
    add("format-check", `${vendor("pint")} --test`, source(pint, pint === "composer.json" ? "(laravel/pint)" : undefined), "config", ["lint"]);
  } else if (fixer !== undefined) {
    add("format", `${vendor("php-cs-fixer")} fix`, source(fixer), "config", ["lint-fix"]);
    add("format-check", `${vendor("php-cs-fixer")} fix --dry-run --diff`, source(fixer), "config", ["lint"]);
  }
  if (phpcs !== undefined) {
    add("lint", vendor("phpcs"), source(phpcs), "config", ["format-check"]);
    add("lint-fix", vendor("phpcbf"), source(phpcs), "config", ["format"]);
  }
  const ecs = configured(["ecs.php"]);
  if (ecs !== undefined) {
    add("lint", `${vendor("ecs")} check`, source(ecs), "config", ["format-check"]);
    add("lint-fix", `${vendor("ecs")} check --fix`, source(ecs), "config", ["format"]);
  }
  const phpstan = configured(["phpstan.neon", "phpstan.neon.dist", "phpstan.dist.neon"]);
  const psalm = configured(["psalm.xml", "psalm.xml.dist"]);
  if (phpstan !== undefined) add("typecheck", `${vendor("phpstan")} analyse`, source(phpstan));
  else if (psalm !== undefined) add("typecheck", vendor("psalm"), source(psalm));
  profile.ignore.push("vendor/");
}
