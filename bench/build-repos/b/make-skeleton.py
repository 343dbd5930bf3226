#!/usr/bin/env python3
"""Copy the command-finding files of one fetched repository into <dest>/repo/.

Reads a bare git directory (as `fetch` leaves it) at one commit and writes only what a tool that
looks for a project's commands would read: manifests, task files, tool configs, CI, contributing
docs; lock files as empty files; each top-level folder as a `.keep`; a few test file names as empty
files. Agent-instruction files are never copied. Nothing is built or run.

usage: make-skeleton.py GITDIR DEST [--commit SHA] [--add GLOB ...] [--empty GLOB ...]
                        [--tests GLOB ...] [--skip GLOB ...]
  --add    extra files to copy (path globs: * within a folder, **/ across folders)
  --empty  extra files to create empty (presence only)
  --tests  test files whose names (up to 5) are shown as empty files
  --skip   files the defaults would copy but should not
"""
import argparse
import os
import re
import subprocess
import sys

FILE_CAP = 40 * 1024

ROOT_NAMES = {
    # manifests
    "package.json", "pnpm-workspace.yaml", "lerna.json", "nx.json", "turbo.json", "deno.json",
    "deno.jsonc", "bunfig.toml", "pyproject.toml", "setup.cfg", "tox.ini", "noxfile.py",
    "Pipfile", "Cargo.toml", "go.mod", "Gemfile", "Rakefile", "pom.xml", "build.gradle",
    "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "gradle.properties",
    "composer.json", "phpunit.xml", "phpunit.xml.dist", "global.json", "Directory.Build.props",
    "Directory.Build.targets", "Directory.Packages.props", "NuGet.config", "nuget.config",
    "mix.exs", "Package.swift", "CMakeLists.txt", "CMakePresets.json", "meson.build",
    "meson_options.txt", "meson.options", "configure.ac", "Makefile.am", "pubspec.yaml",
    "analysis_options.yaml", "melos.yaml", "mono_repo.yaml", "build.sbt", "stack.yaml",
    "cabal.project", "build.zig", "build.zig.zon", "rust-toolchain.toml", ".tool-versions",
    "mise.toml", ".fvmrc", ".swift-version",
    # task files
    "Makefile", "GNUmakefile", "makefile", "justfile", "Justfile", "Taskfile.yml", "Taskfile.yaml",
    "build.cake", "cake.cs", "build.ps1", "build.sh", "build.cmd", "build.bat",
    # tool configs
    ".editorconfig", ".credo.exs", ".formatter.exs", ".check.exs", ".swiftlint.yml",
    ".swiftformat", ".swift-format", ".clang-format", ".clang-tidy", ".pre-commit-config.yaml",
    "pint.json", "phpstan.neon", "phpstan.neon.dist", "psalm.xml", "psalm.xml.dist",
    "phpcs.xml", "phpcs.xml.dist", "rector.php", "mago.toml", ".php-cs-fixer.php",
    ".php-cs-fixer.dist.php", ".scalafmt.conf", ".hlint.yaml", ".stylish-haskell.yaml",
    "biome.json", ".prettierrc", ".prettierrc.json", ".prettierrc.js", "eslint.config.js",
    "eslint.config.mjs", ".eslintrc", ".eslintrc.js", ".eslintrc.json", "tsconfig.json",
    ".gitignore", "codecov.yml", ".codecov.yml",
    # CI
    ".gitlab-ci.yml", "azure-pipelines.yml", ".travis.yml", "Jenkinsfile", "appveyor.yml",
    # docs
    "README.md", "readme.md", "README", "CONTRIBUTING.md", "DEVELOPMENT.md", "HACKING.md",
    "BUILDING.md", "BUILD.md", "TESTING.md", "INSTALL.md", "DEVELOPERS.md",
}
ROOT_GLOBS = ["*.sln", "*.slnx", "*.csproj", "*.fsproj", "*.cabal", "*.gemspec",
              "requirements*.txt", "*.mk"]
ANY_PATH_GLOBS = [
    ".github/workflows/*.yml", ".github/workflows/*.yaml", ".circleci/config.yml",
    ".github/CONTRIBUTING.md", "docs/contributing*.md", "docs/development*.md",
    ".config/dotnet-tools.json", "dotnet-tools.json", "project/plugins.sbt", "project/build.properties",
]
LOCK_NAMES = {"package-lock.json", "pnpm-lock.yaml", "yarn.lock", "bun.lockb", "bun.lock",
              "uv.lock", "poetry.lock", "Cargo.lock", "composer.lock", "Gemfile.lock", "mix.lock",
              "Package.resolved", "pubspec.lock", "packages.lock.json", "flake.lock", "mise.lock"}
