//! The native libraries users download, built on this machine, and their
//! proof, as steps of `cargo xtask test`: `tests/cross/build.sh` writes
//! `target/native/<triple>/` (portable Linux x86_64 and arm64 and macOS
//! through cargo-zigbuild, Windows through the cross sandbox),
//! `tests/cross/check.sh` checks what it wrote. What each check proves is in
//! the header of `check.sh`; the macOS libraries are checked as Mach-O files
//! and the arm64 packages run under qemu in `cargo xtask dist-check`.

use crate::{Step, step};

/// The build, then the checks that read it.
pub fn test_steps() -> Vec<Step> {
    vec![
        step(
            "native builds (portable Linux x86_64 and arm64, Windows, macOS)",
            "bash",
            &["tests/cross/build.sh"],
        ),
        step("portable Linux: glibc floor, C consumer", "bash", &["tests/cross/check.sh", "linux"]),
        step(
            "Windows under wine: imports, exports, C and C++ consumers, Godot DLL",
            "bash",
            &["tests/cross/check.sh", "windows"],
        ),
        step(
            "Windows under wine: core, arena, abi and ffi test suites",
            "bash",
            &["tests/cross/check.sh", "windows-suites"],
        ),
        // Also makes the arm64 sysroot that dist-check's qemu runs use.
        step(
            "Linux arm64 under qemu: core, arena and abi test suites",
            "bash",
            &["tests/cross/check.sh", "linux-arm64-suites"],
        ),
    ]
}
