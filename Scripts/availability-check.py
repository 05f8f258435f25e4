#!/usr/bin/env python3
"""Checks on Linux what the compiler checks only on Apple platforms: `@available`.

Swift ignores `@available(iOS …)` when compiling for Linux, so an Apple-only file could use an
iOS 26 API in a package whose floor is iOS 17 and still type-check against the SDK stand-ins.
This script reads
  * the package's floor from Package.swift (`.iOS(.v17)`, `.macOS(.v14)`);
  * the availability of the declarations above that floor (`@available(iOS 26.0, macOS 26.0, *)`)
    in the stand-ins (AppleSDK/Sources, transcribed from Apple's documentation) and in this
    package's Apple-only sources (`WebPageScreen` is as new as the `WebPage` it shows);
and fails for every use of such a declaration, in the Apple-only sources (files behind
`canImport(WebKit|UIKit|AppKit|SwiftUI)` in Sources/ and Examples/) and in the documentation
blocks marked `<!-- snippet: ios -->` or `macos`, that is not inside a declaration marked
`@available` for at least those versions, an `if #available(…)` block, or the rest of a scope
after `guard #available(…)`.

It must also report every file of AppleSDK/AvailabilityViolations (uses the check has to catch),
so it cannot quietly pass everything.

    Scripts/availability-check.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
APPLE_ONLY = re.compile(r"canImport\((WebKit|UIKit|AppKit|SwiftUI)\)")
AVAILABLE = re.compile(r"(@|#)available\(([^)]*)\)")
KEYWORD = re.compile(r"\b(?:var|let|func|init|subscript|typealias|case|class|struct|enum|protocol|extension|actor)\b")
DECLARATION = re.compile(r"\b(?:class|struct|enum|protocol|typealias|actor|func)\s+([A-Za-z_][A-Za-z0-9_]*)")


def versions(arguments):
    """`iOS 26.0, macOS 26.0, *` as {'iOS': (26, 0), 'macOS': (26, 0)}."""
    found = {}
    for part in arguments.split(","):
        match = re.fullmatch(r"\s*(iOS|macOS)\s+([0-9.]+)\s*", part)
        if match:
            found[match.group(1)] = tuple(int(n) for n in match.group(2).split("."))
    return found


def floor():
    text = (ROOT / "Package.swift").read_text()
    ios = re.search(r"\.iOS\(\.v(\d+)(?:_(\d+))?\)", text)
    macos = re.search(r"\.macOS\(\.v(\d+)(?:_(\d+))?\)", text)
    if not ios or not macos:
        sys.exit("availability-check: Package.swift declares no iOS and macOS floor")
    return {"iOS": (int(ios.group(1)), int(ios.group(2) or 0)), "macOS": (int(macos.group(1)), int(macos.group(2) or 0))}


def code_only(text):
    """`text` with comments and string literals blanked, newlines kept (so lines still count)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def restricted_names(minimum):
    """Declarations above the floor, the stand-ins' and this package's Apple-only ones:
    name -> required versions."""
    names = {}
    ours = [p for p in sorted((ROOT / "Sources").rglob("*.swift")) if APPLE_ONLY.search(p.read_text())]
    for path in sorted((ROOT / "AppleSDK" / "Sources").rglob("*.swift")) + ours:
        code = code_only(path.read_text())
        for match in AVAILABLE.finditer(code):
            if match.group(1) != "@":
                continue
            required = versions(match.group(2))
            if not any(required.get(p, (0,)) > minimum[p] for p in minimum):
                continue
            declared = DECLARATION.search(code, match.end())
            if declared:
                names[declared.group(1)] = required
    return names


