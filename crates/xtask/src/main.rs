//! `cargo xtask test`: every check and test of the repository, on a fresh
//! machine. It installs what the tests need (rustfmt and clippy, the
//! foreign-language toolchains, the Godot and cross sandboxes) before running
//! them, so that the README's one test command is all CI and a new developer
//! need. `--quick` runs format, clippy and the Rust suites with the host
//! consumers; `--only` / `--skip` take step ids (`--list` shows them).
//!
//! After the set-up steps, two lanes run side by side (see `steps`); a failed
//! step stops only the steps that need it, so one run reports everything that
//! is wrong. Each step prints its time; the closing lines list every step's
//! time, the five slowest, and last `xtask: N passed, M failed`; the exit
//! code is non-zero when any step failed.
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
//! actionlint, the npm and pip download caches and Go's build cache of the
//! steps. `MAJIANG_CACHE=$(mktemp -d) cargo xtask test` is a cold run that
//! leaves the warm cache alone. (Outside
//! it: the host's apt packages, rustup components and cargo registry, and the
//! checkout's own `target/`; a cold run uses a fresh clone for the last.)

mod bindings;
mod cross;
mod dist;
mod runner;
mod steps;
mod web;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).expect("workspace root").to_path_buf()
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
        // The Go consumers' and servers' build cache (their modules fetch nothing).
        ("GOCACHE", cache.join("go-build")),
        ("GOPATH", cache.join("go")),
        ("MAJIANG_CACHE", cache),
    ])
}

/// `cargo xtask test ARGS`.
fn test(args: &[String]) -> ExitCode {
    let chosen = runner::Selection::parse(args)
        .and_then(|sel| sel.apply(steps::all()).map(|steps| (sel.listing(), steps)));
    let (list, steps) = match chosen {
        Ok(chosen) => chosen,
        Err(e) => {
            eprintln!("xtask: {e}");
            return ExitCode::from(2);
        }
    };
    if list {
        runner::list(&steps);
        return ExitCode::SUCCESS;
    }
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
    runner::run(&root(), &env, steps)
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
        Some("test") => test(&args[1..]),
        Some("bindings") => report(bindings::run(&root(), &args[1..])),
        Some("dist") => report(dist::run(&root(), &args[1..])),
        Some("dist-check") => dist::check::run(&root(), &args[1..]),
        Some("check-macho") => report(dist::check_macho(&root(), &args[1..])),
        _ => {
            eprintln!("usage: {}\n{}\n{}", runner::USAGE, bindings::USAGE, dist::USAGE);
            ExitCode::from(2)
        }
    }
}
