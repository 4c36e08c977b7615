#!/usr/bin/env bash
# tests/apt-install.sh WHO PACKAGE... -- installs Debian packages for the
# test scripts' install-deps.sh (WHO names the caller in the messages). Does
# nothing without packages; otherwise needs root (or sudo) and Debian's mirror.
set -euo pipefail
who=$1
shift
[ $# -gt 0 ] || exit 0
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "$who: need root to install $*" >&2; exit 1; }
  sudo="sudo"
fi
echo "$who: installing $*"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "$@"
