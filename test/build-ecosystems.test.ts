// svc build on projects of the ecosystems it reads besides Node, Python, Rust, Go, Ruby and the JVM:
// PHP (composer scripts, Laravel, Pest / PHPUnit, pint, PHP-CS-Fixer, PHPStan), .NET (restore /
// build / test, one test per test platform, Cake and NUKE scripts), Elixir (mix, aliases, Credo,
// Dialyxir, Phoenix, Ecto), Swift (SwiftPM), C and C++ (CMake with presets and CTest, Meson), Dart
// and Flutter (pub, Melos, FVM), Scala (sbt), Haskell (cabal) and Zig. Each project is a small
// skeleton of the files a repository of that kind has.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { verdictOf } from "../src/build/classify.ts";
import { proposed, workflow } from "./support/build-case.ts";
import { json } from "./support/tree.ts";

describe("svc build: Ruby gems", () => {
  test("a gem that configures Standard and not RuboCop lints and fixes with standardrb", async () => {
    const found = await proposed({
      Gemfile: 'source "https://rubygems.org"\ngem "standard", require: false\ngem "rubocop", require: false\n',
      "Gemfile.lock": "",
      ".standard.yml": "fix: true\n",
    });
    assert.deepEqual(found.lint?.[0], "bundle exec standardrb");
    assert.deepEqual(found["lint-fix"]?.[0], "bundle exec standardrb --fix");
  });

  test("Bundler's gem tasks build the gem with `rake build`", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngemspec\n",
      "acme.gemspec": "Gem::Specification.new do |s|\n  s.name = 'acme'\nend\n",
      Rakefile: "require 'bundler'\nBundler::GemHelper.install_tasks\nrequire 'rspec/core/rake_task'\nRSpec::Core::RakeTask.new(:spec)\ntask default: :spec\n",
      ".rspec": "--require spec_helper\n",
    });
    assert.deepEqual(found.build, ["bundle exec rake build"]);
  });
});

describe("svc build: PHP", () => {
  test("Laravel Pint's CI action formats with Pint, globally installed where the project does not require it", async () => {
    const action = (extra: string): string =>
      `name: style\non: [push]\njobs:\n  style:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n      - uses: aglipanci/laravel-pint-action@v2\n${extra}`;
    const found = await proposed({ "composer.json": json({ name: "acme/lib" }), ".github/workflows/pint.yml": action("") });
    assert.deepEqual(found.format, ["pint"]);
    const checking = await proposed({
      "composer.json": json({ name: "acme/lib", "require-dev": { "laravel/pint": "^1" } }),
      ".github/workflows/pint.yml": action("        with:\n          testMode: true\n          preset: psr12\n          configPath: build/pint.json\n"),
    });
    assert.deepEqual(checking["format-check"], ["vendor/bin/pint --test --preset psr12 --config build/pint.json"]);
  });

  test("Easy Coding Standard (ecs.php) lints and checks the style; `--fix` fixes both", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/app", "require-dev": { "symplify/easy-coding-standard": "^12" } }),
      "ecs.php": "<?php\nreturn ECSConfig::configure();\n",
    });
    assert.deepEqual(found.lint, ["vendor/bin/ecs check"]);
    assert.deepEqual(found["lint-fix"], ["vendor/bin/ecs check --fix"]);
    assert.deepEqual(found.format, ["vendor/bin/ecs check --fix"]);
    assert.deepEqual(found["format-check"], ["vendor/bin/ecs check"]);
  });

  test("a Composer script named for the analysis (`analyse: phpstan`) is the type check before CI's own PHPStan line", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/lib", "require-dev": { "phpstan/phpstan": "^2.0" }, scripts: { analyse: "vendor/bin/phpstan analyse" } }),
      "phpstan.neon.dist": "parameters:\n  level: 8\n",
      ".github/workflows/phpstan.yml": workflow(["composer install", "./vendor/bin/phpstan --error-format=github"]),
    });
    assert.deepEqual(found.typecheck?.[0], "composer analyse");
  });

  test("a check made from a Composer script's bare formatter runs from vendor/bin, as the script did", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/lib", "require-dev": { "laravel/pint": "^1" }, scripts: { format: "pint" } }),
    });
    assert.deepEqual(found.format, ["composer format"]);
    assert.deepEqual(found["format-check"], ["vendor/bin/pint --test"]);
  });

  test("a Symfony application with Doctrine migrations migrates through its console", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/app", require: { "symfony/framework-bundle": "^7", "doctrine/doctrine-migrations-bundle": "^3" } }),
      "bin/console": "#!/usr/bin/env php\n<?php\n",
    });
    assert.deepEqual(found.migrate, ["bin/console doctrine:migrations:migrate"]);
    const library = await proposed({ "composer.json": json({ name: "acme/lib", require: { "doctrine/doctrine-migrations-bundle": "^3" } }) });
    assert.equal(library.migrate, undefined);
  });

  test("composer scripts by what they run; Pest's one test; pint and PHPStan from their configuration", async () => {
    const found = await proposed({
      "composer.json": json({
        name: "acme/boost",
        "require-dev": { "pestphp/pest": "^3.0", "laravel/pint": "^1.0", "phpstan/phpstan": "^2.0", "rector/rector": "^2.0" },
        scripts: {
          lint: ["pint", "phpstan", "rector"],
          test: "pest",
          "test:lint": ["pint --test", "rector --dry-run"],
          "test:types": "phpstan",
          check: ["@composer lint", "@composer test"],
          "post-autoload-dump": ["@php artisan package:discover"],
        },
      }),
      "pint.json": "{}\n",
      "phpstan.neon.dist": "parameters:\n  level: 8\n",
      "tests/Feature/ExampleTest.php": "",
    });
    assert.deepEqual(found.install, ["composer install"]);
    assert.deepEqual(found.test, ["composer test"]);
    assert.deepEqual(found["test-one"], ["vendor/bin/pest --filter=<TestName>"]);
    // `lint` runs fixers (pint, rector): the lint fix; `test:lint` only checks.
    assert.deepEqual(found["lint-fix"], ["composer lint"]);
    assert.deepEqual(found.lint, ["composer test:lint"]);
    assert.deepEqual(found.typecheck, ["composer test:types"]);
    assert.deepEqual(found.format, ["vendor/bin/pint"]);
    // `test:lint` runs `pint --test`: the project's own formatting check, before svc's guess from pint.json.
    assert.deepEqual(found["format-check"], ["composer test:lint"]);
    assert.deepEqual(found.check, ["composer check"]);
  });

  test("a Laravel application tests and migrates with artisan; PHP_CodeSniffer is the lint and the formatting check", async () => {
    const found = await proposed({
      "composer.json": json({
        name: "acme/app",
        require: { "laravel/framework": "^12.0" },
        "require-dev": { "phpunit/phpunit": "^11.0" },
        scripts: { test: "@php artisan test --parallel" },
      }),
      artisan: "#!/usr/bin/env php\n",
      "phpunit.xml.dist": "<phpunit/>\n",
      "phpcs.xml": "<ruleset/>\n",
    });
    assert.deepEqual(found["test-one"], ["php artisan test --filter=<TestName>"]);
    assert.deepEqual(found.migrate, ["php artisan migrate"]);
    assert.deepEqual(found.lint, ["vendor/bin/phpcs"]);
    assert.deepEqual(found["format-check"], ["vendor/bin/phpcs"]);
    assert.deepEqual(found["lint-fix"], ["vendor/bin/phpcbf"]);
  });

  test("CI's `artisan migrate --force` (the production confirmation) is a contributor's `php artisan migrate`", async () => {
    const found = await proposed({
      "composer.json": json({ name: "acme/app", require: { "laravel/framework": "^12.0" } }),
      artisan: "#!/usr/bin/env php\n",
      ".github/workflows/ci.yml": workflow(["composer install --no-interaction", "php artisan migrate --force --no-interaction"]),
    });
    assert.deepEqual(found.migrate, ["php artisan migrate"]);
  });
});

