#!/usr/bin/env python3
"""Compares every public declaration of the SDK stand-ins with Apple's published text.

The stand-ins (AppleSDK/Sources) are compiled with `-emit-symbol-graph`: the compiler prints each
declaration as DocC prints it, which is how Apple's documentation pages print the SDK's. Apple's
text is kept in AppleSDK/Declarations/*.md, one entry per documentation page: its identifier, its
availability and its declaration block, copied verbatim (AppleSDK/README.md, "Apple's text").

For each public stand-in symbol this script finds the page whose path names it (the identifier
without its module and disambiguation suffix, compared without case, so that a misspelt name still
finds its page and is reported), and fails unless
  * the two declarations are the same after the normalisation below (names, argument labels and
    parameter names, types, optionality, `async`/`throws`, default values, `@MainActor`,
    `nonisolated`, `@Sendable`, `@escaping`, `@preconcurrency`, `mutating`, `weak`, `static`);
  * the stand-in is available where Apple says: the branch's platform (iOS for the UIKit branch,
    macOS for the AppKit one) is listed, an introduction above the package's floor is declared
    with the same version, and a deprecation is declared in the generations it belongs to;
  * the generation being checked has exactly the declarations Apple introduced by then.
A public stand-in symbol that is not Apple's (a fake's helper) must be listed, with its reason,
in AppleSDK/Declarations/StandInOnly.md; a declaration that must differ from Apple's text (what
the Linux compiler cannot take as Apple writes it) in Divergences.md, with its reason.

What is normalised, on both sides alike (what Objective-C import and DocC's printing add):
  * `optional` on protocol requirements (here every implemented requirement is required, so that
    a near-miss does not compile) and `public`, `open`, `final`, `convenience`, `required`,
    `override`, `dynamic`, `@objc` and `@objc(name)`, `@IBOutlet`, `@IBAction`, `@NSCopying` (copy
    semantics are the fakes' business);
  * a member's `@MainActor` when its type is `@MainActor`, itself or through its superclass
    (Objective-C pages print it on the type that declares it only, Swift pages on every member);
    `nonisolated` is kept. The superclass chain is the stand-ins' (the pages' "Inherits From"
    was not in reach);
  * `let name: T` reads as `var name: T { get }` and a stored `var` as `{ get set }`;
    `class var`/`class func` as `static`;
  * a nested type's qualifier (`WebPage.FrameInfo` is `FrameInfo`), `Self.`, `Swift.`,
    `Foundation.`, and `NSRect`, which is `CGRect`;
  * `@discardableResult` where Apple's page is an Objective-C declaration's (`c:` precise
    identifier): Swift imports every Objective-C result as discardable, and the pages do not say;
  * `@frozen` and `@export(…)`, which change what a library's clients inline and how they switch
    over it across a module boundary, not what they may write (the stand-ins are not resilient),
    and `@ContentBuilder`, which Apple's SwiftUI declares as a type alias of `@ViewBuilder`;
  * `@isolated(any)`, which the Linux compiler's symbol graphs do not print (the type-check
    still compiles it), and a type alias's value where Apple's page prints none (an alias of an
    underscored type);
  * white space, and the order of leading attributes.
An Apple declaration whose page is out of reach (a member Swift synthesises, such as an
Objective-C option set's `rawValue`, or a page the documentation store lacks) is listed in
AppleSDK/Declarations/Unrecorded.md with the reason; it is reported on every run, never compared.

    Scripts/declaration-check.py --generation 27 --floor iOS=17.0,macOS=14.0 \
        --graphs UIKit=DIR --graphs AppKit=DIR
"""
import argparse
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RECORDS = ROOT / "AppleSDK" / "Declarations"
PLATFORM = {"UIKit": "iOS", "AppKit": "macOS"}
STRIPPED_WORDS = ["optional", "public", "open", "final", "convenience", "required", "override", "dynamic"]
STRIPPED_ATTRIBUTES = ["@objc", "@NSCopying", "@frozen", "@export(implementation)", "@export(interface)", "@IBOutlet", "@IBAction"]


def version(text):
    """'26.0.0' -> (26, 0, 0); '' -> None."""
    text = text.strip()
    return tuple(int(part) for part in text.split(".")) if text else None


