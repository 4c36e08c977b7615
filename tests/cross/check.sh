#!/usr/bin/env bash
# tests/cross/check.sh -- proof that the native builds of build.sh work where
# users run them.
#
#     tests/cross/check.sh linux | windows | linux-smoke | windows-smoke | linux-arm64-smoke
#
# linux           Each .so and the command line `majiang` in
#                 target/native/x86_64-unknown-linux-gnu need no GLIBC_ symbol
#                 version above the floor (common.sh); the C consumer
#                 (tests/ffi/consumer.c) linked against the portable
#                 libmajiang.so and libmajiang.a prints the same closing line
#                 ("C: N cases; P passed, 0 failed") as against the normal
#                 build (target/debug); the portable `majiang analyze …`
#                 prints what the normal build's prints; the host build's
#                 smoke-suite digests equal the portable build's (linux-smoke).
# windows         In the cross sandbox: each DLL imports only DLLs that ship
#                 with Windows; majiang.dll (and majiang.def) export exactly
#                 the header's functions; the C consumer through
#                 libmajiang.dll.a and statically through libmajiang.a, and
#                 the C++ consumer (majiang.hpp), built with mingw-w64 and run
#                 under wine, print the same closing lines as their Linux
#                 builds; majiang_godot.dll loads with LoadLibrary and exports
#                 gdext_rust_init; majiang.exe imports only system DLLs and
#                 its `majiang.exe analyze …` prints what the portable Linux
#                 `majiang` prints.
# linux-smoke     The smoke suite (the ABI's unit tests and
#                 crates/abi/tests/platform.rs) built by cargo-zigbuild for the
#                 glibc floor, release, as the libraries; its digests (the
#                 lookup tables as built, a smoke set of hands of every preset)
#                 are the reference the other platforms must equal.
# windows-smoke   The smoke suite (the ABI's unit tests and
#                 crates/abi/tests/platform.rs) built for Windows and run
#                 under wine as cargo's runner (release, in the cross
#                 sandbox); its digests of the lookup tables and of a smoke
#                 set of hands of every preset must equal the native run's.
# linux-arm64-smoke  The same for aarch64-unknown-linux-gnu (glibc floor, by
#                 cargo-zigbuild) under qemu-user, with the arm64 sysroot of
#                 tests/cross/aarch64.sh.
#
# Run tests/cross/build.sh first.  Build products and logs go to
# target/cross-test/.  Exits non-zero on any failure.
set -euo pipefail
# shellcheck source=tests/cross/common.sh
. "$(dirname "$0")/common.sh"

work=${CARGO_TARGET_DIR:-$root/target}/cross-test
linux=$native/$linux_triple
windows=$native/$windows_triple
failures=0

say() { printf '\n== cross check: %s\n' "$*"; }
fail() { printf 'cross check: FAIL: %s\n' "$*"; failures=$((failures + 1)); }

require_files() {   # DIR FILE...: the build products this check reads
    local dir=$1 f; shift
    for f in "$@"; do
        [ -f "$dir/$f" ] || { echo "cross check: $dir/$f is missing: run tests/cross/build.sh" >&2; exit 1; }
    done
}

# closing_line WHAT CMD...: runs a consumer from the repository root and
# sets `line` to its last stdout line (without the CR a Windows program
# writes); fails when it exits non-zero or the line does not end in " 0 failed".
closing_line() {
    local what=$1 out rc=0; shift
    out=$(cd "$root" && "$@" 2>"$work/$what.stderr") || rc=$?
    line=$(printf '%s\n' "$out" | tr -d '\r' | tail -n 1)
    if [ "$rc" -ne 0 ] || [[ $line != *" 0 failed" ]]; then
        fail "$what exited with $rc; last line: '$line' (stderr in $work/$what.stderr)"
    fi
}

# same WHAT WANT: the consumer's closing line (`line`) equals the reference's.
same() {
    if [ "$line" = "$2" ]; then
        printf '%-28s %s\n' "$1:" "$line"
    else
        fail "$1 printed '$line', the normal Linux build '$2'"
    fi
}

c_flags=(-std=c11 -Wall -Wextra -Werror -pedantic -Iinclude)
cpp_flags=(-std=c++17 -Wall -Wextra -Werror -pedantic -Iinclude)

