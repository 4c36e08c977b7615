#!/usr/bin/env bash
# bindings/js/install-deps.sh -- what the WebAssembly build's tests need on the host:
# node (>= 18, with npm) for the package and its suites, Debian's chromium for the browser
# smoke test. Idempotent: does nothing when both are there. Needs root (or sudo) and
# Debian's package mirror only when something is missing. The module itself is built in
# the cross sandbox (tests/cross/sandbox.sh), which build.sh sets up.
set -euo pipefail

missing=()
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: node, npm, chromium present"
  exit 0
fi

bash "$(dirname "$0")/../../tests/apt-install.sh" "install-deps" "${missing[@]}"