def shown(v):
    return ".".join(map(str, v[:2] if len(v) > 2 and v[2] == 0 else v))


class Record:
    def __init__(self, identifier, source):
        self.identifier = identifier
        self.source = source
        self.declarations = []  # (platform or None, text)
        self.availability = {}  # platform -> (introduced, deprecated) or None when not listed
        self.platform = None
        self.precise = ""

    @property
    def components(self):
        """The symbol's path: after the module in a page's identifier
        (`/documentation/WebKit/WKWebView/load(_:)`), after `#` in a WebKit source file's
        (`webkit:Source/WebKit/…/WKWebView.h#WKWebView/load(_:)`)."""
        if self.identifier.startswith("webkit:"):
            return self.identifier.split("#", 1)[1].split("/")
        return self.identifier.split("/")[3:]

    @property
    def key(self):
        return path_key(self.components)


def path_key(components, fold=True):
    """The page's path without disambiguation suffixes ('WKWebView.load(_:)'), lower-cased unless
    `fold` is false: a name spelt with another case still finds its page, and is reported."""
    cleaned = [re.sub(r"-(?:swift\.[a-z.]+|[0-9a-z]{4,6})$", "", part) for part in components]
    key = ".".join(cleaned)
    return key.lower() if fold else key


def read_records():
    records = []
    for path in sorted(RECORDS.glob("*.md")):
        if path.name in ("StandInOnly.md", "Unrecorded.md", "Divergences.md", "README.md"):
            continue
        current, in_block, block, platform = None, False, [], None
        for number, line in enumerate(path.read_text().split("\n"), 1):
            if in_block:
                if line.startswith("```"):
                    current.declarations.append((platform, "\n".join(block)))
                    in_block, block, platform = False, [], None
                else:
                    block.append(line)
            elif line.startswith("## /documentation/") or line.startswith("## webkit:"):
                current = Record(line[3:].strip(), f"{path.relative_to(ROOT)}:{number}")
                records.append(current)
            elif current is None:
                continue
            elif line.startswith("- availability:"):
                for part in line.split(":", 1)[1].split(";"):
                    match = re.fullmatch(r"\s*(iOS|macOS)\s+(none|([0-9.]*)\s*-\s*([0-9.]*))\s*", part)
                    if not match:
                        sys.exit(f"declaration-check: {current.source}: cannot read availability {part!r}")
                    if match.group(2) == "none":
                        current.availability[match.group(1)] = None
                    else:
                        current.availability[match.group(1)] = (version(match.group(3)), version(match.group(4)))
            elif line.startswith("- symbol:"):
                current.precise = line.split(":", 1)[1].strip().strip("`")
            elif line.startswith("- platform:"):
                platform = line.split(":", 1)[1].strip()
            elif line.startswith("```"):
                in_block = True
    return records


def read_listed(name):
    """`- `Path`: reason` lines of AppleSDK/Declarations/<name>."""
    path = RECORDS / name
    listed = {}
    if path.exists():
        for line in path.read_text().split("\n"):
            match = re.match(r"^- `([^`]+)`: (.+)$", line)
            if match:
                listed[match.group(1)] = match.group(2)
    return listed


def leading_attributes(text):
    """Splits '@A @B(x) rest' into (['@A', '@B(x)'], 'rest')."""
    attributes = []
    while True:
        match = re.match(r"\s*(@[A-Za-z_]+(?:\([^()]*\))?)\s+", text)
        if not match:
            return attributes, text.strip()
        attributes.append(match.group(1))
        text = text[match.end():]


