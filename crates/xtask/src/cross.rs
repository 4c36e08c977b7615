//! The native libraries users download, built on this machine, and their
//! proof where they run, as steps of `cargo xtask test`.
//!
//! `tests/cross/build.sh` writes `target/native/<triple>/` once per target:
//! portable Linux x86_64 and arm64 and macOS through cargo-zigbuild (one step:
//! they share its target directory), Windows through the cross sandbox.
//! Everything after reads those files: `tests/cross/check.sh` (what each check
//! proves is in its header), the packages and `cargo xtask dist-check` (which
//! unpacks and uses them, the Windows ones under wine and the arm64 ones under
//! qemu; the macOS libraries are checked as Mach-O files). Under an emulator
//! runs what can differ there: the consumers, the ABI's unit tests and the
//! smoke suite of `crates/abi/tests/platform.rs`, whose digests must equal the
//! portable Linux build's. The brute-force suites run once, natively, in
//! `cargo test --workspace`.

use crate::steps::{Lane, Step, step};

/// The sandboxes, the native builds and the smoke suites, in order of preference.
pub fn steps() -> Vec<Step> {
    let light = |id, name, args: &[&'static str]| step(Lane::Light, id, name, "bash", args);
    let heavy = |id, name, args: &[&'static str]| step(Lane::Heavy, id, name, "bash", args);
    vec![
        light("zig", "Zig and cargo-zigbuild (PyPI, pinned)", &["tests/cross/build.sh", "tools"]),
        light(
            "cross-sandbox",
            "cross sandbox (Debian sid chroot: rustc, mingw-w64, wine)",
            &["tests/cross/sandbox.sh", "setup"],
        ),
        light(
            "godot-sandbox",
            "Godot sandbox (Debian sid chroot)",
            &["tests/godot/sandbox.sh", "setup"],
        )
        .needs("tests/godot/run.sh"),
        light(
            "arm64-sysroot",
            "Linux arm64 sysroot for qemu",
            &["tests/cross/aarch64.sh", "setup"],
        ),
        light("actionlint", "release workflow (actionlint)", &["tests/dist/actionlint.sh"]),
        heavy(
            "native-zig",
            "native builds: portable Linux x86_64 and arm64, macOS (cargo-zigbuild)",
            &["tests/cross/build.sh", "linux", "linux-arm64", "macos"],
        )
        .after(&["zig"]),
        heavy(
            "native-windows",
            "native build: Windows (cross sandbox)",
            &["tests/cross/build.sh", "windows"],
        )
        .after(&["cross-sandbox"]),
        heavy(
            "linux-smoke",
            "portable Linux x86_64: smoke suite, the digests' reference",
            &["tests/cross/check.sh", "linux-smoke"],
        )
        .after(&["native-zig"]),
        heavy(
            "arm64-smoke",
            "Linux arm64 under qemu: smoke suite, digests as on x86_64",
            &["tests/cross/check.sh", "linux-arm64-smoke"],
        )
        .after(&["linux-smoke", "arm64-sysroot"]),
        heavy(
            "windows-smoke",
            "Windows under wine: smoke suite, digests as on Linux",
            &["tests/cross/check.sh", "windows-smoke"],
        )
        .after(&["native-windows", "linux-smoke"]),
    ]
}

/// The packages and the checks that read the native builds, in order of preference.
pub fn checks() -> Vec<Step> {
    let heavy =
        |id, name, program, args: &[&'static str]| step(Lane::Heavy, id, name, program, args);
    vec![
        // The release packages, made from the libraries just built, then
        // unpacked and used as a user would (Windows under wine, arm64 under
        // qemu). `xtask` is this program: no `cargo run` waiting on the build lock.
        heavy("packages", "packages", "xtask", &["dist", "--no-build"]).after(&[
            "native-zig",
            "native-windows",
            "wasm",
        ]),
        heavy("dist-check", "packages as users use them", "xtask", &["dist-check"])
            .after(&["packages", "arm64-sysroot"]),
        // These compare with the host build's consumers (`cargo build -p
        // majiang-ffi`), so they wait until the tests no longer load that library.
        heavy(
            "linux",
            "portable Linux: glibc floor, C consumer, digests as the host build's",
            "bash",
            &["tests/cross/check.sh", "linux"],
        )
        .after(&["native-zig", "linux-smoke", "tests"]),
        heavy(
            "windows",
            "Windows under wine: imports, exports, C and C++ consumers, Godot DLL",
            "bash",
            &["tests/cross/check.sh", "windows"],
        )
        .after(&["native-windows", "tests"]),
    ]
}
