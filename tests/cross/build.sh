#!/usr/bin/env bash
# tests/cross/build.sh -- the native libraries users download, built here.
#
#     tests/cross/build.sh [linux] [linux-arm64] [windows] [macos]   (default: all)
#     tests/cross/build.sh tools     only the pinned Zig and cargo-zigbuild
#
# linux    Release builds of majiang-ffi, majiang-godot and the command line
#          (majiang-cli's `majiang`) that load on glibc 2.17 and newer: `cargo zigbuild --target
#          x86_64-unknown-linux-gnu.2.17` (Zig links against that glibc's
#          symbol versions).  ziglang and cargo-zigbuild come from PyPI into
#          a virtual environment outside the checkout, and cargo's target
#          directory is outside it too (see common.sh).
# linux-arm64  The libraries for aarch64-unknown-linux-gnu.2.17 (rustup's
#          prebuilt std for the target, added when missing).
# macos    The same for macOS 11+: `cargo zigbuild --target
#          universal2-apple-darwin` builds x86_64 and arm64 (rustup's
#          prebuilt std) with MACOSX_DEPLOYMENT_TARGET=11.0, Zig's linker
#          against the libSystem stubs Zig ships (no Apple SDK), and joins
#          each pair into one universal file.  Zig's linker signs the arm64
#          slices ad hoc, which arm64 macOS requires; nothing edits the
#          files afterwards (the install name comes from crates/ffi/build.rs),
#          so the signatures stay valid (dist-check verifies their hashes).
# windows  Release builds (the libraries and majiang.exe) for
#          x86_64-pc-windows-gnu in the cross sandbox
#          (tests/cross/sandbox.sh: Debian sid's rustc with rust-src and
#          mingw-w64): std is built from source with -Zbuild-std, since no
#          prebuilt Windows std can be fetched here.  Then majiang.def (the
#          DLL's exports, by gendef) and majiang.lib (an import library for
#          MSVC's link.exe, by mingw's dlltool; not tried with link.exe here).
#
# Writes target/native/<triple>/ (the list is in common.sh) and prints each
# file's size.  Idempotent; a warm rebuild only relinks what changed.
# Needs root for the sandbox (chroot), network on first use (PyPI, Debian,
# crates.io).
set -euo pipefail
# shellcheck source=tests/cross/common.sh
. "$(dirname "$0")/common.sh"

say() { printf '\n== cross build: %s\n' "$*"; }

# The venv holds exactly the pinned versions, or is made again; after an
# install both programs must answer with those versions (else the run stops
# here, saying what it found, instead of failing later in a link step).
zigbuild_ok() {
    [ "$("$zig_venv/bin/cargo-zigbuild" --version 2>/dev/null)" = "cargo-zigbuild $cargo_zigbuild_version" ] \
        && [ "$("$zig_venv/bin/python-zig" version 2>/dev/null)" = "$ziglang_version" ]
}
ensure_zigbuild() {
    zigbuild_ok && return 0
    say "installing ziglang $ziglang_version and cargo-zigbuild $cargo_zigbuild_version into $zig_venv"
    rm -rf -- "$zig_venv"
    mkdir -p "$(dirname "$zig_venv")"
    if ! python3 -m venv "$zig_venv" 2>/dev/null; then
        # Debian's python3 keeps venv (ensurepip) in a package of its own.
        rm -rf -- "$zig_venv"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends python3-venv \
            || { apt-get update -q && DEBIAN_FRONTEND=noninteractive \
                 apt-get install -y -q --no-install-recommends python3-venv; }
        python3 -m venv "$zig_venv"
    fi
    "$zig_venv/bin/pip" install --disable-pip-version-check -q \
        "ziglang==$ziglang_version" "cargo-zigbuild==$cargo_zigbuild_version"
    if ! zigbuild_ok; then
        echo "cross build: error: after pip install, cargo-zigbuild says '$("$zig_venv/bin/cargo-zigbuild" --version 2>&1 | head -n1)'" \
             "and zig (PyPI ziglang) says '$("$zig_venv/bin/python-zig" version 2>&1 | head -n1)';" \
             "wanted $cargo_zigbuild_version and $ziglang_version" >&2
        exit 1
    fi
    echo "cross build: cargo-zigbuild $cargo_zigbuild_version, zig $ziglang_version (PyPI ziglang) in $zig_venv"
}

build_linux() {
    ensure_zigbuild
    say "cargo zigbuild --target $linux_triple.$glibc_floor (majiang-ffi, majiang-godot, majiang-cli)"
    local start=$SECONDS
    claim_target_dir "$zig_target_dir"
    # The venv's bin first: cargo-zigbuild finds Zig through its python.
    (cd "$root" && PATH="$zig_venv/bin:$PATH" CARGO_TARGET_DIR="$zig_target_dir" \
        cargo zigbuild --release --locked \
        --target "$linux_triple.$glibc_floor" -p majiang-ffi -p majiang-godot -p majiang-cli)
    echo "cross build: linux in $((SECONDS - start)) s"
    local from=$zig_target_dir/$linux_triple/release out=$native/$linux_triple
    mkdir -p "$out"
    cp "$from/libmajiang.so" "$from/libmajiang.a" "$from/libmajiang_godot.so" "$from/majiang" "$out/"
    (cd "$out" && ls -l libmajiang.so libmajiang.a libmajiang_godot.so majiang)
}

