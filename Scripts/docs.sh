#!/usr/bin/env bash
# Builds the DocC catalog of every public module with the toolchain's docc, warnings as errors,
# into a static site, and checks it:
#   1. symbol graphs of the debug build (`swift-symbolgraph-extract`, public symbols, extension
#      blocks) go to .build/docs/symbol-graphs/<Module>;
#   2. every public symbol has a summary, and each landing page's Topics lists every public
#      top-level symbol of its module (Scripts/docs-check.py);
#   3. `docc convert --warnings-as-errors --transform-for-static-hosting` per catalog, into
#      .build/docs/site/<Module>: a broken ``Symbol`` or <doc:Article> link fails here;
#   4. the site is served on loopback and opened in headless Chromium (Scripts/docs-render.mjs):
#      each landing page and one article must render their title with no console error, no
#      uncaught exception and no failed request; screenshots go to .build/docs/screenshots.
#
#   Scripts/docs.sh [--skip-render]
#
# Needs swift, python3, node and chromium on PATH (.ci/run installs node and chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

die() { printf 'docs: %s\n' "$*" >&2; exit 1; }

# Module, the folder its sources are in, and the article the render check opens.
catalogs=(
  "StoreRuntime Store gettingstarted"
  "StoreTesting StoreTesting testing"
  "BridgeClient BridgeClient wireformat"
  "WebViewFeature WebViewFeature thescreen"
  "WebViewHost WebViewHost hostkit"
  "JSON JSON"
  "ActionLog ActionLog replayinglogs"
  "WebViewFeatureLogs WebViewFeatureLogs"
  "ActionLogTesting ActionLogTesting"
)

out=.build/docs
rm -rf "$out" && mkdir -p "$out/symbol-graphs" "$out/site"

for tool in python3 docc swift-symbolgraph-extract; do command -v "$tool" >/dev/null || die "$tool is not on PATH"; done
swift build >/dev/null || die "swift build failed"
modules="$(swift build --show-bin-path)/Modules"
triple=$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)
[ -n "$triple" ] || die "could not read the target triple from swift -print-target-info"

printf '==> Symbol graphs\n'
for entry in "${catalogs[@]}"; do
  read -r module folder _ <<<"$entry"
  [ -d "Sources/$folder/$module.docc" ] || die "Sources/$folder/$module.docc is missing: every public module has a catalog"
  mkdir -p "$out/symbol-graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
    -output-dir "$out/symbol-graphs/$module" -minimum-access-level public -skip-synthesized-members \
    -emit-extension-block-symbols || die "could not extract the symbol graph of $module"
done

printf '==> Summaries and Topics\n'
check_args=()
for entry in "${catalogs[@]}"; do
  read -r module folder _ <<<"$entry"
  check_args+=("$module" "$out/symbol-graphs/$module" "Sources/$folder/$module.docc/$module.md")
done
python3 Scripts/docs-check.py "${check_args[@]}" || die "a public symbol has no summary, or a landing page leaves one out (above)"

printf '==> docc convert, warnings as errors\n'
for entry in "${catalogs[@]}"; do
  read -r module folder _ <<<"$entry"
  docc convert "Sources/$folder/$module.docc" \
    --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
    --output-path "$out/site/$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "com.webviewcore.$module" \
    --warnings-as-errors >"$out/$module.log" 2>&1 \
    || { cat "$out/$module.log" >&2; die "the $module catalog has warnings or errors (above)"; }
  echo "built $out/site/$module"
done

[ "${1:-}" = "--skip-render" ] && exit 0
printf '==> The site in headless Chromium\n'
pages=()
for entry in "${catalogs[@]}"; do
  read -r module _ article <<<"$entry"
  lower=$(printf %s "$module" | tr '[:upper:]' '[:lower:]')
  pages+=("$module/documentation/$lower")
  [ -n "${article:-}" ] && pages+=("$module/documentation/$lower/$article")
done
node Scripts/docs-render.mjs "$out/site" "$out/screenshots" "${pages[@]}" || die "a page did not render cleanly (above)"
