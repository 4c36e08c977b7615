#!/usr/bin/env bash
# tests/godot/make-addon.sh -- build majiang's Godot addon folder (and zip).
#
#   tests/godot/make-addon.sh [--release] [--no-build] [--lib-linux PATH]
#                             [--lib-windows PATH] [--zip FILE] [DEST]
#
# Writes DEST/addons/majiang/ (DEST defaults to target/godot-addon):
#
#   majiang.gdextension   Linux and Windows x86_64 entries (debug and release
#                         both point at the one library shipped), macOS
#                         entries for a later native build, node icons,
#                         compatibility_minimum = 4.3
#   bin/libmajiang_godot.x86_64-unknown-linux-gnu.so
#   bin/majiang_godot.x86_64-pc-windows-gnu.dll      (with --lib-windows)
#   icons/*.svg, fonts/ (the tile font and its OFL licence), csharp/ (typed
#   C# wrappers), majiang_check.gd + plugin.cfg/plugin.gd (names a missing
#   library), README.md, LICENSE-MIT, LICENSE-APACHE
#
# The addon's files come from crates/godot/addon/ and the repo root's
# licences; the Linux library from `cargo build -p majiang-godot`
# (`--release` for an optimised one; `--no-build` takes the one already in
# target/), or from --lib-linux PATH (a prebuilt .so, e.g. a glibc-2.17
# zigbuild). --lib-windows PATH adds a cross-built .dll. --zip FILE also
# writes FILE, a zip with addons/majiang/... at its root, which a user
# unpacks into a project. Copy DEST/addons/majiang into a Godot 4.3+
# project's addons/ folder; the addon's README.md says the rest.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd -P)
profile=debug
build=1
dest=
lib_linux=
lib_windows=
zip=
while [ $# -gt 0 ]; do
    case $1 in
        --release) profile=release ;;
        --no-build) build=0 ;;
        --lib-linux|--lib-windows|--zip)
            [ $# -ge 2 ] || { echo "make-addon.sh: $1 needs a path" >&2; exit 2; }
            case $1 in
                --lib-linux) lib_linux=$2 ;;
                --lib-windows) lib_windows=$2 ;;
                --zip) zip=$2 ;;
            esac
            shift ;;
        -h|--help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
        -*) echo "make-addon.sh: unknown option $1" >&2; exit 2 ;;
        *) dest=$1 ;;
    esac
    shift
done
dest=${dest:-$root/target/godot-addon}
target_dir=${CARGO_TARGET_DIR:-$root/target}
linux_name=libmajiang_godot.x86_64-unknown-linux-gnu.so
windows_name=majiang_godot.x86_64-pc-windows-gnu.dll

built=0
if [ -z "$lib_linux" ]; then
    built=1
    if [ "$build" = 1 ]; then
        flags=(-p majiang-godot)
        [ "$profile" = release ] && flags+=(--release)
        (cd "$root" && cargo build "${flags[@]}")
    fi
    lib_linux=$target_dir/$profile/libmajiang_godot.so
fi
for lib in "$lib_linux" ${lib_windows:+"$lib_windows"}; do
    [ -f "$lib" ] || { echo "make-addon.sh: $lib not found (build first, or drop --no-build)" >&2; exit 1; }
done

addon=$dest/addons/majiang
rm -rf "$addon"
mkdir -p "$addon/bin"
cp -R "$root/crates/godot/addon/." "$addon/"
cp "$root/LICENSE-MIT" "$root/LICENSE-APACHE" "$addon/"
cp "$lib_linux" "$addon/bin/$linux_name"
# A debug build carries ~100 MB of debug info Godot never reads.
if [ "$built" = 1 ] && [ "$profile" = debug ] && command -v strip >/dev/null 2>&1; then
    strip --strip-debug "$addon/bin/$linux_name"
fi
[ -z "$lib_windows" ] || cp "$lib_windows" "$addon/bin/$windows_name"

{
    cat <<GDEXT
; majiang: Changsha mahjong rules and AI (AIPlayer, WinChecker, MahjongTable,
; MahjongTile, MahjongMeld). Built with gdext for the Godot 4.3 API: loads in
; Godot 4.3 and newer (tested in 4.6). Debug and release both use the one
; optimised library. The macOS entries wait for a native macOS build: put
; that .dylib into bin/ under the name below.
[configuration]
entry_symbol = "gdext_rust_init"
compatibility_minimum = "4.3"

[libraries]
linux.debug.x86_64 = "res://addons/majiang/bin/$linux_name"
linux.release.x86_64 = "res://addons/majiang/bin/$linux_name"
windows.debug.x86_64 = "res://addons/majiang/bin/$windows_name"
windows.release.x86_64 = "res://addons/majiang/bin/$windows_name"
macos.debug = "res://addons/majiang/bin/libmajiang_godot.universal-apple-darwin.dylib"
macos.release = "res://addons/majiang/bin/libmajiang_godot.universal-apple-darwin.dylib"

[icons]
GDEXT
    for icon in "$addon"/icons/*.svg; do
        name=$(basename "$icon" .svg)
        printf '%s = "res://addons/majiang/icons/%s.svg"\n' "$name" "$name"
    done
} >"$addon/majiang.gdextension"

echo "addon written to $addon ($(cd "$addon/bin" && echo *))"
if [ -n "$zip" ]; then
    mkdir -p "$(dirname "$zip")"
    # Python's zipfile (always there, unlike zip(1)): sorted entries and a
    # fixed timestamp, so the same files give the same zip.
    python3 - "$dest" "$zip" <<'PY'
import os, sys, zipfile
base, out = sys.argv[1], sys.argv[2]
files = []
for d, _, names in os.walk(os.path.join(base, "addons", "majiang")):
    files += [os.path.join(d, n) for n in names]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for f in sorted(files):
        info = zipfile.ZipInfo(os.path.relpath(f, base).replace(os.sep, "/"), (2026, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        with open(f, "rb") as fh:
            z.writestr(info, fh.read())
PY
    echo "zip written to $zip ($(stat -c %s "$zip") bytes)"
fi
