// svc build on Python projects run through tox: the default `py` environment is the tests, a bare
// `tox` over an envlist that checks in several ways is "all checks", and one test goes through the
// environment with a name filter when its pytest names its own paths.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { verdictOf } from "../src/build/classify.ts";
import { proposed, workflow } from "./support/build-case.ts";

describe("svc build: tox", () => {
  test("`tox run -f lint` runs every environment with the factor: the lint; a benchmark environment is no test run", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "tox.ini":
        "[tox]\nenv_list = lint-{ruff,pre-commit}, py3{12,13}-tests\n\n[testenv]\ncommands =\n    tests: pytest {posargs}\n\n[testenv:codspeed]\ncommands = pytest --codspeed -n auto bench/test_benchmarks.py\n\n[testenv:lint-{ruff,pre-commit}]\ncommands =\n    ruff: ruff check .\n    pre-commit: pre-commit run --all-files\n",
      ".github/workflows/ci.yml": workflow(["tox run -f lint"], "lint"),
    });
    assert.deepEqual(found.lint?.[0], "tox run -f lint");
    assert.deepEqual(verdictOf(["pytest", "--codspeed", "-n", "auto", "bench/test_benchmarks.py"]), { kind: "noise" });
    assert.deepEqual(verdictOf(["pytest", "--benchmark-only"]), { kind: "noise" });
    assert.deepEqual(verdictOf(["pytest", "-n", "auto"]), { kind: "task", tasks: ["test"] });
  });

  test("an environment of one Python version among several (`3.10-tests`) is CI's leg, no everyday test; ranges and comments in the envlist read", async () => {
    const { expandEnvlist } = await import("../src/build/sources/python.ts");
    assert.deepEqual(expandEnvlist("lint-{ruff,pre-commit},\n  3.1{0-2}-tests,\n  # mypy needs each Python\n  typing"), [
      "lint-ruff",
      "lint-pre-commit",
      "3.10-tests",
      "3.11-tests",
      "3.12-tests",
      "typing",
    ]);
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      "uv.lock": "",
      "tox.ini":
        "[tox]\nenv_list =\n    lint,\n    3.1{0-4}-tests\n\n[testenv]\ncommands =\n    tests: pytest {posargs:-n auto}\n\n[testenv:3.1{0,4}-tests]\nset_env = COVERAGE_PROCESS_START={toxinidir}/pyproject.toml\n\n[testenv:lint]\ncommands = pre-commit run --all-files\n",
    });
    assert.equal(found.test?.some((run) => /^tox -e 3\.1\d-tests$/.test(run)) ?? false, false);
    assert.deepEqual(found.test?.[0], "uv run pytest");
  });

  test("tox 4's TOML env_list: Python versions run the base tests, `tox -e py` is the everyday one, bare `tox` all checks; CI's matrix leg is no test of its own", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "tox.toml":
        'env_list = ["3.13", "3.12", "type", "fast"]\n\n[env_run_base]\ncommands = [["pytest", { replace = "posargs", default = ["tests"], extend = true }], ["diff-cover", "--compare-branch", "main"]]\n\n[env.type]\ncommands = [["mypy", "src"]]\n\n[env.fast]\ncommands = [["pytest", "-n", "auto"]]\n',
      ".github/workflows/check.yml": workflow(["- run: tox run -e ${{ matrix.env }}"], "test", "strategy:\n  matrix:\n    env: ['3.13', '3.12']"),
    });
    assert.equal(found.test?.[0], "tox -e py");
    assert.equal(found.test?.some((run) => /3\.1\d/.test(run)) ?? false, false);
    assert.deepEqual(found.check, ["tox"]);
  });

  test("a matrix of another kind than the tests (`py3{8,13}-mypy`) keeps its newest version's environment", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "tox.ini":
        "[tox]\nenv_list = pre-commit, py3{8-13}-tests, py3{8,13}-mypy  # the type check on the oldest and newest\n\n[testenv]\ncommands =\n    tests: pytest {posargs}\n    mypy: mypy src\n",
    });
    assert.deepEqual(found.typecheck, ["tox -e py313-mypy"]);
    assert.equal(found.test?.some((run) => /py3\d+-tests/.test(run)) ?? false, false);
  });

  test("isort alone is the formatting; `setup.py test`, gone from setuptools, runs nothing", async () => {
    const found = await proposed({
      "setup.py": "from setuptools import setup\nsetup()\n",
      "setup.cfg": "[metadata]\nname = acme\n\n[isort]\nprofile = black\n",
      Makefile: "test:\n\tpython setup.py test\n",
      "CONTRIBUTING.md": "Sort the imports with isort before sending a change.\n",
    });
    assert.deepEqual(found.format, ["isort ."]);
    assert.deepEqual(found["format-check"], ["isort --check-only --diff ."]);
    assert.equal(found.test?.includes("make test") ?? false, false);
  });

  test("`tox -e py` tests, bare `tox` runs all checks, one test by name through the environment", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "tox.ini":
        "[tox]\nenvlist = {,ci-}py{311,312},lint\n\n[testenv]\ncommands =\n    coverage erase\n    pytest tests \\\n        --numprocesses auto \\\n        --cov {posargs}\n    coverage report\n\n[testenv:{,ci-}pypy3]\ncommands = pytest tests {posargs}\n\n[testenv:lint]\ncommands = flake8 src\n",
      // A workflow comparing outputs (`diff_shades`) installs for itself.
      ".github/workflows/diff_shades.yml": workflow(["python -m pip install ."], "analysis"),
    });
    assert.deepEqual(found.test, ["tox -e py"]);
    assert.deepEqual(found.check, ["tox"]);
    assert.deepEqual(found["test-one"], ['tox -e py -- -k "<test_name>"']);
    assert.deepEqual(found.install, ["pip install -e ."]);
  });

  test("`tox -e py` runs the base commands that apply to it (nested substitutions read, factor-only lines left), before an environment of another purpose", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "tox.ini":
        "[tox]\nenvlist =\n    py{311,312}\n    doctesting\n    plugins\n\n[testenv]\ncommands =\n    {env:_COVERAGE_RUN:} pytest {posargs:{env:_DEFAULT_POSARGS:}}\n    doctesting: pytest --doctest-modules --pyargs acme\n    coverage: coverage combine\n\n[testenv:plugins]\ncommands =\n    pip check\n    pytest plugins_integration.py\n",
    });
    assert.deepEqual(found.test?.[0], "tox -e py");
  });

  test("tox 4's TOML: pytest given the positional arguments makes one test `tox -e py -- <file>`", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "tox.toml":
        'env_list = ["3.13", "fix"]\n\n[env_run_base]\ncommands = [["pytest", { replace = "posargs", default = ["tests"], extend = true }]]\n\n[env.fix]\ncommands = [["pre-commit", "run", "--all-files"]]\n',
      "tests/test_acme.py": "",
    });
    assert.deepEqual(found["test-one"], ["tox -e py -- tests/<file>.py::<test_name>"]);
  });

  test("an envlist entry with no section of its own (`py314`) runs the base commands; pytest-django in requirements/testing.txt makes pytest the runner", async () => {
    const found = await proposed({
      "manage.py": "#!/usr/bin/env python\n",
      "requirements/testing.txt": "pytest\npytest-django\n",
      "tox.ini":
        "[tox]\nenvlist = py314,lint\n\n[testenv]\ncommands =\n    pytest --ds=acme.settings.test {posargs}\n\n[testenv:lint]\ncommands = ruff check .\n",
      ".github/workflows/ci.yml": workflow(["pip install tox", "tox -e py314", "tox -e lint"]),
    });
    assert.deepEqual(found.test?.[0], "tox -e py314");
    assert.equal(found["test-one"]?.[0]?.includes("manage.py test"), false);
  });
});

