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

use std::env::consts::{DLL_PREFIX, DLL_SUFFIX};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The directory holding this run's libmajiang (`target/<profile>`).
fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    // target/<profile>/deps/consumers-<hash>
    let dir = exe.parent().and_then(Path::parent).expect("target/<profile>").to_path_buf();
    let lib = dir.join(format!("{DLL_PREFIX}majiang{DLL_SUFFIX}"));
    let built = std::fs::metadata(&lib).and_then(|m| m.modified()).unwrap_or_else(|_| {
        panic!("{} was not built: run cargo build -p majiang-ffi first", lib.display())
    });
    // `cargo test` does not rebuild cdylibs: refuse a library older than the ABI's sources.
    let sources = common::repo_root().join("crates/abi/src");
    for entry in std::fs::read_dir(&sources).expect("crates/abi/src") {
        let path = entry.expect("source entry").path();
        let changed = std::fs::metadata(&path).and_then(|m| m.modified()).expect("mtime");
        assert!(
            changed <= built,
            "{} is older than {}: run cargo build -p majiang-ffi first",
            lib.display(),
            path.display()
        );
    }
    dir
}

fn shared_lib() -> PathBuf {
    lib_dir().join(format!("{DLL_PREFIX}majiang{DLL_SUFFIX}"))
}

/// A scratch directory for one consumer's build.
fn out_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ffi-consumers").join(name);
    std::fs::create_dir_all(&dir).expect("create build dir");
    dir
}

/// The data directory every consumer reads (`cases.txt`, `analysis.txt`, `games.txt`).
fn cases() -> PathBuf {
    common::repo_root().join("tests/ffi")
}

/// Fails clearly when a tool the consumers need is not installed.
fn require(tool: &str) {
    let found = Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        found,
        "`{tool}` is not installed: run tests/ffi/install-deps.sh (it apt-get installs \
         gcc g++ valgrind mono-mcs mono-runtime luajit golang-go openjdk-17-jdk-headless libjna-java) and run the tests again"
    );
}

/// Runs a command from the repository root; panics with its output unless it
/// succeeds. Returns stdout.
fn run(what: &str, cmd: &mut Command) -> String {
    run_in(&common::repo_root(), what, cmd)
}

/// Runs a command from `dir`; panics with its output unless it succeeds. Returns stdout.
fn run_in(dir: &Path, what: &str, cmd: &mut Command) -> String {
    let out = cmd.current_dir(dir).output().unwrap_or_else(|e| {
        panic!("{what}: cannot start {:?}: {e}", cmd.get_program());
    });
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{what} failed ({}):\n{stdout}\n{stderr}", out.status);
    stdout
}

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

#[test]
fn c11_dynamic_static_and_under_valgrind() {
    require("gcc");
    require("valgrind");
    let out = out_dir("c");
    let dir = lib_dir();
    let flags = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic"];
    let exe = out.join("consumer");
    run(
        "gcc (shared)",
        Command::new("gcc")
            .args(flags)
            .arg("-I")
            .arg(include_dir())
            .arg("tests/ffi/consumer.c")
            .arg("-L")
            .arg(&dir)
            .arg("-lmajiang")
            .arg(format!("-Wl,-rpath,{}", dir.display()))
            .arg("-o")
            .arg(&exe),
    );
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
            .args(flags)
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
    let dir = lib_dir();
    let exe = out_dir("cpp").join("consumer");
    run(
        "g++",
        Command::new("g++")
            .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"])
            .arg("-I")
            .arg(include_dir())
            .args(["tests/ffi/consumer.cpp", "tests/ffi/consumer_tu2.cpp"])
            .arg("-L")
            .arg(&dir)
            .arg("-lmajiang")
            .arg(format!("-Wl,-rpath,{}", dir.display()))
            .arg("-o")
            .arg(&exe),
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
    let dir = lib_dir();
    let exe = out_dir("crosslang-cpp").join("crosslang");
    run(
        "g++ (cross-language)",
        Command::new("g++")
            .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"])
            .arg("-I")
            .arg(include_dir())
            .arg("tests/ffi/crosslang/crosslang.cpp")
            .arg("-L")
            .arg(&dir)
            .arg("-lmajiang")
            .arg(format!("-Wl,-rpath,{}", dir.display()))
            .arg("-o")
            .arg(&exe),
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
/// library, with `tags` (`majiang_static`: linked with libmajiang.a). Offline: the module has
/// no dependencies, so the module proxy is never asked.
fn go_test(what: &str, tags: &str, run_only: &str) -> String {
    require("go");
    let dir = lib_dir();
    let flags = if tags.is_empty() {
        format!("-L{0} -Wl,-rpath,{0}", dir.display())
    } else {
        format!("-L{}", dir.display())
    };
    let stdout = run_in(
        &common::repo_root().join("bindings/go"),
        what,
        Command::new("go")
            .args(["test", "-count=1", "-v", "-tags", tags, "-run", run_only, "."])
            .env("CGO_LDFLAGS", flags)
            .env("GOPROXY", "off")
            .env("MAJIANG_TESTS", cases()),
    );
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.starts_with("ok") && !stdout.contains("--- FAIL"), "{what}: {stdout}");
    stdout
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
        for test in ["TestCrosslang", "TestGames", "TestSichuanTables", "TestBadInput"] {
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

/// Debian's JNA (`libjna-java`), the Java binding's one dependency.
const JNA_JAR: &str = "/usr/share/java/jna.jar";

/// Compiles the Java binding (`bindings/java/src`) and its JDK-only test runner
/// (`bindings/java/test/TestRunner.java`), then runs the runner against this run's library:
/// the cross-language script, tests/ffi/games.txt, 四川 血战 tables and the refusals of bad
/// input. Returns its output.
fn java_runner(what: &str) -> String {
    require("javac");
    require("java");
    assert!(Path::new(JNA_JAR).exists(), "{JNA_JAR} is missing: run tests/ffi/install-deps.sh");
    let classes = out_dir("java").join("classes");
    let _ = std::fs::remove_dir_all(&classes);
    let sources: Vec<PathBuf> =
        std::fs::read_dir(common::repo_root().join("bindings/java/src/io/majiang"))
            .expect("bindings/java/src/io/majiang")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "java"))
            .collect();
    run(
        "javac",
        Command::new("javac")
            .args(["-Xlint:all", "-Werror", "-encoding", "UTF-8", "-cp", JNA_JAR, "-d"])
            .arg(&classes)
            .args(&sources)
            .arg("bindings/java/test/TestRunner.java"),
    );
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
    for part in ["games of games.txt", "四川 hands", "cross-language script, 22 lines"] {
        assert!(stdout.contains(part), "Java: no {part:?} in {stdout}");
    }
    println!("Java: {}", stdout.lines().last().unwrap_or_default());
}
