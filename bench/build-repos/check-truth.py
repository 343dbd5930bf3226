#!/usr/bin/env python3
"""Check the blind ground truth of one benchmark folder (bench/build-repos/a, …/b, …).

usage: python3 bench/build-repos/check-truth.py bench/build-repos/a [more folders]

For every <owner>--<name>/truth.json under each folder: the fields the format needs, all twelve
task keys, each non-null task an {accept: [non-empty strings], from: non-empty string}, `never`
pairs naming known tasks, `split` set, a skeleton in repo/ within the size caps (40 KB a file,
250 KB in all) holding no agent-instruction file, lock files empty, and the folder name matching
`repo`. Prints one line per repository and a summary; exits 1 when anything is wrong.
"""
import json, os, re, sys

TASKS = ['install', 'build', 'test', 'test-one', 'lint', 'lint-fix', 'format', 'format-check',
         'typecheck', 'check', 'dev', 'migrate']
FIELDS = ['repo', 'commit', 'ecosystem', 'split', 'truth_from', 'has_tests', 'tasks', 'never', 'notes']
AGENT = re.compile(r'(^|/)(AGENTS\.md|CLAUDE\.md|CLAUDE\.local\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|'
                   r'\.clinerules|copilot-instructions\.md)$|(^|/)\.(cursor|claude|agents?|codex|gemini)(/|$)|'
                   r'^\.github/(instructions|prompts)(/|$)', re.I)
LOCKS = {'package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lockb', 'bun.lock', 'uv.lock', 'poetry.lock',
         'Cargo.lock', 'composer.lock', 'Gemfile.lock', 'mix.lock', 'Package.resolved', 'pubspec.lock', 'pdm.lock',
         'Pipfile.lock', 'go.sum', 'deno.lock'}
FILE_CAP, SKELETON_CAP = 40 * 1024, 250 * 1024


def check_repo(folder):
    problems = []
    path = os.path.join(folder, 'truth.json')
    try:
        with open(path, encoding='utf-8') as f:
            truth = json.load(f)
    except (OSError, ValueError) as e:
        return None, [f'{path}: cannot read: {e}']
    for key in FIELDS:
        if key not in truth:
            problems.append(f'missing field "{key}"')
    for key in ('repo', 'ecosystem', 'truth_from'):
        if key in truth and not (isinstance(truth[key], str) and truth[key].strip()):
            problems.append(f'"{key}" must be a non-empty string')
    if truth.get('split') not in ('tune', 'heldout'):
        problems.append(f'split is {truth.get("split")!r}, not "tune" or "heldout"')
    if not re.fullmatch(r'[0-9a-f]{40}', str(truth.get('commit', ''))):
        problems.append('commit is not 40 hex digits')
    repo = str(truth.get('repo', ''))
    if os.path.basename(folder.rstrip('/')) != repo.replace('/', '--'):
        problems.append(f'folder name does not match repo {repo!r} (expected {repo.replace("/", "--")})')
    if not isinstance(truth.get('has_tests'), bool):
        problems.append('has_tests is not true/false')
    tasks = truth.get('tasks') or {}
    for key in TASKS:
        if key not in tasks:
            problems.append(f'task "{key}" missing (use null when the project has none)')
    for key, value in tasks.items():
        if key not in TASKS:
            problems.append(f'unknown task "{key}"')
            continue
        if value is None:
            continue
        accept = value.get('accept') if isinstance(value, dict) else None
        if not isinstance(accept, list) or not accept or not all(isinstance(a, str) and a.strip() for a in accept):
            problems.append(f'task "{key}": accept must be a non-empty list of commands')
        elif len(set(accept)) != len(accept):
            problems.append(f'task "{key}": a command is listed twice in accept')
        if not isinstance(value, dict) or not str(value.get('from', '')).strip():
            problems.append(f'task "{key}": from (file:line) missing')
    if truth.get('has_tests') and tasks.get('test') is None:
        problems.append('has_tests is true but test is null')
    never = truth.get('never', [])
    if not isinstance(never, list):
        problems.append('never is not a list')
    else:
        for pair in never:
            if not (isinstance(pair, list) and len(pair) == 2 and pair[0] in TASKS and isinstance(pair[1], str)):
                problems.append(f'never entry {pair!r} is not ["task", "cmd"]')
            elif tasks.get(pair[0]) and pair[1] in tasks[pair[0]]['accept']:
                problems.append(f'{pair!r} is both accepted and never')

    skeleton = os.path.join(folder, 'repo')
    if not os.path.isdir(skeleton):
        problems.append('no repo/ skeleton')
    else:
        total = 0
        for root, dirs, files in os.walk(skeleton):
            for name in dirs + files:
                rel = os.path.relpath(os.path.join(root, name), skeleton)
                if AGENT.search(rel):
                    problems.append(f'agent-instruction file in skeleton: {rel}')
            for name in files:
                full = os.path.join(root, name)
                size = os.path.getsize(full)
                total += size
                rel = os.path.relpath(full, skeleton)
                if size > FILE_CAP:
                    problems.append(f'{rel} is {size} bytes (cap {FILE_CAP})')
                if name in LOCKS and size:
                    problems.append(f'lock file {rel} is not empty')
        if total > SKELETON_CAP:
            problems.append(f'skeleton is {total} bytes (cap {SKELETON_CAP})')
    return truth, problems


def main(argv):
    if not argv:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    bad = 0
    count = {'tune': 0, 'heldout': 0}
    for base in argv:
        for name in sorted(os.listdir(base)):
            folder = os.path.join(base, name)
            if not os.path.isdir(folder):
                continue
            truth, problems = check_repo(folder)
            if truth and truth.get('split') in count:
                count[truth['split']] += 1
            non_null = sum(1 for t in TASKS if truth and (truth.get('tasks') or {}).get(t))
            status = 'ok ' if not problems else 'BAD'
            print(f'{status} {name:50} {str(truth and truth.get("split")):8} {non_null:2}/12')
            for p in problems:
                print(f'      {p}')
            bad += bool(problems)
    print(f'{count["tune"]} tune, {count["heldout"]} heldout, {bad} with problems')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
