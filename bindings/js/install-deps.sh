#!/usr/bin/env bash
# bindings/js/install-deps.sh -- what the WebAssembly build's tests need on the host:
# node (>= 18, with npm) for the package and its suites, Debian's chromium for the browser
# smoke test. Idempotent: installs only what is missing, then checks that each is there
# and prints the versions (tests/require-tools.sh). Needs root (or sudo) and Debian's
# package mirror only when something is missing. The module itself is built in the cross
# sandbox (tests/cross/sandbox.sh), which build.sh sets up.
set -euo pipefail
exec bash "$(dirname "$0")/../../tests/require-tools.sh" "install-deps (web)" \
  node=nodejs npm=npm chromium=chromium
