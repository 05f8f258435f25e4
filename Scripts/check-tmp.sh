#!/usr/bin/env bash
# Runs a command and fails if it leaves anything in the temporary directory.
#
#   Scripts/check-tmp.sh COMMAND [ARGUMENT…]        e.g. Scripts/check-tmp.sh swift test
#
# The command runs with TMPDIR set to a new, empty folder (inside the usual temporary directory),
# so it finds the temporary directory as a fresh machine would and other jobs on the same machine
# can neither hide its leftovers nor be blamed for theirs. Everything that honours TMPDIR is
# covered: Foundation's temporaryDirectory and NSTemporaryDirectory(), mktemp, Node's os.tmpdir().
# Afterwards the folder's listing is compared with the snapshot taken before; new entries are
# listed and fail the check. Entries the toolchain makes while compiling are not the command's and
# are ignored: SwiftPM's lock files (`_<path>.lock`), the Swift driver's `TemporaryDirectory.*`
# folders and the compiler's macro expansions (`swift-generated-sources`). The folder is removed
# at the end either way.
#
# Exit status: the command's when it failed; 1 when it passed but left something behind; 0 else.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: Scripts/check-tmp.sh COMMAND [ARGUMENT…]" >&2
  exit 2
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/check-tmp.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
listing() { (cd "$scratch" && find . -mindepth 1 -maxdepth 1 -printf '%P\n' | LC_ALL=C sort); }
toolchain='^(_.*\.lock|TemporaryDirectory\..+|swift-generated-sources)$'

before=$(listing)
status=0
TMPDIR=$scratch "$@" || status=$?
leftovers=$(LC_ALL=C comm -13 <(printf '%s\n' "$before") <(listing) | grep -Ev "$toolchain" || true)

if [ -n "$leftovers" ]; then
  count=$(printf '%s\n' "$leftovers" | wc -l)
  echo "check-tmp: '$*' left these in the temporary directory ($count):" >&2
  printf '%s\n' "$leftovers" | head -n 20 | sed 's/^/  /' >&2
  [ "$count" -le 20 ] || echo "  … and $((count - 20)) more" >&2
  [ $status -ne 0 ] || status=1
fi
exit $status
