#!/usr/bin/env bash
# Type-checks this package's Apple-only code on Linux, in Swift 6 mode, against the SDK
# stand-ins in AppleSDK/Sources (WebKit, UIKit, AppKit, SwiftUI, UniformTypeIdentifiers, QuickLook,
# AuthenticationServices), once per
# SDK generation the package admits (AppleSDK/README.md, "SDK generations": today 26, the SDKs of
# Xcode 26.0, the oldest Xcode that swift-tools-version 6.2 admits, and 27, the current ones):
#   1. every target that holds a file behind `canImport(WebKit|UIKit|AppKit|SwiftUI)` is
#      compiled whole, its files unchanged, once with UIKit (iOS) and once with AppKit (macOS);
#   2. every file of AppleSDK/MustNotCompile (a near-miss delegate signature) must fail to
#      type-check, so the stand-ins cannot quietly become lenient;
#   3. every Swift block of the documentation (README, SECURITY, CONTRIBUTING, Benchmarks, the DocC
#      catalogs) marked `<!-- snippet: ios -->` is type-checked against the UIKit result, every
#      one marked `macos` against the AppKit one;
#   4. every use of a declaration above the package's floor sits inside a matching `@available`
#      or `#available`, and one the current SDK deprecates only where its replacement is not
#      available (Scripts/availability-check.py: Linux compilers ignore `@available`);
#   5. every public stand-in declaration is compared with Apple's text in AppleSDK/Declarations
#      (Scripts/declaration-check.py, reading the compiler's symbol graphs of the stand-ins), and
#      the comparison must fail for three declarations changed away from Apple's.
# Then (unless --typecheck-only) it builds AppleSDK/Package.swift and runs its tests: the same
# files exercised against the stand-ins' behaving fakes. See AppleSDK/README.md for what this
# proves and what it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."

die() { printf 'apple-typecheck: %s\n' "$*" >&2; exit 1; }

