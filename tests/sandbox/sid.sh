#!/usr/bin/env bash
# tests/sandbox/sid.sh -- the Debian sid chroots majiang's tests run in.
#
#     tests/sandbox/sid.sh KIND SUBCOMMAND [ARGS...]
#
# Godot 4, the Windows cross toolchain (mingw-w64, wine) and Rust's
# wasm32 standard library are packaged only in Debian sid, whose libc is
# newer than the Debian bookworm these machines run, so they live in
# minimal Debian sid chroots that this script builds once and caches OUTSIDE
# the repo checkout.  KIND picks the chroot:
#
#   godot   Godot 4.6.x headless, Xvfb + Mesa (llvmpipe) for screenshots,
#           fontconfig with only a non-CJK font.
#           ${MAJIANG_GODOT_SANDBOX:-$MAJIANG_CACHE/godot-sid}
#   cross   Debian's rustc/cargo with rust-src (for -Zbuild-std), mingw-w64,
#           wine, lld and the wasm32 standard library.
#           ${MAJIANG_CROSS_SANDBOX:-$MAJIANG_CACHE/cross-sid}
#
# Subcommands
#   setup                        Create the sandbox if it is missing (needs
#                                root and network access to Debian's mirror;
#                                godot: 1-2 minutes, ~800 MB; cross: 3-5
#                                minutes, ~2.5 GB).  Re-running when the
#                                sandbox is complete is a fast no-op.
#   run PROJECT_DIR [ARGS...]    (godot) Copy PROJECT_DIR into the chroot at a
#                                fresh temporary path, run
#                                    godot --headless --path <copy> ARGS...
#                                there, stream its stdout/stderr, copy what
#                                Godot created or changed back into
#                                PROJECT_DIR (see SYNC BACK), remove the copy,
#                                and exit with Godot's exit code.
#   exec [VAR=value...] CMD...   Run CMD inside the chroot in the current
#                                directory, with the repository checkout and
#                                the cache directory bind-mounted at their
#                                own paths (so paths mean the same inside and
#                                out), /dev, /dev/pts and /proc mounted
#                                privately (no TMPDIR: wine 10 aborts when
#                                it is set), and the kind's environment (cross:
#                                CARGO_HOME and WINEPREFIX in the cache, the
#                                mingw linker, wine as cargo's runner for
#                                Windows targets, wasm-ld for wasm32).
#                                MAJIANG_SANDBOX_BIND adds colon-separated
#                                host directories to bind.
#   version                      Print the main tool's version (godot
#                                --version; cross: rustc --version).
#   path                         Print the sandbox directory.
#   cache                        Print the cache directory bound by exec.
#   remove                       Delete the sandbox.
#
# `setup` runs by itself before `run` and `exec` when the sandbox is missing.
#
# IMPORTANT for `run` callers: only PROJECT_DIR is copied into the chroot.
# Files the project references through relative paths that leave the project
# (e.g. a .gdextension pointing at "res://../target/debug/libmajiang.so") do
# NOT exist inside the chroot.  Copy the built cdylib (a .so built on the host
# loads in the chroot unchanged) INTO the project directory and point the
# .gdextension at "res://..." paths inside the project before calling `run`.
# Symlinks inside PROJECT_DIR are dereferenced when copying in, so a symlink
# to ../target/... also works.
#
# GDExtensions are only loaded once the project has been imported (Godot
# writes .godot/extension_list.cfg during the import), so a typical flow is:
#     sid.sh godot run "$proj" --import
#     sid.sh godot run "$proj" -s res://test.gd
# This works because of SYNC BACK: after each run, files in the copy that are
# new or newer than in PROJECT_DIR (the .godot/ import cache, *.import,
# *.uid, anything a script wrote under res://) are copied back into
# PROJECT_DIR, just as if Godot had run on PROJECT_DIR itself.  Nothing in
# PROJECT_DIR is ever deleted.  Set MAJIANG_GODOT_SYNC_BACK=0 to disable.
#
# Environment
#   MAJIANG_CACHE           the root of every cache the tests keep outside the
#                           checkout (default $HOME/.cache/majiang); point it
#                           at an empty directory for a cold run
#   MAJIANG_GODOT_SANDBOX, MAJIANG_CROSS_SANDBOX   the sandbox directories
#   MAJIANG_GODOT_TIMEOUT   seconds before a `run` is killed; exit code is
#                           then 124 (default 600; 0 disables).  A script
#                           that never calls quit() makes headless Godot hang.
#   MAJIANG_GODOT_SYNC_BACK 1 (default) or 0, see above.
#   MAJIANG_GODOT_PASS_ENV  space-separated names of host environment
#                           variables to pass to Godot (`run`) or to CMD
#                           (`exec`); otherwise a clean environment.
#   MAJIANG_DEBIAN_MIRROR   mirror for debootstrap (default: its own default).
#   MAJIANG_GODOT_NO_UNSHARE=1  (`run`) do not use a private mount namespace;
#                           mount /proc in the shared one instead (runs are
#                           then serialised by a lock and the mount undone by
#                           a trap).  Used automatically if unshare fails.
#                           `exec` always needs unshare (it bind-mounts).
#
# Inside the chroot each `run` gets its own HOME (Godot writes user:// data
# and caches there) and TMPDIR, removed afterwards.  /proc is mounted inside a
# private mount namespace (unshare), so nothing stays mounted and concurrent
# runs do not interfere; /dev/null, /dev/zero, /dev/random and /dev/urandom
# are real device nodes created in the chroot at setup.
#
# Needs: root (chroot, mount), bash, coreutils, util-linux; debootstrap is
# installed with apt-get if missing.  Works non-interactively (CI=true, no
# stdin).
set -euo pipefail