describe("svc build: an application's front end beside it", () => {
  test("a Laravel app's package.json with real scripts is its asset pipeline: PHPUnit is the test, and one test keeps the run's bootstrap", async () => {
    const found = await proposed({
      "composer.json": json({ require: { "laravel/framework": "^10.0" }, "require-dev": { "phpunit/phpunit": "^10.0" } }),
      "composer.lock": "",
      artisan: "#!/usr/bin/env php\n",
      "phpunit.xml": "<phpunit/>\n",
      "package.json": json({ name: "panel", scripts: { test: "jest", build: "webpack --mode production", lint: "eslint resources/scripts" } }),
      "yarn.lock": "",
      ".github/workflows/ci.yml": workflow(["vendor/bin/phpunit --bootstrap vendor/autoload.php tests/Unit", "yarn test"]),
    });
    assert.equal(found.test?.[0], "vendor/bin/phpunit --bootstrap vendor/autoload.php tests/Unit");
    assert.equal(found["test-one"]?.[0], "vendor/bin/phpunit --bootstrap vendor/autoload.php --filter <TestName>");
  });
});

describe("svc build: .NET", () => {
  test("of several solutions at the root, the one the others extend (the shortest name) is the one named", async () => {
    const found = await proposed({
      "OpenTelemetry.slnx": "<Solution />\n",
      "OpenTelemetry.Extended.slnx": "<Solution />\n",
      "test/OpenTelemetry.Tests/OpenTelemetry.Tests.csproj": '<Project Sdk="Microsoft.NET.Sdk">\n  <PackageReference Include="xunit" />\n</Project>\n',
    });
    assert.deepEqual(found.build, ["dotnet build OpenTelemetry.slnx"]);
    assert.deepEqual(found.test, ["dotnet test OpenTelemetry.slnx"]);
  });

  test("the one ASP.NET Core application (Web SDK) is the dev server; test servers and several applications give none", async () => {
    const web = '<Project Sdk="Microsoft.NET.Sdk.Web">\n  <PropertyGroup><TargetFramework>net9.0</TargetFramework></PropertyGroup>\n</Project>\n';
    const lib = '<Project Sdk="Microsoft.NET.Sdk">\n</Project>\n';
    const tree = {
      "Acme.sln": "\n",
      "src/Acme.Web/Acme.Web.csproj": web,
      "src/Acme.Core/Acme.Core.csproj": lib,
      "tests/Acme.TestServer/Acme.TestServer.csproj": web,
    };
    const found = await proposed(tree);
    assert.deepEqual(found.dev, ["dotnet run --project src/Acme.Web"]);
    const two = await proposed({ ...tree, "src/Acme.Admin/Acme.Admin.csproj": web });
    assert.equal(two.dev, undefined);
  });

  test("nothing at the root and one solution a folder down: dotnet is told which (`dotnet build src/Acme.slnx`)", async () => {
    const found = await proposed({
      "src/Acme.slnx": "<Solution />\n",
      "src/Acme/Acme.csproj": '<Project Sdk="Microsoft.NET.Sdk"></Project>\n',
      "src/Acme.Tests/Acme.Tests.csproj": '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="NUnit" /></ItemGroup></Project>\n',
    });
    assert.deepEqual(found.build, ["dotnet build src/Acme.slnx"]);
    assert.deepEqual(found.test, ["dotnet test src/Acme.slnx"]);
  });

  test("EF Core's migrations apply with dotnet ef where one project has its design tools and its Migrations folder", async () => {
    const design =
      '<Project Sdk="Microsoft.NET.Sdk.Web"><ItemGroup><PackageReference Include="Microsoft.EntityFrameworkCore.Design" Version="8.0.8" /></ItemGroup></Project>\n';
    const found = await proposed({ "Acme.sln": "\n", "API/API.csproj": design, "API/Data/Migrations/20240101_Initial.cs": "" });
    assert.deepEqual(found.migrate, ["dotnet ef database update --project API"]);
    // Migrations in a class library run with the web app as the startup project.
    const layered = await proposed({
      "Acme.sln": "\n",
      "src/Web/Web.csproj": '<Project Sdk="Microsoft.NET.Sdk.Web"></Project>\n',
      "src/Infrastructure/Infrastructure.csproj": design.replace("Microsoft.NET.Sdk.Web", "Microsoft.NET.Sdk"),
      "src/Infrastructure/Data/Migrations/Initial.cs": "",
    });
    assert.deepEqual(layered.migrate, ["dotnet ef database update --project src/Infrastructure --startup-project src/Web"]);
    // Migrations kept in other projects (one per database provider): which one is the developer's choice.
    const elsewhere = await proposed({ "Acme.sln": "\n", "src/Server/Server.csproj": design, "src/Migrators/Migrators.Sqlite/Migrations/Initial.cs": "" });
    assert.equal(elsewhere.migrate, undefined);
  });

  test("`dotnet make` and `dotnet cake` run the Cake build of the tool manifest: bare, every step; with a target, that one", async () => {
    assert.deepEqual(verdictOf(["dotnet", "make"]), { kind: "task", tasks: ["check"] });
    assert.deepEqual(verdictOf(["dotnet", "make", "lint"]), { kind: "named", names: ["lint"] });
    assert.deepEqual(verdictOf(["dotnet", "cake", "--target=Test"]), { kind: "named", names: ["test"] });
    // Cake's first word is the script; its informational flags run nothing.
    assert.deepEqual(verdictOf(["dotnet", "cake", "build.cake"]), { kind: "task", tasks: ["check"] });
    assert.deepEqual(verdictOf(["dotnet", "cake", "--tree"]), { kind: "noise" });
    const found = await proposed({
      "src/Acme.slnx": "<Solution />\n",
      "dotnet-tools.json": json({ version: 1, isRoot: true, tools: { make: { version: "0.11.0", commands: ["dotnet-make"] } } }),
      "build.cs": '#:sdk Cake.Sdk@6.2.0\nTask("Lint").Does(ctx => {});\n',
      ".github/workflows/ci.yml": workflow(["dotnet tool restore", "dotnet make"]),
    });
    assert.deepEqual(found.check, ["dotnet make"]);
  });

  test("a solution beside a project at the root (a Build.csproj traversal) is named: bare dotnet stops with MSB1011", async () => {
    const found = await proposed({
      "Acme.slnx": "<Solution />\n",
      "Build.csproj": '<Project Sdk="Microsoft.Build.Traversal"></Project>\n',
      "src/Acme/Acme.csproj": '<Project Sdk="Microsoft.NET.Sdk"></Project>\n',
    });
    assert.deepEqual(found.install, ["dotnet restore Acme.slnx"]);
    assert.deepEqual(found.build, ["dotnet build Acme.slnx"]);
    const one = await proposed({ "Acme.slnx": "<Solution />\n", "src/Acme/Acme.csproj": '<Project Sdk="Microsoft.NET.Sdk"></Project>\n' });
    assert.deepEqual(one.build, ["dotnet build"]);
  });

  test("a Build.ps1 that builds and runs the tests is the run-everything; a build.sh the docs name but the checkout lacks is nothing", async () => {
    const found = await proposed({
      "Acme.sln": "\n",
      "src/Acme/Acme.csproj": '<Project Sdk="Microsoft.NET.Sdk"></Project>\n',
      "test/Acme.Tests/Acme.Tests.csproj": '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="xunit" /></ItemGroup></Project>\n',
      "Build.ps1":
        "Push-Location $PSScriptRoot\n& dotnet restore --no-cache\n& dotnet build -c Release\nif($LASTEXITCODE -ne 0) { throw 'Build failed' }\n& dotnet test -c Release\n",
      "CONTRIBUTING.md": "# Contributing\n\n* Windows platforms can use the `build.ps1` script\n* nix/OSX platforms can use the `build.sh` script\n",
    });
    assert.deepEqual(found.check, ["./Build.ps1"]);
    assert.ok(!Object.values(found).flat().includes("build.sh"), JSON.stringify(found));
  });

  const csproj =
    '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="Microsoft.NET.Test.Sdk" /><PackageReference Include="xunit" /></ItemGroup></Project>\n';

  test("a solution restores, builds and tests with the SDK; one test by its name; a NUKE build script runs every target", async () => {
    const found = await proposed({
      "Acme.slnx": "<Solution />\n",
      "src/Acme/Acme.csproj": '<Project Sdk="Microsoft.NET.Sdk" />\n',
      "tests/Acme.Tests/Acme.Tests.csproj": csproj,
      "build.sh": "#!/usr/bin/env bash\n",
      "Build/_build.csproj": '<Project Sdk="Microsoft.NET.Sdk" />\n',
      ".github/workflows/build.yml": workflow(["./build.sh", "./build.sh UnitTests"]),
      "CONTRIBUTING.md": "Run `./build.sh --target spellcheck` before pushing.\n",
    });
    assert.deepEqual(found.install, ["dotnet restore"]);
    assert.deepEqual(found.build, ["dotnet build"]);
    assert.deepEqual(found.test, ["dotnet test", "./build.sh UnitTests"]);
    assert.deepEqual(found["test-one"], ['dotnet test --filter "FullyQualifiedName~<TestName>"']);
    assert.deepEqual(found.check, ["./build.sh"]);
    assert.deepEqual(found.lint, ["./build.sh --target spellcheck"]);
  });

  test("on Microsoft.Testing.Platform one test is picked in one test project by the framework's own option", async () => {
    const found = await proposed({
      "Acme.slnx": "<Solution />\n",
      "global.json": json({ sdk: { version: "10.0.100" }, test: { runner: "Microsoft.Testing.Platform" } }),
      "Directory.Packages.props": '<Project><ItemGroup><PackageVersion Include="xunit.v3.mtp-v2" Version="3.2.2" /></ItemGroup></Project>\n',
      "tests/Acme.Tests/Acme.Tests.csproj": csproj,
    });
    assert.deepEqual(found["test-one"], ["dotnet test --project tests/Acme.Tests/Acme.Tests.csproj --filter-method <TestName>"]);
  });

  test("on Microsoft.Testing.Platform a named solution goes through --solution: the MTP dotnet test takes no path", async () => {
    const found = await proposed({
      "Acme.slnx": "<Solution />\n",
      "Build.csproj": '<Project Sdk="Microsoft.Build.Traversal"></Project>\n',
      "global.json": json({ test: { runner: "Microsoft.Testing.Platform" } }),
      "tests/Acme.Tests/Acme.Tests.csproj": csproj,
    });
    assert.deepEqual(found.test, ["dotnet test --solution Acme.slnx"]);
  });

  test("the build scripts' own projects (Cake Frosting under build/) are neither the solution nor the tests", async () => {
    const frosting =
      '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="Cake.Frosting" /><PackageReference Include="NUnit" /></ItemGroup></Project>\n';
    const found = await proposed({
      "global.json": json({ test: { runner: "Microsoft.Testing.Platform" } }),
      "build/CI.slnx": "<Solution />\n",
      "build/common/common.csproj": frosting,
      "build/build/build.csproj": frosting,
      "src/Acme.slnx": "<Solution />\n",
      "src/Acme.Core/Acme.Core.csproj": '<Project Sdk="Microsoft.NET.Sdk" />\n',
      "src/Acme.App.Tests/Acme.App.Tests.csproj": csproj,
      "src/Acme.Core.Tests/Acme.Core.Tests.csproj": csproj,
    });
    assert.deepEqual(found.install, ["dotnet restore src/Acme.slnx"]);
    assert.deepEqual(found.build, ["dotnet build src/Acme.slnx"]);
    assert.deepEqual(found.test, ["dotnet test --solution src/Acme.slnx"]);
    // Several test projects and none the solution's own: one test across the solution.
    assert.deepEqual(found["test-one"], ['dotnet test --solution src/Acme.slnx --filter "FullyQualifiedName~<TestName>"']);
    // …found in the current folder where it is the root's one solution.
    const atRoot = await proposed({
      "global.json": json({ test: { runner: "Microsoft.Testing.Platform" } }),
      "Acme.sln": "\n",
      "tests/Acme.App.Tests/Acme.App.Tests.csproj": csproj,
      "tests/Acme.Core.Tests/Acme.Core.Tests.csproj": csproj,
    });
    assert.deepEqual(atRoot["test-one"], ['dotnet test --filter "FullyQualifiedName~<TestName>"']);
  });
});

