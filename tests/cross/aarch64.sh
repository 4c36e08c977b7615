#!/usr/bin/env bash
# tests/cross/aarch64.sh -- build and run Linux arm64 (aarch64) programs on
# this x86_64 machine, to test the arm64 packages where no ARM CPU exists.
#
#     tests/cross/aarch64.sh setup              qemu-user (apt) and the sysroot
#     tests/cross/aarch64.sh cc ARGS...         C compiler (Zig's clang)
#     tests/cross/aarch64.sh c++ ARGS...        C++ compiler (Zig's clang, libc++)
#     tests/cross/aarch64.sh run PROGRAM ARGS...  an arm64 program under qemu
#     tests/cross/aarch64.sh python ARGS...     the sysroot's python3 under qemu
#     tests/cross/aarch64.sh sysroot            prints the sysroot's path
#
# The compilers are `zig cc` / `zig c++ -target aarch64-linux-gnu.<floor>`
# from the pinned venv of build.sh (common.sh), so programs link against the
# same glibc floor as the libraries. tests/cross/aarch64-cc and -c++ are the
# same as executables, for CMake.
#
# Programs run under qemu-user's qemu-aarch64 (Debian's qemu-user) with -L
# pointing at a Debian bookworm arm64 root: glibc, libgcc and python3 (with
# venv's wheels). It is made once by debootstrap's first stage (--foreign:
# it only downloads and unpacks, running nothing built for arm64) and every
# downloaded package unpacked into it; ${MAJIANG_ARM64_SYSROOT:-
# $MAJIANG_CACHE/arm64-sysroot}, outside the checkout, ~250 MB. No binfmt
# registration is needed: qemu is always called by name.
#
# Needs root and Debian's mirror for `setup` the first time; afterwards
# nothing.
set -euo pipefail
# shellcheck source=tests/cross/common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

sysroot=${MAJIANG_ARM64_SYSROOT:-$cache_root/arm64-sysroot}
# Bump when the packages below change: an older sysroot is then made again.
sysroot_recipe=1
sysroot_suite=bookworm
sysroot_packages=python3,python3-venv

die() { echo "aarch64.sh: $*" >&2; exit 1; }

setup() {
    local missing=()
    command -v qemu-aarch64 >/dev/null 2>&1 || missing+=(qemu-user)
    command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
    bash "$cross_dir/../apt-install.sh" "aarch64.sh" "${missing[@]}"
    [ "$(cat "$sysroot/.majiang-recipe" 2>/dev/null)" = "$sysroot_recipe" ] && return 0
    local lock start=$SECONDS
    mkdir -p "$(dirname "$sysroot")"
    exec {lock}>"$sysroot.lock"
    flock "$lock"
    [ "$(cat "$sysroot/.majiang-recipe" 2>/dev/null)" = "$sysroot_recipe" ] && return 0
    echo "aarch64.sh: making the arm64 sysroot at $sysroot (Debian $sysroot_suite)" >&2
    local tmp=$sysroot.tmp deb
    rm -rf --one-file-system -- "$tmp" "$sysroot"
    debootstrap --foreign --arch=arm64 --variant=minbase --include="$sysroot_packages" \
        "$sysroot_suite" "$tmp" ${MAJIANG_DEBIAN_MIRROR:+"$MAJIANG_DEBIAN_MIRROR"} >&2 \
        || die "debootstrap --foreign --arch=arm64 failed (network to Debian's mirror?)"
    # The first stage unpacks only the base; the rest waits in the cache.
    for deb in "$tmp"/var/cache/apt/archives/*.deb; do
        dpkg-deb -x "$deb" "$tmp"
    done
    rm -rf "$tmp"/var/cache/apt/archives/*.deb "$tmp/debootstrap"
    [ -x "$tmp/usr/bin/python3" ] || die "no python3 in the sysroot"
    echo "$sysroot_recipe" >"$tmp/.majiang-recipe"
    mv -T "$tmp" "$sysroot"
    echo "aarch64.sh: sysroot made in $((SECONDS - start)) s" >&2
}

need_sysroot() {
    [ -f "$sysroot/.majiang-recipe" ] || die "no sysroot at $sysroot: run $0 setup"
}

zig() {
    [ -x "$zig_venv/bin/python-zig" ] || die "no Zig at $zig_venv: run tests/cross/build.sh linux-arm64"
    "$zig_venv/bin/python-zig" "$@"
}

[ $# -ge 1 ] || die "usage: $0 setup | cc | c++ | run | python | sysroot"
cmd=$1
shift
case $cmd in
    setup) setup ;;
    cc) zig cc -target "aarch64-linux-gnu.$glibc_floor" "$@" ;;
    c++) zig c++ -target "aarch64-linux-gnu.$glibc_floor" "$@" ;;
    run) need_sysroot; exec qemu-aarch64 -L "$sysroot" "$@" ;;
    python) need_sysroot; exec qemu-aarch64 -L "$sysroot" "$sysroot/usr/bin/python3" "$@" ;;
    sysroot) printf '%s\n' "$sysroot" ;;
    *) die "unknown command $cmd" ;;
esac