PROG="${0##*/} ${1:-}"
KIND=${1:-}
shift || true
CACHE_ROOT=${MAJIANG_CACHE:-${HOME:-/root}/.cache/majiang}
# Per kind: the directory, the recipe number (bump it when the packages or
# the layout change: an existing sandbox built by an older recipe is then
# rebuilt by `setup`), the packages, and the program that proves it works.
case $KIND in
    godot)
        SANDBOX=${MAJIANG_GODOT_SANDBOX:-$CACHE_ROOT/godot-sid}
        RECIPE=3
        # ca-certificates: without it every editor-mode run (e.g. --import)
        # prints "ERROR: Cannot open X509CertificateMbedTLS file ...".
        # xvfb/xauth/Mesa: a real renderer (opengl3 on llvmpipe) for
        # screenshots; fontconfig + DejaVu only, so no CJK font is installed
        # and the addon's own font is what draws the tiles.
        PACKAGES=(godot ca-certificates xvfb xauth libgl1-mesa-dri libgl1 libegl1
                  fontconfig fonts-dejavu-core)
        PROBE=/usr/bin/godot
        # Every program the tests call in the chroot, with its package: checked
        # after every install (see check_tools).
        TOOLS=(godot=godot xvfb-run=xvfb Xvfb=xvfb xauth=xauth fc-list=fontconfig)
        ;;
    cross)
        SANDBOX=${MAJIANG_CROSS_SANDBOX:-$CACHE_ROOT/cross-sid}
        RECIPE=1
        # rust-src: std for x86_64-pc-windows-gnu is built with -Zbuild-std
        # (no Debian suite ships it prebuilt); the posix-threads mingw
        # flavour is the one Rust's std links against; lld provides wasm-ld.
        PACKAGES=(rustc cargo rust-src libstd-rust-dev-wasm32 lld
                  gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix
                  mingw-w64-tools wine wine64 cmake make pkgconf
                  ca-certificates git file)
        # Not the mingw driver: it is an alternatives symlink with an
        # absolute target, dangling when seen from the host.
        PROBE=/usr/bin/cargo
        TOOLS=(cargo=cargo rustc=rustc
               x86_64-w64-mingw32-gcc=gcc-mingw-w64-x86-64-posix
               x86_64-w64-mingw32-g++=g++-mingw-w64-x86-64-posix
               x86_64-w64-mingw32-dlltool=binutils-mingw-w64-x86-64
               x86_64-w64-mingw32-objdump=binutils-mingw-w64-x86-64
               gendef=mingw-w64-tools wine=wine wineserver=wine wasm-ld=lld ld.lld=lld
               cmake=cmake make=make pkgconf=pkgconf git=git file=file)
        ;;
    -h|--help|help)
        sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
    *) printf 'sid.sh: error: KIND must be godot or cross (got %s)\n' "'$KIND'" >&2; exit 2 ;;
