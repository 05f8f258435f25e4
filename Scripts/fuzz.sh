#!/usr/bin/env bash
# Builds one libFuzzer target from Fuzz/<Name>/main.swift and runs it for a fixed time.
#
#   Scripts/fuzz.sh <Name> <seconds> [extra libFuzzer flags…]
#   Scripts/fuzz.sh --list
#
# The package's modules are compiled with swiftc (not SwiftPM) into .build-fuzz/, instrumented
# with -sanitize=fuzzer,address. The run starts from a copy of the committed seed corpus
# (Fuzz/<Name>/corpus) and writes new inputs to .build-fuzz/<Name>/corpus, never to the repo.
# Exit status: 0 when the time ran out without a finding; non-zero on a crash, a failed invariant,
# a leak, a timeout or an out-of-memory. The JavaScriptBuilder target also has its sampled scripts
# checked in Node (Fuzz/JavaScriptBuilder/check-sample.mjs). Crashing inputs are kept in .build-fuzz/<Name>/findings;
# copy them to Fuzz/<Name>/regressions so every later run replays them first.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(BridgeInput JSONText NavigationPolicy JavaScriptBuilder LogReader FlightRecording FlightRecorder BundledPages Downloads)

if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "${targets[@]}"
  exit 0
fi
if [ $# -lt 2 ]; then
  echo "usage: Scripts/fuzz.sh <$(IFS='|'; echo "${targets[*]}")> <seconds> [libFuzzer flags…]" >&2
  exit 2
fi
name=$1
seconds=$2
shift 2
case " ${targets[*]} " in
  *" $name "*) ;;
  *) echo "unknown fuzz target '$name'; known: ${targets[*]}" >&2; exit 2 ;;
esac

out=$PWD/.build-fuzz
modules=$out/modules
mkdir -p "$modules"
flags=(-sanitize=fuzzer,address -parse-as-library -package-name webviewcore -swift-version 6 -O -g
  -Xcc -fno-omit-frame-pointer -I "$modules" -L "$modules")

# Builds module $1 from Sources/$2 when any of its sources (or a module it imports) changed.
build_module() {
  local module=$1 directory=$2
  shift 2
  local library=$modules/lib$module.a
  if [ -f "$library" ] && [ -z "$(find "Sources/$directory" "$@" -newer "$library" -name '*.swift' -print -quit)" ]; then
    return
  fi
  echo "fuzz: compiling $module"
  mkdir -p "$out/objects"
  local sources=("Sources/$directory"/*.swift)
  if [ -d "Sources/$directory/Resources" ]; then
    # SwiftPM generates `Bundle.module` for a target with resources; this build has to write it.
    local accessor=$out/objects/$module-resources.swift
    printf 'import Foundation\nextension Foundation.Bundle {\n  static let module = Bundle(path: "%s") ?? .main\n}\n' \
      "$PWD/Sources/$directory/Resources" >"$accessor"
    sources+=("$accessor")
  fi
  swiftc "${flags[@]}" -module-name "$module" -wmo -c -o "$out/objects/$module.o" \
    -emit-module -emit-module-path "$modules/$module.swiftmodule" "${sources[@]}"
  ar rcs "$library" "$out/objects/$module.o"
}

build_module StoreRuntime Store
build_module JSON JSON Sources/Store
build_module BridgeClient BridgeClient Sources/Store Sources/JSON
build_module ActionLog ActionLog Sources/Store Sources/JSON
build_module WebViewFeature WebViewFeature Sources/Store Sources/JSON Sources/BridgeClient
build_module WebViewFeatureLogs WebViewFeatureLogs Sources/Store Sources/JSON Sources/BridgeClient Sources/ActionLog Sources/WebViewFeature
build_module WebViewHost WebViewHost Sources/Store Sources/JSON Sources/BridgeClient Sources/WebViewFeature

# Static libraries: dependents first.
libraries=(-lWebViewHost -lWebViewFeatureLogs -lWebViewFeature -lActionLog -lBridgeClient -lJSON -lStoreRuntime)

work=$out/$name
binary=$work/fuzz-$name
mkdir -p "$work/corpus" "$work/findings"
if [ ! -f "$binary" ] || [ -n "$(find "Fuzz/$name" Fuzz/Shared "$modules" -newer "$binary" \( -name '*.swift' -o -name '*.a' \) -print -quit)" ]; then
  echo "fuzz: linking $name"
  # The linker's notes about sanitizer symbols are noise; show its output only when it fails.
  swiftc "${flags[@]}" -module-name "Fuzz$name" "Fuzz/$name"/*.swift Fuzz/Shared/*.swift "${libraries[@]}" \
    -o "$binary" >"$work/link.log" 2>&1 || { grep -v "Cannot export local symbol" "$work/link.log" >&2; exit 1; }
fi

# Replays the kept regressions first: each must pass on its own.
if [ -d "Fuzz/$name/regressions" ] && [ -n "$(ls -A "Fuzz/$name/regressions")" ]; then
  SWIFT_BACKTRACE=enable=no "$binary" -runs=0 "Fuzz/$name"/regressions/* >"$work/regressions.log" 2>&1 || {
    cat "$work/regressions.log" >&2
    echo "fuzz: $name fails on a kept regression input (above)" >&2
    exit 1
  }
fi

cp -n "Fuzz/$name"/corpus/* "$work/corpus/" 2>/dev/null || true
dictionary=()
[ -f "Fuzz/$name/dictionary.txt" ] && dictionary=(-dict="Fuzz/$name/dictionary.txt")
echo "fuzz: running $name for ${seconds}s"
export FUZZ_SCRATCH_DIR="$work/scratch"  # targets may write here; emptied before each run
rm -rf "$FUZZ_SCRATCH_DIR"
mkdir -p "$FUZZ_SCRATCH_DIR"
status=0
# Swift's own crash backtracer fights ASan over the crashed process; libFuzzer's report is enough.
SWIFT_BACKTRACE=enable=no "$binary" "$work/corpus" "${dictionary[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=65536 -print_final_stats=1 -artifact_prefix="$work/findings/" "$@" \
  >"$work/run.log" 2>&1 || status=$?
grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::new_units_added)" "$work/run.log" || true
if [ $status -ne 0 ]; then
  tail -n 60 "$work/run.log" >&2
  echo "fuzz: $name found a problem (exit $status); inputs in $work/findings" >&2
  exit $status
fi
if [ -f "Fuzz/$name/check-sample.mjs" ]; then
  node "Fuzz/$name/check-sample.mjs" "$FUZZ_SCRATCH_DIR" || {
    echo "fuzz: $name: Node disagrees with a sampled script (above)" >&2
    exit 1
  }
fi
echo "fuzz: $name clean after ${seconds}s"
