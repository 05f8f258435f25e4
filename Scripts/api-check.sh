#!/usr/bin/env bash
# The public API of every library module against its recorded baseline, API/<Module>.json: the
# dumps of swift-api-digester, the tool behind `swift package diagnose-api-breaking-changes`.
#
#   Scripts/api-check.sh              fail on any change of the public API: breaking changes, as
#                                     `swift package diagnose-api-breaking-changes` reports them
#                                     against the baseline, then additions and every other change,
#                                     listed declaration by declaration
#   Scripts/api-check.sh --record     make the working tree's public API the baseline (commit API/
#                                     with the change that moved it; CONTRIBUTING, "The public API")
#   Scripts/api-check.sh --self-test  the check's own failure paths, against baselines made from
#                                     the working tree's API: one with a public member the tree
#                                     lacks (a removal: the breaking-change stage must fail and name
#                                     it), one without a member the tree has (an addition: the
#                                     second stage must fail and list it); an untouched copy passes
#
# The baseline is checked in rather than built from an old commit, so the check needs no
# history (a shallow clone, a rebase) and a change to the API shows in the diff of API/.
set -euo pipefail
cd "$(dirname "$0")/.."

die() { echo "api-check: $*" >&2; exit 1; }

mode=check
case "${1:-}" in
  --record) mode=record ;;
  --self-test) mode=self-test ;;
  "") ;;
  *) die "unknown argument '$1' (use --record, --self-test, or nothing)" ;;
esac

# The modules of the library products, in Package.swift's order.
modules=(StoreRuntime StoreTesting JSON BridgeClient WebViewFeature WebViewFeatureLogs WebViewHost ActionLog ActionLogTesting)
move_it='On purpose? Record it: Scripts/api-check.sh --record (CONTRIBUTING, "The public API")'

work=.build/api-check
rm -rf "$work"
mkdir -p "$work/current"

swift build >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; die "the build failed"; }
bin=$(swift build --show-bin-path)

# One dump per module, without the tool's arguments (they hold this machine's paths) and without
# `package` declarations (the tool marks them `isInternal`): only what users can call is promised.
for module in "${modules[@]}"; do
  swift-api-digester -dump-sdk -module "$module" -I "$bin/Modules" -o "$work/raw.json" \
    || die "swift-api-digester could not dump $module"
  python3 - "$work/raw.json" "$work/current/$module.json" <<'EOF'
import json, sys

def public(node):
    if "children" in node:
        node["children"] = [public(child) for child in node["children"] if not child.get("isInternal")]
    return node

dump = json.load(open(sys.argv[1]))
dump["ABIRoot"].pop("tool_arguments", None)
public(dump["ABIRoot"])
with open(sys.argv[2], "w") as out:
    json.dump(dump, out, indent=1, sort_keys=True)
    out.write("\n")
EOF
done
rm -f "$work/raw.json"