esac
SANDBOX=${SANDBOX%/}
case $SANDBOX in
    /?*) ;;   # absolute and not "/": it gets `rm -rf`ed on rebuild
    *) printf '%s: error: the sandbox directory must be an absolute path other than / (got %s)\n' \
           "$PROG" "'$SANDBOX'" >&2; exit 1 ;;
esac
# What `exec` binds besides the checkout: caches that must outlive a run
# (cargo's registry and target directories, the wine prefix).
CACHE=${SANDBOX}-cache
MARKER_NAME=.majiang-$KIND-sandbox-complete
# The Debian version of every package installed, written at setup.
VERSIONS_NAME=.majiang-$KIND-versions
MARKER=$SANDBOX/$MARKER_NAME
LOCK=$SANDBOX.lock
CHROOT_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
APT_OPTS=(-o Acquire::Check-Valid-Until=false -o APT::Get::Assume-Yes=true -o Dpkg::Use-Pty=0)

log() { printf '%s: %s\n' "$PROG" "$*" >&2; }
die() { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }

usage() {   # usage [full]: the header of this file, or just its subcommands
    if [ "${1:-}" = full ]; then
        sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"
        exit 0
    fi
    sed -n '/^# Subcommands/,/^#$/{/^#$/d;s/^# \{0,1\}//;p}' "$0" >&2
    printf 'See %s --help for details.\n' "$0" >&2
    exit 2
}

need_root() {
    [ "$(id -u)" -eq 0 ] || die "must run as root (needs chroot and mount); try: sudo $0 $*"
}

# Unmount everything mounted at or below $1 (deepest first).  Used before
# deleting a half-built sandbox so `rm -rf` can never reach a bind mount.
unmount_under() {
    local dir=$1 mp
    [ -d "$dir" ] || return 0
    dir=$(cd "$dir" && pwd -P)
    while IFS= read -r mp; do
        umount "$mp" 2>/dev/null || umount -l "$mp" 2>/dev/null \
            || die "cannot unmount $mp; unmount it by hand"
    done < <(awk '{print $5}' /proc/self/mountinfo \
                | while IFS= read -r m; do printf '%b\n' "$m"; done \
                | awk -v d="$dir" '$0 == d || index($0, d "/") == 1' \
                | sort -r)
}

remove_tree() {
    local dir=$1
    [ -e "$dir" ] || return 0
    unmount_under "$dir"
    rm -rf --one-file-system -- "$dir"
}

have_unshare() {
    # Cached: 0 = private mount namespaces work here, 1 = they don't.
    if [ -z "${_HAVE_UNSHARE:-}" ]; then
        if [ "${MAJIANG_GODOT_NO_UNSHARE:-0}" = 0 ] \
            && command -v unshare >/dev/null 2>&1 \
            && unshare --mount --propagation private true >/dev/null 2>&1; then
            _HAVE_UNSHARE=0
        else
            _HAVE_UNSHARE=1
        fi
    fi
    return "$_HAVE_UNSHARE"
}

