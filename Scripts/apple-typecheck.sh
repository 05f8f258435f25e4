#!/usr/bin/env bash
# Type-checks this package's Apple-only code on Linux, in Swift 6 mode, against the SDK
# stand-ins in AppleSDK/Sources (declarations transcribed from Apple's documentation: WebKit,
# UIKit, AppKit, SwiftUI, AuthenticationServices):
#   1. every target that holds a file behind `canImport(WebKit|UIKit|AppKit|SwiftUI)` is
#      compiled whole, its files unchanged, once with UIKit (iOS) and once with AppKit (macOS);
#   2. every file of AppleSDK/MustNotCompile (a near-miss delegate signature) must fail to
#      type-check, so the stand-ins cannot quietly become lenient;
#   3. every Swift block of the documentation (README, SECURITY, CONTRIBUTING, Benchmarks, the DocC
#      catalogs) marked `<!-- snippet: ios -->` is type-checked against the UIKit result, every
#      one marked `macos` against the AppKit one;
#   4. every use of a declaration above the package's floor sits inside a matching `@available`
#      or `#available` (Scripts/availability-check.py: Linux compilers ignore `@available`).
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

for platform in UIKit AppKit; do
  tag=$([ "$platform" = UIKit ] && echo ios || echo macos)
  out=.build/apple-typecheck/$platform
  rm -rf "$out" && mkdir -p "$out"
  printf '==> %s: the stand-ins\n' "$platform"
  swiftc -emit-module "${swift_flags[@]}" -module-name "$platform" -package-name AppleSDK \
    -emit-module-path "$out/$platform.swiftmodule" AppleSDK/Sources/"$platform"/*.swift
  swiftc -emit-module "${swift_flags[@]}" -module-name SwiftUI -package-name AppleSDK -I "$out" \
    -emit-module-path "$out/SwiftUI.swiftmodule" AppleSDK/Sources/SwiftUI/*.swift
  swiftc -emit-module "${swift_flags[@]}" -module-name WebKit -package-name AppleSDK -I "$out" \
    -emit-module-path "$out/WebKit.swiftmodule" AppleSDK/Sources/WebKit/*.swift
  swiftc -emit-module "${swift_flags[@]}" -module-name AuthenticationServices -package-name AppleSDK -I "$out" \
    -emit-module-path "$out/AuthenticationServices.swiftmodule" AppleSDK/Sources/AuthenticationServices/*.swift
  for target in "${targets[@]}"; do
    dir=${target%%:*} module=${target##*:}
    printf '==> %s: %s (%s), unchanged\n' "$platform" "$module" "$dir"
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    # Another package name than the stand-ins': their `package` test hooks stay out of reach.
    swiftc -emit-module "${swift_flags[@]}" -module-name "$module" -package-name "$package_name" \
      -I "$out" -I "$modules" -emit-module-path "$out/$module.swiftmodule" "${files[@]}" \
      || die "$module does not type-check against the $platform stand-ins (errors above)"
  done
  printf '==> %s: near-miss signatures must not compile\n' "$platform"
  for wrong in AppleSDK/MustNotCompile/*.swift; do
    if swiftc -typecheck -swift-version 6 -I "$out" "$wrong" >"$out/must-not-compile.log" 2>&1; then
      die "$wrong type-checks against the $platform stand-ins; it must not (see its first comment)"
    fi
    grep -q "does not conform to protocol" "$out/must-not-compile.log" \
      || die "$wrong failed for another reason than the near-miss signature: $(grep -m 1 error: "$out/must-not-compile.log")"
    echo "refused as it must be: $wrong"
  done
  printf '==> %s: documentation blocks marked <!-- snippet: %s -->\n' "$platform" "$tag"
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
      || die "the block at $(head -n 1 "$block" | cut -c4-) does not type-check against the $platform stand-ins"
  done
  echo "$count block(s) type-check"
done

printf '==> @available: uses above the floor (Scripts/availability-check.py)\n'
python3 Scripts/availability-check.py || die "an API above the package's floor is used without @available (above)"

[ "${1:-}" = "--typecheck-only" ] && exit 0
printf '==> The Apple-only sources against the fakes (AppleSDK/Package.swift)\n'
swift test --package-path AppleSDK --scratch-path .build/apple-sdk 2>&1 | tee .build/apple-sdk-test.log \
  || die "the tests of the Apple layer failed (above)"
grep -qE "Test run with [0-9]+ tests? .*passed" .build/apple-sdk-test.log || die "the Apple layer's tests did not report a passing run"
