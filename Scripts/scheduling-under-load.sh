#!/usr/bin/env bash
# Runs the TestStore's scheduling tests (TCA's testScheduling, 200 cases a run, and the other
# timing-sensitive TestStore tests) repeatedly while CPU burners keep every core busy: the proof
# that effects run in one order whatever the machine's load.
#
#   Scripts/scheduling-under-load.sh [runs] [burners]    (default: 5 runs, 3 burners per core)
#
# Exit status: 0 when every run passed; 1 otherwise, after all runs, with the failing output.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
burners=${2:-$(($(nproc) * 3))}
filter='SchedulingTests|SchedulingSwitchTests|TestStorePinningTests|TestStoreTests|ReleaseChecks'

swift build --build-tests >/dev/null
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
for _ in $(seq "$burners"); do
  (while :; do :; done) &
  pids+=($!)
done

failed=0
for run in $(seq "$runs"); do
  log=$(mktemp)
  if swift test --skip-build --filter "$filter" >"$log" 2>&1; then
    echo "run $run of $runs: passed ($(grep -Eo 'Test run with [0-9]+ tests?' "$log" | tail -1 | cut -d' ' -f3-), $burners burners)"
  else
    echo "run $run of $runs: FAILED"
    grep -E '^✘' "$log" | head -20
    failed=1
  fi
  rm -f "$log"
done
exit $failed
