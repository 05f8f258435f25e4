#!/usr/bin/env bash
# Makes sure a command exists, installing its Debian package when it does not.
#
#   Scripts/ensure-command.sh COMMAND [PACKAGE]     (PACKAGE defaults to COMMAND)
#
# Runs `apt-get update` once per machine before the first install. Fails loudly when the
# package cannot be installed, so a CI step never runs without its tool.
set -euo pipefail
command_name=$1
package=${2:-$1}
if command -v "$command_name" >/dev/null 2>&1; then
  exit 0
fi
echo "ensure-command: installing $package (for $command_name)"
stamp=/tmp/.webviewcore-apt-updated
if [ ! -e "$stamp" ]; then
  apt-get update
  touch "$stamp"
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y "$package"
command -v "$command_name" >/dev/null 2>&1 || { echo "ensure-command: $command_name still missing after installing $package" >&2; exit 1; }
