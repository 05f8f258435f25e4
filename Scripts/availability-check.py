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
after `guard #available(…)`. Code that only one platform compiles (`#if canImport(UIKit)` is
iOS's; `#if !canImport(UIKit)` and `#elseif canImport(AppKit)` are macOS's) needs only that
platform's version.

A declaration the current SDK deprecates (the stand-ins' `@available(iOS, introduced: …,
deprecated: …)`) may be used only in the `else` branch of an `if #available(…)` whose other branch
uses its replacement: no compiler warns while the deployment target is older than the deprecation,
so only its place says that the replacement is used wherever the system has it.

It must also report every file of AppleSDK/AvailabilityViolations (uses the check has to catch),
so it cannot quietly pass everything.

    Scripts/availability-check.py
"""
import pathlib
import re
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the checkout
from swift_text import closing_brace, code_only

ROOT = pathlib.Path(__file__).resolve().parent.parent
APPLE_ONLY = re.compile(r"canImport\((WebKit|UIKit|AppKit|SwiftUI)\)")
AVAILABLE = re.compile(r"(@|#)available\(([^)]*)\)")
KEYWORD = re.compile(r"\b(?:var|let|func|init|subscript|typealias|case|class|struct|enum|protocol|extension|actor)\b")
# The declaration an attribute marks: the first declaration keyword after it. An extension names no
# new declaration, so an attribute on one restricts no name of its own (its members carry theirs).
DECLARATION = re.compile(
    r"\b(class|struct|enum|protocol|typealias|actor|func|var|let|extension)\s+([A-Za-z_][A-Za-z0-9_]*)")


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


def restricted_names(minimum):
    """Declarations above the floor, the stand-ins' and this package's Apple-only ones:
    name -> required versions; and initialisers, used by their type's name and labels rather than
    a name of their own: what -> (required versions, pattern of uses)."""
    names, initializers = {}, {}
    ours = [p for p in sorted((ROOT / "Sources").rglob("*.swift")) if APPLE_ONLY.search(p.read_text())]
    for path in sorted((ROOT / "AppleSDK" / "Sources").rglob("*.swift")) + ours:
        code = code_only(path.read_text())
        for match in AVAILABLE.finditer(code):
            if match.group(1) != "@":
                continue
            required = versions(match.group(2))
            if not any(required.get(p, (0,)) > minimum[p] for p in minimum):
                continue
            made = initializer(code, match.end())
            if made:
                initializers[made[0]] = (required, made[1])
                continue
            declared = DECLARATION.search(code, match.end())
            if declared and declared.group(1) != "extension":
                names[declared.group(2)] = required
    return names, initializers


def enclosing_type(code, position):
    """The innermost class, struct, enum or actor whose body holds `position`."""
    best = None
    for match in re.finditer(r"\b(?:class|struct|enum|actor)\s+([A-Za-z_]\w*)[^{;]*\{", code):
        if match.end() > position:
            break
        if closing_brace(code, match.end() - 1) > position:
            best = match.group(1)
    return best


def initializer(code, position):
    """The initialiser declared right after `position` (past attributes and modifiers), as (how
    it reads, a pattern of its uses: its type called with its argument labels, in order)."""
    declaration = re.match(
        r"(?:\s|@\w+(?:\([^)]*\))?|\b(?:public|open|package|internal|convenience|required|nonisolated)\b)*\binit\s*\(([^)]*)\)",
        code[position:])
    if not declaration:
        return None
    parameters = [part for part in declaration.group(1).split(",") if ":" in part]
    labels = [part.split(":")[0].split()[0] for part in parameters]
    # A closure parameter may be written as a trailing closure, without its label.
    required = [label for label, part in zip(labels, parameters) if label != "_" and "@escaping" not in part]
    owner = enclosing_type(code, position)
    pattern = rf"\b{owner}\s*\(" + "".join(rf"[^;{{}}]*?\b{label}\s*:" for label in required)
    return f"{owner}.init({''.join(label + ':' for label in labels)})", re.compile(pattern)


def deprecated_declarations():
    """Declarations the stand-ins mark deprecated on iOS or macOS (`@available(iOS, introduced: 12.0,
    deprecated: 27.0)`), as (what, version, a pattern of their uses): an initialiser's use is
    its type's name called with its argument labels, in order."""
    found = {}
    for path in sorted((ROOT / "AppleSDK" / "Sources").rglob("*.swift")):
        code = code_only(path.read_text())
        for match in re.finditer(r"@available\((iOS|macOS),[^)]*\bdeprecated:\s*([0-9.]+)[^)]*\)", code):
            made = initializer(code, match.end())
            if made:
                earlier = found.get(made[0], ("", None))[0]
                found[made[0]] = ((earlier + " and " if earlier else "") + f"{match.group(1)} {match.group(2)}", made[1])
    return found