if [[ $mode == record ]]; then
  mkdir -p API
  rm -f API/*.json
  cp "$work/current/"*.json API/
  echo "api-check: recorded the public API of ${#modules[@]} modules in API/; commit it with the change"
  exit 0
fi

# check BASELINE: the working tree's API against the dumps in the folder BASELINE. Prints what
# differs to standard error and returns 1, breaking changes first; returns 0 when nothing does.
check() {
  local baseline=$1 revision
  for module in "${modules[@]}"; do
    [[ -f "$baseline/$module.json" ]] || die "$baseline/$module.json is missing: record the baseline with Scripts/api-check.sh --record"
  done

  # Breaking changes, as SwiftPM's tool reports them: it compares the working tree with the
  # baseline files it finds under <baseline-dir>/<the revision's hash>, without building the revision.
  revision=$(git rev-parse HEAD)
  rm -rf "$work/baseline"
  mkdir -p "$work/baseline/$revision"
  cp "$baseline"/*.json "$work/baseline/$revision/"
  swift package diagnose-api-breaking-changes "$revision" --baseline-dir "$work/baseline" >"$work/breaking.log" 2>&1 || {
    grep -v "^warning: .*unhandled\|^    /.*\.docc$" "$work/breaking.log" >&2
    echo "api-check: the public API breaks its baseline (above). $move_it" >&2
    return 1
  }

  # Every other change, additions included, declaration by declaration.
  python3 - "$baseline" "$work/current" "${modules[@]}" <<'EOF' || { echo "api-check: the public API changed (above). $move_it" >&2; return 1; }
import json, sys

baseline, current, modules = sys.argv[1], sys.argv[2], sys.argv[3:]

def declarations(node, path=""):
    """One line per declaration: its kind, where it is, and the types in its signature."""
    lines = []
    for child in node.get("children", []):
        if "declKind" not in child or child.get("kind") == "Import":
            continue
        name = f"{path}.{child['printedName']}" if path else child["printedName"]
        types = [t["printedName"] for t in child.get("children", []) if "declKind" not in t]
        flags = [flag for flag in ("static", "throwing", "isThrowing", "mutating") if child.get(flag)]
        lines.append(f"{child['declKind']} {name}" + (f" : {', '.join(types)}" if types else "") + (f" [{' '.join(flags)}]" if flags else ""))
        lines += declarations(child, name)
    return lines

changed = False
for module in modules:
    old = json.load(open(f"{baseline}/{module}.json"))
    new = json.load(open(f"{current}/{module}.json"))
    if old == new:
        continue
    changed = True
    before, after = set(declarations(old["ABIRoot"])), set(declarations(new["ABIRoot"]))
    print(f"{module}: the public API differs from {baseline}/{module}.json", file=sys.stderr)
    for line in sorted(after - before):
        print(f"  + {line}", file=sys.stderr)
    for line in sorted(before - after):
        print(f"  - {line}", file=sys.stderr)
    if before == after:
        print(f"  (attributes or conformances: diff {baseline}/{module}.json {current}/{module}.json)", file=sys.stderr)
sys.exit(1 if changed else 0)
EOF
}

if [[ $mode == check ]]; then
  check API || exit 1
  echo "api-check: the public API of ${#modules[@]} modules matches API/"
  exit 0
fi

# The self-test. Each baseline is the tree's own API with one member of JSONValue changed:
# `isNull` stands for any public member, and the check must fail on exactly that member.
baseline_with() {
  local edit=$1 folder="$work/self-test-$1"
  rm -rf "$folder"
  cp -r "$work/current" "$folder"
  python3 - "$folder/JSON.json" "$edit" <<'EOF'
import json, sys

path, edit = sys.argv[1], sys.argv[2]
dump = json.load(open(path))

def json_value(node):
    for child in node.get("children", []):
        if child.get("declKind") == "Enum" and child.get("name") == "JSONValue":
            return child
        found = json_value(child)
        if found:
            return found

members = json_value(dump["ABIRoot"])["children"]
member = next(child for child in members if child.get("name") == "isNull")
if edit == "without-isNull":
    members.remove(member)
else:
    # A twin under another name, mangled names included: a member the tree does not have.
    members.append(json.loads(json.dumps(member).replace("6isNull", "13isSelfTested").replace("isNull", "isSelfTested")))
with open(path, "w") as out:
    json.dump(dump, out, indent=1, sort_keys=True)
EOF
  echo "$folder"
}

expect_failure() {
  local what=$1 baseline=$2 pattern=$3
  if check "$baseline" 2>"$work/self-test.log"; then
    die "self-test: $what passed the check; it must fail"
  fi
  grep -qF -- "$pattern" "$work/self-test.log" || {
    cat "$work/self-test.log" >&2
    die "self-test: $what failed without naming the member: '$pattern' expected (above)"
  }
  echo "api-check: self-test: $what fails, naming it ($pattern)"
}

check "$work/current" || die "self-test: the tree's API fails against its own dump"
echo "api-check: self-test: an unchanged API passes"
expect_failure "a public member the tree no longer has" "$(baseline_with extra-member)" "API breakage: var JSONValue.isSelfTested has been removed"
expect_failure "a public member the baseline lacks" "$(baseline_with without-isNull)" "+ Var JSONValue.isNull"