PRESENCE_NAMES = {"artisan", "gradlew", "mvnw"}  # shown empty at the root: presence matters
AGENT_FILES = {"AGENTS.md", "CLAUDE.md", "GEMINI.md", "AGENT.md", "copilot-instructions.md",
               ".windsurfrules", ".clinerules", ".cursorrules", "AGENTS-ZH.md",
               "copilot-setup-steps.yml"}
AGENT_DIRS = {".cursor", ".claude", ".clinerules", ".agents", ".junie", ".ai", ".windsurf"}


def glob_regex(pattern):
    """A path glob: `*` and `?` stay inside one folder, `**/` spans any number of folders."""
    out, i = "", 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out, i = out + "(?:[^/]+/)*", i + 3
        elif pattern[i] == "*":
            out, i = out + "[^/]*", i + 1
        elif pattern[i] == "?":
            out, i = out + "[^/]", i + 1
        else:
            out, i = out + re.escape(pattern[i]), i + 1
    return re.compile(out)


def git(gitdir, *args):
    return subprocess.run(["git", f"--git-dir={gitdir}", *args], check=True,
                          capture_output=True).stdout


def is_agent_file(path):
    parts = path.split("/")
    return parts[-1] in AGENT_FILES or any(p in AGENT_DIRS for p in parts[:-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gitdir")
    ap.add_argument("dest")
    ap.add_argument("--commit", default="HEAD")
    ap.add_argument("--add", nargs="*", default=[])
    ap.add_argument("--empty", nargs="*", default=[])
    ap.add_argument("--tests", nargs="*", default=[])
    ap.add_argument("--skip", nargs="*", default=[])
    a = ap.parse_args()

    commit = git(a.gitdir, "rev-parse", a.commit).decode().strip()
    entries = {}  # path -> (mode, type)
    for line in git(a.gitdir, "ls-tree", "-r", "-t", commit).decode().splitlines():
        meta, path = line.split("\t", 1)
        mode, typ, _ = meta.split()
        entries[path] = (mode, typ)
    files = [p for p, (m, t) in entries.items() if t == "blob"]
    top_dirs = [p for p, (m, t) in entries.items() if t == "tree" and "/" not in p]

    def matches(path, globs):
        return any(glob_regex(g).fullmatch(path) for g in globs)

    copy, empty = [], []
    for p in files:
        name = os.path.basename(p)
        if is_agent_file(p) or matches(p, a.skip):
            continue
        at_root = "/" not in p
        if (name in LOCK_NAMES and (at_root or matches(p, a.add))) \
                or (at_root and name in PRESENCE_NAMES):
            empty.append(p)
        elif (at_root and (name in ROOT_NAMES or matches(name, ROOT_GLOBS))) \
                or matches(p, ANY_PATH_GLOBS) or matches(p, a.add):
            copy.append(p)
        elif matches(p, a.empty):
            empty.append(p)
    tests = [p for p in files if matches(p, a.tests) and not is_agent_file(p)][:5]
    empty += [t for t in tests if t not in empty]

    root = os.path.join(a.dest, "repo")
    os.makedirs(root, exist_ok=True)
    for d in top_dirs:
        if d in AGENT_DIRS or matches(d, a.skip):
            continue
        os.makedirs(os.path.join(root, d), exist_ok=True)
        open(os.path.join(root, d, ".keep"), "w").close()
    truncated = []
    for p in copy:
        data = git(a.gitdir, "show", f"{commit}:{p}")
        if len(data) > FILE_CAP:
            cut = data[:FILE_CAP].rfind(b"\n")
            data = data[:cut + 1]
            truncated.append(p)
        out = os.path.join(root, p)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "wb") as f:
            f.write(data)
        if entries[p][0] == "100755":
            os.chmod(out, 0o755)
    for p in empty:
        out = os.path.join(root, p)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        open(out, "wb").close()
    total = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in os.walk(root) for f in fs)
    print(f"commit {commit}: {len(copy)} copied, {len(empty)} empty, {total} bytes")
    for t in truncated:
        print(f"  truncated to 40 KB: {t}")


if __name__ == "__main__":
    sys.exit(main())
