#!/usr/bin/env bash
# The cross-build sandbox: a Debian sid chroot with Rust, mingw-w64, wine and
# the wasm32 std (see ../sandbox/sid.sh). `tests/cross/sandbox.sh exec CMD...`
# runs CMD there with the checkout at its own path.
exec "$(dirname "$0")/../sandbox/sid.sh" cross "$@"