# The closing lines of the C and C++ consumers built natively against the
# normal build (what crates/ffi/tests/consumers.rs runs): the reference.
reference_lines() {
    say "reference: the consumers against the normal build (cargo build-all)"
    (cd "$root" && cargo build-all -q)
    local lib=${CARGO_TARGET_DIR:-$root/target}/debug out=$work/linux
    mkdir -p "$out"
    (cd "$root" && gcc "${c_flags[@]}" tests/ffi/consumer.c -L"$lib" -lmajiang \
        -Wl,-rpath,"$lib" -o "$out/consumer_reference")
    (cd "$root" && g++ "${cpp_flags[@]}" tests/ffi/consumer.cpp tests/ffi/consumer_tu2.cpp \
        -L"$lib" -lmajiang -Wl,-rpath,"$lib" -o "$out/consumer_cpp_reference")
    closing_line c-reference env -u LD_LIBRARY_PATH "$out/consumer_reference" tests/ffi
    ref_c=$line
    closing_line cpp-reference env -u LD_LIBRARY_PATH "$out/consumer_cpp_reference" tests/ffi
    ref_cpp=$line
    printf '%-28s %s\n%-28s %s\n' "C (normal build):" "$ref_c" "C++ (normal build):" "$ref_cpp"
}

check_linux() {
    require_files "$linux" libmajiang.so libmajiang.a libmajiang_godot.so majiang
    say "glibc floor $glibc_floor: the highest GLIBC_ symbol version each library (and the CLI) needs"
    local so highest
    for so in libmajiang.so libmajiang_godot.so majiang; do
        highest=$(objdump -T "$linux/$so" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/^GLIBC_//' \
            | sort -uV | tail -n 1)
        if [ -z "$highest" ]; then
            fail "$so: objdump -T shows no GLIBC_ symbol version (not a glibc build?)"
        elif [ "$(printf '%s\n%s\n' "$highest" "$glibc_floor" | sort -V | tail -n 1)" != "$glibc_floor" ]; then
            fail "$so needs GLIBC_$highest, above the floor $glibc_floor:"
            objdump -T "$linux/$so" | grep -F "GLIBC_$highest"
        else
            printf '%-28s GLIBC_%s (floor %s)\n' "$so:" "$highest" "$glibc_floor"
        fi
    done

    reference_lines
    say "the C consumer against the portable libmajiang.so and libmajiang.a"
    local out=$work/linux
    (cd "$root" && gcc "${c_flags[@]}" tests/ffi/consumer.c -L"$linux" -lmajiang \
        -Wl,-rpath,"$linux" -o "$out/consumer_portable")
    (cd "$root" && gcc "${c_flags[@]}" tests/ffi/consumer.c "$linux/libmajiang.a" \
        -lpthread -ldl -lm -o "$out/consumer_portable_static")
    # The run must load the portable library, not another libmajiang.so.
    local loads
    loads=$(env -u LD_LIBRARY_PATH ldd "$out/consumer_portable")
    [[ $loads == *"=> $linux/libmajiang.so "* ]] \
        || fail "consumer_portable does not load $linux/libmajiang.so: $loads"
    closing_line c-portable env -u LD_LIBRARY_PATH "$out/consumer_portable" tests/ffi
    same "C (portable .so)" "$ref_c"
    closing_line c-portable-static "$out/consumer_portable_static" tests/ffi
    same "C (portable .a)" "$ref_c"

    say "the smoke suite's digests: the host build (the one the brute-force suites checked) against the portable build's"
    local host_log=$work/platform-host.log rc=0 smoke_test
    # The smoke test binary of the host build (`cargo build-all`; `cargo test
    # -p majiang-abi` would build the core again with other features).
    smoke_test=$(cd "$root" && cargo build-all -q --message-format=json | python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    t = m.get("target") or {}
    if m.get("reason") == "compiler-artifact" and t.get("name") == "platform" and m.get("executable"):
        print(m["executable"])')
    if [ -z "$smoke_test" ]; then
        rc=1
        echo "no platform test executable in the host build" >"$host_log"
    else
        (cd "$root/crates/abi" && "$smoke_test" --nocapture) >"$host_log" 2>&1 || rc=$?
    fi
    if [ "$rc" -ne 0 ]; then
        fail "the host smoke suite exited with $rc (log: $host_log)"
    elif [ ! -s "$reference_digests" ]; then
        fail "no reference digests in $reference_digests: run $0 linux-smoke first"
    else
        digests_of "$host_log" "$work/platform-host.txt"
        if diff -u "$reference_digests" "$work/platform-host.txt"; then
            echo "host build: $(wc -l <"$work/platform-host.txt") digests equal the portable build's"
        else
            fail "the host build's digests differ from the portable build's (above)"
        fi
    fi

    say "the command line: portable majiang ${cli_analyze[*]} against the normal build's"
    (cd "$root" && cargo build-all -q)
    local ref got
    ref=$("${CARGO_TARGET_DIR:-$root/target}/debug/majiang" "${cli_analyze[@]}" 2>&1) \
        || fail "the normal build's majiang ${cli_analyze[*]} failed: $ref"
    got=$("$linux/majiang" "${cli_analyze[@]}" 2>&1) || fail "portable majiang failed: $got"
    printf '%s\n' "$got" >"$work/cli-linux.txt"
    if [ "$got" = "$ref" ] && [[ $got == *"EXPERT ranking"* ]]; then
        printf '%-28s %s lines, as the normal build\n' "majiang (portable):" "$(wc -l <"$work/cli-linux.txt")"
    else
        fail "portable majiang ${cli_analyze[*]} differs from the normal build's: $(diff <(echo "$ref") <(echo "$got") | head -n 5)"
    fi
}

# DLLs every Windows 10+ has.  Anything else (libgcc_s_seh-1, libwinpthread-1,
# libstdc++-6) would have to ship beside majiang.dll.
system_dll='^(KERNEL32|ntdll|msvcrt|ucrtbase|bcryptprimitives|bcrypt|ADVAPI32|USERENV|WS2_32|api-ms-win-[a-z0-9-]+)\.dll$'

check_windows() {
    require_files "$windows" majiang.dll libmajiang.dll.a libmajiang.a majiang.def majiang.lib \
        majiang_godot.dll majiang.exe
    require_files "$linux" majiang
    local out=$work/windows dll imports name
    mkdir -p "$out"
    say "imports: only DLLs that ship with Windows"
    for dll in majiang.dll majiang_godot.dll majiang.exe; do
        imports=$(in_sandbox x86_64-w64-mingw32-objdump -p "$windows/$dll" \
            | sed -n 's/^[[:space:]]*DLL Name: //p' | tr -d '\r')
        [ -n "$imports" ] || fail "$dll: objdump -p lists no imported DLL"
        while IFS= read -r name; do
            # DLL names are case-insensitive (majiang.exe imports both kernel32.dll and KERNEL32.dll).
            [[ ${name,,} =~ ${system_dll,,} ]] || fail "$dll imports $name, which is not a Windows system DLL"
        done <<<"$imports"
        printf '%-28s %s\n' "$dll imports:" "$(echo $imports)"
    done

    say "exports: majiang.dll and majiang.def export exactly the header's functions"
    local header_fns dll_fns def_fns
    header_fns=$(grep -oE '^[A-Za-z][A-Za-z0-9_ *]* \**mj_[a-z0-9_]+\(' "$root/include/majiang.h" \
        | grep -oE 'mj_[a-z0-9_]+' | sort -u)
    dll_fns=$(in_sandbox x86_64-w64-mingw32-objdump -p "$windows/majiang.dll" \
        | tr -d '\r' | sed -n '/^\[Ordinal\/Name Pointer\] Table/,/^$/p' \
        | sed -nE 's/^[[:space:]]*\[ *[0-9]+\] \+base\[ *[0-9]+\] +[0-9a-f]+ ([A-Za-z_][A-Za-z0-9_]*)$/\1/p' \
        | sort -u)
    def_fns=$(sed -n '/^EXPORTS/,$p' "$windows/majiang.def" | sed '1d;s/[[:space:];@].*//' \
        | grep -v '^$' | sort -u)
    [ "$dll_fns" = "$header_fns" ] \
        || fail "majiang.dll's exports differ from the header's functions: $(diff <(echo "$header_fns") <(echo "$dll_fns") | grep '^[<>]' | tr '\n' ' ')"
    [ "$def_fns" = "$header_fns" ] \
        || fail "majiang.def differs from the header's functions: $(diff <(echo "$header_fns") <(echo "$def_fns") | grep '^[<>]' | tr '\n' ' ')"
    printf '%-28s %s functions (header: %s)\n' "majiang.dll / .def:" \
        "$(echo "$dll_fns" | wc -l) / $(echo "$def_fns" | wc -l)" "$(echo "$header_fns" | wc -l)"

    reference_lines
    say "the C and C++ consumers built with mingw-w64, run under wine"
    # One sandbox entry builds everything.  The C++ program links its own
    # runtime (libstdc++, libgcc, winpthread) statically: those are the test
    # program's, not majiang.dll's, and are not in the wine prefix.
    in_sandbox sh -ec '
        win=$1 out=$2; shift 2
        cp "$win/majiang.dll" "$win/majiang_godot.dll" "$out/"
        x86_64-w64-mingw32-gcc "$@" tests/ffi/consumer.c "$win/libmajiang.dll.a" -o "$out/consumer.exe"
        x86_64-w64-mingw32-gcc "$@" tests/ffi/consumer.c "$win/libmajiang.a" \
            -lntdll -luserenv -lws2_32 -lbcrypt -o "$out/consumer_static.exe"
        x86_64-w64-mingw32-g++ -std=c++17 -Wall -Wextra -Werror -pedantic -Iinclude \
            tests/ffi/consumer.cpp tests/ffi/consumer_tu2.cpp "$win/libmajiang.dll.a" -static \
            -o "$out/consumer_cpp.exe"
        x86_64-w64-mingw32-gcc -std=c11 -Wall -Wextra -Werror tests/cross/load_dll.c -o "$out/load_dll.exe"
        # The first wine run of a fresh prefix makes it (about a minute).
        [ -f "$WINEPREFIX/system.reg" ] || { wine wineboot --init && wineserver -w; }
    ' sh "$windows" "$out" "${c_flags[@]}"
    closing_line c-wine in_sandbox wine "$out/consumer.exe" tests/ffi
    same "C (majiang.dll, wine)" "$ref_c"
    closing_line c-static-wine in_sandbox wine "$out/consumer_static.exe" tests/ffi
    same "C (libmajiang.a, wine)" "$ref_c"
    closing_line cpp-wine in_sandbox wine "$out/consumer_cpp.exe" tests/ffi
    same "C++ (majiang.dll, wine)" "$ref_cpp"

    say "majiang.exe ${cli_analyze[*]} under wine, against the portable Linux majiang"
    local ref got
    ref=$("$linux/majiang" "${cli_analyze[@]}" 2>&1) || fail "portable majiang failed: $ref"
    got=$(in_sandbox wine "$windows/majiang.exe" "${cli_analyze[@]}" 2>"$work/cli-wine.stderr" | tr -d '\r') \
        || fail "majiang.exe under wine failed (stderr in $work/cli-wine.stderr)"
    printf '%s\n' "$got" >"$work/cli-windows.txt"
    if [ "$got" = "$ref" ] && [[ $got == *"EXPERT ranking"* ]]; then
        printf '%-28s %s lines, as on Linux\n' "majiang.exe (wine):" "$(wc -l <"$work/cli-windows.txt")"
    else
        fail "majiang.exe ${cli_analyze[*]} differs from Linux: $(diff <(echo "$ref") <(echo "$got") | head -n 5)"
    fi

    say "majiang_godot.dll under LoadLibrary"
    if in_sandbox wine "$out/load_dll.exe" "$out/majiang_godot.dll" gdext_rust_init \
        >"$out/load_godot.log" 2>"$work/load-godot.stderr"; then
        tr -d '\r' <"$out/load_godot.log"
    else
        fail "majiang_godot.dll: $(tr -d '\r' <"$out/load_godot.log")"
    fi
}

# The smoke suite every platform runs: the ABI's unit tests and
# crates/abi/tests/platform.rs, whose digests (the lookup tables as built
# there, a smoke set of hands of every preset) must be the same everywhere.
# The portable Linux x86_64 build's run is the reference (linux-smoke); the
# `linux` check ties it to the host build the brute-force suites checked.
# Those suites run once, natively, in `cargo test --workspace`: nothing they
# check depends on the platform beyond what these digests show.
smoke_args=(-p majiang-abi --lib --test platform)
reference_digests=$work/platform-linux.txt

# digests_of LOG OUT: the digests of a smoke run's log, sorted (found anywhere
# in a line: the test harness may print its progress marks before them).
digests_of() {
    tr -d '\r' <"$1" | grep -ao 'platform digest [^:]*: [0-9a-f]*' | sort >"$2" || true
}

# smoke_report PLATFORM LOG RC SECS: the test counts of LOG, and its digests
# against the reference (the portable Linux build's; none for linux itself).
smoke_report() {
    local platform=$1 log=$2 rc=$3 secs=$4 got=$work/platform-$1.txt
    tr -d '\r' <"$log" | grep -E '^(test result:|     Running)' || true
    tr -d '\r' <"$log" | awk -v p="$platform" -v secs="$secs" '
        /^test result:/ { runs++; n += $4; f += $6 }
        END { printf "%s smoke: %d runs, %d passed, %d failed (%d s)\n", p, runs, n, f, secs }'
    [ "$rc" -eq 0 ] || { fail "the $platform smoke suite exited with $rc (log: $log)"; return; }
    digests_of "$log" "$got"
    if [ ! -s "$got" ]; then
        fail "$platform: the smoke suite printed no digest (log: $log)"
    elif [ "$got" = "$reference_digests" ]; then
        echo "$platform: $(wc -l <"$got") digests, the reference for the other platforms"
    elif [ ! -s "$reference_digests" ]; then
        fail "$platform: no reference digests in $reference_digests: run $0 linux-smoke first"
    elif diff -u "$reference_digests" "$got"; then
        echo "$platform: $(wc -l <"$got") digests equal the portable Linux build's"
    else
        fail "$platform: the digests differ from the portable Linux build's (above): the tables or the engine behave differently there"
    fi
}

# zig_test TRIPLE RUNNER LOG: the smoke suite for TRIPLE at the glibc floor,
# by cargo-zigbuild in its target directory (the native builds' dependencies
# are reused), run through RUNNER (empty: directly); exit code in $rc.
zig_test() {
    local triple=$1 runner=$2 log=$3 var
    var=CARGO_TARGET_$(printf '%s' "$triple" | tr 'a-z-' 'A-Z_')_RUNNER
    claim_target_dir "$zig_target_dir"
    rc=0
    (cd "$root" && env PATH="$zig_venv/bin:$PATH" CARGO_TARGET_DIR="$zig_target_dir" \
        ${runner:+"$var=$runner"} \
        "$zig_venv/bin/cargo-zigbuild" test --release --locked --target "$triple.$glibc_floor" \
        "${smoke_args[@]}" -- --nocapture) >"$log" 2>&1 || rc=$?
}

check_linux_smoke() {
    say "smoke suite, portable Linux x86_64 (cargo-zigbuild test --release ${smoke_args[*]})"
    local log=$work/linux-smoke.log start=$SECONDS
    rm -f "$reference_digests"
    zig_test "$linux_triple" "" "$log"
    [ "$rc" -ne 0 ] || digests_of "$log" "$reference_digests"
    smoke_report linux "$log" "$rc" $((SECONDS - start))
}

check_windows_smoke() {
    say "smoke suite for Windows under wine (cargo test ${windows_flags[*]} ${smoke_args[*]})"
    local log=$work/windows-smoke.log rc=0 start=$SECONDS
    claim_target_dir "$windows_target_dir"
    in_sandbox "${windows_cargo[@]}" test "${windows_flags[@]}" "${smoke_args[@]}" -- --nocapture \
        >"$log" 2>&1 || rc=$?
    smoke_report windows "$log" "$rc" $((SECONDS - start))
}

check_linux_arm64_smoke() {
    bash "$cross_dir/aarch64.sh" setup
    local sysroot
    sysroot=$(bash "$cross_dir/aarch64.sh" sysroot)
    say "smoke suite for Linux arm64 under qemu (cargo-zigbuild test --release --target $linux_arm64_triple.$glibc_floor ${smoke_args[*]})"
    local log=$work/linux-arm64-smoke.log start=$SECONDS
    # qemu-aarch64 runs the tests with the sysroot's loader and libraries (-L).
    zig_test "$linux_arm64_triple" "qemu-aarch64 -L $sysroot" "$log"
    smoke_report linux-arm64 "$log" "$rc" $((SECONDS - start))
}

usage="usage: $0 linux|windows|linux-smoke|windows-smoke|linux-arm64-smoke"
[ $# -eq 1 ] || { echo "$usage" >&2; exit 2; }
mkdir -p "$work"
case $1 in
    linux) check_linux ;;
    windows) check_windows ;;
    linux-smoke) check_linux_smoke ;;
    windows-smoke) check_windows_smoke ;;
    linux-arm64-smoke) check_linux_arm64_smoke ;;
    *) echo "$usage" >&2; exit 2 ;;
esac
if [ "$failures" -gt 0 ]; then
    echo "cross check $1: $failures failure(s)"
    exit 1
fi
echo "cross check $1: ok"
