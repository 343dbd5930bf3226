"""Write one truth.json from a compact Python description (used by hand, one call per repository).

    from truth import write, t
    write("koel--koel", repo="koel/koel", commit="…", ecosystem="php", split="tune",
          truth_from="…", has_tests=True,
          tasks={"test": t(["composer test"], "composer.json:124 (test script)"), …},
          never=[["dev", "pnpm dev"]], notes="…")

Tasks left out of `tasks` are written as null, so every truth.json has all twelve keys.
"""
import json
import os

TASKS = ["install", "build", "test", "test-one", "lint", "lint-fix", "format", "format-check",
         "typecheck", "check", "dev", "migrate"]


def t(accept, source):
    if isinstance(accept, str):
        accept = [accept]
    return {"accept": list(accept), "from": source}


def write(folder, *, repo, commit, ecosystem, split, truth_from, has_tests, tasks, never=(),
          notes=""):
    unknown = set(tasks) - set(TASKS)
    if unknown:
        raise SystemExit(f"{folder}: unknown task keys {sorted(unknown)}")
    doc = {
        "repo": repo, "commit": commit, "ecosystem": ecosystem, "split": split,
        "truth_from": truth_from, "has_tests": has_tests,
        "tasks": {k: tasks.get(k) for k in TASKS},
        "never": [list(n) for n in never],
        "notes": notes,
    }
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, folder, "truth.json"), "w") as f:
        json.dump(doc, f, indent=2, ensure_ascii=False)
        f.write("\n")