describe("svc build: Spring Boot", () => {
  test("a Spring Boot application starts with bootRun or spring-boot:run, in the one module that applies the plugin", async () => {
    const gradle = await proposed({
      "settings.gradle.kts": 'rootProject.name = "acme"\ninclude("api", "application")\n',
      "build.gradle.kts": 'plugins {\n  id("org.springframework.boot") version "3.4.0" apply false\n}\n',
      gradlew: "#!/bin/sh\n",
      "api/build.gradle.kts":
        "plugins {\n  `java-library`\n}\ndependencies { implementation(platform(org.springframework.boot.gradle.plugin.SpringBootPlugin.BOM_COORDINATES)) }\n",
      "application/build.gradle.kts": 'plugins {\n  id("org.springframework.boot")\n}\n',
    });
    assert.deepEqual(gradle.dev, ["./gradlew :application:bootRun"]);
    const single = await proposed({ "build.gradle": "plugins {\n  id 'org.springframework.boot' version '3.4.0'\n}\n", gradlew: "#!/bin/sh\n" });
    assert.deepEqual(single.dev, ["./gradlew bootRun"]);
    const maven = await proposed({
      "pom.xml": "<project><modules><module>app</module><module>support</module><module>acme-sample</module></modules></project>\n",
      mvnw: "#!/bin/sh\n",
      "acme-sample/pom.xml":
        "<project><build><plugins><plugin><groupId>org.springframework.boot</groupId><artifactId>spring-boot-maven-plugin</artifactId></plugin></plugins></build></project>\n",
      "app/pom.xml":
        "<project><build><plugins><plugin><groupId>org.springframework.boot</groupId><artifactId>spring-boot-maven-plugin</artifactId></plugin></plugins></build></project>\n",
      "support/pom.xml": "<project></project>\n",
    });
    assert.deepEqual(maven.dev, ["./mvnw -pl app spring-boot:run"]);
    // A library that only uses Spring Boot's dependencies has nothing to start.
    const library = await proposed({
      "build.gradle.kts": 'plugins { `java-library` }\ndependencies { implementation("org.springframework.boot:spring-boot-starter") }\n',
    });
    assert.equal(library.dev, undefined);
  });
});

