#!/usr/bin/env python3
"""Carries the killed and stillborn results of a mutation run over to a later commit.

    Scripts/mutation-carry-over.py [--survivors-of GLOB2] EARLIER.json OLD_REPO NEW_REPO GLOB > RESUME.json

A full run of mutate.py over `Sources/Store` takes 80 minutes here. After tests were added (and
sources touched) in answer to its survivors, only what it did not kill needs running again. This
lists the mutants of GLOB at NEW_REPO (with mutate.py's own generator), matches each to one of
EARLIER's results at OLD_REPO by file, operator, mutation and the text of the mutated line (the
n-th such mutant to the n-th), and writes a results file holding the matched killed and stillborn
results under their new ids. Pass it to `mutate.py --resume` at NEW_REPO: everything else (the
earlier survivors and timeouts, and every mutant of a line that changed) is run again.

`--survivors-of GLOB2` also carries the survivors of unchanged lines in files matching GLOB2, for
files whose tests did not change either (mutate.py reruns timeouts whatever the file says).
"""

import fnmatch
import importlib.util
import json
import os
import sys


def load_mutate():
    path = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "tools", "mutate.py")
    spec = importlib.util.spec_from_file_location("mutate", os.path.abspath(path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def keyed(mutate, repo, pattern):
    """Each mutant of `pattern` in `repo` under (file, op, description, line text, occurrence)."""
    keys = {}
    for rel in mutate.collect_files(repo, pattern):
        text = mutate.read_file(os.path.join(repo, rel))
        lines = text.split("\n")
        seen = {}
        for mutant in sorted(mutate.SourceFile(rel, text).mutants(), key=lambda m: m.key):
            base = (rel, mutant.op, mutant.describe(), lines[mutant.line - 1].strip())
            seen[base] = seen.get(base, 0) + 1
            keys[base + (seen[base],)] = mutant.id
    return keys


def main(argv):
    survivors_of = None
    if len(argv) > 2 and argv[1] == "--survivors-of":
        survivors_of = argv[2]
        argv = argv[:1] + argv[3:]
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    earlier_path, old_repo, new_repo, pattern = argv[1:]
    mutate = load_mutate()
    with open(earlier_path, encoding="utf-8") as f:
        earlier = json.load(f)
    by_old_id = {r["id"]: r for r in earlier["results"]}
    new_ids = keyed(mutate, new_repo, pattern)
    carried = []
    for key, old_id in keyed(mutate, old_repo, pattern).items():
        result = by_old_id.get(old_id)
        carried_statuses = ("killed", "stillborn")
        if survivors_of and fnmatch.fnmatch(key[0], survivors_of):
            carried_statuses += ("survived",)
        if result is None or result["status"] not in carried_statuses or key not in new_ids:
            continue
        moved = dict(result)
        moved["id"] = new_ids[key]
        moved["line"] = int(new_ids[key].split(":")[1])
        moved["note"] = f"carried over from {old_id}"
        carried.append(moved)
    json.dump({"results": carried}, sys.stdout, indent=2)
    print(f"carried over {len(carried)} of {len(earlier['results'])} results", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