# The standard libraries of the targets (rustup's prebuilt ones).
ensure_rust_targets() {
    local installed t missing=()
    installed=$(rustup target list --installed)
    for t in "$@"; do
        grep -qx "$t" <<<"$installed" || missing+=("$t")
    done
    [ ${#missing[@]} -eq 0 ] || rustup target add "${missing[@]}"
}

build_linux_arm64() {
    ensure_zigbuild
    ensure_rust_targets "$linux_arm64_triple"
    say "cargo zigbuild --target $linux_arm64_triple.$glibc_floor (majiang-ffi, majiang-godot)"
    local start=$SECONDS
    claim_target_dir "$zig_target_dir"
    (cd "$root" && PATH="$zig_venv/bin:$PATH" CARGO_TARGET_DIR="$zig_target_dir" \
        cargo zigbuild --release --locked \
        --target "$linux_arm64_triple.$glibc_floor" -p majiang-ffi -p majiang-godot)
    echo "cross build: linux-arm64 in $((SECONDS - start)) s"
    local from=$zig_target_dir/$linux_arm64_triple/release out=$native/$linux_arm64_triple
    mkdir -p "$out"
    cp "$from/libmajiang.so" "$from/libmajiang.a" "$from/libmajiang_godot.so" "$out/"
    (cd "$out" && ls -l libmajiang.so libmajiang.a libmajiang_godot.so)
}

build_macos() {
    ensure_zigbuild
    ensure_rust_targets x86_64-apple-darwin aarch64-apple-darwin
    say "cargo zigbuild --target $macos_zig_target (majiang-ffi, majiang-godot; macOS $macos_min)"
    local start=$SECONDS
    claim_target_dir "$zig_target_dir"
    # The warning that xcrun finds no macOS SDK is expected: Zig links
    # against its own libSystem stubs, and nothing here uses a framework.
    # One package per call: with both in one call, a rebuild of one of them
    # (the other fresh) once made cargo-zigbuild join the x86_64 libmajiang
    # with the arm64 libmajiang_godot (dist-check's Mach-O check caught it).
    local package
    for package in majiang-ffi majiang-godot; do
        (cd "$root" && PATH="$zig_venv/bin:$PATH" CARGO_TARGET_DIR="$zig_target_dir" \
            MACOSX_DEPLOYMENT_TARGET="$macos_min" cargo zigbuild --release --locked \
            --target "$macos_zig_target" -p "$package")
    done
    echo "cross build: macos in $((SECONDS - start)) s"
    local from=$zig_target_dir/$macos_zig_target/release out=$native/$macos_dir
    mkdir -p "$out"
    cp "$from/libmajiang.dylib" "$from/libmajiang.a" "$from/libmajiang_godot.dylib" "$out/"
    (cd "$out" && ls -l libmajiang.dylib libmajiang.a libmajiang_godot.dylib)
}

build_windows() {
    say "cargo build ${windows_flags[*]} (majiang-ffi, majiang-godot, majiang-cli) in the cross sandbox"
    local start=$SECONDS
    claim_target_dir "$windows_target_dir"
    in_sandbox "${windows_cargo[@]}" build "${windows_flags[@]}" -p majiang-ffi -p majiang-godot \
        -p majiang-cli
    echo "cross build: windows in $((SECONDS - start)) s"
    local out=$native/$windows_triple
    mkdir -p "$out"
    # The build directory is in the sandbox's cache, seen at the same path
    # from the host.
    local from=$windows_target_dir/$windows_triple/release
    cp "$from/majiang.dll" "$from/libmajiang.dll.a" "$from/libmajiang.a" \
        "$from/majiang_godot.dll" "$from/majiang.exe" "$out/"
    # gendef writes majiang.def (LIBRARY + EXPORTS) from the DLL's export table.
    in_sandbox sh -c 'cd "$1" && gendef majiang.dll >/dev/null && x86_64-w64-mingw32-dlltool \
        -m i386:x86-64 -d majiang.def -D majiang.dll -l majiang.lib' sh "$out"
    (cd "$out" && ls -l majiang.dll libmajiang.dll.a libmajiang.a majiang.def majiang.lib \
        majiang_godot.dll majiang.exe)
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(linux linux-arm64 windows macos)
for t in "${targets[@]}"; do
    case $t in
        linux) build_linux ;;
        linux-arm64) build_linux_arm64 ;;
        windows) build_windows ;;
        macos) build_macos ;;
        tools) ensure_zigbuild ;;
        *) echo "usage: $0 [linux] [linux-arm64] [windows] [macos] | tools" >&2; exit 2 ;;
    esac
done
