#!/usr/bin/env bash
# tests/godot/install-deps.sh -- the host tools tests/godot/run.sh needs
# besides the Godot sandbox: fontTools and Debian's Noto CJK fonts
# (make-font.py --check regenerates the addon's tile font), mcs (compiles the
# addon's C# wrappers). Idempotent: does nothing when all are there. Needs
# root (or sudo) and Debian's package mirror only when something is missing.
set -euo pipefail

missing=()
/usr/bin/python3 -c 'import fontTools' >/dev/null 2>&1 || missing+=(python3-fonttools)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
command -v mcs >/dev/null 2>&1 || missing+=(mono-mcs)

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: fontTools, Noto Sans CJK, mcs present"
    exit 0
fi
bash "$(dirname "$0")/../apt-install.sh" "install-deps" "${missing[@]}"
