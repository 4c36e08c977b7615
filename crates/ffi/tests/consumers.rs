//! Builds and runs the programs in `tests/ffi/` against `include/` and the
//! libmajiang that cargo built for this test run: C11 (also statically linked,
//! and under valgrind), C++17 with `include/majiang.hpp`, C# with
//! `bindings/csharp/Majiang.cs` on Mono, LuaJIT with `bindings/lua/majiang.lua`,
//! Python with `bindings/python/majiang.py`, Go with the cgo module `bindings/go`
//! (`go test`, linked dynamically and statically) and Java with the JNA binding
//! `bindings/java`. Each reads the data directory
//! `tests/ffi`: it checks every case of `cases.txt` and every line of
//! `analysis.txt`, plays every game of `games.txt` with the built-in AIs to
//! the core's result, checks a list of bad inputs, and ends with
//! "N passed, M failed". The `crosslang_*` tests run the same script of calls
//! (`tests/ffi/crosslang/script.txt`) through each binding's idiomatic layer and
//! compare the answers with the ones written there.
//!
//! A missing toolchain fails the test with the command that installs it
//! (`tests/ffi/install-deps.sh`); nothing is skipped.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;
mod tools;

use std::path::{Path, PathBuf};
use std::process::Command;
use tools::{JNA_JAR, cases, javac, lib_dir, out_dir, require, run, shared_lib};

/// Runs a consumer and checks its closing line reports no failure.
fn run_consumer(what: &str, cmd: &mut Command) {
    let stdout = run(what, cmd);
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.ends_with(" 0 failed") && last.contains(" cases; "), "{what}: {stdout}");
    println!("{what}: {last}");
}

fn include_dir() -> PathBuf {
    common::repo_root().join("include")
}

/// The flags every C program of these tests is built with.
const C11: [&str; 5] = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic"];
/// The flags every C++ program of these tests is built with.
const CPP17: [&str; 5] = ["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"];

/// Builds a program from `sources` with `compiler` and `flags`, linked with this run's
/// shared library (with an rpath to it).
fn build_shared<S: AsRef<std::ffi::OsStr>>(
    what: &str,
    (compiler, flags): (&str, [&str; 5]),
    sources: &[S],
    exe: &Path,
) {
    let dir = lib_dir();
    run(
        what,
        Command::new(compiler)
            .args(flags)
            .arg("-I")
            .arg(include_dir())
            .args(sources)
            .arg("-L")
            .arg(&dir)
            .arg("-lmajiang")
            .arg(format!("-Wl,-rpath,{}", dir.display()))
            .arg("-o")
            .arg(exe),
    );
}

/// Builds a C11 program linked with this run's shared library (with an rpath to it).
fn gcc_shared(what: &str, source: &Path, exe: &Path) {
    build_shared(what, ("gcc", C11), &[source], exe);
}

#[test]
fn c11_dynamic_static_and_under_valgrind() {
    require("gcc");
    require("valgrind");
    let out = out_dir("c");
    let dir = lib_dir();
    let exe = out.join("consumer");
    gcc_shared("gcc (shared)", &common::repo_root().join("tests/ffi/consumer.c"), &exe);
    run_consumer("C (shared)", Command::new(&exe).arg(cases()));
    run_consumer(
        "C (valgrind)",
        Command::new("valgrind")
            .args(["--error-exitcode=1", "--leak-check=full", "--quiet"])
            .arg(&exe)
            .arg(cases()),
    );
    let exe_static = out.join("consumer_static");
    run(
        "gcc (static)",
        Command::new("gcc")
            .args(C11)
            .arg("-I")
            .arg(include_dir())
            .arg("tests/ffi/consumer.c")
            .arg(dir.join("libmajiang.a"))
            .args(["-lpthread", "-ldl", "-lm"])
            .arg("-o")
            .arg(&exe_static),
    );
    run_consumer("C (static)", Command::new(&exe_static).arg(cases()));
}

#[test]
fn cpp17_with_the_raii_wrapper() {
    require("g++");
    let exe = out_dir("cpp").join("consumer");
    build_shared(
        "g++",
        ("g++", CPP17),
        &["tests/ffi/consumer.cpp", "tests/ffi/consumer_tu2.cpp"],
        &exe,
    );
    run_consumer("C++", Command::new(&exe).arg(cases()));
}

#[test]
fn csharp_on_mono() {
    require("mcs");
    require("mono");
    let exe = out_dir("csharp").join("consumer.exe");
    run(
        "mcs",
        Command::new("mcs")
            .args(["-warnaserror", "-nologo"])
            .arg(format!("-out:{}", exe.display()))
            .args(["bindings/csharp/Majiang.cs", "tests/ffi/Consumer.cs"]),
    );
    run_consumer(
        "C#",
        Command::new("mono").arg(&exe).arg(cases()).env("LD_LIBRARY_PATH", lib_dir()),
    );
}

