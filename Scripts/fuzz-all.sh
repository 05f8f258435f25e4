#!/usr/bin/env bash
# Runs every fuzz target for the same time, one after another; fails on the first finding.
#
#   Scripts/fuzz-all.sh <seconds per target>
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: Scripts/fuzz-all.sh <seconds per target>}
for name in $(Scripts/fuzz.sh --list); do
  Scripts/fuzz.sh "$name" "$seconds"
done
