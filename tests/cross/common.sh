# tests/cross/common.sh -- sourced by build.sh and check.sh: where the native
# builds go and what they are built against, said once.
#
# The layout under $native is what the packaging (`cargo xtask dist`) and the
# Godot addon script (`tests/godot/make-addon.sh --lib-linux/--lib-windows`)
# read:
#   $native/x86_64-unknown-linux-gnu/  libmajiang.so libmajiang.a libmajiang_godot.so
#                                      majiang (the command line)
#   $native/x86_64-pc-windows-gnu/     majiang.dll libmajiang.dll.a libmajiang.a
#                                      majiang.def majiang.lib majiang_godot.dll
#                                      majiang.exe (the command line)
#   $native/aarch64-unknown-linux-gnu/ libmajiang.so libmajiang.a libmajiang_godot.so
#   $native/universal-apple-darwin/    libmajiang.dylib libmajiang.a
#                                      libmajiang_godot.dylib (x86_64 + arm64)

cross_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
root=$(cd "$cross_dir/../.." && pwd -P)
sandbox=$cross_dir/sandbox.sh
native=${CARGO_TARGET_DIR:-$root/target}/native

linux_triple=x86_64-unknown-linux-gnu
windows_triple=x86_64-pc-windows-gnu
linux_arm64_triple=aarch64-unknown-linux-gnu
# cargo-zigbuild's name for the x86_64 + arm64 pair it joins with lipo; the
# packages call the folder universal-apple-darwin.
macos_zig_target=universal2-apple-darwin
macos_dir=universal-apple-darwin
# The oldest macOS the libraries load on: the first with arm64.
macos_min=11.0

# The command line's arguments both checks run (check.sh) and their answer
# compared across builds: an analysis that goes through every part of the
# core (parsing, win, shanten by target, discards, EXPERT's ranking).
cli_analyze=(analyze "123m456s789p2345m9s" --seen "55m")

# The oldest glibc the Linux libraries load on: cargo-zigbuild links against
# this version's symbol set, and check.sh fails on any newer GLIBC_ symbol.
# 2.17 is manylinux2014's floor (CentOS 7, Ubuntu 14.04 and later).
glibc_floor=2.17

# Every cache the tests keep outside the checkout lives under one directory
# (tests/sandbox/sid.sh and `cargo xtask test` read the same variable):
# point MAJIANG_CACHE at an empty directory for a cold run.
cache_root=${MAJIANG_CACHE:-${HOME:-/root}/.cache/majiang}

# cargo-zigbuild and the Zig toolchain it drives, pinned, from PyPI into a
# virtual environment cached outside the checkout.
zig_venv=${MAJIANG_ZIG_VENV:-$cache_root/zigbuild-venv}
# Its cargo target directory is outside the checkout too, for the reason
# given for Windows below.
zig_target_dir=${MAJIANG_ZIG_TARGET_DIR:-$cache_root/zigbuild-target}
ziglang_version=0.17.0
cargo_zigbuild_version=0.24.0

# The Windows build runs in the cross sandbox with its own cargo target
# directory in the sandbox's cache, not in the checkout: a fresh clone (CI)
# then finds std (built from source by -Zbuild-std) and the dependencies
# already compiled.
windows_target_dir=$("$sandbox" cache)/target-windows
windows_cargo=(env RUSTC_BOOTSTRAP=1 "CARGO_TARGET_DIR=$windows_target_dir" cargo)
windows_flags=(--release --locked -Zbuild-std=std,panic_unwind --target "$windows_triple")

# in_sandbox CMD...: CMD inside the cross sandbox, from the repository root.
# WINEDLLOVERRIDES: no wine-mono / wine-gecko install prompt when wine makes
# its prefix (nothing here is .NET or HTML).
in_sandbox() {
    (cd "$root" && "$sandbox" exec WINEDLLOVERRIDES=mscoree,mshtml= "$@")
}

# claim_target_dir DIR: the cargo target directories outside the checkout
# are shared by every checkout on this machine (worktrees, CI's fresh
# clones).  Cargo judges a workspace crate fresh by the mtimes of the files
# at the same relative paths, so a build made from another checkout, later
# than this one's files were written, would pass for this checkout's.  So:
# hold DIR's lock until the calling script exits (no other checkout builds
# in between), and when another checkout built there last, delete the
# fingerprints of the workspace's crates (all named majiang*) so that they
# are rebuilt; the dependencies and std stay.
# A directory is claimed once per script: a second flock on a new
# descriptor of the same lock file would wait for this very process.
claimed_dirs=" "
claim_target_dir() {
    local dir=$1 fd
    [[ $claimed_dirs == *" $dir "* ]] && return 0
    mkdir -p "$dir"
    exec {fd}>"$dir.lock"
    flock "$fd"
    claimed_dirs+="$dir "
    if [ "$(cat "$dir/.majiang-checkout" 2>/dev/null)" != "$root" ]; then
        rm -rf "$dir"/release/.fingerprint/majiang* "$dir"/*/release/.fingerprint/majiang*
        printf '%s\n' "$root" >"$dir/.majiang-checkout"
    fi
}
