#!/usr/bin/env bash
# tests/godot/make-addon.sh -- build majiang's Godot addon folder.
#
#   tests/godot/make-addon.sh [--release] [--no-build] [DEST]
#
# Builds the extension (`cargo build -p majiang-godot`, `--release` for an
# optimised library) and writes DEST/addons/majiang/ (DEST defaults to
# target/godot-addon):
#
#   addons/majiang/majiang.gdextension    points at the libraries below
#   addons/majiang/bin/libmajiang_godot.so (the one built here; put the
#                                          .dll / .dylib built on Windows or
#                                          macOS next to it)
#   addons/majiang/README.md
#
# Copy DEST/addons/majiang into a Godot 4.3+ project's addons/ folder (add
# `res://addons/majiang/majiang.gdextension` to .godot/extension_list.cfg, or
# open the project in the editor once) and the AIPlayer, WinChecker,
# MahjongTable, MahjongTile and MahjongMeld classes are available.
# --no-build uses the library already in target/.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd -P)
profile=debug
build=1
dest=
for arg in "$@"; do
    case $arg in
        --release) profile=release ;;
        --no-build) build=0 ;;
        -h|--help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
        -*) echo "make-addon.sh: unknown option $arg" >&2; exit 2 ;;
        *) dest=$arg ;;
    esac
done
dest=${dest:-$root/target/godot-addon}
target_dir=${CARGO_TARGET_DIR:-$root/target}

if [ "$build" = 1 ]; then
    flags=(-p majiang-godot)
    [ "$profile" = release ] && flags+=(--release)
    (cd "$root" && cargo build "${flags[@]}")
fi
lib=$target_dir/$profile/libmajiang_godot.so
[ -f "$lib" ] || { echo "make-addon.sh: $lib not found (build first, or drop --no-build)" >&2; exit 1; }

addon=$dest/addons/majiang
mkdir -p "$addon/bin"
cp "$lib" "$addon/bin/libmajiang_godot.so"
# Debug builds carry ~100 MB of debug info Godot never reads.
if [ "$profile" = debug ] && command -v strip >/dev/null 2>&1; then
    strip --strip-debug "$addon/bin/libmajiang_godot.so"
fi

cat >"$addon/majiang.gdextension" <<'GDEXT'
; majiang: Changsha mahjong engine and AI (AIPlayer, WinChecker, MahjongTable,
; MahjongTile, MahjongMeld). Built with the Godot 4.3 API: runs in Godot 4.3+.
[configuration]
entry_symbol = "gdext_rust_init"
compatibility_minimum = "4.3"

[libraries]
linux.debug.x86_64 = "res://addons/majiang/bin/libmajiang_godot.so"
linux.release.x86_64 = "res://addons/majiang/bin/libmajiang_godot.so"
windows.debug.x86_64 = "res://addons/majiang/bin/majiang_godot.dll"
windows.release.x86_64 = "res://addons/majiang/bin/majiang_godot.dll"
macos.debug = "res://addons/majiang/bin/libmajiang_godot.dylib"
macos.release = "res://addons/majiang/bin/libmajiang_godot.dylib"
GDEXT

cat >"$addon/README.md" <<'README'
# majiang addon

Changsha mahjong (长沙麻将) rules and AI for Godot 4.3+, from the majiang Rust workspace.

1. Copy this `majiang/` folder into your project's `addons/`.
2. Open the project in the editor once (it registers `majiang.gdextension`), or add the line
   `res://addons/majiang/majiang.gdextension` to `.godot/extension_list.cfg`.
3. Use the nodes: `WinChecker` and `AIPlayer` replace the tutorial's scripts of the same name
   (same methods, same arguments); `MahjongTable` runs a whole hand and tells you what happens
   through signals. The editor's help (F1) documents every method.

Only the Linux library is included when built on Linux; build `majiang-godot` on Windows or macOS
and put `majiang_godot.dll` / `libmajiang_godot.dylib` into `bin/`.
README
echo "addon written to $addon ($profile build)"