describe("svc build: Django", () => {
  test("migrating is `manage.py migrate`; checking that no migration is missing migrates nothing", async () => {
    const found = await proposed({
      "requirements.txt": "Django==5.1\n",
      "manage.py": "#!/usr/bin/env python\n",
      ".github/workflows/ci.yml": workflow(["pip install -r requirements.txt", "python manage.py makemigrations --check --dry-run", "python manage.py test"]),
    });
    assert.deepEqual(found.migrate, ["python manage.py migrate"]);
    assert.deepEqual(found.test, ["python manage.py test"]);
  });

  test("a Flask application's manage.py is not Django's: Flask-Migrate's `flask db upgrade` migrates, pytest tests", async () => {
    const found = await proposed({
      "requirements.txt": "flask==2.1.3\nflask-migrate==2.5.3\nflask-script==2.0.6\npytest==7.0\n",
      "manage.py": "",
      "tests/test_api.py": "",
    });
    assert.deepEqual(found.migrate, ["flask db upgrade"]);
    assert.equal(found.dev, undefined);
    assert.deepEqual(found.test, ["pytest"]);
  });
});

describe("svc build: nox", () => {
  test("a session named for formatting that runs every pre-commit hook formats; it is no run-everything", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "noxfile.py":
        "import nox\n\n@nox.session()\ndef format(session):\n    session.install('pre-commit')\n    session.run('pre-commit', 'run', '--all-files')\n\n@nox.session\ndef test(session):\n    session.run('pytest')\n",
      ".pre-commit-config.yaml": "repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    hooks:\n      - id: ruff-format\n",
    });
    assert.deepEqual(found.format, ["nox -s format"]);
    assert.notDeepEqual(found.check, ["nox -s format"]);
  });

  test("a session a nox plugin declares (`@nox_uv.session`) is a session too", async () => {
    const found = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "noxfile.py":
        "import nox\nimport nox_uv\n\n@nox_uv.session(python='3.13', uv_groups=['type_check'])\ndef ty(session: nox.Session) -> None:\n    session.run('ty', 'check', *session.posargs)\n",
    });
    assert.deepEqual(found.typecheck, ["nox -s ty"]);
  });
});