def violations(code, names, minimum, label):
    """Each use of a restricted name outside a scope available for it, as 'label:line: …'."""
    if not names:
        return []
    use = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")
    events = []  # (position, kind, payload)
    for match in AVAILABLE.finditer(code):
        events.append((match.start(), "guard" if re.search(r"guard\s*$", code[: match.start()]) else "pending", versions(match.group(2))))
    for match in use.finditer(code):
        events.append((match.start(), "use", match.group(1)))
    for match in KEYWORD.finditer(code):
        events.append((match.start(), "declaration", None))
    for index, char in enumerate(code):
        if char in "{}()\n":
            events.append((index, char, None))
    events.sort(key=lambda event: event[0])

    depth, parentheses, stack, pending, found = 0, 0, [], None, []
    declared = False
    for position, kind, payload in events:
        if kind == "pending":
            pending, declared = payload, False
        elif kind == "guard":
            stack.append((depth, payload))
        elif kind == "declaration":
            declared = True
        elif kind == "(":
            parentheses += 1
        elif kind == ")":
            parentheses -= 1
        elif kind == "{":
            depth += 1
            if pending is not None:
                stack.append((depth, pending))
                pending = None
        elif kind == "}":
            stack = [entry for entry in stack if entry[0] < depth]
            depth -= 1
        elif kind == "\n":
            # An attribute on a declaration without a body (a stored property) covers that
            # declaration, up to the end of its line outside parentheses.
            if pending is not None and declared and parentheses == 0:
                pending = None
        elif kind == "use":
            required = names[payload]
            scopes = [entry[1] for entry in stack] + ([pending] if pending is not None else [])
            if not any(all(scope.get(p, (0,)) >= required.get(p, (0,)) for p in minimum) for scope in scopes):
                line = code.count("\n", 0, position) + 1
                wanted = ", ".join(f"{p} {'.'.join(map(str, required[p]))}" for p in sorted(required))
                found.append(
                    f"{label}:{line}: {payload} needs {wanted}, above the package's floor "
                    f"(iOS {minimum['iOS'][0]}, macOS {minimum['macOS'][0]}): use it inside "
                    f"`@available({wanted}, *)` or `if #available({wanted}, *)`")
    return found


def documentation_blocks():
    """The Swift blocks marked ios or macos in every documentation file, as (label, code)."""
    files = sorted(ROOT.glob("*.md")) + sorted((ROOT / "Benchmarks").rglob("*.md")) + sorted((ROOT / "Sources").rglob("*.md"))
    for path in files:
        lines = path.read_text().split("\n")
        marked, inside, start, block = False, False, 0, []
        for number, line in enumerate(lines, 1):
            if inside:
                if line.startswith("```"):
                    yield f"{path.relative_to(ROOT)}:{start}", "\n".join(block)
                    inside, block = False, []
                else:
                    block.append(line)
            elif marked and line == "```swift":
                inside, start, marked = True, number, False
            else:
                marked = bool(re.fullmatch(r"<!-- snippet:(.* )?(ios|macos)( .*)? -->", line))


def main():
    minimum = floor()
    names = restricted_names(minimum)
    problems = []
    checked = 0
    for folder in ("Sources", "Examples"):
        for path in sorted((ROOT / folder).rglob("*.swift")):
            text = path.read_text()
            if APPLE_ONLY.search(text):
                checked += 1
                problems += violations(code_only(text), names, minimum, str(path.relative_to(ROOT)))
    for label, block in documentation_blocks():
        checked += 1
        for problem in violations(code_only(block), names, minimum, label):
            # A block's lines count from its opening fence.
            where, line, rest = problem.split(":", 2)
            problems.append(f"{where.split(':')[0]}:{int(label.rsplit(':', 1)[1]) + int(line)}:{rest}")
    for problem in problems:
        print(problem, file=sys.stderr)
    fixtures = sorted((ROOT / "AppleSDK" / "AvailabilityViolations").glob("*.swift"))
    missed = [f for f in fixtures if not violations(code_only(f.read_text()), names, minimum, f.name)]
    for fixture in missed:
        print(f"availability-check: {fixture.relative_to(ROOT)} uses an API above the floor unguarded, and was not caught", file=sys.stderr)
    if problems or missed or not fixtures:
        sys.exit(1)
    print(f"availability-check: {checked} Apple-only files and blocks; {len(names)} declarations above the floor "
          f"(iOS {minimum['iOS'][0]}, macOS {minimum['macOS'][0]}); every use guarded; {len(fixtures)} violations caught")


if __name__ == "__main__":
    main()