# chroot_cmd ROOT [VAR=value...] CMD... : set the global array CMD to a
# command that runs CMD inside chroot ROOT with a clean environment (the
# VAR=value words are added to it, as for env(1)).  With unshare, the command
# enters a private mount namespace and mounts /proc there, so the mount
# vanishes with the process and concurrent runs do not interfere.  Without
# unshare, the caller must hold the /proc mount (proc_mount_shared).
chroot_cmd() {
    local root=$1; shift
    local envv=(env -i "PATH=$CHROOT_PATH" "LANG=C.UTF-8" "LC_ALL=C.UTF-8")
    if have_unshare; then
        # shellcheck disable=SC2016  # expanded by the inner sh
        CMD=(unshare --mount --propagation private -- /bin/sh -c '
            root=$1; shift
            mount -t proc proc "$root/proc" || { echo "'"$PROG"': error: cannot mount /proc in $root" >&2; exit 1; }
            exec chroot "$root" "$@"' sh "$root" "${envv[@]}" "$@")
    else
        CMD=(chroot "$root" "${envv[@]}" "$@")
    fi
}

# Fallback without unshare: mount /proc in the shared namespace, holding a
# lock (fd 8) so that runs using this chroot are serialised; proc_umount_shared
# (called from traps) undoes it.
PROC_MOUNTED=
proc_mount_shared() {
    local root=$1
    exec 8>"$root/.proc.lock"
    flock 8
    if ! mountpoint -q "$root/proc"; then
        mount -t proc proc "$root/proc" || die "cannot mount /proc in $root"
        PROC_MOUNTED=$root/proc
    fi
}
proc_umount_shared() {
    if [ -n "$PROC_MOUNTED" ]; then
        umount "$PROC_MOUNTED" 2>/dev/null || umount -l "$PROC_MOUNTED" 2>/dev/null || true
        PROC_MOUNTED=
    fi
    exec 8>&-
}

# in_chroot ROOT [VAR=value...] CMD... : run it in the foreground (setup).
in_chroot() {
    local CMD
    chroot_cmd "$@"
    if have_unshare; then
        "${CMD[@]}"
    else
        (
            trap proc_umount_shared EXIT
            trap 'exit 130' INT
            trap 'exit 143' TERM
            proc_mount_shared "$1"
            rc=0
            "${CMD[@]}" || rc=$?
            exit "$rc"
        )
    fi
}

tool_version() {
    case $KIND in
        godot) in_chroot "$1" HOME=/root godot --headless --version 2>/dev/null | tail -n 1 ;;
        cross) in_chroot "$1" HOME=/root rustc --version 2>/dev/null | tail -n 1 ;;
    esac
}

is_complete() {
    [ -f "$MARKER" ] && [ -x "$SANDBOX$PROBE" ] \
        && grep -qx "recipe $RECIPE" "$MARKER"
}

ensure_dev_nodes() {
    # Real device nodes: no /dev bind mount needed at run time.
    local root=$1 name major minor
    mkdir -p "$root/dev"
    for spec in null:1:3 zero:1:5 full:1:7 random:1:8 urandom:1:9; do
        IFS=: read -r name major minor <<<"$spec"
        if [ ! -c "$root/dev/$name" ]; then
            rm -f "$root/dev/$name"
            mknod -m 666 "$root/dev/$name" c "$major" "$minor" \
                || die "cannot create $root/dev/$name (mknod not permitted?)"
        fi
    done
    mkdir -p "$root/dev/shm"; chmod 1777 "$root/dev/shm"
    mkdir -p "$root/tmp" "$root/work"; chmod 1777 "$root/tmp"
}

# link_off_path_tools ROOT: programs the tests call by name that the
# package installs off PATH.  sid's wine (10.0~repack-12) keeps wineserver
# in /usr/lib/<triplet>/wine/ only; `wineserver -w` is how a script waits for
# a new wine prefix to be written, so give it a name on PATH.
link_off_path_tools() {
    local root=$1 found
    [ "$KIND" = cross ] || return 0
    in_chroot "$root" sh -c 'command -v wineserver' >/dev/null 2>&1 && return 0
    found=$(cd "$root" && ls usr/lib/wine/wineserver usr/lib/*/wine/wineserver \
                usr/lib/wine/wineserver64 usr/lib/*/wine/wineserver64 2>/dev/null | head -n 1) || true
    [ -n "$found" ] || return 0   # check_tools names the package
    log "wineserver is off PATH; linking /usr/local/bin/wineserver -> /$found"
    mkdir -p "$root/usr/local/bin"
    ln -sf "/$found" "$root/usr/local/bin/wineserver"
}