describe("svc build: Elixir", () => {
  test("mix's own tasks, aliases and the checks its dependencies bring; compiling with warnings as errors lints only where nothing else does", async () => {
    const mix = (deps: string, aliases: string): string =>
      `defmodule Acme.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :acme, aliases: aliases(), deps: deps()]\n  end\n\n  defp deps do\n    [\n${deps}\n    ]\n  end\n\n  defp aliases do\n    [\n${aliases}\n    ]\n  end\nend\n`;
    const found = await proposed({
      "mix.exs": mix(
        '      {:phoenix, "~> 1.7"},\n      {:ecto_sql, "~> 3.0"},\n      {:credo, "~> 1.7", only: [:dev, :test]},\n      {:dialyxir, "~> 1.4", only: :dev}',
        '      setup: ["deps.get", "ecto.setup"],\n      "ecto.setup": ["ecto.create", "ecto.migrate"],\n      "ecto.reset": ["ecto.drop", "ecto.setup"]',
      ),
      "mix.lock": "",
      ".formatter.exs": "[]\n",
      "test/acme_test.exs": "",
      ".github/workflows/ci.yml": workflow(["mix compile --warnings-as-errors", "MIX_ENV=test mix test"]),
    });
    assert.deepEqual(found.install, ["mix deps.get", "mix setup"]);
    assert.deepEqual(found.test, ["mix test"]);
    assert.deepEqual(found["test-one"], ["mix test test/<file>_test.exs:<line>"]);
    assert.deepEqual(found.lint, ["mix credo"]);
    assert.deepEqual(found.typecheck, ["mix dialyzer"]);
    assert.deepEqual(found["format-check"], ["mix format --check-formatted"]);
    assert.deepEqual(found.dev, ["mix phx.server"]);
    // `ecto.reset` drops the database: no migration command.
    assert.deepEqual(found.migrate, ["mix ecto.migrate"]);

    const plain = await proposed({ "mix.exs": mix("", ""), ".github/workflows/ci.yml": workflow(["mix compile --warnings-as-errors"]) });
    assert.deepEqual(plain.lint, ["mix compile --warnings-as-errors"]);

    // A library built on Ecto has no database of its own to migrate (its test databases go through
    // its own alias); an application keeps its migrations under priv/repo (Phoenix's and Ecto's layout).
    const library = await proposed({
      "mix.exs": mix(
        '      {:ecto_sql, "~> 3.10"},\n      {:postgrex, "~> 0.16", optional: true}',
        '      "test.setup": ["ecto.create --quiet", "ecto.migrate --quiet"]',
      ),
      "test/acme_test.exs": "",
    });
    assert.equal(library.migrate?.includes("mix ecto.migrate") ?? false, false);
    const application = await proposed({ "mix.exs": mix('      {:ecto_sql, "~> 3.10"}', ""), "priv/repo/migrations/20240101000000_create_users.exs": "" });
    assert.deepEqual(application.migrate, ["mix ecto.migrate"]);
  });
});