#[test]
fn luajit_ffi() {
    require("luajit");
    run_consumer(
        "Lua",
        Command::new("luajit")
            .arg("tests/ffi/consumer.lua")
            .arg(cases())
            .env("MAJIANG_LIB", shared_lib())
            .env("LUA_PATH", common::repo_root().join("bindings/lua/?.lua")),
    );
}

#[test]
fn python_ctypes() {
    require("python3");
    run_consumer(
        "Python",
        Command::new("python3")
            .arg("tests/ffi/consumer.py")
            .arg(cases())
            .env("MAJIANG_LIB", shared_lib())
            .env("PYTHONPATH", common::repo_root().join("bindings/python"))
            .env("PYTHONDONTWRITEBYTECODE", "1"),
    );
}

/// The tutorial's seatless AI from Python: one `Ai` for every seat, never
/// naming one, answers as one `Ai` per seat (`tests/ffi/seatless.py`).
#[test]
fn python_seatless_tutorial_ai() {
    require("python3");
    let out = run(
        "Python seatless",
        Command::new("python3")
            .arg("tests/ffi/seatless.py")
            .env("MAJIANG_LIB", shared_lib())
            .env("PYTHONPATH", common::repo_root().join("bindings/python"))
            .env("PYTHONDONTWRITEBYTECODE", "1"),
    );
    assert!(out.contains("shared and per-seat AIs agree"), "{out}");
}

/// The README's game loops (`examples/game_loop.py`, `examples/game_loop.cpp`) run as
/// written and play the same 四川 hand to the same lines.
#[test]
fn readme_game_loops_in_python_and_cpp() {
    require("python3");
    require("g++");
    let root = common::repo_root();
    let python = run(
        "examples/game_loop.py",
        Command::new("python3")
            .arg(root.join("examples/game_loop.py"))
            .env("MAJIANG_LIB", shared_lib())
            .env("PYTHONPATH", root.join("bindings/python"))
            .env("PYTHONDONTWRITEBYTECODE", "1"),
    );
    let exe = out_dir("game-loop-cpp").join("game_loop");
    build_shared(
        "g++ (examples/game_loop.cpp)",
        ("g++", CPP17),
        &[root.join("examples/game_loop.cpp")],
        &exe,
    );
    let cpp = run("examples/game_loop.cpp", &mut Command::new(&exe));
    assert!(python.contains("seat 0: ") && python.contains(" payment lines, "), "{python}");
    assert_eq!(python, cpp, "the Python and C++ game loops disagree");
}

/// The cross-language script: the same calls through every binding's idiomatic
/// layer, answered alike (`tests/ffi/crosslang/script.txt`; the JavaScript and
/// Godot runners run in `cargo xtask test`'s web and Godot steps).
fn crosslang_script() -> PathBuf {
    common::repo_root().join("tests/ffi/crosslang/script.txt")
}

#[test]
fn crosslang_python() {
    require("python3");
    run_consumer(
        "cross-language, Python",
        Command::new("python3")
            .arg("tests/ffi/crosslang/run.py")
            .arg(crosslang_script())
            .env("MAJIANG_LIB", shared_lib())
            .env("PYTHONPATH", common::repo_root().join("bindings/python"))
            .env("PYTHONDONTWRITEBYTECODE", "1"),
    );
}

#[test]
fn crosslang_lua() {
    require("luajit");
    run_consumer(
        "cross-language, Lua",
        Command::new("luajit")
            .arg("tests/ffi/crosslang/run.lua")
            .arg(crosslang_script())
            .env("MAJIANG_LIB", shared_lib())
            .env("LUA_PATH", common::repo_root().join("bindings/lua/?.lua")),
    );
}

#[test]
fn crosslang_cpp() {
    require("g++");
    let exe = out_dir("crosslang-cpp").join("crosslang");
    build_shared(
        "g++ (cross-language)",
        ("g++", CPP17),
        &["tests/ffi/crosslang/crosslang.cpp"],
        &exe,
    );
    run_consumer("cross-language, C++", Command::new(&exe).arg(crosslang_script()));
}

#[test]
fn crosslang_csharp() {
    require("mcs");
    require("mono");
    let exe = out_dir("crosslang-csharp").join("crosslang.exe");
    run(
        "mcs (cross-language)",
        Command::new("mcs")
            .args(["-warnaserror", "-nologo"])
            .arg(format!("-out:{}", exe.display()))
            .args(["bindings/csharp/Majiang.cs", "tests/ffi/crosslang/Crosslang.cs"]),
    );
    run_consumer(
        "cross-language, C#",
        Command::new("mono").arg(&exe).arg(crosslang_script()).env("LD_LIBRARY_PATH", lib_dir()),
    );
}

