#!/usr/bin/env bash
# tests/godot/make-addon.sh -- build majiang's Godot addon folder (and zip).
#
#   tests/godot/make-addon.sh [--release] [--no-build] [--lib-linux PATH]
#                             [--lib-linux-arm64 PATH] [--lib-windows PATH]
#                             [--lib-macos PATH] [--lib-android-arm64 PATH]
#                             [--lib-android-x86_64 PATH] [--lib-ios DIR]
#                             [--zip FILE] [DEST]
#
# Writes DEST/addons/majiang/ (DEST defaults to target/godot-addon):
#
#   majiang.gdextension   Linux (x86_64, arm64), Windows x86_64 and macOS
#                         (universal) entries, always; Android (arm64,
#                         x86_64) and iOS entries when their libraries are
#                         given (debug and release both point at the one
#                         library shipped), node icons,
#                         compatibility_minimum = 4.3
#   bin/libmajiang_godot.x86_64-unknown-linux-gnu.so
#   bin/libmajiang_godot.aarch64-unknown-linux-gnu.so (with --lib-linux-arm64)
#   bin/majiang_godot.x86_64-pc-windows-gnu.dll      (with --lib-windows)
#   bin/libmajiang_godot.universal-apple-darwin.dylib (with --lib-macos)
#   bin/libmajiang_godot.aarch64-linux-android.so    (with --lib-android-arm64)
#   bin/libmajiang_godot.x86_64-linux-android.so     (with --lib-android-x86_64)
#   bin/majiang_godot.xcframework/   device arm64 + simulator (with --lib-ios)
#   icons/*.svg, fonts/ (the tile font and its OFL licence), csharp/ (typed
#   C# wrappers), majiang_check.gd + plugin.cfg/plugin.gd (names a missing
#   library), README.md, CHANGELOG.md, LICENSE-MIT, LICENSE-APACHE
#
# The addon's files come from crates/godot/addon/ and the repo root's
# licences; the Linux library from `cargo build -p majiang-godot`
# (`--release` for an optimised one; `--no-build` takes the one already in
# target/), or from --lib-linux PATH (a prebuilt .so, e.g. a glibc-2.17
# zigbuild). The other --lib-* options add the library of another platform,
# built elsewhere (tests/cross/build.sh here, the release workflow for
# Android and iOS); --lib-ios takes an .xcframework folder. --zip FILE also
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
lib_linux_arm64=
lib_macos=
lib_android_arm64=
lib_android_x86_64=
lib_ios=
zip=
while [ $# -gt 0 ]; do
    case $1 in
        --release) profile=release ;;
        --no-build) build=0 ;;
        --lib-linux|--lib-windows|--lib-linux-arm64|--lib-macos|--lib-android-arm64|--lib-android-x86_64|--lib-ios|--zip)
            [ $# -ge 2 ] || { echo "make-addon.sh: $1 needs a path" >&2; exit 2; }
            case $1 in
                --lib-linux) lib_linux=$2 ;;
                --lib-windows) lib_windows=$2 ;;
                --lib-linux-arm64) lib_linux_arm64=$2 ;;
                --lib-macos) lib_macos=$2 ;;
                --lib-android-arm64) lib_android_arm64=$2 ;;
                --lib-android-x86_64) lib_android_x86_64=$2 ;;
                --lib-ios) lib_ios=$2 ;;
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
linux_arm64_name=libmajiang_godot.aarch64-unknown-linux-gnu.so
macos_name=libmajiang_godot.universal-apple-darwin.dylib
android_arm64_name=libmajiang_godot.aarch64-linux-android.so
android_x86_64_name=libmajiang_godot.x86_64-linux-android.so
ios_name=majiang_godot.xcframework

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
for lib in "$lib_linux" ${lib_windows:+"$lib_windows"} ${lib_linux_arm64:+"$lib_linux_arm64"} \
    ${lib_macos:+"$lib_macos"} ${lib_android_arm64:+"$lib_android_arm64"} \
    ${lib_android_x86_64:+"$lib_android_x86_64"}; do
    [ -f "$lib" ] || { echo "make-addon.sh: $lib not found (build first, or drop --no-build)" >&2; exit 1; }
