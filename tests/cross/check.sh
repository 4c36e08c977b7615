#!/usr/bin/env bash
# tests/cross/check.sh -- proof that the native builds of build.sh work where
# users run them.
#
#     tests/cross/check.sh linux | windows | windows-suites | linux-arm64-suites
#
# linux           Each .so and the command line `majiang` in
#                 target/native/x86_64-unknown-linux-gnu need no GLIBC_ symbol
#                 version above the floor (common.sh); the C consumer
#                 (tests/ffi/consumer.c) linked against the portable
#                 libmajiang.so and libmajiang.a prints the same closing line
#                 ("C: N cases; P passed, 0 failed") as against the normal
#                 build (target/debug); the portable `majiang analyze …`
#                 prints what the normal build's prints.
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
# windows-suites  The core, abi and ffi test suites built for Windows and run
#                 under wine as cargo's runner (release).  Skipped there, and
#                 only there: the tests that drive Linux programs (the
#                 cbindgen header check runs the host's cargo; the consumer
#                 tests, the cross-language ones included, run gcc, valgrind,
#                 Mono, LuaJIT, Python; the Windows
#                 C and C++ consumers run in `windows` instead).
# linux-arm64-suites  The core and abi test suites built for
#                 aarch64-unknown-linux-gnu (glibc floor, by cargo-zigbuild)
#                 and run under qemu-user as cargo's runner (release), with
#                 the arm64 sysroot of tests/cross/aarch64.sh.
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
    say "reference: the consumers against the normal build (cargo build -p majiang-ffi)"
    (cd "$root" && cargo build -q -p majiang-ffi)
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

    say "the command line: portable majiang ${cli_analyze[*]} against the normal build's"
    (cd "$root" && cargo build -q -p majiang-cli)
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

check_windows_suites() {
    say "core, arena, abi and ffi test suites for Windows under wine (cargo test ${windows_flags[*]})"
    mkdir -p "$work"
    local log=$work/windows-suites.log rc=0 start=$SECONDS
    claim_target_dir "$windows_target_dir"
    in_sandbox "${windows_cargo[@]}" test "${windows_flags[@]}" \
        -p majiang-core -p majiang-arena -p majiang-abi -p majiang-ffi -- \
        --skip checked_in_header_matches_the_sources \
        --skip c11_dynamic_static_and_under_valgrind --skip cpp17_with_the_raii_wrapper \
        --skip csharp_on_mono --skip luajit_ffi --skip python_ctypes --skip crosslang_ \
        >"$log" 2>&1 || rc=$?
    tr -d '\r' <"$log" | grep -E '^(test result:|     Running|   Doc-tests)' || true
    # Sum the "test result:" lines of every test binary and doctest run.
    tr -d '\r' <"$log" | awk -v secs=$((SECONDS - start)) '
        /^test result:/ { runs++; p += $4; f += $6; i += $8; s += $12 }
        END { printf "windows suites: %d runs, %d passed, %d failed, %d ignored, %d skipped (%d s)\n", runs, p, f, i, s, secs }'
    [ "$rc" -eq 0 ] || fail "cargo test for Windows exited with $rc (log: $log)"
}

check_linux_arm64_suites() {
    bash "$cross_dir/aarch64.sh" setup
    local triple=$linux_arm64_triple sysroot
    sysroot=$(bash "$cross_dir/aarch64.sh" sysroot)
    say "core, arena and abi test suites for Linux arm64 under qemu (cargo-zigbuild test --release --target $triple.$glibc_floor)"
    mkdir -p "$work"
    local log=$work/linux-arm64-suites.log rc=0 start=$SECONDS
    claim_target_dir "$zig_target_dir"
    # cargo-zigbuild links the tests against the glibc floor's symbols, as
    # the libraries; qemu-aarch64 runs them with the sysroot's loader and
    # libraries (-L).  Doctests too (cargo runs them through the runner).
    (cd "$root" && PATH="$zig_venv/bin:$PATH" CARGO_TARGET_DIR="$zig_target_dir" \
        CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L $sysroot" \
        "$zig_venv/bin/cargo-zigbuild" test --release --locked --target "$triple.$glibc_floor" \
        -p majiang-core -p majiang-arena -p majiang-abi) >"$log" 2>&1 || rc=$?
    grep -E '^(test result:|     Running|   Doc-tests)' "$log" || true
    awk -v secs=$((SECONDS - start)) '
        /^test result:/ { runs++; p += $4; f += $6; i += $8; s += $12 }
        END { printf "linux-arm64 suites: %d runs, %d passed, %d failed, %d ignored, %d skipped (%d s)\n", runs, p, f, i, s, secs }' "$log"
    [ "$rc" -eq 0 ] || fail "cargo test for Linux arm64 exited with $rc (log: $log)"
}

usage="usage: $0 linux|windows|windows-suites|linux-arm64-suites"
[ $# -eq 1 ] || { echo "$usage" >&2; exit 2; }
mkdir -p "$work"
case $1 in
    linux) check_linux ;;
    windows) check_windows ;;
    windows-suites) check_windows_suites ;;
    linux-arm64-suites) check_linux_arm64_suites ;;
    *) echo "$usage" >&2; exit 2 ;;
esac
if [ "$failures" -gt 0 ]; then
    echo "cross check $1: $failures failure(s)"
    exit 1
fi
echo "cross check $1: ok"
