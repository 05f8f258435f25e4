#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer; fails on any reported data race.
#
#   Scripts/tsan.sh [extra swift test arguments…]
#
# Uses its own scratch path (.build-tsan) so the debug build is left alone. The store stress test
# runs a tenth of its load here: ThreadSanitizer slows it about tenfold and inflates memory, and
# the flight recorder's crash test runs 20 trials (their children are instrumented too).
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
WEBVIEWCORE_STRESS_SENDS=100000 FLIGHT_RECORDER_CRASH_TRIALS=20 TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  swift test --sanitize=thread --scratch-path .build-tsan "$@" 2>&1 | tee "$log" || status=$?
if grep -q "WARNING: ThreadSanitizer" "$log"; then
  echo "tsan: ThreadSanitizer reported a problem (above)" >&2
  exit 1
fi
exit $status
