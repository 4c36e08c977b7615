#!/usr/bin/env bash
# tests/godot/run.sh -- majiang's Godot extension, proven in a real Godot 4.
#
# 1. `sandbox.sh setup`: a Debian sid chroot with Godot 4.6 (built once,
#    cached outside the repo; needs root and network the first time).
# 2. `cargo build-all` (the run's host build) and `make-addon.sh`: the addon folder
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
# once per seed under Changsha rules; MAJIANG_DEMO_PRESET_RUNS (default
# "zhuanzhuan:1 hongzhong:1 hongzhong:500 sichuan:1 sichuan:500 mcr:1 mcr:500"):
# RULES:SEED runs of the other presets.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd -P)
root=$(cd "$here/../.." && pwd -P)
work=${CARGO_TARGET_DIR:-$root/target}/godot-test
sandbox=$here/sandbox.sh
failures=0
# A script that fails to parse leaves headless Godot running: bound each run.
export MAJIANG_GODOT_TIMEOUT=${MAJIANG_GODOT_TIMEOUT:-240}

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

# prepare NAME SOURCE_DIR: a fresh copy of a project with the addon unzipped
# into it, as a user installs it, and registered in
# .godot/extension_list.cfg before the first import (a new project's first
# headless import crashes without it: godotengine/godot#111048).
prepare() {
    local name=$1 src=$2 dest=$work/$1
    rm -rf "$dest"
    mkdir -p "$dest"
    # The project's own .godot cache and any addon built into it stay behind.
    (cd "$src" && find . \( -path ./.godot -o -path ./addons/majiang \) -prune -o -type f -print0 \
        | xargs -0 -r -I{} cp --parents {} "$dest/")
    mkdir -p "$dest/.godot"
    python3 -m zipfile -e "$zip" "$dest/"
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

say "host tools; the tile font is what make-font.py makes"
"$here/install-deps.sh"
/usr/bin/python3 "$here/make-font.py" --check || fail "the committed tile font is stale"

say "build the extension and the addon zip"
rm -rf "$work/addon"
zip=$work/majiang-godot-addon.zip
# The extension as the test run's host build has it (`cargo build-all`,
# .cargo/config.toml: fresh after `cargo xtask test`'s build step).
(cd "$root" && cargo build-all)
"$here/make-addon.sh" --no-build --zip "$zip" "$work/addon"

say "GDScript suite"
prepare suite "$here/suite"
# The cross-language script every binding answers (test_crosslang.gd reads it).
cp "$root/tests/ffi/crosslang/script.txt" "$work/suite/crosslang_script.txt"
if import_project suite; then
    log=$work/suite.log
    godot_run suite "$log"
    grep -E '^(FAIL|godot-suite:)' "$log" || true
    [ "$rc" -eq 0 ] || fail "suite: Godot exited with $rc (log $log)"
    grep -Eq '^godot-suite: [0-9]+ passed, 0 failed$' "$log" || { fail "suite: no clean summary line"; tail -n 40 "$log"; }
    check_log "$log" || fail "suite: unexpected diagnostics (log $log)"
fi

say "class reference: Godot's doctool reads the addon's doc_classes/"
# `--doctool DIR --gdextension-docs` regenerates DIR/doc_classes/ from the
# classes the library registers, keeping the descriptions it finds there:
# every class, method, property, signal and constant must keep one (a
# description for a method that no longer exists, or under another
# signature, is dropped).
mkdir -p "$work/docs-src"
printf 'config_version=5\n[application]\nconfig/name="majiang docs"\n' >"$work/docs-src/project.godot"
prepare docs "$work/docs-src"
cp -R "$work/docs/addons/majiang/doc_classes" "$work/docs/doc_classes"
log=$work/docs.log
godot_run docs "$log" --doctool res:// --gdextension-docs
[ "$rc" -eq 0 ] || fail "doctool exited with $rc (log $log)"
python3 "$here/check-docs.py" "$work/docs" AIPlayer WinChecker MahjongTable MahjongTile MahjongMeld MahjongRules \
    || fail "class reference incomplete"

say "C# wrappers: compiled with Mono, run on a Godot stand-in, checked against the classes"
if mcs -nologo -warnaserror -out:"$work/csharp-wrappers.exe" "$here"/csharp/*.cs "$work/addon/addons/majiang/csharp/"*.cs; then
    mono "$work/csharp-wrappers.exe" || fail "C# wrappers: their test failed"
else
    fail "C# wrappers do not compile"
fi
python3 "$here/check-csharp.py" "$work/docs" "$work/addon/addons/majiang/csharp" "$root/crates/godot/src" \
    || fail "C# wrappers do not match the registered methods"

say "migration: a tutorial-shaped project switched to the addon by its README"
# The tutorial project's own scripts: Tile and Meld as the suite has them,
# and the tutorial's AIPlayer script under its class_name.
src=$work/tutorial-src
rm -rf "$src"
cp -R "$here/tutorial-project" "$src"
cp "$here/suite/tile.gd" "$here/suite/meld.gd" "$src/"
awk '/^extends / && !done { print "class_name AIPlayer"; done = 1 } { print }' "$here/suite/tutorial_ai.gd" >"$src/ai_player.gd"
# Before: the addon next to the tutorial's scripts breaks the project, as
# the README warns.
prepare tutorial-before "$src"
log=$work/tutorial-before.log
godot_run tutorial-before "$log" --import
grep -q 'hides a native class' "$log" || fail "tutorial project before migration: no 'hides a native class' error (log $log)"
# After the README's steps: whole hands played by ai_play_turn.
python3 "$here/migrate-tutorial.py" "$src"
prepare tutorial "$src"
if import_project tutorial; then
    log=$work/tutorial.log
    godot_run tutorial "$log" -- --hands=3
    grep -E '^(hand|tutorial-project|FAIL)' "$log" || true
    [ "$rc" -eq 0 ] || fail "migrated tutorial project: Godot exited with $rc (log $log)"
    grep -Eq '^tutorial-project: 3 hands played, [0-9]+ won, [0-9]+ discards, 0 failure' "$log" \
        || { fail "migrated tutorial project: no result"; tail -n 30 "$log"; }
    check_log "$log" || fail "migrated tutorial project: unexpected diagnostics (log $log)"
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
        for run in ${MAJIANG_DEMO_PRESET_RUNS:-zhuanzhuan:1 hongzhong:1 hongzhong:500 sichuan:1 sichuan:500 mcr:1 mcr:500}; do
            rules=${run%%:*} seed=${run#*:}
            log=$work/demo-$rules-$seed.log
            godot_run demo "$log" -- --autoplay --rules="$rules" --seed="$seed"
            grep -E '^(RESULT|CHECK|demo:)' "$log" || true
            [ "$rc" -eq 0 ] || fail "demo $rules seed $seed: Godot exited with $rc (log $log)"
            grep -Eq '^demo: [0-9]+ hands finished, checks ok$' "$log" || { fail "demo $rules seed $seed: no result"; tail -n 40 "$log"; }
            check_log "$log" || fail "demo $rules seed $seed: unexpected diagnostics (log $log)"
        done
    fi
else
    fail "godot-demo/project.godot is missing"
fi

say "a missing library is named"
# The demo with the addon but no Linux library: its start scene must say
# which file is missing (Godot's own error does not).
prepare nolib "$root/godot-demo"
rm "$work/nolib/addons/majiang/bin/"*.so
log=$work/nolib.log
godot_run nolib "$log" -- --autoplay
[ "$rc" -ne 0 ] || fail "the demo without its library exited with 0 (log $log)"
grep -q 'majiang: the native library for Linux is missing: res://addons/majiang/bin/libmajiang_godot.x86_64-unknown-linux-gnu.so' "$log" \
    || { fail "the demo without its library did not name the file (log $log)"; tail -n 20 "$log"; }

say "demo screenshot: Xvfb, OpenGL compatibility renderer (Mesa llvmpipe), only DejaVu in fontconfig"
# Your seat played by the first hint at a fixed seed; the table mid-hand
# (hint shown) and the result screen. fontconfig knows only DejaVu (no CJK
# font), so every Chinese glyph on them comes from the addon's font. The
# README shows godot-demo/screenshot.png: copy target/godot-test/screenshots/
# demo-table.png there when the table's look changes.
shots=$work/screenshots
rm -rf "$shots" "$work/shot-home"
mkdir -p "$shots" "$work/shot-home"
cat >"$work/dejavu-only.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>$work/shot-home/fontconfig</cachedir></fontconfig>
CONF
# The chroot sees the checkout and the cache; a target directory elsewhere
# (CARGO_TARGET_DIR) is bound too.
case $work/ in
    "$root"/*) shot_bind= ;;
    *) shot_bind=$work ;;
esac
# screenshot LOG DIR ARGS...: the demo under Xvfb, saving into DIR.
screenshot() {
    local log=$1 dir=$2
    shift 2
    mkdir -p "$dir"
    rc=0
    (cd "$work" && MAJIANG_SANDBOX_BIND=$shot_bind timeout 300 "$root/tests/sandbox/sid.sh" godot exec \
        HOME="$work/shot-home" FONTCONFIG_FILE="$work/dejavu-only.conf" \
        xvfb-run -a -s "-screen 0 1280x800x24" \
        godot --path "$work/demo" --rendering-driver opengl3 --resolution 1280x800 \
        -- --screenshot="$dir" "$@") >"$log" 2>&1 || rc=$?
    grep -E '^(screenshot:|CHECK)' "$log" || true
    [ "$rc" -eq 0 ] || { fail "screenshot run $* exited with $rc (log $log)"; tail -n 20 "$log"; }
}
screenshot "$work/screenshot.log" "$shots" --seed="${MAJIANG_DEMO_SHOT_SEED:-3}"
# 红中: the result screen of a win, with the bird reveal and the payment
# lines (the demo fails the run without them); README shows it as
# godot-demo/screenshot-hongzhong.png.
screenshot "$work/screenshot-hongzhong.log" "$shots/hongzhong" --rules=hongzhong --seed="${MAJIANG_DEMO_HZ_SHOT_SEED:-3}"
# 四川 血战到底: your 换三张 and 定缺 made, the table once a winner has left
# mid-hand (every seat's 缺 by its name, the winner's hand laid down with its
# tile beside it) and the result with each win's fan and patterns and every
# payment line (the demo fails the run without them); README shows the
# result as godot-demo/screenshot-sichuan.png.
screenshot "$work/screenshot-sichuan.log" "$shots/sichuan" --rules=sichuan --seed="${MAJIANG_DEMO_SC_SHOT_SEED:-3}"
# 国标: the result of the first hand won, with its fan list (中文, English,
# value, count), the seats' winds and flowers and the payment lines (the
# demo fails the run without them); README shows it as
# godot-demo/screenshot-mcr.png.
screenshot "$work/screenshot-mcr.log" "$shots/mcr" --rules=mcr --seed="${MAJIANG_DEMO_MCR_SHOT_SEED:-3}"
for shot in "$shots/demo-table.png" "$shots/demo-result.png" "$root/godot-demo/screenshot.png" \
    "$shots/hongzhong/demo-table.png" "$shots/hongzhong/demo-result.png" "$root/godot-demo/screenshot-hongzhong.png" \
    "$shots/sichuan/demo-table.png" "$shots/sichuan/demo-result.png" "$root/godot-demo/screenshot-sichuan.png" \
    "$shots/mcr/demo-table.png" "$shots/mcr/demo-result.png" "$root/godot-demo/screenshot-mcr.png"; do
    python3 "$here/check-png.py" "$shot" 1280 800 || fail "$shot is not a sane screenshot"
done

if [ "$failures" -ne 0 ]; then
    printf '\ngodot: %d failure(s)\n' "$failures"
    exit 1
fi
printf '\ngodot: all passed\n'