def deprecated_uses(code, deprecated, label):
    """Each use of a deprecated declaration outside the fallback (`else`) branch of an
    `if #available`: with the deployment target below the deprecation no compiler warns, so only
    its place says whether the replacement is used wherever the system has it."""
    fallbacks = []
    for match in re.finditer(r"\bif\s+#available\(", code):
        index = closing_brace(code, code.find("{", match.end()))
        other = re.match(r"\s*else\s*\{", code[index + 1:])
        if other:
            start = index + other.end()
            fallbacks.append((start, closing_brace(code, start)))
    found = []
    for what, (version, pattern) in deprecated.items():
        for use in pattern.finditer(code):
            if not any(start < use.start() < end for start, end in fallbacks):
                line = code.count("\n", 0, use.start()) + 1
                found.append(
                    f"{label}:{line}: {what} is deprecated in {version} (the current SDK): use its replacement "
                    f"where the system has it, and this one only in the `else` branch of that `if #available`")
    return found


def platform_branches(code):
    """The ranges of `code` that one platform alone compiles, as (start, end, platform): a
    `#if canImport(UIKit)` branch is iOS's, a `#if !canImport(UIKit)` or `canImport(AppKit)` one
    macOS's; its `#else` is the other platform's."""
    branches, stack = [], []  # stack: [platform of the open branch or None, its start]
    for match in re.finditer(r"^[ \t]*#(if|elseif|else|endif)\b(.*)$", code, re.MULTILINE):
        directive, condition = match.group(1), match.group(2).strip()
        if directive in ("elseif", "else", "endif") and stack:
            platform, start = stack.pop()
            if platform:
                branches.append((start, match.start(), platform))
            if directive == "else":
                other = {"iOS": "macOS", "macOS": "iOS"}.get(platform) if platform else None
                stack.append([other, match.end()])
        if directive in ("if", "elseif"):
            platform = {"canImport(UIKit)": "iOS", "!canImport(UIKit)": "macOS", "canImport(AppKit)": "macOS"}.get(condition)
            stack.append([platform, match.end()])
    return branches


def violations(code, names, minimum, label, deprecated=None):
    """Each use of a restricted name outside a scope available for it, as 'label:line: …'."""
    if deprecated:
        return violations(code, names, minimum, label) + deprecated_uses(code, deprecated, label)
    names, initializers = names
    if not names and not initializers:
        return []
    use = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b") if names else None
    events = []  # (position, kind, payload)
    for what, (_, pattern) in initializers.items():
        for match in pattern.finditer(code):
            events.append((match.start(), "use", what))
    for match in AVAILABLE.finditer(code):
        events.append((match.start(), "guard" if re.search(r"guard\s*$", code[: match.start()]) else "pending", versions(match.group(2))))
    for match in (use.finditer(code) if use else []):
        events.append((match.start(), "use", match.group(1)))
    for match in KEYWORD.finditer(code):
        events.append((match.start(), "declaration", None))
    for index, char in enumerate(code):
        if char in "{}()\n":
            events.append((index, char, None))
    events.sort(key=lambda event: event[0])

    branches = platform_branches(code)
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
            required = names[payload] if payload in names else initializers[payload][0]
            platforms = {platform for start, end, platform in branches if start < position < end} or set(minimum)
            required = {p: v for p, v in required.items() if p in platforms and v > minimum[p]}
            if not required:
                continue
            scopes = [entry[1] for entry in stack] + ([pending] if pending is not None else [])
            if not any(all(scope.get(p, (0,)) >= required[p] for p in required) for scope in scopes):
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
    deprecated = deprecated_declarations()
    problems = []
    checked = 0
    for folder in ("Sources", "Examples"):
        for path in sorted((ROOT / folder).rglob("*.swift")):
            text = path.read_text()
            if APPLE_ONLY.search(text):
                checked += 1
                problems += violations(code_only(text), names, minimum, str(path.relative_to(ROOT)), deprecated)
    for label, block in documentation_blocks():
        checked += 1
        for problem in violations(code_only(block), names, minimum, label, deprecated):
            # A block's lines count from its opening fence.
            where, line, rest = problem.split(":", 2)
            problems.append(f"{where.split(':')[0]}:{int(label.rsplit(':', 1)[1]) + int(line)}:{rest}")
    for problem in problems:
        print(problem, file=sys.stderr)
    fixtures = sorted((ROOT / "AppleSDK" / "AvailabilityViolations").glob("*.swift"))
    missed = [f for f in fixtures if not violations(code_only(f.read_text()), names, minimum, f.name, deprecated)]
    for fixture in missed:
        print(f"availability-check: {fixture.relative_to(ROOT)} uses an API above the floor unguarded, and was not caught", file=sys.stderr)
    if problems or missed or not fixtures:
        sys.exit(1)
    print(f"availability-check: {checked} Apple-only files and blocks; {len(names[0]) + len(names[1])} declarations above the floor "
          f"(iOS {minimum['iOS'][0]}, macOS {minimum['macOS'][0]}) and {len(deprecated)} deprecated in the current SDK; "
          f"every use guarded; {len(fixtures)} violations caught")


if __name__ == "__main__":
    main()