# check_tools ROOT: every program of TOOLS runs from PATH in the chroot;
# otherwise fail at once naming its package and the version installed.  Sid
# moves: a package that installs cleanly can still rename or move a program.
check_tools() {
    local root=$1 pair tool package missing version
    # One chroot entry for the lot: print the programs not found.
    missing=$(in_chroot "$root" sh -c 'for t; do command -v "$t" >/dev/null || echo "$t"; done' \
                  sh "${TOOLS[@]%%=*}") || die "cannot run a shell in the $KIND chroot"
    if [ -z "$missing" ]; then
        # Only a sandbox that passed keeps the versions file (ensure_checked).
        mv -f "$root/$VERSIONS_NAME.new" "$root/$VERSIONS_NAME"
        log "all ${#TOOLS[@]} programs the tests call are on PATH"
        return 0
    fi
    for pair in "${TOOLS[@]}"; do
        tool=${pair%%=*} package=${pair#*=}
        grep -qx -- "$tool" <<<"$missing" || continue
        version=$(awk -v p="$package" '$1 == p { print $2 }' "$root/$VERSIONS_NAME.new" 2>/dev/null) || true
        if [ -n "$version" ]; then version="version $version installed"; else version="not installed"; fi
        printf '%s: error: %s is not on PATH in the %s sandbox; Debian package %s: %s\n' \
            "$PROG" "$tool" "$KIND" "$package" "$version" >&2
    done
    die "the $KIND sandbox lacks programs the tests call (did Debian sid move them?); see above"
}

# record_versions ROOT: the installed version of every package, into the
# sandbox (kept by check_tools once the programs are all there) and the log,
# so a failing run says what it ran with.
record_versions() {
    local root=$1
    in_chroot "$root" dpkg-query -W -f='${Package} ${Version}\n' >"$root/$VERSIONS_NAME.new" \
        || die "dpkg-query failed in the chroot"
    log "installed (of ${#PACKAGES[@]} requested packages):"
    local p
    for p in "${PACKAGES[@]}"; do
        grep -m1 "^$p " "$root/$VERSIONS_NAME.new" >&2 || log "  $p: not installed"
    done
}

# A sandbox made before the tools check (no versions file) gets it once,
# in place, instead of a rebuild.
ensure_checked() {
    [ -f "$SANDBOX/$VERSIONS_NAME" ] && return 0
    exec 9>"$LOCK"
    flock 9
    if [ ! -f "$SANDBOX/$VERSIONS_NAME" ]; then
        log "checking the existing $KIND sandbox's programs"
        link_off_path_tools "$SANDBOX"
        record_versions "$SANDBOX"
        check_tools "$SANDBOX"
    fi
    exec 9>&-
}

cmd_setup() {
    need_root setup
    if is_complete; then
        ensure_checked
        printf '%s sandbox ready at %s\n' "$KIND" "$SANDBOX"
        cat "$MARKER"
        return 0
    fi

    mkdir -p "$(dirname "$SANDBOX")"
    exec 9>"$LOCK"
    if ! flock -n 9; then
        log "another setup of $SANDBOX is running; waiting for it"
        flock 9
    fi
    if is_complete; then   # done by whoever held the lock
        exec 9>&-
        ensure_checked
        printf '%s sandbox ready at %s\n' "$KIND" "$SANDBOX"
        cat "$MARKER"
        return 0
    fi

    local start=$SECONDS tmp=$SANDBOX.tmp
    log "creating the $KIND sandbox (Debian sid chroot) at $SANDBOX; takes a few minutes"
    # A sandbox dir without marker, or a leftover .tmp, is an interrupted
    # setup: start over.
    if [ -e "$SANDBOX" ]; then
        log "removing incomplete sandbox $SANDBOX"
        remove_tree "$SANDBOX"
    fi
    if [ -e "$tmp" ]; then
        log "removing leftover $tmp from an interrupted setup"
        remove_tree "$tmp"
    fi
    # Never leave mounts behind if we are interrupted.
    trap 'unmount_under "'"$tmp"'" 2>/dev/null || true' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM

    if ! command -v debootstrap >/dev/null 2>&1; then
        log "installing debootstrap with apt-get"
        command -v apt-get >/dev/null 2>&1 || die "debootstrap is missing and apt-get is not available to install it"
        DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 \
            || die "apt-get update failed"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap >&2 \
            || die "apt-get install debootstrap failed"
    fi

    log "debootstrap --variant=minbase sid $tmp ${MAJIANG_DEBIAN_MIRROR:-}"
    local mirror=()
    [ -n "${MAJIANG_DEBIAN_MIRROR:-}" ] && mirror=("$MAJIANG_DEBIAN_MIRROR")
    if ! debootstrap --variant=minbase sid "$tmp" "${mirror[@]}" >&2; then
        [ -f "$tmp/debootstrap/debootstrap.log" ] \
            && { log "tail of $tmp/debootstrap/debootstrap.log:"; tail -n 30 "$tmp/debootstrap/debootstrap.log" >&2; }
        die "debootstrap failed (network to Debian's mirror? see above)"
    fi
    unmount_under "$tmp"   # debootstrap normally cleans up; be sure

    cp -L /etc/resolv.conf "$tmp/etc/resolv.conf" || die "cannot copy /etc/resolv.conf"
    # No daemons may start inside the chroot.
    printf '#!/bin/sh\nexit 101\n' >"$tmp/usr/sbin/policy-rc.d"
    chmod 755 "$tmp/usr/sbin/policy-rc.d"
    ensure_dev_nodes "$tmp"

    log "apt-get update (in chroot)"
    in_chroot "$tmp" DEBIAN_FRONTEND=noninteractive apt-get "${APT_OPTS[@]}" -q update >&2 \
        || die "apt-get update inside the chroot failed"
    log "apt-get install ${PACKAGES[*]} (in chroot)"
    in_chroot "$tmp" DEBIAN_FRONTEND=noninteractive apt-get "${APT_OPTS[@]}" -q \
        install --no-install-recommends "${PACKAGES[@]}" >&2 \
        || die "apt-get install ${PACKAGES[*]} inside the chroot failed"
    in_chroot "$tmp" apt-get clean >&2 || true
    [ -x "$tmp$PROBE" ] || die "$PROBE not found in the chroot after install"
    # Certificate authorities the host trusts beyond the public ones (a
    # proxy's): without them cargo in the chroot cannot reach the registry.
    if compgen -G '/usr/local/share/ca-certificates/*' >/dev/null; then
        mkdir -p "$tmp/usr/local/share/ca-certificates"
        cp -R /usr/local/share/ca-certificates/. "$tmp/usr/local/share/ca-certificates/"
        in_chroot "$tmp" update-ca-certificates >&2 || die "update-ca-certificates inside the chroot failed"
    fi

    link_off_path_tools "$tmp"
    record_versions "$tmp"
    check_tools "$tmp"
    if [ "$KIND" = cross ]; then
        in_chroot "$tmp" x86_64-w64-mingw32-gcc --version >/dev/null \
            || die "the mingw-w64 compiler does not run in the chroot"
    fi

    local version
    version=$(tool_version "$tmp") || true
    case $KIND:$version in
        godot:4.*|cross:rustc\ 1.*) ;;
        *) die "the $KIND chroot's main tool does not run (got: '${version}')" ;;
    esac
    # The marker is written last: only a sandbox that has it is used.
    printf '%s %s\nrecipe %s\ncreated %s\n' "$KIND" "$version" "$RECIPE" \
        "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$tmp/$MARKER_NAME"

    mv -T "$tmp" "$SANDBOX" || die "cannot move $tmp to $SANDBOX"
    trap - EXIT INT TERM
    exec 9>&-
    log "sandbox created in $((SECONDS - start)) s"
    printf '%s sandbox ready at %s\n' "$KIND" "$SANDBOX"
    printf '%s %s\n' "$KIND" "$version"
}