describe("svc build: Swift, C and C++", () => {
  test("a Swift package resolves, builds and tests with SwiftPM", async () => {
    const found = await proposed({
      "Package.swift": '// swift-tools-version:5.9\nlet package = Package(name: "Acme", targets: [.target(name: "Acme"), .testTarget(name: "AcmeTests")])\n',
      "Tests/AcmeTests/AcmeTests.swift": "",
    });
    assert.deepEqual(found.install, ["swift package resolve"]);
    assert.deepEqual(found.build, ["swift build"]);
    assert.deepEqual(found.test, ["swift test"]);
    assert.deepEqual(found["test-one"], ["swift test --filter <TestName>"]);
  });

  test("an app built with its Xcode project alone: xcodebuild with the project's scheme, one test by -only-testing", async () => {
    const found = await proposed({
      "Acme.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
      "Acme.xcodeproj/xcshareddata/xcschemes/Acme.xcscheme": "<Scheme />\n",
      "Acme.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": "{}\n",
      "Acme/AcmeApp.swift": "",
      "AcmeTests/AcmeTests.swift": "",
      ".github/workflows/lint.yml": workflow(["swiftlint --reporter github-actions-logging --strict"]),
    });
    assert.deepEqual(found.install, ["xcodebuild -resolvePackageDependencies -scheme Acme"]);
    assert.deepEqual(found.build, ["xcodebuild -scheme Acme build"]);
    assert.deepEqual(found.test, ["xcodebuild -scheme Acme test"]);
    assert.deepEqual(found["test-one"], ["xcodebuild test -scheme Acme -only-testing:<target>/<TestClass>/<testMethod>"]);
    assert.deepEqual(found.lint, ["swiftlint --strict"]);
  });

  test("a manifest with no test targets (tests run through the Xcode project) has no swift test; .scripts/ and SwiftLint", async () => {
    const found = await proposed({
      "Package.swift": '// swift-tools-version:5.9\nlet package = Package(name: "Acme", targets: [.target(name: "Acme")])\n',
      "Tests/AcmeTests/AcmeTests.swift": "",
      ".swiftlint.yml": "disabled_rules: []\n",
      ".scripts/lint.sh": "#!/bin/sh\nswiftlint\n",
      ".scripts/test.sh": '#!/bin/sh\nxcodebuild -version\nxcodebuild test -scheme Acme -destination "$1"\n',
      ".github/workflows/ci.yml": workflow([".scripts/test.sh -d platform=macOS", ".scripts/lint.sh"]),
    });
    assert.equal(found["test-one"], undefined);
    assert.ok(!(found.test ?? []).includes("swift test"), JSON.stringify(found.test));
    assert.ok(!(found.build ?? []).includes("xcodebuild -version"), JSON.stringify(found.build));
    assert.deepEqual(found["lint-fix"], ["swiftlint --fix"]);
  });

  test("a C or C++ project's .clang-format is its formatter, before the Python tooling of its bindings; not in a Zig root", async () => {
    const files = {
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.16)\nproject(acme CXX)\n",
      ".clang-format": "BasedOnStyle: Google\n",
      "pyproject.toml": '[project]\nname = "acme-bindings"\n\n[tool.ruff]\nline-length = 100\n',
      "CONTRIBUTING.md": "# Contributing\n\nFormat your changes with clang-format before sending them.\n",
      ".github/workflows/ci.yml": workflow(["cmake -B build && cmake --build build"]),
    };
    const found = await proposed(files);
    assert.deepEqual(found.format?.[0], "clang-format -i <file>");
    assert.deepEqual(found["format-check"]?.[0], "clang-format --dry-run --Werror <file>");
    // Where nothing the project runs or says names clang-format, its style file alone is no command.
    const silent = await proposed({ ...files, "CONTRIBUTING.md": "# Contributing\n\nSend a pull request.\n" });
    assert.equal(silent.format?.includes("clang-format -i <file>") ?? false, false);
    // A Zig project that keeps a CMakeLists.txt for its C parts formats with zig fmt.
    const zig = await proposed({ ...files, "build.zig": 'const std = @import("std");\n' });
    assert.equal(zig.format?.includes("clang-format -i <file>") ?? false, false);
    // The project's own format script comes before the formatter guessed from the style file.
    const script = await proposed({ ...files, "scripts/format.sh": "#!/bin/bash\nfind src -name '*.cpp' | xargs clang-format -i\n" });
    assert.deepEqual(script.format?.[0], "bash scripts/format.sh");
  });

  test("a build system's `install` (`sudo make install` after CMake, `ninja -C build install`) copies the program onto the system: no install", async () => {
    const found = await proposed({
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.10)\nproject(acme C)\n",
      "README.md": "# acme\n\n## Building\n\n```sh\nmkdir build && cd build\ncmake ..\nmake\nsudo make install\n```\n\n```sh\nninja -C build install\n```\n",
    });
    assert.equal(found.install, undefined);
    assert.deepEqual(found.build, ["cmake .. && make"]);
    // A Makefile's own `install` recipe that installs the dependencies is the install.
    const deps = await proposed({ Makefile: "install:\n\tpip install -e '.[dev]'\n", "pyproject.toml": '[project]\nname = "acme"\n' });
    assert.equal(deps.install?.[0], "make install");
  });

  test("a Bazel root builds and tests every language through its targets; beside CMake, Bazel's files are for its consumers", async () => {
    const bazel = await proposed({
      "MODULE.bazel": 'module(name = "heir")\n',
      "BUILD.bazel": "",
      "go.mod": "module example.com/tools\n\ngo 1.22\n",
      "pyproject.toml": '[project]\nname = "heir-frontend"\n',
    });
    assert.deepEqual(bazel.build?.[0], "bazel build //...");
    assert.deepEqual(bazel.test?.[0], "bazel test //...");
    const cmake = await proposed({
      "MODULE.bazel": 'module(name = "benchmark")\n',
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.16)\nproject(benchmark CXX)\nenable_testing()\n",
    });
    assert.equal(cmake.build?.some((run) => run.startsWith("bazel")) ?? false, false);
    assert.equal(cmake.test?.some((run) => run.startsWith("bazel")) ?? false, false);
  });

  test("CI's checking actions are their checks: clang-format's, black's, ruff's", async () => {
    const found = await proposed({
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.16)\nproject(acme C)\n",
      ".github/workflows/style.yml": workflow(["- uses: DoozyX/clang-format-lint-action@v0.20\n  with:\n    source: './src'"], "style"),
    });
    assert.deepEqual(found["format-check"], ["clang-format --dry-run --Werror <file>"]);
    const python = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      ".github/workflows/lint.yml": workflow(["- uses: psf/black@stable", "- uses: astral-sh/ruff-action@v3"], "lint"),
    });
    assert.deepEqual(python["format-check"], ["black --check ."]);
    assert.deepEqual(python.lint, ["ruff check"]);
    // Ruff's action runs what its `args` say.
    const format = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      ".github/workflows/lint.yml": workflow(['- uses: astral-sh/ruff-action@v3\n  with:\n    args: "format --check --diff"'], "lint"),
    });
    assert.deepEqual(format["format-check"], ["ruff format --check --diff"]);
    assert.equal(format.lint, undefined);
  });

  test("a Package.swift with no Sources/ beside a Makefile packages a C library for SwiftPM: the project's make builds", async () => {
    const files = {
      "Package.swift": "// swift-tools-version:5.9\n",
      Makefile: "build:\n\t$(MAKE) -C lib\n\ntest:\n\t$(MAKE) -C tests\n",
      "lib/.keep": "",
    };
    const found = await proposed(files);
    assert.deepEqual(found.build, ["make build"]);
    assert.deepEqual(found.test, ["make test"]);
    // With Sources/ of its own, the package is the project: SwiftPM's build stays beside the Makefile's.
    const swift = await proposed({ ...files, "Sources/Acme/Acme.swift": "" });
    assert.deepEqual(swift.build, ["make build", "swift build"]);
  });

  test("find's -exec and xargs run a tool on the files they list; a tool asked for its version or help checks nothing", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile: "format:\n\tfind . -name '*.go' -exec gofmt -s -w {} +\n\nfmt-check:\n\tgit ls-files '*.go' | xargs gofmt -l\n",
      ".github/workflows/ci.yml": workflow(["golangci-lint --version", "golangci-lint run"]),
    });
    assert.deepEqual(found.format, ["make format"]);
    assert.deepEqual(found["format-check"], ["make fmt-check"]);
    assert.deepEqual(found.lint?.[0], "golangci-lint run");
  });

  test("ninja's tools (`ninja -t compdb`) build nothing: the build is Meson's", async () => {
    const found = await proposed({
      "meson.build": "project('acme', 'c')\n",
      ".github/workflows/ci.yml": workflow(["meson setup builddir", "ninja -C builddir -t compdb > compile_commands.json"]),
    });
    assert.deepEqual(found.build, ["meson setup build && meson compile -C build"]);
  });

  test("CMake configures with the first preset and builds, CTest tests; a documented configure goes with the build after it", async () => {
    const cmake = "cmake_minimum_required(VERSION 3.20)\nproject(acme CXX)\nenable_testing()\n";
    const plain = await proposed({
      "CMakeLists.txt": cmake,
      "CMakePresets.json": json({
        version: 3,
        configurePresets: [
          { name: "base", hidden: true },
          { name: "dev", inherits: "base" },
        ],
      }),
    });
    assert.deepEqual(plain.build, ["cmake --preset dev -B build && cmake --build build"]);
    assert.deepEqual(plain.test, ["ctest --test-dir build"]);
    assert.deepEqual(plain["test-one"], ["ctest --test-dir build -R <TestName>"]);

    const documented = await proposed({
      "CMakeLists.txt": cmake,
      "docs/contributing.md":
        "# Contributing\n\n```sh\n# Configure\ncmake -B debug-build -S . -DCMAKE_BUILD_TYPE=Debug\n\n# Build\ncmake --build debug-build\n\n# Test\nctest -j 4 --output-on-failure -C Debug --test-dir debug-build\n```\n",
    });
    assert.deepEqual(documented.build, ["cmake -B debug-build -S . -DCMAKE_BUILD_TYPE=Debug && cmake --build debug-build"]);
    assert.deepEqual(documented["test-one"], ["ctest -C Debug --test-dir debug-build -R <TestName>"]);
  });

  test("Autotools: configure before make; `make check` runs the tests, one of them by TESTS=", async () => {
    const found = await proposed({
      "configure.ac": "AC_INIT([acme], [1.0])\n",
      "Makefile.am": "SUBDIRS = src tests\n",
      "autogen.sh": "#!/bin/sh\nautoreconf -fi\n",
      ".github/workflows/ci.yml": workflow(["sh autogen.sh", "./configure --enable-debug", "make -j4", "make check", "make distcheck"]),
    });
    assert.deepEqual(found.build, ["./autogen.sh && ./configure && make"]);
    assert.deepEqual(found.test, ["make check"]);
    assert.deepEqual(found["test-one"], ["make check TESTS=<TestName>"]);
    assert.equal(found.check, undefined);
  });

  test("CMake presets that name their build folder: build and test through the presets, or in that folder", async () => {
    const cmake = "cmake_minimum_required(VERSION 3.20)\nproject(acme CXX)\n";
    const presets = await proposed({
      "CMakeLists.txt": cmake,
      "CMakePresets.json": json({
        version: 3,
        configurePresets: [
          { name: "base", hidden: true, binaryDir: "${sourceDir}/build/${presetName}" },
          { name: "dev", inherits: "base" },
        ],
        buildPresets: [{ name: "dev", configurePreset: "dev" }],
        testPresets: [{ name: "dev-test", configurePreset: "dev" }],
      }),
    });
    assert.deepEqual(presets.build, ["cmake --preset dev && cmake --build --preset dev"]);
    assert.deepEqual(presets.test, ["ctest --preset dev-test"]);
    assert.deepEqual(presets["test-one"], ["ctest --preset dev-test -R <TestName>"]);
    const folder = await proposed({
      "CMakeLists.txt": `${cmake}enable_testing()\n`,
      "CMakePresets.json": json({ version: 3, configurePresets: [{ name: "dev", binaryDir: "${sourceDir}/out/${presetName}" }] }),
    });
    assert.deepEqual(folder.build, ["cmake --preset dev && cmake --build out/dev"]);
    assert.deepEqual(folder.test, ["ctest --test-dir out/dev"]);
  });

  test("CMake presets are the project's declared way: before CI's matrix lines and beside Meson; a workflow preset runs everything", async () => {
    const found = await proposed({
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.25)\nproject(acme CXX)\nenable_testing()\n",
      "meson.build": "project('acme', 'cpp')\n",
      "CMakePresets.json": json({
        version: 6,
        configurePresets: [{ name: "default", binaryDir: "build" }],
        buildPresets: [{ name: "default", configurePreset: "default" }],
        testPresets: [{ name: "default", configurePreset: "default" }],
        workflowPresets: [
          {
            name: "default",
            steps: [
              { type: "configure", name: "default" },
              { type: "build", name: "default" },
              { type: "test", name: "default" },
            ],
          },
        ],
      }),
      ".github/workflows/ci.yml": workflow([
        "cmake -S . -B build -DACME_SANITIZE=ON",
        "cmake --build build -j4",
        "meson setup build-meson",
        "meson test -C build-meson",
      ]),
    });
    assert.deepEqual(found.build?.[0], "cmake --preset default && cmake --build --preset default");
    assert.deepEqual(found.test?.[0], "ctest --preset default");
    assert.deepEqual(found["test-one"], ["ctest --preset default -R <TestName>"]);
    assert.deepEqual(found.check, ["cmake --workflow default"]);
    // A Python package built with CMake (scikit-build) tests with pytest through nox: one test goes that way.
    const python = await proposed({
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.25)\nproject(acme CXX)\nenable_testing()\n",
      "CMakePresets.json": json({
        version: 6,
        configurePresets: [{ name: "default", binaryDir: "build" }],
        testPresets: [{ name: "default", configurePreset: "default" }],
      }),
      "pyproject.toml": '[build-system]\nrequires = ["scikit-build-core"]\nbuild-backend = "scikit_build_core.build"\n\n[project]\nname = "acme"\n',
      "noxfile.py": "import nox\n\n@nox.session\ndef tests(session):\n    session.install('-e.')\n    session.run('pytest', *session.posargs)\n",
      "tests/test_acme.py": "",
    });
    assert.deepEqual(python["test-one"], ["nox -s tests -- tests/<file>.py::<test_name>"]);
  });

  test("Automake's TESTS names test programs: one of several by its path, none when one program runs them all", async () => {
    const base = { "configure.ac": "AC_INIT([acme], [1.0])\n" };
    const several = await proposed({ ...base, "Makefile.am": "TESTS = tests/mantest tests/jqtest \\\n\ttests/shtest\nTESTS += tests/onigtest\n" });
    assert.deepEqual(several["test-one"], ["make check TESTS=tests/<file>"]);
    const one = await proposed({ ...base, "Makefile.am": "TESTS = test/run-tests\ncheck_PROGRAMS = test/run-tests\n" });
    assert.deepEqual(one.test, ["make check"]);
    assert.equal(one["test-one"], undefined);
  });

  test("Meson sets up and compiles in a build folder; CI's meson test keeps its folder for one test", async () => {
    const found = await proposed({
      "meson.build": "project('acme', 'c')\n",
      ".github/workflows/ci.yml": workflow([
        "meson setup build -Dwerror=true",
        "meson compile -C build",
        "LC_ALL=C.UTF-8 meson test -C build --print-errorlogs",
        "meson test -C build --setup=valgrind",
      ]),
    });
    assert.deepEqual(found.build, ["meson compile -C build"]);
    assert.deepEqual(found.test, ["meson test -C build"]);
    assert.deepEqual(found["test-one"], ["meson test -C build <TestName>"]);
  });

  test("a virtual Cargo workspace deep inside a Meson project is a part of it: Meson tests, not Cargo", async () => {
    const files = {
      "meson.build": "project('acme', 'c', 'rust')\n",
      "Cargo.toml": '[workspace]\nresolver = "2"\nmembers = ["rust/acme", "rust/acme-ffi"]\n',
      "rust/acme/Cargo.toml": '[package]\nname = "acme"\n',
    };
    const found = await proposed(files);
    assert.deepEqual(found.test, ["meson test -C build"]);
    assert.deepEqual(found["test-one"], ["meson test -C build <TestName>"]);
    assert.equal(found.typecheck, undefined);
    // Rust's own layout (`crates/…`) is a Rust project beside its C library: Cargo stays.
    const rust = await proposed({ ...files, "Cargo.toml": '[workspace]\nmembers = ["crates/cli", "lib"]\n' });
    assert.deepEqual(rust.test?.[0], "cargo test --workspace");
    // …and so is one beside a Meson build of C alone, which builds none of the crates.
    const cOnly = await proposed({ ...files, "meson.build": "project('acme', 'c')\n" });
    assert.deepEqual(cOnly.test?.[0], "cargo test --workspace");
  });

  test('"from the build directory, run:" puts a document\'s ctest there; a ctest narrowed by -R is no whole test run', async () => {
    const found = await proposed({
      "CMakeLists.txt": "cmake_minimum_required(VERSION 3.16)\nproject(acme CXX)\ninclude(CTest)\n",
      "CONTRIBUTING.md":
        "# Contributing\n\n## Tests\n\nTests run with `ctest`. After building, from the build directory, run:\n\n```sh\nctest -V\nctest -R Http\n```\n",
      ".github/workflows/ci.yml": workflow(["cmake -B build", "cmake --build build", "cd build && ctest -R rust_bindings_tests"]),
    });
    assert.deepEqual(found.test?.[0], "cd build && ctest -V");
    assert.ok(!(found.test ?? []).some((run) => run.includes("rust_bindings_tests")), JSON.stringify(found.test));
    // A block that goes into the build folder itself stays there; Meson's `_build` is one too.
    const cmake = { "CMakeLists.txt": "cmake_minimum_required(VERSION 3.16)\nproject(acme CXX)\ninclude(CTest)\n" };
    const entering = await proposed({
      ...cmake,
      "CONTRIBUTING.md": "# Contributing\n\n## Tests\n\nTo run the tests, from the build directory, run:\n\n```sh\ncd build\nctest --output-on-failure\n```\n",
    });
    assert.deepEqual(entering.test?.[0], "cd build && ctest --output-on-failure");
    const meson = await proposed({
      "meson.build": "project('acme', 'c')\n",
      "CONTRIBUTING.md": "# Contributing\n\n## Tests\n\nFrom the `_build` directory, run:\n\n```sh\nmeson test --print-errorlogs\n```\n",
    });
    assert.deepEqual(meson.test?.[0], "cd _build && meson test --print-errorlogs");
    // Configuring from inside the build folder: it is made first, and the build runs there without a second `cd`.
    const configuring = await proposed({
      ...cmake,
      "docs/BUILD.md": "# Building\n\n```console\n$ mkdir build\n$ cd build\n$ cmake -G Ninja ..\n$ ninja\n```\n",
    });
    assert.deepEqual(configuring.build?.includes("mkdir -p build && cd build && cmake -G Ninja .. && ninja"), true, JSON.stringify(configuring.build));
  });
});