def normalise(text, nested, strip_main_actor, objective_c=False):
    text = " ".join(text.split())
    attributes, rest = leading_attributes(text)
    attributes = [
        a if a != "@ContentBuilder" else "@ViewBuilder" for a in attributes
        if a not in STRIPPED_ATTRIBUTES and not a.startswith("@objc(")]
    if objective_c:
        attributes = [a for a in attributes if a != "@discardableResult"]
    if strip_main_actor:
        attributes = [a for a in attributes if a != "@MainActor"]
    words = rest.split(" ")
    while words and words[0] in STRIPPED_WORDS:
        words.pop(0)
    rest = " ".join(words)
    modifiers = r"((?:static |nonisolated |weak |unowned(?:\([a-z]+\))? |mutating |nonmutating )*)"
    rest = re.sub(r"^" + modifiers + r"class (var|func|let|subscript)\b", r"\1static \2", rest)
    # A stored property is a property with accessors.
    match = re.fullmatch(modifiers + r"let ([A-Za-z_][A-Za-z0-9_]*): (.+)", rest)
    if match:
        rest = f"{match.group(1)}var {match.group(2)}: {match.group(3)} {{ get }}"
    match = re.fullmatch(modifiers + r"var ([A-Za-z_][A-Za-z0-9_]*): ([^{}]+)", rest)
    if match:
        rest = f"{match.group(1)}var {match.group(2)}: {match.group(3).strip()} {{ get set }}"
    rest = re.sub(r"\b(?:Swift|Foundation|_Concurrency|ObjectiveC)\.(?=[A-Z])", "", rest)
    rest = re.sub(r"\bSelf\.(?=[A-Z])", "", rest)
    if nested:
        names = "|".join(sorted(nested, key=len, reverse=True))
        rest = re.sub(r"\b(?:" + names + r")(?:<[A-Za-z, ]*>)?\.(?=[A-Z])", "", rest)
    rest = re.sub(r"\bNSRect\b", "CGRect", rest)
    rest = re.sub(r"@ContentBuilder\b", "@ViewBuilder", rest)
    # The Linux compiler's symbol graphs (Swift 6.3.1) print no `@isolated(any)`; the type-check
    # still compiles the stand-ins' own.
    rest = re.sub(r"@isolated\(any\)\s*", "", rest)
    rest = re.sub(r"\s*:\s*", ": ", rest)
    rest = re.sub(r"\(\s+", "(", rest)
    rest = re.sub(r"\s+\)", ")", rest)
    return " ".join(sorted(attributes) + [rest]).strip()


def opaque_alias(theirs, ours):
    """Apple's pages print a type alias to an underscored type without its value
    (`typealias Content`); a Swift type alias must have one."""
    return re.fullmatch(r"typealias \w+", theirs) is not None and ours.startswith(theirs + " = ")


def is_main_actor(text):
    return "@MainActor" in leading_attributes(" ".join(text.split()))[0]


