#!/usr/bin/env python3
"""Fails on Swift written in a language version newer than the package's swift-tools-version.

The only compiler here is the newest one (Swift 6.3), which accepts everything up to 6.3; the
oldest Xcode the package admits (Xcode 26.0, Swift 6.2, named by `// swift-tools-version: 6.2`)
does not. No older compiler can be installed here, so this script reads the sources for the
syntax of every language feature that swift-evolution marks "Implemented (Swift 6.2)" or
"(Swift 6.3)" (and Swift Testing's proposals of those releases), and reports each use of one
newer than the tools version: in Sources, Tests, Examples, AppleSDK and the documentation's
Swift blocks. `Scripts/LanguageViolations/` holds one use of each detectable feature; each must be
reported, so the check cannot quietly pass everything.

The table was read from swift-evolution's proposals (their "Status" lines) on 2026-12-01. A
feature without syntax of its own (a library addition such as `Duration.attoseconds`, a
behaviour change) is listed with `None`: not checked here, and named in the summary.

    Scripts/language-check.py
"""
import pathlib
import re
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the checkout
from swift_text import code_only

ROOT = pathlib.Path(__file__).resolve().parent.parent

# (Swift version, proposal, what it is, the syntax that uses it, or None).
FEATURES = [
    ((6, 2), "SE-0371", "isolated deinit", r"\bisolated\s+deinit\b"),
    ((6, 2), "SE-0446", "nonescapable types (~Escapable)", r"~\s*Escapable\b"),
    ((6, 2), "SE-0447", "Span", r"\b(?:Raw)?Span<|\bRawSpan\b"),
    ((6, 2), "SE-0451", "raw identifiers", r"`[^`\n]*[^A-Za-z0-9_`\n][^`\n]*`"),
    ((6, 2), "SE-0452", "integer generic parameters", r"<\s*let\s+[A-Za-z_]\w*\s*:\s*Int\b"),
    ((6, 2), "SE-0453", "InlineArray", r"\bInlineArray\b"),
    ((6, 2), "SE-0461", "nonisolated(nonsending) and @concurrent", r"\bnonisolated\(nonsending\)|@concurrent\b"),
    ((6, 2), "SE-0466", "default actor isolation", r"\bdefaultIsolation\s*\(|-default-isolation\b"),
    ((6, 2), "SE-0467", "MutableSpan", r"\bMutable(?:Raw)?Span\b"),
    ((6, 2), "SE-0469", "task names", r"\bTask(?:\.detached)?\s*\(\s*name\s*:|\.addTask\s*\(\s*name\s*:"),
    ((6, 2), "SE-0470", "global-actor isolated conformances", r"(?:extension|struct|class|enum|actor)\s[^{\n]*:\s*[^{\n]*@MainActor\s+[A-Z]"),
    ((6, 2), "SE-0472", "Task.immediate", r"\bTask\.immediate\b|\bimmediateDetached\b|\baddImmediateTask\b"),
    ((6, 2), "SE-0475", "Observations", r"\bObservations\s*[({]"),
    ((6, 2), "SE-0476", "@abi", r"@abi\s*\("),
    ((6, 2), "SE-0477", "default values in string interpolations", r"\\\([^()\n]*,\s*default:"),
    ((6, 2), "SE-0483", "InlineArray type sugar", r"\[\s*\d+\s+of\s+"),
    ((6, 2), "SE-0485", "OutputSpan", r"\bOutput(?:Raw)?Span\b"),
    ((6, 2), "ST-0008", "exit tests", r"\bprocessExitsWith\s*:"),
    ((6, 2), "ST-0009", "attachments", r"\bAttachment\s*(?:\(|\.record)"),
    ((6, 2), "ST-0010", "ConditionTrait.evaluate()", r"\bConditionTrait\b[^\n]*\.evaluate\s*\("),
    ((6, 2), "ST-0011", "issue handling traits", r"\.(?:compactMapIssues|filterIssues)\s*\("),
    ((6, 2), "SE-0419", "the Backtrace API", None),
    ((6, 2), "SE-0456", "Span properties of standard library types", None),
    ((6, 2), "SE-0457", "Duration's attosecond representation", None),
    ((6, 2), "SE-0459", "Collection conformance of enumerated()", None),
    ((6, 2), "SE-0462", "task priority escalation APIs", None),
    ((6, 2), "SE-0463", "Objective-C completion handlers imported as @Sendable", None),
    ((6, 2), "SE-0468", "Hashable AsyncStream continuations", None),
    ((6, 3), "SE-0460", "@specialized", r"@specialized\s*\("),
    ((6, 3), "SE-0473", "clock epochs", r"\.systemEpoch\b"),
    ((6, 3), "SE-0481", "weak let", r"\bweak\s+let\b"),
    ((6, 3), "SE-0491", "module selectors", r"\b[A-Za-z_]\w*::[A-Za-z_]"),
    ((6, 3), "SE-0492", "@section and @used", r"@section\s*\(|@used\b"),
    ((6, 3), "SE-0495", "@c", r"@c\b(?!\w)"),
    ((6, 3), "SE-0496", "@inline(always)", r"@inline\s*\(\s*always\s*\)"),
    ((6, 3), "SE-0497", "@export", r"@export\s*\("),
    ((6, 3), "ST-0013", "issue severity", r"\bseverity\s*:\s*\.(?:warning|error)\b|\bIssue\.Severity\b"),
    ((6, 3), "ST-0016", "test cancellation", r"\bTest(?:\.Case)?\.cancel\s*\("),
    ((6, 3), "SE-0489", "EncodingError and DecodingError descriptions", None),
    ((6, 3), "ST-0012", "values captured in exit tests", None),
    ((6, 3), "ST-0020", "SourceLocation.filePath", None),
]