describe("svc build: Dart and Flutter, Scala, Haskell, Zig", () => {
  test("a Dune project builds, tests, formats and type-checks with dune; its Makefile's recipes by what they run", async () => {
    const found = await proposed({
      "dune-project": "(lang dune 3.16)\n",
      "acme.opam": 'opam-version: "2.0"\n',
      ".ocamlformat": "profile = default\n",
      Makefile: "check:\n\tdune build @check\n\nwatch:\n\tdune build --watch\n",
    });
    assert.deepEqual(found.install, ["opam install . --deps-only --with-test"]);
    assert.deepEqual(found.build, ["dune build"]);
    assert.deepEqual(found.test, ["dune test"]);
    assert.deepEqual(found["test-one"], ["dune runtest <dir>"]);
    assert.deepEqual(found["format-check"], ["dune build @fmt"]);
    assert.deepEqual(found.typecheck, ["make check"]);
    assert.deepEqual(found.dev, ["make watch"]);
    assert.deepEqual(verdictOf(["dune", "build", "@check", "@fmt", "@runtest"]), { kind: "task", tasks: ["check"] });
    // No committed *.opam (Dune generates them) and no .ocamlformat: no opam install, no formatting of the code.
    const bare = await proposed({ "dune-project": "(lang dune 3.16)\n(generate_opam_files true)\n" });
    assert.equal(bare.install, undefined);
    assert.equal(bare["format-check"], undefined);
  });

  test("an R package runs the devtools workflow with Rscript; air formats where air.toml configures it", async () => {
    const found = await proposed({
      DESCRIPTION: "Package: acme\nTitle: Acme\nVersion: 0.1.0\n",
      "R/acme.R": "",
      "tests/testthat.R": "",
      "air.toml": "[format]\nline-width = 80\n",
    });
    assert.deepEqual(found.test, ['Rscript -e "devtools::test()"']);
    assert.deepEqual(found["test-one"], ["Rscript -e \"devtools::test(filter = '<pattern>')\""]);
    assert.deepEqual(found.check, ['Rscript -e "devtools::check()"']);
    assert.deepEqual(found["format-check"], ["air format --check ."]);
    // A DESCRIPTION file without R/ is no R package (a Debian-style description, a text).
    const text = await proposed({ DESCRIPTION: "Some words.\n" });
    assert.equal(text.test, undefined);
  });

  test("a Dart package that generates code with build_runner builds with it; a Flutter app does not", async () => {
    const pubspec = "name: acme\nenvironment:\n  sdk: ^3.5.0\ndev_dependencies:\n  build_runner: ^2.4.0\n  json_serializable: ^6.8.0\n";
    const found = await proposed({ "pubspec.yaml": pubspec, "test/acme_test.dart": "" });
    assert.deepEqual(found.build, ["dart run build_runner build --delete-conflicting-outputs"]);
    const app = await proposed({
      "pubspec.yaml": `${pubspec}dependencies:\n  flutter:\n    sdk: flutter\nflutter:\n  uses-material-design: true\n`,
      "android/app/build.gradle": "",
      "test/widget_test.dart": "",
    });
    assert.equal(app.build?.some((run) => run.includes("build_runner")) ?? false, false);
  });

  test("Dart's analyzer is the lint and, where nothing else is, the type check", async () => {
    const found = await proposed({
      "pubspec.yaml": "name: acme\nenvironment:\n  sdk: ^3.5.0\n",
      "analysis_options.yaml": "include: package:lints/recommended.yaml\n",
      "test/acme_test.dart": "",
    });
    assert.deepEqual(found.lint, ["dart analyze"]);
    assert.deepEqual(found.typecheck, ["dart analyze"]);
  });

  test("Melos scripts are the project's recipes, `melos bootstrap` installs; a member's test runs in the member", async () => {
    const found = await proposed({
      "pubspec.yaml": "name: acme_workspace\ndev_dependencies:\n  melos: ^6.0.0\n",
      "melos.yaml":
        "name: acme\npackages:\n  - 'packages/*'\nscripts:\n  analyze:\n    exec: dart analyze --fatal-infos\n  format:\n    exec: dart format --set-exit-if-changed .\n  format:fix:\n    exec: dart format .\n  test:\n    run: melos exec -- dart test\n",
      "packages/acme/pubspec.yaml": "name: acme\n",
    });
    assert.deepEqual(found.install, ["melos bootstrap"]);
    assert.deepEqual(found.lint, ["melos run analyze"]);
    assert.deepEqual(found.format, ["melos run format:fix"]);
    assert.deepEqual(found["format-check"], ["melos run format"]);
    assert.deepEqual(found.test, ["melos run test"]);
  });

  test("build_runner's build generates the code the project compiles with: the build step, also as a Melos script named for it", async () => {
    const app = await proposed({
      "pubspec.yaml": "name: app\ndependencies:\n  flutter:\n    sdk: flutter\ndev_dependencies:\n  build_runner: ^2.4.0\n",
      "lib/main.dart": "",
      ".github/workflows/ci.yml": workflow(["flutter pub get", "dart run build_runner build --delete-conflicting-outputs", "flutter analyze"]),
    });
    assert.deepEqual(app.build, ["dart run build_runner build --delete-conflicting-outputs"]);
    const melos = await proposed({
      "pubspec.yaml":
        'name: acme_workspace\ndev_dependencies:\n  melos: ^7.1.0\nmelos:\n  scripts:\n    build-gen:\n      run: melos exec -- "dart run build_runner build"\n    watch-gen:\n      run: melos exec -- "dart run build_runner watch"\n',
    });
    assert.deepEqual(melos.build, ["melos run build-gen"]);
  });

  test("Melos 7 (configured in pubspec.yaml) runs its own analyze, format and test where no script takes the name", async () => {
    const found = await proposed({
      "pubspec.yaml":
        "name: acme_workspace\nworkspace:\n  - packages/core\ndev_dependencies:\n  melos: ^7.1.0\nmelos:\n  scripts:\n    gen:\n      exec: dart run build_runner build\n",
      "packages/core/pubspec.yaml": "name: core\n",
      "packages/core/test/core_test.dart": "",
    });
    assert.deepEqual(found.lint, ["melos analyze"]);
    assert.deepEqual(found.format, ["melos format"]);
    assert.deepEqual(found["format-check"], ["melos format --set-exit-if-changed"]);
    assert.deepEqual(found.test?.[0], "melos test");
    // A script of that name is the project's own: it runs instead.
    const scripted = await proposed({
      "pubspec.yaml": "name: acme_workspace\ndev_dependencies:\n  melos: ^7.1.0\nmelos:\n  scripts:\n    test:\n      run: melos exec -- flutter test\n",
    });
    assert.deepEqual(scripted.test, ["melos run test"]);
  });

  test("a Flutter app pinned by FVM gets dependencies, analysis and tests through FVM", async () => {
    const found = await proposed({
      "pubspec.yaml": "name: app\ndependencies:\n  flutter:\n    sdk: flutter\nflutter:\n  uses-material-design: true\n",
      ".fvmrc": '{"flutter": "3.24.0"}\n',
      "analysis_options.yaml": "",
      "test/widget_test.dart": "",
      "lib/main.dart": "",
    });
    assert.deepEqual(found.install, ["fvm flutter pub get"]);
    assert.deepEqual(found.test, ["fvm flutter test"]);
    assert.deepEqual(found.lint, ["fvm flutter analyze"]);
    assert.deepEqual(found.dev, ["fvm flutter run"]);
  });

  test("sbt, cabal and zig build and test with their own tool", async () => {
    const sbt = await proposed({ "build.sbt": 'lazy val root = project.in(file("."))\n', ".scalafmt.conf": 'version = "3.8.0"\n' });
    assert.deepEqual([sbt.build, sbt.test, sbt["format-check"]], [["sbt compile"], ["sbt test"], ["sbt scalafmtCheckAll"]]);
    const cabal = await proposed({ "acme.cabal": "name: acme\n", ".hlint.yaml": "" });
    assert.deepEqual([cabal.build, cabal.test, cabal.lint], [["cabal build"], ["cabal test"], ["hlint ."]]);
    // One test by the test framework's own option: tasty's (and most) `-p`, hspec's `--match`.
    assert.deepEqual(cabal["test-one"], ["cabal test --test-options='-p <pattern>'"]);
    const hspec = await proposed({
      "acme.cabal": "name: acme\ntest-suite spec\n  build-depends: base, hspec >=2\n  build-tool-depends: hspec-discover:hspec-discover\n",
    });
    assert.deepEqual(hspec["test-one"], ["cabal test --test-options='--match \"<pattern>\"'"]);
    const zig = await proposed({ "build.zig": "" });
    assert.deepEqual([zig.build, zig.test, zig["format-check"]], [["zig build"], ["zig build test"], ["zig fmt --check ."]]);
  });

  test("a library that only declares the Android plugins for an optional module (`apply false`) tests with plain Gradle", async () => {
    const found = await proposed({
      "settings.gradle.kts": 'rootProject.name = "acme"\ninclude("acme-core")\n',
      "build.gradle.kts":
        'plugins {\n    // Top-level android plugin declarations required for android modules to work.\n    id("com.android.application") apply false\n    id("com.android.library") apply false\n}\n',
      "acme-core/build.gradle.kts": "plugins { java }\n",
      gradlew: "#!/bin/sh\n",
    });
    assert.deepEqual(found.test, ["./gradlew test"]);
    assert.match(found["test-one"]?.[0] ?? "", /test --tests/);
  });

  test("Android's Gradle tasks per build variant: unit tests, Android Lint, assembling; instrumented tests need a device", async () => {
    const found = await proposed({
      "settings.gradle.kts": 'include(":app")\n',
      "build.gradle.kts": 'plugins { id("com.android.application") version "8.5.0" apply false }\n',
      "app/build.gradle.kts": 'plugins { id("com.android.application") }\n',
      gradlew: "#!/bin/sh\n",
      ".github/workflows/ci.yml": workflow([
        "./gradlew assembleDebug",
        "./gradlew testDebugUnitTest",
        "./gradlew lintDebug",
        "./gradlew connectedDebugAndroidTest",
      ]),
    });
    assert.deepEqual(found.build?.[0], "./gradlew assembleDebug");
    assert.deepEqual(found.test, ["./gradlew testDebugUnitTest"]);
    assert.deepEqual(found.lint, ["./gradlew lintDebug"]);
  });

  test("Spotless is the style lint where nothing else lints: its apply fixes, its check lints; the ktlint plugin's tasks alike", async () => {
    const tree = (catalog: string): Record<string, string> => ({
      "settings.gradle.kts": 'rootProject.name = "acme"\n',
      "build.gradle.kts": "plugins {\n    alias(libs.plugins.spotless) apply false\n}\n",
      "gradle/libs.versions.toml": catalog,
      gradlew: "#!/bin/sh\n",
    });
    const kotlin = await proposed(tree('[versions]\nktlint = "1.3.1"\n[plugins]\nspotless = { id = "com.diffplug.spotless", version = "6.25.0" }\n'));
    assert.deepEqual(kotlin["lint-fix"], ["./gradlew spotlessApply"]);
    assert.deepEqual(kotlin.lint, ["./gradlew spotlessCheck"]);
    const java = await proposed(tree('[versions]\ngoogleJavaFormat = "1.22.0"\n[plugins]\nspotless = { id = "com.diffplug.spotless", version = "6.25.0" }\n'));
    assert.deepEqual(java["lint-fix"], ["./gradlew spotlessApply"]);
    assert.deepEqual(java.lint, ["./gradlew spotlessCheck"]);
    // A linter of the project's own comes first: Spotless then only formats.
    const checkstyle = await proposed({
      ...tree('[plugins]\nspotless = { id = "com.diffplug.spotless", version = "6.25.0" }\n'),
      ".github/workflows/ci.yml": workflow(["./gradlew checkstyleMain"]),
    });
    assert.deepEqual(checkstyle.lint, ["./gradlew checkstyleMain"]);
    assert.deepEqual(checkstyle.format, ["./gradlew spotlessApply"]);
    // The ktlint plugin, declared in the catalog and applied in the modules.
    const ktlint = await proposed({
      "settings.gradle.kts": 'rootProject.name = "acme"\ninclude(":library")\n',
      "build.gradle.kts": "plugins {\n    alias(libs.plugins.ktlint) apply false\n}\n",
      "gradle/libs.versions.toml": '[plugins]\nktlint = { id = "org.jlleitschuh.gradle.ktlint", version = "12.1.1" }\n',
      "library/build.gradle.kts": "plugins {\n    alias(libs.plugins.ktlint)\n}\n",
      gradlew: "#!/bin/sh\n",
    });
    assert.deepEqual(ktlint.format, ["./gradlew ktlintFormat"]);
    assert.deepEqual(ktlint["format-check"], ["./gradlew ktlintCheck"]);
    assert.deepEqual(ktlint.lint, ["./gradlew ktlintCheck"]);
    assert.deepEqual(ktlint["lint-fix"], ["./gradlew ktlintFormat"]);
    // Kotlinter, ktlint's other plugin.
    const kotlinter = await proposed({
      ...tree('[plugins]\nkotlinter = { id = "org.jmailen.kotlinter", version = "5.0.1" }\n'),
      "build.gradle.kts": "plugins {\n    alias(libs.plugins.kotlinter) apply false\n}\n",
    });
    assert.deepEqual(kotlinter.lint, ["./gradlew lintKotlin"]);
    assert.deepEqual(kotlinter["lint-fix"], ["./gradlew formatKotlin"]);
  });

  test("swift-format's lint mode is the lint where nothing else lints; a guess that lost its own task to the project's Make target fills none", async () => {
    const tree = { "Package.swift": '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "acme")\n', ".swift-format": "{}\n" };
    const plain = await proposed(tree);
    assert.deepEqual(plain.lint, ["swift format lint --strict --recursive ."]);
    const make = await proposed({
      ...tree,
      Makefile: "fmt-check:\n\tswift format lint --strict --recursive --configuration .swift-format-nolint Sources\n\ncheck: fmt-check\n",
    });
    assert.deepEqual(make["format-check"]?.[0], "make fmt-check");
    assert.deepEqual(make.lint, ["make fmt-check"]);
  });
});