/// `go test` of the module `bindings/go` (its `_test.go` files: the cross-language script,
/// tests/ffi/games.txt, 四川 血战 tables, the refusals of bad input) against this run's
/// library, with `tags` (`majiang_static`: linked with libmajiang.a).
fn go_test(what: &str, tags: &str, run_only: &str) -> String {
    tools::go_test(&common::repo_root().join("bindings/go"), what, tags, run_only)
}

/// The line of a test run's output that reports the cross-language script.
fn script_line<'a>(what: &str, stdout: &'a str) -> &'a str {
    let line = stdout.lines().find(|l| l.contains(" cases; ")).unwrap_or_default();
    assert!(line.ends_with(" 0 failed"), "{what}: {stdout}");
    line
}

#[test]
fn go_cgo_dynamic_and_static() {
    for (what, tags) in [("Go (shared)", ""), ("Go (static)", "majiang_static")] {
        let stdout = go_test(what, tags, ".");
        for test in [
            "TestCrosslang",
            "TestGames",
            "TestSichuanTables",
            "TestBadInput",
            "TestOptions",
            "TestHandValue",
            "TestValueFamilies",
            "TestWins",
        ] {
            assert!(stdout.contains(&format!("--- PASS: {test} ")), "{what}: {test} did not run");
        }
        println!("{what}: {}", script_line(what, &stdout));
    }
}

#[test]
fn crosslang_go() {
    let stdout = go_test("cross-language, Go", "", "^TestCrosslang$");
    println!("cross-language, Go: {}", script_line("cross-language, Go", &stdout));
}

/// Compiles the Java binding and its JDK-only test runner (`bindings/java/test/TestRunner.java`),
/// then runs the runner against this run's library: the cross-language script,
/// tests/ffi/games.txt, 四川 血战 tables and the refusals of bad input. Returns its output.
fn java_runner(what: &str) -> String {
    let classes = out_dir("java").join("classes");
    javac(&classes, &[common::repo_root().join("bindings/java/test/TestRunner.java")]);
    let stdout = run(
        what,
        Command::new("java")
            .arg("-cp")
            .arg(format!("{}:{JNA_JAR}", classes.display()))
            .arg(format!("-Dmajiang.lib={}", shared_lib().display()))
            .arg("TestRunner")
            .arg(cases()),
    );
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.ends_with(" 0 failed") && last.contains(" cases; "), "{what}: {stdout}");
    stdout
}

#[test]
fn java_jna() {
    let stdout = java_runner("Java");
    for part in ["games of games.txt", "四川 hands", "cross-language script, 27 lines"] {
        assert!(stdout.contains(part), "Java: no {part:?} in {stdout}");
    }
    println!("Java: {}", stdout.lines().last().unwrap_or_default());
}

/// 四川 and 红中 tables played to the end (tests/ffi/tables): the C program, the Go program and
/// the Java program print the same line for every hand (points, winners, actions).
#[test]
fn tables_agree_in_c_go_and_java() {
    require("gcc");
    let dir = lib_dir();
    let out = out_dir("tables");
    let tables = common::repo_root().join("tests/ffi/tables");
    let exe = out.join("tables");
    gcc_shared("gcc (tables)", &tables.join("tables.c"), &exe);
    let c = run("C tables", &mut Command::new(&exe));
    require("go");
    let go = tools::run_in(
        &tables.join("go"),
        "Go tables",
        Command::new("go")
            .args(["run", "."])
            .env("CGO_LDFLAGS", format!("-L{0} -Wl,-rpath,{0}", dir.display()))
            .env("GOPROXY", "off"),
    );
    let classes = out.join("classes");
    javac(&classes, &[tables.join("Tables.java")]);
    let java = run(
        "Java tables",
        Command::new("java")
            .arg("-cp")
            .arg(format!("{}:{JNA_JAR}", classes.display()))
            .arg(format!("-Dmajiang.lib={}", shared_lib().display()))
            .arg("Tables"),
    );
    assert_eq!(c.lines().count(), 16, "C tables: {c}");
    assert!(c.contains("sichuan 7: ") && c.contains("hongzhong 7: "), "C tables: {c}");
    assert_eq!(go, c, "Go and C tables differ");
    assert_eq!(java, c, "Java and C tables differ");
    println!("tables: 16 hands (四川, 红中) alike in C, Go and Java");
}
