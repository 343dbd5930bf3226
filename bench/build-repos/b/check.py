#!/usr/bin/env python3
"""Check every truth.json and skeleton under bench/build-repos/b/.

python3 bench/build-repos/b/check.py   → one line per problem, exit 1 if any; a summary table otherwise.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TASKS = ["install", "build", "test", "test-one", "lint", "lint-fix", "format", "format-check",
         "typecheck", "check", "dev", "migrate"]
AGENT_NAMES = {"agents.md", "claude.md", "gemini.md", "agent.md", "copilot-instructions.md",
               ".windsurfrules", ".clinerules", ".cursorrules", "copilot-setup-steps.yml"}
AGENT_DIRS = {".cursor", ".claude", ".clinerules", ".windsurf"}
FILE_CAP, SKELETON_CAP = 40 * 1024, 250 * 1024
FROM_AGENTS = re.compile(r"^maintainers' (AGENTS|CLAUDE)\.md.*removed from the skeleton")
FROM_CI = "CI, task files and contributing docs"


def split_table():
    rows = {}
    for line in open(os.path.join(HERE, "SPLIT.md")):
        m = re.match(r"\|\s*(\d+)\s*\|\s*([\w.-]+/[\w.-]+)\s*\|\s*(\w+)\s*\|\s*(tune|heldout)\s*\|", line)
        if m:
            rows[m.group(2)] = (int(m.group(1)), m.group(4))
    return rows


def check_folder(folder, split_rows, problems):
    path = os.path.join(HERE, folder, "truth.json")
    say = lambda msg: problems.append(f"{folder}: {msg}")
    try:
        d = json.load(open(path))
    except (OSError, ValueError) as e:
        say(f"truth.json unreadable: {e}")
        return None
    for k in ["repo", "commit", "ecosystem", "split", "truth_from", "has_tests", "tasks", "never", "notes"]:
        if k not in d:
            say(f"missing key {k}")
    repo = d.get("repo", "")
    if folder != repo.replace("/", "--"):
        say(f"folder name does not match repo {repo}")
    if not re.fullmatch(r"[0-9a-f]{40}", d.get("commit", "")):
        say("commit is not 40 hex digits")
    if d.get("split") not in ("tune", "heldout"):
        say("split must be tune or heldout")
    elif repo in split_rows and split_rows[repo][1] != d["split"]:
        say(f"split {d['split']} differs from SPLIT.md ({split_rows[repo][1]})")
    elif repo not in split_rows:
        say("repo is not in SPLIT.md's list")
    tf = d.get("truth_from", "")
    if tf != FROM_CI and not FROM_AGENTS.match(tf):
        say(f"truth_from is neither {FROM_CI!r} nor the maintainers' file form: {tf!r}")
    tasks = d.get("tasks", {})
    if sorted(tasks) != sorted(TASKS):
        say(f"tasks keys differ: {sorted(set(TASKS) ^ set(tasks))}")
    for name, v in tasks.items():
        if v is None:
            continue
        acc = v.get("accept") if isinstance(v, dict) else None
        if not isinstance(acc, list) or not acc or not all(isinstance(c, str) and c.strip() for c in acc):
            say(f"{name}: accept must be a non-empty list of commands")
            acc = []
        if len(set(acc)) != len(acc):
            say(f"{name}: duplicate commands in accept")
        if not isinstance(v.get("from"), str) or not v["from"].strip():
            say(f"{name}: from is empty")
        if name == "test-one" and acc and not any(re.search(r"<[^>]+>", c) for c in acc):
            say("test-one: no <placeholder> in any accepted command")
        for c in acc:
            if name in ("lint", "format-check") and re.search(r"(^|\s)(--fix|--write|-w)(\s|$)", c):
                say(f"{name}: {c!r} rewrites files")
    for n in d.get("never", []):
        if not (isinstance(n, list) and len(n) == 2 and n[0] in TASKS and isinstance(n[1], str)):
            say(f"never entry malformed: {n!r}")
        elif tasks.get(n[0]) and n[1] in tasks[n[0]]["accept"]:
            say(f"never entry {n!r} is also accepted")
    if not d.get("has_tests") and tasks.get("test"):
        say("has_tests is false but a test command is given")
    # skeleton
    root = os.path.join(HERE, folder, "repo")
    if not os.path.isdir(root):
        say("no repo/ skeleton")
        return d
    total = 0
    for dp, dirs, files in os.walk(root):
        rel = os.path.relpath(dp, root)
        for dname in dirs:
            if dname in AGENT_DIRS:
                say(f"agent folder in skeleton: {os.path.join(rel, dname)}")
        for f in files:
            fp = os.path.join(dp, f)
            size = os.path.getsize(fp)
            total += size
            if size > FILE_CAP:
                say(f"file over 40 KB: {os.path.relpath(fp, root)} ({size})")
            if f.lower() in AGENT_NAMES:
                say(f"agent-instruction file in skeleton: {os.path.relpath(fp, root)}")
    if total > SKELETON_CAP:
        say(f"skeleton over 250 KB: {total}")
    d["_bytes"] = total
    return d


def main():
    split_rows = split_table()
    problems, docs = [], {}
    for folder in sorted(os.listdir(HERE)):
        if os.path.isdir(os.path.join(HERE, folder)) and "--" in folder:
            docs[folder] = check_folder(folder, split_rows, problems)
    listed = {r.replace("/", "--") for r in split_rows}
    for missing in sorted(listed - set(docs)):
        problems.append(f"{missing}: listed in SPLIT.md but has no folder")
    ok = [d for d in docs.values() if d]
    agents = sum(1 for d in ok if d.get("truth_from", "").startswith("maintainers'"))
    held = sum(1 for d in ok if d.get("split") == "heldout")
    print(f"{len(ok)} repositories, {held} held out, {agents} with maintainers' agent file as truth")
    for f, d in sorted(docs.items(), key=lambda kv: split_rows.get(kv[1]["repo"] if kv[1] else "", (99,))[0]):
        if d:
            nn = [k for k in TASKS if d["tasks"].get(k)]
            print(f"  {d['repo']:45} {d['ecosystem']:8} {d['split']:8} {len(nn):2} tasks  {d['_bytes']//1024:3} KB")
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
