#!/usr/bin/env python3
"""Checks what DocC itself does not: every public symbol has a summary, and every public
top-level symbol of a module is listed in its landing page's Topics.

    Scripts/docs-check.py MODULE SYMBOL_GRAPH_DIR LANDING_PAGE [MODULE DIR PAGE ...]

Run by Scripts/docs.sh. A `$name` symbol (the projection of a documented `@TaskLocal` or
property wrapper) has no comment of its own and is not required to. Exits 1 with one line per
problem.
"""
import json
import pathlib
import re
import sys


def symbols(graph_dir, module):
    """The module's own symbols: its main graph, not the graphs of the modules it extends."""
    graph = json.loads((pathlib.Path(graph_dir) / f"{module}.symbols.json").read_text())
    return graph["symbols"]


def curated(landing_page):
    """The symbol names the landing page's Topics list, without their disambiguation."""
    text = pathlib.Path(landing_page).read_text()
    if "## Topics" not in text:
        return None
    topics = text.split("## Topics", 1)[1]
    names = set()
    for link in re.findall(r"``([^`]+)``", topics):
        first = link.split("/")[0]
        # A disambiguation follows the name (`Name-struct`) or a function's closing parenthesis.
        names.add(first[:first.index(")") + 1] if "(" in first else first.split("-")[0])
    return names


def main(arguments):
    if len(arguments) % 3 != 0 or not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    problems = []
    for index in range(0, len(arguments), 3):
        module, graph_dir, landing_page = arguments[index:index + 3]
        listed = curated(landing_page)
        if listed is None:
            problems.append(f"{landing_page}: no '## Topics' section")
            listed = set()
        for symbol in symbols(graph_dir, module):
            path = ".".join(symbol["pathComponents"])
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            if not symbol.get("docComment", {}).get("lines") and not symbol["names"]["title"].startswith("$"):
                problems.append(f"{module}: {path} ({symbol['kind']['displayName']}) has no summary")
            if len(symbol["pathComponents"]) == 1 and symbol["names"]["title"] not in listed:
                problems.append(f"{landing_page}: {path} is not listed in Topics")
    for problem in problems:
        print(problem)
    print(f"docs-check: {len(problems)} problem(s) in {len(arguments) // 3} module(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