describe("svc build: a Rails or Laravel application beside its asset pipeline", () => {
  test("a package.json with no name beside composer.json is the assets': the PHP suite is the test", async () => {
    const found = await proposed({
      "composer.json": json({
        name: "acme/wiki",
        type: "project",
        require: { "laravel/framework": "^10" },
        "require-dev": { "phpunit/phpunit": "^10" },
        scripts: { test: "phpunit", lint: "phpcs" },
      }),
      "composer.lock": "",
      artisan: "#!/usr/bin/env php\n",
      "package.json": json({
        private: true,
        scripts: { build: "node build.js", dev: "node build.js --watch", test: "jest" },
        devDependencies: { jest: "^29" },
      }),
      "package-lock.json": "{}\n",
    });
    assert.deepEqual(found.test?.[0], "composer test");
    assert.match(found["test-one"]?.[0] ?? "", /phpunit|composer test/);
    assert.deepEqual(found.build, ["npm run build"]);
  });

  test("a Rails application (the rails gem, config/application.rb) migrates and serves through Rails", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngem 'rails', '~> 8.0'\ngem 'rspec-rails'\n",
      Rakefile: 'require File.expand_path("../config/application", __FILE__)\nAcme::Application.load_tasks\n',
      "bin/dev": "#!/usr/bin/env sh\nexec foreman start -f Procfile.dev\n",
    });
    assert.deepEqual(found.migrate, ["bundle exec rails db:migrate"]);
    assert.deepEqual(found.dev, ["bin/dev"]);
    assert.deepEqual(found.test, ["bundle exec rspec"]);
  });

  test("a Rails Rakefile loads lib/tasks: a `build` task that invokes the specs is no build", async () => {
    const found = await proposed({
      Gemfile: "source 'https://rubygems.org'\ngem 'rails'\ngem 'rspec-rails'\n",
      Rakefile: 'require File.expand_path("../config/application", __FILE__)\nAcme::Application.load_tasks\n',
      "lib/tasks/build.rake": 'desc "Local version of CI"\ntask build: :environment do\n  Rake::Task["spec"].invoke\n  Standard::Cli.new([]).run\nend\n',
      "CONTRIBUTING.md": "# Contributing\n\nYou can run the build locally with `bundle exec rake build`.\n",
    });
    assert.equal(found.build, undefined);
  });
});