swift build >/dev/null || die "swift build failed"
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
# The documentation files, as Tests/ReadmeTests finds them.
mapfile -t docs < <({ ls ./*.md; find Benchmarks Sources -name '*.md'; } | sed 's|^\./||' | sort)
package_name=$(grep -o -- '-package-name","[^"]*' .build/debug.yaml | head -n 1 | cut -d'"' -f3)
[ -n "$package_name" ] || die "could not read the package name from .build/debug.yaml"
swift_flags=(-swift-version 6 -parse-as-library -warnings-as-errors)

# The targets holding Apple-only files, as (folder, module) pairs.
targets=()
while IFS= read -r file; do
  case "$file" in
    Sources/Store/*) targets+=("Sources/Store:StoreRuntime") ;;
    Sources/*/*) dir=$(echo "$file" | cut -d/ -f1-2); targets+=("$dir:$(basename "$dir")") ;;
    Examples/*/*) dir=$(echo "$file" | cut -d/ -f1-2); targets+=("$dir:$(basename "$dir")") ;;
    *) die "$file is Apple-only but belongs to no target this script knows" ;;
  esac
done < <(grep -rlE 'canImport\((WebKit|UIKit|AppKit|SwiftUI|AuthenticationServices)\)' Sources Examples | sort)
# The package's own targets first: an example imports the Apple-only parts of them.
mapfile -t targets < <(printf '%s\n' "${targets[@]}" | sort -u | sort -s -t/ -k1,1r)
[ ${#targets[@]} -gt 0 ] || die "no Apple-only source found (the grep is broken?)"

# The package's floor, for the declaration check (Package.swift's `.iOS(.vN)`, `.macOS(.vN)`).
floor="iOS=$(grep -oE '\.iOS\(\.v[0-9_]+\)' Package.swift | grep -oE '[0-9_]+' | tr _ .),macOS=$(grep -oE '\.macOS\(\.v[0-9_]+\)' Package.swift | grep -oE '[0-9_]+' | tr _ .)"
# The SDK generations the package admits, oldest first (AppleSDK/README.md, "SDK generations").
generations=(26 27)

# Compiles the stand-ins of one branch and generation into $1 (modules) and $1/graphs (symbol
# graphs); $2 is the branch (UIKit or AppKit), $3 the folder of their sources (AppleSDK/Sources),
# the rest the -D flags of the generation.
build_stand_ins() {
  local out=$1 platform=$2 sources=$3
  shift 3
  rm -rf "$out" && mkdir -p "$out/graphs"
  local flags=("${swift_flags[@]}" "$@" -package-name AppleSDK -I "$out" -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs")
  local module
  for module in "$platform" UniformTypeIdentifiers SwiftUI QuickLook WebKit AuthenticationServices; do
    swiftc -emit-module "${flags[@]}" -module-name "$module" -emit-module-path "$out/$module.swiftmodule" "$sources/$module"/*.swift
  done
}

for generation in "${generations[@]}"; do
  # A declaration Apple added in SDK N is compiled under `#if APPLE_SDK_N`: generation G defines
  # APPLE_SDK_26 … APPLE_SDK_G.
  defines=()
  for ((n = ${generations[0]}; n <= generation; n++)); do defines+=(-D "APPLE_SDK_$n"); done
  for platform in UIKit AppKit; do
  tag=$([ "$platform" = UIKit ] && echo ios || echo macos)
  out=.build/apple-typecheck/$generation/$platform
  printf '==> SDK %s, %s: the stand-ins\n' "$generation" "$platform"
  build_stand_ins "$out" "$platform" AppleSDK/Sources "${defines[@]}"
  for target in "${targets[@]}"; do
    dir=${target%%:*} module=${target##*:}
    printf '==> SDK %s, %s: %s (%s), unchanged\n' "$generation" "$platform" "$module" "$dir"
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    # Another package name than the stand-ins': their `package` test hooks stay out of reach.
    swiftc -emit-module "${swift_flags[@]}" -module-name "$module" -package-name "$package_name" \
      -I "$out" -I "$modules" -emit-module-path "$out/$module.swiftmodule" "${files[@]}" \
      || die "$module does not type-check against the SDK $generation $platform stand-ins (errors above)"
  done
  printf '==> SDK %s, %s: near-miss signatures must not compile\n' "$generation" "$platform"
  for wrong in AppleSDK/MustNotCompile/*.swift; do
    if swiftc -typecheck -swift-version 6 -I "$out" "$wrong" >"$out/must-not-compile.log" 2>&1; then
      die "$wrong type-checks against the SDK $generation $platform stand-ins; it must not (see its first comment)"
    fi
    grep -q "does not conform to protocol" "$out/must-not-compile.log" \
      || die "$wrong failed for another reason than the near-miss signature: $(grep -m 1 error: "$out/must-not-compile.log")"
    echo "refused as it must be: $wrong"
  done
  printf '==> SDK %s, %s: documentation blocks marked <!-- snippet: %s -->\n' "$generation" "$platform" "$tag"
  blocks=$out/docs
  rm -rf "$blocks" && mkdir -p "$blocks"
  for doc in "${docs[@]}"; do
    awk -v dir="$blocks" -v tag="$tag" -v doc="$doc" -v stem="$(printf %s "$doc" | tr / _)" '
      $0 ~ "^<!-- snippet:( .*)? " tag "( .*)? -->$" { marked = 1; next }
      marked && /^```swift$/ { n++; file = sprintf("%s/%s-%02d.swift", dir, stem, n); printf "// %s:%d\n", doc, NR > file; inside = 1; marked = 0; next }
      { marked = 0 }
      /^```/ && inside { inside = 0; close(file); next }
      inside { print > file }
    ' "$doc"
  done
  count=$(find "$blocks" -name '*.swift' | wc -l)
  [ "$count" -gt 0 ] || die "no documentation file has a block marked $tag"
  for block in "$blocks"/*.swift; do
    swiftc -typecheck -swift-version 6 -parse-as-library -warnings-as-errors -I "$out" -I "$modules" "$block" \
      || die "the block at $(head -n 1 "$block" | cut -c4-) does not type-check against the SDK $generation $platform stand-ins"
  done
  echo "$count block(s) type-check"
  done
  printf "==> SDK %s: every stand-in declaration against Apple's text (Scripts/declaration-check.py)\n" "$generation"
  python3 Scripts/declaration-check.py --generation "$generation" --floor "$floor" \
    --graphs UIKit=.build/apple-typecheck/$generation/UIKit/graphs --graphs AppKit=.build/apple-typecheck/$generation/AppKit/graphs \
    || die "a stand-in declaration of SDK $generation is not Apple's (above)"
done

# The comparison must be able to fail: three declarations changed away from Apple's text, one at a
# time, in a copy of the stand-ins (an argument label, an isolation attribute, a property's
# spelling) must each be reported.
current=${generations[-1]}
mapfile -t current_defines < <(for ((n = ${generations[0]}; n <= current; n++)); do echo "-DAPPLE_SDK_$n"; done)
mutants=(
  "WebKit/WKUserContentController.swift|open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String)|open func add(_ scriptMessageHandler: any WKScriptMessageHandler, named name: String)|WKUserContentController.add(_:named:)"
  "UIKit/UIKit.swift|nonisolated public static let didBecomeActiveNotification|public static let didBecomeActiveNotification|UIApplication.didBecomeActiveNotification"
  "WebKit/WebPage.swift|canShowMimeType|canShowMIMEType|WebPage.NavigationResponse.canShowMIMEType"
)
for mutant in "${mutants[@]}"; do
  IFS='|' read -r file from to symbol <<<"$mutant"
  copy=.build/apple-typecheck/mutant
  rm -rf "$copy" && mkdir -p "$copy"
  cp -R AppleSDK/Sources "$copy/Sources"
  grep -qF -- "$from" "$copy/Sources/$file" || die "the self-test's mutant no longer applies to $file: $from"
  # Every occurrence in the file, so that the changed stand-in still compiles.
  python3 -c 'import sys; p, a, b = sys.argv[1:]; t = open(p).read(); open(p, "w").write(t.replace(a, b))' "$copy/Sources/$file" "$from" "$to"
  build_stand_ins "$copy/UIKit" UIKit "$copy/Sources" "${current_defines[@]}" >/dev/null
  python3 Scripts/declaration-check.py --generation "$current" --floor "$floor" --graphs UIKit="$copy/UIKit/graphs" --expect-failure \
    >"$copy/report.txt" || die "declaration-check did not notice $symbol changed away from Apple's text"
  grep -qF "$symbol" "$copy/report.txt" || die "declaration-check failed, but not on $symbol: $(head -n 3 "$copy/report.txt")"
  echo "reported as it must be: $symbol ($from -> $to)"
  grep -A 2 -F "$symbol" "$copy/report.txt" | head -n 3 | sed 's/^/    /'
done

printf '==> @available: uses above the floor (Scripts/availability-check.py)\n'
python3 Scripts/availability-check.py || die "an API above the package's floor is used without @available (above)"

[ "${1:-}" = "--typecheck-only" ] && exit 0
printf '==> The Apple-only sources against the fakes (AppleSDK/Package.swift)\n'
swift test --package-path AppleSDK --scratch-path .build/apple-sdk 2>&1 | tee .build/apple-sdk-test.log \
  || die "the tests of the Apple layer failed (above)"
grep -qE "Test run with [0-9]+ tests? .*passed" .build/apple-sdk-test.log || die "the Apple layer's tests did not report a passing run"