describe("svc build: ruff", () => {
  test("a ruff configuration with `fix = true` makes plain `ruff check` fix: the lint is `ruff check --no-fix`", async () => {
    const found = await proposed({ "pyproject.toml": '[project]\nname = "acme"\n\n[tool.ruff]\nfix = true\nline-length = 100\n' });
    assert.deepEqual(found.lint, ["ruff check --no-fix ."]);
    assert.deepEqual(found["lint-fix"], ["ruff check --fix ."]);
    const file = await proposed({ "pyproject.toml": '[project]\nname = "acme"\n', "ruff.toml": 'fix = true\n\n[lint]\nselect = ["E"]\n' });
    assert.deepEqual(file.lint, ["ruff check --no-fix ."]);
  });
});

describe("svc build: Invoke", () => {
  test("Invoke's tasks.py: tasks by their dashed names, read from what they run or, computed, from their names; a fix flag is the fixing run", async () => {
    const found = await proposed({
      "pyproject.toml": '[tool.poetry]\nname = "acme"\n',
      "poetry.lock": "",
      "tasks.py": [
        "from invoke import task",
        "",
        "@task",
        "def unit_tests(c):",
        '    c.run("pytest tests/unit")',
        "",
        "@task(help={'fix': 'Apply the fixes.'})",
        "def ruff(context, fix=False):",
        '    command = "ruff check"',
        "    if fix:",
        '        command += " --fix"',
        "    context.run(command)",
        "",
        "@task",
        "def start(context):",
        '    context.run(f"docker compose up {SERVICE}")',
        "",
      ].join("\n"),
      ".github/workflows/ci.yml": workflow(["poetry run invoke ruff"]),
    });
    assert.deepEqual(found.test, ["poetry run invoke unit-tests"]);
    assert.deepEqual(found.lint, ["poetry run invoke ruff"]);
    assert.deepEqual(found["lint-fix"], ["poetry run invoke ruff --fix"]);
    assert.deepEqual(found.dev, ["poetry run invoke start"]);
    // A collection's name for a task is its name; a helper (`_task`) is none; the CI's own options are Invoke's.
    const named = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n',
      "tasks.py": [
        "from invoke import Collection, task",
        "",
        "@task",
        "def _docker(c):",
        '    c.run("docker compose build")',
        "",
        "@task",
        "def unit_tests(c):",
        '    c.run("pytest")',
        "",
        "ns = Collection()",
        'ns.add_task(unit_tests, name="test")',
        "",
      ].join("\n"),
      ".github/workflows/ci.yml": workflow(["invoke -c tasks test"]),
    });
    assert.deepEqual(named.test, ["invoke test"]);
    assert.ok(
      !Object.values(named)
        .flat()
        .some((run) => run.includes("-docker") || run.includes("_docker")),
      JSON.stringify(named),
    );
    // A tasks.py that is not Invoke's is nothing.
    const other = await proposed({ "pyproject.toml": '[project]\nname = "acme"\n', "tasks.py": "@task\ndef test(c):\n    c.run('pytest')\n" });
    assert.ok(
      !Object.values(other)
        .flat()
        .some((run) => run.includes("invoke")),
      JSON.stringify(other),
    );
  });
});