def tools_version():
    first = (ROOT / "Package.swift").read_text().split("\n", 1)[0]
    match = re.fullmatch(r"// swift-tools-version:\s*(\d+)\.(\d+)(?:\.\d+)?", first.strip())
    if not match:
        sys.exit(f"language-check: Package.swift does not start with a swift-tools-version line: {first!r}")
    return int(match.group(1)), int(match.group(2))


def uses(code, newer):
    for version, proposal, what, pattern in newer:
        if pattern is None:
            continue
        for match in re.finditer(pattern, code):
            yield code.count("\n", 0, match.start()) + 1, version, proposal, what


def documentation_blocks():
    files = sorted(ROOT.glob("*.md")) + sorted(p for p in ROOT.rglob("*.md") if "Sources" in p.parts or "Benchmarks" in p.parts)
    for path in files:
        inside, start, block = False, 0, []
        for number, line in enumerate(path.read_text().split("\n"), 1):
            if inside and line.startswith("```"):
                yield f"{path.relative_to(ROOT)}", start, "\n".join(block)
                inside, block = False, []
            elif inside:
                block.append(line)
            elif line.strip() == "```swift":
                inside, start = True, number


def main():
    tools = tools_version()
    newer = [feature for feature in FEATURES if feature[0] > tools]
    problems, files = [], 0
    fixtures = ROOT / "Scripts" / "LanguageViolations"
    for folder in ("Sources", "Tests", "Examples", "AppleSDK"):
        for path in sorted((ROOT / folder).rglob("*.swift")):
            if ".build" in path.parts:
                continue
            files += 1
            for line, version, proposal, what in uses(code_only(path.read_text()), newer):
                problems.append(f"{path.relative_to(ROOT)}:{line}: {what} ({proposal}) is Swift {version[0]}.{version[1]}, newer than the package's swift-tools-version {tools[0]}.{tools[1]}")
    for name, start, block in documentation_blocks():
        files += 1
        for line, version, proposal, what in uses(code_only(block), newer):
            problems.append(f"{name}:{start + line}: {what} ({proposal}) is Swift {version[0]}.{version[1]}, newer than the package's swift-tools-version {tools[0]}.{tools[1]}")
    # Every detectable feature of the newest release the compiler here knows must be caught in
    # the fixtures, or a detector has rotted.
    fixture_text = "\n".join(code_only(p.read_text()) for p in sorted(fixtures.glob("*.swift")))
    newest = max(feature[0] for feature in FEATURES)
    missed = [f"{proposal} ({what})" for version, proposal, what, pattern in FEATURES
              if version == newest and pattern and not re.search(pattern, fixture_text)]
    for problem in problems:
        print(problem, file=sys.stderr)
    for name in missed:
        print(f"language-check: Scripts/LanguageViolations has no use of {name} that the check catches", file=sys.stderr)
    if problems or missed:
        sys.exit(1)
    unchecked = [proposal for version, proposal, _, pattern in newer if pattern is None]
    print(f"language-check: {files} Swift files and blocks use no language feature newer than swift-tools-version "
          f"{tools[0]}.{tools[1]} ({len(newer)} features of later releases; without syntax of their own, not checked: "
          f"{', '.join(unchecked) or 'none'})")


if __name__ == "__main__":
    main()
