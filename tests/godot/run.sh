#!/usr/bin/env bash
# tests/godot/run.sh -- majiang's Godot extension, proven in a real Godot 4.
#
# 1. `sandbox.sh setup`: a Debian sid chroot with Godot 4.6 (built once,
#    cached outside the repo; needs root and network the first time).
# 2. `make-addon.sh`: `cargo build -p majiang-godot` and the addon folder
#    addons/majiang/ with the library inside.
# 3. For the GDScript suite (tests/godot/suite) and the demo (godot-demo):
#    a fresh copy under target/godot-test/ with the addon in place of the
#    workspace .gdextension, `godot --headless --import`, then a run:
#    - suite: every method against known answers (suite/tests.gd);
#    - demo: a whole hand of four AIs (`-- --autoplay`), result checked.
#
# A run fails when Godot exits non-zero, when the expected closing line is
# missing, or when Godot prints any ERROR / WARNING (script or engine) that
# the test did not announce. Tests announce the errors they provoke on
# purpose (bad input) with a line `[expect-error] TEXT`; each such error must
# then appear (an ERROR line containing TEXT), exactly as often as announced.
# Logs are kept in target/godot-test/*.log.
#
# Environment: MAJIANG_DEMO_SEEDS (default "1 500 90000"): the demo is played
# once per seed.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd -P)
root=$(cd "$here/../.." && pwd -P)
work=${CARGO_TARGET_DIR:-$root/target}/godot-test
sandbox=$here/sandbox.sh
failures=0

say() { printf '\n== godot: %s\n' "$*"; }
fail() { printf 'godot: FAIL: %s\n' "$*"; failures=$((failures + 1)); }

# check_log LOG: every Godot diagnostic in LOG must have been announced by an
# `[expect-error] TEXT` line (matched by substring, each announcement used
# once), and every announcement must have been used. Two passes, because
# Godot writes errors to stderr and prints to stdout: their order in a merged
# log is not guaranteed.
check_log() {
    awk '
        FNR == NR {
            if (index($0, "[expect-error] ") == 1) { want[++n] = substr($0, 16); used[n] = 0 }
            next
        }
        /^(ERROR|WARNING|SCRIPT ERROR|SCRIPT WARNING|USER ERROR|USER WARNING|USER SCRIPT ERROR|USER SCRIPT WARNING):/ {
            ok = 0
            if ($0 ~ /^ERROR:/) {
                for (i = 1; i <= n; i++) if (!used[i] && index($0, want[i]) > 0) { used[i] = 1; ok = 1; break }
            }
            if (!ok) { print "unexpected: " $0; bad++ }
        }
        END {
            for (i = 1; i <= n; i++) if (!used[i]) { print "announced but not printed: " want[i]; bad++ }
            printf "%d announced error(s) seen\n", n
            exit bad > 0
        }
    ' "$1" "$1"
}

# prepare NAME SOURCE_DIR: a fresh copy of a project with the addon inside.
prepare() {
    local name=$1 src=$2 dest=$work/$1
    rm -rf "$dest"
    mkdir -p "$dest"
    # The project's own .godot cache and its workspace .gdextension (which
    # points at ../target) stay behind: the addon replaces them.
    (cd "$src" && find . -path ./.godot -prune -o -type f ! -name '*.gdextension' -print0 \
        | xargs -0 -I{} cp --parents {} "$dest/")
    mkdir -p "$dest/addons" "$dest/.godot"
    cp -R "$work/addon/addons/majiang" "$dest/addons/"
    echo 'res://addons/majiang/majiang.gdextension' >"$dest/.godot/extension_list.cfg"
}

# godot_run NAME LOG ARGS...: run Godot on the prepared project; exit code in $rc.
godot_run() {
    local name=$1 log=$2
    shift 2
    rc=0
    "$sandbox" run "$work/$name" "$@" >"$log" 2>&1 || rc=$?
}

import_project() {
    local name=$1 log=$work/$1-import.log
    godot_run "$name" "$log" --import
    if [ "$rc" -ne 0 ]; then
        fail "$name: import exited with $rc (log $log)"; tail -n 30 "$log"; return 1
    fi
    if ! check_log "$log"; then
        fail "$name: import printed errors (log $log)"; return 1
    fi
}

say "sandbox"
"$sandbox" setup

say "build the extension and the addon"
rm -rf "$work/addon"
"$here/make-addon.sh" "$work/addon"

say "GDScript suite"
prepare suite "$here/suite"
if import_project suite; then
    log=$work/suite.log
    godot_run suite "$log"
    grep -E '^(FAIL|godot-suite:)' "$log" || true
    [ "$rc" -eq 0 ] || fail "suite: Godot exited with $rc (log $log)"
    grep -Eq '^godot-suite: [0-9]+ passed, 0 failed$' "$log" || { fail "suite: no clean summary line"; tail -n 40 "$log"; }
    check_log "$log" || fail "suite: unexpected diagnostics (log $log)"
fi

say "demo: four AIs play to the end"
if [ -f "$root/godot-demo/project.godot" ]; then
    prepare demo "$root/godot-demo"
    if import_project demo; then
        for seed in ${MAJIANG_DEMO_SEEDS:-1 500 90000}; do
            log=$work/demo-$seed.log
            godot_run demo "$log" -- --autoplay --seed="$seed"
            grep -E '^(RESULT|CHECK|demo:)' "$log" || true
            [ "$rc" -eq 0 ] || fail "demo seed $seed: Godot exited with $rc (log $log)"
            grep -Eq '^demo: [0-9]+ hands finished, checks ok$' "$log" || { fail "demo seed $seed: no result"; tail -n 40 "$log"; }
            check_log "$log" || fail "demo seed $seed: unexpected diagnostics (log $log)"
        done
    fi
else
    fail "godot-demo/project.godot is missing"
fi

if [ "$failures" -ne 0 ]; then
    printf '\ngodot: %d failure(s)\n' "$failures"
    exit 1
fi
printf '\ngodot: all passed\n'