describe("svc build: Python beside another ecosystem", () => {
  test("a Python package built from the Rust crate beside it (maturin) wraps the crate: Cargo's commands come first", async () => {
    const found = await proposed({
      "Cargo.toml": '[package]\nname = "acme"\n',
      "rustfmt.toml": 'edition = "2021"\n',
      "pyproject.toml":
        '[build-system]\nrequires = ["maturin>=1.5,<2"]\nbuild-backend = "maturin"\n\n[project]\nname = "acme"\n\n[tool.ruff.format]\nquote-style = "double"\n',
    });
    assert.deepEqual(found.format?.[0], "cargo fmt");
    assert.deepEqual(found["format-check"]?.[0], "cargo fmt --check");
  });

  test("a pyproject.toml of tool settings only is no package to install", async () => {
    const found = await proposed({
      "meson.build": "project('player', 'c')\n",
      "pyproject.toml": "[tool.ruff]\nline-length = 100\n",
    });
    assert.equal(found.install, undefined);
    const packaged = await proposed({ "pyproject.toml": '[project]\nname = "acme"\nversion = "1.0"\n' });
    assert.deepEqual(packaged.install, ["pip install -e ."]);
  });
});

describe("svc build: Python's package manager", () => {
  test("a uv.lock beside a Poetry project with no [project] table is not what manages it: uv needs [project]", async () => {
    const found = await proposed({
      "pyproject.toml":
        '[tool.poetry]\nname = "acme"\nversion = "1.0"\n\n[tool.poetry.dependencies]\npython = "^3.9"\n\n[tool.poetry.group.dev.dependencies]\npytest = "^8"\n\n[build-system]\nrequires = ["poetry-core"]\n',
      "poetry.lock": "",
      "uv.lock": "",
      "tests/test_app.py": "",
    });
    assert.deepEqual(found.install, ["poetry install"]);
    assert.deepEqual(found.test, ["poetry run pytest"]);
  });
});

describe("svc build: requirements files", () => {
  test("dev requirements that do not include the main ones are installed with them", async () => {
    const apart = await proposed({ "manage.py": "", "requirements.txt": "Django==5.0\n", "requirements-dev.txt": "ruff==0.6\n" });
    assert.deepEqual(apart.install, ["pip install -r requirements.txt -r requirements-dev.txt"]);
    const including = await proposed({ "manage.py": "", "requirements.txt": "Django==5.0\n", "requirements-dev.txt": "-r requirements.txt\nruff==0.6\n" });
    assert.deepEqual(including.install, ["pip install -r requirements-dev.txt"]);
  });
});

describe("svc build: building a Python package", () => {
  test("a package with a build backend builds with its manager's command; a build script of its own comes first", async () => {
    const backend = '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "acme"\n';
    const uv = await proposed({ "pyproject.toml": backend, "uv.lock": "" });
    assert.deepEqual(uv.build, ["uv build"]);
    const pip = await proposed({ "pyproject.toml": backend });
    assert.deepEqual(pip.build, ["python -m build"]);
    const scripted = await proposed({ "pyproject.toml": backend, "scripts/build": "#!/bin/sh\nset -e\npython -m build\ntwine check dist/*\n" });
    assert.deepEqual(scripted.build, ["./scripts/build"]);
    const settingsOnly = await proposed({ "pyproject.toml": "[tool.ruff]\nline-length = 100\n", "requirements.txt": "requests\n" });
    assert.equal(settingsOnly.build, undefined);
  });
});

