#!/usr/bin/env bash
# Renders every shipped example log as the webview-replay HTML page and checks it in headless
# Chromium: the page's self-test (a search, an action filter, a clicked entry) must report as many
# entries as the log has, the clicked entry found with its state, and a screenshot must be written.
#
#   Scripts/inspector.sh [output folder]      (default: .build/inspector)
#
# Pages and screenshots stay in the output folder for a person to look at. Needs chromium and
# node on PATH (.ci/run installs both); builds webview-replay first.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/inspector}
mkdir -p "$out"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
swift build --product webview-replay >/dev/null
replay="$(swift build --show-bin-path)/webview-replay"
chrome=(chromium --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile")

failures=0
for log in Examples/Logs/*.jsonl; do
  name=$(basename "$log" .jsonl)
  page="$PWD/$out/$name.html"
  "$replay" --html "$page" "$log" 2>/dev/null
  entries=$("$replay" --json "$log" | grep -c '"type":"entry"')
  select=$("$replay" --json "$log" | grep '"type":"entry"' | sed -n '3p' | sed 's/.*"seq":\([0-9]*\).*/\1/')
  dom=$(timeout 120 "${chrome[@]}" --dump-dom "file://$page#selftest&search=web%20view&select=$select" 2>/dev/null)
  result=$(printf '%s' "$dom" | sed -n 's/.*<pre id="selftest-result">\(.*\)<\/pre>.*/\1/p' | sed 's/&quot;/"/g; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g')
  verdict=$(printf '%s' "$result" | node -e '
    let text = ""; process.stdin.on("data", (d) => (text += d)).on("end", () => {
      try {
        const r = JSON.parse(text);
        const ok = r.entries === Number(process.argv[1]) && r.select && r.select.found && r.select.state !== null &&
          r.select.selectedRows === 1 && r.search.visible > 0 && r.search.visible <= r.entries;
        console.log(ok ? "ok" : "wrong: " + text);
      } catch (error) { console.log("no self-test result: " + error.message); }
    });' "$entries")
  timeout 120 "${chrome[@]}" --screenshot="$PWD/$out/$name.png" --window-size=1400,900 --hide-scrollbars \
    "file://$page#entry=$select" >/dev/null 2>&1
  if [ "$verdict" != ok ] || ! head -c 8 "$out/$name.png" | grep -q PNG; then
    echo "inspector: $name: $verdict" >&2
    failures=$((failures + 1))
  else
    echo "inspector: $name: $entries entries, self-test ok, screenshot $out/$name.png"
  fi
done
[ $failures -eq 0 ]
