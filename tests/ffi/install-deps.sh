#!/usr/bin/env bash
# tests/ffi/install-deps.sh -- installs the toolchains the C ABI consumers need
# (crates/ffi/tests/consumers.rs): gcc, g++, python3, valgrind, mcs + mono
# (C#), luajit. Idempotent: does nothing when every tool is already there.
# Needs root (or sudo) and Debian's package mirror only when something is missing.
set -euo pipefail

declare -A package_of=(
  [gcc]=gcc [g++]=g++ [python3]=python3 [valgrind]=valgrind
  [mcs]=mono-mcs [mono]=mono-runtime [luajit]=luajit
)

missing=()
for tool in "${!package_of[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("${package_of[$tool]}")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: gcc g++ python3 valgrind mcs mono luajit all present"
  exit 0
fi

bash "$(dirname "$0")/../apt-install.sh" "install-deps" "${missing[@]}"
