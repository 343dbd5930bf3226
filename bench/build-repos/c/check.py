#!/usr/bin/env python3
"""Check held-out set C: the shared checks of ../check-truth.py, plus what this set promises.

usage: python3 bench/build-repos/c/check.py

On top of the shared checks (fields, twelve tasks, accept lists, caps, no agent files, empty lock
files): every repository is held out, `never` pairs are not also accepted, each `from` names a file,
symlinks in a skeleton stay inside it, and the set covers the ecosystems it was chosen for.
Exits 1 when anything is wrong.
"""
import importlib.util, json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('check_truth', os.path.join(HERE, '..', 'check-truth.py'))
shared = importlib.util.module_from_spec(spec)
spec.loader.exec_module(shared)

# What the set was chosen to hold (README.md, "How the repositories were chosen").
WANT = {'node': 4, 'python': 4, 'rust': 2, 'go': 2, 'ruby': 1, 'java': 2, 'php': 2, 'dotnet': 2,
        'elixir': 1, 'swift': 1, 'c': 2, 'dart': 1}
FAMILY = {'kotlin': 'java', 'cpp': 'c', 'flutter': 'dart'}
MIN_AGENT_FILES = 5
# a `from` names a file: a path with a dot or slash, or a task file without an extension
NAMES_FILE = re.compile(r'[\w-]+\.[\w.]+|\w/\w|\b(Makefile|Rakefile|justfile|Justfile|Gemfile|Procfile|Jenkinsfile|Dockerfile)\b')


def extra_checks(folder, truth):
    problems = []
    if truth.get('split') != 'heldout':
        problems.append('set C is held out: split must be "heldout"')
    for key, value in (truth.get('tasks') or {}).items():
        if value and not NAMES_FILE.search(value.get('from', '')):
            problems.append(f'task "{key}": from does not name a file')
    skeleton = os.path.join(folder, 'repo')
    for root, dirs, files in os.walk(skeleton):
        for name in dirs + files:
            full = os.path.join(root, name)
            if os.path.islink(full):
                target = os.path.realpath(full)
                if not target.startswith(os.path.realpath(skeleton) + os.sep) or not os.path.exists(target):
                    problems.append(f'symlink {os.path.relpath(full, skeleton)} points outside the skeleton or nowhere')
    return problems


def main():
    bad, families, agent_truth, rows = 0, Counter(), 0, []
    for name in sorted(os.listdir(HERE)):
        folder = os.path.join(HERE, name)
        if not os.path.isdir(folder) or name.startswith('.'):
            continue
        truth, problems = shared.check_repo(folder)
        if truth:
            problems += extra_checks(folder, truth)
            eco = truth.get('ecosystem', '')
            families[FAMILY.get(eco, eco)] += 1
            agent_truth += 'maintainers' in truth.get('truth_from', '')
        non_null = sum(1 for t in shared.TASKS if truth and (truth.get('tasks') or {}).get(t))
        print(f'{"ok " if not problems else "BAD"} {name:45} {truth and truth.get("ecosystem")!s:8} {non_null:2}/12')
        for p in problems:
            print(f'      {p}')
        bad += bool(problems)
    for eco, n in WANT.items():
        if families[eco] != n:
            print(f'BAD ecosystem {eco}: {families[eco]} repositories, the set promises {n}')
            bad += 1
    if agent_truth < MIN_AGENT_FILES:
        print(f'BAD only {agent_truth} repositories take truth from a maintainers\' agent file (want ≥ {MIN_AGENT_FILES})')
        bad += 1
    print(f'{sum(families.values())} repositories, {agent_truth} from agent files, {bad} problems')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