def load_graph(directory):
    """The public symbols a stand-in module declares, with their parents."""
    symbols, paths, inherits = [], {}, {}
    for path in sorted(pathlib.Path(directory).glob("*.symbols.json")):
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            paths[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
        for relation in graph.get("relationships", []):
            if relation["kind"] == "inheritsFrom":
                inherits[relation["source"]] = relation["target"]
    superclass = {paths[source]: paths[target] for source, target in inherits.items() if source in paths and target in paths}
    for path in sorted(pathlib.Path(directory).glob("*.symbols.json")):
        module = path.name.split(".")[0].split("@")[0]
        mangled = f"{len(module)}{module}"
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in precise or mangled not in precise[:48]:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            availability = {}
            for entry in symbol.get("availability", []):
                if entry.get("domain") in ("iOS", "macOS"):
                    introduced = entry.get("introduced")
                    deprecated = entry.get("deprecated")
                    availability[entry["domain"]] = (
                        tuple(introduced.get(k, 0) for k in ("major", "minor", "patch")) if introduced else None,
                        tuple(deprecated.get(k, 0) for k in ("major", "minor", "patch")) if deprecated else None,
                    )
            location = symbol.get("location", {})
            where = location.get("uri", "").replace("file://", "")
            try:
                where = str(pathlib.Path(where).resolve().relative_to(ROOT))
            except ValueError:
                pass
            line = location.get("position", {}).get("line", -1) + 1
            symbols.append({
                "module": module,
                "path": ".".join(symbol["pathComponents"]),
                "components": symbol["pathComponents"],
                "declaration": "".join(f["spelling"] for f in symbol["declarationFragments"]),
                "availability": availability,
                "where": f"{where}:{line}",
            })
    return symbols, superclass


def padded(v):
    return tuple(list(v) + [0] * (3 - len(v)))


def check(graphs, generation, floor, every_branch=True):
    records = read_records()
    stand_in_only = read_listed("StandInOnly.md")
    unrecorded = read_listed("Unrecorded.md")
    divergences = read_listed("Divergences.md")
    diverging = set()
    by_key, by_exact_key = {}, {}
    for record in records:
        by_key.setdefault(record.key, []).append(record)
        by_exact_key.setdefault(path_key(record.components, fold=False), []).append(record)
    nested = {record.components[-2] for record in records if len(record.components) > 1}
    nested = {re.sub(r"-(?:swift\.[a-z.]+|[0-9a-z]{4,6})$", "", name) for name in nested if re.match(r"^[A-Z]", name)}
    problems, checked, used = [], 0, set()
    for branch, directory in graphs:
        platform = PLATFORM[branch]
        symbols, superclass = load_graph(directory)
        by_path = {symbol["path"]: symbol for symbol in symbols}

        def ours_main_actor(path):
            while path:
                if path in by_path and is_main_actor(by_path[path]["declaration"]):
                    return True
                path = superclass.get(path)
            return False

        def theirs_main_actor(path):
            while path:
                if any(is_main_actor(text) for r in by_exact_key.get(path, []) for _, text in r.declarations):
                    return True
                path = superclass.get(path)
            return False
        for symbol in symbols:
            path = symbol["path"]
            if path in stand_in_only or path.split(".")[0] in stand_in_only:
                used.add(path if path in stand_in_only else path.split(".")[0])
                continue
            candidates = by_exact_key.get(path_key(symbol["components"], fold=False))
            if not candidates and path in unrecorded:
                used.add(path)
                continue
            candidates = candidates or by_key.get(path_key(symbol["components"]), [])
            label = f"{symbol['where']}: {path} ({branch} branch, SDK {generation})"
            if not candidates:
                base = path_key(symbol["components"]).split("(")[0]
                namesakes = [r for key, rs in by_key.items() if key.split("(")[0] == base for r in rs]
                if namesakes:
                    lines = [f"{label}: the declaration is not Apple's: no page of Apple's spells it so",
                             f"    stand-in: {symbol['declaration']}"]
                    lines += [f"    Apple's:  {' '.join(text.split())}   ({r.identifier}, {r.source})" for r in namesakes for _, text in r.declarations]
                    problems.append("\n".join(lines))
                else:
                    problems.append(f"{label}: no page of Apple's is recorded for it; add the page's entry to AppleSDK/Declarations (or, for a fake's own helper, to StandInOnly.md)")
                continue
            checked += 1
            parent_path = ".".join(symbol["components"][:-1])
            ours_strip = ours_main_actor(parent_path)
            theirs_strip = theirs_main_actor(parent_path)
            if path in superclass and ours_main_actor(superclass[path]):
                # A class isolated through its superclass: the compiler prints the inherited
                # `@MainActor`, Apple's pages print it only where it is declared.
                ours_strip = theirs_strip = True
            match, tried = None, []
            for record in candidates:
                objective_c = record.precise.startswith("c:")
                ours = normalise(symbol["declaration"], nested, ours_strip, objective_c)
                for record_platform, text in record.declarations:
                    if record_platform not in (None, platform):
                        continue
                    theirs = normalise(text, nested, theirs_strip, objective_c)
                    tried.append((record, text, theirs))
                    if theirs == ours or opaque_alias(theirs, ours):
                        match = record
            if match is None and not tried and path in unrecorded:
                used.add(path)
                continue
            if match is None and path in divergences:
                diverging.add(path)
                match = candidates[0]
            if match is None:
                lines = [f"{label}: the declaration is not Apple's", f"    stand-in: {symbol['declaration']}"]
                for record, text, theirs in tried:
                    lines.append(f"    Apple's:  {' '.join(text.split())}   ({record.identifier}, {record.source})")
                lines.append(f"    compared: {normalise(symbol['declaration'], nested, ours_strip)}")
                lines += [f"         vs.: {theirs}" for _, _, theirs in tried]
                problems.append("\n".join(lines))
                continue
            used.add(match.identifier)
            problems += availability_problems(label, symbol, by_path, match, platform, generation, floor)
    for listing, names in (("StandInOnly.md", stand_in_only), ("Unrecorded.md", unrecorded), ("Divergences.md", divergences)):
        for name in names if every_branch else []:
            if name not in used and name not in diverging:
                problems.append(
                    f"AppleSDK/Declarations/{listing}: `{name}` is listed, but "
                    + ("it no longer differs from Apple's text" if listing == "Divergences.md" else "no public stand-in symbol is named so")
                    + "; remove the line")
    return problems, checked, sorted(set(unrecorded) & used), sorted(diverging)


def availability_problems(label, symbol, by_path, record, platform, generation, floor):
    """Apple's availability for `platform` against the stand-in's (its own, or its nearest
    ancestor's: an attribute on a type covers its members)."""
    if platform not in record.availability:
        return [f"{label}: {record.source} does not say whether it is available on {platform}"]
    apple = record.availability[platform]
    if apple is None:
        return [f"{label}: Apple's page ({record.identifier}) lists no {platform}: the {platform} branch must not have it"]
    introduced, deprecated = apple
    ours_introduced, ours_deprecated = None, None
    components = symbol["components"]
    for depth in range(len(components), 0, -1):
        ancestor = by_path.get(".".join(components[:depth]))
        if ancestor and platform in ancestor["availability"]:
            declared = ancestor["availability"][platform]
            ours_introduced = ours_introduced or declared[0]
            ours_deprecated = ours_deprecated or declared[1]
    problems = []
    if introduced and padded(introduced) > padded(floor[platform]):
        if padded(introduced)[:2] > (generation, 99):
            problems.append(f"{label}: Apple introduced it in {platform} {shown(introduced)}, after this generation: it must be left out of SDK {generation} (`#if APPLE_SDK_{introduced[0]}`)")
        elif ours_introduced is None or padded(ours_introduced) != padded(introduced):
            have = shown(ours_introduced) if ours_introduced else "no attribute"
            problems.append(f"{label}: Apple introduced it in {platform} {shown(introduced)}, above the package's floor; the stand-in says {have}: declare `@available({platform} {shown(introduced)}, …)` (Scripts/availability-check.py reads it)")
    if deprecated and deprecated[0] <= generation:
        if ours_deprecated is None or padded(ours_deprecated) != padded(deprecated):
            problems.append(f"{label}: Apple deprecated it in {platform} {shown(deprecated)}; the stand-in of SDK {generation} must say `deprecated: {shown(deprecated)}`")
    elif ours_deprecated is not None:
        problems.append(f"{label}: the stand-in says deprecated in {platform} {shown(ours_deprecated)}, which SDK {generation} is not (Apple's page: {record.identifier})")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--generation", type=int, required=True, help="the SDK generation checked (26, 27)")
    parser.add_argument("--floor", required=True, help="the package's floor, e.g. iOS=17.0,macOS=14.0")
    parser.add_argument("--graphs", action="append", required=True, help="BRANCH=DIR: the branch's symbol graphs")
    parser.add_argument("--expect-failure", action="store_true", help="exit 0 only if a difference is found (self-test)")
    arguments = parser.parse_args()
    floor = {name: version(value) for name, value in (part.split("=") for part in arguments.floor.split(","))}
    graphs = [tuple(part.split("=", 1)) for part in arguments.graphs]
    # The self-test checks one branch: the listings' names of the other are not unused.
    problems, checked, unverified, diverging = check(graphs, arguments.generation, floor, every_branch=not arguments.expect_failure)
    if arguments.expect_failure:
        for problem in problems:
            print(problem)
        sys.exit(0 if problems else 1)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"declaration-check: {len(problems)} difference(s) from Apple's text (above)", file=sys.stderr)
        sys.exit(1)
    print(f"declaration-check: SDK {arguments.generation}: {checked} stand-in declarations match Apple's text "
          f"({', '.join(branch for branch, _ in graphs)} branches); not compared, no page in reach "
          f"(AppleSDK/Declarations/Unrecorded.md): {', '.join(unverified) or 'none'}; different on purpose "
          f"(Divergences.md): {', '.join(diverging) or 'none'}")


if __name__ == "__main__":
    main()
