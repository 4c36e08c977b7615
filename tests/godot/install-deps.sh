#!/usr/bin/env bash
# tests/godot/install-deps.sh -- the host tools tests/godot/run.sh needs
# besides the Godot sandbox: fontTools and Debian's Noto CJK fonts
# (make-font.py --check regenerates the addon's tile font), mcs (compiles the
# addon's C# wrappers). Idempotent: installs only what is missing, then checks
# and prints versions (tests/require-tools.sh). Needs root (or sudo) and
# Debian's package mirror only when something is missing.
set -euo pipefail
exec bash "$(dirname "$0")/../require-tools.sh" "install-deps (godot)" \
  /usr/bin/python3:fontTools=python3-fonttools \
  /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc=fonts-noto-cjk \
  mcs=mono-mcs