GODOT_PID=
stop_godot() {   # TERM Godot's process group, KILL it after 10 s
    [ -n "$GODOT_PID" ] || return 0
    kill -TERM -- "-$GODOT_PID" 2>/dev/null || kill -TERM "$GODOT_PID" 2>/dev/null || true
    local _
    for _ in $(seq 50); do
        kill -0 "$GODOT_PID" 2>/dev/null || break
        sleep 0.2
    done
    kill -KILL -- "-$GODOT_PID" 2>/dev/null || true
    wait "$GODOT_PID" 2>/dev/null || true
    GODOT_PID=
}

cmd_run() {
    [ $# -ge 1 ] || die "usage: $PROG run PROJECT_DIR [godot args...]"
    need_root run
    local project=$1; shift
    [ -d "$project" ] || die "project directory '$project' does not exist"
    [ -f "$project/project.godot" ] || die "'$project' has no project.godot"
    project=$(cd "$project" && pwd -P)

    if ! is_complete; then
        log "sandbox $SANDBOX is missing or incomplete; running setup first"
        cmd_setup >&2
    fi
    ensure_dev_nodes "$SANDBOX"
    ensure_checked

    local rundir
    rundir=$(mktemp -d "$SANDBOX/work/run.XXXXXX") || die "cannot create a run directory in $SANDBOX/work"
    local inside=/work/${rundir##*/}
    RUNDIR=$rundir
    trap 'stop_godot; have_unshare || proc_umount_shared; remove_tree "$RUNDIR"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    chmod 755 "$rundir"
    mkdir -p "$rundir/project" "$rundir/home" "$rundir/tmp"
    chmod 1777 "$rundir/tmp"
    # -L: dereference symlinks (e.g. a symlinked cdylib); keep mtimes so
    # Godot's import cache stays valid and sync back can compare.
    cp -RL --preserve=mode,timestamps -- "$project/." "$rundir/project/" \
        || die "cannot copy $project into the sandbox"

    local envs=("HOME=$inside/home" "TMPDIR=$inside/tmp" "XDG_RUNTIME_DIR=$inside/tmp")
    local name
    for name in ${MAJIANG_GODOT_PASS_ENV:-}; do
        [ -n "${!name+x}" ] && envs+=("$name=${!name}")
    done

    local timeout_s=${MAJIANG_GODOT_TIMEOUT:-600}
    case $timeout_s in ''|*[!0-9]*) die "MAJIANG_GODOT_TIMEOUT must be a number of seconds" ;; esac

    have_unshare || proc_mount_shared "$SANDBOX"
    local CMD
    chroot_cmd "$SANDBOX" "${envs[@]}" godot --headless --path "$inside/project" "$@"
    # Godot runs as a background child so that our INT/TERM traps fire at
    # once (bash defers traps while a foreground child runs).  timeout(1)
    # (duration 0 = none) puts itself and Godot in their own process group,
    # which the traps signal.  Stdin is /dev/null: CI has none, and Godot
    # must never wait on it.
    timeout --kill-after=10 "$timeout_s" "${CMD[@]}" </dev/null &
    GODOT_PID=$!
    trap 'stop_godot; exit 130' INT
    trap 'stop_godot; exit 143' TERM
    trap 'stop_godot; exit 129' HUP
    local rc=0
    wait "$GODOT_PID" || rc=$?
    GODOT_PID=
    have_unshare || proc_umount_shared
    if [ "$rc" -eq 124 ] && [ "$timeout_s" -gt 0 ]; then
        log "godot timed out after ${timeout_s}s (MAJIANG_GODOT_TIMEOUT); exit 124"
    fi

    if [ "${MAJIANG_GODOT_SYNC_BACK:-1}" != 0 ]; then
        # -u: only files that are new or newer than in PROJECT_DIR.
        cp -Ru --preserve=mode,timestamps -- "$rundir/project/." "$project/" \
            || log "warning: could not copy results back into $project"
    fi
    exit "$rc"
}

cmd_version() {
    need_root version
    is_complete || die "no sandbox at $SANDBOX; run: $0 $KIND setup"
    tool_version "$SANDBOX"
}

# The kind's environment inside the chroot for `exec`.
kind_env() {
    case $KIND in
        cross)
            printf '%s\n' "CARGO_HOME=$CACHE/cargo-home" "WINEPREFIX=$CACHE/wine" "WINEDEBUG=-all" \
                CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc \
                CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER=wine \
                CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld
            ;;
    esac
}

