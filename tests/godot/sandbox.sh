#!/usr/bin/env bash
# tests/godot/sandbox.sh -- a headless Godot 4 (4.6.x) for majiang's tests.
#
# Godot 4 is only packaged in Debian sid, whose libc is newer than the
# Debian bookworm these machines run, so Godot lives in a minimal Debian sid
# chroot that this script builds once and caches OUTSIDE the repo checkout:
#
#     ${MAJIANG_GODOT_SANDBOX:-$HOME/.cache/majiang/godot-sid}
#
# Subcommands
#   setup                        Create the sandbox if it is missing (needs
#                                root and network access to Debian's mirror;
#                                1-2 minutes, ~750 MB).  Re-running when
#                                the sandbox is complete is a fast no-op.
#                                Prints the Godot version at the end.
#   run PROJECT_DIR [ARGS...]    Copy PROJECT_DIR into the chroot at a fresh
#                                temporary path, run
#                                    godot --headless --path <copy> ARGS...
#                                there, stream its stdout/stderr, copy what
#                                Godot created or changed back into
#                                PROJECT_DIR (see SYNC BACK), remove the copy,
#                                and exit with Godot's exit code.  Runs
#                                `setup` first (output on stderr) if the
#                                sandbox is missing.
#   version                      Print the Godot version of the sandbox.
#   path                         Print the sandbox directory.
#   remove                       Delete the sandbox.
#
# IMPORTANT for callers: only PROJECT_DIR is copied into the chroot.  Files
# the project references through relative paths that leave the project (e.g.
# a .gdextension pointing at "res://../target/debug/libmajiang.so") do NOT
# exist inside the chroot.  Copy the built cdylib (a .so built on the host
# loads in the chroot unchanged) INTO the project directory and point the
# .gdextension at "res://..." paths inside the project before calling `run`.
# Symlinks inside PROJECT_DIR are dereferenced when copying in, so a symlink
# to ../target/... also works.
#
# GDExtensions are only loaded once the project has been imported (Godot
# writes .godot/extension_list.cfg during the import), so a typical flow is:
#     sandbox.sh run "$proj" --import
#     sandbox.sh run "$proj" -s res://test.gd
# This works because of SYNC BACK: after each run, files in the copy that are
# new or newer than in PROJECT_DIR (the .godot/ import cache, *.import,
# *.uid, anything a script wrote under res://) are copied back into
# PROJECT_DIR, just as if Godot had run on PROJECT_DIR itself.  Nothing in
# PROJECT_DIR is ever deleted.  Set MAJIANG_GODOT_SYNC_BACK=0 to disable.
#
# Environment
#   MAJIANG_GODOT_SANDBOX   sandbox directory (default above)
#   MAJIANG_GODOT_TIMEOUT   seconds before a `run` is killed; exit code is
#                           then 124 (default 600; 0 disables).  A script
#                           that never calls quit() makes headless Godot hang.
#   MAJIANG_GODOT_SYNC_BACK 1 (default) or 0, see above.
#   MAJIANG_GODOT_PASS_ENV  space-separated names of host environment
#                           variables to pass to Godot; otherwise Godot gets
#                           a clean environment (PATH, HOME, LANG, TMPDIR).
#   MAJIANG_DEBIAN_MIRROR   mirror for debootstrap (default: its own default).
#   MAJIANG_GODOT_NO_UNSHARE=1  do not use a private mount namespace; mount
#                           /proc in the shared one instead (runs are then
#                           serialised by a lock and the mount undone by a
#                           trap).  Used automatically if unshare fails.
#
# Inside the chroot each run gets its own HOME (Godot writes user:// data and
# caches there) and TMPDIR, removed afterwards.  /proc is mounted inside a
# private mount namespace (unshare), so nothing stays mounted and concurrent
# runs do not interfere; /dev/null, /dev/zero, /dev/random and /dev/urandom
# are real device nodes created in the chroot at setup.
#
# Needs: root (chroot, mount), bash, coreutils, util-linux; debootstrap is
# installed with apt-get if missing.  Works non-interactively (CI=true, no
# stdin).
set -euo pipefail

PROG=${0##*/}
SANDBOX=${MAJIANG_GODOT_SANDBOX:-${HOME:-/root}/.cache/majiang/godot-sid}
SANDBOX=${SANDBOX%/}
case $SANDBOX in
    /?*) ;;   # absolute and not "/": it gets `rm -rf`ed on rebuild
    *) printf '%s: error: MAJIANG_GODOT_SANDBOX must be an absolute path other than / (got %s)\n' \
           "${0##*/}" "'$SANDBOX'" >&2; exit 1 ;;
esac
MARKER_NAME=.majiang-godot-sandbox-complete
# Bump when the recipe below changes (packages, layout): an existing sandbox
# built by an older recipe is then rebuilt by `setup`.
RECIPE=2
PACKAGES=(godot ca-certificates)
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

godot_version() {
    in_chroot "$1" HOME=/root godot --headless --version 2>/dev/null | tail -n 1
}

is_complete() {
    [ -f "$MARKER" ] && [ -x "$SANDBOX/usr/bin/godot" ] \
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

cmd_setup() {
    need_root setup
    if is_complete; then
        printf 'Godot sandbox ready at %s\n' "$SANDBOX"
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
        printf 'Godot sandbox ready at %s\n' "$SANDBOX"
        cat "$MARKER"
        return 0
    fi

    local start=$SECONDS tmp=$SANDBOX.tmp
    log "creating Godot sandbox (Debian sid chroot) at $SANDBOX; takes 1-2 minutes and ~750 MB"
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
    # ca-certificates: without it every editor-mode run (e.g. --import)
    # prints "ERROR: Cannot open X509CertificateMbedTLS file ...".
    log "apt-get install ${PACKAGES[*]} (in chroot)"
    in_chroot "$tmp" DEBIAN_FRONTEND=noninteractive apt-get "${APT_OPTS[@]}" -q \
        install --no-install-recommends "${PACKAGES[@]}" >&2 \
        || die "apt-get install ${PACKAGES[*]} inside the chroot failed"
    in_chroot "$tmp" apt-get clean >&2 || true
    [ -x "$tmp/usr/bin/godot" ] || die "godot not found in the chroot after install"

    local version
    version=$(godot_version "$tmp") || true
    case $version in
        4.*) ;;
        *) die "godot in the chroot does not run or is not Godot 4 (got: '${version}')" ;;
    esac
    # The marker is written last: only a sandbox that has it is used.
    printf 'godot %s\nrecipe %s\ncreated %s\n' "$version" "$RECIPE" \
        "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$tmp/$MARKER_NAME"

    mv -T "$tmp" "$SANDBOX" || die "cannot move $tmp to $SANDBOX"
    trap - EXIT INT TERM
    exec 9>&-
    log "sandbox created in $((SECONDS - start)) s"
    printf 'Godot sandbox ready at %s\n' "$SANDBOX"
    printf 'godot %s\n' "$version"
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
    is_complete || die "no sandbox at $SANDBOX; run: $0 setup"
    godot_version "$SANDBOX"
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
        run)     cmd_run "$@" ;;
        version) cmd_version ;;
        path)    printf '%s\n' "$SANDBOX" ;;
        remove)  cmd_remove ;;
        -h|--help|help) usage full ;;
        *) log "unknown subcommand '$cmd'"; usage ;;
    esac
}

main "$@"