done
[ -z "$lib_ios" ] || [ -f "$lib_ios/Info.plist" ] \
    || { echo "make-addon.sh: $lib_ios is not an .xcframework (no Info.plist)" >&2; exit 1; }

addon=$dest/addons/majiang
rm -rf "$addon"
mkdir -p "$addon/bin"
cp -R "$root/crates/godot/addon/." "$addon/"
cp "$root/LICENSE-MIT" "$root/LICENSE-APACHE" "$root/CHANGELOG.md" "$addon/"
cp "$lib_linux" "$addon/bin/$linux_name"
# A debug build carries ~100 MB of debug info Godot never reads.
if [ "$built" = 1 ] && [ "$profile" = debug ] && command -v strip >/dev/null 2>&1; then
    strip --strip-debug "$addon/bin/$linux_name"
fi
[ -z "$lib_windows" ] || cp "$lib_windows" "$addon/bin/$windows_name"
[ -z "$lib_linux_arm64" ] || cp "$lib_linux_arm64" "$addon/bin/$linux_arm64_name"
[ -z "$lib_macos" ] || cp "$lib_macos" "$addon/bin/$macos_name"
[ -z "$lib_android_arm64" ] || cp "$lib_android_arm64" "$addon/bin/$android_arm64_name"
[ -z "$lib_android_x86_64" ] || cp "$lib_android_x86_64" "$addon/bin/$android_x86_64_name"
[ -z "$lib_ios" ] || cp -R "$lib_ios" "$addon/bin/$ios_name"

{
    cat <<GDEXT
; majiang: mahjong rules and AI, 长沙 转转 红中 四川 (AIPlayer, WinChecker, MahjongTable,
; MahjongTile, MahjongMeld). Built with gdext for the Godot 4.3 API: loads in
; Godot 4.3 and newer (tested in 4.6). Debug and release both use the one
; optimised library.
[configuration]
entry_symbol = "gdext_rust_init"
compatibility_minimum = "4.3"

[libraries]
linux.debug.x86_64 = "res://addons/majiang/bin/$linux_name"
linux.release.x86_64 = "res://addons/majiang/bin/$linux_name"
linux.debug.arm64 = "res://addons/majiang/bin/$linux_arm64_name"
linux.release.arm64 = "res://addons/majiang/bin/$linux_arm64_name"
windows.debug.x86_64 = "res://addons/majiang/bin/$windows_name"
windows.release.x86_64 = "res://addons/majiang/bin/$windows_name"
macos.debug = "res://addons/majiang/bin/$macos_name"
macos.release = "res://addons/majiang/bin/$macos_name"
GDEXT
    # The mobile entries only with their libraries: Godot's Android and iOS
    # exports copy every library named for them and stop at a missing one.
    if [ -n "$lib_android_arm64" ]; then
        printf 'android.debug.arm64 = "res://addons/majiang/bin/%s"\n' "$android_arm64_name"
        printf 'android.release.arm64 = "res://addons/majiang/bin/%s"\n' "$android_arm64_name"
    fi
    if [ -n "$lib_android_x86_64" ]; then
        printf 'android.debug.x86_64 = "res://addons/majiang/bin/%s"\n' "$android_x86_64_name"
        printf 'android.release.x86_64 = "res://addons/majiang/bin/%s"\n' "$android_x86_64_name"
    fi
    if [ -n "$lib_ios" ]; then
        printf 'ios.debug = "res://addons/majiang/bin/%s"\n' "$ios_name"
        printf 'ios.release = "res://addons/majiang/bin/%s"\n' "$ios_name"
    fi
    printf '\n[icons]\n'
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