describe("svc build: PDM's scripts", () => {
  test("[tool.pdm.scripts] are the project's entry points: `pdm run test`, `pdm run lint`; hooks are none; testpaths' slash is not doubled", async () => {
    const found = await proposed({
      "pyproject.toml":
        '[project]\nname = "acme"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests/"]\n\n[tool.pdm.scripts]\npre_test = "python tasks/prepare.py"\ntest = "pytest"\nlint = "ruff check src"\ndoc = {cmd = "mkdocs serve", help = "docs"}\nall = {composite = ["lint", "test"]}\n',
      "pdm.lock": "",
      ".github/workflows/ci.yml": workflow(["pdm install", "pdm run pytest -n auto tests"]),
    });
    assert.deepEqual(found.test?.[0], "pdm run test");
    assert.deepEqual(found.lint?.[0], "pdm run lint");
    assert.deepEqual(found.check, ["pdm run all"]);
    assert.deepEqual(found["test-one"], ["pdm run pytest tests/<file>.py::<test_name>"]);
    assert.ok(!Object.values(found).flat().includes("pdm run pre_test"), JSON.stringify(found));
  });
});

describe("svc build: ruff as the formatter", () => {
  test("ruff the project depends on formats where no other formatter is there; black beside it keeps the formatting", async () => {
    const pyproject = (deps: string): string => `[project]\nname = "acme"\n\n[dependency-groups]\ndev = [${deps}]\n\n[tool.ruff]\nline-length = 79\n`;
    const ruff = await proposed({ "pyproject.toml": pyproject('"ruff>=0.6"'), "uv.lock": "" });
    assert.deepEqual(ruff.format, ["uv run ruff format ."]);
    assert.deepEqual(ruff["format-check"], ["uv run ruff format --check ."]);
    const black = await proposed({ "pyproject.toml": pyproject('"ruff>=0.6", "black"'), "uv.lock": "" });
    assert.equal(black.format, undefined);
  });
});

describe("svc build: Python's task runners", () => {
  test("Poe the Poet's tasks and taskipy's are the project's recipes, run through its manager", async () => {
    const poe = await proposed({
      "pyproject.toml":
        '[project]\nname = "acme"\n\n[dependency-groups]\ndev = ["poethepoet", "pytest", "django"]\n\n[tool.poe.tasks]\nstart.cmd = "uvicorn acme.asgi:application --reload"\nstart.help = "dev server"\nmigrate.cmd = "python manage.py migrate"\ntest = "pytest --reuse-db"\ncheck = ["lint", "test"]\nlint = { cmd = "ruff check ." }\n',
      "uv.lock": "",
      "manage.py": "#!/usr/bin/env python\n",
      ".github/workflows/ci.yml": workflow(["uv sync", "uv run pytest -n logical --junitxml=report.xml"]),
    });
    assert.deepEqual(poe.dev?.[0], "uv run poe start");
    assert.deepEqual(poe.migrate?.[0], "uv run poe migrate");
    assert.deepEqual(poe.test?.[0], "uv run poe test");
    const taskipy = await proposed({
      "pyproject.toml": '[project]\nname = "acme"\n\n[tool.poetry]\n\n[tool.taskipy.tasks]\ntest = "pytest"\nlint = { cmd = "ruff check", help = "lint" }\n',
      "poetry.lock": "",
    });
    assert.deepEqual(taskipy.test?.[0], "poetry run task test");
    assert.deepEqual(taskipy.lint?.[0], "poetry run task lint");
  });

  test("a pyproject that builds no package and depends on MkDocs, beside another ecosystem's manifest, is the docs' tooling", async () => {
    const found = await proposed({
      "go.mod": "module example.com/acme\n\ngo 1.23\n",
      Makefile: "lint:\n\tgolangci-lint run\n",
      "pyproject.toml": '[project]\nname = "acme"\ndependencies = ["mkdocs>=1.6", "ruff", "taskipy"]\n\n[tool.taskipy.tasks]\nlint = "ruff check"\n',
    });
    assert.deepEqual(found.lint?.[0], "make lint");
    // Go's formatter, not ruff's: the Python there formats nothing of the project's.
    assert.deepEqual(found.format, ["gofmt -w ."]);
  });
});
