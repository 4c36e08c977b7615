//! The cross lane of `cargo xtask test`: the sandboxes, the native libraries
//! users download built on this machine, and their proof where they run.
//!
//! `tests/cross/build.sh` writes `target/native/<triple>/` (portable Linux
//! x86_64 and arm64 and macOS through cargo-zigbuild, Windows through the
//! cross sandbox), once per target; everything after reads those files:
//! `tests/cross/check.sh` (what each check proves is in its header), the
//! packages and `cargo xtask dist-check` (which unpacks and uses them, the
//! Windows ones under wine and the arm64 ones under qemu; the macOS libraries
//! are checked as Mach-O files). Under an emulator runs what can differ there:
//! the consumers, the ABI's unit tests and the smoke suite of
//! `crates/abi/tests/platform.rs`, whose digests must equal the portable
//! Linux build's. The brute-force suites run once, natively, in the host lane.

use crate::steps::{Lane, Step, step};

/// The cross lane's steps, in order.
pub fn steps() -> Vec<Step> {
    let cross =
        |id, name, program, args: &[&'static str]| step(Lane::Cross, id, name, program, args);
    vec![
        // The sandboxes first: debootstrap waits on the network while the host
        // lane compiles.
        cross(
            "godot-sandbox",
            "Godot sandbox (Debian sid chroot)",
            "bash",
            &["tests/godot/sandbox.sh", "setup"],
        )
        .needs("tests/godot/run.sh"),
        cross(
            "cross-sandbox",
            "cross sandbox (Debian sid chroot: rustc, mingw-w64, wine)",
            "bash",
            &["tests/cross/sandbox.sh", "setup"],
        ),
        cross(
            "zig",
            "Zig and cargo-zigbuild (PyPI, pinned)",
            "bash",
            &["tests/cross/build.sh", "tools"],
        ),
        cross(
            "native",
            "native builds (portable Linux x86_64 and arm64, Windows, macOS)",
            "bash",
            &["tests/cross/build.sh"],
        )
        .after(&["cross-sandbox", "zig"]),
        cross(
            "linux-smoke",
            "portable Linux x86_64: smoke suite, the digests' reference",
            "bash",
            &["tests/cross/check.sh", "linux-smoke"],
        )
        .after(&["native"]),
        cross(
            "windows-smoke",
            "Windows under wine: smoke suite, digests as on Linux",
            "bash",
            &["tests/cross/check.sh", "windows-smoke"],
        )
        .after(&["linux-smoke"]),
        cross(
            "arm64-sysroot",
            "Linux arm64 sysroot for qemu",
            "bash",
            &["tests/cross/aarch64.sh", "setup"],
        ),
        cross(
            "arm64-smoke",
            "Linux arm64 under qemu: smoke suite, digests as on x86_64",
            "bash",
            &["tests/cross/check.sh", "linux-arm64-smoke"],
        )
        .after(&["linux-smoke", "arm64-sysroot"]),
        cross(
            "wasm",
            "web: majiang.wasm and its npm package",
            "bash",
            &["bindings/js/build.sh", "target/js"],
        )
        .needs("bindings/js/build.sh")
        .after(&["cross-sandbox"]),
        // The release packages, made from the libraries just built, then
        // unpacked and used as a user would (Windows under wine, arm64 under qemu).
        cross("packages", "packages", "xtask", &["dist", "--no-build"]).after(&["native", "wasm"]),
        cross("dist-check", "packages as users use them", "xtask", &["dist-check"])
            .after(&["packages", "arm64-sysroot"]),
        cross("actionlint", "release workflow (actionlint)", "bash", &["tests/dist/actionlint.sh"]),
        // These compare with the host build's consumers (`cargo build -p
        // majiang-ffi`), so they wait until the host lane's tests no longer
        // load that library.
        cross(
            "linux",
            "portable Linux: glibc floor, C consumer",
            "bash",
            &["tests/cross/check.sh", "linux"],
        )
        .after(&["native", "tests"]),
        cross(
            "windows",
            "Windows under wine: imports, exports, C and C++ consumers, Godot DLL",
            "bash",
            &["tests/cross/check.sh", "windows"],
        )
        .after(&["native", "tests"]),
    ]
}
