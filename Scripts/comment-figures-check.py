#!/usr/bin/env python3
"""Fails when a Swift comment under Sources/ quotes a measurement or a date.

Figures and dates live in Benchmarks/, where they are re-measured; a comment says why a trick
exists and names the budget case that measures it (`store-send-mix`). A figure in a comment goes
stale with every change of layout, and nobody re-measures a comment.

Flagged in `//` and `///` comments: an instruction count ("640 instructions") and a calendar date
(2026-11-28) that is not an epoch (2001-01-01, 1970-01-01) or part of an example timestamp
(2026-11-28T10:15:30Z). A duration is not flagged: most in comments are behaviour (a 200 µs
pause), not measurements.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PATTERNS = [
    (re.compile(r"\d[\d,.]*\s*(?:k\s*)?instructions?\b", re.IGNORECASE), "an instruction count"),
    (re.compile(r"\b(?!2001-01-01|1970-01-01)(?:19|20)\d\d-\d\d-\d\d\b(?!T)"), "a date"),
]
COMMENT = re.compile(r"//(.*)$")

def comment_of(line):
    """The comment part of a line of Swift: after `//` when that is not inside a string."""
    quoted = False
    index = 0
    while index < len(line) - 1:
        char = line[index]
        if char == "\\" and quoted:
            index += 2
            continue
        if char == '"':
            quoted = not quoted
        elif not quoted and line.startswith("//", index):
            return line[index + 2:]
        index += 1
    return None

def main():
    findings = []
    files = sorted((ROOT / "Sources").rglob("*.swift"))
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            comment = comment_of(line)
            if comment is None:
                continue
            for pattern, what in PATTERNS:
                match = pattern.search(comment)
                if match:
                    findings.append(f"{path.relative_to(ROOT)}:{number}: {what} in a comment: {match.group(0)!r}")
    for finding in findings:
        print(finding)
    if findings:
        print(f"comment-figures-check: {len(findings)} figure(s) in comments; name the budget case "
              "instead and keep the figure in Benchmarks/ (comment-figures.md)", file=sys.stderr)
        return 1
    print(f"comment-figures-check: {len(files)} Swift files, no measured figure or date in a comment")
    return 0

if __name__ == "__main__":
    sys.exit(main())