cmd_exec() {
    [ $# -ge 1 ] || die "usage: $PROG exec [VAR=value...] CMD..."
    need_root exec
    if ! is_complete; then
        log "sandbox $SANDBOX is missing or incomplete; running setup first"
        cmd_setup >&2
    fi
    ensure_dev_nodes "$SANDBOX"
    ensure_checked
    command -v unshare >/dev/null 2>&1 && unshare --mount --propagation private true 2>/dev/null \
        || die "exec needs unshare with private mount namespaces (util-linux, root)"
    mkdir -p "$CACHE"
    local here repo binds=() d
    here=$(pwd -P)
    repo=$(cd "$(dirname "$0")/../.." && pwd -P)
    binds=("$repo" "$CACHE")
    IFS=: read -r -a extra <<<"${MAJIANG_SANDBOX_BIND:-}"
    for d in "${extra[@]}"; do [ -n "$d" ] && binds+=("$(cd "$d" && pwd -P)"); done
    # No TMPDIR: wine 10 aborts ("free(): invalid pointer") when it is set.
    local envs=(PATH=$CHROOT_PATH LANG=C.UTF-8 LC_ALL=C.UTF-8 HOME=/root)
    mapfile -t -O ${#envs[@]} envs < <(kind_env)
    local name
    for name in ${MAJIANG_GODOT_PASS_ENV:-}; do
        [ -n "${!name+x}" ] && envs+=("$name=${!name}")
    done
    while [ $# -gt 0 ] && [[ $1 == [A-Za-z_]*=* ]]; do envs+=("$1"); shift; done
    [ $# -ge 1 ] || die "exec: no command given"
    # shellcheck disable=SC2016  # expanded by the inner sh
    unshare --mount --propagation private -- /bin/sh -c '
        root=$1 here=$2 nbinds=$3; shift 3
        mount -t proc proc "$root/proc" || exit 1
        mount --rbind /dev "$root/dev" || exit 1
        i=0
        while [ "$i" -lt "$nbinds" ]; do
            mkdir -p "$root$1" && mount --bind "$1" "$root$1" || { echo "cannot bind $1" >&2; exit 1; }
            shift; i=$((i + 1))
        done
        exec chroot "$root" /bin/sh -c '"'"'cd "$1" && shift && exec env -i "$@"'"'"' sh "$here" "$@"
    ' sh "$SANDBOX" "$here" "${#binds[@]}" "${binds[@]}" "${envs[@]}" "$@"
}

cmd_remove() {
    need_root remove
    exec 9>"$LOCK"
    flock 9
    remove_tree "$SANDBOX.tmp"
    remove_tree "$SANDBOX"
    log "removed $SANDBOX"
}

main() {
    [ $# -ge 1 ] || usage
    local cmd=$1; shift
    case $cmd in
        setup)   [ $# -eq 0 ] || die "setup takes no arguments"; cmd_setup ;;
        run)     [ "$KIND" = godot ] || die "run is for the godot sandbox; use exec"; cmd_run "$@" ;;
        exec)    cmd_exec "$@" ;;
        cache)   printf '%s\n' "$CACHE" ;;
        version) cmd_version ;;
        path)    printf '%s\n' "$SANDBOX" ;;
        remove)  cmd_remove ;;
        -h|--help|help) usage full ;;
        *) log "unknown subcommand '$cmd'"; usage ;;
    esac
}

main "$@"
