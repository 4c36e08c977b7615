//! What the tests that build and run programs against this run's libmajiang share
//! (`consumers.rs`, `servers.rs`): where the library is, scratch folders, the toolchains and
//! how to run them, and the Go and Java builds.

#![allow(dead_code, reason = "each test crate uses its own part of these")]

use std::env::consts::{DLL_PREFIX, DLL_SUFFIX};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The directory holding this run's libmajiang (`target/<profile>`).
pub fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    // target/<profile>/deps/<test>-<hash>
    let dir = exe.parent().and_then(Path::parent).expect("target/<profile>").to_path_buf();
    let lib = dir.join(format!("{DLL_PREFIX}majiang{DLL_SUFFIX}"));
    let built = std::fs::metadata(&lib).and_then(|m| m.modified()).unwrap_or_else(|_| {
        panic!("{} was not built: run cargo build -p majiang-ffi first", lib.display())
    });
    // `cargo test` does not rebuild cdylibs: refuse a library older than the ABI's sources.
    let sources = super::common::repo_root().join("crates/abi/src");
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

pub fn shared_lib() -> PathBuf {
    lib_dir().join(format!("{DLL_PREFIX}majiang{DLL_SUFFIX}"))
}

/// A scratch directory for one consumer's build.
pub fn out_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ffi-consumers").join(name);
    std::fs::create_dir_all(&dir).expect("create build dir");
    dir
}

/// The data directory every consumer reads (`cases.txt`, `analysis.txt`, `games.txt`).
pub fn cases() -> PathBuf {
    super::common::repo_root().join("tests/ffi")
}

/// Fails clearly when a tool the consumers need is not installed.
pub fn require(tool: &str) {
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
pub fn run(what: &str, cmd: &mut Command) -> String {
    run_in(&super::common::repo_root(), what, cmd)
}

/// Runs a command from `dir`; panics with its output unless it succeeds. Returns stdout.
pub fn run_in(dir: &Path, what: &str, cmd: &mut Command) -> String {
    let out = cmd.current_dir(dir).output().unwrap_or_else(|e| {
        panic!("{what}: cannot start {:?}: {e}", cmd.get_program());
    });
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{what} failed ({}):\n{stdout}\n{stderr}", out.status);
    stdout
}

/// `go test` of the Go module in `dir` against this run's library, with the build `tags`
/// (`majiang_static`: linked with libmajiang.a) and the tests matching `run_only`; checks that
/// it passed and returns its output. Offline (`GOPROXY=off`): the modules have no
/// dependencies but the binding, which they take from the repository (`replace`).
pub fn go_test(dir: &Path, what: &str, tags: &str, run_only: &str) -> String {
    require("go");
    let lib = lib_dir();
    let flags = if tags.is_empty() {
        format!("-L{0} -Wl,-rpath,{0}", lib.display())
    } else {
        format!("-L{}", lib.display())
    };
    run_in(
        dir,
        &format!("{what}: go vet"),
        Command::new("go").args(["vet", "."]).env("GOPROXY", "off"),
    );
    let stdout = run_in(
        dir,
        what,
        Command::new("go")
            .args(["test", "-count=1", "-timeout=300s", "-v", "-tags", tags, "-run", run_only, "."])
            .env("CGO_LDFLAGS", flags)
            .env("GOPROXY", "off")
            .env("MAJIANG_TESTS", cases()),
    );
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.starts_with("ok") && !stdout.contains("--- FAIL"), "{what}: {stdout}");
    stdout
}

/// Debian's JNA (`libjna-java`), the Java binding's one dependency.
pub const JNA_JAR: &str = "/usr/share/java/jna.jar";

/// Compiles the Java binding (`bindings/java/src`) and `more` into `classes`, warnings as errors.
pub fn javac(classes: &Path, more: &[PathBuf]) {
    require("javac");
    require("java");
    assert!(Path::new(JNA_JAR).exists(), "{JNA_JAR} is missing: run tests/ffi/install-deps.sh");
    let _ = std::fs::remove_dir_all(classes);
    let binding = super::common::repo_root().join("bindings/java/src/io/majiang");
    let sources: Vec<PathBuf> = std::fs::read_dir(&binding)
        .expect("bindings/java/src/io/majiang")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    run(
        "javac",
        Command::new("javac")
            .args(["-Xlint:all", "-Werror", "-encoding", "UTF-8", "-cp", JNA_JAR, "-d"])
            .arg(classes)
            .args(&sources)
            .args(more),
    );
}
