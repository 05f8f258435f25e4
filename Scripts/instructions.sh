#!/usr/bin/env bash
# Counts the instructions each benchmark operation costs, with valgrind's callgrind, in release.
#
#   Scripts/instructions.sh [--check] [--skip-build] [case…]
#
# Each case of `webview-bench instructions --list` runs twice under callgrind, with 0 and with N
# operations; instructions per operation = (count at N − count at 0) / (N × units per operation).
# Set-up and warm-up are the same in both runs, so they cancel out; synchronous cases are also
# counted only inside the function `instructionRegion` (--toggle-collect). Instruction counts are
# exact and do not depend on the machine's load, so the figures are repeatable.
#
# Prints a Markdown table of measured vs budget (Benchmarks/instruction-budgets.txt). With
# --check, exits 1 when a case exceeds its budget by more than 5% (or has none): library routines
# picked by CPU features can move counts a little, hence the margin. Budgets only ever go down.
# Installs valgrind with apt-get when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

budgets=Benchmarks/instruction-budgets.txt
tolerance=1.05
check=0
build=1
selected=()
for argument in "$@"; do
  case "$argument" in
    --check) check=1 ;;
    --skip-build) build=0 ;;
    -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "instructions: unknown option $argument" >&2; exit 2 ;;
    *) selected+=("$argument") ;;
  esac
done

if ! command -v valgrind >/dev/null; then
  echo "instructions: installing valgrind"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y valgrind
fi

if [ $build -eq 1 ]; then
  swift build -c release --product webview-bench >&2
fi
binary="$(swift build -c release --show-bin-path)/webview-bench"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Instructions callgrind counted for one run: $1 case, $2 operations, $3 region|process.
count() {
  local toggle=()
  [ "$3" = region ] && toggle=(--toggle-collect='*instructionRegion*')
  local output="$work/$1.$2.out"
  # Deterministic hashing: a random seed would change dictionary probe counts between runs.
  if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$output" "${toggle[@]}" \
    "$binary" instructions "$1" "$2" >"$work/$1.$2.log" 2>&1; then
    cat "$work/$1.$2.log" >&2
    echo "instructions: case $1 failed under callgrind" >&2
    return 1
  fi
  awk '/^totals:/ { print $2 }' "$output"
}

budget_of() {
  [ -f "$budgets" ] && awk -v name="$1" '$1 == name { print $2 }' "$budgets" || true
}

printf '| case | instructions | budget | vs budget | what is counted |\n'
printf '|---|---|---|---|---|\n'
failures=()
found=0
while IFS=$'\t' read -r name unit units iterations mode summary; do
  if [ ${#selected[@]} -gt 0 ] && [[ ! " ${selected[*]} " == *" $name "* ]]; then continue; fi
  found=$((found + 1))
  base=$(count "$name" 0 "$mode")
  full=$(count "$name" "$iterations" "$mode")
  measured=$(awk -v a="$base" -v b="$full" -v n="$iterations" -v u="$units" \
    'BEGIN { v = (b - a) / (n * u); printf (v < 100 ? "%.1f" : "%.0f"), v }')
  budget=$(budget_of "$name")
  if [ -z "$budget" ]; then
    verdict="no budget"
    failures+=("$name has no budget in $budgets")
  else
    verdict=$(awk -v m="$measured" -v b="$budget" -v t="$tolerance" \
      'BEGIN { printf "%+.1f%%%s", (m / b - 1) * 100, (m > b * t ? " OVER" : "") }')
    if [[ "$verdict" == *OVER ]]; then
      failures+=("$name: $measured instructions/$unit, budget $budget (+5% allowed)")
    fi
  fi
  printf '| %s | %s / %s | %s | %s | %s |\n' "$name" "$measured" "$unit" "${budget:--}" "$verdict" "$summary"
done < <("$binary" instructions --list)

if [ $found -eq 0 ]; then
  echo "instructions: no case matched ${selected[*]}" >&2
  exit 2
fi
if [ $check -eq 1 ] && [ ${#failures[@]} -gt 0 ]; then
  printf '\ninstructions: over budget:\n' >&2
  printf '  %s\n' "${failures[@]}" >&2
  exit 1
fi
